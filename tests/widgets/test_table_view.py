"""The table view: drag and drop, click to select and place, the keyboard, tooltips, the text mirror."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPoint, Qt, QTimer
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from rummi_qt.engine.board import Board, Cell, layout
from rummi_qt.engine.placement import placement_cells
from rummi_qt.engine.tiles import Tile, parse_board, parse_tile, parse_tiles
from rummi_qt.i18n import load_translators
from rummi_qt.widgets.table_view import RackSlot, Spot, TableView
from rummi_qt.widgets.theme import DARK_THEME, LIGHT_THEME, Theme
from tests.qt_helpers import PaintCounter, shown_table_view

# Four sets in the first row and the start of the second: r4 r5 r6 at (0,0), k8 o8 b8 at (0,4)...
BOARD = "r4 r5 r6 | k8 o8 b8 | J b12 b13 | o1 o2 o3 o4"
RACK = "b3 b5 b6 J r10 r11 k12"


NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def board_of(text: str) -> Board:
    return layout(parse_board(text))


def rack_of(text: str, width: int = 20) -> list[Tile | None]:
    tiles: list[Tile | None] = list(parse_tiles(text))
    return tiles + [None] * (2 * width - len(tiles))


@pytest.fixture
def view(qtbot: QtBot) -> TableView:
    table = shown_table_view(qtbot, board_of(BOARD), rack_of(RACK))
    table.set_board_editable(True)
    return table


def drag(qtbot: QtBot, view: TableView, source: Spot, target: Spot | QPoint) -> None:
    viewport = view.viewport()
    start = view.spot_center(source)
    end = target if isinstance(target, QPoint) else view.spot_center(target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(6, 9))
    qtbot.mouseMove(viewport, (start + end) / 2)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot: QtBot, view: TableView, spot: Spot, modifier: Qt.KeyboardModifier = NO_MODIFIER) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, view.spot_center(spot))


def recorder(signal: object) -> list[tuple[object, ...]]:
    seen: list[tuple[object, ...]] = []
    signal.connect(lambda *args: seen.append(args))  # type: ignore[attr-defined]
    return seen


# --- showing what it is given ---------------------------------------------------------------


def test_one_item_per_tile_at_its_cell(view: TableView) -> None:
    board = view.board
    assert len(board) == 13
    for cell, _ in board:
        item = view.tile_item(cell)
        assert item is not None
        assert item.sceneBoundingRect().contains(view.table_layout.tile_rect(cell).center())
    assert all(view.tile_item(RackSlot(s)) is not None for s in range(7))
    assert view.tile_item(RackSlot(7)) is None


def test_set_board_touches_only_changed_cells(view: TableView) -> None:
    kept = view.tile_item(Cell(0, 0))
    before = view._pixmaps.rendered
    view.set_board(board_of(BOARD))  # an equal board: nothing happens
    assert view.tile_item(Cell(0, 0)) is kept
    moved = view.board.moved(Cell(0, 6), Cell(5, 5))
    view.set_board(moved)
    assert view.tile_item(Cell(0, 0)) is kept
    assert view.tile_item(Cell(0, 6)) is None
    assert view.tile_item(Cell(5, 5)) is not None
    assert view._pixmaps.rendered == before  # the moved tile's pixmap came from the cache


def test_rack_grows_past_forty_slots(view: TableView) -> None:
    view.set_rack(rack_of(RACK, width=23))
    assert view.table_layout.rack_width == 23
    assert view.table_layout.rack_rect().right() < view.width()


# --- drag and drop ----------------------------------------------------------------------------


def test_drag_rack_tile_onto_empty_cell(qtbot: QtBot, view: TableView) -> None:
    with qtbot.waitSignal(view.rack_tile_placed) as placed:
        drag(qtbot, view, RackSlot(1), Cell(3, 10))
    assert placed.args == [1, Cell(3, 10)]
    # Until the controller answers, the tile is back on the rack.
    item = view.tile_item(RackSlot(1))
    assert item is not None and item.sceneBoundingRect().contains(view.table_layout.tile_rect(RackSlot(1)).center())


def test_a_dropped_tile_shows_without_drawing_a_picture(qtbot: QtBot, view: TableView) -> None:
    """The frame that shows a drop copies ready pictures: the carried tile's picture at the board's
    size is drawn while it is carried, not when the controller lays it (a millisecond per drop)."""
    placed = recorder(view.rack_tile_placed)
    drag(qtbot, view, RackSlot(0), Cell(3, 10))
    assert placed == [(0, Cell(3, 10))]
    before = view._pixmaps.rendered
    tile = view.rack[0]
    assert tile is not None
    view.set_board(view.board.with_tile(Cell(3, 10), tile))
    view.set_rack([None, *view.rack[1:]])
    item = view.tile_item(Cell(3, 10))
    assert item is not None and item.pos() == view.table_layout.item_pos(Cell(3, 10))
    assert view._pixmaps.rendered == before


def test_drag_board_tile_to_another_cell(qtbot: QtBot, view: TableView) -> None:
    with qtbot.waitSignal(view.board_tile_moved) as moved:
        drag(qtbot, view, Cell(0, 2), Cell(6, 7))
    assert moved.args == [Cell(0, 2), Cell(6, 7)]
    view.set_board(view.board.moved(Cell(0, 2), Cell(6, 7)))  # the controller's answer
    assert view.tile_item(Cell(6, 7)) is not None and view.tile_item(Cell(0, 2)) is None


def test_drag_board_tile_back_to_rack(qtbot: QtBot, view: TableView) -> None:
    with qtbot.waitSignal(view.board_tile_returned) as returned:
        drag(qtbot, view, Cell(0, 0), RackSlot(25))
    assert returned.args == [Cell(0, 0), 25]


def test_drag_between_rack_slots_also_out_of_turn(qtbot: QtBot, view: TableView) -> None:
    view.set_board_editable(False)
    with qtbot.waitSignal(view.rack_tile_rearranged) as rearranged:
        drag(qtbot, view, RackSlot(0), RackSlot(30))
    assert rearranged.args == [0, 30]


def test_drop_on_occupied_cell_snaps_back_and_says_so(qtbot: QtBot, view: TableView) -> None:
    signals = [view.rack_tile_placed, view.board_tile_moved, view.board_tile_returned, view.rack_tile_rearranged]
    seen = [recorder(signal) for signal in signals]
    taken = recorder(view.cell_taken)  # the controller's note: "That cell already holds a tile"
    drag(qtbot, view, RackSlot(2), Cell(0, 1))  # onto r5
    drag(qtbot, view, Cell(0, 4), Cell(0, 5))  # k8 onto o8
    drag(qtbot, view, RackSlot(2), QPoint(3, 3))  # onto the felt: nothing to say
    assert seen == [[], [], [], []]
    assert len(taken) == 2
    home = view.table_layout.tile_rect(RackSlot(2)).center()
    item = view.tile_item(RackSlot(2))
    assert item is not None and item.sceneBoundingRect().contains(home)
    assert item.zValue() < 100


def test_board_refuses_drops_out_of_turn(qtbot: QtBot, view: TableView) -> None:
    view.set_board_editable(False)
    placed = recorder(view.rack_tile_placed)
    moved = recorder(view.board_tile_moved)
    drag(qtbot, view, RackSlot(0), Cell(5, 5))
    drag(qtbot, view, Cell(0, 0), Cell(5, 5))
    assert placed == [] and moved == []


# --- click to select, click to place ---------------------------------------------------------------


def test_click_selects_and_a_highlighted_cell_places(qtbot: QtBot, view: TableView) -> None:
    selections = recorder(view.selection_changed)
    click(qtbot, view, RackSlot(3))  # the joker
    assert selections[-1] == ([3], [])
    assert view.selected_slots() == [3]
    cells = placement_cells(view.board, [parse_tile("J")])
    view.set_highlights(cells)
    assert Cell(0, 16) in cells  # after o1 o2 o3 o4
    assert Cell(0, 3) not in cells  # it would join r4 r5 r6 and k8 o8 b8
    with qtbot.waitSignal(view.cell_activated) as activated:
        click(qtbot, view, Cell(0, 16))
    assert activated.args == [Cell(0, 16)]


def test_ctrl_and_shift_click_select_several(qtbot: QtBot, view: TableView) -> None:
    click(qtbot, view, RackSlot(1))
    click(qtbot, view, RackSlot(4), Qt.KeyboardModifier.ControlModifier)
    assert view.selected_slots() == [1, 4]
    click(qtbot, view, RackSlot(6), Qt.KeyboardModifier.ShiftModifier)
    assert view.selected_slots() == [1, 4, 5, 6]
    click(qtbot, view, RackSlot(4), Qt.KeyboardModifier.ControlModifier)
    assert view.selected_slots() == [1, 5, 6]
    click(qtbot, view, RackSlot(0))
    assert view.selected_slots() == [0]
    click(qtbot, view, RackSlot(0))
    assert view.selected_slots() == []


def test_selection_follows_tiles_that_leave(qtbot: QtBot, view: TableView) -> None:
    click(qtbot, view, RackSlot(1))
    click(qtbot, view, RackSlot(2), Qt.KeyboardModifier.ControlModifier)
    with qtbot.waitSignal(view.selection_changed) as changed:
        rack = view.rack
        rack[1] = None  # b5 was laid
        view.set_rack(rack)
    assert changed.args == [[2], []]


def test_board_tiles_selectable_only_in_turn(qtbot: QtBot, view: TableView) -> None:
    view.set_board_editable(False)
    click(qtbot, view, Cell(0, 0))
    assert view.selected_cells() == []
    view.set_board_editable(True)
    click(qtbot, view, Cell(0, 0))
    click(qtbot, view, RackSlot(0), Qt.KeyboardModifier.ControlModifier)
    assert view.selected_cells() == [Cell(0, 0)] and view.selected_slots() == [0]


def test_click_on_felt_clears_selection(qtbot: QtBot, view: TableView) -> None:
    click(qtbot, view, RackSlot(1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert view.selected_slots() == []


# --- keyboard --------------------------------------------------------------------------------------


def test_keyboard_moves_focus_selects_and_places(qtbot: QtBot, view: TableView) -> None:
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_spot() == RackSlot(0)  # the first key lands on the rack's first slot
    assert view.focus_frame_visible()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_spot() == RackSlot(1)
    assert "Blue 5" in view.last_announcement
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.selected_slots() == [1]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.selected_slots() == []
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter with nothing selected picks the tile up
    assert view.selected_slots() == [1]
    qtbot.keyClick(view, Qt.Key.Key_Up)
    spot = view.focused_spot()
    window = view.table_layout.window
    assert isinstance(spot, Cell) and spot.row == window.row + window.rows - 1  # the last row in sight
    assert f"Row {spot.row + 1}" in view.last_announcement
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Up)
    with qtbot.waitSignal(view.cell_activated) as activated:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert activated.args == [Cell(spot.row - 3, spot.col)]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.selected_slots() == []


def test_keyboard_moves_a_rack_tile(qtbot: QtBot, view: TableView) -> None:
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)  # rack slot 0
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Down)  # slot 20, below it
    assert view.focused_spot() == RackSlot(20)
    with qtbot.waitSignal(view.rack_tile_rearranged) as rearranged:
        qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert rearranged.args == [0, 20]


def test_focus_frame_stays_on_the_grid(qtbot: QtBot, view: TableView) -> None:
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)
    for _ in range(20):
        qtbot.keyClick(view, Qt.Key.Key_Up)
        qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focused_spot() == Cell(0, 0)
    for _ in range(40):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_spot() == Cell(0, 29)


# --- invalid sets, marks, hints ---------------------------------------------------------------------


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip window, offscreen
def test_invalid_set_outline_has_its_reason_as_tooltip(qtbot: QtBot, view: TableView) -> None:
    view.set_board(view.board.with_tile(Cell(4, 0), parse_tile("r7")).with_tile(Cell(4, 1), parse_tile("r8")))
    view.set_invalid_sets([([Cell(4, 0), Cell(4, 1)], "That set needs one more tile")])
    position = view.spot_center(Cell(4, 1))
    tips = [item.toolTip() for item in view.items(position) if item.toolTip()]
    assert tips and tips[0] == "That set needs one more tile"
    event = QHelpEvent(QEvent.Type.ToolTip, position, view.viewport().mapToGlobal(position))
    QApplication.sendEvent(view.viewport(), event)
    assert QToolTip.text() == "That set needs one more tile"
    QToolTip.hideText()
    assert "Red 7, Red 8 (not valid: That set needs one more tile)" in view.describe_board()
    view.set_invalid_sets([])
    assert not [item for item in view.items(position) if item.toolTip()]


def test_an_invalid_mark_that_stays_keeps_its_item(view: TableView) -> None:
    """Each drop of a lone tile adds a problem: the marks already shown stay as they are (one
    pixmap each, not rebuilt and repainted on every edit), and a mark whose set is fixed goes."""
    board = view.board.with_tile(Cell(4, 0), parse_tile("r7")).with_tile(Cell(6, 3), parse_tile("k1"))
    view.set_board(board)

    def marks(cell: Cell) -> list[object]:
        return [item for item in view.items(view.spot_center(cell)) if item.toolTip()]

    view.set_invalid_sets([([Cell(4, 0)], "That set needs two more tiles")])
    first = marks(Cell(4, 0))
    assert len(first) == 1 and not marks(Cell(6, 3))
    view.set_invalid_sets([([Cell(4, 0)], "That set needs two more tiles"), ([Cell(6, 3)], "Lone tile")])
    assert marks(Cell(4, 0))[0] is first[0]
    assert [item.toolTip() for item in marks(Cell(6, 3))] == ["Lone tile"]
    view.set_invalid_sets([([Cell(6, 3)], "Lone tile")])
    assert not marks(Cell(4, 0)) and len(marks(Cell(6, 3))) == 1


def test_recent_and_new_marks_change_only_their_tiles(view: TableView) -> None:
    before = view.tile_item(Cell(0, 0))
    assert before is not None
    plain = before.pixmap().cacheKey()
    view.set_recent({Cell(0, 0)})
    recent = before.pixmap().cacheKey()
    assert recent != plain
    # A move chosen in the log is marked in a look of its own, not as the last move's.
    view.set_recent({Cell(0, 0)}, chosen=True)
    assert before.pixmap().cacheKey() not in (plain, recent)
    view.set_recent(set())
    assert before.pixmap().cacheKey() == plain
    rack_item = view.tile_item(RackSlot(6))
    assert rack_item is not None
    old = rack_item.pixmap().cacheKey()
    view.set_new_tile(6)
    assert rack_item.pixmap().cacheKey() != old


# --- the text mirror -----------------------------------------------------------------------------------


def test_text_mirror_reads_board_and_rack(view: TableView) -> None:
    view.set_board(layout(parse_board("r4 r5 r6 | k8 o8 b8")))
    assert view.describe_board() == "Row 1: Red 4, Red 5, Red 6; Black 8, Orange 8, Blue 8"
    view.set_rack(rack_of("b3 J") + [])
    assert view.describe_rack() == "Your rack, top row: Blue 3, Joker; bottom row: empty"
    assert view.accessibleName() == "Game table"
    assert view.accessibleDescription() == view.describe_board() + "\n" + view.describe_rack()
    view.set_board(Board())
    view.set_rack([])
    assert view.describe_board() == "The board is empty."
    assert view.describe_rack() == "Your rack is empty."


def test_text_mirror_speaks_a_language_chosen_mid_game(qtbot: QtBot, qapp: QApplication, view: TableView) -> None:
    """The board's words are kept between edits; a new language says them again at once."""
    assert view.accessibleDescription().startswith("Row 1: Red 4, Red 5, Red 6")
    translators = load_translators(QLocale("fi"))
    assert translators
    for translator in translators:
        qapp.installTranslator(translator)  # Qt tells every widget: LanguageChange
    try:
        finnish = QCoreApplication.translate("Texts", "Red {number}").format(number=4)
        assert finnish != "Red 4"
        qtbot.waitUntil(lambda: finnish in view.accessibleDescription(), timeout=2000)
        assert finnish in view.describe_board() and "Red 4" not in view.accessibleDescription()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def test_describe_spot(view: TableView) -> None:
    view.set_highlights({Cell(0, 3)})
    assert view.describe_spot(Cell(0, 3)) == "Row 1, column 4: empty, your selection can go here"
    assert view.describe_spot(RackSlot(21)) == "Rack row 2, place 2: empty"
    view.select(slots=[3])
    assert view.describe_spot(RackSlot(3)) == "Rack row 1, place 4: Joker, selected"


