"""The score book at the end of a game: the game's result, the round's table of scores and the standing.

It shows what the engine's ``GameResult`` and ``ScoreBook`` say (racks left, points, score changes,
totals, games won, places) and emits ``next_game_requested`` / ``leave_requested``; it computes no
score itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller import texts
from rummi_qt.engine.scoring import GameResult, ScoreBook
from rummi_qt.engine.tiles import Tile, rack_sum
from rummi_qt.network.deal_check import DealReport

from .deal_status import DealStatusLabel
from .meld_dialog import TileStrip, draw_tile
from .theme import tile_theme_for

_GOLD = QColor("#d4a72c")
_STAR = "\N{BLACK STAR}"
_SMALL_TILE = QSize(24, 32)
_ROW_TILES = 14  # tiles a rack row holds before it wraps, when there is no room for more
_MIN_ROW_TILES = 6


def signed(points: int) -> str:
    """A score change with its sign: "+50", "−24" (a real minus sign), "0"."""
    if points > 0:
        return f"+{points}"
    return f"\N{MINUS SIGN}{-points}" if points < 0 else "0"


def names_words(names: Sequence[str]) -> str:
    """Names as a list in words: "Anna", "Anna and Timo", "Anna, Ville and Timo"."""
    if len(names) <= 1:
        return "".join(names)
    #: Joins names: {names} are all but the last, comma-separated; {last} is the last ("Anna, Ville and Timo").
    return QCoreApplication.translate("ScoreBookPanel", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


class _RowBackground(QWidget):
    """A soft band behind a winner's row of the result."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QColor(_GOLD)
        band.setAlpha(60 if self.palette().color(QPalette.ColorRole.Window).lightness() < 128 else 45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawRoundedRect(QRectF(self.rect()), 8, 8)
        painter.end()


class RackTiles(TileStrip):
    """A rack left over, as tile pictures in rows that wrap to the width there is: a rack of 53
    tiles must not push the score book off the screen."""

    def __init__(self, tiles: Sequence[Tile], tile_size: QSize, parent: QWidget | None = None) -> None:
        super().__init__(tiles, tile_size, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _step(self) -> int:
        return self._tile.width() + self._gap

    def _row_height(self) -> int:
        return self._tile.height() + self._gap

    def _per_row(self, width: int) -> int:
        return max(1, (width - 4 + self._gap) // self._step())

    def _width_for(self, count: int) -> int:
        return count * self._step() - self._gap + 6

    def sizeHint(self) -> QSize:
        per_row = min(len(self._tiles), _ROW_TILES) or 1
        return QSize(self._width_for(per_row), self.heightForWidth(self._width_for(per_row)))

    def minimumSizeHint(self) -> QSize:
        per_row = min(len(self._tiles), _MIN_ROW_TILES) or 1
        return QSize(self._width_for(per_row), self._row_height() + 4)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = max(1, -(-len(self._tiles) // self._per_row(width)))
        return rows * self._row_height() + 4

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = tile_theme_for(self)
        per_row = self._per_row(self.width())
        accent = self.palette().color(QPalette.ColorRole.Highlight)
        for index, tile in enumerate(self._tiles):
            x = 2 + (index % per_row) * self._step()
            y = 2 + (index // per_row) * self._row_height()
            draw_tile(painter, QRectF(x, y, self._tile.width(), self._tile.height()), tile, theme)
            if index in self._marked:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(accent)
                painter.drawEllipse(QPointF(x + self._tile.width() / 2, y + self._tile.height() + 3), 2, 2)
        painter.end()


class ScoreBookPanel(QWidget):
    """The finished game's result above the round's score book, with Next game and Leave table."""

    next_game_requested = Signal()
    leave_requested = Signal()

    def __init__(
        self, names: Sequence[str], book: ScoreBook, result: GameResult | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._names = list(names)
        self._book = book
        self._result = result
        self._can_start = True
        self._headline_text = ""

        self._game_label = QLabel()
        self._game_label.setObjectName("muted")  # the theme's muted text on a card
        self._headline = QLabel()
        self._headline.setTextFormat(Qt.TextFormat.RichText)
        headline_font = self._headline.font()
        headline_font.setPointSizeF(headline_font.pointSizeF() * 1.6)
        headline_font.setBold(True)
        self._headline.setFont(headline_font)
        self._how = QLabel()
        self._how.setWordWrap(True)

        self._result_box = QWidget()
        self._result_box.setAccessibleName(self.tr("This game's result"))
        self._result_grid = QGridLayout(self._result_box)
        self._result_grid.setContentsMargins(0, 0, 0, 0)
        self._result_grid.setHorizontalSpacing(18)
        self._result_grid.setVerticalSpacing(2)

        self.book_title = book_title = QLabel(self.tr("Score book"))
        title_font = book_title.font()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.2)
        title_font.setBold(True)
        book_title.setFont(title_font)
        self._table = QTableWidget()
        self._table.setAccessibleName(self.tr("Score book"))
        self._table.setObjectName("scoreBook")  # read, not edited: no focus box on a cell (theme.style_sheet)
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._table.setAlternatingRowColors(True)
        self._table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._standing = QLabel()
        self._standing.setWordWrap(False)  # beside the book: short lines, never wrapped thin
        self.deal_status = DealStatusLabel()  # this app's own check of the game's shuffle

        self._waiting = QLabel(self.tr("Waiting for the host to start the next game"))
        self._waiting.setObjectName("muted")  # the theme's muted text on a card
        self._next = QPushButton(self.tr("&Next game"))
        self._next.setDefault(True)
        self._next.clicked.connect(self.next_game_requested)
        self._leave = QPushButton(self.tr("&Leave table"))
        self._leave.clicked.connect(self.leave_requested)
        for button in (self._next, self._leave):
            button.setMinimumSize(QSize(120, 36))

        # The buttons in a bar of their own: the dialog keeps it in sight below the part that scrolls.
        self.buttons_bar = QWidget()
        buttons = QHBoxLayout(self.buttons_bar)
        buttons.setContentsMargins(0, 0, 0, 0)
        self._buttons = buttons  # others' buttons go before Leave (add_button)
        # The deal's line and "Waiting for the host" beside the buttons, not above them: the results of a
        # round fit the window a 1366×768 screen opens with, without a scroll bar.
        notes = QVBoxLayout()
        notes.setSpacing(2)
        notes.addWidget(self.deal_status)
        notes.addWidget(self._waiting)
        buttons.addLayout(notes, 1)
        buttons.addWidget(self._leave)
        buttons.addWidget(self._next)

        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 12, 20, 6)
        layout.setSpacing(4)
        layout.addWidget(self._game_label)
        layout.addWidget(self._headline)
        layout.addWidget(self._how)
        layout.addSpacing(2)
        layout.addWidget(self._result_box)
        layout.addSpacing(6)
        layout.addWidget(book_title)
        # The standing beside the book, not under it: the results fit a 768 px high screen.
        book_row = QHBoxLayout()
        book_row.setSpacing(18)
        book_row.addWidget(self._table, 1)
        book_row.addWidget(self._standing, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(book_row)
        layout.addStretch(1)
        layout.addWidget(self.buttons_bar)

        self.set_book(book, result)

    # --- what it shows ------------------------------------------------------------------------

    def set_book(self, book: ScoreBook, result: GameResult | None = None) -> None:
        """Show another score book (and the game that just ended, if any)."""
        if len(self._names) != book.seats:
            raise ValueError(f"{len(self._names)} names for {book.seats} seats")
        self._book = book
        self._result = result
        self._show_result()
        self._fill_table()
        self._show_standing()
        # A table of one game: the result above says it all (its book and standing repeated it).
        one_game = book.games_planned == 1 and result is not None
        for widget in (self.book_title, self._table, self._standing):
            widget.setVisible(not one_game)
        self._update_buttons()

    def set_deal_report(self, report: DealReport | None, hosting: bool = False) -> None:
        """This app's check of the ended game's deal (None: the host has not revealed it yet);
        ``hosting``: this app dealt it (see ``DealStatusLabel.set_report``)."""
        self.deal_status.set_report(report, self._names, hosting)

    def set_can_start_next(self, can_start: bool) -> None:
        """Only the host starts the next game; the others are told they are waiting for it."""
        self._can_start = can_start
        self._update_buttons()

    def headline(self) -> str:
        """The result in one line: "Anna wins the game!", "Anna and Timo share the win"."""
        return self._headline_text

    def result_summary(self) -> str:
        return self._result_box.accessibleDescription()

    def standing_text(self) -> str:
        return self._standing.text()

    def table(self) -> QTableWidget:
        return self._table

    def book(self) -> ScoreBook:
        return self._book

    # --- building ----------------------------------------------------------------------------

    def _name(self, seat: int) -> str:
        return self._names[seat]

    def _show_result(self) -> None:
        while self._result_grid.count():
            item = self._result_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        result = self._result
        played = len(self._book.results)
        if result is None:
            self._game_label.setText(
                self.tr("Game {number} of {count}").format(number=played + 1, count=self._book.games_planned)
            )
            #: The score book opened during a game: the games played so far (the title above the table
            #: already says "Score book").
            self._headline_text = self.tr("The round so far")
            self._headline.setText(_escape(self._headline_text))
            self._headline.setAccessibleName(self._headline_text)
            self._how.setText("")
            self._result_box.hide()
            return
        number = max((i + 1 for i, r in enumerate(self._book.results) if r == result), default=played)
        #: {number} is the game just played, {count} how many games the table plays.
        heading = self.tr("Game {number} of {count}").format(number=number, count=self._book.games_planned)
        self._game_label.setText(heading)
        winners = [self._name(seat) for seat in result.winners]
        if len(winners) == 1:
            #: {name} is the winner of the game.
            headline = self.tr("{name} wins the game!").format(name=winners[0])
        else:
            #: {names} are the players who share the win: "Anna and Timo".
            headline = self.tr("{names} share the win").format(names=names_words(winners))
        self._headline_text = headline
        self._headline.setText(f'<span style="color: {_GOLD.name()}">{_STAR}</span> {_escape(headline)}')
        self._headline.setAccessibleName(headline)
        if result.went_out:
            #: {name} is the player who laid their last tile.
            how = self.tr("{name} went out: everyone else pays what is left on their rack.").format(name=winners[0])
        else:
            how = self.tr("The pool ran out: the lowest rack wins, and the others pay the difference.")
        self._how.setText(how)

        headers = (self.tr("Player"), self.tr("Tiles left"), self.tr("Rack points"), self.tr("Score"))
        for column, text in enumerate(headers):
            header = QLabel(text)
            header.setObjectName("muted")  # the theme's muted text on a card
            if column >= 2:
                header.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                header.setContentsMargins(0, 0, 6 if column == 3 else 0, 0)
            self._result_grid.addWidget(header, 0, column + 1)
        bold = QFont(self.font())
        bold.setBold(True)
        spoken = []
        # Winner first, then the others by how they fared: the podium reads from the top.
        order = sorted(range(self._book.seats),
                       key=lambda seat: (seat not in result.winners, -result.changes[seat], seat))
        for row, seat in enumerate(order, start=1):
            won = seat in result.winners
            rack = result.racks[seat]
            if won:
                self._result_grid.addWidget(_RowBackground(), row, 0, 1, 5)
            star = QLabel(_STAR if won else "")
            star.setStyleSheet(f"color: {_GOLD.name()}; font-size: 16pt")
            name = QLabel(self._name(seat))
            if rack:
                left: QWidget = RackTiles(rack, _SMALL_TILE)
            else:
                left = QLabel(self.tr("none: went out") if result.went_out else self.tr("none"))
                left.setObjectName("muted")  # the theme's muted text on a card
            points = QLabel(str(rack_sum(rack)))
            change = QLabel(signed(result.changes[seat]))
            for label in (points, change):
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for label in (name, change):
                label.setFont(bold if won else self.font())
            cells: list[QWidget] = [star, name, left, points, change]
            for column, widget in enumerate(cells):
                margin = 6 if column in (0, 4) else 0
                self._result_grid.addWidget(widget, row, column)
                widget.setContentsMargins(margin, 4, margin, 4)
            #: One player's line of the result for screen readers: "Ville: Red 7, Blue 3; 10 points; −10".
            spoken.append(
                self.tr("{name}: {tiles}; {points}; {change}").format(
                    name=self._name(seat),
                    tiles=texts.tiles_words(rack),
                    points=texts.points_text(rack_sum(rack)),
                    change=signed(result.changes[seat]),
                )
            )
        self._result_grid.setColumnStretch(2, 1)
        self._result_box.setAccessibleDescription(" ".join([headline, how, *spoken]))
        self._result_box.show()

    def _fill_table(self) -> None:
        book = self._book
        seats = book.seats
        games = book.games_planned
        self._table.clear()
        self._table.setColumnCount(seats)
        self._table.setRowCount(games + 3)
        self._table.setHorizontalHeaderLabels(self._names)
        rows = [self.tr("Game {number}").format(number=n + 1) for n in range(games)]
        rows += [self.tr("Total"), self.tr("Games won"), self.tr("Place")]
        self._table.setVerticalHeaderLabels(rows)
        bold = QFont(self._table.font())
        bold.setBold(True)
        for game in range(games):
            result = book.results[game] if game < len(book.results) else None
            for seat in range(seats):
                if result is None:
                    item = QTableWidgetItem("\N{EN DASH}")
                else:
                    won = seat in result.winners
                    change = signed(result.changes[seat])
                    item = QTableWidgetItem(f"{_STAR} {change}" if won else change)
                    if won:
                        item.setFont(bold)
                        #: A cell of the score book: the player won that game.
                        item.setToolTip(self.tr("Won this game"))
                self._table.setItem(game, seat, item)
        places = book.standing()
        for seat in range(seats):
            for offset, text in enumerate((signed(book.totals[seat]), str(book.wins[seat]), str(places[seat]))):
                item = QTableWidgetItem(text)
                item.setFont(bold)
                if offset == 2 and places[seat] == 1 and book.results:
                    item.setText(f"{_STAR} {text}")
                self._table.setItem(games + offset, seat, item)
        for row in range(self._table.rowCount()):
            for seat in range(seats):
                cell = self._table.item(row, seat)
                if cell is not None:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self._fit_table_height()

    def _fit_table_height(self) -> None:
        """Every row in sight: the book never scrolls inside itself (the theme's fonts and padding
        arrive when the panel is polished, so this is done again then)."""
        self._table.resizeRowsToContents()
        snug = self._table.fontMetrics().height() + 8  # a row as tall as its words, no taller
        for row in range(self._table.rowCount()):
            self._table.setRowHeight(row, min(self._table.rowHeight(row), snug))
        header = max(self._table.horizontalHeader().height(), self._table.horizontalHeader().sizeHint().height())
        height = header + 2 * self._table.frameWidth() + 2
        height += sum(self._table.rowHeight(row) for row in range(self._table.rowCount()))
        self._table.setFixedHeight(height)

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Polish, QEvent.Type.StyleChange, QEvent.Type.FontChange, QEvent.Type.Show):
            self._fit_table_height()
        return super().event(event)

    def _show_standing(self) -> None:
        book = self._book
        places = book.standing()
        order = sorted(range(book.seats), key=lambda seat: (places[seat], seat))
        lines = []
        for seat in order:
            wins = book.wins[seat]
            if wins == 1:
                #: A line of the standing: "1. Anna — 1 game won, +45".
                line = self.tr("{place}. {name} — 1 game won, {total}")
            else:
                #: A line of the standing: "1. Anna — 2 games won, +45".
                line = self.tr("{place}. {name} — {wins} games won, {total}")
            lines.append(
                line.format(place=places[seat], name=self._name(seat), wins=wins, total=signed(book.totals[seat]))
            )
        leaders = names_words([self._name(seat) for seat in book.overall_winners()])
        shared = len(book.overall_winners()) > 1
        played, count = len(book.results), book.games_planned
        if not book.results:
            lead = self.tr("No games played yet.")
        elif book.games_planned == 1:
            #: Above the places of a table that played one game (its winner is already the headline).
            lead = self.tr("Final standing")
        elif book.finished and not shared:
            #: {names} is the player who won the whole round.
            lead = self.tr("{names} wins the round!").format(names=leaders)
        elif book.finished:
            #: {names} are the players who share first place of the round: "Anna and Timo".
            lead = self.tr("{names} share the round!").format(names=leaders)
        elif not shared:
            #: {played} games of {count} are over; {names} is in first place.
            lead = self.tr("After {played} of {count} games, {names} leads.").format(
                played=played, count=count, names=leaders
            )
        else:
            #: {played} games of {count} are over; {names} share first place: "Anna and Timo".
            lead = self.tr("After {played} of {count} games, {names} share the lead.").format(
                played=played, count=count, names=leaders
            )
        if not book.results:
            lines = []  # everyone first with nothing won says nothing
        self._standing.setText("<b>" + _escape(lead) + "</b><br>" + "<br>".join(_escape(line) for line in lines))
        self._standing.setAccessibleName(" ".join([lead, *lines]))

    def _update_buttons(self) -> None:
        more = not self._book.finished
        self._next.setVisible(more and self._can_start)
        self._waiting.setVisible(more and not self._can_start)
        # Never Leave: a key pressed out of habit must not take the player away from the table.
        self.setFocusProxy(self._next if self._next.isVisibleTo(self.buttons_bar) else self._table)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
