"""The app as a player starts it: a main window and its session, closed properly after the test."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from pytestqt.qtbot import QtBot

from rummi_qt.network.host import HostSettings
from rummi_qt.session import AppSession
from rummi_qt.widgets.main_window import MainWindow

# A dropped connection is tried again after 0.1 s, not the app's 1 s: the same rejoin, sooner.
RETRY_MS = 100


@pytest.fixture
def app_window(qtbot: QtBot, tmp_path: Path):  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)  # closed below, after the session: pytest-qt would close it too early
    session = AppSession(window, settings, data_dir=tmp_path,
                         host_settings=HostSettings(heartbeat_ms=200, silence_ms=2000, bot_pace_ms=0), discovery=False)
    session.retry_ms = RETRY_MS
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    yield window, session
    window.set_close_guard(None)
    session.leave(confirm=False)
    window.close()
    window.deleteLater()


class Apps:
    """Several apps at once, each with its own data folder, as on several laptops."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp_path = tmp_path
        self.open: list[tuple[MainWindow, AppSession]] = []

    def start(self, name: str, folder: str) -> tuple[MainWindow, AppSession]:
        settings = QSettings(str(self.tmp_path / f"{folder}.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings)
        session = AppSession(window, settings, data_dir=self.tmp_path / folder,
                             host_settings=HostSettings(heartbeat_ms=200, silence_ms=2000, bot_pace_ms=0),
                             discovery=False)
        session.retry_ms = RETRY_MS
        session.start.name_edit.setText(name)
        window.resize(1200, 800)
        window.show()
        self.open.append((window, session))
        return window, session

    def crash(self, window: MainWindow, session: AppSession) -> None:
        """The app dies as in a power cut: no goodbye to anyone, its objects simply gone."""
        host, client = session.host, session.client
        if host is not None:
            host._server.close()  # noqa: SLF001 - no goodbye frames
            for conn in list(host._connections):  # noqa: SLF001
                conn.socket.abort()
        if client is not None:
            client._stopped = True  # noqa: SLF001 - a dead app retries nothing
            client.drop()
        window.set_close_guard(None)
        self.open.remove((window, session))
        window.hide()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def close_all(self) -> None:
        for window, session in self.open:
            window.set_close_guard(None)
            session.leave(confirm=False)
            window.close()
            window.deleteLater()
        self.open.clear()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def apps(qtbot: QtBot, tmp_path: Path):  # type: ignore[no-untyped-def]
    made = Apps(tmp_path)
    yield made
    made.close_all()
