"""The expert bot: a hoarder once it has opened, and before that (and once the pool is empty) a
determinized search over the hidden tiles, judged in points as well as wins.

Once it has opened, while the pool lasts, the expert lays tiles only to go out (``Think.hoard``):
it draws instead of any move that would leave it tiles, keeps from the others the tiles they
need and the board they would rearrange, and goes out in one move, 25-50 tiles at once.

Otherwise, for a few candidate moves (the exact max-tiles move, the same count keeping back the tiles easiest
to place later, that move with parts of it held back, and the draw), the expert guesses the
opponents' racks many times, consistently with everything public (``reading.sample_hands``: what
each seat's last turn showed it could not lay), shuffles the rest into a pool, and plays every
candidate forward on each guess with the cheap rollout player (``rollout``) in every seat. A play-out
that ends is scored as the engine scores the game; one still running after ``Think.depth`` turns is
judged by a rough chance of winning from the tile counts (the race to an empty rack) and the points
each rack would cost. The candidate with the best average of score plus ``Think.win_weight`` a
win is played: a move that raises the chance to win but loses more points than it gains does not.

Every candidate is played on the same guesses and the same pool order (common random numbers), so
the differences between candidates are not drowned in the luck of the guesses. The work is a count
of play-outs (``Think.rollouts``), never a clock: a seed and a budget replay the same move.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .melds import set_key, set_points
from .reading import (
    HEADS_UP,
    MANY,
    Fits,
    OutOfWork,
    Steps,
    finish,
    hand_steps,
    hidden_tiles,
    move_parts,
    part_choices,
    with_parts,
)
from .rollout import Table, board_records, code_of, counts_of
from .solver import best_move
from .tiles import Tile
from .views import PlayerView

Laid = tuple[Tile, ...]
Move = list[Laid] | None


@dataclass(frozen=True, slots=True)
class Think:
    """How hard the expert thinks: counts, not time, so that a seed replays the game."""

    rollouts: int = 400  # play-outs per decision, shared out between the candidates
    depth: int = 30  # turns (all seats together) a play-out runs before it is judged
    # Play-outs to the end instead (depth 100) won more heads-up against max-tiles on the deals it
    # was tried on (seeds 13000 and 14000, 1,000 games: 56.4% and +1.81 a game, against 53.2% and
    # +0.71 at 30), but on 1,000 fresh games (seed 30000) no more than 30 turns (54.7% and +1.34,
    # against 54.2% and +1.22): the first lead was luck. Nor against hard (seed 16000, 400 games:
    # 54.8% and +1.49, against 54.0% and +2.42) or at four seats (seed 20000, 400 games: 25.2%,
    # against 26.2%), and it takes half as long again. 60 turns, twice the rollouts (800), or a
    # margin of standard errors before leaving the plain move were no better.
    win_weight: float = 10.0  # what a won game is worth over its points
    candidates: int = 6  # the most candidate moves weighed (the draw included)
    work: int = 15_000  # exact fit checks while guessing the opponents' racks (reading.Fits)
    reply_work: int = 25_000  # exact checks of whether an opponent goes out right after a move
    # Holding tiles back (a part of the move, or the draw) is weighed only when an opponent is close
    # to going out (``reading.Watch.risk_at``, as the hard bot): weighed always, the play-outs chose
    # the draw in about a third of the decisions where it was offered, and over the same 200 games
    # (seeds 5000-5099) the expert won 53.5% and -0.01 a game against max-tiles; weighed only then,
    # 60.0% and +3.50 (and most decisions need no play-outs: think p50 6 ms instead of 22 ms).
    hold_at_risk: bool = True
    # Once it has opened, the expert lays tiles only to go out: while the pool lasts it draws
    # instead of any move that leaves it tiles. Its rack grows to 25-50 tiles, the other players
    # lack the tiles it holds and the board it would have laid, and it goes out in one move. Over
    # paired deals (benchmarks/bots.py, seed 43000) a max-tiles player that plays so won 100% of
    # 400 heads-up games against max-tiles, hard and holder alike (about +61 points a game), and
    # 63.7% of 600 four-seat games against three max-tiles (+13.05; par 25%); at six seats 29.7% of
    # 360 (par 17%, +0.84). Holding back only small moves (three tiles or fewer: 56.7%), laying
    # tiles again when an opponent is close to going out (four seats, under three tiles: 43.3%;
    # heads-up, under four: 97.2%) or when the pool runs low (heads-up, under 15: 95.8%) all won
    # less; holding back before opening too lost almost every game.
    hoard: bool = True
    # Before it has opened, the expert opens whenever it can: weighing the draw then too (when an
    # opponent was close to going out) let it grow a rack of 20-27 tiles unopened, which looks
    # wrong at a table (a newcomer's read-through) and won no more: four seats against three
    # max-tiles (seed 51000, 1,000 games) 60.1% and +7.14 without, 61.0% and +6.80 with; a
    # max-tiles player against three experts (seed 54000, 600 games) 10.2% and -6.78 against
    # 9.7% and -8.70.
    hold_before_opening: bool = False
    read_at: int = 6  # opponents with this many tiles or fewer have their racks read, not dealt at random
    # The exact check of whether an opponent goes out right after a move looks at every opponent
    # close to it, in turn order, not only the next seat (which is all there is heads-up). At four
    # seats against three max-tiles bots, paired over the same 2,000 games (seeds 21000 and 22000),
    # 27.2% and +1.83 a game against 26.7% and +1.51 watching the next seat only: a little, within
    # the noise, and no slower (think p99 0.32 s).
    watch_all: bool = True
    # Tried and not kept: in play-outs, a seat that has opened and holds four tiles or fewer goes
    # out whenever the exact yes/no search (solver_fit, up to 500 steps a check) says it can, as
    # people and the exact bots would where the rollout player misses a rearrangement. Heads-up
    # against max-tiles on the same 600 games (seed 41000): 52.5% and +0.81 a game, against 54.2%
    # and +1.39 without, and think p99 0.79 s and max 2.0 s against 0.16 s and 0.30 s.


THINK = Think()


def candidates(view: PlayerView, keep: Sequence[int] | None, most: int, hold: bool = True) -> list[Move]:
    """The moves worth weighing, most tiles first, the draw last; no two alike. Without ``hold``
    only the moves that place the most tiles (and the draw when there is none)."""
    return finish(candidate_steps(view, keep, most, hold))


def candidate_steps(view: PlayerView, keep: Sequence[int] | None, most: int, hold: bool) -> Steps[list[Move]]:
    """``candidates``, a step after each exact solve."""
    assert view.rack is not None
    before = [tuple(s) for s in view.turn_board.sets()]
    opened = view.opened[view.seat]
    threshold = view.options.threshold
    found: list[Move] = []
    plain = best_move(before, view.rack, opened, threshold)
    yield
    if plain is not None:
        found.append(plain)
        if opened and keep is not None:
            kept = best_move(before, view.rack, opened, threshold, weights=keep)
            yield
            if kept is not None:
                found.append(kept)
        for move in list(found) if hold else ():
            if move is None:  # only moves that lay tiles are here: the draw comes last
                continue
            parts = move_parts(before, move)
            for chosen in part_choices(parts)[1:]:
                if not opened and sum(set_points(s) for part in chosen for s in part[1]) < threshold:
                    continue
                found.append(with_parts(before, chosen))
                yield
    unique: list[Move] = []
    seen: set[tuple[tuple[Tile, ...], ...]] = set()
    for move in found:
        assert move is not None
        key = tuple(sorted(set_key(s) for s in move))
        if key not in seen:
            seen.add(key)
            unique.append(move)
    return unique[:most - 1] + [None] if hold or not unique else unique


@dataclass(frozen=True, slots=True)
class World:
    """One guess at the hidden tiles: every rack as tile counts (this seat's own as it is), the
    pool in the order it is drawn (from its end), and the other seats' racks as tiles."""

    racks: list[list[int]]
    pool: list[int]
    hands: dict[int, tuple[Tile, ...]]


def guesses(view: PlayerView, rng: random.Random, count: int, think: Think) -> Steps[list[World]]:
    """``count`` guesses at the hidden tiles, in steps. The racks of opponents with
    ``Think.read_at`` tiles or fewer meet what their last turns showed (``reading.sample_hands``,
    while its work lasts); bigger racks, which that reading would take far too long over, and the
    rest are dealt at random from the tiles left."""
    assert view.rack is not None
    others = [seat for seat in range(view.seats) if seat != view.seat]
    read = [seat for seat in others if view.rack_counts[seat] <= think.read_at]
    fits = Fits(view.turn_board.tiles(), view.turn_board.sets(), [think.work])
    hands = (yield from hand_steps(view, read, rng, count, fits)) if read else []
    hidden = Counter(hidden_tiles(view))
    mine = counts_of(view.rack)
    found = []
    for index in range(count):
        hand = dict(hands[index]) if index < len(hands) else {}
        left = list((hidden - Counter(t for h in hand.values() for t in h)).elements())
        rng.shuffle(left)
        for seat in others:
            if seat not in hand:
                hand[seat] = tuple(left[:view.rack_counts[seat]])
                del left[:view.rack_counts[seat]]
        racks = [mine if seat == view.seat else counts_of(hand[seat]) for seat in range(view.seats)]
        found.append(World(racks, [code_of(t) for t in left], hand))
        yield
    return found


def judge(table: Table, seat: int, ended: bool, win_weight: float) -> float:
    """What a play-out is worth to ``seat``: its score change plus ``win_weight`` times its share
    of the win; for a play-out still running, as expected from the tile counts (each seat's chance
    close to its 1/tiles over the sum of those, as measured between max-tiles bots)."""
    sums = table.rack_sums()
    if ended:
        lowest = min(sums)
        winners = [s for s, total in enumerate(sums) if total == lowest]
        pot = sum(total - lowest for total in sums)
        if seat in winners:
            return pot / len(winners) + win_weight / len(winners)
        return -(sums[seat] - lowest)
    weights = [1 / max(1, n) for n in table.tile_counts()]
    total = sum(weights)
    chance = [w / total for w in weights]
    # If ``seat`` goes out it gains every other rack's sum; if another does, it pays its own.
    gain = chance[seat] * (sum(sums) - sums[seat]) - (1 - chance[seat]) * sums[seat]
    return gain + win_weight * chance[seat]


def expert_move(view: PlayerView, rng: random.Random, keep: Sequence[int] | None = None,
                think: Think = THINK) -> Move:
    """The candidate move with the best average outcome over play-outs on guessed racks."""
    return finish(expert_steps(view, rng, keep, think))


def expert_steps(view: PlayerView, rng: random.Random, keep: Sequence[int] | None = None,
                 think: Think = THINK) -> Steps[Move]:
    """``expert_move`` in steps of a few milliseconds, some tens at most (a step a play-out, a
    try at a guessed rack, an exact check of a reply, an exact solve of a candidate): whoever runs
    it may pause between steps and go on later, to the same move (``ahead``: the expert thinks
    during the other seats' turns)."""
    assert view.rack is not None
    if think.hoard and view.opened[view.seat] and view.pool_size:
        return (yield from hoard_steps(view))
    watch = HEADS_UP if view.seats == 2 else MANY
    hold = not think.hold_at_risk or any(view.opened[seat] and view.rack_counts[seat] <= watch.risk_at
                                         for seat in range(view.seats) if seat != view.seat)
    hold = hold and (view.opened[view.seat] or think.hold_before_opening)
    moves = yield from candidate_steps(view, keep, think.candidates, hold)
    if len(moves) == 1:
        return moves[0]
    if view.opened[view.seat] and moves[0] is not None and \
            sum(map(len, moves[0])) - view.turn_board.tiles().total() >= len(view.rack):
        return moves[0]  # it goes out
    count = max(1, think.rollouts // len(moves))
    worlds = yield from guesses(view, rng, count, think)
    seat = view.seat
    outs, checked = yield from replies(view, moves, worlds, think)
    before = board_records(view.turn_board.sets())
    values: list[float] = []
    for index, move in enumerate(moves):
        start = before if move is None else board_records(move)
        rack_after = None if move is None else _less(counts_of(view.rack), move, view)
        total = 0.0
        for number, world in enumerate(worlds):
            table = Table(list(start), [list(r) for r in world.racks], list(view.opened), list(world.pool), seat,
                          view.passes, view.options.threshold)
            ended = table.draw() if rack_after is None else table.laid(table.board, list(rack_after))
            if not ended and number < checked and outs[index][number] >= 0:
                out = outs[index][number]
                table.racks[out] = [0] * len(table.racks[out])  # it goes out on its turn
                ended = True
            if not ended:
                ended = table.play_out(think.depth)
            total += judge(table, seat, ended, think.win_weight)
            yield
        values.append(total / len(worlds))
    best = max(range(len(moves)), key=lambda i: (values[i], -i))
    return moves[best]


def hoard_steps(view: PlayerView) -> Steps[Move]:
    """The move of a seat that has opened and hoards (``Think.hoard``): the move that lays the
    whole rack if there is one, else the draw."""
    assert view.rack is not None
    before = [tuple(s) for s in view.turn_board.sets()]
    move = best_move(before, view.rack, True, view.options.threshold)
    yield
    if move is not None and sum(map(len, move)) - sum(map(len, before)) >= len(view.rack):
        return move
    return None


def replies(view: PlayerView, moves: Sequence[Move], worlds: Sequence[World],
            think: Think) -> Steps[tuple[list[list[int]], int]]:
    """Which seat, if any, goes out right after each move on each guess (-1: none), found by the
    exact solver (the rollout player misses what needs a rearrangement): the next seat if it is close
    to going out, or with ``Think.watch_all`` the first in turn of the seats that are; and on how many
    guesses that was found for every move before ``Think.reply_work`` ran out (the same guesses for
    every move, so that none is judged on better knowledge than another)."""
    watch = HEADS_UP if view.seats == 2 else MANY
    after = [(view.seat + k) % view.seats for k in range(1, view.seats if think.watch_all else 2)]
    risky = [seat for seat in after if view.opened[seat] and view.rack_counts[seat] <= watch.risk_at]
    outs: list[list[int]] = [[] for _ in moves]
    if not risky:
        return outs, 0
    budget = [think.reply_work]
    boards = [view.turn_board.sets() if move is None else move for move in moves]
    fits = [Fits(Counter(t for s in board for t in s), board, budget) for board in boards]
    checked = 0
    try:
        for world in worlds:
            row: list[int] = []
            for there in fits:  # a step a board and seat: an exact check may take a while
                out = -1
                for seat in risky:
                    gone = there.hand(world.hands[seat])
                    yield
                    if gone:
                        out = seat
                        break
                row.append(out)
            for found, answer in zip(outs, row, strict=True):
                found.append(answer)
            checked += 1
    except OutOfWork:
        pass
    return outs, checked


def _less(rack: list[int], move: Sequence[Laid], view: PlayerView) -> list[int]:
    """The rack after ``move``: less the tiles it adds to the board."""
    left = list(rack)
    placed = Counter(t for s in move for t in s) - view.turn_board.tiles()
    for t, n in placed.items():
        left[code_of(t)] -= n
    return left
