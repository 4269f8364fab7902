"""Where the board's cells and the rack's slots lie in the table view, and the painted table."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QLinearGradient, QPainter, QPen, QPixmap, QRadialGradient

from rummi_qt.engine.board import COLUMNS, ROWS, Cell

from .theme import Theme
from .tiles import TILE_ASPECT, tile_margin

RACK_ROWS = 2
MIN_RACK_WIDTH = 20
MIN_TILE_W = 8
MAX_TILE_W = 64  # board tiles stop growing here (a board of one set would be all tile otherwise)
ZOOMED_TILE_W = 110  # the player's own zoom goes this far
MAX_RACK_TILE_W = 60
RACK_SHARE = 0.30  # at most this part of the view's height goes to the rack
LARGE = 1.25  # "Larger tiles": the rack's limits grow by this much, and the board shows fewer cells
ZOOM_GUTTER = 40  # right of the board: the zoom buttons
MARGIN = 8
RACK_FLOOR = 0.9  # the rack gives up at most this share of its width to the board's room


@dataclass(frozen=True, slots=True)
class RackSlot:
    """A place on the rack, counted row by row from the top left (slot ``width`` starts row 2)."""

    index: int


Spot = Cell | RackSlot


@dataclass(frozen=True, slots=True)
class Window:
    """A rectangle of the board's grid: ``rows`` × ``cols`` cells from (``row``, ``col``)."""

    row: int
    col: int
    rows: int
    cols: int

    @staticmethod
    def whole() -> Window:
        return Window(0, 0, ROWS, COLUMNS)

    def contains(self, other: Window) -> bool:
        return (self.row <= other.row and self.col <= other.col and other.row + other.rows <= self.row + self.rows
                and other.col + other.cols <= self.col + self.cols)

    def has(self, cell: Cell) -> bool:
        return self.row <= cell.row < self.row + self.rows and self.col <= cell.col < self.col + self.cols


# The board the rack's size leaves room for: six rows of sets with two empty rows and columns around.
FULL_BOARD = Window(0, 0, 10, 24)


