"""The lobby remembers the host's options between tables: the next table starts as the last one was left."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.widgets.lobby import LobbyScreen


def test_the_next_table_starts_with_the_hosts_last_options(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    session.start.name_edit.setText("Anna")
    session.host_table(port=0)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen)
                    and session.lobby.seat_count.isEnabled(), timeout=10_000)
    lobby = session.lobby
    lobby.seat_count.setValue(3)
    qtbot.waitUntil(lambda: session.host is not None and len(session.host.table.seats) == 3, timeout=5000)
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
