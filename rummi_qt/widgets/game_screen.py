"""The game screen: players bar, the board and rack, the message line, the turn controls and log."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller.proposal import Proposal
from rummi_qt.controller.rack import RackArrangement
from rummi_qt.controller.session import Control, Controls, GameController
from rummi_qt.controller.turn_log import GameStarts, LogEntry, is_heading
from rummi_qt.engine import Board, Cell
from rummi_qt.engine.views import PlayerView
from rummi_qt.sound import Chime

from .chat import ChatPanel
from .language_box import LanguageBox
from .players_bar import PlayersBar
from .results_view import ResultsView
from .table_layout import RackSlot
from .table_view import TableView
from .theme import accent
from .turn_clock import TurnClock
from .wrapped_lines import wrap_lines

__all__ = ["GameScreen", "PlayersBar"]



def keep_at_end(view: QAbstractScrollArea) -> None:
    """Scrolled to the end, ``view`` stays there when its lines are laid out again taller (the window
    narrower, another language's longer words): the newest line of a log is never left half hidden.
    A list scrolls by pixels: by whole lines, its end showed the last line alone at the top when the
    line before it was taller than the view (a bot's 24-tile move), as if the log had been wiped."""
    if isinstance(view, QAbstractItemView):
        view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    bar = view.verticalScrollBar()
    at_end = [True]

    def moved(value: int) -> None:
        at_end[0] = value >= bar.maximum()

    def grew(_low: int, high: int) -> None:
        if at_end[0]:
            bar.setValue(high)

    bar.valueChanged.connect(moved)
    bar.rangeChanged.connect(grew)

SINGLE_KEYS = "DMSHBA"  # the game's own keys, in every language (the help lists them)


class LogList(QListWidget):
    """What happened, line by line, with no type-to-find: a letter typed there (D at a game's end,
    when Draw does nothing) jumped to a line beginning with it ("Du trak…", a newcomer's find)."""

    def keyboardSearch(self, search: str) -> None:  # noqa: N802 - Qt's name
        del search


def underlined(label: str) -> str:
    """The mnemonic letter of a label ("T&ræk" → "r"), or "" (a doubled "&&" is a plain "&")."""
    at = label.find("&")
    while 0 <= at < len(label) - 1:
        if label[at + 1] != "&":
            return label[at + 1]
        at = label.find("&", at + 2)
    return ""


class GameScreen(QWidget):

    leave_requested = Signal()
    meld_requested = Signal()
    hint_requested = Signal()
    seat_to_bot_requested = Signal(int, str)  # seat, bot level: the owner's choice on the players bar
    book_requested = Signal()  # the round's score book (the players bar's button, or B)
    help_requested = Signal()
    settings_requested = Signal()
    language_chosen = Signal(str)  # a language code, or "system"

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameScreen")
        self.controller = controller
        self.game_number = 1
        self.games = 1
        self.totals: list[int] | None = None  # the round's running totals per seat, from the score book
        self.players = PlayersBar()
        # An onlooker's banner: whose table this is, and that there is no rack to play from.
        self.banner = QLabel()
        self.banner.setObjectName("watchBanner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet("#watchBanner { background: #1f6feb; color: white; border-radius: 6px;"
                                  " padding: 6px; font-weight: bold; }")
        self.banner.hide()
        self.table = TableView()
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Message"))
        # Hidden under the results (which say the same, and a tall card would cut it in half), but
        # its room kept, so that the table behind does not move.
        keep_room = self.message.sizePolicy()
        keep_room.setRetainSizeWhenHidden(True)
        self.message.setSizePolicy(keep_room)
        font = QFont(self.message.font())
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.message.setFont(font)
        # Room for two lines always (about the buttons' height beside it): a hint's sentence that
        # wraps no longer shrinks the board mid-turn (a newcomer saw it jump from 6 to 7 rows).
        self.message.setMinimumHeight(2 * QFontMetrics(font).lineSpacing())
        self.clock = TurnClock()
        self.clock.warning_ticked.connect(lambda _seconds: self._sound())
        self._clock_seat: int | None = None  # whose turn the clock counts: it rings their avatar too
        self._ring_whole_ms = 1  # the turn's whole time, for the ring (set with each clock message)
        # What plays a sound (when Sound is on): the turn chime, by the platform's own player.
        self.play_sound: Callable[[], None] = Chime(self).play
        self.message.setText(controller.message())
        # A hint on show is followed or put away from here, beside the sentence that describes it.
        # While the player looks at the board behind the results (See the board): the way back.
        self.back_to_results = QPushButton(self.tr("Back to the &results"))
        accent(self.back_to_results)
        self.back_to_results.setMinimumHeight(36)
        self.back_to_results.hide()
        self.back_to_results.clicked.connect(self._back_to_results)
        self.apply_hint_button = QPushButton(self.tr("&Apply hint"))
        self.apply_hint_button.setToolTip(self.tr("Make the hint this turn's changes: you can still change, "
                                                  "finish or undo them (A)"))
        self.dismiss_hint_button = QPushButton(self.tr("Dism&iss"))
        self.dismiss_hint_button.setToolTip(self.tr("Put the hint away (Esc or H)"))
        for button in (self.apply_hint_button, self.dismiss_hint_button):
            # Their room is kept while hidden: showing a hint must not push the board and rack up.
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            button.setSizePolicy(policy)
            button.setVisible(False)
        self.apply_hint_button.clicked.connect(controller.apply_hint)
        self.dismiss_hint_button.clicked.connect(controller.dismiss_hint)
        self.table.hint_in_the_way.connect(controller.hint_gives_way)  # a drop while a hint shows: it gives way
        self.table.cell_taken.connect(self._on_cell_taken)
        self.table.covered_tile_pulled.connect(controller.explain_covered_tile)
        # Said when the host closed the table or cannot be reached, with the way back to the start.
        self.host_banner = QFrame()
        self.host_banner.setObjectName("hostBanner")
        self.host_banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.host_note = QLabel()
        self.host_note.setWordWrap(True)
        self.host_note.setAccessibleName(self.tr("The table"))
        self.back_button = QPushButton(self.tr("Back to the start screen"))
        self.back_button.clicked.connect(self.leave_requested.emit)
        banner_layout = QHBoxLayout(self.host_banner)
        banner_layout.addWidget(self.host_note, 1)
        banner_layout.addWidget(self.back_button)
        self.host_banner.hide()
        self.log = LogList()
        self.log.setAccessibleName(self.tr("What happened"))
        self.log.setMinimumWidth(180)
        # Long lines ("Bot 3 opened with k11 o11 r11 …") wrap instead of hiding behind a scroll bar.
        wrap_lines(self.log)
        self.log.setSpacing(2)  # a move's wrapped lines stay together, apart from the next move's
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        keep_at_end(self.log)
        # A move's line, clicked (or Enter on it), marks its tiles on the board; the last move's
        # marks come back with the next move, or a click on the last move's line.
        self._chosen_entry: LogEntry | None = None  # the log's line whose move the board marks
        self.log.itemClicked.connect(self._on_log_chosen)
        self.log.itemActivated.connect(self._on_log_chosen)
        self.chat = ChatPanel()  # quick reactions and the table's talk
        # A line sent, the keys are the game's again (H, D, M…): a newcomer's H went into the talk.
        self.chat.said.connect(lambda _text: self.table.setFocus(Qt.FocusReason.OtherFocusReason))

        self.sort_runs = QPushButton(self.tr("Sort 789"))
        self.sort_runs.setToolTip(self.tr("Sort the rack by colour, then number (runs)"))
        self.sort_groups = QPushButton(self.tr("Sort 777"))
        self.sort_groups.setToolTip(self.tr("Sort the rack by number, then colour (groups)"))
        self.close_gaps = QPushButton(self.tr("Close &gaps"))
        self.close_gaps.setEnabled(False)
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.meld_button = QPushButton(self.tr("&Meld…"))
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.draw_button = QPushButton(self.tr("&Draw"))
        self.finish_button = QPushButton(self.tr("&Finish meld"))
        self.finish_button.setDefault(False)
        self.finish_button.setAutoDefault(False)
        accent(self.finish_button, "finishButton")
        self.leave_button = QPushButton(self.tr("&Leave"))
        self.pause_button = QPushButton(self.tr("Pause timer"))
        self.pause_button.setCheckable(True)
        self.pause_button.setVisible(False)
        self.pause_button.toggled.connect(self._show_pause_state)
        self._show_pause_state(False)
        self.sound_button = QPushButton()
        self.sound_button.setObjectName("soundButton")
        self.sound_button.setCheckable(True)
        self.sound_button.toggled.connect(self._show_sound_state)
        self.sound_button.setChecked(True)
        self.sound_button.setToolTip(self.tr("A short sound when your turn begins, and a tick in its last ten seconds"))
        self.help_button = QPushButton(self.tr("Rules and help"))
        self.help_button.setToolTip(self.tr("The rules and every control of the game (F1)"))
        self.help_button.clicked.connect(self.help_requested.emit)
        self.settings_button = QPushButton(self.tr("Se&ttings…"))
        self.settings_button.setToolTip(self.tr("Language, sound, the bots' pace, the theme and the tiles"))
        self.settings_button.clicked.connect(self.settings_requested.emit)
        self.language_box = LanguageBox()
        self.language_box.language_chosen.connect(self._on_language_chosen)

        self.sort_runs.clicked.connect(controller.sort_runs)
        self.sort_groups.clicked.connect(controller.sort_groups)
        self.close_gaps.clicked.connect(controller.close_gaps)
        self.hint_button.clicked.connect(self.hint_requested.emit)
        self.meld_button.clicked.connect(self.meld_requested.emit)
        self.undo_button.clicked.connect(controller.undo)
        self.draw_button.clicked.connect(controller.draw)
        self.finish_button.clicked.connect(controller.finish)
        self.leave_button.clicked.connect(self.leave_requested.emit)

        self._shortcuts: list[QShortcut] = []
        self._shortcut("Ctrl+Return", controller.finish)
        self._shortcut("Ctrl+Enter", controller.finish)
        self._shortcut("D", lambda: self._press(self.draw_button))  # SINGLE_KEYS: D, M, S, H, B, A
        self._shortcut("Ctrl+Z", controller.step_back)
        self._shortcut("M", lambda: self._press(self.meld_button))
        self._shortcut("S", self._toggle_sort)
        self._shortcut("H", lambda: self._press(self.hint_button))
        self._shortcut("B", self._open_book)
        self._hint_keys = [self._shortcut("Escape", controller.dismiss_hint),
                           self._shortcut("A", lambda: self._press(self.apply_hint_button))]
        for shortcut in self._hint_keys:
            shortcut.setEnabled(False)  # only while a hint is on show: Esc otherwise clears the selection
        self._underlined_keys()
        self._sort_by_runs_next = True

        controls = QHBoxLayout()
        for button in (self.sort_runs, self.sort_groups, self.close_gaps):
            controls.addWidget(button)
        controls.addStretch(1)
        controls.addWidget(self.clock)
        for button in (self.hint_button, self.meld_button, self.undo_button, self.draw_button, self.finish_button):
            button.setMinimumHeight(36)
            controls.addWidget(button)

        centre = QWidget()
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        # The banners (watching; the host gone) lie over the board's column, not across the screen:
        # the side panel is what sets the screen's least height, and a banner there grew the window.
        centre_layout.addWidget(self.banner)
        centre_layout.addWidget(self.host_banner)
        centre_layout.addWidget(self.table, 1)
        message_row = QHBoxLayout()
        message_row.addWidget(self.message, 1)
        message_row.addWidget(self.back_to_results)
        message_row.addWidget(self.apply_hint_button)
        message_row.addWidget(self.dismiss_hint_button)
        centre_layout.addLayout(message_row)
        centre_layout.addLayout(controls)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        # What happened over the table talk, the log with more of the room (the talk's buttons take
        # their own): the line between them can be dragged (a host's log had shown four lines).
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addWidget(QLabel(self.tr("What happened")))
        log_layout.addWidget(self.log, 1)
        self._talk_box = QWidget()
        talk_layout = QVBoxLayout(self._talk_box)
        talk_layout.setContentsMargins(0, 0, 0, 0)
        talk_layout.addWidget(QLabel(self.tr("Table talk")))
        talk_layout.addWidget(self.chat, 1)
        self._side_split = QSplitter(Qt.Orientation.Vertical)
        self._side_split.addWidget(log_box)
        self._side_split.addWidget(self._talk_box)
        self._side_split.setStretchFactor(0, 3)
        self._side_split.setStretchFactor(1, 2)
        self._side_split.setChildrenCollapsible(False)
        side_layout.addWidget(self._side_split, 1)
        side_layout.addWidget(self.pause_button)
        side_layout.addWidget(self.sound_button)
        side_layout.addWidget(self.help_button)
        side_layout.addWidget(self.settings_button)
        side_layout.addWidget(self.language_box)
        side_layout.addWidget(self.leave_button)
        splitter = QSplitter()
        self._splitter = splitter
        splitter.addWidget(centre)
        splitter.addWidget(side)
        splitter.splitterMoved.connect(lambda *_: self.results is not None and self.results.follow_parent())
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
        self.table.block_moved.connect(self._on_block_moved)
        self.table.board_tiles_returned.connect(controller.return_all_to_rack)
        self.table.rack_group_rearranged.connect(controller.rearrange_rack_group)

        self.players.seat_to_bot_requested.connect(self.seat_to_bot_requested.emit)
        self.players.book_requested.connect(self.book_requested.emit)
        controller.seats_changed.connect(self._on_seats)
        controller.board_changed.connect(self._on_board)
        controller.view_changed.connect(self._on_view)
        controller.rack_changed.connect(self._on_rack)
        controller.proposal_changed.connect(self._on_proposal)
        controller.jokers_changed.connect(self.table.set_joker_meanings)
        controller.controls_changed.connect(self._on_controls)
        controller.problems_changed.connect(self.table.set_invalid_sets)
        controller.highlights_changed.connect(self.table.set_highlights)
        controller.recent_changed.connect(self.table.set_recent)
        controller.recent_changed.connect(self._on_marks_of_last_move)
        controller.move_marked.connect(lambda cells: self.table.set_recent(cells, chosen=True))
        self.table.set_recent(controller.recent)  # built again (another language): the last move's bars stay
        controller.message_changed.connect(self.message.setText)
        controller.log_added.connect(self._on_log)
        controller.log_reset.connect(self._show_log)
        controller.turn_started.connect(self._on_turn_started)
        controller.client.clock_changed.connect(self._on_clock)
        controller.host_changed.connect(self._on_host_changed)

        self._tab_entries = 0
        self._celebrated: object = None  # the result already celebrated
        self.results: ResultsView | None = None  # the end of the game, while it is on show
        self._show_log()  # what the controller logged before this screen was built (a rejoin's turns)
        clock = controller.client.clock_now()
        if clock is not None:  # built mid-turn (the language changed): the clock runs on
            self._on_clock(*clock)

    def _underlined_keys(self) -> None:
        """The letter underlined on Hint, Meld and Draw (or Pass) works alone too, as H, M and D do,
        where no other key has it: a Finnish newcomer pressed V for "Vihje" and nothing happened. A
        letter works only while its button says that label (Pass is not Draw)."""
        taken = set(SINGLE_KEYS)
        for button, label in ((self.hint_button, self.tr("&Hint")), (self.meld_button, self.tr("&Meld…")),
                              (self.draw_button, self.tr("&Draw")), (self.draw_button, self.tr("&Pass"))):
            letter = underlined(label).upper()
            if letter and letter not in taken:
                taken.add(letter)
                self._shortcut(letter, lambda b=button, said=label: b.isVisible() and b.text() == said
                               and self._press(b))

    def _shortcut(self, keys: str, slot: object) -> QShortcut:
        shortcut = QShortcut(QKeySequence(keys), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)
        self._shortcuts.append(shortcut)
        return shortcut

    def _open_book(self) -> None:
        if self.players.book_button.isVisibleTo(self.players):
            self.players.book_button.click()
        elif self.results is None or not self.results.isVisible():
            # A table of one game keeps no book: said, not nothing (a newcomer pressed B twice).
            self.controller.show_note(self.tr("This table plays one game: its scores come with the results at its end"))

    @staticmethod
    def _press(button: QPushButton) -> None:
        if button.isEnabled():
            button.click()

    @property
    def help_section(self) -> str:
        """Where F1 opens the rules (``MainWindow.help_requested``): the end of a game under the
        results, else the turn."""
        return "end" if self.results is not None and self.results.isVisible() else "turn"

    def set_talk_shown(self, shown: bool) -> None:
        """Table talk is for people (the session says when): hidden, what happened takes its room."""
        self._talk_box.setVisible(shown)

    def _toggle_sort(self) -> None:
        if not self.sort_runs.isEnabled():
            return  # the game is over
        (self.controller.sort_runs if self._sort_by_runs_next else self.controller.sort_groups)()
        self._sort_by_runs_next = not self._sort_by_runs_next

    @property
    def turn_buttons(self) -> tuple[QPushButton, ...]:
        return (self.sort_runs, self.sort_groups, self.hint_button, self.meld_button, self.undo_button,
                self.draw_button, self.finish_button)

    def set_watching(self, table: str) -> None:
        """An onlooker's screen: the board, the players bar and the log; no rack, no turn controls."""
        self.banner.setText(self.tr("Watching %1").replace("%1", table))
        self.banner.setAccessibleName(self.banner.text())
        self.banner.setToolTip(self.tr("You see the board and the players as they play; nobody's rack"))
        self.banner.show()
        for button in (*self.turn_buttons, self.sound_button, self.pause_button, self.sort_runs, self.sort_groups,
                       self.close_gaps):
            button.hide()  # an onlooker has no rack to sort or close up
        self.table.set_rack_shown(False)
        self.leave_button.setToolTip(self.tr("Stop watching and go back to the start screen"))

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
        self.table.set_new_tiles(rack.new_slots())
        self._rack_tools()
        self.close_gaps.setToolTip(self.tr("Slide the tiles over the gaps the tiles you laid left") if rack.has_gaps
                                   else self.tr("Closes the gaps that tiles you lay on the board leave in your rack; "
                                                "the gaps you make yourself stay"))

    def _on_board(self, board: Board, others_move: bool) -> None:
        self.table.set_board(board, animate=others_move)

    def _on_view(self, view: PlayerView) -> None:
        self.players.set_seats(self.controller.seats, self.controller.seats_for_bots())
        totals = self.totals if self.game_number >= 2 else None
        self.players.show_view(view, self.controller.names, self.game_number, self.games, totals)
        self.players.book_button.setVisible(self.games > 1)
        if self.clock.ring is None and self.players.entry_at(self._clock_seat) is not None:
            self._ring_clock()  # the clock came before the bar had its players
            self.clock.show_ring()
        if len(self.players.entries()) != self._tab_entries:
            self._chain_tab_order()
        self.table.set_board_editable(self.controller.can_edit())
        self._rack_tools()
        if view.result is not None:
            self.clock.stop()  # the game is over: no clock runs down under the score book

    def _rack_tools(self) -> None:
        """Sorting the rack and closing its gaps are for a game going on: once it is over (its board
        seen under the results) they rest greyed, like the turn's buttons."""
        view = self.controller.view
        going_on = view is None or view.result is None
        self.sort_runs.setEnabled(going_on)
        self.sort_groups.setEnabled(going_on)
        self.close_gaps.setEnabled(going_on and self.controller.rack.has_gaps)

    def show_results(self, results: ResultsView) -> None:
        """The end of the game over this screen; what is behind it takes no keys or clicks meanwhile,
        but the table talk beside it stays open (a "well played" belongs to the end of a game)."""
        self.hide_results()
        self.results = results
        results.keep_clear = self._talk_area
        self._content_enabled(False)
        self.message.hide()
        self.pause_button.setEnabled(False)  # no turn clock runs between games: nothing to pause
        # The results cover the board: the last move, the board as the game ended, stay a click away.
        results.add_button(self.tr("See the &board")).clicked.connect(self._peek_at_board)
        results.open()
        result = self.controller.view.result if self.controller.view is not None else None
        if result is not None and self._celebrated is not result:  # once a game: confetti for its winner
            self._celebrated = result
            results.celebrate()

    def hide_results(self) -> None:
        shown = self.results is not None and self.results.isVisible()
        if self.results is not None:
            self.results.hide()
            self.results.deleteLater()
            self.results = None
        self.back_to_results.hide()
        self._content_enabled(True)
        self.message.show()
        self.pause_button.setEnabled(True)
        if shown and self.isVisible():
            self.table.setFocus()  # the next game: the keyboard back on the table, not lost

    def _peek_at_board(self) -> None:
        """The results step aside: the board as the game ended, and Back to the results."""
        if self.results is None:
            return
        self.results.hide()
        self._content_enabled(True)
        self.pause_button.setEnabled(False)  # still between games: no clock runs to pause
        self.message.show()
        self.back_to_results.show()
        self.back_to_results.setFocus()

    def _back_to_results(self) -> None:
        self.back_to_results.hide()
        if self.results is None:
            return
        self._content_enabled(False)
        self.message.hide()
        self.results.open()

    def _talk_area(self) -> QRect:
        """The side panel, top to foot, left clear of the results: what happened, the table talk, and
        sound, rules, settings and language, which are not about the game (Leave waits greyed: the
        results have their own)."""
        side = self._splitter.widget(1)
        top = side.mapTo(self, QPoint(0, 0))
        return QRect(top.x() - 4, 0, side.width() + 8, self.height())

    def _content_enabled(self, enabled: bool) -> None:
        side = self._splitter.widget(1)
        beside = (self._side_split, self.sound_button, self.help_button, self.settings_button, self.language_box)
        kept = {*beside, *(child for widget in beside for child in widget.findChildren(QWidget))}
        behind = [widget for widget in side.findChildren(QWidget) if widget not in kept and widget.parent() is side]
        for widget in (self.players, self.banner, self.host_banner, self._splitter.widget(0), *behind):
            widget.setEnabled(enabled)
        for shortcut in self._shortcuts:
            shortcut.setEnabled(enabled and (shortcut not in self._hint_keys or self.apply_hint_button.isVisible()))

    def _on_host_changed(self, why: str) -> None:
        self.host_note.setText(why)
        self.host_banner.setVisible(bool(why))
        self.chat.set_reachable(not why)
        self.table.set_board_editable(self.controller.can_edit())
        if why:  # the host's clock is not running for us now; it sends the time again on rejoin
            self.clock.stop()

    def _chain_tab_order(self) -> None:
        """Tab goes round the screen as it reads: the players bar (one stop), the board and the rack
        (two stops in the table), the rack's and the turn's buttons, the log, then the side buttons."""
        entries = self.players.entries()
        self._tab_entries = len(entries)
        chain: list[QWidget] = [*entries, self.back_button, self.table, self.sort_runs, self.sort_groups,
                                self.close_gaps, self.hint_button, self.meld_button, self.undo_button, self.draw_button,
                                self.finish_button, self.log, self.pause_button, self.sound_button, self.help_button,
                                self.settings_button, self.language_box, self.leave_button]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _on_controls(self, controls: Controls) -> None:
        focused = QApplication.focusWidget()

        def show(button: QPushButton, control: Control) -> None:
            button.setEnabled(control.enabled)
            button.setToolTip(control.why)
            button.setAccessibleDescription(control.why)  # a disabled button says why to screen readers too

        show(self.finish_button, controls.finish)
        show(self.draw_button, controls.draw)
        show(self.undo_button, controls.undo)
        show(self.meld_button, controls.meld)
        show(self.hint_button, controls.hint)
        self.draw_button.setText(self.tr("&Pass") if controls.draw_is_pass else self.tr("&Draw"))
        self._keep_focus(focused)

    def _keep_focus(self, focused: QWidget | None) -> None:
        """A focused button that went off or out of sight (Undo after an undo, Apply hint once applied)
        hands the keyboard back to the table: Qt would hand it to the next button in the chain (Draw,
        or a chat reaction), where the next Space or Enter would do something the player did not mean."""
        turn_buttons = (self.undo_button, self.draw_button, self.finish_button, self.meld_button, self.hint_button,
                        self.apply_hint_button, self.dismiss_hint_button)
        if focused in turn_buttons and not (focused.isEnabled() and focused.isVisible()) and self.isVisible():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_proposal(self, proposal: Proposal | None) -> None:
        shown = proposal is not None
        if proposal is None:
            self.table.set_proposal(None)
        else:
            self.table.set_proposal(proposal.board, proposal.changed, proposal.from_rack, proposal.jokers)
        focused = QApplication.focusWidget()
        for button in (self.apply_hint_button, self.dismiss_hint_button):
            button.setVisible(shown)
        self._keep_focus(focused)
        for shortcut in self._hint_keys:
            shortcut.setEnabled(shown)

    def _on_cell_taken(self, source: object, target: Cell) -> None:
        """A tile dropped on a board cell that holds one: room is made in front of a set it goes
        before, or the message line says why it went back."""
        if isinstance(source, RackSlot):
            self.controller.drop_on_tile(target, slot=source.index)
        elif isinstance(source, Cell):
            self.controller.drop_on_tile(target, source=source)

    def _on_cell_activated(self, cell: Cell) -> None:
        self.controller.place_selection(cell)
        self._selection_done()

    def _on_block_moved(self, moves: list[tuple[Cell, Cell]]) -> None:
        self.controller.move_block(moves)
        self._selection_done()

    def _selection_done(self) -> None:
        """The selected tiles went where the player sent them: the selection ends (kept when they
        could not go there, for another try)."""
        if not self.controller.selected_slots and not self.controller.selected_cells:
            self.table.clear_selection()

    def _on_log(self, entry: LogEntry) -> None:
        if isinstance(entry, GameStarts):  # the moves before are another game's: nothing to mark
            for row in range(self.log.count()):
                self.log.item(row).setToolTip("")
        self._add_log_line(entry)
        self.log.scrollToBottom()

    def _on_log_chosen(self, item: QListWidgetItem) -> None:
        row = self.log.row(item)
        log = self.controller.log
        self._chosen_entry = log[row] if 0 <= row < len(log) else None
        self.controller.show_move(self._chosen_entry)

    def _show_log(self) -> None:
        """The whole log again (a rejoin brought the game's turns, or the language changed); a move
        chosen in it is chosen again, or (gone) the marks are the last move's again."""
        log = self.controller.log
        chosen = self._chosen_entry
        self.log.clear()
        for entry in log:
            self._add_log_line(entry)
        self.log.scrollToBottom()
        again = next((i for i, entry in enumerate(log) if entry == chosen), -1) if chosen is not None else -1
        if again >= 0:
            self.log.blockSignals(True)
            self.log.setCurrentRow(again)
            self.log.blockSignals(False)
            self.controller.show_move(log[again])
        elif chosen is not None:
            self.controller.show_move(None)

    def _on_marks_of_last_move(self) -> None:
        """The board's marks are the last move's again (a new move came): a line chosen for another
        move is no longer what the board shows, so it is not left highlighted (it seemed to move)."""
        if self._chosen_entry is not None and self._chosen_entry != self.controller.last_move():
            self.log.blockSignals(True)
            self.log.setCurrentRow(-1)
            self.log.clearSelection()
            self.log.blockSignals(False)
            self._chosen_entry = None

    def _add_log_line(self, entry: LogEntry) -> None:
        item = QListWidgetItem(self.controller.log_text(entry))
        if self.controller.markable(entry):
            item.setToolTip(self.tr("Click to mark this move's tiles on the board"))
        if is_heading(entry):  # a game's heading stands out from its turns
            font = QFont(self.log.font())
            font.setBold(True)
            item.setFont(font)
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.log.addItem(item)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.log.scrollToBottom()  # lines added while hidden were laid out only now: newest in sight
        self._steady_draw_width()

    def _steady_draw_width(self) -> None:
        """Draw turns into Pass when the pool is empty: wide enough for either word, so that the
        buttons beside it do not shift (measured once the style has dressed it)."""
        button = self.draw_button
        shown = button.text()
        widths = []
        for text in (self.tr("&Draw"), self.tr("&Pass")):
            button.setText(text)
            widths.append(button.sizeHint().width())
        button.setText(shown)
        button.setMinimumWidth(max(widths))

    def _on_turn_started(self, mine: bool) -> None:
        if mine:
            QApplication.alert(self.window())  # the taskbar asks for attention if we are behind
            self._sound()

    def _sound(self) -> None:
        if self.sound_button.isChecked():
            self.play_sound()

    def set_pause_available(self, available: bool) -> None:
        """Only the table's owner can pause, and only a table with a turn timer has one to pause."""
        self.pause_button.setVisible(available)

    def _on_language_chosen(self, choice: str) -> None:
        # The box would keep the keyboard and eat H, D, M... as item searches: the keys go back to the
        # board first (the app then builds the screen again in the new language and focuses its board).
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.language_chosen.emit(choice)

    def _show_sound_state(self, on: bool) -> None:
        """The switch says its state in words too: the filled look alone is not enough for everyone."""
        self.sound_button.setText(self.tr("Sound: on") if on else self.tr("Sound: off"))
        self.sound_button.setAccessibleName(self.tr("Sound"))

    def _show_pause_state(self, paused: bool) -> None:
        self.pause_button.setText(self.tr("Resume timer") if paused else self.tr("Pause timer"))
        self.pause_button.setToolTip(self.tr("Start the turn clock again for everyone") if paused else
                                     self.tr("Stop the turn clock for everyone (only the host can)"))

    def turn_ms(self) -> int | None:
        """The table's time for a turn (its turn timer), if it has one."""
        lobby = self.controller.client.lobby
        seconds = lobby.options.get("timer") if lobby is not None else None
        return int(seconds) * 1000 if isinstance(seconds, (int, float)) and seconds > 0 else None

    def _ring_clock(self) -> None:
        # The clock again, around the avatar of the player whose turn it counts: the clock's own tick
        # moves the ring with its figures, once a second.
        self.clock.ring_around(self.players.entry_at(self._clock_seat), self._ring_whole_ms)

    def _on_clock(self, seat: int, remaining_ms: object, paused: bool, away: bool) -> None:
        self._clock_seat = seat
        # The ring's whole: the table's time for a turn, or a longer time the host gave (it fills the ring).
        self._ring_whole_ms = max(self.turn_ms() or 0, 0 if remaining_ms is None else int(remaining_ms), 1)  # type: ignore[call-overload]
        self._ring_clock()
        if self.pause_button.isChecked() != paused:  # the host's word (after a rejoin, say) wins
            self.pause_button.blockSignals(True)
            self.pause_button.setChecked(paused)
            self.pause_button.blockSignals(False)
            self._show_pause_state(paused)
        view = self.controller.view
        mine = view is not None and view.seat == seat
        waiting = self.controller.name_of(seat) if away else ""
        seats = self.controller.seats
        bot = away and seat < len(seats) and seats[seat].bot_playing
        self.clock.show_clock(None if remaining_ms is None else int(remaining_ms), paused,  # type: ignore[call-overload]
                              mine, waiting, bot)
