"""Secrecy on the wire: every byte the host sends to a player or an onlooker during whole games,
checked against the host's own state at the moment each frame left.

What is proved, frame by frame:
- the bytes a client received are exactly the frames the host encoded for it (nothing uncaptured);
- each view is ``view_for(the state then, that seat)``: its own rack and public facts only;
- the view is *independent of the hidden tiles*: shuffling the pool and the other racks (keeping
  their sizes, and the tiles placed this turn) gives a byte-identical view;
- events carry another seat's drawn tiles only as a count, melds only tiles now on the board,
  results only at the end (when the racks are public);
- no string anywhere names a tile beyond the receiver's rack, the board (with tiles placed during a
  turn) and, once the game is over, the final racks; no ``seed``/``pool`` key, no foreign token,
  and no stretch of the pool's order ever appears.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest
from PySide6.QtCore import Slot
from PySide6.QtNetwork import QAbstractSocket

from rummi_qt.engine import (
    COLUMNS,
    ROWS,
    Board,
    Cell,
    Draft,
    GameResult,
    GameState,
    Tile,
    format_tiles,
    parse_tile,
    set_points,
)
from rummi_qt.engine.bots import new_sets_from_rack
from rummi_qt.engine.views import SPECTATOR, PlayerView, view_for
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.host import Connection, Host
from rummi_qt.network.wire import apply_board_delta, board_from_wire, delta_for, result_to_wire, view_to_wire
from tests.network.conftest import FAST, flush_deletes

QUIET = replace(FAST, heartbeat_ms=60_000, silence_ms=120_000)

# A tile's name standing alone. Seat tokens are random URL-safe text (letters, digits, - and _): a
# token such as "...x-o3_Q..." named o3 to a looser pattern, and failed a CI run now and then.
TILE = re.compile(r"(?<![A-Za-z0-9_-])([kbor](?:1[0-3]|[1-9])|J)(?![A-Za-z0-9_-])")


class RecordingClient(Client):
    """A client that keeps every byte it receives, before its own handler reads them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.received = bytearray()

    @Slot()
    def _on_ready_read(self) -> None:
        self.received += bytes(self._socket.peek(self._socket.bytesAvailable()).data())
        super()._on_ready_read()


class FidgetPlayer:
    """Lays the sets its rack makes when it can; otherwise shows a rack tile on the board, takes it
    back (or steps back), then draws: so tiles become public mid-turn and leave the board again."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.acted_at = -1
        self.refusals: list[tuple[str, str, str]] = []
        client.view_changed.connect(self.on_view)
        client.refused.connect(lambda *r: self.refusals.append(r))

    def on_view(self, view: PlayerView, _events: list[object]) -> None:
        if not view.my_turn or self.acted_at == self.client.version:
            return
        self.acted_at = self.client.version
        assert view.rack is not None
        laid = new_sets_from_rack(view.rack)
        if laid and (view.opened[view.seat] or sum(set_points(s) for s in laid) >= view.options.threshold):
            self.client.arrange(view.turn_board.sets() + laid)
            self.client.finish()
            return
        cell = free_cell(view)
        if cell is not None and view.rack:
            self.client.place(view.rack[-1], cell)
            if view.turn % 2:
                self.client.take_back(cell)
            else:
                self.client.step_back()
        if view.pool_size:
            self.client.draw()
        else:
            self.client.pass_turn()


def free_cell(view: PlayerView) -> Cell | None:
    for row in reversed(range(ROWS)):
        for col in range(1, COLUMNS - 1):
            if all(view.board[Cell(row, c)] is None for c in (col - 1, col, col + 1)):
                return Cell(row, col)
    return None


@dataclass(frozen=True)
class Sent:
    data: bytes
    state: GameState | None  # the host's game when the frame left (frozen values: no copy needed)
    finished: tuple[GameResult, ...] = ()  # the results of the table's finished games then (public)


def capture(host: Host, monkeypatch: pytest.MonkeyPatch) -> dict[int, tuple[Connection, list[Sent]]]:
    """Record every frame the host writes, per connection, with the game as it was then."""
    sent: dict[int, tuple[Connection, list[Sent]]] = {}
    original = host._write  # every frame's bytes pass here, encoded once or per seat

    def recording_write(conn: Connection, data: bytes) -> bool:
        if conn.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            match = host.table.match
            state, finished = (match.game, match.book.results) if match else (None, ())
            frames = sent.setdefault(id(conn), (conn, []))[1]
            rest = data
            while rest:  # a write may carry several frames (a turn's view and its clock)
                size = m.HEADER.size + m.HEADER.unpack_from(rest)[0]
                frames.append(Sent(rest[:size], state, finished))
                rest = rest[size:]
        return original(conn, data)

    monkeypatch.setattr(host, "_write", recording_write)
    return sent


@pytest.fixture
def recording_client(qtbot) -> Iterator[Callable[..., RecordingClient]]:  # type: ignore[no-untyped-def]
    clients: list[RecordingClient] = []

    def make(host: Host, name: str, **kwargs: Any) -> RecordingClient:
        client = RecordingClient(name, heartbeat_ms=60_000, silence_ms=120_000, retry_ms=50, **kwargs)
        clients.append(client)
        with qtbot.waitSignal(client.welcomed, timeout=5000):
            client.connect_to("127.0.0.1", host.port)
        return client

    yield make
    for client in clients:
        client.leave()
        client.deleteLater()
    flush_deletes()


# --- the checks ------------------------------------------------------------------------------


def reshuffled(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same game as ``seat`` may know it, with every tile it cannot see dealt differently."""
    pool = list(state.pool)
    if state.over:  # the racks are public now; only the pool stays hidden
        rng.shuffle(pool)
        return replace(state, pool=tuple(pool))
    others = [s for s in range(state.seats) if s != seat]
    hidden = pool + [t for s in others for t in state.rack_of(s)]
    rng.shuffle(hidden)
    new_pool, rest = hidden[:len(pool)], hidden[len(pool):]
    racks, last_drawn, draft = list(state.racks), list(state.last_drawn), state.draft
    for s in others:
        count = len(state.rack_of(s))
        dealt, rest = rest[:count], rest[count:]
        last_drawn[s] = tuple(dealt[:1])
        if s == state.current:  # its start rack also holds the tiles it has put on the board this turn
            start = tuple(sorted(dealt + list(draft.played.elements())))
            racks[s] = start
            draft = Draft(draft.start_board, start, draft.board, draft.history)
        else:
            racks[s] = tuple(sorted(dealt))
    assert not rest
    return replace(state, pool=tuple(new_pool), racks=tuple(racks), last_drawn=tuple(last_drawn), draft=draft)