def _place(centre: float, shown: int, total: int) -> int:
    """The first of ``shown`` lines around ``centre``, kept within ``total``."""
    return min(max(0, round(centre - shown / 2)), total - shown)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Integer pixel geometry: tiles are drawn unscaled, so they stay crisp at every window size.

    The board shows a window of its grid (``window``): the cells the play uses and room around
    them, as large as the view allows; the rest of the grid is there by zooming out or panning.
    Every cell is a box of ``pitch_x`` × ``pitch_y`` pixels holding a ``tile_w`` × ``tile_h``
    tile; the rack's slots are sized on their own (the player's own tiles are the ones looked at
    most). A press anywhere in a box counts as that cell or slot.
    """

    width: int
    height: int
    rack_width: int
    tile_w: int
    tile_h: int
    pitch_x: int
    pitch_y: int
    rack_tile_w: int
    rack_tile_h: int
    rack_pitch_x: int
    rack_pitch_y: int
    board_x: int
    board_y: int
    rack_x: int
    rack_y: int
    rack_pad: int
    label_w: int
    window: Window = Window(0, 0, ROWS, COLUMNS)

    @staticmethod
    def fit(width: int, height: int, rack_width: int = MIN_RACK_WIDTH, want: Window | None = None,
            largest: int | None = None, large: bool = False) -> TableLayout:
        """The largest tiles with which the cells of ``want`` (default: the whole grid) and the rack
        fit into ``width`` × ``height``, the board's window then grown to fill the room; ``rack_width``
        0: no rack at all (an onlooker's table), the board alone. Board tiles stay a little smaller
        than the rack's (the player's own are looked at most), or at most ``largest`` pixels wide.
        ``large``: the player asked for larger tiles (the rack takes more of the height)."""
        want = want or Window.whole()
        if not rack_width:
            return TableLayout._with_rack(width, height, 0, 0, want, largest or MAX_TILE_W, large)
        # Board tiles grow to a little less than the rack's (more with "Larger tiles"), or to
        # ``largest`` when the player zooms.
        rack_w = TableLayout.rack_tile_width(width, height, rack_width, large)
        widest = TableLayout._widest_rack(width, rack_width, large)
        largest = largest or (round(widest * 1.15) if large else min(round(widest * 0.92), round(rack_w * 0.96)))
        return TableLayout._with_rack(width, height, rack_width, rack_w, want, largest, large)

    @staticmethod
    def _widest_rack(width: int, rack_width: int, large: bool) -> int:
        """The rack's tiles as large as the view's width allows."""
        return min(round(MAX_RACK_TILE_W * (LARGE if large else 1)),
                   int((width - 2 * MARGIN) / (rack_width * 1.07 + 0.5)))

    @staticmethod
    def rack_tile_width(width: int, height: int, rack_width: int, large: bool = False) -> int:
        """The rack's tile width for a view of ``width`` × ``height``: as wide as the view allows
        and at most RACK_SHARE of its height, a little smaller where that lets a full board (six
        rows of sets with room around them) keep readable tiles. It depends on the view alone, never
        on what the board holds: the player's own tiles keep their size and place while the board
        fills up, zooms, or is dragged on. "Larger tiles" never makes it smaller."""
        rack_w = TableLayout._widest_rack(width, rack_width, large)
        best = TableLayout._with_rack(width, height, rack_width, rack_w, FULL_BOARD, None, large)
        if large:  # the player asked for large tiles: the rack keeps all the room it can have
            return best.rack_tile_w
        floor = max(MIN_TILE_W, round(rack_w * RACK_FLOOR))
        while best.rack_tile_w > floor and best.tile_w < round(best.rack_tile_w * 0.92):
            trial = TableLayout._with_rack(width, height, rack_width, best.rack_tile_w - 1, FULL_BOARD, None, False)
            if trial.tile_w < best.tile_w:
                break
            best = trial
        return best.rack_tile_w

    @staticmethod
    def _with_rack(width: int, height: int, rack_width: int, rack_tile_w: int, want: Window,
                   largest: int | None, large: bool) -> TableLayout:
        rack_rows = RACK_ROWS if rack_width else 0
        rack_tile_h = rack_pitch_x = rack_pitch_y = rack_pad = band = rack_block = 0
        if rack_rows:
            while True:
                rack_tile_h = round(rack_tile_w * TILE_ASPECT)
                rack_gap = max(2, round(rack_tile_w * 0.07))
                rack_pitch_x, rack_pitch_y = rack_tile_w + rack_gap, rack_tile_h + rack_gap
                rack_pad = max(4, round(rack_tile_w * 0.18))
                rack_block = rack_rows * rack_pitch_y + 2 * rack_pad
                if rack_block <= height * RACK_SHARE * (LARGE if large else 1) or rack_tile_w <= MIN_TILE_W:
                    break
                rack_tile_w -= 1
            band = max(6, round(rack_tile_h * 0.1))
        avail_h = max(1, height - 2 * MARGIN - rack_block - band)
        # Larger tiles: the board's may outgrow the rack's (a rack as wide as the view can grow no more).
        tile_w = largest or (round(rack_tile_w * (1.15 if large else 0.92)) if rack_rows
                             else round(MAX_TILE_W * (LARGE if large else 1)))
        while True:
            gap = max(2, round(tile_w * 0.07))
            tile_h = round(tile_w * TILE_ASPECT)
            pitch_x, pitch_y = tile_w + gap, tile_h + gap
            label = max(10, round(tile_w * 0.45))  # the row numbers left of the board
            side = label + 2 * gap + 2
            avail_w = width - 2 * MARGIN - side - ZOOM_GUTTER
            if (want.cols * pitch_x <= avail_w and want.rows * pitch_y <= avail_h) or tile_w <= MIN_TILE_W:
                break
            tile_w -= 1
        cols = max(1, min(COLUMNS, avail_w // pitch_x))
        rows = max(1, min(ROWS, avail_h // pitch_y))
        window = Window(_place(want.row + want.rows / 2, rows, ROWS), _place(want.col + want.cols / 2, cols, COLUMNS),
                        rows, cols)
        board_x = MARGIN + side + (avail_w - cols * pitch_x) // 2
        board_y = MARGIN + (avail_h - rows * pitch_y) // 2
        rack_x = (width - rack_width * rack_pitch_x) // 2
        rack_y = MARGIN + avail_h + band + rack_pad
        return TableLayout(width, height, rack_width, tile_w, tile_h, pitch_x, pitch_y, rack_tile_w, rack_tile_h,
                           rack_pitch_x, rack_pitch_y, board_x, board_y, rack_x, rack_y, rack_pad, label, window)

    def shows(self, spot: Spot) -> bool:
        """Whether a spot is in sight: every rack slot, and the board's cells in its window."""
        return isinstance(spot, RackSlot) or self.window.has(spot)

    def board_rect(self) -> QRect:
        """The board's cells in sight, as one rectangle."""
        w = self.window
        return QRect(self.board_x, self.board_y, w.cols * self.pitch_x, w.rows * self.pitch_y)

    # --- boxes ------------------------------------------------------------------------------

    @property
    def gap(self) -> int:
        return self.pitch_x - self.tile_w

    @property
    def rack_gap(self) -> int:
        return self.rack_pitch_x - self.rack_tile_w

    def cell_box(self, cell: Cell) -> QRect:
        return QRect(self.board_x + (cell.col - self.window.col) * self.pitch_x,
                     self.board_y + (cell.row - self.window.row) * self.pitch_y, self.pitch_x, self.pitch_y)

    def slot_box(self, slot: int) -> QRect:
        row, col = divmod(slot, self.rack_width)
        return QRect(self.rack_x + col * self.rack_pitch_x, self.rack_y + row * self.rack_pitch_y,
                     self.rack_pitch_x, self.rack_pitch_y)

    def box(self, spot: Spot) -> QRect:
        return self.slot_box(spot.index) if isinstance(spot, RackSlot) else self.cell_box(spot)

    def tile_size(self, on_rack: bool) -> tuple[int, int]:
        return (self.rack_tile_w, self.rack_tile_h) if on_rack else (self.tile_w, self.tile_h)

    def tile_rect(self, spot: Spot) -> QRect:
        """Where a tile's face lies in its box."""
        box = self.box(spot)
        on_rack = isinstance(spot, RackSlot)
        half = (self.rack_gap if on_rack else self.gap) // 2
        width, height = self.tile_size(on_rack)
        return QRect(box.x() + half, box.y() + half, width, height)

    def item_pos(self, spot: Spot) -> QPointF:
        """Where a tile's pixmap rests on a spot: its margin (shadow, ring) around the face."""
        rect = self.tile_rect(spot)
        margin = tile_margin(rect.width())
        return QPointF(rect.x() - margin, rect.y() - margin)

    def rack_rect(self) -> QRect:
        """The wooden rack around the slots."""
        pad = self.rack_pad
        return QRect(self.rack_x - pad, self.rack_y - pad, self.rack_width * self.rack_pitch_x + 2 * pad,
                     RACK_ROWS * self.rack_pitch_y + 2 * pad)

    def spot_at(self, point: QPointF, slots: int) -> Spot | None:
        """The cell or rack slot (one of the first ``slots``) under a point, if any."""
        x, y = point.x(), point.y()
        col = math.floor((x - self.board_x) / self.pitch_x)
        row = math.floor((y - self.board_y) / self.pitch_y)
        if 0 <= row < self.window.rows and 0 <= col < self.window.cols:
            return Cell(row + self.window.row, col + self.window.col)
        col = math.floor((x - self.rack_x) / self.rack_pitch_x)
        row = math.floor((y - self.rack_y) / self.rack_pitch_y)
        if 0 <= row < RACK_ROWS and 0 <= col < self.rack_width:
            slot = row * self.rack_width + col
            return RackSlot(slot) if slot < slots else None
        return None

    def step(self, spot: Spot, d_row: int, d_col: int) -> Spot:
        """The spot an arrow key moves the focus to: within the board or the rack, stopping at
        their edges (the view pans to follow), and from the board's last row to the rack's top row (nearest
        column), back up to the last row in sight."""
        w = self.window
        if isinstance(spot, Cell):
            row, col = spot.row + d_row, spot.col + d_col
            if row >= ROWS and self.rack_width:
                return RackSlot(self._rack_column(self.cell_box(spot).center().x()))
            return Cell(min(max(row, 0), ROWS - 1), min(max(col, 0), COLUMNS - 1))
        row, col = divmod(spot.index, self.rack_width)
        row, col = row + d_row, min(max(col + d_col, 0), self.rack_width - 1)
        if row < 0:
            return Cell(w.row + w.rows - 1, self._board_column(self.slot_box(spot.index).center().x()))
        return RackSlot(min(row, RACK_ROWS - 1) * self.rack_width + col)

    def spots_between(self, start: Spot, end: Spot) -> list[Spot]:
        """A shift-click's range: rack slots in slot order, or cells along one row (else just ``end``)."""
        if isinstance(start, RackSlot) and isinstance(end, RackSlot):
            low, high = sorted((start.index, end.index))
            return [RackSlot(s) for s in range(low, high + 1)]
        if isinstance(start, Cell) and isinstance(end, Cell) and start.row == end.row:
            low, high = sorted((start.col, end.col))
            return [Cell(start.row, c) for c in range(low, high + 1)]
        return [end]

    def _board_column(self, x: float) -> int:
        return self.window.col + min(self.window.cols - 1, max(0, math.floor((x - self.board_x) / self.pitch_x)))

    def _rack_column(self, x: float) -> int:
        return min(self.rack_width - 1, max(0, math.floor((x - self.rack_x) / self.rack_pitch_x)))


