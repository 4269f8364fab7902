"""The end of a game is celebrated on the table: the player lays their last tiles, wins, and confetti
falls for a moment (once), then the table is still. Real app and host on loopback."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.app.rig import deal, lay, settled, start_game


def test_going_out_brings_confetti_once(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "r4 r5 r6", board="k1 k2 k3")
    lay(qtbot, session, game, "r4 r5 r6", 3, 2)
    controller = session.controller
    assert controller is not None and settled(session)
    controller.finish()
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.result is not None, timeout=5000)
    qtbot.waitUntil(lambda: game.table.celebration.running, timeout=2000)
    qtbot.waitUntil(lambda: not game.table.celebration.running, timeout=5000)
    assert game.table.celebration.pieces == 0