def allowed_tiles(state: GameState | None, seat: int, finished: tuple[GameResult, ...] = ()) -> Counter[Tile]:
    """Every tile copy ``seat`` may see named: its rack, the board as it lies, and final racks
    (of this game once it is over, and of the table's finished games, in the score book)."""
    if state is None:
        return Counter()
    allowed = Counter(state.rack_of(seat)) if seat != SPECTATOR else Counter()
    for result in finished:
        allowed |= Counter(t for rack in result.racks for t in rack)
    allowed |= state.draft.board.tiles() if not state.over else state.board.tiles()
    if state.over:
        assert state.result is not None
        for rack in state.result.racks:
            allowed.update(rack)
    return allowed


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def key_paths(value: Any, path: str = "") -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield f"{path}.{key}"
            yield from key_paths(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from key_paths(item, f"{path}[]")


EVENT_KEYS = {
    "edit": {"kind", "seat"}, "meld": {"kind", "seat", "played", "opening", "sets", "reworked", "won"},
    "draw": {"kind", "seat", "tiles", "count", "timed_out", "penalty"}, "pass": {"kind", "seat", "timed_out"},
    "turn": {"kind", "seat"}, "end": {"kind", "result"},
}


def check_view_frame(obj: dict[str, Any], state: GameState, seat: int, checked: Counter[str]) -> None:
    view = obj["view"]
    assert view == view_to_wire(view_for(state, seat)), "the frame is not the seat's view of the game then"
    if seat == SPECTATOR:
        assert view["rack"] is None and view["last_drawn"] == ""
    else:
        assert view["rack"] == format_tiles(state.rack_of(seat))
    assert view["rack_counts"] == [len(state.rack_of(s)) for s in range(state.seats)]
    rng = random.Random(len(checked))
    for _ in range(2):
        other = reshuffled(state, seat, rng)
        for _attempt in range(50):  # a pool of two tiles comes out the same now and then: deal again
            if state.over or len(set(state.pool)) <= 1 or other.pool != state.pool:
                break
            other = reshuffled(state, seat, rng)
        if not state.over and len(set(state.pool)) > 1:
            assert other.pool != state.pool
        assert view_to_wire(view_for(other, seat)) == view, "the view depends on tiles the seat cannot see"
        checked["counterfactual"] += 1
    for event in obj["events"]:
        kind = event["kind"]
        assert set(event) == EVENT_KEYS[kind], event
        checked[f"event {kind}"] += 1
        if kind == "draw":
            if event["seat"] == seat:
                assert event["tiles"] == format_tiles(state.last_drawn[seat]) and event["count"] >= 1
                assert not Counter(parse_tiles_text(event["tiles"])) - Counter(state.rack_of(seat))
                checked["own draw"] += 1
            else:
                assert event["tiles"] == "" and event["count"] >= 0, "someone else's drawn tile was sent"
                checked["foreign draw"] += 1
        elif kind == "meld":
            assert not Counter(parse_tiles_text(event["played"])) - state.board.tiles()
            laid = Counter(t for s in event["sets"] for t in parse_tiles_text(s))
            assert not laid - Counter(parse_tiles_text(event["played"])), "a meld's sets hold more than it played"
        elif kind == "end":
            assert state.result is not None and event["result"] == result_to_wire(state.result)


def parse_tiles_text(text: str) -> list[Tile]:
    return [parse_tile(t) for t in text.split()]


def check_stream(sent: list[Sent], received: bytes, seat: int, foreign_secrets: list[str]) -> Counter[str]:
    """Check everything one client received; returns what was checked, by kind."""
    assert b"".join(s.data for s in sent) == bytes(received), "the client got bytes the capture missed"
    text = bytes(received).decode(errors="replace")
    for secret in foreign_secrets:
        assert secret not in text, "another seat's token (or the owner's) was sent"
    checked: Counter[str] = Counter()
    board = None  # the board as this client holds it: from its last view, with the deltas since
    for item in sent:
        obj = json.loads(item.data[m.HEADER.size:].decode())
        msg = m.decode(obj)
        checked[msg.TYPE] += 1
        for path in key_paths(obj):
            leaf = path.rsplit(".", 1)[-1]
            assert leaf not in {"seed", "pool", "rng", "starting_draw", "draws"}, path
            assert leaf != "racks" or path.endswith(("result.racks", "book.results[].racks")), path
        allowed = allowed_tiles(item.state, seat, item.finished)
        for value in strings(obj):
            named = Counter(parse_tile(t) for t in TILE.findall(value))
            assert not named - allowed, f"{msg.TYPE} names {named - allowed} that seat {seat} may not see"
            checked["tile strings"] += bool(named)
        if isinstance(msg, m.Welcome):
            assert msg.seat == seat
        elif isinstance(msg, m.GameView):
            assert item.state is not None
            check_view_frame(obj, item.state, seat, checked)
            board = board_from_wire(obj["view"]["board"])
        elif isinstance(msg, m.Delta):
            assert item.state is not None and board is not None
            check_delta_frame(obj, msg, item.state, seat, board, checked)
            board = apply_board_delta(board, msg)
    return checked


def check_delta_frame(obj: dict[str, Any], msg: m.Delta, state: GameState, seat: int, before: Board,
                      checked: Counter[str]) -> None:
    """A delta is the seat's delta of the game then against the board it held, and the same had
    every tile it cannot see been dealt differently: only the mover gets a rack, its own."""
    assert obj == delta_for(state, seat, before, msg.version, msg.edit).to_wire()
    assert apply_board_delta(before, msg) == state.draft.board, "the delta does not bring the board now"
    if seat == state.current:
        assert obj["rack"] == format_tiles(state.rack_of(seat))
        checked["own delta"] += 1
    else:
        assert "rack" not in obj, "a delta carried another seat's rack"
    rng = random.Random(checked["delta counterfactual"])
    for _ in range(2):
        other = reshuffled(state, seat, rng)
        assert delta_for(other, seat, before, msg.version, msg.edit).to_wire() == obj, \
            "the delta depends on tiles the seat cannot see"
        checked["delta counterfactual"] += 1


def check_deal_kept_until_the_end(sent: list[Sent], secrets: list[str]) -> int:
    """The host's deal secret, every seat's part and the seed appear in no frame before the game's
    last view has gone out; then ``deal_revealed`` carries them. Returns the frames checked."""
    kinds = [m.decode(json.loads(s.data[m.HEADER.size:].decode())).TYPE for s in sent]
    assert kinds.count(m.DealRevealed.TYPE) == 1 and m.DealRound.TYPE in kinds
    reveal = kinds.index(m.DealRevealed.TYPE)
    last_view = max(i for i, kind in enumerate(kinds) if kind == m.GameView.TYPE)
    assert reveal > last_view, "the deal was revealed before the game's last view"
    for item in sent[:reveal]:
        text = item.data.decode(errors="replace")
        for secret in secrets:
            assert secret not in text, "a secret of the deal was sent before the game ended"
    return reveal


def check_pool_order_never_sent(pools: list[tuple[Tile, ...]], received: bytes) -> int:
    """No stretch of four pool tiles in their (unsorted) draw order appears in any form."""
    text = bytes(received).decode(errors="replace")
    windows = 0
    for pool in pools:
        for i in range(len(pool) - 3):
            window = pool[i:i + 4]
            if list(window) == sorted(window) or list(window) == sorted(window, reverse=True):
                continue  # a sorted stretch could be a rack or a set: ambiguous, skip it
            names = [str(t) for t in window]
            for joined in (" ".join(names), '","'.join(names), " ".join(reversed(names))):
                # Whole tile names only: "k4 k5 k6 k1" inside a rack's "k4 k5 k6 k10" is no stretch
                # of the pool (a fresh machine's game met exactly that).
                found = re.search(rf"(?<![A-Za-z0-9]){re.escape(joined)}(?![0-9])", text)
                assert found is None, f"the pool's order {joined!r} was sent"
            windows += 1
    return windows


# --- the games -----------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "bot"), [(11, False), (4, True)], ids=["two players", "two players and a bot"])
def test_no_tile_is_sent_before_it_is_public(make_host, recording_client, qtbot, monkeypatch, seed, bot) -> None:
    # No heartbeat traffic after the game, so that "everything sent has arrived" settles.
    host = make_host(seats=3 if bot else 2, seed=seed, settings=QUIET)
    sent = capture(host, monkeypatch)
    pools: list[tuple[Tile, ...]] = []
    if bot:
        host.table.add_bot("easy")
    ann = recording_client(host, "Ann")
    bob = recording_client(host, "Bob")
    dora = recording_client(host, "Dora", spectator=True)
    players = [FidgetPlayer(ann), FidgetPlayer(bob)]
    qtbot.waitUntil(lambda: host.deal_is_ready, timeout=5000)  # every player's part in the deal
    with qtbot.waitSignal(ann.game_ended, timeout=60_000):
        host.start()
        assert host.table.match is not None
        pools.append(host.table.match.game.pool)
    match = host.table.match
    dealt = host.table.dealt
    assert dealt is not None and {ann.seat, bob.seat} <= set(dealt.parts)
    seed = dealt.seed(host.table.id)
    deal_secrets = [dealt.host_secret, *dealt.parts.values(), str(seed), f"{seed:x}", f"{seed:064x}"]
    assert match is not None and match.game.over

    clients = {ann.seat: ann, bob.seat: bob, SPECTATOR: dora}
    streams = {conn.seat: (conn, frames) for conn, frames in sent.values()}
    assert set(streams) >= set(clients)

    def delivered() -> bool:
        return all(bytes(c.received) == b"".join(s.data for s in streams[seat][1]) for seat, c in clients.items())

    qtbot.waitUntil(delivered, timeout=5000)
    tokens = {s: info.token for s, info in enumerate(host.table.seats) if info.token}
    totals: Counter[str] = Counter()
    for seat, client in clients.items():
        foreign = [t for s, t in tokens.items() if s != seat] + [host.owner_token]
        totals += check_stream(streams[seat][1], client.received, seat, foreign)
        totals["pool windows"] += check_pool_order_never_sent(pools, client.received)
        totals["deal kept"] += check_deal_kept_until_the_end(streams[seat][1], deal_secrets)
    assert all(not p.refusals for p in players), [p.refusals for p in players]

    # The test saw what it claims to have checked: a whole game, mid-turn boards, both kinds of draw.
    assert totals["view"] > 50 and totals["delta"] > 10 and totals["own delta"] > 5 and totals["event end"] == 3
    assert totals["delta counterfactual"] == 2 * totals["delta"]
    assert totals["own draw"] > 0 and totals["foreign draw"] > totals["own draw"]
    assert totals["counterfactual"] == 2 * totals["view"] and totals["pool windows"] > 100
    assert totals["lobby"] > 0 and totals["clock"] > 0 and totals["welcome"] == 3
    assert totals["deal kept"] > 150 and totals["deal_round"] >= 3 and totals["deal_revealed"] == 3
    assert all(c.deal_report is not None and c.deal_report.ok for c in clients.values())
