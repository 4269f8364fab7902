"""The start screen's word on what it found: "Looking for tables…" only while none is listed, then
how many there are; a finished table invites no Join. Real discovery on loopback, offscreen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rummi_qt.network.discovery import Advertiser
from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.table import Table
from rummi_qt.session import AppSession
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.start_screen import StartScreen, TableEntry


def test_the_status_says_how_many_tables_are_listed(qtbot: QtBot, tmp_path: Path) -> None:
    hosts = [Host(Table(name, seed=1), HostSettings(heartbeat_ms=200, silence_ms=2000)) for name in ("Ann", "Bo")]
    for host in hosts:
        host.listen("127.0.0.1", 0)
    settings = QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    session = AppSession(window, settings, data_dir=tmp_path)  # discovery on, loopback only (tests/conftest.py)
    advertisers = [Advertiser(host, ["127.0.0.1"], host_player=name, check_ms=200)
                   for host, name in zip(hosts, ("Ann", "Bo"), strict=True)]
    ports = {host.port for host in hosts}

    def listed() -> set[int]:
        return {e.port for e in session.start.entries()} & ports

    def count_said() -> str:  # other tables on this machine's loopback may be listed too
        count = len(session.start.entries())
        return "1 table on this network" if count == 1 else f"{count} tables on this network"

    try:
        assert session.start.status.text().startswith("Looking for tables")
        for advertiser in advertisers:
            advertiser.start()
        qtbot.waitUntil(lambda: listed() == ports, timeout=10_000)
        assert session.start.status.text() == count_said() and len(session.start.entries()) >= 2
        advertisers.pop().close()  # Bo closes his table: it leaves the list, and the count follows
        qtbot.waitUntil(lambda: listed() == {hosts[0].port}, timeout=10_000)
        assert session.start.status.text() == count_said()
        session.set_language("fi")
        count = len(session.start.entries())
        assert session.start.status.text() == ("1 pöytä tässä verkossa" if count == 1
                                               else f"{count} pöytää tässä verkossa")
    finally:
        session.translations.remove()
        for advertiser in advertisers:
            advertiser.close()
        window.set_close_guard(None)
        session.leave(confirm=False)
        session.close_discovery()
        window.close()
        window.deleteLater()
        for host in hosts:
            host.close()
            host.deleteLater()


def test_a_finished_table_is_shown_finished_and_invites_no_join(qtbot: QtBot) -> None:
    start = StartScreen("Bruno")
    qtbot.addWidget(start)
    joins: list[object] = []
    start.join_requested.connect(lambda *a: joins.append(a))
    start.watch_requested.connect(lambda *a: joins.append(a))
    start.put_table(TableEntry("h", "Hilda's table", "Hilda", "127.0.0.1", 47123, 4, 4, "finished", False))
    start.put_table(TableEntry("a", "Anna's table", "Anna", "127.0.0.1", 47124, 4, 4, "playing", False))
    start.tables.setCurrentItem(start.tables.topLevelItem(0))
    assert start.tables.topLevelItem(0).text(3) == "Finished"
    assert not start.join_button.isEnabled() and not start.watch_button.isEnabled()
    assert start.join_button.toolTip() == "Every game at this table has been played"
    start.tables.itemActivated.emit(start.tables.topLevelItem(0), 0)  # Enter or a double click on the row
    assert joins == []
    start.tables.setCurrentItem(start.tables.topLevelItem(1))  # a table in play can still be watched
    assert start.join_button.isEnabled() and start.watch_button.isEnabled()
