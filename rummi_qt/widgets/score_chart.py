"""A small chart of the player's score over their last games: one bar per game above or below
zero, drawn with QPainter (no charting library). Bars spread over the width, oldest on the left,
each numbered under the chart and with a tooltip of its own naming its game and score."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

WIN = QColor("#2da44e")
LOSS = QColor("#cf222e")
MIN_BAR = 3.0  # a score of ±1 still shows a bar
LEFT, LABELS = 40, 18  # room for the scale on the left and the game numbers underneath


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"\N{MINUS SIGN}{-value}" if value < 0 else "0"


class ScoreChart(QWidget):
    """Bars of ``scores`` (oldest first); the newest is on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores: list[int] = []
        self.labels: list[str] = []
        self.setMinimumHeight(140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(self.tr("Your score over your last games"))

    def set_scores(self, scores: list[int], labels: Sequence[str] = ()) -> None:
        """``labels[i]`` names the game of ``scores[i]`` ("Kitchen, game 2") for its tooltip."""
        self.scores = list(scores)
        self.labels = list(labels)
        self.setAccessibleDescription(", ".join(signed(s) for s in self.scores) or self.tr("No games yet"))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(320, 160)

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(LEFT, 8, -8, -8 - LABELS)

    def bar_rects(self) -> list[QRectF]:
        """Each game's bar, left to right, spread over the width (at most 40 px apart)."""
        if not self.scores:
            return []
        area = self._area()
        top = max(1, max(self.scores))
        bottom = min(0, min(self.scores))
        span = top - bottom or 1

        def y(value: float) -> float:
            return area.top() + (top - value) / span * area.height()

        zero = y(0)
        pitch = min(40.0, area.width() / len(self.scores))
        width = max(3.0, pitch * 0.7)
        rects = []
        for index, score in enumerate(self.scores):
            x = area.left() + index * pitch + (pitch - width) / 2
            height = max(MIN_BAR, abs(y(score) - zero))
            top_y = zero - height if score >= 0 else zero
            rects.append(QRectF(x, top_y, width, height))
        return rects

    def bar_at(self, point: QPointF) -> int | None:
        for index, rect in enumerate(self.bar_rects()):
            column = QRectF(rect.left() - 2, 0, rect.width() + 4, self.height())
            if column.contains(point):
                return index
        return None

    def bar_tip(self, index: int) -> str:
        score = signed(self.scores[index])
        if index < len(self.labels) and self.labels[index]:
            return self.tr("%1: %2").replace("%1", self.labels[index]).replace("%2", score)
        return score

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.bar_at(QPointF(event.pos()))
            if index is None:
                QToolTip.hideText()
                event.ignore()
            else:  # a tooltip of the bar under the pointer only, not one over the whole chart
                QToolTip.showText(event.globalPos(), self.bar_tip(index), self, self.bar_rects()[index].toRect())
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        if not self.scores:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            painter.end()
            return
        area = self._area()
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
            painter.drawText(QRectF(0, y(value) - 8, LEFT - 6, 16), align, signed(value))
        rects = self.bar_rects()
        numbers = QRectF(0, area.bottom() + 8, 0, LABELS)
        every = max(1, int(24 // max(1.0, rects[1].left() - rects[0].left())) + 1) if len(rects) > 1 else 1
        for index, (rect, score) in enumerate(zip(rects, self.scores, strict=True)):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(WIN if score >= 0 else LOSS)
            painter.drawRect(rect)
            if index % every == 0 or index == len(rects) - 1:  # the games numbered, oldest 1
                painter.setPen(text)
                label = QRectF(rect.center().x() - 14, numbers.top(), 28, LABELS)
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(index + 1))
        painter.end()
