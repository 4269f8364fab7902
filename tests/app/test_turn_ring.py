"""The turn clock as a ring around the current player's avatar in the players bar: it empties as the
turn's time runs out, turns the warning colour in the last ten seconds, and repaints only the avatar's
small square (its picture's label), once a second. Real app and host on loopback, a table with a
12-second turn timer."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.players_bar import TURN_RING, PlayerEntry
from rummi_qt.widgets.turn_clock import WARNING_DARK


class Paints(QObject):
    """The paints of a widget and its children: which one (by object name) and which rectangle."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.widget = widget
        self.rects: list[tuple[str, QRect]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and (watched is self.widget or watched.parent() is self.widget):
            self.rects.append((watched.objectName() or type(watched).__name__, QRect(event.rect())))  # type: ignore[attr-defined]
        return False


def ring_pixels(entry: PlayerEntry, colour: str) -> int:
    """Pixels of the avatar's ring (its outer three pixels) close to ``colour``."""
    image = entry.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    rect = entry.avatar_rect().toAlignedRect()
    want, count = QColor(colour), 0
    centre_x, centre_y, radius = rect.center().x(), rect.center().y(), rect.width() / 2
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            distance = ((x - centre_x) ** 2 + (y - centre_y) ** 2) ** 0.5
            pixel = QColor(image.pixel(x, y))
            close = abs(pixel.red() - want.red()) + abs(pixel.green() - want.green()) + abs(pixel.blue() - want.blue())
            if radius - 4 <= distance <= radius and close < 60:
                count += 1
    return count


def test_the_ring_around_the_avatar_empties_with_the_turns_time(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    session.start.name_edit.setText("Anna")
    session.host_table()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    session.lobby.bot_level.setCurrentIndex(session.lobby.bot_level.findData("easy"))
    session.lobby.add_bot_button.click()
    session.lobby.timer_on.click()
    session.lobby.timer.setValue(12)
    qtbot.waitUntil(lambda: session.client is not None and session.client.lobby is not None
                    and session.client.lobby.options.get("timer") == 12, timeout=5000)
    session.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen) and game.turn_ms() == 12_000
    controller = session.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.my_turn and game.clock.isVisible(),
                    timeout=15_000)
    seat = controller.view.seat
    entry, other = game.players.entry(seat), game.players.entry(1 - seat)
    qtbot.waitUntil(lambda: entry.time_left is not None, timeout=2000)
    assert entry.time_left > 0.8 and not entry.time_warning
    assert other.time_left is None  # only the player whose turn it is
    full = ring_pixels(entry, TURN_RING)
    assert full > 0

    # The first second of a game carries its own news (the deal's round, the lobby): measure after it.
    begun = entry.time_left
    qtbot.waitUntil(lambda: entry.time_left is not None and entry.time_left <= begun - 1 / 12 + 0.01, timeout=3000)
    paints = Paints(entry)
    QApplication.instance().installEventFilter(paints)
    start = entry.time_left
    try:
        qtbot.waitUntil(lambda: entry.time_left is not None and entry.time_left <= start - 2 / 12 + 0.01,
                        timeout=4000)
        qtbot.waitUntil(lambda: len(paints.rects) >= 2, timeout=1000)  # the second's repaint, after the tick
    finally:
        QApplication.instance().removeEventFilter(paints)
    # Two seconds: two small repaints (or three, at the edges), each of the ring's picture alone (the
    # avatar's square), not of the entry under it.
    assert 2 <= len(paints.rects) <= 3
    ring = entry.findChild(QLabel, "turnRing")
    square = entry.avatar_rect().toAlignedRect().adjusted(-1, -1, 1, 1)
    assert ring is not None and ring.geometry() == square
    assert all(name == "turnRing" and rect == ring.rect() for name, rect in paints.rects), paints.rects
    assert ring_pixels(entry, TURN_RING) < full  # less ring left

    # The last ten seconds: the clock's warning colour (the light red that reads on the felt).
    qtbot.waitUntil(lambda: entry.time_warning, timeout=4000)
    assert entry.ring_colour() == QColor(WARNING_DARK)
    assert ring_pixels(entry, WARNING_DARK) > 0
