"""Table palettes: the colours of the felt, the rack, the tiles and the markers, light and dark."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QWidget

from rummi_qt.engine.tiles import Colour

# Ink colours on the cream tile face. Chosen by simulating protanopia, deuteranopia and tritanopia
# (Machado et al. 2009): every pair stays more than 22 CIELAB units apart under each, where the
# starting UI.md values put orange and red 25 apart under deuteranopia (red moved towards crimson
# for that). The orange is a shade darker than #d97706 so its numbers read at 3:1 or better on the
# face. tests/widgets/test_tiles.py checks both; every colour also has its own glyph.
# The style sheet's small pictures: arrows for lists and spin boxes, the check mark.
ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons" / "ui"

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


def tile_theme_for(widget: QWidget | None) -> Theme:
    """The tile style a widget draws its tiles in: the one the window it belongs to chose (its
    theme, high-contrast faces), found up the parent chain (a dialog's too), else the system's."""
    while widget is not None:
        chosen = getattr(widget, "tile_theme", None)
        if isinstance(chosen, Theme):
            return chosen
        widget = widget.parentWidget()
    return system_theme()


# --- the screens around the table --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ui:
    """The colours of every screen's controls, as ``#rrggbb``: text on the felt, cards on it (the
    lobby's seats, the start screen's panel, the log), buttons, and the one accent. Every text and
    background pair here meets WCAG AA (4.5:1); tests/widgets/test_theme.py checks each."""

    name: str
    felt_centre: str
    felt_edge: str
    on_felt: str  # text straight on the felt
    on_felt_muted: str
    card: str
    card_edge: str
    card_text: str
    card_muted: str
    field: str  # line edits, lists, combo boxes
    field_text: str
    field_edge: str
    selection: str
    selection_text: str
    button: str
    button_hover: str
    button_edge: str
    button_text: str
    disabled_text: str  # a disabled button's words: readable, and plainly not active
    accent: str  # the one thing to press now: Finish meld when the board is valid, Start, Join
    accent_hover: str
    accent_text: str
    warning: str
    warning_text: str
    toggled: str = "#d6e4ff"  # a switch that is on (Sound, Pause timer): filled, never just an outline like focus
    toggled_edge: str = "#1f6feb"  # its focus frame (the fill already says "on")
    toggled_text: str = "#0b2a5c"


LIGHT_UI = Ui(
    name="light",
    felt_centre="#2f7a4f",
    felt_edge="#173f2a",
    on_felt="#f6f1e3",
    on_felt_muted="#e8f1ea",
    card="#fbf7ee",
    card_edge="#d8ccb0",
    card_text="#1f2328",
    card_muted="#56606b",
    field="#ffffff",
    field_text="#1f2328",
    field_edge="#b9ad92",
    selection="#1f6feb",
    selection_text="#ffffff",
    button="#fbf7ee",
    button_hover="#fff3d6",
    button_edge="#b9ad92",
    button_text="#1f2328",
    disabled_text="#6b7177",
    accent="#e8a500",
    accent_hover="#f2b822",
    accent_text="#1f2328",
    warning="#fff1c2",
    warning_text="#5c3b00",
)

DARK_UI = Ui(
    name="dark",
    felt_centre="#1d4733",
    felt_edge="#0c1f16",
    on_felt="#eef3ee",
    on_felt_muted="#b9cbbd",
    card="#1c2621",
    card_edge="#34463c",
    card_text="#e8ede9",
    card_muted="#a9b8ae",
    field="#121a16",
    field_text="#e8ede9",
    field_edge="#3d5246",
    selection="#1f6feb",
    selection_text="#ffffff",
    button="#26332c",
    button_hover="#304237",
    button_edge="#45594d",
    button_text="#eef3ee",
    disabled_text="#96a49b",
    accent="#f2b400",
    accent_hover="#ffc933",
    accent_text="#14110a",
    warning="#4a3a10",
    warning_text="#ffe7a3",
    toggled="#1d3f73",
    toggled_edge="#5b9bff",
    toggled_text="#ffffff",
)


def ui_for(theme: Theme) -> Ui:
    return DARK_UI if theme.name.startswith("dark") else LIGHT_UI


def high_contrast(theme: Theme) -> Theme:
    """The tile style for low vision: white faces with a dark edge, the inks deeper (each colour
    keeps its glyph); the felt and the rack stay as they are."""
    if theme.name.endswith("-contrast"):
        return theme
    return replace(theme, name=f"{theme.name}-contrast", tile_face_top="#ffffff", tile_face_bottom="#ffffff",
                   tile_edge="#1f2328", ink_black="#000000", ink_blue="#0b4fc4", ink_orange="#9a4a00",
                   ink_red="#b0103a", cell_line="#59ffffff", recent_face="#ffffff")


# The application's own style sheet, for every window and dialog (set on the application: a button
# box made before its dialog has a parent asks the application's style): dialog buttons carry words
# only (a style's ✗ beside "Close" on one dialog and not on the next read as a different action).
APP_STYLE = "QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }"


def style_sheet(ui: Ui) -> str:
    """The window's style sheet: cards, fields and buttons on the felt, in ``ui``'s colours. Widgets
    name their role by object name (``card``, ``accent``) rather than carrying colours of their own."""
    icons = ICONS.as_posix()
    return f"""
