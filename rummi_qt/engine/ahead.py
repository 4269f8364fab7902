"""Thinking ahead: the expert works on its next decision during the other seats' turns, and its
turn, when it comes, only finishes that work.

The work is kept under exactly what the decision reads (``position``: its rack, the board the
turn starts from, every seat's tile count and opening, how each seat's last turn ended and what
was melded since, the passes in a row, the pool's size, the rules, the turn) and the seed of its
turn. The position is foreseen before the turn comes (``Ahead.think_from``): the bots before it
make the moves they will make (a bot's move is a function of its view and its seed, and the
seeds of turns to come are known), a person is guessed to draw. If the turn starts elsewhere (a
person laid tiles), the guess was wrong and the decision starts afresh. The work is the
expert's search in steps (``expert.expert_steps``), paused between steps when asked and taken
up again later: the move for a seed, a budget and a position is the same move however many
times it was paused, and whether it was begun ahead of time or not. Nothing here reads a clock;
``stop`` is asked.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from .actions import Arrange, Draw, Finish, Pass, TurnEnd, Undo
from .bots import KEEP_WEIGHTS, choose
from .expert import THINK, Move, Think, expert_steps
from .game import GameState, Options, apply
from .reading import Steps
from .tiles import Tile
from .views import PlayerView, view_for

Laid = tuple[Tile, ...]
# The bot levels whose thinking is worth doing ahead (the others take milliseconds).
THINKS_AHEAD = frozenset({"expert"})
KEPT = 8  # decisions kept at once: a round's, and a few guesses that may yet come true


@dataclass(frozen=True, slots=True)
class Position:
    """Everything the expert's decision reads from a view (and the turn it is made on)."""

    seat: int
    seats: int
    options: Options
    rack: tuple[Tile, ...]
    board: tuple[Laid, ...]
    rack_counts: tuple[int, ...]
    opened: tuple[bool, ...]
    last_turns: tuple[TurnEnd, ...]
    laid_since: tuple[tuple[Tile, ...], ...]
    passes: int
    pool_size: int
    turn: int


def position(view: PlayerView) -> Position:
    """What every bot level reads from a view (the expert the most)."""
    assert view.rack is not None
    return Position(view.seat, view.seats, view.options, view.rack, tuple(view.turn_board.sets()),
                    view.rack_counts, view.opened, view.last_turns, view.laid_since, view.passes,
                    view.pool_size, view.turn)


def after(state: GameState, sets: Sequence[Laid] | None = None) -> GameState | None:
    """The game once the current player has laid ``sets`` (the whole board after the turn) or, for
    ``None``, drawn (passed when the pool is empty); ``None`` if that is refused or ends the game."""
    seat = state.current
    if state.draft.changed:
        state = apply(state, Undo(seat)).state
    if sets is None:
        outcome = apply(state, Draw(seat) if state.pool else Pass(seat))
    else:
        arranged = apply(state, Arrange(seat, tuple(tuple(s) for s in sets)))
        outcome = apply(arranged.state, Finish(seat)) if arranged.ok else arranged
    return outcome.state if outcome.ok and outcome.state.result is None else None


def drawn_view(view: PlayerView) -> PlayerView | None:
    """What a seat that is not playing sees once the current player draws (passes when the pool
    is empty), worked out from its view alone (``after`` needs the whole game); ``None`` if every
    seat would then have passed."""
    seat, seats = view.current, view.seats
    assert view.seat != seat and view.result is None
    drew = view.pool_size > 0
    passes = 0 if drew else view.passes + 1
    if passes >= seats:
        return None
    counts = list(view.rack_counts)  # the drawing seat's, as at its turn's start: its changes undone
    counts[seat] += (view.board.tiles() - view.turn_board.tiles()).total() + drew
    turns = list(view.last_turns)
    turns[seat] = TurnEnd.DREW if drew else TurnEnd.PASSED
    laid = list(view.laid_since)
    laid[seat] = ()
    return replace(view, board=view.turn_board, rack_counts=tuple(counts), last_turns=tuple(turns),
                   laid_since=tuple(laid), pool_size=view.pool_size - drew, current=(seat + 1) % seats,
                   turn=view.turn + 1, passes=passes, can_step_back=False)


