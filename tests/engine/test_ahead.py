"""Thinking ahead: the expert's move for a seed, a budget and a position is the same move whether
it was worked out at once, begun during the other seat's turn and finished on its own, or paused
any number of times; work begun on a guess at the position is used only when the guess came true."""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from rummi_qt.engine import TurnEnd, parse_board, parse_tiles
from rummi_qt.engine.actions import Arrange
from rummi_qt.engine.ahead import Ahead, after, drawn_view, position
from rummi_qt.engine.board import layout
from rummi_qt.engine.bots import KEEP_WEIGHTS
from rummi_qt.engine.draft import Draft
from rummi_qt.engine.expert import Move, Think, expert_move, expert_steps
from rummi_qt.engine.game import GameState, apply, new_game
from rummi_qt.engine.tiles import all_tiles, spec_for_seats
from rummi_qt.engine.views import PlayerView, view_for

# The search itself is what is paused here: the expert, having opened, would otherwise hoard (draw).
TINY = Think(rollouts=24, depth=10, work=1500, reply_work=1500, hoard=False)
SEED = 7


def game() -> GameState:
    """Seat 0 to play, four tiles from going out; seat 1, the expert, next, with tiles to weigh."""
    board = layout(parse_board("r3 r4 r5 | b9 b10 b11 b12 | k7 o7 b7 | o1 o2 o3"))
    racks = (parse_tiles("k1 k2 r2 o12"), parse_tiles("r6 r7 b8 k5 k6 o9"))
    state, _ = new_game(2, random.Random(3))
    left = Counter(all_tiles(spec_for_seats(2))) - board.tiles() - Counter(racks[0]) - Counter(racks[1])
    pool = list(left.elements())
    random.Random(4).shuffle(pool)
    return replace(state, pool=tuple(pool), racks=tuple(tuple(sorted(r)) for r in racks), board=board,
                   opened=(True, True), current=0, draft=Draft.begin(board, racks[0]), turn=31,
                   last_turns=(TurnEnd.MELDED, TurnEnd.DREW), laid_since=((), ()))


def pausing(every: int) -> Callable[[], bool]:
    """A stop that asks for a pause every ``every``-th time it is asked (2: after every step)."""
    asked = itertools.count(1)
    return lambda: next(asked) % every == 0


@functools.cache
def at_once() -> tuple[PlayerView, Move]:
    """Seat 1's view when seat 0 draws, and the expert's move worked out at once."""
    guess = after(game())
    assert guess is not None
    view = view_for(guess, 1)
    return view, expert_move(view, random.Random(SEED), KEEP_WEIGHTS, TINY)


def test_the_move_is_the_same_at_once_or_paused_at_every_step_or_once() -> None:
    view, move = at_once()
    steps = sum(1 for _ in expert_steps(view, random.Random(SEED), KEEP_WEIGHTS, TINY))
    assert steps >= 20  # guesses, checked replies and play-outs: something to pause between
    ahead = Ahead(think=TINY)
    pauses = 0
    while not ahead.think(view, SEED, pausing(2)):  # one step, then a pause
        pauses += 1
    assert pauses >= steps - 1 and ahead.begun(view, SEED)
    assert ahead.move(view, SEED) == move
    half = Ahead(think=TINY)
    assert not half.think(view, SEED, pausing(steps // 2))  # paused half-way, finished when the turn comes
    assert half.move(view, SEED) == move


def test_work_on_a_guessed_position_is_used_only_when_the_guess_came_true() -> None:
    state = game()
    view, move = at_once()  # the guess at the start of seat 0's turn: it draws
    ahead = Ahead(think=TINY)
    assert not ahead.think(view, SEED, pausing(10))
    # Seat 0 tries r2 on the board, takes it back and draws: the guess came true.
    longer = [tuple(parse_tiles("r2 r3 r4 r5")), *state.board.sets()[1:]]
    tried = apply(state, Arrange(0, tuple(longer)))
    assert tried.ok and tried.state.draft.changed
    drew = after(tried.state)
    assert drew is not None and drew.current == 1
    real = view_for(drew, 1)
    assert position(real) == position(view) and ahead.begun(real, SEED)
    assert ahead.move(real, SEED) == move
    # Had it laid r2, the work done would not be used: the move is worked out afresh.
    melded = after(state, longer)
    assert melded is not None
    real = view_for(melded, 1)
    assert not ahead.begun(real, SEED)
    assert ahead.move(real, SEED) == expert_move(real, random.Random(SEED), KEEP_WEIGHTS, TINY)


def test_the_moves_of_the_bots_before_it_are_foreseen_and_a_person_is_guessed_to_draw() -> None:
    state = game()
    view, move = at_once()
    seed_of = lambda turn, seat: turn * 10 + seat  # noqa: E731
    # Seat 0 a person: the expert thinks on the position it leaves if it draws.
    person = Ahead(think=TINY)
    assert person.think_from(state, [None, "expert"], lambda turn, seat: SEED)
    assert person.begun(view, SEED) and person.move(view, SEED) == move
    # Seat 0 a bot: its move is worked out, and the expert thinks on the position that move leaves.
    ahead = Ahead(think=TINY)
    assert not ahead.think_from(state, ["normal", "expert"], seed_of, pausing(12))  # paused on the way
    assert ahead.think_from(state, ["normal", "expert"], seed_of)
    bots_move = ahead.move(view_for(state, 0), seed_of(state.turn, 0), "normal")
    assert bots_move is not None  # it lays r2: the expert's turn does not start where a draw would leave it
    moved = after(state, bots_move)
    assert moved is not None
    real = view_for(moved, 1)
    assert position(real) != position(view) and ahead.begun(real, seed_of(moved.turn, 1))
    assert ahead.move(real, seed_of(moved.turn, 1)) == \
        expert_move(real, random.Random(seed_of(moved.turn, 1)), KEEP_WEIGHTS, TINY)


def test_a_seat_foresees_a_draw_from_its_view_alone_as_the_game_makes_it() -> None:
    state = game()
    longer = (tuple(parse_tiles("r2 r3 r4 r5")), *state.board.sets()[1:])
    for now in (state, apply(state, Arrange(0, longer)).state):  # seat 0 has tried a tile, or not
        drew = after(now)
        assert drew is not None
        foreseen = drawn_view(view_for(now, 1))
        assert foreseen is not None and position(foreseen) == position(view_for(drew, 1))
    passed = after(replace(state, pool=()))  # the pool is out: seat 0 passes
    foreseen = drawn_view(view_for(replace(state, pool=()), 1))
    assert passed is not None and foreseen is not None and position(foreseen) == position(view_for(passed, 1))
    empty = replace(state, pool=(), passes=1)  # and if seat 1 passed before it, the game ends
    assert drawn_view(view_for(empty, 1)) is None and after(empty) is None
