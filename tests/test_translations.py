"""Every translation is finished, compiled, and the compiled .qm agrees with its .ts source."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from rummi_qt.i18n import LANGUAGES, TRANSLATIONS_DIR

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
TS_FILES = sorted(TS_DIR.glob("*.ts"))


def translated_messages(ts_file: Path) -> list[tuple[str, str, str]]:
    """(context, source, translation) for every live message; fails on unfinished ones."""
    found = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            assert translation is not None, f"{ts_file.name}: {name}: {source!r} has no translation"
            kind = translation.get("type")
            if kind in ("vanished", "obsolete"):
                continue
            assert kind != "unfinished", f"{ts_file.name}: {name}: {source!r} is unfinished"
            if message.get("numerus") == "yes":
                continue  # plural forms: see plural_messages
            assert translation.text, f"{ts_file.name}: {name}: {source!r} has an empty translation"
            found.append((name, source, translation.text))
    return found


def plural_messages(ts_file: Path) -> list[tuple[str, str, list[str]]]:
    """(context, source, forms) of every message with plural forms; each form written, with %n."""
    found = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            if message.get("numerus") != "yes":
                continue
            source = message.findtext("source", "")
            translation = message.find("translation")
            assert translation is not None and translation.get("type") != "unfinished", (
                f"{ts_file.name}: {name}: {source!r} is unfinished")
            forms = [form.text or "" for form in translation.iter("numerusform")]
            assert forms and all("%n" in form for form in forms), f"{ts_file.name}: {name}: {source!r}: {forms}"
            assert "(s)" not in "".join(forms), f"{ts_file.name}: {name}: {source!r} keeps the source's (s)"
            found.append((name, source, forms))
    return found


# Translations that may be spelled like their English source, each with the reason. Anything else
# copied from the source is a string nobody translated (the finished-entry check cannot see those).
SAME_AS_SOURCE: dict[tuple[str, str], str] = {
    ("*", "Rummi"): "the game's name, the same in every language",
    ("*", " s"): "the SI symbol for seconds",
    ("*", "Python %1, Qt %2 (PySide6 %3)"): "the About box's product names and version numbers",
    ("da", "Normal"): "a bot level: the Danish word is spelled the same",
    ("da", "Bots"): "the Danish word for computer players is the same loanword",
    ("da", "Bot, %1"): "the Danish word for a computer player is the same loanword",
    ("da", "Bots, %1"): "the Danish word for computer players is the same loanword",
    ("da", "Bot {number}"): "the Danish word for a computer player is the same loanword",
    ("da", "&Start"): "the Danish word is spelled the same",
    ("da", "Orange"): "the colour's Danish name is spelled the same",
    ("da", "Orange {number}"): "the colour's Danish name is spelled the same",
    ("da", "Joker"): "the Danish word is spelled the same",
    ("da", "{points} point"): "the Danish word is spelled the same",
}
# A source with no words of its own (only placeholders and punctuation) reads the same in every language.
_PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%\d")


def copied_sources(ts_file: Path) -> list[str]:
    """Entries whose translation is the English source, that neither the allowlist nor the form excuses."""
    language = ts_file.stem.rsplit("_", 1)[1]
    copied = []
    for context, source, translation in translated_messages(ts_file):
        if translation != source or not re.search(r"[A-Za-z]", _PLACEHOLDER.sub("", source)):
            continue
        if (language, source) in SAME_AS_SOURCE or ("*", source) in SAME_AS_SOURCE:
            continue
        copied.append(f"{context}: {source!r}")
    return copied


@pytest.mark.parametrize("ts_file", TS_FILES, ids=lambda path: path.name)
def test_no_entry_is_the_english_text_copied(ts_file: Path) -> None:
    copied = copied_sources(ts_file)
    assert not copied, f"{ts_file.name} keeps the English text as the translation of:\n" + "\n".join(copied)


def test_the_allowlist_names_only_entries_that_exist() -> None:
    """An excuse for a string that is gone or is translated differently now is dead weight: drop it."""
    used = set()
    for ts_file in TS_FILES:
        language = ts_file.stem.rsplit("_", 1)[1]
        for _context, source, translation in translated_messages(ts_file):
            if translation == source:
                used.add((language, source) if (language, source) in SAME_AS_SOURCE else ("*", source))
    assert set(SAME_AS_SOURCE) <= used, sorted(set(SAME_AS_SOURCE) - used)


def test_every_language_has_a_ts_source() -> None:
    """English too: its .ts holds only the plural forms ("1 tile", "2 tiles"), the rest is the source."""
    assert sorted(path.stem for path in TS_FILES) == sorted(f"rummi_{language}" for language in LANGUAGES)
    english = ET.parse(TS_DIR / "rummi_en.ts").getroot()
    assert all(message.get("numerus") == "yes" for message in english.iter("message"))


@pytest.mark.parametrize("ts_file", TS_FILES, ids=lambda path: path.name)
def test_plural_forms_are_written_and_compiled(ts_file: Path, qapp: object) -> None:
    plurals = plural_messages(ts_file)
    assert plurals, f"{ts_file.name} has no plural forms"
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS_DIR / ts_file.with_suffix(".qm").name))
    for context, source, forms in plurals:
        # Finnish, Danish and English all have a form for one and one for the rest.
        assert translator.translate(context, source, None, 1) == forms[0], (context, source)
        assert translator.translate(context, source, None, 7) == forms[-1], (context, source)


@pytest.mark.parametrize("ts_file", TS_FILES, ids=lambda path: path.name)
def test_ts_is_finished_and_its_qm_matches(ts_file: Path, qapp: object) -> None:
    messages = translated_messages(ts_file)
    assert messages or ts_file.stem == "rummi_en", f"{ts_file.name} holds no messages"
    qm_file = TRANSLATIONS_DIR / ts_file.with_suffix(".qm").name
    assert qm_file.is_file(), f"{qm_file} is missing: run tools/update_translations.py"
    translator = QTranslator()
    assert translator.load(str(qm_file)), f"{qm_file} does not load"
    stale = [
        f"{context}: {source!r} -> {translator.translate(context, source)!r}, .ts says {translation!r}"
        for context, source, translation in messages
        if translator.translate(context, source) != translation
    ]
    assert not stale, f"{qm_file.name} is older than {ts_file.name} (run tools/update_translations.py):\n" + (
        "\n".join(stale)
    )


def test_ts_files_hold_every_string_in_the_code() -> None:
    child = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert child.returncode == 0, child.stderr


def underlined_letter(label: str) -> str:
    """The letter Alt reaches in a label ("T&ræk" → "R"), or "": as the game screen reads it."""
    from rummi_qt.widgets.game_screen import underlined

    return underlined(label).upper()


# Contexts whose labels are not all on one screen at once: the app's several message boxes; the
# game screen's are checked state by state (tests/widgets/test_game_keyboard.py).
MIXED_CONTEXTS = {"AppSession", "GameScreen"}


TRANSLATED = [ts.stem.split("_")[-1] for ts in TS_FILES if not ts.stem.endswith("_en")]


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_no_two_labels_of_one_screen_underline_the_same_letter(language: str) -> None:
    # Danish "&Genafspil" and "Din gennem&gang" on Past games both answered Alt+G, so Alt only moved
    # the focus between them; Finnish "&Katso" and "&Kieli" on the start screen, Alt+K.
    source_file = next(ts for ts in TS_FILES if not ts.stem.endswith("_en"))
    ts_file = source_file if language == "en" else TS_DIR / f"rummi_{language}.ts"
    clashes = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        if name in MIXED_CONTEXTS:
            continue
        seen: dict[str, str] = {}
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            gone = translation is None or translation.get("type") in ("vanished", "obsolete")
            if gone or not underlined_letter(source):
                continue
            label = source if language == "en" or translation is None else (translation.text or "")
            letter = underlined_letter(label)
            if letter in seen and seen[letter] != label:
                clashes.append(f"{name}: {seen[letter]!r} and {label!r}")
            seen.setdefault(letter, label)
    assert not clashes, clashes
