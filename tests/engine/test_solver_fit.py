"""The yes/no check of whether tiles all go into sets (``solver_fit``), judged by brute force on
small multisets and by the move finder on board-sized ones, and the cases its normal form must
not lose."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from rummi_qt.engine import solver, solver_fit
from rummi_qt.engine.tiles import COLOURS, JOKER, NUMBERED_TILES, Tile, parse_tiles

from .test_solver import best_partition, key


def rows_of(tiles: Sequence[Tile]) -> tuple[list[list[int]], int]:
    rows = [[0] * 4 for _ in range(13)]
    for t in tiles:
        if t.number is not None and t.colour is not None:
            rows[t.number - 1][t.colour.order] += 1
    return rows, sum(t.is_joker for t in tiles)


def fits(text: str) -> bool | None:
    return solver_fit.fits_all(*rows_of(parse_tiles(text)))


@pytest.mark.parametrize("text", [
    "r6 r7 r8 r9 r10 J r12",  # a long run bridges a gap with a joker
    "r5 r6 r7 J J r10",  # and with two
    "b4 b5 b6 b7 b8 b9 J b11 b9 b10 b11",  # the real tile of the gap is in another run
    "k12 k13 J",  # J k12 k13: a run of two at 13 takes a joker in front
    "k13 J J",  # a group of one number and two jokers
    "k13 r13 J",
    "r1 r2 J",
    "r1 J r3",
    "r11 J J",
    "k1 k2 k3 J J",  # spare jokers float onto a run
    "k5 b5 o5 r5 J J k5 b5",  # no run: the groups take every joker
    "k5 b5 o5 r5 k5 J",  # k5 b5 o5 | k5 r5 J
    "k5 b5 o5 r5 k5 b5 J",  # k5 b5 o5 r5 | k5 b5 J
    "k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13 J",  # a run of 13 splits around a joker
    "k4 b4 o4 k5 b5 o5 k6 b6 o6",
    "",
])
def test_these_all_go_into_sets(text: str) -> None:
    assert fits(text) is True


@pytest.mark.parametrize("text", [
    "k13 J",
    "J J",  # never only jokers
    "r12 r13",
    "r1 r2 r4 r5",
    "r1 r2 r3 r3",
    "k5 b5 k5 b5 J",  # two groups, two jokers short
    "k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13 k13",
    "k5 b5 o5 r5 b5 o5 J k9",
])
def test_these_do_not(text: str) -> None:
    assert fits(text) is False


def random_multiset(rng: random.Random, most: int) -> list[Tile]:
    low = rng.randint(1, 13)
    high = min(13, low + rng.randint(2, 12))
    colours = COLOURS[:rng.randint(1, 4)]
    pool = [NUMBERED_TILES[c, n] for c in colours for n in range(low, high + 1)] * 2
    return rng.sample(pool, min(len(pool), rng.randint(3, most))) + [JOKER] * rng.choice([0, 1, 1, 2, 2])


def test_small_multisets_agree_with_brute_force() -> None:
    rng = random.Random(11)
    agreed = yes = 0
    while agreed < 400:
        tiles = random_multiset(rng, 8)
        judged = best_partition(tuple(sorted(map(key, tiles)))) >= 0
        assert solver_fit.fits_all(*rows_of(tiles)) is judged, " ".join(map(str, tiles))
        agreed += 1
        yes += judged
    assert 80 < yes < 320  # both answers are well tried


def test_board_sized_multisets_agree_with_the_move_finder() -> None:
    rng = random.Random(12)
    yes = 0
    for _ in range(300):
        tiles = random_multiset(rng, 40)
        found = solver._solve(tiles, [], 0, opening=False) is not None  # noqa: SLF001 - the search as judge
        assert solver_fit.fits_all(*rows_of(tiles)) is found, " ".join(map(str, tiles))
        yes += found
    assert 30 < yes < 270


def test_work_runs_out_and_is_counted() -> None:
    rows, jokers = rows_of(parse_tiles("r4 k9 r1 r2 r3 b7 b8 b9 k4 b4 o4"))
    spent = [0]
    assert solver_fit.fits_all(rows, jokers, max_work=1, spent=spent) is None and spent[0] >= 1
    spent = [0]
    assert solver_fit.fits_all(rows, jokers, spent=spent) is False and spent[0] > 1


def test_the_steps_kept_between_calls_change_no_answer() -> None:
    rng = random.Random(13)
    cases = [random_multiset(rng, 30) for _ in range(60)]
    solver_fit._STEPS.clear()  # noqa: SLF001
    cold = []
    for tiles in cases:
        solver_fit._STEPS.clear()  # noqa: SLF001
        cold.append(solver_fit.fits_all(*rows_of(tiles)))
    assert [solver_fit.fits_all(*rows_of(tiles)) for tiles in cases] == cold


def test_more_than_two_jokers_go_to_the_move_finder() -> None:
    with pytest.raises(ValueError):
        solver_fit.fits_all(*rows_of(parse_tiles("k1 J J J")))
    assert solver.places_all(parse_tiles("k1 k2"), parse_tiles("J J J")) is True  # k1 k2 J J J
    assert solver.places_all(parse_tiles("k1 b9"), parse_tiles("J J J")) is False
