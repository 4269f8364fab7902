"""The engine package offers its names lazily: every name its imports, ``__all__`` and its table of
homes list is the same object as in its module, and no list forgets one the others have."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import rummi_qt.engine as engine

INIT = Path(engine.__file__)


def imported_names() -> dict[str, str]:
    """Each name the package's TYPE_CHECKING block imports, with the module it comes from."""
    tree = ast.parse(INIT.read_text(encoding="utf-8"))
    block = next(node for node in tree.body if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING")
    return {alias.name: str(node.module) for node in block.body if isinstance(node, ast.ImportFrom)
            for alias in node.names}


def test_the_imports_all_and_the_homes_list_the_same_names() -> None:
    imported = imported_names()
    homes = {name: module for module, names in engine._HOMES.items() for name in names}  # noqa: SLF001
    assert homes == imported
    assert sorted(engine.__all__) == sorted(imported)


def test_every_name_is_its_modules_own() -> None:
    for name, module in imported_names().items():
        assert getattr(engine, name) is getattr(importlib.import_module(f"rummi_qt.engine.{module}"), name), name
    assert set(engine.__all__) <= set(dir(engine))


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="Tyle"):
        engine.Tyle  # type: ignore[attr-defined]  # noqa: B018
