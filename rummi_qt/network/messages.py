"""The wire protocol: its version, bounded framing, and every message as a typed value with one
encode/decode path. Free of Qt, so it is testable without sockets (see docs/protocol.md)."""

from __future__ import annotations

import json
import struct
import types
import typing
from collections.abc import Callable
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar, TypeVar, Union

import orjson

# 4: the deal's commit–reveal and the chat; 5: deltas inside a turn; 6: deal parts name their round
PROTOCOL_VERSION = 7
MAX_FRAME = 64 * 1024
HEADER = struct.Struct(">I")
MAX_NAME = 32
MAX_CHAT = 200  # characters in one line of chat


class ProtocolError(ValueError):
    """Bytes or JSON that are not a valid message of this protocol."""


# --- framing -----------------------------------------------------------------------------------


def dump(value: Any) -> str:
    """JSON as it goes on the wire: compact, UTF-8 as it is. Written by orjson (a view is written
    ten times faster than by ``json``); what it does not take (an integer past 64 bits) by ``json``,
    in the same compact form."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    except orjson.JSONEncodeError:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def load(data: bytes | str) -> Any:
    """JSON text read back: by orjson (twice as fast as ``json``), and what it refuses (an integer
    past 64 bits, NaN, nesting past 1,024) by ``json``, which takes or refuses it as before."""
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        value = json.loads(data.decode() if isinstance(data, bytes) else data)
    # ``json`` takes an escaped lone surrogate ("\udc00"), which is no character: kept, it made every
    # message that repeats it (a refusal naming it, a lobby with such a name) fail to be written for
    # everyone. Refused here as the text it is not (a UnicodeEncodeError is a ValueError).
    json.dumps(value, ensure_ascii=False).encode()
    return value


def frame(payload: dict[str, Any]) -> bytes:
    """One message on the wire: a 4-byte big-endian length, then that many bytes of UTF-8 JSON."""
    return frame_text(dump(payload))


def frame_text(text: str) -> bytes:
    """``frame`` of a payload already written as JSON text."""
    data = text.encode()
    if len(data) > MAX_FRAME:
        raise ProtocolError(f"frame of {len(data)} bytes is over the {MAX_FRAME}-byte limit")
    return HEADER.pack(len(data)) + data


class FrameDecoder:
    """Splits a byte stream into JSON objects; a length over the limit or bad JSON is fatal."""

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self._buffer = bytearray()
        self._max = max_frame

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        self._buffer += data
        found: list[dict[str, Any]] = []
        while len(self._buffer) >= HEADER.size:
            (length,) = HEADER.unpack_from(self._buffer)
            if length > self._max:
                raise ProtocolError(f"frame of {length} bytes is over the {self._max}-byte limit")
            if len(self._buffer) < HEADER.size + length:
                break
            raw = bytes(self._buffer[HEADER.size:HEADER.size + length])
            del self._buffer[:HEADER.size + length]
            try:
                obj = load(raw)
            # ValueError also covers an integer over Python's 4,300-digit limit; RecursionError,
            # an array nested thousands deep: both fit in a frame and must not escape as themselves.
            except (ValueError, RecursionError) as error:
                raise ProtocolError(f"frame is not UTF-8 JSON: {error}") from None
            if not isinstance(obj, dict):
                raise ProtocolError("a frame holds a JSON object")
            found.append(obj)
        return found

    @property
    def pending(self) -> int:
        return len(self._buffer)


# --- messages ----------------------------------------------------------------------------------

M = TypeVar("M", bound="Message")
_REGISTRY: dict[str, type[Message]] = {}
_NAMES: dict[type[Message], tuple[str, ...]] = {}  # each message class's field names, looked up once


@dataclass(frozen=True, slots=True, kw_only=True)
class Message:
    TYPE: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        # Shallow on purpose: field values are JSON values already, and asdict()'s deep copy of every
        # view (board, events) was two thirds of the host's CPU per turn.
        names = _NAMES.get(type(self))
        if names is None:
            names = _NAMES[type(self)] = tuple(f.name for f in fields(self))
        wire = {"type": self.TYPE}
        for name in names:
            wire[name] = getattr(self, name)
        return wire

    def encode(self) -> bytes:
        return frame(self.to_wire())


def message(cls: type[M]) -> type[M]:
    """Register a message class under its ``TYPE`` tag."""
    if not cls.TYPE or cls.TYPE in _REGISTRY:
        raise TypeError(f"message type {cls.TYPE!r} is missing or taken")
    _REGISTRY[cls.TYPE] = cls
    return cls


def decode(obj: dict[str, Any]) -> Message:
    """A received JSON object as its message, every field checked against its declared type."""
    kind = obj.get("type")
    cls = _REGISTRY.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ProtocolError(f"unknown message type {kind!r}")
    spec, names = _spec(cls)
    values: dict[str, Any] = {}
    for name, check, required in spec:
        if name in obj:
            values[name] = check(obj[name], f"{kind}.{name}")
        elif required:
            raise ProtocolError(f"{kind} needs the field {name!r}")
    if len(obj) > len(values) + 1:
        extra = set(obj) - names - {"type"}
        if extra:
            raise ProtocolError(f"{kind} has unknown fields {sorted(extra)}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:
        raise ProtocolError(f"{kind}: {error}") from None


Checker = Callable[[Any, str], Any]
_SPECS: dict[type[Message], tuple[list[tuple[str, Checker, bool]], frozenset[str]]] = {}
_CHECKERS: dict[Any, Checker] = {}


def _spec(cls: type[Message]) -> tuple[list[tuple[str, Checker, bool]], frozenset[str]]:
    """A message class's fields as (name, checker, required), worked out once: every client decodes
    a message per edit and per turn, and evaluating the types each time was most of decoding."""
    spec = _SPECS.get(cls)
    if spec is None:
        hints = typing.get_type_hints(cls)
        found = [(f.name, _checker(hints[f.name]), f.default is MISSING and f.default_factory is MISSING)
                 for f in fields(cls)]
        spec = _SPECS[cls] = (found, frozenset(name for name, _, _ in found))
    return spec


def _check(value: Any, hint: Any, where: str) -> Any:
    return _checker(hint)(value, where)


def _checker(hint: Any) -> Checker:
    """The function that checks a JSON value against ``hint`` (and returns it), made once per type."""
    known = _CHECKERS.get(hint)
    if known is not None:
        return known
    origin = typing.get_origin(hint)
    check: Checker
    if hint is Any:
        def check(value: Any, where: str) -> Any:
            return value
    elif origin in (Union, types.UnionType):
        options = [_checker(option) for option in typing.get_args(hint)]

        def check(value: Any, where: str) -> Any:
            for option in options:
                try:
                    return option(value, where)
                except ProtocolError:
                    continue
            raise ProtocolError(f"{where} has the wrong type")
    elif hint is type(None):
        def check(value: Any, where: str) -> Any:
            if value is not None:
                raise ProtocolError(f"{where} must be null")
            return None
    elif hint is bool:
        def check(value: Any, where: str) -> Any:
            if not isinstance(value, bool):
                raise ProtocolError(f"{where} must be true or false")
            return value
    elif hint is int:
        def check(value: Any, where: str) -> Any:
            if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 2**53:
                raise ProtocolError(f"{where} must be an integer")
            return value
    elif hint is str:
        def check(value: Any, where: str) -> Any:
            if not isinstance(value, str):
                raise ProtocolError(f"{where} must be a string")
            return value
    elif origin is list:
        (item_hint,) = typing.get_args(hint)
        item = _checker(item_hint)
        anything = item_hint is Any

        def check(value: Any, where: str) -> Any:
            if not isinstance(value, list):
                raise ProtocolError(f"{where} must be a list")
            return value if anything else [item(v, where) for v in value]
    elif origin is dict:
        _, item_hint = typing.get_args(hint)
        item = _checker(item_hint)
        anything = item_hint is Any

        def check(value: Any, where: str) -> Any:
            if not isinstance(value, dict):
                raise ProtocolError(f"{where} must be an object")
            # JSON keys are strings already; a view's values are checked where they are read (wire.py).
            return value if anything else {str(k): item(v, where) for k, v in value.items()}
    else:
        raise TypeError(f"unsupported field type {hint!r}")
    _CHECKERS[hint] = check
    return check


def decode_bytes(payload: bytes) -> list[Message]:
    decoder = FrameDecoder()
    found = [decode(obj) for obj in decoder.feed(payload)]
    if decoder.pending:
        raise ProtocolError("incomplete frame")
    return found


Cell = list[int]  # [row, col]


# --- handshake and liveness --------------------------------------------------------------------


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Hello(Message):
    """Client → host, first message: who is joining, and how."""

    TYPE: ClassVar[str] = "hello"
    version: int
    name: str
    pin: str | None = None
    token: str | None = None
    spectator: bool = False


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Welcome(Message):
    """Host → client: the seat taken (-1 for an onlooker) and the token that re-binds it later."""

    TYPE: ClassVar[str] = "welcome"
    version: int
    seat: int
    token: str
    table: str
    owner: bool = False
    table_id: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Refused(Message):
    """Host → client: a message was refused; ``request`` names its type. ``detail`` is English, for logs;
    ``args`` holds the facts a client words in its player's language (see docs/protocol.md)."""

    TYPE: ClassVar[str] = "refused"
    request: str
    reason: str
    detail: str
    args: dict[str, Any] = field(default_factory=dict)
    retry_ms: int | None = None


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Ping(Message):
    TYPE: ClassVar[str] = "ping"
    n: int


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Pong(Message):
    TYPE: ClassVar[str] = "pong"
    n: int


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Bye(Message):
    """Either way: the connection is closing on purpose (left, removed, host shut down)."""

    TYPE: ClassVar[str] = "bye"
    reason: str
    detail: str = ""
    args: dict[str, Any] = field(default_factory=dict)  # the facts, as a refusal's ``args``
    host_player: str = ""  # with host_closed: the hosting player's name, for "Anna closed the table"
    rejoin: bool = False


