"""Bots play at a pace a person can follow (HostSettings.bot_pace_ms), and the host keeps serving
while a bot's move is held back: it holds the move, it never waits for anyone."""

from __future__ import annotations

import time
from dataclasses import replace

from .conftest import FAST


def test_each_bot_turn_lasts_the_pace_and_the_host_answers_meanwhile(make_host, make_client, qtbot) -> None:
    pace_ms = 300
    host = make_host(seats=3, seed=4, settings=replace(FAST, bot_pace_ms=pace_ms))
    for _ in range(3):
        host.table.add_bot("easy")
    watcher = make_client(host, "Watcher", spectator=True)
    starts: list[float] = []
    answered: list[int] = []  # how many turns had started when a refusal came back
    watcher.turn_started.connect(lambda _seat: starts.append(time.monotonic()))
    watcher.refused.connect(lambda *_: answered.append(len(starts)))
    host.start()
    qtbot.waitUntil(lambda: len(starts) >= 2, timeout=15_000)
    # While the next bot's move is held back, a request gets its answer at once (here: a refusal).
    turns = len(starts)
    watcher.draw()
    qtbot.waitUntil(lambda: bool(answered), timeout=2000)
    assert answered[0] == turns, "the host answered only after the held-back move"
    qtbot.waitUntil(lambda: len(starts) >= 6, timeout=15_000)
    gaps = [later - earlier for earlier, later in zip(starts[1:], starts[2:], strict=False)]
    assert min(gaps) >= pace_ms / 1000 - 0.02, gaps
    # The pace includes the bot's thinking: a turn is not its thinking plus the pace.
    assert sorted(gaps)[len(gaps) // 2] < pace_ms / 1000 + 0.25, gaps
