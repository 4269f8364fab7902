"""The player's rack arrangement: it follows the rack without moving what the player placed."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummi_qt.controller.rack import DEFAULT_WIDTH, RackArrangement
from rummi_qt.engine.tiles import Tile, all_tiles, parse_tiles, sort_for_groups, sort_for_runs

TILES = all_tiles()
racks = st.lists(st.sampled_from(TILES), max_size=60)


def arrangement(text: str, width: int = DEFAULT_WIDTH) -> RackArrangement:
    return RackArrangement.of(parse_tiles(text), width)


def test_a_new_rack_fills_from_the_first_slot() -> None:
    rack = arrangement("b3 r7 J")
    assert rack.slots[:4] == (*parse_tiles("b3 r7 J"), None)
    assert rack.capacity == 40 and len(rack) == 3
    assert rack.slot_of(parse_tiles("J")[0]) == 2
    assert rack.slot_of(parse_tiles("k1")[0]) is None
    assert RackArrangement.empty().tiles() == []


def test_update_keeps_places_and_fills_gaps() -> None:
    rack = arrangement("b3 r7 J k5").move(0, 25)  # b3 to the second row
    after = rack.update(parse_tiles("b3 J k5 o9 o10"))  # r7 was laid, two tiles drawn
    assert after.slots[25] == parse_tiles("b3")[0]
    assert after.slots[2] == parse_tiles("J")[0] and after.slots[3] == parse_tiles("k5")[0]
    assert after.slots[0] == parse_tiles("o9")[0] and after.slots[1] == parse_tiles("o10")[0]


def test_a_tile_taken_back_goes_where_it_was_dropped() -> None:
    rack = arrangement("b3 r7").with_preferred_slot(parse_tiles("o4")[0], 30)
    after = rack.update(parse_tiles("b3 r7 o4"))
    assert after.slots[30] == parse_tiles("o4")[0]
    assert after.preferred == ()
    assert arrangement("b3").update(parse_tiles("b3 o4"), prefer={parse_tiles("o4")[0]: 7}).slots[7] is not None


def test_a_full_rack_grows_a_column_at_a_time() -> None:
    tiles = TILES[:40]
    rack = RackArrangement.of(tiles)
    assert rack.width == 20
    grown = rack.update([*tiles, *TILES[40:43]])
    assert grown.width == 22 and grown.capacity == 44
    assert grown.slots[:20] == rack.slots[:20]  # the first row kept its tiles in place
    assert grown.slots[22:42] == rack.slots[20:40]


def test_move_to_an_empty_slot() -> None:
    rack = arrangement("b3 r7 J").move(1, 10)
    assert rack.slots[1] is None and rack.slots[10] == parse_tiles("r7")[0]


def test_move_onto_a_tile_inserts_and_shifts_towards_the_gap() -> None:
    rack = arrangement("k1 k2 k3 k4").move(3, 1)
    assert rack.tiles() == list(parse_tiles("k1 k4 k2 k3"))
    assert rack.slots[:5] == (*parse_tiles("k1 k4 k2 k3"), None)


def test_move_in_a_full_row_swaps() -> None:
    tiles = [Tile(t.colour, t.number) for t in TILES[:20]] + [TILES[40]]
    rack = RackArrangement.of(tiles)
    moved = rack.move(20, 5)
    assert moved.slots[5] == TILES[40] and moved.slots[20] == TILES[5]


def test_move_off_the_rack_raises() -> None:
    with pytest.raises(IndexError):
        arrangement("k1").move(0, 40)


def test_sorting_by_runs_and_groups() -> None:
    rack = arrangement("r7 k7 J b3 b1 o7 r8")
    runs = rack.sorted_by_runs()
    assert runs.tiles() == sort_for_runs(rack.tiles())
    # A gap between colours: k7 | b1 b3 | o7 | r7 r8 | J
    assert runs.slots[:12] == (*parse_tiles("k7"), None, *parse_tiles("b1 b3"), None, *parse_tiles("o7"), None,
                               *parse_tiles("r7 r8"), None, *parse_tiles("J"), None)
    groups = rack.sorted_by_groups()
    assert groups.tiles() == sort_for_groups(rack.tiles())
    assert groups.slots[:3] == (*parse_tiles("b1"), None, *parse_tiles("b3"))


@given(racks)
def test_sorting_keeps_every_tile(tiles: list[Tile]) -> None:
    rack = RackArrangement.of(tiles)
    for sorted_rack in (rack.sorted_by_runs(), rack.sorted_by_groups()):
        assert Counter(sorted_rack.tiles()) == Counter(tiles)
        assert sorted_rack.capacity == 2 * sorted_rack.width


@given(racks, racks)
def test_update_never_loses_or_invents_tiles_and_keeps_what_stays(before: list[Tile], after: list[Tile]) -> None:
    rack = RackArrangement.of(before).sorted_by_groups()
    updated = rack.update(after)
    assert Counter(updated.tiles()) == Counter(after)
    assert updated.capacity == 2 * updated.width >= max(40, len(after))
    if updated.width == rack.width:
        kept = sum(1 for old, new in zip(rack.slots, updated.slots, strict=True) if old is not None and old == new)
        assert kept == sum((Counter(before) & Counter(after)).values())


@given(racks, st.data())
def test_move_keeps_every_tile(tiles: list[Tile], data: st.DataObject) -> None:
    rack = RackArrangement.of(tiles)
    source = data.draw(st.integers(0, rack.capacity - 1))
    target = data.draw(st.integers(0, rack.capacity - 1))
    moved = rack.move(source, target)
    assert Counter(moved.tiles()) == Counter(tiles)
    if rack.slots[source] is not None:
        assert moved.slots[target] == rack.slots[source]


# --- what a player expects of the rack through a turn (issue 13, items 8 and 16) ------------------

def tiles_of(rack: RackArrangement, first: int, last: int) -> str:
    """Slots ``first``..``last`` in notation, ``_`` for an empty slot."""
    return " ".join("_" if t is None else str(t) for t in rack.slots[first:last + 1])


def lay(rack: RackArrangement, *slots: int) -> RackArrangement:
    """The player lays the tiles in these slots and the host agrees."""
    for slot in slots:
        rack = rack.with_leaving(slot)
    remaining = list(rack.tiles())
    for slot in slots:
        tile = rack.slots[slot]
        assert tile is not None
        remaining.remove(tile)
    return rack.update(remaining)


def test_undo_puts_every_tile_back_in_the_slot_it_came_from() -> None:
    rack = arrangement("k1 k5 b2 b3 b4 o9 r7 r8 r9 J").move(9, 25)  # the joker to the second row
    start = rack.slots
    laid = lay(rack, 3, 25, 6)  # b3, the joker, r7
    assert tiles_of(laid, 0, 9) == "k1 k5 b2 _ b4 o9 _ r8 r9 _"
    assert laid.slots[25] is None
    undone = laid.update(rack.tiles())  # Undo: the host gives all three back at once
    assert undone.slots == start


def test_step_back_returns_one_tile_to_its_slot_even_after_the_rack_changed() -> None:
    rack = arrangement("b2 b3 b4 r7 r8 r9")
    laid = lay(rack, 1, 4)  # b3 and r8
    laid = laid.move(5, 12)  # meanwhile the player moves r9 away
    back = laid.update(parse_tiles("b2 b4 r7 r8 r9"))  # Ctrl+Z: r8 comes back
    assert tiles_of(back, 0, 5) == "b2 _ b4 r7 r8 _"
    back = back.update(parse_tiles("b2 b3 b4 r7 r8 r9"))
    assert tiles_of(back, 0, 5) == "b2 b3 b4 r7 r8 _"
    # A tile back where another now lies goes in front of it.
    taken = lay(arrangement("r6 r7 r8"), 1).move(2, 1)
    assert tiles_of(taken.update(parse_tiles("r6 r7 r8")), 0, 2) == "r6 r7 r8"


def test_laying_one_of_two_copies_removes_the_one_laid() -> None:
    rack = arrangement("o8 k1 o8")
    assert tiles_of(lay(rack, 0), 0, 2) == "_ k1 o8"
    assert tiles_of(lay(rack, 2), 0, 2) == "o8 k1 _"


@pytest.mark.parametrize(("sort", "drawn", "after"), [
    # Runs (colour, then number): next to its own colour, in number order.
    ("runs", "b4", "k1 k5 _ b2 b3 b4 _ o9 _ r7 r8 _ J"),
    ("runs", "k3", "k1 k3 k5 _ b2 b3 _ o9 _ r7 r8 _ J"),
    ("runs", "r13", "k1 k5 _ b2 b3 _ o9 _ r7 r8 r13 _ J"),
    ("runs", "J", "k1 k5 _ b2 b3 _ o9 _ r7 r8 _ J J"),
    # Groups (number, then colour): a number of its own gets a gap on each side.
    ("groups", "o7", "k1 _ b2 _ b3 _ k5 _ o7 r7 _ r8 _ o9 _ J"),
    ("groups", "k4", "k1 _ b2 _ b3 _ k4 _ k5 _ r7 _ r8 _ o9 _ J"),
    ("groups", "b1", "k1 b1 _ b2 _ b3 _ k5 _ r7 _ r8 _ o9 _ J"),
])
def test_a_drawn_tile_goes_where_the_last_sort_puts_it_and_is_marked_new(sort: str, drawn: str, after: str) -> None:
    rack = arrangement("k1 k5 b2 b3 o9 r7 r8 J")
    rack = rack.sorted_by_runs() if sort == "runs" else rack.sorted_by_groups()
    tile = parse_tiles(drawn)[0]
    grown = rack.update([*rack.tiles(), tile], drawn=[tile])
    count = len(after.split())
    assert tiles_of(grown, 0, count - 1) == after
    assert grown.new_slots() == [after.split().index(drawn) if sort != "runs" or drawn != "J" else count - 1]
    assert [grown.slots[s] for s in grown.new_slots()] == [tile]


def test_the_group_sort_puts_a_drawn_tile_among_its_number_even_after_the_player_moved_tiles() -> None:
    rack = arrangement("k1 k5 b2 b3 o9 r7 r8 J").sorted_by_groups().move(0, 30)  # k1 to the second row
    o7 = parse_tiles("o7")[0]
    grown = rack.update([*rack.tiles(), o7], drawn=[o7])
    assert tiles_of(grown, 6, 11) == "k5 _ o7 r7 _ r8"
    assert grown.slots[30] == parse_tiles("k1")[0], "what the player placed stays"


def test_without_a_chosen_sort_a_drawn_tile_goes_in_runs_order_into_the_dealt_rack() -> None:
    rack = arrangement("k1 k5 b2 b3 o9 r7 r8 J")  # as dealt: packed in runs order
    b4 = parse_tiles("b4")[0]
    grown = rack.update([*rack.tiles(), b4], drawn=[b4])
    assert tiles_of(grown, 0, 8) == "k1 k5 b2 b3 b4 o9 r7 r8 J"
    assert grown.new_slots() == [4]


def test_the_new_mark_is_on_the_drawn_copy_of_a_duplicate() -> None:
    rack = arrangement("k2 o8 r3").sorted_by_runs()  # k2 _ o8 _ r3
    o8 = parse_tiles("o8")[0]
    grown = rack.update([*rack.tiles(), o8], drawn=[o8])
    assert tiles_of(grown, 0, 5) == "k2 _ o8 o8 _ r3"
    assert grown.new_slots() == [3], "the tile that arrived, not the one that was there"
    # The mark travels with the tile when the player moves it, and ends when it is laid.
    moved = grown.move(3, 30)
    assert moved.new_slots() == [30] and moved.slots[2] == o8
    assert lay(moved, 30).new_slots() == []
    assert lay(moved, 2).new_slots() == [30]
    # The next draw moves the mark.
    k3 = parse_tiles("k3")[0]
    again = moved.update([*moved.tiles(), k3], drawn=[k3])
    assert [again.slots[s] for s in again.new_slots()] == [k3]


def test_close_up_closes_the_gaps_laid_tiles_left_and_keeps_the_players_own() -> None:
    rack = arrangement("k1 k5 b2 b3 b4 o9 r7 r8 r9 J").sorted_by_runs()
    assert tiles_of(rack, 0, 14) == "k1 k5 _ b2 b3 b4 _ o9 _ r7 r8 r9 _ J _"
    assert not rack.has_gaps
    laid = lay(rack, 3, 4, 5, 10)  # the blues and r8
    assert tiles_of(laid, 0, 14) == "k1 k5 _ _ _ _ _ o9 _ r7 _ r9 _ J _"
    assert laid.has_gaps
    closed = laid.closed_up()
    assert tiles_of(closed, 0, 9) == "k1 k5 _ o9 _ r7 r9 _ J _"
    assert not closed.has_gaps and closed.closed_up() == closed
    # Undo after closing up: each tile goes back among its neighbours.
    back = closed.update(rack.tiles())
    assert tiles_of(back, 0, 11) == "k1 k5 _ b2 b3 b4 _ o9 _ r7 r8 r9"


def test_sorting_closes_the_gaps_and_tiles_taken_back_go_where_the_sort_puts_them() -> None:
    rack = arrangement("k1 k5 b2 b3 o9 r7 r8 J")
    laid = lay(rack, 2, 5)  # b2 and r7 from the packed deal
    assert laid.has_gaps
    grouped = laid.sorted_by_groups()
    assert not grouped.has_gaps
    assert tiles_of(grouped, 0, 10) == "k1 _ b3 _ k5 _ r8 _ o9 _ J"
    back = grouped.update(rack.tiles())  # Undo
    assert tiles_of(back, 0, 12) == "k1 _ b2 _ b3 _ k5 _ r7 _ r8 _ o9"
    assert back.new_slots() == [], "tiles coming back are not new"


def test_a_new_turn_forgets_where_melded_tiles_came_from() -> None:
    rack = lay(arrangement("o8 k1 r3"), 0).turn_over()
    o8 = parse_tiles("o8")[0]
    drawn = rack.update([*rack.tiles(), o8], drawn=[o8])
    assert rack.departed == () and drawn.new_slots() == [drawn.slot_of(o8)]


@given(racks, racks, st.sampled_from(["runs", "groups", "none"]))
def test_drawing_never_loses_or_invents_tiles(before: list[Tile], extra: list[Tile], sort: str) -> None:
    rack = RackArrangement.of(before)
    rack = {"runs": rack.sorted_by_runs, "groups": rack.sorted_by_groups, "none": lambda: rack}[sort]()
    after = [*before, *extra[:5]]
    updated = rack.update(after, drawn=extra[:5])
    assert Counter(updated.tiles()) == Counter(after)
    assert sorted(Counter(updated.slots[s] for s in updated.new_slots()).elements(), key=str) == \
        sorted(extra[:5], key=str)
    closed = updated.closed_up()
    assert Counter(closed.tiles()) == Counter(after)


def test_a_full_row_sends_its_last_families_on_to_the_next_row_instead_of_losing_the_gaps() -> None:
    rack = arrangement("k1 k2 k3 k4 k5 k6 k7 k8 k9 k10").sorted_by_groups()
    assert tiles_of(rack, 0, 19) == "k1 _ k2 _ k3 _ k4 _ k5 _ k6 _ k7 _ k8 _ k9 _ k10 _"
    for drawn in ("b1", "b2"):
        tile = parse_tiles(drawn)[0]
        rack = rack.update([*rack.tiles(), tile], drawn=[tile])
    assert tiles_of(rack, 0, 19) == "k1 b1 _ k2 b2 _ k3 _ k4 _ k5 _ k6 _ k7 _ k8 _ k9 _"
    assert tiles_of(rack, 20, 21) == "k10 _"
    assert [rack.slots[s] for s in rack.new_slots()] == list(parse_tiles("b2"))


def test_tiles_dragged_together_lie_side_by_side_where_they_are_dropped() -> None:
    rack = arrangement("k1 k5 b2 b3 o9 r7 r8 J")
    # b2 and r7 (picked with Ctrl) dropped on o9's slot: in slot order, the tiles there shift aside
    # (the rest of the row keeps its spacing: where b2 and r7 were is a gap).
    moved = rack.move_group([2, 5], 4)
    assert tiles_of(moved, 0, 9) == "k1 k5 _ b3 b2 r7 o9 _ r8 J"
    # Into the empty second row, and near the end of the rack: they stay on it, side by side.
    down = rack.move_group([5, 6], 25)
    assert tiles_of(down, 25, 26) == "r7 r8" and tiles_of(down, 5, 6) == "_ _"
    end = rack.move_group([0, 1, 2], len(rack.slots) - 1)
    assert [str(t) for t in end.slots[-3:]] == ["k1", "k5", "b2"]
    # The new mark goes with its tile.
    o7 = parse_tiles("o7")[0]
    drawn = rack.update([*rack.tiles(), o7], drawn=[o7])
    marked = drawn.new_slots()[0]
    assert [drawn.move_group([marked], 30).slots[s] for s in drawn.move_group([marked], 30).new_slots()] == [o7]
    assert rack.move_group([], 3) == rack