# --- lobby --------------------------------------------------------------------------------------


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LobbyState(Message):
    """Host → everyone: the table, its seats and options, and its state (lobby/playing/finished).

    Each seat is ``{"name", "kind": "empty"|"human"|"bot", "level", "connected", "away_ms",
    "bot_playing"}``; each onlooker ``{"id", "name"}``."""

    TYPE: ClassVar[str] = "lobby"
    table: str
    state: str
    seats: list[dict[str, Any]]
    options: dict[str, Any]
    spectators: int = 0
    onlookers: list[dict[str, Any]] = field(default_factory=list)
    paused: bool = False
    book: dict[str, Any] | None = None  # the score book so far (wire.book_to_wire), once a game started
    game: int = 0  # the number of the game being played or just ended
    host_player: str = ""  # set when the table has no name of its own: a client says "<host_player>'s table"
    muted: list[int] = field(default_factory=list)  # seats the owner muted in chat
    muted_onlookers: list[int] = field(default_factory=list)  # ids of onlookers the owner muted


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SetSeats(Message):
    """Owner → host: the number of seats at the table (2–6), in the lobby."""

    TYPE: ClassVar[str] = "set_seats"
    seats: int


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AddBot(Message):
    """Owner → host: put a bot of ``level`` in ``seat`` (-1: the first free seat); also gives a
    player's seat to a bot during a game."""

    TYPE: ClassVar[str] = "add_bot"
    level: str
    seat: int = -1


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveSeat(Message):
    """Owner → host: remove the player or bot in ``seat`` (in a game only bots can replace them)."""

    TYPE: ClassVar[str] = "remove_seat"
    seat: int


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SeatOnlooker(Message):
    """Owner → host, in the lobby: give onlooker ``onlooker`` (an id from the lobby's ``onlookers``)
    the free ``seat`` (-1: the first free one); the host welcomes that connection again as a player."""

    TYPE: ClassVar[str] = "seat_onlooker"
    onlooker: int
    seat: int = -1


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SetOptions(Message):
    """Owner → host: table options by name (RULES.md's list): ``timer`` (seconds or null),
    ``official_penalty``, ``threshold``, ``rounds``, ``hints``, ``pin`` (null for none), ``away_bot``
    (a bot level, or null)."""

    TYPE: ClassVar[str] = "set_options"
    options: dict[str, Any]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class StartGame(Message):
    """Owner → host: start the game (every seat filled), or the next game of the round."""

    TYPE: ClassVar[str] = "start"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class PauseTimer(Message):
    TYPE: ClassVar[str] = "pause"
    paused: bool


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Leave(Message):
    TYPE: ClassVar[str] = "leave"


