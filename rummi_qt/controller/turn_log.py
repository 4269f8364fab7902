"""The turn log's entries and their words: what each turn did, in one voice, with tiles in words.

An entry is a value (the host's event, or a game's heading), not a sentence: the log is worded when it
is shown, so it reads in the player's language, also after the language changes mid-game. Others are
named ("Bot 2 drew a tile"), the player is "you" ("You drew Blue 9"); only the player's own drawn tiles
are ever known here (the host never sends anyone else's)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from rummi_qt.engine import Drew, Event, GameEnded, Melded, Passed, Tile

from .texts import tile_name, tiles_words, timed_out_text


@dataclass(frozen=True, slots=True)
class GameStarts:
    """The heading above a game's turns: its number in the round (from 1) and the games planned."""

    number: int
    games: int


@dataclass(frozen=True, slots=True)
class SeatTaken:
    """The host gave a player's seat to a bot; ``name`` is how the player was called."""

    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class AwayBotPlays:
    """A player is away past the grace period and the table's away bot plays their turns."""

    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class CameBack:
    """A player the away bot stood in for is back and plays again."""

    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class TurnsElsewhere:
    """Under an earlier game's heading, before how it ended: its turns are not in this log (the app
    was started again, or the table resumed), so that it does not read as won at its start."""


@dataclass(frozen=True, slots=True)
class TimerPaused:
    """The table's owner paused the turn clock (``paused``), or set it running again."""

    paused: bool
    name: str  # the owner's name ("" when the table did not say)


@dataclass(frozen=True, slots=True)
class TimedOut:
    """The clock ended my turn: what it drew for me (none: it passed), and whether my changes were undone."""

    drawn: tuple[Tile, ...]
    penalty: bool
    undone: bool

    def text(self) -> str:
        return timed_out_text(self.drawn, penalty=self.penalty, undone=self.undone)


@dataclass(frozen=True, slots=True)
class StandIn:
    """A turn of mine the table's away bot played while I was away (told so on rejoining)."""

    event: Melded | Drew | Passed


LogEntry = (Melded | Drew | Passed | GameEnded | GameStarts | SeatTaken | AwayBotPlays | CameBack | TimedOut
            | StandIn | TimerPaused | TurnsElsewhere)


def my_turns(entries: Sequence[LogEntry], me: int) -> int:
    """How many of my turns a log of one game tells."""
    return sum(1 for e in entries if isinstance(e, (TimedOut, StandIn))
               or (isinstance(e, (Melded, Drew, Passed)) and e.seat == me))


def stand_ins(seen: int | None, events: Sequence[LogEntry], me: int) -> list[LogEntry]:
    """A game's turns as the host kept them (``events``), my turns past the ``seen`` ones I saw
    before I dropped marked as the away bot's: they were played while I was away. ``None``: not
    known (an app started afresh that kept no count), nothing can be told apart: as they are."""
    if seen is None or me < 0:
        return list(events)
    out: list[LogEntry] = []
    for e in events:
        if isinstance(e, (Melded, Drew, Passed)) and e.seat == me:
            if seen > 0:
                seen -= 1
            elif isinstance(e, Melded) or not e.timed_out:  # a turn the clock ended says so itself
                out.append(StandIn(e))
                continue
        out.append(e)
    return out


def log_entries(events: Iterable[Event]) -> list[LogEntry]:
    """The events that make a line in the log (a turn's edits and its start do not)."""
    return [e for e in events if isinstance(e, (Melded, Drew, Passed, GameEnded))]


def is_heading(entry: LogEntry) -> bool:
    return isinstance(entry, GameStarts)


def _timer_text(entry: TimerPaused) -> str:
    """ "Anna paused the turn timer": a guest sees why the clock stopped, and who stopped it."""
    if entry.paused:
        if entry.name:
            return QCoreApplication.translate("TurnLog", "{name} paused the turn timer").format(name=entry.name)
        return QCoreApplication.translate("TurnLog", "The turn timer is paused")
    if entry.name:
        return QCoreApplication.translate("TurnLog", "{name} set the turn timer running again").format(name=entry.name)
    return QCoreApplication.translate("TurnLog", "The turn timer runs again")