# --- looks ------------------------------------------------------------------------------------------


def full_board() -> Board:
    """All 160 tiles of the large set as runs and groups."""
    sets: list[tuple[Tile, ...]] = []
    for colour in "kbor":
        for low, high in ((1, 5), (6, 9), (10, 13)):
            sets.append(parse_tiles(" ".join(f"{colour}{n}" for n in range(low, high + 1))))
    sets += [parse_tiles(f"k{n} b{n} o{n} r{n}") for n in range(1, 14)]
    for colour in "kbor":
        sets.append(parse_tiles(" ".join(f"{colour}{n}" for n in range(1, 7)) + " J"))
        sets.append(parse_tiles(" ".join(f"{colour}{n}" for n in range(8, 14))))
    sets.append(parse_tiles("k7 b7 o7 r7"))
    # Split one run so the board shows an unfinished set.
    sets.remove(parse_tiles("b10 b11 b12 b13"))
    sets += [parse_tiles("b10 b11"), parse_tiles("b12 b13")]
    assert sum(len(s) for s in sets) == 160
    return layout(sets)


def dress(view: TableView) -> None:
    """A turn in progress: a selection with its highlights, the last player's tiles, a problem."""
    board = full_board()
    view.set_board(board)
    rack = rack_of("b3 b5 b6 J r10 r11 k12 o2 o3 r4 k9 b9")
    rack[20:23] = parse_tiles("o12 o13 k2")
    view.set_rack(rack)
    view.set_board_editable(True)
    placed = board.placed_sets()
    view.set_recent(set(placed[3].cells))
    view.set_invalid_sets([(p.cells, "That set needs one more tile") for p in placed if len(p.tiles) < 3])
    view.set_new_tile(2)
    view.select(slots=[0])
    view.set_highlights(placement_cells(board, parse_tiles("b3")))


