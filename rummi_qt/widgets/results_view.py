"""The end of a game, in the window: a card over the dimmed game screen with the winner first, the
racks left as tile pictures, the round's score book and the way on (Next game, Leave table, and
whatever else the app adds, such as Your review), with confetti for the winner.

It is a child of the game screen and covers it; the table stays in sight behind a scrim. Enter starts
the next game (when this player may start it) and a stray Ctrl+Enter, the "finish meld" habit, does
nothing: only a deliberate Leave table (a click, Space on it, Alt+L) leaves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QRegion, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.engine.scoring import GameResult, ScoreBook
from rummi_qt.network.deal_check import DealReport

from .celebration import Celebration
from .scoreboard import ScoreBookPanel

CARD_WIDTH = 860  # wide enough for a rack row of 14 small tiles beside the names and points
MARGIN = 10  # between the card and the edge of the game screen
FRAME = 1  # the card's border (theme.style_sheet: QFrame#panel)
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _Confetti(QGraphicsView):
    """A see-through layer over the results for the winner's confetti; clicks go through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))  # parented: a scene without one can be collected under us
        self.setStyleSheet("background: transparent; border: none")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        self.viewport().setAutoFillBackground(False)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scene().setSceneRect(QRectF(0, 0, self.width(), self.height()))
        self.setSceneRect(self.scene().sceneRect())


