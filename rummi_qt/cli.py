"""The ``rummi`` command line: parses arguments and hands each subcommand to its handler.

With no subcommand it opens the game window. A subcommand is one ``_add_<name>`` function that
adds its parser and sets ``handler``; list it in ``_SUBCOMMANDS``. Handlers import what they
need themselves, so ``rummi --version`` (and later terminal-only subcommands) never load Qt.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Literal, TypeAlias

from rummi_qt import __version__
from rummi_qt.network.links import is_link

if TYPE_CHECKING:
    Subparsers: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]

Handler: TypeAlias = Callable[[argparse.Namespace], int]


def _run_app(args: argparse.Namespace) -> int:
    from rummi_qt.app import run_app  # Qt loads only when a window is wanted.

    return run_app()


def _open_link(given: list[str]) -> int:
    """``rummi rummi://ADDRESS:PORT?table=ID``: open the window and join that table (a scanned QR
    code, a link from a chat). A broken link is refused here, before any window opens."""
    from rummi_qt.network.links import parse_link

    if len(given) > 1:
        print(f"rummi: a link comes alone; {' '.join(given[1:])!r} is left over", file=sys.stderr)
        return 2
    try:
        link = parse_link(given[0])
    except ValueError as error:
        print(f"rummi: {error}", file=sys.stderr)
        return 2
    from rummi_qt.app import run_app

    return run_app(link=link)


def _add_app(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "app",
        help="open the game window (the default when no command is given)",
        description="Open the Rummi game window.",
    )
    parser.set_defaults(handler=_run_app)


def _int_range(low: int, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not between {low} and {high}")
        return value

    return parse


def _address(text: str) -> tuple[str, int]:
    """``host[:port]``, also ``[v6 address]:port``; the port defaults to the host's default."""
    from rummi_qt.network.addresses import parse_address

    try:
        return parse_address(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _run_host(args: argparse.Namespace) -> int:
    from pathlib import Path

    if not args.headless:
        print("rummi host: the desktop host screen is in the app (run `rummi`); add --headless for a "
              "dedicated host in this terminal", file=sys.stderr)
        return 2
    if args.bots > args.seats:
        print(f"rummi host: --bots {args.bots} is more than --seats {args.seats}", file=sys.stderr)
        return 2
    if args.silence < 2 * args.heartbeat:
        # The host hears a quiet player only when they answer its heartbeat: a shorter limit would
        # drop players who did nothing wrong.
        print(f"rummi host: --silence {args.silence:g} must be at least twice --heartbeat {args.heartbeat:g}",
              file=sys.stderr)
        return 2
    from rummi_qt.network.headless import HostPlan, run_host

    interfaces = _interfaces(args, "host")
    if interfaces is False:
        return 2
    plan = HostPlan(
        seats=args.seats, bots=args.bots, bot_level=args.bot_level, port=args.port, name=args.name,
        timer=args.timer, official_penalty=args.official_penalty, games=args.games, seed=args.seed,
        pin=args.pin, record=Path(args.record) if args.record else None,
        resume=Path(args.resume) if args.resume else None,
        autosave=Path(args.autosave) if args.autosave else None,
        away_bot=args.away_bot, bot_pace_ms=round(args.bot_pace * 1000),
        heartbeat_ms=round(args.heartbeat * 1000), silence_ms=round(args.silence * 1000),
        discovery=not args.no_discovery, interfaces=tuple(interfaces) if interfaces else None,
    )
    return run_host(plan)


def _add_host(subparsers: Subparsers) -> None:
    from rummi_qt.engine.bots import LEVELS
    from rummi_qt.network.addresses import DEFAULT_PORT

    parser = subparsers.add_parser(
        "host", help="host a table in this terminal (with --headless)",
        description="Host a Rummi table. With --headless it runs in this terminal: it fills --bots seats "
                    "with bots, waits for players to join over the network, plays --games games, prints "
                    "the results and exits. Its first line of output is `listening on port P`.",
    )
    parser.add_argument("--headless", action="store_true", help="run without a window, in this terminal")
    parser.add_argument("--seats", type=_int_range(2, 6), default=4, help="seats at the table, 2-6 (default 4)")
    parser.add_argument("--bots", type=_int_range(0, 6), default=0, help="seats filled with bots (default 0)")
    parser.add_argument("--bot-level", choices=sorted(LEVELS), default="easy", help="how well the bots play")
    parser.add_argument("--bot-pace", type=_pace, default=1.0, metavar="SECONDS",
                        help="how long each bot turn takes at least, so that players can follow it "
                             "(default 1; 0 plays at once)")
    parser.add_argument("--port", type=_int_range(0, 65535), default=DEFAULT_PORT,
                        help=f"TCP port to listen on; 0 picks a free one (default {DEFAULT_PORT})")
    parser.add_argument("--name", default="Rummi table", help="the table's name")
    parser.add_argument("--timer", type=_int_range(5, 3600), default=None, metavar="SECONDS",
                        help="turn timer in seconds (default: no timer)")
    parser.add_argument("--official-penalty", action="store_true",
                        help="a timed-out player who moved board tiles draws three")
    parser.add_argument("--games", type=_int_range(1, 1000), default=1, help="games to play (default 1)")
    parser.add_argument("--seed", type=_int_range(0, 2**63), default=None, help="shuffle seed, for replays")
    parser.add_argument("--pin", default=None, help="a PIN players must give to join")
    parser.add_argument("--record", metavar="FILE", help="append a JSON Lines record of each game to FILE")
    parser.add_argument("--resume", metavar="FILE", help="resume the table saved in FILE")
    parser.add_argument("--autosave", metavar="FILE",
                        help="where to save the game after every turn (default: the app-data folder)")
    parser.add_argument("--away-bot", nargs="?", const="normal", default=None, choices=sorted(LEVELS),
                        metavar="LEVEL",
                        help="when a player is away past the grace period, a bot of LEVEL (easy, normal or "
                             "hard; normal when left out) plays their seat until they rejoin, instead of "
                             "each turn waiting and then drawing")
    parser.add_argument("--heartbeat", type=_beat, default=2.0, metavar="SECONDS",
                        help="how often the host checks on each connection, 0.1-60 (default 2)")
    parser.add_argument("--silence", type=_silence, default=6.0, metavar="SECONDS",
                        help="how long a player may send nothing before the host takes the connection for "
                             "lost; they become away and rejoin by themselves. At least twice --heartbeat, "
                             "at most 600 (default 6; longer on a patchy network, shorter to notice a "
                             "vanished player sooner)")
    parser.add_argument("--no-discovery", action="store_true", help="do not advertise the table on the network")
    _add_interface_option(parser)
    parser.set_defaults(handler=_run_host)


def _run_bot(args: argparse.Namespace) -> int:
    from pathlib import Path

    from rummi_qt.network.headless import run_bot

    host, port = args.address
    return run_bot(host, port, args.level, args.name, args.pin, args.seed, retry_for=args.retry_for,
                   data_dir=Path(args.data_dir) if args.data_dir else None)


def _add_bot(subparsers: Subparsers) -> None:
    from rummi_qt.engine.bots import LEVELS

    parser = subparsers.add_parser(
        "bot", help="join a table as a bot player",
        description="Join the table at HOST:PORT as a bot, play to the end and exit (0). A dropped "
                    "connection or a restarted host is rejoined by the seat's token, which is kept on disk, "
                    "so a restarted bot with the same --name rejoins its seat too. Exits 2 when no table "
                    "answers for --retry-for seconds, 1 when the table refuses or removes the bot.",
    )
    parser.add_argument("address", type=_address, metavar="HOST:PORT", help="the table's address")
    parser.add_argument("--level", choices=sorted(LEVELS), default="easy", help="how well the bot plays")
    parser.add_argument("--name", default="Bot", help="the bot's name at the table")
    parser.add_argument("--pin", default=None, help="the table's PIN, if it has one")
    parser.add_argument("--seed", type=_int_range(0, 2**63), default=None, help="the bot's random seed")
    parser.add_argument("--retry-for", type=_seconds, default=30.0, metavar="SECONDS",
                        help="how long to keep trying to reach the table, at the start or after losing it "
                             "(default 30)")
    parser.add_argument("--data-dir", metavar="FOLDER", default=None,
                        help="where to keep the seat's token (default: RUMMI_DATA_DIR, else the app-data folder)")
    parser.set_defaults(handler=_run_bot)


def _add_interface_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--interface", action="append", metavar="ADDRESS", default=[],
                        help="limit discovery to the interface with this address (repeatable; default: all, "
                             "or the comma-separated addresses in RUMMI_INTERFACES)")


