"""The rules engine: pure standard-library Python, deterministic given a seeded random.Random."""

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
