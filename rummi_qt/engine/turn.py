"""Turn validation: is this end-of-turn board a legal result of the turn that began with that board?"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from .melds import is_valid_set, set_key, set_points, set_problem
from .tiles import Tile, format_tiles
from .verdict import OK, Reason, Verdict, refuse

DEFAULT_THRESHOLD = 30

Board = Sequence[Sequence[Tile]]


def board_tiles(board: Board) -> Counter[Tile]:
    return Counter(t for s in board for t in s)


def set_keys(board: Board) -> Counter[tuple[Tile, ...]]:
    """The board as a collection of sets, each in its order-independent form where that applies."""
    return Counter(set_key(s) for s in board)


def same_board(a: Board, b: Board) -> bool:
    return set_keys(a) == set_keys(b)


def check_turn(
    board_before: Board,
    board_after: Board,
    rack: Iterable[Tile],
    opened: bool,
    threshold: int = DEFAULT_THRESHOLD,
) -> Verdict:
    """Judge a finished turn by RULES.md items 2 and 3.

    ``rack`` is the whole rack at the start of the turn; ``opened`` says whether the player opened
    in an earlier turn (false during the opening turn itself).
    """
    before = board_tiles(board_before)
    after = board_tiles(board_after)
    rack_count = Counter(rack)

    missing = before - after
    if missing:
        gone = sorted(missing.elements())
        return refuse(Reason.BOARD_TILE_REMOVED,
                      f"Every tile that was on the board must stay there ({format_tiles(gone)} went missing)", gone)
    added = after - before
    if not added:
        return refuse(Reason.NO_TILE_PLAYED, "Play at least one tile from your rack, or draw")
    foreign = added - rack_count
    if foreign:
        extra = sorted(foreign.elements())
        return refuse(Reason.NOT_FROM_RACK, f"These tiles are not on your rack: {format_tiles(extra)}", extra)
    for laid in board_after:
        if not is_valid_set(laid):
            problem = set_problem(laid)
            why = problem.describe(laid) if problem else "not a set"
            return refuse(Reason.INVALID_SET, f"{format_tiles(laid)}: {why}", laid)
    if opened:
        return OK

    new_sets = set_keys(board_after) - set_keys(board_before)
    if set_keys(board_before) - set_keys(board_after):
        return refuse(Reason.OPENING_TOUCHED_BOARD,
                      "Your opening must leave the sets on the board as they were")
    worth = sum(set_points(s) * n for s, n in new_sets.items())
    if worth < threshold:
        return refuse(Reason.OPENING_TOO_LOW,
                      f"Opening needs {threshold} points; these sets are worth {worth}", numbers=(threshold, worth))
    return OK

