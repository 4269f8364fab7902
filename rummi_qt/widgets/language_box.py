"""The language choice: English, suomi, dansk, or the system's language, each named in its own tongue."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from rummi_qt.i18n import SYSTEM_LANGUAGE

# Each language by its own name (what a Finn looks for in a Danish window is "suomi"): never translated.
LANGUAGE_NAMES = {"en": "English", "fi": "suomi", "da": "dansk"}


class LanguageBox(QComboBox):
    """Pick the interface language; ``language_chosen`` says which, only when the player changes it."""

    language_chosen = Signal(str)  # a code of LANGUAGE_NAMES, or SYSTEM_LANGUAGE

    def __init__(self, choice: str = SYSTEM_LANGUAGE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.addItem("", SYSTEM_LANGUAGE)
        for code, name in LANGUAGE_NAMES.items():
            self.addItem(name, code)
        self.set_choice(choice)
        self._retranslate()
        self.activated.connect(lambda index: self.language_chosen.emit(str(self.itemData(index))))

    def set_choice(self, choice: str) -> None:
        index = self.findData(choice)
        self.setCurrentIndex(index if index >= 0 else 0)

    def choice(self) -> str:
        return str(self.currentData())

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Language"))
        self.setToolTip(self.tr("The language of the window; it changes at once"))
        self.setItemText(0, self.tr("System language"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:  # a box that outlives the change (in Settings)
            self._retranslate()
        super().changeEvent(event)
