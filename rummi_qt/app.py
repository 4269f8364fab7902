"""Builds the application: the QApplication, its translators and settings, and the main window."""

from __future__ import annotations

import signal
import socket
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QSettings, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from rummi_qt import __version__
from rummi_qt.i18n import LANGUAGE_KEY, SYSTEM_LANGUAGE, Translations, chosen_locale
from rummi_qt.session import AppSession
from rummi_qt.widgets.main_window import MainWindow

ORGANISATION = "Rummi"
APPLICATION = "Rummi"


def run_app(argv: Sequence[str] | None = None) -> int:
    """Open the game window and run the event loop until it closes; returns the exit code."""
    QApplication.setOrganizationName(ORGANISATION)
    QApplication.setApplicationName(APPLICATION)
    QApplication.setApplicationVersion(__version__)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv or sys.argv[:1]))
    settings = QSettings(ORGANISATION, APPLICATION)
    translations = Translations(app)
    translations.apply(chosen_locale(choice=str(settings.value(LANGUAGE_KEY, SYSTEM_LANGUAGE))))

    window = MainWindow(settings)
    # Discovery starts once the window is up: zeroconf's import and sockets are not the first screen's.
    session = AppSession(window, settings, translations=translations, discovery=False)
    window.show()
    QTimer.singleShot(0, session.start_discovery)
    try:
        with _on_ctrl_c(app.closeAllWindows):
            return app.exec()
    finally:
        translations.remove()


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
