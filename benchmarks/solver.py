"""Benchmark of the move finder against the plain integer-programming model of the problem.

Usage: python benchmarks/solver.py [--positions N] [--seed S] [--repeats R] [--slowest K] [--from-games]

Deals N seeded positions of growing size (board 0-100 tiles of valid sets taken from a shuffled
tile set, rack 5-30; both tile sets; one position in five before opening), or with ``--from-games``
takes N of the positions that seeded games between max-tiles players (two, three and four seats in
turn; games from seed S on) put before the player to move, as a game's hints and bots meet them.
It times
``rummi_qt.engine.best_move`` on each and, in the same run, the integer linear programme of den
Hertog and Hulshof (2006): one integer variable per candidate set, one per rack tile.

The reference is set up to be strong: the model is handed to HiGHS directly (``highspy``, no
scipy layer), its constraint matrix is built once, presolve is off (on these small models it
costs more than it saves) and output is off. Each position is timed ``--repeats`` times (3) with
the two solvers alternating, and the best time of each counts, so that a busy moment on a shared
machine hurts neither more. Both must agree on the tiles placed and their value (the tie-break:
exactness); every move found must pass ``check_turn``. Prints a table by board size, the median,
p90 and worst of each, the ratio of the medians (goal 5x), the solver's worst (goal 50 ms) and the
slowest positions. Needs numpy and highspy (the ``bench`` extra); the engine never imports them.

Measured on 2026-12-01 (2 shared cores, under ``nice``; before = main at fa06288, after = the
solver branch; runs alternated before/after; HiGHS 1.16.0):

    seed  engine  solver median  worst  ILP median  speed-up
    1     before       8.1 ms   101 ms    14.0 ms     1.7x
    1     after        2.7 ms   128 ms    13.2 ms     4.9x
    1     before       8.4 ms   122 ms    14.9 ms     1.8x
    1     after        2.2 ms   103 ms    12.7 ms     5.7x
    2     before       6.3 ms   125 ms     9.8 ms     1.6x
    2     after        2.1 ms    84 ms    11.0 ms     5.2x

The worst positions (a few in 300, 40-60 board tiles, a large rack, jokers) stay over 50 ms: there
the two racing searches both expand 10,000-25,000 cells.

Measured on 2026-12-06 (2 cores, idle; HiGHS 1.16.0), before = main at 8c291be, after = the search
asking only for moves that place a tile, and racks of four tiles or fewer solved by their subsets
(the game positions differ a little between the two: the games are played by the solver measured):

    positions       seed  engine  solver median  worst  ILP median  speed-up
    from games      1     before       1.79 ms    45 ms     6.0 ms     3.4x
    from games      1     after        1.06 ms    26 ms     6.0 ms     5.6x
    from games      2     before                  28 ms                3.0x
    from games      2     after                   31 ms                5.5x
    dealt           1     after        1.87 ms    74 ms     9.1 ms     4.9x

Then each search alone for 6,000 cells (was 2,000) before the other gets its turn: where both
directions are hard (four jokers, 15 tiles and more laid), the race cost the sum of the two.

    from games      1     after                   17 ms                5.8x
    dealt           1     after        1.93 ms    55 ms    10.1 ms     5.2x
    dealt           2     after                   63 ms                4.9x

Measured later on 2026-12-06 (same machine, idle), after three changes: the ways a cell's tiles can
go are kept for the process by the shape of the counts around the cell (a search rebuilt them all);
the race starts with the direction towards the crowded end of the numbers, and options that leave
the runs needing fewer jokers come first; and less work around the search (the solution's replay,
laying out runs, matching unchanged sets, comparing tiles). "First runs" times each position's
first run alone (the shapes known from the positions before it only; no best of three):

    positions       seed  solver median  worst  ILP median  speed-up  first runs: median  speed-up
    from games      1          0.87 ms    15 ms     6.0 ms     6.9x                1.14 ms   5.3x
    from games      2          0.94 ms    15 ms     6.2 ms     6.6x                1.13 ms   5.5x
    dealt           1          1.39 ms    27 ms    10.4 ms     7.5x                1.96 ms   5.3x
    dealt           2          1.33 ms    46 ms     8.3 ms     6.2x                1.80 ms   4.6x
    dealt           3          1.43 ms    76 ms     8.6 ms     6.0x                1.91 ms   4.5x

Seed 3 (not used for tuning) misses the worst-position goal: three positions of 46-56 board tiles,
a rack of 16-20 and three or four jokers, where both directions are hard (each searches 7,000 to
15,000 cells alone; 12,000-15,000 in the race) and the answer leaves one to three tiles.

Measured on 2026-12-07, the search compiled with mypyc (hatch_build.py; the same cells as the pure
Python search, whose closures became a class's methods), its memo keys built mostly from machine
words, and the cycle collector resting during a search. The machine ran at about half the speed of
the days above that day (the ILP's median 12-23 ms where it was 6-10 ms): compare the ratios, and
halve the times for the machine the figures above came from.

    positions       seed  search     solver median  worst  ILP median  speed-up
    from games      1     compiled        0.70 ms     8 ms    10.0 ms    14.2x
    from games      2     compiled        0.86 ms    14 ms    11.6 ms    13.5x
    dealt           1     compiled        2.24 ms    27 ms    23.3 ms    10.4x
    dealt           2     compiled        1.75 ms    36 ms    21.9 ms    12.5x
    dealt           3     compiled        1.32 ms    41 ms    12.3 ms     9.2x
    dealt           4     compiled        1.67 ms    68 ms    18.7 ms    11.2x
    dealt           4     pure (--pure)   2.84 ms   182 ms    18.8 ms     6.6x
    dealt           5     compiled        1.61 ms    73 ms    18.2 ms    11.3x
    dealt           6     compiled        1.54 ms    43 ms    16.2 ms    10.5x

Seeds 4 and 5 miss the 50 ms goal on that machine: seed 4's position 187 (66 board tiles, 16 in
the rack, three jokers; 17,400 cells in the race) and seed 5's positions 167 and 171 (17,200 and
26,200 cells: both directions are hard, so the race costs about twice the quicker one alone).

Measured later on 2026-12-07 (the same machine, its speed changing from minute to minute: a fixed
pure-Python loop took 479-872 ms that day), after six changes: memo keys that fit a machine word
after opening (ten bits a colour's runs), the cycle collector resting through a whole race, a
state's short runs made long as a lower bound (18% fewer cells on the hardest positions), a cell's
options kept for the process by shape and colour, 7,000 cells (was 6,000) for each search alone
in a race's first round, and no memo of what the other colours' runs need. Seeds 12 to 16 were
not used for tuning any of them.

    positions       seed  search     solver median  worst  ILP median  speed-up
    from games      1     compiled        0.59 ms     7 ms     8.2 ms    14.0x
    dealt           1     compiled        1.35 ms     8 ms    13.9 ms    10.3x
    dealt           2     compiled        1.39 ms    25 ms    12.0 ms     8.7x
    dealt           3     compiled        1.46 ms    26 ms    13.6 ms     9.3x
    dealt           4     compiled        1.31 ms    20 ms    11.8 ms     9.0x
    dealt           5     compiled        1.38 ms    24 ms    13.5 ms     9.8x
    dealt           6     compiled        1.27 ms    13 ms    11.6 ms     9.2x
    dealt           7     compiled        1.27 ms    37 ms    11.2 ms     8.8x
    dealt           8     compiled        1.36 ms    11 ms    13.1 ms     9.6x
    dealt           9     compiled        1.46 ms    24 ms    15.4 ms    10.6x
    dealt           10    compiled        1.30 ms     9 ms    13.3 ms    10.2x
    dealt           11    compiled        1.26 ms    10 ms    10.8 ms     8.6x
    dealt           13    compiled        1.49 ms    28 ms    14.2 ms     9.5x
    dealt           14    compiled        1.39 ms    10 ms    12.2 ms     8.8x
    dealt           15    compiled        1.36 ms    14 ms    12.9 ms     9.5x
    dealt           16    compiled        1.37 ms    14 ms    14.0 ms    10.3x

Every seed meets both goals, exactly (300/300 agree with the ILP each). Seed 7's position 185 (64
board tiles, 17 in the rack) is the hardest race known: 27,500 cells, where the quicker direction
alone needs 14,900 and the other 45,500. It took 36.7 and 39.2 ms in two runs; in a slow phase of
the machine, before the last change, 56 ms.
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

import highspy
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rummi_qt.engine import solver, solver_search  # noqa: E402
from rummi_qt.engine.actions import Arrange, Draw, Finish, Pass  # noqa: E402
from rummi_qt.engine.game import apply, new_game  # noqa: E402
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
GOAL_RATIO = 5.0
GOAL_WORST_MS = 50.0


def tile_type(t: Tile) -> int:
    if t.colour is None or t.number is None:
        return JOKER_TYPE
    return (t.number - 1) * 4 + t.colour.order


# --- the plain ILP model --------------------------------------------------------------------------


def candidate_sets() -> tuple[np.ndarray, np.ndarray]:
    """Every candidate set as a column (how many of each tile type it uses) and its value."""
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
    return np.array(cols, dtype=float).T, np.array(vals, dtype=float)


class Model:
    """The ILP on HiGHS. Columns: the candidate sets that the tiles at hand can make (0-3 copies
    each; a set needing a tile type that neither the board nor the rack has must be 0, which
    presolve would find: with it off, those columns are left out here), then the rack's tile types
    (0 to the rack's count). Row k: the sets use the board's tiles of type k plus the rack's placed
    ones. Before opening one more row: the sets are worth at least the threshold."""

    def __init__(self) -> None:
        columns, values = candidate_sets()
        self.columns = columns
        self.with_value = np.vstack([columns, values])  # the sets' rows, then the opening's row
        self.highs = highspy.Highs()
        self.highs.setOptionValue("output_flag", False)
        self.highs.setOptionValue("presolve", "off")
        self.highs.setOptionValue("threads", 1)

    def solve(self, board: Counter[int], rack: Counter[int], opened: bool, threshold: int,
              unit: int) -> int:
        """The best score (unit per tile placed plus the numbers placed); 0 when no move."""
        at_hand = np.array([rack[k] + (board[k] if opened else 0) for k in range(TYPES)], dtype=float)
        kept = np.nonzero(np.all(self.columns <= at_hand[:, None], axis=0))[0]
        racked = [k for k in range(TYPES) if rack[k]]
        sets = len(kept)
        rows = TYPES + (0 if opened else 1)
        dense = self.with_value[:rows, kept]
        col, row = np.nonzero(dense.T)  # column by column (compressed sparse columns)
        starts = np.searchsorted(col, np.arange(sets + 1))
        lp = highspy.HighsLp()
        lp.num_col_ = sets + len(racked)
        lp.num_row_ = rows
        matrix = lp.a_matrix_
        matrix.format_ = highspy.MatrixFormat.kColwise
        matrix.start_ = np.concatenate([starts, len(col) + 1 + np.arange(len(racked))]).astype(np.int32)
        matrix.index_ = np.concatenate([row, racked]).astype(np.int32)
        matrix.value_ = np.concatenate([dense.T[col, row], -np.ones(len(racked))])
        matrix.num_col_, matrix.num_row_ = lp.num_col_, lp.num_row_
        lp.col_cost_ = np.concatenate([np.zeros(sets),
                                       [-(unit + (0 if k == JOKER_TYPE else k // 4 + 1)) for k in racked]])
        lp.col_lower_ = np.zeros(lp.num_col_)
        lp.col_upper_ = np.concatenate([np.full(sets, 3.0), [float(rack[k]) for k in racked]])
        laid = [float(board[k]) if opened else 0.0 for k in range(TYPES)]
        lp.row_lower_ = np.array(laid if opened else [*laid, float(threshold)])
        lp.row_upper_ = np.array(laid if opened else [*laid, highspy.kHighsInf])
        lp.integrality_ = [highspy.HighsVarType.kInteger] * lp.num_col_
        self.highs.passModel(lp)  # a fresh model: nothing is carried over from the last position
        self.highs.run()
        if self.highs.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return 0
        return round(-self.highs.getInfo().objective_function_value)


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


def game_positions(count: int, seed: int) -> list[Position]:
    """``count`` positions drawn at random (by ``seed``) from whole games between max-tiles players:
    every turn's board and the rack and opening state of the seat to move."""
    found: list[Position] = []
    game = 0
    while len(found) < 4 * count:
        rng = random.Random(seed + game)
        state, _ = new_game(2 + game % 3, rng, first_seat=0)
        while state.result is None:
            seat = state.current
            board = [tuple(s) for s in state.board.sets()]
            rack = list(state.racks[seat])
            opened = state.opened[seat]
            found.append(Position(board, rack, opened, STANDARD_SET))
            move = best_move(board, rack, opened, state.options.threshold)
            if move is None:
                state = apply(state, Draw(seat) if state.pool else Pass(seat)).state
            else:
                state = apply(apply(state, Arrange(seat, tuple(move))).state, Finish(seat)).state
        game += 1
    return random.Random(seed).sample(found, count)


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


@dataclass
class Row:
    number: int
    size: int
    mine: float  # ms, best of the repeats
    ilp: float
    first: float  # ms, the solver's first run on the position


def measure(model: Model, number: int, position: Position, repeats: int) -> tuple[Row, bool]:
    """Times both solvers on one position, alternating; whether they agree."""
    unit = MAX_NUMBER * len(position.rack) + 1
    board = Counter(tile_type(t) for s in position.board for t in s)
    rack = Counter(tile_type(t) for t in position.rack)
    mine_time = ilp_time = float("inf")
    first = 0.0
    after: list[tuple[Tile, ...]] | None = None
    reference = 0
    for run in range(max(1, repeats)):
        # Alternate which goes first as well, so that neither always follows the other.
        order = (0, 1) if (number + run) % 2 == 0 else (1, 0)
        for which in order:
            start = time.perf_counter()
            if which == 0:
                after = best_move(position.board, position.rack, position.opened)
                taken = time.perf_counter() - start
                first = first or taken
                mine_time = min(mine_time, taken)
            else:
                reference = model.solve(board, rack, position.opened, 30, unit)
                ilp_time = min(ilp_time, time.perf_counter() - start)
    if after is not None:
        verdict = check_turn(position.board, after, position.rack, position.opened)
        if not verdict.ok:
            raise SystemExit(f"illegal move at position {number}: {verdict.detail}")
    mine = score_of(position, after, unit)
    agree = mine == reference
    if not agree:
        print(f"DISAGREE at {number}: solver {divmod(mine, unit)} ILP {divmod(reference, unit)}\n"
              f"  board {format_board(position.board)}\n  rack  {format_tiles(position.rack)}")
    size = sum(len(s) for s in position.board)
    return Row(number, size, mine_time * 1000, ilp_time * 1000, first * 1000), agree


def report(rows: list[Row], disagreements: int, seed: int, repeats: int, slowest: int,
           dealt: list[Position], source: str = "dealt") -> None:
    print(f"{len(rows)} positions ({source}), seed {seed}; times in ms, best of {repeats} alternating runs "
          "(solver = best_move, ILP = the plain model on HiGHS, presolve off)")
    print(f"search: {search_kind()}")
    print(f"{'board tiles':>12} {'n':>4} | {'solver median':>13} {'p90':>7} {'max':>7} | "
          f"{'ILP median':>10} {'p90':>7} {'max':>7} | {'speed-up':>8}")
    buckets = [(0, 20), (21, 40), (41, 60), (61, 80), (81, 102)]
    for low, high in [*buckets, (0, 102)]:
        part = [r for r in rows if low <= r.size <= high]
        if not part:
            continue
        mine = [r.mine for r in part]
        ilp = [r.ilp for r in part]
        label = "all" if (low, high) == (0, 102) else f"{low}-{min(high, 100)}"
        ratio = statistics.median(ilp) / statistics.median(mine)
        print(f"{label:>12} {len(part):>4} | {statistics.median(mine):>13.2f} {percentile(mine, 0.9):>7.1f} "
              f"{max(mine):>7.1f} | {statistics.median(ilp):>10.2f} {percentile(ilp, 0.9):>7.1f} "
              f"{max(ilp):>7.1f} | {ratio:>7.1f}x")
    if slowest:
        print(f"slowest {slowest} for the solver (position: board tiles, rack tiles, opened; solver / ILP ms):")
        for r in sorted(rows, key=lambda r: -r.mine)[:slowest]:
            p = dealt[r.number]
            print(f"  #{r.number:<4} {r.size:>3} {len(p.rack):>3} {'yes' if p.opened else 'no':>3}   "
                  f"{r.mine:7.1f} / {r.ilp:6.1f}")
    ratio = statistics.median(r.ilp for r in rows) / statistics.median(r.mine for r in rows)
    worst = max(r.mine for r in rows)
    # The solver keeps what it learnt of a cell's shapes for the process (its search module's _SHAPES
    # and _PLACED): a repeat of a position meets them all known; a first run only those of the
    # positions before.
    firsts = [r.first for r in rows]
    first_ratio = statistics.median(r.ilp for r in rows) / statistics.median(firsts)
    print(f"first runs only: solver median {statistics.median(firsts):.2f} ms, p90 {percentile(firsts, 0.9):.1f}, "
          f"max {max(firsts):.1f}; {first_ratio:.1f}x the ILP's median")
    print(f"exact: {len(rows) - disagreements}/{len(rows)} positions agree with the ILP "
          "(tiles placed and their value), every move passes check_turn")
    print(f"goals: median speed-up {ratio:.1f}x (goal {GOAL_RATIO:.0f}x: "
          f"{'met' if ratio >= GOAL_RATIO else 'MISSED'}), worst {worst:.1f} ms "
          f"(goal {GOAL_WORST_MS:.0f} ms: {'met' if worst <= GOAL_WORST_MS else 'MISSED'})")


def search_kind() -> str:
    if solver.Search is solver_search.Search:
        why = " (--pure)" if solver.NATIVE_SEARCH is not None else " (this install did not compile it)"
        return "pure Python" + why
    return "compiled with mypyc (hatch_build.py)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=3, help="alternating timed runs per position (best counts)")
    parser.add_argument("--slowest", type=int, default=5, help="list this many of the solver's slowest positions")
    parser.add_argument("--from-games", action="store_true",
                        help="positions from seeded games between max-tiles players instead of dealt ones")
    parser.add_argument("--pure", action="store_true",
                        help="time the pure Python search even where the install compiled it")
    args = parser.parse_args()
    if args.pure:
        solver.Search = solver_search.Search

    model = Model()
    dealt = (game_positions if args.from_games else positions)(args.positions, args.seed)
    rows: list[Row] = []
    disagreements = 0
    for number, position in enumerate(dealt):
        row, agree = measure(model, number, position, args.repeats)
        rows.append(row)
        disagreements += not agree
    report(rows, disagreements, args.seed, args.repeats, args.slowest, dealt,
           "from max-tiles games" if args.from_games else "dealt")
    return 1 if disagreements else 0


if __name__ == "__main__":
    raise SystemExit(main())
