"""The exact search behind the solver: a dynamic programme over the numbers 1..13, with bounds.

After van Rijn, Takes and Vis, "The complexity of Rummikub problems" (2016): numbers are visited
from 1 to 13, colour by colour, and the state holds per colour the open runs by length (see
``solver_runs``), so that every tile is either put in a group of its number or in a run. Added
here: jokers, tiles that must be placed (the board) beside tiles that may be (the rack), the
tie-break on placed points, the opening threshold, and branch and bound on what is left over: a
memoised depth-first search that stores exact values and lower bounds, deepens its budget tile by
tile, and, once a search proves hard, bounds what the numbers above a point can still achieve
whatever runs come from below. A cell stops trying options once one reaches what the cell is known
to cost at least, and after opening a state is never cheaper than the same state with fewer jokers
used or with its short runs made long; none of this changes which solution is found (the first
best one in the options' order). A search counts the cells it expands and can be resumed with
more, so that two searches (the numbers upwards and downwards) can race without a clock.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Final

from .solver_runs import (
    ALL_VIRTUAL,
    CELLS,
    COLOURS,
    D_SHIFT,
    ENDED,
    FIELD,
    MAX_JOKERS,
    NUMBERS,
    STARTED,
    STATE_BITS,
    STATE_MASK,
    VIRTUAL,
    RunStep,
    group_jokers_needed,
    groups_fit,
    run_steps,
    unpack,
)

INFINITE: Final = 1 << 60
# A memo key (see _key): the small fields in the low bits; then the runs, ten bits a colour (A and
# B two bits each, as a colour has at most three copies of a tile; G and D three); then, before
# opening only, the runs that started with a joker (Hj and Hr, six bits a colour) and what the
# opening must still reach. So after opening a key fits in a machine word, and the compiled search
# (hatch_build.py) builds and takes it apart without allocating: the cells carry the runs in their
# keys alone.
_CELL_SHIFT: Final = 12
_RUNS_SHIFT: Final = 19
_COLOUR_BITS: Final = 10
_COLOUR_MASK: Final = (1 << _COLOUR_BITS) - 1
_OPEN_SHIFT: Final = _RUNS_SHIFT + COLOURS * _COLOUR_BITS  # 59: below 62, a machine word's share
_OPEN_BITS: Final = 6
_OPEN_MASK: Final = (1 << _OPEN_BITS) - 1
_LEFT_SHIFT: Final = _OPEN_SHIFT + COLOURS * _OPEN_BITS
# The runs of a key, after opening and before.
_RUNS_MASK: Final = ((1 << COLOURS * _COLOUR_BITS) - 1) << _RUNS_SHIFT
_ALL_RUNS_MASK: Final = _RUNS_MASK | ((1 << COLOURS * _OPEN_BITS) - 1) << _OPEN_SHIFT
_JOKER_STEP: Final = 1  # one more joker used, in a memo key
_UNBOUNDED: Final = 1 << 59
# Cells expanded before the search also asks for lower bounds (easy positions never need them).
_EASY_WORK: Final = 1000
# The ways a cell's tiles can go depend on a few counts around it, not on the whole position:
# they are worked out once per such shape for every search of the process (a cost found by each
# search from the tiles left over). Plain numbers only (a step as _step_code makes it), so that
# the cycle collector need not look at them.
_SHAPES: Final[dict[int, tuple[tuple[int, ...], ...]]] = {}
_MOST_SHAPES: Final = 40_000  # about 25 MB
# The options as a cell takes them (see options), by shape and colour: kept too, as building them
# for each search took 13% of the hardest positions' time. As many, cleared with the shapes.
_PLACED: Final[dict[int, list[Option]]] = {}
LACK_JOKERS: Final = 2  # jokers in play from which the search counts what the runs still need
Option = tuple[int, int, int, int, int, int, int, int, int]


@dataclass(frozen=True, slots=True)
class Plan:
    """What the best solution does, cell by cell (cell = (number - 1) * 4 + colour)."""

    loss: int
    used: tuple[int, ...]  # numbered tiles of the cell put on the board
    in_groups: tuple[int, ...]  # of which in groups
    run_jokers: tuple[int, ...]  # jokers in the runs of the cell
    steps: tuple[RunStep, ...]  # how the runs of the cell took them
    group_jokers: tuple[int, ...]  # per number: jokers in its groups
    pad_jokers: int  # jokers starting ``J x12 x13`` runs (after opening)
    floating: int  # jokers added at the end to a run (after opening)


class _OutOfWork(Exception):
    """The search has expanded as many cells as it was allowed to."""


class Search:
    """Place every ``must`` tile and as many ``optional`` ones as possible (counts per cell).

    Minimises the loss: ``unit`` plus its value for each optional numbered tile left over,
    ``unit`` for each optional joker left over (``values[n - 1]`` is what a tile of number ``n``
    is worth; the numbers themselves unless the problem was mirrored). ``need`` is the value the
    sets must reach (the opening threshold; only with ``opening``, where all tiles are optional).
    The plan is ``None`` when no solution places every ``must`` tile with a loss of at most
    ``limit``. Among equally good solutions, at each cell those whose runs need fewer jokers, then
    those that put as many tiles in groups as ``grouped_before`` says (the board before the move)
    come first, so that the move changes less.
    """

    def __init__(self, must: Sequence[int], optional: Sequence[int], jokers_must: int,
                 jokers_optional: int, need: int, unit: int, opening: bool,
                 limit: int = INFINITE - 1, grouped_before: Sequence[int] | None = None,
                 values: Sequence[int] | None = None) -> None:
        if jokers_must + jokers_optional > MAX_JOKERS:
            raise ValueError("at most four jokers")
        self.done = False
        self.plan: Plan | None = None
        self.work = 0
        self._searcher = _Searcher(list(must), list(optional), jokers_must, jokers_optional, need, unit,
                                   opening, limit, list(grouped_before or [0] * CELLS),
                                   list(values or range(1, NUMBERS + 1)))

    def advance(self, work: int) -> bool:
        """Search on until done or ``work`` cells have been expanded in all; True when done."""
        if not self.done:
            with collector_resting():
                try:
                    self.plan = self._searcher.run(work)
                    self.done = True
                except _OutOfWork:
                    pass
                finally:
                    self.work = self._searcher.counter
        return self.done

    def release(self) -> None:
        """Give back the search's memory now (going on after this starts over)."""
        self._searcher.release()


