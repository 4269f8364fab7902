"""`rummi host --headless` and `rummi bot` as real processes; records checked by the referee."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rummi_qt.network.persistence import load_table, read_save
from tests.network.referee import RefereeError, referee

RUMMI = [sys.executable, "-m", "rummi_qt"]


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*RUMMI, *args], capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("seats", [4, 6])
def test_a_headless_table_of_bots_plays_a_game_the_referee_accepts(tmp_path: Path, seats: int) -> None:
    record = tmp_path / "g.jsonl"
    save = tmp_path / "save.json"
    done = run("host", "--headless", "--seats", str(seats), "--bots", str(seats), "--bot-pace", "0", "--port", "0",
               "--seed", "9", "--record", str(record), "--autosave", str(save), "--no-discovery")
    assert done.returncode == 0, done.stderr
    first, *rest = done.stdout.splitlines()
    assert first.startswith("listening on port ") and int(first.split()[-1]) > 0
    assert any(line.startswith("game 1: won by") for line in rest)
    ends = referee(record)
    assert len(ends) == 1 and sum(ends[0]["scores"]) == 0
    game_line = json.loads(record.read_text().splitlines()[0])
    assert game_line["tile_set"] == (106 if seats <= 4 else 160) and game_line["seed"] == 9
    assert "pin" not in game_line["options"]
    assert load_table(save).match is not None


@pytest.fixture(scope="module")
def three_games(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path, Path]:
    """One headless table of two bots playing three games: its run, its record and its autosave, read
    (or copied before changing) by the tests below: one host run instead of three."""
    folder = tmp_path_factory.mktemp("three_games")
    record, save = folder / "g.jsonl", folder / "s.json"
    done = run("host", "--headless", "--seats", "2", "--bots", "2", "--bot-pace", "0", "--port", "0", "--games", "3",
               "--seed", "1", "--record", str(record), "--autosave", str(save), "--no-discovery")
    return done, record, save


def test_several_games_append_to_one_record(three_games) -> None:  # type: ignore[no-untyped-def]
    done, record, _save = three_games
    assert done.returncode == 0, done.stderr
    assert len(referee(record)) == 3
    assert "standing:" in done.stdout


def test_the_referee_rejects_a_forged_turn(three_games, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    done, played, _save = three_games
    assert done.returncode == 0, done.stderr
    record = tmp_path / "g.jsonl"
    lines = played.read_text().splitlines()
    draw = next(i for i, line in enumerate(lines) if '"action":"draw"' in line)
    turn = json.loads(lines[draw])
    turn["tile"] = "J" if turn["tile"] != "J" else "r1"
    lines[draw] = json.dumps(turn)
    record.write_text("\n".join(lines) + "\n")
    with pytest.raises(RefereeError):
        referee(record)


def test_three_bot_processes_fill_a_waiting_host_and_finish(tmp_path: Path) -> None:
    host = subprocess.Popen([*RUMMI, "host", "--headless", "--seats", "3", "--port", "0", "--seed", "2",
                             "--record", str(tmp_path / "g.jsonl"), "--autosave", str(tmp_path / "s.json"),
                             "--no-discovery"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            stdin=subprocess.DEVNULL)
    try:
        assert host.stdout is not None
        first = host.stdout.readline()
        assert first.startswith("listening on port "), first
        port = first.split()[-1]
        bots = [subprocess.Popen([*RUMMI, "bot", f"127.0.0.1:{port}", "--name", f"B{i}", "--seed", str(i)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
                for i in range(3)]
        for bot in bots:
            assert bot.wait(timeout=120) == 0
        assert host.wait(timeout=60) == 0
        assert len(referee(tmp_path / "g.jsonl")) == 1
    finally:
        host.kill()


@pytest.mark.parametrize("args, message", [
    (["host", "--headless", "--seats", "9"], "not between 2 and 6"),
    (["host", "--headless", "--seats", "2", "--bots", "3"], "more than --seats"),
    (["host", "--headless", "--port", "x"], "not a whole number"),
    (["host", "--headless", "--bot-pace", "-1"], "not between 0 and 60 seconds"),
    (["host", "--headless", "--bot-pace", "soon"], "not a number of seconds"),
    (["bot", "nowhere:99999"], "port is a number"),
    (["bot"], "required"),
])
def test_bad_arguments_exit_2_with_a_clear_message(args: list[str], message: str) -> None:
    done = run(*args, timeout=30)
    assert done.returncode == 2
    assert message in done.stderr


def test_resuming_a_damaged_save_fails_at_run_time_with_exit_1(tmp_path: Path) -> None:
    save = tmp_path / "bad.json"
    save.write_text('{"format": "rummi-save", "version": 1, "table": {}}')
    done = run("host", "--headless", "--resume", str(save), "--port", "0", "--no-discovery", timeout=30)
    assert done.returncode == 1
    assert "cannot resume" in done.stderr and "damaged" in done.stderr


def test_a_save_with_a_nonsense_value_is_refused_in_one_line_and_kept(three_games, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    done, _record, saved = three_games
    assert done.returncode == 0, done.stderr
    save = tmp_path / "autosave.json"
    data = read_save(saved)
    data["table"]["seats"][0]["level"] = "godlike"
    damaged = json.dumps(data)
    save.write_text(damaged)
    done = run("host", "--headless", "--resume", str(save), "--autosave", str(save), "--port", "0",
               "--no-discovery", timeout=30)
    assert done.returncode == 1
    assert done.stderr.strip().count("\n") == 0 and "godlike" in done.stderr, done.stderr
    assert save.read_text() == damaged
