"""Test set-up shared by every test: no display needed, and a Hypothesis profile per place."""

from __future__ import annotations

import os

# Before Qt loads: draw offscreen unless the caller chose a platform (e.g. xcb to watch the tests).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never send mDNS on the machine's real interfaces: discovery stays on loopback unless a test
# (in a network namespace of its own) chooses otherwise.
os.environ["RUMMI_INTERFACES"] = "127.0.0.1"


def _keep_compiled_code() -> None:
    """Where PYTHONDONTWRITEBYTECODE is set, nothing compiled was kept: every run rewrote and compiled
    every test module and the game again (collection took 12-15 s, 3-4 s from the cache, on a busy
    machine), and every Python the tests start (hosts, bots, the bot workers) compiled the game
    afresh. The bytecode goes instead to .pytest_cache/pycache, which git ignores, so the source
    tree stays as clean as the setting keeps it. A prefix the caller chose is left alone."""
    import sys

    if not os.environ.get("PYTHONDONTWRITEBYTECODE") or os.environ.get("PYTHONPYCACHEPREFIX"):
        return
    prefix = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".pytest_cache", "pycache")
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    os.environ["PYTHONPYCACHEPREFIX"] = prefix  # for every child process
    sys.pycache_prefix = prefix  # this process, from here on (pytest's rewritten test modules too)
    sys.dont_write_bytecode = False


_keep_compiled_code()

from hypothesis import HealthCheck, settings  # noqa: E402 - after the environment is set

# CI: fewer examples, the same ones every run, no timing limits on a busy 2-core machine.
settings.register_profile(
    "ci",
    max_examples=30,
    derandomize=True,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") == "true" else "dev"))


def _install_prompt_wait_until() -> None:
    """``qtbot.waitUntil`` as pytest-qt defines it (the same callback, timeout and errors), except
    that it looks again as soon as Qt has handled an event, not only every 10 ms: a test waiting for
    a socket's answer goes on when it arrives. pytest-qt sleeps 10 ms between looks, which thousands
    of turn-by-turn waits (whole games, fuzzing over sockets) turned into many idle seconds."""
    import time

    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer
    from pytestqt.exceptions import TimeoutError as WaitTimeout
    from pytestqt.qtbot import QtBot

    def wait_until(self: QtBot, callback, *, timeout: int = 5000) -> None:  # type: ignore[no-untyped-def]
        __tracebackhide__ = True
        deadline = time.monotonic() + timeout / 1000
        message = f"waitUntil timed out in {timeout} milliseconds"
        waker = QTimer()  # at most 10 ms between looks, as in pytest-qt, when no event comes at all
        waker.setSingleShot(True)
        while True:
            try:
                result = callback()
            except AssertionError as error:
                if time.monotonic() > deadline:
                    raise WaitTimeout(message) from error
            else:
                if result not in (None, True, False):
                    raise ValueError(f"waitUntil() callback must return None, True or False, returned {result!r}")
                if result is None or result:
                    return
                if time.monotonic() > deadline:
                    raise WaitTimeout(message)
            waker.start(10)
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
            waker.stop()
            # Outside an event loop Qt keeps deleteLater() for later; deliver it as QTest::qWait does.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    QtBot.waitUntil = wait_until  # type: ignore[method-assign]


_install_prompt_wait_until()


import pytest  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def _app_style(qapp):  # type: ignore[no-untyped-def]
    """The application's own style sheet from the start, as ``run_app`` sets it before any window:
    set by a test's ``run_app`` after hundreds of tests' widgets, it dressed them all anew, and the
    first frame came after the discovery's one-second fallback (a CI run failed on that order)."""
    from rummi_qt.widgets.theme import APP_STYLE

    qapp.setStyleSheet(APP_STYLE)
    return qapp


@pytest.fixture(autouse=True, scope="session")
def _collect_cycles_on_the_qt_thread():  # type: ignore[no-untyped-def]
    """As the app does (rummi_qt.cycles): Python's automatic cycle collection, which runs in
    whichever thread allocates (a bot worker's, zeroconf's), is off for the whole run. A test that
    left a session, host or window in a reference cycle had it deleted later, from such a thread,
    in the middle of another test: a segmentation fault in CI."""
    import gc

    gc.disable()
    yield
    gc.enable()


@pytest.fixture(autouse=True)
def _hints_shown_at_rest(request, monkeypatch):  # type: ignore[no-untyped-def]
    """A new hint's demonstration (its tiles gliding to their cells, about a second) is left out,
    so that tests of what a hint shows see it at rest at once; tests of the demonstration itself
    are marked ``demonstration``."""
    if "demonstration" not in request.keywords:
        monkeypatch.setattr("rummi_qt.widgets.table_proposal.DEMO_MOVE_MS", 0)


@pytest.fixture(autouse=True)
def _collect_after_each_test():  # type: ignore[no-untyped-def]
    """What a test left in cycles is collected here, on the Qt thread, between tests, on Python's
    own thresholds (a full collection after every test would cost a minute)."""
    from rummi_qt.cycles import collect_due

    yield
    collect_due()
