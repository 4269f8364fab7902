"""Onlookers: the lobby names them, the owner can give one a free seat in the lobby (the host checks
it and welcomes that connection again, as a player), and nobody else can."""

from __future__ import annotations

from rummi_qt.network import messages as m


def test_the_owner_seats_an_onlooker_who_then_plays(make_host, make_client, qtbot) -> None:
    host = make_host(seats=3)
    owner = make_client(host, "Anna", token=host.owner_token)
    bob = make_client(host, "Bob")
    dora = make_client(host, "Dora", spectator=True)
    assert dora.seat == -1 and dora.token is None
    qtbot.waitUntil(lambda: owner.lobby is not None and [o["name"] for o in owner.lobby.onlookers] == ["Dora"])
    assert owner.lobby.spectators == 1
    ident = owner.lobby.onlookers[0]["id"]

    # Only the owner may, only a watching onlooker, only a free seat.
    with qtbot.waitSignal(bob.refused, timeout=3000) as refused:
        bob.send(m.SeatOnlooker(onlooker=ident))
    assert refused.args[1] == "not_owner"
    with qtbot.waitSignal(owner.refused, timeout=3000) as refused:
        owner.send(m.SeatOnlooker(onlooker=ident + 99))
    assert refused.args[1] == "bad_seat"
    with qtbot.waitSignal(owner.refused, timeout=3000) as refused:
        owner.send(m.SeatOnlooker(onlooker=ident, seat=1))  # Bob's
    assert refused.args[1] == "bad_seat"

    with qtbot.waitSignal(dora.welcomed, timeout=3000) as welcomed:
        owner.send(m.SeatOnlooker(onlooker=ident))
    assert welcomed.args == [2, False] and dora.seat == 2 and dora.token and not dora.spectator
    qtbot.waitUntil(lambda: [s["name"] for s in owner.lobby.seats] == ["Anna", "Bob", "Dora"]
                    and owner.lobby.onlookers == [])
    assert host.table.seat_of_token(dora.token) == 2
    host.start()
    qtbot.waitUntil(lambda: dora.view is not None and dora.view.rack is not None, timeout=5000)
    assert dora.view.seat == 2 and len(dora.view.rack) == 14


def test_a_seat_for_an_onlooker_only_in_the_lobby_and_onlookers_leave_the_list(make_host, make_client,
                                                                               qtbot) -> None:
    host = make_host(seats=2)
    owner = make_client(host, "Anna", token=host.owner_token)
    make_client(host, "Bob")
    host.start()
    dora = make_client(host, "Dora", spectator=True)
    qtbot.waitUntil(lambda: dora.view is not None, timeout=5000)
    assert dora.view.rack is None
    qtbot.waitUntil(lambda: len(owner.lobby.onlookers) == 1)
    with qtbot.waitSignal(owner.refused, timeout=3000) as refused:
        owner.send(m.SeatOnlooker(onlooker=owner.lobby.onlookers[0]["id"]))
    assert refused.args[1] == "game_running"
    dora.drop()
    dora.leave()
    qtbot.waitUntil(lambda: owner.lobby.onlookers == [] and owner.lobby.spectators == 0, timeout=5000)


def test_an_onlookers_name_is_held_to_the_rules_of_a_seats(make_host, make_client, qtbot) -> None:
    host = make_host()
    owner = make_client(host, "Anna", token=host.owner_token)
    make_client(host, "Eve\n\x07" + "e" * 500, spectator=True)
    make_client(host, "   ", spectator=True)
    qtbot.waitUntil(lambda: len(owner.lobby.onlookers) == 2, timeout=5000)
    names = [o["name"] for o in owner.lobby.onlookers]
    assert names[0] == ("Eve" + "e" * 500)[:32] and names[1].startswith("Onlooker ")