def _interfaces(args: argparse.Namespace, command: str) -> list[str] | None | Literal[False]:
    """``--interface`` addresses, else ``RUMMI_INTERFACES``; None for all; False after printing an error."""
    from rummi_qt.network.interfaces import chosen_interfaces

    try:
        return chosen_interfaces(args.interface)
    except ValueError as error:
        print(f"rummi {command}: {error}", file=sys.stderr)
        return False


def _run_list(args: argparse.Namespace) -> int:
    interfaces = _interfaces(args, "list")
    if interfaces is False:
        return 2
    from rummi_qt.network.discovery import list_tables

    tables = list_tables(args.timeout, interfaces)
    for table in tables:
        for line in table.listing():
            print(line)
    if not tables:
        print("no tables found")
    return 0


def _add_list(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "list", help="list the tables on the local network",
        description="Look for Rummi tables on the local network (mDNS) for --timeout seconds and print one "
                    "line per table and address: NAME  ADDRESS:PORT  taken/total  STATE. Tables of another "
                    "protocol version are marked incompatible in STATE. Prints `no tables found` when there "
                    "are none; exits 0 either way.",
    )
    parser.add_argument("--timeout", type=_seconds, default=2.0, metavar="SECONDS",
                        help="how long to look, in seconds (default 2)")
    _add_interface_option(parser)
    parser.set_defaults(handler=_run_list)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"{value:g} is not between 0 and 600 seconds")
    return value


