"""The chat panel and the score book's deal line: plain text always, reactions in the player's
language, the owner's mute, and the words for a checked, warned or partly checked deal."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.engine.scoring import ScoreBook
from rummi_qt.i18n import install_translators
from rummi_qt.network.chat import REACTIONS
from rummi_qt.network.deal_check import DealReport, Finding
from rummi_qt.network.messages import MAX_CHAT, Chat
from rummi_qt.widgets.chat import EMOJI, WORDED, ChatPanel, reaction_text
from rummi_qt.widgets.deal_status import deal_reasons, deal_text
from rummi_qt.widgets.scoreboard import ScoreBookPanel


@pytest.fixture
def finnish(qapp: QApplication) -> Iterator[None]:
    previous = QLocale()
    translators = install_translators(qapp, QLocale("fi"))
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(previous)


def panel(qtbot: QtBot) -> ChatPanel:
    chat = ChatPanel()
    qtbot.addWidget(chat)
    chat.set_names(["Anna", "Timo"])
    return chat


def test_a_line_with_tags_shows_the_tags_as_text(qtbot: QtBot) -> None:
    chat = panel(qtbot)
    chat.add(Chat(seat=1, name="Timo", text="<b>bold</b> <a href='http://x'>link</a> &amp;"))
    chat.add(Chat(seat=-1, name="Eve", text="<i>hi</i>", onlooker=3))
    assert chat.texts() == ["Timo: <b>bold</b> <a href='http://x'>link</a> &amp;", "Eve (watching): <i>hi</i>"]
    assert chat.entry.maxLength() == MAX_CHAT


def test_the_players_own_lines_say_you_as_the_log_does(qtbot: QtBot) -> None:
    chat = panel(qtbot)
    chat.set_me(0)
    chat.add(Chat(seat=0, name="Anna", text="hi"))
    chat.add(Chat(seat=1, name="Timo", reaction="good_game"))
    assert chat.texts() == ["You: hi", "Timo: Good game"]


def test_reactions_are_sent_as_codes_and_worded_on_each_screen(qtbot: QtBot, finnish: None) -> None:
    chat = panel(qtbot)
    sent: list[str] = []
    chat.reacted.connect(sent.append)
    chat.reaction_buttons["nice"].click()
    chat.reaction_buttons["smile"].click()
    assert sent == ["nice", "smile"]
    chat.add(Chat(seat=0, name="Anna", reaction="good_game"))
    assert chat.texts() == ["Anna: Hyvä peli"]
    assert set(WORDED) | set(EMOJI) == set(REACTIONS) == set(chat.reaction_buttons)  # a button for each
    assert reaction_text("nice") == "Hieno siirto!" and chat.reaction_buttons["your_turn"].text() == "Sinun vuorosi…"


def test_the_owner_mutes_from_a_line_and_a_muted_player_cannot_send(qtbot: QtBot) -> None:
    chat = panel(qtbot)
    chat.add(Chat(seat=1, name="Timo", text="spam"))
    assert chat.mute_action_text(0) is None  # only the owner has the menu
    chat.set_owner(True)
    asked: list[tuple[int, int, bool]] = []
    chat.mute_requested.connect(lambda *a: asked.append(a))
    assert chat.mute_action_text(0) == ("Mute Timo in the chat", True)
    chat.request_mute(0)
    chat.set_muted([1], [], me_muted=False)
    assert chat.mute_action_text(0) == ("Let Timo talk again", False)
    assert asked == [(1, 0, True)]
    chat.set_muted([0], [], me_muted=True)
    assert not chat.entry.isEnabled() and not chat.reaction_buttons["oops"].isEnabled()
    said: list[str] = []
    chat.said.connect(said.append)
    chat.set_muted([], [], me_muted=False)
    chat.entry.setText("  hello  ")
    chat.send_button.click()
    assert said == ["hello"] and chat.entry.text() == ""


def test_the_score_book_says_deal_checked_or_names_what_did_not_match(qtbot: QtBot) -> None:
    book = ScoreBook.for_table(2, 1)
    score = ScoreBookPanel(["Anna", "Timo"], book)
    qtbot.addWidget(score)
    assert score.deal_status.text() == "Checking the deal…"
    score.set_deal_report(DealReport(1))
    assert score.deal_status.text().startswith("Deal checked ✓: your app confirmed the shuffle was fair")
    assert "2e7d32" in score.deal_status.styleSheet()  # green for a whole check
    assert not score.deal_status.warning
    score.set_deal_report(DealReport(1, problems=(Finding("rack", 0, "r1 r2"), Finding("tiles", 1))))
    text = score.deal_status.text()
    assert score.deal_status.warning and text.startswith("⚠")
    assert "your rack" in text and "Timo" in text
    # What this app could not check: one short line (no ✓ beside "could not"), the reasons in its tooltip.
    late = DealReport(1, gaps=(Finding("late_commitments"),))
    score.set_deal_report(late)
    text = score.deal_status.text()
    assert text == "Deal checked for the part of the game this app saw" and "✓" not in text
    assert "2e7d32" not in score.deal_status.styleSheet(), "not green: a newcomer read it as all checked"
    assert "joined late" in score.deal_status.toolTip() and "joined late" in deal_reasons(late)
    assert "commitment" not in deal_reasons(late)  # plain words (the Help explains the sealing)
    # On the app that dealt the game the line shows only what did not check out: "your app
    # confirmed the shuffle was fair" read oddly to the player who had dealt it.
    score.show()
    score.set_deal_report(DealReport(1), hosting=True)
    assert not score.deal_status.isVisible()
    score.set_deal_report(None, hosting=True)
    assert not score.deal_status.isVisible()
    score.set_deal_report(DealReport(1, problems=(Finding("tiles", 1),)), hosting=True)
    assert score.deal_status.isVisible() and score.deal_status.warning
    resumed, warning = deal_text(DealReport(1, gaps=(Finding("no_commitment"),)), [])
    assert resumed.startswith("The deal could not be checked") and not warning
    assert "resumed" in deal_reasons(DealReport(1, gaps=(Finding("no_commitment"),)))


def test_the_deal_line_in_finnish(qtbot: QtBot, finnish: None) -> None:
    assert deal_text(DealReport(1), [])[0].startswith("Jako tarkistettu ✓: sovelluksesi varmisti")


def test_a_draw_that_did_not_match_is_named_as_the_log_names_tiles(qtbot: QtBot) -> None:
    text, warning = deal_text(DealReport(1, problems=(Finding("draw", 0, "k4"), Finding("draw", 0, "b9 r5"))), [])
    assert warning and "(Black 4)" in text and "(Blue 9, Red 5)" in text and "k4" not in text
    gap = deal_reasons(DealReport(1, gaps=(Finding("draws_unseen"),)))
    assert "resumed" in gap and "joined late" in gap


def test_a_line_the_host_refused_comes_back_and_the_reason_shows_by_the_box_for_a_moment(qtbot: QtBot) -> None:
    chat = panel(qtbot)
    chat.show()
    chat._notice_timer.setInterval(50)  # noqa: SLF001 - a moment, shortened for the test
    chat.entry.setText("one of many")
    chat.send_button.click()
    assert chat.entry.text() == ""
    chat.show_refusal("say", "You are sending messages too fast; wait a moment")
    assert chat.entry.text() == "one of many"  # nothing typed is lost
    assert chat.notice.isVisible() and "too fast" in chat.notice.text()
    qtbot.waitUntil(lambda: not chat.notice.isVisible(), timeout=6000)  # and it goes by itself
    chat.send_button.click()
    chat.add(Chat(seat=0, name="Anna", text="one of many"))  # taken this time
    chat.show_refusal("react", "You are sending messages too fast; wait a moment")
    assert chat.entry.text() == ""


def test_a_muted_player_reads_the_whole_reason_and_a_tooltip(qtbot: QtBot) -> None:
    chat = panel(qtbot)
    chat.show()
    chat.set_muted([1], [], me_muted=True)
    assert chat.notice.isVisible() and chat.notice.wordWrap()
    assert chat.notice.text() == "The host has muted you in the chat" == chat.entry.toolTip()
    chat.set_muted([], [], me_muted=False)
    assert not chat.notice.isVisible() and chat.entry.isEnabled()
    chat.entry.setText("x")
    chat.send_button.click()
    chat.show_refusal("say", "The host has muted you in the chat", muted=True)  # a watcher learns it so
    assert not chat.entry.isEnabled() and chat.entry.text() == "x"


def test_the_owner_sees_who_is_muted(qtbot: QtBot) -> None:
    chat = panel(qtbot)
    chat.show()
    chat.set_owner(True)
    chat.add(Chat(seat=-1, name="Cat", text="hi", onlooker=4))
    chat.set_muted([1], [4], me_muted=False)
    assert chat.muted_list.isVisible() and chat.muted_list.text() == "Muted in the chat: Timo, Cat"


def test_long_lines_scroll_per_pixel_newest_at_the_bottom_and_a_counter_near_the_limit(qtbot: QtBot) -> None:
    chat = panel(qtbot)
    chat.resize(220, 260)
    chat.show()
    assert chat.lines.verticalScrollMode() == chat.lines.ScrollMode.ScrollPerPixel
    for n in range(6):
        chat.add(Chat(seat=0, name="Anna", text=f"line {n} " + "word " * 38))
    bar = chat.lines.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    assert bar.singleStep() < chat.lines.visualItemRect(chat.lines.item(5)).height()
    chat.entry.setText("a" * 150)
    assert not chat.count.isVisible()
    chat.entry.setText("a" * (MAX_CHAT - 5))
    assert chat.count.isVisible() and chat.count.text() == f"5 characters left of {MAX_CHAT}"


def test_a_panel_filled_before_it_is_shown_opens_at_the_newest_and_goes_cleanly(qtbot: QtBot) -> None:
    """The game screen rebuilt in another language refills its chat hidden: shown, it is at the newest;
    closed at once (the test's end), its delayed scroll finds no deleted list (it used to raise)."""
    from PySide6.QtWidgets import QWidget

    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(260, 200)
    panel = ChatPanel(holder)
    panel.resize(260, 200)
    for n in range(30):
        panel.add(Chat(seat=0, name="Anna", text=f"line {n} " + "word " * 12))
    holder.show()
    qtbot.waitExposed(holder)
    bar = panel.lines.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=2000)


