"""An expert bot thinks in the host's worker while another seat plays, on the position its turn
will start from if that person draws (or once a bot's move is known), with the seed its turn will
have; the host never waits on that thinking, and a bot's move asked for meanwhile is not kept
waiting behind it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from rummi_qt.engine.ahead import after, position
from rummi_qt.engine.views import view_for
from rummi_qt.network import bot_job
from rummi_qt.network import host as host_module
from rummi_qt.network.headless import BotPlayer
from rummi_qt.network.wire import view_from_wire
from tests.network.conftest import FAST
from tests.worker_jobs import think_for_ever


def spy(worker: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, tuple[Any, ...]]]:
    """Every job given to a worker: (function, arguments)."""
    jobs: list[tuple[Any, tuple[Any, ...]]] = []
    for name in ("submit", "submit_stoppable"):
        real = getattr(worker, name)

        def recorded(done: Any, function: Any, *args: Any, real: Any = real) -> None:
            jobs.append((function, args))
            real(done, function, *args)
        monkeypatch.setattr(worker, name, recorded)
    return jobs


@pytest.mark.parametrize("level", ["expert", "hard"])
def test_an_expert_thinks_during_the_other_turn_on_the_position_and_seed_its_turn_gets(
        make_host, make_client, qtbot, monkeypatch, level: str) -> None:
    host = make_host(seats=2, seed=5)
    bot = host.table.add_bot(level)
    jobs = spy(host._worker, monkeypatch)  # noqa: SLF001
    ann = make_client(host, "Ann")
    host.start()
    qtbot.waitUntil(lambda: ann.view is not None and ann.view.my_turn, timeout=10_000)
    thought = [args for function, args in jobs if function is bot_job.think_ahead]
    if level == "hard":
        assert not thought  # only the expert's thinking is worth doing ahead
        return
    state, levels, secret, game, _count = thought[-1]
    assert state == host.table.match.game and (secret, game) == (5, 1)
    assert levels[bot] == "expert" and levels[ann.seat] is None
    moves = len([1 for function, _ in jobs if function is bot_job.bot_move])
    ann.draw()
    qtbot.waitUntil(lambda: len([1 for function, _ in jobs if function is bot_job.bot_move]) > moves, timeout=5000)
    view_wire, _, seed = [args for function, args in jobs if function is bot_job.bot_move][-1]
    # The guess came true: the worker finishes what it began on the position a draw leaves.
    guess = after(state)
    assert guess is not None and seed == bot_job.bot_seed(5, 1, guess.turn, bot)
    assert position(view_from_wire(view_wire)) == position(view_for(guess, bot))


def test_a_bot_whose_worker_is_thinking_ahead_still_moves_and_the_host_keeps_answering(
        make_host, make_client, qtbot, monkeypatch) -> None:
    # The worker thinks for ever unless interrupted: the host must interrupt it for the bot's move.
    monkeypatch.setattr(host_module, "think_ahead", think_for_ever)
    host = make_host(seats=2, seed=5)
    host.table.add_bot("expert")
    jobs = spy(host._worker, monkeypatch)  # noqa: SLF001
    ann = make_client(host, "Ann")
    watcher = make_client(host, "Watcher", spectator=True)
    host.start()
    qtbot.waitUntil(lambda: ann.view is not None and ann.view.my_turn, timeout=10_000)
    assert any(function is think_for_ever for function, _ in jobs)
    with qtbot.waitSignal(watcher.refused, timeout=2000):  # the event loop answers while the worker thinks
        watcher.draw()
    turn = host.table.match.game.turn
    ann.draw()
    qtbot.waitUntil(lambda: host.table.match.game.turn >= turn + 2, timeout=5000)  # the bot moved
    assert ann.view is not None


def test_while_a_bots_move_waits_for_the_pace_the_expert_thinks_on_the_position_that_move_leaves(
        make_host, qtbot, monkeypatch) -> None:
    host = make_host(seats=2, seed=6, settings=replace(FAST, bot_pace_ms=100))
    host.table.add_bot("hard")
    expert = host.table.add_bot("expert")
    jobs = spy(host._worker, monkeypatch)  # noqa: SLF001
    host.start()

    def expert_moves() -> list[tuple[Any, ...]]:  # but the game's first turn, which follows no move
        return [args for function, args in jobs
                if function is bot_job.bot_move and args[1] == "expert" and view_from_wire(args[0]).turn > 1]
    qtbot.waitUntil(lambda: len(expert_moves()) >= 2, timeout=10_000)
    thought = [(position(view_for(args[0], expert)), bot_job.bot_seed(6, 1, args[0].turn, expert))
               for function, args in jobs if function is bot_job.think_ahead and args[0].current == expert]
    # Each after a move of the hard bot known in advance (held for the pace: the hard bot takes a few
    # milliseconds early in a game), so thought about on the very position it starts from.
    later = [(position(view_from_wire(view_wire)), seed) for view_wire, _, seed in expert_moves()]
    assert all(found.seat == expert for found, _ in later)
    assert any(move in thought for move in later)


def test_a_bot_client_at_expert_thinks_from_its_view_during_the_other_turn_and_plays_its_own(
        make_host, make_client, qtbot, monkeypatch) -> None:
    host = make_host(seats=2, seed=5)
    ann, bot = make_client(host, "Ann"), make_client(host, "Bot")
    player = BotPlayer(bot, "expert", 9, lambda _code: None)
    jobs = spy(player.worker, monkeypatch)
    host.start()

    def guessed() -> list[tuple[Any, ...]]:
        return [args for function, args in jobs if function is bot_job.think_view_ahead]
    qtbot.waitUntil(lambda: ann.view is not None and ann.view.my_turn and bool(guessed()), timeout=10_000)
    guess_wire, guess_seed = guessed()[-1][:2]
    turn = host.table.match.game.turn
    ann.draw()
    qtbot.waitUntil(lambda: host.table.match.game.turn >= turn + 2, timeout=10_000)  # the bot moved
    view_wire, level, seed = [args for function, args in jobs if function is bot_job.bot_move][-1]
    # The guess from its view alone (Ann draws) was the position its turn started from.
    assert level == "expert" and seed == guess_seed
    assert position(view_from_wire(view_wire)) == position(view_from_wire(guess_wire))
