"""What one seat may know of a game: its own rack and public information, never the pool's order."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Drew, Event, TurnEnd
from .board import Board
from .game import GameState, Options
from .scoring import GameResult
from .tiles import Tile

SPECTATOR = -1


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A game as seen from one seat (``SPECTATOR`` sees no rack at all).

    ``board`` is the board as it lies now, the current player's unfinished changes included:
    a tile is public from the moment it is placed. ``turn_board`` is the board the turn began with.
    ``last_turns`` says how each seat's last turn ended (a meld, a draw, a pass), as the table saw it,
    and ``laid_since`` which tiles others have melded since then (so the board that seat left is the
    board now without them).
    """

    seat: int
    seats: int
    options: Options
    rack: tuple[Tile, ...] | None
    last_drawn: tuple[Tile, ...]
    board: Board
    turn_board: Board
    rack_counts: tuple[int, ...]
    opened: tuple[bool, ...]
    last_turns: tuple[TurnEnd, ...]
    laid_since: tuple[tuple[Tile, ...], ...]
    pool_size: int
    current: int
    first_seat: int
    turn: int
    passes: int
    can_step_back: bool
    result: GameResult | None

    @property
    def my_turn(self) -> bool:
        return self.result is None and self.seat == self.current

    @property
    def changed(self) -> bool:
        """The current player has unfinished changes."""
        return self.board != self.turn_board


def view_for(state: GameState, seat: int) -> PlayerView:
    """The only shape of a game that leaves the host for ``seat`` (or ``SPECTATOR``)."""
    if seat != SPECTATOR and not 0 <= seat < state.seats:
        raise ValueError(f"seat {seat} is not at this table")
    own = seat != SPECTATOR
    live = state.result is None
    return PlayerView(
        seat=seat,
        seats=state.seats,
        options=state.options,
        rack=state.rack_of(seat) if own else None,
        last_drawn=state.last_drawn[seat] if own else (),
        board=state.draft.board if live else state.board,
        turn_board=state.draft.start_board if live else state.board,
        rack_counts=tuple(len(state.rack_of(s)) for s in range(state.seats)),
        opened=state.opened,
        last_turns=state.seat_last_turns(),
        laid_since=state.seat_laid_since(),
        pool_size=len(state.pool),
        current=state.current,
        first_seat=state.first_seat,
        turn=state.turn,
        passes=state.passes,
        can_step_back=live and bool(state.draft.history),
        result=state.result,
    )


def event_for(event: Event, seat: int) -> Event:
    """An event as ``seat`` may see it: someone else's drawn tiles become unknown (only their number)."""
    if isinstance(event, Drew) and event.seat != seat:
        return Drew(event.seat, (), event.timed_out, event.penalty, count=len(event.tiles))
    return event
