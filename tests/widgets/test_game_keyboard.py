"""The game screen by keyboard: the players bar, the board and the rack are Tab stops in reading
order, the rack's cursor starts on its first tile, and the focus frame is wide and stands out in
both themes. A real host and two players on loopback; the window is active, as a player's is."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.controller.session import GameController
from rummi_qt.engine import Cell, Tile, parse_tiles
from rummi_qt.network.client import Client
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.players_bar import FOCUS_WIDTH, PlayerEntry, contrast, focus_colour
from rummi_qt.widgets.table_view import RackSlot, TableView
from rummi_qt.widgets.theme import DARK_THEME, LIGHT_THEME, Theme
from tests.network.conftest import make_client, make_host  # noqa: F401 - fixtures
from tests.widgets.test_review_words import language  # noqa: F401 - a fixture


def open_screen(qtbot: QtBot, new_host: Callable[..., object], new_client: Callable[..., Client],
                size: tuple[int, int] = (1200, 800)) -> tuple[GameScreen, GameController]:
    host = new_host(seats=2)
    ann, bob = new_client(host, "Ann"), new_client(host, "Bob")
    controller = GameController(ann, ["Ann", "Bob"])
    screen = GameScreen(controller)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=2000)
    host.start()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: controller.view is not None and bob.view is not None
                    and len(screen.players.entries()) == 2, timeout=5000)
    return screen, controller


def test_b_at_a_table_of_one_game_says_there_is_no_score_book(qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    # A newcomer pressed B at a one-game table and nothing happened.
    screen, controller = open_screen(qtbot, lambda seats: make_host(seats=seats, rounds=0), make_client)
    assert not screen.players.book_button.isVisibleTo(screen.players)
    screen.table.setFocus()
    qtbot.keyClick(screen.table, Qt.Key.Key_B)
    assert screen.message.text().startswith("This table plays one game")


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def tab(qtbot: QtBot, back: bool = False) -> QWidget:
    if back:
        qtbot.keyClick(focused(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    else:
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    return focused()


def test_tab_goes_players_bar_board_rack_buttons_and_back(qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    screen, controller = open_screen(qtbot, make_host, make_client)
    table = screen.table
    # A gap at the rack's first slot: the cursor still starts on a tile.
    first = next(i for i, t in enumerate(table.rack) if t is not None)
    controller.rearrange_rack(first, 39)
    first_tile = next(i for i, t in enumerate(table.rack) if t is not None)
    assert table.rack[0] is None and first_tile > 0

    entry = screen.players.focus_entry()
    assert entry is not None and entry.focusPolicy() == Qt.FocusPolicy.StrongFocus
    entry.setFocus(Qt.FocusReason.TabFocusReason)
    assert isinstance(focused(), PlayerEntry) and focused().accessibleName().startswith("Ann (you)")
    # Arrow keys move within the bar; Tab leaves it for the board, wherever in the bar it is.
    qtbot.keyClick(focused(), Qt.Key.Key_Right)
    assert isinstance(focused(), PlayerEntry) and focused().accessibleName().startswith("Bob")
    assert screen.players.entry(0).focusPolicy() == Qt.FocusPolicy.ClickFocus, "the bar is one Tab stop"

    assert tab(qtbot) is table and table.focus_region() == "board"
    assert table.focused_spot() == Cell(0, 0) and table.focus_frame_visible()
    assert tab(qtbot) is table and table.focus_region() == "rack"
    assert table.focused_spot() == RackSlot(first_tile), "the rack's cursor starts on its first tile"
    qtbot.keyClick(table, Qt.Key.Key_Right)
    rack_spot = table.focused_spot()
    following = tab(qtbot)
    assert isinstance(following, QPushButton) and following is screen.sort_runs
    assert not table.focus_frame_visible()

    # Shift+Tab comes back to the rack where the cursor was, then the board, then the bar.
    assert tab(qtbot, back=True) is table and table.focused_spot() == rack_spot
    assert tab(qtbot, back=True) is table and table.focus_region() == "board"
    assert tab(qtbot, back=True) is screen.players.entry(1)


def test_the_first_arrow_key_puts_the_cursor_on_the_first_tile(qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    screen, controller = open_screen(qtbot, make_host, make_client)
    controller.sort_groups()
    table = screen.table
    controller.rearrange_rack(next(i for i, t in enumerate(table.rack) if t is not None), 39)
    table.setFocus(Qt.FocusReason.MouseFocusReason)  # a click on the felt, then a key
    qtbot.keyClick(table, Qt.Key.Key_Left)
    spot = table.focused_spot()
    assert isinstance(spot, RackSlot) and table.rack[spot.index] is not None
    assert all(t is None for t in table.rack[:spot.index])


@pytest.mark.parametrize("theme", [LIGHT_THEME, DARK_THEME], ids=lambda t: t.name)
def test_the_tables_focus_frame_is_wide_and_stands_out_on_felt_wood_and_tiles(theme: Theme) -> None:
    for name in ("felt_centre", "felt_edge", "rack_top", "rack_bottom", "tile_face_top", "tile_face_bottom"):
        ground = theme.color(name)
        best = max(contrast(theme.color("focus"), ground), contrast(theme.color("focus_halo"), ground))
        assert best >= 3.0, f"the focus frame is faint on {name} in the {theme.name} theme"
    assert contrast(theme.color("focus"), theme.color("focus_halo")) >= 3.0, "its two tones tell apart"


@pytest.mark.parametrize("theme", [LIGHT_THEME, DARK_THEME], ids=lambda t: t.name)
def test_the_focus_frame_is_drawn_three_pixels_wide_in_a_small_window(qtbot: QtBot, theme: Theme) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    table = TableView(window, theme=theme)
    below = QPushButton("Sort 789", window)
    layout = QVBoxLayout(window)
    layout.addWidget(table)
    layout.addWidget(below)
    window.resize(720, 470)  # the table's part of a 960 × 640 window
    table.set_rack([None, *parse_rack("k5 b7 o1")])
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    below.setFocus()
    assert tab(qtbot, back=True) is table  # Shift+Tab from the buttons below
    assert table.focused_spot() == RackSlot(1)
    assert table.focus_frame_width() >= 3.0
    # In the picture: a run of at least three pixels of the frame's light colour left of the tile.
    image = table.viewport().grab().toImage()
    face = table.table_layout.tile_rect(RackSlot(1))
    y = face.center().y()
    light = QColor(theme.focus)
    run = longest = 0
    for x in range(face.left() - 20, face.left() + 2):
        pixel = image.pixelColor(x, y)
        near = abs(pixel.red() - light.red()) + abs(pixel.green() - light.green()) + abs(pixel.blue() - light.blue())
        run = run + 1 if near < 60 else 0
        longest = max(longest, run)
    assert longest >= 3, f"the frame's light line is {longest} px wide"


@pytest.mark.parametrize(("window", "text", "accent"), [
    ("#efefef", "#000000", "#308cc6"),  # Fusion's light palette
    ("#353535", "#ffffff", "#2a82da"),  # a common dark palette
    ("#ffffff", "#1f2328", "#dbe9f9"),  # a pale accent that would be faint: the text colour instead
])
def test_the_players_bar_focus_frame_stands_out(window: str, text: str, accent: str) -> None:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(window))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(accent))
    assert contrast(focus_colour(palette), QColor(window)) >= 3.0
    assert FOCUS_WIDTH >= 3.0


def parse_rack(text: str) -> list[Tile]:
    return list(parse_tiles(text))


def test_the_sound_switch_says_on_or_off(qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    screen, _controller = open_screen(qtbot, make_host, make_client)
    assert screen.sound_button.isChecked() and screen.sound_button.text() == "Sound: on"
    screen.sound_button.click()
    assert screen.sound_button.text() == "Sound: off" and screen.sound_button.accessibleName() == "Sound"


@pytest.mark.parametrize(("language", "underlined"), [("en", {"P"}), ("fi", {"V", "N"}), ("da", {"T", "R", "U"})])
def test_the_help_lists_every_key_of_the_game_screen(qtbot: QtBot, make_host, make_client, language: str,  # noqa: F811
                                                     underlined: set[str]) -> None:
    # Every shortcut of the game screen is in the keyboard table of Rules and help (Ctrl as the
    # page writes it, Return as Enter, Escape as Esc), so a player can learn A and Esc too; and
    # the letters underlined on the turn buttons of that language, which work alone too.
    from rummi_qt.widgets.game_screen import SINGLE_KEYS
    from rummi_qt.widgets.help_dialog import rules_html

    screen, _ = open_screen(qtbot, make_host, make_client)  # in English
    keys = {s.key().toString() for s in screen._shortcuts} | {"F1"}  # F1 is the window's (every screen's)
    assert {"A", "Esc", "D", "H", "M", "S", "Ctrl+Z"} <= keys
    english_letters = {k for k in keys if len(k) == 1 and k.isalpha() and k not in SINGLE_KEYS}
    assert english_letters == {"P"}  # "&Pass"
    page = rules_html(language)
    written = set(re.findall(r"<kbd>([^<]+)</kbd>", page))
    missing = {k for k in (keys - english_letters) | underlined if k.replace("Return", "Enter") not in written}
    assert not missing, f"not in the {language} help's keys: {sorted(missing)}"


def test_draw_is_as_wide_as_pass_so_the_buttons_beside_it_stay(qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    screen, _ = open_screen(qtbot, make_host, make_client)
    button = screen.draw_button
    left_of = screen.undo_button.mapTo(screen, screen.undo_button.rect().topLeft()).x()
    widths = []
    for text in ("&Draw", "&Pass"):
        button.setText(text)
        widths.append(button.sizeHint().width())
        QApplication.processEvents()
        assert screen.undo_button.mapTo(screen, screen.undo_button.rect().topLeft()).x() == left_of
    assert button.minimumWidth() >= max(widths)


def test_each_players_entry_says_its_signs_in_words_where_the_pointer_rests(qtbot: QtBot, make_host,  # noqa: F811
                                                                            make_client) -> None:  # noqa: F811
    screen, controller = open_screen(qtbot, make_host, make_client)
    for entry in screen.players.entries():
        # "Bot 1 14 ✓ Σ −27" on the bar; in the tooltip: "Bob, 14 tiles, opened, total −27".
        assert entry.toolTip() == entry.accessibleName() and "14 tiles" in entry.toolTip()
    assert screen.players.entries()[0].toolTip().startswith("Ann (you), 14 tiles")


@pytest.mark.parametrize("code", ["en", "fi", "da"])
def test_no_two_buttons_shown_together_underline_the_same_letter(code: str, language) -> None:  # noqa: F811
    # Finnish "&Kumoa" and "&Käytä vihjettä" both answered Alt+K (Qt then only moves the focus between
    # them); Danish "&Skjul tip" and "Ryk &sammen" both Alt+S.
    from PySide6.QtCore import QCoreApplication

    from rummi_qt.widgets.game_screen import underlined

    language(code)

    def letters(*labels: str) -> list[str]:
        found = [underlined(QCoreApplication.translate("GameScreen", label)).upper() for label in labels]
        return [letter for letter in found if letter]

    sides = ["Se&ttings…", "&Leave"]
    turn = ["Close &gaps", "&Hint", "&Meld…", "&Undo", "&Finish meld", *sides]
    together = [
        [*turn, "&Draw", "&Apply hint", "Dism&iss"],  # a hint on show
        [*turn, "&Pass", "&Apply hint", "Dism&iss"],  # the pool empty
        ["See the &board", *sides],  # the results
        ["Back to the &results", *sides],  # the board after the game
    ]
    for labels in together:
        found = letters(*labels)
        assert len(found) == len(set(found)), (code, labels, found)


def test_a_letter_typed_in_the_games_log_chooses_no_line(qtbot: QtBot) -> None:
    # D at a game's end (Draw does nothing then) jumped to a line beginning with it, "Du trak…".
    from PySide6.QtCore import Qt

    from rummi_qt.widgets.game_screen import LogList

    log = LogList()
    qtbot.addWidget(log)
    log.addItems(["Bot 1 drew a tile", "Du trak Orange 9", "Freja drew a tile"])
    log.show()
    qtbot.waitExposed(log)
    log.setFocus()
    log.setCurrentRow(0)
    qtbot.keyClick(log, Qt.Key.Key_D)
    assert log.currentRow() == 0
