"""Scoring of a game (RULES.md item 7) and the score book of a round with its overall standing."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .tiles import Tile, rack_sum


def winners(final_racks: Sequence[Iterable[Tile]]) -> list[int]:
    """The seats that won: an emptied rack, or else the lowest rack sum (ties all win)."""
    sums = [rack_sum(r) for r in final_racks]
    lowest = min(sums)
    return [seat for seat, s in enumerate(sums) if s == lowest]


def settle(final_racks: Sequence[Iterable[Tile]]) -> list[int]:
    """Score changes, one per seat. Losers pay the difference to the lowest rack sum (their whole
    sum when someone went out); tied winners split the total, odd points going one each to the
    tied winners in seat order from seat 0. The changes always add up to zero."""
    racks = [list(r) for r in final_racks]
    if len(racks) < 2:
        raise ValueError("a game has at least two seats")
    sums = [rack_sum(r) for r in racks]
    lowest = min(sums)
    won = [seat for seat, s in enumerate(sums) if s == lowest]
    changes = [-(s - lowest) for s in sums]
    total = -sum(changes)
    share, odd = divmod(total, len(won))
    for index, seat in enumerate(won):
        changes[seat] = share + (1 if index < odd else 0)
    return changes


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game: who won, the racks left, and the score changes."""

    winners: tuple[int, ...]
    racks: tuple[tuple[Tile, ...], ...]
    changes: tuple[int, ...]
    went_out: bool

    @staticmethod
    def from_racks(final_racks: Sequence[Iterable[Tile]]) -> GameResult:
        racks = tuple(tuple(r) for r in final_racks)
        return GameResult(
            winners=tuple(winners(racks)),
            racks=racks,
            changes=tuple(settle(racks)),
            went_out=any(not r for r in racks),
        )


@dataclass(frozen=True, slots=True)
class ScoreBook:
    """The results of the games played so far at a table, and how many are planned."""

    seats: int
    games_planned: int
    results: tuple[GameResult, ...] = field(default=())

    @staticmethod
    def for_table(seats: int, rounds: int = 1) -> ScoreBook:
        """A round is as many games as there are players; the table plays ``rounds`` of them."""
        if rounds < 1:
            raise ValueError("a table plays at least one round")
        return ScoreBook(seats=seats, games_planned=seats * rounds)

    def add(self, result: GameResult) -> ScoreBook:
        if len(result.changes) != self.seats:
            raise ValueError("a result has one score change per seat")
        return ScoreBook(self.seats, self.games_planned, self.results + (result,))

    @property
    def finished(self) -> bool:
        return len(self.results) >= self.games_planned

    @property
    def totals(self) -> list[int]:
        return [sum(r.changes[seat] for r in self.results) for seat in range(self.seats)]

    @property
    def wins(self) -> list[int]:
        """Games won per seat; a shared win counts for each of the tied winners."""
        return [sum(seat in r.winners for r in self.results) for seat in range(self.seats)]

    def standing(self) -> list[int]:
        """Place per seat (1 is best): most games won, then highest total; ties share a place."""
        keys = [(w, t) for w, t in zip(self.wins, self.totals, strict=True)]
        return [1 + sum(other > key for other in keys) for key in keys]

    def overall_winners(self) -> list[int]:
        return [seat for seat, place in enumerate(self.standing()) if place == 1]
