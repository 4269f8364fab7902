"""Throwaway Linux network namespaces for LAN tests: two "machines" joined by a veth pair whose
10.x addresses exist only inside them, so no mDNS ever reaches the real network. Plus a reader
for a subprocess's output with a deadline (no sleeps)."""

from __future__ import annotations

import itertools
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from typing import IO

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUMMI = [sys.executable, "-m", "rummi_qt"]
_serial = itertools.count()


class Unavailable(Exception):
    """Namespaces cannot be made here; the message is the reason to skip."""


def unavailable_reason() -> str | None:
    if not sys.platform.startswith("linux"):
        return "network namespaces exist only on Linux"
    if os.geteuid() != 0:
        return "creating network namespaces needs root"
    if shutil.which("ip") is None:
        return "`ip` (iproute2) is not installed"
    return None


def child_env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join([ROOT, *filter(None, [env.get("PYTHONPATH")])])
    env.pop("RUMMI_INTERFACES", None)
    return env


def _run(*command: str) -> None:
    done = subprocess.run(command, capture_output=True, text=True, timeout=20, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise Unavailable(f"`{' '.join(command)}` failed: {done.stderr.strip() or done.returncode}")


class Lan:
    """Namespaces ``a`` and ``b``, loopback up in each; :meth:`link` joins them (10.77.0.1 and .2)."""

    A_ADDRESS = "10.77.0.1"
    B_ADDRESS = "10.77.0.2"

    def __init__(self, count: int = 2) -> None:
        tag = f"{os.getpid()}x{next(_serial)}"
        self.names = [f"rummi-{side}{tag}" for side in "ab"[:count]]
        self.veths = (f"rva{tag}", f"rvb{tag}")  # at most 15 characters
        self._made: list[str] = []
        self._processes: list[subprocess.Popen[str]] = []

    @property
    def a(self) -> str:
        return self.names[0]

    @property
    def b(self) -> str:
        return self.names[1]

    def __enter__(self) -> Lan:
        reason = unavailable_reason()
        if reason:
            raise Unavailable(reason)
        try:
            for name in self.names:
                _run("ip", "netns", "add", name)
                self._made.append(name)
                _run("ip", "-n", name, "link", "set", "lo", "up")
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def link(self) -> None:
        """A veth pair created straight inside the two namespaces (never in the real one), up."""
        veth_a, veth_b = self.veths
        _run("ip", "link", "add", veth_a, "netns", self.a, "type", "veth", "peer", "name", veth_b, "netns", self.b)
        for name, veth, address in ((self.a, veth_a, self.A_ADDRESS), (self.b, veth_b, self.B_ADDRESS)):
            _run("ip", "-n", name, "addr", "add", f"{address}/24", "dev", veth)
            _run("ip", "-n", name, "link", "set", veth, "up")

    def drop_multicast(self) -> None:
        """Every multicast packet arriving in either namespace is dropped (a Wi-Fi that filters mDNS)."""
        if shutil.which("iptables") is None or shutil.which("ip6tables") is None:
            raise Unavailable("`iptables` is not installed")
        for name in self.names:
            _run("ip", "netns", "exec", name, "iptables", "-A", "INPUT", "-d", "224.0.0.0/4", "-j", "DROP")
            _run("ip", "netns", "exec", name, "ip6tables", "-A", "INPUT", "-d", "ff00::/8", "-j", "DROP")

    def start(self, namespace: str, command: Sequence[str]) -> Lines:
        process = subprocess.Popen(["ip", "netns", "exec", namespace, *command], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True, cwd=ROOT,
                                   env=child_env())
        self._processes.append(process)
        return Lines(process)

    def close(self) -> None:
        for process in self._processes:
            stop(process)
        for name in reversed(self._made):
            subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=20)
        self._made.clear()


def stop(process: subprocess.Popen[str], grace: float = 5.0) -> int:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(grace)
    return process.returncode


class Lines:
    """A child's output lines as they come, read on a thread, waited for with a deadline."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process
        self.seen: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        assert process.stdout is not None
        threading.Thread(target=self._pump, args=(process.stdout,), daemon=True).start()

    def _pump(self, stream: IO[str]) -> None:
        for line in stream:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def wait_for(self, prefix: str, timeout: float) -> str:
        """The first new line starting with ``prefix``; fails with everything seen when time is up."""
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self._queue.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                break
            self.seen.append(line)
            if line.startswith(prefix):
                return line
        raise AssertionError(f"no line starting with {prefix!r} within {timeout} s; output so far:\n"
                             + "\n".join(self.seen))

    def rest(self, timeout: float = 10.0) -> list[str]:
        """Every remaining line once the process has ended."""
        self.process.wait(timeout)
        while (line := self._queue.get(timeout=timeout)) is not None:
            self.seen.append(line)
        return self.seen
