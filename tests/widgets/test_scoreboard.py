"""The score book panel shows exactly what the engine's ScoreBook and GameResult say, and asks for the next game."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.engine.scoring import GameResult, ScoreBook
from rummi_qt.engine.tiles import all_tiles, parse_tiles
from rummi_qt.widgets.meld_dialog import TileStrip
from rummi_qt.widgets.results_view import ResultsView
from rummi_qt.widgets.scoreboard import ScoreBookPanel, names_words, signed

NAMES = ["Anna", "Ville", "Timo"]
# Game 1: Anna goes out. Game 2: the pool runs out, Ville's rack is lowest.
GAME_1 = GameResult.from_racks([(), parse_tiles("r7 b3 k12"), parse_tiles("J o4")])
GAME_2 = GameResult.from_racks([parse_tiles("b5 b6"), parse_tiles("k1 o2"), parse_tiles("r11 r12 r13 b2")])
BOOK = ScoreBook.for_table(3).add(GAME_1).add(GAME_2)


def make_panel(qtbot: QtBot, book: ScoreBook = BOOK, result: GameResult | None = GAME_2) -> ScoreBookPanel:
    panel = ScoreBookPanel(NAMES, book, result)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def cell(panel: ScoreBookPanel, row: int, column: int) -> str:
    item = panel.table().item(row, column)
    assert item is not None
    return item.text()


def button(panel: QWidget, text: str) -> QPushButton:
    return next(b for b in panel.findChildren(QPushButton) if b.text() == text)


def test_the_table_holds_the_books_numbers(qtbot: QtBot) -> None:
    panel = make_panel(qtbot)
    table = panel.table()
    assert [table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == NAMES
    rows = [table.model().headerData(r, Qt.Orientation.Vertical) for r in range(table.rowCount())]
    assert rows == ["Game 1", "Game 2", "Game 3", "Total", "Games won", "Place"]
    star = "\N{BLACK STAR}"
    for game, result in enumerate(BOOK.results):
        for seat in range(3):
            expected = signed(result.changes[seat])
            assert cell(panel, game, seat) == (f"{star} {expected}" if seat in result.winners else expected)
    assert [cell(panel, 2, seat) for seat in range(3)] == ["\N{EN DASH}"] * 3  # not played yet
    assert [cell(panel, 3, seat) for seat in range(3)] == [signed(t) for t in BOOK.totals]
    assert [cell(panel, 4, seat) for seat in range(3)] == [str(w) for w in BOOK.wins]
    places = [cell(panel, 5, seat).replace(star, "").strip() for seat in range(3)]
    assert places == [str(p) for p in BOOK.standing()]
    # The numbers themselves, worked out by hand from RULES.md item 7.
    assert BOOK.totals == [56 - 8, -22 + 43, -34 - 35]
    assert [cell(panel, 3, seat) for seat in range(3)] == ["+48", "+21", "\N{MINUS SIGN}69"]


def test_the_result_shows_racks_points_and_changes(qtbot: QtBot) -> None:
    panel = make_panel(qtbot)
    assert panel.headline() == "Ville wins the game!"
    # Winner first (Ville, +43), then the others by their score (Anna −8, Timo −35), top to bottom.
    strips = sorted(panel.findChildren(TileStrip), key=lambda strip: strip.mapTo(panel, strip.rect().topLeft()).y())
    assert [strip.tiles() for strip in strips] == [parse_tiles("k1 o2"), parse_tiles("b5 b6"),
                                                   parse_tiles("r11 r12 r13 b2")]
    assert strips[0].accessibleName() == "Black 1, Orange 2"
    texts = [label.text() for label in panel.findChildren(QLabel)]
    assert "The pool ran out: the lowest rack wins, and the others pay the difference." in texts
    summary = panel.result_summary()
    assert "Anna: Blue 5, Blue 6; 11 points; \N{MINUS SIGN}8" in summary
    assert "Ville: Black 1, Orange 2; 3 points; +43" in summary
    assert "Game 2 of 3" in texts


def test_a_player_who_went_out(qtbot: QtBot) -> None:
    book = ScoreBook.for_table(3).add(GAME_1)
    panel = make_panel(qtbot, book, GAME_1)
    assert panel.headline() == "Anna wins the game!"
    texts = [label.text() for label in panel.findChildren(QLabel)]
    assert "Anna went out: everyone else pays what is left on their rack." in texts
    assert "none: went out" in texts
    assert "Anna: no tiles; 0 points; +56" in panel.result_summary()


def test_a_shared_win(qtbot: QtBot) -> None:
    tied = GameResult.from_racks([parse_tiles("k3"), parse_tiles("b3"), parse_tiles("r10")])
    panel = make_panel(qtbot, ScoreBook.for_table(3).add(tied), tied)
    assert panel.headline() == "Anna and Ville share the win"
    assert tied.changes == (4, 3, -7)  # the odd point to the first seat
    assert [cell(panel, 0, seat) for seat in range(3)] == ["\N{BLACK STAR} +4", "\N{BLACK STAR} +3",
                                                          "\N{MINUS SIGN}7"]
    assert panel.standing_text().startswith("<b>After 1 of 3 games, Anna leads.</b>")


def test_standing_in_words(qtbot: QtBot) -> None:
    panel = make_panel(qtbot)
    assert BOOK.standing() == [1, 2, 3]
    assert panel.standing_text() == (
        "<b>After 2 of 3 games, Anna leads.</b><br>1. Anna — 1 game won, +48<br>"
        "2. Ville — 1 game won, +21<br>3. Timo — 0 games won, \N{MINUS SIGN}69"
    )


def test_the_round_is_over(qtbot: QtBot) -> None:
    game_3 = GameResult.from_racks([parse_tiles("k9"), (), parse_tiles("o10 o11")])
    book = BOOK.add(game_3)
    assert book.finished and book.overall_winners() == [1]
    panel = make_panel(qtbot, book, game_3)
    assert panel.standing_text().startswith("<b>Ville wins the round!</b>")
    assert not button(panel, "&Next game").isVisible()
    assert button(panel, "&Leave table").isVisible()


def test_a_table_of_one_game_speaks_of_no_round(qtbot: QtBot) -> None:
    book = ScoreBook(3, 1).add(GAME_1)
    panel = make_panel(qtbot, book, GAME_1)
    assert panel.headline() == "Anna wins the game!"
    assert panel.standing_text().startswith("<b>Final standing</b>")
    assert "round" not in panel.standing_text()
    # The result says it all: no book of one game and standing repeating it under it (a newcomer's find).
    assert not panel.book_title.isVisible() and not panel._table.isVisible()  # noqa: SLF001
    assert not panel._standing.isVisible()  # noqa: SLF001
    round_panel = make_panel(qtbot, BOOK, GAME_2)
    assert round_panel.book_title.isVisible() and round_panel._table.isVisible()  # noqa: SLF001


def test_signals(qtbot: QtBot) -> None:
    panel = make_panel(qtbot)
    with qtbot.waitSignal(panel.next_game_requested, timeout=1000):
        button(panel, "&Next game").click()
    with qtbot.waitSignal(panel.leave_requested, timeout=1000):
        button(panel, "&Leave table").click()


def test_only_the_host_starts_the_next_game(qtbot: QtBot) -> None:
    panel = make_panel(qtbot)
    waiting = next(label for label in panel.findChildren(QLabel) if "Waiting" in label.text())
    assert button(panel, "&Next game").isVisible() and not waiting.isVisible()
    panel.set_can_start_next(False)
    assert not button(panel, "&Next game").isVisible()
    assert waiting.isVisible() and waiting.text() == "Waiting for the host to start the next game"
    panel.set_can_start_next(True)
    assert button(panel, "&Next game").isVisible() and not waiting.isVisible()


def test_names_must_match_the_seats(qtbot: QtBot) -> None:
    with pytest.raises(ValueError, match="2 names for 3 seats"):
        ScoreBookPanel(NAMES[:2], BOOK, GAME_2)


def test_words() -> None:
    assert names_words(["Anna"]) == "Anna"
    assert names_words(["Anna", "Ville", "Timo"]) == "Anna, Ville and Timo"
    assert [signed(5), signed(0), signed(-3)] == ["+5", "0", "\N{MINUS SIGN}3"]


def results_over(qtbot: QtBot, names: list[str] = NAMES, book: ScoreBook = BOOK,
                 result: GameResult | None = GAME_2) -> tuple[QWidget, ResultsView]:
    """The results over a game screen's stand-in at 1366×768."""
    screen = QWidget()
    qtbot.addWidget(screen)
    screen.resize(1366, 768)
    results = ResultsView(names, book, result, parent=screen)
    screen.show()
    results.open()
    qtbot.waitExposed(screen)
    return screen, results


