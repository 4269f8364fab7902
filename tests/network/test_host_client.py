"""Host and clients over real loopback sockets: handshake, lobby, whole games, refusals."""

from __future__ import annotations

from rummi_qt.engine import Cell, parse_tile, set_points
from rummi_qt.engine.bots import new_sets_from_rack
from rummi_qt.engine.views import PlayerView
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.host import Host


class AutoPlayer:
    """Plays a client's seat: lays the sets its rack makes on its own (enough to open), else draws."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.acted_at = -1
        self.refusals: list[tuple[str, str, str]] = []
        client.view_changed.connect(self.on_view)
        client.refused.connect(lambda *r: self.refusals.append(r))

    def on_view(self, view: PlayerView, _events: list) -> None:  # type: ignore[type-arg]
        if not view.my_turn or self.acted_at == self.client.version:
            return
        self.acted_at = self.client.version
        assert view.rack is not None
        laid = new_sets_from_rack(view.rack)
        enough = view.opened[view.seat] or sum(set_points(s) for s in laid) >= view.options.threshold
        if laid and enough:
            self.client.arrange(view.turn_board.sets() + laid)
            self.client.finish()
        elif view.pool_size:
            self.client.draw()
        else:
            self.client.pass_turn()


def fill_and_start(qtbot, host: Host, owner: Client) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(owner.turn_started, timeout=5000):
        host.start()


def test_handshake_seats_players_in_order_and_refuses_a_full_table(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2)
    ann = make_client(host, "Ann")
    bob = make_client(host, "Bob")
    assert (ann.seat, bob.seat) == (0, 1)
    assert ann.token and bob.token and ann.token != bob.token
    carl = make_client(host, "Carl", wait=False)
    with qtbot.waitSignal(carl.closed, timeout=5000) as closed:
        pass
    assert closed.args[0] == "table_full"
    watcher = make_client(host, "Dora", spectator=True)
    assert watcher.seat == -1
    qtbot.waitUntil(lambda: ann.lobby is not None and [s["name"] for s in ann.lobby.seats] == ["Ann", "Bob"])


def test_a_wrong_protocol_version_is_refused_with_the_reason(make_host, qtbot) -> None:
    from PySide6.QtNetwork import QTcpSocket

    host = make_host()
    socket = QTcpSocket()
    socket.connectToHost("127.0.0.1", host.port)
    assert socket.waitForConnected(2000)
    socket.write(m.Hello(version=99, name="Old").encode())
    decoder = m.FrameDecoder()
    received: list[m.Message] = []

    def read() -> None:
        received.extend(m.decode(o) for o in decoder.feed(bytes(socket.readAll().data())))

    socket.readyRead.connect(read)
    qtbot.waitUntil(lambda: any(isinstance(r, m.Refused) for r in received), timeout=3000)
    refusal = next(r for r in received if isinstance(r, m.Refused))
    assert refusal.reason == "bad_version" and f"protocol {m.PROTOCOL_VERSION}" in refusal.detail
    socket.abort()


def test_a_pin_table_refuses_the_wrong_pin(make_host, make_client, qtbot) -> None:
    host = make_host(pin="1234")
    wrong = make_client(host, "Eve", wait=False, pin="0000")
    with qtbot.waitSignal(wrong.closed, timeout=5000) as closed:
        pass
    assert closed.args[0] == "bad_pin"
    right = make_client(host, "Ann", pin="1234")
    assert right.seat == 0


def test_two_clients_play_a_whole_game(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2, seed=11)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    players = [AutoPlayer(ann), AutoPlayer(bob)]
    with qtbot.waitSignal(ann.game_ended, timeout=60_000) as ended:
        host.start()
    result = ended.args[0]
    assert sum(result.changes) == 0
    qtbot.waitUntil(lambda: bob.view is not None and bob.view.result is not None)
    assert bob.view.result == result
    assert all(not p.refusals for p in players), players[0].refusals + players[1].refusals


def test_a_human_against_an_easy_bot_in_a_worker_process(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2, seed=5)
    host.table.add_bot("easy")
    ann = make_client(host, "Ann")
    AutoPlayer(ann)
    with qtbot.waitSignal(ann.game_ended, timeout=90_000) as ended:
        host.start()
    assert sum(ended.args[0].changes) == 0


def test_out_of_turn_stale_and_forged_intents_are_refused_with_reasons(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2, seed=3)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    fill_and_start(qtbot, host, ann)
    assert ann.view is not None
    current, waiting = (ann, bob) if ann.view.current == 0 else (bob, ann)
    qtbot.waitUntil(lambda: waiting.view is not None)

    with qtbot.waitSignal(waiting.refused, timeout=3000) as refused:
        waiting.draw()
    assert refused.args[1] == "not_your_turn"

    assert current.view is not None and current.view.rack is not None
    foreign = next(t for t in ["r1", "r2", "b5", "k9", "o13"] if parse_tile(t) not in current.view.rack)
    with qtbot.waitSignal(current.refused, timeout=3000) as refused:
        current.place(parse_tile(foreign), Cell(0, 0))
    assert refused.args[1] == "not_on_rack"

    version = current.version
    with qtbot.waitSignal(current.refused, timeout=3000) as refused:
        current.send(m.DrawTile(version=version - 5))
    assert refused.args[1] == "stale"

    qtbot.waitUntil(lambda: current.version == host.table.version)
    with qtbot.waitSignal(current.view_changed, timeout=3000):
        current.place(current.view.rack[0], Cell(3, 3))
    with qtbot.waitSignal(current.refused, timeout=3000) as refused:
        current.draw()
    assert refused.args[1] == "changes_pending"
    # Everyone watches the move unfold: the placed tile is on the other player's board.
    qtbot.waitUntil(lambda: waiting.view is not None and waiting.view.board[Cell(3, 3)] is not None)


def test_only_the_owner_runs_the_table(make_host, make_client, qtbot) -> None:
    host = make_host(seats=3)
    guest = make_client(host, "Guest")
    with qtbot.waitSignal(guest.refused, timeout=3000) as refused:
        guest.send(m.AddBot(level="easy"))
    assert refused.args[1] == "not_owner"
    owner = make_client(host, "Host player", token=host.owner_token)
    assert owner.owner
    with qtbot.waitSignal(owner.lobby_changed, timeout=3000):
        owner.send(m.AddBot(level="easy"))
    with qtbot.waitSignal(owner.refused, timeout=3000) as refused:
        owner.send(m.SetOptions(options={"threshold": -3}))
    assert refused.args[1] == "bad_option"
    qtbot.waitUntil(lambda: owner.lobby is not None and owner.lobby.seats[2]["kind"] == "bot")
    with qtbot.waitSignal(owner.turn_started, timeout=5000):
        owner.send(m.StartGame())


def test_the_owner_gives_a_players_seat_to_a_bot_during_a_game(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2)
    owner = make_client(host, "Host player", token=host.owner_token)
    bob = make_client(host, "Bob")
    with qtbot.waitSignal(owner.turn_started, timeout=5000):
        host.start()
    with qtbot.waitSignal(bob.closed, timeout=3000) as closed:
        owner.send(m.AddBot(level="easy", seat=bob.seat))
    assert closed.args[0] == "replaced"
    # Everyone is told, and the seat never shows as away when its old connection ends.
    qtbot.waitUntil(lambda: owner.lobby is not None and owner.lobby.seats[1]["kind"] == "bot", timeout=3000)
    qtbot.waitUntil(lambda: host.clients == 1, timeout=3000)
    assert host.table.seats[1].away_since is None
    assert owner.lobby is not None and owner.lobby.seats[1]["away_ms"] is None
    # The bot plays the seat's turns.
    played: list[int] = []
    owner.view_changed.connect(lambda _v, events: played.extend(e.seat for e in events if type(e).__name__ in (
        "Drew", "Melded", "Passed")))
    if owner.view is not None and owner.view.my_turn:
        owner.draw()
    qtbot.waitUntil(lambda: 1 in played, timeout=30_000)


def test_a_player_whose_seat_went_to_a_bot_is_refused_with_its_own_reason_also_after_a_resume(
        make_host, make_client, qtbot) -> None:
    from rummi_qt.network.persistence import table_from_save, table_to_save

    host = make_host(seats=2)
    owner = make_client(host, "Host player", token=host.owner_token)
    bob = make_client(host, "Bob")
    token = bob.token
    with qtbot.waitSignal(owner.turn_started, timeout=5000):
        host.start()
    with qtbot.waitSignal(bob.closed, timeout=3000):
        owner.send(m.AddBot(level="easy", seat=bob.seat))
    again = make_client(host, "Bob", wait=False, token=token)
    with qtbot.waitSignal(again.closed, timeout=3000) as closed:
        pass
    assert closed.args[0] == "seat_given_to_bot"
    stranger = make_client(host, "Eve", wait=False, token="not-a-token-of-this-table")
    with qtbot.waitSignal(stranger.closed, timeout=3000) as closed:
        pass
    assert closed.args[0] == "bad_token"
    # The host's save remembers it: a resumed table says the same.
    assert table_from_save(table_to_save(host.table)).given_to_bots == {token}


def test_a_host_deleted_with_a_client_connected_goes_quietly(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Without close(), the server's sockets go with it, and each one's destructor says "disconnected":
    # the host's answer met a socket already deleted (a RuntimeError in the app's log at quitting).
    import shiboken6
    from PySide6.QtNetwork import QHostAddress, QTcpSocket

    from rummi_qt.network.host import HostSettings
    from rummi_qt.network.table import Table

    host = Host(Table("Quiet", seed=1), HostSettings())
    host.listen("127.0.0.1", 0)
    socket = QTcpSocket()
    socket.connectToHost(QHostAddress(QHostAddress.SpecialAddress.LocalHost), host.port)
    qtbot.waitUntil(lambda: host.clients == 1, timeout=5000)
    shiboken6.delete(host)  # pytest-qt fails the test on an exception raised in a slot
    socket.abort()