@pytest.mark.parametrize("theme", [LIGHT_THEME, DARK_THEME], ids=lambda t: t.name)
def test_full_board_screenshot(qtbot: QtBot, tmp_path: Path, theme: Theme) -> None:
    """160 tiles at 1600×1000; RUMMI_SCREENSHOT_DIR=docs/screenshots keeps the pictures."""
    table = TableView(theme=theme)
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    qtbot.waitExposed(table)
    dress(table)
    assert len(table.board) == 160
    layout_ = table.table_layout
    assert layout_.tile_w >= 36, "tiles must stay readable with the whole set on the board"
    folder = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    image = table.grab().toImage()
    assert image.width() == 1600 and image.height() == 1000
    assert image.save(str(folder / f"table-{theme.name}.png"))
    # The felt is green-ish, a tile face cream.
    felt = image.pixelColor(3, 500)
    assert felt.green() > felt.red() and felt.green() > felt.blue()
    face = image.pixelColor(table.table_layout.tile_rect(Cell(0, 0)).topLeft() + QPoint(6, 30))
    assert face.red() > 200 and face.green() > 190


def test_screenshot_small_window_keyboard_focus(qtbot: QtBot, tmp_path: Path, view: TableView) -> None:
    view.resize(900, 560)
    dress(view)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.focus_frame_visible() or not view.hasFocus()
    assert view.grab().save(str(tmp_path / "table-small.png"))
    assert view.table_layout.tile_w >= 20


