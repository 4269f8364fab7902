"""The hosting player is told when someone keeps trying PINs at their table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from rummi_qt.network import messages as m
from rummi_qt.widgets.lobby import LobbyScreen
from tests.network.peers import RawPeer


def test_the_lobby_says_someone_is_guessing_the_pin(app_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window, session = app_window
    session.host_table()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    assert session.host is not None
    session.lobby.pin.setText("4821")
    session.lobby.pin.editingFinished.emit()
    qtbot.waitUntil(lambda: session.host is not None and session.host.table.options.pin == "4821", timeout=5000)
    assert session.lobby.guessing_note.isHidden()
    peers = []
    try:
        for guess in range(8):
            peer = RawPeer(session.host.port)
            peers.append(peer)
            peer.send(m.Hello(version=m.PROTOCOL_VERSION, name="Eve", pin=f"{guess:04d}"))
            qtbot.waitUntil(lambda p=peer: p.closed, timeout=3000)
        qtbot.waitUntil(lambda: not session.lobby.guessing_note.isHidden(), timeout=3000)
        assert "guessing this table's PIN" in session.lobby.guessing_note.text()
    finally:
        for peer in peers:
            peer.close()
        QCoreApplication.processEvents()
