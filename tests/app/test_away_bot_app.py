"""A dropped player's seat plays on, from the app: the lobby's away-bot option (on, normal, by
default) reaches the host; when a guest drops, the players bar says a bot plays for them, and says
so no more the moment they are back. The app's own host on 127.0.0.1, a guest as a bare client."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from rummi_qt.network.client import Client
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen


def test_the_lobby_option_is_on_by_default_and_sent_to_the_host(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    session.start.name_edit.setText("Anna")
    session.host_table()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    host, lobby = session.host, session.lobby
    assert host is not None and host.table.options.away_bot == "normal"
    qtbot.waitUntil(lambda: lobby.away_bot.isChecked() and lobby.away_bot_level.currentData() == "normal",
                    timeout=5000)
    assert lobby.away_bot.isEnabled() and lobby.away_bot_level.isEnabled()
    lobby.away_bot_level.setCurrentIndex(lobby.away_bot_level.findData("hard"))
    qtbot.waitUntil(lambda: host.table.options.away_bot == "hard", timeout=5000)
    lobby.away_bot.setChecked(False)
    qtbot.waitUntil(lambda: host.table.options.away_bot is None, timeout=5000)
    qtbot.waitUntil(lambda: not lobby.away_bot_level.isEnabled(), timeout=5000)
    lobby.away_bot.setChecked(True)
    qtbot.waitUntil(lambda: host.table.options.away_bot == "hard", timeout=5000)


def test_the_players_bar_shows_a_bot_playing_for_an_away_player_until_they_are_back(
        app_window, qtbot: QtBot, tmp_path: Path) -> None:
    window, session = app_window
    session.host_settings = replace(session.host_settings, grace_ms=300)
    session.start.name_edit.setText("Anna")
    session.host_table()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    host = session.host
    assert host is not None
    host.table.options = replace(host.table.options, away_bot="easy")  # quick thinking in a test
    timo = Client("Timo", heartbeat_ms=200, silence_ms=2000, retry_ms=100)
    back: Client | None = None
    try:
        with qtbot.waitSignal(timo.welcomed, timeout=5000):
            timo.connect_to("127.0.0.1", host.port)
        token = timo.token
        qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled(), timeout=5000)
        session.lobby.start_button.click()
        qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
        game = session.game
        assert game is not None
        timo.drop()
        timo.leave()  # his laptop slept
        entry = game.players.entry(1)
        qtbot.waitUntil(lambda: "(away)" in entry.text(), timeout=5000)
        qtbot.waitUntil(lambda: "Timo</b>" in entry.text() and "(away, bot playing)" in entry.text(), timeout=5000)
        assert "a bot plays for them" in entry.accessibleName()
        assert any("Timo is away; a bot plays for them" in game.log.item(i).text() for i in range(game.log.count()))
        folder = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
        folder.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(folder / "away-bot-playing.png"))
        # The bot plays his turn for him; Anna draws on hers, and the game goes on.
        controller = session.controller
        assert controller is not None
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.my_turn, timeout=10_000)
        turn = controller.view.turn
        game.draw_button.click()
        qtbot.waitUntil(lambda: controller.view.turn >= turn + 2 and controller.view.my_turn, timeout=10_000)
        back = Client("Timo", token=token, heartbeat_ms=200, silence_ms=2000, retry_ms=100)
        with qtbot.waitSignal(back.welcomed, timeout=5000):
            back.connect_to("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: "(away" not in entry.text(), timeout=5000)
        assert any("Timo is back" in game.log.item(i).text() for i in range(game.log.count()))
    finally:
        for client in (timo, back):
            if client is not None:
                client.leave()
                client.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_the_talk_so_far_from_the_host_replaces_what_the_app_kept_once_a_welcome(app_window) -> None:
    # A rejoin brings the table's talk again (marked earlier): shown instead of the lines kept, so
    # nothing shows twice, and a restarted app, which kept none, sees it too.
    from rummi_qt.network import messages as m

    _window, session = app_window
    kept = [m.Chat(seat=0, name="Anna", text="hi"), m.Chat(seat=1, name="Timo", text="hello")]
    for line in kept:
        session._on_chat(line)  # noqa: SLF001
    session._talk_renewed = False  # noqa: SLF001 - as a welcome leaves it
    for line in kept:
        session._on_chat(replace(line, earlier=True))  # noqa: SLF001
    session._on_chat(m.Chat(seat=1, name="Timo", text="again"))  # noqa: SLF001
    assert [line.text for line in session._chat_lines] == ["hi", "hello", "again"]  # noqa: SLF001
