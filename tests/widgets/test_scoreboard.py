"""The score book panel shows exactly what the engine's ScoreBook and GameResult say, and asks for the next game."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.engine.scoring import GameResult, ScoreBook
from rummi_qt.engine.tiles import all_tiles, parse_tiles
from rummi_qt.widgets.meld_dialog import TileStrip
from rummi_qt.widgets.scoreboard import ScoreBookDialog, ScoreBookPanel, names_words, signed

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
    strips = panel.findChildren(TileStrip)
    assert [strip.tiles() for strip in strips] == [parse_tiles("b5 b6"), parse_tiles("k1 o2"),
                                                   parse_tiles("r11 r12 r13 b2")]
    assert [strip.accessibleName() for strip in strips][1] == "Black 1, Orange 2"
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


def test_dialog_closes_on_either_choice(qtbot: QtBot, tmp_path: Path) -> None:
    """RUMMI_SCREENSHOT_DIR=docs/screenshots keeps the picture."""
    dialog = ScoreBookDialog(NAMES, BOOK, GAME_2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    folder = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(folder / "score-book.png"))
    with qtbot.waitSignal(dialog.next_game_requested, timeout=1000), qtbot.waitSignal(dialog.accepted, timeout=1000):
        button(dialog, "&Next game").click()
    dialog.set_can_start_next(False)
    assert not button(dialog, "&Next game").isVisibleTo(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.leave_requested, timeout=1000), qtbot.waitSignal(dialog.rejected, timeout=1000):
        button(dialog, "&Leave table").click()


def test_a_rack_of_53_tiles_wraps_and_the_score_book_fits_a_1366_screen(qtbot: QtBot) -> None:
    """Seen in a real game: 53 tiles left on a rack made the dialog 1,733 px wide on a 1,366 px screen."""
    tiles = all_tiles()
    racks = [(), tuple(tiles[:53]), tuple(tiles[53:60]), tuple(tiles[60:62])]
    result = GameResult.from_racks(racks)
    names = ["Anna", "Bot 1", "Bot 2", "Bot 3"]
    book = ScoreBook.for_table(4).add(result)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    dialog = ScoreBookDialog(names, book, result, parent=window)
    dialog.fit_to_screen()
    dialog.show()
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry()
    assert dialog.width() <= min(1366, room.width())
    assert dialog.height() <= room.height()
    strip = next(s for s in dialog.findChildren(TileStrip) if len(s.tiles()) == 53)
    # Its tiles wrap into rows inside the dialog: the strip is no wider than the dialog and taller than a row.
    assert strip.width() <= dialog.width()
    assert strip.height() >= 3 * 32
    assert strip.mapTo(dialog, strip.rect().topRight()).x() <= dialog.width()
    # Left alone, without fit_to_screen, the panel still asks for no more than the screen's width.
    assert dialog.panel.sizeHint().width() <= 1366
    # However far the book scrolls, Next game and Leave table stay in sight inside the dialog.
    for text in ("&Next game", "&Leave table"):
        found = button(dialog, text)
        assert found.isVisible()
        assert dialog.rect().contains(found.mapTo(dialog, found.rect().bottomRight()))
