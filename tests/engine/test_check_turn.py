"""check_turn: RULES.md item 2 (opening) and item 3 (later turns), and the API contract of issue 2."""

from __future__ import annotations

import pytest

from rummi_qt.engine import Reason, Verdict, check_turn, parse_board, parse_tiles, same_board


def check(before: str, after: str, rack: str, opened: bool = True, threshold: int | None = None) -> Verdict:
    """Judge a turn written in notation: the board before and after, and the rack at the start."""
    if threshold is None:
        return check_turn(parse_board(before), parse_board(after), parse_tiles(rack), opened)
    return check_turn(parse_board(before), parse_board(after), parse_tiles(rack), opened, threshold)


def assert_ok(verdict: Verdict) -> None:
    assert verdict.ok, verdict.detail
    assert verdict
    assert verdict.reason is None


def assert_refused(verdict: Verdict, reason: Reason) -> None:
    assert not verdict.ok
    assert not verdict
    assert isinstance(verdict.reason, Reason)
    assert verdict.reason is reason, verdict.detail
    assert isinstance(verdict.detail, str) and len(verdict.detail) > 10


# --- opening (item 2) -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("after", "rack"),
    [
        ("k10 o10 b10", "k10 o10 b10 r2"),  # exactly 30 is enough
        ("r9 r10 r11", "r9 r10 r11"),  # 30
        ("b11 b12 J", "b11 b12 J k1"),  # a joker counts as what it stands for: 36
        ("k10 o10 J", "k10 o10 J"),  # the joker is a 10: 30
        ("r7 r8 r9 r10", "r7 r8 r9 r10 r11"),  # 34
        ("b4 b5 b6 | r5 o5 k5", "b4 b5 b6 r5 o5 k5"),  # two sets together: 15 + 15
        ("b1 b2 b3 | k4 o4 r4 | b9 o9 k9", "b1 b2 b3 k4 o4 r4 b9 o9 k9"),  # 6 + 12 + 27 = 45
    ],
)
def test_opening_from_rack_tiles_worth_at_least_30(after: str, rack: str) -> None:
    assert_ok(check("", after, rack, opened=False))


@pytest.mark.parametrize(
    ("after", "rack", "worth"),
    [
        ("r2 r3 r4 r5 | k5 o5 b5", "r2 r3 r4 r5 k5 o5 b5", 29),
        ("r8 r9 r10", "r8 r9 r10", 27),
        ("b4 b5 b6", "b4 b5 b6 r5 o5 k5", 15),
        ("k1 o1 b1 r1", "k1 o1 b1 r1", 4),
        ("r1 r2 J | J k2 k3", "J J r1 r2 k2 k3", 12),  # the jokers count as 3 and 1, not 30
    ],
)
def test_opening_worth_less_than_30_is_refused(after: str, rack: str, worth: int) -> None:
    verdict = check("", after, rack, opened=False)
    assert_refused(verdict, Reason.OPENING_TOO_LOW)
    assert verdict.detail == f"Opening needs 30 points; these sets are worth {worth}"


def test_opening_of_29_names_the_threshold_and_the_worth() -> None:
    verdict = check("", "r2 r3 r4 r5 | k5 o5 b5", "r2 r3 r4 r5 k5 o5 b5", opened=False)
    assert verdict.reason is Reason.OPENING_TOO_LOW
    assert verdict.detail == "Opening needs 30 points; these sets are worth 29"


@pytest.mark.parametrize(
    ("after", "threshold", "ok", "worth"),
    [
        ("b11 b12 J", 36, True, 36),
        ("b11 b12 J", 37, False, 36),
        ("b11 b12 J", 50, False, 36),
        ("b4 b5 b6", 15, True, 15),
        ("b4 b5 b6", 16, False, 15),
        ("k1 o1 b1", 0, True, 3),
        ("k1 o1 b1", 1, True, 3),
    ],
)
def test_custom_opening_threshold(after: str, threshold: int, ok: bool, worth: int) -> None:
    verdict = check("", after, "b4 b5 b6 b11 b12 J k1 o1 b1", opened=False, threshold=threshold)
    assert verdict.ok is ok
    if not ok:
        assert verdict.reason is Reason.OPENING_TOO_LOW
        assert verdict.detail == f"Opening needs {threshold} points; these sets are worth {worth}"


def test_default_threshold_is_30() -> None:
    assert check("", "k10 o10 b10", "k10 o10 b10", opened=False, threshold=30) == check(
        "", "k10 o10 b10", "k10 o10 b10", opened=False
    )
    assert check("", "k9 o9 b9", "k9 o9 b9", opened=False).reason is Reason.OPENING_TOO_LOW
    assert check("", "k9 o9 b9", "k9 o9 b9", opened=False, threshold=27).ok


