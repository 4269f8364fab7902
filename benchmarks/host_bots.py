"""The expert's think time at a real host: from its turn's start to its move coming back from the
host's worker process (thinking ahead included, as the table plays it), at a table of bots.

    python benchmarks/host_bots.py [--levels expert,hard,expert,hard] [--games 3] [--seed 11]
                                   [--pace 1.0] [--limit 200]

Runs a host in this process with a bot in every seat (``--levels``, one a seat) at the bot pace
``--pace`` seconds, plays ``--games`` games or for ``--limit`` seconds, whichever ends first, and
prints the p50, p99 and max of the expert's think times (the first includes starting the worker).
The goal (issue "Expert bot"): p99 at most 1 s, max 1.5 s at four seats with the other core busy
(run ``python3 -c "while True: pass"`` beside it)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from rummi_qt.network.host import Host, HostSettings  # noqa: E402
from rummi_qt.network.table import Table  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="expert,hard,expert,hard")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--pace", type=float, default=1.0, help="the bot pace in seconds (default 1)")
    parser.add_argument("--limit", type=float, default=200.0, help="seconds at most (default 200)")
    args = parser.parse_args()
    app = QCoreApplication([])
    table = Table("Bench", seed=args.seed, games_planned=args.games)
    levels = args.levels.split(",")
    table.set_seat_count(len(levels))
    for level in levels:
        table.add_bot(level)
    host = Host(table, HostSettings(bot_pace_ms=round(args.pace * 1000)))
    times: list[float] = []
    answer = host._on_bot_done  # noqa: SLF001 - timed where the worker's answer comes in

    def timed(key: tuple[int, int], sets: list[str] | None) -> None:
        if host._bot_pending == key and table.seats[key[1]].level == "expert":  # noqa: SLF001
            times.append(time.monotonic() - host._bot_began)  # noqa: SLF001
        answer(key, sets)
    host._on_bot_done = timed  # type: ignore[method-assign]  # noqa: SLF001
    host.listen("127.0.0.1", 0)
    host.start()

    def next_game() -> None:
        match = table.match
        if match is not None and match.game.over:
            if match.book.finished:
                app.quit()
            else:
                host.start()
    watch = QTimer()
    watch.timeout.connect(next_game)
    watch.start(200)
    QTimer.singleShot(round(args.limit * 1000), app.quit)
    started = time.monotonic()
    app.exec()
    host.close()
    times.sort()
    count = len(times)
    print(f"{' v '.join(levels)} at a {args.pace:g} s pace, {time.monotonic() - started:.0f} s: {count} expert moves, "
          f"think p50 {times[count // 2] * 1000:.0f} ms, p99 {times[int(count * 0.99)] * 1000:.0f} ms, "
          f"max {times[-1] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