def test_the_picture_reactions_say_what_they_mean(qtbot: QtBot) -> None:
    # A newcomer could not tell the faces apart, and the tooltip only repeated the picture.
    panel = ChatPanel()
    qtbot.addWidget(panel)
    pictures = [panel.reaction_buttons[code] for code in EMOJI]
    meanings = [button.accessibleName() for button in pictures]
    assert all(meanings) and len(set(meanings)) == len(pictures)
    assert all(meaning in button.toolTip() for meaning, button in zip(meanings, pictures, strict=True))
    assert panel.reaction_buttons["laugh"].toolTip() == "Send “😄”, a laugh, to the table"


def test_the_notice_has_the_room_its_wrapped_lines_need_in_a_splitter(qtbot: QtBot, qapp) -> None:  # type: ignore[no-untyped-def]
    # The game's side panel: what happened above, the talk below, in a splitter. In Danish the
    # notice wraps to three lines there: it had one line's room and was cut at the top and bottom.
    from PySide6.QtCore import QLocale, Qt
    from PySide6.QtWidgets import QListWidget, QSplitter

    from rummi_qt.i18n import load_translators

    translators = load_translators(QLocale("da"))
    for translator in translators:
        qapp.installTranslator(translator)
    try:
        split = QSplitter(Qt.Orientation.Vertical)
        qtbot.addWidget(split)
        split.addWidget(QListWidget())
        panel = ChatPanel()
        split.addWidget(panel)
        split.resize(130, 330)  # the side panel is wider, with the theme's larger type: three lines either way
        split.show()
        qtbot.waitExposed(split)
        panel.set_reachable(False)
        notice = panel.notice
        assert notice.text().startswith("Bordet") and notice.isVisible()
        assert notice.heightForWidth(notice.width()) > 2 * notice.fontMetrics().lineSpacing()  # it wraps
        qtbot.waitUntil(lambda: notice.height() >= notice.heightForWidth(notice.width()), timeout=3000)
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)

