"""What a turn does to the board: the sets it takes apart or extends, the sets it makes, whether it
only adds rack tiles to the ends of sets, what the played tiles are worth, and what each joker on a
board stands for. Pure values for the screens to put into words."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from .board import Board, Cell, PlacedSet
from .melds import SetKind, read_set, set_key, touching_sets
from .tiles import COLOURS, Tile

Laid = tuple[Tile, ...]
Sets = Sequence[Sequence[Tile]]


@dataclass(frozen=True, slots=True)
class Extension:
    """A board set that gains rack tiles at its ends and is otherwise left as it was."""

    before: Laid
    front: Laid  # added on the left (a run's lower end)
    back: Laid  # added on the right (a run's upper end, or a group's new colours)
    after: Laid


@dataclass(frozen=True, slots=True)
class EndAdditions:
    """A move that moves no board tile: tiles added to the ends of sets, and new sets from the rack."""

    extensions: tuple[Extension, ...]
    new_sets: tuple[Laid, ...]


def changed_sets(before: Sets, after: Sets) -> tuple[tuple[Laid, ...], tuple[Laid, ...]]:
    """The sets of ``before`` that are gone from ``after`` (taken apart or extended), and the sets of
    ``after`` that were not on ``before``; sets compared as the rules do (a group's order does not count)."""
    old = Counter(set_key(s) for s in before)
    new = Counter(set_key(s) for s in after)
    return _pick(before, old - new), _pick(after, new - old)


def end_additions(before: Sets, after: Sets) -> EndAdditions | None:
    """How ``after`` follows from ``before`` by adding tiles only to the ends of sets (and laying new
    sets of tiles that were not on the board); ``None`` when a board tile changes set or place in it."""
    removed, added = changed_sets(before, after)
    board_tiles = Counter(t for s in before for t in s)
    free = list(added)
    extensions = []
    for old in removed:
        match = next((e for s in free if (e := _extension(old, s)) is not None), None)
        if match is None:
            return None
        free.remove(match.after)
        extensions.append(match)
    new_tiles = Counter(t for s in free for t in s) + Counter(t for e in extensions for t in e.front + e.back)
    played = Counter(t for s in after for t in s) - board_tiles
    if new_tiles != played:
        return None  # a board tile went into a new set
    return EndAdditions(tuple(extensions), tuple(free))


@dataclass(frozen=True, slots=True)
class Outline:
    """A finished move in brief, as a log tells it: the sets made of played tiles alone, the other
    played tiles (added to sets on the board), and how many board sets were taken apart or changed
    inside (0 when the move only adds to the ends of sets and lays new ones), and how many jokers it
    won back (a tile took the place a joker held in a board set)."""

    new_sets: tuple[Laid, ...]
    added: tuple[Tile, ...]
    reworked: int
    jokers_won: int = 0


def outline(before: Sets, after: Sets) -> Outline:
    """The move from ``before`` to ``after`` in brief (see ``Outline``)."""
    removed, made = changed_sets(before, after)
    played = Counter(t for s in after for t in s) - Counter(t for s in before for t in s)
    additions = end_additions(before, after)
    if additions is not None:
        new_sets = additions.new_sets
    else:  # the sets that played tiles fill alone, each tile counted once (one played b8 fills one set)
        left = Counter(played)
        picked = []
        for laid in made:
            if not Counter(laid) - left:
                left -= Counter(laid)
                picked.append(laid)
        new_sets = tuple(picked)
    rest = played - Counter(t for s in new_sets for t in s)
    added = tuple(sorted(rest.elements(), key=lambda t: t.sort_key))
    if additions is not None:
        return Outline(new_sets, added, 0)
    return Outline(new_sets, added, len(removed), jokers_won(removed, made))


def jokers_won(removed: Sequence[Laid], made: Sequence[Laid]) -> int:
    """How many of the jokers in the ``removed`` sets a move won back: tiles they could stand for (in a
    group, any colour missing) took their places, the set's other tiles kept together with them in one
    of the ``made`` sets."""
    won = 0
    for old in removed:
        reading = read_set(old)
        if reading is None:
            continue
        meant = [m for t, m in zip(old, reading.stands_for, strict=True) if t.is_joker]
        if not meant:
            continue
        numbered = Counter(t for t in old if not t.is_joker)
        if reading.kind is SetKind.GROUP:
            colours = {t.colour for t in numbered}
            wanted = {Tile(colour, meant[0].number) for colour in COLOURS if colour not in colours}
        else:
            wanted = set(meant)
        most = 0
        for new in made:
            if numbered - Counter(new):
                continue  # the set's tiles went apart
            extra = Counter(new) - numbered
            most = max(most, min(len(meant), sum(extra[t] for t in wanted)))
        won += most
    return won


def points_played(before: Sets, after: Sets) -> int:
    """What the tiles played from the rack are worth where they lie: numbers, and jokers as the tile
    they stand for (0 for a tile in a set that is not valid). For an opening, the opening's value."""
    played = Counter(t for s in after for t in s) - Counter(t for s in before for t in s)
    _, added = changed_sets(before, after)
    total = 0
    for laid in added:
        reading = read_set(laid)
        if reading is None:
            continue
        for t, meant in zip(laid, reading.stands_for, strict=True):
            if played[t] > 0:
                played[t] -= 1
                total += meant.number or 0
    return total


def joker_meanings(board: Board) -> dict[Cell, Tile]:
    """The tile each joker on the board stands for, for jokers in valid sets."""
    meanings: dict[Cell, Tile] = {}
    for placed in board.placed_sets():
        for cell, meant in zip(placed.cells, stands_for(placed.tiles), strict=True):
            if meant is not None:
                meanings[cell] = meant
    return meanings


def stands_for(tiles: Sequence[Tile]) -> tuple[Tile | None, ...]:
    """Position by position, the tile a joker stands for in this set (``None`` for a numbered tile,
    and for every tile of a set that is not valid: there a joker stands for nothing yet). Two valid
    sets that touch (``touching_sets``) are read apart: their jokers keep what they stand for."""
    reading = read_set(tiles)
    if reading is None:
        touching = touching_sets(tiles)
        if touching is not None:
            return stands_for(touching[0]) + stands_for(touching[1])
        return (None,) * len(tiles)
    return tuple(meant if t.is_joker else None for t, meant in zip(tiles, reading.stands_for, strict=True))


def _extension(old: Laid, new: Laid) -> Extension | None:
    reading, old_reading = read_set(new), read_set(old)
    if len(new) <= len(old) or reading is None or old_reading is None:
        return None
    if reading.kind is SetKind.GROUP and old_reading.kind is SetKind.GROUP:
        if Counter(old) - Counter(new):
            return None
        rest = Counter(new) - Counter(old)
        back = []
        for t in new:
            if rest[t] > 0:
                rest[t] -= 1
                back.append(t)
        return Extension(old, (), tuple(back), new)
    for start in range(len(new) - len(old) + 1):
        if new[start:start + len(old)] == old:
            return Extension(old, new[:start], new[start + len(old):], new)
    return None


def _pick(sets: Sets, keys: Counter[tuple[Tile, ...]]) -> tuple[Laid, ...]:
    wanted = Counter(keys)
    picked = []
    for s in sets:
        k = set_key(s)
        if wanted[k] > 0:
            wanted[k] -= 1
            picked.append(tuple(s))
    return tuple(picked)


def _take(counts: Counter[Any], key: Any) -> bool:
    """Take one ``key`` from ``counts`` if there is one left; whether there was."""
    if counts[key] > 0:
        counts[key] -= 1
        return True
    return False


def follow_marks(marks: dict[Cell, Tile], old: Board, new: Board) -> dict[Cell, Tile]:
    """Where marked tiles lie after a later move took the board from ``old`` to ``new``: on their
    cell while it holds them, else on a cell the move put that tile on (of twins, the nearer); a
    tile no longer on the board is left out. An earlier move's line, clicked, marks the tiles it
    laid where they are now: matched by value alone, a twin or a pushed set marked the wrong ones."""
    followed = {cell: t for cell, t in marks.items() if new[cell] == t}
    arrived: dict[Tile, list[Cell]] = {}
    for cell, t in new:
        if old[cell] != t and cell not in followed:
            arrived.setdefault(t, []).append(cell)
    for cell, t in sorted(marks.items()):
        if new[cell] == t:
            continue
        spots = arrived.get(t, [])
        if spots:
            nearest = min(spots, key=partial(_distance, cell))
            spots.remove(nearest)
            followed[nearest] = t
    return followed


def _unmatched(sets: list[PlacedSet], others: list[PlacedSet]) -> list[PlacedSet]:
    """The sets with no same set among ``others``: one in the same place first, else anywhere. A
    move that made a second Black 8, Red 8, Blue 8 kept the first where it lay; matched in the
    order they lie, the new one had counted as the old one, and its laid tile went unmarked."""
    counts = Counter(set_key(p.tiles) for p in others)
    places = {(p.row, p.col, set_key(p.tiles)) for p in others}
    stayed = [p for p in sets if (p.row, p.col, set_key(p.tiles)) in places and _take(counts, set_key(p.tiles))]
    return [p for p in sets if p not in stayed and not _take(counts, set_key(p.tiles))]


def _distance(one: Cell, other: Cell) -> tuple[int, Cell]:
    return abs(one.row - other.row) + abs(one.col - other.col), other


def move_marks(old: Board, new: Board) -> dict[Cell, Tile]:
    """What a move laid or moved, where: the tiles it laid from a rack, and the tiles each set it
    made or changed did not hold before (moved from other sets). The sets it only pushed along, and
    the tiles a set kept while the move added to it (Blue 10-13 when Blue 9 went before them), are
    not marked: a newcomer saw a whole run marked for the one tile laid. Of twins, the copy that
    was not on its cell before is the one laid (both when that cannot be told)."""
    gone = _unmatched(old.placed_sets(), new.placed_sets())  # the sets the move changed
    made = _unmatched(new.placed_sets(), old.placed_sets())  # others as they were
    in_made = {cell for p in made for cell in p.cells}
    fresh: dict[Cell, Tile] = {}  # the laid copies
    for tile, count in (new.tiles() - old.tiles()).items():
        cells = [cell for cell, t in new if t == tile and old[cell] != tile and cell in in_made]
        fresh.update((cell, tile) for cell in cells if len(cells) > count or cells.index(cell) < count)

    def shared(one: PlacedSet, other: PlacedSet) -> int:
        return sum((Counter(one.tiles) & Counter(other.tiles)).values())

    changed = dict(fresh)
    for placed in made:
        # The set it was before: the changed set it shares most tiles with, when it is also the
        # one that set shares most with (a run that gave its Red 7 to a group stays the run's).
        was = max(gone, key=lambda p: shared(placed, p), default=None)
        stayed: Counter[Tile] = Counter()
        if was is not None and max(made, key=partial(shared, other=was)) is placed:
            stayed = Counter(placed.tiles) & Counter(was.tiles)
        for cell, t in zip(placed.cells, placed.tiles, strict=True):
            if cell in fresh:
                continue
            if stayed[t] > 0:
                stayed[t] -= 1  # in this set before the move too
            elif old[cell] != t:
                changed[cell] = t
    return changed
