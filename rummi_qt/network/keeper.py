"""Keeping a table: the autosave and the game record, made durable before a turn is broadcast.

Each turn costs one fsync'd save, written before anyone is told (the host emits ``turn_ended``
first). The save carries the record's length before the turn and the turn's own record lines, so
the record is appended after the save without an fsync of its own: a crash between the two loses
nothing, because a resume cuts the record back to the saved length and appends the saved lines."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from rummi_qt.engine import GameEnded

from .appdata import app_data_folder
from .host import Host
from .persistence import HostRecord, SaveFile
from .record import RecordWriter, deal_line, game_line, resumed_line, turn_lines
from .table import TableState

# The autosave is rewritten whole (and its appended turns dropped) when it grows past this (less
# than persistence.APPEND_ROOM, the room written for its lines).
COMPACT_BYTES = 256 * 1024


def default_autosave() -> Path:
    """The platform's application-data folder (needs a Q(Core)Application with our names set)."""
    return app_data_folder() / "autosave.json"


class Keeper(QObject):
    """Saves the table (and appends the record) at every turn boundary, before the broadcast.

    The app passes ``host_record``: the save then keeps the owner token and the hosting player's
    seat, and is removed once every planned game is played (nothing is left to resume)."""

    def __init__(self, host: Host, autosave: Path | None, record: Path | None,
                 host_record: Callable[[], HostRecord] | None = None) -> None:
        super().__init__(host)
        self.host = host
        self.autosave = autosave
        self.host_record = host_record
        self.record = RecordWriter(record) if record is not None else None
        self._pending: list[dict[str, Any]] = []  # record lines not yet in a save
        self._file = None if autosave is None else SaveFile(autosave)
        if self.record is not None and host.table.record_mark is not None:
            self.record.restore(*host.table.record_mark)
            if host.table.epoch > 0:  # a resumed table: the record says where the stop was
                self._pending.append(resumed_line(host.table))
        host.game_started.connect(self._on_game_started)
        host.game_changed.connect(self._on_game_changed)
        host.turn_ended.connect(self._on_turn_ended)
        host.chat_said.connect(self._on_chat_said)

    def _on_game_started(self) -> None:
        match = self.host.table.match
        if match is not None and self.record is not None:
            self._pending.append(game_line(self.host.table, match.game))

    def _on_game_changed(self, events: tuple[object, ...]) -> None:
        match = self.host.table.match
        if match is not None and self.record is not None:  # the lines are for the record alone
            self._pending += turn_lines(events, match.game)  # type: ignore[arg-type]
            if any(isinstance(e, GameEnded) for e in events) and (line := deal_line(self.host.table)):
                self._pending.append(line)

    def _on_chat_said(self, line: dict[str, Any]) -> None:
        self._pending.append(line)
        if self.record is not None and not self._in_game():
            # No turn will end soon to carry it in a save: straight to the record (a crash before
            # the next save may cut lines said between games; never a turn).
            lines, self._pending = self._pending, []
            try:
                self.record.write(lines)
            except OSError as error:
                print(f"warning: could not write the record {self.record.path}: {error}", file=sys.stderr,
                      flush=True)

    def _in_game(self) -> bool:
        match = self.host.table.match
        return match is not None and not match.game.over

    def _on_turn_ended(self, _events: object) -> None:
        self.save()

    def save(self) -> None:
        lines, self._pending = tuple(self._pending), []
        if self.record is not None:
            self.host.table.record_mark = (self.record.size(), lines)
        if self.autosave is not None:
            try:
                if self.host_record is not None and self.host.table.state is TableState.FINISHED:
                    self.autosave.unlink(missing_ok=True)  # nothing left to resume
                    if self._file is not None:
                        self._file.size = None
                else:
                    self._write(None if self.host_record is None else self.host_record())
            except OSError as error:
                print(f"warning: could not autosave to {self.autosave}: {error}", file=sys.stderr, flush=True)
        if self.record is not None and lines:
            try:
                self.record.write(lines)
            except OSError as error:
                print(f"warning: could not write the record {self.record.path}: {error}", file=sys.stderr,
                      flush=True)

    def _write(self, record: HostRecord | None) -> None:
        """A turn's save, durable before it returns: its changes appended to the file (one sync), or
        the file rewritten whole the first time, after a failed write, and whenever the appended
        lines have made it large."""
        assert self._file is not None
        if self._file.size is None or self._file.size > COMPACT_BYTES:
            self._file.rewrite(self.host.table, record)
        else:
            self._file.append(self.host.table, record)

    def close(self) -> None:
        if self.record is not None:
            self.record.close()
