"""The host's authority without sockets: seats and tokens, table options, the match, and the fixed
order in which every intent is checked. The Qt host only moves bytes and runs the clocks."""

from __future__ import annotations

import enum
import random
import secrets
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rummi_qt.engine import (
    Action,
    Arrange,
    DraftChanged,
    Draw,
    Drew,
    Event,
    Finish,
    GameEnded,
    Match,
    Melded,
    Move,
    NotationError,
    Options,
    Outcome,
    Pass,
    Passed,
    Place,
    StepBack,
    TakeBack,
    Timeout,
    TurnStarted,
    Undo,
    format_tiles,
    parse_tile,
)
from rummi_qt.engine.bots import LEVELS
from rummi_qt.engine.scoring import ScoreBook
from rummi_qt.engine.tiles import MAX_SEATS, MIN_SEATS
from rummi_qt.engine.views import SPECTATOR, PlayerView, event_for, view_for

from . import messages as m
from .fairness import DealRound
from .names import bot_name, player_name
from .wire import book_to_wire, cell_from_wire, tiles_from_wire

BOT_LEVELS = tuple(LEVELS)
DEFAULT_TIMER = 60  # RULES.md: seconds a turn when the table's timer is switched on
MIN_TIMER = 5
MAX_TIMER = 3600
MAX_THRESHOLD = 200
MAX_ROUNDS = 20
# The turns of the current game a client gets on joining or rejoining, for its log and its check of
# the deal: a game has a few hundred turns at most, and the oldest are the least missed.
HISTORY_LIMIT = 300
HISTORY_EVENTS = (Melded, Drew, Passed, GameEnded)


class Refusal(enum.Enum):
    """Why the host refused a message (besides the engine's own ``Reason`` values)."""

    BAD_MESSAGE = "bad_message"
    BAD_VERSION = "bad_version"
    BAD_PIN = "bad_pin"
    PIN_WAIT = "pin_wait"
    BAD_TOKEN = "bad_token"
    SEAT_GIVEN_TO_BOT = "seat_given_to_bot"
    TABLE_FULL = "table_full"
    NOT_OWNER = "not_owner"
    NOT_SEATED = "not_seated"
    NOT_IN_GAME = "not_in_game"
    STALE = "stale"
    BAD_INTENT = "bad_intent"
    BAD_OPTION = "bad_option"
    SEATS_EMPTY = "seats_empty"
    GAME_RUNNING = "game_running"
    TABLE_FINISHED = "table_finished"
    BAD_SEAT = "bad_seat"
    NOT_NOW = "not_now"
    NO_ROOM = "no_room"
    # The deal's commit–reveal (network/fairness.py) and the chat (network/chat.py).
    DEAL_CLOSED = "deal_closed"
    DEAL_COMMITTED = "deal_committed"
    DEAL_MISMATCH = "deal_mismatch"
    DEAL_WRONG_GAME = "deal_wrong_game"
    MUTED = "muted"
    CHAT_TOO_LONG = "chat_too_long"
    CHAT_EMPTY = "chat_empty"
    CHAT_TOO_FAST = "chat_too_fast"


class Denied(Exception):
    """A refusal on its way back to the sender: a reason (a ``Refusal`` or engine ``Reason`` value), an
    English ``detail`` for logs, and ``facts``: what the client needs to word it in its own language
    (``about``: which rule of the reason; ``low``/``high``: a range; ``seat``; ``tiles``; ``numbers``)."""

    def __init__(self, reason: str, detail: str, **facts: Any) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail
        self.facts = facts  # sent as the refusal's ``args`` (not ``self.args``: that is the exception's own)


