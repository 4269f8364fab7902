"""Small drawings that are repainted often but rarely change (an avatar under the turn clock's ring,
the clock's face) drawn once into a pixmap and then copied: antialiased ellipses cost a fraction of a
millisecond each, and the clock repaints them every second of every turn."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache

# Sub-pixel offsets are kept to an eighth of a pixel, so a drawing at y = 12.5 stays where it was.
STEPS = 8


def draw_cached(painter: QPainter, rect: QRectF, key: str, draw: Callable[[QPainter, QRectF], None]) -> None:
    """Draws ``draw(painter, rect)`` through a pixmap kept in Qt's pixmap cache under ``key`` (which
    must name everything the drawing depends on, apart from its size and place)."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    transform = painter.worldTransform()
    if not transform.isIdentity() and (transform.isScaling() or transform.isRotating()):
        draw(painter, rect)  # scaled or turned: a copied pixmap would blur, draw it as it is
        return
    left, top = math.floor(rect.x()), math.floor(rect.y())
    dx = round((rect.x() - left) * STEPS) / STEPS
    dy = round((rect.y() - top) * STEPS) / STEPS
    width, height = math.ceil(dx + rect.width()) + 1, math.ceil(dy + rect.height()) + 1
    full_key = f"rummi:{key}:{rect.width():.2f}x{rect.height():.2f}+{dx}+{dy}@{ratio}:{painter.font().key()}"
    pixmap = QPixmap()
    if not QPixmapCache.find(full_key, pixmap):
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setFont(painter.font())
        inner.setRenderHints(painter.renderHints())
        draw(inner, QRectF(dx, dy, rect.width(), rect.height()))
        inner.end()
        QPixmapCache.insert(full_key, pixmap)
    painter.drawPixmap(QPointF(left, top), pixmap)
