"""The replay screen steps with buttons, the slider and the arrow keys, and shows each frame's board,
racks and log; the review's sentences say what the better move lays and where."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.controller.jokers import board_marks
from rummi_qt.engine import same_board
from rummi_qt.history.replay import read_games
from rummi_qt.history.review import review_game
from rummi_qt.widgets.replay_screen import ReplayScreen
from rummi_qt.widgets.review_panel import ReviewPanel
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
    # A click on the board leaves the arrow keys stepping through the game; a click on a line of
    # the log goes to that step (a newcomer's arrows moved a cell cursor over the board instead).
    qtbot.mouseClick(screen.table.viewport(), Qt.MouseButton.LeftButton)
    qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Right)
    assert screen.index == 2
    screen.log.itemClicked.emit(screen.log.item(1))
    assert screen.index == 1
    # The end keeps the last move's marks on the board, as the game showed them.
    screen.last_button.click()
    assert screen.game.frames[screen.index].action == "end"
    screen.back_button.click()
    marks = dict(screen.table._recent)  # noqa: SLF001
    screen.last_button.click()
    assert screen.table._recent == marks  # noqa: SLF001


def test_the_review_panel_chooses_a_turn_and_draws_its_better_move(qtbot: QtBot) -> None:
    game, = read_games(KNOWN)
    missed = review_game(game, 0)
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.turn_chosen) as chosen:
        panel.set_missed(missed)
    assert chosen.args == [1] and panel.list.count() == 3
    panel.list.setCurrentRow(2)
    assert panel.board.after == missed[2].added and panel.board.laid == missed[2].best
    panel.set_missed([])
    assert "Well played" in panel.summary.text()


def shown(qtbot: QtBot, screen: ReplayScreen) -> ReplayScreen:
    qtbot.addWidget(screen)
    screen.resize(1200, 700)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def test_a_review_turn_is_the_same_turn_in_the_replay(qtbot: QtBot) -> None:
    game, = read_games(KNOWN)
    screen = shown(qtbot, ReplayScreen(game, 0, "Kitchen, game 1"))
    screen.review_button.setChecked(True)
    screen.set_review(review_game(game, 0))
    screen.review.list.setCurrentRow(2)  # "Turn 5: you drew, but …"
    assert screen.review.list.currentItem().text().startswith("Turn 5:")
    assert screen.position.text() == f"Turn 5 of {game.last.turn}"
    assert screen.log.item(screen.log.count() - 1).text().startswith("You drew")


def test_the_last_turn_and_the_end_are_told_apart_and_nobody_moves_after_the_last_turn(qtbot: QtBot) -> None:
    game, = read_games(KNOWN)
    screen = shown(qtbot, ReplayScreen(game, 0, "Kitchen, game 2", number=1, games=4))
    assert screen.players._game.text() == "Game 2 / 4"
    screen.show_frame(len(game.frames) - 2)  # the winning meld
    last_move = screen.position.text()
    assert last_move == f"Turn {game.last.turn} of {game.last.turn}"
    assert not any(label.current for label in screen.players._labels)
    screen.last_button.click()
    assert screen.position.text() == "The end" != last_move
    assert "went out" not in screen.racks.accessibleDescription()  # blocked: Bob won holding the fewest points


def test_at_the_end_the_player_who_went_out_has_no_rack_and_it_says_so(qtbot: QtBot) -> None:
    # A newcomer saw a blank row for the winner where the results say "none: went out".
    lines, _states = record_bot_game(["hard", "easy"], 6)
    game, = read_games(lines)
    screen = shown(qtbot, ReplayScreen(game, -1, "Kitchen"))
    screen.last_button.click()
    winner = game.last.winners[0]
    assert game.last.racks[winner] == ()  # the game ended with a player going out
    assert f"{game.names[winner]}: none: went out" in screen.racks.accessibleDescription()
    screen.show_frame(len(game.frames) - 3)
    assert any(label.current for label in screen.players._labels)  # mid-game: someone is to move


def test_the_step_controls_never_move(qtbot: QtBot) -> None:
    lines, _ = record_bot_game(["normal", "easy"], 6)
    game, = read_games(lines)
    screen = shown(qtbot, ReplayScreen(game, 0, "Kitchen"))
    places = {(screen.next_button.x(), screen.last_button.x(), screen.review_button.x())}
    for index in (1, 12, len(game.frames) - 1, 0):
        screen.show_frame(index)
        qtbot.wait(0)  # the layout settles on the next pass of the event loop
        screen.layout().activate()
        places.add((screen.next_button.x(), screen.last_button.x(), screen.review_button.x()))
    assert len(places) == 1, places


def test_a_host_record_asks_whose_turns_to_review(qtbot: QtBot) -> None:
    game, = read_games(KNOWN)
    screen = shown(qtbot, ReplayScreen(game, None, "Kitchen"))
    assert screen.review_button.isEnabled() and screen.review_button.toolTip()
    assert [a.text() for a in screen.seat_menu.actions()] == ["Ann", "Bob"]
    with qtbot.waitSignal(screen.review_requested):
        screen.seat_menu.actions()[0].trigger()
    assert screen.me == 0 and screen.review_button.isChecked() and screen.review.isVisible()


def test_the_review_button_keeps_its_whole_label_when_it_is_on(qtbot: QtBot) -> None:
    # On, the theme writes a checked button's label in bold: the button is as wide as that.
    from PySide6.QtGui import QFont, QFontMetrics

    from rummi_qt.widgets.replay_screen import ToggleButton
    from rummi_qt.widgets.theme import LIGHT_UI, style_sheet

    for text in ("Your &review", "Din &gennemgang", "Oma &arvio"):
        button = ToggleButton(text)
        qtbot.addWidget(button)
        button.setStyleSheet(style_sheet(LIGHT_UI))
        button.setChecked(True)
        button.show()
        qtbot.waitExposed(button)
        bold = QFont(button.font())
        bold.setBold(True)
        label = QFontMetrics(bold).horizontalAdvance(text.replace("&", ""))
        assert button.width() >= label + 2 * 14, text  # the theme's padding, 14 px each side


def test_a_joker_on_a_replayed_board_shows_what_it_stands_for(qtbot: QtBot) -> None:
    lines, states = record_bot_game(["normal", "easy"], 6)
    game, = read_games(lines)
    screen = ReplayScreen(game, 0, "Kitchen")
    qtbot.addWidget(screen)
    with_joker = next(i for i, frame in enumerate(game.frames) if any(t.is_joker for _, t in frame.board))
    screen.show_frame(with_joker)
    marks = board_marks(game.frames[with_joker].board)
    assert marks and screen.table._jokers == marks  # noqa: SLF001 - "=11" on its face, as in the game


def test_a_copy_that_begins_in_the_middle_of_a_game_does_not_say_the_tiles_are_dealt(qtbot: QtBot) -> None:
    # A guest's app that joined late keeps the game from there: its first step is not the deal.
    from rummi_qt.engine import Board
    from rummi_qt.history.replay import Frame
    from rummi_qt.widgets.replay_screen import frame_text

    names = ("Anna", "Bob")
    dealt = Frame(0, None, "deal", Board(), (None, None), (14, 14), (False, False), 78, 1)
    assert frame_text(dealt, None, names, 1) == "The tiles are dealt; Bob begins"
    late = Frame(6, None, "deal", Board(), (None, None), (12, 15), (True, False), 75, 0)
    assert frame_text(late, None, names, 1) == "This app's copy begins at turn 7; Anna plays next"


def test_the_replays_players_bar_shows_bots_as_in_the_game(qtbot: QtBot) -> None:
    # The eleventh newcomer saw three "B" circles in a replay where the game had showed squares 1, 2, 3.
    lines, _ = record_bot_game(["normal", "easy"], 4)
    game, = read_games(lines)
    assert game.bots == {0: "normal", 1: "easy"}
    screen = ReplayScreen(game, 0, "Kitchen")
    qtbot.addWidget(screen)
    assert [entry.bot for entry in screen.players.entries()] == [True, True]
    assert screen.players.entries()[1].toolTip().startswith("Bot, Easy")
    # A record from before the bots were kept reads as before: nobody a bot.
    head = {key: value for key, value in lines[0].items() if key != "bots"}
    older, = read_games([head, *lines[1:]])
    assert older.bots == {}


def test_beside_the_replay_a_short_list_of_turns_leaves_the_room_to_the_better_move(qtbot: QtBot) -> None:
    # At 1366×768 one turn's list took half the panel, empty, and the better move's sets were out of
    # sight below (the fourteenth newcomer).
    game, = read_games(KNOWN)
    screen = shown(qtbot, ReplayScreen(game, 0, "Kitchen, game 1"))
    screen.review_button.setChecked(True)
    screen.set_review(review_game(game, 0)[:1])
    review = screen.review
    qtbot.waitUntil(lambda: review.fitted, timeout=5000)
    listed, drawn = review.splitter.sizes()
    assert drawn > 3 * listed, (listed, drawn)
