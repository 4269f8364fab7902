"""The app as a player starts it: a main window and its session, closed properly after the test."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rummi_qt.network.host import HostSettings
from rummi_qt.session import AppSession
from rummi_qt.widgets.main_window import MainWindow


@pytest.fixture
def app_window(qtbot: QtBot, tmp_path: Path):  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)  # closed below, after the session: pytest-qt would close it too early
    session = AppSession(window, settings, data_dir=tmp_path,
                         host_settings=HostSettings(heartbeat_ms=200, silence_ms=2000, bot_pace_ms=0), discovery=False)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    yield window, session
    window.set_close_guard(None)
    session.leave(confirm=False)
    window.close()
    window.deleteLater()
