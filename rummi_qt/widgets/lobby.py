"""The lobby: seats with names, bots and connection state, the table options, and where to join."""

from __future__ import annotations

import ipaddress
import sys
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller.texts import seat_name
from rummi_qt.network.interfaces import format_endpoint
from rummi_qt.network.links import JoinLink
from rummi_qt.network.table import DEFAULT_TIMER, MAX_ROUNDS, MAX_TIMER, MIN_TIMER

from .avatar import Avatar
from .qr_code import QrCode
from .theme import accent

COPIED_MS = 2000  # how long the Copy button says "Copied ✓"

BOT_LEVEL_NAMES: dict[str, str] = {
    "easy": str(QT_TRANSLATE_NOOP("LobbyScreen", "Easy")),
    "normal": str(QT_TRANSLATE_NOOP("LobbyScreen", "Normal")),
    "hard": str(QT_TRANSLATE_NOOP("LobbyScreen", "Hard")),
    "expert": str(QT_TRANSLATE_NOOP("LobbyScreen", "Expert")),
}
# How each level plays, in a line: beside the level where it is chosen (a newcomer took the expert's
# hoarding for a bug).
BOT_LEVEL_WAYS: dict[str, str] = {
    "easy": str(QT_TRANSLATE_NOOP("LobbyScreen", "Lays sets from its own rack only, and sometimes draws instead")),
    "normal": str(QT_TRANSLATE_NOOP("LobbyScreen", "Also adds to the board's sets and splits runs")),
    "hard": str(QT_TRANSLATE_NOOP("LobbyScreen", "Lays the most tiles it can, rearranging the whole board")),
    "expert": str(QT_TRANSLATE_NOOP("LobbyScreen", "Holds its tiles while the pool lasts, then lays its whole "
                                                   "rack at once")),
}


def add_levels(box: QComboBox) -> None:
    """The bot levels as a list to choose from, each saying how it plays where the pointer rests."""
    for level, label in BOT_LEVEL_NAMES.items():
        box.addItem(QCoreApplication.translate("LobbyScreen", label), level)
        box.setItemData(box.count() - 1, QCoreApplication.translate("LobbyScreen", BOT_LEVEL_WAYS[level]),
                        Qt.ItemDataRole.ToolTipRole)


class LengthBox(QComboBox):
    """How long a table plays: one game (0), or 1 to ``most`` rounds of one game per player, each
    choice saying how many games that is at this many seats. ``value`` is the rounds."""

    valueChanged = Signal(int)

    def __init__(self, most: int, seats: int = 2) -> None:
        super().__init__()
        for rounds in range(most + 1):
            self.addItem("", rounds)
        self.set_seats(seats)
        self.setCurrentIndex(1)
        self.currentIndexChanged.connect(lambda index: self.valueChanged.emit(max(0, index)))

    def value(self) -> int:
        return max(0, self.currentIndex())

    def setValue(self, rounds: int) -> None:  # noqa: N802 (as QSpinBox, which it replaced)
        self.setCurrentIndex(min(max(0, rounds), self.count() - 1))

    def set_seats(self, seats: int) -> None:
        self.setItemText(0, self.tr("One game"))
        for rounds in range(1, self.count()):
            #: A table's length: %n rounds of one game per player; %1 is how many games that makes.
            self.setItemText(rounds, self.tr("%n round(s): %1 games", "", rounds).replace("%1", str(rounds * seats)))


