"""A player away past the grace period: the timeout rule draws for them, or, when the host chose
it, a bot plays their turn."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rummi_qt.engine import Drew, Melded
from rummi_qt.network.host import Host
from rummi_qt.network.table import Table
from tests.network.conftest import FAST


@pytest.mark.parametrize("bot_for_away", [False, True])
def test_the_grace_period_ends_with_a_timeout_or_a_bot_move(make_client, qtbot, bot_for_away: bool) -> None:
    table = Table("Away", seed=8)
    host = Host(table, replace(FAST, bot_for_away=bot_for_away))
    host.listen("127.0.0.1", 0)
    ended: list[object] = []
    host.game_changed.connect(lambda events: ended.extend(events))
    try:
        ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
        with qtbot.waitSignal(ann.turn_started, timeout=5000):
            host.start()
        assert table.match is not None
        away_seat = table.match.game.current
        away = ann if ann.seat == away_seat else bob
        away.leave()  # gone for good: the seat waits out the grace period
        qtbot.waitUntil(lambda: table.match is not None and table.match.game.current != away_seat, timeout=10_000)
        turn_end = next(e for e in ended if isinstance(e, (Drew, Melded)) and e.seat == away_seat)
        if bot_for_away:
            assert not (isinstance(turn_end, Drew) and turn_end.timed_out)
        else:
            assert isinstance(turn_end, Drew) and turn_end.timed_out
    finally:
        host.close()
        host.deleteLater()
