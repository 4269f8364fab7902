"""Benchmark of the move finder against the plain integer-programming model of the problem.

Usage: python benchmarks/solver.py [--positions N] [--seed S]

Deals N seeded positions of growing size (board 0-100 tiles of valid sets taken from a shuffled
tile set, rack 5-30; both tile sets; one position in five before opening), times
``rummi_qt.engine.best_move`` on each and, in the same run, the integer linear programme of den
Hertog and Hulshof (2006): one integer variable per candidate set, one per rack tile, solved by
HiGHS through ``scipy.optimize.milp``. Both must agree on the tiles placed (and their value, the
tie-break); every move found must pass ``check_turn``. Prints a table by board size and the ratio
of the medians. Needs numpy and scipy (the ``bench`` extra); the engine itself never imports them.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import csr_matrix

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rummi_qt.engine.melds import is_valid_set  # noqa: E402
from rummi_qt.engine.solver import best_move  # noqa: E402
from rummi_qt.engine.tiles import (  # noqa: E402
    COLOURS,
    JOKER,
    LARGE_SET,
    MAX_NUMBER,
    STANDARD_SET,
    Tile,
    TileSetSpec,
    all_tiles,
    format_board,
    format_tiles,
)
from rummi_qt.engine.turn import check_turn  # noqa: E402

TYPES = 53  # 52 numbered tiles, then the joker
JOKER_TYPE = 52
MAX_JOKERS = 4


def tile_type(t: Tile) -> int:
    if t.colour is None or t.number is None:
        return JOKER_TYPE
    return (t.number - 1) * 4 + t.colour.order


# --- the plain ILP model --------------------------------------------------------------------------


@dataclass
class Model:
    """Every candidate set as a column: how many of each tile type it uses, and its value."""

    columns: np.ndarray  # TYPES x sets
    values: np.ndarray

    @classmethod
    def build(cls) -> Model:
        cols: list[list[int]] = []
        vals: list[int] = []
        for number in range(1, MAX_NUMBER + 1):
            for size in (3, 4):
                for real in range(1, size + 1):
                    for colours in itertools.combinations(range(4), real):
                        col = [0] * TYPES
                        for c in colours:
                            col[(number - 1) * 4 + c] += 1
                        col[JOKER_TYPE] = size - real
                        cols.append(col)
                        vals.append(number * size)
        # Runs of 3 to 5 (longer ones split into shorter ones), with jokers in any places; runs of 6
        # and 7 only where a split would leave a part of jokers alone.
        for colour in range(4):
            for length in range(3, 8):
                for start in range(1, MAX_NUMBER + 2 - length):
                    for mask in range(1, 1 << length):
                        places = [k for k in range(length) if mask >> k & 1]
                        jokers = length - len(places)
                        if jokers > MAX_JOKERS:
                            continue
                        if length >= 6 and not (max(places) < 3 or min(places) >= length - 3):
                            continue
                        col = [0] * TYPES
                        for k in places:
                            col[(start + k - 1) * 4 + colour] += 1
                        col[JOKER_TYPE] = jokers
                        cols.append(col)
                        vals.append(sum(range(start, start + length)))
        return cls(np.array(cols, dtype=float).T, np.array(vals, dtype=float))

    def solve(self, board: Counter[int], rack: Counter[int], opened: bool, threshold: int,
              unit: int) -> int:
        """The best score (unit per tile placed plus the numbers placed); 0 when no move."""
        sets = self.columns.shape[1]
        matrix = csr_matrix(np.hstack([self.columns, -np.eye(TYPES)]))
        cost = np.zeros(sets + TYPES)
        for k in range(TYPES):
            cost[sets + k] = -(unit + (0 if k == JOKER_TYPE else k // 4 + 1))
        upper = np.concatenate([np.full(sets, 3.0), [float(rack[k]) for k in range(TYPES)]])
        laid = np.array([0.0 if not opened else float(board[k]) for k in range(TYPES)])
        constraints = [LinearConstraint(matrix, laid, laid)]
        if not opened:
            row = np.concatenate([self.values, np.zeros(TYPES)]).reshape(1, -1)
            constraints.append(LinearConstraint(row, threshold, np.inf))
        result = milp(cost, constraints=constraints, integrality=np.ones(sets + TYPES),
                      bounds=Bounds(np.zeros(sets + TYPES), upper))
        if result.status != 0:
            return 0
        return round(-result.fun)


# --- positions ----------------------------------------------------------------------------------


@dataclass
class Position:
    board: list[tuple[Tile, ...]]
    rack: list[Tile]
    opened: bool
    spec: TileSetSpec


def deal(rng: random.Random, spec: TileSetSpec, board_size: int, rack_size: int, opened: bool) -> Position:
    """Valid sets taken from a shuffled tile set until the board has its size, then a rack."""
    pool = Counter(all_tiles(spec))
    board: list[tuple[Tile, ...]] = []
    size = 0
    for _ in range(2000):
        if size >= board_size:
            break
        colour = rng.choice(COLOURS)
        if rng.random() < 0.5:
            length = rng.choice([3, 3, 4, 4, 5, 6, 7])
            start = rng.randint(1, MAX_NUMBER + 1 - length)
            wanted = [Tile(colour, n) for n in range(start, start + length)]
        else:
            number = rng.randint(1, MAX_NUMBER)
            wanted = [Tile(c, number) for c in rng.sample(COLOURS, rng.choice([3, 3, 4]))]
        laid = [JOKER if rng.random() < 0.04 else t for t in wanted]
        need = Counter(laid)
        if need - pool or not is_valid_set(laid) or size + len(laid) > board_size + 2:
            continue
        pool -= need
        board.append(tuple(laid))
        size += len(laid)
    rest = sorted(pool.elements(), key=lambda t: t.sort_key)
    rng.shuffle(rest)
    return Position(board, rest[:rack_size], opened, spec)


def positions(count: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    dealt = []
    for k in range(count):
        grow = k / max(1, count - 1)
        board_size = min(100, int(rng.uniform(0.7, 1.0) * 100 * grow + rng.randint(0, 5)))
        rack_size = max(5, min(30, int(5 + 25 * grow * rng.uniform(0.6, 1.0))))
        spec = LARGE_SET if k % 2 else STANDARD_SET
        opened = k % 5 != 4
        dealt.append(deal(rng, spec, board_size if opened else rng.randint(0, 100), rack_size, opened))
    return dealt


# --- the run ------------------------------------------------------------------------------------


def score_of(position: Position, after: list[tuple[Tile, ...]] | None, unit: int) -> int:
    if after is None:
        return 0
    placed = Counter(t for s in after for t in s) - Counter(t for s in position.board for t in s)
    return sum(placed.values()) * unit + sum(t.number or 0 for t in placed.elements())


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    model = Model.build()
    rows: list[tuple[int, float, float]] = []
    disagreements = 0
    for number, position in enumerate(positions(args.positions, args.seed)):
        unit = MAX_NUMBER * len(position.rack) + 1
        start = time.perf_counter()
        after = best_move(position.board, position.rack, position.opened)
        mine_time = time.perf_counter() - start
        if after is not None:
            verdict = check_turn(position.board, after, position.rack, position.opened)
            if not verdict.ok:
                raise SystemExit(f"illegal move at position {number}: {verdict.detail}")
        mine = score_of(position, after, unit)
        board = Counter(tile_type(t) for s in position.board for t in s)
        rack = Counter(tile_type(t) for t in position.rack)
        start = time.perf_counter()
        reference = model.solve(board, rack, position.opened, 30, unit)
        ilp_time = time.perf_counter() - start
        if mine != reference:
            disagreements += 1
            print(f"DISAGREE at {number}: solver {divmod(mine, unit)} ILP {divmod(reference, unit)}\n"
                  f"  board {format_board(position.board)}\n  rack  {format_tiles(position.rack)}")
        size = sum(len(s) for s in position.board)
        rows.append((size, mine_time * 1000, ilp_time * 1000))

    print(f"{len(rows)} positions, seed {args.seed}; times in ms (solver = best_move, ILP = HiGHS on the plain model)")
    print(f"{'board tiles':>12} {'n':>4} | {'solver median':>13} {'p99':>8} {'max':>8} | "
          f"{'ILP median':>10} {'p99':>8} {'max':>8} | {'speed-up':>8}")
    buckets = [(0, 20), (21, 40), (41, 60), (61, 80), (81, 102)]
    for low, high in [*buckets, (0, 102)]:
        part = [r for r in rows if low <= r[0] <= high]
        if not part:
            continue
        mine_times = [r[1] for r in part]
        ilp_times = [r[2] for r in part]
        label = "all" if (low, high) == (0, 102) else f"{low}-{min(high, 100)}"
        ratio = statistics.median(ilp_times) / statistics.median(mine_times)
        print(f"{label:>12} {len(part):>4} | {statistics.median(mine_times):>13.1f} "
              f"{percentile(mine_times, 0.99):>8.1f} {max(mine_times):>8.1f} | "
              f"{statistics.median(ilp_times):>10.1f} {percentile(ilp_times, 0.99):>8.1f} "
              f"{max(ilp_times):>8.1f} | {ratio:>7.1f}x")
    over = sum(1 for r in rows if r[1] > 300)
    print(f"exact: {len(rows) - disagreements}/{len(rows)} positions agree with the ILP; "
          f"{over} positions over 300 ms")
    return 1 if disagreements else 0


if __name__ == "__main__":
    raise SystemExit(main())
