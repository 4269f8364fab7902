"""The authoritative host: a QTcpServer that owns the table, checks every message in a fixed order,
sends each client only what its seat may see, runs the turn clock, heartbeats and bot workers."""

from __future__ import annotations

import logging
import math
import secrets
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from shiboken6 import isValid

from rummi_qt.engine import (
    Arrange,
    Board,
    DraftChanged,
    Draw,
    Drew,
    Event,
    Finish,
    GameEnded,
    Outcome,
    Pass,
    TurnStarted,
    Undo,
    parse_tiles,
)
from rummi_qt.engine.ahead import THINKS_AHEAD, after
from rummi_qt.engine.game import GameState
from rummi_qt.engine.views import SPECTATOR
from rummi_qt.workers import Worker

from . import messages as m
from .bot_job import bot_move, bot_seed, think_ahead
from .chat import ChatBucket, ChatRefused, checked_reaction, checked_text
from .deal_host import HostDeals
from .fairness import DealError
from .guard import PinGuard
from .memo import ByIdentity, tiles_text
from .table import HISTORY_EVENTS, Denied, Refusal, SeatKind, Table, TableState, clean_name, redacted_events
from .turn_clock import GameTime
from .wire import delta_for, event_to_wire, view_to_wire

TURN_ENDING_TYPES = frozenset({m.FinishMeld.TYPE, m.DrawTile.TYPE, m.PassTurn.TYPE})

log = logging.getLogger(__name__)
TALK_KEPT = 50  # lines of table talk sent again to a player who (re)joins

DEFAULT_BOT_PACE_MS = 1000  # about a second a bot turn: long enough to follow, short enough not to bore


@dataclass(frozen=True, slots=True)
class HostSettings:
    """Limits and intervals; every interval can go down to milliseconds in tests."""

    # Every 2 s, 6 s of silence: a Wi-Fi drop is noticed in seconds, an idle table wakes rarely.
    heartbeat_ms: int = 2000
    silence_ms: int = 6000
    handshake_ms: int = 5000
    grace_ms: int = 60_000
    max_connections: int = 64
    max_onlookers: int = 32
    max_onlookers_per_address: int = 4
    max_frame: int = m.MAX_FRAME
    frame_ms: int = 5000
    max_queued: int = 1 << 20
    rate_per_second: float = 40.0
    rate_burst: float = 120.0
    # How long a bot's turn takes at least, from the turn's start to its move (its thinking time
    # included): players must be able to follow the bots. The host never waits for anyone's drawing;
    # it only holds the move back. 0 plays at machine speed (tests, bot-only tables).
    bot_pace_ms: int = DEFAULT_BOT_PACE_MS
    # How long the owner's Start waits for the last players' parts of the deal (commit and reveal
    # take two round trips: milliseconds), before it deals without them.
    deal_wait_ms: int = 2000


_CONNECTED = QAbstractSocket.SocketState.ConnectedState


@dataclass
class _Broadcast:
    """One state's views on their way to every connection: the public part encoded once, each
    seat's frame kept for the next connection of that seat (every onlooker gets the same one), the
    events as JSON by who sees them alike, and the seats that drew (they see their own tiles)."""

    views: m.SeatViews
    drew: frozenset[int]
    frames: dict[int, bytes] = field(default_factory=dict)
    events: dict[int, str] = field(default_factory=dict)


@dataclass(eq=False)
class Connection:
    socket: QTcpSocket
    decoder: m.FrameDecoder
    opened_at: float
    last_heard: float
    seat: int | None = None  # None until welcomed; SPECTATOR for onlookers
    owner: bool = False
    name: str = ""
    allowance: float = 0.0
    last_refill: float = 0.0
    sent_bytes: int = 0
    pings: int = 0
    closing: bool = False
    # The socket's state as its stateChanged signal last said: asked of Qt for every frame sent, it
    # was a tenth of a turn's broadcast (an accepted socket starts connected).
    connected: bool = True
    partial_since: float | None = None  # when a frame began that has not completed yet
    ident: int = 0  # names an onlooker in the lobby's ``onlookers``, for the owner's ``seat_onlooker``
    # The hosting app's own connection, from this very process (see ``adopt_in_process``): it cannot
    # go silent without the host going with it, so it is neither pinged nor watched for silence.
    in_process: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def address(self) -> str:
        return self.socket.peerAddress().toString()


