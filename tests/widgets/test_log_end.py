"""The game's log, scrolled to its end, stays there when its lines are laid out again taller (a
narrower window, another language's longer words): the newest line is never left half hidden."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QListWidget, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from rummi_qt.widgets.game_screen import keep_at_end
from rummi_qt.widgets.wrapped_lines import WrappedLines


def wrapping_log(qtbot: QtBot, width: int, height: int) -> QListWidget:
    """A log set up as the game screen's: lines wrap, no horizontal scroll bar, kept at its end."""
    log = QListWidget()
    qtbot.addWidget(log)
    log.setWordWrap(True)
    log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    keep_at_end(log)
    log.resize(width, height)
    return log


def test_a_log_at_its_end_stays_there_when_its_lines_wrap_taller(qtbot: QtBot) -> None:
    log = wrapping_log(qtbot, 400, 200)
    for n in range(30):
        log.addItem(f"Bot {n % 3 + 1} opened with Black 5, Black 7, Blue 5, Orange 5, Orange 7, Red 7")
    log.show()
    qtbot.waitExposed(log)
    bar = log.verticalScrollBar()
    log.scrollToBottom()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    before = bar.maximum()
    log.resize(180, 200)  # each line wraps onto more rows
    qtbot.waitUntil(lambda: bar.maximum() > before)
    assert bar.value() == bar.maximum()
    bar.setValue(0)  # scrolled back up by the reader: left where they put it
    log.resize(400, 200)
    qtbot.waitUntil(lambda: bar.maximum() < before + 1)
    assert bar.value() == 0


def test_the_end_of_the_log_shows_the_lines_before_the_last_however_tall(qtbot: QtBot) -> None:
    # A bot's 24-tile move wraps onto more rows than the log shows; by whole lines, the log's end
    # then showed "Bot 1 won the game" alone at the top, the space below it empty.
    log = wrapping_log(qtbot, 185, 125)
    tiles = [f"Black {n}" for n in range(1, 14)] + [f"Red {n}" for n in range(1, 12)]
    move = "Bot 1 laid " + ", ".join(tiles)
    for _ in range(5):
        log.addItem("You drew Red 10")
        log.addItem(move)
    log.addItem("Bot 1 won the game")
    log.show()
    qtbot.waitExposed(log)
    log.scrollToBottom()
    last = log.item(log.count() - 1)
    qtbot.waitUntil(lambda: log.visualItemRect(last).bottom() >= log.viewport().height() - 2)
    assert log.visualItemRect(last).top() > log.viewport().height() // 2, "the lines before it fill the view above"


def test_a_wrapped_line_is_as_tall_as_its_text_at_the_width_it_is_painted(qtbot: QtBot) -> None:
    # Qt's list asked for a line's height at a width 4-8 pixels narrower than it paints the line at
    # (X11): a long move that wrapped had an empty row under it. The log's lines measure themselves
    # at the painted width, whatever width the list asks with.
    log = wrapping_log(qtbot, 180, 300)
    log.setSpacing(2)
    lines = WrappedLines(log)
    log.setItemDelegate(lines)
    log.addItem("Bot 1 laid Black 11, Orange 11, Red 11; Black 12, Blue 12, Red 12; Black 2, Black 2, Black 3, "
                "Black 5, Blue 10 and rearranged 7 sets")
    log.show()
    qtbot.waitExposed(log)
    index = log.model().index(0, 0)
    asked = QStyleOptionViewItem()
    asked.initFrom(log)
    asked.features = QStyleOptionViewItem.ViewItemFeature.WrapText  # as the list asks
    heights = set()
    for width in (log.viewport().width() - 12, log.viewport().width(), log.viewport().width() + 40):
        asked.rect = QRect(0, 0, width, 300)
        heights.add(lines.sizeHint(asked, index).height())
    assert len(heights) == 1
    assert log.visualItemRect(log.item(0)).height() == heights.pop()
