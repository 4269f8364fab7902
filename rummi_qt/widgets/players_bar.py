"""The game screen's players bar: each player's name, tiles left, opened mark, connection and whose
turn it is, the pool and the game; for the table's owner, a menu per player to give the seat to a bot."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QWidget

from rummi_qt.controller.session import SeatInfo
from rummi_qt.engine.views import PlayerView
from rummi_qt.network.table import SeatKind

from .lobby import BOT_LEVEL_NAMES
from .scoreboard import signed

_MENU_KEYS = (Qt.Key.Key_Menu, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class PlayerEntry(QLabel):
    """One player in the bar. Where the owner has something to offer, it takes the focus (Tab) and
    opens its menu on a right-click, the Menu key, Shift+F10, Enter or Space."""

    menu_requested = Signal(int, QPoint)  # seat, where to open (global)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.has_menu = False
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setContentsMargins(3, 3, 3, 3)  # room for the focus frame
        self.set_has_menu(False)

    def set_has_menu(self, has_menu: bool) -> None:
        self.has_menu = has_menu
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if has_menu else Qt.FocusPolicy.NoFocus)
        self.setToolTip(self.tr("Right-click (or press the Menu key) to give this seat to a bot") if has_menu else "")

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # a frame for the keyboard focus (a style sheet would lose the felt's text colour)
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 7, 7)
            painter.end()

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
        super().keyPressEvent(event)


class PlayersBar(QFrame):
    """Each player's name, tiles left, opened mark, connection, and whose turn it is; pool and game."""

    seat_to_bot_requested = Signal(int, str)  # seat, bot level: the owner chose it in a player's menu

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersBar")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(12, 6, 12, 6)
        self._labels: list[PlayerEntry] = []
        self._pool = QLabel()
        self._game = QLabel()
        self._layout.addStretch(1)
        self._layout.addWidget(self._pool)
        self._layout.addWidget(self._game)
        self._seats: list[SeatInfo] = []
        self._menu_seats: set[int] = set()
        self.menu: QMenu | None = None  # the menu open now, if any

    def set_seats(self, seats: list[SeatInfo], menu_seats: Iterable[int] = ()) -> None:
        """The lobby's seats (names, bots, connections) and the seats the owner may give to a bot."""
        self._seats = list(seats)
        self._menu_seats = set(menu_seats)

    def entry(self, seat: int) -> PlayerEntry:
        return self._labels[seat]

    def show_view(self, view: PlayerView, names: list[str], game_number: int, games: int,
                  totals: list[int] | None = None) -> None:
        """``totals``: each seat's running total of the round so far, or ``None`` to show none."""
        while len(self._labels) < view.seats:
            label = PlayerEntry(len(self._labels))
            label.menu_requested.connect(self._open_menu)
            self._layout.insertWidget(len(self._labels), label)
            self._labels.append(label)
        for seat, label in enumerate(self._labels):
            label.setVisible(seat < view.seats)
            if seat >= view.seats:
                continue
            info = self._seats[seat] if seat < len(self._seats) else None
            bot = info is not None and info.kind is SeatKind.BOT
            name = names[seat] if seat < len(names) and names[seat] else self.tr("Seat %1").replace("%1", str(seat + 1))
            if seat == view.seat:
                name = self.tr("%1 (you)").replace("%1", name)
            opened = "✓" if view.opened[seat] else ""
            away = info is not None and not bot and not info.connected
            bot_playing = away and info is not None and info.bot_playing
            parts = ["⟲" if bot else "", f"<b>{_escape(name)}</b>", str(view.rack_counts[seat]), opened]
            if away:
                parts.append(self.tr("(away, bot playing)") if bot_playing else self.tr("(away)"))
            total = totals[seat] if totals is not None and seat < len(totals) else None
            if total is not None:
                parts.append(f"\N{N-ARY SUMMATION}\N{NO-BREAK SPACE}{signed(total)}")  # a sign, in no language
            current = seat == view.current and view.result is None
            style = "background:#f2cc60;color:#1f2328;border-radius:6px;padding:2px 8px;" if current else \
                "padding:2px 8px;"
            label.setText(f"<span style='{style}'>{' '.join(p for p in parts if p)}</span>")
            label.set_has_menu(seat in self._menu_seats)
            if bot and info is not None:
                level = BOT_LEVEL_NAMES.get(info.level, info.level)
                label.setToolTip(QCoreApplication.translate("SeatCard", "Bot, %1")
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
            label.setAccessibleDescription(label.toolTip())
        self._pool.setText(self.tr("Pool %1").replace("%1", str(view.pool_size)))
        self._game.setText(self.tr("Game %1 / %2").replace("%1", str(game_number)).replace("%2", str(games)))

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


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
