"""Drop → tile shown, in the real table view: a client process with the game screen (offscreen) that
drags rack tiles onto the board with real mouse events, through the delay proxy, and times each
drop from the mouse release to the tile lying in its cell with the view repainted.

Beside it, in the same process, the bare floor: one pixmap item moved in a plain QGraphicsView and
the view repainted (one frame's work)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView

from rummi_qt.controller.session import GameController
from rummi_qt.engine import Cell
from rummi_qt.engine.board import COLUMNS, ROWS
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.table_layout import RackSlot

NONE = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


def bare_frame_ms(samples: int = 50) -> list[float]:
    """Move one tile-sized pixmap in a plain view and repaint: the least a shown drop can cost."""
    view = QGraphicsView()
    scene = QGraphicsScene(view)
    view.setScene(scene)
    view.resize(1200, 800)
    pixmap = QPixmap(40, 56)
    pixmap.fill(Qt.GlobalColor.white)
    item = QGraphicsPixmapItem(pixmap)
    scene.addItem(item)
    view.show()
    QApplication.processEvents()
    times = []
    for i in range(samples):
        t0 = time.perf_counter()
        item.setPos(10 + (i % 20) * 45, 10 + (i % 2) * 60)
        view.viewport().repaint()
        times.append((time.perf_counter() - t0) * 1000)
    view.close()
    return times


def run_dropper(port: int, drops: int, out: str, timeout: int) -> int:
    app = QApplication.instance() or QApplication([])
    client = Client("Dropper", heartbeat_ms=1000, silence_ms=30_000, retry_ms=200)
    controller = GameController(client)
    screen = GameScreen(controller)
    screen.resize(1200, 800)
    screen.show()
    table = screen.table
    results: dict[str, list[float]] = {"drop_ms": [], "rtt_ms": [], "floor_ms": bare_frame_ms(), "frame_ms": []}
    pings: dict[int, float] = {}
    state = {"busy": False, "n": 0}

    original = client._handle  # noqa: SLF001 - the benchmark times the pong of its own ping

    def handle(msg: m.Message) -> None:
        if isinstance(msg, m.Pong) and msg.n in pings:
            results["rtt_ms"].append((time.perf_counter() - pings.pop(msg.n)) * 1000)
        original(msg)

    client._handle = handle  # type: ignore[method-assign]  # noqa: SLF001

    def finish() -> None:
        Path(out).write_text(json.dumps(results))
        client.leave()
        app.quit()

    def free_cell() -> Cell | None:
        """An empty cell with empty neighbours, in the board's window the view shows now: a cell
        beyond the window's columns has a point in the viewport too (the zoom buttons' gutter), but
        a tile dropped there lands nowhere and goes back to the rack."""
        board = controller.view.board if controller.view is not None else None
        layout = table.table_layout
        for row in range(ROWS):
            for col in range(COLUMNS):
                cell = Cell(row, col)
                if board is not None and layout.shows(cell) and all(
                        board[Cell(row, c)] is None for c in (col - 1, col, col + 1) if 0 <= c < COLUMNS):
                    return cell
        return None

    def shown(cell: Cell) -> bool:
        item = table.tile_item(cell)
        return item is not None and item.isVisible() and item.pos() == table.table_layout.item_pos(cell)

    def drop_one() -> bool:
        slot = next((i for i, t in enumerate(table.rack) if t is not None), None)
        cell = free_cell()
        if slot is None or cell is None:
            return False
        viewport = table.viewport()
        start, end = table.spot_center(RackSlot(slot)), table.spot_center(cell)
        QTest.mousePress(viewport, LEFT, NONE, start)
        QTest.mouseMove(viewport, start + QPoint(6, 9))
        QTest.mouseMove(viewport, (start + end) / 2)
        QTest.mouseMove(viewport, end)
        t0 = time.perf_counter()
        QTest.mouseRelease(viewport, LEFT, NONE, end)
        deadline = t0 + 5
        while not shown(cell) and time.perf_counter() < deadline:
            app.processEvents()
        viewport.repaint()
        results["drop_ms"].append((time.perf_counter() - t0) * 1000)
        t1 = time.perf_counter()
        viewport.repaint()  # the same frame again, nothing changed: what showing any drop costs at least
        results["frame_ms"].append((time.perf_counter() - t1) * 1000)
        return True

    def play_turn() -> None:
        """Ten drops a turn, a player's pace apart (the answers arrive meanwhile), then Undo and Draw."""
        state["busy"] = True
        for _ in range(10):
            if len(results["drop_ms"]) >= drops or not drop_one():
                break
            QTest.qWait(120)
        state["n"] += 1
        pings[10_000 + state["n"]] = time.perf_counter()
        client.send(m.Ping(n=10_000 + state["n"]))
        QTest.qWait(250)
        controller.undo()
        QTest.qWait(250)
        controller.draw()
        state["busy"] = False
        if len(results["drop_ms"]) >= drops:
            QTimer.singleShot(500, finish)

    def on_view(_view: object) -> None:
        view = controller.view
        if view is not None and view.my_turn and not state["busy"] and controller.pending_edits == 0 \
                and not view.changed:
            state["busy"] = True
            QTimer.singleShot(300, play_turn)

    controller.view_changed.connect(on_view)
    client.closed.connect(lambda *_: finish())
    client.connect_to("127.0.0.1", port)
    QTimer.singleShot(timeout * 1000, finish)
    app.exec()
    return 0
