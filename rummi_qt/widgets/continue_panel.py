"""The start screen's "Continue" panel: tables this app hosted that ended without finishing (Resume,
Delete) and seats it still holds at others' tables (Rejoin, Forget). Hidden when there are none."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QDateTime, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller.texts import table_name

from .moments import clock, when

MOST_ROWS_SHOWN = 4  # tables to continue shown at once; more scroll


@dataclass(frozen=True, slots=True)
class ResumeOffer:
    """A saved table of this app's (filled from the save folder)."""

    table_id: str
    name: str
    game: int
    games: int
    saved_at: float  # seconds since the epoch
    error: str = ""  # the save cannot be read: why
    host_player: str = ""  # the name is the default "<host_player>'s table": said in the player's words
    players: tuple[str, ...] = ()  # who sits there, in the player's words: two saves of one table differ
    my_tiles: int = -1  # how far the game is: the tiles the player holds (-1: not known) and the pool
    pool: int = 0
    between: bool = False  # the game saved is over: the round's next game is next


@dataclass(frozen=True, slots=True)
class RejoinOffer:
    """A seat this app holds at another host's table."""

    table_id: str
    name: str
    host_player: str = ""  # the name is the default "<host_player>'s table": said in the player's words
    seen_at: float = 0.0  # when this app last sat down to play there (0: not known)


def when_text(saved_at: float, now: QDateTime | None = None) -> str:
    """"21:14" today, or the date and time on another day, written as Past games writes them (the
    locale's short form said "12:22 PM" here beside "ended 12:26" there)."""
    moment = QDateTime.fromSecsSinceEpoch(int(saved_at))
    now = now or QDateTime.currentDateTime()
    return clock(saved_at) if moment.date() == now.date() else when(saved_at)


