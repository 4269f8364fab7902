"""The move finder: the legal move that places the most rack tiles, and hints built on it.

``best_move`` is exact: it never places fewer tiles than the best legal move, and among those it
places the numbered tiles worth most. The search (``solver_search``) works on tile counts; this
module turns boards and racks into counts, lays the solution out as sets, and keeps every board
set that the move does not need to touch exactly as it was.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from . import solver_fit, solver_search
from .melds import is_group, is_valid_set, set_key
from .solver_keep import keep_unchanged
from .solver_runs import CELLS, COLOURS, MAX_JOKERS, NUMBERS, cell_index
from .solver_search import INFINITE
from .solver_sets import Laid, build_sets
from .tiles import MAX_NUMBER, NUMBERED_TILES, Tile, format_tiles

DEFAULT_THRESHOLD = 30
MAX_COPIES = 3
# Cells each search may expand in a round before the other one has its turn. 7,000 rather than
# 6,000: 3.5% fewer cells over 1,200 opened dealt positions of seeds 12-16 (not used for choosing
# it), and the hardest race 19% shorter; on seeds 1-11 the hardest 13-21% shorter.
_FIRST_WORK = 7000
_LAYOUT_WORK = 3000  # cells all the searches for an unchanged-sets layout may expand together
_SUBSET_RACK = 4  # racks of this many tiles or fewer are solved by trying their subsets (_best_subset)

Board = Sequence[Sequence[Tile]]


def _native_search() -> type[solver_search.Search] | None:
    """The same search compiled to native code when the install could build it (hatch_build.py):
    about six times as fast on the hardest positions; ``None`` where it was not built."""
    try:
        native = importlib.import_module("rummi_solver_native")
    except ImportError:
        return None
    found: type[solver_search.Search] = native.Search
    return found


NATIVE_SEARCH = _native_search()
# The search the move finder runs: the compiled one where there is one.
Search: type[solver_search.Search] = NATIVE_SEARCH or solver_search.Search


@dataclass(frozen=True, slots=True)
class Hint:
    """The best move, in a form a player can follow.

    ``board`` is the whole board after the move; ``played`` the rack tiles it places; ``removed``
    the board sets it takes apart or extends (as they were) and ``added`` the sets that take their
    place (with the played tiles). Sets that do not change appear in neither. ``text`` says it in
    English; user interfaces build their own sentence from the structured fields.
    """

    board: tuple[Laid, ...]
    played: tuple[Tile, ...]
    removed: tuple[Laid, ...]
    added: tuple[Laid, ...]
    opening: bool
    text: str

    @property
    def points(self) -> int:
        """The value of the numbered tiles played (the tie-break between moves)."""
        return sum(t.number or 0 for t in self.played)


def best_move(board: Board, rack: Iterable[Tile], opened: bool,
              threshold: int = DEFAULT_THRESHOLD, weights: Sequence[int] | None = None,
              keep: Iterable[Tile] = ()) -> list[Laid] | None:
    """The board after the legal move that places the most rack tiles, or ``None`` if none.

    Before opening, the move lays new sets from the rack worth at least ``threshold`` beside the
    untouched board; after opening, any rearrangement that keeps every board tile. Among moves
    placing as many tiles, the one whose placed numbered tiles are worth most wins. Board sets
    that the move need not touch stay as they were, first and in their order.

    ``weights`` (after opening) changes the tie-break: ``weights[n - 1]`` (1 to 13) is what a tile
    of number ``n`` is worth instead of its number, so that the move keeps back what weighs least.

    ``keep`` are rack tiles the move must lay (a player who laid them already this turn asks how to
    go on): the best of the moves that lay them all, ``None`` when none does.
    """
    laid = [tuple(s) for s in board]
    rack_tiles = list(rack)
    _check(laid, rack_tiles)
    must_lay = list(keep)
    if Counter(must_lay) - Counter(rack_tiles):
        raise ValueError(f"tiles to keep that are not on the rack: {format_tiles(must_lay)}")
    optional = list((Counter(rack_tiles) - Counter(must_lay)).elements()) if must_lay else rack_tiles
    if not rack_tiles:
        return None
    # Only moves that place a tile are asked for: where none can be placed (most turns of a game)
    # the search proves it at once instead of deepening its budget round by round up to the draw.
    # 300 positions of max-tiles games: 24% fewer cells searched, 57% fewer before opening.
    some = None if must_lay else _at_least_one(len(optional))
    if not opened:
        found = _solve(must_lay, optional, threshold, opening=True, limit=some)
        if found is None or not found[1]:
            return None
        return laid + _tidy(found[1])
    board_tiles = [t for s in laid for t in s]
    if len(optional) <= _SUBSET_RACK:
        # A few tiles: the subsets of the rack, most tiles and most worth first, each asked of the
        # yes/no search until one fits; then only that subset's layout is searched. Late in a game
        # the move finder spent 20-40 ms proving that two or three tiles do not go on a big board.
        chosen = _best_subset(board_tiles + must_lay, optional, weights)
        if chosen is None and must_lay and places_all(board_tiles, must_lay):
            chosen = []
        if chosen is None:
            return None
        found = _solve(board_tiles + must_lay + chosen, [], 0, opening=False, board=laid, weights=weights)
    else:
        found = _solve(board_tiles + must_lay, optional, 0, opening=False, board=laid, weights=weights, limit=some)
    if found is None:
        return None
    _, rebuilt = found
    placed = Counter(t for s in rebuilt for t in s) - Counter(t for s in laid for t in s)
    if not placed:
        return None

    spent = [0]
    laid_tiles = list(placed.elements())

    def fits(sets: Sequence[Laid]) -> bool:
        # Whether the same tiles go into these sets alone. Bounded: past its share of work the
        # answer counts as no (the set is opened).
        left = _LAYOUT_WORK - spent[0]
        return left > 0 and places_all([t for s in sets for t in s] + laid_tiles, [], max_work=left,
                                       spent=spent) is True

    def layout(sets: Sequence[Laid]) -> list[Laid] | None:
        found = _solve([t for s in sets for t in s] + laid_tiles, [], 0, opening=False, board=sets,
                       max_work=_LAYOUT_WORK, weights=weights)
        return None if found is None else found[1]

    kept, rest = keep_unchanged(laid, placed.elements(), rebuilt, layout, fits)
    return [laid[k] for k in kept] + _tidy(rest)


def _best_subset(board_tiles: list[Tile], rack: list[Tile], weights: Sequence[int] | None) -> list[Tile] | None:
    """The rack tiles that the best move places (the most, then worth most, as ``best_move``
    counts worth), found by asking ``places_all`` of the rack's subsets; ``None`` if none fits."""
    values = list(range(1, MAX_NUMBER + 1)) if weights is None else [int(w) for w in weights]

    def worth(tiles: tuple[Tile, ...]) -> int:
        return sum(values[t.number - 1] for t in tiles if t.number is not None)

    for size in range(len(rack), 0, -1):
        subsets = sorted({tuple(sorted(c, key=lambda t: t.sort_key)) for c in combinations(rack, size)},
                         key=lambda c: (-worth(c), [t.sort_key for t in c]))
        for subset in subsets:
            if places_all(board_tiles, subset):
                return list(subset)
    return None