@dataclass(frozen=True, slots=True)
class TableOptions:
    """RULES.md's whole list of table options."""

    timer: int | None = None
    official_penalty: bool = False
    threshold: int = 30
    rounds: int = 1  # rounds of one game per player; 0 for a single game
    hints: bool = True
    pin: str | None = None
    # A bot of this level plays an away player's turns once the grace period is over, until they
    # rejoin; None: their turns wait the grace period and then time out (a tile drawn).
    away_bot: str | None = None

    def engine_options(self) -> Options:
        return Options(threshold=self.threshold, official_penalty=self.official_penalty)

    def public(self) -> dict[str, Any]:
        """The options as everyone may see them: whether a PIN is set, never the PIN."""
        return {"timer": self.timer, "official_penalty": self.official_penalty, "threshold": self.threshold,
                "rounds": self.rounds, "hints": self.hints, "pin": self.pin is not None, "away_bot": self.away_bot}

    def updated(self, changes: dict[str, Any]) -> TableOptions:
        """These options with ``changes`` applied, each checked; raises :class:`Denied`."""
        known = {"timer", "official_penalty", "threshold", "rounds", "hints", "pin", "away_bot"}
        unknown = set(changes) - known
        if unknown:
            raise Denied(Refusal.BAD_OPTION.value, f"Unknown table options: {', '.join(sorted(unknown))}",
                         about="unknown")
        values: dict[str, Any] = {}
        for name, value in changes.items():
            if name == "timer":
                if value is not None and (not _is_int(value) or not MIN_TIMER <= value <= MAX_TIMER):
                    raise Denied(Refusal.BAD_OPTION.value,
                                 f"The turn timer is off or {MIN_TIMER} to {MAX_TIMER} seconds",
                                 about="timer", low=MIN_TIMER, high=MAX_TIMER)
            elif name in ("official_penalty", "hints"):
                if not isinstance(value, bool):
                    raise Denied(Refusal.BAD_OPTION.value, f"{name} is on or off", about="switch")
            elif name == "threshold":
                if not _is_int(value) or not 0 <= value <= MAX_THRESHOLD:
                    raise Denied(Refusal.BAD_OPTION.value, f"The opening threshold is 0 to {MAX_THRESHOLD}",
                                 about="threshold", low=0, high=MAX_THRESHOLD)
            elif name == "rounds":  # 0: a single game, no round (the lobby's "One game")
                if not _is_int(value) or not 0 <= value <= MAX_ROUNDS:
                    raise Denied(Refusal.BAD_OPTION.value, f"A table plays 0 (a single game) to {MAX_ROUNDS} rounds",
                                 about="rounds", low=0, high=MAX_ROUNDS)
            elif name == "away_bot":
                if value is not None and value not in BOT_LEVELS:
                    raise Denied(Refusal.BAD_OPTION.value, f"away_bot is off (null) or one of {', '.join(BOT_LEVELS)}",
                                 about="bot_level")
            elif value is not None and (not isinstance(value, str) or not 1 <= len(value) <= 16):
                raise Denied(Refusal.BAD_OPTION.value, "A PIN is 1 to 16 characters, or none", about="pin", low=1,
                             high=16)
            values[name] = value
        return replace(self, **values)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class SeatKind(enum.StrEnum):
    EMPTY = "empty"
    HUMAN = "human"
    BOT = "bot"


@dataclass(slots=True)
class Seat:
    kind: SeatKind = SeatKind.EMPTY
    name: str = ""
    level: str = ""
    token: str = ""
    connected: bool = False
    away_since: float | None = None
    # The N of a name the host gave ("Bot N", "Player N"), so that each client says it in its own
    # language; 0 for a name the player chose.
    number: int = 0
    # The player is away past the grace period and the table's away bot plays their turns; the seat,
    # its token and its rack stay theirs, and they get it back the moment they rejoin.
    bot_playing: bool = False

    def public(self, now: float) -> dict[str, Any]:
        away_ms = None if self.away_since is None else int((now - self.away_since) * 1000)
        return {"name": self.name, "kind": self.kind.value, "level": self.level,
                "connected": self.connected or self.kind is SeatKind.BOT, "away_ms": away_ms,
                "bot_playing": self.bot_playing, "number": self.number}


class TableState(enum.Enum):
    LOBBY = "lobby"
    PLAYING = "playing"
    FINISHED = "finished"


def clean_name(name: str, fallback: str) -> str:
    printable = "".join(ch for ch in name if ch.isprintable()).strip()
    return printable[:m.MAX_NAME] or fallback


