"""Set validity and value: runs, groups, jokers and the "worth more" reading of RULES.md."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .tiles import COLOURS, JOKER, MAX_NUMBER, MIN_NUMBER, NUMBERED_TILES, Colour, Tile

MIN_SET = 3
MAX_GROUP = len(COLOURS)
MAX_RUN = MAX_NUMBER - MIN_NUMBER + 1


class InvalidSetError(ValueError):
    """Asked for the value of tiles that are not a valid set."""


class SetKind(enum.Enum):
    RUN = "run"
    GROUP = "group"


class SetProblem(enum.Enum):
    """Why tiles are not a valid set, from the player's point of view."""

    TOO_SHORT = "too_short"
    TOO_LONG = "too_long"
    ONLY_JOKERS = "only_jokers"
    MIXED = "mixed"
    GROUP_COLOUR_TWICE = "group_colour_twice"
    RUN_NOT_CONSECUTIVE = "run_not_consecutive"
    RUN_PAST_THIRTEEN = "run_past_thirteen"
    RUN_BELOW_ONE = "run_below_one"

    def describe(self, tiles: Sequence[Tile] = ()) -> str:
        count = len(tiles)
        if self is SetProblem.TOO_SHORT:
            missing = MIN_SET - count
            return "That set needs one more tile" if missing == 1 else f"That set needs {missing} more tiles"
        return _PROBLEM_TEXT[self]


_PROBLEM_TEXT = {
    SetProblem.TOO_LONG: "A run has at most 13 tiles and a group at most 4",
    SetProblem.ONLY_JOKERS: "A set cannot be only jokers",
    SetProblem.MIXED: "A set is either one colour in a row (a run) or one number in different colours (a group)",
    SetProblem.GROUP_COLOUR_TWICE: "A group has each colour only once",
    SetProblem.RUN_NOT_CONSECUTIVE: "A run goes up one number at a time, left to right",
    SetProblem.RUN_PAST_THIRTEEN: "A run stops at 13: it does not go on to 1",
    SetProblem.RUN_BELOW_ONE: "A run starts at 1 at the lowest",
}


@dataclass(frozen=True, slots=True)
class Reading:
    """What a valid set means: its kind and the tile each position stands for."""

    kind: SetKind
    stands_for: tuple[Tile, ...]

    @property
    def points(self) -> int:
        return sum(t.number or 0 for t in self.stands_for)


def run_reading(tiles: Sequence[Tile]) -> Reading | None:
    """The set read as a run, ascending left to right, or ``None`` if it is not one."""
    return _run(tiles)[0]


def group_reading(tiles: Sequence[Tile]) -> Reading | None:
    """The set read as a group, or ``None`` if it is not one."""
    return _group(tiles)[0]


def read_set(tiles: Sequence[Tile]) -> Reading | None:
    """The valid reading worth more (a run on a tie), or ``None`` for an invalid set."""
    return _read_set(tiles if isinstance(tiles, tuple) else tuple(tiles))


# The same sets are read again and again (the solver and the turn checks read every board set
# more than once a move); a reading is an immutable value.
@lru_cache(maxsize=1 << 14)
def _read_set(tiles: tuple[Tile, ...]) -> Reading | None:
    run = run_reading(tiles)
    group = group_reading(tiles)
    if run is None:
        return group
    if group is None or run.points >= group.points:
        return run
    return group


def is_valid_set(tiles: Sequence[Tile]) -> bool:
    return read_set(tiles) is not None


def is_group(tiles: Sequence[Tile]) -> bool:
    """Whether the tiles are a valid set that reads as a group (a run on a tie, as ``read_set``)."""
    reading = read_set(tiles)
    return reading is not None and reading.kind is SetKind.GROUP


def touching_sets(tiles: Sequence[Tile]) -> tuple[tuple[Tile, ...], tuple[Tile, ...]] | None:
    """Two valid sets laid with no empty cell between them, which read as one invalid set: where the
    tiles split so (the first such cut), ``None`` when they do not (or are a valid set)."""
    laid = tuple(tiles)
    if read_set(laid) is not None:
        return None
    for cut in range(MIN_SET, len(laid) - MIN_SET + 1):
        first, second = laid[:cut], laid[cut:]
        if read_set(first) is not None and read_set(second) is not None:
            return first, second
    return None


def set_points(tiles: Sequence[Tile]) -> int:
    """The sum of the numbers the tiles stand for; raises :class:`InvalidSetError` if invalid."""
    reading = read_set(tiles)
    if reading is None:
        problem = set_problem(tiles)
        detail = problem.describe(tiles) if problem else "not a set"
        raise InvalidSetError(f"{' '.join(map(str, tiles))!s}: {detail}")
    return reading.points


def set_problem(tiles: Sequence[Tile]) -> SetProblem | None:
    """Why the tiles are not a valid set (``None`` when they are)."""
    run, run_problem = _run(tiles)
    group, group_problem = _group(tiles)
    if run is not None or group is not None:
        return None
    if len(tiles) < MIN_SET:
        return SetProblem.TOO_SHORT
    numbered = [t for t in tiles if not t.is_joker]
    if not numbered:
        return SetProblem.ONLY_JOKERS
    if len(tiles) > MAX_RUN:
        return SetProblem.TOO_LONG
    same_colour = len({t.colour for t in numbered}) == 1
    same_number = len({t.number for t in numbered}) == 1
    if same_colour and not same_number:
        assert run_problem is not None
        return run_problem
    if same_number and not same_colour:
        assert group_problem is not None
        return group_problem
    if same_colour and same_number:
        # Two copies of one tile: neither a run nor a group.
        return SetProblem.GROUP_COLOUR_TWICE if len(tiles) <= MAX_GROUP else SetProblem.RUN_NOT_CONSECUTIVE
    return SetProblem.MIXED


