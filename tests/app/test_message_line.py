"""The message line always describes the board as it is now: after every kind of action a player
takes (drop, move, take back, Ctrl+Z, Undo, the Meld dialog, a hint put away, the host's answer) it
says the problem with the first unfinished set, why Finish meld would be refused, or what it would
lay. The real app, the real host on loopback, real mouse and keyboard input."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rummi_qt.engine import Cell, parse_tiles
from rummi_qt.widgets.meld_dialog import MeldDialog
from rummi_qt.widgets.table_view import RackSlot
from tests.app.rig import deal, drag, lay, settled, slot_of, start_game

RACK = "k5 k6 k7 k8 k9 k10 k13 o13 r13 b2 b3 b4 r1 o1"
OPENING = "Your turn: open with sets worth 30 points from your rack, or draw"


def test_the_message_line_follows_the_draft_after_every_action(app_window, qtbot: QtBot) -> None:
    window, session = app_window
    game = start_game(window, session, qtbot)
    deal(session, qtbot, RACK, opened=False)
    controller = session.controller
    assert controller is not None
    line = game.message.text
    assert line() == OPENING

    # Drops: a set too short, an opening worth too little, then enough (the k5…k10).
    # Finish meld is enabled (and stands out) only when the engine would accept the turn.
    finish = game.finish_button
    lay(qtbot, session, game, "k5", 2, 1)
    assert line() == "That set needs 2 more tiles: Black 5"
    assert not finish.isEnabled() and finish.toolTip()
    lay(qtbot, session, game, "k6 k7", 2, 2)
    assert line() == "Opening needs 30 points; these sets are worth 18"
    assert not finish.isEnabled() and finish.toolTip() == line()
    lay(qtbot, session, game, "k8 k9 k10", 2, 4)
    assert line() == "Ready: Finish meld (Ctrl+Enter) lays 6 tiles, 45 points"
    assert finish.isEnabled() and not finish.toolTip()
    # A group of two is one tile short; the third makes it whole.
    lay(qtbot, session, game, "k13 o13", 4, 1)
    assert line() == "That set needs one more tile: Black 13, Orange 13"
    lay(qtbot, session, game, "r13", 4, 3)
    assert line() == "Ready: Finish meld (Ctrl+Enter) lays 9 tiles, 84 points"

    # A move on the board: Black 10 on its own.
    drag(qtbot, game.table, Cell(2, 6), Cell(6, 1))
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(6, 1)] is not None, timeout=5000)
    assert line() == "That set needs 2 more tiles: Black 10"
    # Taken back to the rack.
    free = next(RackSlot(i) for i, t in enumerate(game.table.rack) if t is None)
    drag(qtbot, game.table, Cell(6, 1), free)
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(6, 1)] is None, timeout=5000)
    assert line() == "Ready: Finish meld (Ctrl+Enter) lays 8 tiles, 74 points"
    # Ctrl+Z steps back one edit: Black 10 is alone on the board again.
    game.table.setFocus()
    qtbot.keyClick(game.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(6, 1)] is not None, timeout=5000)
    assert line() == "That set needs 2 more tiles: Black 10"
    # Undo: back to the start of the turn.
    game.undo_button.click()
    qtbot.waitUntil(lambda: settled(session) and not controller.view.changed, timeout=5000)
    assert line() == OPENING

    # The Meld dialog lays a run.
    def pick() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, MeldDialog)
        for button in dialog.tile_buttons():
            if button.tile in parse_tiles("k5 k6 k7 k8 k9 k10") and not button.isChecked():
                button.click()
        # Not opened yet: the dialog says what the opening needs and what this set makes of it.
        assert dialog.status_text().endswith("\nYour opening with it: 45 points, enough to open")
        dialog.accept()

    QTimer.singleShot(0, pick)
    session.open_meld()
    qtbot.waitUntil(lambda: settled(session) and controller.view.changed, timeout=5000)
    assert line() == "Ready: Finish meld (Ctrl+Enter) lays 6 tiles, 45 points"
    qtbot.waitUntil(lambda: not window.findChildren(MeldDialog), timeout=5000)
    window.windowHandle().requestActivate()  # offscreen, with no window manager, focus does not come back
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    game.table.setFocus()

    # A hint, then put away with Esc: the line is about the board again.
    qtbot.keyClick(game.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: controller.proposal is not None, timeout=10_000)
    assert line().startswith("Hint:")
    qtbot.keyClick(game.table, Qt.Key.Key_Escape)
    assert controller.proposal is None
    assert line() == "Ready: Finish meld (Ctrl+Enter) lays 6 tiles, 45 points"

    # The host's answer: a refusal shows until the board changes, then the line follows the board.
    taken = next(cell for cell, _ in controller.view.board)
    controller.place_from_rack(slot_of(game.table, "k13").index, taken)  # the view would not let a drop there
    qtbot.waitUntil(lambda: line() == "That cell already holds a tile", timeout=5000)
    lay(qtbot, session, game, "k13", 8, 1)
    assert line() == "That set needs 2 more tiles: Black 13"
    free = next(RackSlot(i) for i, t in enumerate(game.table.rack) if t is None)
    drag(qtbot, game.table, Cell(8, 1), free)
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(8, 1)] is None, timeout=5000)
    assert line() == "Ready: Finish meld (Ctrl+Enter) lays 6 tiles, 45 points"

    # Finish meld: the host moves the turn on, and the line says whose it is.
    # (The bot may answer within milliseconds: catch the line as it was said, not as it is later.)
    turn = f"{controller.name_of(1)}'s turn"
    with qtbot.waitSignal(controller.message_changed, timeout=5000, check_params_cb=lambda text: text == turn):
        qtbot.keyClick(game.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def test_tiles_moved_but_none_laid_say_what_to_do_and_going_out_says_so(app_window, qtbot: QtBot) -> None:
    from rummi_qt.engine import Board

    window, session = app_window
    game = start_game(window, session, qtbot)
    board = Board({Cell(1, c): t for c, t in enumerate(parse_tiles("r5 r6 r7 r8 r9 r10"))})
    split = [(Cell(1, c), Cell(3, c)) for c in (3, 4, 5)]  # r8 r9 r10 to a row of their own: two runs
    deal(session, qtbot, "k1 b13", board=board, opened=False)
    controller = session.controller
    assert controller is not None
    line = game.message.text
    # Before the opening, a set on the board taken apart: "or draw" would point at a greyed button.
    controller.move_block(split)
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(3, 5)] is not None, timeout=5000)
    assert line() == ("Before your opening the sets on the board stay as they were: Undo, then lay sets from "
                      "your rack or draw")
    game.undo_button.click()
    qtbot.waitUntil(lambda: settled(session) and not controller.view.changed, timeout=5000)
    # Opened: tiles moved but none laid.
    deal(session, qtbot, "r11 r12", board=board)
    controller.move_block(split)
    qtbot.waitUntil(lambda: settled(session) and controller.view.board[Cell(3, 5)] is not None, timeout=5000)
    assert line() == "You moved tiles but laid none from your rack: lay one, or Undo to draw"
    # The last tiles laid: Finish meld goes out and wins.
    lay(qtbot, session, game, "r11 r12", 3, 6)
    assert line() == "Ready: Finish meld (Ctrl+Enter) lays your last tiles: you go out and win"


def test_the_meld_dialog_comes_back_while_the_opening_is_short(app_window, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel

    window, session = app_window
    start_game(window, session, qtbot)
    deal(session, qtbot, "k5 k6 k7 b9 b10 b11 o1", opened=False)
    controller = session.controller
    assert controller is not None
    seen: list[str] = []

    def lay(tiles: str) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, MeldDialog)
        seen.append(next(label.text() for label in dialog.findChildren(QLabel)
                         if label.text().startswith("Your opening:")))
        for button in dialog.tile_buttons():
            if button.tile in parse_tiles(tiles):
                button.click()
        dialog.accept()

    sets = ["k5 k6 k7", "b9 b10 b11"]  # 18 points, short of 30: the dialog comes back; then 48

    extra: list[MeldDialog] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, MeldDialog) and dialog.isVisible():
            if sets:
                lay(sets.pop(0))
            else:  # a third time: wrong, but the test must not hang on it
                extra.append(dialog)
                dialog.reject()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    session.open_meld()
    qtbot.waitUntil(lambda: not sets and settled(session) and controller.view is not None
                    and controller.view.board.tiles().total() == 6, timeout=5000)
    assert seen[0].endswith("(0 points laid so far). Sets on the board can be added to after it.")
    assert "(18 points laid so far)" in seen[1]
    qtbot.waitUntil(lambda: not window.findChildren(MeldDialog), timeout=5000)
    QApplication.processEvents()  # a third dialog, were it scheduled, would open (and be answered) here
    timer.stop()
    assert not extra, "48 points: enough, no third time"
    assert session.game is not None and session.game.message.text() == (
        "Ready: Finish meld (Ctrl+Enter) lays 6 tiles, 48 points")


def test_a_message_that_wraps_does_not_move_the_board(app_window, qtbot: QtBot) -> None:
    # A hint's sentence on two lines shrank the board mid-turn (6 rows became 7): the line keeps
    # room for two lines, whatever it says.
    window, session = app_window
    game = start_game(window, session, qtbot)
    one_line = game.table.height()
    game.message.setText("Hint: " + "play Black 3, Black 5, Black 7, Red 6, Red 9, " * 4)
    game.layout().activate()
    qtbot.waitUntil(lambda: game.message.height() >= 2 * game.message.fontMetrics().lineSpacing(), timeout=2000)
    assert game.table.height() == one_line
