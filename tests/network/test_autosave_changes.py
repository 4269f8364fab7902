"""The autosave's lines of changes: after one whole save, each turn appends only what changed (a
fraction of a whole save's bytes), and the file always reads back as exactly the save of the table
as it is, turn after turn, across a full log, a game's end and a new deal. A line in the middle
that cannot be read is damage, never skipped."""

from __future__ import annotations

import json
from collections import deque
from pathlib import Path

import pytest

from rummi_qt.engine import Draw, Pass
from rummi_qt.network.persistence import SaveError, SaveFile, read_save, save_text, table_from_save, table_to_save
from rummi_qt.network.table import HISTORY_EVENTS, Seat, SeatKind, Table


def new_table() -> Table:
    table = Table(name="Kitchen", seats=[Seat(SeatKind.HUMAN, f"P{i}", "", f"t{i}") for i in range(3)], seed=8)
    table.games_planned = 2
    table.start()
    return table


def play(table: Table, turns: int, saves: SaveFile) -> list[int]:
    """Play draws (passes once the pool is out), appending each turn; the line sizes."""
    sizes = []
    for _ in range(turns):
        assert table.match is not None
        game = table.match.game
        if game.over:
            break
        outcome = table.apply(Draw(game.current) if game.pool else Pass(game.current))
        table.history.extend(e for e in outcome.events if isinstance(e, HISTORY_EVENTS))
        table.version += 1
        before = saves.size
        saves.append(table)
        assert before is not None and saves.size is not None
        sizes.append(saves.size - before)
        assert read_save(saves.path) == json.loads(json.dumps(table_to_save(table)))
    return sizes


def test_each_line_holds_only_the_turns_changes_and_reads_back_as_the_whole_save(tmp_path: Path) -> None:
    table = new_table()
    saves = SaveFile(tmp_path / "autosave.json")
    saves.rewrite(table)
    whole = len(save_text(table))
    sizes = play(table, 30, saves)
    assert len(saves.path.read_text().splitlines()) == 31
    assert max(sizes) < whole / 3, f"a turn's line is {max(sizes)} bytes of a {whole}-byte save"
    assert table_from_save(read_save(saves.path)).history == table.history


def test_a_full_log_a_games_end_and_a_new_deal_read_back_exactly(tmp_path: Path) -> None:
    table = new_table()
    saves = SaveFile(tmp_path / "autosave.json")
    saves.rewrite(table)
    play(table, 10, saves)
    table.history = deque(table.history, maxlen=4)  # a full log drops its oldest turn with each new one
    play(table, 6, saves)
    table.history = deque(table.history, maxlen=300)
    play(table, 400, saves)  # to the game's end
    assert table.match is not None and table.match.game.over
    table.start()  # a new deal: the random state and the turns start again
    table.history.clear()
    table.version += 1
    rng_before = json.loads(saves.path.read_text().splitlines()[-1]).get("rng")
    saves.append(table)
    last = json.loads(saves.path.read_text().splitlines()[-1])
    assert last["history_kept"] == 0 and "rng" in last and rng_before is None
    assert read_save(saves.path) == json.loads(json.dumps(table_to_save(table)))
    assert read_save(saves.path)["rng"] == json.loads(json.dumps(table.rng.getstate()))  # the new deal's, not kept
    play(table, 5, saves)


def test_a_torn_last_line_is_dropped_and_a_damaged_middle_line_is_an_error(tmp_path: Path) -> None:
    table = new_table()
    saves = SaveFile(tmp_path / "autosave.json")
    saves.rewrite(table)
    play(table, 4, saves)
    whole = read_save(saves.path)
    text = saves.path.read_text().rstrip(" ")  # less the room the lines are written over
    last = text.splitlines()[-1]
    saves.path.write_text(text + "\n" + last[: len(last) // 2] + " " * 1000)  # a crash in the middle of an append
    assert read_save(saves.path) == whole
    lines = text.splitlines()
    lines[2] = lines[2][: len(lines[2]) // 2]  # a turn in the middle lost: the ones after cannot apply
    saves.path.write_text("\n".join(lines))
    with pytest.raises(SaveError, match="damaged at line 3"):
        read_save(saves.path)
    lines = text.splitlines()
    lines[2] = json.dumps({**json.loads(lines[2]), "history_kept": 999})
    saves.path.write_text("\n".join(lines))
    with pytest.raises(SaveError, match="does not fit"):
        read_save(saves.path)


def test_a_file_of_whole_saves_appended_as_lines_still_loads(tmp_path: Path) -> None:
    """The autosave before lines of changes: every turn's whole save, the last one the save."""
    table = new_table()
    path = tmp_path / "autosave.json"
    texts = []
    for _ in range(3):
        game = table.match.game  # type: ignore[union-attr]
        table.apply(Draw(game.current))
        table.version += 1
        texts.append(save_text(table))
    path.write_text("\n".join(texts))
    assert read_save(path) == json.loads(texts[-1])


def test_a_failed_append_makes_the_next_save_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = new_table()
    saves = SaveFile(tmp_path / "autosave.json")
    saves.rewrite(table)
    play(table, 2, saves)
    import os

    def full(*_args: object) -> int:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr(os, "write", full)
        game = table.match.game  # type: ignore[union-attr]
        table.apply(Draw(game.current))
        table.version += 1
        with pytest.raises(OSError):
            saves.append(table)
    saves.append(table)  # the disk has room again: the whole save, not a line after an unknown one
    assert len(saves.path.read_text().splitlines()) == 1
    assert read_save(saves.path) == json.loads(json.dumps(table_to_save(table)))


def test_a_line_torn_inside_a_character_is_dropped(tmp_path: Path) -> None:
    table = new_table()
    table.seats[0].name = "Åsa Ällinen"  # two-byte characters in UTF-8
    saves = SaveFile(tmp_path / "autosave.json")
    saves.rewrite(table)
    play(table, 2, saves)
    whole = read_save(saves.path)
    data = saves.path.read_bytes().rstrip(b" ")
    cut = data.index("Å".encode()) + 1  # into the middle of the Å
    saves.path.write_bytes(data + b"\n" + data[:cut] + b" " * 100)
    assert read_save(saves.path) == whole
