"""The PIN prompt of a table that needs one: asked when the player joins, and again at once after a
wrong PIN, with the reason shown as a warning inside the prompt (not a separate message box)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QStyle,
    QVBoxLayout,
    QWidget,
)

MAX_PIN = 32


class PinDialog(QDialog):
    """Asks for the PIN of ``table`` (its name, or its address when joined by address). Opened with
    ``open()``, it does not block: ``accepted`` or ``rejected`` say what the player chose."""

    def __init__(self, table: str, *, wrong: bool = False, wait_ms: int = 0, watching: bool = False,
                 parent: QWidget | None = None) -> None:
        """``wrong``: the last PIN was refused. ``wait_ms``: the table looks at no PIN for so long (too
        many wrong ones were tried): Join waits that long."""
        super().__init__(parent)
        self.setObjectName("PinDialog")
        self.setWindowTitle((self.tr("Watch %1") if watching else self.tr("Join %1")).replace("%1", table))
        self.message = QLabel(self.tr("%1 needs a PIN. Ask the host for it.").replace("%1", table))
        self.message.setWordWrap(True)

        # The warning keeps its place in the layout only when shown, so a first prompt is not taller.
        self.warning = QWidget()
        self.warning.setObjectName("warning")
        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        self.warning_text = QLabel(self.tr("Wrong PIN. Try again."))
        self.warning_text.setWordWrap(True)
        font = self.warning_text.font()
        font.setBold(True)
        self.warning_text.setFont(font)
        row = QHBoxLayout(self.warning)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(icon)
        row.addWidget(self.warning_text, 1)
        self.warning.setVisible(wrong or wait_ms > 0)
        self._waiting = wait_ms > 0
        if self._waiting:
            seconds = max(1, round(wait_ms / 1000))
            self.warning_text.setText(self.tr("Too many wrong PINs were tried at this table. You can try again "
                                              "in %1 s.").replace("%1", str(seconds)))
            # Precise: a coarse timer may fire a little early, and a PIN tried before the table's
            # wait is over is turned away again.
            timer = QTimer(self, singleShot=True, timerType=Qt.TimerType.PreciseTimer)
            timer.timeout.connect(self._wait_over)
            timer.start(wait_ms)

        self.edit = QLineEdit()
        self.edit.setObjectName("pin")
        self.edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit.setMaxLength(MAX_PIN)
        self.edit.setPlaceholderText(self.tr("PIN"))
        self.edit.setAccessibleName(self.tr("PIN"))
        if wrong:  # a screen reader hears why it is asked again
            self.edit.setAccessibleDescription(self.warning_text.text())
        label = QLabel(self.tr("&PIN:"))
        label.setBuddy(self.edit)
        field = QHBoxLayout()
        field.addWidget(label)
        field.addWidget(self.edit, 1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("&Watch") if watching else self.tr("&Join"))
        self.join_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.edit.textChanged.connect(self._update_join)

        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.warning)
        layout.addLayout(field)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(360)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.edit.setFocus()

    def pin(self) -> str:
        return self.edit.text().strip()

    def _update_join(self) -> None:
        self.join_button.setEnabled(bool(self.pin()) and not self._waiting)

    def _wait_over(self) -> None:
        self._waiting = False
        self.warning_text.setText(self.tr("You can try the PIN again now."))
        self._update_join()
