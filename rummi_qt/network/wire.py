"""Engine values on the wire: views, events, results and options as JSON-ready dicts and back.

Tiles, sets and boards travel in RULES.md notation; a board as ``[[row, col, "r7"], ...]`` in
grid reading order. Nothing here knows a rack other than the one a view carries."""

from __future__ import annotations

import logging
from collections import Counter
from dataclasses import replace
from typing import Any

from rummi_qt.engine import (
    Board,
    Cell,
    DraftChanged,
    Drew,
    Event,
    GameEnded,
    GameResult,
    GameState,
    Melded,
    NotationError,
    Options,
    Passed,
    Tile,
    TurnEnd,
    TurnStarted,
    format_tiles,
    parse_tile,
    parse_tiles,
)
from rummi_qt.engine.scoring import ScoreBook
from rummi_qt.engine.tiles import distinct_tiles
from rummi_qt.engine.views import PlayerView

from .memo import ByIdentity
from .messages import Delta, ProtocolError


def board_to_wire(board: Board, runs: bool = False) -> list[list[Any]]:
    """``[[row, col, "tile"], ...]`` in reading order; with ``runs`` (views), each entry holds the
    tiles lying side by side from that cell rightwards, ``[row, col, "r1 r2 r3"]``: a third of the bytes."""
    if not runs:
        return [[cell.row, cell.col, str(t)] for cell, t in board]
    found: list[list[Any]] = []
    last: Cell | None = None
    for cell, t in board:
        if last is not None and cell.row == last.row and cell.col == last.col + 1:
            found[-1][2] += " " + str(t)
        else:
            found.append([cell.row, cell.col, str(t)])
        last = cell
    return found


# The 53 tile names as the host writes them: looking them up is four times faster than parsing,
# and parsing was most of a client's work per view. Any other spelling still goes to parse_tile.
_TILES = {str(t): t for t in distinct_tiles()}
log = logging.getLogger(__name__)
MAX_TILES_PLAYED = 106  # every tile of the largest tile set (four jokers): bounds what a meld can hold


def _tile(text: str) -> Tile:
    known = _TILES.get(text)
    return known if known is not None else parse_tile(text)


def board_from_wire(cells: Any) -> Board:
    """A board from either shape of :func:`board_to_wire` (one tile an entry, or runs)."""
    try:
        found: dict[Cell, Tile] = {}
        for row, col, text in cells:
            for offset, word in enumerate(str(text).split()):
                found[Cell(int(row), int(col) + offset)] = _tile(word)
        return Board(found)
    except (TypeError, ValueError) as error:
        raise ProtocolError(f"not a board: {error}") from None


# A view's boards, by identity: most turns (a draw, a pass) leave the board the same object, and
# every seat's view and every save of a turn read it (the lists are shared: nobody changes them).
_view_board = ByIdentity(lambda board: board_to_wire(board, runs=True), 8)


def cell_from_wire(value: list[int]) -> Cell:
    if len(value) != 2:
        raise ProtocolError("a cell is [row, column]")
    return Cell(value[0], value[1])


def tiles_from_wire(text: str) -> tuple[Tile, ...]:
    if not isinstance(text, str):
        raise ProtocolError(f"tiles are written as text, not {type(text).__name__}")
    known = _TILES_OF_TEXT.get(text)
    if known is not None:
        return known
    try:
        found = tuple(_tile(word) for word in text.split()) if "|" not in text else parse_tiles(text)
    except NotationError as error:
        raise ProtocolError(str(error)) from None
    if len(_TILES_OF_TEXT) >= 512:
        _TILES_OF_TEXT.clear()
    _TILES_OF_TEXT[text] = found
    return found


# A client reads the same racks and played tiles view after view (every seat's laid tiles, its own
# rack between its turns): each text is split once. Tiles are immutable, so the tuples are shared.
_TILES_OF_TEXT: dict[str, tuple[Tile, ...]] = {"": ()}


