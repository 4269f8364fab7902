"""Tiles on the move: the one under the player's hand, and someone else's move shown as movement
(tiles glide to their new cells, fade in where they were laid from a rack and fade out where they
went back to one), so a player can follow the move unfold.

One short animation drives every moving tile of an update and stops when they arrive: nothing
ticks while nothing moves. An update that comes while tiles are still moving takes them on from
where they are; anything else (a resize, a drag, an update of one's own) first lets them land.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene

from rummi_qt.engine.board import Board, Cell
from rummi_qt.engine.tiles import Tile

from .table_layout import Spot
from .table_overlays import Z_DRAGGED, Z_MOVING, Z_TILE
from .tiles import tile_margin

MOTION_MS = 220
# A tile laid from a rack comes down from, and one taken back rises towards, this far above its
# cell (in cell heights): a hint of the hand that moves it, without a rack to come from.
LIFT = 0.35


class TileDrag:
    """The tile under the player's hand: its item, sized for the rack or the board, held at an offset."""

    def __init__(self) -> None:
        self.item: QGraphicsPixmapItem | None = None
        self.tile: Tile | None = None
        self.on_rack = False
        self._offset = QPointF()

    def start(self, item: QGraphicsPixmapItem, t: Tile, on_rack: bool, grab: QPointF, pixmap: QPixmap) -> None:
        """Lift ``item`` showing ``pixmap`` (its dragged look), held at ``grab`` (scene coordinates)."""
        self.item, self.tile, self.on_rack, self._offset = item, t, on_rack, grab - item.pos()
        item.setZValue(Z_DRAGGED)
        item.setPixmap(pixmap)

    def follow(self, scene_pos: QPointF) -> None:
        if self.item is not None:
            self.item.setPos(scene_pos - self._offset)

    def resize(self, on_rack: bool, old_width: int, new_width: int, pixmap: QPixmap) -> None:
        """Show it at the size of where it is (rack tiles are larger); the hand keeps its grip."""
        old, new = old_width + 2 * tile_margin(old_width), new_width + 2 * tile_margin(new_width)
        self.on_rack, self._offset = on_rack, self._offset * (new / old)
        if self.item is not None:
            self.item.setPixmap(pixmap)

    def end(self) -> None:
        """Let go (the view puts the tile in its place)."""
        if self.item is not None:
            self.item.setZValue(Z_TILE)
        self.item = self.tile = None


@dataclass(frozen=True, slots=True)
class BoardChange:
    """How a board became another: tiles that moved between cells, appeared on or left the board."""

    moved: dict[Cell, Cell]  # new cell → the cell the same tile came from
    appeared: list[Cell]  # new cells whose tiles came from a rack
    left: list[Cell]  # old cells whose tiles went back to a rack


def board_change(old: Board, new: Board) -> BoardChange:
    """Pair each tile that left a cell with an equal tile that arrived in another, nearest first
    (the set has two of each tile; which copy moved cannot be told apart and does not matter)."""
    removed: dict[Tile, list[Cell]] = defaultdict(list)
    for cell, t in old:
        if new[cell] != t:
            removed[t].append(cell)
    added: dict[Tile, list[Cell]] = defaultdict(list)
    for cell, t in new:
        if old[cell] != t:
            added[t].append(cell)
    moved: dict[Cell, Cell] = {}
    for t, targets in added.items():
        sources = removed.get(t, [])
        if not sources:
            continue
        pairs = sorted((_distance(s, d), s, d) for s in sources for d in targets)
        used: set[Cell] = set()
        for _, source, target in pairs:
            if source not in used and target not in moved:
                moved[target] = source
                used.add(source)
    came_from = set(moved.values())
    appeared = sorted(cell for cells in added.values() for cell in cells if cell not in moved)
    left = sorted(cell for cells in removed.values() for cell in cells if cell not in came_from)
    return BoardChange(moved, appeared, left)


def _distance(a: Cell, b: Cell) -> float:
    return abs(a.row - b.row) * 1.4 + abs(a.col - b.col)  # a cell is about 1.4 times taller than wide


@dataclass(slots=True)
class _Track:
    start: QPointF
    end: QPointF
    start_opacity: float
    end_opacity: float
    leaving: bool  # taken out of the scene when it ends


