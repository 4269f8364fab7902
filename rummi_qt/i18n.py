"""Chooses the interface language and loads Qt's and Rummi's translators for it."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

# Languages Rummi is translated into (English is the source language).
LANGUAGES = ("en", "fi", "da")
# Environment variable that overrides the system language.
LANGUAGE_VARIABLE = "RUMMI_LANG"
# Where the compiled ``rummi_<lang>.qm`` files ship inside the package.
TRANSLATIONS_DIR = Path(__file__).resolve().parent / "resources" / "translations"


def chosen_locale(environ: Mapping[str, str] = os.environ) -> QLocale:
    """The locale for the interface: ``RUMMI_LANG`` when it names a language we have, else the system's."""
    wanted = environ.get(LANGUAGE_VARIABLE, "").strip().lower()
    if wanted in LANGUAGES:
        return QLocale(wanted)
    if wanted:
        print(
            f"rummi: {LANGUAGE_VARIABLE}={wanted!r} is not one of {', '.join(LANGUAGES)}; using the system language",
            file=sys.stderr,
        )
    return QLocale.system()


def load_translators(locale: QLocale) -> list[QTranslator]:
    """Qt's own (``qtbase_xx``) and Rummi's (``rummi_xx``) translators for ``locale``, not yet installed.

    A catalogue that does not exist for the locale (English, or a language we lack) is skipped.
    """
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translators = []
    for name, directory in (("qtbase", qt_dir), ("rummi", str(TRANSLATIONS_DIR))):
        translator = QTranslator()
        if translator.load(locale, name, "_", directory):
            translators.append(translator)
    return translators


def install_translators(app: QCoreApplication, locale: QLocale) -> list[QTranslator]:
    """Install the translators for ``locale`` on ``app``; keep the returned list alive as long as the app."""
    QLocale.setDefault(locale)
    translators = load_translators(locale)
    for translator in translators:
        app.installTranslator(translator)
    return translators
