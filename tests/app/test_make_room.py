"""A tile laid at the end of a set, against the next set, pushes that set a cell along: two sets
that touch read as one that is no set, and the newcomers stumbled on it turn after turn."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.engine import Board, Cell, parse_tiles
from rummi_qt.widgets.meld_dialog import MeldDialog
from tests.app.rig import deal, drag, settled, slot_of, start_game


def meld_with(session, choose: Callable[[MeldDialog], None]) -> None:  # type: ignore[no-untyped-def]
    """Open the Meld dialog (M) and pick in it with ``choose``; its checks' failures fail the test."""
    failed: list[BaseException] = []
    QTimer.singleShot(0, partial(answer_meld, choose, failed))
    session.open_meld()
    assert not failed, failed


def answer_meld(choose: Callable[[MeldDialog], None], failed: list[BaseException]) -> None:
    """Pick in the Meld dialog on show with ``choose`` and meld; a failed check closes it (else the
    test would wait on the dialog for ever) and is kept in ``failed``."""
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, MeldDialog)
    try:
        choose(dialog)
    except BaseException as error:  # noqa: BLE001 - reported by the test, not lost in the event loop
        failed.append(error)
        dialog.reject()
    else:
        dialog.accept()


def dealt(app_window, qtbot: QtBot, *deal_args: object, **deal_kwargs: object):  # type: ignore[no-untyped-def]
    """A hosted game started and the player's turn dealt (``tests.app.rig.deal``'s arguments):
    the game screen, the session and its controller."""
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, *deal_args, **deal_kwargs)  # type: ignore[arg-type]
    controller = session.controller
    assert controller is not None
    return game, session, controller


def row(text: str, row_index: int = 1) -> Board:
    return Board({Cell(row_index, col): parse_tiles(word)[0] for col, word in enumerate(text.split()) if word != "."})


def test_a_run_extended_against_a_group_pushes_the_group_along(app_window, qtbot: QtBot) -> None:
    game, session, controller = dealt(app_window, qtbot, "r8 b1", board=row("r5 r6 r7 . k9 o9 b9"))
    drag(qtbot, game.table, slot_of(game.table, "r8"), Cell(1, 3))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 7)] is not None, timeout=5000)
    board = controller.view.board
    assert [str(board[Cell(1, c)] or ".") for c in range(8)] == ["r5", "r6", "r7", "r8", ".", "k9", "o9", "b9"]
    assert game.message.text().startswith("Ready"), game.message.text()
    # One Ctrl+Z takes back the tile with the push it made (one gesture); Undo takes the whole turn back.
    controller.step_back()
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == row("r5 r6 r7 . k9 o9 b9"), timeout=5000)
    assert not controller.view.changed
    drag(qtbot, game.table, slot_of(game.table, "r8"), Cell(1, 3))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(1, 7)] is not None, timeout=5000)
    game.undo_button.click()
    qtbot.waitUntil(lambda: settled(session) and not controller.view.changed, timeout=5000)
    assert controller.view.board == row("r5 r6 r7 . k9 o9 b9")


def test_before_opening_a_set_on_the_board_is_not_pushed(app_window, qtbot: QtBot) -> None:
    game, session, controller = dealt(app_window, qtbot, "r8 r9 r10 r11", board=row("r5 r6 r7 . k12 o12 b12"),
                                      opened=False)
    drag(qtbot, game.table, slot_of(game.table, "r8"), Cell(1, 3))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 3)] is not None, timeout=5000)
    assert controller.view.board[Cell(1, 4)] == parse_tiles("k12")[0]  # the board's group stays


def test_a_tile_dropped_on_the_first_tile_of_a_set_it_goes_before_lands_in_front(app_window, qtbot: QtBot) -> None:
    # o2 o3 o4 at the grid's left edge: no cell before it. o1 dropped on o2 moves the set along.
    game, session, controller = dealt(app_window, qtbot, "o1 b1", board=row("o2 o3 o4", 2))
    drag(qtbot, game.table, slot_of(game.table, "o1"), Cell(2, 0))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(2, 3)] is not None, timeout=5000)
    assert [str(controller.view.board[Cell(2, c)]) for c in range(4)] == ["o1", "o2", "o3", "o4"]


