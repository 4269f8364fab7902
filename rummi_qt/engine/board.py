"""The shared board: a fixed grid of cells, sets read off as rows of adjacent tiles, and layout."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .melds import is_group, set_key
from .tiles import Tile, format_board

# Large enough for all 160 tiles with gaps: two 13-tile runs fit in a row, and a fresh first-fit
# layout of any legal board (at most 160 tiles in at most 53 sets) needs at most 13 of the rows.
COLUMNS = 30
ROWS = 14
# New sets fill rows this wide before starting the next row, so that a full board stays about as
# wide as a screen shows with readable tiles (a 1366×768 table shows some 22 to 27 columns at 40 px
# tall tiles) and grows downwards instead; only when these columns are full is the rest used.
ROW_WIDTH = 20


class BoardFullError(ValueError):
    """The sets do not fit on the grid."""


class Cell(NamedTuple):
    row: int
    col: int

    def __str__(self) -> str:
        return f"{self.row},{self.col}"


@dataclass(frozen=True, slots=True)
class PlacedSet:
    """A set as it lies on the grid: its row, its first column and its tiles left to right."""

    row: int
    col: int
    tiles: tuple[Tile, ...]

    @property
    def cells(self) -> list[Cell]:
        return [Cell(self.row, self.col + i) for i in range(len(self.tiles))]


class Board:
    """An immutable grid of cells holding tiles; every change returns a new board."""

    __slots__ = ("_cells", "_hash", "_sets")

    def __init__(self, cells: Mapping[Cell, Tile] | None = None) -> None:
        checked: dict[Cell, Tile] = {}
        for cell, t in (cells or {}).items():
            cell = Cell(*cell)
            if not on_grid(cell):
                raise ValueError(f"cell {cell} is off the {ROWS}×{COLUMNS} board")
            checked[cell] = t
        self._cells = checked
        self._hash: int | None = None
        self._sets: tuple[PlacedSet, ...] | None = None  # read off once: a board never changes

    # --- reading ---------------------------------------------------------------------------

    def __getitem__(self, cell: Cell) -> Tile | None:
        return self._cells.get(cell)

    def __contains__(self, cell: object) -> bool:
        return cell in self._cells

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[tuple[Cell, Tile]]:
        return iter(sorted(self._cells.items()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._cells == other._cells

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._cells.items()))
        return self._hash

    def __repr__(self) -> str:
        return f"Board({format_board(self.sets())!r})"

    @property
    def cells(self) -> dict[Cell, Tile]:
        return dict(self._cells)

    def tiles(self) -> Counter[Tile]:
        return Counter(self._cells.values())

    def placed_sets(self) -> list[PlacedSet]:
        """Every maximal row of horizontally adjacent tiles, top to bottom, left to right."""
        if self._sets is None:
            found: list[PlacedSet] = []
            for cell in sorted(self._cells):
                if Cell(cell.row, cell.col - 1) in self._cells:
                    continue
                run = []
                col = cell.col
                while (t := self._cells.get(Cell(cell.row, col))) is not None:
                    run.append(t)
                    col += 1
                found.append(PlacedSet(cell.row, cell.col, tuple(run)))
            self._sets = tuple(found)
        return list(self._sets)

    def sets(self) -> list[tuple[Tile, ...]]:
        return [p.tiles for p in self.placed_sets()]

    def set_at(self, cell: Cell) -> PlacedSet | None:
        """The set a cell belongs to, if the cell holds a tile."""
        if cell not in self._cells:
            return None
        col = cell.col
        while Cell(cell.row, col - 1) in self._cells:
            col -= 1
        for placed in self.placed_sets():
            if placed.row == cell.row and placed.col == col:
                return placed
        raise AssertionError("unreachable: a tile always belongs to a set")

    # --- changing ----------------------------------------------------------------------------

    def with_tile(self, cell: Cell, t: Tile) -> Board:
        if cell in self._cells:
            raise ValueError(f"cell {cell} already holds {self._cells[cell]}")
        cells = dict(self._cells)
        cells[cell] = t
        return Board(cells)

    def without(self, cell: Cell) -> Board:
        if cell not in self._cells:
            raise ValueError(f"cell {cell} is empty")
        cells = dict(self._cells)
        del cells[cell]
        return Board(cells)

    def moved(self, source: Cell, target: Cell) -> Board:
        t = self._cells.get(source)
        if t is None:
            raise ValueError(f"cell {source} is empty")
        return self.without(source).with_tile(target, t)

    def free_span(self, row: int, col: int, length: int) -> bool:
        """Whether a set of ``length`` tiles can lie from (row, col) without touching another set."""
        if col < 0 or col + length > COLUMNS or not 0 <= row < ROWS:
            return False
        return all(Cell(row, c) not in self._cells for c in range(col - 1, col + length + 1))

    @staticmethod
    def from_placed(placed: Iterable[PlacedSet]) -> Board:
        cells: dict[Cell, Tile] = {}
        for p in placed:
            for cell, t in zip(p.cells, p.tiles, strict=True):
                cells[cell] = t
        return Board(cells)


def placed_at(board: Board) -> list[list[int]]:
    """Where each of the board's sets starts, ``[row, col]``, in the order of ``board.sets()``: what a
    record keeps beside the board's notation so that a replay lays it out as it lay."""
    return [[p.row, p.col] for p in board.placed_sets()]


