"""Where Rummi keeps what must outlive a process (seat tokens, saves): the platform's app-data folder,
or the folder ``RUMMI_DATA_DIR`` names (tests, and several bots on one machine kept apart)."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QStandardPaths

DATA_DIR_VARIABLE = "RUMMI_DATA_DIR"


def data_folder(environ: Mapping[str, str] | None = None) -> Path:
    """``RUMMI_DATA_DIR`` when set, else the app-data folder (needs a Q(Core)Application with our names set)."""
    given = (os.environ if environ is None else environ).get(DATA_DIR_VARIABLE, "").strip()
    if given:
        return Path(given).expanduser()
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def bot_seats_file(folder: Path, name: str) -> Path:
    """The file of one bot name's seat tokens. One file per name, so that bots started side by side
    never rewrite each other's file; inside it, seats are kept by table id."""
    slug = "".join(ch if ch.isascii() and ch.isalnum() else "-" for ch in name).strip("-")[:32] or "bot"
    if slug != name:  # "Bot 1" and "Bot-1" share a slug: keep them apart
        slug += "-" + hashlib.sha256(name.encode()).hexdigest()[:8]
    return folder / "bots" / f"{slug}.json"
