"""Where selected tiles can go on the board: the cells that click-to-place highlights."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .board import COLUMNS, ROWS, Board, Cell, PlacedSet, on_grid
from .melds import MIN_SET, is_valid_set, order_set, touching_sets
from .tiles import JOKER, Tile


def orderings(tiles: Sequence[Tile]) -> list[tuple[Tile, ...]]:
    """The orders in which a selection is tried, best first: as given; as a set laid out
    properly (:func:`~rummi_qt.engine.melds.order_set`) when the tiles form one; and in runs order
    (colour, then number; jokers last), so that tiles picked in any order still extend a run."""
    found: list[tuple[Tile, ...]] = []
    ordered = order_set(tiles)
    for candidate in (tuple(tiles), ordered, tuple(sorted(tiles, key=lambda t: t.sort_key))):
        if candidate is not None and candidate not in found:
            found.append(candidate)
    return found


def placement_options(board: Board, tiles: Sequence[Tile],
                      movable: Callable[[Cell], bool] | None = None) -> dict[Cell, tuple[Tile, ...]]:
    """Each cell where the selection can start as a row, with the order to lay it in.

    ``tiles`` are not on ``board`` (to move board tiles, pass the board without them). Laid from
    the cell rightwards over empty cells, the tiles either

    * touch existing tiles on the left, the right or both (extending a set at an end, or joining
      two sets across a gap of exactly their length), and the whole row they then form is a valid
      set, or beside tiles that are no set yet, one that more tiles at its ends would make valid
      (``r9`` before a lone ``r10``), or (with ``movable``, the tiles that may move) they end one
      set against the next, which ``room_for`` then pushes a cell along (``o11`` after the group
      ``k11 b11 r11`` with ``r3 r4 r5`` a cell beyond it); or
    * touch nothing: a new set, valid or not yet (a player builds a set tile by tile), in the
      first order that makes it valid (:func:`row_order`). Only the
      first start of each empty stretch is offered, one cell in from a neighbouring set (the
      leftmost cell where the row fits and keeps a gap on both sides), and of the empty rows only
      the first; on an empty board that is its first cell, so the highlights stay few.

    The order tried first wins: the selection as given, then :func:`orderings`.
    """
    if not tiles:
        return {}
    count = len(tiles)
    candidates = orderings(tiles)
    fresh = row_order(tiles)
    found: dict[Cell, tuple[Tile, ...]] = {}
    empty_rows = [row for row in range(ROWS) if not any(cell.row == row for cell, _ in board)]
    for row in range(ROWS):
        if row in empty_rows[1:]:
            continue  # one empty row is offered, the first: a column of lit cells puzzled newcomers
        for col in range(COLUMNS - count + 1):
            if any(Cell(row, c) in board for c in range(col, col + count)):
                continue
            left = _tiles_leftwards(board, row, col - 1)
            right = _tiles_rightwards(board, row, col + count)
            if left or right:
                # A valid set first; else, beside a set still being built (a lone r10), a row that
                # more tiles would make one (r9 r10).
                fit = next((o for o in candidates if is_valid_set(left + o + right)), None)
                if fit is None and not is_valid_set(left or right):
                    fit = next((o for o in candidates if _set_so_far(left + o + right)), None)
                if fit is None and movable is not None and left and right:
                    fit = next((o for o in candidates if _pushes_apart(board, Cell(row, col), o, left, right, movable)),
                               None)
                if fit is not None:
                    found[Cell(row, col)] = fit
            elif _first_free_start(board, row, col):
                found[Cell(row, col)] = fresh
    return found


def _pushes_apart(board: Board, cell: Cell, order: Sequence[Tile], left: Sequence[Tile], right: Sequence[Tile],
                  movable: Callable[[Cell], bool]) -> bool:
    """Whether ``order`` laid from ``cell`` between two sets extends one of them into a valid set and
    ``room_for`` can push the other one a cell away."""
    laid = board
    for offset, t in enumerate(order):
        laid = laid.with_tile(Cell(cell.row, cell.col + offset), t)
    if is_valid_set((*left, *order)):
        end = Cell(cell.row, cell.col + len(order) - 1)
    elif is_valid_set((*order, *right)):
        end = cell
    else:
        return False
    return bool(room_for(laid, end, movable))


def row_order(tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    """The order to lay a selection as a set of its own: the first of :func:`orderings` that is a
    valid set (picked as ``b8 b10 b9``, laid ``b8 b9 b10``), else as given."""
    return next((o for o in orderings(tiles) if is_valid_set(o)), tuple(tiles))


def joinable_sets(board: Board, tiles: Sequence[Tile]) -> list[PlacedSet]:
    """The board's sets that ``tiles`` (from the rack) can join: those that, with the tiles added,
    make one valid set (laid as :func:`~rummi_qt.engine.melds.order_set` lays it), in board order.
    A set still being built this turn counts too, when the tiles complete it."""
    if not tiles:
        return []
    return [placed for placed in board.placed_sets() if order_set((*placed.tiles, *tiles)) is not None]


def placement_cells(board: Board, tiles: Sequence[Tile], movable: Callable[[Cell], bool] | None = None) -> set[Cell]:
    """The first cells of the places where the selection can be laid as a row (see
    :func:`placement_options`)."""
    return set(placement_options(board, tiles, movable))


def _tiles_leftwards(board: Board, row: int, col: int) -> tuple[Tile, ...]:
    """The tiles of the set ending at (row, col), left to right; empty if that cell is empty."""
    found: list[Tile] = []
    while col >= 0 and (t := board[Cell(row, col)]) is not None:
        found.append(t)
        col -= 1
    return tuple(reversed(found))


def _tiles_rightwards(board: Board, row: int, col: int) -> tuple[Tile, ...]:
    found: list[Tile] = []
    while col < COLUMNS and (t := board[Cell(row, col)]) is not None:
        found.append(t)
        col += 1
    return tuple(found)


def _first_free_start(board: Board, row: int, col: int) -> bool:
    """Whether a new set starts here: the leftmost start in its empty stretch that keeps a gap
    to the set before it. The caller has checked that the cell after the row is empty."""
    if col == 0:
        return True
    # The cell before is the gap; the one before that must end a set (were it empty, or the
    # board's first cell, the row could start further left).
    return Cell(row, col - 1) not in board and col >= 2 and Cell(row, col - 2) in board


def room_for(board: Board, cell: Cell, movable: Callable[[Cell], bool] = lambda _cell: True) -> list[tuple[Cell, Cell]]:
    """The moves that push a set one cell away from the tile just laid at ``cell``, when that tile
    ended one set against the next: the row then reads as one set that is none, and a player would
    push the other set along to make room. Where the set pushed would then touch the one beyond it,
    the rest of the row moves along with it (sets are laid a cell apart). Empty when the row is not
    two touching sets split at the tile, when the grid has no room, or when a tile to move may not
    move (``movable``: before opening, only the turn's own tiles)."""
    placed = next((p for p in board.placed_sets() if p.row == cell.row
                   and p.col <= cell.col < p.col + len(p.tiles)), None)
    if placed is None:
        return []
    halves = touching_sets(placed.tiles)
    if halves is None:
        return []
    split = placed.col + len(halves[0])  # the first column of the second set
    if cell.col == split - 1:  # laid at the end of the first: the second moves right
        return _pushed(board, cell.row, split, placed.col + len(placed.tiles) - 1, 1, movable)
    if cell.col == split:  # laid at the front of the second: the first moves left
        return _pushed(board, cell.row, placed.col, split - 1, -1, movable)
    return []


def room_in(board: Board, cell: Cell, tile: Tile,
            movable: Callable[[Cell], bool] = lambda _cell: True) -> tuple[list[tuple[Cell, Cell]], Cell] | None:
    """Room for ``tile`` dropped on a tile of a set at ``cell``, in front of that tile, when the set
    with it there is valid (``r9`` on ``r10`` of ``r7 r8 r10``): the moves that make room, and the
    cell the tile then lands in. On a set's first tile with a free cell before it, the tile lands
    there when that makes the row a set (filling a gap between two parts of a run); otherwise the
    tiles from ``cell`` on move a cell right (with the rest of the row where it would touch, as
    ``room_for``), or without room there those before it move a cell left and the tile lands just
    before ``cell``. ``None`` when the tile does not go there or there is no room."""
    placed = next((p for p in board.placed_sets() if p.row == cell.row
                   and p.col <= cell.col < p.col + len(p.tiles)), None)
    if placed is None:
        return None
    at = cell.col - placed.col
    if at == 0 and cell.col > 0 and board[Cell(cell.row, cell.col - 1)] is None:
        # The cell before is free: the tile goes there when the row it then makes is a set (``k7``
        # on the ``k8`` of ``k5 k6 _ k8`` fills the gap), nothing moving.
        before = _tiles_leftwards(board, cell.row, cell.col - 2)
        if _set_so_far((*before, tile, *placed.tiles)):
            return [], Cell(cell.row, cell.col - 1)
    if not _set_so_far((*placed.tiles[:at], tile, *placed.tiles[at:])):
        return None
    last = placed.col + len(placed.tiles) - 1
    right = _pushed(board, cell.row, cell.col, last, 1, movable)
    if right:
        return right, cell
    if at > 0:
        left = _pushed(board, cell.row, placed.col, cell.col - 1, -1, movable)
        if left:
            return left, Cell(cell.row, cell.col - 1)
    return None


def _set_so_far(tiles: tuple[Tile, ...]) -> bool:
    """A valid set, or one being built that more tiles at its ends would make valid (``r9 r10``; not
    ``r10 r9``)."""
    if is_valid_set(tiles):
        return True
    short = MIN_SET - len(tiles)
    return short > 0 and (is_valid_set(tiles + (JOKER,) * short) or is_valid_set((JOKER,) * short + tiles))


def close_gap(board: Board, cell: Cell,
              movable: Callable[[Cell], bool] = lambda _cell: True) -> list[tuple[Cell, Cell]]:
    """The moves that close the gap a tile left at ``cell`` in the middle of a set, when what is left
    reads as one set (``o12 k12 _ J``: the joker moves in); none when each side is a set of its own
    (the player split a run) or together they are none, or a tile may not move."""
    if board[cell] is not None:
        return []
    left = _tiles_leftwards(board, cell.row, cell.col - 1)
    right = _tiles_rightwards(board, cell.row, cell.col + 1)
    if not left or not right or not is_valid_set(left + right) or (is_valid_set(left) and is_valid_set(right)):
        return []
    moving = [Cell(cell.row, cell.col + 1 + k) for k in range(len(right))]
    if not all(movable(c) for c in moving):
        return []
    return [(c, Cell(c.row, c.col - 1)) for c in moving]


def _pushed(board: Board, row: int, first: int, last: int, step: int,
            movable: Callable[[Cell], bool]) -> list[tuple[Cell, Cell]]:
    """The moves that shift the set from column ``first`` to ``last`` one cell by ``step`` (+1 right,
    -1 left), the rest of the row beyond it too when it would touch the next set; empty without room
    on the grid or when a tile may not move. The tile at the front of the way goes first."""
    cols = sorted(c.col for c, _ in board if c.row == row)
    beyond = last + 2 if step > 0 else first - 2
    if 0 <= beyond < COLUMNS and board[Cell(row, beyond)] is not None:  # it would touch: the rest goes too
        first, last = (first, cols[-1]) if step > 0 else (cols[0], last)
    if not 0 <= (last + 1 if step > 0 else first - 1) < COLUMNS:
        return []
    moving = [Cell(row, c) for c in cols if first <= c <= last]
    if not all(movable(c) for c in moving):
        return []
    return [(c, Cell(row, c.col + step)) for c in (reversed(moving) if step > 0 else moving)]


def moves_in_order(board: Board, moves: Sequence[tuple[Cell, Cell]],
                   spare: Cell | None = None) -> list[tuple[Cell, Cell]] | None:
    """Several board tiles moved at once (each ``(source, target)``), as single moves that can be
    made one after another: each target is empty when its tile arrives (a set moved a cell along
    goes front first). Moves that go round in a circle (two tiles trading places) go through the
    empty cell ``spare``. ``None`` when a source is empty or named twice, a target is off the grid,
    named twice or holds a tile that does not move, or the moves go round in a circle with no
    spare cell."""
    sources = [source for source, _ in moves]
    targets = [target for _, target in moves]
    if (len(set(sources)) < len(sources) or len(set(targets)) < len(targets)
            or any(board[source] is None for source in sources)
            or any(not on_grid(target) or (board[target] is not None and target not in sources)
                   for target in targets)):
        return None
    waiting = [(source, target) for source, target in moves if source != target]
    occupied = {source for source, _ in waiting}
    ordered: list[tuple[Cell, Cell]] = []
    while waiting:
        ready = [(source, target) for source, target in waiting if target not in occupied]
        if not ready:
            if spare is None or board[spare] is not None or spare in occupied or spare in targets:
                return None
            source, target = waiting[0]  # out of the way, in the spare cell, and on from there
            ordered.append((source, spare))
            occupied.discard(source)
            waiting[0] = (spare, target)
            occupied.add(spare)
            spare = None
            continue
        for source, target in ready:
            ordered.append((source, target))
            occupied.discard(source)
        waiting = [move for move in waiting if move not in ready]
    return ordered
