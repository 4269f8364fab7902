"""The main window: one screen at a time (start, lobby, game) over a felt-green table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSettings, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

# QSettings key of the saved window geometry.
GEOMETRY_KEY = "main_window/geometry"
DEFAULT_SIZE = QSize(960, 640)

# Tile colours from UI.md: distinct under common colour-blindness, each with its own glyph.
_INK = {
    "k": QColor("#1f2328"),
    "b": QColor("#1f6feb"),
    "o": QColor("#d97706"),
    "r": QColor("#cf222e"),
}
_CREAM = QColor("#fbf5e6")
_FELT_CENTRE = QColor("#2f7a4f")
_FELT_EDGE = QColor("#173f2a")
_TEXT_ON_FELT = QColor("#f6f1e3")


@dataclass(frozen=True)
class _Face:
    colour: str  # notation letter: k, b, o, r
    number: int


# A run (b3 b4 b5) and a group (k7 o7 r7): what a player lays down.
_PREVIEW_SETS: tuple[tuple[_Face, ...], ...] = (
    (_Face("b", 3), _Face("b", 4), _Face("b", 5)),
    (_Face("k", 7), _Face("o", 7), _Face("r", 7)),
)


def _glyph_path(colour: str, centre: QPointF, size: float) -> QPainterPath:
    """The colour's shape (black circle, blue square, orange triangle, red diamond)."""
    half = size / 2
    path = QPainterPath()
    if colour == "k":
        path.addEllipse(centre, half, half)
    elif colour == "b":
        path.addRect(QRectF(centre.x() - half * 0.9, centre.y() - half * 0.9, half * 1.8, half * 1.8))
    elif colour == "o":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - half),
                    QPointF(centre.x() + half * 1.1, centre.y() + half * 0.85),
                    QPointF(centre.x() - half * 1.1, centre.y() + half * 0.85),
                ]
            )
        )
        path.closeSubpath()
    else:
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - half * 1.1),
                    QPointF(centre.x() + half * 0.8, centre.y()),
                    QPointF(centre.x(), centre.y() + half * 1.1),
                    QPointF(centre.x() - half * 0.8, centre.y()),
                ]
            )
        )
        path.closeSubpath()
    return path


def _paint_tile(painter: QPainter, rect: QRectF, face: _Face) -> None:
    radius = rect.width() * 0.14
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(rect.width() * 0.04, rect.width() * 0.06), radius, radius)
    painter.setBrush(_CREAM)
    painter.setPen(QColor("#d9cfb8"))
    painter.drawRoundedRect(rect, radius, radius)

    ink = _INK[face.colour]
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(1, round(rect.height() * 0.42)))
    painter.setFont(font)
    painter.setPen(ink)
    number_rect = QRectF(rect.left(), rect.top() + rect.height() * 0.08, rect.width(), rect.height() * 0.55)
    painter.drawText(number_rect, Qt.AlignmentFlag.AlignCenter, str(face.number))

    glyph_centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.75)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(_glyph_path(face.colour, glyph_centre, rect.width() * 0.26))


def _tile_icon() -> QIcon:
    pixmap = QPixmap(64, 64)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_tile(painter, QRectF(10, 4, 42, 54), _Face("r", 7))
    painter.end()
    return QIcon(pixmap)


class _TilePreview(QWidget):
    """A few example tiles, drawn once per paint; nothing animates."""

    _TILE = QSize(54, 72)
    _GAP = 6
    _SET_GAP = 34

    def sizeHint(self) -> QSize:
        tiles = sum(len(tile_set) for tile_set in _PREVIEW_SETS)
        width = tiles * self._TILE.width() + (tiles - len(_PREVIEW_SETS)) * self._GAP
        width += (len(_PREVIEW_SETS) - 1) * self._SET_GAP
        return QSize(width + 8, self._TILE.height() + 10)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = (self.width() - self.sizeHint().width()) / 2 + 4
        y = (self.height() - self._TILE.height()) / 2 - 2
        for tile_set in _PREVIEW_SETS:
            for face in tile_set:
                _paint_tile(painter, QRectF(x, y, self._TILE.width(), self._TILE.height()), face)
                x += self._TILE.width() + self._GAP
            x += self._SET_GAP - self._GAP
        painter.end()


class _Felt(QWidget):
    """The table cloth behind the page: a soft radial gradient, repainted only when exposed."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0.0, _FELT_CENTRE)
        gradient.setColorAt(1.0, _FELT_EDGE)
        painter.fillRect(rect, gradient)
        painter.end()


def _centred(widget: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget, 100)
    row.addStretch(1)
    return row


class MainWindow(QMainWindow):
    """Rummi's one window: the start screen, the lobby and the game, one at a time, over a felt table.
    Its geometry is remembered in ``settings`` between runs."""

    close_requested = Signal()  # the player closes the window; the app may ask first

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle("Rummi")  # the game's name, the same in every language
        self.setWindowIcon(_tile_icon())
        felt = _Felt()
        palette = felt.palette()
        palette.setColor(QPalette.ColorRole.WindowText, _TEXT_ON_FELT)
        felt.setPalette(palette)
        self.stack = QStackedWidget()
        layout = QVBoxLayout(felt)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.setCentralWidget(felt)
        self._confirm_close: Callable[[], bool] | None = None
        self._restore_geometry()

    def show_screen(self, screen: QWidget) -> None:
        """Show ``screen`` (added once), replacing what was shown."""
        if self.stack.indexOf(screen) < 0:
            self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)

    def drop_screen(self, screen: QWidget) -> None:
        if self.stack.indexOf(screen) >= 0:
            self.stack.removeWidget(screen)
        screen.deleteLater()

    def set_close_guard(self, guard: Callable[[], bool] | None) -> None:
        """``guard`` says whether the window may close now (it may ask the player first)."""
        self._confirm_close = guard

    def _restore_geometry(self) -> None:
        saved = self._settings.value(GEOMETRY_KEY)
        if not (isinstance(saved, QByteArray) and self.restoreGeometry(saved)):
            self.resize(DEFAULT_SIZE)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._confirm_close is not None and not self._confirm_close():
            event.ignore()
            return
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.sync()
        super().closeEvent(event)
