"""What the host tells a player reaches them in the player's language: refusals come with their facts
(``args``), names the host made up ("Bot 1", "Player 2") come with their number, and the client words
both itself. Real host and clients on loopback, the client's window in Finnish."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.controller.session import GameController
from rummi_qt.controller.texts import refusal_text, seat_name
from rummi_qt.engine import Cell, parse_tile
from rummi_qt.i18n import install_translators
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.widgets.lobby import SeatCard
from tests.network.conftest import make_client, make_host  # noqa: F401 - fixtures


@pytest.fixture
def finnish(qapp: QApplication) -> Iterator[None]:
    previous = QLocale()
    translators = install_translators(qapp, QLocale("fi"))
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(previous)


def refusal_to(qtbot: QtBot, client: Client, message: m.Message) -> m.Refused:
    with qtbot.waitSignal(client.refused, timeout=3000):
        client.send(message)
    assert client.last_refusal is not None
    return client.last_refusal


def test_table_refusals_carry_their_facts_and_read_in_finnish(qtbot: QtBot, make_host, make_client,  # noqa: F811
                                                              finnish: None) -> None:
    host = make_host(seats=2)
    owner = make_client(host, "Anna", token=host.owner_token)
    timer = refusal_to(qtbot, owner, m.SetOptions(options={"timer": 2}))
    assert (timer.reason, timer.args) == ("bad_option", {"about": "timer", "low": 5, "high": 3600})
    # The sentence comes from the facts alone: the English detail is for logs.
    assert refusal_text(timer.reason, "", timer.args) == "Vuoroajastin on pois tai 5–3600 sekuntia"
    seat = refusal_to(qtbot, owner, m.AddBot(level="easy", seat=7))
    assert (seat.reason, seat.args) == ("bad_seat", {"about": "no_seat", "seat": 7})
    assert refusal_text(seat.reason, "", seat.args) == "Paikkaa 8 ei ole"


def test_engine_refusals_carry_their_tiles_and_the_message_line_says_them_in_finnish(
        qtbot: QtBot, make_host, make_client, finnish: None) -> None:  # noqa: F811
    host = make_host(seats=2)
    ann, bob = make_client(host, "Anna"), make_client(host, "Bob")
    controllers = {ann: GameController(ann), bob: GameController(bob)}  # as the game screen has it
    with qtbot.waitSignal(ann.turn_started, timeout=5000):
        host.start()
    qtbot.waitUntil(lambda: ann.view is not None and bob.view is not None, timeout=5000)
    current = ann if ann.view.current == ann.seat else bob  # type: ignore[union-attr]
    controller = controllers[current]
    messages: list[str] = []
    controller.message_changed.connect(messages.append)
    assert current.view is not None and current.view.rack is not None
    foreign = next(t for t in ["r1", "r2", "b5", "k9", "o13"] if parse_tile(t) not in current.view.rack)
    with qtbot.waitSignal(current.refused, timeout=3000):
        current.place(parse_tile(foreign), Cell(0, 0))
    assert current.last_refusal is not None and current.last_refusal.args["tiles"] == foreign
    colour = {"r": "Punainen", "b": "Sininen", "k": "Musta", "o": "Oranssi"}[foreign[0]]
    qtbot.waitUntil(lambda: controller.message() == f"{colour} {foreign[1:]} ei ole telineessäsi", timeout=3000)


def test_names_the_host_made_are_said_in_the_players_language(qtbot: QtBot, make_host, make_client,  # noqa: F811
                                                              finnish: None) -> None:
    host = make_host(seats=3)
    host.table.add_bot("easy")
    anna = make_client(host, "Anna")
    nameless = make_client(host, "")
    qtbot.waitUntil(lambda: anna.lobby is not None and len([s for s in anna.lobby.seats if s["kind"] != "empty"]) == 3,
                    timeout=5000)
    assert anna.lobby is not None
    seats = anna.lobby.seats
    bot = next(s for s in seats if s["kind"] == "bot")
    nobody = seats[nameless.seat]  # type: ignore[index]
    assert (bot["name"], bot["number"]) == ("Bot 1", 1)  # the wire keeps the English, for logs and old tools
    assert (nobody["name"], nobody["number"]) == (f"Player {nameless.seat + 1}", nameless.seat + 1)  # type: ignore[operator]
    assert seat_name(bot) == "Botti 1" and seat_name(nobody) == f"Pelaaja {nameless.seat + 1}"  # type: ignore[operator]
    assert seat_name(seats[anna.seat]) == "Anna"  # type: ignore[index]
    controller = GameController(anna)
    assert controller.name_of(seats.index(bot)) == "Botti 1"
    card = SeatCard(seats.index(bot))
    qtbot.addWidget(card)
    card.show_seat(bot, mine=False, owner=False)
    assert card.name.text() == "Botti 1"


def test_a_player_whose_seat_went_to_a_bot_is_told_so_in_finnish(qtbot: QtBot, make_host, make_client,  # noqa: F811
                                                                  finnish: None) -> None:
    host = make_host(seats=2)
    owner = make_client(host, "Anna", token=host.owner_token)
    bob = make_client(host, "Bob")
    with qtbot.waitSignal(owner.turn_started, timeout=5000):
        host.start()
    with qtbot.waitSignal(bob.closed, timeout=3000) as closed:
        owner.send(m.AddBot(level="easy", seat=bob.seat))
    assert bob.last_bye is not None and (bob.last_bye.reason, bob.last_bye.args) == ("replaced", {"about": "bot"})
    assert refusal_text(*closed.args, bob.last_bye.args) == "Pöydän avaaja antoi paikkasi botille"
    assert refusal_text("replaced", "", {"about": "newer"}) == "Liityit tähän pöytään uudelleen toisaalta"


def test_a_table_without_a_name_of_its_own_is_named_in_each_players_language(qtbot: QtBot, finnish: None) -> None:
    from rummi_qt.network.discovery import TableInfo, table_properties
    from rummi_qt.network.table import Table
    from rummi_qt.widgets.start_screen import StartScreen, TableEntry

    table = Table("Anna's table", host_player="Anna")
    lobby = table.lobby_message(0.0)
    assert (lobby.table, lobby.host_player) == ("Anna's table", "Anna")
    info = TableInfo.from_record("Anna's table._rummi._tcp.local.", table_properties(table, "Anna"),
                                 ["127.0.0.1"], 47123)
    assert info.default_name and info.name == "Anna's table"
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.put_table(TableEntry("k", info.name, info.host_player, "127.0.0.1", 47123, 1, 2, "lobby", False,
                                default_name=info.default_name))
    item = screen.tables.topLevelItem(0)
    assert item is not None and item.text(0) == "Pelaajan Anna pöytä"
    # A table with a name of its own (a headless host's --name) keeps it.
    named = TableInfo.from_record("Club._rummi._tcp.local.", table_properties(Table("Club night"), ""),
                                  ["127.0.0.1"], 47123)
    assert not named.default_name and named.name == "Club night"
