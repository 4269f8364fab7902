"""The board fits the play: the window of the grid in sight follows the sets with room around them,
glides there (never under a dragged tile), and the player zooms and pans to any cell."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.engine.board import COLUMNS, ROWS, Board, Cell, layout
from rummi_qt.engine.tiles import COLOURS, Tile, parse_tiles
from rummi_qt.widgets.table_layout import RackSlot, TableLayout, Window
from rummi_qt.widgets.table_view import TableView
from rummi_qt.widgets.table_zoom import ROOM, wanted_window
from tests.qt_helpers import shown_table_view


def board_with(sets: dict[Cell, str]) -> Board:
    """Sets laid from the given cells rightwards."""
    cells: dict[Cell, Tile] = {}
    for start, text in sets.items():
        for offset, t in enumerate(parse_tiles(text)):
            cells[Cell(start.row, start.col + offset)] = t
    return Board(cells)


def in_sight_with_room(layout_: TableLayout, board: Board) -> bool:
    """Every tile in sight with ROOM empty lines beyond the outermost ones (or the grid's edge)."""
    w = layout_.window
    rows = [c.row for c, _ in board]
    cols = [c.col for c, _ in board]
    return (w.row <= max(0, min(rows) - ROOM) and w.row + w.rows >= min(ROWS, max(rows) + ROOM + 1)
            and w.col <= max(0, min(cols) - ROOM) and w.col + w.cols >= min(COLUMNS, max(cols) + ROOM + 1))


def wheel(view: TableView, dy: int, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, QPointF(view.viewport().mapToGlobal(centre.toPoint())), QPoint(), QPoint(0, dy),
                        Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


SIX_ROWS = {Cell(row, 3): "r4 r5 r6 r7" for row in range(4, 10)} | {Cell(4, 12): "k1 k2 k3 k4 k5 k6 k7 k8 k9"}


def test_six_rows_of_sets_at_1366_by_768_have_tiles_40_px_tall() -> None:
    # The game screen at 1366×768 leaves the table about 1130×600 (players bar, buttons, the log);
    # tests/app/test_board_fit.py measures it in the real window.
    board = board_with(SIX_ROWS)
    layout_ = TableLayout.fit(1130, 600, want=wanted_window(c for c, _ in board))
    assert layout_.tile_h >= 40
    assert in_sight_with_room(layout_, board)
    whole = TableLayout.fit(1130, 600)  # the old view: all 14 × 30 cells
    assert whole.tile_h < 34 and whole.rack_tile_w >= layout_.rack_tile_w * 0.75


def test_a_board_laid_by_the_engine_stays_readable_and_the_rack_keeps_its_size() -> None:
    # The first window at 1366×768 (85 % of the screen) leaves the table about 1030×540. Twenty
    # sets as bots and hints lay them (the engine's layout) wrap into rows the view shows with tiles
    # at least 40 px tall, and the rack's tiles are as large as on an empty board.
    sets = [tuple(Tile(colour, start + i) for i in range(3)) for colour in COLOURS for start in (1, 5, 9)]
    sets += [tuple(Tile(colour, n) for colour in COLOURS) for n in (4, 8, 12)]
    sets += [tuple(Tile(COLOURS[0], n) for n in range(10, 14)), tuple(Tile(COLOURS[1], n) for n in range(10, 14))]
    board = layout(sets)
    empty = TableLayout.fit(1030, 540, want=wanted_window(()))
    full = TableLayout.fit(1030, 540, want=wanted_window(c for c, _ in board))
    assert len({c.row for c, _ in board}) <= 6
    assert full.tile_h >= 40, full
    assert in_sight_with_room(full, board)
    assert full.rack_tile_w == empty.rack_tile_w and full.rack_x == empty.rack_x
    assert full.rack_tile_h >= 50


def test_a_set_laid_near_the_edge_brings_room_beyond_it(qtbot: QtBot) -> None:
    board = board_with({Cell(1, 1): "r4 r5 r6", Cell(2, 1): "k8 o8 b8"})
    view = shown_table_view(qtbot, board, list(parse_tiles("b3 b5")))
    before = view.table_layout
    assert in_sight_with_room(before, board)
    edge = before.window.col + before.window.cols - 1  # the last column in sight
    grown = board_with({Cell(1, 1): "r4 r5 r6", Cell(2, 1): "k8 o8 b8", Cell(3, edge - 2): "o1 o2 o3"})
    view.set_board(grown)
    assert view.zooming  # it glides there...
    qtbot.waitUntil(lambda: not view.zooming)  # ...and stops
    after = view.table_layout
    assert in_sight_with_room(after, grown)
    assert after.window.cols > before.window.cols and after.tile_w < before.tile_w
    for cell, _ in grown:
        item = view.tile_item(cell)
        assert item is not None and item.isVisible()
        assert after.board_rect().contains(after.tile_rect(cell))


def test_the_board_never_zooms_under_a_dragged_tile(qtbot: QtBot) -> None:
    board = board_with({Cell(1, 1): "r4 r5 r6"})
    view = shown_table_view(qtbot, board, list(parse_tiles("b3 b5")))
    view.set_board_editable(True)
    before = view.table_layout
    viewport = view.viewport()
    start = view.spot_center(RackSlot(0))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(10, -40))
    qtbot.mouseMove(viewport, start + QPoint(20, -80))
    view.set_board(board_with({Cell(1, 1): "r4 r5 r6", Cell(12, 27): "k1 k2 k3"}))  # someone's far set
    assert not view.zooming and view.table_layout == before
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(20, -80))
    qtbot.waitUntil(lambda: not view.zooming)
    assert in_sight_with_room(view.table_layout, view.board)