# --- the painted table ---------------------------------------------------------------------------


_GRAIN: dict[str, QImage] = {}


def _felt_grain(theme: Theme) -> QImage:
    """A small tile of speckles that makes flat green read as cloth (seeded: the same every run)."""
    if theme.name in _GRAIN:
        return _GRAIN[theme.name]
    size = 96
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    rng = random.Random(20240611)
    for _ in range(size * size // 6):
        x, y = rng.randrange(size), rng.randrange(size)
        light = rng.random() < 0.5
        alpha = rng.randrange(6, 18) if theme.name.startswith("light") else rng.randrange(4, 12)
        value = 255 if light else 0
        image.setPixelColor(x, y, QColor(value, value, value, alpha))
    _GRAIN[theme.name] = image
    return image


def _stamp(width: int, height: int, dpr: float, draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
    """Something drawn once into a pixmap, to be stamped many times (420 antialiased cells drawn
    one by one take 35 ms; stamped, about 1)."""
    pixmap = QPixmap(math.ceil(width * dpr), math.ceil(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, QRectF(0, 0, width, height))
    painter.end()
    return pixmap


def _rounded(fill: QColor, line: QColor | None, radius: float) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(line, 1.0) if line is not None else Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    return draw


def paint_table(painter: QPainter, layout: TableLayout, theme: Theme, rack_slots: int) -> None:
    """The felt, the board's cells, its row numbers and the wooden rack: everything that stays put
    (the view caches it, so this runs only after a resize or a theme change)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    whole = QRectF(0, 0, layout.width, layout.height)
    # The felt's soft light, drawn at a quarter of the size and scaled up: a smooth gradient loses
    # nothing, and it takes a tenth of the time.
    small = QImage(max(1, layout.width // 4), max(1, layout.height // 4), QImage.Format.Format_RGB32)
    glow = QRadialGradient(QPointF(small.width() / 2, small.height() * 0.38), max(small.width(), small.height()) * 0.75)
    glow.setColorAt(0.0, QColor(theme.felt_centre))
    glow.setColorAt(1.0, QColor(theme.felt_edge))
    glow_painter = QPainter(small)
    glow_painter.fillRect(small.rect(), glow)
    glow_painter.end()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(whole, small)
    painter.restore()
    painter.fillRect(whole, QBrush(_felt_grain(theme)))

    cell = _stamp(layout.tile_w, layout.tile_h, dpr,
                  _rounded(QColor(theme.cell_fill), QColor(theme.cell_line), layout.tile_w * 0.14))
    window = layout.window
    for row in range(window.row, window.row + window.rows):
        for col in range(window.col, window.col + window.cols):
            painter.drawPixmap(layout.tile_rect(Cell(row, col)).topLeft(), cell)

    font = QFont()
    font.setPixelSize(max(8, round(layout.tile_h * 0.24)))
    painter.setFont(font)
    painter.setPen(QColor(theme.board_label))
    for row in range(window.row, window.row + window.rows):
        rect = QRectF(layout.tile_rect(Cell(row, window.col)))
        rect = QRectF(rect.left() - layout.label_w - 2 * layout.gap - 2, rect.top(), layout.label_w, rect.height())
        painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(row + 1))

    _paint_more(painter, layout)
    if layout.rack_width:
        _paint_rack(painter, layout, theme, rack_slots)


def _paint_rack(painter: QPainter, layout: TableLayout, theme: Theme, rack_slots: int) -> None:
    rack = QRectF(layout.rack_rect())
    radius = layout.rack_pad * 1.4
    # The rack's own shadow on the felt.
    painter.setPen(Qt.PenStyle.NoPen)
    for step in range(5):
        grow = layout.rack_pad * 0.5 * (1 - step / 5)
        painter.setBrush(QColor(0, 0, 0, 18 + step * 6))
        painter.drawRoundedRect(rack.adjusted(-grow, -grow * 0.3, grow, grow * 1.6).translated(0, 3),
                                radius + grow, radius + grow)
    wood = QLinearGradient(rack.topLeft(), rack.bottomLeft())
    wood.setColorAt(0.0, QColor(theme.rack_top))
    wood.setColorAt(1.0, QColor(theme.rack_bottom))
    painter.setBrush(QBrush(wood))
    painter.setPen(QPen(QColor(theme.rack_edge), 1.2))
    painter.drawRoundedRect(rack.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    # Fine grain lines along the wood.
    grain_rng = random.Random(7)
    for _ in range(int(rack.height() / 3)):
        y = rack.top() + 3 + grain_rng.random() * (rack.height() - 6)
        shade = QColor(0, 0, 0, grain_rng.randrange(10, 26)) if grain_rng.random() < 0.6 else QColor(255, 255, 255, 14)
        painter.setPen(QPen(shade, 1.0))
        x0 = rack.left() + radius + grain_rng.random() * rack.width() * 0.3
        x1 = rack.right() - radius - grain_rng.random() * rack.width() * 0.3
        painter.drawLine(QPointF(x0, y), QPointF(x1, y + grain_rng.uniform(-1.5, 1.5)))
    # A light lip on the top edge and a ledge between the rows.
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1.0))
    painter.drawLine(QPointF(rack.left() + radius, rack.top() + 1.5), QPointF(rack.right() - radius, rack.top() + 1.5))
    ledge_y = layout.rack_y + layout.rack_pitch_y - layout.rack_gap / 2 + layout.rack_tile_h * 0.02 + layout.rack_gap
    painter.setPen(QPen(QColor(0, 0, 0, 60), 1.0))
    painter.drawLine(QPointF(rack.left() + layout.rack_pad, ledge_y - 1),
                     QPointF(rack.right() - layout.rack_pad, ledge_y - 1))
    painter.setPen(QPen(QColor(255, 255, 255, 40), 1.0))
    painter.drawLine(QPointF(rack.left() + layout.rack_pad, ledge_y), QPointF(rack.right() - layout.rack_pad, ledge_y))
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    slot_face = _stamp(layout.rack_tile_w, layout.rack_tile_h, dpr,
                       _rounded(QColor(theme.rack_slot), None, layout.rack_tile_w * 0.14))
    for slot in range(rack_slots):
        painter.drawPixmap(layout.tile_rect(RackSlot(slot)).topLeft(), slot_face)


def _paint_more(painter: QPainter, layout: TableLayout) -> None:
    """A small chevron on each side of the board that has more grid beyond the window."""
    w, board = layout.window, QRectF(layout.board_rect())
    size = max(5.0, layout.gap * 1.6)
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.5, size * 0.35), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    centre = board.center()
    marks = []
    if w.row > 0:
        marks.append((QPointF(centre.x(), board.top() - size * 0.3), 0, -1))
    if w.row + w.rows < ROWS:
        marks.append((QPointF(centre.x(), board.bottom() + size * 0.3), 0, 1))
    if w.col > 0:
        marks.append((QPointF(board.left() - layout.label_w - 3 * layout.gap - size * 0.4, centre.y()), -1, 0))
    if w.col + w.cols < COLUMNS:
        marks.append((QPointF(board.right() + size * 0.6, centre.y()), 1, 0))
    for tip, dx, dy in marks:
        # A "v" pointing outwards: two strokes from the base to the tip.
        base = QPointF(tip.x() - dx * size * 0.5, tip.y() - dy * size * 0.5)
        across = QPointF(dy * size * 0.6, dx * size * 0.6)
        painter.drawPolyline([base + across, tip, base - across])
