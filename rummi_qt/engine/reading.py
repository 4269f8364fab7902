"""Reading the table for the hard bot: what the opponents may hold, and the move that leaves them
least chance to go out.

An exact max-tiles player is hard to beat by playing better on one's own rack; the edge is in not
handing an opponent the last tiles it needs. The model of an opponent: it lays the most tiles it
can (a max-tiles bot does; most people come close). So a seat whose last turn was a meld kept
nothing it could still have laid on the board it left (two legal moves in a row are one legal
move), and a seat that drew or passed held nothing it could lay on the board of that turn, plus
the tile it drew. That board is the board now without the tiles melded since (the view's
``laid_since``). A seat that opened last turn could not touch the board then, but it kept nothing
that makes a set of its own or joins the sets it laid: those stand in for the board.

Hands are sampled from the tiles this seat cannot see under those constraints, a fixed number of
times from the bot's seeded random, so a seed replays the same game; nothing reads the clock.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import TypeVar, cast

from .actions import TurnEnd
from .melds import growths, order_set, set_key, set_points
from .solver import places_all
from .tiles import Tile, all_tiles, spec_for_seats
from .views import PlayerView

Laid = tuple[Tile, ...]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Watch:
    """How closely the hard bot watches the table. Heads-up and at three seats or more the best
    settings measured apart (each change paired over the same deals, each played every way round)."""

    # An opponent holding this many tiles or fewer may go out on its next turn: only then is a move
    # weighed against the chance it hands them the game (more tiles rarely all fit at once).
    risk_at: int
    samples: int  # guessed hands for the opponents at risk
    # The work one decision may spend on exact fit checks, in the solver's cells plus CALL_COST a
    # call (about 200 cells take a millisecond here): a count, not a clock, so a seed replays the game.
    work: int
    # What a tile held back from the move weighs in the race against a tile that cannot go down
    # yet (1): it could go down now, so next turn it likely still can.
    held_tile: float
    # The guessed chance of an opponent going out counts as chance ** risk_power (below 1: more).
    risk_power: float


HEADS_UP = Watch(risk_at=5, samples=30, work=100_000, held_tile=1.0, risk_power=1.0)
# Three opponents race, and each one's near misses count. Watching seats with up to 7 tiles, on 60
# guesses with half as much work again, won 0.6 to 1.8 points more at four seats (three sets of 250
# deals, each played four ways) and 0.5 points less heads-up, which keeps its settings. Holding back
# more readily on top of that won more the further it went, paired over deals 40000-40249 and
# 50000-50249: a held tile weighing half and the risk counted as risk ** 0.6, 29.9% and 26.9% (+1.4
# and +0.6); weighing 0.3 and risk ** 0.5, 31.1% and 28.8% (+1.2 and +1.9 more).
# Watching up to 10 tiles, 100 guesses, or opponents who are not next at half weight did worse.
MANY = Watch(risk_at=7, samples=60, work=150_000, held_tile=0.3, risk_power=0.5)
TRIES = 20  # attempts at a hand that meets the constraints before an unconstrained one stands in
CALL_COST = 100
MOST_PARTS = 4  # every subset of a move with this many independent parts is weighed; more: one left out at a time

def hidden_tiles(view: PlayerView) -> list[Tile]:
    """The tiles this seat cannot see: the pool and the other racks, together."""
    assert view.rack is not None
    seen = view.turn_board.tiles() + Counter(view.rack)
    return list((Counter(all_tiles(spec_for_seats(view.seats))) - seen).elements())


def board_left(view: PlayerView, seat: int) -> Counter[Tile]:
    """The tiles on the board as ``seat``'s last turn left it: the board now without those melded since."""
    return view.turn_board.tiles() - Counter(view.laid_since[seat])


def laid_last(view: PlayerView, seat: int) -> Counter[Tile]:
    """The tiles ``seat`` laid on its last turn: melded since the seat before it played, not since
    ``seat`` did (on this seat's turn every other seat has played since this seat last did)."""
    return Counter(view.laid_since[(seat - 1) % view.seats]) - Counter(view.laid_since[seat])


