"""``rummi replay FILE``: one record in the replay window, with "Your review" for a seat."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

from rummi_qt import __version__
from rummi_qt.app import APPLICATION, ORGANISATION
from rummi_qt.cycles import collect_on_qt_thread
from rummi_qt.history.replay import RecordedGame, RecordError
from rummi_qt.i18n import chosen_locale, install_translators


def kept_table_name(path: Path, folder: Path) -> str | None:
    """The name of the kept table whose record ``path`` is, when the history in ``folder`` keeps it
    (the database is only read: a record from elsewhere creates nothing)."""
    from rummi_qt.history.store import DATABASE, HistoryError, HistoryStore

    if not (folder / DATABASE).is_file():
        return None
    try:
        store = HistoryStore(folder)
    except (HistoryError, OSError):
        return None
    try:
        wanted = path.resolve()
        return next((t.name for t in store.tables() if t.record.resolve() == wanted), None)
    finally:
        store.close()


def replay_title(path: Path, game: RecordedGame, number: int, folder: Path) -> str:
    """ "Hilda's table, game 2" for a kept record; a record from elsewhere is named by its players."""
    from rummi_qt.history_flow import game_title

    name = kept_table_name(path, folder)
    if name is None:
        separator = QCoreApplication.translate("Texts", ", ")
        name = separator.join(n for n in game.names if n) or path.stem
    return game_title(name, number)


def run_replay(path: Path, number: int, seat: int | None) -> int:
    from rummi_qt.history_flow import HistoryFlow, load_game
    from rummi_qt.widgets.main_window import MainWindow

    try:
        game = load_game(path, number)
    except RecordError as error:
        print(f"rummi replay: {error}", file=sys.stderr)
        return 1
    me = seat if seat is not None else game.view  # a guest's copy is its own seat's game
    if me is not None and not 0 <= me < game.seats:
        print(f"rummi replay: the game has {game.seats} seats", file=sys.stderr)
        return 1
    QApplication.setOrganizationName(ORGANISATION)
    QApplication.setApplicationName(APPLICATION)
    QApplication.setApplicationVersion(__version__)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    collect_on_qt_thread(app)
    translators = install_translators(app, chosen_locale())
    window = MainWindow(QSettings(ORGANISATION, APPLICATION))

    def close() -> None:
        window.close()

    flow = HistoryFlow(window, Path(), back=close)  # no database: the file alone
    from rummi_qt.history.recorder import default_history_folder

    title = replay_title(path, game, number, default_history_folder())
    window.setWindowTitle(QCoreApplication.translate("ReplayScreen", "%1 — Rummi replay").replace("%1", title))
    flow.show_replay(game, me, title, path, number, back=close)
    window.show()
    try:
        return app.exec()
    finally:
        flow.close()
        for translator in translators:
            app.removeTranslator(translator)
