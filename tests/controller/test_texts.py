"""Words for the engine's values: every Reason, SetProblem and Refusal has a sentence, and numbers carry over."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from rummi_qt.controller import texts
from rummi_qt.engine.board import Board, Cell, layout
from rummi_qt.engine.draft import Draft
from rummi_qt.engine.melds import SetProblem, set_problem
from rummi_qt.engine.tiles import parse_board, parse_tile, parse_tiles
from rummi_qt.engine.turn import check_turn
from rummi_qt.engine.verdict import Reason, Verdict
from rummi_qt.network.table import Denied, Refusal, Table, TableOptions


def test_tile_names() -> None:
    assert [texts.tile_name(t) for t in parse_tiles("r7 k1 b13 o10 J")] == [
        "Red 7", "Black 1", "Blue 13", "Orange 10", "Joker",
    ]
    assert texts.tiles_words(parse_tiles("r7 r8 J")) == "Red 7, Red 8, Joker"
    assert texts.tiles_words(()) == "no tiles"


def test_sets_in_words() -> None:
    assert texts.set_summary(parse_tiles("r7 r8 r9")) == "Run: Red 7, Red 8, Red 9 — 24 points"
    assert texts.set_summary(parse_tiles("k5 J o5")) == "Group: Black 5, Joker as Blue 5, Orange 5 — 15 points"
    assert texts.set_words(parse_tiles("J r5 r6")) == "Run: Joker as Red 4, Red 5, Red 6"
    assert texts.set_summary(parse_tiles("r7 r8")) == "That set needs one more tile"
    assert texts.points_text(1) == "1 point"


def test_every_set_problem_has_its_own_sentence() -> None:
    sentences = {problem: texts.problem_text(problem, parse_tiles("r7 r8")) for problem in SetProblem}
    assert all(sentences.values())
    assert len(set(sentences.values())) == len(SetProblem)
    assert texts.problem_text(SetProblem.TOO_SHORT, parse_tiles("r7")) == "That set needs 2 more tiles"
    assert texts.problem_text(SetProblem.TOO_SHORT, ()) == "That set needs 3 more tiles"


@pytest.mark.parametrize("problem", list(SetProblem))
def test_problem_text_matches_the_engines_meaning(problem: SetProblem) -> None:
    # The engine's own English sentence and ours say the same thing (ours may be friendlier).
    ours = texts.problem_text(problem, parse_tiles("r7 r8")).lower()
    engine = problem.describe(parse_tiles("r7 r8")).lower()
    shared = {word for word in engine.split() if len(word) > 3} & {word for word in ours.split()}
    assert shared, f"{problem}: {ours!r} and {engine!r} have no word in common"


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_a_sentence(reason: Reason) -> None:
    sentence = texts.reason_text(reason, "")
    assert sentence and sentence[0].isupper()
    assert texts.refusal_text(reason.value, "") == sentence


@pytest.mark.parametrize("refusal", list(Refusal))
def test_every_refusal_has_a_sentence(refusal: Refusal) -> None:
    assert texts.refusal_text(refusal.value, "the host's own words") != "the host's own words"


def test_an_unknown_reason_keeps_the_hosts_words() -> None:
    assert texts.refusal_text("brand_new_reason", "Something new happened") == "Something new happened"


def refusal_of(verdict: Verdict | Draft) -> tuple[Reason, str]:
    assert isinstance(verdict, Verdict) and verdict.reason is not None, verdict
    return verdict.reason, verdict.detail


def check(before: str, after: str, rack: str, opened: bool = True) -> tuple[Reason, str]:
    return refusal_of(check_turn(parse_board(before), parse_board(after), parse_tiles(rack), opened))


# Real refusals from the engine, and what a player reads for them.
ENGINE_CASES: list[tuple[Callable[[], tuple[Reason, str]], str]] = [
    (lambda: check("", "r7 r8 r9", "r7 r8 r9 k1", opened=False), "Opening needs 30 points; these sets are worth 24"),
    (lambda: check("r4 r5 r6", "r4 r5", "k1"),
     "Every tile that was on the board has to stay there (Red 6 went missing)"),
    (lambda: check("", "b1 b2 b3", "k1"), "These tiles are not on your rack: Blue 1, Blue 2, Blue 3"),
    (lambda: check("r4 r5 r6", "r4 r5 r6 | k1 k2", "k1 k2"), "That set needs one more tile: Black 1, Black 2"),
    (lambda: check("", "", "k1"), "Play at least one tile from your rack, or draw"),
    (lambda: check("r4 r5 r6", "r4 r5 r6 r7 | k10 o10 b10", "r7 k10 o10 b10", opened=False),
     "Open with tiles from your rack only, and leave the sets on the board as they were"),
    (lambda: refusal_of(Draft.begin(Board(), parse_tiles("r7")).place(parse_tile("k7"), Cell(0, 0))),
     "Black 7 is not on your rack"),
    (lambda: refusal_of(Draft.begin(layout(parse_board("r4 r5 r6")), parse_tiles("r7")).take_back(Cell(0, 0))),
     "Only tiles you played this turn go back to your rack; Red 4 stays on the board"),
]


@pytest.mark.parametrize(("make", "expected"), ENGINE_CASES)
def test_engine_details_carry_their_numbers_and_tiles(make: Callable[[], tuple[Reason, str]], expected: str) -> None:
    reason, detail = make()
    assert texts.reason_text(reason, detail) == expected


def test_sentences_without_the_expected_details_still_read_well() -> None:
    assert texts.reason_text(Reason.OPENING_TOO_LOW, "something else") == "Your opening needs more points"
    assert texts.reason_text(Reason.INVALID_SET, "garbled") == "One of the sets on the board is not finished yet"
    assert texts.reason_text(Reason.NOT_ON_RACK, "") == "Some of those tiles are not on your rack"
    assert texts.reason_text(Reason.CHANGES_PENDING, "Undo your changes before you pass") == (
        "Undo your changes before you pass"
    )
    assert set_problem(parse_tiles("k1 k2")) is SetProblem.TOO_SHORT


def denied(action: Callable[[], Any]) -> tuple[str, str]:
    with pytest.raises(Denied) as caught:
        action()
    return caught.value.reason, caught.value.detail


NETWORK_CASES: list[tuple[Callable[[], Any], str]] = [
    (lambda: TableOptions().updated({"timer": 2}), "The turn timer is off or 5 to 3600 seconds"),
    (lambda: TableOptions().updated({"threshold": -1}), "The opening threshold is 0 to {max_threshold} points"),
    (lambda: TableOptions().updated({"rounds": -1}), "A table plays one game, or 1 to {max_rounds} rounds"),
    (lambda: TableOptions().updated({"pin": ""}), "A PIN is 1 to 16 characters, or none"),
    (lambda: TableOptions().updated({"hints": 3}), "That option is either on or off"),
    (lambda: TableOptions().updated({"colour": 1}), "That table option cannot be set that way"),
    (lambda: Table("t").set_seat_count(9), "A table has 2 to 6 seats"),
    (lambda: Table("t").add_bot("easy", 5), "There is no seat 6"),
]


@pytest.mark.parametrize(("action", "expected"), NETWORK_CASES)
def test_network_details_carry_their_numbers(action: Callable[[], Any], expected: str) -> None:
    from rummi_qt.network import table

    reason, detail = denied(action)
    expected = expected.format(max_threshold=table.MAX_THRESHOLD, max_rounds=table.MAX_ROUNDS)
    assert texts.refusal_text(reason, detail) == expected


class MarkingTranslator(QTranslator):
    """Translates every Texts string to itself in brackets: shows what goes through Qt's translation."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"[{source}]" if context == "Texts" else ""