def stuck_tiles(view: PlayerView, seat: int) -> int:
    """How many of ``seat``'s tiles are known (under the model) to have no place on ``board_left``
    (after an opening meld: on the sets it laid, ``laid_last``)."""
    last = view.last_turns[seat]
    if not view.opened[seat]:
        return 0
    count = view.rack_counts[seat]
    if last in (TurnEnd.MELDED, TurnEnd.PASSED, TurnEnd.OPENED):
        return count
    if last is TurnEnd.DREW:
        return max(0, count - 1)
    return 0


class OutOfWork(Exception):
    """The decision has spent all the work it may on fit checks."""


class Fits:
    """Whether tiles fit a board (all of them laid at once by a player who has opened), with the
    answers kept: the exact solver is the slow part of reading the table. ``budget`` (shared by
    the boards of one decision) is the work left (see ``Watch.work``); past it, ``OutOfWork``."""

    def __init__(self, tiles: Counter[Tile], sets: Sequence[Laid] = (), budget: list[int] | None = None) -> None:
        self.tiles = list(tiles.elements())
        self.sets = [tuple(s) for s in sets]
        self.budget = [HEADS_UP.work] if budget is None else budget
        self._known: dict[tuple[Tile, ...], bool] = {}

    def _solve(self, hand: tuple[Tile, ...]) -> bool:
        self.budget[0] -= CALL_COST
        if self.budget[0] <= 0:
            raise OutOfWork
        spent = [0]
        found = places_all(self.tiles, hand, max_work=self.budget[0], spent=spent)
        self.budget[0] -= spent[0]
        if found is None:
            raise OutOfWork
        return found

    def alone(self, t: Tile) -> bool:
        """Whether one tile fits (at a set's end or splitting a run is seen without the solver)."""
        key = (t,)
        if key not in self._known:
            self._known[key] = any(growths(laid, t) for laid in self.sets) or self._solve(key)
        return self._known[key]

    def hand(self, hand: Sequence[Tile]) -> bool:
        key = tuple(sorted(hand, key=lambda t: t.sort_key))
        if len(key) == 1:
            return self.alone(key[0])
        if key not in self._known:
            self._known[key] = self._each_joins(key) or self._solve(key)
        return self._known[key]

    def _each_joins(self, hand: tuple[Tile, ...]) -> bool:
        """Whether the tiles fit one after another, each joining a set (seen without the solver)."""
        sets = list(self.sets)
        for t in hand:
            index = next((i for i, laid in enumerate(sets) if growths(laid, t)), None)
            if index is None:
                return False
            sets[index:index + 1] = growths(sets[index], t)[0]
        return True

    def no_move(self, tiles: Sequence[Tile]) -> bool:
        """Whether none of ``tiles`` can be laid: no tile alone, no set of their own, no two near
        each other together (a move needing three of them and the board at once is not looked for)."""
        if any(self.alone(t) for t in tiles):
            return False
        for size in range(3, len(tiles) + 1):
            if any(order_set(chosen) is not None for chosen in itertools.combinations(tiles, size)):
                return False
        return not any(near(a, b) and self.hand((a, b)) for a, b in itertools.combinations(tiles, 2))


def near(a: Tile, b: Tile) -> bool:
    """Whether two tiles can meet in one set: a joker, the same number, or a colour's close numbers."""
    if a.number is None or b.number is None:
        return True
    return a.number == b.number or (a.colour == b.colour and abs(a.number - b.number) <= 2)


Steps = Generator[None, None, T]


