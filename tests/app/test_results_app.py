"""The end of a game in the real app: the results over the game screen take the keyboard (nothing
behind them does: not Finish meld's Ctrl+Enter, not Tab), survive a change of language, and go when
the player leaves. Real app and host on loopback."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.results_view import ResultsView
from tests.app.rig import deal, lay, settled, start_game


def win(window, session, qtbot: QtBot) -> tuple[GameScreen, ResultsView]:
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "r4 r5 r6", board="k1 k2 k3")
    lay(qtbot, session, game, "r4 r5 r6", 3, 2)
    assert session.controller is not None and settled(session)
    QTest.keyClick(game.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Finish meld: out
    qtbot.waitUntil(lambda: game.results is not None and game.results.isVisible(), timeout=5000)
    assert game.results is session._score_book  # noqa: SLF001
    return game, game.results


def test_the_results_take_the_keyboard_and_a_stray_ctrl_enter_stays_at_the_table(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game, results = win(window, session, qtbot)
    assert results.panel.headline() == "Anna wins the game!"
    focused = QApplication.focusWidget()
    assert focused is not None and results.isAncestorOf(focused)
    for _ in range(3):  # the habit of the last meld, and Enter
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert window.stack.currentWidget() is game and session.client is not None and results.isVisible()
    # Tab goes round the results and the side panel beside them (the talk, and sound, rules,
    # settings and language): what is behind the results is out of reach.
    beside = (game.chat, game.log, game.sound_button, game.help_button, game.settings_button, game.language_box)
    reached = set()
    for _ in range(24):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert results.isAncestorOf(focused) or any(w is focused or w.isAncestorOf(focused) for w in beside), focused
        reached.add(results.isAncestorOf(focused))
    assert reached == {True, False}  # both: the results' buttons and the side panel
    assert not game.draw_button.isEnabled() and not game.leave_button.isEnabled()
    assert game.help_button.isEnabled() and game.settings_button.isEnabled() and game.sound_button.isEnabled()
    assert game.message.isHidden()  # the results say it: a tall card would cut the line in half
    rules = game.help_button.mapTo(game, game.help_button.rect().center())
    assert not results.mask().contains(rules) and not results.card.geometry().contains(rules)
    # The talk is not covered: a click there reaches it, and the results leave it in sight.
    talk = game.chat.mapTo(game, game.chat.rect().center())
    assert not results.mask().contains(talk) and not results.card.geometry().contains(talk)
    assert game.chat.isEnabled()


def test_the_results_stay_when_the_language_changes(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    try:
        _game, results = win(window, session, qtbot)
        before = [results.panel.table().item(0, seat).text() for seat in range(2)]  # type: ignore[union-attr]
        session.set_language("fi")
        game = window.stack.currentWidget()
        assert isinstance(game, GameScreen) and game is session.game
        again = game.results
        assert again is not None and again is not results and again.isVisible()
        assert again is session._score_book  # noqa: SLF001
        assert again.panel.headline() == "Anna voittaa pelin!"
        assert [again.panel.table().item(0, seat).text() for seat in range(2)] == before  # type: ignore[union-attr]
    finally:
        session.translations.remove()


def test_f1_opens_the_rules_under_the_results(app_window, qtbot: QtBot) -> None:
    """The deal check's note points to Rules and help: F1 reaches it while the results are up."""
    window, session = app_window
    game, results = win(window, session, qtbot)
    window.help_requested.disconnect()  # the session's handler opens a modal dialog: here, only the request
    asked: list[str] = []
    window.help_requested.connect(asked.append)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1)
    assert asked == ["end"]  # under the results: the rules' part on the end of a game
    assert "F1" in results.findChild(QLabel, "dealStatus").toolTip()


