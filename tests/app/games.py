"""A hosted game between two apps, and moving it on turn by turn, for the app tests."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rummi_qt.session import AppSession
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow
from tests.app.conftest import Apps


def screen(window: MainWindow) -> object:
    return window.stack.currentWidget()


def turn_buttons(game: GameScreen) -> list[bool]:
    return [b.isEnabled() for b in (game.finish_button, game.draw_button, game.undo_button, game.meld_button,
                                    game.hint_button)]


def hosted_game(qtbot: QtBot, apps: Apps, *, one_game: bool = False,
                ) -> tuple[tuple[MainWindow, AppSession], tuple[MainWindow, AppSession]]:
    """Anna hosts a two-seat table from her app (a round of two games, or ``one_game``), Bob's app
    joins it, the game starts."""
    anna_window, anna = apps.start("Anna", "anna")
    anna.host_table(port=0)
    qtbot.waitUntil(lambda: isinstance(screen(anna_window), LobbyScreen), timeout=10_000)
    assert anna.host is not None
    if one_game:
        anna.lobby.rounds.setValue(0)  # the lobby's "One game"
        host = anna.host
        qtbot.waitUntil(lambda: host.table.options.rounds == 0, timeout=5000)
    bob_window, bob = apps.start("Bob", "bob")
    bob.join("127.0.0.1", anna.host.port, False)
    qtbot.waitUntil(lambda: isinstance(screen(bob_window), LobbyScreen), timeout=10_000)
    qtbot.waitUntil(lambda: anna.lobby.start_button.isEnabled(), timeout=5000)
    anna.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(screen(anna_window), GameScreen) and isinstance(screen(bob_window), GameScreen)
                    and anna.controller is not None and anna.controller.view is not None
                    and bob.controller is not None and bob.controller.view is not None, timeout=10_000)
    return (anna_window, anna), (bob_window, bob)


def draw_once(qtbot: QtBot, sessions: list[AppSession]) -> None:
    """Whoever's turn it is draws (or passes); waits for the next turn or the game's end."""
    view = sessions[0].controller.view  # type: ignore[union-attr]
    assert view is not None
    player = next(s for s in sessions if s.controller is not None and s.controller.view is not None
                  and s.controller.view.my_turn)
    turn = view.turn
    player.controller.draw()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: all(s.controller is not None and s.controller.view is not None
                                and (s.controller.view.turn != turn or s.controller.view.result is not None)
                                for s in sessions), timeout=10_000)


def draw_to_the_end(qtbot: QtBot, sessions: list[AppSession]) -> None:
    """Everyone draws (then passes) turn after turn until the game is over."""
    view = lambda: sessions[0].controller.view  # type: ignore[union-attr]  # noqa: E731
    while view().result is None:
        wait_turn(qtbot, sessions)
        if view().result is not None:
            break
        draw_once(qtbot, sessions)


def wait_turn(qtbot: QtBot, sessions: list[AppSession]) -> None:
    qtbot.waitUntil(lambda: any(s.controller is not None and s.controller.view is not None
                                and (s.controller.view.my_turn or s.controller.view.result is not None)
                                for s in sessions), timeout=10_000)