def finish(steps: Steps[T]) -> T:
    """What a computation given in steps comes to, run to its end at once."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return cast(T, done.value)


def sample_hands(view: PlayerView, seats: Sequence[int], rng: random.Random, samples: int = HEADS_UP.samples,
                 fits: Fits | None = None) -> list[dict[int, tuple[Tile, ...]]]:
    """``samples`` guesses at the racks of ``seats``, drawn together from the hidden tiles (so two
    racks never share a tile) and meeting what each seat's last turn showed; fewer if the fit checks
    run out (``Watch.work``)."""
    return finish(hand_steps(view, seats, rng, samples, fits))


def hand_steps(view: PlayerView, seats: Sequence[int], rng: random.Random, samples: int,
               fits: Fits | None = None) -> Steps[list[dict[int, tuple[Tile, ...]]]]:
    """``sample_hands`` one guess a step: whoever runs it may pause between guesses (the expert
    thinking ahead, ``ahead``) and go on later to the same guesses."""
    hidden = hidden_tiles(view)
    fits = fits or Fits(view.turn_board.tiles(), view.turn_board.sets())
    stuck = {seat: stuck_tiles(view, seat) for seat in seats}
    left_by = {seat: _judged_on(view, seat, fits) for seat in seats}
    hands: list[dict[int, tuple[Tile, ...]]] = []
    try:
        for _ in range(samples):
            left = Counter(hidden)
            hand: dict[int, tuple[Tile, ...]] = {}
            for seat in seats:
                count = min(view.rack_counts[seat], sum(left.values()))
                known = yield from _stuck_part(left_by[seat], left, min(stuck[seat], count), rng)
                rest = list((left - Counter(known)).elements())
                hand[seat] = tuple(known) + tuple(rng.sample(rest, count - len(known)))
                left -= Counter(hand[seat])
            hands.append(hand)
            yield
    except OutOfWork:
        pass
    return hands


def _judged_on(view: PlayerView, seat: int, now: Fits) -> Fits:
    """Where ``seat``'s stuck tiles have no place: the board it left (``now``, the board as it is,
    if nothing was melded since), or after an opening meld the sets it laid."""
    if view.last_turns[seat] is TurnEnd.OPENED:
        return Fits(laid_last(view, seat), budget=now.budget)
    return Fits(board_left(view, seat), budget=now.budget) if view.laid_since[seat] else now


def _stuck_part(fits: Fits, left: Counter[Tile], count: int, rng: random.Random) -> Steps[list[Tile]]:
    """``count`` tiles from ``left`` with no move on the board, or none if no such guess is found;
    a step a try."""
    for _ in range(TRIES if count else 0):
        guess = _draw_misfits(fits, left, count, rng)
        if not guess:
            return []  # too few tiles left that do not fit
        if count == 1 or fits.no_move(guess):
            return guess
        yield
    return []


def _draw_misfits(fits: Fits, left: Counter[Tile], count: int, rng: random.Random) -> list[Tile]:
    """``count`` tiles drawn one by one from ``left``, each that fits the board alone put back."""
    pool = list(left.elements())
    guess: list[Tile] = []
    while len(guess) < count and pool:
        t = pool.pop(rng.randrange(len(pool)))
        if not fits.alone(t):
            guess.append(t)
    return guess if len(guess) == count else []


def _safe_share(hands: Sequence[dict[int, tuple[Tile, ...]]], at_risk: Sequence[int], there: Fits,
                floor: float, power: float = 1.0) -> float | None:
    """One less the share of guessed hands with which an opponent at risk goes out on the board
    ``there``, that share weighed as share ** ``power``; ``None`` as soon as it cannot end above
    ``floor``. (Every hand is checked on every board: a tile laid far from a hand can still free
    one it needs, r9 on r6 r7 r8 freeing r6 for k6 b6.)"""
    unsafe = 0
    for hand in hands:
        if any(there.hand(hand[seat]) for seat in at_risk):
            unsafe += 1
        if 1 - float((unsafe / len(hands)) ** power) <= floor + 1e-9:
            return None
    return 1 - float((unsafe / len(hands)) ** power)


# --- choosing the move ---------------------------------------------------------------------------


Part = tuple[list[Laid], list[Laid], int]  # board sets taken apart, sets that replace them, tiles placed


def move_parts(before: Sequence[Laid], after: Sequence[Laid]) -> list[Part]:
    """A move cut into independent parts: sets changed together (sharing a tile) form one part, and
    any selection of parts is a legal move of its own. Parts that place no rack tile are dropped."""
    old = Counter(set_key(s) for s in before)
    new = Counter(set_key(s) for s in after)
    changed = [(True, s) for s in (old - new).elements()] + [(False, s) for s in (new - old).elements()]
    parent = list(range(len(changed)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    first_with: dict[Tile, int] = {}
    for index, (_, laid) in enumerate(changed):
        for t in set(laid):
            if t in first_with:
                parent[root(index)] = root(first_with[t])
            else:
                first_with[t] = index
    members: dict[int, list[int]] = {}
    for index in range(len(changed)):
        members.setdefault(root(index), []).append(index)
    parts = []
    for indices in members.values():
        removed = [changed[i][1] for i in indices if changed[i][0]]
        added = [changed[i][1] for i in indices if not changed[i][0]]
        placed = sum(map(len, added)) - sum(map(len, removed))
        if placed:
            parts.append((removed, added, placed))
    return parts


def with_parts(before: Sequence[Laid], parts: Sequence[Part]) -> list[Laid]:
    """The board after only these parts of a move."""
    gone = Counter(set_key(s) for part in parts for s in part[0])
    board = []
    for laid in before:
        key = set_key(laid)
        if gone[key]:
            gone[key] -= 1
        else:
            board.append(tuple(laid))
    return board + [s for part in parts for s in part[1]]


def part_choices(parts: list[Part]) -> list[tuple[Part, ...]]:
    """The selections of parts worth weighing, the whole move first."""
    if len(parts) <= MOST_PARTS:
        return [chosen for size in range(len(parts), 0, -1) for chosen in itertools.combinations(parts, size)]
    return [tuple(parts)] + [tuple(p for p in parts if p is not out) for out in parts]


def winning_share(mine: float, others: Sequence[int]) -> float:
    """A rough chance of winning the race to an empty rack, from the tile counts alone: measured
    between max-tiles bots it is close to each player's 1/tiles over the sum of those."""
    if mine == 0:
        return 1.0
    return (1 / mine) / (1 / mine + sum(1 / max(1, n) for n in others))


