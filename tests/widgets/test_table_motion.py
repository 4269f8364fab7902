"""Someone else's move shown as movement: tiles glide, appear and leave, then everything holds still;
the player's own edits and full syncs jump at once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem
from pytestqt.qtbot import QtBot

from rummi_qt.engine.board import Board, Cell, layout
from rummi_qt.engine.tiles import Tile, parse_board, parse_tile, parse_tiles
from rummi_qt.widgets.table_motion import board_change
from rummi_qt.widgets.table_overlays import Z_TILE
from rummi_qt.widgets.table_view import RackSlot, TableView
from tests.qt_helpers import PaintCounter, shown_table_view

# r4 r5 r6 at (0,0), k8 o8 b8 at (0,4), J b12 b13 at (0,8), o1 o2 o3 o4 at (0,12).
BOARD = "r4 r5 r6 | k8 o8 b8 | J b12 b13 | o1 o2 o3 o4"


def board_of(text: str) -> Board:
    return layout(parse_board(text))


@pytest.fixture
def view(qtbot: QtBot) -> TableView:
    tiles: list[Tile | None] = list(parse_tiles("b3 b5 b6 J r10 r11 k12"))
    return shown_table_view(qtbot, board_of(BOARD), tiles + [None] * (40 - len(tiles)))


def someone_elses_edit(board: Board) -> Board:
    """o4 moves to a new set's start, r7 comes from their rack after it, b13 goes back to it."""
    return board.moved(Cell(0, 15), Cell(3, 2)).with_tile(Cell(3, 3), parse_tile("r7")).without(Cell(0, 10))


def pixmap_items(view: TableView) -> set[QGraphicsPixmapItem]:
    return {item for item in view.scene().items() if isinstance(item, QGraphicsPixmapItem)}


def tile_items(view: TableView) -> set[QGraphicsPixmapItem]:
    spots = [cell for cell, _ in view.board] + [RackSlot(s) for s, t in enumerate(view.rack) if t is not None]
    items = {view.tile_item(spot) for spot in spots}
    assert None not in items
    return items  # type: ignore[return-value]


def assert_at_rest(view: TableView) -> None:
    """Every tile item in its place, fully shown, at the tiles' height; no other pixmap items left."""
    assert not view.motion.running and len(view.motion) == 0
    assert view.motion.animation.state() == QAbstractAnimation.State.Stopped
    for cell, _ in view.board:
        item = view.tile_item(cell)
        assert item is not None
        assert item.pos() == view.table_layout.item_pos(cell)
        assert item.opacity() == 1.0 and item.zValue() == Z_TILE
    assert pixmap_items(view) == tile_items(view)



def test_board_change_pairs_moved_tiles_and_tells_appeared_from_left() -> None:
    old = board_of(BOARD)
    change = board_change(old, someone_elses_edit(old))
    assert change.moved == {Cell(3, 2): Cell(0, 15)}
    assert change.appeared == [Cell(3, 3)]
    assert change.left == [Cell(0, 10)]
    # Two equal tiles: each arrival is paired with the nearest equal departure.
    twins = Board({Cell(0, 0): parse_tile("r5"), Cell(5, 20): parse_tile("r5")})
    moved = Board({Cell(0, 1): parse_tile("r5"), Cell(5, 21): parse_tile("r5")})
    assert board_change(twins, moved).moved == {Cell(0, 1): Cell(0, 0), Cell(5, 21): Cell(5, 20)}


