"""Keeping a table: the autosave and the game record, written after each broadcast turn."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths

from .host import Host
from .persistence import HostRecord, save_table
from .record import RecordWriter, game_line, turn_lines
from .table import TableState


def default_autosave() -> Path:
    """The platform's application-data folder (needs a Q(Core)Application with our names set)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / "autosave.json"


class Keeper(QObject):
    """Writes the record and the autosave after each broadcast turn (the host never waits on disk).

    The app passes ``host_record``: the save then keeps the owner token and the hosting player's
    seat, and is removed once every planned game is played (nothing is left to resume)."""

    def __init__(self, host: Host, autosave: Path | None, record: Path | None,
                 host_record: Callable[[], HostRecord] | None = None) -> None:
        super().__init__(host)
        self.host = host
        self.autosave = autosave
        self.host_record = host_record
        self.record = RecordWriter(record) if record is not None else None
        host.game_started.connect(self._on_game_started)
        host.game_changed.connect(self._on_game_changed)
        host.turn_ended.connect(self._on_turn_ended)

    def _on_game_started(self) -> None:
        match = self.host.table.match
        if match is not None and self.record is not None:
            self.record.write([game_line(self.host.table, match.game)])
        self.save()

    def _on_game_changed(self, events: tuple[object, ...]) -> None:
        match = self.host.table.match
        if match is not None and self.record is not None:
            self.record.write(turn_lines(events, match.game))  # type: ignore[arg-type]

    def _on_turn_ended(self, _events: object) -> None:
        self.save()

    def save(self) -> None:
        if self.autosave is not None:
            try:
                if self.host_record is not None and self.host.table.state is TableState.FINISHED:
                    self.autosave.unlink(missing_ok=True)
                    return
                save_table(self.host.table, self.autosave, None if self.host_record is None else self.host_record())
            except OSError as error:
                print(f"warning: could not autosave to {self.autosave}: {error}", file=sys.stderr, flush=True)

    def close(self) -> None:
        if self.record is not None:
            self.record.close()