def guarded_move(view: PlayerView, move: list[Laid], rng: random.Random,
                 hands: Sequence[dict[int, tuple[Tile, ...]]] | None = None) -> list[Laid] | None:
    """``move`` (the most tiles this seat can place), or the part of it, or the draw, that gives the
    best chance of winning once the risk of an opponent going out next is counted: an opponent's
    guessed hand goes out when all of it fits the board left to them. ``hands`` are the guesses
    (``sample_hands`` by default) for the opponents at risk."""
    assert view.rack is not None
    before = [tuple(s) for s in view.turn_board.sets()]
    mine = len(view.rack)
    others = [seat for seat in range(view.seats) if seat != view.seat]
    watch = HEADS_UP if view.seats == 2 else MANY
    at_risk = [seat for seat in others if view.opened[seat] and view.rack_counts[seat] <= watch.risk_at]
    parts = move_parts(before, move)
    placed_all = sum(part[2] for part in parts)
    if not at_risk or placed_all >= mine:
        return move
    opened = view.opened[view.seat]
    choices: list[tuple[list[Laid] | None, int]] = []
    for chosen in part_choices(parts):
        if not opened and sum(set_points(s) for part in chosen for s in part[1]) < view.options.threshold:
            continue
        choices.append((move if len(chosen) == len(parts) else with_parts(before, chosen),
                        sum(part[2] for part in chosen)))
    choices.append((None, 0))
    here = Fits(view.turn_board.tiles(), view.turn_board.sets(), [watch.work])
    if hands is None:
        hands = sample_hands(view, at_risk, rng, watch.samples, here)
    if not hands:
        return move
    counts = [view.rack_counts[seat] for seat in others]
    best: tuple[float, list[Laid] | None] | None = None
    for board, placed in choices:
        # The tiles left after it: those the move cannot place, those it holds back, a drawn one.
        after = mine - placed_all + watch.held_tile * (placed_all - placed) + (0 if placed or not view.pool_size else 1)
        share = winning_share(after, counts)
        if best is not None and share <= best[0] + 1e-9:
            continue  # even if no guessed hand went out, this could not do better
        there = here if board is None else Fits(Counter(t for s in board for t in s), board, here.budget)
        floor = -1.0 if best is None else best[0] / share  # the safe share it must beat to be chosen
        try:
            safe = _safe_share(hands, at_risk, there, floor, watch.risk_power)
        except OutOfWork:
            break  # the choices weighed so far (the whole move first) stand
        if safe is not None and (best is None or safe * share > best[0] + 1e-9):
            best = (safe * share, board)
    return move if best is None else best[1]
