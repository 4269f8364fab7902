"""A hint the player can follow: shown as the board it leads to (nothing printed over a real tile),
applied as this turn's changes the host accepts and Undo takes back, or dismissed with Esc or H; a
hint that only adds to sets on the board says where; with hints off the button says why. The real app
and host on loopback."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsPixmapItem
from pytestqt.qtbot import QtBot

from rummi_qt.engine import Board, Cell, layout, parse_board, parse_tiles
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.tiles import tile_margin
from tests.app.rig import deal, drag, hint_on, lay, settled, slot_of, start_game
from tests.app.test_drag_together import double_click


def ask_for_hint(qtbot: QtBot, game: GameScreen) -> None:
    game.table.setFocus()
    qtbot.keyClick(game.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: game.controller.proposal is not None, timeout=10_000)


def overprinted(game: GameScreen) -> list[Cell]:
    """The proposal's tiles that lie over a real tile still on show."""
    table = game.table
    margin = tile_margin(table.table_layout.tile_w)  # the pixmaps hold a shadow around the face

    def face(item: QGraphicsPixmapItem) -> QRectF:
        return item.sceneBoundingRect().adjusted(margin, margin, -margin, -margin)

    real = [item for cell, _ in table.board if (item := table.tile_item(cell)) is not None and item.isVisible()]
    return [cell for cell, item in table.proposal_items.items() if any(face(item).intersects(face(o)) for o in real)]


def rearranging(app_window, qtbot: QtBot):  # type: ignore[no-untyped-def]
    """A game whose best move rearranges the board: Black 7 and Orange 7 take Red 7 from its run
    into a group. The game screen, the session and its controller."""
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k7 o7 k1 b2 o12", board="r4 r5 r6 r7 | b10 b11 b12")
    controller = session.controller
    assert controller is not None and controller.view is not None
    return game, session, controller


def test_a_rearranging_hint_shows_its_board_then_applies_and_undo_takes_it_back(app_window, qtbot: QtBot) -> None:
    game, session, controller = rearranging(app_window, qtbot)
    start = controller.view.board

    ask_for_hint(qtbot, game)
    proposal = controller.proposal
    assert proposal is not None and not proposal.add_only
    assert game.message.text() == "Hint: play Black 7, Orange 7, rearranging the board into the 2 sets shown"
    assert game.apply_hint_button.isVisible() and game.dismiss_hint_button.isVisible()
    # The board shows the proposal: Red 7 leaves its run (the real tile faint where it lies now),
    # the group shows faded where it would lie, and no proposed tile lies over a real one.
    assert proposal.board.sets() != start.sets() and table_board_unchanged(game, start)
    assert game.table.proposal_items and not overprinted(game)
    red_7 = next(cell for cell, t in start if str(t) == "r7")
    item = game.table.tile_item(red_7)
    assert item is not None and item.isVisible() and item.opacity() < 1
    assert game.table.describe_board() == "Row 1: Red 4, Red 5, Red 6, Red 7; Blue 10, Blue 11, Blue 12"

    # Apply: the hint's board is this turn's changes, accepted by the host.
    game.apply_hint_button.click()
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None and controller.view.changed,
                    timeout=5000)
    assert controller.view.board == proposal.board
    assert session.host is not None and session.host.table.match is not None
    assert session.host.table.match.game.draft.board == proposal.board
    assert controller.proposal is None and not game.table.proposal_items and not game.apply_hint_button.isVisible()
    assert all(i.isVisible() and i.opacity() == 1 for cell, _ in game.table.board
               if (i := game.table.tile_item(cell)) is not None)
    assert game.message.text() == "Ready: Finish meld (Ctrl+Enter) lays 2 tiles, 14 points"
    assert game.finish_button.isEnabled() and game.undo_button.isEnabled()
    # Undo goes back to the start of the turn.
    game.undo_button.click()
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None and not controller.view.changed,
                    timeout=5000)
    assert controller.view.board == start and game.table.board == start


def table_board_unchanged(game: GameScreen, start: Board) -> bool:
    return game.table.board == start  # the proposal is shown, not played


