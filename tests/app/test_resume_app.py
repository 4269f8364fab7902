"""Resuming a table from the app: the hosting app dies mid-game, a new app on the same data folder
offers the table on its start screen, the hosting player takes their own seat back, the guest's app
rejoins by itself and the score book goes on. Saves of different tables stay apart; old and
damaged saves are handled from the same place. Two apps on 127.0.0.1, real sockets, offscreen."""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot

from rummi_qt.network import messages as m
from rummi_qt.network.persistence import read_save
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.start_screen import StartScreen
from tests.app.conftest import Apps
from tests.app.dialogs import Answer
from tests.app.games import draw_once, draw_to_the_end, hosted_game, screen, turn_buttons, wait_turn


def test_a_crashed_host_app_resumes_from_the_start_screen_and_the_guest_rejoins_by_itself(
        qtbot: QtBot, apps: Apps) -> None:
    (anna_window, anna), (bob_window, bob) = hosted_game(qtbot, apps)
    assert anna.host is not None and bob.client is not None
    port, table_id = anna.host.port, anna.host.table.id

    # Game 1 to its end by drawing and passing, then game 2 begins: the book has one result.
    draw_to_the_end(qtbot, players := [anna, bob])
    qtbot.waitUntil(lambda: anna._score_book is not None, timeout=5000)  # noqa: SLF001
    anna._send(m.StartGame())  # noqa: SLF001 - the score book's "Next game"
    qtbot.waitUntil(lambda: bob.controller is not None and bob.controller.view is not None
                    and bob.controller.view.result is None and bob.client.lobby is not None
                    and bob.client.lobby.game == 2, timeout=10_000)
    bob.client.say("good luck")  # table talk, in the record with the next turn
    qtbot.waitUntil(lambda: anna.game is not None and anna.game.chat.lines.count() > 0, timeout=5000)
    wait_turn(qtbot, players)
    draw_once(qtbot, players)
    book_before = bob.client.lobby.book
    assert book_before is not None and len(book_before["results"]) == 1
    bob_rack = bob.controller.view.rack  # type: ignore[union-attr]
    # Anna has arranged her rack her own way: sorted by numbers, its first tile moved to the second row.
    anna.controller.sort_groups()  # type: ignore[union-attr]
    anna.controller.rearrange_rack(0, 31)  # type: ignore[union-attr]
    anna_slots = anna.controller.rack.slots  # type: ignore[union-attr]
    assert anna_slots[31] is not None

    # Anna's app dies without a goodbye. Bob is told the host is gone, and can do nothing meanwhile.
    apps.crash(anna_window, anna)
    game = screen(bob_window)
    assert isinstance(game, GameScreen)
    qtbot.waitUntil(lambda: game.host_banner.isVisible(), timeout=5000)
    assert game.host_note.text() == "The host is gone; waiting for it to come back."
    assert turn_buttons(game) == [False] * 5
    assert not game.table._editable  # noqa: SLF001 - no tile can be laid
    assert game.back_button.isVisible()

    # Anna starts her app again: its start screen offers the table, with the game and the time.
    anna_window, anna = apps.start("Anna", "anna")
    rows = anna.start.continue_panel.rows
    assert anna.start.continue_panel.isVisible() and list(rows) == [f"save:{table_id}"]
    label, resume, _delete = rows[f"save:{table_id}"]
    assert re.fullmatch(r"Resume Anna's table \(game 2 of 2, saved \d\d?[:.]\d\d( [AP]M)?\)\nWith Anna, Bob; "
                        r"you hold \d+ tiles, \d+ in the pool", label.text()), label.text()
    resume.click()
    qtbot.waitUntil(lambda: isinstance(screen(anna_window), GameScreen), timeout=10_000)
    assert anna.host is not None and anna.host.port == port
    assert anna.client is not None and anna.client.owner and anna.client.seat == 0
    # The table talk came back with the table: her new app shows Bob's line.
    qtbot.waitUntil(lambda: anna.game is not None and any(
        "good luck" in anna.game.chat.lines.item(i).text() for i in range(anna.game.chat.lines.count())), timeout=5000)
    # Her rack lies as she left it, not packed afresh in runs order.
    qtbot.waitUntil(lambda: anna.controller is not None and anna.controller.view is not None, timeout=5000)
    assert anna.controller.rack.slots == anna_slots

    # Bob's app finds the table again on the same address by itself: his seat, his rack, the book.
    qtbot.waitUntil(lambda: not game.host_banner.isVisible(), timeout=10_000)
    assert bob.client.seat == 1 and bob.controller.view.rack == bob_rack  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: anna.client.lobby is not None and anna.client.lobby.book is not None, timeout=5000)
    assert anna.client.lobby.game == 2 and anna.client.lobby.book == book_before
    assert anna.host.table.id == table_id
    wait_turn(qtbot, players := [anna, bob])
    mover = next(s for s in players if s.controller.view.my_turn)  # type: ignore[union-attr]
    mover_game = mover.game
    assert mover_game is not None
    qtbot.waitUntil(lambda: mover_game.draw_button.isEnabled(), timeout=5000)
    draw_once(qtbot, players)


