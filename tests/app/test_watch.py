"""Watching a table from the app: Watch on the start screen's table list, a latecomer offered to
watch, an onlooker's screen (board, players bar, log; never a rack), leaving unasked, and the host
giving an onlooker a free seat in the lobby. Real hosts on 127.0.0.1, offscreen windows."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rummi_qt.engine import Cell
from rummi_qt.network.client import Client
from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.table import Table
from rummi_qt.session import AppSession
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.start_screen import StartScreen, TableEntry

FAST = HostSettings(heartbeat_ms=200, silence_ms=2000)


def shoot(window: MainWindow, name: str, tmp_path: Path) -> None:
    folder = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"{name}.png"))


@pytest.fixture
def running(qtbot: QtBot) -> Iterator[tuple[Host, list[Client]]]:
    """Anna's table on 127.0.0.1 with Anna and Bob (bare clients) playing its first game."""
    host = Host(Table("Anna's table", seed=5), FAST)
    host.listen("127.0.0.1", 0)
    players = []
    for name in ("Anna", "Bob"):
        client = Client(name, heartbeat_ms=200, silence_ms=2000, retry_ms=100)
        with qtbot.waitSignal(client.welcomed, timeout=5000):
            client.connect_to("127.0.0.1", host.port)
        players.append(client)
    host.start()
    qtbot.waitUntil(lambda: all(p.view is not None for p in players), timeout=5000)
    yield host, players
    for client in players:
        client.leave()
        client.deleteLater()
    host.close()
    host.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def list_table(start: StartScreen, host: Host, state: str) -> None:
    """The table as discovery would list it on the start screen, selected."""
    start.put_table(TableEntry("anna", "Anna's table", "Anna", "127.0.0.1", host.port, 2, 2, state, False))
    start.tables.setCurrentItem(start.tables.topLevelItem(0))


def assert_watching(session: AppSession) -> GameScreen:
    game = session.game
    assert isinstance(session.window.stack.currentWidget(), GameScreen) and game is not None
    assert not game.banner.isHidden() and game.banner.text() == "Watching Anna's table"
    assert all(button.isHidden() for button in game.turn_buttons)
    assert game.table.rack == [] and game.table.table_layout.rack_width == 0  # no rack area at all
    assert not game.leave_button.isHidden()
    return game


def test_an_onlooker_watches_a_running_game_live_and_leaves_unasked(
        app_window, running, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    window, session = app_window
    host, (anna, bob) = running
    views: list[object] = []
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args) or QMessageBox.StandardButton.Yes)
    session.start.name_edit.setText("Dora")
    list_table(session.start, host, "playing")
    assert session.start.watch_button.isEnabled()
    session.start.watch_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    assert session.client is not None
    session.client.view_changed.connect(lambda view, _events: views.append(view))
    game = assert_watching(session)
    assert session.client.seat == -1 and session.client.view is not None and session.client.view.rack is None
    bar = game.players.entry(0).text() + game.players.entry(1).text()
    assert "Anna" in bar and "Bob" in bar and "(you)" not in bar
    qtbot.waitUntil(lambda: [o["name"] for o in anna.lobby.onlookers] == ["Dora"], timeout=5000)

    # The current player lays a tile: the onlooker's board shows it as it happens; then a draw.
    current = anna if anna.view.my_turn else bob
    assert game.message.text() == f"{current.name}'s turn"  # said at once, not only at the next turn
    tile = current.view.rack[0]
    current.place(tile, Cell(6, 10))
    qtbot.waitUntil(lambda: game.table.board[Cell(6, 10)] == tile, timeout=5000)
    shoot(window, "watching", tmp_path)
    current.undo()
    qtbot.waitUntil(lambda: game.table.board[Cell(6, 10)] is None, timeout=5000)
    turn = session.client.view.turn
    current.draw()
    qtbot.waitUntil(lambda: session.client.view.turn > turn and game.log.count() >= 1, timeout=5000)
    assert "drew" in game.log.item(game.log.count() - 1).text()
    assert views and all(view.rack is None and view.seat == -1 for view in views)  # never a rack
    assert game.table.rack == [] and all(button.isHidden() for button in game.turn_buttons)
    assert game.sort_runs.isHidden() and game.close_gaps.isHidden()

    # A language chosen while watching: the screen is built again, and still an onlooker's.
    monkeypatch.delenv("RUMMI_LANG", raising=False)
    session.set_language("fi")
    try:
        game = window.stack.currentWidget()
        assert isinstance(game, GameScreen) and not game.banner.isHidden() and game.banner.text().startswith("Katsot")
        assert game.table.rack == [] and all(button.isHidden() for button in game.turn_buttons)
        assert game.sort_runs.isHidden() and game.close_gaps.isHidden()
    finally:
        session.set_language("en")
        session.translations.remove()

    game.leave_button.click()
    assert asked == []  # no "the game is still going on" question for an onlooker
    assert isinstance(window.stack.currentWidget(), StartScreen)
    qtbot.waitUntil(lambda: anna.lobby.onlookers == [], timeout=5000)


