"""How much of the board the table shows: the cells in play with room to grow around them, or the
player's own zoom; changes of it glide (a few frames, then nothing runs)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QToolButton, QWidget

from rummi_qt.engine.board import COLUMNS, ROWS, Cell

from .table_layout import Window

ROOM = 2  # empty rows and columns kept around the sets, to lay the next ones in
MIN_ROWS = 6  # an empty or small board still shows this much grid: tiles stay tile-sized
MIN_COLS = 14
ZOOM_MS = 220
KEEP = 0.88  # a fitting window is kept while the ideal tiles are at most this much larger (no jitter)


def _span(low: int, high: int, least: int, total: int) -> tuple[int, int]:
    """First line and count of ``low..high`` grown to at least ``least`` lines, within ``total``."""
    count = high - low + 1
    if count < least:
        low -= (least - count) // 2
        count = least
    low = min(max(0, low), total - count)
    return low, min(count, total)


def wanted_window(cells: Iterable[Cell], large: bool = False) -> Window:
    """The cells in use and ``ROOM`` empty lines around them (an empty board: its top left corner);
    ``large``: larger tiles asked for, so a small board shows less grid around it."""
    cells = list(cells)
    least_rows, least_cols = (MIN_ROWS - 1, MIN_COLS - 3) if large else (MIN_ROWS, MIN_COLS)
    if not cells:
        return Window(0, 0, least_rows, least_cols)
    row, rows = _span(max(0, min(c.row for c in cells) - ROOM), min(ROWS - 1, max(c.row for c in cells) + ROOM),
                      least_rows, ROWS)
    col, cols = _span(max(0, min(c.col for c in cells) - ROOM), min(COLUMNS - 1, max(c.col for c in cells) + ROOM),
                      least_cols, COLUMNS)
    return Window(row, col, rows, cols)


def union(a: Window, b: Window) -> Window:
    """The smallest window holding both."""
    row, col = min(a.row, b.row), min(a.col, b.col)
    return Window(row, col, max(a.row + a.rows, b.row + b.rows) - row, max(a.col + a.cols, b.col + b.cols) - col)


def grown_for_edit(current: Window, cells: Iterable[Cell], large: bool = False) -> Window | None:
    """While the player lays and moves tiles, the window only grows, and only when it must: a tile
    out of sight, or on the outermost row or column in sight where the grid goes on (dropped at the
    edge: room to go on is wanted there). ``None``: hold still, so that no cell moves under the
    mouse between one drag and the next. When it grows, it holds all it showed before."""
    cells = list(cells)
    last_row, last_col = current.row + current.rows - 1, current.col + current.cols - 1

    def room(cell: Cell) -> bool:
        return (current.has(cell) and (cell.row > current.row or current.row == 0)
                and (cell.row < last_row or last_row == ROWS - 1) and (cell.col > current.col or current.col == 0)
                and (cell.col < last_col or last_col == COLUMNS - 1))

    if all(room(cell) for cell in cells):
        return None
    return union(current, wanted_window(cells, large))


def bounds(cells: Iterable[Cell]) -> Window | None:
    """The smallest window holding every cell (``None`` for none)."""
    cells = list(cells)
    if not cells:
        return None
    row, col = min(c.row for c in cells), min(c.col for c in cells)
    return Window(row, col, max(c.row for c in cells) - row + 1, max(c.col for c in cells) - col + 1)


def _kept_in_view(first: int, shown: int, low: int, count: int, total: int) -> int:
    """The first line of ``shown`` lines, moved as little as possible from ``first`` so that the
    lines ``low``… (``count`` of them) are in sight, or centred on them when they are more."""
    first = round(low + count / 2 - shown / 2) if count >= shown else min(max(first, low + count - shown), low)
    return min(max(0, first), total - shown)


def zoomed(window: Window, steps: int, keep: Window | None = None) -> Window:
    """``window`` zoomed in (``steps`` > 0) or out by two rows a step, about its centre, then moved
    just enough to keep ``keep`` (the sets in play) in sight, or centred on it when it is larger."""
    rows = min(ROWS, max(3, window.rows - 2 * steps))
    cols = min(COLUMNS, max(4, round(window.cols * rows / window.rows)))
    row, rows = _span(round(window.row + (window.rows - rows) / 2), round(window.row + (window.rows + rows) / 2) - 1,
                      rows, ROWS)
    col, cols = _span(round(window.col + (window.cols - cols) / 2), round(window.col + (window.cols + cols) / 2) - 1,
                      cols, COLUMNS)
    if keep is not None:
        row = _kept_in_view(row, rows, keep.row, keep.rows, ROWS)
        col = _kept_in_view(col, cols, keep.col, keep.cols, COLUMNS)
    return Window(row, col, rows, cols)


def panned(window: Window, d_rows: int, d_cols: int) -> Window:
    """``window`` moved over the grid, stopping at its edges."""
    row = min(max(0, window.row + d_rows), ROWS - window.rows)
    col = min(max(0, window.col + d_cols), COLUMNS - window.cols)
    return Window(row, col, window.rows, window.cols)


def between(start: Window, end: Window, t: float) -> Window:
    """The window a fraction ``t`` of the way from ``start`` to ``end``."""
    def mix(a: int, b: int) -> int:
        return round(a + (b - a) * t)
    return Window(mix(start.row, end.row), mix(start.col, end.col), max(1, mix(start.rows, end.rows)),
                  max(1, mix(start.cols, end.cols)))


class ZoomGlide(QObject):
    """Runs a change of window as a short glide: ``step`` gets each window on the way, the last
    one exactly the target; it stops when done (no timer runs while the board holds still)."""

    def __init__(self, step: Callable[[Window], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._step = step
        self._start = self._end = Window.whole()
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(ZOOM_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._on_value)
        self._animation.finished.connect(lambda: self._step(self._end))

    @property
    def running(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    @property
    def target(self) -> Window:
        return self._end

    def glide(self, start: Window, end: Window) -> None:
        self._animation.stop()
        self._start, self._end = start, end
        self._animation.start()

    def finish(self) -> None:
        """Jump to the target now (a drag begins, the view is resized)."""
        if self.running:
            self._animation.stop()
            self._step(self._end)

    def stop(self) -> None:
        self._animation.stop()

    def _on_value(self, value: object) -> None:
        if self.running:
            self._step(between(self._start, self._end, float(value)))  # type: ignore[arg-type]


def _fit_icon(size: int = 32) -> QIcon:
    """Four corner brackets: "fit the board to the view"."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#ffffff"), size * 0.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    box, arm = QRectF(size * 0.2, size * 0.2, size * 0.6, size * 0.6), size * 0.2
    for corner, dx, dy in ((box.topLeft(), 1, 1), (box.topRight(), -1, 1), (box.bottomLeft(), 1, -1),
                           (box.bottomRight(), -1, -1)):
        painter.drawLine(corner, corner + QPointF(dx * arm, 0))
        painter.drawLine(corner, corner + QPointF(0, dy * arm))
    painter.end()
    return QIcon(pixmap)


