"""One game as a pure state machine: the starting draw, the deal, turns, the end and its score."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TypeVar

from .actions import (
    Action,
    Arrange,
    DraftChanged,
    Draw,
    Drew,
    Event,
    Finish,
    GameEnded,
    Melded,
    Move,
    Pass,
    Passed,
    Place,
    StepBack,
    TakeBack,
    Timeout,
    TurnEnd,
    TurnStarted,
    Undo,
    turn_end_of,
)
from .board import Board
from .changes import outline
from .draft import Draft
from .scoring import GameResult
from .tiles import RACK_SIZE, Tile, all_tiles, spec_for_seats
from .turn import DEFAULT_THRESHOLD, check_turn
from .verdict import OK, Reason, Verdict, refuse

PENALTY_TILES = 3
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Options:
    """The table options the engine needs (the timer's length lives with the host's clock)."""

    threshold: int = DEFAULT_THRESHOLD
    official_penalty: bool = False

    def __post_init__(self) -> None:
        if self.threshold < 0:
            raise ValueError("the opening threshold cannot be negative")


@dataclass(frozen=True, slots=True)
class StartingDraw:
    """The tiles drawn to choose the first player: one list per draw, ties drawing again."""

    draws: tuple[tuple[tuple[int, Tile], ...], ...]
    first_seat: int


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything about one game. ``pool`` is secret and ordered: draws take its last tile."""

    seats: int
    options: Options
    pool: tuple[Tile, ...]
    racks: tuple[tuple[Tile, ...], ...]
    board: Board
    opened: tuple[bool, ...]
    first_seat: int
    current: int
    draft: Draft
    passes: int = 0
    turn: int = 1
    last_drawn: tuple[tuple[Tile, ...], ...] = field(default=())
    last_turns: tuple[TurnEnd, ...] = field(default=())  # public: how each seat's last turn ended
    laid_since: tuple[tuple[Tile, ...], ...] = field(default=())  # public: tiles melded since then
    result: GameResult | None = None

    @property
    def over(self) -> bool:
        return self.result is not None

    def seat_last_turns(self) -> tuple[TurnEnd, ...]:
        """``last_turns``, or no turn yet for every seat in a state made without them (tests)."""
        return self.last_turns or (TurnEnd.NONE,) * self.seats

    def seat_laid_since(self) -> tuple[tuple[Tile, ...], ...]:
        """``laid_since``, or nothing for every seat in a state made without it (tests)."""
        return self.laid_since or ((),) * self.seats

    def rack_of(self, seat: int) -> tuple[Tile, ...]:
        """A rack as it is now: the current player's rack less the tiles laid this turn."""
        return self.draft.rack if seat == self.current and not self.over else self.racks[seat]

    def all_tiles(self) -> Counter[Tile]:
        """Every tile of the game, wherever it is (racks, the in-progress board, the pool)."""
        counts: Counter[Tile] = Counter(self.pool)
        for seat in range(self.seats):
            counts.update(self.rack_of(seat))
        counts.update(self.draft.board.tiles() if not self.over else self.board.tiles())
        return counts

    # --- what the current player may do ---------------------------------------------------------

    def can_draw(self) -> Verdict:
        if self.over:
            return refuse(Reason.GAME_OVER, "The game is over")
        if self.draft.changed:
            return refuse(Reason.CHANGES_PENDING, "Undo your changes before you draw")
        if not self.pool:
            return refuse(Reason.POOL_EMPTY, "The pool is empty: pass instead")
        return OK

    def can_pass(self) -> Verdict:
        if self.over:
            return refuse(Reason.GAME_OVER, "The game is over")
        if self.draft.changed:
            return refuse(Reason.CHANGES_PENDING, "Undo your changes before you pass")
        if self.pool:
            return refuse(Reason.POOL_NOT_EMPTY, "You can pass only when the pool is empty: draw instead")
        return OK

    def check_finish(self) -> Verdict:
        """Whether Finish meld would be accepted now, and why not."""
        if self.over:
            return refuse(Reason.GAME_OVER, "The game is over")
        return check_turn(self.board.sets(), self.draft.board.sets(), self.racks[self.current],
                          self.opened[self.current], self.options.threshold)


def choose_first_seat(seats: int, rng: random.Random, spec_tiles: Sequence[Tile]) -> StartingDraw:
    """Each player draws a tile; the highest number starts, jokers count as nothing, ties redraw."""
    contenders = list(range(seats))
    draws: list[tuple[tuple[int, Tile], ...]] = []
    while True:
        tiles = list(spec_tiles)
        rng.shuffle(tiles)
        drawn = tuple((seat, tiles[index]) for index, seat in enumerate(contenders))
        draws.append(drawn)
        best = max(t.number or 0 for _, t in drawn)
        contenders = [seat for seat, t in drawn if (t.number or 0) == best]
        if len(contenders) == 1:
            return StartingDraw(tuple(draws), contenders[0])


