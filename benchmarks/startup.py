"""Start-up to a shown window, and memory: the app's window as `rummi` opens it, in fresh processes,
beside a bare app measured in the same run (a QApplication with QtNetwork and zeroconf imported
showing a window with a label: what any Qt app of this kind costs).

    nice -n 10 python benchmarks/startup.py [--runs N]

Prints the median and worst time from process start to the window being shown (goal, issue 16:
0.35 s warm) and the peak resident memory (goal: 150 MB), also after a game against bots has been
laid out. The runs alternate between the app and the bare app, so both see the same machine."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

CHILD = r"""
import os, sys, time, resource, json
started = time.perf_counter()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["RUMMI_INTERFACES"] = "127.0.0.1"
from PySide6.QtCore import QSettings, QTimer, QEventLoop
from PySide6.QtWidgets import QApplication
import tempfile
from pathlib import Path

def main():
    app = QApplication([])
    from rummi_qt.session import AppSession
    from rummi_qt.widgets.main_window import MainWindow
    data = Path(tempfile.mkdtemp())
    settings = QSettings(str(data / "r.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    session = AppSession(window, settings, data_dir=data, discovery=False)
    window.show()
    app.processEvents()
    shown = time.perf_counter() - started
    rss_start = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rss_game = None
    if "--game" in sys.argv:
        from rummi_qt.widgets.game_screen import GameScreen
        window.resize(1600, 1000)
        session.start.bots_button.click()
        session.bot_dialog.play_button.click()  # the choice as remembered: here, the defaults
        end = time.monotonic() + 20
        while not (session.controller and session.controller.view) and time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        app.processEvents()
        rss_game = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        session.leave(confirm=False)
    print(json.dumps({"shown": shown, "rss_start": rss_start, "rss_game": rss_game}))

if __name__ == "__main__":
    main()
"""


BARE = r"""
import os, sys, time, resource, json
started = time.perf_counter()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
from PySide6 import QtNetwork  # noqa: F401
import zeroconf  # noqa: F401
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QLabel("Rummi"))
window.show()
app.processEvents()
shown = time.perf_counter() - started
print(json.dumps({"shown": shown, "rss_start": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "rss_game": None}))
"""


def warm_environment() -> dict[str, str]:
    """This environment, with Python's bytecode cache allowed: a warm start reads compiled modules, as
    an installed game does (pip compiles them on install, the packages carry them), instead of
    compiling every module's source again (PYTHONDONTWRITEBYTECODE, set on some machines, costs
    about 0.3 s a start here)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run(game: bool, child: str = CHILD) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", child, *(["--game"] if game else [])], capture_output=True,
                          text=True, timeout=60, env=warm_environment())
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    run(game=False)  # warm: the files are in the page cache for both, the bytecode cache written
    run(game=False, child=BARE)
    results, bare = [], []
    for _ in range(runs):
        results.append(run(game=False))
        bare.append(run(game=False, child=BARE))
    shown = sorted(r["shown"] * 1000 for r in results)
    floor = sorted(r["shown"] * 1000 for r in bare)
    game = run(game=True)
    median = statistics.median(shown)
    print(f"start-up to a shown window over {runs} runs: median {median:.0f} ms, worst {shown[-1]:.0f} ms; "
          f"bare app median {statistics.median(floor):.0f} ms, worst {floor[-1]:.0f} ms; "
          f"goal 350 ms: {'met' if median <= 350 else 'MISSED'}")
    print(f"peak memory: {max(r['rss_start'] for r in results):.0f} MB at the start screen, "
          f"{game['rss_game']:.0f} MB in a game against bots (goal 150 MB)")


if __name__ == "__main__":
    main()
