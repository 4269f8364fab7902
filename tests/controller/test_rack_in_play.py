"""The rack through whole turns against a real host on loopback, driven through the game screen:
laid tiles leave gaps that Close gaps closes, Ctrl+Z and Undo bring tiles back to the slots they
came from, and a drawn tile goes where the last sort puts it with the dot on the copy that arrived."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummi_qt.controller.rack import RackArrangement, SortOrder
from rummi_qt.controller.session import GameController
from rummi_qt.engine import COLUMNS, ROWS, Cell, Tile
from rummi_qt.network import fairness
from rummi_qt.network.client import Client
from rummi_qt.network.deal_check import DealWatch
from rummi_qt.widgets.game_screen import GameScreen
from tests.network.conftest import make_client, make_host  # noqa: F401 - fixtures

DEAL_SEED = 1


@pytest.fixture(autouse=True)
def fixed_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests follow one particular deal (with a drawn twin): every random part of the deal's
    commit–reveal, the host's and both apps', comes from a seeded generator."""
    rng = random.Random(DEAL_SEED)  # the host's secrets, in the order it makes them
    monkeypatch.setattr(fairness, "secrets", SimpleNamespace(token_hex=lambda size: rng.randbytes(size).hex()))

    def part_for(watch: DealWatch, game: int, round_number: int, host_commit: str) -> str:
        key = (game, round_number, host_commit)  # each app's part, from its seat and the round
        part = hashlib.sha256(f"{DEAL_SEED}/{watch.seat}/{game}/{round_number}".encode()).hexdigest()
        return watch._parts.setdefault(key, part)  # noqa: SLF001

    monkeypatch.setattr(DealWatch, "part_for", part_for)


def start(qtbot: QtBot, new_host: Callable[..., object], new_client: Callable[..., Client]
          ) -> tuple[GameScreen, GameController, Client]:
    host = new_host(seats=2)
    host.table.id = "rackplay"  # type: ignore[attr-defined] # the deal's seed names the table
    ann, bob = new_client(host, "Ann"), new_client(host, "Bob")
    controller = GameController(ann, ["Ann", "Bob"])
    screen = GameScreen(controller)
    qtbot.addWidget(screen)
    screen.resize(1200, 800)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: host.deal_is_ready, timeout=5000)  # type: ignore[attr-defined]
    host.start()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: controller.view is not None and bob.view is not None, timeout=5000)
    return screen, controller, bob


def my_turn(qtbot: QtBot, controller: GameController, bob: Client) -> None:
    """Wait until it is Ann's turn, Bob drawing on his."""
    while True:
        qtbot.waitUntil(lambda: bob.view is not None and controller.view is not None
                        and controller.view.turn == bob.view.turn, timeout=5000)
        view = controller.view
        assert view is not None
        if view.my_turn:
            return
        turn = view.turn
        bob.draw()
        qtbot.waitUntil(lambda t=turn: controller.view is not None and controller.view.turn != t, timeout=5000)


def free_row(controller: GameController) -> list[Cell]:
    view = controller.view
    assert view is not None
    rows = [[Cell(row, col) for col in range(COLUMNS)] for row in range(ROWS - 1, -1, -1)]
    return next(cells for cells in rows if all(view.board[c] is None for c in cells))


