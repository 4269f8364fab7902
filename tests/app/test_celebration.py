"""The end of a game is celebrated over the results: the player lays their last tiles, wins, and
confetti falls over the results for a moment (once), then all is still. Real app and host on loopback."""

from __future__ import annotations

from PySide6.QtCore import QPoint
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
    qtbot.waitUntil(lambda: session._score_book is not None and session._score_book.isVisible(), timeout=5000)
    results = session._score_book
    assert results is game.results
    assert results.celebration.running and results.celebration.pieces > 20
    # Over the results card, not under it: the layer is the topmost child and covers the card.
    assert results.confetti.isVisible() and results.children()[-1] is results.confetti
    assert results.confetti.geometry().contains(results.card.geometry())
    # It falls over the headline and the scrim, never over the standings and the book to be read.
    mask, confetti = results.confetti.mask(), results.confetti
    book = results.panel.table()
    assert not mask.contains(book.mapTo(results, book.rect().center()) - confetti.pos())
    headline = results.panel._headline  # noqa: SLF001
    assert mask.contains(headline.mapTo(results, headline.rect().center()) - confetti.pos())
    assert mask.contains(results.card.geometry().topLeft() - confetti.pos() - QPoint(4, 4))  # the scrim
    qtbot.waitUntil(lambda: not results.celebration.running, timeout=5000)
    assert results.celebration.pieces == 0 and not results.confetti.isVisible()
