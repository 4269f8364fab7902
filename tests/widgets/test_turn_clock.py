"""The turn clock: the last ten seconds look different (warning colour, a ring that empties), tick
on the player's own turn only, and the clock repaints once a second at most."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from rummi_qt.widgets.turn_clock import TurnClock


def make_clock(qtbot: QtBot) -> TurnClock:
    clock = TurnClock()
    qtbot.addWidget(clock)
    return clock


def warning_pixels(clock: TurnClock) -> int:
    """How many pixels of the painted clock are (close to) the warning colour."""
    clock.resize(clock.sizeHint())
    image = clock.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    want = clock.warning_colour()
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = QColor(image.pixel(x, y))
            if (abs(pixel.red() - want.red()) + abs(pixel.green() - want.green())
                    + abs(pixel.blue() - want.blue()) < 40):
                count += 1
    return count


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_last_ten_seconds_show_a_warning_and_a_ring_that_empties(qtbot: QtBot) -> None:
    clock = make_clock(qtbot)
    clock.show_clock(15_000, paused=False, mine=True)
    assert clock.text() == "0:15" and not clock.warning()
    assert warning_pixels(clock) == 0  # the plain clock face in the text colour

    clock.show_clock(9_000, paused=False, mine=True)
    assert clock.text() == "0:09" and clock.warning()
    nine = warning_pixels(clock)
    clock.show_clock(3_000, paused=False, mine=True)
    three = warning_pixels(clock)
    assert 0 < three < nine  # the same colour, less of the ring left

    clock.show_clock(3_000, paused=True, mine=True)  # a paused clock still says how little is left
    assert clock.text() == "0:03 (paused)" and clock.warning()


def test_no_limit_hides_the_clock_and_an_away_player_is_named(qtbot: QtBot) -> None:
    clock = make_clock(qtbot)
    clock.show()
    clock.show_clock(None, paused=False, mine=False)
    assert clock.isHidden() and clock.text() == ""
    clock.show_clock(None, paused=False, mine=False, waiting_for="Bob")
    assert not clock.isHidden() and clock.text() == "waiting for Bob" and not clock.warning()
    # A count on an away player's turn (their minute to come back) says whose it is, and why.
    clock.show_clock(45_000, paused=False, mine=False, waiting_for="Bob")
    assert clock.text() == "Bob away: 0:45" and "not back" in clock.toolTip()
    assert clock.sizeHint().width() > clock.fontMetrics().horizontalAdvance("Bob away: 00:00")
    clock.show_clock(45_000, paused=False, mine=False)
    assert clock.text() == "0:45" and clock.toolTip() == ""


def test_it_ticks_each_second_of_the_last_ten_on_my_turn_and_repaints_once_a_second(qtbot: QtBot) -> None:
    clock = make_clock(qtbot)
    clock.show()
    qtbot.waitExposed(clock)
    counter = PaintCounter()
    face = clock.findChild(QLabel, "clockFace")  # the picture of the second shown: what repaints
    for widget in (clock, face):
        widget.installEventFilter(counter)
    ticks: list[int] = []
    clock.warning_ticked.connect(ticks.append)
    clock.show_clock(2_200, paused=False, mine=True)
    qtbot.waitUntil(lambda: ticks == [2, 1], timeout=3000)
    assert clock.text() == "0:01"
    # One paint for the clock message and one per second that changed: no redraw timer in between.
    qtbot.waitUntil(lambda: counter.paints >= 2, timeout=1000)
    assert counter.paints <= 3
    # At zero nothing is left to count (the text reads the time live, so the last tick may lag it).
    qtbot.waitUntil(lambda: clock.text() == "0:00" and not clock._tick.isActive(), timeout=2000)  # noqa: SLF001
    assert ticks == [2, 1]


def test_no_tick_on_someone_elses_turn_or_while_paused(qtbot: QtBot) -> None:
    clock = make_clock(qtbot)
    ticks: list[int] = []
    clock.warning_ticked.connect(ticks.append)
    clock.show_clock(1_100, paused=False, mine=False)
    qtbot.waitUntil(lambda: clock.text() == "0:01", timeout=2000)
    clock.show_clock(1_100, paused=True, mine=True)
    assert not clock._tick.isActive()  # noqa: SLF001 - a paused clock does not count down
    assert ticks == []


def test_the_timer_is_armed_again_only_off_the_beat(qtbot: QtBot) -> None:
    """One repeating timer: armed for the first change after a clock message, then once on the beat
    of the seconds, and again only for a tick that came late; stopped at zero."""
    now = [1_000_000]
    clock = TurnClock(now_ms=lambda: now[0])
    qtbot.addWidget(clock)
    clock.show_clock(5_300, paused=False, mine=False)
    assert clock.text() == "0:06" and clock._tick.isActive() and clock._tick.interval() == 300  # noqa: SLF001
    armed: list[int] = []
    clock._count.arm = armed.append  # noqa: SLF001 - the timer's start, seen
    shown = []
    for late in (300, 1000, 1000, 1040, 960, 1000):  # the fourth tick comes 40 ms late
        now[0] += late
        clock._on_tick()  # noqa: SLF001 - as the timer would
        shown.append(clock.text())
    assert shown == ["0:05", "0:04", "0:03", "0:02", "0:01", "0:00"]
    assert armed == [1000, 960, 1000]  # on the beat; the late one's catch-up; on the beat again
    assert not clock._tick.isActive()  # noqa: SLF001