class TileMotion:
    """The moving tiles of one scene and the one animation that moves them.

    The view says where each item goes (:meth:`glide`, :meth:`appear`, :meth:`leave`) between
    :meth:`begin` and :meth:`start`; :meth:`finish` puts everything where it is going at once.
    """

    def __init__(self, scene: QGraphicsScene, parent: QObject, duration_ms: int = MOTION_MS) -> None:
        self._scene = scene
        self._tracks: dict[QGraphicsPixmapItem, _Track] = {}
        self._animation = QVariantAnimation(parent)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._on_step)
        self._animation.finished.connect(self._on_finished)
        self.duration_ms = duration_ms

    # --- reading ------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._animation.state() != QAbstractAnimation.State.Stopped

    @property
    def animation(self) -> QVariantAnimation:
        return self._animation

    def __contains__(self, item: object) -> bool:
        return item in self._tracks

    def __len__(self) -> int:
        return len(self._tracks)

    def leaving_items(self) -> list[QGraphicsPixmapItem]:
        """Items still fading out of the board (no longer any cell's tile)."""
        return [item for item, track in self._tracks.items() if track.leaving]

    # --- moving ------------------------------------------------------------------------------------

    def show_change(self, change: BoardChange, tiles: dict[Spot, QGraphicsPixmapItem],
                    sync: Callable[[Spot], QGraphicsPixmapItem | None], place: Callable[[Spot], QPointF],
                    lift: float) -> None:
        """Move a view's tile items through a board change. ``tiles`` is the view's items by spot
        (re-keyed here: a moving tile keeps its item), ``sync`` makes a spot's item show its
        (new) tile, ``place`` gives an item's resting position on a spot."""
        self.begin()
        taken = {cell: item for cell in [*change.moved.values(), *change.left]
                 if (item := tiles.pop(cell, None)) is not None}
        appeared = list(change.appeared)
        for target, source in sorted(change.moved.items()):
            item = taken.pop(source, None)
            if item is None:
                appeared.append(target)
                continue
            tiles[target] = item
            self.glide(item, item.pos(), place(target))
            sync(target)
        for cell in appeared:
            item = sync(cell)
            if item is not None:
                self.appear(item, place(cell), lift)
        for item in taken.values():
            self.leave(item, lift)
        self.start()

    def begin(self) -> None:
        """Hold the tiles where they are now: each moving one goes on from there to where it was
        going, and the next :meth:`start` times every track afresh."""
        self._animation.stop()
        for item, track in self._tracks.items():
            track.start = item.pos()
            track.start_opacity = item.opacity()

    def glide(self, item: QGraphicsPixmapItem, start: QPointF, end: QPointF) -> None:
        """Move from ``start`` (or from where it is, if it is already moving) to ``end``."""
        track = self._tracks.get(item)
        if track is None:
            self._tracks[item] = _Track(QPointF(start), QPointF(end), item.opacity(), 1.0, False)
            item.setPos(start)
        else:
            track.end, track.end_opacity, track.leaving = QPointF(end), 1.0, False
        item.setZValue(Z_MOVING)  # over the tiles it passes

    def appear(self, item: QGraphicsPixmapItem, end: QPointF, lift: float) -> None:
        """Fade in while coming down ``lift`` pixels onto ``end``."""
        start = end - QPointF(0, lift)
        self._tracks[item] = _Track(start, QPointF(end), 0.0, 1.0, False)
        item.setOpacity(0.0)
        item.setPos(start)

    def leave(self, item: QGraphicsPixmapItem, lift: float) -> None:
        """Fade out while rising ``lift`` pixels from where it is; then leave the scene."""
        track = self._tracks.get(item)
        here = item.pos()
        base = track.end if track is not None and not track.leaving else here
        self._tracks[item] = _Track(here, base - QPointF(0, lift), item.opacity(), 0.0, True)

    def start(self) -> None:
        """Run the animation over the tracks (or just put everything in place when it may not run)."""
        if not self._tracks:
            return
        if self.duration_ms <= 0:
            self.finish()
            return
        self._animation.setDuration(self.duration_ms)
        self._animation.start()

    def finish(self) -> None:
        """Every tile where it is going now; the leaving ones gone."""
        self._animation.stop()
        self._settle()

    def forget(self, item: QGraphicsPixmapItem) -> None:
        """The view takes the item over (dropped it, or the player drags it): stop moving it."""
        track = self._tracks.pop(item, None)
        if track is not None:
            item.setOpacity(1.0)
            item.setZValue(Z_TILE)
        if not self._tracks:
            self._animation.stop()

    # --- the animation's steps --------------------------------------------------------------------

    def _on_step(self, value: object) -> None:
        progress = float(value)  # type: ignore[arg-type]
        for item, track in self._tracks.items():
            item.setPos(track.start + (track.end - track.start) * progress)
            item.setOpacity(track.start_opacity + (track.end_opacity - track.start_opacity) * progress)

    def _on_finished(self) -> None:
        self._settle()

    def _settle(self) -> None:
        tracks, self._tracks = self._tracks, {}
        for item, track in tracks.items():
            if track.leaving:
                if item.scene() is self._scene:
                    self._scene.removeItem(item)
                continue
            item.setPos(track.end)
            item.setOpacity(1.0)
            item.setZValue(Z_TILE)
