"""``rummi replay FILE``: one record in the replay window, with "Your review" for a seat."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from rummi_qt import __version__
from rummi_qt.app import APPLICATION, ORGANISATION
from rummi_qt.history.replay import RecordError
from rummi_qt.i18n import chosen_locale, install_translators


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
    translators = install_translators(app, chosen_locale())
    window = MainWindow(QSettings(ORGANISATION, APPLICATION))

    def close() -> None:
        window.close()

    flow = HistoryFlow(window, Path(), back=close)  # no database: the file alone
    title = f"{path.name} — {number + 1}"
    flow.show_replay(game, me, title, path, number, back=close)
    window.show()
    try:
        return app.exec()
    finally:
        flow.close()
        for translator in translators:
            app.removeTranslator(translator)