def _at_least_one(optional: int) -> int:
    """The most a solution may lose (see ``_solve``) and still place one of ``optional`` tiles:
    every tile left over loses a unit and less than a unit in all for their values."""
    return optional * _unit(optional) - 1


def _unit(optional: int) -> int:
    """What one optional tile left over costs a solution, over any difference in points."""
    return MAX_NUMBER * optional + 1


def places_all(board_tiles: Iterable[Tile], rack: Iterable[Tile], max_work: int | None = None,
               spent: list[int] | None = None) -> bool | None:
    """Whether a player who has opened can lay every rack tile on a board of these tiles at once;
    ``None`` when ``max_work`` steps were not enough to tell (``spent`` adds them up). With up to
    two jokers the yes/no search of ``solver_fit`` answers (a step a number visited from a state),
    with more the move finder (a step a cell expanded)."""
    tiles = [*board_tiles, *rack]
    cells, jokers = _counts(tiles)
    if jokers <= solver_fit.MOST_JOKERS and max(cells, default=0) <= MAX_COPIES:
        rows = [cells[n * COLOURS:(n + 1) * COLOURS] for n in range(NUMBERS)]
        return solver_fit.fits_all(rows, jokers, max_work=max_work, spent=spent)
    used = [0]
    found = _solve(tiles, [], 0, opening=False, max_work=max_work, spent=used)
    if spent is not None:
        spent[0] += used[0]
    if found is None and max_work is not None and used[0] >= max_work:
        return None
    return found is not None