# --- the turn, live -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class Intent(Message):
    """Client → host: an action in the game, stamped with the state version it was based on."""

    version: int


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class PlaceTile(Intent):
    TYPE: ClassVar[str] = "place"
    tile: str
    cell: Cell


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class MoveTile(Intent):
    TYPE: ClassVar[str] = "move"
    source: Cell
    target: Cell


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class TakeBackTile(Intent):
    TYPE: ClassVar[str] = "take_back"
    cell: Cell


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class ArrangeSets(Intent):
    """Replace the in-progress board by these sets (notation), unchanged sets staying in place."""

    TYPE: ClassVar[str] = "arrange"
    sets: list[str]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class StepBackEdit(Intent):
    TYPE: ClassVar[str] = "step_back"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class UndoTurn(Intent):
    TYPE: ClassVar[str] = "undo"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class FinishMeld(Intent):
    TYPE: ClassVar[str] = "finish"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class DrawTile(Intent):
    TYPE: ClassVar[str] = "draw"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class PassTurn(Intent):
    TYPE: ClassVar[str] = "pass"


# --- host → client: the game ---------------------------------------------------------------------


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameView(Message):
    """Host → one client: the whole game as that seat may see it (see ``wire_views``), with the
    events since the last view, redacted for that seat. ``version`` stamps the next intents."""

    TYPE: ClassVar[str] = "view"
    version: int
    view: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    edit: int = 0  # the edits accepted so far in this state version: the base of the next delta
    # On joining or rejoining a game: its turns so far (bounded), redacted like ``events``, for the log.
    history: list[dict[str, Any]] = field(default_factory=list)


