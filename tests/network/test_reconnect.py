"""Dropped connections: the heartbeat catching silent peers both ways, rejoining by token mid-turn
and after a restart, the grace period of an away player's turn, and a host that goes away and
comes back on the same port. No sleeps: every wait is on a signal or a condition."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from rummi_qt.engine import Cell
from rummi_qt.engine.views import PlayerView
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client, TokenStore
from rummi_qt.network.host import Host
from rummi_qt.network.table import Table
from tests.network.conftest import FAST, flush_deletes


class Watcher:
    """Everything one client is told about the table, in order."""

    def __init__(self, client: Client) -> None:
        self.lobbies: list[m.LobbyState] = []
        self.views: list[tuple[PlayerView, list[Any]]] = []
        self.clocks: list[tuple[int, object, bool, bool]] = []
        client.lobby_changed.connect(self.lobbies.append)
        client.view_changed.connect(lambda view, events: self.views.append((view, events)))
        client.clock_changed.connect(lambda *clock: self.clocks.append(clock))

    def saw_away(self, seat: int) -> bool:
        return any(lobby.seats[seat]["connected"] is False for lobby in self.lobbies)

    def timed_out_draws(self, seat: int) -> list[Any]:
        return [e for _, events in self.views for e in events
                if type(e).__name__ == "Drew" and e.seat == seat and e.timed_out]


def go_silent(client: Client) -> None:
    """The client's machine vanishes without closing anything: it neither reads nor writes, and
    never learns that the host gave up on it."""
    client._heartbeat.stop()
    client._socket.readyRead.disconnect(client._on_ready_read)
    client._socket.disconnected.disconnect(client._on_disconnected)
    client._socket.errorOccurred.disconnect(client._on_error)


def crash(client: Client) -> None:
    """The app dies: the connection is cut without a goodbye and nothing reconnects."""
    client.drop()
    client.leave()  # already unconnected: sends nothing, only stops the retry timer


def start_game(qtbot, host: Host, *clients: Client) -> tuple[Client, Client]:  # type: ignore[no-untyped-def]
    """Start, wait until every client has its view, and return (current player, the other)."""
    host.start()
    qtbot.waitUntil(lambda: all(c.view is not None for c in clients), timeout=5000)
    assert host.table.match is not None
    current = next(c for c in clients if c.seat == host.table.match.game.current)
    return current, next(c for c in clients if c is not current)


@pytest.fixture
def manual_clients(qtbot) -> Iterator[Callable[..., Client]]:  # type: ignore[no-untyped-def]
    """Clients the test itself connects (and may crash); each is stopped and deleted afterwards."""
    clients: list[Client] = []

    def make(name: str, **kwargs: Any) -> Client:
        client = Client(name, heartbeat_ms=100, silence_ms=600, retry_ms=50, **kwargs)
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.leave()
        client.deleteLater()
    flush_deletes()


def test_the_heartbeat_catches_a_client_that_went_silent(make_host, make_client, qtbot) -> None:
    host = make_host()
    drops: list[str] = []
    host.client_refused.connect(lambda reason, _detail: drops.append(reason))
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    start_game(qtbot, host, ann, bob)
    bobs = Watcher(bob)
    went = time.monotonic()
    go_silent(ann)
    # Qt still calls both sockets connected; only the heartbeat can tell.
    qtbot.waitUntil(lambda: bobs.saw_away(ann.seat), timeout=3000)
    noticed = time.monotonic() - went
    assert drops == ["silent"]
    # Ann was last heard up to one of her heartbeats before she went silent.
    earliest, latest = FAST.silence_ms - FAST.heartbeat_ms, FAST.silence_ms + 2000  # slack for a busy machine
    assert earliest / 1000 <= noticed <= latest / 1000
    away = next(lobby.seats[ann.seat] for lobby in bobs.lobbies if lobby.seats[ann.seat]["connected"] is False)
    assert away["away_ms"] is not None and away["name"] == "Ann"
    assert host.table.seats[ann.seat].away_since is not None


def test_the_heartbeat_catches_a_host_that_went_silent(make_host, make_client, qtbot) -> None:
    host = make_host()
    ann = make_client(host, "Ann")
    seat, token = ann.seat, ann.token
    # The host stops reading Ann's connection and stops pinging: to Ann it has vanished.
    host._heartbeat.stop()
    (conn,) = [c for c in host._connections if c.seat == seat]
    conn.socket.readyRead.disconnect()
    went = time.monotonic()
    with qtbot.waitSignal(ann.connection_lost, timeout=3000):
        pass
    assert time.monotonic() - went >= 0.6 - 0.1 - 0.05  # its silence limit, less one heartbeat and timer slack
    with qtbot.waitSignal(ann.connection_restored, timeout=3000):
        pass  # it rejoined by itself, on a fresh connection the host does read
    assert (ann.seat, ann.token) == (seat, token)


def test_a_player_dropped_mid_turn_rejoins_its_seat_rack_and_unfinished_board(make_host, make_client, qtbot) -> None:
    host = make_host(seed=9)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    current, other = start_game(qtbot, host, ann, bob)
    watch = Watcher(other)
    assert current.view is not None and current.view.rack is not None
    tile, cell = current.view.rack[0], Cell(4, 4)
    with qtbot.waitSignal(current.view_changed, timeout=3000):
        current.place(tile, cell)
    assert current.view.board[cell] == tile
    seat, rack, board, version = current.seat, current.view.rack, current.view.board, current.version

    with qtbot.waitSignal(current.connection_lost, timeout=3000):
        current.drop()
    with qtbot.waitSignal(current.connection_restored, timeout=3000):
        pass
    qtbot.waitUntil(lambda: current.view is not None and current.view.rack is not None, timeout=3000)
    # A full sync: the same seat, rack and in-progress board, and the same turn (version).
    assert (current.seat, current.version) == (seat, version)
    assert current.view.rack == rack and current.view.board == board and current.view.my_turn
    qtbot.waitUntil(lambda: bool(watch.lobbies) and watch.lobbies[-1].seats[seat]["connected"] is True)
    assert watch.saw_away(seat)  # the other player saw the drop, then the return

    # The seat plays on: take the tile back and draw.
    with qtbot.waitSignal(current.view_changed, timeout=3000):
        current.take_back(cell)
    with qtbot.waitSignal(other.turn_started, timeout=3000):
        current.draw()
    assert current.view is not None and current.view.rack is not None and len(current.view.rack) == len(rack) + 2


def test_a_restarted_app_rejoins_with_the_token_it_kept_on_disk(make_host, manual_clients, make_client, qtbot,
                                                                tmp_path: Path) -> None:
    host = make_host(seed=4)
    store = tmp_path / "tokens.json"
    first = manual_clients("Ann", tokens=TokenStore(store))
    with qtbot.waitSignal(first.welcomed, timeout=3000):
        first.connect_to("127.0.0.1", host.port)
    bob = make_client(host, "Bob")
    start_game(qtbot, host, first, bob)
    seat, token = first.seat, first.token
    assert first.view is not None
    rack = first.view.rack
    assert TokenStore(store).get(host.table.id) == token  # kept by the table's id

    crash(first)
    qtbot.waitUntil(lambda: host.table.seats[seat].connected is False, timeout=3000)
    again = manual_clients("Ann", tokens=TokenStore(store))  # a new process would start just like this
    with qtbot.waitSignal(again.welcomed, timeout=3000) as welcomed:
        again.connect_to("127.0.0.1", host.port)
    assert welcomed.args == [seat, False] and again.token == token
    qtbot.waitUntil(lambda: again.view is not None, timeout=3000)
    assert again.view.rack == rack and host.table.seats[seat].connected


@pytest.mark.parametrize("bot_for_away", [False, True], ids=["timeout", "a bot plays"])
def test_an_away_players_turn_waits_the_grace_period(make_host, manual_clients, make_client, qtbot,
                                                     bot_for_away: bool) -> None:
    host = make_host(seed=6, settings=replace(FAST, grace_ms=500), away_bot="easy" if bot_for_away else None)
    ann = manual_clients("Ann")
    with qtbot.waitSignal(ann.welcomed, timeout=3000):
        ann.connect_to("127.0.0.1", host.port)
    bob = make_client(host, "Bob")
    current, other = start_game(qtbot, host, ann, bob)
    if current is bob:  # make it Ann's turn, so that Ann is the one away
        with qtbot.waitSignal(ann.turn_started, timeout=3000):
            bob.draw()
    watch = Watcher(bob)
    assert host.table.match is not None
    seat = ann.seat
    count = len(host.table.match.game.rack_of(seat))
    went = time.monotonic()
    crash(ann)
    with qtbot.waitSignal(bob.turn_started, timeout=10_000) as started:
        pass
    waited = time.monotonic() - went
    assert started.args == [bob.seat]
    assert waited >= 0.5 * 0.95  # not before the grace period is over (Qt's coarse timers may fire 5% early)
    # The clock showed Ann away, with the grace period (not a table timer) counting down.
    assert any(s == seat and away and ms is not None and 400 <= ms <= 500 for s, ms, _p, away in watch.clocks)
    if bot_for_away:  # a bot moved for Ann (a meld, or a plain draw): no timeout
        assert not watch.timed_out_draws(seat)
        assert [type(e).__name__ for _, events in watch.views for e in events
                if getattr(e, "seat", None) == seat and type(e).__name__ in ("Drew", "Melded")]
    else:  # the timeout rule: a tile drawn for Ann
        assert len(watch.timed_out_draws(seat)) == 1
        assert len(host.table.match.game.rack_of(seat)) == count + 1
    assert host.table.seats[seat].connected is False  # still away: nobody took the seat


def test_clients_notice_the_host_going_away_and_rejoin_when_it_is_back(make_host, make_client, qtbot) -> None:
    first = make_host(seed=13)
    ann, bob = make_client(host=first, name="Ann"), make_client(host=first, name="Bob")
    start_game(qtbot, first, ann, bob)
    port, table = first.port, first.table
    racks = {c.seat: c.view.rack for c in (ann, bob) if c.view is not None}
    seats = {c.name: c.seat for c in (ann, bob)}

    with qtbot.waitSignals([ann.connection_lost, bob.connection_lost], timeout=3000), \
            qtbot.waitSignals([ann.closed, bob.closed], timeout=3000):
        first.close()
    assert not ann.connected and not bob.connected

    second = Host(table, FAST, owner_token=first.owner_token)
    try:
        with qtbot.waitSignals([ann.connection_restored, bob.connection_restored], timeout=5000):
            assert second.listen("127.0.0.1", port) == port
        qtbot.waitUntil(lambda: second.clients == 2, timeout=3000)
        assert {c.name: c.seat for c in (ann, bob)} == seats
        qtbot.waitUntil(lambda: all(c.view is not None and c.view.rack == racks[c.seat] for c in (ann, bob)))
        # The game goes on where it was.
        current = ann if table.match is not None and table.match.game.current == ann.seat else bob
        other = bob if current is ann else ann
        with qtbot.waitSignal(other.turn_started, timeout=3000):
            current.draw()
    finally:
        second.close()
        second.deleteLater()


def test_the_owner_is_still_the_owner_after_rejoining(make_host, make_client, qtbot) -> None:
    host = make_host(seats=3)
    owner = make_client(host, "Host player", token=host.owner_token)
    assert owner.owner
    with qtbot.waitSignal(owner.connection_restored, timeout=3000):
        owner.drop()
    assert owner.seat == 0
    with qtbot.waitSignal(owner.lobby_changed, timeout=3000):
        owner.send(m.AddBot(level="easy"))
    assert owner.owner


@pytest.mark.parametrize("who", ["watcher", "player"])
def test_a_watcher_or_player_does_not_join_a_new_table_opened_at_the_old_address(make_host, make_client, qtbot,  # type: ignore[no-untyped-def]
                                                                                 who: str) -> None:
    """The host closed its table and hosted a new one on the same port: a rejoining onlooker finds a
    different table id, a rejoining player's seat token is refused there; either stops, saying so,
    instead of taking the new table for the old one back."""
    first = make_host(seed=13)
    ann, bob = make_client(host=first, name="Ann"), make_client(host=first, name="Bob")
    watcher = make_client(host=first, name="Cat", spectator=True)
    start_game(qtbot, first, ann, bob)
    cat = watcher if who == "watcher" else bob
    port = first.port
    closes: list[tuple[str, str]] = []
    cat.closed.connect(lambda reason, detail: closes.append((reason, detail)))
    with qtbot.waitSignal(cat.connection_lost, timeout=3000):
        first.close()
    other = Table("Another table", seed=3)
    other.set_seat_count(2)
    second = Host(other, FAST)
    try:
        assert other.id != first.table.id
        assert second.listen("127.0.0.1", port) == port
        qtbot.waitUntil(lambda: ("table_changed", "Another table answers at this address now") in closes,
                        timeout=5000)
        assert not cat.retrying and cat.seat is None and cat.table_id == first.table.id
        qtbot.waitUntil(lambda: second.clients == 0, timeout=3000)  # it left the new table at once
    finally:
        second.close()
        second.deleteLater()
