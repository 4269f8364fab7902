"""The app's history: keeps every game this app hosts or joins, opens the History screen, the
replay and "Your review" (worked out in the worker process, never on the GUI thread).

``AppSession`` needs only a few calls: ``host_record`` when it opens a host, ``keep`` when it
connects a client, ``open`` from the start screen and ``review_last`` from the score book."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from rummi_qt.controller.texts import kept_table_name
from rummi_qt.history.recorder import GameKeeper
from rummi_qt.history.replay import RecordedGame, RecordError, read_games, read_lines, split_games
from rummi_qt.history.review import Missed, from_wire, review_record
from rummi_qt.history.stats import my_name, my_scores, player_stats
from rummi_qt.history.store import HistoryError, HistoryStore, KeptGame
from rummi_qt.network.client import Client
from rummi_qt.widgets.history_screen import HistoryScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.moments import when
from rummi_qt.widgets.replay_screen import ReplayScreen
from rummi_qt.widgets.review_panel import ReviewDialog
from rummi_qt.workers import Worker

log = logging.getLogger(__name__)


def review_file(path: str, game: int, seat: int) -> list[dict[str, Any]]:
    """In the worker process: the review of one game of a record file, in notation."""
    return review_record(read_lines(Path(path)), game, seat)


def load_game(path: Path, number: int) -> RecordedGame:
    """Game ``number`` of a record; a game still under way in a host's record is refused (it would
    show racks nobody may see yet)."""
    games = read_games(read_lines(path))
    if not 0 <= number < len(games):
        raise RecordError(f"{path} has no game {number + 1}")
    game = games[number]
    if not game.ended and game.view is None:
        raise RecordError("this game is still going on: it can be replayed once it has ended")
    return game


def game_title(table_name: str, number: int) -> str:
    """ "Hilda's table, game 2": how the replay, its players bar and the review name a game."""
    return QCoreApplication.translate("HistoryFlow", "%1, game %2").replace("%1", kept_table_name(table_name)[0]) \
        .replace("%2", str(number + 1))


def games_in(record: Path, number: int) -> int:
    """How many games the record holds (at least up to game ``number``), for "Game 2 / 4"."""
    try:
        return max(number + 1, len(split_games(read_lines(record))))
    except RecordError:
        return number + 1


class HistoryFlow(QObject):
    def __init__(self, window: MainWindow, folder: Path, back: Callable[[], None],
                 player: Callable[[], str] = str) -> None:
        """``player`` says the name the player goes by now (whose score the chart follows)."""
        super().__init__(window)
        self._player = player
        self.window = window
        self.folder = folder
        self._back = back
        self._store: HistoryStore | None = None
        self._keepers: list[GameKeeper] = []
        self.screen: HistoryScreen | None = None
        self.replay: ReplayScreen | None = None
        self.review: ReviewDialog | None = None
        self.last_kept: KeptGame | None = None
        self.worker = Worker(self)

    @property
    def store(self) -> HistoryStore | None:
        """The database, opened on first use; ``None`` (with a warning logged) when it cannot be."""
        if self._store is None:
            try:
                self._store = HistoryStore(self.folder)
            except (HistoryError, OSError) as error:
                log.warning("games are not kept: %s", error)
        return self._store

    # --- keeping ---------------------------------------------------------------------------------

    def host_record(self, table_id: str) -> Path | None:
        """Where a table this app hosts writes its full record."""
        store = self.store
        return store.record_path(table_id, "host") if store is not None else None

    def keep(self, client: Client, full_record: Path | None) -> None:
        """File every game ``client`` plays (the host's record when this app hosts the table)."""
        store = self.store
        if store is None:
            return
        for old in self._keepers:
            old.close()
        keeper = GameKeeper(client, store, full_record, parent=client)
        keeper.game_kept.connect(self._on_game_kept)
        self._keepers = [keeper]

    def _on_game_kept(self, game_id: int) -> None:
        store = self.store
        if store is not None:
            self.last_kept = next((g for g in store.games() if g.id == game_id), None)

    # --- the History screen ----------------------------------------------------------------------

    def open(self) -> None:
        if self.store is None:
            QMessageBox.warning(self.window, self.tr("Past games"), self.tr("Past games cannot be opened here."))
            return
        if self.screen is not None:  # built afresh from the start screen: in the language of the moment
            self.window.drop_screen(self.screen)
        self.screen = HistoryScreen()
        self.screen.back_requested.connect(self._back)
        self.screen.replay_requested.connect(self.open_replay)
        self.screen.review_requested.connect(self.review_game)
        self.screen.delete_table_requested.connect(self._delete_table)
        self.screen.delete_all_requested.connect(self._delete_all)
        self.refresh()
        self.window.show_screen(self.screen)

    def _show_history(self) -> None:
        """Back from a replay: the History screen as it was left."""
        if self.screen is None:
            self.open()
        else:
            self.window.show_screen(self.screen)

    def refresh(self) -> None:
        store = self.store
        if self.screen is None or store is None:
            return
        games = store.games()
        # Whose games: the name played under now, else the one played under most. Several people
        # play on one computer, each under their own name: the chart follows that name's games only.
        now = self._player().strip()
        me = now if any(g.my_name == now for g in games) else my_name(games)
        mine = [g for g in games if g.my_name == me]
        scores = my_scores(mine)
        labels = [game_title(g.table_name, g.number) for g in mine[:len(scores)]][::-1]  # as my_scores orders
        self.screen.set_history(store.tables(), games, player_stats(games, me), scores, me, labels)

    def _delete_table(self, table: int) -> None:
        if self.store is not None:
            self.store.delete_table(table)
        self.refresh()

    def _delete_all(self) -> None:
        if self.store is not None:
            self.store.delete_all()
        self.refresh()

    # --- replay and review -----------------------------------------------------------------------

    def open_replay(self, kept: KeptGame) -> None:
        try:
            game = load_game(kept.record, kept.number)
        except RecordError as error:
            QMessageBox.warning(self.window, self.tr("Replay"), str(error))
            return
        # "Game 1 / 4" in a round of four, not "1 / 2" while its second game is under way.
        planned = next((t.planned for t in self.store.tables() if t.id == kept.table), 0) if self.store else 0
        self.show_replay(game, kept.my_seat, game_title(kept.table_name, kept.number), kept.record, kept.number,
                         back=self._show_history, planned=planned)

    def show_replay(self, game: RecordedGame, me: int | None, title: str, record: Path, number: int,
                    back: Callable[[], None], planned: int = 0) -> ReplayScreen:
        """``planned``: how many games the table plays, when known."""
        if self.replay is not None:
            self.window.drop_screen(self.replay)
        screen = ReplayScreen(game, me, title, number=number, games=max(planned, games_in(record, number)))
        screen.review.set_game(title)
        screen.back_requested.connect(back)
        screen.review_requested.connect(
            lambda: screen.me is not None and self._work_out(record, number, screen.me, screen.set_review))
        self.replay = screen
        self.window.show_screen(screen)
        screen.setFocus()
        return screen

    def review_game(self, kept: KeptGame, parent: QWidget | None = None) -> ReviewDialog:
        """"Your review" of a kept game, in a dialog; filled in when the worker has it."""
        dialog = ReviewDialog(parent or self.window)
        self.review = dialog
        dialog.panel.set_game(self.tr("%1, ended %2").replace("%1", game_title(kept.table_name, kept.number))
                              .replace("%2", when(kept.ended)))
        self._work_out(kept.record, kept.number, kept.my_seat, dialog.set_missed)
        dialog.open()
        return dialog

    def review_last(self, parent: QWidget | None = None) -> ReviewDialog | None:
        """"Your review" of the game that just ended (from the score book)."""
        return self.review_game(self.last_kept, parent) if self.last_kept is not None else None

    def _work_out(self, record: Path, number: int, seat: int, done: Callable[[list[Missed] | None], None]) -> None:
        def finished(found: list[dict[str, Any]] | None) -> None:
            done(None if found is None else [from_wire(m) for m in found])

        self.worker.submit(finished, review_file, str(record), number, seat)

    def close(self) -> None:
        self.worker.close()
        for keeper in self._keepers:
            keeper.close()
        if self._store is not None:
            self._store.close()
            self._store = None
