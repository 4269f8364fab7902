"""Reference cycles holding Qt objects are collected on the Qt thread, never on a worker's."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject
from shiboken6 import isValid

from rummi_qt.cycles import CollectOnQtThread, collect_due, collect_on_qt_thread


def _object_in_a_cycle(deleted_on: list[str]) -> weakref.ref[QObject]:
    """A Qt object only the collector frees; ``deleted_on`` gets the name of the thread that did."""
    holder = QObject()
    holder.me = holder  # type: ignore[attr-defined]
    return weakref.ref(holder, lambda _gone: deleted_on.append(threading.current_thread().name))


def _allocate_past_every_threshold(kept: list[object]) -> None:
    """What a worker's thread does while it runs: enough allocations, kept, to start a collection."""
    kept.append([[n] for n in range(10 * sum(gc.get_threshold()) + 10_000)])


def test_a_qt_object_in_a_cycle_is_deleted_on_the_qt_thread_while_other_threads_allocate(qtbot, qapp) -> None:
    collector = CollectOnQtThread(qapp, interval_ms=10)
    try:
        assert not gc.isenabled()
        gc.collect()
        deleted_on: list[str] = []
        watch = _object_in_a_cycle(deleted_on)  # noqa: F841 - kept: its callback reports
        kept: list[object] = []
        worker = threading.Thread(target=_allocate_past_every_threshold, args=(kept,), name="worker")
        worker.start()
        worker.join()
        assert deleted_on == []  # the worker's allocations collected nothing
        qtbot.waitUntil(lambda: deleted_on != [], timeout=5000)  # the timer did, on this thread
        assert deleted_on == [threading.main_thread().name]
    finally:
        collector.deleteLater()
        qtbot.waitUntil(lambda: not isValid(collector), timeout=5000)


def test_collect_due_collects_the_generation_python_would_and_nothing_before(qapp) -> None:
    gc.collect()
    deleted_on: list[str] = []
    watch = _object_in_a_cycle(deleted_on)  # noqa: F841
    assert collect_due() == 0 and deleted_on == []  # nothing passed a threshold: nothing looked at
    threshold = gc.get_threshold()[0]
    keep = [[n] for n in range(threshold + 1)]  # gen 0 past its threshold
    assert gc.get_count()[0] > threshold
    assert collect_due() > 0
    assert deleted_on == [threading.main_thread().name]
    del keep


def test_the_app_installs_one_collector(qapp) -> None:
    before = qapp.findChildren(CollectOnQtThread)
    collect_on_qt_thread(qapp)
    collect_on_qt_thread(qapp)
    made = [c for c in qapp.findChildren(CollectOnQtThread) if c not in before]
    assert len(qapp.findChildren(CollectOnQtThread)) == 1
    for collector in made:
        collector.deleteLater()
