"""A pure conversion's results kept by the identity of what was converted: the host's values are
immutable and most of them are the same objects turn after turn (five of six racks, the board, the
score book, the game's earlier turns), so a save or a broadcast converts only what is new."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from rummi_qt.engine.tiles import format_tiles

V = TypeVar("V")
R = TypeVar("R")


class ByIdentity(Generic[V, R]):
    """``convert(value)``, remembered for the value itself (not an equal one). Each entry holds its
    value, so the id it is kept under cannot be reused meanwhile; past ``size`` entries it starts
    again. The results are shared: callers never change them."""

    def __init__(self, convert: Callable[[V], R], size: int = 64) -> None:
        self._convert = convert
        self._size = size
        self._known: dict[int, tuple[V, R]] = {}

    def __call__(self, value: V) -> R:
        known = self._known.get(id(value))
        if known is None or known[0] is not value:
            if len(self._known) >= self._size:
                self._known.clear()
            known = self._known[id(value)] = (value, self._convert(value))
        return known[1]


# Racks, pools and drawn tiles as the wire and the saves write them: of a turn's racks all but one
# are the same tuples as the turn before's.
tiles_text = ByIdentity(format_tiles, 256)
