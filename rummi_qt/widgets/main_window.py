"""The main window: one screen at a time (start, lobby, game) over a felt-green table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSettings, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QIcon,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QVBoxLayout, QWidget

# QSettings key of the saved window geometry.
GEOMETRY_KEY = "main_window/geometry"
DEFAULT_SIZE = QSize(960, 640)

_FELT_CENTRE = QColor("#2f7a4f")
_FELT_EDGE = QColor("#173f2a")
_TEXT_ON_FELT = QColor("#f6f1e3")


# The game's one icon (a red 7 tile on felt); the packages' .png, .ico and .icns are rendered from it.
ICON_SVG = Path(__file__).resolve().parent.parent / "resources" / "icons" / "rummi.svg"


def app_icon() -> QIcon:
    """The window's icon, drawn from the SVG at the sizes title bars, task bars and docks use."""
    renderer = QSvgRenderer(str(ICON_SVG))
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


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


class MainWindow(QMainWindow):
    """Rummi's one window: the start screen, the lobby and the game, one at a time, over a felt table.
    Its geometry is remembered in ``settings`` between runs."""

    close_requested = Signal()  # the player closes the window; the app may ask first

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle("Rummi")  # the game's name, the same in every language
        self.setWindowIcon(app_icon())
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
