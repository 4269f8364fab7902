"""Where others can join, as the lobby shows it: only addresses others can reach on the interfaces
in use, kept current as interfaces come and go, a plain sentence when there is no network, and the
firewall note on Windows and the local-network note on macOS. The interface list is injected; the
host is real, on loopback."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rummi_qt.network.address_watch import AddressWatcher
from rummi_qt.network.host import HostSettings
from rummi_qt.network.interfaces import InterfaceAddress, reachable_addresses
from rummi_qt.session import AppSession
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow

LOOPBACK = InterfaceAddress("127.0.0.1", "lo", 1)
WIRED = InterfaceAddress("192.0.2.2", "eth0", 2)
HOTSPOT = InterfaceAddress("10.42.0.1", "wlan0", 3)
LINK_V6 = InterfaceAddress("fe80::1", "eth0", 2)


def test_reachable_addresses_are_those_of_the_interfaces_in_use() -> None:
    present = [LOOPBACK, WIRED, LINK_V6]
    assert reachable_addresses(["127.0.0.1"], present) == ["127.0.0.1"]  # not 192.0.2.2: nobody else can
    assert reachable_addresses(None, present) == ["192.0.2.2"]
    assert reachable_addresses(None, [LOOPBACK]) == []  # no network yet
    assert reachable_addresses(["10.42.0.1"], present) == []  # the chosen hotspot is not up yet
    assert reachable_addresses(["10.42.0.1", "127.0.0.1"], [*present, HOTSPOT]) == ["10.42.0.1"]


def test_the_watcher_tells_when_an_interface_comes_and_goes(qtbot: QtBot) -> None:
    present = [LOOPBACK, WIRED]
    watcher = AddressWatcher(None, check_ms=20, present=lambda: list(present))
    assert watcher.addresses == ["192.0.2.2"]
    watcher.start()
    with qtbot.waitSignal(watcher.changed, timeout=2000) as told:
        present.append(HOTSPOT)
    assert told.args == [["10.42.0.1", "192.0.2.2"]]
    with qtbot.waitSignal(watcher.changed, timeout=2000) as told:
        present[:] = [LOOPBACK]
    assert told.args == [[]]
    watcher.stop()
    assert not watcher.running


def make_lobby(qtbot: QtBot, platform: str = "linux") -> LobbyScreen:
    lobby = LobbyScreen(platform=platform)
    qtbot.addWidget(lobby)
    lobby.set_owner(True, 0)
    return lobby


def test_the_lobby_says_plainly_when_there_is_no_network(qtbot: QtBot) -> None:
    lobby = make_lobby(qtbot)
    lobby.set_addresses([], 47123)
    assert lobby.join_at.text() == "No network yet: start Wi-Fi or a hotspot"
    assert lobby.copy_button.isHidden()
    lobby.set_addresses(["127.0.0.1"], 47123)
    assert lobby.join_at.text().startswith("Only this computer can join, at 127.0.0.1:47123")
    lobby.set_addresses(["10.42.0.1", "192.0.2.2"], 47123)
    assert lobby.join_at.text() == "Others can join at 10.42.0.1:47123, 192.0.2.2:47123"
    assert not lobby.copy_button.isHidden()
    lobby.set_addresses(None)  # a table this app does not host: no line at all
    assert lobby.join_at.isHidden() and lobby.copy_button.isHidden()


@pytest.mark.parametrize("platform, words", [("win32", "firewall"), ("linux", None), ("darwin", "Local Network")])
def test_the_host_is_told_about_the_firewall_on_windows_and_the_local_network_on_a_mac(
        qtbot: QtBot, platform: str, words: str | None) -> None:
    lobby = make_lobby(qtbot, platform)
    lobby.set_addresses(["192.0.2.2"], 47123)
    assert lobby.firewall_note.isHidden() is (words is None)
    if words is not None:
        assert words in lobby.firewall_note.text()
    lobby.set_owner(False, 1)  # someone who joined has no firewall to open
    assert lobby.firewall_note.isHidden()


@pytest.fixture
def hosting(qtbot: QtBot, tmp_path: Path):  # type: ignore[no-untyped-def]
    present = [LOOPBACK, WIRED]
    settings = QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    session = AppSession(window, settings, data_dir=tmp_path, host_settings=HostSettings(heartbeat_ms=200),
                         discovery=False, interface_list=lambda: list(present))
    session.address_check_ms = 20
    window.show()
    yield window, session, present
    window.set_close_guard(None)
    session.leave(confirm=False)
    window.close()
    window.deleteLater()


def test_a_loopback_limited_table_shows_only_the_loopback_address(hosting, qtbot: QtBot) -> None:
    window, session, _present = hosting
    assert session.interfaces == ["127.0.0.1"]  # RUMMI_INTERFACES, as tests/conftest.py sets it
    session.host_table()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is session.lobby, timeout=10_000)
    assert session.host is not None
    text = session.lobby.join_at.text()
    assert f"127.0.0.1:{session.host.port}" in text and "192.0.2.2" not in text


def test_a_hotspot_that_comes_up_later_appears_in_the_lobby(hosting, qtbot: QtBot) -> None:
    window, session, present = hosting
    session.interfaces = None  # every interface (discovery is off in this test: nothing is sent)
    session.host_table()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is session.lobby, timeout=10_000)
    assert session.host is not None
    port = session.host.port
    assert session.lobby.join_at.text() == f"Others can join at 192.0.2.2:{port}"
    present.append(HOTSPOT)
    qtbot.waitUntil(lambda: session.lobby.join_at.text()
                    == f"Others can join at 10.42.0.1:{port}, 192.0.2.2:{port}", timeout=3000)
    present[:] = [LOOPBACK]  # every network went away
    qtbot.waitUntil(lambda: session.lobby.join_at.text() == "No network yet: start Wi-Fi or a hotspot", timeout=3000)


@pytest.mark.parametrize("chosen, present, said", [
    (["127.0.0.1"], [LOOPBACK, WIRED], "only this computer can join, at 127.0.0.1:47123"),
    (None, [LOOPBACK, WIRED, HOTSPOT], "others can join at 10.42.0.1:47123 or 192.0.2.2:47123"),
    (None, [LOOPBACK], "no network yet: others can join once Wi-Fi or a hotspot is up"),
])
def test_a_headless_host_prints_the_same_reachable_addresses(capsys: pytest.CaptureFixture[str],
                                                             chosen: list[str] | None,
                                                             present: list[InterfaceAddress], said: str) -> None:
    from rummi_qt.network.headless import _print_join_hint

    _print_join_hint(47123, chosen, present)
    assert capsys.readouterr().out == said + "\n"
