"""An onlooker's table: the board alone, larger, with no rack area to paint, fill or reach by keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummi_qt.engine.board import Cell, layout
from rummi_qt.engine.tiles import parse_board, parse_tiles
from rummi_qt.widgets.table_layout import TableLayout
from rummi_qt.widgets.table_view import RackSlot
from tests.qt_helpers import shown_table_view


def test_without_a_rack_the_board_takes_the_room_and_the_keyboard_stays_on_it(qtbot: QtBot) -> None:
    view = shown_table_view(qtbot, layout(parse_board("r4 r5 r6")), list(parse_tiles("b3 b5")) + [None] * 38)
    with_rack = view.table_layout
    view.set_rack_shown(False)
    assert view.rack == [] and view.table_layout.rack_width == 0
    assert view.tile_item(RackSlot(0)) is None  # the rack's tiles are gone from the scene
    assert view.table_layout.tile_w >= with_rack.tile_w
    assert TableLayout.fit(1200, 800, 0).tile_w > TableLayout.fit(1200, 800).tile_w
    view.set_rack(list(parse_tiles("k1 k2")))  # nothing to show it on
    assert view.rack == [] and "rack" not in view.accessibleDescription().lower()
    view.setFocus(Qt.FocusReason.TabFocusReason)
    for _ in range(20):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.focused_spot() == Cell(13, 0)
    view.set_rack_shown(True)
    assert len(view.rack) == 40 and view.table_layout.rack_width == 20
