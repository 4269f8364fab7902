"""Small Qt helpers shared by widget tests."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings
from pytestqt.qtbot import QtBot

from rummi_qt.engine.board import Board
from rummi_qt.engine.tiles import Tile
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.start_screen import StartScreen
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


def shown_start(qtbot: QtBot, tmp_path: Path, name: str) -> tuple[MainWindow, StartScreen]:
    """A start screen for ``name`` in the main window at 1366×768, on screen."""
    window = MainWindow(QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    start = StartScreen(name)
    window.show_screen(start)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window, start
