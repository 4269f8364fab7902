"""What a host's worker process runs for a bot's turn. A worker finds this function by importing its
module, so the module loads no Qt: a fresh worker is ready in about 0.2 s instead of 0.6 s (the
host's own module brings PySide6), and the first bot move of a game comes that much sooner."""

from __future__ import annotations

from typing import Any

from rummi_qt.engine import format_tiles
from rummi_qt.engine.bots import choose

from .wire import view_from_wire


def bot_move(view_wire: dict[str, Any], level: str, seed: int) -> list[str] | None:
    """Runs in a worker process: the bot's chosen board as notation, or None to draw or pass."""
    sets = choose(view_from_wire(view_wire), level, seed)
    return None if sets is None else [format_tiles(s) for s in sets]
