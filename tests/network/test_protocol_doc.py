"""docs/protocol.md against the code: every message type and field, every refusal and closing
reason, every limit, and the JSON shapes of views, events and the lobby are documented."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest

from rummi_qt.engine import DraftChanged, Drew, GameEnded, GameResult, Melded, Passed, Reason, TurnStarted
from rummi_qt.engine.views import view_for
from rummi_qt.network import host as host_module
from rummi_qt.network import messages as m
from rummi_qt.network.addresses import DEFAULT_PORT
from rummi_qt.network.host import HostSettings
from rummi_qt.network.table import Refusal, Seat, Table, TableOptions
from rummi_qt.network.wire import book_to_wire, event_to_wire, result_to_wire, view_to_wire

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
BYES = {"protocol_error", "flood", "silent", "handshake_timeout", "replaced", "removed", "host_closed", "slow_frame",
        "too_slow", "no_room"}


@pytest.fixture(scope="module")
def doc() -> str:
    return DOC.read_text(encoding="utf-8")


def section(doc: str, title: str) -> str:
    """The text under a heading (any level) up to the next heading of the same or a higher level."""
    match = re.search(rf"^(#+) {re.escape(title)}\s*$", doc, re.MULTILINE)
    assert match, f"docs/protocol.md has no heading {title!r}"
    level = len(match.group(1))
    end = re.compile(rf"^#{{1,{level}}} ", re.MULTILINE).search(doc, match.end())
    return doc[match.end():end.start() if end else len(doc)]


def coded(text: str) -> set[str]:
    """Every name written as code (between backticks) in ``text``, and each quoted JSON key."""
    return set(re.findall(r"`([^`]+)`", text)) | set(re.findall(r'"(\w+)"', text))


@pytest.mark.parametrize("kind", sorted(m.message_types()))
def test_every_message_type_has_a_section_naming_each_field(doc: str, kind: str) -> None:
    text = section(doc, f"`{kind}`")
    direction = re.search(r"\b(C→H|H→C|Both ways|both)\b", text) or re.search(
        rf"^\| `{kind}`[^|]*\| (C→H|H→C|both)", doc, re.MULTILINE)
    intents = section(doc, "Intents")
    assert direction or kind in m.INTENT_TYPES and "C→H" in intents, f"{kind}: no direction"
    for field in dataclasses.fields(m.message_types()[kind]):
        assert f"`{field.name}`" in text, f"{kind}.{field.name} is not documented"


def test_the_summary_table_lists_every_message_type(doc: str) -> None:
    rows = section(doc, "Messages").split("### ")[0]
    assert coded(rows) >= set(m.message_types())


def test_every_refusal_reason_is_documented(doc: str) -> None:
    reasons = section(doc, "Refusal reasons")
    for value in [r.value for r in Refusal] + [r.value for r in Reason]:
        assert re.search(rf"^\| `{value}` \|", reasons, re.MULTILINE), f"refusal reason {value!r} is missing"


def test_every_closing_reason_the_host_uses_is_documented(doc: str) -> None:
    source = Path(host_module.__file__).read_text(encoding="utf-8")
    used = set(re.findall(r'_drop\(\w+, "(\w+)"', source)) | set(re.findall(r'Bye\(reason="(\w+)"', source))
    assert used == BYES  # a new reason must be added here and to the document
    byes = section(doc, "Closing reasons (`bye`)")
    for value in BYES:
        assert re.search(rf"^\| `{value}` \|", byes, re.MULTILINE), f"closing reason {value!r} is missing"


def test_the_version_port_and_limits_are_the_codes(doc: str) -> None:
    assert f"version {m.PROTOCOL_VERSION})" in doc.splitlines()[0]
    assert f"**{m.MAX_FRAME} bytes**" in section(doc, "Framing")
    assert str(DEFAULT_PORT) in doc
    limits = section(doc, "Limits")
    for field in dataclasses.fields(HostSettings):
        assert f"`{field.name}`" in limits, f"HostSettings.{field.name} is not documented"
    defaults = HostSettings()
    assert f"| {m.MAX_FRAME} bytes |" in limits
    assert f"| {defaults.max_connections} at once, plus one per seat" in limits
    assert f"| {defaults.handshake_ms // 1000} s " in limits and f"| {defaults.silence_ms // 1000} s |" in limits
    assert f"| {defaults.grace_ms // 1000} s |" in limits
    assert f"| {defaults.bot_pace_ms / 1000:g} s a bot turn |" in limits
    assert f"{defaults.rate_per_second:g} a second, bursts of {defaults.rate_burst:g}" in limits
    assert f"| {m.MAX_NAME} characters |" in limits


def test_the_view_result_and_event_shapes_are_the_wires(doc: str) -> None:
    table = Table("Doc")
    for _ in range(2):
        table.add_bot("easy")
    table.rng = random.Random(1)
    table.start()
    assert table.match is not None
    view = view_to_wire(view_for(table.match.game, 0))
    assert set(view) <= coded(section(doc, "The view"))
    result = GameResult(winners=(0,), racks=((), ()), changes=(5, -5), went_out=True)
    assert set(result_to_wire(result)) <= coded(section(doc, "Results"))
    events = section(doc, "Events")
    for event in (DraftChanged(0), Melded(0, (), True), Drew(0, ()), Passed(0), TurnStarted(0), GameEnded(result)):
        wire = event_to_wire(event)
        line = next((ln for ln in events.split("\n- ") if f'"kind": "{wire["kind"]}"' in ln), None)
        assert line is not None, f"event kind {wire['kind']!r} is missing"
        assert set(wire) <= coded(line), f"event {wire['kind']!r}: {set(wire) - coded(line)} not documented"


def test_the_lobby_shapes_are_the_tables(doc: str) -> None:
    lobby = section(doc, "`lobby`")
    assert set(Seat().public(0.0)) <= coded(lobby)
    assert set(TableOptions().public()) <= coded(lobby)
    table = Table("Doc")
    for _ in range(2):
        table.add_bot("easy")
    table.start()
    assert table.match is not None
    assert set(book_to_wire(table.match.book)) <= coded(lobby)
    assert {s.value for s in type(table.state)} <= coded(lobby)
    options = section(doc, "`set_options`")
    assert set(TableOptions().public()) <= coded(options)
