"""Thinking ahead: the expert works on its next decision during the other seats' turns, and its
turn, when it comes, only finishes that work.

The work is kept under exactly what the decision reads (``position``: its rack, the board the
turn starts from, every seat's tile count and opening, how each seat's last turn ended and what
was melded since, the passes in a row, the rules, the turn) and the seed of its turn. The
position is guessed before the turn comes (``after``: the seats before it draw, or a move the
host already holds back for the pace is made); if the turn starts elsewhere (someone laid tiles),
the guess was wrong and the decision starts afresh. The work is the expert's search in steps
(``expert.expert_steps``), paused between steps when asked and taken up again later: the move
for a seed, a budget and a position is the same move however many times it was paused, and
whether it was begun ahead of time or not. Nothing here reads a clock; ``stop`` is asked.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .actions import Arrange, Draw, Finish, Pass, TurnEnd, Undo
from .bots import KEEP_WEIGHTS
from .expert import THINK, Move, Think, expert_steps
from .game import GameState, Options, apply
from .reading import Steps
from .tiles import Tile
from .views import PlayerView

Laid = tuple[Tile, ...]
# The bot levels whose thinking is worth doing ahead (the others take milliseconds).
THINKS_AHEAD = frozenset({"expert"})
KEPT = 4  # decisions kept at once: the next turn's, and a few guesses at it that may yet come true


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
    turn: int


def position(view: PlayerView) -> Position:
    assert view.rack is not None
    return Position(view.seat, view.seats, view.options, view.rack, tuple(view.turn_board.sets()),
                    view.rack_counts, view.opened, view.last_turns, view.laid_since, view.passes, view.turn)


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


def drawn_until(state: GameState | None, seat: int) -> GameState | None:
    """The game when ``seat``'s turn comes if every seat before it draws (or passes)."""
    while state is not None and state.current != seat:
        state = after(state)
    return state


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
    seed; the last ``KEPT`` of them."""

    def __init__(self, keep: Sequence[int] | None = KEEP_WEIGHTS, think: Think = THINK) -> None:
        self.keep = keep
        self.think_with = think
        self._searches: OrderedDict[tuple[Position, int], _Search] = OrderedDict()

    def think(self, view: PlayerView, seed: int, stop: Callable[[], bool] = _never) -> bool:
        """Work on the decision ``view`` asks for (seed ``seed``) until it is made (``True``) or
        ``stop()`` asks for a pause, checked between steps (``False``: kept to go on with later)."""
        return self._search(view, seed).run(stop)

    def move(self, view: PlayerView, seed: int) -> Move:
        """The expert's move: what was begun for this very position and seed, finished; else
        worked out now. The same move as ``expert.expert_move`` with ``random.Random(seed)``."""
        key = (position(view), seed)
        search = self._search(view, seed)
        search.run(_never)
        del self._searches[key]
        return search.move

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