def test_the_results_cover_the_screen_they_are_on_and_ask_for_either_choice(qtbot: QtBot, tmp_path: Path) -> None:
    """RUMMI_SCREENSHOT_DIR=docs/screenshots keeps the picture."""
    screen, results = results_over(qtbot)
    assert results.geometry() == screen.rect() and results.isVisible()
    screen.resize(1000, 700)  # follows its screen
    assert results.geometry() == screen.rect()
    assert screen.rect().contains(results.card.geometry())
    folder = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    assert screen.grab().save(str(folder / "score-book-panel.png"))
    with qtbot.waitSignal(results.next_game_requested, timeout=1000):
        button(results, "&Next game").click()
    assert not button(results, "&Next game").isEnabled()  # asked once: a double click starts no two games
    results.set_can_start_next(False)
    assert not button(results, "&Next game").isVisibleTo(results)
    with qtbot.waitSignal(results.leave_requested, timeout=1000):
        button(results, "&Leave table").click()


@pytest.mark.parametrize("owner", [True, False])
def test_enter_and_a_stray_ctrl_enter_never_leave_the_table(qtbot: QtBot, owner: bool) -> None:
    """The old dialog's default button was Leave: a "finish meld" Ctrl+Enter left the table."""
    screen, results = results_over(qtbot, book=ScoreBook.for_table(3).add(GAME_1), result=GAME_1)
    results.set_can_start_next(owner)
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen, timeout=2000)
    results.open()
    leave, nexts = [], []
    results.leave_requested.connect(lambda: leave.append(1))
    results.next_game_requested.connect(lambda: nexts.append(1))
    focused = QApplication.focusWidget()
    assert focused is not None and focused is not button(results, "&Leave table")
    assert results.isAncestorOf(focused)
    for modifier in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier):
        QTest.keyClick(focused, Qt.Key.Key_Return, modifier)
        QTest.keyClick(focused, Qt.Key.Key_Enter, modifier | Qt.KeyboardModifier.KeypadModifier)
    assert leave == [] and nexts == []
    # Even with the keyboard on Leave table, Enter does not leave; Space (a deliberate press) does.
    leave_button = button(results, "&Leave table")
    leave_button.setFocus()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        QTest.keyClick(leave_button, key)
        QTest.keyClick(leave_button, key, Qt.KeyboardModifier.ControlModifier)
    assert leave == []
    QTest.keyClick(leave_button, Qt.Key.Key_Space)
    assert leave == [1]
    # Enter is Next game for the one who may start it.
    results.open()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert nexts == ([1] if owner else [])


