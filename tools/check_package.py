"""Tests the built packages the way a user meets them (``.ci/run`` runs this after
``tools/package.py``):

- the ``.tar.gz`` is unpacked into a fresh folder and run with a clean environment (``env -i``: a
  new HOME, no Python on PATH): ``rummi --version``, a headless game of two bots to its end, the
  game window offscreen for a few seconds with no traceback, its settings written to the new home's
  platform folder, and ``/proc/PID/maps`` showing Python and Qt loaded from the unpacked folder;
- ``install.sh`` installs it under the new home's ``~/.local`` and uninstalls it again;
- the ``.deb`` is read with ``dpkg-deb``: its control fields, its contents and its launcher.

On Windows the Setup.exe is installed silently for this user, run and uninstalled; on macOS
Rummi.app is copied out of the .dmg, its Info.plist read, and it is run (.github/workflows/release.yml).
Prints one line per check and ends with ``N passed, N failed``; exits 1 if any failed.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import subprocess
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.package import SIZE_GOAL_MB, artifact_names, version  # noqa: E402

# The bits of the platform a desktop session gives every program; nothing of Python's.
WINDOW_SECONDS = 4


class Checks:
    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0

    def run(self, name: str, check: Callable[[], None]) -> None:
        try:
            check()
        except Exception as error:  # one failed check does not stop the others
            self.failed += 1
            print(f"FAIL {name}: {error}")
            if not isinstance(error, AssertionError):
                traceback.print_exc()
        else:
            self.passed += 1
            print(f"ok   {name}")


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """What ``env -i HOME=... PATH=...`` leaves: a PATH with the shell's tools but no Python."""
    tools = home.parent / "bin"
    tools.mkdir(exist_ok=True)
    for name in ("sh", "cp", "mv", "rm", "mkdir", "sed", "printf", "cut", "find", "chmod", "dirname", "cat"):
        link = tools / name
        for folder in ("/usr/bin", "/bin"):
            if not link.exists() and Path(folder, name).exists():
                link.symlink_to(Path(folder, name))
    return {"HOME": str(home), "PATH": str(tools), **extra}


def run(command: list[str], env: dict[str, str], timeout: float = 120, cwd: Path | None = None
        ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def no_traceback(text: str) -> None:
    assert "Traceback" not in text, f"a traceback:\n{text}"


def version_check(rummi: Path, env: dict[str, str], ver: str) -> Callable[[], None]:
    """``rummi --version`` answers with the package's version."""
    def check() -> None:
        result = run([str(rummi), "--version"], env)
        assert result.returncode == 0 and result.stdout.strip() == f"rummi {ver}", result
    return check


def headless_game_check(rummi: Path, env: dict[str, str], scratch: Path) -> Callable[[], None]:
    """A headless table of two bots plays its game to the end, with no traceback."""
    def check() -> None:
        result = run([str(rummi), "host", "--headless", "--seats", "2", "--bots", "2", "--port", "0",
                      "--no-discovery", "--interface", "127.0.0.1", "--seed", "7", "--bot-pace", "0", "--autosave",
                      str(scratch / "autosave.json")], env, timeout=300)
        no_traceback(result.stdout + result.stderr)
        assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-400:]}"
        assert re.search(r"^game 1: won by Bot \d", result.stdout, re.MULTILINE), result.stdout[-400:]
    return check