@pytest.mark.demonstration
def test_a_new_hint_plays_out_its_tiles_from_where_they_lie_to_their_cells(app_window, qtbot: QtBot) -> None:
    # Two newcomers could not follow a rearranging hint from its picture alone: it plays out first,
    # each tile gliding from its cell on the board, or its slot on the rack, to the cell it goes to.
    game, session, controller = rearranging(app_window, qtbot)
    red_7 = next(cell for cell, t in controller.view.board if str(t) == "r7")
    table = game.table
    black_7_slot = slot_of(table, "k7")
    ask_for_hint(qtbot, game)
    proposal = controller.proposal
    assert proposal is not None and table.hint_moving
    cell_of = {str(proposal.board[cell]): cell for cell in table.proposal_items}
    layer = table._proposal  # noqa: SLF001 - where each tile sets off from
    assert layer.sources[cell_of["r7"]] == red_7 and layer.sources[cell_of["k7"]] == black_7_slot
    layout = table.table_layout
    layer.elapsed = 0.0  # the first moment: every tile where it lies now
    layer.place(layout)
    assert table.proposal_items[cell_of["r7"]].pos() == layout.item_pos(red_7)
    assert table.proposal_items[cell_of["k7"]].pos() == layout.item_pos(black_7_slot)
    qtbot.waitUntil(lambda: not table.hint_moving, timeout=5000)
    assert all(item.pos() == table.table_layout.item_pos(cell) for cell, item in table.proposal_items.items())
    assert not overprinted(game) and game.apply_hint_button.isVisible()
    # Followed by hand, the rest of the hint comes back at rest (it had flown in again after each tile).
    drag(qtbot, table, slot_of(table, "k7"), cell_of["k7"])
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[cell_of["k7"]] is not None and controller.proposal is not None,
                    timeout=5000)
    assert not table.hint_moving
    game.undo_button.click()
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None and not controller.view.changed,
                    timeout=5000)
    # Put away and asked again, it plays again; applied meanwhile, nothing is left moving.
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: controller.proposal is None, timeout=5000)
    ask_for_hint(qtbot, game)
    assert table.hint_moving
    game.apply_hint_button.click()
    qtbot.waitUntil(lambda: controller.proposal is None and not table.proposal_items, timeout=5000)
    assert not table.hint_moving


def test_esc_and_h_dismiss_a_hint(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "b4 r8 k11 o2", board="b1 b2 b3 | r5 r6 r7")
    controller = session.controller
    assert controller is not None
    ready = game.message.text()
    assert ready == "Your turn"

    ask_for_hint(qtbot, game)
    # Only additions at the ends of sets: said in words.
    assert controller.proposal is not None and controller.proposal.add_only
    assert game.message.text() == ("Hint: add Blue 4 after Run: Blue 1, Blue 2, Blue 3; "
                                   "Red 8 after Run: Red 5, Red 6, Red 7")
    assert not overprinted(game) and game.table.proposal_items
    assert sorted(str(controller.proposal.board[c]) for c in controller.proposal.from_rack) == ["b4", "r8"]
    # A tile dragged onto the board while the hint shows: the hint gives way and the tile is laid
    # (a newcomer following a hint by hand had seen the tile go back).
    drag(qtbot, game.table, slot_of(game.table, "o2"), Cell(3, 12))
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.board[Cell(3, 12)] is not None,
                    timeout=5000)
    assert controller.proposal is None and not game.table.proposal_items and not game.apply_hint_button.isVisible()
    game.undo_button.click()
    qtbot.waitUntil(lambda: not controller.view.changed, timeout=5000)  # type: ignore[union-attr]
    assert game.message.text() == ready

    ask_for_hint(qtbot, game)
    qtbot.keyClick(game.table, Qt.Key.Key_Escape)
    assert controller.proposal is None and not game.table.proposal_items
    assert not game.apply_hint_button.isVisible() and game.message.text() == ready

    ask_for_hint(qtbot, game)
    qtbot.keyClick(game.table, Qt.Key.Key_H)  # H again puts it away
    assert controller.proposal is None and not game.table.proposal_items and game.message.text() == ready
    assert controller.view is not None and not controller.view.changed  # nothing was played
    # Esc with nothing on show is the table's again: it clears the selection.
    game.table.select(slots=[0])
    qtbot.keyClick(game.table, Qt.Key.Key_Escape)
    assert game.table.selected_slots() == []


