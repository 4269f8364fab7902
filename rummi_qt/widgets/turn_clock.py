"""The turn clock beside the controls: a painted clock face and the time left; in the last ten
seconds the face turns into a ring that empties, in a warning colour, ticking on the player's own
turn. The same count shows as a ring around the avatar of the player whose turn it is.

An idle game's CPU is mostly this clock. So a second is one precise timer's tick, and nothing else
runs in Python: the tick hands the clock's and the ring's labels their pictures of the new second,
drawn ahead a batch at a time with the very same drawing code (see ``felt.FeltPicture``), and Qt
repaints those two small rectangles alone (the felt behind them is in the pictures)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from typing import Any, Protocol, cast

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMoveEvent, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from .felt import FeltPicture, paint_felt_behind
from .paint_cache import draw_cached

# The last seconds that get the warning: colour, the emptying ring and (on your own turn) a tick.
WARNING_SECONDS = 10
# Warning colours that read on a light and on a dark background (the tiles' red, a lighter one on dark).
WARNING_LIGHT = "#cf222e"
WARNING_DARK = "#ff6b85"
# A tick this late after the second's change (ms) is on the beat still: the timer is not armed again.
BEAT_SLACK_MS = 20
# Seconds drawn ahead at a time: one batch costs a few milliseconds, once in this many seconds.
FRAME_BATCH = 16
# What changes the drawing apart from the second, the size and the place on the felt: the pictures
# are drawn again. (A resize places them anew; the place on the felt is checked on a move and when
# the felt repaints, see felt.FeltPicture.)
LOOK_CHANGES = (QEvent.Type.PaletteChange, QEvent.Type.FontChange, QEvent.Type.StyleChange,
                QEvent.Type.LanguageChange, QEvent.Type.LayoutDirectionChange, QEvent.Type.ParentChange,
                QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal, QEvent.Type.EnabledChange)


def seconds_ahead(seconds: Any) -> Iterable[Any]:
    """The seconds a counting clock shows after ``seconds``, drawn with it."""
    return range(seconds - 1, max(-1, seconds - FRAME_BATCH), -1) if isinstance(seconds, int) else ()


class Ring(Protocol):
    """Where the clock shows again as a ring: a player's entry in the players bar."""

    def set_clock(self, seconds: int, whole_ms: int) -> FeltPicture:
        """Shows the ring for ``seconds`` left of ``whole_ms``; the picture that shows the next seconds."""

    def set_time_left(self, fraction: float | None) -> None: ...


TEXT_ALIGNMENT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft


def warning_shown(seconds: int | None) -> bool:
    """Whether ``seconds`` are of the last ten (the warning colour, the emptying ring)."""
    return seconds is not None and seconds <= WARNING_SECONDS


def figures(seconds: int) -> str:
    """The time left as the clock shows it: minutes and seconds."""
    return f"{seconds // 60}:{seconds % 60:02d}"


