"""A game against bots never vanishes under the player: when the table drops this app's connection
the game stays and the seat comes back by itself; the app's own connection is never taken for
silent (it is in the same process as its host), and a host and a client of another app held up
together do not take each other's silence for a drop. The real app and its own host on loopback,
offscreen."""

from __future__ import annotations

import time

from pytestqt.qtbot import QtBot

from rummi_qt.network.client import Client
from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.table import Table
from rummi_qt.widgets.game_screen import GameScreen
from tests.app.dialogs import Answer
from tests.network.conftest import flush_deletes


def _bots_game(window, session, qtbot: QtBot) -> GameScreen:  # type: ignore[no-untyped-def]
    session.start.name_edit.setText("Hilda")
    session.play_against_bots()
    assert session.bot_dialog is not None
    session.bot_dialog.play_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen) and session.controller is not None
                    and session.controller.view is not None, timeout=10_000)
    window.activateWindow()
    qtbot.waitActive(window)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    return game


def test_a_connection_the_table_drops_comes_back_and_the_game_stays(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = _bots_game(window, session, qtbot)
    host, client = session.host, session.client
    assert host is not None and client is not None
    seat = client.seat
    box = Answer("OK")  # a message box would be answered (and caught) here: none must come
    own = next(c for c in host._connections if c.seat == seat)  # noqa: SLF001
    # Its own app's connection, in this process: never taken for silent, so no heartbeat at all.
    assert own.in_process and not host._heartbeat.isActive() and not client._heartbeat.isActive()  # noqa: SLF001
    own.last_heard -= 3600
    host._on_heartbeat()  # noqa: SLF001 - a beat that came anyway: the app's own seat stays
    assert not own.closing and host.table.seats[seat].connected
    # The table drops it all the same (the app could not keep up with what it was sent).
    with qtbot.waitSignal(client.connection_restored, timeout=10_000):
        host._drop(own, "too_slow", "Your connection could not keep up; join again", rejoin=True)  # noqa: SLF001
    qtbot.waitUntil(lambda: client.connected and client.seat == seat and host.table.seats[seat].connected,
                    timeout=10_000)
    assert not box.answered, box.text
    assert window.stack.currentWidget() is game and session.game is game and session.client is client
    # Known for the app's own again: the new connection beats no more either.
    qtbot.waitUntil(lambda: not host._heartbeat.isActive() and not client._heartbeat.isActive(), timeout=5000)  # noqa: SLF001


def test_a_host_held_up_does_not_drop_connections_that_were_waiting(qtbot: QtBot) -> None:
    """Host and client stood still together (one app, one thread): on waking, neither takes the
    other's silence for a lost connection."""
    settings = HostSettings(heartbeat_ms=50, silence_ms=300, bot_pace_ms=0)
    table = Table("Held up", seed=2)
    host = Host(table, settings)
    host.listen("127.0.0.1", 0)
    client = Client("Ann", heartbeat_ms=50, silence_ms=300, retry_ms=50)
    lost: list[str] = []
    dropped: list[str] = []
    client.connection_lost.connect(lost.append)
    host.client_refused.connect(lambda reason, _detail: dropped.append(reason))
    try:
        with qtbot.waitSignal(client.welcomed, timeout=5000):
            client.connect_to("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: host._last_beat is not None and client._beat_due is not None)  # noqa: SLF001
        time.sleep(0.5)  # the thread is held up past the silence limit: the situation under test
        woke = time.monotonic()
        # Both sides' beats ran again since (the client's comes due while the thread stood still,
        # or is set off again by the host's ping): a few of the host's beats, and the client heard them.
        qtbot.waitUntil(lambda: min(host._last_beat, client._last_heard) > woke + 0.12, timeout=3000)  # noqa: SLF001
        assert dropped == [] and lost == [] and client.connected
    finally:
        client.leave()
        host.close()
        client.deleteLater()
        host.deleteLater()
        flush_deletes()