def log_text(entry: LogEntry, name_of: Callable[[int], str], me: int) -> str:
    """One log line: ``name_of`` names a seat, ``me`` is the player's own seat (-1 for an onlooker)."""
    if isinstance(entry, GameStarts):
        if entry.games > 1:
            #: The log's heading above a game's turns: "Game 2 of 4 starts".
            return QCoreApplication.translate("TurnLog", "Game {number} of {games} starts").format(
                number=entry.number, games=entry.games
            )
        return QCoreApplication.translate("TurnLog", "The game starts")
    if isinstance(entry, TimedOut):
        return entry.text()
    if isinstance(entry, AwayBotPlays):
        return QCoreApplication.translate("TurnLog", "{name} is away; a bot plays for them").format(name=entry.name)
    if isinstance(entry, CameBack):
        return QCoreApplication.translate("TurnLog", "{name} is back").format(name=entry.name)
    if isinstance(entry, TimerPaused):
        return _timer_text(entry)
    if isinstance(entry, TurnsElsewhere):
        #: Under an earlier game's heading in the log, whose turns this app did not follow.
        return QCoreApplication.translate("TurnLog", "Its turns are not in this log")
    if isinstance(entry, SeatTaken):
        return QCoreApplication.translate("TurnLog", "A bot took over {name}'s seat").format(name=entry.name)
    if isinstance(entry, GameEnded):
        return _winners_text(entry.result.winners, name_of, me)
    if isinstance(entry, StandIn):
        return _stand_in_text(entry.event)
    mine = entry.seat == me
    name = name_of(entry.seat)
    if isinstance(entry, Melded):
        return _melded_text(entry, name, mine)
    if isinstance(entry, Drew):
        return _drew_text(entry, name, mine)
    if entry.timed_out:
        return (
            QCoreApplication.translate("TurnLog", "Time ran out: you passed")
            if mine
            else QCoreApplication.translate("TurnLog", "{name} ran out of time and passed").format(name=name)
        )
    return (
        QCoreApplication.translate("TurnLog", "You passed")
        if mine
        else QCoreApplication.translate("TurnLog", "{name} passed").format(name=name)
    )


def _melded_text(entry: Melded, name: str, mine: bool) -> str:
    """A meld in words: an opening's sets, a move's new sets and the tiles it added to the board's,
    and how many sets it took apart (a move saved without its outline names its tiles only)."""
    laid = Counter(t for s in entry.new_sets for t in s)
    rest = tuple(sorted((Counter(entry.played) - laid).elements(), key=lambda t: t.sort_key))
    added = _words(rest) if rest else ""
    #: Separates the sets of a move in the log: "Red 3, Red 4, Red 5; Blue 7, Orange 7, Black 7".
    sets = QCoreApplication.translate("TurnLog", "; ").join(_words(s) for s in entry.new_sets)
    everything = sets + QCoreApplication.translate("TurnLog", "; ") + added if sets and added else sets or added
    if entry.opening:
        #: {tiles} lists the sets of the opening, tiles in words: "Black 5, Black 6, Black 7; Red 9, Blue 9, Orange 9".
        text = (QCoreApplication.translate("TurnLog", "You opened with {tiles}") if mine
                else QCoreApplication.translate("TurnLog", "{name} opened with {tiles}"))
        return text.format(name=name, tiles=everything)
    if entry.jokers_won:
        return _with_jokers_won(_laid_text(entry, name, mine, everything, sets, added), entry.jokers_won)
    return _laid_text(entry, name, mine, everything, sets, added)


def _with_jokers_won(text: str, count: int) -> str:
    if count == 1:
        #: Added to a move's line in the log when a tile of the move took a joker's place on the board.
        return QCoreApplication.translate("TurnLog", "{move}, winning back a joker").format(move=text)
    #: Added to a move's line in the log: {count} (2 or more) jokers won back from the board.
    return QCoreApplication.translate("TurnLog", "{move}, winning back {count} jokers").format(move=text, count=count)