class ContinuePanel(QWidget):
    resume_requested = Signal(str)  # table id
    delete_requested = Signal(str)  # table id, confirmed
    rejoin_requested = Signal(str)  # table id
    forget_requested = Signal(str)  # table id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ContinuePanel")
        heading = QLabel(self.tr("Continue"))
        heading.setObjectName("heading")
        rows = QWidget()
        rows.setObjectName("continueRows")
        self._grid = QGridLayout(rows)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setColumnStretch(0, 1)
        # However many tables wait, the start screen keeps its size: past a few rows they scroll.
        self.scroll = QScrollArea()
        self.scroll.setWidget(rows)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea, QWidget#continueRows { background: transparent; }")
        self.scroll.viewport().setAutoFillBackground(False)  # the felt shows through, as before
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 12)
        layout.addWidget(heading)
        layout.addWidget(self.scroll)
        self.rows: dict[str, tuple[QLabel, QPushButton, QPushButton]] = {}  # "save:<id>" / "seat:<id>"
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_rows)
        self.setVisible(False)

    def set_offers(self, saves: list[ResumeOffer], seats: list[RejoinOffer]) -> None:
        for label, first, second in self.rows.values():
            for widget in (label, first, second):
                self._grid.removeWidget(widget)
                widget.deleteLater()
        self.rows = {}
        for save in saves:
            self._add_save(save)
        for seat in seats:
            name = table_name(seat.host_player) if seat.host_player else seat.name
            if seat.seen_at:
                # The time tells two seats at tables of one name apart (a host who closed one and
                # hosted another).
                #: %1 is the table's name, %2 when this app last joined its game.
                text = (self.tr("You have a seat at %1 (joined %2)").replace("%1", name)
                        .replace("%2", when_text(seat.seen_at)))
            else:
                text = self.tr("You have a seat at %1").replace("%1", name)
            self._add_row(f"seat:{seat.table_id}", text, self.tr("&Rejoin"), self.tr("Forget"),
                          lambda _checked=False, i=seat.table_id: self.rejoin_requested.emit(i),
                          lambda _checked=False, i=seat.table_id: self.forget_requested.emit(i))
        self.setVisible(bool(self.rows))
        self._fit_rows()

    def _fit_rows(self) -> None:
        """As tall as the rows, up to MOST_ROWS_SHOWN of them and half the next (the rest scroll),
        each measured at the panel's width (a wrapped label is as tall as its lines there)."""
        grid = self._grid
        width = self.scroll.viewport().width() or self.width()
        spacing = max(0, grid.horizontalSpacing())
        heights = []
        for label, first, second in self.rows.values():
            beside = first.sizeHint().width() + second.sizeHint().width() + 2 * spacing
            heights.append(max(label.heightForWidth(max(1, width - beside)), first.sizeHint().height(),
                               second.sizeHint().height()))
        gap = max(0, grid.verticalSpacing())
        shown = heights[:MOST_ROWS_SHOWN]
        height = sum(shown) + gap * max(0, len(shown) - 1)
        if len(heights) > MOST_ROWS_SHOWN:
            height += gap + heights[MOST_ROWS_SHOWN] // 2  # half a row more: there is more below
        self.scroll.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._refit.start()  # labels wrap anew at another width

    def _add_save(self, save: ResumeOffer) -> None:
        if save.error:
            text = self.tr("A save that cannot be read (%1)").replace("%1", save.table_id)
            label = save.table_id
        else:
            name = table_name(save.host_player) if save.host_player else save.name
            # "saved": a bare time had read as the table's start or its last move (a newcomer asked).
            if save.between:
                # Saved between two games: the one played is over (the tiles held say nothing now).
                #: %1 is the table's name, %2 and %3 the game to come and the games planned, %4 the time saved.
                text = (self.tr("Resume %1 (before game %2 of %3, saved %4)").replace("%1", name)
                        .replace("%2", str(save.game + 1)).replace("%3", str(save.games))
                        .replace("%4", when_text(save.saved_at)))
            else:
                #: %1 is the table's name, %2 and %3 the game being played and the games planned, %4 the time saved.
                text = (self.tr("Resume %1 (game %2 of %3, saved %4)").replace("%1", name).replace("%2", str(save.game))
                        .replace("%3", str(save.games)).replace("%4", when_text(save.saved_at)))
            if save.players:
                #: Under a saved table: who sits there; %1 is their names, separated by commas.
                text += "\n" + self.tr("With %1").replace("%1", ", ".join(save.players))
            if save.my_tiles >= 0 and not save.between:
                #: After who sits at a saved table: how far its game is. %1 counts the player's tiles, %2 the pool's.
                progress = (self.tr("you hold 1 tile, %2 in the pool") if save.my_tiles == 1
                            else self.tr("you hold %1 tiles, %2 in the pool"))
                text += ("; " if save.players else "\n") + progress.replace("%1", str(save.my_tiles)).replace(
                    "%2", str(save.pool))
            label = name
        row = self._add_row(f"save:{save.table_id}", text, self.tr("Re&sume"), self.tr("Delete…"),
                            lambda: self.resume_requested.emit(save.table_id),
                            lambda: self._confirm_delete(save.table_id, label))
        if save.error:
            row[0].setToolTip(save.error)

    def _add_row(self, key: str, text: str, first: str, second: str, on_first: object,
                 on_second: object) -> tuple[QLabel, QPushButton, QPushButton]:
        label = QLabel(text)
        label.setWordWrap(True)
        first_button, second_button = QPushButton(first), QPushButton(second)
        first_button.setAccessibleName(f"{first_button.text().replace('&', '')}: {text}")
        second_button.setAccessibleName(f"{second_button.text().replace('&', '')}: {text}")
        first_button.clicked.connect(on_first)
        second_button.clicked.connect(on_second)
        row = self._grid.rowCount()
        self._grid.addWidget(label, row, 0)
        self._grid.addWidget(first_button, row, 1)
        self._grid.addWidget(second_button, row, 2)
        self.rows[key] = (label, first_button, second_button)
        return label, first_button, second_button

    def _confirm_delete(self, table_id: str, name: str) -> None:
        answer = QMessageBox.question(
            self, self.tr("Delete the save?"),
            self.tr("Delete the save of %1? The table cannot be resumed afterwards.").replace("%1", name))
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_requested.emit(table_id)
