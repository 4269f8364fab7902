"""The runs of one colour as the search sees them: a small packed state and its steps.

Normal forms keep the state small; each stands for a class of solutions without losing any:
- A run that could go on is never ended at the number where a run of its colour starts (the two
  can be joined), so how many runs go on follows from how many tiles the colour puts in runs.
- After opening, no joker is surplus: a run is exactly as long as the span of its numbered tiles
  (three when the span is shorter), a group has jokers only to reach three tiles. Any other joker
  "floats" and is added at the end to a run, which takes up to four; so floating jokers need a
  run on the board, and when there is none, groups may take extra jokers. A run never starts with
  a joker (``J b5 b6`` is ``b5 b6 J``; ``J J b5`` is the group ``b5 J J``), except ``J x12 x13``.
- Before opening, jokers count for their value, so none floats: a run may end in jokers, and a
  run starting with jokers runs up to 13 (otherwise its jokers go to its top end, worth more).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

NUMBERS: Final = 13
COLOURS: Final = 4
CELLS: Final = NUMBERS * COLOURS
MAX_JOKERS: Final = 4

# A colour's run state packs six counts of runs, three bits each:
#   A: length 1;  B: length 2;  G: (after opening) waiting for a numbered tile after a joker;
#   D: length 3 or more, may end;  Hj / Hr: (before opening) started with a joker, running up to
#   13, with no numbered tile yet / with one.
_W: Final = 3
_M: Final = (1 << _W) - 1
FIELD: Final = _M
D_SHIFT: Final = 3 * _W
STATE_BITS: Final = 6 * _W
STATE_MASK: Final = (1 << STATE_BITS) - 1
STARTED: Final = _M | _M << 4 * _W  # A or Hj: a run began here
ENDED: Final = _M << 3 * _W | _M << 5 * _W  # D and Hr: runs that end at 13
# A relaxed state: as if any tile could join a run coming from below (used for lower bounds).
VIRTUAL: Final = _M << 2 * _W | _M << 3 * _W
ALL_VIRTUAL: Final = sum(VIRTUAL << c * STATE_BITS for c in range(COLOURS))


def cell_index(number: int, colour: int) -> int:
    return (number - 1) * COLOURS + colour


def pack(a: int, b: int, g: int, d: int, hj: int = 0, hr: int = 0) -> int:
    if max(a, b, g, d, hj, hr) > _M:
        raise ValueError("too many copies of one tile")
    return a | b << _W | g << 2 * _W | d << 3 * _W | hj << 4 * _W | hr << 5 * _W


def unpack(state: int) -> tuple[int, int, int, int, int, int]:
    return (state & _M, state >> _W & _M, state >> 2 * _W & _M, state >> 3 * _W & _M,
            state >> 4 * _W & _M, state >> 5 * _W & _M)


@dataclass(frozen=True, slots=True)
class RunStep:
    """How a colour's runs take ``real`` numbered tiles and ``jokers`` jokers at one number.

    After opening ``to_a``, ``to_g`` and ``to_d`` jokers go to runs of length 1, to runs waiting
    for a numbered tile and to long runs (the rest to runs of length 2, where a joker costs
    nothing); before opening ``new_h`` jokers start runs that go up to 13.
    """

    to_a: int
    to_g: int
    to_d: int
    new_h: int
    state: int


@lru_cache(maxsize=1 << 16)
def run_steps(state: int, real: int, jokers: int, opening: bool, start_h: bool) -> tuple[RunStep, ...]:
    """Every way (up to equivalence) the runs of a colour can take the tiles at one number."""
    used = real + jokers
    if state == VIRTUAL:
        return (RunStep(0, 0, 0, 0, min(used, _M) << 3 * _W),)
    a, b, g, d, hj, hr = unpack(state)
    steps: list[RunStep] = []
    if opening:
        must = a + b + hj + hr
        to_hj = min(real, hj)
        for new_h in range(jokers + 1 if start_h else 1):
            rest = used - must - new_h
            if rest < 0:
                break
            extended = min(rest, d)
            new = rest - extended
            if new > real - to_hj:
                continue  # a new run starts with a numbered tile
            if new > _M or b + extended > _M or hj - to_hj + new_h > _M:
                raise ValueError("too many copies of one tile")
            steps.append(RunStep(0, 0, 0, new_h,
                                 pack(new, a, 0, b + extended, hj - to_hj + new_h, hr + to_hj)))
        return tuple(steps)
    must = a + b + g
    if used < must:
        return ()
    to_b = min(jokers, b)
    spare = jokers - to_b
    rest = used - must
    extended = min(rest, d)
    new = rest - extended
    for to_a in range(min(spare, a) + 1):
        for to_g in range(min(spare - to_a, g) + 1):
            to_d = spare - to_a - to_g
            if to_d > extended:
                continue
            if new > _M or to_a + to_g + to_d > _M or b + g - to_g + extended - to_d > _M:
                raise ValueError("too many copies of one tile")
            steps.append(RunStep(to_a, to_g, to_d, 0,
                                 pack(new, a - to_a, to_a + to_g + to_d, b + g - to_g + extended - to_d)))
    return tuple(steps)


def groups_fit(most: int, total: int, jokers: int) -> int:
    """The fewest groups that ``total`` numbered tiles of one number (at most ``most`` of one
    colour) and ``jokers`` jokers make, every tile used; 0 when they cannot (or there are none)."""
    if total == 0:
        return 0
    size = total + jokers
    low = max(most, -(-size // 4))
    high = min(total, size // 3)
    return low if low <= high else 0


def group_jokers_needed(most: int, total: int) -> int:
    """The jokers that groups of these numbered tiles need to reach three tiles each."""
    if total == 0:
        return 0
    return max(0, 3 * max(most, -(-total // 4)) - total)
