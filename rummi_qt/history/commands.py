"""``rummi history`` and ``rummi replay FILE``: the kept games in a terminal, and a record in the
replay window."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from .stats import my_name, my_scores, player_stats
from .store import HistoryError, HistoryStore


def default_folder() -> Path:
    """The app's history folder, as the window finds it (Qt names the platform's app-data folder)."""
    from PySide6.QtCore import QCoreApplication

    from rummi_qt.app import APPLICATION, ORGANISATION

    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    from .recorder import default_history_folder

    return default_history_folder()


def history_report(store: HistoryStore) -> dict[str, object]:
    """The kept games for scripts. Games and seats count from 1, as ``rummi replay --game N --seat N``
    takes them: a game's ``your_seat`` is the seat to review it as."""
    games = store.games()
    me = my_name(games)
    return {
        "schema": store.version,
        "you": me,
        "tables": [{"id": t.id, "table_id": t.table_key, "name": t.name, "role": t.role, "record": str(t.record),
                    "created": t.created, "games": t.games, "planned": t.planned, "players": list(t.players)}
                   for t in store.tables()],
        "games": [{"id": g.id, "table": g.table, "table_name": g.table_name, "game": g.number + 1,
                   "ended": g.ended, "players": list(g.players), "scores": list(g.scores),
                   "winners": [g.players[s] for s in g.winners], "your_seat": g.my_seat + 1, "your_score": g.my_score,
                   "turns": g.turns, "record": str(g.record)} for g in games],
        "players": [p.to_json() for p in player_stats(games, me)],
        "your_last_scores": my_scores(games),
    }


def print_history(folder: Path | None, as_json: bool) -> int:
    try:
        store = HistoryStore(folder or default_folder())
    except HistoryError as error:
        print(f"rummi history: {error}", file=sys.stderr)
        return 1
    report = history_report(store)
    store.close()
    if as_json:
        print(json.dumps(report, indent=2))
        return 0
    games = report["games"]
    assert isinstance(games, list)
    if not games:
        print("no games kept yet")
        return 0
    print(f"{'date':<17} {'table':<28} {'game':>4} {'seat':>4}  {'winner':<16} {'you':>5}  players")
    for g in games:
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(g["ended"]))
        print(f"{date:<17} {g['table_name'][:28]:<28} {g['game']:>4} {g['your_seat']:>4}  "
              f"{', '.join(g['winners'])[:16]:<16} "
              f"{g['your_score']:>+5}  {', '.join(g['players'])}")
    print()
    print(f"{'player':<20} {'games':>5} {'wins':>5} {'average':>8} {'best':>5}")
    players = report["players"]
    assert isinstance(players, list)
    for p in players:
        name = p["name"] if "bots" not in p else f"bots, {p['bots']}" if p["bots"] else "bots"  # "bots, hard"
        print(f"{name[:20]:<20} {p['games']:>5} {p['wins']:>5} {p['average']:>+8.1f} {p['best']:>+5}")
    scores = report["your_last_scores"]
    assert isinstance(scores, list)
    print()
    print(f"your last scores (oldest first): {' '.join(f'{s:+d}' for s in scores)}")
    return 0