def test_a_tile_dropped_inside_a_run_where_it_goes_lands_there(app_window, qtbot: QtBot) -> None:
    # r9 from the rack dropped on r10 of r7 r8 r10: r10 moves along and r9 lands in its place.
    game, session, controller = dealt(app_window, qtbot, "r9 b1", board=row("r7 r8 r10 . . k1 o1 b1"))
    drag(qtbot, game.table, slot_of(game.table, "r9"), Cell(1, 2))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 3)] is not None, timeout=5000)
    assert controller.view.board == row("r7 r8 r9 r10 . k1 o1 b1")


def test_two_tiles_of_a_run_in_the_wrong_order_are_put_right_by_one_drag(app_window, qtbot: QtBot) -> None:
    # A newcomer's r7 r8 r10 r9: r9 dropped on r10 trades places with it (through a spare cell: the
    # engine moves a tile only to an empty one), and one Ctrl+Z puts them back.
    game, session, controller = dealt(app_window, qtbot, "b1 k13", board=row("r7 r8 r10 r9"))
    shown: list[Board] = []
    controller.board_changed.connect(lambda board, _others: shown.append(board))
    drag(qtbot, game.table, Cell(1, 3), Cell(1, 2))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board == row("r7 r8 r9 r10"), timeout=5000)
    # The tile waited in a cell beside them: the board did not zoom out to show a far corner of the grid.
    assert shown and all(cell.row <= 2 and cell.col <= 5 for board in shown for cell, _ in board)
    assert not game.message.text().startswith("That cell")
    controller.step_back()
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == row("r7 r8 r10 r9"), timeout=5000)
    # Two tiles laid in the wrong order, a set still being built: the same.
    deal(session, qtbot, "b1 k13", board=row("r10 r9"))
    drag(qtbot, game.table, Cell(1, 1), Cell(1, 0))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == row("r9 r10"), timeout=5000)


def test_a_tile_taken_out_of_a_group_closes_the_gap_it_left(app_window, qtbot: QtBot) -> None:
    # o12 taken from k12 o12 r12 J to start a run: the joker moves in, the group reads as one again.
    game, session, controller = dealt(app_window, qtbot, "o10 o11 b1", board=row("k12 o12 r12 J"))
    drag(qtbot, game.table, Cell(1, 1), Cell(3, 2))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 3)] is None, timeout=5000)
    assert [str(controller.view.board[Cell(1, c)] or ".") for c in range(4)] == ["k12", "r12", "J", "."]
    # A run split into two runs stays split.
    deal(session, qtbot, "b1 k13", board=row("r1 r2 r3 r4 r5 r6 r7"))
    drag(qtbot, game.table, Cell(1, 3), Cell(3, 3))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(3, 3)] is not None, timeout=5000)
    assert controller.view.board[Cell(1, 3)] is None and controller.view.board[Cell(1, 4)] is not None


def test_the_gap_closes_also_where_the_room_made_moved_it_along(app_window, qtbot: QtBot) -> None:
    # b9 taken from k9 b9 o9 r9 and dropped on the b10 of b10 b11 b12 in the same row: the run moves
    # along, pushing the group a cell too, so the gap b9 left moves with it, and closes there.
    game, session, controller = dealt(app_window, qtbot, "k1 k13", board=row("b10 b11 b12 . k9 b9 o9 r9"))
    drag(qtbot, game.table, Cell(1, 5), Cell(1, 0))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 6)] is not None
                    and controller.view.board[Cell(1, 8)] is None, timeout=5000)
    assert controller.view.board == row("b9 b10 b11 b12 . k9 o9 r9")


def test_a_set_extended_through_the_meld_dialog_keeps_its_place(app_window, qtbot: QtBot) -> None:
    # A newcomer's group moved to another row when the Meld dialog added a tile (no room beside it
    # for the layout): now the tile is laid at its end and the run beside it is pushed along.
    window, session = app_window
    start_game(window, session, qtbot)
    deal(session, qtbot, "b10 r4 k13", board=row("k10 o10 r10 . r5 r6 r7"))
    controller = session.controller
    assert controller is not None
    group = [Cell(1, c) for c in range(3)]
    controller.lay_set(tuple(parse_tiles("k10 b10 o10 r10")), group)  # the dialog's order for a group
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 3)] is not None, timeout=5000)
    assert controller.view.board == row("k10 o10 r10 b10 . r5 r6 r7")
    controller.step_back()  # one action: one Ctrl+Z
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == row("k10 o10 r10 . r5 r6 r7"), timeout=5000)
    # Where a tile at the end would leave sets touching (no room to push the group left), the set is
    # laid out afresh by the engine, as before.
    run = [Cell(1, c) for c in range(4, 7)]
    controller.lay_set(tuple(parse_tiles("r4 r5 r6 r7")), run)
    qtbot.waitUntil(lambda: settled(session) and parse_tiles("r4")[0] not in (controller.view.rack or []),
                    timeout=5000)
    sets = sorted(" ".join(map(str, s)) for s in controller.view.board.sets())
    assert sets == ["k10 o10 r10", "r4 r5 r6 r7"]


