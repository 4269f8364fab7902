"""A hand-driven connection for tests: it sends whatever bytes a test likes and decodes every
message that comes back, so hostile and half-dead clients can be played without the Client class."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from rummi_qt.network import messages as m

M = TypeVar("M", bound=m.Message)


class RawPeer:
    """One raw loopback connection to a host. ``answer_pings`` makes it look alive to the heartbeat."""

    def __init__(self, port: int, *, answer_pings: bool = False) -> None:
        self.socket = QTcpSocket()
        self.decoder = m.FrameDecoder(max_frame=1 << 24)  # what a host sends is checked, not capped, here
        self.received: list[m.Message] = []
        self.answer_pings = answer_pings
        self._gone = False
        self.socket.readyRead.connect(self._on_ready_read)
        self.socket.connectToHost("127.0.0.1", port)
        if not self.socket.waitForConnected(3000):
            raise AssertionError(f"no connection to port {port}: {self.socket.errorString()}")

    def _on_ready_read(self) -> None:
        for obj in self.decoder.feed(bytes(self.socket.readAll().data())):
            msg = m.decode(obj)
            self.received.append(msg)
            if self.answer_pings and isinstance(msg, m.Ping):
                self.send(m.Pong(n=msg.n))

    @property
    def closed(self) -> bool:
        return self.socket.state() == QAbstractSocket.SocketState.UnconnectedState

    def send(self, *messages: m.Message) -> None:
        self.socket.write(b"".join(msg.encode() for msg in messages))

    def send_bytes(self, data: bytes) -> None:
        self.socket.write(data)

    def of_type(self, cls: type[M]) -> list[M]:
        return [msg for msg in self.received if isinstance(msg, cls)]

    def hello(self, qtbot, name: str = "Raw", **fields: object) -> m.Welcome:  # type: ignore[no-untyped-def]
        """Say hello and wait for the welcome (fails on a refusal)."""
        self.send(m.Hello(version=m.PROTOCOL_VERSION, name=name, **fields))  # type: ignore[arg-type]
        qtbot.waitUntil(lambda: bool(self.of_type(m.Welcome) or self.of_type(m.Refused)), timeout=3000)
        assert not self.of_type(m.Refused), self.of_type(m.Refused)
        return self.of_type(m.Welcome)[-1]

    def close(self) -> None:
        if not self._gone:
            self._gone = True
            self.socket.abort()
            self.socket.deleteLater()


def open_peers() -> Iterator[Callable[..., RawPeer]]:
    """The body of a ``raw_peer`` fixture: open raw connections, abort each one afterwards."""
    peers: list[RawPeer] = []

    def make(port: int, **kwargs: bool) -> RawPeer:
        peer = RawPeer(port, **kwargs)
        peers.append(peer)
        return peer

    yield make
    for peer in peers:
        peer.close()
