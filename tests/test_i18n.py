"""Choosing the interface language: RUMMI_LANG over the system locale, and the translators for it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from rummi_qt.i18n import chosen_locale, load_translators


@pytest.mark.parametrize(
    ("value", "language"),
    [("fi", QLocale.Language.Finnish), ("DA", QLocale.Language.Danish), ("en", QLocale.Language.English)],
)
def test_rummi_lang_overrides_the_system_language(value: str, language: QLocale.Language) -> None:
    assert chosen_locale({"RUMMI_LANG": value}).language() == language


def test_unknown_rummi_lang_falls_back_to_the_system_language(capsys: pytest.CaptureFixture[str]) -> None:
    from rummi_qt.i18n import usable

    assert chosen_locale({"RUMMI_LANG": "xx"}) == usable(QLocale.system())
    assert "RUMMI_LANG='xx'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("language", "catalogues"),
    [
        ("en", ["qtbase_en.qm", "rummi_en.qm"]),
        ("fi", ["qtbase_fi.qm", "rummi_fi.qm"]),
        ("da", ["qtbase_da.qm", "rummi_da.qm"]),
    ],
)
def test_translators_are_qts_own_then_ours(language: str, catalogues: list[str], qapp: object) -> None:
    # English is the source language: rummi_en holds only its plural forms.
    translators = load_translators(QLocale(language))
    assert [Path(translator.filePath()).name for translator in translators] == catalogues


def test_a_bare_c_system_locale_reads_dates_as_people_do() -> None:
    from PySide6.QtCore import QDateTime, QLocale

    from rummi_qt.i18n import usable

    moment = QDateTime.fromString("2026-12-02T00:36:00", "yyyy-MM-ddTHH:mm:ss")
    bare = QLocale.c()
    assert bare.toString(moment, QLocale.FormatType.ShortFormat) != "02/12/2026 00:36"
    assert usable(bare).toString(moment, QLocale.FormatType.ShortFormat) == "02/12/2026 00:36"
    finnish = QLocale("fi")
    assert usable(finnish) == finnish


@pytest.mark.parametrize(("language", "word"), [("fi", "Asiantuntija"), ("da", "Ekspert")])
def test_every_bot_level_has_a_translated_name(language: str, word: str, qapp: object) -> None:
    from rummi_qt.engine.bots import LEVELS
    from rummi_qt.widgets.lobby import BOT_LEVEL_NAMES

    assert list(BOT_LEVEL_NAMES) == list(LEVELS)  # the lobby's combos offer every level, expert too
    translators = load_translators(QLocale(language))
    names = {level: next((text for t in translators if (text := t.translate("LobbyScreen", label))), "")
             for level, label in BOT_LEVEL_NAMES.items()}
    assert names["expert"] == word
    assert all(names.values())