def check_tarball(tar: Path, ver: str, checks: Checks, scratch: Path) -> None:
    unpacked = scratch / "unpacked"
    unpacked.mkdir()
    home = scratch / "home"
    home.mkdir()
    env = clean_env(home)
    assert not any(Path(env["PATH"], name).exists() for name in ("python", "python3")), "Python on PATH"
    folder = unpacked / f"rummi-{ver}"
    rummi = folder / "rummi"

    def size() -> None:
        megabytes = tar.stat().st_size / 1e6
        assert megabytes <= SIZE_GOAL_MB, f"{tar.name} is {megabytes:.1f} MB"

    def unpack() -> None:
        subprocess.run(["tar", "-xzf", str(tar), "-C", str(unpacked)], check=True)
        for name in ("rummi", "rummi.desktop", "install.sh", "rummi.svg", "icons/hicolor/48x48/apps/rummi.png",
                     "icons/hicolor/256x256/apps/rummi.png"):
            assert (folder / name).exists(), f"{name} is missing"
        desktop = (folder / "rummi.desktop").read_text()
        assert "StartupWMClass=Rummi" in desktop and "Exec=rummi" in desktop, desktop
        if importlib.util.find_spec("rummi_solver_native"):  # built by this install: it must ship
            assert list(folder.rglob("rummi_solver_native*")), "the compiled search is not in the folder"

    version_line = version_check(rummi, env, ver)
    headless_game = headless_game_check(rummi, env, scratch)

    def window() -> None:
        window_env = {**env, "QT_QPA_PLATFORM": "offscreen", "RUMMI_SMOKE_SECONDS": str(WINDOW_SECONDS),
                      "RUMMI_INTERFACES": "127.0.0.1"}
        process = subprocess.Popen([str(rummi)], env=window_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   stdin=subprocess.DEVNULL, text=True)
        assert process.stdout is not None and process.stderr is not None
        first = process.stdout.readline().strip()
        maps = Path(f"/proc/{process.pid}/maps").read_text() if first == "window shown" else ""
        out, err = process.communicate(timeout=WINDOW_SECONDS + 60)
        no_traceback(out + err)
        assert first == "window shown", f"no window: {first!r} {err}"
        assert process.returncode == 0, f"exit {process.returncode}: {err}"
        loaded = {line.split()[-1] for line in maps.splitlines() if len(line.split()) >= 6}
        for library in ("libpython3", "libQt6Core.so", "libQt6Gui.so", "libQt6Widgets.so", "libqoffscreen.so"):
            paths = [path for path in loaded if Path(path).name.startswith(library)]
            assert paths, f"{library} is not loaded"
            outside = [path for path in paths if not Path(path).is_relative_to(folder.resolve())]
            assert not outside, f"{library} loaded from outside the folder: {outside}"
        settings = home / ".config" / "Rummi" / "Rummi.conf"
        assert settings.exists(), f"no settings in the platform folder: {sorted(home.rglob('*'))[:20]}"

    def install() -> None:
        result = run(["sh", str(folder / "install.sh")], env)
        assert result.returncode == 0, result
        installed = home / ".local" / "bin" / "rummi"
        check = run([str(installed), "--version"], env)
        assert check.stdout.strip() == f"rummi {ver}", check
        entry = (home / ".local" / "share" / "applications" / "rummi.desktop").read_text()
        assert f"Exec={home}/.local/lib/rummi/rummi" in entry, entry
        assert (home / ".local" / "share" / "icons" / "hicolor" / "128x128" / "apps" / "rummi.png").exists()
        result = run(["sh", str(folder / "install.sh"), "--uninstall"], env)
        assert result.returncode == 0 and not installed.exists() and not (home / ".local" / "lib" / "rummi").exists()

    for name, check in (("tar.gz size", size), ("unpacks with launcher, menu entry and icons", unpack),
                        ("rummi --version", version_line), ("a headless 2-bot game to its end", headless_game),
                        ("the window, offscreen, Python and Qt from the folder", window),
                        ("install.sh into ~/.local and --uninstall", install)):
        checks.run(name, check)


def desktop_env(home: Path) -> dict[str, str]:
    """A fresh user's environment on Windows or macOS: a new home, the system's folders only."""
    import os

    keep = ("SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT", "TMPDIR", "TEMP", "TMP")
    env = {name: os.environ[name] for name in keep if name in os.environ}
    folders = (os.environ.get("SYSTEMROOT", "") + "\\System32", "/usr/bin", "/bin")
    system_path = os.pathsep.join(folder for folder in folders if Path(folder).is_dir())
    return {**env, "HOME": str(home), "USERPROFILE": str(home), "APPDATA": str(home / "AppData" / "Roaming"),
            "LOCALAPPDATA": str(home / "AppData" / "Local"), "PATH": system_path}


def check_installed(executable: Path, ver: str, checks: Checks, scratch: Path) -> None:
    """The Windows and macOS packages, installed: the same run checks as the .tar.gz's, less /proc."""
    home = scratch / "home"
    home.mkdir(parents=True)
    env = desktop_env(home)

    version_line = version_check(executable, env, ver)
    headless_game = headless_game_check(executable, env, scratch)

    def window() -> None:
        result = run([str(executable)], {**env, "QT_QPA_PLATFORM": "offscreen", "RUMMI_INTERFACES": "127.0.0.1",
                                         "RUMMI_SMOKE_SECONDS": str(WINDOW_SECONDS)}, timeout=WINDOW_SECONDS + 60)
        no_traceback(result.stdout + result.stderr)
        assert result.returncode == 0 and result.stdout.splitlines()[:1] == ["window shown"], result

    for name, check in (("rummi --version", version_line), ("a headless 2-bot game to its end", headless_game),
                        ("the window, offscreen", window)):
        checks.run(name, check)


