"""The replay screen steps with buttons, the slider and the arrow keys, and shows each frame's board,
racks and log; the review's sentences say what the better move lays and where."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummi_qt.engine import same_board
from rummi_qt.history.replay import read_games
from rummi_qt.history.review import review_game
from rummi_qt.widgets.replay_screen import ReplayScreen
from rummi_qt.widgets.review_panel import ReviewPanel, review_sentence
from tests.history.games import record_bot_game
from tests.history.test_review import KNOWN


def test_buttons_slider_and_arrow_keys_step_to_each_turns_board(qtbot: QtBot) -> None:
    lines, states = record_bot_game(["normal", "easy"], 6)
    game, = read_games(lines)
    screen = ReplayScreen(game, 0, "Kitchen")
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    screen.setFocus()
    assert screen.index == 0 and not screen.back_button.isEnabled()
    for step in range(1, 6):
        qtbot.keyClick(screen, Qt.Key.Key_Right)
        assert screen.index == step
        assert same_board(screen.table.board.sets(), states[step].board.sets())
        assert screen.log.count() == step + 1
    qtbot.keyClick(screen, Qt.Key.Key_Left)
    assert screen.index == 4
    screen.slider.setValue(len(states) - 1)
    assert same_board(screen.table.board.sets(), states[-1].board.sets())
    screen.last_button.click()
    assert screen.index == len(game.frames) - 1 and not screen.next_button.isEnabled()
    assert "won the game" in screen.log.item(screen.log.count() - 1).text()
    screen.first_button.click()
    assert screen.index == 0 and screen.log.count() == 1


def test_the_review_says_what_the_better_move_lays_and_where(qtbot: QtBot) -> None:
    game, = read_games(KNOWN)
    missed = review_game(game, 0)
    assert review_sentence(missed[0]) == ("Turn 1: you drew; you could have opened with 3 tiles: "
                                          "k10 b10 o10 as a new set")
    assert review_sentence(missed[1]) == ("Turn 3: you laid b10 k10 o10; you could have opened with 4 tiles: "
                                          "k10 b10 o10 r10 as a new set")
    freed = review_sentence(missed[2])
    assert freed.startswith("Turn 5: you drew; you could have laid 3 tiles: ")
    assert "b7 onto the blue run" in freed and "r10 r11 with J" in freed
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.turn_chosen) as chosen:
        panel.set_missed(missed)
    assert chosen.args == [1] and panel.list.count() == 3
    panel.list.setCurrentRow(2)
    assert panel.board.after == missed[2].added and panel.board.laid == missed[2].best
    panel.set_missed([])
    assert "Well played" in panel.summary.text()
