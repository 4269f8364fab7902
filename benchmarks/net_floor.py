"""The bare floor for `network.py`: a plain Qt host (QTcpServer, nothing of Rummi) broadcasting a 1 KB
frame to N client processes, back to back (the next broadcast once every client has answered the
last), and a delay proxy that holds every byte for a fixed time each way, as a Wi-Fi link would.

Both run as subprocesses of `network.py` (``floor-clients``, ``proxy``); `measure_floor` runs in its
own process, so that its host CPU is the host's alone."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import time
from collections import deque
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

FRAME = 1024
HEADER = struct.Struct(">I")


def run_floor_clients(port: int, out: str, timeout: int) -> int:
    """One process, one bare client: note when each broadcast arrived, answer it with 4 bytes."""
    app = QCoreApplication([])
    socket = QTcpSocket()
    arrivals: dict[int, int] = {}
    buffer = bytearray()

    def on_read() -> None:
        buffer.extend(bytes(socket.readAll().data()))
        while len(buffer) >= HEADER.size + FRAME:
            (number,) = HEADER.unpack_from(buffer, HEADER.size)
            arrivals.setdefault(number, time.monotonic_ns())
            del buffer[:HEADER.size + FRAME]
            socket.write(HEADER.pack(number))
            socket.flush()

    def finish() -> None:
        Path(out).write_text(json.dumps(arrivals))
        app.quit()

    socket.readyRead.connect(on_read)
    socket.disconnected.connect(finish)
    socket.connected.connect(lambda: socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1))
    socket.connectToHost("127.0.0.1", port)
    QTimer.singleShot(timeout * 1000, finish)
    app.exec()
    return 0


def measure_floor(clients: int, rounds: int, warmup: int, folder: Path, script: Path) -> dict[str, float | list[float]]:
    """Broadcast ``rounds`` 1 KB frames to ``clients`` client processes; latency to the last one and host CPU."""
    app = QCoreApplication.instance() or QCoreApplication([])
    server = QTcpServer()
    server.listen(QHostAddress("127.0.0.1"), 0)
    sockets: list[QTcpSocket] = []
    started: dict[int, int] = {}
    state = {"round": 0, "acks": 0, "cpu": 0.0}
    payload = b"x" * (FRAME - HEADER.size)

    def broadcast() -> None:
        number = state["round"]
        if number == warmup:
            state["cpu"] = time.process_time()
        if number >= warmup + rounds:
            state["cpu"] = time.process_time() - state["cpu"]
            for s in sockets:
                s.disconnectFromHost()
            QTimer.singleShot(300, app.quit)
            return
        state["acks"] = 0
        frame = HEADER.pack(FRAME) + HEADER.pack(number) + payload
        started[number] = time.monotonic_ns()
        for s in sockets:
            s.write(frame)
            s.flush()

    def on_ack(s: QTcpSocket) -> None:
        data = bytes(s.readAll().data())
        state["acks"] += len(data) // HEADER.size
        if state["acks"] >= len(sockets):
            state["round"] += 1
            broadcast()

    def on_connection() -> None:
        while server.hasPendingConnections():
            s = server.nextPendingConnection()
            s.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            s.readyRead.connect(lambda s=s: on_ack(s))
            sockets.append(s)
        if len(sockets) == clients:
            QTimer.singleShot(200, broadcast)

    server.newConnection.connect(on_connection)
    procs = []
    outs = []
    for index in range(clients):
        out = folder / f"floor-{clients}-{index}.json"
        outs.append(out)
        procs.append(subprocess.Popen([sys.executable, str(script), "floor-clients", "--port", str(server.serverPort()),
                                       "--out", str(out)], env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}))
    app.exec()
    for proc in procs:
        proc.wait(timeout=60)
    arrivals = [json.loads(o.read_text()) for o in outs]
    latencies = []
    for number, t0 in started.items():
        if number < warmup:
            continue
        times = [a.get(str(number)) for a in arrivals]
        if all(t is not None for t in times):
            latencies.append((max(times) - t0) / 1e6)  # type: ignore[type-var]
    server.close()
    return {"latencies": latencies, "cpu_ms": float(state["cpu"]) * 1000 / max(1, rounds)}


# --- the delay proxy ---------------------------------------------------------------------------------


class _Pipe:
    """Bytes from one socket to another, each chunk held ``delay_ms`` before it goes on, in order."""

    def __init__(self, source: QTcpSocket, target: QTcpSocket, delay_ms: int) -> None:
        self.source, self.target, self.delay = source, target, delay_ms / 1000
        self.queue: deque[tuple[float, bytes]] = deque()
        self.timer = QTimer()
        self.timer.setSingleShot(True)
        self.timer.setTimerType(self.timer.timerType().PreciseTimer)
        self.timer.timeout.connect(self.deliver)
        source.readyRead.connect(self.on_read)

    def on_read(self) -> None:
        self.queue.append((time.monotonic() + self.delay, bytes(self.source.readAll().data())))
        if not self.timer.isActive():
            self.timer.start(max(0, round((self.queue[0][0] - time.monotonic()) * 1000)))

    def deliver(self) -> None:
        now = time.monotonic()
        while self.queue and self.queue[0][0] <= now + 0.0005:
            self.target.write(self.queue.popleft()[1])
        self.target.flush()
        if self.queue:
            self.timer.start(max(0, round((self.queue[0][0] - time.monotonic()) * 1000)))


def run_proxy(target_port: int, delay_ms: int) -> int:
    """Listen on a free port (printed on stdout), forward each connection to ``target_port`` with the delay."""
    app = QCoreApplication([])
    server = QTcpServer()
    server.listen(QHostAddress("127.0.0.1"), 0)
    pipes: list[_Pipe] = []

    def on_connection() -> None:
        while server.hasPendingConnections():
            inner = server.nextPendingConnection()
            outer = QTcpSocket()
            outer.connectToHost("127.0.0.1", target_port)
            for s in (inner, outer):
                s.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            pipes.append(_Pipe(inner, outer, delay_ms))
            pipes.append(_Pipe(outer, inner, delay_ms))
            inner.disconnected.connect(lambda o=outer: o.disconnectFromHost())
            outer.disconnected.connect(lambda i=inner: i.disconnectFromHost())

    server.newConnection.connect(on_connection)
    print(server.serverPort(), flush=True)
    app.exec()
    return 0