def test_laid_tiles_come_back_to_their_slots_and_close_gaps_closes_what_they_left(
        qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    screen, controller, bob = start(qtbot, make_host, make_client)
    my_turn(qtbot, controller, bob)
    screen.sort_groups.click()
    sorted_rack = screen.table.rack
    assert not screen.close_gaps.isEnabled()
    slots = [i for i, t in enumerate(sorted_rack) if t is not None]
    chosen = [slots[1], slots[4], slots[-1]]
    cells = free_row(controller)[2:5]
    for slot, cell in zip(chosen, cells, strict=True):
        with qtbot.waitSignal(controller.rack_changed, timeout=5000):
            screen.table.rack_tile_placed.emit(slot, cell)  # as a drag from the slot to the cell does
    laid = screen.table.rack
    assert [laid[s] for s in chosen] == [None, None, None]
    assert [t for i, t in enumerate(laid) if i not in chosen] == [t for i, t in enumerate(sorted_rack)
                                                                  if i not in chosen], "the rest stay put"
    assert screen.close_gaps.isEnabled()

    # Ctrl+Z takes back the last tile laid: it returns to its own slot.
    with qtbot.waitSignal(controller.rack_changed, timeout=5000):
        qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.table.rack[chosen[2]] == sorted_rack[chosen[2]]
    assert screen.table.rack[chosen[0]] is None and screen.table.rack[chosen[1]] is None
    # Undo takes back the rest: the rack is as it was.
    with qtbot.waitSignal(controller.rack_changed, timeout=5000):
        screen.undo_button.click()
    assert screen.table.rack == sorted_rack
    assert not screen.close_gaps.isEnabled()

    # Laid again and closed up: the gaps the laid tiles left are gone, the gaps between families stay.
    for slot, cell in zip(chosen[:2], cells[:2], strict=True):
        with qtbot.waitSignal(controller.rack_changed, timeout=5000):
            screen.table.rack_tile_placed.emit(slot, cell)
    assert inner_gaps(screen.table.rack) == inner_gaps(sorted_rack) + 2
    screen.close_gaps.click()
    closed = screen.table.rack
    assert not screen.close_gaps.isEnabled()
    assert [t for t in closed if t is not None] == [t for i, t in enumerate(sorted_rack)
                                                    if t is not None and i not in chosen[:2]]
    assert inner_gaps(closed) == inner_gaps(sorted_rack)


def inner_gaps(rack: list[Tile | None], width: int = 20) -> int:
    """Empty slots between the first and the last tile of each row."""
    count = 0
    for start in range(0, len(rack), width):
        row = rack[start:start + width]
        held = [i for i, t in enumerate(row) if t is not None]
        count += sum(1 for t in row[held[0]:held[-1]] if t is None) if held else 0
    return count


def test_drawn_tiles_go_where_the_sort_puts_them_with_the_dot_on_the_copy_that_arrived(
        qtbot: QtBot, make_host, make_client) -> None:  # noqa: F811
    screen, controller, bob = start(qtbot, make_host, make_client)
    duplicates = 0
    for turn in range(24):
        my_turn(qtbot, controller, bob)
        order = SortOrder.GROUPS if turn < 12 else SortOrder.RUNS
        (screen.sort_groups if order is SortOrder.GROUPS else screen.sort_runs).click()
        before = screen.table.rack
        view = controller.view
        assert view is not None
        with qtbot.waitSignal(controller.rack_changed, timeout=5000):
            screen.draw_button.click()
        after = screen.table.rack
        drawn: Tile = controller.view.last_drawn[0] if controller.view and controller.view.last_drawn else None
        tiles = [t for t in after if t is not None]
        assert tiles == sorted(tiles, key=order.key), "the rack still reads in the order of the last sort"
        assert screen.table.new_tile_slots() == [after.index(drawn) if drawn not in before else
                                                 next(i for i, t in enumerate(after) if t == drawn and before[i] != t)]
        marked = screen.table.new_tile_slots()[0]
        assert after[marked] == drawn
        if drawn in before:  # a twin was already there: it keeps its slot and gets no dot
            duplicates += 1
            twin = before.index(drawn)
            assert after[twin] == drawn and twin != marked
        others = [t for i, t in enumerate(after) if t is not None and i != marked]
        assert others == [t for t in before if t is not None], "the other tiles keep their order"
        if families_apart(before, order):  # and the gaps between families stay, where the rack has room
            fresh = RackArrangement.of(tiles).sorted_by(order)
            assert families_apart(after, order) == families_apart(list(fresh.slots), order)
    assert duplicates >= 1, "the seed gives at least one drawn twin"


def families_apart(rack: list[Tile | None], order: SortOrder, width: int = 20) -> bool:
    """Whether no two neighbouring tiles in a row belong to different families of the sort."""
    return not any(a is not None and b is not None and order.family(a) != order.family(b)
                   for i, (a, b) in enumerate(zip(rack, rack[1:], strict=False)) if (i + 1) % width)
