"""My own edits show the moment I make them, and the board always ends as the host's: accepted,
refused (by the engine here, or by the host), pipelined, across a turn that ended under them and a
reconnection mid-turn. Real host and clients on loopback; the host's state is dealt in place."""

from __future__ import annotations

import random
from dataclasses import replace

from pytestqt.qtbot import QtBot

from rummi_qt.controller.optimistic import OptimisticTurn
from rummi_qt.controller.session import GameController
from rummi_qt.engine import (
    Board,
    Cell,
    Draft,
    Place,
    StepBack,
    TurnStarted,
    layout,
    new_game,
    parse_board,
    parse_tiles,
)
from rummi_qt.engine.views import view_for
from rummi_qt.network.client import Client
from rummi_qt.network.host import Host
from tests.network.conftest import FAST, make_client, make_host  # noqa: F401 - fixtures

QUIET = replace(FAST, heartbeat_ms=60_000, silence_ms=120_000)


def deal(host: Host, rack: str, board: str = "") -> None:
    """Seat 0's turn with this rack and board, broadcast as a fresh turn."""
    assert host.table.match is not None
    game = host.table.match.game
    hands = list(game.racks)
    hands[0] = tuple(sorted(parse_tiles(rack)))
    laid = layout(parse_board(board)) if board else Board()
    state = replace(game, racks=tuple(hands), board=laid, current=0, draft=Draft.begin(laid, hands[0]),
                    opened=(True,) * game.seats)
    host.table.match = replace(host.table.match, game=state)
    host.table.version += 1
    host.table.edit = 0
    host._after_change((TurnStarted(0),))  # noqa: SLF001 - the broadcast a fresh turn gets


def setup(qtbot: QtBot, make_host, make_client, rack: str = "r7 r8 r9 b1 b2 o4",  # noqa: F811
          board: str = "k3 k4 k5") -> tuple[Host, Client, GameController]:
    host = make_host(seats=2, settings=QUIET)
    ann, _bob = make_client(host, "Ann"), make_client(host, "Bob")
    controller = GameController(ann, ["Ann", "Bob"])
    host.start()
    qtbot.waitUntil(lambda: controller.view is not None)
    deal(host, rack, board)
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.my_turn
                    and controller.view.rack == tuple(sorted(parse_tiles(rack))), timeout=5000)
    return host, ann, controller


def as_host(host: Host, controller: GameController) -> bool:
    """Nothing on its way, and the controller shows exactly the host's view of my seat."""
    assert host.table.match is not None and controller.view is not None
    return controller.pending_edits == 0 and controller.view == view_for(host.table.match.game, 0)


def slot(controller: GameController, tile: str) -> int:
    wanted = parse_tiles(tile)[0]
    found = controller.rack.slot_of(wanted)
    assert found is not None
    return found


def test_my_drop_shows_before_the_host_hears_of_it_and_the_answer_changes_nothing(qtbot, make_host,  # noqa: F811
                                                                                  make_client) -> None:  # noqa: F811
    host, _ann, controller = setup(qtbot, make_host, make_client)
    boards: list[Board] = []
    controller.board_changed.connect(lambda board, _others: boards.append(board))
    r7 = parse_tiles("r7")[0]
    controller.place_from_rack(slot(controller, "r7"), Cell(4, 4))
    # No event loop has run: the host has not even read the intent, and the tile is on my board.
    assert host.table.edit == 0
    assert controller.view is not None and controller.view.board[Cell(4, 4)] == r7
    assert r7 not in controller.rack.tiles() and controller.view.changed and controller.pending_edits == 1
    assert len(boards) == 1
    qtbot.waitUntil(lambda: as_host(host, controller), timeout=5000)
    assert len(boards) == 1, "the host's answer redrew the board"


def test_pipelined_edits_never_flicker_or_reorder(qtbot, make_host, make_client) -> None:  # noqa: F811
    host, _ann, controller = setup(qtbot, make_host, make_client)
    boards: list[Board] = []
    controller.board_changed.connect(lambda board, _others: boards.append(board))
    racks: list[list[object]] = []
    controller.rack_changed.connect(lambda rack: racks.append(rack.tiles()))
    controller.place_from_rack(slot(controller, "r7"), Cell(4, 4))
    controller.place_from_rack(slot(controller, "r8"), Cell(4, 5))
    controller.place_from_rack(slot(controller, "r9"), Cell(4, 6))
    controller.move_on_board(Cell(0, 0), Cell(4, 3))  # k3 next to my tiles: an invalid set, as a player tries
    controller.move_on_board(Cell(4, 3), Cell(0, 0))
    controller.return_to_rack(Cell(4, 6), 0)
    controller.step_back()
    assert controller.pending_edits == 7 and host.table.edit == 0
    shown = list(boards)
    final = boards[-1]
    assert final[Cell(4, 6)] == parse_tiles("r9")[0] and final[Cell(0, 0)] == parse_tiles("k3")[0]
    qtbot.waitUntil(lambda: as_host(host, controller), timeout=5000)
    assert host.table.edit == 7
    assert boards == shown, "an answer from the host redrew an older board"
    assert len(racks) == len(shown)
    assert controller.view is not None and controller.view.can_step_back


