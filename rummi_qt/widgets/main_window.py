"""The main window: one screen at a time (start, lobby, game) over a felt-green table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
    QShortcut,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsView, QMainWindow, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from .felt import Felt
from .settings_dialog import HIGH_CONTRAST_KEY, LARGE_TILES_KEY, THEME_KEY, THEMES, SettingsDialog, flag
from .theme import DARK_THEME, LIGHT_THEME, Theme, high_contrast, style_sheet, system_theme, ui_for

__all__ = ["THEME_KEY", "MainWindow", "app_icon", "chosen_theme"]

# QSettings key of the saved window geometry.
GEOMETRY_KEY = "main_window/geometry"
DEFAULT_SIZE = QSize(960, 640)  # where no screen says how large it is
FIRST_SHARE = 0.85  # the first window takes this much of the screen's free area, each way



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


def chosen_theme(choice: str) -> Theme:
    """The table theme for a choice of "system", "light" or "dark"."""
    return {"light": LIGHT_THEME, "dark": DARK_THEME}.get(choice) or system_theme()


class MainWindow(QMainWindow):
    """Rummi's one window: the start screen, the lobby and the game, one at a time, over a felt table.
    Its geometry is remembered in ``settings`` between runs."""

    close_requested = Signal()  # the player closes the window; the app may ask first
    language_chosen = Signal(str)  # in Settings: a language code, or "system"
    # F1 on any screen: the rules at the screen's own ``help_section`` (one of the help's SECTIONS;
    # "" for the top). One key for the window, so that no two screens' F1 are ever both alive.
    help_requested = Signal(str)

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle("Rummi")  # the game's name, the same in every language
        self.setWindowIcon(app_icon())
        felt = Felt()
        self._felt = felt
        self.stack = QStackedWidget()
        layout = QVBoxLayout(felt)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.setCentralWidget(felt)
        self._confirm_close: Callable[[], bool] | None = None
        self._theme_choice = ""
        self.theme = LIGHT_THEME
        self.settings_dialog: SettingsDialog | None = None
        self.apply_theme(str(settings.value(THEME_KEY, "system")))
        QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _scheme: self._follow_system())
        self.help_key = QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), self)
        self.help_key.activated.connect(
            lambda: self.help_requested.emit(str(getattr(self.stack.currentWidget(), "help_section", ""))))
        self._restore_geometry()

    @property
    def theme_choice(self) -> str:
        return self._theme_choice

    def apply_theme(self, choice: str) -> None:
        """Dress every screen in the light or dark theme, or the system's ("system"); remembered."""
        choice = choice if choice in THEMES else "system"
        self._theme_choice = choice
        self._settings.setValue(THEME_KEY, choice)
        self.theme = chosen_theme(choice)
        ui = ui_for(self.theme)
        self._felt.ui = ui
        palette = self._felt.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor(ui.on_felt))
        self._felt.setPalette(palette)
        self.setStyleSheet(style_sheet(ui))
        self._dress_tables()
        self._felt.update()

    def _follow_system(self) -> None:
        if self._theme_choice == "system":
            self.apply_theme("system")

    def _dress_tables(self) -> None:
        """The game's table in the theme, with the tile settings (follows the system's scheme through
        :meth:`apply_theme`, as the screens do)."""
        views = self.findChildren(QGraphicsView)
        if views:  # else no table to dress, and the start screen does without the table's modules
            from .table_view import TableView

            theme = self.tile_theme
            large = flag(self._settings, LARGE_TILES_KEY)
            for table in views:
                if isinstance(table, TableView):
                    table.set_theme(theme)
                    table.set_large_tiles(large)
        for widget in self.findChildren(QWidget):  # tile pictures elsewhere (the results) read tile_theme
            widget.update()

    @property
    def tile_theme(self) -> Theme:
        """The tiles' style everywhere in this window and its dialogs (:func:`theme.tile_theme_for`):
        the window's theme, with high-contrast faces when the player asked for them."""
        return high_contrast(self.theme) if flag(self._settings, HIGH_CONTRAST_KEY) else self.theme

    def open_settings(self) -> SettingsDialog:
        """Settings in one place (language, sound, bots' pace, theme, tiles); each applies at once."""
        if self.settings_dialog is not None:
            self.settings_dialog.activateWindow()  # already open: back to it
            return self.settings_dialog
        dialog = SettingsDialog(self._settings, self)
        dialog.theme_chosen.connect(self.apply_theme)
        dialog.tiles_changed.connect(lambda _large, _contrast: self._dress_tables())
        dialog.language_chosen.connect(self.language_chosen.emit)
        dialog.sound_changed.connect(self._show_sound)
        dialog.finished.connect(self._forget_settings)
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    def _forget_settings(self) -> None:
        if self.settings_dialog is not None:
            self.settings_dialog.deleteLater()
            self.settings_dialog = None

    def _show_sound(self, on: bool) -> None:
        from PySide6.QtWidgets import QPushButton

        for button in self.findChildren(QPushButton, "soundButton"):  # the game screen's own switch
            button.setChecked(on)

    def show_screen(self, screen: QWidget) -> None:
        """Show ``screen`` (added once), replacing what was shown."""
        if self.stack.indexOf(screen) < 0:
            self.stack.addWidget(screen)
            self._dress_tables()
        self.stack.setCurrentWidget(screen)
        # A stack is as wide as its widest page, shown or not: the Finnish lobby behind a bots game
        # widened the window by itself. Only the screen on show asks for room.
        for index in range(self.stack.count()):
            page = self.stack.widget(index)
            policy = QSizePolicy.Policy.Preferred if page is screen else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)

    def drop_screen(self, screen: QWidget) -> None:
        if self.stack.indexOf(screen) >= 0:
            self.stack.removeWidget(screen)
        screen.deleteLater()

    def set_close_guard(self, guard: Callable[[], bool] | None) -> None:
        """``guard`` says whether the window may close now (it may ask the player first)."""
        self._confirm_close = guard

    def _restore_geometry(self) -> None:
        saved = self._settings.value(GEOMETRY_KEY)
        if isinstance(saved, QByteArray) and self.restoreGeometry(saved):
            return
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(DEFAULT_SIZE)
            return
        # The first time: most of the screen (a game wants room), centred, the taskbar left free.
        free = screen.availableGeometry()
        size = QSize(round(free.width() * FIRST_SHARE), round(free.height() * FIRST_SHARE))
        self.resize(size)
        self.move(free.x() + (free.width() - size.width()) // 2, free.y() + (free.height() - size.height()) // 2)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._confirm_close is not None and not self._confirm_close():
            event.ignore()
            return
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.sync()
        super().closeEvent(event)
