"""When the host leaves: the hosting player is told what closing does; guests are told who closed
the table, can do nothing until it is back, can go back to the start screen, and get their seat
again when the table is resumed; a player whose seat went to a bot is told so. Two apps on
127.0.0.1, real sockets, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from rummi_qt.session import AppSession
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.start_screen import StartScreen
from tests.app.conftest import Apps
from tests.app.dialogs import Answer
from tests.app.games import draw_once, draw_to_the_end, hosted_game, screen, turn_buttons, wait_turn

CLOSED = "Anna closed the table. If it is resumed, you rejoin your seat by yourself."


def test_the_host_closing_says_it_stops_the_game_and_guests_wait_then_rejoin_by_themselves(
        qtbot: QtBot, apps: Apps) -> None:
    (anna_window, anna), (bob_window, bob) = hosted_game(qtbot, apps)
    assert anna.host is not None
    table_id = anna.host.table.id
    game = screen(bob_window)
    assert isinstance(game, GameScreen)

    # "Keep playing" keeps the table open; "Close the table" closes it, saying goodbye to Bob.
    keep = Answer("Keep playing")
    anna_window.close()
    assert keep.title == "Close the table?" and keep.default == "Keep playing"
    assert keep.text == "This stops the game for everyone; you can resume it later from the start screen."
    assert anna_window.isVisible() and anna.host is not None
    close = Answer("Close the table")
    anna_window.close()
    assert close.answered and not anna_window.isVisible() and anna.host is None
    assert "Close the table and quit" in close.buttons, "closing the window quits the app too: said so"

    qtbot.waitUntil(lambda: game.host_banner.isVisible(), timeout=5000)
    assert game.host_note.text() == CLOSED
    assert game.message.text() == "The game waits until the table is back", "the status line does not repeat the banner"
    assert turn_buttons(game) == [False] * 5
    assert game.draw_button.toolTip() == "The table is out of reach"
    # The talk is greyed and says why (the fifteenth newcomer's lines went nowhere with the box open).
    assert not game.chat.entry.isEnabled() and not any(b.isEnabled() for b in game.chat.reaction_buttons.values())
    assert game.chat.notice.text().startswith("The table is out of reach")
    bob.controller.draw()  # type: ignore[union-attr] - the D key: nothing is sent, nothing breaks

    # Anna resumes from her start screen; Bob's app rejoins by itself and the controls come back.
    anna_window2, anna2 = apps.start("Anna", "anna")
    anna2.start.continue_panel.rows[f"save:{table_id}"][1].click()
    qtbot.waitUntil(lambda: isinstance(screen(anna_window2), GameScreen), timeout=10_000)
    qtbot.waitUntil(lambda: not game.host_banner.isVisible(), timeout=10_000)
    assert game.chat.entry.isEnabled() and game.chat.notice.isHidden()
    assert game.message.text() == "The table is back" or game.message.text().endswith("turn")
    players = [anna2, bob]
    wait_turn(qtbot, players)
    mover = next(s for s in players if s.controller.view.my_turn)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: mover.game.draw_button.isEnabled(), timeout=5000)  # type: ignore[union-attr]
    draw_once(qtbot, players)


def closed_by_anna(qtbot: QtBot, apps: Apps) -> tuple[str, int, MainWindow, AppSession, GameScreen]:
    """Anna hosts a game with Bob and closes her window, closing the table: its id and port, and
    Bob's window, session and game screen (its banner up)."""
    (anna_window, anna), (bob_window, bob) = hosted_game(qtbot, apps)
    assert anna.host is not None
    table_id, port = anna.host.table.id, anna.host.port
    game = screen(bob_window)
    assert isinstance(game, GameScreen)
    close = Answer("Close the table")
    anna_window.close()
    assert close.answered
    qtbot.waitUntil(lambda: game.host_banner.isVisible(), timeout=5000)
    return table_id, port, bob_window, bob, game


