"""The lobby remembers the host's options between tables: the next table starts as the last one was left."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.widgets.lobby import LobbyScreen


def hosting(app_window, qtbot: QtBot, seats: int) -> LobbyScreen:  # type: ignore[no-untyped-def]
    """Anna hosts a table from the start screen and sets its number of seats."""
    window, session = app_window
    session.start.name_edit.setText("Anna")
    session.host_table(port=0)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen)
                    and session.lobby.seat_count.isEnabled(), timeout=10_000)
    session.lobby.seat_count.setValue(seats)
    qtbot.waitUntil(lambda: session.host is not None and len(session.host.table.seats) == seats, timeout=5000)
    return session.lobby


def test_the_next_table_starts_with_the_hosts_last_options(app_window, qtbot: QtBot) -> None:
    _window, session = app_window
    lobby = hosting(app_window, qtbot, seats=3)
    lobby.timer_on.click()
    lobby.rounds.setValue(2)
    lobby.pin.setText("4321")
    lobby.pin.editingFinished.emit()
    qtbot.waitUntil(lambda: session.host is not None and session.host.table.options.rounds == 2
                    and session.host.table.options.pin == "4321", timeout=5000)
    session.leave(confirm=False)
    qtbot.waitUntil(lambda: session.host is None, timeout=5000)

    session.host_table(port=0)
    qtbot.waitUntil(lambda: session.host is not None and session.lobby.seat_count.value() == 3, timeout=10_000)
    options = session.host.table.options  # type: ignore[union-attr]
    assert options.timer == 60 and options.rounds == 2 and options.away_bot == "normal"
    assert options.pin is None  # a PIN belongs to one table, never kept on disk
    # The lobby shows them as the host's next lobby message says (it may come after the seats).
    qtbot.waitUntil(lambda: session.lobby.timer_on.isChecked() and session.lobby.rounds.value() == 2, timeout=5000)


def test_the_next_table_keeps_the_hosts_bots_in_its_last_seats_and_their_level(app_window, qtbot: QtBot) -> None:
    # A newcomer hosting an evening against two bots found them gone at the next table, and the
    # level back at Easy.
    _window, session = app_window
    lobby = hosting(app_window, qtbot, seats=4)
    lobby.bot_level.setCurrentIndex(lobby.bot_level.findData("hard"))
    lobby.add_bot_button.click()
    lobby.bot_level.setCurrentIndex(lobby.bot_level.findData("normal"))
    lobby.add_bot_button.click()
    qtbot.waitUntil(lambda: session.host is not None
                    and sum(s.kind.value == "bot" for s in session.host.table.seats) == 2, timeout=5000)
    qtbot.waitUntil(lambda: session.client is not None and session.client.lobby is not None
                    and sum(s.get("kind") == "bot" for s in session.client.lobby.seats) == 2, timeout=5000)
    session.leave(confirm=False)
    qtbot.waitUntil(lambda: session.host is None, timeout=5000)

    session.host_table(port=0)
    qtbot.waitUntil(lambda: session.client is not None and session.client.lobby is not None
                    and len(session.client.lobby.seats) == 4, timeout=10_000)
    seats = session.host.table.seats  # type: ignore[union-attr]
    assert [s.kind.value for s in seats] == ["human", "empty", "bot", "bot"]
    assert [s.level for s in seats if s.kind.value == "bot"] == ["hard", "normal"]
    assert [s.name for s in seats if s.kind.value == "bot"] == ["Bot 1", "Bot 2"]
    assert session.client.seat == 0  # type: ignore[union-attr] - the host sits first
    assert session.lobby.bot_level.currentData() == "normal"  # Add bot adds at the level chosen last
