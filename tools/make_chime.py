"""Writes ``rummi_qt/resources/sounds/turn.wav``: the short two-note chime played on your turn.

Synthesised rather than recorded so that the sound's origin and licence are plain: two bell-like
notes (a major third apart, with a soft octave overtone) that die away in about a third of a
second. 22,050 Hz, 16-bit mono keeps the file near 16 KB. Run it again only to change the sound.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22_050
TARGET = Path(__file__).resolve().parent.parent / "rummi_qt" / "resources" / "sounds" / "turn.wav"

# (start in seconds, frequency in Hz, peak amplitude 0..1)
NOTES = ((0.0, 880.0, 0.45), (0.11, 1108.73, 0.40))
LENGTH = 0.38  # seconds


def samples() -> list[int]:
    count = round(RATE * LENGTH)
    out = []
    for index in range(count):
        t = index / RATE
        value = 0.0
        for start, frequency, peak in NOTES:
            if t < start:
                continue
            local = t - start
            attack = min(1.0, local / 0.004)  # 4 ms attack: no click at the note's start
            envelope = attack * math.exp(-local * 11.0)
            value += peak * envelope * (math.sin(2 * math.pi * frequency * local)
                                        + 0.25 * math.sin(4 * math.pi * frequency * local))
        fade = min(1.0, (count - index) / (RATE * 0.02))  # the last 20 ms fade to silence
        out.append(round(max(-1.0, min(1.0, value * fade)) * 32767))
    return out


def main() -> None:
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(TARGET), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(struct.pack(f"<{len(samples())}h", *samples()))
    print(f"wrote {TARGET} ({TARGET.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
