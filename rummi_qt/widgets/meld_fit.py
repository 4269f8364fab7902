"""How large the Meld dialog's tile buttons can be: a whole rack (30 tiles and more) must fit the
window it opens over (960 × 640 is the smallest supported) and a 1366 × 768 screen."""

from __future__ import annotations

import math

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

BUTTON = QSize(72, 104)  # a tile button at full size
TILE = QSize(60, 80)  # the tile drawn inside it
SPACING = 4  # between buttons in the grid
MIN_COLUMNS = 7
MAX_COLUMNS = 12  # at full size: more tiles make more rows while the window has room
SCALES = (1.0, 0.92, 0.84, 0.76, 0.68, 0.6, 0.52)
# Room a window manager takes around a dialog (title bar, borders), so the frame fits too.
FRAME = QSize(16, 40)


def button_size(scale: float) -> QSize:
    return QSize(round(BUTTON.width() * scale), round(BUTTON.height() * scale))


def rack_fit(count: int, width: int, height: int) -> tuple[float, int]:
    """The largest scale of the tile buttons, and the columns, at which ``count`` of them fit in
    ``width`` × ``height`` pixels (the rack's share of the dialog); the smallest scale if none does."""
    columns = MIN_COLUMNS
    for scale in SCALES:
        size = button_size(scale)
        fitting = max(1, (width + SPACING) // (size.width() + SPACING))
        columns = min(fitting, max(MIN_COLUMNS, math.ceil(count / 2)))
        if scale == 1.0:
            columns = min(columns, MAX_COLUMNS)
        rows = max(1, math.ceil(count / columns))
        if rows * (size.height() + SPACING) - SPACING <= height:
            return scale, columns
    return SCALES[-1], columns


def room_for(dialog: QWidget, parent: QWidget | None) -> QSize:
    """The largest size the dialog (without its frame) may take: within its screen's free area and
    the window it opens over."""
    screen = (parent or dialog).screen()
    room = screen.availableGeometry().size() if screen is not None else QSize(1366, 768)
    if parent is not None:
        room = room.boundedTo(parent.window().frameGeometry().size())
    return QSize(max(320, room.width() - FRAME.width()), max(240, room.height() - FRAME.height()))
