"""A whole evening against bots through the app's own windows: the choice before the game, four games
of a round played by a player who draws every turn, and after every game the score book, which must
list every finished game with its scores; also when the connection drops mid-round and comes back.
The real host on loopback, easy bots, no bot pace."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from rummi_qt.controller.turn_log import GameStarts, TurnsElsewhere
from rummi_qt.engine import GameEnded, GameResult
from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.keeper import Keeper
from rummi_qt.network.persistence import load_table
from rummi_qt.network.table import SeatKind, Table
from rummi_qt.session import AppSession
from rummi_qt.widgets.bot_game_dialog import GAMES_KEY, LEVEL_KEY, PACE_KEY
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.results_view import ResultsView
from rummi_qt.widgets.scoreboard import signed
from tests.app.dialogs import Answer

STAR = "\N{BLACK STAR}"


def choose_bot_game(session: AppSession, qtbot: QtBot, *, round_: bool) -> None:
    """Play against bots, as a player chooses it: one game or a round, easy bots, no pace."""
    session.start.name_edit.setText("Anna")
    session.start.bots_button.click()
    qtbot.waitUntil(lambda: session.bot_dialog is not None and session.bot_dialog.isVisible(), timeout=5000)
    dialog = session.bot_dialog
    assert dialog is not None
    assert session.host is None  # nothing starts before the player has chosen
    (dialog.round if round_ else dialog.one_game).click()
    dialog.level.setCurrentIndex(dialog.level.findData("easy"))
    dialog.pace.setCurrentIndex(dialog.pace.findData(0))
    dialog.play_button.click()


def play_to_the_end(session: AppSession, qtbot: QtBot, drop_at_turn: int | None = None) -> GameResult:
    """Draw (or pass) on every turn of mine until the game ends; optionally lose the connection once."""
    window = session.window
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    turns = 0
    while True:
        controller = session.controller
        assert controller is not None
        qtbot.waitUntil(lambda c=controller: c.view is not None and (c.view.my_turn or c.view.result is not None)
                        and game.draw_button.isEnabled() != (c.view.result is not None), timeout=20_000)
        view = controller.view
        assert view is not None
        if view.result is not None:
            return view.result
        turns += 1
        if turns == drop_at_turn:
            client = session.client
            assert client is not None
            with qtbot.waitSignal(client.connection_restored, timeout=10_000):
                client.drop()  # as a sleeping laptop or a Wi-Fi hiccup would
            qtbot.waitUntil(lambda c=controller: c.view is not None and c.view.my_turn
                            and game.draw_button.isEnabled(), timeout=10_000)
        turn = view.turn
        game.draw_button.click()  # Draw, or Pass once the pool is empty
        qtbot.waitUntil(lambda c=controller, t=turn: c.view is not None
                        and (c.view.turn != t or c.view.result is not None), timeout=10_000)


def open_score_book(session: AppSession, qtbot: QtBot) -> ResultsView:
    qtbot.waitUntil(lambda: session._score_book is not None and session._score_book.isVisible(),  # noqa: SLF001
                    timeout=10_000)
    dialog = session._score_book  # noqa: SLF001
    assert isinstance(dialog, ResultsView)
    # In the window, over the game screen: no window of its own.
    assert dialog.parentWidget() is session.game and dialog.window() is session.window
    assert session.window.stack.currentWidget() is session.game and dialog.geometry() == session.game.rect()
    return dialog


def check_book(dialog: ResultsView, results: list[GameResult], planned: int) -> None:
    """The book lists exactly the finished games, each with its scores, and totals that add up to zero."""
    table = dialog.panel.table()
    seats = len(results[0].changes)
    assert table.rowCount() == planned + 3
    for row in range(planned):
        cells = [table.item(row, seat).text() for seat in range(seats)]  # type: ignore[union-attr]
        if row < len(results):
            result = results[row]
            expected = [f"{STAR} {signed(c)}" if seat in result.winners else signed(c)
                        for seat, c in enumerate(result.changes)]
            assert cells == expected, f"game {row + 1}"
        else:
            assert cells == ["\N{EN DASH}"] * seats, f"game {row + 1} is not played yet"
    totals = [sum(r.changes[seat] for r in results) for seat in range(seats)]
    assert [table.item(planned, seat).text() for seat in range(seats)] == [signed(t) for t in totals]  # type: ignore[union-attr]
    assert sum(totals) == 0
    assert dialog.panel._game_label.text() == f"Game {len(results)} of {planned}"  # noqa: SLF001
    assert "No games played yet" not in dialog.panel.standing_text()


def next_game(dialog: ResultsView, qtbot: QtBot, session: AppSession) -> None:
    button = dialog.panel._next  # noqa: SLF001
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.controller is not None and session.controller.view is not None
                    and session.controller.view.result is None, timeout=10_000)


def totals_in_the_players_bar(window: MainWindow) -> list[str]:
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    return [game.players.entry(seat).text() for seat in range(4)]


def look_at_the_book_mid_game(window: MainWindow, session: AppSession, qtbot: QtBot, results: list[GameResult],
                              by_key: bool) -> None:
    """The players bar's Score book (or B) shows the round so far over the game; Close goes back."""
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    button = game.players.book_button
    assert button.isVisible()
    if by_key:
        window.windowHandle().requestActivate()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
        game.table.setFocus()
        qtbot.keyClick(game.table, Qt.Key.Key_B)
    else:
        button.click()
    qtbot.waitUntil(lambda: session._book_dialog is not None and session._book_dialog.isVisible(),  # noqa: SLF001
                    timeout=5000)
    book = session._book_dialog  # noqa: SLF001
    assert book is not None
    table = book.panel.table()
    for number, result in enumerate(results):
        assert [table.item(number, seat).text().split()[-1] for seat in range(4)] == [  # type: ignore[union-attr]
            signed(change) for change in result.changes]
    assert table.item(len(results), 0).text() == "\N{EN DASH}"  # type: ignore[union-attr] - being played
    assert book.panel._game_label.text() == f"Game {len(results) + 1} of 4"  # noqa: SLF001
    assert ("No games played yet." in book.panel.standing_text()) == (not results)
    assert not book.panel.buttons_bar.isVisible(), "no Next game or Leave table in the middle of a game"
    book.reject()
    qtbot.waitUntil(lambda: session._book_dialog is None, timeout=5000)  # noqa: SLF001


