"""The host's defences that are not rules of the game: how fast wrong PINs may be tried.

A 4-digit PIN has 10,000 values; without a limit 60 pipelining connections tried them all in
0.22 s. Wrong PINs are counted per address and per table; past a few free tries each further
guess must wait a delay that doubles with every failure, capped (so a real player waiting behind
an attack waits at most ``max_delay``), and the counts are forgotten after a quiet spell. At the
cap a table takes one guess per 30 s: trying half the PINs of 4 digits takes about 42 hours."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class _Tries:
    failures: int = 0
    last: float = 0.0
    waited: int = 0  # tries turned away unchecked during a wait


@dataclass(slots=True)
class PinGuard:
    free_per_address: int = 3
    free_per_table: int = 8
    base_delay: float = 1.0  # seconds, doubling per failure past the free ones
    max_delay: float = 30.0
    forget_after: float = 600.0  # a spell this long without a wrong PIN starts the counts again
    _addresses: dict[str, _Tries] = field(default_factory=dict)
    _table: _Tries = field(default_factory=_Tries)

    def _delay(self, tries: _Tries, free: int) -> float:
        over = tries.failures - free
        return 0.0 if over < 0 else min(self.max_delay, self.base_delay * 2 ** over)

    def _fresh(self, tries: _Tries, now: float) -> _Tries:
        if tries.failures and now - tries.last > self.forget_after:
            tries.failures = tries.waited = 0
        return tries

    def wait(self, address: str, now: float) -> float:
        """Seconds before a PIN from ``address`` may be checked; 0 when it may be now."""
        table = self._fresh(self._table, now)
        waits = [table.last + self._delay(table, self.free_per_table) - now]
        tries = self._addresses.get(address)
        if tries is not None:
            self._fresh(tries, now)
            waits.append(tries.last + self._delay(tries, self.free_per_address) - now)
        return max(0.0, *waits)

    def failed(self, address: str, now: float) -> None:
        for tries in (self._fresh(self._table, now), self._fresh(self._addresses.setdefault(address, _Tries()), now)):
            tries.failures += 1
            tries.last = now
        if len(self._addresses) > 4096:  # an attack from many addresses must not grow this without bound
            oldest = sorted(self._addresses, key=lambda a: self._addresses[a].last)[:2048]
            for gone in oldest:
                del self._addresses[gone]

    def turned_away(self, now: float) -> None:
        """A try came during a wait and was not looked at (it still says someone is trying)."""
        self._fresh(self._table, now).waited += 1

    def succeeded(self, address: str) -> None:
        self._addresses.pop(address, None)

    def guessing(self, now: float) -> int:
        """Tries in the current spell (wrong, or turned away) once they are more than an honest
        player's few typing slips: someone is guessing. Else 0."""
        table = self._fresh(self._table, now)
        tries = table.failures + table.waited
        return tries if tries > self.free_per_address + 2 else 0