class _Search:
    def __init__(self, steps: Steps[Move]) -> None:
        self.steps = steps
        self.done = False
        self.move: Move = None

    def run(self, stop: Callable[[], bool]) -> bool:
        """Steps until the move is found (``True``) or ``stop()`` says to pause (``False``)."""
        while not self.done:
            if stop():
                return False
            try:
                next(self.steps)
            except StopIteration as found:
                self.done, self.move = True, found.value
        return True


def _never() -> bool:
    return False


class Ahead:
    """One seat's (or one worker's) decisions begun ahead of time, kept under their position and
    seed (and the other bots' moves worked out on the way); the last ``KEPT`` of each."""

    def __init__(self, keep: Sequence[int] | None = KEEP_WEIGHTS, think: Think = THINK) -> None:
        self.keep = keep
        self.think_with = think
        self._searches: OrderedDict[tuple[Position, int], _Search] = OrderedDict()
        self._chosen: OrderedDict[tuple[Position, str, int], Move] = OrderedDict()

    def think_from(self, state: GameState, levels: Sequence[str | None], seed_of: Callable[[int, int], int],
                   stop: Callable[[], bool] = _never) -> bool:
        """Work on the turns to come, up to the last one of the round that a bot which thinks ahead
        plays, as they will be if every seat without a bot (``levels[seat]`` is ``None``) draws:
        each bot's move (its level ``levels[seat]``, its seed ``seed_of(turn, seat)``) is worked out,
        the expert's in steps. ``True`` when all is done, ``False`` when ``stop()`` asked first."""
        order = [(state.current + step) % state.seats for step in range(state.seats)]
        wanted = max((step for step, seat in enumerate(order) if levels[seat] in THINKS_AHEAD), default=-1)
        if state.result is not None:
            return True
        now: GameState | None = state
        for seat in order[:wanted + 1]:
            assert now is not None and now.current == seat
            level = levels[seat]
            sets = None
            if level is not None:
                view, seed = view_for(now, seat), seed_of(now.turn, seat)
                if level in THINKS_AHEAD:
                    if not self.think(view, seed, stop):
                        return False
                elif stop():
                    return False
                sets = self.move(view, seed, level)
            now = after(now, sets)
            if now is None:  # the game ends (or a move is refused: nothing to foresee)
                break
        return True

    def think(self, view: PlayerView, seed: int, stop: Callable[[], bool] = _never) -> bool:
        """Work on the decision ``view`` asks for (seed ``seed``) until it is made (``True``) or
        ``stop()`` asks for a pause, checked between steps (``False``: kept to go on with later)."""
        return self._search(view, seed).run(stop)

    def move(self, view: PlayerView, seed: int, level: str = "expert") -> Move:
        """A bot's move: the expert finishes what was begun for this very position and seed, or
        works it out now (the same move as ``expert.expert_move`` with ``random.Random(seed)``);
        another level's, as ``bots.choose`` makes it, worked out ahead or now."""
        if level in THINKS_AHEAD:
            search = self._search(view, seed)
            search.run(_never)
            return search.move
        key = (position(view), level, seed)
        if key not in self._chosen:
            self._chosen[key] = choose(view, level, seed)
            while len(self._chosen) > KEPT:
                self._chosen.popitem(last=False)
        return self._chosen[key]

    def begun(self, view: PlayerView, seed: int) -> bool:
        """Whether work was begun for this position and seed."""
        return (position(view), seed) in self._searches

    def _search(self, view: PlayerView, seed: int) -> _Search:
        key = (position(view), seed)
        search = self._searches.get(key)
        if search is None:
            search = _Search(expert_steps(view, random.Random(seed), self.keep, self.think_with))
            self._searches[key] = search
            while len(self._searches) > KEPT:
                self._searches.popitem(last=False)
        self._searches.move_to_end(key)
        return search
