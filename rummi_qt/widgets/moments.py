"""Moments in the player's words: a date and time that reads one way only, and the time of day
written the same way (Past games, and the saves the start screen offers)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale


def when(stamp: float) -> str:
    """A date and time that reads one way only ("6 Dec 2026, 20:15", "6.12.2026 klo 20.15"): the
    short format of some locales ("12/6/26") leaves the reader to guess which is the month."""
    #: A date and time as Qt's QLocale.toString patterns write it (d day, M month number, MMM month's
    #: short name, yyyy year, HH/H hour, mm minutes; text in single quotes is kept). Say the month so
    #: that it cannot be read as the day.
    pattern = QCoreApplication.translate("History", "d MMM yyyy, HH:mm")
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(stamp)), pattern)


def clock(stamp: float) -> str:
    """The time of day as ``when`` writes it ("20:15", "20.15"), not the locale's short form ("8:15 PM"
    beside "6 Dec 2026, 20:15" read as two clocks)."""
    #: The time of day alone, as in the date-and-time pattern above (HH/H hour, mm minutes).
    pattern = QCoreApplication.translate("History", "HH:mm")
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(stamp)).time(), pattern)
