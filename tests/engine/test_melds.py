"""RULES.md "Sets (combinations)": runs, groups, jokers, the "worth more" reading and set values."""

from __future__ import annotations

import pytest

from rummi_qt.engine import (
    InvalidSetError,
    SetKind,
    SetProblem,
    is_valid_set,
    order_set,
    parse_tiles,
    read_set,
    set_points,
    set_problem,
)


def valid(text: str) -> bool:
    return is_valid_set(parse_tiles(text))


def points(text: str) -> int:
    return set_points(parse_tiles(text))


def problem(text: str) -> SetProblem | None:
    return set_problem(parse_tiles(text))


def stands_for(text: str) -> str:
    reading = read_set(parse_tiles(text))
    assert reading is not None
    return " ".join(str(t) for t in reading.stands_for)


# --- runs -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("run", "value"),
    [
        ("r1 r2 r3", 6),  # 1 is the lowest: a run may start at 1
        ("r4 r5 r6", 15),
        ("b11 b12 b13", 36),  # and end at 13
        ("k7 k8 k9 k10", 34),
        ("o1 o2 o3 o4 o5 o6 o7 o8 o9 o10 o11 o12 o13", 91),  # 13 tiles, the longest run
    ],
)
def test_a_run_is_three_to_thirteen_consecutive_tiles_of_one_colour(run: str, value: int) -> None:
    assert valid(run)
    assert points(run) == value
    reading = read_set(parse_tiles(run))
    assert reading is not None and reading.kind is SetKind.RUN


@pytest.mark.parametrize(
    "run",
    [
        "r6 r5 r4",  # ascending left to right only
        "r4 r6 r5",
        "r5 r4 r6",
        "r13 r12 r11",
        "r12 r13 r1",  # 13 is never followed by 1
        "r13 r1 r2",
        "r12 r13 r1 r2",
        "r4 r5 r7",  # consecutive
        "r4 r5 r5",
        "r4 b5 r6",  # one colour
        "r4 r5",  # at least 3 tiles
        "r4",
    ],
)
def test_not_a_run(run: str) -> None:
    assert not valid(run)


def test_a_run_has_at_most_thirteen_tiles() -> None:
    assert not valid("J o1 o2 o3 o4 o5 o6 o7 o8 o9 o10 o11 o12 o13")
    assert not valid("o1 o2 o3 o4 o5 o6 o7 o8 o9 o10 o11 o12 o13 J")
    assert problem("o1 o2 o3 o4 o5 o6 o7 o8 o9 o10 o11 o12 o13 J") is SetProblem.TOO_LONG


# --- groups -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("group", "value"),
    [
        ("k10 o10 b10", 30),
        ("r5 o5 k5", 15),
        ("k8 o8 r8 b8", 32),
        ("k1 o1 b1 r1", 4),
        ("k13 o13 b13", 39),
    ],
)
def test_a_group_is_three_or_four_tiles_of_one_number_in_different_colours(group: str, value: int) -> None:
    assert valid(group)
    assert points(group) == value
    reading = read_set(parse_tiles(group))
    assert reading is not None and reading.kind is SetKind.GROUP


@pytest.mark.parametrize("group", ["k8 o8 r8", "r8 k8 o8", "o8 r8 k8", "b8 r8 o8 k8", "r8 o8 k8 b8"])
def test_the_order_inside_a_group_does_not_matter(group: str) -> None:
    assert valid(group)
    assert points(group) == 8 * len(parse_tiles(group))


@pytest.mark.parametrize(
    "group",
    [
        "k8 k8 r8",  # each colour once
        "k8 o8 b8 b8",
        "k8 o8 b8 r8 k8",  # at most 4 tiles
        "k8 o8 b8 r8 J",
        "k8 o8",  # at least 3
        "k8 o8 r9",  # one number
    ],
)
def test_not_a_group(group: str) -> None:
    assert not valid(group)


# --- jokers -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "means", "value"),
    [
        ("J r5 r6", "r4 r5 r6", 15),  # the joker's place in a run decides what it stands for
        ("r5 r6 J", "r5 r6 r7", 18),
        ("r5 J r7", "r5 r6 r7", 18),
        ("J r2 r3", "r1 r2 r3", 6),
        ("r11 r12 J", "r11 r12 r13", 36),
        ("J r12 r13", "r11 r12 r13", 36),
        ("r3 J J r6", "r3 r4 r5 r6", 18),  # several jokers
        ("J J r3 r4", "r1 r2 r3 r4", 10),
        ("r3 r4 J J", "r3 r4 r5 r6", 18),
        ("J r2 J r4 J", "r1 r2 r3 r4 r5", 15),
        ("b1 b2 b3 b4 b5 b6 J b8 b9 b10 b11 b12 b13", "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13", 91),
    ],
)
def test_a_joker_in_a_run_stands_for_the_tile_its_place_needs(tiles: str, means: str, value: int) -> None:
    assert valid(tiles)
    assert stands_for(tiles) == means
    assert points(tiles) == value