def options_to_wire(options: Options) -> dict[str, Any]:
    return {"threshold": options.threshold, "official_penalty": options.official_penalty}


def options_from_wire(data: dict[str, Any]) -> Options:
    try:
        key = (int(data["threshold"]), bool(data["official_penalty"]))
        known = _OPTIONS.get(key)
        if known is None:
            known = _OPTIONS[key] = Options(threshold=key[0], official_penalty=key[1])
        return known
    except (KeyError, TypeError, ValueError) as error:
        raise ProtocolError(f"not table options: {error}") from None


_OPTIONS: dict[tuple[int, bool], Options] = {}  # every view brings the table's options: one value each


def result_to_wire(result: GameResult) -> dict[str, Any]:
    return {
        "winners": list(result.winners),
        "racks": [format_tiles(r) for r in result.racks],
        "changes": list(result.changes),
        "went_out": result.went_out,
    }


def result_from_wire(data: dict[str, Any]) -> GameResult:
    try:
        return GameResult(
            winners=tuple(int(s) for s in data["winners"]),
            racks=tuple(tiles_from_wire(r) for r in data["racks"]),
            changes=tuple(int(c) for c in data["changes"]),
            went_out=bool(data["went_out"]),
        )
    except (KeyError, TypeError) as error:
        raise ProtocolError(f"not a game result: {error}") from None


def book_to_wire(book: ScoreBook) -> dict[str, Any]:
    return {"seats": book.seats, "games_planned": book.games_planned,
            "results": [result_to_wire(r) for r in book.results]}


def book_from_wire(data: dict[str, Any]) -> ScoreBook:
    try:
        return ScoreBook(int(data["seats"]), int(data["games_planned"]),
                         tuple(result_from_wire(r) for r in data["results"]))
    except (KeyError, TypeError) as error:
        raise ProtocolError(f"not a score book: {error}") from None


def view_to_wire(view: PlayerView) -> dict[str, Any]:
    return {
        "seat": view.seat,
        "seats": view.seats,
        "options": options_to_wire(view.options),
        "rack": None if view.rack is None else format_tiles(view.rack),
        "last_drawn": format_tiles(view.last_drawn),
        "board": _view_board(view.board),
        # Outside a move the two boards are one: null says so (half the bytes of every turn's view).
        "turn_board": None if view.turn_board is view.board or view.turn_board == view.board
        else _view_board(view.turn_board),
        "rack_counts": list(view.rack_counts),
        "opened": list(view.opened),
        "last_turns": [str(t) for t in view.last_turns],
        "laid_since": [format_tiles(t) for t in view.laid_since],
        "pool_size": view.pool_size,
        "current": view.current,
        "first_seat": view.first_seat,
        "turn": view.turn,
        "passes": view.passes,
        "can_step_back": view.can_step_back,
        "result": None if view.result is None else result_to_wire(view.result),
    }


