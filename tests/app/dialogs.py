"""Answering the app's modal questions in tests as a player would: read the box, click a button."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox


class Answer:
    """Clicks the button whose text contains ``button`` on the next message box that opens, and
    keeps its title and text. Start it before the action that opens the box."""

    def __init__(self, button: str, before: Callable[[], object] | None = None) -> None:
        self.button = button
        self.before = before  # called as the box is read, before the click: what it returns is kept
        self.seen: object = None
        self.title = ""
        self.text = ""
        self.default = ""
        self.buttons: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def _look(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            return
        self._timer.stop()
        self.title, self.text = box.windowTitle(), box.text()
        self.buttons = [b.text().replace("&", "") for b in box.buttons()]
        if self.before is not None:
            self.seen = self.before()
        default = box.defaultButton()
        self.default = "" if default is None else default.text().replace("&", "")  # what Enter would press
        for candidate in box.buttons():
            if isinstance(candidate, QAbstractButton) and self.button in candidate.text().replace("&", ""):
                candidate.click()
                return
        raise AssertionError(f"no button {self.button!r} in {[b.text() for b in box.buttons()]}")

    @property
    def answered(self) -> bool:
        return bool(self.text)
