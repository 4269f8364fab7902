"""The table in words, for screen readers: the board, the rack and the spot under the focus frame."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from rummi_qt.controller.texts import joker_words, tile_name
from rummi_qt.engine.board import Board, Cell
from rummi_qt.engine.tiles import Tile

from .table_layout import RACK_ROWS, RackSlot, Spot


def _name(tile: Tile, meant: Tile | None) -> str:
    return joker_words(meant) if tile.is_joker and meant is not None else tile_name(tile)


# A set's words by its tiles, what its jokers stand for and its problem: the board is said again
# after every edit, and all but one or two of its sets are worded as before.
SetWords = dict[tuple[tuple[Tile, ...], tuple[Tile | None, ...], str | None], str]


def describe_board(board: Board, problems: Sequence[tuple[Sequence[Cell], str]] = (),
                   jokers: Mapping[Cell, Tile] | None = None, words: SetWords | None = None) -> str:
    """One line per row holding tiles: "Row 1: Red 4, Red 5, Red 6; Black 8, Orange 8, Blue 8",
    an invalid set followed by its reason, a joker with what it stands for ("Joker as Red 7").
    ``words``: the sets worded last time (in this language), kept up to date here."""
    reasons = {tuple(cells): reason for cells, reason in problems}
    jokers = jokers or {}
    known = dict(words) if words is not None else {}
    if words is not None:
        words.clear()  # only this board's sets are kept
    by_row: dict[int, list[str]] = {}
    for placed in board.placed_sets():
        cells = placed.cells
        meant = tuple(jokers.get(cell) for cell in cells) if jokers else ()
        reason = reasons.get(tuple(cells))
        key = (placed.tiles, meant, reason)
        said = known.get(key)
        if said is None:
            said = ", ".join(_name(t, jokers.get(cell)) for cell, t in zip(cells, placed.tiles, strict=True))
            if reason:
                #: A set on the board that is not valid yet: {tiles} names its tiles, {reason} says why.
                said = QCoreApplication.translate("TableView", "{tiles} (not valid: {reason})").format(
                    tiles=said, reason=reason
                )
        if words is not None:
            words[key] = said
        by_row.setdefault(placed.row, []).append(said)
    if not by_row:
        return QCoreApplication.translate("TableView", "The board is empty.")
    #: {row} is a row number from 1; {sets} lists the row's sets, separated by semicolons.
    line = QCoreApplication.translate("TableView", "Row {row}: {sets}")
    return "\n".join(line.format(row=row + 1, sets="; ".join(by_row[row])) for row in sorted(by_row))


def describe_rack(rack: Sequence[Tile | None]) -> str:
    """The rack row by row: "Your rack, top row: Blue 3, Joker; bottom row: Red 10"."""
    width = len(rack) // RACK_ROWS
    rows = [[tile_name(t) for t in rack[r * width : (r + 1) * width] if t is not None] for r in range(RACK_ROWS)]
    if not any(rows):
        return QCoreApplication.translate("TableView", "Your rack is empty.")
    top = ", ".join(rows[0]) or QCoreApplication.translate("TableView", "empty")
    bottom = ", ".join(rows[1]) or QCoreApplication.translate("TableView", "empty")
    #: {top} and {bottom} list the tiles on the rack's two rows, or say "empty".
    text = QCoreApplication.translate("TableView", "Your rack, top row: {top}; bottom row: {bottom}")
    return text.format(top=top, bottom=bottom)


def describe_spot(
    spot: Spot,
    tile: Tile | None,
    rack_width: int,
    *,
    selected: bool = False,
    highlights: Collection[Cell] = (),
    recent: Collection[Cell] = (),
    joker_as: Tile | None = None,
) -> str:
    """The place under the focus frame: "Row 3, column 5: Red 7, selected"."""
    what = _name(tile, joker_as) if tile is not None else QCoreApplication.translate("TableView", "empty")
    notes = []
    if selected:
        notes.append(QCoreApplication.translate("TableView", "selected"))
    if isinstance(spot, Cell) and spot in highlights:
        notes.append(QCoreApplication.translate("TableView", "your selection can go here"))
    if isinstance(spot, Cell) and spot in recent:
        notes.append(QCoreApplication.translate("TableView", "just played"))
    what = ", ".join([what, *notes])
    if isinstance(spot, RackSlot):
        row, col = divmod(spot.index, rack_width)
        #: A rack place for screen readers: {row} is 1 (top) or 2, {slot} counts from 1, {what} is the tile.
        text = QCoreApplication.translate("TableView", "Rack row {row}, place {slot}: {what}")
        return text.format(row=row + 1, slot=col + 1, what=what)
    #: A board cell for screen readers: {row} and {column} count from 1, {what} is the tile or "empty".
    text = QCoreApplication.translate("TableView", "Row {row}, column {column}: {what}")
    return text.format(row=spot.row + 1, column=spot.col + 1, what=what)


def describe_selection(tiles: Sequence[Tile]) -> str:
    if not tiles:
        return QCoreApplication.translate("TableView", "Nothing selected")
    #: Said to screen reader users when the selection changes; {tiles} lists the tiles.
    return QCoreApplication.translate("TableView", "Selected: {tiles}").format(
        tiles=", ".join(tile_name(t) for t in tiles)
    )
