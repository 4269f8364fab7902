"""Network latency and cost: a 6-seat host (160-tile set) with every seat a client process, each
figure beside the bare floor measured in the same run (a plain Qt host broadcasting 1 KB to as many
client processes: `net_floor.py`).

Measures, over about 1,000 turns (several games): the time from the host starting to apply a
turn-ending intent (Finish meld, Draw, Pass) to the moment the last of the clients has decoded the
new view (p50, p99, max); the same with 20 onlookers added; bytes sent per turn; host CPU per turn
with the real autosave (the Keeper's fsync'd save at every turn boundary, in a temporary folder).
Clients run in separate processes and play the simple way (lay the sets their rack makes, else
draw); CLOCK_MONOTONIC (``time.monotonic_ns``) is shared by every process on Linux.

Also: bytes per client for a many-edit turn (`net_bytes.py`: place, 9 moves, Undo, Draw) beside the
edits' own bytes, and drop → tile shown in the real table view with a delay proxy between client and
host (``--delay-ms``, 50 by default: `net_drop.py`) beside one bare frame.

Run: ``nice -n 10 python benchmarks/network.py`` (``--turns``, ``--onlookers``, ``--delay-ms``,
``--only``, ``--profile``, sorted by ``PROFILE_SORT``: cumulative, or tottime; ``--help``). Start small:
``--turns 200 --only players``. ``PROFILE_CLIENT=FILE`` writes a cProfile of the first player's and the
first onlookers' client process to ``FILE.Player_1`` and ``FILE.Onlooker_1``.
Goals (issue 16, a 2-core machine): drop → shown ≤ 16 ms at any delay; ≤ 2 KB a many-edit turn per
onlooker; host CPU ≤ 1 ms per turn with 6 clients and the autosave; p99 ≤ 8 ms with 6 clients and
≤ 15 ms with 26.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from benchmarks import net_bytes, net_floor  # noqa: E402
from rummi_qt.engine import set_points  # noqa: E402
from rummi_qt.engine.bots import new_sets_from_rack  # noqa: E402
from rummi_qt.engine.views import PlayerView  # noqa: E402
from rummi_qt.network import messages as m  # noqa: E402
from rummi_qt.network.client import Client  # noqa: E402
from rummi_qt.network.host import Host, HostSettings  # noqa: E402
from rummi_qt.network.keeper import Keeper  # noqa: E402
from rummi_qt.network.table import SeatKind, Table  # noqa: E402

SEATS = 6
GOALS = {6: (8.0, None, 1.0), 26: (15.0, None, None)}  # clients → p99 ms, max ms, host CPU ms per turn
DROP_GOAL_MS = 16.0
BYTES_GOAL = 2048


# --- the client processes --------------------------------------------------------------------------


def run_clients(args: argparse.Namespace) -> int:
    """One process: ``--count`` clients (players, or onlookers with ``--spectator``). Each keeps the
    arrival time of the first view of every state version, and writes them all when the host says bye."""
    app = QCoreApplication([])
    arrivals: list[dict[int, int]] = []
    done = False

    def finish(*_: object) -> None:
        nonlocal done
        if done:
            return
        done = True
        Path(args.out).write_text(json.dumps({"arrivals": [{str(v): t for v, t in a.items()} for a in arrivals],
                                              "cpu_s": time.process_time() - cpu_start,
                                              "turns": sum(len(a) for a in arrivals)}))
        app.quit()

    for index in range(args.count):
        client = Client(f"{args.name} {index + 1}" if args.count > 1 else args.name, spectator=args.spectator,
                        heartbeat_ms=1000, silence_ms=30_000, retry_ms=200)
        seen: dict[int, int] = {}
        arrivals.append(seen)
        state = {"acted": -1}

        def on_view(view: PlayerView, _events: list[object], c: Client = client, seen: dict[int, int] = seen,
                    state: dict[str, int] = state) -> None:
            seen.setdefault(c.version, time.monotonic_ns())
            if view.my_turn and state["acted"] != c.version:
                state["acted"] = c.version
                if args.think_ms:
                    QTimer.singleShot(args.think_ms, lambda c=c, view=view: play(c, view))
                else:
                    play(c, view)

        def on_refused(request: str, _reason: str, _detail: str, c: Client = client) -> None:
            if request == m.FinishMeld.TYPE and c.view is not None and c.view.my_turn:  # fall back to drawing
                if c.view.changed:
                    c.undo()
                c.draw() if c.view.pool_size else c.pass_turn()

        client.view_changed.connect(on_view)
        client.refused.connect(on_refused)
        client.closed.connect(finish)
        client.connect_to("127.0.0.1", args.port)
    QTimer.singleShot(args.timeout * 1000, finish)
    cpu_start = time.process_time()
    prof_out = os.environ.get("PROFILE_CLIENT")
    if prof_out and args.name in ("Player 1", "Onlooker 1"):
        profiler = cProfile.Profile(time.process_time)
        profiler.enable()
        app.exec()
        profiler.disable()
        profiler.dump_stats(prof_out + "." + args.name.replace(" ", "_"))
        return 0
    app.exec()
    return 0


def play(client: Client, view: PlayerView) -> None:
    assert view.rack is not None
    laid = new_sets_from_rack(view.rack)
    if laid and (view.opened[view.seat] or sum(set_points(s) for s in laid) >= view.options.threshold):
        client.arrange(view.turn_board.sets() + laid)
        client.finish()
    elif view.pool_size:
        client.draw()
    else:
        client.pass_turn()


# --- the host ----------------------------------------------------------------------------------------


@dataclass
class Figures:
    name: str
    clients: int
    latencies_ms: list[float]
    bytes_per_turn: float
    bytes_per_turn_per_player: float
    handler_cpu_ms: float  # CPU inside the host's message handling, per turn
    process_cpu_ms: float  # all of the host process's CPU in the window, per turn
    games: int
    by_kind: dict[str, list[float]]  # latencies by the intent that ended the turn
    profile: str = ""
    saves_ms: list[float] = field(default_factory=list)  # each turn's autosave (write and sync), wall time
    client_cpu_ms: dict[str, float] = field(default_factory=dict)  # players/onlookers → a client's CPU per turn


def measure(name: str, onlookers: int, onlooker_procs: int, turns: int, warmup: int, seed: int,
            profile: bool, think_ms: int = 0, autosave: bool = True) -> Figures:
    app = QCoreApplication.instance() or QCoreApplication([])
    table = Table("Benchmark", seed=seed)
    table.set_seat_count(SEATS)
    table.games_planned = 100_000
    # Every onlooker comes from 127.0.0.1 here: the per-address bound of a real table would keep them out.
    host = Host(table, HostSettings(heartbeat_ms=1000, silence_ms=30_000, handshake_ms=60_000,
                                    max_onlookers=64, max_onlookers_per_address=64))
    saves = tempfile.TemporaryDirectory(prefix="rummi-bench-save-")
    keeper = Keeper(host, Path(saves.name) / "autosave.json", None) if autosave else None
    port = host.listen("127.0.0.1", 0)
    saves_ms: list[float] = []
    if keeper is not None:  # the save's own wall time: most of it the disk's sync, on the latency path
        keep = keeper.save

        def timed_save() -> None:
            start = time.perf_counter_ns()
            keep()
            if "cpu" in window and "turns" not in window:
                saves_ms.append((time.perf_counter_ns() - start) / 1e6)

        keeper.save = timed_save  # type: ignore[method-assign]

    started: dict[int, int] = {}  # state version → when the host began applying the intent that made it
    kinds: dict[int, str] = {}  # state version → the intent that made it (finish, draw, pass)
    counted = {"turns": 0, "handler_ns": 0, "games": 0}
    window: dict[str, float] = {}
    profiler = cProfile.Profile(time.process_time) if profile else None  # CPU, not waiting on the disk
    original = host._dispatch

    def timed_dispatch(conn: Any, msg: m.Message) -> None:
        if msg.TYPE not in m.INTENT_TYPES:
            original(conn, msg)
            return
        before, wall, cpu = table.version, time.monotonic_ns(), time.process_time_ns()
        original(conn, msg)
        if counted["turns"] >= warmup:
            counted["handler_ns"] += time.process_time_ns() - cpu
        if table.version != before:
            counted["turns"] += 1
            if counted["turns"] > warmup:
                started[table.version] = wall
                kinds[table.version] = msg.TYPE
            if counted["turns"] == warmup:
                open_window()
            if counted["turns"] == warmup + turns:
                QTimer.singleShot(300, stop)  # let the last views arrive

    def sent() -> int:
        return sum(c.sent_bytes for c in host._connections)

    def sent_to_players() -> int:
        return sum(c.sent_bytes for c in host._connections if c.seat is not None and c.seat >= 0)

    def open_window() -> None:
        counted["handler_ns"] = 0
        window.update(cpu=time.process_time(), bytes=sent(), player_bytes=sent_to_players())
        if profiler is not None:
            profiler.enable()

    def stop() -> None:
        if profiler is not None:
            profiler.disable()
        window.update(cpu=time.process_time() - window["cpu"], bytes=sent() - window["bytes"],
                      player_bytes=sent_to_players() - window["player_bytes"], turns=counted["turns"] - warmup)
        host.close()
        QTimer.singleShot(200, app.quit)

    def next_game(_result: object) -> None:
        counted["games"] += 1
        if counted["turns"] < warmup + turns:
            QTimer.singleShot(200, host.start)  # a pause between games, as at a real table

    def everyone_here() -> None:
        if counted["games"] == 0 and table.match is None and not window.get("starting") and \
                all(s.kind is SeatKind.HUMAN and s.connected for s in table.seats) and \
                sum(1 for c in host._connections if c.seat == -1) == onlookers:
            window["starting"] = 1
            QTimer.singleShot(100, host.start)

    host._dispatch = timed_dispatch  # type: ignore[method-assign]
    host.game_ended.connect(next_game)
    host.lobby_changed.connect(everyone_here)

    here = Path(__file__).resolve()
    with tempfile.TemporaryDirectory(prefix="rummi-bench-") as folder:
        procs: list[tuple[subprocess.Popen[bytes], Path]] = []

        def spawn(label: str, count: int, spectator: bool) -> None:
            out = Path(folder) / f"{label}.json"
            command = [sys.executable, str(here), "clients", "--port", str(port), "--name", label,
                       "--count", str(count), "--out", str(out), "--think-ms", str(think_ms)]
            command += ["--spectator"] if spectator else []
            procs.append((subprocess.Popen(command, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}), out))

        for seat in range(SEATS):
            spawn(f"Player {seat + 1}", 1, False)
        per_proc = [onlookers // onlooker_procs + (i < onlookers % onlooker_procs) for i in range(onlooker_procs)]
        for index, count in enumerate(c for c in per_proc if c):
            spawn(f"Onlooker {index + 1}", count, True)
        deadline = QTimer(singleShot=True, interval=600_000)  # a stuck run ends anyway
        deadline.timeout.connect(app.quit)
        deadline.start()
        app.exec()
        deadline.stop()
        arrivals: list[dict[str, int]] = []
        client_cpu = {True: [0.0, 0], False: [0.0, 0]}  # onlookers?, → CPU seconds, turns seen (by a client)
        for proc, out in procs:
            proc.wait(timeout=60)
            written = json.loads(out.read_text())
            arrivals += written["arrivals"]
            tally = client_cpu["Onlooker" in out.name]
            tally[0] += written["cpu_s"]
            tally[1] += written["turns"]
    host.deleteLater()
    del keeper
    saves.cleanup()

    latencies, by_kind = [], {}
    for version, t0 in started.items():
        times = [a.get(str(version)) for a in arrivals]
        if all(t is not None for t in times):
            latencies.append((max(t for t in times if t is not None) - t0) / 1e6)
            by_kind.setdefault(kinds[version], []).append(latencies[-1])
    measured = max(1, int(window["turns"]))  # turns in the window: a few more than asked, while the last settle
    text = ""
    if profiler is not None:
        buffer = io.StringIO()
        pstats.Stats(profiler, stream=buffer).sort_stats(os.environ.get("PROFILE_SORT", "cumulative")).print_stats(45)
        text = buffer.getvalue()
    return Figures(name, SEATS + onlookers, latencies, window["bytes"] / measured,
                   window["player_bytes"] / measured / SEATS, counted["handler_ns"] / 1e6 / measured,
                   window["cpu"] * 1000 / measured, counted["games"], by_kind, text, saves_ms,
                   {("onlookers" if spectators else "players"): cpu * 1000 / turns
                    for spectators, (cpu, turns) in client_cpu.items() if turns})


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def stats(values: list[float]) -> str:
    if not values:
        return "no samples"
    return (f"p50 {statistics.median(values):.2f}, p99 {percentile(values, 0.99):.2f}, "
            f"max {max(values):.2f} ms")


def verdict(ok: bool) -> str:
    return "met" if ok else "MISSED"


def report(results: list[Figures], floors: dict[int, dict[str, Any]]) -> None:
    print()
    print(f"{'scenario':26} {'clients':>7} {'turns':>6} {'games':>5} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} "
          f"{'bytes/turn':>10} {'B/turn/player':>13} {'CPU/turn handler':>16} {'CPU/turn process':>16}")
    for r in results:
        lat = r.latencies_ms
        print(f"{r.name:26} {r.clients:>7} {len(lat):>6} {r.games:>5} {statistics.median(lat):>7.2f} "
              f"{percentile(lat, 0.99):>7.2f} {max(lat):>7.2f} {r.bytes_per_turn:>10.0f} "
              f"{r.bytes_per_turn_per_player:>13.0f} {r.handler_cpu_ms:>13.3f} ms {r.process_cpu_ms:>13.3f} ms")
    for clients, floor in sorted(floors.items()):
        lat = floor["latencies"]
        print(f"{'bare floor (1 KB)':26} {clients:>7} {len(lat):>6} {'':>5} {statistics.median(lat):>7.2f} "
              f"{percentile(lat, 0.99):>7.2f} {max(lat):>7.2f} {1024 * clients:>10} {1024:>13} {'':>16} "
              f"{floor['cpu_ms']:>13.3f} ms")
    print()
    for r in results:
        parts = [f"{kind} ×{len(lat)}: p50 {statistics.median(lat):.2f}, p99 {percentile(lat, 0.99):.2f}, "
                 f"max {max(lat):.2f}" for kind, lat in sorted(r.by_kind.items())]
        print(f"by turn, {r.name}: " + "; ".join(parts))
        if r.saves_ms:
            print(f"  of which the autosave, written and synced before the views go out: {stats(r.saves_ms)}")
        if r.client_cpu_ms:
            print("  a client's CPU per turn (all of its process: decoding views and edits, its own moves, "
                  "heartbeats): " + ", ".join(f"{who} {ms:.3f} ms" for who, ms in r.client_cpu_ms.items()))
    print()
    for r in results:
        if r.clients not in GOALS:
            continue
        p99_goal, max_goal, cpu_goal = GOALS[r.clients]
        floor = floors.get(r.clients)
        beside = f" (floor {stats(floor['latencies'])})" if floor else ""
        checks = [f"{stats(r.latencies_ms)}{beside}"]
        if p99_goal is not None:
            checks.append(f"p99 ≤ {p99_goal} ms: {verdict(percentile(r.latencies_ms, 0.99) <= p99_goal)}")
        if max_goal is not None:
            checks.append(f"max ≤ {max_goal} ms: {verdict(max(r.latencies_ms) <= max_goal)}")
        if cpu_goal is not None:
            cpu_floor = f" (floor {floor['cpu_ms']:.3f} ms a broadcast)" if floor else ""
            checks.append(f"host CPU {r.process_cpu_ms:.3f} ms/turn with the autosave{cpu_floor} ≤ {cpu_goal} ms: "
                          f"{verdict(r.process_cpu_ms <= cpu_goal)}")
        print(f"goals, {r.name}: " + "; ".join(checks))
    for r in results:
        if r.profile:
            print(f"\nhost profile, {r.name} (cumulative):\n{r.profile}")


def measure_drop(delay_ms: int, drops: int, seed: int) -> dict[str, list[float]]:
    """A host here, the delay proxy and the game screen's process: drops timed in the real table view."""
    app = QCoreApplication.instance() or QCoreApplication([])
    table = Table("Drops", seed=seed)
    table.set_seat_count(2)
    table.games_planned = 1000
    table.add_bot("easy", 1)
    # Every onlooker comes from 127.0.0.1 here: the per-address bound of a real table would keep them out.
    host = Host(table, HostSettings(heartbeat_ms=1000, silence_ms=30_000, handshake_ms=60_000,
                                    max_onlookers=64, max_onlookers_per_address=64))
    port = host.listen("127.0.0.1", 0)
    here = Path(__file__).resolve()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proxy = subprocess.Popen([sys.executable, str(here), "proxy", "--target-port", str(port), "--delay-ms",
                              str(delay_ms)], stdout=subprocess.PIPE, text=True, env=env)
    assert proxy.stdout is not None
    proxy_port = int(proxy.stdout.readline())
    with tempfile.TemporaryDirectory(prefix="rummi-bench-drop-") as folder:
        out = Path(folder) / "drops.json"
        dropper = subprocess.Popen([sys.executable, str(here), "dropper", "--port", str(proxy_port), "--drops",
                                    str(drops), "--out", str(out)], env=env)

        def ready() -> None:
            if table.match is None and table.seats[0].connected:
                host.start()

        def next_game(_result: object) -> None:
            QTimer.singleShot(100, host.start)

        host.lobby_changed.connect(ready)
        host.game_ended.connect(next_game)
        timer = QTimer()
        timer.timeout.connect(lambda: app.quit() if dropper.poll() is not None else None)
        timer.start(100)
        app.exec()
        timer.stop()
        dropper.wait(timeout=60)
        results = json.loads(out.read_text())
    proxy.terminate()
    proxy.wait(timeout=10)
    host.close()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command")
    clients = sub.add_parser("clients", help="(internal) run client processes for the benchmark")
    clients.add_argument("--port", type=int, required=True)
    clients.add_argument("--name", required=True)
    clients.add_argument("--count", type=int, default=1)
    clients.add_argument("--spectator", action="store_true")
    clients.add_argument("--out", required=True)
    clients.add_argument("--timeout", type=int, default=900)
    clients.add_argument("--think-ms", type=int, default=0)
    floor_clients = sub.add_parser("floor-clients", help="(internal) a bare client of the floor")
    floor_clients.add_argument("--port", type=int, required=True)
    floor_clients.add_argument("--out", required=True)
    floor_clients.add_argument("--timeout", type=int, default=900)
    proxy = sub.add_parser("proxy", help="(internal) the delay proxy")
    proxy.add_argument("--target-port", type=int, required=True)
    proxy.add_argument("--delay-ms", type=int, required=True)
    dropper = sub.add_parser("dropper", help="(internal) the game screen that drops tiles")
    dropper.add_argument("--port", type=int, required=True)
    dropper.add_argument("--drops", type=int, default=60)
    dropper.add_argument("--out", required=True)
    dropper.add_argument("--timeout", type=int, default=600)
    parser.add_argument("--turns", type=int, default=1000, help="turns measured per scenario (default 1000)")
    parser.add_argument("--warmup", type=int, default=30, help="turns played before measuring (default 30)")
    parser.add_argument("--onlookers", type=int, default=20, help="onlookers in the second scenario (default 20)")
    parser.add_argument("--onlooker-procs", type=int, default=20,
                        help="processes the onlookers are spread over (default: one each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=int, default=0,
                        help="how long a player waits before moving (default 0: turns back to back)")
    parser.add_argument("--delay-ms", type=int, default=50,
                        help="delay each way of the proxy between the game screen and the host (default 50)")
    parser.add_argument("--drops", type=int, default=60, help="drops timed in the table view (default 60)")
    parser.add_argument("--edit-turns", type=int, default=40, help="many-edit turns measured for bytes (default 40)")
    parser.add_argument("--no-autosave", action="store_true", help="measure the host without its autosave")
    parser.add_argument("--profile", action="store_true", help="profile the host (adds overhead to the figures)")
    parser.add_argument("--only", choices=["players", "onlookers", "drop", "bytes"], help="run one scenario")
    args = parser.parse_args(argv)
    if args.command == "clients":
        return run_clients(args)
    if args.command == "floor-clients":
        return net_floor.run_floor_clients(args.port, args.out, args.timeout)
    if args.command == "proxy":
        return net_floor.run_proxy(args.target_port, args.delay_ms)
    if args.command == "dropper":
        from benchmarks import net_drop
        return net_drop.run_dropper(args.port, args.drops, args.out, args.timeout)
    print(f"{os.cpu_count()} CPUs; {args.turns} turns per scenario after {args.warmup} warm-up turns", flush=True)
    if args.only in (None, "drop"):
        drop = measure_drop(args.delay_ms, args.drops, args.seed)
        shown = drop["drop_ms"]
        print(f"drop → tile shown, real table view, {args.delay_ms} ms each way (round trip measured "
              f"{stats(drop['rtt_ms'])}): {stats(shown)}; floor: one frame of this table view "
              f"{stats(drop['frame_ms'])}, of a bare view {stats(drop['floor_ms'])}; "
              f"p99 ≤ {DROP_GOAL_MS} ms: {verdict(bool(shown) and percentile(shown, 0.99) <= DROP_GOAL_MS)}",
              flush=True)
        print("  each drop, ms: " + " ".join(f"{t:.1f}" for t in shown), flush=True)
    if args.only in (None, "bytes"):
        sizes = net_bytes.measure_bytes(SEATS, args.onlookers, args.edit_turns, args.seed)
        onlooker = sizes["onlooker"]
        print(f"bytes per client for a turn of 11 edits (place, 9 moves, undo, draw), {SEATS} players + "
              f"{args.onlookers} onlookers: every client {net_bytes.summary(sizes['per_client'])}; onlookers "
              f"{net_bytes.summary(onlooker)}; floor (the edits' own intents) {net_bytes.summary(sizes['floor'])}; "
              f"≤ {BYTES_GOAL} B: {verdict(bool(onlooker) and max(onlooker) <= BYTES_GOAL)}", flush=True)
    results: list[Figures] = []
    floors: dict[int, dict[str, Any]] = {}
    rounds = max(50, args.turns // 2)
    with tempfile.TemporaryDirectory(prefix="rummi-bench-floor-") as folder:
        if args.only in (None, "players"):
            floors[SEATS] = net_floor.measure_floor(SEATS, rounds, 20, Path(folder), Path(__file__).resolve())
            results.append(measure("6 players", 0, 1, args.turns, args.warmup, args.seed, args.profile,
                                   args.think_ms, not args.no_autosave))
        if args.only in (None, "onlookers"):
            clients = SEATS + args.onlookers
            floors[clients] = net_floor.measure_floor(clients, rounds, 20, Path(folder), Path(__file__).resolve())
            results.append(measure(f"6 players + {args.onlookers} onlookers", args.onlookers,
                                   max(1, min(args.onlooker_procs, args.onlookers)), args.turns, args.warmup,
                                   args.seed, args.profile, args.think_ms, not args.no_autosave))
    if results:
        report(results, floors)
    return 0


if __name__ == "__main__":
    sys.exit(main())
