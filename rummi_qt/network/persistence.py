"""Autosave and resume: the whole table in a documented, versioned JSON file, written atomically.

Format (``"format": "rummi-save"``, ``"version": 1``)::

    {"format": "rummi-save", "version": 1,
     "table": {"name", "host_player" (optional), "id", "epoch": times resumed, "seed", "games_planned",
               "state_version", "options": {...}, "seats": [{"kind", "name", "level", "token", "number" (optional)}],
               "given_to_bots": ["seat tokens of players whose seats went to bots", ...],
               "muted": [seats the owner muted in the chat] (absent in older saves)},
     "host": null | {"owner_token", "seat": int (-1: not seated), "player": "the hosting player's name",
                     "port": int, "lan": bool, "saved_at": float (seconds since the epoch)},
     "rng": [Python random.Random state, as lists],
     "record": null | {"bytes": the game record's length before this save's turn,
                       "lines": [that turn's record lines]},                 # see keeper.py
     "book": {"seats", "games_planned", "results": [...]},          # wire.book_to_wire
     "game": null | {"seats", "threshold", "official_penalty", "pool": "tiles, drawn from the end",
                     "racks": ["tiles", ...], "board": [[row, col, "tile"], ...], "opened": [...],
                     "first_seat", "current", "passes", "turn", "last_drawn": ["tiles", ...],
                     "last_turns": ["opened" | "melded" | "drew" | "passed" | "timed_out" | "", ...],
                     "laid_since": ["tiles others melded since the seat's last turn", ...],
                     "result": null | {...}},
     "deal": null | {"game", "round", "host_secret", "commits": {seat: hash}, "parts": {seat: part},
                     "bots", "closed", "dealt"},                     # fairness.DealRound.to_save
     "history": [the current game's public turns, oldest first (at most table.HISTORY_LIMIT):
                 ["m", seat, "played tiles", opening, ["new set tiles", ...], sets taken apart, jokers won back]
                 | ["d", seat, "drawn tiles", count, timed_out, penalty]
                 | ["p", seat, timed_out] | ["e"] (the game's end: its result is the game's)]}

During a game the Keeper (``SaveFile``) appends a line for each turn and syncs it (one
``fdatasync``, half the time of a rewrite with its renames), and rewrites the file whole now and
then. A turn's line holds only what changed since the line before: the file's first line is a
whole save, each line after it is::

    {"format": "rummi-save-changes", "version": 1,
     ...the whole save's top-level fields whose values changed (each whole: "table", "game", "host"...),
     "history_kept": how many of the turns so far stay, "history_added": [the turns after them]}

and the save is the whole one with every line's changes applied in order (``read_save``). A crash
in the middle of an append leaves a torn last line, which is dropped: the turn before it, which
nobody was shown the next one of. Any other line that cannot be read makes the file damaged.
Files from before the lines of changes (whole saves appended as lines: the last one is the save)
still load.

The file holds secrets (racks, the pool's order, seat tokens, the owner token): it stays on the
host's disk. A game is saved between turns, so an unfinished turn is never in it. It is saved
before the turn is broadcast: whatever a client saw is in the file.

Fields added within version 1 are optional when read, so older saves still load: ``id`` (a new
one is made), ``epoch``, ``record``, ``last_turns`` and ``laid_since`` (nothing known),
``given_to_bots`` (none), ``deal`` (none: that game's deal cannot be checked), ``history`` (none:
the players' logs and deal checks start at the resume) and ``host``
(written by the app only: ``rummi host --headless`` has no hosting player).
A change that an older reader would misread takes a new ``version``.
"""

from __future__ import annotations

import itertools
import os
import random
import re
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rummi_qt.engine import (
    Board,
    Draft,
    Drew,
    Event,
    GameEnded,
    GameResult,
    GameState,
    Match,
    Melded,
    Options,
    Passed,
    Tile,
    TurnEnd,
    all_tiles,
    format_tiles,
    is_valid_set,
    spec_for_seats,
)
from rummi_qt.engine.tiles import MAX_SEATS, MIN_SEATS

from .fairness import DealRound
from .memo import ByIdentity, tiles_text
from .messages import dump, load
from .table import BOT_LEVELS, HISTORY_LIMIT, MAX_ROUNDS, MAX_THRESHOLD, Seat, SeatKind, Table, TableOptions
from .wire import (
    board_from_wire,
    board_to_wire,
    book_from_wire,
    book_to_wire,
    melded,
    result_from_wire,
    result_to_wire,
    tiles_from_wire,
)