@pytest.mark.parametrize(
    ("before", "after", "rack"),
    [
        # adding rack tiles to a board set, worth 34 of new tiles
        ("b4 b5 b6", "b4 b5 b6 b7 b8 b9 b10", "b7 b8 b9 b10"),
        # adding a tile to a board group and laying 30 besides
        ("k8 o8 r8", "k8 o8 r8 b8 | k10 o10 b10", "b8 k10 o10 b10"),
        # borrowing a board tile for a new set: the board keeps every tile, the sets are worth 33
        ("k10 o10 b10 r10", "k10 o10 b10 | r10 r11 r12", "r11 r12"),
        # splitting a board run with a rack tile
        ("r4 r5 r6 r7 r8", "r4 r5 r6 | r6 r7 r8 | k10 o10 b10", "r6 k10 o10 b10"),
        # taking a joker from the board
        ("b6 J b8", "b6 b7 b8 | r10 r11 J", "b7 r10 r11"),
        # re-reading a run's joker: J r5 r6 (4-5-6) becomes r5 r6 J (5-6-7)
        ("J r5 r6", "r5 r6 J | k10 o10 b10", "k10 o10 b10"),
        # merging two board sets
        ("r1 r2 r3 | r4 r5 r6", "r1 r2 r3 r4 r5 r6 | k10 o10 b10", "k10 o10 b10"),
    ],
)
def test_opening_must_leave_the_board_untouched(before: str, after: str, rack: str) -> None:
    verdict = check(before, after, rack, opened=False)
    assert_refused(verdict, Reason.OPENING_TOUCHED_BOARD)
    # The same end state is a legal turn for a player who has opened.
    assert_ok(check(before, after, rack, opened=True))


def test_opening_beside_existing_sets_is_fine() -> None:
    assert_ok(check("r4 r5 r6 | k8 o8 r8", "r4 r5 r6 | k8 o8 r8 | k10 o10 b10", "k10 o10 b10", opened=False))


def test_opening_may_lay_a_set_equal_to_one_on_the_board() -> None:
    # Copies are interchangeable: a second k10 o10 b10 is a new set worth 30.
    assert_ok(check("k10 o10 b10", "k10 o10 b10 | k10 o10 b10", "k10 o10 b10", opened=False))
    verdict = check("k9 o9 b9", "k9 o9 b9 | k9 o9 b9", "k9 o9 b9", opened=False)
    assert verdict.detail == "Opening needs 30 points; these sets are worth 27"


def test_sets_already_on_the_board_do_not_count_towards_an_opening() -> None:
    # An opening cannot be spread over turns, nor borrow from the board.
    verdict = check("b4 b5 b6", "b4 b5 b6 | r5 o5 k5", "r5 o5 k5", opened=False)
    assert_refused(verdict, Reason.OPENING_TOO_LOW)
    assert verdict.detail.endswith("worth 15")


def test_opening_tiles_come_from_the_rack() -> None:
    assert_refused(check("", "k10 o10 b10", "k10 o10", opened=False), Reason.NOT_FROM_RACK)


def test_opening_sets_must_each_be_valid() -> None:
    verdict = check("", "k10 k11 k12 | r5 o5", "k10 k11 k12 r5 o5", opened=False)
    assert_refused(verdict, Reason.INVALID_SET)
    assert "r5 o5" in verdict.detail


def test_opening_must_play_a_tile() -> None:
    assert_refused(check("", "", "k10 o10 b10", opened=False), Reason.NO_TILE_PLAYED)
    assert_refused(check("r4 r5 r6", "r4 r5 r6", "k10 o10 b10", opened=False), Reason.NO_TILE_PLAYED)


def test_reordering_a_board_group_does_not_touch_it() -> None:
    # Boards are compared as collections of sets; the order inside a group does not matter.
    assert_ok(check("k8 o8 r8 | b1 b2 b3", "b1 b2 b3 | r8 k8 o8 | k10 o10 b10", "k10 o10 b10", opened=False))


