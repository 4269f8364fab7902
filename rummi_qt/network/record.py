"""Game records: JSON Lines for replay and audit, one object per line, in RULES.md notation.

    {"type":"game","seats":[names],"bots":[[seat,"level"],...],"tile_set":106,"options":{"threshold":30,
     "official_penalty":false,"timer":60},"seed":7,"racks":[dealt tiles per seat],
     "pool":"undealt tiles in drawing order","first":0}      ("bots": the bots' seats, for the replay)
    {"type":"turn","seat":0,"action":"meld","board":"whole board after the turn","at":[[row,col] where
     each of its sets starts],"played":"rack tiles"}      ("at": for the replay; a record without it is laid out)
    {"type":"turn","seat":1,"action":"draw","tile":"r7"}   {"type":"turn","seat":1,"action":"pass"}
    {"type":"turn","seat":2,"action":"timeout","tile":"b3"}  ("tiles": [...] under the official penalty;
                                                              no tile when the pool is empty)
    {"type":"end","winners":[0],"racks":["","r12 r12"],"scores":[24,-24]}
    {"type":"deal","game":1,"host_secret":"hex","parts":{"0":"hex"},"seed":"hex"}   (after "end": the
        revealed commit–reveal round; "game" lines carry its "deal": {"round","host","commits"})
    {"type":"chat","seat":0,"name":"Anna","text":"Nice!"}   {"type":"chat","seat":-1,"name":"Eve",
        "reaction":"good_game"}   (seat -1: an onlooker; a reaction is a code, see network/chat.py)
    {"type":"resumed","epoch":1,"game":2,"turn":14}   (the host stopped and the table was resumed
        from its save here: the lines after it continue the same game, from the same pool)

Several games of one table append to the same file. Readers ignore types they do not know."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import IO, Any

from rummi_qt.engine import (
    Arrange,
    Draw,
    Drew,
    Event,
    Finish,
    GameEnded,
    GameState,
    Melded,
    Pass,
    Passed,
    apply,
    format_board,
    format_tiles,
    new_game,
)
from rummi_qt.engine.board import placed_at
from rummi_qt.engine.bots import LEVELS as BOTS
from rummi_qt.engine.views import view_for

from .fairness import seats_to_wire
from .table import SeatKind, Table


def game_line(table: Table, game: GameState) -> dict[str, Any]:
    """The opening line of a game, from its state before the first turn."""
    return {
        "type": "game",
        "seats": [s.name for s in table.seats],
        "bots": [[seat, s.level] for seat, s in enumerate(table.seats) if s.kind is SeatKind.BOT],
        "tile_set": len(game.pool) + sum(len(r) for r in game.racks) + len(game.board),
        "options": {"threshold": game.options.threshold, "official_penalty": game.options.official_penalty,
                    "timer": table.options.timer},
        "seed": table.seed,
        "racks": [format_tiles(r) for r in game.racks],
        "pool": format_tiles(reversed(game.pool)),  # the pool draws from its end
        "first": game.first_seat,
        **({"deal": {"round": table.dealt.round, "host": table.dealt.host_commit,
                     "commits": seats_to_wire(table.dealt.commits)}} if table.dealt is not None else {}),
    }


def deal_line(table: Table) -> dict[str, Any] | None:
    """The line that reveals the ended game's deal: anyone can recompute its seed from the record."""
    deal = table.dealt
    if deal is None:
        return None
    return {"type": "deal", "game": deal.game, "host_secret": deal.host_secret,
            "parts": seats_to_wire(deal.parts), "seed": f"{deal.seed(table.id):064x}", "table": table.id}


def resumed_line(table: Table) -> dict[str, Any]:
    """Marks the place where a stopped table was resumed (its ``epoch``: how many times so far)."""
    match = table.match
    return {"type": "resumed", "epoch": table.epoch, "game": match.game_number if match else 0,
            "turn": match.game.turn if match else 0}


def turn_lines(events: Iterable[Event], game: GameState) -> list[dict[str, Any]]:
    """The lines for the events of one accepted action; ``game`` is the state after it."""
    lines: list[dict[str, Any]] = []
    for event in events:
        if isinstance(event, Melded):
            lines.append({"type": "turn", "seat": event.seat, "action": "meld",
                          "board": format_board(game.board.sets()), "at": placed_at(game.board),
                          "played": format_tiles(event.played)})
        elif isinstance(event, Drew):
            line: dict[str, Any] = {"type": "turn", "seat": event.seat,
                                    "action": "timeout" if event.timed_out else "draw"}
            if event.penalty:
                line["tiles"] = [str(t) for t in event.tiles]
            elif event.tiles:
                line["tile"] = str(event.tiles[0])
            lines.append(line)
        elif isinstance(event, Passed):
            lines.append({"type": "turn", "seat": event.seat, "action": "timeout" if event.timed_out else "pass"})
        elif isinstance(event, GameEnded):
            result = event.result
            lines.append({"type": "end", "winners": list(result.winners),
                          "racks": [format_tiles(r) for r in result.racks], "scores": list(result.changes)})
    return lines


class RecordWriter:
    """Appends a table's games to a JSON Lines file, flushed after every line."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[str] | None = None

    def write(self, lines: Iterable[dict[str, Any]]) -> None:
        file = self._open()
        for line in lines:
            file.write(json.dumps(line, separators=(",", ":")) + "\n")
        file.flush()

    def _open(self) -> IO[str]:
        if self._file is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = self.path.open("a", encoding="utf-8", newline="\n")
        return self._file

    def size(self) -> int:
        """The record's length in bytes, with everything written so far."""
        if self._file is not None:
            self._file.flush()
        try:
            return self.path.stat().st_size
        except FileNotFoundError:
            return 0

    def restore(self, size: int, lines: Iterable[dict[str, Any]]) -> None:
        """After a resume: the record as at the save, ``size`` bytes plus the saved turn's lines.
        Lines past the save (the host crashed after writing them, before the save) are cut: no
        client saw that turn. A record shorter than ``size`` is another file: left as it is."""
        if self.size() < size:
            return
        self.close()
        with self.path.open("r+b") as file:
            file.truncate(size)
        self.write(lines)

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def bots_game(names: Sequence[str], levels: Sequence[str], seed: int,
              timer: int | None = None) -> tuple[list[dict[str, Any]], GameState]:
    """A whole seeded game of bots (``levels`` per seat) played by the engine alone, as its record
    lines and the final state: for benchmarks and tools that need a real record without a host."""
    rng = random.Random(seed)
    state, _ = new_game(len(levels), rng)
    table = SimpleNamespace(seats=[SimpleNamespace(name=n, kind=SeatKind.BOT, level=level) for n, level in zip(
                                names, levels, strict=True)], seed=seed,
                            options=SimpleNamespace(timer=timer), dealt=None)  # no deal round: the seed deals
    lines = [game_line(table, state)]  # type: ignore[arg-type]
    while state.result is None:
        seat = state.current
        sets = BOTS[levels[seat]](view_for(state, seat), random.Random(rng.getrandbits(32)))
        if sets is not None:
            state = apply(state, Arrange(seat, tuple(tuple(s) for s in sets))).state
            outcome = apply(state, Finish(seat))
        else:
            outcome = apply(state, Draw(seat) if state.pool else Pass(seat))
        state = outcome.state
        lines += turn_lines(outcome.events, state)
    return lines, state

