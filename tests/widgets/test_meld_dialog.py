"""The Meld dialog, driven by the keyboard alone: pick tiles, hear whether they make a set, lay or extend one."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDialog, QListWidget, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.controller.jokers import board_marks, takeable_jokers
from rummi_qt.engine.board import Board, layout
from rummi_qt.engine.tiles import parse_board, parse_tiles
from rummi_qt.widgets.meld_dialog import MeldDialog, TileButton, TileStrip

# 14 tiles: two rows of seven. Red 7 and 8 are on the top row, Red 9 right below Red 8.
RACK = parse_tiles("b3 b5 b6 J r7 r8 o4  k12 o12 r10 k1 b11 r9 r13")
BOARD = layout(parse_board("r4 r5 r6 | k8 o8 b8"))


def open_dialog(qtbot: QtBot, rack: str | None = None, board: Board = BOARD,
                takes_jokers: bool = False) -> MeldDialog:
    """The dialog on show with the focus in it (``takes_jokers``: offering the board's jokers)."""
    tiles = parse_tiles(rack) if rack is not None else RACK
    takeable = takeable_jokers(board, tiles, lambda cell: True) if takes_jokers else ()
    dialog = MeldDialog(tiles, board, jokers=board_marks(board), takeable=takeable)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    # The focus in this dialog (a window another test left open could hold it a moment longer).
    qtbot.waitUntil(lambda: (w := QApplication.focusWidget()) is not None and dialog.isAncestorOf(w), timeout=1000)
    return dialog


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot: QtBot, *keys: Qt.Key) -> None:
    for key in keys:
        qtbot.keyClick(focused(), key)


def focused_tile() -> str:
    widget = focused()
    assert isinstance(widget, TileButton), f"the focus is on {widget!r}, not on a tile"
    return str(widget.tile)


def meld_button(dialog: MeldDialog) -> QPushButton:
    return next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Meld")


