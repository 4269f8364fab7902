"""Join links: ``rummi://192.168.43.1:47123?table=ID`` names a table and where it listens, for a QR
code on the host's screen, a chat message, or ``rummi rummi://…`` on the command line."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs, quote

from .addresses import parse_address
from .interfaces import format_endpoint

SCHEME = "rummi"


@dataclass(frozen=True, slots=True)
class JoinLink:
    address: str
    port: int
    table_id: str = ""

    def text(self) -> str:
        query = f"?table={quote(self.table_id, safe='')}" if self.table_id else ""
        return f"{SCHEME}://{format_endpoint(self.address, self.port)}{query}"


def is_link(text: str) -> bool:
    """Whether ``text`` is meant as a join link (it may still be a broken one)."""
    return text.strip().lower().startswith(f"{SCHEME}:")


def parse_link(text: str) -> JoinLink:
    """Read a join link; raises ValueError saying what is wrong with it."""
    text = text.strip()
    if not is_link(text):
        raise ValueError(f"{text!r} is not a Rummi link (they start with {SCHEME}://)")
    rest = text.split(":", 1)[1].lstrip("/")
    netloc, _, query = rest.partition("?")
    netloc = netloc.rstrip("/")
    if not netloc:
        raise ValueError(f"{text!r}: a link names the table's address, like {SCHEME}://192.168.1.5:47123")
    if ":" not in netloc.rsplit("]", 1)[-1] and "]" in netloc or netloc.count(":") == 0:
        raise ValueError(f"{text!r}: the link needs the table's port, like {SCHEME}://192.168.1.5:47123")
    address, port = parse_address(netloc)
    table = parse_qs(query).get("table", [""])[0]
    return JoinLink(address, port, table)