def test_a_hint_followed_tile_by_tile_stays_for_the_tiles_left(app_window, qtbot: QtBot) -> None:
    # A newcomer following a hint by hand lost it at the first drop. A drop that does what the hint
    # does keeps the rest of the hint on show; the last one leaves the hint's move, ready to finish.
    game, session, controller, hinted = hint_on(app_window, qtbot, "b4 r8 k11 o2", "b1 b2 b3 | r5 r6 r7")
    b4, r8 = (next(c for c in hinted.from_rack if str(hinted.board[c]) == t) for t in ("b4", "r8"))
    drag(qtbot, game.table, slot_of(game.table, "b4"), b4)
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.board[b4] is not None
                    and controller.proposal is not None, timeout=5000)
    assert controller.proposal.board == hinted.board and game.table.proposal_items
    assert game.apply_hint_button.isVisible()
    assert game.message.text().startswith("Hint: add ")
    drag(qtbot, game.table, slot_of(game.table, "r8"), r8)
    qtbot.waitUntil(lambda: controller.view.board[r8] is not None, timeout=5000)
    assert controller.proposal is None and controller.view.board == hinted.board
    assert game.message.text() == "Ready: Finish meld (Ctrl+Enter) lays 2 tiles, 12 points"
    # A drop somewhere else: the hint gives way for good.
    game.undo_button.click()
    qtbot.waitUntil(lambda: settled(session) and not controller.view.changed, timeout=5000)
    ask_for_hint(qtbot, game)
    drag(qtbot, game.table, slot_of(game.table, "o2"), Cell(3, 12))
    qtbot.waitUntil(lambda: controller.view.board[Cell(3, 12)] is not None, timeout=5000)
    assert controller.proposal is None and not game.table.proposal_items


def test_a_hint_is_followed_by_the_keyboard_and_by_clicks_as_by_drags(app_window, qtbot: QtBot) -> None:
    # A keyboard player picked the hint's tile with Space, went to the cell the hint shows it in and
    # pressed Enter: nothing happened (only a drag followed a hint). Enter and a click lay it there,
    # and the rest of the hint stays on show.
    game, session, controller, hinted = hint_on(app_window, qtbot, "b4 r8 k11 o2", "b1 b2 b3 | r5 r6 r7")
    table = game.table
    b4, r8 = (next(c for c in hinted.from_rack if str(hinted.board[c]) == t) for t in ("b4", "r8"))
    lit: list[set[Cell]] = []
    controller.highlights_changed.connect(lambda cells: lit.append(set(cells)))
    table.select(slots=[slot_of(table, "b4").index])
    assert lit[-1] == {b4}, "the picked tile is lit where the hint lays it"
    table.setFocus()
    table._focus = b4  # noqa: SLF001 - where the arrow keys would have brought it
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None and controller.view.board[b4] is not None
                    and controller.proposal is not None, timeout=5000)
    assert str(controller.view.board[b4]) == "b4" and controller.proposal.board == hinted.board
    table.select(slots=[slot_of(table, "r8").index])
    qtbot.waitUntil(lambda: not table.zooming)
    table.bring_into_sight(r8)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.spot_center(r8))
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.board[r8] is not None, timeout=5000)
    assert controller.proposal is None and controller.view.board == hinted.board  # the whole hint, followed


def test_a_hints_tiles_out_of_sight_are_not_drawn_over_the_boards_frame(app_window, qtbot: QtBot) -> None:
    # Scrolled down with the arrow keys, a hint's first row lay over the board's frame, cut in half.
    from rummi_qt.engine import ROWS

    game, _session, _controller, _hinted = hint_on(app_window, qtbot, "b4 r8 k11 o2", "b1 b2 b3 | r5 r6 r7")
    table = game.table
    for _ in range(3):
        table.zoom_in()
    table.bring_into_sight(Cell(ROWS - 1, 0))
    qtbot.waitUntil(lambda: not table.zooming)
    laid = table.table_layout
    shown = {cell: item.isVisible() for cell, item in table.proposal_items.items()}
    assert shown and not any(shown.values()), "the hint's row is out of sight"
    assert all(visible == laid.shows(cell) for cell, visible in shown.items())
    table.fit_board()
    qtbot.waitUntil(lambda: not table.zooming)
    assert all(item.isVisible() for item in table.proposal_items.values())


