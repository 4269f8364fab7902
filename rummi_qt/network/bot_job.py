"""What a host's worker process runs for a bot's turn, and for an expert bot's thinking during the
other seats' turns. A worker finds these functions by importing their module, so the module loads
no Qt: a fresh worker is ready in about 0.2 s instead of 0.6 s (the host's own module brings
PySide6), and the first bot move of a game comes that much sooner."""

from __future__ import annotations

import hashlib
from typing import Any

from rummi_qt.engine import format_tiles
from rummi_qt.engine.ahead import Ahead
from rummi_qt.engine.game import GameState
from rummi_qt.worker_start import interrupted

from .wire import view_from_wire

# The decisions this worker process began ahead of time (``engine.ahead``), for every seat it plays.
_AHEAD = Ahead()


def bot_seed(secret: int, game: int, turn: int, seat: int) -> int:
    """A bot's seed for one turn: a function of the table's secret seed and the turn alone, never of
    what came before (which bots played, what was thought ahead), so that a table replays and a
    seed can be known before the turn comes."""
    digest = hashlib.blake2b(f"{secret}:{game}:{turn}:{seat}".encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big")


def bot_move(view_wire: dict[str, Any], level: str, seed: int) -> list[str] | None:
    """Runs in a worker process: the bot's chosen board as notation, or None to draw or pass;
    what was worked out ahead for this very position and seed, finished if need be."""
    sets = _AHEAD.move(view_from_wire(view_wire), seed, level)
    return None if sets is None else [format_tiles(s) for s in sets]


def think_ahead(state: GameState, levels: list[str | None], secret: int, game: int, count: int) -> bool:
    """Runs in a worker process while a person plays or a bot's move waits for the pace: works out
    the turns to come (``Ahead.think_from``: the bots' moves, the expert's in steps, a person
    guessed to draw) until done (True) or the worker is interrupted (False). ``state`` is the whole
    game, the pool's order and every rack in it: the host's own process, which shows no seat more
    than its view (a bot's move is a function of its view and seed alone)."""
    return _AHEAD.think_from(state, levels, lambda turn, seat: bot_seed(secret, game, turn, seat),
                             lambda: interrupted(count))


def think_view_ahead(view_wire: dict[str, Any], seed: int, count: int) -> bool:
    """Runs in a bot client's worker process while another seat plays: works on the expert's
    decision for the position a client foresees from its view alone (``ahead.drawn_view``: the
    seats before it draw), until it is made (True) or the worker is interrupted (False)."""
    return _AHEAD.think(view_from_wire(view_wire), seed, lambda: interrupted(count))
