"""At 1366×768, in English, Finnish and Danish, nothing a player needs to read is elided or clipped
on any screen: each label, button, check box and list box is measured against its widget with the
widget's own size hint (font metrics, margins and the theme's padding included). Real app, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from tests.app.rig import deal, lay, settled, start_game


def clipped(root: QWidget) -> list[str]:
    """What does not fit its widget: text wider than the widget (or, wrapped, taller)."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or widget.width() <= 0 or widget.window() is not root.window():
            continue
        name = type(widget).__name__
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height() + 1:
                    found.append(f"{name} {widget.text()!r}: needs {need} px high, has {widget.height()}")
            elif widget.sizeHint().width() > widget.width() + 1:
                found.append(f"{name} {widget.text()!r}: needs {widget.sizeHint().width()} px, has {widget.width()}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint()
            if hint.width() > widget.width() + 1 or widget.minimumSizeHint().height() > widget.height() + 1:
                found.append(f"{name} {widget.text()!r}: needs {hint.width()}×{hint.height()} px, "
                             f"has {widget.width()}×{widget.height()}")
        elif isinstance(widget, QComboBox) and widget.currentText():
            need = widget.fontMetrics().horizontalAdvance(widget.currentText()) + 36  # arrow and padding
            if need > widget.width():
                found.append(f"{name} {widget.currentText()!r}: needs {need} px, has {widget.width()}")
    return found


@pytest.fixture(autouse=True)
def no_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RUMMI_LANG", raising=False)


@pytest.mark.parametrize("language", ["en", "fi", "da"])
@pytest.mark.parametrize("theme", ["light"])
def test_no_text_is_clipped_on_any_screen_at_1366_by_768(app_window, qtbot: QtBot, language: str,
                                                          theme: str) -> None:
    window, session = app_window
    try:
        window.apply_theme(theme)
        session.set_language(language)
        window.resize(1366, 768)
        QApplication.processEvents()
        assert clipped(window.stack.currentWidget()) == []  # the start screen

        dialog = window.open_settings()
        qtbot.waitExposed(dialog)
        assert clipped(dialog) == []
        dialog.reject()

        game = start_game(window, session, qtbot)  # through the lobby, measured on the way below
        assert isinstance(game, GameScreen)
        QApplication.processEvents()
        assert clipped(game) == []

        # The end of the game: the results over the game screen.
        deal(session, qtbot, "r4 r5 r6", board="k1 k2 k3")
        lay(qtbot, session, game, "r4 r5 r6", 3, 2)
        assert session.controller is not None and settled(session)
        session.controller.finish()
        qtbot.waitUntil(lambda: game.results is not None and game.results.isVisible(), timeout=5000)
        QApplication.processEvents()
        assert clipped(game.results) == []
    finally:
        session.translations.remove()


@pytest.mark.parametrize("language", ["en", "fi", "da"])
def test_no_text_is_clipped_in_the_lobby_at_1366_by_768(app_window, qtbot: QtBot, language: str) -> None:
    window, session = app_window
    try:
        session.set_language(language)
        window.resize(1366, 768)
        session.start.name_edit.setText("Aleksandra-Maria")
        session.host_table()
        qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
        session.lobby.set_addresses(["192.0.2.2", "10.42.0.1"], 47123)  # the longest line it shows, with a code
        session.lobby.show_pin_guessing(3)
        QApplication.processEvents()
        assert clipped(session.lobby) == []
    finally:
        session.translations.remove()


def test_the_measure_finds_a_clipped_button_label_and_wrapped_text(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    button, label, wrapped = QPushButton("Finish meld and more"), QLabel("Opening needs 30 points"), QLabel("x " * 80)
    wrapped.setWordWrap(True)
    for widget in (button, label, wrapped):
        layout.addWidget(widget)
    page.show()
    qtbot.waitExposed(page)
    assert clipped(page) == []
    button.setFixedWidth(40)
    label.setFixedWidth(40)
    wrapped.setFixedSize(200, 20)
    found = clipped(page)
    assert len(found) == 3 and "Finish meld" in found[0]


@pytest.mark.parametrize("language", ["fi", "da"])
def test_a_lobby_full_of_bots_never_widens_the_window(app_window, qtbot: QtBot, language: str) -> None:
    # A newcomer's window grew from 1162 to 1235 px as bots joined the Finnish lobby and stayed so:
    # the penalty's long line held the options wide, and two bots' cards did not fit beside it.
    from rummi_qt.widgets.main_window import FIRST_SHARE

    window, session = app_window
    try:
        session.set_language(language)
        window.resize(round(1366 * FIRST_SHARE), round(768 * FIRST_SHARE))  # the first size on such a laptop
        session.start.name_edit.setText("Aleksandra-Maria")
        session.host_table(port=0)
        qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen)
                        and session.lobby.seat_count.isEnabled(), timeout=10_000)
        width = window.width()
        lobby = session.lobby
        lobby.seat_count.setValue(6)
        lobby.bot_level.setCurrentIndex(lobby.bot_level.findData("expert"))  # the longest level's name
        for bots in range(1, 6):
            lobby.add_bot_button.click()
            qtbot.waitUntil(lambda n=bots: session.client is not None and session.client.lobby is not None
                            and sum(s.get("kind") == "bot" for s in session.client.lobby.seats) == n, timeout=5000)
        QApplication.processEvents()
        assert window.width() == width
        # With room to spare: a real display's fonts are wider than these (the newcomer's needed 1235 px).
        assert window.minimumSizeHint().width() <= 0.95 * width
        assert clipped(lobby) == []
    finally:
        session.translations.remove()
