"""The results fit the window a first start opens on a 1366×768 screen (85 % of its free area):
four players, long racks and a round's book, with no scroll bar. In both themes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.engine import parse_tiles
from rummi_qt.engine.scoring import GameResult, ScoreBook
from rummi_qt.widgets.results_view import ResultsView
from rummi_qt.widgets.theme import DARK_UI, LIGHT_UI, Ui, style_sheet

# The game screen of a 1161×653 window (85 % of 1366×768 less a title bar), its side panel kept clear.
SCREEN, SIDE = (1161, 653), 200
RACKS = ("r1 r2 k3",
         "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 o1 o2 o3 o4 o5 o6",
         "k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13 r4 r5 r6 r7 r8 J",
         "o7 o8 o9")


@pytest.mark.parametrize("ui", [LIGHT_UI, DARK_UI], ids=lambda ui: ui.name)
def test_the_results_of_a_round_fit_without_scrolling(qtbot: QtBot, ui: Ui) -> None:
    screen = QWidget()
    qtbot.addWidget(screen)
    screen.setStyleSheet(style_sheet(ui))
    screen.resize(*SCREEN)
    result = GameResult.from_racks([parse_tiles(rack) for rack in RACKS])
    book = ScoreBook.for_table(4).add(result)
    results = ResultsView(["Hilda", "Bot 1", "Bot 2", "Bruno"], book, result, parent=screen)
    results.keep_clear = lambda: QRect(SCREEN[0] - SIDE, 0, SIDE, SCREEN[1])
    results.add_button("Your review")
    screen.show()
    qtbot.waitExposed(screen)
    results.open()
    qtbot.waitUntil(lambda: results.card.height() > 300)
    bar = results._scroll.verticalScrollBar()  # noqa: SLF001
    qtbot.waitUntil(lambda: bar.maximum() == 0 and not bar.isVisible(), timeout=2000)  # everything in sight
    assert results.card.geometry().bottom() < SCREEN[1] and results.card.geometry().right() < SCREEN[0] - SIDE
