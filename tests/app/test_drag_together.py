"""Several tiles moved at once, with the real mouse: a double-click picks a whole set on the board
(or the tiles lying side by side on the rack) and one drag moves them all; tiles picked with Ctrl
or Shift go together too, dragged or sent to a highlighted cell. Newcomers had to move a set tile by
tile, and could pick board tiles but not send them anywhere."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from rummi_qt.engine import Board, Cell, parse_tiles
from rummi_qt.widgets.table_view import RackSlot, Spot, TableView
from tests.app.rig import deal, drag, settled, slot_of, start_game


def row(text: str, row_index: int = 1) -> Board:
    return Board({Cell(row_index, col): parse_tiles(word)[0] for col, word in enumerate(text.split()) if word != "."})


def words(board: Board, row_index: int, cols: int) -> str:
    return " ".join(str(board[Cell(row_index, c)] or ".") for c in range(cols))


def double_click(qtbot: QtBot, table: TableView, spot: Spot) -> None:
    qtbot.waitUntil(lambda: not table.zooming)
    if isinstance(spot, Cell):
        table.bring_into_sight(spot)
    at = table.spot_center(spot)
    # As the system sends it: a click, then a second press (the double-click) and its release.
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=at)


def click(qtbot: QtBot, table: TableView, spot: Spot,
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.waitUntil(lambda: not table.zooming)
    if isinstance(spot, Cell):
        table.bring_into_sight(spot)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, table.spot_center(spot) + QPoint(0, 0))


def test_a_set_picked_by_a_double_click_is_dragged_whole_and_lands_as_it_lay(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "b1 k13", board=row("r5 r6 r7 . k9 o9 b9"))
    controller = session.controller
    assert controller is not None
    table = game.table
    double_click(qtbot, table, Cell(1, 5))  # o9: its whole group
    assert table.selected_cells() == [Cell(1, 4), Cell(1, 5), Cell(1, 6)]
    drag(qtbot, table, Cell(1, 5), Cell(3, 2))  # held by its middle tile: the group lands around it
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(3, 3)] is not None, timeout=5000)
    assert words(controller.view.board, 3, 4) == ". k9 o9 b9"
    assert words(controller.view.board, 1, 7) == "r5 r6 r7 . . . ."
    assert table.selected_cells() == [], "the tiles went where they were sent"
    # One Ctrl+Z takes the whole gesture back: the group is where it was.
    controller.step_back()
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == row("r5 r6 r7 . k9 o9 b9"), timeout=5000)
    assert not controller.view.can_step_back


def test_a_set_dragged_where_a_tile_stays_goes_back_and_says_why(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "b1 k13", board=row("r5 r6 r7 . k9 o9 b9"))
    controller = session.controller
    assert controller is not None
    double_click(qtbot, game.table, Cell(1, 0))
    # While it is carried there, the marks of where it would land are in the invalid colour.
    table = game.table
    start, end = table.spot_center(Cell(1, 0)), table.spot_center(Cell(1, 2))
    qtbot.mousePress(table.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(table.viewport(), start + QPoint(6, 9))
    qtbot.mouseMove(table.viewport(), end)
    marks = table._overlays._drop  # noqa: SLF001
    assert marks.isVisible() and marks.pen().color().name() == table.theme.invalid.lower()
    qtbot.mouseMove(table.viewport(), table.spot_center(Cell(3, 2)))  # a free row: the usual marks
    assert marks.pen().color().name() == table.theme.drop_target.lower()
    qtbot.mouseMove(table.viewport(), end)
    qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=end)  # r7 would land on k9
    qtbot.waitUntil(lambda: "No room" in game.message.text(), timeout=5000)
    assert controller.view is not None and controller.view.board == row("r5 r6 r7 . k9 o9 b9")
    assert game.table.selected_cells() == [Cell(1, 0), Cell(1, 1), Cell(1, 2)], "kept for another try"


def test_rack_tiles_picked_with_ctrl_are_dragged_together_and_extend_a_run(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "r8 b1 r9 k13", board=row("r5 r6 r7"))
    controller = session.controller
    assert controller is not None
    table = game.table
    r9, r8 = slot_of(table, "r9"), slot_of(table, "r8")
    click(qtbot, table, r9)
    click(qtbot, table, r8, Qt.KeyboardModifier.ControlModifier)
    assert len(table.selected_slots()) == 2
    # Dropped with the first of the two on the cell after r7: laid in the order that fits there.
    first = r8 if r8.index < r9.index else r9
    drag(qtbot, table, first, Cell(1, 3))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 4)] is not None, timeout=5000)
    assert words(controller.view.board, 1, 6) == "r5 r6 r7 r8 r9 ."
    assert controller.view.rack is not None and sorted(map(str, controller.view.rack)) == ["b1", "k13"]


def test_board_tiles_picked_by_clicking_go_to_the_highlighted_cell_chosen(app_window, qtbot: QtBot) -> None:
    # r3 and r4 taken off the end of r1 r2 r3 r4 (a click, then Shift+click): the cells where they
    # fit light up, and the one before r5 r6 r7 takes them.
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k13 b13", board=row("r1 r2 r3 r4 . . . r5 r6 r7"))
    controller = session.controller
    assert controller is not None
    table = game.table
    click(qtbot, table, Cell(1, 2))
    click(qtbot, table, Cell(1, 3), Qt.KeyboardModifier.ShiftModifier)
    assert table.selected_cells() == [Cell(1, 2), Cell(1, 3)]
    qtbot.waitUntil(lambda: Cell(1, 5) in table._highlights, timeout=5000)  # noqa: SLF001 - lit up
    # The message line says what the lit cells are (a newcomer could not tell).
    assert game.message.text() == ("The lit cells are good places for the tiles you picked: click one, or drag "
                                   "them anywhere")
    click(qtbot, table, Cell(1, 5))
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(1, 2)] is None, timeout=5000)
    assert words(controller.view.board, 1, 10) == "r1 r2 . . . r3 r4 r5 r6 r7"
    assert table.selected_cells() == []
    assert not game.message.text().startswith("The lit cells"), game.message.text()


def test_a_rack_tile_picked_lights_the_cell_beside_a_lone_tile_it_builds_a_set_with(app_window, qtbot: QtBot) -> None:
    # A lone r10 laid this turn: r9 picked on the rack lights the cell before it (a newcomer found
    # only new rows lit), and a click there lays it.
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "r9 r10 b13", board=row("r5 r6 r7"))
    controller = session.controller
    assert controller is not None
    table = game.table
    controller.place_from_rack(slot_of(table, "r10").index, Cell(3, 5))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(3, 5)] is not None, timeout=5000)
    click(qtbot, table, slot_of(table, "r9"))
    qtbot.waitUntil(lambda: Cell(3, 4) in table._highlights, timeout=5000)  # noqa: SLF001 - lit up
    assert Cell(3, 6) not in table._highlights, "r10 r9 builds no set"  # noqa: SLF001
    click(qtbot, table, Cell(3, 4))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(3, 4)] is not None, timeout=5000)
    assert words(controller.view.board, 3, 6) == ". . . . r9 r10"


def test_a_double_click_on_the_rack_picks_the_tiles_lying_side_by_side(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k1 k2 k3 o9", board=row("r5 r6 r7"))
    controller = session.controller
    assert controller is not None
    table = game.table
    controller.sort_runs()  # k1 k2 k3 _ o9: the blacks apart from the orange
    qtbot.waitUntil(lambda: table.rack[4] is not None, timeout=5000)
    double_click(qtbot, table, slot_of(table, "k2"))
    assert [str(table.rack[s]) for s in table.selected_slots()] == ["k1", "k2", "k3"]
    drag(qtbot, table, slot_of(table, "k2"), Cell(3, 5))  # held by k2: k1 lands on (3, 4)
    qtbot.waitUntil(lambda: settled(session) and controller.view is not None
                    and controller.view.board[Cell(3, 6)] is not None, timeout=5000)
    assert words(controller.view.board, 3, 7) == ". . . . k1 k2 k3"
    # On the rack, a group dropped lies side by side from where the tile held was dropped.
    deal(session, qtbot, "b4 b5 b6 r1", board=row("r5 r6 r7"))
    controller.sort_runs()
    qtbot.waitUntil(lambda: [str(t) for t in table.rack[:3]] == ["b4", "b5", "b6"], timeout=5000)
    double_click(qtbot, table, RackSlot(1))
    drag(qtbot, table, RackSlot(1), RackSlot(23))  # held by b5: b4 lands on 22
    qtbot.waitUntil(lambda: table.rack[22] is not None, timeout=5000)
    assert [str(table.rack[s]) for s in (22, 23, 24)] == ["b4", "b5", "b6"]
    assert table.rack[:3] == [None, None, None]


def test_tiles_picked_together_go_back_to_the_rack_together_and_one_ctrl_z_lays_them_again(
        app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "r8 r9 b1 k13", board=row("r5 r6 r7"))
    controller = session.controller
    assert controller is not None
    table = game.table
    drag(qtbot, table, slot_of(table, "r8"), Cell(1, 3))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(1, 3)] is not None, timeout=5000)
    drag(qtbot, table, slot_of(table, "r9"), Cell(1, 4))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(1, 4)] is not None, timeout=5000)
    click(qtbot, table, Cell(1, 3))
    click(qtbot, table, Cell(1, 4), Qt.KeyboardModifier.ControlModifier)
    drag(qtbot, table, Cell(1, 3), RackSlot(30))  # both go back, side by side
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == row("r5 r6 r7"), timeout=5000)
    assert [str(table.rack[s]) for s in (30, 31)] == ["r8", "r9"]
    controller.step_back()  # the two went back in one gesture: one Ctrl+Z lays both again
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == row("r5 r6 r7 r8 r9"), timeout=5000)
    controller.step_back()  # then r9's drop, then r8's: a gesture at a time
    qtbot.waitUntil(lambda: settled(session) and controller.view.board == row("r5 r6 r7 r8"), timeout=5000)


def test_a_double_click_on_a_packed_rack_picks_the_tiles_of_one_family() -> None:
    from rummi_qt.widgets.table_view import _family_stretch

    rack = [*parse_tiles("k2 k3 k6 b3 b5 J o7 o8 o9"), None, *parse_tiles("r4 r4"), None, None]
    assert list(_family_stretch(rack, 14, 1)) == [0, 1, 2]  # the blacks: a dealt rack has no gaps
    assert list(_family_stretch(rack, 14, 7)) == [5, 6, 7, 8]  # the oranges, with the joker beside them
    assert list(_family_stretch(rack, 14, 10)) == [10, 11]  # a stretch of one family: all of it
    assert list(_family_stretch(rack, 14, 3)) == [3, 4, 5]  # the blues, the joker going with them too


def test_tiles_picked_from_the_middle_of_a_set_go_back_together_and_say_nothing_wrong(
        app_window, qtbot: QtBot) -> None:
    # A newcomer's two tiles went back, but "There is no tile there" stayed on the message line:
    # the gap the first left had closed under the second.
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k12 o12 b12 r12 b1", board=row("k5 k6 k7"))
    controller = session.controller
    assert controller is not None
    table = game.table
    from tests.app.rig import lay
    lay(qtbot, session, game, "k12 o12 b12 r12", 3, 0)
    click(qtbot, table, Cell(3, 1))
    click(qtbot, table, Cell(3, 2), Qt.KeyboardModifier.ControlModifier)
    drag(qtbot, table, Cell(3, 1), RackSlot(30))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(3, 1)] is None
                    and controller.view.board[Cell(3, 2)] is None, timeout=5000)
    assert controller.view.rack is not None and sorted(map(str, controller.view.rack)) == ["b1", "b12", "o12"]
    assert "no tile" not in game.message.text(), game.message.text()
