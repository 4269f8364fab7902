"""The thinking worker survives its process dying: the next job gets a new process."""

from __future__ import annotations

import os

from pytestqt.qtbot import QtBot

from rummi_qt.workers import Worker
from tests.worker_jobs import interrupted_at_start, until_interrupted


def test_a_worker_whose_process_died_takes_the_next_job_in_a_new_one(qtbot: QtBot) -> None:
    worker = Worker()
    results: list[object] = []
    try:
        worker.submit(results.append, os._exit, 1)  # noqa: SLF001 - the process dies, as if killed
        qtbot.waitUntil(lambda: results == [None], timeout=20_000)  # the job failed: None, nothing raised
        worker.submit(results.append, abs, -3)  # the pool is broken now: before, submit raised here
        qtbot.waitUntil(lambda: len(results) == 2, timeout=20_000)
        assert results == [None, 3]
    finally:
        worker.close()
        worker.deleteLater()


def test_a_worker_process_for_bots_and_hints_loads_no_qt(qtbot: QtBot) -> None:
    # A fresh worker imports what its jobs need: without PySide6 it is ready in about 0.2 s, not 0.4 s.
    worker = Worker()
    results: list[object] = []
    try:
        loaded = ("(__import__('rummi_qt.network.bot_job'), __import__('rummi_qt.controller.hint_job'), "
                  "sorted(m for m in __import__('sys').modules if m.startswith('PySide6')))[2]")
        worker.submit(results.append, eval, loaded)
        qtbot.waitUntil(lambda: len(results) == 1, timeout=20_000)
        assert results == [[]]
    finally:
        worker.close()
        worker.deleteLater()


def test_an_interrupted_job_returns_and_the_next_job_runs_at_once(qtbot: QtBot) -> None:
    worker = Worker()
    results: list[object] = []
    try:
        worker.submit_stoppable(results.append, until_interrupted, "stopped")
        worker.submit(results.append, abs, -3)  # waits behind a job that never ends by itself
        worker.interrupt()
        worker.submit_stoppable(results.append, interrupted_at_start)  # submitted after: not interrupted
        qtbot.waitUntil(lambda: len(results) == 3, timeout=20_000)
        assert results == ["stopped", 3, False]
    finally:
        worker.close()
        worker.deleteLater()


def test_a_result_for_a_worker_deleted_meanwhile_is_dropped_without_harm(qtbot: QtBot) -> None:
    # The executor's thread hands results over through one relay that is never deleted: a signal of
    # the worker itself, emitted while the Qt thread deleted it, had crashed a CI run.
    import threading
    from concurrent.futures import Future

    import shiboken6
    from PySide6.QtCore import QCoreApplication

    from rummi_qt.workers import _deliver, _the_relay

    def from_another_thread(worker: Worker, value: object) -> None:
        finished: Future[object] = Future()
        finished.set_result(value)
        job = _the_relay().expect(worker, results.append)
        thread = threading.Thread(target=_deliver, args=(_the_relay(), job, finished))
        thread.start()
        thread.join()

    results: list[object] = []
    worker = Worker()
    from_another_thread(worker, 7)  # queued for the Qt thread
    shiboken6.delete(worker)  # deleted before the hand-over runs
    QCoreApplication.processEvents()
    assert results == [] and shiboken6.isValid(_the_relay())
    alive = Worker()
    try:
        from_another_thread(alive, 5)
        qtbot.waitUntil(lambda: results == [5], timeout=5000)
    finally:
        alive.close()
        alive.deleteLater()


def test_the_executors_thread_never_holds_a_jobs_callback_so_its_owner_is_deleted_on_the_qt_thread(
        qtbot: QtBot) -> None:
    # A closed host whose bot move was still being thought had its last reference, through the
    # job's callback, dropped by the executor's thread: the host was deleted there, which Qt does
    # not allow. The callback now waits in the Qt thread's hands only.
    import gc
    import threading
    import weakref

    from PySide6.QtCore import QObject

    class Owner(QObject):
        def took(self, result: object) -> None:
            results.append(result)

    results: list[object] = []
    gone_on: list[str] = []
    worker = Worker()
    try:
        owner = Owner()
        watch = weakref.ref(owner, lambda _gone: gone_on.append(threading.current_thread().name))
        done = owner.took
        worker.submit_stoppable(done, until_interrupted, "thought")
        holders = gc.get_referrers(done)
        assert len(holders) == 1 and isinstance(holders[0], tuple)  # (worker, done) in the relay, nothing else
        del owner, done, holders
        worker.interrupt()
        qtbot.waitUntil(lambda: results == ["thought"], timeout=20_000)
        qtbot.waitUntil(lambda: watch() is None, timeout=5000)
        assert gone_on == [threading.main_thread().name]
    finally:
        worker.close()
        worker.deleteLater()


def test_a_job_cut_short_by_closing_its_worker_is_no_failure(qtbot: QtBot, caplog) -> None:  # type: ignore[no-untyped-def]
    # A host closed while a bot thought: its job ended with the process. That printed "worker
    # failed" and a traceback on the terminal; a process that died by itself still does.
    import logging
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    def broken() -> Future[object]:
        future: Future[object] = Future()
        future.set_exception(BrokenProcessPool("terminated abruptly"))
        return future

    results: list[object] = []
    worker = Worker()
    try:
        with caplog.at_level(logging.INFO, logger="rummi_qt.workers"):
            worker.deliver(results.append, broken())  # not closed: a real failure
            worker.close()
            worker.deliver(results.append, broken())
        assert results == [None, None]
        assert [r.levelname for r in caplog.records] == ["ERROR", "INFO"]
    finally:
        worker.deleteLater()
