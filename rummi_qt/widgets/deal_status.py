"""The score book's line about the deal: "Deal checked ✓", or what did not match, or what this app
could not check (it joined late, the table was resumed), in the player's language."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from rummi_qt.controller.texts import tile_name
from rummi_qt.engine import NotationError, parse_tiles
from rummi_qt.network.deal_check import DealReport, Finding


def _who(seat: int, names: Sequence[str]) -> str:
    return names[seat] if 0 <= seat < len(names) else QCoreApplication.translate(
        "DealStatus", "seat {number}").format(number=seat + 1)


def _tile_names(notation: str) -> str:
    """Tiles as the log says them ("Black 4, Red 5"), not in the notation the check works in."""
    try:
        return ", ".join(tile_name(t) for t in parse_tiles(notation))
    except NotationError:
        return notation


def problem_text(finding: Finding, names: Sequence[str]) -> str:
    code = finding.code
    if code == "host_secret":
        return QCoreApplication.translate(
            "DealStatus", "the host's secret is not the one it committed to before the deal")
    if code == "part":
        return QCoreApplication.translate(
            "DealStatus", "the part of {name} is not the one committed to before the deal").format(
            name=_who(finding.seat, names))
    if code == "own_part":
        return QCoreApplication.translate("DealStatus", "your app's part was not used in the shuffle")
    if code == "first_seat":
        return QCoreApplication.translate("DealStatus", "the shuffle chose another first player")
    if code == "rack":
        return QCoreApplication.translate("DealStatus", "your rack is not the one the shuffle dealt you")
    if code == "draw":
        return QCoreApplication.translate(
            "DealStatus", "a tile you drew ({tiles}) is not the shuffle's").format(tiles=_tile_names(finding.tiles))
    if code == "tiles":
        return QCoreApplication.translate(
            "DealStatus", "the tiles of {name} are not those the shuffle dealt and they drew").format(
            name=_who(finding.seat, names))
    return code


def gap_text(finding: Finding) -> str:
    code = finding.code
    if code == "late_commitments":
        return QCoreApplication.translate(
            "DealStatus", "this app was not there when the deal was sealed (it was restarted or joined late), so "
                          "it could not check that the shuffle was fixed beforehand")
    if code == "rack_unseen":
        return QCoreApplication.translate("DealStatus", "this app did not see your rack as it was dealt")
    if code == "draws_unseen":
        return QCoreApplication.translate(
            "DealStatus", "some draws were made before this app saw the game (it joined late, or the table was "
                          "resumed from a save that kept fewer turns)")
    if code == "no_commitment":
        return QCoreApplication.translate(
            "DealStatus", "the table was resumed from a save that kept no commitment for this game")
    if code == "unseen":
        return QCoreApplication.translate("DealStatus", "this app did not see the game")
    if code == "no_end":
        return QCoreApplication.translate("DealStatus", "the game's end did not reach this app")
    return code


def deal_text(report: DealReport | None, names: Sequence[str]) -> tuple[str, bool]:
    """The sentence and whether it is a warning."""
    if report is None:
        return QCoreApplication.translate("DealStatus", "Checking the deal…"), False
    if report.problems:
        what = "; ".join(problem_text(f, names) for f in report.problems)
        return QCoreApplication.translate("DealStatus", "⚠ The deal did not check out: {what}").format(what=what), True
    # What this app could not check goes in the line's tooltip (deal_reasons): on the results, a
    # paragraph of reasons squeezed the score book, and a ✓ beside "could not" read as a contradiction.
    if any(f.code in ("no_commitment", "unseen") for f in report.gaps):
        return QCoreApplication.translate("DealStatus", "The deal could not be checked: this app did not see "
                                                        "the whole game"), False
    if report.gaps:
        # Plain words: "partly checked" read as jargon to a player who had resumed their own game.
        return QCoreApplication.translate("DealStatus", "Deal checked for the part of the game this app saw"), False
    #: Said when this app's own check of the shuffle found everything in order; the words after the colon
    #: say what that means to a player who never heard of a checked deal.
    return QCoreApplication.translate(
        "DealStatus", "Deal checked ✓: your app confirmed the shuffle was fair, nobody could choose the tiles"), False


def deal_reasons(report: DealReport | None) -> str:
    """Why this app could check the deal only in part, or not at all ("" when nothing was missed)."""
    if report is None or report.problems or not report.gaps:
        return ""
    #: {why} lists what this app could not check about a game's deal, separated by semicolons.
    return QCoreApplication.translate("DealStatus", "What this app could not check: {why}.").format(
        why="; ".join(gap_text(f) for f in report.gaps))


class DealStatusLabel(QLabel):
    """Plain text, a warning in the palette's red: the check's outcome for this game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealStatus")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.warning = False
        self.set_report(None, ())

    def set_report(self, report: DealReport | None, names: Sequence[str], hosting: bool = False) -> None:
        """``hosting``: this app dealt the game. Its own check can only tell on the others' parts,
        so it shows up only when something did not check out ("your app confirmed the shuffle was
        fair" read oddly to the player who dealt it)."""
        text, self.warning = deal_text(report, names)
        hidden = hosting and not self.warning
        if hidden != self.isHidden() and self.parentWidget() is not None:  # never a window of its own
            self.setHidden(hidden)
        self.setText(text)
        self.setAccessibleName(text)
        reasons = deal_reasons(report)
        self.setAccessibleDescription(reasons)
        about = QCoreApplication.translate(
            "DealStatus", "Every app checks the shuffle itself once the game is over (F1, Rules and "
                          "help: A fair deal)")
        # Rich text, so that the tooltip wraps instead of running past the window's edge.
        self.setToolTip("<qt>" + "<br><br>".join(html.escape(t) for t in (reasons, about) if t) + "</qt>")
        self.setStyleSheet("#dealStatus { color: #c62828; font-weight: bold; }" if self.warning
                           else "#dealStatus { color: #2e7d32; }" if report is not None and report.ok
                           and not report.gaps else "")  # green is for a whole check only
