"""The Meld dialog: the whole rack as big toggle buttons, to lay a new set or extend one, by keyboard alone.

The product page's "full-rack view" (item 07) and the accessible way to play: every tile is a
focusable, checkable button with a spoken name, arrow keys move over the rack, Space picks, and a
status line (also announced to screen readers) says whether the picked tiles make a set, what it
is worth, or what it still lacks. Whether tiles form a set, how they are laid and what they are
worth come from the engine (``order_set``, ``read_set``, ``set_problem``); the dialog only shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QIcon,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller import jokers, texts
from rummi_qt.controller.jokers import Takeable, taken_board
from rummi_qt.engine.board import Board, Cell, PlacedSet
from rummi_qt.engine.melds import order_set, read_set, set_problem
from rummi_qt.engine.placement import joinable_sets
from rummi_qt.engine.tiles import Tile

from .help_dialog import add_help_key
from .meld_fit import BUTTON, TILE, button_size, rack_fit, room_for
from .theme import Theme, tile_theme_for
from .tiles import NORMAL, TileLook, TilePixmaps, tile_margin

_GOOD = {"light": QColor("#1a7f37"), "dark": QColor("#3fb950")}
_NOTE = {"light": QColor("#9a6700"), "dark": QColor("#d29922")}
_TARGET_ROWS = 3  # the "Lay them as" list's height in rows: only the sets the tiles can join
# Rendered tile faces, shared by every dialog and strip (a rack's worth in a few sizes and looks).
_PIXMAPS = TilePixmaps(capacity=400)


def draw_tile(painter: QPainter, face: QRectF, tile: Tile, theme: Theme, look: TileLook = NORMAL) -> None:
    """A tile drawn by the board's own renderer, its face filling ``face`` (shadow and ring around it)."""
    width, height = round(face.width()), round(face.height())
    pixmap = _PIXMAPS.pixmap(tile, width, height, painter.device().devicePixelRatioF(), look, theme)
    margin = tile_margin(width)
    painter.drawPixmap(QPointF(face.left() - margin, face.top() - margin), pixmap)


def _marked(marks: Sequence[Tile | None], index: int, look: TileLook = NORMAL) -> TileLook:
    """``look`` with the joker's meaning from ``marks`` (if it has one at ``index``)."""
    meant = marks[index] if index < len(marks) else None
    return look if meant is None else replace(look, joker_as=meant)


