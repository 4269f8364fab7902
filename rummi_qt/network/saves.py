"""The app's saved tables: a folder of saves, one file per table id, each with the hosting player's
seat and owner token, so that a table that ended without finishing can be reopened from the app.

A file is ``<table id>.json`` in the format of :mod:`persistence` (with its ``host`` record). A
finished table's file is removed; a damaged one is listed with the reason and never overwritten.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # loaded when a save is read: a start screen with no saves needs no table or host
    from .host import Host
    from .persistence import HostRecord
    from .table import Table

SUFFIX = ".json"


@dataclass(frozen=True, slots=True)
class SavedTable:
    """One save as the start screen offers it."""

    table_id: str
    path: Path
    name: str = ""  # the table's name, "Anna's table"
    game: int = 0  # the game being played (1 for the first)
    games: int = 0  # games planned
    saved_at: float = 0.0  # seconds since the epoch
    lan: bool = True
    error: str = ""  # why it cannot be resumed: the file is damaged
    host_player: str = ""  # set when the name is the default "<host_player>'s table": each app words it itself
    seats: tuple[dict[str, Any], ...] = ()  # who sits there, as the lobby sends them (names, bots by number)
    owner_seat: int = -1  # the hosting player's seat (a game against bots is named after them)
    owner_tiles: int = -1  # how many tiles the hosting player holds in the game saved (-1: no seat)
    pool: int = 0  # tiles left in the pool
    between: bool = False  # the game saved is over: the next game of the round is next


class SaveFolder:
    """Saves of the tables this app hosted, one per table id (a bot game and a LAN table apart)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path_for(self, table_id: str) -> Path:
        if not table_id.isascii() or not table_id.isalnum():  # table ids are letters and digits only
            raise ValueError(f"not a table id: {table_id!r}")
        return self.folder / f"{table_id}{SUFFIX}"

    def load(self, table_id: str) -> tuple[Table, HostRecord]:
        """The table and its host record; raises :class:`SaveError` (the file stays as it is)."""
        from .persistence import host_from_save, read_save, table_from_save

        path = self.path_for(table_id)
        data = read_save(path)
        table = table_from_save(data)
        return table, self._checked(path, table, host_from_save(data), table_id)

    def resume(self, table_id: str) -> tuple[Table, HostRecord]:
        """The table to reopen, in a new epoch (saved so at once, see :func:`resume_save`)."""
        from .persistence import resume_save

        self.load(table_id)  # refuse a save that is not this app's before rewriting anything
        path = self.path_for(table_id)
        table, record = resume_save(path)
        return table, self._checked(path, table, record, table_id)

    @staticmethod
    def _checked(path: Path, table: Table, record: HostRecord | None, table_id: str) -> HostRecord:
        from .persistence import SaveError

        if record is None:
            raise SaveError(f"{path.name} was not saved by the app: it has no hosting player")
        if table.id != table_id:
            raise SaveError(f"{path.name} holds table {table.id}, not {table_id}")
        if record.seat >= len(table.seats) or (record.seat >= 0 and table.seats[record.seat].token
                                               != record.owner_token):
            raise SaveError(f"the hosting player's seat in {path.name} does not match the table")
        return record

    def tables(self) -> list[SavedTable]:
        """Every save that can be offered, newest first; damaged files too, with the reason."""
        found: list[SavedTable] = []
        try:
            paths = sorted(self.folder.glob(f"*{SUFFIX}"))
        except OSError:
            return []
        if not paths:
            return found
        from .persistence import SaveError
        from .table import TableState

        for path in paths:
            table_id = path.name[:-len(SUFFIX)]
            if not table_id.isascii() or not table_id.isalnum():
                continue  # not one of ours (an editor's backup, a temporary file)
            try:
                table, record = self.load(table_id)
            except SaveError as error:
                found.append(SavedTable(table_id, path, saved_at=_mtime(path), error=str(error)))
                continue
            if table.state is TableState.FINISHED or table.match is None:
                continue
            match = table.match
            found.append(SavedTable(table_id, path, table.name, match.game_number, match.book.games_planned,
                                    record.saved_at, record.lan, host_player=table.host_player,
                                    seats=tuple(seat.public(record.saved_at) for seat in table.seats),
                                    owner_seat=record.seat, pool=len(match.game.pool),
                                    owner_tiles=len(match.game.racks[record.seat])
                                    if 0 <= record.seat < len(match.game.racks) else -1,
                                    between=match.game.result is not None))
        found.sort(key=lambda saved: saved.saved_at, reverse=True)
        return found

    def delete(self, table_id: str) -> None:
        self.path_for(table_id).unlink(missing_ok=True)


def host_record(host: Host, lan: bool) -> HostRecord:
    """The record a :class:`Keeper` writes beside the table: whose seat the owner token holds, now."""
    from .persistence import HostRecord

    seat = host.table.seat_of_token(host.owner_token)
    player = host.table.seats[seat].name if seat is not None else ""
    return HostRecord(host.owner_token, -1 if seat is None else seat, player, host.port, lan, time.time())


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