class SeatViews:
    """One state's ``GameView`` for every seat, with the public part written as JSON once: a seat's
    frame is that text with the seat's own fields (``OWN``) and events put in. It decodes to the
    same message as ``GameView(...).encode()`` would (only the order of the keys differs)."""

    OWN = ("seat", "rack", "last_drawn")

    def __init__(self, version: int, edit: int, public: dict[str, Any]) -> None:
        rest = {k: v for k, v in public.items() if k not in self.OWN}
        assert rest, "a view has public fields"
        self.public_own = self.own(public["seat"], public["rack"], public["last_drawn"])  # an onlooker's: none
        self._head = f'{{"type":"{GameView.TYPE}","version":{int(version)},"edit":{int(edit)},"view":{{'
        self._public = dump(rest)[1:]  # its fields and the closing brace

    @staticmethod
    def own(seat: int, rack: str | None, last_drawn: str) -> str:
        """A seat's values of ``OWN`` as the JSON members ``frame`` puts in."""
        return f'"seat":{int(seat)},"rack":{dump(rack)},"last_drawn":{dump(last_drawn)}'

    def frame(self, own: str, events: str, history: list[dict[str, Any]]) -> bytes:
        """The frame for one seat: ``own`` is that seat's ``OWN`` members (``SeatViews.own``),
        ``events`` its events as JSON text (``dump`` of their wire form: most seats see the same,
        written once)."""
        past = dump(history) if history else "[]"
        return frame_text(f'{self._head}{own},{self._public},"events":{events},"history":{past}}}')


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Delta(Message):
    """Host → everyone, for one accepted edit inside a turn: how the board changed against the
    client's ``(version, edit - 1)``. Cells are ``[row, col]``; ``added`` ``[row, col, "tile"]``;
    ``moved`` ``[from_row, from_col, to_row, to_col]``. ``rack`` only to the mover (null otherwise).
    The mover is the view's current player, and its rack's size follows from the tiles it laid."""

    TYPE: ClassVar[str] = "delta"
    version: int
    edit: int
    removed: list[list[int]] = field(default_factory=list)
    added: list[list[Any]] = field(default_factory=list)
    moved: list[list[int]] = field(default_factory=list)
    rack: str | None = None
    can_step_back: bool = False

    def to_wire(self) -> dict[str, Any]:
        # Sent for every edit to every client: empty lists and a null rack stay off the wire.
        wire = Message.to_wire(self)
        for name in ("removed", "added", "moved"):
            if not wire[name]:
                del wire[name]
        if wire["rack"] is None:
            del wire["rack"]
        return wire


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Resync(Message):
    """Client → host: the client missed a delta (its version or edit is not the delta's base):
    send me the whole view again."""

    TYPE: ClassVar[str] = "resync"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Clock(Message):
    """Host → everyone: time left in the current turn (null when the table has no timer)."""

    TYPE: ClassVar[str] = "clock"
    seat: int
    remaining_ms: int | None
    paused: bool = False
    away: bool = False


