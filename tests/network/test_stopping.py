"""A host process ends cleanly and leaves nothing behind: SIGTERM and SIGINT end an idle host
within 2 s with a goodbye, and a host killed with ``kill -9`` takes its bot worker process with
it within a few seconds (the worker watches its parent)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.network.netns import RUMMI, Lines, child_env, stop

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to find child processes")


def host(tmp_path: Path, *args: str) -> Lines:
    process = subprocess.Popen([*RUMMI, "host", "--headless", "--port", "0", "--no-discovery",
                                "--autosave", str(tmp_path / "save.json"), *args],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                               text=True, env=child_env())
    lines = Lines(process)
    lines.wait_for("listening on port", 30)
    return lines


def children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def within(seconds: float, condition) -> bool:  # type: ignore[no-untyped-def]
    """Whether ``condition()`` comes true within ``seconds`` (another process's state: no signal to wait on)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_an_idle_host_ends_within_two_seconds_of_a_stop_signal(tmp_path: Path, signum: int) -> None:
    lines = host(tmp_path, "--seats", "3", "--bots", "1")  # waits for two players: the loop sleeps in poll()
    started = time.monotonic()
    lines.process.send_signal(signum)
    code = lines.process.wait(10)
    elapsed = time.monotonic() - started
    rest = lines.rest()
    assert code == 0 and elapsed < 2.0, (code, elapsed, rest)
    assert not any("Exception ignored" in line or "Traceback" in line for line in rest), rest


def test_a_killed_host_takes_its_bot_worker_with_it(tmp_path: Path) -> None:
    lines = host(tmp_path, "--seats", "2", "--bots", "2", "--games", "50", "--bot-level", "normal")
    pid = lines.process.pid
    try:
        assert within(30, lambda: len(children(pid)) >= 1), "no bot worker started"
        workers = children(pid)
    finally:
        os.kill(pid, signal.SIGKILL)
        lines.process.wait(10)
    try:
        assert within(5, lambda: not any(alive(worker) for worker in workers)), \
            f"left running: {sorted(w for w in workers if alive(w))}"
    finally:
        for worker in workers:
            if alive(worker):
                os.kill(worker, signal.SIGKILL)
        stop(lines.process)


APP = """
import sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from rummi_qt.session import AppSession
from rummi_qt.widgets.bot_game_dialog import BotGameChoice
from rummi_qt.widgets.main_window import MainWindow

app = QApplication(sys.argv[:1])
folder = Path(sys.argv[1])
settings = QSettings(str(folder / "rummi.ini"), QSettings.Format.IniFormat)
window = MainWindow(settings)
session = AppSession(window, settings, data_dir=folder, discovery=False)
window.show()
session.start_bot_game(BotGameChoice(round=True, level="normal", pace_ms=0))
def hint_on_my_turn():  # the hint worker too, as soon as a hint can be asked for
    controller = session.controller
    if controller is not None and controller.view is not None and controller.view.my_turn:
        poll.stop()
        session.show_hint()
poll = QTimer()
poll.timeout.connect(hint_on_my_turn)
poll.start(20)
print("app up", flush=True)
app.exec()
"""


def test_a_killed_app_takes_its_worker_processes_with_it(tmp_path: Path) -> None:
    process = subprocess.Popen([sys.executable, "-c", APP, str(tmp_path)], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True, env=child_env())
    lines = Lines(process)
    try:
        lines.wait_for("app up", 30)
        assert within(30, lambda: len(children(process.pid)) >= 2), f"no worker started: {lines.seen}"
        workers = children(process.pid)
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    try:
        assert within(5, lambda: not any(alive(worker) for worker in workers)), \
            f"left running: {sorted(w for w in workers if alive(w))}"
    finally:
        for worker in workers:
            if alive(worker):
                os.kill(worker, signal.SIGKILL)
