"""The packaging recipe's parts that need no freezing (the build itself is tested by .ci/run with
tools/package.py and tools/check_package.py): the icons rendered from the one SVG, the macOS
Info.plist keys, the Linux menu entry and .deb control, the Windows installer script, the one version."""

from __future__ import annotations

import plistlib
import re
import struct
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from rummi_qt import __version__
from rummi_qt.app import APPLICATION
from rummi_qt.network.discovery import SERVICE_TYPE
from tools.bundle import apple, linux, windows
from tools.bundle.icons import ICNS_TYPES, icns, ico, render_png, write_icons
from tools.package import artifact_names, version

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE)
    return struct.unpack(">II", data[16:24])  # the IHDR chunk's width and height


def test_the_icon_is_a_cream_tile_on_felt_at_every_size(qapp: object) -> None:
    for size in (16, 256):
        image = QImage.fromData(render_png(size))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(0, 0).alpha() == 0  # rounded corners: transparent
        felt = image.pixelColor(size * 6 // 100 + 1, size // 2)
        assert felt.green() > felt.red() and felt.green() > felt.blue()
        face = image.pixelColor(size * 3 // 10, size * 85 // 100)  # the tile's face beside the 7
        assert min(face.red(), face.green(), face.blue()) > 180 and face.red() > face.blue(), face.name()  # cream


def test_ico_holds_each_size_as_png(qapp: object) -> None:
    pngs = {size: render_png(size) for size in (16, 32, 256)}
    data = ico(pngs)
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, 3)
    for index, size in enumerate((16, 32, 256)):
        entry = data[6 + 16 * index:22 + 16 * index]
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", entry)
        assert (width, height) == ((size % 256,) * 2) and (planes, bits) == (1, 32)
        assert png_size(data[offset:offset + length]) == (size, size)
    with pytest.raises(ValueError):
        ico({512: pngs[256]})


def test_icns_holds_each_size_under_its_type(qapp: object) -> None:
    pngs = {size: render_png(size) for size, _ in ICNS_TYPES}
    data = icns(pngs)
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found = {}
    position = 8
    while position < len(data):
        kind, length = data[position:position + 4], struct.unpack(">I", data[position + 4:position + 8])[0]
        found[kind] = png_size(data[position + 8:position + length])
        position += length
    assert found == {kind: (size, size) for size, kind in ICNS_TYPES}


def test_write_icons_lays_out_the_hicolor_theme(qapp: object, tmp_path: Path) -> None:
    paths = write_icons(tmp_path)
    assert png_size((tmp_path / "hicolor" / "48x48" / "apps" / "rummi.png").read_bytes()) == (48, 48)
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "rummi.svg").read_text().lstrip().startswith("<?xml")
    assert paths["ico"].read_bytes()[:4] == b"\0\0\1\0" and paths["icns"].read_bytes()[:4] == b"icns"


def test_the_mac_app_declares_the_local_network_and_the_bonjour_service_in_three_languages() -> None:
    plist = apple.info_plist(__version__)
    assert plist["NSBonjourServices"] == ["_rummi._tcp"] == [SERVICE_TYPE.removesuffix(".local.").rstrip(".")]
    assert plist["NSLocalNetworkUsageDescription"] == apple.LOCAL_NETWORK_TEXT["en"]
    assert plist["CFBundleShortVersionString"] == __version__
    assert sorted(plist["CFBundleLocalizations"]) == ["da", "en", "fi"]
    plistlib.loads(plistlib.dumps(plist))  # a valid property list
    texts = {language: apple.infoplist_strings(language) for language in ("en", "fi", "da")}
    assert len(set(texts.values())) == 3  # really translated
    for text in texts.values():
        assert re.fullmatch(r'"NSLocalNetworkUsageDescription" = "[^"\\]+";\n', text), text


def test_the_mac_bundle_gets_its_translations(tmp_path: Path) -> None:
    app = tmp_path / "Rummi.app"
    apple.write_localizations(app)
    strings = app / "Contents" / "Resources" / "fi.lproj" / "InfoPlist.strings"
    assert "lähiverkostasi" in strings.read_text(encoding="utf-8")


def test_the_menu_entry_matches_the_window_class() -> None:
    entry = linux.desktop_entry("rummi")
    assert f"StartupWMClass={APPLICATION}" in entry.splitlines()
    assert "Exec=rummi" in entry.splitlines() and "Icon=rummi" in entry.splitlines()
    assert entry.startswith("[Desktop Entry]\n") and "Categories=Game;BoardGame;" in entry


def test_the_deb_control_names_the_version_and_what_qt_needs() -> None:
    control = dict(line.split(": ", 1) for line in linux.deb_control("1.2.3", 180_000).splitlines()
                   if line and not line.startswith(" "))
    assert control["Version"] == "1.2.3" and control["Installed-Size"] == "180000"
    assert "libxcb-cursor0" in control["Depends"] and control["Architecture"] == "amd64"


def test_the_windows_installer_has_a_start_menu_entry_and_an_uninstaller() -> None:
    script = windows.setup_script("1.2.3", Path("C:/b/rummi"), Path("C:/b/rummi.ico"), Path("C:/dist"), "setup")
    assert "AppVersion=1.2.3" in script and "\r\n" in script
    assert 'Name: "{autoprograms}\\Rummi"; Filename: "{app}\\Rummi.exe"' in script  # windowed: no console
    assert "UninstallDisplayIcon={app}\\Rummi.exe" in script
    assert "Finnish.isl" in script and "Danish.isl" in script


def test_one_version_names_everything() -> None:
    assert version() == __version__
    assert artifact_names(__version__, "linux") == {"tar": f"rummi-{__version__}-linux-x86_64.tar.gz",
                                                    "deb": f"rummi_{__version__}_amd64.deb"}
    assert __version__ in artifact_names(__version__, "win32")["setup"]
    assert __version__ in artifact_names(__version__, "darwin", "arm64")["dmg"]
