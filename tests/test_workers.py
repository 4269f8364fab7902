"""The thinking worker survives its process dying: the next job gets a new process."""

from __future__ import annotations

import os

from pytestqt.qtbot import QtBot

from rummi_qt.workers import Worker


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
