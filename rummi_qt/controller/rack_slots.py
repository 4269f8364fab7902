"""Operations on a rack's rows of slots: where a tile belongs under a sort, inserting it there,
closing the gaps laid tiles left, and laying sorted tiles out in families.

Pure list work for :mod:`rummi_qt.controller.rack`. A slot holds an item (a tile with whatever the
arrangement tracks about it, such as the "new" mark) or ``None``; ``tile_of`` reads an item's tile.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Sequence
from typing import TypeVar

from rummi_qt.engine.tiles import Tile

RACK_ROWS = 2
Item = TypeVar("Item")


class SortOrder(enum.Enum):
    """The two sorts a player can choose: runs (colour, then number) and groups (number, then colour)."""

    RUNS = "runs"
    GROUPS = "groups"

    def key(self, t: Tile) -> tuple[int, int]:
        return t.sort_key if self is SortOrder.RUNS else t.group_sort_key

    def family(self, t: Tile) -> int:
        """Tiles of one family sit side by side after a sort: one colour (runs) or one number (groups)."""
        return self.key(t)[0]


def insert_sorted(cells: list[Item | None], width: int, item: Item, order: SortOrder,
                  tile_of: Callable[[Item], Tile], spaced: bool, keep_gaps: bool = False) -> bool:
    """Put ``item`` where ``order`` would sort its tile, leaving every other tile where it is but
    for a shift along its row: next to its own family (right after the last tile that sorts before
    it, else in front of the first that sorts after it), or as a family of its own between the
    families that sort before and after it. ``spaced``: the rack keeps an empty slot between
    families (it was sorted so), and the new tile gets one too.

    ``keep_gaps``: fail rather than close a gap between families when the row is full.
    ``False`` (nothing changed) when the rack holds no tile to go by or the row has no room."""
    t = tile_of(item)
    key = order.key(t)
    placed = [(i, tile_of(c)) for i, c in enumerate(cells) if c is not None]
    own = [(i, u) for i, u in placed if order.family(u) == order.family(t)]
    pool = own or placed
    before = [(order.key(u), i) for i, u in pool if order.key(u) <= key]
    after = [(order.key(u), i) for i, u in pool if order.key(u) > key]
    left: int | None
    right: int | None
    if before:
        left = max(before)[1]
        right = _next_tile(cells, width, left)
        if not own and right is None and after and min(after)[1] // width != left // width:
            right = min(after)[1]  # this row ends here: the new family opens the next row
            left = _previous_tile(cells, width, right)
    elif after:
        right = min(after)[1]
        left = _previous_tile(cells, width, right)
    else:
        return False
    anchor = left if left is not None else right
    assert anchor is not None
    row_start = anchor - anchor % width
    row = cells[row_start:row_start + width]
    lo = -1 if left is None else left - row_start
    hi = width if right is None else right - row_start

    def other(index: int) -> bool:
        neighbour = row[index]
        return neighbour is not None and order.family(tile_of(neighbour)) != order.family(t)

    gap_before = spaced and lo >= 0 and other(lo)
    gap_after = spaced and hi < width and other(hi)
    need = gap_before + 1 + gap_after
    if hi - lo - 1 < need:
        moved = _make_room(row, lo, hi, need - (hi - lo - 1), keep_gaps)
        if moved is None:  # a full row: the tiles after it move up one slot, into the next row
            return not keep_gaps and _insert_in_reading_order(cells, row_start + lo + 1, item)
        lo -= moved
    row[lo + 1 + gap_before] = item
    cells[row_start:row_start + width] = row
    return True


def _insert_in_reading_order(cells: list[Item | None], at: int, item: Item) -> bool:
    """Put ``item`` at ``at``, the tiles from there on moving one slot on in reading order (the
    last of a row to the start of the next) up to the first empty slot; or the tiles before it
    one slot back when no slot after it is empty."""
    after = next((i for i in range(at, len(cells)) if cells[i] is None), None)
    if after is not None:
        del cells[after]
        cells.insert(at, item)
        return True
    before = next((i for i in range(at - 1, -1, -1) if cells[i] is None), None)
    if before is None:
        return False
    del cells[before]
    cells.insert(at - 1, item)
    return True


def _next_tile(cells: Sequence[object], width: int, slot: int) -> int | None:
    row_end = slot - slot % width + width
    return next((i for i in range(slot + 1, row_end) if cells[i] is not None), None)


def _previous_tile(cells: Sequence[object], width: int, slot: int) -> int | None:
    row_start = slot - slot % width
    return next((i for i in range(slot - 1, row_start - 1, -1) if cells[i] is not None), None)


def _make_room(row: list[Item | None], lo: int, hi: int, count: int, keep_gaps: bool = False) -> int | None:
    """Widen the stretch between row positions ``lo`` and ``hi`` by ``count`` empty slots, taken
    from the empty slots to its right (or else its left), the tiles between shifting over; the
    gaps between families (one empty slot between two tiles) go last, the far end's first.
    Returns how far ``lo`` moved left (0 or ``count``), ``None`` when the row has no room."""
    width = len(row)

    def single(i: int) -> bool:
        return 0 < i < width - 1 and row[i - 1] is not None and row[i + 1] is not None

    for side in (range(width - 1, hi - 1, -1), range(0, lo + 1)):
        free = [i for i in side if row[i] is None and not (keep_gaps and single(i))]
        free.sort(key=single)  # stable: the far end's first within each kind
        if len(free) >= count:
            taken = sorted(free[:count])
            shift = sum(1 for i in taken if i <= lo)
            for i in reversed(taken):
                del row[i]
            at = lo + 1 - shift
            row[at:at] = [None] * count
            return shift
    return None


def insert(cells: list[Item | None], width: int, slot: int, item: Item) -> bool:
    """Put ``item`` at ``slot``; a tile lying there shifts along its row (with those after it) into
    the row's free slots. ``False`` (nothing changed) when the row has no room."""
    if cells[slot] is None:
        cells[slot] = item
        return True
    row_start = slot - slot % width
    row = cells[row_start:row_start + width]
    at = slot - row_start
    moved = _make_room(row, at - 1, at, 1)
    if moved is None:
        return False
    row[at - moved] = item
    cells[row_start:row_start + width] = row
    return True


