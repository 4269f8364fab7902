"""Small Qt helpers shared by widget tests."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from rummi_qt.engine.board import Board
from rummi_qt.engine.tiles import Tile
from rummi_qt.widgets.table_view import TableView
from rummi_qt.widgets.theme import LIGHT_THEME


class PaintCounter(QObject):
    """An event filter that counts paint events (to prove a widget stays still while idle)."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def shown_table_view(qtbot: QtBot, board: Board, rack: list[Tile | None]) -> TableView:
    """A light-themed TableView of 1200×800, shown, with ``board`` and ``rack`` on it."""
    table = TableView(theme=LIGHT_THEME)
    qtbot.addWidget(table)
    table.resize(1200, 800)
    table.show()
    qtbot.waitExposed(table)
    table.set_board(board)
    table.set_rack(rack)
    return table