def view_from_wire(data: dict[str, Any], boards: BoardReader | None = None) -> PlayerView:
    """A view as the host sent it; ``boards`` (a client's own) reuses a board that came before."""
    read = board_from_wire if boards is None else boards.read
    try:
        board = read(data["board"])
        # Outside a move the two boards are the same: sent as null (or, as before, twice), decoded once.
        same = data["turn_board"] is None or data["turn_board"] == data["board"]
        turn_board = board if same else read(data["turn_board"])
        return PlayerView(
            seat=int(data["seat"]),
            seats=int(data["seats"]),
            options=options_from_wire(data["options"]),
            rack=None if data["rack"] is None else tiles_from_wire(data["rack"]),
            last_drawn=tiles_from_wire(data["last_drawn"]),
            board=board,
            turn_board=turn_board,
            rack_counts=tuple(int(n) for n in data["rack_counts"]),
            opened=tuple(bool(o) for o in data["opened"]),
            last_turns=tuple(_TURN_ENDS[t] if t in _TURN_ENDS else TurnEnd(t) for t in data["last_turns"]),
            laid_since=tuple(tiles_from_wire(t) for t in data["laid_since"]),
            pool_size=int(data["pool_size"]),
            current=int(data["current"]),
            first_seat=int(data["first_seat"]),
            turn=int(data["turn"]),
            passes=int(data["passes"]),
            can_step_back=bool(data["can_step_back"]),
            result=None if data["result"] is None else result_from_wire(data["result"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ProtocolError(f"not a game view: {error}") from None


_TURN_ENDS = {end.value: end for end in TurnEnd}  # looked up: calling the enum is ten times slower


class BoardReader:
    """Boards as one client receives them, view after view: most views (a draw, a pass, a clock's
    turn) bring the board that came before, and comparing its cells costs a tenth of decoding them."""

    def __init__(self) -> None:
        self._recent: list[tuple[Any, Board]] = []

    def read(self, cells: Any) -> Board:
        for known, board in self._recent:
            if known == cells:
                return board
        board = board_from_wire(cells)
        # The last two: during a move, the board as it lies and the one the turn began with.
        self._recent = [(cells, board), *self._recent[:1]]
        return board


def event_to_wire(event: Event) -> dict[str, Any]:
    """An event already redacted for its receiver (``views.event_for``)."""
    if isinstance(event, DraftChanged):
        return {"kind": "edit", "seat": event.seat}
    if isinstance(event, Melded):
        return {"kind": "meld", "seat": event.seat, "played": format_tiles(event.played), "opening": event.opening,
                "sets": [format_tiles(laid) for laid in event.new_sets], "reworked": event.reworked,
                "won": event.jokers_won}
    if isinstance(event, Drew):
        return {"kind": "draw", "seat": event.seat, "tiles": format_tiles(event.tiles), "count": event.count,
                "timed_out": event.timed_out, "penalty": event.penalty}
    if isinstance(event, Passed):
        return {"kind": "pass", "seat": event.seat, "timed_out": event.timed_out}
    if isinstance(event, TurnStarted):
        return {"kind": "turn", "seat": event.seat}
    return {"kind": "end", "result": result_to_wire(event.result)}


def event_from_wire(data: dict[str, Any]) -> Event:
    try:
        kind = data["kind"]
        if kind == "edit":
            return DraftChanged(int(data["seat"]))
        if kind == "meld":
            return melded(int(data["seat"]), tiles_from_wire(data["played"]), bool(data["opening"]),
                          data.get("sets", []), data.get("reworked", 0), data.get("won", 0))
        if kind == "draw":
            return Drew(int(data["seat"]), tiles_from_wire(data["tiles"]), bool(data["timed_out"]),
                        bool(data["penalty"]), int(data["count"]))
        if kind == "pass":
            return Passed(int(data["seat"]), bool(data["timed_out"]))
        if kind == "turn":
            return TurnStarted(int(data["seat"]))
        if kind == "end":
            return GameEnded(result_from_wire(data["result"]))
    except (KeyError, TypeError, ValueError) as error:
        raise ProtocolError(f"not a game event: {error}") from None
    raise ProtocolError(f"unknown event kind {kind!r}")


_MOST_JOKERS = 4  # in a tile set (the larger set has four)


def melded(seat: int, played: tuple[Tile, ...], opening: bool, sets: object, reworked: object,
           won: object = 0) -> Melded:
    """A meld's event with its outline as written (``sets``: a list of tile texts). An outline of the
    wrong shape is an error (a ``ValueError`` says what is wrong); one whose sets hold tiles the meld
    did not play is left out, the meld kept: it only words the log, and a game must never stop on it."""
    if not isinstance(sets, list) or len(sets) > MAX_TILES_PLAYED or not all(isinstance(s, str) for s in sets):
        raise ValueError("a meld's sets are a list of tile texts")
    if not isinstance(reworked, int) or isinstance(reworked, bool) or not 0 <= reworked <= MAX_TILES_PLAYED:
        raise ValueError(f"a meld's count of sets taken apart is a whole number, not {reworked!r}")
    if not isinstance(won, int) or isinstance(won, bool) or not 0 <= won <= _MOST_JOKERS:
        raise ValueError(f"a meld's count of jokers won back is a whole number up to {_MOST_JOKERS}, not {won!r}")
    new_sets = tuple(tiles_from_wire(s) for s in sets)
    if any(not s for s in new_sets) or Counter(t for s in new_sets for t in s) - Counter(played):
        log.warning("a meld's outline holds tiles it did not play; the log names its tiles only")
        return Melded(seat, played, opening)
    return Melded(seat, played, opening, new_sets, reworked, won)


# --- deltas: one edit inside a turn ----------------------------------------------------------------


def board_delta(old: Board, new: Board) -> tuple[list[list[int]], list[list[Any]], list[list[int]]]:
    """How ``new`` differs from ``old``: cells emptied, cells filled (with their tile) and tiles
    moved (a tile that left one cell and arrived in another: tiles are interchangeable copies)."""
    left: dict[Tile, list[Cell]] = {}
    for cell, t in old:
        if new[cell] != t:
            left.setdefault(t, []).append(cell)
    added: list[list[Any]] = []
    moved: list[list[int]] = []
    for cell, t in new:
        if old[cell] != t:
            sources = left.get(t)
            if sources:
                source = sources.pop(0)
                moved.append([source.row, source.col, cell.row, cell.col])
            else:
                added.append([cell.row, cell.col, str(t)])
    removed = [[cell.row, cell.col] for cells in left.values() for cell in cells]
    return sorted(removed), added, moved


def delta_for(state: GameState, seat: int, before: Board, version: int, edit: int) -> Delta:
    """The delta of the edit that turned ``before`` into the game's in-progress board, as ``seat``
    may see it: the mover's rack goes to the mover only; everyone else works out its size."""
    mover = state.current
    removed, added, moved = board_delta(before, state.draft.board)
    return Delta(version=version, edit=edit, removed=removed, added=added, moved=moved,
                 rack=format_tiles(state.rack_of(mover)) if seat == mover else None,
                 can_step_back=bool(state.draft.history))


def apply_board_delta(board: Board, msg: Delta) -> Board:
    """``board`` with a delta's changes; raises ProtocolError when they do not fit it (a missed
    delta, or a host that is not ours): the client then asks for the whole view."""
    try:
        cells = board.cells
        moving = [(Cell(r, c), Cell(r2, c2)) for r, c, r2, c2 in msg.moved]
        tiles = {source: cells.pop(source) for source, _ in moving}
        for row, col in msg.removed:
            del cells[Cell(row, col)]
        for source, target in moving:
            if target in cells:
                raise ProtocolError(f"a delta moves a tile onto the full cell {target}")
            cells[target] = tiles[source]
        for row, col, text in msg.added:
            cell = Cell(int(row), int(col))
            if cell in cells:
                raise ProtocolError(f"a delta puts a tile on the full cell {cell}")
            cells[cell] = _tile(str(text))
        return Board(cells)
    except (KeyError, TypeError, ValueError) as error:
        raise ProtocolError(f"a delta that does not fit the board: {error}") from None


def view_with_delta(view: PlayerView, msg: Delta) -> PlayerView:
    """A client's view after a delta: the board, the mover's rack (its own) and its size, Ctrl+Z's state.

    The mover is the current player; the board keeps every tile the turn began with, so the tiles
    it holds beyond them are the ones laid from the mover's rack, and its size follows."""
    mover = view.current
    if view.result is not None or (msg.rack is not None) != (view.seat == mover):
        raise ProtocolError("a delta that is not for this view's turn")
    board = apply_board_delta(view.board, msg)
    counts = list(view.rack_counts)
    counts[mover] += len(view.board) - len(board)
    if counts[mover] < 0:
        raise ProtocolError("a delta that lays more tiles than the mover holds")
    rack = view.rack if msg.rack is None else tiles_from_wire(msg.rack)
    return replace(view, board=board, rack=rack, rack_counts=tuple(counts), can_step_back=msg.can_step_back)
