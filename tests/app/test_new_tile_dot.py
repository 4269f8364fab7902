"""The dot on a drawn tile: on it through the player's next turn, gone when that turn is over (it
marked what came last, not a tile drawn several turns ago). The real app and host on loopback."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.controller.session import GameController
from tests.app.rig import deal, lay, settled, start_game


def test_the_dot_stays_through_the_next_turn_and_goes_when_it_is_over(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k7 o7 b7 r1")
    controller = session.controller
    assert isinstance(controller, GameController) and controller.view is not None
    turn = controller.view.turn
    with qtbot.waitSignal(controller.rack_changed, timeout=5000):
        game.draw_button.click()
    marked = game.table.new_tile_slots()
    assert len(marked) == 1
    drawn = game.table.rack[marked[0]]
    # The bot plays; on the player's next turn the dot is still on the tile drawn.
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.my_turn
                    and controller.view.turn > turn + 1, timeout=10_000)
    assert game.table.new_tile_slots() == marked and game.table.rack[marked[0]] == drawn
    # A meld ends that turn: the dot goes.
    lay(qtbot, session, game, "k7 o7 b7", 5, 2)
    turn = controller.view.turn
    controller.finish()
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None and controller.view.turn > turn,
                    timeout=5000)
    assert game.table.new_tile_slots() == []
    assert drawn in [t for t in game.table.rack if t is not None]
