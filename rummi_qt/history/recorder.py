"""Keeping the games a client plays, with no set-up: a row in the history database at each game's
end and, for a guest, its own copy of the record written from the views it receives.

A guest's copy holds only what the host let that seat see (``replay.py`` says how it reads): its
own rack from the deal on, every public move, another seat's draw as a count, and every rack once
the game has ended. The hosting player's copy is the host's full record, which the ``Keeper``
writes; this class then only files its games."""

from __future__ import annotations

import json
import logging
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from PySide6.QtCore import QObject, Signal, Slot

from rummi_qt.engine import (
    Drew,
    Event,
    GameEnded,
    GameResult,
    Melded,
    Passed,
    Tile,
    all_tiles,
    format_board,
    format_tiles,
    spec_for_seats,
)
from rummi_qt.engine.board import placed_at
from rummi_qt.engine.views import SPECTATOR, PlayerView
from rummi_qt.network import messages as m
from rummi_qt.network.appdata import app_data_folder
from rummi_qt.network.client import Client
from rummi_qt.network.deal_check import DealReport
from rummi_qt.network.wire import ProtocolError, book_from_wire

from .store import HistoryStore

log = logging.getLogger(__name__)


def default_history_folder() -> Path:
    """``history/`` in the platform's application-data folder (needs the app's names set)."""
    return app_data_folder() / "history"


def start_rack(view: PlayerView) -> tuple[Tile, ...]:
    """The seat's rack as the turn began: the tiles laid this turn are still its own."""
    assert view.rack is not None
    laid = view.board.tiles() - view.turn_board.tiles() if view.my_turn else Counter()
    return tuple(sorted(list(view.rack) + list(laid.elements())))


def result_line(result: GameResult) -> dict[str, Any]:
    return {"type": "end", "winners": list(result.winners), "racks": [format_tiles(r) for r in result.racks],
            "scores": list(result.changes)}


