"""What a player and an onlooker are told when the host closes the table: mid-game, that a resumed
table takes the player back by itself (and the onlooker can watch it again); after the table's last
game, that every game has been played (nothing is left to resume). Real host and clients on loopback."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from rummi_qt.controller.session import GameController
from rummi_qt.engine import Cell, Draft, ScoreBook, parse_tiles
from tests.network.conftest import make_client, make_host  # noqa: F401 - fixtures


def table(qtbot: QtBot, make_host, make_client):  # type: ignore[no-untyped-def]  # noqa: F811
    host = make_host(seats=2)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    dora = make_client(host, "Dora", spectator=True)
    players = GameController(ann, ["Ann", "Bob"])
    watcher = GameController(dora, ["Ann", "Bob"])
    with qtbot.waitSignal(dora.view_changed, timeout=5000):
        host.start()
    return host, (ann, bob), players, watcher


def test_mid_game_the_player_rejoins_by_itself_and_the_onlooker_can_watch_again(
        qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    host, _clients, player, watcher = table(qtbot, make_host, make_client)
    host.close()
    qtbot.waitUntil(lambda: bool(player.host_gone and watcher.host_gone), timeout=5000)
    assert player.host_gone == "The host closed the table. If it is resumed, you rejoin your seat by yourself."
    assert watcher.host_gone == ("The host closed the table. "
                                 "If it is resumed, you can watch it again from the start screen.")


def play_the_last_game_out(qtbot: QtBot, host, ann, bob) -> None:  # type: ignore[no-untyped-def]
    """The mover goes out at once with r1 r2 r3: the table's one game ends."""
    match = host.table.match
    assert match is not None
    game = match.game
    rack = parse_tiles("r1 r2 r3")  # the mover goes out at once: the table's one game ends
    racks = tuple(rack if i == game.current else r for i, r in enumerate(game.racks))
    host.table.match = replace(match, book=ScoreBook(2, 1), game=replace(
        game, racks=racks, opened=(True, True), draft=Draft.begin(game.board, rack)))
    mover = ann if ann.seat == game.current else bob
    mover.arrange([rack])
    with qtbot.waitSignal(ann.game_ended, timeout=5000):
        mover.finish()


def test_after_the_last_game_nobody_is_told_to_wait_for_a_resume(qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    host, (ann, bob), player, watcher = table(qtbot, make_host, make_client)
    play_the_last_game_out(qtbot, host, ann, bob)
    qtbot.waitUntil(lambda: player.table_finished and watcher.table_finished, timeout=5000)
    said: list[str] = []
    player.message_changed.connect(said.append)
    host.close()
    qtbot.waitUntil(lambda: bool(player.host_gone and watcher.host_gone), timeout=5000)
    done = "The host closed the table. Every game of this table has been played."
    assert player.host_gone == done and watcher.host_gone == done
    assert not said, "the status line keeps the result: nothing waits, and the banner says the rest"


def test_a_player_leaving_a_finished_table_is_not_said_to_be_played_by_a_bot(
        qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    # A newcomer's host read "Mads is away; a bot plays for him" after the table's one game was over.
    from rummi_qt.controller.turn_log import AwayBotPlays

    host = make_host(seats=2, away_bot="easy")
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    player = GameController(ann, ["Ann", "Bob"])
    with qtbot.waitSignal(ann.view_changed, timeout=5000):
        host.start()
    play_the_last_game_out(qtbot, host, ann, bob)
    qtbot.waitUntil(lambda: player.table_finished, timeout=5000)
    bob.leave()  # on purpose: in a game the away bot would take the seat at once
    qtbot.waitUntil(lambda: not player.seats[1].connected, timeout=5000)
    with qtbot.waitSignal(ann.chat_received, timeout=5000):
        ann.say("gg")  # answered after whatever the host said of Bob's leaving
    assert not player.seats[1].bot_playing and not any(isinstance(e, AwayBotPlays) for e in player.log)


def test_a_move_left_unfinished_when_the_host_closes_is_not_shown_as_played(
        qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    host = make_host(seats=2)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    dora = make_client(host, "Dora", spectator=True)
    apps = {ann: GameController(ann, ["Ann", "Bob"]), bob: GameController(bob, ["Ann", "Bob"])}
    watcher = GameController(dora, ["Ann", "Bob"])
    with qtbot.waitSignal(dora.view_changed, timeout=5000):
        host.start()
    game = host.table.match.game  # type: ignore[union-attr]
    mover = ann if ann.seat == game.current else bob
    other = apps[bob if mover is ann else ann]  # the other player's app watches the mover's draft
    qtbot.waitUntil(lambda: mover.view is not None and other.view is not None, timeout=5000)
    tile = mover.view.rack[0]  # type: ignore[union-attr]
    mover.place(tile, Cell(0, 0))
    qtbot.waitUntil(lambda: other.view is not None and other.view.changed
                    and watcher.view is not None and watcher.view.changed, timeout=5000)
    counts = other.view.rack_counts
    host.close()
    qtbot.waitUntil(lambda: bool(other.host_gone and watcher.host_gone), timeout=5000)
    for app in (other, watcher):
        assert app.view is not None and not app.view.changed and app.view.board[Cell(0, 0)] is None
        assert app.view.rack_counts[game.current] == counts[game.current] + 1
