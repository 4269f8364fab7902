"""A clock second in a real game window repaints the clock's and the ringed avatar's pictures and
nothing under them (the pictures hold the felt behind them), and looks exactly as the see-through
widgets drawn directly did."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.widgets import players_bar, turn_clock
from rummi_qt.widgets.bot_game_dialog import BotGameChoice
from rummi_qt.widgets.felt import FeltPicture
from rummi_qt.widgets.players_bar import PlayerEntry


class Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: Counter[str] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen[watched.objectName() or type(watched).__name__] += 1
        return False


def start_timed_game(session, qtbot: QtBot, seconds: float):  # type: ignore[no-untyped-def]
    session.start_bot_game(BotGameChoice(round=False, level="easy", pace_ms=0))
    qtbot.waitUntil(lambda: session.game is not None and session.controller.view is not None, timeout=10_000)
    game = session.game
    me = session.client.seat
    qtbot.waitUntil(lambda: session.controller.view.current == me, timeout=10_000)  # the bots have played
    # The host's own word on my turn's clock (no timer at this table) first, so that it cannot come after ours.
    qtbot.waitUntil(lambda: session.client.last_clock is not None and session.client.last_clock[0].seat == me,
                    timeout=5000)
    session.client.clock_changed.emit(me, int(seconds * 1000), False, False)  # as the host's clock says
    qtbot.waitUntil(lambda: game.clock.isVisible(), timeout=2000)
    return game, me


def test_a_clock_second_repaints_only_the_clock_and_the_avatar(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game, _me = start_timed_game(session, qtbot, 2.5)
    paints = Paints()
    QApplication.instance().installEventFilter(paints)
    try:
        qtbot.waitUntil(lambda: game.clock.text() == "0:02", timeout=3000)
        paints.seen.clear()
        qtbot.waitUntil(lambda: game.clock.text() == "0:01", timeout=3000)
        qtbot.waitUntil(lambda: paints.seen["clockFace"] >= 1 and paints.seen["turnRing"] >= 1, timeout=2000)
    finally:
        QApplication.instance().removeEventFilter(paints)
    # The two pictures' labels, once each: not the clock, the entry, the bar, the felt or the window.
    assert paints.seen == {"clockFace": 1, "turnRing": 1}, paints.seen


def grab(window: QWidget, widget: QWidget, part: QRect | None = None) -> QImage:
    part = widget.rect() if part is None else part
    area = QRect(widget.mapTo(window, part.topLeft()), part.size())
    return window.grab(area).toImage().convertToFormat(QImage.Format.Format_RGB32)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_opaque_clock_and_avatar_look_as_the_see_through_ones(
        app_window, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, theme: str) -> None:
    window, session = app_window
    window.apply_theme(theme)
    game, me = start_timed_game(session, qtbot, 65)
    entry = game.findChildren(PlayerEntry)[me]
    ring = entry.avatar_rect().toAlignedRect().adjusted(-1, -1, 1, 1)  # what a clock second repaints
    qtbot.waitUntil(lambda: entry.time_left is not None, timeout=2000)
    pictures = [game.clock.findChild(QLabel, "clockFace"), entry.findChild(QLabel, "turnRing")]
    assert all(label is not None and label.isVisible() for label in pictures)
    opaque = [grab(window, game.clock), grab(window, entry), entry.grab(ring).toImage()]
    # The same widgets, see-through and drawn straight onto the window (no pictures drawn ahead):
    # the window's layers paint what lies behind them.
    monkeypatch.setattr(turn_clock, "paint_felt_behind", lambda *_args: None)
    monkeypatch.setattr(players_bar, "paint_felt_behind", lambda *_args: None)
    monkeypatch.setattr(FeltPicture, "check", lambda _picture: True)  # the pictures' labels stay hidden
    for widget in (game.clock, entry):
        widget.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
    for label in pictures:
        label.hide()  # the clock and the entry paint themselves
    see_through = [grab(window, game.clock), grab(window, entry), grab(window, entry, ring)]
    assert opaque[0] == see_through[0]
    assert opaque[1] == see_through[1]
    assert opaque[2].convertToFormat(QImage.Format.Format_RGB32) == see_through[2]
