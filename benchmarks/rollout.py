"""Benchmark of the expert's rollout player (``engine.rollout``): its speed, and how often it
places as many tiles as the exact solver.

    python benchmarks/rollout.py [--games 30] [--seed 0]

Collects the positions of seeded heads-up games between hard bots (every turn a seat played, the
board and rack it faced), and on each one runs ``quick_move`` and the exact ``best_move``. Prints
calls per second of ``quick_move`` (from engine boards and racks, as the tests call it) and of a
play-out turn (``Table.turn``, on the integer form the expert's search uses), both in CPU time so
a shared machine's load counts less; then the share of positions where the two place the same
number of tiles (and, apart, the share where both draw), and the tiles each places on average.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rummi_qt.engine.bots import LEVELS  # noqa: E402
from rummi_qt.engine.game import GameState, new_game  # noqa: E402
from rummi_qt.engine.rollout import Table, code_of, counts_of, quick_move  # noqa: E402
from rummi_qt.engine.simulate import _turn  # noqa: E402
from rummi_qt.engine.solver import best_move  # noqa: E402
from rummi_qt.engine.tiles import Tile  # noqa: E402

Position = tuple[list[tuple[Tile, ...]], tuple[Tile, ...], bool, int]


def positions(games: int, seed: int) -> tuple[list[Position], list[GameState]]:
    """Every position a seat faced in ``games`` hard-bot games, and each game's first state."""
    found: list[Position] = []
    starts: list[GameState] = []
    for number in range(games):
        rng = random.Random(seed + number)
        state, _ = new_game(2, rng)
        starts.append(state)
        while state.result is None:
            seat = state.current
            found.append(([tuple(s) for s in state.board.sets()], state.racks[seat], state.opened[seat],
                          state.options.threshold))
            state = _turn(state, ["hard", "hard"], rng, None, [[], []])
    return found, starts


def placed(before: list[tuple[Tile, ...]], after: list[tuple[Tile, ...]] | None) -> int:
    return 0 if after is None else sum(map(len, after)) - sum(map(len, before))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    assert "hard" in LEVELS
    found, starts = positions(args.games, args.seed)

    started = time.process_time()
    quick = [quick_move(board, rack, opened, threshold) for board, rack, opened, threshold in found]
    quick_cpu = time.process_time() - started
    started = time.process_time()
    exact = [best_move(board, rack, opened, threshold) for board, rack, opened, threshold in found]
    exact_cpu = time.process_time() - started

    turns = 0
    started = time.process_time()
    for state in starts:
        table = Table([], [counts_of(r) for r in state.racks], [False, False], [code_of(t) for t in state.pool],
                      state.current, 0, state.options.threshold)
        while not table.turn():
            turns += 1
        turns += 1
    turn_cpu = time.process_time() - started

    same = sum(placed(p[0], q) == placed(p[0], e) for p, q, e in zip(found, quick, exact, strict=True))
    both_draw = sum(q is None and e is None for q, e in zip(quick, exact, strict=True))
    can = [(p, q, e) for p, q, e in zip(found, quick, exact, strict=True) if e is not None]
    same_moving = sum(placed(p[0], q) == placed(p[0], e) for p, q, e in can)
    n = len(found)
    print(f"{n} positions from {args.games} heads-up hard-bot games (seed {args.seed})")
    print(f"quick_move: {n / quick_cpu:,.0f} calls/s ({quick_cpu / n * 1e6:.0f} us a call, CPU time); "
          f"exact best_move: {n / exact_cpu:,.0f} calls/s ({exact_cpu / n * 1e3:.2f} ms a call)")
    print(f"play-out turn (Table.turn): {turns / turn_cpu:,.0f} turns/s ({turn_cpu / turns * 1e6:.0f} us a turn, "
          f"{turns} turns of {len(starts)} whole play-outs)")
    print(f"same tile count as the exact solver: {same / n:.1%} of positions ({both_draw / n:.1%} both draw); "
          f"where the exact solver can move, {same_moving / max(1, len(can)):.1%}")
    print(f"tiles placed on average: quick {sum(placed(p[0], q) for p, q, _ in can) / max(1, len(can)):.2f}, "
          f"exact {sum(placed(p[0], e) for p, _, e in can) / max(1, len(can)):.2f} (positions where exact can move)")


if __name__ == "__main__":
    main()