class SeatCard(QFrame):
    removed = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("seatCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedHeight(76)
        self.avatar = Avatar(44)
        self.dot = QLabel("●")
        self.name = QLabel()
        font = QFont(self.name.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        self.detail = QLabel()
        self.detail.setObjectName("muted")
        # A cross, its words where the pointer rests and for a screen reader: two cards with "Remove"
        # spelled out did not fit beside the Finnish options, and pushed the window wider.
        self.remove = QPushButton("\N{MULTIPLICATION SIGN}")
        self.remove.setObjectName("removeSeat")
        self.remove.setFixedSize(30, 30)  # a round button (the theme), the cross its only sign
        self.remove.clicked.connect(lambda: self.removed.emit(self.seat))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.avatar)
        layout.addWidget(self.dot)
        text = QVBoxLayout()
        text.addWidget(self.name)
        text.addWidget(self.detail)
        layout.addLayout(text, 1)
        layout.addWidget(self.remove)

    def show_seat(self, info: dict[str, Any], mine: bool, owner: bool) -> None:
        kind = info.get("kind")
        self.avatar.set_person(seat_name(info) if kind != "empty" else "", self.seat,
                               bot=kind == "bot", empty=kind == "empty")
        if kind == "empty":
            self.name.setText(self.tr("Waiting…"))
            self.detail.setText(self.tr("Seat %1 is free").replace("%1", str(self.seat + 1)))
            colour = "#9aa0a6"
        elif kind == "bot":
            self.name.setText(seat_name(info))
            level = BOT_LEVEL_NAMES.get(str(info.get("level")), str(info.get("level")))
            shown = QCoreApplication.translate("LobbyScreen", level)
            self.detail.setText(self.tr("Bot, %1").replace("%1", shown))
            colour = "#1f6feb"
        else:
            self.name.setText(seat_name(info) + (self.tr(" (you)") if mine else ""))
            connected = bool(info.get("connected"))
            self.detail.setText(self.tr("Connected") if connected else self.tr("Away"))
            colour = "#2da44e" if connected else "#d97706"
        self.dot.setStyleSheet(f"color: {colour}; font-size: 18px;")
        self.dot.setAccessibleName(self.detail.text())
        self.remove.setToolTip(self.tr("Remove"))
        self.remove.setAccessibleName(self.tr("Remove"))
        self.remove.setAccessibleDescription(self.name.text())  # whom it takes away
        self.remove.setVisible(owner and kind != "empty" and not mine)


class LobbyScreen(QWidget):
    help_section = "options"  # where F1 opens the rules (``MainWindow.help_requested``)

    start_requested = Signal()
    leave_requested = Signal()
    seat_count_changed = Signal(int)
    bot_added = Signal(str)
    seat_removed = Signal(int)
    options_changed = Signal(dict)
    onlooker_seated = Signal(int)  # the onlooker's id: the owner gives them the first free seat

    def __init__(self, parent: QWidget | None = None, platform: str = sys.platform) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyScreen")
        # Windows asks about its firewall and macOS about the local network the first time a
        # program hosts; Linux asks nothing.
        self._platform = "windows" if platform.startswith("win") else "mac" if platform == "darwin" else ""
        self._hosting = False  # whether this lobby's own app hosts the table on the network
        self._address_text = ""
        self._table_id = ""
        self._addresses: tuple[list[str] | None, int] = (None, 0)
        self._owner = False
        self._my_seat = -1
        self._updating = False
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)

        self.join_at = QLabel()
        self.join_at.setObjectName("joinAt")
        self.join_at.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.join_at.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        self.join_at.setFont(big)
        self.join_at.setWordWrap(True)
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.clicked.connect(self._copy_address)
        # The same address as a link in a QR code: a phone or a second screen scans it to join.
        self.qr = QrCode()
        self.qr.hide()
        self.qr_note = QLabel(self.tr("Scan to join"))
        self.qr_note.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.qr_note.hide()
        notes = {
            "windows": self.tr("On Windows, allow Rummi through the firewall when asked, so that others can join."),
            "mac": self.tr("On a Mac, allow Rummi to use the local network when asked, so that others can find "
                           "and join your table (System Settings, Privacy & Security, Local Network)."),
        }
        self.firewall_note = QLabel(notes.get(self._platform, ""))
        self.firewall_note.setWordWrap(True)
        # Shown to the host when wrong PINs keep coming: the table is slowing the guesses down.
        self.guessing_note = QLabel()
        self.guessing_note.setObjectName("warning")
        self.guessing_note.setWordWrap(True)
        self.guessing_note.hide()

        self.seats_box = QGroupBox(self.tr("Seats"))
        seats_layout = QVBoxLayout(self.seats_box)
        self.seats_grid = QGridLayout()
        seats_layout.addLayout(self.seats_grid)
        seats_layout.addStretch(1)
        self.cards: list[SeatCard] = []

        self.seat_count = QSpinBox()
        self.seat_count.setRange(2, 6)
        self.seat_count.valueChanged.connect(self._on_seat_count)
        self.bot_level = QComboBox()
        add_levels(self.bot_level)
        self.add_bot_button = QPushButton(self.tr("Add &bot"))
        self.add_bot_button.clicked.connect(lambda: self.bot_added.emit(str(self.bot_level.currentData())))

        # Off by default; switched on, a turn lasts RULES.md's 60 seconds until the host picks another length.
        self.timer_on = QCheckBox(self.tr("On"))
        self.timer_on.setAccessibleName(self.tr("Turn timer on"))
        self.timer = QSpinBox()
        self.timer.setRange(MIN_TIMER, MAX_TIMER)
        self.timer.setSingleStep(15)
        self.timer.setValue(DEFAULT_TIMER)
        self.timer.setSuffix(self.tr(" s"))
        self.timer.setAccessibleName(self.tr("Seconds a turn"))
        self.timer.setEnabled(False)
        self.penalty = QCheckBox(self.tr("Official penalty"))
        # What it means, on a line of its own that wraps: in one line, the Finnish words widened the
        # options so far that the seats' cards pushed the window wider (a newcomer's find).
        self.penalty_meaning = QLabel(self.tr("Draw three if time runs out after moving board tiles"))
        self.penalty_meaning.setObjectName("muted")
        self.penalty_meaning.setWordWrap(True)
        self.penalty.setAccessibleDescription(self.penalty_meaning.text())
        self.threshold = QSpinBox()
        self.threshold.setRange(0, 200)
        # How long the table plays, each choice saying how many games it is (a spin box whose "One game"
        # lay below 1 confused newcomers twice).
        self.rounds = LengthBox(MAX_ROUNDS)
        self.rounds.setAccessibleName(self.tr("Length"))
        self.rounds.setToolTip(self.tr("A round is one game per player; each player starts one"))
        self.seat_count.valueChanged.connect(self.rounds.set_seats)
        self.hints = QCheckBox(self.tr("Hints allowed"))
        self.pin = QLineEdit()
        self.pin.setMaxLength(16)
        self.pin.setPlaceholderText(self.tr("No PIN"))
        for widget in (self.timer, self.threshold, self.rounds):
            widget.valueChanged.connect(self._on_options)
        self.penalty.toggled.connect(self._on_options)
        self.timer_on.toggled.connect(self._on_options)
        self.hints.toggled.connect(self._on_options)
        self.pin.editingFinished.connect(self._on_options)
        # A dropped player's seat plays on: a bot of this level takes their turns until they are back.
        self.away_bot = QCheckBox(self.tr("A bot plays for a player who drops out"))
        self.away_bot.setToolTip(self.tr("After a minute away, a bot plays their turns; they get the seat back "
                                         "the moment they rejoin"))
        self.away_bot_level = QComboBox()
        self.away_bot_level.setAccessibleName(self.tr("Level of the bot that plays for a player who drops out"))
        add_levels(self.away_bot_level)
        self.away_bot_level.setCurrentIndex(max(0, self.away_bot_level.findData("normal")))
        self.away_bot.toggled.connect(self._on_options)
        self.away_bot_level.currentIndexChanged.connect(self._on_options)

        self.options_box = QGroupBox(self.tr("Table options"))
        self.options_box.setObjectName("tableOptions")
        form = self._options_form = QFormLayout(self.options_box)
        # A row too wide for the box puts its field under its label: the Finnish options never widen the window.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("Seats"), self.seat_count)
        bots = QHBoxLayout()
        bots.addWidget(self.bot_level)
        bots.addWidget(self.add_bot_button)
        form.addRow(self.tr("Bots"), bots)
        self._bots_row = form.rowCount() - 1
        timer_row = QHBoxLayout()
        timer_row.addWidget(self.timer_on)
        timer_row.addWidget(self.timer, 1)
        form.addRow(self.tr("Turn timer"), timer_row)
        form.addRow("", self.penalty)
        form.addRow("", self.penalty_meaning)
        form.addRow(self.tr("Opening points"), self.threshold)
        form.addRow(self.tr("Length"), self.rounds)
        form.addRow("", self.hints)
        form.addRow(self.tr("Join PIN"), self.pin)
        away = QHBoxLayout()
        away.addWidget(self.away_bot, 1)
        away.addWidget(self.away_bot_level)
        form.addRow("", away)

        # Onlookers: everyone watching, and for the owner a way to give one a free seat.
        self.onlookers_box = QGroupBox(self.tr("Watching"))
        self.onlookers_layout = QVBoxLayout(self.onlookers_box)
        self.onlookers_box.hide()
        self.onlooker_rows: dict[int, tuple[QWidget, QLabel, QPushButton]] = {}

        self.start_button = QPushButton(self.tr("&Start"))
        self.start_button.setMinimumHeight(44)
        accent(self.start_button)  # the one thing to press once every seat is filled
        self.start_button.clicked.connect(self.start_requested.emit)
        self.leave_button = QPushButton(self.tr("&Leave"))
        self.leave_button.clicked.connect(self.leave_requested.emit)
        self.waiting = QLabel(self.tr("Waiting for the host to start the game…"))
        self.waiting.setWordWrap(True)

        top = QHBoxLayout()
        heading = QVBoxLayout()
        heading.addWidget(self.title)
        address_row = QHBoxLayout()
        address_row.addWidget(self.join_at, 1)
        address_row.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignTop)
        heading.addLayout(address_row)
        heading.addWidget(self.firewall_note)
        heading.addWidget(self.guessing_note)
        heading.addStretch(1)
        top.addLayout(heading, 1)
        code = QVBoxLayout()
        code.setSpacing(2)
        code.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        code.addWidget(self.qr_note)
        top.addLayout(code)
        middle = QHBoxLayout()
        seats_side = QVBoxLayout()
        seats_side.addWidget(self.seats_box, 1)
        seats_side.addWidget(self.onlookers_box)
        middle.addLayout(seats_side, 3)
        middle.addWidget(self.options_box, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.waiting, 1)  # room to say it on one line, wrapped only when the window is narrow
        bottom.addWidget(self.leave_button)
        bottom.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addLayout(bottom)
        self.set_owner(False)

    def set_owner(self, owner: bool, my_seat: int = -1) -> None:
        self._owner, self._my_seat = owner, my_seat
        for widget in (self.seat_count, self.bot_level, self.add_bot_button, self.timer_on, self.penalty,
                       self.threshold, self.rounds, self.hints, self.pin, self.away_bot, self.away_bot_level):
            widget.setEnabled(owner)
        self.timer.setEnabled(owner and self.timer_on.isChecked())
        # A guest reads the options the host chose: no bot to add, no boxes drawn
        # dashed as if something were wrong (the dashes say "not now" on buttons a player could press).
        self.options_box.setTitle(self.tr("Table options") if owner else self.tr("Table options (the host sets them)"))
        self._options_form.setRowVisible(self._bots_row, owner)
        if self.options_box.property("guest") != (not owner):
            self.options_box.setProperty("guest", not owner)
            for widget in (self.options_box, *self.options_box.findChildren(QWidget)):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
        self.start_button.setVisible(owner)
        self.waiting.setVisible(not owner)
        self.waiting.setText(self.tr("You are watching. The host can give you a free seat; the game shows "
                                     "here when it starts.") if my_seat < 0 and not owner
                             else self.tr("Waiting for the host to start the game…"))
        self._show_notes()

    def set_addresses(self, addresses: list[str] | None, port: int = 0) -> None:
        """Where others can join: ``None`` when this app does not host the table on the network,
        an empty list when there is no network yet, loopback alone when only this computer can."""
        self._hosting = addresses is not None
        self._addresses = (None if addresses is None else list(addresses), port)
        found = list(addresses or [])
        lan = [a for a in found if not ipaddress.ip_address(a).is_loopback]
        shown = lan or found
        where = ", ".join(format_endpoint(a, port) for a in shown)  # as it is typed (and copied)
        if addresses is None:
            text = ""
        elif lan:
            text = self.tr("Others can join at %1").replace("%1", where)
        elif found:
            text = self.tr("Only this computer can join, at %1").replace("%1", where)
        else:
            text = self.tr("No network yet: start Wi-Fi or a hotspot")
        self.join_at.setText(text)
        self.join_at.setVisible(bool(text))
        self._address_text = format_endpoint(shown[0], port) if shown else ""
        self.qr.set_text(JoinLink(lan[0], port, self._table_id).text() if lan else "")
        self.qr_note.setVisible(bool(lan))
        self._show_notes()

    def set_table_id(self, table_id: str) -> None:
        """The hosted table's id, for the join link (a new table at the same address is another)."""
        if table_id != self._table_id:
            self._table_id = table_id
            self.set_addresses(*self._addresses)

    def join_link(self) -> str:
        """The link the QR code holds: ``rummi://ADDRESS:PORT?table=ID`` ("" when there is none)."""
        return self.qr.text

    def show_pin_guessing(self, tries: int) -> None:
        """Someone is trying PINs at this table (``tries`` in this spell): say so to the host."""
        self.guessing_note.setText(self.tr("Someone is guessing this table's PIN (tries so far: %1). Each try "
                                           "now waits longer; players who know the PIN still get in.")
                                   .replace("%1", str(tries)))
        self.guessing_note.setAccessibleName(self.guessing_note.text())
        self.guessing_note.show()

    def _show_notes(self) -> None:
        self.copy_button.setVisible(bool(self._address_text))
        self.firewall_note.setVisible(self._owner and self._hosting and bool(self._platform))

    def _copy_address(self) -> None:
        QGuiApplication.clipboard().setText(self._address_text)
        # Said on the button for a moment: copying shows nothing else.
        self.copy_button.setText(self.tr("Copied ✓"))
        QTimer.singleShot(COPIED_MS, self, lambda: self.copy_button.setText(self.tr("Copy")))

    def set_onlookers(self, onlookers: list[dict[str, Any]], free_seat: bool) -> None:
        """Who is watching, by name; the owner can give each one a free seat."""
        wanted = {int(o.get("id", 0)): str(o.get("name", "")) for o in onlookers}
        for ident in [i for i in self.onlooker_rows if i not in wanted]:
            self.onlooker_rows.pop(ident)[0].deleteLater()
        for ident, name in wanted.items():
            if ident not in self.onlooker_rows:
                row = QWidget()
                label = QLabel()
                button = QPushButton(self.tr("Give a seat"))
                button.clicked.connect(lambda _checked=False, i=ident: self.onlooker_seated.emit(i))
                line = QHBoxLayout(row)
                line.setContentsMargins(0, 0, 0, 0)
                line.addWidget(label, 1)
                line.addWidget(button)
                self.onlookers_layout.addWidget(row)
                self.onlooker_rows[ident] = (row, label, button)
            _row, label, button = self.onlooker_rows[ident]
            label.setText(name)
            button.setVisible(self._owner)
            button.setEnabled(free_seat)
            button.setAccessibleName(self.tr("Give %1 a seat").replace("%1", name))
            button.setToolTip("" if free_seat else self.tr("Free a seat first (fewer bots, or more seats)"))
        self.onlookers_box.setVisible(bool(wanted))

    def set_bot_level(self, level: str) -> None:
        """The level Add bot adds at (the host's last choice); an unknown one leaves it as it is."""
        index = self.bot_level.findData(level)
        if index >= 0:
            self.bot_level.setCurrentIndex(index)

    def set_lobby(self, table: str, seats: list[dict[str, Any]], options: dict[str, Any]) -> None:
        self._updating = True
        try:
            self.title.setText(table)
            while len(self.cards) < len(seats):
                card = SeatCard(len(self.cards))
                card.removed.connect(self.seat_removed.emit)
                self.seats_grid.addWidget(card, len(self.cards) // 2, len(self.cards) % 2)
                self.cards.append(card)
            for index, card in enumerate(self.cards):
                card.setVisible(index < len(seats))
                if index < len(seats):
                    card.show_seat(seats[index], index == self._my_seat, self._owner)
            self.seat_count.setValue(len(seats))
            timer = options.get("timer")
            self.timer_on.setChecked(timer is not None)
            if timer is not None:  # while off, the box keeps the length the timer will have when on
                self.timer.setValue(int(timer))
            self.timer.setEnabled(self._owner and timer is not None)
            self.penalty.setChecked(bool(options.get("official_penalty")))
            self.threshold.setValue(int(options.get("threshold", 30)))
            self.rounds.setValue(int(options.get("rounds", 1)))
            self.hints.setChecked(bool(options.get("hints", True)))
            away_level = options.get("away_bot")
            self.away_bot.setChecked(away_level is not None)
            if away_level is not None:  # when off, the level stays as it was chosen, for turning it on again
                self.away_bot_level.setCurrentIndex(max(0, self.away_bot_level.findData(away_level)))
            self.away_bot_level.setEnabled(self._owner and away_level is not None)
            if not self.pin.hasFocus() and not self._owner:
                self.pin.setText("••••" if options.get("pin") else "")
            full = all(s.get("kind") != "empty" for s in seats)
            self.start_button.setEnabled(self._owner and full)
            self.start_button.setToolTip("" if full else self.tr("Fill every seat with a player or a bot first"))
            bot_had_focus = self.add_bot_button.hasFocus()
            self.add_bot_button.setEnabled(self._owner and not full)
            # Greyed with every seat taken: say how to make room (a newcomer could not tell).
            self.add_bot_button.setToolTip(self.tr("Every seat is taken: raise Seats to add a bot")
                                           if self._owner and full else "")
            if bot_had_focus and full and self.start_button.isEnabled():
                # The last seat filled: Start is next (greyed, Add bot had sent the focus on to the timer).
                self.start_button.setFocus(Qt.FocusReason.OtherFocusReason)
        finally:
            self._updating = False

    def _on_seat_count(self, value: int) -> None:
        if not self._updating and self._owner:
            self.seat_count_changed.emit(value)

    def _on_options(self) -> None:
        if self._updating or not self._owner:
            return
        self.timer.setEnabled(self.timer_on.isChecked())
        self.options_changed.emit({
            "timer": self.timer.value() if self.timer_on.isChecked() else None,
            "official_penalty": self.penalty.isChecked(),
            "threshold": self.threshold.value(),
            "rounds": self.rounds.value(),
            "hints": self.hints.isChecked(),
            "pin": self.pin.text().strip() or None,
            "away_bot": str(self.away_bot_level.currentData()) if self.away_bot.isChecked() else None,
        })
