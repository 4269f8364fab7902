"""Tile faces: sizes, looks, the cache, names, and inks that stay apart for colour-blind players."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from rummi_qt.controller.texts import colour_name, tile_name
from rummi_qt.engine.tiles import COLOURS, JOKER, Colour, Tile, distinct_tiles, parse_tile
from rummi_qt.widgets.theme import DARK_THEME, LIGHT_THEME, Theme, system_theme
from rummi_qt.widgets.tiles import TileLook, TilePixmaps, glyph_path, render_tile, tile_margin

THEMES = [LIGHT_THEME, DARK_THEME]
LOOKS = [TileLook(), TileLook(selected=True), TileLook(recent=True), TileLook(new=True), TileLook(ghost=True),
         TileLook(dragged=True)]


def test_pixmap_size_margin_and_device_pixel_ratio(qapp: QApplication) -> None:
    for dpr in (1.0, 1.5, 2.0):
        pixmap = render_tile(parse_tile("r7"), 40, 53, dpr, TileLook(), LIGHT_THEME)
        margin = tile_margin(40)
        assert pixmap.devicePixelRatio() == dpr
        assert pixmap.width() == math.ceil((40 + 2 * margin) * dpr)
        assert pixmap.height() == math.ceil((53 + 2 * margin) * dpr)


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_every_look_and_every_tile_looks_different(qapp: QApplication, theme: Theme) -> None:
    faces = {_bits(render_tile(parse_tile("o11"), 40, 53, 1.0, look, theme).toImage()) for look in LOOKS}
    assert len(faces) == len(LOOKS)
    tiles = {_bits(render_tile(t, 40, 53, 1.0, TileLook(), theme).toImage()) for t in distinct_tiles()}
    assert len(tiles) == 53


def _bits(image: QImage) -> bytes:
    return bytes(image.constBits())


def test_the_face_is_cream_and_the_number_in_its_ink(qapp: QApplication) -> None:
    image = render_tile(parse_tile("b8"), 60, 79, 1.0, TileLook(), LIGHT_THEME).toImage()
    margin = tile_margin(60)
    corner = image.pixelColor(margin + 6, margin + 70)
    assert corner.red() > 220 and corner.green() > 210 and corner.blue() > 180  # cream
    ink = QColor(LIGHT_THEME.ink_blue)
    inked = sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if _close(image.pixelColor(x, y), ink)
    )
    assert inked > 150  # the number and the square


def _close(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 30 and a.alpha() > 250


def test_cache_returns_the_same_pixmap_and_stays_bounded(qapp: QApplication) -> None:
    cache = TilePixmaps(capacity=10)
    first = cache.pixmap(JOKER, 40, 53, 1.0, TileLook(), LIGHT_THEME)
    again = cache.pixmap(JOKER, 40, 53, 1.0, TileLook(), LIGHT_THEME)
    assert first.cacheKey() == again.cacheKey() and cache.rendered == 1
    cache.pixmap(JOKER, 40, 53, 1.0, TileLook(), DARK_THEME)
    assert cache.rendered == 2
    for t in distinct_tiles()[:20]:
        cache.pixmap(t, 40, 53, 1.0, TileLook(), LIGHT_THEME)
    assert len(cache) == 10


def test_names(qapp: QApplication) -> None:
    assert tile_name(parse_tile("r7")) == "Red 7"
    assert tile_name(parse_tile("k13")) == "Black 13"
    assert tile_name(JOKER) == "Joker"
    assert [colour_name(c) for c in COLOURS] == ["Black", "Blue", "Orange", "Red"]


def test_each_colour_has_its_own_glyph(qapp: QApplication) -> None:
    """Colour is never the only cue: the four shapes differ in outline."""
    images = []
    for colour in COLOURS:
        image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setBrush(QColor("black"))
        painter.drawPath(glyph_path(colour, image.rect().center().toPointF(), 30))
        painter.end()
        images.append(image)
    for a, b in itertools.combinations(images, 2):
        assert a != b


# --- colour-blind safety (Machado, Oliveira and Fernandes 2009, severity 1.0) ----------------------

_SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}


def _linear(colour: QColor) -> tuple[float, float, float]:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return channel(colour.redF()), channel(colour.greenF()), channel(colour.blueF())


def _lab(rgb: tuple[float, ...]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(colour: QColor, matrix: tuple[tuple[float, ...], ...]) -> tuple[float, float, float]:
    rgb = _linear(colour)
    simulated = tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in matrix)
    return _lab(simulated)


def _luminance(colour: QColor) -> float:
    r, g, b = _linear(colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
@pytest.mark.parametrize("vision", sorted(_SIMULATIONS))
def test_inks_stay_apart_under_colour_blindness(theme: Theme, vision: str) -> None:
    inks = {colour: theme.ink(colour) for colour in Colour}
    for a, b in itertools.combinations(Colour, 2):
        distance = math.dist(_seen(inks[a], _SIMULATIONS[vision]), _seen(inks[b], _SIMULATIONS[vision]))
        assert distance > 22, f"{a.name} and {b.name} are only {distance:.1f} apart under {vision}"


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_inks_read_on_the_tile_face(theme: Theme) -> None:
    """Large-text contrast (3:1) against the darker end of the face's gradient."""
    face = _luminance(QColor(theme.tile_face_bottom))
    for colour in Colour:
        ink = _luminance(theme.ink(colour))
        assert (face + 0.05) / (ink + 0.05) >= 3.0, colour


def test_system_theme_is_one_of_the_two(qapp: QApplication) -> None:
    assert system_theme() in THEMES


def test_tile_sheet_screenshot(qapp: QApplication, tmp_path: Path) -> None:
    tiles: list[Tile] = [parse_tile(t) for t in ("k1", "b5", "o8", "r13", "k10", "b12", "o11", "r4")] + [JOKER]
    width, height = 48, 63
    margin = tile_margin(width)
    step_x, step_y = width + 2 * margin, height + 2 * margin
    sheet = QImage(step_x * len(tiles), step_y * len(LOOKS) * 2, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(sheet)
    for index, theme in enumerate(THEMES):
        painter.fillRect(0, index * step_y * len(LOOKS), sheet.width(), step_y * len(LOOKS), QColor(theme.felt_centre))
        for row, look in enumerate(LOOKS):
            for col, t in enumerate(tiles):
                pixmap = render_tile(t, width, height, 1.0, look, theme)
                painter.drawPixmap(col * step_x, (index * len(LOOKS) + row) * step_y, pixmap)
    painter.end()
    assert sheet.save(str(tmp_path / "tiles.png"))