QWidget {{ color: {ui.on_felt}; }}
QLabel#muted, QLabel#status {{ color: {ui.on_felt_muted}; }}
QLabel#status {{ padding: 6px 0px; }}
QLabel#heading {{ font-weight: bold; }}
QLabel#emptyState {{ color: {ui.field_text}; font-size: 15pt; background: transparent; }}
QFrame#panel, QFrame#card, QFrame#seatCard, QGroupBox, QFrame#hostBanner {{
    background: {ui.card}; border: 1px solid {ui.card_edge}; border-radius: 12px; }}
QFrame#panel {{ padding: 14px; }}
QFrame#panel QLabel, QFrame#card QLabel, QFrame#seatCard QLabel, QGroupBox QLabel, QFrame#hostBanner QLabel,
QGroupBox QCheckBox, QFrame#panel QCheckBox, QGroupBox QRadioButton {{
    color: {ui.card_text}; background: transparent; }}
QFrame#panel QLabel#muted, QFrame#seatCard QLabel#muted, QFrame#card QLabel#muted, QGroupBox QLabel#muted {{
    color: {ui.card_muted}; }}
QGroupBox {{ margin-top: 22px; padding: 12px 10px 10px 10px; color: {ui.card_text}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; top: 2px; padding: 0 4px; color: {ui.on_felt}; }}
QLineEdit, QSpinBox, QComboBox, QListWidget, QTreeWidget, QTableWidget, QTextBrowser, QPlainTextEdit {{
    background: {ui.field}; color: {ui.field_text}; border: 1px solid {ui.field_edge}; border-radius: 6px;
    selection-background-color: {ui.selection}; selection-color: {ui.selection_text}; }}
QLineEdit, QSpinBox, QComboBox {{ padding: 4px 6px; min-height: 22px; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 24px; border: none; }}
QComboBox::down-arrow {{ image: url({icons}/down-{ui.name}.svg); width: 12px; height: 8px; }}
QSpinBox {{ padding-right: 22px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 20px; border: none; }}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-arrow {{ image: url({icons}/up-{ui.name}.svg); width: 10px; height: 7px; }}
QSpinBox::down-arrow {{ image: url({icons}/down-{ui.name}.svg); width: 10px; height: 7px; }}
QCheckBox::indicator {{ width: 16px; height: 16px; border: 2px solid {ui.field_edge}; border-radius: 4px;
    background: {ui.field}; }}
QCheckBox::indicator:checked {{ background: {ui.selection}; border-color: {ui.selection};
    image: url({icons}/check.svg); }}
QCheckBox::indicator:focus {{ border-color: {ui.selection}; }}
QCheckBox::indicator:disabled {{ border-style: dashed; }}
QGroupBox[guest="true"] QCheckBox::indicator:disabled {{ border-style: solid; border-color: {ui.card_edge}; }}
QGroupBox[guest="true"] QCheckBox::indicator:checked:disabled {{ background: {ui.disabled_text};
    border-color: {ui.disabled_text}; }}
QGroupBox[guest="true"] QSpinBox {{ padding-right: 6px; }}
QGroupBox[guest="true"] QSpinBox::up-button, QGroupBox[guest="true"] QSpinBox::down-button {{ width: 0px; }}
QGroupBox[guest="true"] QSpinBox::up-arrow, QGroupBox[guest="true"] QSpinBox::down-arrow {{ image: none; width: 0px; }}
QGroupBox[guest="true"] QLineEdit:disabled, QGroupBox[guest="true"] QSpinBox:disabled,
QGroupBox[guest="true"] QComboBox:disabled {{ background: transparent; border-color: {ui.card_edge}; }}
QRadioButton::indicator {{ width: 14px; height: 14px; border: 2px solid {ui.field_edge}; border-radius: 9px;
    background: {ui.field}; }}
