"""Where Rummi keeps what must outlive a process (seat tokens, saves): the platform's app-data folder,
or the folder ``RUMMI_DATA_DIR`` names (tests, and several bots on one machine kept apart)."""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

DATA_DIR_VARIABLE = "RUMMI_DATA_DIR"
log = logging.getLogger(__name__)
_moved: set[Path] = set()  # the folders whose doubled predecessor was looked at in this process


def app_data_folder() -> Path:
    """``<AppData>/Rummi``, as the README says: ``~/.local/share/Rummi``, ``%APPDATA%\\Rummi``,
    ``~/Library/Application Support/Rummi``. Qt's AppDataLocation appends the organisation *and* the
    application name, both "Rummi", which doubled it (``…/Rummi/Rummi``); a doubled folder left by an
    older version is moved up once, so no save or past game is lost."""
    located = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    organisation, application = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    folder = located
    doubled = located.name == application and located.parent.name == organisation == application
    if application and doubled:
        folder = located.parent
    if folder not in _moved:
        _moved.add(folder)
        move_doubled_folder(folder)
    return folder


def move_doubled_folder(folder: Path) -> None:
    """Move ``folder/<its own name>`` (the old doubled place) up into ``folder``: every entry that is not
    there yet moves, a folder in both is merged entry by entry, nothing is overwritten; the old folder
    goes once it is empty (if something could not move, it stays, and the log says so)."""
    old = folder / folder.name
    if not old.is_dir():
        return
    _merge(old, folder)
    try:
        old.rmdir()
    except OSError:
        log.warning("Some of %s could not move to %s (a file of the same name is there); it stays", old, folder)


def _merge(source: Path, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for entry in sorted(source.iterdir()):
        destination = target / entry.name
        if not destination.exists():
            shutil.move(str(entry), str(destination))
        elif entry.is_dir() and destination.is_dir():
            _merge(entry, destination)
            with contextlib.suppress(OSError):
                entry.rmdir()


def data_folder(environ: Mapping[str, str] | None = None) -> Path:
    """``RUMMI_DATA_DIR`` when set, else the app-data folder (needs a Q(Core)Application with our names set)."""
    given = (os.environ if environ is None else environ).get(DATA_DIR_VARIABLE, "").strip()
    if given:
        return Path(given).expanduser()
    return app_data_folder()


def bot_seats_file(folder: Path, name: str) -> Path:
    """The file of one bot name's seat tokens. One file per name, so that bots started side by side
    never rewrite each other's file; inside it, seats are kept by table id."""
    slug = "".join(ch if ch.isascii() and ch.isalnum() else "-" for ch in name).strip("-")[:32] or "bot"
    if slug != name:  # "Bot 1" and "Bot-1" share a slug: keep them apart
        import hashlib  # here: the app's start needs the data folder, not OpenSSL's hashes

        slug += "-" + hashlib.sha256(name.encode()).hexdigest()[:8]
    return folder / "bots" / f"{slug}.json"
