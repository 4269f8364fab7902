"""The board grid (RULES.md "The board"): sets read off as rows, and the deterministic layout."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummi_qt.engine import (
    COLOURS,
    COLUMNS,
    LARGE_SET,
    ROWS,
    Board,
    BoardFullError,
    Cell,
    Tile,
    all_tiles,
    format_board,
    layout,
    parse_board,
    parse_tile,
    parse_tiles,
    same_board,
)
from rummi_qt.engine.board import ROW_WIDTH, PlacedSet


def test_the_grid_is_fixed_and_large_enough_for_two_longest_runs_a_row() -> None:
    assert COLUMNS >= 13 + 1 + 13
    assert len(all_tiles(LARGE_SET)) * 2 <= ROWS * COLUMNS


def test_a_set_is_a_maximal_row_of_adjacent_tiles() -> None:
    board = layout(parse_board("r1 r2 r3 | k5 o5 b5"))
    r3 = next(c for c, t in board if t == parse_tile("r3"))
    joined = board.moved(next(c for c, t in board if t == parse_tile("k5")), Cell(r3.row, r3.col + 1))
    assert "r1 r2 r3 k5" in format_board(joined.sets())


def test_cells_off_the_grid_are_refused() -> None:
    with pytest.raises(ValueError):
        Board({Cell(ROWS, 0): parse_tile("r1")})
    with pytest.raises(ValueError):
        Board().with_tile(Cell(0, COLUMNS), parse_tile("r1"))


def test_layout_is_deterministic_and_keeps_gaps_between_sets() -> None:
    sets = parse_board("r1 r2 r3 | k5 o5 b5 | J b12 b13 | o1 o2 o3 o4 o5 o6 o7 o8 o9 o10 o11 o12 o13")
    first, second = layout(sets), layout(sets)
    assert first == second
    assert same_board(first.sets(), sets)


def test_layout_leaves_unchanged_sets_where_they_were() -> None:
    before = layout(parse_board("r1 r2 r3 | k5 o5 b5 | b7 b8 b9"))
    where = {format_board([p.tiles]): (p.row, p.col) for p in before.placed_sets()}
    after = layout(parse_board("b5 o5 k5 | r1 r2 r3 r4 | b7 b8 b9 | k11 k12 k13"), previous=before)
    moved = {format_board([p.tiles]): (p.row, p.col) for p in after.placed_sets()}
    assert moved["b5 o5 k5"] == where["k5 o5 b5"]  # a group's order does not matter
    assert moved["b7 b8 b9"] == where["b7 b8 b9"]
    assert same_board(after.sets(), parse_board("k5 o5 b5 | r1 r2 r3 r4 | b7 b8 b9 | k11 k12 k13"))


def test_a_set_grown_out_of_one_on_the_board_keeps_its_tiles_on_their_cells() -> None:
    # A hint applied, or a move laid out: a run extended at its front, a group given a fourth tile, a
    # set the player began with two tiles in row 4 all stay put; nothing jumps to another row.
    before = Board.from_placed([PlacedSet(1, 5, parse_tiles("k9 k10 k11 k12")),
                                PlacedSet(0, 0, parse_tiles("k5 o5 b5")), PlacedSet(4, 9, parse_tiles("r13 k13"))])
    after = layout(parse_board("k8 k9 k10 k11 k12 | k5 o5 b5 r5 | k13 o13 r13"), previous=before)
    where = {format_board([p.tiles]): (p.row, p.col) for p in after.placed_sets()}
    assert where == {"k8 k9 k10 k11 k12": (1, 4), "k5 o5 b5 r5": (0, 0), "r13 k13 o13": (4, 9)}
    # No room on the cells (a set right beside them): laid out first-fit, as any new set.
    crowded = Board.from_placed([PlacedSet(0, 0, parse_tiles("k9 k10 k11")), PlacedSet(0, 4, parse_tiles("b1 b2 b3"))])
    grown = layout(parse_board("k9 k10 k11 k12 | b1 b2 b3"), previous=crowded)
    assert same_board(grown.sets(), parse_board("k9 k10 k11 k12 | b1 b2 b3"))
    assert next(p for p in grown.placed_sets() if len(p.tiles) == 3).col == 4  # the untouched set stays


def test_a_set_made_anew_from_board_tiles_is_laid_near_where_they_lay() -> None:
    # Rows 0-2 full of sets; in row 6, r5 r6 r7 r8 gives its r8 to a group with rack tiles: the
    # group lies beside what is left of the run, not first-fit in the far top corner.
    top = [PlacedSet(row, col, parse_tiles(f"{c}{n} {c}{n + 1} {c}{n + 2}"))
           for row, c in enumerate("okb") for col, n in ((0, 1), (4, 5), (8, 9))]
    before = Board.from_placed([*top, PlacedSet(6, 10, parse_tiles("r5 r6 r7 r8"))])
    sets = [p.tiles for p in top] + [parse_tiles("r5 r6 r7"), parse_tiles("r8 k8 b8")]
    after = layout(sets, previous=before)
    where = {format_board([p.tiles]): (p.row, p.col) for p in after.placed_sets()}
    assert where["r5 r6 r7"] == (6, 10)
    assert where["r8 k8 b8"] == (6, 14), "beside the run its r8 came from"
    assert all(where[format_board([p.tiles])] == (p.row, p.col) for p in top)
    # Sets of rack tiles alone still go first-fit (the first free stretch).
    fresh = layout([*sets, parse_tiles("b1 b2 b3")], previous=after)
    assert next(p for p in fresh.placed_sets() if p.tiles == parse_tiles("b1 b2 b3")).row == 0


def test_a_set_made_anew_goes_a_row_down_rather_than_to_the_far_end_of_its_row() -> None:
    # k7 b7 o7 at the end of row 0 gives o7 to an orange run laid there; the group made anew from
    # k7 b7 and a rack r7 goes just below, not to the free start of row 0, 16 columns away.
    before = Board.from_placed([PlacedSet(0, 4, parse_tiles("k3 k4 k5")), PlacedSet(0, 8, parse_tiles("k8 o8 r8")),
                                PlacedSet(0, 12, parse_tiles("b1 b2 b3")), PlacedSet(0, 16, parse_tiles("k7 b7 o7"))])
    sets = [parse_tiles("k3 k4 k5"), parse_tiles("k8 o8 r8"), parse_tiles("b1 b2 b3"), parse_tiles("o5 o6 o7"),
            parse_tiles("k7 b7 r7")]
    where = {format_board([p.tiles]): (p.row, p.col) for p in layout(sets, previous=before).placed_sets()}
    assert where["o5 o6 o7"][0] == 0 and where["o5 o6 o7"][1] >= 16, "where its o7 lay"
    assert where["k7 b7 r7"][0] == 1 and abs(where["k7 b7 r7"][1] - 16) <= 2


def test_new_sets_fill_rows_of_row_width_before_starting_the_next() -> None:
    # Twelve 3-tile sets: five to a row of ROW_WIDTH (3 + 1 + 3 + … = 19 columns), not seven across
    # the whole grid, so the board grows down and stays as wide as a screen shows large tiles.
    sets = [tuple(Tile(colour, start + i) for i in range(3)) for colour in COLOURS[:3] for start in (1, 4, 7, 10)]
    board = layout(sets)
    assert max(cell.col for cell, _ in board) < ROW_WIDTH
    rows = [sum(1 for p in board.placed_sets() if p.row == row) for row in range(3)]
    assert rows == [5, 5, 2] and {p.row for p in board.placed_sets()} == {0, 1, 2}
    # A set laid later goes into the first row with room within ROW_WIDTH.
    more = layout([*sets, tuple(Tile(COLOURS[3], n) for n in range(1, 8))], previous=board)
    placed = next(p for p in more.placed_sets() if len(p.tiles) == 7)
    assert (placed.row, placed.col) == (2, 8)


def test_layout_raises_when_tiles_outnumber_cells() -> None:
    with pytest.raises(BoardFullError):
        layout([tuple(all_tiles(LARGE_SET))] * 3)


def worst_boards() -> list[list[tuple[Tile, ...]]]:
    """All 160 tiles as 3-tile groups and runs, and as 13-tile runs with the rest in groups."""
    threes = []
    for colour in COLOURS:
        for _copy in range(3):
            for start in (1, 4, 7, 10):
                threes.append(tuple(Tile(colour, start + i) for i in range(3)))
    longest = [tuple(Tile(c, n) for n in range(1, 14)) for c in COLOURS for _ in range(3)]
    return [threes, longest]


@pytest.mark.parametrize("sets", worst_boards())
def test_a_board_of_the_whole_large_set_always_fits(sets: list[tuple[Tile, ...]]) -> None:
    board = layout(sets)
    assert same_board(board.sets(), sets)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 20))
def test_layout_of_random_set_lists_reads_back_the_same_sets(seed: int, count: int) -> None:
    rng = random.Random(seed)
    sets = []
    for _ in range(count):
        colour = rng.choice(COLOURS)
        length = rng.randint(3, 13)
        start = rng.randint(1, 14 - length)
        sets.append(tuple(Tile(colour, start + i) for i in range(length)))
    board = layout(sets)
    assert same_board(board.sets(), sets)
    again = layout(list(reversed(sets)), previous=board)
    assert again == board  # nothing changed, so nothing moves


def test_a_board_is_laid_again_from_its_sets_starts_and_a_start_that_does_not_fit_is_refused() -> None:
    from rummi_qt.engine.board import laid_at, placed_at

    tiles = parse_tiles("r4 r5 r6 k8 o8 b8")
    board = Board({Cell(2, 5): tiles[0], Cell(2, 6): tiles[1], Cell(2, 7): tiles[2],
                   Cell(0, 0): tiles[3], Cell(0, 1): tiles[4], Cell(0, 2): tiles[5]})
    assert placed_at(board) == [[0, 0], [2, 5]]
    assert laid_at(board.sets(), placed_at(board)) == board
    sets = board.sets()
    for bad in ([[0, 0]], [[0, 0], [0, 3]], [[0, 0], [0, 1]], [[0, -1], [2, 5]], [[0, 0], [2, 99]], "x", [[0, 0], [2]],
                [[True, 0], [2, 5]]):
        assert laid_at(sets, bad) is None, bad
