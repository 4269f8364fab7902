"""The table's markers drawn over the tiles: highlighted cells, invalid sets, focus, drop target."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene

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
    not Python); an invalid set is a few path items, its reason the tooltip of each.
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
        self.invalid_items: list[QGraphicsItem] = []

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

    def draw_invalid(self, layout: TableLayout, theme: Theme, problems: Sequence[tuple[Sequence[Cell], str]]) -> None:
        """A dashed ring around each problem's cells and a "!" badge on its corner (so the mark
        does not rely on its red alone); hovering any part shows the reason."""
        for item in self.invalid_items:
            self._scene.removeItem(item)
        self.invalid_items = []
        grow = max(2.0, layout.gap * 0.5 + 1.5)
        width = max(2.0, layout.tile_w * 0.065)
        for cells, reason in problems:
            if not cells or not all(layout.shows(cell) for cell in cells):
                continue  # zoomed away from it by the player: the text mirror still says it
            rect = QRectF()
            for cell in cells:
                rect = rect.united(QRectF(layout.tile_rect(cell)))
            rect = rect.adjusted(-grow, -grow, grow, grow)
            radius = layout.tile_w * 0.14 + grow
            outline = QPainterPath()
            outline.addRoundedRect(rect, radius, radius)
            halo = QGraphicsPathItem(outline)
            halo.setPen(QPen(QColor(theme.invalid_halo), width + 2.5))
            halo.setBrush(Qt.BrushStyle.NoBrush)
            ring = QGraphicsPathItem(outline, halo)
            pen = QPen(QColor(theme.invalid), width, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
            pen.setDashPattern([2.2, 1.4])
            ring.setPen(pen)
            badge_radius = max(6.0, layout.tile_w * 0.2)
            centre = QPointF(rect.right() - badge_radius * 0.35, rect.top() + badge_radius * 0.35)
            badge = QGraphicsPathItem(_circle(centre, badge_radius), halo)
            badge.setPen(QPen(QColor(theme.invalid_halo), 1.5))
            badge.setBrush(QColor(theme.invalid))
            mark = QGraphicsPathItem(_exclamation(centre, badge_radius), halo)
            mark.setPen(Qt.PenStyle.NoPen)
            mark.setBrush(QColor("#ffffff"))
            for part in (halo, ring, badge, mark):
                part.setToolTip(reason)
                part.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            halo.setZValue(Z_INVALID)
            self._scene.addItem(halo)
            self.invalid_items.append(halo)

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

    def show_drop_target(self, layout: TableLayout, theme: Theme, spot: Spot | None) -> None:
        if spot is None:
            self._drop.setVisible(False)
            return
        width = max(2.0, layout.tile_w * 0.06)
        self._drop.setPath(face_path(layout, [spot], 1.0))
        self._drop.setPen(QPen(QColor(theme.drop_target), width, Qt.PenStyle.DashLine))
        fill = QColor(theme.drop_target)
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
