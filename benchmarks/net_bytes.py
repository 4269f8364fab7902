"""Bytes per client for a many-edit turn: the issue's turn of 11 edits (a tile placed, moved nine
times, Undo, then Draw) played by every player, at a table whose board grows because players lay
what their racks make on the turns between. Host and clients in one process (bytes do not care);
the figure is what the host wrote to each client from one turn's start to the next's.

The floor beside it: the 11 edits' own intents (what any relay must at least pass on)."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from rummi_qt.engine import COLUMNS, ROWS, Cell, GameEnded, TurnStarted, set_points
from rummi_qt.engine.bots import new_sets_from_rack
from rummi_qt.engine.views import PlayerView
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.table import Table


def free_cells(view: PlayerView, count: int) -> list[Cell]:
    found = []
    for row in reversed(range(ROWS)):
        for col in range(1, COLUMNS - 1):
            if all(view.board[Cell(row, c)] is None for c in (col - 1, col, col + 1)):
                found.append(Cell(row, col))
                if len(found) == count:
                    return found
    return found


@dataclass
class Player:
    client: Client
    turns: list[int] = field(default_factory=list)  # state versions of the many-edit turns it played
    intent_bytes: list[int] = field(default_factory=list)
    acted: int = -1

    def on_view(self, view: PlayerView, _events: object) -> None:
        c = self.client
        if not view.my_turn or self.acted == c.version or view.rack is None:
            return
        self.acted = c.version
        laid = new_sets_from_rack(view.rack)
        if laid and view.turn % 3 == 0 and (view.opened[view.seat]
                                            or sum(set_points(s) for s in laid) >= view.options.threshold):
            c.arrange(view.turn_board.sets() + laid)
            c.finish()
            return
        cells = free_cells(view, 10)
        if len(cells) < 10 or not view.pool_size:
            c.draw() if view.pool_size else c.pass_turn()
            return
        self.turns.append(c.version)
        sent = [m.PlaceTile(version=c.version, tile=str(view.rack[0]), cell=list(cells[0]))]
        moves = zip(cells, cells[1:], strict=False)
        sent += [m.MoveTile(version=c.version, source=list(a), target=list(b)) for a, b in moves]
        sent += [m.UndoTurn(version=c.version), m.DrawTile(version=c.version)]
        self.intent_bytes.append(sum(len(x.encode()) for x in sent))
        for intent in sent:
            c.send(intent)


def measure_bytes(players: int, onlookers: int, turns: int, seed: int) -> dict[str, list[float]]:
    app = QCoreApplication.instance() or QCoreApplication([])
    table = Table("Bytes", seed=seed)
    table.set_seat_count(players)
    table.games_planned = 1000
    host = Host(table, HostSettings(heartbeat_ms=600_000, silence_ms=1_200_000, handshake_ms=60_000,
                                    max_onlookers=64, max_onlookers_per_address=64))
    port = host.listen("127.0.0.1", 0)
    marks: dict[int, dict[int, int]] = {}  # state version → bytes sent to each connection when it began
    original = host._after_change  # noqa: SLF001

    def after_change(events: tuple[object, ...]) -> None:
        original(events)  # type: ignore[arg-type]
        if any(isinstance(e, (TurnStarted, GameEnded)) for e in events):
            marks[table.version] = {id(conn): conn.sent_bytes for conn in host._connections}  # noqa: SLF001
        if any(isinstance(e, GameEnded) for e in events):
            QTimer.singleShot(50, host.start)

    host._after_change = after_change  # type: ignore[method-assign]  # noqa: SLF001
    people: list[Player] = []
    clients: list[Client] = []
    for index in range(players + onlookers):
        client = Client(f"C{index}", spectator=index >= players, heartbeat_ms=600_000, silence_ms=1_200_000)
        clients.append(client)
        if index < players:
            player = Player(client)
            client.view_changed.connect(player.on_view)
            people.append(player)
        client.connect_to("127.0.0.1", port)
    loop = QEventLoop()
    QTimer.singleShot(1000, host.start)

    def check() -> None:
        if sum(len(p.turns) for p in people) >= turns:
            QTimer.singleShot(300, loop.quit)
        else:
            QTimer.singleShot(50, check)

    QTimer.singleShot(1000, check)
    QTimer.singleShot(120_000, loop.quit)
    loop.exec()
    per_client: list[float] = []
    onlooker_bytes: list[float] = []
    for player in people:
        for version in player.turns:
            begin, end = marks.get(version), marks.get(version + 1)
            if begin is None or end is None:
                continue
            for conn in host._connections:  # noqa: SLF001
                if id(conn) in begin and id(conn) in end:
                    per_client.append(end[id(conn)] - begin[id(conn)])
                    if conn.seat == -1:
                        onlooker_bytes.append(end[id(conn)] - begin[id(conn)])
    floor = [float(b) for p in people for b in p.intent_bytes]
    for client in clients:
        client.leave()
    host.close()
    app.processEvents()
    return {"per_client": per_client, "onlooker": onlooker_bytes, "floor": floor}


def summary(values: list[float]) -> str:
    if not values:
        return "no samples"
    return f"median {statistics.median(values):.0f} B, max {max(values):.0f} B ({len(values)} samples)"
