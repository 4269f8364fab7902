"""Which tiles the player has picked on the table: click, Ctrl-click and Shift-click rules."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rummi_qt.engine.board import Cell
from rummi_qt.engine.tiles import Tile

from .table_layout import RackSlot, Spot

TileAt = Callable[[Spot], Tile | None]


class TableSelection:
    """Selected rack slots and board cells, each remembered with the tile it held when picked
    (so a tile that leaves its place drops out of the selection)."""

    def __init__(self) -> None:
        self._picked: dict[Spot, Tile] = {}
        self.anchor: Spot | None = None

    def __bool__(self) -> bool:
        return bool(self._picked)

    def __contains__(self, spot: object) -> bool:
        return spot in self._picked

    def spots(self) -> set[Spot]:
        return set(self._picked)

    def slots(self) -> list[int]:
        """Selected rack slots in slot order."""
        return sorted(spot.index for spot in self._picked if isinstance(spot, RackSlot))

    def cells(self) -> list[Cell]:
        """Selected board cells in board order."""
        return sorted(spot for spot in self._picked if isinstance(spot, Cell))

    def ordered(self) -> list[Spot]:
        """The selected spots in the selection's order: rack slots in slot order, then board cells."""
        return [RackSlot(s) for s in self.slots()] + list(self.cells())

    def tiles(self) -> list[Tile]:
        """The selected tiles: rack tiles in slot order, then board tiles in board order."""
        return [self._picked[RackSlot(s)] for s in self.slots()] + [self._picked[c] for c in self.cells()]

    def clear(self) -> bool:
        """Forget everything; whether anything was selected."""
        had = bool(self._picked)
        self._picked.clear()
        return had

    def drop_cells(self) -> bool:
        """Forget the board cells (the board stopped taking the player's tiles); whether any were."""
        cells = self.cells()
        for cell in cells:
            del self._picked[cell]
        return bool(cells)

    def replace(self, spots: Iterable[Spot], tile_at: TileAt) -> None:
        self._picked = {spot: t for spot in spots if (t := tile_at(spot)) is not None}

    def toggle(self, spot: Spot, tile_at: TileAt) -> None:
        t = tile_at(spot)
        if self._picked.pop(spot, None) is None and t is not None:
            self._picked[spot] = t

    def click(self, spot: Spot, tile_at: TileAt, selectable: Callable[[Spot], bool], *, ctrl: bool, shift: bool,
              between: Callable[[Spot, Spot], list[Spot]]) -> None:
        """A click on a tile: alone it selects just that tile (or deselects it when it was all that
        was selected); with Ctrl it toggles the tile; with Shift it adds the range from the last
        clicked tile (``between`` gives the spots of a range)."""
        if shift and self.anchor is not None:
            for spot_between in between(self.anchor, spot):
                t = tile_at(spot_between)
                if t is not None and selectable(spot_between):
                    self._picked[spot_between] = t
            return
        if ctrl:
            self.toggle(spot, tile_at)
        else:
            was_only = list(self._picked) == [spot]
            self._picked.clear()
            if not was_only:
                self.toggle(spot, tile_at)
        self.anchor = spot

    def prune(self, tile_at: TileAt) -> bool:
        """Forget tiles that left their place (laid, moved, taken back); whether any did."""
        gone = [spot for spot, t in self._picked.items() if tile_at(spot) != t]
        for spot in gone:
            del self._picked[spot]
        return bool(gone)
