"""Players' avatars: the name's initial on a colour of the seat's own (a bot's number on a rounded
square), a ring around whoever's turn it is. Drawn with QPainter (no pictures to ship, crisp at every size)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .paint_cache import draw_cached
from .theme import avatar_colour


def initial(name: str, bot: bool = False) -> str:
    """The first letter or digit of a name ("?" for none); for a bot the number its name ends with
    ("Bot 2": "2"), so that Bot 1, Bot 2 and Bob do not all read "B"."""
    if bot:
        number = name.rstrip()[len(name.rstrip().rstrip("0123456789")):]
        if number:
            return number
    return next((ch.upper() for ch in name if ch.isalnum()), "?")


def paint_avatar(painter: QPainter, rect: QRectF, name: str, seat: int, *, bot: bool = False,
                 ring: QColor | None = None, empty: bool = False) -> None:
    """A disc (a rounded square for a bot) with the initial; a dashed outline for an empty seat.
    Drawn once per look and copied after that (the players bar repaints it every clock second)."""
    ring_name = "" if ring is None else ring.name(QColor.NameFormat.HexArgb)
    key = f"avatar:{initial(name, bot)}:{avatar_colour(seat)}:{bot}:{empty}:{ring_name}"
    draw_cached(painter, rect, key, lambda p, r: _paint_avatar(p, r, name, seat, bot=bot, ring=ring, empty=empty))


def _paint_avatar(painter: QPainter, rect: QRectF, name: str, seat: int, *, bot: bool,
                  ring: QColor | None, empty: bool) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner = rect.adjusted(3, 3, -3, -3) if ring is not None else rect
    if ring is not None:
        painter.setPen(QPen(ring, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        around = rect.adjusted(1.5, 1.5, -1.5, -1.5)
        if bot:  # the ring keeps the bot's square shape (a circle made it read as someone else)
            painter.drawRoundedRect(around, around.width() * 0.28, around.width() * 0.28)
        else:
            painter.drawEllipse(around)
    if empty:
        pen = QPen(QColor(160, 166, 172), 2.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(inner.adjusted(1, 1, -1, -1))
        painter.restore()
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(avatar_colour(seat)))
    if bot:
        painter.drawRoundedRect(inner, inner.width() * 0.24, inner.width() * 0.24)
    else:
        painter.drawEllipse(inner)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, round(inner.height() * 0.5)))
    painter.setFont(font)
    painter.setPen(QColor("#ffffff"))
    painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, initial(name, bot))
    painter.restore()


class Avatar(QWidget):
    """One avatar as a widget (the lobby's seat cards)."""

    def __init__(self, side: int = 40, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._side = side
        self._name, self._seat, self._bot, self._empty = "", 0, False, True
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_person(self, name: str, seat: int, *, bot: bool = False, empty: bool = False) -> None:
        self._name, self._seat, self._bot, self._empty = name, seat, bot, empty
        self.update()

    @property
    def letter(self) -> str:
        return "" if self._empty else initial(self._name, self._bot)

    def sizeHint(self) -> QSize:
        return QSize(self._side, self._side)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        side = min(self.width(), self.height())
        rect = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        paint_avatar(painter, rect, self._name, self._seat, bot=self._bot, empty=self._empty)
        painter.end()
