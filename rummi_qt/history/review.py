"""Your review: the turns of one seat where the exact solver places more tiles than the player did.

Each turn is judged from what the player knew when it began (the board and their own rack), by
``engine.solver.hint`` (exact: it never places fewer tiles than the best legal move). A turn where
the player drew, passed or ran out of time but could have opened or laid tiles counts, and so does
a meld that left tiles on the rack that could have gone too. Pure Python; the app runs
``review_record`` in its worker process (``rummi_qt.workers``), never on the GUI thread."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rummi_qt.engine import Tile, format_board, format_tiles, hint, parse_board, parse_tiles

from .replay import RecordedGame, read_games


@dataclass(frozen=True, slots=True)
class Missed:
    """One turn that could have gone better. ``before`` is the board the turn began with,
    ``after`` the board of the better move; ``added`` the sets it makes (the played tiles in them)
    and ``removed`` the board sets it takes apart or extends."""

    turn: int
    action: str  # what the player did: "meld", "draw", "pass" or "timeout"
    played: tuple[Tile, ...]  # the tiles the player laid (none when they drew)
    best: tuple[Tile, ...]  # the tiles the better move lays
    opening: bool  # the better move is the player's opening
    before: tuple[tuple[Tile, ...], ...]
    after: tuple[tuple[Tile, ...], ...]
    added: tuple[tuple[Tile, ...], ...]
    removed: tuple[tuple[Tile, ...], ...]


def review_game(game: RecordedGame, seat: int) -> list[Missed]:
    """The turns of ``seat`` in ``game`` where a better move was there to be made."""
    missed = []
    frames = game.frames
    for index in range(1, len(frames)):
        frame, before = frames[index], frames[index - 1]
        if frame.seat != seat or frame.action not in ("meld", "draw", "pass", "timeout"):
            continue
        rack = before.racks[seat]
        if rack is None:
            continue  # not this copy's rack: nothing to judge from
        if frame.action == "meld" and len(frame.played) == len(rack):
            continue  # went out: nothing beats that
        try:
            found = hint(before.sets, rack, before.opened[seat], game.threshold)
        except ValueError:
            continue  # a position the solver refuses (a record edited by hand): no verdict
        if found is None or len(found.played) <= len(frame.played):
            continue
        missed.append(Missed(frame.turn, frame.action, frame.played, found.played, found.opening,
                             before.sets, tuple(found.board), tuple(found.added), tuple(found.removed)))
    return missed


# --- across the process boundary ----------------------------------------------------------------


def review_record(lines: list[dict[str, Any]], game: int, seat: int) -> list[dict[str, Any]]:
    """In the worker process: ``review_game`` of game ``game`` of a record, in notation (picklable)."""
    return [to_wire(m) for m in review_game(read_games(lines)[game], seat)]


def to_wire(missed: Missed) -> dict[str, Any]:
    return {"turn": missed.turn, "action": missed.action, "played": format_tiles(missed.played),
            "best": format_tiles(missed.best), "opening": missed.opening,
            "before": format_board(missed.before), "after": format_board(missed.after),
            "added": format_board(missed.added), "removed": format_board(missed.removed)}


def from_wire(data: dict[str, Any]) -> Missed:
    def sets(text: str) -> tuple[tuple[Tile, ...], ...]:
        return tuple(parse_board(text))

    return Missed(int(data["turn"]), str(data["action"]), parse_tiles(data["played"]), parse_tiles(data["best"]),
                  bool(data["opening"]), sets(data["before"]), sets(data["after"]), sets(data["added"]),
                  sets(data["removed"]))
