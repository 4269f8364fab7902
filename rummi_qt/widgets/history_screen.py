"""The History screen: past tables and their games, statistics per player, and a chart of the
player's own score; a game opens in the replay, a table or everything can be forgotten."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummi_qt.controller.texts import kept_name, kept_table_name
from rummi_qt.history.stats import PlayerStats
from rummi_qt.history.store import KeptGame, KeptTable

from .lobby import BOT_LEVEL_NAMES
from .moments import clock, when
from .score_chart import ScoreChart

GAME_ROLE = Qt.ItemDataRole.UserRole + 1
TABLE_ROLE = Qt.ItemDataRole.UserRole + 2


def signed_number(value: float, decimals: int = 1) -> str:
    """A score in the interface language's digits with its sign: "+145", "+207,7", "−128,3" (a
    real minus sign); a whole number shows no ".0"."""
    rounded = round(value, decimals)
    places = 0 if rounded == int(rounded) else decimals
    digits = QLocale().toString(float(abs(rounded)), "f", places)
    if rounded > 0:
        return f"+{digits}"
    return f"\N{MINUS SIGN}{digits}" if rounded < 0 else digits


class HistoryScreen(QWidget):
    help_section = "history"  # where F1 opens the rules (``MainWindow.help_requested``)

    back_requested = Signal()
    replay_requested = Signal(object)  # KeptGame
    review_requested = Signal(object)  # KeptGame
    delete_table_requested = Signal(int)  # the table's row id, confirmed by the player
    delete_all_requested = Signal()  # confirmed by the player

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryScreen")
        title = QLabel(self.tr("Past games"))
        title.setObjectName("heading")
        self.games = QTreeWidget()
        self.games.setObjectName("games")
        self.games.setHeaderLabels([self.tr("Started / ended"), self.tr("Table"), self.tr("Players"), self.tr("Winner"),
                                    self.tr("Your score")])
        self.games.setAlternatingRowColors(True)
        self.games.setAllColumnsShowFocus(True)  # the focus frames the row, not a box in its first cell
        self.games.setAccessibleName(self.tr("Past tables and games"))
        header = self.games.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        # A double click or Enter on a game replays it. Not ``itemActivated``: under X11 the tree,
        # shown by the click on Past games, took that same click's release as an activation.
        self.games.itemDoubleClicked.connect(lambda *_: self._replay())
        for key in ("Return", "Enter"):
            shortcut = QShortcut(QKeySequence(key), self.games, context=Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(self._replay)
        self.games.itemSelectionChanged.connect(self._update_buttons)
        self.games.headerItem().setToolTip(0, self.tr("A table shows when it started, each game when it ended"))
        # Shown inside the empty list, where the games will be.
        # A game shows here once it has ended (one left unfinished is under Continue on the start screen).
        self.empty_note = QLabel(self.tr("No finished games yet: every game you play or host is kept here once it "
                                         "ends."))
        self.empty_note.setObjectName("emptyState")
        self.empty_note.setWordWrap(True)
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        inside = QVBoxLayout(self.games.viewport())
        inside.setContentsMargins(24, 24, 24, 24)
        inside.addWidget(self.empty_note)

        self.stats = QTableWidget(0, 5)
        self.stats.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Games"), self.tr("Wins"),
                                              self.tr("Average"), self.tr("Best")])
        self.stats.verticalHeader().hide()
        self.stats.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.stats.setAccessibleName(self.tr("Players you have played with"))
        self.stats.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.stats.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.chart = ScoreChart()
        chart_title = QLabel(self.tr("Your score over your last games"))

        self.replay_button = QPushButton(self.tr("&Replay"))
        self.review_button = QPushButton(self.tr("Your re&view"))
        self.delete_button = QPushButton(self.tr("&Delete table…"))
        self.delete_all_button = QPushButton(self.tr("Delete &everything…"))
        self.back_button = QPushButton(self.tr("&Back"))
        self.replay_button.clicked.connect(self._replay)
        self.review_button.clicked.connect(self._review)
        self.delete_button.clicked.connect(self._delete_table)
        self.delete_all_button.clicked.connect(self._delete_all)
        self.back_button.clicked.connect(self.back_requested.emit)

        left = QVBoxLayout()
        left.addWidget(title)
        left.addWidget(self.games, 1)
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.review_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_all_button)
        left.addLayout(buttons)
        # Why Replay and Your review are greyed while a table's row is chosen (a newcomer wondered).
        self.choice_note = QLabel()
        self.choice_note.setObjectName("muted")
        self.choice_note.setWordWrap(True)
        # Its two lines are kept when empty: the list does not jump as rows are chosen.
        self.choice_note.setMinimumHeight(2 * self.choice_note.fontMetrics().lineSpacing())
        left.addWidget(self.choice_note)
        right = QVBoxLayout()
        players_title = QLabel(self.tr("Players"))
        players_title.setObjectName("heading")
        right.addWidget(players_title)
        right.addWidget(self.stats, 1)
        right.addWidget(chart_title)
        right.addWidget(self.chart)
        right.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignRight)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.setSpacing(24)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        self._tables: list[KeptTable] = []
        self._update_buttons()

    def set_history(self, tables: Sequence[KeptTable], games: Sequence[KeptGame], stats: Sequence[PlayerStats],
                    scores: list[int], me: str | None = None, labels: Sequence[str] = ()) -> None:
        """Show the kept tables (newest first) with their games, the players' statistics (``me``
        marked as you) and the chart (``labels`` say which game each score is from)."""
        self._tables = list(tables)
        self.games.clear()
        by_table: dict[int, list[KeptGame]] = {}
        for game in games:
            by_table.setdefault(game.table, []).append(game)
        for table in tables:
            kept = by_table.get(table.id, [])
            if not kept and not table.planned:
                continue  # kept before tables told their rounds: nothing to say of it
            role = self.tr("hosted") if table.role == "host" else self.tr("joined")
            name, against_bots = kept_table_name(table.name)  # "(hosted)" says nothing of a game against bots
            unfinished = table.planned > len(kept)
            #: A round that is not over: %1 games of its %2 are over ("2 of 4 games").
            count = (self.tr("%1 of %2 games").replace("%1", str(len(kept))).replace("%2", str(table.planned))
                     if unfinished else self.tr("%n game(s)", "", len(kept)))
            top = QTreeWidgetItem([self.tr("started %1").replace("%1", when(table.created)),
                                   name if against_bots else f"{name} ({role})", count, "", ""])
            if unfinished:
                # A table under way with no game over yet is listed too (a newcomer looked for it here).
                top.setToolTip(2, self.tr("The round is not over: %1 of its %2 games are kept here. A table "
                                          "you can still resume is on the start screen.")
                               .replace("%1", str(len(kept))).replace("%2", str(table.planned)))
            top.setData(0, TABLE_ROLE, table.id)
            if unfinished and table.players:
                # The game not over yet, with who plays it: a table with none over named no one.
                going = QTreeWidgetItem([self.tr("not over yet"), self.tr("Game %1").replace("%1", str(len(kept) + 1)),
                                         ", ".join(kept_name(name) for name in table.players), "", ""])
                going.setToolTip(0, self.tr("This game is not over: it is kept here, to replay and review, once it "
                                            "ends. A table you can still resume is on the start screen."))
                going.setToolTip(2, going.text(2))
                going.setData(0, TABLE_ROLE, table.id)
                top.addChild(going)
            for game in kept:
                players = [kept_name(name) for name in game.players]  # "Botti 2" in Finnish, as the game said
                winners = ", ".join(players[s] for s in game.winners if 0 <= s < len(players))
                item = QTreeWidgetItem([self.tr("ended %1").replace("%1", clock(game.ended)),
                                        self.tr("Game %1").replace("%1", str(game.number + 1)),
                                        ", ".join(players), winners, signed_number(game.my_score)])
                item.setToolTip(0, when(game.ended))
                item.setToolTip(2, item.text(2))  # the column is cut short where the window is narrow
                item.setData(0, GAME_ROLE, game)
                item.setData(0, TABLE_ROLE, table.id)
                item.setTextAlignment(4, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                top.addChild(item)
            self.games.addTopLevelItem(top)
            top.setExpanded(True)
        self.empty_note.setVisible(self.games.topLevelItemCount() == 0)
        self.stats.setRowCount(len(stats))
        for row, player in enumerate(stats):
            shown = kept_name(player.name) if player.bots is None else self.bots_words(player.bots)
            name = self.tr("%1 (you)").replace("%1", shown) if player.bots is None and player.name == me else shown
            values = [name, QLocale().toString(player.games), QLocale().toString(player.wins),
                      signed_number(player.average), signed_number(player.best)]
            for column, value in enumerate(values):
                cell = QTableWidgetItem(value)
                if column:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if player.bots is None and player.name == me:  # the player's own line stands out, not by colour alone
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                self.stats.setItem(row, column, cell)
        self.chart.set_scores(scores, labels)
        # The newest game is chosen, also below a newer table with no game over yet.
        newest = next((first for row in self._table_rows() if (first := self._first_game(row)) is not None), None)
        if newest is not None:
            self.games.setCurrentItem(newest)
        self._update_buttons()

    def bots_words(self, level: str) -> str:
        """A statistics line of bots: "Bots, Hard"; "Bots" for those of games kept without levels."""
        if not level:
            #: The bots of games kept before their levels were: each table's "Bot 1" was another bot.
            return self.tr("Bots")
        label = BOT_LEVEL_NAMES.get(level, level)
        #: The bots of one level, as a line of the players' statistics: "Bots, Hard".
        return self.tr("Bots, %1").replace("%1", QCoreApplication.translate("LobbyScreen", label))

    def selected_game(self) -> KeptGame | None:
        item = self.games.currentItem()
        game = item.data(0, GAME_ROLE) if item is not None else None
        return game if isinstance(game, KeptGame) else None

    def selected_table(self) -> int | None:
        item = self.games.currentItem()
        table = item.data(0, TABLE_ROLE) if item is not None else None
        return int(table) if table is not None else None

    def _update_buttons(self) -> None:
        game = self.selected_game()
        self.replay_button.setEnabled(game is not None)
        self.review_button.setEnabled(game is not None)
        table = self.selected_table()
        current = self.games.currentItem()
        if game is not None or table is None:
            why = ""
        elif current is not None and current.parent() is not None:
            why = self.tr("This game is not over yet: it is kept here, to replay and review, once it ends.")
        elif any(item.data(0, TABLE_ROLE) == table and self._first_game(item) for item in self._table_rows()):
            why = self.tr("Choose one of the table's games to replay it or read your review.")
        else:
            why = self.tr("No game of this table is over yet: each is kept here, to replay and review, "
                          "once it ends.")
        self.choice_note.setText(why)
        for button in (self.replay_button, self.review_button):
            button.setToolTip(why)
        self.delete_button.setEnabled(self.selected_table() is not None)
        self.delete_all_button.setEnabled(self.games.topLevelItemCount() > 0)

    @staticmethod
    def _first_game(table_row: QTreeWidgetItem) -> QTreeWidgetItem | None:
        """The table's newest kept game (below the one not over yet, if shown)."""
        return next((child for i in range(table_row.childCount())
                     if (child := table_row.child(i)) is not None and child.data(0, GAME_ROLE) is not None), None)

    def _table_rows(self) -> list[QTreeWidgetItem]:
        return [item for row in range(self.games.topLevelItemCount())
                if (item := self.games.topLevelItem(row)) is not None]

    def _replay(self) -> None:
        game = self.selected_game()
        if game is not None:
            self.replay_requested.emit(game)

    def _review(self) -> None:
        game = self.selected_game()
        if game is not None:
            self.review_requested.emit(game)

    def confirm(self, title: str, text: str, action: str) -> QMessageBox:
        """A question whose buttons say what they do ("Delete", "Cancel"), Cancel the default: Enter
        or Escape keeps everything; only a deliberate "Delete" forgets."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("confirmDelete")
        self.delete_choice = box.addButton(action, QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        return box

    def table_words(self, kept: KeptTable) -> str:
        """A table as the player knows it: its name and when it was played ("Hilda against bots,
        1 Dec 2026 20:15")."""
        return self.tr("%1, %2").replace("%1", kept.name).replace("%2", when(kept.created))

    def _delete_table(self) -> None:
        table = self.selected_table()
        kept = next((t for t in self._tables if t.id == table), None)
        if kept is None:
            return
        text = self.tr("Forget the table %1 and its %n kept game(s)? This cannot be undone.", "", kept.games)
        box = self.confirm(self.tr("Delete table?"), text.replace("%1", self.table_words(kept)), self.tr("Delete"))
        box.finished.connect(lambda _=0: self._deleted_table(box, kept.id))
        box.open()

    def _deleted_table(self, box: QMessageBox, table: int) -> None:
        if box.clickedButton() is self.delete_choice:
            self.delete_table_requested.emit(table)
        self.games.setFocus()  # the list keeps the focus (the chosen row is gone, the next one is chosen)

    def _delete_all(self) -> None:
        games = sum(t.games for t in self._tables)
        box = self.confirm(self.tr("Delete everything?"),
                           self.tr("Forget every kept table and its games (%n game(s) in all)? This cannot be "
                                   "undone.", "", games), self.tr("Delete everything"))
        box.finished.connect(lambda _=0: self._deleted_all(box))
        box.open()

    def _deleted_all(self, box: QMessageBox) -> None:
        if box.clickedButton() is self.delete_choice:
            self.delete_all_requested.emit()
        self.games.setFocus()
