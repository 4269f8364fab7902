"""Small Qt helpers shared by widget tests."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


class PaintCounter(QObject):
    """An event filter that counts paint events (to prove a widget stays still while idle)."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False