def test_a_guest_goes_back_to_the_start_screen_which_offers_the_seat_after_a_restart(
        qtbot: QtBot, apps: Apps) -> None:
    table_id, _port, bob_window, bob, game = closed_by_anna(qtbot, apps)

    game.back_button.click()  # no question: there is no game going on to leave
    qtbot.waitUntil(lambda: isinstance(screen(bob_window), StartScreen), timeout=5000)
    assert bob.client is None

    # Bob's app is closed and opened again: it still says where he has a seat.
    bob_window.close()
    bob_window2, bob2 = apps.start("Bob", "bob")
    rows = bob2.start.continue_panel.rows
    assert list(rows) == [f"seat:{table_id}"]
    label, rejoin, _forget = rows[f"seat:{table_id}"]
    from rummi_qt.widgets.continue_panel import when_text

    joined = bob2.held.get(table_id)
    assert joined is not None and joined.seen_at
    assert label.text() == f"You have a seat at Anna's table (joined {when_text(joined.seen_at)})"
    assert rejoin.text() == "&Rejoin"

    anna_window2, anna2 = apps.start("Anna", "anna")
    anna2.start.continue_panel.rows[f"save:{table_id}"][1].click()
    qtbot.waitUntil(lambda: isinstance(screen(anna_window2), GameScreen), timeout=10_000)
    rejoin.click()
    qtbot.waitUntil(lambda: isinstance(screen(bob_window2), GameScreen) and bob2.client is not None
                    and bob2.client.seat == 1, timeout=10_000)

    # Forget drops the offer.
    bob2.leave(confirm=False)
    assert f"seat:{table_id}" in bob2.start.continue_panel.rows
    bob2.start.continue_panel.rows[f"seat:{table_id}"][2].click()
    assert bob2.start.continue_panel.rows == {} and not bob2.start.continue_panel.isVisible()


def test_a_guest_is_offered_the_new_table_the_host_opens_where_the_old_one_was(qtbot: QtBot, apps: Apps) -> None:
    """Anna closes the table and hosts a new one on the same port: Bob's app, rejoining, finds its
    seat's token unknown there. It says a new table is open and offers to join it (the guest was
    told "Your seat is not from this table; join it again" and sent to the start screen)."""
    old_id, port, bob_window, bob, game = closed_by_anna(qtbot, apps)

    anna_window2, anna2 = apps.start("Anna", "anna")
    anna2.host_table(port=port)
    assert anna2.host is not None and anna2.host.port == port and anna2.host.table.id != old_id
    qtbot.waitUntil(lambda: bob.link_question is not None and bob.link_question.isVisible(), timeout=10_000)
    question = bob.link_question
    assert question.text() == ("Anna has opened a new table at the same address. "
                               "Your seat in this game stays yours if it is resumed.")
    assert screen(bob_window) is game, "the game stays on screen under the question"
    assert anna2.host.table.seats[1].kind == "empty", "nobody took a seat at the new table for Bob"
    join = next(b for b in question.buttons() if b.text() == "&Join it")
    join.click()
    qtbot.waitUntil(lambda: bob.client is not None and bob.client.seat == 1
                    and bob.client.table_id == anna2.host.table.id, timeout=10_000)
    assert isinstance(screen(bob_window), LobbyScreen)


def test_a_player_whose_seat_went_to_a_bot_is_told_so_when_joining_again(qtbot: QtBot, apps: Apps) -> None:
    (anna_window, anna), (bob_window, bob) = hosted_game(qtbot, apps)
    assert anna.host is not None and anna.controller is not None
    port = anna.host.port
    replaced = Answer("OK")
    anna.controller.give_seat_to_bot(1, "easy")
    qtbot.waitUntil(lambda: replaced.answered, timeout=5000)
    assert replaced.text == "The host gave your seat to a bot"
    qtbot.waitUntil(lambda: isinstance(screen(bob_window), StartScreen), timeout=5000)

    again = Answer("OK")
    bob.join("127.0.0.1", port, False)  # his app still has the seat's token for this table
    qtbot.waitUntil(lambda: again.answered, timeout=5000)
    assert again.text == "Your seat was given to a bot; watch, or ask the host for a seat"
    assert bob.start.continue_panel.rows == {}


