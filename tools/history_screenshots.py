"""Screenshots of History, a replay and "Your review" for the README, at 1366×768:
``python tools/history_screenshots.py docs/screenshots``.

Plays a few seeded games between bots with the engine alone (Anna's seat an easy bot, so the
review has something to say), keeps them as the app keeps a hosted game, and opens the screens
offscreen."""

from __future__ import annotations

import faulthandler
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

NAMES = ["Anna", "Timo", "Ville", "Bot Sari"]
LEVELS = ["normal", "normal", "easy", "hard"]


def record_game(path: Path, seed: int) -> tuple[list[int], list[int], int]:
    """Append one bot game to ``path``; its scores, winners and turns."""
    from rummi_qt.network.record import bots_game

    lines, state = bots_game(NAMES, LEVELS, seed, timer=60)
    assert state.result is not None
    with path.open("a", encoding="utf-8") as file:
        file.writelines(json.dumps(line) + "\n" for line in lines)
    return list(state.result.changes), list(state.result.winners), state.turn


def main(out: Path) -> None:
    from PySide6.QtCore import QEventLoop, QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from PySide6.QtCore import QLocale

    from rummi_qt.i18n import install_translators

    _translators = install_translators(app, QLocale("en"))  # kept alive: the English plural forms
    from rummi_qt.history.store import HistoryStore
    from rummi_qt.history_flow import HistoryFlow
    from rummi_qt.widgets.main_window import MainWindow

    def wait(condition: Callable[[], bool], seconds: float = 30) -> bool:
        end = time.monotonic() + seconds
        while not condition() and time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        return condition()

    out.mkdir(exist_ok=True, parents=True)
    data = Path(tempfile.mkdtemp())
    store = HistoryStore(data / "history")
    start = time.time() - 9 * 86400
    for evening, (name, seeds) in enumerate((("Kitchen table", (3, 4, 5)), ("Cabin game", (8, 9)),
                                              ("Anna's table", (11, 12, 13)))):
        created = start + evening * 3 * 86400
        record = store.record_path(f"t{evening}", "host")
        table = store.add_table(f"t{evening}", name, "host", record, created=created)
        for number, seed in enumerate(seeds):
            scores, winners, turns = record_game(record, seed)
            store.add_game(table, number, 0, NAMES, scores, winners, turns, ended=created + 1800 * (number + 1))
    store.close()

    settings = QSettings(str(data / "rummi.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(1366, 768)
    window.show()
    flow = HistoryFlow(window, data / "history", back=window.close)
    flow.open()
    wait(lambda: False, 0.3)
    window.grab().save(str(out / "history.png"))

    screen = flow.screen
    assert screen is not None
    kept = screen.selected_game()
    assert kept is not None
    flow.open_replay(kept)
    replay = flow.replay
    assert replay is not None
    replay.review_button.click()
    wait(lambda: bool(replay.review.missed))
    replay.review.list.setCurrentRow(min(2, replay.review.list.count() - 1))
    wait(lambda: False, 0.3)
    window.grab().save(str(out / "replay.png"))

    dialog = flow.review_game(kept)
    wait(lambda: bool(dialog.panel.missed))
    dialog.resize(900, 560)
    rows = [i for i, m in enumerate(dialog.panel.missed) if m.removed]  # one that rearranges the board
    dialog.panel.list.setCurrentRow(rows[0] if rows else 0)
    wait(lambda: False, 0.3)
    dialog.grab().save(str(out / "review.png"))
    dialog.close()
    flow.close()


if __name__ == "__main__":
    faulthandler.dump_traceback_later(180, exit=True)
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