@contextmanager
def collector_resting() -> Iterator[None]:
    """The cycle collector rests meanwhile: the search makes no reference cycles (its memos hold
    numbers, and lists and tuples of numbers), but the collector's passes over what it makes took
    15% of the hardest searches, and 12% more when it ran between the turns of a race (until the
    memos are given back). Another thread's cycles wait for the next pass."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


class _Searcher:
    """One search's tables and memos; its methods are the search (a class rather than closures
    so that the module compiles to native calls, see ``hatch_build.py``)."""

    def __init__(self, must: list[int], optional: list[int], jokers_must: int, jokers_optional: int,
                 need: int, unit: int, opening: bool, limit: int, before: list[int],
                 values: list[int]) -> None:
        self.must = must
        self.need = need
        self.unit = unit
        self.opening = opening
        self.before = before
        self.values = values
        self.jokers_must = jokers_must
        jokers_total = self.jokers_total = jokers_must + jokers_optional
        # Counting the jokers the runs still need pays only where jokers let states multiply: with
        # fewer than two, the plain search is quicker (the bots' whole games measured).
        counting = self.counting = not opening and jokers_total >= LACK_JOKERS
        self.flags = (opening | counting << 1) << 27  # in a shape's key (see options)
        real = self.real = [must[i] + optional[i] for i in range(CELLS)] + [0] * (6 * COLOURS)
        fixed = self.fixed = _drop_unplaceable(real, optional, jokers_total, unit, values)
        if limit < INFINITE - 1:
            limit -= fixed
        self.limit = limit
        # Tiles of a colour in the numbers above (within reach of a run waiting for one).
        reach = (jokers_total + 2) * COLOURS
        self.ahead = [sum(real[i + COLOURS:i + reach:COLOURS]) for i in range(CELLS)]
        later_real = self.later_real = [0] * (CELLS + COLOURS)
        for i in range(CELLS - 1, -1, -1):
            later_real[i] = real[i] + later_real[i + COLOURS]
        # Numbered tiles of the colours after this one, at the same number (for groups).
        rest_real = [sum(real[i + 1:i - i % COLOURS + COLOURS]) for i in range(CELLS)]
        # At most this many tiles of a cell can be in groups: each group needs two more tiles.
        row_real = [sum(real[i - i % COLOURS:i - i % COLOURS + COLOURS]) for i in range(CELLS)]
        most_grouped = self.most_grouped = [(row_real[i] - real[i] + jokers_total) // 2 for i in range(CELLS)]
        # As options can use it.
        self.grouping = [min(most_grouped[i], real[i]) for i in range(CELLS)]

        # Exact values as they are, lower bounds as -1 - bound; keys as _key() makes them (inlined).
        self.memo: dict[int, int] = {}
        # What the best option of a key did: its index in the cell's options (the jokers the
        # groups took, for the end of a number).
        self.choice: dict[int, int] = {}
        self.option_memo: dict[int, list[Option]] = {}
        self.close_memo: dict[int, tuple[int, ...]] = {}
        self.lack_memo: dict[int, int] = {}
        self.cap = 0
        self.counter = 0  # cells expanded so far (the owner's work)
        self.low_base = _NO_LOW_BASE if opening else _LOW_BASE
        # The runs a key can hold (machine words after opening, see _CELL_SHIFT).
        runs_mask = self.runs_mask = _ALL_RUNS_MASK if opening else _RUNS_MASK
        self.layout = [(i // COLOURS + 1, values[i // COLOURS], i % COLOURS == COLOURS - 1,
                        CELLS + i // COLOURS + 1 if i % COLOURS == COLOURS - 1 else i + 1, rest_real[i],
                        _RUNS_SHIFT + i % COLOURS * _COLOUR_BITS, _OPEN_SHIFT + i % COLOURS * _OPEN_BITS,
                        runs_mask & ~(_COLOUR_MASK << _RUNS_SHIFT + i % COLOURS * _COLOUR_BITS
                                      | _OPEN_MASK << _OPEN_SHIFT + i % COLOURS * _OPEN_BITS))
                       for i in range(CELLS)]
        self.optional_count = sum(optional) + jokers_optional

    def alive(self, i: int, state: int, jokers_left: int) -> int:
        """The state with long runs capped at what the next number can take; -1 if doomed."""
        real = self.real
        a, b, g, d, hj, hr = unpack(state)
        nxt = real[i + COLOURS] + jokers_left
        waiting = a + b + g + hj + hr
        number = i // COLOURS + 1
        if number == NUMBERS:
            if a or g or hj or (b and self.opening) or b > jokers_left:
                return -1
            return state & ~ENDED
        if waiting > nxt or (g and not self.ahead[i]) or (hj and not self.later_real[i + COLOURS]):
            return -1
        if number == NUMBERS - 1:
            if a and (self.opening or real[i + COLOURS] < a):
                return -1
        elif a and real[i + 2 * COLOURS] + jokers_left < a:
            return -1
        room = nxt - waiting
        if d > room:
            state = state & ~(FIELD << D_SHIFT) | room << D_SHIFT
        return state

    def lack(self, j: int, held: int) -> int:
        """Jokers a colour's runs need at least to go on, ``j`` being its cell at the next number
        (``held`` as a key holds them, see ``_held``): each run shorter than three or waiting after
        a joker takes a tile there, a run of one a tile at the number after too (past 13 a
        ``J x12 x13`` joker), and real tiles are short."""
        real = self.real
        a, b, g = held & 3, held >> 2 & 3, held >> 4 & FIELD
        need = a + b + g - real[j]
        need = need if need > 0 else 0
        if a > real[j + COLOURS]:
            need += a - real[j + COLOURS]
        return need

    def others_lack(self, i: int, key: int) -> int:
        """``lack`` over the colours (of the runs in ``key``) other than cell ``i``'s: those before
        it in the row are past this number, those after it not yet (``lack`` inlined: a cell asks
        this each time, and a memo of it cost the compiled search more than it saved)."""
        real = self.real
        here = i % COLOURS
        need = 0
        for c in range(COLOURS):
            if c != here:
                held = key >> _RUNS_SHIFT + c * _COLOUR_BITS & _COLOUR_MASK
                if held and held != _VIRTUAL_HELD:  # virtual runs (lower bounds) need nothing
                    j = i - here + c + (COLOURS if c < here else 0)
                    a = held & 3
                    short = a + (held >> 2 & 3) + (held >> 4 & FIELD) - real[j]
                    if short > 0:
                        need += short
                    if a > real[j + COLOURS]:
                        need += a - real[j + COLOURS]
        return need

    def longer(self, i: int, key: int, free: int) -> int:
        """The key of cell ``i`` with its runs shorter than three (or waiting after a joker) as long
        as three (as many as the tiles and jokers ahead can take): never costlier to go on from (a
        long run can take whatever a short one can, or end), so its memo entry bounds this key's.
        After opening only (before, a run's jokers count for their values)."""
        real = self.real
        for c in range(COLOURS):
            at = _RUNS_SHIFT + c * _COLOUR_BITS
            held = key >> at & _COLOUR_MASK
            if held & 0o177 and held != _VIRTUAL_HELD:
                runs = (held & 3) + (held >> 2 & 3) + (held >> 4 & FIELD) + (held >> 7)
                room = real[i - i % COLOURS + c + (COLOURS if c < i % COLOURS else 0)] + free
                if runs > room:
                    runs = room
                key = key & ~(_COLOUR_MASK << at) | runs << 7 + at
        return key

    def options(self, i: int, held: int, free: int) -> list[Option]:
        """The ways a cell's tiles can go, cheapest first: (tiles dropped, used, grouped, jokers,
        step (as _step_code makes it), new state already in its colour's place, 1 if a run starts,
        jokers the runs need, the new state where a memo key has it). ``held`` is the colour's
        state as its key holds it (see ``cell``). None of it depends on the search but through the
        shape and the colour: the lists are kept for the process (``_PLACED``)."""
        key = i | held << 6 | free << 22
        found = self.option_memo.get(key)
        if found is not None:
            return found
        colour = i % COLOURS
        state = _state_of(held)
        real = self.real
        number = i // COLOURS + 1
        shift = i % COLOURS * STATE_BITS
        nxt = i + COLOURS
        # Everything ``shaped`` reads, three bits a count (the state takes STATE_BITS).
        shape = (state | (free | real[i] << 3 | self.must[i] << 6 | self.grouping[i] << 9 | self.before[i] << 12
                          | real[nxt] << 15 | real[nxt + COLOURS] << 18 | (self.ahead[i] > 0) << 21
                          | (self.later_real[nxt] > 0) << 22 | (number if number >= NUMBERS - 2 else 0) << 23
                          | self.flags) << STATE_BITS)
        made = _PLACED.get(shape << 2 | colour)
        if made is not None:
            self.option_memo[key] = made
            return made
        ways = _SHAPES.get(shape)
        if ways is None:
            if len(_SHAPES) >= _MOST_SHAPES:
                _SHAPES.clear()
                _PLACED.clear()
            ways = _SHAPES[shape] = self.shaped(i, state, free)
        at = _RUNS_SHIFT + colour * _COLOUR_BITS
        at_open = _OPEN_SHIFT + colour * _OPEN_BITS
        made = []
        for dropped, used, grouped, jr, step, new_state, started, needs, new_held in ways:
            placed_key = (new_held & _COLOUR_MASK) << at | (new_held >> _COLOUR_BITS) << at_open
            made.append((dropped, used, grouped, jr, step, new_state << shift, started, needs, placed_key))
        if len(_PLACED) >= _MOST_SHAPES:
            _PLACED.clear()
        _PLACED[shape << 2 | colour] = made
        self.option_memo[key] = made
        return made

    def shaped(self, i: int, state: int, free: int) -> tuple[tuple[int, ...], ...]:
        # As ``options`` with tiles dropped counted instead of their cost, the state unshifted.
        real = self.real
        before = self.before
        number = i // COLOURS + 1
        opening = self.opening
        start_h = opening and number <= NUMBERS - 2
        made = []
        for used in range(real[i], self.must[i] - 1, -1):
            dropped = real[i] - used
            for grouped in range(min(used, self.most_grouped[i]) + 1):
                for jr in range(free + 1):
                    for step in run_steps(state, used - grouped, jr, opening, start_h):
                        new_state = self.alive(i, step.state, free - jr)
                        if new_state >= 0:
                            new_held = _held_of(new_state)
                            made.append((dropped, used, grouped, jr, _step_code(step), new_state,
                                         1 if new_state & STARTED else 0,
                                         jr + (self.lack(i + COLOURS, new_held) if self.counting else 0),
                                         new_held))
        # Cheapest first; then those that leave the runs needing fewer jokers (8% fewer cells on
        # dealt positions), then those as close to the board's groups as can be.
        made.sort(key=lambda option: (option[0], option[7], abs(option[2] - before[i]), option[3]))
        return tuple(made)

    def close_options(self, most: int, total: int, free: int, has_run: int) -> tuple[int, ...]:
        key = most | total << 3 | free << 8 | has_run << 11
        found = self.close_memo.get(key)
        if found is None:
            if total == 0:
                found = (0,)
            elif self.opening or not has_run:
                found = tuple(jg for jg in range(free + 1) if groups_fit(most, total, jg))
                if not self.opening and total == 1 and free >= MAX_JOKERS:
                    # One tile and four jokers make no group but the run x J J J J: with no other
                    # run to take the fourth joker, nothing else lays them all.
                    found += (MAX_JOKERS,)
            else:
                needed = group_jokers_needed(most, total)
                found = (needed,) if needed <= free and groups_fit(most, total, needed) else ()
            self.close_memo[key] = found
        return found

    def finish(self, key: int, jused: int, has_run: int, left: int) -> int:
        if left:
            return INFINITE
        for c in range(COLOURS):  # runs of length two at 13 take a joker before them (pads)
            jused += key >> _RUNS_SHIFT + c * _COLOUR_BITS + 2 & 3
        if jused > self.jokers_total:
            return INFINITE
        if has_run and not self.opening:
            return 0  # the other jokers float
        if jused < self.jokers_must:
            return INFINITE
        return (self.jokers_total - jused) * self.unit

    def close(self, number: int, jused: int, most: int, total: int, has_run: int,
              left: int, budget: int, key: int, floor: int) -> int:
        # The end of a number: jokers join its groups; the next number starts. The caller has
        # looked ``key`` up in the memo already (so do cell's callers: a call is a miss), and
        # ``floor`` is the lower bound it found there (0 when none).
        memo = self.memo
        jokers_total = self.jokers_total
        best = INFINITE
        pick = 0
        value_here = self.values[number - 1]
        first = number * COLOURS
        # Jokers the groups may take: what the runs need at the next numbers is kept back.
        room = jokers_total - jused
        runs = key & self.runs_mask
        if self.counting and number < NUMBERS:
            # Keyed like the memo's keys (the runs and the cell after), with bit 11 apart from cell's.
            lack_key = runs | (CELLS + number) << _CELL_SHIFT | 1 << 11
            found = self.lack_memo.get(lack_key)
            if found is None:
                found = self.lack_memo[lack_key] = (self.others_lack(first, runs)
                                                    + self.lack(first, runs >> _RUNS_SHIFT & _COLOUR_MASK))
            room -= found
        for jg in self.close_options(most, total, jokers_total - jused, has_run):
            if best <= floor:
                break
            if jg > room:
                break  # the runs would need more jokers than are left
            still = left - jg * value_here if left > jg * value_here else 0
            if number == NUMBERS:
                value = self.finish(runs, jused + jg, has_run, still)
            else:
                child = budget if budget < best else best - 1
                value = 0
                if self.counter > _EASY_WORK and child < _UNBOUNDED:
                    # A lower bound first: the numbers above, whatever runs come from below.
                    low_key = _VIRTUAL_KEY | first << _CELL_SHIFT | 1 << 11 | jused + jg
                    found = memo.get(low_key)
                    if found is not None and (found >= 0 or -1 - found > child):
                        value = found if found >= 0 else -1 - found
                    else:
                        value = self.cell(first, jused + jg, 0, 0, 1, 0, child, low_key,
                                          0 if found is None else -1 - found)
                if value <= child:
                    next_key = runs | first << _CELL_SHIFT | has_run << 11 | jused + jg
                    if still:
                        next_key |= still << _LEFT_SHIFT
                    found = memo.get(next_key)
                    if found is not None and (found >= 0 or -1 - found > child):
                        value = found if found >= 0 else -1 - found
                    else:
                        value = self.cell(first, jused + jg, 0, 0, has_run, still, child, next_key,
                                          0 if found is None else -1 - found)
            if value < best:
                best = value
                pick = jg
        if best <= budget:
            memo[key] = best
            self.choice[key] = pick
        else:
            memo[key] = -1 - best
        return best

    def cell(self, i: int, jused: int, most: int, total: int, has_run: int, left: int,
             budget: int, key: int, floor: int) -> int:
        # The runs coming in are in ``key`` (its memo key) alone.
        self.counter += 1
        if self.counter > self.cap:
            raise _OutOfWork
        memo = self.memo
        number, value_here, last, next_i, rest, at, at_open, others = self.layout[i]
        # What this cell is known to cost at least (``floor``): once an option reaches it, none can
        # do better (and a later one as good would not be picked), so the search stops there. From
        # an earlier visit with a smaller budget (the caller looked the key up), then from the
        # bounds below.
        if has_run and not self.opening and jused:
            # A state with fewer jokers used is never worse (after opening spare jokers float).
            # Only one fewer is looked up: on the hardest dealt positions the lookups for two to
            # four fewer were 60% of these and ended a cell 100 times in 20,000 (5% of the time).
            lower = _known(memo, key - _JOKER_STEP)
            if lower > floor:
                floor = lower
        if self.counter > _EASY_WORK:
            lb = self.low_base[i]
            if lb >= 0:
                lower = _known(memo, lb | jused)
                if lower > floor:
                    floor = lower
            if key & self.runs_mask != _VIRTUAL_KEY:
                if not self.opening:
                    # The same runs made long (18% fewer cells on the hardest positions, 5% on all).
                    longer = self.longer(i, key, self.jokers_total - jused)
                    if longer != key:
                        lower = _known(memo, longer)
                        if lower > floor:
                            floor = lower
                if i % COLOURS == 0:
                    # The bound on this number and those above, whatever runs come from below.
                    lower = _known(memo, _VIRTUAL_KEY | i << _CELL_SHIFT | 1 << 11 | jused)
                    if lower > floor:
                        floor = lower
        if floor > budget:
            memo[key] = -1 - floor
            return floor
        free = self.jokers_total - jused
        best = INFINITE
        bound = budget
        pick = 0
        skipped = INFINITE
        held = key >> at & _COLOUR_MASK | (key >> at_open & _OPEN_MASK) << _COLOUR_BITS
        ways = self.option_memo.get(i | held << 6 | free << 22)
        if ways is None:
            ways = self.options(i, held, free)
        # The jokers this cell's runs may take: what the other colours' runs need is kept back.
        room = free
        # The other colours' runs and the cell after ((next_i, the runs) stands for (i, the runs)).
        base_key = key & others | next_i << _CELL_SHIFT
        if self.counting:
            room -= self.others_lack(i, base_key)
        price = self.unit + value_here
        for n, (dropped, used, grouped, jr, _, _, started, needs, placed_key) in enumerate(ways):
            cost = dropped * price
            if cost > bound:
                skipped = cost
                break
            top = most if most >= grouped else grouped
            gtotal = total + grouped
            if top:
                # The groups of this number take jokers for what the other colours cannot fill.
                short = 3 * top - gtotal - rest
                if short > 0:
                    needs += short
            if needs > room:
                continue  # the runs and the groups would need more jokers than are left
            still = 0
            if left:
                still = left - (used + jr) * value_here
                if still < 0:
                    still = 0
            child = bound - cost
            nrun = has_run | started
            next_key = base_key | placed_key | (jused + jr | top << 3 | gtotal << 6 | nrun << 11)
            if still:
                next_key |= still << _LEFT_SHIFT
            found = memo.get(next_key)
            if found is not None and (found >= 0 or -1 - found > child):
                value = found if found >= 0 else -1 - found
            elif last:
                value = self.close(number, jused + jr, top, gtotal, nrun, still, child, next_key,
                                   0 if found is None else -1 - found)
            else:
                value = self.cell(i + 1, jused + jr, top, gtotal, nrun, still, child, next_key,
                                  0 if found is None else -1 - found)
            value += cost
            if value < best:
                best = value
                pick = n
                if best <= bound:
                    bound = best - 1
                if best <= floor:
                    break
        if best <= budget:
            memo[key] = best
            self.choice[key] = pick
        else:
            if skipped < best:
                best = skipped
            memo[key] = -1 - best
        return best

    def replay(self, loss: int) -> Plan:
        values = self.values
        choice = self.choice
        used = [0] * CELLS
        in_groups = [0] * CELLS
        run_jokers = [0] * CELLS
        steps: list[RunStep] = []
        group_jokers = [0] * NUMBERS
        runs = jused = most = total = has_run = 0
        left = self.need if self.opening else 0
        for i in range(CELLS):
            number, colour = divmod(i, COLOURS)
            number += 1
            key = _key(i, runs, jused, most, total, has_run, left)
            ways = self.options(i, _held(key, colour), self.jokers_total - jused)
            _, u, g, jr, code, placed = ways[choice[key]][:6]
            step = _step_of(code)
            used[i], in_groups[i], run_jokers[i] = u, g, jr
            steps.append(step)
            shift = colour * STATE_BITS
            new_state = placed >> shift
            runs = runs & ~(STATE_MASK << shift) | placed
            has_run = has_run or (1 if new_state & STARTED else 0)
            jused += jr
            most = max(most, g)
            total += g
            left = max(0, left - (u + jr) * values[number - 1]) if left else 0
            if colour == COLOURS - 1:
                jg = choice[_key(CELLS + number, runs, jused, most, total, has_run, left)]
                group_jokers[number - 1] = jg
                jused += jg
                left = max(0, left - jg * values[number - 1])
                most = total = 0
        pads = 0 if self.opening else sum(unpack(runs >> c * STATE_BITS & STATE_MASK)[1] for c in range(COLOURS))
        jused += pads
        floating = self.jokers_total - jused if has_run and not self.opening else 0
        return Plan(loss + self.fixed, tuple(used), tuple(in_groups), tuple(run_jokers), tuple(steps),
                    tuple(group_jokers), pads, floating)

    def release(self) -> None:
        """Give the memos back at once."""
        for table in (self.memo, self.choice, self.option_memo, self.close_memo, self.lack_memo):
            table.clear()

    def run(self, work: int) -> Plan | None:
        if self.limit < 0:
            return None
        self.cap = work
        return self.deepen()

    def deepen(self) -> Plan | None:
        # Iterative deepening on the tiles left over: a tight budget makes the bounds bite early.
        unit = self.unit
        limit = self.limit
        lost = 0 if limit >= INFINITE - 1 else limit // unit
        while True:
            budget = (lost + 1) * unit - 1 if lost < self.optional_count else INFINITE - 1
            budget = min(budget, limit)
            start = self.need if self.opening else 0
            key = _key(0, 0, 0, 0, 0, 0, start)
            found = self.memo.get(key)
            if found is not None and (found >= 0 or -1 - found > budget):
                loss = found if found >= 0 else -1 - found
            else:
                loss = self.cell(0, 0, 0, 0, 0, start, budget, key, 0 if found is None else -1 - found)
            if loss <= budget:
                return self.replay(loss)
            if budget == min(INFINITE - 1, limit):
                return None
            lost = lost * 2 + 1


def _known(memo: dict[int, int], key: int) -> int:
    """What a memo knows that a key costs at least (0 when nothing)."""
    found = memo.get(key)
    if found is None:
        return 0
    return found if found >= 0 else -1 - found


def _step_code(step: RunStep) -> int:
    """A run step as one number (its fields take three bits each, above the state)."""
    return step.state | (step.to_a | step.to_g << 3 | step.to_d << 6 | step.new_h << 9) << STATE_BITS


def _step_of(code: int) -> RunStep:
    fields = code >> STATE_BITS
    return RunStep(fields & FIELD, fields >> 3 & FIELD, fields >> 6 & FIELD, fields >> 9 & FIELD,
                   code & STATE_MASK)


def _key(i: int, runs: int, jused: int, most: int, total: int, has_run: int, left: int) -> int:
    held = sum(_in_key(runs >> c * STATE_BITS & STATE_MASK, c) for c in range(COLOURS))
    return jused | most << 3 | total << 6 | has_run << 11 | i << _CELL_SHIFT | held | left << _LEFT_SHIFT


def _held_of(state: int) -> int:
    """A colour's run state as a memo key holds it, in one number: ten bits, then six (_held)."""
    a, b, g, d, hj, hr = unpack(state)
    if a > 3 or b > 3:
        raise ValueError("too many copies of one tile")
    return a | b << 2 | g << 4 | d << 7 | (hj | hr << 3) << _COLOUR_BITS


def _in_key(state: int, colour: int) -> int:
    """A colour's run state where a memo key holds it (see _CELL_SHIFT)."""
    held = _held_of(state)
    return ((held & _COLOUR_MASK) << _RUNS_SHIFT + colour * _COLOUR_BITS
            | (held >> _COLOUR_BITS) << _OPEN_SHIFT + colour * _OPEN_BITS)


def _held(key: int, colour: int) -> int:
    """A colour's run state as a key holds it, in one number: its ten bits, then its six."""
    return (key >> _RUNS_SHIFT + colour * _COLOUR_BITS & _COLOUR_MASK
            | (key >> _OPEN_SHIFT + colour * _OPEN_BITS & _OPEN_MASK) << _COLOUR_BITS)


def _state_of(held: int) -> int:
    """The run state (as solver_runs packs it) of what ``_held`` gives."""
    # As solver_runs.pack lays A, B, G, D, Hj and Hr out (three bits each).
    return (held & 3 | (held >> 2 & 3) << 3 | (held >> 4 & 0o77) << 6 | (held >> _COLOUR_BITS & 0o77) << 12)


# Per cell, the memo key (less the jokers used) of the lower bound on the numbers above its own
# (see close); after opening it holds for any number of jokers used so far, as more jokers used
# never make the rest cheaper. Before opening a joker left over costs, so there is none (-1).
_VIRTUAL_KEY: Final = _key(0, ALL_VIRTUAL, 0, 0, 0, 0, 0)
_VIRTUAL_HELD: Final = _held_of(VIRTUAL)
_LOW_BASE: Final = [_VIRTUAL_KEY | (i // COLOURS + 1) * COLOURS << _CELL_SHIFT | 1 << 11
                    if i // COLOURS + 1 < NUMBERS else -1 for i in range(CELLS)]
_NO_LOW_BASE: Final = [-1] * CELLS


def _drop_unplaceable(real: list[int], optional: list[int], jokers: int, unit: int,
                      values: Sequence[int]) -> int:
    """Take out the optional tiles that no set can hold, whatever the others do; their loss."""
    if jokers >= 2:
        return 0  # every tile makes a group with two jokers
    lost = 0
    changed = True
    while changed:
        changed = False
        for i in range(CELLS):
            if optional[i] and not _placeable(real, i, jokers):
                lost += optional[i] * (unit + values[i // COLOURS])
                real[i] -= optional[i]
                optional[i] = 0
                changed = True
    return lost


def _placeable(real: Sequence[int], i: int, jokers: int) -> bool:
    if jokers >= 2:
        return True  # a group of the tile and two jokers
    number, colour = divmod(i, COLOURS)
    row = number * COLOURS
    others = sum(1 for c in range(COLOURS) if c != colour and real[row + c])
    if others + jokers >= 2:
        return True
    # A run of three through the tile, at most ``jokers`` of its other two tiles missing.
    here = [number + k for k in (-2, -1, 1, 2)]
    has = [0 <= n < NUMBERS and real[n * COLOURS + colour] > 0 for n in here]
    windows = ((0, 1), (1, 2), (2, 3))  # (n-2, n-1), (n-1, n+1), (n+1, n+2) as indices into here
    return any(here[a] >= 0 and here[b] < NUMBERS and (not has[a]) + (not has[b]) <= jokers for a, b in windows)