class Count:
    """A running clock's count, and all its tick needs once a second: a plain object, so that a second
    reads and writes no widget's attributes (each costs, after a second asleep: see the module's
    note) and calls Qt for the clock's and the ring's pictures, the spoken time and the next tick
    alone."""

    __slots__ = ("arm", "describe", "face", "halt", "mine", "now", "period", "remaining", "ring", "seconds", "since",
                 "warn")

    def __init__(self, now: Callable[[], int], face: FeltPicture, describe: Callable[[str], None],
                 timer: QTimer, warn: Callable[[int], None]) -> None:
        self.now, self.face, self.describe, self.warn = now, face, describe, warn
        self.arm, self.halt = timer.start, timer.stop  # a repeating timer: see ``beat``
        self.period = 0  # the timer's interval as armed (ms; 0: stopped)
        self.remaining = 0  # ms left, as the host said at ``since`` (``now``'s ms)
        self.since = 0
        self.mine = False  # my own turn: the last seconds tick (``warn``)
        self.seconds: int | None = None  # shown
        self.ring: FeltPicture | None = None  # the ring around the player's avatar, if shown

    def beat(self, until: int) -> None:
        """The tick comes in ``until`` ms (when the shown second goes down by one), then every second
        on the beat: one repeating timer, armed again only when a tick comes off the beat (the first
        after a clock message, a tick held up), not every second."""
        self.period = until
        self.arm(until)

    def stop(self) -> None:
        self.period = 0
        self.halt()

    def tick(self) -> None:
        """The shown second goes down by one (the tick is armed only while the clock runs)."""
        left = self.remaining - (self.now() - self.since)
        if left < 0:
            left = 0
        seconds = -(-left // 1000)
        if seconds != self.seconds:
            self.seconds = seconds
            self.describe(figures(seconds))  # a running clock: not paused, not waiting
            self.face.show(seconds)
            if self.ring is not None:
                self.ring.show(seconds)
            if self.mine and 0 < seconds <= WARNING_SECONDS:
                self.warn(seconds)
        if left <= 0:
            self.stop()
            return
        until = left - (seconds - 1) * 1000  # when the shown second goes down by one, 1 to 1000 ms
        if until < 1000 - BEAT_SLACK_MS:
            self.beat(until)  # off the beat: a tick too early or held up
        elif self.period != 1000:
            self.beat(1000)  # on the beat (just after it): every second from here on


def monotonic_ms() -> int:
    return time.monotonic_ns() // 1_000_000


class TurnClock(QWidget):
    """Shows what the host's clock message said, counting down locally between messages."""

    warning_ticked = Signal(int)  # seconds left: each second of the last ten of my own running turn

    def __init__(self, parent: QWidget | None = None, now_ms: Callable[[], int] = monotonic_ms) -> None:
        """``now_ms``: a monotonic clock in milliseconds (tests pass their own)."""
        super().__init__(parent)
        self.setObjectName("clock")
        self.setAccessibleName(self.tr("Turn timer"))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        # It paints the felt behind itself, so a second's repaint stops at its own rectangle.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._remaining_ms: int | None = None
        self._now = now_ms
        self._since = now_ms()  # when the host's word on the time left came
        self._paused = False
        self._mine = False
        self._waiting_for = ""
        self._away = ""  # the away player whose turn the count runs for (their grace, or their turn's time)
        self._bot_playing = False
        self._shown: tuple[object, ...] | None = None  # pause and "waiting for" as shown (None: nothing)
        self._look: tuple[object, ...] = ()  # what the pictures show apart from the second
        self._face = FeltPicture(self, "clockFace", self.draw_under, self.draw_over, warning_shown, self._ahead)
        self.ring: Ring | None = None  # the avatar the clock rings, and its turn's whole time
        self._ring_whole_ms = 1
        # One precise timer, on the beat of the moment the shown second changes: no polling between.
        self._tick = QTimer(self)
        self._tick.setTimerType(Qt.TimerType.PreciseTimer)
        self._count = Count(now_ms, self._face, self.setAccessibleDescription, self._tick, self.warning_ticked.emit)
        self._tick.timeout.connect(self._count.tick)
        self.hide()

    # --- what the host said --------------------------------------------------------------------

    def show_clock(self, remaining_ms: int | None, paused: bool, mine: bool, waiting_for: str = "",
                   bot_playing: bool = False) -> None:
        """A clock message: ``remaining_ms`` None means no limit (``waiting_for`` names an away player
        whose turn waits with no limit, or whose turn the away bot plays: ``bot_playing``)."""
        self._remaining_ms, self._paused, self._mine = remaining_ms, paused, mine
        self._bot_playing = bot_playing
        self._waiting_for = waiting_for if remaining_ms is None else ""
        # A count for a player who is away said as theirs: a newcomer saw a minute run down on the
        # away player's turn and could not tell what it was.
        self._away = waiting_for if remaining_ms is not None else ""
        self.setToolTip(self.tr("%1 is away: if they are not back when the count runs out, their turn is played "
                                "for them").replace("%1", self._away) if self._away else "")
        self._since = self._now()
        self.setVisible(remaining_ms is not None or bool(self._waiting_for))
        self._refresh()

    def stop(self) -> None:
        """No clock any more (the game ended, or the screen is going)."""
        self._count.stop()
        self._remaining_ms, self._waiting_for, self._away = None, "", ""
        self._shown, self._count.seconds = None, None
        self._face.hide()
        self.hide()
        self.show_ring()

    def ring_around(self, ring: Ring | None, whole_ms: int) -> None:
        """Shows the count from the next clock message on also as a ring around ``ring`` (a player's
        avatar; ``None``: around none), out of a turn of ``whole_ms``; the avatar ringed before
        loses its ring."""
        if self.ring is not None and ring is not self.ring:
            self.ring.set_time_left(None)
            self._count.ring = None
        self.ring, self._ring_whole_ms = ring, max(1, whole_ms)

    def show_ring(self) -> None:
        """The shown count as a ring around the avatar (see :meth:`ring_around`), from now on."""
        seconds = self.shown_seconds
        if self.ring is None or seconds is None:
            if self.ring is not None:
                self.ring.set_time_left(None)
            self._count.ring = None
        else:
            self._count.ring = self.ring.set_clock(seconds, self._ring_whole_ms)

    # --- what it shows -------------------------------------------------------------------------

    def left_ms(self) -> int | None:
        if self._remaining_ms is None:
            return None
        elapsed = 0 if self._paused else self._now() - self._since
        return max(0, self._remaining_ms - elapsed)

    def seconds_left(self) -> int | None:
        left = self.left_ms()
        return None if left is None else math.ceil(left / 1000)

    @property
    def paused(self) -> bool:
        return self._paused

    def warning(self) -> bool:
        """Whether the last ten seconds are shown (colour and the emptying ring)."""
        return warning_shown(self.seconds_left())

    def text(self) -> str:
        return self._text_for(self.seconds_left())

    def _text_for(self, seconds: int | None) -> str:
        if seconds is None:
            if not self._waiting_for:
                return ""
            text = self.tr("a bot plays for %1") if self._bot_playing else self.tr("waiting for %1")
            return text.replace("%1", self._waiting_for)
        count = figures(seconds) + (self.tr(" (paused)") if self._paused else "")
        #: The turn clock while the player whose turn it is has lost the connection: "Bob away: 0:45".
        return self.tr("%1 away: %2").replace("%1", self._away).replace("%2", count) if self._away else count

    def warning_colour(self) -> QColor:
        # Light text means a dark background (the felt, a dark theme): the lighter red reads there.
        dark = self.palette().color(QPalette.ColorRole.WindowText).lightnessF() > 0.5
        return QColor(WARNING_DARK if dark else WARNING_LIGHT)

    def _refresh(self) -> None:
        seconds = self.seconds_left()
        shown = (self._paused, self._waiting_for, self._away)
        look = (self._paused, self._waiting_for, self._remaining_ms is None, self._bot_playing, self._away)
        if look != self._look:
            self._look = look
            self._face.clear()
        count = self._count
        if shown != self._shown or seconds != count.seconds:
            if shown != self._shown:
                self.updateGeometry()  # the width changes only with "(paused)" or "waiting for …"
            self._shown = shown
            self.setAccessibleDescription(self.text())
        count.seconds, count.remaining = seconds, self._remaining_ms or 0
        count.since, count.mine = self._since, self._mine
        if seconds is None and not self._waiting_for:
            self._face.hide()  # and the clock with it
        else:
            self._face.show(seconds)
        self.show_ring()
        self._schedule()

    def _schedule(self) -> None:
        left = self.left_ms()
        if left is None or self._paused or left <= 0:
            self._count.stop()
            return
        seconds = math.ceil(left / 1000)
        self._count.beat(max(1, left - (seconds - 1) * 1000))  # when the shown second goes down by one

    def _on_tick(self) -> None:
        """The shown second goes down by one (what the tick runs: tests call it on their own clock)."""
        self._count.tick()

    @property
    def shown_seconds(self) -> int | None:
        """The second the clock shows (``None``: no count)."""
        return self._count.seconds if self._shown is not None else None

    # --- painting ------------------------------------------------------------------------------

    def _face_size(self) -> int:
        return round(self.fontMetrics().height() * 1.5)

    def sizeHint(self) -> QSize:
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        if self._waiting_for and self._remaining_ms is None:
            width = metrics.horizontalAdvance(self.text())
        else:  # as wide as the widest time, so the row does not shift as the seconds go
            count = "00:00" + (self.tr(" (paused)") if self._paused else "")
            width = metrics.horizontalAdvance(self.tr("%1 away: %2").replace("%1", self._away).replace("%2", count)
                                              if self._away else count)
        face = self._face_size()
        return QSize(face + 6 + width + 4, max(face, metrics.height()) + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in LOOK_CHANGES:
            self._face.forget()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._face.place(self.rect())
        super().resizeEvent(event)

    def moveEvent(self, event: QMoveEvent) -> None:
        self._face.check()  # another spot on the felt (a move of a parent repaints the felt: it checks)
        super().moveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Only where the face's label does not cover the clock (it is hidden while the clock is disabled).
        painter = QPainter(self)
        painter.setFont(self.font())
        self.draw(painter, self.shown_seconds)
        painter.end()

    def _ahead(self, seconds: Any) -> Iterable[Any]:
        return () if self._paused else seconds_ahead(seconds)

    def draw(self, painter: QPainter, seconds: int | None) -> None:
        """The clock showing ``seconds`` left (``None``: no count), the felt behind it included."""
        self.draw_under(painter, seconds)
        self.draw_over(painter, seconds, {})

    def draw_under(self, painter: QPainter, seconds: int | None) -> None:
        """What is the same for every second until the last ten: the felt, and the clock's face."""
        paint_felt_behind(self, painter, self.rect())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._remaining_ms is not None and not warning_shown(seconds):
            colour = self.palette().color(QPalette.ColorRole.WindowText)
            face = self._face_size()
            rect = QRectF(2, (self.height() - face) / 2, face, face)
            # The face is the same every second: drawn once, then copied.
            draw_cached(painter, rect, f"clockface:{colour.name()}", lambda p, r: draw_face(p, r, colour))

    def draw_over(self, painter: QPainter, seconds: int | None, memo: dict[object, object]) -> None:
        """What each second draws over the felt and the face: the time, and the ring of the last ten
        (``memo``: what it works out for a batch of seconds, once)."""
        warn = warning_shown(seconds)
        style = memo.get(warn)
        if style is None:
            colour = self.warning_colour() if warn else self.palette().color(QPalette.ColorRole.WindowText)
            font = QFont(self.font())
            font.setBold(warn)
            face = self._face_size()
            style = memo[warn] = (colour, font, QRectF(2, (self.height() - face) / 2, face, face),
                                  QRectF(face + 8, 0, self.width() - face - 8, self.height()))
        colour, font, face_rect, text_rect = cast(tuple[QColor, QFont, QRectF, QRectF], style)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if warn and self._remaining_ms is not None:
            draw_ring(painter, face_rect, colour, (seconds or 0) / WARNING_SECONDS)
        painter.setPen(colour)
        painter.setFont(font)
        painter.drawText(text_rect, TEXT_ALIGNMENT, self._text_for(seconds))


def _pen(colour: QColor, size: float) -> QPen:
    pen = QPen(colour)
    pen.setWidthF(max(1.5, size / 8))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def draw_face(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A small clock face: a ring and two hands (no ⏱ character: many Linux desktops lack a font with it)."""
    pen = _pen(colour, rect.height())
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = pen.widthF()
    face = rect.adjusted(inset, inset, -inset, -inset)
    painter.drawEllipse(face)
    centre = face.center()
    painter.drawLine(centre, QPointF(centre.x(), face.top() + face.height() * 0.22))
    painter.drawLine(centre, QPointF(face.right() - face.width() * 0.28, centre.y()))


def draw_ring(painter: QPainter, rect: QRectF, colour: QColor, fraction: float) -> None:
    """A faint track and, over it, the part of the last seconds still left, emptying clockwise from twelve."""
    pen = _pen(colour, rect.height())
    pen.setWidthF(pen.widthF() * 1.6)
    inset = pen.widthF() / 2 + 0.5
    ring = rect.adjusted(inset, inset, -inset, -inset)
    track = QColor(colour)
    track.setAlphaF(0.25)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(track, pen.widthF()))
    painter.drawEllipse(ring)
    if fraction > 0:
        painter.setPen(pen)
        # Qt angles are in 1/16 degree, counter-clockwise from three o'clock: start at twelve, go clockwise.
        painter.drawArc(ring, 90 * 16, -round(360 * 16 * min(1.0, fraction)))