def _is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def tiles_pixmap(tiles: Sequence[Tile], tile_size: QSize, slots: int, dpr: float, theme: Theme,
                 marks: Sequence[Tile | None] = ()) -> QPixmap:
    """Small tiles side by side on a transparent pixmap, room for ``slots`` tiles (padding on the right);
    ``marks[i]`` is what a joker at position i stands for."""
    gap = max(2, tile_size.width() // 8)
    width = max(len(tiles), slots, 1) * (tile_size.width() + gap)
    pixmap = QPixmap(round(width * dpr), round((tile_size.height() + 4) * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for index, t in enumerate(tiles):
        face = QRectF(index * (tile_size.width() + gap) + 1, 1, tile_size.width(), tile_size.height())
        draw_tile(painter, face, t, theme, _marked(marks, index))
    painter.end()
    return pixmap


class TileStrip(QWidget):
    """A row of tiles as pictures (a set, a rack left over); ``marked`` positions get a dot below."""

    def __init__(
        self, tiles: Sequence[Tile] = (), tile_size: QSize | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        tile_size = tile_size or QSize(30, 40)
        self._tiles: tuple[Tile, ...] = tuple(tiles)
        self._marked: frozenset[int] = frozenset()
        self._marks: tuple[Tile | None, ...] = ()
        self._tile = tile_size
        self._gap = max(3, tile_size.width() // 7)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self._update_name()

    def set_tiles(self, tiles: Sequence[Tile], marked: Sequence[int] = (),
                  marks: Sequence[Tile | None] = ()) -> None:
        """Show ``tiles``; ``marked`` positions get a dot, ``marks[i]`` is what a joker at i stands for."""
        self._tiles = tuple(tiles)
        self._marked = frozenset(marked)
        self._marks = tuple(marks)
        self._update_name()
        self.updateGeometry()
        self.update()

    def tiles(self) -> tuple[Tile, ...]:
        return self._tiles

    def marks(self) -> tuple[Tile | None, ...]:
        return self._marks

    def _update_name(self) -> None:
        if not any(self._marks):
            self.setAccessibleName(texts.tiles_words(self._tiles))
            return
        marks = self._marks + (None,) * len(self._tiles)
        #: Separates tile names in a list: "Red 7, Red 8, Red 9".
        separator = QCoreApplication.translate("Texts", ", ")
        self.setAccessibleName(separator.join(texts.joker_words(meant) if meant is not None else texts.tile_name(t)
                                              for t, meant in zip(self._tiles, marks, strict=False)))

    def sizeHint(self) -> QSize:
        count = len(self._tiles)
        width = count * self._tile.width() + max(0, count - 1) * self._gap + 6
        return QSize(max(width, 6), self._tile.height() + 12)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        accent = self.palette().color(QPalette.ColorRole.Highlight)
        theme = tile_theme_for(self)
        for index, t in enumerate(self._tiles):
            x = 2 + index * (self._tile.width() + self._gap)
            draw_tile(painter, QRectF(x, 2, self._tile.width(), self._tile.height()), t, theme,
                      _marked(self._marks, index))
            if index in self._marked:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(accent)
                painter.drawEllipse(QPointF(x + self._tile.width() / 2, self._tile.height() + 8), 2.5, 2.5)
        painter.end()


# --- the tile buttons ----------------------------------------------------------------------------


class TileButton(QAbstractButton):
    """One rack tile as a big checkable button; arrow keys ask the dialog to move the focus."""

    navigated = Signal(int)  # the Qt.Key pressed (arrows, Home, End)

    _NAVIGATION = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End)
    _SIZE = BUTTON

    def __init__(self, tile: Tile, parent: QWidget | None = None, stands_for: Tile | None = None,
                 name: str | None = None) -> None:
        """``stands_for``: the tile a joker stands for on the board (marked on its face); ``name``
        what it is called, the tile's name by default."""
        super().__init__(parent)
        self.tile = tile
        self._look = NORMAL if stands_for is None else replace(NORMAL, joker_as=stands_for)
        self._spoken_for = False
        name = name or texts.tile_name(tile)
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(name)
        self.setText(name)  # what a screen reader or a test reads; the face is painted
        self.setToolTip(name)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """Draw the button at ``scale`` of its full size (a big rack in a small window)."""
        self._scale = scale
        self._size = button_size(scale)
        self._tile = QSize(round(TILE.width() * scale), round(TILE.height() * scale))
        self.setFixedSize(self._size)

    def sizeHint(self) -> QSize:
        return self._size

    def minimumSizeHint(self) -> QSize:
        return self._size

    def spoken_for(self) -> bool:
        """Whether the tile is to take a joker's place on the board (drawn faded, not picked)."""
        return self._spoken_for

    def set_spoken_for(self, spoken: bool, note: str = "") -> None:
        self._spoken_for = spoken
        self.setToolTip(f"{self.text()}: {note}" if spoken and note else self.text())
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in self._NAVIGATION and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.navigated.emit(key.value)
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = tile_theme_for(self)
        checked = self.isChecked()
        left = (self.width() - self._tile.width()) / 2
        top = self.height() - self._tile.height() - 8 * self._scale - (10 * self._scale if checked else 0)
        face = QRectF(left, top, self._tile.width(), self._tile.height())
        if self._spoken_for:
            painter.setOpacity(0.4)
        draw_tile(painter, face, self.tile, theme, replace(self._look, selected=checked))
        painter.setOpacity(1.0)
        if self.hasFocus():
            # A white dashed ring over a dark halo: visible on the wooden rack in both themes.
            ring = QRectF(self.rect()).adjusted(2.5, 2.5, -2.5, -2.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.color("focus_halo"), 4.5))
            painter.drawRoundedRect(ring, 10, 10)
            painter.setPen(QPen(theme.color("focus"), 2.2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(ring, 10, 10)
        if checked:
            _paint_check(painter, QPointF(face.right() - 3, face.top() + 3), theme.color("selected"))
        painter.end()


class _RackCloth(QWidget):
    """The wooden rack behind the tile buttons, in the game table's colours."""

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = tile_theme_for(self)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, theme.color("rack_top"))
        gradient.setColorAt(1.0, theme.color("rack_bottom"))
        painter.setPen(QPen(theme.color("rack_edge"), 1))
        painter.setBrush(gradient)
        painter.drawRoundedRect(rect, 10, 10)
        painter.end()


def _paint_check(painter: QPainter, centre: QPointF, accent: QColor) -> None:
    painter.setPen(QPen(QColor("white"), 1.5))
    painter.setBrush(accent)
    painter.drawEllipse(centre, 10, 10)
    tick = QPainterPath(QPointF(centre.x() - 5, centre.y()))
    tick.lineTo(centre.x() - 1.5, centre.y() + 4)
    tick.lineTo(centre.x() + 5, centre.y() - 4)
    painter.setPen(QPen(QColor("white"), 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(tick)


def _status_icon(kind: str, palette: QPalette, dpr: float) -> QPixmap:
    """A round badge: a tick for a valid set, "!" for a problem, "i" for a prompt."""
    size = 22
    pixmap = QPixmap(round(size * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    shade = "dark" if _is_dark(palette) else "light"
    colour = {"ok": _GOOD[shade], "problem": _NOTE[shade]}.get(kind, palette.color(QPalette.ColorRole.Mid))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    if kind == "ok":
        tick = QPainterPath(QPointF(6, 11.5))
        tick.lineTo(9.5, 15)
        tick.lineTo(16, 7.5)
        painter.setPen(QPen(QColor("white"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)
    else:
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(15)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, "!" if kind == "problem" else "i")
    painter.end()
    return pixmap


# --- the dialog --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OpeningNeed:
    """A player who has not opened: the sets laid from the rack this turn must reach ``threshold``
    points in all; ``laid`` is what those laid so far are worth, ``start`` the board the turn began
    with (its sets may not be touched before opening)."""

    threshold: int
    laid: int
    start: Board



class MeldDialog(QDialog):
    """Pick rack tiles and lay them as a new set or add them to a set on the board.

    After ``exec()`` returns accepted, ``result_tiles()`` is the new or extended set as laid (ordered
    by the engine's ``order_set``), ``chosen_tiles()`` the rack tiles it uses and ``target()`` the
    board's set it extends (``None`` for a new set).
    """

    def __init__(self, rack: Sequence[Tile], board: Board, parent: QWidget | None = None,
                 jokers: Mapping[Cell, Tile] | None = None, opening: OpeningNeed | None = None,
                 takeable: Sequence[Takeable] = ()) -> None:
        """``jokers``: what each joker on ``board`` stands for (the controller's ``jokers``);
        ``opening``: what the player's opening still needs, when they have not opened;
        ``takeable``: the board's jokers the player may take into the set (``takeable_jokers``)."""
        super().__init__(parent)
        self._jokers = dict(jokers or {})
        self._takeable = list(takeable)
        self._opening = opening
        self.setWindowTitle(self.tr("Meld"))
        add_help_key(self, "turn")
        self._rack = tuple(rack)
        self._board = board
        self._targets: list[PlacedSet | None] = [None]  # a new set, and the sets the chosen tiles can join
        self._result: tuple[Tile, ...] | None = None
        self._status_kind = ""
        self._current = 0
        self._columns = 1

        heading = QLabel(self.tr("Choose tiles from your rack"))
        heading_font = heading.font()
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.35)
        heading_font.setBold(True)
        heading.setFont(heading_font)
        keys = QLabel(self.tr("Arrow keys move, Space picks a tile, Enter melds, Esc closes."))
        keys.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        need = None
        if opening is not None:
            #: {threshold} is the opening threshold in words ("30 points"), {laid} what the sets laid
            #: this turn are worth so far ("0 points").
            need = QLabel(self.tr("Your opening: new sets from your rack worth {threshold} in all "
                                  "({laid} laid so far). Sets on the board can be added to after it.")
                          .format(threshold=texts.points_text(opening.threshold),
                                  laid=texts.points_text(opening.laid)))
            need.setWordWrap(True)

        self._buttons: list[TileButton] = []
        grid_frame = _RackCloth()
        grid_frame.setAccessibleName(self.tr("Your rack"))
        grid = QGridLayout(grid_frame)
        grid.setSpacing(4)
        grid.setContentsMargins(12, 8, 12, 10)
        count = len(self._rack)
        for index, t in enumerate(self._rack):
            button = TileButton(t)
            #: Said after a tile's name by screen readers: "Red 7, tile 3 of 14".
            button.setAccessibleDescription(self.tr("tile {index} of {count}").format(index=index + 1, count=count))
            button.toggled.connect(self._on_rack_toggled)
            button.navigated.connect(self._on_navigated)
            button.pressed.connect(lambda index=index: self._set_current(index, focus=False))
            self._buttons.append(button)
        if not self._rack:
            empty = QLabel(self.tr("Your rack is empty."))
            empty.setStyleSheet("color: #f6f1e3")
            grid.addWidget(empty, 0, 0)

        # The board's jokers that can be taken: a rack tile takes a joker's place (the joker swap),
        # or a joker freed earlier this turn lies in no set.
        self._joker_buttons: list[TileButton] = []
        joker_frame: QWidget | None = None
        joker_label: QLabel | None = None
        if self._takeable:
            joker_label = QLabel(self.tr("Jokers you can take from the board"))
            joker_frame = _RackCloth()
            joker_frame.setAccessibleName(joker_label.text())
            joker_row = QHBoxLayout(joker_frame)
            joker_row.setSpacing(4)
            joker_row.setContentsMargins(12, 8, 12, 10)
            for joker in self._takeable:
                if joker.takes_place is None:
                    name = self.tr("Joker lying on the board")
                else:
                    #: %1 is the tile the joker stands for in its set on the board ("Red 10").
                    name = self.tr("Joker as %1 on the board: your %1 takes its place").replace(
                        "%1", texts.tile_name(joker.takes_place))
                button = TileButton(joker.joker, stands_for=joker.takes_place, name=name)
                button.toggled.connect(self._on_joker_toggled)
                button.navigated.connect(lambda key, button=button: self._on_joker_navigated(button, key))
                self._joker_buttons.append(button)
                joker_row.addWidget(button)
            joker_row.addStretch(1)

        target_label = QLabel(self.tr("&Lay them as"))
        self._target_list = QListWidget()
        self._target_list.setAccessibleName(self.tr("Lay them as"))
        # Long sets are cut short with "…" (the tooltip has them whole), never scrolled sideways.
        self._target_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._target_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._target_list.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        target_label.setBuddy(self._target_list)
        self._fill_targets()
        self._target_list.currentRowChanged.connect(self._on_target_changed)

        self._preview = TileStrip(tile_size=QSize(34, 46))
        self._preview.setAccessibleDescription(self.tr("The set as it will be laid"))
        # As wide as the dialog: a longer set shows at once, without waiting for a relayout.
        self._preview.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._status_icon = QLabel()
        self._status = QLabel()
        self._status.setWordWrap(True)
        self._status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._status.setAccessibleName(self.tr("Status"))
        status_font = self._status.font()
        status_font.setPointSizeF(status_font.pointSizeF() * 1.15)
        self._status.setFont(status_font)
        self._status.setMinimumHeight(46)

        self._meld = QPushButton(self.tr("&Meld"))
        self._meld.setDefault(True)  # Enter melds from the rack and the list; on Cancel, Enter cancels
        self._meld.clicked.connect(self.accept)
        self._cancel = QPushButton(self.tr("Cancel"))
        self._cancel.clicked.connect(self.reject)
        for push in (self._meld, self._cancel):
            push.setMinimumSize(QSize(112, 36))

        status_row = QHBoxLayout()
        status_row.setSpacing(10)
        status_row.addWidget(self._status_icon, 0, Qt.AlignmentFlag.AlignVCenter)
        status_row.addWidget(self._status, 1)
        preview_row = QHBoxLayout()
        preview_row.addWidget(self._preview, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self._meld)
        buttons.addWidget(self._cancel)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 14)
        layout.setSpacing(8)
        layout.addWidget(heading)
        layout.addWidget(keys)
        if need is not None:
            layout.addWidget(need)
        layout.addWidget(grid_frame)
        if joker_frame is not None and joker_label is not None:
            layout.addWidget(joker_label)
            layout.addWidget(joker_frame)
        layout.addSpacing(4)
        layout.addWidget(target_label)
        layout.addWidget(self._target_list)
        layout.addSpacing(4)
        layout.addLayout(preview_row)
        layout.addLayout(status_row)
        layout.addSpacing(4)
        layout.addLayout(buttons)

        self._fit_rack(grid, grid_frame, layout, parent)

        # Tab: the rack (one stop; arrows move inside it) → the board's jokers → the target list →
        # Meld → Cancel.
        chain: list[QWidget] = [*self._buttons, *self._joker_buttons, self._target_list, self._meld, self._cancel]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self._set_current(0, focus=False)
        if self._buttons:
            self._buttons[0].setFocus()
        else:
            self._target_list.setFocus()
        self._on_tiles_changed()

    # --- results ----------------------------------------------------------------------------

    def chosen_tiles(self) -> tuple[Tile, ...]:
        """The tiles picked: from the rack in rack order, then the jokers taken from the board."""
        return tuple(button.tile for button in self._buttons + self._joker_buttons if button.isChecked())

    def taken_jokers(self) -> list[Takeable]:
        """The board's jokers picked (with the rack tiles that take their places)."""
        return [joker for joker, button in zip(self._takeable, self._joker_buttons, strict=True) if button.isChecked()]

    def joker_buttons(self) -> list[TileButton]:
        return list(self._joker_buttons)

    def target(self) -> PlacedSet | None:
        """The board's set the tiles are added to, or ``None`` for a new set."""
        row = self._target_list.currentRow()
        return self._targets[row] if 0 <= row < len(self._targets) else None

    def result_tiles(self) -> tuple[Tile, ...]:
        """The new or extended set as it will be laid (empty while the picked tiles make no set)."""
        return self._result or ()

    def status_text(self) -> str:
        return self._status.text()

    def is_valid(self) -> bool:
        return self._result is not None

    def tile_buttons(self) -> list[TileButton]:
        return list(self._buttons)

    def accept(self) -> None:
        if self._result is not None:  # Enter with an unfinished set does nothing
            super().accept()

    # --- reacting ------------------------------------------------------------------------------

    def _fit_rack(self, grid: QGridLayout, frame: QWidget, layout: QVBoxLayout, parent: QWidget | None) -> None:
        """Size the tile buttons and their columns so that the whole dialog fits the window it
        opens over and the screen, then lay them out."""
        room = room_for(self, parent)
        margins = layout.contentsMargins()
        grid_margins = grid.contentsMargins()
        rest = layout.sizeHint().height() - frame.sizeHint().height()  # everything but the buttons
        width = room.width() - margins.left() - margins.right() - grid_margins.left() - grid_margins.right()
        height = room.height() - rest - grid_margins.top() - grid_margins.bottom()
        scale, self._columns = rack_fit(len(self._buttons), width, height)
        for index, button in enumerate(self._buttons):
            button.set_scale(scale)
            grid.addWidget(button, index // self._columns, index % self._columns)
        for button in self._joker_buttons:
            button.set_scale(scale)
        self.setMaximumSize(room)
        # The layout measured itself without the buttons: measure again before the dialog is sized.
        grid.activate()
        frame.updateGeometry()
        layout.invalidate()
        layout.activate()
        self.resize(layout.sizeHint().boundedTo(room))

    def _fill_targets(self) -> None:
        """Fill "Lay them as": a new set, and the board's sets the chosen tiles can join (the
        engine says which), keeping the one chosen while it is still among them."""
        chosen = self.target()
        self._targets = [None, *self._joinable()]
        self._target_list.blockSignals(True)
        self._target_list.clear()
        slots = max((len(p.tiles) for p in self._targets if p is not None), default=1)
        dpr = self.devicePixelRatioF()
        tile = QSize(20, 27)
        theme = tile_theme_for(self)
        new_icon = QPixmap(tiles_pixmap((), tile, slots, dpr, theme))
        painter = QPainter(new_icon)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1.4, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(QRectF(1.5, 1.5, tile.width() - 1, tile.height() - 1), 3, 3)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(QRectF(1, 1, tile.width(), tile.height()), Qt.AlignmentFlag.AlignCenter, "+")
        painter.end()
        self._target_list.setIconSize(new_icon.deviceIndependentSize().toSize())
        for placed in self._targets:
            if placed is None:
                item = QListWidgetItem(QIcon(new_icon), self.tr("New set"))
            else:
                words = texts.set_words(placed.tiles)
                marks = [self._jokers.get(cell) if t.is_joker else None for cell, t in zip(placed.cells, placed.tiles,
                                                                                            strict=True)]
                item = QListWidgetItem(QIcon(tiles_pixmap(placed.tiles, tile, slots, dpr, theme, marks)), words)
                item.setToolTip(words)
            self._target_list.addItem(item)
        self._target_list.setCurrentRow(self._targets.index(chosen) if chosen in self._targets else 0)
        self._target_list.blockSignals(False)
        frame = 2 * self._target_list.frameWidth()
        self._target_list.setFixedHeight(_TARGET_ROWS * self._target_list.sizeHintForRow(0) + frame + 2)

    def _set_current(self, index: int, focus: bool = True) -> None:
        """Move the rack's one Tab stop (and the focus) to tile ``index``."""
        if not self._buttons:
            return
        self._current = max(0, min(index, len(self._buttons) - 1))
        for position, button in enumerate(self._buttons):
            policy = Qt.FocusPolicy.StrongFocus if position == self._current else Qt.FocusPolicy.ClickFocus
            button.setFocusPolicy(policy)
        if focus:
            self._buttons[self._current].setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_navigated(self, key: int) -> None:
        index, last = self._current, len(self._buttons) - 1
        if key == Qt.Key.Key_Left.value:
            index -= 1
        elif key == Qt.Key.Key_Right.value:
            index += 1
        elif key == Qt.Key.Key_Up.value and index >= self._columns:
            index -= self._columns
        elif key == Qt.Key.Key_Down.value and index // self._columns < last // self._columns:
            index = min(index + self._columns, last)  # to the last tile when the row below is shorter
        elif key == Qt.Key.Key_Down.value and self._joker_buttons:
            self._joker_buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)  # the board's jokers, below the rack
            return
        elif key == Qt.Key.Key_Home.value:
            index = 0
        elif key == Qt.Key.Key_End.value:
            index = last
        self._set_current(index)

    def _on_joker_navigated(self, button: TileButton, key: int) -> None:
        index, last = self._joker_buttons.index(button), len(self._joker_buttons) - 1
        if key == Qt.Key.Key_Up.value:
            self._set_current(self._current)  # back to the rack
            return
        index = {Qt.Key.Key_Left.value: index - 1, Qt.Key.Key_Right.value: index + 1,
                 Qt.Key.Key_Home.value: 0, Qt.Key.Key_End.value: last}.get(key, index)
        self._joker_buttons[max(0, min(index, last))].setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_target_changed(self, row: int) -> None:
        self._on_tiles_changed()

    def _on_joker_toggled(self, checked: bool) -> None:
        self._speak_for(rack_first=False)
        self._on_tiles_changed()

    def _on_rack_toggled(self, checked: bool) -> None:
        if checked and any(button.spoken_for() for button in self._buttons):
            self._speak_for(rack_first=True)
        self._on_tiles_changed()

    def _speak_for(self, rack_first: bool) -> None:
        """Each joker picked takes a copy of the tile that takes its place off the rack: one not
        picked where there is one; else the tile picked last wins (``rack_first``: the rack's, and
        the joker is put back)."""
        for button in self._buttons:
            button.set_spoken_for(False)
        for joker, joker_button in zip(self._takeable, self._joker_buttons, strict=True):
            if not joker_button.isChecked() or joker.takes_place is None:
                continue
            copies = sorted((b for b in self._buttons if b.tile == joker.takes_place and not b.spoken_for()),
                            key=lambda b: b.isChecked())
            if copies and not (copies[0].isChecked() and rack_first):
                if copies[0].isChecked():
                    _set_checked(copies[0], False)
                copies[0].set_spoken_for(True, self.tr("takes the joker's place on the board"))
            else:
                _set_checked(joker_button, False)

    def _swap_words(self) -> str:
        """What the jokers taken leave behind, in words (empty when none is taken)."""
        board = taken_board(self._board, self.taken_jokers())
        lines = []
        for joker in self.taken_jokers():
            placed = board.set_at(joker.cell)
            if joker.takes_place is not None and placed is not None:
                #: %1 is the rack tile taking a joker's place, %2 the set's tiles it goes into ("Red 8, Red 9, Red 10").
                lines.append(self.tr("Your %1 takes the joker's place in %2")
                             .replace("%1", texts.tile_name(joker.takes_place))
                             .replace("%2", texts.tiles_words(placed.tiles)))
        return "\n".join(lines)

    def _on_tiles_changed(self) -> None:
        chosen = self.chosen_tiles()
        if [p for p in self._targets if p is not None] != self._joinable():
            self._fill_targets()
        target = self.target()
        existing = target.tiles if target is not None else ()
        combined = existing + chosen
        self._result = order_set(combined) if chosen else None
        if self._result is not None:
            laid = self._result
            # Mark the tiles that come from the rack: the last copies of each, leaving the board's in place.
            remaining = list(chosen)
            marked = []
            for index in range(len(laid) - 1, -1, -1):
                if laid[index] in remaining:
                    remaining.remove(laid[index])
                    marked.append(index)
            self._preview.set_tiles(laid, marked, jokers.set_marks(laid))
            if target is None:
                status = texts.set_summary(laid)
            else:
                #: {set} is the extended set with its value: "Run: Red 6, Red 7, Red 8 — 21 points".
                status = self.tr("Adds to the set: {set}").format(set=texts.set_summary(laid))
            if self._opening is not None:
                status += "\n" + self._opening_words(laid, existing)
            swaps = self._swap_words()
            if swaps:
                status += "\n" + swaps
            self._show_status("ok", status)
        elif not chosen:
            self._preview.set_tiles(existing)
            if target is None:
                prompt = self.tr("Pick tiles for a new set.")
            else:
                #: {set} is a set on the board in words.
                prompt = self.tr("Pick tiles to add to {set}.").format(set=texts.set_words(existing))
            self._show_status("prompt", prompt)
        else:
            self._preview.set_tiles(combined, range(len(existing), len(combined)))
            problem = set_problem(_tidy(combined))
            self._show_status(
                "problem", texts.problem_text(problem, combined) if problem else texts.tiles_words(combined)
            )
        self._meld.setEnabled(self._result is not None)

    def _joinable(self) -> list[PlacedSet]:
        """The sets the chosen tiles can join (with the jokers taken off the board and the tiles that
        take their places on it): before opening only those laid this turn."""
        found = joinable_sets(taken_board(self._board, self.taken_jokers()), self.chosen_tiles())
        if self._opening is None:
            return found
        start = self._opening.start
        return [p for p in found if all(start[c] is None for c in p.cells)]

    def _opening_words(self, laid: tuple[Tile, ...], existing: tuple[Tile, ...]) -> str:
        """What the opening is worth with this set, against what it needs."""
        assert self._opening is not None
        worth = read_set(laid)
        before = read_set(existing) if existing else None
        total = self._opening.laid + (worth.points if worth else 0) - (before.points if before else 0)
        if total >= self._opening.threshold:
            #: {total} is what the opening is worth with this set in words ("34 points").
            return self.tr("Your opening with it: {total}, enough to open").format(total=texts.points_text(total))
        #: {total} is what the opening is worth with this set, {threshold} what it needs (30 by default).
        return self.tr("Your opening with it: {total} of {threshold} points").format(
            total=total, threshold=self._opening.threshold)

    def _show_status(self, kind: str, text: str) -> None:
        if kind != self._status_kind:
            self._status_icon.setPixmap(_status_icon(kind, self.palette(), self.devicePixelRatioF()))
            self._status_kind = kind
        if text == self._status.text():
            return
        self._status.setText(text)
        self._meld.setToolTip("" if kind == "ok" else text)
        # Screen readers hear the new status at once (Qt 6.8 and newer), not only when they reach the line.
        if hasattr(QtGui, "QAccessibleAnnouncementEvent") and QAccessible.isActive():
            QAccessible.updateAccessibility(QtGui.QAccessibleAnnouncementEvent(self._status, text))


def _set_checked(button: QAbstractButton, checked: bool) -> None:
    """Check or uncheck ``button`` without its ``toggled`` answering (the dialog is already at it)."""
    button.blockSignals(True)
    button.setChecked(checked)
    button.blockSignals(False)
    button.update()


def _tidy(tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    """Tiles in the order a player would try them, so that the engine's reason speaks about the tiles
    and not about the order they were picked in: a group by colour, a run upwards from after its widest
    gap (12 13 1 rather than 1 12 13, so the reason is "stops at 13"); jokers last."""
    numbered = sorted((t for t in tiles if not t.is_joker), key=lambda t: t.group_sort_key)
    jokers = tuple(t for t in tiles if t.is_joker)
    if len({t.colour for t in numbered}) != 1 or len(numbered) < 2:
        return tuple(numbered) + jokers
    numbered.sort(key=lambda t: t.sort_key)
    numbers = [t.number or 0 for t in numbered]
    gaps = [(numbers[(i + 1) % len(numbers)] - numbers[i]) % 13 for i in range(len(numbers))]
    start = (max(range(len(gaps)), key=lambda i: gaps[i]) + 1) % len(numbers)
    return tuple(numbered[start:] + numbered[:start]) + jokers
