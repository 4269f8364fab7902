"""Recorded games for the tests: bots play with the engine alone, and each turn's state is kept
beside the record lines the host would have written for it."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

from rummi_qt.engine import Arrange, Draw, Finish, GameState, Pass, apply, new_game
from rummi_qt.engine.bots import LEVELS
from rummi_qt.engine.views import view_for
from rummi_qt.network.record import game_line, turn_lines
from rummi_qt.network.table import SeatKind


def record_bot_game(levels: list[str], seed: int) -> tuple[list[dict[str, Any]], list[GameState]]:
    """The record of one bot game, and the state after the deal and after every turn."""
    rng = random.Random(seed)
    state, _ = new_game(len(levels), rng)
    table = SimpleNamespace(seats=[SimpleNamespace(name=f"P{s}", kind=SeatKind.BOT, level=level)
                                   for s, level in enumerate(levels)], seed=seed, dealt=None,
                            options=SimpleNamespace(timer=0))
    lines = [game_line(table, state)]  # type: ignore[arg-type]
    states = [state]
    while state.result is None:
        seat = state.current
        sets = LEVELS[levels[seat]](view_for(state, seat), random.Random(rng.getrandbits(32)))
        if sets is not None:
            state = apply(state, Arrange(seat, tuple(tuple(s) for s in sets))).state
            outcome = apply(state, Finish(seat))
        else:
            outcome = apply(state, Draw(seat) if state.pool else Pass(seat))
        assert outcome.ok, outcome.verdict
        state = outcome.state
        lines += turn_lines(outcome.events, state)
        states.append(state)
    return lines, states
