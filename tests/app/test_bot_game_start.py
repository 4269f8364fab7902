"""Play against bots goes from the start screen straight to the game: the table's lobby, which
would show the table's defaults until the game comes, is never on the screen in between."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummi_qt.widgets.bot_game_dialog import BotGameChoice
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from tests.widgets.test_review_words import language  # noqa: F401 - a fixture

__all__ = ["language"]


def test_a_game_against_bots_never_shows_its_lobby(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    shown: list[str] = []
    window.stack.currentChanged.connect(lambda _index: shown.append(type(window.stack.currentWidget()).__name__))
    session.start_bot_game(BotGameChoice(round=False, level="easy", pace_ms=0))
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    assert LobbyScreen.__name__ not in shown and shown[-1] == GameScreen.__name__


def test_a_game_against_bots_gives_the_talk_room_to_the_log_and_has_no_game_count(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    session.start_bot_game(BotGameChoice(round=False, level="easy", pace_ms=0))
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    qtbot.waitUntil(lambda: game.controller.view is not None and game.log.count() > 0, timeout=10_000)
    # Nobody else can join a table on loopback: no table talk, and the log has its room.
    assert not game.chat.isVisible() and game.log.isVisible()
    assert game.log.height() > 300
    # One game: "Game 1 / 1" would say nothing.
    assert game.players._game.isHidden()  # noqa: SLF001
    # The table names the window (the title bar, the task bar), until the player leaves it.
    assert window.windowTitle().endswith("against bots \N{EM DASH} Rummi")
    # In the player's language when it changes mid-game (the name was made in English).
    session.set_language("fi")
    try:
        assert window.windowTitle().endswith("botteja vastaan \N{EM DASH} Rummi"), window.windowTitle()
    finally:
        session.set_language("en")
        session.translations.remove()
    assert window.windowTitle().endswith("against bots \N{EM DASH} Rummi")
    session.leave(confirm=False)
    assert window.windowTitle() == "Rummi"


def test_the_bot_dialog_says_how_the_chosen_level_plays(app_window, qtbot: QtBot) -> None:
    # A newcomer took the expert's hoarding for a bug: beside the level, a line says how it plays.
    _window, session = app_window
    session.play_against_bots()
    dialog = session.bot_dialog
    assert dialog is not None
    dialog.level.setCurrentIndex(dialog.level.findData("expert"))
    assert dialog.level_way.text() == "Holds its tiles while the pool lasts, then lays its whole rack at once"
    dialog.level.setCurrentIndex(dialog.level.findData("easy"))
    assert "sometimes draws" in dialog.level_way.text()
    tips = [dialog.level.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(dialog.level.count())]
    assert all(tips) and len(set(tips)) == dialog.level.count()
    dialog.reject()


def test_the_bot_dialog_chooses_how_many_bots_and_remembers_it(app_window, qtbot: QtBot,
                                                               language) -> None:  # noqa: F811
    # A newcomer wanted a game against two bots: the dialog had only "You and 3 bots".
    window, session = app_window
    language("en")  # the English plural forms, as the app installs them
    session.play_against_bots()
    dialog = session.bot_dialog
    assert dialog is not None and dialog.bots.value() == 3
    assert dialog.intro.text() == "You and 3 bots at one table."
    dialog.bots.setValue(1)
    assert dialog.intro.text() == "You and 1 bot at one table."
    assert dialog.round.text() == "A &round: 2 games, each player starts one"
    dialog.bots.setValue(2)
    dialog.play_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    assert session.host is not None
    assert sorted(seat.kind.value for seat in session.host.table.seats) == ["bot", "bot", "human"]
    session.leave(confirm=False)
    session.play_against_bots()  # the next evening starts with the same table
    assert session.bot_dialog is not None and session.bot_dialog.bots.value() == 2
    session.bot_dialog.reject()


def test_a_hosted_table_shows_the_talk_once_someone_else_is_there(qtbot: QtBot, apps) -> None:  # type: ignore[no-untyped-def]
    # Anna hosts on the network with a bot: nobody to talk to yet, the log keeps its room (it was
    # squeezed to four lines). Bob's app at the next table: both show the talk.
    from tests.app.games import hosted_game
    from tests.app.rig import start_game

    window, anna = apps.start("Anna", "alone")
    game = start_game(window, anna, qtbot)
    assert anna.host is not None and anna._lan_host  # noqa: SLF001
    assert not game.chat.isVisible() and game.log.isVisible()
    anna.leave(confirm=False)
    (_, anna2), (_, bob) = hosted_game(qtbot, apps, one_game=True)
    assert anna2.game is not None and bob.game is not None
    assert anna2.game.chat.isVisible() and bob.game.chat.isVisible()
    # What happened has the larger share of the side (the host's had been squeezed to four lines).
    assert anna2.game.log.height() > anna2.game.chat.lines.height()
