"""The sort a player chose carries over to the next table: after Sort 777 in one game against bots,
Play again deals the next rack sorted by numbers (it came packed in the deal's runs order)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.controller.rack import RackArrangement
from rummi_qt.widgets.bot_game_dialog import BotGameChoice
from rummi_qt.widgets.game_screen import GameScreen


def test_play_again_deals_the_next_rack_by_the_sort_chosen(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    session.start.name_edit.setText("Hilda")
    session.play_against_bots()
    assert session.bot_dialog is not None
    session.bot_dialog.play_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen) and session.controller is not None
                    and session.controller.view is not None and session.controller.view.rack is not None,
                    timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    first = session.controller
    game.sort_groups.click()
    assert first.rack.order is not None
    table_id = session.client.table_id  # type: ignore[union-attr]

    session._play_again(BotGameChoice(round=False, level="easy", pace_ms=0))  # noqa: SLF001 - the results' button
    qtbot.waitUntil(lambda: session.controller is not None and session.controller is not first
                    and session.controller.view is not None and session.controller.view.rack is not None
                    and session.client is not None and session.client.table_id != table_id, timeout=10_000)
    controller = session.controller
    assert controller.view is not None and controller.view.rack is not None
    assert controller.rack.slots == RackArrangement.of(controller.view.rack).sorted_by_groups().slots
