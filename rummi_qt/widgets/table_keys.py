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

    from rummi_qt.engine.board import Board
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
        _rack_spot: RackSlot | None
        _board_spot: Cell | None
        _board: Board
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
        self._focus_on(spot)

    def _focus_on(self, spot: Spot) -> None:
        self._focus = spot
        self._draw_focus()
        self.announce(self.describe_spot(spot))

    def _home(self) -> Spot:
        """Where the keyboard focus starts: the rack, or the board where there is no rack (an onlooker)."""
        return self._rack_start() if self._rack else self._board_start()

    def _rack_start(self) -> RackSlot:
        """Where the focus enters the rack: where it last was, else on the first tile."""
        spot = self._rack_spot
        if spot is not None and spot.index < len(self._rack) and self._rack[spot.index] is not None:
            return spot
        first = next((i for i, t in enumerate(self._rack) if t is not None), 0)
        return RackSlot(first)

    def _board_start(self) -> Cell:
        """Where the focus enters the board: where it last was, else on the first tile (or cell)."""
        if self._board_spot is not None:
            return self._board_spot
        return min((cell for cell, _ in self._board), default=Cell(0, 0))

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 - Qt's name
        """Tab goes from the board to the rack (two stops in one view), then on to the buttons;
        Shift+Tab comes back the same way."""
        if self.hasFocus() and self._keyboard_mode and self._rack:
            if next and isinstance(self._focus, Cell):
                self._focus_on(self._rack_start())
                return True
            if not next and isinstance(self._focus, RackSlot):
                self._focus_on(self._board_start())
                return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() == Qt.FocusReason.TabFocusReason:
            self._keyboard_mode = True
            self._focus_on(self._board_start())
            return
        if event.reason() == Qt.FocusReason.BacktabFocusReason:
            self._keyboard_mode = True
            self._focus_on(self._home())
            return
        self._draw_focus()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._draw_focus()