def test_a_tile_dropped_on_the_joker_that_stands_for_it_takes_its_place(app_window, qtbot: QtBot) -> None:
    # r8 r9 J: the joker stands for r10. The real r10 dropped on it takes its cell; the joker waits
    # on a cell of its own nearby, to be laid again this turn (a newcomer's drop was refused).
    game, session, controller = dealt(app_window, qtbot, "r10 b1 b2", board=row("r8 r9 J . . . k5 o5 b5"))
    drag(qtbot, game.table, slot_of(game.table, "r10"), Cell(1, 2))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 2)] == parse_tiles("r10")[0], timeout=5000)
    board = controller.view.board
    jokers = [cell for cell, t in board if t.is_joker]
    assert len(jokers) == 1 and board[Cell(jokers[0].row, jokers[0].col - 1)] is None \
        and board[Cell(jokers[0].row, jokers[0].col + 1)] is None, "the joker joins no set where it waits"
    assert abs(jokers[0].row - 1) <= 1, "in sight, near where it was"
    assert game.message.text() == "Red 10 took the joker's place: lay the joker in a set this turn"
    assert not game.finish_button.isEnabled()  # a joker on its own is no set yet
    # The joker laid with b1 b2: the turn is whole.
    drag(qtbot, game.table, slot_of(game.table, "b1"), Cell(4, 0))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(4, 0)] is not None, timeout=5000)
    drag(qtbot, game.table, slot_of(game.table, "b2"), Cell(4, 1))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(4, 1)] is not None, timeout=5000)
    drag(qtbot, game.table, jokers[0], Cell(4, 2))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(4, 2)] is not None, timeout=5000)
    assert game.finish_button.isEnabled(), game.message.text()
    # One Ctrl+Z at a time takes the gestures back: the joker's move, b2, b1, then the swap whole.
    # With the joker waiting on its own again, the line says the rule, not what a set lacks.
    controller.step_back()
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(4, 2)] is None, timeout=5000)
    assert game.message.text() == "Lay the joker you won back in a set this turn"
    for _ in range(3):
        controller.step_back()
        qtbot.waitUntil(lambda: settled(session), timeout=5000)
    qtbot.waitUntil(lambda: settled(session) and not controller.view.changed, timeout=5000)


def test_before_opening_the_boards_joker_stays_where_it_is(app_window, qtbot: QtBot) -> None:
    game, session, controller = dealt(app_window, qtbot, "r10 b1 b2", board=row("r8 r9 J"), opened=False)
    drag(qtbot, game.table, slot_of(game.table, "r10"), Cell(1, 2))
    qtbot.waitUntil(lambda: settled(session) and game.message.text() == (
        "Open with tiles from your rack only, and leave the sets on the board as they were"), timeout=5000)
    assert controller.view.board == row("r8 r9 J")


def test_a_board_tile_dropped_on_the_joker_that_stands_for_it_takes_its_place_too(app_window, qtbot: QtBot) -> None:
    # J r12 r13 (the joker is r11) and r9 r10 r11: r11 dragged onto the joker takes its place (it
    # could not go in front of it), and the joker waits on a cell of its own, to go after r10.
    game, session, controller = dealt(app_window, qtbot, "b1 b2", board=row("J r12 r13 . r9 r10 r11"))
    drag(qtbot, game.table, Cell(1, 6), Cell(1, 0))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 0)] == parse_tiles("r11")[0], timeout=5000)
    board = controller.view.board
    assert " ".join(str(board[Cell(1, c)] or ".") for c in range(7)) == "r11 r12 r13 . r9 r10 ."
    joker = next(cell for cell, t in board if t.is_joker)
    assert game.message.text() == "Red 11 took the joker's place: lay the joker in a set this turn"
    drag(qtbot, game.table, joker, Cell(1, 6))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(1, 6)] is not None, timeout=5000)
    assert " ".join(str(controller.view.board[Cell(1, c)] or ".") for c in range(7)) == "r11 r12 r13 . r9 r10 J"
    assert game.message.text().startswith("You moved tiles but laid none"), "every set whole: a rack tile is due"