class GuestCopy:
    """A guest's record file, one JSON object per line, flushed after each batch."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[str] | None = None
        self.games = 0  # 'game' lines written
        self.open = False  # a game is under way in the file
        self.turn = 0  # the game's turn after the last view

    @classmethod
    def resume(cls, path: Path) -> GuestCopy:
        """Go on with a copy this app began at the same table before it was started again: its games
        are counted, and a game it left under way goes on (the next view writes a ``sync`` line for
        the turns missed). A last line cut short by the crash is dropped."""
        copy = cls(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return copy
        if text and not text.endswith("\n"):
            text = text[:text.rfind("\n") + 1]
            path.write_text(text, encoding="utf-8")
        for raw in text.splitlines():
            try:
                kind = json.loads(raw).get("type")
            except (ValueError, AttributeError):
                continue
            if kind == "game":
                copy.games += 1
                copy.open = True
            elif kind == "end":
                copy.open = False
        copy.turn = -1  # unknown: the next view is told as turns gone by unseen
        return copy

    def write(self, lines: list[dict[str, Any]]) -> None:
        if not lines:
            return
        if self._file is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = self.path.open("a", encoding="utf-8", newline="\n")
        for line in lines:
            self._file.write(json.dumps(line, separators=(",", ":")) + "\n")
        self._file.flush()

    def follow(self, view: PlayerView, events: list[Event], names: list[str],
               bots: Sequence[tuple[int, str]] = ()) -> None:
        """Append what this view and its events add to the game (``bots``: the bots' seats and levels)."""
        if not self.open or (view.result is None and view.turn < self.turn):  # a new game
            if view.result is not None:
                return  # a game that ended before we saw it begin: nothing of it to keep
            self.write([self._game_line(view, names, bots)])  # the table as found: this view's events are in it
            self.games += 1
            self.open = True
            self.turn = view.turn
            return
        lines: list[dict[str, Any]] = []
        turns = sum(isinstance(e, (Melded, Drew, Passed)) for e in events)
        expected = self.turn + turns
        if (view.result is None and view.turn != expected) or (view.result is not None and not turns
                                                                and not any(isinstance(e, GameEnded) for e in events)):
            lines.append(self._sync_line(view))  # turns went by unseen (a dropped connection)
            events = []
            if view.result is not None:
                lines.append(result_line(view.result))
                self.open = False
        for event in events:
            line = self._turn_line(event, view)
            if line is not None:
                lines.append(line)
            if isinstance(event, GameEnded):
                self.open = False
        self.turn = view.turn
        self.write(lines)

    def _game_line(self, view: PlayerView, names: list[str], bots: Sequence[tuple[int, str]] = ()) -> dict[str, Any]:
        racks: list[str | None] = [None] * view.seats
        racks[view.seat] = format_tiles(start_rack(view))
        line: dict[str, Any] = {
            "type": "game", "seats": names[:view.seats] + [""] * (view.seats - len(names)), "view": view.seat,
            "bots": [[seat, level] for seat, level in bots],
            "tile_set": len(all_tiles(spec_for_seats(view.seats))),
            "options": {"threshold": view.options.threshold, "official_penalty": view.options.official_penalty},
            "racks": racks, "first": view.current if view.turn > 1 else view.first_seat,
        }
        if view.turn > 1 or view.turn_board.sets():  # joined a game under way: the table as found
            line.update({"turn": view.turn, "board": format_board(view.turn_board.sets()),
                         "at": placed_at(view.turn_board),
                         "counts": list(view.rack_counts), "opened": list(view.opened), "pool_size": view.pool_size})
            if view.my_turn:
                line["counts"][view.seat] = len(start_rack(view))
        return line

    @staticmethod
    def _sync_line(view: PlayerView) -> dict[str, Any]:
        counts = list(view.rack_counts)
        if view.my_turn:
            counts[view.seat] = len(start_rack(view))
        return {"type": "sync", "turn": view.turn, "board": format_board(view.turn_board.sets()),
                "at": placed_at(view.turn_board),
                "rack": format_tiles(start_rack(view) if view.result is None else view.rack or ()),
                "counts": counts, "opened": list(view.opened), "pool_size": view.pool_size, "current": view.current}

    @staticmethod
    def _turn_line(event: Event, view: PlayerView) -> dict[str, Any] | None:
        if isinstance(event, Melded):
            return {"type": "turn", "seat": event.seat, "action": "meld",
                    "board": format_board(view.turn_board.sets()), "at": placed_at(view.turn_board),
                    "played": format_tiles(event.played)}
        if isinstance(event, Drew):
            line: dict[str, Any] = {"type": "turn", "seat": event.seat,
                                    "action": "timeout" if event.timed_out else "draw"}
            if event.seat != view.seat:
                line["count"] = event.count  # which tiles another seat drew is not ours to know
            elif event.penalty:
                line["tiles"] = [str(t) for t in event.tiles]
            elif event.tiles:
                line["tile"] = str(event.tiles[0])
            return line
        if isinstance(event, Passed):
            return {"type": "turn", "seat": event.seat, "action": "timeout" if event.timed_out else "pass"}
        if isinstance(event, GameEnded):
            return result_line(event.result)
        return None

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


class GameKeeper(QObject):
    """Files every game ``client`` plays in ``store``; ``full_record`` is the host's record when this
    app hosts the table (else the guest's own copy is written)."""

    game_kept = Signal(int)  # the game's row id, at its end

    def __init__(self, client: Client, store: HistoryStore, full_record: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.store = store
        self.full_record = full_record
        self.copy: GuestCopy | None = None
        self._table: int | None = None
        self._filed: set[int] = set()  # the record's games filed already
        self._seated: list[str] = []  # the table's players as kept last (Past games names a game under way's)
        client.view_changed.connect(self._on_view)
        client.chat_received.connect(self._on_chat)
        client.deal_checked.connect(self._on_deal_checked)

    @property
    def record(self) -> Path | None:
        return self.full_record if self.full_record is not None else self.copy.path if self.copy else None

    def _names(self) -> list[str]:
        lobby = self.client.lobby
        return [str(s.get("name") or "") for s in lobby.seats] if lobby is not None else []

    def _bots(self) -> list[tuple[int, str]]:
        lobby = self.client.lobby
        return [(seat, str(s.get("level") or "")) for seat, s in enumerate(lobby.seats)
                if s.get("kind") == "bot"] if lobby is not None else []

    @Slot(object, object)
    def _on_view(self, view: PlayerView, events: list[Event]) -> None:
        if view.seat == SPECTATOR:
            return  # an onlooker keeps nothing: it played no game
        try:
            self._keep(view, events)
        except (OSError, ValueError) as error:  # a full disk must not take the game down
            log.warning("could not keep the game: %s", error)

    def _write_copy(self, line: dict[str, Any]) -> None:
        """A line of the table's talk or of the deal's check, in a guest's copy of a game it keeps
        (the host's record has its own, from the host)."""
        if self.copy is None or not self.copy.games:
            return
        try:
            self.copy.write([line])
        except OSError as error:
            log.warning("could not keep the game: %s", error)

    @Slot(object)
    def _on_chat(self, msg: m.Chat) -> None:
        if msg.earlier:
            return  # kept when it was said
        said = {"text": msg.text} if msg.text else {"reaction": msg.reaction}
        self._write_copy({"type": "chat", "seat": msg.seat, "name": msg.name, **said})

    @Slot(object)
    def _on_deal_checked(self, report: DealReport) -> None:
        self._write_copy({"type": "deal", "game": report.game, "checked": report.ok,
                          "problems": [f.code for f in report.problems], "gaps": [f.code for f in report.gaps]})

    def _keep(self, view: PlayerView, events: list[Event]) -> None:
        names = self._names()
        if self._table is None:
            role = "host" if self.full_record is not None else "guest"
            kept = self.store.guest_record(self.client.table_id) if self.full_record is None else None
            if kept is not None:  # the app was started again at this table: its copy goes on
                self._table, path = kept
                self.copy = GuestCopy.resume(path)
            else:
                if self.full_record is None:
                    self.copy = GuestCopy(self.store.record_path(self.client.table_id, role))
                record = self.record
                assert record is not None
                self._table = self.store.add_table(self.client.table_id, self.client.table, role, record,
                                                   planned=self._planned())
        if self.copy is not None:
            self.copy.follow(view, events, names, self._bots())
        if names[:view.seats] != self._seated:
            self._seated = names[:view.seats]
            self.store.set_players(self._table, self._seated)
        if view.result is None:
            return
        result = view.result
        number = self._game_number()
        if number < 0 or number in self._filed:
            return
        self._filed.add(number)
        game_id = self.store.add_game(self._table, number, view.seat, names[:view.seats], result.changes,
                                      result.winners, view.turn, planned=self._planned(), bots=self._bots())
        self.game_kept.emit(game_id)

    def _planned(self) -> int:
        """How many games the table plays, as its score book says (0 when not known)."""
        lobby = self.client.lobby
        if lobby is None or not lobby.book:
            return 0
        try:
            return book_from_wire(lobby.book).games_planned
        except ProtocolError:
            return 0

    def _game_number(self) -> int:
        """Which game of the record just ended: the number of 'game' lines in it, less one."""
        if self.copy is not None:
            return self.copy.games - 1
        assert self.full_record is not None
        try:
            with self.full_record.open(encoding="utf-8") as file:
                return sum(1 for line in file if line.startswith('{"type":"game"')) - 1
        except OSError:
            return -1

    def close(self) -> None:
        if self.copy is not None:
            self.copy.close()
