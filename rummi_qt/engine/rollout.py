"""A cheap approximate player for the expert bot's look-ahead, and games played forward with it.

The exact solver costs milliseconds a call, too much for the thousands of turns the expert plays
forward in its head. ``quick_move`` lays greedily instead: sets of the rack's own tiles (longest
and worth most first), then tiles one by one at the ends of board sets or splitting a run where a
tile repeats one of its own, then a joker with two tiles that want it (and last jokers at the end of
a run, going out). It never rearranges the board further. Its moves are legal: every one passes
``turn.check_turn`` (the tests check).

Inside, tiles are small integers (colour * 13 + number - 1; the joker is 52), a rack is a list of
counts and a board set a tuple record, so that ``Table.play_out`` runs hundreds of turns in a
millisecond or two with no Counters and no tile hashing: the expert's budget is counted in these
play-outs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .melds import SetKind, read_set
from .tiles import COLOURS, JOKER, JOKER_PENALTY, MAX_NUMBER, NUMBERED_TILES, Tile

Laid = tuple[Tile, ...]
JOKER_CODE = 52
CODES = 53
TILES: tuple[Tile, ...] = tuple(NUMBERED_TILES[c, n] for c in COLOURS for n in range(1, MAX_NUMBER + 1)) + (JOKER,)
PENALTY = tuple(code % 13 + 1 for code in range(52)) + (JOKER_PENALTY,)
FRONT, BACK = -1, -2  # where a tile joins a set (a number of 0 or more: the index a run splits after)

# A board set: (is_run, key, low, high, codes, wants). A run: key its colour, low and high the
# numbers its ends stand for. A group: key its number less one, low the bit mask of its numbered
# tiles' colours, high its size. codes: its tiles in their order; wants: the numbered tiles that
# may join it (``_fit`` says for sure), worked out once.
Record = tuple[bool, int, int, int, tuple[int, ...], tuple[int, ...]]


def _record(is_run: bool, key: int, low: int, high: int, codes: tuple[int, ...]) -> Record:
    if not is_run:
        wants: tuple[int, ...] = () if high >= 4 else tuple(c * 13 + key for c in range(4) if not low >> c & 1)
        return False, key, low, high, codes, wants
    base = key * 13 - 1
    found = [base + low - 1] if low > 1 else []
    if high < 13:
        found.append(base + high + 1)
    found.extend(code for code in codes[2:len(codes) - 2] if code != JOKER_CODE)
    return True, key, low, high, codes, tuple(found)


def code_of(t: Tile) -> int:
    return JOKER_CODE if t.colour is None or t.number is None else t.colour.order * 13 + t.number - 1


def counts_of(tiles: Sequence[Tile]) -> list[int]:
    counts = [0] * CODES
    for t in tiles:
        counts[code_of(t)] += 1
    return counts


def record_of(laid: Sequence[Tile]) -> Record:
    """A valid set as a record (``ValueError`` for an invalid one)."""
    reading = read_set(tuple(laid))
    if reading is None:
        raise ValueError(f"not a set: {' '.join(map(str, laid))}")
    codes = tuple(code_of(t) for t in laid)
    stands = reading.stands_for
    if reading.kind is SetKind.RUN:
        first, last = stands[0], stands[-1]
        assert first.colour is not None and first.number is not None and last.number is not None
        return _record(True, first.colour.order, first.number, last.number, codes)
    mask = 0
    for code in codes:
        if code != JOKER_CODE:
            mask |= 1 << (code // 13)
    number = stands[0].number
    assert number is not None
    return _record(False, number - 1, mask, len(codes), codes)


def tiles_of(record: Record) -> Laid:
    return tuple(TILES[code] for code in record[4])


def _run(colour: int, low: int, high: int) -> Record:
    base = colour * 13 - 1
    return _record(True, colour, low, high, tuple(range(base + low, base + high + 1)))


def _group(number: int, colours: Sequence[int]) -> Record:
    mask = 0
    for colour in colours:
        mask |= 1 << colour
    return _record(False, number, mask, len(colours), tuple(colour * 13 + number for colour in colours))


def _take_sets(counts: list[int]) -> list[Record]:
    """Disjoint sets of the rack's numbered tiles chosen greedily (taken out of ``counts``): whole
    streaks of a colour and groups, the most tiles first, then the most points; again on what is
    left while any set is found (a second copy can make a second set)."""
    chosen: list[Record] = []
    while True:
        if _no_set(counts):
            return chosen
        masks = [0, 0, 0, 0]
        colours_of = [0] * 13
        for code in range(52):
            if counts[code]:
                colour, number = divmod(code, 13)
                masks[colour] |= 1 << number
                colours_of[number] += 1
        found: list[tuple[int, int, bool, Record]] = []
        for colour, mask in enumerate(masks):
            if not mask & mask >> 1 & mask >> 2:
                continue
            n = 0
            while mask >> n:
                if not mask >> n & 1:
                    n += 1
                    continue
                m = n
                while mask >> (m + 1) & 1:
                    m += 1
                if m - n >= 2:
                    found.append((m - n + 1, (n + m + 2) * (m - n + 1) // 2, True, _run(colour, n + 1, m + 1)))
                n = m + 1
        for number, many in enumerate(colours_of):
            if many >= 3:
                colours = [c for c in range(4) if masks[c] >> number & 1]
                found.append((many, many * (number + 1), False, _group(number, colours)))
        if not found:
            return chosen
        found.sort(key=lambda f: (f[0], f[1], f[2]), reverse=True)
        taken = False
        for *_, record in found:
            codes = record[4]
            if all(counts[code] for code in codes):
                for code in codes:
                    counts[code] -= 1
                chosen.append(record)
                taken = True
        if not taken:
            return chosen


# The rack's counts of the 52 numbered tiles read as one number, a byte a tile (counts are at
# most 3): bit 0 of a byte says the tile is there (at most 3 copies: bits 0 and 1 are the count).
_ONES = int.from_bytes(bytes([1] * 52), "little")
_ROW = int.from_bytes(bytes([1] * 13), "little")  # the first colour's bytes
# Bytes where a streak of three may start within a colour (numbers 1 to 11 of each).
_STREAK_STARTS = int.from_bytes(bytes(([1] * 11 + [0, 0]) * 4), "little")


def _held(counts: list[int]) -> int:
    """The numbered tiles the rack holds, a bit a byte."""
    value = int.from_bytes(bytes(counts[:52]), "little")
    return (value | value >> 1) & _ONES


def _no_set(counts: list[int]) -> bool:
    """Whether the rack's numbered tiles make no set of their own: no three numbers in a row of
    one colour, no number in three colours (a few operations on one number instead of a loop)."""
    held = _held(counts)
    if held & held >> 8 & held >> 16 & _STREAK_STARTS:
        return False
    k, b, o, r = held & _ROW, held >> 104 & _ROW, held >> 208 & _ROW, held >> 312 & _ROW
    return not (k & b & (o | r) or (k | b) & o & r)


def _fit(record: Record, code: int) -> int | None:
    """How the numbered tile ``code`` joins the set: FRONT, BACK, the index a run splits after (the
    tile repeats the one there), or ``None``."""
    is_run, key, low, high, codes, _ = record
    colour, number = divmod(code, 13)
    number += 1
    if is_run:
        if colour != key:
            return None
        if number == low - 1:
            return FRONT
        if number == high + 1:
            return BACK
        if low + 2 <= number <= high - 2 and codes[number - low] == code:
            return number - low
        return None
    if number - 1 == key and high < 4 and not low >> colour & 1:
        return BACK
    return None


def _grow(record: Record, code: int, how: int) -> tuple[Record, Record | None]:
    is_run, key, low, high, codes, _ = record
    if not is_run:
        return _record(False, key, low | 1 << (code // 13), high + 1, codes + (code,)), None
    if how == FRONT:
        return _record(True, key, low - 1, high, (code,) + codes), None
    if how == BACK:
        return _record(True, key, low, high + 1, codes + (code,)), None
    split = low + how
    return _record(True, key, low, split, codes[:how + 1]), _record(True, key, split, high, (code,) + codes[how + 1:])


def _extend(sets: list[Record], counts: list[int]) -> bool:
    """Lays rack tiles (taken out of ``counts``) one at a time where they join a set of ``sets``
    (changed in place) until none does; whether any was laid."""
    wanted: dict[int, list[int]] = {}
    for position, record in enumerate(sets):
        for code in record[5]:
            if counts[code]:
                wanted.setdefault(code, []).append(position)
    laid = False
    progress = bool(wanted)
    while progress:
        progress = False
        for code in sorted(wanted):
            for position in wanted[code]:
                if not counts[code]:
                    break
                how = _fit(sets[position], code)
                if how is None:
                    continue
                grown, split = _grow(sets[position], code, how)
                sets[position] = grown
                changed = [position]
                if split is not None:
                    sets.append(split)
                    changed.append(len(sets) - 1)
                counts[code] -= 1
                laid = progress = True
                for index in changed:
                    for want in sets[index][5]:
                        if counts[want] and index not in wanted.setdefault(want, []):
                            wanted[want].append(index)
    return laid


def _joker_sets(counts: list[int]) -> list[Record]:
    """Each joker of the rack with the two of its tiles worth most that make a set with it; taken
    out of ``counts``."""
    made: list[Record] = []
    while counts[JOKER_CODE]:
        best: tuple[int, Record] | None = None
        have = [code for code in range(52) if counts[code]]
        for a in have:
            colour, number = divmod(a, 13)
            for b in have:
                if b <= a:
                    continue
                if b // 13 == colour and b - a <= 2:
                    high = b % 13 + 1 + (b - a == 1)
                    if high > 13:  # a 12 and a 13: the joker goes below
                        record = _record(True, colour, number, 13, (JOKER_CODE, a, b))
                    elif b - a == 2:
                        record = _record(True, colour, number + 1, high, (a, JOKER_CODE, b))
                    else:
                        record = _record(True, colour, number + 1, high, (a, b, JOKER_CODE))
                elif b % 13 == number:
                    record = _record(False, number, 1 << colour | 1 << (b // 13), 3, (a, b, JOKER_CODE))
                else:
                    continue
                points = 3 * (number + 1) if not record[0] else (record[2] + record[3]) * 3 // 2
                if best is None or points > best[0]:
                    best = (points, record)
        if best is None:
            return made
        for code in best[1][4]:
            counts[code] -= 1
        made.append(best[1])
    return made


def _last_jokers(sets: list[Record], counts: list[int]) -> bool:
    """Jokers that are all the rack has left go at an end of runs (going out with them)."""
    laid = False
    for position, (is_run, key, low, high, codes, _) in enumerate(sets):
        if not counts[JOKER_CODE]:
            break
        if not is_run or high - low >= 12:
            continue
        if high < 13:
            sets[position] = _record(True, key, low, high + 1, codes + (JOKER_CODE,))
        else:
            sets[position] = _record(True, key, low - 1, high, (JOKER_CODE,) + codes)
        counts[JOKER_CODE] -= 1
        laid = True
    return laid


def _points(record: Record) -> int:
    is_run, key, low, high, _, _ = record
    return (low + high) * (high - low + 1) // 2 if is_run else (key + 1) * high


def _move(sets: list[Record], counts: list[int], opened: bool, threshold: int) -> bool:
    """The greedy move on records: ``sets`` (the board) and ``counts`` (the rack) changed in place
    when it lays anything, left alone when it does not; whether it does."""
    work = list(counts)
    new = _take_sets(work)
    if not opened:
        new += _joker_sets(work)
        if not new or sum(map(_points, new)) < threshold:
            return False
        sets += new
        counts[:] = work
        return True
    board = sets + new
    grew = _extend(board, work)
    jokers = _joker_sets(work)
    if jokers:
        board += jokers
        _extend(board, work)
    if work[JOKER_CODE] and sum(work) == work[JOKER_CODE]:
        grew = _last_jokers(board, work) or grew
    if not (new or grew or jokers):
        return False
    sets[:] = board
    counts[:] = work
    return True


def quick_move(board: Sequence[Sequence[Tile]], rack: Sequence[Tile], opened: bool,
               threshold: int) -> list[Laid] | None:
    """A fast greedy move: the whole board after it, or ``None`` to draw (or pass). Before opening
    it lays the rack's own sets (jokers with a pair) if they reach ``threshold`` and leaves the
    board alone; after opening it also grows those sets and the board's, a tile at a time."""
    sets = [record_of(s) for s in board]
    if not _move(sets, counts_of(rack), opened, threshold):
        return None
    return [tiles_of(r) for r in sets]


