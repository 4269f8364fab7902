"""The PIN prompt of a table that needs one: asked when the player joins, and again at once after a
wrong PIN, with the reason shown as a warning inside the prompt (not a separate message box)."""

from __future__ import annotations

from PySide6.QtCore import Qt
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

    def __init__(self, table: str, *, wrong: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PinDialog")
        self.setWindowTitle(self.tr("Join %1").replace("%1", table))
        self.message = QLabel(self.tr("%1 needs a PIN. Ask the host for it.").replace("%1", table))
        self.message.setWordWrap(True)

        # The warning keeps its place in the layout only when shown, so a first prompt is not taller.
        self.warning = QWidget()
        self.warning.setObjectName("warning")
        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        self.warning_text = QLabel(self.tr("Wrong PIN. Try again."))
        font = self.warning_text.font()
        font.setBold(True)
        self.warning_text.setFont(font)
        row = QHBoxLayout(self.warning)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(icon)
        row.addWidget(self.warning_text, 1)
        self.warning.setVisible(wrong)

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

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("&Join"))
        self.join_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.edit.textChanged.connect(lambda text: self.join_button.setEnabled(bool(text.strip())))

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
