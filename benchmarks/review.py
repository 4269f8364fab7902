"""Benchmark of "Your review": how long the exact solver takes to judge every turn of one seat.

Usage: python benchmarks/review.py [--games N] [--seed S]

Plays N seeded 4-seat bot games with the engine alone (seat 0 easy, so it leaves moves behind;
the others normal), writes each as the host's record would, and times ``review_game`` for seat 0
and for a normal seat: the whole game as the app's worker process reviews it after the end.
Prints per game the turns judged, the turns missed and the time, then the median and the worst.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rummi_qt.history.replay import read_games  # noqa: E402
from rummi_qt.history.review import review_game  # noqa: E402
from rummi_qt.network.record import bots_game  # noqa: E402

LEVELS_AT_TABLE = ["easy", "normal", "normal", "normal"]


def record(seed: int) -> list[dict[str, Any]]:
    return bots_game([f"P{s}" for s in range(len(LEVELS_AT_TABLE))], LEVELS_AT_TABLE, seed, timer=0)[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    times: list[float] = []
    print(f"{'game':>4} {'seat':>4} {'turns':>5} {'missed':>6} {'seconds':>8}")
    for number in range(args.games):
        game, = read_games(record(args.seed + number))
        for seat in (0, 1):
            turns = sum(1 for f in game.frames if f.seat == seat)
            started = time.perf_counter()
            missed = review_game(game, seat)
            took = time.perf_counter() - started
            times.append(took)
            print(f"{number:>4} {seat:>4} {turns:>5} {len(missed):>6} {took:>8.3f}")
    print(f"median {statistics.median(times):.3f} s, worst {max(times):.3f} s per seat and game "
          f"({len(times)} reviews)")


if __name__ == "__main__":
    main()
