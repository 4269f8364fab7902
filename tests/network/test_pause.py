"""Pausing the turn timer: the host's clock is moved by hand (no sleeping), so a 20 s pause takes no
time, and what is left of a turn and of an away player's grace period must survive it unchanged."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest

from rummi_qt.engine import Draft, ScoreBook, parse_tiles
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.host import Host
from rummi_qt.network.table import Table
from tests.network.conftest import FAST, flush_deletes

# The heartbeat reads the same clock: keep it from taking a moved clock for silence.
PATIENT = replace(FAST, silence_ms=10**9, handshake_ms=10**9, grace_ms=60_000)


class HandClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def table_with_clock(qtbot) -> Iterator[Callable[..., tuple[Host, HandClock, Client, Client]]]:  # type: ignore[no-untyped-def]
    made: list[Any] = []

    def make(timer: int | None) -> tuple[Host, HandClock, Client, Client]:
        clock = HandClock()
        table = Table("Paused table", seed=3)
        table.set_seat_count(2)
        table.options = table.options.updated({"timer": timer})
        host = Host(table, PATIENT, clock=clock)
        host.listen("127.0.0.1", 0)
        made.append(host)
        clients = []
        for name, token in (("Ann", host.owner_token), ("Bob", None)):
            client = Client(name, token=token, heartbeat_ms=100, silence_ms=3000, retry_ms=50)
            made.append(client)
            with qtbot.waitSignal(client.welcomed, timeout=5000):
                client.connect_to("127.0.0.1", host.port)
            clients.append(client)
        ann, bob = clients
        with qtbot.waitSignal(bob.clock_changed, timeout=5000):
            host.start()
        qtbot.waitUntil(lambda: ann.view is not None and bob.view is not None, timeout=5000)
        return host, clock, ann, bob

    yield make
    for thing in made:
        if isinstance(thing, Host):
            thing.close()
        else:
            thing.leave()
        thing.deleteLater()
    flush_deletes()


def clock_after(qtbot, client: Client, send: Callable[[], None], paused: bool) -> tuple[Any, ...]:  # type: ignore[no-untyped-def]
    """Do ``send`` and return the first clock the client is told with that paused state."""
    with qtbot.waitSignal(client.clock_changed, timeout=5000, check_params_cb=lambda *a: a[2] is paused) as told:
        send()
    return tuple(told.args)


def test_a_20_second_pause_leaves_the_remaining_time_unchanged(table_with_clock, qtbot) -> None:
    host, clock, ann, bob = table_with_clock(timer=15)
    assert host.table.match is not None
    seat = host.table.match.game.current
    clock.now += 7  # 0:08 left
    seat_told, left, paused, away = clock_after(qtbot, bob, lambda: ann.send(m.PauseTimer(paused=True)), True)
    assert (seat_told, left, paused, away) == (seat, 8000, True, False)
    assert not host._turn_timer.isActive()  # noqa: SLF001 - nothing can time out during the pause
    clock.now += 20
    seat_told, left, paused, _ = clock_after(qtbot, bob, lambda: ann.send(m.PauseTimer(paused=False)), False)
    assert (seat_told, left, paused) == (seat, 8000, False)
    # The turn goes on with its 8 s, not timed out the moment the pause ended.
    assert host._turn_timer.isActive() and host._turn_timer.remainingTime() > 7000  # noqa: SLF001
    assert host.table.match.game.current == seat
    assert host.table.lobby_message(clock.now).paused is False


def test_a_turn_started_while_paused_keeps_its_full_time(table_with_clock, qtbot) -> None:
    host, clock, ann, bob = table_with_clock(timer=15)
    assert host.table.match is not None
    first = host.table.match.game.current
    mover = ann if ann.seat == first else bob
    clock.now += 3
    clock_after(qtbot, bob, lambda: ann.send(m.PauseTimer(paused=True)), True)
    clock.now += 2
    seat_told, left, paused, _ = clock_after(qtbot, bob, mover.draw, True)
    assert seat_told != first and (left, paused) == (15000, True)
    clock.now += 25
    seat_told, left, paused, _ = clock_after(qtbot, bob, lambda: ann.send(m.PauseTimer(paused=False)), False)
    assert seat_told != first and (left, paused) == (15000, False)
    assert host._turn_timer.remainingTime() > 14_000  # noqa: SLF001


def test_a_pause_freezes_an_away_players_grace_period(table_with_clock, qtbot) -> None:
    host, clock, ann, bob = table_with_clock(timer=None)
    assert host.table.match is not None
    if host.table.match.game.current == ann.seat:  # make it Bob's turn, so that Bob is the one away
        with qtbot.waitSignal(bob.turn_started, timeout=5000):
            ann.draw()
    clock.now += 2
    seat = bob.seat
    with qtbot.waitSignal(ann.clock_changed, timeout=5000, check_params_cb=lambda *a: a[3] is True) as told:
        bob.drop()  # Bob's app dies: his turn waits the grace period (60 s)
        bob.leave()
    assert told.args == [seat, 60_000, False, True]
    clock.now += 8
    assert clock_after(qtbot, ann, lambda: ann.send(m.PauseTimer(paused=True)), True)[1] == 52_000
    clock.now += 30
    assert clock_after(qtbot, ann, lambda: ann.send(m.PauseTimer(paused=False)), False)[1] == 52_000
    assert host._turn_timer.remainingTime() > 51_000  # noqa: SLF001


def test_the_next_game_starts_with_the_clock_running(table_with_clock, qtbot) -> None:
    """A pause is for the game it was made in: a player expects the next game's clock to run."""
    host, clock, ann, bob = table_with_clock(timer=15)
    match = host.table.match
    assert match is not None
    game = match.game
    seat = game.current
    rack = parse_tiles("r1 r2 r3")  # the mover can go out at once: game 1 ends with the clock paused
    racks = tuple(rack if i == seat else r for i, r in enumerate(game.racks))
    host.table.match = replace(match, book=ScoreBook(2, 2), game=replace(
        game, racks=racks, opened=(True, True), draft=Draft.begin(game.board, rack)))
    clock_after(qtbot, bob, lambda: ann.send(m.PauseTimer(paused=True)), True)
    mover = ann if ann.seat == seat else bob
    mover.arrange([rack])
    with qtbot.waitSignal(bob.game_ended, timeout=5000):
        mover.finish()
    assert host.paused
    seat_told, left, paused, _ = clock_after(qtbot, bob, host.start, False)
    assert (left, paused) == (15000, False) and not host.paused
    assert host._turn_timer.isActive()  # noqa: SLF001 - the new game's turn can time out
    qtbot.waitUntil(lambda: bob.lobby is not None and bob.lobby.paused is False, timeout=5000)


def test_a_guests_log_says_when_the_timer_is_paused_and_runs_again(table_with_clock, qtbot) -> None:
    # A guest saw only "0:44 (paused)" by the clock: the log now says it, and again when it runs.
    from rummi_qt.controller.session import GameController

    _host, _clock, ann, bob = table_with_clock(timer=15)
    controller = GameController(bob)
    (ann if ann.view is not None and ann.view.my_turn else bob).draw()  # a view for the new controller
    qtbot.waitUntil(lambda: controller.view is not None, timeout=5000)

    def lines() -> list[str]:
        return [controller.log_text(e) for e in controller.log]

    ann.send(m.PauseTimer(paused=True))
    qtbot.waitUntil(lambda: "The turn timer is paused" in lines(), timeout=5000)
    ann.send(m.PauseTimer(paused=False))
    qtbot.waitUntil(lambda: "The turn timer runs again" in lines(), timeout=5000)
    assert lines().count("The turn timer is paused") == 1
