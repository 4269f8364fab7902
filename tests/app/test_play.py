"""The whole app as a player uses it: start screen → play against bots → the game screen, a move,
Draw, and the score book; a host with a second app instance joining. Offscreen, real sockets."""

from __future__ import annotations

import os
import re
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rummi_qt.engine import Cell
from rummi_qt.session import AppSession
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow

SHOTS = os.environ.get("RUMMI_SCREENSHOT_DIR")


def shoot(window: MainWindow, name: str, tmp_path: Path) -> None:
    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"{name}.png"))


def test_play_against_bots_opens_the_game_and_a_draw_passes_the_turn(app_window, qtbot: QtBot,
                                                                     tmp_path: Path) -> None:
    window, session = app_window
    session.start.name_edit.setText("Anna")
    session.start.bots_button.click()
    qtbot.waitUntil(lambda: session.bot_dialog is not None and session.bot_dialog.isVisible(), timeout=5000)
    session.bot_dialog.play_button.click()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    controller = session.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.my_turn, timeout=30_000)
    view = controller.view
    assert view is not None and view.rack is not None
    assert len([t for t in game.table.rack if t is not None]) == len(view.rack)
    assert game.draw_button.isEnabled() and not game.finish_button.isEnabled()
    shoot(window, "game-start", tmp_path)

    # Lay a tile: Draw is disabled while the change is pending, Undo brings it back.
    slot = next(i for i, t in enumerate(game.table.rack) if t is not None)
    free = next(Cell(13, col) for col in range(1, 29)
                if all(view.board[Cell(13, c)] is None for c in (col - 1, col, col + 1)))
    controller.place_from_rack(slot, free)
    qtbot.waitUntil(lambda: not game.draw_button.isEnabled(), timeout=5000)
    # A lone tile is no set: Finish meld stays off (the engine's turn check), its tooltip says why.
    assert game.undo_button.isEnabled() and not game.finish_button.isEnabled()
    assert game.finish_button.toolTip() and game.message.text()
    game.undo_button.click()
    qtbot.waitUntil(lambda: game.draw_button.isEnabled(), timeout=5000)
    turn = controller.view.turn  # type: ignore[union-attr]
    game.draw_button.click()
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.turn > turn, timeout=10_000)
    assert game.log.count() >= 1


def test_host_a_table_add_a_bot_and_a_second_app_joins(qtbot: QtBot, tmp_path: Path, app_window) -> None:
    window, session = app_window
    session.start.name_edit.setText("Host")
    session.start.host_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    assert session.host is not None and session.client is not None and session.client.owner
    port = session.host.port

    settings2 = QSettings(str(tmp_path / "rummi2.ini"), QSettings.Format.IniFormat)
    window2 = MainWindow(settings2)
    guest = AppSession(window2, settings2, data_dir=tmp_path / "guest", discovery=False)
    try:
        guest.start.name_edit.setText("Guest")
        guest.join("127.0.0.1", port, False)
        qtbot.waitUntil(lambda: isinstance(window2.stack.currentWidget(), LobbyScreen), timeout=10_000)
        qtbot.waitUntil(lambda: session.client is not None and session.client.lobby is not None
                        and [s["name"] for s in session.client.lobby.seats] == ["Host", "Guest"], timeout=5000)
        assert session.lobby.start_button.isEnabled()
        shoot(window, "lobby", tmp_path)
        session.lobby.start_button.click()
        qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen)
                        and isinstance(window2.stack.currentWidget(), GameScreen), timeout=10_000)
    finally:
        window2.set_close_guard(None)
        guest.leave(confirm=False)
        window2.close()
        window2.deleteLater()


def test_a_whole_two_player_game_through_the_widgets_ends_in_the_score_book(app_window, qtbot: QtBot,
                                                                            tmp_path: Path) -> None:
    window, session = app_window
    session.start.name_edit.setText("Anna")
    session.start.host_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    session.lobby.bot_level.setCurrentIndex(session.lobby.bot_level.findData("hard"))
    session.lobby.add_bot_button.click()
    qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled(), timeout=5000)
    session.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    controller = session.controller
    assert controller is not None

    # Sorting the rack by groups puts equal numbers side by side.
    game.sort_groups.click()
    numbers = [t.number or 99 for t in game.table.rack if t is not None]
    assert numbers == sorted(numbers)

    refused_once = False
    while controller.view is None or controller.view.result is None:
        qtbot.waitUntil(lambda: controller.view is not None
                        and (controller.view.my_turn or controller.view.result is not None), timeout=30_000)
        view = controller.view
        assert view is not None
        if view.result is not None:
            break
        if not refused_once:
            # One lone tile on the board: Finish meld is off, and the host refuses the turn (asked
            # for anyway, as Ctrl+Enter does) with the reason, in words.
            slot = next(i for i, t in enumerate(game.table.rack) if t is not None)
            free = next(Cell(13, c) for c in range(1, 29)
                        if all(view.board[Cell(13, x)] is None for x in (c - 1, c, c + 1)))
            game.table.rack_tile_placed.emit(slot, free)
            qtbot.waitUntil(lambda: controller.view is not None and controller.view.changed, timeout=5000)
            assert not game.finish_button.isEnabled() and game.finish_button.toolTip()
            with qtbot.waitSignal(controller.client.refused, timeout=5000):
                controller.finish()
            assert "tile" in game.message.text()
            game.undo_button.click()
            qtbot.waitUntil(lambda: game.draw_button.isEnabled(), timeout=5000)
            refused_once = True
        turn = view.turn
        game.draw_button.click()  # Draw, or Pass once the pool is empty
        qtbot.waitUntil(lambda t=turn: controller.view is not None
                        and (controller.view.turn != t or controller.view.result is not None), timeout=10_000)
    qtbot.waitUntil(lambda: session._score_book is not None and session._score_book.isVisible(), timeout=10_000)
    assert controller.view is not None and controller.view.result is not None
    assert sum(controller.view.result.changes) == 0
    folder = Path(SHOTS) if SHOTS else tmp_path
    session._score_book.grab().save(str(folder / "game-over-score-book.png"))  # type: ignore[union-attr]


