"""The autosave between rewrites: each turn's changes are appended as a line and synced (one sync, not a
rewrite's three), the last complete line is the save, a torn last line leaves the turn before, and
a file grown large is rewritten whole. Bots play real turns on a real host."""

from __future__ import annotations

from pathlib import Path

from rummi_qt.network import keeper as keeper_module
from rummi_qt.network.keeper import Keeper
from rummi_qt.network.persistence import load_table, read_save


def bots_table(make_host, tmp_path: Path):  # type: ignore[no-untyped-def]
    host = make_host(seats=2, seed=5)
    for _ in range(2):
        host.table.add_bot("easy")
    save = tmp_path / "autosave.json"
    return host, Keeper(host, save, None), save


def test_each_turn_is_appended_and_the_last_line_is_the_save(make_host, qtbot, tmp_path: Path) -> None:
    host, keeper, save = bots_table(make_host, tmp_path)
    on_disk: list[tuple[int, int]] = []  # (the file's size, the bytes written in it) after each turn's save
    host.turn_ended.connect(lambda _events: on_disk.append((save.stat().st_size, keeper._file.size)))  # noqa: SLF001
    host.start()
    qtbot.waitUntil(lambda: host.table.version >= 6, timeout=20_000)
    host.close()
    lines = save.read_text(encoding="utf-8").rstrip(" ").splitlines()
    assert len(lines) >= 5, "turns were not appended"
    # Each line is written over the room left after the whole save: the file never grows (its sync
    # then has no size to commit), and the room is spaces, which a reader skips.
    assert len({size for size, _ in on_disk}) == 1 and on_disk[-1][1] > on_disk[0][1], on_disk
    assert save.read_bytes()[on_disk[-1][1]:].strip(b" ") == b""
    assert read_save(save)["table"]["state_version"] == host.table.version
    assert load_table(save).version == host.table.version


def test_a_torn_last_line_leaves_the_turn_before(make_host, qtbot, tmp_path: Path) -> None:
    host, _keeper, save = bots_table(make_host, tmp_path)
    host.start()
    qtbot.waitUntil(lambda: host.table.version >= 4, timeout=20_000)
    host.close()
    whole = read_save(save)
    text = save.read_text(encoding="utf-8").rstrip(" ")  # less the room the lines are written over
    last = text.splitlines()[-1]
    torn = text + "\n" + last[: len(last) // 2] + " " * 1000  # a crash in the middle of an append, in the room
    save.write_text(torn, encoding="utf-8")
    assert read_save(save) == whole


def test_a_large_autosave_is_rewritten_whole(make_host, qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(keeper_module, "COMPACT_BYTES", 12_000)
    host, keeper, save = bots_table(make_host, tmp_path)
    sizes: list[int] = []
    host.turn_ended.connect(lambda _events: sizes.append(keeper._file.size))  # noqa: SLF001 - written, not room
    host.start()
    qtbot.waitUntil(lambda: len(sizes) >= 12, timeout=30_000)
    host.close()
    assert max(sizes) < 12_000 + 2 * sizes[0], "the file kept growing"
    assert any(later < earlier for earlier, later in zip(sizes, sizes[1:], strict=False)), "never rewritten"
    assert read_save(save)["table"]["state_version"] == host.table.version
