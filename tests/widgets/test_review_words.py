"""Your review in words and pictures: tiles named as the turn log names them, the better move told
as it is (new sets, a named set extended, tiles taken from other sets, the joker won back), Qt's
plural forms in English, Finnish and Danish, labels that read in both themes, and no empty list."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.engine import parse_board, parse_tiles
from rummi_qt.history.replay import read_games
from rummi_qt.history.review import Missed, review_game
from rummi_qt.i18n import install_translators
from rummi_qt.widgets.review_panel import ReviewDialog
from rummi_qt.widgets.review_words import review_sentence
from rummi_qt.widgets.theme import DARK_UI, LIGHT_UI, Ui, contrast, style_sheet
from tests.history.test_review import KNOWN


@pytest.fixture
def language(qapp: QApplication) -> Iterator[object]:
    """Installs a language's translators the way the app does (English too: its plural forms)."""
    installed: list[object] = []
    previous = QLocale()

    def use(code: str) -> None:
        for translator in installed:
            qapp.removeTranslator(translator)  # type: ignore[arg-type]
        installed[:] = install_translators(qapp, QLocale(code))

    yield use
    for translator in installed:
        qapp.removeTranslator(translator)  # type: ignore[arg-type]
    QLocale.setDefault(previous)


def missed(removed: str, added: str, best: str, played: str = "", action: str = "draw", turn: int = 7) -> Missed:
    before, after = tuple(map(tuple, parse_board(removed))), tuple(map(tuple, parse_board(added)))
    return Missed(turn, action, parse_tiles(played), parse_tiles(best), False, before, after, after, before)


def test_tiles_are_named_as_the_log_names_them_and_the_joker_won_back_is_said(language) -> None:
    language("en")
    found = review_game(read_games(KNOWN)[0], 0)
    assert review_sentence(found[0]) == ("Turn 1: you drew, but you could have opened with 3 tiles: "
                                         "Black 10, Blue 10, Orange 10 as a new set")
    assert review_sentence(found[1]).startswith("Turn 3: you laid Blue 10, Black 10, Orange 10, but you could have "
                                                "opened with 4 tiles: ")
    freed = review_sentence(found[2])
    assert "Blue 7 in place of the joker in Blue 6, Joker, Blue 8, winning the joker back" in freed
    assert "Red 10, Red 11 in a new set with Joker taken from another set" in freed
    assert not any(code in freed for code in ("b7", "r10", " J "))


def test_a_set_built_by_rearranging_is_a_new_set_not_a_run_that_was_there(language) -> None:
    """The newcomer's "b12 onto the blue run": no blue run was on the board; the move takes Blue 11
    from the 11s and a joker from another set to make one."""
    language("en")
    move = missed("k11 b11 o11 r11 | o2 J o4 o5 | b5 r5 J", "b11 b12 J | o2 J o4 | b5 o5 r5 | k11 o11 r11", "b12")
    sentence = review_sentence(move)
    # The sets it only rearranges are said too (the words had left out most of such a move).
    assert sentence == ("Turn 7: you drew, but you could have laid 1 tile: "
                        "Blue 12 in a new set with Blue 11, Joker taken from other sets; 3 other sets rearranged")
    extended = missed("b3 b4 b5 b6 | b9 o9 r9", "b2 b3 b4 b5 b6 | k9 b9 o9 r9", "b2 k9")
    assert review_sentence(extended).endswith(
        "laid 2 tiles: Blue 2 onto the run Blue 3–6; Black 9 onto the group Blue 9, Orange 9, Red 9")


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "you could have laid 1 tile:", "you could have laid 2 tiles:"),
    ("fi", "olisit voinut pelata 1 laatan:", "olisit voinut pelata 2 laattaa:"),
    ("da", "du kunne have lagt 1 brik:", "du kunne have lagt 2 brikker:"),
])
def test_counts_use_plural_forms_and_words_follow_the_language(language, code: str, one: str, two: str) -> None:
    language(code)
    single = review_sentence(missed("", "k1 k2 k3", "k3", played="k1 k2", action="meld"))
    double = review_sentence(missed("", "k1 k2 k3 k4", "k3 k4", played="k1 k2", action="meld"))
    assert one in single and two in double
    black = {"en": "Black 3", "fi": "Musta 3", "da": "Sort 3"}[code]
    assert black in single


@pytest.mark.parametrize("ui", [LIGHT_UI, DARK_UI], ids=lambda ui: ui.name)
def test_the_before_and_after_labels_read_in_both_themes(qtbot: QtBot, language, ui: Ui) -> None:
    language("en")
    dialog = ReviewDialog()
    qtbot.addWidget(dialog)
    dialog.setStyleSheet(style_sheet(ui))
    dialog.panel.set_game("Kitchen, game 2")
    dialog.set_missed(review_game(read_games(KNOWN)[0], 0)[2:])
    dialog.show()
    qtbot.waitExposed(dialog)
    board = dialog.panel.board
    assert board.before_label.isVisible() and board.after_label.isVisible()
    assert board.before_label.text().startswith("Before") and board.after_label.text().startswith("After")
    background = dialog.palette().color(dialog.backgroundRole()).name()
    for label in (board.before_label, board.after_label, dialog.panel.game_label):
        ink = label.palette().color(label.foregroundRole()).name()
        assert contrast(ink, background) >= 4.5, (label.text(), ink, background)
    assert dialog.panel.game_label.text() == "Kitchen, game 2" and dialog.panel.game_label.isVisible()
    assert dialog.panel.summary.text() == "1 turn where you could have laid more tiles:"


def test_nothing_to_review_shows_no_empty_list(qtbot: QtBot, language) -> None:
    language("en")
    dialog = ReviewDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_missed([])
    assert "Well played" in dialog.panel.summary.text()
    assert not dialog.panel.list.isVisible() and not dialog.panel.board.isVisible()
    assert dialog.height() < 300  # shrunk to its words
    dialog.set_missed(review_game(read_games(KNOWN)[0], 0))
    assert dialog.panel.list.isVisible() and dialog.panel.list.count() == 3
