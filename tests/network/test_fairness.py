"""A deal no one machine chooses, checked by every app: commit–reveal on real loopback sockets."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rummi_qt.engine import Drew
from rummi_qt.engine.draft import Draft
from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.deal_check import DealReport
from rummi_qt.network.fairness import DealError, DealRound, commitment, deal_seed, new_part
from rummi_qt.network.host import Host
from rummi_qt.network.persistence import table_from_save, table_to_save
from rummi_qt.network.table import Table

from .conftest import FAST
from .test_host_client import AutoPlayer


def _closed(host: Host) -> bool:
    deal = host._deals.open
    return deal is not None and deal.closed and not deal.waiting_for()


def _play_to_the_end(qtbot, host: Host, players: list[Client], watchers: list[Client]) -> list[DealReport]:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: _closed(host), timeout=5000)
    for player in players:
        AutoPlayer(player)
    host.start()
    everyone = players + watchers
    qtbot.waitUntil(lambda: all(c.deal_report is not None for c in everyone), timeout=60_000)
    return [c.deal_report for c in everyone]  # type: ignore[misc]


def test_every_app_recomputes_the_seed_and_checks_the_deal(make_host, make_client, qtbot) -> None:
    host = make_host(seats=3, seed=3)
    host.table.add_bot("easy")
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    eve = make_client(host, "Eve", spectator=True)
    qtbot.waitUntil(lambda: eve.deal_round is not None and eve.deal_round.closed, timeout=5000)
    # Onlookers see every commitment (the bot's, through the host, too), never a part.
    assert set(eve.deal_round.commits) == {"0", "1", "2"} and eve.deal_round.bots == [0]
    reports = _play_to_the_end(qtbot, host, [ann, bob], [eve])
    assert all(r.ok and not r.gaps for r in reports), reports
    dealt = host.table.dealt
    assert dealt is not None and set(dealt.parts) == {0, 1, 2}
    # Each player's own part went into the seed, and the seed is the one the game was dealt from.
    assert dealt.parts[ann.seat] == ann.deals.game.my_part and dealt.parts[bob.seat] == bob.deals.game.my_part
    assert deal_seed(host.table.id, 1, dealt.host_secret, dealt.parts) == dealt.seed(host.table.id)


class RackSwappingTable(Table):
    """A host that deals its own seat (0) the best tile of seat 1's rack for its own worst."""

    def start(self, deal_seed: int | None = None):  # type: ignore[no-untyped-def]
        match = super().start(deal_seed)
        game = match.game
        mine, theirs = list(game.racks[0]), list(game.racks[1])
        worst = min(mine, key=lambda t: t.number or 99)
        best = max((t for t in theirs if t not in mine), key=lambda t: t.number or 99)
        mine[mine.index(worst)], theirs[theirs.index(best)] = best, worst
        racks = (tuple(sorted(mine)), tuple(sorted(theirs))) + game.racks[2:]
        game = replace(game, racks=racks, draft=Draft.begin(game.board, racks[game.current]))
        self.match = replace(match, game=game)
        return self.match


def test_a_host_that_deals_itself_another_rack_is_caught_by_every_client(make_client, qtbot) -> None:
    table = RackSwappingTable("Crooked", seed=5)
    table.set_seat_count(2)
    host = Host(table, FAST)
    host.listen("127.0.0.1", 0)
    try:
        ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
        eve = make_client(host, "Eve", spectator=True)
        reports = _play_to_the_end(qtbot, host, [ann, bob], [eve])
        assert not any(r.ok for r in reports)
        codes = [{(f.code, f.seat) for f in r.problems} for r in reports]
        assert ("rack", 0) in codes[0] and ("rack", 1) in codes[1]  # each sees its own rack is not the shuffle's
        assert all(("tiles", 0) in c and ("tiles", 1) in c for c in codes)  # and everyone the public tiles
    finally:
        host.close()
        host.deleteLater()


class SilentClient(Client):
    """An app that takes no part in the deal by itself: the test sends its messages by hand."""

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        self.refusals: list[m.Refused] = []

    def _on_deal_round(self, msg: m.DealRound) -> None:
        self.deal_round = msg

    def _handle(self, msg: m.Message) -> None:
        if isinstance(msg, m.Refused):
            self.refusals.append(msg)
        super()._handle(msg)


