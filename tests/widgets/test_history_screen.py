"""Past games: deleting asks with "Delete"/"Cancel" (Cancel the default), names the table by its
date and counts its games in words, and keeps the focus on the list; numbers in the interface
language with a real minus sign; the player's own line marked; a placeholder inside the empty
list; a chart whose bars spread over the width, each with its number and tooltip; the replay
window named after the kept table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, QPointF, QSettings, Qt, QTime
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from rummi_qt.controller.texts import kept_table_name
from rummi_qt.history.replay import read_games
from rummi_qt.history.store import HistoryStore
from rummi_qt.history_flow import HistoryFlow, game_title
from rummi_qt.i18n import install_translators
from rummi_qt.replay_app import replay_title
from rummi_qt.widgets.history_screen import GAME_ROLE, HistoryScreen, signed_number
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.moments import clock, when
from rummi_qt.widgets.score_chart import ScoreChart
from rummi_qt.widgets.theme import LIGHT_UI, style_sheet
from tests.history.test_review import KNOWN
from tests.history.test_store import known_store
from tests.widgets.test_review_words import language  # noqa: F401 - a fixture

__all__ = ["language"]


def history(qtbot: QtBot, tmp_path: Path, store_folder: Path) -> tuple[HistoryFlow, HistoryScreen]:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    flow = HistoryFlow(window, store_folder, back=lambda: None)
    flow.open()
    window.show()
    qtbot.waitExposed(window)
    assert flow.screen is not None
    return flow, flow.screen


def question(qtbot: QtBot, screen: HistoryScreen) -> QMessageBox:
    qtbot.waitUntil(lambda: screen.findChild(QMessageBox, "confirmDelete") is not None
                    and screen.findChild(QMessageBox, "confirmDelete").isVisible())
    return screen.findChild(QMessageBox, "confirmDelete")


def test_deleting_a_table_names_it_by_date_and_cancel_is_the_default(qtbot: QtBot, tmp_path: Path,
                                                                     language) -> None:  # noqa: F811
    language("en")
    known_store(tmp_path / "h").close()
    flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    screen.games.setCurrentItem(screen.games.topLevelItem(1).child(0))  # a Kitchen game
    screen.delete_button.click()
    box = question(qtbot, screen)
    assert f"the table Kitchen, {when(1.0)} and its 2 kept games?" in box.text()
    assert box.defaultButton().text() == "Cancel" and screen.delete_choice.text() == "Delete"
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter keeps everything
    qtbot.waitUntil(lambda: not box.isVisible())
    assert len(flow.store.tables()) == 2
    box.deleteLater()
    qtbot.waitUntil(lambda: screen.findChild(QMessageBox, "confirmDelete") is None)
    screen.delete_button.click()
    box = question(qtbot, screen)
    screen.delete_choice.click()
    qtbot.waitUntil(lambda: len(flow.store.tables()) == 1)
    assert screen.focusWidget() is screen.games


def test_deleting_everything_counts_the_games(qtbot: QtBot, tmp_path: Path, language) -> None:  # noqa: F811
    language("en")
    known_store(tmp_path / "h").close()
    flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    screen.delete_all_button.click()
    box = question(qtbot, screen)
    assert "(4 games in all)" in box.text() and box.defaultButton().text() == "Cancel"
    screen.delete_choice.click()
    qtbot.waitUntil(lambda: not flow.store.tables())
    assert screen.focusWidget() is screen.games
    assert screen.empty_note.isVisible() and screen.empty_note.parent() is screen.games.viewport()


def test_numbers_follow_the_language_with_a_real_minus_and_you_are_marked(qtbot: QtBot, tmp_path: Path,
                                                                          language) -> None:  # noqa: F811
    language("da")
    assert (signed_number(145.0), signed_number(207.66), signed_number(-128.33), signed_number(0)) == \
        ("+145", "+207,7", "\N{MINUS SIGN}128,3", "0")
    language("en")
    known_store(tmp_path / "h").close()
    _flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    assert screen.stats.item(0, 0).text() == "Ann (you)" and screen.stats.item(0, 0).font().bold()
    assert screen.stats.item(1, 0).text() == "Bob" and not screen.stats.item(1, 0).font().bold()
    top = screen.games.topLevelItem(0)
    assert top.text(0).startswith("started ") and top.child(0).text(0).startswith("ended ")
    assert screen.games.allColumnsShowFocus(), "the focus frames the row (a box in its first cell read as a field)"
    assert top.text(2) == "2 games"
    assert top.child(0).toolTip(2) == top.child(0).text(2) and "," in top.child(0).text(2)  # all the players
    assert screen.games.topLevelItem(0).child(0).text(4) == "\N{MINUS SIGN}4"
    assert screen.chart.labels[-1] == "Attic, game 2" and screen.chart.scores[-1] == -4


def test_a_round_that_is_not_over_says_how_many_of_its_games_are(qtbot: QtBot, tmp_path: Path,
                                                                  language) -> None:  # noqa: F811
    language("en")
    store = known_store(tmp_path / "h")
    attic = next(t for t in store.tables() if t.name == "Attic")
    store.add_game(attic.id, 2, 1, ["Cid", "Ann", "Bob"], [1, -1, 0], [0], 20, ended=14.0, planned=3)
    kitchen = next(t for t in store.tables() if t.name == "Kitchen")
    store.add_game(kitchen.id, 2, 0, ["Ann", "Bob"], [4, -4], [0], 20, ended=15.0, planned=4)
    store.close()
    _flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    rows = {screen.games.topLevelItem(i).text(1): screen.games.topLevelItem(i) for i in range(2)}
    assert rows["Attic (joined)"].text(2) == "3 games" and not rows["Attic (joined)"].toolTip(2), "all played"
    assert rows["Kitchen (hosted)"].text(2) == "3 of 4 games"
    assert rows["Kitchen (hosted)"].toolTip(2).startswith("The round is not over: 3 of its 4 games are kept here.")


def test_the_chart_spreads_its_bars_each_with_its_own_tooltip(qtbot: QtBot) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 160)
    chart.set_scores([20, -1, 35], ["Kitchen, game 1", "Kitchen, game 2", "Attic, game 1"])
    bars = chart.bar_rects()
    assert bars[0].left() < 100 and bars[-1].left() < 200  # from the left, not squeezed to the right edge
    assert bars[1].height() >= 3  # a -1 still shows
    assert chart.bar_at(bars[1].center()) == 1 and chart.bar_at(QPointF(390, 80)) is None
    assert chart.bar_tip(2) == "Attic, game 1: +35" and chart.bar_tip(1) == "Kitchen, game 2: \N{MINUS SIGN}1"
    assert not chart.toolTip()  # no one tooltip over the whole chart


def test_the_replay_window_is_named_after_the_kept_table(tmp_path: Path, qapp) -> None:
    store = known_store(tmp_path)
    record = store.tables()[1].record  # Kitchen's (the newest table is listed first)
    store.close()
    game, = read_games(KNOWN)
    assert replay_title(record, game, 1, tmp_path) == "Kitchen, game 2"
    elsewhere = tmp_path / "b4eebf8a-host.jsonl"
    assert replay_title(elsewhere, game, 0, tmp_path) == "Ann, Bob, game 1"


def test_the_games_rows_are_as_roomy_as_the_players_rows(qtbot: QtBot, tmp_path: Path) -> None:
    known_store(tmp_path / "h").close()
    _flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    screen.setStyleSheet(style_sheet(LIGHT_UI))  # the app's style sheet, as the window has it
    screen.games.doItemsLayout()
    game_row = screen.games.visualItemRect(screen.games.topLevelItem(0).child(0)).height()
    assert game_row >= 0.85 * screen.stats.rowHeight(0), (game_row, screen.stats.rowHeight(0))


def test_a_replay_names_its_game_as_the_title_does(qtbot: QtBot, tmp_path: Path) -> None:
    """A guest's replay of game 2 said "Game 1 / 1" in its players bar under the title "…, game 2"."""
    from rummi_qt.history.store import HistoryStore
    from tests.history.games import record_bot_game

    store = HistoryStore(tmp_path / "h")
    record = store.record_path("g1", "guest")
    table = store.add_table("g1", "Hilda's table", "guest", record, created=1.0)
    with record.open("w", encoding="utf-8") as file:
        for number, seed in enumerate((3, 4)):
            lines, states = record_bot_game(["easy", "easy"], seed)
            file.writelines(json.dumps(line) + "\n" for line in lines)
            result = states[-1].result
            store.add_game(table, number, 1, ["P0", "P1"], list(result.changes), list(result.winners), 9,
                           ended=2.0 + number)
    store.close()
    flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    second = next(g for g in flow.store.games() if g.number == 1)
    flow.open_replay(second)
    assert flow.replay is not None
    assert flow.replay.title.text() == "Hilda's table, game 2"
    assert flow.replay.players._game.text() == "Game 2 / 2"
    # A round of four, two games in the record: the replay counts the round's games, not the record's.
    first = next(g for g in flow.store.games() if g.number == 0)
    flow.store.add_game(first.table, 1, 1, ["P0", "P1"], [1, -1], [0], 9, planned=4)  # its row is kept: planned only
    flow.open_replay(first)
    assert flow.replay.players._game.text() == "Game 1 / 4"


