"""A table's series of games: rounds of as many games as players, and the score book across them."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .actions import Action
from .game import GameState, Options, Outcome, StartingDraw, apply, new_game
from .scoring import ScoreBook


@dataclass(frozen=True, slots=True)
class Match:
    """The game being played, and the score book of the games before it."""

    game: GameState
    book: ScoreBook
    starting_draw: StartingDraw | None = None

    @staticmethod
    def start(seats: int, rng: random.Random, options: Options | None = None, rounds: int = 1) -> Match:
        game, starting = new_game(seats, rng, options)
        return Match(game, ScoreBook.for_table(seats, rounds), starting)

    @property
    def game_number(self) -> int:
        """1 for the first game of the table."""
        return len(self.book.results) + (0 if self.game.over else 1)

    @property
    def finished(self) -> bool:
        """Every planned game has been played."""
        return self.book.finished

    def apply(self, action: Action) -> tuple[Match, Outcome]:
        outcome = apply(self.game, action)
        match = replace(self, game=outcome.state)
        if outcome.state.result is not None and not self.game.over:
            match = replace(match, book=self.book.add(outcome.state.result))
        return match, outcome

    def next_game(self, rng: random.Random) -> Match:
        """The next game of the round: the seat after the previous game's first player starts."""
        if not self.game.over:
            raise ValueError("the game in progress has not ended")
        if self.finished:
            raise ValueError("every planned game has been played")
        first = (self.game.first_seat + 1) % self.game.seats
        game, _ = new_game(self.game.seats, rng, self.game.options, first_seat=first)
        return Match(game, self.book, None)
