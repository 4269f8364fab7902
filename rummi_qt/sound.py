"""The chime on your turn, played by the platform's own sound player.

Options measured for the bundle (docs/packaging.md): QtMultimedia's ``QSoundEffect`` alone adds
about 23 MB unpacked to a Linux bundle (its FFmpeg libraries; PySide6-Addons is a 175 MB wheel
for anyone running from source), a small audio library such as miniaudio adds about 2 MB and a
native module per platform, and the platform's own player adds nothing: Windows has ``winsound``
in the standard library, every Mac has ``afplay``, and Linux desktops have PipeWire's
``pw-play``, PulseAudio's ``paplay`` or ALSA's ``aplay``. Rummi uses the platform's player and
falls back to the system beep where none is found.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment
from PySide6.QtWidgets import QApplication

CHIME = Path(__file__).resolve().parent / "resources" / "sounds" / "turn.wav"

# Tried in this order on Linux and the BSDs: PipeWire, PulseAudio (also PipeWire's pulse layer), ALSA.
UNIX_PLAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("pw-play", ()),
    ("paplay", ()),
    ("aplay", ("-q",)),
)


def player_command(sound: Path = CHIME, platform: str = sys.platform,
                   which: Callable[[str], str | None] = shutil.which) -> list[str] | None:
    """The command that plays ``sound`` here; None on Windows (winsound plays it) or when no player is found."""
    if platform.startswith("win"):
        return None
    if platform == "darwin":
        afplay = which("afplay") or ("/usr/bin/afplay" if Path("/usr/bin/afplay").exists() else None)
        return [afplay, str(sound)] if afplay else None
    for name, options in UNIX_PLAYERS:
        found = which(name)
        if found:
            return [found, *options, str(sound)]
    return None


def _player_environment() -> QProcessEnvironment:
    """The environment for the player: a frozen bundle's library path is its own, not the player's."""
    environment = QProcessEnvironment.systemEnvironment()
    if getattr(sys, "frozen", False):
        original = os.environ.get("LD_LIBRARY_PATH_ORIG")
        if original:
            environment.insert("LD_LIBRARY_PATH", original)
        else:
            environment.remove("LD_LIBRARY_PATH")
    return environment


class Chime(QObject):
    """Plays the turn chime without blocking the window (the player runs detached, so a window that
    closes mid-chime leaves nothing behind); the beep when there is no player."""

    def __init__(self, parent: QObject | None = None, sound: Path = CHIME, platform: str = sys.platform,
                 which: Callable[[str], str | None] = shutil.which) -> None:
        super().__init__(parent)
        self.sound = sound
        self._windows = platform.startswith("win")
        self.command = None if self._windows else player_command(sound, platform, which)
        self.failed = False  # the player could not start: beep from now on

    def play(self) -> None:
        if self._windows:
            self._play_windows()
            return
        if self.command is None or self.failed:
            QApplication.beep()
            return
        process = QProcess()
        process.setProgram(self.command[0])
        process.setArguments(self.command[1:])
        process.setProcessEnvironment(_player_environment())
        process.setStandardOutputFile(QProcess.nullDevice())
        process.setStandardErrorFile(QProcess.nullDevice())
        if not process.startDetached():
            self.failed = True
            QApplication.beep()

    def _play_windows(self) -> None:
        if sys.platform == "win32":  # winsound exists only there (and mypy checks this only there)
            import winsound

            # Asynchronous, and no default system sound should the file be missing.
            winsound.PlaySound(str(self.sound), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
