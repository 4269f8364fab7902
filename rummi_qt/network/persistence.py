"""Autosave and resume: the whole table in a documented, versioned JSON file, written atomically.

Format (``"format": "rummi-save"``, ``"version": 1``)::

    {"format": "rummi-save", "version": 1,
     "table": {"name", "id", "seed", "games_planned", "state_version", "options": {...},
               "seats": [{"kind", "name", "level", "token", "number" (optional)}]},
     "rng": [Python random.Random state, as lists],
     "book": {"seats", "games_planned", "results": [...]},          # wire.book_to_wire
     "game": null | {"seats", "threshold", "official_penalty", "pool": "tiles, drawn from the end",
                     "racks": ["tiles", ...], "board": [[row, col, "tile"], ...], "opened": [...],
                     "first_seat", "current", "passes", "turn", "last_drawn": ["tiles", ...],
                     "last_turns": ["opened" | "melded" | "drew" | "passed" | "timed_out" | "", ...],
                     "laid_since": ["tiles others melded since the seat's last turn", ...],
                     "result": null | {...}}}

The file holds secrets (racks, the pool's order, seat tokens): it stays on the host's disk.
A game is saved between turns, so an unfinished turn is never in it.
"""

from __future__ import annotations

import json
import os
import random
import re
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from rummi_qt.engine import (
    Board,
    Draft,
    GameState,
    Match,
    Options,
    Tile,
    TurnEnd,
    all_tiles,
    format_tiles,
    is_valid_set,
    spec_for_seats,
)

from .table import Seat, SeatKind, Table, TableOptions
from .wire import (
    board_from_wire,
    board_to_wire,
    book_from_wire,
    book_to_wire,
    result_from_wire,
    result_to_wire,
    tiles_from_wire,
)

SAVE_FORMAT = "rummi-save"
SAVE_VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be read back: missing, damaged, or of another format or version."""


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


def table_to_save(table: Table) -> dict[str, Any]:
    options = table.options
    data: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "table": {
            "name": table.name,
            "host_player": table.host_player,
            "id": table.id,
            "seed": table.seed,
            "games_planned": table.games_planned,
            "state_version": table.version,
            "options": {"timer": options.timer, "official_penalty": options.official_penalty,
                        "threshold": options.threshold, "rounds": options.rounds, "hints": options.hints,
                        "pin": options.pin},
            "seats": [{"kind": s.kind.value, "name": s.name, "level": s.level, "token": s.token,
                       "number": s.number} for s in table.seats],
        },
        "rng": _jsonable(table.rng.getstate()),
        "book": None,
        "game": None,
    }
    if table.match is not None:
        data["book"] = book_to_wire(table.match.book)
        data["game"] = _game_to_save(table.match.game)
    return data


def _game_to_save(game: GameState) -> dict[str, Any]:
    return {
        "seats": game.seats,
        "threshold": game.options.threshold,
        "official_penalty": game.options.official_penalty,
        "pool": format_tiles(game.pool),
        "racks": [format_tiles(r) for r in game.racks],
        "board": board_to_wire(game.board),
        "opened": list(game.opened),
        "first_seat": game.first_seat,
        "current": game.current,
        "passes": game.passes,
        "turn": game.turn,
        "last_drawn": [format_tiles(t) for t in game.last_drawn],
        "last_turns": [str(t) for t in game.seat_last_turns()],
        "laid_since": [format_tiles(t) for t in game.seat_laid_since()],
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
        table.rng = random.Random()
        table.rng.setstate(_tuples(data["rng"]))
        if data["game"] is not None:
            game = _game_from_save(data["game"])
            table.match = Match(game, book_from_wire(data["book"]))
            _check_conservation(game)
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


def _check_conservation(game: GameState) -> None:
    if game.all_tiles() != Counter(all_tiles(spec_for_seats(game.seats))):
        raise SaveError("the saved game does not hold exactly one tile set")
    if not all(is_valid_set(s) for s in game.board.sets()):
        raise SaveError("the saved board holds an invalid set")


def save_table(table: Table, path: Path) -> None:
    write_atomically(path, json.dumps(table_to_save(table), separators=(",", ":")))


def load_table(path: Path) -> Table:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise SaveError(f"cannot read {path}: {error.strerror or error}") from None
    try:
        data = json.loads(text)
    except ValueError as error:
        raise SaveError(f"{path} is not JSON: {error}") from None
    return table_from_save(data)


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value
