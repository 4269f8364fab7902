"""The expert's rollout player: every move it makes passes the engine's turn check, it lays the
obvious greedy moves, and its fast play-outs follow the rules as the engine's game does."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rummi_qt.engine import parse_board, parse_tiles
from rummi_qt.engine.actions import Arrange, Draw, Finish, Pass
from rummi_qt.engine.game import GameState, apply, new_game
from rummi_qt.engine.rollout import TILES, Table, board_records, code_of, counts_of, quick_move, tiles_of
from rummi_qt.engine.turn import check_turn
from rummi_qt.engine.views import view_for


def play_quick_game(seats: int, seed: int) -> tuple[GameState, int]:
    """A whole engine game with ``quick_move`` in every seat, each move judged by check_turn."""
    state, _ = new_game(seats, random.Random(seed))
    moves = 0
    while state.result is None:
        seat = state.current
        view = view_for(state, seat)
        assert view.rack is not None
        move = quick_move(view.turn_board.sets(), view.rack, view.opened[seat], view.options.threshold)
        if move is None:
            state = apply(state, Draw(seat) if state.pool else Pass(seat)).state
            continue
        verdict = check_turn(state.board.sets(), move, state.racks[seat], state.opened[seat],
                             state.options.threshold)
        assert verdict.ok, verdict.detail
        moves += 1
        arranged = apply(state, Arrange(seat, tuple(move)))
        assert arranged.ok
        finished = apply(arranged.state, Finish(seat))
        assert finished.ok, finished.verdict.detail
        state = finished.state
    return state, moves


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), seats=st.integers(2, 6))
def test_every_rollout_move_of_a_whole_game_passes_check_turn(seed: int, seats: int) -> None:
    state, moves = play_quick_game(seats, seed)
    assert state.result is not None and moves > 0


def test_rollout_moves_pass_check_turn_on_many_fixed_games() -> None:
    for seed in range(12):  # about 1,500 moves, jokers laid in pairs and at the ends of runs among them
        play_quick_game(2 + seed % 3, seed)


def board_text(board: list[tuple]) -> list[str]:
    return [" ".join(map(str, s)) for s in board]


def test_it_opens_only_with_enough_points_and_leaves_the_board_alone() -> None:
    board = parse_board("k1 k2 k3")
    assert quick_move(board, parse_tiles("r1 r2 r3 b9"), False, 30) is None
    move = quick_move(board, parse_tiles("r9 r10 r11 k4 b1"), False, 30)
    assert move is not None and board_text(move) == ["k1 k2 k3", "r9 r10 r11"]  # k4 waits


def test_it_extends_board_sets_splits_runs_and_lays_jokers_with_pairs() -> None:
    board = parse_board("b4 b5 b6 | k8 o8 r8 | r4 r5 r6 r7 r8")
    move = quick_move(board, parse_tiles("b3 b8 r6 J o1 o2"), True, 30)
    assert move is not None
    assert sorted(board_text(move)) == sorted(["b3 b4 b5 b6", "k8 o8 r8 b8", "r4 r5 r6", "r6 r7 r8",
                                               "o1 o2 J"])
    assert check_turn(board, move, parse_tiles("b3 b8 r6 J o1 o2"), True, 30).ok


def test_it_goes_out_with_a_last_joker() -> None:
    move = quick_move(parse_board("k11 k12 k13"), parse_tiles("J"), True, 30)
    assert move is not None and board_text(move) == ["J k11 k12 k13"]


def test_it_draws_when_nothing_fits() -> None:
    assert quick_move(parse_board("k1 k2 k3"), parse_tiles("r9 b1 o5"), True, 30) is None


def test_every_turn_of_a_fast_play_out_passes_check_turn_and_keeps_every_tile() -> None:
    for seed in range(8):
        seats = 2 + seed % 3
        state, _ = new_game(seats, random.Random(seed))
        table = Table([], [counts_of(r) for r in state.racks], [False] * seats, [code_of(t) for t in state.pool],
                      state.current, 0, state.options.threshold)
        everything = counts_of(list(state.all_tiles().elements()))
        ended = False
        while not ended:
            seat = table.current
            before = [tiles_of(r) for r in table.board]
            rack = [TILES[code] for code, n in enumerate(table.racks[seat]) for _ in range(n)]
            opened, pool = table.opened[seat], len(table.pool)
            ended = table.turn()
            after = [tiles_of(r) for r in table.board]
            if before == after:  # it drew (or passed)
                assert sum(table.racks[seat]) == len(rack) + (pool > 0) and len(table.pool) == max(0, pool - 1)
            else:
                assert check_turn(before, after, rack, opened, 30).ok
                assert table.opened[seat]
            assert board_records(after) == table.board
            tiles = [sum(r[code] for r in table.racks) + table.pool.count(code) for code in range(len(TILES))]
            for laid in after:
                for t in laid:
                    tiles[code_of(t)] += 1
            assert tiles == everything
        assert table.passes >= seats or not all(table.tile_counts())
