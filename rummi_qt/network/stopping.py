"""Ending a terminal program's Qt event loop on Ctrl+C or ``kill`` (SIGINT, SIGTERM), at once.

Python runs a signal handler only when the interpreter next gets control, and an idle Qt loop
waiting in ``poll()`` never gives it: a host could ignore SIGTERM for as long as nothing happened
(15 minutes were seen). ``signal.set_wakeup_fd`` makes the signal also write a byte to a socket
that the Qt loop watches, so the loop wakes, the handler runs and the loop quits."""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer

STOPS = (signal.SIGINT, signal.SIGTERM)


@contextlib.contextmanager
def quit_on_signals(app: QCoreApplication) -> Iterator[None]:
    """While inside, SIGINT and SIGTERM make ``app`` quit its loop (so clients hear a goodbye)."""
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)

    def drain() -> None:
        with contextlib.suppress(OSError):
            while reader.recv(64):
                pass

    notifier.activated.connect(drain)
    previous_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    previous = {signum: signal.signal(signum, lambda *_: QTimer.singleShot(0, app.quit)) for signum in STOPS}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        signal.set_wakeup_fd(previous_fd)
        notifier.setEnabled(False)
        notifier.deleteLater()
        reader.close()
        writer.close()
