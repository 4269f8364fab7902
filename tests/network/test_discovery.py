"""LAN discovery on loopback only (mDNS never leaves 127.0.0.1 here): tables appear, follow their
lobby and go; incompatible ones are listed as such; a crashed host is dropped by the TCP probe;
`rummi list` finds `rummi host --headless`. Other processes may browse the same loopback, so every
check picks its own table by port."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from zeroconf import ServiceInfo, Zeroconf

from rummi_qt import __version__
from rummi_qt.network import messages as m
from rummi_qt.network.discovery import SERVICE_TYPE, Advertiser, Browser, TableInfo, table_properties
from rummi_qt.network.host import Host
from rummi_qt.network.interfaces import chosen_interfaces, format_endpoint, interface_addresses, lan_addresses
from rummi_qt.network.table import Table
from tests.network.netns import RUMMI, Lan, Lines, Unavailable, child_env, stop, unavailable_reason

LOOP = ["127.0.0.1"]


@pytest.fixture
def advertise(qtbot) -> Iterator[Callable[[Host], Advertiser]]:  # type: ignore[no-untyped-def]
    made: list[Advertiser] = []

    def make(host: Host) -> Advertiser:
        advertiser = Advertiser(host, LOOP, host_player="Ann", check_ms=200)
        made.append(advertiser)
        return advertiser

    yield make
    for advertiser in made:
        advertiser.close()


@pytest.fixture
def browser(qtbot) -> Iterator[Browser]:  # type: ignore[no-untyped-def]
    made = Browser(LOOP, probe_ms=200, probe_timeout=0.5, check_ms=200)
    yield made
    made.close()


class Relay(QObject):
    """A signal of the test's thread to wait on for a signal emitted in another thread."""

    probed = Signal(object, object)


def on_port(port: int) -> Callable[[TableInfo], bool]:
    return lambda table: table.port == port


def test_a_table_appears_follows_its_lobby_and_goes_on_close(qtbot, make_host, make_client, advertise,  # type: ignore[no-untyped-def]
                                                             browser) -> None:
    host = make_host(seats=3)
    advertiser = advertise(host)
    with qtbot.waitSignal(browser.table_found, timeout=10_000, check_params_cb=on_port(host.port)) as found:
        advertiser.start()
        browser.start()
    table = found.args[0]
    assert (table.name, table.host_player, table.addresses, table.taken, table.total, table.state) == (
        "Test table", "Ann", ("127.0.0.1",), 0, 3, "lobby")
    assert (table.pin, table.compatible, table.app_version, table.endpoints, table.table_id) == (
        False, True, __version__, (f"127.0.0.1:{host.port}",), host.table.id)

    with qtbot.waitSignal(browser.table_updated, timeout=5000,
                          check_params_cb=lambda t: t.port == host.port and t.taken == 1) as updated:
        bea = make_client(host, "Bea")
    assert updated.args[0].state == "lobby" and updated.args[0].service == table.service
    # Back to a record it had before: zeroconf would take it for one it holds already.
    with qtbot.waitSignal(browser.table_updated, timeout=5000,
                          check_params_cb=lambda t: t.port == host.port and t.taken == 0):
        bea.leave()

    started = time.monotonic()
    with qtbot.waitSignal(browser.table_removed, timeout=2000, check_params_cb=on_port(host.port)):
        advertiser.close()
    assert time.monotonic() - started < 1.0
    assert host.port not in {t.port for t in browser.tables}


def test_two_tables_of_one_name_both_appear(qtbot, make_host, advertise, browser) -> None:  # type: ignore[no-untyped-def]
    hosts = [make_host(), make_host()]
    advertisers = [advertise(host) for host in hosts]
    browser.start()
    for advertiser in advertisers:  # one after the other: the second one's probe meets the first name
        with qtbot.waitSignal(advertiser.registered, timeout=10_000):
            advertiser.start()
    assert advertisers[0].service_name != advertisers[1].service_name
    assert hosts[0].table.id in advertisers[0].service_name and hosts[1].table.id in advertisers[1].service_name
    ports = {host.port for host in hosts}
    qtbot.waitUntil(lambda: ports <= {t.port for t in browser.tables}, timeout=5000)
    assert {t.name for t in browser.tables if t.port in ports} == {"Test table"}


