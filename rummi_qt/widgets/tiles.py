"""Tile faces: vector drawing with QPainter into pixmaps cached per tile, size, look and theme."""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from rummi_qt.engine.tiles import Colour, Tile

from .theme import Theme

# Tiles are this much taller than wide, like the real ones.
TILE_ASPECT = 1.32
# Preferred families for the numbers, in order; Qt falls back to the default sans-serif.
_FONT_FAMILIES = ["Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Nimbus Sans"]


@dataclass(frozen=True, slots=True)
class TileLook:
    """How a tile is shown besides its face: selected (lifted, ringed), laid by the last player,
    newly drawn (a dot), a hint's proposal (``ghost``), being dragged, and for a joker in a set the
    tile it stands for (``joker_as``, shown on its face as "= 7" with the colour's glyph); ``marked``:
    a move chosen in the log (a band of its own colour, unlike the last move's gold one)."""

    selected: bool = False
    recent: bool = False
    marked: bool = False
    hinted: bool = False  # a rack tile the hint on show lays: framed dashed, as the hint's sets are
    new: bool = False
    ghost: bool = False
    dragged: bool = False
    joker_as: Tile | None = None


NORMAL = TileLook()


def tile_margin(width: int) -> int:
    """Room around the face inside the pixmap, for the shadow, the ring and the lift."""
    return max(3, round(width * 0.16))


# --- drawing -------------------------------------------------------------------------------------


def glyph_path(colour: Colour, centre: QPointF, size: float) -> QPainterPath:
    """The colour's own shape, of about equal visual weight: black circle, blue square, orange
    triangle, red diamond."""
    half = size / 2
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if colour is Colour.BLACK:
        path.addEllipse(centre, half * 0.98, half * 0.98)
    elif colour is Colour.BLUE:
        side = half * 0.86
        path.addRoundedRect(QRectF(x - side, y - side, 2 * side, 2 * side), side * 0.12, side * 0.12)
    elif colour is Colour.ORANGE:
        path.addPolygon(
            QPolygonF([QPointF(x, y - half * 1.08), QPointF(x + half * 1.12, y + half * 0.86),
                       QPointF(x - half * 1.12, y + half * 0.86)])
        )
        path.closeSubpath()
    else:
        path.addPolygon(
            QPolygonF([QPointF(x, y - half * 1.16), QPointF(x + half * 0.84, y),
                       QPointF(x, y + half * 1.16), QPointF(x - half * 0.84, y)])
        )
        path.closeSubpath()
    return path


def _number_font(height: float, digits: int) -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setWeight(QFont.Weight.Black if digits == 1 else QFont.Weight.Bold)
    font.setPixelSize(max(6, round(height * 0.44)))
    if digits > 1:
        font.setStretch(QFont.Stretch.SemiCondensed)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 94)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _paint_shadow(painter: QPainter, face: QRectF, radius: float, theme: Theme, lifted: bool) -> None:
    """A soft drop shadow from stacked translucent rounded rectangles (a cheap, cached blur)."""
    steps = 6
    spread = face.width() * (0.10 if lifted else 0.05)
    drop = face.height() * (0.075 if lifted else 0.028)
    base = QColor(theme.tile_shadow)
    painter.setPen(Qt.PenStyle.NoPen)
    for step in range(steps):
        grow = spread * (1 - step / steps)
        base.setAlphaF((0.30 if lifted else 0.26) / steps * (1 + step * 0.35))
        painter.setBrush(base)
        rect = face.adjusted(-grow, -grow * 0.5, grow, grow).translated(0, drop)
        painter.drawRoundedRect(rect, radius + grow, radius + grow)


