"""The kept games: an SQLite database (schema version in ``PRAGMA user_version``, upgraded by the
migrations below) indexing the record files that lie beside it in ``records/``.

One row per kept table (a host's full record or a guest's own copy) and one per finished game
with its players, scores and winners; ``game_players`` (schema 2) holds one row per seat so
per-player statistics are a query, not a scan of every record."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

SCHEMA_VERSION = 5
DATABASE = "history.sqlite3"
RECORDS = "records"


def _schema_1(db: sqlite3.Connection) -> None:
    db.executescript("""
        CREATE TABLE tables (
            id INTEGER PRIMARY KEY,
            table_key TEXT NOT NULL,       -- the host's table id ('' from hosts before table ids)
            name TEXT NOT NULL,
            role TEXT NOT NULL CHECK (role IN ('host', 'guest')),
            record TEXT NOT NULL,          -- the record file, relative to the database's folder
            created REAL NOT NULL,
            UNIQUE (table_key, role, record)
        );
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,       -- which game of the record (0 = its first 'game' line)
            ended REAL NOT NULL,
            my_seat INTEGER NOT NULL,
            players TEXT NOT NULL,         -- JSON: the seats' names
            scores TEXT NOT NULL,          -- JSON: each seat's score change
            winners TEXT NOT NULL,         -- JSON: the winning seats
            turns INTEGER NOT NULL,
            UNIQUE (table_id, number)
        );
    """)


def _schema_2(db: sqlite3.Connection) -> None:
    """One row per seat of each game, filled from the JSON columns of the games kept so far."""
    db.executescript("""
        CREATE TABLE game_players (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            score INTEGER NOT NULL,
            won INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        );
        CREATE INDEX game_players_name ON game_players(name);
    """)
    for game_id, players, scores, winners in db.execute("SELECT id, players, scores, winners FROM games").fetchall():
        _insert_players(db, game_id, json.loads(players), json.loads(scores), json.loads(winners))


def _schema_3(db: sqlite3.Connection) -> None:
    """How many games each table plays (0: not known, a table kept before), so that Past games can
    tell a round that is not over from one that is."""
    db.execute("ALTER TABLE tables ADD COLUMN planned INTEGER NOT NULL DEFAULT 0")


def _schema_4(db: sqlite3.Connection) -> None:
    """Which seats were bots, and of which level (JSON [[seat, level], …]; '' for a game kept before
    it was written: not known), so that the statistics count bots by level, not "Bot 1" of every
    table as one player."""
    db.execute("ALTER TABLE games ADD COLUMN bots TEXT NOT NULL DEFAULT ''")


def _schema_5(db: sqlite3.Connection) -> None:
    """Who sits at each table now (JSON list of names; '' not known), so that Past games can name the
    players of a game that is not over."""
    db.execute("ALTER TABLE tables ADD COLUMN players TEXT NOT NULL DEFAULT ''")


# [n - 1]: version n
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_schema_1, _schema_2, _schema_3, _schema_4,
                                                                 _schema_5)


def _insert_players(db: sqlite3.Connection, game_id: int, names: Sequence[str], scores: Sequence[int],
                    winners: Sequence[int]) -> None:
    db.executemany("INSERT INTO game_players (game_id, seat, name, score, won) VALUES (?, ?, ?, ?, ?)",
                   [(game_id, seat, str(name), int(scores[seat]), int(seat in winners))
                    for seat, name in enumerate(names)])


def _bots(kept: str) -> tuple[tuple[int, str], ...] | None:
    """A game's bots as kept ('' before schema 4: not known)."""
    if not kept:
        return None
    try:
        return tuple((int(seat), str(level)) for seat, level in json.loads(kept))
    except (ValueError, TypeError):
        return None


def _names(kept: str) -> tuple[str, ...]:
    """A table's players as kept ('' before schema 5, or never seen: none)."""
    try:
        names = json.loads(kept) if kept else []
    except ValueError:
        return ()
    return tuple(str(n) for n in names) if isinstance(names, list) else ()