def board_records(board: Sequence[Sequence[Tile]]) -> list[Record]:
    return [record_of(s) for s in board]


@dataclass(slots=True)
class Table:
    """A whole position for play-outs: every rack known (or guessed) as counts, the pool in the
    order it is drawn (from its end, as in the engine)."""

    board: list[Record]
    racks: list[list[int]]
    opened: list[bool]
    pool: list[int]
    current: int
    passes: int
    threshold: int

    def copy(self) -> Table:
        return Table(list(self.board), [list(r) for r in self.racks], list(self.opened), list(self.pool),
                     self.current, self.passes, self.threshold)

    def draw(self) -> bool:
        """The current seat draws (or passes when the pool is empty); whether the game is over."""
        if self.pool:
            self.racks[self.current][self.pool.pop()] += 1
            self.passes = 0
        else:
            self.passes += 1
            if self.passes >= len(self.racks):
                return True
        self.current = (self.current + 1) % len(self.racks)
        return False

    def laid(self, board: list[Record], rack: list[int]) -> bool:
        """The current seat melded, leaving ``board`` and ``rack``; whether it went out."""
        self.board = board
        self.racks[self.current] = rack
        self.opened[self.current] = True
        self.passes = 0
        if not any(rack):
            return True
        self.current = (self.current + 1) % len(self.racks)
        return False

    def turn(self) -> bool:
        """The current seat plays ``quick_move``'s move; whether the game is over."""
        seat = self.current
        rack = self.racks[seat]
        if _move(self.board, rack, self.opened[seat], self.threshold):
            self.opened[seat] = True
            self.passes = 0
            if not any(rack):
                return True
            self.current = (seat + 1) % len(self.racks)
            return False
        return self.draw()

    def play_out(self, turns: int) -> bool:
        """At most ``turns`` turns of ``quick_move`` in every seat; whether the game ended."""
        return any(self.turn() for _ in range(turns))

    def rack_sums(self) -> list[int]:
        return [sum(n * PENALTY[code] for code, n in enumerate(rack) if n) for rack in self.racks]

    def tile_counts(self) -> list[int]:
        return [sum(rack) for rack in self.racks]