@pytest.mark.parametrize(("locale_name", "written", "time"), [("en_US", "6 Dec 2026, 04:15", "04:15"),
                                                           ("fi", "6.12.2026 klo 4.15", "4.15"),
                                                           ("da", "6. dec. 2026 kl. 04.15", "04.15")])
def test_dates_read_one_way_only(qapp: QApplication, locale_name: str, written: str, time: str) -> None:
    # "12/6/26", the short format of American English, reads as 12 June as well as 6 December; and
    # a game's "ended 4:15 AM" beside its table's "started 6 Dec 2026, 04:15" read as two clocks.
    previous = QLocale()
    translators = install_translators(qapp, QLocale(locale_name))
    try:
        stamp = QDateTime(QDate(2026, 12, 6), QTime(4, 15)).toSecsSinceEpoch()
        assert when(stamp) == written
        assert clock(stamp) == time
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        QLocale.setDefault(previous)


def test_bots_are_named_in_the_language_of_the_moment(qtbot: QtBot, tmp_path: Path, language) -> None:  # noqa: F811
    # The host keeps a bot's name as it sent it ("Bot 1"); a Finnish game showed "Botti 1", and so
    # do Past games, the players' table and the winners.
    store = HistoryStore(tmp_path / "h")
    table = store.add_table("b1", "Vera against bots", "host", store.record_path("b1", "host"), created=1.0)
    store.add_game(table, 0, 0, ["Vera", "Bot 1", "Bot 2"], [-20, 30, -10], [1], 30, ended=10.0)
    store.close()
    language("fi")
    _flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    game = screen.games.topLevelItem(0).child(0)
    assert game.text(2) == "Vera, Botti 1, Botti 2" and game.text(3) == "Botti 1"
    # A game kept without its bots' levels counts its bots on a line of their own.
    names = [screen.stats.item(row, 0).text() for row in range(screen.stats.rowCount())]
    assert names == ["Vera (sinä)", "Botit"]
    # The table was named in English: it reads in Finnish too, with no "(hosted)" beside it.
    assert screen.games.topLevelItem(0).text(1) == "Vera botteja vastaan"
    assert game_title("Vera against bots", 0) == "Vera botteja vastaan, peli 1"


