"""The language choice: on the start screen and in the game, remembered, applied at once (the game
goes on, its log re-worded), and overridden by RUMMI_LANG for tests and scripts. Real app, offscreen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from rummi_qt.app import run_app
from rummi_qt.i18n import LANGUAGE_KEY
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.language_box import LanguageBox
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.start_screen import StartScreen, TableEntry


@pytest.fixture(autouse=True)
def no_override(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.delenv("RUMMI_LANG", raising=False)
    previous = QLocale()
    yield
    QLocale.setDefault(previous)


def choose(box: LanguageBox, code: str) -> None:
    """The player picks a language in the box (as a click on the item does: ``activated``)."""
    index = box.findData(code)
    assert index >= 0
    box.setCurrentIndex(index)
    box.activated.emit(index)


def test_the_start_screen_switches_to_finnish_at_once_and_remembers_it(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    try:
        assert session.start.host_button.text() == "&Host a table"
        assert [session.start.language_box.itemText(i) for i in range(4)] == [
            "System language", "English", "suomi", "dansk"]
        choose(session.start.language_box, "fi")
        assert isinstance(window.stack.currentWidget(), StartScreen)
        assert window.stack.currentWidget() is session.start
        assert session.start.host_button.text() == "&Avaa pöytä"
        assert session.start.language_box.choice() == "fi"
        assert session.settings.value(LANGUAGE_KEY) == "fi"
        choose(session.start.language_box, "en")
        assert session.start.host_button.text() == "&Host a table"
    finally:
        session.translations.remove()


def test_the_table_selected_stays_selected_when_the_language_changes(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    try:
        for key, name in (("a", "Kitchen"), ("b", "Sauna")):
            session.start.put_table(TableEntry(key, name, "Pia", "10.0.0.5", 47123, 1, 4, "lobby", False))
        session.start.select_table("b")
        assert session.start.join_button.isEnabled()
        choose(session.start.language_box, "fi")
        assert session.start.selected_key() == "b" and session.start.join_button.isEnabled()
        assert session.start.watch_button.isEnabled()
    finally:
        session.translations.remove()


def test_the_game_changes_language_mid_game_and_goes_on(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    try:
        session.set_language("fi")
        session.start.bots_button.click()
        qtbot.waitUntil(lambda: session.bot_dialog is not None and session.bot_dialog.isVisible(), timeout=5000)
        assert session.bot_dialog.play_button.text() == "&Pelaa"  # type: ignore[union-attr]
        session.bot_dialog.round.click()  # type: ignore[union-attr] - a round: the log numbers its games
        session.bot_dialog.play_button.click()  # type: ignore[union-attr]
        qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
        controller = session.controller
        assert controller is not None
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.my_turn, timeout=30_000)
        game = window.stack.currentWidget()
        assert isinstance(game, GameScreen)
        assert game.finish_button.text() == "Vahvista &siirto"
        assert any("Botti 1" in label.text() for label in game.players.findChildren(QLabel))
        lines = game.log.count()
        tiles = [t for t in game.table.rack if t is not None]
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        game.language_box.setFocus()
        qtbot.waitUntil(game.language_box.hasFocus, timeout=2000)
        choose(game.language_box, "da")
        danish = window.stack.currentWidget()
        assert isinstance(danish, GameScreen) and danish is session.game and danish is not game
        # No Alt letter on Afslut tur: an underlined A beside the A key that applies a hint misled a newcomer.
        assert danish.finish_button.text() == "Afslut tur" and danish.draw_button.text() == "T&ræk"
        assert danish.language_box.choice() == "da"
        assert danish.log.count() == lines
        assert danish.log.item(0).text().startswith("Spil 1 af 4")
        # The names the host made are said in Danish now: "Bot 1", and "Spiller 4" for a player who gave none.
        bars = " ".join(label.text() for label in danish.players.findChildren(QLabel))
        assert "Bot 1" in bars and "Spiller" in bars and "Botti" not in bars and "Pelaaja" not in bars
        finnish_log = " ".join(game.log.item(i).text() for i in range(game.log.count()))
        danish_log = " ".join(danish.log.item(i).text() for i in range(danish.log.count()))
        assert "Botti" not in danish_log and ("Botti" in finnish_log) == ("Bot " in danish_log)
        assert sorted(map(str, (t for t in danish.table.rack if t is not None))) == sorted(map(str, tiles))
        assert danish.draw_button.isEnabled()
        # The game goes on in Danish: the draw is logged in Danish words.
        turn = controller.view.turn  # type: ignore[union-attr]
        focus = QApplication.focusWidget()
        assert focus is not None and danish.isAncestorOf(focus)  # the game's keys work at once: D draws
        qtbot.keyClick(focus, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.turn > turn, timeout=10_000)
        qtbot.waitUntil(lambda: any(danish.log.item(i).text().startswith("Du trak ")
                                    for i in range(danish.log.count())), timeout=5000)
        assert session.settings.value(LANGUAGE_KEY) == "da"
    finally:
        session.translations.remove()


def test_rummi_lang_overrides_the_choice_with_a_note(app_window, qtbot: QtBot,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    window, session = app_window
    monkeypatch.setenv("RUMMI_LANG", "en")
    notes: list[str] = []
    monkeypatch.setattr("rummi_qt.session.QMessageBox.information", lambda _parent, _title, text: notes.append(text))
    choose(session.start.language_box, "fi")
    assert session.settings.value(LANGUAGE_KEY) == "fi"  # kept for a start without RUMMI_LANG
    assert session.start.host_button.text() == "&Host a table"
    assert notes and "RUMMI_LANG is set to en" in notes[0]


def test_run_app_starts_in_the_remembered_language(qapp: QApplication, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings("Rummi", "Rummi").setValue(LANGUAGE_KEY, "da")
    seen: list[str] = []

    def look_and_close() -> None:
        (window,) = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        seen.append(window.stack.currentWidget().host_button.text())  # type: ignore[attr-defined]
        window.close()

    QTimer.singleShot(0, look_and_close)
    assert run_app() == 0
    monkeypatch.setenv("RUMMI_LANG", "fi")
    QTimer.singleShot(0, look_and_close)
    assert run_app() == 0
    assert seen == ["&Vær vært for et bord", "&Avaa pöytä"]
    assert qapp.translate("StartScreen", "&Host a table") == "&Host a table"


def test_the_lobby_names_the_hosted_table_in_the_language_of_the_moment(app_window, qtbot: QtBot) -> None:
    from rummi_qt.widgets.lobby import LobbyScreen

    window, session = app_window
    try:
        session.start.name_edit.setText("Anna")
        session.host_table()
        qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen)
                        and session.lobby.title.text() == "Anna's table", timeout=10_000)
        assert session.host is not None and session.host.table.host_player == "Anna"
        session.set_language("fi")  # as the start screen's or the game's box does
        assert window.stack.currentWidget() is session.lobby
        assert session.lobby.title.text() == "Pelaajan Anna pöytä"
        assert session.lobby.start_button.text() == "&Aloita" and session.lobby.timer_on.text() == "Käytössä"
    finally:
        session.translations.remove()


def test_discoverys_status_follows_a_language_chosen_while_another_status_showed(qtbot: QtBot, tmp_path: Path) -> None:
    from rummi_qt.session import AppSession

    settings = QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    session = AppSession(window, settings, data_dir=tmp_path)  # discovery on, loopback only (tests/conftest.py)
    try:
        assert session.start.status.text().startswith("Looking for tables")
        session.start.set_status("Connecting to 127.0.0.1:1…")  # as while joining, when the choice is made
        session.set_language("fi")
        session.leave(confirm=False)  # back on the start screen: discovery's status, in Finnish
        assert session.start.status.text().startswith("Etsitään pöytiä"), session.start.status.text()
    finally:
        session.translations.remove()
        window.set_close_guard(None)
        session.leave(confirm=False)
        session.close_discovery()
        window.close()
        window.deleteLater()


def test_settings_speaks_the_language_chosen_in_it_at_once(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    try:
        dialog = window.open_settings()
        assert dialog.windowTitle() == "Settings"
        choose(dialog.language, "fi")
        assert session.start.host_button.text() == "&Avaa pöytä"  # the window behind it
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Asetukset", timeout=3000)  # and the dialog itself
        assert dialog.language.itemText(0) == "Järjestelmän kieli"
        assert dialog.theme.itemText(1) != "Light" and dialog.large_tiles.text() != "Larger tiles"
        labels = [label.text() for label in dialog.findChildren(QLabel) if label.buddy() is dialog.pace]
        assert labels and labels[0] != "&Bots' pace"
        assert dialog.pace.currentText() != "Normal (1 s a turn)"
        choose(dialog.language, "en")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Settings", timeout=3000)
        dialog.reject()
    finally:
        session.translations.remove()


def test_the_last_moves_bars_stay_when_the_language_changes(app_window, qtbot: QtBot) -> None:
    from rummi_qt.engine import Cell, parse_tiles
    from tests.app.rig import deal, start_game

    window, session = app_window
    start_game(window, session, qtbot)
    deal(session, qtbot, "b1 b2", board="k5 k6 k7")
    controller = session.controller
    assert controller is not None and session.game is not None
    laid = {cell: t for cell, t in controller.view.board}  # as if the last move had laid the run
    controller.recent = laid
    controller.recent_changed.emit(laid)
    try:
        before = session.game
        session.set_language("fi")  # the game screen is built again
        assert session.game is not before
        assert session.game is not None and session.game.table._recent == laid  # noqa: SLF001
        assert all(isinstance(c, Cell) for c in laid) and list(laid.values()) == list(parse_tiles("k5 k6 k7"))
    finally:
        session.set_language("en")


def test_a_hint_on_show_speaks_the_new_language(app_window, qtbot: QtBot) -> None:
    # Switched from Finnish to Danish with a hint on show, the whole window turned Danish but the
    # hint's line (a newcomer's finding).
    from tests.app.rig import hint_on

    _game, session, controller, _hint = hint_on(app_window, qtbot, "b4 r8 k11 o2", "b1 b2 b3 | r5 r6 r7")
    assert session.game is not None and session.game.message.text().startswith("Hint: ")
    try:
        session.set_language("fi")
        assert controller.proposal is not None
        assert session.game.message.text().startswith("Vihje: "), session.game.message.text()
    finally:
        session.set_language("en")


def test_the_underlined_letter_of_a_turn_button_works_alone_in_every_language(app_window, qtbot: QtBot) -> None:
    # A Finnish newcomer pressed V for "&Vihje" (Hint) and nothing happened: only H did.
    from PySide6.QtCore import Qt

    from tests.app.rig import deal, start_game

    window, session = app_window
    start_game(window, session, qtbot)
    deal(session, qtbot, "k7 o7 k1 b2 o12", board="r4 r5 r6 r7 | b10 b11 b12")
    controller = session.controller
    assert controller is not None
    try:
        # The hint's letter shows it; H (Finnish) and Esc (Danish) put it away.
        for code, hint, draw, key, away in (("fi", "&Vihje", "&Nosta", Qt.Key.Key_V, Qt.Key.Key_H),
                                            ("da", "&Tip", "T&ræk", Qt.Key.Key_T, Qt.Key.Key_Escape)):
            session.set_language(code)
            game = session.game
            assert game is not None and (game.hint_button.text(), game.draw_button.text()) == (hint, draw)
            game.table.setFocus()
            qtbot.keyClick(game.table, key)
            qtbot.waitUntil(lambda: controller.proposal is not None, timeout=10_000)
            qtbot.keyClick(game.table, away)
            qtbot.waitUntil(lambda: controller.proposal is None, timeout=5000)
        turn = controller.view.turn  # type: ignore[union-attr]
        qtbot.keyClick(game.table, Qt.Key.Key_R)  # "T&ræk": draws
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.turn != turn, timeout=10_000)
    finally:
        session.set_language("en")