SAVE_FORMAT = "rummi-save"
SAVE_VERSION = 1
CHANGES_FORMAT = "rummi-save-changes"  # a line of the autosave that holds one turn's changes


class SaveError(ValueError):
    """A save file that cannot be read back: missing, damaged, or of another format or version."""


@dataclass(frozen=True, slots=True)
class HostRecord:
    """What the app that hosted a table needs to reopen it and take its own seat back."""

    owner_token: str
    seat: int  # the hosting player's seat, -1 if they had none
    player: str  # the hosting player's name
    port: int  # the port it listened on: guests' apps keep retrying that one
    lan: bool  # hosted for the network (False: a game against bots on loopback)
    saved_at: float  # seconds since the epoch

    def to_wire(self) -> dict[str, Any]:
        return {"owner_token": self.owner_token, "seat": self.seat, "player": self.player, "port": self.port,
                "lan": self.lan, "saved_at": self.saved_at}

    @staticmethod
    def from_wire(data: Any) -> HostRecord:
        if not isinstance(data, dict):
            raise SaveError("the save's host record is not an object")
        token, seat, player, port = data.get("owner_token"), data.get("seat"), data.get("player"), data.get("port")
        lan, saved_at = data.get("lan"), data.get("saved_at")
        if not isinstance(token, str) or not token:
            raise SaveError("the save has no owner token")
        if not isinstance(seat, int) or isinstance(seat, bool) or not -1 <= seat < 6:
            raise SaveError(f"the hosting player's seat {seat!r} is not a seat")
        if not isinstance(port, int) or isinstance(port, bool) or not 0 <= port <= 65535:
            raise SaveError(f"the port {port!r} is not a port")
        if not isinstance(player, str) or not isinstance(lan, bool):
            raise SaveError("the save's host record is damaged")
        if not isinstance(saved_at, (int, float)) or isinstance(saved_at, bool):
            raise SaveError("the save's time is not a number")
        return HostRecord(token, seat, player, port, lan, float(saved_at))


def write_atomically(path: Path, text: str) -> None:
    """Write, flush, fsync, then rename over the old file: a crash leaves the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        directory = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(directory)
        finally:
            os.close(directory)


def table_to_save(table: Table, host: HostRecord | None = None) -> dict[str, Any]:
    options = table.options
    data: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "table": {
            "name": table.name,
            "host_player": table.host_player,
            "id": table.id,
            "epoch": table.epoch,
            "seed": table.seed,
            "games_planned": table.games_planned,
            "state_version": table.version,
            "options": {"timer": options.timer, "official_penalty": options.official_penalty,
                        "threshold": options.threshold, "rounds": options.rounds, "hints": options.hints,
                        "pin": options.pin, "away_bot": options.away_bot},
            "seats": [{"kind": s.kind.value, "name": s.name, "level": s.level, "token": s.token,
                       "number": s.number} for s in table.seats],
            "given_to_bots": sorted(table.given_to_bots),
            "muted": sorted(table.muted),
        },
        "host": None if host is None else host.to_wire(),
        "rng": _random_state(table),
        "record": None if table.record_mark is None else {"bytes": table.record_mark[0],
                                                          "lines": list(table.record_mark[1])},
        "book": None,
        "game": None,
        # The current game's commit–reveal round, secrets included (like the pool, never sent before
        # the game's end), so that a resumed host can still reveal it; absent in older saves.
        "deal": None if table.dealt is None else table.dealt.to_save(),
        # The game so far as the players saw it (secret draws included, like the racks): a resumed
        # host sends it to every rejoining app for its log and its check of the deal.
        "history": _history.saved(table.history),
    }
    if table.match is not None:
        data["book"] = _book(table.match.book)
        data["game"] = _game_to_save(table.match.game)
    return data


# A turn changes one rack, the pool, and at a meld the board: the rest of a save is the same objects
# as the turn before's, converted once.
_board = ByIdentity(board_to_wire, 8)
_book = ByIdentity(book_to_wire, 4)


def _game_to_save(game: GameState) -> dict[str, Any]:
    tiles = tiles_text
    return {
        "seats": game.seats,
        "threshold": game.options.threshold,
        "official_penalty": game.options.official_penalty,
        "pool": tiles(game.pool),
        "racks": [tiles(r) for r in game.racks],
        "board": _board(game.board),
        "opened": list(game.opened),
        "first_seat": game.first_seat,
        "current": game.current,
        "passes": game.passes,
        "turn": game.turn,
        "last_drawn": [tiles(t) for t in game.last_drawn],
        "last_turns": [str(t) for t in game.seat_last_turns()],
        "laid_since": [tiles(t) for t in game.seat_laid_since()],
        "result": None if game.result is None else result_to_wire(game.result),
    }


def _table_id(value: Any) -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= 32 or not value.isascii() or not value.isalnum():
        raise SaveError(f"the table id {value!r} is not 1 to 32 letters and digits")
    return value


def _seat_number(seat: dict[str, Any]) -> int:
    """The N of a seat's default name ("Bot N"); saves from before it was kept read it off the name."""
    if "number" in seat:
        return int(seat["number"])
    match = re.fullmatch(r"(?:Bot|Player) (\d+)", str(seat["name"]))
    return int(match.group(1)) if match else 0


