"""A hosted table with one bot, started through the app's own lobby, then dealt a chosen position:
the player's rack, the board and whether they have opened (the host's state changed in place and sent
to everyone as a fresh turn, as a resumed table would be). The game goes on from there for real."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from rummi_qt.engine import Board, Cell, Draft, TurnStarted, layout, parse_board, parse_tiles
from rummi_qt.session import AppSession
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.table_view import RackSlot, Spot, TableView


def start_game(window: MainWindow, session: AppSession, qtbot: QtBot, hints: bool = True,
               bot_level: str = "easy") -> GameScreen:
    """Host a table, add a bot (easy unless told), switch hints on or off, start: the game screen."""
    session.start.name_edit.setText("Anna")
    session.host_table()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LobbyScreen), timeout=10_000)
    session.lobby.bot_level.setCurrentIndex(session.lobby.bot_level.findData(bot_level))
    session.lobby.add_bot_button.click()
    qtbot.waitUntil(lambda: session.lobby.start_button.isEnabled(), timeout=5000)
    if session.lobby.hints.isChecked() != hints:
        session.lobby.hints.click()
        qtbot.waitUntil(lambda: session.client is not None and session.client.lobby is not None
                        and session.client.lobby.options.get("hints") is hints, timeout=5000)
    session.lobby.start_button.click()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), GameScreen), timeout=10_000)
    game = window.stack.currentWidget()
    assert isinstance(game, GameScreen)
    window.activateWindow()
    qtbot.waitActive(window)
    return game


def deal(session: AppSession, qtbot: QtBot, rack: str, board: str | Board = "", opened: bool = True,
         empty_pool: bool = False, bot_rack: str = "") -> None:
    """Make it the player's turn with this rack and board (RULES.md notation) and wait until it shows
    (with ``empty_pool``, nothing left to draw; with ``bot_rack``, the bot's rack)."""
    host, controller = session.host, session.controller
    assert host is not None and host.table.match is not None and controller is not None
    seat = 0  # the hosting player sits first
    game = host.table.match.game
    hands = list(game.racks)
    hands[seat] = tuple(sorted(parse_tiles(rack)))
    if bot_rack:
        hands[1] = tuple(sorted(parse_tiles(bot_rack)))
    laid = board if isinstance(board, Board) else layout(parse_board(board)) if board else Board()
    state = replace(game, racks=tuple(hands), board=laid, current=seat, draft=Draft.begin(laid, hands[seat]),
                    opened=tuple(opened if s == seat else True for s in range(game.seats)),
                    pool=() if empty_pool else game.pool)
    host.table.match = replace(host.table.match, game=state)
    host.table.version += 1
    host._after_change((TurnStarted(seat),))  # noqa: SLF001 - the broadcast a resumed table gets
    qtbot.waitUntil(lambda: controller.view is not None and controller.view.my_turn
                    and controller.view.rack is not None and sorted(controller.view.rack) == list(hands[seat])
                    and controller.view.board == laid
                    and (controller.view.pool_size == 0 or not empty_pool), timeout=5000)


def slot_of(table: TableView, tile: str) -> RackSlot:
    wanted = parse_tiles(tile)[0]
    return RackSlot(next(i for i, t in enumerate(table.rack) if t == wanted))


def drag(qtbot: QtBot, table: TableView, source: Spot, target: Spot) -> None:
    """A real mouse drag on the table, as a player does it (aiming once the board's zoom holds still)."""
    qtbot.waitUntil(lambda: not table.zooming)
    for spot in (source, target):
        if isinstance(spot, Cell):
            table.bring_into_sight(spot)  # the wheel pans there first
    viewport = table.viewport()
    start, end = table.spot_center(source), table.spot_center(target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(6, 9))
    qtbot.mouseMove(viewport, (start + end) / 2)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def settled(session: AppSession) -> bool:
    """The host has answered every edit sent."""
    controller = session.controller
    return controller is not None and controller.pending_edits == 0


def lay(qtbot: QtBot, session: AppSession, game: GameScreen, tiles: str, row: int, col: int) -> None:
    """Drag rack tiles to the board one by one from (row, col) rightwards, each answered by the host."""
    controller = session.controller
    assert controller is not None
    for offset, text in enumerate(tiles.split()):
        cell = Cell(row, col + offset)
        drag(qtbot, game.table, slot_of(game.table, text), cell)
        qtbot.waitUntil(lambda c=cell: settled(session) and controller.view is not None
                        and controller.view.board[c] is not None, timeout=5000)


def hint_on(app_window, qtbot: QtBot, rack: str, board: str):  # type: ignore[no-untyped-def]
    """A game where the player holds ``rack`` before ``board`` and has asked for a hint (H): the game
    screen, the session, its controller and the hint on show."""
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, rack, board=board)
    controller = session.controller
    assert controller is not None
    game.table.setFocus()
    qtbot.keyClick(game.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: controller.proposal is not None, timeout=10_000)
    return game, session, controller, controller.proposal
