"""The hosting app's own connection, from the same process, needs no heartbeat: neither end pings it,
the host never takes its silence for a drop, and a table with no other connection has no heartbeat
running at all. Every other connection keeps its heartbeat and its silence limit. Real sockets on
loopback; the host's beats are driven by hand where their count matters."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.network.host import Connection, Host


def connection_of(host: Host, client) -> Connection:  # type: ignore[no-untyped-def]
    """The host's end of ``client``'s connection."""
    port = client._socket.localPort()  # noqa: SLF001
    return next(c for c in host._connections if c.socket.peerPort() == port)  # noqa: SLF001


def hosted(make_host, make_client):  # type: ignore[no-untyped-def]
    """A host and its app's own client, known for that (as the app hosting a game tells its host)."""
    host = make_host()
    own = make_client(host, "Ann")
    assert own.in_process_with(host)
    return host, own


def test_the_apps_own_connection_is_neither_pinged_nor_dropped_while_another_is(
        make_host, make_client, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    host = make_host()
    own, other = make_client(host, "Ann"), make_client(host, "Bob")
    assert own.in_process_with(host)
    mine, theirs = connection_of(host, own), connection_of(host, other)
    assert mine.in_process and not theirs.in_process
    assert not own._heartbeat.isActive() and other._heartbeat.isActive()  # noqa: SLF001
    assert host._heartbeat.isActive()  # noqa: SLF001 - Bob's connection still needs it
    pinged = mine.pings, theirs.pings
    for _ in range(3):
        host._on_heartbeat()  # noqa: SLF001 - the host's timer firing
    assert mine.pings == pinged[0] and theirs.pings >= pinged[1] + 3
    # Both stood silent for an hour: the other connection is dropped for it, the app's own is not.
    mine.last_heard -= 3600
    theirs.last_heard -= 3600
    with qtbot.waitSignal(other.connection_lost, timeout=5000):
        host._on_heartbeat()  # noqa: SLF001
    assert own.connected and host.table.seats[own.seat].connected
    assert not host.table.seats[1].connected  # Bob's seat is away


def test_a_table_with_only_the_apps_own_connection_has_no_heartbeat(
        make_host, make_client, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    host = make_host()
    own = make_client(host, "Ann")
    assert host._heartbeat.isActive()  # noqa: SLF001 - until the app has said the connection is its own
    assert own.in_process_with(host)
    assert not host._heartbeat.isActive() and not own._heartbeat.isActive()  # noqa: SLF001
    # Someone else joins: the host beats again (the newcomer has to say hello in time, too) ...
    other = make_client(host, "Bob")
    assert host._heartbeat.isActive()  # noqa: SLF001
    # ... and stops once they have gone.
    other.leave()
    qtbot.waitUntil(lambda: host.clients == 1, timeout=5000)
    assert not host._heartbeat.isActive()  # noqa: SLF001
    assert own.connected


def test_another_host_or_a_client_elsewhere_is_not_taken_for_the_apps_own(
        make_host, make_client) -> None:  # type: ignore[no-untyped-def]
    host, elsewhere = make_host(), make_host()
    client = make_client(host, "Ann")
    assert not client.in_process_with(elsewhere)  # not this client's host: it has no such connection
    assert client._heartbeat.isActive() and elsewhere._heartbeat.isActive() is False  # noqa: SLF001
    assert not connection_of(host, client).in_process  # ...and its own host was not told anything
    stranger = make_client(elsewhere, "Bob")
    # A socket whose ends match none of this host's connections is no one's here.
    assert not host.adopt_in_process(stranger._socket)  # noqa: SLF001
    assert host._heartbeat.isActive()  # noqa: SLF001


def test_the_apps_own_connection_still_notices_its_host_closing(
        make_host, make_client, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    host, own = hosted(make_host, make_client)
    with qtbot.waitSignal(own.connection_lost, timeout=5000):
        host.close()


def test_a_new_connection_beats_again_until_it_is_known_for_the_apps_own(
        make_host, make_client, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    """After a reconnection the client cannot know yet who answers at the address: it beats."""
    host, own = hosted(make_host, make_client)
    with qtbot.waitSignal(own.welcomed, timeout=5000):
        own.drop()  # it reconnects by itself
    assert own._heartbeat.isActive() and host._heartbeat.isActive()  # noqa: SLF001
    assert not connection_of(host, own).in_process
    assert own.in_process_with(host)
    assert not own._heartbeat.isActive() and not host._heartbeat.isActive()  # noqa: SLF001
