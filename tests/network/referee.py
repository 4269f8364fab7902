"""An independent referee for game records: replays a JSON Lines record turn by turn with nothing
but the rule checks (check_turn, notation, settle) and says what is wrong, if anything."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from rummi_qt.engine import all_tiles, check_turn, parse_board, parse_tile, parse_tiles, settle, spec_for_seats


class RefereeError(AssertionError):
    pass


def referee(path: Path) -> list[dict[str, Any]]:
    """Check every game in the record; returns the end lines. Raises RefereeError on a wrong turn."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    ends = []
    game: dict[str, Any] | None = None
    racks: list[Counter[Any]] = []
    pool: list[Any] = []
    board: list[tuple[Any, ...]] = []
    opened: list[bool] = []
    expected = 0
    passes = 0
    for number, line in enumerate(lines, 1):
        where = f"line {number}"
        kind = line.get("type")
        if kind == "game":
            game = line
            seats = len(line["seats"])
            spec = spec_for_seats(seats)
            if line["tile_set"] != spec.size:
                raise RefereeError(f"{where}: {seats} seats play with {spec.size} tiles")
            racks = [Counter(parse_tiles(r)) for r in line["racks"]]
            if any(sum(r.values()) != 14 for r in racks):
                raise RefereeError(f"{where}: every rack starts with 14 tiles")
            pool = list(parse_tiles(line["pool"]))
            if sum(racks, Counter()) + Counter(pool) != Counter(all_tiles(spec)):
                raise RefereeError(f"{where}: the racks and the pool are not one whole tile set")
            board, opened, expected, passes = [], [False] * seats, line["first"], 0
            threshold = line["options"]["threshold"]
        elif kind == "turn":
            if game is None:
                raise RefereeError(f"{where}: a turn before any game")
            seat = line["seat"]
            if seat != expected:
                raise RefereeError(f"{where}: seat {seat} played, but it was seat {expected}'s turn")
            action = line["action"]
            if action == "meld":
                after = parse_board(line["board"])
                played = Counter(parse_tiles(line["played"]))
                verdict = check_turn(board, after, tuple(racks[seat].elements()), opened[seat], threshold)
                if not verdict.ok:
                    raise RefereeError(f"{where}: illegal meld: {verdict.detail}")
                added = Counter(t for s in after for t in s) - Counter(t for s in board for t in s)
                if added != played:
                    raise RefereeError(f"{where}: 'played' does not match the board's new tiles")
                racks[seat] -= played
                board, opened[seat], passes = after, True, 0
                if not racks[seat]:
                    expected = -1
                    continue
            elif action in ("draw", "timeout"):
                drawn = [parse_tile(t) for t in line.get("tiles", [])] or (
                    [parse_tile(line["tile"])] if "tile" in line else [])
                if action == "draw" and len(drawn) != 1:
                    raise RefereeError(f"{where}: a draw takes one tile")
                if drawn != pool[:len(drawn)]:
                    raise RefereeError(f"{where}: drew {drawn}, but the pool's next tiles were {pool[:len(drawn)]}")
                if not drawn and pool:
                    raise RefereeError(f"{where}: a timeout with tiles in the pool draws")
                if action == "timeout" and len(drawn) > 1 and len(drawn) != min(3, len(pool)):
                    raise RefereeError(f"{where}: a penalty draws three (or what is left)")
                del pool[:len(drawn)]
                racks[seat] += Counter(drawn)
                passes = passes + 1 if not drawn else 0
            elif action == "pass":
                if pool:
                    raise RefereeError(f"{where}: a pass while the pool still has tiles")
                passes += 1
            else:
                raise RefereeError(f"{where}: unknown action {action!r}")
            expected = (seat + 1) % len(racks)
        elif kind == "end":
            if game is None:
                raise RefereeError(f"{where}: an end before any game")
            final = [tuple(r.elements()) for r in racks]
            if [Counter(parse_tiles(r)) for r in line["racks"]] != racks:
                raise RefereeError(f"{where}: the racks at the end are not what the turns left")
            went_out = any(not r for r in final)
            if not went_out and not (passes >= len(racks) and not pool):
                raise RefereeError(f"{where}: the game ended with nobody out and no full round of passes")
            if line["scores"] != settle(final):
                raise RefereeError(f"{where}: scores {line['scores']} should be {settle(final)}")
            ends.append(line)
            game = None
    if game is not None:
        raise RefereeError("the record ends in the middle of a game")
    return ends
