"""The Meld dialog through a real screen reader's channel: AT-SPI, the accessibility bus that Orca
listens to on Linux. A reader process (the system Python's pyatspi, in its own D-Bus session with a
private X server) finds the rack's tiles by their accessible names, toggles them with their AT-SPI
action as a screen-reader user would, and hears the dialog announce the set it makes.

Linux only; skips with the reason where Xvfb, D-Bus, AT-SPI or Qt's X11 libraries are missing
(.ci/run installs them)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import PySide6
import pytest

HERE = Path(__file__).resolve().parent / "a11y"
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")


def missing() -> str | None:
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux accessibility bus"
    for tool in ("Xvfb", "dbus-run-session", "ldd"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not BUS_LAUNCHER.exists() or not SYSTEM_PYTHON.exists():
        return "at-spi2-core or the system Python is not installed"
    if subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode != 0:
        return "python3-pyatspi is not installed"
    qt = Path(PySide6.__file__).parent / "Qt"
    libraries = [qt / "plugins" / "platforms" / "libqxcb.so", *qt.glob("lib/libQt6XcbQpa.so*")]
    for library in libraries:
        linked = subprocess.run(["ldd", library], capture_output=True, text=True).stdout
        lacking = [line.split()[0] for line in linked.splitlines() if "not found" in line]
        if lacking:
            return f"Qt's X11 platform lacks {', '.join(lacking)}"
    return None


@pytest.mark.skipif(missing() is not None, reason=missing() or "")
def test_a_screen_reader_finds_the_tiles_toggles_them_and_hears_the_set() -> None:
    done = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, HERE / "reader.py", sys.executable],
                          capture_output=True, text=True, timeout=90, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    found = next((line["found"] for line in lines if "found" in line), None)
    assert found == {"Red 7": "check box", "Red 8": "check box", "Red 9": "check box"}, done.stderr[-2000:]
    assert all("Toggle" in line["names"] for line in lines if "action" in line)
    said = [line["text"] for line in lines if line.get("type") == "object:announcement"]
    assert said[-1] == "Run: Red 7, Red 8, Red 9 — 24 points", said
    assert "That set needs one more tile" in said
    checked = [line["source"] for line in lines if line.get("type") == "object:state-changed:checked"]
    assert checked == ["Red 7", "Red 8", "Red 9"]
