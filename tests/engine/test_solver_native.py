"""The move finder's search compiled to native code (hatch_build.py): built from the search that is
here, and the same search: on seeded positions it finds the same moves after expanding the same
cells as the pure Python one. Where the install could not compile it, the game runs the pure one
and these tests say so."""

from __future__ import annotations

import hashlib
import importlib
import random
from pathlib import Path

import pytest

from rummi_qt.engine import solver, solver_search
from rummi_qt.engine.tiles import LARGE_SET, STANDARD_SET

from .test_solver import dealt
from .test_solver_exact import small_position

SOURCE = Path(solver_search.__file__)

native = pytest.mark.skipif(
    solver.NATIVE_SEARCH is None,
    reason="the install did not compile the solver's search (no C compiler, or RUMMI_PURE_PYTHON): "
           "the game runs the pure Python one")


@native
def test_the_compiled_search_is_built_from_the_search_here() -> None:
    module = importlib.import_module(solver.Search.__module__)
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()
    assert digest == module.SOURCE_DIGEST, (
        f"{SOURCE.name} changed since the compiled search was built: run python3 -m uv sync "
        "(uv run does it too), or delete rummi_solver_native from the environment")


def test_the_move_finder_runs_the_compiled_search_where_there_is_one() -> None:
    if solver.NATIVE_SEARCH is None:
        assert solver.Search is solver_search.Search
    else:
        assert solver.Search is solver.NATIVE_SEARCH is not solver_search.Search


def _solve_with(search: type[solver_search.Search], tiles: list, rack: list, opened: bool,
                board: list, monkeypatch: pytest.MonkeyPatch) -> tuple[object, int]:
    monkeypatch.setattr(solver, "Search", search)
    spent = [0]
    if opened:
        found = solver._solve(tiles, rack, 0, opening=False, board=board, spent=spent)
    else:
        found = solver._solve([], rack, solver.DEFAULT_THRESHOLD, opening=True, spent=spent)
    return found, spent[0]


@native
@pytest.mark.parametrize("seed", range(6))
def test_the_compiled_search_finds_what_the_pure_one_does_after_as_many_cells(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    assert solver.NATIVE_SEARCH is not None
    spec = LARGE_SET if seed % 2 else STANDARD_SET
    positions = [dealt(700 + seed, spec, board_size=30 + 8 * seed, rack_size=10 + 2 * seed)]
    rng = random.Random(seed)
    positions += [small_position(rng) for _ in range(12)]
    searched = 0
    for board, rack in positions:
        tiles = [t for s in board for t in s]
        for opened in (True, False):
            pure = _solve_with(solver_search.Search, tiles, rack, opened, board, monkeypatch)
            compiled = _solve_with(solver.NATIVE_SEARCH, tiles, rack, opened, board, monkeypatch)
            assert compiled == pure, (board, rack, opened)
            searched += pure[1]
    assert searched > 100  # real searches, not answers found before any cell