def test_a_part_sent_after_the_close_is_refused_and_cannot_choose_the_deal(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2, seed=9)
    make_client(host, "Ann")
    late = SilentClient("Late", heartbeat_ms=100, silence_ms=600, retry_ms=50)
    with qtbot.waitSignal(late.welcomed, timeout=5000):
        late.connect_to("127.0.0.1", host.port)
    try:
        qtbot.waitUntil(lambda: host._deals.open is not None and 0 in host._deals.open.commits, timeout=5000)
        host.start()  # Late never committed: the deal is made without it, from what was bound before
        dealt = host.table.dealt
        assert dealt is not None and set(dealt.commits) == {0}
        part = new_part()
        late.send(m.DealCommit(game=1, round=dealt.round, commit=commitment(part)))
        late.send(m.DealReveal(game=1, round=dealt.round, part=part))
        qtbot.waitUntil(lambda: len(late.refusals) == 2, timeout=3000)
        assert [r.reason for r in late.refusals] == ["deal_closed", "deal_closed"]
        assert set(host.table.dealt.parts) <= {0} and 1 not in host.table.dealt.commits
    finally:
        late.leave()
        late.deleteLater()


def test_a_part_that_is_not_the_committed_one_is_refused_and_left_out(make_host, qtbot) -> None:
    host = make_host(seats=2, seed=2)
    host.table.add_bot("easy")
    cheat = SilentClient("Mallory", heartbeat_ms=100, silence_ms=600, retry_ms=50)
    with qtbot.waitSignal(cheat.welcomed, timeout=5000):
        cheat.connect_to("127.0.0.1", host.port)
    try:
        qtbot.waitUntil(lambda: cheat.deal_round is not None, timeout=3000)
        honest = new_part()
        cheat.send(m.DealCommit(game=1, round=cheat.deal_round.round, commit=commitment(honest)))
        qtbot.waitUntil(lambda: cheat.deal_round.closed, timeout=3000)
        # Having seen everything it can see, it shows another part than the one it bound itself to.
        cheat.send(m.DealReveal(game=1, round=cheat.deal_round.round, part=new_part()))
        # and tries to commit again
        cheat.send(m.DealCommit(game=1, round=cheat.deal_round.round, commit=commitment(new_part())))
        qtbot.waitUntil(lambda: len(cheat.refusals) == 2, timeout=3000)
        assert [r.reason for r in cheat.refusals] == ["deal_mismatch", "deal_closed"]
        host.start()
        assert cheat.seat == 1 and set(host.table.dealt.parts) == {0}  # the bot's only: the cheat chose nothing
    finally:
        cheat.leave()
        cheat.deleteLater()


def test_a_round_refuses_out_of_order_parts() -> None:
    deal = DealRound.open(1, 2, bots=[1])
    part = new_part()
    with pytest.raises(DealError, match="shown once"):
        deal.reveal(0, 1, 2, part)  # before the close: nobody shows a part
    deal.commit(0, 1, 2, commitment(part))
    with pytest.raises(DealError):
        deal.commit(0, 1, 2, commitment(new_part()))  # one commitment per seat
    with pytest.raises(DealError):
        deal.commit(2, 2, 2, commitment(new_part()))  # another game's
    with pytest.raises(DealError, match="open round is 2"):
        deal.commit(2, 1, 3, commitment(new_part()))  # a round not yet opened
    assert deal.superseded(1, 1) and not deal.superseded(1, 2) and not deal.superseded(2, 1)
    deal.closed = True
    with pytest.raises(DealError, match="closed"):
        deal.commit(2, 1, 2, commitment(new_part()))
    deal.reveal(0, 1, 2, part)
    deal.dealt = True
    with pytest.raises(DealError, match="dealt"):
        deal.reveal(0, 1, 2, part)


def test_an_onlooker_who_arrives_mid_game_says_what_it_could_not_check(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2, seed=4)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    qtbot.waitUntil(lambda: _closed(host), timeout=5000)
    host.start()
    qtbot.waitUntil(lambda: ann.view is not None and bob.view is not None)
    late = make_client(host, "Lea", spectator=True)
    qtbot.waitUntil(lambda: late.view is not None)
    AutoPlayer(ann)
    AutoPlayer(bob)
    ann.draw() if ann.view.my_turn else bob.draw()
    qtbot.waitUntil(lambda: late.deal_report is not None and ann.deal_report is not None, timeout=60_000)
    assert late.deal_report.ok and [f.code for f in late.deal_report.gaps] == ["late_commitments"]
    assert ann.deal_report.ok and not ann.deal_report.gaps


