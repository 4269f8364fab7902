"""RULES.md "Tiles": the two tile sets and the text notation for tiles, sets and boards."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rummi_qt.engine import (
    COLOURS,
    JOKER,
    LARGE_SET,
    STANDARD_SET,
    Colour,
    NotationError,
    Options,
    Tile,
    all_tiles,
    format_board,
    format_tiles,
    new_game,
    parse_board,
    parse_tile,
    parse_tiles,
    rack_sum,
    spec_for_seats,
    tile,
)

# --- the tile sets --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "size", "copies", "jokers"),
    [
        (2, 106, 2, 2),
        (3, 106, 2, 2),
        (4, 106, 2, 2),
        (5, 160, 3, 4),
        (6, 160, 3, 4),
    ],
)
def test_the_tile_set_follows_the_number_of_seats(seats: int, size: int, copies: int, jokers: int) -> None:
    spec = spec_for_seats(seats)
    tiles = all_tiles(spec)
    assert spec.size == size
    assert len(tiles) == size
    counts = Counter(tiles)
    assert counts[JOKER] == jokers
    numbered = [t for t in counts if not t.is_joker]
    assert len(numbered) == 4 * 13  # 4 colours x 1..13
    assert all(counts[t] == copies for t in numbered)
    assert {t.colour for t in numbered} == set(COLOURS)
    assert {t.number for t in numbered} == set(range(1, 14))


@pytest.mark.parametrize("seats", [-1, 0, 1, 7, 8])
def test_a_table_has_two_to_six_seats(seats: int) -> None:
    with pytest.raises(ValueError):
        spec_for_seats(seats)


def test_the_two_sets() -> None:
    assert STANDARD_SET.size == 106
    assert LARGE_SET.size == 160
    assert len(all_tiles()) == 106  # the standard set by default


def test_four_colours_black_blue_orange_red() -> None:
    assert [c.value for c in COLOURS] == ["k", "b", "o", "r"]
    assert Colour("k") is Colour.BLACK
    assert Colour("b") is Colour.BLUE
    assert Colour("o") is Colour.ORANGE
    assert Colour("r") is Colour.RED


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_both_sets_deal_fourteen_tiles_a_rack(seats: int) -> None:
    state, _ = new_game(seats, random.Random(seats))
    assert [len(rack) for rack in state.racks] == [14] * seats
    assert len(state.pool) == spec_for_seats(seats).size - 14 * seats


def test_both_sets_open_at_30() -> None:
    assert Options().threshold == 30


@pytest.mark.parametrize(
    ("rack", "total"),
    [
        ("", 0),
        ("r7", 7),
        ("k1 b13", 14),
        ("J", 30),
        ("J J", 60),
        ("J r1 k13", 44),
    ],
)
def test_a_numbered_tile_is_worth_its_number_a_joker_on_a_rack_30(rack: str, total: int) -> None:
    assert rack_sum(parse_tiles(rack)) == total


def test_copies_are_interchangeable() -> None:
    first, second = parse_tiles("r7 r7")
    assert first == second
    assert hash(first) == hash(second)
    assert Counter(parse_tiles("r7 b3 r7")) == Counter(parse_tiles("b3 r7 r7"))
    assert parse_tile("J") == JOKER


# --- notation: tiles ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "colour", "number"),
    [
        ("r7", Colour.RED, 7),
        ("b13", Colour.BLUE, 13),
        ("k1", Colour.BLACK, 1),
        ("o10", Colour.ORANGE, 10),
    ],
)
def test_a_tile_is_its_colour_letter_and_number(text: str, colour: Colour, number: int) -> None:
    t = parse_tile(text)
    assert (t.colour, t.number) == (colour, number)
    assert not t.is_joker
    assert str(t) == text


def test_a_joker_is_J() -> None:
    assert parse_tile("J").is_joker
    assert parse_tile("J") is JOKER or parse_tile("J") == JOKER
    assert str(JOKER) == "J"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("R7", "r7"),
        ("B13", "b13"),
        ("K1", "k1"),
        ("O10", "o10"),
        ("j", "J"),
        ("J", "J"),
        (" r7 ", "r7"),
    ],
)
def test_parsing_is_case_insensitive_and_output_canonical(text: str, canonical: str) -> None:
    assert str(parse_tile(text)) == canonical


def test_every_tile_round_trips() -> None:
    for t in set(all_tiles(LARGE_SET)):
        assert parse_tile(str(t)) == t
        assert parse_tile(str(t).upper()) == t


def test_tile_helper() -> None:
    assert tile("r", 7) == parse_tile("r7")
    assert tile("R", 7) == parse_tile("r7")
    assert tile(Colour.BLUE, 13) == parse_tile("b13")


@pytest.mark.parametrize(
    "text",
    [
        "",  # nothing
        "   ",  # only blanks
        "r",  # a colour without a number
        "7",  # a number without a colour
        "r0",  # numbers start at 1
        "r14",  # ... and end at 13
        "r99",
        "r-1",
        "r+7",
        "r07",  # no leading zeros
        "b013",
        "x5",  # no such colour
        "g5",
        "5r",  # colour first
        "r 7",  # one word
        "r7r8",
        "r7,",
        "J5",  # a joker has no number
        "JJ",
        "joker",
        "r7.5",
        "r\u00b9",  # superscript one: a digit to str.isdigit, not a number
        "r\u0663",  # Arabic-Indic three: not the notation's digits
    ],
)
def test_malformed_tile_raises_notation_error(text: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_tile(text)
    assert isinstance(raised.value, ValueError)
    message = str(raised.value)
    assert repr(text) in message  # names the offending text...
    assert "is not a tile" in message  # ...and says what is wrong


@pytest.mark.parametrize(
    ("text", "explains"),
    [
        ("r0", "1 to 13"),
        ("r14", "1 to 13"),
        ("x5", "k, b, o, r"),
        ("r", "k, b, o, r"),
    ],
)
def test_malformed_tile_message_says_how_to_write_it(text: str, explains: str) -> None:
    with pytest.raises(NotationError, match=explains):
        parse_tile(text)


def test_notation_error_is_a_value_error() -> None:
    assert issubclass(NotationError, ValueError)


@pytest.mark.parametrize(("colour", "number"), [(Colour.RED, 0), (Colour.RED, 14), (None, 5), (Colour.RED, None)])
def test_an_impossible_tile_cannot_be_made(colour: Colour | None, number: int | None) -> None:
    with pytest.raises(ValueError):
        Tile(colour, number)


def test_unknown_colour_letter_in_tile_helper() -> None:
    with pytest.raises(NotationError, match="unknown colour"):
        tile("x", 5)


# --- notation: sets and racks ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("b11 b12 J", "b11 b12 J"),
        ("B11 b12 j", "b11 b12 J"),
        ("  r7   r8\tr9 ", "r7 r8 r9"),
        ("J r5 r6", "J r5 r6"),
        ("k1 o1 b1 r1", "k1 o1 b1 r1"),
        ("", ""),  # an empty rack
    ],
)
def test_a_set_is_tiles_separated_by_spaces(text: str, canonical: str) -> None:
    tiles = parse_tiles(text)
    assert format_tiles(tiles) == canonical
    assert parse_tiles(canonical) == tiles


def test_a_set_keeps_its_order_left_to_right() -> None:
    assert parse_tiles("r5 r6 J") != parse_tiles("J r5 r6")
    assert [str(t) for t in parse_tiles("r9 J r7")] == ["r9", "J", "r7"]


@pytest.mark.parametrize("text", ["r7 r8 x9", "r7 r14 r8", "r7 | r8", "r7 r8 r9 | b1 b2 b3", "r7, r8"])
def test_malformed_set_raises_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_tiles(text)


def test_parse_tiles_names_the_bad_tile() -> None:
    with pytest.raises(NotationError, match="'r14'"):
        parse_tiles("r12 r13 r14")


# --- notation: boards -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical", "sets"),
    [
        ("", "", 0),
        ("r7 r8 r9", "r7 r8 r9", 1),
        ("r7 r8 r9 | k10 o10 b10", "r7 r8 r9 | k10 o10 b10", 2),
        ("R7 R8 R9|K10 O10 B10|b11 B12 j", "r7 r8 r9 | k10 o10 b10 | b11 b12 J", 3),
        ("  o2 o3 o4  |  o1 k1 b1 |o1 b1 r1 ", "o2 o3 o4 | o1 k1 b1 | o1 b1 r1", 3),
    ],
)
def test_a_board_is_sets_separated_by_bars(text: str, canonical: str, sets: int) -> None:
    board = parse_board(text)
    assert len(board) == sets
    assert format_board(board) == canonical
    assert parse_board(canonical) == board
    assert format_board(parse_board(format_board(board))) == canonical


def test_parse_board_gives_sets_of_tiles_left_to_right() -> None:
    board = parse_board("r7 r8 r9 | b11 b12 J")
    assert [list(s) for s in board] == [
        [tile("r", 7), tile("r", 8), tile("r", 9)],
        [tile("b", 11), tile("b", 12), JOKER],
    ]


def test_an_empty_board_is_empty_text() -> None:
    assert parse_board("") == []
    assert parse_board("   ") == []
    assert format_board([]) == ""


@pytest.mark.parametrize(
    "text",
    [
        "|",
        "| |",
        "r7 r8 r9 |",
        "| r7 r8 r9",
        "r7 r8 r9 || b1 b2 b3",
        "r7 r8 r9 | | b1 b2 b3",
        "r7 r8 r9 | b1 b2 x3",
        "r7 r8 r0",
    ],
)
def test_malformed_board_raises_notation_error(text: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_board(text)
    assert repr(text) in str(raised.value) or "is not a tile" in str(raised.value)


def test_empty_set_message_is_clear() -> None:
    with pytest.raises(NotationError, match="empty set"):
        parse_board("r7 r8 r9 | | b1 b2 b3")
