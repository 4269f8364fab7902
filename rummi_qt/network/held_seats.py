"""Seats this app holds at other hosts' tables, kept on disk so that the start screen can offer
"You have a seat at Carol's table: Rejoin" after the app or the host was restarted.

One JSON object keyed by table id: ``{"<id>": {"table", "address", "port", "seen_at"}}``. The seat
token itself stays in the client's token store; this file says only where and which table.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class HeldSeat:
    table_id: str
    table: str  # the table's name, "Carol's table"
    address: str
    port: int
    seen_at: float = 0.0  # seconds since the epoch: when this app last played there
    host_player: str = ""  # set when ``table`` is the host's default "<host_player>'s table": worded by each app


class HeldSeats:
    """A small file of the tables where this app has a seat in a game not yet finished."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _load(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}  # missing or damaged: no seats known, and the next write replaces it
        return data if isinstance(data, dict) else {}

    def all(self) -> list[HeldSeat]:
        seats = []
        for table_id, item in self._load().items():
            if not isinstance(item, dict):
                continue
            port, seen = item.get("port"), item.get("seen_at", 0.0)
            if not isinstance(port, int) or not isinstance(seen, (int, float)):
                continue
            seats.append(HeldSeat(str(table_id), str(item.get("table", "")), str(item.get("address", "")), port,
                                  float(seen), str(item.get("host_player", ""))))
        return sorted(seats, key=lambda s: s.seen_at, reverse=True)

    def get(self, table_id: str) -> HeldSeat | None:
        return next((s for s in self.all() if s.table_id == table_id), None)

    def put(self, table_id: str, table: str, address: str, port: int, host_player: str = "") -> None:
        data = self._load()
        data[table_id] = {"table": table, "address": address, "port": port, "seen_at": time.time(),
                          "host_player": host_player}
        self._write(data)

    def drop(self, table_id: str) -> None:
        data = self._load()
        if data.pop(table_id, None) is not None:
            self._write(data)

    def _write(self, data: dict[str, Any]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(data), encoding="utf-8")
        os.replace(temporary, self.path)