@dataclass(slots=True)
class Table:
    """One table: its seats, options and match. Every method either changes it or raises Denied."""

    name: str
    seats: list[Seat] = field(default_factory=lambda: [Seat(), Seat()])
    options: TableOptions = field(default_factory=TableOptions)
    match: Match | None = None
    # The state version: it changes when a turn ends or a game starts, so every intent of one turn
    # carries the same one, and an intent meant for an earlier turn is refused as stale.
    version: int = 0
    # The edits accepted in this state version: each one goes out as a delta against the one before.
    edit: int = 0
    seed: int = 0
    rng: random.Random = field(default_factory=random.Random)
    games_planned: int | None = None
    # Random per table, kept across a resume: advertised, sent in ``welcome``, and the key of a
    # guest's seat token, so that a later table at the same address never sees an old token.
    id: str = field(default_factory=lambda: secrets.token_hex(4))
    # Set when the table has no name of its own: ``name`` is then the English "<host_player>'s table"
    # (for logs and the network's service name) and each client says it in its own language.
    host_player: str = ""
    # Tokens of players whose seats the owner gave to a bot during a game: such a player who comes
    # back is told so, not that their token is unknown.
    given_to_bots: set[str] = field(default_factory=set)
    # Seats the owner has muted in the chat: saved with the table, so a restarted host keeps them muted.
    muted: set[int] = field(default_factory=set)
    # How many times the table was resumed after its host stopped; each resume also moves the
    # version on (and is saved before anyone connects), so a version never means two states.
    epoch: int = 0
    # From a save: the game record's length at that save and the record lines of the saved turn,
    # so that a resume can cut the record back to the save and append what the crash kept out.
    record_mark: tuple[int, tuple[dict[str, Any], ...]] | None = None
    # The commit–reveal round the game being played (or just ended) was dealt from: saved with the
    # table, so that a resumed host can still reveal it at the end (network/fairness.py).
    dealt: DealRound | None = None
    # The current game's public turns, unredacted (each receiver of a join or a rejoin gets them
    # redacted for its seat). Saved with the table before each turn is broadcast, so that a resumed
    # table still has the game so far: for the players' logs and for their check of the deal.
    history: deque[Event] = field(default_factory=lambda: deque(maxlen=HISTORY_LIMIT))

    @property
    def state(self) -> TableState:
        if self.match is None:
            return TableState.LOBBY
        if self.match.game.over and self.match.finished:
            return TableState.FINISHED
        return TableState.PLAYING

    def lobby_message(self, now: float, onlookers: Sequence[tuple[int, str]] = (),
                      paused: bool = False) -> m.LobbyState:
        """The table as everyone may see it; ``onlookers`` are (id, name) of the connections watching."""
        book = None if self.match is None else book_to_wire(self.match.book)
        number = 0 if self.match is None else self.match.game_number
        watching = [{"id": ident, "name": name} for ident, name in onlookers]
        return m.LobbyState(table=self.name, state=self.state.value, seats=[s.public(now) for s in self.seats],
                            options=self.options.public(), spectators=len(watching), onlookers=watching,
                            paused=paused, book=book, game=number, host_player=self.host_player)

    # --- seats -------------------------------------------------------------------------------

    def seat_of_token(self, token: str | None) -> int | None:
        if not token:
            return None
        for index, seat in enumerate(self.seats):
            if seat.token and secrets.compare_digest(seat.token, token):
                return index
        return None

    def check_token(self, token: str | None) -> None:
        """Refuse a token of no seat here, saying so when it was a seat given to a bot."""
        if token and any(secrets.compare_digest(token, t) for t in self.given_to_bots):
            raise Denied(Refusal.SEAT_GIVEN_TO_BOT.value, "Your seat was given to a bot; watch, or ask the host "
                                                          "for a seat")
        if token:
            # Which table this is: a client keeps a token of another table (it may be resumed) and
            # says which table is here now.
            raise Denied(Refusal.BAD_TOKEN.value, "That seat token is not from this table", table_id=self.id,
                         **self._named())

    def join(self, name: str) -> int:
        """Seat a new human player in the first empty seat; returns the seat."""
        if self.state is not TableState.LOBBY:
            raise Denied(Refusal.GAME_RUNNING.value, "The game has started; you can watch instead", about="watch",
                         **self._named())
        for index, seat in enumerate(self.seats):
            if seat.kind is SeatKind.EMPTY:
                chosen = clean_name(name, "")
                self.seats[index] = Seat(SeatKind.HUMAN, chosen or player_name(index),
                                         token=secrets.token_urlsafe(18), connected=True,
                                         number=0 if chosen else index + 1)
                return index
        raise Denied(Refusal.TABLE_FULL.value, "Every seat at this table is taken", **self._named())

    def _named(self) -> dict[str, str]:
        """The table's name for a refusal that offers to watch: the app says which table, not an address."""
        return {"table": self.name, "host_player": self.host_player}

    def seat_onlooker(self, name: str, seat: int = -1) -> int:
        """Seat an onlooker as a new player in a free seat (the owner's choice, in the lobby)."""
        if self.state is not TableState.LOBBY:
            raise Denied(Refusal.GAME_RUNNING.value, "Onlookers get a seat only in the lobby")
        if seat == -1:
            seat = next((i for i, s in enumerate(self.seats) if s.kind is SeatKind.EMPTY), -1)
            if seat == -1:
                raise Denied(Refusal.TABLE_FULL.value, "Every seat at this table is taken")
        if not 0 <= seat < len(self.seats):
            raise Denied(Refusal.BAD_SEAT.value, f"There is no seat {seat}")
        if self.seats[seat].kind is not SeatKind.EMPTY:
            raise Denied(Refusal.BAD_SEAT.value, "That seat is not free")
        self.seats[seat] = Seat(SeatKind.HUMAN, clean_name(name, player_name(seat)),
                                token=secrets.token_urlsafe(18), connected=True)
        return seat

    def set_seat_count(self, count: int) -> None:
        if self.state is not TableState.LOBBY:
            raise Denied(Refusal.GAME_RUNNING.value, "Seats change only in the lobby", about="seats")
        if not MIN_SEATS <= count <= MAX_SEATS:
            raise Denied(Refusal.BAD_SEAT.value, f"A table has {MIN_SEATS} to {MAX_SEATS} seats", about="seat_count",
                         low=MIN_SEATS, high=MAX_SEATS)
        if any(s.kind is SeatKind.HUMAN for s in self.seats[count:]):
            raise Denied(Refusal.BAD_SEAT.value, "Remove the players in the seats you take away first",
                         about="seats_taken")
        self.seats = (self.seats + [Seat() for _ in range(MAX_SEATS)])[:count]
        self.muted = {seat for seat in self.muted if seat < count}

    def add_bot(self, level: str, seat: int = -1) -> int:
        if level not in BOT_LEVELS:
            raise Denied(Refusal.BAD_OPTION.value, f"Bot levels are {', '.join(BOT_LEVELS)}", about="bot_level")
        if seat == -1:
            seat = next((i for i, s in enumerate(self.seats) if s.kind is SeatKind.EMPTY), -1)
            if seat == -1:
                raise Denied(Refusal.TABLE_FULL.value, "Every seat at this table is taken")
        if not 0 <= seat < len(self.seats):
            raise Denied(Refusal.BAD_SEAT.value, f"There is no seat {seat}", about="no_seat", seat=seat)
        if self.state is TableState.LOBBY and self.seats[seat].kind is SeatKind.HUMAN:
            raise Denied(Refusal.BAD_SEAT.value, "Remove the player in that seat first", about="occupied")
        bots = sum(s.kind is SeatKind.BOT for s in self.seats)
        if self.seats[seat].kind is SeatKind.HUMAN and self.seats[seat].token:
            self.given_to_bots.add(self.seats[seat].token)
        self.seats[seat] = Seat(SeatKind.BOT, bot_name(bots + 1), level=level, connected=True, number=bots + 1)
        return seat

    def remove_seat(self, seat: int) -> None:
        if not 0 <= seat < len(self.seats):
            raise Denied(Refusal.BAD_SEAT.value, f"There is no seat {seat}", about="no_seat", seat=seat)
        if self.state is not TableState.LOBBY:
            raise Denied(Refusal.GAME_RUNNING.value, "During a game a seat can only be given to a bot",
                         about="bot_only")
        self.seats[seat] = Seat()

    # --- the game ------------------------------------------------------------------------------

    def start(self, deal_seed: int | None = None) -> Match:
        """Deal the first or the next game; ``deal_seed``: the seed the players' commit–reveal
        made (each game then shuffles from its own, so that every app can replay its deal)."""
        if any(s.kind is SeatKind.EMPTY for s in self.seats):
            raise Denied(Refusal.SEATS_EMPTY.value, "Fill every seat with a player or a bot first")
        if self.match is None:
            self.rng = random.Random(self.seed if deal_seed is None else deal_seed)
            rounds = self.options.rounds
            match = Match.start(len(self.seats), self.rng, self.options.engine_options(), max(1, rounds))
            planned = self.games_planned if self.games_planned is not None else 1 if rounds == 0 else None
            if planned is not None:
                match = replace(match, book=ScoreBook(len(self.seats), planned))
        elif not self.match.game.over:
            raise Denied(Refusal.GAME_RUNNING.value, "The game is still going on", about="still_playing")
        elif self.match.finished:
            raise Denied(Refusal.TABLE_FINISHED.value, "Every planned game has been played")
        else:
            if deal_seed is not None:
                self.rng = random.Random(deal_seed)
            match = self.match.next_game(self.rng)
        self.match = match
        self.version += 1
        self.edit = 0
        self.history.clear()
        return match

    def view(self, seat: int) -> PlayerView:
        assert self.match is not None
        return view_for(self.match.game, seat)

    def act(self, seat: int, intent: m.Message) -> Outcome:
        """Check an intent in the fixed order (whose turn → state version → engine) and apply it."""
        if self.match is None:
            raise Denied(Refusal.NOT_IN_GAME.value, "The game has not started")
        if seat == SPECTATOR:
            raise Denied(Refusal.NOT_SEATED.value, "Onlookers watch; they do not play")
        game = self.match.game
        if game.over:
            raise Denied("game_over", "The game is over")
        if seat != game.current:
            raise Denied("not_your_turn", "It is not your turn")
        assert isinstance(intent, m.Intent)
        if intent.version != self.version:
            raise Denied(Refusal.STALE.value, "The game moved on before your move arrived; here is the board now")
        return self.apply(to_action(seat, intent))

    def apply(self, action: Action) -> Outcome:
        """Apply an action already known to come from its seat (a player's intent, a bot, the clock)."""
        assert self.match is not None
        self.match, outcome = self.match.apply(action)
        if not outcome.ok:
            verdict = outcome.verdict
            assert verdict.reason is not None
            raise Denied(verdict.reason.value, verdict.detail, tiles=format_tiles(verdict.tiles),
                         numbers=list(verdict.numbers))
        if any(isinstance(e, (TurnStarted, GameEnded)) for e in outcome.events):
            self.version += 1
            self.edit = 0
        else:
            self.edit += sum(isinstance(e, DraftChanged) for e in outcome.events)
        return outcome

    def timeout(self) -> Outcome:
        assert self.match is not None
        return self.apply(Timeout(self.match.game.current))


