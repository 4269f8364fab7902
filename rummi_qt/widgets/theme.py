"""Table palettes: the colours of the felt, the rack, the tiles and the markers, light and dark."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication

from rummi_qt.engine.tiles import Colour

# Ink colours on the cream tile face. Chosen by simulating protanopia, deuteranopia and tritanopia
# (Machado et al. 2009): every pair stays more than 22 CIELAB units apart under each, where the
# starting UI.md values put orange and red 25 apart under deuteranopia (red moved towards crimson
# for that). The orange is a shade darker than #d97706 so its numbers read at 3:1 or better on the
# face. tests/widgets/test_tiles.py checks both; every colour also has its own glyph.
INK_BLACK = "#1f2328"
INK_BLUE = "#1f6feb"
INK_ORANGE = "#c76a00"
INK_RED = "#d1244f"


@dataclass(frozen=True, slots=True)
class Theme:
    """Every colour the table view draws with, as ``#rrggbb`` or ``#aarrggbb`` text."""

    name: str
    felt_centre: str
    felt_edge: str
    cell_fill: str
    cell_line: str
    board_label: str
    rack_top: str
    rack_bottom: str
    rack_edge: str
    rack_slot: str
    tile_face_top: str
    tile_face_bottom: str
    tile_edge: str
    tile_shadow: str
    ink_black: str
    ink_blue: str
    ink_orange: str
    ink_red: str
    selected: str
    recent: str
    recent_face: str
    new_dot: str
    highlight_fill: str
    highlight_line: str
    invalid: str
    invalid_halo: str
    focus: str
    focus_halo: str
    drop_target: str

    def ink(self, colour: Colour | None) -> QColor:
        """The colour a tile's number and glyph are drawn in."""
        return QColor(
            {
                Colour.BLACK: self.ink_black,
                Colour.BLUE: self.ink_blue,
                Colour.ORANGE: self.ink_orange,
                Colour.RED: self.ink_red,
                None: self.ink_black,
            }[colour]
        )

    def color(self, name: str) -> QColor:
        """One of the named colours as a QColor (``theme.color("felt_edge")``)."""
        return QColor(getattr(self, name))


LIGHT_THEME = Theme(
    name="light",
    felt_centre="#2f7d52",
    felt_edge="#1b4d33",
    cell_fill="#14ffffff",
    cell_line="#26ffffff",
    board_label="#99ffffff",
    rack_top="#a8743f",
    rack_bottom="#7a4f27",
    rack_edge="#4e3016",
    rack_slot="#33000000",
    tile_face_top="#fffcf3",
    tile_face_bottom="#f1e7d0",
    tile_edge="#cdbf9f",
    tile_shadow="#000000",
    ink_black=INK_BLACK,
    ink_blue=INK_BLUE,
    ink_orange=INK_ORANGE,
    ink_red=INK_RED,
    selected="#2f81f7",
    recent="#e8a500",
    recent_face="#fff3cc",
    new_dot="#1f883d",
    highlight_fill="#4dfff3b0",
    highlight_line="#fff3b0",
    invalid="#ff4d6d",
    invalid_halo="#c0000000",
    focus="#ffffff",
    focus_halo="#1f2328",
    drop_target="#ffffff",
)

DARK_THEME = Theme(
    name="dark",
    felt_centre="#1d4733",
    felt_edge="#0c1f16",
    cell_fill="#0dffffff",
    cell_line="#1cffffff",
    board_label="#73ffffff",
    rack_top="#5e3f23",
    rack_bottom="#3b2613",
    rack_edge="#1e130a",
    rack_slot="#40000000",
    tile_face_top="#f1eadb",
    tile_face_bottom="#ddd2ba",
    tile_edge="#a8997a",
    tile_shadow="#000000",
    ink_black=INK_BLACK,
    ink_blue="#1a64d8",
    ink_orange="#ad5a00",
    ink_red="#c81f48",
    selected="#58a6ff",
    recent="#f2b400",
    recent_face="#f6e7b8",
    new_dot="#2da44e",
    highlight_fill="#40ffe58a",
    highlight_line="#ffe58a",
    invalid="#ff6b85",
    invalid_halo="#d0000000",
    focus="#ffffff",
    focus_halo="#000000",
    drop_target="#ffffff",
)


def system_theme() -> Theme:
    """The dark theme when the system asks for a dark colour scheme, else the light one."""
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication) and app.styleHints().colorScheme() == Qt.ColorScheme.Dark:
        return DARK_THEME
    return LIGHT_THEME
