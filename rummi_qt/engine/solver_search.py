"""The exact search behind the solver: a dynamic programme over the numbers 1..13.

After van Rijn, Takes and Vis, "The complexity of Rummikub problems" (2016): numbers are visited
from 1 to 13 and, per colour, the state holds the open runs by length (1, 2, or 3 and more), so
that every tile copy is either put in a group of its number or in a run. Added here: jokers (a
count of jokers used, and joker-only run starts tracked so that no run is made of jokers alone),
tiles that must be used (the board) beside tiles that may be (the rack), the tie-break on placed
points, and the opening threshold as a points-still-needed dimension.

Two normal forms keep the state small without losing any solution: a run that could be continued
is never ended at the number where a new run of its colour starts (the two can be joined), and
the numbered tiles of a number go first to the runs that hold only jokers, then to new runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

NUMBERS = 13
COLOURS = 4
CELLS = NUMBERS * COLOURS
MAX_COPIES = 3
MAX_JOKERS = 4

_BITS = 4
_FIELD = (1 << _BITS) - 1
_COLOUR_BITS = 5 * _BITS
_COLOUR_MASK = (1 << _COLOUR_BITS) - 1
# The four short-run fields (ar, aj, br, bj) of every colour: all zero when no run is left open.
_SHORT_RUNS = sum(((1 << (4 * _BITS)) - 1) << (_COLOUR_BITS * c) for c in range(COLOURS))
_LENGTH_ONE = sum(((1 << (2 * _BITS)) - 1) << (_COLOUR_BITS * c) for c in range(COLOURS))
NEG = -(1 << 60)


def cell_index(number: int, colour: int) -> int:
    return (number - 1) * COLOURS + colour


def _pack(ar: int, aj: int, br: int, bj: int, d: int) -> int:
    return ar | aj << _BITS | br << 2 * _BITS | bj << 3 * _BITS | d << 4 * _BITS


def unpack(state: int) -> tuple[int, int, int, int, int]:
    """A colour's run state: (ar, aj, br, bj, d) = runs of length 1 with / without a numbered
    tile, of length 2 with / without one, and of length 3 or more (which always hold one)."""
    return (state & _FIELD, state >> _BITS & _FIELD, state >> 2 * _BITS & _FIELD,
            state >> 3 * _BITS & _FIELD, state >> 4 * _BITS & _FIELD)


def step_runs(state: int, real: int, jokers: int, next_real: bool, soon_real: bool) -> int:
    """A colour's run state after ``real`` numbered tiles and ``jokers`` jokers join its runs at
    one number, or -1 when that cannot be completed. ``next_real``/``soon_real`` say whether a
    numbered tile of the colour exists one number up / within two numbers up (pruning only)."""
    ar, aj, br, bj, d = unpack(state)
    used = real + jokers
    must = ar + aj + br + bj
    if used < must or real < bj:
        return -1
    spare_real = real - bj
    fixed = aj if spare_real >= aj else spare_real
    spare_real -= fixed
    rest = used - must
    extended = rest if rest <= d else d
    new = rest - extended
    new_real = new if spare_real >= new else spare_real
    new_joker = new - new_real
    if new_joker and not soon_real:
        return -1
    if aj - fixed and not next_real:
        return -1
    if new_real > _FIELD or new_joker > _FIELD or br + bj + extended > _FIELD:
        raise ValueError("too many copies of one tile")
    return _pack(new_real, new_joker, ar + fixed, aj - fixed, br + bj + extended)


def groups_fit(most: int, total: int, jokers: int) -> int:
    """How many groups ``total`` numbered tiles of one number (at most ``most`` of one colour) and
    ``jokers`` jokers make, every tile used; 0 when they cannot (or there are none)."""
    if total == 0:
        return 0
    size = total + jokers
    low = max(most, -(-size // 4))
    high = min(total, size // 3)
    return low if low <= high else 0


@dataclass(frozen=True, slots=True)
class Plan:
    """What the best solution does at each cell (number, colour) and number."""

    score: int
    used: tuple[int, ...]  # numbered tiles of the cell put on the board
    in_groups: tuple[int, ...]  # of which in groups
    run_jokers: tuple[int, ...]  # jokers standing for the cell in runs
    group_jokers: tuple[int, ...]  # per number (index number - 1): jokers in its groups


def search(must: Sequence[int], optional: Sequence[int], jokers_must: int, jokers_optional: int,
           need: int, unit: int) -> Plan | None:
    """Place every ``must`` tile and as many ``optional`` ones as possible (counts per cell).

    The score of a solution is ``unit`` per optional tile placed (jokers included) plus the
    numbers of the optional numbered tiles placed; ``need`` is the value the sets must reach (the
    opening threshold, 0 after opening: then the sets' values are not tracked).
    """
    real = [must[i] + optional[i] for i in range(CELLS)]
    flags: list[tuple[bool, bool]] = []
    for i in range(CELLS):
        number, colour = divmod(i, COLOURS)
        nxt = number + 1 < NUMBERS and real[i + COLOURS] > 0
        soon = nxt or (number + 2 < NUMBERS and real[i + 2 * COLOURS] > 0)
        flags.append((nxt, soon))
    jokers_total = jokers_must + jokers_optional
    memo: dict[tuple[int, int, int, int, int, int], int] = {}
    choice: dict[tuple[int, int, int, int, int, int], tuple[int, int, int]] = {}
    step_memo: dict[tuple[int, int, int, int], int] = {}

    def step(state: int, i: int, real_used: int, jokers: int) -> int:
        key = (state, i, real_used, jokers)
        found = step_memo.get(key)
        if found is None:
            nxt, soon = flags[i]
            found = step_runs(state, real_used, jokers, nxt, soon)
            step_memo[key] = found
        return found

    def close(number: int, runs: int, jused: int, most: int, total: int, left: int) -> int:
        # The end of a number: jokers join its groups; the next number starts.
        key = (-number, runs, jused, most, total, left)
        found = memo.get(key)
        if found is not None:
            return found
        best = NEG
        pick = 0
        last = number == NUMBERS
        if last and runs & _SHORT_RUNS:
            memo[key] = NEG
            return NEG
        if number == NUMBERS - 1 and runs & _LENGTH_ONE:
            memo[key] = NEG
            return NEG
        for jg in range(jokers_total - jused + 1):
            if jg and not groups_fit(most, total, jg):
                continue
            if not jg and total and not groups_fit(most, total, 0):
                continue
            still = left - jg * number
            if still < 0:
                still = 0
            if last:
                if still or jused + jg < jokers_must:
                    continue
                value = (jused + jg - jokers_must) * unit
            else:
                value = cell(number * COLOURS, runs, jused + jg, 0, 0, still)
                if value == NEG:
                    continue
            if value > best:
                best = value
                pick = jg
        memo[key] = best
        choice[key] = (pick, 0, 0)
        return best

    def cell(i: int, runs: int, jused: int, most: int, total: int, left: int) -> int:
        key = (i, runs, jused, most, total, left)
        found = memo.get(key)
        if found is not None:
            return found
        number, colour = divmod(i, COLOURS)
        number += 1
        shift = colour * _COLOUR_BITS
        state = runs >> shift & _COLOUR_MASK
        base = runs & ~(_COLOUR_MASK << shift)
        low = must[i]
        free = jokers_total - jused
        best = NEG
        pick = (0, 0, 0)
        gain_each = unit + number
        for used in range(low, real[i] + 1):
            gain = (used - low) * gain_each
            for grouped in range(used + 1):
                top = most if most >= grouped else grouped
                in_runs = used - grouped
                for jr in range(free + 1):
                    new_state = step(state, i, in_runs, jr)
                    if new_state < 0:
                        continue
                    still = left - (used + jr) * number
                    if still < 0:
                        still = 0
                    nruns = base | new_state << shift
                    if colour == COLOURS - 1:
                        value = close(number, nruns, jused + jr, top, total + grouped, still)
                    else:
                        value = cell(i + 1, nruns, jused + jr, top, total + grouped, still)
                    if value == NEG:
                        continue
                    value += gain
                    if value > best:
                        best = value
                        pick = (used, grouped, jr)
        memo[key] = best
        choice[key] = pick
        return best

    score = cell(0, 0, 0, 0, 0, need)
    if score == NEG:
        return None
    used = [0] * CELLS
    in_groups = [0] * CELLS
    run_jokers = [0] * CELLS
    group_jokers = [0] * NUMBERS
    runs = jused = most = total = 0
    left = need
    for i in range(CELLS):
        number, colour = divmod(i, COLOURS)
        number += 1
        key = (i, runs, jused, most, total, left)
        u, g, jr = choice[key]
        used[i], in_groups[i], run_jokers[i] = u, g, jr
        shift = colour * _COLOUR_BITS
        new_state = step(runs >> shift & _COLOUR_MASK, i, u - g, jr)
        runs = runs & ~(_COLOUR_MASK << shift) | new_state << shift
        jused += jr
        most = max(most, g)
        total += g
        left = max(0, left - (u + jr) * number)
        if colour == COLOURS - 1:
            jg = choice[(-number, runs, jused, most, total, left)][0]
            group_jokers[number - 1] = jg
            jused += jg
            left = max(0, left - jg * number)
            most = total = 0
    return Plan(score, tuple(used), tuple(in_groups), tuple(run_jokers), tuple(group_jokers))
