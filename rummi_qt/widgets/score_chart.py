"""A small chart of the player's score over their last games: one bar per game above or below
zero, drawn with QPainter (no charting library)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

WIN = QColor("#2da44e")
LOSS = QColor("#cf222e")


class ScoreChart(QWidget):
    """Bars of ``scores`` (oldest first); the newest is on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores: list[int] = []
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(self.tr("Your score over your last games"))

    def set_scores(self, scores: list[int]) -> None:
        self.scores = list(scores)
        self.setAccessibleDescription(", ".join(str(s) for s in self.scores) or self.tr("No games yet"))
        self.setToolTip(self.accessibleDescription())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(320, 140)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(34, 8, -8, -8)
        text = self.palette().windowText().color()
        if not self.scores:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            painter.end()
            return
        top = max(1, max(self.scores))
        bottom = min(0, min(self.scores))
        span = top - bottom or 1

        def y(value: float) -> float:
            return area.top() + (top - value) / span * area.height()

        zero = y(0)
        painter.setPen(QPen(text, 1))
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        for value in sorted({top, bottom, 0}):
            if value and abs(y(value) - zero) < 16:
                continue  # too close to the zero line to label apart
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRectF(0, y(value) - 8, 30, 16), align, str(value))
        step = area.width() / len(self.scores)
        width = max(2.0, min(28.0, step * 0.7))
        painter.setPen(Qt.PenStyle.NoPen)
        for index, score in enumerate(self.scores):
            pitch = min(step, width / 0.7)  # few games: narrow bars, the newest on the right
            x = area.right() - (len(self.scores) - index) * pitch + (pitch - width) / 2
            painter.setBrush(WIN if score >= 0 else LOSS)
            painter.drawRect(QRectF(x, min(zero, y(score)), width, max(1.0, abs(y(score) - zero))))
        painter.end()
