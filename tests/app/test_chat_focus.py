"""A line sent to the table talk gives the keys back to the game: a newcomer pressed H for a hint
after chatting and typed an "h" into the talk instead."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.rig import start_game


def test_after_a_line_is_sent_the_game_keys_work_again(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    entry = game.chat.entry
    entry.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is entry, timeout=2000)
    qtbot.keyClicks(entry, "good luck")
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is game.table, timeout=2000)
    assert entry.text() == ""
