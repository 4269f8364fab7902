"""A client of a host: sends intents, receives views, keeps its seat token, notices a dead host by
heartbeat and rejoins by itself. The hosting player's own window uses this same class. The seat
tokens it keeps on disk live in ``tokens.TokenStore`` (re-exported here)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from rummi_qt.engine import Cell, DraftChanged, Event, Tile, format_tiles
from rummi_qt.engine.views import PlayerView

from . import messages as m
from .deal_check import DealReport, DealWatch, Finding
from .fairness import commitment, seats_from_wire
from .table import Refusal
from .tokens import TokenStore, endpoint
from .wire import BoardReader, event_from_wire, view_from_wire, view_with_delta

if TYPE_CHECKING:
    from .host import Host

__all__ = ["TABLE_CHANGED", "Client", "TokenStore"]

#: ``closed`` reason of a client that rejoined and found another table at the address.
TABLE_CHANGED = "table_changed"

log = logging.getLogger(__name__)


class Client(QObject):
    """One connection to a host, for a player or an onlooker."""

    welcomed = Signal(int, bool)  # seat (-1 onlooker), owner
    lobby_changed = Signal(object)  # messages.LobbyState
    view_changed = Signal(object, object)  # PlayerView, list[Event]
    history_changed = Signal(object)  # list[Event]: the current game's turns so far, on joining or rejoining
    turn_started = Signal(int)
    refused = Signal(str, str, str)  # request, reason, detail
    clock_changed = Signal(int, object, bool, bool)  # seat, remaining ms or None, paused, away
    game_ended = Signal(object)  # GameResult
    connection_lost = Signal(str)
    connection_restored = Signal()
    closed = Signal(str, str)  # reason, detail: the host said goodbye or refused us for good
    deal_checked = Signal(object)  # deal_check.DealReport: this app's own check of a game's deal
    chat_received = Signal(object)  # messages.Chat: a line or a reaction someone at the table sent

    def __init__(self, name: str, *, pin: str | None = None, spectator: bool = False, token: str | None = None,
                 tokens: TokenStore | None = None, player_key: str = "", heartbeat_ms: int = 2000,
                 silence_ms: int = 6000, retry_ms: int = 1000, clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.pin = pin
        self.spectator = spectator
        self.token = token
        self.tokens = tokens
        self.player_key = player_key  # whose seats in ``tokens``: "" for the app, the name for bots
        self.table_id = ""  # the table's id, from discovery or the welcome
        self._welcomed_id = ""  # the id of the table that last welcomed this client: a rejoin must find it again
        self._asked_id = ""
        self.changed_table = False  # stopped because another table answered where this one was
        # The name and hosting player of another table found at this address (a refused token says them).
        self.other_table = ("", "")
        self._stored: tuple[str, str] | None = None  # (table id, address) of a token offered from ``tokens``
        self.seat: int | None = None
        self.owner = False
        self.view: PlayerView | None = None
        self.history: list[Event] = []  # the turns of the game before we (re)joined it, as the host told
        self.last_clock: tuple[m.Clock, float] | None = None  # the latest clock, and when it came
        self.last_refusal: m.Refused | None = None  # the refusal ``refused`` (or ``closed``) is telling of
        self.last_bye: m.Bye | None = None  # the goodbye ``closed`` is telling of
        self.version = 0
        self.edit = 0  # the edits of this state version the view holds: a delta must bring the next one
        self.resyncs = 0  # how often a missed delta made this client ask for the whole view
        self._resyncing = False
        self.lobby: m.LobbyState | None = None
        self.table = ""
        self.table_id = ""
        self.host_player = ""  # the hosting player's name, once a host said goodbye with it
        self._address: tuple[str, int] | None = None
        self._clock = clock
        self._decoder = m.FrameDecoder()
        self._boards = BoardReader()  # boards that came before, to reuse
        self._socket = QTcpSocket(self)
        self._socket.connected.connect(self._on_connected)
        self._socket.readyRead.connect(self._on_ready_read)
        self._socket.disconnected.connect(self._on_disconnected)
        self._socket.errorOccurred.connect(self._on_error)
        self._last_heard = clock()
        self._pings = 0
        # The client's beat comes only when the host has been quiet for a beat and a half: every word
        # from the host (its pings above all) sets it off again, so an idle table's client does not
        # wake on its own between the host's pings.
        self._beat_ms = heartbeat_ms
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(heartbeat_ms)
        self._heartbeat.timeout.connect(self._on_heartbeat)
        self._last_beat: float | None = None  # when the heartbeat last ran (this app's clock)
        self._beat_due: float | None = None  # when the armed beat is due (this app's clock)
        self._silence = silence_ms / 1000
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(retry_ms)
        self._retry.timeout.connect(self._reconnect)
        self._lost = False
        self._stopped = False
        # This app's contributions to each deal and what it saw of each game, to check the deal with.
        self.deals = DealWatch()
        self._revealed: set[tuple[int, int, str]] = set()
        self.deal_report: DealReport | None = None  # the check of the last game that ended
        self.deal_round: m.DealRound | None = None  # the commitments as last published

    def clock_now(self) -> tuple[int, int | None, bool, bool] | None:
        """The latest clock as it stands now (seat, ms left, paused, away): for a screen built mid-turn."""
        if self.last_clock is None:
            return None
        msg, when = self.last_clock
        left = msg.remaining_ms
        if left is not None and not msg.paused:
            left = max(0, left - int((self._clock() - when) * 1000))
        return msg.seat, left, msg.paused, msg.away

    # --- connecting ----------------------------------------------------------------------------

    def connect_to(self, host: str, port: int, table_id: str = "") -> None:
        """Join the table at ``host:port``. With a token store and no token given, offer the seat kept
        for ``table_id`` (from discovery), else, with no id known, the seat last held at that address."""
        self._address = (host, port)
        self._stopped = False
        self._asked_id = table_id  # the table asked for by its id (discovery, a held seat), if any
        self.changed_table = False
        self.table_id = table_id or self.table_id
        if self.token is None and self.tokens is not None and not self.spectator:  # an onlooker has no seat
            address = endpoint(host, port)
            if self.table_id:
                self.token = self.tokens.get(self.table_id, self.player_key)
                self._stored = (self.table_id, address) if self.token else None
            else:
                record = self.tokens.at_address(address, self.player_key)
                if record is not None:
                    self.token, self._stored = record.token, (record.table_id, address)
        if self._socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            self._socket.abort()  # connecting again (the table is back elsewhere): the old socket is done
        self._socket.connectToHost(host, port)

    @property
    def address(self) -> tuple[str, int] | None:
        """The host and port last connected to."""
        return self._address

    @property
    def retrying(self) -> bool:
        """Whether it will keep reconnecting (not after ``leave``, nor after a goodbye or refusal for good)."""
        return not self._stopped

    @property
    def connected(self) -> bool:
        return self._socket.state() == QAbstractSocket.SocketState.ConnectedState and self.seat is not None

    def leave(self) -> None:
        """Leave the table for good: no reconnecting."""
        self._stopped = True
        self._retry.stop()
        self._heartbeat.stop()
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._send(m.Leave())
            self._socket.flush()
            self._socket.disconnectFromHost()
        else:
            self._socket.abort()

    def in_process_with(self, host: Host) -> bool:
        """``host`` runs in this process (the app hosts the table): once it knows this connection for
        its own, neither end beats. A peer in this process cannot go silent without this process
        going too, and a closed connection still says so. Until the next connection, which beats
        again (see ``_on_connected``), whoever answers it. False when ``host`` is not at the other end."""
        if self.seat is None or not host.adopt_in_process(self._socket):
            return False
        self._heartbeat.stop()
        return True

    def drop(self) -> None:
        """Cut the connection as a network failure would (tests; a sleeping laptop)."""
        self._socket.abort()

    @Slot()
    def _on_connected(self) -> None:
        self._socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)  # edits go out at once
        self._decoder = m.FrameDecoder()
        self._last_heard = self._clock()
        self._arm_beat(self._beat_ms)
        self._send(m.Hello(version=m.PROTOCOL_VERSION, name=self.name, pin=self.pin, token=self.token,
                           spectator=self.spectator))

    @Slot()
    def _on_disconnected(self) -> None:
        self._heartbeat.stop()
        self.seat = None
        if self._stopped:
            return
        if not self._lost:
            self._lost = True
            self.connection_lost.emit("The connection to the host was lost")
        self._retry.start()

    @Slot(QAbstractSocket.SocketError)
    def _on_error(self, _error: QAbstractSocket.SocketError) -> None:
        if self._socket.state() == QAbstractSocket.SocketState.UnconnectedState and not self._stopped:
            if not self._lost:
                self._lost = True
                self.connection_lost.emit(self._socket.errorString())
            self._retry.start()

    @Slot()
    def _reconnect(self) -> None:
        if self._stopped or self._address is None:
            return
        if self._socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            self._socket.abort()
        self._socket.connectToHost(*self._address)

    def _arm_beat(self, ms: int) -> None:
        self._beat_due = self._clock() + ms / 1000
        self._heartbeat.start(ms)

    @Slot()
    def _on_heartbeat(self) -> None:
        now = self._clock()
        due, self._last_beat = self._beat_due, now
        beat = self._beat_ms / 1000
        if due is not None and now - due > self._silence / 2 - beat:
            # This beat comes late: this app stood still, not the host. Hear it out first (its
            # messages may be waiting to be read) before taking its silence for a lost connection.
            self._last_heard = max(self._last_heard, now - beat)
        self._arm_beat(self._beat_ms)
        quiet = now - self._last_heard
        if quiet > self._silence:
            log.info("host silent; reconnecting")
            self._socket.abort()  # emits disconnected → connection_lost and the retry
            return
        # The host pings every heartbeat and hears our pongs: a ping of ours is needed only when it
        # has gone quiet (half the messages of an idle table, both ends in one app for its host).
        if quiet >= beat:
            self._pings += 1
            self._send(m.Ping(n=self._pings))
            self._socket.flush()

    # --- receiving -----------------------------------------------------------------------------

    @Slot()
    def _on_ready_read(self) -> None:
        self._last_heard = self._clock()
        if self._heartbeat.isActive():  # heard: the next beat only after a beat and a half of quiet
            self._arm_beat(self._beat_ms * 3 // 2)
        try:
            objects = self._decoder.feed(bytes(self._socket.readAll().data()))
            for obj in objects:
                self._handle(m.decode(obj))
        except m.ProtocolError as error:
            log.warning("bad data from the host: %s", error)
            self._socket.abort()

    def _handle(self, msg: m.Message) -> None:
        if isinstance(msg, m.Ping):
            self._send(m.Pong(n=msg.n))
            # Written now, while the app is awake anyway: left to the socket's write notifier it would
            # cost the event loop another round every heartbeat (most of an idle game's wake-ups).
            self._socket.flush()
        elif isinstance(msg, m.Welcome):
            if self._welcomed_id and msg.table_id and msg.table_id != self._welcomed_id:
                self.other_table = (msg.table, "")
                self._table_changed()
                return
            self._welcomed_id = msg.table_id or self._welcomed_id
            # A second welcome on one connection: the owner gave this onlooker a seat.
            self.seat, self.owner, self.table = msg.seat, msg.owner, msg.table
            self.table_id = msg.table_id or self.table_id
            self._stored = None
            if msg.seat >= 0:
                self.spectator = False  # a reconnection rejoins the seat by token, not as an onlooker
            if msg.token:
                self.token = msg.token
                if self.tokens is not None and self._address is not None:
                    self.tokens.put(self.table_id, msg.token, address=endpoint(*self._address), table=msg.table,
                                    player=self.player_key)
            if self._lost:
                self._lost = False
                self.connection_restored.emit()
            self.welcomed.emit(msg.seat, msg.owner)
        elif isinstance(msg, m.LobbyState):
            self.lobby = msg
            self.lobby_changed.emit(msg)
        elif isinstance(msg, m.GameView):
            self._on_view(msg)
        elif isinstance(msg, m.Delta):
            self._on_delta(msg)
        elif isinstance(msg, m.DealRound):
            self._on_deal_round(msg)
        elif isinstance(msg, m.DealRevealed):
            self._on_deal_revealed(msg)
        elif isinstance(msg, m.Chat):
            self.chat_received.emit(msg)
        elif isinstance(msg, m.Clock):
            self.last_clock = (msg, self._clock())
            self.clock_changed.emit(msg.seat, msg.remaining_ms, msg.paused, msg.away)
        elif isinstance(msg, m.Refused):
            if msg.request == m.Hello.TYPE and msg.reason == Refusal.BAD_TOKEN.value:
                here = str(msg.args.get("table_id") or "")
                self.other_table = (str(msg.args.get("table") or ""), str(msg.args.get("host_player") or ""))
                if self._welcomed_id or (self._asked_id and here and here != self._asked_id):
                    # Rejoining a table, or asked for one by its id, and another table answers here:
                    # say so; the token stays, for when that table is back.
                    self._table_changed()
                    return
                if self._stored is not None:
                    self._join_as_new(forget=not here or here == self._stored[0])
                    return
            if msg.request in (m.DealCommit.TYPE, m.DealReveal.TYPE):
                # The deal went ahead without this part (it came too late): the check at the game's
                # end tells the player, in words; it is nothing they did.
                log.info("the host did not take our part of the deal: %s", msg.detail)
                return
            self.last_refusal = msg
            self.refused.emit(msg.request, msg.reason, msg.detail)
            if msg.request == m.Hello.TYPE:
                self._stopped = True
                self.closed.emit(msg.reason, msg.detail)
        elif isinstance(msg, m.Bye):
            self.last_bye = msg
            self.host_player = msg.host_player or self.host_player
            if msg.reason in ("removed", "replaced", "host_closed", "bad_version"):
                self._stopped = msg.reason != "host_closed"
            self.closed.emit(msg.reason, msg.detail)

    def _on_delta(self, msg: m.Delta) -> None:
        """One edit of the turn: applied to the view it was made against, or, when this client does
        not hold that one (it missed something), the whole view is asked for and deltas wait for it."""
        if self._resyncing:
            return
        view = self.view
        if view is not None and (msg.version, msg.edit) == (self.version, self.edit + 1):
            try:
                after = view_with_delta(view, msg)
            except m.ProtocolError as error:
                log.warning("a delta that does not fit: %s", error)
            else:
                self.view, self.edit = after, msg.edit
                self.view_changed.emit(after, [DraftChanged(view.current)])
                return
        self._resyncing = True
        self.resyncs += 1
        self._send(m.Resync())

    def _table_changed(self) -> None:
        """Rejoining found another table at the old address (the host closed that one and opened a
        new one): it is not "the table back". Stop here and say so; the player chooses whether to
        join the new one."""
        log.info("a different table now answers at this address; not joining it")
        self.changed_table = True
        self._stopped = True
        self._retry.stop()
        self.seat = None
        self.leave()
        self.closed.emit(TABLE_CHANGED, "Another table answers at this address now")

    def _join_as_new(self, forget: bool = True) -> None:
        """The kept token is not this table's (a new table at an old address, or a seat that is gone):
        say hello again as a newcomer, on the same connection, without troubling the player. The
        token is forgotten when this very table refused it (or an older host that does not say which
        table it is), not when it is another table's, which may be resumed."""
        assert self._stored is not None and self.tokens is not None
        table_id, address = self._stored
        log.info("the table refused the seat token kept for it; joining as new")
        if forget:
            self.tokens.drop(table_id, self.player_key, address=address)
        self.token, self._stored = None, None
        self._send(m.Hello(version=m.PROTOCOL_VERSION, name=self.name, pin=self.pin, token=None,
                           spectator=self.spectator))

    def _on_deal_round(self, msg: m.DealRound) -> None:
        """Commit to a fresh part while the round is open; show it once the round is closed."""
        try:
            commits = seats_from_wire(msg.commits)
        except ValueError as error:
            log.warning("a deal round with bad seats: %s", error)
            return
        self.deal_round = msg
        self.deals.saw_round(msg.game, msg.round, msg.host, commits, msg.dealt)
        seat = self.deals.seat = self.seat
        if msg.dealt or seat is None or seat < 0:
            return
        key = (msg.game, msg.round, msg.host)
        if not msg.closed and seat not in commits and not self.deals.has_part(*key):
            self._send(m.DealCommit(game=msg.game, round=msg.round, commit=commitment(self.deals.part_for(*key))))
        elif msg.closed and self.deals.has_part(*key) and key not in self._revealed:
            part = self.deals.part_for(*key)
            if commits.get(seat) == commitment(part):
                self._revealed.add(key)
                self._send(m.DealReveal(game=msg.game, round=msg.round, part=part))

    def _on_deal_revealed(self, msg: m.DealRevealed) -> None:
        if not msg.host_secret:
            report = DealReport(msg.game, gaps=(Finding("no_commitment"),))
        else:
            try:
                parts = seats_from_wire(msg.parts)
            except ValueError:
                parts = {}
            self.deals.table_id = self.table_id
            report = self.deals.check(msg.game, msg.host_secret, parts)
        self.deal_report = report
        self.deal_checked.emit(report)

    def _on_view(self, msg: m.GameView) -> None:
        view = view_from_wire(msg.view, self._boards)
        events: list[Event] = [event_from_wire(e) for e in msg.events]
        before = self.view
        self._resyncing = False
        self.view, self.version, self.edit = view, msg.version, msg.edit
        if msg.history:
            self.history = [event_from_wire(e) for e in msg.history]
            self.history_changed.emit(self.history)
        self.deals.saw_view(view, events, self.history if msg.history else None)
        self.view_changed.emit(view, events)
        new_turn = before is None or before.current != view.current or before.turn != view.turn
        if new_turn and view.result is None:
            self.turn_started.emit(view.current)
        if view.result is not None and (before is None or before.result is None):
            self.game_ended.emit(view.result)

    # --- sending -------------------------------------------------------------------------------

    def _send(self, msg: m.Message) -> None:
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._socket.write(msg.encode())

    def send(self, msg: m.Message) -> None:
        """Send any message (owner commands, or intents already stamped with a version)."""
        self._send(msg)

    def _intent(self, cls: type[m.Intent], **fields: Any) -> None:
        self._send(cls(version=self.version, **fields))

    def place(self, tile: Tile, cell: Cell) -> None:
        self._intent(m.PlaceTile, tile=str(tile), cell=[cell.row, cell.col])

    def move(self, source: Cell, target: Cell) -> None:
        self._intent(m.MoveTile, source=[source.row, source.col], target=[target.row, target.col])

    def take_back(self, cell: Cell) -> None:
        self._intent(m.TakeBackTile, cell=[cell.row, cell.col])

    def arrange(self, sets: list[tuple[Tile, ...]]) -> None:
        self._intent(m.ArrangeSets, sets=[format_tiles(s) for s in sets])

    def step_back(self) -> None:
        self._intent(m.StepBackEdit)

    def undo(self) -> None:
        self._intent(m.UndoTurn)

    def finish(self) -> None:
        self._intent(m.FinishMeld)

    def draw(self) -> None:
        self._intent(m.DrawTile)

    def pass_turn(self) -> None:
        self._intent(m.PassTurn)

    # --- the chat ------------------------------------------------------------------------------

    def say(self, text: str) -> None:
        self._send(m.Say(text=text))

    def react(self, code: str) -> None:
        self._send(m.React(code=code))

    def mute(self, seat: int, muted: bool, onlooker: int = 0) -> None:
        """The owner mutes (or unmutes) a seat, or with ``seat`` -1 the onlooker ``onlooker``."""
        self._send(m.Mute(seat=seat, onlooker=onlooker, muted=muted))

