"""The engine is pure standard-library Python: importing any engine module never loads Qt or zeroconf."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "rummi_qt" / "engine"
FORBIDDEN = ("PySide6", "shiboken6", "zeroconf")

# Imports each module in turn and reports which forbidden modules appeared right after it, so the
# first module reported is the one that pulled them in.
_PROBE = textwrap.dedent(
    """
    import importlib, json, sys, traceback

    forbidden = tuple(sys.argv[1].split(","))
    def loaded():
        return {name for name in sys.modules if name.split(".")[0] in forbidden}

    report = {"preloaded": sorted(loaded()), "culprits": {}, "errors": {}}
    for module in sys.argv[2:]:
        seen = loaded()
        try:
            importlib.import_module(module)
        except BaseException:
            report["errors"][module] = traceback.format_exc(limit=3)
        new = sorted(loaded() - seen)
        if new:
            report["culprits"][module] = new
    print(json.dumps(report))
    """
)


def engine_modules() -> list[str]:
    """Every module under rummi_qt/engine/, found now so that new modules are covered."""
    modules = []
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules.append(".".join(parts))
    return modules


def test_engine_modules_never_load_qt_or_zeroconf() -> None:
    modules = engine_modules()
    assert modules, f"no engine modules found under {ENGINE}"
    child = subprocess.run(
        [sys.executable, "-c", _PROBE, ",".join(FORBIDDEN), *modules],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert child.returncode == 0, child.stderr
    report = json.loads(child.stdout)
    assert not report["preloaded"], f"loaded before any engine import: {report['preloaded']}"
    assert not report["errors"], "engine modules failed to import:\n" + "\n".join(
        f"{module}:\n{error}" for module, error in report["errors"].items()
    )
    assert not report["culprits"], "engine modules loaded Qt or zeroconf: " + "; ".join(
        f"importing {module} loaded {', '.join(loaded)}" for module, loaded in report["culprits"].items()
    )
