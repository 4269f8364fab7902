"""The game state machine: starting draw, deal, the in-progress turn, Finish meld, Draw, Pass,
timeouts, the end of a game and the rounds of a table (RULES.md "A game" items 1–7)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from rummi_qt.engine import (
    JOKER,
    Arrange,
    Board,
    Cell,
    Draft,
    Draw,
    Drew,
    Finish,
    GameEnded,
    GameState,
    Match,
    Melded,
    Move,
    Options,
    Pass,
    Passed,
    Place,
    Reason,
    StepBack,
    TakeBack,
    Tile,
    Timeout,
    TurnEnd,
    TurnStarted,
    Undo,
    all_tiles,
    apply,
    format_board,
    layout,
    new_game,
    parse_board,
    parse_tile,
    parse_tiles,
    spec_for_seats,
)
from rummi_qt.engine.game import choose_first_seat
from rummi_qt.engine.views import SPECTATOR, view_for


def make_state(racks: list[str], board: str = "", pool: str = "k1 k2 k3", opened: tuple[bool, ...] | None = None,
               current: int = 0, options: Options | None = None) -> GameState:
    """A game in the middle: racks, board and pool in notation (the pool draws from its end)."""
    laid = layout(parse_board(board))
    hands = tuple(tuple(sorted(parse_tiles(r))) for r in racks)
    return GameState(
        seats=len(racks), options=options or Options(), pool=parse_tiles(pool), racks=hands, board=laid,
        opened=opened or (True,) * len(racks), first_seat=0, current=current,
        draft=Draft.begin(laid, hands[current]), last_drawn=((),) * len(racks),
    )


def rack(text: str) -> tuple[Tile, ...]:
    return tuple(sorted(parse_tiles(text)))


def place_set(state: GameState, text: str, row: int, col: int = 0) -> GameState:
    for offset, t in enumerate(parse_tiles(text)):
        outcome = apply(state, Place(state.current, t, Cell(row, col + offset)))
        assert outcome.ok, outcome.verdict
        state = outcome.state
    return state


# --- item 1: setting up -------------------------------------------------------------------------


@pytest.mark.parametrize("seats, size", [(2, 106), (3, 106), (4, 106), (5, 160), (6, 160)])
def test_deal_gives_fourteen_tiles_each_and_the_rest_is_the_pool(seats: int, size: int) -> None:
    state, _ = new_game(seats, random.Random(seats))
    assert [len(r) for r in state.racks] == [14] * seats
    assert len(state.pool) == size - 14 * seats
    assert state.all_tiles() == Counter(all_tiles(spec_for_seats(seats)))
    assert state.board.sets() == [] and state.opened == (False,) * seats


def test_highest_starting_draw_starts_jokers_count_nothing_and_ties_draw_again() -> None:
    for seed in range(200):
        starting = choose_first_seat(4, random.Random(seed), all_tiles())
        last = starting.draws[-1]
        best = max(t.number or 0 for _, t in last)
        assert [seat for seat, t in last if (t.number or 0) == best] == [starting.first_seat]
        for earlier in starting.draws[:-1]:
            top = max(t.number or 0 for _, t in earlier)
            tied = [seat for seat, t in earlier if (t.number or 0) == top]
            assert len(tied) > 1
        if len(starting.draws) > 1:
            assert {s for s, _ in starting.draws[1]} < {s for s, _ in starting.draws[0]}


def test_a_game_with_a_seed_is_the_same_game() -> None:
    a, _ = new_game(4, random.Random(42))
    b, _ = new_game(4, random.Random(42))
    assert a == b


def test_seat_count_outside_two_to_six_is_refused() -> None:
    with pytest.raises(ValueError):
        new_game(7, random.Random(1))
    with pytest.raises(ValueError):
        new_game(1, random.Random(1))


# --- item 4: the turn -------------------------------------------------------------------------------


def test_only_the_current_player_acts() -> None:
    state = make_state(["r1 r2 r3", "b1 b2 b3"])
    outcome = apply(state, Draw(1))
    assert outcome.verdict.reason is Reason.NOT_YOUR_TURN and outcome.state is state


def test_place_move_take_back_step_back_and_undo() -> None:
    state = make_state(["r1 r2 r3 r9", "b1"], board="k5 k6 k7")
    state = apply(state, Place(0, parse_tile("r1"), Cell(2, 0))).state
    assert state.draft.rack == parse_tiles("r2 r3 r9")
    state = apply(state, Move(0, Cell(2, 0), Cell(3, 3))).state
    assert state.draft.board[Cell(3, 3)] == parse_tile("r1") and state.draft.board[Cell(2, 0)] is None
    back = apply(state, StepBack(0))
    assert back.ok and back.state.draft.board[Cell(2, 0)] == parse_tile("r1")
    taken = apply(state, TakeBack(0, Cell(3, 3)))
    assert taken.ok and taken.state.draft.rack == parse_tiles("r1 r2 r3 r9")
    # A tile of the board's sets never goes to a rack.
    refused = apply(state, TakeBack(0, Cell(0, 0)))
    assert refused.verdict.reason is Reason.NOT_PLAYED_THIS_TURN
    undone = apply(state, Undo(0))
    assert undone.ok and undone.state.draft.board == state.board and not undone.state.draft.changed
    assert apply(undone.state, Undo(0)).verdict.reason is Reason.NOTHING_TO_UNDO
    assert apply(undone.state, StepBack(0)).verdict.reason is Reason.NOTHING_TO_UNDO


def test_edits_refuse_foreign_tiles_occupied_and_off_board_cells() -> None:
    state = make_state(["r1 r2", "b1"], board="k5 k6 k7")
    assert apply(state, Place(0, parse_tile("b1"), Cell(3, 3))).verdict.reason is Reason.NOT_ON_RACK
    assert apply(state, Place(0, parse_tile("r1"), Cell(0, 0))).verdict.reason is Reason.CELL_OCCUPIED
    assert apply(state, Place(0, parse_tile("r1"), Cell(0, 99))).verdict.reason is Reason.OFF_BOARD
    assert apply(state, Move(0, Cell(5, 5), Cell(6, 6))).verdict.reason is Reason.CELL_EMPTY
    assert apply(state, TakeBack(0, Cell(5, 5))).verdict.reason is Reason.CELL_EMPTY


def test_a_copy_of_a_board_tile_played_this_turn_can_come_back_from_either_cell() -> None:
    state = make_state(["k6", "b1"], board="k5 k6 k7")
    state = apply(state, Place(0, parse_tile("k6"), Cell(3, 0))).state
    # Copies are interchangeable: after playing a k6, either k6 may go back.
    outcome = apply(state, TakeBack(0, Cell(0, 1)))
    assert outcome.ok and outcome.state.draft.rack == parse_tiles("k6")


def test_draw_is_refused_while_changes_are_pending_and_takes_the_pool_tile() -> None:
    state = make_state(["r1 r2", "b1"], pool="k1 o9")
    pending = apply(state, Place(0, parse_tile("r1"), Cell(1, 1))).state
    assert apply(pending, Draw(0)).verdict.reason is Reason.CHANGES_PENDING
    outcome = apply(state, Draw(0))
    assert outcome.ok
    assert outcome.events == (Drew(0, parse_tiles("o9")), TurnStarted(1))
    assert outcome.state.racks[0] == rack("r1 r2 o9") and outcome.state.pool == parse_tiles("k1")
    assert outcome.state.current == 1 and outcome.state.last_drawn[0] == parse_tiles("o9")


def test_moving_a_tile_back_where_it_was_leaves_no_unfinished_change() -> None:
    state = make_state(["r1", "b1"], board="k5 k6 k7")
    moved = apply(state, Move(0, Cell(0, 2), Cell(4, 4))).state
    assert moved.draft.changed
    back = apply(moved, Move(0, Cell(4, 4), Cell(0, 2))).state
    assert not back.draft.changed and apply(back, Draw(0)).ok


def test_pass_only_on_an_empty_pool_and_draw_becomes_pass() -> None:
    state = make_state(["r1", "b1"], pool="k1")
    assert apply(state, Pass(0)).verdict.reason is Reason.POOL_NOT_EMPTY
    empty = replace(state, pool=())
    assert apply(empty, Draw(0)).verdict.reason is Reason.POOL_EMPTY
    outcome = apply(empty, Pass(0))
    assert outcome.ok and outcome.events[0] == Passed(0)


def test_finish_meld_refused_with_a_reason_and_the_turn_goes_on() -> None:
    state = make_state(["r10 r11 r12 k1", "b1"], opened=(False, False))
    state = place_set(state, "r10 r11", row=0)
    outcome = apply(state, Finish(0))
    assert outcome.verdict.reason is Reason.INVALID_SET
    assert outcome.state.current == 0 and outcome.state.draft.changed


def test_opening_below_threshold_is_refused_with_the_sum() -> None:
    state = make_state(["r7 r8 r9 k1", "b1"], opened=(False, False))
    state = place_set(state, "r7 r8 r9", row=0)
    outcome = apply(state, Finish(0))
    assert outcome.verdict.reason is Reason.OPENING_TOO_LOW
    assert outcome.verdict.detail == "Opening needs 30 points; these sets are worth 24"


def test_custom_opening_threshold() -> None:
    state = make_state(["r7 r8 r9 k1", "b1"], opened=(False, False), options=Options(threshold=20))
    state = place_set(state, "r7 r8 r9", row=0)
    assert apply(state, Finish(0)).ok


def test_legal_opening_commits_board_rack_and_opened_flag() -> None:
    state = make_state(["k10 o10 b10 r1", "b1"], opened=(False, False))
    state = place_set(state, "k10 o10 b10", row=2, col=3)
    outcome = apply(state, Finish(0))
    assert outcome.ok
    assert outcome.events == (Melded(0, tuple(sorted(parse_tiles("k10 o10 b10"))), opening=True,
                                     new_sets=(tuple(parse_tiles("k10 o10 b10")),)), TurnStarted(1))
    after = outcome.state
    assert after.racks[0] == parse_tiles("r1") and after.opened == (True, False)
    assert after.board[Cell(2, 3)] == parse_tile("k10") and format_board(after.board.sets()) == "k10 o10 b10"


def test_freeing_a_joker_in_a_live_turn() -> None:
    state = make_state(["b7 r10 r11", "k1"], board="b6 J b8", opened=(True, True))
    joker = Cell(0, 1)
    state = apply(state, Move(0, joker, Cell(2, 2))).state
    state = apply(state, Place(0, parse_tile("b7"), joker)).state
    state = place_set(state, "r10 r11", row=2, col=0)
    outcome = apply(state, Finish(0))
    assert outcome.ok
    assert sorted(format_board([s]) for s in outcome.state.board.sets()) == ["b6 b7 b8", "r10 r11 J"]
    assert outcome.state.racks[0] == ()


def test_emptying_the_rack_wins_at_once_and_settles() -> None:
    state = make_state(["r4", "b1 b2 J", "k9"], board="r1 r2 r3")
    state = apply(state, Place(0, parse_tile("r4"), Cell(0, 3))).state
    outcome = apply(state, Finish(0))
    assert outcome.ok and outcome.state.over
    ended = outcome.events[-1]
    assert isinstance(ended, GameEnded)
    assert ended.result.winners == (0,) and ended.result.went_out
    assert ended.result.changes == (42, -33, -9)
    assert apply(outcome.state, Draw(1)).verdict.reason is Reason.GAME_OVER


def test_arrange_lays_sets_keeping_unchanged_ones_in_place() -> None:
    state = make_state(["r4 k9 o9 b9", "b1"], board="r1 r2 r3 | k5 o5 b5")
    start = state.board
    sets = (*parse_board("k5 o5 b5 | r1 r2 r3 r4 | k9 o9 b9"),)
    outcome = apply(state, Arrange(0, sets))
    assert outcome.ok
    board = outcome.state.draft.board
    kept = next(p for p in start.placed_sets() if format_board([p.tiles]) == "k5 o5 b5")
    assert board[Cell(kept.row, kept.col)] == parse_tile("k5")
    assert apply(outcome.state, Finish(0)).ok
    assert apply(state, Arrange(0, (*parse_board("k5 o5 b5"),))).verdict.reason is Reason.BOARD_TILE_REMOVED
    assert apply(state, Arrange(0, (*parse_board("r1 r2 r3 | k5 o5 b5 | r12 r13 J"),))).verdict.reason \
        is Reason.NOT_ON_RACK


def test_how_each_seats_last_turn_ended_is_kept_for_everyone_to_see() -> None:
    state = make_state(["k10 o10 b10 r1 r2", "b1 b2 b3 o5", "k4"], opened=(False, True, True), pool="k1 k2")
    assert state.last_turns == () and view_for(state, 2).last_turns == (TurnEnd.NONE,) * 3
    state = apply(place_set(state, "k10 o10 b10", row=2), Finish(0)).state
    state = apply(place_set(state, "b1 b2 b3", row=4), Finish(1)).state
    state = apply(state, Draw(2)).state
    assert state.last_turns == (TurnEnd.OPENED, TurnEnd.MELDED, TurnEnd.DREW)
    assert state.laid_since == (parse_tiles("b1 b2 b3"), (), ())
    state = apply(state, Timeout(0)).state
    state = apply(replace(state, pool=()), Pass(1)).state
    assert state.last_turns == (TurnEnd.TIMED_OUT, TurnEnd.PASSED, TurnEnd.DREW)
    assert state.laid_since == ((), (), ())
    assert view_for(state, 2).last_turns == state.last_turns == view_for(state, SPECTATOR).last_turns



# --- items 5 and 6: timeouts and the end on passes ---------------------------------------------------


def test_timeout_undoes_and_draws_one() -> None:
    state = make_state(["r4 r9", "b1"], board="r1 r2 r3", pool="k1 k2 k3")
    state = apply(state, Place(0, parse_tile("r4"), Cell(0, 3))).state
    outcome = apply(state, Timeout(0))
    assert outcome.ok
    assert outcome.events[0] == Drew(0, parse_tiles("k3"), timed_out=True, penalty=False)
    assert outcome.state.racks[0] == rack("r4 r9 k3") and outcome.state.board == state.board


@pytest.mark.parametrize("pool, drawn", [("k1 k2 k3 k4", "k2 k3 k4"), ("k4 o7", "k4 o7")])
def test_official_penalty_draws_three_after_touching_board_sets(pool: str, drawn: str) -> None:
    options = Options(official_penalty=True)
    state = make_state(["r9", "b1"], board="r1 r2 r3 r4", pool=pool, options=options)
    state = apply(state, Move(0, Cell(0, 3), Cell(4, 0))).state
    outcome = apply(state, Timeout(0))
    assert outcome.events[0] == Drew(0, parse_tiles(drawn), timed_out=True, penalty=True)


def test_official_penalty_only_when_board_sets_were_touched() -> None:
    options = Options(official_penalty=True)
    state = make_state(["r5 r9", "b1"], board="r1 r2 r3 r4", pool="k1 k2 k3", options=options)
    laid = apply(state, Place(0, parse_tile("r5"), Cell(0, 4))).state
    outcome = apply(laid, Timeout(0))
    assert outcome.events[0] == Drew(0, parse_tiles("k3"), timed_out=True, penalty=False)


def test_without_the_option_touching_the_board_still_draws_one() -> None:
    state = make_state(["r9", "b1"], board="r1 r2 r3 r4", pool="k1 k2 k3")
    state = apply(state, Move(0, Cell(0, 3), Cell(4, 0))).state
    assert apply(state, Timeout(0)).events[0] == Drew(0, parse_tiles("k3"), timed_out=True)


def test_a_full_round_of_passes_on_an_empty_pool_ends_with_the_lowest_sum_winning() -> None:
    state = make_state(["r12", "b7", "o10 o10"], pool="")
    for seat in range(2):
        state = apply(state, Pass(seat)).state
        assert not state.over
    outcome = apply(state, Timeout(2))  # a timeout on an empty pool counts as a pass
    assert outcome.state.over
    result = outcome.events[-1]
    assert isinstance(result, GameEnded)
    assert result.result.winners == (1,) and not result.result.went_out
    assert result.result.changes == (-5, 18, -13)


def test_a_draw_or_a_meld_resets_the_pass_count_and_the_emptying_draw_is_no_pass() -> None:
    state = make_state(["r12", "b7"], pool="k1")
    state = apply(state, Draw(0)).state  # empties the pool: not a pass
    assert state.passes == 0 and state.pool == ()
    state = apply(state, Pass(1)).state
    assert state.passes == 1 and not state.over
    state = apply(state, Pass(0)).state
    assert state.over


def test_tied_lowest_sums_share_the_win() -> None:
    state = make_state(["r7", "b7", "o10 o10"], pool="")
    for seat in range(3):
        state = apply(state, Pass(seat)).state
    assert state.result is not None
    assert state.result.winners == (0, 1) and state.result.changes == (7, 6, -13)


def test_joker_left_on_a_rack_costs_thirty() -> None:
    state = make_state(["r4", "J"], board="r1 r2 r3")
    state = apply(state, Place(0, parse_tile("r4"), Cell(0, 3))).state
    result = apply(state, Finish(0)).state.result
    assert result is not None and result.changes == (30, -30)
    assert result.racks[1] == (JOKER,)


# --- rounds -----------------------------------------------------------------------------------------


def test_the_next_game_starts_with_the_seat_after_the_previous_first_player() -> None:
    rng = random.Random(3)
    match = Match.start(3, rng, rounds=2)
    assert match.book.games_planned == 6
    first = match.game.first_seat
    with pytest.raises(ValueError):
        match.next_game(rng)
    finished = replace(match.game, pool=(), current=first, draft=Draft.begin(match.game.board,
                                                                            match.game.racks[first]))
    match = replace(match, game=finished)
    for seat in [first, (first + 1) % 3, (first + 2) % 3]:
        match, outcome = match.apply(Pass(seat))
        assert outcome.ok
    assert match.game.over and len(match.book.results) == 1
    following = match.next_game(rng)
    assert following.game.first_seat == (first + 1) % 3 and following.starting_draw is None
    assert following.game_number == 2 and len(following.book.results) == 1


def test_board_from_cells_reads_sets_as_rows_of_adjacent_tiles() -> None:
    board = Board({Cell(0, 0): parse_tile("r1"), Cell(0, 1): parse_tile("r2"), Cell(0, 3): parse_tile("k1"),
                   Cell(1, 1): parse_tile("r3")})
    assert format_board(board.sets()) == "r1 r2 | k1 | r3"
