"""What the frozen Linux bundle does not need, removed after PyInstaller collected it.

PyInstaller's Qt hooks take every plugin of the modules the game imports. A desktop game needs the
xcb, Wayland, offscreen and minimal platforms, not the embedded ones (EGLFS, LinuxFB, VNC, Vulkan
display) and their input plugins; the GTK3 platform theme is dropped with the GTK-only libraries it
pulled in, because system GTK loaded beside a bundled GLib can break, while Qt's own look and the
desktop portal theme serve. Qt's translations are kept for the game's languages only. Each removed
library is needed by nothing that stays (readelf -d, DT_NEEDED, checked on PySide6 6.11)."""

from __future__ import annotations

import shutil
from pathlib import Path

LANGUAGES = ("en", "fi", "da")

QT = "_internal/PySide6/Qt"
PLUGINS = [f"{QT}/plugins/{name}" for name in (
    "platforms/libqeglfs.so", "platforms/libqlinuxfb.so", "platforms/libqminimalegl.so",
    "platforms/libqvkkhrdisplay.so", "platforms/libqvnc.so", "egldeviceintegrations", "generic",
    "platformthemes/libqgtk3.so", "networkinformation/libqglib.so",
)] + [f"{QT}/lib/libQt6EglFSDeviceIntegration.so.6", f"{QT}/lib/libQt6EglFsKmsSupport.so.6"]
# Needed only by libqgtk3.so and libqglib.so (through cairo, pango, gdk-pixbuf and gio).
GTK_ONLY = [f"_internal/{name}" for name in (
    "libatk-1.0.so.0", "libcairo-gobject.so.2", "libcairo.so.2", "libgdk_pixbuf-2.0.so.0", "libpango-1.0.so.0",
    "libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0", "libthai.so.0", "libdatrie.so.1", "libfribidi.so.0",
    "libharfbuzz.so.0", "libgraphite2.so.3", "libpixman-1.so.0", "libjpeg.so.62", "libXrender.so.1",
    "libXext.so.6", "libgio-2.0.so.0", "libgmodule-2.0.so.0", "libmount.so.1", "libblkid.so.1", "libselinux.so.1",
)]


def prune_linux(bundle: Path) -> int:
    """Removes the above from the one-folder ``bundle``; returns the bytes saved."""
    saved = 0
    for relative in (*PLUGINS, *GTK_ONLY):
        saved += _remove(bundle / relative)
    translations = bundle / QT / "translations"
    if translations.is_dir():
        for file in translations.glob("*.qm"):
            if file.stem.rsplit("_", 1)[-1] not in LANGUAGES:
                saved += _remove(file)
    return saved


def _remove(path: Path) -> int:
    if path.is_symlink() or path.is_file():
        size = path.lstat().st_size
        path.unlink()
        return size
    if path.is_dir():
        size = sum(p.lstat().st_size for p in path.rglob("*"))
        shutil.rmtree(path)
        return size
    return 0