def test_the_rack_frames_the_tiles_a_hint_lays(app_window, qtbot: QtBot) -> None:
    # A newcomer could not tell which rack tiles a hint used: they are framed, dashed, as the
    # hint's sets are on the board, until laid or until the hint is put away.
    game, session, controller, hinted = hint_on(app_window, qtbot, "b4 r8 k11 o2", "b1 b2 b3 | r5 r6 r7")

    def framed() -> list[str]:
        return sorted(str(game.table.rack[slot]) for slot in game.table._hint_slots)  # noqa: SLF001

    assert framed() == ["b4", "r8"]
    b4 = next(c for c in hinted.from_rack if str(hinted.board[c]) == "b4")
    drag(qtbot, game.table, slot_of(game.table, "b4"), b4)
    qtbot.waitUntil(lambda: controller.view.board[b4] is not None and controller.proposal is not None, timeout=5000)
    assert framed() == ["r8"]
    # Ctrl+Z takes the tile back and keeps the hint (a newcomer had to ask for it again).
    controller.step_back()
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[b4] is None, timeout=5000)
    assert controller.proposal is not None and controller.proposal.board == hinted.board
    assert framed() == ["b4", "r8"]
    qtbot.keyClick(game.table, Qt.Key.Key_Escape)
    assert framed() == []


def test_a_hint_followed_by_a_joker_swap_stays(app_window, qtbot: QtBot) -> None:
    # The hint puts Orange 3 in the joker's place in o1 o2 J: dropped there, the joker waits aside
    # (to be laid again) and the rest of the hint stays on show.
    game, session, controller, hinted = hint_on(app_window, qtbot, "o3 k11 o11 r13", "o1 o2 J | b9 b10 b11 b12")
    joker = next(cell for cell, t in controller.view.board if t.is_joker)
    assert str(hinted.board[joker]) == "o3", hinted.board
    drag(qtbot, game.table, slot_of(game.table, "o3"), joker)
    qtbot.waitUntil(lambda: controller.view.board[joker] == parse_tiles("o3")[0] and controller.proposal is not None,
                    timeout=5000)
    still = controller.proposal
    assert still.sets == hinted.sets and still.board == hinted.board, "the tiles still to lay keep their places"
    # Its line names the rack tiles still to lay (it had said "keep the tiles you laid" alone).
    assert game.message.text().startswith("Hint: with the tiles you laid, play Black 11, Orange 11"), \
        game.message.text()
    before_apply = controller.view.board
    game.apply_hint_button.click()
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == hinted.board, timeout=5000)
    assert game.finish_button.isEnabled()
    # Applied tile by tile, it is still one step back for Ctrl+Z.
    controller.step_back()
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == before_apply, timeout=5000)


def test_a_rearranging_hint_stays_when_a_drop_meets_a_tile_under_it_and_board_tiles_still_move(
        app_window, qtbot: QtBot) -> None:
    # The eleventh newcomer followed a rearranging hint by hand: a drop where a real tile lay under
    # the hint's picture said "That cell already holds a tile" and the hint was gone; the board's
    # own tiles could not be taken up at all.
    game, session, controller, hinted = hint_on(app_window, qtbot, "k7 o7 k1 b2 o12", "r4 r5 r6 r7 | b10 b11 b12")
    red_7 = next(cell for cell, t in controller.view.board if str(t) == "r7")
    # The hint moves Red 7 away: it stays in sight, faint, where a player following the hint takes
    # it from (hidden, the tiles a rearranging hint moved could not be found).
    assert red_7 in game.table._proposal.dimmed  # noqa: SLF001
    item = game.table.tile_item(red_7)
    assert item is not None and item.isVisible() and item.opacity() < 1
    drag(qtbot, game.table, slot_of(game.table, "k7"), red_7)
    qtbot.waitUntil(lambda: controller.proposal is not None, timeout=5000)
    assert controller.proposal is hinted and not controller.view.changed
    assert game.message.text().startswith("A tile of the board is there: Apply hint (A)")
    # A board set in sight (Blue 10-12) is picked by a double-click and moved whole: the hint gives
    # way to it (the fourteenth newcomer's double-click picked nothing, and one tile moved).
    blue_12 = next(cell for cell, t in controller.view.board if str(t) == "b12")
    double_click(qtbot, game.table, blue_12)
    assert len(game.table.selected_cells()) == 3 and controller.proposal is hinted
    drag(qtbot, game.table, blue_12, Cell(4, 2))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(4, 2)] is not None, timeout=5000)
    assert controller.proposal is None
    assert [str(controller.view.board[Cell(4, c)]) for c in range(3)] == ["b10", "b11", "b12"]


