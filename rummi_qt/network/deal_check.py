"""Each app's own check of a deal: what it saw of one game (the commitments before the deal, its
rack, every draw, the public tiles at the end), replayed against the seed the host reveals.

Pure Python: the client feeds it messages and views; the words are the widgets' (codes here)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rummi_qt.engine import Drew, Event, Melded, NotationError, Tile, format_tiles, new_game, parse_tiles
from rummi_qt.engine.tiles import RACK_SIZE
from rummi_qt.engine.views import SPECTATOR, PlayerView

from .fairness import commitment, deal_seed, new_part


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing that did not match (a problem) or could not be checked (a gap): a code the client
    words in its language, the seat it concerns (-1: none), and tiles in notation."""

    code: str
    seat: int = -1
    tiles: str = ""


@dataclass(frozen=True, slots=True)
class DealReport:
    game: int
    problems: tuple[Finding, ...] = ()
    gaps: tuple[Finding, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(slots=True)
class GameWatch:
    """What one app saw of one game, from its deal to its end."""

    game: int
    host_commit: str
    commits: dict[int, str]
    seen_before_deal: bool  # the commitments reached us while the deal was still open
    my_part: str | None = None
    first_view: PlayerView | None = None
    last_view: PlayerView | None = None
    events: list[Event] = field(default_factory=list)
    dealt_rack: tuple[Tile, ...] | None = None  # my rack as it was dealt, when this app saw it so


class DealWatch:
    """One app's part in every deal: makes and keeps its contributions, follows each game."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.table_id = ""
        self._parts: dict[tuple[int, int, str], str] = {}  # (game, round, host commit) -> our part
        self._open: dict[str, object] | None = None  # the round last seen before its deal
        self.game: GameWatch | None = None

    # --- before the deal -----------------------------------------------------------------------

    def part_for(self, game: int, round_number: int, host_commit: str) -> str:
        """Our part for that round, made once (a repeated round message never makes a second)."""
        key = (game, round_number, host_commit)
        if key not in self._parts:
            self._parts[key] = new_part()
        return self._parts[key]

    def has_part(self, game: int, round_number: int, host_commit: str) -> bool:
        return (game, round_number, host_commit) in self._parts

    def saw_round(self, game: int, round_number: int, host_commit: str, commits: dict[int, str],
                  dealt: bool) -> None:
        """A round's commitments as the host published them; ``dealt``: the game has been dealt."""
        if not dealt:
            self._open = {"game": game, "host": host_commit}
            return
        before = self._open is not None and self._open == {"game": game, "host": host_commit}
        if self.game is not None and self.game.game == game and self.game.host_commit == host_commit:
            return  # the same dealt round again (a rejoin): keep what we saw
        mine = self._parts.get((game, round_number, host_commit)) if before else None
        self.game = GameWatch(game, host_commit, dict(commits), before, mine)
        self._open = None

    # --- during the game -------------------------------------------------------------------------

    def saw_view(self, view: PlayerView, events: Iterable[Event], history: list[Event] | None) -> None:
        watch = self.game
        if watch is None:
            return
        if watch.first_view is None:
            watch.first_view = view
            pristine = view.turn == 1 and not view.changed and all(n == RACK_SIZE for n in view.rack_counts)
            if pristine and view.rack is not None and watch.dealt_rack is None:
                watch.dealt_rack = tuple(view.rack)
        if history is not None:
            watch.events = [e for e in history if isinstance(e, (Drew, Melded))]  # a rejoin: the host's account
        watch.events.extend(e for e in events if isinstance(e, (Drew, Melded)))
        watch.last_view = view

    # --- kept on disk, for an app started again ---------------------------------------------------

    def kept(self) -> dict[str, Any] | None:
        """What this app saw before the game it follows began (the commitments, its own part, its
        rack as dealt), to be kept beside the player's rack: an app started again mid-game can
        still check the whole deal (it had said "could not be checked")."""
        watch = self.game
        if watch is None:
            return None
        return {"game": watch.game, "host": watch.host_commit, "commits": {str(k): v for k, v in watch.commits.items()},
                "before": watch.seen_before_deal, "part": watch.my_part,
                "rack": None if watch.dealt_rack is None else format_tiles(watch.dealt_rack)}

    def restore(self, data: object) -> None:
        """Take back what :meth:`kept` gave, for the same game and host commitment: it fills in what
        an app started again missed (anything malformed, or of another game, is left alone)."""
        try:
            if not isinstance(data, dict):
                return
            game, host = int(data["game"]), str(data["host"])
            commits = {int(k): str(v) for k, v in dict(data["commits"]).items()}
            before = data["before"] is True
            part = data["part"] if isinstance(data["part"], str) else None
            if part is not None and commitment(part) not in commits.values():
                part = None  # not a part this app committed to: a damaged file accuses no one
            rack = tuple(parse_tiles(data["rack"])) if isinstance(data["rack"], str) else None
        except (KeyError, TypeError, ValueError, NotationError):
            return
        watch = self.game
        if watch is None:
            watch = self.game = GameWatch(game, host, commits, before, part)
        elif (watch.game, watch.host_commit) != (game, host):
            return
        if before and not watch.seen_before_deal and commits == watch.commits:
            watch.seen_before_deal, watch.my_part = True, part
        if watch.dealt_rack is None:
            watch.dealt_rack = rack

    # --- after the game ------------------------------------------------------------------------

    def check(self, game: int, host_secret: str, parts: dict[int, str]) -> DealReport:
        """Replay the deal from the revealed secret and parts; say what matched and what was unseen."""
        watch = self.game
        if watch is None or watch.game != game or watch.last_view is None:
            return DealReport(game, gaps=(Finding("unseen"),))
        problems: list[Finding] = []
        gaps: list[Finding] = []
        if not watch.seen_before_deal:
            gaps.append(Finding("late_commitments"))
        if commitment(host_secret) != watch.host_commit:
            problems.append(Finding("host_secret"))
        for seat, part in sorted(parts.items()):
            if commitment(part) != watch.commits.get(seat):
                problems.append(Finding("part", seat))
        me = watch.last_view.seat
        if watch.my_part is not None and parts.get(me) != watch.my_part:
            problems.append(Finding("own_part"))
        problems += self._replay(watch, deal_seed(self.table_id, game, host_secret, parts), gaps)
        return DealReport(game, tuple(problems), tuple(gaps))

    @staticmethod
    def _replay(watch: GameWatch, seed: int, gaps: list[Finding]) -> list[Finding]:
        last = watch.last_view
        assert last is not None
        seats, me = last.seats, last.seat
        # The table's first game chooses its first player by a starting draw from the same shuffle.
        starting = watch.game == 1
        state, _ = new_game(seats, random.Random(seed), last.options, None if starting else last.first_seat)
        problems: list[Finding] = []
        if state.first_seat != last.first_seat:
            problems.append(Finding("first_seat", last.first_seat))
        if me != SPECTATOR:
            if watch.dealt_rack is not None:
                if Counter(watch.dealt_rack) != Counter(state.racks[me]):
                    problems.append(Finding("rack", me, format_tiles(sorted(watch.dealt_rack))))
            else:
                gaps.append(Finding("rack_unseen"))
        pool = state.pool
        draws = [e for e in watch.events if isinstance(e, Drew)]
        counts = [e.count if not e.tiles else len(e.tiles) for e in draws]
        # The draws seen account for the whole pool since the deal only when this app saw the game
        # from its start (or was sent all of it). Otherwise they are the game's last turns (a late
        # join, a resumed table whose account was cut short): each is then placed from the pool's
        # end as it is now, and what tiles each seat had in all cannot be told.
        whole = len(pool) - sum(counts) == last.pool_size
        left = len(pool) if whole else last.pool_size + sum(counts)
        if left > len(pool):
            gaps.append(Finding("draws_unseen"))
            return problems
        drawn: list[Counter[Tile]] = [Counter() for _ in range(seats)]
        played: list[Counter[Tile]] = [Counter() for _ in range(seats)]
        for event in watch.events:
            if isinstance(event, Melded):
                played[event.seat].update(event.played)
                continue
            assert isinstance(event, Drew)
            count = event.count if not event.tiles else len(event.tiles)
            expected = pool[max(0, left - count):left]
            left -= count
            drawn[event.seat].update(expected)
            if event.tiles and Counter(event.tiles) != Counter(expected):
                problems.append(Finding("draw", event.seat, format_tiles(event.tiles)))
        if not whole:
            gaps.append(Finding("draws_unseen"))  # joined late and the host's account was cut short
            return problems
        result = last.result
        if result is None:
            gaps.append(Finding("no_end"))
            return problems
        for seat in range(seats):
            had = Counter(state.racks[seat]) + drawn[seat]
            if had != Counter(result.racks[seat]) + played[seat]:
                problems.append(Finding("tiles", seat))
        return problems
