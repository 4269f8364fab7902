"""The table's game time: a clock that stands still while the host has paused the turn timer.

Turn deadlines and grace periods are counted on it, so a pause freezes what is left of both, and a
turn that starts during a pause keeps its whole time until the pause ends. Qt-free; the real clock
is injected (``time.monotonic`` in the app, a hand-moved one in tests)."""

from __future__ import annotations

from collections.abc import Callable


class GameTime:
    """Seconds of play: the real clock less every pause so far."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._held = 0.0  # seconds spent in pauses that have ended
        self._paused_at: float | None = None  # real time the current pause began

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def now(self) -> float:
        """Game time now; it does not move while paused."""
        real = self._clock() if self._paused_at is None else self._paused_at
        return real - self._held

    def pause(self) -> None:
        if self._paused_at is None:
            self._paused_at = self._clock()

    def resume(self) -> None:
        if self._paused_at is not None:
            self._held += self._clock() - self._paused_at
            self._paused_at = None