def close_gaps(cells: list[Item | None], width: int, holes: Collection[int]) -> list[Item | None]:
    """Close the gaps left by tiles that went to the board (``holes``): in each row, a run of empty
    slots that holds a hole shrinks to one empty slot if the player had left one there too
    (a gap between families), to none if it was only holes. Gaps without holes stay."""
    out: list[Item | None] = []
    for row_start in range(0, len(cells), width):
        row: list[Item | None] = []
        run: list[int] = []
        for slot in range(row_start, row_start + width):
            if cells[slot] is None:
                run.append(slot)
                continue
            if any(s in holes for s in run):
                row.extend([None] * (1 if any(s not in holes for s in run) else 0))
            else:
                row.extend([None] * len(run))
            run = []
            row.append(cells[slot])
        out.extend(row + [None] * (width - len(row)))
    return out


def flow(families: list[list[Item]], width: int) -> list[Item | None] | None:
    """Lay families of tiles left to right, one empty slot between them, never splitting a family
    across the two rows; ``None`` if that does not fit."""
    rows: list[list[Item | None]] = [[]]
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
    out: list[Item | None] = []
    for r in range(RACK_ROWS):
        row = rows[r] if r < len(rows) else []
        out.extend(row + [None] * (width - len(row)))
    return out


def widened(cells: list[Item | None], width: int) -> list[Item | None]:
    """The same rows with an empty slot added at the end of each."""
    rows = [cells[r * width:(r + 1) * width] for r in range(RACK_ROWS)]
    return [s for row in rows for s in [*row, None]]


def widened_slot(slot: int, width: int) -> int:
    """Where a slot lies after :func:`widened` (each row above it gained one slot)."""
    return slot + slot // width
