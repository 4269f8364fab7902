"""Settings in one place: language, sound, the bots' pace, the theme, larger tiles and high-contrast
tiles. Each is kept in QSettings under the key the rest of the app already reads (the language box's,
the game screen's sound, the bot dialog's pace), so nothing is stored twice; a change applies at once."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from rummi_qt.i18n import LANGUAGE_KEY, SYSTEM_LANGUAGE

from .bot_game_dialog import PACE_KEY, PACES_MS, pace_name, remembered_pace
from .language_box import LanguageBox

SOUND_KEY = "player/sound"  # "true" or "false": the game screen's Sound button
THEME_KEY = "appearance/theme"  # "system", "light" or "dark"
LARGE_TILES_KEY = "appearance/large_tiles"  # "true": the table's tiles a size larger
HIGH_CONTRAST_KEY = "appearance/high_contrast"  # "true": white faces, dark edges, deeper inks
THEMES = ("system", "light", "dark")


def flag(settings: QSettings, key: str, default: bool = False) -> bool:
    value = settings.value(key)
    return default if value is None else str(value).lower() == "true"


class SettingsDialog(QDialog):
    """The player's settings; signals say what changed, the moment it changes."""

    language_chosen = Signal(str)
    theme_chosen = Signal(str)
    sound_changed = Signal(bool)
    tiles_changed = Signal(bool, bool)  # larger, high contrast

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setObjectName("settingsDialog")
        self.language = LanguageBox(str(settings.value(LANGUAGE_KEY, SYSTEM_LANGUAGE) or SYSTEM_LANGUAGE))
        self.language.language_chosen.connect(self.language_chosen.emit)
        self.sound = QCheckBox()
        self.sound.setChecked(flag(settings, SOUND_KEY, True))
        self.sound.toggled.connect(self._on_sound)
        self.pace = QComboBox()
        current = remembered_pace(settings)
        for ms in sorted({*PACES_MS, current}):
            self.pace.addItem(pace_name(ms), ms)
        self.pace.setCurrentIndex(self.pace.findData(current))
        self.pace.activated.connect(lambda _index: settings.setValue(PACE_KEY, int(self.pace.currentData())))
        self.theme = QComboBox()
        for choice in THEMES:
            self.theme.addItem("", choice)
        self.theme.setCurrentIndex(max(0, self.theme.findData(str(settings.value(THEME_KEY, "system")))))
        self.theme.activated.connect(lambda _index: self.theme_chosen.emit(str(self.theme.currentData())))
        self.large_tiles = QCheckBox()
        self.large_tiles.setChecked(flag(settings, LARGE_TILES_KEY))
        self.high_contrast = QCheckBox()
        self.high_contrast.setChecked(flag(settings, HIGH_CONTRAST_KEY))
        for box in (self.large_tiles, self.high_contrast):
            box.toggled.connect(self._on_tiles)

        form = QFormLayout()
        form.setHorizontalSpacing(18)  # "Botternes tempo", "Bottien tahti": long labels never touch their field
        form.setVerticalSpacing(8)
        self._labels: list[QLabel] = []
        for field in (self.language, self.sound, self.pace, self.theme, self.large_tiles, self.high_contrast):
            label = QLabel()
            label.setBuddy(field)
            self._labels.append(label)
            form.addRow(label, field)
        self.note = QLabel()
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self._retranslate()

    def _retranslate(self) -> None:
        """Every text in the language now installed: the dialog follows a language chosen in it at once."""
        self.setWindowTitle(self.tr("Settings"))
        self.sound.setText(self.tr("A sound when my turn begins"))
        self.pace.setAccessibleName(self.tr("Bots' pace"))
        for index in range(self.pace.count()):
            self.pace.setItemText(index, pace_name(int(self.pace.itemData(index))))
        self.theme.setAccessibleName(self.tr("Theme"))
        for index, label in enumerate((self.tr("As the system"), self.tr("Light"), self.tr("Dark"))):
            self.theme.setItemText(index, label)
        self.large_tiles.setText(self.tr("Larger tiles"))
        self.high_contrast.setText(self.tr("High-contrast tiles (white faces, bold edges)"))
        texts = (self.tr("&Language"), self.tr("&Sound"), self.tr("&Bots' pace"), self.tr("&Theme"),
                 self.tr("T&iles"), "")
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.note.setText(self.tr("Changes apply at once and are remembered."))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _on_sound(self, on: bool) -> None:
        self._settings.setValue(SOUND_KEY, "true" if on else "false")
        self.sound_changed.emit(on)

    def _on_tiles(self) -> None:
        large, contrast = self.large_tiles.isChecked(), self.high_contrast.isChecked()
        self._settings.setValue(LARGE_TILES_KEY, "true" if large else "false")
        self._settings.setValue(HIGH_CONTRAST_KEY, "true" if contrast else "false")
        self.tiles_changed.emit(large, contrast)