def test_a_second_app_finds_the_hosted_table_on_its_start_screen_and_joins_in_one_click(
        qtbot: QtBot, tmp_path: Path) -> None:
    # Discovery on loopback only (tests/conftest.py pins RUMMI_INTERFACES to 127.0.0.1).
    windows, sessions = [], []
    try:
        for name in ("Host", "Guest"):
            settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
            window = MainWindow(settings)
            session = AppSession(window, settings, data_dir=tmp_path / name)
            session.start.name_edit.setText(name)
            windows.append(window)
            sessions.append(session)
        host, guest = sessions
        host.host_table()
        qtbot.waitUntil(lambda: isinstance(windows[0].stack.currentWidget(), LobbyScreen), timeout=10_000)
        tables = guest.start.tables

        def ours() -> object:  # other apps on this machine's loopback may list tables of their own
            items = [tables.topLevelItem(i) for i in range(tables.topLevelItemCount())]
            return next((item for item in items if item is not None and item.text(0) == "Host's table"), None)

        qtbot.waitUntil(lambda: ours() is not None, timeout=15_000)
        tables.setCurrentItem(ours())  # type: ignore[arg-type]
        guest.start.join_button.click()
        qtbot.waitUntil(lambda: isinstance(windows[1].stack.currentWidget(), LobbyScreen), timeout=10_000)
        qtbot.waitUntil(lambda: host.client is not None and host.client.lobby is not None
                        and [s["name"] for s in host.client.lobby.seats] == ["Host", "Guest"], timeout=5000)
        # The guest's seat token is kept by the table's id (which the row carried), not by its address.
        assert host.host is not None and guest.client is not None
        assert guest.tokens.get(host.host.table.id) == guest.client.token == host.host.table.seats[1].token
    finally:
        for window, session in zip(windows, sessions, strict=True):
            window.set_close_guard(None)
            session.leave(confirm=False)
            session.close_discovery()
            window.close()
            window.deleteLater()


def host_and_start(window: MainWindow, session: AppSession, qtbot: QtBot, timer: int = 0,
                   penalty: bool = False) -> GameScreen:
    """Host a table with one bot and the given turn timer (0: off), start it, return the game screen."""
    session.host_table()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    if timer:  # switched on, then the length: each sends the options, never "off" in between
        session.lobby.timer_on.setChecked(True)
        session.lobby.timer.setValue(timer)
    session.lobby.penalty.setChecked(penalty)
    session.lobby.add_bot_button.click()
    qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled(), timeout=5000)
    session.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    return game


def test_the_host_player_can_pause_the_turn_timer(app_window, qtbot: QtBot, tmp_path: Path) -> None:
    window, session = app_window
    game = host_and_start(window, session, qtbot, timer=60)
    assert not game.pause_button.isHidden() and game.pause_button.text() == "Pause timer"
    client = session.client
    assert client is not None
    with qtbot.waitSignal(client.clock_changed, timeout=5000, check_params_cb=lambda *a: a[2] is True):
        game.pause_button.click()
    qtbot.waitUntil(lambda: "paused" in game.clock.text(), timeout=5000)
    assert game.pause_button.text() == "Resume timer"
    # The time as m:ss beside a painted clock face (no ⏱ character that some fonts lack).
    assert re.match(r"\d:\d\d \(paused\)", game.clock.text())
    assert not game.clock.isHidden() and game.clock.paused
    shoot(window, "game-timer", tmp_path)
    with qtbot.waitSignal(client.clock_changed, timeout=5000, check_params_cb=lambda *a: a[2] is False):
        game.pause_button.click()
    assert game.pause_button.text() == "Pause timer" and not game.clock.paused


def test_a_table_without_a_timer_has_no_pause_button(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = host_and_start(window, session, qtbot, timer=0)
    qtbot.waitUntil(lambda: session.controller is not None and session.controller.view is not None, timeout=5000)
    assert game.pause_button.isHidden() and game.clock.isHidden()


def test_my_turn_runs_out_with_ticks_in_the_last_seconds_and_says_why(app_window, qtbot: QtBot,
                                                                      tmp_path: Path) -> None:
    window, session = app_window
    game = host_and_start(window, session, qtbot, timer=5)
    sounds: list[str] = []
    game.play_sound = lambda: sounds.append(game.clock.text())
    controller = session.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.my_turn, timeout=30_000)
    said: list[str] = []  # the message line's texts (the bot may be quick to start my next turn)
    controller.message_changed.connect(said.append)
    qtbot.waitUntil(lambda: game.clock.warning() and game.clock.text() in ("0:04", "0:03"), timeout=5000)
    shoot(window, "game-clock-warning", tmp_path)
    turn = controller.view.turn  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.turn > turn, timeout=10_000)
    notice = [text for text in said if text.startswith("Time ran out")]
    assert len(notice) == 1 and re.fullmatch(r"Time ran out: you drew ((Black|Blue|Orange|Red) \d+|Joker)", notice[0])
    assert notice[0] in [game.log.item(row).text() for row in range(game.log.count())]  # it stays in the log
    # A tick for each second of the last ones on my turn, with Sound on.
    assert {"0:03", "0:02", "0:01"} <= set(sounds)
    shoot(window, "game-timed-out", tmp_path)
