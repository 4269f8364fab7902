"""The Linux packages around a frozen bundle: the ``.tar.gz`` a user unpacks anywhere (with an
``install.sh`` for ``~/.local``) and the ``.deb`` for Debian and Ubuntu (built with ``dpkg-deb``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tarfile
from pathlib import Path

from .icons import LINUX_SIZES

NAME = "rummi"
SUMMARY = "Tile-rummy (Rummikub rules) for LAN parties"
# Qt's X11 window class is the application name ("Rummi", rummi_qt/app.py): the launcher and the
# window are one entry in docks and task bars.
WM_CLASS = "Rummi"
# What the bundled Qt takes from the system (the rest is in the bundle): C and C++ run time, OpenGL
# through EGL/GLX, fonts, D-Bus and the X11/XCB client libraries the xcb platform plugin loads.
DEB_DEPENDS = ("libc6 (>= 2.34), libegl1, libgl1, libfontconfig1, libfreetype6, libdbus-1-3, libx11-6, "
               "libx11-xcb1, libxkbcommon0, libxkbcommon-x11-0, libxcb1, libxcb-cursor0, libxcb-icccm4, "
               "libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, "
               "libxcb-xinerama0, libxcb-xkb1")


def desktop_entry(exec_path: str, icon: str = NAME) -> str:
    """The freedesktop menu entry; ``exec_path`` is ``rummi`` on PATH or an absolute path."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=Rummi",
        f"GenericName={SUMMARY}",
        "GenericName[fi]=Laattapeli lähiverkon peli-iltoihin",
        "GenericName[da]=Brikspil til LAN-fester",
        "Comment=Host or join a table on your network, or play against bots",
        "Comment[fi]=Avaa pöytä lähiverkkoon, liity toisen pöytään tai pelaa botteja vastaan",
        "Comment[da]=Vær vært for et bord på netværket, deltag i et, eller spil mod robotter",
        f"Exec={exec_path}",
        f"Icon={icon}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=rummikub;rummy;tiles;board game;LAN;",
        f"StartupWMClass={WM_CLASS}",
        "StartupNotify=true",
        "",
    ])


INSTALL_SH = r"""#!/bin/sh
# Installs Rummi for this user under ~/.local (no root needed): the game in
# ~/.local/lib/rummi, the command ~/.local/bin/rummi, the menu entry and the icons.
# ./install.sh --uninstall removes them again (settings and saved games stay).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
lib=$HOME/.local/lib/rummi
bin=$HOME/.local/bin

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$lib" "$bin/rummi" "$data/applications/rummi.desktop"
  find "$data/icons/hicolor" -name 'rummi.png' -path '*/apps/*' -delete 2>/dev/null || true
  rm -f "$data/icons/hicolor/scalable/apps/rummi.svg"
  echo "Rummi is uninstalled."
  exit 0
fi

[ -x "$here/rummi" ] || { echo "install.sh: run it from the unpacked Rummi folder" >&2; exit 1; }
rm -rf "$lib.new"
mkdir -p "$lib.new" "$bin" "$data/applications"
cp -R "$here/." "$lib.new/"
rm -rf "$lib"
mv "$lib.new" "$lib"
printf '#!/bin/sh\nexec "%s/rummi" "$@"\n' "$lib" > "$bin/rummi"
chmod 755 "$bin/rummi"
sed "s|^Exec=.*|Exec=$lib/rummi|" "$here/rummi.desktop" > "$data/applications/rummi.desktop"
mkdir -p "$data/icons"
cp -R "$here/icons/hicolor" "$data/icons/"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "Rummi $("$lib/rummi" --version | cut -d' ' -f2) is installed: find it in your menu, or run $bin/rummi"
case ":$PATH:" in *":$bin:"*) ;; *) echo "($bin is not on your PATH; add it to run 'rummi' from a terminal)";; esac
"""


def stage_folder(bundle: Path, icons: Path, target: Path) -> Path:
    """``target``: the bundle plus ``rummi.desktop``, ``icons/hicolor``, ``rummi.svg`` and ``install.sh``."""
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(bundle, target, symlinks=True)
    (target / "rummi.desktop").write_text(desktop_entry("rummi"))
    shutil.copytree(icons / "hicolor", target / "icons" / "hicolor")
    shutil.copy2(icons / "hicolor" / "scalable" / "apps" / "rummi.svg", target / "rummi.svg")
    install = target / "install.sh"
    install.write_text(INSTALL_SH)
    install.chmod(0o755)
    return target


def make_tarball(folder: Path, archive: Path) -> Path:
    """``archive`` (.tar.gz) holding ``folder`` under its own name, owned by nobody in particular."""
    def plain(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    archive.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name, filter=plain)
    return archive


def deb_control(version: str, installed_kib: int) -> str:
    return "\n".join([
        f"Package: {NAME}",
        f"Version: {version}",
        "Architecture: amd64",
        "Maintainer: Rummi developers <rummi@localhost>",
        f"Installed-Size: {installed_kib}",
        f"Depends: {DEB_DEPENDS}",
        "Section: games",
        "Priority: optional",
        f"Description: {SUMMARY}",
        " Rummi is a desktop tile-rummy game with Rummikub rules: one player hosts a table,",
        " friends on the same network join it, and bots take the empty seats. It needs no",
        " internet. English, Finnish and Danish. Python and Qt are included.",
        "",
    ])


def make_deb(bundle: Path, icons: Path, version: str, stage: Path, deb: Path) -> Path:
    """``deb``: the bundle in /usr/lib/rummi, /usr/bin/rummi, the menu entry and the hicolor icons."""
    if stage.exists():
        shutil.rmtree(stage)
    lib = stage / "usr" / "lib" / NAME
    shutil.copytree(bundle, lib, symlinks=True)
    launcher = stage / "usr" / "bin" / NAME
    launcher.parent.mkdir(parents=True)
    launcher.write_text(f'#!/bin/sh\nexec /usr/lib/{NAME}/{NAME} "$@"\n')
    applications = stage / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    (applications / f"{NAME}.desktop").write_text(desktop_entry(NAME))
    share_icons = stage / "usr" / "share" / "icons"
    share_icons.mkdir(parents=True)
    shutil.copytree(icons / "hicolor", share_icons / "hicolor")
    doc = stage / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text("Rummi, with the Python and Qt (LGPLv3) it runs on; see the project's README.\n")
    for path in stage.rglob("*"):  # what dpkg expects: 755 folders and programs, 644 files
        if path.is_symlink():
            continue
        executable = path.is_dir() or os.access(path, os.X_OK)
        path.chmod(0o755 if executable else 0o644)
    launcher.chmod(0o755)
    size_kib = sum(p.stat().st_size for p in stage.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(deb_control(version, size_kib))
    deb.parent.mkdir(parents=True, exist_ok=True)
    # gzip: every dpkg reads it, and it is far quicker to build than xz on 2 cores.
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "-z9", "--build", str(stage), str(deb)],
                   check=True, stdout=subprocess.DEVNULL)
    return deb


__all__ = ["LINUX_SIZES", "desktop_entry", "deb_control", "make_deb", "make_tarball", "stage_folder"]
