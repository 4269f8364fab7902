"""`rummi history` (text and --json) over a known database, and `rummi replay` refusing what it
cannot or may not show."""

from __future__ import annotations

import json

from rummi_qt.cli import main
from rummi_qt.history.store import HistoryStore
from tests.history.games import record_bot_game
from tests.history.test_store import known_store


def test_rummi_history_prints_the_games_and_the_stats(tmp_path, capsys) -> None:
    known_store(tmp_path).close()
    assert main(["history", "--folder", str(tmp_path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["schema"] == 5 and report["you"] == "Ann"
    assert [g["your_score"] for g in report["games"]] == [-4, 10, -5, 20]
    # Seats and games count from 1, as `rummi replay --game N --seat N` takes them.
    assert [(g["game"], g["your_seat"]) for g in report["games"]] == [(2, 2), (1, 2), (2, 1), (1, 1)]
    assert report["players"][0] == {"name": "Ann", "games": 4, "wins": 2, "average": 5.2, "best": 20}
    assert report["your_last_scores"] == [20, -5, 10, -4]
    assert all(set(t) >= {"planned", "players"} for t in report["tables"])  # a table's round and who sits at it
    assert main(["history", "--folder", str(tmp_path)]) == 0
    text = capsys.readouterr().out
    assert "seat" in text
    assert "Kitchen" in text and "Attic" in text and "your last scores (oldest first): +20 -5 +10 -4" in text


def test_rummi_history_counts_bots_by_level(tmp_path, capsys) -> None:
    store = HistoryStore(tmp_path)
    table = store.add_table("b1", "Ann against bots", "host", store.record_path("b1", "host"), created=1.0)
    store.add_game(table, 0, 0, ["Ann", "Bot 1"], [7, -7], [0], 20, ended=2.0, bots=[(1, "hard")])
    store.close()
    assert main(["history", "--folder", str(tmp_path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"][1] == {"name": "Bots", "bots": "hard", "games": 1, "wins": 0, "average": -7.0,
                                    "best": -7}
    assert main(["history", "--folder", str(tmp_path)]) == 0
    assert "\nbots, hard " in capsys.readouterr().out


def test_rummi_history_on_an_empty_folder_says_so(tmp_path, capsys) -> None:
    assert main(["history", "--folder", str(tmp_path)]) == 0
    assert capsys.readouterr().out.strip() == "no games kept yet"


def test_rummi_replay_refuses_a_missing_file_and_a_game_still_going_on(tmp_path, capsys) -> None:
    assert main(["replay", str(tmp_path / "nothing.jsonl")]) == 1
    assert "cannot read" in capsys.readouterr().err
    lines, _ = record_bot_game(["easy", "easy"], 2)
    running = tmp_path / "running.jsonl"
    running.write_text("".join(json.dumps(line) + "\n" for line in lines[:-1]), encoding="utf-8")  # no end yet
    assert main(["replay", str(running)]) == 1
    assert "still going on" in capsys.readouterr().err
    assert main(["replay", str(running), "--game", "2"]) == 1
    assert "no game 2" in capsys.readouterr().err