def table_from_save(data: Any) -> Table:
    """The table as saved; raises :class:`SaveError` with the reason for anything unexpected."""
    try:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("this is not a Rummi save file")
        if data.get("version") != SAVE_VERSION:
            raise SaveError(f"save format version {data.get('version')!r} is not {SAVE_VERSION}")
        saved = data["table"]
        options = TableOptions().updated(dict(saved["options"]))
        table = Table(
            name=str(saved["name"]),
            seats=[Seat(SeatKind(s["kind"]), str(s["name"]), str(s["level"]), str(s["token"]),
                        number=_seat_number(s)) for s in saved["seats"]],
            options=options,
            version=int(saved["state_version"]),
            seed=int(saved["seed"]),
            games_planned=None if saved["games_planned"] is None else int(saved["games_planned"]),
            host_player=str(saved.get("host_player") or ""),
        )
        if "id" in saved:  # saves from before table ids get a new one
            table.id = _table_id(saved["id"])
        given = saved.get("given_to_bots", [])
        if not isinstance(given, list) or not all(isinstance(t, str) and t for t in given):
            raise SaveError("the tokens of seats given to bots are damaged")
        table.given_to_bots = set(given)
        muted = saved.get("muted", [])  # absent in older saves: nobody muted
        if not isinstance(muted, list) or not all(isinstance(n, int) and 0 <= n < len(table.seats) for n in muted):
            raise SaveError("the muted seats are damaged")
        table.muted = set(muted)
        table.epoch = _whole(saved.get("epoch", 0), "the epoch", 0)
        table.record_mark = _record_mark(data.get("record"))
        table.rng = random.Random()
        table.rng.setstate(_tuples(data["rng"]))
        if data.get("deal") is not None:
            table.dealt = DealRound.from_save(data["deal"])
        if data["game"] is not None:
            game = _game_from_save(data["game"])
            table.match = Match(game, book_from_wire(data["book"]))
            _check_conservation(game)
            table.history.extend(_history_from_save(data.get("history", []), game))
        _check_table(table, data)
        return table
    except SaveError:
        raise
    except Exception as error:  # any damage at all: one clear error, nothing half-loaded
        raise SaveError(f"the save file is damaged: {error!r}") from None


def _game_from_save(data: dict[str, Any]) -> GameState:
    racks = tuple(tuple(sorted(tiles_from_wire(r))) for r in data["racks"])
    board = board_from_wire(data["board"])
    current = int(data["current"])
    seats = int(data["seats"])
    if len(racks) != seats or not 0 <= current < seats:
        raise SaveError("the seats of the saved game do not add up")
    return GameState(
        seats=seats,
        options=Options(threshold=int(data["threshold"]), official_penalty=bool(data["official_penalty"])),
        pool=tiles_from_wire(data["pool"]),
        racks=racks,
        board=board,
        opened=tuple(bool(o) for o in data["opened"]),
        first_seat=int(data["first_seat"]),
        current=current,
        draft=Draft.begin(board, racks[current]),
        passes=int(data["passes"]),
        turn=int(data["turn"]),
        last_drawn=tuple(tiles_from_wire(t) for t in data["last_drawn"]),
        last_turns=_last_turns(data, seats),
        laid_since=_laid_since(data, seats, board),
        result=None if data["result"] is None else result_from_wire(data["result"]),
    )


