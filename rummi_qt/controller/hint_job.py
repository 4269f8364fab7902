"""What the app's worker process runs for a hint. A worker finds this function by importing its
module, so the module loads no Qt: a fresh worker is ready in about 0.2 s, not the 0.4 s the
controller's own module (PySide6) would cost before the first hint."""

from __future__ import annotations

from rummi_qt.engine import format_board, format_tiles, parse_board, parse_tiles
from rummi_qt.engine.solver import hint


def think_hint(board: str, rack: str, opened: bool, threshold: int) -> tuple[str, str] | None:
    """In the worker process: the best move as (whole board, tiles played) in notation, or None."""
    found = hint(parse_board(board), parse_tiles(rack), opened, threshold)
    if found is None:
        return None
    return format_board(found.board), format_tiles(found.played)
