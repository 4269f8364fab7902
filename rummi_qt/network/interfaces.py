"""Network interfaces as discovery sees them: the addresses that exist right now (to notice a
hotspot switched on later) and the player's choice of interfaces (``--interface`` or
``RUMMI_INTERFACES``). Qt-free: it reads ifaddr, which zeroconf itself uses."""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

ENV_INTERFACES = "RUMMI_INTERFACES"


@dataclass(frozen=True, slots=True, order=True)
class InterfaceAddress:
    """One address of one network interface (an IPv6 link-local one needs ``index`` as its scope)."""

    address: str
    interface: str
    index: int

    @property
    def version(self) -> int:
        return ipaddress.ip_address(self.address).version

    @property
    def loopback(self) -> bool:
        return ipaddress.ip_address(self.address).is_loopback


def interface_addresses() -> list[InterfaceAddress]:
    """Every address of every interface right now (one getifaddrs call; nothing is sent)."""
    import ifaddr  # here, not above: the app's start screen reads the choice of interfaces, not them

    found: set[InterfaceAddress] = set()
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            address = (ip.ip if isinstance(ip.ip, str) else ip.ip[0]).split("%", 1)[0]
            try:
                ipaddress.ip_address(address)
            except ValueError:
                continue
            found.add(InterfaceAddress(address, adapter.nice_name, adapter.index or 0))
    return sorted(found)


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses for others to type in (a hotspot's included), loopback left out."""
    return sorted({a.address for a in interface_addresses() if a.version == 4 and not a.loopback})


def reachable_addresses(chosen: Sequence[str] | None, present: Iterable[InterfaceAddress]) -> list[str]:
    """The IPv4 addresses others can type to reach a table on the interfaces in use: ``chosen``
    (``--interface``, ``RUMMI_INTERFACES``) that exist right now, or every interface when None.
    Loopback counts only when it is all that was chosen (then only this computer can join); an
    empty list means there is no network yet."""
    here = [a for a in present if a.version == 4]
    if chosen is not None:
        wanted = set(chosen)
        here = [a for a in here if a.address in wanted]
    lan = sorted({a.address for a in here if not a.loopback})
    if lan or chosen is None:
        return lan
    return sorted({a.address for a in here})


def format_endpoint(address: str, port: int) -> str:
    """``10.42.0.1:47123``, or ``[fe80::1%2]:47123`` for IPv6: what ``parse_address`` reads back."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def parse_interfaces(values: Iterable[str]) -> list[str]:
    """Interface addresses as the player gave them, checked; raises ValueError naming a bad one."""
    chosen: list[str] = []
    for value in values:
        text = value.strip()
        if not text:
            continue
        try:
            address = str(ipaddress.ip_address(text.split("%", 1)[0]))
        except ValueError:
            raise ValueError(f"{text!r} is not an interface address (like 192.168.1.5)") from None
        if address not in chosen:
            chosen.append(address)
    return chosen


def chosen_interfaces(given: Sequence[str] = (), environ: Mapping[str, str] | None = None) -> list[str] | None:
    """The interfaces discovery may use: ``given`` (``--interface``), else ``RUMMI_INTERFACES``
    (comma separated), else None for all of them. Raises ValueError for a bad address."""
    env = os.environ if environ is None else environ
    chosen = parse_interfaces(given) or parse_interfaces(env.get(ENV_INTERFACES, "").split(","))
    return chosen or None