def test_the_meld_dialog_takes_a_joker_back_from_the_board(app_window, qtbot: QtBot) -> None:
    # r8 r9 J (the joker is r10) and a loose joker freed earlier this turn is not there: the dialog
    # offers the joker, the rack's r10 takes its place, and the joker goes into k11 o11 J.
    game, session, controller = dealt(app_window, qtbot, "r10 k11 o11 b2", board=row("r8 r9 J . . . k5 o5 b5"))

    def choose(dialog: MeldDialog) -> None:
        (joker,) = dialog.joker_buttons()
        assert joker.accessibleName() == "Joker as Red 10 on the board: your Red 10 takes its place"
        for button in [joker, *dialog.tile_buttons()]:
            if button.tile in parse_tiles("J k11 o11"):
                button.click()
        assert dialog.status_text() == ("Group: Black 11, Orange 11, Joker as Blue 11 — 33 points\n"
                                        "Your Red 10 takes the joker's place in Red 8, Red 9, Red 10")

    meld_with(session, choose)
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None and len(controller.view.rack) == 1,
                    timeout=5000)
    sets = sorted(" ".join(map(str, s)) for s in controller.view.board.sets())
    assert sets == ["k11 o11 J", "k5 o5 b5", "r8 r9 r10"]
    assert controller.view.board.set_at(Cell(1, 0)).cells == [Cell(1, 0), Cell(1, 1), Cell(1, 2)], "it stays put"
    assert game.message.text() == "Red 10 took the joker's place, and the joker is in your set"
    assert game.finish_button.isEnabled()


def test_the_meld_dialog_picks_up_a_joker_left_lying_after_a_swap(app_window, qtbot: QtBot) -> None:
    # The joker freed by a drag lies in no set: the dialog offers it as it is, to lay with b1 b2.
    game, session, controller = dealt(app_window, qtbot, "r10 b1 b2", board=row("r8 r9 J"))
    drag(qtbot, game.table, slot_of(game.table, "r10"), Cell(1, 2))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 2)] == parse_tiles("r10")[0], timeout=5000)

    def choose(dialog: MeldDialog) -> None:
        (joker,) = dialog.joker_buttons()
        assert joker.accessibleName() == "Joker lying on the board"
        for button in [joker, *dialog.tile_buttons()]:
            button.click()
        assert dialog.status_text() == "Run: Blue 1, Blue 2, Joker as Blue 3 — 6 points"

    meld_with(session, choose)
    qtbot.waitUntil(lambda: settled(session) and not controller.view.rack, timeout=5000)
    assert sorted(" ".join(map(str, s)) for s in controller.view.board.sets()) == ["b1 b2 J", "r8 r9 r10"]
    assert game.finish_button.isEnabled()


def test_a_tile_picked_lights_the_end_of_a_group_that_touches_the_next_set_when_laid(app_window, qtbot: QtBot) -> None:
    # k11 b11 r11 . r3 r4 r5: Orange 11 picked lights the cell between (the run is pushed along as
    # it is laid there), and laying it there makes the group of four, the run a cell on.
    game, session, controller = dealt(app_window, qtbot, "o11 b1", board=row("k11 b11 r11 . r3 r4 r5"))
    lit: list[set[Cell]] = []
    controller.highlights_changed.connect(lit.append)
    controller.select([slot_of(game.table, "o11").index], [])
    assert Cell(1, 3) in lit[-1]
    controller.place_selection(Cell(1, 3))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(1, 3)] is not None
                    and controller.view.board[Cell(1, 7)] is not None, timeout=5000)
    assert [str(controller.view.board[Cell(1, c)] or ".") for c in range(8)] == \
        ["k11", "b11", "r11", "o11", ".", "r3", "r4", "r5"]