def test_a_resumed_table_keeps_its_deal_to_reveal(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2, seed=6)
    host.table.add_bot("easy")
    make_client(host, "Ann")
    qtbot.waitUntil(lambda: _closed(host), timeout=5000)
    host.start()
    saved = table_from_save(table_to_save(host.table))
    assert saved.dealt is not None and saved.dealt.to_save() == host.table.dealt.to_save()
    older = table_to_save(host.table)
    del older["deal"]  # a save from before deals were committed: it still loads, with no deal to show
    assert table_from_save(older).dealt is None



def test_the_owners_start_right_after_sitting_down_waits_for_every_part(make_host, make_client, qtbot) -> None:
    host = make_host(seats=3)
    host.table.add_bot("easy")
    host.table.add_bot("easy")
    owner = make_client(host, "Anna", token=host.owner_token)
    owner.send(m.StartGame())  # at once, as "Play against bots" does: the part is still on its way
    # The host dealt, and the owner's app heard of the game it had a part in.
    qtbot.waitUntil(lambda: host.table.match is not None and owner.deals.game is not None, timeout=3000)
    dealt = host.table.dealt
    assert dealt is not None and dealt.parts.get(owner.seat) == owner.deals.game.my_part is not None


def test_the_next_game_of_the_round_is_dealt_from_a_fresh_round_and_checked(make_host, make_client, qtbot) -> None:
    host = make_host(seats=2, seed=12)
    host.table.games_planned = 2
    host.table.add_bot("easy")
    ann = make_client(host, "Ann")
    reports: list[DealReport] = []
    ann.deal_checked.connect(reports.append)
    _play_to_the_end(qtbot, host, [ann], [])
    first = host.table.dealt
    qtbot.waitUntil(lambda: _closed(host) and host._deals.open.game == 2, timeout=5000)
    host.start()
    qtbot.waitUntil(lambda: len(reports) == 2, timeout=60_000)
    assert [r.game for r in reports] == [1, 2] and all(r.ok and not r.gaps for r in reports)
    assert host.table.dealt is not first and host.table.dealt.host_secret != first.host_secret


def _draw_turns(qtbot, host: Host, ann: Client, turns: int) -> None:  # type: ignore[no-untyped-def]
    """Ann draws on her turns (the bot plays its own) until the game has had ``turns`` turns."""
    while host.table.match.game.turn < turns:
        qtbot.waitUntil(lambda: ann.view is not None and ann.view.my_turn and ann.version == host.table.version,
                        timeout=5000)
        before = host.table.version
        ann.draw()
        qtbot.waitUntil(lambda before=before: host.table.version != before, timeout=5000)


def _resumed(qtbot, host: Host, ann: Client, make_client, history: bool = True):  # type: ignore[no-untyped-def]
    """The host stops (as in a crash) and is resumed from its save; Ann's app starts again and rejoins."""
    data = table_to_save(host.table)
    if not history:
        del data["history"]  # a save from before the game's turns were kept
    token = ann.token
    ann.leave()
    host.close()
    table = table_from_save(data)
    table.epoch += 1
    table.version += 1
    again = Host(table, FAST)
    again.listen("127.0.0.1", 0)
    return again, make_client(again, "Ann", token=token)


@pytest.mark.parametrize("history", [True, False])
def test_a_resumed_table_goes_on_with_the_same_deal_and_its_check_accuses_no_one(
        make_host, make_client, qtbot, history: bool) -> None:
    host = make_host(seats=2, seed=21)
    host.table.add_bot("easy")
    ann = make_client(host, "Ann")
    qtbot.waitUntil(lambda: _closed(host), timeout=5000)
    host.start()
    _draw_turns(qtbot, host, ann, 8)
    pool = host.table.match.game.pool
    again, ann = _resumed(qtbot, host, ann, make_client, history)
    try:
        assert again.table.match.game.pool == pool  # the same pool, in the same order: the same deal goes on
        qtbot.waitUntil(lambda: ann.view is not None, timeout=5000)
        # The resumed host still has the game so far, and sends it to the app that rejoins.
        assert len(ann.history) >= 7 if history else ann.history == []
        drawn_before = [e for e in again.table.history if isinstance(e, Drew)]
        assert (len(drawn_before) >= 3) is history
        AutoPlayer(ann)
        if ann.view.my_turn:
            ann.draw()
        qtbot.waitUntil(lambda: ann.deal_report is not None, timeout=60_000)
        report = ann.deal_report
        # Nothing is held against the host; what a restarted app cannot know is said.
        assert report.ok, report.problems
        codes = [f.code for f in report.gaps]
        assert "late_commitments" in codes and "rack_unseen" in codes
        assert ("draws_unseen" in codes) is not history
    finally:
        ann.leave()
        again.close()
        again.deleteLater()