def to_action(seat: int, intent: m.Message) -> Action:
    """A client's intent as an engine action; malformed tiles or cells raise :class:`Denied`."""
    try:
        if isinstance(intent, m.PlaceTile):
            return Place(seat, parse_tile(intent.tile), cell_from_wire(intent.cell))
        if isinstance(intent, m.MoveTile):
            return Move(seat, cell_from_wire(intent.source), cell_from_wire(intent.target))
        if isinstance(intent, m.TakeBackTile):
            return TakeBack(seat, cell_from_wire(intent.cell))
        if isinstance(intent, m.ArrangeSets):
            sets = tuple(tiles_from_wire(s) for s in intent.sets)
            # Empty sets cost nothing to send but each one is a layout pass: thousands in one frame
            # held the host's event loop for seconds. A set has tiles, so the count stays bounded.
            if not all(sets):
                raise Denied(Refusal.BAD_INTENT.value, "A set holds at least one tile")
            return Arrange(seat, sets)
    except (NotationError, ValueError) as error:
        raise Denied(Refusal.BAD_INTENT.value, str(error)) from None
    simple: dict[type[m.Message], type[StepBack | Undo | Finish | Draw | Pass]] = {
        m.StepBackEdit: StepBack, m.UndoTurn: Undo, m.FinishMeld: Finish, m.DrawTile: Draw, m.PassTurn: Pass,
    }
    kind = simple.get(type(intent))
    if kind is None:
        raise Denied(Refusal.BAD_INTENT.value, f"{intent.TYPE} is not a game action")
    return kind(seat)


def redacted_events(events: tuple[Event, ...], seat: int) -> list[Event]:
    return [event_for(e, seat) for e in events]
