"""Python's cycle collector, run on the Qt thread only.

Python collects reference cycles in whichever thread happens to allocate past a threshold: the
worker pool's threads, zeroconf's, a discovery probe's. A window, a socket or a timer caught in a
cycle (a closed session whose lambdas refer to it) was then deleted from that thread, which Qt does
not allow: the process crashed at random (a segmentation fault in CI). So automatic collection is
off, and the Qt thread collects instead, between events, on the thresholds Python would use."""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250  # how often the Qt thread looks whether a collection is due


def collect_due() -> int:
    """Collect the oldest generation whose count has passed its threshold, as the automatic
    collector would (with it, the younger ones); returns how many objects were found unreachable.
    Call it on the Qt thread, with no Qt object half-way through an event of its own."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = [generation for generation, (count, threshold) in enumerate(zip(counts, thresholds, strict=False))
           if threshold and count > threshold]
    return gc.collect(due[-1]) if due else 0


class CollectOnQtThread(QObject):
    """While it lives, cycles are collected by its timer on its (the Qt) thread; automatic collection
    is off. A child of the application: it lives as long."""

    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(collect_due)
        self._timer.start(interval_ms)


def collect_on_qt_thread(app: QObject) -> None:
    """From here on, cycles are collected on ``app``'s thread only (once per application)."""
    if app.findChild(CollectOnQtThread) is None:
        CollectOnQtThread(app)
