"""The game screen: players bar, the board and rack, the message line, the turn controls and log."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPen, QPixmap, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller.rack import RackArrangement
from rummi_qt.controller.session import Control, Controls, GameController
from rummi_qt.engine import Board, Cell
from rummi_qt.engine.views import PlayerView

from .players_bar import PlayersBar
from .table_view import TableView

__all__ = ["GameScreen", "PlayersBar"]


class GameScreen(QWidget):
    leave_requested = Signal()
    meld_requested = Signal()
    hint_requested = Signal()
    seat_to_bot_requested = Signal(int, str)  # seat, bot level: the owner's choice on the players bar

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameScreen")
        self.controller = controller
        self.game_number = 1
        self.games = 1
        self.totals: list[int] | None = None  # the round's running totals per seat, from the score book
        self.players = PlayersBar()
        self.table = TableView()
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Message"))
        font = QFont(self.message.font())
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.message.setFont(font)
        self.clock = QLabel()
        self.clock.setObjectName("clock")
        # A painted clock face, not the ⏱ character: many Linux desktops have no font with it.
        self.clock_icon = QLabel()
        self.clock_icon.setAccessibleName(self.tr("Turn timer"))
        self.clock_icon.hide()
        self.log = QListWidget()
        self.log.setAccessibleName(self.tr("What happened"))
        self.log.setMinimumWidth(180)
        # Long lines ("Bot 3 opened with k11 o11 r11 …") wrap instead of hiding behind a scroll bar.
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.sort_runs = QPushButton(self.tr("Sort 789"))
        self.sort_runs.setToolTip(self.tr("Sort the rack by colour, then number (runs)"))
        self.sort_groups = QPushButton(self.tr("Sort 777"))
        self.sort_groups.setToolTip(self.tr("Sort the rack by number, then colour (groups)"))
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.meld_button = QPushButton(self.tr("&Meld…"))
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.draw_button = QPushButton(self.tr("&Draw"))
        self.finish_button = QPushButton(self.tr("&Finish meld"))
        self.finish_button.setDefault(False)
        self.finish_button.setAutoDefault(False)
        self.finish_button.setObjectName("finishButton")
        self.leave_button = QPushButton(self.tr("&Leave"))
        self.pause_button = QPushButton(self.tr("Pause timer"))
        self.pause_button.setCheckable(True)
        self.pause_button.setToolTip(self.tr("Stop the turn clock for everyone (only the host can)"))
        self.pause_button.setVisible(False)
        self.sound_button = QPushButton(self.tr("Sound"))
        self.sound_button.setCheckable(True)
        self.sound_button.setChecked(True)
        self.sound_button.setToolTip(self.tr("A short sound when your turn begins"))

        self.sort_runs.clicked.connect(controller.sort_runs)
        self.sort_groups.clicked.connect(controller.sort_groups)
        self.hint_button.clicked.connect(self.hint_requested.emit)
        self.meld_button.clicked.connect(self.meld_requested.emit)
        self.undo_button.clicked.connect(controller.undo)
        self.draw_button.clicked.connect(controller.draw)
        self.finish_button.clicked.connect(controller.finish)
        self.leave_button.clicked.connect(self.leave_requested.emit)

        self._shortcut("Ctrl+Return", controller.finish)
        self._shortcut("Ctrl+Enter", controller.finish)
        self._shortcut("D", lambda: self._press(self.draw_button))
        self._shortcut("Ctrl+Z", controller.step_back)
        self._shortcut("M", lambda: self._press(self.meld_button))
        self._shortcut("S", self._toggle_sort)
        self._shortcut("H", lambda: self._press(self.hint_button))
        self._sort_by_runs_next = True

        controls = QHBoxLayout()
        for button in (self.sort_runs, self.sort_groups):
            controls.addWidget(button)
        controls.addStretch(1)
        controls.addWidget(self.clock_icon)
        controls.addWidget(self.clock)
        for button in (self.hint_button, self.meld_button, self.undo_button, self.draw_button, self.finish_button):
            button.setMinimumHeight(36)
            controls.addWidget(button)

        centre = QWidget()
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.addWidget(self.table, 1)
        centre_layout.addWidget(self.message)
        centre_layout.addLayout(controls)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(QLabel(self.tr("What happened")))
        side_layout.addWidget(self.log, 1)
        side_layout.addWidget(self.pause_button)
        side_layout.addWidget(self.sound_button)
        side_layout.addWidget(self.leave_button)
        splitter = QSplitter()
        splitter.addWidget(centre)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 1)
        splitter.setCollapsible(0, False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.players)
        layout.addWidget(splitter, 1)

        self.table.rack_tile_placed.connect(controller.place_from_rack)
        self.table.board_tile_moved.connect(controller.move_on_board)
        self.table.board_tile_returned.connect(controller.return_to_rack)
        self.table.rack_tile_rearranged.connect(controller.rearrange_rack)
        self.table.selection_changed.connect(controller.select)
        self.table.cell_activated.connect(self._on_cell_activated)

        self.players.seat_to_bot_requested.connect(self.seat_to_bot_requested.emit)
        controller.seats_changed.connect(self._on_seats)
        controller.board_changed.connect(self._on_board)
        controller.view_changed.connect(self._on_view)
        controller.rack_changed.connect(self._on_rack)
        controller.hint_changed.connect(lambda cells: self.table.set_hint(cells or None))
        controller.controls_changed.connect(self._on_controls)
        controller.problems_changed.connect(self.table.set_invalid_sets)
        controller.highlights_changed.connect(self.table.set_highlights)
        controller.recent_changed.connect(self.table.set_recent)
        controller.message_changed.connect(self.message.setText)
        controller.log_added.connect(self._on_log)
        controller.turn_started.connect(self._on_turn_started)
        controller.client.clock_changed.connect(self._on_clock)

        self._deadline: QElapsedTimer | None = None
        self._remaining_ms = 0
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._show_clock)

    def _shortcut(self, keys: str, slot: object) -> None:
        shortcut = QShortcut(QKeySequence(keys), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)

    @staticmethod
    def _press(button: QPushButton) -> None:
        if button.isEnabled():
            button.click()

    def _toggle_sort(self) -> None:
        (self.controller.sort_runs if self._sort_by_runs_next else self.controller.sort_groups)()
        self._sort_by_runs_next = not self._sort_by_runs_next

    def set_progress(self, game_number: int, games: int, totals: list[int] | None = None) -> None:
        """Which game of how many this is, and the score book's totals so far (shown from game 2 on)."""
        self.game_number, self.games, self.totals = game_number, games, totals
        if self.controller.view is not None:
            self._on_view(self.controller.view)

    def _on_seats(self) -> None:
        if self.controller.view is not None:
            self._on_view(self.controller.view)

    def _on_rack(self, rack: RackArrangement) -> None:
        self.table.set_rack(list(rack.slots))
        self.table.set_new_tile(self.controller.new_tile_slot())

    def _on_board(self, board: Board, others_move: bool) -> None:
        self.table.set_board(board, animate=others_move)

    def _on_view(self, view: PlayerView) -> None:
        self.players.set_seats(self.controller.seats, self.controller.seats_for_bots())
        totals = self.totals if self.game_number >= 2 else None
        self.players.show_view(view, self.controller.names, self.game_number, self.games, totals)
        self.table.set_board_editable(view.my_turn)

    def _on_controls(self, controls: Controls) -> None:
        def show(button: QPushButton, control: Control) -> None:
            button.setEnabled(control.enabled)
            button.setToolTip(control.why)

        show(self.finish_button, controls.finish)
        show(self.draw_button, controls.draw)
        show(self.undo_button, controls.undo)
        show(self.meld_button, controls.meld)
        show(self.hint_button, controls.hint)
        self.draw_button.setText(self.tr("&Pass") if controls.draw_is_pass else self.tr("&Draw"))
        if controls.finish.enabled and controls.finish.why:
            self.message.setText(controls.finish.why)

    def _on_cell_activated(self, cell: Cell) -> None:
        self.controller.place_selection(cell)

    def _on_log(self, text: str) -> None:
        self.log.addItem(text)
        self.log.scrollToBottom()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.log.scrollToBottom()  # lines added while hidden were laid out only now: newest in sight

    def _on_turn_started(self, mine: bool) -> None:
        if mine:
            QApplication.alert(self.window())  # the taskbar asks for attention if we are behind
            if self.sound_button.isChecked():
                QApplication.beep()

    def _on_clock(self, seat: int, remaining_ms: object, paused: bool, away: bool) -> None:
        if remaining_ms is None:
            self._tick.stop()
            self.clock_icon.hide()
            self.clock.setText(self.tr("waiting for %1").replace("%1", self.controller.name_of(seat)) if away else "")
            return
        self._remaining_ms = int(remaining_ms)  # type: ignore[call-overload]
        self._deadline = QElapsedTimer()
        self._deadline.start()
        if paused:
            self._tick.stop()
        else:
            self._tick.start()
        self._show_clock(paused)

    def _show_clock(self, paused: bool = False) -> None:
        if self._deadline is None:
            return
        left = max(0, self._remaining_ms - (0 if paused else self._deadline.elapsed()))
        seconds = (left + 999) // 1000
        text = f"{seconds // 60}:{seconds % 60:02d}"
        self.clock.setText(text + (self.tr(" (paused)") if paused else ""))
        if self.clock_icon.isHidden():
            self.clock_icon.setPixmap(clock_face(self.clock.fontMetrics().height(), self.devicePixelRatioF(),
                                                 self.clock.palette().color(self.clock.foregroundRole())))
            self.clock_icon.show()
        if left == 0:
            self._tick.stop()


def clock_face(size: int, ratio: float, colour: QColor) -> QPixmap:
    """A small clock face (ring and two hands) ``size`` pixels high, sharp at ``ratio``."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour)
    pen.setWidthF(max(1.2, size / 9))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    inset = pen.widthF()
    face = QRectF(inset, inset, size - 2 * inset, size - 2 * inset)
    painter.drawEllipse(face)
    centre = face.center()
    painter.drawLine(centre, QPointF(centre.x(), face.top() + face.height() * 0.22))
    painter.drawLine(centre, QPointF(face.right() - face.width() * 0.28, centre.y()))
    painter.end()
    return pixmap
