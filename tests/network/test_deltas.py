"""Protocol version 3 on real sockets: an edit inside a turn reaches everyone as a small delta (the
mover's with its rack, everyone else's without), turn boundaries as whole views, a client that
missed a delta asks for the whole view and ends where the host is, and a version-2 client is
turned away with a reason it can show."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from rummi_qt.engine import Board, Cell, Draft, TurnStarted, layout, parse_board, parse_tiles
from rummi_qt.engine.views import SPECTATOR, view_for
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.host import Host
from rummi_qt.network.wire import apply_board_delta, board_delta, board_from_wire
from tests.network.conftest import FAST
from tests.network.peers import RawPeer, open_peers

QUIET = replace(FAST, heartbeat_ms=60_000, silence_ms=120_000)


@pytest.fixture
def raw_peer(qtbot) -> Iterator[Callable[..., RawPeer]]:  # type: ignore[no-untyped-def]
    yield from open_peers()


def deal(host: Host, seat: int, rack: str, board: str = "") -> None:
    """Make it ``seat``'s turn with this rack and board, as a fresh turn broadcast to everyone."""
    assert host.table.match is not None
    game = host.table.match.game
    hands = list(game.racks)
    hands[seat] = tuple(sorted(parse_tiles(rack)))
    laid = layout(parse_board(board)) if board else Board()
    state = replace(game, racks=tuple(hands), board=laid, current=seat, draft=Draft.begin(laid, hands[seat]),
                    opened=(True,) * game.seats)
    host.table.match = replace(host.table.match, game=state)
    host.table.version += 1
    host.table.edit = 0
    host._after_change((TurnStarted(seat),))  # noqa: SLF001 - the broadcast a fresh turn gets


def same_as_host(host: Host, client: Client) -> bool:
    assert host.table.match is not None
    return client.view == view_for(host.table.match.game, client.seat if client.seat is not None else SPECTATOR)


def test_board_delta_round_trips_moves_additions_and_removals() -> None:
    r1, r2, r3, k5, b5, joker = parse_tiles("r1 r2 r3 k5 b5 J")
    old = Board({Cell(0, 0): r1, Cell(0, 1): r2, Cell(0, 2): r3, Cell(1, 0): k5, Cell(1, 1): b5})
    new = Board({Cell(3, 4): r1, Cell(0, 1): r2, Cell(0, 2): r3, Cell(1, 1): b5, Cell(5, 5): joker})
    removed, added, moved = board_delta(old, new)
    assert moved == [[0, 0, 3, 4]] and removed == [[1, 0]] and added == [[5, 5, "J"]]
    assert apply_board_delta(old, m.Delta(version=1, edit=1, removed=removed, added=added, moved=moved)) == new


def test_an_edit_goes_to_everyone_as_a_delta_and_only_the_mover_gets_a_rack(make_host, make_client, raw_peer,
                                                                             qtbot) -> None:
    host = make_host(settings=QUIET)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    eve = raw_peer(host.port)
    eve.hello(qtbot, "Eve", spectator=True)
    host.start()
    qtbot.waitUntil(lambda: ann.view is not None and bob.view is not None and bool(eve.of_type(m.GameView)))
    deal(host, 0, "r7 r8 r9 b1 b2", "k3 k4 k5")
    qtbot.waitUntil(lambda: same_as_host(host, ann) and same_as_host(host, bob))
    views_before = len(eve.of_type(m.GameView))
    sent_before = {id(c): c.sent_bytes for c in host._connections}  # noqa: SLF001

    ann.place(parse_tiles("r7")[0], Cell(5, 2))
    ann.place(parse_tiles("r8")[0], Cell(5, 3))
    ann.move(Cell(5, 3), Cell(5, 4))
    ann.take_back(Cell(5, 4))
    qtbot.waitUntil(lambda: host.table.edit == 4 and len(eve.of_type(m.Delta)) == 4)
    qtbot.waitUntil(lambda: ann.edit == 4 and bob.edit == 4)

    deltas = eve.of_type(m.Delta)
    assert len(eve.of_type(m.GameView)) == views_before, "an edit sent a whole view"
    assert [d.edit for d in deltas] == [1, 2, 3, 4] and all(d.rack is None for d in deltas)
    assert deltas[2].moved == [[5, 3, 5, 4]] and deltas[0].added == [[5, 2, "r7"]]
    assert deltas[3].removed == [[5, 4]]
    assert same_as_host(host, ann) and same_as_host(host, bob)
    assert ann.view is not None and ann.view.rack == tuple(parse_tiles("b1 b2 r8 r9"))
    assert bob.view is not None and bob.view.rack_counts[0] == 4
    for conn in host._connections:  # noqa: SLF001 - four edits cost each client a few hundred bytes
        assert conn.sent_bytes - sent_before[id(conn)] < 4 * 160, conn.seat

    ann.undo()
    ann.draw()  # a turn boundary: the whole view again
    qtbot.waitUntil(lambda: len(eve.of_type(m.GameView)) > views_before and host.table.edit == 0)
    last = eve.of_type(m.GameView)[-1]
    assert last.edit == 0 and last.version == host.table.version and last.view["turn_board"] is None
    qtbot.waitUntil(lambda: same_as_host(host, ann) and same_as_host(host, bob))


