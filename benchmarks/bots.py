"""Bot strength: the hard bot against a bot that always places the most tiles it can.

    python benchmarks/bots.py [--deals 500] [--seed 0] [--four]

Each deal is played from both seats (paired seats cancel most of the luck of the deal), so
``--deals 500`` is 1,000 games. Prints hard's win rate with its 95% interval (goal: the whole
interval above 50%, 55% hoped for); with ``--four``, one hard bot against three max-tiles bots
(par 25%, goal at least 27.5%). It takes a while on 2 cores: run it in the background."""

from __future__ import annotations

import argparse
import math
import random
import time

from rummi_qt.engine import bots
from rummi_qt.engine.simulate import simulate
from rummi_qt.engine.solver import best_move
from rummi_qt.engine.views import PlayerView


def max_tiles(view: PlayerView, rng: random.Random) -> bots.Sets | None:
    """The reference: the exact move that places the most tiles, and nothing else."""
    assert view.rack is not None
    return best_move(view.turn_board.sets(), view.rack, view.opened[view.seat], view.options.threshold)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--four", action="store_true", help="one hard bot against three max-tiles bots")
    args = parser.parse_args()
    bots.LEVELS["max-tiles"] = max_tiles
    levels = ["hard", "max-tiles", "max-tiles", "max-tiles"] if args.four else ["hard", "max-tiles"]
    games = args.deals * len(levels)
    started = time.perf_counter()
    stats = simulate(levels, games, args.seed, clock=time.perf_counter)
    hard = stats[0]
    rate = hard.wins / hard.games
    margin = 1.96 * math.sqrt(rate * (1 - rate) / hard.games)
    think = sorted(hard.think)
    print(f"{games} games ({args.deals} deals x {len(levels)} seatings), {time.perf_counter() - started:.0f} s")
    print(f"hard win rate {rate:.1%} (95% interval {rate - margin:.1%} to {rate + margin:.1%}), "
          f"par {1 / len(levels):.0%}; average score {hard.score / hard.games:+.1f}")
    p50, p99 = think[len(think) // 2] * 1000, think[int(len(think) * 0.99)] * 1000
    print(f"hard think time p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {think[-1] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
