"""The hard bot's reading of the table: what opponents may hold after a meld or a draw, the parts
of a move, and holding back the part that would let an opponent go out."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummi_qt.engine import TurnEnd, parse_board, parse_tiles
from rummi_qt.engine.board import layout
from rummi_qt.engine.game import Options
from rummi_qt.engine.reading import (
    board_left,
    guarded_move,
    hidden_tiles,
    move_parts,
    part_choices,
    sample_hands,
    stuck_tiles,
    winning_share,
    with_parts,
)
from rummi_qt.engine.solver import best_move, places_all
from rummi_qt.engine.tiles import Tile, all_tiles
from rummi_qt.engine.turn import check_turn
from rummi_qt.engine.views import PlayerView

M, D, P, N = TurnEnd.MELDED, TurnEnd.DREW, TurnEnd.PASSED, TurnEnd.NONE


def view_of(board: str, rack: str, counts: tuple[int, ...], last: tuple[TurnEnd, ...], seat: int = 0,
            opened: tuple[bool, ...] | None = None, melded: tuple[str, ...] | None = None) -> PlayerView:
    laid = layout(parse_board(board)) if board else layout([])
    tiles = parse_tiles(rack)
    counts = tuple(len(tiles) if s == seat else n for s, n in enumerate(counts))
    return PlayerView(seat=seat, seats=len(counts), options=Options(), rack=tiles, last_drawn=(), board=laid,
                      turn_board=laid, rack_counts=counts, opened=opened or (True,) * len(counts),
                      last_turns=last, laid_since=tuple(parse_tiles(t) for t in melded or ("",) * len(counts)),
                      pool_size=30, current=seat, first_seat=0, turn=30, passes=0,
                      can_step_back=False, result=None)


def sets(text: str) -> list[tuple[Tile, ...]]:
    return [tuple(s) for s in parse_board(text)]


def test_a_seat_left_the_board_as_it_is_now_without_the_tiles_melded_since() -> None:
    view = view_of("r1 r2 r3 r4 | b5 b6 b7", "k5", (1, 5, 5), (M, M, M), melded=("", "r4 b5 b6 b7", "r4"))
    assert board_left(view, 2) == Counter(parse_tiles("r1 r2 r3 b5 b6 b7"))
    assert board_left(view, 1) == Counter(parse_tiles("r1 r2 r3"))


def test_a_seats_stuck_tiles_are_judged_on_the_board_it_left() -> None:
    # Seat 1 melded, then seat 2 laid b5 b6 b7: b4 and b8 fit now, but seat 1 could not have held them.
    view = view_of("r1 r2 r3 | b5 b6 b7", "k5", (1, 1, 3), (M, M, M), melded=("", "b5 b6 b7", ""))
    for guess in sample_hands(view, [1], random.Random(2), samples=40):
        assert not places_all(parse_tiles("r1 r2 r3"), guess[1])
    assert any(places_all(list(view.turn_board.tiles().elements()), guess[1])
               for guess in sample_hands(view, [1], random.Random(2), samples=40))


def test_after_a_meld_every_tile_is_stuck_after_a_draw_all_but_the_drawn_one() -> None:
    assert stuck_tiles(view_of("r1 r2 r3", "k5", (1, 4), (M, M)), 1) == 4
    assert stuck_tiles(view_of("r1 r2 r3", "k5", (1, 4), (M, D)), 1) == 3
    assert stuck_tiles(view_of("r1 r2 r3", "k5", (1, 4), (M, P)), 1) == 4
    assert stuck_tiles(view_of("r1 r2 r3", "k5", (1, 4), (M, TurnEnd.OPENED)), 1) == 4  # judged on its own sets
    assert stuck_tiles(view_of("r1 r2 r3", "k5", (1, 4), (M, TurnEnd.TIMED_OUT)), 1) == 0
    assert stuck_tiles(view_of("r1 r2 r3", "k5", (1, 14), (M, N), opened=(True, False)), 1) == 0


def test_a_seat_that_opened_kept_nothing_that_joins_its_sets_or_makes_one_but_may_fit_the_board() -> None:
    # Seat 1 opened with k10 k11 k12 o13 k13 b13 (seat 2 laid b5 b6 b7 after it); before that the board
    # held r1 r2 r3. Its three tiles may fit r1 r2 r3 or b5 b6 b7 (it could not touch the board), never
    # k9, a 13, a set of their own or two that join its sets together.
    view = view_of("r1 r2 r3 | k10 k11 k12 | o13 k13 b13 | b5 b6 b7", "k5", (1, 3, 9), (M, TurnEnd.OPENED, M),
                   melded=("k10 k11 k12 o13 k13 b13 b5 b6 b7", "b5 b6 b7", ""))
    own = parse_tiles("k10 k11 k12 o13 k13 b13")
    guesses = sample_hands(view, [1], random.Random(5), samples=60)
    assert len(guesses) == 60
    for guess in guesses:
        assert not any(places_all(own, (t,)) for t in guess[1])
        assert not any(places_all(own, pair) for pair in itertools.combinations(guess[1], 2))
        assert not places_all([], guess[1])
    board = list(view.turn_board.tiles().elements())
    assert any(places_all(board, guess[1][:1]) for guess in guesses)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), last=st.sampled_from([M, D]), count=st.integers(1, 4))
def test_guessed_hands_come_from_the_hidden_tiles_and_fit_what_the_table_saw(seed: int, last: TurnEnd,
                                                                              count: int) -> None:
    view = view_of("r1 r2 r3 r4 | b7 b8 b9 | k10 o10 b10", "r5 k1 k2 o12", (4, count), (M, last))
    hidden = Counter(hidden_tiles(view))
    assert sum(hidden.values()) == 106 - 10 - 4
    board = list(view.turn_board.tiles().elements())
    hands = sample_hands(view, [1], random.Random(seed), samples=8)
    assert hands == sample_hands(view, [1], random.Random(seed), samples=8)  # replays from its seed
    for guess in hands:
        hand = guess[1]
        assert len(hand) == count and not Counter(hand) - hidden
        stuck = list(hand) if last is M else list(hand[:-1])
        assert not any(places_all(board, [t]) for t in stuck)  # no tile fits alone,
        assert not any(places_all(board, pair) for pair in itertools.combinations(stuck, 2))  # nor two together


def test_two_opponents_guessed_hands_never_share_a_tile() -> None:
    view = view_of("r1 r2 r3", "k5", (1, 3, 3), (M, M, M))
    for guess in sample_hands(view, [1, 2], random.Random(7), samples=20):
        together = Counter(guess[1]) + Counter(guess[2])
        assert not together - Counter(hidden_tiles(view))


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_every_selection_of_a_moves_parts_is_a_legal_move(seed: int) -> None:
    rng = random.Random(seed)
    pool = all_tiles()
    rng.shuffle(pool)
    board = best_move([], pool[:40], True) or []
    rack = pool[40:54]
    move = best_move(board, rack, True)
    if move is None:
        return
    parts = move_parts(board, move)
    placed = sum(map(len, move)) - sum(map(len, board))
    assert sum(p[2] for p in parts) == placed
    for chosen in part_choices(parts):
        after = with_parts(board, chosen)
        assert check_turn(board, after, rack, True, 30).ok
        assert sum(map(len, after)) - sum(map(len, board)) == sum(p[2] for p in chosen)


def test_the_part_that_would_let_the_opponent_go_out_is_held_back() -> None:
    # The opponent holds one tile, r8 (as far as this seat can tell). Laying r5 r6 r7 would hand
    # it the game; k11 k12 k13 does not.
    view = view_of("r1 r2 r3 | b5 b6 b7", "r5 r6 r7 k11 k12 k13 o2", (7, 1), (M, M))
    move = best_move(view.turn_board.sets(), view.rack, True)
    assert move is not None and parse_tiles("r6")[0] in Counter(t for s in move for t in s)
    chosen = guarded_move(view, move, random.Random(1), hands=[{1: tuple(parse_tiles("r8"))}])
    assert chosen is not None
    laid = Counter(t for s in chosen for t in s) - view.turn_board.tiles()
    assert laid == Counter(parse_tiles("k11 k12 k13"))
    assert check_turn(view.turn_board.sets(), chosen, view.rack, True, 30).ok


@pytest.mark.parametrize(("counts", "held"), [((7, 6, 9, 9), True), ((7, 6), False)])
def test_at_four_seats_an_opponent_with_six_tiles_is_watched_heads_up_not(counts: tuple[int, ...],
                                                                           held: bool) -> None:
    # Six tiles that all go out once r5 r6 r7 lies on the board (r8 joins it). With three
    # opponents racing that is worth guarding against; heads-up, only five tiles or fewer are.
    view = view_of("r1 r2 r3 | b5 b6 b7", "r5 r6 r7 k11 k12 k13 o2", counts, (M,) * len(counts))
    move = best_move(view.turn_board.sets(), view.rack, True)
    assert move is not None
    hand = {1: tuple(parse_tiles("r8 b8 b9 o5 o6 o7"))}
    chosen = guarded_move(view, move, random.Random(1), hands=[hand])
    assert chosen is not None and check_turn(view.turn_board.sets(), chosen, view.rack, True, 30).ok
    laid = Counter(t for s in chosen for t in s) - view.turn_board.tiles()
    assert (laid == Counter(parse_tiles("k11 k12 k13"))) is held
    assert held or chosen == move


@pytest.mark.parametrize(("counts", "held"), [((7, 3, 9, 9), True), ((7, 3), False)])
def test_at_four_seats_a_smaller_risk_is_worth_holding_back_for(counts: tuple[int, ...], held: bool) -> None:
    # Three guesses in ten go out once r5 r6 r7 lies on the board. Heads-up that risk is worth
    # taking to be left with one tile; at four seats (a held tile weighs 0.3 of one, the risk
    # counts as 0.3 ** 0.5) r5 r6 r7 is held back and k11 k12 k13 alone is laid.
    view = view_of("r1 r2 r3 | b5 b6 b7", "r5 r6 r7 k11 k12 k13 o2", counts, (M,) * len(counts))
    move = best_move(view.turn_board.sets(), view.rack, True)
    assert move is not None
    out, stuck = tuple(parse_tiles("r4 r8 r9")), tuple(parse_tiles("o9 o9 b12"))
    board = list(view.turn_board.tiles().elements())
    assert places_all([t for s in move for t in s], out)
    assert not places_all(board + list(parse_tiles("k11 k12 k13")), out)
    assert not places_all([t for s in move for t in s], stuck)
    chosen = guarded_move(view, move, random.Random(1), hands=[{1: out}] * 3 + [{1: stuck}] * 7)
    assert chosen is not None and check_turn(view.turn_board.sets(), chosen, view.rack, True, 30).ok
    laid = Counter(t for s in chosen for t in s) - view.turn_board.tiles()
    assert laid == (Counter(parse_tiles("k11 k12 k13")) if held else Counter(parse_tiles("r5 r6 r7 k11 k12 k13")))


def test_with_no_opponent_near_the_end_the_whole_move_is_played() -> None:
    view = view_of("r1 r2 r3 | b5 b6 b7", "r5 r6 r7 k11 k12 k13 o2", (7, 6), (M, M))
    move = best_move(view.turn_board.sets(), view.rack, True)
    assert guarded_move(view, move, random.Random(1)) == move


def test_a_move_that_goes_out_is_always_played() -> None:
    view = view_of("r1 r2 r3 | b5 b6 b7", "r5 r6 r7", (3, 1), (M, M))
    move = best_move(view.turn_board.sets(), view.rack, True)
    assert guarded_move(view, move, random.Random(1), hands=[{1: tuple(parse_tiles("r8"))}]) == move


def test_when_every_guess_goes_out_anyway_the_bot_lays_the_most() -> None:
    view = view_of("r1 r2 r3 | b5 b6 b7", "r5 r6 r7 k11 k12 k13 o2", (7, 1), (M, M))
    move = best_move(view.turn_board.sets(), view.rack, True)
    assert guarded_move(view, move, random.Random(1), hands=[{1: tuple(parse_tiles("b8"))}]) == move


@pytest.mark.parametrize(("mine", "others", "share"), [(3, [3], 0.5), (1, [3], 0.75), (0, [1], 1.0),
                                                        (2, [2, 2, 2], 0.25)])
def test_the_winning_share_weighs_each_player_by_one_over_their_tiles(mine: int, others: list[int],
                                                                      share: float) -> None:
    assert winning_share(mine, others) == pytest.approx(share)


def test_places_all_and_most_placed_agree_with_the_solver() -> None:
    board = [t for s in sets("r1 r2 r3 | b5 b6 b7") for t in s]
    assert places_all(board, parse_tiles("r4 b8"))
    assert places_all(board, parse_tiles("r4 k9")) is False
    spent = [0]
    assert places_all(board, parse_tiles("r4 k9"), max_work=1, spent=spent) is None and spent[0] >= 1


def test_a_decision_spends_no_more_work_on_fit_checks_than_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    import rummi_qt.engine.reading as reading

    calls = []
    real = reading.places_all

    def counted(tiles, hand, max_work=None, spent=None):  # type: ignore[no-untyped-def]
        calls.append(hand)
        return real(tiles, hand, max_work, spent)

    monkeypatch.setattr(reading, "places_all", counted)
    monkeypatch.setattr(reading, "HEADS_UP", replace(reading.HEADS_UP, work=4 * reading.CALL_COST + 1))
    view = view_of("r1 r2 r3 | b5 b6 b7 | k9 o9 r9 | o1 o2 o3 o4", "r5 r6 r7 k11 k12 k13 o2", (7, 3), (M, M))
    move = best_move(view.turn_board.sets(), view.rack, True)
    chosen = guarded_move(view, move, random.Random(3))
    assert len(calls) <= 4
    assert calls, "the position needs the solver at all"
    assert chosen is None or check_turn(view.turn_board.sets(), chosen, view.rack, True, 30).ok
