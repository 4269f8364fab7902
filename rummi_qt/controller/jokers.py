"""What each joker stands for, as the screens show it (a mark on its face, its tooltip, its words).

The reading is the engine's (``engine.changes``); widgets ask here instead of reading sets
themselves, so that no widget works out a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummi_qt.engine import Board, Cell, Tile
from rummi_qt.engine.changes import joker_meanings, stands_for


def set_marks(tiles: Sequence[Tile]) -> tuple[Tile | None, ...]:
    """Position by position, the tile a joker in this set stands for (``None`` elsewhere, and for
    every position of tiles that are not a valid set yet)."""
    return stands_for(tiles)


def board_marks(board: Board) -> dict[Cell, Tile]:
    """The tile each joker on the board stands for, for jokers in valid sets."""
    return joker_meanings(board)
