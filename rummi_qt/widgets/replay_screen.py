"""Replay of a kept game, turn by turn: the board, the players bar, every rack this copy knows and
the turn log as they were, with buttons, a slider and the arrow keys; "Your review" beside it."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QKeySequence, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller.jokers import board_marks
from rummi_qt.controller.session import SeatInfo
from rummi_qt.controller.texts import kept_name
from rummi_qt.controller.turn_log import LogEntry, log_text
from rummi_qt.engine import Drew, GameEnded, GameResult, Melded, Options, Passed, TurnEnd
from rummi_qt.engine.changes import move_marks, outline
from rummi_qt.engine.views import SPECTATOR, PlayerView
from rummi_qt.history.replay import Frame, RecordedGame
from rummi_qt.history.review import Missed
from rummi_qt.network.table import SeatKind

from .players_bar import PlayersBar
from .review_panel import ReviewPanel
from .table_view import TableView
from .theme import system_theme
from .tiles import NORMAL, TilePixmaps
from .wrapped_lines import wrap_lines

TILE_W, TILE_H = 22, 30



def frame_entry(frame: Frame, before: Frame | None) -> LogEntry | None:
    """The turn log's entry for a frame, as the game screen logged that turn (``None``: the deal)."""
    seat = frame.seat if frame.seat is not None else 0
    if frame.action == "meld":
        opening = before is not None and not before.opened[seat]
        brief = outline(before.sets if before is not None else (), frame.sets)
        return Melded(seat, frame.played, opening, brief.new_sets, brief.reworked, brief.jokers_won)
    if frame.action in ("draw", "timeout") and frame.count:
        tiles = frame.drawn or ()
        return Drew(seat, tiles, timed_out=frame.action == "timeout", penalty=frame.count > 1,
                    count=frame.count)
    if frame.action in ("pass", "timeout"):
        return Passed(seat, timed_out=frame.action == "timeout")
    if frame.action == "end" and frame.scores is not None:
        racks = tuple(r or () for r in frame.racks)
        return GameEnded(GameResult(frame.winners, racks, frame.scores, any(not r for r in racks)))
    return None


def frame_text(frame: Frame, before: Frame | None, names: tuple[str, ...], me: int | None) -> str:
    """One line of the turn log, in the game screen's words."""
    def name_of(seat: int) -> str:
        if 0 <= seat < len(names) and names[seat]:
            return names[seat]
        return QCoreApplication.translate("ReplayScreen", "Seat %1").replace("%1", str(seat + 1))

    if frame.action == "deal" and frame.turn > 0:
        # A copy that begins in the middle of the game (its app joined late): not the deal.
        #: %1 is the turn the copy of the game begins at, %2 the player whose turn it was then.
        return QCoreApplication.translate("ReplayScreen", "This app's copy begins at turn %1; %2 plays next") \
            .replace("%1", str(frame.turn + 1)).replace("%2", name_of(frame.current))
    if frame.action == "deal":
        return QCoreApplication.translate("ReplayScreen", "The tiles are dealt; %1 begins") \
            .replace("%1", name_of(frame.current))
    if frame.action == "sync":
        return QCoreApplication.translate("ReplayScreen", "Some turns went by while the connection was down")
    entry = frame_entry(frame, before)
    return log_text(entry, name_of, SPECTATOR if me is None else me) if entry is not None else frame.action


def frame_view(game: RecordedGame, frame: Frame, me: int | None, final: bool = False) -> PlayerView:
    """The players bar's view of a frame: tiles left, opened marks, whose turn it is (nobody's
    after the game's last turn, ``final``, or at its end)."""
    seats = game.seats
    current = SPECTATOR if final or frame.action == "end" else frame.current
    return PlayerView(seat=SPECTATOR if me is None else me, seats=seats, options=Options(threshold=game.threshold),
                      rack=None, last_drawn=(), board=frame.board, turn_board=frame.board, rack_counts=frame.counts,
                      opened=frame.opened, last_turns=(TurnEnd.NONE,) * seats, laid_since=((),) * seats,
                      pool_size=max(0, frame.pool), current=current,
                      first_seat=0, turn=frame.turn, passes=0, can_step_back=False, result=None)



