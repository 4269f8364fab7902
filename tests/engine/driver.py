"""A simple random-legal-move player for whole-game tests: it lays sets it finds on its rack,
adds tiles to the ends of board sets, makes and reverts stray edits, and otherwise draws or passes."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

from rummi_qt.engine import (
    COLUMNS,
    ROWS,
    Action,
    Cell,
    Draw,
    Finish,
    GameState,
    Move,
    Outcome,
    Pass,
    Place,
    StepBack,
    TakeBack,
    Tile,
    Timeout,
    Undo,
    apply,
    is_valid_set,
    order_set,
)


def rack_sets(rack: tuple[Tile, ...], rng: random.Random, tries: int = 60) -> Iterator[tuple[Tile, ...]]:
    """Valid sets drawn from random small subsets of a rack, laid out in order."""
    for _ in range(tries):
        size = rng.choice((3, 3, 3, 4, 5))
        if size > len(rack):
            return
        chosen = rng.sample(rack, size)
        laid = order_set(chosen)
        if laid is not None:
            yield laid


def free_spot(state: GameState, length: int) -> Cell | None:
    board = state.draft.board
    for row, col in itertools.product(range(ROWS), range(COLUMNS)):
        if board.free_span(row, col, length):
            return Cell(row, col)
    return None


def play_turn(state: GameState, rng: random.Random, log: list[Outcome]) -> GameState:
    """Play one whole turn for the current seat; every outcome (refusals too) goes to ``log``."""
    seat = state.current

    def act(action: Action) -> GameState:
        nonlocal state
        outcome = apply(state, action)
        log.append(outcome)
        state = outcome.state
        return state

    # Stray edits that must all be revertible.
    for _ in range(rng.randrange(3)):
        rack = state.draft.rack
        if rack and rng.random() < 0.5:
            act(Place(seat, rng.choice(rack), Cell(rng.randrange(ROWS), rng.randrange(COLUMNS))))
        elif len(state.draft.board):
            cells = [c for c, _ in state.draft.board]
            source = rng.choice(cells)
            if rng.random() < 0.5:
                act(TakeBack(seat, source))
            else:
                act(Move(seat, source, Cell(rng.randrange(ROWS), rng.randrange(COLUMNS))))
    if rng.random() < 0.05:
        return act(Timeout(seat))
    if rng.random() < 0.3:
        while state.draft.history:
            act(StepBack(seat))
    elif state.draft.changed:
        act(Undo(seat))

    # Try to lay one or two sets from the rack, and to extend board sets at their ends.
    for laid in rack_sets(state.draft.rack, rng):
        if any(laid.count(t) > state.draft.rack.count(t) for t in laid):
            continue
        spot = free_spot(state, len(laid))
        if spot is None:
            break
        for offset, t in enumerate(laid):
            act(Place(seat, t, Cell(spot.row, spot.col + offset)))
        if rng.random() < 0.5:
            break
    if state.opened[seat]:
        for placed in state.draft.board.placed_sets():
            end = Cell(placed.row, placed.col + len(placed.tiles))
            for t in set(state.draft.rack):
                if is_valid_set(placed.tiles + (t,)) and end.col < COLUMNS and state.draft.board[end] is None \
                        and state.draft.board[Cell(end.row, end.col + 1)] is None:
                    act(Place(seat, t, end))
                    break
    if state.draft.changed:
        if state.check_finish():
            return act(Finish(seat))
        act(Undo(seat))
    return act(Draw(seat) if state.pool else Pass(seat))


def play_game(state: GameState, rng: random.Random, log: list[Outcome], max_turns: int = 2000) -> GameState:
    for _ in range(max_turns):
        if state.over:
            return state
        state = play_turn(state, rng, log)
    raise AssertionError("the game did not end")
