"""Renders the one icon, ``rummi_qt/resources/icons/rummi.svg``, to what each system wants:
PNGs at the freedesktop sizes, a Windows ``.ico`` and a macOS ``.icns``.

Both containers are written here rather than by an image library: each may hold plain PNG images
(ICO since Windows Vista, ICNS since OS X 10.7), so they are a header, a directory and the PNGs
Qt rendered. Needs a QGuiApplication (offscreen is enough)."""

from __future__ import annotations

import struct
from collections.abc import Iterable, Mapping
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SVG = Path(__file__).resolve().parents[2] / "rummi_qt" / "resources" / "icons" / "rummi.svg"

# hicolor sizes a desktop looks for (menus 16-48, docks and software centres up to 256 and 512).
LINUX_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, by pixel size (ic10 is 512@2x; ic09 is 512).
ICNS_TYPES = ((16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08"), (512, b"ic09"),
              (1024, b"ic10"))


def render_png(size: int, svg: Path = SVG) -> bytes:
    """The icon as a ``size`` × ``size`` PNG."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG image Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def render_all(sizes: Iterable[int], svg: Path = SVG) -> dict[int, bytes]:
    return {size: render_png(size, svg) for size in sorted(set(sizes))}


def ico(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows icon file holding the PNGs (sizes up to 256)."""
    sizes = sorted(pngs)
    if not sizes or sizes[-1] > 256:
        raise ValueError("an .ico holds images of 1 to 256 pixels")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    directory = b""
    for size in sizes:
        data = pngs[size]
        # Width and height 0 mean 256; planes 1, 32 bits per pixel.
        directory += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + directory + b"".join(pngs[size] for size in sizes)


def icns(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS icon file with every ICNS PNG element whose size is among the PNGs."""
    elements = b""
    for size, kind in ICNS_TYPES:
        if size in pngs:
            elements += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    if not elements:
        raise ValueError("no PNG of an .icns size (16, 32, 64, 128, 256, 512 or 1024)")
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def write_icons(folder: Path, svg: Path = SVG) -> dict[str, Path]:
    """Writes ``hicolor/SIZExSIZE/apps/rummi.png`` for each Linux size, ``rummi.ico``, ``rummi.icns``,
    ``rummi.png`` (256) and a copy of the SVG into ``folder``; returns the paths by kind."""
    pngs = render_all((*LINUX_SIZES, *ICO_SIZES, *(size for size, _ in ICNS_TYPES)), svg)
    for size in LINUX_SIZES:
        target = folder / "hicolor" / f"{size}x{size}" / "apps" / "rummi.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
    scalable = folder / "hicolor" / "scalable" / "apps" / "rummi.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(svg.read_bytes())
    paths = {"ico": folder / "rummi.ico", "icns": folder / "rummi.icns", "png": folder / "rummi.png",
             "hicolor": folder / "hicolor"}
    paths["ico"].write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    paths["icns"].write_bytes(icns(pngs))
    paths["png"].write_bytes(pngs[256])
    return paths
