"""Your review in words: each missed turn as a sentence, with tiles named as the turn log names
them ("Black 4", "Joker"), and the better move told as it is: sets made from the rack alone are new
sets, a set the rack's tiles only extend is named, and board tiles moved into a new set or a joker
won back are said so (the move often builds its sets by taking others apart)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from rummi_qt.controller.texts import tile_name, tiles_words
from rummi_qt.engine import SetKind, Tile, read_set
from rummi_qt.history.review import Missed


class Review(QObject):
    """The review's words that count: Qt's plural forms need ``self.tr(text, "", n)`` for
    ``pyside6-lupdate`` to see them (the English forms come from ``rummi_en.ts``)."""

    def could_open(self, count: int) -> str:
        return self.tr("you could have opened with %n tile(s): %1", "", count)

    def could_lay(self, count: int) -> str:
        return self.tr("you could have laid %n tile(s): %1", "", count)

    def rearranged(self, count: int) -> str:
        #: The last part of a better move: the sets it changes with no tile of the rack (drawn below).
        return self.tr("%n other set(s) rearranged", "", count)


def set_name(tiles: Sequence[Tile]) -> str:
    """A board set by what it is: "the run Blue 3–6", "the group Blue 9, Orange 9, Red 9"."""
    reading = read_set(tuple(tiles))
    if reading is not None and reading.kind is SetKind.RUN:
        first, last = reading.stands_for[0], reading.stands_for[-1]
        span = f"{tile_name(first)}\N{EN DASH}{last.number}"
        return QCoreApplication.translate("Review", "the run %1").replace("%1", span)
    if reading is not None:
        return QCoreApplication.translate("Review", "the group %1").replace("%1", tiles_words(tiles))
    return QCoreApplication.translate("Review", "the set %1").replace("%1", tiles_words(tiles))


def _jokerless(tiles: Sequence[Tile]) -> Counter[Tile]:
    return Counter(t for t in tiles if not t.is_joker)


def _sources(board_part: Counter[Tile], removed: Sequence[Sequence[Tile]]) -> int:
    """How many of the board's sets the tiles ``board_part`` are taken from (at least one)."""
    left = Counter(board_part)
    used = 0
    for tiles in removed:
        took = Counter(tiles) & left
        if took:
            used += 1
            left -= took
    return max(1, used)


def part_words(added: Sequence[Tile], laid: Counter[Tile], removed: Sequence[Sequence[Tile]]) -> str | None:
    """What the better move does with one of the sets it makes, or ``None`` for a set it only
    rearranges from board tiles (the drawing shows those). ``laid`` counts the rack tiles not yet
    told (each told once)."""
    mine: list[Tile] = []
    for t in added:
        if laid[t] > 0:
            laid[t] -= 1
            mine.append(t)
    if not mine:
        return None
    words = tiles_words(mine)
    board = Counter(added) - Counter(mine)
    if not board:
        return QCoreApplication.translate("Review", "%1 as a new set").replace("%1", words)
    for old in removed:
        if Counter(old) == board:
            return QCoreApplication.translate("Review", "%1 onto %2").replace("%1", words).replace("%2", set_name(old))
    for old in removed:
        jokers = sum(1 for t in old if t.is_joker)
        if jokers and _jokerless(old) == board:  # a rack tile takes the joker's place
            return QCoreApplication.translate("Review", "%1 in place of the joker in %2, winning the joker back") \
                .replace("%1", words).replace("%2", tiles_words(old))
    taken = tiles_words(list(board.elements()))
    if _sources(board, removed) == 1:
        text = QCoreApplication.translate("Review", "%1 in a new set with %2 taken from another set")
    else:
        text = QCoreApplication.translate("Review", "%1 in a new set with %2 taken from other sets")
    return text.replace("%1", words).replace("%2", taken)


def what_you_did(missed: Missed) -> str:
    if missed.action == "draw":
        return QCoreApplication.translate("Review", "you drew")
    if missed.action == "pass":
        return QCoreApplication.translate("Review", "you passed")
    if missed.action == "timeout":
        return QCoreApplication.translate("Review", "your time ran out")
    return QCoreApplication.translate("Review", "you laid %1").replace("%1", tiles_words(missed.played))


def better_move(missed: Missed) -> str:
    """ "you could have laid 3 tiles: Blue 7 in place of the joker in …; Red 10, Red 11 …"."""
    laid = Counter(missed.best)
    told = [part_words(s, laid, missed.removed) for s in missed.added]
    parts = [p for p in told if p is not None]
    words = Review()
    if None in told:  # said too: the words had told only the sets with rack tiles (a newcomer's find)
        parts.append(words.rearranged(told.count(None)))
    count = len(missed.best)
    could = words.could_open(count) if missed.opening else words.could_lay(count)
    #: Between the parts of the better move: "Red 5 as a new set; Blue 2 onto the run Blue 3–6".
    return could.replace("%1", QCoreApplication.translate("Review", "; ").join(parts))


def review_sentence(missed: Missed) -> str:
    """ "Turn 12: you drew, but you could have laid 3 tiles: Blue 4, Blue 5, Blue 6 as a new set"."""
    sentence = QCoreApplication.translate("Review", "Turn %1: %2, but %3")
    return sentence.replace("%1", str(missed.turn)).replace("%2", what_you_did(missed)) \
        .replace("%3", better_move(missed))
