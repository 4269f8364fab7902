"""The rules engine: pure standard-library Python, deterministic given a seeded random.Random.

The package's names load on first use (PEP 562): ``from rummi_qt.engine.tiles import Tile`` costs
only the tiles module, and ``from rummi_qt.engine import Draft`` only the module that holds it. The
app's start screen needs tiles and sets, not the game, actions and solver, whose many dataclasses
took about 30 ms of every start when this file imported them all."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # what type checkers and readers see; at run time _HOMES below says the same
    from .actions import (
        Action,
        Arrange,
        DraftChanged,
        Draw,
        Drew,
        Event,
        Finish,
        GameEnded,
        Melded,
        Move,
        Pass,
        Passed,
        Place,
        StepBack,
        TakeBack,
        Timeout,
        TurnEnd,
        TurnStarted,
        Undo,
    )
    from .board import COLUMNS, ROWS, Board, BoardFullError, Cell, PlacedSet, layout
    from .draft import Draft
    from .game import GameState, Options, Outcome, StartingDraw, apply, new_game
    from .match import Match
    from .melds import (
        InvalidSetError,
        Reading,
        SetKind,
        SetProblem,
        is_valid_set,
        order_set,
        read_set,
        set_points,
        set_problem,
    )
    from .scoring import GameResult, ScoreBook, settle
    from .solver import Hint, best_move, hint
    from .tiles import (
        COLOURS,
        JOKER,
        LARGE_SET,
        STANDARD_SET,
        Colour,
        NotationError,
        Tile,
        TileSetSpec,
        all_tiles,
        format_board,
        format_tiles,
        parse_board,
        parse_tile,
        parse_tiles,
        rack_sum,
        spec_for_seats,
        tile,
    )
    from .turn import check_turn, same_board
    from .verdict import Reason, Verdict

__all__ = [
    "COLOURS", "COLUMNS", "JOKER", "LARGE_SET", "ROWS", "STANDARD_SET",
    "Action", "Arrange", "Board", "BoardFullError", "Cell", "Colour", "Draft", "DraftChanged", "Draw",
    "Drew", "Event", "Hint", "Finish", "GameEnded", "GameResult", "GameState", "InvalidSetError", "Match",
    "Melded", "Move", "NotationError", "Options", "Outcome", "Pass", "Passed", "Place", "PlacedSet",
    "Reading", "Reason", "ScoreBook", "SetKind", "SetProblem", "StartingDraw", "StepBack", "TakeBack",
    "Tile", "TileSetSpec", "Timeout", "TurnEnd", "TurnStarted", "Undo", "Verdict",
    "all_tiles", "apply", "best_move", "check_turn", "format_board", "format_tiles", "hint", "is_valid_set", "layout",
    "new_game", "order_set", "parse_board", "parse_tile", "parse_tiles", "rack_sum", "read_set",
    "same_board", "set_points", "set_problem", "settle", "spec_for_seats", "tile",
]

# Each module of the package and the names it offers here (tests/engine/test_engine_package.py
# checks that this, __all__ and the imports above say the same).
_HOMES: dict[str, tuple[str, ...]] = {
    "actions": ("Action", "Arrange", "DraftChanged", "Draw", "Drew", "Event", "Finish", "GameEnded", "Melded",
                "Move", "Pass", "Passed", "Place", "StepBack", "TakeBack", "Timeout", "TurnEnd", "TurnStarted",
                "Undo"),
    "board": ("COLUMNS", "ROWS", "Board", "BoardFullError", "Cell", "PlacedSet", "layout"),
    "draft": ("Draft",),
    "game": ("GameState", "Options", "Outcome", "StartingDraw", "apply", "new_game"),
    "match": ("Match",),
    "melds": ("InvalidSetError", "Reading", "SetKind", "SetProblem", "is_valid_set", "order_set", "read_set",
              "set_points", "set_problem"),
    "scoring": ("GameResult", "ScoreBook", "settle"),
    "solver": ("Hint", "best_move", "hint"),
    "tiles": ("COLOURS", "JOKER", "LARGE_SET", "STANDARD_SET", "Colour", "NotationError", "Tile", "TileSetSpec",
              "all_tiles", "format_board", "format_tiles", "parse_board", "parse_tile", "parse_tiles", "rack_sum",
              "spec_for_seats", "tile"),
    "turn": ("check_turn", "same_board"),
    "verdict": ("Reason", "Verdict"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


if not TYPE_CHECKING:  # hidden from type checkers: a module __getattr__ would make every misspelt name Any

    def __getattr__(name: str) -> Any:
        home = _HOME_OF.get(name)
        if home is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
        globals()[name] = value  # found once: later look-ups are plain attribute reads
        return value
