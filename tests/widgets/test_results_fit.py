"""The results fit the window a first start opens on a 1366×768 screen (85 % of its free area):
four players, long racks and a round's book, with no scroll bar. In both themes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.engine import parse_tiles
from rummi_qt.engine.scoring import GameResult, ScoreBook
from rummi_qt.i18n import Translations
from rummi_qt.widgets.results_view import ResultsView
from rummi_qt.widgets.theme import DARK_UI, LIGHT_UI, Ui, style_sheet

# The game screen of a 1161×653 window (85 % of 1366×768 less a title bar), its side panel kept clear.
SCREEN, SIDE = (1161, 653), 200
RACKS = ("r1 r2 k3",
         "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 o1 o2 o3 o4 o5 o6",
         "k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13 r4 r5 r6 r7 r8 J",
         "o7 o8 o9")


def fits_without_scrolling(qtbot: QtBot, ui: Ui, names: list[str], racks: tuple[str, ...], book: ScoreBook,
                           review: str) -> None:
    """The results of a game with these racks, on the game screen of SCREEN: all in sight, no scroll bar."""
    screen = QWidget()
    qtbot.addWidget(screen)
    screen.setStyleSheet(style_sheet(ui))
    screen.resize(*SCREEN)
    result = GameResult.from_racks([parse_tiles(rack) for rack in racks])
    results = ResultsView(names, book.add(result), result, parent=screen)
    results.keep_clear = lambda: QRect(SCREEN[0] - SIDE, 0, SIDE, SCREEN[1])
    results.add_button(review)
    screen.show()
    qtbot.waitExposed(screen)
    results.open()
    qtbot.waitUntil(lambda: results.card.height() > 300)
    bar = results._scroll.verticalScrollBar()  # noqa: SLF001
    qtbot.waitUntil(lambda: bar.maximum() == 0 and not bar.isVisible(), timeout=2000)  # everything in sight
    assert results.card.geometry().bottom() < SCREEN[1] and results.card.geometry().right() < SCREEN[0] - SIDE


@pytest.mark.parametrize("ui", [LIGHT_UI, DARK_UI], ids=lambda ui: ui.name)
def test_the_results_of_a_round_fit_without_scrolling(qtbot: QtBot, ui: Ui) -> None:
    fits_without_scrolling(qtbot, ui, ["Hilda", "Bot 1", "Bot 2", "Bruno"], RACKS, ScoreBook.for_table(4),
                           "Your review")


def test_the_card_grows_when_the_deals_check_arrives_after_it_opened(qtbot: QtBot, qapp: QApplication) -> None:
    # A Finnish guest's card (the waiting line, two buttons) fits; then the app's check of the deal
    # arrives and its line wraps: the card grows to hold it, instead of scrolling the book a little.
    translations = Translations(qapp)
    translations.apply(QLocale("fi"))
    try:
        card_takes_the_deal_check(qtbot)
    finally:
        translations.remove()


def card_takes_the_deal_check(qtbot: QtBot) -> None:
    from rummi_qt.network.deal_check import DealReport

    screen = QWidget()
    qtbot.addWidget(screen)
    screen.setStyleSheet(style_sheet(LIGHT_UI))
    screen.resize(*SCREEN)
    results_of = [GameResult.from_racks([parse_tiles(r) for r in racks])
                  for racks in (("o11 r12", "o9", ""), ("o9", "b3 b4 r1", ""))]
    book = ScoreBook.for_table(3).add(results_of[0]).add(results_of[1])
    results = ResultsView(["Ana", "Bot 1", "Ben"], book, results_of[1], parent=screen)
    results.keep_clear = lambda: QRect(SCREEN[0] - SIDE, 0, SIDE, SCREEN[1])
    results.add_button("Oma arvio")
    results.set_can_start_next(False)
    screen.show()
    results.open()
    bar = results._scroll.verticalScrollBar()  # noqa: SLF001
    for _ in range(20):
        QApplication.processEvents()
    before = results.card.height()
    assert before > 300 and bar.maximum() == 0
    results.set_deal_report(DealReport(2))
    for _ in range(20):  # the events the report's line sets off, and no more (a resize would fit it anyway)
        QApplication.processEvents()
    assert results.card.height() > before and bar.maximum() == 0


def test_three_long_racks_in_danish_fit_without_scrolling(qtbot: QtBot, qapp: QApplication) -> None:
    # A table of one game, the pool run out: two racks of 36 and 37 tiles wrap to three rows each.
    # In Danish the card asked for 35 pixels less than its rows took, and the last row scrolled
    # inside it (newcomer 20's find); the card takes what the book turns out to need.
    translations = Translations(qapp)
    translations.apply(QLocale("da"))
    try:
        long_rack = " ".join(f"{colour}{n}" for colour in "kbor" for n in range(1, 10))
        racks = ("k1 k1 k6 k7 k9 k9 k10 b3 b5 b5 b7 o5 o8 o10 o12 o13 r6 r13", long_rack + " J", long_rack)
        fits_without_scrolling(qtbot, LIGHT_UI, ["Bot 1", "Lars", "Freja"], racks, ScoreBook(seats=3, games_planned=1),
                               "Din gennemgang")
    finally:
        translations.remove()