def test_zoom_keys_wheel_and_fit_reach_the_whole_grid(qtbot: QtBot) -> None:
    board = board_with({Cell(1, 1): "r4 r5 r6"})
    view = shown_table_view(qtbot, board, list(parse_tiles("b3 b5")))
    fitted = view.table_layout
    view.setFocus()
    for _ in range(8):
        qtbot.keyClick(view, Qt.Key.Key_Minus)
        qtbot.waitUntil(lambda: not view.zooming)
    assert view.table_layout.window == Window.whole()  # zoomed out all the way: every cell
    assert view.table_layout.tile_w < fitted.tile_w
    qtbot.keyClick(view, Qt.Key.Key_0)
    qtbot.waitUntil(lambda: not view.zooming)
    assert view.table_layout == fitted
    wheel(view, 120, Qt.KeyboardModifier.ControlModifier)  # Ctrl+wheel up: larger tiles
    qtbot.waitUntil(lambda: not view.zooming)
    assert view.table_layout.tile_w > fitted.tile_w
    for _ in range(20):
        wheel(view, -120)  # the plain wheel pans down to the grid's last row
    assert view.table_layout.window.row + view.table_layout.window.rows == ROWS
    view.zoom_buttons.fit.click()
    qtbot.waitUntil(lambda: not view.zooming)
    assert view.table_layout == fitted
    for button in view.zoom_buttons.buttons():
        assert button.accessibleName() and button.toolTip()


def test_the_keyboard_pans_to_any_cell(qtbot: QtBot) -> None:
    view = shown_table_view(qtbot, board_with({Cell(0, 0): "r4 r5 r6"}), list(parse_tiles("b3")))
    assert view.table_layout.window != Window.whole()
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the frame lands on the rack
    qtbot.keyClick(view, Qt.Key.Key_Up)  # up to the board's last row in sight
    assert isinstance(view.focused_spot(), Cell)
    for _ in range(COLUMNS):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    for _ in range(ROWS):
        qtbot.keyClick(view, Qt.Key.Key_Down)
        if view.focused_spot() == Cell(ROWS - 1, COLUMNS - 1):
            break
    corner = Cell(ROWS - 1, COLUMNS - 1)
    assert view.focused_spot() == corner
    assert view.table_layout.shows(corner)
    assert view.table_layout.board_rect().contains(view.table_layout.tile_rect(corner))


def test_a_drawn_tile_slides_in_from_the_pool_and_a_sorted_one_does_not(qtbot: QtBot) -> None:
    rack: list[Tile | None] = [*parse_tiles("b3 b5"), *[None] * 38]
    view = shown_table_view(qtbot, Board(), rack)
    drawn = [*parse_tiles("b3 b5 r9"), *[None] * 37]
    view.set_rack(drawn)
    view.set_new_tile(2)
    item = view.tile_item(RackSlot(2))
    assert item is not None and view.motion.running
    assert item.pos() != view.table_layout.item_pos(RackSlot(2))  # on its way from the pool
    qtbot.waitUntil(lambda: not view.motion.running)
    assert item.pos() == view.table_layout.item_pos(RackSlot(2))
    view.set_rack([*parse_tiles("r9 b3 b5"), *[None] * 37])  # sorted: the marked tile moves to slot 0
    view.set_new_tile(0)
    assert not view.motion.running  # nothing new came: no slide


