"""Terminal programs of the network layer: a dedicated host (`rummi host --headless`) and a bot
that joins a table over TCP (`rummi bot`). Both print to the terminal and exit when done."""

from __future__ import annotations

import contextlib
import ipaddress
import random
import secrets
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from rummi_qt.cycles import collect_on_qt_thread
from rummi_qt.engine import GameResult, parse_tiles
from rummi_qt.engine.ahead import THINKS_AHEAD, drawn_view
from rummi_qt.engine.bots import choose
from rummi_qt.engine.views import PlayerView
from rummi_qt.workers import Worker

from . import messages as m
from .addresses import DEFAULT_PORT
from .appdata import bot_seats_file, data_folder
from .bot_job import bot_move, bot_seed, think_view_ahead
from .client import Client
from .host import DEFAULT_BOT_PACE_MS, Host, HostSettings
from .interfaces import InterfaceAddress, format_endpoint
from .keeper import Keeper, default_autosave
from .persistence import SaveError, resume_table
from .stopping import quit_on_signals
from .table import Denied, SeatKind, Table, TableOptions, TableState
from .tokens import TokenStore
from .wire import view_to_wire

# How long a full table waits for the last parts of the deal before it deals without them.
DEAL_WAIT_MS = 2000

if TYPE_CHECKING:
    from .discovery import Advertiser


@dataclass(frozen=True, slots=True)
class HostPlan:
    seats: int
    bots: int = 0
    bot_level: str = "easy"
    port: int = DEFAULT_PORT
    address: str = "0.0.0.0"
    name: str = "Rummi table"
    timer: int | None = None
    official_penalty: bool = False
    games: int = 1
    seed: int | None = None
    pin: str | None = None
    record: Path | None = None
    resume: Path | None = None
    autosave: Path | None = None
    away_bot: str | None = None  # the away bot's level, or None: away players' turns time out
    bot_pace_ms: int = DEFAULT_BOT_PACE_MS  # each bot turn takes at least this long
    heartbeat_ms: int = HostSettings().heartbeat_ms  # how often the host pings each connection
    silence_ms: int = HostSettings().silence_ms  # a connection quiet this long is taken for lost
    discovery: bool = False  # advertise on the LAN (the command line turns it on unless --no-discovery)
    interfaces: tuple[str, ...] | None = None  # interface addresses to advertise on; None: all


def build_table(plan: HostPlan) -> Table:
    if plan.resume is not None:
        table = resume_table(plan.resume)
        if plan.away_bot is not None:  # asked for again on the command line: over the saved option
            table.options = replace(table.options, away_bot=plan.away_bot)
        return table
    seed = plan.seed if plan.seed is not None else secrets.randbits(32)
    table = Table(plan.name, seed=seed, rng=random.Random(seed), games_planned=plan.games)
    table.set_seat_count(plan.seats)
    table.options = TableOptions(timer=plan.timer, official_penalty=plan.official_penalty, pin=plan.pin,
                                 away_bot=plan.away_bot)
    for _ in range(plan.bots):
        table.add_bot(plan.bot_level)
    return table


