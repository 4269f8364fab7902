"""The first thing a worker process runs (see ``workers.Worker``). Kept apart from ``workers``, and
free of Qt like the jobs themselves, so that a fresh worker process loads no PySide6 at all."""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
from typing import Any

# The worker's interruption counter (a ``multiprocessing`` shared integer) that ``Worker.interrupt``
# counts up: a stoppable job compares it with the count it was given (``interrupted``).
_interrupts: Any = None


def start_worker(interrupts: Any = None) -> None:
    """In the worker process, first thing: keep the interruption counter, and end with the parent."""
    global _interrupts
    _interrupts = interrupts
    end_with_parent()


def interrupted(count: int) -> bool:
    """Whether the worker was interrupted (``Worker.interrupt``) since a stoppable job was
    submitted with ``count``: the job is then to return at once, keeping what it did for later."""
    return _interrupts is not None and _interrupts.value != count


def end_with_parent() -> None:
    """In the worker process, first thing: end the moment the parent process ends, however it
    ends (``kill -9`` included, when no shutdown message can come). Waiting on the parent's
    process sentinel works on every platform and costs nothing while the parent lives."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)  # noqa: SLF001 - no clean-up is owed to a parent that is gone

    threading.Thread(target=watch, name="rummi-parent-watch", daemon=True).start()
