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