def run_host(plan: HostPlan, settings: HostSettings | None = None) -> int:
    """Serve one table until its games are played; 0 when done, 1 on a failure at run time."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    collect_on_qt_thread(app)
    QCoreApplication.setOrganizationName("Rummi")
    QCoreApplication.setApplicationName("Rummi")
    with quit_on_signals(app):  # from before the port is printed: a stop signal is never missed
        return _serve(app, plan, settings)


def _serve(app: QCoreApplication, plan: HostPlan, settings: HostSettings | None) -> int:
    try:
        table = build_table(plan)
    except SaveError as error:
        print(f"rummi host: cannot resume: {error}", file=sys.stderr, flush=True)
        return 1
    except Denied as denied:
        print(f"rummi host: {denied.detail}", file=sys.stderr, flush=True)
        return 1
    host = Host(table, settings or HostSettings(bot_pace_ms=plan.bot_pace_ms, heartbeat_ms=plan.heartbeat_ms,
                                                silence_ms=plan.silence_ms))
    try:
        port = host.listen(plan.address, plan.port)
    except OSError as error:
        print(f"rummi host: cannot listen on port {plan.port}: {error}", file=sys.stderr, flush=True)
        return 1
    print(f"listening on port {port}", flush=True)
    _print_join_hint(port, plan.interfaces)
    keeper = Keeper(host, plan.autosave or default_autosave(), plan.record)
    if table.epoch > 0 and plan.record is not None and plan.record.exists():  # resumed: the talk so far
        from rummi_qt.history.replay import RecordError, read_lines

        with contextlib.suppress(RecordError):
            host.restore_talk(read_lines(plan.record))

    def maybe_start() -> None:
        seated = table.state is TableState.LOBBY and all(s.kind is not SeatKind.EMPTY for s in table.seats)
        between_games = table.match is not None and table.match.game.over and not table.match.finished
        if seated or between_games:
            # Deal once every player's part of the shuffle is in; a player who never sends theirs
            # holds the table up a moment at most (their app then says the part was not used).
            QTimer.singleShot(0 if host.deal_is_ready else DEAL_WAIT_MS, start)

    def start() -> None:
        try:
            host.start()
        except Denied:
            return  # already started, or a seat emptied again meanwhile

    def on_game_ended(result: GameResult) -> None:
        match = table.match
        assert match is not None
        print(_summary(table, result, match.game_number), flush=True)
        if match.finished:
            print(_standing(table), flush=True)
            QTimer.singleShot(0, app.quit)
        else:
            maybe_start()

    warned = [0]

    def on_pin_guessing(count: int) -> None:
        if count >= 2 * warned[0]:  # once, then at each doubling: a terminal is not flooded
            warned[0] = count
            print(f"warning: someone is guessing this table's PIN ({count} wrong tries); "
                  "each try now waits longer", file=sys.stderr, flush=True)

    host.pin_guessing.connect(on_pin_guessing)
    host.lobby_changed.connect(maybe_start)
    host.deal_ready.connect(maybe_start)
    host.game_ended.connect(on_game_ended)
    if table.match is not None and table.match.game.over and table.match.finished:
        print("the resumed table has played all its games", flush=True)
        return 0
    advertiser = _advertise(host, plan.interfaces) if plan.discovery else None
    maybe_start()
    try:
        app.exec()  # until the games are played, or Ctrl+C / kill: clients and the LAN hear a goodbye
    finally:
        keeper.close()
        if advertiser is not None:
            advertiser.close()
        host.close()
    return 0


def _print_join_hint(port: int, interfaces: Sequence[str] | None,
                     present: Sequence[InterfaceAddress] | None = None) -> None:
    """The addresses to type where discovery does not get through (a hotspot's among them): only
    those on the interfaces in use, as the lobby shows them."""
    from .interfaces import format_endpoint, interface_addresses, reachable_addresses

    addresses = reachable_addresses(interfaces, interface_addresses() if present is None else present)
    where = " or ".join(format_endpoint(a, port) for a in addresses)
    if any(not ipaddress.ip_address(a).is_loopback for a in addresses):
        print("others can join at " + where, flush=True)
    elif addresses:
        print("only this computer can join, at " + where, flush=True)
    else:
        print("no network yet: others can join once Wi-Fi or a hotspot is up", flush=True)


def _advertise(host: Host, interfaces: tuple[str, ...] | None) -> Advertiser:
    """Advertise the table on the LAN, printing once it is registered."""
    from .discovery import Advertiser  # zeroconf loads only when used

    advertiser = Advertiser(host, interfaces)
    advertiser.registered.connect(lambda name: print(f"advertised on the network as {host.table.name!r}"
                                                     f" (table {host.table.id})", flush=True))
    advertiser.failed.connect(lambda why: print(f"warning: cannot advertise the table: {why}", file=sys.stderr,
                                                flush=True))
    advertiser.start()
    return advertiser


def _summary(table: Table, result: GameResult, number: int) -> str:
    names = [s.name for s in table.seats]
    parts = [f"{names[s]} {change:+d}" for s, change in enumerate(result.changes)]
    winners = ", ".join(names[s] for s in result.winners)
    return f"game {number}: won by {winners}: " + ", ".join(parts)


def _standing(table: Table) -> str:
    assert table.match is not None
    book = table.match.book
    names = [s.name for s in table.seats]
    rows = sorted(range(len(names)), key=lambda s: book.standing()[s])
    lines = ["standing:"]
    for seat in rows:
        lines.append(f"  {book.standing()[seat]}. {names[seat]}: {book.wins[seat]} won, {book.totals[seat]:+d}")
    return "\n".join(lines)


class BotPlayer(QObject):
    """Plays one seat through a client: think, lay the board or draw; stop when the table is done.
    A connection that drops or a goodbye the client recovers from (the host restarted, a Wi-Fi drop,
    a freeze the host took for silence) is no reason to stop: the client rejoins the seat by token."""

    def __init__(self, client: Client, level: str, seed: int, on_done: Callable[[int], None]) -> None:
        super().__init__(client)
        self.client = client
        self.level = level
        self.seed = seed
        self.rng = random.Random(seed)
        self.on_done = on_done
        self._acted: int | None = None
        self._fell_back: int | None = None
        # An expert thinks in a worker process of its own, during the other seats' turns too, on
        # the position its turn starts from if they draw (``engine.ahead``); its seed a turn is
        # then a function of the turn. The other levels take milliseconds: they think here.
        self.worker = Worker(self) if level in THINKS_AHEAD else None
        self._ahead: int | None = None  # the state version it last thought ahead at
        client.welcomed.connect(self._on_welcomed)
        client.view_changed.connect(self._on_view)
        client.lobby_changed.connect(self._on_lobby)
        client.refused.connect(self._on_refused)
        client.closed.connect(self._on_closed)

    def _on_welcomed(self, _seat: int, _owner: bool) -> None:
        # A move sent just before the connection broke may never have arrived (a host restarted from
        # its save is at the same state version): on a new connection, the view decides afresh.
        self._acted = self._fell_back = self._ahead = None

    def _on_view(self, view: PlayerView, _events: object) -> None:
        if self.worker is not None:
            self._think(view, self.worker)
            return
        if not view.my_turn or self._acted == self.client.version:
            return
        self._acted = self.client.version
        sets = choose(view, self.level, self.rng.getrandbits(32))
        if sets is not None:
            self.client.arrange(sets)
            self.client.finish()
        else:
            self._draw(view)

    def _think(self, view: PlayerView, worker: Worker) -> None:
        """The expert's way: its move from the worker; during the others' turns, thinking ahead."""
        version = self.client.version
        game = self.client.lobby.game if self.client.lobby is not None else 0
        if view.result is not None:
            return
        if view.my_turn:
            if self._acted != version:
                self._acted = version
                worker.interrupt()  # thinking ahead gives way: this turn's move is wanted now
                worker.submit(lambda sets: self._play(version, sets), bot_move, view_to_wire(view), self.level,
                              bot_seed(self.seed, game, view.turn, view.seat))
            return
        guess: PlayerView | None = view
        while guess is not None and guess.current != guess.seat:
            guess = drawn_view(guess)
        if guess is not None and self._ahead != version:
            self._ahead = version
            worker.interrupt()
            worker.submit_stoppable(_ignore, think_view_ahead, view_to_wire(guess),
                                    bot_seed(self.seed, game, guess.turn, guess.seat))

    def _play(self, version: int, sets: list[str] | None) -> None:
        view = self.client.view
        if view is None or not view.my_turn or self.client.version != version:
            return  # the turn ended meanwhile (the clock ran out, the connection was lost)
        if sets is not None:
            self.client.arrange([tuple(parse_tiles(s)) for s in sets])
            self.client.finish()
        else:
            self._draw(view)

    def _draw(self, view: PlayerView) -> None:
        if view.changed:
            self.client.undo()
        if view.pool_size:
            self.client.draw()
        else:
            self.client.pass_turn()

    def _on_refused(self, request: str, reason: str, detail: str) -> None:
        print(f"refused {request}: {detail}", file=sys.stderr, flush=True)
        view = self.client.view
        if request not in (m.ArrangeSets.TYPE, m.FinishMeld.TYPE) or view is None or not view.my_turn:
            return
        if self._fell_back != self.client.version:
            self._fell_back = self.client.version
            self._draw(view)

    def _on_lobby(self, lobby: m.LobbyState) -> None:
        if lobby.state == TableState.FINISHED.value:
            self.on_done(0)

    def _on_closed(self, reason: str, detail: str) -> None:
        if self.client.retrying:  # e.g. "host_closed" mid-table, "silent" after a freeze
            print(f"the table closed the connection ({detail or reason}); rejoining", file=sys.stderr, flush=True)
            return
        print(f"rummi bot: {detail or reason}", file=sys.stderr, flush=True)
        self.on_done(1)


class Reconnecting(QObject):
    """How long the bot keeps trying to reach its table, and what it says meanwhile: once that it cannot
    reach a table it never reached, "connection lost" only after it had one; ``give_up`` after
    ``retry_for`` seconds without a seat."""

    def __init__(self, client: Client, where: str, retry_for: float, give_up: Callable[[str], None]) -> None:
        super().__init__(client)
        self.client = client
        self.where = where
        self.retry_for = retry_for
        self._give_up = give_up
        self._seated_once = False
        self._why = ""
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(max(1, round(retry_for * 1000)))
        self._deadline.timeout.connect(self._on_deadline)
        client.welcomed.connect(self._on_welcomed)
        client.connection_lost.connect(self._on_lost)
        client.closed.connect(self._on_closed)

    def start(self) -> None:
        self._deadline.start()

    def _on_welcomed(self, seat: int, _owner: bool) -> None:
        self._deadline.stop()
        table = self.client.table or self.where
        if self._seated_once:
            print(f"rejoined seat {seat + 1} at {table}", file=sys.stderr, flush=True)
        else:
            print(f"seated at {table} (seat {seat + 1})", flush=True)
        self._seated_once = True

    def _on_lost(self, why: str) -> None:
        self._why = why
        if self._seated_once:
            print(f"connection lost: {why}; rejoining (for up to {self.retry_for:g} s)", file=sys.stderr, flush=True)
        else:
            print(f"cannot reach {self.where}: {why}; trying for {self.retry_for:g} s", file=sys.stderr, flush=True)
        if not self._deadline.isActive():
            self._deadline.start()

    def _on_closed(self, _reason: str, _detail: str) -> None:
        if self.client.retrying and not self._deadline.isActive():
            self._deadline.start()  # the goodbye comes before the drop: count from here

    @Slot()
    def _on_deadline(self) -> None:
        if self.client.connected:
            return
        if self._seated_once:
            self._give_up(f"gave up: the table at {self.where} did not come back within {self.retry_for:g} s")
        else:
            because = f" ({self._why})" if self._why else ""
            self._give_up(f"gave up: no table answered at {self.where} within {self.retry_for:g} s{because}")


def run_bot(address: str, port: int, level: str, name: str, pin: str | None, seed: int | None = None, *,
            retry_for: float = 30.0, data_dir: Path | None = None) -> int:
    """Play one seat until the table is done: 0 then, 1 when the table refuses or removes the bot,
    2 when no table could be reached for ``retry_for`` seconds. The seat's token is kept on disk (by
    table id and the bot's name), so a restarted bot with the same arguments rejoins its seat."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    collect_on_qt_thread(app)
    QCoreApplication.setOrganizationName("Rummi")
    QCoreApplication.setApplicationName("Rummi")
    tokens = TokenStore(bot_seats_file(data_dir or data_folder(), name))
    client = Client(name, pin=pin, tokens=tokens, player_key=name)
    code = [1]

    def done(exit_code: int) -> None:
        code[0] = exit_code
        client.leave()
        QTimer.singleShot(0, app.quit)

    def give_up(why: str) -> None:
        print(f"rummi bot: {why}", file=sys.stderr, flush=True)
        done(2)

    BotPlayer(client, level, seed if seed is not None else secrets.randbits(32), done)
    Reconnecting(client, format_endpoint(address, port), retry_for, give_up).start()
    # Ctrl+C and kill end the loop; the seat stays the bot's, to rejoin by its kept token.
    with quit_on_signals(app):
        client.connect_to(address, port)
        app.exec()
    return code[0]


def _ignore(_result: object) -> None:
    """What comes back from thinking ahead: nothing (the worker keeps the work)."""