class Host(QObject):
    """Serve one table. The hosting player's own window joins as an ordinary client."""

    lobby_changed = Signal()
    game_started = Signal()
    game_changed = Signal(object)  # tuple[Event, ...] of the accepted action, unredacted
    # The events of an action that ended a turn, or () when seats changed in a game: emitted before
    # anyone is told, so that a listener (the autosave) makes it durable first.
    turn_ended = Signal(object)
    game_ended = Signal(object)  # GameResult
    client_refused = Signal(str, str)  # reason, detail: for logs and tests
    pin_guessing = Signal(int)  # wrong PINs in this spell, past the few an honest player makes
    chat_said = Signal(object)  # the record's line (a dict) for each line of chat or reaction relayed
    deal_ready = Signal()  # every committed part of the next deal is in: starting now leaves nobody out
    deal_revealed = Signal(object)  # messages.DealRevealed, as everyone was sent it at a game's end

    def __init__(self, table: Table, settings: HostSettings | None = None, owner_token: str | None = None,
                 clock: Callable[[], float] = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.settings = settings or HostSettings()
        self.owner_token = owner_token or secrets.token_urlsafe(18)
        self._clock = clock
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._on_new_connection)
        self._connections: list[Connection] = []
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(self.settings.heartbeat_ms)
        self._heartbeat.timeout.connect(self._on_heartbeat)
        self._last_beat: float | None = None  # when the heartbeat last ran (the host's clock)
        self._turn_timer = QTimer(self)
        self._turn_timer.setSingleShot(True)
        self._turn_timer.timeout.connect(self._on_turn_timeout)
        # Deadlines are in game time, which stands still while the owner has paused the timer.
        self._game_time = GameTime(clock)
        self._turn_deadline: float | None = None
        self._away_at: dict[int, float] = {}  # seat -> game time it went away (its grace period's start)
        self._left: set[int] = set()  # seats whose player sent leave in a game, until their connection ends
        # Ends the grace period of away players at a table with an away bot, so that the bot takes
        # their seat (and everyone is told) even while it is someone else's turn.
        self._grace_timer = QTimer(self)
        self._grace_timer.setSingleShot(True)
        self._grace_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._grace_timer.timeout.connect(self._on_grace_over)
        self._next_ident = 0
        self._worker = Worker(self)
        self._bot_pending: tuple[int, int] | None = None
        self._bot_pace_ms = max(0, self.settings.bot_pace_ms)
        self._bot_began = 0.0  # when the pending bot's turn began (the host's clock)
        self._bot_ready: tuple[tuple[int, int], list[str] | None] | None = None  # a move held back by the pace
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may fire 5 % early
        self._bot_timer.timeout.connect(self._on_bot_pace)
        # What the worker was last asked to think ahead for: (state version, a held move's or not).
        self._ahead: tuple[int, bool] | None = None
        # The last few messages sent and their bytes: a broadcast hands one message to many connections.
        self._encoded: ByIdentity[m.Message, bytes] = ByIdentity(m.Message.encode)
        # (state version, edit, board) of what every client was last sent: the base of the next delta.
        self._shown: tuple[int, int, Board] | None = None
        # An edit's events held back while the turn's end comes right behind it in the same read (a
        # bot's or a fast player's arrange and finish): one view goes out for both, not a delta first.
        self._held: list[Event] = []
        self._hold = False
        self._pins = PinGuard()
        self._deals = HostDeals(table)
        self._muted_onlookers: set[int] = set()
        # The table's talk so far (its last lines): a player who rejoins, or joins late, sees it too.
        self._talk: deque[m.Chat] = deque(maxlen=TALK_KEPT)
        self._start_waiting: Connection | None = None  # the owner's Start, waiting for the deal's parts
        self._deal_timer = QTimer(self)
        self._deal_timer.setSingleShot(True)
        self._deal_timer.timeout.connect(self._deferred_start)
        self.deal_ready.connect(self._deferred_start)

    # --- life ----------------------------------------------------------------------------------

    def listen(self, address: QHostAddress | str = "127.0.0.1", port: int = 0) -> int:
        """Start serving; returns the real port. Raises OSError when the port cannot be had."""
        host = QHostAddress(address) if isinstance(address, str) else address
        if not self._server.listen(host, port):
            raise OSError(self._server.errorString())
        self._server.setMaxPendingConnections(self.settings.max_connections)
        if self.table.state is TableState.PLAYING:
            # A resumed table: its players are away until they rejoin, so that their turns wait only
            # the grace period and the table goes on without them.
            now = self._clock()
            for info in self.table.seats:
                if info.kind is SeatKind.HUMAN and not info.connected and info.away_since is None:
                    info.away_since = now
            # The turn that was going on starts its time again: the save does not hold what was
            # left of it, and without a deadline it would never run out once its player is back.
            self._start_turn_clock(broadcast=False)
        self._after_change(())
        return self._server.serverPort()

    @property
    def port(self) -> int:
        return self._server.serverPort()

    @property
    def address(self) -> QHostAddress:
        """The address it listens on (``Any``, ``0.0.0.0``, or one address): what discovery may advertise."""
        return self._server.serverAddress()

    def close(self) -> None:
        """Say goodbye to every client and stop serving; the object can be deleted afterwards."""
        seat = self.table.seat_of_token(self.owner_token)
        player = self.table.seats[seat].name if seat is not None else ""
        bye = m.Bye(reason="host_closed", detail="The host closed the table", rejoin=True, host_player=player)
        for conn in list(self._connections):
            self._send(conn, bye)
            conn.socket.flush()
            conn.socket.readyRead.disconnect()
            conn.socket.disconnected.disconnect()
            conn.socket.disconnectFromHost()
            conn.socket.deleteLater()
        self._connections.clear()
        self._server.close()
        self._heartbeat.stop()
        self._turn_timer.stop()
        self._bot_timer.stop()
        self._grace_timer.stop()
        self._deal_timer.stop()
        self._worker.close()

    @property
    def clients(self) -> int:
        return len(self._connections)

    # --- connections -------------------------------------------------------------------------

    @Slot()
    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if len(self._connections) >= self.settings.max_connections and not self._make_room():
                # Past the cap only seated players coming back get in (see _handshake); a
                # connection that holds no such slot is turned away with the reason.
                socket.write(m.Bye(reason="no_room", detail="The table has no room for another connection now",
                                   rejoin=True).encode())
                socket.flush()
                socket.disconnectFromHost()
                socket.deleteLater()
                continue
            # No Nagle: a turn's edit broadcast and its end broadcast go out back to back, and Nagle held
            # the second until the client's delayed ACK (40 ms on Linux).
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            # A modest kernel buffer per client (a view is a few KB): a client that stops reading
            # shows in bytesToWrite soon, instead of after megabytes the kernel would hold for it.
            socket.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption, 128 * 1024)
            now = self._clock()
            conn = Connection(socket, m.FrameDecoder(self.settings.max_frame), now, now,
                              allowance=self.settings.rate_burst, last_refill=now)
            self._connections.append(conn)
            socket.readyRead.connect(lambda c=conn: self._on_ready_read(c))
            socket.disconnected.connect(lambda c=conn: self._on_disconnected(c))
            socket.stateChanged.connect(lambda state, c=conn: setattr(c, "connected", state == _CONNECTED))
            self._watch()

    def _make_room(self) -> bool:
        """At the cap: close the oldest connection that has not said hello (a player's app says it
        within milliseconds; slots held by silent or trickling connections are what an attack
        uses), or, while the reserve for returning players lasts, let the newcomer try."""
        waiting = [c for c in self._connections if c.seat is None and not c.closing]
        if waiting:
            self._drop(min(waiting, key=lambda c: c.opened_at), "no_room",
                       "The table needed the room for another connection", rejoin=True)
            return True
        return len(self._connections) < self.settings.max_connections + len(self.table.seats)

    def _on_ready_read(self, conn: Connection) -> None:
        if conn.closing:
            return
        data = bytes(conn.socket.readAll().data())
        now = self._clock()
        conn.last_heard = now
        try:
            objects = conn.decoder.feed(data)
        except m.ProtocolError as error:
            self._drop(conn, "protocol_error", str(error))
            return
        conn.partial_since = (conn.partial_since or now) if conn.decoder.pending else None
        try:
            for index, obj in enumerate(objects):
                if conn.closing:
                    return
                if not self._within_rate(conn):
                    self._drop(conn, "flood", "Too many messages")
                    return
                try:
                    msg = m.decode(obj)
                except m.ProtocolError as error:
                    kind = obj.get("type")
                    self._refuse(conn, kind if isinstance(kind, str) else "?", Refusal.BAD_MESSAGE.value, str(error))
                    continue
                # The next message's type is the client's word, of any JSON type: only a name counts.
                following = objects[index + 1].get("type") if index + 1 < len(objects) else None
                self._hold = isinstance(following, str) and following in TURN_ENDING_TYPES
                self._dispatch(conn, msg)
        finally:
            self._hold = False
            self._release_held()

    def _release_held(self) -> None:
        """Broadcast held edits whose turn did not end after all (refused, or not in the read)."""
        if self._held:
            held, self._held = tuple(self._held), []
            self._after_change(held)

    def _within_rate(self, conn: Connection) -> bool:
        now = self._clock()
        conn.allowance = min(self.settings.rate_burst,
                             conn.allowance + (now - conn.last_refill) * self.settings.rate_per_second)
        conn.last_refill = now
        conn.allowance -= 1
        return conn.allowance >= 0

    def _on_disconnected(self, conn: Connection) -> None:
        if not isValid(conn.socket):
            # The socket is being destroyed with the server (a host deleted without close()): its
            # last signal comes from its destructor, and the host is going with it.
            return
        if conn in self._connections:
            self._connections.remove(conn)
        conn.socket.deleteLater()
        self._watch()
        if conn.seat == SPECTATOR:
            self._broadcast_lobby()  # the owner's list of onlookers
        elif conn.seat is not None:
            self._seat_left(conn.seat)

    def _seat_left(self, seat: int) -> None:
        said_goodbye = seat in self._left
        self._left.discard(seat)  # once: a later drop of this seat gets its grace again
        if any(c.seat == seat for c in self._connections):
            return  # the same seat is connected again already
        info = self.table.seats[seat]
        if self.table.state is TableState.LOBBY and info.kind is SeatKind.HUMAN and not info.token:
            return
        if info.kind is SeatKind.BOT:
            return  # the seat was given to a bot: its player's connection ends, the bot stays
        info.connected = False
        info.away_since = self._clock()
        self._away_at[seat] = self._game_time.now()
        if said_goodbye:
            self._away_at[seat] -= self.settings.grace_ms / 1000  # its grace is over
        self._update_clock()
        self._arm_grace()
        self._broadcast_lobby()

    def _drop(self, conn: Connection, reason: str, detail: str, rejoin: bool = False, **facts: Any) -> None:
        """End one client's connection (garbage, flood, silence); the host and the game go on.
        ``rejoin`` tells an honest client whether coming back makes sense (it froze, it read too
        slowly) or not (it sent garbage, it was removed); ``facts`` go out as the bye's ``args``."""
        log.info("dropping a client: %s (%s)", reason, detail)
        self.client_refused.emit(reason, detail)
        conn.closing = True
        self._send(conn, m.Bye(reason=reason, detail=detail, rejoin=rejoin, args=facts))
        conn.socket.flush()
        conn.socket.abort()

    # --- messages ------------------------------------------------------------------------------

    def _dispatch(self, conn: Connection, msg: m.Message) -> None:
        try:
            if conn.seat is None:
                self._handshake(conn, msg)
            elif isinstance(msg, m.Ping):
                self._send(conn, m.Pong(n=msg.n))
                conn.socket.flush()  # at once, as the host's own pings
            elif isinstance(msg, m.Pong):
                pass
            elif isinstance(msg, m.Leave):
                self._leave(conn)
            elif isinstance(msg, m.Resync):
                if self.table.match is None:
                    raise Denied(Refusal.NOT_IN_GAME.value, "There is no game to send")
                self._send_view(conn, ())  # it missed a delta: the whole view again
            elif isinstance(msg, (m.DealCommit, m.DealReveal)):
                self._deal_message(conn, msg)
            elif isinstance(msg, (m.Say, m.React)):
                self._chat(conn, msg)
            elif msg.TYPE in m.OWNER_TYPES:
                self._owner_message(conn, msg)
            elif msg.TYPE in m.INTENT_TYPES:
                seat = conn.seat
                outcome = self.table.act(seat, msg)
                if any(isinstance(e, (TurnStarted, GameEnded)) for e in outcome.events):
                    # The game paces turns: a finished turn refills the sender's allowance, so that bots
                    # playing at machine speed over a fast link are not taken for a flood.
                    conn.allowance = self.settings.rate_burst
                if self._hold and outcome.events and all(isinstance(e, DraftChanged) for e in outcome.events):
                    self._held += outcome.events  # the turn's end is next in this read
                    return
                held, self._held = tuple(self._held), []
                self._after_change(held + outcome.events)
            else:
                raise Denied(Refusal.NOT_NOW.value, f"{msg.TYPE} is not something a client sends now")
        except Denied as denied:
            self._release_held()  # the edits stand: everyone sees them before the refusal
            self._refuse(conn, msg.TYPE, denied.reason, denied.detail, args=denied.facts)
            if msg.TYPE in m.INTENT_TYPES and self.table.match is not None:
                self._send_view(conn, ())  # the sender's pipelined version is off now: resync it

    def _refuse(self, conn: Connection, request: str, reason: str, detail: str, retry_ms: int | None = None,
                args: dict[str, Any] | None = None) -> None:
        # Both can echo the sender's own bytes (an unknown type, unknown field names): bound them so
        # that the answer always fits in a frame (MAX_FRAME) and cannot be used to amplify. ``args``
        # are the host's own values (a board's tiles at most), never the sender's bytes.
        request, detail = request[:64], detail[:512]
        self.client_refused.emit(reason, detail)
        self._send(conn, m.Refused(request=request, reason=reason, detail=detail, retry_ms=retry_ms,
                                   args=args or {}))

    def _refuse_hello(self, conn: Connection, reason: str, detail: str, retry_ms: int | None = None,
                      args: dict[str, Any] | None = None) -> None:
        """Refuse a hello and close: nothing behind it in the same read is looked at (a pipelined
        second hello would be another PIN guess, or would seat a ghost)."""
        self._refuse(conn, m.Hello.TYPE, reason, detail, retry_ms, args)
        conn.closing = True
        conn.socket.flush()
        conn.socket.disconnectFromHost()

    def _pin_refused(self, conn: Connection, msg: m.Hello, pin: str) -> bool:
        """Check a hello's PIN under the guard; True when it was refused (and the connection closed)."""
        if not msg.pin:  # no PIN at all is no guess (joined by address, the app asks for one now)
            self._refuse_hello(conn, Refusal.BAD_PIN.value, "This table needs a PIN")
            return True
        now = self._clock()
        address = conn.address
        wait = self._pins.wait(address, now)
        if wait > 0:
            self._pins.turned_away(now)
            if (guesses := self._pins.guessing(now)) > 0:
                self.pin_guessing.emit(guesses)
            seconds = max(1, round(wait))
            self._refuse_hello(conn, Refusal.PIN_WAIT.value,
                               f"Too many wrong PINs were tried; try again in {seconds} s", math.ceil(wait * 1000),
                               args={"seconds": seconds})
            return True
        if secrets.compare_digest(msg.pin or "", pin):
            self._pins.succeeded(address)
            return False
        self._pins.failed(address, now)
        if (guesses := self._pins.guessing(now)) > 0:
            log.warning("someone is guessing the PIN: %d wrong tries", guesses)
            self.pin_guessing.emit(guesses)
        self._refuse_hello(conn, Refusal.BAD_PIN.value, "This table needs the right PIN")
        return True

    def _onlookers_full(self, conn: Connection) -> bool:
        onlookers = [c for c in self._connections if c.seat == SPECTATOR and not c.closing]
        here = sum(1 for c in onlookers if c.address == conn.address)
        return len(onlookers) >= self.settings.max_onlookers or here >= self.settings.max_onlookers_per_address

    def _handshake(self, conn: Connection, msg: m.Message) -> None:
        if not isinstance(msg, m.Hello):
            raise Denied(Refusal.NOT_NOW.value, "Say hello first")
        if msg.version != m.PROTOCOL_VERSION:
            newer = "update Rummi to join" if msg.version < m.PROTOCOL_VERSION else "this table's Rummi is older"
            self._refuse_hello(conn, Refusal.BAD_VERSION.value,
                               f"This table speaks protocol {m.PROTOCOL_VERSION}, your Rummi protocol {msg.version}:"
                               f" {newer}", args={"table": m.PROTOCOL_VERSION, "app": msg.version})
            return
        owner = bool(msg.token) and secrets.compare_digest(msg.token or "", self.owner_token)
        pin = self.table.options.pin
        seat = self.table.seat_of_token(msg.token)
        if seat is None and not owner and pin is not None and self._pin_refused(conn, msg, pin):
            return
        if seat is None and msg.token and not owner:
            self.table.check_token(msg.token)
        returning = seat is not None or owner
        if len(self._connections) > self.settings.max_connections:
            # Over the cap, only a returning player may stay (the reserve); an onlooker makes room.
            if not returning:
                self._refuse_hello(conn, Refusal.NO_ROOM.value, "The table has no room for another connection now")
                return
            onlookers = [c for c in self._connections if c.seat == SPECTATOR and not c.closing]
            if onlookers:
                self._drop(onlookers[-1], "no_room", "A player needed the room: watch again later", rejoin=True)
        if msg.spectator and self._onlookers_full(conn):
            self._refuse_hello(conn, Refusal.NO_ROOM.value, "No room for more onlookers at this table")
            return
        name = msg.name
        if msg.spectator:
            seat = SPECTATOR
            self._next_ident += 1
            conn.ident = self._next_ident
            # Named to everyone in every lobby: held to a seat's name rules (printable, 32 at most).
            name = clean_name(msg.name, f"Onlooker {conn.ident}")
        elif seat is None:
            seat = self.table.join(msg.name)
            if owner:  # the client keeps the welcome's token: let it stay the owner's when it rejoins
                self.table.seats[seat].token = self.owner_token
        else:
            for other in self._connections:
                if other is not conn and other.seat == seat:
                    self._drop(other, "replaced", "Your seat was taken up by a newer connection", about="newer")
        conn.seat, conn.owner, conn.name = seat, owner, name
        if seat != SPECTATOR:
            self._seat_back(seat)
        token = self.table.seats[seat].token if seat != SPECTATOR else ""
        self._send(conn, m.Welcome(version=m.PROTOCOL_VERSION, seat=seat, token=token, table=self.table.name,
                                   owner=owner, table_id=self.table.id))
        self._broadcast_lobby()
        for line in self._talk:  # the talk so far: it replaces what a rejoining client kept
            self._send(conn, replace(line, earlier=True))
        if (deal := self._deals.current()) is not None:
            self._send(conn, deal)  # onlookers and late joiners see the commitments too
        if self.table.match is not None:
            self._send_view(conn, (), history=True)
            self._send_clock(conn)
            if self.table.match.game.over:
                # Joined (a restarted app, a resumed table) between games: the ended game's secret
                # went out before this connection; send it again so its check can finish.
                self._send(conn, self._deals.revealed(self.table.match.game_number))
        self._update_clock()

    def _seat_back(self, seat: int) -> None:
        """A player is connected to their seat again: an away bot hands it back at once, and a move
        it is still thinking about for them is dropped (it lands nowhere: the pending key is gone)."""
        info = self.table.seats[seat]
        info.connected, info.away_since, info.bot_playing = True, None, False
        self._away_at.pop(seat, None)
        if self._bot_pending is not None and self._bot_pending[1] == seat and info.kind is SeatKind.HUMAN:
            self._bot_pending = None

    def _owner_message(self, conn: Connection, msg: m.Message) -> None:
        if not conn.owner:
            raise Denied(Refusal.NOT_OWNER.value, "Only the host can do that")
        if isinstance(msg, m.SetSeats):
            self.table.set_seat_count(msg.seats)
        elif isinstance(msg, m.AddBot):
            seat = self.table.add_bot(msg.level, msg.seat)
            for other in self._connections:
                if other.seat == seat:
                    self._drop(other, "replaced", "The host gave your seat to a bot", about="bot")
            if self.table.match is not None:
                self._broadcast_lobby()  # everyone sees the seat's bot (the views below do not say)
            self._after_change(())
            return
        elif isinstance(msg, m.RemoveSeat):
            self.table.remove_seat(msg.seat)
            for other in self._connections:
                if other.seat == msg.seat:
                    self._drop(other, "removed", "The host removed you from the table")
        elif isinstance(msg, m.SeatOnlooker):
            self._seat_onlooker(msg.onlooker, msg.seat)
            return
        elif isinstance(msg, m.SetOptions):
            if self.table.state is not TableState.LOBBY:
                raise Denied(Refusal.GAME_RUNNING.value, "Table options change only in the lobby", about="options")
            self.table.options = self.table.options.updated(msg.options)
        elif isinstance(msg, m.StartGame):
            self._owner_start(conn)
            return
        elif isinstance(msg, m.PauseTimer):
            self.pause(msg.paused)
            return
        elif isinstance(msg, m.Mute):
            self._mute(msg)
        self._broadcast_lobby()

    def _owner_start(self, conn: Connection) -> None:
        """Start at once when every part of the deal is in; else as soon as it is (or after
        ``deal_wait_ms``), so that a Start pressed right after the last player sat down, or the
        app's own "Play against bots", still deals from everyone's part."""
        if self._deals.ready() or self._deals.next_game() is None:
            self.start()  # ready, or nothing to wait for (a game runs, or none is left): check now
            return
        if any(s.kind is SeatKind.EMPTY for s in self.table.seats):
            raise Denied(Refusal.SEATS_EMPTY.value, "Fill every seat with a player or a bot first")
        self._start_waiting = conn
        if not self._deal_timer.isActive():
            self._deal_timer.start(self.settings.deal_wait_ms)

    @Slot()
    def _deferred_start(self) -> None:
        conn, self._start_waiting = self._start_waiting, None
        self._deal_timer.stop()
        if conn is None:
            return
        try:
            self.start()
        except Denied as denied:  # the seats changed meanwhile
            if conn in self._connections and not conn.closing:
                self._refuse(conn, m.StartGame.TYPE, denied.reason, denied.detail, args=denied.facts)

    def _seat_onlooker(self, ident: int, seat: int) -> None:
        """The owner gives a free seat to an onlooker: that connection is welcomed again, as a player."""
        target = next((c for c in self._connections if c.seat == SPECTATOR and not c.closing and c.ident == ident),
                      None)
        if target is None:
            raise Denied(Refusal.BAD_SEAT.value, "That onlooker is not watching any more")
        seat = self.table.seat_onlooker(target.name, seat)
        target.seat, target.ident = seat, 0
        self._send(target, m.Welcome(version=m.PROTOCOL_VERSION, seat=seat, token=self.table.seats[seat].token,
                                     table=self.table.name, owner=target.owner, table_id=self.table.id))
        self._broadcast_lobby()

    def _leave(self, conn: Connection) -> None:
        seat = conn.seat
        conn.closing = True
        if seat is not None and seat != SPECTATOR and self.table.state is TableState.LOBBY:
            self.table.seats[seat] = type(self.table.seats[seat])()
            conn.seat = SPECTATOR
        elif seat is not None and seat != SPECTATOR:
            # Left the game on purpose ("the game goes on without you"): the away bot, if the table
            # has one, takes the seat at once; nobody waits out a grace period for a player who said goodbye.
            self._left.add(seat)
        conn.socket.disconnectFromHost()
        self._broadcast_lobby()

    # --- the game ------------------------------------------------------------------------------

    def start(self) -> None:
        """Start the game, or the next game of the round (the owner's Start, or a headless host),
        dealt from the seed of the players' commit–reveal round (network/fairness.py)."""
        seed, deal = self._deals.take()
        closed = deal is not None and deal.closed
        try:
            self.table.start(seed)
        except Denied:
            if deal is not None:
                deal.closed = closed
            raise
        if deal is not None:
            self._broadcast(self._deals.dealt(deal))
        if self._game_time.paused:
            # A pause is for the game it was made in: the next game starts with its clock running,
            # as everyone at the table expects (the owner can pause it again).
            self._game_time.resume()
        self.game_started.emit()
        self._arm_grace()  # a player away since the lobby (or the last game) gets the away bot too
        self._broadcast_lobby()
        self._after_change((TurnStarted(self.table.match.game.current),) if self.table.match else ())

    @property
    def deal_is_ready(self) -> bool:
        """Every connected player's part of the next deal is in (see ``deal_ready``)."""
        return self._deals.ready()

    @property
    def paused(self) -> bool:
        return self._game_time.paused

    def pause(self, paused: bool) -> None:
        """Stop or restart the turn clock for everyone: what is left of the turn and of an away
        player's grace period stays as it was until the pause ends."""
        if paused:
            self._game_time.pause()
        else:
            self._game_time.resume()
        self._update_clock()
        self._arm_grace()
        self._broadcast_lobby()

    def apply_system(self, outcome_maker: Callable[[], Outcome]) -> None:
        try:
            outcome = outcome_maker()
        except Denied as denied:
            log.warning("host action refused: %s", denied.detail)
            return
        self._after_change(outcome.events)

    def _after_change(self, events: tuple[Event, ...]) -> None:
        """Persist first (the listeners of ``turn_ended`` save the table and the record before this
        returns), then broadcast, then wake the clock and bots: a turn any client has seen is on
        disk, so a crash can never undo it or let it be played again differently."""
        if self.table.match is None:
            self._broadcast_lobby()
            return
        self.table.history.extend(e for e in events if isinstance(e, HISTORY_EVENTS))
        if events:
            self.game_changed.emit(events)
        if not events or any(isinstance(e, (TurnStarted, GameEnded)) for e in events):
            self.turn_ended.emit(events)  # also a seat handed over, or the host (re)opened
        ended = [e for e in events if isinstance(e, GameEnded)]
        if ended:
            # The score book with this game in it goes out before the views that carry its result, so
            # that whoever shows the result also has the book it belongs in.
            self._broadcast_lobby()
        game = self.table.match.game
        shown = self._shown
        new_turn = any(isinstance(e, (TurnStarted, GameEnded)) for e in events)
        if (len(events) == 1 and isinstance(events[0], DraftChanged) and shown is not None
                and shown[:2] == (self.table.version, self.table.edit - 1)):
            self._broadcast_delta(shown[2])  # an edit inside a turn: what changed, not the whole view
        else:
            # A new turn's clock goes out with each view, in the same write: one send a client, not two.
            clock = self._start_turn_clock(broadcast=False) if new_turn else None
            # Built and encoded once; seats differ only in their rack and the events they may see.
            public = view_to_wire(self.table.view(SPECTATOR))
            shared = _Broadcast(m.SeatViews(self.table.version, self.table.edit, public),
                                frozenset(e.seat for e in events if isinstance(e, Drew)))
            for conn in self._connections:
                if conn.seat is not None and not conn.closing:
                    self._send_view(conn, events, shared, then=clock)
            new_turn = False  # its clock is out
        self._shown = (self.table.version, self.table.edit, game.draft.board)
        for event in ended:
            self.game_ended.emit(event.result)
            revealed = self._deals.revealed(self.table.match.game_number)
            self.deal_revealed.emit(revealed)
            self._broadcast(revealed)  # after the game's last view: its secret can no longer help anyone
        if new_turn:
            self._start_turn_clock()
        self._maybe_bot()
        now = self.table.match.game
        if self._bot_level(now.current) is None:  # a person plays: the worker is free meanwhile
            self._think_ahead(now, held=False)

    def _send_view(self, conn: Connection, events: tuple[Event, ...],
                   shared: _Broadcast | None = None,
                   history: bool = False, then: m.Message | None = None) -> None:
        """Send the view; ``shared``: the views of a broadcast (the public part encoded once, each
        seat's frame kept for the next connection of that seat: every onlooker gets the same one);
        ``history``: with the current game's turns so far (a join or a rejoin); ``then``: a message
        to send right after it, in the same write."""
        assert conn.seat is not None and self.table.match is not None
        seat = conn.seat
        data = None if shared is None else shared.frames.get(seat)
        if data is None:
            past = [event_to_wire(e) for e in redacted_events(tuple(self.table.history), seat)] if history else []
            if shared is None:
                msg = m.GameView(version=self.table.version, view=view_to_wire(self.table.view(seat)),
                                 events=[event_to_wire(e) for e in redacted_events(events, seat)],
                                 edit=self.table.edit, history=past)
                data = msg.encode()
            else:  # the public view with this seat's own: the same as view_to_wire(view_for(game, seat))
                game = self.table.match.game
                own = shared.views.public_own if seat == SPECTATOR else \
                    m.SeatViews.own(seat, tiles_text(game.rack_of(seat)), tiles_text(game.last_drawn[seat]))
                # Only a seat that drew sees its events otherwise than everyone else does.
                key = seat if seat in shared.drew else SPECTATOR
                seen = shared.events.get(key)
                if seen is None:
                    seen = shared.events[key] = m.dump([event_to_wire(e) for e in redacted_events(events, seat)])
                data = shared.frames[seat] = shared.views.frame(own, seen, past)
        # Out at once, not when the event loop comes round after every other view is built: the
        # clients decode on the other cores while the host works out the next seat's view.
        if self._write(conn, data if then is None else data + self._encoded(then)):  # one write, one send
            conn.socket.flush()

    def _broadcast_delta(self, before: Board) -> None:
        """One edit to everyone: the mover's delta carries its rack, everyone else's (one message,
        encoded once) only the rack's size; never another seat's tiles."""
        assert self.table.match is not None
        game = self.table.match.game
        version, edit = self.table.version, self.table.edit
        public = delta_for(game, SPECTATOR, before, version, edit)
        own = delta_for(game, game.current, before, version, edit)
        for conn in self._connections:
            if conn.seat is not None and not conn.closing and \
                    self._write(conn, self._encoded(own if conn.seat == game.current else public)):
                conn.socket.flush()

    def _broadcast_lobby(self) -> None:
        onlookers = [(c.ident, c.name) for c in self._connections if c.seat == SPECTATOR and not c.closing]
        lobby = self.table.lobby_message(self._clock(), onlookers, self.paused)
        lobby = replace(lobby, muted=sorted(self.table.muted), muted_onlookers=sorted(self._muted_onlookers))
        self.lobby_changed.emit()
        self._broadcast(lobby)
        if (deal := self._deals.sync()) is not None:
            self._broadcast(deal)  # the seats changed: a fresh round, or every player has committed

    def _broadcast(self, msg: m.Message) -> None:
        for conn in self._connections:
            if conn.seat is not None and not conn.closing:
                self._send(conn, msg)

    # --- the deal and the chat -------------------------------------------------------------------

    def _deal_message(self, conn: Connection, msg: m.DealCommit | m.DealReveal) -> None:
        if conn.seat is None or conn.seat == SPECTATOR:
            raise Denied(Refusal.NOT_SEATED.value, "Onlookers see the deal's commitments; players make them")
        try:
            if isinstance(msg, m.DealCommit):
                if (changed := self._deals.commit(conn.seat, msg)) is not None:
                    self._broadcast(changed)
            elif self._deals.reveal(conn.seat, msg) and self._deals.ready():
                self.deal_ready.emit()
            # (A commitment or a part for a round the seats' change superseded is ignored above:
            # an honest race too, and the app commits again to the round it has been sent since.)
        except DealError as error:
            dealt = self.table.dealt
            if error.reason == Refusal.DEAL_CLOSED.value and dealt is not None and dealt.game == msg.game:
                # An honest race, not misbehaviour: the part left before the deal and arrived after it.
                self._send(conn, m.Refused(request=msg.TYPE, reason=error.reason, detail=error.detail))
                return
            raise Denied(error.reason, error.detail) from None

    def _muted(self, conn: Connection) -> bool:
        if conn.seat == SPECTATOR:
            return conn.ident in self._muted_onlookers
        return conn.seat in self.table.muted

    def _chat(self, conn: Connection, msg: m.Say | m.React) -> None:
        """Relay a line or a reaction to everyone, players and onlookers, within the chat's rules."""
        assert conn.seat is not None
        if self._muted(conn):
            raise Denied(Refusal.MUTED.value, "The host has muted you in the chat")
        bucket = conn.extra.setdefault("chat", ChatBucket())
        try:
            bucket.take(self._clock())
            text = checked_text(msg.text) if isinstance(msg, m.Say) else ""
            reaction = checked_reaction(msg.code) if isinstance(msg, m.React) else ""
        except ChatRefused as refused:
            self._refuse(conn, msg.TYPE, refused.reason, refused.detail, retry_ms=refused.retry_ms)
            return
        name = conn.name if conn.seat == SPECTATOR else self.table.seats[conn.seat].name
        line = m.Chat(seat=conn.seat, name=name, text=text, reaction=reaction,
                      onlooker=conn.ident if conn.seat == SPECTATOR else 0)
        self.chat_said.emit({"type": "chat", "seat": conn.seat, "name": name,
                             **({"text": text} if text else {"reaction": reaction})})
        self._talk.append(line)
        self._broadcast(line)

    def restore_talk(self, lines: Iterable[dict[str, Any]]) -> None:
        """The table's talk before a resume, from its record (``{"type": "chat", "seat", "name",
        "text" | "reaction"}``): a player who rejoins finds the talk there. Other lines are skipped."""
        for line in lines:
            if not isinstance(line, dict) or line.get("type") != "chat":
                continue
            seat, name = line.get("seat"), line.get("name")
            text, reaction = line.get("text", ""), line.get("reaction", "")
            if isinstance(seat, int) and isinstance(name, str) and isinstance(text, str) and isinstance(reaction, str):
                self._talk.append(m.Chat(seat=seat, name=name, text=text, reaction=reaction))

    def _mute(self, msg: m.Mute) -> None:
        if msg.seat != SPECTATOR:
            if not 0 <= msg.seat < len(self.table.seats):
                raise Denied(Refusal.BAD_SEAT.value, f"There is no seat {msg.seat}", about="no_seat", seat=msg.seat)
            chosen = self.table.muted
            key = msg.seat
        else:
            if not any(c.seat == SPECTATOR and c.ident == msg.onlooker for c in self._connections):
                raise Denied(Refusal.BAD_SEAT.value, "That onlooker is not watching any more")
            chosen = self._muted_onlookers
            key = msg.onlooker
        if msg.muted:
            chosen.add(key)
        else:
            chosen.discard(key)
        if chosen is self.table.muted:
            self.turn_ended.emit(())  # saved before anyone is told: a restarted host keeps the seat muted

    def _send(self, conn: Connection, msg: m.Message) -> None:
        # A broadcast hands one message to many connections (the onlookers' view, a delta, the lobby):
        # encoded once.
        self._write(conn, self._encoded(msg))

    def _write(self, conn: Connection, data: bytes) -> bool:
        """Queue a frame on a connected socket; False if it was not (not connected, or too slow)."""
        if not conn.connected:
            return False
        if not conn.closing and conn.socket.bytesToWrite() + len(data) > self.settings.max_queued:
            # A client that does not read would make the host hold everything sent to it: past
            # the bound it is dropped (a player becomes away and can rejoin for a fresh view).
            self._drop(conn, "too_slow", "Your connection could not keep up; join again", rejoin=True)
            return False
        conn.sent_bytes += len(data)
        conn.socket.write(data)
        return True

    # --- the clock -----------------------------------------------------------------------------

    def _current_away(self) -> bool:
        game = self.table.match.game if self.table.match else None
        if game is None or game.over:
            return False
        seat = self.table.seats[game.current]
        return seat.kind is SeatKind.HUMAN and seat.away_since is not None

    def _start_turn_clock(self, broadcast: bool = True) -> m.Clock | None:
        """Arm the new turn's clock; its message is broadcast, or (``broadcast`` false) returned for
        the caller to send with the turn's views."""
        timer = self.table.options.timer
        self._turn_deadline = None if timer is None else self._game_time.now() + timer
        return self._update_clock(broadcast)

    def _clock_state(self) -> tuple[float | None, bool]:
        """Seconds left of the turn (None: no limit) and whether they are an away player's grace period."""
        game = self.table.match.game if self.table.match else None
        if game is None or game.over:
            return None, False
        now = self._game_time.now()
        deadline = self._turn_deadline
        away = self._current_away()
        if away and self.table.seats[game.current].bot_playing:
            return None, away  # no waiting: the away bot plays this turn now
        if away:
            grace_end = self._away_at.get(game.current, now) + self.settings.grace_ms / 1000
            if self.table.options.away_bot is not None:
                deadline = grace_end  # the bot takes over when the grace ends, not after a longer turn timer
            else:
                deadline = grace_end if deadline is None else max(deadline, grace_end)
        return (None if deadline is None else max(0.0, deadline - now)), away

    def _update_clock(self, broadcast: bool = True) -> m.Clock | None:
        """(Re)arm the one timer: the turn timer, or the grace period while the player is away; the
        clock's message is broadcast, or returned (``broadcast`` false)."""
        self._turn_timer.stop()
        game = self.table.match.game if self.table.match else None
        if game is None or game.over:
            return None
        remaining, away = self._clock_state()
        if remaining is not None and not self.paused:
            self._turn_timer.start(int(remaining * 1000))
        if not broadcast:
            return self._clock_message(remaining, away)
        self._broadcast_clock(remaining, away)
        return None

    def _broadcast_clock(self, remaining: float | None, away: bool) -> None:
        msg = self._clock_message(remaining, away)  # one message, encoded once for everyone
        if msg is None:
            return
        for conn in self._connections:
            if conn.seat is not None and not conn.closing:
                self._send(conn, msg)

    def _send_clock(self, conn: Connection) -> None:
        msg = self._clock_message(*self._clock_state())
        if msg is not None:
            self._send(conn, msg)

    def _clock_message(self, remaining: float | None, away: bool) -> m.Clock | None:
        game = self.table.match.game if self.table.match else None
        if game is None:
            return None
        ms = None if remaining is None else max(0, int(remaining * 1000))
        return m.Clock(seat=game.current, remaining_ms=ms, paused=self.paused, away=away)

    @Slot()
    def _on_turn_timeout(self) -> None:
        game = self.table.match.game if self.table.match else None
        if game is None or game.over or self.paused:
            return
        if self._current_away() and self.table.options.away_bot is not None:
            self._hand_to_bot(game.current)  # the timer ran out with the grace: the bot plays on
            return
        self.apply_system(self.table.timeout)

    # --- heartbeat -----------------------------------------------------------------------------

    def adopt_in_process(self, socket: QAbstractSocket) -> bool:
        """The app that hosts hands over, in this process, its own client's socket: the welcomed
        connection that is the other end of it (both pairs of address and port match, which the
        kernel lets only one connection have) is the app's own, and needs no heartbeat. A remote
        peer can claim nothing here: what it sends is not looked at. False when no such connection."""
        same = QHostAddress.ConversionModeFlag.ConvertV4MappedToIPv4
        if socket.state() != QAbstractSocket.SocketState.ConnectedState or not socket.localAddress().isLoopback():
            return False
        for conn in self._connections:
            mine = conn.socket
            if (conn.seat is not None and not conn.closing
                    and (mine.peerPort(), mine.localPort()) == (socket.localPort(), socket.peerPort())
                    and mine.peerAddress().isEqual(socket.localAddress(), same)
                    and mine.localAddress().isEqual(socket.peerAddress(), same)):
                conn.in_process = True
                self._watch()
                return True
        return False

    def _watch(self) -> None:
        """The heartbeat runs while a connection needs it: any but the hosting app's own (a table
        against bots has no other, and then nothing wakes the host while nobody acts)."""
        if any(not c.in_process for c in self._connections):
            if not self._heartbeat.isActive():
                self._heartbeat.start()
        elif self._heartbeat.isActive():
            self._heartbeat.stop()
            self._last_beat = None  # the next start is no late beat

    @Slot()
    def _on_heartbeat(self) -> None:
        now = self._clock()
        last, self._last_beat = self._last_beat, now
        if last is not None and now - last > self.settings.silence_ms / 2000:
            # This beat comes late: the host itself stood still (a busy or sleeping machine, the
            # window's thread held up). What it did not hear meanwhile was not sent late; its own
            # app's seat above all must not be dropped for it. Each connection gets a fresh hearing.
            for conn in self._connections:
                conn.last_heard = max(conn.last_heard, now - self.settings.heartbeat_ms / 1000)
        for conn in list(self._connections):
            if conn.closing or conn.in_process:
                continue
            if conn.seat is None and now - conn.opened_at > self.settings.handshake_ms / 1000:
                self._drop(conn, "handshake_timeout", "No hello in time", rejoin=True)
            elif conn.partial_since is not None and now - conn.partial_since > self.settings.frame_ms / 1000:
                self._drop(conn, "slow_frame", "A message did not arrive whole in time", rejoin=True)
            elif now - conn.last_heard > self.settings.silence_ms / 1000:
                self._drop(conn, "silent", "No word from the client", rejoin=True)
            else:
                conn.pings += 1
                self._send(conn, m.Ping(n=conn.pings))
                # Written now, while the app is awake anyway: left to the socket's write notifier it
                # would cost the event loop another round (the beats are most of an idle table's CPU).
                conn.socket.flush()

    # --- bots ----------------------------------------------------------------------------------

    def _arm_grace(self) -> None:
        """Wake up when the next away player's grace period ends, at a table with an away bot."""
        self._grace_timer.stop()
        if (self.table.options.away_bot is None or self.table.match is None or self.paused
                or self.table.state is TableState.FINISHED):
            return
        ends = [self._grace_end(i) for i, s in enumerate(self.table.seats)
                if s.kind is SeatKind.HUMAN and s.away_since is not None and not s.bot_playing]
        if ends:
            self._grace_timer.start(max(0, math.ceil((min(ends) - self._game_time.now()) * 1000)))

    def _grace_end(self, seat: int) -> float:
        """Game time when an away seat's grace period ends (a pause holds it too)."""
        return self._away_at.get(seat, self._game_time.now()) + self.settings.grace_ms / 1000

    @Slot()
    def _on_grace_over(self) -> None:
        if self.paused:
            return  # the paused clock holds the grace periods too; pause(False) arms this again
        # Qt's timers may fire a little early: a grace that ends within the next few ms has ended.
        now = self._game_time.now() + 0.01
        over = [i for i, s in enumerate(self.table.seats) if s.kind is SeatKind.HUMAN and s.away_since is not None
                and not s.bot_playing and self._grace_end(i) <= now]
        for seat in over:
            self._hand_to_bot(seat, wake=False)
        if over:
            self._broadcast_lobby()
            self._update_clock()
            self._maybe_bot()
        self._arm_grace()

    def _hand_to_bot(self, seat: int, wake: bool = True) -> None:
        """The away bot plays ``seat`` from now on, until its player rejoins."""
        info = self.table.seats[seat]
        if self.table.options.away_bot is None or info.kind is not SeatKind.HUMAN or info.away_since is None:
            return
        if self.table.state is TableState.FINISHED:
            return  # every game played: nothing to play for them (a host read "a bot plays for Mads" after it)
        if not info.bot_playing:
            info.bot_playing = True
            if wake:
                self._broadcast_lobby()
                self._arm_grace()
        if wake:
            self._update_clock()
            self._maybe_bot()

    def _bot_level(self, seat: int) -> str | None:
        """The level of the bot that plays ``seat``'s turns: a bot's own, the away bot's, or None."""
        info = self.table.seats[seat]
        if info.kind is SeatKind.BOT:
            return info.level
        if info.kind is SeatKind.HUMAN and info.bot_playing:
            return self.table.options.away_bot
        return None

    def _maybe_bot(self) -> None:
        match = self.table.match
        if match is None or match.game.over:
            return
        seat = match.game.current
        level = self._bot_level(seat)
        if level is None:
            return
        key = (self.table.version, seat)
        if self._bot_pending == key:
            return
        self._bot_pending = key
        self._bot_began = self._clock()
        view = view_to_wire(self.table.view(seat))
        seed = bot_seed(self.table.seed, match.game_number, match.game.turn, seat)
        self._worker.interrupt()  # thinking ahead gives way: this turn's move is wanted now
        self._worker.submit(lambda sets: self._on_bot_done(key, sets), bot_move, view, level, seed)

    def _think_ahead(self, state: GameState | None, held: bool) -> None:
        """Let the worker work out the turns to come while a person plays or a bot's move waits for
        the pace, from ``state`` (the game now, or once the held move is made): the bots' moves,
        and the expert's thinking (``engine.ahead``), on the guess that the people draw. The worker
        uses that work only for a turn that starts from the very position, and stops it as soon as
        a bot's move is asked for. The host only sends it: it never waits on it."""
        match = self.table.match
        key = (self.table.version, held)
        if state is None or state.result is not None or match is None or self._ahead == key:
            return
        self._ahead = key
        levels = [self._bot_level(seat) for seat in range(state.seats)]
        if not any(level in THINKS_AHEAD for level in levels):
            return  # the other levels take milliseconds: nothing worth doing ahead
        self._worker.interrupt()  # what it worked on before is not wanted sooner than this
        self._worker.submit_stoppable(_ignore, think_ahead, state, levels, self.table.seed, match.game_number)

    def _on_bot_done(self, key: tuple[int, int], sets: list[str] | None) -> None:
        """A bot's move is ready (``None``: draw; also when the worker failed: the table goes on)."""
        if self._bot_pending != key:
            return
        if key[0] != self.table.version:
            self._bot_pending = None
            self._maybe_bot()
            return
        wait_ms = self._bot_pace_ms - int((self._clock() - self._bot_began) * 1000)
        if wait_ms > 0:  # the bot stays pending meanwhile: nothing asks it again for this turn
            self._bot_ready = (key, sets)
            self._bot_timer.start(wait_ms)
            if self.table.match is not None:  # the worker is free until the pace lets the move go
                moved = self._moved(self.table.match.game, sets)
                self._think_ahead(moved, held=True)
            return
        self._bot_pending = None
        self._play_bot_move(key[1], sets)

    @Slot()
    def _on_bot_pace(self) -> None:
        ready, self._bot_ready = self._bot_ready, None
        if ready is None or self._bot_pending != ready[0]:
            return
        key, sets = ready
        self._bot_pending = None
        if key[0] != self.table.version:  # the turn ended meanwhile (the seat's player came back, a timeout)
            self._maybe_bot()
            return
        self._play_bot_move(key[1], sets)

    @staticmethod
    def _moved(game: GameState, sets: list[str] | None) -> GameState | None:
        """The game once a bot's move (notation, as the worker gave it) is made; None if refused."""
        try:
            return after(game, None if sets is None else [tuple(parse_tiles(s)) for s in sets])
        except ValueError:
            return None

    @property
    def bot_pace_ms(self) -> int:
        return self._bot_pace_ms

    def _play_bot_move(self, seat: int, sets: list[str] | None) -> None:
        game = self.table.match.game if self.table.match else None
        if game is None or game.over or game.current != seat:
            return
        events: list[Event] = []
        try:
            if game.draft.changed:
                events += self.table.apply(Undo(seat)).events
            if sets is not None:
                events += self.table.apply(Arrange(seat, tuple(parse_tiles(s) for s in sets))).events
                events += self.table.apply(Finish(seat)).events
                self._after_change(tuple(events))
                return
        except (Denied, ValueError) as error:
            log.warning("bot move refused (%s); drawing instead", error)
            if self.table.match and self.table.match.game.draft.changed:
                events += self.table.apply(Undo(seat)).events
        game = self.table.match.game if self.table.match else None
        if game is not None and not game.over:
            events += self.table.apply(Draw(seat) if game.pool else Pass(seat)).events
        self._after_change(tuple(events))


def _ignore(_result: object) -> None:
    """What comes back from thinking ahead: nothing the host needs (the worker keeps the work)."""
