"""A small celebration when a game is won: confetti in the tiles' colours falls over the table for
a second and a half, then every piece leaves the scene and nothing runs any more."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QEasingCurve, QObject, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from .table_overlays import Z_DRAGGED

CELEBRATION_MS = 1600
PIECES = 70
COLOURS = ("#1f6feb", "#d1244f", "#c76a00", "#1f2328", "#f2b400", "#2da44e")


class Celebration(QObject):
    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None, seed: int = 7) -> None:
        super().__init__(parent)
        self._scene = scene
        self._pieces: list[tuple[QGraphicsRectItem, float, float, float, float, float]] = []
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(CELEBRATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._clear)
        self._rng = random.Random(seed)

    @property
    def running(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    @property
    def pieces(self) -> int:
        return len(self._pieces)

    def start(self) -> None:
        self._clear()
        area = self._scene.sceneRect()
        size = max(6.0, area.width() / 140)
        for index in range(PIECES):
            item = QGraphicsRectItem(QRectF(-size / 2, -size * 0.3, size, size * 0.6))
            item.setBrush(QColor(COLOURS[index % len(COLOURS)]))
            item.setPen(Qt.PenStyle.NoPen)
            item.setZValue(Z_DRAGGED + 10)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._scene.addItem(item)
            x = area.left() + self._rng.random() * area.width()
            fall = area.height() * (0.7 + self._rng.random() * 0.5)
            delay = self._rng.random() * 0.35
            sway = (self._rng.random() - 0.5) * size * 8
            spin = (self._rng.random() - 0.5) * 1080
            self._pieces.append((item, x, fall, delay, sway, spin))
        self._step(0.0)
        self._animation.start()

    def finish(self) -> None:
        self._animation.stop()
        self._clear()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        top = self._scene.sceneRect().top()
        for item, x, fall, delay, sway, spin in self._pieces:
            local = max(0.0, min(1.0, (t - delay) / (1 - delay)))
            item.setPos(x + sway * math.sin(local * math.pi * 2), top - 20 + fall * local)
            item.setRotation(spin * local)
            item.setOpacity(1.0 if local < 0.8 else max(0.0, (1 - local) / 0.2))

    def _clear(self) -> None:
        for item, *_ in self._pieces:
            if item.scene() is self._scene:
                self._scene.removeItem(item)
        self._pieces = []
