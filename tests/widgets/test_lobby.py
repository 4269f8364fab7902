"""The lobby's table options: the turn timer is off by default and RULES.md's 60 seconds when switched on."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from rummi_qt.widgets.lobby import LobbyScreen
from tests.widgets.test_review_words import language  # noqa: F401 - a fixture

SEATS = [{"name": "Anna", "kind": "human", "connected": True}, {"name": "", "kind": "empty"}]
OPTIONS = {"timer": None, "official_penalty": False, "threshold": 30, "rounds": 1, "hints": True, "pin": False}


def owners_lobby(qtbot: QtBot, options: dict[str, Any] | None = None) -> tuple[LobbyScreen, list[dict[str, Any]]]:
    lobby = LobbyScreen()
    qtbot.addWidget(lobby)
    lobby.set_owner(True, 0)
    lobby.set_lobby("Anna's table", SEATS, options or OPTIONS)
    sent: list[dict[str, Any]] = []
    lobby.options_changed.connect(sent.append)
    return lobby, sent


def test_switching_the_timer_on_gives_sixty_seconds_a_turn(qtbot: QtBot) -> None:
    lobby, sent = owners_lobby(qtbot)
    assert not lobby.timer_on.isChecked() and not lobby.timer.isEnabled()
    lobby.timer_on.click()
    assert sent[-1]["timer"] == 60
    assert lobby.timer.isEnabled() and lobby.timer.text() == "60 s"


def test_the_host_can_change_the_length_and_switch_the_timer_off_again(qtbot: QtBot) -> None:
    lobby, sent = owners_lobby(qtbot, {**OPTIONS, "timer": 90})
    assert lobby.timer_on.isChecked() and lobby.timer.value() == 90
    lobby.timer.setValue(45)
    assert sent[-1]["timer"] == 45
    lobby.timer_on.click()
    assert sent[-1]["timer"] is None and not lobby.timer.isEnabled()
    # The host's word comes back: off, and the box keeps the length for the next time it is on.
    lobby.set_lobby("Anna's table", SEATS, {**OPTIONS, "timer": None})
    assert not lobby.timer_on.isChecked() and lobby.timer.value() == 45


def test_a_guest_sees_the_timer_but_cannot_change_it(qtbot: QtBot) -> None:
    lobby = LobbyScreen()
    qtbot.addWidget(lobby)
    lobby.set_owner(False, 1)
    lobby.set_lobby("Anna's table", SEATS, {**OPTIONS, "timer": 60})
    assert lobby.timer_on.isChecked() and not lobby.timer_on.isEnabled() and not lobby.timer.isEnabled()


def test_a_guest_reads_the_options_as_the_hosts_with_no_bot_to_add(qtbot: QtBot) -> None:
    lobby = LobbyScreen()
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.set_owner(False, 1)
    lobby.set_lobby("Anna's table", SEATS, OPTIONS)
    assert lobby.options_box.title() == "Table options (the host sets them)"
    assert not lobby.add_bot_button.isVisible() and not lobby.bot_level.isVisible()
    assert lobby.options_box.property("guest") is True  # its boxes are drawn solid, not dashed as "not now"
    lobby.set_owner(True, 0)  # the owner left and the seat's app became the owner
    assert lobby.options_box.title() == "Table options" and lobby.add_bot_button.isVisible()
    assert lobby.options_box.property("guest") is False


def test_each_length_says_how_many_games_it_is(qtbot: QtBot, language) -> None:  # noqa: F811
    # A spin box of rounds with "One game" below 1 confused two newcomers: each choice now says it.
    language("en")  # the English plural forms, as the app installs them
    lobby, sent = owners_lobby(qtbot)
    assert lobby.rounds.currentText() == "1 round: 2 games"  # two seats, one round: the table's default
    assert [lobby.rounds.itemText(i) for i in range(3)] == ["One game", "1 round: 2 games", "2 rounds: 4 games"]
    assert lobby.rounds.count() == 21 and "one game per player" in lobby.rounds.toolTip()
    lobby.rounds.setCurrentIndex(3)  # as the player picks it
    assert sent[-1]["rounds"] == 3 and lobby.rounds.currentText() == "3 rounds: 6 games"
    lobby.seat_count.setValue(4)
    assert lobby.rounds.currentText() == "3 rounds: 12 games" and lobby.rounds.value() == 3


def test_copy_says_copied_for_a_moment(qtbot: QtBot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QGuiApplication

    monkeypatch.setattr("rummi_qt.widgets.lobby.COPIED_MS", 20)
    lobby, _sent = owners_lobby(qtbot)
    lobby.set_addresses(["10.42.0.1"], 47123)
    lobby.copy_button.click()
    assert "10.42.0.1" in QGuiApplication.clipboard().text() and lobby.copy_button.text() == "Copied ✓"
    qtbot.waitUntil(lambda: lobby.copy_button.text() == "Copy", timeout=2000)


def test_one_game_is_the_first_length(qtbot: QtBot, language) -> None:  # noqa: F811
    language("en")
    lobby, sent = owners_lobby(qtbot)
    lobby.rounds.setCurrentIndex(0)
    assert sent[-1]["rounds"] == 0 and lobby.rounds.currentText() == "One game"
    lobby.set_lobby("Mia's table", [{"kind": "empty"}] * 2, {"rounds": 2})  # the table's word, as it comes
    assert lobby.rounds.value() == 2 and lobby.rounds.currentText() == "2 rounds: 4 games"


def test_the_bot_that_fills_the_last_seat_hands_the_focus_to_start(qtbot: QtBot) -> None:
    # Add bot greyed under the keyboard's focus sent it on to the turn timer (a newcomer's find).
    lobby, _sent = owners_lobby(qtbot)
    lobby.show()
    qtbot.waitExposed(lobby)
    lobby.activateWindow()
    lobby.add_bot_button.setFocus()
    qtbot.waitUntil(lambda: lobby.add_bot_button.hasFocus(), timeout=5000)
    lobby.set_lobby("Anna's table", [SEATS[0], {"name": "Bot 1", "kind": "bot", "level": "easy"}], OPTIONS)
    assert not lobby.add_bot_button.isEnabled() and lobby.start_button.hasFocus()


def test_add_bot_greyed_at_a_full_table_says_how_to_make_room(qtbot: QtBot) -> None:
    # Lars joined the second of two seats: Add bot greyed with nothing said (a newcomer guessed).
    lobby, _sent = owners_lobby(qtbot)
    assert lobby.add_bot_button.isEnabled() and lobby.add_bot_button.toolTip() == ""
    full = [SEATS[0], {"name": "Lars", "kind": "human", "connected": True}]
    lobby.set_lobby("Anna's table", full, OPTIONS)
    assert not lobby.add_bot_button.isEnabled()
    assert lobby.add_bot_button.toolTip() == "Every seat is taken: raise Seats to add a bot"
