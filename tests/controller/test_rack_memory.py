"""The rack's arrangement kept on disk per table, seat and game: a resumed game shows the rack as the
player left it. Malformed files and records are ignored, never an error."""

from __future__ import annotations

import json
from pathlib import Path

from rummi_qt.controller.rack import RackArrangement, SortOrder
from rummi_qt.controller.rack_memory import MAX_RACKS, RackMemory
from rummi_qt.engine.tiles import parse_tiles


def arranged() -> RackArrangement:
    """b3 r7 J k9 with the joker moved to the second row and k9 to the far end, sorted by groups first."""
    rack = RackArrangement.of(parse_tiles("b3 r7 J k9")).sorted_by_groups()
    rack = rack.move(rack.slot_of(parse_tiles("J")[0]) or 0, 25)
    return rack.move(rack.slot_of(parse_tiles("k9")[0]) or 0, 19)


def test_a_kept_rack_comes_back_as_it_lay(tmp_path: Path) -> None:
    memory = RackMemory(tmp_path / "racks.json")
    rack = arranged()
    memory.keep("table-1", 2, 3, rack)
    again = memory.recall("table-1", 2, 3, parse_tiles("k9 J r7 b3"))
    assert again is not None
    assert again.slots == rack.slots and again.width == rack.width and again.order is SortOrder.GROUPS
    # Another seat, game or table has nothing kept.
    assert memory.recall("table-1", 1, 3, parse_tiles("k9 J r7 b3")) is None
    assert memory.recall("table-1", 2, 4, parse_tiles("k9 J r7 b3")) is None
    assert memory.recall("table-2", 2, 3, parse_tiles("k9 J r7 b3")) is None
    assert memory.recall("", 2, 3, parse_tiles("k9 J r7 b3")) is None


def test_tiles_no_longer_held_leave_their_slots_and_new_ones_come_in(tmp_path: Path) -> None:
    memory = RackMemory(tmp_path / "racks.json")
    rack = arranged()
    memory.keep("t", 0, 1, rack)
    # r7 was laid and o4 drawn since (the app was closed mid-turn, say).
    again = memory.recall("t", 0, 1, parse_tiles("b3 J k9 o4"))
    assert again is not None
    assert again.slots[25] == parse_tiles("J")[0] and again.slots[19] == parse_tiles("k9")[0]
    assert sorted(map(str, again.tiles())) == sorted(["b3", "J", "k9", "o4"])
    assert rack.slot_of(parse_tiles("r7")[0]) is not None and again.slot_of(parse_tiles("r7")[0]) is None
    # None of the tiles still held: nothing to go by.
    assert memory.recall("t", 0, 1, parse_tiles("o1 o2")) is None


def test_one_rack_is_kept_per_seat_and_the_oldest_are_forgotten(tmp_path: Path) -> None:
    memory = RackMemory(tmp_path / "racks.json")
    memory.keep("t", 0, 1, arranged())
    memory.keep("t", 0, 2, RackArrangement.of(parse_tiles("o1 o2")))  # the next game: game 1's is replaced
    assert [(r.table_id, r.game) for r in memory.racks()] == [("t", 2)]
    for n in range(MAX_RACKS + 5):
        memory.keep(f"table-{n}", 1, 1, RackArrangement.of(parse_tiles("o1")))
    kept = memory.racks()
    assert len(kept) == MAX_RACKS and kept[-1].table_id == f"table-{MAX_RACKS + 4}"
    assert memory.keep("", 0, 1, arranged()) is None and len(memory.racks()) == MAX_RACKS  # no table id: not kept


def test_a_damaged_file_or_record_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "racks.json"
    memory = RackMemory(path)
    assert memory.racks() == []  # no file yet
    path.write_text("{not json", encoding="utf-8")
    assert memory.racks() == [] and memory.recall("t", 0, 1, parse_tiles("o1")) is None
    good = {"table_id": "t", "seat": 0, "game": 1, "width": 2, "slots": ["o1", None, None, "J"], "order": "runs"}
    bad = [
        {**good, "width": 3},  # slots do not fill two rows of that width
        {**good, "slots": ["o1", None, None, "x99"]},  # not a tile
        {**good, "slots": ["o1 o2", None, None, None]},  # two tiles in one slot
        {**good, "order": "sideways"},
        {**good, "seat": "first"},
        "just a string",
    ]
    path.write_text(json.dumps({"racks": [*bad, good]}), encoding="utf-8")
    assert len(memory.racks()) == 1
    again = memory.recall("t", 0, 1, parse_tiles("J o1"))
    assert again is not None and again.slots == (parse_tiles("o1")[0], None, None, parse_tiles("J")[0])
    path.write_text(json.dumps(["a list"]), encoding="utf-8")
    assert memory.racks() == []


def test_the_last_sort_chosen_is_remembered_for_the_next_table(tmp_path: Path) -> None:
    memory = RackMemory(tmp_path / "racks.json")
    assert memory.last_order() is None
    memory.keep("t1", 0, 1, RackArrangement.of(parse_tiles("o1 k2")).sorted_by_groups())
    memory.keep("t2", 0, 1, RackArrangement.of(parse_tiles("o1 k2")))  # never sorted at that table
    assert memory.last_order() is SortOrder.GROUPS
    memory.keep("t3", 1, 1, RackArrangement.of(parse_tiles("o1 k2")).sorted_by_runs())
    assert memory.last_order() is SortOrder.RUNS


def test_the_gaps_laid_tiles_left_come_back_for_close_gaps(tmp_path: Path) -> None:
    memory = RackMemory(tmp_path / "racks.json")
    rack = RackArrangement.of(parse_tiles("k1 k2 k3 o9")).with_leaving(1)
    laid = rack.update(parse_tiles("k1 k3 o9"))  # k2 went to the board: its slot is a gap to close
    assert laid.has_gaps
    memory.keep("t", 0, 1, laid)
    again = memory.recall("t", 0, 1, parse_tiles("k1 k3 o9"))
    assert again is not None and again.has_gaps and again.holes == laid.holes
    assert again.closed_up().slots[:3] == tuple(parse_tiles("k1 k3 o9"))


def test_tiles_laid_in_a_turn_the_game_did_not_keep_come_back_to_their_slots(tmp_path: Path) -> None:
    # The app closed mid-turn with o9 on the board: the resumed game has it on the rack again, and
    # it goes back to its own slot, not into the first gap.
    memory = RackMemory(tmp_path / "racks.json")
    rack = RackArrangement.of(parse_tiles("k1 k2 k3 o9 r5")).sorted_by_runs()
    slot = rack.slot_of(parse_tiles("o9")[0])
    laid = rack.with_leaving(slot or 0).update(parse_tiles("k1 k2 k3 r5"))
    memory.keep("t", 0, 1, laid)
    again = memory.recall("t", 0, 1, parse_tiles("k1 k2 k3 o9 r5"))
    assert again is not None and again.slots == rack.slots


def test_the_turns_seen_are_kept_for_an_app_started_again(tmp_path: Path) -> None:
    memory = RackMemory(tmp_path / "racks.json")
    assert memory.turns_seen("t", 0, 1) is None
    memory.keep("t", 0, 1, arranged(), 3)
    assert memory.turns_seen("t", 0, 1) == 3 and memory.turns_seen("t", 0, 2) is None
    memory.keep("t", 0, 1, arranged())  # not known: not kept as a number
    assert memory.turns_seen("t", 0, 1) is None