def new_game(
    seats: int,
    rng: random.Random,
    options: Options | None = None,
    first_seat: int | None = None,
) -> tuple[GameState, StartingDraw | None]:
    """Shuffle, choose the first player (unless given: later games of a round), deal 14 each."""
    tiles = all_tiles(spec_for_seats(seats))
    starting = None
    if first_seat is None:
        starting = choose_first_seat(seats, rng, tiles)
        first_seat = starting.first_seat
    elif not 0 <= first_seat < seats:
        raise ValueError(f"seat {first_seat} is not at this table")
    rng.shuffle(tiles)
    racks = tuple(tuple(sorted(tiles[i * RACK_SIZE:(i + 1) * RACK_SIZE])) for i in range(seats))
    pool = tuple(tiles[seats * RACK_SIZE:])
    board = Board()
    state = GameState(
        seats=seats,
        options=options or Options(),
        pool=pool,
        racks=racks,
        board=board,
        opened=(False,) * seats,
        first_seat=first_seat,
        current=first_seat,
        draft=Draft.begin(board, racks[first_seat]),
        last_drawn=((),) * seats,
        last_turns=(TurnEnd.NONE,) * seats,
        laid_since=((),) * seats,
    )
    return state, starting


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of applying an action: the new state and what happened, or a refusal."""

    state: GameState
    events: tuple[Event, ...] = ()
    verdict: Verdict = OK

    @property
    def ok(self) -> bool:
        return self.verdict.ok


def apply(state: GameState, action: Action) -> Outcome:
    """The one transition function of a game."""
    if state.over:
        return Outcome(state, verdict=refuse(Reason.GAME_OVER, "The game is over"))
    if action.seat != state.current:
        return Outcome(state, verdict=refuse(Reason.NOT_YOUR_TURN, "It is not your turn"))
    if isinstance(action, Finish):
        return _finish(state)
    if isinstance(action, Draw):
        verdict = state.can_draw()
        return _draw(state, 1) if verdict else Outcome(state, verdict=verdict)
    if isinstance(action, Pass):
        verdict = state.can_pass()
        return _pass(state) if verdict else Outcome(state, verdict=verdict)
    if isinstance(action, Timeout):
        return _timeout(state)
    return _edit(state, action)


def _edit(state: GameState, action: Place | Move | TakeBack | Arrange | StepBack | Undo) -> Outcome:
    result = state.draft.edit(action)
    if isinstance(result, Verdict):
        return Outcome(state, verdict=result)
    return Outcome(replace(state, draft=result), (DraftChanged(state.current),))


def _finish(state: GameState) -> Outcome:
    verdict = state.check_finish()
    if not verdict:
        return Outcome(state, verdict=verdict)
    seat = state.current
    draft = state.draft
    opening = not state.opened[seat]
    played = tuple(sorted(draft.played.elements()))
    brief = outline(state.board.sets(), draft.board.sets())
    state = replace(
        state,
        racks=_with(state.racks, seat, draft.rack),
        board=draft.board,
        opened=_with(state.opened, seat, True),
        passes=0,
    )
    return _next_turn(state, [Melded(seat, played, opening, brief.new_sets, brief.reworked, brief.jokers_won)])


def _draw(state: GameState, count: int, *, timed_out: bool = False, penalty: bool = False) -> Outcome:
    seat = state.current
    count = min(count, len(state.pool))
    drawn = state.pool[len(state.pool) - count:]
    state = replace(
        state,
        pool=state.pool[:len(state.pool) - count],
        racks=_with(state.racks, seat, tuple(sorted(state.racks[seat] + drawn))),
        last_drawn=_with(state.last_drawn, seat, drawn),
        board=state.draft.start_board,
        passes=0,
    )
    return _next_turn(state, [Drew(seat, drawn, timed_out=timed_out, penalty=penalty)])


def _pass(state: GameState, *, timed_out: bool = False) -> Outcome:
    seat = state.current
    state = replace(state, passes=state.passes + 1, board=state.draft.start_board)
    events: list[Event] = [Passed(seat, timed_out=timed_out)]
    if state.passes >= state.seats:
        return _end(state, events)
    return _next_turn(state, events)


def _timeout(state: GameState) -> Outcome:
    if not state.pool:
        return _pass(state, timed_out=True)
    penalty = state.options.official_penalty and state.draft.touched_board_sets
    return _draw(state, PENALTY_TILES if penalty else 1, timed_out=True, penalty=penalty)


def _next_turn(state: GameState, events: list[Event]) -> Outcome:
    ended = events[-1]
    assert isinstance(ended, Melded | Drew | Passed)
    turns = state.seat_last_turns()
    laid = state.seat_laid_since()
    if isinstance(ended, Melded):
        laid = tuple(tuple(sorted(tiles + ended.played)) for tiles in laid)
    state = replace(state, last_turns=_with(turns, state.current, turn_end_of(ended)),
                    laid_since=_with(laid, state.current, ()))
    if not state.racks[state.current]:
        return _end(state, events)
    following = (state.current + 1) % state.seats
    state = replace(
        state,
        current=following,
        turn=state.turn + 1,
        draft=Draft.begin(state.board, state.racks[following]),
    )
    events.append(TurnStarted(following))
    return Outcome(state, tuple(events))


def _end(state: GameState, events: list[Event]) -> Outcome:
    result = GameResult.from_racks(state.racks)
    state = replace(state, result=result, draft=Draft.begin(state.board, state.racks[state.current]))
    events.append(GameEnded(result))
    return Outcome(state, tuple(events))


def _with(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return values[:index] + (value,) + values[index + 1:]