def test_a_guest_leaving_a_game_is_told_the_seat_is_kept(qtbot: QtBot, apps: Apps) -> None:
    (anna_window, anna), (bob_window, bob) = hosted_game(qtbot, apps)
    assert bob.game is not None
    stay = Answer("Keep playing")
    bob.game.leave_button.click()
    assert stay.title == "Leave the game?" and "Your seat is kept" in stay.text
    # The host's away bot takes the seat at once: said (a newcomer saw "bot playing" the moment he left).
    assert "a bot plays your turns until you are back" in stay.text
    assert "Leave" in stay.buttons and "Leave and quit" not in stay.buttons  # the Leave button: the app stays
    assert isinstance(screen(bob_window), GameScreen)


def test_leaving_in_the_middle_of_a_move_says_what_becomes_of_its_tiles(qtbot: QtBot, apps: Apps) -> None:
    from rummi_qt.engine import Cell

    (anna_window, anna), (bob_window, bob) = hosted_game(qtbot, apps)
    players = [anna, bob]
    wait_turn(qtbot, players)
    assert anna.controller is not None and bob.controller is not None
    stay = Answer("Keep playing")
    bob.game.leave_button.click()  # type: ignore[union-attr]
    assert stay.text.endswith("Your seat is kept: you can rejoin it from the start screen."), "nothing laid yet"
    if anna.controller.view.my_turn:  # type: ignore[union-attr]
        draw_once(qtbot, players)  # Bob's turn now
    controller = bob.controller
    slot = next(i for i, t in enumerate(controller.rack.slots) if t is not None)
    controller.place_from_rack(slot, Cell(5, 5))
    qtbot.waitUntil(lambda: all(s.controller.view.changed for s in players), timeout=5000)  # type: ignore[union-attr]

    stay = Answer("Keep playing")
    bob.game.leave_button.click()  # type: ignore[union-attr]
    assert stay.text.endswith(" The tiles you laid this turn go back to your rack if your turn is played for you.")
    keep = Answer("Keep playing")
    anna_window.close()
    assert keep.text == ("This stops the game for everyone; you can resume it later from the start screen. "
                         "The move under way is taken back: its tiles go back to the rack.")


def test_the_turn_clock_waits_while_the_hosting_player_is_asked_whether_to_close(qtbot: QtBot, apps: Apps) -> None:
    (anna_window, anna), _bob = hosted_game(qtbot, apps)
    host = anna.host
    assert host is not None
    host.table.options = host.table.options.updated({"timer": 60})
    keep = Answer("Keep playing", before=lambda: host.paused)
    anna_window.close()
    assert keep.answered and keep.seen is True  # stopped while the question was up
    assert not host.paused  # and running again for the game that goes on
    host.pause(True)  # paused by the owner before: the answer leaves it paused
    keep = Answer("Keep playing", before=lambda: host.paused)
    anna_window.close()
    assert keep.seen is True and host.paused


def test_after_a_table_of_one_game_the_host_plays_again_and_the_guest_is_offered_the_new_table(
        qtbot: QtBot, apps: Apps) -> None:
    # The table's one game is over: the host's results offer Play again (only a table of bots had
    # it); it opens the next table at the same port, with the same PIN, in its lobby, not started
    # without the people. Bob's app, rejoining, finds it and offers it; Join it seats him there.
    (anna_window, anna), (bob_window, bob) = hosted_game(qtbot, apps, one_game=True)
    assert anna.host is not None
    port, old_id = anna.host.port, anna.host.table.id
    draw_to_the_end(qtbot, [anna, bob])
    qtbot.waitUntil(lambda: anna._score_book is not None, timeout=10_000)  # noqa: SLF001
    results = anna._score_book  # noqa: SLF001
    assert results is not None
    (again,) = [b for b in results.findChildren(QPushButton) if b.text() == "&Play again"]
    again.click()
    qtbot.waitUntil(lambda: isinstance(screen(anna_window), LobbyScreen) and anna.host is not None, timeout=10_000)
    assert anna.host is not None
    assert anna.host.port == port and anna.host.table.id != old_id and anna.host.table.match is None
    qtbot.waitUntil(lambda: bob.link_question is not None and bob.link_question.isVisible(), timeout=10_000)
    question = bob.link_question
    assert question is not None
    assert question.text() == "Anna wants to play again: a new table is open at the same address."
    assert bob._score_book is not None and bob._score_book.isVisible(), "Bob's results stay under the question"  # noqa: SLF001
    (join,) = [b for b in question.buttons() if b.text() == "&Join it"]
    join.click()
    host = anna.host
    qtbot.waitUntil(lambda: bob.client is not None and bob.client.seat == 1 and bob.client.table_id == host.table.id,
                    timeout=10_000)
    assert isinstance(screen(bob_window), LobbyScreen)
    qtbot.waitUntil(lambda: anna.lobby.start_button.isEnabled(), timeout=5000)
    assert host.table.match is None, "the host starts it when everyone is there"


