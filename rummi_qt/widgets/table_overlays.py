"""The table's markers drawn over the tiles: highlighted cells, invalid sets, focus, drop target."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene

from rummi_qt.engine.board import Cell

from .table_layout import Spot, TableLayout
from .theme import Theme

# Stacking order of the scene's items.
Z_HIGHLIGHT = 1.0
Z_TILE = 10.0
Z_MOVING = 12.0  # someone else's tile gliding to its new cell
Z_HINT = 15.0  # a hint's proposed tiles (table_proposal)
Z_INVALID = 20.0
Z_DROP = 25.0
Z_FOCUS = 30.0
Z_DRAGGED = 100.0

# An invalid set's mark as drawn: its ring's rectangle in the picture, tile width, growth, pen width,
# badge radius, the two colours and the device pixel ratio.
_Look = tuple[tuple[float, float, float, float], int, float, float, float, str, str, float]


def face_path(layout: TableLayout, spots: Iterable[Spot], grow: float = 0.0) -> QPainterPath:
    """Rounded rectangles around the tile faces of some spots, ``grow`` pixels larger."""
    path = QPainterPath()
    for spot in spots:
        rect = QRectF(layout.tile_rect(spot))
        radius = rect.width() * 0.14 + grow
        path.addRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius, radius)
    return path


class Overlays:
    """Owns the marker items of one scene; each ``draw_…`` replaces what it drew before.

    The highlights, the focus frame and the drop target are single path items (painted by Qt,
    not Python); an invalid set is a rectangle filled with its picture, its reason its tooltip.
    """

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._highlight = self._path_item(Z_HIGHLIGHT)
        self._drop = self._path_item(Z_DROP)
        self._focus_halo = self._path_item(Z_FOCUS - 0.5)
        self._focus = self._path_item(Z_FOCUS)
        # Around the board or the rack, whichever has the focus: the table's two Tab stops.
        self._region_halo = self._path_item(Z_FOCUS - 0.6)
        self._region = self._path_item(Z_FOCUS - 0.4)
        self.focus_width = 0.0
        self._invalid: dict[tuple[tuple[Cell, ...], str], QGraphicsRectItem] = {}  # by cells and reason
        self._invalid_drawn: tuple[TableLayout, Theme, float] | None = None  # what the marks were drawn for
        self._pictures: dict[_Look, QPixmap] = {}  # the marks' pictures, by size and look

    def _path_item(self, z: float) -> QGraphicsPathItem:
        item = QGraphicsPathItem()
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._scene.addItem(item)
        return item

    @property
    def focus_visible(self) -> bool:
        return self._focus.isVisible()

    def draw_highlights(self, layout: TableLayout, theme: Theme, cells: Iterable[Cell]) -> None:
        item = self._highlight
        item.setPath(face_path(layout, sorted(c for c in cells if layout.shows(c)), 0.5))
        item.setBrush(QColor(theme.highlight_fill))
        item.setPen(QPen(QColor(theme.highlight_line), max(1.5, layout.tile_w * 0.05)))

    def draw_invalid(self, layout: TableLayout, theme: Theme, problems: Sequence[tuple[Sequence[Cell], str]],
                     dpr: float = 1.0) -> None:
        """A dashed ring around each problem's cells and a "!" badge on its corner (so the mark
        does not rely on its red alone); hovering any part shows the reason.

        Each mark is one item, its picture drawn once for its size: a dashed, antialiased
        ring costs the raster engine a third of a millisecond a frame, and every drop of a lone
        tile adds one. A mark that stays (the same cells and reason) keeps its item, untouched."""
        if self._invalid_drawn != (layout, theme, dpr):  # a new layout or look: every mark afresh
            self._invalid_drawn = (layout, theme, dpr)
            for item in self._invalid.values():
                self._scene.removeItem(item)
            self._invalid = {}
        old = self._invalid
        self._invalid = {}
        for cells, reason in problems:
            key = (tuple(cells), reason)
            if key in self._invalid or not cells or not all(layout.shows(cell) for cell in cells):
                continue  # the same mark twice, or zoomed away from it by the player (the text mirror says it)
            item = old.pop(key, None)
            if item is None:
                item = self._invalid_item(layout, theme, dpr, cells, reason)
            self._invalid[key] = item
        for item in old.values():
            self._scene.removeItem(item)

    def _invalid_item(self, layout: TableLayout, theme: Theme, dpr: float, cells: Sequence[Cell],
                      reason: str) -> QGraphicsRectItem:
        grow = max(2.0, layout.gap * 0.5 + 1.5)
        width = max(2.0, layout.tile_w * 0.065)
        rect = QRectF()
        for cell in cells:
            rect = rect.united(QRectF(layout.tile_rect(cell)))
        rect = rect.adjusted(-grow, -grow, grow, grow)
        badge_radius = max(6.0, layout.tile_w * 0.2)
        margin = math.ceil(max(badge_radius * 0.65 + 1.5, (width + 2.5) / 2)) + 1
        corner = QPointF(math.floor(rect.left()) - margin, math.floor(rect.top()) - margin)
        look = (rect.translated(-corner).getRect(), layout.tile_w, grow, width, badge_radius, theme.invalid,
                theme.invalid_halo, dpr)
        picture = self._invalid_picture(look, margin)
        # A rectangle filled with the picture, drawn by Qt alone (a pixmap item would count as a
        # tile to whoever looks for the tiles); hovering anywhere in it, the tiles too, shows the reason.
        item = QGraphicsRectItem(0, 0, picture.width() / dpr, picture.height() / dpr)
        item.setPen(Qt.PenStyle.NoPen)
        item.setBrush(QBrush(picture))
        item.setToolTip(reason)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setZValue(Z_INVALID)
        item.setPos(corner)
        self._scene.addItem(item)
        return item

    @property
    def invalid_items(self) -> list[QGraphicsRectItem]:
        return list(self._invalid.values())

    def _invalid_picture(self, look: _Look, margin: int) -> QPixmap:
        """The mark of one invalid set, drawn into a pixmap once for its size and theme."""
        picture = self._pictures.get(look)
        if picture is not None:
            return picture
        if len(self._pictures) > 64:
            self._pictures.clear()  # sizes of layouts gone by
        (x, y, w, h), tile_w, grow, width, badge_radius, colour, halo_colour, dpr = look
        rect = QRectF(x, y, w, h)
        picture = QPixmap(math.ceil((rect.right() + margin) * dpr), math.ceil((rect.bottom() + margin) * dpr))
        picture.setDevicePixelRatio(dpr)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = tile_w * 0.14 + grow
        outline = QPainterPath()
        outline.addRoundedRect(rect, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(halo_colour), width + 2.5))
        painter.drawPath(outline)
        pen = QPen(QColor(colour), width, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
        pen.setDashPattern([2.2, 1.4])
        painter.setPen(pen)
        painter.drawPath(outline)
        centre = QPointF(rect.right() - badge_radius * 0.35, rect.top() + badge_radius * 0.35)
        painter.setPen(QPen(QColor(halo_colour), 1.5))
        painter.setBrush(QColor(colour))
        painter.drawPath(_circle(centre, badge_radius))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(_exclamation(centre, badge_radius))
        painter.end()
        self._pictures[look] = picture
        return picture

    def draw_focus(self, layout: TableLayout, theme: Theme, spot: Spot | None) -> None:
        """A two-tone frame (light inside a dark halo: visible on felt, wood and tiles alike) on the
        spot, and a thinner one around the board or the rack that holds it."""
        for item in (self._focus, self._focus_halo, self._region, self._region_halo):
            item.setVisible(spot is not None)
        if spot is None:
            return
        width = max(3.5, layout.tile_w * 0.09)  # 3.5: three whole pixels at any offset
        self.focus_width = width
        path = face_path(layout, [spot], grow=width * 1.2)
        self._focus_halo.setPath(path)
        self._focus_halo.setPen(QPen(QColor(theme.focus_halo), width * 2.4))
        self._focus.setPath(path)
        self._focus.setPen(QPen(QColor(theme.focus), width))
        if isinstance(spot, Cell):
            area = QRectF(layout.board_rect()).adjusted(-3, -3, 3, 3)
            area.setLeft(area.left() - layout.label_w - 2 * layout.gap - 2)  # the row numbers too
        else:
            area = QRectF(layout.rack_rect()).adjusted(-3, -3, 3, 3)
        region = QPainterPath()
        region.addRoundedRect(area, 10, 10)
        self._region_halo.setPath(region)
        self._region_halo.setPen(QPen(QColor(theme.focus_halo), 4.0))
        self._region.setPath(region)
        self._region.setPen(QPen(QColor(theme.focus), 2.0, Qt.PenStyle.DashLine))

    def show_drop_target(self, layout: TableLayout, theme: Theme, spots: Sequence[Spot],
                         refused: bool = False) -> None:
        """Mark where the dragged tile (or the tiles dragged together) would land, in the invalid
        colour where they cannot (``refused``: a cell holds a tile that stays); none: hide it."""
        if not spots:
            self._drop.setVisible(False)
            return
        width = max(2.0, layout.tile_w * 0.06)
        colour = theme.invalid if refused else theme.drop_target
        self._drop.setPath(face_path(layout, spots, 1.0))
        self._drop.setPen(QPen(QColor(colour), width, Qt.PenStyle.DashLine))
        fill = QColor(colour)
        fill.setAlpha(40)
        self._drop.setBrush(QBrush(fill))
        self._drop.setVisible(True)


def _circle(centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(centre, radius, radius)
    return path


def _exclamation(centre: QPointF, radius: float) -> QPainterPath:
    stem = radius * 0.22
    path = QPainterPath()
    path.addRoundedRect(QRectF(centre.x() - stem, centre.y() - radius * 0.62, 2 * stem, radius * 0.82), stem, stem)
    path.addEllipse(QPointF(centre.x(), centre.y() + radius * 0.45), stem * 1.05, stem * 1.05)
    return path
