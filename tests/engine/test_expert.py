"""The expert bot: legal moves over whole games, the same move for the same seed and budget, and
stronger than the level below it on fixed deals (deterministic: no clock is read)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from rummi_qt.engine import bots
from rummi_qt.engine.board import layout
from rummi_qt.engine.expert import THINK, Think, World, candidates, expert_move, replies
from rummi_qt.engine.game import GameState, new_game
from rummi_qt.engine.reading import finish
from rummi_qt.engine.simulate import _turn, play_bot_game, simulate
from rummi_qt.engine.tiles import parse_board, parse_tiles
from rummi_qt.engine.turn import check_turn
from rummi_qt.engine.views import PlayerView, view_for

SMALL = Think(rollouts=48, depth=20, work=3000, reply_work=3000)  # a tenth of the game's budget: fast tests


@pytest.fixture
def small_expert(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(bots.LEVELS, "expert", lambda view, rng: expert_move(view, rng, bots.KEEP_WEIGHTS, SMALL))
    yield


def positions(levels: list[str], seed: int) -> list[tuple[GameState, PlayerView]]:
    """The state and the mover's view before every turn of one seeded game."""
    rng = random.Random(seed)
    state, _ = new_game(len(levels), rng)
    found = []
    while state.result is None:
        found.append((state, view_for(state, state.current)))
        state = _turn(state, levels, rng, None, [[] for _ in levels])
    return found


@pytest.mark.usefixtures("small_expert")
@pytest.mark.parametrize("levels, seed", [(["expert", "normal"], 3), (["normal", "expert", "easy"], 4)])
def test_every_expert_move_of_a_whole_game_passes_check_turn(levels: list[str], seed: int) -> None:
    result, _ = play_bot_game(levels, seed)  # raises IllegalBotMove on any refused move
    assert sum(result.changes) == 0


def test_the_expert_is_registered_with_the_other_levels() -> None:
    assert list(bots.LEVELS) == ["easy", "normal", "hard", "expert"]


def test_the_same_seed_and_budget_give_the_same_move() -> None:
    found = positions(["normal", "normal"], 11)
    chosen = [view for _, view in found[8::6]][:5]
    assert len(chosen) == 5
    for view in chosen:
        first = expert_move(view, random.Random(5), bots.KEEP_WEIGHTS, SMALL)
        again = expert_move(view, random.Random(5), bots.KEEP_WEIGHTS, SMALL)
        assert first == again
        state = next(s for s, v in found if v is view)
        if first is not None:
            assert check_turn(state.board.sets(), first, state.racks[view.seat], view.opened[view.seat], 30).ok


def test_the_candidates_put_the_most_tiles_first_and_end_with_the_draw() -> None:
    for _, view in positions(["normal", "normal"], 12)[10:40:5]:
        moves = candidates(view, bots.KEEP_WEIGHTS, 6)
        assert moves[-1] is None and len(moves) <= 6
        placed = [sum(map(len, m)) for m in moves[:-1] if m is not None]
        assert not placed or placed[0] == max(placed)


@pytest.mark.usefixtures("small_expert")
def test_even_a_small_expert_beats_the_normal_bot_on_fixed_deals() -> None:
    # Two deals, each played from both seats. The games replay exactly (the budget is a count of
    # play-outs, not a clock), so this cannot fail by luck: today the small expert wins all 4 and
    # 162 points; the margin asked is 3 of 4 and 40 points. (Expert against hard, a longer race,
    # is measured by benchmarks/bots.py --levels expert,hard.)
    stats = simulate(["expert", "normal"], 4, 2026)
    assert stats[0].wins >= 3
    assert stats[0].score >= 40


