"""Keeps the lobby's "others can join at" line current: the addresses others can reach, checked
again every few seconds (one getifaddrs call, nothing sent) while the lobby is open, so that a
hotspot switched on later shows up and one switched off goes away."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from .interfaces import InterfaceAddress, interface_addresses, reachable_addresses


class AddressWatcher(QObject):
    """Says which addresses others can join at, and again whenever that changes."""

    changed = Signal(list)  # list[str]: see reachable_addresses (empty: no network yet)

    def __init__(self, chosen: Sequence[str] | None = None, *, check_ms: int = 2000,
                 present: Callable[[], Sequence[InterfaceAddress]] = interface_addresses,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chosen = list(chosen) if chosen else None
        self._present = present
        self._timer = QTimer(self)
        self._timer.setInterval(check_ms)
        self._timer.timeout.connect(self.check)
        self.addresses: list[str] = reachable_addresses(self._chosen, self._present())

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @Slot()
    def check(self) -> None:
        addresses = reachable_addresses(self._chosen, self._present())
        if addresses != self.addresses:
            self.addresses = addresses
            self.changed.emit(addresses)