def laid_at(sets: Sequence[Sequence[Tile]], starts: object) -> Board | None:
    """The board with each set from its recorded start (``placed_at``); ``None`` when the starts are
    not one ``[row, col]`` per set, on the grid, with the sets apart as they are read back."""
    if not isinstance(starts, list) or len(starts) != len(sets):
        return None
    placed = []
    for start, tiles in zip(starts, sets, strict=True):
        if (not isinstance(start, list) or len(start) != 2 or not all(isinstance(n, int) and not isinstance(n, bool)
                                                                        for n in start)):
            return None
        row, col = start
        if not (0 <= row < ROWS and col >= 0 and col + len(tiles) <= COLUMNS):
            return None
        placed.append(PlacedSet(row, col, tuple(tiles)))
    board = Board.from_placed(placed)
    if len(board) != sum(len(s) for s in sets) or Counter(board.sets()) != Counter(tuple(s) for s in sets):
        return None  # sets on top of each other, or touching
    return board


def on_grid(cell: Cell) -> bool:
    return 0 <= cell.row < ROWS and 0 <= cell.col < COLUMNS


def layout(sets: Sequence[Sequence[Tile]], previous: Board | None = None) -> Board:
    """Lay ``sets`` onto the grid deterministically.

    Each set that lies unchanged on ``previous`` stays where it was (matched by its
    order-independent identity, earliest position first). A set that grew out of one there (a run
    extended at its ends, a group given more tiles, a set begun with tiles still to come) stays on
    its tiles' cells where there is room; the others go first-fit into the earliest free stretch,
    top to bottom and left to right, keeping a gap to every other set; rows are filled to
    ``ROW_WIDTH`` columns first (the grid's full width only when that is full). If they do not all
    fit around the kept sets, everything is laid out afresh.
    """
    wanted = [tuple(s) for s in sets]
    if sum(len(s) for s in wanted) > ROWS * COLUMNS:
        raise BoardFullError("more tiles than cells")
    kept: list[PlacedSet] = []
    remaining = list(wanted)
    if previous is not None:
        by_key: dict[tuple[Tile, ...], list[PlacedSet]] = {}
        for placed in previous.placed_sets():
            by_key.setdefault(set_key(placed.tiles), []).append(placed)
        remaining = []
        for s in wanted:
            spots = by_key.get(set_key(s))
            if spots:
                spot = spots.pop(0)
                kept.append(PlacedSet(spot.row, spot.col, s))
            else:
                remaining.append(s)
        others = [spot for spots in by_key.values() for spot in spots]
        others.sort(key=lambda spot: (spot.row, spot.col))
        remaining = _grown_in_place(kept, remaining, others)
        remaining = _near_home(kept, remaining, previous)
    board = _first_fit(Board.from_placed(kept), remaining)
    if board is None:
        board = _first_fit(Board(), wanted)
    if board is None:
        raise BoardFullError(f"{len(wanted)} sets do not fit on the board")
    return board


def _grown_in_place(kept: list[PlacedSet], sets: list[tuple[Tile, ...]],
                    spots: list[PlacedSet]) -> list[tuple[Tile, ...]]:
    """Add to ``kept`` each of ``sets`` that grew out of one of the ``spots`` (each used once) and
    fits there, a gap from every other set; the sets left to lay out."""
    taken: list[set[int]] = [set() for _ in range(ROWS)]
    for placed in kept:
        taken[placed.row].update(range(placed.col, placed.col + len(placed.tiles)))
    left = []
    for s in sets:
        for spot in spots:
            at = _grown_from(s, spot)
            if at is None:
                continue
            col, tiles = at
            if col >= 0 and col + len(tiles) <= COLUMNS and taken[spot.row].isdisjoint(
                    range(col - 1, col + len(tiles) + 1)):
                kept.append(PlacedSet(spot.row, col, tiles))
                taken[spot.row].update(range(col, col + len(tiles)))
                spots.remove(spot)
                break
        else:
            left.append(s)
    return left


