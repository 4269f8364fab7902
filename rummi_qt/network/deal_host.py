"""The host's round of commit–reveal for each next game: opened for the seats as they are, closed
once every connected player committed (or at the deal), used for the seed, revealed at the end.
No Qt: the host sends what this returns."""

from __future__ import annotations

from typing import Any

from . import messages as m
from .fairness import DealError, DealRound, seats_to_wire
from .table import SeatKind, Table, TableState


class HostDeals:
    """Keeps the open round for the next game; the dealt one lives on the table (it is saved)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.open: DealRound | None = None
        self._seating: tuple[Any, ...] | None = None
        self._sent: dict[str, Any] | None = None

    def next_game(self) -> int | None:
        """The number of the game the next deal is for, or None while a game runs or none is left."""
        match = self.table.match
        if match is None:
            return 1
        if self.table.state is TableState.FINISHED or not match.game.over:
            return None
        return len(match.book.results) + 1

    def _seating_now(self) -> tuple[Any, ...]:
        # Who sits where and who is connected: any change opens a fresh round (fresh secrets for
        # all), so that a newcomer's part is never chosen knowing the others' revealed parts.
        return tuple((s.kind, s.token, s.level, s.connected) for s in self.table.seats)

    def sync(self) -> m.DealRound | None:
        """Open, renew or close the round as the seats now stand; the message to broadcast when
        what everyone may see of it changed (None: nothing new)."""
        game = self.next_game()
        if game is None:
            self.open, self._seating = None, None
            return None
        seating = self._seating_now()
        if self.open is None or self.open.game != game or seating != self._seating:
            number = self.open.round + 1 if self.open is not None and self.open.game == game else 1
            bots = [i for i, s in enumerate(self.table.seats) if s.kind is SeatKind.BOT]
            self.open, self._seating = DealRound.open(game, number, bots), seating
        seats = self.table.seats
        players = {i for i, s in enumerate(seats) if s.kind is SeatKind.HUMAN and s.connected}
        if not self.open.closed and all(s.kind is not SeatKind.EMPTY for s in seats) \
                and players <= set(self.open.commits):
            self.open.closed = True  # every part is bound: now, and only now, they may be shown
        return self._changed(self.open)

    def _changed(self, deal: DealRound) -> m.DealRound | None:
        public = deal.public()
        if public == self._sent:
            return None
        self._sent = public
        return round_message(deal)

    def current(self) -> m.DealRound | None:
        """What a newcomer is shown: the open round, or the commitments of the game being played."""
        deal = self.open or self.table.dealt
        return None if deal is None else round_message(deal)

    def commit(self, seat: int, msg: m.DealCommit) -> m.DealRound | None:
        """Count a commitment for the open round. One for a round the seats' change superseded is
        ignored, neither counted (its part was chosen before the newcomer's, see ``_seating_now``)
        nor refused: the app has been sent the new round and commits to it afresh."""
        if self.open is None:
            raise DealError("deal_closed", "No deal is open now; yours cannot be used")
        if self.open.superseded(msg.game, msg.round):
            return None
        self.open.commit(seat, msg.game, msg.round, msg.commit)
        return self.sync()

    def reveal(self, seat: int, msg: m.DealReveal) -> bool:
        """Take a shown part; False when it was for a superseded round (ignored, as a commitment)."""
        if self.open is None:
            raise DealError("deal_closed", "The tiles are dealt; a part cannot be used any more")
        if self.open.superseded(msg.game, msg.round):
            return False
        self.open.reveal(seat, msg.game, msg.round, msg.part)
        return True

    def ready(self) -> bool:
        """The round is closed and every committed part is shown: a deal now leaves nobody out."""
        return self.open is not None and self.open.closed and not self.open.waiting_for()

    def take(self) -> tuple[int | None, DealRound | None]:
        """The seed for the deal about to be made, from the parts shown so far (a committed app
        that has not shown its part by now is left out, and sees so), and its round."""
        self.sync()
        deal = self.open
        if deal is None:
            return None, None
        deal.closed = True
        return deal.seed(self.table.id), deal

    def dealt(self, deal: DealRound) -> m.DealRound:
        """The deal was made with ``deal``: final, and the table keeps it for the reveal."""
        deal.dealt = True
        self.table.dealt = deal
        self.open, self._seating, self._sent = None, None, None
        return round_message(deal)

    def revealed(self, game: int) -> m.DealRevealed:
        """At game ``game``'s end: the secret and the parts, or empty ones for a deal nobody
        committed to (a table resumed from a save made before deals were committed)."""
        deal = self.table.dealt
        if deal is None or deal.game != game:
            return m.DealRevealed(game=game, host_secret="", parts={})
        return m.DealRevealed(game=game, host_secret=deal.host_secret, parts=seats_to_wire(deal.parts))


def round_message(deal: DealRound) -> m.DealRound:
    public = deal.public()
    return m.DealRound(game=public["game"], round=public["round"], host=public["host"], commits=public["commits"],
                       bots=public["bots"], closed=public["closed"], dealt=public["dealt"])
