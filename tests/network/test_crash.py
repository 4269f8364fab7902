"""A host killed with ``kill -9`` at several points of a game and resumed each time: external bot
processes rejoin their seats by token and the game finishes, and the whole record, read by the
project's referee, holds every turn exactly once (what a client saw is never played again)."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummi_qt.network.persistence import load_table, read_save
from tests.network.netns import RUMMI, Lines, child_env, stop
from tests.network.referee import referee

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start(*args: str) -> Lines:
    process = subprocess.Popen([*RUMMI, *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, text=True, env=child_env())
    return Lines(process)


def record_lines(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def wait_until(condition, seconds: float, why: str) -> None:  # type: ignore[no-untyped-def]
    """Another process's progress, seen in a file: nothing to wait on but the file itself."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, why
        time.sleep(0.02)


def test_a_host_killed_at_several_points_resumes_and_the_record_holds_every_turn_once(tmp_path: Path) -> None:
    port = free_port()
    record, save = tmp_path / "game.jsonl", tmp_path / "save.json"
    files = ["--record", str(record), "--autosave", str(save), "--port", str(port), "--no-discovery", "--bot-pace", "0"]
    host = start("host", "--headless", "--seats", "3", "--bots", "1", "--seed", "21", *files)
    host.wait_for("listening on port", 30)
    bots = [start("bot", f"127.0.0.1:{port}", "--name", f"B{i}", "--seed", str(i)) for i in range(2)]
    epochs = []
    try:
        for lines in (4, 10, 17, 25):  # kill -9 once the game is that far along, then resume
            wait_until(lambda n=lines, h=host: record_lines(record) >= n or h.process.poll() is not None, 90,
                       f"the game stalled before record line {lines}: {host.seen}")
            if host.process.poll() is not None:
                break  # the game ended before this point
            host.process.send_signal(signal.SIGKILL)
            host.process.wait(10)
            version = read_save(save)["table"]["state_version"]
            host = start("host", "--headless", "--resume", str(save), *files)
            host.wait_for("listening on port", 30)
            resumed = load_table(save)
            epochs.append(resumed.epoch)
            assert resumed.version == version + 1  # a new epoch: no version is ever reused
        assert host.process.wait(120) == 0, host.rest()
        for bot in bots:
            assert bot.process.wait(60) == 0, bot.rest()
    finally:
        for process in [host.process, *(bot.process for bot in bots)]:
            stop(process)
    assert epochs and epochs == list(range(1, len(epochs) + 1))
    ends = referee(record)  # every turn once, each legal from the one before
    assert len(ends) == 1 and sum(ends[0]["scores"]) == 0
    assert load_table(save).match is not None and load_table(save).match.game.over  # type: ignore[union-attr]
