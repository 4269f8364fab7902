"""An evening of tables at one address, as a guest's app lives it: the host's laptop opens table
after table on the same port, and the guest, joining by typed address each time (discovery blocked),
gets a seat at every one, with no "Your seat is not from this table" in between."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.table import Table
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.start_screen import StartScreen


def test_a_guest_joins_three_tables_in_a_row_at_one_address(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    session.start.name_edit.setText("Bea")
    port = 0
    for evening in range(3):
        table = Table(f"Evening {evening}", seed=evening)
        table.set_seat_count(2)
        host = Host(table, HostSettings(heartbeat_ms=200, silence_ms=2000))
        host.listen("127.0.0.1", port)
        port = host.port
        try:
            session.join("127.0.0.1", port)  # what "Join by address…" asks for
            qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=5000)
            assert QApplication.activeModalWidget() is None  # no message box about the seat
            assert table.seats[0].name == "Bea" and table.seats[0].connected
            # The game is played and the evening moves on: the table closes while the guest still sits.
            session.client.drop()  # type: ignore[union-attr]
            session.client.leave()  # type: ignore[union-attr]
        finally:
            host.close()
            host.deleteLater()
        session.leave(confirm=False)
        assert isinstance(window.stack.currentWidget(), StartScreen)
    # Each token kept for its own table (another table refusing it leaves it be: that table may be resumed).
    assert [seat.table for seat in session.tokens.seats()] == ["Evening 0", "Evening 1", "Evening 2"]


def test_a_table_that_never_answers_is_given_up_with_the_reason(app_window, qtbot: QtBot) -> None:
    # A mistyped address (or a table closed since its seat was kept): the app tries for a while,
    # saying that nobody answers yet, then stops and says why, instead of "lost; trying again" for ever.
    window, session = app_window
    session.start.name_edit.setText("Bea")
    nobody = Host(Table("Gone"), HostSettings())
    port = nobody.listen("127.0.0.1", 0)
    nobody.close()  # the port is free again: nothing listens there
    nobody.deleteLater()
    session.join("127.0.0.1", port)
    qtbot.waitUntil(lambda: "yet; trying again" in session.start.status.text(), timeout=5000)
    qtbot.waitUntil(lambda: session.client is None, timeout=10_000)
    assert f"No table answers at 127.0.0.1:{port}. Check the address" in session.start.status.text()
    assert isinstance(window.stack.currentWidget(), StartScreen)
    # The table comes back on the network: its old failure is no longer said under it (a newcomer
    # read "No table answers" under the very table listed again).
    from rummi_qt.network.discovery import TableInfo

    back = TableInfo("Gone._rummi._tcp.local.", "Gone", "Anna", ("127.0.0.1",), port, 1, 2, "playing", False,
                     "0.1.0", None, True)
    session._on_table_seen(back)  # noqa: SLF001 - as the browser tells it
    assert "No table answers" not in session.start.status.text()


def test_a_guest_whose_lobby_closes_is_told_so_where_it_stands_out(app_window, qtbot: QtBot) -> None:
    # The host closed the table before the game began: the guest's app goes back to the start
    # screen, and says why in the warning colours, not in the grey of "Looking for tables…".
    window, session = app_window
    session.start.name_edit.setText("Bea")
    table = Table("Kitchen", seed=3)
    table.set_seat_count(3)
    table.seats[table.join("Anna")].token = "anna's"  # the hosting player's seat
    host = Host(table, HostSettings(heartbeat_ms=200, silence_ms=2000), owner_token="anna's")
    port = host.listen("127.0.0.1", 0)
    session.join("127.0.0.1", port)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=5000)
    host.close()
    host.deleteLater()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), StartScreen), timeout=5000)
    assert session.start.status.text() == "Anna closed the table."
    assert session.start.notice.text() == "Anna closed the table." and not session.start.notice.isHidden()
    assert QApplication.activeModalWidget() is None
    # Another player's table appears: the notice stays. Anna opens a table again: it goes (a newcomer
    # read "Anna closed the table" above Anna's new table).
    from rummi_qt.network.discovery import TableInfo

    def seen(host_player: str, port: int) -> None:
        session._on_table_seen(TableInfo(f"{host_player}._rummi._tcp.local.", f"{host_player}'s table",  # noqa: SLF001
                                         host_player, ("127.0.0.1",), port, 1, 2, "lobby", False, "0.1.0", None, True))

    seen("Cai", 47001)
    assert not session.start.notice.isHidden()
    seen("Anna", 47002)
    assert session.start.notice.isHidden() and session.start.status.text() == session._browsing_text  # noqa: SLF001
