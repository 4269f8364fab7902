"""The table cloth behind every screen: a soft radial gradient. What changes every second (the turn
clock, the ring around an avatar) is shown by a :class:`FeltPicture`: pictures drawn ahead with the
cloth behind them, shown by an opaque label, so that Qt repaints that small rectangle alone (not the
window's other layers beneath it) and no Python paint code runs for a second."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QRadialGradient
from PySide6.QtWidgets import QLabel, QWidget
from shiboken6 import isValid

from .theme import LIGHT_UI, Ui


class Felt(QWidget):
    """The cloth itself (the main window's central widget), repainted only when exposed."""

    ui: Ui = LIGHT_UI

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pictures: weakref.WeakSet[FeltPicture] = weakref.WeakSet()  # lying on it: see paintEvent

    def lay(self, picture: FeltPicture) -> None:
        """``picture`` lies on the cloth: it is checked whenever the cloth repaints."""
        self._pictures.add(picture)

    def paint_cloth(self, painter: QPainter, area: QRectF) -> None:
        """Fills ``area`` (in this widget's coordinates, as ``painter`` is) with the cloth."""
        whole = QRectF(self.rect())
        gradient = QRadialGradient(whole.center(), max(whole.width(), whole.height()) * 0.7)
        gradient.setColorAt(0.0, QColor(self.ui.felt_centre))
        gradient.setColorAt(1.0, QColor(self.ui.felt_edge))
        painter.fillRect(area, gradient)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint_cloth(painter, QRectF(self.rect()))
        painter.end()
        # The cloth repaints when something on it moved, or it was resized or retinted: the pictures
        # drawn ahead with the cloth behind them are checked (and drawn again where the cloth behind
        # them changed) before Qt paints them, in this same pass.
        for picture in list(self._pictures):
            if not picture.check():
                self._pictures.discard(picture)


def felt_behind(widget: QWidget) -> Felt | None:
    """The cloth ``widget`` lies on, if any."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, Felt):
        parent = parent.parentWidget()
    return parent


ORIGIN = QPoint(0, 0)


class FeltSpot:
    """Where a widget lies on the cloth, asked cheaply before each paint of a picture drawn ahead
    (the cloth behind it changes when it or any of its parents moves, or the cloth is resized or
    retinted). The cloth is looked up once (again after :meth:`forget`, when the widget moves to
    another parent)."""

    def __init__(self, widget: QWidget) -> None:
        self._widget = widget
        self._felt: Felt | None = None

    def key(self) -> tuple[object, ...] | None:
        """Equal keys mean the same cloth behind the widget (``None``: not on a cloth)."""
        felt = self._felt
        if felt is None:
            felt = self._felt = felt_behind(self._widget)
            if felt is None:
                return None
        return (self._widget.mapTo(felt, ORIGIN), felt.size(), felt.ui)

    def forget(self) -> None:
        self._felt = None


def paint_felt_behind(widget: QWidget, painter: QPainter, area: QRect) -> None:
    """Paints what lies behind ``area`` of ``widget`` (the parents between it and the cloth paint
    nothing of their own): the cloth, or the palette's window colour away from it."""
    felt = felt_behind(widget)
    if felt is None:
        painter.fillRect(area, widget.palette().window())
        return
    offset = widget.mapTo(felt, ORIGIN)
    painter.save()
    painter.translate(-offset.x(), -offset.y())
    felt.paint_cloth(painter, QRectF(area.translated(offset)))
    painter.restore()


NOTHING: Any = object()  # a picture's key when it shows none


class FeltPicture:
    """The part of ``owner`` at ``area`` that changes every second (the turn clock, the ring around an
    avatar), shown by a plain label holding a picture drawn ahead: a second sets the label's
    picture, and Qt repaints that opaque rectangle alone from C++, no Python paint code and no
    parent's paint. ``ahead(key)``: the keys that come next, drawn with ``key`` in one batch.

    The picture of ``key`` is ``under(painter, key)`` then ``over(painter, key, memo)``, in the
    owner's coordinates, the cloth behind included (as the owner paints itself): what is under is the
    same for the keys of one ``under_key(key)`` (the cloth, the clock's face, the avatar), drawn once
    for a batch and copied under each key's own part (a radial gradient and antialiased shapes cost
    far more than a copy and a few figures, once a second). ``over`` sets the painter's state it
    needs (pen, font, hints); ``memo`` is a dict for the batch, to keep what it works out once for
    all its keys (colours, fonts, rectangles).

    The pictures are drawn again when the cloth behind changes (:meth:`check`: the cloth asks when
    it repaints, which it does when something on it moved), and when the owner says its look
    changed (:meth:`forget`). While the owner is disabled (a label would grey the picture), the
    label hides and the owner paints the area itself."""

    def __init__(self, owner: QWidget, name: str, under: Callable[[QPainter, Any], None],
                 over: Callable[[QPainter, Any, dict[Any, Any]], None],
                 under_key: Callable[[Any], Any] = lambda _key: None,
                 ahead: Callable[[Any], Iterable[Any]] = lambda _key: ()) -> None:
        self._owner = owner
        self._under, self._over, self._under_key = under, over, under_key
        self._ahead = ahead
        self.label = QLabel(owner)
        self.label.setObjectName(name)
        self.label.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # its picture covers it
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks are the owner's
        self.label.hide()
        self._area = QRect()
        self._spot = FeltSpot(owner)
        self._place: object = None  # where on the cloth the pictures were drawn
        self._frames: dict[Any, QPixmap] = {}
        self.key: Any = NOTHING  # what it shows
        self._live = False  # the label shows the owner's pictures (and it is enabled): a second sets one
        self._set_pixmap = self.label.setPixmap

    def place(self, area: QRect) -> None:
        """Where in the owner the picture lies (a fixed size: a new picture asks no layout)."""
        if area != self._area:
            self._area = QRect(area)
            self.label.setFixedSize(area.size())
            self.label.move(area.topLeft())
            self.forget()

    def show(self, key: Any) -> None:
        """Shows the picture of ``key`` (drawn with the next ones' when missing). Runs every second,
        touching Qt for the picture alone (each call into Qt costs, after a second asleep)."""
        self.key = key
        frame = self._frames.get(key)
        if frame is not None and self._live:
            self._set_pixmap(frame)
            return
        if frame is None:
            frame = self._draw_ahead(key)
        self._live = frame is not None and self._owner.isEnabled()
        if frame is not None and self._live:
            self._set_pixmap(frame)
            self.label.show()
        else:
            self.label.hide()
            self._owner.update(self._area)

    def hide(self) -> None:
        """Shows nothing: the owner paints the area itself again."""
        self.key = NOTHING
        self._frames.clear()
        self._live = False
        self.label.hide()

    def clear(self) -> None:
        """The pictures drawn ahead go (what they show changes, apart from the key): drawn on the next show."""
        self._frames.clear()

    def forget(self) -> None:
        """The look changed (the palette, the font, the parent, the owner's own): drawn again now."""
        self._frames.clear()
        self._spot.forget()
        if self.key is not NOTHING:
            self.show(self.key)

    def check(self) -> bool:
        """Draws the picture shown again if the cloth behind it changed. False once the label is gone."""
        if not isValid(self.label):
            return False
        if self.key is not NOTHING and self._spot.key() != self._place:
            self.forget()
        return True

    def _draw_ahead(self, key: Any) -> QPixmap | None:
        area = self._area
        self._frames.clear()
        self._place = self._spot.key()
        felt = felt_behind(self._owner)
        if felt is not None:
            felt.lay(self)
        if area.isEmpty():
            return None
        ratio = self._owner.devicePixelRatioF()
        font = self._owner.font()
        keys = [key, *self._ahead(key)]
        unders: dict[Any, QPixmap] = {}
        for each in keys:
            under_key = self._under_key(each)
            if under_key not in unders:
                under = unders[under_key] = QPixmap(round(area.width() * ratio), round(area.height() * ratio))
                under.setDevicePixelRatio(ratio)
                painter = QPainter(under)
                painter.setFont(font)
                painter.translate(-area.x(), -area.y())
                self._under(painter, each)
                painter.end()
        # The batch's pictures one below the other in one strip, by one painter (a painter costs as
        # much as a picture's drawing), then cut apart: each call into Qt counts here.
        width, height = round(area.width() * ratio), round(area.height() * ratio)
        strip = QPixmap(width, height * len(keys))
        strip.setDevicePixelRatio(ratio)
        painter = QPainter(strip)
        painter.setFont(font)
        painter.translate(-area.x(), -area.y())
        # A row down is ``height`` device pixels, whatever the ratio rounds to.
        corner, down, over, under_key = area.topLeft(), height / ratio, self._over, self._under_key
        memo: dict[Any, Any] = {}
        for row, each in enumerate(keys):
            if row:
                painter.translate(0, down)
            painter.setClipRect(area)  # the picture's own row
            painter.drawPixmap(corner, unders[under_key(each)])
            over(painter, each, memo)
        painter.end()
        for row, each in enumerate(keys):
            self._frames[each] = strip.copy(0, row * height, width, height)
        return self._frames[key]