def another_table_declined(qtbot: QtBot, apps: Apps) -> tuple[str, MainWindow, AppSession, GameScreen, MainWindow,
                                                                AppSession]:
    """Anna closes the game and hosts another table at its port; Bob's app offers it, and Bob says
    no: the game's id, Bob's window, session and game screen, and Anna's new window and session."""
    table_id, port, bob_window, bob, game = closed_by_anna(qtbot, apps)
    anna_window2, anna2 = apps.start("Anna", "anna")
    anna2.host_table(port=port)
    qtbot.waitUntil(lambda: bob.link_question is not None and bob.link_question.isVisible(), timeout=10_000)
    question = bob.link_question
    assert question is not None
    question.button(QMessageBox.StandardButton.Cancel).click()
    return table_id, bob_window, bob, game, anna_window2, anna2


def test_a_guest_keeps_the_seat_of_a_closed_table_while_another_is_open_at_its_address(
        qtbot: QtBot, apps: Apps) -> None:
    # Anna closed the game and hosted a new table at its port; Bob does not join that one. His
    # Rejoin of the old seat finds the new table: it says so (it had slipped him into the new table
    # and forgotten the old seat), and once Anna resumes the old table, Rejoin seats him there.
    table_id, bob_window, bob, game, anna_window2, anna2 = another_table_declined(qtbot, apps)
    assert screen(bob_window) is game and game.host_banner.isVisible()
    game.back_button.click()
    qtbot.waitUntil(lambda: isinstance(screen(bob_window), StartScreen), timeout=5000)

    bob.start.continue_panel.rows[f"seat:{table_id}"][1].click()  # Rejoin
    qtbot.waitUntil(lambda: bob.link_question is not None and bob.link_question.isVisible(), timeout=10_000)
    question = bob.link_question
    assert question is not None and question.text() == "Anna has opened a new table at the same address."
    question.button(QMessageBox.StandardButton.Cancel).click()
    assert anna2.host is not None and all(seat.name != "Bob" for seat in anna2.host.table.seats)
    assert f"seat:{table_id}" in bob.start.continue_panel.rows

    anna2.leave(confirm=False)
    anna2.start.continue_panel.rows[f"save:{table_id}"][1].click()  # Resume
    qtbot.waitUntil(lambda: isinstance(screen(anna_window2), GameScreen), timeout=10_000)
    bob.start.continue_panel.rows[f"seat:{table_id}"][1].click()
    qtbot.waitUntil(lambda: isinstance(screen(bob_window), GameScreen) and bob.client is not None
                    and bob.client.seat == 1 and bob.client.table_id == table_id, timeout=10_000)


