"""``run_app`` opens the window in the language RUMMI_LANG asks for, and returns when it closes."""

from __future__ import annotations

import importlib.util
import os
import signal
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from rummi_qt.app import LATER_MODULES, AfterFirstFrame, preload, run_app
from rummi_qt.session import AppSession
from rummi_qt.widgets.main_window import MainWindow


@pytest.fixture
def user_settings_in(tmp_path: Path) -> Iterator[Path]:
    """Point the app's QSettings at tmp_path so the test never writes the real user's settings."""
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    default_locale = QLocale()
    yield tmp_path
    QLocale.setDefault(default_locale)


def test_run_app_shows_the_window_in_finnish_and_saves_its_geometry(
    qapp: QApplication, user_settings_in: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RUMMI_LANG", "fi")
    seen: dict[str, str] = {}

    def look_and_close() -> None:
        (window,) = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        host_button = window.stack.currentWidget().host_button  # type: ignore[attr-defined]
        seen.update(host=host_button.text(), title=window.windowTitle())
        window.close()

    QTimer.singleShot(0, look_and_close)
    assert run_app() == 0
    assert seen["title"] == "Rummi"
    assert seen["host"] == "&Avaa pöytä"
    assert list(user_settings_in.rglob("*.conf")), "the window geometry was not saved"
    # The translators came off again with the app's run.
    assert qapp.translate("StartScreen", "&Host a table") == "&Host a table"


@pytest.mark.skipif(sys.platform == "win32", reason="os.kill cannot send SIGINT to a process on Windows")
def test_ctrl_c_in_the_terminal_closes_the_window_and_saves_its_geometry(
    qapp: QApplication, user_settings_in: Path
) -> None:
    # The signal comes from another thread while the event loop sits idle, as a terminal's would:
    # only the wake-up socket can get it handled.
    closed_by: list[str] = []
    QTimer.singleShot(100, lambda: threading.Thread(target=os.kill, args=(os.getpid(), signal.SIGINT)).start())
    fallback = QTimer(singleShot=True, interval=10_000)

    def give_up() -> None:
        closed_by.append("fallback")
        qapp.closeAllWindows()

    fallback.timeout.connect(give_up)
    fallback.start()
    handler_before = signal.getsignal(signal.SIGINT)
    try:
        assert run_app() == 0
    finally:
        fallback.stop()
    assert closed_by == []
    assert list(user_settings_in.rglob("*.conf")), "the window geometry was not saved"
    assert signal.getsignal(signal.SIGINT) is handler_before


def test_a_smoke_run_says_when_the_window_is_up_and_closes_it(
    qapp: QApplication, user_settings_in: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # How tools/package.py times the start of a built package and runs its window for a few seconds.
    monkeypatch.setenv("RUMMI_SMOKE_SECONDS", "0.05")
    before = {id(w) for w in qapp.topLevelWidgets()}
    assert run_app() == 0
    assert capsys.readouterr().out.splitlines() == ["window shown"]
    # Its window is gone, and with it what it had started: a wait for the first frame left over
    # once started the next app's discovery (in the same process) before that app's first frame.
    assert not [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and id(w) not in before]
    # Wayland finds the menu entry (and its icon) for the window by this name: rummi.desktop.
    assert QGuiApplication.desktopFileName() == "rummi"


def test_discovery_starts_after_the_windows_first_frame(
    qapp: QApplication, user_settings_in: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Zeroconf's import and sockets take a while: started before the first frame, they kept the window blank.
    seen: list[str] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and isinstance(watched, MainWindow) and "painted" not in seen:
                seen.append("painted")
            return False

    def start_discovery(session: AppSession) -> None:
        seen.append("discovery")
        session.window.close()

    spy = FirstPaint()
    qapp.installEventFilter(spy)
    monkeypatch.setattr(AppSession, "start_discovery", start_discovery)
    try:
        assert run_app() == 0
    finally:
        qapp.removeEventFilter(spy)
    assert seen == ["painted", "discovery"]


def test_discovery_starts_anyway_when_no_frame_comes(qtbot: QtBot) -> None:
    hidden = QWidget()  # never shown, as a window that starts minimised may never paint
    qtbot.addWidget(hidden)
    started: list[bool] = []
    AfterFirstFrame(hidden, lambda: started.append(True), latest_ms=10)
    qtbot.waitUntil(lambda: started == [True], timeout=1000)


def test_preload_imports_one_module_a_turn_once_the_loop_runs(qapp: QApplication) -> None:
    names = ["colorsys", "netrc"]  # small standard modules nothing in the app or the tests imports
    for name in names:
        sys.modules.pop(name, None)
    owner = QObject()
    preload(names, owner)
    assert not any(name in sys.modules for name in names)  # nothing on the call: the window comes first
    QCoreApplication.processEvents()
    assert "colorsys" in sys.modules
    assert "netrc" not in sys.modules  # the next one on the next turn
    QCoreApplication.processEvents()
    assert "netrc" in sys.modules


def test_every_module_the_app_preloads_exists() -> None:
    assert [name for name in LATER_MODULES if importlib.util.find_spec(name) is None] == []
