"""Jobs for the worker tests, in a module of their own that loads no Qt (a worker imports it)."""

from __future__ import annotations

from rummi_qt.worker_start import interrupted


def until_interrupted(label: str, count: int) -> str:
    """A stoppable job that would run for ever: it returns only when the worker is interrupted."""
    while not interrupted(count):
        pass
    return label


def interrupted_at_start(count: int) -> bool:
    return interrupted(count)


def think_for_ever(_state: object, _levels: object, _secret: int, _game: int, count: int) -> bool:
    """Stands in for ``bot_job.think_ahead`` on a position whose thinking never ends by itself."""
    return until_interrupted("", count) == "x"