def _near_home(kept: list[PlacedSet], sets: list[tuple[Tile, ...]], previous: Board) -> list[tuple[Tile, ...]]:
    """Add to ``kept`` each of ``sets`` made partly of tiles that lay on ``previous`` (a set taken
    apart and made anew), at the free stretch nearest to where most of those tiles lay: a player
    who reworks sets in one corner of the board finds the result there, not at its far end. The
    sets left to lay out (those of new tiles alone, or with no room within reach)."""
    staying = {cell: t for placed in kept for cell, t in zip(placed.cells, placed.tiles, strict=True)}
    where: dict[Tile, list[Cell]] = {}  # the tiles that left their cells: a set's tiles stay put
    for cell, t in previous:
        if staying.get(cell) != t:
            where.setdefault(t, []).append(cell)
    taken: list[set[int]] = [set() for _ in range(ROWS)]
    for placed in kept:
        taken[placed.row].update(range(placed.col, placed.col + len(placed.tiles)))
    left = []
    for s in sets:
        cells = [cell for t in set(s) for cell in where.get(t, ())]
        if not cells:
            left.append(s)
            continue
        row = Counter(cell.row for cell in cells).most_common(1)[0][0]
        home = Cell(row, min(cell.col for cell in cells if cell.row == row))
        spot = _spot_near(taken, len(s), home)
        if spot is None:
            left.append(s)
            continue
        kept.append(PlacedSet(spot.row, spot.col, s))
        taken[spot.row].update(range(spot.col, spot.col + len(s)))
    return left


def _spot_near(taken: list[set[int]], length: int, home: Cell) -> Cell | None:
    """The free stretch for ``length`` tiles nearest to ``home`` (a gap from every other set, within
    ``ROW_WIDTH`` columns, up to two rows away): a row away counts as four columns, so a spot just
    below beats one at the far end of the same row."""
    free = [Cell(row, col) for row in range(max(0, home.row - 2), min(ROWS, home.row + 3))
            for col in range(ROW_WIDTH - length + 1) if taken[row].isdisjoint(range(col - 1, col + length + 1))]
    return min(free, key=lambda c: (4 * abs(c.row - home.row) + abs(c.col - home.col), c.row, c.col), default=None)


def _grown_from(s: tuple[Tile, ...], spot: PlacedSet) -> tuple[int, tuple[Tile, ...]] | None:
    """Where ``s`` starts, and in what order, to keep ``spot``'s tiles on their cells: ``spot`` is a
    stretch of ``s`` (a run grown at its ends), or its tiles are among a group's (which any order
    reads the same); ``None`` when ``s`` did not grow out of it."""
    old = spot.tiles
    if len(old) >= len(s):
        return None
    for start in range(len(s) - len(old) + 1):
        if s[start:start + len(old)] == old:
            return spot.col - start, s
    if is_group(s) and not Counter(old) - Counter(s):  # a group: the old tiles first, as they lay
        grouped = old + tuple((Counter(s) - Counter(old)).elements())
        if is_group(grouped):
            return spot.col, grouped
    return None


def _first_fit(board: Board, sets: Iterable[tuple[Tile, ...]]) -> Board | None:
    cells = board.cells
    taken: list[set[int]] = [set() for _ in range(ROWS)]  # each row's occupied columns
    for cell in cells:
        taken[cell.row].add(cell.col)
    for s in sets:
        spot = _find_spot(taken, len(s))
        if spot is None:
            return None
        for i, t in enumerate(s):
            cells[Cell(spot.row, spot.col + i)] = t
            taken[spot.row].add(spot.col + i)
    return Board(cells)


def _find_spot(taken: list[set[int]], length: int) -> Cell | None:
    """The first cell a set of ``length`` tiles can start at, a gap from every other set (as
    ``Board.free_span``), in rows ``ROW_WIDTH`` wide first, then the grid's whole width."""
    for width in (ROW_WIDTH, COLUMNS):
        for row in range(ROWS):
            columns = taken[row]
            for col in range(width - length + 1):
                if columns.isdisjoint(range(col - 1, col + length + 1)):
                    return Cell(row, col)
    return None
