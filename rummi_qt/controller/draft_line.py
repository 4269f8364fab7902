"""The message line: one sentence about the game as it is now, worked out from the view alone.

The line is never patched by the actions that change the game; whenever the view changes it is
derived afresh, so it cannot go stale: whose turn it is, the problem with the first unfinished set
on the board, why Finish meld would be refused, or what it would lay.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from rummi_qt.engine import Reason, Tile, check_turn
from rummi_qt.engine.changes import points_played
from rummi_qt.engine.melds import set_key, set_problem
from rummi_qt.engine.views import PlayerView

from .texts import invalid_set_text, points_text, verdict_text


def start_rack(view: PlayerView) -> tuple[Tile, ...]:
    """My rack as the turn began: the rack now plus the tiles laid this turn."""
    assert view.rack is not None
    laid = view.board.tiles() - view.turn_board.tiles()
    return tuple((Counter(view.rack) + laid).elements())


def finish_verdict(view: PlayerView | None) -> tuple[bool, str]:
    """Whether Finish meld would be accepted now, checked by the engine, and why not in words."""
    if view is None or view.rack is None:
        return False, ""
    verdict = check_turn(view.turn_board.sets(), view.board.sets(), start_rack(view),
                         view.opened[view.seat], view.options.threshold)
    if verdict.ok or verdict.reason is None:
        return True, ""
    if verdict.reason is Reason.NO_TILE_PLAYED and view.changed:
        # Tiles moved, none laid: "or draw" would point at a button that waits for Undo.
        if not view.opened[view.seat] and _sets(view.turn_board.sets()) != _sets(view.board.sets()):
            return False, QCoreApplication.translate(
                "GameController", "Before your opening the sets on the board stay as they were: Undo, then lay "
                "sets from your rack or draw")
        return False, QCoreApplication.translate(
            "GameController", "You moved tiles but laid none from your rack: lay one, or Undo to draw")
    return False, verdict_text(verdict)


def _sets(sets: list[tuple[Tile, ...]]) -> Counter[tuple[Tile, ...]]:
    return Counter(set_key(s) for s in sets)


def draft_problem(view: PlayerView) -> str:
    """The problem with the first set on the board (top to bottom, left to right) that is not valid.
    Jokers lying on their own that no rack laid were won back from the board's sets: the rule that
    they are laid again this turn is said (after a Ctrl+Z, "That set needs 2 more tiles: Joker" had
    taken the place of what the swap had said)."""
    rack_jokers = sum(t.is_joker for t in start_rack(view)) - sum(t.is_joker for t in view.rack or ())
    for placed in view.board.placed_sets():
        if set_problem(placed.tiles) is not None:
            if rack_jokers == 0 and all(t.is_joker for t in placed.tiles):
                return QCoreApplication.translate("GameController", "Lay the joker you won back in a set this turn")
            return invalid_set_text(placed.tiles)
    return ""


def ready_text(view: PlayerView) -> str:
    """What Finish meld would do: "Ready: Finish meld (Ctrl+Enter) lays 4 tiles, 45 points"."""
    count = sum((view.board.tiles() - view.turn_board.tiles()).values())
    points = points_text(points_played(view.turn_board.sets(), view.board.sets()))
    if view.rack is not None and not view.rack:
        #: The move lays the player's last tiles: they go out and win the game.
        return QCoreApplication.translate("GameController", "Ready: Finish meld (Ctrl+Enter) lays your last tiles: "
                                          "you go out and win")
    if count == 1:
        #: {points} is a number of points in words: "7 points".
        text = QCoreApplication.translate("GameController", "Ready: Finish meld (Ctrl+Enter) lays 1 tile, {points}")
    else:
        #: {count} is the number of tiles laid (2 or more), {points} their value in words: "45 points".
        text = QCoreApplication.translate("GameController",
                                          "Ready: Finish meld (Ctrl+Enter) lays {count} tiles, {points}")
    return text.format(count=count, points=points)


def draft_line(view: PlayerView | None, name_of: Callable[[int], str]) -> str:
    """The sentence for the message line when nothing more pressing (a hint, a refusal) is shown."""
    if view is None:
        return ""
    if view.result is not None:
        won = view.result.winners
        others = ", ".join(name_of(s) for s in won if s != view.seat)
        if view.seat in won:
            return (QCoreApplication.translate("GameController", "The game is over: you won") if not others else
                    QCoreApplication.translate("GameController", "The game is over: you share the win with %1")
                    .replace("%1", others))
        return QCoreApplication.translate("GameController", "The game is over: %1 won").replace("%1", others)
    if not view.my_turn:
        return QCoreApplication.translate("GameController", "%1's turn").replace("%1", name_of(view.current))
    if not view.changed:
        if not view.opened[view.seat] and view.options.threshold > 0:
            if view.pool_size == 0:  # the button is Pass now: "or draw" pointed at nothing (a newcomer's find)
                #: {points} is the opening threshold in words: "30 points". The pool is empty.
                return QCoreApplication.translate(
                    "GameController", "Your turn: open with sets worth {points} from your rack, or pass"
                ).format(points=points_text(view.options.threshold))
            #: {points} is the opening threshold in words: "30 points".
            return QCoreApplication.translate(
                "GameController", "Your turn: open with sets worth {points} from your rack, or draw"
            ).format(points=points_text(view.options.threshold))
        return QCoreApplication.translate("GameController", "Your turn")
    problem = draft_problem(view)
    if problem:
        return problem
    ok, why = finish_verdict(view)
    return ready_text(view) if ok else why
