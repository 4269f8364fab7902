"""The names a host gives a seat with no name of its own: "Bot 2", "Player 3". They are kept as sent;
each app says them in its own language, and Past games tells a bot by its name in an old record.
A module of its own, so that the start screen reads it without loading the table."""

from __future__ import annotations

import re

MADE_NAME = re.compile(r"(Bot|Player) ([1-9][0-9]?)")


def bot_name(number: int) -> str:
    """The name of a table's ``number``-th bot, as the host sends it."""
    return f"Bot {number}"


def player_name(seat: int) -> str:
    """The name of a player who gave none, by their seat (from 0), as the host sends it."""
    return f"Player {seat + 1}"
