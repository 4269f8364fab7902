"""macOS: the ``Info.plist`` of ``Rummi.app`` (with the local-network keys macOS 15 asks for, in
English, Finnish and Danish), its localised ``InfoPlist.strings``, and the ``.dmg`` around it.
Runs on a Mac only (``codesign``, ``hdiutil``); the texts are tested everywhere."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

BUNDLE_ID = "org.rummi.Rummi"
BONJOUR_SERVICE = "_rummi._tcp"  # rummi_qt/network/discovery.py announces this service
# Why the game wants the local network, as macOS shows it in its permission prompt.
LOCAL_NETWORK_TEXT = {
    "en": "Rummi finds game tables on your local network and lets friends there join the table you host.",
    "fi": "Rummi etsii pelipöytiä lähiverkostasi ja päästää siellä olevat ystäväsi pöytään, jonka avaat.",
    "da": "Rummi finder spilleborde på dit lokale netværk og lader venner der deltage ved det bord, du er "
          "vært for.",
}


def info_plist(version: str) -> dict[str, Any]:
    """The keys PyInstaller writes into ``Rummi.app/Contents/Info.plist`` (English texts)."""
    return {
        "CFBundleName": "Rummi",
        "CFBundleDisplayName": "Rummi",
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": sorted(LOCAL_NETWORK_TEXT),
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": "11.0",
        "NSHighResolutionCapable": True,
        "NSLocalNetworkUsageDescription": LOCAL_NETWORK_TEXT["en"],
        "NSBonjourServices": [BONJOUR_SERVICE],
    }


def infoplist_strings(language: str) -> str:
    """``<language>.lproj/InfoPlist.strings``: the prompt's text in that language."""
    text = LOCAL_NETWORK_TEXT[language].replace("\\", "\\\\").replace('"', '\\"')
    return f'"NSLocalNetworkUsageDescription" = "{text}";\n'


def write_localizations(app: Path) -> None:
    for language in LOCAL_NETWORK_TEXT:
        folder = app / "Contents" / "Resources" / f"{language}.lproj"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "InfoPlist.strings").write_text(infoplist_strings(language), encoding="utf-8")


def finish_app(app: Path) -> None:
    """Adds the translations and signs the bundle again (ad hoc, as PyInstaller did): a changed
    bundle with a stale signature does not start on Apple silicon. A real Developer ID signature
    replaces this in a release that has one (``codesign --sign "Developer ID Application: …"``)."""
    write_localizations(app)
    subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(app)], check=True)


def make_dmg(app: Path, dmg: Path, stage: Path) -> Path:
    """A compressed disk image with ``Rummi.app`` and a link to /Applications to drag it onto."""
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    shutil.copytree(app, stage / app.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")
    dmg.parent.mkdir(parents=True, exist_ok=True)
    dmg.unlink(missing_ok=True)
    subprocess.run(["hdiutil", "create", "-volname", "Rummi", "-srcfolder", str(stage), "-ov", "-format", "UDZO",
                    str(dmg)], check=True)
    return dmg
