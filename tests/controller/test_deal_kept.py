"""An app started again in the middle of a game still checks the whole deal: what it saw before the
deal (the commitments, its own part, its rack as dealt) is kept beside the player's rack."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rummi_qt.controller.rack_memory import RackMemory
from rummi_qt.controller.session import GameController
from rummi_qt.network.deal_check import DealWatch
from tests.network.conftest import make_client, make_host  # noqa: F401 - fixtures
from tests.network.test_fairness import _closed
from tests.network.test_host_client import AutoPlayer


@pytest.mark.parametrize("kept", [True, False])
def test_an_app_started_again_mid_game_checks_the_whole_deal(qtbot: QtBot, make_host, make_client,  # noqa: F811
                                                              tmp_path: Path, kept: bool) -> None:
    host = make_host(seats=2, seed=4)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    qtbot.waitUntil(lambda: _closed(host), timeout=5000)
    memory = RackMemory(tmp_path / "racks.json")
    first = GameController(bob, memory=memory)
    host.start()
    qtbot.waitUntil(lambda: bob.view is not None and bob.seat is not None
                    and memory.deal(bob.table_id, bob.seat, 1) is not None, timeout=5000)
    seat, token = bob.seat, bob.token
    bob.drop()
    bob.leave()  # the app is closed (its part and the commitments it saw go with it)
    del first
    qtbot.waitUntil(lambda: host.table.seats[seat].connected is False, timeout=5000)
    again = make_client(host, "Bob", token=token, wait=False)
    qtbot.waitUntil(lambda: again.view is not None, timeout=5000)
    controller = GameController(again, memory=RackMemory(tmp_path / ("racks.json" if kept else "none.json")))
    AutoPlayer(ann)
    AutoPlayer(again)
    ann.draw() if ann.view is not None and ann.view.my_turn else again.draw()
    qtbot.waitUntil(lambda: again.deal_report is not None and ann.deal_report is not None, timeout=60_000)
    report = again.deal_report
    assert report is not None and report.ok and controller.view is not None
    if kept:
        assert not report.gaps, report.gaps
    else:  # what an app started again said before: it had not seen the deal sealed
        assert "late_commitments" in {f.code for f in report.gaps}


def test_what_is_kept_of_a_deal_is_taken_back_only_for_the_same_game_and_commitments() -> None:
    watch = DealWatch()
    watch.saw_round(1, 1, "h1", {0: "c0", 1: "c1"}, dealt=False)
    watch.saw_round(1, 1, "h1", {0: "c0", 1: "c1"}, dealt=True)
    kept = watch.kept()
    assert kept is not None and kept["before"] is True
    started_again = DealWatch()
    started_again.saw_round(1, 1, "h1", {0: "c0", 1: "c1"}, dealt=True)  # it saw the round only once dealt
    assert started_again.game is not None and not started_again.game.seen_before_deal
    other = DealWatch()
    other.saw_round(1, 1, "h1", {0: "c0", 1: "forged"}, dealt=True)
    for garbage in (None, [], {"game": "x"}, {**kept, "rack": "not tiles"}, {**kept, "game": 2}):
        started_again.restore(garbage)
        assert not started_again.game.seen_before_deal, garbage
    other.restore(kept)
    assert not other.game.seen_before_deal, "the commitments it saw differ: nothing is taken back"
    started_again.restore(kept)
    assert started_again.game.seen_before_deal


def test_a_kept_part_that_matches_no_commitment_is_not_taken_back() -> None:
    from rummi_qt.network.fairness import commitment

    mine = "ab" * 32
    watch = DealWatch()
    watch.saw_round(1, 1, "h1", {0: "c0", 1: commitment(mine)}, dealt=True)
    kept = {"game": 1, "host": "h1", "commits": {"0": "c0", "1": commitment(mine)}, "before": True,
            "part": "cd" * 32, "rack": None}
    watch.restore(kept)
    assert watch.game is not None and watch.game.seen_before_deal and watch.game.my_part is None
    again = DealWatch()
    again.saw_round(1, 1, "h1", {0: "c0", 1: commitment(mine)}, dealt=True)
    again.restore({**kept, "part": mine})
    assert again.game is not None and again.game.my_part == mine
