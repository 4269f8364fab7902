"""A hint's board shown on the table as a proposal: the tiles it lays and moves, drawn where they
would lie, with the real tiles they displace hidden meanwhile (so nothing prints over anything),
and the sets it makes or extends outlined. Shown first as a demonstration: each tile glides from
where it is now (a board cell, or its slot on the rack) to its cell, set after set, so that a
rearranging hint can be followed. Nothing here changes the board."""

from __future__ import annotations

import builtins
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsPixmapItem, QGraphicsScene

from rummi_qt.engine.board import Board, Cell
from rummi_qt.engine.tiles import Tile

from .table_layout import Spot, TableLayout
from .table_overlays import Z_HIGHLIGHT, Z_HINT
from .theme import Theme
from .tiles import TileLook

# The demonstration: a tile takes DEMO_MOVE_MS to reach its cell; each set starts DEMO_STEP_MS
# after the one before (a board of moved tiles all at once could not be followed either).
DEMO_MOVE_MS = 650
DEMO_STEP_MS = 450


class ProposalLayer:
    """Owns the proposal's items in one scene. ``hidden`` are the cells whose real tile gives way."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self.board: Board | None = None
        self.changed: tuple[tuple[Cell, ...], ...] = ()
        self.from_rack: frozenset[Cell] = frozenset()
        self.jokers: dict[Cell, Tile] = {}
        self.items: dict[Cell, QGraphicsPixmapItem] = {}
        self.hidden: set[Cell] = set()
        self.dimmed: set[Cell] = set()  # real tiles the hint moves away: in sight, faint
        self.sources: dict[Cell, Spot] = {}  # where each proposed tile is now (the demonstration)
        self._starts: dict[Cell, int] = {}  # when, in ms into the demonstration, it sets off
        self.elapsed: float | None = None  # ms into the demonstration; None: every tile at rest
        self._outline = QGraphicsPathItem()
        self._outline.setZValue(Z_HIGHLIGHT + 0.5)  # a glow beneath the tiles, not a tint over them
        self._outline.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self._outline)

    @property
    def active(self) -> bool:
        return self.board is not None

    def set(self, board: Board | None, changed: Iterable[Sequence[Cell]] = (), from_rack: Collection[Cell] = (),
            jokers: Mapping[Cell, Tile] | None = None) -> None:
        self.board = board
        self.changed = tuple(tuple(cells) for cells in changed) if board is not None else ()
        self.from_rack = frozenset(from_rack) if board is not None else frozenset()
        self.jokers = dict(jokers or {}) if board is not None else {}
        self.sources, self._starts, self.elapsed = {}, {}, None

    def demonstrate(self, sources: Mapping[Cell, Spot]) -> int:
        """Start showing the proposed tiles coming from ``sources`` (by their cells), the sets the
        hint makes in turn; how long it takes in ms (0: nothing moves)."""
        self.sources = {cell: spot for cell, spot in sources.items() if self.board is not None and self.board[cell]}
        sets = [cells for cells in self.changed if any(cell in self.sources for cell in cells)]
        self._starts = {cell: rank * DEMO_STEP_MS for rank, cells in reversed(list(enumerate(sets))) for cell in cells}
        if not self.sources or DEMO_MOVE_MS <= 0:
            self.elapsed = None
            return 0
        self.elapsed = 0.0
        return (len(sets) - 1) * DEMO_STEP_MS + DEMO_MOVE_MS

    def place(self, layout: TableLayout) -> None:
        """Put the proposed tiles where they are at this moment of the demonstration (at rest: their cells)."""
        for cell, item in self.items.items():
            # A cell scrolled out of sight shows no tile (as the board's own tiles there): it lay
            # over the board's frame, cut in half (a newcomer's find).
            item.setVisible(layout.shows(cell))
            target = layout.item_pos(cell)
            source = self.sources.get(cell) if self.elapsed is not None else None
            if source is None:
                item.setPos(target)
                continue
            assert self.elapsed is not None
            share = min(1.0, max(0.0, (self.elapsed - self._starts.get(cell, 0)) / DEMO_MOVE_MS))
            eased = 1.0 - (1.0 - share) ** 3  # quick to set off, gentle to land
            start = layout.item_pos(source)
            item.setPos(start + (target - start) * eased)

    def covered(self, real: Board, real_jokers: Mapping[Cell, Tile] | None = None) -> builtins.set[Cell]:
        """The real board's cells whose tile the proposal replaces with another, or whose joker it
        makes stand for another tile (``real_jokers``: what the board's jokers stand for now)."""
        if self.board is None:
            return set()
        board = self.board
        return {cell for cell, _ in real
                if board[cell] is not None and not self._stays(cell, board[cell], real, real_jokers or {})}

    def leaving(self, real: Board) -> builtins.set[Cell]:  # ``set`` alone is the method below
        """The real board's cells whose tile the proposal moves away, leaving the cell empty: in sight,
        dimmed, so that a player following the hint by hand sees where to take it from (hidden, the
        tiles a rearranging hint moves could not be found)."""
        if self.board is None:
            return set()
        return {cell for cell, _ in real if self.board[cell] is None}

    def _stays(self, cell: Cell, proposed: Tile | None, real: Board, real_jokers: Mapping[Cell, Tile]) -> bool:
        """Whether the proposal keeps the real board's tile on ``cell`` as it is (a joker meaning the same)."""
        # A joker laid where the hint has it, its set not whole yet, stands for nothing so far: it is
        # the player's tile there (drawn as the hint's, it read as one still to lay).
        return (proposed is not None and real[cell] == proposed
                and (not proposed.is_joker or real_jokers.get(cell) in (None, self.jokers.get(cell))))

    def draw(self, layout: TableLayout, theme: Theme, real: Board,
             pixmap: Callable[[Tile, TileLook], QPixmap], real_jokers: Mapping[Cell, Tile] | None = None) -> None:
        """Lay the proposal's items for ``real`` (what the board holds now, its jokers standing for
        ``real_jokers``) at ``layout``."""
        for item in self.items.values():
            self._scene.removeItem(item)
        self.items = {}
        self.hidden = self.covered(real, real_jokers)
        self.dimmed = self.leaving(real)
        board = self.board
        self._outline.setVisible(board is not None)
        if board is None:
            return
        for cell, t in board:
            if self._stays(cell, t, real, real_jokers or {}):
                continue  # the real tile already lies there and stays as it is: it shows itself
            look = TileLook(ghost=True, new=cell in self.from_rack, joker_as=self.jokers.get(cell))
            item = QGraphicsPixmapItem(pixmap(t, look))
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setZValue(Z_HINT)
            self._scene.addItem(item)
            self.items[cell] = item
        self.place(layout)
        grow = max(2.0, layout.gap * 0.5 + 1.0)
        outline = QPainterPath()
        for cells in self.changed:  # one rounded frame around each set the hint makes or extends
            rect = QRectF()
            for cell in cells:
                if layout.shows(cell):  # the part of the set in sight (none: no frame)
                    rect = rect.united(QRectF(layout.tile_rect(cell)))
            if rect.isNull():
                continue
            radius = layout.tile_w * 0.14 + grow
            outline.addRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius, radius)
        self._outline.setPath(outline)
        self._outline.setPen(QPen(QColor(theme.highlight_line), max(1.5, layout.tile_w * 0.05), Qt.PenStyle.DashLine))
        self._outline.setBrush(QColor(theme.highlight_fill))