@pytest.mark.parametrize("when", ["mid_game", "after_the_end"])
def test_the_owners_app_restarted_with_its_resumed_table_finishes_its_check(make_client, qtbot, when: str) -> None:
    """The hosting player's own app starts again with its table (Resume): at the game's end, or at
    once if the game ended before the resume, its check of the deal says what it found, never
    'Checking the deal…' for ever."""
    table = Table("Own table", seed=21)
    table.set_seat_count(2)
    table.add_bot("easy")
    host = Host(table, FAST)
    host.listen("127.0.0.1", 0)
    owner = make_client(host, "Anna", token=host.owner_token)
    qtbot.waitUntil(lambda: _closed(host), timeout=5000)
    player = AutoPlayer(owner) if when == "after_the_end" else None
    host.start()
    if when == "after_the_end":
        qtbot.waitUntil(lambda: owner.deal_report is not None, timeout=60_000)
    else:
        _draw_turns(qtbot, host, owner, 4)
    del player
    data = table_to_save(host.table)
    token = host.owner_token
    owner.leave()
    host.close()
    resumed = table_from_save(data)
    resumed.epoch += 1
    resumed.version += 1
    again = Host(resumed, FAST, owner_token=token)
    again.listen("127.0.0.1", 0)
    try:
        anna = make_client(again, "Anna", token=token)
        assert anna.owner
        if when == "mid_game":
            AutoPlayer(anna)
            qtbot.waitUntil(lambda: anna.view is not None, timeout=5000)
            if anna.view.my_turn:
                anna.draw()
        qtbot.waitUntil(lambda: anna.deal_report is not None, timeout=20_000)
        report = anna.deal_report
        assert report.game == 1 and report.ok, report.problems
        assert report.gaps  # a restarted app could not see all of it, and says so
    finally:
        again.close()
        again.deleteLater()


class LaggingClient(Client):
    """An app on a slow link: its first commitment reaches the host only after the seats changed
    and a fresh round opened (it is sent just before the app's answer to that round)."""

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        self.held: list[m.Message] = []
        self.held_round = 0  # the round the held commitment is for
        self.refusals: list[m.Refused] = []

    def _send(self, msg: m.Message) -> None:
        if isinstance(msg, m.DealCommit) and not self.held_round:
            assert self.deal_round is not None
            self.held, self.held_round = [msg], self.deal_round.round  # still on its way
            return
        super()._send(msg)

    def _on_deal_round(self, msg: m.DealRound) -> None:
        if self.held and msg.round > self.held_round:
            super()._send(self.held.pop())  # it arrives now, in the new round
        super()._on_deal_round(msg)

    def _handle(self, msg: m.Message) -> None:
        if isinstance(msg, m.Refused):
            self.refusals.append(msg)
        super()._handle(msg)


def test_a_commitment_for_a_superseded_round_is_not_counted_and_the_new_one_is(make_host, make_client,
                                                                               qtbot) -> None:
    host = make_host(seats=3, seed=6)
    refused: list[str] = []
    host.client_refused.connect(lambda reason, _detail: refused.append(reason))
    make_client(host, "Ann")
    slow = LaggingClient("Slow", heartbeat_ms=100, silence_ms=600, retry_ms=50)
    with qtbot.waitSignal(slow.welcomed, timeout=5000):
        slow.connect_to("127.0.0.1", host.port)
    try:
        qtbot.waitUntil(lambda: bool(slow.held), timeout=3000)
        first = host._deals.open
        assert first is not None and first.round == slow.held_round and 1 not in first.commits
        make_client(host, "Cid")  # the seats change while Slow's commitment is on its way: round 2
        # Slow's old commitment is ignored, its fresh one counted: the round closes with every part in.
        qtbot.waitUntil(lambda: host.deal_is_ready, timeout=1500)
        deal = host._deals.open
        assert deal is not None and deal.round > slow.held_round and set(deal.parts) == {0, 1, 2}
        assert not slow.refusals and not refused
        host.start()
        qtbot.waitUntil(lambda: slow.deals.game is not None, timeout=3000)
        dealt = host.table.dealt
        assert dealt is not None and set(dealt.parts) == {0, 1, 2}
        assert dealt.parts[slow.seat] == slow.deals.game.my_part is not None  # its own part chose the deal too
    finally:
        slow.leave()
        slow.deleteLater()
