"""PySide6 must not leak references to None on void Qt calls (6.12.0 on CPython 3.11 does, then aborts).

The calls run in a child interpreter: a broken build aborts with "Fatal Python error: none_dealloc"
after about 5,000 calls, and that should fail this test, not kill the whole test run.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

CALLS = 20_000
NOISE = 100

_PROBE = textwrap.dedent(
    f"""
    import sys
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem

    app = QApplication([])
    obj = QObject()
    item = QGraphicsRectItem(0, 0, 10, 10)
    before = sys.getrefcount(None)
    for i in range({CALLS} // 2):
        obj.setObjectName("x")  # void: returns None
        item.setPos(i, i)  # void: returns None
    print(before, sys.getrefcount(None))
    """
)


def test_void_qt_calls_keep_none_alive() -> None:
    child = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, timeout=120, check=False)
    import PySide6

    build = f"PySide6 {PySide6.__version__} on Python {sys.version.split()[0]}"
    assert child.returncode == 0, (
        f"{CALLS} void Qt calls crashed the interpreter ({build}, exit {child.returncode}):\n{child.stderr[-2000:]}"
    )
    before, after = map(int, child.stdout.split())
    assert after >= before - NOISE, (
        f"sys.getrefcount(None) fell from {before} to {after} over {CALLS} void Qt calls ({build}): "
        "this PySide6 build drops references to None; keep it off this Python in pyproject.toml"
    )
