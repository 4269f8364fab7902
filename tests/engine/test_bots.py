"""Bots: every move they make passes check_turn over whole games, the three levels differ in
strength, and the simulation replays from its seed."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter

import pytest

from rummi_qt.engine import TurnEnd, parse_board, parse_tiles
from rummi_qt.engine.board import layout
from rummi_qt.engine.bots import LEVELS, extensions, hard, new_sets_from_rack
from rummi_qt.engine.game import Options
from rummi_qt.engine.simulate import play_bot_game, simulate
from rummi_qt.engine.solver import best_move
from rummi_qt.engine.turn import check_turn
from rummi_qt.engine.views import PlayerView


# Whole games, every move checked: each level, two to six seats. Fixed deals, chosen short: drawn at
# random (Hypothesis), one game of three or four hard bots took 4-37 s, a run from 1 s to over a
# minute. The expert thinks too long for whole games here; test_expert plays them on a small budget.
@pytest.mark.parametrize(("levels", "seed"), [
    (["easy"] * 6, 1),
    (["normal"] * 6, 2),
    (["hard", "hard"], 6),
    (["easy", "normal", "hard", "normal", "easy"], 20),
])
def test_every_bot_move_in_a_whole_game_passes_check_turn(levels: list[str], seed: int) -> None:
    result, _ = play_bot_game(levels, seed)  # raises IllegalBotMove on any refused move
    assert sum(result.changes) == 0


def test_the_three_levels_are_clearly_different() -> None:
    def wins(a: str, b: str) -> float:
        stats = simulate([a, b], 8, 100)  # deterministic for its seed: 7 of 8 and 8 of 8 today
        return stats[0].wins / stats[0].games

    assert wins("hard", "normal") > 0.6
    assert wins("normal", "easy") > 0.6


def test_a_bot_against_a_copy_of_itself_comes_out_even_on_paired_seats() -> None:
    stats = simulate(["normal", "normal"], 4, 5)  # two deals, each played from both seats
    assert stats[0].wins + stats[1].wins == 4
    assert stats[0].score == -stats[1].score


def test_simulation_replays_from_its_seed() -> None:
    # Deal 10: a short game (half a second; deal 42 took seconds), every level with moves to make.
    first = simulate(["hard", "easy", "normal"], 2, 10)
    again = simulate(["hard", "easy", "normal"], 2, 10)
    assert [(s.wins, s.score, s.tiles_left) for s in first] == [(s.wins, s.score, s.tiles_left) for s in again]


def test_normal_extends_board_sets_at_their_ends() -> None:
    board, used = extensions(parse_board("b4 b5 b6 | k8 o8 r8"), parse_tiles("b3 b8 k1"))
    assert sorted(map(str, used)) == ["b3", "b8"]
    assert tuple(" ".join(map(str, s)) for s in board) == ("b3 b4 b5 b6", "k8 o8 r8 b8")


def test_normal_splits_a_run_with_a_repeated_tile() -> None:
    board, used = extensions(parse_board("r4 r5 r6 r7 r8"), parse_tiles("r6"))
    assert used == list(parse_tiles("r6"))
    assert [" ".join(map(str, s)) for s in board] == ["r4 r5 r6", "r6 r7 r8"]


def test_rack_sets_do_not_use_a_tile_twice() -> None:
    laid = new_sets_from_rack(parse_tiles("r1 r2 r3 b3 k3"))
    used = [t for s in laid for t in s]
    assert len(used) == len(set(used)) == 3


@pytest.mark.parametrize("args, code", [
    (["--games", "4", "--seats", "2", "--bots", "normal,easy", "--seed", "1"], 0),  # levels whose games are quick
    (["--games", "2", "--seats", "3", "--bots", "normal"], 0),
    (["--bots", "genius"], 2),
    (["--seats", "3", "--bots", "hard,easy"], 2),
])
def test_rummi_simulate_prints_figures_per_seat(args: list[str], code: int) -> None:
    done = subprocess.run([sys.executable, "-m", "rummi_qt", "simulate", *args], capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == code, done.stderr
    if code == 0:
        assert "win rate" in done.stdout and "think p50" in done.stdout
        seats = int(args[args.index("--seats") + 1])
        rows = [line.split()[:2] for line in done.stdout.splitlines()[2:]]  # below the title and the header
        assert [int(seat) for seat, _level in rows] == list(range(seats)), done.stdout
        assert all(level in LEVELS for _seat, level in rows), done.stdout


def view_of(board: str, rack: str, opponent_tiles: int = 10) -> PlayerView:
    """Seat 0's view after opening, heads-up, with ``rack`` against an opponent holding so many tiles."""
    laid = layout(parse_board(board)) if board else layout([])
    tiles = parse_tiles(rack)
    return PlayerView(seat=0, seats=2, options=Options(), rack=tiles, last_drawn=(), board=laid, turn_board=laid,
                      rack_counts=(len(tiles), opponent_tiles), opened=(True, True),
                      last_turns=(TurnEnd.MELDED, TurnEnd.MELDED), laid_since=((), ()), pool_size=40, current=0,
                      first_seat=0, turn=20, passes=0, can_step_back=False, result=None)


def played(view: PlayerView, after: list[tuple]) -> list[str]:
    return sorted(map(str, (Counter(t for s in after for t in s)
                            - Counter(t for s in view.turn_board.sets() for t in s)).elements()))


def test_hard_places_the_awkward_tiles_and_keeps_the_easy_ones() -> None:
    # b1 b2 b3 and b1 k1 r1 both place three tiles; the run would leave two 1s (each fits one run
    # only), the group leaves b2 b3, which many tiles complete. The plain tie-break lays the run.
    view = view_of("", "b1 k1 r1 b2 b3")
    move = hard(view, random.Random(0))
    assert move is not None and played(view, move) == ["b1", "k1", "r1"]
    assert played(view, best_move([], view.rack or (), True) or []) == ["b1", "b2", "b3"]
    assert check_turn([], move, view.rack or (), True, 30).ok


def test_hard_keeps_a_joker_back_when_a_tile_does_as_well() -> None:
    view = view_of("k9 r9 b9", "J o9")
    move = hard(view, random.Random(0))
    assert move is not None and played(view, move) == ["o9"]


def test_hard_sheds_points_when_an_opponent_is_about_to_go_out() -> None:
    view = view_of("", "b1 k1 r1 b2 b3", opponent_tiles=2)
    move = hard(view, random.Random(0))
    assert move is not None and played(view, move) == ["b1", "b2", "b3"]


def test_solver_weights_change_only_the_tie_break() -> None:
    rack = parse_tiles("b1 k1 r1 b2 b3 o7 o8 o9 J")
    plain = best_move([], rack, True)
    flat = best_move([], rack, True, weights=[1] * 13)
    assert plain is not None and flat is not None
    assert sum(map(len, plain)) == sum(map(len, flat)) == len(rack)
    with pytest.raises(ValueError, match="weights"):
        best_move([], rack, True, weights=[1] * 12)
    with pytest.raises(ValueError, match="weights"):
        best_move([], rack, True, weights=[14] * 13)