@pytest.mark.parametrize(
    "tiles",
    [
        "J r1 r2",  # the joker would be 0
        "r12 r13 J",  # the joker would be 14
        "b11 b12 J J",  # 11-12-13-14
        "J J J r1 r2",
        "r13 J J",  # no run 13-14-15 (the group of 13s is the only reading)
        "J J r1",  # no run -1-0-1 (the group of 1s is the only reading)
    ],
)
def test_a_joker_cannot_stand_below_one_or_above_thirteen_in_a_run(tiles: str) -> None:
    reading = read_set(parse_tiles(tiles))
    assert reading is None or reading.kind is SetKind.GROUP


@pytest.mark.parametrize(
    ("tiles", "value"),
    [
        ("k10 o10 J", 30),  # the joker is the missing 10
        ("J k10 o10", 30),
        ("k5 o5 J r5", 20),
        ("k5 o5 J J", 20),  # several jokers in a group
    ],
)
def test_a_joker_in_a_group_stands_for_a_missing_colour(tiles: str, value: int) -> None:
    assert valid(tiles)
    assert points(tiles) == value
    reading = read_set(parse_tiles(tiles))
    assert reading is not None and reading.kind is SetKind.GROUP
    assert len({t.colour for t in reading.stands_for}) == len(reading.stands_for)


def test_a_joker_in_a_group_takes_a_colour_not_in_the_group() -> None:
    reading = read_set(parse_tiles("k10 o10 J"))
    assert reading is not None and reading.kind is SetKind.GROUP
    joker_means = reading.stands_for[2]
    assert joker_means.number == 10
    assert joker_means.colour not in {t.colour for t in parse_tiles("k10 o10")}


@pytest.mark.parametrize("tiles", ["J J J", "J J J J", "J J", "J"])
def test_never_only_jokers(tiles: str) -> None:
    assert not valid(tiles)


def test_only_jokers_problem() -> None:
    assert problem("J J J") is SetProblem.ONLY_JOKERS
    assert problem("J J J J") is SetProblem.ONLY_JOKERS


@pytest.mark.parametrize(
    ("tiles", "value", "kind"),
    [
        ("r5 J J", 18, SetKind.RUN),  # run 5-6-7 = 18 beats group 5-5-5 = 15
        ("k5 J J", 18, SetKind.RUN),
        ("J J r5", 15, SetKind.GROUP),  # run 3-4-5 = 12 loses to group 5-5-5 = 15
        ("k13 J J", 39, SetKind.GROUP),  # no run 13-14-15: only the group
        ("J J k13", 39, SetKind.GROUP),  # run 11-12-13 = 36 loses to the group 39
        ("J k13 J", 39, SetKind.GROUP),  # no run 12-13-14
        ("J J r1", 3, SetKind.GROUP),  # no run -1-0-1
        ("r1 J J", 6, SetKind.RUN),  # run 1-2-3 = 6 beats group 3
        ("J J J r10", 40, SetKind.GROUP),  # run 7..10 = 34 loses to group 40
        ("r10 J J J", 46, SetKind.RUN),  # run 10..13 = 46 beats group 40
        ("k2 J J J", 14, SetKind.RUN),  # run 2..5 = 14 beats group 8
    ],
)
def test_one_tile_and_jokers_count_as_the_reading_worth_more(tiles: str, value: int, kind: SetKind) -> None:
    assert valid(tiles)
    assert points(tiles) == value
    reading = read_set(parse_tiles(tiles))
    assert reading is not None
    assert reading.kind is kind
    assert reading.points == value


def test_one_tile_and_jokers_worth_the_same_either_way() -> None:
    # J r5 J: run 4-5-6 = 15, group of 5s = 15.
    assert points("J r5 J") == 15


def test_a_set_is_worth_the_sum_of_the_numbers_its_tiles_stand_for() -> None:
    assert points("b11 b12 J") == 11 + 12 + 13  # not 11 + 12 + 30
    assert points("k10 o10 J") == 30
    assert points("r10 J r12") == 33