class HistoryError(Exception):
    """The database cannot be used (from a newer Rummi, or not a database)."""


@dataclass(frozen=True, slots=True)
class KeptGame:
    id: int
    table: int  # the row id of its table
    table_name: str
    role: str
    record: Path
    number: int
    ended: float
    my_seat: int
    players: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int
    bots: tuple[tuple[int, str], ...] | None = None  # the bots' seats and levels; None: not kept

    @property
    def my_score(self) -> int:
        return self.scores[self.my_seat] if 0 <= self.my_seat < len(self.scores) else 0

    @property
    def my_name(self) -> str:
        return self.players[self.my_seat] if 0 <= self.my_seat < len(self.players) else ""


@dataclass(frozen=True, slots=True)
class KeptTable:
    id: int
    table_key: str
    name: str
    role: str
    record: Path
    created: float
    games: int  # kept (finished)
    planned: int = 0  # the games the table plays (0: not known)
    players: tuple[str, ...] = ()  # who sits at it, as last seen (empty: not known)


class HistoryStore:
    """The database of kept games in ``folder`` (created on first use)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        (folder / RECORDS).mkdir(exist_ok=True)
        try:
            self.db = sqlite3.connect(folder / DATABASE)
            self.db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as error:
            raise HistoryError(f"{folder / DATABASE}: {error}") from None

    def _migrate(self) -> None:
        version = int(self.db.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise HistoryError(f"the history database is from a newer Rummi (schema {version}, "
                               f"this one reads up to {SCHEMA_VERSION})")
        for target in range(version + 1, SCHEMA_VERSION + 1):
            with self.db:  # each step whole or not at all
                MIGRATIONS[target - 1](self.db)
                self.db.execute(f"PRAGMA user_version = {target}")

    @property
    def version(self) -> int:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        self.db.close()

    def record_path(self, table_key: str, role: str) -> Path:
        """The record file of a table kept in this role. A host's is one per table id, so that a
        table resumed later goes on in the same record; a guest's copy is a new file (a guest back at
        the table goes on with it: ``guest_record``)."""
        safe = "".join(c for c in table_key if c.isalnum())[:32]
        if role == "host" and safe:
            return self.folder / RECORDS / f"{safe}-host.jsonl"
        stamp = time.strftime("%Y%m%d-%H%M%S")
        safe = safe[:16] or "table"
        path = self.folder / RECORDS / f"{stamp}-{safe}-{role}.jsonl"
        n = 1
        while path.exists():
            n += 1
            path = self.folder / RECORDS / f"{stamp}-{safe}-{role}-{n}.jsonl"
        return path

    # --- keeping ---------------------------------------------------------------------------------

    def add_table(self, table_key: str, name: str, role: str, record: Path, created: float | None = None,
                  planned: int = 0) -> int:
        """Keep a table (``planned``: the games it plays, when known); the one kept already if so."""
        relative = self._relative(record)
        with self.db:
            row = self.db.execute("SELECT id FROM tables WHERE table_key = ? AND role = ? AND record = ?",
                                  (table_key, role, relative)).fetchone()
            if row is not None:
                return int(row[0])
            cursor = self.db.execute("INSERT INTO tables (table_key, name, role, record, created, planned)"
                                     " VALUES (?, ?, ?, ?, ?, ?)",
                                     (table_key, name, role, relative, time.time() if created is None else created,
                                      max(0, planned)))
            return int(cursor.lastrowid or 0)

    def set_players(self, table: int, names: Sequence[str]) -> None:
        """Who sits at the table now (the game under way's players)."""
        with self.db:
            self.db.execute("UPDATE tables SET players = ? WHERE id = ?", (json.dumps([str(n) for n in names]), table))

    def guest_record(self, table_key: str) -> tuple[int, Path] | None:
        """The guest copy this app keeps of a table (the newest, if its file is still there): an app
        started again at the table goes on with it instead of splitting the round in two."""
        if not table_key:
            return None
        row = self.db.execute("SELECT id, record FROM tables WHERE table_key = ? AND role = 'guest'"
                              " ORDER BY created DESC, id DESC LIMIT 1", (table_key,)).fetchone()
        if row is None or not (self.folder / row[1]).is_file():
            return None
        return int(row[0]), self.folder / row[1]

    def add_game(self, table: int, number: int, my_seat: int, players: Sequence[str], scores: Sequence[int],
                 winners: Sequence[int], turns: int, ended: float | None = None, planned: int = 0,
                 bots: Sequence[tuple[int, str]] | None = None) -> int:
        """Keep a finished game; ``planned``, when known, is how many games its table plays; ``bots``,
        when known, the bots' seats and levels."""
        with self.db:
            if planned > 0:
                self.db.execute("UPDATE tables SET planned = ? WHERE id = ?", (planned, table))
            old = self.db.execute("SELECT id FROM games WHERE table_id = ? AND number = ?", (table, number)).fetchone()
            if old is not None:
                return int(old[0])
            cursor = self.db.execute(
                "INSERT INTO games (table_id, number, ended, my_seat, players, scores, winners, turns, bots)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (table, number, time.time() if ended is None else ended, my_seat, json.dumps(list(players)),
                 json.dumps(list(scores)), json.dumps(list(winners)), turns,
                 "" if bots is None else json.dumps([[seat, level] for seat, level in bots])))
            game_id = int(cursor.lastrowid or 0)
            _insert_players(self.db, game_id, players, scores, winners)
            return game_id

    # --- reading ---------------------------------------------------------------------------------

    def games(self, table: int | None = None) -> list[KeptGame]:
        """Kept games, the newest first."""
        query = ("SELECT g.id, g.table_id, t.name, t.role, t.record, g.number, g.ended, g.my_seat, g.players,"
                 " g.scores, g.winners, g.turns, g.bots FROM games g JOIN tables t ON t.id = g.table_id")
        rows = self.db.execute(query + (" WHERE g.table_id = ?" if table is not None else "")
                               + " ORDER BY g.ended DESC, g.id DESC", () if table is None else (table,)).fetchall()
        return [KeptGame(r[0], r[1], r[2], r[3], self.folder / r[4], r[5], r[6], r[7], tuple(json.loads(r[8])),
                         tuple(json.loads(r[9])), tuple(json.loads(r[10])), r[11], _bots(r[12])) for r in rows]

    def tables(self) -> list[KeptTable]:
        rows = self.db.execute(
            "SELECT t.id, t.table_key, t.name, t.role, t.record, t.created, COUNT(g.id), t.planned, t.players"
            " FROM tables t LEFT JOIN games g ON g.table_id = t.id GROUP BY t.id ORDER BY t.created DESC, t.id DESC"
        ).fetchall()
        return [KeptTable(r[0], r[1], r[2], r[3], self.folder / r[4], r[5], r[6], r[7], _names(r[8])) for r in rows]

    def player_rows(self) -> list[tuple[str, int, int, int]]:
        """(name, game id, score, won) for every seat of every kept game (schema 2's table)."""
        return [(r[0], r[1], r[2], r[3]) for r in self.db.execute(
            "SELECT name, game_id, score, won FROM game_players ORDER BY game_id")]

    # --- forgetting --------------------------------------------------------------------------------

    def delete_table(self, table: int) -> None:
        """Forget a table and its games, and remove its record file."""
        row = self.db.execute("SELECT record FROM tables WHERE id = ?", (table,)).fetchone()
        with self.db:
            self.db.execute("DELETE FROM tables WHERE id = ?", (table,))
        if row is not None:
            (self.folder / row[0]).unlink(missing_ok=True)

    def delete_all(self) -> None:
        for table in self.tables():
            self.delete_table(table.id)

    def _relative(self, record: Path) -> str:
        try:
            return str(record.resolve().relative_to(self.folder.resolve()))
        except ValueError:
            return str(record.resolve())  # a record kept elsewhere (``rummi host --record``)
