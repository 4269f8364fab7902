"""Tiles dragged together: a whole set (double-click picks it), or tiles picked with Ctrl or Shift.

Board tiles alone keep their shape: a set dragged elsewhere lands as it lay, each tile as far from
the one under the hand as it was. A group holding rack tiles travels as a row, in the selection's
order (rack slots, then board cells), and is laid in a row where it is dropped (the controller
picks the order that fits there) or lies side by side on the rack.
"""

from __future__ import annotations

from dataclasses import dataclass

from rummi_qt.engine.board import Board, Cell, on_grid

from .table_layout import RackSlot, Spot


@dataclass(frozen=True, slots=True)
class GroupDrag:
    """The selection being dragged (``spots``, in the selection's order) and the tile under the hand."""

    spots: tuple[Spot, ...]
    pressed: Spot

    @property
    def keeps_shape(self) -> bool:
        """Board tiles alone: the group lands as it lay."""
        return all(isinstance(spot, Cell) for spot in self.spots)

    @property
    def from_board(self) -> bool:
        return any(isinstance(spot, Cell) for spot in self.spots)

    def offset(self, spot: Spot) -> tuple[int, int]:
        """Rows and columns from the tile under the hand to ``spot``'s tile, as the group travels."""
        pressed = self.pressed
        if self.keeps_shape and isinstance(spot, Cell) and isinstance(pressed, Cell):
            return spot.row - pressed.row, spot.col - pressed.col
        return 0, self.spots.index(spot) - self.spots.index(pressed)

    def board_moves(self, cell: Cell) -> list[tuple[Cell, Cell]]:
        """Where each board tile goes when the one under the hand is dropped on ``cell``."""
        moves = []
        for spot in self.spots:
            if isinstance(spot, Cell):
                d_row, d_col = self.offset(spot)
                moves.append((spot, Cell(cell.row + d_row, cell.col + d_col)))
        return moves

    def row_start(self, cell: Cell) -> Cell:
        """The first cell of the row the group is laid in when dropped with its pressed tile on ``cell``."""
        return Cell(cell.row, cell.col - self.spots.index(self.pressed))

    def first_slot(self, slot: int) -> int:
        """The first rack slot of the group dropped with its pressed tile on ``slot``."""
        return max(0, slot - self.spots.index(self.pressed))

    def targets(self, spot: Spot, board: Board, slots: int) -> tuple[list[Spot], bool]:
        """The spots the group would take dropped with its pressed tile on ``spot`` (to mark them),
        and whether it can go there (no cell off the grid, none holding a tile that stays): where it
        cannot, the marks say so before the drop."""
        if isinstance(spot, Cell):
            if self.keeps_shape:
                cells = [target for _, target in self.board_moves(spot)]
            else:
                start = self.row_start(spot)
                cells = [Cell(start.row, start.col + k) for k in range(len(self.spots))]
            free = all(on_grid(c) and (board[c] is None or c in self.spots) for c in cells)
            return [c for c in cells if on_grid(c)], free
        if self.from_board:
            return [spot], True  # the board tiles go back to the rack from there
        first = self.first_slot(spot.index)
        return [RackSlot(i) for i in range(first, min(slots, first + len(self.spots)))], True
