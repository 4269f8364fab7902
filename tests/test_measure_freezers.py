"""The parts of tools/measure_freezers.py that decide its figures without building anything: the
pruning that makes the tools' sizes comparable with PyInstaller's, and the game's locked packages
each tool's venv gets."""

from __future__ import annotations

import sys
from pathlib import Path

from tools.bundle.prune import prune_linux
from tools.measure_freezers import TOOLS, folder_mb, locked_requirements, prune_like_pyinstaller


def lay_out(root: Path, files: list[str]) -> None:
    for relative in files:
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x" * 1000)


def test_pruning_by_name_removes_in_any_layout_what_prune_py_removes_from_pyinstallers(tmp_path: Path) -> None:
    kept = ["PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqoffscreen.so",
            "PySide6/Qt/translations/qtbase_fi.qm", "PySide6/Qt/translations/qtbase_da.qm",
            "PySide6/Qt/translations/qtbase_en.qm", "PySide6/Qt/lib/libQt6Widgets.so.6",
            "rummi_qt/resources/translations/rummi_fi.qm", "libglib-2.0.so.0"]
    dropped = ["PySide6/Qt/plugins/platforms/libqeglfs.so", "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
               "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", "PySide6/Qt/translations/qtbase_de.qm",
               "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", "libcairo.so.2"]
    # cx_Freeze's layout (lib/...) and PyInstaller's (_internal/...): the same files go in both.
    cx, pyinstaller = tmp_path / "cx" / "lib", tmp_path / "pi" / "_internal"
    lay_out(cx, kept + dropped)
    lay_out(pyinstaller, kept + dropped)
    prune_like_pyinstaller(cx.parent)
    prune_linux(pyinstaller.parent)
    for relative in kept:
        assert (cx / relative).exists(), relative
    for relative in dropped:
        assert not (cx / relative).exists(), relative
    assert folder_mb(cx.parent) == folder_mb(pyinstaller.parent) == len(kept) * 1000 / 1e6


def test_each_venv_gets_the_games_locked_packages_for_this_python() -> None:
    wanted = locked_requirements()
    names = {line.split("==")[0].lower() for line in wanted}
    assert {"pyside6-essentials", "shiboken6", "zeroconf", "segno"} <= names
    assert all("==" in line and ";" not in line for line in wanted)
    pyside = next(line for line in wanted if line.lower().startswith("pyside6-essentials=="))
    assert pyside.endswith("6.11.3") if sys.version_info < (3, 12) else not pyside.endswith("6.11.3")


def test_every_tool_of_the_docs_table_is_measured() -> None:
    table = (Path(__file__).resolve().parents[1] / "docs" / "packaging.md").read_text(encoding="utf-8")
    assert set(TOOLS) == {"pyinstaller", "cxfreeze", "nuitka", "pyside6-deploy", "briefcase"}
    for heading in ("PyInstaller", "cx_Freeze", "Nuitka", "pyside6-deploy", "Briefcase"):
        assert f"| {heading} " in table, heading
