"""The in-progress turn: edits to the board since the turn began, each one revertible."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import Arrange, Move, Place, StepBack, TakeBack, Undo
from .board import Board, BoardFullError, Cell, layout, on_grid
from .tiles import Tile, format_tiles
from .verdict import Reason, Verdict, refuse


@dataclass(frozen=True, slots=True)
class Draft:
    """The board as the current player has it now, the board the turn began with, and the
    boards before each edit. The rack is derived: the start rack less the tiles added to the board.

    Invariant: the board holds every tile of the start board (tiles are interchangeable copies),
    and the extra tiles all come from the start rack.
    """

    start_board: Board
    start_rack: tuple[Tile, ...]
    board: Board
    history: tuple[Board, ...] = ()
    # Derived once per edit: every view of every seat reads it.
    _rack: tuple[Tile, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.board is self.start_board:  # a turn begins, or is undone: nothing is laid (every turn does it)
            object.__setattr__(self, "_rack", tuple(sorted(self.start_rack)))
            return
        played = self.board.tiles() - self.start_board.tiles()
        object.__setattr__(self, "_rack", tuple(sorted((Counter(self.start_rack) - played).elements())))

    @staticmethod
    def begin(board: Board, rack: Sequence[Tile]) -> Draft:
        return Draft(board, tuple(sorted(rack)), board)

    @property
    def played(self) -> Counter[Tile]:
        """Rack tiles on the board now."""
        return self.board.tiles() - self.start_board.tiles()

    @property
    def rack(self) -> tuple[Tile, ...]:
        return self._rack

    @property
    def changed(self) -> bool:
        """Unfinished changes: the board differs from the start of the turn."""
        return self.board != self.start_board

    @property
    def touched_board_sets(self) -> bool:
        """Whether a tile of the board's existing sets left its cell (official timer penalty)."""
        return any(self.board[cell] != t for cell, t in self.start_board)

    # --- edits: each returns the new draft, or a refusal ----------------------------------------

    def edit(self, action: Place | Move | TakeBack | Arrange | StepBack | Undo) -> Draft | Verdict:
        """One edit action: the host applies it to its draft, and a client to its copy the moment
        the player makes it (the same code, so both come to the same board)."""
        if isinstance(action, Place):
            return self.place(action.tile, action.cell)
        if isinstance(action, Move):
            return self.move(action.source, action.target)
        if isinstance(action, TakeBack):
            return self.take_back(action.cell)
        if isinstance(action, Arrange):
            return self.arrange(action.sets)
        if isinstance(action, StepBack):
            return self.step_back()
        return self.undo()

    def place(self, t: Tile, cell: Cell) -> Draft | Verdict:
        if t not in self.rack:
            return refuse(Reason.NOT_ON_RACK, f"{t} is not on your rack", (t,))
        problem = self._check_target(cell)
        return problem if problem is not None else self._edit(self.board.with_tile(cell, t))

    def move(self, source: Cell, target: Cell) -> Draft | Verdict:
        if self.board[source] is None:
            return refuse(Reason.CELL_EMPTY, "There is no tile there to move")
        problem = self._check_target(target)
        return problem if problem is not None else self._edit(self.board.moved(source, target))

    def take_back(self, cell: Cell) -> Draft | Verdict:
        t = self.board[cell]
        if t is None:
            return refuse(Reason.CELL_EMPTY, "There is no tile there to take back")
        if self.played[t] == 0:
            return refuse(Reason.NOT_PLAYED_THIS_TURN,
                          f"Only tiles you played this turn go back to your rack; {t} stays on the board", (t,))
        return self._edit(self.board.without(cell))

    def arrange(self, sets: Sequence[Sequence[Tile]]) -> Draft | Verdict:
        """Replace the board by these sets, laid out so that what is on the board now moves least:
        unchanged sets stay where they are, and sets grown out of them on their tiles' cells."""
        wanted = Counter(t for s in sets for t in s)
        missing = self.start_board.tiles() - wanted
        if missing:
            gone = sorted(missing.elements())
            return refuse(Reason.BOARD_TILE_REMOVED,
                          f"Every tile that was on the board must stay there ({format_tiles(gone)})", gone)
        foreign = (wanted - self.start_board.tiles()) - Counter(self.start_rack)
        if foreign:
            extra = sorted(foreign.elements())
            return refuse(Reason.NOT_ON_RACK, f"These tiles are not on your rack: {format_tiles(extra)}", extra)
        try:
            board = layout(sets, previous=self.board)
        except BoardFullError as error:
            return refuse(Reason.BOARD_FULL, str(error))
        return self._edit(board)

    def step_back(self) -> Draft | Verdict:
        if not self.history:
            return refuse(Reason.NOTHING_TO_UNDO, "There is nothing to step back")
        return Draft(self.start_board, self.start_rack, self.history[-1], self.history[:-1])

    def undo(self) -> Draft | Verdict:
        if not self.changed:
            return refuse(Reason.NOTHING_TO_UNDO, "There is nothing to undo")
        return Draft(self.start_board, self.start_rack, self.start_board)

    # --- helpers ----------------------------------------------------------------------------

    def _check_target(self, cell: Cell) -> Verdict | None:
        if not on_grid(cell):
            return refuse(Reason.OFF_BOARD, "That is outside the board")
        if self.board[cell] is not None:
            return refuse(Reason.CELL_OCCUPIED, "That cell already holds a tile")
        return None

    def _edit(self, board: Board) -> Draft:
        return Draft(self.start_board, self.start_rack, board, self.history + (self.board,))
