"""Bot players: functions from one seat's view to a move, so the host and a network client can
run the same code. A move is the whole board after the turn, or ``None`` to draw (or pass)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Sequence

from .melds import is_valid_set, set_points
from .solver import best_move
from .tiles import COLOURS, MAX_NUMBER, MIN_NUMBER, Tile
from .views import PlayerView

Sets = list[tuple[Tile, ...]]
Bot = Callable[[PlayerView, random.Random], "Sets | None"]

EASY_DRAW_CHANCE = 0.2


def rack_sets(rack: Sequence[Tile]) -> Sets:
    """Every run and group that the rack's numbered tiles make on their own (no jokers)."""
    present = set(rack)
    found: Sets = []
    for colour in COLOURS:
        for start in range(MIN_NUMBER, MAX_NUMBER - 1):
            length = 0
            while start + length <= MAX_NUMBER and Tile(colour, start + length) in present:
                length += 1
                if length >= 3:
                    found.append(tuple(Tile(colour, start + i) for i in range(length)))
    for number in range(MIN_NUMBER, MAX_NUMBER + 1):
        colours = [c for c in COLOURS if Tile(c, number) in present]
        for size in (3, 4):
            for chosen in itertools.combinations(colours, size):
                found.append(tuple(Tile(c, number) for c in chosen))
    return found


def new_sets_from_rack(rack: Sequence[Tile]) -> Sets:
    """Disjoint sets from the rack, chosen greedily: most tiles first, then most points."""
    left = Counter(rack)
    chosen: Sets = []
    for candidate in sorted(rack_sets(rack), key=lambda s: (len(s), set_points(s)), reverse=True):
        need = Counter(candidate)
        if all(left[t] >= n for t, n in need.items()):
            left -= need
            chosen.append(candidate)
    return chosen


def easy(view: PlayerView, rng: random.Random) -> Sets | None:
    """Lays new sets from its own rack only (enough of them to open), and sometimes draws instead."""
    assert view.rack is not None
    if rng.random() < EASY_DRAW_CHANCE:
        return None
    laid = new_sets_from_rack(view.rack)
    if not laid:
        return None
    opened = view.opened[view.seat]
    if not opened and sum(set_points(s) for s in laid) < view.options.threshold:
        return None
    return view.turn_board.sets() + laid


def extensions(board: Sets, rack: Sequence[Tile]) -> tuple[Sets, list[Tile]]:
    """Add rack tiles one at a time to either end of board sets while any fits; returns the new
    board and the tiles used. Never takes a set apart: that is the normal bot's whole skill."""
    sets = [tuple(s) for s in board]
    left = list(rack)
    used: list[Tile] = []
    changed = True
    while changed:
        changed = False
        for index, laid in enumerate(sets):
            for t in sorted(set(left), key=lambda t: t.sort_key):
                for grown in (laid + (t,), (t,) + laid):
                    if is_valid_set(grown):
                        sets[index] = grown
                        left.remove(t)
                        used.append(t)
                        changed = True
                        break
                if changed:
                    break
            if changed:
                break
    return sets, used


def normal(view: PlayerView, rng: random.Random) -> Sets | None:
    """Lays new sets from its rack and extends board sets at their ends; no full rearrangement."""
    assert view.rack is not None
    laid = new_sets_from_rack(view.rack)
    if not view.opened[view.seat]:
        if not laid or sum(set_points(s) for s in laid) < view.options.threshold:
            return None
        return view.turn_board.sets() + laid
    left = list((Counter(view.rack) - Counter(t for s in laid for t in s)).elements())
    board, used = extensions(view.turn_board.sets() + laid, left)
    return board if laid or used else None


def hard(view: PlayerView, rng: random.Random) -> Sets | None:
    """The exact solver: the legal move (any rearrangement) that places the most rack tiles."""
    assert view.rack is not None
    return best_move(view.turn_board.sets(), view.rack, view.opened[view.seat], view.options.threshold)


LEVELS: dict[str, Bot] = {"easy": easy, "normal": normal, "hard": hard}


def choose(view: PlayerView, level: str, seed: int) -> Sets | None:
    """The move a bot of ``level`` makes from ``view``; deterministic for a seed."""
    return LEVELS[level](view, random.Random(seed))
