"""Help shows the rules in the player's language (English when we lack it), all three pages alike in shape."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QTextBrowser
from pytestqt.qtbot import QtBot

from rummi_qt.i18n import LANGUAGES, TRANSLATIONS_DIR, install_translators
from rummi_qt.widgets.help_dialog import SECTIONS, HelpDialog, rules_css, rules_html, rules_language, rules_path

KEY_TERMS = {
    "en": ["Run", "Group", "joker", "opening", "at least 30 points", "Finish meld", "Ctrl+Enter", "pool",
           "official penalty", "score book", "firewall", "Local Network"],
    "fi": ["Suora", "Ryhmä", "Jokeri", "Ensimmäinen asetus", "vähintään 30 pistettä", "Vahvista siirto", "Ctrl+Enter",
           "nostopino", "virallinen rangaistus", "Pistekirja", "palomuuri", "Paikallisverkko"],
    "da": ["Serie", "Gruppe", "joker", "Første udlægning", "mindst 30 point", "Afslut tur", "Ctrl+Enter",
           "puljen", "officiel straf", "Pointtavlen", "firewallen", "Lokalt netværk"],
}


def open_help(qtbot: QtBot, language: str | None = None, section: str | None = None) -> HelpDialog:
    dialog = HelpDialog(language=language, section=section)
    qtbot.addWidget(dialog)
    dialog.resize(dialog.sizeHint())
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_its_page_with_the_key_terms(qtbot: QtBot, language: str) -> None:
    dialog = open_help(qtbot, language)
    assert dialog.language() == language
    text = dialog.browser().toPlainText()
    missing = [term for term in KEY_TERMS[language] if term not in text]
    assert not missing, f"rules_{language}.html lacks {missing}"


@pytest.mark.parametrize(
    ("locale", "language"),
    [("fi_FI", "fi"), ("da_DK", "da"), ("en_GB", "en"), ("de_DE", "en"), ("C", "en")],
)
def test_language_follows_the_locale_and_falls_back_to_english(locale: str, language: str) -> None:
    assert rules_language(QLocale(locale)) == language


@pytest.fixture
def finnish_app(qapp: QApplication) -> Iterator[None]:
    """The application set up in Finnish the way rummi_qt.app does it."""
    previous = QLocale()
    translators = install_translators(qapp, QLocale("fi"))
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(previous)


def test_the_installed_language_is_the_default(qtbot: QtBot, finnish_app: None) -> None:
    dialog = open_help(qtbot)
    assert dialog.language() == "fi"
    assert dialog.browser().toPlainText().startswith("Näin pelaat Rummia")


def test_an_unknown_language_gets_english(qtbot: QtBot) -> None:
    dialog = open_help(qtbot, "sv")
    assert dialog.language() == "en"
    assert dialog.browser().toPlainText().startswith("How to play Rummi")


@pytest.mark.parametrize("language", LANGUAGES)
def test_pages_have_every_section_and_their_links_work(language: str) -> None:
    html = rules_html(language)
    anchors = re.findall(r'<a name="([a-z]+)"></a>', html)
    links = re.findall(r'<a href="#([a-z]+)">', html)
    assert anchors == list(SECTIONS)
    assert links == list(SECTIONS)


@pytest.mark.parametrize("language", ["fi", "da"])
def test_translations_keep_every_number_and_example(language: str) -> None:
    """A faithful translation keeps the facts: the same numbers, the same example tiles, the same tables."""

    def facts(html: str) -> list[str]:
        body = re.sub(r"<style>.*?</style>", "", html, flags=re.S)
        return re.findall(r"[−+]?\d+", body)

    def shape(html: str) -> list[str]:
        return re.findall(r"<(h[123]|li|tr|table|span class=\"t [kborj]\")", html)

    english = rules_html("en")
    translated = rules_html(language)
    assert sorted(facts(translated)) == sorted(facts(english))
    assert shape(translated) == shape(english)


def test_help_can_open_at_hosting(qtbot: QtBot, tmp_path: Path) -> None:
    """RUMMI_SCREENSHOT_DIR=docs/screenshots keeps the picture."""
    dialog = open_help(qtbot, "en", section="hosting")
    assert dialog.browser().verticalScrollBar().value() > 0
    dialog.browser().verticalScrollBar().setValue(0)
    folder = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(folder / "help.png"))
    with pytest.raises(ValueError, match="no section"):
        dialog.show_section("nowhere")


def test_files_ship_in_the_package() -> None:
    for language in LANGUAGES:
        path = rules_path(language)
        assert path.is_file()
        assert path.parent.parent.parent.name == "rummi_qt", "the pages live inside the package, so wheels hold them"
        assert path.read_text(encoding="utf-8").lstrip().startswith("<!DOCTYPE html>")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_is_dressed_by_the_one_style_sheet(qtbot: QtBot, language: str) -> None:
    assert "<style" not in rules_html(language)  # no copy of its own to drift from the others
    dialog = open_help(qtbot, language)
    document = dialog.findChild(QTextBrowser).document()
    assert document.defaultStyleSheet() == rules_css() and ".b { color: #1f6feb; }" in rules_css()
    heading = document.findBlockByNumber(0).charFormat()
    assert heading.fontPointSize() == 20  # h1 { font-size: 20pt } reached the page


# Every control of the app a player meets, as (translation context, source text): the help names each
# one the way the window labels it, in every language.
CONTROLS = [
    ("StartScreen", "&Host a table"), ("StartScreen", "Play against &bots"), ("StartScreen", "Join by &address…"),
    ("StartScreen", "Tables on this network"), ("StartScreen", "&Language"),
    ("LobbyScreen", "Seats"), ("LobbyScreen", "Add &bot"), ("SeatCard", "Remove"), ("LobbyScreen", "Copy"),
    ("LobbyScreen", "Turn timer"), ("LobbyScreen", "On"), ("LobbyScreen", "&Start"), ("LobbyScreen", "&Leave"),
    ("GameScreen", "&Hint"), ("GameScreen", "&Meld…"), ("GameScreen", "&Undo"), ("GameScreen", "&Draw"),
    ("GameScreen", "&Pass"), ("GameScreen", "&Finish meld"), ("GameScreen", "Sort 789"), ("GameScreen", "Sort 777"),
    ("GameScreen", "Sound"), ("GameScreen", "Pause timer"), ("GameScreen", "Rules and help"),
    ("GameScreen", "What happened"), ("GameScreen", "&Leave"), ("PlayersBar", "Give seat to a bot"),
    ("ScoreBookPanel", "Score book"), ("StartScreen", "&Watch"),
    ("LobbyScreen", "A bot plays for a player who drops out"), ("LobbyScreen", "Watching"),
    ("LobbyScreen", "Give a seat"), ("GameScreen", "See the &board"), ("GameScreen", "Back to the &results"),
    ("AppSession", "&Play again"), ("AppSession", "&Play another round"), ("BotGameDialog", "&Bots"),
]


def label(language: str, context: str, source: str) -> str:
    """A control's label as the window shows it in ``language``, without its mnemonic's ampersand."""
    translator = QTranslator()
    text = source
    if language != "en":
        assert translator.load(str(TRANSLATIONS_DIR / f"rummi_{language}.qm"))
        text = translator.translate(context, source) or source
    return text.replace("&", "")


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_names_every_control_as_the_window_labels_it(qtbot: QtBot, language: str) -> None:
    dialog = open_help(qtbot, language)
    text = dialog.browser().toPlainText().casefold()
    missing = [label(language, *control) for control in CONTROLS
               if label(language, *control).rstrip("…").casefold() not in text]
    assert not missing, f"rules_{language}.html does not mention {missing}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_explains_pausing_the_timer_and_giving_a_seat_to_a_bot(language: str) -> None:
    html = rules_html(language)
    screen = html.split('<a name="screen"></a>')[1].split("<h2>")[0]
    timer = html.split('<a name="timer"></a>')[1].split("<h2>")[0]
    pause, give = label(language, "GameScreen", "Pause timer"), label(language, "PlayersBar", "Give seat to a bot")
    assert f"<b>{pause}</b>" in screen and f"<b>{pause}</b>" in timer
    (item,) = [li for li in screen.split("<li>") if f"<b>{give}</b>" in li]
    assert item.count("<kbd>") == 2, "the menu is also reached from the keyboard (Tab, then the Menu key)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_says_what_the_lobby_gives_when_the_timer_is_switched_on(language: str) -> None:
    from rummi_qt.network.table import DEFAULT_TIMER

    html = rules_html(language)
    assert DEFAULT_TIMER == 60
    for section in ("timer", "options", "hosting"):
        assert f"{DEFAULT_TIMER} " in html.split(f'<a name="{section}"></a>')[1].split("<h2>")[0], section


@pytest.mark.parametrize(("language", "terms"), [
    ("en", ["Past games", "Replay", "Your review", "Delete table…", "Cancel"]),
    ("fi", ["Aiemmat pelit", "Uusinta", "Oma arvio", "Poista pöytä…", "Peruuta"]),
    ("da", ["Tidligere spil", "Genafspil", "Din gennemgang", "Slet bord…", "Annuller"]),
])
def test_past_games_replays_and_the_review_have_a_section(language: str, terms: list[str]) -> None:
    """In the words the buttons use in that language."""
    html = rules_html(language)
    section = html[html.index('<a name="history">'):]
    missing = [term for term in terms if term not in section]
    assert not missing, missing


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_rules_links_read_on_the_page_in_both_themes(qtbot: QtBot, tmp_path, theme: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QPalette

    from rummi_qt.widgets.main_window import MainWindow
    from rummi_qt.widgets.theme import contrast

    window = MainWindow(QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.apply_theme(theme)
    window.show()
    qtbot.waitExposed(window)
    dialog = HelpDialog(parent=window)
    dialog.show()
    qtbot.waitExposed(dialog)
    link = dialog.browser().palette().color(QPalette.ColorRole.Link).name()
    viewport = dialog.browser().viewport()
    page = viewport.grab().toImage().pixelColor(viewport.width() - 3, viewport.height() - 3).name()  # as painted
    assert contrast(link, page) >= 4.5, (link, page)
    dialog.close()