# --- a deal everyone can check (network/fairness.py) -----------------------------------------------


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class DealRound(Message):
    """Host → everyone: the commitments for game ``game``'s deal, never a part or the host's secret.
    ``host`` commits to the host's secret; ``commits`` maps seats (bots' among them) to theirs;
    ``closed``: no commitment is taken any more (committed apps now reveal); ``dealt``: final."""

    TYPE: ClassVar[str] = "deal_round"
    game: int
    round: int
    host: str
    commits: dict[str, str]
    bots: list[int] = field(default_factory=list)
    closed: bool = False
    dealt: bool = False


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class DealCommit(Message):
    """Player → host: the hash of this app's random part for game ``game``'s round ``round``
    (fairness.commitment). One for a round the seats' change has superseded is ignored."""

    TYPE: ClassVar[str] = "deal_commit"
    game: int
    round: int
    commit: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class DealReveal(Message):
    """Player → host, after the round closed and before the deal: the part behind its commitment
    for game ``game``'s round ``round`` (ignored once that round is superseded)."""

    TYPE: ClassVar[str] = "deal_reveal"
    game: int
    round: int
    part: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class DealRevealed(Message):
    """Host → everyone, once game ``game`` ended: the host's secret and every part the seed used."""

    TYPE: ClassVar[str] = "deal_revealed"
    game: int
    host_secret: str
    parts: dict[str, str]


# --- the table talks (network/chat.py) --------------------------------------------------------------


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Say(Message):
    """Player or onlooker → host: a line of chat (plain text, at most ``MAX_CHAT`` characters)."""

    TYPE: ClassVar[str] = "say"
    text: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class React(Message):
    """Player or onlooker → host: a quick reaction by its code (each app words it in its language)."""

    TYPE: ClassVar[str] = "react"
    code: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Chat(Message):
    """Host → everyone: a line someone said (``text``) or a reaction (``reaction``, a code).
    ``seat`` is -1 for an onlooker; ``name`` is the speaker's as the lobby shows it."""

    TYPE: ClassVar[str] = "chat"
    seat: int
    name: str
    text: str = ""
    reaction: str = ""
    onlooker: int = 0  # an onlooker's id (as in the lobby's ``onlookers``), for the owner's ``mute``
    earlier: bool = False  # said before this connection came: the talk so far, sent again on (re)joining


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Mute(Message):
    """Owner → host: stop (or start again) relaying what ``seat`` says, or onlooker ``onlooker``
    (an id from the lobby's ``onlookers``) when ``seat`` is -1."""

    TYPE: ClassVar[str] = "mute"
    seat: int = -1
    onlooker: int = 0
    muted: bool = True


INTENT_TYPES = frozenset(t for t, cls in _REGISTRY.items() if issubclass(cls, Intent))
OWNER_TYPES = frozenset({SetSeats.TYPE, AddBot.TYPE, RemoveSeat.TYPE, SeatOnlooker.TYPE, SetOptions.TYPE,
                         StartGame.TYPE, PauseTimer.TYPE, Mute.TYPE})


def message_types() -> dict[str, type[Message]]:
    return dict(_REGISTRY)