def set_key(tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    """Identity of a set on the board: a group's order does not matter, a run's does."""
    return _set_key(tiles if isinstance(tiles, tuple) else tuple(tiles))


@lru_cache(maxsize=1 << 14)  # every layout and turn check keys every set on the board
def _set_key(tiles: tuple[Tile, ...]) -> tuple[Tile, ...]:
    if run_reading(tiles) is None and group_reading(tiles) is not None:
        return tuple(sorted(tiles, key=lambda t: t.group_sort_key))
    return tiles


def order_set(tiles: Sequence[Tile]) -> tuple[Tile, ...] | None:
    """Lay out tiles chosen in any order as a valid set (the Meld dialog's job), or ``None``.

    Runs go ascending with jokers filling gaps, then extending upwards (downwards at 13); among
    possible arrangements the one worth most is chosen, preferring a run on a tie.
    """
    numbered = [t for t in tiles if not t.is_joker]
    jokers = [t for t in tiles if t.is_joker]
    if not numbered or len(tiles) < MIN_SET:
        return None
    best: tuple[Tile, ...] | None = None
    best_points = -1
    colours = {t.colour for t in numbered}
    numbers = sorted(t.number or 0 for t in numbered)
    if len(colours) == 1 and len(set(numbers)) == len(numbers):
        low, high = numbers[0], numbers[-1]
        span = high - low + 1
        spare = len(tiles) - span
        if spare >= 0:
            # Spare jokers go above the run while there is room, then below it.
            above = min(spare, MAX_NUMBER - high)
            start = low - (spare - above)
            if start >= MIN_NUMBER:
                by_number = {t.number: t for t in numbered}
                laid = tuple(by_number.get(n, JOKER) for n in range(start, start + len(tiles)))
                reading = run_reading(laid)
                if reading is not None:
                    best, best_points = laid, reading.points
    if len(set(numbers)) == 1:
        laid = tuple(sorted(numbered, key=lambda t: t.group_sort_key)) + tuple(jokers)
        reading = group_reading(laid)
        if reading is not None and reading.points > best_points:
            best = laid
    return best


# --- readings --------------------------------------------------------------------------------


def _run(tiles: Sequence[Tile]) -> tuple[Reading | None, SetProblem | None]:
    count = len(tiles)
    if count < MIN_SET:
        return None, SetProblem.TOO_SHORT
    if count > MAX_RUN:
        return None, SetProblem.TOO_LONG
    first = next((i for i, t in enumerate(tiles) if not t.is_joker), None)
    if first is None:
        return None, SetProblem.ONLY_JOKERS
    anchor = tiles[first]
    assert anchor.number is not None and anchor.colour is not None
    colour: Colour = anchor.colour
    start = anchor.number - first
    for index, t in enumerate(tiles):
        if t.is_joker:
            continue
        if t.colour is not colour:
            return None, SetProblem.MIXED
        if t.number != start + index:
            wraps = start + index > MAX_NUMBER
            return None, SetProblem.RUN_PAST_THIRTEEN if wraps else SetProblem.RUN_NOT_CONSECUTIVE
    if start < MIN_NUMBER:
        return None, SetProblem.RUN_BELOW_ONE
    if start + count - 1 > MAX_NUMBER:
        return None, SetProblem.RUN_PAST_THIRTEEN
    stands_for = tuple(NUMBERED_TILES[colour, start + i] for i in range(count))
    return Reading(SetKind.RUN, stands_for), None


def _group(tiles: Sequence[Tile]) -> tuple[Reading | None, SetProblem | None]:
    count = len(tiles)
    if count < MIN_SET:
        return None, SetProblem.TOO_SHORT
    if count > MAX_GROUP:
        return None, SetProblem.TOO_LONG
    numbered = [t for t in tiles if not t.is_joker]
    if not numbered:
        return None, SetProblem.ONLY_JOKERS
    number = numbered[0].number
    assert number is not None  # numbered tiles have a number
    if any(t.number != number for t in numbered):
        return None, SetProblem.MIXED
    used = [t.colour for t in numbered]
    if len(set(used)) != len(used):
        return None, SetProblem.GROUP_COLOUR_TWICE
    free = iter(c for c in COLOURS if c not in used)
    stands_for = tuple(t if not t.is_joker else NUMBERED_TILES[next(free), number] for t in tiles)
    return Reading(SetKind.GROUP, stands_for), None


def growths(laid: tuple[Tile, ...], t: Tile) -> list[list[tuple[Tile, ...]]]:
    """The ways one rack tile joins one board set: at either end, or splitting a run in two where
    the tile repeats one of its own (r4 r5 r6 r7 r8 + r6 → r4 r5 r6 | r6 r7 r8)."""
    ways = [laid + (t,), (t,) + laid]
    found = [[way] for way in ways if is_valid_set(way)]
    for index in range(2, len(laid) - 2):
        left, right = laid[:index + 1], (t,) + laid[index + 1:]
        if laid[index] == t and is_valid_set(left) and is_valid_set(right):
            found.append([left, right])
    return found
