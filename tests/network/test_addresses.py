"""Addresses as people type them, including as older versions of the lobby showed them ("127.0.0.1 : 47123")."""

from __future__ import annotations

import pytest

from rummi_qt.network.addresses import DEFAULT_PORT, parse_address


@pytest.mark.parametrize("typed, parsed", [
    ("192.168.1.5:47123", ("192.168.1.5", 47123)),
    ("127.0.0.1 : 45937", ("127.0.0.1", 45937)),  # as older lobbies showed it
    ("  10.42.0.1 :47123 ", ("10.42.0.1", 47123)),
    ("10.42.0.1 47123", ("10.42.0.1", 47123)),
    ("annas-laptop.local", ("annas-laptop.local", DEFAULT_PORT)),
    ("[fe80::1]:47123", ("fe80::1", 47123)),
])
def test_typed_addresses(typed: str, parsed: tuple[str, int]) -> None:
    assert parse_address(typed) == parsed


@pytest.mark.parametrize("typed", ["", "999.1.1.1", "host:99999", "two words here", "[fe80::1"])
def test_what_is_not_an_address_is_refused_with_a_reason(typed: str) -> None:
    with pytest.raises(ValueError):
        parse_address(typed)
