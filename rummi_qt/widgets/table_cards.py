"""The start screen's tables drawn as cards: the name in bold (a lock when it needs a PIN), the host,
the seats as filled and empty dots, and "waiting"/"in play" as a coloured pill. The rows stay the
list's rows (keyboard, screen readers and tests read the same item texts); only the painting is new."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from .theme import DARK_UI, LIGHT_UI, Ui

STATE_ROLE = Qt.ItemDataRole.UserRole + 1  # "lobby", "playing", "finished" or "incompatible"
SEATS_ROLE = Qt.ItemDataRole.UserRole + 2  # (taken, total)
PIN_ROLE = Qt.ItemDataRole.UserRole + 3  # True: the table needs a PIN (a lock before its name)
DOT = 11  # a seat's dot, in pixels
GAP = 4
PAD = 10


def ui_of(widget: QWidget) -> Ui:
    """The theme's colours, read from what the style sheet made of the list's background."""
    return DARK_UI if widget.palette().base().color().lightness() < 128 else LIGHT_UI


class TableCardDelegate(QStyledItemDelegate):
    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        height = round(option.fontMetrics.height() * 2.6)
        width = size.width() + 2 * PAD
        if index.column() == 0:
            bold = QFont(option.font)
            bold.setBold(True)


            width = max(width, QFontMetrics(bold).horizontalAdvance(str(index.data())) + size.height() + 3 * PAD)
        seats = index.data(SEATS_ROLE)
        if index.column() == 2 and isinstance(seats, tuple):
            width = max(width, seats[1] * (DOT + GAP) + 2 * PAD)
        return QSize(width, max(size.height(), height))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        view = option.widget
        ui = ui_of(view) if view is not None else LIGHT_UI
        rect = QRectF(option.rect).adjusted(0, 4, 0, -4)
        columns = index.model().columnCount(index.parent())
        first, last = index.column() == 0, index.column() == columns - 1
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The card: one rounded rectangle over the row's cells (each cell draws its part).
        card = QPainterPath()
        whole = rect.adjusted(-40 if not first else 4, 0, 40 if not last else -4, 0)
        card.addRoundedRect(whole, 10, 10)
        painter.setClipRect(option.rect)
        painter.fillPath(card, QColor(ui.button_hover if selected else ui.card))
        painter.setPen(QPen(QColor(ui.selection if selected else ui.card_edge), 2.0 if selected else 1.0))
        painter.drawPath(card)
        text_colour = QColor(ui.card_text if enabled else ui.disabled_text)
        inner = rect.adjusted(PAD + (4 if first else 0), 0, -PAD, 0)
        painter.setPen(text_colour)
        column = index.column()
        if column == 0:
            side = option.fontMetrics.height()
            if index.data(PIN_ROLE):
                from .start_screen import lock_icon  # the list's own padlock, in the card's ink

                lock_icon(side, text_colour).paint(painter, int(inner.left()), int(inner.center().y() - side / 2),
                                                   side, side)
            font = QFont(option.font)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(inner.adjusted(side + 6, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, str(index.data()))
        elif column == 2 and isinstance(index.data(SEATS_ROLE), tuple):
            taken, total = index.data(SEATS_ROLE)
            x, y = inner.left(), inner.center().y() - DOT / 2
            for seat in range(total):
                dot = QRectF(x + seat * (DOT + GAP), y, DOT, DOT)
                if seat < taken:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(ui.selection))
                else:
                    painter.setPen(QPen(QColor(ui.card_muted), 1.5))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(dot.adjusted(0.75, 0.75, -0.75, -0.75))
        elif column == 3:
            state = index.data(STATE_ROLE)
            fill = {"lobby": "#d5f5dc", "playing": "#fde7b0"}.get(str(state), "#e3e5e8")
            ink = {"lobby": "#0f5323", "playing": "#5c3b00"}.get(str(state), "#3d4248")
            width = option.fontMetrics.horizontalAdvance(str(index.data())) + 16
            pill = QRectF(inner.left() - 8, inner.center().y() - option.fontMetrics.height() / 2 - 3,
                          width, option.fontMetrics.height() + 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(fill))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(QColor(ink))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(index.data()))
        else:
            painter.drawText(inner, Qt.AlignmentFlag.AlignVCenter, str(index.data()))
        painter.restore()
