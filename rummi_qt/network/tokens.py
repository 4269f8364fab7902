"""Seat tokens kept on disk, one per table (its random id), so that a restarted app or bot rejoins
its seat, and a new table at an old address never meets a token that is not its own.

Tokens were once kept per host address and port. A hotspot hands the host the same address every
evening and the app listens on the same port, so every later table there refused the token ("Your
seat is not from this table") and the player could not join at all. A table's id comes from discovery
or from the host's ``welcome``; the address is kept beside it only so that a player who types the
address (no discovery, so no id) can still be offered the seat they last held there.

Qt-free, so that any layer can read it.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

MAX_SEATS = 64  # the oldest are forgotten first: an evening holds a few tables, not hundreds


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """A seat this app (or bot) holds: the table's id and name, where it was, and its token."""

    table_id: str  # "" for a table from before table ids, known only by its address
    token: str
    address: str  # "host:port" it was last joined at
    table: str = ""  # the table's name, to show
    player: str = ""  # whose seat, when several players share one store (bots by name); "" for the app
    saved_at: float = 0.0  # wall-clock seconds, to show and to forget the oldest

    @classmethod
    def from_json(cls, data: Any) -> SeatRecord | None:
        if not isinstance(data, dict) or not isinstance(data.get("token"), str) or not data["token"]:
            return None
        saved_at = data.get("saved_at")
        return cls(table_id=str(data.get("table_id", "")), token=data["token"], address=str(data.get("address", "")),
                   table=str(data.get("table", "")), player=str(data.get("player", "")),
                   saved_at=float(saved_at) if isinstance(saved_at, (int, float)) else 0.0)


def endpoint(host: str, port: int) -> str:
    """``10.42.0.1:47123``, ``[fe80::1]:47123``: how an address is kept beside a seat."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


class TokenStore:
    """The seats on disk, in one small JSON file, newest last. A file that cannot be read counts as
    empty (it is rewritten on the next welcome); the file of an older version, ``{"host:port":
    token}``, is read as seats known only by address."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def seats(self) -> list[SeatRecord]:
        """Every seat held, oldest first."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        if isinstance(data, dict) and isinstance(data.get("seats"), list):
            records = [SeatRecord.from_json(item) for item in data["seats"]]
            return [r for r in records if r is not None]
        if isinstance(data, dict):  # before table ids: tokens by address
            return [SeatRecord("", str(token), str(address)) for address, token in data.items() if token]
        return []

    def get(self, table_id: str, player: str = "") -> str | None:
        """The token of ``player``'s seat at the table with this id."""
        for record in reversed(self.seats()):
            if table_id and record.table_id == table_id and record.player == player:
                return record.token
        return None

    def at_address(self, address: str, player: str = "") -> SeatRecord | None:
        """The seat ``player`` last held at ``host:port``, whatever table is there now."""
        for record in reversed(self.seats()):
            if record.address == address and record.player == player:
                return record
        return None

    def put(self, table_id: str, token: str, *, address: str, table: str = "", player: str = "") -> None:
        """Keep a seat's token (replacing what this player held at that table, or at that address
        from before table ids)."""
        record = SeatRecord(table_id, token, address, table, player, time.time())
        kept = [r for r in self.seats() if r.player != player or not self._same(r, record)]
        self._write([*kept, record][-MAX_SEATS:])

    def drop(self, table_id: str, player: str = "", *, address: str = "") -> None:
        """Forget a token the host refused. With no table id, the seat known only by ``address``."""
        gone = SeatRecord(table_id, "", address)
        self._write([r for r in self.seats() if r.player != player or not self._same(r, gone)])

    @staticmethod
    def _same(old: SeatRecord, new: SeatRecord) -> bool:
        if old.table_id or new.table_id:
            return old.table_id == new.table_id or (not old.table_id and old.address == new.address)
        return old.address == new.address

    def _write(self, records: list[SeatRecord]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # A name of this process's own: two apps or bots writing at once never share a half-written file.
        temporary = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        temporary.write_text(json.dumps({"seats": [asdict(r) for r in records]}, indent=1), encoding="utf-8")
        os.replace(temporary, self.path)
