"""The Help window: the rules of RULES.md as a friendly page, in the player's language (English if we lack it)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QSize
from PySide6.QtGui import QColor, QKeySequence, QPalette, QShortcut, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

# The rules pages ship inside the package: rules_<language>.html.
RULES_DIR = Path(__file__).resolve().parent.parent / "resources" / "rules"
FALLBACK_LANGUAGE = "en"
# Anchors of the page's sections, for opening Help at one of them (the host screen opens "hosting").
SECTIONS = (
    "tiles", "sets", "jokers", "start", "opening", "after", "turn", "keys", "screen", "timer", "end", "scoring",
    "options", "hosting", "fair", "history",
)


def rules_language(locale: QLocale | None = None) -> str:
    """The language of the rules page for ``locale`` (by default the application's, which
    ``rummi_qt.i18n.install_translators`` sets): its own when we have the page, else English."""
    wanted = (locale if locale is not None else QLocale()).name().split("_")[0].lower()
    return wanted if rules_path(wanted).is_file() else FALLBACK_LANGUAGE


def rules_path(language: str) -> Path:
    return RULES_DIR / f"rules_{language}.html"


def rules_css() -> str:
    """The one style sheet of the rules pages in every language."""
    return (RULES_DIR / "rules.css").read_text(encoding="utf-8")


def rules_html(language: str) -> str:
    """The rules page in ``language``, or in English when there is none in that language."""
    path = rules_path(language)
    if not path.is_file():
        path = rules_path(FALLBACK_LANGUAGE)
    return path.read_text(encoding="utf-8")


# Link colours with at least 4.5:1 contrast on the light and on the dark theme's page.
LIGHT_PAGE_LINK = "#0a58ca"
DARK_PAGE_LINK = "#8ab4f8"


class HelpDialog(QDialog):
    """The rules, with a linked table of contents; ``section`` opens it at one of ``SECTIONS``."""

    def __init__(self, parent: QWidget | None = None, language: str | None = None, section: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play Rummi"))
        self._language = rules_language(QLocale(language)) if language else rules_language()
        self._browser = QTextBrowser()
        self._browser.setOpenExternalLinks(False)
        self._browser.document().setDocumentMargin(18)
        self._browser.setAccessibleName(self.tr("Rules"))
        self._browser.document().setDefaultStyleSheet(rules_css())
        self._browser.setHtml(rules_html(self._language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self._browser)
        layout.addWidget(buttons)
        self._browser.setFocus()
        self._pending_section: str | None = None
        if section:
            self.show_section(section)

    def sizeHint(self) -> QSize:
        return QSize(760, 680)

    def _readable_links(self) -> None:
        """Links in a colour that reads on the page as the theme paints it: Qt's own dark blue is
        nearly invisible on the dark theme's page."""
        palette = self._browser.palette()
        # The theme's style sheet paints the page; its words tell which: light words, a dark page.
        words = palette.color(QPalette.ColorRole.Text)
        link = QColor(DARK_PAGE_LINK if words.lightnessF() > 0.5 else LIGHT_PAGE_LINK)
        palette.setColor(QPalette.ColorRole.Link, link)
        palette.setColor(QPalette.ColorRole.LinkVisited, link)
        self._browser.setPalette(palette)

    def language(self) -> str:
        """The language code of the page shown: "en", "fi" or "da"."""
        return self._language

    def browser(self) -> QTextBrowser:
        return self._browser

    def show_section(self, section: str) -> None:
        """Scroll to a section by its anchor, such as "hosting"."""
        if section not in SECTIONS:
            raise ValueError(f"no section {section!r} in the rules; the sections are {', '.join(SECTIONS)}")
        if self.isVisible():
            self._browser.scrollToAnchor(section)
        else:  # the page is laid out for its width only once shown
            self._pending_section = section

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._readable_links()
        if self._pending_section is not None:
            self._browser.scrollToAnchor(self._pending_section)
            self._pending_section = None


def open_help(parent: QWidget, section: str = "") -> None:
    """The rules at ``section`` (one of SECTIONS; "" for the top), over ``parent``."""
    HelpDialog(parent=parent, section=section or None).exec()


def add_help_key(dialog: QWidget, section: str) -> QShortcut:
    """F1 in a dialog of its own: the main window's F1 does not reach past a modal dialog (in the
    Meld dialog and Play against bots it did nothing)."""
    key = QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), dialog)
    key.activated.connect(lambda: open_help(dialog, section))
    return key
