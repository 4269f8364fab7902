"""The round's score book during a game (the players bar's Score book, or B): the scores of the
games played so far, the totals and the standing, as the end of a game shows them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from rummi_qt.engine.scoring import ScoreBook

from .scoreboard import ScoreBookPanel

_WIDTH = 760


class ScoreBookDialog(QDialog):
    """The score book of the round under way; Close (or Esc) goes back to the game."""

    def __init__(self, names: Sequence[str], book: ScoreBook, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreBookDialog")
        self.setWindowTitle(self.tr("Score book"))
        self.panel = ScoreBookPanel(names, book)
        self.panel.buttons_bar.hide()  # Next game and Leave table belong to the end of a game
        self.panel.book_title.hide()  # the window's title says "Score book" already
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setIcon(QIcon())  # the style's icon crowded the word (the tenth newcomer)
        close.setMinimumSize(QSize(112, 36))  # as the game's other dialogs' buttons
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        layout.addWidget(buttons)
        self.setFocusProxy(self.panel.table())
        # As wide as the book at the end of a game: "★ +191" on one line, the standing beside it.
        self.resize(max(self.sizeHint().width(), _WIDTH), self.sizeHint().height())

    def set_book(self, book: ScoreBook) -> None:
        """The book changed (a game ended while it was open)."""
        if book != self.panel.book():
            self.panel.set_book(book)
