"""Replaying a record steps to the exact table of each turn: the board, every rack, the counts."""

from __future__ import annotations

import pytest

from rummi_qt.engine import same_board
from rummi_qt.history.replay import RecordError, parse_lines, read_games
from tests.history.games import record_bot_game


@pytest.mark.parametrize("seed", [3, 8])
def test_every_frame_is_the_table_as_it_was_after_that_turn(seed: int) -> None:
    lines, states = record_bot_game(["normal", "easy", "normal"], seed)
    game, = read_games(lines)
    assert game.ended and game.view is None and game.names == ("P0", "P1", "P2")
    assert len(game.frames) == len(states) + 1  # the deal, each turn, and the end
    for frame, state in zip(game.frames, states, strict=False):
        assert same_board(list(frame.sets), state.board.sets())
        assert frame.board == state.board, "each set where it lay, not laid out afresh (a newcomer's finding)"
        assert frame.racks == state.racks
        assert frame.counts == tuple(len(r) for r in state.racks)
        assert frame.opened == state.opened
        assert frame.pool == len(state.pool)
        assert frame.current == state.current or state.result is not None
    end = game.last
    assert end.action == "end" and end.scores == states[-1].result.changes
    assert end.winners == states[-1].result.winners


def test_a_record_that_contradicts_itself_is_refused_with_the_reason() -> None:
    lines, _ = record_bot_game(["easy", "easy"], 4)
    meld = next(line for line in lines if line.get("action") == "meld")
    meld["played"] = "J J J"  # more jokers than the seat held
    with pytest.raises(RecordError, match="did not hold"):
        read_games(lines)
    with pytest.raises(RecordError, match="line 2 is not JSON"):
        parse_lines(['{"type":"game"}', "{oops"])


def test_a_record_kept_before_the_sets_starts_were_is_laid_out_and_a_bad_start_is_ignored() -> None:
    lines, states = record_bot_game(["normal", "easy"], 3)
    for damaged in (None, [[0, 99]], "x", [[0, 0]] * 40):
        edited = [({**line, "at": damaged} if damaged is not None else
                   {k: v for k, v in line.items() if k != "at"}) if line.get("type") == "turn" and "at" in line
                  else line for line in lines]
        game, = read_games(edited)
        for frame, state in zip(game.frames, states, strict=False):
            assert same_board(list(frame.sets), state.board.sets())
