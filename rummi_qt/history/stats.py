"""Statistics over kept games: per player name, and the player's own scores over their last games."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .store import KeptGame


@dataclass(frozen=True, slots=True)
class PlayerStats:
    name: str
    games: int
    wins: int
    average: float  # mean score change per game
    best: int  # the best score in one game

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "games": self.games, "wins": self.wins, "average": round(self.average, 1),
                "best": self.best}


def player_stats(games: Sequence[KeptGame], me: str | None = None) -> list[PlayerStats]:
    """One line per name seen at a table: ``me`` first (when given), then by games played, then name."""
    scores: dict[str, list[int]] = {}
    wins: dict[str, int] = {}
    for game in games:
        for seat, name in enumerate(game.players):
            scores.setdefault(name, []).append(game.scores[seat])
            wins[name] = wins.get(name, 0) + (seat in game.winners)
    stats = [PlayerStats(name, len(s), wins[name], sum(s) / len(s), max(s)) for name, s in scores.items()]
    return sorted(stats, key=lambda p: (p.name != me, -p.games, p.name.casefold()))


def my_scores(games: Sequence[KeptGame], last: int = 20) -> list[int]:
    """The player's own score in each of their last ``last`` games, oldest first (``games`` newest first)."""
    return [g.my_score for g in games[:last]][::-1]


def my_name(games: Sequence[KeptGame]) -> str | None:
    """The name the player used most (games are kept under the name they played with)."""
    counts: dict[str, int] = {}
    for game in games:
        counts[game.my_name] = counts.get(game.my_name, 0) + 1
    return max(counts, key=lambda n: counts[n]) if counts else None