def _laid_text(entry: Melded, name: str, mine: bool, everything: str, sets: str, added: str) -> str:
    if entry.reworked == 1:
        #: {tiles} lists the tiles laid, in words; the move also took apart (or changed inside) one set on the board.
        text = (QCoreApplication.translate("TurnLog", "You laid {tiles} and rearranged a set") if mine
                else QCoreApplication.translate("TurnLog", "{name} laid {tiles} and rearranged a set"))
    elif entry.reworked > 1:
        #: {tiles} lists the tiles laid, in words; {count} board sets (2 or more) were taken apart or changed.
        text = (QCoreApplication.translate("TurnLog", "You laid {tiles} and rearranged {count} sets") if mine
                else QCoreApplication.translate("TurnLog", "{name} laid {tiles} and rearranged {count} sets"))
    elif sets and added:
        #: {sets}: new sets, in words; {tiles}: tiles added to the ends of sets already on the board.
        text = (QCoreApplication.translate("TurnLog", "You laid {sets} and added {tiles}") if mine
                else QCoreApplication.translate("TurnLog", "{name} laid {sets} and added {tiles}"))
        return text.format(name=name, sets=sets, tiles=added)
    else:
        #: {tiles} lists the tiles laid, in words: "Black 5, Black 6, Black 7".
        text = (QCoreApplication.translate("TurnLog", "You laid {tiles}") if mine
                else QCoreApplication.translate("TurnLog", "{name} laid {tiles}"))
    return text.format(name=name, tiles=everything, count=entry.reworked)


def _words(tiles: Sequence[Tile]) -> str:
    """Tiles in words, each name kept on one line of the log ("Black 13", never "Black" then "13")."""
    if not tiles:
        return tiles_words(tiles)
    separator = QCoreApplication.translate("Texts", ", ")
    return separator.join(tile_name(t).replace(" ", "\N{NO-BREAK SPACE}") for t in tiles)


def _stand_in_text(event: Melded | Drew | Passed) -> str:
    """One of my turns that the away bot played while I was away."""
    if isinstance(event, Melded):
        tiles = _words(sorted(event.played, key=lambda t: t.sort_key))
        if event.opening:
            #: {tiles}: the tiles of the opening the away bot laid for the player, in words.
            return QCoreApplication.translate("TurnLog", "While you were away, a bot opened for you with {tiles}"
                                              ).format(tiles=tiles)
        #: {tiles}: the tiles the away bot laid for the player, in words.
        return QCoreApplication.translate("TurnLog", "While you were away, a bot laid {tiles} for you"
                                          ).format(tiles=tiles)
    if isinstance(event, Drew):
        if event.tiles:
            return QCoreApplication.translate("TurnLog", "While you were away, a bot drew {tiles} for you"
                                              ).format(tiles=_words(event.tiles))
        return QCoreApplication.translate("TurnLog", "While you were away, a bot drew a tile for you")
    return QCoreApplication.translate("TurnLog", "While you were away, a bot passed for you")


def _drew_text(entry: Drew, name: str, mine: bool) -> str:
    if mine and entry.tiles:
        tiles = _words(entry.tiles)
        if entry.penalty:
            return QCoreApplication.translate("TurnLog", "Time ran out: you drew {tiles} (official penalty)").format(
                tiles=tiles
            )
        if entry.timed_out:
            return QCoreApplication.translate("TurnLog", "Time ran out: you drew {tiles}").format(tiles=tiles)
        return QCoreApplication.translate("TurnLog", "You drew {tiles}").format(tiles=tiles)
    if mine:
        return QCoreApplication.translate("TurnLog", "You drew a tile")
    if entry.penalty:
        #: {count} is the number of tiles drawn, 2 or 3.
        return QCoreApplication.translate(
            "TurnLog", "{name} ran out of time and drew {count} tiles (official penalty)"
        ).format(name=name, count=entry.count)
    if entry.timed_out:
        return QCoreApplication.translate("TurnLog", "{name} ran out of time and drew a tile").format(name=name)
    if entry.count > 1:
        return QCoreApplication.translate("TurnLog", "{name} drew {count} tiles").format(name=name, count=entry.count)
    return QCoreApplication.translate("TurnLog", "{name} drew a tile").format(name=name)


def _winners_text(winners: tuple[int, ...], name_of: Callable[[int], str], me: int) -> str:
    #: Separates names in a list: "Anna, Bot 2".
    separator = QCoreApplication.translate("TurnLog", ", ")
    others = separator.join(name_of(s) for s in winners if s != me)
    if me in winners:
        if not others:
            return QCoreApplication.translate("TurnLog", "You won the game")
        return QCoreApplication.translate("TurnLog", "You share the win with {names}").format(names=others)
    if len(winners) > 1:
        return QCoreApplication.translate("TurnLog", "{names} share the win").format(names=others)
    return QCoreApplication.translate("TurnLog", "{name} won the game").format(name=others)
