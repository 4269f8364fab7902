"""The lobby's table options: the turn timer is off by default and RULES.md's 60 seconds when switched on."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from rummi_qt.widgets.lobby import LobbyScreen

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


def test_rounds_say_how_many_games_they_are(qtbot: QtBot) -> None:
    lobby, sent = owners_lobby(qtbot)
    assert lobby.rounds_meaning.text() == "= 2 games, each player starts once a round"  # two seats
    assert "One game" in lobby.rounds.toolTip()
    lobby.rounds.setValue(3)
    assert sent[-1]["rounds"] == 3 and lobby.rounds_meaning.text().startswith("= 6 games")


def test_copy_says_copied_for_a_moment(qtbot: QtBot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QGuiApplication

    monkeypatch.setattr("rummi_qt.widgets.lobby.COPIED_MS", 20)
    lobby, _sent = owners_lobby(qtbot)
    lobby.set_addresses(["10.42.0.1"], 47123)
    lobby.copy_button.click()
    assert "10.42.0.1" in QGuiApplication.clipboard().text() and lobby.copy_button.text() == "Copied ✓"
    qtbot.waitUntil(lambda: lobby.copy_button.text() == "Copy", timeout=2000)


def test_one_game_is_a_choice_below_one_round(qtbot: QtBot) -> None:
    lobby, sent = owners_lobby(qtbot)
    lobby.rounds.setValue(0)
    assert sent[-1]["rounds"] == 0 and lobby.rounds.text() == "One game"
    assert lobby.rounds_meaning.text() == "= a single game"


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
