"""A seeded game of bots played by the engine alone gives a record the referee accepts (the
review benchmark and the history screenshots are built on it)."""

from __future__ import annotations

import json
from pathlib import Path

from rummi_qt.network.record import bots_game
from tests.network.referee import referee


def test_a_bots_game_record_is_whole_and_replays_from_its_seed(tmp_path: Path) -> None:
    lines, state = bots_game(["A", "B"], ["easy", "easy"], seed=31)
    assert state.result is not None and lines[0]["seed"] == 31 and lines[-1]["type"] == "end"
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    ends = referee(path)
    assert len(ends) == 1 and ends[0]["scores"] == list(state.result.changes)
    assert bots_game(["A", "B"], ["easy", "easy"], seed=31)[0] == lines
