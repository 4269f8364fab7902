"""The About box: the game's version (the one in ``rummi_qt/__init__.py``, as ``rummi --version``
and the package names show it), what it runs on, and where it keeps its settings and saves."""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QSettings, Qt, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from rummi_qt import __version__
from rummi_qt.network.appdata import app_data_folder

from .main_window import app_icon


def settings_place(settings: QSettings) -> str:
    """Where ``settings`` live: a file, or on Windows a registry key."""
    return settings.fileName()


class AboutBox(QMessageBox):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutBox")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("About Rummi"))
        self.setIconPixmap(app_icon().pixmap(64, 64))
        saves = app_data_folder()
        lines = [
            f"<h3>Rummi {html.escape(__version__)}</h3>",
            "<p>" + self.tr("A tile-rummy game for LAN parties.") + "</p>",
            "<p>" + self.tr("Settings: %1").replace("%1", html.escape(settings_place(settings))) + "<br>"
            + self.tr("Saved games: %1").replace("%1", html.escape(str(saves))) + "</p>",
            "<p><small>" + self.tr("Python %1, Qt %2 (PySide6 %3)").replace("%1", platform.python_version())
            .replace("%2", qVersion()).replace("%3", pyside_version) + "</small></p>",
        ]
        self.setText("".join(lines))
        self.setStandardButtons(QMessageBox.StandardButton.Close)
