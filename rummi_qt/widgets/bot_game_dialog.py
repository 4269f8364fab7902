"""Before a game against bots: how many bots, one game or a whole round, how well the bots play and how fast.

The choice is remembered (QSettings), so the next evening starts with the same table; the dialog
decides nothing about the rules, it only says what the player chose."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from .help_dialog import add_help_key

GAMES_KEY = "bots/games"  # "one" or "round"
COUNT_KEY = "bots/count"  # how many bots play against the player
LEVEL_KEY = "bots/level"
PACE_KEY = "bots/pace_ms"  # also the pace of bots at a table this app hosts

DEFAULT_LEVEL = "normal"
DEFAULT_BOTS = 3  # the whole table of four
MOST_BOTS = 3
DEFAULT_PACE_MS = 1000
# The pace a player picks from: how long each bot turn takes at least, the glide of its tiles included.
PACES_MS = (0, 500, 1000, 2000)


@dataclass(frozen=True, slots=True)
class BotGameChoice:
    round: bool  # a round (as many games as players, each starting once) or one game
    level: str
    pace_ms: int
    bots: int = DEFAULT_BOTS  # how many bots play against the player (1-3)


def remembered_pace(settings: QSettings, fallback: int = DEFAULT_PACE_MS) -> int:
    """The bots' pace the player chose last, in milliseconds (``fallback`` before any choice)."""
    value = settings.value(PACE_KEY)
    try:
        return max(0, int(str(value))) if value is not None else fallback
    except ValueError:
        return fallback


def pace_name(ms: int) -> str:
    if ms <= 0:
        #: The bots' pace: they play at once.
        return QCoreApplication.translate("BotGameDialog", "Instant")
    seconds = QLocale().toString(ms / 1000, "g", 3)  # "0,5" in Finnish and Danish
    if ms < DEFAULT_PACE_MS:
        #: The bots' pace; {seconds} is how long a bot's turn takes, like "0.5".
        return QCoreApplication.translate("BotGameDialog", "Fast ({seconds} s a turn)").format(seconds=seconds)
    if ms == DEFAULT_PACE_MS:
        return QCoreApplication.translate("BotGameDialog", "Normal ({seconds} s a turn)").format(seconds=seconds)
    return QCoreApplication.translate("BotGameDialog", "Slow ({seconds} s a turn)").format(seconds=seconds)


def _remembered_count(settings: QSettings) -> int:
    try:
        return min(MOST_BOTS, max(1, int(str(settings.value(COUNT_KEY, DEFAULT_BOTS)))))
    except ValueError:
        return DEFAULT_BOTS


class BotGameDialog(QDialog):
    """Asks how to play against bots; ``choice()`` after it is accepted, remembered in ``settings``."""

    def __init__(self, settings: QSettings, pace_ms: int = DEFAULT_PACE_MS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("Play against bots"))
        add_help_key(self, "hosting")  # where the bots' levels are told
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        # How many bots: a quick game against one, or a full table of four (a newcomer looked for it).
        self.bots = QSpinBox()
        self.bots.setRange(1, MOST_BOTS)
        self.bots.setValue(_remembered_count(settings))
        self.bots.setAccessibleName(self.tr("Number of bots"))

        self.one_game = QRadioButton(self.tr("&One game"))
        self.round = QRadioButton()
        self._length = QButtonGroup(self)
        self._length.addButton(self.one_game)
        self._length.addButton(self.round)
        (self.round if settings.value(GAMES_KEY) == "round" else self.one_game).setChecked(True)

        from .lobby import BOT_LEVEL_WAYS, add_levels  # here: the lobby's module is not the start screen's

        self.level = QComboBox()
        add_levels(self.level)
        index = self.level.findData(str(settings.value(LEVEL_KEY, DEFAULT_LEVEL)))
        self.level.setCurrentIndex(index if index >= 0 else self.level.findData(DEFAULT_LEVEL))
        self.level.setAccessibleName(self.tr("Bots' level"))

        self.pace = QComboBox()
        current = remembered_pace(settings, pace_ms)
        for ms in sorted({*PACES_MS, current}):
            self.pace.addItem(pace_name(ms), ms)
        self.pace.setCurrentIndex(self.pace.findData(current))
        self.pace.setAccessibleName(self.tr("Bots' pace"))
        self.pace.setToolTip(self.tr("How long each bot turn takes, so that you can follow the bots' moves"))

        # How the chosen level plays, under it: the expert's hoarding is its way, not a bug.
        self.level_way = QLabel()
        self.level_way.setObjectName("muted")
        self.level_way.setWordWrap(True)

        def show_way() -> None:
            way = BOT_LEVEL_WAYS.get(str(self.level.currentData()), "")
            self.level_way.setText(QCoreApplication.translate("LobbyScreen", way) if way else "")

        self.level.currentIndexChanged.connect(show_way)
        show_way()
        self.bots.valueChanged.connect(self._say_count)
        self._say_count()
        form = QFormLayout()  # one form: its fields line up under each other
        form.setHorizontalSpacing(18)  # a long label ("Botternes niveau") never touches its field
        form.addRow(self.tr("&Bots"), self.bots)
        form.addRow("", self.one_game)
        form.addRow("", self.round)
        form.addRow(self.tr("Bots' &level"), self.level)
        form.addRow("", self.level_way)
        form.addRow(self.tr("Bots' pa&ce"), self.pace)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.play_button = buttons.addButton(self.tr("&Play"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addSpacing(6)
        layout.addLayout(form)
        layout.addSpacing(6)
        layout.addWidget(buttons, 0, Qt.AlignmentFlag.AlignRight)
        self.play_button.setFocus()

    def _say_count(self) -> None:
        count = self.bots.value()
        #: %n is how many bots play against the player (1 to 3).
        self.intro.setText(self.tr("You and %n bot(s) at one table.", "", count))
        #: {games} is how many games a round has: one per player.
        self.round.setText(self.tr("A &round: {games} games, each player starts one").format(games=count + 1))

    def choice(self) -> BotGameChoice:
        return BotGameChoice(self.round.isChecked(), str(self.level.currentData()), int(self.pace.currentData()),
                             self.bots.value())

    def accept(self) -> None:
        choice = self.choice()
        self._settings.setValue(COUNT_KEY, choice.bots)
        self._settings.setValue(GAMES_KEY, "round" if choice.round else "one")
        self._settings.setValue(LEVEL_KEY, choice.level)
        self._settings.setValue(PACE_KEY, choice.pace_ms)
        super().accept()
