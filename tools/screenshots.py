"""Screenshots of the app's main screens for the README: ``python tools/screenshots.py docs/screenshots``.

Runs offscreen, with table discovery on loopback only, and plays a few turns against bots."""

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


def main(out: Path) -> None:
    from PySide6.QtCore import QEventLoop, QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from rummi_qt.session import AppSession
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
    window.resize(1400, 900)
    window.show()
    session.start.name_edit.setText("Anna")
    session.start.put_table(TableEntry("a", "Timo's table", "Timo", "192.168.43.1", 47123, 2, 4, "lobby", False))
    session.start.put_table(TableEntry("b", "Cabin game", "Ville", "192.168.43.7", 47123, 4, 4, "playing", True))
    wait(lambda: False, 0.3)
    window.grab().save(str(out / "start.png"))

    session.start.host_button.click()
    wait(lambda: isinstance(window.stack.currentWidget(), LobbyScreen))
    session.lobby.bot_added.emit("easy")
    wait(lambda: False, 0.5)
    window.grab().save(str(out / "lobby.png"))
    session.leave(confirm=False)

    session.start.bots_button.click()
    wait(lambda: session.bot_dialog is not None and session.bot_dialog.isVisible())
    assert session.bot_dialog is not None
    session.bot_dialog.pace.setCurrentIndex(session.bot_dialog.pace.findData(0))  # no waiting for the pictures
    session.bot_dialog.play_button.click()
    wait(lambda: isinstance(window.stack.currentWidget(), GameScreen))
    controller = session.controller
    assert controller is not None
    for _ in range(60):  # draw until the bots have laid a few sets
        wait(lambda: controller.view is not None and (controller.view.my_turn or controller.view.result is not None))
        view = controller.view
        if view is None or view.result is not None or len(view.board) > 12:
            break
        controller.draw()
        wait(lambda: controller.view is not None and not controller.view.my_turn, 5)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    game.hint_button.click()
    wait(lambda: game.message.text().startswith(("Hint", "No move")), 15)
    window.grab().save(str(out / "game.png"))
    session.leave(confirm=False)
    session.close_discovery()


if __name__ == "__main__":
    faulthandler.dump_traceback_later(180, exit=True)
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
