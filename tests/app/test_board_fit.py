"""The board fits the play in the real window: at 1366×768 six rows of sets show tiles at least 40 px
tall, with room around them, next to the rack, the buttons and the log. The real app and host."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.engine import ROWS, Board, Cell, parse_tiles
from tests.app.rig import deal, start_game

# Six rows of sets, two or three a row, as a board looks in the middle of a game.
SETS = {Cell(3, 2): "r1 r2 r3 r4 r5", Cell(3, 9): "k6 o6 b6 r6", Cell(4, 2): "b7 b8 b9 b10",
        Cell(4, 8): "o9 o10 o11 o12 o13", Cell(5, 2): "k1 k2 k3", Cell(5, 7): "b1 o1 r1", Cell(5, 12): "k9 k10 k11",
        Cell(6, 2): "J b12 b13", Cell(6, 7): "o2 o3 o4", Cell(7, 2): "k4 k5 k6 k7", Cell(7, 8): "r7 r8 r9",
        Cell(8, 2): "b2 b3 b4", Cell(8, 7): "o7 o8 J r10 r11" }


def six_rows() -> Board:
    cells = {}
    for start, text in SETS.items():
        for offset, t in enumerate(parse_tiles(text)):
            cells[Cell(start.row, start.col + offset)] = t
    return Board(cells)


def test_six_rows_of_sets_at_1366_by_768(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    window.resize(1366, 768)
    game = start_game(window, session, qtbot)
    deal(session, qtbot, "k8 o5 k12 b5 o12", board=six_rows())
    table = game.table
    qtbot.waitUntil(lambda: not table.zooming)
    rows = {cell.row for cell, _ in table.board}
    laid = table.table_layout
    assert table.viewport().height() < 700 and len(rows) == 6
    assert laid.tile_h >= 40, (table.viewport().size(), laid)
    for cell, _ in table.board:
        assert laid.board_rect().contains(laid.tile_rect(cell))
    window_ = laid.window
    assert window_.row + window_.rows >= min(ROWS, max(rows) + 3)  # two empty rows below the last set