def test_a_client_that_missed_a_delta_asks_for_the_whole_view(make_host, make_client, qtbot) -> None:
    host = make_host(settings=QUIET)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    host.start()
    qtbot.waitUntil(lambda: ann.view is not None and bob.view is not None)
    deal(host, 0, "r7 r8 r9 b1 b2")
    qtbot.waitUntil(lambda: same_as_host(host, ann) and same_as_host(host, bob))
    bob.edit += 1  # as if an edit had gone by unseen: the next delta does not follow from Bob's view
    resynced = []
    bob.view_changed.connect(lambda view, events: resynced.append(events))
    ann.place(parse_tiles("r7")[0], Cell(2, 2))
    ann.place(parse_tiles("r8")[0], Cell(2, 3))
    qtbot.waitUntil(lambda: host.table.edit == 2 and bob.resyncs == 1 and same_as_host(host, bob))
    assert bob.edit == 2 and bob.view is not None and bob.view.board == host.table.match.game.draft.board
    assert resynced and resynced[-1] == []  # the answer to resync: the whole view, no events
    assert ann.resyncs == 0 and same_as_host(host, ann)


def test_a_delta_that_does_not_fit_the_board_is_a_resync(make_host, make_client, qtbot) -> None:
    host = make_host(settings=QUIET)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    host.start()
    deal(host, 0, "r7 r8 r9 b1 b2", "k3 k4 k5")
    qtbot.waitUntil(lambda: same_as_host(host, ann) and same_as_host(host, bob))
    assert bob.view is not None
    # Bob's board is off (a host that lost track would do it): the move's source is empty for him.
    bob.view = replace(bob.view, board=Board())
    ann.move(Cell(0, 0), Cell(4, 4))
    qtbot.waitUntil(lambda: bob.resyncs == 1 and same_as_host(host, bob))


def test_resync_from_a_raw_peer_gets_the_view_of_the_current_edit(make_host, make_client, raw_peer, qtbot) -> None:
    host = make_host(settings=QUIET)
    ann = make_client(host, "Ann")
    eve = raw_peer(host.port)
    eve.hello(qtbot, "Eve")
    host.start()
    deal(host, 0, "r7 r8 r9 b1 b2")
    qtbot.waitUntil(lambda: same_as_host(host, ann))
    ann.place(parse_tiles("r7")[0], Cell(2, 2))
    qtbot.waitUntil(lambda: len(eve.of_type(m.Delta)) == 1)
    views = len(eve.of_type(m.GameView))
    eve.send(m.Resync())
    qtbot.waitUntil(lambda: len(eve.of_type(m.GameView)) == views + 1)
    view = eve.of_type(m.GameView)[-1]
    assert view.edit == 1 and view.events == [] and view.view["rack"] is not None
    assert board_from_wire(view.view["board"]) == host.table.match.game.draft.board
    assert view.view["rack"] == " ".join(str(t) for t in host.table.match.game.racks[1])


def test_resync_before_a_game_is_refused(make_host, raw_peer, qtbot) -> None:
    host = make_host(settings=QUIET)
    eve = raw_peer(host.port)
    eve.hello(qtbot, "Eve")
    eve.send(m.Resync())
    qtbot.waitUntil(lambda: bool(eve.of_type(m.Refused)))
    assert eve.of_type(m.Refused)[-1].reason == "not_in_game"


@pytest.mark.parametrize("old", [4, m.PROTOCOL_VERSION - 1],
                         ids=["the version before deltas", "the version before deal parts named their round"])
