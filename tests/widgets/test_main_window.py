"""The main window: shows, is titled Rummi, speaks Finnish with the Finnish translator, keeps its size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.i18n import load_translators
from rummi_qt.session import AppSession
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.start_screen import StartScreen


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


def open_window(qtbot: QtBot, settings: QSettings, tmp_path: Path | None = None) -> MainWindow:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    AppSession(window, settings, data_dir=tmp_path, discovery=False)
    window.show()
    qtbot.waitExposed(window)
    return window


def start_screen(window: MainWindow) -> StartScreen:
    screen = window.stack.currentWidget()
    assert isinstance(screen, StartScreen)
    return screen


def test_window_opens_on_the_start_screen(qtbot: QtBot, settings: QSettings, tmp_path: Path) -> None:
    window = open_window(qtbot, settings, tmp_path)
    assert window.isVisible()
    assert window.windowTitle() == "Rummi"
    start = start_screen(window)
    assert start.host_button.text() == "&Host a table"
    assert start.bots_button.text() == "Play against &bots"
    assert start.address_button.text() == "Join by &address…"

    shot = tmp_path / "main_window.png"
    assert window.grab().save(str(shot))
    image = QImage(str(shot))
    assert image.size() == window.size()
    colours = {image.pixel(x, image.height() // 3) for x in range(0, image.width(), 4)}
    assert len(colours) > 10


def test_window_speaks_finnish_with_the_finnish_translator(
    qtbot: QtBot, settings: QSettings, finnish: None, tmp_path: Path
) -> None:
    window = open_window(qtbot, settings, tmp_path)
    assert window.windowTitle() == "Rummi"
    start = start_screen(window)
    assert start.host_button.text() == "&Avaa pöytä"
    assert start.bots_button.text() == "Pelaa &botteja vastaan"


def test_the_player_name_is_remembered(qtbot: QtBot, settings: QSettings, tmp_path: Path) -> None:
    window = open_window(qtbot, settings, tmp_path)
    start = start_screen(window)
    start.name_edit.setText("Anna")
    start.name_edit.editingFinished.emit()
    window.close()
    again = open_window(qtbot, settings, tmp_path)
    assert start_screen(again).player_name() == "Anna"


def test_window_remembers_its_geometry(qtbot: QtBot, settings: QSettings, tmp_path: Path) -> None:
    first = open_window(qtbot, settings, tmp_path)
    first.resize(QSize(720, 530))
    qtbot.waitUntil(lambda: first.size() == QSize(720, 530))
    first.close()

    second = open_window(qtbot, settings, tmp_path)
    assert second.size() == QSize(720, 530)


def test_window_without_saved_geometry_opens_at_85_percent_of_the_free_screen(
    qtbot: QtBot, settings: QSettings, tmp_path: Path
) -> None:
    window = open_window(qtbot, settings, tmp_path)
    free = window.screen().availableGeometry()
    assert abs(window.width() - free.width() * 0.85) <= 1 and abs(window.height() - free.height() * 0.85) <= 1
    assert free.contains(window.frameGeometry().center())


def test_a_screen_not_on_show_never_widens_the_window(qtbot: QtBot, settings: QSettings) -> None:
    """The stack counted every page's minimum: a Finnish lobby behind a bots game widened the window."""
    from PySide6.QtWidgets import QLabel

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    lobby, game = QLabel("Lobby"), QLabel("Game")
    window.show_screen(lobby)
    window.show_screen(game)
    lobby.setText("Virallinen rangaistus " * 60)  # the page behind grows
    game.setText("Game 1 / 4")  # and the screen on show lays itself out again
    for _ in range(5):  # each layout asks its parent on the next pass of the event loop
        QApplication.processEvents()
    assert window.width() == 800
    window.show_screen(lobby)  # on show, it may ask for its room again
    qtbot.waitUntil(lambda: window.width() > 800, timeout=2000)
