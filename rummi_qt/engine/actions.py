"""What players (and the host's clock) do in a game, and what the game reports back."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .board import Cell
from .scoring import GameResult
from .tiles import Tile

# --- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Place:
    """Move a rack tile to an empty board cell."""

    seat: int
    tile: Tile
    cell: Cell


@dataclass(frozen=True, slots=True)
class Move:
    """Move a board tile to another, empty cell."""

    seat: int
    source: Cell
    target: Cell


@dataclass(frozen=True, slots=True)
class TakeBack:
    """Return a tile played this turn from the board to the rack."""

    seat: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class Arrange:
    """Replace the in-progress board by a list of sets (a bot's or a hint's move, the Meld dialog)."""

    seat: int
    sets: tuple[tuple[Tile, ...], ...]


@dataclass(frozen=True, slots=True)
class StepBack:
    """Revert the last edit of this turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class Undo:
    """Revert every unfinished change of this turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class Finish:
    """Finish meld: confirm the move and end the turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class Draw:
    """Take one tile from the pool and end the turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class Pass:
    """End the turn without playing, when the pool is empty."""

    seat: int


@dataclass(frozen=True, slots=True)
class Timeout:
    """The turn's time ran out (sent by the host's clock, never by a player)."""

    seat: int


Edit = Place | Move | TakeBack | Arrange | StepBack | Undo
Action = Edit | Finish | Draw | Pass | Timeout

# --- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DraftChanged:
    """The current player's in-progress board changed (public: placed tiles are public)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Melded:
    """A turn ended with a legal Finish meld; ``played`` are the rack tiles now on the board.

    In brief (``changes.outline``), for the log: ``new_sets`` are the sets made of played tiles alone
    (the rest went into sets on the board), ``reworked`` how many board sets the move took apart or
    changed inside, ``jokers_won`` how many jokers it won back from them. A move saved before these
    were kept has none of them: its played tiles are all told."""

    seat: int
    played: tuple[Tile, ...]
    opening: bool
    new_sets: tuple[tuple[Tile, ...], ...] = ()
    reworked: int = 0
    jokers_won: int = 0


@dataclass(frozen=True, slots=True)
class Drew:
    """A turn ended with tiles from the pool: one by Draw or timeout, up to three as a penalty.

    ``tiles`` is secret to ``seat``: anyone else sees ``count`` and no tiles."""

    seat: int
    tiles: tuple[Tile, ...]
    timed_out: bool = False
    penalty: bool = False
    count: int = -1

    def __post_init__(self) -> None:
        if self.count < 0:
            object.__setattr__(self, "count", len(self.tiles))


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int
    timed_out: bool = False


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    result: GameResult


Event = DraftChanged | Melded | Drew | Passed | TurnStarted | GameEnded


class TurnEnd(StrEnum):
    """How a seat's last turn ended: public, as everyone at the table saw it. A player who draws
    had nothing they wanted to lay; a bot reads opponents' racks from it."""

    NONE = ""  # no turn yet this game
    OPENED = "opened"  # the opening meld
    MELDED = "melded"
    DREW = "drew"
    PASSED = "passed"
    TIMED_OUT = "timed_out"  # the clock drew or passed for the player


def turn_end_of(event: Melded | Drew | Passed) -> TurnEnd:
    if isinstance(event, Melded):
        return TurnEnd.OPENED if event.opening else TurnEnd.MELDED
    if event.timed_out:
        return TurnEnd.TIMED_OUT
    return TurnEnd.DREW if isinstance(event, Drew) else TurnEnd.PASSED