def drag_to(qtbot: QtBot, view: TableView, source: RackSlot | Cell, target: RackSlot | Cell) -> None:
    viewport = view.viewport()
    start, end = view.spot_center(source), view.spot_center(target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(8, -8))
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def test_the_players_own_drags_never_move_the_cells_under_the_mouse(qtbot: QtBot) -> None:
    # The newcomer's stumble: a tile dropped in row 5 re-zoomed the board from 6 to 8 rows and
    # moved the rack, so the next drags landed in the wrong cells.
    board = board_with({Cell(0, 0): "r4 r5 r6", Cell(0, 4): "k8 o8 b8"})
    view = shown_table_view(qtbot, board, list(parse_tiles("b1 b2 b3 b4 b5 b6 o1 o2")))

    def placed(slot: int, cell: Cell) -> None:  # what the controller does: the tile moves there
        rack = view.rack
        tile = rack[slot]
        assert tile is not None
        rack[slot] = None
        view.set_board(Board({**view.board.cells, cell: tile}))
        view.set_rack(rack)

    view.rack_tile_placed.connect(placed)
    view.set_board_editable(True)
    before = view.table_layout
    last_row = before.window.row + before.window.rows - 1
    # Tiles laid inside the view, one after another: nothing zooms, the rack stays put.
    for slot, cell in enumerate((Cell(last_row - 1, 1), Cell(last_row - 1, 2), Cell(2, 9))):
        drag_to(qtbot, view, RackSlot(slot), cell)
        assert view.board[cell] is not None
        assert not view.zooming and view.table_layout == before
    # One dropped on the last row in sight: the view grows to give room, keeps all it showed, and
    # the rack keeps its size and place.
    drag_to(qtbot, view, RackSlot(3), Cell(last_row, 1))
    qtbot.waitUntil(lambda: not view.zooming)
    grown = view.table_layout
    assert grown.window.contains(before.window) and grown.window.rows > before.window.rows
    assert (grown.rack_tile_w, grown.rack_x, grown.rack_y) == (before.rack_tile_w, before.rack_x, before.rack_y)
    # The turn is over: the board fits the play again (room around the sets).
    view.set_board_editable(False)
    qtbot.waitUntil(lambda: not view.zooming)
    assert in_sight_with_room(view.table_layout, view.board)


def test_zooming_in_and_out_keeps_the_sets_in_play_in_sight(qtbot: QtBot) -> None:
    # The newcomer's only set, in the top left corner, scrolled out of sight with + (the zoom went
    # about the middle of the grid in view).
    board = board_with({Cell(0, 0): "o12 b12 r12"})
    view = shown_table_view(qtbot, board, list(parse_tiles("b3 b5")))
    fitted = view.table_layout
    for button in (view.zoom_buttons.zoom_in, view.zoom_buttons.zoom_in, view.zoom_buttons.zoom_out):
        button.click()
        qtbot.waitUntil(lambda: not view.zooming)
        assert all(view.table_layout.shows(cell) for cell, _ in board), view.table_layout.window
    assert view.table_layout.tile_w > fitted.tile_w
    for _ in range(3):
        view.zoom_buttons.zoom_out.click()
        qtbot.waitUntil(lambda: not view.zooming)
        assert all(view.table_layout.shows(cell) for cell, _ in board)
    assert view.table_layout.tile_w < fitted.tile_w


def test_larger_tiles_make_the_rack_larger_too() -> None:
    # The first window at 1366×768: "Larger tiles" made the board's tiles larger and the rack's smaller.
    for want in (wanted_window(()), Window(0, 0, 8, 22)):
        normal, large = TableLayout.fit(1030, 540, want=want), TableLayout.fit(1030, 540, want=want, large=True)
        assert large.rack_tile_w > normal.rack_tile_w
    assert TableLayout.fit(1030, 540, want=wanted_window(()), large=True).tile_w > \
        TableLayout.fit(1030, 540, want=wanted_window(())).tile_w


def test_a_new_game_starts_at_the_first_view_whatever_the_last_one_showed(qtbot: QtBot) -> None:
    # Two players' boards started game 3 at six and eight rows: one app had kept game 2's zoom.
    table = shown_table_view(qtbot, Board(), [None] * 40)
    first = table.table_layout.window
    eight_rows = board_with({Cell(row, 3): "r4 r5 r6 r7" for row in range(1, 8)})
    table.set_board(eight_rows)
    qtbot.waitUntil(lambda: not table.zooming)
    assert table.table_layout.window != first
    table.set_board(Board())  # the next game's empty board
    qtbot.waitUntil(lambda: not table.zooming)
    assert table.table_layout.window == first
