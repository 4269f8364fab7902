"""The game screen follows the host: another player's edits move their tiles across my board in a
short animation that then stops; my own edits show at once. Real host and clients on loopback."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QTimer
from PySide6.QtWidgets import QGraphicsPixmapItem
from pytestqt.qtbot import QtBot

from rummi_qt.controller.session import GameController
from rummi_qt.engine import Cell
from rummi_qt.network.client import Client
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.table_view import RackSlot, TableView
from tests.network.conftest import make_client, make_host  # noqa: F401 - fixtures

RUNNING = QAbstractAnimation.State.Running


def at_rest(table: TableView) -> bool:
    """No animation, no timer, every board tile where its cell is and nothing else on the felt."""
    if table.motion.running or [timer for timer in table.findChildren(QTimer) if timer.isActive()]:
        return False
    board_items = {table.tile_item(cell) for cell, _ in table.board}
    rack_items = {item for slot in range(len(table.rack)) if (item := table.tile_item(RackSlot(slot))) is not None}
    pixmaps = {item for item in table.scene().items() if isinstance(item, QGraphicsPixmapItem)}
    return pixmaps == board_items | rack_items and all(
        item is not None and item.pos() == table.table_layout.item_pos(cell) and item.opacity() == 1.0
        for cell, _ in table.board for item in [table.tile_item(cell)])


def moving_spots(table: object) -> list[object]:
    """The spots whose tile is moving now."""
    motion = table.motion  # type: ignore[attr-defined]
    return [spot for spot, item in table._tiles.items() if item in motion]  # type: ignore[attr-defined]  # noqa: SLF001


def free_cells(client: Client, row: int) -> list[Cell]:
    view = client.view
    assert view is not None
    return [Cell(row, col) for col in range(2, 20) if view.board[Cell(row, col)] is None]


def test_others_edits_move_on_my_board_and_my_own_edits_do_not(qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    host = make_host(seats=2)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    controller = GameController(ann, ["Ann", "Bob"])
    screen = GameScreen(controller)
    qtbot.addWidget(screen)
    screen.resize(1200, 800)
    screen.show()
    qtbot.waitExposed(screen)
    table = screen.table
    flags: list[bool] = []
    controller.board_changed.connect(lambda _board, others: flags.append(others))
    runs: list[object] = []
    table.motion.animation.stateChanged.connect(lambda new, _old: runs.append(new) if new == RUNNING else None)
    with qtbot.waitSignal(ann.turn_started, timeout=5000):
        host.start()
    qtbot.waitUntil(lambda: controller.view is not None and bob.view is not None, timeout=5000)
    assert flags == [False] and not runs  # the game's first view jumps into place

    def bob_edits() -> None:
        view = bob.view
        assert view is not None and view.rack is not None
        first, second = free_cells(bob, 6)[:2]
        # Bob lays a tile from his rack: on Ann's board it fades in and settles on its cell.
        with qtbot.waitSignal(table.motion.animation.finished, timeout=5000):
            bob.place(view.rack[0], first)
        assert table.board[first] == view.rack[0] and flags[-1] is True
        qtbot.waitUntil(lambda: at_rest(table), timeout=2000)
        # He moves it: it glides to the new cell.
        moving = table.tile_item(first)
        with qtbot.waitSignal(table.motion.animation.finished, timeout=5000):
            bob.move(first, second)
        assert table.tile_item(second) is moving and table.tile_item(first) is None
        qtbot.waitUntil(lambda: at_rest(table), timeout=2000)
        # He takes it back: it fades out and leaves nothing behind.
        with qtbot.waitSignal(table.motion.animation.finished, timeout=5000):
            bob.undo()
        assert table.board[second] is None and moving is not None and moving.scene() is None
        qtbot.waitUntil(lambda: at_rest(table), timeout=2000)
        turn = view.turn
        bob.draw()
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.turn != turn, timeout=5000)

    def ann_edits() -> None:
        view = controller.view
        assert view is not None
        slot = next(i for i, t in enumerate(controller.rack.slots) if t is not None)
        before = len(runs)
        controller.place_from_rack(slot, free_cells(ann, 6)[0])
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.changed, timeout=5000)
        assert flags[-1] is False and len(runs) == before and at_rest(table)  # in place at once
        controller.undo()
        qtbot.waitUntil(lambda: controller.view is not None and not controller.view.changed, timeout=5000)
        assert flags[-1] is False and len(runs) == before and at_rest(table)
        turn = view.turn
        controller.draw()
        qtbot.waitUntil(lambda: controller.view is not None and controller.view.turn != turn, timeout=5000)
        # Her drawn tile slides from the pool into her rack: a rack's motion, not a move on the board.
        assert len(runs) <= before + 1 and all(not isinstance(s, Cell) for s in moving_spots(table))
        qtbot.waitUntil(lambda: at_rest(table), timeout=2000)
        del runs[before:]

    view = controller.view
    assert view is not None
    phases = [ann_edits, bob_edits] if view.current == ann.seat else [bob_edits, ann_edits]
    for phase in phases:
        phase()
    assert len(runs) == 3  # Bob's three edits, none of Ann's
    assert at_rest(table)