def test_keyboard_alone_lays_a_run(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert focused_tile() == "b3", "the focus starts on the rack's first tile"
    assert dialog.status_text() == "Pick tiles for a new set."
    assert not meld_button(dialog).isEnabled()

    press(qtbot, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert focused_tile() == "r7"
    press(qtbot, Qt.Key.Key_Space)
    assert dialog.status_text() == "That set needs 2 more tiles"
    press(qtbot, Qt.Key.Key_Right, Qt.Key.Key_Space)
    assert focused_tile() == "r8"
    assert dialog.status_text() == "That set needs one more tile"
    press(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Space)
    assert focused_tile() == "r9"

    assert dialog.status_text() == "Run: Red 7, Red 8, Red 9 — 24 points"
    assert meld_button(dialog).isEnabled()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        press(qtbot, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_tiles() == parse_tiles("r7 r8 r9")
    assert dialog.chosen_tiles() == parse_tiles("r7 r8 r9")
    assert dialog.target() is None


def test_tiles_picked_in_any_order_are_laid_as_the_engine_orders_them(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "r9 J r7")
    press(qtbot, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space)
    assert dialog.result_tiles() == parse_tiles("r7 J r9")
    assert dialog.status_text() == "Run: Red 7, Joker as Red 8, Red 9 — 24 points"


def test_an_invalid_choice_keeps_meld_disabled_and_says_why(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    # Black 12, Orange 12 and Red 10: neither a run nor a group.
    press(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space)
    assert dialog.status_text() == "That set needs one more tile"
    press(qtbot, Qt.Key.Key_Right, Qt.Key.Key_Space)
    assert dialog.chosen_tiles() == parse_tiles("k12 o12 r10")
    assert dialog.status_text() == (
        "A set is one colour in a row (a run) or one number in different colours (a group)"
    )
    assert not meld_button(dialog).isEnabled()
    assert meld_button(dialog).toolTip() == dialog.status_text()
    press(qtbot, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.result_tiles() == ()

    # Space again puts a tile back: Black 12 and Orange 12 still lack a third.
    press(qtbot, Qt.Key.Key_Space)
    assert dialog.status_text() == "That set needs one more tile"


@pytest.mark.parametrize(
    ("rack", "reason"),
    [
        ("r7 r9 r10", "This run is missing Red 8"),
        ("r8 r9 r11 r13", "This run is missing Red 10, Red 12"),
        ("r4 r8 r9", "A run goes up one number at a time, left to right"),  # three missing: say the rule
        ("k5 k5 o5", "A group has each colour only once"),
        ("r12 r13 r1", "A run stops at 13: it does not go on to 1"),
        ("r1 r13 r12", "A run stops at 13: it does not go on to 1"),
        ("J J", "That set needs one more tile"),
    ],
)
def test_reasons_come_from_the_engine(qtbot: QtBot, rack: str, reason: str) -> None:
    dialog = open_dialog(qtbot, rack)
    for button in dialog.tile_buttons():
        button.setChecked(True)
    assert dialog.status_text() == reason
    assert not dialog.is_valid()


def test_extending_a_set_chosen_in_the_target_list(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    press(qtbot, *[Qt.Key.Key_Right] * 4, Qt.Key.Key_Space)
    assert dialog.chosen_tiles() == parse_tiles("r7")
    assert dialog.status_text() == "That set needs 2 more tiles"

    press(qtbot, Qt.Key.Key_Tab)
    targets = focused()
    assert isinstance(targets, QListWidget)
    # Only the sets Red 7 can join are offered (the group of 8s is not).
    assert [targets.item(row).text() for row in range(targets.count())] == [
        "New set",
        "Run: Red 4, Red 5, Red 6",
    ]
    press(qtbot, Qt.Key.Key_Down)
    assert dialog.status_text() == "Adds to the set: Run: Red 4, Red 5, Red 6, Red 7 — 22 points"
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        press(qtbot, Qt.Key.Key_Return)
    assert dialog.result_tiles() == parse_tiles("r4 r5 r6 r7")
    assert dialog.chosen_tiles() == parse_tiles("r7")
    assert dialog.target() == BOARD.placed_sets()[0]


def test_the_list_offers_only_the_sets_the_chosen_tiles_can_join(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    targets = dialog.findChild(QListWidget)
    assert targets is not None

    def offered() -> list[str]:
        return [targets.item(row).text() for row in range(targets.count())]

    assert offered() == ["New set"], "nothing picked: nothing to join"
    press(qtbot, *[Qt.Key.Key_Right] * 5, Qt.Key.Key_Space)  # Red 8: the run's next tile or the group's fourth
    assert offered() == ["New set", "Run: Red 4, Red 5, Red 6", "Group: Black 8, Orange 8, Blue 8"] or \
        offered() == ["New set", "Group: Black 8, Orange 8, Blue 8"]
    press(qtbot, Qt.Key.Key_Tab, Qt.Key.Key_End)  # the group
    assert dialog.target() == BOARD.placed_sets()[1]
    assert dialog.status_text() == "Adds to the set: Group: Black 8, Blue 8, Orange 8, Red 8 — 32 points"
    press(qtbot, Qt.Key.Key_Backtab)
    press(qtbot, Qt.Key.Key_Left, Qt.Key.Key_Space)  # Red 7 as well: red 7-8 joins the run 4-5-6 only
    assert offered() == ["New set", "Run: Red 4, Red 5, Red 6"]
    assert dialog.target() is None, "the group it no longer fits is gone, and the choice with it"
    press(qtbot, Qt.Key.Key_Home, Qt.Key.Key_Space)  # Blue 3 too: it fits nowhere
    assert offered() == ["New set"]
    assert not meld_button(dialog).isEnabled()


def test_a_big_rack_and_board_fit_a_960_by_640_window(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(960, 640)
    window.show()
    qtbot.waitExposed(window)
    rack = parse_tiles("k1 k2 k3 k4 k5 k6 k7 k8 b1 b2 b3 b4 b5 b6 b7 b8 o1 o2 o3 o4 o5 o6 o7 r1 r2 r3 r4 r5 J J")
    board = layout(parse_board(" | ".join(f"{c}9 {c}10 {c}11 {c}12 {c}13" for c in "kbor")
                               + " | k9 b9 o9 r9 | k10 b10 o10 | k11 b11 o11 r11 | r6 r7 r8 | k12 b12 o12"
                               + " | o8 o9 o10 | b13 k13 o13"))
    assert len(rack) == 30 and len(board.placed_sets()) == 11
    dialog = MeldDialog(rack, board, parent=window)
    dialog.show()
    qtbot.waitExposed(dialog)
    # The dialog and a window manager's title bar (about 30 px) fit in the window; every part shows.
    assert dialog.frameGeometry().width() <= 960 and dialog.frameGeometry().height() + 30 <= 640
    for button in dialog.tile_buttons():
        corner = button.mapTo(dialog, button.rect().bottomRight())
        assert dialog.rect().contains(corner), f"{button.tile} is cut off"
        assert button.width() >= 40, "tiles stay big enough to read and click"
    assert dialog.rect().contains(meld_button(dialog).mapTo(dialog, meld_button(dialog).rect().bottomRight()))
    targets = dialog.findChild(QListWidget)
    assert targets is not None and not targets.horizontalScrollBar().isVisible()
    # A joker joins every set but the two full groups: the list scrolls down, never sideways.
    dialog.tile_buttons()[-1].setChecked(True)
    assert targets.count() == 1 + 11 - 2 and not targets.horizontalScrollBar().isVisible()
    assert dialog.frameGeometry().height() + 30 <= 640


def test_a_big_rack_fits_a_1366_by_768_screen_with_full_size_tiles(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1366, 738)  # a maximised window under a taskbar
    window.show()
    qtbot.waitExposed(window)
    rack = parse_tiles("k1 k2 k3 k4 k5 k6 k7 k8 b1 b2 b3 b4 b5 b6 b7 b8 o1 o2 o3 o4 o5 o6 o7 r1 r2 r3")
    dialog = MeldDialog(rack, BOARD, parent=window)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.frameGeometry().height() + 30 <= 738 and dialog.width() <= 1366
    assert all(dialog.rect().contains(b.mapTo(dialog, b.rect().bottomRight())) for b in dialog.tile_buttons())
    assert dialog.tile_buttons()[0].width() >= 60


def test_tab_order_rack_then_targets_then_meld_then_cancel(qtbot: QtBot) -> None:
    open_dialog(qtbot, "r7 r8 r9 k1")
    press(qtbot, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space)
    seen = []
    for _ in range(4):
        press(qtbot, Qt.Key.Key_Tab)
        widget = focused()
        seen.append(widget.accessibleName() or widget.text() if isinstance(widget, QPushButton) else type(widget))
    # The rack is one Tab stop: arrow keys move inside it, Tab goes on.
    assert seen == [QListWidget, "&Meld", "Cancel", TileButton]
    assert focused_tile() == "r9", "coming back, Tab lands on the tile last visited"


def test_enter_on_cancel_cancels(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "r7 r8 r9")
    for button in dialog.tile_buttons():
        button.setChecked(True)
    press(qtbot, Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Tab)
    assert focused().text() == "Cancel"  # type: ignore[attr-defined]
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        press(qtbot, Qt.Key.Key_Return)


def test_arrow_keys_stay_inside_the_rack(qtbot: QtBot) -> None:
    open_dialog(qtbot)
    press(qtbot, Qt.Key.Key_Left, Qt.Key.Key_Up)
    assert focused_tile() == "b3"
    press(qtbot, Qt.Key.Key_End)
    assert focused_tile() == "r13"
    press(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Right)
    assert focused_tile() == "r13"
    press(qtbot, Qt.Key.Key_Up)
    assert focused_tile() == "o4"
    press(qtbot, Qt.Key.Key_Home)
    assert focused_tile() == "b3"


def test_escape_cancels(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    press(qtbot, Qt.Key.Key_Space)
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        press(qtbot, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_alt_m_melds(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "o5 b5 k5")
    for button in dialog.tile_buttons():
        button.setChecked(True)
    assert dialog.status_text() == "Group: Black 5, Blue 5, Orange 5 — 15 points"
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(focused(), Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    assert dialog.result_tiles() == parse_tiles("k5 b5 o5")


def test_tiles_have_spoken_names_and_states(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "r7 J b13")
    names = []
    for button in dialog.tile_buttons():
        interface = QAccessible.queryAccessibleInterface(button)
        assert interface is not None
        names.append(interface.text(QAccessible.Text.Name))
        assert interface.state().checkable
    assert names == ["Red 7", "Joker", "Blue 13"]
    assert dialog.tile_buttons()[0].accessibleDescription() == "tile 1 of 3"
    first = QAccessible.queryAccessibleInterface(dialog.tile_buttons()[0])
    assert first is not None and not first.state().checked
    press(qtbot, Qt.Key.Key_Space)
    assert first.state().checked


@pytest.fixture
def accessibility_on() -> Iterator[None]:
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def test_status_is_announced_without_trouble(qtbot: QtBot, accessibility_on: None) -> None:
    dialog = open_dialog(qtbot, "r7 r8 r9")
    for button in dialog.tile_buttons():
        button.setChecked(True)
    assert dialog.status_text() == "Run: Red 7, Red 8, Red 9 — 24 points"


def test_an_empty_board_offers_only_a_new_set(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "r7 r8 r9", Board())
    targets = dialog.findChild(QListWidget)
    assert targets is not None and targets.count() == 1


def test_screenshot(qtbot: QtBot, tmp_path: Path) -> None:
    """RUMMI_SCREENSHOT_DIR=docs/screenshots keeps the picture."""
    board = layout(parse_board("r4 r5 r6 | k8 o8 b8 | J b12 b13 | k2 k3 k4 k5"))
    dialog = open_dialog(qtbot, board=board)
    press(qtbot, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space)  # the joker
    press(qtbot, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space)  # Red 7, Red 8
    assert dialog.status_text() == "Run: Red 7, Red 8, Joker as Red 9 — 24 points"
    preview = dialog.findChildren(TileStrip)[0]
    assert preview.tiles() == parse_tiles("r7 r8 J")
    assert preview.width() >= preview.sizeHint().width(), "the whole set shows without a relayout"
    folder = Path(os.environ.get("RUMMI_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    image = dialog.grab().toImage()
    assert image.width() >= 500
    assert image.save(str(folder / "meld-dialog.png"))


def test_a_joker_shows_what_it_stands_for_in_the_target_list_and_the_preview(qtbot: QtBot) -> None:
    board = layout(parse_board("r6 J r8 | k8 o8 b8"))
    dialog = MeldDialog(parse_tiles("r9 b3"), board, jokers=board_marks(board))
    qtbot.addWidget(dialog)
    dialog.tile_buttons()[0].click()  # Red 9: the list offers the run it can join
    targets = dialog.findChild(QListWidget)
    assert targets is not None and targets.item(1).text() == "Run: Red 6, Joker as Red 7, Red 8"
    plain = MeldDialog(parse_tiles("r9 b3"), board)  # the same list without the controller's marks
    qtbot.addWidget(plain)
    plain.tile_buttons()[0].click()
    other = plain.findChild(QListWidget)
    assert other is not None
    icon = targets.item(1).icon().pixmap(targets.iconSize()).toImage()
    assert icon != other.item(1).icon().pixmap(other.iconSize()).toImage(), "the joker's icon carries its mark"
    # Red 9 added to that run: the preview marks the joker as Red 7, and says so.
    targets.setCurrentRow(1)
    preview = dialog.findChildren(TileStrip)[0]
    assert preview.tiles() == parse_tiles("r6 J r8 r9")
    assert preview.marks() == (None, parse_tiles("r7")[0], None, None)
    assert preview.accessibleName() == "Red 6, Joker as Red 7, Red 8, Red 9"


def test_before_opening_the_dialog_says_what_the_opening_needs_and_offers_only_this_turns_sets(
        qtbot: QtBot) -> None:
    from rummi_qt.widgets.meld_dialog import OpeningNeed

    run = BOARD.placed_sets()[0]  # r4 r5 r6, laid this turn: 15 points so far
    start = BOARD
    for cell in run.cells:
        start = start.without(cell)
    dialog = MeldDialog(RACK, BOARD, opening=OpeningNeed(30, 15, start))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    from PySide6.QtWidgets import QLabel
    assert any(label.text() == "Your opening: new sets from your rack worth 30 points in all (15 points laid "
               "so far). Sets on the board can be added to after it." for label in dialog.findChildren(QLabel))
    targets = dialog.findChild(QListWidget)
    assert targets is not None
    buttons = [b for b in dialog.findChildren(TileButton)]
    next(b for b in buttons if str(b.tile) == "r8").setChecked(True)
    assert [targets.item(row).text() for row in range(targets.count())] == ["New set"], \
        "the group of 8s was on the board when the turn began: it cannot be added to before opening"
    next(b for b in buttons if str(b.tile) == "r7").setChecked(True)
    assert [targets.item(row).text() for row in range(targets.count())] == ["New set", "Run: Red 4, Red 5, Red 6"]
    targets.setCurrentRow(1)
    assert dialog.status_text() == ("Adds to the set: Run: Red 4, Red 5, Red 6, Red 7, Red 8 — 30 points\n"
                                    "Your opening with it: 30 points, enough to open")
    targets.setCurrentRow(0)
    for tile in ("r7", "r8"):
        next(b for b in buttons if str(b.tile) == tile).setChecked(False)
    for tile in ("k12", "o12", "J"):
        next(b for b in buttons if str(b.tile) == tile).setChecked(True)
    assert dialog.status_text().endswith("\nYour opening with it: 51 points, enough to open")

    nothing_yet = MeldDialog(RACK, BOARD, opening=OpeningNeed(30, 0, BOARD))
    qtbot.addWidget(nothing_yet)
    for button in nothing_yet.findChildren(TileButton):
        button.setChecked(str(button.tile) in ("b5", "b6", "J"))
    assert nothing_yet.status_text() == ("Run: Blue 5, Blue 6, Joker as Blue 7 — 18 points\n"
                                         "Your opening with it: 18 of 30 points")


def test_a_joker_is_taken_back_from_the_board_by_keyboard(qtbot: QtBot) -> None:
    # r8 r9 J on the board: the joker stands for r10, which is on the rack. The joker is offered
    # after the rack (one Tab away); picked, it holds back the rack's r10 (which takes its place),
    # and can go on the end of the very set it came from.
    board = layout(parse_board("r8 r9 J | k5 o5 b5"))
    dialog = open_dialog(qtbot, "r10 k11 o11", board, takes_jokers=True)
    r10 = dialog.tile_buttons()[0]
    assert focused_tile() == "r10"
    press(qtbot, Qt.Key.Key_Tab)
    (joker,) = dialog.joker_buttons()
    assert focused() is joker and joker.accessibleName() == "Joker as Red 10 on the board: your Red 10 takes its place"
    press(qtbot, Qt.Key.Key_Space)
    assert joker.isChecked() and r10.spoken_for() and not r10.isChecked()
    assert dialog.chosen_tiles() == parse_tiles("J")
    # Red 10 picked after all: the rack's tile wins, and the joker stays on the board. The arrows
    # go between the rack and the jokers below it, as Tab does.
    press(qtbot, Qt.Key.Key_Up)
    assert focused() is r10
    press(qtbot, Qt.Key.Key_Down)
    assert focused() is joker
    press(qtbot, Qt.Key.Key_Up)
    assert focused() is r10
    press(qtbot, Qt.Key.Key_Space)
    assert r10.isChecked() and not r10.spoken_for() and not joker.isChecked()
    assert dialog.taken_jokers() == []
    # The joker again: now it wins, Red 10 is put back to take its place.
    joker.click()
    assert not r10.isChecked() and r10.spoken_for()
    targets = dialog.findChild(QListWidget)
    assert [targets.item(row).text() for row in range(targets.count())] == [
        "New set", "Run: Red 8, Red 9, Red 10", "Group: Black 5, Orange 5, Blue 5"
    ], "its own set too, with Red 10 in the joker's place"
    targets.setCurrentRow(1)
    assert dialog.result_tiles() == parse_tiles("r8 r9 r10 J")
    assert dialog.status_text() == ("Adds to the set: Run: Red 8, Red 9, Red 10, Joker as Red 11 — 38 points\n"
                                    "Your Red 10 takes the joker's place in Red 8, Red 9, Red 10")
    assert [(j.cell, str(j.takes_place)) for j in dialog.taken_jokers()] == [(board.set_at(next(
        cell for cell, t in board if t.is_joker)).cells[2], "r10")]


def test_before_opening_the_boards_jokers_are_not_offered() -> None:
    board = layout(parse_board("r8 r9 J"))
    assert takeable_jokers(board, parse_tiles("r10"), lambda cell: False) == []
    assert takeable_jokers(board, parse_tiles("b10"), lambda cell: True) == [], "Blue 10 cannot take its place"


def test_f1_in_the_meld_dialog_opens_the_rules_at_the_turn(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # The main window's F1 does not reach past a modal dialog: in the Meld dialog it did nothing.
    from rummi_qt.widgets import help_dialog

    asked: list[str] = []
    monkeypatch.setattr(help_dialog, "open_help", lambda parent, section: asked.append(section))
    open_dialog(qtbot)
    press(qtbot, Qt.Key.Key_F1)
    assert asked == ["turn"]