def test_an_older_client_is_refused_with_a_reason(make_host, raw_peer, qtbot, old: int) -> None:
    host = make_host(settings=QUIET)
    peer = raw_peer(host.port)
    peer.send(m.Hello(version=old, name="Old"))
    qtbot.waitUntil(lambda: bool(peer.of_type(m.Refused)) and peer.closed)
    refusal = peer.of_type(m.Refused)[-1]
    assert refusal.reason == "bad_version"
    assert f"protocol {m.PROTOCOL_VERSION}" in refusal.detail and f"protocol {old}" in refusal.detail
    assert "update Rummi" in refusal.detail


def test_an_arrange_and_its_finish_in_one_read_go_out_as_one_view(make_host, make_client, raw_peer, qtbot) -> None:
    """A bot's move over the network (arrange, then finish, written together): the host applies
    both and sends the turn's view alone, not a delta everyone decodes just before it."""
    host = make_host(settings=QUIET)
    ann = make_client(host, "Ann")
    bob = raw_peer(host.port)
    bob.hello(qtbot, "Bob")
    eve = raw_peer(host.port)
    eve.hello(qtbot, "Eve", spectator=True)
    host.start()
    deal(host, 1, "r7 r8 r9 b1 b2", "k3 k4 k5")
    qtbot.waitUntil(lambda: same_as_host(host, ann) and bool(eve.of_type(m.GameView)))
    version, views = host.table.version, len(eve.of_type(m.GameView))
    bob.send(m.ArrangeSets(version=version, sets=["k3 k4 k5", "r7 r8 r9"]), m.FinishMeld(version=version))
    qtbot.waitUntil(lambda: host.table.version == version + 1 and len(eve.of_type(m.GameView)) == views + 1)
    qtbot.waitUntil(lambda: same_as_host(host, ann))
    assert not eve.of_type(m.Delta) and not [d for d in bob.of_type(m.Delta)]
    kinds = [e["kind"] for e in eve.of_type(m.GameView)[-1].events]
    assert kinds == ["edit", "meld", "turn"]


def bob_to_play(make_host, make_client, raw_peer, qtbot) -> tuple[Host, Client, RawPeer]:  # type: ignore[no-untyped-def]
    """A host where Bob (a raw peer, seat 1) is to play r7 r8 r9 b1 b2 on k3 k4 k5; Ann has the view."""
    host = make_host(settings=QUIET)
    ann = make_client(host, "Ann")
    bob = raw_peer(host.port)
    bob.hello(qtbot, "Bob")
    host.start()
    deal(host, 1, "r7 r8 r9 b1 b2", "k3 k4 k5")
    qtbot.waitUntil(lambda: same_as_host(host, ann))
    return host, ann, bob


def test_an_arrange_whose_finish_is_refused_still_reaches_everyone(make_host, make_client, raw_peer, qtbot) -> None:
    """Held back for the finish behind it, an edit still goes out when that finish is refused:
    every client ends on the board the host holds."""
    host, ann, bob = bob_to_play(make_host, make_client, raw_peer, qtbot)
    version = host.table.version
    bob.send(m.ArrangeSets(version=version, sets=["k3 k4 k5", "r7 r8"]), m.FinishMeld(version=version))
    qtbot.waitUntil(lambda: bool(bob.of_type(m.Refused)))
    qtbot.waitUntil(lambda: same_as_host(host, ann) and ann.edit == 1)
    assert host.table.version == version and host.table.match is not None
    assert len(host.table.match.game.draft.board.sets()) == 2
    assert bob.of_type(m.Refused)[-1].request == m.FinishMeld.TYPE


def test_a_message_followed_by_one_whose_type_is_not_a_name_is_answered(make_host, make_client, raw_peer,
                                                                           qtbot) -> None:
    """The look at the next message in a read (is it the turn's end?) takes its type as the client
    wrote it: a list there is a bad message, refused, and the edit before it still goes out."""
    host, ann, bob = bob_to_play(make_host, make_client, raw_peer, qtbot)
    version = host.table.version
    edit = m.ArrangeSets(version=version, sets=["k3 k4 k5", "r7 r8 r9"]).encode()
    bob.send_bytes(edit + m.frame({"type": ["finish_meld"], "version": version}))
    qtbot.waitUntil(lambda: bool(bob.of_type(m.Refused)))
    assert bob.of_type(m.Refused)[-1].request == "?"
    qtbot.waitUntil(lambda: same_as_host(host, ann) and ann.edit == 1)
