"""The player's own arrangement of their rack, kept on disk per table, seat and game, so that a
resumed game (or an app started again, rejoining its seat) shows the rack as the player left it,
not packed in runs order. The host knows only which tiles a rack holds; where each lies is the
player's own business, so it is kept here, beside the app's other files.

Qt-free. A file that cannot be read counts as empty; a rack remembered with tiles the player no
longer holds gives back only the tiles still held (the rest go where a new tile would).
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rummi_qt.engine.tiles import Tile, parse_tiles

from .rack import RackArrangement
from .rack_slots import RACK_ROWS, SortOrder

MAX_RACKS = 24  # the oldest are forgotten first
MAX_WIDTH = 60  # a rack never grows past the tiles a game deals out


@dataclass(frozen=True, slots=True)
class KeptRack:
    """One remembered rack: whose (table id, seat, game of the round) and how it lay."""

    table_id: str
    seat: int
    game: int
    width: int
    slots: tuple[Tile | None, ...]
    order: SortOrder | None
    holes: frozenset[int] = frozenset()  # gaps laid tiles left, for Close gaps
    departed: tuple[tuple[Tile, int | None], ...] = ()  # tiles laid this turn and the slots they left
    turns_seen: int | None = None  # my turns of the game this app had seen (for the away bot's on a rejoin)
    deal: dict[str, Any] | None = None  # what the app saw of the game's deal (DealWatch.kept), as JSON

    def to_json(self) -> dict[str, Any]:
        return {"table_id": self.table_id, "seat": self.seat, "game": self.game, "width": self.width,
                "slots": [None if t is None else str(t) for t in self.slots],
                "order": None if self.order is None else self.order.value, "holes": sorted(self.holes),
                "departed": [[str(t), slot] for t, slot in self.departed], "turns_seen": self.turns_seen,
                "deal": self.deal, "saved_at": time.time()}

    @classmethod
    def from_json(cls, data: Any) -> KeptRack | None:
        """The record, or ``None`` for anything malformed (never an exception)."""
        try:
            width, slots = int(data["width"]), data["slots"]
            if not 1 <= width <= MAX_WIDTH or not isinstance(slots, list) or len(slots) != width * RACK_ROWS:
                return None
            tiles = tuple(None if s is None else _one_tile(s) for s in slots)
            order = None if data.get("order") is None else SortOrder(data["order"])
            holes = frozenset(int(h) for h in data.get("holes", ()) if 0 <= int(h) < len(slots))
            departed = tuple((_one_tile(t), None if slot is None else int(slot)) for t, slot in data.get("departed", ())
                             if slot is None or 0 <= int(slot) < len(slots))
            seen = data.get("turns_seen")
            deal = data.get("deal")  # checked by DealWatch.restore, which takes nothing malformed
            return cls(str(data["table_id"]), int(data["seat"]), int(data["game"]), width, tiles, order, holes,
                       departed, int(seen) if isinstance(seen, int) and seen >= 0 else None,
                       deal if isinstance(deal, dict) else None)
        except (KeyError, TypeError, ValueError):
            return None


def _one_tile(text: object) -> Tile:
    tiles = parse_tiles(str(text))
    if len(tiles) != 1:
        raise ValueError(f"not one tile: {text!r}")
    return tiles[0]


class RackMemory:
    """The racks on disk, in one small JSON file, newest last."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def racks(self) -> list[KeptRack]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        items = data.get("racks") if isinstance(data, dict) else None
        if not isinstance(items, list):
            return []
        return [r for item in items if (r := KeptRack.from_json(item)) is not None]

    def recall(self, table_id: str, seat: int, game: int, tiles: list[Tile]) -> RackArrangement | None:
        """The arrangement kept for this seat's rack in this game, holding ``tiles`` (the rack as the
        host has it): the tiles remembered stay in their slots, any others come in where a new tile
        would. ``None`` when nothing was kept, or none of its tiles is still held."""
        if not table_id:
            return None
        kept = next((r for r in reversed(self.racks())
                     if r.table_id == table_id and r.seat == seat and r.game == game), None)
        if kept is None:
            return None
        left = list(tiles)
        slots: list[Tile | None] = []
        for t in kept.slots:
            if t is not None and t in left:
                left.remove(t)
                slots.append(t)
            else:
                slots.append(None)
        if all(t is None for t in slots):
            return None
        holes = frozenset(h for h in kept.holes if slots[h] is None)
        # Tiles laid in a turn the game did not keep (the app closed mid-turn) go back where they were.
        return RackArrangement(tuple(slots), kept.width, order=kept.order, holes=holes,
                               departed=kept.departed).update(tiles)

    def last_order(self) -> SortOrder | None:
        """The sort the player chose last, at any table: a new table's first rack is laid out by it
        (as the next game's is at the same table)."""
        return next((r.order for r in reversed(self.racks()) if r.order is not None), None)

    def deal(self, table_id: str, seat: int, game: int) -> dict[str, Any] | None:
        """What the app had seen of this game's deal when it last kept the rack (``DealWatch.kept``)."""
        kept = next((r for r in reversed(self.racks())
                     if table_id and r.table_id == table_id and r.seat == seat and r.game == game), None)
        return None if kept is None else kept.deal

    def turns_seen(self, table_id: str, seat: int, game: int) -> int | None:
        """How many of this seat's turns of the game the app had seen when it last kept the rack."""
        kept = next((r for r in reversed(self.racks())
                     if table_id and r.table_id == table_id and r.seat == seat and r.game == game), None)
        return None if kept is None else kept.turns_seen

    def keep(self, table_id: str, seat: int, game: int, rack: RackArrangement, turns_seen: int | None = None,
             deal: dict[str, Any] | None = None) -> None:
        """Remember how this seat's rack lies now (replacing what was kept for it), how many of its
        turns of the game the app has seen, and what it saw of the game's deal."""
        if not table_id or seat < 0 or rack.width > MAX_WIDTH:
            return
        record = KeptRack(table_id, seat, game, rack.width, rack.slots, rack.order, rack.holes, rack.departed,
                          turns_seen, deal)
        kept = [r for r in self.racks() if (r.table_id, r.seat) != (table_id, seat)]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        temporary.write_text(json.dumps({"racks": [r.to_json() for r in [*kept, record][-MAX_RACKS:]]}),
                             encoding="utf-8")
        os.replace(temporary, self.path)
