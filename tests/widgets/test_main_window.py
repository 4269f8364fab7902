"""The main window: shows, is titled Rummi, speaks Finnish with the Finnish translator, keeps its size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt import __version__
from rummi_qt.i18n import load_translators
from rummi_qt.widgets.main_window import MainWindow


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def finnish(qapp: QApplication) -> Iterator[None]:
    translators = load_translators(QLocale("fi"))
    assert len(translators) == 2, "expected Qt's qtbase_fi.qm and our rummi_fi.qm"
    for translator in translators:
        qapp.installTranslator(translator)
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


def open_window(qtbot: QtBot, settings: QSettings) -> MainWindow:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_window_shows_what_rummi_is(qtbot: QtBot, settings: QSettings, tmp_path: Path) -> None:
    window = open_window(qtbot, settings)
    assert window.isVisible()
    assert window.windowTitle() == "Rummi"
    texts = window.welcome_texts()
    assert texts["tagline"] == "A tile-rummy game for LAN parties"
    assert "coming soon" in texts["coming"]
    assert texts["version"] == f"Version {__version__}"

    shot = tmp_path / "main_window.png"
    assert window.grab().save(str(shot))
    assert shot.stat().st_size > 0
    image = QImage(str(shot))
    assert image.size() == window.size()
    # Something was drawn: the felt, the cream tiles and the text are not one flat colour.
    colours = {image.pixel(x, image.height() // 3) for x in range(0, image.width(), 4)}
    assert len(colours) > 10


def test_window_speaks_finnish_with_the_finnish_translator(qtbot: QtBot, settings: QSettings, finnish: None) -> None:
    window = open_window(qtbot, settings)
    assert window.windowTitle() == "Rummi"
    texts = window.welcome_texts()
    assert texts["tagline"] == "Laattarommipeli LAN-bileisiin"
    assert texts["version"] == f"Versio {__version__}"


def test_window_remembers_its_geometry(qtbot: QtBot, settings: QSettings) -> None:
    first = open_window(qtbot, settings)
    first.resize(QSize(720, 530))
    qtbot.waitUntil(lambda: first.size() == QSize(720, 530))
    first.close()

    second = open_window(qtbot, settings)
    assert second.size() == QSize(720, 530)


def test_window_without_saved_geometry_opens_at_default_size(qtbot: QtBot, settings: QSettings) -> None:
    window = open_window(qtbot, settings)
    assert window.size() == QSize(960, 640)
