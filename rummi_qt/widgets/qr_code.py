"""A QR code of a join link, drawn with QPainter from segno's module matrix (crisp at any size)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

QUIET = 4  # modules of light border the standard asks for around the code


class QrCode(QWidget):
    """Dark modules on white, a square as large as the widget allows (white in the dark theme too:
    phone cameras read dark on light)."""

    def __init__(self, parent: QWidget | None = None, side: int = 148) -> None:
        super().__init__(parent)
        self._text = ""
        self._modules: list[tuple[int, ...]] = []
        self._side = side
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Join code"))

    @property
    def text(self) -> str:
        return self._text

    @property
    def modules(self) -> list[tuple[int, ...]]:
        """The code's rows of modules (1 dark), quiet zone included: what is painted."""
        return list(self._modules)

    def set_text(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        import segno  # here, not at start-up: it (and the writers it loads) costs a start tens of ms

        self._modules = list(segno.make(text, error="m", micro=False).matrix_iter(border=QUIET)) if text else []
        self.setAccessibleDescription(text)
        self.setToolTip(self.tr("Scan to join: %1").replace("%1", text) if text else "")
        self.setVisible(bool(text))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self._side, self._side)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._modules:
            return
        painter = QPainter(self)
        count = len(self._modules)
        module = max(1, min(self.width(), self.height()) // count)  # whole pixels: sharp edges
        size = module * count
        left, top = (self.width() - size) // 2, (self.height() - size) // 2
        painter.fillRect(QRectF(left, top, size, size), QColor("#ffffff"))
        dark = QColor("#000000")
        for y, row in enumerate(self._modules):
            x = 0
            while x < count:  # runs of dark modules as one rectangle each
                if row[x]:
                    start = x
                    while x < count and row[x]:
                        x += 1
                    painter.fillRect(left + start * module, top + y * module, (x - start) * module, module, dark)
                else:
                    x += 1
        painter.end()
