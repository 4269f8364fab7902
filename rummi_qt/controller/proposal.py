"""A hint as a proposal the player can read and follow: the board it leads to, the sets it changes,
the rack tiles it lays, and a sentence saying what it does (in words when it only adds to the ends
of sets). Nothing is played until the player applies it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from rummi_qt.engine import Board, Cell, Tile, layout
from rummi_qt.engine.changes import EndAdditions, changed_sets, end_additions, joker_meanings
from rummi_qt.engine.melds import is_group, set_key

from .texts import set_words, tiles_words

Laid = tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class Proposal:
    """A hint shown on the board but not played.

    ``board`` is the whole board after the hint, laid out around the board the turn began with
    (so unchanged sets stay where they are); ``sets`` are its sets, sent as they are on Apply;
    ``changed`` the cells of each set the hint makes or extends; ``from_rack`` the cells of the rack
    tiles it lays; ``jokers`` what each joker on ``board`` stands for; ``text`` the sentence.
    """

    board: Board
    sets: tuple[Laid, ...]
    played: tuple[Tile, ...]
    changed: tuple[tuple[Cell, ...], ...]
    from_rack: frozenset[Cell]
    jokers: dict[Cell, Tile]
    text: str
    add_only: bool


def make_proposal(turn_board: Board, sets: list[Laid], played: tuple[Tile, ...], opening: bool,
                  shown: Board | None = None, now: Board | None = None) -> Proposal:
    """The proposal for a hint that turns ``turn_board`` into ``sets`` by laying ``played``, laid out
    as applying it would lay it out from the board ``shown`` now (the turn's changes so far), or
    from ``shown`` as a layout to keep when ``now`` is the board as it is (a hint being followed)."""
    before = turn_board.sets()
    board = layout(sets, previous=turn_board if shown is None else shown)
    _, added = changed_sets(before, sets)
    fresh = Counter(set_key(s) for s in added)
    changed: list[tuple[Cell, ...]] = []
    from_rack: set[Cell] = set()
    left = Counter(played)
    for placed in board.placed_sets():
        key = set_key(placed.tiles)
        if fresh[key] <= 0:
            continue
        fresh[key] -= 1
        changed.append(tuple(placed.cells))
        for cell, t in zip(placed.cells, placed.tiles, strict=True):
            if left[t] > 0 and turn_board[cell] != t:  # a tile that stayed on its cell was the board's
                left[t] -= 1
                from_rack.add(cell)
    plan = end_additions(before, sets)
    current = now if now is not None else shown
    laid = tuple((current.tiles() - turn_board.tiles()).elements()) if current is not None else ()
    return Proposal(board, tuple(tuple(s) for s in board.sets()), played, tuple(changed), frozenset(from_rack),
                    joker_meanings(board), hint_text(plan, played, len(added), opening, laid), plan is not None)


def hint_text(plan: EndAdditions | None, played: tuple[Tile, ...], changed: int, opening: bool,
              laid: tuple[Tile, ...] = ()) -> str:
    """The hint in words; ``plan`` is ``None`` when the hint rearranges sets on the board. ``laid``:
    the tiles the player has laid this turn already (not told again as tiles to play; those the hint
    does not use are said to go back to the rack)."""
    text = _hint_text(plan, tuple((Counter(played) - Counter(laid)).elements()) if plan is None else played,
                      changed, opening, bool(Counter(played) & Counter(laid)))
    back = sorted((Counter(laid) - Counter(played)).elements(), key=lambda t: t.sort_key)
    if back:
        #: Added to a hint that does without tiles the player laid this turn: {tiles} return to the rack.
        text += QCoreApplication.translate("Proposal", "; back to your rack: {tiles}").format(tiles=tiles_words(back))
    return text


def _hint_text(plan: EndAdditions | None, played: tuple[Tile, ...], changed: int, opening: bool,
               kept: bool) -> str:
    if plan is None and kept:
        if not played:
            if changed == 1:
                #: A hint that keeps the tiles laid this turn, lays no more and changes one set (shown).
                return QCoreApplication.translate(
                    "Proposal", "Hint: keep the tiles you laid, rearranging the board into the set shown")
            #: A hint that keeps the tiles laid this turn and lays no more; {count} sets change (shown).
            return QCoreApplication.translate(
                "Proposal", "Hint: keep the tiles you laid, rearranging the board into the {count} sets shown"
            ).format(count=changed)
        if changed == 1:
            #: {tiles}: rack tiles to lay besides those laid already this turn; one set changes (shown).
            return QCoreApplication.translate(
                "Proposal", "Hint: with the tiles you laid, play {tiles}, rearranging the board into the set shown"
            ).format(tiles=tiles_words(played))
        #: {tiles}: rack tiles to lay besides those laid already this turn; {count} sets change (shown).
        return QCoreApplication.translate(
            "Proposal", "Hint: with the tiles you laid, play {tiles}, rearranging the board into the {count} sets "
                        "shown"
        ).format(tiles=tiles_words(played), count=changed)
    if plan is None:
        if changed == 1:
            #: {tiles} lists the rack tiles the hint lays; it changes one set (shown on the board).
            return QCoreApplication.translate(
                "Proposal", "Hint: play {tiles}, rearranging the board into the set shown"
            ).format(tiles=tiles_words(played))
        #: {tiles} lists the rack tiles the hint lays; {count} is how many sets it changes (shown on the board).
        return QCoreApplication.translate(
            "Proposal", "Hint: play {tiles}, rearranging the board into the {count} sets shown"
        ).format(tiles=tiles_words(played), count=changed)
    new_sets = "; ".join(set_words(s) for s in plan.new_sets)
    if not plan.extensions:
        if opening:
            #: {sets} lists the new sets in words, separated by semicolons.
            return QCoreApplication.translate("Proposal", "Hint: open with {sets}").format(sets=new_sets)
        if len(plan.new_sets) > 1:
            return QCoreApplication.translate("Proposal", "Hint: lay {sets} as new sets").format(sets=new_sets)
        return QCoreApplication.translate("Proposal", "Hint: lay {sets} as a new set").format(sets=new_sets)
    parts = []
    for extension in plan.extensions:
        if is_group(extension.before):
            #: A hint's part: tiles added to a group on the board (a group has no ends). {tiles}: tiles; {set}: the set.
            part = QCoreApplication.translate("Proposal", "{tiles} to {set}")
        elif extension.front and extension.back:
            #: A hint's part: tiles added at both ends of a set. {front}, {back}: tiles; {set}: the set as it is.
            part = QCoreApplication.translate("Proposal", "{front} before and {back} after {set}")
        elif extension.front:
            part = QCoreApplication.translate("Proposal", "{front} before {set}")
        else:
            part = QCoreApplication.translate("Proposal", "{back} after {set}")
        parts.append(part.format(front=tiles_words(extension.front), back=tiles_words(extension.back),
                                 tiles=tiles_words(extension.front + extension.back), set=set_words(extension.before)))
    if plan.new_sets:
        #: A hint's part: {sets} are new sets laid beside the additions.
        parts.append(QCoreApplication.translate("Proposal", "and lay {sets}").format(sets=new_sets))
    #: A hint that moves no board tile. {parts} lists what goes where, separated by semicolons:
    #: "Blue 4 after Run: Blue 1, Blue 2, Blue 3; Red 9 to Group: Black 9, Blue 9, Orange 9".
    return QCoreApplication.translate("Proposal", "Hint: add {parts}").format(parts="; ".join(parts))
