"""Views on the wire: what a client decodes is what the host meant, also when boards are reused."""

from __future__ import annotations

import json
import random

import pytest

from rummi_qt.engine import Melded, parse_tile, parse_tiles
from rummi_qt.engine.actions import Arrange, Draw
from rummi_qt.engine.board import Cell
from rummi_qt.engine.game import apply, new_game
from rummi_qt.engine.views import SPECTATOR, view_for
from rummi_qt.network.messages import FrameDecoder, GameView, ProtocolError, SeatViews, decode
from rummi_qt.network.wire import (
    BoardReader,
    board_to_wire,
    event_from_wire,
    event_to_wire,
    view_from_wire,
    view_to_wire,
)


def test_a_view_comes_back_as_it_left_for_a_player_and_an_onlooker() -> None:
    state, _ = new_game(3, random.Random(4))
    for seat in (0, 1, SPECTATOR):
        view = view_for(state, seat)
        assert view_from_wire(view_to_wire(view)) == view
        assert view_from_wire(view_to_wire(view), BoardReader()) == view


def test_the_views_of_a_broadcast_encoded_once_decode_as_each_seats_own_view() -> None:
    state, _ = new_game(3, random.Random(4))
    state = apply(state, Draw(state.current)).state  # a seat with a drawn tile of its own
    public = view_to_wire(view_for(state, SPECTATOR))
    shared = SeatViews(7, 2, public)
    events = [{"type": "drew", "seat": 1, "tiles": "", "count": 1}]
    for seat in (0, 1, 2, SPECTATOR):
        own = view_to_wire(view_for(state, seat))
        expected = GameView(version=7, view=own, events=events, edit=2, history=events[:seat + 1])
        data = shared.frame(SeatViews.own(own["seat"], own["rack"], own["last_drawn"]), json.dumps(events),
                            events[:seat + 1])
        assert decode(FrameDecoder().feed(data)[0]) == expected
        assert view_from_wire(decode(FrameDecoder().feed(data)[0]).view) == view_for(state, seat)


def test_a_reader_reuses_a_board_it_has_seen_and_decodes_a_new_one() -> None:
    state, _ = new_game(2, random.Random(9))
    seat = state.current
    reader = BoardReader()
    first = view_from_wire(view_to_wire(view_for(state, seat)), reader)
    again = view_from_wire(view_to_wire(view_for(state, seat)), reader)
    assert again.board is first.board and again.turn_board is first.board

    # During a move the board as it lies differs from the turn's: both decoded, both right.
    tile = state.racks[seat][0]
    editing = apply(state, Arrange(seat, ((tile,),))).state
    assert editing.draft.changed
    moving = view_from_wire(view_to_wire(view_for(editing, seat)), reader)
    assert moving.board == editing.draft.board and moving.board is not first.board
    assert moving.turn_board is first.board
    assert moving.board[next(c for c, _ in editing.draft.board)] == tile

    # A draw leaves the board alone: the board of the turn before is reused.
    drawn = apply(state, Draw(seat)).state
    after = view_from_wire(view_to_wire(view_for(drawn, seat)), reader)
    assert after.board is first.board


def test_a_reader_still_refuses_a_bad_board() -> None:
    reader = BoardReader()
    good = [[0, 0, "r7"]]
    assert reader.read(good)[Cell(0, 0)] == parse_tile("r7")
    with pytest.raises(ProtocolError):
        reader.read([[0, 99, "r7"]])
    with pytest.raises(ProtocolError):
        reader.read([[0, 0, "x99"]])
    assert board_to_wire(reader.read(good)) == good


@pytest.mark.parametrize("field, value", [("rack", 7), ("laid_since", [["r1"]]), ("last_turns", [["drew"]]),
                                          ("last_turns", ["flew"]), ("options", {"threshold": "x"})])
def test_a_view_with_a_field_of_the_wrong_shape_is_a_protocol_error(field: str, value: object) -> None:
    """The decoding shortcuts (texts of tiles split once, options and turn ends looked up) refuse
    what the host would never send as cleanly as the long way did."""
    wire = view_to_wire(view_for(new_game(2, random.Random(4))[0], 0))
    with pytest.raises(ProtocolError):
        view_from_wire({**wire, field: value})


def test_the_same_text_of_tiles_reads_as_the_same_tiles_each_time() -> None:
    wire = view_to_wire(view_for(new_game(2, random.Random(4))[0], 0))
    first, again = view_from_wire(wire), view_from_wire(json.loads(json.dumps(wire)))
    assert first == again and first.rack == tuple(parse_tile(t) for t in wire["rack"].split())


def test_a_meld_comes_back_with_its_outline_and_one_without_it_reads_as_before() -> None:
    event = Melded(2, parse_tiles("k1 k2 k3 r5"), False, (parse_tiles("k1 k2 k3"),), 1)
    assert event_from_wire(event_to_wire(event)) == event
    swap = Melded(2, parse_tiles("k11 o11 r10"), False, (), 1, jokers_won=1)
    assert event_from_wire(event_to_wire(swap)) == swap
    older = {"kind": "meld", "seat": 2, "played": "k1 k2 k3 r5", "opening": False}
    assert event_from_wire(older) == Melded(2, parse_tiles("k1 k2 k3 r5"), False)
    # An outline naming tiles the meld did not play (a host's bug: one r8 in two sets) only words the
    # log: it is left out, the meld kept. A game stopped on it once ("the host is gone").
    for sets in (["k1 k2 k3 k4"], ["k1 k2 k3", "k1 k2"], [""]):
        wrong = {**older, "sets": sets, "reworked": 1}
        assert event_from_wire(wrong) == Melded(2, parse_tiles("k1 k2 k3 r5"), False)


@pytest.mark.parametrize(("sets", "reworked"), [
    ("k1 k2 k3", 0),
    ([7], 0),
    (["k1 k2 k3"], -1),
    (["k1 k2 k3"], "2"),
    (["k1 k2 k3"], 10**9),
])
def test_a_meld_with_a_bad_outline_is_a_protocol_error(sets: object, reworked: object) -> None:
    with pytest.raises(ProtocolError):
        event_from_wire({"kind": "meld", "seat": 0, "played": "k1 k2 k3 r5", "opening": False,
                         "sets": sets, "reworked": reworked})


@pytest.mark.parametrize("won", [-1, 5, "1", True, None, 1.5])
def test_a_meld_with_a_bad_count_of_jokers_won_is_a_protocol_error(won: object) -> None:
    with pytest.raises(ProtocolError):
        event_from_wire({"kind": "meld", "seat": 0, "played": "k1 k2 k3 r5", "opening": False,
                         "sets": [], "reworked": 1, "won": won})
