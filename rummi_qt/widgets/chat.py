"""The table's talk in the side panel: a row of quick reactions, the lines said (always plain
text: a tag or a link shows as the characters typed), and a line to say something. The owner can
mute someone from a line's context menu. Reactions come as codes and are worded here, in the
language of this player's screen."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.network.messages import MAX_CHAT, Chat

from .wrapped_lines import wrap_lines

WORDED = ("nice", "your_turn", "oops", "good_game")
# Emoji that common fonts draw (DejaVu on Linux too), so that no player sees an empty box.
EMOJI = {"laugh": "😄", "wow": "😮", "phew": "😅", "smile": "😊", "star": "★"}
_ROLE_SPEAKER = Qt.ItemDataRole.UserRole + 1  # (seat, onlooker id, name) of the line's speaker
COUNT_FROM = MAX_CHAT - 40  # the characters left are shown from here on, before typing stops
NOTICE_MS = 4000  # how long a word from the host about the chat (too fast, too long) stays


def reaction_text(code: str) -> str:
    """A reaction's words in the current language (an unknown code: as it came)."""
    words = {
        "nice": QCoreApplication.translate("Chat", "Nice move!"),
        "your_turn": QCoreApplication.translate("Chat", "Your turn…"),
        "oops": QCoreApplication.translate("Chat", "Oops"),
        "good_game": QCoreApplication.translate("Chat", "Good game"),
    }
    return words.get(code) or EMOJI.get(code) or code


def emoji_meaning(code: str) -> str:
    """What a reaction's small picture means, in words (its tooltip and its name for a screen reader:
    a newcomer could not tell the faces apart, and the tooltip only repeated the picture)."""
    meanings = {
        "laugh": QCoreApplication.translate("Chat", "a laugh"),
        "wow": QCoreApplication.translate("Chat", "surprise"),
        "phew": QCoreApplication.translate("Chat", "relief"),
        "smile": QCoreApplication.translate("Chat", "a smile"),
        "star": QCoreApplication.translate("Chat", "a star, for a fine move"),
    }
    return meanings.get(code, "")


def line_text(msg: Chat, names: Sequence[str], me: int | None = None) -> str:
    """"Anna: Nice move!": the speaker as this screen names them, then what they said; the player's
    own lines say "You", as the log does (``me``: the player's seat)."""
    seated = 0 <= msg.seat < len(names)
    name = names[msg.seat] if seated else msg.name or QCoreApplication.translate("Chat", "Onlooker")
    said = msg.text if msg.text else reaction_text(msg.reaction)
    if me is not None and me >= 0 and msg.seat == me:
        #: The player's own line of table talk: "You: Nice move!".
        return QCoreApplication.translate("Chat", "You: {said}").format(said=said)
    if msg.seat < 0:
        #: {name} watches the game without a seat.
        return QCoreApplication.translate("Chat", "{name} (watching): {said}").format(name=name, said=said)
    return QCoreApplication.translate("Chat", "{name}: {said}").format(name=name, said=said)


