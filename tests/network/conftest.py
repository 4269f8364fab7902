"""Hosts and clients on real loopback sockets, with intervals shrunk to keep tests fast."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from rummi_qt.network.client import Client
from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.table import Table


def flush_deletes() -> None:
    """Delete closed sockets now, so no queued event reaches them after the test."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()


FAST = HostSettings(heartbeat_ms=100, silence_ms=600, handshake_ms=1000, grace_ms=400, bot_pace_ms=0)


@pytest.fixture
def make_host(qtbot) -> Iterator[Callable[..., Host]]:  # type: ignore[no-untyped-def]
    hosts: list[Host] = []

    def make(seats: int = 2, seed: int = 7, settings: HostSettings = FAST, **options: object) -> Host:
        table = Table("Test table", seed=seed)
        table.set_seat_count(seats)
        if options:
            table.options = table.options.updated(dict(options))
        host = Host(table, settings)
        host.listen("127.0.0.1", 0)
        hosts.append(host)
        return host

    yield make
    for host in hosts:
        host.close()
        host.deleteLater()
    flush_deletes()


@pytest.fixture
def make_client(qtbot) -> Iterator[Callable[..., Client]]:  # type: ignore[no-untyped-def]
    clients: list[Client] = []

    def make(host: Host, name: str = "Ann", *, wait: bool = True, **kwargs: object) -> Client:
        client = Client(name, heartbeat_ms=100, silence_ms=600, retry_ms=50, **kwargs)  # type: ignore[arg-type]
        clients.append(client)
        if wait:
            with qtbot.waitSignal(client.welcomed, timeout=5000):
                client.connect_to("127.0.0.1", host.port)
        else:
            client.connect_to("127.0.0.1", host.port)
        return client

    yield make
    for client in clients:
        client.leave()
        client.deleteLater()
    flush_deletes()
