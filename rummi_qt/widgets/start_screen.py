"""The start screen: tables found on this network, and the ways to host, join or play against bots."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QModelIndex, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller.texts import table_name
from rummi_qt.i18n import SYSTEM_LANGUAGE
from rummi_qt.network.addresses import parse_address

from .avatar import Avatar
from .continue_panel import ContinuePanel
from .language_box import LanguageBox
from .table_cards import PIN_ROLE, SEATS_ROLE, STATE_ROLE, TableCardDelegate

ROLE_KEY = Qt.ItemDataRole.UserRole


@dataclass(frozen=True, slots=True)
class TableEntry:
    """A table as the start screen lists it (filled from discovery)."""

    key: str
    name: str
    host_player: str
    address: str
    port: int
    taken: int
    total: int
    state: str
    pin: bool
    compatible: bool = True
    reason: str = ""
    default_name: bool = False  # ``name`` is the host's default: shown as "<host_player>'s table" in our words
    table_id: str = ""  # the host's id of the table: the seat token kept for it is offered


class StartScreen(QWidget):
    host_requested = Signal()
    bots_requested = Signal()
    join_requested = Signal(str, int, bool, str)  # address, port, whether a PIN is needed, table id ("": unknown)
    watch_requested = Signal(str, int, bool)  # address, port, PIN: to watch the table instead of playing
    name_changed = Signal(str)
    help_requested = Signal()
    settings_requested = Signal()
    history_requested = Signal()
    about_requested = Signal()
    language_chosen = Signal(str)  # a language code, or "system"
    stop_requested = Signal()  # stop trying to join: the table does not answer, or the address was wrong
    address_chosen = Signal(str)  # typed in "Join by address…" and understood, to be joined now

    def __init__(self, name: str = "", parent: QWidget | None = None, language: str = SYSTEM_LANGUAGE,
                 address: str = "") -> None:
        super().__init__(parent)
        self.last_address = address  # what "Join by address…" offers first: the last typed, or the last joined
        self.setObjectName("StartScreen")
        title = QLabel(self.tr("Rummi"))
        title_font = QFont(title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 2.4)
        title_font.setBold(True)
        title.setFont(title_font)

        self.tables = QTreeWidget()
        self.tables.setObjectName("tables")
        self.tables.setRootIsDecorated(False)
        self.tables.setAllColumnsShowFocus(True)  # the focus frames the row, not a box in its first cell
        # Four columns, no empty fifth one for the PIN (a lock on the table's name says it): the
        # name takes what is left, the others are as wide as their longest text in this language.
        self.tables.setHeaderLabels([self.tr("Table"), self.tr("Host"), self.tr("Players"), self.tr("State")])
        header = self.tables.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # A name too long for its column wraps onto a second line instead of losing its end.
        self.tables.setWordWrap(True)
        self.tables.setUniformRowHeights(False)
        self.tables.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tables.setItemDelegate(TableCardDelegate(self.tables))
        self.tables.setObjectName("tableCards")
        self.tables.setAccessibleName(self.tr("Tables on this network"))
        self.tables.itemActivated.connect(lambda *_: self._join_selected())
        self.tables.itemSelectionChanged.connect(self._update_join)
        # The empty list's friendly word, in the middle of the list itself.
        self.empty_note = QLabel(self.tr("No tables on this network yet — host one, or play against bots."))
        self.empty_note.setObjectName("emptyState")
        self.empty_note.setWordWrap(True)
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        empty_layout = QVBoxLayout(self.tables.viewport())
        empty_layout.setContentsMargins(32, 32, 32, 32)
        empty_layout.addWidget(self.empty_note)
        self.status = QLabel(self.tr("Looking for tables on this network…"))
        self.status.setObjectName("status")
        self.status.setWordWrap(True)  # beside Stop trying it may need two lines in a narrow window
        self.notice = QLabel()  # in the status's place when it says what happened (set_status)
        self.notice.setObjectName("warning")
        self.notice.setWordWrap(True)
        self.notice.hide()

        # Tables this app can take up again: its own saved ones, and seats it holds at others'.
        self.continue_panel = ContinuePanel()
        left = QVBoxLayout()
        left.addWidget(self.continue_panel)
        heading = QLabel(self.tr("Tables on this network"))
        heading.setObjectName("heading")
        left.addWidget(heading)
        left.addWidget(self.tables, 1)
        self.watch_button = QPushButton(self.tr("&Watch"))
        self.watch_button.setEnabled(False)
        self.watch_button.setToolTip(self.tr("See the game as it is played, without a seat"))
        self.watch_button.clicked.connect(self._watch_selected)
        self.join_button = QPushButton(self.tr("&Join"))
        self.join_button.setEnabled(False)
        self.join_button.clicked.connect(self._join_selected)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.watch_button)
        buttons.addWidget(self.join_button)
        left.addLayout(buttons)
        # While a join is tried (a table can take 25 s to be given up), it can be stopped.
        self.stop_button = QPushButton(self.tr("&Stop trying"))
        self.stop_button.setToolTip(self.tr("Stop joining this table"))
        self.stop_button.clicked.connect(self._stop)
        self.stop_button.hide()
        status_line = self._status_line = QWidget()
        status_row = QHBoxLayout(status_line)
        status_row.setContentsMargins(0, 0, 0, 0)
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.notice, 1)
        status_row.addWidget(self.stop_button)
        left.addWidget(status_line)

        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(32)
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self.name_edit.editingFinished.connect(lambda: self.name_changed.emit(self.player_name()))
        name_label = QLabel(self.tr("&Your name"))
        name_label.setBuddy(self.name_edit)
        # Your initial as the others will see it at the table; the colour is the seat's, so none yet
        # (blue here, purple at the table, had read as two different things).
        self.avatar = Avatar(34)
        self.name_edit.textChanged.connect(self._show_avatar)
        self._show_avatar(name)
        name_row = QHBoxLayout()
        name_row.addWidget(self.avatar)
        name_row.addWidget(self.name_edit, 1)

        self.host_button = self._big_button(self.tr("&Host a table"), self.host_requested.emit)
        self.bots_button = self._big_button(self.tr("Play against &bots"), self.bots_requested.emit)
        self.address_button = self._big_button(self.tr("Join by &address…"), self._ask_address)
        help_button = QPushButton(self.tr("&Rules and help"))
        help_button.clicked.connect(self.help_requested.emit)
        self.history_button = QPushButton(self.tr("&Past games"))
        self.history_button.setToolTip(self.tr("Your kept games: replays, your review and statistics"))
        self.history_button.clicked.connect(self.history_requested.emit)
        self.about_button = QPushButton(self.tr("Ab&out"))
        self.about_button.setToolTip(self.tr("Rummi's version, and where it keeps your settings and saved games"))
        self.about_button.clicked.connect(self.about_requested.emit)
        self.settings_button = QPushButton(self.tr("Se&ttings…"))
        self.settings_button.setToolTip(self.tr("Language, sound, the bots' pace, the theme and the tiles"))
        self.settings_button.clicked.connect(self.settings_requested.emit)
        self.language_box = LanguageBox(language)
        self.language_box.language_chosen.connect(self.language_chosen.emit)
        language_label = QLabel(self.tr("&Language"))
        language_label.setBuddy(self.language_box)
        language_row = QHBoxLayout()
        language_row.addWidget(language_label)
        language_row.addWidget(self.language_box, 1)

        right = QVBoxLayout()
        right.addWidget(title)
        right.addSpacing(12)
        right.addWidget(name_label)
        right.addLayout(name_row)
        right.addSpacing(18)
        for button in (self.host_button, self.bots_button, self.address_button):
            right.addWidget(button)
        right.addStretch(1)
        corner = QHBoxLayout()
        corner.addWidget(help_button, 1)
        corner.addWidget(self.settings_button)
        corner.addWidget(self.about_button)
        right.addWidget(self.history_button)
        right.addLayout(corner)
        right.addLayout(language_row)

        panel = QFrame()
        panel.setObjectName("panel")
        panel.setLayout(right)
        panel.setMinimumWidth(280)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.setSpacing(24)
        layout.addLayout(left, 3)
        layout.addWidget(panel, 2)
        self._entries: dict[str, TableEntry] = {}

    def _big_button(self, text: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(48)
        font = QFont(button.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        button.setFont(font)
        button.clicked.connect(slot)
        return button

    def _show_avatar(self, name: str) -> None:
        self.avatar.set_person(name.strip() or self.tr("Player"), -1)

    def player_name(self) -> str:
        return self.name_edit.text().strip() or self.tr("Player")

    def set_status(self, text: str, notice: bool = False, trying: bool = False) -> None:
        """The line under the list: what the app is doing, or with ``notice`` what happened to the
        player's table or join (a closed lobby, a table that does not answer), shown in the warning
        colours until the next status instead: a newcomer missed it in the quiet grey. ``trying``:
        a join is being tried, which Stop trying beside it ends."""
        self.status.setText(text)  # the status, whichever of the two shows it
        self.notice.setText(text if notice else "")
        self.notice.setVisible(notice)
        self.status.setVisible(not notice)
        self.stop_button.setVisible(trying)

    # --- the list ----------------------------------------------------------------------------

    def put_table(self, entry: TableEntry) -> None:
        """Add or update a found table."""
        self._entries[entry.key] = entry
        item = self._item(entry.key)
        if item is None:
            item = QTreeWidgetItem(self.tables)
            item.setData(0, ROLE_KEY, entry.key)
        state = {"lobby": self.tr("Waiting for players"), "playing": self.tr("Playing"),
                 "finished": self.tr("Finished")}.get(entry.state, entry.state)
        if entry.state == "lobby" and entry.total and entry.taken >= entry.total:
            state = self.tr("Full, not started yet")  # it waited for no one more (a newcomer's find)
        if not entry.compatible:
            state = self.tr("Incompatible: %1").replace("%1", entry.reason)
        name = entry.name
        if entry.default_name and entry.host_player:
            name = table_name(entry.host_player)
        values = [name, entry.host_player, f"{entry.taken}/{entry.total}", state]
        for column, value in enumerate(values):
            item.setText(column, value)
        where = f"{entry.address}:{entry.port}"
        needs_pin = self.tr("This table needs a PIN")
        # Every name has the lock's room, so that names line up with and without one.
        item.setIcon(0, lock_icon(self.tables.fontMetrics().height(), self.palette().text().color(), entry.pin))
        item.setToolTip(0, f"{where}\n{needs_pin}" if entry.pin else where)
        # A screen reader hears the lock the eye sees.
        item.setData(0, Qt.ItemDataRole.AccessibleTextRole, f"{entry.name}, {needs_pin}" if entry.pin else entry.name)
        item.setDisabled(not entry.compatible)
        for column in range(4):
            item.setData(column, STATE_ROLE, entry.state if entry.compatible else "incompatible")
            item.setData(column, SEATS_ROLE, (entry.taken, entry.total))
        item.setData(0, PIN_ROLE, entry.pin)
        # The dots say it to the eye; a screen reader hears the numbers, and so does the pointer.
        seats = self.tr("%1 of %2 seats taken").replace("%1", str(entry.taken)).replace("%2", str(entry.total))
        item.setData(2, Qt.ItemDataRole.AccessibleTextRole, seats)
        item.setToolTip(2, seats)
        self.empty_note.setVisible(False)
        self._update_join()

    def entries(self) -> list[TableEntry]:
        """The tables listed now, in the order they were found."""
        return list(self._entries.values())

    def remove_table(self, key: str) -> None:
        self._entries.pop(key, None)
        item = self._item(key)
        if item is not None:
            chosen = item.isSelected()
            self.tables.takeTopLevelItem(self.tables.indexOfTopLevelItem(item))
            if chosen:
                # Qt moves the selection to a neighbour: Join (and Enter) would take the player to a
                # table they never chose (a newcomer's find). Nothing is chosen until they choose.
                self.tables.clearSelection()
                self.tables.setCurrentIndex(QModelIndex())
        self.empty_note.setVisible(not self._entries)
        self._update_join()

    def _item(self, key: str) -> QTreeWidgetItem | None:
        for index in range(self.tables.topLevelItemCount()):
            item = self.tables.topLevelItem(index)
            if item is not None and item.data(0, ROLE_KEY) == key:
                return item
        return None

    def selected_key(self) -> str | None:
        """The key of the table selected in the list, if any (kept when the screen is built again)."""
        items = self.tables.selectedItems()
        return str(items[0].data(0, ROLE_KEY)) if items else None

    def select_table(self, key: str) -> None:
        item = self._item(key)
        if item is not None:
            self.tables.setCurrentItem(item)

    def _selected(self) -> TableEntry | None:
        items = self.tables.selectedItems()
        if not items:
            return None
        entry = self._entries.get(str(items[0].data(0, ROLE_KEY)))
        return entry if entry is not None and entry.compatible else None

    def entry_at(self, address: str, port: int) -> TableEntry | None:
        """The listed table at an address, if any (for its name)."""
        return next((e for e in self._entries.values() if (e.address, e.port) == (address, port)), None)

    def _update_join(self) -> None:
        entry = self._selected()
        # A finished table has nothing left to join or watch: it stays listed (its host may start
        # another round) but invites no Join that cannot work.
        usable = entry is not None and entry.state != "finished"
        self.join_button.setEnabled(usable)
        self.watch_button.setEnabled(usable)
        if entry is not None and entry.state == "finished":
            tip = self.tr("Every game at this table has been played")
        elif entry is not None and entry.state != "lobby":
            tip = self.tr("This game has started; you can watch it")  # Join asks the host, who offers to watch
        else:
            tip = ""
        self.join_button.setToolTip(tip)

    def _join_selected(self) -> None:
        entry = self._selected()
        if entry is not None and entry.state != "finished":
            self.join_requested.emit(entry.address, entry.port, entry.pin, entry.table_id)

    def _watch_selected(self) -> None:
        entry = self._selected()
        if entry is not None and entry.state != "finished":
            self.watch_requested.emit(entry.address, entry.port, entry.pin)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self._hold_status_height()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.StyleChange:
            self._hold_status_height()
        super().changeEvent(event)

    def _hold_status_height(self) -> None:
        """The line under the list is as high as Stop trying, with it or without, in the style of
        the moment: the list above does not move when the button comes or goes."""
        self.stop_button.ensurePolished()
        self._status_line.setMinimumHeight(self.stop_button.sizeHint().height())

    def _stop(self) -> None:
        self.address_button.setFocus()  # not the next in line (the name field, all selected)
        self.stop_requested.emit()

    def _ask_address(self) -> None:
        text, ok = QInputDialog.getText(self, self.tr("Join by address"),
                                        self.tr("The address the host shows, like 192.168.43.1:47123"),
                                        QLineEdit.EchoMode.Normal, self.last_address)
        if not ok or not text.strip():
            return
        self.last_address = text.strip()  # offered again to be put right, if it was wrong
        try:
            host, port = parse_address(text)
        except ValueError as error:
            QMessageBox.warning(self, self.tr("Join by address"),
                                self.tr("That address does not look right: %1").replace("%1", str(error)))
            return
        self.address_chosen.emit(self.last_address)
        self.join_requested.emit(host, port, False, "")  # the host says when it needs a PIN


def lock_icon(size: int, colour: QColor, locked: bool = True) -> QIcon:
    """A small padlock (no emoji: many desktops have no font with one), ``size`` pixels high; an
    empty square of that size when not ``locked``."""
    ratio = 2.0  # drawn at twice the size, sharp on high-density screens too
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    if not locked:
        return QIcon(pixmap)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour)
    pen.setWidthF(max(1.2, size / 9))
    painter.setPen(pen)
    body = QRectF(size * 0.18, size * 0.45, size * 0.64, size * 0.45)
    shackle = QRectF(size * 0.3, size * 0.12, size * 0.4, size * 0.55)
    painter.drawArc(shackle, 0, 180 * 16)
    painter.drawLine(QPointF(shackle.left(), shackle.center().y()), QPointF(shackle.left(), body.top()))
    painter.drawLine(QPointF(shackle.right(), shackle.center().y()), QPointF(shackle.right(), body.top()))
    painter.setBrush(colour)
    painter.drawRoundedRect(body, size * 0.08, size * 0.08)
    painter.end()
    return QIcon(pixmap)
