"""Refresh the translation sources from the code and compile them for the package.

    python3 -m uv run python tools/update_translations.py          # lupdate, then lrelease
    python3 -m uv run python tools/update_translations.py --check  # fail if the .ts miss code strings

``pyside6-lupdate`` collects every ``tr()``/``translate()`` string under ``rummi_qt/`` into
``resources/translations/rummi_<lang>.ts`` (the sources translators edit, not shipped);
``pyside6-lrelease`` compiles each into ``rummi_qt/resources/translations/rummi_<lang>.qm``
(shipped in the wheel, loaded at start-up). ``rummi_en.ts`` holds only the strings with plural
forms, for their English forms. New strings arrive marked ``type="unfinished"``;
translate them in the .ts (by hand or with ``pyside6-linguist``) and run this again.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "rummi_qt"
TS_DIR = ROOT / "resources" / "translations"
QM_DIR = PACKAGE / "resources" / "translations"
LANGUAGES = ("fi", "da", "en")
# English is the source language: its .ts holds only the strings with plural forms ("%n tile(s)"
# becomes "1 tile" / "2 tiles"), made with lupdate's -pluralonly.
PLURAL_ONLY = ("en",)


def ts_path(language: str) -> Path:
    return TS_DIR / f"rummi_{language}.ts"


def qm_path(language: str) -> Path:
    return QM_DIR / f"rummi_{language}.qm"


def find_tool(name: str) -> str:
    """A PySide6 tool from this interpreter's environment (``uv run`` or an activated venv)."""
    search = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    found = shutil.which(name, path=search)
    if found is None:
        raise SystemExit(f"{name} not found: run this with the project's environment (python3 -m uv run ...)")
    return found


def python_sources() -> list[Path]:
    return sorted(path for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts)


def messages(ts_file: Path) -> set[tuple[str, str]]:
    """The (context, source text) pairs a .ts file holds, leaving out vanished/obsolete ones."""
    found = set()
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else None
            if kind not in ("vanished", "obsolete"):
                found.add((name, message.findtext("source", "")))
    return found


def lupdate(ts_files: Sequence[Path]) -> None:
    for ts_file in ts_files:
        ts_file.parent.mkdir(parents=True, exist_ok=True)
    command = [find_tool("pyside6-lupdate"), *map(str, python_sources())]
    command += ["-source-language", "en", "-no-obsolete", "-locations", "none", "-silent"]
    for ts_file in ts_files:
        language = ts_file.stem.rsplit("_", 1)[1]
        plural_only = ["-pluralonly"] if language in PLURAL_ONLY else []
        subprocess.run([*command, *plural_only, "-target-language", language, "-ts", str(ts_file)], check=True)


def lrelease() -> None:
    QM_DIR.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        # Written beside it, then put in its place: a running app maps its .qm file, and one
        # rewritten under it ended that app with a bus error.
        target = qm_path(language)
        fresh = target.with_suffix(".qm.new")
        subprocess.run([find_tool("pyside6-lrelease"), "-silent", str(ts_path(language)), "-qm", str(fresh)],
                       check=True)
        os.replace(fresh, target)


def check() -> list[str]:
    """What is out of date between the code's strings and the .ts files (empty when all is well)."""
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        for language in LANGUAGES:
            committed = ts_path(language)
            if not committed.exists():
                problems.append(f"{committed.relative_to(ROOT)} is missing")
                continue
            fresh = Path(scratch) / committed.name
            shutil.copyfile(committed, fresh)
            lupdate([fresh])
            for context, source in sorted(messages(fresh) - messages(committed)):
                problems.append(f"{committed.name}: new string not yet in the file: {context}: {source!r}")
            for context, source in sorted(messages(committed) - messages(fresh)):
                problems.append(f"{committed.name}: string no longer in the code: {context}: {source!r}")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only report .ts files that are out of date")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print("Run: python3 -m uv run python tools/update_translations.py", file=sys.stderr)
        return 1 if problems else 0
    lupdate([ts_path(language) for language in LANGUAGES])
    lrelease()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
