"""The host's rules for what the table says: the known quick reactions, plain one-line text of
bounded length without control characters, a few lines a second per connection, and muting.
No Qt; the host relays what ``checked`` returns, and each app words a reaction in its language."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from .messages import MAX_CHAT

# The quick reactions, by code; the words live in the client (widgets/chat.py), translated.
REACTIONS = ("nice", "your_turn", "oops", "good_game", "laugh", "wow", "phew", "smile", "star")
RATE_PER_SECOND = 2.0  # lines a connection may say per second, on average
RATE_BURST = 4.0  # and in one quick burst


class ChatRefused(ValueError):
    """A line the host will not relay; ``reason`` is the refusal's reason."""

    def __init__(self, reason: str, detail: str, retry_ms: int | None = None) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail
        self.retry_ms = retry_ms


def clean_text(text: str) -> str:
    """One line of plain text: control and format characters (newlines, bidi overrides, escapes)
    dropped, runs of spaces kept as they are, the ends trimmed."""
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if category in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            continue
        kept.append(ch)
    return "".join(kept).strip()


def checked_text(text: str) -> str:
    """The line as the host relays it; raises ChatRefused for an empty or too long one."""
    if len(text) > MAX_CHAT * 4:  # far over: refuse before looking at each character
        raise ChatRefused("chat_too_long", f"A line of chat is at most {MAX_CHAT} characters")
    line = clean_text(text)
    if not line:
        raise ChatRefused("chat_empty", "There is nothing to say in that line")
    if len(line) > MAX_CHAT:
        raise ChatRefused("chat_too_long", f"A line of chat is at most {MAX_CHAT} characters")
    return line


def checked_reaction(code: str) -> str:
    if code not in REACTIONS:
        raise ChatRefused("bad_intent", f"{code[:32]!r} is not a quick reaction")
    return code


@dataclass(slots=True)
class ChatBucket:
    """A connection's allowance of lines: refilled at ``RATE_PER_SECOND`` up to ``RATE_BURST``."""

    allowance: float = RATE_BURST
    last: float | None = None

    def take(self, now: float) -> None:
        """Spend one line; raises ChatRefused (with the wait) when the connection talks too fast."""
        if self.last is not None:
            self.allowance = min(RATE_BURST, self.allowance + (now - self.last) * RATE_PER_SECOND)
        self.last = now
        if self.allowance < 1:
            wait = int((1 - self.allowance) / RATE_PER_SECOND * 1000) + 1
            raise ChatRefused("chat_too_fast", "You are talking too fast; wait a moment", wait)
        self.allowance -= 1