class ChatPanel(QWidget):
    said = Signal(str)
    reacted = Signal(str)  # a reaction code
    mute_requested = Signal(int, int, bool)  # seat (-1: onlooker), onlooker id, muted

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._owner = False
        self._me: int | None = None
        self._muted: tuple[set[int], set[int]] = (set(), set())
        self._me_muted = False
        self._reachable = True
        self._lines: list[Chat] = []
        self._sent: list[str] = []  # lines on their way to the host: a refused one comes back to the box
        grid = QGridLayout()
        grid.setSpacing(3)
        self.reaction_buttons: dict[str, QToolButton] = {}
        for index, code in enumerate(WORDED):
            button = self._reaction_button(code)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            grid.addWidget(button, index // 2, index % 2)
        emoji = QHBoxLayout()
        emoji.setSpacing(3)
        for code in EMOJI:
            emoji.addWidget(self._reaction_button(code))
        self.lines = QListWidget()
        self.lines.setObjectName("chatLines")
        self.lines.setAccessibleName(QCoreApplication.translate("Chat", "Chat"))
        wrap_lines(self.lines)
        # Per pixel: a long line can be read to its end, and the newest stays at the bottom.
        self.lines.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.lines.customContextMenuRequested.connect(self._on_menu)
        # Three lines at least, and no more asked for: what happened beside it has the room first
        # (a list's own wish of 190 pixels had squeezed the log to four lines on a laptop).
        self.lines.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.lines.setMinimumHeight(3 * self.lines.fontMetrics().lineSpacing() + 12)
        self.entry = QLineEdit()
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.returnPressed.connect(self._send)
        self.entry.textChanged.connect(self._show_count)
        self.count = QLabel()
        self.count.setObjectName("muted")
        self.count.hide()
        # What the host said about the chat (too fast, muted): here by the box, not on the turn line.
        self.notice = QLabel()
        self.notice.setObjectName("chatNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.muted_list = QLabel()  # the owner sees whom they muted
        self.muted_list.setObjectName("muted")
        self.muted_list.setWordWrap(True)
        self.muted_list.hide()
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.setInterval(NOTICE_MS)
        self._notice_timer.timeout.connect(self._show_muted)
        self.send_button = QPushButton(QCoreApplication.translate("Chat", "Send"))
        self.send_button.clicked.connect(self._send)
        row = QHBoxLayout()
        row.addWidget(self.entry, 1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        layout.addLayout(grid)
        layout.addLayout(emoji)
        layout.addWidget(self.lines, 1)
        layout.addLayout(row)
        layout.addWidget(self.count, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.notice)
        layout.addWidget(self.muted_list)
        self._show_muted()

    def _reaction_button(self, code: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName("reaction")  # styled as the theme's buttons (theme.style_sheet)
        button.setText(reaction_text(code))
        meaning = emoji_meaning(code)
        if meaning:
            #: A picture reaction's tooltip: {reaction} is the picture, {meaning} says what it means.
            tip = QCoreApplication.translate("Chat", "Send “{reaction}”, {meaning}, to the table").format(
                reaction=reaction_text(code), meaning=meaning)
            button.setAccessibleName(meaning)
        else:
            tip = QCoreApplication.translate("Chat", "Send “{reaction}” to the table").format(
                reaction=reaction_text(code))
        button.setToolTip(tip)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        button.clicked.connect(lambda: self.reacted.emit(code))
        self.reaction_buttons[code] = button
        return button

    # --- what it shows --------------------------------------------------------------------------

    def set_names(self, names: Sequence[str]) -> None:
        self._names = list(names)

    def set_owner(self, owner: bool) -> None:
        self._owner = owner

    def set_me(self, seat: int | None) -> None:
        """The player's own seat: their lines say "You"."""
        self._me = seat

    def set_muted(self, seats: Sequence[int], onlookers: Sequence[int], me_muted: bool) -> None:
        self._muted = (set(seats), set(onlookers))
        self._show_muted_list()
        if me_muted != self._me_muted:
            self._me_muted = me_muted
            self._show_muted()

    def clear(self) -> None:
        """No lines (the host's talk so far comes instead)."""
        self._lines = []
        self.lines.clear()

    def add(self, msg: Chat) -> None:
        self._lines.append(msg)
        item = QListWidgetItem(line_text(msg, self._names, self._me))  # a list item's text is never rich text
        item.setData(_ROLE_SPEAKER, (msg.seat, msg.onlooker, msg.name))
        if msg.reaction:
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        self.lines.addItem(item)
        if msg.text and msg.text in self._sent:
            self._sent.remove(msg.text)  # our own line came back: it was taken
        self.scroll_to_newest()

    def scroll_to_newest(self) -> None:
        """Show the newest line at the bottom; again once word wrapping has measured it."""
        self.lines.scrollToBottom()
        QTimer.singleShot(0, self.lines, self.lines.scrollToBottom)  # dropped if the list is gone by then

    def showEvent(self, event: QShowEvent) -> None:
        # A panel filled before it was shown (the game screen rebuilt in another language) measured
        # its lines at no width: scroll again now that they have one, so the newest is in sight.
        super().showEvent(event)
        self.scroll_to_newest()

    def show_refusal(self, request: str, text: str, muted: bool = False) -> None:
        """The host refused a line or a reaction: say why by the box, for a moment; a refused line
        comes back into the box (unless something new was typed), so nothing typed is lost."""
        if request == "say" and self._sent:
            line = self._sent.pop(0)
            if not self.entry.text():
                self.entry.setText(line)
        if muted:
            self._me_muted = True
            self._show_muted()
            return
        self.notice.setText(text)
        self.notice.show()
        self._fit_notice()
        self._notice_timer.start()

    def _show_muted_list(self) -> None:
        seats, onlookers = self._muted
        names = [self._names[seat] for seat in sorted(seats) if 0 <= seat < len(self._names)]
        watchers = {m.onlooker: m.name for m in self._lines if m.seat < 0}
        names += [watchers.get(ident) or QCoreApplication.translate("Chat", "Onlooker") for ident in sorted(onlookers)]
        #: {names}: the players and onlookers the host muted, separated by commas.
        self.muted_list.setText(QCoreApplication.translate("Chat", "Muted in the chat: {names}").format(
            names=", ".join(names)))
        self.muted_list.setVisible(self._owner and bool(names))

    def _show_count(self, text: str) -> None:
        left = MAX_CHAT - len(text)
        self.count.setVisible(len(text) >= COUNT_FROM)
        #: {left}: how many more characters fit in a chat line; {most}: the most it can have.
        self.count.setText(QCoreApplication.translate("Chat", "{left} characters left of {most}").format(
            left=left, most=MAX_CHAT))

    def texts(self) -> list[str]:
        return [self.lines.item(i).text() for i in range(self.lines.count())]

    def set_reachable(self, reachable: bool) -> None:
        """Whether the table can hear us: while it is closed or out of reach, the box and the
        reactions are greyed and say why (a guest's lines had gone nowhere with the box open)."""
        if reachable != self._reachable:
            self._reachable = reachable
            self._show_muted()

    def _show_muted(self) -> None:
        enabled = not self._me_muted and self._reachable
        why = (QCoreApplication.translate("Chat", "The host has muted you in the chat") if self._me_muted
               else QCoreApplication.translate("Chat", "The table is out of reach: the talk waits until it is back"))
        for widget in (self.entry, self.send_button, *self.reaction_buttons.values()):
            widget.setEnabled(enabled)
        for widget in (self.entry, self.send_button):
            widget.setToolTip("" if enabled else why)
        self.entry.setPlaceholderText(QCoreApplication.translate("Chat", "Say something…") if enabled else "")
        # The whole reason, wrapped under the box (a line edit's placeholder cut it off).
        self._notice_timer.stop()
        self.notice.setText(why)
        self.notice.setVisible(not enabled)
        self._fit_notice()

    def _fit_notice(self) -> None:
        """The notice asks for the height its wrapped lines take at the panel's width: in a splitter
        a wrapped label got one line's room and its three Danish lines were cut (a newcomer's find)."""
        width = self.notice.width() if self.notice.isVisible() else self.width()
        self.notice.setMinimumHeight(self.notice.heightForWidth(max(1, width)) if self.notice.text() else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.notice.isVisible():
            self._fit_notice()

    # --- what the player does -------------------------------------------------------------------

    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self._sent = [*self._sent[-19:], text]
            self.said.emit(text)
            self.entry.clear()

    def mute_action_text(self, row: int) -> tuple[str, bool] | None:
        """The owner's menu entry for a line: its words, and whether it mutes (else unmutes)."""
        item = self.lines.item(row)
        if not self._owner or item is None:
            return None
        seat, onlooker, name = item.data(_ROLE_SPEAKER)
        if 0 <= seat < len(self._names):
            name = self._names[seat]
        muted = seat in self._muted[0] if seat >= 0 else onlooker in self._muted[1]
        text = (QCoreApplication.translate("Chat", "Let {name} talk again") if muted
                else QCoreApplication.translate("Chat", "Mute {name} in the chat")).format(name=name)
        return text, not muted

    def request_mute(self, row: int) -> None:
        entry = self.mute_action_text(row)
        item = self.lines.item(row)
        if entry is None or item is None:
            return
        seat, onlooker, _name = item.data(_ROLE_SPEAKER)
        self.mute_requested.emit(seat, onlooker, entry[1])

    def _on_menu(self, point: QPoint) -> None:
        item = self.lines.itemAt(point)
        if item is None:
            return
        row = self.lines.row(item)
        entry = self.mute_action_text(row)
        if entry is None:
            return
        menu = QMenu(self)
        menu.addAction(entry[0], lambda: self.request_mute(row))
        menu.exec(self.lines.viewport().mapToGlobal(point))
