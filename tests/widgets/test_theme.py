"""The theme's colours: every text meets WCAG AA contrast (4.5:1) on what it is drawn on, in the
light and the dark theme, and the style sheet uses them."""

from __future__ import annotations

import pytest

from rummi_qt.widgets.theme import DARK_UI, LIGHT_UI, Ui, contrast, style_sheet, text_pairs


def test_contrast_is_the_wcag_ratio() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # the classic just-too-light grey


@pytest.mark.parametrize("ui", [LIGHT_UI, DARK_UI], ids=lambda ui: ui.name)
def test_every_text_meets_wcag_aa(ui: Ui) -> None:
    poor = {name: round(contrast(fg, bg), 2) for name, (fg, bg) in text_pairs(ui).items() if contrast(fg, bg) < 4.5}
    assert not poor, f"{ui.name}: below 4.5:1: {poor}"


@pytest.mark.parametrize("ui", [LIGHT_UI, DARK_UI], ids=lambda ui: ui.name)
def test_the_style_sheet_is_drawn_from_the_theme(ui: Ui) -> None:
    sheet = style_sheet(ui)
    for colour in (ui.card, ui.card_text, ui.button, ui.button_text, ui.accent, ui.accent_text, ui.field):
        assert colour in sheet


@pytest.mark.parametrize("ui", [LIGHT_UI, DARK_UI], ids=lambda ui: ui.name)
def test_a_menus_words_are_readable_on_it(qtbot, ui: Ui) -> None:  # type: ignore[no-untyped-def]
    """Right-click menus (give a seat to a bot, mute someone) are drawn from the theme: dark words on
    a light card, or light on dark, never the felt's near-white words on a white menu."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QMenu, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    window.setStyleSheet(style_sheet(ui))
    menu = QMenu(window)
    # The sheet's own rules, read on the menu itself: Qt's style-sheet cache can hand a menu made
    # right after another window's the colours of that window (seen in this suite, never on screen).
    menu.setStyleSheet(style_sheet(ui))
    menu.addAction("Mute Bea in the chat")
    menu.ensurePolished()
    palette = menu.palette()
    text = palette.color(QPalette.ColorRole.WindowText).name()
    back = palette.color(QPalette.ColorRole.Window).name()
    assert (text, back) == (ui.card_text, ui.card)
    assert contrast(text, back) >= 4.5


@pytest.mark.parametrize("ui", [LIGHT_UI, DARK_UI], ids=lambda ui: ui.name)
def test_a_switch_that_is_on_looks_unlike_a_focused_button(qtbot, ui: Ui) -> None:  # type: ignore[no-untyped-def]
    """Sound or Pause timer on is a filled button; keyboard focus is only a frame: two different looks."""
    from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

    host = QWidget()
    qtbot.addWidget(host)
    host.setStyleSheet(style_sheet(ui))
    on, focused, plain = QPushButton("On"), QPushButton("Focused"), QPushButton("Plain")
    on.setCheckable(True)
    on.setChecked(True)
    row = QHBoxLayout(host)
    for button in (on, focused, plain):
        row.addWidget(button)
        # The sheet's own rules on each button too: Qt's style-sheet cache once handed the light
        # test's "On" the dark test's colour just before it (CI; as the menu test above says).
        button.setStyleSheet(style_sheet(ui))
    host.show()
    qtbot.waitExposed(host)
    host.activateWindow()
    focused.setFocus()
    qtbot.waitUntil(focused.hasFocus)

    def fill(button: QPushButton) -> str:
        image = button.grab().toImage()
        return image.pixelColor(image.width() // 2, 3).name()  # inside the frame, above the words

    def edge(button: QPushButton) -> str:
        image = button.grab().toImage()
        return image.pixelColor(image.width() // 2, 0).name()

    assert fill(on) == ui.toggled and fill(focused) == fill(plain) == ui.button
    assert edge(focused) != edge(plain)  # focus shows as the frame alone
    assert contrast(ui.toggled_text, ui.toggled) >= 4.5



def test_an_accent_button_is_bold_only_while_it_can_be_pressed(qtbot) -> None:  # type: ignore[no-untyped-def]
    # A disabled Finish meld stayed bold (a style sheet's font sticks across states) and read as active.
    from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

    from rummi_qt.widgets.theme import LIGHT_UI, accent, style_sheet

    box = QWidget()
    qtbot.addWidget(box)
    box.setStyleSheet(style_sheet(LIGHT_UI))
    button = QPushButton("Finish meld")
    QHBoxLayout(box).addWidget(button)
    accent(button, "finishButton")
    box.show()
    assert button.fontInfo().bold()
    button.setEnabled(False)
    qtbot.waitUntil(lambda: not button.fontInfo().bold(), timeout=2000)
    button.setEnabled(True)
    qtbot.waitUntil(lambda: button.fontInfo().bold(), timeout=2000)
    # As wide in both states: the buttons beside it shifted sideways as it turned bold.
    box.layout().addStretch(1)  # the button at its own width, not the box's
    box.layout().activate()
    live = button.width()
    button.setEnabled(False)
    qtbot.waitUntil(lambda: not button.fontInfo().bold(), timeout=2000)
    box.layout().activate()
    assert button.width() == live


def test_dialog_buttons_carry_no_style_icons(qtbot) -> None:  # type: ignore[no-untyped-def]
    # The review's Close had an ✗ icon no other button had (the eleventh newcomer; the score book's
    # had one too): no dialog's standard buttons carry the style's icons.
    from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QVBoxLayout

    from rummi_qt.widgets.theme import APP_STYLE

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.styleSheet()

    def icons(sheet: str) -> list[bool]:
        app.setStyleSheet(sheet)
        dialog = QDialog()
        qtbot.addWidget(dialog)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Ok)
        QVBoxLayout(dialog).addWidget(buttons)
        dialog.show()
        return [not b.icon().isNull() for b in buttons.buttons()]

    try:
        assert all(icons("QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 1; }")), "a style that gives icons"
        assert not any(icons(APP_STYLE)), "the app's own style sheet (run_app sets it) takes them away"
    finally:
        app.setStyleSheet(before)
