"""Start-up to a shown window, and memory: the app's window as `rummi` opens it, in fresh processes.

    python benchmarks/startup.py [--runs N]

Prints the median and worst time from process start to the window being shown (goal: 1 s) and
the peak resident memory (goal: 150 MB), also after a game against bots has been laid out."""

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


def run(game: bool) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", CHILD, *(["--game"] if game else [])], capture_output=True,
                          text=True, timeout=60, env=dict(os.environ))
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    results = [run(game=False) for _ in range(runs)]
    shown = sorted(r["shown"] * 1000 for r in results)
    game = run(game=True)
    print(f"start-up to a shown window over {runs} runs: median {statistics.median(shown):.0f} ms, "
          f"worst {shown[-1]:.0f} ms (goal 1000 ms)")
    print(f"peak memory: {max(r['rss_start'] for r in results):.0f} MB at the start screen, "
          f"{game['rss_game']:.0f} MB in a game against bots (goal 150 MB)")


if __name__ == "__main__":
    main()
