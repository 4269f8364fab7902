"""A held seat at a table with the host's default name is worded in the player's language, like the
list of tables above it ("Noras bord", not "Nora's table"), and the held-seat file keeps who hosts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.i18n import load_translators
from rummi_qt.network.held_seats import HeldSeats
from rummi_qt.widgets.continue_panel import ContinuePanel, RejoinOffer


def test_a_held_seat_at_a_default_named_table_says_the_name_in_danish(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    held = HeldSeats(tmp_path / "seats.json")
    held.put("t1", "Nora's table", "127.0.0.1", 4000, host_player="Nora")
    held.put("t2", "Kitchen", "127.0.0.1", 4001)
    seats = held.all()
    translators = load_translators(QLocale("da"))
    for translator in translators:
        qapp.installTranslator(translator)
    try:
        panel = ContinuePanel()
        qtbot.addWidget(panel)
        panel.set_offers([], [RejoinOffer(s.table_id, s.table, s.host_player) for s in seats])
        texts = {key: row[0].text() for key, row in panel.rows.items()}
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    assert texts["seat:t1"].endswith("Noras bord") and "Nora's table" not in texts["seat:t1"]
    assert texts["seat:t2"].endswith("Kitchen")


def test_past_a_few_tables_to_continue_the_rest_scroll(qtbot: QtBot) -> None:
    # Every game left unfinished waits here; the start screen must not grow past the screen with them.
    from rummi_qt.widgets.continue_panel import MOST_ROWS_SHOWN, ResumeOffer

    panel = ContinuePanel()
    qtbot.addWidget(panel)
    panel.resize(640, 400)
    panel.show()
    qtbot.waitExposed(panel)

    def offers(count: int) -> list[ResumeOffer]:
        return [ResumeOffer(f"t{i}", "Vera against bots", 1, 1, 0.0, players=("Bot 1", "Vera"), my_tiles=9, pool=40)
                for i in range(count)]

    panel.set_offers(offers(2), [])
    bar = panel.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: panel.scroll.height() > 0)
    assert bar.maximum() == 0  # two rows: all in sight
    two = panel.scroll.height()
    panel.set_offers(offers(MOST_ROWS_SHOWN + 6), [])
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert two * MOST_ROWS_SHOWN / 2 <= panel.scroll.height() <= two * (MOST_ROWS_SHOWN + 1) / 2
    assert len(panel.rows) == MOST_ROWS_SHOWN + 6


def test_a_saves_time_is_written_as_past_games_writes_it_not_in_the_locales_short_form(qapp) -> None:
    from PySide6.QtCore import QDate, QDateTime, QTime

    from rummi_qt.widgets.continue_panel import when_text
    from rummi_qt.widgets.moments import clock, when

    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        noon = QDateTime(QDate(2026, 12, 6), QTime(12, 22))
        stamp = noon.toSecsSinceEpoch()
        assert when_text(stamp, noon) == clock(stamp) == "12:22", "not 12:22 PM beside Past games' 12:26"
        assert when_text(stamp, noon.addDays(1)) == when(stamp) == "6 Dec 2026, 12:22"
    finally:
        QLocale.setDefault(before)


def test_a_table_saved_between_two_games_offers_the_next_game(qtbot: QtBot) -> None:
    # The tenth newcomer read "game 2 of 3 … you hold 0 tiles" for a table whose game 2 was over.
    from rummi_qt.widgets.continue_panel import ResumeOffer

    panel = ContinuePanel()
    qtbot.addWidget(panel)
    panel.set_offers([ResumeOffer("t1", "Anna's table", 2, 3, 0.0, players=("Anna", "Bob"), my_tiles=0, pool=4,
                                  between=True),
                      ResumeOffer("t2", "Kitchen", 2, 3, 0.0, players=("Anna", "Bob"), my_tiles=9, pool=40)], [])
    between = panel.rows["save:t1"][0].text()
    assert between.startswith("Resume Anna's table (before game 3 of 3, saved ") and "you hold" not in between
    assert "Resume Kitchen (game 2 of 3, saved " in panel.rows["save:t2"][0].text()  # the time is when it was saved
    assert "you hold 9 tiles, 40 in the pool" in panel.rows["save:t2"][0].text()


def test_two_held_seats_at_tables_of_one_name_say_when_each_was_joined(qtbot: QtBot) -> None:
    # The host closed a table and hosted another of the same name: two rows, told apart by the time.
    from rummi_qt.widgets.continue_panel import when_text

    earlier, later = 1_796_595_000.0, 1_796_595_140.0
    panel = ContinuePanel()
    qtbot.addWidget(panel)
    panel.set_offers([], [RejoinOffer("t2", "Mia's table", "Mia", later),
                          RejoinOffer("t1", "Mia's table", "Mia", earlier)])
    texts = [panel.rows[f"seat:{key}"][0].text() for key in ("t2", "t1")]
    assert texts == [f"You have a seat at Mia's table (joined {when_text(later)})",
                     f"You have a seat at Mia's table (joined {when_text(earlier)})"]
    assert texts[0] != texts[1]
