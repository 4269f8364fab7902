"""Between a client and the game screen: turns what the player does into intents, follows the host's
views, and says which controls are enabled and why. It decides no rule: the engine does."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import partial, wraps
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from rummi_qt.engine import (
    Arrange,
    Board,
    Cell,
    DraftChanged,
    Drew,
    Event,
    GameEnded,
    Melded,
    Move,
    Passed,
    Place,
    StepBack,
    TakeBack,
    Tile,
    TurnStarted,
    Undo,
    format_board,
    format_tiles,
    parse_board,
    parse_tiles,
)
from rummi_qt.engine.board import COLUMNS, ROWS, on_grid
from rummi_qt.engine.changes import follow_marks, move_marks
from rummi_qt.engine.melds import is_group, set_key, set_problem
from rummi_qt.engine.placement import (
    close_gap,
    moves_in_order,
    placement_cells,
    placement_options,
    room_for,
    room_in,
    row_order,
)
from rummi_qt.engine.verdict import Reason
from rummi_qt.engine.views import SPECTATOR, PlayerView
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.table import BOT_LEVELS, SeatKind
from rummi_qt.network.wire import book_from_wire
from rummi_qt.workers import Worker

from . import draft_line
from .hint_job import think_hint
from .jokers import Takeable, board_marks, takeable_jokers, taken_board
from .optimistic import Edit, OptimisticTurn
from .proposal import Proposal, make_proposal
from .rack import RackArrangement
from .rack_memory import RackMemory
from .texts import problem_text, reason_text, refusal_text, seat_name, tile_name
from .turn_log import (
    AwayBotPlays,
    CameBack,
    GameStarts,
    LogEntry,
    SeatTaken,
    TimedOut,
    TimerPaused,
    TurnsElsewhere,
    log_entries,
    log_text,
    my_turns,
    stand_ins,
)

# The intents that edit the in-progress turn: shown at once, answered by a delta or a refusal.
EDIT_TYPES = frozenset({m.PlaceTile.TYPE, m.MoveTile.TYPE, m.TakeBackTile.TYPE, m.ArrangeSets.TYPE,
                        m.StepBackEdit.TYPE, m.UndoTurn.TYPE})
CHAT_TYPES = frozenset({m.Say.TYPE, m.React.TYPE})  # refusals the chat panel shows itself


@dataclass(frozen=True, slots=True)
class Control:
    """One button's state: enabled, and the reason (a sentence) when it is not."""

    enabled: bool
    why: str = ""


