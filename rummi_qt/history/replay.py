"""Reading a kept game back: a record's lines become one frame per turn, as the table was after it.

A host's record (``rummi_qt/network/record.py``) knows every rack; a guest's copy has the same
line types but only what that seat was allowed to see: its own rack (``"view"`` names the seat),
everyone's public moves, other seats' draws as a ``"count"`` only, and every rack at the end.
A guest that missed turns (its connection dropped) writes a ``"sync"`` line with the table as it
found it again. Pure Python: no Qt, no files (``read_lines`` is the one helper that reads one)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rummi_qt.engine import Board, Tile, all_tiles, layout, parse_board, parse_tile, parse_tiles, spec_for_seats
from rummi_qt.engine.board import laid_at
from rummi_qt.engine.tiles import RACK_SIZE

Sets = tuple[tuple[Tile, ...], ...]


class RecordError(ValueError):
    """A record that cannot be read as games (not JSON Lines, or a line that contradicts itself)."""


@dataclass(frozen=True, slots=True)
class Frame:
    """The table after one step of a game: ``turn`` 0 is the deal, then one frame per turn line.

    ``racks[s]`` is ``None`` where that rack is not known to this copy (another seat, in a guest's
    copy before the end). ``seat``/``action`` say what this step was (``"deal"`` at turn 0,
    ``"meld"``, ``"draw"``, ``"pass"``, ``"timeout"``, ``"sync"``, ``"end"``); ``played`` the tiles
    laid, ``drawn`` the tiles drawn (``None`` when this copy does not know which), ``count`` how many."""

    turn: int
    seat: int | None
    action: str
    board: Board
    racks: tuple[tuple[Tile, ...] | None, ...]
    counts: tuple[int, ...]
    opened: tuple[bool, ...]
    pool: int
    current: int
    played: tuple[Tile, ...] = ()
    drawn: tuple[Tile, ...] | None = ()
    count: int = 0
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()

    @property
    def sets(self) -> Sets:
        return tuple(self.board.sets())


@dataclass(frozen=True, slots=True)
class RecordedGame:
    """One game of a record, ready to step through."""

    names: tuple[str, ...]
    threshold: int
    view: int | None  # the seat whose copy this is (a guest's), None for a host's full record
    frames: tuple[Frame, ...]
    ended: bool
    lines: tuple[dict[str, Any], ...] = field(default=(), repr=False)
    bots: dict[int, str] = field(default_factory=dict)  # the bots' seats and levels (a record before them: none)

    @property
    def seats(self) -> int:
        return len(self.names)

    @property
    def last(self) -> Frame:
        return self.frames[-1]


def read_lines(path: Path) -> list[dict[str, Any]]:
    """A record file's objects; a line that is not JSON raises ``RecordError`` saying which."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"cannot read {path}: {error}") from None
    return parse_lines(text.splitlines())


def parse_lines(lines: Iterable[str]) -> list[dict[str, Any]]:
    objects = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError:
            raise RecordError(f"line {number} is not JSON") from None
        if isinstance(obj, dict):
            objects.append(obj)
    return objects