def test_a_table_of_another_protocol_is_listed_as_incompatible(qtbot, make_host, browser) -> None:  # type: ignore[no-untyped-def]
    host = make_host()
    properties = {**table_properties(host.table, "Zed"), "proto": str(m.PROTOCOL_VERSION + 1),
                  "state": "playing"}
    info = ServiceInfo(SERVICE_TYPE, f"Future table {host.port}.{SERVICE_TYPE}", port=host.port,
                       properties=properties, server=f"future-{host.port}.local.", parsed_addresses=LOOP)
    zc = Zeroconf(interfaces=LOOP)
    try:
        with qtbot.waitSignal(browser.table_found, timeout=10_000, check_params_cb=on_port(host.port)) as found:
            browser.start()
            zc.register_service(info, allow_name_change=True)
        table = found.args[0]
        future = m.PROTOCOL_VERSION + 1
        assert (table.compatible, table.protocol, table.reason) == (False, future, f"protocol {future}")
        assert table.listing() == [f"Test table  127.0.0.1:{host.port}  0/2  playing (incompatible: protocol {future})"]
    finally:
        zc.close()


def test_a_crashed_host_is_dropped_when_its_port_stops_answering(qtbot, make_host, advertise,  # type: ignore[no-untyped-def]
                                                                  browser) -> None:
    host = make_host()
    advertiser = advertise(host)
    with qtbot.waitSignals([browser.table_found, advertiser.registered], timeout=10_000,
                           check_params_cbs=[on_port(host.port), None]):
        advertiser.start()
        browser.start()
    port = host.port
    # Its TCP port closes while its advertisement lives on, as after a crash (no goodbye).
    with qtbot.waitSignal(browser.table_removed, timeout=3000, check_params_cb=on_port(port)):
        host.close()
    assert advertiser.service_name


def test_a_crashed_hosts_record_goes_when_a_new_table_answers_at_its_port(qtbot, make_host, advertise,  # type: ignore[no-untyped-def]
                                                                           browser) -> None:
    host = make_host()
    # The crashed table: its record lives on (no goodbye) and points at the port the new host now holds.
    stale = ServiceInfo(SERVICE_TYPE, f"Old table [{host.port}].{SERVICE_TYPE}", port=host.port,
                        properties={**table_properties(host.table, "Ann"), "name": "Old table", "id": "old"},
                        server=f"old-{host.port}.local.", parsed_addresses=LOOP)
    zc = Zeroconf(interfaces=LOOP)
    try:
        with qtbot.waitSignal(browser.table_found, timeout=10_000, check_params_cb=on_port(host.port)):
            browser.start()
            zc.register_service(stale, allow_name_change=True)
        assert [t.name for t in browser.tables if t.port == host.port] == ["Old table"]
        advertiser = advertise(host)
        with qtbot.waitSignals([browser.table_found, browser.table_removed], timeout=10_000,
                               check_params_cbs=[lambda t: t.table_id == host.table.id,
                                                 lambda t: t.name == "Old table"]):
            advertiser.start()
        # Probed again and again, the old record still answers at that port but stays unlisted. (The
        # probes report from their thread: a relay in this one sees them once the browser has.)
        relay = Relay()
        browser._probed.connect(relay.probed)
        for _ in range(3):
            with qtbot.waitSignal(relay.probed, timeout=5000,
                                  check_params_cb=lambda table, answered: table.name == "Old table"):
                pass
        assert [t.name for t in browser.tables if t.port == host.port] == ["Test table"]
    finally:
        zc.close()


