"""Seat tokens are kept per table, not per address: a guest gets a seat at every new table hosted at
the same address and port; a token refused by its own table is forgotten, one refused by another
table at its address is kept (its table may be resumed), and asked for by its id, that other table
is not joined; a restarted app (a new client reading the same file) rejoins its seat whether it
knows the table's id from discovery or only its address. Real loopback sockets throughout."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rummi_qt.network.client import Client
from rummi_qt.network.host import Host
from rummi_qt.network.table import Table
from rummi_qt.network.tokens import SeatRecord, TokenStore
from tests.network.conftest import FAST, flush_deletes


@pytest.fixture
def clients(qtbot) -> Iterator[Callable[..., Client]]:  # type: ignore[no-untyped-def]
    made: list[Client] = []

    def make(name: str, **kwargs: Any) -> Client:
        client = Client(name, heartbeat_ms=100, silence_ms=600, retry_ms=50, **kwargs)
        made.append(client)
        return client

    yield make
    for client in made:
        client.leave()
        client.deleteLater()
    flush_deletes()


def open_table(name: str, port: int = 0) -> Host:
    table = Table(name, seed=3)
    table.set_seat_count(2)
    host = Host(table, FAST)
    host.listen("127.0.0.1", port)
    return host


def close_table(host: Host) -> None:
    host.close()
    host.deleteLater()
    flush_deletes()


@pytest.mark.parametrize("known_id", [False, True], ids=["typed address", "table id from discovery"])
def test_a_guest_gets_a_seat_at_three_tables_in_a_row_on_one_port(qtbot, clients, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                   known_id: bool) -> None:
    store = TokenStore(tmp_path / "seats.json")
    port = 0
    for evening in range(3):
        host = open_table(f"Evening {evening}", port)
        port = host.port
        refusals: list[str] = []
        host.client_refused.connect(lambda reason, _detail, seen=refusals: seen.append(reason))
        try:
            guest = clients("Bea", tokens=store)  # the app opened again: a new client, the same file
            with qtbot.waitSignal(guest.welcomed, timeout=5000) as welcomed:
                guest.connect_to("127.0.0.1", port, host.table.id if known_id else "")
            assert welcomed.args == [0, False]
            assert host.table.seats[0].name == "Bea" and host.table.seats[0].connected
            assert guest.table_id == host.table.id
            assert store.get(host.table.id) == guest.token == host.table.seats[0].token
            # By address, the last table's token was offered and refused; by id, never offered.
            assert refusals == (["bad_token"] if evening and not known_id else [])
            guest.leave()
        finally:
            close_table(host)
    # Each kept for its own table: another table refusing it does not make it worthless.
    assert [record.table for record in store.seats()] == ["Evening 0", "Evening 1", "Evening 2"]


def test_a_token_refused_by_its_own_table_is_forgotten(qtbot, clients, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store = TokenStore(tmp_path / "seats.json")
    host = open_table("Ann's table")
    try:
        store.put(host.table.id, "a-seat-that-is-gone", address=f"127.0.0.1:{host.port}", table="Ann's table")
        guest = clients("Bea", tokens=store)
        with qtbot.waitSignal(guest.welcomed, timeout=5000):
            guest.connect_to("127.0.0.1", host.port)
        assert store.get(host.table.id) == guest.token != "a-seat-that-is-gone"
    finally:
        close_table(host)


def test_a_held_seat_asked_for_by_id_does_not_join_the_other_table_found_there(  # type: ignore[no-untyped-def]
        qtbot, clients, tmp_path: Path) -> None:
    # Ben's app rejoins Ann's old table by its id; Ann hosts another one at that port now. The app
    # must not slip into it as a newcomer (losing the old token): it stops and says which table is there.
    store = TokenStore(tmp_path / "seats.json")
    host = open_table("Ann's table")
    try:
        store.put("0ld7ab1e", "old-seat", address=f"127.0.0.1:{host.port}", table="Ann's table")
        guest = clients("Ben", tokens=store)
        closes: list[str] = []
        guest.closed.connect(lambda reason, _detail: closes.append(reason))
        guest.connect_to("127.0.0.1", host.port, "0ld7ab1e")
        qtbot.waitUntil(lambda: closes == ["table_changed"], timeout=5000)
        assert not guest.retrying and guest.other_table == ("Ann's table", "")
        assert store.get("0ld7ab1e") == "old-seat"
        qtbot.waitUntil(lambda: host.clients == 0, timeout=3000)
        assert all(seat.name != "Ben" for seat in host.table.seats)
    finally:
        close_table(host)


@pytest.mark.parametrize("known_id", [False, True], ids=["typed address", "table id from discovery"])
def test_a_restarted_app_rejoins_its_seat_at_the_same_table(qtbot, clients, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                           known_id: bool) -> None:
    path = tmp_path / "seats.json"
    host = open_table("Ann's table")
    try:
        first = clients("Bea", tokens=TokenStore(path))
        with qtbot.waitSignal(first.welcomed, timeout=5000):
            first.connect_to("127.0.0.1", host.port)
        other = clients("Cid")
        with qtbot.waitSignal(other.welcomed, timeout=5000):
            other.connect_to("127.0.0.1", host.port)
        seat, token = first.seat, first.token
        first.drop()
        first.leave()  # the app is gone: nothing reconnects
        qtbot.waitUntil(lambda: not host.table.seats[seat].connected, timeout=3000)

        again = clients("Bea", tokens=TokenStore(path))
        with qtbot.waitSignal(again.welcomed, timeout=5000) as welcomed:
            again.connect_to("127.0.0.1", host.port, host.table.id if known_id else "")
        assert welcomed.args == [seat, False] and again.token == token
        assert host.table.seats[seat].connected and [s.name for s in host.table.seats] == ["Bea", "Cid"]
    finally:
        close_table(host)


def test_a_token_is_offered_only_to_its_own_table(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "seats.json")
    store.put("aaaa", "token-a", address="10.42.0.1:47123", table="Ann's table")
    store.put("bbbb", "token-b", address="10.42.0.1:47123", table="Bo's table")
    store.put("bbbb", "token-bot", address="10.42.0.1:47123", player="Robo")
    assert (store.get("aaaa"), store.get("bbbb"), store.get("cccc")) == ("token-a", "token-b", None)
    assert store.get("bbbb", "Robo") == "token-bot" and store.get("aaaa", "Robo") is None
    last = store.at_address("10.42.0.1:47123")
    assert last is not None and (last.table_id, last.token) == ("bbbb", "token-b")
    assert store.at_address("10.42.0.2:47123") is None

    store.put("bbbb", "token-b2", address="10.42.0.1:47123", table="Bo's table")  # a new seat there replaces it
    store.drop("aaaa")
    assert [(r.table_id, r.token, r.player) for r in store.seats()] == [
        ("bbbb", "token-bot", "Robo"), ("bbbb", "token-b2", "")]


def test_a_file_of_the_old_kind_is_read_as_seats_known_by_address(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    path.write_text(json.dumps({"127.0.0.1:47123": "old-token"}), encoding="utf-8")
    store = TokenStore(path)
    assert store.seats() == [SeatRecord("", "old-token", "127.0.0.1:47123")]
    assert store.get("aaaa") is None
    held = store.at_address("127.0.0.1:47123")
    assert held is not None and held.token == "old-token"
    store.put("aaaa", "new-token", address="127.0.0.1:47123")  # the welcome there says which table it was
    assert [(r.table_id, r.token) for r in store.seats()] == [("aaaa", "new-token")]
    path.write_text("not json", encoding="utf-8")
    assert store.seats() == []  # unreadable: no seats, nothing raised
