"""Your review: which game it covers, the turns where a better move was there, each in a sentence
(``review_words``), and the chosen one drawn before and after on small boards (the tiles it would
have laid from the rack outlined)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller.texts import tiles_words
from rummi_qt.engine import Tile
from rummi_qt.history.review import Missed

from .review_words import review_sentence
from .theme import system_theme
from .tiles import NORMAL, TilePixmaps
from .wrapped_lines import wrap_lines

__all__ = ["MoveBoard", "ReviewDialog", "ReviewPanel", "SetsBoard", "review_sentence"]

TILE_W, TILE_H = 28, 38


class SetsBoard(QWidget):
    """A few sets as small tiles, wrapping to the width it is given; the tiles in ``laid`` (from
    the rack) outlined as the game marks the last player's tiles."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmaps = TilePixmaps()
        self.sets: tuple[tuple[Tile, ...], ...] = ()
        self.laid: tuple[Tile, ...] = ()
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_sets(self, sets: tuple[tuple[Tile, ...], ...], laid: tuple[Tile, ...] = ()) -> None:
        self.sets, self.laid = sets, laid
        self.setAccessibleDescription(" | ".join(tiles_words(t) for t in sets))
        self.updateGeometry()
        self.update()

    def rows(self, width: int) -> list[list[tuple[Tile, bool] | None]]:
        """The tiles row by row, ``None`` between sets; a row ends before a set that does not fit."""
        per_row = max(3, (width - 8) // (TILE_W + 2))
        rows: list[list[tuple[Tile, bool] | None]] = []
        row: list[tuple[Tile, bool] | None] = []
        laid = Counter(self.laid)
        for tiles in self.sets:
            if row and len(row) + 1 + len(tiles) > per_row:
                rows.append(row)
                row = []
            if row:
                row.append(None)
            for t in tiles:
                new = laid[t] > 0
                if new:
                    laid[t] -= 1
                row.append((t, new))
        if row:
            rows.append(row)
        return rows

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(1, len(self.rows(width))) * (TILE_H + 6) + 4

    def sizeHint(self) -> QSize:
        return QSize(420, self.heightForWidth(420))

    def minimumSizeHint(self) -> QSize:
        return QSize(4 * (TILE_W + 2), TILE_H + 10)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = system_theme()
        dpr = self.devicePixelRatioF()
        y = 3.0
        for row in self.rows(self.width()):
            x = 4.0
            for item in row:
                if item is None:
                    x += TILE_W // 2
                    continue
                t, new = item
                painter.drawPixmap(QPointF(x, y), self._pixmaps.pixmap(t, TILE_W, TILE_H, dpr, NORMAL, theme))
                if new:
                    painter.setPen(QPen(QColor("#f2cc60"), 3))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(QRectF(x - 1, y - 1, TILE_W + 2, TILE_H + 2), 5, 5)
                x += TILE_W + 2
            y += TILE_H + 6
        painter.end()


class MoveBoard(QWidget):
    """One better move: the board's sets it changes as they were, and the sets it makes, each
    under a label of its own (a QLabel, so the style sheet gives it the legible text colour of
    where it sits: the felt beside a replay, the card of a dialog, in either theme)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.before_label = QLabel(self.tr("Before: the sets on the board the move changes"))
        self.after_label = QLabel(self.tr("After the better move (tiles from your rack outlined)"))
        for label in (self.before_label, self.after_label):
            label.setObjectName("heading")
            label.setWordWrap(True)
        self.before_board = SetsBoard()
        self.before_board.setAccessibleName(self.tr("Before"))
        self.after_board = SetsBoard()
        self.after_board.setAccessibleName(self.tr("After the better move"))
        layout_ = QVBoxLayout(self)
        layout_.setContentsMargins(0, 0, 0, 0)
        for widget in (self.before_label, self.before_board, self.after_label, self.after_board):
            layout_.addWidget(widget)
        layout_.addStretch(1)
        self.before: tuple[tuple[Tile, ...], ...] = ()
        self.after: tuple[tuple[Tile, ...], ...] = ()
        self.laid: tuple[Tile, ...] = ()

    def set_move(self, missed: Missed | None) -> None:
        self.before = missed.removed if missed is not None else ()
        self.after = missed.added if missed is not None else ()
        self.laid = missed.best if missed is not None else ()
        self.before_board.set_sets(self.before)
        self.after_board.set_sets(self.after, self.laid)
        # A move that only lays new sets changes nothing on the board: there is no "before".
        self.before_label.setVisible(bool(self.before))
        self.before_board.setVisible(bool(self.before))


class ReviewPanel(QWidget):
    """Which game it covers, the list of missed turns and, for the chosen one, its better move.
    With nothing to review only the words show (no empty list box)."""

    turn_chosen = Signal(int)  # the game turn of the chosen entry (the replay can step there)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewPanel")
        self.game_label = QLabel()
        self.game_label.setObjectName("heading")
        self.game_label.setWordWrap(True)
        self.game_label.hide()
        self.summary = QLabel(self.tr("Working out your review…"))
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        wrap_lines(self.list)
        self.list.setSpacing(2)
        self.list.setAccessibleName(self.tr("Turns that could have gone better"))
        self.list.currentRowChanged.connect(self._show)
        self.board = MoveBoard()
        self.board.setAccessibleName(self.tr("The better move"))
        # A long move scrolls rather than losing its last row under the splitter's edge.
        self.board_scroll = QScrollArea()
        self.board_scroll.setWidget(self.board)
        self.board_scroll.setWidgetResizable(True)
        self.board_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.board_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.board_scroll.viewport().setAutoFillBackground(False)
        self.board.setAutoFillBackground(False)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.list)
        self.splitter.addWidget(self.board_scroll)
        self.splitter.setSizes([240, 260])
        self.splitter.hide()
        layout_ = QVBoxLayout(self)
        layout_.addWidget(self.game_label)
        layout_.addWidget(self.summary)
        layout_.addWidget(self.splitter, 1)
        layout_.addStretch(0)
        self.missed: list[Missed] = []
        self.fitted = False  # the list's height has been fitted to its lines
        self._by_hand = False
        self.splitter.splitterMoved.connect(self._sized_by_hand)

    def set_game(self, text: str) -> None:
        """Which game the review covers ("Hilda's table, game 2 (1 Dec 2026 20:15)")."""
        self.game_label.setText(text)
        self.game_label.setVisible(bool(text))

    def set_missed(self, missed: list[Missed] | None) -> None:
        """The review's findings (``None``: it could not be worked out)."""
        self.list.clear()
        self.missed = list(missed or [])
        if missed is None:
            self.summary.setText(self.tr("Your review could not be worked out for this game."))
        elif not missed:
            self.summary.setText(self.tr("Well played: on every turn you laid as many tiles as could be laid."))
        else:
            self.summary.setText(self.tr("%n turn(s) where you could have laid more tiles:", "", len(missed)))
        for item in self.missed:
            self.list.addItem(QListWidgetItem(review_sentence(item)))
        self.splitter.setVisible(bool(self.missed))
        if self.missed:
            self.list.setCurrentRow(0)
        else:
            self.board.set_move(None)
        QTimer.singleShot(0, self, self._fit_list)  # not after the panel is gone

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_list)  # not after the panel is gone

    def _fit_list(self) -> None:
        """The list of turns as tall as its lines (two fifths of the room at most), the rest for the
        drawing: beside the replay at 1366×768 one turn's list had half the room, empty, and the
        better move's sets were scrolled out of sight (a newcomer's find). Until the player drags
        the splitter: then it stays theirs."""
        total = sum(self.splitter.sizes())
        if self._by_hand or not self.missed or total <= 0 or not self.splitter.isVisible():
            return
        self.list.doItemsLayout()  # each line measured at the width it wraps at
        rows = sum(self.list.visualItemRect(self.list.item(row)).height() + 2 * self.list.spacing()
                   for row in range(self.list.count()))
        wanted = min(rows + 2 * self.list.frameWidth() + 2, total * 2 // 5)
        if self.splitter.sizes()[0] != wanted:
            self.splitter.setSizes([wanted, total - wanted])
        self.fitted = True

    def _sized_by_hand(self, _position: int, _index: int) -> None:
        self._by_hand = True

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.missed):
            return
        self.board.set_move(self.missed[row])
        self.turn_chosen.emit(self.missed[row].turn)


class ReviewDialog(QDialog):
    """"Your review" on its own, after a game (the replay shows the panel beside the board). It
    is small while the review is worked out or has nothing to show, and grows to show a list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your review"))
        self.panel = ReviewPanel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout_ = QVBoxLayout(self)
        layout_.addWidget(self.panel, 1)
        layout_.addWidget(buttons)
        self.resize(820, 560)

    def set_missed(self, missed: list[Missed] | None) -> None:
        self.panel.set_missed(missed)
        if not self.panel.missed:  # only words to show: a small dialog, not a large empty box
            centre = self.geometry().center()
            self.adjustSize()
            self.resize(max(self.width(), 520), self.height())
            self.move(self.pos() + centre - self.geometry().center())