def test_a_game_against_bots_named_in_another_language_reads_in_this_one(qapp: QApplication, language) -> None:  # noqa: F811
    language("da")
    assert kept_table_name("Vera botteja vastaan") == (kept_table_name("Vera against bots")[0], True)
    assert not kept_table_name("Vera against bots")[0].startswith("Vera against")
    language("en")
    assert kept_table_name("Vera botteja vastaan") == ("Vera against bots", True)
    assert kept_table_name("Kitchen") == ("Kitchen", False)
    # A table named after its host reads in the language of now too (a newcomer saw "Mia's table" in
    # Finnish Past games, under a title bar saying "Pelaajan Mia pöytä").
    language("fi")
    assert kept_table_name("Mia's table") == ("Pelaajan Mia pöytä", False)
    assert game_title("Mia's table", 0) == "Pelaajan Mia pöytä, peli 1"
    language("en")
    assert kept_table_name("Pelaajan Mia pöytä") == ("Mia's table", False)


def test_a_table_under_way_with_no_game_over_yet_is_listed(qtbot: QtBot, tmp_path: Path) -> None:
    # The twelfth newcomer looked for the hosted table the start screen offered to resume, and Past
    # games had nothing: a table that told its round is listed from its start, "0 of 2 games".
    from rummi_qt.history.store import HistoryStore

    store = HistoryStore(tmp_path / "h")
    store.add_table("t1", "Anna's table", "host", tmp_path / "h" / "records" / "t1.jsonl", planned=2)
    store.add_table("t0", "Old table", "host", tmp_path / "h" / "records" / "t0.jsonl")  # round not told
    store.close()
    _flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    assert screen.games.topLevelItemCount() == 1
    top = screen.games.topLevelItem(0)
    assert top.text(2) == "0 of 2 games" and "not over" in top.toolTip(2)
    assert screen.empty_note.isHidden()
    # Chosen, its row says why Replay and Your review are greyed.
    screen.games.setCurrentItem(top)
    assert not screen.replay_button.isEnabled() and not screen.review_button.isEnabled()
    assert "No game of this table is over yet" in screen.choice_note.text()
    assert screen.replay_button.toolTip() == screen.choice_note.text()


