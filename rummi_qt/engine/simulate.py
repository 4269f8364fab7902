"""Whole games between bots with the engine alone, for `rummi simulate` and the bot tests.

Time comes in as a function (the engine has no clock of its own), so results replay from a seed."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .actions import Arrange, Draw, Finish, Pass, Undo
from .bots import LEVELS
from .game import GameState, apply, new_game
from .scoring import GameResult
from .turn import check_turn
from .views import view_for


class IllegalBotMove(AssertionError):
    """A bot chose a board that the rules refuse (a bug in the bot)."""


@dataclass(slots=True)
class SeatStats:
    level: str
    games: int = 0
    wins: float = 0.0
    score: int = 0
    tiles_left: int = 0
    think: list[float] = field(default_factory=list)


def play_bot_game(levels: Sequence[str], seed: int, clock: Callable[[], float] | None = None,
                  first_seat: int | None = None) -> tuple[GameResult, list[list[float]]]:
    """One game with a bot of ``levels[seat]`` in each seat; every move is checked by check_turn.
    Returns the result and each seat's think times (empty without a clock)."""
    rng = random.Random(seed)
    state, _ = new_game(len(levels), rng, first_seat=first_seat)
    think: list[list[float]] = [[] for _ in levels]
    turns = 0
    while state.result is None:
        turns += 1
        if turns > 5000:
            raise AssertionError("the game did not end")
        state = _turn(state, levels, rng, clock, think)
    return state.result, think


def _turn(state: GameState, levels: Sequence[str], rng: random.Random, clock: Callable[[], float] | None,
          think: list[list[float]]) -> GameState:
    seat = state.current
    view = view_for(state, seat)
    started = clock() if clock else 0.0
    sets = LEVELS[levels[seat]](view, random.Random(rng.getrandbits(32)))
    if clock:
        think[seat].append(clock() - started)
    if sets is not None:
        verdict = check_turn(state.board.sets(), sets, state.racks[seat], state.opened[seat],
                             state.options.threshold)
        if not verdict.ok:
            raise IllegalBotMove(f"{levels[seat]} bot: {verdict.detail}")
        arranged = _apply(state, Arrange(seat, tuple(tuple(s) for s in sets)))
        return _apply(arranged, Finish(seat))
    if state.draft.changed:
        state = _apply(state, Undo(seat))
    return _apply(state, Draw(seat) if state.pool else Pass(seat))


def _apply(state: GameState, action: Arrange | Finish | Draw | Pass | Undo) -> GameState:
    outcome = apply(state, action)
    if not outcome.ok:
        raise IllegalBotMove(f"{type(action).__name__} refused: {outcome.verdict.detail}")
    return outcome.state


def simulate(levels: Sequence[str], games: int, seed: int,
             clock: Callable[[], float] | None = None) -> list[SeatStats]:
    """``games`` seeded games; each deal is played once from every seat rotation when there are
    enough games, so seats share the luck of the deal."""
    stats = [SeatStats(level) for level in levels]
    seats = len(levels)
    for number in range(games):
        deal = seed + number // seats
        shift = number % seats
        rotated = [levels[(s + shift) % seats] for s in range(seats)]
        result, think = play_bot_game(rotated, deal, clock, first_seat=0)
        for seat in range(seats):
            original = (seat + shift) % seats
            record = stats[original]
            record.games += 1
            if seat in result.winners:
                record.wins += 1 / len(result.winners)
            record.score += result.changes[seat]
            record.tiles_left += len(result.racks[seat])
            record.think.extend(think[seat])
    return stats