QRadioButton::indicator:checked {{ border-color: {ui.selection}; background: qradialgradient(cx: 0.5, cy: 0.5,
    radius: 0.5, fx: 0.5, fy: 0.5, stop: 0 {ui.selection}, stop: 0.5 {ui.selection}, stop: 0.6 {ui.field},
    stop: 1 {ui.field}); }}
QRadioButton::indicator:focus {{ border-color: {ui.selection}; }}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus, QListWidget:focus, QTreeWidget:focus {{
    border: 2px solid {ui.selection}; }}
QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled {{ color: {ui.disabled_text}; }}
QComboBox QAbstractItemView {{ background: {ui.field}; color: {ui.field_text}; border: 1px solid {ui.field_edge};
    selection-background-color: {ui.selection}; selection-color: {ui.selection_text}; }}
QComboBox {{ combobox-popup: 0; }}
QComboBox QAbstractItemView::item {{ min-height: 26px; padding: 0 6px; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QTreeWidget#games::item {{ padding: 7px 2px; }}
QTreeWidget, QListWidget, QTableWidget {{ alternate-background-color: {ui.card}; gridline-color: {ui.card_edge}; }}
QHeaderView {{ background: {ui.card}; }}
QTableWidget#scoreBook {{ outline: 0; }}
QTableCornerButton::section {{ background: {ui.card}; border: none; border-bottom: 1px solid {ui.card_edge}; }}
QHeaderView::section {{ background: {ui.card}; color: {ui.card_text}; border: none;
    border-bottom: 1px solid {ui.card_edge}; padding: 4px 6px; font-weight: bold; }}
QPushButton, QToolButton#reaction {{ background: {ui.button}; color: {ui.button_text};
    border: 1px solid {ui.button_edge}; border-radius: 8px; padding: 6px 14px; min-height: 22px; }}
QPushButton:hover, QToolButton#reaction:hover {{ background: {ui.button_hover}; }}
QPushButton:pressed, QToolButton#reaction:pressed {{ background: {ui.button_hover}; }}
QPushButton:checked {{ background: {ui.toggled}; color: {ui.toggled_text}; border: 1px solid {ui.toggled};
    font-weight: bold; }}
QPushButton:focus, QToolButton#reaction:focus {{ border: 2px solid {ui.selection}; }}
QPushButton:checked:focus {{ border: 2px solid {ui.toggled_edge}; }}
QPushButton:disabled, QToolButton#reaction:disabled {{ color: {ui.disabled_text}; border-style: dashed; }}
QToolButton#reaction {{ padding: 2px 4px; border-radius: 6px; }}
QPushButton#removeSeat {{ padding: 0; min-height: 0; border-radius: 15px; font-size: 14pt; }}
QPushButton#accent:enabled, QPushButton#finishButton:enabled {{ background: {ui.accent}; color: {ui.accent_text};
    border: 2px solid {ui.accent_hover}; }}
QPushButton#accent:enabled:hover, QPushButton#finishButton:enabled:hover {{ background: {ui.accent_hover}; }}
QPushButton#accent[live="true"], QPushButton#finishButton[live="true"] {{ font-weight: bold; }}
QPushButton#accent:focus, QPushButton#finishButton:focus {{ border: 2px solid {ui.selection}; }}
QLabel#warning, QLabel#chatNotice {{ background: {ui.warning}; color: {ui.warning_text}; border-radius: 6px;
    padding: 6px; }}
QCheckBox, QRadioButton {{ spacing: 8px; }}
QDialog, QMessageBox, QInputDialog {{ background: {ui.card}; }}
QDialog QLabel, QDialog QCheckBox, QDialog QRadioButton, QMessageBox QLabel, QInputDialog QLabel {{
    color: {ui.card_text}; }}
