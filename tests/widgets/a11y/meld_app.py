"""The Meld dialog alone, shown on a real display, for the screen-reader test: it runs until its
standard input closes (the reader ends it)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from PySide6.QtCore import QSocketNotifier  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rummi_qt.engine.board import layout  # noqa: E402
from rummi_qt.engine.tiles import parse_board, parse_tiles  # noqa: E402
from rummi_qt.widgets.meld_dialog import MeldDialog  # noqa: E402

app = QApplication(sys.argv)
app.setApplicationName("rummi-screen-reader-check")
dialog = MeldDialog(parse_tiles("r7 r8 r9 J b13"), layout(parse_board("k2 k3 k4")))
dialog.show()
stdin = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
stdin.activated.connect(lambda *_: app.quit())  # the reader closed our input: done
app.exec()