class _SavedHistory:
    """Every turn's save holds the game's turns so far: each is converted (and written as JSON)
    once, and while the turns only grow (the same first, the same last as before) only the new
    ones are looked at."""

    def __init__(self) -> None:
        self._first: Event | None = None
        self._last: Event | None = None
        self._count = 0
        self._saved: list[list[Any]] = []
        self._text = "[]"

    def _update(self, events: Sequence[Event]) -> None:
        count, known = len(events), self._count
        if not (known and count >= known and events[0] is self._first and events[known - 1] is self._last):
            known, self._saved, self._text = 0, [], "[]"
        if count > known:
            new = [t for e in itertools.islice(events, known, None) if (t := _saved_turn(e)) is not None]
            if new:
                added = _dump(new)
                self._text = added if not self._saved else f"{self._text[:-1]},{added[1:]}"
                self._saved = self._saved + new
            self._first, self._last = events[0], events[count - 1]
        self._count = count

    def saved(self, events: Sequence[Event]) -> list[list[Any]]:
        self._update(events)
        return self._saved

    def text(self, events: Sequence[Event]) -> str:
        """``self.saved(events)`` as JSON, in the save's compact form."""
        self._update(events)
        return self._text


def _turn_to_save(event: Event) -> list[Any] | None:
    if isinstance(event, Melded):
        return ["m", event.seat, format_tiles(event.played), event.opening,
                [format_tiles(laid) for laid in event.new_sets], event.reworked, event.jokers_won]
    if isinstance(event, Drew):
        return ["d", event.seat, format_tiles(event.tiles), event.count, event.timed_out, event.penalty]
    if isinstance(event, Passed):
        return ["p", event.seat, event.timed_out]
    if isinstance(event, GameEnded):
        return ["e"]
    return None


_saved_turn = ByIdentity(_turn_to_save, 4 * HISTORY_LIMIT)
_history = _SavedHistory()


def _history_from_save(data: Any, game: GameState) -> list[Event]:
    if not isinstance(data, list) or len(data) > HISTORY_LIMIT:
        raise SaveError("the saved turns of the game are damaged")
    events: list[Event] = []
    for item in data:
        if not isinstance(item, list) or not item or (item[0] != "e" and not 0 <= _whole(
                item[1] if len(item) > 1 else None, "a saved turn's seat", 0) < game.seats):
            raise SaveError(f"a saved turn of the game is damaged: {item!r}")
        kind = item[0]
        if kind == "m" and len(item) in (4, 6, 7):  # saved before moves kept their outline: 4, their jokers: 6
            try:
                events.append(melded(item[1], tiles_from_wire(str(item[2])), bool(item[3]),
                                     *(item[4:] if len(item) > 4 else ([], 0))))
            except ValueError as error:
                raise SaveError(f"a saved turn of the game is damaged: {error}") from None
        elif kind == "d" and len(item) == 6:
            count = _whole(item[3], "a saved draw's count", 0, 3)
            events.append(Drew(item[1], tiles_from_wire(str(item[2])), bool(item[4]), bool(item[5]), count))
        elif kind == "p" and len(item) == 3:
            events.append(Passed(item[1], bool(item[2])))
        elif kind == "e" and len(item) == 1 and game.result is not None:
            events.append(GameEnded(game.result))
        else:
            raise SaveError(f"a saved turn of the game is damaged: {item!r}")
    return events


def _last_turns(data: dict[str, Any], seats: int) -> tuple[TurnEnd, ...]:
    """How each seat's last turn ended; saves from before it was kept say nothing (no loss: only
    the bots' reading of racks uses it)."""
    if "last_turns" not in data:
        return (TurnEnd.NONE,) * seats
    turns = tuple(TurnEnd(t) for t in data["last_turns"])
    if len(turns) != seats:
        raise SaveError("the seats of the saved game do not add up")
    return turns


def _laid_since(data: dict[str, Any], seats: int, board: Board) -> tuple[tuple[Tile, ...], ...]:
    if "laid_since" not in data:
        return ((),) * seats
    laid = tuple(tiles_from_wire(t) for t in data["laid_since"])
    if len(laid) != seats:
        raise SaveError("the seats of the saved game do not add up")
    if any(Counter(tiles) - board.tiles() for tiles in laid):
        raise SaveError("tiles melded since a seat's turn are not on the board")
    return laid


