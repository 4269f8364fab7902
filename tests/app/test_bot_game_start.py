"""Play against bots goes from the start screen straight to the game: the table's lobby, which
would show the table's defaults until the game comes, is never on the screen in between."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.widgets.bot_game_dialog import BotGameChoice
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen


def test_a_game_against_bots_never_shows_its_lobby(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    shown: list[str] = []
    window.stack.currentChanged.connect(lambda _index: shown.append(type(window.stack.currentWidget()).__name__))
    session.start_bot_game(BotGameChoice(round=False, level="easy", pace_ms=0))
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    assert LobbyScreen.__name__ not in shown and shown[-1] == GameScreen.__name__
