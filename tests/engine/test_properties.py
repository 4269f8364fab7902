"""Whole seeded games played by a random-legal-move driver, checked after every action."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from rummi_qt.engine import (
    COLOURS,
    Drew,
    GameEnded,
    Match,
    Melded,
    Options,
    Outcome,
    Tile,
    TurnStarted,
    all_tiles,
    is_valid_set,
    new_game,
    set_points,
    settle,
    spec_for_seats,
)
from rummi_qt.engine.tiles import JOKER, MAX_NUMBER
from tests.engine.driver import play_game, play_turn

seeds = st.integers(min_value=0, max_value=2**32 - 1)
seat_counts = st.integers(min_value=2, max_value=6)


def check_invariants(outcome: Outcome, full: Counter[Tile]) -> None:
    state = outcome.state
    assert state.all_tiles() == full, "every tile is in exactly one of racks, board and pool"
    assert all(is_valid_set(s) for s in state.board.sets()), "the committed board holds only valid sets"
    if not outcome.ok:
        assert outcome.events == ()
        assert outcome.verdict.reason is not None and outcome.verdict.detail
    for event in outcome.events:
        if isinstance(event, GameEnded):
            assert sum(event.result.changes) == 0, "scores sum to zero"
            assert list(event.result.changes) == settle(state.racks)


@settings(max_examples=25, deadline=None)
@given(seed=seeds, seats=seat_counts)
def test_random_games_keep_every_tile_and_end_with_zero_sum(seed: int, seats: int) -> None:
    rng = random.Random(seed)
    state, starting = new_game(seats, rng, Options(official_penalty=seed % 2 == 0))
    assert starting is not None
    full = Counter(all_tiles(spec_for_seats(seats)))
    assert state.all_tiles() == full
    assert all(len(r) == 14 for r in state.racks)
    log: list[Outcome] = []
    previous = 0
    while not state.over:
        state = play_turn(state, rng, log)
        for outcome in log[previous:]:
            check_invariants(outcome, full)
        previous = len(log)
    assert state.result is not None
    assert sum(state.result.changes) == 0
    ended = [e for o in log for e in o.events if isinstance(e, GameEnded)]
    assert len(ended) == 1


@settings(max_examples=10, deadline=None)
@given(seed=seeds)
def test_games_replay_identically_from_their_seed(seed: int) -> None:
    def transcript() -> list[object]:
        rng = random.Random(seed)
        state, _ = new_game(3, rng)
        log: list[Outcome] = []
        play_game(state, rng, log)
        return [(o.verdict, o.events) for o in log]

    assert transcript() == transcript()


@settings(max_examples=10, deadline=None)
@given(seed=seeds, seats=st.integers(min_value=2, max_value=4))
def test_turns_go_round_in_seat_order_and_melds_leave_the_rack(seed: int, seats: int) -> None:
    rng = random.Random(seed)
    state, _ = new_game(seats, rng)
    log: list[Outcome] = []
    before = state
    while not state.over:
        before = state
        state = play_turn(state, rng, log)
        ended = log[-1]
        if state.over:
            break
        assert ended.events[-1] == TurnStarted((before.current + 1) % seats)
        for event in ended.events:
            if isinstance(event, Melded):
                assert Counter(before.racks[event.seat]) - Counter(event.played) == Counter(state.racks[event.seat])
            if isinstance(event, Drew):
                assert len(state.pool) == len(before.pool) - len(event.tiles)


@settings(max_examples=5, deadline=None)
@given(seed=seeds, seats=st.integers(min_value=2, max_value=3))
def test_a_round_has_as_many_games_as_players_and_rotates_the_first_seat(seed: int, seats: int) -> None:
    rng = random.Random(seed)
    match = Match.start(seats, rng)
    firsts = []
    while True:
        firsts.append(match.game.first_seat)
        game = play_game(match.game, rng, [])
        match = match.__class__(game, match.book.add(game.result) if game.result else match.book)
        if match.finished:
            break
        match = match.next_game(rng)
    assert len(match.book.results) == seats
    assert firsts == [(firsts[0] + i) % seats for i in range(seats)]
    assert sum(match.book.totals) == 0


# --- set validity against a brute-force reference -------------------------------------------------


def reference_valid(tiles: tuple[Tile, ...]) -> bool:
    """Try every value the jokers could stand for, and check runs and groups by their definitions."""
    count = len(tiles)
    if count < 3 or all(t.is_joker for t in tiles):
        return False
    numbered = [t for t in tiles if not t.is_joker]
    # Group: one number, different colours, 3 or 4 tiles.
    if count <= 4 and len({t.number for t in numbered}) == 1 and len({t.colour for t in numbered}) == len(numbered):
        return True
    # Run: some start s and colour c make position i stand for (c, s + i).
    for colour, start in itertools.product(COLOURS, range(1, MAX_NUMBER + 1)):
        if start + count - 1 > MAX_NUMBER:
            continue
        if all(t.is_joker or (t.colour == colour and t.number == start + i) for i, t in enumerate(tiles)):
            return True
    return False


def test_set_validity_agrees_with_the_brute_force_reference() -> None:
    # 10,000 seeded lists of 0-7 tiles, each tile a joker half the time (as the Hypothesis strategy
    # this replaces drew them): five times its 2,000 examples in a tenth of the time, which went
    # nearly all into Hypothesis's drawing. Hypothesis still explores dense small sets below.
    rng = random.Random(2026)
    valid = 0
    for _ in range(10_000):
        tiles = tuple(JOKER if rng.random() < 0.5 else Tile(rng.choice(COLOURS), rng.randint(1, MAX_NUMBER))
                      for _ in range(rng.randint(0, 7)))
        assert is_valid_set(tiles) == reference_valid(tiles), tiles
        if is_valid_set(tiles):
            valid += 1
            assert set_points(tiles) > 0, tiles
    assert valid > 500  # both answers are well represented


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([Tile(c, n) for c in COLOURS for n in (1, 2, 3, 4)] + [JOKER]),
                min_size=3, max_size=5).map(tuple))
def test_set_validity_agrees_on_dense_small_sets(tiles: tuple[Tile, ...]) -> None:
    assert is_valid_set(tiles) == reference_valid(tiles)
