"""The table cloth behind every screen: a soft radial gradient. Widgets that repaint every second
(the turn clock, the avatar under its ring) paint the cloth behind themselves and say they are
opaque, so that Qt does not repaint the window's other layers beneath them each time."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QWidget

from .theme import LIGHT_UI, Ui


class Felt(QWidget):
    """The cloth itself (the main window's central widget), repainted only when exposed."""

    ui: Ui = LIGHT_UI

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
