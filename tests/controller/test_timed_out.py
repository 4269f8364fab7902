"""A player whose time ran out is told why their turn ended: what was undone and what they drew.
The views and events are the engine's own (a real timeout, redacted for the seat as the host does),
fed to the controller through the client's signal."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.controller.session import GameController
from rummi_qt.controller.turn_log import LogEntry, is_heading
from rummi_qt.engine import Cell, GameState, Move, Options, Place, Timeout, apply, parse_tile
from rummi_qt.engine.views import event_for, view_for
from rummi_qt.network.client import Client
from tests.engine.test_game import make_state


def messages_after_timeout(qtbot: QtBot, before: GameState) -> list[str]:
    client = Client("Ann")
    controller = GameController(client, ["Ann", "Bob"])
    messages: list[str] = []
    log: list[LogEntry] = []
    controller.message_changed.connect(messages.append)
    controller.log_added.connect(log.append)
    client.view_changed.emit(view_for(before, 0), [])
    outcome = apply(before, Timeout(0))
    assert outcome.ok
    client.view_changed.emit(view_for(outcome.state, 0), [event_for(e, 0) for e in outcome.events])
    # The log keeps the same words (the message line moves on when the next turn comes quickly),
    # under the game's heading.
    assert [controller.log_text(entry) for entry in log if not is_heading(entry)] == [messages[-1]]
    controller.deleteLater()
    client.deleteLater()
    return messages


def test_a_timeout_undoes_the_changes_and_says_which_tile_was_drawn(qtbot: QtBot) -> None:
    state = make_state(["r4 r9", "b1"], board="r1 r2 r3", pool="k1 k2 b5")
    state = apply(state, Place(0, parse_tile("r4"), Cell(0, 3))).state
    assert messages_after_timeout(qtbot, state)[-1] == "Time ran out: your changes were undone and you drew Blue 5"


def test_a_timeout_with_nothing_laid_says_only_what_was_drawn(qtbot: QtBot) -> None:
    state = make_state(["r4 r9", "b1"], board="r1 r2 r3", pool="k1 k2 b5")
    assert messages_after_timeout(qtbot, state)[-1] == "Time ran out: you drew Blue 5"


def test_the_official_penalty_says_three_tiles_were_drawn(qtbot: QtBot) -> None:
    state = make_state(["r9", "b1"], board="r1 r2 r3 r4", pool="k1 k2 k3 k4", options=Options(official_penalty=True))
    state = apply(state, Move(0, Cell(0, 3), Cell(4, 0))).state
    assert messages_after_timeout(qtbot, state)[-1] == (
        "Time ran out: your changes were undone and you drew 3 tiles: official penalty")


def test_a_timeout_on_an_empty_pool_says_the_turn_passed(qtbot: QtBot) -> None:
    state = make_state(["r4 r9", "b1"], board="r1 r2 r3", pool="")
    state = apply(state, Place(0, parse_tile("r4"), Cell(0, 3))).state
    assert messages_after_timeout(qtbot, state)[-1] == "Time ran out: your changes were undone and your turn passed"


def test_another_players_timeout_is_not_mine(qtbot: QtBot) -> None:
    state = make_state(["r4 r9", "b1"], board="r1 r2 r3", pool="k1 k2 b5", current=1)
    client = Client("Ann")
    controller = GameController(client, ["Ann", "Bob"])
    messages: list[str] = []
    controller.message_changed.connect(messages.append)
    client.view_changed.emit(view_for(state, 0), [])
    outcome = apply(state, Timeout(1))
    client.view_changed.emit(view_for(outcome.state, 0), [event_for(e, 0) for e in outcome.events])
    assert not any("Time ran out" in text for text in messages) and messages[-1] == "Your turn"
