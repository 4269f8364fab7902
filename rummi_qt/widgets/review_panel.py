"""Your review: the turns where a better move was there, each in a sentence, and the chosen one
drawn on a small board (the tiles it would have laid marked)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.engine import Colour, SetKind, Tile, format_tiles, read_set
from rummi_qt.history.review import Missed

from .theme import system_theme
from .tiles import NORMAL, TilePixmaps

TILE_W, TILE_H = 28, 38



def colour_name(colour: Colour) -> str:
    names = {
        Colour.BLACK: QCoreApplication.translate("Review", "black"),
        Colour.BLUE: QCoreApplication.translate("Review", "blue"),
        Colour.ORANGE: QCoreApplication.translate("Review", "orange"),
        Colour.RED: QCoreApplication.translate("Review", "red"),
    }
    return names[colour]


def _part(added: Sequence[Tile], laid: Counter[Tile]) -> str | None:
    """What the better move lays into one set: "b4 b5 b6 onto the blue run", "k9 o9 with r9";
    ``None`` for a set it only rearranges from board tiles."""
    mine = []
    for t in added:
        if laid[t] > 0:  # one of the rack's tiles (each counted once)
            laid[t] -= 1
            mine.append(t)
    if not mine:
        return None
    rest = list(Counter(added) - Counter(mine))
    words = format_tiles(mine)
    if not rest:
        return QCoreApplication.translate("Review", "%1 as a new set").replace("%1", words)
    if len(rest) == 1:
        text = QCoreApplication.translate("Review", "%1 with %2")
        return text.replace("%1", words).replace("%2", str(rest[0]))
    reading = read_set(tuple(added))
    first = next((t for t in rest if not t.is_joker), None)
    if reading is not None and reading.kind is SetKind.RUN and first is not None and first.colour is not None:
        text = QCoreApplication.translate("Review", "%1 onto the %2 run")
        return text.replace("%1", words).replace("%2", colour_name(first.colour))
    return QCoreApplication.translate("Review", "%1 onto %2").replace("%1", words).replace("%2", format_tiles(rest))


def review_sentence(missed: Missed) -> str:
    """ "Turn 12: you drew; you could have laid 5 tiles: b4 b5 b6 onto the blue run and k9 o9 with r9"."""
    if missed.action == "draw":
        did = QCoreApplication.translate("Review", "you drew")
    elif missed.action == "pass":
        did = QCoreApplication.translate("Review", "you passed")
    elif missed.action == "timeout":
        did = QCoreApplication.translate("Review", "your time ran out")
    else:
        did = QCoreApplication.translate("Review", "you laid %1").replace("%1", format_tiles(missed.played))
    laid = Counter(missed.best)
    parts = [p for s in missed.added if (p := _part(s, laid)) is not None]
    if missed.opening:
        could = QCoreApplication.translate("Review", "you could have opened with %2 tiles: %1")
    else:
        could = QCoreApplication.translate("Review", "you could have laid %2 tiles: %1")
    joined = QCoreApplication.translate("Review", " and ").join(parts)
    could = could.replace("%2", str(len(missed.best))).replace("%1", joined)
    sentence = QCoreApplication.translate("Review", "Turn %1: %2; %3")
    return sentence.replace("%1", str(missed.turn)).replace("%2", did).replace("%3", could)


class MoveBoard(QWidget):
    """A small board of one move: the sets it takes apart or extends as they were, an arrow, and
    the sets it makes, the tiles it lays from the rack outlined. Wraps to the width it is given."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmaps = TilePixmaps()
        self.before: tuple[tuple[Tile, ...], ...] = ()
        self.after: tuple[tuple[Tile, ...], ...] = ()
        self.laid: tuple[Tile, ...] = ()
        self.setMinimumHeight(2 * TILE_H + 40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_move(self, missed: Missed | None) -> None:
        self.before = missed.removed if missed is not None else ()
        self.after = missed.added if missed is not None else ()
        self.laid = missed.best if missed is not None else ()
        words = " | ".join(format_tiles(t) for t in self.after)
        self.setAccessibleDescription(words)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 3 * (TILE_H + 12) + 20)

    def _rows(self, width: float, tile_w: int) -> list[list[tuple[Tile, bool] | None]]:
        """The tiles row by row (``None`` between sets; a row ends before a set that does not fit;
        an empty row stands for the words between the sets before and after)."""
        per_row = max(3, int((width - 8) // (tile_w + 2)))
        rows: list[list[tuple[Tile, bool] | None]] = []
        laid = Counter(self.laid)
        for group, mark in ((self.before, False), (self.after, True)):
            if not group:
                continue
            row: list[tuple[Tile, bool] | None] = []
            for tiles in group:
                if row and len(row) + 1 + len(tiles) > per_row:
                    rows.append(row)
                    row = []
                if row:
                    row.append(None)
                for t in tiles:
                    new = mark and laid[t] > 0
                    if new:
                        laid[t] -= 1
                    row.append((t, new))
            rows.append(row)
            if group is self.before:
                rows.append([])
        return rows

    def _fitting(self) -> tuple[int, int, list[list[tuple[Tile, bool] | None]]]:
        """The largest tiles (up to TILE_W) with which the whole move fits the widget."""
        for tile_w in range(TILE_W, 11, -2):
            tile_h = tile_w * TILE_H // TILE_W
            rows = self._rows(self.width(), tile_w)
            height = sum(20 if not row else tile_h + 8 for row in rows) + 4
            if height <= self.height():
                break
        return tile_w, tile_h, rows

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = system_theme()
        dpr = self.devicePixelRatioF()
        tile_w, tile_h, rows = self._fitting()
        y = 4.0
        for row in rows:
            if not row:
                painter.setPen(self.palette().windowText().color())
                painter.drawText(QRectF(4, y, self.width() - 8, 18), Qt.AlignmentFlag.AlignLeft,
                                 self.tr("becomes"))
                y += 20
                continue
            x = 4.0
            for item in row:
                if item is None:
                    x += tile_w // 2
                    continue
                t, new = item
                painter.drawPixmap(QPointF(x, y), self._pixmaps.pixmap(t, tile_w, tile_h, dpr, NORMAL, theme))
                if new:  # from the rack: outlined as the game marks the last player's tiles
                    painter.setPen(QPen(QColor("#f2cc60"), 3))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(QRectF(x - 1, y - 1, tile_w + 2, tile_h + 2), 5, 5)
                x += tile_w + 2
            y += tile_h + 8
        painter.end()


class ReviewPanel(QWidget):
    """The list of missed turns and, for the chosen one, its better move on a small board."""

    turn_chosen = Signal(int)  # the game turn of the chosen entry (the replay can step there)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewPanel")
        self.summary = QLabel(self.tr("Working out your review…"))
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAccessibleName(self.tr("Turns that could have gone better"))
        self.list.currentRowChanged.connect(self._show)
        self.board = MoveBoard()
        self.board.setAccessibleName(self.tr("The better move"))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.list)
        splitter.addWidget(self.board)
        splitter.setSizes([200, 260])
        layout_ = QVBoxLayout(self)
        layout_.addWidget(self.summary)
        layout_.addWidget(splitter, 1)
        self.missed: list[Missed] = []

    def set_missed(self, missed: list[Missed] | None) -> None:
        """The review's findings (``None``: it could not be worked out)."""
        self.list.clear()
        self.missed = list(missed or [])
        if missed is None:
            self.summary.setText(self.tr("Your review could not be worked out for this game."))
        elif not missed:
            self.summary.setText(self.tr("Well played: on every turn you laid as many tiles as could be laid."))
        else:
            self.summary.setText(self.tr("Turns where you could have laid more tiles: %1")
                                 .replace("%1", str(len(missed))))
        for item in self.missed:
            entry = QListWidgetItem(review_sentence(item))
            self.list.addItem(entry)
        if self.missed:
            self.list.setCurrentRow(0)
        else:
            self.board.set_move(None)

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.missed):
            return
        self.board.set_move(self.missed[row])
        self.turn_chosen.emit(self.missed[row].turn)


class ReviewDialog(QDialog):
    """"Your review" on its own, after a game (the replay shows the panel beside the board)."""

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
