"""RULES.md item 7: scoring a game, rounds, and the overall standing."""

from __future__ import annotations

import pytest

from rummi_qt.engine import GameResult, ScoreBook, parse_tiles, rack_sum, settle


def score(*racks: str) -> list[int]:
    """Score changes for final racks written in notation, one per seat from seat 0."""
    return settle([parse_tiles(r) for r in racks])


def result(*racks: str) -> GameResult:
    return GameResult.from_racks([parse_tiles(r) for r in racks])


# --- someone emptied their rack -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("racks", "changes"),
    [
        (("", "r5 r6"), [11, -11]),
        (("k13 k12", ""), [-25, 25]),
        (("", "r10", "b4 b2", "o7 o9"), [32, -10, -6, -16]),
        (("r1", "", "r1"), [-1, 2, -1]),
    ],
)
def test_the_winner_who_went_out_takes_every_rack_sum(racks: tuple[str, ...], changes: list[int]) -> None:
    assert score(*racks) == changes


@pytest.mark.parametrize(
    ("racks", "changes"),
    [
        (("", "J"), [30, -30]),  # a joker left on a rack costs 30
        (("", "J J r1"), [61, -61]),
        (("J", "r13 r12"), [-5, 5]),  # pool out: 30 against 25
    ],
)
def test_a_joker_on_a_rack_is_worth_30(racks: tuple[str, ...], changes: list[int]) -> None:
    assert score(*racks) == changes


# --- the pool ran out -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("racks", "changes"),
    [
        (("r12", "r7", "r10 r10"), [-5, 18, -13]),  # each loser pays the difference to the lowest
        (("r3", "k9"), [6, -6]),
        (("b13 b13", "J", "r1 r2"), [-23, -27, 50]),
    ],
)
def test_pool_out_losers_pay_the_difference_to_the_lowest_sum(
    racks: tuple[str, ...], changes: list[int]
) -> None:
    assert score(*racks) == changes


@pytest.mark.parametrize(
    ("racks", "changes"),
    [
        (("r7", "r13 r7", "r7"), [7, -13, 6]),  # 13 split between seats 0 and 2: the odd point to seat 0
        (("r7", "r7", "r13 r7"), [7, 6, -13]),
        (("r13 r7", "r7", "r7"), [-13, 7, 6]),  # seat order from seat 0 among the tied winners
        (("r5", "r5", "r5", "r6"), [1, 0, 0, -1]),  # 1 point, three tied winners
        (("r5", "r5", "r5", "r7"), [1, 1, 0, -2]),
        (("r5", "r5", "r5", "r8"), [1, 1, 1, -3]),
        (("r5", "r5", "r9"), [2, 2, -4]),  # divides evenly
        (("r5", "r5"), [0, 0]),  # everyone tied: nobody pays
        (("r5", "b5", "k5"), [0, 0, 0]),
    ],
)
def test_tied_winners_split_the_total(racks: tuple[str, ...], changes: list[int]) -> None:
    assert score(*racks) == changes


def test_tied_winners_all_win() -> None:
    assert result("r7", "r13 r7", "r7").winners == (0, 2)
    assert result("r5", "b5").winners == (0, 1)


@pytest.mark.parametrize(
    "racks",
    [
        ("", "r5 r6"),
        ("", "r10", "b4 b2", "o7 o9"),
        ("r12", "r7", "r10 r10"),
        ("r7", "r13 r7", "r7"),
        ("J J", "J", "k13 b13 o13 r13", "r1", "", "b2"),
        ("r5", "r5", "r5", "r6", "r7", "r8"),
        ("J", "J J", "J J J"),
    ],
)
def test_scores_always_add_up_to_zero(racks: tuple[str, ...]) -> None:
    changes = score(*racks)
    assert sum(changes) == 0
    assert len(changes) == len(racks)


def test_the_winner_scores_plus_the_total() -> None:
    changes = score("r12", "r7", "r10 r10")
    assert changes[1] == -(changes[0] + changes[2])


def test_a_game_has_at_least_two_seats() -> None:
    with pytest.raises(ValueError):
        settle([parse_tiles("r5")])
    with pytest.raises(ValueError):
        settle([])


