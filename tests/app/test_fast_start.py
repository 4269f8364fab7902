"""A fast start (issue 16): the app brings up its start screen without loading what only later
screens need (the game, a host and a client, the protocol, the lobby, the kept games with their
replay and review, zeroconf): those load when first wanted, and their cost is not the window's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

# run_app as `rummi` calls it, in a fresh interpreter; the first turn of its event loop (the window
# is up, discovery not yet started) reports every module loaded, then ends the process at once.
_PROBE = """
import json, os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
def report():
    print(json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)
QTimer.singleShot(0, report)
from rummi_qt.app import run_app
run_app()
"""

# Packages and modules of later screens: a name or anything under it.
LATER = (
    "rummi_qt.controller.session", "rummi_qt.engine.game", "rummi_qt.engine.solver", "rummi_qt.history",
    "rummi_qt.history_flow", "rummi_qt.network.client", "rummi_qt.network.discovery", "rummi_qt.network.host",
    "rummi_qt.network.messages", "rummi_qt.network.table", "rummi_qt.widgets.game_screen",
    "rummi_qt.widgets.history_screen", "rummi_qt.widgets.lobby", "rummi_qt.widgets.replay_screen",
    "rummi_qt.widgets.review_panel", "rummi_qt.widgets.table_view", "rummi_qt.workers", "ifaddr", "sqlite3",
    "zeroconf",
)


def test_the_start_screen_loads_no_module_of_a_later_screen(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RUMMI_INTERFACES": "127.0.0.1", "RUMMI_LANG": "fi",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    child = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True, timeout=60,
                           check=False)
    assert child.returncode == 0, child.stderr
    loaded = json.loads(child.stdout.splitlines()[-1])
    assert "rummi_qt.widgets.start_screen" in loaded  # the probe saw the start screen come up
    early = [name for name in loaded if any(name == later or name.startswith(f"{later}.") for later in LATER)]
    assert early == []