# --- set_points and set_problem -----------------------------------------------------------------


@pytest.mark.parametrize("tiles", ["", "r5", "r5 r6", "r6 r5 r4", "r12 r13 r1", "k8 k8 r8", "J J J", "k5 o5 b5 r5 k5"])
def test_set_points_refuses_an_invalid_set(tiles: str) -> None:
    with pytest.raises(InvalidSetError) as raised:
        set_points(parse_tiles(tiles))
    assert isinstance(raised.value, ValueError)
    assert str(raised.value)  # says why


def test_invalid_set_error_names_the_set_and_the_reason() -> None:
    with pytest.raises(InvalidSetError, match="r4 r5 r7: A run goes up one number at a time"):
        set_points(parse_tiles("r4 r5 r7"))


@pytest.mark.parametrize(
    ("tiles", "why"),
    [
        ("r5 r6 r7", None),
        ("k5 o5 J", None),
        ("", SetProblem.TOO_SHORT),
        ("r5", SetProblem.TOO_SHORT),
        ("r5 r6", SetProblem.TOO_SHORT),
        ("J J", SetProblem.TOO_SHORT),
        ("J J J", SetProblem.ONLY_JOKERS),
        ("k5 o5 b5 r5 k5", SetProblem.TOO_LONG),  # a group of 5
        ("k5 o5 b5 r5 J", SetProblem.TOO_LONG),
        ("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 J", SetProblem.TOO_LONG),
        ("r5 b6 k7", SetProblem.MIXED),
        ("r5 b5 r6", SetProblem.MIXED),
        ("k5 k5 o5", SetProblem.GROUP_COLOUR_TWICE),
        ("k5 o5 k5 J", SetProblem.GROUP_COLOUR_TWICE),
        ("r5 r5 J", SetProblem.GROUP_COLOUR_TWICE),
        ("r4 r5 r7", SetProblem.RUN_NOT_CONSECUTIVE),
        ("r6 r5 r4", SetProblem.RUN_NOT_CONSECUTIVE),
        ("r12 r13 J", SetProblem.RUN_PAST_THIRTEEN),
        ("r11 r12 r13 J", SetProblem.RUN_PAST_THIRTEEN),
        ("J r1 r2", SetProblem.RUN_BELOW_ONE),
    ],
)
def test_set_problem_says_why(tiles: str, why: SetProblem | None) -> None:
    assert problem(tiles) is why
    assert valid(tiles) is (why is None)


@pytest.mark.parametrize("run", ["r12 r13 r1", "r13 r1 r2"])
def test_a_wrapped_run_is_a_run_problem(run: str) -> None:
    assert problem(run) in {SetProblem.RUN_NOT_CONSECUTIVE, SetProblem.RUN_PAST_THIRTEEN}


@pytest.mark.parametrize("why", list(SetProblem))
def test_every_problem_has_a_sentence(why: SetProblem) -> None:
    text = why.describe(parse_tiles("r5"))
    assert text and text[0].isupper()


def test_too_short_says_how_many_tiles_are_missing() -> None:
    assert SetProblem.TOO_SHORT.describe(parse_tiles("r5 r6")) == "That set needs one more tile"
    assert SetProblem.TOO_SHORT.describe(parse_tiles("r5")) == "That set needs 2 more tiles"


# --- order_set (the Meld dialog lays chosen tiles out as a set) ----------------------------------


@pytest.mark.parametrize(
    ("chosen", "laid"),
    [
        ("r6 r4 r5", "r4 r5 r6"),
        ("J r12 r11", "r11 r12 J"),  # a spare joker goes on top while there is room
        ("r13 J r12", "J r12 r13"),  # ... and below at 13
        ("r4 J r6", "r4 J r6"),  # jokers fill gaps
        ("r8 k8 o8", "k8 o8 r8"),
        ("k13 J J", "k13 J J"),
        ("r5 J J", "r5 J J"),  # the run 5-6-7 = 18 beats the group 15
    ],
)
def test_order_set_lays_chosen_tiles_as_a_valid_set(chosen: str, laid: str) -> None:
    result = order_set(parse_tiles(chosen))
    assert result is not None
    assert " ".join(map(str, result)) == laid
    assert is_valid_set(result)


@pytest.mark.parametrize("chosen", ["r4 r6", "J J J", "r4 r4 r5", "r4 b6 k8", "k8 k8 o8"])
def test_order_set_refuses_tiles_that_make_no_set(chosen: str) -> None:
    assert order_set(parse_tiles(chosen)) is None
