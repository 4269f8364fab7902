"""The player's own arrangement of their rack: which tile lies in which slot of the two rows."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from rummi_qt.engine.tiles import Tile

from .rack_slots import RACK_ROWS, SortOrder, close_gaps, flow, insert, insert_sorted, widened, widened_slot

__all__ = ["DEFAULT_WIDTH", "RACK_ROWS", "RackArrangement", "SortOrder"]

DEFAULT_WIDTH = 20

# While an arrangement is being changed, each slot holds (tile, whether it is newly drawn) or None:
# the "new" mark travels with its tile however the tiles shift.
_Held = tuple[Tile, bool]


@dataclass(frozen=True, slots=True)
class RackArrangement:
    """Slots in two rows of ``width`` (row-major: slot ``width`` starts the second row), each
    holding a tile or ``None``. A pure value: every change returns a new arrangement.

    The arrangement is the player's own business: the host only knows which tiles are on the rack,
    so :meth:`update` follows its answers while keeping every tile where the player put it. It
    also remembers what a player would expect it to: the last sort chosen (a drawn tile goes where
    that sort puts it), the slots tiles left this turn (Undo and Ctrl+Z bring them back there), the
    gaps laid tiles left (:meth:`closed_up` closes them) and which tiles were just drawn.
    """

    slots: tuple[Tile | None, ...] = (None,) * (DEFAULT_WIDTH * RACK_ROWS)
    width: int = DEFAULT_WIDTH
    # Slots asked for tiles not on the rack yet (a tile being taken back from the board), used by
    # the update that brings them.
    preferred: tuple[tuple[Tile, int], ...] = ()
    # The last sort the player chose; ``None``: none yet (the deal comes in runs order).
    order: SortOrder | None = None
    # Tiles that left the rack this turn and the slot each left (``None``: wherever the sort puts it).
    departed: tuple[tuple[Tile, int | None], ...] = ()
    # Slots emptied by tiles going to the board, until something fills them or they are closed up.
    holes: frozenset[int] = frozenset()
    # The slots of the tiles drawn last (the "new" dot), while they are on the rack.
    new: frozenset[int] = frozenset()
    # Slots whose tiles the player is laying on the board: the copies the host's answer removes.
    leaving: tuple[int, ...] = ()

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

    def new_slots(self) -> list[int]:
        """The slots of the tiles drawn last, in slot order."""
        return sorted(self.new)

    @property
    def has_gaps(self) -> bool:
        """Whether :meth:`closed_up` would move anything: a gap left by a laid tile with a tile after it."""
        return any(self.slots[s] is None and any(self.slots[i] is not None for i in range(s + 1, s - s % self.width
                                                                                            + self.width))
                   for s in self.holes)

    def __len__(self) -> int:
        return sum(t is not None for t in self.slots)

    # --- changing ----------------------------------------------------------------------------

    def with_preferred_slot(self, tile: Tile, slot: int) -> RackArrangement:
        """The same arrangement, asking that ``tile`` go to ``slot`` when an update brings it
        (the player dragged it from the board onto that slot; the host has yet to agree)."""
        kept = tuple(p for p in self.preferred if p[0] != tile)[-7:]
        return replace(self, preferred=(*kept, (tile, slot)))

    def with_leaving(self, slot: int) -> RackArrangement:
        """The same arrangement, noting that the tile in ``slot`` is on its way to the board: when
        the update takes one of its copies, it is this one (the player laid it, not its twin)."""
        if not 0 <= slot < len(self.slots) or self.slots[slot] is None:
            return self
        return replace(self, leaving=(*self.leaving, slot))

    def seen(self) -> RackArrangement:
        """The same arrangement without the "new" dots (the player has had a whole turn with them)."""
        return replace(self, new=frozenset()) if self.new else self

    def turn_over(self) -> RackArrangement:
        """A new turn: tiles melded last turn are not coming back."""
        return replace(self, departed=(), leaving=())

    def update(self, rack_tiles: Sequence[Tile], prefer: Mapping[Tile, int] | None = None,
               drawn: Sequence[Tile] = ()) -> RackArrangement:
        """Follow the rack's contents. Copies still on the rack stay in their slots (those the
        player is laying leave first, then the latest), gone ones leave a gap. New ones go

        * to their preferred slot when it is free (``prefer``, or :meth:`with_preferred_slot`);
        * back to the slot they left this turn (an Undo or Ctrl+Z), in front of whatever lies there;
        * if ``drawn`` (just taken from the pool), where the last sort chosen puts them, marked new;
        * else to the first free slots.

        The rack grows by a column at a time when it is full."""
        preferences = dict(self.preferred)
        preferences.update(prefer or {})
        wanted = Counter(rack_tiles)
        extra = Counter(self.tiles()) - wanted  # copies that leave
        cells: list[_Held | None] = [None if t is None else (t, i in self.new) for i, t in enumerate(self.slots)]
        departed = list(self.departed)
        holes = set(self.holes)
        gone = [s for s in self.leaving if self.slots[s] is not None]
        gone += [i for i in range(len(self.slots) - 1, -1, -1) if i not in gone]
        for gone_slot in gone:
            held = self.slots[gone_slot]
            if held is not None and extra[held] > 0:
                extra[held] -= 1
                cells[gone_slot] = None
                departed.append((held, gone_slot))
                holes.add(gone_slot)
        arriving = wanted - Counter(self.tiles())
        newcomers: list[Tile] = []
        for t in rack_tiles:  # in the order given: a fresh rack reads as dealt
            if arriving[t] > 0:
                arriving[t] -= 1
                newcomers.append(t)
        width = self.width
        while cells.count(None) < len(newcomers):
            cells, width = widened(cells, width), width + 1
            preferences = {t: widened_slot(s, width - 1) for t, s in preferences.items()}
            departed = [(t, None if s is None else widened_slot(s, width - 1)) for t, s in departed]
            holes = {widened_slot(s, width - 1) for s in holes}

        rest: list[Tile] = []
        for t in newcomers:
            slot = preferences.pop(t) if t in preferences else None
            if slot is not None and 0 <= slot < len(cells) and cells[slot] is None:
                cells[slot] = (t, False)
            else:
                rest.append(t)
        to_draw = Counter(drawn)
        by_sort: list[_Held] = []  # (tile, drawn now)
        plain: list[Tile] = []
        for t in rest:
            if to_draw[t] > 0:
                to_draw[t] -= 1
                by_sort.append((t, True))
            elif (back := _take_departed(departed, t)) is None:
                plain.append(t)
            elif back[1] is None:
                by_sort.append((t, False))  # the rack was sorted since it left: where the sort puts it
            elif not insert(cells, width, back[1], (t, False)):
                plain.append(t)
        for t in plain:
            cells[cells.index(None)] = (t, False)
        if any(is_new for _, is_new in by_sort):  # the "new" marks move to the tiles drawn now
            cells = [None if c is None else (c[0], False) for c in cells]
        order = self.order or SortOrder.RUNS
        spaced = self.order is not None and _has_single_gaps(cells, width)
        # A rack that reads as the sort left it is sorted afresh when a row overflows (its families
        # move on to the next row) rather than losing the gaps between them.
        resort = False
        for item in sorted(by_sort, key=lambda c: order.key(c[0])):
            if insert_sorted(cells, width, item, order, lambda c: c[0], spaced, keep_gaps=spaced):
                continue
            if spaced and _reads_sorted(cells, order):
                resort = True
            elif insert_sorted(cells, width, item, order, lambda c: c[0], spaced):
                continue
            cells[cells.index(None)] = item
        left = tuple((t, s) for t, s in self.preferred if t in preferences)
        updated = self._rebuilt(cells, width, preferred=left, departed=tuple(departed), holes=holes, leaving=())
        return updated.sorted_by(order) if resort else updated

    def move(self, from_slot: int, to_slot: int) -> RackArrangement:
        """Move a tile to another slot. Onto an empty slot it just moves; onto a tile it is
        inserted there, the tiles up to the nearest gap in that row shifting aside (towards the
        right first); in a full row the two tiles swap."""
        self._check_slot(from_slot)
        self._check_slot(to_slot)
        cells = self._cells()
        moving = cells[from_slot]
        if moving is None or from_slot == to_slot:
            return self
        cells[from_slot] = None
        if cells[to_slot] is not None:
            row_start = to_slot - to_slot % self.width
            row_end = row_start + self.width
            right = next((i for i in range(to_slot + 1, row_end) if cells[i] is None), None)
            left = next((i for i in range(to_slot - 1, row_start - 1, -1) if cells[i] is None), None)
            if right is not None:
                cells[to_slot + 1:right + 1] = cells[to_slot:right]
            elif left is not None:
                cells[left:to_slot] = cells[left + 1:to_slot + 1]
            else:
                cells[from_slot] = cells[to_slot]
        cells[to_slot] = moving
        return self._rebuilt(cells, self.width)

    def move_group(self, slots: Sequence[int], to_slot: int) -> RackArrangement:
        """Move several tiles together (dragged as one): they lie side by side from ``to_slot`` on,
        in slot order, the tiles in the way shifting aside as for :meth:`move`; where the row
        has no room left, the rest take the first free slots."""
        for slot in (*slots, to_slot):
            self._check_slot(slot)
        cells = self._cells()
        moving = [held for slot in sorted(set(slots)) if (held := cells[slot]) is not None]
        if not moving:
            return self
        for slot in slots:
            cells[slot] = None
        start = min(to_slot, len(cells) - len(moving))
        for offset, held in enumerate(moving):
            if not insert(cells, self.width, start + offset, held):
                cells[cells.index(None)] = held
        return self._rebuilt(cells, self.width)

    def sorted_by_runs(self) -> RackArrangement:
        """Colour, then number, jokers last; a gap between colours where there is room."""
        return self.sorted_by(SortOrder.RUNS)

    def sorted_by_groups(self) -> RackArrangement:
        """Number, then colour, jokers last; a gap between numbers where there is room."""
        return self.sorted_by(SortOrder.GROUPS)

    def sorted_by(self, order: SortOrder) -> RackArrangement:
        """The tiles sorted afresh (which closes every gap laid tiles left); drawn tiles will go
        where this sort puts them, and so will tiles taken back this turn."""
        held = sorted((c for c in self._cells() if c is not None), key=lambda c: order.key(c[0]))
        families: list[list[_Held]] = []
        for c in held:
            if families and order.family(families[-1][-1][0]) == order.family(c[0]):
                families[-1].append(c)
            else:
                families.append([c])
        departed = tuple((t, None) for t, _ in self.departed)
        spaced = flow(families, self.width)
        if spaced is not None:
            return replace(self._rebuilt(spaced, self.width, departed=departed, holes=set()), order=order)
        width = max(self.width, -(-len(held) // RACK_ROWS))
        packed: list[_Held | None] = [*held, *([None] * (width * RACK_ROWS - len(held)))]
        return replace(self._rebuilt(packed, width, departed=departed, holes=set()), order=order)

    def closed_up(self) -> RackArrangement:
        """The gaps laid tiles left closed: each row's tiles slide left over them, keeping one gap
        where the player had left one (between families) and every gap that no laid tile made."""
        cells = close_gaps(self._cells(), self.width, self.holes)
        # Their slots are gone: tiles taken back this turn go where the sort puts them.
        departed = tuple((t, None) for t, _ in self.departed)
        return self._rebuilt(cells, self.width, departed=departed, holes=set())

    # --- helpers -------------------------------------------------------------------------------

    def _check_slot(self, slot: int) -> None:
        if not 0 <= slot < len(self.slots):
            raise IndexError(f"slot {slot} is off the rack (0 to {len(self.slots) - 1})")

    def _cells(self) -> list[_Held | None]:
        return [None if t is None else (t, i in self.new) for i, t in enumerate(self.slots)]

    def _rebuilt(self, cells: Sequence[_Held | None], width: int, *,
                 preferred: tuple[tuple[Tile, int], ...] | None = None,
                 departed: tuple[tuple[Tile, int | None], ...] | None = None,
                 holes: set[int] | None = None, leaving: tuple[int, ...] | None = None) -> RackArrangement:
        """The arrangement holding ``cells``; a hole stays one only while it is empty."""
        slots = tuple(None if c is None else c[0] for c in cells)
        kept_holes = self.holes if holes is None else holes
        return RackArrangement(
            slots, width,
            preferred=self.preferred if preferred is None else preferred,
            order=self.order,
            departed=self.departed if departed is None else departed,
            holes=frozenset(s for s in kept_holes if 0 <= s < len(slots) and slots[s] is None),
            new=frozenset(i for i, c in enumerate(cells) if c is not None and c[1]),
            leaving=self.leaving if leaving is None else leaving,
        )


def _take_departed(departed: list[tuple[Tile, int | None]], t: Tile) -> tuple[Tile, int | None] | None:
    """The latest departure of a copy of ``t`` this turn, removed from the list."""
    for index in range(len(departed) - 1, -1, -1):
        if departed[index][0] == t:
            return departed.pop(index)
    return None


def _has_single_gaps(cells: Sequence[object], width: int) -> bool:
    """Whether some row has one empty slot between two tiles: the rack keeps its families apart."""
    return any(cells[i] is None and cells[i - 1] is not None and cells[i + 1] is not None
               for i in range(len(cells) - 1) if 0 < i % width < width - 1)


def _reads_sorted(cells: Sequence[_Held | None], order: SortOrder) -> bool:
    """Whether the tiles, read row by row, are in the order ``order`` sorts them."""
    keys = [order.key(c[0]) for c in cells if c is not None]
    return keys == sorted(keys)
