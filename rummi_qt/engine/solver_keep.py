"""Keeping a move readable: the board sets it need not touch stay exactly as they were.

The search finds how many tiles a move places, not which sets it leaves alone. Two steps fix
that, both bounded so that they cost little next to the search. First, quick yes/no checks
(``solver_fit``) ask whether the tiles the move places go into the sets near them alone (ring by
ring; a set is near a tile when it holds the same number, or the same colour within two), then
into as few of those as possible, and only that region is laid out anew. Second, the new layout
is compared with the sets it replaced: a set that reappears, whole or inside a longer run, or
among the groups of its number, is given back as it was.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from .melds import Reading, SetKind, is_valid_set, read_set
from .solver_runs import groups_fit
from .tiles import COLOURS, JOKER, NUMBERED_TILES, Tile

Laid = tuple[Tile, ...]
Layout = Callable[[Sequence[Laid]], list[Laid] | None]
Fits = Callable[[Sequence[Laid]], bool]

# Searches on at most this many board tiles look for a smaller region; larger moves keep the
# layout the full search found, and only the comparison.
MAX_REGION_TILES = 24
MAX_REGION_SETS = 8


def keep_unchanged(board: Sequence[Laid], placed: Iterable[Tile], full: list[Laid],
                   layout: Layout, fits: Fits) -> tuple[list[int], list[Laid]]:
    """Which board sets stay (indices, in order) and the sets laid in place of the others.

    ``full`` is the search's layout of the whole board; ``fits(sets)`` says whether the move's
    tiles go into these board sets alone (the others untouched), and ``layout(sets)`` lays them
    out there, or says ``None`` (its work ran out). Only the region finally opened is laid out.
    """
    readings = [_stands_for(s) for s in board]
    tried: dict[tuple[int, ...], bool] = {}

    def attempt(region: Iterable[int]) -> bool:
        chosen = tuple(sorted(region))
        if chosen not in tried:
            tried[chosen] = fits([board[k] for k in chosen])
        return tried[chosen]

    def laid_out(region: Sequence[int]) -> list[Laid] | None:
        return layout([board[k] for k in sorted(region)])

    everything = list(range(len(board)))
    region: list[int] = []
    frontier = [t for t in placed if not t.is_joker]
    found = attempt(region)
    given_up = False
    while not found:
        grown = [k for k in everything if k not in region and _near(readings[k], frontier)]
        size = sum(len(board[k]) for k in region + grown)
        if not grown or size > MAX_REGION_TILES:
            region = everything
            given_up = True
            break
        region.extend(grown)
        frontier = [t for k in grown for t in readings[k]]
        found = attempt(region)

    opened = list(region)
    # A small region is narrowed to the fewest sets that must open, even when it is the whole
    # board (the search's layout may have moved a set that need not move).
    if len(region) <= MAX_REGION_SETS and not given_up:
        opened = []

        def settle(batch: list[int], later: list[int]) -> None:
            if attempt(opened + later):
                return
            if len(batch) == 1:
                opened.append(batch[0])
                return
            half = len(batch) // 2
            settle(batch[:half], batch[half:] + later)
            settle(batch[half:], later)

        settle(sorted(region), [])
        if not attempt(opened):  # the work ran out: open the whole region
            opened = list(region)
    laid = full if opened == everything else laid_out(opened)
    if laid is None and opened != region:
        opened, laid = list(region), laid_out(region)
    if laid is None:
        opened, laid = everything, full
    given_back, rest = match_sets([board[k] for k in opened], laid)
    kept = sorted([k for k in everything if k not in opened] + [opened[k] for k in given_back])
    return kept, rest


def match_sets(old: Sequence[Laid], new: Sequence[Laid]) -> tuple[list[int], list[Laid]]:
    """Which ``old`` sets can be had back from the ``new`` layout, and the layout without them.

    Only exact rewrites of the layout: the same tiles as a set; a run cut out of a longer run
    whose ends stay valid runs; a group taken from the groups of its number whose other tiles
    still make groups.
    """
    # Every set is read once, and its tiles taken as sorted numbers (cheap to compare). The sets
    # laid again as they were (most of them) are matched first, by those numbers; the others then
    # try the rewrites on what is left.
    rest = [_Entry(tuple(s)) for s in new]
    by_tiles: dict[tuple[int, ...], list[int]] = {}
    for k, entry in enumerate(rest):
        by_tiles.setdefault(entry.codes, []).append(k)
    back: list[int] = []
    taken: set[int] = set()
    others: list[tuple[int, _Entry]] = []
    for index, want in enumerate(old):
        entry = _Entry(tuple(want))
        same = by_tiles.get(entry.codes)
        if same:
            taken.add(same.pop(0))
            back.append(index)
        else:
            others.append((index, entry))
    rest = [entry for k, entry in enumerate(rest) if k not in taken]
    for index, entry in others:
        for rewrite in (_inside_run, _among_groups):
            found = rewrite(entry, rest)
            if found is not None:
                back.append(index)
                rest = found
                break
    return sorted(back), [e.laid for e in rest]


class _Entry:
    """A set with its tiles as sorted numbers, and its reading (read when first asked for: most
    sets are matched by their tiles alone)."""

    __slots__ = ("laid", "_reading", "codes")

    def __init__(self, laid: Laid) -> None:
        self.laid = laid
        self._reading: Reading | None | bool = False
        self.codes = tuple(sorted(map(_CODE.__getitem__, laid)))

    @property
    def reading(self) -> Reading | None:
        if self._reading is False:
            self._reading = read_set(self.laid)
        return self._reading  # type: ignore[return-value]


_CODE = {t: k for k, t in enumerate([*NUMBERED_TILES.values(), JOKER])}


def _inside_run(want_entry: _Entry, rest: list[_Entry]) -> list[_Entry] | None:
    reading, want = want_entry.reading, want_entry.laid
    if reading is None or reading.kind is not SetKind.RUN:
        return None
    start = reading.stands_for[0].number or 0
    colour = reading.stands_for[0].colour
    for k, entry in enumerate(rest):
        other, s = entry.reading, entry.laid
        if other is None or other.kind is not SetKind.RUN or other.stands_for[0].colour != colour:
            continue
        offset = start - (other.stands_for[0].number or 0)
        if offset < 0 or offset + len(want) > len(s) or tuple(s[offset:offset + len(want)]) != want:
            continue
        left, right = s[:offset], s[offset + len(want):]
        if all(not part or is_valid_set(part) for part in (left, right)):
            return rest[:k] + [_Entry(part) for part in (left, right) if part] + rest[k + 1:]
    return None


def _among_groups(want_entry: _Entry, rest: list[_Entry]) -> list[_Entry] | None:
    reading, want = want_entry.reading, want_entry.laid
    if reading is None or reading.kind is not SetKind.GROUP:
        return None
    number = reading.stands_for[0].number
    same = [k for k, s in enumerate(rest) if _group_number(s.reading) == number]
    pool = Counter(t for k in same for t in rest[k].laid)
    if Counter(want) - pool:
        return None
    left = pool - Counter(want)
    regrouped = _as_groups(left)
    if regrouped is None:
        return None
    return [s for k, s in enumerate(rest) if k not in same] + [_Entry(g) for g in regrouped]


def _group_number(reading: Reading | None) -> int | None:
    if reading is None or reading.kind is not SetKind.GROUP:
        return None
    return reading.stands_for[0].number


def _as_groups(tiles: Counter[Tile]) -> list[Laid] | None:
    numbered = sorted((t for t in tiles.elements() if not t.is_joker), key=lambda t: t.group_sort_key)
    jokers = tiles[JOKER]
    if not numbered:
        return [] if not jokers else None
    most = max(Counter(t.colour for t in numbered).values())
    count = groups_fit(most, len(numbered), jokers)
    if not count:
        return None
    groups: list[list[Tile]] = [[] for _ in range(count)]
    by_colour = sorted(numbered, key=lambda t: COLOURS.index(t.colour) if t.colour else 0)
    for k, t in enumerate(by_colour):
        groups[k % count].append(t)
    for target in (3, 4):
        for group in groups:
            while jokers and len(group) < target:
                group.append(JOKER)
                jokers -= 1
    return [tuple(g) for g in groups]


def _stands_for(laid: Laid) -> list[Tile]:
    reading = read_set(laid)
    return list(reading.stands_for) if reading is not None else [t for t in laid if not t.is_joker]


def _near(tiles: Sequence[Tile], others: Sequence[Tile]) -> bool:
    return any(t.number == o.number or (t.colour == o.colour and abs((t.number or 0) - (o.number or 0)) <= 2)
               for t in tiles for o in others)
