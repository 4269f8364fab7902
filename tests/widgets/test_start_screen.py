"""The start screen's table list at 1366×768 in English, Finnish and Danish: no cell and no column
heading a player needs is cut short (measured with the font's metrics), and there is no empty
column taking room; a PIN table shows a lock, and says so to a screen reader."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QStyle, QTreeWidget
from pytestqt.qtbot import QtBot

from rummi_qt.i18n import load_translators
from rummi_qt.widgets.start_screen import StartScreen, TableEntry
from rummi_qt.widgets.theme import ui_for
from tests.qt_helpers import shown_start

ENTRIES = [  # longer names than most, every state a table can be in
    TableEntry("a", "Aleksandra-Maria's table", "Aleksandra-Maria", "10.0.0.1", 47123, 2, 4, "lobby", True),
    TableEntry("b", "Mikkel Johansen's table", "Mikkel Johansen", "10.0.0.2", 47123, 6, 6, "playing", False),
    TableEntry("c", "Old table", "Timo", "10.0.0.3", 47123, 1, 2, "finished", False),
    TableEntry("d", "Another table", "Ville", "10.0.0.4", 47123, 1, 4, "lobby", False, False, "protocol 2"),
    TableEntry("e", "Kitchen", "Pia", "10.0.0.5", 47123, 3, 3, "lobby", False),
]


@pytest.fixture(params=["en", "fi", "da"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translators = load_translators(QLocale(request.param))  # as rummi_qt/i18n.py loads them
    if request.param != "en":
        assert translators, f"no translation for {request.param}"
    for translator in translators:
        qapp.installTranslator(translator)
    yield request.param
    for translator in translators:
        qapp.removeTranslator(translator)


def elided_cells(tables: QTreeWidget) -> list[str]:
    """Every cell whose text (with its icon and the style's margins) is wider than its column."""
    style = tables.style()
    margin = (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tables) + 1) * 2
    metrics = tables.fontMetrics()
    cut = []
    for row in range(tables.topLevelItemCount()):
        item = tables.topLevelItem(row)
        assert item is not None
        for column in range(tables.columnCount()):
            index = tables.indexFromItem(item, column)
            need = metrics.horizontalAdvance(item.text(column)) + margin
            if not item.icon(column).isNull():
                need += tables.iconSize().width() if tables.iconSize().isValid() else metrics.height()
                need += margin // 2
            have = tables.visualRect(index).width()
            if need > have or tables.sizeHintForIndex(index).width() > have:
                cut.append(f"{item.text(column)!r}: needs {need} px, has {have}")
    header = tables.header()
    for column in range(tables.columnCount()):
        label = tables.headerItem().text(column)
        if metrics.horizontalAdvance(label) + margin > header.sectionSize(column):
            cut.append(f"heading {label!r}")
    return cut


def test_no_table_list_text_is_elided_at_1366_by_768(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    _, start = shown_start(qtbot, tmp_path, "Anna")
    for entry in ENTRIES:
        start.put_table(entry)
    QApplication.processEvents()
    tables = start.tables
    assert elided_cells(tables) == []
    assert tables.columnCount() == 4  # table, host, players, state: no empty column for the PIN
    states = {tables.topLevelItem(row).text(3) for row in range(4)}  # type: ignore[union-attr]
    assert len(states) == 4 and all(states)


def test_a_pin_table_shows_a_lock_and_says_so(qtbot: QtBot) -> None:
    start = StartScreen("Anna")
    qtbot.addWidget(start)
    for entry in ENTRIES[:2]:
        start.put_table(entry)
    locked, open_ = start.tables.topLevelItem(0), start.tables.topLevelItem(1)
    assert locked is not None and open_ is not None
    assert "This table needs a PIN" in locked.toolTip(0)
    assert locked.data(0, Qt.ItemDataRole.AccessibleTextRole) == "Aleksandra-Maria's table, This table needs a PIN"
    assert "PIN" not in open_.toolTip(0) and open_.data(0, Qt.ItemDataRole.AccessibleTextRole) == open_.text(0)


def test_a_full_lobby_is_not_waiting_for_players_and_the_dots_say_their_count(qtbot: QtBot) -> None:
    # Every seat taken, not started: "Waiting for players" read as if one could still sit down.
    start = StartScreen("Anna")
    qtbot.addWidget(start)
    for entry in (ENTRIES[0], ENTRIES[4]):
        start.put_table(entry)
    waiting, full = start.tables.topLevelItem(0), start.tables.topLevelItem(1)
    assert waiting is not None and full is not None
    assert (waiting.text(3), full.text(3)) == ("Waiting for players", "Full, not started yet")
    assert (waiting.toolTip(2), full.toolTip(2)) == ("2 of 4 seats taken", "3 of 3 seats taken")


def test_a_chosen_table_that_goes_leaves_nothing_chosen(qtbot: QtBot) -> None:
    # The table a player picked closes: Qt had moved the choice to the next one, and Join (Enter) to
    # a stranger's table.
    start = StartScreen("Anna")
    qtbot.addWidget(start)
    for entry in (ENTRIES[0], ENTRIES[4]):
        start.put_table(entry)
    first = start.tables.topLevelItem(0)
    assert first is not None
    start.tables.setCurrentItem(first)
    assert start.join_button.isEnabled()
    start.remove_table(ENTRIES[0].key)
    assert start.tables.selectedItems() == [] and not start.join_button.isEnabled()


def test_what_happened_to_the_players_table_stands_out_until_the_next_status(qtbot: QtBot, tmp_path: Path) -> None:
    # "Anna closed the table" was one more grey line under the list, where "Looking for tables…"
    # always stands: a newcomer whose lobby closed did not see why they were back on this screen.
    window, start = shown_start(qtbot, tmp_path, "Bea")
    warning = QColor(ui_for(window.theme).warning)

    def shown() -> tuple[str, QColor]:  # the line shown, and its background inside its rounded corners
        QApplication.processEvents()
        label = start.notice if start.notice.isVisible() else start.status
        assert start.notice.isVisible() != start.status.isVisible()
        return label.text(), label.grab().toImage().pixelColor(label.width() // 2, 2)

    start.set_status("Looking for tables on this network (127.0.0.1)…")
    text, colour = shown()
    assert text.startswith("Looking for tables") and colour != warning
    start.set_status("Anna closed the table", notice=True)
    assert shown() == ("Anna closed the table", warning) and start.status.text() == "Anna closed the table"
    # Its padding is in its height: the words are not pressed against its edges.
    assert start.notice.height() >= start.notice.fontMetrics().height() + 12
    start.set_status("Looking for tables on this network (127.0.0.1)…")
    text, colour = shown()
    assert text.startswith("Looking for tables") and colour != warning