def test_a_latecomer_is_offered_to_watch_and_accepts(app_window, running, qtbot: QtBot) -> None:
    window, session = app_window
    host, (anna, _bob) = running
    session.start.name_edit.setText("Eve")
    list_table(session.start, host, "lobby")  # discovery had not seen the start yet
    session.start.join_button.click()
    qtbot.waitUntil(lambda: session.watch_offer is not None and session.watch_offer.isVisible(), timeout=5000)
    offer = session.watch_offer
    assert offer.text() == "The game at Anna's table has already started."
    assert isinstance(window.stack.currentWidget(), StartScreen)
    watch = next(b for b in offer.buttons() if b.text() == "&Watch")
    assert offer.defaultButton() is watch and offer.button(QMessageBox.StandardButton.Cancel) is not None
    watch.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    assert_watching(session)
    qtbot.waitUntil(lambda: [o["name"] for o in anna.lobby.onlookers] == ["Eve"], timeout=5000)


def test_a_latecomer_who_cancels_stays_on_the_start_screen(app_window, running, qtbot: QtBot) -> None:
    window, session = app_window
    host, _players = running
    session.join("127.0.0.1", host.port, False)  # by address: no name from discovery
    qtbot.waitUntil(lambda: session.watch_offer is not None and session.watch_offer.isVisible(), timeout=5000)
    offer = session.watch_offer
    assert offer.text() == f"The game at {host.table.name} has already started."  # its name, not its address
    assert f"127.0.0.1:{host.port}" not in offer.text()
    offer.button(QMessageBox.StandardButton.Cancel).click()
    assert session.watch_offer is None and session.client is None
    assert isinstance(window.stack.currentWidget(), StartScreen)


def test_the_host_seats_an_onlooker_in_the_lobby_who_then_plays(app_window, qtbot: QtBot, tmp_path: Path) -> None:
    window, session = app_window
    table = Table("Anna's table", seed=secrets.randbits(32))
    table.set_seat_count(3)
    host = session._open_host(table, QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)  # noqa: SLF001
    assert host is not None
    session._connect("Anna", "127.0.0.1", host.port, token=host.owner_token)  # noqa: SLF001
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)

    settings2 = QSettings(str(tmp_path / "dora.ini"), QSettings.Format.IniFormat)
    window2 = MainWindow(settings2)
    dora = AppSession(window2, settings2, data_dir=tmp_path / "dora", host_settings=FAST, discovery=False)
    try:
        dora.start.name_edit.setText("Dora")
        dora.watch("127.0.0.1", host.port, False)
        qtbot.waitUntil(lambda: isinstance(window2.stack.currentWidget(), LobbyScreen), timeout=10_000)
        assert "You are watching" in dora.lobby.waiting.text()
        lobby = session.lobby
        qtbot.waitUntil(lambda: not lobby.onlookers_box.isHidden() and len(lobby.onlooker_rows) == 1, timeout=5000)
        _row, label, give = next(iter(lobby.onlooker_rows.values()))
        assert label.text() == "Dora" and give.isEnabled() and not give.isHidden()
        assert dora.lobby.onlooker_rows and all(b.isHidden() for _r, _l, b in dora.lobby.onlooker_rows.values())
        shoot(window, "lobby-onlooker", tmp_path)
        give.click()
        qtbot.waitUntil(lambda: dora.client is not None and dora.client.seat == 1, timeout=5000)
        qtbot.waitUntil(lambda: lobby.onlookers_box.isHidden() and lobby.cards[1].name.text() == "Dora", timeout=5000)
        assert dora.lobby.cards[1].name.text() == "Dora (you)" and "Waiting for the host" in dora.lobby.waiting.text()
        assert dora.client.token and table.seat_of_token(dora.client.token) == 1
        session.lobby.add_bot_button.click()
        qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled(), timeout=5000)
        session.lobby.start_button.click()
        qtbot.waitUntil(lambda: isinstance(window2.stack.currentWidget(), GameScreen), timeout=10_000)
        game = dora.game
        assert game is not None and game.banner.isHidden()
        assert not game.draw_button.isHidden() and [t for t in game.table.rack if t is not None]
    finally:
        window2.set_close_guard(None)
        dora.leave(confirm=False)
        window2.close()
        window2.deleteLater()