def test_a_drop_where_the_hint_has_the_tile_but_a_board_tile_lies_yet_does_not_push_it_in(
        app_window, qtbot: QtBot) -> None:
    # Following a hint, Red 11 dropped where the hint showed it went into the middle of the set lying
    # there and pushed two sets along (the twelfth newcomer): a tile the hint puts where a board
    # tile lies yet is refused there, and the hint stays.
    from dataclasses import replace

    game, session, controller, hinted = hint_on(app_window, qtbot, "k7 o7 b9 k1 o12", "r4 r5 r6 r7 | b10 b11 b12")
    blue_10 = next(cell for cell, t in controller.view.board if str(t) == "b10")
    crafted = replace(hinted, board=hinted.board.without(blue_10).with_tile(blue_10, parse_tiles("b9")[0]))
    controller.proposal = crafted  # a hint that puts Blue 9 where Blue 10 lies now
    controller.proposal_changed.emit(crafted)
    before = controller.view.board
    drag(qtbot, game.table, slot_of(game.table, "b9"), blue_10)  # without a hint, Blue 9 goes before Blue 10
    qtbot.waitUntil(lambda: controller.proposal is crafted, timeout=5000)
    assert controller.view.board == before, "nothing pushed into the run"
    assert game.message.text().startswith("A tile of the board is there: Apply hint (A)")
    # The Blue 10 under the hint's Blue 9 cannot be taken up: pulled at, it stays, and the line says
    # how it moves (the fourteenth newcomer pulled at such a tile and nothing happened).
    assert blue_10 in game.table._proposal.hidden  # noqa: SLF001
    drag(qtbot, game.table, blue_10, Cell(5, 0))
    assert controller.view.board == before and controller.proposal is crafted
    assert game.message.text().startswith("The hint covers a tile of the board there: Apply hint (A) moves it")


def test_with_hints_off_the_hint_button_says_why(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot, hints=False)
    deal(session, qtbot, "b4 r8 k11 o2", board="b1 b2 b3")
    why = "This table plays without hints"
    assert not game.hint_button.isEnabled()
    assert game.hint_button.toolTip() == why and game.hint_button.accessibleDescription() == why
    qtbot.keyClick(game.table, Qt.Key.Key_H)
    assert session.controller is not None and session.controller.proposal is None


def test_a_joker_on_the_board_shows_what_it_stands_for(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "b4 r9 k11 o2", board="r6 J r8 | k9 o9 J")
    table = game.table
    board = layout(parse_board("r6 J r8 | k9 o9 J"))
    run_joker, group_joker = (cell for cell, t in board if t.is_joker)
    for cell, meant in ((run_joker, "Red 7"), (group_joker, "Blue 9")):
        item = table.tile_item(cell)
        assert item is not None and item.toolTip() == f"Joker as {meant}"
        assert meant in table.describe_spot(cell)
    assert table.describe_board() == "Row 1: Red 6, Joker as Red 7, Red 8; Black 9, Orange 9, Joker as Blue 9"
    # The face carries the mark: it is not the plain joker's picture.
    plain = table._tile_pixmap(board[run_joker], type(table._look(run_joker))(), False)  # noqa: SLF001
    assert item is not None and table.tile_item(run_joker).pixmap().toImage() != plain.toImage()  # type: ignore[union-attr]