class ResultsView(QWidget):
    """The results of the game that just ended, over the game screen it is a child of."""

    next_game_requested = Signal()
    leave_requested = Signal()

    def __init__(
        self, names: Sequence[str], book: ScoreBook, result: GameResult | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ResultsView")
        self.setAccessibleName(self.tr("Results of the game"))
        self.panel = ScoreBookPanel(names, book, result)
        self.card = QFrame(self)
        self.card.setObjectName("panel")  # the theme's card
        self.card.setStyleSheet("QFrame#panel { padding: 0px; }")  # the panel inside has margins of its own
        self._scroll = QScrollArea()
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setWidgetResizable(True)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self._scroll.setWidget(self.panel)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to what is in it; it scrolls to them
        # What the panel's height for its width fell short by, found from the scroll bar (the racks'
        # rows wrap at the width their column gets, which a Danish header narrowed): added to the
        # card's height while its width stays, so that the card holds it all where there is room.
        self._short = (0, 0)  # (card width it was found at, pixels)
        self._scroll.verticalScrollBar().rangeChanged.connect(self._grow_to_content)
        self.panel.table().setTabKeyNavigation(False)  # Tab leaves the book for the buttons
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._scroll, 1)
        # Next game and Leave table stay in sight however far the book scrolls.
        self.panel.layout().removeWidget(self.panel.buttons_bar)
        self.panel.buttons_bar.setContentsMargins(20, 6, 20, 10)
        layout.addWidget(self.panel.buttons_bar)
        self.panel.next_game_requested.connect(self._on_next_game)
        self.panel.leave_requested.connect(self.leave_requested)
        self.confetti = _Confetti(self)
        self.celebration = Celebration(self.confetti.scene(), self)
        self.celebration.finished.connect(self.confetti.hide)
        self.confetti.hide()
        self.setFocusProxy(self.panel)
        self.panel.installEventFilter(self)  # its layout changes (the theme's fonts, a new book): fit again
        # So does the bar below it: the deal's check arrives after the card is placed, and its line can
        # wrap (Finnish), which took the height from the book and showed a scroll bar.
        self.panel.buttons_bar.installEventFilter(self)
        for button in self.findChildren(QPushButton):  # the bar is the card's now, not the panel's
            button.installEventFilter(self)
        # Part of the screen to leave uncovered (the side panel's table talk), in the parent's terms.
        self.keep_clear: Callable[[], QRect] | None = None
        self._room = QRect()
        if parent is not None:
            parent.installEventFilter(self)  # follow the game screen's size
            self.setGeometry(parent.rect())

    # --- what the session asks of it -------------------------------------------------------------

    def set_can_start_next(self, can_start: bool) -> None:
        self.panel.set_can_start_next(can_start)
        self.panel._next.setEnabled(True)  # noqa: SLF001 - news from the table: the choice is open again

    def set_book(self, book: ScoreBook, result: GameResult | None = None) -> None:
        if book != self.panel.book():  # the lobby comes often (a seat's connection): rebuild only on news
            self.panel.set_book(book, result)
            self._place_card()

    def set_deal_report(self, report: DealReport | None, hosting: bool = False) -> None:
        """This app's own check of the game's shuffle, below the book (``hosting``: this app dealt it)."""
        self.panel.set_deal_report(report, hosting)

    def add_button(self, text: str) -> QPushButton:
        """A button of another part of the app (the review) beside Leave; the caller connects it."""
        button = QPushButton(text)
        button.setMinimumSize(QSize(120, 36))
        row = self.panel._buttons  # noqa: SLF001 - the panel's own row of buttons
        row.insertWidget(row.indexOf(self.panel._leave), button)  # noqa: SLF001
        button.installEventFilter(self)
        button.show()  # a child added to a shown widget stays hidden until told
        # In the Tab order where it stands in the row: before Leave table and Next game.
        QWidget.setTabOrder(button, self.panel._leave)  # noqa: SLF001
        QWidget.setTabOrder(self.panel._leave, self.panel._next)  # noqa: SLF001
        return button

    def celebrate(self) -> None:
        """Confetti over the results for the winner: a second and a half, then nothing runs."""
        self._place_confetti()
        self.confetti.show()
        self.confetti.raise_()
        self.celebration.start()

    def follow_parent(self) -> None:
        """Cover the parent, all but what is to be kept clear (on its right)."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.setGeometry(parent.rect())
        clear = self.keep_clear() if self.keep_clear is not None else QRect()
        if clear.isValid() and clear.left() > 0:
            self.setMask(QRegion(self.rect()).subtracted(QRegion(clear)))
            self._room = QRect(0, 0, clear.left(), self.height())
        else:
            self.clearMask()
            self._room = QRect()
        self._place_card()
        self._place_confetti()

    def _place_confetti(self) -> None:
        """Confetti falls over the scrim and the headline, never over the standings and the book below it."""
        area = self._area()
        self.confetti.setGeometry(area)
        headline = self.panel._headline  # noqa: SLF001 - the panel's own headline
        below = self.card.geometry()
        below.setTop(max(below.top(), headline.mapTo(self, QPoint(0, headline.height())).y() + 4))
        below.translate(-area.x(), -area.y())
        self.confetti.setMask(QRegion(self.confetti.rect()).subtracted(QRegion(below)))

    def _area(self) -> QRect:
        """Where the card and the confetti go: all of the view, or the part left of what is kept clear."""
        return self._room if self._room.isValid() else self.rect()

    def open(self) -> None:
        """Show over the game screen, with the keyboard on Next game (or the score book)."""
        self.follow_parent()
        self.show()
        self.raise_()
        self.panel.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- keys ---------------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # Enter and Ctrl+Enter are this view's, not the game screen's shortcuts (Finish meld) behind it.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and event.key() in _ENTER:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _ENTER:
            focused = QApplication.focusWidget()
            plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if plain and isinstance(focused, QPushButton) and focused is not self.panel._leave:  # noqa: SLF001
                focused.click()
            elif plain and self.panel._next.isVisible() and self.panel._next.isEnabled():  # noqa: SLF001
                self.panel._next.click()  # noqa: SLF001
            event.accept()  # never Leave: that takes a deliberate press
            return
        super().keyPressEvent(event)

    # --- its place over the game screen -------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (isinstance(watched, QPushButton) and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() in _ENTER):
            self.keyPressEvent(event)  # the view's rule for Enter, not the button's (Next game is a default one)
            return True
        if watched in (self.panel, self.panel.buttons_bar) and event.type() == QEvent.Type.LayoutRequest:
            self._place_card()
        if watched is self.parentWidget() and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.follow_parent()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_card()
        self._place_confetti()

    def _place_card(self) -> None:
        """The card as wide as the results want (up to the screen), centred; taller content scrolls."""
        room = self._area().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        width = min(max(self.panel.sizeHint().width(), CARD_WIDTH), room.width())
        width = max(width, min(self.panel.minimumSizeHint().width(), room.width()))
        edge = 2 * FRAME  # the card's border
        content = self.panel.heightForWidth(width - edge) if self.panel.hasHeightForWidth() else -1
        if content < 0:
            content = self.panel.sizeHint().height()
        need = content + self.panel.buttons_bar.sizeHint().height() + edge
        if self._short[0] == width:
            need += self._short[1]
        height = min(need, room.height())
        if height < need:
            width = min(width + self._scroll.verticalScrollBar().sizeHint().width(), room.width())
        self.card.setGeometry(room.x() + (room.width() - width) // 2, room.y() + (room.height() - height) // 2,
                              width, height)

    def _grow_to_content(self, _low: int, high: int) -> None:
        """The book scrolls by ``high`` pixels: the card takes them, as far as there is room."""
        room = self._area().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        if high <= 0 or self.card.height() >= room.height():
            return
        width = self.card.width()
        self._short = (width, (self._short[1] if self._short[0] == width else 0) + high)
        self._place_card()

    def _on_next_game(self) -> None:
        self.panel._next.setEnabled(False)  # noqa: SLF001 - asked once; the next game puts this view away
        self.next_game_requested.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 150))  # the table dimmed behind the results
        painter.end()