@pytest.fixture
def marking(qapp: QApplication) -> Iterator[None]:
    translator = MarkingTranslator()
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_everything_goes_through_the_translator(marking: None) -> None:
    assert texts.tile_name(parse_tile("r7")) == "[Red 7]"
    assert texts.tile_name(parse_tile("J")) == "[Joker]"
    assert texts.set_summary(parse_tiles("r7 r8 r9")) == "[[[Run]: [Red 7][, ][Red 8][, ][Red 9]] — [24 points]]"
    assert texts.reason_text(Reason.OPENING_TOO_LOW, "Opening needs 30 points; these sets are worth 27") == (
        "[Opening needs 30 points; these sets are worth 27]"
    )
    for problem in SetProblem:
        assert texts.problem_text(problem, ()).startswith("[")
    for reason in Reason:
        assert texts.reason_text(reason, "").startswith("[")
    for refusal in Refusal:
        assert texts.refusal_text(refusal.value, "").startswith("[")


def test_a_hint_that_only_adds_says_where_runs_at_their_ends_and_groups_as_a_whole() -> None:
    from rummi_qt.controller.proposal import hint_text
    from rummi_qt.engine.changes import end_additions

    before = parse_board("b2 b3 b4 | k13 o13 r13")
    after = parse_board("J b2 b3 b4 b5 | k13 o13 r13 b13 | r5 r6 r7")
    plan = end_additions(before, after)
    assert plan is not None
    played = tuple(parse_tiles("J b5 b13 r5 r6 r7"))
    assert hint_text(plan, played, 3, opening=False) == (
        "Hint: add Joker before and Blue 5 after Run: Blue 2, Blue 3, Blue 4; "
        "Blue 13 to Group: Black 13, Orange 13, Red 13; and lay Run: Red 5, Red 6, Red 7")


