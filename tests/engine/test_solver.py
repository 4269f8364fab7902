"""The move finder: worked cases from the rules guide, legality, and exactness against brute force."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummi_qt.engine import solver
from rummi_qt.engine.melds import is_valid_set, set_key
from rummi_qt.engine.solver import Hint, best_move, hint
from rummi_qt.engine.tiles import (
    COLOURS,
    JOKER,
    LARGE_SET,
    STANDARD_SET,
    Tile,
    TileSetSpec,
    all_tiles,
    format_board,
    parse_board,
    parse_tiles,
)
from rummi_qt.engine.turn import check_turn

Laid = tuple[Tile, ...]


def played(board: Sequence[Laid], after: Sequence[Laid]) -> Counter[Tile]:
    return Counter(t for s in after for t in s) - Counter(t for s in board for t in s)


def move(board_text: str, rack_text: str, opened: bool = True, threshold: int = 30) -> list[Laid] | None:
    """best_move on notation, checked by the turn rules before it is returned."""
    board, rack = parse_board(board_text), parse_tiles(rack_text)
    after = best_move(board, rack, opened, threshold)
    if after is not None:
        verdict = check_turn(board, after, rack, opened, threshold)
        assert verdict.ok, (format_board(after), verdict.detail)
    return after


def same_sets(board: Sequence[Laid], text: str) -> bool:
    return Counter(set_key(s) for s in board) == Counter(set_key(s) for s in parse_board(text))


# --- the rules guide's worked examples ---------------------------------------------------------


def test_joker_freed_by_its_tile_goes_into_a_new_run() -> None:
    after = move("b6 J b8", "b7 r10 r11")
    assert after is not None and same_sets(after, "b6 b7 b8 | r10 r11 J")


def test_run_split_in_two_by_a_second_copy() -> None:
    after = move("r4 r5 r6 r7 r8", "r6")
    assert after is not None and same_sets(after, "r4 r5 r6 | r6 r7 r8")


def test_fourth_tile_of_a_group_builds_a_run() -> None:
    after = move("k4 b4 o4 r4", "b3 b5 b6")
    assert after is not None and same_sets(after, "b3 b4 b5 b6 | k4 o4 r4")


def test_combined_split_makes_a_new_group_from_two_sets() -> None:
    after = move("o1 o2 o3 o4 | k1 o1 b1 r1", "b1")
    assert after is not None and len(played(parse_board("o1 o2 o3 o4 | k1 o1 b1 r1"), after)) == 1
    assert all(len(s) == 3 for s in after)


def test_combined_split_needs_the_run_of_four() -> None:
    assert move("o1 o2 o3 | k1 o1 b1 r1", "b1") is None


def test_adding_to_a_run_and_to_a_group() -> None:
    after = move("b4 b5 b6 | k8 o8 r8", "b3 b8")
    assert after is not None and same_sets(after, "b3 b4 b5 b6 | k8 o8 r8 b8")


def test_a_group_takes_no_second_copy_of_a_colour() -> None:
    assert move("k8 o8 b8", "b8") is None


# --- the opening ---------------------------------------------------------------------------------


def test_opening_worth_exactly_thirty() -> None:
    after = move("", "k10 o10 b10", opened=False)
    assert after is not None and same_sets(after, "k10 o10 b10")


def test_opening_worth_twenty_nine_is_no_move() -> None:
    assert move("", "k10 o10 b9 r2 r3", opened=False) is None


def test_opening_counts_a_joker_as_what_it_stands_for() -> None:
    after = move("", "b11 b12 J k1", opened=False)
    assert after is not None and same_sets(after, "b11 b12 J")


def test_opening_from_several_small_sets() -> None:
    after = move("r1 r2 r3", "b4 b5 b6 r5 o5 k5 k1", opened=False)
    assert after is not None and same_sets(after, "r1 r2 r3 | b4 b5 b6 | r5 o5 k5")


def test_opening_leaves_the_board_alone() -> None:
    # After opening the r9 would join the run; the opening cannot touch it.
    assert move("r6 r7 r8", "r9 k13 o13 b13", opened=False) is not None
    after = move("r6 r7 r8", "r9 k13 o13", opened=False)
    assert after is None


def test_opening_threshold_is_a_table_option() -> None:
    assert move("", "k3 o3 b3", opened=False, threshold=9) is not None
    assert move("", "k3 o3 b3", opened=False, threshold=10) is None


def test_opening_below_thirteen_with_jokers() -> None:
    after = move("", "r12 r13 J J", opened=False)
    assert after is not None and sum(len(s) for s in after) == 4


# --- no move, jokers and copies -----------------------------------------------------------------


def test_no_move_is_none() -> None:
    assert move("r1 r2 r3", "k13") is None
    assert move("", "k1 b5 o9", opened=False) is None
    assert move("r1 r2 r3", "", opened=True) is None


def test_a_joker_cannot_join_a_full_group_alone() -> None:
    assert move("k5 b5 o5 r5", "J") is None
    after = move("k5 b5 o5 r5", "J J")
    assert after is not None and sum(len(s) for s in after) == 6


def test_a_joker_at_the_end_of_a_run_places_a_tile() -> None:
    # r13 fits only if the joker standing for r12 moves: J r12 r13 → r11 r12 r13 and J elsewhere.
    after = move("r10 r11 J", "r12 r13")
    assert after is not None and sum(len(s) for s in after) == 5


def test_tie_break_prefers_higher_numbers() -> None:
    # The freed joker can complete r3 r4 or o11 o12, not both: the higher pair goes.
    board = parse_board("k7 J k9")
    after = move("k7 J k9", "r3 r4 o11 o12 k8")
    assert after is not None and played(board, after) == Counter(parse_tiles("k8 o11 o12"))


def test_large_set_three_copies_and_four_jokers() -> None:
    board = parse_board("b5 b6 b7 | b5 b6 b7 | k9 J J")
    rack = parse_tiles("b5 J b8 b8 b8 J")
    after = move("b5 b6 b7 | b5 b6 b7 | k9 J J", "b5 J b8 b8 b8 J")
    assert after is not None
    assert solver_score(board, rack, True) == brute_force(board, rack, True) == (6, 29)


def test_hint_says_what_changes() -> None:
    result = hint(parse_board("k4 b4 o4 r4 | r9 r10 r11"), parse_tiles("b3 b5 b6 k1"), opened=True)
    assert isinstance(result, Hint)
    assert Counter(result.played) == Counter(parse_tiles("b3 b5 b6"))
    assert Counter(set_key(s) for s in result.removed) == Counter(set_key(s) for s in parse_board("k4 b4 o4 r4"))
    assert same_sets(list(result.added), "b3 b4 b5 b6 | k4 o4 r4")
    assert parse_tiles("r9 r10 r11") in result.board  # untouched sets stay as they were
    assert result.points == 14 and not result.opening


def test_hint_sentences() -> None:
    add = hint(parse_board("r9 r10 r11"), parse_tiles("r12"), opened=True)
    assert add is not None and add.text == "Add r12 to r9 r10 r11"
    new = hint(parse_board("r9 r10 r11"), parse_tiles("k7 k8 k9"), opened=True)
    assert new is not None and new.text == "Play k7 k8 k9 as a new set" and not new.removed
    opening = hint([], parse_tiles("k10 o10 b10 r1"), opened=False)
    assert opening is not None and opening.opening and opening.text.startswith("Open with")
    assert hint([], parse_tiles("k1 k2"), opened=True) is None


def test_untouched_sets_keep_their_place_and_order() -> None:
    board = parse_board("k1 k2 k3 | b7 b8 b9 | o5 r5 k5 | r10 r11 r12")
    after = best_move(board, parse_tiles("b10"), opened=True)
    assert after is not None
    assert after[:3] == [board[0], board[2], board[3]]
    assert after[3] == parse_tiles("b7 b8 b9 b10")


def test_malformed_input_raises() -> None:
    with pytest.raises(ValueError):
        best_move(parse_board("r1 r2 r4"), parse_tiles("r3"), opened=True)
    with pytest.raises(ValueError):
        best_move([], parse_tiles("J J J J J"), opened=True)


# --- brute force --------------------------------------------------------------------------------
# Written independently of the engine: sets are checked from their definition, and every
# partition of the tiles into sets is tried.

Key = tuple[int, int]  # (colour, number); a joker is (9, 0)
JOKER_KEY: Key = (9, 0)


def key(t: Tile) -> Key:
    return JOKER_KEY if t.colour is None or t.number is None else (t.colour.order, t.number)


def set_value(tiles: Sequence[Key]) -> int:
    """The best value of tiles read as a set, or -1 when they are not one."""
    numbered = [t for t in tiles if t != JOKER_KEY]
    size = len(tiles)
    if size < 3 or not numbered:
        return -1
    best = -1
    numbers = {n for _, n in numbered}
    colours = [c for c, _ in numbered]
    if len(numbers) == 1 and size <= 4 and len(set(colours)) == len(colours):
        best = numbered[0][1] * size
    if len(set(colours)) == 1 and len(numbers) == len(numbered) and size <= 13:
        low, high = min(numbers), max(numbers)
        if high - low + 1 <= size:
            start = min(low, 14 - size)  # jokers go on top while there is room
            best = max(best, sum(range(start, start + size)))
    return best


@cache
def best_partition(tiles: tuple[Key, ...]) -> int:
    """The highest value of a partition of the tiles (sorted) into sets, or -1 if there is none."""
    if not tiles:
        return 0
    first = tiles[0]
    if first == JOKER_KEY:
        return -1
    rest = tiles[1:]
    mates = [k for k, t in enumerate(rest) if t == JOKER_KEY or t[0] == first[0] or t[1] == first[1]]
    best = -1
    seen: set[tuple[int, ...]] = set()
    for size in range(2, min(12, len(mates)) + 1):
        for chosen in itertools.combinations(mates, size):
            picked = tuple(rest[k] for k in chosen)
            if picked in seen:
                continue
            seen.add(picked)
            value = set_value((first, *picked))
            if value < 0:
                continue
            remaining = tuple(t for k, t in enumerate(rest) if k not in chosen)
            below = best_partition(remaining)
            if below >= 0:
                best = max(best, value + below)
    return best


def brute_force(board: Sequence[Laid], rack: Sequence[Tile], opened: bool, threshold: int = 30,
                weights: Sequence[int] | None = None, keep: Sequence[Tile] = ()) -> tuple[int, int]:
    """(tiles placed, value of numbered tiles placed) of the best move; (0, 0) when there is none.
    With ``weights``, a numbered tile is worth ``weights[number - 1]`` in the tie-break instead.
    With ``keep``, only moves that place those rack tiles count."""
    worth = list(range(1, 14)) if weights is None else list(weights)
    board_keys = [key(t) for s in board for t in s]
    rack_count = Counter(key(t) for t in rack)
    kept = Counter(key(t) for t in keep)
    kinds = sorted(rack_count)
    best = (0, 0)
    for amounts in itertools.product(*(range(kept[k], rack_count[k] + 1) for k in kinds)):
        chosen = [k for k, a in zip(kinds, amounts, strict=True) for _ in range(a)]
        score = (len(chosen), sum(worth[n - 1] for c, n in chosen if (c, n) != JOKER_KEY))
        if not chosen or score <= best:
            continue
        if opened:
            ok = best_partition(tuple(sorted(board_keys + chosen))) >= 0
        else:
            ok = best_partition(tuple(sorted(chosen))) >= threshold
        if ok:
            best = score
    return best


def solver_score(board: Sequence[Laid], rack: Sequence[Tile], opened: bool, threshold: int = 30,
                 weights: Sequence[int] | None = None, keep: Sequence[Tile] = ()) -> tuple[int, int]:
    worth = list(range(1, 14)) if weights is None else list(weights)
    after = best_move(board, rack, opened, threshold, weights=weights, keep=keep)
    if after is None:
        return (0, 0)
    verdict = check_turn(board, after, rack, opened, threshold)
    assert verdict.ok, (format_board(board), format_board(after), verdict.detail)
    placed = played(board, after)
    assert not Counter(keep) - placed, "a tile to keep was not laid"
    return (sum(placed.values()), sum(worth[t.number - 1] for t in placed.elements() if t.number))


def test_brute_force_agrees_with_the_guide() -> None:
    assert brute_force(parse_board("b6 J b8"), parse_tiles("b7 r10 r11"), True) == (3, 28)
    assert brute_force(parse_board("o1 o2 o3 o4 | k1 o1 b1 r1"), parse_tiles("b1"), True) == (1, 1)
    assert brute_force([], parse_tiles("k10 o10 b10"), False) == (3, 30)
    assert brute_force([], parse_tiles("k10 o10 b9"), False) == (0, 0)


# --- random positions ----------------------------------------------------------------------------


@st.composite
def positions(draw: st.DrawFn, spec: TileSetSpec, max_board: int, max_rack: int) -> tuple[list[Laid], list[Tile]]:
    """A board of valid sets and a rack, dealt from one tile set (jokers more often than by chance)."""
    pool = Counter(all_tiles(spec))
    board: list[Laid] = []
    size = 0
    for _ in range(draw(st.integers(0, 4))):
        colour = draw(st.sampled_from(COLOURS))
        if draw(st.booleans()):
            length = draw(st.integers(3, 5))
            start = draw(st.integers(1, 14 - length))
            wanted = [Tile(colour, n) for n in range(start, start + length)]
        else:
            number = draw(st.integers(1, 13))
            others = draw(st.permutations([c for c in COLOURS if c != colour]))
            wanted = [Tile(c, number) for c in [colour, *others[:draw(st.integers(2, 3))]]]
        jokered = [JOKER if draw(st.integers(0, 5)) == 0 else t for t in wanted]
        need = Counter(jokered)
        if size + len(jokered) > max_board or need - pool or all(t.is_joker for t in jokered):
            continue
        if not is_valid_set(jokered):
            continue
        pool -= need
        board.append(tuple(jokered))
        size += len(jokered)
    rest = sorted(pool.elements(), key=lambda t: t.sort_key)
    laid = [b for s in board for b in s if not b.is_joker]
    rack: list[Tile] = []
    for _ in range(draw(st.integers(1, max_rack))):
        near = rest
        if laid and draw(st.booleans()):  # a tile that could fit with the board
            near = [t for t in rest if t.is_joker or any(_close(b, t) for b in laid)]
        if not near:
            break
        picked = draw(st.sampled_from(near))
        rest.remove(picked)
        rack.append(picked)
    return board, rack


def _close(a: Tile, b: Tile) -> bool:
    return a.number == b.number or (a.colour == b.colour and abs((a.number or 0) - (b.number or 0)) <= 2)


@settings(max_examples=300, deadline=None)
@given(positions(STANDARD_SET, max_board=10, max_rack=5))
def test_matches_brute_force_standard_set(position: tuple[list[Laid], list[Tile]]) -> None:
    board, rack = position
    assert solver_score(board, rack, True) == brute_force(board, rack, True), format_board(board)


@settings(max_examples=300, deadline=None)
@given(positions(LARGE_SET, max_board=10, max_rack=5))
def test_matches_brute_force_large_set(position: tuple[list[Laid], list[Tile]]) -> None:
    board, rack = position
    assert solver_score(board, rack, True) == brute_force(board, rack, True), format_board(board)


@settings(max_examples=200, deadline=None)
@given(positions(STANDARD_SET, max_board=10, max_rack=5), st.lists(st.integers(0, 13), min_size=13, max_size=13))
def test_weighted_tie_break_matches_brute_force(position: tuple[list[Laid], list[Tile]], weights: list[int]) -> None:
    # The hard bot's tie-break: as many tiles as ever, then what the weights prefer to place.
    board, rack = position
    assert solver_score(board, rack, True, weights=weights) == brute_force(board, rack, True, weights=weights)


@settings(max_examples=150, deadline=None)
@given(positions(LARGE_SET, max_board=10, max_rack=5), st.booleans())
def test_each_direction_alone_matches_brute_force(position: tuple[list[Laid], list[Tile]], upwards: bool) -> None:
    # best_move races a search over the numbers upwards against one downwards (the mirrored
    # problem); small positions are always won by the first, so each is checked on its own here.
    board, rack = position
    found = solver._solve([t for s in board for t in s], rack, 0, opening=False, directions=(not upwards,))
    expected = brute_force(board, rack, True)
    if found is None:
        assert expected == (0, 0)
        return
    after = found[1]
    placed = played(board, after)
    if placed:
        assert check_turn(board, after, rack, True).ok, format_board(after)
    assert (sum(placed.values()), sum(t.number or 0 for t in placed.elements())) == expected


@settings(max_examples=60, deadline=None)
@given(positions(STANDARD_SET, max_board=10, max_rack=5), st.booleans())
def test_searches_resumed_in_tiny_steps_match_brute_force(position: tuple[list[Laid], list[Tile]],
                                                          opened: bool) -> None:
    board, rack = position
    first = solver._FIRST_WORK
    solver._FIRST_WORK = 1  # every search stops and resumes many times
    try:
        assert solver_score(board, rack, opened) == brute_force(board, rack, opened)
    finally:
        solver._FIRST_WORK = first


@settings(max_examples=200, deadline=None)
@given(positions(LARGE_SET, max_board=10, max_rack=7), st.booleans(), st.data())
def test_the_best_move_that_keeps_tiles_laid_matches_brute_force(position: tuple[list[Laid], list[Tile]],
                                                                  opened: bool, data: st.DataObject) -> None:
    # A player who laid some tiles this turn and asks for a hint: the best move that lays them too.
    board, rack = position
    keep = data.draw(st.lists(st.sampled_from(rack), max_size=2, unique_by=id)) if rack else []
    if Counter(keep) - Counter(rack):
        return
    board = board if opened else []
    assert solver_score(board, rack, opened, keep=keep) == brute_force(board, rack, opened, keep=keep), (
        format_board(board), rack, keep)


def test_a_move_that_keeps_tiles_laid_lays_them_or_is_none() -> None:
    board = parse_board("r5 r6 r7 | k9 b9 o9")
    rack = parse_tiles("r8 r9 o1 b4")
    assert solver_score(board, rack, True) == (2, 17)
    assert solver_score(board, rack, True, keep=parse_tiles("r8")) == (2, 17)
    assert solver_score(board, rack, True, keep=parse_tiles("o1")) == (0, 0)  # o1 goes nowhere
    with pytest.raises(ValueError):
        best_move(board, rack, True, keep=parse_tiles("r10"))


@settings(max_examples=150, deadline=None)
@given(positions(LARGE_SET, max_board=0, max_rack=8), st.sampled_from([30, 30, 20, 45]))
def test_opening_matches_brute_force(position: tuple[list[Laid], list[Tile]], threshold: int) -> None:
    _, rack = position
    assert solver_score([], rack, False, threshold) == brute_force([], rack, False, threshold)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(all_tiles(LARGE_SET)), min_size=3, max_size=5), st.booleans())
def test_joker_heavy_racks_match_brute_force(rack: list[Tile], with_board: bool) -> None:
    board = parse_board("k5 b5 o5 | r7 r8 r9 r10") if with_board else []
    counts = Counter(rack) + Counter(t for s in board for t in s)
    if any(n > (4 if t.is_joker else 3) for t in counts for n in [counts[t]]):
        return
    rack = rack + [JOKER] * min(2, 4 - counts[JOKER])
    opened = with_board
    assert solver_score(board, rack, opened) == brute_force(board, rack, opened)


def take_set(rng: random.Random, pool: Counter[Tile], longest: int, joker_rate: float) -> Laid | None:
    """A random run (3 to ``longest`` tiles) or group, some tiles jokers, taken out of ``pool``; None
    when the pool lacks its tiles or the jokers made it invalid."""
    colour = rng.choice(COLOURS)
    if rng.random() < 0.5:
        length = rng.randint(3, longest)
        start = rng.randint(1, 14 - length)
        wanted = [Tile(colour, n) for n in range(start, start + length)]
    else:
        number = rng.randint(1, 13)
        wanted = [Tile(c, number) for c in rng.sample(COLOURS, rng.randint(3, 4))]
    laid = [JOKER if rng.random() < joker_rate else t for t in wanted]
    need = Counter(laid)
    if need - pool or not is_valid_set(laid):
        return None
    pool -= need
    return tuple(laid)


def dealt(seed: int, spec: TileSetSpec, board_size: int, rack_size: int) -> tuple[list[Laid], list[Tile]]:
    """A bigger seeded position: runs and groups taken from a shuffled set, then a rack."""
    rng = random.Random(seed)
    pool = Counter(all_tiles(spec))
    board: list[Laid] = []
    size = 0
    for _ in range(400):
        if size >= board_size:
            break
        laid = take_set(rng, pool, longest=6, joker_rate=0.06)
        if laid is None:
            continue
        board.append(laid)
        size += len(laid)
    rest = list(pool.elements())
    rng.shuffle(rest)
    return board, rest[:rack_size]


@pytest.mark.parametrize("seed", range(12))
def test_big_positions_are_legal_and_both_directions_agree(seed: int) -> None:
    spec = LARGE_SET if seed % 2 else STANDARD_SET
    board, rack = dealt(seed, spec, board_size=20 + 7 * seed, rack_size=8 + seed)
    for opened in (True, False):
        after = best_move(board, rack, opened)
        if after is not None:
            verdict = check_turn(board, after, rack, opened)
            assert verdict.ok, (format_board(after), verdict.detail)
    tiles = [t for s in board for t in s]
    upwards = solver._solve(tiles, rack, 0, opening=False, directions=(False,))
    downwards = solver._solve(tiles, rack, 0, opening=False, directions=(True,))
    assert upwards is not None and downwards is not None and upwards[0] == downwards[0]


def test_a_small_board_keeps_the_sets_a_move_need_not_open() -> None:
    # Every set is near a placed tile, so the whole board is the region; it is still narrowed to
    # the one set that must open (the search itself lays r10 r11 r12 and k12 o12 J).
    board = parse_board("b6 J b8 | k12 o12 r12 | k10 o10 b10")
    after = best_move(board, parse_tiles("b7 r10 r11"), opened=True)
    assert after is not None
    assert after[:2] == parse_board("k12 o12 r12 | k10 o10 b10")
    assert Counter(map(frozenset, after[2:])) == Counter(map(frozenset, parse_board("b6 b7 b8 | r10 r11 J")))
