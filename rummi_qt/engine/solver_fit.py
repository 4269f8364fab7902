"""Whether tiles can all go into valid sets at once: the question the bots' reading of the table
asks thousands of times a decision (can this guessed rack go out on that board?).

The move finder (``solver_search``) answers it too, but it is built to optimise: values, bounds,
optional tiles. A yes/no question over tiles that must all be placed needs much less. Numbers are
visited from 1 to 13 (van Rijn, Takes and Vis, 2016); a colour's runs coming from below are counted
by length (one, two, three or more), and in a normal form that loses no solution the way they go
on follows from how many of the colour's tiles at a number go into runs:
- runs of one or two must take a tile (a joker where the real tiles are short);
- further tiles go on long runs first (a long run that ends where a run of its colour starts could
  as well be joined to it), and the rest start runs;
- a joker is used only where a run or a group needs it; any other joker is added at the end to a
  run, which can always take it (a run of 13 splits in two around it), so spare jokers need a run
  on the board. Arrangements with no run at all (every tile in groups, the jokers too) are checked
  apart, number by number.
- a run never starts with a joker (``J b5 b6`` is ``b5 b6 J``; ``J J b5`` is the group
  ``b5 J J``), except ``J x12 x13``: a run of two at 13 takes a joker in front.

What a number's tiles can lead to, from a given state of the runs, is the same whatever the other
numbers hold, so those steps are kept between calls (the boards of one game share most numbers).
Up to two jokers (a table of 2-4 players); with more, ``solver.places_all`` asks the move finder.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .solver_runs import COLOURS, NUMBERS, group_jokers_needed, groups_fit

MOST_JOKERS = 2  # more than this and the move finder answers
_COPIES = 3  # of a tile, at most
# A colour's state: its runs of one, two, three or more tiles, and long ones waiting after a joker,
# three bits each (each run holds a tile of the number, real or joker: at most five).
_FIELD = 3
_BITS = 4 * _FIELD
_COLOUR_MASK = (1 << _BITS) - 1

# (the number's four counts, the runs' state, jokers free, last number) -> the states it can lead
# to: (new state, jokers used, whether a run starts). Kept between calls, bounded.
_STEPS: dict[tuple[int, int, int, bool], tuple[tuple[int, int, bool], ...]] = {}
_STEPS_MOST = 1 << 17


class OutOfWork(Exception):
    """More numbers visited than allowed."""


def fits_all(rows: Sequence[Sequence[int]], jokers: int, max_work: int | None = None,
             spent: list[int] | None = None) -> bool | None:
    """Whether the numbered tiles (``rows[n - 1][colour]`` copies of each) and ``jokers`` jokers
    make valid sets, every tile used; ``None`` when ``max_work`` visits (a number from a state)
    were not enough to tell. ``spent`` adds up the visits."""
    if jokers > MOST_JOKERS or jokers < 0:
        raise ValueError(f"at most {MOST_JOKERS} jokers, not {jokers}")
    counts = [_pack_counts(row) for row in rows]
    if len(counts) != NUMBERS:
        raise ValueError(f"{NUMBERS} numbers, not {len(counts)}")
    if not any(counts):
        return jokers == 0
    if _all_in_groups(rows, jokers):
        return True
    failed: dict[tuple[int, int, bool], int] = {}  # (number, state, a run yet) -> fewest jokers used that failed
    work = [0]
    limit = max_work if max_work is not None else 1 << 62

    def visit(index: int, state: int, used: int, has_run: bool) -> bool:
        work[0] += 1
        if work[0] > limit:
            raise OutOfWork
        if index == NUMBERS:
            return has_run  # spare jokers float onto a run (no run at all: checked apart)
        key = (index, state, has_run)
        known = failed.get(key)
        if known is not None and used >= known:
            return False
        free = jokers - used
        step_key = (counts[index], state, free, index == NUMBERS - 1)
        steps = _STEPS.get(step_key)
        if steps is None:
            steps = _steps(rows[index], state, free, index == NUMBERS - 1)
            if len(_STEPS) >= _STEPS_MOST:
                _STEPS.clear()
            _STEPS[step_key] = steps
        for new_state, spend, starts in steps:
            if visit(index + 1, new_state, used + spend, has_run or starts):
                return True
        failed[key] = used
        return False

    try:
        return visit(0, 0, 0, False)
    except OutOfWork:
        return None
    finally:
        if spent is not None:
            spent[0] += work[0]


def _pack_counts(row: Sequence[int]) -> int:
    if len(row) != COLOURS or any(not 0 <= n <= _COPIES for n in row):
        raise ValueError(f"{COLOURS} counts of 0 to {_COPIES} a number")
    return row[0] | row[1] << 2 | row[2] << 4 | row[3] << 6


def _steps(row: Sequence[int], state: int, free: int, last: bool) -> tuple[tuple[int, int, bool], ...]:
    """Every way (up to the normal form) a number's tiles go on from ``state``: (the state after,
    jokers used, whether a run starts), the fewest jokers kept for each state after."""
    ways = [_colour_ways(row[colour], state >> colour * _BITS & _COLOUR_MASK, free, last, colour)
            for colour in range(COLOURS)]
    if not all(ways):
        return ()
    best: dict[tuple[int, bool], int] = {}
    for g0, j0, s0, r0 in ways[0]:
        for g1, j1, s1, r1 in ways[1]:
            j01 = j0 + j1
            if j01 > free:
                continue
            for g2, j2, s2, r2 in ways[2]:
                j012 = j01 + j2
                if j012 > free:
                    continue
                for g3, j3, s3, r3 in ways[3]:
                    spend = j012 + j3
                    if spend > free:
                        continue
                    total = g0 + g1 + g2 + g3
                    if total:
                        needed = _GROUP_JOKERS[max(g0, g1, g2, g3)][total]
                        if needed < 0 or spend + needed > free:
                            continue
                        spend += needed
                    key = (s0 | s1 | s2 | s3, bool(r0 or r1 or r2 or r3))
                    if spend < best.get(key, free + 1):
                        best[key] = spend
    return tuple(sorted(((s, spend, starts) for (s, starts), spend in best.items()),
                        key=lambda step: (step[1], step[0])))


def _group_jokers(most: int, total: int) -> int:
    """The jokers the groups of a number's ``total`` tiles in groups (``most`` of one colour) need,
    or -1 when no groups hold them."""
    needed = group_jokers_needed(most, total)
    return needed if groups_fit(most, total, needed) else -1


_GROUP_JOKERS = [[_group_jokers(most, total) if most <= total else -1 for total in range(COLOURS * _COPIES + 1)]
                 for most in range(_COPIES + 1)]


@lru_cache(maxsize=1 << 16)
def _colour_ways(count: int, here: int, free: int, last: bool, colour: int) -> tuple[tuple[int, int, int, int], ...]:
    """How one colour's ``count`` tiles of a number go on from its runs ``here``: (tiles in groups,
    jokers its runs take, its state after in its place in the state of all colours, runs started)."""
    one, two, long, wait = here & 7, here >> _FIELD & 7, here >> 2 * _FIELD & 7, here >> 3 * _FIELD & 7
    ways = []
    for grouped in range(count + 1):
        in_runs = count - grouped
        must = one + two + wait
        spend = must - in_runs if must > in_runs else 0
        # Short runs take the jokers first (they grow the same either way); a run waiting after a
        # joker that takes one more still waits.
        still = spend - one - two if spend > one + two else 0
        rest = in_runs - must if in_runs > must else 0
        extended = min(long, rest)
        started = rest - extended
        if last:
            if started or still:
                continue  # a run of one at 13 (that tile goes in a group), jokers at a run's end
            ways.append((grouped, spend + one, 0, 0))  # runs of two at 13 take a joker in front
            continue
        grown = two + extended + wait - still
        # Long runs may bridge a gap with a joker; then they wait for a tile at the next number.
        for bridged in range(min(long - extended, free - spend) + 1):
            new = started | one << _FIELD | grown << 2 * _FIELD | (still + bridged) << 3 * _FIELD
            ways.append((grouped, spend + bridged, new << colour * _BITS, started))
    return tuple(way for way in ways if way[1] <= free)


def _all_in_groups(rows: Sequence[Sequence[int]], jokers: int) -> bool:
    """Whether every tile goes into a group of its number, the jokers all used in groups."""
    possible = {0}  # jokers used so far
    for row in rows:
        total = sum(row)
        if not total:
            continue
        most = max(row)
        takes = [j for j in range(jokers + 1) if groups_fit(most, total, j)]
        possible = {p + j for p in possible for j in takes if p + j <= jokers}
        if not possible:
            return False
    return jokers in possible
