"""The move finder's exactness on seeded positions (brute force as the judge), and the property
its race between two searches rests on: each search finds the same solution however its work is
cut into turns, so that how the race goes only decides between equally good moves."""

from __future__ import annotations

import importlib
import random
from collections import Counter

import pytest

from rummi_qt.engine import solver, solver_search
from rummi_qt.engine.tiles import LARGE_SET, STANDARD_SET, Tile, all_tiles, parse_board, parse_tiles
from rummi_qt.engine.turn import check_turn

from .test_solver import Laid, brute_force, dealt, solver_score, take_set


def small_position(rng: random.Random) -> tuple[list[Laid], list[Tile]]:
    """Up to three board sets (jokers often) and a rack of up to six tiles, from the large set."""
    pool = Counter(all_tiles(LARGE_SET))
    board: list[Laid] = []
    for _ in range(rng.randint(0, 3)):
        laid = take_set(rng, pool, longest=5, joker_rate=0.3)
        if laid is not None:
            board.append(laid)
    rest = list(pool.elements())
    rng.shuffle(rest)
    jokers = [t for t in rest if t.is_joker]
    numbered = [t for t in rest if not t.is_joker]
    rack = jokers[:rng.randint(0, len(jokers))] + numbered[:rng.randint(1, 4)]
    return board, rack[:6]


def test_one_tile_and_four_jokers_are_a_run() -> None:
    # No group holds five tiles and no other run can take the fourth joker: the run k1 J J J J.
    board = parse_board("k1 J J J")
    after = solver.best_move(board, parse_tiles("J"), opened=True)
    assert after is not None and check_turn(board, after, parse_tiles("J"), True).ok
    assert sorted(map(len, after)) == [5]
    rack = parse_tiles("J J J J r13")
    assert solver_score([], rack, True) == brute_force([], rack, True) == (5, 13)
    assert solver_score(parse_board("b5 b6 b7"), rack, True) == (5, 13)  # a run takes the jokers


def test_seeded_small_positions_match_brute_force() -> None:
    rng = random.Random(20261201)
    for _ in range(120):
        board, rack = small_position(rng)
        for opened in (True, False):
            assert solver_score(board, rack, opened) == brute_force(board, rack, opened), (board, rack, opened)


def test_the_lower_bounds_from_the_first_cell_on_keep_small_positions_exact(monkeypatch: pytest.MonkeyPatch) -> None:
    # The lower bounds (the numbers above whatever runs come from below, fewer jokers used, the
    # short runs made long) start once a search proves hard (_EASY_WORK cells), where brute force
    # cannot judge: in the pure search, here they bite from the first cell.
    monkeypatch.setattr(solver_search, "_EASY_WORK", 0)
    monkeypatch.setattr(solver, "Search", solver_search.Search)
    rng = random.Random(20261207)
    for _ in range(150):
        board, rack = small_position(rng)
        assert solver_score(board, rack, True) == brute_force(board, rack, True), (board, rack)


@pytest.mark.parametrize("seed", range(4))
def test_a_search_finds_the_same_layout_however_its_work_is_cut(seed: int) -> None:
    spec = LARGE_SET if seed % 2 else STANDARD_SET
    board, rack = dealt(100 + seed, spec, board_size=24 + 6 * seed, rack_size=9 + seed)
    tiles = [t for s in board for t in s]
    first = solver._FIRST_WORK
    try:
        for upside_down in (False, True):
            found = []
            for work in (10**9, 150, 7):
                solver._FIRST_WORK = work
                found.append(solver._solve(tiles, rack, 0, opening=False, board=board, directions=(upside_down,)))
            assert found[0] is not None and found[0] == found[1] == found[2]
    finally:
        solver._FIRST_WORK = first


def test_runs_never_count_on_more_jokers_than_are_left() -> None:
    # Four jokers, all on the board: laying the rack's 3s and 5s as short runs would need more jokers
    # than there are, across the colours together. The search drops such states at once (each
    # search had expanded 2,561 and 946 cells before that rule; 730 and 533 with it) and stays exact.
    board = parse_board("r7 o7 J | o3 o4 J o6 | k6 J k8 J | b5 b6 b7")
    rack = parse_tiles("r3 b5 r3 k5 k3 o9")
    assert solver_score(board, rack, True) == brute_force(board, rack, True) == (4, 16)
    tiles = [t for s in board for t in s]
    for upside_down in (False, True):
        spent = [0]
        solver._solve(tiles, rack, 0, opening=False, board=board, spent=spent, directions=(upside_down,))
        assert spent[0] <= 800, (upside_down, spent[0])


def test_what_the_runs_need_at_twelve_is_not_taken_from_another_state() -> None:
    # Two jokers on the board: the search counts the jokers the runs still need, remembered per
    # number and runs. At 12 the memo's key once ran into the bits of the runs, so two states
    # shared what they need and the downward search (1 is its 12) kept o10 o10 o11 r11 r12 back
    # for worse: 6 tiles worth 42 against 63 (the integer programme's answer). Found on the
    # solver benchmark's position 233 of seed 8, cut down to what still showed it.
    board = parse_board("o3 J o5 o6 o7 o8 o9 | o1 b1 k1 | o8 o9 J o11")
    rack = parse_tiles("k5 r12 r11 b9 o10 r9 r7 k4 o10 b13 o11 r4 k8 k2")
    tiles = [t for s in board for t in s]
    unit = 13 * len(rack) + 1
    for upside_down in (False, True):
        found = solver._solve(tiles, rack, 0, opening=False, board=board, directions=(upside_down,))
        assert found is not None and found[0] == 8 * unit + 115 - 63, upside_down  # 8 left, worth 52
    assert solver_score(board, rack, True) == (6, 63)


def test_what_the_searches_keep_of_cell_shapes_never_changes_a_move() -> None:
    # The ways a cell's tiles can go are kept for the process by the shape of the counts around
    # the cell (the search module's _SHAPES, and the options made of them, _PLACED; the compiled
    # module's where it runs): a move found with them all known from other positions is the move
    # found with none known, before and after opening, with and without jokers.
    search = importlib.import_module(solver.Search.__module__)
    positions = [dealt(300 + k, LARGE_SET if k % 2 else STANDARD_SET, board_size=10 + 9 * k, rack_size=6 + k)
                 for k in range(8)]
    fresh = []
    for board, rack in positions:
        for opened in (True, False):
            search._SHAPES.clear()
            search._PLACED.clear()
            fresh.append(solver.best_move(board, rack, opened))
    assert any(move is not None for move in fresh)
    for board, rack in positions:  # every shape of every position known
        for opened in (True, False):
            solver.best_move(board, rack, opened)
    known = [solver.best_move(board, rack, opened) for board, rack in positions for opened in (True, False)]
    assert known == fresh