def install_windows(setup: Path, scratch: Path) -> tuple[Path, Path]:
    """Installs for this user only into ``scratch`` (silently); returns rummi.exe and the uninstaller."""
    target = scratch / "Rummi"
    subprocess.run([str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/CURRENTUSER", f"/DIR={target}",
                    "/NOICONS"], check=True, timeout=600)
    for name in ("rummi.exe", "Rummi.exe", "unins000.exe"):
        assert (target / name).exists(), f"{name} was not installed"
    return target / "rummi.exe", target / "unins000.exe"


def mount_mac(dmg: Path, scratch: Path) -> Path:
    """Copies Rummi.app out of the disk image, checks its Info.plist, returns its executable."""
    import plistlib
    import shutil

    mount = scratch / "volume"
    subprocess.run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", str(mount), str(dmg)], check=True)
    try:
        shutil.copytree(mount / "Rummi.app", scratch / "Rummi.app", symlinks=True)
    finally:
        subprocess.run(["hdiutil", "detach", str(mount)], check=True)
    app = scratch / "Rummi.app"
    plist = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    assert plist["NSBonjourServices"] == ["_rummi._tcp"] and plist["NSLocalNetworkUsageDescription"], plist
    for language in ("fi", "da"):
        assert (app / "Contents" / "Resources" / f"{language}.lproj" / "InfoPlist.strings").exists()
    assert list((app / "Contents" / "Resources").glob("*.icns")), "no .icns icon in the app"
    return app / "Contents" / "MacOS" / "rummi"


def check_deb(deb: Path, ver: str, checks: Checks, scratch: Path) -> None:
    def control() -> None:
        fields = {}
        for field in ("Package", "Version", "Architecture", "Depends", "Section", "Maintainer", "Description"):
            fields[field] = subprocess.run(["dpkg-deb", "-f", str(deb), field], capture_output=True, text=True,
                                           check=True).stdout.strip()
        assert (fields["Package"], fields["Version"], fields["Architecture"]) == ("rummi", ver, "amd64"), fields
        assert "libxcb-cursor0" in fields["Depends"] and fields["Section"] == "games", fields
        assert all(fields.values()), fields

    def contents() -> None:
        listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
        names = {line.split()[5].removeprefix(".") for line in listing.splitlines()}
        for name in ("/usr/bin/rummi", "/usr/lib/rummi/rummi", "/usr/share/applications/rummi.desktop",
                     "/usr/share/icons/hicolor/256x256/apps/rummi.png",
                     "/usr/share/icons/hicolor/scalable/apps/rummi.svg"):
            assert name in names, f"{name} is not in the package"
        assert all(line.split()[1] == "root/root" for line in listing.splitlines()), "files not owned by root"

    def launcher() -> None:
        root = scratch / "deb"
        subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
        script = (root / "usr" / "bin" / "rummi").read_text()
        assert script.startswith("#!/bin/sh") and 'exec /usr/lib/rummi/rummi "$@"' in script, script
        assert (root / "usr" / "bin" / "rummi").stat().st_mode & 0o111
        home = scratch / "deb-home"
        home.mkdir()
        result = run([str(root / "usr" / "lib" / "rummi" / "rummi"), "--version"], clean_env(home))
        assert result.stdout.strip() == f"rummi {ver}", result
        entry = (root / "usr" / "share" / "applications" / "rummi.desktop").read_text()
        assert "Exec=rummi" in entry and "Icon=rummi" in entry and "StartupWMClass=Rummi" in entry, entry

    for name, check in (("deb control fields", control), ("deb contents", contents),
                        ("deb launcher", launcher)):
        checks.run(name, check)


def run_uninstaller(uninstaller: Path) -> None:
    folder = uninstaller.parent
    subprocess.run([str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES"], check=True, timeout=600)
    # The uninstaller finishes in a copy of itself: wait for the folder to go.
    import time

    deadline = time.monotonic() + 60
    while (folder / "rummi.exe").exists() and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not (folder / "rummi.exe").exists(), "the uninstaller left rummi.exe"


def main() -> int:
    parser = argparse.ArgumentParser(description="Test the built Linux packages in dist/ as a user would.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    ver = version()
    names = artifact_names(ver)
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="rummi-check-") as scratch:
        base = Path(scratch)
        if sys.platform == "win32":
            executable, uninstaller = install_windows(args.dist / names["setup"], base)
            check_installed(executable, ver, checks, base)
            checks.run("the uninstaller", lambda: run_uninstaller(uninstaller))
        elif sys.platform == "darwin":
            check_installed(mount_mac(args.dist / names["dmg"], base), ver, checks, base)
        else:
            (base / "tar").mkdir()
            (base / "deb").mkdir()
            check_tarball(args.dist / names["tar"], ver, checks, base / "tar")
            check_deb(args.dist / names["deb"], ver, checks, base / "deb")
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
