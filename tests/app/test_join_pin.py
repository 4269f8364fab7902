"""Joining a table that needs a PIN by its typed address (discovery blocked): the app asks for the PIN
when the host says one is needed, asks again at once after a wrong one ("Wrong PIN", a warning, no
stale "Connecting to…"), and Cancel goes back to the start screen cleanly. Through the app's own
start screen and prompts, against a real host on loopback."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog
from pytestqt.qtbot import QtBot

from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.table import Table
from rummi_qt.session import AppSession
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.pin_dialog import PinDialog
from rummi_qt.widgets.start_screen import StartScreen
from tests.widgets.test_review_words import language  # noqa: F401 - a fixture


@pytest.fixture
def pin_table(qtbot: QtBot) -> Iterator[Host]:
    table = Table("Anna's table", seed=5)
    table.set_seat_count(3)
    table.options = table.options.updated({"pin": "1234"})
    host = Host(table, HostSettings(heartbeat_ms=200, silence_ms=2000))
    host.listen("127.0.0.1", 0)
    yield host
    host.close()
    host.deleteLater()


def join_by_typed_address(qtbot: QtBot, session: AppSession, address: str) -> None:
    """Press "Join by address…" and type the address into its prompt, as a player does."""

    def type_it() -> None:
        prompt = QApplication.activeModalWidget()
        if not isinstance(prompt, QInputDialog):
            QTimer.singleShot(10, type_it)
            return
        prompt.setTextValue(address)
        prompt.accept()

    QTimer.singleShot(0, type_it)
    qtbot.mouseClick(session.start.address_button, Qt.MouseButton.LeftButton)


def pin_prompt(qtbot: QtBot, session: AppSession, not_this: PinDialog | None = None) -> PinDialog:
    qtbot.waitUntil(lambda: session.pin_dialog is not None and session.pin_dialog is not not_this
                    and session.pin_dialog.isVisible(), timeout=5000)
    assert session.pin_dialog is not None
    return session.pin_dialog


def give(qtbot: QtBot, dialog: PinDialog, pin: str) -> None:
    qtbot.keyClicks(dialog.edit, pin)
    assert dialog.join_button.isEnabled()
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)


def test_a_pin_table_joined_by_address_asks_for_the_pin_and_joins(app_window, qtbot: QtBot, pin_table: Host) -> None:
    window, session = app_window
    session.start.name_edit.setText("Bea")
    join_by_typed_address(qtbot, session, f"127.0.0.1:{pin_table.port}")
    dialog = pin_prompt(qtbot, session)
    assert dialog.warning.isHidden()  # the first time is no mistake
    assert "needs a PIN" in dialog.message.text() and f"127.0.0.1:{pin_table.port}" in dialog.message.text()
    assert not dialog.join_button.isEnabled()  # nothing typed yet
    assert "Connecting" not in session.start.status.text()
    give(qtbot, dialog, "1234")
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=5000)
    assert [s.name for s in pin_table.table.seats if s.name] == ["Bea"]
    assert session.pin_dialog is None


def test_a_wrong_pin_asks_again_at_once_saying_wrong_pin(app_window, qtbot: QtBot, pin_table: Host) -> None:
    window, session = app_window
    session.start.name_edit.setText("Bea")
    join_by_typed_address(qtbot, session, f"127.0.0.1:{pin_table.port}")
    first = pin_prompt(qtbot, session)
    give(qtbot, first, "9999")
    again = pin_prompt(qtbot, session, not_this=first)
    assert again.warning.isVisible() and again.warning_text.text() == "Wrong PIN. Try again."
    assert again.edit.text() == "" and again.edit.accessibleDescription() == "Wrong PIN. Try again."
    assert session.start.status.text() == ""  # not the stale "Connecting to 127.0.0.1:…"
    assert isinstance(window.stack.currentWidget(), StartScreen)
    assert QApplication.activeModalWidget() is again  # no message box to click away first
    give(qtbot, again, "1234")
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=5000)
    assert [s.name for s in pin_table.table.seats if s.name] == ["Bea"]


def test_cancel_at_the_pin_prompt_goes_back_to_a_clean_start_screen(app_window, qtbot: QtBot,
                                                                   pin_table: Host) -> None:
    window, session = app_window
    join_by_typed_address(qtbot, session, f"127.0.0.1:{pin_table.port}")
    first = pin_prompt(qtbot, session)
    give(qtbot, first, "0000")
    again = pin_prompt(qtbot, session, not_this=first)
    qtbot.mouseClick(again.buttons.button(again.buttons.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.pin_dialog is None and not again.isVisible(), timeout=3000)
    assert isinstance(window.stack.currentWidget(), StartScreen)
    assert session.start.status.text() == "" and session.client is None
    qtbot.waitUntil(lambda: pin_table.clients == 0, timeout=3000)  # nothing left connecting
    assert all(not s.name for s in pin_table.table.seats)


def test_a_listed_pin_table_asks_before_connecting(app_window, qtbot: QtBot, pin_table: Host) -> None:
    window, session = app_window
    session.start.join_requested.emit("127.0.0.1", pin_table.port, True, pin_table.table.id)  # a row says "PIN"
    dialog = pin_prompt(qtbot, session)
    assert session.client is None and dialog.warning.isHidden()
    give(qtbot, dialog, "1234")
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=5000)
    assert session.client is not None and session.client.table_id == pin_table.table.id


def test_after_many_wrong_pins_the_prompt_says_when_to_try_again_and_then_joins(app_window, qtbot: QtBot,
                                                                             pin_table: Host) -> None:
    window, session = app_window
    join_by_typed_address(qtbot, session, f"127.0.0.1:{pin_table.port}")
    dialog = pin_prompt(qtbot, session)  # asking with no PIN is no guess: three wrong ones are still free
    for wrong in ("1111", "2222", "3333"):
        give(qtbot, dialog, wrong)
        dialog = pin_prompt(qtbot, session, not_this=dialog)
        assert dialog.warning_text.text() == "Wrong PIN. Try again."
    give(qtbot, dialog, "4444")  # past the free tries: the table makes the next one wait
    dialog = pin_prompt(qtbot, session, not_this=dialog)
    assert "Too many wrong PINs" in dialog.warning_text.text() and dialog.warning.isVisible()
    qtbot.keyClicks(dialog.edit, "1234")
    assert not dialog.join_button.isEnabled()  # not before the table will look at a PIN again
    qtbot.waitUntil(dialog.join_button.isEnabled, timeout=5000)
    assert dialog.warning_text.text() == "You can try the PIN again now."
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=5000)


def test_watching_a_pin_table_asks_for_the_pin_the_same_way(app_window, qtbot: QtBot, pin_table: Host) -> None:
    window, session = app_window
    session.start.watch_requested.emit("127.0.0.1", pin_table.port, True)  # Watch on a row marked with a lock
    dialog = pin_prompt(qtbot, session)
    assert dialog.windowTitle().startswith("Watch") and dialog.join_button.text() == "&Watch"
    give(qtbot, dialog, "0000")
    dialog = pin_prompt(qtbot, session, not_this=dialog)
    assert dialog.warning.isVisible() and dialog.join_button.text() == "&Watch"
    give(qtbot, dialog, "1234")
    qtbot.waitUntil(lambda: session.client is not None and session.client.seat == -1, timeout=5000)
    assert all(not s.name for s in pin_table.table.seats)  # an onlooker takes no seat


def test_after_cancel_the_start_screen_says_again_what_it_is_doing(qtbot: QtBot, tmp_path, pin_table: Host) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    session = AppSession(window, settings, data_dir=tmp_path)  # discovery on, on loopback (tests/conftest.py)
    try:
        looking = session.start.status.text()
        assert looking.startswith("Looking for tables")
        join_by_typed_address(qtbot, session, f"127.0.0.1:{pin_table.port}")
        dialog = pin_prompt(qtbot, session)
        # "Connecting to…" is gone while the PIN is asked: discovery's word is back (which may count
        # tables other tests on this machine advertise meanwhile)
        assert session.start.status.text() == session._browsing_text  # noqa: SLF001
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: session.pin_dialog is None, timeout=3000)
        assert session.start.status.text() == session._browsing_text and session.client is None  # noqa: SLF001
        assert "Connecting" not in session.start.status.text()
    finally:
        window.set_close_guard(None)
        session.leave(confirm=False)
        session.close_discovery()
        window.close()
        window.deleteLater()


def test_the_pin_prompt_names_a_listed_table_in_the_players_words(app_window, qtbot: QtBot, monkeypatch,
                                                                  language) -> None:  # noqa: F811
    # A Danish guest read "Deltag: Liisa's table": the host's default name, in the host's English.
    from types import SimpleNamespace

    from rummi_qt.network.discovery import TableInfo

    window, session = app_window
    language("da")
    listed = TableInfo(service="t._rummi._tcp.local.", name="Liisa's table", host_player="Liisa",
                       addresses=("127.0.0.1",), port=47999, taken=1, total=3, state="lobby", pin=True,
                       app_version="", protocol=None, compatible=True, table_id="t1", default_name=True)
    monkeypatch.setattr(session, "browser", SimpleNamespace(tables=[listed]))
    session.join("127.0.0.1", 47999, True, "t1")
    dialog = pin_prompt(qtbot, session)
    assert "Liisas bord" in dialog.message.text() and "Liisa's table" not in dialog.message.text()
    dialog.reject()
