"""What the app's worker process runs for a hint. A worker finds this function by importing its
module, so the module loads no Qt: a fresh worker is ready in about 0.2 s, not the 0.4 s the
controller's own module (PySide6) would cost before the first hint."""

from __future__ import annotations

from collections import Counter

from rummi_qt.engine import format_board, format_tiles, parse_board, parse_tiles
from rummi_qt.engine.solver import hint


def think_hint(board: str, rack: str, opened: bool, threshold: int, laid: str = "") -> tuple[str, str] | None:
    """In the worker process: the best move as (whole board, tiles played) in notation, or None.

    ``laid`` are the rack tiles the player has laid this turn so far: when a move that lays them too
    is as good as the best (as many tiles, worth as much), that one is shown, so that the hint goes
    on from the player's own start instead of taking it back."""
    sets, tiles = parse_board(board), parse_tiles(rack)
    found = hint(sets, tiles, opened, threshold)
    kept = parse_tiles(laid)
    if found is not None and kept and Counter(kept) - Counter(found.played):
        going_on = hint(sets, tiles, opened, threshold, keep=kept)
        if going_on is not None and (len(going_on.played), going_on.points) >= (len(found.played), found.points):
            found = going_on
    if found is None:
        return None
    return format_board(found.board), format_tiles(found.played)
