"""Where selected tiles can go: ends of sets they extend, gaps they bridge, free stretches."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rummi_qt.engine.board import COLUMNS, ROWS, Board, Cell, layout
from rummi_qt.engine.melds import is_valid_set
from rummi_qt.engine.placement import (
    close_gap,
    joinable_sets,
    moves_in_order,
    orderings,
    placement_cells,
    placement_options,
    room_for,
    room_in,
    row_order,
)
from rummi_qt.engine.tiles import JOKER, LARGE_SET, Tile, all_tiles, parse_board, parse_tiles


def board_at(*placed: tuple[int, int, str]) -> Board:
    """Sets laid at given (row, column) starts: ``board_at((0, 0, "r4 r5 r6"))``."""
    cells: dict[Cell, Tile] = {}
    for row, col, text in placed:
        for offset, t in enumerate(parse_tiles(text)):
            cells[Cell(row, col + offset)] = t
    return Board(cells)


def test_nothing_selected_goes_nowhere() -> None:
    assert placement_cells(board_at((0, 0, "r4 r5 r6")), []) == set()


def test_empty_rows_offer_the_first_cell_of_the_first_of_them_only() -> None:
    # A column of lit cells puzzled a newcomer: one empty row is enough to say "a new set goes here".
    assert placement_cells(Board(), parse_tiles("r4 r5 r6")) == {Cell(0, 0)}
    assert placement_cells(board_at((0, 0, "k1 k2 k3"), (2, 4, "b7 b8 b9")), parse_tiles("o11")) == {
        Cell(0, 4), Cell(1, 0), Cell(2, 0), Cell(2, 8)}


def test_a_tile_extends_a_run_at_either_end() -> None:
    board = board_at((2, 5, "r4 r5 r6"))
    assert Cell(2, 8) in placement_cells(board, parse_tiles("r7"))
    assert Cell(2, 4) in placement_cells(board, parse_tiles("r3"))
    assert Cell(2, 4) not in placement_cells(board, parse_tiles("r7"))
    assert Cell(2, 8) not in placement_cells(board, parse_tiles("r3"))


def test_a_tile_that_extends_nothing_still_finds_free_stretches_with_a_gap() -> None:
    board = board_at((0, 0, "r4 r5 r6"))
    cells = placement_cells(board, parse_tiles("b9"))
    assert Cell(0, 3) not in cells  # touching r6 would make r4 r5 r6 b9
    assert Cell(0, 4) in cells  # one cell of gap, then a new set
    assert {c for c in cells if c.row == 0} == {Cell(0, 4)}


def test_several_tiles_extend_in_run_order_whatever_order_they_were_picked_in() -> None:
    board = board_at((0, 0, "r4 r5 r6"))
    assert placement_options(board, parse_tiles("r8 r7"))[Cell(0, 3)] == parse_tiles("r7 r8")
    assert placement_options(board, parse_tiles("J r7"))[Cell(0, 3)] in (parse_tiles("J r7"), parse_tiles("r7 J"))


def test_a_group_extends_at_either_end() -> None:
    board = board_at((1, 3, "k8 o8 b8"))
    cells = placement_cells(board, parse_tiles("r8"))
    assert {Cell(1, 2), Cell(1, 6)} <= cells
    assert not placement_cells(board, parse_tiles("k8")) & {Cell(1, 2), Cell(1, 6)}


def test_a_tile_bridging_a_one_cell_gap_joins_two_sets_when_the_result_is_valid() -> None:
    board = board_at((0, 0, "r4 r5"), (0, 3, "r7 r8"))
    assert Cell(0, 2) in placement_cells(board, parse_tiles("r6"))
    assert Cell(0, 2) not in placement_cells(board, parse_tiles("b6"))


def test_a_selection_that_is_a_set_is_laid_as_one() -> None:
    options = placement_options(Board(), parse_tiles("r9 r7 r8"))
    assert options[Cell(0, 0)] == parse_tiles("r7 r8 r9")  # laid as the set it is, not r9 r7 r8 (no set)
    assert orderings(parse_tiles("r9 r7 r8"))[1] == parse_tiles("r7 r8 r9")


def test_long_selections_need_room() -> None:
    board = board_at(*((row, 0, "k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13") for row in range(ROWS)))
    run = parse_tiles("b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13")
    assert placement_cells(board, run) == {Cell(row, 14) for row in range(ROWS)}
    every_row = {Cell(row, 14) for row in range(ROWS)}
    assert placement_cells(board, [*run, *parse_tiles("J J J")]) == every_row  # up to the edge
    assert placement_cells(board, [*run, *parse_tiles("J J J J")]) == set()


def test_a_full_board_offers_few_cells() -> None:
    board = layout(parse_board(" | ".join(f"k{n} b{n} o{n} r{n}" for n in range(1, 14))))
    cells = placement_cells(board, parse_tiles("r5"))
    assert len(cells) <= 2 * ROWS


@st.composite
def boards_and_selections(draw: st.DrawFn) -> tuple[Board, list[Tile]]:
    pool = all_tiles(LARGE_SET)
    tiles = draw(st.permutations(pool))
    sizes = draw(st.lists(st.integers(1, 6), min_size=0, max_size=20))
    sets, start = [], 0
    for size in sizes:
        if start + size > 60:
            break
        sets.append(tuple(tiles[start : start + size]))
        start += size
    selection = list(tiles[start : start + draw(st.integers(1, 4))])
    return layout(sets), selection


@given(boards_and_selections())
def test_every_offered_cell_starts_a_free_row_that_is_valid_or_touches_nothing_or_builds_a_set(
    case: tuple[Board, list[Tile]],
) -> None:
    board, selection = case
    count = len(selection)
    for cell, ordering in placement_options(board, selection).items():
        assert sorted(ordering, key=lambda t: t.sort_key) == sorted(selection, key=lambda t: t.sort_key)
        assert cell.col >= 0 and cell.col + count <= COLUMNS
        span = [Cell(cell.row, c) for c in range(cell.col, cell.col + count)]
        assert all(c not in board for c in span)
        after = Board({**board.cells, **dict(zip(span, ordering, strict=True))})
        placed = after.set_at(span[0])
        assert placed is not None
        if len(placed.tiles) > count:
            # A valid set; or, beside tiles that were no set, a set being built (r9 beside a lone r10).
            neighbours = tuple(t for t in placed.tiles if t not in ordering) if len(set(placed.tiles)) == len(
                placed.tiles) else None
            assert is_valid_set(placed.tiles) or (
                len(placed.tiles) < 3 and (neighbours is None or not is_valid_set(neighbours))
                and (is_valid_set(placed.tiles + (JOKER,) * (3 - len(placed.tiles)))
                     or is_valid_set((JOKER,) * (3 - len(placed.tiles)) + placed.tiles)))
        else:
            assert board.free_span(cell.row, cell.col, count)


BIG_BOARD = layout(parse_board("r4 r5 r6 | k8 o8 b8 | J b12 b13 | k2 k3 k4 k5 | o1 o2 o3 | r10 r11 r12 r13 | k9 b9 o9"))


def joined(tiles: str, board: Board = BIG_BOARD) -> list[str]:
    return [" ".join(str(t) for t in placed.tiles) for placed in joinable_sets(board, parse_tiles(tiles))]


def test_the_sets_a_selection_can_join() -> None:
    assert joined("") == []
    assert joined("r7") == ["r4 r5 r6"]
    assert joined("r3") == ["r4 r5 r6"]
    assert joined("r9") == ["r10 r11 r12 r13", "k9 b9 o9"]  # a run's end or a group's fourth colour
    assert joined("r8") == ["k8 o8 b8"]  # the group's fourth colour; it touches no end of a run
    assert joined("r8", layout(parse_board("r4 r5 r6 r7"))) == ["r4 r5 r6 r7"]
    assert joined("r8 b8") == []  # two colours: no run, and the group already has b8
    assert joined("r9 o9") == []  # the group has its o9 already
    assert set(joined("J")) == {"r4 r5 r6", "k8 o8 b8", "J b12 b13", "k2 k3 k4 k5", "o1 o2 o3", "r10 r11 r12 r13",
                                "k9 b9 o9"}
    assert joined("o4 o5") == ["o1 o2 o3"]
    assert joined("k1 k6") == ["k2 k3 k4 k5"]  # both ends at once: the set is laid anew


def test_an_unfinished_set_counts_when_the_tiles_complete_it() -> None:
    board = board_at((0, 0, "r4 r5"), (2, 0, "k7 k8 k9"))
    assert joined("r6", board) == ["r4 r5"]
    assert joined("o7 b7", board) == []


def test_a_tile_beside_a_set_being_built_is_offered_where_it_builds_on_it() -> None:
    board = board_at((0, 0, "r4 r5 r6"), (2, 4, "r10"), (4, 4, "k7"))
    options = placement_options(board, parse_tiles("r9"))
    assert options[Cell(2, 3)] == parse_tiles("r9"), "r9 r10: a run being built"
    assert Cell(2, 5) not in options, "r10 r9 builds nothing"
    assert Cell(4, 3) not in options and Cell(4, 5) not in options, "r9 beside a lone k7: no set"
    assert Cell(0, 3) not in options, "beside a valid set only a valid set counts"
    group = placement_options(board, parse_tiles("b10"))
    assert Cell(2, 3) in group and Cell(2, 5) in group, "a group being built: r10 b10 or b10 r10"
    assert placement_options(board, parse_tiles("r11 r12"))[Cell(2, 5)] == parse_tiles("r11 r12")


def row(text: str, row_index: int = 0) -> Board:
    """One board row from notation, ``.`` an empty cell: "r5 r6 r7 . k9 o9 b9"."""
    cells = {}
    for col, word in enumerate(text.split()):
        if word != ".":
            cells[Cell(row_index, col)] = parse_tiles(word)[0]
    return Board(cells)


def pushed(board: Board, cell: Cell, movable=lambda _c: True) -> str:  # type: ignore[no-untyped-def]
    for source, target in room_for(board, cell, movable):
        board = board.moved(source, target)
    return " ".join(str(board[Cell(cell.row, c)] or ".") for c in range(max(c.col for c, _ in board) + 1))


def test_a_tile_laid_against_the_next_set_pushes_it_a_cell_along() -> None:
    # r8 laid at the end of r5 r6 r7, against k9 o9 b9: the group moves right, the last tile first.
    assert pushed(row("r5 r6 r7 r8 k9 o9 b9"), Cell(0, 3)) == "r5 r6 r7 r8 . k9 o9 b9"
    # k8 laid at the front of k9 k10 k11, against r5 r6 r7: the run on the left moves left.
    assert pushed(row(". . r5 r6 r7 k8 k9 k10 k11"), Cell(0, 5)) == ". r5 r6 r7 . k8 k9 k10 k11"


def test_sets_laid_a_cell_apart_move_along_together() -> None:
    # Sets are laid one cell apart: pushed alone, the group would touch b1 b2 b3, so the rest of the
    # row moves with it; on the left the same.
    assert pushed(row("r5 r6 r7 r8 k9 o9 b9 . b1 b2 b3"), Cell(0, 3)) == "r5 r6 r7 r8 . k9 o9 b9 . b1 b2 b3"
    assert pushed(row(". b1 b2 b3 . r5 r6 r7 k8 k9 k10"), Cell(0, 8)) == "b1 b2 b3 . r5 r6 r7 . k8 k9 k10"


def test_no_push_without_room_or_need_or_leave() -> None:
    full = Board({Cell(0, c): t for c, t in enumerate(parse_tiles("r5 r6 r7 r8 k9 o9 b9"))}
                 | {Cell(0, COLUMNS - 3 + i): t for i, t in enumerate(parse_tiles("b1 b2 b3"))}
                 | {Cell(0, 8 + i): t for i, t in enumerate(parse_tiles("o1 o2 o3"))})
    assert room_for(full, Cell(0, 3)) == []  # the row's last set already at the grid's edge
    assert room_for(row("r5 r6 r7 r8 r9 r10 r11"), Cell(0, 3)) == []  # one run: nothing touches
    assert room_for(row("r5 r6 r7 r8 k9 o9"), Cell(0, 3)) == []  # k9 o9 is no set yet
    # Before opening only the turn's own tiles move: a set on the board stays.
    assert room_for(row("r5 r6 r7 r8 k9 o9 b9"), Cell(0, 3), lambda c: c.col < 4) == []
    edge = Board({Cell(0, COLUMNS - 6 + i): t for i, t in enumerate(parse_tiles("r6 r7 r8 k9 o9 b9"))})
    assert room_for(edge, Cell(0, COLUMNS - 4)) == []  # no room past the grid's edge
    assert room_for(edge, Cell(0, COLUMNS - 3)) != []  # laid at the group's front: the run moves left


def test_a_tile_dropped_on_a_sets_first_tile_that_goes_before_it_makes_room() -> None:
    # A set at the grid's left edge had no cell before it: o1 dropped on o2 moves the set along.
    board = row("o2 o3 o4 . k9 o9 b9")
    moves, _landing = room_in(board, Cell(0, 0), parse_tiles("o1")[0]) or ([], None)
    for source, target in moves:
        board = board.moved(source, target)
    assert " ".join(str(board[Cell(0, c)] or ".") for c in range(8)) == ". o2 o3 o4 . k9 o9 b9"  # the group too
    assert room_in(row("o2 o3 o4"), Cell(0, 0), parse_tiles("r1")[0]) is None  # r1 does not go before o2
    assert room_in(row("o2 o3 o4"), Cell(0, 1), parse_tiles("o1")[0]) is None  # nor between o2 and o3


def test_several_tiles_move_at_once_in_an_order_the_engine_takes() -> None:
    # A whole set moved a cell right: its last tile goes first, into the empty cell.
    board = row("r5 r6 r7 . . k9 o9 b9")
    moves = moves_in_order(board, [(Cell(0, c), Cell(0, c + 1)) for c in range(3)])
    assert moves == [(Cell(0, 2), Cell(0, 3)), (Cell(0, 1), Cell(0, 2)), (Cell(0, 0), Cell(0, 1))]
    for source, target in moves:
        board = board.moved(source, target)  # each target is empty when its tile arrives
    assert " ".join(str(board[Cell(0, c)] or ".") for c in range(8)) == ". r5 r6 r7 . k9 o9 b9"
    # Moved left, and to another row: the first tile first, or in any order.
    left = moves_in_order(row(". r5 r6 r7"), [(Cell(0, c), Cell(0, c - 1)) for c in (1, 2, 3)])
    assert left == [(Cell(0, 1), Cell(0, 0)), (Cell(0, 2), Cell(0, 1)), (Cell(0, 3), Cell(0, 2))]
    down = [(Cell(0, c), Cell(2, c + 4)) for c in (1, 2, 3)]
    assert moves_in_order(row(". r5 r6 r7"), down) == down


def test_tiles_moved_at_once_never_land_on_a_tile_that_stays_or_off_the_grid() -> None:
    board = row("r5 r6 r7 . k9 o9 b9")
    assert moves_in_order(board, [(Cell(0, c), Cell(0, c + 2)) for c in range(3)]) is None  # onto k9
    assert moves_in_order(board, [(Cell(0, 4 + c), Cell(0, COLUMNS - 2 + c)) for c in range(3)]) is None
    assert moves_in_order(board, [(Cell(0, 3), Cell(1, 0))]) is None  # nothing to move there
    assert moves_in_order(board, [(Cell(0, 0), Cell(1, 0)), (Cell(0, 1), Cell(1, 0))]) is None  # one cell, two tiles
    # Two tiles trading places go round in a circle: one at a time, neither could move first.
    assert moves_in_order(board, [(Cell(0, 0), Cell(0, 1)), (Cell(0, 1), Cell(0, 0))]) is None
    assert moves_in_order(board, [(Cell(0, 0), Cell(0, 0))]) == []  # staying put is no move


def test_a_new_set_is_offered_in_the_order_that_makes_it_valid() -> None:
    # Picked b8, b10 and b9 (in that order): on a free stretch they are laid b8 b9 b10.
    picked = parse_tiles("b8 b10 b9")
    assert row_order(picked) == tuple(parse_tiles("b8 b9 b10"))
    assert placement_options(Board(), picked)[Cell(0, 0)] == tuple(parse_tiles("b8 b9 b10"))
    # Tiles that make no set yet keep the order they were picked in.
    assert row_order(parse_tiles("r3 b9")) == tuple(parse_tiles("r3 b9"))
    assert placement_options(Board(), parse_tiles("r3 b9"))[Cell(0, 0)] == tuple(parse_tiles("r3 b9"))



def cells_text(board: Board, row_index: int = 0, cols: int = 10) -> str:
    return " ".join(str(board[Cell(row_index, c)] or ".") for c in range(cols))


def test_a_tile_dropped_inside_a_set_where_it_goes_makes_room_there() -> None:
    # r9 dropped on r10 of r7 r8 r10: r10 moves along, r9 lands where r10 was.
    board = row("r7 r8 r10 . k1 o1 b1")
    moves, landing = room_in(board, Cell(0, 2), parse_tiles("r9")[0]) or ([], None)
    for source, target in moves:
        board = board.moved(source, target)
    assert landing == Cell(0, 2)
    assert cells_text(board.with_tile(landing, parse_tiles("r9")[0])) == "r7 r8 r9 r10 . k1 o1 b1 . ."
    # A group takes a colour anywhere: o5 on b5's place.
    assert room_in(row("k5 b5 r5"), Cell(0, 1), parse_tiles("o5")[0]) is not None
    # Where it does not go, nothing: r9 is not between r7 and r8.
    assert room_in(row("r7 r8 r10"), Cell(0, 1), parse_tiles("r9")[0]) is None
    # A gap between two parts of a run: k7 dropped on the k8 of k5 k6 _ k8 fills it, nothing moves.
    assert room_in(row("k5 k6 . k8"), Cell(0, 3), parse_tiles("k7")[0]) == ([], Cell(0, 2))
    # A set still being built counts when the tile goes there: r9 on a lone r10, not on a lone r8.
    assert room_in(row("r10"), Cell(0, 0), parse_tiles("r9")[0]) is not None
    assert room_in(row("r8"), Cell(0, 0), parse_tiles("r9")[0]) is None
    assert room_in(row("k5 b5"), Cell(0, 1), parse_tiles("o5")[0]) is not None
    assert room_in(row("k5 b5"), Cell(0, 1), parse_tiles("b5")[0]) is None
    # The row's end at the grid's edge: the tiles before it move left instead, the tile lands before.
    edge = Board({Cell(0, COLUMNS - 3 + i): t for i, t in enumerate(parse_tiles("r7 r8 r10"))})
    found = room_in(edge, Cell(0, COLUMNS - 1), parse_tiles("r9")[0])
    assert found is not None
    moves, landing = found
    assert landing == Cell(0, COLUMNS - 2) and all(t.col == s.col - 1 for s, t in moves)


def test_a_gap_left_in_the_middle_of_a_set_closes_when_the_rest_is_one_set() -> None:
    # o12 taken out of k12 o12 r12 J: the joker moves in, the group reads as one again.
    board = row("k12 . r12 J")
    moves = close_gap(board, Cell(0, 1))
    for source, target in moves:
        board = board.moved(source, target)
    assert cells_text(board, cols=4) == "k12 r12 J ."
    # A run split in two runs stays split; a gap the rest does not close stays too.
    assert close_gap(row("r1 r2 r3 . r5 r6 r7"), Cell(0, 3)) == []
    assert close_gap(row("r1 r2 . r4 r5"), Cell(0, 2)) == []
    # Only tiles that may move; a cell that holds a tile or an end of a set is no gap.
    assert close_gap(row("k12 . r12 J"), Cell(0, 1), lambda c: c.col != 3) == []
    assert close_gap(row("k12 o12 r12"), Cell(0, 1)) == []
    assert close_gap(row("k12 o12 r12 ."), Cell(0, 3)) == []


def test_two_tiles_trading_places_go_through_a_spare_cell() -> None:
    board = row("r7 r8 r10 r9")
    swap = [(Cell(0, 2), Cell(0, 3)), (Cell(0, 3), Cell(0, 2))]
    assert moves_in_order(board, swap) is None
    moves = moves_in_order(board, swap, spare=Cell(5, 0))
    assert moves is not None and len(moves) == 3
    for source, target in moves:
        board = board.moved(source, target)  # each move lands on an empty cell
    assert cells_text(board, cols=4) == "r7 r8 r9 r10" and board[Cell(5, 0)] is None


def test_a_tile_that_ends_one_set_against_the_next_is_offered_where_that_set_can_be_pushed() -> None:
    # Orange 11 after the group k11 b11 r11, the run r3 r4 r5 one cell beyond it: the cell between is
    # offered (the run is pushed along as the tile is laid), once the board's tiles may move; a
    # newcomer saw two unrelated cells lit and not the group's end.
    board = layout(parse_board("k11 b11 r11 | r3 r4 r5 | b9 b10 b11 b12"))
    between = Cell(0, 3)
    assert between in placement_options(board, parse_tiles("o11"), lambda cell: True)
    assert between not in placement_options(board, parse_tiles("o11"), lambda cell: False), "before opening"
    assert between not in placement_options(board, parse_tiles("o11")), "with no word on what may move"
    assert between not in placement_options(board, parse_tiles("r2"), lambda cell: True), "no room for the group"
