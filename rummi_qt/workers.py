"""Thinking off the event loop: a lazily started worker process whose results come back as Qt
signals. A pure-Python search holds the GIL, so bots and hints get a process, not a thread.

Work that may wait (a bot thinking ahead during another seat's turn) is submitted stoppable: it
checks between its steps whether the worker was interrupted since, and then returns at once, so
that the move asked for next starts without delay."""

from __future__ import annotations

import contextlib
import functools
import itertools
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from shiboken6 import isValid

from rummi_qt.worker_start import start_worker

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Carries results from the executor's thread to the Qt thread. One for the process, never
    deleted: a signal emitted from another thread on a Worker that the Qt thread is deleting at
    that moment crashed the process (a segmentation fault in CI); this object outlives them all.

    The executor's thread sees only a job's number, never the Worker or the ``done`` callback: it
    drops its references to a finished job after the Qt thread may have dropped its own, and
    holding the last one it would have deleted a closed host (whose ``done`` it was) on its own
    thread, which Qt does not allow. The callbacks wait here, in the Qt thread's hands."""

    carried = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._jobs = itertools.count()
        self._waiting: dict[int, tuple[Worker, Callable[[Any], None]]] = {}
        self.carried.connect(self._hand_over)

    def expect(self, worker: Worker, done: Callable[[Any], None]) -> int:
        """On the Qt thread: a job's number, under which its result comes back for ``done``."""
        job = next(self._jobs)
        self._waiting[job] = (worker, done)
        return job

    def forget(self, job: int) -> None:
        """On the Qt thread: the job was never handed to the executor."""
        self._waiting.pop(job, None)

    @Slot(object)
    def _hand_over(self, item: tuple[int, Future[Any]]) -> None:
        job, future = item
        worker, done = self._waiting.pop(job, (None, None))
        if worker is not None and done is not None and isValid(worker):  # deleted meanwhile: nobody wants it
            worker.deliver(done, future)


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    """Made on the Qt thread (where the first Worker is), and moved there if it was not."""
    global _relay
    if _relay is None:
        _relay = _Relay()
        app = QCoreApplication.instance()
        if app is not None and _relay.thread() is not app.thread():
            _relay.moveToThread(app.thread())
    return _relay


class Worker(QObject):
    """Runs picklable functions in one spawned process; ``done`` callbacks run on the Qt thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ProcessPoolExecutor | None = None
        self._closed = False  # closed on purpose: its jobs cut short are no failure
        # Counted up by interrupt(), read by the process's stoppable jobs (worker_start.interrupted).
        self._interrupts = multiprocessing.get_context("spawn").RawValue("q", 0)
        self._relay = _the_relay()

    def submit(self, done: Callable[[Any], None], function: Callable[..., Any], *args: Any) -> None:
        """Run ``function(*args)`` in the worker; later call ``done(result)`` (``None`` if it failed)."""
        job = self._relay.expect(self, done)
        try:
            try:
                future = self._pool().submit(function, *args)
            except BrokenProcessPool:
                # The worker process died (killed, out of memory): a new one takes the work, so
                # that the bots and hints go on instead of the table stalling on an exception.
                log.warning("the worker process died; starting a new one")
                self._shut_down()
                future = self._pool().submit(function, *args)
        except BaseException:
            self._relay.forget(job)
            raise
        future.add_done_callback(functools.partial(_deliver, self._relay, job))

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
            self._closed = False
            self._executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=start_worker, initargs=(self._interrupts,))
        return self._executor

    def deliver(self, done: Callable[[Any], None], future: Future[Any]) -> None:
        """On the Qt thread: hand a finished job's result to its ``done``."""
        try:
            result = None if future.cancelled() else future.result()
        except BrokenProcessPool:
            if self._closed:  # the host closed the table while a bot thought: nothing failed
                log.info("a job ended with its closed worker")
            else:
                log.exception("worker failed")
            result = None
        except Exception:  # a crashed worker must not take the window or the table down
            log.exception("worker failed")
            result = None
        done(result)

    def close(self) -> None:
        """Stop the process: jobs under way end with it, quietly."""
        self._closed = True
        self._shut_down()

    def _shut_down(self) -> None:
        self.interrupt()  # what the process is thinking ahead for, nobody will ask for now
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def _deliver(relay: _Relay, job: int, future: Future[Any]) -> None:
    """On the executor's thread: the relay's signal crosses to the Qt thread as a queued call
    (never a signal of the Worker, which the Qt thread may be deleting at this moment)."""
    with contextlib.suppress(RuntimeError):  # the interpreter is shutting down
        relay.carried.emit((job, future))