def _pace(text: str) -> float:
    return _seconds_between(text, 0, 60)


def _beat(text: str) -> float:
    return _seconds_between(text, 0.1, 60)


def _silence(text: str) -> float:
    return _seconds_between(text, 0.2, 600)


def _seconds_between(text: str, low: float, high: float) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not low <= value <= high:  # also refuses nan
        raise argparse.ArgumentTypeError(f"{value:g} is not between {low:g} and {high:g} seconds")
    return value


def _levels(text: str) -> list[str]:
    from rummi_qt.engine.bots import LEVELS

    levels = [part.strip() for part in text.split(",") if part.strip()]
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown bot level {unknown[0]!r}: use {', '.join(sorted(LEVELS))}")
    return levels


def _run_simulate(args: argparse.Namespace) -> int:
    import time

    from rummi_qt.engine.simulate import simulate

    levels = list(args.bots)
    if len(levels) == 1:
        levels *= args.seats
    if len(levels) != args.seats:
        print(f"rummi simulate: --bots names {len(levels)} levels for {args.seats} seats", file=sys.stderr)
        return 2
    stats = simulate(levels, args.games, args.seed, clock=time.perf_counter)
    print(f"{args.games} games, {args.seats} seats, seed {args.seed}")
    print(f"{'seat':<5}{'level':<8}{'win rate':>9}{'avg score':>11}{'avg tiles left':>16}{'think p50':>11}{'p99':>9}")
    for seat, record in enumerate(stats):
        think = sorted(record.think) or [0.0]
        p50 = think[len(think) // 2] * 1000
        p99 = think[min(len(think) - 1, int(len(think) * 0.99))] * 1000
        print(f"{seat:<5}{record.level:<8}{record.wins / record.games:>9.1%}{record.score / record.games:>11.1f}"
              f"{record.tiles_left / record.games:>16.1f}{p50:>9.1f}ms{p99:>7.1f}ms")
    return 0


def _add_simulate(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "simulate", help="play whole games between bots and print the figures",
        description="Play seeded games between bots with the rules engine alone (no network) and print, "
                    "per seat, the win rate, average score, tiles left and think time.",
    )
    parser.add_argument("--games", type=_int_range(1, 1_000_000), default=100, help="games to play (default 100)")
    parser.add_argument("--seats", type=_int_range(2, 6), default=2, help="seats, 2-6 (default 2)")
    parser.add_argument("--bots", type=_levels, default=["hard"], metavar="LEVELS",
                        help="comma-separated bot level per seat, or one for all (default hard)")
    parser.add_argument("--seed", type=_int_range(0, 2**63), default=0, help="the first deal's seed (default 0)")
    parser.set_defaults(handler=_run_simulate)


def _run_history(args: argparse.Namespace) -> int:
    from pathlib import Path

    from rummi_qt.history.commands import print_history

    return print_history(Path(args.folder) if args.folder else None, args.json)


def _add_history(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "history", help="print the kept games and the players' statistics",
        description="Print the games this computer has kept (hosted or joined), the statistics per player "
                    "and your last scores.",
    )
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")
    parser.add_argument("--folder", metavar="DIR", help="the history folder (default: the app's own)")
    parser.set_defaults(handler=_run_history)


def _run_replay(args: argparse.Namespace) -> int:
    from pathlib import Path

    from rummi_qt.replay_app import run_replay

    return run_replay(Path(args.file), args.game - 1, args.seat - 1 if args.seat else None)


def _add_replay(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "replay", help="open a game record in the replay window",
        description="Open a record (JSON Lines, from `rummi host --record` or a kept game) and step through "
                    "it turn by turn.",
    )
    parser.add_argument("file", help="the record file")
    parser.add_argument("--game", type=_int_range(1, 100_000), default=1,
                        help="which game of the record, from 1 (default 1)")
    parser.add_argument("--seat", type=_int_range(1, 6),
                        help="review this seat's turns: seats count from 1 in the order the record lists them, "
                             "as `rummi history --json` gives a game's your_seat (default: a guest's own seat; "
                             "without one the window asks)")
    parser.set_defaults(handler=_run_replay)


# Each adds one subcommand's parser and sets its ``handler``.
_SUBCOMMANDS: tuple[Callable[[Subparsers], None], ...] = (_add_app, _add_host, _add_bot, _add_simulate, _add_list,
                                                          _add_history, _add_replay)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rummi",
        description="Rummi: a tile-rummy game for LAN parties. With no command, opens the game window.",
        epilog="Set RUMMI_LANG=en, fi or da to choose the language of the window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for add_subcommand in _SUBCOMMANDS:
        add_subcommand(subparsers)
    parser.set_defaults(handler=_run_app)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``rummi`` command; returns the process exit code (argparse exits 2 on bad arguments)."""
    # In a frozen bundle (tools/package.py) the bot worker's process re-runs this executable with
    # multiprocessing's own arguments: they must be taken here, before argparse refuses them.
    # Without a bundle this does nothing.
    import multiprocessing

    multiprocessing.freeze_support()
    given = list(sys.argv[1:] if argv is None else argv)
    if given and is_link(given[0]):
        return _open_link(given)
    args = build_parser().parse_args(argv)
    handler: Handler = args.handler
    return handler(args)


def main_gui(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``rummi-app``, the GUI script (no console window on Windows)."""
    # Under pythonw there is no console: stdout/stderr are None and argparse's messages would
    # raise instead of being dropped.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    return main(argv)