def _whole(value: Any, what: str, low: int, high: int | None = None) -> int:
    """An integer (not a bool, not a float) in ``low..high``, or a SaveError naming the field."""
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
        span = f"{low} or more" if high is None else f"{low} to {high}"
        raise SaveError(f"{what} is {value!r}, not a whole number {span}")
    return value


def _record_mark(data: Any) -> tuple[int, tuple[dict[str, Any], ...]] | None:
    if data is None:
        return None
    lines = data["lines"]
    if not isinstance(lines, list) or not all(isinstance(line, dict) for line in lines):
        raise SaveError("the saved record lines are not a list of objects")
    return _whole(data["bytes"], "the record's length", 0), tuple(lines)


def _check_table(table: Table, data: dict[str, Any]) -> None:
    """Every field in range and the game's invariants, so that a loaded save can always be played:
    a value the host would never have written is damage, not something to guess around."""
    saved = data["table"]
    _whole(saved["state_version"], "the state version", 0)
    _whole(saved["seed"], "the seed", 0)
    if saved["games_planned"] is not None:
        _whole(saved["games_planned"], "the games planned", 1, MAX_SEATS * MAX_ROUNDS)
    if not MIN_SEATS <= len(table.seats) <= MAX_SEATS:
        raise SaveError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {len(table.seats)}")
    for index, seat in enumerate(table.seats):
        if seat.kind is SeatKind.BOT and seat.level not in BOT_LEVELS:
            raise SaveError(f"seat {index + 1} is a bot of unknown level {seat.level!r}")
        if seat.kind is SeatKind.HUMAN and not seat.token:
            raise SaveError(f"seat {index + 1} is a player without a seat token")
    match = table.match
    if match is None:
        if data["book"] is not None:
            raise SaveError("the save has a score book but no game")
        return
    game, book = match.game, match.book
    saved_game = data["game"]
    if game.seats != len(table.seats):
        raise SaveError(f"the game has {game.seats} seats but the table {len(table.seats)}")
    if any(seat.kind is SeatKind.EMPTY for seat in table.seats):
        raise SaveError("a game is saved with an empty seat")
    if len(game.opened) != game.seats or len(game.last_drawn) != game.seats:
        raise SaveError("the seats of the saved game do not add up")
    _whole(saved_game["first_seat"], "the first seat", 0, game.seats - 1)
    _whole(saved_game["current"], "the current seat", 0, game.seats - 1)
    _whole(saved_game["passes"], "the passes in a row", 0, game.seats)
    _whole(saved_game["turn"], "the turn number", 0)
    _whole(saved_game["threshold"], "the opening threshold", 0, MAX_THRESHOLD)
    if book.seats != game.seats:
        raise SaveError(f"the score book has {book.seats} seats but the game {game.seats}")
    if not 1 <= book.games_planned <= MAX_SEATS * MAX_ROUNDS or len(book.results) > book.games_planned:
        raise SaveError("the score book plans fewer games than it holds, or none")
    for number, result in enumerate(book.results, 1):
        if len(result.changes) != game.seats or sum(result.changes) != 0:
            raise SaveError(f"game {number} in the score book does not add up to zero")
    ended = any(not rack for rack in game.racks) or (not game.pool and game.passes >= game.seats)
    if game.result is None:
        if ended:
            raise SaveError("the saved game has ended but holds no result")
    else:
        if not ended or game.result != GameResult.from_racks(game.racks):
            raise SaveError("the saved game holds a result it did not reach")
        if not book.results or book.results[-1] != game.result:
            raise SaveError("the saved game's result is not the last in the score book")


def _check_conservation(game: GameState) -> None:
    if game.all_tiles() != Counter(all_tiles(spec_for_seats(game.seats))):
        raise SaveError("the saved game does not hold exactly one tile set")
    if not all(is_valid_set(s) for s in game.board.sets()):
        raise SaveError("the saved board holds an invalid set")


def host_from_save(data: Any) -> HostRecord | None:
    """The hosting app's record of a save already read by :func:`table_from_save` (None: headless)."""
    host = data.get("host") if isinstance(data, dict) else None
    return None if host is None else HostRecord.from_wire(host)


