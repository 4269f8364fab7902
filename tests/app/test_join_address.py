"""Joining and its ends, as newcomers met them: Join by address remembers what the player typed (the
next time, and after the app starts again), a join nobody answers can be stopped, and a host is
asked before closing a lobby where a guest sits."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.table import Table
from tests.app.dialogs import Answer


class TypedAddress:
    """QInputDialog.getText as the player answers it: what the dialog offered, then ``typed``."""

    def __init__(self, typed: str) -> None:
        self.typed = typed
        self.offered: list[str] = []

    def __call__(self, parent: Any, title: str, label: str, echo: Any = None, text: str = "",
                 *args: Any) -> tuple[str, bool]:
        self.offered.append(text)
        return self.typed, True


def closed_port() -> int:
    """A port on 127.0.0.1 where nothing answers."""
    server = QTcpServer()
    assert server.listen(QHostAddress.SpecialAddress.LocalHost, 0)
    port = server.serverPort()
    server.close()
    return port


def test_the_address_that_worked_is_offered_again_after_a_restart(qtbot: QtBot, apps: Any,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    host = Host(Table("Ann", seed=1), HostSettings(heartbeat_ms=200, silence_ms=2000))
    host.listen("127.0.0.1", 0)
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: pytest.fail(f"a warning: {args[2]}"))
    try:
        window, session = apps.start("Bea", "bea")
        dialog = TypedAddress(f" 127.0.0.1:{host.port} ")
        monkeypatch.setattr(QInputDialog, "getText", dialog)
        session.start.address_button.click()
        assert dialog.offered == [""]  # nothing typed yet
        qtbot.waitUntil(lambda: session.client is not None and session.client.seat is not None)
        session.leave(confirm=False)
        # The same app, again: it offers that address; then a wrong one, offered next to be put right.
        wrong = f"127.0.0.1:{closed_port()}"
        dialog.typed = wrong
        session.start.address_button.click()
        assert dialog.offered[-1] == f"127.0.0.1:{host.port}"
        qtbot.waitUntil(lambda: session.start.stop_button.isVisible())
        session.start.stop_button.click()
        dialog.typed = ""
        session.start.address_button.click()
        assert dialog.offered[-1] == wrong
        session.settings.sync()
        apps.close_all()

        window, session = apps.start("Bea", "bea")  # the app starts again: the address that worked
        dialog = TypedAddress("")  # the player looks and cancels by leaving it empty
        monkeypatch.setattr(QInputDialog, "getText", dialog)
        session.start.address_button.click()
        assert dialog.offered == [f"127.0.0.1:{host.port}"]
    finally:
        host.close()


def test_a_join_that_is_not_answered_can_be_stopped(qtbot: QtBot, app_window: Any,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # A mistyped address was tried again and again for 25 s, with nothing to stop it but waiting.
    window, session = app_window
    monkeypatch.setattr(QInputDialog, "getText", TypedAddress(f"127.0.0.1:{closed_port()}"))
    start = session.start
    assert start.stop_button.isHidden()
    QApplication.processEvents()
    list_height = start.tables.height()
    start.address_button.click()
    assert start.status.text().startswith("Connecting to") and start.stop_button.isVisible()
    qtbot.waitUntil(lambda: "trying again" in start.notice.text())
    assert start.stop_button.isVisible() and session._give_up.isActive()  # noqa: SLF001
    # The list does not jump when the notice takes the status's place (a newcomer saw it move).
    QApplication.processEvents()
    assert start.tables.height() == list_height, (start.status.height(), start.notice.height())
    start.stop_button.click()
    assert session.client is None and not session._give_up.isActive()  # noqa: SLF001
    assert start.stop_button.isHidden() and start.status.isVisible() and "trying" not in start.status.text()
    assert start.address_button.hasFocus(), "not the name field, all selected, that the next key would overwrite"


def test_the_host_is_asked_before_closing_a_lobby_where_a_guest_sits(qtbot: QtBot, apps: Any) -> None:
    # A newcomer hosting pressed Leave to go back a screen: the lobby closed and Bob was sent home.
    anna_window, anna = apps.start("Anna", "anna")
    anna.host_table(port=0)
    qtbot.waitUntil(lambda: anna.host is not None and anna.client is not None and anna.client.seat is not None,
                    timeout=10_000)
    anna.leave()  # nobody else at the table: nothing to ask
    assert anna.host is None
    anna.host_table(port=0)
    qtbot.waitUntil(lambda: anna.host is not None and anna.client is not None and anna.client.seat is not None,
                    timeout=10_000)
    bob_window, bob = apps.start("Bob", "bob")
    bob.join("127.0.0.1", anna.host.port, False)
    qtbot.waitUntil(lambda: anna._guests_seated() == ["Bob"], timeout=10_000)  # noqa: SLF001
    keep = Answer("Keep the table open")
    anna.lobby.leave_button.click()
    assert keep.title == "Close the table?" and keep.default == "Keep the table open"
    assert keep.text == "Bob is seated at your table and goes back to the start screen if you close it."
    assert anna.host is not None and bob.client is not None
    quit_too = Answer("Keep the table open")
    anna_window.close()  # the window's close asks too, and says the app quits
    assert "Close the table and quit" in quit_too.buttons and anna_window.isVisible()
    close = Answer("Close the table")
    anna.lobby.leave_button.click()
    assert close.answered and anna.host is None
    qtbot.waitUntil(lambda: "closed the table" in bob.start.notice.text(), timeout=10_000)