@pytest.mark.parametrize("bob_is", ["waiting in the game", "on the start screen"])
def test_a_guest_follows_a_table_resumed_on_another_port(qtbot: QtBot, apps: Apps, bob_is: str) -> None:
    # Anna's port was taken when she resumed (it said so): the table opened on another one. Bob's
    # app sees it there in its list of tables (discovery, given here by hand) and goes there, whether
    # it still waits in the game or Bob presses Rejoin on the start screen (both kept trying the old port).
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    from rummi_qt.network import messages as m
    from rummi_qt.network.discovery import TableInfo

    table_id, port, bob_window, bob, game = closed_by_anna(qtbot, apps)
    if bob_is == "on the start screen":
        game.back_button.click()
        qtbot.waitUntil(lambda: isinstance(screen(bob_window), StartScreen), timeout=5000)
    blocker = QTcpServer()  # something else took the port meanwhile
    assert blocker.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port)
    try:
        anna_window2, anna2 = apps.start("Anna", "anna")
        moved = Answer("OK")
        anna2.start.continue_panel.rows[f"save:{table_id}"][1].click()
        assert moved.answered and moved.text.startswith(f"Port {port} is in use")
        assert anna2.host is not None and anna2.host.port != port
        bob._on_table_seen(TableInfo(  # noqa: SLF001 - what the browser reports
            service=f"Anna's table [{table_id}]", name="Anna's table", host_player="Anna", addresses=("127.0.0.1",),
            port=anna2.host.port, taken=2, total=2, state="playing", pin=False, app_version="",
            protocol=m.PROTOCOL_VERSION, compatible=True, table_id=table_id, default_name=True))
        if bob_is == "on the start screen":
            bob.start.continue_panel.rows[f"seat:{table_id}"][1].click()  # Rejoin
        qtbot.waitUntil(lambda: isinstance(screen(bob_window), GameScreen) and bob.client is not None
                        and bob.client.seat == 1 and bob.client.address == ("127.0.0.1", anna2.host.port),
                        timeout=10_000)
    finally:
        blocker.close()


def test_a_guest_who_stays_in_a_closed_game_rejoins_it_when_it_is_resumed(qtbot: QtBot, apps: Apps) -> None:
    # Anna hosts another table at the port, then closes it and resumes the game. Bob said no to the
    # other table and stayed in the game (as its banner said): when his list shows the game's table
    # again, his app rejoins his seat by itself.
    from rummi_qt.network import messages as m
    from rummi_qt.network.discovery import TableInfo

    table_id, bob_window, bob, game, anna_window2, anna2 = another_table_declined(qtbot, apps)
    anna2.leave(confirm=False)
    anna2.start.continue_panel.rows[f"save:{table_id}"][1].click()  # Resume
    qtbot.waitUntil(lambda: isinstance(screen(anna_window2), GameScreen) and anna2.host is not None, timeout=10_000)
    assert anna2.host is not None
    bob._on_table_seen(TableInfo(  # noqa: SLF001 - what the browser reports
        service=f"Anna's table [{table_id}]", name="Anna's table", host_player="Anna", addresses=("127.0.0.1",),
        port=anna2.host.port, taken=2, total=2, state="playing", pin=False, app_version="",
        protocol=m.PROTOCOL_VERSION, compatible=True, table_id=table_id, default_name=True))
    qtbot.waitUntil(lambda: screen(bob_window) is game and not game.host_banner.isVisible()
                    and bob.client is not None and bob.client.seat == 1, timeout=10_000)



def test_rejoining_a_table_not_open_names_it_and_says_when_the_seat_comes_back(qtbot: QtBot, apps: Apps) -> None:
    # Anna has not resumed her table yet: Rejoin said "No table answers at 127.0.0.1:…. Check the
    # address", as if Bob had mistyped something.
    table_id, _port, bob_window, bob, game = closed_by_anna(qtbot, apps)
    game.back_button.click()
    qtbot.waitUntil(lambda: isinstance(screen(bob_window), StartScreen), timeout=5000)
    bob.start.continue_panel.rows[f"seat:{table_id}"][1].click()  # Rejoin
    qtbot.waitUntil(lambda: bob.start.status.text() == "Anna's table is not open yet; trying again…", timeout=5000)
    qtbot.waitUntil(lambda: bob.client is None, timeout=20_000)
    assert bob.start.status.text() == ("Anna's table is not open now: when its host resumes it, Rejoin gets you "
                                       "your seat back.")
    assert f"seat:{table_id}" in bob.start.continue_panel.rows