def test_a_whole_round_against_bots_keeps_every_game_in_the_score_book_also_when_the_connection_drops(
        app_window, qtbot: QtBot) -> None:
    # One round for both: games 1 and 4 undisturbed, the connection lost in game 2, at the end of
    # game 3 and again while its book is open (it was two rounds, one without drops, one with).
    window, session = app_window
    choose_bot_game(session, qtbot, round_=True)
    assert session.settings.value(GAMES_KEY) == "round" and session.settings.value(LEVEL_KEY) == "easy"
    assert int(session.settings.value(PACE_KEY)) == 0
    host = session.host
    assert host is not None and host.bot_pace_ms == 0
    results: list[GameResult] = []
    for number in range(1, 5):
        qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
        qtbot.waitUntil(lambda: session.controller is not None and session.controller.view is not None, timeout=10_000)
        bar = totals_in_the_players_bar(window)
        if number == 1:
            assert all("\N{N-ARY SUMMATION}" not in text for text in bar)  # no totals before there are any
        else:  # from game 2 on, the bar shows each player's total so far
            totals = [sum(r.changes[seat] for r in results) for seat in range(4)]
            for text, total in zip(bar, totals, strict=True):
                assert f"\N{N-ARY SUMMATION}\N{NO-BREAK SPACE}{signed(total)}" in text
        if number <= 2:
            look_at_the_book_mid_game(window, session, qtbot, results, by_key=number == 2)
        if number == 3:
            # The connection is lost at the very moment the game ends: the result reaches the
            # player only when the app has rejoined.
            def drop_now(_result: object) -> None:
                host.game_ended.disconnect(drop_now)
                assert session.client is not None
                session.client.drop()

            host.game_ended.connect(drop_now)
        result = play_to_the_end(session, qtbot, drop_at_turn=3 if number == 2 else None)
        results.append(result)
        dialog = open_score_book(session, qtbot)
        assert dialog.panel.headline().endswith(("wins the game!", "share the win"))
        check_book(dialog, results, 4)
        assert session.host is host and host.table.match is not None
        assert list(host.table.match.book.results) == results
        if number == 3:
            # Another drop while the book is open: it rejoins, and the book is still complete.
            client = session.client
            assert client is not None
            with qtbot.waitSignal(client.connection_restored, timeout=10_000):
                client.drop()
            assert session._score_book is dialog and dialog.isVisible()  # noqa: SLF001
            check_book(dialog, results, 4)
        if number == 1:  # mid-round, leaving ends the round for everyone: asked first
            stay = Answer("Keep playing")
            dialog.panel._leave.click()  # noqa: SLF001
            assert stay.answered and "Close the table?" in stay.title
            assert session.host is not None and session._score_book is dialog  # noqa: SLF001 - still there
        if number < 4:
            next_game(dialog, qtbot, session)
        else:
            assert not dialog.panel._next.isVisible()  # noqa: SLF001 - the round is over
            assert "wins the round" in dialog.panel.standing_text() or "share the round" in \
                dialog.panel.standing_text()
            # What the button deals: a whole round again, said so (a newcomer expected one game).
            labels = [b.text() for b in dialog.findChildren(QPushButton)]
            assert "&Play another round" in labels and "&Play again" not in labels


