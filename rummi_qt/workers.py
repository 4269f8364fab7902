"""Thinking off the event loop: a lazily started worker process whose results come back as Qt
signals. A pure-Python search holds the GIL, so bots and hints get a process, not a thread.

Work that may wait (a bot thinking ahead during another seat's turn) is submitted stoppable: it
checks between its steps whether the worker was interrupted since, and then returns at once, so
that the move asked for next starts without delay."""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from rummi_qt.worker_start import start_worker

log = logging.getLogger(__name__)


class Worker(QObject):
    """Runs picklable functions in one spawned process; ``done`` callbacks run on the Qt thread."""

    _finished = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ProcessPoolExecutor | None = None
        # Counted up by interrupt(), read by the process's stoppable jobs (worker_start.interrupted).
        self._interrupts = multiprocessing.get_context("spawn").RawValue("q", 0)
        self._finished.connect(self._on_finished)

    def submit(self, done: Callable[[Any], None], function: Callable[..., Any], *args: Any) -> None:
        """Run ``function(*args)`` in the worker; later call ``done(result)`` (``None`` if it failed)."""
        try:
            future = self._pool().submit(function, *args)
        except BrokenProcessPool:
            # The worker process died (killed, out of memory): a new one takes the work, so that
            # the bots and hints go on instead of the table stalling on an exception.
            log.warning("the worker process died; starting a new one")
            self.close()
            future = self._pool().submit(function, *args)
        future.add_done_callback(lambda finished: self._deliver(done, finished))

    def submit_stoppable(self, done: Callable[[Any], None], function: Callable[..., Any], *args: Any) -> None:
        """Like ``submit``, for work that may be cut short: ``function(*args, count)`` is to check
        ``worker_start.interrupted(count)`` between its steps and return once it is true."""
        self.submit(done, function, *args, self._interrupts.value)

    def interrupt(self) -> None:
        """Stoppable jobs submitted so far return at their next check (those not started yet, at
        once): the job submitted next does not wait for them."""
        self._interrupts.value += 1

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=start_worker, initargs=(self._interrupts,))
        return self._executor

    def _deliver(self, done: Callable[[Any], None], future: Future[Any]) -> None:
        """On the executor's thread: the signal crosses to the Qt thread as a queued call."""
        with contextlib.suppress(RuntimeError):  # the worker was deleted meanwhile: nobody wants the result
            self._finished.emit((done, future))

    @Slot(object)
    def _on_finished(self, item: tuple[Callable[[Any], None], Future[Any]]) -> None:
        done, future = item
        try:
            result = None if future.cancelled() else future.result()
        except Exception:  # a crashed worker must not take the window or the table down
            log.exception("worker failed")
            result = None
        done(result)

    def close(self) -> None:
        self.interrupt()  # what the process is thinking ahead for, nobody will ask for now
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
