"""The history database: its schema, the migration from schema 1, statistics from known games,
and forgetting a table (its record file too)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from rummi_qt.history.stats import my_scores, player_stats
from rummi_qt.history.store import DATABASE, SCHEMA_VERSION, HistoryError, HistoryStore, _schema_1


def test_a_new_database_has_the_current_schema(tmp_path) -> None:
    store = HistoryStore(tmp_path)
    assert store.version == SCHEMA_VERSION == 5
    names = {r[0] for r in store.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"tables", "games", "game_players"} <= names
    store.close()
    assert HistoryStore(tmp_path).version == 5  # opening again changes nothing


def test_a_schema_1_database_is_migrated_with_its_games(tmp_path) -> None:
    db = sqlite3.connect(tmp_path / DATABASE)
    _schema_1(db)
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO tables (id, table_key, name, role, record, created) VALUES"
               " (1, 'abc', 'Kitchen', 'guest', 'records/a.jsonl', 1.0)")
    db.execute("INSERT INTO games (table_id, number, ended, my_seat, players, scores, winners, turns)"
               " VALUES (1, 0, 2.0, 1, ?, ?, ?, 30)", (json.dumps(["Ann", "Bob"]), "[12, -12]", "[0]"))
    db.commit()
    db.close()
    store = HistoryStore(tmp_path)
    assert store.version == 5
    assert store.player_rows() == [("Ann", 1, 12, 1), ("Bob", 1, -12, 0)]
    game, = store.games()
    assert (game.table_name, game.my_name, game.my_score) == ("Kitchen", "Bob", -12)
    table, = store.tables()
    assert (table.games, table.planned) == (1, 0), "how many games it plays was not kept then"
    store.add_game(1, 1, 1, ["Ann", "Bob"], [-3, 3], [1], 20, planned=4)
    assert store.tables()[0].planned == 4
    # Its bots' levels were not kept then: not known, and "Bot 1" of each such game is counted as a bot.
    assert game.bots is None


def test_a_tables_players_are_kept_as_they_sit_now(tmp_path) -> None:
    store = HistoryStore(tmp_path)
    table = store.add_table("k1", "Kitchen", "host", store.record_path("k1", "host"), created=1.0, planned=3)
    assert store.tables()[0].players == ()  # not seen yet
    store.set_players(table, ["Ann", "Bot 1", "Bob"])
    assert store.tables()[0].players == ("Ann", "Bot 1", "Bob")
    store.db.execute("UPDATE tables SET players = 'not json' WHERE id = ?", (table,))
    assert store.tables()[0].players == (), "a damaged field names no one, and the list still opens"


def test_a_games_bots_are_kept_with_their_levels_and_counted_by_level(tmp_path) -> None:
    store = HistoryStore(tmp_path)
    table = store.add_table("k1", "Kitchen", "host", store.record_path("k1", "host"), created=1.0)
    store.add_game(table, 0, 0, ["Ann", "Bot 1", "Bot 2"], [12, -2, -10], [0], 30, ended=1.0,
                   bots=[(1, "hard"), (2, "easy")])
    store.add_game(table, 1, 0, ["Ann", "Bot 1", "Bot 2"], [-4, 8, -4], [1], 30, ended=2.0,
                   bots=[(1, "easy"), (2, "hard")])
    store.add_game(table, 2, 0, ["Ann", "Bot 1"], [-6, 6], [1], 30, ended=3.0)  # levels not kept
    store.add_game(table, 3, 0, ["Ann", "Bot 1"], [5, -5], [0], 30, ended=4.0, bots=[])  # a human "Bot 1"
    assert [g.bots for g in store.games()] == [(), None, ((1, "easy"), (2, "hard")), ((1, "hard"), (2, "easy"))]
    lines = [(p.name, p.bots, p.games, p.wins, p.best) for p in player_stats(store.games(), me="Ann")]
    assert lines == [("Ann", None, 4, 2, 12), ("Bots", "easy", 2, 1, 8), ("Bots", "hard", 2, 0, -2),
                     ("Bot 1", None, 1, 0, -5), ("Bots", "", 1, 1, 6)]


def test_a_database_from_a_newer_rummi_is_refused_and_left_alone(tmp_path) -> None:
    db = sqlite3.connect(tmp_path / DATABASE)
    db.execute("PRAGMA user_version = 9")
    db.close()
    with pytest.raises(HistoryError, match="newer Rummi"):
        HistoryStore(tmp_path)
    assert sqlite3.connect(tmp_path / DATABASE).execute("PRAGMA user_version").fetchone()[0] == 9


def known_store(tmp_path) -> HistoryStore:
    """Four games at two tables: Ann is "me" in all of them."""
    store = HistoryStore(tmp_path)
    kitchen = store.add_table("k1", "Kitchen", "host", store.record_path("k1", "host"), created=1.0)
    attic = store.add_table("a1", "Attic", "guest", store.record_path("a1", "guest"), created=2.0)
    store.add_game(kitchen, 0, 0, ["Ann", "Bob"], [20, -20], [0], 30, ended=10.0)
    store.add_game(kitchen, 1, 0, ["Ann", "Bob"], [-5, 5], [1], 25, ended=11.0)
    store.add_game(attic, 0, 1, ["Cid", "Ann", "Bob"], [-3, 10, -7], [1], 40, ended=12.0)
    store.add_game(attic, 1, 1, ["Cid", "Ann", "Bob"], [9, -4, -5], [0], 35, ended=13.0)
    return store


def test_stats_from_a_known_set_of_games(tmp_path) -> None:
    store = known_store(tmp_path)
    games = store.games()
    assert [g.ended for g in games] == [13.0, 12.0, 11.0, 10.0]  # the newest first
    stats = {p.name: p for p in player_stats(games, me="Ann")}
    assert [p.name for p in player_stats(games, me="Ann")] == ["Ann", "Bob", "Cid"]
    assert (stats["Ann"].games, stats["Ann"].wins, stats["Ann"].average, stats["Ann"].best) == (4, 2, 5.25, 20)
    assert (stats["Bob"].games, stats["Bob"].wins, stats["Bob"].average, stats["Bob"].best) == (4, 1, -6.75, 5)
    assert (stats["Cid"].games, stats["Cid"].wins, stats["Cid"].average, stats["Cid"].best) == (2, 1, 3.0, 9)
    assert my_scores(games) == [20, -5, 10, -4]  # oldest first, for the chart
    assert my_scores(games, last=2) == [10, -4]


def test_deleting_a_table_forgets_its_games_and_removes_its_record(tmp_path) -> None:
    store = known_store(tmp_path)
    kitchen = next(t for t in store.tables() if t.name == "Kitchen")
    kitchen.record.write_text("{}\n", encoding="utf-8")
    store.delete_table(kitchen.id)
    assert not kitchen.record.exists()
    assert {g.table_name for g in store.games()} == {"Attic"}
    assert {r[0] for r in store.player_rows()} == {"Ann", "Bob", "Cid"}
    assert len(store.player_rows()) == 6  # the kitchen's seats went with its games
    store.delete_all()
    assert store.games() == [] and store.tables() == [] and store.player_rows() == []
