"""The turn chime: a short real sound in the package, played by the platform's own player (a real
process here: a small script that records what it was asked to play), the beep when there is none."""

from __future__ import annotations

import stat
import sys
import wave
from array import array
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rummi_qt.sound import CHIME, Chime, player_command


def test_the_chime_is_a_short_audible_wav_in_the_package() -> None:
    assert CHIME.is_relative_to(Path(__file__).resolve().parent.parent / "rummi_qt")
    with wave.open(str(CHIME)) as file:
        assert (file.getnchannels(), file.getsampwidth()) == (1, 2)
        seconds = file.getnframes() / file.getframerate()
        frames = array("h", file.readframes(file.getnframes()))
    assert 0.2 <= seconds <= 0.6
    assert max(abs(value) for value in frames) > 0.2 * 32767  # a chime, not silence
    assert abs(frames[-1]) < 200  # fades out: no click at the end
    assert CHIME.stat().st_size < 64_000


def found(*names: str):  # type: ignore[no-untyped-def]
    return lambda name: f"/usr/bin/{name}" if name in names else None


@pytest.mark.parametrize("platform, present, command", [
    ("linux", ("pw-play", "paplay", "aplay"), ["/usr/bin/pw-play"]),
    ("linux", ("paplay", "aplay"), ["/usr/bin/paplay"]),
    ("linux", ("aplay",), ["/usr/bin/aplay", "-q"]),
    ("linux", (), None),
    ("darwin", ("afplay",), ["/usr/bin/afplay"]),
    ("win32", ("pw-play",), None),  # winsound plays it on Windows
])
def test_the_platform_player_is_chosen(platform: str, present: tuple[str, ...], command: list[str] | None) -> None:
    chosen = player_command(CHIME, platform, found(*present))
    assert chosen == (None if command is None else [*command, str(CHIME)])


@pytest.mark.skipif(sys.platform == "win32", reason="the player here is a shell script")
def test_the_chime_is_played_by_the_player_without_waiting_for_it(qtbot: QtBot, tmp_path: Path) -> None:
    played = tmp_path / "played.txt"
    player = tmp_path / "pw-play"
    player.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{played}"\n')
    player.chmod(player.stat().st_mode | stat.S_IXUSR)
    chime = Chime(which=lambda name: str(player) if name == "pw-play" else None, platform="linux")
    chime.play()
    qtbot.waitUntil(played.exists)
    qtbot.waitUntil(lambda: played.read_text() == f"{CHIME}\n")
    assert not chime.failed


def test_a_player_that_cannot_start_falls_back_to_the_beep(qapp: object, tmp_path: Path) -> None:
    chime = Chime(which=lambda name: str(tmp_path / "gone" / name), platform="linux")
    chime.play()
    assert chime.failed
    chime.play()  # beeps now, and does not try the missing player again
    assert chime.failed


def test_no_player_means_the_beep() -> None:
    assert Chime(which=lambda name: None, platform="linux").command is None