def test_the_record_says_a_pin_is_needed_but_never_the_pin() -> None:
    table = Table("Secret table", seed=1)
    table.options = table.options.updated({"pin": "8642"})
    properties = table_properties(table, "Ann")
    assert properties["pin"] == "yes"
    assert not any("8642" in key or "8642" in value for key, value in properties.items())
    assert set(properties) == {"name", "host", "proto", "taken", "seats", "state", "pin", "app", "id", "default_name"}


def test_a_foreign_or_garbled_record_is_listed_as_incompatible() -> None:
    table = TableInfo.from_record(f"Odd.{SERVICE_TYPE}", {"taken": "x", "proto": None}, ["10.0.0.2", "fe80::1%2",
                                                                                         "10.0.0.1"], 47123)
    assert (table.name, table.taken, table.total, table.compatible, table.reason) == (
        "Odd", 0, 0, False, "unknown protocol")
    assert table.addresses == ("10.0.0.1", "10.0.0.2", "fe80::1%2")
    assert table.endpoints[-1] == "[fe80::1%2]:47123" == format_endpoint("fe80::1%2", 47123)


def test_interfaces_come_from_the_option_else_the_environment() -> None:
    env = {"RUMMI_INTERFACES": " 10.42.0.1, ,127.0.0.1"}
    assert chosen_interfaces([], env) == ["10.42.0.1", "127.0.0.1"]
    assert chosen_interfaces(["192.168.1.5"], env) == ["192.168.1.5"]
    assert chosen_interfaces([], {}) is None
    with pytest.raises(ValueError, match="not an interface address"):
        chosen_interfaces(["wlan0"], {})


def test_the_lan_addresses_to_type_are_ipv4_without_loopback() -> None:
    assert any(a.address == "127.0.0.1" for a in interface_addresses())
    for address in lan_addresses():
        assert address.count(".") == 3 and not address.startswith("127.")


# --- the command line, as processes ------------------------------------------------------------


def rummi_list(*args: str, namespace: str | None = None) -> subprocess.CompletedProcess[str]:
    command = [*RUMMI, "list", "--interface", "127.0.0.1", *args]
    if namespace is not None:
        command = ["ip", "netns", "exec", namespace, *command]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                          env=child_env())


def test_rummi_list_finds_a_headless_host(tmp_path: Path) -> None:
    name = f"Loop table {time.monotonic_ns() % 10**6}"
    process = subprocess.Popen([*RUMMI, "host", "--headless", "--interface", "127.0.0.1", "--port", "0",
                                "--seats", "3", "--name", name, "--autosave", str(tmp_path / "save.json")],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True,
                               env=child_env())
    try:
        host = Lines(process)
        port = int(host.wait_for("listening on port ", 20).split()[-1])
        host.wait_for("advertised on the network as", 15)
        done = rummi_list()  # the default timeout: 2 seconds
        assert done.returncode == 0, done.stderr
        assert f"{name}  127.0.0.1:{port}  0/3  lobby" in done.stdout.splitlines(), done.stdout
        # A second is plenty: the first answer comes in about 0.1 s (it took 1.1 s while the first
        # question asked for a unicast answer, which another mDNS socket on this machine swallowed).
        done = rummi_list("--timeout", "1")
        assert done.returncode == 0, done.stderr
        assert f"{name}  127.0.0.1:{port}  0/3  lobby" in done.stdout.splitlines(), done.stdout
    finally:
        assert stop(process) == 0  # SIGTERM closes it properly


def test_rummi_list_says_when_there_are_no_tables() -> None:
    # In a namespace of its own when possible: another test run on this machine may host on loopback.
    if unavailable_reason() is None:
        try:
            with Lan(count=1) as lan:
                done = rummi_list("--timeout", "1", namespace=lan.a)
        except Unavailable as why:
            pytest.skip(str(why))
    else:
        done = rummi_list("--timeout", "1")
    assert (done.returncode, done.stdout) == (0, "no tables found\n"), done.stderr
