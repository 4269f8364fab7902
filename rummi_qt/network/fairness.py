"""A deal no single machine chooses: commit–reveal of random parts, the seed made from them, and the
host's side of one game's round (see docs/protocol.md, "A deal everyone can check").

Pure Python (no Qt, no sockets): the host's ``deal_host`` and the client's ``deal_check`` build on it."""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

# Bound into every hash, so that a commitment or a seed of this scheme can mean nothing else.
DOMAIN = "rummi-deal-1"
_HEX64 = re.compile(r"[0-9a-f]{64}")


class DealError(ValueError):
    """A commitment or part that the round cannot take; ``reason`` is the refusal's reason."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def new_part() -> str:
    """A fresh random contribution: 256 bits as 64 lowercase hex digits."""
    return secrets.token_hex(32)


def is_hex64(text: str) -> bool:
    return bool(_HEX64.fullmatch(text))


def commitment(part: str) -> str:
    """The hash that binds a part without showing it (SHA-256 over the domain and the part)."""
    return hashlib.sha256(f"{DOMAIN}/commit/{part}".encode()).hexdigest()


def deal_seed(table_id: str, game: int, host_secret: str, parts: dict[int, str]) -> int:
    """The shuffle's seed: a hash of the table, the game's number, the host's secret and every used
    part by seat (bots' parts among them). Canonical JSON, so every app computes the same bytes."""
    text = json.dumps({"domain": DOMAIN, "table": table_id, "game": game, "host": host_secret,
                       "parts": {str(seat): parts[seat] for seat in sorted(parts)}},
                      sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest(), "big")


def seats_from_wire(values: dict[str, str]) -> dict[int, str]:
    """``{"0": "ab…"}`` from the wire as ``{0: "ab…"}``; a key that is not a seat number raises ValueError."""
    found: dict[int, str] = {}
    for key, value in values.items():
        if not key.isdigit() or len(key) > 2:
            raise ValueError(f"{key!r} is not a seat")
        found[int(key)] = value
    return found


def seats_to_wire(values: dict[int, str]) -> dict[str, str]:
    return {str(seat): values[seat] for seat in sorted(values)}


@dataclass(slots=True)
class DealRound:
    """The host's side of one game's commit–reveal. Opened before the game (a fresh host secret and
    fresh parts for the bots, committed at once); players' apps commit; once closed no commitment is
    taken any more and the committed apps reveal; the deal uses the parts revealed by then."""

    game: int
    round: int = 1  # how many times contributions were collected for this game (the seats changed)
    host_secret: str = field(default_factory=new_part)
    commits: dict[int, str] = field(default_factory=dict)  # seat -> commitment, bots' included
    parts: dict[int, str] = field(default_factory=dict)  # seat -> revealed part, bots' included
    bots: tuple[int, ...] = ()
    closed: bool = False
    dealt: bool = False

    @staticmethod
    def open(game: int, round_number: int, bots: Iterable[int]) -> DealRound:
        deal = DealRound(game, round_number, bots=tuple(bots))
        for seat in deal.bots:  # bots' seats contribute through the host, committed with its own secret
            deal.parts[seat] = new_part()
            deal.commits[seat] = commitment(deal.parts[seat])
        return deal

    @property
    def host_commit(self) -> str:
        return commitment(self.host_secret)

    def superseded(self, game: int, round_number: int) -> bool:
        """A message for an earlier round of this game: sent before the seats changed and arrived
        after, an honest race (its sender commits afresh to this round when it hears of it)."""
        return game == self.game and round_number < self.round

    def _check_round(self, game: int, round_number: int) -> None:
        if game != self.game:
            raise DealError("deal_wrong_game", f"The next deal is for game {self.game}, not {game}")
        if round_number != self.round:  # a later round than the open one: no honest app knows of it
            raise DealError("deal_wrong_game", f"The open round is {self.round}, not {round_number}")

    def commit(self, seat: int, game: int, round_number: int, value: str) -> None:
        """A player's app commits to its part; refused once closed, twice, or for another round."""
        self._check_round(game, round_number)
        if self.closed:
            raise DealError("deal_closed", "The deal's contributions are closed; yours cannot be used")
        if not is_hex64(value):
            raise DealError("bad_intent", "A commitment is 64 lowercase hex digits")
        if seat in self.commits:
            raise DealError("deal_committed", "Your seat has committed to its part already")
        self.commits[seat] = value

    def reveal(self, seat: int, game: int, round_number: int, part: str) -> None:
        """A committed app shows its part, after the close and before the deal; it must match."""
        self._check_round(game, round_number)
        if self.dealt:
            raise DealError("deal_closed", "The tiles are dealt; a part cannot be used any more")
        if not self.closed:
            raise DealError("not_now", "Parts are shown once every commitment is in")
        if seat not in self.commits:
            raise DealError("deal_closed", "Your seat committed to no part before the close")
        if seat in self.parts:
            raise DealError("deal_committed", "Your seat has shown its part already")
        if not is_hex64(part) or commitment(part) != self.commits[seat]:
            raise DealError("deal_mismatch", "That part does not match your seat's commitment")
        self.parts[seat] = part

    def waiting_for(self) -> set[int]:
        """Seats that committed and have not revealed yet."""
        return set(self.commits) - set(self.parts)

    def seed(self, table_id: str) -> int:
        return deal_seed(table_id, self.game, self.host_secret, self.parts)

    def public(self) -> dict[str, Any]:
        """What everyone may see before the game ends: commitments only, never a part or the secret."""
        return {"game": self.game, "round": self.round, "host": self.host_commit,
                "commits": seats_to_wire(self.commits), "bots": list(self.bots), "closed": self.closed,
                "dealt": self.dealt}

    def to_save(self) -> dict[str, Any]:
        return {"game": self.game, "round": self.round, "host_secret": self.host_secret,
                "commits": seats_to_wire(self.commits), "parts": seats_to_wire(self.parts),
                "bots": list(self.bots), "closed": self.closed, "dealt": self.dealt}

    @staticmethod
    def from_save(data: dict[str, Any]) -> DealRound:
        """A saved round; anything malformed raises ValueError (the save is then refused whole)."""
        deal = DealRound(int(data["game"]), int(data["round"]), str(data["host_secret"]),
                         seats_from_wire(dict(data["commits"])), seats_from_wire(dict(data["parts"])),
                         tuple(int(s) for s in data["bots"]), bool(data["closed"]), bool(data["dealt"]))
        values = [deal.host_secret, *deal.commits.values(), *deal.parts.values()]
        if not all(isinstance(v, str) and is_hex64(v) for v in values):
            raise ValueError("a saved deal holds a value that is not 64 hex digits")
        return deal
