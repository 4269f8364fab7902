"""An idle table's heartbeat wakes the event loop as little as it can: the host's ping and the
client's pong are written at once, while the app is awake anyway, instead of arming the socket's
write notifier for another round of the event loop. Real sockets on loopback; the beats are driven
by hand (the timers are set far off), so nothing waits on the clock."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSocketNotifier
from pytestqt.qtbot import QtBot

from rummi_qt.network.client import Client
from tests.network.conftest import FAST

QUIET = replace(FAST, heartbeat_ms=60_000, silence_ms=120_000)


class Notifiers(QObject):
    """Socket notifier activations, by kind (read or write)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: Counter[str] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.SockAct and isinstance(watched, QSocketNotifier):
            self.seen[watched.type().name] += 1
        return False


def test_a_heartbeat_is_written_at_once_on_both_sides(qtbot: QtBot, make_host) -> None:  # type: ignore[no-untyped-def]
    host = make_host(settings=QUIET)
    client = Client("Ann", heartbeat_ms=60_000, silence_ms=120_000, retry_ms=50)
    try:
        with qtbot.waitSignal(client.welcomed, timeout=5000):
            client.connect_to("127.0.0.1", host.port)
        conn = next(c for c in host._connections if c.seat is not None)  # noqa: SLF001
        qtbot.waitUntil(lambda: conn.socket.bytesToWrite() == 0 and client._socket.bytesToWrite() == 0)  # noqa: SLF001
        notifiers = Notifiers()
        QCoreApplication.instance().installEventFilter(notifiers)
        try:
            for _ in range(3):
                pinged = conn.last_heard
                host._on_heartbeat()  # noqa: SLF001 - the host's heartbeat timer firing
                qtbot.waitUntil(lambda: conn.last_heard > pinged, timeout=2000)  # noqa: B023 - the pong is back
        finally:
            QCoreApplication.instance().removeEventFilter(notifiers)
        assert client.connected and conn.pings >= 3
        # Each beat: the client reads the ping, the host reads the pong; nothing waits to be written.
        assert notifiers.seen["Write"] == 0, notifiers.seen
        assert notifiers.seen["Read"] >= 6
    finally:
        client.leave()
        client.deleteLater()


def test_the_clients_own_beat_waits_while_the_host_pings(qtbot: QtBot, make_host) -> None:  # type: ignore[no-untyped-def]
    """Each word from the host sets the client's beat off to a beat and a half later: with the host
    pinging every beat it never comes, and the client never wakes on its own at an idle table."""
    host = make_host(settings=QUIET)
    now = [1000.0]
    client = Client("Ann", heartbeat_ms=60_000, silence_ms=120_000, retry_ms=50, clock=lambda: now[0])
    try:
        with qtbot.waitSignal(client.welcomed, timeout=5000):
            client.connect_to("127.0.0.1", host.port)
        conn = next(c for c in host._connections if c.seat is not None)  # noqa: SLF001
        for _ in range(3):
            now[0] += 59.0  # nearly a beat: the host's ping comes just before the client's beat would
            heard = client._last_heard  # noqa: SLF001
            host._on_heartbeat()  # noqa: SLF001
            qtbot.waitUntil(lambda: client._last_heard > heard, timeout=2000)  # noqa: B023, SLF001
            assert client._heartbeat.remainingTime() > 60_000  # noqa: SLF001 - 90 s off again, not the beat's 60
        # The host goes quiet: the client's beat comes, and having heard nothing for a beat it pings.
        now[0] += 90.0
        pongs = conn.pings
        client._on_heartbeat()  # noqa: SLF001 - its timer firing
        qtbot.waitUntil(lambda: client._last_heard == now[0], timeout=2000)  # noqa: SLF001 - the host's pong
        assert client.connected and client._pings == 1 and conn.pings == pongs  # noqa: SLF001
        assert client._heartbeat.remainingTime() > 60_000  # noqa: SLF001 - the pong set it off again
    finally:
        client.leave()
        client.deleteLater()
