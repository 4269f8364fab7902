"""Join links: what the lobby's QR code holds and ``rummi rummi://…`` opens, read back exactly."""

from __future__ import annotations

import pytest

from rummi_qt.network.links import JoinLink, is_link, parse_link


def test_a_link_round_trips_with_ipv4_and_ipv6() -> None:
    link = JoinLink("192.168.43.1", 47123, "a1b2c3")
    assert link.text() == "rummi://192.168.43.1:47123?table=a1b2c3"
    assert parse_link(link.text()) == link
    six = JoinLink("fe80::1", 47123, "t")
    assert six.text() == "rummi://[fe80::1]:47123?table=t"
    assert parse_link(six.text()) == six
    assert parse_link("RUMMI://10.0.0.2:5000") == JoinLink("10.0.0.2", 5000, "")


@pytest.mark.parametrize(("text", "says"), [
    ("http://10.0.0.2:47123", "not a Rummi link"),
    ("rummi://", "address"),
    ("rummi://10.0.0.2", "port"),
    ("rummi://10.0.0.2:99999", "port"),
    ("rummi://[fe80::1:47123", "closing ]"),
])
def test_a_broken_link_says_what_is_wrong(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        parse_link(text)


def test_links_are_told_from_commands() -> None:
    assert is_link("rummi://x:1") and is_link(" Rummi:foo") and not is_link("host")
