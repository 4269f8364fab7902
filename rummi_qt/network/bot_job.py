"""What a host's worker process runs for a bot's turn, and for an expert bot's thinking during the
other seats' turns. A worker finds these functions by importing their module, so the module loads
no Qt: a fresh worker is ready in about 0.2 s instead of 0.6 s (the host's own module brings
PySide6), and the first bot move of a game comes that much sooner."""

from __future__ import annotations

import hashlib
from typing import Any

from rummi_qt.engine import format_tiles
from rummi_qt.engine.ahead import THINKS_AHEAD, Ahead
from rummi_qt.engine.bots import choose
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
    """Runs in a worker process: the bot's chosen board as notation, or None to draw or pass. An
    expert finishes what it began ahead for this position, if it did."""
    view = view_from_wire(view_wire)
    sets = _AHEAD.move(view, seed) if level in THINKS_AHEAD else choose(view, level, seed)
    return None if sets is None else [format_tiles(s) for s in sets]


def think_ahead(view_wire: dict[str, Any], level: str, seed: int, count: int) -> bool:
    """Runs in a worker process while another seat plays: works on the decision of a position the
    bot's turn may start from, until it is made (True) or the worker is interrupted (False)."""
    assert level in THINKS_AHEAD
    return _AHEAD.think(view_from_wire(view_wire), seed, lambda: interrupted(count))
