"""Settings in one place: each choice applies at once and is remembered under the key the rest of
the app reads (the bot dialog's pace, the game screen's sound, the language box's language)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from rummi_qt.engine.board import Board, Cell
from rummi_qt.engine.tiles import parse_tiles
from rummi_qt.i18n import LANGUAGE_KEY
from rummi_qt.widgets.bot_game_dialog import remembered_pace
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.meld_dialog import MeldDialog
from rummi_qt.widgets.scoreboard import RackTiles
from rummi_qt.widgets.settings_dialog import HIGH_CONTRAST_KEY, LARGE_TILES_KEY, SOUND_KEY, THEME_KEY, SettingsDialog
from rummi_qt.widgets.table_view import TableView


def window_with_table(qtbot: QtBot, settings: QSettings) -> tuple[MainWindow, TableView]:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    table = TableView()
    table.set_rack(list(parse_tiles("r1 r2 r3")))
    window.show_screen(table)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window, table


def test_every_setting_applies_at_once_and_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat)
    window, table = window_with_table(qtbot, settings)
    sound = QPushButton("Sound", window)
    sound.setObjectName("soundButton")
    sound.setCheckable(True)
    sound.setChecked(True)
    dialog = window.open_settings()
    assert isinstance(dialog, SettingsDialog) and window.open_settings() is dialog  # one at a time

    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.theme.activated.emit(dialog.theme.currentIndex())
    assert window.theme.name == "dark" and table.theme.name == "dark" and settings.value(THEME_KEY) == "dark"

    dialog.high_contrast.setChecked(True)
    assert table.theme.name == "dark-contrast" and table.theme.tile_face_top == "#ffffff"
    small = table.table_layout.tile_w
    dialog.large_tiles.setChecked(True)
    assert table.large_tiles and table.table_layout.tile_w > small * 1.15
    assert settings.value(HIGH_CONTRAST_KEY) == "true" and settings.value(LARGE_TILES_KEY) == "true"

    dialog.sound.setChecked(False)
    assert settings.value(SOUND_KEY) == "false" and not sound.isChecked()

    dialog.pace.setCurrentIndex(dialog.pace.findData(2000))
    dialog.pace.activated.emit(dialog.pace.currentIndex())
    assert remembered_pace(settings) == 2000  # what the bot game dialog offers next

    with qtbot.waitSignal(window.language_chosen) as chosen:
        dialog.language.setCurrentIndex(dialog.language.findData("fi"))
        dialog.language.activated.emit(dialog.language.currentIndex())
    assert chosen.args == ["fi"]
    dialog.reject()

    # Next time: the same choices, shown in the dialog and on the table.
    settings.setValue(LANGUAGE_KEY, "da")
    again, table_again = window_with_table(qtbot, settings)
    assert again.theme.name == "dark" and table_again.theme.name == "dark-contrast" and table_again.large_tiles
    dialog = again.open_settings()
    assert dialog.theme.currentData() == "dark" and dialog.large_tiles.isChecked() and not dialog.sound.isChecked()
    assert dialog.pace.currentData() == 2000 and dialog.language.choice() == "da"
    for widget in (dialog.language, dialog.pace, dialog.theme, dialog.sound, dialog.large_tiles, dialog.high_contrast):
        assert widget.accessibleName() or widget.text(), widget  # every control has a name to hear


def white_share(image: QImage) -> float:
    """The share of an image's opaque pixels that are white, not cream (a high-contrast tile face)."""
    white = opaque = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            if colour.alpha() == 255:
                opaque += 1
                rgb = (colour.red(), colour.green(), colour.blue())
                white += min(rgb) >= 240 and max(rgb) - min(rgb) <= 3
    return white / max(1, opaque)


def test_high_contrast_tiles_reach_the_meld_dialog_the_results_and_fresh_board_tiles(
        qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(HIGH_CONTRAST_KEY, "true")
    window, table = window_with_table(qtbot, settings)
    tiles = list(parse_tiles("r1 r2 r3"))
    # Tiles the last player laid (marked as recent) on the board.
    table.set_board(Board({Cell(0, c): t for c, t in enumerate(tiles)}))
    table.set_recent([Cell(0, 0)])
    item = table.tile_item(Cell(0, 0))
    assert item is not None and white_share(item.pixmap().toImage()) > 0.3
    # The Meld dialog's tile buttons, over the window.
    dialog = MeldDialog(tiles, Board(), parent=window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    button = dialog.tile_buttons()[0]
    assert white_share(button.grab().toImage()) > 0.2
    # The tiles left in a rack on the results screen.
    left = RackTiles(tiles, QSize(24, 32), parent=table)
    left.resize(left.sizeHint())
    assert white_share(left.grab().toImage()) > 0.2
