"""The app-data folder is ``<AppData>/Rummi`` as the README says, not Qt's doubled ``…/Rummi/Rummi``;
a doubled folder from an older version moves up once, merging, overwriting nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from rummi_qt.network import appdata
from rummi_qt.network.appdata import app_data_folder, move_doubled_folder


@pytest.fixture
def rummi_names(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    before = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName("Rummi")
    QCoreApplication.setApplicationName("Rummi")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(appdata, "_moved", set())
    yield tmp_path
    QCoreApplication.setOrganizationName(before[0])
    QCoreApplication.setApplicationName(before[1])


def test_the_folder_is_appdata_rummi_and_a_doubled_one_moves_up_once(rummi_names: Path) -> None:
    old = rummi_names / "Rummi" / "Rummi"
    (old / "saves").mkdir(parents=True)
    (old / "saves" / "t1.json").write_text("save 1")
    (old / "history" / "records").mkdir(parents=True)
    (old / "history" / "history.sqlite3").write_bytes(b"db")
    (old / "history" / "records" / "g.json").write_text("record")
    (old / "seats.json").write_text("{}")
    (rummi_names / "Rummi" / "saves").mkdir()
    (rummi_names / "Rummi" / "saves" / "t2.json").write_text("save 2")  # already in the right place

    folder = app_data_folder()
    assert folder == rummi_names / "Rummi"
    assert (folder / "saves" / "t1.json").read_text() == "save 1"
    assert (folder / "saves" / "t2.json").read_text() == "save 2"
    assert (folder / "history" / "history.sqlite3").read_bytes() == b"db"
    assert (folder / "history" / "records" / "g.json").read_text() == "record"
    assert (folder / "seats.json").read_text() == "{}"
    assert not old.exists()
    assert app_data_folder() == folder  # again: nothing left to move, the same place


def test_nothing_is_overwritten_when_both_places_hold_a_file(tmp_path: Path) -> None:
    folder = tmp_path / "Rummi"
    (folder / "Rummi").mkdir(parents=True)
    (folder / "Rummi" / "seats.json").write_text("old")
    (folder / "Rummi" / "held-seats.json").write_text("held")
    (folder / "seats.json").write_text("new")
    move_doubled_folder(folder)
    assert (folder / "seats.json").read_text() == "new" and (folder / "held-seats.json").read_text() == "held"
    assert (folder / "Rummi" / "seats.json").read_text() == "old"  # kept where it was, not lost
