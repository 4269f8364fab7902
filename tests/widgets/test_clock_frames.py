"""The quiet clock: over a simulated minute of a timed turn (a fake clock, no sleeping), each second
the clock's tick hands the turn clock and the ringed avatar their pictures, drawn ahead in batches
instead of drawing every second, and only those two labels repaint, each its own rectangle; the
pictures look exactly as the clock and the ring drawn directly, also after the clock moved on the felt
(at once: no second needs to go by), the theme changed or the table was disabled."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel
from pytestqt.qtbot import QtBot

from rummi_qt.widgets import players_bar, turn_clock
from rummi_qt.widgets.felt import Felt, paint_felt_behind
from rummi_qt.widgets.players_bar import PlayerEntry
from rummi_qt.widgets.theme import DARK_UI
from rummi_qt.widgets.turn_clock import FRAME_BATCH, TurnClock

WHOLE_MS = 60_000


class FakeTime:
    def __init__(self) -> None:
        self.ms = 1_000_000

    def __call__(self) -> int:
        return self.ms


class Paints(QObject):
    """Every paint event in the app: which widget, and which rectangle."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[str, QRect]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            name = watched.objectName() or type(watched).__name__
            self.seen.append((name, QRect(event.rect())))  # type: ignore[attr-defined]
        return False


class Table:
    """The felt with a turn clock and a player's entry on it, as in the game screen."""

    def __init__(self, qtbot: QtBot) -> None:
        self.time = FakeTime()
        self.felt = Felt()
        qtbot.addWidget(self.felt)
        layout = QHBoxLayout(self.felt)
        self.entry = PlayerEntry(0)
        self.entry.setText("Ann")
        self.entry.set_avatar("Ann", bot=False, current=True)
        self.clock = TurnClock(now_ms=self.time)
        layout.addWidget(self.entry)
        layout.addWidget(self.clock)
        layout.addStretch(1)
        self.clock.ring_around(self.entry, WHOLE_MS)
        self.felt.resize(420, 80)
        self.felt.show()
        qtbot.waitExposed(self.felt)

    def start(self, left_ms: int) -> None:
        self.clock.show_clock(left_ms, paused=False, mine=True)
        for _ in range(3):  # the clock appears: the row's layout, then the repaint of what moved
            QApplication.processEvents()

    def second(self) -> None:
        """One second goes by: the clock's tick fires (as its timer would) and the window repaints."""
        self.time.ms += 1000
        self.clock._on_tick()  # noqa: SLF001 - the timer's slot, on the fake clock
        QApplication.processEvents()


