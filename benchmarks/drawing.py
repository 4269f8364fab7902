"""How fast the table draws: a full redraw at 1600×1000 with all 160 tiles, and a dragged tile.

Run: ``python benchmarks/drawing.py`` (offscreen unless QT_QPA_PLATFORM says otherwise).
Goals (issue 6): full redraw ≤ 8 ms median, a dragged tile's update ≤ 1 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt  # noqa: E402 - after the platform is chosen
from PySide6.QtGui import QImage, QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rummi_qt.engine.board import Board, Cell, layout  # noqa: E402
from rummi_qt.engine.tiles import Tile, parse_tiles  # noqa: E402
from rummi_qt.widgets.table_view import RackSlot, TableView  # noqa: E402
from rummi_qt.widgets.theme import DARK_THEME, LIGHT_THEME  # noqa: E402

WIDTH, HEIGHT = 1600, 1000


def full_board() -> Board:
    """All 160 tiles of the large set, as runs and groups."""
    sets: list[tuple[Tile, ...]] = []
    for colour in "kbor":
        for low, high in ((1, 5), (6, 9), (10, 13)):
            sets.append(parse_tiles(" ".join(f"{colour}{n}" for n in range(low, high + 1))))
    sets += [parse_tiles(f"k{n} b{n} o{n} r{n}") for n in range(1, 14)]
    for colour in "kbor":
        sets.append(parse_tiles(" ".join(f"{colour}{n}" for n in range(1, 7)) + " J"))
        sets.append(parse_tiles(" ".join(f"{colour}{n}" for n in range(8, 14))))
    sets.append(parse_tiles("k7 b7 o7 r7"))
    assert sum(len(s) for s in sets) == 160
    return layout(sets)


def timed(action: Callable[[], object], repeats: int) -> list[float]:
    """Milliseconds per call."""
    results = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        results.append((time.perf_counter() - start) * 1000)
    return results


def report(name: str, samples: list[float], goal: float | None = None) -> None:
    median = statistics.median(samples)
    p95 = sorted(samples)[int(len(samples) * 0.95) - 1]
    verdict = "" if goal is None else ("  ok" if median <= goal else f"  OVER the {goal} ms goal")
    print(f"{name:<58} median {median:7.3f} ms   p95 {p95:7.3f} ms{verdict}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--dark", action="store_true", help="use the dark theme")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])

    start = time.perf_counter()
    view = TableView(theme=DARK_THEME if args.dark else LIGHT_THEME)
    view.resize(WIDTH, HEIGHT)
    view.show()
    board = full_board()
    view.set_board(board)
    rack: list[Tile | None] = [*parse_tiles("b3 b5 b6 J r10 r11 k12 o2 o3 r4 k9 b9 o12 o13")]
    view.set_rack(rack)
    view.set_board_editable(True)
    app.processEvents()
    view.viewport().grab()
    first = (time.perf_counter() - start) * 1000
    viewport = view.viewport()
    print(f"Qt {app.platformName()}, {WIDTH}×{HEIGHT}, {len(view.board)} tiles on the board, "
          f"tiles {view.table_layout.tile_w}×{view.table_layout.tile_h} px, {args.repeats} repeats")
    print(f"{'view built, 160 tiles set, first frame (cold caches)':<58} {first:13.1f} ms")

    report("full redraw: viewport().grab()", timed(viewport.grab, args.repeats), goal=8)
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def render_into_image() -> None:
        viewport.render(image)

    report("full redraw: viewport().render() into a QImage", timed(render_into_image, args.repeats), goal=8)
    report("full redraw: viewport().repaint() (the window's own path)", timed(viewport.repaint, args.repeats), goal=8)

    # A dragged tile: one item moves a few pixels and its old and new rectangles are repainted.
    item = view.tile_item(Cell(0, 0))
    assert item is not None
    home = item.pos()
    offsets = [QPointF(dx, dy) for dx, dy in ((3, 2), (6, 5), (9, 7), (6, 4))]
    step = iter(range(10**9))

    def move_and_repaint() -> None:
        old = item.sceneBoundingRect()
        item.setPos(home + offsets[next(step) % len(offsets)])
        dirty = old.united(item.sceneBoundingRect()).toAlignedRect().adjusted(-2, -2, 2, 2)
        viewport.repaint(view.mapFromScene(dirty).boundingRect())

    report("dragged tile: setPos + repaint of its rectangle", timed(move_and_repaint, args.repeats), goal=1)
    item.setPos(home)

    # The whole path of a real drag: a mouse move event through the view's Python handler, the
    # scene's update and the viewport's repaint in the event loop.
    origin = view.spot_center(RackSlot(3))
    press = QMouseEvent(QEvent.Type.MouseButtonPress, QPointF(origin), QPointF(viewport.mapToGlobal(origin)),
                        Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, press)
    positions = [origin + QPoint(40 + 3 * (i % 40), -200 - 2 * (i % 25)) for i in range(args.repeats + 1)]
    moves = iter(positions)

    def mouse_move() -> None:
        position = QPointF(next(moves))
        event = QMouseEvent(QEvent.Type.MouseMove, position, QPointF(viewport.mapToGlobal(position.toPoint())),
                            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)
        app.processEvents()

    mouse_move()  # starts the drag
    report("dragged tile: mouse move event + event loop repaint", timed(mouse_move, args.repeats), goal=1)
    release = QMouseEvent(QEvent.Type.MouseButtonRelease, QPointF(origin), QPointF(viewport.mapToGlobal(origin)),
                          Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, release)

    copies = iter([Board(board.cells) for _ in range(50)])  # equal, not identical
    report("set_board with an equal board", timed(lambda: view.set_board(next(copies)), 50))
    moved = [board.moved(Cell(0, 0), Cell(13, 29)), board]
    flip = iter(range(10**9))
    report("set_board with one tile moved (+ text mirror)", timed(lambda: view.set_board(moved[next(flip) % 2]), 50))
    view.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
