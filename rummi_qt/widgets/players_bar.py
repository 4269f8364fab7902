"""The game screen's players bar: each player's name, tiles left, opened mark, connection and whose
turn it is, the pool and the game; for the table's owner, a menu per player to give the seat to a bot."""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFocusEvent,
    QKeyEvent,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QWidget

from rummi_qt.controller.session import SeatInfo
from rummi_qt.engine.views import PlayerView
from rummi_qt.network.table import SeatKind

from .avatar import paint_avatar
from .felt import NOTHING, FeltPicture, paint_felt_behind
from .lobby import BOT_LEVEL_NAMES
from .scoreboard import signed
from .turn_clock import LOOK_CHANGES, WARNING_DARK, WARNING_LIGHT, seconds_ahead, warning_shown

_MENU_KEYS = (Qt.Key.Key_Menu, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_NAVIGATION = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
AVATAR = 30  # the avatar's side, in pixels
TURN_RING = "#f2b400"  # around the avatar of the player whose turn it is
FOCUS_WIDTH = 3.0  # the focus frame's line, in pixels: clearly visible, as WCAG 2.2 asks (2 px or more)


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def focus_colour(palette: QPalette) -> QColor:
    """The focus frame's colour on the window: the accent where it stands out (3:1), else the text's."""
    window = palette.color(QPalette.ColorRole.Window)
    accent = palette.color(QPalette.ColorRole.Highlight)
    return accent if contrast(accent, window) >= 3.0 else palette.color(QPalette.ColorRole.WindowText)


class PlayerEntry(QLabel):
    """One player in the bar. The bar is one Tab stop, arrow keys move between its players (a
    screen reader reads each one's name, tiles and turn); where the owner has something to offer,
    the entry opens its menu on a right-click, the Menu key, Shift+F10, Enter or Space."""

    menu_requested = Signal(int, QPoint)  # seat, where to open (global)
    navigated = Signal(int, int)  # seat, the Qt.Key pressed (Left, Right, Home, End)
    focused = Signal(int)  # seat

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.has_menu = False
        self.setTextFormat(Qt.TextFormat.RichText)
        # Room for the focus frame, and on the left for the avatar.
        self.setContentsMargins(5 + AVATAR + 6, 5, 5, 5)
        self.setMinimumHeight(AVATAR + 10)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # see paintEvent
        self.avatar_name, self.bot, self.current = "", False, False
        self._time_left: float | None = None  # the part of the turn's time left, as last set
        self._time_warning = False
        self.said: tuple[object, ...] | None = None  # what the entry shows now, as the bar last worded it
        # A clock second shows the avatar's square alone, a picture drawn ahead with the next seconds'
        # (see turn_clock's note on what an idle game's CPU goes to).
        self._whole: int | None = None  # the turn's whole time (ms) while the clock's ring shows
        self._ring_area = QRect()
        self._ring = FeltPicture(self, "turnRing", self._draw_under_ring, self._draw_ring_second, warning_shown,
                                 seconds_ahead)
        self.set_has_menu(False)

    def set_has_menu(self, has_menu: bool) -> None:
        self.has_menu = has_menu
        self.setToolTip(self.tr("Right-click (or press the Menu key) to give this seat to a bot") if has_menu else "")

    def set_avatar(self, name: str, bot: bool, current: bool) -> None:
        """The player's avatar, ringed while it is their turn."""
        if (name, bot, current) != (self.avatar_name, self.bot, self.current):
            self.avatar_name, self.bot, self.current = name, bot, current
            self._ring.forget()
            self.update()

    @property
    def time_left(self) -> float | None:
        """The part of the turn's time left, while a timer runs (the ring around the avatar)."""
        seconds = self._ring.key
        if self._whole is None or seconds is NOTHING:
            return self._time_left
        return min(1.0, seconds * 1000 / self._whole)

    @property
    def time_warning(self) -> bool:
        """Its last ten seconds (the warning colour)."""
        seconds = self._ring.key
        if self._whole is None or seconds is NOTHING:
            return self._time_warning
        return warning_shown(seconds)

    def set_time_left(self, fraction: float | None, warning: bool = False) -> None:
        """The turn clock as a ring around the avatar that empties as the time runs out (``None``:
        no timer, a full ring). Only the avatar's small square is repainted, and only on a change."""
        if self._whole is not None:
            self._whole = None
            self._ring.hide()
        shown = None if fraction is None else max(0.0, min(1.0, fraction))
        if shown != self._time_left or warning != self._time_warning:
            self._time_left, self._time_warning = shown, warning
            self.update(self._ring_area)

    def set_clock(self, seconds: int, whole_ms: int) -> FeltPicture:
        """The ring for the clock's ``seconds`` left of a turn of ``whole_ms``: the same as
        :meth:`set_time_left`, shown by a picture drawn ahead with the next seconds' rings. Returns
        that picture: the clock's tick shows the next seconds on it (``FeltPicture.show``)."""
        if whole_ms != self._whole:
            self._ring.clear()
            self._whole = whole_ms
        self._ring.show(seconds)
        return self._ring

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._ring_area = self.avatar_rect().toAlignedRect().adjusted(-1, -1, 1, 1)
        self._ring.place(self._ring_area)

    def moveEvent(self, event: QMoveEvent) -> None:
        self._ring.check()  # another spot on the felt (a move of a parent repaints the felt: it checks)
        super().moveEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in LOOK_CHANGES:
            self._ring.forget()
        super().changeEvent(event)

    def avatar_rect(self) -> QRectF:
        return QRectF(6, (self.height() - AVATAR) / 2, AVATAR, AVATAR)

    def ring_colour(self, warning: bool | None = None) -> QColor:
        """Gold while there is time; in the last ten seconds the clock's warning red (the lighter one on the felt)."""
        if not (self.time_warning if warning is None else warning):
            return QColor(TURN_RING)
        dark = self.palette().color(QPalette.ColorRole.WindowText).lightnessF() > 0.5
        return QColor(WARNING_DARK if dark else WARNING_LIGHT)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Opaque: the felt behind it comes first. While the clock runs, its ring's label covers the
        # avatar's square (and a clock second repaints that label alone).
        # The avatar lies left of the text (the contents margin keeps its room): drawn with the felt,
        # by one painter, before the label draws its text.
        painter = QPainter(self)
        paint_felt_behind(self, painter, event.rect())
        self._draw_avatar(painter, self.time_left, self.time_warning)
        painter.end()
        if event.rect().intersects(self.contentsRect()):
            super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self)
            self._draw_focus(painter)
            painter.end()

    def _draw_focus(self, painter: QPainter) -> None:
        """A frame for the keyboard focus (a style sheet would lose the felt's text colour)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(focus_colour(self.palette()), FOCUS_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = FOCUS_WIDTH / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 8, 8)

    def _draw_under_ring(self, painter: QPainter, seconds: int) -> None:
        """The avatar's square under the clock's ring as ``seconds`` show it: the felt, the avatar, the track."""
        paint_felt_behind(self, painter, self._ring_area)
        self._draw_avatar_under(painter, True, warning_shown(seconds))

    def _draw_ring_second(self, painter: QPainter, seconds: int, memo: dict[object, object]) -> None:
        """Over it: what is left of the turn at ``seconds``, and the focus frame's corner (``memo``:
        what it works out for a batch of seconds, once)."""
        self._draw_arc(painter, min(1.0, seconds * 1000 / (self._whole or 1)), warning_shown(seconds), memo)
        focused = memo.get("focus")
        if focused is None:
            focused = memo["focus"] = self.hasFocus()
        if focused:
            self._draw_focus(painter)

    def _draw_avatar(self, painter: QPainter, time_left: float | None, warning: bool) -> None:
        """The avatar, ringed while it is this player's turn (what is left of the turn's time in the ring)."""
        self._draw_avatar_under(painter, time_left is not None, warning)
        self._draw_arc(painter, time_left, warning, {})

    def _draw_avatar_under(self, painter: QPainter, timed: bool, warning: bool) -> None:
        ring = None
        if self.current:
            ring = QColor(self.ring_colour(warning))
            if timed:
                ring.setAlphaF(0.3)  # the track; what is left of the turn is drawn over it
        paint_avatar(painter, self.avatar_rect(), self.avatar_name, self.seat, bot=self.bot, ring=ring)

    def _draw_arc(self, painter: QPainter, time_left: float | None, warning: bool, memo: dict[object, object]) -> None:
        """What is left of the turn in the ring (``memo``: the pen and the rectangle, worked out once)."""
        if self.current and time_left:
            style = memo.get(warning)
            if style is None:
                pen = QPen(self.ring_colour(warning), 3.0)
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                style = memo[warning] = (pen, self.avatar_rect().adjusted(1.5, 1.5, -1.5, -1.5))
            pen, rect = cast(tuple[QPen, QRectF], style)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(pen)
            # Qt angles are in 1/16 degree, counter-clockwise from three o'clock: from twelve, clockwise.
            painter.drawArc(rect, 90 * 16, -round(360 * 16 * time_left))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._ring.forget()  # the focus frame's corner
        self.focused.emit(self.seat)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._ring.forget()

    def _open_menu_below(self) -> None:
        self.menu_requested.emit(self.seat, self.mapToGlobal(self.rect().bottomLeft()))

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if not self.has_menu:
            event.ignore()
            return
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            self._open_menu_below()
        else:
            self.menu_requested.emit(self.seat, event.globalPos())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        shift_f10 = event.key() == Qt.Key.Key_F10 and event.modifiers() == Qt.KeyboardModifier.ShiftModifier
        if self.has_menu and (shift_f10 or (event.key() in _MENU_KEYS and not event.modifiers())):
            self._open_menu_below()
            event.accept()
            return
        if event.key() in _NAVIGATION and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.navigated.emit(self.seat, event.key())
            event.accept()
            return
        super().keyPressEvent(event)


class PlayersBar(QFrame):
    """Each player's name, tiles left, opened mark, connection, and whose turn it is; pool and game."""

    seat_to_bot_requested = Signal(int, str)  # seat, bot level: the owner chose it in a player's menu
    book_requested = Signal()  # the Score book button

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersBar")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(12, 6, 12, 6)
        self._labels: list[PlayerEntry] = []
        self._pool = QLabel()
        self._game = QLabel()
        # The round's scores so far, in a game of a round (a newcomer looked for them between games).
        self.book_button = QPushButton(self.tr("Score book"))
        self.book_button.setToolTip(self.tr("The scores of the games played so far, and the standing (B)"))
        self.book_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the bar is one Tab stop; B opens it
        self.book_button.clicked.connect(self.book_requested.emit)
        self.book_button.hide()
        self._layout.addStretch(1)
        self._layout.addWidget(self._pool)
        self._layout.addSpacing(16)  # two facts, not one phrase ("Pool 6   Game 1 / 1")
        self._layout.addWidget(self._game)
        self._layout.addWidget(self.book_button)
        self._seats: list[SeatInfo] = []
        self._menu_seats: set[int] = set()
        self._focus_seat = 0  # the entry Tab lands on
        self.menu: QMenu | None = None  # the menu open now, if any

    def set_seats(self, seats: list[SeatInfo], menu_seats: Iterable[int] = ()) -> None:
        """The lobby's seats (names, bots, connections) and the seats the owner may give to a bot."""
        self._seats = list(seats)
        self._menu_seats = set(menu_seats)

    def entry(self, seat: int) -> PlayerEntry:
        return self._labels[seat]

    def entries(self) -> list[PlayerEntry]:
        """The visible players' entries, left to right."""
        return [label for label in self._labels if not label.isHidden()]

    def focus_entry(self) -> PlayerEntry | None:
        """The entry Tab lands on (the one last visited)."""
        entries = self.entries()
        return entries[min(self._focus_seat, len(entries) - 1)] if entries else None

    def _on_entry_focused(self, seat: int) -> None:
        self._focus_seat = seat
        self._update_tab_stop()

    def _on_navigated(self, seat: int, key: int) -> None:
        count = len(self.entries())
        target = {Qt.Key.Key_Left.value: seat - 1, Qt.Key.Key_Right.value: seat + 1,
                  Qt.Key.Key_Home.value: 0, Qt.Key.Key_End.value: count - 1}.get(key, seat)
        self._focus_seat = max(0, min(target, count - 1))
        self._update_tab_stop()
        entry = self.focus_entry()
        if entry is not None:
            entry.setFocus(Qt.FocusReason.OtherFocusReason)

    def _update_tab_stop(self) -> None:
        """One Tab stop for the bar: the entry last visited takes Tab, the others only a click."""
        stop = self.focus_entry()
        for label in self._labels:
            label.setFocusPolicy(Qt.FocusPolicy.StrongFocus if label is stop else Qt.FocusPolicy.ClickFocus)

    def entry_at(self, seat: int | None) -> PlayerEntry | None:
        """The entry of ``seat``, if the bar has one (the turn clock rings its avatar)."""
        return self._labels[seat] if seat is not None and 0 <= seat < len(self._labels) else None

    def show_view(self, view: PlayerView, names: list[str], game_number: int, games: int,
                  totals: list[int] | None = None) -> None:
        """``totals``: each seat's running total of the round so far, or ``None`` to show none."""
        while len(self._labels) < view.seats:
            label = PlayerEntry(len(self._labels))
            label.menu_requested.connect(self._open_menu)
            label.navigated.connect(self._on_navigated)
            label.focused.connect(self._on_entry_focused)
            self._layout.insertWidget(len(self._labels), label)
            if self._labels:
                QWidget.setTabOrder(self._labels[-1], label)
            self._labels.append(label)
        for seat, label in enumerate(self._labels):
            label.setVisible(seat < view.seats)
            if seat >= view.seats:
                continue
            info = self._seats[seat] if seat < len(self._seats) else None
            total = totals[seat] if totals is not None and seat < len(totals) else None
            given = names[seat] if seat < len(names) else ""
            said = (info, given, seat == view.seat, view.rack_counts[seat], view.opened[seat], total,
                    seat == view.current and view.result is None, seat in self._menu_seats)
            if label.said == said:
                continue  # each edit of the turn shows the view again: only what changed is worded
            label.said = said
            bot = info is not None and info.kind is SeatKind.BOT
            name = names[seat] if seat < len(names) and names[seat] else self.tr("Seat %1").replace("%1", str(seat + 1))
            if seat == view.seat:
                name = self.tr("%1 (you)").replace("%1", name)
            opened = "✓" if view.opened[seat] else ""
            away = info is not None and not bot and not info.connected
            bot_playing = away and info is not None and info.bot_playing
            tiles = f"<span style='white-space:pre'>{count_text(view.rack_counts[seat])}</span>"
            parts = [f"<b>{_escape(name)}</b>", tiles, opened]
            if away:
                parts.append(self.tr("(away, bot playing)") if bot_playing else self.tr("(away)"))
            if total is not None:
                parts.append(f"\N{N-ARY SUMMATION}\N{NO-BREAK SPACE}{signed(total)}")  # a sign, in no language
            current = seat == view.current and view.result is None
            style = "background:#f2cc60;color:#1f2328;border-radius:6px;padding:2px 8px;" if current else \
                "padding:2px 8px;"
            label.setText(f"<span style='{style}'>{' '.join(p for p in parts if p)}</span>")
            label.set_avatar(names[seat] if seat < len(names) and names[seat] else name, bot, current)
            label.set_has_menu(seat in self._menu_seats)
            kind = ""
            if bot and info is not None:
                level = BOT_LEVEL_NAMES.get(info.level, info.level)
                kind = (QCoreApplication.translate("SeatCard", "Bot, %1")
                        .replace("%1", QCoreApplication.translate("LobbyScreen", level)))
            away_words = self.tr(", away, a bot plays for them") if bot_playing else self.tr(", away") if away else ""
            spoken = (self.tr("%1, %2 tiles%3%4").replace("%1", name)
                      .replace("%2", str(view.rack_counts[seat]))
                      .replace("%3", (self.tr(", opened") if view.opened[seat] else "") + away_words)
                      .replace("%4", self.tr(", playing now") if current else ""))
            if total is not None:
                #: Read out after a player's tiles: their running total of the round.
                spoken += self.tr(", total %1").replace("%1", signed(total))
            label.setAccessibleName(spoken)
            label.setAccessibleDescription(kind)
            # The bar's signs (✓ Σ, a bot's square) in words, where the pointer rests on them, and the owner's menu.
            label.setToolTip("\n".join(t for t in (kind, spoken, label.toolTip() if label.has_menu else "") if t))
        self._update_tab_stop()
        self._pool.setText(self.tr("Pool %1").replace("%1", str(view.pool_size)))
        self._game.setText(self.tr("Game %1 / %2").replace("%1", str(game_number)).replace("%2", str(games)))
        self._game.setVisible(games > 1)  # a table of one game: "Game 1 / 1" would say nothing

    # --- the owner's menu ------------------------------------------------------------------------

    def seat_menu(self, seat: int) -> QMenu | None:
        """The owner's menu for a player's entry: "Give seat to a bot" with a level (``None`` where
        the seat is not theirs to give: their own, a bot's, or not the owner's table)."""
        if seat not in self._menu_seats:
            return None
        menu = QMenu(self)
        name = self._seats[seat].name if seat < len(self._seats) else ""
        menu.setAccessibleName(self.tr("%1's seat").replace("%1", name))
        levels = menu.addMenu(self.tr("Give seat to a bot"))
        levels.setObjectName("giveSeatToBot")
        for level, label in BOT_LEVEL_NAMES.items():
            action = levels.addAction(QCoreApplication.translate("LobbyScreen", label))
            action.setData(level)
            action.triggered.connect(lambda _checked=False, lv=level: self.seat_to_bot_requested.emit(seat, lv))
        return menu

    def _open_menu(self, seat: int, where: QPoint) -> None:
        menu = self.seat_menu(seat)
        if menu is None:
            return
        if self.menu is not None:
            self.menu.close()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.aboutToHide.connect(self._on_menu_hidden)
        self.menu = menu
        menu.popup(where)

    def _on_menu_hidden(self) -> None:
        self.menu = None


def count_text(tiles: int) -> str:
    """A player's tile count, two figures wide (a figure space before 9 and less): the bar does not
    shift along as a count goes from 10 to 9. In rich text it keeps its space with white-space:pre."""
    return str(tiles).rjust(2, "\N{FIGURE SPACE}")


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