def test_settle_takes_any_iterables_of_tiles() -> None:
    assert settle([iter(parse_tiles("")), list(parse_tiles("r5 r6"))]) == [11, -11]


def test_rack_sum() -> None:
    assert rack_sum(parse_tiles("r12 J k1")) == 43


# --- game results ---------------------------------------------------------------------------------


def test_game_result_of_a_player_who_went_out() -> None:
    game = result("", "r5 r6", "J")
    assert game.winners == (0,)
    assert game.changes == (41, -11, -30)
    assert game.went_out
    assert game.racks == (parse_tiles(""), parse_tiles("r5 r6"), parse_tiles("J"))


def test_game_result_when_the_pool_ran_out() -> None:
    game = result("r12", "r7", "r10 r10")
    assert game.winners == (1,)
    assert game.changes == (-5, 18, -13)
    assert not game.went_out


# --- rounds and the overall winner ----------------------------------------------------------------


@pytest.mark.parametrize(("seats", "rounds", "games"), [(2, 1, 2), (3, 1, 3), (4, 1, 4), (4, 2, 8), (6, 3, 18)])
def test_a_round_is_as_many_games_as_players(seats: int, rounds: int, games: int) -> None:
    assert ScoreBook.for_table(seats, rounds).games_planned == games


def test_one_round_by_default() -> None:
    assert ScoreBook.for_table(3).games_planned == 3


def test_at_least_one_round() -> None:
    with pytest.raises(ValueError):
        ScoreBook.for_table(3, rounds=0)


def test_the_book_is_finished_after_the_planned_games() -> None:
    book = ScoreBook.for_table(2)
    assert not book.finished
    book = book.add(result("", "r5"))
    assert not book.finished
    book = book.add(result("r5", ""))
    assert book.finished


def test_a_result_has_one_change_per_seat() -> None:
    with pytest.raises(ValueError):
        ScoreBook.for_table(3).add(result("", "r5"))


def test_most_games_won_beats_a_higher_total() -> None:
    book = ScoreBook.for_table(3)
    book = book.add(result("", "r1", "r1"))  # seat 0: +2
    book = book.add(result("r1", "", "r1"))  # seat 1: +2
    book = book.add(result("r1", "k13 k12 k11", ""))  # seat 2 wins: seat 1 pays 36
    # seat 0 won 1 (total 2 - 1 - 1 = 0), seat 1 won 1 (-1 + 2 - 36), seat 2 won 1 (-1 - 1 + 37)
    assert book.wins == [1, 1, 1]
    assert book.totals == [0, -35, 35]
    assert book.standing() == [2, 3, 1]
    assert book.overall_winners() == [2]

    book = ScoreBook.for_table(3, rounds=2)
    book = book.add(result("", "r1", "r1"))  # seat 0 wins twice with small totals
    book = book.add(result("", "r1", "r1"))
    book = book.add(result("k13", "k13", ""))  # seat 2 wins once, big
    assert book.wins == [2, 0, 1]
    assert book.totals == [4 - 13, -2 - 13, -2 + 26]
    assert book.standing() == [1, 3, 2]
    assert book.overall_winners() == [0]


def test_a_shared_game_win_counts_for_each_tied_winner() -> None:
    book = ScoreBook.for_table(3).add(result("r7", "r13 r7", "r7"))
    assert book.wins == [1, 0, 1]
    assert book.totals == [7, -13, 6]


def test_ties_the_guide_leaves_open_stay_shared() -> None:
    book = ScoreBook.for_table(2)
    book = book.add(result("", "r9"))
    book = book.add(result("r9", ""))
    assert book.wins == [1, 1]
    assert book.totals == [0, 0]
    assert book.standing() == [1, 1]
    assert book.overall_winners() == [0, 1]


def test_book_totals_add_up_to_zero() -> None:
    book = ScoreBook.for_table(4)
    for racks in [("", "r1", "J", "k5 k6"), ("r3", "r3", "b13", "o1 o1"), ("r2", "", "r2", "r2")]:
        book = book.add(result(*racks))
    assert sum(book.totals) == 0