def split_games(lines: Sequence[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The lines of each game, each list starting at its ``game`` line (lines before the first are dropped)."""
    games: list[list[dict[str, Any]]] = []
    for line in lines:
        if line.get("type") == "game":
            games.append([line])
        elif games:
            games[-1].append(line)
    return games


def read_games(lines: Sequence[dict[str, Any]]) -> list[RecordedGame]:
    return [read_game(game) for game in split_games(lines)]


def read_game(lines: Sequence[dict[str, Any]]) -> RecordedGame:
    """Replay one game's lines (the first a ``game`` line) into frames."""
    if not lines or lines[0].get("type") != "game":
        raise RecordError("a game starts with a 'game' line")
    try:
        return _Reader(lines).read()
    except (KeyError, TypeError, ValueError, IndexError) as error:
        if isinstance(error, RecordError):
            raise
        raise RecordError(f"the record does not read as a game: {error}") from None


class _Reader:
    def __init__(self, lines: Sequence[dict[str, Any]]) -> None:
        self.lines = lines
        head = lines[0]
        self.names = tuple(str(n) for n in head["seats"])
        seats = len(self.names)
        bots = head.get("bots", [])
        if not isinstance(bots, list) or not all(
                isinstance(b, list) and len(b) == 2 and isinstance(b[0], int) and 0 <= b[0] < seats
                and isinstance(b[1], str) for b in bots):
            raise RecordError("the game line's bots are [seat, level] pairs")
        self.bots = {seat: level for seat, level in bots}
        view = head.get("view")
        self.view = int(view) if view is not None else None
        self.threshold = int(head.get("options", {}).get("threshold", 30))
        racks = [parse_tiles(r) if r is not None else None for r in head["racks"]]
        if len(racks) != seats:
            raise RecordError("the game line has a rack per seat")
        tile_set = int(head.get("tile_set") or len(all_tiles(spec_for_seats(seats))))
        board = Board()
        if head.get("board"):
            board = _laid(head, None)
        counts = tuple(int(c) for c in head.get("counts", [RACK_SIZE] * seats))
        opened = tuple(bool(o) for o in head.get("opened", [False] * seats))
        pool = int(head["pool_size"]) if "pool_size" in head else \
            tile_set - sum(counts) - sum(1 for _ in board)
        first = int(head.get("first", 0))
        self.frame = Frame(int(head.get("turn", 1)) - 1, None, "deal", board,
                           tuple(tuple(r) if r is not None else None for r in racks), counts, opened, pool, first)

    def read(self) -> RecordedGame:
        frames = [self.frame]
        ended = False
        for line in self.lines[1:]:
            kind = line.get("type")
            if kind == "turn":
                frames.append(self._turn(frames[-1], line))
            elif kind == "sync":
                frames.append(self._sync(frames[-1], line))
            elif kind == "end":
                frames.append(self._end(frames[-1], line))
                ended = True
                break
        return RecordedGame(self.names, self.threshold, self.view, tuple(frames), ended, tuple(self.lines), self.bots)

    def _turn(self, before: Frame, line: dict[str, Any]) -> Frame:
        seat = int(line["seat"])
        if not 0 <= seat < len(self.names):
            raise RecordError(f"seat {seat} is not at this table")
        action = str(line["action"])
        racks, counts = list(before.racks), list(before.counts)
        following = (seat + 1) % len(self.names)
        turn = before.turn + 1
        if action == "meld":
            played = parse_tiles(str(line.get("played", "")))
            racks[seat] = _without(racks[seat], played)
            counts[seat] -= len(played)
            opened = tuple(o or s == seat for s, o in enumerate(before.opened))
            return Frame(turn, seat, action, _laid(line, before.board), tuple(racks), tuple(counts), opened,
                         before.pool, following, played=played, count=len(played))
        if action in ("draw", "timeout") and ("tile" in line or "tiles" in line or "count" in line):
            drawn: tuple[Tile, ...] | None
            if "tiles" in line:
                drawn = tuple(parse_tile(str(t)) for t in line["tiles"])
            elif "tile" in line:
                drawn = (parse_tile(str(line["tile"])),)
            else:
                drawn = None
            count = len(drawn) if drawn is not None else int(line["count"])
            rack = racks[seat]
            racks[seat] = tuple(sorted(rack + drawn)) if rack is not None and drawn is not None else None
            counts[seat] += count
            return Frame(turn, seat, action, before.board, tuple(racks), tuple(counts), before.opened,
                         before.pool - count, following, drawn=drawn, count=count)
        # A pass (or a timeout with the pool empty): nothing moves.
        return Frame(turn, seat, "pass" if action == "pass" else action, before.board, before.racks,
                     before.counts, before.opened, before.pool, following)

    def _sync(self, before: Frame, line: dict[str, Any]) -> Frame:
        racks = list(before.racks)
        if self.view is not None and "rack" in line:
            racks = [None] * len(racks)
            racks[self.view] = parse_tiles(str(line["rack"]))
        return Frame(int(line.get("turn", before.turn + 1)) - 1, None, "sync",
                     _laid(line, before.board), tuple(racks),
                     tuple(int(c) for c in line["counts"]), tuple(bool(o) for o in line["opened"]),
                     int(line["pool_size"]), int(line.get("current", before.current)))

    def _end(self, before: Frame, line: dict[str, Any]) -> Frame:
        racks = tuple(parse_tiles(str(r)) for r in line["racks"])
        return Frame(before.turn, None, "end", before.board, racks, tuple(len(r) for r in racks), before.opened,
                     before.pool, before.current, scores=tuple(int(s) for s in line["scores"]),
                     winners=tuple(int(w) for w in line["winners"]))


def _laid(line: dict[str, Any], before: Board | None) -> Board:
    """A record line's board as it lay on the table (its ``at``), or laid out from the board before
    it where the record has no such starts (kept before they were) or they do not fit."""
    sets = parse_board(str(line.get("board", "")))
    return laid_at(sets, line.get("at")) or layout(sets, before)


def _without(rack: tuple[Tile, ...] | None, played: Sequence[Tile]) -> tuple[Tile, ...] | None:
    if rack is None:
        return None
    left = Counter(rack)
    left.subtract(played)
    if any(n < 0 for n in left.values()):
        raise RecordError(f"a seat laid tiles it did not hold: {' '.join(map(str, played))}")
    return tuple(sorted(left.elements()))