def test_when_another_player_goes_out_their_last_move_shows_before_the_results(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot, bot_level="normal")  # normal never draws when it can lay
    deal(session, qtbot, "k1 o5 r13", board="r4 r5 r6", bot_rack="b7 b8 b9")  # the bot's own set: it goes out
    controller = session.controller
    assert controller is not None
    game.draw_button.click()
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.result is not None, timeout=5000)
    ended = time.monotonic()
    # The bot's last move is on the board, the results not yet over it.
    assert game.results is None
    assert {str(t) for t in controller.view.board.tiles()} >= {"b7", "b8", "b9"}
    qtbot.waitUntil(lambda: game.results is not None and game.results.isVisible(), timeout=10_000)
    assert time.monotonic() - ended >= 1.0
    assert game.results.panel.headline() == "Bot 1 wins the game!"


def test_see_the_board_steps_the_results_aside_and_back_brings_them(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game, results = win(window, session, qtbot)
    assert not game.pause_button.isEnabled()  # no clock runs between games: nothing to pause
    peek = next(b for b in results.findChildren(QPushButton) if b.text() == "See the &board")
    peek.click()
    assert not results.isVisible() and game.back_to_results.isVisible() and game.table.isEnabled()
    assert not game.pause_button.isEnabled(), "the board seen again: still nothing to pause (a newcomer's find)"
    assert game.message.isVisible() and game.message.text() == "The game is over: you won"  # Anna is the player
    assert QApplication.focusWidget() is game.back_to_results
    # The rack as the game ended: sorting it, closing its gaps, are for a game going on.
    assert not any(b.isEnabled() for b in (game.sort_runs, game.sort_groups, game.close_gaps))
    rack = list(session.controller.rack.slots)
    QTest.keyClick(game.table, Qt.Key.Key_S)
    assert list(session.controller.rack.slots) == rack
    game.back_to_results.click()
    assert results.isVisible() and not game.back_to_results.isVisible() and not game.table.isEnabled()
    assert game.message.isHidden()


def test_a_game_that_emptied_the_pool_still_says_pass_under_its_results(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "r4 r5 r6", board="k1 k2 k3", empty_pool=True)
    assert game.draw_button.text() == "&Pass"
    lay(qtbot, session, game, "r4 r5 r6", 3, 2)
    assert session.controller is not None and settled(session)
    QTest.keyClick(game.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: game.results is not None and game.results.isVisible(), timeout=5000)
    # The board as the game ended, under See the board: Pass, greyed, not a Draw from nowhere.
    assert game.draw_button.text() == "&Pass" and not game.draw_button.isEnabled()


def test_a_network_table_played_against_bots_alone_offers_play_again(app_window, qtbot: QtBot) -> None:
    # A newcomer hosting on the network against bots had, at the end, only Leave: to play again they
    # hosted a new table and added the bots by hand. Play again makes it as it was and starts it.
    from rummi_qt.widgets.lobby import LobbyScreen

    window, session = app_window
    session.start.name_edit.setText("Anna")
    session.host_table(port=0)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    session.lobby.rounds.setValue(0)  # One game
    session.lobby.add_bot_button.click()
    qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled() and session.host is not None
                    and session.host.table.options.rounds == 0, timeout=5000)
    session.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    first = session.host.table.id  # type: ignore[union-attr]
    deal(session, qtbot, "r4 r5 r6", board="k1 k2 k3")
    lay(qtbot, session, game, "r4 r5 r6", 3, 2)
    assert session.controller is not None and settled(session)
    session.controller.finish()
    qtbot.waitUntil(lambda: game.results is not None and game.results.isVisible(), timeout=5000)
    buttons = {b.text(): b for b in game.results.findChildren(QPushButton)}
    assert "&Play again" in buttons
    buttons["&Play again"].click()
    qtbot.waitUntil(lambda: session.host is not None and session.host.table.id != first
                    and session.host.table.match is not None
                    and isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    table = session.host.table  # type: ignore[union-attr]
    assert [s.kind.value for s in table.seats] == ["human", "bot"] and table.options.rounds == 0
    # A table with another player at it gets no such button: they would be left behind.
    from rummi_qt.session import _only_bots_but

    assert _only_bots_but([{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}], 0)
    assert not _only_bots_but([{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}], 0)
