"""A real two-machine LAN on one computer: two network namespaces joined by a veth pair (10.x
addresses exist only inside them). A `rummi host --headless` runs in one; a peer in the other finds
it by discovery and joins over TCP; with multicast dropped, only a typed address joins; a host
started before the link came up is still found. Skipped with the reason without root or `ip`."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.network.netns import RUMMI, Lan, Lines, Unavailable, stop, unavailable_reason

pytestmark = pytest.mark.skipif(unavailable_reason() is not None, reason=unavailable_reason() or "")

PEER = [sys.executable, "tests/network/lan_peer.py"]


@pytest.fixture
def lan() -> Any:
    try:
        with Lan() as made:
            yield made
    except Unavailable as why:
        pytest.skip(str(why))


def start_host(lan: Lan, tmp_path: Path, name: str) -> tuple[Lines, int]:
    host = lan.start(lan.a, [*RUMMI, "host", "--headless", "--seats", "2", "--port", "0", "--name", name,
                             "--autosave", str(tmp_path / "save.json")])
    port = int(host.wait_for("listening on port ", 20).split()[-1])
    return host, port


def peer(lan: Lan, *args: str) -> Lines:
    return lan.start(lan.b, [*PEER, *args])


def reports(lines: Lines, timeout: float = 30) -> tuple[dict[str, Any], dict[str, Any]]:
    """The peer's two reports once it has ended: found or not, then welcomed or not."""
    seen = lines.rest(timeout)
    assert lines.process.returncode == 0, "\n".join(seen)
    events = [json.loads(line) for line in seen if line.startswith("{") and '"browsing"' not in line]
    print(*events, sep="\n")  # timings, shown with -rP
    assert len(events) == 2, "\n".join(seen)
    return events[0], events[1]


def test_a_peer_finds_the_host_by_discovery_and_joins_it(lan: Lan, tmp_path: Path) -> None:
    lan.link()
    host, port = start_host(lan, tmp_path, "LAN table")
    found, welcomed = reports(peer(lan, "--find", "LAN table", "--timeout", "10"))
    assert found["event"] == "found", found
    assert found["addresses"][0] == Lan.A_ADDRESS and found["port"] == port
    assert (found["taken"], found["total"], found["compatible"]) == (0, 2, True)
    assert welcomed["event"] == "welcomed" and welcomed["seat"] == 0
    assert found["elapsed"] < 5, found
    host.wait_for("advertised on the network as 'LAN table'", 5)
    assert stop(host.process) == 0


def test_with_multicast_dropped_discovery_finds_nothing_but_a_typed_address_joins(lan: Lan, tmp_path: Path) -> None:
    lan.link()
    try:
        lan.drop_multicast()
    except Unavailable as why:
        pytest.skip(str(why))
    host, port = start_host(lan, tmp_path, "Quiet table")
    host.wait_for("advertised on the network as", 10)
    not_found, welcomed = reports(peer(lan, "--find", "Quiet table", "--timeout", "3",
                                       "--join", f"{Lan.A_ADDRESS}:{port}"))
    assert not_found["event"] == "not_found"
    assert welcomed["event"] == "welcomed" and welcomed["address"] == Lan.A_ADDRESS
    assert stop(host.process) == 0


def test_a_host_and_a_browser_started_before_the_link_came_up_still_meet(lan: Lan, tmp_path: Path) -> None:
    # Only loopback exists in either namespace while both start: both must notice the new interface.
    host, port = start_host(lan, tmp_path, "Early table")
    host.wait_for("advertised on the network as", 10)
    browsing = peer(lan, "--find", "Early table", "--timeout", "10")
    browsing.wait_for('{"event": "browsing"', 10)
    lan.link()  # the hotspot comes up
    found, welcomed = reports(browsing)
    assert found["event"] == "found", found
    assert Lan.A_ADDRESS in found["addresses"] and found["port"] == port
    assert welcomed["event"] == "welcomed"
    assert stop(host.process) == 0