def test_a_minute_repaints_the_clock_and_the_ring_once_a_second_from_pictures_drawn_ahead(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table(qtbot)
    table.start(WHOLE_MS)
    drawn = Counter[str]()  # the felt drawn behind the clock or the avatar: once per picture drawn

    def counting(where: str):  # type: ignore[no-untyped-def]
        def paint(widget, painter, area):  # type: ignore[no-untyped-def]
            drawn[where] += 1
            paint_felt_behind(widget, painter, area)
        return paint

    monkeypatch.setattr(turn_clock, "paint_felt_behind", counting("clock"))
    monkeypatch.setattr(players_bar, "paint_felt_behind", counting("entry"))
    paints = Paints()
    QApplication.instance().installEventFilter(paints)
    seconds_that_drew = 0
    try:
        for _ in range(60):
            before = sum(drawn.values())
            table.second()
            seconds_that_drew += sum(drawn.values()) > before
    finally:
        QApplication.instance().removeEventFilter(paints)
    assert table.clock.text() == "0:00" and table.entry.time_left == 0
    ring_area = table.entry.avatar_rect().toAlignedRect().adjusted(-1, -1, 1, 1)
    face, ring = table.clock.findChild(QLabel, "clockFace"), table.entry.findChild(QLabel, "turnRing")
    assert face.geometry() == table.clock.rect() and ring.geometry() == ring_area
    assert Counter(name for name, _rect in paints.seen) == {"clockFace": 60, "turnRing": 60}
    assert {rect.getRect() for name, rect in paints.seen if name == "clockFace"} == {face.rect().getRect()}
    assert {rect.getRect() for name, rect in paints.seen if name == "turnRing"} == {ring.rect().getRect()}
    # Each second was drawn once, a batch of seconds at a time: most seconds only copied a picture.
    assert drawn["clock"] <= 60 + FRAME_BATCH and drawn["entry"] <= 60 + FRAME_BATCH
    assert seconds_that_drew <= 2 * (60 // FRAME_BATCH + 1)


def direct_clock(table: Table) -> QImage:
    """The clock as its drawing code paints it straight onto the felt, no picture in between."""
    clock = table.clock
    image = QImage(clock.size(), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setFont(clock.font())
    clock.draw(painter, clock.shown_seconds)
    painter.end()
    return image


def direct_ring(table: Table) -> QImage:
    entry = table.entry
    area = entry.avatar_rect().toAlignedRect().adjusted(-1, -1, 1, 1)
    image = QImage(area.size(), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.translate(-area.x(), -area.y())
    paint_felt_behind(entry, painter, area)
    entry._draw_avatar(painter, entry.time_left, entry.time_warning)  # noqa: SLF001
    painter.end()
    return image


def shown_clock(table: Table) -> QImage:
    return table.clock.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def shown_ring(table: Table) -> QImage:
    area = table.entry.avatar_rect().toAlignedRect().adjusted(-1, -1, 1, 1)
    return table.entry.grab(area).toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_the_pictures_look_as_the_clock_and_ring_drawn_directly_after_moves_and_themes(qtbot: QtBot) -> None:
    table = Table(qtbot)
    table.start(12_500)
    for _ in range(5):  # 0:12 … 0:08: the face, then the warning's ring, bold and red
        table.second()
        assert shown_clock(table) == direct_clock(table), table.clock.text()
        assert shown_ring(table) == direct_ring(table), table.clock.text()
    # The clock moves on the felt (the row changed), and the cloth behind it with it: drawn again at
    # once (the felt's repaint has its pictures checked), not a second later.
    moved, sizes = table.clock.mapTo(table.felt, QPoint(0, 0)), (table.clock.size(), table.entry.size())
    margins = table.felt.layout().contentsMargins()
    margins.setLeft(margins.left() + 50)
    table.felt.layout().setContentsMargins(margins)
    for _ in range(3):
        QApplication.processEvents()
    assert table.clock.mapTo(table.felt, QPoint(0, 0)) != moved
    assert (table.clock.size(), table.entry.size()) == sizes  # moved, not resized
    assert shown_clock(table) == direct_clock(table)
    assert shown_ring(table) == direct_ring(table)
    table.second()
    assert shown_clock(table) == direct_clock(table)
    assert shown_ring(table) == direct_ring(table)
    # The dark theme: another cloth and another ink.
    table.felt.ui = DARK_UI
    palette = table.felt.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(DARK_UI.on_felt))
    table.felt.setPalette(palette)
    QApplication.processEvents()
    assert shown_clock(table) == direct_clock(table)
    assert shown_ring(table) == direct_ring(table)
    table.clock.show_clock(7_000, paused=True, mine=True)  # paused: another picture, "(paused)"
    QApplication.processEvents()
    assert table.clock.text() == "0:07 (paused)" and shown_clock(table) == direct_clock(table)
    # Disabled (a label would grey its picture): the clock and the entry paint the same themselves.
    table.clock.show_clock(7_000, paused=False, mine=True)
    table.felt.setEnabled(False)
    table.second()
    assert table.clock.text() == "0:06"
    assert table.clock.findChild(QLabel, "clockFace").isHidden()
    assert table.entry.findChild(QLabel, "turnRing").isHidden()
    assert shown_clock(table) == direct_clock(table)
    assert shown_ring(table) == direct_ring(table)


def test_the_clock_off_the_felt_paints_the_window_colour_behind_it(qtbot: QtBot) -> None:
    clock = TurnClock(now_ms=FakeTime())
    qtbot.addWidget(clock)
    clock.show_clock(75_000, paused=False, mine=False)
    clock.resize(clock.sizeHint())
    image = clock.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert clock.text() == "1:15"
    assert QColor(image.pixel(image.width() - 1, 0)) == clock.palette().window().color()