@dataclass(frozen=True, slots=True)
class Controls:
    finish: Control
    draw: Control
    undo: Control
    step_back: Control
    meld: Control
    hint: Control
    draw_is_pass: bool


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A seat as the host's lobby tells it: who sits there, a bot's level, whether they are connected."""

    name: str
    kind: SeatKind
    level: str = ""
    connected: bool = True
    bot_playing: bool = False  # away past the grace period: the table's away bot plays the seat

    @staticmethod
    def from_wire(data: dict[str, Any]) -> SeatInfo:
        kinds = {k.value: k for k in SeatKind}
        return SeatInfo(seat_name(data), kinds.get(str(data.get("kind")), SeatKind.EMPTY),
                        str(data.get("level") or ""), bool(data.get("connected")), bool(data.get("bot_playing")))


def _off(why: str) -> Control:
    return Control(False, why)


def _spare_cell(board: Board, near: Cell, taken: Sequence[Cell], apart: bool = False) -> Cell | None:
    """The empty cell nearest ``near`` (not one of ``taken``), where a tile can wait while two tiles
    trade places: in sight, so the board does not zoom out to show a far corner of the grid.
    ``apart``: with no tile on either side, so that a tile put there joins no set (a freed joker)."""
    def fits(cell: Cell) -> bool:
        if board[cell] is not None or cell in taken:
            return False
        return not apart or all(board[Cell(cell.row, cell.col + d)] is None
                                for d in (-1, 1) if 0 <= cell.col + d < COLUMNS)

    free = [cell for row in range(ROWS) for col in range(COLUMNS) if fits(cell := Cell(row, col))]
    return min(free, key=lambda c: (abs(c.row - near.row) + abs(c.col - near.col), c.row, c.col), default=None)


def _one_gesture(method: Callable[..., None]) -> Callable[..., None]:
    """A player's action (a drop, a click on a cell, the Meld dialog, a hint applied): every edit it
    makes is taken back by one Ctrl+Z."""

    @wraps(method)
    def run(self: GameController, *args: Any, **kwargs: Any) -> None:
        with self._gesture():
            method(self, *args, **kwargs)

    return run


class GameController(QObject):
    """The game screen's model: the latest view, the player's own rack arrangement, the controls."""

    view_changed = Signal(object)  # PlayerView
    board_changed = Signal(object, bool)  # Board, whether it is someone else's move (shown as movement)
    rack_changed = Signal(object)  # RackArrangement
    controls_changed = Signal(object)  # Controls
    problems_changed = Signal(object)  # list[tuple[list[Cell], str]]: invalid sets and why
    highlights_changed = Signal(object)  # set[Cell]
    proposal_changed = Signal(object)  # Proposal | None: the hint shown on the board, not played
    jokers_changed = Signal(object)  # dict[Cell, Tile]: what each joker on the board stands for
    recent_changed = Signal(object)  # dict[Cell, Tile]: what the last player laid or moved, where
    move_marked = Signal(object)  # dict[Cell, Tile]: where the tiles of a move chosen in the log lie now
    message_changed = Signal(str)
    log_added = Signal(object)  # LogEntry: worded by ``log_text`` when shown
    log_reset = Signal()  # the log was rebuilt (``log``): a rejoin brought the game's turns so far
    turn_started = Signal(bool)  # whether it is my turn
    seats_changed = Signal()  # the lobby's news on the seats (``seats``): names, bots, connections
    game_ended = Signal(object)  # GameResult
    host_changed = Signal(str)  # why the table is out of reach, a sentence; "" once it is back

    def __init__(self, client: Client, names: list[str] | None = None, parent: QObject | None = None,
                 memory: RackMemory | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self._memory = memory  # where my rack's arrangement is kept, for a game resumed or rejoined
        self._kept_rack: tuple[RackArrangement, int | None, dict[str, Any] | None] | None = None  # as last kept
        # The edits each of my gestures made this turn (a set dragged is several moves, a tile laid
        # against a set also its push): Ctrl+Z takes the last gesture back whole.
        self._gestures: list[int] = []
        self._gesture_turn: tuple[int, int] | None = None
        self._gesture_depth = 0
        self._edits_made = 0
        self.names = names or []
        self.seats: list[SeatInfo] = []
        self.view: PlayerView | None = None
        self.rack = RackArrangement.empty()
        self.selected_slots: list[int] = []
        self.selected_cells: list[Cell] = []
        self._lit = False  # cells are lit for the tiles picked
        self.hints_allowed = True
        # The host's latest view and my edits on their way: ``view`` is the one with them applied.
        self._turn = OptimisticTurn()
        self._resync_due = False  # an edit was refused: the host's whole view follows, the reason stays
        self._drawn: list[Tile] = []  # tiles I drew that the rack has yet to show
        self._rack_turn: tuple[int, int] | None = None  # (game's first seat, turn) the rack last followed
        self._worker = Worker(self)
        self._hint_for: tuple[int, int] | None = None  # the turn a hint is being worked out for
        self._following: tuple[Proposal, Board] | None = None  # a hint given way to a drop, the board then
        self.proposal: Proposal | None = None
        self.jokers: dict[Cell, Tile] = {}  # what each joker on the board stands for
        self.recent: dict[Cell, Tile] = {}  # what the last move laid or moved, for a screen built again
        self._recent_from_log = False  # the log came from the host's record: the marks follow from it
        self._mark_note = ""  # the note naming the move a log line marks, while it shows
        self._moved_by: dict[LogEntry, dict[Cell, Tile]] = {}  # each move seen: what it laid or moved
        self._note = ""  # a passing answer (a refusal, a status) shown until the game changes
        self._message = ""
        self.log: list[LogEntry] = []
        self.game_number = 0  # the game of the round on the table (from 1), as the lobby says
        self.games_planned = 1
        self.table_finished = False  # every planned game played (the host's lobby says so)
        self._paused = False  # the turn clock, as the host's lobby said last
        self._logged_game = 0  # the game whose heading the log shows last
        client.history_changed.connect(self._on_history)
        client.view_changed.connect(self._on_view)
        client.refused.connect(self._on_refused)
        client.lobby_changed.connect(self._on_lobby)
        client.closed.connect(self._on_closed)
        client.connection_lost.connect(self._on_connection_lost)
        client.connection_restored.connect(self._on_connection_restored)
        client.welcomed.connect(self._forget_pending)
        self.rack_changed.connect(self._keep_rack)
        # While the host is out of reach nothing a player does can land: every turn control is off.
        self.host_gone = ""
        if client.lobby is not None:
            self._on_lobby(client.lobby)
        if client.history:
            self._on_history(client.history)

    # --- names ---------------------------------------------------------------------------------

    def name_of(self, seat: int) -> str:
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return self.tr("Seat %1").replace("%1", str(seat + 1))

    @Slot(object)
    def _on_lobby(self, lobby: m.LobbyState) -> None:
        seats = [SeatInfo.from_wire(s) for s in lobby.seats]
        if self.view is not None:
            for old, new in zip(self.seats, seats, strict=False):
                if old.kind is SeatKind.HUMAN and new.kind is SeatKind.BOT:
                    self._add_log(SeatTaken(self.seats.index(old), old.name))
                elif new.kind is SeatKind.HUMAN and new.bot_playing and not old.bot_playing:
                    self._add_log(AwayBotPlays(self.seats.index(old), new.name))
                elif old.bot_playing and not new.bot_playing and new.connected:
                    self._add_log(CameBack(self.seats.index(old), new.name))
            if lobby.paused != self._paused and self.view.result is None:
                # Only the owner pauses it: named when the table says who hosts it.
                self._add_log(TimerPaused(lobby.paused, lobby.host_player))
        self._paused = lobby.paused
        self.seats = seats
        if lobby.game:
            self.game_number = lobby.game
        if lobby.book:
            self.games_planned = int(lobby.book.get("games_planned") or 1)
        self.table_finished = lobby.state == "finished"
        self.names = [s.name for s in seats]
        self.hints_allowed = bool(lobby.options.get("hints", True))
        self.seats_changed.emit()
        if self.view is not None:
            self._publish_controls()

    # --- the table's owner -----------------------------------------------------------------------

    def seats_for_bots(self) -> list[int]:
        """The seats the table's owner may give to a bot now: players' seats other than their own,
        while a game is on the screen."""
        view = self.view
        if not self.client.owner or view is None:
            return []
        return [seat for seat, info in enumerate(self.seats) if info.kind is SeatKind.HUMAN and seat != view.seat]

    def give_seat_to_bot(self, seat: int, level: str) -> None:
        """A bot of ``level`` takes over a player's seat (their tiles and turns) for the rest of the game."""
        if seat in self.seats_for_bots() and level in BOT_LEVELS:
            self.client.send(m.AddBot(level=level, seat=seat))

    # --- the host's presence -------------------------------------------------------------------

    @Slot(str, str)
    def _on_closed(self, reason: str, _detail: str) -> None:
        if reason != "host_closed":
            return  # the app ends this game: a refusal or a removal is not a pause
        player = self.client.host_player
        closed = (self.tr("%1 closed the table.").replace("%1", player) if player
                  else self.tr("The host closed the table."))
        if self.table_finished:  # nothing is left to resume
            then = self.tr("Every game of this table has been played.")
        elif self.watching:
            then = self.tr("If it is resumed, you can watch it again from the start screen.")
        else:
            then = self.tr("If it is resumed, you rejoin your seat by yourself.")
        view = self.view
        if view is not None and not view.my_turn and view.changed:
            # Another player's move that was never finished is not on the table: a closed host
            # keeps only finished turns, so show the board (and their rack's count) as the turn
            # began. (A lost connection keeps it: the host may still be there, with the move.)
            counts = list(view.rack_counts)
            counts[view.current] += len(view.board) - len(view.turn_board)
            self._show(replace(view, board=view.turn_board, rack_counts=tuple(counts)), others=True)
        self._set_host_gone(closed + " " + then)

    @Slot(str)
    def _on_connection_lost(self, _why: str) -> None:
        if not self.host_gone:  # after a goodbye the connection ends too: the goodbye says more
            self._set_host_gone(self.tr("The host is gone; waiting for it to come back."))

    @Slot()
    def _on_connection_restored(self) -> None:
        self._set_host_gone("")
        self.message_changed.emit(self.tr("The table is back"))

    def _set_host_gone(self, why: str) -> None:
        """The host is gone (``why``, said in the banner) or back (""). The status line says that
        the game waits, not the banner's words again; after the last game it keeps the result."""
        self.host_gone = why
        self._forget_pending()
        self.highlights_changed.emit(set())
        self._lit = False
        self.host_changed.emit(why)
        if why and not self.table_finished:
            self.message_changed.emit(self.tr("The game waits until the table is back"))
        if self.view is not None:
            self._publish_controls()

    # --- the host's answers --------------------------------------------------------------------

    @Slot(object, object)
    def _on_view(self, view: PlayerView, events: list[Event]) -> None:
        mine = [e for e in events if isinstance(e, DraftChanged) and e.seat == view.seat]
        news = [e for e in events if not (isinstance(e, DraftChanged) and e.seat == view.seat)]
        confirmed_before, before = self._turn.confirmed, self.view
        self._turn.confirm(view, self.client.version, len(mine))
        shown = self._turn.shown()
        assert shown is not None
        self._log_heading()
        melds = sum(isinstance(e, Melded) for e in events)
        if melds and confirmed_before is not None:  # the earlier moves' tiles, followed to where they went
            for entry, cells in self._moved_by.items():
                self._moved_by[entry] = follow_marks(cells, confirmed_before.turn_board, view.board)
        for event in events:
            self._narrate(event, confirmed_before, view, alone=melds == 1)
        timed_out = self._timed_out_entry(events, before, view)
        if timed_out is not None:  # in the log, which keeps it when my next turn comes quickly
            self._add_log(timed_out)
        notice = "" if timed_out is None else timed_out.text()
        resync, self._resync_due = self._resync_due and not events, False
        if news or (not events and view != confirmed_before and not resync):  # not my edits confirmed
            self._note = notice  # why my turn ended, until the game moves on; else nothing stale
            self._end_hint()
        if shown == before and not news:
            return  # the host confirmed what is on show: nothing to redraw, no flicker
        self._show(shown, self._others_move(events, view.seat) and before is not None)

    def _show(self, shown: PlayerView | None = None, others: bool = False) -> None:
        """Put ``shown`` (default: the host's view with my edits on their way) on the screen."""
        shown = shown or self._turn.shown()
        if shown is None:
            return
        before, self.view = self.view, shown
        if self._recent_from_log:
            # Back at a game (a rejoin, an app started again): the last move's marks, as the log tells it.
            self._recent_from_log = False
            last = self.last_move()
            cells = self.move_cells(last) if last is not None else None
            if cells:
                self.recent = cells
                self.recent_changed.emit(self.recent)
        if shown.rack is not None:
            self._follow_rack(shown, before)
        self.board_changed.emit(shown.board, others)
        self.view_changed.emit(shown)
        self._publish_board_state()
        self._publish_controls()
        self._publish_message()

    @Slot(str, str, str)
    def _on_refused(self, request: str, reason: str, detail: str) -> None:
        if request in CHAT_TYPES:
            return  # the chat panel says it, by the box: the turn line keeps telling whose turn it is
        last = self.client.last_refusal
        args = last.args if last is not None and (last.reason, last.detail) == (reason, detail) else {}
        if request in EDIT_TYPES:
            self._gestures = []  # the host's word stands: Ctrl+Z goes back a step at a time again
            dropped = self._turn.refused()
            confirmed = self._turn.confirmed
            if dropped is not None and (confirmed is None or dropped.version != self._turn.version
                                        or not confirmed.my_turn):
                self._show()  # meant for a turn that has ended: the turn's end says why
                return
            self._note = refusal_text(reason, detail, args)
            self._resync_due = True
            self._show()  # the refused edit's tiles go back where they were
            return
        self.show_note(refusal_text(reason, detail, args))

    def _forget_pending(self, *_args: object) -> None:
        """Edits on their way will get no answer (the connection dropped); the host's view on rejoin says."""
        if self._turn.pending:
            self._turn.forget()
            self._show()

    @property
    def pending_edits(self) -> int:
        """My edits on their way to the host, shown already, not answered yet."""
        return len(self._turn.pending)

    @property
    def host_view(self) -> PlayerView | None:
        """The host's latest view, without my edits on their way."""
        return self._turn.confirmed

    # --- the turn log ---------------------------------------------------------------------------

    def log_text(self, entry: LogEntry) -> str:
        """A log entry in words, in the language of the moment."""
        seat = self.client.seat
        return log_text(entry, self.name_of, -1 if seat is None else seat)

    def _add_log(self, entry: LogEntry) -> None:
        self.log.append(entry)
        self.log_added.emit(entry)

    def _log_heading(self) -> None:
        """A new game on the table begins its part of the log with a heading ("Game 2 of 4 starts")."""
        number = max(1, self.game_number)
        if number != self._logged_game:
            self._logged_game = number
            self._moved_by.clear()  # the moves of another game: their tiles are not on this board
            for entry in self._earlier_games(number):
                self._add_log(entry)
            self._add_log(GameStarts(number, self.games_planned))

    @Slot(object)
    def _on_history(self, events: list[Event]) -> None:
        """Joined or rejoined mid-game: the log shows this game's turns so far, as the host kept them."""
        number = max(1, self.game_number)
        heading = self._game_heading()
        me = self.view.seat if self.view is not None else self.client.seat if self.client.seat is not None else -1
        # My turns of this game that I saw before I dropped: from the log, or (an app started again)
        # as counted on disk beside my rack.
        seen = (my_turns(self.log[heading + 1:], me) if heading is not None
                else self._memory.turns_seen(self.client.table_id, me, number) if self._memory is not None else None)
        self.log = self.log[:heading] if heading is not None else self.log
        self.log.extend(self._earlier_games(number))
        self.log.append(GameStarts(number, self.games_planned))
        self._logged_game = number
        self.log.extend(stand_ins(seen, log_entries(events), me))
        self._recent_from_log = not self.recent
        self.log_reset.emit()

    def move_cells(self, entry: LogEntry) -> dict[Cell, Tile] | None:
        """Where the tiles a move of the log laid or moved lie now (``None``: not a move this app
        saw made): at the cells they took, or where they went since when the board holds that tile
        only once more; a tile that cannot be told from its twin is left out."""
        cells = self._moved_by.get(entry)
        view = self.view
        if cells is None and view is not None and isinstance(entry, Melded) and entry in self._this_game():
            cells = self._played_cells(entry, view.board)  # a move told by the host's record (a rejoin)
        if not cells or view is None:
            return None
        board = view.board
        now = {cell: t for cell, t in cells.items() if board[cell] == t}
        for cell, t in cells.items():
            if cell not in now:
                elsewhere = [c for c, other in board if other == t and c not in now]
                if len(elsewhere) == 1:
                    now[elsewhere[0]] = t
        return now

    def show_move(self, entry: LogEntry | None) -> None:
        """Mark on the board the move of a log line (its bars, as the last move's), or the last move
        again (``None``, or a line that is no move seen here)."""
        cells = None if entry is None else self.move_cells(entry)
        if entry is not None and entry == self.last_move():
            self.recent_changed.emit(self.recent)
            # Said too (the newest move's line had answered nothing): its tiles have the gold bands.
            #: %1 is the last move's line of the turn log: "Bot 2 laid Red 7, Red 8, Red 9".
            self._mark_note = self.tr("The last move, marked in gold: %1").replace("%1", self.log_text(entry))
            self.show_note(self._mark_note)
            return
        if entry is None or cells is None:
            self.recent_changed.emit(self.recent)
            if self._note and self._note == self._mark_note:
                self.forget_note()  # the marks are the last move's again: the line named another
            return
        self.move_marked.emit(cells)
        #: %1 is a line of the turn log: "Bot 2 laid Red 7, Red 8, Red 9".
        self._mark_note = self.tr("Marked on the board: %1").replace("%1", self.log_text(entry))
        self.show_note(self._mark_note)

    def markable(self, entry: LogEntry) -> bool:
        """Whether a log line is a move of the game being played, whose tiles a click marks."""
        return isinstance(entry, Melded) and (entry in self._moved_by or entry in self._this_game())

    def last_move(self) -> LogEntry | None:
        """The log's last move of the game being played (whose tiles the gold bands mark)."""
        return next((e for e in reversed(self._this_game()) if isinstance(e, Melded)), None)

    def _this_game(self) -> list[LogEntry]:
        """The log's part for the game being played (after its heading)."""
        heading = self._game_heading()
        return self.log[heading + 1:] if heading is not None else list(self.log)

    @staticmethod
    def _played_cells(move: Melded, board: Board) -> dict[Cell, Tile]:
        """Where the tiles a move laid from a rack lie now, for a move this app did not see made:
        each tile the board holds exactly as often as the move laid it (a twin elsewhere makes it
        one that cannot be told apart, left out)."""
        laid = Counter(move.played)
        found: dict[Cell, Tile] = {}
        for t, count in laid.items():
            spots = [cell for cell, other in board if other == t]
            if len(spots) == count:
                found.update((cell, t) for cell in spots)
        return found

    def _earlier_games(self, number: int) -> list[LogEntry]:
        """The round's earlier games that the log has no part for (the app was started again, or
        the table resumed): each under its heading with how it ended, from the score book. Their
        turns are the host's record's (Past games replays them)."""
        lobby = self.client.lobby
        if lobby is None or not lobby.book:
            return []
        try:
            book = book_from_wire(lobby.book)
        except m.ProtocolError:
            return []
        missing: list[LogEntry] = []
        for index, result in enumerate(book.results[:number - 1]):
            heading = GameStarts(index + 1, book.games_planned)
            if heading not in self.log:
                missing += [heading, TurnsElsewhere(), GameEnded(result)]
        return missing

    def _narrate(self, event: Event, before: PlayerView | None, view: PlayerView, alone: bool = True) -> None:
        if isinstance(event, Melded):
            self.recent = self._changed_cells(before, view)
            if alone:  # for the log: a click on its line marks it again. Moves that came together
                # (instant bots) cannot be told apart: their lines find the tiles they laid by value.
                self._moved_by[event] = dict(self.recent)
            self._add_log(event)
            self.recent_changed.emit(self.recent)
        elif isinstance(event, Drew):
            if event.seat == view.seat and event.timed_out:
                self._drawn.extend(event.tiles)  # placed and marked like any drawn tile
                return  # the log says it with the reason: _timed_out_entry
            if event.seat == view.seat and event.tiles:
                self._drawn.extend(event.tiles)
            self._add_log(event)
        elif isinstance(event, Passed):
            if event.seat == view.seat and event.timed_out:
                return  # the log says it with the reason: _timed_out_entry
            self._add_log(event)
        elif isinstance(event, TurnStarted):
            self.turn_started.emit(event.seat == view.seat)
        elif isinstance(event, GameEnded):
            self._add_log(event)
            self.game_ended.emit(event.result)

    def _follow_rack(self, view: PlayerView, before: PlayerView | None) -> None:
        """Bring my arrangement up to the host's rack: drawn tiles go where my last sort puts them,
        tiles coming back this turn to the slots they left; a new game deals a fresh rack, laid
        out by my last sort."""
        assert view.rack is not None
        new_game = before is not None and (view.turn < before.turn or (before.result is not None
                                                                       and view.result is None))
        kept = self._recalled_rack(view) if before is None else None
        if before is None and kept is None and self._memory is not None and not self.rack.tiles():
            # A new table: its first rack is laid out by the sort I chose last, as a next game's is.
            order = self._memory.last_order()
            if order is not None:
                kept = RackArrangement.of(view.rack).sorted_by(order)
        if new_game:
            order = self.rack.order
            self.rack = RackArrangement.of(view.rack)
            if order is not None:
                self.rack = self.rack.sorted_by(order)
        elif kept is not None:
            self.rack = kept  # the game resumed, or the app started again: the rack as I left it
        else:
            if before is not None and before.my_turn and not view.my_turn:
                # My turn is over: the tiles drawn at the end of the one before have been seen for a
                # whole turn (a tile drawn now takes the dot in the update).
                self.rack = self.rack.seen()
            self.rack = self.rack.update(view.rack, drawn=self._drawn)
        self._drawn = []
        if self._rack_turn is not None and self._rack_turn != (view.first_seat, view.turn):
            self.rack = self.rack.turn_over()  # what was melded last turn is not coming back
        self._rack_turn = (view.first_seat, view.turn)
        self.rack_changed.emit(self.rack)

    def _recalled_rack(self, view: PlayerView) -> RackArrangement | None:
        if self._memory is None or view.rack is None or view.seat < 0:
            return None
        number = max(1, self.game_number)
        # What this app saw of the deal before it was started again: the game's check can be whole.
        self.client.deals.restore(self._memory.deal(self.client.table_id, view.seat, number))
        return self._memory.recall(self.client.table_id, view.seat, number, list(view.rack))

    def _game_heading(self) -> int | None:
        """Where the log's part for the game being played begins (its heading), if it has one."""
        heading = GameStarts(max(1, self.game_number), self.games_planned)
        return next((i for i, e in enumerate(self.log) if e == heading), None)

    def _keep_rack(self, rack: RackArrangement) -> None:
        """Keep my rack's arrangement on disk when it changed (a full disk costs only that)."""
        view = self.view
        if self._memory is None or view is None or view.seat < 0:
            return
        number = max(1, self.game_number)
        heading = self._game_heading()
        turns = my_turns(self.log[heading + 1:], view.seat) if heading is not None else None
        deal = self.client.deals.kept()
        if (rack, turns, deal) == self._kept_rack:
            return
        try:
            self._memory.keep(self.client.table_id, view.seat, number, rack, turns, deal)
        except OSError:
            return
        self._kept_rack = (rack, turns, deal)

    @staticmethod
    def _timed_out_entry(events: list[Event], before: PlayerView | None, view: PlayerView) -> TimedOut | None:
        """Why my turn just ended, when the clock ended it: what was undone and what I drew."""
        undone = before is not None and before.my_turn and before.changed
        for event in events:
            if isinstance(event, Drew) and event.seat == view.seat and event.timed_out:
                return TimedOut(event.tiles, penalty=event.penalty, undone=undone or event.penalty)
            if isinstance(event, Passed) and event.seat == view.seat and event.timed_out:
                return TimedOut((), penalty=False, undone=undone)
        return None

    @staticmethod
    def _others_move(events: list[Event], seat: int) -> bool:
        """Whether the board changed by someone else's hand: an edit, a meld, or a turn that ended with
        their tiles going back to their rack. My own edits, a new game and a full sync are not."""
        return any(isinstance(e, (DraftChanged, Melded, Drew, Passed)) and e.seat != seat for e in events)

    @staticmethod
    def _changed_cells(before: PlayerView | None, view: PlayerView) -> dict[Cell, Tile]:
        return {} if before is None else move_marks(before.turn_board, view.board)

    # --- what the player does ------------------------------------------------------------------

    def _start_edit(self) -> bool:
        """Before one of my edits: a hint on show and a passing note give way. False if it is not my
        turn, or while the connection is down (an edit could not reach the host)."""
        if not self._my_turn() or not self.client.connected:
            self._refresh()
            return False
        self.dismiss_hint()
        self._note = ""
        return True

    def _edit(self, action: Edit, send: Callable[[], None]) -> bool:
        """Show my edit at once (the engine's draft, as the host will apply it) and send it; one the
        engine refuses is not sent: the host would refuse it the same way. True when it was sent."""
        refusal = self._turn.add(action, self.client.version)
        if refusal is not None:
            assert refusal.reason is not None
            self._note = refusal_text(refusal.reason.value, refusal.detail)
        else:
            send()
            if not isinstance(action, (StepBack, Undo)):
                self._edits_made += 1
        self._show()
        return refusal is None

    @_one_gesture
    def place_from_rack(self, slot: int, cell: Cell) -> None:
        tile = self.rack.slots[slot] if 0 <= slot < len(self.rack.slots) else None
        if tile is None:
            self._refresh()
            return
        if self._start_edit():
            freed = self._joker_swap(cell, tile)
            if freed is None and self._under_hint(cell, tile):
                self.explain_cell_taken(cell)  # the hint's tile goes where a board tile lies yet
                return
            plan = self._room_plan(cell, tile) if freed is None else ([freed], cell)
            if plan is None and self.view is not None and self.view.board[cell] is not None:
                self.explain_cell_taken(cell)  # the engine would refuse it: say why here, in the player's terms
                return
            if plan is not None:  # dropped on a tile of a set it goes into: room is made there
                moves, cell = plan
                if not self._move_all(moves):
                    return
            if self._lay_from_rack(slot, tile, cell):
                self._make_room(cell)
                if freed is not None:
                    self._joker_freed(tile)

    @_one_gesture
    def move_on_board(self, source: Cell, target: Cell) -> None:
        if not self._start_edit():
            return
        view = self.view
        tile = view.board[source] if view is not None else None
        freed = self._joker_swap(target, tile, source) if tile is not None else None
        if freed is None and tile is not None and self._under_hint(target, tile):
            self.explain_cell_taken(target)  # the hint's tile goes where a board tile lies yet
            return
        if view is not None and freed is not None and tile is not None:  # the tile takes the joker's place
            if self._move_all([freed, (source, target)]):
                self._close_gap(source)
                self._joker_freed(tile)
            return
        plan = self._room_plan(target, tile, source) if view is not None and tile is not None else None
        if view is not None and plan is not None:  # dropped on a tile of a set it goes into
            moves, landing = plan
            wanted = [*moves, (source, landing)]
            taken = [cell for move in wanted for cell in move]
            ordered = moves_in_order(view.board, wanted, spare=_spare_cell(view.board, landing, taken))
            if ordered is None:
                self.explain_cell_taken()
                return
            if self._move_all(ordered):
                self._make_room(landing)
                self._close_gap(source)
            return
        if self._edit(Move(self._seat(), source, target), partial(self.client.move, source, target)):
            self._make_room(target)
            self._close_gap(source)

    def _joker_swap(self, cell: Cell, tile: Tile, source: Cell | None = None) -> tuple[Cell, Cell] | None:
        """A tile dropped on the joker that stands for it: the move that takes the joker to an empty
        cell in sight with no tile beside it (the tile then takes its place, and the joker is the
        player's to lay again this turn, as the rules ask); ``None`` when it is no such drop, the
        joker may not move, or no cell is free."""
        view = self.view
        joker = view.board[cell] if view is not None else None
        if view is None or joker is None or not joker.is_joker or self.jokers.get(cell) != tile:
            return None
        if not self._may_move(view)(cell):
            return None
        board = view.board if source is None else view.board.without(source)
        spot = _spare_cell(board, cell, [cell], apart=True)
        return None if spot is None else (cell, spot)

    def _joker_freed(self, tile: Tile) -> None:
        #: %1 is the tile that took the joker's place ("Red 10").
        self.show_note(self.tr("%1 took the joker's place: lay the joker in a set this turn")
                       .replace("%1", tile_name(tile)))

    def _room_plan(self, cell: Cell, tile: Tile,
                   source: Cell | None = None) -> tuple[list[tuple[Cell, Cell]], Cell] | None:
        """A tile dropped on a tile of a set it goes into (``r9`` on ``r10`` of ``r7 r8 r10``, ``o1`` on
        ``o2`` at the grid's left edge): the moves that make room and where the tile lands
        (``placement.room_in``); ``None`` when the cell is free, or the tile does not go there."""
        view = self.view
        if view is None or view.board[cell] is None or cell == source:
            return None
        return room_in(view.board.without(source) if source is not None else view.board, cell, tile,
                       self._may_move(view))

    def _under_hint(self, cell: Cell, tile: Tile) -> bool:
        """A tile dropped, while a hint is followed, where the hint has it but a board tile lies yet:
        room made there (the tile pushed into the set) would go another way than the hint."""
        view = self.view
        return (self._following is not None and view is not None and view.board[cell] is not None
                and self._following[0].board[cell] == tile)

    def _close_gap(self, cell: Cell) -> None:
        """A tile taken out of the middle of a set leaves a gap: where the rest reads as one set
        (``k12 _ r12 J``), the tiles after the gap close it (a run split in two valid runs stays).
        Room made in the same row may have moved the gap a cell along: it is looked for there too."""
        view = self.view
        if view is None:
            return
        for where in (cell, Cell(cell.row, cell.col + 1), Cell(cell.row, cell.col - 1)):
            moves = close_gap(view.board, where, self._may_move(view)) if on_grid(where) else []
            if moves:
                self._move_all(moves)
                return

    def _make_room(self, cell: Cell) -> None:
        """A tile laid at the end of a set, against the next one, pushes that set a cell along where
        there is room (each tile a move of its own, as the player's would be): two valid sets that
        touch read as one that is none, and players stumbled on it at every turn."""
        view = self.view
        if view is not None:
            self._move_all(room_for(view.board, cell, self._may_move(view)))

    @staticmethod
    def _may_move(view: PlayerView) -> Callable[[Cell], bool]:
        """Which board tiles the player may move now: any once opened, before that only the turn's own."""
        opened = view.opened[view.seat]
        return lambda cell: opened or view.turn_board[cell] is None

    def _lay_from_rack(self, slot: int, tile: Tile, cell: Cell) -> bool:
        """Lay the tile of rack ``slot`` on ``cell`` (an edit of its own); whether it was sent."""
        self.rack = self.rack.with_leaving(slot)
        return self._edit(Place(self._seat(), tile, cell), partial(self.client.place, tile, cell))

    def _move_all(self, moves: Sequence[tuple[Cell, Cell]]) -> bool:
        """Make each move as an edit of its own, stopping at the first the engine refuses; whether
        all were made."""
        for source, target in moves:
            if not self._edit(Move(self._seat(), source, target), partial(self.client.move, source, target)):
                return False
        return True

    @_one_gesture
    def move_block(self, moves: Sequence[tuple[Cell, Cell]]) -> None:
        """Board tiles dragged together (a whole set, or tiles picked with Ctrl or Shift) land as
        they were laid out, each a move of its own (Ctrl+Z steps back one); a set that then
        touches another pushes it along, as a single tile would."""
        view = self.view
        if view is None or not self._my_turn():
            return
        ordered = moves_in_order(view.board, moves)
        if ordered is None:
            self.show_note(self._no_room_text())
            return
        self.selected_slots, self.selected_cells = [], []
        self._lit = False
        if ordered and self._start_edit() and self._move_all(ordered):
            targets = sorted(target for _, target in moves)
            self._make_room(targets[-1])
            self._make_room(targets[0])

    def _no_room_text(self) -> str:
        return self.tr("No room for those tiles there: they went back")

    @_one_gesture
    def return_to_rack(self, cell: Cell, slot: int) -> None:
        if self._take_back(cell, slot):
            self._close_gap(cell)

    def _take_back(self, cell: Cell, slot: int) -> bool:
        view = self.view
        if view is not None and view.my_turn and (t := view.board[cell]) is not None:
            self.rack = self.rack.with_preferred_slot(t, slot)
        return self._start_edit() and self._edit(TakeBack(self._seat(), cell), partial(self.client.take_back, cell))

    @_one_gesture
    def return_all_to_rack(self, cells: Sequence[Cell], slot: int) -> None:
        """Board tiles picked together go back to the rack side by side from ``slot`` (one Ctrl+Z);
        the gaps they leave close once all are gone (closing one first moved the others' cells)."""
        last = len(self.rack.slots) - 1
        gone = [cell for offset, cell in enumerate(cells) if self._take_back(cell, min(slot + offset, last))]
        for cell in sorted(gone, reverse=True):
            self._close_gap(cell)

    def rearrange_rack(self, from_slot: int, to_slot: int) -> None:
        self.rack = self.rack.move(from_slot, to_slot)
        self.rack_changed.emit(self.rack)

    def rearrange_rack_group(self, slots: Sequence[int], to_slot: int) -> None:
        """Rack tiles dragged together lie side by side from ``to_slot`` on."""
        if all(0 <= s < len(self.rack.slots) for s in slots) and 0 <= to_slot < len(self.rack.slots):
            self.rack = self.rack.move_group(slots, to_slot)
            self.rack_changed.emit(self.rack)

    def sort_runs(self) -> None:
        self.rack = self.rack.sorted_by_runs()
        self.rack_changed.emit(self.rack)

    def sort_groups(self) -> None:
        self.rack = self.rack.sorted_by_groups()
        self.rack_changed.emit(self.rack)

    def close_gaps(self) -> None:
        """Close the gaps that laid tiles left in the rack (the player's own gaps stay)."""
        self.rack = self.rack.closed_up()
        self.rack_changed.emit(self.rack)

    def select(self, slots: list[int], cells: list[Cell]) -> None:
        """The player's selection changed: highlight where the selected tiles can go (board tiles
        leave their cells to go there)."""
        self.selected_slots, self.selected_cells = list(slots), list(cells)
        view = self.view
        picked = self._picked(view) if view is not None and self._my_turn() else []
        lit = (placement_cells(self._board_without(view, picked), [t for _, t in picked], self._may_move(view))
               if view and picked else set())
        proposal = self.proposal
        if view is not None and proposal is not None and len(picked) == 1 and isinstance(picked[0][0], int):
            # A hint on show: a rack tile it lays is lit where the hint has it (a newcomer following
            # the hint by the keyboard was shown another cell).
            tile = picked[0][1]
            hinted = {cell for cell in proposal.from_rack
                      if proposal.board[cell] == tile and view.board[cell] is None}
            lit = hinted or lit
        self.highlights_changed.emit(lit)
        self._lit = bool(lit)  # the message line says what the lit cells are
        self._publish_message()

    def _picked(self, view: PlayerView) -> list[tuple[int | Cell, Tile]]:
        """The selected tiles with where each lies: rack slots in slot order, then board cells."""
        slots = self.rack.slots
        return ([(s, t) for s in self.selected_slots if 0 <= s < len(slots) and (t := slots[s]) is not None]
                + [(c, t) for c in self.selected_cells if (t := view.board[c]) is not None])

    @staticmethod
    def _board_without(view: PlayerView, picked: Sequence[tuple[int | Cell, Tile]]) -> Board:
        board = view.board
        for source, _ in picked:
            if isinstance(source, Cell):
                board = board.without(source)
        return board

    @_one_gesture
    def place_selection(self, cell: Cell) -> None:
        """Lay the selected tiles in a row from ``cell`` (a highlighted cell was chosen, or the
        tiles were dragged there together): rack tiles from the rack, board tiles moved from their
        cells, in the order that fits there (a run extended whatever order its tiles were picked
        in). Refused with a word when the row has no room there."""
        view = self.view
        if view is None or not self._my_turn():
            return
        picked = self._picked(view)
        if not picked:
            return
        board = self._board_without(view, picked)
        tiles = [t for _, t in picked]
        order = placement_options(board, tiles, self._may_move(view)).get(cell) or row_order(tiles)
        laying: list[tuple[int | Cell, Tile, Cell]] = []
        for offset, tile in enumerate(order):
            index = next(i for i, (_, t) in enumerate(picked) if t == tile)
            laying.append((picked.pop(index)[0], tile, Cell(cell.row, cell.col + offset)))
        targets = [target for _, _, target in laying]
        moves = moves_in_order(view.board, [(source, target) for source, _, target in laying
                                            if isinstance(source, Cell)])
        if moves is None or any(not on_grid(c) or board[c] is not None for c in targets):
            self.show_note(self._no_room_text())
            return
        self.selected_slots, self.selected_cells = [], []
        self.highlights_changed.emit(set())
        self._lit = False
        if not self._start_edit() or not self._move_all(moves):
            return
        for source, tile, target in laying:
            if isinstance(source, int) and not self._lay_from_rack(source, tile, target):
                return
        self._make_room(targets[-1])
        self._make_room(targets[0])

    @_one_gesture
    def lay_set(self, tiles: tuple[Tile, ...], target_cells: list[Cell] | None,
                taken: Sequence[Takeable] = ()) -> None:
        """The Meld dialog's result: a new set (target None) or an extended one, laid by the engine's
        layout; a set extended at its ends keeps its place, its neighbours pushed along as a drag
        would push them (the layout had laid it afresh elsewhere when there was no room beside it).
        ``taken``: the board's jokers in ``tiles``, each replaced on its cell by the rack tile that
        takes its place (``target_cells`` are read on the board so changed)."""
        view = self.view
        if view is None or not self._my_turn():
            return
        if target_cells and not taken:
            laying = self._ends_in_place(view, tiles, target_cells)
            if laying:
                for cell, tile in laying:
                    slot = self.rack.slot_of(tile)
                    if slot is None:
                        return
                    self.place_from_rack(slot, cell)
                return
        board = taken_board(view.board, taken)
        sets = [tiles if target_cells and placed.cells == list(target_cells) else placed.tiles
                for placed in board.placed_sets()]
        if not target_cells:
            sets.append(tiles)
        if self._start_edit():
            laid = [tuple(s) for s in sets]
            if self._edit(Arrange(self._seat(), tuple(laid)), partial(self.client.arrange, laid)):
                for joker in taken:
                    if joker.takes_place is not None:
                        #: %1 is the rack tile that took a joker's place ("Red 10").
                        self.show_note(self.tr("%1 took the joker's place, and the joker is in your set")
                                       .replace("%1", tile_name(joker.takes_place)))

    def takeable_jokers(self) -> list[Takeable]:
        """The board's jokers the player may take into a set now (see ``jokers.takeable_jokers``)."""
        view = self.view
        if view is None or view.rack is None or not self._my_turn():
            return []
        return takeable_jokers(view.board, view.rack, self._may_move(view))

    def _ends_in_place(self, view: PlayerView, tiles: tuple[Tile, ...],
                       cells: Sequence[Cell]) -> list[tuple[Cell, Tile]]:
        """Where each rack tile goes when ``tiles`` is the set on ``cells`` with tiles added at its
        ends, laid one by one with the pushes they make (``room_for``); none when it is not that,
        or the tiles would not end up as that set with every other set as it was."""
        old = tuple(t for c in cells if (t := view.board[c]) is not None)
        if len(old) != len(cells) or not old:
            return []
        start = next((i for i in range(len(tiles) - len(old) + 1) if tiles[i:i + len(old)] == old), None)
        if start is None and is_group(tiles) and not Counter(old) - Counter(tiles):
            tiles, start = old + tuple((Counter(tiles) - Counter(old)).elements()), 0  # a group reads any order
        if start is None:
            return []
        row, first, last = cells[0].row, cells[0].col, cells[-1].col
        laying = [(Cell(row, last + 1 + k), t) for k, t in enumerate(tiles[start + len(old):])]
        laying += [(Cell(row, first - 1 - k), t) for k, t in enumerate(reversed(tiles[:start]))]
        board, movable = view.board, self._may_move(view)
        for cell, tile in laying:
            if not on_grid(cell) or board[cell] is not None:
                return []
            board = board.with_tile(cell, tile)
            for source, target in room_for(board, cell, movable):
                board = board.moved(source, target)
        grown = board.set_at(Cell(row, first))
        others = Counter(set_key(s) for s in view.board.sets()) - Counter([set_key(old)])
        if grown is None or grown.tiles != tiles or Counter(set_key(s) for s in board.sets()) != others + Counter(
                [set_key(tiles)]):
            return []
        return laying

    def finish(self) -> None:
        if self._my_turn():
            self.dismiss_hint()
            self.client.finish()

    def draw(self) -> None:
        view = self.view
        if view is None or not self._my_turn():
            return
        self.dismiss_hint()
        if view.pool_size:
            self.client.draw()
        else:
            self.client.pass_turn()

    def undo(self) -> None:
        self._gestures = []
        if self._start_edit():
            self._edit(Undo(self._seat()), self.client.undo)

    def step_back(self) -> None:
        """Ctrl+Z: take back my last gesture whole (a set dragged is one, a tile laid with the push it
        made is one), each of its edits a step of its own for the host."""
        self._gestures_of_this_turn()
        count = self._gestures.pop() if self._gestures else 1
        hinted = self.proposal
        for _ in range(count):
            view = self.view
            if view is None or not view.can_step_back or not self._start_edit():
                return
            if not self._edit(StepBack(self._seat()), self.client.step_back):
                return
        view = self.view
        if hinted is not None and view is not None and self.proposal is None:
            # A step back while following a hint keeps the hint (a newcomer had to ask for it again).
            self.proposal = self._hint_from_here(hinted, view)
            self.proposal_changed.emit(self.proposal)
            self._publish_message()

    def _gestures_of_this_turn(self) -> None:
        view = self.view
        turn = None if view is None else (view.first_seat, view.turn)
        if turn != self._gesture_turn:
            self._gestures, self._gesture_turn = [], turn

    @contextmanager
    def _gesture(self) -> Iterator[None]:
        """What the player does in one go: its edits are taken back together (see ``step_back``)."""
        outer = self._gesture_depth == 0
        if outer:
            self._gestures_of_this_turn()
        self._gesture_depth += 1
        start = self._edits_made
        try:
            yield
        finally:
            self._gesture_depth -= 1
            if outer and self._edits_made > start:
                self._gestures.append(self._edits_made - start)
            if outer:
                self._resume_hint()

    def forget_note(self) -> None:
        """Drop the passing note (a screen built again in another language words the line afresh:
        a note kept its old language)."""
        if self._note:
            self._note = ""
            self._publish_message()

    def show_note(self, text: str) -> None:
        """Show a passing sentence (a refusal, the connection's state) until the game changes."""
        self._note = text
        self._publish_message()

    # --- hints -----------------------------------------------------------------------------------

    def toggle_hint(self) -> None:
        """H and the Hint button: ask for a hint, or put away the one on show (or being worked out)."""
        if self.proposal is not None or self._hint_for is not None:
            self.dismiss_hint()
        else:
            self.request_hint()

    def request_hint(self) -> None:
        """Work out the best move from my own view in the worker process; show it, don't play it."""
        view = self.view
        if view is None or view.rack is None or not self._my_turn() or not self.hints_allowed:
            return
        key = (self.client.version, view.turn)
        self._hint_for = key
        self._note = ""
        self._publish_message()
        self._worker.submit(lambda found: self._on_hint(key, found), think_hint, format_board(view.turn_board.sets()),
                            format_tiles(self.start_rack()), view.opened[view.seat], view.options.threshold,
                            format_tiles(_laid_this_turn(view)))

    def _on_hint(self, key: tuple[int, int], found: tuple[str, str] | None) -> None:
        view = self.view
        if self._hint_for != key or view is None or (self.client.version, view.turn) != key:
            return  # the turn moved on meanwhile, or the player put the hint away
        self._hint_for = None
        if found is None:
            # With the pool empty, the button reads Pass: there is nothing left to draw.
            if not view.opened[view.seat]:
                # Before opening the move is an opening: say what is missing, not just that nothing goes.
                #: %1 is the opening's points (30 by default).
                self._note = (self.tr("Your rack holds no opening of %1 points yet: draw a tile") if view.pool_size
                              else self.tr("Your rack holds no opening of %1 points: pass")).replace(
                    "%1", str(view.options.threshold))
            else:
                self._note = (self.tr("No move found: draw a tile") if view.pool_size
                              else self.tr("No move found: pass"))
        elif self._draft_is_as_good(view, parse_tiles(found[1])):
            # The player's own move lays as much as the best: showing it again elsewhere on the board
            # would only hide theirs.
            self._note = self.tr("Your move lays as many tiles as the best one: Finish meld (Ctrl+Enter)")
        else:
            board_text, played_text = found
            self.proposal = make_proposal(view.turn_board, [tuple(s) for s in parse_board(board_text)],
                                          parse_tiles(played_text), not view.opened[view.seat], view.board)
            self.proposal_changed.emit(self.proposal)
        self._publish_message()

    @staticmethod
    def _draft_is_as_good(view: PlayerView, best: Sequence[Tile]) -> bool:
        """Whether this turn's changes are a move Finish meld would take that lays as many tiles as
        ``best``, worth as much (the move finder's own tie-break)."""
        if not view.changed or not draft_line.finish_verdict(view)[0]:
            return False
        laid = _laid_this_turn(view)
        return (len(laid), sum(t.number or 0 for t in laid)) >= (len(best), sum(t.number or 0 for t in best))

    @_one_gesture
    def apply_hint(self) -> None:
        """The hint on show becomes this turn's changes, each tile where the hint showed it (one
        gesture: Ctrl+Z or Undo take it back)."""
        proposal = self.proposal
        view = self.view
        if proposal is None or view is None or not self._my_turn():
            return
        plan = self._edits_to(view, proposal.board)
        if self._start_edit():
            if plan is None:  # no way tile by tile: the sets, laid out by the engine
                sets = [tuple(s) for s in proposal.sets]
                self._edit(Arrange(self._seat(), tuple(sets)), partial(self.client.arrange, sets))
                return
            moves, places = plan
            if not self._move_all(moves):
                return
            for tile, cell in places:
                slot = self.rack.slot_of(tile)
                if slot is None or not self._lay_from_rack(slot, tile, cell):
                    return

    @staticmethod
    def _hint_from_here(hinted: Proposal, view: PlayerView) -> Proposal:
        """``hinted`` again from the board as it is now: laid out as it was, so that the tiles still to
        lay keep the places it showed (Apply hint lays each tile where it is shown; laid out afresh,
        sets swapped rows under a newcomer's hand), its sentence saying what is left to lay."""
        return make_proposal(view.turn_board, list(hinted.sets), hinted.played, not view.opened[view.seat],
                             hinted.board, view.board)

    @staticmethod
    def _edits_to(view: PlayerView, target: Board) -> tuple[list[tuple[Cell, Cell]], list[tuple[Tile, Cell]]] | None:
        """The moves (in an order that can be made) and the rack tiles' places that turn the board
        into ``target`` exactly, the tiles that already lie where ``target`` has them staying; ``None``
        when there is none (a board tile ``target`` does not hold, a rack tile missing)."""
        now = view.board
        fixed = {cell for cell, t in target if now[cell] == t}
        needed: dict[Tile, list[Cell]] = {}
        for cell, t in target:
            if cell not in fixed:
                needed.setdefault(t, []).append(cell)
        moves: list[tuple[Cell, Cell]] = []
        places: list[tuple[Tile, Cell]] = []
        rack = Counter(view.rack or ())
        for tile, cells in needed.items():
            sources = sorted(cell for cell, t in now if t == tile and cell not in fixed)
            cells.sort()
            moves += zip(sources, cells, strict=False)  # more sources than cells: refused below
            rest = cells[len(sources):]
            if rack[tile] < len(rest):
                return None
            rack[tile] -= len(rest)
            places += [(tile, cell) for cell in rest]
        if sum(1 for cell, _ in now if cell not in fixed) != len(moves):
            return None  # a board tile the target has nowhere
        taken = [cell for move in moves for cell in move] + [cell for _, cell in places]
        ordered = moves_in_order(now, moves, spare=_spare_cell(now, moves[0][0], taken) if moves else None)
        return None if ordered is None else (ordered, places)

    def dismiss_hint(self) -> None:
        """Put the hint away (Esc, H again, or any edit)."""
        if self._end_hint():
            self._publish_message()

    def hint_gives_way(self) -> None:
        """A tile is being dropped on the board while the hint shows: the hint gives way, and comes
        back after the drop when the drop did what the hint does (``_resume_hint``)."""
        view = self.view
        if self.proposal is not None and view is not None:
            self._following = (self.proposal, view.board)
            # A drop that goes nowhere (a tile lies under the hint's picture there) makes no gesture:
            # the hint comes back once the drop is over.
            QTimer.singleShot(0, self, self._resume_hint)
        self.dismiss_hint()

    def _resume_hint(self) -> None:
        """After a gesture that followed the hint given way (each tile it laid or moved is where the
        hint has it, a joker it freed aside; each tile it took away is not there in the hint): the
        rest of the hint, shown again from the board as it is now. A newcomer following a hint tile
        by tile lost it at the first drop."""
        following, self._following = self._following, None
        view = self.view
        if following is None or view is None or self.proposal is not None or not self._my_turn():
            return
        hinted, before = following
        now = view.board
        if now == before:
            # Nothing was laid: the drop went back (a tile lies under the hint's picture there).
            self.proposal = hinted
            self.proposal_changed.emit(hinted)
            if self._note == reason_text(Reason.CELL_OCCUPIED):
                self._note = self.tr("A tile of the board is there: Apply hint (A) makes the whole move, Esc puts "
                                     "the hint away")
            self._publish_message()
            return
        laid = {cell: t for cell, t in now if before[cell] != t}
        taken = [cell for cell, t in before if now[cell] is None]
        # A joker a swap freed waits aside, where the hint does not have it: that is still following.
        placed = {cell: t for cell, t in laid.items() if not t.is_joker or hinted.board[cell] == t}
        if not placed or any(hinted.board[cell] != t for cell, t in placed.items()) \
                or any(hinted.board[cell] == before[cell] for cell in taken):
            return  # the player went their own way
        if now == hinted.board:
            return  # the whole hint is played: the line says what Finish meld does
        self.proposal = self._hint_from_here(hinted, view)
        self._note = ""  # the hint says what is left (a freed joker's place among it)
        self.proposal_changed.emit(self.proposal)
        self._publish_message()

    def _end_hint(self) -> bool:
        shown = self.proposal is not None or self._hint_for is not None
        self._hint_for = None
        if self.proposal is not None:
            self.proposal = None
            self.proposal_changed.emit(None)
        return shown

    @_one_gesture
    def drop_on_tile(self, cell: Cell, slot: int | None = None, source: Cell | None = None) -> None:
        """A tile (from rack ``slot``, or the board's ``source``) dropped on ``cell``, which holds one:
        on the joker that stands for it, it takes the joker's place; where it goes before the set
        starting there, the set moves along and the tile lands in front of it; otherwise it went
        back, and the message line says why."""
        view = self.view
        tile = (self.rack.slots[slot] if slot is not None and 0 <= slot < len(self.rack.slots)
                else view.board[source] if view is not None and source is not None else None)
        if view is not None and tile is not None and self._my_turn() and (
                self._joker_swap(cell, tile, source) or self._room_plan(cell, tile, source)):
            if slot is not None:
                self.place_from_rack(slot, cell)
            elif source is not None:
                self.move_on_board(source, cell)
            return
        self.explain_cell_taken(cell)

    def explain_covered_tile(self) -> None:
        """The player pulled at a board tile the hint's picture covers: it stays, and the line says
        how the hint moves it."""
        #: A tile of the board lies under a tile the hint shows; Apply hint moves it where the hint has it.
        self.show_note(self.tr("The hint covers a tile of the board there: Apply hint (A) moves it, Esc puts the "
                               "hint away"))

    def explain_cell_taken(self, cell: Cell | None = None) -> None:
        """A tile dropped on a board cell that holds one went back: say so; before opening, on a
        tile of the board as the turn began, say the rule that keeps it there (a newcomer dropped a
        tile on the joker it stands for and read only that the cell was taken)."""
        view = self.view
        if (cell is not None and view is not None and view.seat >= 0 and not view.opened[view.seat]
                and view.turn_board[cell] is not None):
            self.show_note(reason_text(Reason.OPENING_TOUCHED_BOARD))
            return
        self.show_note(reason_text(Reason.CELL_OCCUPIED))

    def refresh_names(self) -> None:
        """Say the names the host made ("Bot 2") again in the language of the moment, before a
        screen words the log with them."""
        if self.client.lobby is not None:
            self.names = [seat_name(s) for s in self.client.lobby.seats]

    def republish(self) -> None:
        """Tell a newly built screen everything it shows: board, rack, players, controls, whose turn;
        the names the host made ("Bot 2") are said again, in the language of the moment."""
        if self.client.lobby is not None:
            self._on_lobby(self.client.lobby)
        view = self.view
        if view is None:
            return
        if view.rack is not None:
            self.rack_changed.emit(self.rack)
        self.board_changed.emit(view.board, False)
        self.view_changed.emit(view)
        self.jokers_changed.emit(self.jokers)
        if self.proposal is not None:  # its sentence, in the new language (it stayed in the old one)
            self.proposal = self._hint_from_here(self.proposal, view)
        self.proposal_changed.emit(self.proposal)
        self._publish_board_state()
        self._publish_controls()
        self._message = ""  # said again, in the new language
        self._publish_message()

    def _my_turn(self) -> bool:
        return self.view is not None and self.view.my_turn and not self.host_gone

    def _seat(self) -> int:
        assert self.view is not None
        return self.view.seat

    def can_edit(self) -> bool:
        """Whether the board and rack take the player's tiles now: their turn, with the host there."""
        return self._my_turn()

    def _refresh(self) -> None:
        if self.view is not None:
            self.board_changed.emit(self.view.board, False)
            self.view_changed.emit(self.view)
            self.rack_changed.emit(self.rack)

    # --- derived state -----------------------------------------------------------------------

    def start_rack(self) -> tuple[Tile, ...]:
        """My rack as the turn began: the rack now plus the tiles laid this turn."""
        assert self.view is not None
        return draft_line.start_rack(self.view)

    def finish_verdict(self) -> tuple[bool, str]:
        """Whether Finish meld would be accepted now, checked locally by the engine for instant feedback."""
        return draft_line.finish_verdict(self.view)

    def message(self) -> str:
        """The message line: a passing note, the hint on show, or what the board is now."""
        if self._note:
            return self._note
        if self.proposal is not None:
            return self.proposal.text
        if self._hint_for is not None:
            return self.tr("Thinking…")
        if self._lit and self.view is not None and self.view.my_turn and self.view.result is None:
            return self.tr("The lit cells are good places for the tiles you picked: click one, or drag them anywhere")
        return draft_line.draft_line(self.view, self.name_of)

    def _publish_message(self) -> None:
        text = self.message()
        if text != self._message:
            self._message = text
            self.message_changed.emit(text)

    def _publish_board_state(self) -> None:
        view = self.view
        assert view is not None
        problems: list[tuple[list[Cell], str]] = []
        if view.changed:
            for placed in view.board.placed_sets():
                problem = set_problem(placed.tiles)
                if problem is not None:
                    problems.append((placed.cells, problem_text(problem, placed.tiles)))
        self.problems_changed.emit(problems)
        self.jokers = board_marks(view.board)
        self.jokers_changed.emit(self.jokers)

    @property
    def watching(self) -> bool:
        """This client is an onlooker: it sees the board and never holds a rack."""
        return self.client.seat == SPECTATOR or (self.view is not None and self.view.seat == SPECTATOR)

    def controls(self) -> Controls:
        view = self.view
        if self.host_gone:
            gone = _off(self.tr("The table is out of reach"))
            return Controls(gone, gone, gone, gone, gone, gone, view is not None and view.pool_size == 0)
        if self.watching:
            watch = _off(self.tr("You are watching this table"))
            return Controls(watch, watch, watch, watch, watch, watch, False)
        if view is None or view.result is not None:
            over = _off(self.tr("The game is over") if view is not None else "")
            # Pass stays Pass at the end of a game that emptied the pool (the board seen under the results).
            return Controls(over, over, over, over, over, over, view is not None and view.pool_size == 0)
        # Hints off is the table's choice: say so whatever the turn, not "wait for your turn".
        no_hints = None if self.hints_allowed else _off(self.tr("This table plays without hints"))
        if not view.my_turn:
            wait = _off(self.tr("Wait for your turn"))
            return Controls(wait, wait, wait, wait, wait, no_hints or wait, view.pool_size == 0)
        changed = view.changed
        finish = Control(True) if changed else _off(self.tr("Lay tiles on the board first"))
        if changed:
            # The engine's own turn check on the local draft decides: Finish meld is enabled (and
            # stands out) only when the host would accept the turn; otherwise its tooltip and the
            # message line say why.
            ok, why = self.finish_verdict()
            finish = Control(ok, why)
        draw = Control(True) if not changed else _off(self.tr("Undo your changes before you draw"))
        undo = Control(True) if changed else _off(self.tr("Nothing to undo"))
        step = Control(True) if view.can_step_back else _off(self.tr("Nothing to step back"))
        hint = no_hints or Control(True)
        return Controls(finish, draw, undo, step, Control(True), hint, view.pool_size == 0)

    def _publish_controls(self) -> None:
        self.controls_changed.emit(self.controls())

    @property
    def board(self) -> Board:
        return self.view.board if self.view is not None else Board()

    def new_tile_slots(self) -> list[int]:
        """The rack slots of the tiles drawn last, while they are still on the rack."""
        return self.rack.new_slots()


def _laid_this_turn(view: PlayerView) -> list[Tile]:
    """The rack tiles laid on the board this turn so far, in tile order."""
    return sorted((view.board.tiles() - view.turn_board.tiles()).elements(), key=lambda t: t.sort_key)