def hint(board: Board, rack: Iterable[Tile], opened: bool,
         threshold: int = DEFAULT_THRESHOLD, keep: Iterable[Tile] = ()) -> Hint | None:
    """The best move (the opening, before the player has opened) with what changes on the board;
    with ``keep``, the best that lays those rack tiles (see ``best_move``)."""
    before = [tuple(s) for s in board]
    after = best_move(before, rack, opened, threshold, keep=keep)
    if after is None:
        return None
    played = Counter(t for s in after for t in s) - Counter(t for s in before for t in s)
    old = Counter(set_key(s) for s in before)
    new = Counter(set_key(s) for s in after)
    removed_keys = old - new
    added_keys = new - old
    removed = _pick(before, removed_keys)
    added = _pick(after, added_keys)
    tiles = tuple(sorted(played.elements(), key=lambda t: t.sort_key))
    return Hint(tuple(after), tiles, tuple(removed), tuple(added), not opened,
                _describe(tiles, removed, added, opened))


# --- the search -------------------------------------------------------------------------------


def _check(board: list[Laid], rack: list[Tile]) -> None:
    for s in board:
        if not is_valid_set(s):
            raise ValueError(f"not a valid set on the board: {format_tiles(s)}")
    counts = Counter(t for s in board for t in s) + Counter(rack)
    for t, n in counts.items():
        if t.is_joker and n > MAX_JOKERS:
            raise ValueError(f"at most {MAX_JOKERS} jokers, not {n}")
        if not t.is_joker and n > MAX_COPIES:
            raise ValueError(f"at most {MAX_COPIES} copies of {t}, not {n}")


# The search's cell of each numbered tile (jokers are counted apart).
_CELL_OF = {t: cell_index(n, c.order) for (c, n), t in NUMBERED_TILES.items()}


def _counts(tiles: Iterable[Tile]) -> tuple[list[int], int]:
    cells = [0] * CELLS
    jokers = 0
    for t in tiles:
        i = _CELL_OF.get(t)
        if i is None:
            jokers += 1
        else:
            cells[i] += 1
    return cells, jokers


