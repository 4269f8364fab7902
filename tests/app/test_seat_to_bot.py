"""The hosting player gives a seat to a bot during a game, from the players bar: an away player's at
once, a connected player's after a question; the seat shows as a bot and the bot plays its turns.
The whole app against a real host on 127.0.0.1, two other players as bare clients."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from rummi_qt.controller.session import GameController
from rummi_qt.engine import Drew, Melded, Passed
from rummi_qt.network.client import Client
from rummi_qt.network.table import Table
from rummi_qt.session import AppSession
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.players_bar import PlayersBar


@pytest.fixture
def owner(qtbot: QtBot, app_window: tuple[MainWindow, AppSession]) -> AppSession:
    """The app of the hosting player, Anna, in the lobby of a three-seat table on 127.0.0.1."""
    window, session = app_window
    table = Table("Anna's table", seed=secrets.randbits(32))
    table.set_seat_count(3)
    host = session._open_host(table, QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)  # noqa: SLF001
    assert host is not None
    session._connect("Anna", "127.0.0.1", host.port, token=host.owner_token)  # noqa: SLF001
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    return session


@pytest.fixture
def guests(qtbot: QtBot, owner: AppSession) -> Iterator[list[Client]]:
    clients = []
    assert owner.host is not None
    for name in ("Bob", "Cara"):
        client = Client(name, heartbeat_ms=200, silence_ms=2000, retry_ms=100)
        with qtbot.waitSignal(client.welcomed, timeout=5000):
            client.connect_to("127.0.0.1", owner.host.port)
        clients.append(client)
    yield clients
    for client in clients:
        client.leave()
        client.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def level_action(menu: QMenu, level: str):  # type: ignore[no-untyped-def]
    """The menu's "Give seat to a bot" entry for a level."""
    sub = menu.findChild(QMenu, "giveSeatToBot")
    assert sub is not None and sub.title() == "Give seat to a bot"
    return next(a for a in sub.actions() if a.data() == level)


# An offscreen popup menu cannot raise itself or grab the keyboard; harmless here.
@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing the keyboard")
def test_the_owner_gives_an_away_and_a_connected_players_seat_to_bots(
        qtbot: QtBot, owner: AppSession, guests: list[Client], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    bob, cara = guests
    session = owner
    qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled(), timeout=5000)
    session.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(session.window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = session.game
    controller = session.controller
    assert game is not None and controller is not None
    qtbot.waitUntil(lambda: controller.view is not None and bob.view is not None, timeout=5000)
    bar: PlayersBar = game.players
    assert (bob.seat, cara.seat) == (1, 2)

    # Only the owner is offered the seats, and never their own.
    assert controller.seats_for_bots() == [1, 2]
    assert bar.seat_menu(0) is None and not bar.entry(0).has_menu
    # Pointing at an entry says who it is, and to the owner how to open its menu.
    assert bar.entry(1).toolTip().startswith("Bob, 1") and " tiles" in bar.entry(1).toolTip()
    assert bar.entry(1).toolTip().endswith("\nRight-click (or press the Menu key) to give this seat to a bot")
    assert "Right-click" not in bar.entry(0).toolTip()
    assert bar.entry(1).focusPolicy() != Qt.FocusPolicy.NoFocus  # the bar is one Tab stop; arrows reach Bob
    guest_view = GameController(bob, ["Anna", "Bob", "Cara"])
    guest_view._on_view(bob.view, [])  # noqa: SLF001 - the view that opens a guest's game screen
    assert guest_view.seats == controller.seats and guest_view.seats_for_bots() == []

    asked: list[str] = []

    def answer_yes(*args: object) -> QMessageBox.StandardButton:
        asked.append(f"{args[1]} {args[2]}")  # parent, title, text
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer_yes)
    ended: list[tuple[int, int]] = []  # (seat, turn) of every turn that ended, as the owner's app saw it

    def on_view(view, events) -> None:  # type: ignore[no-untyped-def]
        ended.extend((e.seat, view.turn) for e in events if isinstance(e, (Drew, Melded, Passed)))

    assert session.client is not None
    session.client.view_changed.connect(on_view)

    # Cara goes away; her seat goes to a bot at once, no question asked.
    cara.leave()
    qtbot.waitUntil(lambda: not controller.seats[2].connected, timeout=5000)
    assert "(away)" in bar.entry(2).text()
    menu = bar.seat_menu(2)
    assert menu is not None
    level_action(menu, "easy").trigger()
    qtbot.waitUntil(lambda: controller.seats[2].kind == "bot", timeout=5000)
    assert asked == []
    assert bar.entry(2).bot and not bar.entry(2).has_menu and bar.seat_menu(2) is None
    tip = bar.entry(2).toolTip()
    assert tip.startswith("Bot, Easy\nBot 1, 1") and " tiles" in tip and "Right-click" not in tip
    assert controller.seats_for_bots() == [1]
    given_at = controller.view.turn  # type: ignore[union-attr]

    # Bob is still connected: from the keyboard (Tab to his entry, the Menu key), and a question first.
    entry = bar.entry(1)
    right_click = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(5, 5), entry.mapToGlobal(QPoint(5, 5)))
    QApplication.sendEvent(entry, right_click)
    qtbot.waitUntil(lambda: bar.menu is not None and bar.menu.isVisible(), timeout=5000)
    bar.menu.close()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: bar.menu is None, timeout=5000)
    entry.setFocus()
    qtbot.keyClick(entry, Qt.Key.Key_Menu)
    qtbot.waitUntil(lambda: bar.menu is not None and bar.menu.isVisible(), timeout=5000)
    assert bar.menu is not None
    folder = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    session.window.grab().save(str(folder / "seat-to-bot-menu.png"))
    levels = bar.menu.findChild(QMenu, "giveSeatToBot")
    bar.menu.setActiveAction(levels.menuAction())  # type: ignore[union-attr]
    levels.popup(bar.menu.geometry().topRight())  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: levels.isVisible(), timeout=5000)  # type: ignore[union-attr]
    bar.menu.grab().save(str(folder / "seat-to-bot-menu-popup.png"))
    levels.grab().save(str(folder / "seat-to-bot-menu-levels.png"))  # type: ignore[union-attr]
    with qtbot.waitSignal(bob.closed, timeout=5000) as closed:
        level_action(bar.menu, "normal").trigger()
    assert closed.args[0] == "replaced"
    assert len(asked) == 1 and "Bob is still connected" in asked[0]
    qtbot.waitUntil(lambda: controller.seats[1].kind == "bot", timeout=5000)
    assert controller.seats_for_bots() == [] and bar.entry(1).bot
    assert any("A bot took over Bob's seat" in game.log.item(i).text() for i in range(game.log.count()))
    session.window.grab().save(str(folder / "seat-to-bot-after.png"))

    # The bots play their seats' turns; Anna draws on hers.
    def bots_played() -> bool:
        return {seat for seat, turn in ended if turn > given_at} >= {1, 2}

    while not bots_played():
        qtbot.waitUntil(lambda: bots_played() or (controller.view is not None and controller.view.my_turn),
                        timeout=30_000)
        view = controller.view
        if bots_played() or view is None or view.result is not None:
            break
        turn = view.turn
        game.draw_button.click()
        qtbot.waitUntil(lambda t=turn: controller.view is not None and controller.view.turn != t, timeout=10_000)
    assert bots_played()
