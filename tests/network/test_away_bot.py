"""A player away past the grace period: the timeout rule draws for them, or, at a table with an away
bot, a bot plays their seat (every turn, without waiting) until they rejoin and get it back at once."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rummi_qt.engine import Drew, Melded, Passed
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.host import Host
from rummi_qt.network.table import Denied, Table, TableOptions
from tests.network.conftest import FAST, flush_deletes


@pytest.mark.parametrize("away_bot", [None, "easy"])
def test_the_grace_period_ends_with_a_timeout_or_a_bot_move(make_client, qtbot, away_bot: str | None) -> None:
    table = Table("Away", seed=8)
    table.options = TableOptions(away_bot=away_bot)
    host = Host(table, FAST)
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
        if away_bot:
            assert not (isinstance(turn_end, Drew) and turn_end.timed_out)
        else:
            assert isinstance(turn_end, Drew) and turn_end.timed_out
    finally:
        host.close()
        host.deleteLater()


def test_the_away_bot_option_is_checked_and_public() -> None:
    options = TableOptions().updated({"away_bot": "normal"})
    assert options.away_bot == "normal" and options.public()["away_bot"] == "normal"
    assert TableOptions().updated({"away_bot": None}).away_bot is None
    for bad in ("wizard", 3, True):
        with pytest.raises(Denied):
            TableOptions().updated({"away_bot": bad})


def turn_ends(events: list[object], seat: int) -> list[object]:
    return [e for e in events if isinstance(e, (Drew, Melded, Passed)) and e.seat == seat]


def test_a_dropped_players_seat_plays_on_with_a_bot_and_comes_back_at_once(make_host, make_client, qtbot,
                                                                           tmp_path) -> None:
    # A long turn timer: the away bot must not wait for it, only for the (tiny) grace period.
    host = make_host(seats=2, seed=21, settings=replace(FAST, grace_ms=300), timer=600, away_bot="easy")
    bob = make_client(host, "Bob")
    timo = Client("Timo", heartbeat_ms=100, silence_ms=600, retry_ms=50)
    try:
        with qtbot.waitSignal(timo.welcomed, timeout=5000):
            timo.connect_to("127.0.0.1", host.port)
        token, seat = timo.token, timo.seat
        assert seat == 1
        ended: list[object] = []
        host.game_changed.connect(lambda events: ended.extend(events))
        host.start()
        qtbot.waitUntil(lambda: bob.view is not None and timo.view is not None, timeout=5000)
        timo.drop()
        timo.leave()  # the laptop slept: no goodbye, no retry
        # Past the grace the lobby says a bot plays the seat (before it is even the seat's turn).
        qtbot.waitUntil(lambda: bob.lobby is not None and bob.lobby.seats[1]["bot_playing"], timeout=5000)
        assert bob.lobby.seats[1]["kind"] == "human" and not bob.lobby.seats[1]["connected"]
        # The bot plays Timo's turns, each at once; Bob draws on his.
        for _ in range(3):
            qtbot.waitUntil(lambda: bob.view is not None and bob.view.my_turn, timeout=10_000)
            turn = bob.view.turn
            bob.draw()
            qtbot.waitUntil(lambda t=turn: bob.view is not None and bob.view.turn > t + 1 and bob.view.my_turn,
                            timeout=10_000)
        played = turn_ends(ended, seat)
        assert len(played) >= 3 and not any(getattr(e, "timed_out", False) for e in played)
        # Timo comes back (a restarted app, with the seat's token) while it is Bob's turn: the seat
        # is his again at once, with the rack the bot left, and it waits for him on his turn.
        rack = host.table.match.game.rack_of(seat)
        again = make_client(host, "Timo", token=token)
        assert again.seat == seat
        qtbot.waitUntil(lambda: again.view is not None, timeout=5000)
        assert tuple(again.view.rack) == tuple(sorted(rack)) or sorted(again.view.rack) == sorted(rack)
        qtbot.waitUntil(lambda: bob.lobby is not None and not bob.lobby.seats[1]["bot_playing"]
                        and bob.lobby.seats[1]["connected"], timeout=5000)
        before = len(turn_ends(ended, seat))
        turn = bob.view.turn
        bob.draw()
        qtbot.waitUntil(lambda: again.view is not None and again.view.my_turn and again.view.turn > turn,
                        timeout=5000)
        with qtbot.assertNotEmitted(again.turn_started, wait=400):  # no bot moves for him now
            pass
        assert len(turn_ends(ended, seat)) == before and host.table.match.game.current == seat
        again.draw()
        qtbot.waitUntil(lambda: bob.view is not None and bob.view.my_turn, timeout=5000)
    finally:
        timo.deleteLater()
        flush_deletes()


def test_a_player_back_while_the_bot_thinks_gets_the_turn(make_host, make_client, qtbot, monkeypatch) -> None:
    host = make_host(seats=2, seed=4, settings=replace(FAST, grace_ms=200), away_bot="easy")
    asked: list[object] = []  # the bot's move requests, held instead of thought about: a move in flight
    monkeypatch.setattr(host._worker, "submit", lambda done, *args: asked.append(done))  # noqa: SLF001
    ann = Client("Ann", heartbeat_ms=100, silence_ms=600, retry_ms=50)
    try:
        with qtbot.waitSignal(ann.welcomed, timeout=5000):
            ann.connect_to("127.0.0.1", host.port)
        bob = make_client(host, "Bob")
        host.start()
        qtbot.waitUntil(lambda: ann.view is not None and bob.view is not None, timeout=5000)
        current = host.table.match.game.current
        gone = ann if ann.seat == current else bob
        token = gone.token
        gone.drop()
        gone.leave()
        qtbot.waitUntil(lambda: bool(asked), timeout=5000)
        assert host.table.seats[current].bot_playing
        version = host.table.version
        back = make_client(host, "Back", token=token)
        assert back.seat == current and not host.table.seats[current].bot_playing
        asked[0](None)  # the worker answers late: draw
        assert host.table.version == version and host.table.match.game.current == current
        qtbot.waitUntil(lambda: back.view is not None and back.view.my_turn, timeout=5000)
    finally:
        ann.deleteLater()
        flush_deletes()


def test_headless_options_message_sets_the_away_bot(make_host, make_client, qtbot) -> None:
    host = make_host()
    owner = make_client(host, "Anna", token=host.owner_token)
    with qtbot.waitSignal(owner.lobby_changed, timeout=5000):
        owner.send(m.SetOptions(options={"away_bot": "hard"}))
    assert host.table.options.away_bot == "hard" and owner.lobby.options["away_bot"] == "hard"


def test_the_away_bot_option_survives_a_save_and_a_resume_with_the_flag_over_it(tmp_path) -> None:
    from rummi_qt.network.headless import HostPlan, build_table
    from rummi_qt.network.persistence import load_table, save_table

    table = Table("Saved", seed=3)
    table.options = TableOptions(away_bot="hard")
    save_table(table, tmp_path / "save.json")
    assert load_table(tmp_path / "save.json").options.away_bot == "hard"
    assert build_table(HostPlan(seats=2, resume=tmp_path / "save.json")).options.away_bot == "hard"
    assert build_table(HostPlan(seats=2, resume=tmp_path / "save.json", away_bot="easy")).options.away_bot == "easy"


def test_a_player_who_leaves_the_game_on_purpose_is_played_by_the_bot_at_once(make_host, make_client, qtbot) -> None:
    # Leave in a game ("the game goes on without you"): nobody waits out the grace period (a minute
    # here) for a player who said goodbye. A dropped connection (above) still gets its grace.
    host = make_host(seats=2, seed=21, settings=replace(FAST, grace_ms=60_000), away_bot="easy")
    bob, timo = make_client(host, "Bob"), make_client(host, "Timo")
    host.start()
    qtbot.waitUntil(lambda: bob.view is not None and timo.view is not None, timeout=5000)
    seat = timo.seat
    timo.leave()  # says goodbye first
    qtbot.waitUntil(lambda: bob.lobby is not None and bob.lobby.seats[seat]["bot_playing"], timeout=5000)
    assert not bob.lobby.seats[seat]["connected"]