# --- later turns (item 3) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("before", "after", "rack"),
    [
        ("", "b1 b2 b3", "b1 b2 b3"),  # a new set, worth only 6: no threshold once opened
        ("b4 b5 b6", "b3 b4 b5 b6", "b3"),  # extend
        ("b4 b5 b6", "b4 b5 b6 b7", "b7 k1"),
        ("k8 o8 r8", "k8 o8 r8 b8", "b8"),  # fourth colour
        ("r4 r5 r6 r7 r8", "r4 r5 r6 | r6 r7 r8", "r6"),  # split
        ("r1 r2 r3 | r5 r6 r7", "r1 r2 r3 r4 r5 r6 r7", "r4"),  # merge
        ("k4 o4 b4 r4", "k4 o4 r4 | b3 b4 b5 b6", "b3 b5 b6"),  # take the fourth tile of a group
        ("b6 J b8", "b6 b7 b8 | r10 r11 J", "b7 r10 r11"),  # free a joker
        ("b6 J b8 | k9 k10 k11", "b6 b7 b8 | J k9 k10 k11", "b7"),  # the freed joker joins any set
        ("r3 r4 J r6 r7", "r3 r4 r5 | J r6 r7", "r5"),  # sets holding a joker may be rearranged
        ("", "r5 J J", "r5 J J"),  # several jokers in a set
    ],
)
def test_after_opening_extend_split_merge_and_rearrange(before: str, after: str, rack: str) -> None:
    assert_ok(check(before, after, rack))


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("r4 r5 r6 r7 r8 r9", "r4 r5 r6 | r7 r8 r9"),  # pure rearrangement
        ("r4 r5 r6", "r4 r5 r6"),  # nothing done
        ("", ""),
        ("k8 o8 r8", "r8 o8 k8"),
        ("b6 J b8 | b7 k7 o7 r7 | r9 r10 r11", "b6 b7 b8 | k7 o7 r7 | r9 r10 r11 J"),  # joker freed by a board tile
    ],
)
def test_at_least_one_tile_from_the_rack(before: str, after: str) -> None:
    assert_refused(check(before, after, "r1 b13"), Reason.NO_TILE_PLAYED)


@pytest.mark.parametrize(
    ("before", "after", "rack"),
    [
        ("r4 r5 r6 r7", "r4 r5 r6", "k1"),  # a board tile to the rack
        ("r4 r5 r6 r7", "r4 r5 r6 | k1 k2 k3", "k1 k2 k3"),  # ... even while playing tiles
        ("b6 J b8", "b6 b7 b8", "b7 r10 r11"),  # the freed joker kept on the rack
        ("b6 J b8", "b6 b7 b8 | r10 r11 r12", "b7 r10 r11 r12"),
        ("r4 r5 r6 | r4 r5 r6", "r3 r4 r5 r6", "r3"),  # one copy of r4 r5 r6 went
    ],
)
def test_every_board_tile_stays_on_the_board(before: str, after: str, rack: str) -> None:
    verdict = check(before, after, rack)
    assert_refused(verdict, Reason.BOARD_TILE_REMOVED)


def test_board_tile_removed_names_the_tiles() -> None:
    verdict = check("b6 J b8", "b6 b7 b8", "b7 r10 r11")
    assert "J" in verdict.detail
    verdict = check("r4 r5 r6 r7", "r4 r5 r6", "k1")
    assert "r7" in verdict.detail


@pytest.mark.parametrize(
    ("before", "after", "rack"),
    [
        ("b4 b5 b6", "b3 b4 b5 b6", "k3"),  # not on the rack
        ("", "b1 b2 b3", "b1 b2"),
        ("", "b3 b4 b5 | b3 b4 b5", "b3 b4 b5"),  # copies count: only one of each on the rack
        ("", "r5 J J", "r5 J"),  # one joker on the rack, two played
    ],
)
def test_new_tiles_come_from_the_rack(before: str, after: str, rack: str) -> None:
    verdict = check(before, after, rack)
    assert_refused(verdict, Reason.NOT_FROM_RACK)


def test_not_from_rack_names_the_tiles() -> None:
    assert "b3" in check("b4 b5 b6", "b3 b4 b5 b6", "k3").detail
    assert "b4" in check("", "b3 b4 b5 | b3 b4 b5", "b3 b4 b5").detail


@pytest.mark.parametrize(
    ("before", "after", "rack", "bad_set"),
    [
        ("b4 b5 b6", "b4 b5 b6 | b8", "b8", "b8"),  # a loose tile
        ("k8 o8 b8", "k8 o8 b8 b8", "b8", "k8 o8 b8 b8"),  # a colour twice
        ("r4 r5 r6", "r4 r5 r6 r8", "r8", "r4 r5 r6 r8"),  # a gap
        ("r4 r5 r6", "r3 r4 r5 r6 | r7", "r3 r7", "r7"),
        ("r11 r12 r13", "r11 r12 r13 r1", "r1", "r11 r12 r13 r1"),  # no wrap
        ("r4 r5 r6", "r6 r5 r4 r3", "r3", "r6 r5 r4 r3"),  # descending
        ("k4 o4 b4 r4", "k4 o4 | b4 r4 | b3 b5 b6", "b3 b5 b6", "k4 o4"),
        ("", "J J J", "J J J", "J J J"),
    ],
)
def test_every_set_at_the_end_of_the_turn_is_valid(before: str, after: str, rack: str, bad_set: str) -> None:
    verdict = check(before, after, rack)
    assert_refused(verdict, Reason.INVALID_SET)
    assert verdict.detail.startswith(bad_set + ":")  # names the set, then says why


