"""This machine's LAN addresses, for others to type in when discovery cannot reach them."""

from __future__ import annotations

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface


def lan_addresses() -> list[str]:
    """IPv4 addresses of the interfaces that are up (a hotspot's included), loopback left out."""
    found: list[str] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp or flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
                found.append(address.toString())
    return sorted(set(found))