def test_an_edit_the_engine_refuses_is_not_sent_and_says_why(qtbot, make_host, make_client) -> None:  # noqa: F811
    host, ann, controller = setup(qtbot, make_host, make_client)
    before = ann._socket.bytesToWrite()  # noqa: SLF001
    r7_slot = slot(controller, "r7")
    controller.place_from_rack(r7_slot, Cell(0, 1))  # k4 lies there
    assert controller.pending_edits == 0 and ann._socket.bytesToWrite() == before  # noqa: SLF001
    assert "cell" in controller.message().lower()
    assert controller.rack.slots[r7_slot] == parse_tiles("r7")[0], "the tile is not back in its slot"
    assert as_host(host, controller)


def test_an_edit_the_host_refuses_goes_back_with_the_reason(qtbot, make_host, make_client) -> None:  # noqa: F811
    host, _ann, controller = setup(qtbot, make_host, make_client)
    # The host's turn moved on behind this client's back (a tile lies at 6,6 there only): it
    # refuses my drop there, and I see the reason and the host's board.
    assert host.table.match is not None
    game = host.table.match.game
    hidden = game.draft.place(parse_tiles("b1")[0], Cell(6, 6))
    assert isinstance(hidden, Draft)
    host.table.match = replace(host.table.match, game=replace(game, draft=hidden))
    o4_slot = slot(controller, "o4")
    controller.place_from_rack(o4_slot, Cell(6, 6))
    assert controller.view is not None and controller.view.board[Cell(6, 6)] == parse_tiles("o4")[0]
    qtbot.waitUntil(lambda: as_host(host, controller), timeout=5000)
    assert controller.view.board[Cell(6, 6)] == parse_tiles("b1")[0]
    assert "cell" in controller.message().lower()
    assert controller.rack.slots[o4_slot] == parse_tiles("o4")[0], "the refused tile did not go back to its slot"


def test_edits_on_their_way_when_the_turn_ends_end_as_the_host_says(qtbot, make_host,  # noqa: F811
                                                                   make_client) -> None:  # noqa: F811
    host, _ann, controller = setup(qtbot, make_host, make_client)
    controller.place_from_rack(slot(controller, "r7"), Cell(4, 4))
    controller.place_from_rack(slot(controller, "r8"), Cell(4, 5))
    host.apply_system(host.table.timeout)  # the clock ends my turn before the host reads my edits
    qtbot.waitUntil(lambda: as_host(host, controller), timeout=5000)
    assert controller.view is not None and not controller.view.my_turn
    assert controller.view.board == layout(parse_board("k3 k4 k5"))
    assert len(controller.rack.tiles()) == 7  # both back, and the drawn tile
    assert "not your turn" not in controller.message().lower() and "moved on" not in controller.message()


def test_a_reconnection_mid_turn_ends_on_the_hosts_board(qtbot, make_host, make_client) -> None:  # noqa: F811
    host, ann, controller = setup(qtbot, make_host, make_client)
    controller.place_from_rack(slot(controller, "r7"), Cell(4, 4))
    qtbot.waitUntil(lambda: as_host(host, controller), timeout=5000)
    controller.place_from_rack(slot(controller, "r8"), Cell(4, 5))
    ann.drop()  # the edit never left: the host has r7 only
    assert controller.pending_edits == 0
    qtbot.waitUntil(lambda: ann.connected and as_host(host, controller), timeout=5000)
    assert controller.view is not None and controller.view.board[Cell(4, 5)] is None
    assert controller.view.board[Cell(4, 4)] == parse_tiles("r7")[0]
    assert parse_tiles("r8")[0] in controller.rack.tiles()
    # The host's turn is the one this client saw made: stepping back still shows at once.
    controller.step_back()
    assert controller.pending_edits == 1 and controller.view.board[Cell(4, 4)] is None
    qtbot.waitUntil(lambda: as_host(host, controller), timeout=5000)
    assert not controller.view.changed


def test_stepping_back_past_edits_this_client_never_saw_waits_for_the_host() -> None:
    """Joined mid-turn: the view says there is an edit to step back, but not the board before it."""
    table_game, _ = new_game(2, random.Random(3))
    rack = table_game.draft.rack
    draft = table_game.draft.place(rack[0], Cell(4, 4))
    assert isinstance(draft, Draft)
    game = replace(table_game, draft=draft)
    turn = OptimisticTurn()
    turn.confirm(view_for(game, game.current), 1, 0)
    assert turn.add(StepBack(game.current), 1) is None
    assert turn.shown() == view_for(game, game.current), "a board this client cannot know was shown"
    placed = turn.add(Place(game.current, rack[1], Cell(4, 5)), 1)
    assert placed is None and turn.shown() == view_for(game, game.current)  # waits behind the step back
    stepped = draft.step_back()
    assert isinstance(stepped, Draft)
    after = replace(game, draft=stepped)
    turn.confirm(view_for(after, game.current), 1, 1)  # the host's delta for the step back
    shown = turn.shown()
    assert shown is not None and shown.board[Cell(4, 4)] is None and shown.board[Cell(4, 5)] == rack[1]


def test_an_edit_while_the_connection_is_down_is_not_made(qtbot, make_host, make_client) -> None:  # noqa: F811
    host, ann, controller = setup(qtbot, make_host, make_client)
    host.close()
    qtbot.waitUntil(lambda: not ann.connected, timeout=5000)
    controller.place_from_rack(slot(controller, "r7"), Cell(4, 4))
    assert controller.pending_edits == 0
    assert controller.view is not None and controller.view.board[Cell(4, 4)] is None