# --- quiet when idle, themes ----------------------------------------------------------------------



def test_nothing_repaints_while_nothing_changes(qtbot: QtBot, view: TableView) -> None:
    dress(view)
    qtbot.waitUntil(lambda: not view.zooming)  # the board's zoom to the full board glides, then stops
    qtbot.wait(50)
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    qtbot.wait(300)
    assert counter.paints == 0
    assert not view.findChildren(QTimer)
    view.set_recent({Cell(0, 0)})  # a change repaints
    qtbot.waitUntil(lambda: counter.paints > 0)
    view.viewport().removeEventFilter(counter)


def test_theme_switch_redraws_tiles(view: TableView) -> None:
    item = view.tile_item(Cell(0, 0))
    assert item is not None
    light = item.pixmap().toImage()
    view.set_theme(DARK_THEME)
    assert view.theme is DARK_THEME
    assert item.pixmap().toImage() != light
    view.set_theme(None)  # follow the system again
    assert view.theme in (LIGHT_THEME, DARK_THEME)


def test_dragged_tile_takes_the_size_of_where_it_is(qtbot: QtBot, view: TableView) -> None:
    viewport = view.viewport()
    start = view.spot_center(RackSlot(0))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(8, 8))
    item = view.tile_item(RackSlot(0))
    assert item is not None
    on_rack = item.pixmap().width()
    qtbot.mouseMove(viewport, view.spot_center(Cell(6, 6)))
    assert item.pixmap().width() < on_rack  # board tiles are smaller than rack tiles
    assert item.zValue() >= 100
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view.spot_center(Cell(0, 1)))  # occupied: back
    assert item.zValue() < 100 and item.pixmap().width() == on_rack


