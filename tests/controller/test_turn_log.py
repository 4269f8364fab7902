"""The turn log: tiles in words, one voice ("You drew Blue 9", "Bot 2 drew a tile"), a heading for each
game, in the player's language; and a player who rejoins sees the game's turns so far, never another
player's drawn tile. Real host, bots and clients on loopback."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.controller.session import GameController
from rummi_qt.controller.turn_log import GameStarts, SeatTaken, log_text
from rummi_qt.engine import Drew, GameEnded, GameResult, Melded, Passed, parse_tiles
from rummi_qt.i18n import install_translators
from rummi_qt.network.client import Client
from rummi_qt.network.host import Host, HostSettings
from rummi_qt.widgets.game_screen import GameScreen
from tests.network.conftest import FAST, make_client, make_host  # noqa: F401 - fixtures

NAMES = ["Anna", "Bot 2", "Bot 3"]
ENTRIES = [
    GameStarts(2, 4),
    Melded(1, parse_tiles("k5 k6 k7"), opening=True),
    Melded(0, parse_tiles("b9 J"), opening=False),
    Drew(0, parse_tiles("b9")),
    Drew(2, (), count=1),
    Drew(2, (), timed_out=True, penalty=True, count=3),
    Passed(1, timed_out=True),
    SeatTaken(2, "Pekka"),
    GameEnded(GameResult((1,), ((), (), ()), (10, -5, -5), True)),
]


def lines(entries: list = ENTRIES) -> list[str]:  # type: ignore[type-arg]
    # A tile's name never breaks across lines of the log: its space is a no-break space.
    return [log_text(entry, NAMES.__getitem__, 0).replace("\N{NO-BREAK SPACE}", " ") for entry in entries]


# What a move did, in brief (the host's outline): its sets, what it added, the sets it took apart.
MOVES = [
    Melded(1, parse_tiles("k9 b9 o9 o12 o13 J"), True, (parse_tiles("k9 b9 o9"), parse_tiles("o12 o13 J"))),
    Melded(0, parse_tiles("r3 r4 r5 b7"), False, (parse_tiles("r3 r4 r5"),)),
    Melded(2, parse_tiles("r3 r4 r5"), False, (parse_tiles("r3 r4 r5"),)),
    Melded(2, parse_tiles("k7 o7"), False, (), 1),
    Melded(0, parse_tiles("b4 b9 k1 k2 k3"), False, (parse_tiles("k1 k2 k3"),), 2),
    Melded(0, parse_tiles("k11 o11 r10"), False, (), 1, jokers_won=1),
    Melded(1, parse_tiles("r5 b9 k1"), False, (), 3, jokers_won=2),
]


def test_the_log_tells_a_moves_sets_what_it_added_and_what_it_rearranged() -> None:
    assert lines(MOVES) == [
        "Bot 2 opened with Black 9, Blue 9, Orange 9; Orange 12, Orange 13, Joker",
        "You laid Red 3, Red 4, Red 5 and added Blue 7",
        "Bot 3 laid Red 3, Red 4, Red 5",
        "Bot 3 laid Black 7, Orange 7 and rearranged a set",
        "You laid Black 1, Black 2, Black 3; Blue 4, Blue 9 and rearranged 2 sets",
        "You laid Black 11, Orange 11, Red 10 and rearranged a set, winning back a joker",
        "Bot 2 laid Black 1, Blue 9, Red 5 and rearranged 3 sets, winning back 2 jokers",
    ]
    assert "Black\N{NO-BREAK SPACE}9," in log_text(MOVES[0], NAMES.__getitem__, 0)


def test_the_log_speaks_in_words_and_one_voice() -> None:
    assert lines() == [
        "Game 2 of 4 starts",
        "Bot 2 opened with Black 5, Black 6, Black 7",
        "You laid Blue 9, Joker",
        "You drew Blue 9",
        "Bot 3 drew a tile",
        "Bot 3 ran out of time and drew 3 tiles (official penalty)",
        "Bot 2 ran out of time and passed",
        "A bot took over Pekka's seat",
        "Bot 2 won the game",
    ]
    assert log_text(GameStarts(1, 1), NAMES.__getitem__, 0) == "The game starts"
    assert log_text(ENTRIES[-1], NAMES.__getitem__, 1) == "You won the game"


@pytest.fixture
def finnish(qapp: QApplication) -> Iterator[None]:
    previous = QLocale()
    translators = install_translators(qapp, QLocale("fi"))
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(previous)


def test_the_log_speaks_finnish(finnish: None) -> None:
    assert lines() == [
        "Peli 2/4 alkaa",
        "Bot 2 teki ensimmäisen asetuksen: Musta 5, Musta 6, Musta 7",
        "Asetit: Sininen 9, Jokeri",
        "Nostit: Sininen 9",
        "Bot 3 nosti laatan",
        "Pelaajan Bot 3 aika loppui, ja hän nosti 3 laattaa (virallinen rangaistus)",
        "Pelaajan Bot 2 aika loppui, ja vuoro jäi väliin",
        "Botti otti pelaajan Pekka paikan",
        "Bot 2 voitti pelin",
    ]


def test_the_log_tells_a_move_in_finnish(finnish: None) -> None:
    assert lines(MOVES) == [
        "Bot 2 teki ensimmäisen asetuksen: Musta 9, Sininen 9, Oranssi 9; Oranssi 12, Oranssi 13, Jokeri",
        "Asetit: Punainen 3, Punainen 4, Punainen 5; lisäsit pöydän yhdistelmiin: Sininen 7",
        "Bot 3 asetti: Punainen 3, Punainen 4, Punainen 5",
        "Bot 3 asetti: Musta 7, Oranssi 7 ja järjesti yhden yhdistelmän uudelleen",
        "Asetit: Musta 1, Musta 2, Musta 3; Sininen 4, Sininen 9 ja järjestit 2 yhdistelmää uudelleen",
        "Asetit: Musta 11, Oranssi 11, Punainen 10 ja järjestit yhden yhdistelmän uudelleen, jolloin jokeri vapautui",
        "Bot 2 asetti: Musta 1, Sininen 9, Punainen 5 ja järjesti 3 yhdistelmää uudelleen, jolloin 2 jokeria vapautui",
    ]


@contextmanager
def watching_two_bots(connect, level: str = "easy",  # type: ignore[no-untyped-def]
                      seed: int = 3) -> Iterator[tuple[Host, GameController]]:
    """An onlooker's controller (``connect``: the make_client fixture) at a table of two bots,
    which the test starts; closed after it."""
    from rummi_qt.network.table import Table

    table = Table("Bots", seed=seed)
    table.add_bot(level)
    table.add_bot(level)
    host = Host(table, HostSettings(heartbeat_ms=100, silence_ms=2000, bot_pace_ms=0))
    host.listen("127.0.0.1", 0)
    try:
        yield host, GameController(connect(host, "Onlooker", spectator=True))
    finally:
        host.close()
        host.deleteLater()


def test_each_game_of_the_round_starts_under_its_own_heading(qtbot: QtBot, make_client) -> None:  # noqa: F811
    """An onlooker at a table of two bots watches a round of two games to the end."""
    with watching_two_bots(make_client) as (host, controller):
        host.start()
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.result is not None, timeout=60_000)
        host.start()
        qtbot.waitUntil(lambda: controller.game_number == 2 and controller.view is not None
                        and controller.view.result is None and controller.view.turn > 0, timeout=10_000)
        texts = [controller.log_text(e) for e in controller.log]
        assert texts[0] == "Game 1 of 2 starts"
        second = texts.index("Game 2 of 2 starts")
        assert texts[second - 1].endswith("won the game") or texts[second - 1].endswith("share the win")
        assert all("starts" not in t for t in texts[1:second])
        assert any(t.startswith("Bot 1 ") for t in texts) and any(t.startswith("Bot 2 ") for t in texts)


def drive_draws(qtbot: QtBot, host: Host, clients: dict[int, Client], turns: int) -> None:
    """The seated players draw in their turns (the bot plays its own) until ``turns`` draws are done."""
    for _ in range(turns):
        match = host.table.match
        assert match is not None
        qtbot.waitUntil(lambda: host.table.match.game.current in clients  # type: ignore[union-attr]
                        and clients[host.table.match.game.current].view is not None  # type: ignore[union-attr]
                        and clients[host.table.match.game.current].view.my_turn, timeout=10_000)  # type: ignore[union-attr]
        version = host.table.version
        clients[host.table.match.game.current].draw()  # type: ignore[union-attr]
        qtbot.waitUntil(lambda v=version: host.table.version != v, timeout=5000)


def test_a_rejoined_player_sees_the_games_turns_and_no_hidden_tile(qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    host = make_host(seats=3)
    host.table.add_bot("easy")
    anna, bob = make_client(host, "Anna"), make_client(host, "Bob")
    host.start()
    qtbot.waitUntil(lambda: anna.view is not None and bob.view is not None, timeout=5000)
    drive_draws(qtbot, host, {anna.seat: anna, bob.seat: bob}, 4)  # type: ignore[dict-item]
    assert bob.seat is not None and anna.seat is not None
    seat, token = bob.seat, bob.token
    bob.drop()
    bob.leave()
    qtbot.waitUntil(lambda: host.table.seats[seat].connected is False, timeout=5000)

    again = make_client(host, "Bob", token=token, wait=False)
    qtbot.waitUntil(lambda: again.view is not None, timeout=5000)
    controller = GameController(again)
    screen = GameScreen(controller)
    qtbot.addWidget(screen)
    shown = [screen.log.item(i).text() for i in range(screen.log.count())]
    assert shown[0] == "Game 1 of 3 starts"  # three seats: a round of three games
    drew = [t for t in shown if "drew" in t]
    assert sum(t.startswith("You drew ") for t in drew) == 2 and sum(t.startswith("Anna drew") for t in drew) == 2
    # Anna's tiles stay hers: only their number reached Bob.
    assert all(t == "Anna drew a tile" for t in drew if t.startswith("Anna"))
    history_draws = [e for e in again.history if isinstance(e, Drew)]
    assert all(e.tiles == () for e in history_draws if e.seat == anna.seat)
    assert all(len(e.tiles) == 1 for e in history_draws if e.seat == seat)
    # The bot's turns are there too, as many as the host has played.
    assert any(t.startswith("Bot 1 ") for t in shown)


def test_my_turns_played_while_i_was_away_are_told_as_the_bots() -> None:
    # I saw my opening and one draw before I dropped; the host's history on rejoining has two more
    # turns of mine: the away bot's, told as such, not as "You drew…".
    from rummi_qt.controller.turn_log import StandIn, my_turns, stand_ins

    opening = Melded(0, tuple(parse_tiles("k10 o10 r10")), True)
    mine = [opening, Drew(1, (), count=1), Drew(0, tuple(parse_tiles("b4")))]
    away = [Drew(1, (), count=1), Melded(0, tuple(parse_tiles("b5 b6 b7")), False), Drew(1, (), count=1),
            Drew(0, tuple(parse_tiles("o2"))), Passed(0, timed_out=True)]
    marked = stand_ins(my_turns(mine, 0), [*mine, *away], 0)
    assert marked[:4] == [*mine, away[0]]
    assert marked[4] == StandIn(away[1]) and marked[6] == StandIn(away[3])
    assert marked[7] == away[4], "a turn the clock ended says so itself"
    def text(entry: object) -> str:
        return log_text(entry, lambda s: f"Seat {s}", 0).replace("\N{NO-BREAK SPACE}", " ")  # type: ignore[arg-type]

    assert text(marked[4]) == "While you were away, a bot laid Blue 5, Blue 6, Blue 7 for you"
    assert text(marked[6]) == "While you were away, a bot drew Orange 2 for you"
    # An app started again that kept no count: its turns stay as they were.
    assert stand_ins(None, [*mine, *away], 0) == [*mine, *away]


def test_a_player_back_from_a_drop_reads_the_away_bots_turns_as_the_bots(
        qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    host = make_host(seats=2, away_bot="easy")  # FAST: the grace is over in 0.4 s
    anna, bob = make_client(host, "Anna"), make_client(host, "Bob")
    controller = GameController(bob)
    host.start()
    qtbot.waitUntil(lambda: anna.view is not None and bob.view is not None, timeout=5000)
    assert bob.seat is not None and anna.seat is not None
    drive_draws(qtbot, host, {anna.seat: anna, bob.seat: bob}, 2)  # one turn each, Bob's seen by his app
    seat = bob.seat
    qtbot.waitUntil(lambda: any(controller.log_text(e).startswith("You drew") for e in controller.log), timeout=5000)
    bob._retry.setInterval(60_000)  # noqa: SLF001 - his laptop sleeps until told
    bob.drop()
    qtbot.waitUntil(lambda: host.table.seats[seat].connected is False, timeout=5000)
    # Anna draws; the away bot plays Bob's turn for him.
    history = host.table.history
    drive_draws(qtbot, host, {anna.seat: anna}, 1)
    qtbot.waitUntil(lambda: sum(getattr(e, "seat", -1) == seat for e in history
                                if type(e).__name__ in ("Drew", "Melded", "Passed")) >= 2, timeout=10_000)
    bob._retry.setInterval(50)  # noqa: SLF001 - he is back
    bob._reconnect()  # noqa: SLF001
    qtbot.waitUntil(lambda: any("While you were away, a bot" in controller.log_text(e) for e in controller.log),
                    timeout=10_000)
    texts = [controller.log_text(e) for e in controller.log]
    assert sum(t.startswith("You drew") for t in texts) == 1, texts  # his own draw, before he dropped


def test_an_app_started_again_reads_the_away_bots_turns_as_the_bots_too(
        qtbot: QtBot, make_host, make_client, tmp_path) -> None:  # noqa: F811
    # The app kept, beside the rack, how many of its turns it had seen: the new app counts from there.
    from rummi_qt.controller.rack_memory import RackMemory

    memory = RackMemory(tmp_path / "racks.json")
    host = make_host(seats=2, away_bot="easy")
    anna, bob = make_client(host, "Anna"), make_client(host, "Bob")
    first = GameController(bob, memory=memory)
    host.start()
    qtbot.waitUntil(lambda: anna.view is not None and bob.view is not None, timeout=5000)
    assert bob.seat is not None and anna.seat is not None
    drive_draws(qtbot, host, {anna.seat: anna, bob.seat: bob}, 2)
    seat, token = bob.seat, bob.token
    qtbot.waitUntil(lambda: memory.turns_seen(bob.table_id, seat, 1) == 1, timeout=5000)
    bob.drop()
    bob.leave()  # the app is closed
    del first
    qtbot.waitUntil(lambda: host.table.seats[seat].connected is False, timeout=5000)
    history = host.table.history
    drive_draws(qtbot, host, {anna.seat: anna}, 1)
    qtbot.waitUntil(lambda: sum(getattr(e, "seat", -1) == seat for e in history
                                if type(e).__name__ in ("Drew", "Melded", "Passed")) >= 2, timeout=10_000)
    again = make_client(host, "Bob", token=token, wait=False)
    qtbot.waitUntil(lambda: again.view is not None and bool(again.history), timeout=5000)
    controller = GameController(again, memory=memory)
    texts = [controller.log_text(e) for e in controller.log]
    assert sum(t.startswith("You drew") for t in texts) == 1, texts
    assert any(t.startswith("While you were away, a bot") for t in texts), texts


def test_a_moves_line_in_the_log_marks_its_tiles_on_the_board(qtbot: QtBot, make_client) -> None:  # noqa: F811
    """An onlooker watches two bots play a game, then clicks lines of the log."""
    with watching_two_bots(make_client) as (host, controller):
        screen = GameScreen(controller)
        qtbot.addWidget(screen)
        host.start()
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.result is not None, timeout=60_000)
        melds = [row for row, e in enumerate(controller.log) if isinstance(e, Melded)]
        assert len(melds) >= 2
        board = controller.view.board  # type: ignore[union-attr]
        first = screen.log.item(melds[0])
        assert first.toolTip() == "Click to mark this move's tiles on the board"
        screen.log.itemClicked.emit(first)
        marked = screen.table._recent  # noqa: SLF001 - the marks on the board
        entry = controller.log[melds[0]]
        assert marked and marked != controller.recent
        assert screen.table.marking_chosen, "in their own look: a newcomer took them for the last move's"
        assert all(board[cell] == tile for cell, tile in marked.items())
        assert set(entry.played) <= set(marked.values()), "the tiles it laid (and any it moved)"
        assert screen.message.text().startswith("Marked on the board: Bot ")
        # Every move's line marks every tile it laid, where it lies at the end: followed through the
        # later moves (by value alone, a twin or a pushed set had marked other tiles, or none).
        for row in melds:
            entry = controller.log[row]
            cells = controller.move_cells(entry)
            assert cells is not None and all(board[cell] == tile for cell, tile in cells.items())
            assert not Counter(entry.played) - Counter(cells.values()), controller.log_text(entry)
        # The last move's line, or a line that is no move, brings the last move's marks back.
        screen.log.itemClicked.emit(screen.log.item(melds[-1]))
        assert screen.table._recent == controller.recent and not screen.table.marking_chosen  # noqa: SLF001
        assert screen.message.text().startswith("The last move, marked in gold: Bot "), "an answer, as for the others"
        screen.log.itemClicked.emit(first)
        heading = screen.log.item(0)
        assert not heading.toolTip()
        screen.log.itemClicked.emit(heading)
        assert screen.table._recent == controller.recent  # noqa: SLF001
        assert not screen.message.text().startswith("Marked on the board"), "the marks are the last move's again"
        # The log built again (a rejoin, a language) keeps the move chosen, its marks with it; the
        # marks going back to the last move (a new move came) leave no other line highlighted.
        screen.log.itemClicked.emit(first)
        screen._show_log()  # noqa: SLF001
        assert screen.log.currentRow() == melds[0] and screen.table.marking_chosen
        controller.recent_changed.emit(controller.recent)
        assert screen.log.currentRow() == -1 and not screen.table.marking_chosen



@pytest.mark.parametrize("seed", [1, 2])
def test_an_earlier_moves_line_marks_the_tiles_it_laid_where_later_moves_put_them(
        qtbot: QtBot, make_client, seed: int) -> None:  # noqa: F811
    # Hard bots rearrange the board every turn: a newcomer's click on "Bot 2 laid Orange 8, …" marked
    # tiles it never laid and missed one it did (found by value alone, twins and pushed sets).
    with watching_two_bots(make_client, "hard", seed=seed) as (host, controller):
        host.start()
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.result is not None, timeout=60_000)
        board = controller.view.board  # type: ignore[union-attr]
        melds = [e for e in controller.log if isinstance(e, Melded)]
        assert len(melds) >= 3
        for entry in melds:
            cells = controller.move_cells(entry)
            assert cells is not None and all(board[cell] == tile for cell, tile in cells.items())
            assert not Counter(entry.played) - Counter(cells.values()), controller.log_text(entry)


def test_back_at_a_game_the_last_moves_marks_and_the_log_lines_come_from_the_record(
        qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    host = make_host(seats=3)
    host.table.add_bot("easy")
    anna, bob = make_client(host, "Anna"), make_client(host, "Bob")
    host.start()
    qtbot.waitUntil(lambda: anna.view is not None and bob.view is not None, timeout=5000)
    assert anna.seat is not None and bob.seat is not None
    for _ in range(40):  # the people draw until the bot has laid a move
        if any(isinstance(e, Melded) for e in host.table.history):
            break
        drive_draws(qtbot, host, {anna.seat: anna, bob.seat: bob}, 1)
    melds = [e for e in host.table.history if isinstance(e, Melded)]
    assert melds, "the bot laid no move in 40 draws"
    seat, token = bob.seat, bob.token
    bob.drop()
    bob.leave()
    qtbot.waitUntil(lambda: host.table.seats[seat].connected is False, timeout=5000)
    again = make_client(host, "Bob", token=token, wait=False)
    qtbot.waitUntil(lambda: again.view is not None and bool(again.history), timeout=5000)
    controller = GameController(again)
    screen = GameScreen(controller)
    qtbot.addWidget(screen)
    drive_draws(qtbot, host, {anna.seat: anna, seat: again}, 1)  # a view comes: the marks follow the log
    qtbot.waitUntil(lambda: bool(controller.recent), timeout=5000)
    board = controller.view.board  # type: ignore[union-attr]
    assert all(board[cell] == t for cell, t in controller.recent.items())
    assert set(controller.recent.values()) <= set(melds[-1].played)
    assert screen.table._recent == controller.recent  # noqa: SLF001 - the bars on the board
    row = next(i for i, e in enumerate(controller.log) if e == melds[-1])
    assert screen.log.item(row).toolTip() == "Click to mark this move's tiles on the board"


def test_a_set_only_pushed_along_is_no_part_of_the_moves_marks() -> None:
    # r8 laid after r5 r6 r7 pushes k9 o9 b9 a cell on: only Red 8 is the move's (a newcomer saw
    # the pushed group marked as if the player had laid it).
    from types import SimpleNamespace

    from rummi_qt.engine import Board, Cell

    def row(text: str) -> Board:
        return Board({Cell(1, col): parse_tiles(word)[0] for col, word in enumerate(text.split()) if word != "."})

    def marks(old: str, new: str) -> list[str]:
        cells = GameController._changed_cells(SimpleNamespace(turn_board=row(old)),  # type: ignore[arg-type]  # noqa: SLF001
                                              SimpleNamespace(board=row(new)))  # type: ignore[arg-type]
        return [f"{cell.col}:{t}" for cell, t in sorted(cells.items())]

    assert marks("r5 r6 r7 . k9 o9 b9", "r5 r6 r7 r8 . k9 o9 b9") == ["3:r8"]
    # Blue 9 laid before Blue 10-13, the run moved along to make room: Blue 9 alone is the move's.
    assert marks("b10 b11 b12 b13", "b9 b10 b11 b12 b13") == ["0:b9"]
    # Red 7 taken from its run into a group with Black 7 and Orange 7: the group's tiles are.
    assert marks("r4 r5 r6 r7", "r4 r5 r6 . k7 o7 r7") == ["4:k7", "5:o7", "6:r7"]
    # A second Orange 10 laid before the first's run moved along: the laid copy is marked (it was not).
    assert marks("o10 o11 o12 . k10 b10 r10", "o10 o10 o11 o12 . k10 b10 r10") in (
        ["0:o10", "1:o10"], ["1:o10"], ["0:o10"])
    assert marks("k10 b10 r10 . o10 o11 o12", "k10 b10 r10 o10 . o10 o11 o12") == ["3:o10"]


def test_the_owner_is_named_when_the_timer_is_paused() -> None:
    from rummi_qt.controller.turn_log import TimerPaused

    assert log_text(TimerPaused(True, "Anna"), lambda seat: "", 1) == "Anna paused the turn timer"
    assert log_text(TimerPaused(False, "Anna"), lambda seat: "", 1) == "Anna set the turn timer running again"
