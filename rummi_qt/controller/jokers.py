"""What each joker stands for, as the screens show it (a mark on its face, its tooltip, its words),
and which jokers the Meld dialog may take off the board.

The reading is the engine's (``engine.changes``); widgets ask here instead of reading sets
themselves, so that no widget works out a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rummi_qt.engine import Board, Cell, Tile
from rummi_qt.engine.changes import joker_meanings, stands_for
from rummi_qt.engine.melds import read_set


def set_marks(tiles: Sequence[Tile]) -> tuple[Tile | None, ...]:
    """Position by position, the tile a joker in this set stands for (``None`` elsewhere, and for
    every position of tiles that are not a valid set yet)."""
    return stands_for(tiles)


def board_marks(board: Board) -> dict[Cell, Tile]:
    """The tile each joker on the board stands for, for jokers in valid sets."""
    return joker_meanings(board)


@dataclass(frozen=True, slots=True)
class Takeable:
    """A joker on the board the player may take into a set of their own: ``takes_place`` is the rack
    tile that takes its place in its set (``None`` for a joker lying in no valid set, one freed
    earlier this turn, which is simply picked up)."""

    cell: Cell
    joker: Tile
    takes_place: Tile | None


def takeable_jokers(board: Board, rack: Sequence[Tile], movable: Callable[[Cell], bool]) -> list[Takeable]:
    """The jokers on ``board`` the Meld dialog offers, in board order: each one standing in a valid
    set for a tile on ``rack`` (the tile takes its place: the rules' joker swap), and each joker lying
    in no valid set; only those on cells ``movable`` allows (before opening, the turn's own)."""
    meanings = joker_meanings(board)
    found = []
    for placed in board.placed_sets():
        for cell, t in zip(placed.cells, placed.tiles, strict=True):
            if not t.is_joker or not movable(cell):
                continue
            meant = meanings.get(cell)
            if meant is None and read_set(placed.tiles) is None:
                found.append(Takeable(cell, t, None))
            elif meant is not None and meant in rack:
                found.append(Takeable(cell, t, meant))
    return found


def taken_board(board: Board, taken: Sequence[Takeable]) -> Board:
    """``board`` once the ``taken`` jokers are off it, each tile that takes a joker's place on its cell."""
    for joker in taken:
        board = board.without(joker.cell)
        if joker.takes_place is not None:
            board = board.with_tile(joker.cell, joker.takes_place)
    return board