def test_a_tables_row_chosen_says_to_choose_one_of_its_games(qtbot: QtBot, tmp_path: Path) -> None:
    store = HistoryStore(tmp_path / "h")
    kitchen = store.add_table("t1", "Kitchen", "host", tmp_path / "h" / "records" / "t1.jsonl", created=1.0,
                              planned=2)
    store.add_game(kitchen, 0, 0, ["Ann", "Bob"], [4, -4], [0], 20, ended=15.0, planned=2)
    # A newer table with no game over yet, listed first: the newest game below it is still chosen.
    store.add_table("t2", "Attic", "host", tmp_path / "h" / "records" / "t2.jsonl", created=20.0, planned=3)
    store.close()
    _flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    attic, top = screen.games.topLevelItem(0), screen.games.topLevelItem(1)
    assert screen.selected_game() is not None and not screen.choice_note.text()  # the newest game is chosen
    assert screen.games.currentItem() is top.child(0) and screen.replay_button.isEnabled()
    screen.games.setCurrentItem(top)
    assert not screen.replay_button.isEnabled()
    assert screen.choice_note.text().startswith("Choose one of the table's games")
    height = screen.games.height()
    screen.games.setCurrentItem(attic)
    assert screen.choice_note.text().startswith("No game of this table is over yet")
    screen.layout().activate()
    assert screen.games.height() == height  # the line was kept for the words: the list does not jump
    screen.games.setCurrentItem(top.child(0))
    assert screen.replay_button.isEnabled() and not screen.choice_note.text() and not screen.replay_button.toolTip()


def test_the_game_not_over_yet_names_its_players(qtbot: QtBot, tmp_path: Path, language) -> None:  # noqa: F811
    # A table under way named no one (a newcomer's find): its game not over is a row of its own.
    language("en")
    store = HistoryStore(tmp_path / "h")
    attic = store.add_table("t2", "Attic", "host", tmp_path / "h" / "records" / "t2.jsonl", created=20.0, planned=3)
    store.set_players(attic, ["Ann", "Bot 1", "Bob"])
    kitchen = store.add_table("t1", "Kitchen", "host", tmp_path / "h" / "records" / "t1.jsonl", created=1.0,
                              planned=2)
    store.add_game(kitchen, 0, 0, ["Ann", "Bob"], [4, -4], [0], 20, ended=15.0, planned=2)
    store.set_players(kitchen, ["Ann", "Bob"])
    store.add_table("t0", "Old", "host", tmp_path / "h" / "records" / "t0.jsonl", created=0.5, planned=2)  # no one seen
    store.close()
    _flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    attic_row, kitchen_row, old_row = (screen.games.topLevelItem(i) for i in range(3))
    going = attic_row.child(0)
    assert [going.text(c) for c in range(4)] == ["not over yet", "Game 1", "Ann, Bot 1, Bob", ""]
    assert kitchen_row.child(0).text(0) == "not over yet" and kitchen_row.child(0).text(1) == "Game 2"
    assert kitchen_row.child(1).data(0, GAME_ROLE) is not None and old_row.childCount() == 0
    # The newest game over is chosen, not a game under way.
    assert screen.games.currentItem() is kitchen_row.child(1) and screen.replay_button.isEnabled()
    screen.games.setCurrentItem(going)
    assert not screen.replay_button.isEnabled() and screen.selected_table() is not None
    assert screen.choice_note.text().startswith("This game is not over yet")
    screen.games.setCurrentItem(attic_row)
    assert screen.choice_note.text().startswith("No game of this table is over yet")


def test_the_statistics_count_bots_by_level_not_each_tables_bot_1_as_one_player(qtbot: QtBot, tmp_path: Path,
                                                                                language) -> None:  # noqa: F811
    store = HistoryStore(tmp_path / "h")
    first = store.add_table("b1", "Vera against bots", "host", store.record_path("b1", "host"), created=1.0)
    store.add_game(first, 0, 0, ["Vera", "Bot 1"], [10, -10], [0], 30, ended=10.0, bots=[(1, "easy")])
    second = store.add_table("b2", "Vera against bots", "host", store.record_path("b2", "host"), created=2.0)
    store.add_game(second, 0, 0, ["Vera", "Bot 1", "Bot 2"], [-30, 20, 10], [1], 30, ended=20.0,
                   bots=[(1, "hard"), (2, "hard")])
    store.add_game(second, 1, 0, ["Vera", "Bot 1", "Bot 2"], [-5, 10, -5], [1], 30, ended=30.0,
                   bots=[(1, "hard"), (2, "hard")])
    store.close()
    language("da")
    _flow, screen = history(qtbot, tmp_path, tmp_path / "h")
    rows = [[screen.stats.item(row, column).text() for column in range(3)] for row in range(screen.stats.rowCount())]
    # Vera first; the hard bots played four seats (two wins), the easy one one seat.
    assert rows == [["Vera (dig)", "3", "1"], ["Bots, Svær", "4", "2"], ["Bots, Let", "1", "0"]]
