"""Chooses the interface language and loads Qt's and Rummi's translators for it."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

# Languages Rummi is translated into (English is the source language).
LANGUAGES = ("en", "fi", "da")
# Environment variable that overrides the player's choice and the system language (tests, scripts).
LANGUAGE_VARIABLE = "RUMMI_LANG"
# QSettings key of the player's choice: one of LANGUAGES, or SYSTEM_LANGUAGE.
LANGUAGE_KEY = "player/language"
SYSTEM_LANGUAGE = "system"
# Where the compiled ``rummi_<lang>.qm`` files ship inside the package.
TRANSLATIONS_DIR = Path(__file__).resolve().parent / "resources" / "translations"


def language_override(environ: Mapping[str, str] = os.environ) -> str | None:
    """The language ``RUMMI_LANG`` sets, when it names one we have; it wins over the player's choice."""
    wanted = environ.get(LANGUAGE_VARIABLE, "").strip().lower()
    return wanted if wanted in LANGUAGES else None


def chosen_locale(environ: Mapping[str, str] = os.environ, choice: str = SYSTEM_LANGUAGE) -> QLocale:
    """The locale for the interface: ``RUMMI_LANG`` when it names a language we have, else the player's
    ``choice`` (a language code, or ``SYSTEM_LANGUAGE``), else the system's."""
    override = language_override(environ)
    if override is not None:
        return QLocale(override)
    wanted = environ.get(LANGUAGE_VARIABLE, "").strip().lower()
    if wanted:
        print(
            f"rummi: {LANGUAGE_VARIABLE}={wanted!r} is not one of {', '.join(LANGUAGES)}; using the system language",
            file=sys.stderr,
        )
    if choice in LANGUAGES:
        return QLocale(choice)
    return usable(QLocale.system())


def usable(locale: QLocale) -> QLocale:
    """The system's locale, unless it is the bare "C" of a minimal system: its dates read "2 12 2026
    00:36", with no order a player knows. English with day-first dates and a 24-hour clock then."""
    if locale.language() == QLocale.Language.C:
        return QLocale("en_GB")
    return locale


def load_translators(locale: QLocale) -> list[QTranslator]:
    """Qt's own (``qtbase_xx``) and Rummi's (``rummi_xx``) translators for ``locale``, not yet installed.

    Qt's catalogue is skipped where it does not exist for the locale; Rummi's falls back to
    ``rummi_en``, which holds only the English plural forms.
    """
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translators = []
    for name, directory in (("qtbase", qt_dir), ("rummi", str(TRANSLATIONS_DIR))):
        translator = QTranslator()
        if translator.load(locale, name, "_", directory):
            translators.append(translator)
        elif name == "rummi" and translator.load(str(TRANSLATIONS_DIR / "rummi_en.qm")):
            # A language we lack reads English: rummi_en holds its plural forms ("1 tile", "2 tiles").
            translators.append(translator)
    return translators


def install_translators(app: QCoreApplication, locale: QLocale) -> list[QTranslator]:
    """Install the translators for ``locale`` on ``app``; keep the returned list alive as long as the app."""
    QLocale.setDefault(locale)
    translators = load_translators(locale)
    for translator in translators:
        app.installTranslator(translator)
    return translators


class Translations:
    """The translators installed on the app, swapped as a whole when the player picks another language."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []

    def apply(self, locale: QLocale) -> None:
        """Speak ``locale`` from now on: texts made after this call are in its language."""
        self.remove()
        self._installed = install_translators(self._app, locale)

    def remove(self) -> None:
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed = []


@cache
def in_every_language(context: str, source: str) -> tuple[str, ...]:
    """``source`` as each shipped language says it (English first), for words made in one language
    and read in another: a game against bots kept as "Vera botteja vastaan" shown in Danish."""
    said = [source]
    for code in LANGUAGES[1:]:
        translator = QTranslator()
        if translator.load(str(TRANSLATIONS_DIR / f"rummi_{code}.qm")):
            words = translator.translate(context, source)
            if words and words not in said:
                said.append(words)
    return tuple(said)
