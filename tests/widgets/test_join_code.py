"""The lobby's join code: the address as a ``rummi://`` link in a QR code, and an app that opens
such a link joins that table. Real host and apps on loopback; the interface list is injected."""

from __future__ import annotations

from pathlib import Path

import segno
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rummi_qt.app import open_link
from rummi_qt.cli import main
from rummi_qt.network.host import HostSettings
from rummi_qt.network.interfaces import InterfaceAddress
from rummi_qt.network.links import parse_link
from rummi_qt.session import AppSession, _system_user_name
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.qr_code import QUIET

WIRED = InterfaceAddress("192.0.2.2", "eth0", 2)
LOOPBACK = InterfaceAddress("127.0.0.1", "lo", 1)


def test_the_lobby_shows_the_join_link_as_a_qr_code(qtbot: QtBot) -> None:
    lobby = LobbyScreen(platform="linux")
    qtbot.addWidget(lobby)
    lobby.set_owner(True, 0)
    lobby.set_table_id("c0ffee42")
    lobby.set_addresses(["127.0.0.1"], 47123)
    assert lobby.join_link() == "" and lobby.qr.isHidden()  # only this computer: nothing to scan
    lobby.set_addresses(["192.0.2.2"], 47123)
    assert lobby.join_link() == "rummi://192.0.2.2:47123?table=c0ffee42"
    lobby.resize(1366, 768)
    lobby.show()
    qtbot.waitExposed(lobby)
    assert lobby.qr.isVisible() and lobby.qr.accessibleName() and lobby.join_link() in lobby.qr.accessibleDescription()
    expected = list(segno.make(lobby.join_link(), error="m", micro=False).matrix_iter(border=QUIET))
    assert lobby.qr.modules == expected
    # What is painted is that matrix: sample the centre of every module.
    image = lobby.qr.grab().toImage()
    count = len(expected)
    module = min(lobby.qr.width(), lobby.qr.height()) // count
    left, top = (lobby.qr.width() - module * count) // 2, (lobby.qr.height() - module * count) // 2
    for y in range(count):
        for x in range(count):
            colour = QColor(image.pixel(left + x * module + module // 2, top + y * module + module // 2))
            assert (colour.lightness() < 128) == bool(expected[y][x]), (x, y)
    lobby.set_addresses(None)
    assert lobby.qr.isHidden()


def test_an_app_given_the_link_joins_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    sessions = []
    for name in ("host", "guest"):
        settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings)
        session = AppSession(window, settings, data_dir=tmp_path / name, host_settings=HostSettings(heartbeat_ms=200),
                             discovery=False, interface_list=lambda: [LOOPBACK, WIRED])
        window.show()
        sessions.append((window, session))
    try:
        (host_window, host), (guest_window, guest) = sessions
        host.interfaces = None  # every interface (discovery is off: nothing is sent)
        host.start.name_edit.setText("Anna")
        host.host_table()
        qtbot.waitUntil(lambda: host_window.stack.currentWidget() is host.lobby, timeout=10_000)
        assert host.host is not None
        link = parse_link(host.lobby.join_link())
        assert (link.address, link.port, link.table_id) == ("192.0.2.2", host.host.port, host.host.table.id)
        # A made-up table id: the table at the address is another one; the app says so and asks.
        guest.start.name_edit.setText("Timo")
        open_link(guest, parse_link(f"rummi://127.0.0.1:{link.port}?table=bogus123"))
        qtbot.waitUntil(lambda: guest.link_question is not None and guest.link_question.isVisible(), timeout=10_000)
        question = guest.link_question
        assert "not the one the link names" in question.text() and "Anna's table" in question.text()
        assert guest_window.stack.currentWidget() is guest.start and guest.client is None
        qtbot.waitUntil(lambda: not any(card.name.text() == "Timo" for card in host.lobby.cards), timeout=5000)
        question.button(QMessageBox.StandardButton.Cancel).click()

        # A fresh app with no name: asked for one first (the system's user name offered), then it joins.
        guest.start.name_edit.setText("")
        open_link(guest, parse_link(f"rummi://127.0.0.1:{link.port}?table={link.table_id}"))
        prompt = guest.name_prompt
        assert prompt is not None and prompt.isVisible() and guest.client is None  # nothing joined yet
        assert prompt.textValue() == _system_user_name()
        prompt.setTextValue("Timo")
        prompt.accept()
        qtbot.waitUntil(lambda: guest_window.stack.currentWidget() is guest.lobby, timeout=10_000)
        qtbot.waitUntil(lambda: any(card.name.text() == "Timo" for card in host.lobby.cards), timeout=5000)
        assert guest.link_question is None  # no second question (the first was answered): this is the link's table
    finally:
        for window, session in sessions:
            window.set_close_guard(None)
            session.leave(confirm=False)
            window.close()
            window.deleteLater()


def test_a_broken_link_on_the_command_line_is_refused_before_any_window(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["rummi://10.0.0.2"]) == 2
    assert "port" in capsys.readouterr().err
    assert main(["rummi://10.0.0.2:47123", "extra"]) == 2
