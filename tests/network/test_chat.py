"""Table talk on real sockets: relayed to players and onlookers, cleaned, bounded, rate-limited,
mutable by the owner, and kept in the game record."""

from __future__ import annotations

import json

from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.keeper import Keeper


def heard(client: Client) -> list[m.Chat]:
    lines: list[m.Chat] = []
    client.chat_received.connect(lines.append)
    return lines


def refusals(client: Client) -> list[tuple[str, str, str]]:
    found: list[tuple[str, str, str]] = []
    client.refused.connect(lambda *r: found.append(r))
    return found


def test_a_line_reaches_players_and_onlookers_cleaned_and_as_typed(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    eve = make_client(host, "Eve", spectator=True)
    at_bob, at_eve, at_ann = heard(bob), heard(eve), heard(ann)
    ann.say("  <b>Hi</b> <a href='http://x'>all</a>\x1b[31m\n\u202eevil\u0007  ")
    qtbot.waitUntil(lambda: bool(at_bob and at_eve and at_ann), timeout=3000)
    line = at_bob[0]
    # Control and direction characters are gone; the tags stay as the characters typed.
    assert line.text == "<b>Hi</b> <a href='http://x'>all</a>[31mevil"
    assert (line.seat, line.name, line.reaction) == (ann.seat, "Ann", "")
    assert at_eve[0] == line == at_ann[0]
    eve.react("good_game")
    qtbot.waitUntil(lambda: len(at_bob) == 2, timeout=3000)
    assert (at_bob[1].seat, at_bob[1].name, at_bob[1].reaction, at_bob[1].text) == (-1, "Eve", "good_game", "")
    assert at_bob[1].onlooker > 0


def test_too_long_empty_and_unknown_reactions_are_refused(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    at_bob, no = heard(bob), refusals(ann)
    ann.say("x" * (m.MAX_CHAT + 1))
    ann.say("\n\t\x00")
    ann.react("<script>")
    qtbot.waitUntil(lambda: len(no) == 3, timeout=3000)
    assert [r[1] for r in no] == ["chat_too_long", "chat_empty", "bad_intent"]
    ann.say("y" * m.MAX_CHAT)  # exactly the limit is fine
    qtbot.waitUntil(lambda: bool(at_bob), timeout=3000)
    assert at_bob[0].text == "y" * m.MAX_CHAT and len(at_bob) == 1


def test_a_fast_talker_is_held_to_a_few_lines_a_second(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    at_bob, no = heard(bob), refusals(ann)
    for index in range(8):
        ann.say(f"line {index}")
    qtbot.waitUntil(lambda: len(at_bob) + len(no) == 8, timeout=3000)
    assert 4 <= len(at_bob) <= 5 and {r[1] for r in no} == {"chat_too_fast"}
    assert ann.last_refusal is not None and ann.last_refusal.retry_ms and ann.last_refusal.retry_ms > 0
    assert ann.connected  # too fast is a refusal, not a drop
    bob.say("my turn to talk")  # another connection has its own allowance
    qtbot.waitUntil(lambda: at_bob[-1].text == "my turn to talk", timeout=3000)


def test_the_owner_mutes_and_unmutes_a_player_and_an_onlooker(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2)
    owner = make_client(host, "Host player", token=host.owner_token)
    bob = make_client(host, "Bob")
    eve = make_client(host, "Eve", spectator=True)
    at_owner, bobs_no, eves_no = heard(owner), refusals(bob), refusals(eve)
    eve.say("hello")
    qtbot.waitUntil(lambda: bool(at_owner), timeout=3000)
    onlooker = at_owner[0].onlooker
    owner.mute(bob.seat, True)
    owner.mute(-1, True, onlooker)
    qtbot.waitUntil(lambda: bob.lobby is not None and bob.lobby.muted == [bob.seat]
                    and bob.lobby.muted_onlookers == [onlooker], timeout=3000)
    bob.say("you cannot stop me")
    eve.react("laugh")
    qtbot.waitUntil(lambda: bool(bobs_no and eves_no), timeout=3000)
    assert bobs_no[0][1] == "muted" and eves_no[0][1] == "muted" and len(at_owner) == 1
    bob.mute(0, True)  # only the owner mutes
    qtbot.waitUntil(lambda: len(bobs_no) == 2, timeout=3000)
    assert bobs_no[1][1] == "not_owner"
    owner.mute(bob.seat, False)
    qtbot.waitUntil(lambda: bob.lobby.muted == [], timeout=3000)
    bob.say("thanks")
    qtbot.waitUntil(lambda: at_owner[-1].text == "thanks", timeout=3000)


def test_what_is_said_goes_into_the_game_record(make_host, make_client, qtbot, tmp_path) -> None:
    host = make_host(seats=2)
    host.table.add_bot("easy")
    record = tmp_path / "record.jsonl"
    keeper = Keeper(host, None, record)
    ann = make_client(host, "Ann")
    at_ann = heard(ann)
    ann.say("good luck")  # in the lobby: straight to the record
    qtbot.waitUntil(lambda: bool(at_ann), timeout=3000)
    qtbot.waitUntil(lambda: host.deal_is_ready, timeout=3000)
    host.start()
    ann.react("oops")  # during the game: with the next turn's save
    qtbot.waitUntil(lambda: len(at_ann) == 2, timeout=3000)
    keeper.save()
    keeper.close()
    lines = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    chats = [line for line in lines if line["type"] == "chat"]
    assert chats == [{"type": "chat", "seat": ann.seat, "name": "Ann", "text": "good luck"},
                     {"type": "chat", "seat": ann.seat, "name": "Ann", "reaction": "oops"}]
    game = next(line for line in lines if line["type"] == "game")
    assert game["deal"]["host"] == host.table.dealt.host_commit and str(ann.seat) in game["deal"]["commits"]


def test_a_muted_seat_is_saved_before_anyone_is_told_and_stays_muted_after_a_resume(
        make_host, make_client, qtbot, tmp_path) -> None:
    from rummi_qt.network.persistence import resume_table

    host = make_host(seats=2)
    save = tmp_path / "table.json"
    Keeper(host, save, None)
    owner = make_client(host, "Host player", token=host.owner_token)
    bob = make_client(host, "Bob")
    told: list[bool] = []
    bob.lobby_changed.connect(lambda *_: told.append(resume_table_muted(save, bob.seat)))
    owner.mute(bob.seat, True)
    qtbot.waitUntil(lambda: bob.lobby is not None and bob.lobby.muted == [bob.seat], timeout=3000)
    assert told[-1]  # the save already held the mute when Bob heard of it
    assert resume_table(save).muted == {bob.seat}


def resume_table_muted(save, seat: int) -> bool:  # type: ignore[no-untyped-def]
    from rummi_qt.network.persistence import read_save, table_from_save

    return save.exists() and seat in table_from_save(read_save(save)).muted


def test_a_late_joiner_gets_the_talk_so_far_marked_earlier(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    at_bob = heard(bob)
    ann.say("first")
    bob.react("nice")
    qtbot.waitUntil(lambda: len(at_bob) == 2, timeout=3000)
    assert not any(line.earlier for line in at_bob)
    eve = make_client(host, "Eve", spectator=True, wait=False)
    at_eve = heard(eve)
    qtbot.waitUntil(lambda: len(at_eve) == 2, timeout=3000)
    # Right after its welcome, in the order said: the lines it missed, marked as the talk so far.
    assert [(line.text, line.reaction, line.earlier) for line in at_eve] == [("first", "", True), ("", "nice", True)]
    ann.say("now")
    qtbot.waitUntil(lambda: len(at_eve) == 3, timeout=3000)
    assert at_eve[2].text == "now" and not at_eve[2].earlier


def test_a_resumed_table_takes_its_talk_back_from_the_record_skipping_what_is_no_chat_line(
        make_host, make_client, qtbot) -> None:
    host = make_host(seats=2)
    host.restore_talk([
        {"type": "chat", "seat": 0, "name": "Ann", "text": "before the crash"},
        {"type": "turn", "seat": 1},  # a record's other lines
        {"type": "chat", "seat": "zero", "name": "Ann", "text": "bad seat"},
        {"type": "chat", "seat": 1, "name": "Bob", "reaction": "nice"},
        "not even an object",
    ])
    eve = make_client(host, "Eve", spectator=True, wait=False)
    at_eve = heard(eve)
    qtbot.waitUntil(lambda: len(at_eve) == 2, timeout=3000)
    assert [(line.name, line.text, line.reaction, line.earlier) for line in at_eve] == [
        ("Ann", "before the crash", "", True), ("Bob", "", "nice", True)]
