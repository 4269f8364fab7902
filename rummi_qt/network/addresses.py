"""Table addresses as people type them: ``host``, ``host:port``, ``[IPv6]:port``."""

from __future__ import annotations

import ipaddress
import re

DEFAULT_PORT = 47123
_DOTTED = re.compile(r"^[0-9.]+$")  # what can only be meant as an IPv4 address


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """Split a typed address into host and port; raises ValueError with a reason."""
    text = text.strip()
    if not text:
        raise ValueError("an address is needed, like 192.168.1.5:47123")
    host, port_text = text, ""
    if text.startswith("["):
        end = text.find("]")
        if end == -1:
            raise ValueError(f"{text!r}: an IPv6 address in brackets needs its closing ]")
        host, rest = text[1:end], text[end + 1:]
        if rest and not rest.startswith(":"):
            raise ValueError(f"{text!r}: write [address]:port")
        port_text = rest[1:]
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    if not host or any(ch.isspace() for ch in host):
        raise ValueError(f"{text!r} is not an address")
    _check_host(host, bracketed=text.startswith("["))
    if not port_text:
        return host, default_port
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ValueError(f"{text!r}: the port is a number from 1 to 65535")
    return host, int(port_text)


def _check_host(host: str, *, bracketed: bool) -> None:
    """Refuse at once what no network could reach: ``999.1.1.1`` would otherwise be looked up as a
    name and retried until the player gives up. Other names are left to the resolver."""
    try:
        if bracketed:
            ipaddress.IPv6Address(host.split("%", 1)[0])
        elif _DOTTED.match(host):
            ipaddress.IPv4Address(host)
    except ValueError:
        if bracketed:
            raise ValueError(f"{host!r} is not an IPv6 address") from None
        raise ValueError(f"{host!r} is not an IPv4 address: four numbers from 0 to 255, like 192.168.1.5") from None
