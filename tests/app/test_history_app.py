"""The journey through the app: a game played to its end is kept with no set-up; the score book
offers "Your review" (worked out in the worker process); the start screen's Past games lists the
game with the players' statistics, and its replay steps to the board the game ended with."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.engine import same_board
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.history_screen import HistoryScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.replay_screen import ReplayScreen


def play_to_the_end_by_drawing(window, session, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    session.start.name_edit.setText("Anna")
    session.start.host_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    session.lobby.bot_level.setCurrentIndex(session.lobby.bot_level.findData("easy"))
    session.lobby.add_bot_button.click()
    qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled(), timeout=5000)
    session.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    controller = session.controller
    while controller.view is None or controller.view.result is None:
        qtbot.waitUntil(lambda: controller.view is not None
                        and (controller.view.my_turn or controller.view.result is not None), timeout=30_000)
        if controller.view.result is not None:
            break
        turn = controller.view.turn
        game.draw_button.click()
        qtbot.waitUntil(lambda t=turn: controller.view.turn != t or controller.view.result is not None,
                        timeout=10_000)
    qtbot.waitUntil(lambda: session._score_book is not None and session._score_book.isVisible(), timeout=10_000)


@pytest.mark.filterwarnings("ignore:Function.*setActiveWindow:DeprecationWarning")  # see the F1 below
def test_a_played_game_is_kept_reviewed_listed_and_replayed(app_window, qtbot: QtBot, tmp_path: Path) -> None:
    window, session = app_window
    play_to_the_end_by_drawing(window, session, qtbot)
    final = session.controller.view
    result = final.result
    qtbot.waitUntil(lambda: session.history.last_kept is not None, timeout=5000)
    kept = session.history.last_kept
    assert kept.role == "host" and kept.my_seat == 0 and kept.players[0] == "Anna"
    assert kept.scores == result.changes and kept.record.parent == tmp_path / "history" / "records"

    review_button = next(b for b in session._score_book.findChildren(type(session.lobby.start_button))
                         if "review" in b.text().replace("&", ""))
    session._score_book.grab().save(str(tmp_path / "score-book-review.png"))  # to look at
    review_button.click()
    dialog = session.history.review
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.panel.summary.text() != dialog.panel.tr("Working out your review…"), timeout=30_000)
    assert dialog.panel.list.count() == len(dialog.panel.missed)
    assert all(m.action in ("draw", "pass") and not m.played for m in dialog.panel.missed)
    dialog.close()

    session.leave(confirm=False)
    session.start.history_button.click()
    screen = window.stack.currentWidget()
    assert isinstance(screen, HistoryScreen)
    assert screen.selected_game() == kept
    assert screen.stats.rowCount() == 2 and screen.stats.item(0, 0).text() == "Anna (you)"
    assert screen.chart.scores == [result.changes[0]]
    screen.replay_button.click()
    replay = window.stack.currentWidget()
    assert isinstance(replay, ReplayScreen)
    replay.last_button.click()
    assert same_board(replay.table.board.sets(), final.board.sets())
    assert replay.game.last.scores == result.changes
    replay.back_button.click()  # one turn back: the board before the last turn
    assert replay.index == len(replay.game.frames) - 2
    # F1 on Past games and on a replay opens the rules at their part about them (it did nothing).
    window.help_requested.disconnect()  # the session's handler opens a modal dialog: here, the request
    asked: list[str] = []
    window.help_requested.connect(asked.append)
    QApplication.setActiveWindow(window)  # the review dialog closed, the offscreen platform activates none
    QTest.keyClick(window.focusWidget() or replay, Qt.Key.Key_F1)
    replay.leave_button.click()
    assert window.stack.currentWidget() is screen
    QTest.keyClick(window.focusWidget() or screen, Qt.Key.Key_F1)
    assert asked == ["history", "history"]
    # Bob plays on the same computer under his own name: the chart follows whoever the app is named
    # for now (Anna's chart never shows Bob's game).
    store = session.history.store
    assert store is not None
    table = store.add_table("bobs", "Bob's table", "host", tmp_path / "bob.jsonl")
    store.add_game(table, 0, 0, ["Bob", "Bot 1"], [33, -33], [0], 20)
    session.history.refresh()
    assert screen.chart.scores == [result.changes[0]]
    session.start.name_edit.setText("Bob")
    session.history.refresh()
    assert screen.chart.scores == [33]
    assert any(screen.stats.item(row, 0).text() == "Bob (you)" for row in range(screen.stats.rowCount()))
