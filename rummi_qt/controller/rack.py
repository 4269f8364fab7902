"""The player's own arrangement of their rack: which tile lies in which slot of the two rows."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from rummi_qt.engine.tiles import Tile

DEFAULT_WIDTH = 20
RACK_ROWS = 2


@dataclass(frozen=True, slots=True)
class RackArrangement:
    """Slots in two rows of ``width`` (row-major: slot ``width`` starts the second row), each
    holding a tile or ``None``. A pure value: every change returns a new arrangement.

    The arrangement is the player's own business: the host only knows which tiles are on the rack,
    so :meth:`update` follows its answers while keeping every tile where the player put it.
    """

    slots: tuple[Tile | None, ...] = (None,) * (DEFAULT_WIDTH * RACK_ROWS)
    width: int = DEFAULT_WIDTH
    # Slots asked for tiles not on the rack yet (a tile being taken back from the board), used by
    # the update that brings them.
    preferred: tuple[tuple[Tile, int], ...] = ()

    def __post_init__(self) -> None:
        if self.width < 1 or len(self.slots) != self.width * RACK_ROWS:
            raise ValueError(f"a rack of width {self.width} has {self.width * RACK_ROWS} slots, not {len(self.slots)}")

    @staticmethod
    def empty(width: int = DEFAULT_WIDTH) -> RackArrangement:
        return RackArrangement((None,) * (width * RACK_ROWS), width)

    @staticmethod
    def of(tiles: Iterable[Tile], width: int = DEFAULT_WIDTH) -> RackArrangement:
        """The tiles laid from the first slot on, growing the rack if they do not fit."""
        return RackArrangement((None,) * (width * RACK_ROWS), width).update(list(tiles))

    # --- reading -----------------------------------------------------------------------------

    @property
    def capacity(self) -> int:
        return len(self.slots)

    def tiles(self) -> list[Tile]:
        """The tiles in slot order."""
        return [t for t in self.slots if t is not None]

    def slot_of(self, tile: Tile) -> int | None:
        """The first slot holding a copy of ``tile``, or ``None``."""
        for index, held in enumerate(self.slots):
            if held == tile:
                return index
        return None

    def __len__(self) -> int:
        return sum(t is not None for t in self.slots)

    # --- changing ----------------------------------------------------------------------------

    def with_preferred_slot(self, tile: Tile, slot: int) -> RackArrangement:
        """The same arrangement, asking that ``tile`` go to ``slot`` when an update brings it
        (the player dragged it from the board onto that slot; the host has yet to agree)."""
        kept = tuple(p for p in self.preferred if p[0] != tile)[-7:]
        return RackArrangement(self.slots, self.width, (*kept, (tile, slot)))

    def update(self, rack_tiles: Sequence[Tile], prefer: Mapping[Tile, int] | None = None) -> RackArrangement:
        """Follow the rack's contents: copies still on the rack stay in their slots (the earliest
        ones when fewer remain), gone ones leave, new ones go to their preferred slot when it is
        free (``prefer``, or :meth:`with_preferred_slot`) or else to the first free slots. The
        rack grows by a column at a time when it is full."""
        preferences = dict(self.preferred)
        preferences.update(prefer or {})
        wanted = Counter(rack_tiles)
        slots: list[Tile | None] = []
        for held in self.slots:
            if held is not None and wanted[held] > 0:
                wanted[held] -= 1
                slots.append(held)
            else:
                slots.append(None)
        newcomers: list[Tile] = []
        for t in rack_tiles:
            if wanted[t] > 0:
                wanted[t] -= 1
                newcomers.append(t)
        width = self.width
        free = slots.count(None)
        while free < len(newcomers):
            slots, width = _widened(slots, width), width + 1
            free += RACK_ROWS
        for t in newcomers:
            slot = preferences.pop(t, None)
            if slot is not None and width != self.width:
                slot = slot + slot // self.width  # the same place after widening
            if slot is None or not 0 <= slot < len(slots) or slots[slot] is not None:
                slot = slots.index(None)
            slots[slot] = t
        left = tuple((t, s) for t, s in self.preferred if t in preferences)
        return RackArrangement(tuple(slots), width, left)

    def move(self, from_slot: int, to_slot: int) -> RackArrangement:
        """Move a tile to another slot. Onto an empty slot it just moves; onto a tile it is
        inserted there, the tiles up to the nearest gap in that row shifting aside (towards the
        right first); in a full row the two tiles swap."""
        self._check_slot(from_slot)
        self._check_slot(to_slot)
        moving = self.slots[from_slot]
        if moving is None or from_slot == to_slot:
            return self
        slots = list(self.slots)
        slots[from_slot] = None
        if slots[to_slot] is None:
            slots[to_slot] = moving
            return RackArrangement(tuple(slots), self.width, self.preferred)
        row_start = to_slot - to_slot % self.width
        row_end = row_start + self.width
        right = next((i for i in range(to_slot + 1, row_end) if slots[i] is None), None)
        left = next((i for i in range(to_slot - 1, row_start - 1, -1) if slots[i] is None), None)
        if right is not None:
            slots[to_slot + 1 : right + 1] = slots[to_slot:right]
        elif left is not None:
            slots[left:to_slot] = slots[left + 1 : to_slot + 1]
        else:
            slots[from_slot] = slots[to_slot]
        slots[to_slot] = moving
        return RackArrangement(tuple(slots), self.width, self.preferred)

    def sorted_by_runs(self) -> RackArrangement:
        """Colour, then number, jokers last; a gap between colours where there is room."""
        return self._sorted(lambda t: t.sort_key, lambda t: t.sort_key[0])

    def sorted_by_groups(self) -> RackArrangement:
        """Number, then colour, jokers last; a gap between numbers where there is room."""
        return self._sorted(lambda t: t.group_sort_key, lambda t: t.group_sort_key[0])

    # --- helpers -------------------------------------------------------------------------------

    def _check_slot(self, slot: int) -> None:
        if not 0 <= slot < len(self.slots):
            raise IndexError(f"slot {slot} is off the rack (0 to {len(self.slots) - 1})")

    def _sorted(self, key: Callable[[Tile], tuple[int, int]], family: Callable[[Tile], int]) -> RackArrangement:
        tiles = sorted(self.tiles(), key=key)
        families: list[list[Tile]] = []
        for t in tiles:
            if families and family(families[-1][-1]) == family(t):
                families[-1].append(t)
            else:
                families.append([t])
        spaced = _flow(families, self.width)
        if spaced is not None:
            return RackArrangement(tuple(spaced), self.width, self.preferred)
        packed: list[Tile | None] = list(tiles)
        width = max(self.width, -(-len(tiles) // RACK_ROWS))
        packed += [None] * (width * RACK_ROWS - len(packed))
        return RackArrangement(tuple(packed), width, self.preferred)


def _widened(slots: list[Tile | None], width: int) -> list[Tile | None]:
    """The same rows with an empty slot added at the end of each."""
    rows = [slots[r * width : (r + 1) * width] for r in range(RACK_ROWS)]
    return [s for row in rows for s in [*row, None]]


def _flow(families: list[list[Tile]], width: int) -> list[Tile | None] | None:
    """Lay families of tiles left to right, one empty slot between them, never splitting a family
    across the two rows; ``None`` if that does not fit."""
    rows: list[list[Tile | None]] = [[]]
    for family in families:
        row = rows[-1]
        needed = len(family) + (1 if row else 0)
        if len(row) + needed > width:
            if len(rows) == RACK_ROWS or len(family) > width:
                return None
            rows.append([])
            row = rows[-1]
        if row:
            row.append(None)
        row.extend(family)
    out: list[Tile | None] = []
    for r in range(RACK_ROWS):
        row = rows[r] if r < len(rows) else []
        out.extend(row + [None] * (width - len(row)))
    return out