def test_one_game_against_bots_is_one_game(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    choose_bot_game(session, qtbot, round_=False)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen) and session.controller is not None
                    and session.controller.view is not None, timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen) and not game.players.book_button.isVisibleTo(game.players)
    result = play_to_the_end(session, qtbot)
    dialog = open_score_book(session, qtbot)
    check_book(dialog, [result], 1)
    assert not dialog.panel._next.isVisible()  # noqa: SLF001 - nothing more to play
    # Play again: the same choice, a new table, at once.
    (again,) = [b for b in dialog.findChildren(QPushButton) if b.text() == "&Play again"]
    first = session.host.table.id  # type: ignore[union-attr]
    again.click()
    qtbot.waitUntil(lambda: session.host is not None and session.host.table.id != first
                    and session.controller is not None and session.controller.view is not None, timeout=10_000)
    assert session.host.table.match is not None and session.host.table.match.book.games_planned == 1
    assert {s.level for s in session.host.table.seats if s.kind is SeatKind.BOT} == {"easy"}
    # The next time, the dialog offers what was chosen.
    session.leave(confirm=False)
    session.start.bots_button.click()
    qtbot.waitUntil(lambda: session.bot_dialog is not None and session.bot_dialog.isVisible(), timeout=5000)
    dialog2 = session.bot_dialog
    assert dialog2 is not None
    assert dialog2.one_game.isChecked() and dialog2.level.currentData() == "easy" and dialog2.pace.currentData() == 0
    dialog2.reject()


def test_a_guest_at_a_lan_table_keeps_the_whole_book_when_the_host_resumes_from_its_save(
        app_window, qtbot: QtBot, tmp_path: Path) -> None:
    window, session = app_window
    settings = HostSettings(heartbeat_ms=200, silence_ms=2000, bot_pace_ms=0)
    save = tmp_path / "table.json"
    table = Table("Timo's table", seed=8)
    table.set_seat_count(3)  # a round of three games
    host = Host(table, settings)
    Keeper(host, save, None)
    port = host.listen("127.0.0.1", 0)
    session.start.name_edit.setText("Anna")
    session.join("127.0.0.1", port, False)
    qtbot.waitUntil(lambda: table.seats[0].kind is SeatKind.HUMAN, timeout=5000)
    for _ in range(2):
        table.add_bot("easy")
    host.start()  # the table's owner starts it; Anna is a guest
    first = play_to_the_end(session, qtbot)
    dialog = open_score_book(session, qtbot)
    check_book(dialog, [first], 3)
    assert not dialog.panel._next.isVisible()  # noqa: SLF001 - only the owner starts the next game

    # The host's machine dies between games; its table is resumed from the save on the same port.
    client = session.client
    assert client is not None
    with qtbot.waitSignal(client.connection_lost, timeout=5000):
        host._server.close()  # noqa: SLF001 - a crash: no goodbye
        for conn in list(host._connections):  # noqa: SLF001
            conn.socket.abort()
    host.deleteLater()
    resumed = Host(load_table(save), settings)
    try:
        with qtbot.waitSignal(client.connection_restored, timeout=10_000):
            resumed.listen("127.0.0.1", port)
        qtbot.waitUntil(lambda: client.lobby is not None and client.lobby.book is not None
                        and len(client.lobby.book["results"]) == 1, timeout=5000)
        assert session._score_book is dialog and dialog.isVisible()  # noqa: SLF001
        check_book(dialog, [first], 3)
        resumed.start()
        qtbot.waitUntil(lambda: session.controller is not None and session.controller.view is not None
                        and session.controller.view.result is None, timeout=10_000)
        assert session._score_book is None  # noqa: SLF001 - put away when the next game began
        second = play_to_the_end(session, qtbot)
        check_book(open_score_book(session, qtbot), [first, second], 3)
    finally:
        resumed.close()
        resumed.deleteLater()


def test_a_bot_round_resumed_from_the_start_screen_keeps_every_game_in_its_book(apps, qtbot: QtBot) -> None:
    window, session = apps.start("Anna", "anna")
    choose_bot_game(session, qtbot, round_=True)
    first = play_to_the_end(session, qtbot)
    check_book(open_score_book(session, qtbot), [first], 4)
    assert session.host is not None
    table_id = session.host.table.id
    session.leave(confirm=False)  # the table is saved; the start screen offers it again

    label, resume, _delete = session.start.continue_panel.rows[f"save:{table_id}"]
    assert "(before game 2 of 4, " in label.text() and "you hold" not in label.text(), label.text()
    resume.click()
    # Resumed between games: the book opens at once, with the game played before.
    dialog = open_score_book(session, qtbot)
    check_book(dialog, [first], 4)
    next_game(dialog, qtbot, session)
    # Left in the middle of game 2 and resumed: the log keeps game 1 under its heading, with how it
    # ended (a newcomer's host log had lost it after a second resume).
    session.leave(confirm=False)
    session.start.continue_panel.rows[f"save:{table_id}"][1].click()
    qtbot.waitUntil(lambda: session.controller is not None and session.controller.view is not None
                    and GameStarts(2, 4) in session.controller.log, timeout=10_000)
    log = session.controller.log
    # Its turns are not in this log, and it says so: the game does not read as won at its start
    # (a newcomer's log read "Game 2 of 3 starts / You won the game").
    assert log[:4] == [GameStarts(1, 4), TurnsElsewhere(), GameEnded(first), GameStarts(2, 4)]
    assert session.controller.log_text(log[1]) == "Its turns are not in this log"
    assert session.controller.log_text(log[2]).endswith("won the game")
    second = play_to_the_end(session, qtbot)
    check_book(open_score_book(session, qtbot), [first, second], 4)