def save_text(table: Table, host: HostRecord | None = None) -> str:
    """``table_to_save`` as compact JSON. Two parts are most of it and are written as JSON apart,
    at the end: the random state (it changes only when a game is dealt: its text is kept from the
    last save) and the game's turns (each turn's text is kept: a save adds only the new ones)."""
    data, _history_list = _save_data(table, host)
    return _whole_text(data, table)


def _save_data(table: Table, host: HostRecord | None) -> tuple[dict[str, Any], list[list[Any]]]:
    """``table_to_save`` without its turns so far, which come apart (converted once each)."""
    data = table_to_save(table, host)
    return data, data.pop("history")


def _whole_text(data: dict[str, Any], table: Table) -> str:
    rest = {key: value for key, value in data.items() if key != "rng"}
    return f'{_dump(rest)[:-1]},"rng":{_rng_text(data["rng"])},"history":{_history.text(table.history)}}}'


def _rng_text(state: Any) -> str:
    """The random state's JSON: it changes only when a game is dealt, so its text is kept."""
    global _RNG_TEXT
    if _RNG_TEXT[0] is not state and _RNG_TEXT[0] != state:
        _RNG_TEXT = (state, _dump(state))
    return _RNG_TEXT[1]


_dump = dump  # compact, names and chat as UTF-8 (``\n`` is always escaped: a line is a line)


_RNG_TEXT: tuple[Any, str] = (None, "null")


def save_table(table: Table, path: Path, host: HostRecord | None = None) -> None:
    write_atomically(path, save_text(table, host))


# Spaces written after a whole save, for the lines of the turns after it to be written over: a sync
# of bytes already in the file leaves the file's size (its metadata) alone, so the disk need not
# commit its journal for each turn. Measured on this project's 2-core VM: p99 0.3 ms for a turn's
# sync against 4-8 ms for one that makes the file grow (the tail that broke the 6-player goal).
# Past the Keeper's compaction size (keeper.COMPACT_BYTES: the file is written whole again there).
APPEND_ROOM = 320 * 1024