def test_a_tile_that_leaves_while_dragged_ends_the_drag(qtbot: QtBot, view: TableView) -> None:
    placed = recorder(view.rack_tile_placed)
    viewport = view.viewport()
    start = view.spot_center(RackSlot(0))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(8, 8))
    rack = view.rack
    rack[0] = None  # the host says the tile is gone (a timeout took the turn back, say)
    view.set_rack(rack)
    qtbot.mouseMove(viewport, view.spot_center(Cell(6, 6)))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view.spot_center(Cell(6, 6)))
    assert placed == []
    assert view.tile_item(RackSlot(0)) is None


def test_a_hint_that_gives_a_joker_another_meaning_shows_it_on_the_joker(view: TableView) -> None:
    # b11 b12 J: the joker stands for Blue 13. The hint keeps the joker in its cell but puts it in
    # a group of 12s: the proposal draws the joker there with its new meaning, the real one hides.
    from rummi_qt.engine.changes import joker_meanings

    real = board_of("b11 b12 J")
    view.set_board(real)
    view.set_joker_meanings(joker_meanings(real))
    joker = next(cell for cell, t in real if t.is_joker)
    assert str(view.describe_board()).endswith("Joker as Blue 13")
    row, col = joker.row, joker.col
    proposed = Board({Cell(row, col - 2): parse_tile("k12"), Cell(row, col - 1): parse_tile("r12"),
                      joker: parse_tile("J"), Cell(row + 1, 0): parse_tile("b11"),
                      Cell(row + 1, 1): parse_tile("b12"), Cell(row + 1, 2): parse_tile("b13")})
    meanings = joker_meanings(proposed)
    assert meanings[joker] != joker_meanings(real)[joker]
    view.set_proposal(proposed, (), (), meanings)
    assert joker in view.proposal_items, "the joker's new meaning is drawn"
    item = view.tile_item(joker)
    assert item is not None and not item.isVisible(), "the real joker, standing for Blue 13, gives way"
    view.set_proposal(None)
    assert item.isVisible() and joker not in view.proposal_items
    # A joker the player laid alone where the hint has it (its set not whole yet, it stands for
    # nothing): it is the player's tile there, shown as such, not as one of the hint's still to lay.
    alone = Board({joker: parse_tile("J")})
    view.set_board(alone)
    view.set_joker_meanings(joker_meanings(alone))
    view.set_proposal(proposed, (), (), meanings)
    assert joker not in view.proposal_items and view.tile_item(joker).isVisible()
    view.set_proposal(None)


def test_the_last_moves_mark_stays_with_its_tile_not_its_cell(view: TableView) -> None:
    # The last player laid the tile at (0, 0); this turn another tile takes that cell: no mark there.
    laid = view.board[Cell(0, 0)]
    assert laid is not None
    view.set_recent({Cell(0, 0): laid})
    assert view.describe_spot(Cell(0, 0)).endswith("just played")
    other = next(t for t in parse_tiles("k13 o13 r13 b13") if t != laid)
    view.set_board(Board({**dict(view.board), Cell(0, 0): other}))
    assert not view.describe_spot(Cell(0, 0)).endswith("just played")
    view.set_board(Board({**dict(view.board), Cell(0, 0): laid}))  # back where it was: marked again
    assert view.describe_spot(Cell(0, 0)).endswith("just played")
