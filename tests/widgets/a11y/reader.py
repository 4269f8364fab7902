"""A screen reader's side of the test, run by the system Python with pyatspi inside its own
D-Bus session: starts a private X server and the AT-SPI bus, starts the Meld dialog (``argv[1]``
is the project's Python), finds the tile toggle buttons by their accessible names as Orca would,
toggles three with their AT-SPI action, and prints what reached the bus as JSON lines."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

APP = "rummi-screen-reader-check"
WANTED = ("Red 7", "Red 8", "Red 9")
HERE = Path(__file__).resolve().parent


def start_display() -> tuple[subprocess.Popen[bytes], str]:
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    return server, f":{number}"


def main() -> int:
    server, display = start_display()
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1",
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    os.environ.update(DISPLAY=display)
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = subprocess.Popen([sys.argv[1], str(HERE / "meld_app.py")], env=env, stdin=subprocess.PIPE)
    heard: list[dict[str, object]] = []
    loop = GLib.MainLoop()

    def on_event(event: object) -> None:
        source = getattr(event, "source", None)
        heard.append({"type": event.type, "source": getattr(source, "name", None),  # type: ignore[attr-defined]
                      "text": event.any_data if isinstance(event.any_data, str) else None})  # type: ignore[attr-defined]
        if any(h["type"] == "object:announcement" and "Run: Red 7, Red 8, Red 9" in str(h["text"]) for h in heard):
            loop.quit()

    deadline = time.monotonic() + 30
    found: dict[str, object] = {}
    state = {"step": "find"}

    def find_buttons(node: object, depth: int = 0) -> None:
        if depth > 12:
            return
        for child in node:  # type: ignore[attr-defined]
            if child is None:
                continue
            if child.name in WANTED and child.name not in found:
                found[child.name] = child
            find_buttons(child, depth + 1)

    def tick() -> bool:
        if time.monotonic() > deadline:
            loop.quit()
            return False
        if state["step"] == "find":
            for candidate in pyatspi.Registry.getDesktop(0):
                if candidate is not None and candidate.name == APP:
                    find_buttons(candidate)
            if len(found) == len(WANTED):
                print(json.dumps({"found": {name: found[name].getRoleName() for name in WANTED}}), flush=True)
                for name in WANTED:
                    action = found[name].queryAction()
                    print(json.dumps({"action": name, "names": [action.getName(i) for i in range(action.nActions)]}),
                          flush=True)
                    action.doAction(0)
                state["step"] = "listen"
        return True

    pyatspi.Registry.registerEventListener(on_event, "object:announcement", "object:state-changed:checked")
    GLib.timeout_add(100, tick)
    loop.run()
    for h in heard:
        print(json.dumps(h), flush=True)
    for process in (app, bus, server):
        if process is app and app.stdin is not None:
            app.stdin.close()
            try:
                app.wait(5)
                continue
            except subprocess.TimeoutExpired:
                pass
        process.terminate()
        process.wait(5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
