"""A banner over the game (the host gone, watching) takes room from the board's column, never more
height from the window: the side panel sets the screen's least height, and a banner across the whole
screen grew a guest's window past the screen's edge."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.app.rig import start_game


def test_the_host_gone_banner_does_not_make_the_game_need_more_height(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    game.layout().activate()
    before = game.minimumSizeHint().height()
    game._on_host_changed("The host is gone; waiting for it to come back")  # noqa: SLF001 - as the client says
    qtbot.waitUntil(game.host_banner.isVisible, timeout=2000)
    game.layout().activate()
    assert game.minimumSizeHint().height() == before
    banner_right = game.host_banner.mapTo(game, game.host_banner.rect().topRight()).x()
    assert banner_right < game.log.mapTo(game, game.log.rect().topLeft()).x()  # over the board's column
