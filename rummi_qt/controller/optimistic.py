"""The player's own edits shown before the host answers: the host's latest view, with the edits
still on their way applied on top by the engine's own draft (the code the host runs).

The host answers a seat's intents in the order they were sent: each edit gets either its delta (an
own ``DraftChanged``: accepted) or a ``refused``. So the first edit on its way is always the one
answered next, and the host's view with the rest applied is where the host will be once they
arrive: what is shown never flickers back to an older board nor jumps when the answers come."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rummi_qt.engine import Arrange, Draft, Move, Place, StepBack, TakeBack, Undo, Verdict
from rummi_qt.engine.views import PlayerView

Edit = Place | Move | TakeBack | Arrange | StepBack | Undo


@dataclass(frozen=True, slots=True)
class Pending:
    """An edit sent to the host and not answered yet, with the state version it was stamped with."""

    action: Edit
    version: int


def draft_of(view: PlayerView) -> Draft:
    """The in-progress turn a view shows (its history, the boards before each edit, is not in a view)."""
    assert view.rack is not None
    played = view.board.tiles() - view.turn_board.tiles()
    return Draft(view.turn_board, tuple(sorted((*view.rack, *played.elements()))), view.board)


class OptimisticTurn:
    """The host's view (``confirmed``), its draft as far as this client knows it, and the edits on their way."""

    def __init__(self) -> None:
        self.confirmed: PlayerView | None = None
        self.version = 0
        self.pending: list[Pending] = []
        self._draft: Draft | None = None  # the host's draft, with the history this client saw made
        # The host's draft has edits to step back that this client did not see (it joined or
        # resynced mid-turn): stepping back past the known history waits for the host.
        self._unknown_history = False

    # --- the host's answers ----------------------------------------------------------------------

    def confirm(self, view: PlayerView, version: int, own_edits: int) -> None:
        """A view from the host; ``own_edits`` of my edits were accepted to make it (a delta: one)."""
        draft = self._draft
        for _ in range(own_edits):
            if not self.pending:
                break
            done = self.pending.pop(0)
            if draft is not None:
                after = draft.edit(done.action)
                draft = after if isinstance(after, Draft) else None
                if isinstance(done.action, Undo):
                    self._unknown_history = False
        self.confirmed, self.version = view, version
        if not view.my_turn or view.rack is None:
            self._draft, self._unknown_history = None, False
            return
        if draft is None or (draft.board, draft.start_board, draft.rack) != (view.board, view.turn_board, view.rack):
            draft = draft_of(view)  # a new turn, a resync, or something this client did not foresee
            self._unknown_history = view.can_step_back
        self._draft = draft

    def refused(self) -> Pending | None:
        """The host refused the first edit on its way: it is dropped (the host's view stays)."""
        return self.pending.pop(0) if self.pending else None

    def forget(self) -> None:
        """The connection dropped: edits on their way get no answer; the host's next view says where it is."""
        self.pending.clear()

    # --- my edits --------------------------------------------------------------------------------

    def add(self, action: Edit, version: int) -> Verdict | None:
        """An edit the player just made: kept to send (None), or the engine's refusal when the
        host is sure to refuse it too (then it is not sent)."""
        draft, history, exact = self._applied()
        unseen = isinstance(action, StepBack) and draft is not None and not draft.history and history
        if exact and draft is not None and version == self.version and not unseen:
            result = draft.edit(action)
            if isinstance(result, Verdict):
                return result
        self.pending.append(Pending(action, version))
        return None

    def shown(self) -> PlayerView | None:
        """What to show: the host's view with my edits on their way applied."""
        view = self.confirmed
        if view is None or not self.pending or self._draft is None:
            return view
        draft, history, _ = self._applied()
        assert draft is not None
        counts = list(view.rack_counts)
        counts[view.seat] = len(draft.rack)
        return replace(view, board=draft.board, rack=draft.rack, rack_counts=tuple(counts),
                       can_step_back=history)

    def _applied(self) -> tuple[Draft | None, bool, bool]:
        """The host's draft with the pending edits applied as far as they can be foreseen, whether
        it has an edit to step back, and whether every pending edit could be foreseen."""
        draft, unknown = self._draft, self._unknown_history
        if draft is None:
            return None, False, False
        for item in self.pending:
            if item.version != self.version:
                return draft, bool(draft.history) or unknown, False  # the host refuses it as stale
            if isinstance(item.action, StepBack) and not draft.history and unknown:
                return draft, True, False  # back to a board this client never saw: wait for the host
            result = draft.edit(item.action)
            if isinstance(result, Draft):
                unknown = unknown and not isinstance(item.action, Undo)
                draft = result
        return draft, bool(draft.history) or unknown, True