def test_the_expert_beats_the_hard_bot_on_fixed_deals() -> None:
    # Six deals, each played from both seats, by the expert as it ships. The games replay exactly
    # (the budget is a count of play-outs, not a clock), so this cannot fail by luck; it fails when
    # a change makes the expert play these deals worse. Today it wins all 12 and 65 points a
    # game (benchmarks/bots.py --levels expert,hard: 100% of 400 games, seed 43000); the margin asked
    # is 11 of 12 and 30 points a game.
    stats = simulate(["expert", "hard"], 12, 2026)
    assert stats[0].wins >= 11
    assert stats[0].score >= 30 * 12


def test_at_four_seats_the_expert_wins_more_than_its_share_against_three_hard_bots() -> None:
    # Two deals from all four seatings: today the expert wins 5 of the 8 (par 2) and 216 points;
    # asked: 4 of 8 and more than nothing.
    stats = simulate(["expert", "hard", "hard", "hard"], 8, 2026)
    assert stats[0].wins >= 4
    assert stats[0].score > 0


def test_once_opened_the_expert_lays_tiles_only_to_go_out_while_the_pool_lasts() -> None:
    state, _ = new_game(2, random.Random(1))
    board = parse_board("r3 r4 r5 | k7 o7 b7")
    view = replace(view_for(state, 0), turn_board=layout(board), opened=(True, True),
                   rack=parse_tiles("r6 b8 b9 b10 o1"), rack_counts=(5, 9))
    assert view.pool_size > 0
    assert expert_move(view, random.Random(2)) is None  # r6 and b8 b9 b10 would leave o1: it draws
    out = replace(view, rack=parse_tiles("r6 b8 b9 b10"), rack_counts=(4, 9))
    move = expert_move(out, random.Random(2))
    assert move is not None and check_turn(board, move, out.rack, True, 30).ok  # it goes out
    # Before opening it opens as before (hoarding then loses: see Think.hoard).
    fresh = replace(view, opened=(False, True), turn_board=layout([]),
                    rack=parse_tiles("k10 o10 b10 r1 r2 r3 o5"), rack_counts=(7, 9))
    assert expert_move(fresh, random.Random(2)) is not None
    # Not even when an opponent is close to going out does it keep an opening back (weighing the
    # draw then, it drew on seed 0).
    close = replace(fresh, rack_counts=(7, 2))
    assert all(expert_move(close, random.Random(seed)) is not None for seed in range(4))
    # With the pool empty a draw is a pass: it plays to lay down what it can (the search decides).
    empty = replace(view, pool_size=0)
    assert expert_move(empty, random.Random(2), think=replace(THINK, hoard=False)) == \
        expert_move(empty, random.Random(2))


def test_at_four_seats_every_opponent_close_to_going_out_is_watched_not_only_the_next() -> None:
    # Seat 0 moves; seat 2, two turns on, holds one tile, b10, and goes out if b7 b8 b9 is laid.
    # Seat 1, next, holds a full rack. Laying k1 k2 k3 instead, or drawing, gives seat 2 nothing.
    state, _ = new_game(4, random.Random(1))
    board = parse_board("r3 r4 r5")
    view = replace(view_for(state, 0), turn_board=layout(board), opened=(True,) * 4,
                   rack=parse_tiles("b7 b8 b9 k1 k2 k3 o5"), rack_counts=(7, 14, 1, 14))
    moves = [board + parse_board("b7 b8 b9"), board + parse_board("k1 k2 k3"), None]
    hands = {1: parse_tiles("o1 k13 o13 r1 r9 k6 b1 b2 o7 o8 r11 r12 k10 k11"), 2: parse_tiles("b10"),
             3: parse_tiles("o2 k8 o10 r7 b4 b5 r13 k12 o12 r10 o3 k4 k5 b13")}
    world = World([[0] * 53 for _ in range(4)], [], hands)
    outs, checked = finish(replies(view, moves, [world], THINK))
    assert (outs, checked) == ([[2], [-1], [-1]], 1)
    # Watching the next seat only (as before), the danger two seats on is not seen at all.
    assert finish(replies(view, moves, [world], replace(THINK, watch_all=False))) == ([[], [], []], 0)
