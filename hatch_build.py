"""Build hook: the move finder's search compiled to native code with mypyc, where it can be.

The exact search (``rummi_qt/engine/solver_search.py``) is pure Python and stays the source of
truth. When the game is installed (``uv sync``, ``uv run``, a wheel, the packages), this hook
compiles a copy of it with mypyc (part of mypy) as the top-level module ``rummi_solver_native``,
which ``rummi_qt.engine.solver`` uses when it is there: the same code, about six times as fast on
the hardest positions (``benchmarks/solver.py`` prints which one it timed). Where no C compiler is at
hand (a Windows machine without Visual C++, say), the build prints why (uv shows it with ``-v``)
and the game runs the pure Python search: nothing else changes. ``RUMMI_PURE_PYTHON=1`` skips the compiling.

The copy carries the SHA-256 of the source it was made from (``SOURCE_DIGEST``), so that a test
can tell when an edited search was not built again (``uv run`` and ``uv sync`` do it by
themselves: ``tool.uv.cache-keys`` in pyproject.toml lists the search).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

SOURCE = Path("rummi_qt") / "engine" / "solver_search.py"
NATIVE = "rummi_solver_native"
_RELATIVE = "from .solver_runs import"


def native_source(source: bytes) -> str:
    """The search's source as the compiled module's: absolute imports, and the digest of the file
    as it is on disk (its bytes, as the test reads them: line endings and all)."""
    text = source.decode("utf-8")
    if _RELATIVE not in text:
        raise ValueError(f"{SOURCE} no longer imports solver_runs as the hook expects")
    digest = hashlib.sha256(source).hexdigest()
    return (text.replace(_RELATIVE, "from rummi_qt.engine.solver_runs import")
            + f'\n\nSOURCE_DIGEST = "{digest}"  # of {SOURCE.as_posix()}, written by hatch_build.py\n')


def compile_native(root: Path, out: Path) -> list[Path]:
    """Compile the search into ``out``; the extension module's files."""
    from mypyc.build import mypycify  # the hook's dependencies (pyproject.toml)
    from setuptools import Distribution

    work = Path(tempfile.mkdtemp(prefix="rummi-native-"))
    here = os.getcwd()
    path = os.environ.get("MYPYPATH")
    try:
        (work / f"{NATIVE}.py").write_text(native_source((root / SOURCE).read_bytes()),
                                           encoding="utf-8")
        os.chdir(work)
        os.environ["MYPYPATH"] = str(root)  # mypy reads the engine's other modules from the source
        extensions = mypycify([f"{NATIVE}.py"], opt_level="3")
        dist = Distribution({"name": NATIVE, "ext_modules": extensions})
        build = dist.get_command_obj("build_ext")
        build.build_lib = str(out)  # type: ignore[attr-defined]
        build.build_temp = str(work / "temp")  # type: ignore[attr-defined]
        build.ensure_finalized()
        build.run()
    finally:
        os.chdir(here)
        if path is None:
            os.environ.pop("MYPYPATH", None)
        else:
            os.environ["MYPYPATH"] = path
        shutil.rmtree(work, ignore_errors=True)
    return sorted(p for p in out.iterdir() if p.name.startswith(NATIVE) and p.suffix in (".so", ".pyd"))


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if os.environ.get("RUMMI_PURE_PYTHON"):
            return
        out = self._out = Path(tempfile.mkdtemp(prefix="rummi-native-out-"))
        try:
            built = compile_native(Path(self.root), out)
        except (Exception, SystemExit) as error:  # no compiler, no headers: the pure search does the same
            print(f"rummi: the solver's search is not compiled ({type(error).__name__}: {error}); "
                  "the game uses the pure Python one", file=sys.stderr)
            return
        for path in built:
            build_data["force_include"][str(path)] = path.name
        if built:
            build_data["pure_python"] = False
            build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            shutil.rmtree(out, ignore_errors=True)