def test_showing_a_hint_does_not_move_the_board_or_the_rack(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k7 o7 k1 b2 o12", board="r4 r5 r6 r7 | b10 b11 b12")
    before = game.table.geometry()
    ask_for_hint(qtbot, game)
    assert game.apply_hint_button.isVisible()
    qtbot.waitUntil(lambda: game.table.geometry() == before, timeout=1000)  # a layout pass may come first
    assert game.table.geometry() == before


def test_a_focused_apply_hint_or_undo_hands_the_keyboard_back_to_the_table(app_window, qtbot: QtBot) -> None:
    """Not to the next button in the chain (a chat reaction, Draw) where Space would do what nobody meant."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k7 o7 k1 b2 o12", board="r4 r5 r6 r7 | b10 b11 b12")
    controller = session.controller
    ask_for_hint(qtbot, game)
    game.apply_hint_button.setFocus()
    QTest.keyClick(game.apply_hint_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None and controller.view.changed,
                    timeout=5000)
    qtbot.waitUntil(lambda: not game.apply_hint_button.isVisible(), timeout=2000)
    assert QApplication.focusWidget() is game.table
    game.undo_button.setFocus()
    QTest.keyClick(game.undo_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: settled(session) and not controller.view.changed, timeout=5000)
    qtbot.waitUntil(lambda: not game.undo_button.isEnabled(), timeout=2000)
    assert QApplication.focusWidget() is game.table


def test_with_no_move_the_hint_says_to_draw_or_once_the_pool_is_empty_to_pass(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    controller = session.controller
    assert controller is not None
    for empty, said in ((False, "No move found: draw a tile"), (True, "No move found: pass")):
        deal(session, qtbot, "k1 o5 b9 r13", board="r4 r5 r6", empty_pool=empty)
        game.table.setFocus()
        qtbot.keyClick(game.table, Qt.Key.Key_H)
        qtbot.waitUntil(lambda said=said: game.message.text() == said, timeout=10_000)
        assert controller.proposal is None
        assert game.draw_button.text().replace("&", "") == ("Pass" if empty else "Draw")
    # Before opening, the hint says what is missing: no opening of 30 points on the rack (the pool is
    # empty since the loop's last deal).
    deal(session, qtbot, "k1 o5 b9 r13 r12 r2 r3", opened=False)  # r2 r3 r4 would be 9 points only
    game.table.setFocus()
    qtbot.keyClick(game.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: game.message.text().startswith("Your rack"), timeout=10_000)
    assert game.message.text() == "Your rack holds no opening of 30 points: pass"


@pytest.mark.parametrize("start", ["k5 o5", "b4"])
def test_a_hint_after_a_start_goes_on_from_it_when_that_is_as_good(app_window, qtbot: QtBot, start: str) -> None:
    # b4 b5 b6 and b5 k5 o5 lay 3 tiles worth 15 each (they share b5): whichever the player began,
    # the hint finishes that one instead of taking their tiles back for the other.
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "b4 b5 b6 k5 o5 r12", board="r1 r2 r3")
    controller = session.controller
    assert controller is not None
    lay(qtbot, session, game, start, 5, 2)
    ask_for_hint(qtbot, game)
    proposal = controller.proposal
    assert proposal is not None and len(proposal.played) == 3
    assert not Counter(parse_tiles(start)) - Counter(proposal.played), proposal.played


def test_a_hint_after_a_start_keeps_the_players_tiles_where_they_laid_them(app_window, qtbot: QtBot) -> None:
    # Two tiles of a group laid in row 4: the hint finishes the group there (no dashed gap where they
    # were, no group somewhere else), and applying it leaves them on their cells.
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k13 r13 o13 b2", board="r1 r2 r3")
    controller = session.controller
    assert controller is not None
    lay(qtbot, session, game, "k13 r13", 4, 9)
    qtbot.waitUntil(lambda: len(game.table._overlays._invalid) == 1)  # noqa: SLF001 - two tiles: not a set yet
    ask_for_hint(qtbot, game)
    proposal = controller.proposal
    assert proposal is not None
    assert (proposal.board[Cell(4, 9)], proposal.board[Cell(4, 10)]) == tuple(parse_tiles("k13 r13"))
    assert proposal.board[Cell(4, 11)] == parse_tiles("o13")[0]
    assert overprinted(game) == []
    assert not game.table._overlays._invalid  # noqa: SLF001 - the hint completes it: no "!" under it
    game.dismiss_hint_button.click()
    assert len(game.table._overlays._invalid) == 1  # noqa: SLF001 - put away: the player's own board again
    ask_for_hint(qtbot, game)
    game.apply_hint_button.click()
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(4, 11)] is not None, timeout=5000)
    assert [controller.view.board[Cell(4, c)] for c in (9, 10, 11)] == list(parse_tiles("k13 r13 o13"))


def test_a_hint_when_the_players_own_move_is_as_good_says_so(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k7 o7 b7 r1")
    controller = session.controller
    assert controller is not None
    lay(qtbot, session, game, "k7 o7 b7", 5, 2)
    assert game.message.text() == "Ready: Finish meld (Ctrl+Enter) lays 3 tiles, 21 points"
    game.table.setFocus()
    qtbot.keyClick(game.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: game.message.text().startswith("Your move"), timeout=10_000)
    assert game.message.text() == "Your move lays as many tiles as the best one: Finish meld (Ctrl+Enter)"
    assert controller.proposal is None and not game.table.proposal_items
    # Only part of the best move laid: the hint shows the best one.
    game.undo_button.click()
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None and not controller.view.changed,
                    timeout=5000)
    lay(qtbot, session, game, "k7 o7", 5, 2)
    ask_for_hint(qtbot, game)
    assert controller.proposal is not None and len(controller.proposal.played) == 3