def test_a_rearranging_hint_counts_its_sets_in_words() -> None:
    from rummi_qt.controller.proposal import hint_text

    played = tuple(parse_tiles("r5"))
    assert hint_text(None, played, 1, opening=False) == "Hint: play Red 5, rearranging the board into the set shown"
    assert hint_text(None, played, 3, opening=False) == "Hint: play Red 5, rearranging the board into the 3 sets shown"


def test_a_hint_after_tiles_were_laid_tells_only_what_is_left_to_do() -> None:
    # k3 k4 laid already this turn: the hint does not tell them again, and says which laid tile it
    # takes back (a newcomer's Orange 11 went back to the rack unannounced).
    from rummi_qt.controller.proposal import hint_text

    played, laid = tuple(parse_tiles("k3 k4 k5")), tuple(parse_tiles("k3 k4 o11"))
    assert hint_text(None, played, 2, opening=False, laid=laid) == (
        "Hint: with the tiles you laid, play Black 5, rearranging the board into the 2 sets shown; "
        "back to your rack: Orange 11")
    assert hint_text(None, tuple(parse_tiles("k3 k4")), 1, opening=False, laid=tuple(parse_tiles("k3 k4"))) == (
        "Hint: keep the tiles you laid, rearranging the board into the set shown")


def test_two_sets_that_touch_are_told_to_leave_a_cell_between_them() -> None:
    assert texts.invalid_set_text(parse_tiles("b6 b7 b8 b9 o4 k4 r4")) == (
        "Two sets touch: leave an empty cell between Blue 6, Blue 7, Blue 8, Blue 9 and Orange 4, Black 4, Red 4")
    assert texts.invalid_set_text(parse_tiles("r7 r8")) == "That set needs one more tile: Red 7, Red 8"


def test_a_past_games_names_the_host_made_read_in_the_players_words(marking: None) -> None:
    # Past games keep names as the host sent them ("Bot 2"); they are shown as the game showed them.
    assert texts.kept_name("Bot 2") == "[Bot {number}]".replace("{number}", "2")
    assert texts.kept_name("Player 3") == "[Player {number}]".replace("{number}", "3")
    for chosen in ("Vera", "Bot", "Bot 2b", "Robot 2", "Bot 0"):
        assert texts.kept_name(chosen) == chosen


def test_the_opening_line_says_pass_once_the_pool_is_empty(qapp: QApplication) -> None:
    # With the pool empty the Draw button is Pass: the line must not point at a draw (a newcomer's find).
    import random
    from dataclasses import replace

    from rummi_qt.controller.draft_line import draft_line
    from rummi_qt.engine.game import new_game
    from rummi_qt.engine.views import view_for

    state, _ = new_game(2, random.Random(1), first_seat=0)
    name = str
    assert draft_line(view_for(state, 0), name) == "Your turn: open with sets worth 30 points from your rack, or draw"
    empty = replace(state, pool=())
    assert draft_line(view_for(empty, 0), name) == "Your turn: open with sets worth 30 points from your rack, or pass"