def test_someone_elses_edit_moves_tiles_then_everything_holds_still(qtbot: QtBot, view: TableView,
                                                                     tmp_path: Path) -> None:
    layout_ = view.table_layout
    mover = view.tile_item(Cell(0, 15))
    leaver = view.tile_item(Cell(0, 10))
    assert mover is not None and leaver is not None
    start, end = layout_.item_pos(Cell(0, 15)), layout_.item_pos(Cell(3, 2))
    frames: list[tuple[QPointF, float, float]] = []  # mover's position, newcomer's and leaver's opacity

    def watch(_value: object) -> None:
        newcomer = view.tile_item(Cell(3, 3))
        assert newcomer is not None
        frames.append((mover.pos(), newcomer.opacity(), leaver.opacity()))

    view.motion.animation.valueChanged.connect(watch)
    shots = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    with qtbot.waitSignal(view.motion.animation.finished, timeout=3000):
        view.set_board(someone_elses_edit(view.board), animate=True)
        assert view.motion.running
        assert view.tile_item(Cell(3, 2)) is mover  # the same tile travels, it is not redrawn elsewhere
        assert view.tile_item(Cell(0, 10)) is None and leaver.scene() is view.scene()  # fading, not a tile
        qtbot.waitUntil(lambda: 0.3 < view.motion.animation.currentValue() < 0.9, timeout=3000)
        assert view.grab().save(str(shots / "motion-midway.png"))
    view.motion.animation.valueChanged.disconnect(watch)
    assert view.grab().save(str(shots / "motion-done.png"))

    # On its way the mover was between its old and new cell, the newcomer faded in, the leaver out.
    between = [pos for pos, _, _ in frames if pos not in (start, end)]
    assert between and all(min(start.y(), end.y()) <= p.y() <= max(start.y(), end.y()) for p in between)
    assert any(0 < fade_in < 1 and 0 < fade_out < 1 for _, fade_in, fade_out in frames)
    assert leaver.scene() is None
    assert_at_rest(view)

    # Then nothing ticks: no timer, no animation, no repaint (once the last frame is painted).
    for _ in range(3):
        QApplication.processEvents()
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    qtbot.wait(300)
    view.viewport().removeEventFilter(counter)
    assert counter.paints == 0
    assert not [timer for timer in view.findChildren(QTimer) if timer.isActive()]


def test_own_edits_and_full_syncs_jump_at_once(view: TableView) -> None:
    view.set_board(someone_elses_edit(view.board))  # the player's own edit, or a full sync
    assert not view.motion.running
    assert_at_rest(view)
    view.set_board(Board())  # a new game: the board clears at once
    assert not view.motion.running and pixmap_items(view) == tile_items(view)


def test_an_update_mid_motion_takes_the_tiles_on_from_where_they_are(qtbot: QtBot, view: TableView) -> None:
    first = someone_elses_edit(view.board)
    view.set_board(first, animate=True)
    qtbot.waitUntil(lambda: view.motion.animation.currentValue() > 0.3, timeout=3000)
    mover = view.tile_item(Cell(3, 2))
    newcomer = view.tile_item(Cell(3, 3))
    assert mover is not None and newcomer is not None
    here, fading = mover.pos(), newcomer.opacity()
    assert here != view.table_layout.item_pos(Cell(3, 2)) and 0 < fading < 1

    # They move on: o4 one row further, r7 back to their rack, and k8 leaves too.
    second = first.moved(Cell(3, 2), Cell(4, 2)).without(Cell(3, 3)).without(Cell(0, 4))
    with qtbot.waitSignal(view.motion.animation.finished, timeout=3000):
        view.set_board(second, animate=True)
        assert view.tile_item(Cell(4, 2)) is mover and mover.pos() == here  # no jump
        assert newcomer.opacity() == pytest.approx(fading)  # it fades back out from where it was
    assert newcomer.scene() is None
    assert_at_rest(view)


def test_the_players_own_update_mid_motion_lands_every_tile_first(qtbot: QtBot, view: TableView) -> None:
    first = someone_elses_edit(view.board)
    view.set_board(first, animate=True)
    qtbot.waitUntil(lambda: view.motion.animation.currentValue() > 0.2, timeout=3000)
    view.set_board(first.moved(Cell(3, 3), Cell(3, 4)))  # not animated: it is the player's turn now
    assert_at_rest(view)
    view.set_board(first, animate=True)
    view.resize(1000, 700)  # a new layout lands the tiles too, in their new places
    qtbot.waitUntil(lambda: view.table_layout.width == view.viewport().width())
    assert_at_rest(view)
