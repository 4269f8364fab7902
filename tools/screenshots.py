"""Screenshots of every screen for the README: ``python tools/screenshots.py docs/screenshots``.

Runs offscreen, with table discovery on loopback only. Each screen at 1366×768 in the light and the
dark theme (``start-light.png``, ``lobby-dark.png``…; ``start.png``, ``lobby.png`` and ``game.png`` are
the light ones), plus the game at 1920×1080 (``game-1920.png``), the game in Finnish (``game-fi.png``)
and the end of the game, its results over the table (``results-light.png``, ``results-dark.png``).
The game is real: bots play against
the player, who draws until the board holds a few sets; the lobby's address is shown as on a
hotspot (a loopback table has no address a phone could scan)."""

from __future__ import annotations

import faulthandler
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["RUMMI_INTERFACES"] = "127.0.0.1"
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SMALL = (1366, 768)
LARGE = (1920, 1080)


def main(out: Path) -> None:
    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    app = QApplication([])
    from PySide6.QtCore import QLocale

    from rummi_qt.i18n import install_translators

    _translators = install_translators(app, QLocale("en"))  # kept alive: the English plural forms, as the app has
    from rummi_qt.session import AppSession
    from rummi_qt.widgets.bot_game_dialog import BotGameChoice
    from rummi_qt.widgets.game_screen import GameScreen
    from rummi_qt.widgets.lobby import LobbyScreen
    from rummi_qt.widgets.main_window import MainWindow
    from rummi_qt.widgets.start_screen import TableEntry

    def wait(condition: Callable[[], bool], seconds: float = 20) -> bool:
        end = time.monotonic() + seconds
        while not condition() and time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        return condition()

    out.mkdir(exist_ok=True, parents=True)
    data = Path(tempfile.mkdtemp())
    settings = QSettings(str(data / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    session = AppSession(window, settings, data_dir=data)
    window.show()

    def shoot(name: str, size: tuple[int, int] = SMALL, themes: tuple[str, ...] = ("light", "dark")) -> None:
        window.resize(*size)
        for theme in themes:
            window.apply_theme(theme)
            wait(lambda: False, 0.35)  # the board's zoom glides, then holds still
            window.grab().save(str(out / f"{name}-{theme}.png"))
        window.apply_theme("light")

    def shoot_dialog(name: str, open_it: Callable[[], object]) -> None:
        """A dialog that runs its own loop (exec): grabbed once it shows, then closed."""
        window.resize(*SMALL)
        for theme in ("light", "dark"):
            window.apply_theme(theme)

            def grab(theme: str = theme) -> None:
                dialog = QApplication.activeModalWidget()
                if isinstance(dialog, QDialog):
                    dialog.grab().save(str(out / f"{name}-{theme}.png"))
                    dialog.reject()

            QTimer.singleShot(700, grab)
            open_it()
        window.apply_theme("light")

    session.start.name_edit.setText("Anna")
    session.start.put_table(TableEntry("a", "Timo's table", "Timo", "192.168.43.1", 47123, 2, 4, "lobby", False))
    session.start.put_table(TableEntry("b", "Cabin game", "Ville", "192.168.43.7", 47123, 4, 4, "playing", True))
    shoot("start")
    shoot_dialog("help", session.show_help)

    settings_dialog = window.open_settings()
    wait(lambda: False, 0.2)
    for theme in ("light", "dark"):
        window.apply_theme(theme)
        wait(lambda: False, 0.2)
        settings_dialog.grab().save(str(out / f"settings-{theme}.png"))
    settings_dialog.reject()
    window.apply_theme("light")

    session.start.host_button.click()
    wait(lambda: isinstance(window.stack.currentWidget(), LobbyScreen))
    session.lobby.bot_added.emit("easy")
    wait(lambda: False, 0.5)
    host = session.host
    if host is not None:
        session.lobby.set_addresses(["192.168.43.1"], host.port)  # as on a laptop's hotspot
    shoot("lobby")
    session.leave(confirm=False)

    session.start_bot_game(BotGameChoice(round=True, level="normal", pace_ms=0))
    wait(lambda: isinstance(window.stack.currentWidget(), GameScreen))
    controller = session.controller
    assert controller is not None
    for _ in range(60):  # draw until the bots have laid a few sets
        wait(lambda: controller.view is not None and (controller.view.my_turn or controller.view.result is not None))
        view = controller.view
        if view is None or view.result is not None or len(view.board) > 14:
            break
        controller.draw()
        wait(lambda: controller.view is not None and not controller.view.my_turn, 5)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    shoot("game")
    if controller.view is not None and controller.view.my_turn:
        shoot_dialog("meld-dialog", session.open_meld)
    shoot("game-1920", LARGE, ("light",))
    game.hint_button.click()
    wait(lambda: game.message.text().startswith(("Hint", "No move")), 15)
    shoot("hint", SMALL, ("light",))
    if game.dismiss_hint_button.isVisible():
        game.dismiss_hint_button.click()

    session.set_language("fi")  # the game screen again, in Finnish (the longest words of the three)
    wait(lambda: False, 0.3)
    shoot("game-fi", SMALL, ("light",))
    session.set_language("system")  # as before: the system's language
    wait(lambda: False, 0.3)

    # To the end of the game, drawing (then passing) on every turn: the results over the table.
    for _ in range(400):
        wait(lambda: controller.view is not None and (controller.view.my_turn or controller.view.result is not None))
        view = controller.view
        if view is None or view.result is not None:
            break
        controller.draw()
        wait(lambda: controller.view is not None
             and (not controller.view.my_turn or controller.view.result is not None), 5)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    wait(lambda: game.results is not None and game.results.isVisible())
    wait(lambda: game.results is None or not game.results.celebration.running, 3)  # the confetti has fallen
    shoot("results")
    session.leave(confirm=False)
    session.close_discovery()

    # The README's short names: the light pictures.
    for name in ("start", "lobby", "game"):
        (out / f"{name}.png").write_bytes((out / f"{name}-light.png").read_bytes())
    (out / "game-1920.png").write_bytes((out / "game-1920-light.png").read_bytes())
    (out / "game-1920-light.png").unlink()
    (out / "game-fi.png").write_bytes((out / "game-fi-light.png").read_bytes())
    (out / "game-fi-light.png").unlink()


if __name__ == "__main__":
    faulthandler.dump_traceback_later(240, exit=True)
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
