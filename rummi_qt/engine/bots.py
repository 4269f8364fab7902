"""Bot players: functions from one seat's view to a move, so the host and a network client can
run the same code. A move is the whole board after the turn, or ``None`` to draw (or pass)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Sequence

from .expert import expert_move
from .melds import growths, set_points
from .reading import guarded_move
from .solver import best_move
from .tiles import COLOURS, JOKER, MAX_NUMBER, MIN_NUMBER, NUMBERED_TILES, Tile
from .views import PlayerView

Sets = list[tuple[Tile, ...]]
Bot = Callable[[PlayerView, random.Random], "Sets | None"]

EASY_DRAW_CHANCE = 0.2


def rack_sets(rack: Sequence[Tile]) -> Sets:
    """Every run and group that the rack's numbered tiles make on their own (no jokers)."""
    present = set(rack)
    found: Sets = []
    for row in _ROWS:
        for start in range(MIN_NUMBER, MAX_NUMBER - 1):
            length = 0
            while start + length <= MAX_NUMBER and row[start + length] in present:
                length += 1
                if length >= 3:
                    found.append(row[start:start + length])
    for number in range(MIN_NUMBER, MAX_NUMBER + 1):
        here = [row[number] for row in _ROWS if row[number] in present]
        for size in (3, 4):
            found.extend(itertools.combinations(here, size))
    return found


# Each colour's tiles by number (index 0 unused), made once: building a Tile checks it, and that
# was a third of what a simple client spent a turn.
_ROWS = [(JOKER, *(NUMBERED_TILES[colour, n] for n in range(MIN_NUMBER, MAX_NUMBER + 1))) for colour in COLOURS]


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
    """Add rack tiles one at a time to board sets, at an end or by splitting a run, while any fits;
    returns the new board and the tiles used. No wider rearrangement: that is the hard bot's."""
    sets = [tuple(s) for s in board]
    left = list(rack)
    used: list[Tile] = []
    while True:
        move = next(((index, t, ways[0]) for index, laid in enumerate(sets)
                     for t in sorted(set(left), key=lambda t: t.sort_key)
                     if (ways := growths(laid, t))), None)
        if move is None:
            return sets, used
        index, t, replacement = move
        sets[index:index + 1] = replacement
        left.remove(t)
        used.append(t)


def normal(view: PlayerView, rng: random.Random) -> Sets | None:
    """Lays new sets from its rack, extends board sets and splits runs; no full rearrangement."""
    assert view.rack is not None
    laid = new_sets_from_rack(view.rack)
    if not view.opened[view.seat]:
        if not laid or sum(set_points(s) for s in laid) < view.options.threshold:
            return None
        return view.turn_board.sets() + laid
    left = list((Counter(view.rack) - Counter(t for s in laid for t in s)).elements())
    board, used = extensions(view.turn_board.sets() + laid, left)
    return board if laid or used else None


# What a tile left on the rack weighs in the hard bot's tie-break between moves that place as many
# tiles (index n - 1 for number n; a joker weighs 0). A 1 or a 13 fits one run (1 2 3, 11 12 13), a
# 2 or a 12 two, the rest three: the awkward tiles go out first, the easy ones and jokers stay.
# On its own this measured no more than level with a plain max-tiles bot (49.8% of 1,000 paired
# heads-up games); so did holding tiles back for later turns, keeping jokers at the price of a
# tile, and choosing between equal moves by the draws that would complete the tiles left. What
# beats max-tiles is reading the opponents (``reading.guarded_move``).
KEEP_WEIGHTS = (13, 9, 5, 4, 4, 4, 4, 4, 4, 4, 5, 9, 13)
# When an opponent holds this few tiles the game may end on their next turn: then the hard bot
# sheds points instead (the plain tie-break lays the highest numbers).
SHED_AT = 2


def hard(view: PlayerView, rng: random.Random) -> Sets | None:
    """The exact solver with a strategy: the most rack tiles it can place, and among such moves
    the one that keeps back jokers and the tiles easiest to place later, or, when an opponent is
    about to go out, the one that sheds the most points. When an opponent is down to a few tiles,
    the part of the move (or the whole move) that would likely let it go out is held back
    (``reading.guarded_move``: its hand guessed from what its last turn showed)."""
    assert view.rack is not None
    opened = view.opened[view.seat]
    others = [n for seat, n in enumerate(view.rack_counts) if seat != view.seat]
    shedding = min(others, default=len(view.rack)) <= SHED_AT
    weights = KEEP_WEIGHTS if opened and not shedding else None
    move = best_move(view.turn_board.sets(), view.rack, opened, view.options.threshold, weights=weights)
    return None if move is None else guarded_move(view, move, rng)


def expert(view: PlayerView, rng: random.Random) -> Sets | None:
    """A search over the hidden tiles (``expert.expert_move``): candidate moves, the hard bot's
    among them, each played forward on many guesses at the opponents' racks, chosen by the points
    and wins they come to."""
    return expert_move(view, rng, keep=KEEP_WEIGHTS)


LEVELS: dict[str, Bot] = {"easy": easy, "normal": normal, "hard": hard, "expert": expert}


def choose(view: PlayerView, level: str, seed: int) -> Sets | None:
    """The move a bot of ``level`` makes from ``view``; deterministic for a seed."""
    return LEVELS[level](view, random.Random(seed))