def test_a_bot_game_and_a_lan_table_keep_separate_saves_and_a_save_can_be_deleted(
        qtbot: QtBot, apps: Apps) -> None:
    window, session = apps.start("Anna", "anna")
    session.play_against_bots()
    assert session.bot_dialog is not None
    session.bot_dialog.play_button.click()
    qtbot.waitUntil(lambda: isinstance(screen(window), GameScreen) and session.controller is not None
                    and session.controller.view is not None, timeout=10_000)
    bots_id = session.host.table.id  # type: ignore[union-attr]
    session.leave(confirm=False)
    session._bot_choice = None  # noqa: SLF001 - as in an app started afresh: the resume says how it was played
    session.host_table(port=0)
    qtbot.waitUntil(lambda: isinstance(screen(window), LobbyScreen), timeout=10_000)
    lan_id = session.host.table.id  # type: ignore[union-attr]
    session.lobby.add_bot_button.click()
    qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled(), timeout=5000)
    session.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(screen(window), GameScreen), timeout=10_000)
    session.leave(confirm=False)

    folder = session.saves.folder
    assert sorted(p.name for p in folder.iterdir()) == sorted([f"{bots_id}.json", f"{lan_id}.json"])
    saves = read_save(folder / f"{lan_id}.json")
    assert saves["host"]["seat"] == 0 and saves["host"]["lan"] is True and saves["host"]["owner_token"]
    rows = session.start.continue_panel.rows
    assert {rows[f"save:{i}"][0].text().split(" (")[0] for i in (bots_id, lan_id)} == {
        "Resume Anna against bots", "Resume Anna's table"}
    assert "With Anna, Bot 1" in rows[f"save:{lan_id}"][0].text()  # two saves of one table read apart
    # How far each game is: two saves of the same players read apart too.
    for table_id in (bots_id, lan_id):
        table, _ = session.saves.load(table_id)
        assert table.match is not None
        game = table.match.game
        mine = len(game.racks[next(i for i, seat in enumerate(table.seats) if seat.name == "Anna")])
        assert f"; you hold {mine} tiles, {len(game.pool)} in the pool" in rows[f"save:{table_id}"][0].text()
    session.set_language("fi")  # the default name in the player's words, as the network list says it
    try:
        finnish = session.start.continue_panel.rows[f"save:{lan_id}"][0].text()
        assert "Pelaajan Anna pöytä" in finnish and "Botti 1" in finnish and "Anna's" not in finnish
        bots = session.start.continue_panel.rows[f"save:{bots_id}"][0].text()
        assert bots.startswith("Anna botteja vastaan") and "against" not in bots  # named in the words of now
    finally:
        session.set_language("en")
        session.translations.remove()
    rows = session.start.continue_panel.rows

    # The bot game comes back with Anna in her seat.
    rows[f"save:{bots_id}"][1].click()
    qtbot.waitUntil(lambda: isinstance(screen(window), GameScreen) and session.controller is not None
                    and session.controller.view is not None, timeout=10_000)
    seat = read_save(folder / f"{bots_id}.json")["host"]["seat"]
    assert session.client is not None and session.client.seat == seat == 3 and session.client.owner
    assert session.host is not None and session.host.table.seats[3].name == "Anna"
    # Its end offers Play again, as a game started from the dialog does: one game, the same bots.
    choice = session._bot_choice  # noqa: SLF001
    assert choice is not None and not choice.round
    assert choice.level == session.host.table.seats[0].level
    session.leave(confirm=False)

    # Deleting asks first; No keeps the save, Yes removes it from the disk and the screen.
    delete = session.start.continue_panel.rows[f"save:{lan_id}"][2]
    no = Answer("No")
    delete.click()
    assert no.answered and "Anna's table" in no.text
    assert (folder / f"{lan_id}.json").exists() and f"save:{lan_id}" in session.start.continue_panel.rows
    yes = Answer("Yes")
    delete.click()
    assert yes.answered
    qtbot.waitUntil(lambda: f"save:{lan_id}" not in session.start.continue_panel.rows, timeout=2000)
    assert not (folder / f"{lan_id}.json").exists() and (folder / f"{bots_id}.json").exists()


def test_a_damaged_save_is_named_explained_and_kept(qtbot: QtBot, apps: Apps, tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "anna" / "saves"
    folder.mkdir(parents=True)
    (folder / "c0ffee42.json").write_text('{"format": "rummi-save", "version": 1, "table": {"na')
    window, session = apps.start("Anna", "anna")
    label, resume, _delete = session.start.continue_panel.rows["save:c0ffee42"]
    assert label.text() == "A save that cannot be read (c0ffee42)"
    answer = Answer("OK")
    resume.click()
    assert answer.answered and "cannot be resumed" in answer.text and "The file is kept" in answer.text
    assert str(folder / "c0ffee42.json") in answer.text
    assert (folder / "c0ffee42.json").exists() and isinstance(screen(window), StartScreen)


def test_a_finished_table_is_not_offered(qtbot: QtBot, apps: Apps) -> None:
    # A table of one game: finished when that game ends (a round of two took twice as long; a
    # round going on to its next game is the crashed-host test's).
    (anna_window, anna), (bob_window, bob) = hosted_game(qtbot, apps, one_game=True)
    assert anna.host is not None
    path = anna.saves.path_for(anna.host.table.id)
    assert path.exists()
    draw_to_the_end(qtbot, [anna, bob])
    assert anna.client is not None and anna.client.lobby is not None
    qtbot.waitUntil(lambda: anna.client.lobby.state == "finished", timeout=5000)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: not path.exists(), timeout=5000)
    anna.leave(confirm=False)
    assert "save:" not in "".join(anna.start.continue_panel.rows)