class RoundButton(QToolButton):
    """A round, dark, see-through button on the felt with a white sign or icon, darker under the
    mouse and while pressed. Painted from a picture drawn once per shade: the board's every full
    repaint (a zoom's glide, a drop) repaints the buttons over it, and a style sheet's rounded look
    cost 0.1 ms a button each time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)  # the hover shade comes and goes
        self._pictures: dict[tuple[int, str, int, float], QPixmap] = {}

    def paintEvent(self, event: QPaintEvent) -> None:
        alpha = 160 if self.isDown() else 120 if self.underMouse() else 70
        key = (alpha, self.text(), self.icon().cacheKey(), self.devicePixelRatioF())
        picture = self._pictures.get(key)
        if picture is None:
            picture = self._pictures[key] = self._picture(alpha)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        painter.end()

    def _picture(self, alpha: int) -> QPixmap:
        ratio = self.devicePixelRatioF()
        picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawEllipse(rect)
        icon, size = self.icon(), self.iconSize()
        if not icon.isNull():
            icon.paint(painter, QRect(round(rect.center().x() - size.width() / 2),
                                      round(rect.center().y() - size.height() / 2), size.width(), size.height()))
        else:
            font = QFont(self.font())
            font.setPixelSize(18)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()
        return picture

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._pictures.clear()


class ZoomButtons:
    """The board's zoom buttons, stacked in the gutter right of the board: +, − and fit. They take
    no Tab stop: the table's own keys (+, −, 0) do the same from the keyboard."""

    def __init__(self, view: QWidget, zoom_in: Callable[[], None], zoom_out: Callable[[], None],
                 fit: Callable[[], None]) -> None:
        self.zoom_in = self._button(view, "+", QCoreApplication.translate("ZoomButtons", "Zoom in"),
                                    QCoreApplication.translate("ZoomButtons", "Larger tiles (+ or Ctrl+wheel)"),
                                    zoom_in)
        self.zoom_out = self._button(view, "\u2212", QCoreApplication.translate("ZoomButtons", "Zoom out"),
                                     QCoreApplication.translate("ZoomButtons",
                                                                "More of the board (\u2212 or Ctrl+wheel)"), zoom_out)
        self.fit = self._button(view, "", QCoreApplication.translate("ZoomButtons", "Fit the board"),
                                QCoreApplication.translate("ZoomButtons",
                                                           "Show the sets in play and room around them (0)"), fit)
        self.fit.setIcon(_fit_icon())
        self.fit.setIconSize(QSize(20, 20))

    @staticmethod
    def _button(view: QWidget, text: str, name: str, tip: str, slot: Callable[[], None]) -> QToolButton:
        button = RoundButton(view)
        button.setObjectName("zoomButton")
        button.setText(text)
        button.setAccessibleName(name)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setFixedSize(30, 30)
        button.clicked.connect(slot)
        return button

    def buttons(self) -> tuple[QToolButton, ...]:
        return (self.zoom_in, self.zoom_out, self.fit)

    def place(self, top: int, left: int) -> None:
        for index, button in enumerate(self.buttons()):
            button.move(left + 5, top + index * 36)