class SaveFile:
    """The autosave as the Keeper writes it: the whole save (``rewrite``, atomically) and room after
    it (``APPEND_ROOM`` spaces, which JSON reads past), then each turn a line of what changed since
    the line before, written over the room (``append``: written and ``fdatasync``'d before it
    returns, a fifth of a whole save's bytes). :func:`read_save` puts them together."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.size: int | None = None  # the file's bytes, as this writer left it; None: not written yet
        self._last: dict[str, Any] | None = None  # the save the file now holds, but its turns
        self._turns: list[list[Any]] = []  # the turns it holds (the converted lists, kept by identity)

    def rewrite(self, table: Table, host: HostRecord | None = None) -> None:
        self._last = None  # until the new file is in place, nothing is known to be there
        data, turns = _save_data(table, host)
        text = _whole_text(data, table)
        write_atomically(self.path, text + " " * APPEND_ROOM)
        self._last, self._turns, self.size = data, turns, len(text.encode())  # where the next line goes

    def append(self, table: Table, host: HostRecord | None = None) -> None:
        """A line of changes; the whole file instead when nothing (good) was written before."""
        if self._last is None or self.size is None:
            self.rewrite(table, host)
            return
        data, turns = _save_data(table, host)
        last, known = self._last, self._turns
        changed = {key: value for key, value in data.items()
                   if key not in last or (last[key] is not value and last[key] != value)}
        # The game's turns only grow during a game: the line says how many of those before stay.
        kept = len(known) if known and len(turns) >= len(known) and turns[0] is known[0] \
            and turns[len(known) - 1] is known[-1] else 0
        parts = [f'"format":"{CHANGES_FORMAT}","version":{SAVE_VERSION}']
        if changed:
            rng = changed.pop("rng", None)
            if changed:
                parts.append(_dump(changed)[1:-1])
            if rng is not None:
                parts.append(f'"rng":{_rng_text(rng)}')
        parts.append(f'"history_kept":{kept},"history_added":{_dump(turns[kept:])}')
        line = "\n{" + ",".join(parts) + "}"
        self._last = None  # a failed append leaves the file unknown: the next save rewrites it whole
        try:
            handle = os.open(self.path, os.O_WRONLY | getattr(os, "O_BINARY", 0))  # Windows: no "\r\n"
        except FileNotFoundError:  # removed behind our back: write it whole again
            self.rewrite(table, host)
            return
        try:
            data_bytes = line.encode()
            os.lseek(handle, self.size, os.SEEK_SET)  # over the room: the file grows only once it is used up
            written = 0
            while written < len(data_bytes):
                written += os.write(handle, data_bytes[written:])
            (os.fdatasync if hasattr(os, "fdatasync") else os.fsync)(handle)
        finally:
            os.close(handle)
        self._last, self._turns, self.size = data, turns, self.size + len(data_bytes)


def resume_table(path: Path) -> Table:
    return resume_save(path)[0]


def resume_save(path: Path) -> tuple[Table, HostRecord | None]:
    """The table saved at ``path``, in a new epoch, and the hosting app's record if it has one: its
    state version moves on by one and the file is rewritten so before any client connects. A
    client's intent or a bot's answer from before the stop can then never be taken for one of the
    resumed table, even after several crashes."""
    data = read_save(path)
    table = table_from_save(data)
    host = host_from_save(data)
    table.epoch += 1
    table.version += 1
    save_table(table, path, host)
    return table, host


def read_save(path: Path) -> Any:
    """The save file's JSON, not yet checked; raises :class:`SaveError`."""
    try:
        # A crash in the middle of a line can cut a character in two: that line is torn, not the file.
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError as error:
        raise SaveError(f"cannot read {path}: {error.strerror or error}") from None
    try:
        return load(text)
    except ValueError as error:
        problem = error
    # An autosave (see SaveFile): a whole save, then a line of changes a turn. A torn last line is a
    # turn that was never shown to anyone; any other line that cannot be read is damage.
    lines = text.split("\n")  # not splitlines(): a name may hold U+2028, which JSON leaves as it is
    while lines and not lines[-1].strip():
        lines.pop()
    changes: list[dict[str, Any]] = []
    for number in range(len(lines) - 1, -1, -1):
        try:
            data = load(lines[number])
        except ValueError:
            if number == len(lines) - 1:
                continue  # torn
            raise SaveError(f"{path} is damaged at line {number + 1}") from None
        if not isinstance(data, dict):
            raise SaveError(f"{path} is damaged at line {number + 1}")
        if data.get("format") == CHANGES_FORMAT:
            changes.append(data)
            continue
        for change in reversed(changes):
            data = _with_changes(data, change, path)
        return data
    raise SaveError(f"{path} is not JSON: {problem}") from None


def _with_changes(data: dict[str, Any], change: dict[str, Any], path: Path) -> dict[str, Any]:
    if change.get("version") != SAVE_VERSION:
        raise SaveError(f"save format version {change.get('version')!r} is not {SAVE_VERSION}")
    kept, added, turns = change.get("history_kept"), change.get("history_added"), data.get("history", [])
    if not isinstance(turns, list) or not isinstance(added, list) or not isinstance(kept, int) \
            or isinstance(kept, bool) or not 0 <= kept <= len(turns):
        raise SaveError(f"{path} holds a line of changes that does not fit the save before it")
    merged = {**data, **{k: v for k, v in change.items() if k not in _CHANGE_ONLY}}
    merged["history"] = turns[:kept] + added
    return merged


_CHANGE_ONLY = frozenset({"format", "version", "history_kept", "history_added"})


def load_table(path: Path) -> Table:
    return table_from_save(read_save(path))


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _random_state(table: Table) -> Any:
    """``_jsonable(table.rng.getstate())``, the same list from one deal to the next: the table's random
    numbers are drawn only to deal a game (``Table.start``: a new generator, or the next game of
    the match), so between deals a turn's save neither reads the 625 numbers again nor compares them."""
    global _RNG_STATE
    rng = table.rng
    dealt = None if table.match is None else table.match.game_number
    if _RNG_STATE[0] is not rng or _RNG_STATE[1] != dealt:
        state = rng.getstate()
        listed = [state[0], list(state[1]), state[2]] if len(state) == 3 and isinstance(state[1], tuple) \
            else _jsonable(state)
        _RNG_STATE = (rng, dealt, listed)
    return _RNG_STATE[2]


_RNG_STATE: tuple[random.Random | None, int | None, Any] = (None, None, None)


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value
