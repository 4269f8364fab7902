"""The table: the shared board and the player's rack in one view, played by mouse or keyboard.

It draws what the controller gives it and emits signals for what the player did; it never
decides a rule. Tiles are cached pixmaps drawn unscaled, laid out in whole pixels for the view's
size (crisp at every size and scale; a full 1600×1000 redraw with 160 tiles takes under a
millisecond, see benchmarks/drawing.py); the felt, the cells and the rack are painted once into
the view's cached background. Someone else's move is shown as tiles moving (table_motion); nothing
runs while nothing moves: no timers, no animations.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence

from PySide6 import QtGui
from PySide6.QtCore import QAbstractAnimation, QEvent, QPoint, QPointF, QRect, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QAccessible, QKeyEvent, QMouseEvent, QNativeGestureEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QWidget

from rummi_qt.controller.texts import joker_words
from rummi_qt.engine.board import Board, Cell
from rummi_qt.engine.tiles import Tile

from .table_group import GroupDrag
from .table_keys import TableKeys
from .table_layout import (
    MIN_RACK_WIDTH,
    RACK_ROWS,
    ZOOM_GUTTER,
    ZOOMED_TILE_W,
    RackSlot,
    Spot,
    TableLayout,
    Window,
    paint_table,
)
from .table_motion import LIFT, TileDrag, TileMotion, board_change
from .table_overlays import Z_DRAGGED, Z_TILE, Overlays
from .table_proposal import ProposalLayer
from .table_selection import TableSelection
from .table_text import SetWords, describe_board, describe_rack, describe_selection, describe_spot
from .table_zoom import KEEP, ZoomButtons, ZoomGlide, bounds, grown_for_edit, panned, wanted_window, zoomed
from .theme import Theme, system_theme
from .tiles import TileLook, TilePixmaps

__all__ = ["RackSlot", "Spot", "TableView"]


class TableView(TableKeys, QGraphicsView):
    """The board grid above, the player's two-row rack below, scaled to fit the view.

    The controller calls the ``set_…`` methods; the view answers with the signals below. A tile
    dropped where the view cannot send it (an occupied cell, the board while it is not the
    player's turn) goes back where it came from, with no edit signal (``cell_taken`` says why,
    for an occupied cell); whatever the controller does
    with a signal, the tiles show where its next ``set_board``/``set_rack`` puts them.
    """

    rack_tile_placed = Signal(int, object)  # rack slot, board Cell
    board_tile_moved = Signal(object, object)  # source Cell, target Cell
    board_tile_returned = Signal(object, int)  # board Cell, rack slot
    board_tiles_returned = Signal(list, int)  # board Cells (picked together), the rack slot of the first
    rack_tile_rearranged = Signal(int, int)  # from slot, to slot
    selection_changed = Signal(list, list)  # rack slots (slot order), board cells (board order)
    hint_in_the_way = Signal()  # a tile is being dropped on the board while a hint is on show
    covered_tile_pulled = Signal()  # a drag began on a board tile the hint's picture covers: it stays
    cell_taken = Signal(object, object)  # a tile (its spot) dropped on a board cell that holds one: it went back
    cell_activated = Signal(object)  # Cell clicked (or Enter) while tiles are selected, or a group dropped there
    block_moved = Signal(list)  # board tiles dragged together: [(source Cell, target Cell), ...]
    rack_group_rearranged = Signal(list, int)  # rack tiles dragged together: their slots, the first slot to take

    def __init__(self, parent: QWidget | None = None, theme: Theme | None = None) -> None:
        super().__init__(parent)
        self._follow_system = theme is None
        self._theme = theme or system_theme()
        self._pixmaps = TilePixmaps()
        self._board = Board()
        self._rack: list[Tile | None] = [None] * (MIN_RACK_WIDTH * RACK_ROWS)
        self._editable = False
        self._highlights: set[Cell] = set()
        self._problems: list[tuple[list[Cell], str]] = []
        self._recent: dict[Cell, Tile] = {}  # the last move's tiles, by cell (or a move chosen in the log)
        self.marking_chosen = False  # whether the marks are a move chosen in the log, not the last move
        self._hint_slots: set[int] = set()  # rack slots whose tiles the hint on show lays
        self._new_slots: frozenset[int] = frozenset()
        self._arrived: Counter[Tile] = Counter()
        self._jokers: dict[Cell, Tile] = {}  # what each joker on the board stands for (from the controller)
        # The board and the rack in words, with what they were said of (replaced, never changed, on a change).
        self._said_board: tuple[Board, list[tuple[list[Cell], str]], dict[Cell, Tile], str] | None = None
        self._said_rack: tuple[list[Tile | None], str] | None = None
        self._set_words: SetWords = {}
        self._selection = TableSelection()
        self._painted_selection: set[Spot] = set()
        self._focus: Spot | None = None
        # Where the focus frame was last on the board and on the rack: Tab comes back there.
        self._board_spot: Cell | None = None
        self._rack_spot: RackSlot | None = None
        self._keyboard_mode = False
        self._last_announcement = ""
        # Mouse: the spot pressed, where, and the tile being dragged.
        self._press_spot: Spot | None = None
        self._press_pos = QPointF()
        self._drag = TileDrag()
        self._group: GroupDrag | None = None  # the selection dragged along with it
        self._followers: dict[Spot, QGraphicsPixmapItem] = {}
        self._double = False  # the press was a double-click's second

        scene = QGraphicsScene(self)  # parented: an unparented scene can be collected under us
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self._scene = scene
        self._tiles: dict[Spot, QGraphicsPixmapItem] = {}
        self._shown: dict[Spot, tuple[Tile, TileLook, int]] = {}  # what each item shows, to skip repaints
        self._overlays = Overlays(scene)
        self._proposal = ProposalLayer(scene)
        self._motion = TileMotion(scene, self)
        self._demonstrated: tuple[Board, Board] | None = None  # the hint played out last, and the board then
        self._demo = QVariantAnimation(self)  # a new hint's tiles on their way (ms into it)
        self._demo.setStartValue(0.0)
        self._demo.valueChanged.connect(self._on_demo)
        self._demo.finished.connect(self._demo_over)
        # How much of the board is in sight: fitted to the play, or the player's own zoom.
        self._large = False  # the player's "Larger tiles"
        self._want = wanted_window(())
        self._manual: Window | None = None
        self._fit_pending = False  # a fit waits for the dragged tile to be dropped
        self._glide = ZoomGlide(self._zoom_step, self)
        self._wheel = 0  # Ctrl+wheel eighths of a degree not yet turned into a zoom step
        self.zoom_buttons = ZoomButtons(self, self.zoom_in, self.zoom_out, self.fit_board)

        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # The cached background (the felt) covers the whole viewport: filling it first with the
        # palette's colour is a second full-size fill that nothing shows.
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        self.setAccessibleName(self.tr("Game table"))
        self._layout = self._fit()
        self._update_description()
        hints = QtGui.QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._on_color_scheme_changed)

    # --- what the controller tells the view -------------------------------------------------

    def set_board(self, board: Board, animate: bool = False) -> None:
        """Show a board; only cells whose tile changed are touched. ``animate``: the change is
        someone else's move, shown as its tiles moving to their new places rather than a jump."""
        if board == self._board:
            return
        others = animate and self._drag.item is None and self.isVisible()
        if others:  # someone else's move plays in the window it needs: zoom first, at once
            self._refit(smooth=False, board=board)
        old = self._board
        self._board = board
        if others:
            change = board_change(old, board)
            for cell in (*change.moved.values(), *change.left):
                self._shown.pop(cell, None)  # their items move on or leave
            self._motion.show_change(change, self._tiles, self._sync_tile, self._layout.item_pos,
                                     self._layout.pitch_y * LIFT)
        else:
            self._motion.finish()
            changed = {cell for cell, t in old if board[cell] != t} | {cell for cell, t in board if old[cell] != t}
            for cell in changed:
                self._sync_tile(cell)
        if self._proposal.active:
            self._draw_proposal()
        if not others:
            # A first board (a new game, a rejoin) shows at once; a board that keeps tiles where
            # they were is an edit (the player's own, during their turn, holds the zoom still).
            self._refit(smooth=len(old) > 0, edit=any(board[cell] == t for cell, t in old),
                        fresh=len(old) > 0 and not len(board))
        self._prune_selection()
        self._update_description()

    def set_rack(self, slots: Sequence[Tile | None]) -> None:
        """Show the rack's slots (two rows; at least 2 × 20, wider when there are more slots)."""
        if not self._rack:
            return  # no rack shown (an onlooker)
        slots = list(slots)
        width = max(MIN_RACK_WIDTH, -(-len(slots) // RACK_ROWS))
        slots += [None] * (width * RACK_ROWS - len(slots))
        if slots == self._rack:
            return
        old = self._rack
        self._rack = slots
        # Tiles that were not on the rack before (drawn): the newest of them slide in from the pool.
        self._arrived = Counter(t for t in slots if t is not None) - Counter(t for t in old if t is not None)
        if len(slots) != len(old):
            for slot in range(len(slots), len(old)):
                self._drop_tile(RackSlot(slot))
            self._relayout()
        else:
            for slot, (before, after) in enumerate(zip(old, slots, strict=True)):
                if before != after:
                    self._sync_tile(RackSlot(slot))
        self._mark_hint_slots()
        self._prune_selection()
        self._update_description()

    def set_rack_shown(self, shown: bool) -> None:
        """Whether there is a rack: an onlooker's table has none, and the board takes the room."""
        if shown == bool(self._rack):
            return
        for slot in range(len(self._rack)):
            self._drop_tile(RackSlot(slot))
        self._rack = [None] * (MIN_RACK_WIDTH * RACK_ROWS) if shown else []
        self._focus = None if isinstance(self._focus, RackSlot) else self._focus
        self._prune_selection()
        self._relayout()
        self._update_description()

    def set_board_editable(self, editable: bool) -> None:
        """Whether the board takes the player's tiles (their turn); the rack is always theirs."""
        if editable == self._editable:
            return
        self._editable = editable
        if not editable and self._selection.drop_cells():
            self._selection_edited()
        if not editable:
            self._refit(smooth=True)  # the turn is over: the zoom held still for it, now it fits again

    def set_highlights(self, cells: Iterable[Cell]) -> None:
        """Mark the cells where the selection can go."""
        self._highlights = set(cells)
        self._draw_highlights()

    def set_invalid_sets(self, problems: Sequence[tuple[Sequence[Cell], str]]) -> None:
        """Outline each problem's cells; hovering them shows its (already translated) reason."""
        problems = [(list(cells), reason) for cells, reason in problems]
        if problems == self._problems:
            return  # every edit says them again: the marks and the words stand
        self._problems = problems
        self._draw_invalid()
        self._update_description()

    def set_recent(self, cells: Iterable[Cell] | Mapping[Cell, Tile], chosen: bool = False) -> None:
        """Mark the tiles the last player laid or moved: by cell and tile (a mapping), or the tiles
        the board holds there now. A mark stays with its tile: a cell another tile takes (this
        turn's own moves) loses it. ``chosen``: the tiles of a move chosen in the log, marked in
        a look of their own."""
        recent = dict(cells) if isinstance(cells, Mapping) else {
            cell: t for cell in cells if (t := self._board[cell]) is not None}
        if recent == self._recent and chosen == self.marking_chosen:
            return
        changed = recent.keys() | self._recent.keys()
        self._recent, self.marking_chosen = recent, chosen
        for cell in changed:
            self._sync_tile(cell)

    def set_new_tile(self, slot: int | None) -> None:
        """Mark the newly drawn tile's slot with a dot (``None``: no mark)."""
        self.set_new_tiles(() if slot is None else (slot,))

    def set_new_tiles(self, slots: Iterable[int]) -> None:
        """Mark the slots of the tiles just drawn with a dot (empty: no mark)."""
        slots = frozenset(slots)
        if slots == self._new_slots:
            return
        changed = slots ^ self._new_slots
        added = slots - self._new_slots
        self._new_slots = slots
        for slot in changed:
            self._sync_tile(RackSlot(slot))
        for slot in sorted(added):
            t = self._rack[slot] if slot < len(self._rack) else None
            if t is not None and self._arrived[t] > 0:  # just drawn, not moved by a sort
                self._arrived[t] -= 1
                self._slide_from_pool(RackSlot(slot))

    def _slide_from_pool(self, slot: RackSlot) -> None:
        """The drawn tile comes from the pool (the players bar's top right) into its slot."""
        item = self._tiles.get(slot)
        if item is None or not self.isVisible() or self._drag.item is not None:
            return
        corner = self.mapToScene(QPoint(self.viewport().width() - ZOOM_GUTTER, 0))
        self._motion.begin()
        self._motion.glide(item, QPointF(corner), self._layout.item_pos(slot))
        self._motion.start()

    def _demonstrate(self, board: Board) -> None:
        """A new hint plays out first: each of its tiles glides from where it lies now (a board
        cell, or the rack) to its cell, set after set (a newcomer could not follow a rearranging
        hint from its picture alone)."""
        change = board_change(self._board, board)
        sources: dict[Cell, Spot] = dict(change.moved)
        slots: dict[Tile, list[int]] = {}
        for slot in sorted(self._hint_slots):
            if (t := self._rack[slot]) is not None:
                slots.setdefault(t, []).append(slot)
        for cell in change.appeared:
            t = board[cell]
            if t is not None and slots.get(t):
                sources[cell] = RackSlot(slots[t].pop(0))
        duration = self._proposal.demonstrate(sources) if self.isVisible() else 0
        if duration:
            self._demo.setDuration(duration)
            self._demo.setEndValue(float(duration))
            self._demo.start()
        else:
            self._proposal.elapsed = None

    def _on_demo(self, elapsed: object) -> None:
        if self._proposal.elapsed is not None and isinstance(elapsed, float):
            self._proposal.elapsed = elapsed
            self._proposal.place(self._layout)

    def _demo_over(self) -> None:
        self._proposal.elapsed = None
        self._proposal.place(self._layout)

    @property
    def hint_moving(self) -> bool:
        """A new hint's tiles are still gliding to their cells."""
        return self._demo.state() == QAbstractAnimation.State.Running

    def new_tile_slots(self) -> list[int]:
        """The rack slots marked as newly drawn."""
        return sorted(self._new_slots)

    def set_proposal(self, board: Board | None, changed: Iterable[Sequence[Cell]] = (),
                     from_rack: Iterable[Cell] = (), jokers: Mapping[Cell, Tile] | None = None) -> None:
        """Show a hint's board without playing it (``None``: put it away). The tiles it lays or moves
        show faded where they would lie, those from the rack dotted, the real tiles they displace
        hidden meanwhile; ``changed`` are the cells of each set it makes or extends (outlined).
        While it shows, the board takes no tiles: the player applies or dismisses it first."""
        shown = self._proposal.board
        self._proposal.set(board, changed, frozenset(from_rack), jokers)
        self._mark_hint_slots()
        self._demo.stop()
        # Played out once per hint: the rest of a hint being followed by hand (the same board, tiles
        # laid since) comes back at rest; the same hint asked again on an unchanged board plays again.
        last = self._demonstrated
        following = last is not None and last[0] == board and self._board != last[1]
        if board is not None and board != shown and not following:
            self._demonstrated = (board, self._board)
            self._demonstrate(board)
        self._draw_proposal()
        self._draw_invalid()
        self._refit(smooth=True)
        if board is not None and self._selection.drop_cells():
            self._selection_edited()

    def set_joker_meanings(self, jokers: Mapping[Cell, Tile]) -> None:
        """What each joker on the board stands for: shown on its face, in its tooltip and in words."""
        jokers = dict(jokers)
        if jokers == self._jokers:
            return
        changed = {c for c in jokers.keys() | self._jokers.keys() if jokers.get(c) != self._jokers.get(c)}
        self._jokers = jokers
        for cell in changed:
            self._sync_tile(cell)
        if self._proposal.active:
            self._draw_proposal()  # a joker the hint gives another meaning shows it
        self._update_description()

    def set_theme(self, theme: Theme | None) -> None:
        """Use a theme, or follow the system's light or dark scheme (``None``)."""
        self._follow_system = theme is None
        self._apply_theme(theme or system_theme())

    def set_large_tiles(self, large: bool) -> None:
        """The player's "Larger tiles": a larger rack, and less grid around the sets."""
        if large != self._large:
            self._large = large
            self._glide.stop()
            self._want = self._manual or self._auto_window()
            self._relayout()

    @property
    def large_tiles(self) -> bool:
        return self._large

    def clear_selection(self) -> None:
        if self._selection.clear():
            self._selection_edited()

    def select(self, slots: Iterable[int] = (), cells: Iterable[Cell] = ()) -> None:
        """Select exactly these rack slots and board cells (those that hold tiles)."""
        self._selection.replace([*(RackSlot(s) for s in slots), *cells], self._tile_at)
        self._selection_edited()

    @property
    def _board_open(self) -> bool:
        """Whether the board takes tiles now: the player's turn, and no hint on show."""
        return self._editable and not self._proposal.active

    @property
    def proposal_items(self) -> dict[Cell, QGraphicsPixmapItem]:
        """The hint's tiles on show, by the cell each would lie in (for tests)."""
        return dict(self._proposal.items)

    # --- reading the view back (tests, the controller, screen readers) ---------------------

    @property
    def theme(self) -> Theme:
        return self._theme

    @property
    def board(self) -> Board:
        return self._board

    @property
    def rack(self) -> list[Tile | None]:
        return list(self._rack)

    @property
    def table_layout(self) -> TableLayout:
        return self._layout

    def selected_slots(self) -> list[int]:
        return self._selection.slots()

    def selected_cells(self) -> list[Cell]:
        return self._selection.cells()

    def focused_spot(self) -> Spot | None:
        """The cell or slot under the keyboard focus frame."""
        return self._focus

    def focus_frame_visible(self) -> bool:
        return self._overlays.focus_visible

    def focus_region(self) -> str | None:
        """Which of the table's two Tab stops has the keyboard focus: "board", "rack" or ``None``."""
        if not self.hasFocus() or self._focus is None:
            return None
        return "board" if isinstance(self._focus, Cell) else "rack"

    def focus_frame_width(self) -> float:
        """The width in pixels of the focus frame's light line (its dark halo is wider)."""
        return self._overlays.focus_width

    def spot_center(self, spot: Spot) -> QPoint:
        """The centre of a cell or slot in viewport coordinates (for tests and tooltips)."""
        return self.mapFromScene(QPointF(self._layout.box(spot).center()))

    def tile_item(self, spot: Spot) -> QGraphicsPixmapItem | None:
        return self._tiles.get(spot)

    @property
    def motion(self) -> TileMotion:
        """The tiles of someone else's move on their way (``motion.running``, ``motion.duration_ms``)."""
        return self._motion

    @property
    def last_announcement(self) -> str:
        return self._last_announcement

    def describe_board(self) -> str:
        """The board in words, one line per row with tiles: "Row 1: Red 4, Red 5, Red 6; Black 8, ..."."""
        said = self._said_board
        if said is None or said[0] is not self._board or said[1] is not self._problems or said[2] is not self._jokers:
            # Said again only when what it says changed: a drop changes the board and the rack
            # in turn, and each would word both again.
            said = self._said_board = (self._board, self._problems, self._jokers,
                                       describe_board(self._board, self._problems, self._jokers, self._set_words))
        return said[3]

    def describe_rack(self) -> str:
        """The rack in words, row by row: "Your rack, top row: Blue 3, Joker; bottom row: empty"."""
        if self._said_rack is None or self._said_rack[0] is not self._rack:
            self._said_rack = (self._rack, describe_rack(self._rack))
        return self._said_rack[1]

    def describe_spot(self, spot: Spot) -> str:
        """What the focus frame is on, in words: "Row 3, column 5: Red 7, selected"."""
        return describe_spot(spot, self._tile_at(spot), len(self._rack) // RACK_ROWS, selected=spot in self._selection,
                             highlights=self._highlights, recent={c for c in self._recent if self._is_recent(c)},
                             joker_as=self._jokers.get(spot) if isinstance(spot, Cell) else None)

    def announce(self, text: str) -> None:
        """Have a screen reader say ``text`` now (where Qt can announce)."""
        self._last_announcement = text
        event_type = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
        if event_type is not None and QAccessible.isActive():
            QAccessible.updateAccessibility(event_type(self, text))

    # --- layout and painting ---------------------------------------------------------------

    def _fit(self, want: Window | None = None) -> TableLayout:
        size = self.viewport().size()
        return TableLayout.fit(max(size.width(), 200), max(size.height(), 150), len(self._rack) // RACK_ROWS,
                               want or self._want, largest=ZOOMED_TILE_W if self._manual is not None else None,
                               large=self._large)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._glide.stop()
        self._want = self._manual or self._auto_window()
        self._relayout()

    # --- zoom --------------------------------------------------------------------------------

    def _auto_window(self, board: Board | None = None) -> Window:
        """The cells the play uses (the hint's too) and room to grow around them."""
        cells = [cell for cell, _ in (board or self._board)]
        if self._proposal.board is not None:
            cells += [cell for cell, _ in self._proposal.board]
        return wanted_window(cells, self._large)

    def _refit(self, smooth: bool, board: Board | None = None, edit: bool = True, fresh: bool = False) -> None:
        """Zoom to what the board needs now (unless the player zoomed and every tile is in sight);
        ``edit``: the board changed by an edit of the turn, not a new board altogether; ``fresh``:
        the board was cleared for a new game, which starts at the first view whatever came before."""
        if self._drag.item is not None:
            self._fit_pending = True  # the board never moves under a dragged tile
            return
        board = board or self._board
        if fresh:
            # The last game's zoom, kept, made two players' boards start a game at different sizes.
            self._manual = None
            self._go_to(self._auto_window(board), smooth)
            return
        if self._manual is not None:
            if all(self._layout.shows(cell) for cell, _ in board) and len(board):
                return
            self._manual = None  # a tile out of sight, or a new game: fitting takes over again
        want = self._auto_window(board)
        current = self._glide.target if self._glide.running else self._layout.window
        if self._editable and edit:
            # The player's own turn: cells stay put between drags; the view only grows for a tile
            # laid at its edge (or out of sight), and zooms back in once the turn is over.
            cells = [cell for cell, _ in board]
            if self._proposal.board is not None:
                cells += [cell for cell, _ in self._proposal.board]
            grown = grown_for_edit(current, cells, self._large)
            if grown is not None:
                self._go_to(grown, smooth)
            return
        target = self._fit(want)
        if current.contains(want) and self._fit(current).tile_w >= target.tile_w * KEEP:
            return  # it fits and is nearly as large as it could be: hold still
        self._go_to(want, smooth)

    def _go_to(self, want: Window, smooth: bool) -> None:
        if smooth and self.isVisible():
            self._glide.glide(self._layout.window, self._fit(want).window)
        else:
            self._glide.stop()
            self._zoom_step(want)

    def _zoom_step(self, want: Window) -> None:
        if want == self._want and self._layout == self._fit(want):
            return
        self._want = want
        self._relayout()

    @property
    def zooming(self) -> bool:
        """Whether the board's zoom is gliding to a new window now."""
        return self._glide.running

    def zoom_in(self) -> None:
        """Larger tiles, fewer cells in sight (Ctrl+wheel up, +)."""
        self._zoom_by(1)

    def zoom_out(self) -> None:
        """Smaller tiles, more of the board (Ctrl+wheel down, −); at most the whole grid."""
        self._zoom_by(-1)

    def fit_board(self) -> None:
        """Back to the board that fits the play (0)."""
        self._manual = None
        self._go_to(self._auto_window(), smooth=True)

    def _zoom_by(self, steps: int) -> None:
        if self._drag.item is not None:
            return
        base = self._glide.target if self._glide.running else self._layout.window
        cells = [cell for cell, _ in self._board]
        if self._proposal.board is not None:
            cells += [cell for cell, _ in self._proposal.board]
        self._manual = zoomed(base, steps, bounds(cells))  # the sets in play stay in sight
        self._go_to(self._manual, smooth=True)

    def pan(self, d_rows: int, d_cols: int) -> None:
        """Move the window over the grid (the wheel; Shift+wheel sideways)."""
        if self._drag.item is not None:
            return
        self._glide.finish()
        moved = panned(self._layout.window, d_rows, d_cols)
        if moved != self._layout.window:
            self._manual = moved
            self._zoom_step(moved)

    def bring_into_sight(self, cell: Cell) -> None:
        """Pan the board so that ``cell`` shows, as a player would with the wheel (tests aim with it)."""
        if not self._layout.shows(cell):
            self._follow(cell)

    def _follow(self, cell: Cell) -> None:
        """Pan the window just far enough to bring ``cell`` into sight (the keyboard went there)."""
        self._glide.finish()
        w = self._layout.window
        d_rows = min(0, cell.row - w.row) or max(0, cell.row - (w.row + w.rows - 1))
        d_cols = min(0, cell.col - w.col) or max(0, cell.col - (w.col + w.cols - 1))
        self._manual = panned(w, d_rows, d_cols)
        self._zoom_step(self._manual)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self._wheel += delta.y()
            while abs(self._wheel) >= 120:
                step = 1 if self._wheel > 0 else -1
                self._wheel -= 120 * step
                self._zoom_by(step)
        elif delta.y() or delta.x():
            sideways = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier) or abs(delta.x()) > abs(delta.y())
            amount = delta.x() or delta.y() if sideways else delta.y()
            step = -1 if amount > 0 else 1
            self.pan(0, 2 * step) if sideways else self.pan(step, 0)
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        if isinstance(event, QNativeGestureEvent) and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            self._wheel += round(event.value() * 600)  # a pinch: about a step per sixth of a spread
            while abs(self._wheel) >= 120:
                step = 1 if self._wheel > 0 else -1
                self._wheel -= 120 * step
                self._zoom_by(step)
            return True
        return super().viewportEvent(event)

    def _relayout(self) -> None:
        self._motion.finish()  # moving tiles land first: their targets belong to the old layout
        self._layout = self._fit()
        self._scene.setSceneRect(QRectF(0, 0, self._layout.width, self._layout.height))
        self._shown.clear()
        for spot in [*self._tiles]:
            self._sync_tile(spot)
        for slot in range(len(self._rack)):
            self._sync_tile(RackSlot(slot))
        for cell, _ in self._board:
            self._sync_tile(cell)
        self._draw_highlights()
        self._draw_invalid()
        self._draw_proposal()
        self._draw_focus()
        self.zoom_buttons.place(self._layout.board_rect().top(), self.viewport().width() - ZOOM_GUTTER)
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_table(painter, self._layout, self._theme, len(self._rack))

    def _apply_theme(self, theme: Theme) -> None:
        if theme == self._theme:
            return
        self._theme = theme
        self._relayout()

    def _on_color_scheme_changed(self, scheme: Qt.ColorScheme) -> None:
        if self._follow_system:
            self._apply_theme(system_theme())

    # --- tiles -------------------------------------------------------------------------------

    def _tile_at(self, spot: Spot) -> Tile | None:
        if isinstance(spot, RackSlot):
            return self._rack[spot.index] if 0 <= spot.index < len(self._rack) else None
        return self._board[spot]

    def _mark_hint_slots(self) -> None:
        """The rack tiles the hint on show lays (those not laid yet), framed as its sets are: a
        newcomer could not tell which of the rack's tiles the hint used."""
        board = self._proposal.board
        wanted = Counter(t for cell in self._proposal.from_rack
                         if board is not None and (t := board[cell]) is not None and self._board[cell] != t)
        slots = set()
        for slot, t in enumerate(self._rack):
            if t is not None and wanted[t] > 0:
                wanted[t] -= 1
                slots.add(slot)
        if slots != self._hint_slots:
            changed, self._hint_slots = slots ^ self._hint_slots, slots
            for slot in changed:
                self._sync_tile(RackSlot(slot))

    def _look(self, spot: Spot) -> TileLook:
        selected = spot in self._selection
        if isinstance(spot, RackSlot):
            return TileLook(selected=selected, new=spot.index in self._new_slots,
                            hinted=spot.index in self._hint_slots)
        recent = self._is_recent(spot)
        return TileLook(selected=selected, recent=recent and not self.marking_chosen,
                        marked=recent and self.marking_chosen, joker_as=self._jokers.get(spot))

    def _is_recent(self, cell: Cell) -> bool:
        laid = self._recent.get(cell)
        return laid is not None and self._board[cell] == laid

    def _sync_tile(self, spot: Spot) -> QGraphicsPixmapItem | None:
        """Make the spot's item show its tile (creating, repainting or dropping it as needed)."""
        t = self._tile_at(spot)
        if t is None:
            self._drop_tile(spot)
            return None
        look = self._look(spot)
        item = self._tiles.get(spot)
        if item is None:
            item = QGraphicsPixmapItem()
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
            item.setZValue(Z_TILE)
            self._scene.addItem(item)
            self._tiles[spot] = item
        # A hint on show moves or replaces it; out of the board's window, it is out of sight.
        item.setVisible(spot not in self._proposal.hidden and self._layout.shows(spot))
        item.setOpacity(0.45 if spot in self._proposal.dimmed else 1.0)
        if item is self._drag.item:
            return item  # it stays under the pointer; the drop puts it in place
        shown = (t, look, self._layout.tile_rect(spot).width())
        if self._shown.get(spot) != shown:
            self._shown[spot] = shown
            item.setPixmap(self._tile_pixmap(t, look, isinstance(spot, RackSlot)))
            item.setToolTip(joker_words(look.joker_as) if look.joker_as is not None else "")
        if item not in self._motion:  # a moving tile is placed by its animation
            item.setPos(self._layout.item_pos(spot))
        return item

    def _tile_pixmap(self, t: Tile | None, look: TileLook, on_rack: bool) -> QtGui.QPixmap:
        dpr = self.viewport().devicePixelRatioF()
        width, height = self._layout.tile_size(on_rack)
        return self._pixmaps.pixmap(t, width, height, dpr, look, self._theme)

    def _drop_tile(self, spot: Spot) -> None:
        item = self._tiles.pop(spot, None)
        self._shown.pop(spot, None)
        if item is not None:
            self._motion.forget(item)
            if item is self._drag.item:  # the tile left while being dragged: the drag ends with it
                self._drag.end()
                self._press_spot = None
                self._show_drop_target(None)
                self.viewport().unsetCursor()
                self._end_group()
            self._followers.pop(spot, None)
            self._scene.removeItem(item)

    # --- overlays ------------------------------------------------------------------------------

    def _draw_highlights(self) -> None:
        self._overlays.draw_highlights(self._layout, self._theme, self._highlights)

    def _draw_invalid(self) -> None:
        # Under a hint on show, the board drawn is the hint's, every set valid: the player's own
        # unfinished sets are not marked there (a ring around cells the hint empties, or completes,
        # read as if the hint were wrong). Their marks come back with the hint put away.
        problems = [] if self._proposal.active else self._problems
        self._overlays.draw_invalid(self._layout, self._theme, problems, self.viewport().devicePixelRatioF())

    def _draw_proposal(self) -> None:
        before = self._proposal.hidden | self._proposal.dimmed
        self._proposal.draw(self._layout, self._theme, self._board, lambda t, look: self._tile_pixmap(t, look, False),
                            self._jokers)
        for cell in before | self._proposal.hidden | self._proposal.dimmed:
            self._sync_tile(cell)

    def _draw_focus(self) -> None:
        visible = self._keyboard_mode and self.hasFocus()
        if visible and isinstance(self._focus, Cell) and not self._layout.shows(self._focus):
            self._follow(self._focus)
        self._overlays.draw_focus(self._layout, self._theme, self._focus if visible else None)
        if not visible:
            return  # Tab comes back to where the keyboard was, not to the last click
        if isinstance(self._focus, Cell):
            self._board_spot = self._focus
        elif self._focus is not None:
            self._rack_spot = self._focus

    def _show_drop_target(self, spot: Spot | None) -> None:
        self._overlays.show_drop_target(self._layout, self._theme, [] if spot is None else [spot])

    def _show_drop_targets(self, spots: Sequence[Spot], fits: bool = True) -> None:
        self._overlays.show_drop_target(self._layout, self._theme, spots, refused=not fits)

    # --- selection -----------------------------------------------------------------------------

    def _prune_selection(self) -> None:
        if self._selection.prune(self._tile_at):
            self._selection_edited()

    def _selection_edited(self) -> None:
        selected = self._selection.spots()
        for spot in selected ^ self._painted_selection:
            self._sync_tile(spot)
        self._painted_selection = selected
        self.selection_changed.emit(self.selected_slots(), self.selected_cells())
        self.announce(describe_selection(self._selection.tiles()))

    def _can_select(self, spot: Spot) -> bool:
        """Whether the tile there can be picked (and taken up). A board tile in sight moves while a
        hint shows too (the hint gives way at its drop): a newcomer following a rearranging hint
        could not move the board's tiles at all, nor pick a set with a double-click."""
        if self._tile_at(spot) is None:
            return False
        return isinstance(spot, RackSlot) or self._board_open or (
            self._editable and self._proposal.active and spot not in self._proposal.hidden)

    def _click_tile(self, spot: Spot, modifiers: Qt.KeyboardModifier) -> None:
        if not self._can_select(spot):
            return
        self._selection.click(spot, self._tile_at, self._can_select,
                              ctrl=bool(modifiers & Qt.KeyboardModifier.ControlModifier),
                              shift=bool(modifiers & Qt.KeyboardModifier.ShiftModifier),
                              between=self._layout.spots_between)
        self._selection_edited()

    def _activate(self, spot: Spot) -> None:
        """Send the selection to a spot: a board cell takes the whole selection (the controller
        lays it from there); a rack slot takes a selected rack tile or the selected board tiles."""
        if isinstance(spot, Cell):
            if self._editable and self._proposal.active and self._board[spot] is None:
                # Following the hint by the keyboard (Enter) or a click, as a drag does: the hint
                # gives way, and stays for the rest when the tiles went where it shows them (a
                # keyboard player's Enter on the hint's cell did nothing, and nothing said why).
                self.hint_in_the_way.emit()
            if self._board_open and self._board[spot] is None:
                self.cell_activated.emit(spot)
            return
        if self.selected_cells() and self._board_open:
            self.board_tiles_returned.emit(self.selected_cells(), spot.index)
        elif len(self.selected_slots()) == 1 and not self.selected_cells():
            source = self.selected_slots()[0]
            if source != spot.index:
                self.rack_tile_rearranged.emit(source, spot.index)

    # --- mouse ---------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._keyboard_mode = False
        self._double = False
        self._press_pos = event.position()
        self._press_spot = self._layout.spot_at(self.mapToScene(event.position().toPoint()), len(self._rack))
        if self._press_spot is not None:
            self._focus = self._press_spot
        self._draw_focus()
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.mousePressEvent(event)
        self._double = event.button() == Qt.MouseButton.LeftButton  # released in place: the whole set

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not event.buttons() & Qt.MouseButton.LeftButton or self._press_spot is None:
            super().mouseMoveEvent(event)
            return
        position = event.position()
        if self._drag.item is None:
            moved = (position - self._press_pos).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            if not self._can_select(self._press_spot):  # what can be picked can be taken up
                if self._pulls_covered_tile(self._press_spot):
                    self._press_spot = None  # said once for this press
                    self.covered_tile_pulled.emit()
                return
            self._start_drag(self._press_spot)
        if self._drag.item is None:
            return
        scene_pos = self.mapToScene(position.toPoint())
        self._drag_over(scene_pos.y() > self._layout.rack_rect().top() - self._layout.pitch_y / 2)
        self._drag.follow(QPointF(scene_pos))
        self._place_followers()
        under = self._layout.spot_at(scene_pos, len(self._rack))
        if self._group is not None:
            self._show_drop_targets(*self._group_targets(self._group, under))
        else:
            self._show_drop_target(self._drop_target(self._press_spot, under))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        source = self._press_spot
        self._press_spot = None
        target = self._layout.spot_at(self.mapToScene(event.position().toPoint()), len(self._rack))
        if self._drag.item is not None and source is not None:
            group = self._group
            self._end_drag(source)
            if group is not None:
                self._drop_group(group, target)  # the group's signal alone: not the pressed tile's too
            else:
                if isinstance(target, Cell) and self._editable and self._proposal.active:
                    # The hint gives way (the controller puts it away at once) and the tile is laid: a
                    # newcomer following a hint by hand saw the tile go back.
                    self.hint_in_the_way.emit()
                if (isinstance(target, Cell) and target != source and self._board_open
                        and self._board[target] is not None):
                    self.cell_taken.emit(source, target)  # the same: why the tile went back (or room is made)
                self._drop(source, self._drop_target(source, target))
        elif source is not None and source == target and self._double:
            self._select_stretch(source)
        elif source is not None and source == target:
            self._click(source, event.modifiers())
        elif source is None and target is None:
            self.clear_selection()
        event.accept()

    def _pulls_covered_tile(self, spot: Spot) -> bool:
        """A drag on a board tile hidden under the hint's picture (it cannot move: a newcomer
        following the hint by hand pulled at it and nothing happened, nothing said why)."""
        return (isinstance(spot, Cell) and self._editable and self._proposal.active
                and spot in self._proposal.hidden and self._tile_at(spot) is not None)

    def _start_drag(self, spot: Spot) -> None:
        item = self._tiles.get(spot)
        t = self._tile_at(spot)
        if item is None or t is None:
            return
        self._motion.finish()  # the board holds still under the player's hand
        self._glide.finish()
        on_rack = isinstance(spot, RackSlot)
        grab = QPointF(self.mapToScene(self._press_pos.toPoint()))
        self._drag.start(item, t, on_rack, grab, self._tile_pixmap(t, TileLook(dragged=True), on_rack))
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        self._shown.pop(spot, None)
        picked = self._selection.ordered()
        if spot in self._selection and len(picked) > 1:
            # The selection goes along: a set picked by a double-click, or tiles picked with Ctrl or Shift.
            self._group = GroupDrag(tuple(picked), spot)
            for other in picked:
                follower = self._tiles.get(other)
                if other != spot and follower is not None:
                    follower.setZValue(Z_DRAGGED - 0.5)
                    self._followers[other] = follower
                    self._shown.pop(other, None)
            self._dress_followers()
            self._place_followers()

    def _dress_followers(self) -> None:
        """The tiles dragged along look lifted, at the size of where the group is."""
        for spot, follower in self._followers.items():
            t = self._tile_at(spot)
            if t is not None:
                follower.setPixmap(self._tile_pixmap(t, TileLook(dragged=True), self._drag.on_rack))

    def _place_followers(self) -> None:
        """The tiles dragged along keep their places around the one under the hand."""
        group, item = self._group, self._drag.item
        if group is None or item is None:
            return
        layout = self._layout
        pitch_x, pitch_y = ((layout.rack_pitch_x, layout.rack_pitch_y) if self._drag.on_rack
                            else (layout.pitch_x, layout.pitch_y))
        for spot, follower in self._followers.items():
            d_row, d_col = group.offset(spot)
            follower.setPos(item.pos() + QPointF(d_col * pitch_x, d_row * pitch_y))

    def _group_targets(self, group: GroupDrag, spot: Spot | None) -> tuple[list[Spot], bool]:
        if spot is None or (isinstance(spot, Cell) and not self._board_open):
            return [], True
        return group.targets(spot, self._board, len(self._rack))

    def _drop_group(self, group: GroupDrag, target: Spot | None) -> None:
        """The selection dropped together: on the board as it lay (board tiles alone) or as a row;
        on the rack side by side (rack tiles) or back to the rack (board tiles)."""
        if target is None or target == group.pressed:
            return
        if isinstance(target, Cell):
            if self._editable and self._proposal.active:
                self.hint_in_the_way.emit()  # the hint gives way, as for a single tile
            if not self._board_open:
                return
            if group.keeps_shape:
                self.block_moved.emit(group.board_moves(target))
            else:
                self.cell_activated.emit(group.row_start(target))
        elif group.from_board:
            self._activate(target)
        else:
            self.rack_group_rearranged.emit([spot.index for spot in group.spots if isinstance(spot, RackSlot)],
                                            group.first_slot(target.index))

    def _select_stretch(self, spot: Spot) -> None:
        """A double-click picks the whole set under it on the board, or on the rack the tiles lying
        side by side with it (a set the player has put together), so that one drag moves them all."""
        if not self._can_select(spot):
            return
        if isinstance(spot, Cell):
            placed = self._board.set_at(spot)
            spots: list[Spot] = list(placed.cells) if placed is not None else [spot]
        else:
            spots = [RackSlot(i) for i in _family_stretch(self._rack, len(self._rack) // RACK_ROWS, spot.index)]
        self._selection.replace(spots, self._tile_at)
        self._selection.anchor = spot
        self._selection_edited()

    def _drag_over(self, on_rack: bool) -> None:
        """Size the dragged tile for where it is: rack tiles are larger than board tiles."""
        drag = self._drag
        if drag.item is None or on_rack == drag.on_rack:
            return
        widths = self._layout.tile_size(drag.on_rack)[0], self._layout.tile_size(on_rack)[0]
        drag.resize(on_rack, *widths, self._tile_pixmap(drag.tile, TileLook(dragged=True), on_rack))
        self._dress_followers()
        # Drawn now, while the tile is carried, rather than in the frame that shows it dropped.
        self._tile_pixmap(drag.tile, TileLook(), on_rack)

    def _end_drag(self, source: Spot) -> None:
        """Put the dragged tile back in its place: the controller's answer moves it for real."""
        self._drag.end()
        self._show_drop_target(None)
        self.viewport().unsetCursor()
        self._sync_tile(source)
        self._end_group()
        if self._fit_pending:
            self._fit_pending = False
            self._refit(smooth=True)

    def _end_group(self) -> None:
        """The tiles dragged along go back to their places (the controller's answer moves them)."""
        followers, self._followers, self._group = self._followers, {}, None
        for spot, follower in followers.items():
            follower.setZValue(Z_TILE)
            self._sync_tile(spot)

    def _drop_target(self, source: Spot | None, spot: Spot | None) -> Spot | None:
        """The spot if a tile dragged from ``source`` may be dropped there, else ``None``."""
        if spot is None or source is None or spot == source:
            return None
        if isinstance(spot, Cell):
            return spot if self._board_open and self._board[spot] is None else None
        return spot

    def _drop(self, source: Spot, target: Spot | None) -> None:
        if target is None or target == source or (isinstance(source, Cell) and not self._board_open):
            return
        if isinstance(source, RackSlot):
            if isinstance(target, Cell):
                self.rack_tile_placed.emit(source.index, target)
            else:
                self.rack_tile_rearranged.emit(source.index, target.index)
        elif isinstance(target, Cell):
            self.board_tile_moved.emit(source, target)
        else:
            self.board_tile_returned.emit(source, target.index)

    def _click(self, spot: Spot, modifiers: Qt.KeyboardModifier) -> None:
        has_tile = self._tile_at(spot) is not None
        if has_tile:
            self._click_tile(spot, modifiers)
        elif self._selection:
            self._activate(spot)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, text = event.key(), event.text()
        if text in ("+", "=") or key == Qt.Key.Key_ZoomIn:
            self.zoom_in()
        elif text in ("-", "\u2212") or key == Qt.Key.Key_ZoomOut:
            self.zoom_out()
        elif text == "0":
            self.fit_board()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._relayout()  # moved to a screen with another scale: render the tiles afresh
        elif event.type() == QEvent.Type.LanguageChange:
            self._set_words.clear()  # worded in another language: say it all again
            self._said_board = self._said_rack = None
            self._update_description()
        elif event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            # Arrows, Space, Enter and Escape belong to the table while it has the focus.
            keys = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Space,
                    Qt.Key.Key_Return, Qt.Key.Key_Enter)
            if event.key() in keys and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                event.accept()
                return True
        return super().event(event)

    # --- accessibility -------------------------------------------------------------------------

    def _update_description(self) -> None:
        rack = "\n" + self.describe_rack() if self._rack else ""
        self.setAccessibleDescription(self.describe_board() + rack)


def _family_stretch(rack: Sequence[Tile | None], width: int, slot: int) -> range:
    """The rack slots a double-click on ``slot`` picks: the tiles lying side by side with it (up to a
    gap or the row's end); in a stretch of mixed tiles (a rack as dealt has no gaps), only those of
    its family around it: one colour, or one number, whichever reaches further (jokers go with either)."""
    row_start = slot - slot % width
    start = end = slot
    while start > row_start and rack[start - 1] is not None:
        start -= 1
    while end < row_start + width - 1 and rack[end + 1] is not None:
        end += 1
    tile = rack[slot]
    tiles = [t for t in rack[start:end + 1] if t is not None and not t.is_joker]
    if tile is None or tile.is_joker or len({t.colour for t in tiles}) <= 1 or len({t.number for t in tiles}) <= 1:
        return range(start, end + 1)

    def reach(same: Callable[[Tile], bool]) -> range:
        low = high = slot
        while low > start and ((t := rack[low - 1]) is not None and (t.is_joker or same(t))):
            low -= 1
        while high < end and ((t := rack[high + 1]) is not None and (t.is_joker or same(t))):
            high += 1
        return range(low, high + 1)

    by_colour = reach(lambda t: t.colour == tile.colour)
    by_number = reach(lambda t: t.number == tile.number)
    return by_colour if len(by_colour) >= len(by_number) else by_number