def test_invalid_set_detail_is_a_sentence_naming_the_set() -> None:
    verdict = check("k8 o8 b8", "k8 o8 b8 b8", "b8")
    assert verdict.detail == "k8 o8 b8 b8: A group has each colour only once"
    verdict = check("b4 b5 b6", "b4 b5 b6 | b8", "b8")
    assert verdict.detail == "b8: That set needs 2 more tiles"


# --- the comparison of boards (API contract) ----------------------------------------------------


def test_the_order_of_sets_does_not_matter() -> None:
    assert_ok(check("r4 r5 r6 | k8 o8 r8", "k8 o8 r8 | b1 b2 b3 | r4 r5 r6", "b1 b2 b3"))
    assert_ok(check("r4 r5 r6 | k8 o8 r8", "k8 o8 r8 | k10 o10 b10 | r4 r5 r6", "k10 o10 b10", opened=False))
    assert same_board(parse_board("r4 r5 r6 | k8 o8 r8"), parse_board("k8 o8 r8 | r4 r5 r6"))


def test_the_order_inside_a_group_does_not_matter() -> None:
    assert same_board(parse_board("k8 o8 r8"), parse_board("r8 k8 o8"))
    assert same_board(parse_board("k8 o8 J"), parse_board("J o8 k8"))
    assert_ok(check("k8 o8 r8", "o8 r8 k8 | k10 o10 b10", "k10 o10 b10", opened=False))


def test_the_order_inside_a_run_matters() -> None:
    assert not same_board(parse_board("J r5 r6"), parse_board("r5 r6 J"))
    assert not same_board(parse_board("r4 r5 r6"), parse_board("r6 r5 r4"))
    assert_refused(check("J r5 r6", "r5 r6 J | k10 o10 b10", "k10 o10 b10", opened=False),
                   Reason.OPENING_TOUCHED_BOARD)


def test_copies_are_interchangeable() -> None:
    # Which r6 came from the rack cannot be told and does not matter.
    assert_ok(check("r4 r5 r6 r7 r8", "r4 r5 r6 | r6 r7 r8", "r6"))
    assert_ok(check("r4 r5 r6 r7 r8", "r6 r7 r8 | r4 r5 r6", "r6"))
    # Two copies on the rack, both played.
    assert_ok(check("", "b3 b4 b5 | b3 b4 b5", "b3 b3 b4 b4 b5 b5"))
    # A board copy and a rack copy swap places freely.
    assert_ok(check("k3 o3 b3 | b4 b5 b6", "k3 o3 b3 | b3 b4 b5 b6", "b3"))


def test_rack_may_be_any_iterable_of_tiles() -> None:
    rack = parse_tiles("b3 k1")
    assert check_turn(parse_board("b4 b5 b6"), parse_board("b3 b4 b5 b6"), iter(rack), True).ok
    assert check_turn(parse_board("b4 b5 b6"), parse_board("b3 b4 b5 b6"), list(rack), True).ok


def test_verdict_of_a_legal_turn() -> None:
    verdict = check("b4 b5 b6", "b3 b4 b5 b6", "b3")
    assert verdict.ok is True
    assert verdict.reason is None
    assert isinstance(verdict.detail, str)


def test_refusal_reasons_are_machine_readable() -> None:
    reasons = {
        check("r4 r5 r6", "r4 r5 r6", "b1").reason,
        check("r4 r5 r6 r7", "r4 r5 r6", "b1").reason,
        check("", "b1 b2 b3", "b1 b2").reason,
        check("", "b1 b2 b4", "b1 b2 b4").reason,
        check("", "b1 b2 b3", "b1 b2 b3", opened=False).reason,
        check("b1 b2 b3", "b1 b2 b3 b4 | k10 o10 b10", "b4 k10 o10 b10", opened=False).reason,
    }
    assert reasons == {
        Reason.NO_TILE_PLAYED, Reason.BOARD_TILE_REMOVED, Reason.NOT_FROM_RACK, Reason.INVALID_SET,
        Reason.OPENING_TOO_LOW, Reason.OPENING_TOUCHED_BOARD,
    }
    assert all(isinstance(reason, Reason) for reason in reasons)
