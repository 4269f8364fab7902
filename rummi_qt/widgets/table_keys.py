"""The table's keyboard: arrow keys move a focus frame over the board and the rack, Space selects,
Enter places or selects, Escape clears; Tab into the table shows the frame. A mixin of TableView,
kept apart so that the view's module stays about drawing and the mouse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent

from rummi_qt.engine.board import Cell

from .table_layout import RackSlot, Spot

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsView

    from rummi_qt.engine.tiles import Tile

    from .table_layout import TableLayout
    from .table_selection import TableSelection

    _Base = QGraphicsView
else:
    _Base = object


class TableKeys(_Base):
    """Keyboard play for the table view (uses its focus, selection, layout and rack)."""

    if TYPE_CHECKING:  # what TableView provides
        _focus: Spot | None
        _keyboard_mode: bool
        _rack: list[Tile | None]
        _selection: TableSelection
        _layout: TableLayout

        def _click_tile(self, spot: Spot, modifiers: Qt.KeyboardModifier) -> None: ...
        def _draw_focus(self) -> None: ...
        def _tile_at(self, spot: Spot) -> Tile | None: ...
        def _activate(self, spot: Spot) -> None: ...
        def _can_select(self, spot: Spot) -> bool: ...
        def clear_selection(self) -> None: ...
        def announce(self, text: str) -> None: ...
        def describe_spot(self, spot: Spot) -> str: ...

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        if key in moves and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._keyboard_mode = True
            self._move_focus(*moves[Qt.Key(key)])
        elif key == Qt.Key.Key_Space and self._focus is not None:
            self._keyboard_mode = True
            self._click_tile(self._focus, Qt.KeyboardModifier.ControlModifier)
            self._draw_focus()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            self._keyboard_mode = True
            self._on_enter_pressed()
        elif key == Qt.Key.Key_Escape and self._selection:
            self.clear_selection()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _on_enter_pressed(self) -> None:
        spot = self._focus
        if spot is None:
            return
        if self._selection:
            if self._tile_at(spot) is None or isinstance(spot, RackSlot):
                self._activate(spot)
            return
        if self._can_select(spot):
            self._click_tile(spot, Qt.KeyboardModifier.ControlModifier)
        self._draw_focus()

    def _move_focus(self, d_row: int, d_col: int) -> None:
        spot = self._home() if self._focus is None else self._layout.step(self._focus, d_row, d_col)
        self._focus = spot
        self._draw_focus()
        self.announce(self.describe_spot(spot))

    def _home(self) -> Spot:
        """Where the keyboard focus starts: the rack, or the board's corner where there is no rack."""
        return RackSlot(0) if self._rack else Cell(0, 0)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._keyboard_mode = True
            if self._focus is None:
                self._focus = self._home()
        self._draw_focus()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._draw_focus()

