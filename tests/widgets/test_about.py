"""The About box, from the start screen: the one version, and where settings and saves are kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt import __version__
from rummi_qt.session import AppSession
from rummi_qt.widgets.about import AboutBox
from rummi_qt.widgets.main_window import MainWindow


def test_about_on_the_start_screen_shows_the_version_and_where_things_are_kept(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    session = AppSession(window, settings, data_dir=tmp_path, discovery=False)
    window.show()
    session.start.about_button.click()
    qtbot.waitUntil(lambda: any(isinstance(w, AboutBox) and w.isVisible() for w in QApplication.topLevelWidgets()))
    (box,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, AboutBox) and w.isVisible()]
    assert f"Rummi {__version__}" in box.text()
    assert str(tmp_path / "rummi.ini") in box.text()
    assert box.windowTitle() == "About Rummi"
    box.close()
