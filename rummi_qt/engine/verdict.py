"""Refusals as values: a machine-readable reason and a sentence a player can read."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from .tiles import Tile


class Reason(enum.Enum):
    """Every reason the engine refuses a turn or an action. UIs translate by this value."""

    # The end state of a turn (check_turn).
    NO_TILE_PLAYED = "no_tile_played"
    BOARD_TILE_REMOVED = "board_tile_removed"
    NOT_FROM_RACK = "not_from_rack"
    INVALID_SET = "invalid_set"
    OPENING_TOO_LOW = "opening_too_low"
    OPENING_TOUCHED_BOARD = "opening_touched_board"
    # Actions during a game.
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_ON_RACK = "not_on_rack"
    CELL_OCCUPIED = "cell_occupied"
    CELL_EMPTY = "cell_empty"
    OFF_BOARD = "off_board"
    NOT_PLAYED_THIS_TURN = "not_played_this_turn"
    NOTHING_TO_UNDO = "nothing_to_undo"
    CHANGES_PENDING = "changes_pending"
    POOL_EMPTY = "pool_empty"
    POOL_NOT_EMPTY = "pool_not_empty"
    BOARD_FULL = "board_full"


@dataclass(frozen=True, slots=True)
class Verdict:
    """``ok`` with no reason, or a refusal: ``reason`` for programs, ``detail`` for people (English, for
    logs); ``tiles`` and ``numbers`` are the facts the detail speaks of, for a UI to word in its language."""

    ok: bool
    reason: Reason | None = None
    detail: str = ""
    tiles: tuple[Tile, ...] = ()
    numbers: tuple[int, ...] = ()

    def __bool__(self) -> bool:
        return self.ok


OK = Verdict(True)


def refuse(reason: Reason, detail: str, tiles: Sequence[Tile] = (), numbers: Sequence[int] = ()) -> Verdict:
    return Verdict(False, reason, detail, tuple(tiles), tuple(numbers))
