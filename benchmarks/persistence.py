"""What making a turn durable costs: the autosave and the record append that the host does before
it broadcasts each turn (the Keeper's way: the whole save once, then each turn a line of changes
written over the room left after it and fdatasync'd), measured over whole games of bots.

Run: ``python benchmarks/persistence.py [--games 5] [--seats 4] [--dir DIR]``. Prints per-turn
milliseconds (median, p99, max) and CPU for that save, beside a whole save written atomically each
turn (fsync'd, renamed) and the same whole save without fsync, so the sync's own share shows. DIR
defaults to a temporary folder (use a real disk's folder: tmpfs fsyncs for free)."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rummi_qt.engine import Draw, Pass  # noqa: E402
from rummi_qt.engine.actions import Arrange, Finish  # noqa: E402
from rummi_qt.engine.bots import choose  # noqa: E402
from rummi_qt.network.persistence import SaveFile, save_table, table_to_save  # noqa: E402
from rummi_qt.network.record import RecordWriter, game_line, turn_lines  # noqa: E402
from rummi_qt.network.table import Table  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    folder = args.dir or Path(tempfile.mkdtemp(prefix="rummi-bench-"))
    durable, cpu, whole, plain = [], [], [], []
    for game_number in range(args.games):
        table = Table("Bench", seed=1000 + game_number)
        table.set_seat_count(args.seats)
        for _ in range(args.seats):
            table.add_bot("easy")
        table.start()
        record = RecordWriter(folder / f"game{game_number}.jsonl")
        assert table.match is not None
        record.write([game_line(table, table.match.game)])
        autosave = SaveFile(folder / "autosave.json")
        autosave.rewrite(table)
        while table.match is not None and not table.match.game.over:
            game = table.match.game
            seat = game.current
            sets = choose(table.view(seat), "easy", game.turn)
            events = []
            if sets is not None:
                events += table.apply(Arrange(seat, tuple(sets))).events
                events += table.apply(Finish(seat)).events
            else:
                events += table.apply(Draw(seat) if game.pool else Pass(seat)).events
            lines = turn_lines(events, table.match.game)
            started, used = time.perf_counter(), time.process_time()
            table.record_mark = (record.size(), tuple(lines))
            autosave.append(table)
            record.write(lines)
            durable.append((time.perf_counter() - started) * 1000)
            cpu.append((time.process_time() - used) * 1000)
            started = time.perf_counter()
            save_table(table, folder / "whole.json")
            whole.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            (folder / "plain.json").write_text(json.dumps(table_to_save(table), separators=(",", ":")))
            plain.append((time.perf_counter() - started) * 1000)
        record.close()
    print(f"{len(durable)} turns of {args.games} games at {args.seats} seats, in {folder}")
    rows = (("line + record, synced (the Keeper)", durable), ("  its CPU", cpu),
            ("whole save, fsync'd and renamed", whole), ("whole save, no fsync (floor)", plain))
    for name, values in rows:
        print(f"{name:36} median {statistics.median(values):6.2f} ms  p99 {percentile(values, 0.99):6.2f} ms"
              f"  max {max(values):6.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
