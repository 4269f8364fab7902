"""The designed look: the theme's style sheet dresses every screen, Finish meld stands out when the
board is valid, seats and players carry avatars (initial and a colour per seat)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from rummi_qt.widgets.avatar import Avatar, initial
from rummi_qt.widgets.lobby import SeatCard
from rummi_qt.widgets.main_window import THEME_KEY, MainWindow
from rummi_qt.widgets.theme import DARK_UI, LIGHT_UI, avatar_colour, contrast, style_sheet


def centre_colour(button: QPushButton) -> QColor:
    image = button.grab().toImage()
    return QColor(image.pixel(image.width() // 2, 3))


def test_the_finish_button_stands_out_when_it_can_be_pressed(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    finish, other = QPushButton("Finish meld"), QPushButton("Draw")
    finish.setObjectName("finishButton")
    window.stack.addWidget(holder := QPushButton())  # a page to hang the buttons on
    for button in (finish, other):
        button.setParent(holder)
    window.show()
    qtbot.waitExposed(window)
    finish.setEnabled(False)
    assert centre_colour(finish) == centre_colour(other)  # disabled: as quiet as the others
    finish.setEnabled(True)
    assert centre_colour(finish) == QColor(LIGHT_UI.accent)  # valid board: the accent
    window.apply_theme("dark")
    assert centre_colour(finish) == QColor(DARK_UI.accent)
    assert window.styleSheet() == style_sheet(DARK_UI)


def test_the_theme_choice_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.apply_theme("dark")
    assert settings.value(THEME_KEY) == "dark"
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert again.theme_choice == "dark" and again.theme.name == "dark"


def test_seat_cards_show_an_avatar_with_the_initial_and_the_seats_colour(qtbot: QtBot) -> None:
    card = SeatCard(2)
    qtbot.addWidget(card)
    card.show_seat({"kind": "human", "name": "timo", "connected": True}, mine=False, owner=False)
    assert card.avatar.letter == "T"
    card.show()
    qtbot.waitExposed(card)
    image = card.avatar.grab().toImage()
    assert QColor(image.pixel(image.width() // 2, 6)) == QColor(avatar_colour(2))
    card.show_seat({"kind": "empty"}, mine=False, owner=False)
    assert card.avatar.letter == ""
    assert initial("  ölli") == "Ö" and initial("") == "?"
    # A bot's square shows its number: Bot 1, Bot 2 and Bob read apart (a newcomer mixed them up).
    assert initial("Bot 2", bot=True) == "2" and initial("Botti 12", bot=True) == "12"
    assert initial("Bob") == "B" and initial("Robo", bot=True) == "R"
    assert isinstance(card.avatar, Avatar)


def test_white_initials_are_readable_on_every_seat_colour() -> None:
    for seat in range(-1, 6):  # -1: no seat yet (the start screen)
        assert contrast("#ffffff", avatar_colour(seat)) >= 4.5, seat


def test_the_start_screens_avatar_has_no_seats_colour_yet(qtbot: QtBot) -> None:
    # Blue on the start screen and purple at the table read as two different players (a newcomer).
    from rummi_qt.widgets.start_screen import StartScreen

    screen = StartScreen("Bob")
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    image = screen.avatar.grab().toImage()
    colour = QColor(image.pixel(image.width() // 2, 6))
    assert colour == QColor(avatar_colour(-1)) and all(colour != QColor(avatar_colour(s)) for s in range(6))
    assert screen.avatar.letter == "B"


def test_tables_show_as_cards_with_seat_dots_and_a_friendly_empty_state(qtbot: QtBot, tmp_path: Path) -> None:
    from rummi_qt.widgets.start_screen import TableEntry
    from rummi_qt.widgets.table_cards import PIN_ROLE, SEATS_ROLE, STATE_ROLE, TableCardDelegate
    from tests.qt_helpers import shown_start

    window, start = shown_start(qtbot, tmp_path, "Anna")
    assert start.empty_note.isVisible() and "host one, or play against bots" in start.empty_note.text()
    assert start.avatar.letter == "A"
    start.put_table(TableEntry("b", "Cabin game", "Ville", "192.168.43.7", 47123, 3, 4, "playing", True))
    assert not start.empty_note.isVisible()
    item = start.tables.topLevelItem(0)
    assert item is not None and isinstance(start.tables.itemDelegate(), TableCardDelegate)
    assert item.data(2, SEATS_ROLE) == (3, 4) and item.data(3, STATE_ROLE) == "playing" and item.data(0, PIN_ROLE)
    assert item.data(2, Qt.ItemDataRole.AccessibleTextRole) == "3 of 4 seats taken"
    # Three filled dots and one ring: the filled ones in the selection blue.
    rect = start.tables.visualRect(start.tables.indexFromItem(item, 2))
    image = start.tables.viewport().grab().toImage()
    filled = [QColor(image.pixel(rect.left() + 10 + 5 + seat * 15, rect.center().y())) for seat in range(4)]
    assert [c == QColor(LIGHT_UI.selection) for c in filled] == [True, True, True, False]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_quick_reactions_are_readable_buttons_in_the_theme(qtbot: QtBot, tmp_path: Path, theme: str) -> None:
    from rummi_qt.widgets.chat import ChatPanel

    window = MainWindow(QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    chat = ChatPanel()
    window.stack.addWidget(chat)
    window.stack.setCurrentWidget(chat)
    window.apply_theme(theme)
    window.show()
    qtbot.waitExposed(window)
    ui = LIGHT_UI if theme == "light" else DARK_UI
    button = next(iter(chat.reaction_buttons.values()))
    image = button.grab().toImage()
    background = QColor(image.pixel(3, image.height() // 2))
    assert background == QColor(ui.button)  # styled as the theme's buttons, not the system's
    darkest = min(QColor(image.pixel(x, y)).lightness() for x in range(image.width()) for y in range(image.height()))
    lightest = max(QColor(image.pixel(x, y)).lightness() for x in range(image.width()) for y in range(image.height()))
    assert lightest - darkest > 100  # its text stands out (it did not: light text on a light system button)


def test_a_players_tile_count_keeps_its_width_from_ten_to_nine(qtbot) -> None:  # type: ignore[no-untyped-def]
    # The players bar shifted along each time a count went below ten (a newcomer's finding).
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QLabel

    from rummi_qt.widgets.players_bar import count_text

    metrics = QFontMetrics(QFont())
    assert count_text(14) == "14" and count_text(9).strip() == "9"
    assert metrics.horizontalAdvance(count_text(9)) == metrics.horizontalAdvance(count_text(10))

    def entry(tiles: int) -> int:  # as the bar writes it (rich text would drop a bare figure space)
        return QLabel(f"<b>Bot 1</b> <span style='white-space:pre'>{count_text(tiles)}</span> ✓").sizeHint().width()

    assert entry(9) == entry(10)
