"""Builds the application: the QApplication, its translators and settings, and the main window."""

from __future__ import annotations

import importlib
import os
import signal
import socket
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QSocketNotifier, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from rummi_qt import __version__
from rummi_qt.cycles import collect_on_qt_thread
from rummi_qt.i18n import LANGUAGE_KEY, SYSTEM_LANGUAGE, Translations, chosen_locale
from rummi_qt.network.links import JoinLink
from rummi_qt.session import AppSession
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.theme import APP_STYLE

ORGANISATION = "Rummi"
APPLICATION = "Rummi"
# The installed .desktop file's name: Wayland matches windows to menu entries (and icons) by it;
# on X11 the window's WM_CLASS is the application name, the .desktop file's StartupWMClass.
DESKTOP_FILE = "rummi"
# Set to a number of seconds, the app prints "window shown" when its window is up and closes itself
# that many seconds later: how tools/package.py times the start and smoke-tests a built package.
SMOKE_ENV = "RUMMI_SMOKE_SECONDS"
# Discovery starts at the latest this long after the window is shown, painted or not (minimised).
DISCOVERY_LATEST_MS = 1000
# What later screens need (a table, its lobby, the game, the kept games), loaded one module a turn
# of the event loop once the start screen is up and discovery has started: the first click on Play
# against bots, Host, Join or Past games then finds them loaded (imported on that click, they made
# it 0.1-0.3 s slower), and no turn keeps the window busy for longer than one module's import.
# Roughly leaves first, so that each turn imports little besides its own module.
LATER_MODULES = (
    "rummi_qt.engine.game", "rummi_qt.network.table", "rummi_qt.widgets.lobby", "rummi_qt.network.host",
    "rummi_qt.network.client", "rummi_qt.widgets.pin_dialog", "rummi_qt.controller.session",
    "rummi_qt.widgets.table_view", "rummi_qt.widgets.game_screen", "rummi_qt.widgets.results_view",
    "rummi_qt.history.store", "rummi_qt.history_flow",
)


def run_app(argv: Sequence[str] | None = None, link: JoinLink | None = None) -> int:
    """Open the game window and run the event loop until it closes; returns the exit code. With a
    ``link`` (``rummi rummi://…``) the app joins that table as soon as the window is up."""
    QApplication.setOrganizationName(ORGANISATION)
    QApplication.setApplicationName(APPLICATION)
    QApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(DESKTOP_FILE)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv or sys.argv[:1]))
    if app.styleSheet() != APP_STYLE:  # set again, it would dress every widget there is anew
        app.setStyleSheet(APP_STYLE)
    settings = QSettings(ORGANISATION, APPLICATION)
    translations = Translations(app)
    translations.apply(chosen_locale(choice=str(settings.value(LANGUAGE_KEY, SYSTEM_LANGUAGE))))

    window = MainWindow(settings)
    session = AppSession(window, settings, translations=translations, discovery=False)
    window.show()
    # Zeroconf's import and sockets take 0.2 s here: started at once, they kept the window blank
    # that long. After the first frame, the list of tables still fills a moment later.
    AfterFirstFrame(window, lambda: _window_up(session))  # a child of the window: it lives as long
    if link is not None:
        QTimer.singleShot(0, lambda: open_link(session, link))
    _smoke_run(app)
    collect_on_qt_thread(app)
    try:
        with _on_ctrl_c(app.closeAllWindows):
            return app.exec()
    finally:
        translations.remove()
        # What the window started (the wait for its first frame, discovery) ends with it, not in a
        # later event loop of this process (the tests run several apps in one): a wait left over
        # from one app once started the next one's discovery before its first frame.
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _window_up(session: AppSession) -> None:
    """The start screen is on the screen: look for tables, then load what the next screens need."""
    session.start_discovery()
    preload(LATER_MODULES, session)


def preload(modules: Sequence[str], owner: QObject) -> None:
    """Import ``modules`` one a turn of the event loop, the first on the next turn (while ``owner`` lives)."""
    pending = list(modules)

    def next_one() -> None:
        if pending:
            name = pending.pop(0)
            QTimer.singleShot(0, owner, next_one)
            importlib.import_module(name)

    QTimer.singleShot(0, owner, next_one)


class AfterFirstFrame(QObject):
    """Runs ``action`` once ``window`` has painted its first frame and that frame is on the screen
    (the next turn of the event loop), or ``latest_ms`` after now if no frame comes by then."""

    def __init__(self, window: QWidget, action: Callable[[], object], latest_ms: int = DISCOVERY_LATEST_MS) -> None:
        super().__init__(window)
        self._action: Callable[[], object] | None = action
        window.installEventFilter(self)
        QTimer.singleShot(latest_ms, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        action, self._action = self._action, None
        if action is not None:
            action()


def open_link(session: AppSession, link: JoinLink) -> None:
    """Join the table a link names, as if it had been picked from the list (a name is asked for when
    none is set, a PIN when the table says it needs one)."""
    session.join_link(link.address, link.port, table_id=link.table_id)


def _smoke_run(app: QApplication) -> None:
    """With ``RUMMI_SMOKE_SECONDS`` set: say when the window is up (the first turn of the event loop,
    after it was shown), then close the window as a player would, that many seconds later."""
    seconds = os.environ.get(SMOKE_ENV)
    if seconds is None:
        return
    try:
        delay_ms = max(0, round(float(seconds) * 1000))
    except ValueError:
        print(f"rummi: {SMOKE_ENV}={seconds!r} is not a number of seconds", file=sys.stderr)
        delay_ms = 0
    QTimer.singleShot(0, lambda: print("window shown", flush=True))
    QTimer.singleShot(delay_ms, app.closeAllWindows)


@contextmanager
def _on_ctrl_c(action: Callable[[], object]) -> Iterator[None]:
    """Run ``action`` on Ctrl+C in the terminal, while Qt's event loop runs.

    Python runs signal handlers only between bytecodes, and an idle Qt loop runs none, so the
    signal also writes to a socket that wakes the loop: no polling timer is needed.
    """
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(lambda: reader.recv(64))
    previous_fd = signal.set_wakeup_fd(writer.fileno())
    previous_handler = signal.signal(signal.SIGINT, lambda signum, frame: action())
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous_handler)
        signal.set_wakeup_fd(previous_fd)
        notifier.setEnabled(False)
        reader.close()
        writer.close()