def _mirror_cells(cells: list[int]) -> list[int]:
    """Counts per cell with the numbers the other way up (n becomes 14 - n)."""
    return [cells[(NUMBERS - 1 - i // COLOURS) * COLOURS + i % COLOURS] for i in range(CELLS)]


def _solve(must: Sequence[Tile], optional: Sequence[Tile], threshold: int, opening: bool,
           limit: int | None = None, board: Sequence[Laid] = (),
           max_work: int | None = None, spent: list[int] | None = None,
           directions: tuple[bool, ...] = (False, True),
           weights: Sequence[int] | None = None) -> tuple[int, list[Laid]] | None:
    """Sets using every ``must`` tile and as many ``optional`` ones as possible, with the loss
    (what is left over, see ``Search``); ``None`` when impossible (or a loss above ``limit``, or
    when ``max_work`` cells were not enough to tell; ``spent`` adds up the cells expanded). Among
    equally good layouts, one close to ``board`` is preferred.

    After opening, two searches race, one taking the numbers upwards and one downwards (the same
    problem mirrored: a hard spot near 13 is far from 1); each gets the same growing share of
    work, so the result does not depend on a clock. ``directions`` says which run (tests).
    """
    grouped = [t for s in board if is_group(s) for t in s]
    # One tile more always beats any difference in points.
    unit = _unit(len(optional))
    cap = INFINITE - 1 if limit is None else limit

    must_cells, must_jokers = _counts(must)
    optional_cells, optional_jokers = _counts(optional)
    grouped_cells = _counts(grouped)[0]

    def start(upside_down: bool) -> solver_search.Search:
        flip = _mirror_cells if upside_down else list
        return Search(flip(must_cells), flip(optional_cells), must_jokers, optional_jokers, max(0, threshold),
                      unit, opening, cap, flip(grouped_cells), values[::-1] if upside_down else values)

    values = list(range(1, NUMBERS + 1)) if weights is None or opening else [int(w) for w in weights]
    if len(values) != NUMBERS or not all(0 <= w <= MAX_NUMBER for w in values):
        raise ValueError(f"weights are {NUMBERS} whole numbers from 0 to {MAX_NUMBER}")
    # A search is set up when it first has its turn: most moves are found in the first one's.
    if not opening and len(directions) == 2 and _low_heavy(must_cells, optional_cells):
        directions = directions[::-1]
    races: list[tuple[solver_search.Search | None, bool]] = [(None, upside_down)
                                               for upside_down in (directions if not opening else (False,))]
    work = _FIRST_WORK if max_work is None else min(_FIRST_WORK, max_work)
    # The memos are given back before the collector runs again (see collector_resting).
    with solver_search.collector_resting():
        try:
            while True:
                for index, (race, upside_down) in enumerate(races):
                    if race is None:
                        race = start(upside_down)
                        races[index] = (race, upside_down)
                    if race.advance(work):
                        plan = race.plan
                        if plan is None:
                            return None
                        sets = build_sets(plan, opening)
                        return plan.loss, [_mirror_set(s) for s in sets] if upside_down else sets
                if max_work is not None and work >= max_work:
                    return None
                work += max(_FIRST_WORK, work // 2)
        finally:
            if spent is not None:
                spent[0] += sum(race.work for race, _ in races if race is not None)
            for race, _ in races:
                if race is not None:
                    race.release()


def _low_heavy(*counts: list[int]) -> bool:
    """Whether there are more tiles of 1 to 6 than of 8 to 13: then the search downwards has the
    first turn. Either way is exact, but a search mostly gets through quicker towards the crowded
    end (782 dealt and game positions: 31% fewer cells than upwards first)."""
    half = 6 * COLOURS
    return sum(sum(c[:half]) for c in counts) > sum(sum(c[-half:]) for c in counts)


def _mirror(t: Tile) -> Tile:
    return t if t.number is None or t.colour is None else NUMBERED_TILES[t.colour, MAX_NUMBER + 1 - t.number]


def _mirror_set(laid: Laid) -> Laid:
    numbered = {t.number for t in laid if not t.is_joker}
    back = tuple(_mirror(t) for t in laid)
    return back if len(numbered) == 1 and len(laid) - sum(t.is_joker for t in laid) > 1 else back[::-1]


def _tidy(sets: list[Laid]) -> list[Laid]:
    """New sets in a stable order: runs by colour and number, then groups by number."""

    def order(laid: Laid) -> tuple[int, int, int, int]:
        first = next(t for t in laid if not t.is_joker)
        if is_group(laid):
            return (1, first.number or 0, 0, len(laid))
        return (0, first.colour.order if first.colour else 0, first.number or 0, len(laid))

    return sorted(sets, key=order)


# --- hints ------------------------------------------------------------------------------------


def _pick(sets: Sequence[Laid], keys: Counter[tuple[Tile, ...]]) -> list[Laid]:
    wanted = Counter(keys)
    picked = []
    for s in sets:
        k = set_key(s)
        if wanted[k] > 0:
            wanted[k] -= 1
            picked.append(s)
    return picked


def _describe(played: Sequence[Tile], removed: Sequence[Laid], added: Sequence[Laid],
              opened: bool) -> str:
    tiles = format_tiles(played)
    if not removed:
        sets = " and ".join(format_tiles(s) for s in added)
        if not opened:
            return f"Open with {sets}" if len(added) > 1 else f"Open with {sets} as a new set"
        return f"Play {sets} as new sets" if len(added) > 1 else f"Play {sets} as a new set"
    if len(removed) == 1 and len(added) == 1:
        return f"Add {tiles} to {format_tiles(removed[0])}"
    taken = " and ".join(format_tiles(s) for s in removed)
    made = " and ".join(format_tiles(s) for s in added)
    return f"Play {tiles}: rearrange {taken} into {made}"