def test_every_button_of_the_results_is_named_and_reachable_by_tab(qtbot: QtBot) -> None:
    screen, results = results_over(qtbot)
    review = results.add_button("Your &review")
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen, timeout=2000)
    results.open()
    seen: list[QWidget] = []
    for _ in range(8):  # Tab, as a player presses it
        seen.append(QApplication.focusWidget())
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    for found in (review, button(results, "&Leave table"), button(results, "&Next game"), results.panel.table()):
        assert found in seen
        assert found.text() if isinstance(found, QPushButton) else found.accessibleName()
    assert results.accessibleName() == "Results of the game"


def test_a_rack_of_53_tiles_wraps_and_the_results_fit_a_1366_screen(qtbot: QtBot) -> None:
    """Seen in a real game: 53 tiles left on a rack made the dialog 1,733 px wide on a 1,366 px screen."""
    tiles = all_tiles()
    racks = [(), tuple(tiles[:53]), tuple(tiles[53:60]), tuple(tiles[60:62])]
    result = GameResult.from_racks(racks)
    names = ["Anna", "Bot 1", "Bot 2", "Bot 3"]
    book = ScoreBook.for_table(4).add(result)
    screen, results = results_over(qtbot, names, book, result)
    card = results.card
    assert results.rect().contains(card.geometry())
    strip = next(s for s in results.findChildren(TileStrip) if len(s.tiles()) == 53)
    # Its tiles wrap into rows inside the card: the strip is no wider than the card and taller than a row.
    assert strip.width() <= card.width()
    assert strip.height() >= 3 * 32
    assert strip.mapTo(card, strip.rect().topRight()).x() <= card.width()
    # Left alone, the panel still asks for no more than the screen's width.
    assert results.panel.sizeHint().width() <= 1366
    # However far the book scrolls, Next game and Leave table stay in sight inside the card.
    for text in ("&Next game", "&Leave table"):
        found = button(results, text)
        assert found.isVisible()
        assert card.rect().contains(found.mapTo(card, found.rect().bottomRight()))


def test_the_book_opened_during_a_game_shows_the_round_so_far(qtbot: QtBot) -> None:
    from rummi_qt.widgets.score_book_dialog import ScoreBookDialog

    dialog = ScoreBookDialog(NAMES, ScoreBook.for_table(3))
    qtbot.addWidget(dialog)
    panel = dialog.panel
    assert panel.headline() == "The round so far"
    assert panel._game_label.text() == "Game 1 of 3"  # noqa: SLF001
    assert panel.standing_text() == "<b>No games played yet.</b><br>", "no list of everyone first with nothing"
    assert not panel.buttons_bar.isVisibleTo(dialog), "Next game and Leave table are the end of a game's"
    assert dialog.windowTitle() == "Score book" and not panel.book_title.isVisibleTo(dialog), "said once"
    from PySide6.QtWidgets import QDialogButtonBox
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.icon().isNull(), "no icon crowding the word"
    dialog.set_book(BOOK)
    assert panel._game_label.text() == "Game 3 of 3" and cell(panel, 0, 0) == "★ +56"  # noqa: SLF001
    assert panel.standing_text().startswith("<b>After 2 of 3 games, ")


def test_the_book_opened_during_a_game_is_wide_enough_for_a_winners_score_on_one_line(qtbot: QtBot) -> None:
    from rummi_qt.widgets.score_book_dialog import ScoreBookDialog

    dialog = ScoreBookDialog(["Bot 1", "Bot 2", "Bot 3", "Vera"], ScoreBook.for_table(4).add(
        GameResult.from_racks([parse_tiles("r3"), (), parse_tiles("k2 k3 k4 k5 r1 r4"),
                               parse_tiles("k12 k13 b12 b13 o12 o13 r12 r13 r10 r11 o10 o11 b10 b11")])))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.panel.table()
    item = table.item(0, 1)
    assert item is not None and item.text().startswith("★ +")
    assert table.fontMetrics().horizontalAdvance(item.text()) + 8 < table.columnWidth(1)
