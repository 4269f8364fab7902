"""Builds Rummi's installable packages for this system into ``dist/``:

    python3 -m uv run --extra package python tools/package.py

- Linux: ``rummi-<version>-linux-x86_64.tar.gz`` (a folder with its own Python and Qt, the
  ``rummi`` command, a menu entry, icons and ``install.sh``) and ``rummi_<version>_amd64.deb``;
- Windows: ``rummi-<version>-windows-x86_64-setup.exe`` (Inno Setup 6);
- macOS: ``rummi-<version>-macos-<arch>.dmg`` holding ``Rummi.app``.

The recipe is the same everywhere: render the icon from its SVG, freeze the game with PyInstaller
(``tools/bundle/rummi.spec``, offline from PyPI packages), then wrap the folder the system's way.
It ends by printing the goals: the package's size (at most 100 MB) and how long the built game
takes to show its window next to the source install (at most 1.5 times as long).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tools.bundle, when run as a script

from tools.bundle import apple, linux, windows  # noqa: E402
from tools.bundle.prune import prune_linux  # noqa: E402

SIZE_GOAL_MB = 100
START_GOAL_RATIO = 1.5


def version() -> str:
    """The one version: ``rummi_qt/__init__.py`` (pyproject.toml reads it from there too)."""
    text = (ROOT / "rummi_qt" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("tools/package.py: no __version__ in rummi_qt/__init__.py")
    return found.group(1)


def artifact_names(ver: str, system: str = sys.platform, machine: str = platform.machine()) -> dict[str, str]:
    """The files this system's build writes into dist/, by kind."""
    if system.startswith("linux"):
        return {"tar": f"rummi-{ver}-linux-x86_64.tar.gz", "deb": f"rummi_{ver}_amd64.deb"}
    if system == "win32":
        return {"setup": f"rummi-{ver}-windows-x86_64-setup.exe"}
    if system == "darwin":
        return {"dmg": f"rummi-{ver}-macos-{machine or 'arm64'}.dmg"}
    raise SystemExit(f"tools/package.py: no package recipe for {system}")


def render_icons(folder: Path) -> dict[str, Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window: rendering only
    from PySide6.QtGui import QGuiApplication

    from tools.bundle.icons import write_icons

    _app = QGuiApplication.instance() or QGuiApplication([])
    if folder.exists():
        shutil.rmtree(folder)
    return write_icons(folder)


def freeze(ver: str, icons: dict[str, Path], build: Path) -> Path:
    """Runs PyInstaller on the spec; returns the one-folder bundle (or ``Rummi.app`` on macOS)."""
    import PyInstaller.__main__

    os.environ["RUMMI_BUNDLE_VERSION"] = ver
    os.environ["RUMMI_BUNDLE_ICON"] = str(icons["ico"] if sys.platform == "win32" else icons["icns"])
    os.environ["RUMMI_BUNDLE_PLIST"] = json.dumps(apple.info_plist(ver))
    dist = build / "pyinstaller" / "dist"
    PyInstaller.__main__.run([str(ROOT / "tools" / "bundle" / "rummi.spec"), "--noconfirm", "--log-level", "WARN",
                              "--distpath", str(dist), "--workpath", str(build / "pyinstaller" / "work")])
    return dist / ("Rummi.app" if sys.platform == "darwin" else "rummi")


def package(ver: str, bundle: Path, icons: dict[str, Path], build: Path, out: Path) -> tuple[list[Path], Path]:
    """Wraps the bundle; returns the packages made and the executable to time."""
    names = artifact_names(ver)
    if sys.platform.startswith("linux"):
        saved = prune_linux(bundle)
        print(f"pruned {saved / 1e6:.1f} MB of plugins and libraries the game does not use")
        folder = linux.stage_folder(bundle, icons["hicolor"].parent, build / "stage" / f"rummi-{ver}")
        tar = linux.make_tarball(folder, out / names["tar"])
        deb = linux.make_deb(bundle, icons["hicolor"].parent, ver, build / "deb", out / names["deb"])
        return [tar, deb], folder / "rummi"
    if sys.platform == "win32":
        setup = windows.make_setup(ver, bundle, icons["ico"], out, names["setup"].removesuffix(".exe"),
                                   build / "rummi.iss")
        return [setup], bundle / "rummi.exe"
    apple.finish_app(bundle)
    dmg = apple.make_dmg(bundle, out / names["dmg"], build / "dmg")
    return [dmg], bundle / "Contents" / "MacOS" / "rummi"


def time_to_window(command: Sequence[str], runs: int = 3) -> float:
    """Seconds from starting ``command`` to its "window shown" line (the best of ``runs``), offscreen,
    in a fresh home so that nobody's settings or saves are read or touched."""
    best = float("inf")
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="rummi-start-") as home:
            env = {**os.environ, "HOME": home, "APPDATA": home, "LOCALAPPDATA": home, "XDG_CONFIG_HOME": home,
                   "XDG_DATA_HOME": home, "QT_QPA_PLATFORM": "offscreen", "RUMMI_SMOKE_SECONDS": "0",
                   "RUMMI_INTERFACES": "127.0.0.1"}
            started = time.perf_counter()
            process = subprocess.Popen(list(command), env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                       stdin=subprocess.DEVNULL, text=True)
            assert process.stdout is not None
            shown = None
            for line in process.stdout:
                if line.strip() == "window shown":
                    shown = time.perf_counter() - started
            process.wait(timeout=60)
            if shown is None:
                raise SystemExit(f"tools/package.py: {command[0]} never showed its window")
            best = min(best, shown)
    return best


def report_goals(packages: list[Path], executable: Path) -> bool:
    main_package = packages[0]
    size_mb = main_package.stat().st_size / 1e6
    size_ok = size_mb <= SIZE_GOAL_MB
    verdict = "met" if size_ok else "MISSED"
    print(f"goal: {main_package.name} is {size_mb:.1f} MB (at most {SIZE_GOAL_MB} MB): {verdict}")
    for extra in packages[1:]:
        print(f"      {extra.name} is {extra.stat().st_size / 1e6:.1f} MB")
    source = time_to_window([sys.executable, "-m", "rummi_qt"])
    built = time_to_window([str(executable)])
    ratio = built / source
    start_ok = ratio <= START_GOAL_RATIO
    print(f"goal: window shown in {built:.2f} s from the package, {source:.2f} s from source: {ratio:.2f}x "
          f"(at most {START_GOAL_RATIO}x): {'met' if start_ok else 'MISSED'}")
    return size_ok


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Rummi's installable packages for this system into dist/.")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the packages go (default dist/)")
    parser.add_argument("--no-timing", action="store_true", help="skip timing the start against the source install")
    args = parser.parse_args(argv)
    ver = version()
    build = ROOT / "build" / "package"
    build.mkdir(parents=True, exist_ok=True)
    args.out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    icons = render_icons(build / "icons")
    bundle = freeze(ver, icons, build)
    packages, executable = package(ver, bundle, icons, build, args.out)
    print(f"built in {time.perf_counter() - started:.0f} s:")
    for path in packages:
        print(f"  {path}")
    if args.no_timing:
        return 0
    return 0 if report_goals(packages, executable) else 1


if __name__ == "__main__":
    raise SystemExit(main())