class ToggleButton(QPushButton):
    """A checkable button as wide as its text in bold (the theme's look when it is on): pressed, its
    label no longer lost its ends ("'our reviev")."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setCheckable(True)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        bold = QFont(self.font())
        bold.setBold(True)
        text = self.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        extra = QFontMetrics(bold).horizontalAdvance(text) - self.fontMetrics().horizontalAdvance(text)
        return QSize(hint.width() + max(0, extra), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

def _went_out() -> str:
    #: In a replay, the rack of the player who went out: no tiles left (as the results say it).
    return QCoreApplication.translate("ReplayScreen", "none: went out")


class RacksPanel(QWidget):
    """Each seat's rack as small tiles, or how many hidden tiles it holds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmaps = TilePixmaps()
        self._rows: list[tuple[str, tuple[object, ...] | None, int]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_racks(self, names: tuple[str, ...], frame: Frame) -> None:
        self._rows = [(names[s], frame.racks[s], frame.counts[s]) for s in range(len(names))]
        words = []
        for name, rack, count in self._rows:
            hidden = QCoreApplication.translate("ReplayScreen", "%1 hidden tiles").replace("%1", str(count))
            shown = (" ".join(str(t) for t in rack) or _went_out()) if rack is not None else hidden
            words.append(f"{name}: {shown}")
        self.setAccessibleDescription("; ".join(words))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(600, max(1, len(self._rows)) * (TILE_H + 6) + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        theme = system_theme()
        dpr = self.devicePixelRatioF()
        label_width = 120
        for row, (name, rack, count) in enumerate(self._rows):
            y = 2 + row * (TILE_H + 6)
            painter.setPen(QColor("#f6f1e3"))
            painter.drawText(QRectF(4, y, label_width - 8, TILE_H), Qt.AlignmentFlag.AlignVCenter, name)
            if rack is None or not rack:  # hidden, or empty: the player went out (a blank row said nothing)
                said = (QCoreApplication.translate("ReplayScreen", "%1 hidden tiles").replace("%1", str(count))
                        if rack is None else _went_out())
                painter.drawText(QRectF(label_width, y, self.width() - label_width, TILE_H),
                                 Qt.AlignmentFlag.AlignVCenter, said)
                continue
            # A long rack shrinks its tiles to fit rather than losing its end.
            room = (self.width() - label_width - 4) / max(1, len(rack))
            width = max(10, min(TILE_W, int(room) - 2))
            height = width * TILE_H // TILE_W
            for index, tile in enumerate(rack):
                pixmap = self._pixmaps.pixmap(tile, width, height, dpr, NORMAL, theme)  # type: ignore[arg-type]
                painter.drawPixmap(label_width + index * (width + 2), y + (TILE_H - height) // 2, pixmap)
        painter.end()


class ReplayScreen(QWidget):
    """Steps through one ``RecordedGame``; ``me`` is the seat whose game it is (None: nobody's)."""

    help_section = "history"  # where F1 opens the rules (``MainWindow.help_requested``)

    back_requested = Signal()
    review_requested = Signal()

    def __init__(self, game: RecordedGame, me: int | None, title: str = "", parent: QWidget | None = None,
                 number: int = 0, games: int = 1) -> None:
        """``number`` is the game's place in its table's record (from 0), ``games`` how many it holds."""
        super().__init__(parent)
        self.number, self.games = number, max(games, number + 1)
        self.setObjectName("ReplayScreen")
        self.game = replace(game, names=tuple(kept_name(name) for name in game.names))  # in the player's words
        game = self.game
        self.me = me
        self.index = 0
        self._review_asked = False
        self.title = QLabel(title)
        self.title.setObjectName("heading")
        self.players = PlayersBar()
        # The bots as in the game (their numbered squares and levels), where the record names them.
        self.players.set_seats([SeatInfo(name, SeatKind.BOT if seat in game.bots else SeatKind.HUMAN,
                                         game.bots.get(seat, "")) for seat, name in enumerate(game.names)])
        self.table = TableView()
        self.table.set_rack_shown(False)
        self.table.set_board_editable(False)
        self.racks = RacksPanel()
        self.log = QListWidget()
        self.log.setAccessibleName(self.tr("What happened"))
        self.log.setMinimumWidth(220)
        # Wrapped entries are measured at the width they are shown at: with the scroll bar always
        # there the width never changes under them (else an entry measured before the bar appeared
        # keeps a line's gap of its own).
        wrap_lines(self.log)
        self.log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.log.setSpacing(1)
        self.review = ReviewPanel()
        self.review.hide()
        self.review.turn_chosen.connect(self.show_turn)

        self.first_button = QPushButton("|◀")
        self.first_button.setAccessibleName(self.tr("First turn"))
        self.back_button = QPushButton(self.tr("◀ &Previous"))
        self.next_button = QPushButton(self.tr("&Next ▶"))
        self.last_button = QPushButton("▶|")
        self.last_button.setAccessibleName(self.tr("Last turn"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(game.frames) - 1)
        self.slider.setAccessibleName(self.tr("Turn"))
        self.position = QLabel()
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # As wide as its longest text: the buttons beside it never move when it changes.
        longest = max((self.tr("The deal"), self.tr("The end"), self._turn_text(len(game.frames), len(game.frames))),
                      key=self.position.fontMetrics().horizontalAdvance)
        self.position.setFixedWidth(self.position.fontMetrics().horizontalAdvance(longest) + 16)
        self.review_button = ToggleButton(self.tr("Your &review"))
        # A host's record is nobody's own game: the review then asks whose turns it is to go over.
        self.seat_menu = QMenu(self.review_button)
        for seat, name in enumerate(game.names):
            action = self.seat_menu.addAction(name or self.tr("Seat %1").replace("%1", str(seat + 1)))
            action.triggered.connect(lambda _=False, seat=seat: self.choose_seat(seat))
        if me is None:
            self.review_button.setToolTip(self.tr("Choose a player to review their turns"))
        self.leave_button = QPushButton(self.tr("&Back"))
        self.first_button.clicked.connect(lambda: self.show_frame(0))
        self.back_button.clicked.connect(lambda: self.show_frame(self.index - 1))
        self.next_button.clicked.connect(lambda: self.show_frame(self.index + 1))
        self.last_button.clicked.connect(lambda: self.show_frame(len(self.game.frames) - 1))
        self.slider.valueChanged.connect(self.show_frame)
        self.review_button.toggled.connect(self._toggle_review)
        self.leave_button.clicked.connect(self.back_requested.emit)
        for key, step in ((Qt.Key.Key_Left, -1), (Qt.Key.Key_Right, 1)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda step=step: self.show_frame(self.index + step))
        QShortcut(QKeySequence(Qt.Key.Key_Home), self).activated.connect(lambda: self.show_frame(0))
        QShortcut(QKeySequence(Qt.Key.Key_End), self).activated.connect(
            lambda: self.show_frame(len(self.game.frames) - 1))

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.leave_button)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.log)
        side.addWidget(self.review)
        self._side = side
        middle = QSplitter(Qt.Orientation.Horizontal)
        board_side = QWidget()
        board_layout = QVBoxLayout(board_side)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.addWidget(self.table, 1)
        board_layout.addWidget(self.racks)
        middle.addWidget(board_side)
        middle.addWidget(side)
        middle.setStretchFactor(0, 3)
        middle.setStretchFactor(1, 1)
        self._middle = middle
        controls = QHBoxLayout()
        for button in (self.first_button, self.back_button):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        for widget in (self.next_button, self.last_button, self.position, self.review_button):
            controls.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.players)
        layout.addWidget(middle, 1)
        layout.addLayout(controls)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The board is only looked at here: a click on it leaves the arrow keys stepping through the
        # game (they moved a cell cursor over it); a click on a line of the log goes to that step.
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.itemClicked.connect(lambda item: self.show_frame(self.log.row(item)))
        self.show_frame(0, force=True)

    def show_frame(self, index: int, force: bool = False) -> None:
        index = max(0, min(index, len(self.game.frames) - 1))
        if index == self.index and not force:
            return
        self.index = index
        game = self.game
        frame = game.frames[index]
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.table.set_board(frame.board)
        self.table.set_joker_meanings(board_marks(frame.board))  # "=11" on a joker, as in the game
        before = game.frames[index - 1] if index else None
        if frame.action == "end" and index >= 2:  # the end shows the last move's marks, as the game did
            before, frame_marked = game.frames[index - 2], game.frames[index - 1]
        else:
            frame_marked = frame
        self.table.set_recent(move_marks(before.board, frame_marked.board) if before is not None else {})
        final = index + 1 < len(game.frames) and game.frames[index + 1].action == "end"
        self.players.show_view(frame_view(game, frame, self.me, final), list(game.names), self.number + 1,
                               self.games)
        self.racks.set_racks(game.names, frame)
        self.log.clear()
        for i in range(index + 1):
            self.log.addItem(frame_text(game.frames[i], game.frames[i - 1] if i else None, game.names, self.me))
        self.log.setCurrentRow(index)
        self.log.scrollToBottom()
        if frame.action == "deal" and index == 0:
            self.position.setText(self.tr("The deal"))
        elif frame.action == "end":
            self.position.setText(self.tr("The end"))
        else:
            self.position.setText(self._turn_text(frame.turn, game.last.turn))
        self.first_button.setEnabled(index > 0)
        self.back_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(game.frames) - 1)
        self.last_button.setEnabled(index < len(game.frames) - 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The arrow keys, Home and End step through the game (also where no shortcut reaches)."""
        steps = {Qt.Key.Key_Left: self.index - 1, Qt.Key.Key_Right: self.index + 1, Qt.Key.Key_Home: 0,
                 Qt.Key.Key_End: len(self.game.frames) - 1}
        target = steps.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self.show_frame(target)

    def _turn_text(self, turn: int, turns: int) -> str:
        return self.tr("Turn %1 of %2").replace("%1", str(turn)).replace("%2", str(turns))

    def show_turn(self, turn: int) -> None:
        """Step to a game turn (a review entry was chosen): "Turn 20" there is "Turn 20 of 32" here,
        the log's last line is what the player did, the review beside it what they could have."""
        for index, frame in enumerate(self.game.frames):
            if frame.turn == turn and frame.action not in ("deal", "end", "sync"):
                self.show_frame(index)
                return

    def choose_seat(self, seat: int) -> None:
        """Review (and replay as) ``seat``: its turns, "you" in the log and the players bar."""
        self.me = seat
        self._review_asked = False  # a review of another seat is worked out afresh
        self.review_button.setToolTip("")
        self.show_frame(self.index, force=True)
        if self.review_button.isChecked():
            self._toggle_review(True)
        else:
            self.review_button.setChecked(True)

    def _toggle_review(self, shown: bool) -> None:
        if shown and self.me is None:
            self.review_button.blockSignals(True)
            self.review_button.setChecked(False)  # until a seat is chosen
            self.review_button.blockSignals(False)
            above = QPoint(0, -self.seat_menu.sizeHint().height())  # the button sits at the window's foot
            self.seat_menu.popup(self.review_button.mapToGlobal(above))
            return
        self.review.setVisible(shown)
        if shown:  # the review's sentences and its small board want more room than the log
            total = sum(self._middle.sizes())
            self._middle.setSizes([total * 3 // 5, total * 2 // 5])
            height = max(sum(self._side.sizes()), self._side.height())
            self._side.setSizes([height // 4, height * 3 // 4])  # the log keeps a few lines
        self.log.scrollToBottom()  # the log's height changed: the turn on show stays in sight
        if shown and not self._review_asked:  # worked out once, in the worker process
            self._review_asked = True
            self.review_requested.emit()

    def set_review(self, missed: list[Missed] | None) -> None:
        self.review.set_missed(missed)
