"""Statistics over kept games: per player name, and the player's own scores over their last games."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rummi_qt.engine.bots import LEVELS
from rummi_qt.network.names import MADE_NAME

from .store import KeptGame


@dataclass(frozen=True, slots=True)
class PlayerStats:
    name: str
    games: int
    wins: int
    average: float  # mean score change per game
    best: int  # the best score in one game
    bots: str | None = None  # a line for the bots of this level ("" if not kept), not for a person

    def to_json(self) -> dict[str, object]:
        line: dict[str, object] = {"name": self.name, "games": self.games, "wins": self.wins,
                                   "average": round(self.average, 1), "best": self.best}
        if self.bots is not None:
            line["bots"] = self.bots
        return line


BOTS = "Bots"  # the name of a line of bots (``PlayerStats.bots`` says which)
_LEVELS = tuple(LEVELS)  # easiest first: the order of the bots' lines


def player_stats(games: Sequence[KeptGame], me: str | None = None) -> list[PlayerStats]:
    """One line per name seen at a table, and one per bot level: "Bot 1" is a different bot at each
    table, so the bots count by level (those of games kept without their levels on one line of
    their own). ``me`` first (when given), then by games played, then people before bots."""
    scores: dict[tuple[str, str | None], list[int]] = {}
    wins: dict[tuple[str, str | None], int] = {}
    for game in games:
        levels = dict(game.bots) if game.bots is not None else None
        for seat, name in enumerate(game.players):
            if levels is not None:
                key = (BOTS, levels[seat]) if seat in levels else (name, None)
            else:
                # Kept without its bots' levels: the seats the host named "Bot 2" were bots.
                made = MADE_NAME.fullmatch(name)
                key = (BOTS, "") if made is not None and made[1] == "Bot" else (name, None)
            scores.setdefault(key, []).append(game.scores[seat])
            wins[key] = wins.get(key, 0) + (seat in game.winners)
    stats = [PlayerStats(name, len(s), wins[(name, bots)], sum(s) / len(s), max(s), bots)
             for (name, bots), s in scores.items()]

    def order(line: PlayerStats) -> tuple[bool, int, bool, int, str]:
        level = _LEVELS.index(line.bots) if line.bots in _LEVELS else len(_LEVELS)
        return (line.bots is not None or line.name != me, -line.games, line.bots is not None, level,
                line.name.casefold())

    return sorted(stats, key=order)


def my_scores(games: Sequence[KeptGame], last: int = 20) -> list[int]:
    """The player's own score in each of their last ``last`` games, oldest first (``games`` newest first)."""
    return [g.my_score for g in games[:last]][::-1]


def my_name(games: Sequence[KeptGame]) -> str | None:
    """The name the player used most (games are kept under the name they played with)."""
    counts: dict[str, int] = {}
    for game in games:
        counts[game.my_name] = counts.get(game.my_name, 0) + 1
    return max(counts, key=lambda n: counts[n]) if counts else None
