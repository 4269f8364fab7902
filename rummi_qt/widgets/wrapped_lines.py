"""Lists of wrapped lines (the game's log, the replay's, the review's turns, the table talk) whose
every line is exactly as tall as its text."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem


class WrappedLines(QStyledItemDelegate):
    """Each line is as tall as its text wrapped at the width it is painted at. Qt's list asks for a
    line's height at a narrower width now and then (4 to 8 pixels less, seen on X11), and a long
    move that wrapped had an empty row under it."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        if not option.rect.isValid():
            return super().sizeHint(option, index)  # no width to wrap at (the list's scroll step: one row)
        painted = QStyleOptionViewItem(option)
        width = self._view.viewport().width() - 2 * self._view.spacing()
        painted.rect = QRect(option.rect.x(), option.rect.y(), max(1, width), max(1, option.rect.height()))
        return super().sizeHint(painted, index)


def wrap_lines(view: QListView) -> None:
    """``view``'s lines wrap, each measured at the width it is shown at, and are laid out again
    when that width changes."""
    view.setWordWrap(True)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setItemDelegate(WrappedLines(view))