def _paint_body(painter: QPainter, face: QRectF, radius: float, theme: Theme, look: TileLook) -> None:
    # The tile's side, seen below its face: a darker band makes it read as a solid piece.
    depth = max(1.5, face.height() * 0.035)
    side = QColor(theme.tile_edge)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(side.darker(112))
    painter.drawRoundedRect(face.translated(0, depth), radius, radius)

    gradient = QLinearGradient(face.topLeft(), face.bottomLeft())
    if look.recent:
        gradient.setColorAt(0.0, QColor(theme.recent_face).lighter(104))
        gradient.setColorAt(1.0, QColor(theme.recent_face).darker(104))
    else:
        gradient.setColorAt(0.0, QColor(theme.tile_face_top))
        gradient.setColorAt(1.0, QColor(theme.tile_face_bottom))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(QColor(theme.tile_edge), 1.0))
    painter.drawRoundedRect(face, radius, radius)

    # A faint gloss along the top edge.
    gloss = QColor(255, 255, 255, 150)
    painter.setPen(QPen(gloss, 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = face.adjusted(1.2, 1.2, -1.2, -1.2)
    painter.drawArc(QRectF(inner.left(), inner.top(), 2 * radius, 2 * radius), 90 * 16, 90 * 16)
    painter.drawLine(QPointF(inner.left() + radius, inner.top()), QPointF(inner.right() - radius, inner.top()))
    painter.drawArc(QRectF(inner.right() - 2 * radius, inner.top(), 2 * radius, 2 * radius), 0, 90 * 16)


def _paint_number(painter: QPainter, face: QRectF, tile: Tile, theme: Theme) -> None:
    assert tile.colour is not None and tile.number is not None
    ink = theme.ink(tile.colour)
    text = str(tile.number)
    font = _number_font(face.height(), len(text))
    painter.setFont(font)
    painter.setPen(ink)
    number_rect = QRectF(face.left(), face.top() + face.height() * 0.07, face.width(), face.height() * 0.56)
    painter.drawText(number_rect, Qt.AlignmentFlag.AlignCenter, text)
    glyph_centre = QPointF(face.center().x(), face.top() + face.height() * 0.76)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(glyph_path(tile.colour, glyph_centre, face.width() * 0.28))


def _paint_joker(painter: QPainter, face: QRectF, theme: Theme, meant: Tile | None = None) -> None:
    """A smiling face ringed in all four colours, the four glyphs beneath it; a joker that stands for
    a tile shows that tile beneath instead: "= 7" and the colour's glyph, in the colour's ink."""
    centre = QPointF(face.center().x(), face.top() + face.height() * (0.40 if meant is None else 0.27))
    radius = face.width() * (0.30 if meant is None else 0.23)
    ring = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    pen_width = max(1.5, face.width() * 0.075)
    quarters = (Colour.BLUE, Colour.BLACK, Colour.RED, Colour.ORANGE)  # from the top right, anticlockwise
    for index, colour in enumerate(quarters):
        pen = QPen(theme.ink(colour), pen_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawArc(ring, (index * 90 + 4) * 16, 82 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    eye = max(1.2, face.width() * 0.055)
    painter.setBrush(theme.ink(Colour.BLACK))
    painter.drawEllipse(QPointF(centre.x() - radius * 0.38, centre.y() - radius * 0.22), eye, eye * 1.25)
    painter.drawEllipse(QPointF(centre.x() + radius * 0.38, centre.y() - radius * 0.22), eye, eye * 1.25)
    smile = QPen(theme.ink(Colour.RED), max(1.2, face.width() * 0.06), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(smile)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    mouth = QRectF(centre.x() - radius * 0.52, centre.y() - radius * 0.42, radius * 1.04, radius * 1.0)
    painter.drawArc(mouth, 200 * 16, 140 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    if meant is not None and meant.colour is not None:
        _paint_meaning(painter, face, meant, theme)
        return
    size = face.width() * 0.15
    step = face.width() * 0.2
    y = face.top() + face.height() * 0.80
    for index, colour in enumerate((Colour.BLACK, Colour.BLUE, Colour.ORANGE, Colour.RED)):
        x = face.center().x() + (index - 1.5) * step
        painter.setBrush(theme.ink(colour))
        painter.drawPath(glyph_path(colour, QPointF(x, y), size))


def _paint_meaning(painter: QPainter, face: QRectF, meant: Tile, theme: Theme) -> None:
    """The bottom third of a joker's face: "=7" and the glyph, on a pale band so that it reads as a
    label rather than as the tile's own number."""
    assert meant.colour is not None and meant.number is not None
    ink = theme.ink(meant.colour)
    band = QRectF(face.left() + face.width() * 0.05, face.top() + face.height() * 0.53,
                  face.width() * 0.90, face.height() * 0.41)
    painter.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 34))
    painter.drawRoundedRect(band, band.height() * 0.3, band.height() * 0.3)
    font = _number_font(face.height() * 0.80, 2)
    painter.setFont(font)
    text = f"={meant.number}"
    glyph = band.height() * 0.36
    text_width = painter.fontMetrics().horizontalAdvance(text)
    room = band.width() * 0.94 - glyph * 1.25
    if text_width > room:  # "=13" on a narrow tile: a smaller font rather than ink past the face
        font.setPixelSize(max(5, math.floor(font.pixelSize() * room / text_width)))
        painter.setFont(font)
        text_width = painter.fontMetrics().horizontalAdvance(text)
    left = band.center().x() - (text_width + glyph * 1.25) / 2
    painter.setPen(ink)
    painter.drawText(QRectF(left, band.top(), text_width + 1, band.height()),
                     Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(glyph_path(meant.colour, QPointF(left + text_width + glyph * 0.75, band.center().y()), glyph))


def _paint_markers(painter: QPainter, face: QRectF, radius: float, theme: Theme, look: TileLook) -> None:
    if look.recent:
        # A gold band on the top edge: "the last player put this here".
        band = QRectF(face.left() + radius * 0.8, face.top() + 1.5, face.width() - radius * 1.6,
                      max(2.5, face.height() * 0.06))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.recent))
        painter.drawRoundedRect(band, band.height() / 2, band.height() / 2)
    if look.hinted:
        painter.setPen(QPen(QColor(theme.highlight_line), max(1.5, face.width() * 0.05), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(face.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1.5, radius + 1.5)
    if look.marked:
        # The band of a move chosen in the log, in the selection's blue on an untinted face, and
        # along both long edges: a newcomer took the log's marks for the last move's.
        for top in (face.top() + 1.5, face.bottom() - 1.5 - max(2.5, face.height() * 0.06)):
            band = QRectF(face.left() + radius * 0.8, top, face.width() - radius * 1.6, max(2.5, face.height() * 0.06))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.color("selected"))
            painter.drawRoundedRect(band, band.height() / 2, band.height() / 2)
    if look.new:
        # A badge on the top right corner, clear of two-digit numbers.
        dot = max(3.0, face.width() * 0.11)
        centre = QPointF(face.right() - dot * 0.55, face.top() + dot * 0.55)
        painter.setPen(QPen(QColor("#ffffff"), max(1.0, dot * 0.35)))
        painter.setBrush(QColor(theme.new_dot))
        painter.drawEllipse(centre, dot, dot)
    if look.selected:
        # A tint over the face besides the ring: a ring alone was lost inside an unfinished set's mark.
        tint = QColor(theme.selected)
        tint.setAlpha(48)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawRoundedRect(face, radius, radius)
        ring_width = max(2.5, face.width() * 0.08)
        ring = face.adjusted(-ring_width / 2, -ring_width / 2, ring_width / 2, ring_width / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(theme.selected), ring_width))
        painter.drawRoundedRect(ring, radius + ring_width / 2, radius + ring_width / 2)


_BLANKS: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


def _blank(width: int, height: int, dpr: float, look: TileLook, theme: Theme) -> QPixmap:
    """The shadow and the empty face, shared by every tile of a size and look (they are two thirds
    of a tile's drawing time)."""
    lifted = look.selected or look.dragged
    key = (width, height, dpr, lifted, look.recent, look.ghost, theme.name)
    found = _BLANKS.get(key)
    if found is not None:
        return found
    margin = tile_margin(width)
    pixmap = QPixmap(math.ceil((width + 2 * margin) * dpr), math.ceil((height + 2 * margin) * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    face, radius = _face(width, height, look)
    if not look.ghost:
        _paint_shadow(painter, face, radius, theme, lifted)
    _paint_body(painter, face, radius, theme, look)
    painter.end()
    _BLANKS[key] = pixmap
    if len(_BLANKS) > 64:
        _BLANKS.popitem(last=False)
    return pixmap


def _face(width: int, height: int, look: TileLook) -> tuple[QRectF, float]:
    """The face's rectangle in the pixmap (raised when lifted) and its corner radius."""
    margin = tile_margin(width)
    lift = round(height * 0.05) if look.selected or look.dragged else 0
    return QRectF(margin + 0.5, margin + 0.5 - lift, width - 1, height - 1), width * 0.14


def render_tile(tile: Tile | None, width: int, height: int, dpr: float, look: TileLook, theme: Theme) -> QPixmap:
    """One tile as a pixmap of ``width + 2m`` × ``height + 2m`` logical pixels (m =
    :func:`tile_margin`), the face's top left corner at (m, m). ``tile=None`` draws a blank back."""
    blank = _blank(width, height, dpr, look, theme)
    pixmap = QPixmap(blank.size())
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    face, radius = _face(width, height, look)
    if look.ghost:
        painter.setOpacity(0.82)  # faded enough to read as "not played yet", not so far that digits blur
    painter.drawPixmap(0, 0, blank)
    if tile is not None:
        if tile.is_joker:
            _paint_joker(painter, face, theme, look.joker_as)
        else:
            _paint_number(painter, face, tile, theme)
    if look.ghost:
        painter.setOpacity(1.0)
        pen = QPen(QColor(theme.highlight_line), max(1.5, width * 0.05), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(face.adjusted(-1, -1, 1, 1), radius + 1, radius + 1)
    _paint_markers(painter, face, radius, theme, look)
    painter.end()
    return pixmap


class TilePixmaps:
    """A bounded cache of rendered tiles; a resize or a theme change just renders new entries."""

    def __init__(self, capacity: int = 1200) -> None:
        self._capacity = capacity
        self._pixmaps: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self.rendered = 0  # how many pixmaps were drawn, for tests and the benchmark

    def pixmap(self, tile: Tile | None, width: int, height: int, dpr: float, look: TileLook, theme: Theme) -> QPixmap:
        key = (tile, width, height, dpr, look, theme.name)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        pixmap = render_tile(tile, width, height, dpr, look, theme)
        self.rendered += 1
        self._pixmaps[key] = pixmap
        if len(self._pixmaps) > self._capacity:
            self._pixmaps.popitem(last=False)
        return pixmap

    def clear(self) -> None:
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)