QDialog QLabel#muted {{ color: {ui.card_muted}; }}
QMenu {{ background: {ui.card}; color: {ui.card_text}; border: 1px solid {ui.card_edge}; padding: 4px; }}
QMenu::item {{ background: transparent; color: {ui.card_text}; padding: 6px 24px 6px 14px; border-radius: 4px; }}
QMenu::item:selected {{ background: {ui.selection}; color: {ui.selection_text}; }}
QMenu::item:disabled {{ color: {ui.card_muted}; }}
QMenu::separator {{ height: 1px; background: {ui.card_edge}; margin: 4px 6px; }}
QMenu::right-arrow {{ image: url({icons}/right-{ui.name}.svg); width: 8px; height: 12px; }}
QToolTip {{ background: {ui.card}; color: {ui.card_text}; border: 1px solid {ui.card_edge}; padding: 4px; }}
QSplitter::handle {{ background: transparent; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: {ui.field_edge}; border-radius: 4px; min-height: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
"""


def contrast(foreground: str, background: str) -> float:
    """The WCAG 2 contrast ratio of two opaque colours (1 to 21)."""
    def luminance(text: str) -> float:
        colour = QColor(text)
        channels = []
        for value in (colour.redF(), colour.greenF(), colour.blueF()):
            channels.append(value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    high, low = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_pairs(ui: Ui) -> dict[str, tuple[str, str]]:
    """Every text colour with the background it is drawn on, by name (for the contrast test)."""
    return {
        "on felt (centre)": (ui.on_felt, ui.felt_centre),
        "on felt (edge)": (ui.on_felt, ui.felt_edge),
        "muted on felt": (ui.on_felt_muted, ui.felt_centre),
        "card": (ui.card_text, ui.card),
        "muted on card": (ui.card_muted, ui.card),
        "field": (ui.field_text, ui.field),
        "field alternate rows": (ui.field_text, ui.card),
        "empty list": (ui.field_text, ui.field),
        "selection": (ui.selection_text, ui.selection),
        "button": (ui.button_text, ui.button),
        "button hovered": (ui.button_text, ui.button_hover),
        "disabled button": (ui.disabled_text, ui.button),
        "accent": (ui.accent_text, ui.accent),
        "accent hovered": (ui.accent_text, ui.accent_hover),
        "warning": (ui.warning_text, ui.warning),
        "switch on": (ui.toggled_text, ui.toggled),
    }


# A colour per seat for the players' avatars (white initials on each at 4.5:1 or better).
AVATAR_COLOURS = ("#1f6feb", "#b42318", "#7a3fc4", "#a64b00", "#0b7a75", "#b0306a")


NO_SEAT_COLOUR = "#56616b"  # an avatar not at a table yet (the start screen): the seat gives the colour


def avatar_colour(seat: int) -> str:
    """A seat's colour; a slate grey for no seat (-1)."""
    return AVATAR_COLOURS[seat % len(AVATAR_COLOURS)] if seat >= 0 else NO_SEAT_COLOUR


class _BoldWhenEnabled(QObject):
    """Keeps an accent button's ``live`` property (bold words) in step with whether it can be
    pressed: a font set by a style sheet in one state stays in the others, so a disabled Finish meld
    read as active."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.EnabledChange and isinstance(watched, QWidget):
            _show_live(watched)
        elif event.type() == QEvent.Type.Show and isinstance(watched, QAbstractButton):
            _keep_bold_width(watched)  # dressed by the window's style sheet by now
        return False


def _show_live(widget: QWidget) -> None:
    if widget.property("live") != widget.isEnabled():
        widget.setProperty("live", widget.isEnabled())
        widget.style().unpolish(widget)
        widget.style().polish(widget)
    if isinstance(widget, QAbstractButton):
        _keep_bold_width(widget)


def _keep_bold_width(button: QAbstractButton) -> None:
    """As wide as its bold words in both states: the buttons beside Finish meld shifted sideways each
    time it turned bold (a newcomer's mis-click waiting to happen)."""
    bold = QFont(button.font())
    bold.setBold(True)
    text = button.text()
    extra = QFontMetrics(bold).horizontalAdvance(text) - button.fontMetrics().horizontalAdvance(text)
    button.setMinimumWidth(max(button.minimumWidth(), button.sizeHint().width() + max(0, extra)))


def accent(button: QWidget, name: str = "accent") -> None:
    """Make ``button`` an accent button (``name``: its object name in the style sheet): coloured, and
    bold while it can be pressed."""
    button.setObjectName(name)
    _show_live(button)
    button.installEventFilter(_BoldWhenEnabled(button))
