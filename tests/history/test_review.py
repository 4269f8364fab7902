"""Your review, on positions whose best move is known from the solver's own tests: a turn where
the player drew but could have opened, an opening that left a tile it could have laid, and a draw
when a tile on the rack could free the board's joker (``b6 J b8`` with ``b7 r10 r11``)."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from rummi_qt.engine import parse_board, parse_tiles
from rummi_qt.history.replay import read_games
from rummi_qt.history.review import from_wire, review_game, review_record, to_wire
from tests.history.games import record_bot_game


def turn(seat: int, action: str, **fields: str) -> dict[str, Any]:
    return {"type": "turn", "seat": seat, "action": action, **fields}


KNOWN: list[dict[str, Any]] = [
    {"type": "game", "seats": ["Ann", "Bob"], "tile_set": 106, "options": {"threshold": 30},
     "racks": ["k10 o10 b10 b7 r11", "b6 J b8 r12 o12 k12 k1"], "first": 0},
    turn(0, "draw", tile="r10"),  # 1: could have opened with k10 o10 b10
    turn(1, "meld", board="b6 J b8 | k12 o12 r12", played="b6 b8 J k12 o12 r12"),
    turn(0, "meld", board="b6 J b8 | k12 o12 r12 | k10 o10 b10", played="b10 k10 o10"),  # 3: r10 too
    turn(1, "draw", tile="k2"),
    turn(0, "draw", tile="k13"),  # 5: b7 frees the joker for r10 r11 J
    turn(1, "draw", tile="k3"),
    turn(0, "meld", board="b6 b7 b8 | k12 o12 r12 | k10 o10 b10 | r10 r11 J", played="b7 r10 r11"),  # best: 3 of 4
    {"type": "end", "winners": [1], "racks": ["k13", "k1 k2 k3"], "scores": [-13, 13]},
]


def test_the_turns_where_a_better_move_was_there() -> None:
    game, = read_games(KNOWN)
    missed = review_game(game, 0)
    assert [m.turn for m in missed] == [1, 3, 5]
    drew, opened_short, freed = missed
    assert (drew.action, drew.played, drew.opening) == ("draw", (), True)
    assert Counter(drew.best) == Counter(parse_tiles("k10 o10 b10"))  # the player drew but could have opened
    assert (opened_short.action, opened_short.opening) == ("meld", True)
    assert Counter(opened_short.best) == Counter(parse_tiles("k10 o10 b10 r10"))
    assert (freed.action, freed.opening) == ("draw", False)
    assert Counter(freed.best) == Counter(parse_tiles("b7 r10 r11"))
    assert list(freed.removed) == parse_board("b6 J b8")
    assert Counter(map(frozenset, freed.added)) == Counter(map(frozenset, parse_board("b6 b7 b8 | r10 r11 J")))
    assert list(freed.before) == parse_board("b6 J b8 | k12 o12 r12 | k10 o10 b10")
    assert review_game(game, 1) == []  # Bob played what he could (or had nothing to play)


def test_the_review_crosses_the_process_boundary_in_notation() -> None:
    missed = review_record(KNOWN, 0, 0)
    assert [from_wire(m) for m in missed] == review_game(read_games(KNOWN)[0], 0)
    assert to_wire(from_wire(missed[2])) == missed[2]


def test_a_whole_game_is_reviewed_in_a_few_seconds() -> None:
    lines, _ = record_bot_game(["easy", "normal", "normal", "normal"], 21)
    game, = read_games(lines)
    started = time.perf_counter()
    missed = review_game(game, 0)
    assert time.perf_counter() - started < 10  # benchmarks/review.py measures it properly
    assert missed, "an easy bot leaves moves on the table"
    assert all(len(m.best) > len(m.played) for m in missed)
