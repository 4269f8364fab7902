"""The app's wiring: builds hosts and clients on the player's choices and moves between screens.

The hosting player's own window is an ordinary client over loopback (one code path for everyone);
playing against bots runs a host inside the app on loopback, not advertised."""

from __future__ import annotations

import contextlib
import getpass
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from rummi_qt.controller.rack_memory import RackMemory
from rummi_qt.controller.texts import kept_table_name, refusal_text, seat_name, table_name
from rummi_qt.i18n import (
    LANGUAGE_KEY,
    LANGUAGE_VARIABLE,
    SYSTEM_LANGUAGE,
    Translations,
    chosen_locale,
    language_override,
)
from rummi_qt.network.addresses import DEFAULT_PORT
from rummi_qt.network.appdata import app_data_folder
from rummi_qt.network.held_seats import HeldSeats
from rummi_qt.network.interfaces import InterfaceAddress, chosen_interfaces, interface_addresses, lan_addresses
from rummi_qt.network.saves import SavedTable, SaveFolder
from rummi_qt.network.tokens import TokenStore
from rummi_qt.widgets.bot_game_dialog import BotGameChoice, BotGameDialog, remembered_pace
from rummi_qt.widgets.continue_panel import RejoinOffer, ResumeOffer
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.settings_dialog import SOUND_KEY
from rummi_qt.widgets.start_screen import StartScreen, TableEntry
from rummi_qt.widgets.theme import accent

# Imported where first used: the start screen needs no host, client, protocol, game, lobby,
# history or zeroconf, and importing them all took half of the app's start-up (issue 16).
# tests/app/test_fast_start.py checks that building the start screen loads none of them.
if TYPE_CHECKING:
    from PySide6.QtNetwork import QHostAddress

    from rummi_qt.controller.session import GameController
    from rummi_qt.engine import GameResult
    from rummi_qt.history_flow import HistoryFlow
    from rummi_qt.network import messages as m
    from rummi_qt.network.address_watch import AddressWatcher
    from rummi_qt.network.client import Client
    from rummi_qt.network.deal_check import DealReport
    from rummi_qt.network.discovery import Advertiser, Browser, TableInfo
    from rummi_qt.network.host import Host, HostSettings
    from rummi_qt.network.table import Table
    from rummi_qt.widgets.game_screen import GameScreen
    from rummi_qt.widgets.lobby import LobbyScreen
    from rummi_qt.widgets.pin_dialog import PinDialog
    from rummi_qt.widgets.results_view import ResultsView
    from rummi_qt.widgets.score_book_dialog import ScoreBookDialog

NAME_KEY = "player/name"
ADDRESS_KEY = "player/last_address"  # the last address typed in "Join by address…" that a table answered
HOST_OPTIONS_KEY = "host/options"  # the lobby's table options as the host last left them (JSON, no PIN)
HOST_SEATS_KEY = "host/seats"  # and its number of seats
HOST_BOTS_KEY = "host/bots"  # and the levels of its bots (JSON list), which sit in its last seats
HOST_BOT_LEVEL_KEY = "host/bot_level"  # the level the lobby adds a bot at
FINAL_MOVE_MS = 1500  # how long the move that ended a game shows before its results come up


def _bot_choice_of(table: Table, pace_ms: int) -> BotGameChoice:
    """How a saved game against bots was played (one game or a round, the bots' level), for Play again."""
    from rummi_qt.network.table import SeatKind

    book = table.match.book if table.match is not None else None
    planned = book.games_planned if book is not None else table.games_planned
    level = next((s.level for s in table.seats if s.kind is SeatKind.BOT and s.level), "normal")
    return BotGameChoice(round=planned != 1, level=level, pace_ms=pace_ms)


def _system_user_name() -> str:
    """The name the system knows the player by ("lotta" → "Lotta"), offered when they have set none."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):
        return ""
    return name[:1].upper() + name[1:] if name.isascii() and name.islower() else name


def _only_bots_but(seats: list[dict[str, Any]], mine: int | None) -> bool:
    """Whether every seat but ``mine`` is a bot's."""
    return all(s.get("kind") == "bot" for index, s in enumerate(seats) if index != mine)


def _default_bot_level() -> str:
    from rummi_qt.engine.bots import LEVELS

    return "normal" if "normal" in LEVELS else "easy"


def _onlooker(seat: int | None) -> bool:
    """Whether a client's seat is an onlooker's (the engine's SPECTATOR, imported with the game)."""
    from rummi_qt.engine.views import SPECTATOR

    return seat == SPECTATOR


class AppSession(QObject):
    """One running app: the window, and at most one table it hosts and one client it plays with."""

    def __init__(self, window: MainWindow, settings: QSettings, data_dir: Path | None = None,
                 host_settings: HostSettings | None = None, discovery: bool = True,
                 interface_list: Callable[[], Sequence[InterfaceAddress]] = interface_addresses,
                 translations: Translations | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        window.language_chosen.connect(self.set_language)  # from Settings
        window.help_requested.connect(self.show_help)  # F1, on every screen
        folder = data_dir or app_data_folder()
        self.tokens = TokenStore(folder / "seats.json")
        self.racks = RackMemory(folder / "racks.json")  # how the player's rack lay, per table and game
        # One save per table id (a bot game and a LAN table never share a file), and the tables
        # where this app holds a seat as a guest: both offered on the start screen.
        self.saves = SaveFolder(folder / "saves")
        self.held = HeldSeats(folder / "held-seats.json")
        self._host_settings = host_settings  # the defaults when None, made when first wanted
        self.host: Host | None = None
        self.client: Client | None = None
        self.controller: GameController | None = None
        self.game: GameScreen | None = None
        self._silent: tuple[str, int] | None = None  # the address that did not answer, said on the start screen
        self._closed_notice = ("", "")  # (the player who closed the lobby, the notice that says so)
        self._rejoining = ""  # the held seat's table being rejoined, in the player's words, until it answers
        # Where discovery last saw each table, by table id: a table resumed on another port (its own
        # was taken) is rejoined there.
        self._seen_at: dict[str, tuple[str, int]] = {}
        self._auto_start = False
        self._lan_host = False
        self._score_book: ResultsView | None = None  # the end of a game, over the game screen
        self._book_dialog: ScoreBookDialog | None = None  # the round's book, opened during a game
        self._score_result: GameResult | None = None  # the game the results show
        self.bot_dialog: BotGameDialog | None = None
        self._bot_choice: BotGameChoice | None = None  # the last game against bots, for Play again
        self._link_table: str | None = None  # the table id a rummi:// link named, until the welcome
        self.name_prompt: QInputDialog | None = None  # "Your name" before a link is followed, while open
        self.link_question: QMessageBox | None = None  # "Another table" after a link, while open
        self._chat_lines: list[m.Chat] = []  # the table's talk so far, for a game screen built again
        self._talk_renewed = False  # the host's talk so far has come since the last welcome
        self._joined: tuple[str, int] | None = None  # the address a guest joined, for the held seat
        self._addresses: AddressWatcher | None = None  # while the lobby of a table hosted here is open
        self._interface_list = interface_list
        self.address_check_ms = 2000  # how often the lobby looks at the interfaces again
        self.retry_ms = 1000  # how soon the client tries a lost connection again (tests: less)
        # A table that never answered (a mistyped address, a table closed since its seat was kept):
        # tried again for this many retries' time, then given up with the reason.
        self.give_up_retries = 8
        self._answered = False  # the host of the connection under way has welcomed us
        self._address_tried = ""  # typed in "Join by address…" for the connection under way
        self._give_up = QTimer(self)
        self._give_up.setSingleShot(True)
        self._give_up.timeout.connect(self._on_no_answer)
        # A guest's join (or watch) under way, until welcomed: address, port, table id, as an onlooker.
        self._joining: tuple[str, int, str, bool] | None = None
        self.pin_dialog: PinDialog | None = None  # open while a table's PIN is asked for
        self._browsing_failure: str | None = None  # why discovery does not work, if it does not
        self._browsing_text = ""  # the start screen's status while nothing is being joined: discovery's
        app = QCoreApplication.instance()
        assert app is not None
        self.translations = translations or Translations(app)

        # Every game hosted or joined is kept, with no set-up: Past games on the start screen shows them.
        self._history_folder = folder / "history"
        self._history: HistoryFlow | None = None  # made when first wanted (see history)
        self._host_record: Path | None = None  # the full record of the table hosted here
        self.start = self._build_start()
        self._lobby: LobbyScreen | None = None  # built when first shown or told something (see lobby)
        self.watch_offer: QMessageBox | None = None  # "The game has started: watch it?", while it is open
        self._target: tuple[str, int, str | None] | None = None  # the address, port and PIN last tried
        window.show_screen(self.start)
        self.refresh_offers()
        window.set_close_guard(self._may_close)
        # Discovery stays on the interfaces RUMMI_INTERFACES names (all when unset).
        self.interfaces = chosen_interfaces()
        self.advertiser: Advertiser | None = None
        self.browser: Browser | None = None
        if discovery:
            self._browse()

    # --- made when first wanted -------------------------------------------------------------------

    @property
    def host_settings(self) -> HostSettings:
        """The settings of every host this app opens (the defaults unless given)."""
        if self._host_settings is None:
            from rummi_qt.network.host import HostSettings

            self._host_settings = HostSettings()
        return self._host_settings

    @host_settings.setter
    def host_settings(self, settings: HostSettings) -> None:
        self._host_settings = settings

    @property
    def history(self) -> HistoryFlow:
        """The kept games: Past games, replays and reviews, and the keeping of every game played."""
        if self._history is None:
            from rummi_qt.history_flow import HistoryFlow

            self._history = HistoryFlow(self.window, self._history_folder,
                                        back=lambda: self.window.show_screen(self.start),
                                        player=lambda: self.start.name_edit.text())
        return self._history

    @property
    def lobby(self) -> LobbyScreen:
        """The lobby of the table joined or hosted, built the first time one is."""
        if self._lobby is None:
            self._lobby = self._build_lobby()
        return self._lobby

    # --- screens and their language ----------------------------------------------------------------

    def _build_start(self) -> StartScreen:
        start = StartScreen(str(self.settings.value(NAME_KEY, "") or ""), language=self.language_choice(),
                            address=str(self.settings.value(ADDRESS_KEY, "") or ""))
        start.name_changed.connect(lambda name: self.settings.setValue(NAME_KEY, name))
        start.address_chosen.connect(self._typed_address)
        start.stop_requested.connect(self._stop_trying)
        start.host_requested.connect(self.host_table)
        start.bots_requested.connect(self.play_against_bots)
        start.join_requested.connect(self.join)
        start.watch_requested.connect(self.watch)
        start.help_requested.connect(self.show_help)
        start.history_requested.connect(lambda: self.history.open())
        start.about_requested.connect(self.show_about)
        start.settings_requested.connect(self.window.open_settings)
        offers = start.continue_panel
        offers.resume_requested.connect(self.resume_table)
        offers.delete_requested.connect(self.delete_save)
        offers.rejoin_requested.connect(self.rejoin)
        offers.forget_requested.connect(self.forget_seat)
        start.language_chosen.connect(self.set_language)
        return start

    def _build_lobby(self) -> LobbyScreen:
        from rummi_qt.network import messages as m
        from rummi_qt.widgets.lobby import LobbyScreen

        lobby = LobbyScreen()
        lobby.leave_requested.connect(self.leave)
        lobby.start_requested.connect(lambda: self._send(m.StartGame()))
        lobby.seat_count_changed.connect(lambda n: self._send(m.SetSeats(seats=n)))
        lobby.seat_count_changed.connect(lambda n: self.settings.setValue(HOST_SEATS_KEY, n))
        lobby.options_changed.connect(self._remember_options)
        lobby.bot_added.connect(lambda level: self._send(m.AddBot(level=level)))
        lobby.bot_added.connect(lambda level: self.settings.setValue(HOST_BOT_LEVEL_KEY, level))
        lobby.set_bot_level(str(self.settings.value(HOST_BOT_LEVEL_KEY, "") or ""))
        lobby.seat_removed.connect(lambda seat: self._send(m.RemoveSeat(seat=seat)))
        lobby.options_changed.connect(lambda options: self._send(m.SetOptions(options=options)))
        lobby.onlooker_seated.connect(lambda ident: self._send(m.SeatOnlooker(onlooker=ident)))
        return lobby

    def language_choice(self) -> str:
        """The player's language choice as remembered: a language code, or "system"."""
        return str(self.settings.value(LANGUAGE_KEY, SYSTEM_LANGUAGE) or SYSTEM_LANGUAGE)

    def set_language(self, choice: str) -> None:
        """Remember the player's language and speak it at once (unless RUMMI_LANG overrides it)."""
        self.settings.setValue(LANGUAGE_KEY, choice)
        self.settings.sync()
        override = language_override()
        if override is not None:
            QMessageBox.information(
                self.window, self.tr("Language"),
                self.tr("%1 is set to %2, so this window stays in that language. Your choice is kept for when "
                        "Rummi starts without it.").replace("%1", LANGUAGE_VARIABLE).replace("%2", override))
            return
        self.translations.apply(chosen_locale(choice=choice))
        self.retranslate()

    def retranslate(self) -> None:
        """Build every screen again in the language now installed; the game and the tables found go on."""
        shown = self.window.stack.currentWidget()
        old_start, old_lobby = self.start, self._lobby
        status = old_start.status.text()
        self.start = self._build_start()
        for entry in old_start.entries():
            self.start.put_table(entry)
        chosen = old_start.selected_key()
        if chosen is not None:  # Join and Watch stay as they were (a newcomer found them greyed)
            self.start.select_table(chosen)
        self.refresh_offers()
        was_browsing = status == self._browsing_text
        self._word_browsing()  # in the new language, also for when the start screen shows it later
        self.start.set_status(self._browsing_text if was_browsing else status, notice=not old_start.notice.isHidden(),
                              trying=not old_start.stop_button.isHidden())
        target: QWidget | None = self.start if shown is old_start else None
        if old_lobby is not None:  # one never built is built in the language of its day, when wanted
            self._lobby = self._build_lobby()
            self._refresh_lobby()
            if shown is old_lobby:
                target = self._lobby
        if self.game is not None:
            old_game = self.game
            assert self.controller is not None
            self.controller.refresh_names()  # the rebuilt log names seats in the new language
            self.game = self._build_game_screen()
            assert self.controller is not None
            self.controller.republish()
            self.controller.forget_note()  # a passing note ("Connected again") was in the old language
            if shown is old_game:
                target = self.game
            self.window.drop_screen(old_game)
            ended = self._score_result
            if ended is not None:  # the results went with the old screen: again, in the new language
                self._score_book, self._score_result = None, None
                self._show_score_book(ended)
        self.window.show_screen(target or self.start)
        lobby = self.client.lobby if self.client is not None else None
        if lobby is not None and (self.game is not None or old_lobby is not None):
            self.window.setWindowTitle(f"{self._table_title(lobby)} \N{EM DASH} Rummi")
        if self.game is not None and target is self.game:
            self.game.table.setFocus(Qt.FocusReason.OtherFocusReason)  # the game's keys (H, D, M…) work at once
        self.window.drop_screen(old_start)
        if old_lobby is not None:
            self.window.drop_screen(old_lobby)

    def _refresh_lobby(self) -> None:
        """Show the client's seat, role and table in the lobby screen (after a welcome or a rebuild)."""
        client = self.client
        if client is None or client.seat is None:
            return
        self.lobby.set_owner(client.owner, client.seat)
        if self.host is not None and self._lan_host and self.game is None:
            self.lobby.set_table_id(self.host.table.id)
            self._watch_addresses(self.host.port)
        else:
            self.lobby.set_addresses(None)
        lobby = client.lobby
        if lobby is not None:
            self.lobby.set_lobby(self._table_title(lobby), lobby.seats, lobby.options)
            free = lobby.state == "lobby" and any(s.get("kind") == "empty" for s in lobby.seats)
            self.lobby.set_onlookers(lobby.onlookers, free)

    # --- discovery -----------------------------------------------------------------------------

    def start_discovery(self) -> None:
        """Look for tables on the network (the app calls it once its window is up: zeroconf takes a while)."""
        if self.browser is None:
            self._browse()

    def _browse(self) -> None:
        from rummi_qt.network.discovery import Browser

        browser = Browser(self.interfaces, parent=self)
        browser.table_found.connect(self._on_table_seen)
        browser.table_updated.connect(self._on_table_seen)
        browser.table_removed.connect(self._on_table_gone)
        browser.failed.connect(self._on_browsing_failed)
        browser.start()
        self.browser = browser
        self._show_browsing()

    def _show_browsing(self) -> None:
        self._browsing_failure = None
        self._word_browsing()
        self.start.set_status(self._browsing_text)

    def _on_browsing_failed(self, why: str) -> None:
        self._browsing_failure = why
        self._word_browsing()
        self.start.set_status(self._browsing_text)

    def _word_browsing(self) -> None:
        """What discovery is doing, in the language of the moment ("" when it is off)."""
        if self.browser is None:
            self._browsing_text = ""
        elif self._browsing_failure is not None:
            self._browsing_text = self.tr("Cannot look for tables: %1").replace("%1", self._browsing_failure)
        elif (count := len(self.start.entries())) > 0:
            # Once tables are listed, say so: "looking…" above a full list reads as if nothing came.
            self._browsing_text = (self.tr("1 table on this network") if count == 1 else
                                   self.tr("%1 tables on this network").replace("%1", str(count)))
        else:
            where = ", ".join(self.interfaces or lan_addresses()) or self.tr("no network")
            self._browsing_text = self.tr("Looking for tables on this network (%1)…").replace("%1", where)

    def _update_browsing(self) -> None:
        """The list changed: a new count, shown unless the status says something else now (joining)."""
        shown = self.start.status.text() == self._browsing_text
        self._word_browsing()
        if shown:
            self.start.set_status(self._browsing_text)

    def _on_table_gone(self, info: TableInfo) -> None:
        self._seen_at.pop(info.table_id, None)
        self.start.remove_table(info.service)
        self._update_browsing()

    def _on_table_seen(self, info: TableInfo) -> None:
        if not info.addresses:
            return
        reason = ""
        if not info.compatible:
            reason = (self.tr("unknown protocol") if info.protocol is None
                      else self.tr("protocol %1").replace("%1", str(info.protocol)))
        self.start.put_table(TableEntry(info.service, info.name, info.host_player, info.addresses[0], info.port,
                                        info.taken, info.total, info.state, info.pin, info.compatible, reason,
                                        default_name=info.default_name, table_id=info.table_id))
        if info.table_id:
            self._seen_at[info.table_id] = (info.addresses[0], info.port)
            client = self.client
            where = client.address if client is not None else None
            # The table this app waits for is back at another port (its own was taken), or listed
            # again (resumed) after another table had been at its address and the game screen
            # stayed: go there, with the seat's token.
            moved = (client is not None and where is not None and client.retrying and not client.connected
                     and (where[1] != info.port or where[0] not in info.addresses))
            back = client is not None and self.game is not None and client.changed_table
            if client is not None and client.table_id == info.table_id and (moved or back):
                self._joined = (info.addresses[0], info.port) if self._joined is not None else None
                client.connect_to(info.addresses[0], info.port, info.table_id)
        closer, said = self._closed_notice
        if closer and info.host_player == closer and self.start.status.text() == said:
            # The player who closed the lobby opened a table again: "Anna closed the table" above
            # Anna's new table read as a contradiction (a newcomer's find).
            self._closed_notice = ("", "")
            self.start.set_status(self._browsing_text)
        silent = self._silent
        if silent is not None and silent[1] == info.port and silent[0] in info.addresses:
            # The table that did not answer is back: its old failure no longer holds (a newcomer
            # read "No table answers" under the very table listed again).
            self._silent = None
            self.start.set_status(self._browsing_text)
        self._update_browsing()

    def close_discovery(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    # --- choices on the start screen ---------------------------------------------------------------

    def _name(self) -> str:
        """The name the player typed, remembered; "" for none: the host then names the seat ("Player 2"),
        and every app says that name in its own language (a default saved or sent in ours would not be)."""
        name = self.start.name_edit.text().strip()
        self.settings.setValue(NAME_KEY, name)
        return name

    def host_table(self, port: int = DEFAULT_PORT, pin: str | None = None) -> None:
        """Host a table on this network and join it as its owner (on another port if ``port`` is taken),
        with the join ``pin`` if one is given (the remembered options never hold one)."""
        import secrets

        from PySide6.QtNetwork import QHostAddress

        from rummi_qt.network.table import Table

        name = self._name()
        # English on the wire and in the network's service name; each player's app says it in their words.
        table = Table(f"{name}'s table" if name else "Rummi", seed=secrets.randbits(32), host_player=name)
        # A guest whose laptop sleeps does not stall everyone: a bot plays their seat until they are back.
        table.options = replace(table.options, away_bot=_default_bot_level())
        self._use_remembered_options(table)
        if pin is not None:
            table.options = replace(table.options, pin=pin)
        host = self._open_host(table, QHostAddress(QHostAddress.SpecialAddress.Any), port, lan=True)
        if host is None:
            return
        self._advertise(host, name)
        self._connect(name, "127.0.0.1", host.port, token=host.owner_token)

    def _remember_options(self, options: dict[str, object]) -> None:
        """The host's choices for its next table (never the PIN: it stays with this table)."""
        kept = {name: value for name, value in options.items() if name != "pin"}
        self.settings.setValue(HOST_OPTIONS_KEY, json.dumps(kept))

    def _use_remembered_options(self, table: Table) -> None:
        """A new table starts as the host left the last one: seats, timer, rounds and the rest."""
        from rummi_qt.network.table import Denied

        try:
            options = json.loads(str(self.settings.value(HOST_OPTIONS_KEY, "") or "{}"))
            if isinstance(options, dict):
                options.pop("pin", None)
                table.options = table.options.updated(options)
        except (ValueError, Denied):
            pass  # a damaged or outdated entry: the defaults, as on a first table
        with contextlib.suppress(ValueError, Denied):  # the same: two seats
            table.set_seat_count(int(str(self.settings.value(HOST_SEATS_KEY, len(table.seats)))))
        # The bots too, in the last seats: the host sits first (a newcomer found them gone).
        with contextlib.suppress(ValueError, TypeError, Denied):
            levels = json.loads(str(self.settings.value(HOST_BOTS_KEY, "") or "[]"))[:len(table.seats) - 1]
            for offset, level in enumerate(levels):  # Bot 1 first, as they were added
                table.add_bot(str(level), seat=len(table.seats) - len(levels) + offset)

    def _advertise(self, host: Host, name: str) -> None:
        if self.browser is not None:  # advertise only where this app looks for tables too
            from rummi_qt.network.discovery import Advertiser

            self.advertiser = Advertiser(host, self.interfaces, host_player=name, parent=self)
            self.advertiser.start()

    def play_against_bots(self) -> None:
        """Ask how to play (one game or a round, the bots' level and pace), then start at once."""
        if self.bot_dialog is not None:
            self.bot_dialog.raise_()
            return
        dialog = BotGameDialog(self.settings, self.host_settings.bot_pace_ms, parent=self.window)
        dialog.accepted.connect(lambda: self.start_bot_game(dialog.choice()))
        dialog.finished.connect(self._forget_bot_dialog)
        self.bot_dialog = dialog
        dialog.open()

    def _forget_bot_dialog(self) -> None:
        if self.bot_dialog is not None:
            self.bot_dialog.deleteLater()
            self.bot_dialog = None

    def _host_again(self, start: bool = True) -> None:
        """A new table on the network as the one just played (its options, seats, bots and PIN), at
        its port: started as soon as the host sits down, or, with people to wait for (``start``
        false), in its lobby, where they join when their apps offer it."""
        port = self.host.port if self.host is not None else DEFAULT_PORT
        pin = self.host.table.options.pin if self.host is not None else None
        self.leave(confirm=False)
        self._auto_start = start
        self.host_table(port, pin=pin)
        if self.host is None:
            self._auto_start = False  # no table (the app said why): the next one is not started for it

    def _play_again(self, choice: BotGameChoice) -> None:
        self.leave(confirm=False)
        self.start_bot_game(choice)

    def start_bot_game(self, choice: BotGameChoice) -> None:
        """A table on loopback only, the other seats taken by bots, started at once."""
        import secrets

        from PySide6.QtNetwork import QHostAddress

        from rummi_qt.network.table import Table

        self._bot_choice = choice  # for Play again at its end
        name = self._name()
        seed = secrets.randbits(32)
        # One game is a table that plans one game; a round is as many games as players (RULES.md).
        table = Table(self.tr("%1 against bots").replace("%1", name or self.start.player_name()), seed=seed,
                      rng=random.Random(seed), games_planned=None if choice.round else 1)
        table.set_seat_count(1 + choice.bots)
        for _ in range(choice.bots):
            table.add_bot(choice.level)
        host = self._open_host(table, QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0, lan=False)
        if host is None:
            return
        self._auto_start = True
        self._connect(name, "127.0.0.1", host.port, token=host.owner_token)

    def join_link(self, address: str, port: int, table_id: str = "") -> None:
        """Join the table a ``rummi://`` link names: asked for a name first when none is set (the
        system's user name offered), and told when the table at the address is not the link's."""
        if self.start.name_edit.text().strip():
            self._join_linked(address, port, table_id)
            return
        prompt = QInputDialog(self.window)
        prompt.setObjectName("namePrompt")
        prompt.setWindowTitle(self.tr("Your name"))
        prompt.setLabelText(self.tr("The others at the table see you by this name:"))
        prompt.setTextValue(_system_user_name())
        prompt.setOkButtonText(self.tr("&Join"))
        prompt.textValueSelected.connect(lambda name: self._named_for_link(name, address, port, table_id))
        prompt.finished.connect(lambda _result: self._forget_name_prompt(prompt))
        self.name_prompt = prompt
        prompt.open()

    def _named_for_link(self, name: str, address: str, port: int, table_id: str) -> None:
        self.start.name_edit.setText(name.strip())
        self._join_linked(address, port, table_id)

    def _forget_name_prompt(self, prompt: QInputDialog) -> None:
        if self.name_prompt is prompt:
            self.name_prompt = None
        prompt.deleteLater()

    def _join_linked(self, address: str, port: int, table_id: str) -> None:
        self._link_table = table_id or None
        self.join(address, port, table_id=table_id)

    def _check_linked_table(self) -> bool:
        """After the welcome: is this the table the link named? If not, leave it and ask first."""
        wanted, self._link_table = self._link_table, None
        client = self.client
        if wanted is None or client is None or not client.table_id or client.table_id == wanted:
            return True
        address, port = self._target[:2] if self._target is not None else ("", 0)
        lobby = client.lobby
        name = self._table_title(lobby) if lobby is not None else client.table
        self.leave(confirm=False)
        self._offer_other_table(
            self.tr("The table at %1 is %2, not the one the link names: that table may have closed and another "
                    "opened at its address.").replace("%1", f"{address}:{port}").replace("%2", name),
            self.tr("&Join %1").replace("%1", name), lambda: self.join(address, port))
        return False

    def _offer_other_table(self, text: str, action: str, go: Callable[[], None]) -> None:
        """Another table than the one meant answers at its address: say so, and offer it."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Another table"), text, parent=self.window)
        box.setObjectName("otherTable")
        accept = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)

        def answered(button: object) -> None:
            box.deleteLater()
            if self.link_question is box:
                self.link_question = None
            if button is accept:
                go()

        box.buttonClicked.connect(answered)
        self.link_question = box
        box.open()

    def join(self, address: str, port: int, pin_needed: bool = False, table_id: str = "") -> None:
        """Join a table as a guest. A table that needs a PIN is asked for it first when discovery says
        so, else when the host answers that it needs one (joined by address)."""
        self._begin(address, port, pin_needed, table_id, spectator=False)

    def watch(self, address: str, port: int, pin_needed: bool = False, table_id: str = "") -> None:
        """Watch a table: the board and the players as they play, never a rack."""
        self._begin(address, port, pin_needed, table_id, spectator=True)

    def _begin(self, address: str, port: int, pin_needed: bool, table_id: str, *, spectator: bool) -> None:
        self._joining = (address, port, table_id, spectator)
        self._joined = None if spectator else (address, port)  # where the held seat is, once welcomed
        if pin_needed:
            self._ask_pin(wrong=False)
        else:
            self._connect(self._name(), address, port, tokens=self.tokens, table_id=table_id, spectator=spectator)

    def _ask_pin(self, wrong: bool, wait_ms: int = 0) -> None:
        assert self._joining is not None
        address, port, table_id, spectator = self._joining
        # The table's name as the list words it: a host's default "Liisa's table" in the player's language.
        known = [table_name(t.host_player) if t.default_name and t.host_player else t.name
                 for t in (self.browser.tables if self.browser is not None else [])
                 if t.port == port and address in t.addresses and (not table_id or t.table_id == table_id)]
        table = known[0] if known else self.tr("The table at %1").replace("%1", f"{address}:{port}")
        from rummi_qt.widgets.pin_dialog import PinDialog

        self.start.set_status(self._browsing_text)  # not "Connecting to…" while the player types
        dialog = PinDialog(table, wrong=wrong, wait_ms=wait_ms, watching=spectator, parent=self.window)
        dialog.accepted.connect(lambda: self._on_pin_given(dialog))
        dialog.rejected.connect(lambda: self._on_pin_cancelled(dialog))
        self.pin_dialog = dialog
        dialog.open()

    def _on_pin_given(self, dialog: PinDialog) -> None:
        self._forget_pin_dialog(dialog)
        if self._joining is not None:
            address, port, table_id, spectator = self._joining
            self._connect(self._name(), address, port, pin=dialog.pin(), tokens=self.tokens, table_id=table_id,
                          spectator=spectator)

    def _on_pin_cancelled(self, dialog: PinDialog) -> None:
        self._forget_pin_dialog(dialog)
        self.leave(confirm=False)  # back to the start screen, nothing left connecting

    def _forget_pin_dialog(self, dialog: PinDialog) -> None:
        if self.pin_dialog is dialog:
            self.pin_dialog = None
        dialog.deleteLater()

    def _open_host(self, table: Table, address: QHostAddress, port: int, *, lan: bool = False,
                   owner_token: str | None = None) -> Host | None:
        from rummi_qt.network.host import Host
        from rummi_qt.network.keeper import Keeper
        from rummi_qt.network.saves import host_record

        self._close_host()
        # The bots' pace is the player's (remembered) choice, at every table this app hosts.
        pace = remembered_pace(self.settings, self.host_settings.bot_pace_ms)
        host = Host(table, replace(self.host_settings, bot_pace_ms=pace), owner_token=owner_token, parent=self)
        try:
            host.listen(address, port)
        except OSError:
            try:
                host.listen(address, 0)  # the usual port is taken: any free one will do
            except OSError as error:
                QMessageBox.warning(self.window, self.tr("Host a table"),
                                    self.tr("Could not open a table: %1").replace("%1", str(error)))
                host.deleteLater()
                return None
        self.host = host
        host.pin_guessing.connect(lambda guesses: self.lobby.show_pin_guessing(guesses))  # the lobby of the moment
        self.lobby.guessing_note.hide()
        self._lan_host = lan
        # Saved after every turn, one file per table, with the owner token to take the seat back.
        self._host_record = self.history.host_record(table.id)  # the full record, kept in the history
        Keeper(host, self.saves.path_for(table.id), self._host_record, host_record=lambda: host_record(host, lan))
        if table.epoch > 0 and self._host_record is not None:  # resumed: the talk so far, from the record
            from rummi_qt.history.replay import RecordError, read_lines

            with contextlib.suppress(RecordError):  # a record that cannot be read costs the talk, not the table
                host.restore_talk(read_lines(self._host_record))
        return host

    # --- taking a table up again -------------------------------------------------------------------

    def refresh_offers(self) -> None:
        """What the start screen offers to continue: this app's saved tables, and seats it holds."""
        saves = [ResumeOffer(s.table_id, self._saved_name(s), s.game, s.games, s.saved_at, s.error, s.host_player,
                             tuple(name for name in map(seat_name, s.seats) if name), s.owner_tiles, s.pool, s.between)
                 for s in self.saves.tables()]
        seats = self.held_seats()
        self.start.continue_panel.set_offers(saves, seats)

    def _saved_name(self, saved: SavedTable) -> str:
        """A game against bots is "<player> against bots" in the language of the moment, not of its day."""
        if saved.lan or not 0 <= saved.owner_seat < len(saved.seats):
            return saved.name
        return self.tr("%1 against bots").replace("%1", seat_name(saved.seats[saved.owner_seat]))

    def resume_table(self, table_id: str) -> None:
        """Reopen a saved table on its port; the hosting player takes their own seat back."""
        from PySide6.QtNetwork import QHostAddress

        from rummi_qt.network.persistence import SaveError

        try:
            table, record = self.saves.resume(table_id)
        except (SaveError, OSError) as error:
            QMessageBox.warning(self.window, self.tr("Resume"),
                                self.tr("This table cannot be resumed: %1\n\nThe file is kept as it is: %2")
                                .replace("%1", str(error)).replace("%2", str(self.saves.path_for(table_id))))
            return
        if record.lan:
            address, port = QHostAddress(QHostAddress.SpecialAddress.Any), record.port
        else:
            address, port = QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0
        host = self._open_host(table, address, port, lan=record.lan, owner_token=record.owner_token)
        if host is None:
            return
        name = record.player or self._name()
        if not record.lan:  # a game against bots: Play again at its end, as after one started afresh
            self._bot_choice = _bot_choice_of(table, remembered_pace(self.settings, self.host_settings.bot_pace_ms))
        if record.lan:
            self._advertise(host, name)
            if host.port != record.port:
                QMessageBox.information(
                    self.window, self.tr("Resume"),
                    self.tr("Port %1 is in use, so the table opened on port %2. Other players' apps that see it "
                            "in their list of tables go there by themselves; elsewhere they join it at the new "
                            "address and get their seats back.").replace("%1", str(record.port))
                    .replace("%2", str(host.port)))
        self._connect(name, "127.0.0.1", host.port, token=record.owner_token)

    def delete_save(self, table_id: str) -> None:
        try:
            self.saves.delete(table_id)
        except OSError as error:
            QMessageBox.warning(self.window, self.tr("Delete the save?"),
                                self.tr("Could not delete the save: %1").replace("%1", str(error)))
        self.refresh_offers()

    # The seats held at others' tables, behind three functions: the token store is to key seats by
    # table id with the table's name; then these read it instead of the file of held seats.

    def held_seats(self) -> list[RejoinOffer]:
        return [RejoinOffer(s.table_id, s.table, s.host_player, s.seen_at) for s in self.held.all()]

    def _hold_seat(self, client: Client) -> None:
        if client.table_id and self._joined is not None:
            lobby = client.lobby
            self.held.put(client.table_id, client.table, *self._joined,
                          host_player=lobby.host_player if lobby is not None else client.host_player)

    def forget_seat(self, table_id: str) -> None:
        self.held.drop(table_id)
        self.refresh_offers()

    def rejoin(self, table_id: str) -> None:
        seat = self.held.get(table_id)
        if seat is None:
            self.refresh_offers()
            return
        # Where the table is now if discovery sees it (resumed on another port), else where it was.
        address, port = self._seen_at.get(table_id, (seat.address, seat.port))
        self._connect(self._name(), address, port, tokens=self.tokens, table_id=table_id)
        self._joined = (address, port)
        # While nobody answers, the status names the table, not its address (a newcomer read "Check
        # the address" for a table that was simply not resumed yet).
        self._rejoining = table_name(seat.host_player) if seat.host_player else seat.table

    def _connect(self, name: str, address: str, port: int, *, token: str | None = None, pin: str | None = None,
                 tokens: TokenStore | None = None, table_id: str = "", spectator: bool = False) -> None:
        from rummi_qt.network.client import Client

        self._close_client()
        self._rejoining = ""
        self._target = (address, port, pin)
        self._answered = False
        self._give_up.stop()
        client = Client(name, pin=pin, token=token, tokens=tokens, spectator=spectator, retry_ms=self.retry_ms,
                        parent=self)
        # Welcomed by this app's own host (each time: a new connection beats until then), the two ends
        # in this process stop their heartbeats; at anyone else's table this finds nothing.
        client.welcomed.connect(lambda *_: self.host is not None and client.in_process_with(self.host))
        client.welcomed.connect(self._on_welcomed)
        client.lobby_changed.connect(self._on_lobby)
        client.view_changed.connect(self._on_first_view)
        # The client's, not the controller's: it also tells of a game that ended while we were away.
        client.game_ended.connect(self._on_game_ended)
        client.closed.connect(self._on_closed)
        client.connection_lost.connect(self._on_connection_lost)
        client.connection_restored.connect(lambda: self._status(self.tr("Connected again")))
        client.chat_received.connect(self._on_chat)
        client.refused.connect(self._on_chat_refused)
        client.refused.connect(self._on_start_refused)
        client.deal_checked.connect(self._on_deal_checked)
        self.client = client
        own_table = self.host is not None and address == "127.0.0.1" and port == self.host.port
        self.history.keep(client, self._host_record if own_table else None)
        self.start.set_status(self.tr("Connecting to %1…").replace("%1", f"{address}:{port}"), trying=True)
        client.connect_to(address, port, table_id)

    # --- the client's news ---------------------------------------------------------------------

    def _typed_address(self, address: str) -> None:
        self._address_tried = address  # kept for the next start once the table there answers

    def _on_welcomed(self, seat: int, owner: bool) -> None:
        if self._address_tried and self._target is not None:
            from rummi_qt.network.addresses import parse_address

            if parse_address(self._address_tried) == (self._target[0], self._target[1]):
                self.settings.setValue(ADDRESS_KEY, self._address_tried)
            self._address_tried = ""
        self._talk_renewed = False
        self._joining = None
        self._answered = True
        self._give_up.stop()
        self.start.stop_button.hide()  # nothing more to stop
        if not self._check_linked_table():
            return
        self._refresh_lobby()
        # An onlooker sees the lobby only before a game; a game against bots starts at once, so its
        # lobby (the table's defaults until the game comes) is shown only if the start is refused.
        if self.game is None and not _onlooker(seat) and not self._auto_start:
            self.window.show_screen(self.lobby)
        if self._auto_start:
            from rummi_qt.network import messages as m

            self._auto_start = False
            self._send(m.StartGame())

    def _on_start_refused(self, request: str, _reason: str, _detail: str) -> None:
        from rummi_qt.network import messages as m

        if request == m.StartGame.TYPE and self.game is None:
            self.window.show_screen(self.lobby)  # where the owner sees why, and can start again

    @staticmethod
    def _table_title(lobby: m.LobbyState) -> str:
        """The table's name in the player's words: "Anna's table", "Vera against bots" (made in
        the language of its day, read in the language of now)."""
        return table_name(lobby.host_player) if lobby.host_player else kept_table_name(lobby.table)[0]

    def _watch_addresses(self, port: int) -> None:
        """Show where others can join, and keep it current while the lobby is open (a hotspot
        switched on later appears; one switched off goes)."""
        if self._addresses is None:
            from rummi_qt.network.address_watch import AddressWatcher

            self._addresses = AddressWatcher(self.interfaces, check_ms=self.address_check_ms,
                                             present=self._interface_list, parent=self)
            self._addresses.changed.connect(lambda addresses: self.lobby.set_addresses(addresses, port))
        else:
            self._addresses.check()
        self.lobby.set_addresses(self._addresses.addresses, port)
        self._addresses.start()

    def _stop_watching_addresses(self) -> None:
        if self._addresses is not None:
            self._addresses.stop()
            self._addresses.deleteLater()
            self._addresses = None

    def _on_lobby(self, lobby: m.LobbyState) -> None:
        from rummi_qt.network.table import TableState
        from rummi_qt.network.wire import book_from_wire

        if lobby.state == TableState.FINISHED.value and self.client is not None and self.client.table_id:
            self.held.drop(self.client.table_id)  # every game played: no seat left to come back to
        self.lobby.set_lobby(self._table_title(lobby), lobby.seats, lobby.options)
        if self._lan_host and lobby.state == "lobby" and self.client is not None and self.client.owner:
            # The bots as the host leaves them, for the next table (as its seats and options).
            bots = [str(s.get("level") or "") for s in lobby.seats if s.get("kind") == "bot"]
            self.settings.setValue(HOST_BOTS_KEY, json.dumps(bots))
        # The table in the title bar and the task bar: two windows (or the task switcher) told apart.
        self.window.setWindowTitle(f"{self._table_title(lobby)} \N{EM DASH} Rummi")
        free = lobby.state == "lobby" and any(s.get("kind") == "empty" for s in lobby.seats)
        self.lobby.set_onlookers(lobby.onlookers, free)
        watching = self.client is not None and _onlooker(self.client.seat)
        if watching and self.game is None and lobby.state == "lobby":
            self.window.show_screen(self.lobby)
        book = book_from_wire(lobby.book) if lobby.book else None
        if self.game is not None and book is not None:
            self.game.set_progress(max(1, lobby.game), book.games_planned, book.totals)
        if self._book_dialog is not None and book is not None:
            self._book_dialog.set_book(book)
        if self._score_book is not None and book is not None:
            self._score_book.set_book(book, self._score_result)
            self._score_book.set_can_start_next(self.client is not None and self.client.owner and not book.finished)
        if self.game is not None:
            self._show_chat_state(self.game, lobby)
            self._show_talk(self.game)

    def _show_talk(self, game: GameScreen, first: bool = False) -> None:
        """Table talk is for people: shown once someone besides me is at the table (a player or an
        onlooker) or something was said, never on loopback against bots. A LAN host alone with bots
        had the log squeezed to four lines by a talk nobody could answer."""
        client = self.client
        lobby = client.lobby if client is not None else None
        if self.host is not None and not self._lan_host:
            game.set_talk_shown(False)  # on loopback, against bots: nobody to talk to
            return
        me = client.seat if client is not None else None
        people = lobby is not None and (lobby.spectators > 0 or any(
            s.get("kind") == "human" for index, s in enumerate(lobby.seats) if index != me))
        if people or self._chat_lines or lobby is None:
            game.set_talk_shown(True)  # and it stays: a player who drops out may come back
        elif first:
            game.set_talk_shown(False)

    def _show_chat_state(self, game: GameScreen, lobby: m.LobbyState) -> None:
        client = self.client
        seat = client.seat if client is not None else None
        me_muted = seat is not None and seat in lobby.muted
        if client is not None and _onlooker(seat):
            # An onlooker is muted by its id in the lobby's list; that list names it as it joined.
            mine = {o.get("id") for o in lobby.onlookers if o.get("name") == client.name}
            me_muted = bool(mine) and mine <= set(lobby.muted_onlookers)
        game.chat.set_names([seat_name(s) for s in lobby.seats])
        game.chat.set_muted(lobby.muted, lobby.muted_onlookers, me_muted)

    def _on_chat_refused(self, request: str, reason: str, detail: str) -> None:
        from rummi_qt.network import messages as m

        if self.game is not None and request in (m.Say.TYPE, m.React.TYPE):
            self.game.chat.show_refusal(request, refusal_text(reason, detail), muted=reason == "muted")

    def _on_chat(self, msg: m.Chat) -> None:
        if msg.earlier and not self._talk_renewed:
            # The host sends its talk so far on each (re)join: it replaces what this app kept, which
            # a rejoin would otherwise show twice, or which a restarted app never had.
            self._talk_renewed = True
            self._chat_lines = []
            if self.game is not None:
                self.game.chat.clear()
        self._chat_lines = [*self._chat_lines[-199:], msg]
        if self.game is not None:
            self.game.chat.add(msg)

    def _on_deal_checked(self, report: DealReport) -> None:
        if self._score_book is not None:
            self._score_book.set_deal_report(report, hosting=self.host is not None)

    def _on_first_view(self, view: object = None, *_: object) -> None:
        if self.game is None and self.client is not None:
            self._open_game()
        result = getattr(view, "result", None)
        if result is None and self._score_book is not None:  # the next game began: put the book away
            self._close_score_book()

    def _open_game(self) -> None:
        client = self.client
        assert client is not None
        self._stop_watching_addresses()  # the lobby is gone: no more interface checks
        names = [seat_name(s) for s in client.lobby.seats] if client.lobby else []
        if not client.owner and client.seat is not None and client.seat >= 0:
            self._hold_seat(client)  # a seat in a game: offered on the start screen until the table is done
        from rummi_qt.controller.session import GameController

        self.controller = GameController(client, names, parent=self, memory=self.racks)
        self.game = self._build_game_screen()
        if client.lobby is not None:
            self._on_lobby(client.lobby)
        if client.view is not None:
            # Joined (or resumed) between games: the client tells of that result too (game_ended), and
            # the book opens then, once.
            self.controller._on_view(client.view, [])  # noqa: SLF001 - replay the view that opened the game
        self.window.show_screen(self.game)

    def _build_game_screen(self) -> GameScreen:
        client, controller = self.client, self.controller
        assert client is not None and controller is not None
        from rummi_qt.network import messages as m
        from rummi_qt.network.wire import book_from_wire
        from rummi_qt.widgets.game_screen import GameScreen

        game = GameScreen(controller)
        self._show_talk(game, first=True)
        timed = client.lobby is not None and bool(client.lobby.options.get("timer"))
        game.set_pause_available(client.owner and timed)
        game.pause_button.toggled.connect(lambda paused: self._send(m.PauseTimer(paused=paused)))
        game.sound_button.setChecked(str(self.settings.value(SOUND_KEY, "true")) == "true")
        game.sound_button.toggled.connect(lambda on: self.settings.setValue(SOUND_KEY, "true" if on else "false"))
        game.language_box.set_choice(self.language_choice())
        game.language_box.language_chosen.connect(self.set_language)
        game.help_requested.connect(self.show_help)
        game.settings_requested.connect(self.window.open_settings)
        game.leave_requested.connect(self.leave)
        game.meld_requested.connect(self.open_meld)
        game.hint_requested.connect(self.show_hint)
        game.seat_to_bot_requested.connect(self.give_seat_to_bot)
        game.book_requested.connect(self.show_round_book)
        game.chat.set_owner(client.owner)
        game.chat.set_me(client.seat)
        game.chat.said.connect(lambda text: self.client.say(text) if self.client is not None else None)
        game.chat.reacted.connect(lambda code: self.client.react(code) if self.client is not None else None)
        game.chat.mute_requested.connect(
            lambda seat, onlooker, muted: self.client.mute(seat, muted, onlooker) if self.client is not None else None)
        if client.lobby is not None:
            self._show_chat_state(game, client.lobby)
        for line in self._chat_lines:
            game.chat.add(line)
        if client.lobby is not None:
            book = book_from_wire(client.lobby.book) if client.lobby.book else None
            if book is not None:
                game.set_progress(max(1, client.lobby.game), book.games_planned, book.totals)
        if controller.watching:  # also when the screen is built again (a language chosen while watching)
            game.set_watching(self._table_title(client.lobby) if client.lobby is not None else client.table)
        return game

    def _on_game_ended(self, result: GameResult) -> None:
        # Another player went out: their last move is seen on the board a moment before the results
        # cover it (an expert bot lays 20 tiles and more at once; a newcomer never saw it happen).
        client = self.client
        mine = client is not None and client.seat is not None and client.seat in result.winners
        seen = FINAL_MOVE_MS if result.went_out and not mine else 0
        QTimer.singleShot(seen, lambda: self._show_score_book(result))

    def _show_score_book(self, result: GameResult) -> None:
        from rummi_qt.network import messages as m
        from rummi_qt.network.wire import book_from_wire
        from rummi_qt.widgets.results_view import ResultsView

        client = self.client
        if client is None or client.lobby is None or client.lobby.book is None or self.game is None:
            return
        if client.view is None or client.view.result != result:
            return  # the next game began before this one's book came up
        self._close_score_book()
        self._close_book_dialog()  # the results show the same book, with the game just ended
        book = book_from_wire(client.lobby.book)
        names = [seat_name(s) for s in client.lobby.seats]
        results = ResultsView(names, book, result, parent=self.game)
        results.set_can_start_next(client.owner and not book.finished)
        results.next_game_requested.connect(lambda: self._send(m.StartGame()))
        results.leave_requested.connect(self.leave)
        report = client.deal_report
        results.set_deal_report(report if report is not None and report.game == client.lobby.game else None,
                                hosting=self.host is not None)
        if not _onlooker(client.seat):  # an onlooker had no turns to review
            results.add_button(self.tr("Your &review")).clicked.connect(lambda: self.history.review_last(self.window))
        choice = self._bot_choice
        play_again: Callable[[], None] | None = None
        if book.finished and choice is not None and self.host is not None and not self._lan_host:
            # One game against bots is over: the same again, without going back through the start screen.
            play_again = lambda: self._play_again(choice)  # noqa: E731 - one of two actions
        elif book.finished and self.host is not None and self._lan_host:
            # The same at a table hosted on the network: a new table as this one was, at its port.
            # With bots alone (a newcomer left, hosted again and added the bots by hand) it starts at
            # once; with people it waits in its lobby, and their apps offer them the new table.
            alone = _only_bots_but(client.lobby.seats, client.seat)
            play_again = lambda: self._host_again(start=alone)  # noqa: E731 - one of two actions
        if play_again is not None:
            # After a round, a whole round again (a newcomer pressed it for one game, and four were dealt).
            again = results.add_button(self.tr("&Play another round") if book.games_planned > 1
                                       else self.tr("&Play again"))
            accent(again)
            again.clicked.connect(play_again)
        self._score_book = results
        self._score_result = result
        self.game.show_results(results)

    def show_round_book(self) -> None:
        """The score book of the round so far, over the game (the players bar's Score book, or B)."""
        from rummi_qt.network.wire import book_from_wire
        from rummi_qt.widgets.score_book_dialog import ScoreBookDialog

        client = self.client
        if client is None or client.lobby is None or not client.lobby.book or self._score_book is not None:
            return  # at the end of a game the book is on show already
        book = book_from_wire(client.lobby.book)
        if self._book_dialog is not None:
            self._book_dialog.raise_()
            self._book_dialog.activateWindow()
            return
        dialog = ScoreBookDialog([seat_name(s) for s in client.lobby.seats], book, parent=self.window)
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(lambda _result: setattr(self, "_book_dialog", None))
        self._book_dialog = dialog
        dialog.open()

    def _close_book_dialog(self) -> None:
        if self._book_dialog is not None:
            self._book_dialog.reject()  # finished: it forgets itself and is deleted

    def _close_score_book(self) -> None:
        if self._score_book is not None:
            if self.game is not None:
                self.game.hide_results()
            else:
                self._score_book.deleteLater()
            self._score_book = None
            self._score_result = None

    def _on_closed(self, reason: str, detail: str) -> None:
        if reason in ("bad_pin", "pin_wait") and self._joining is not None and self.client is not None:
            wrong = bool(self.client.pin)  # else no PIN was given yet: joined by address
            refusal = self.client.last_refusal
            wait_ms = ((refusal.retry_ms if refusal is not None else None) or 1000) if reason == "pin_wait" else 0
            self._close_client()
            self._ask_pin(wrong=wrong, wait_ms=wait_ms)
            return
        client = self.client
        if reason == "host_closed":
            if self.game is None:  # a lobby closed: no game was saved, nothing to come back to
                player = client.host_player if client is not None else ""
                self.leave(confirm=False)
                said = self.tr("%1 closed the table.").replace("%1", player) if player else self.tr(
                    "The host closed the table.")
                self.start.set_status(said, notice=True)
                self._closed_notice = (player, said)
            return  # in a game the game screen says so and waits: the table may be resumed
        if reason == "table_changed" and client is not None and client.address is not None:
            # Rejoining, this app found a new table where its table was (closed, or all played):
            # offer it, to join or watch as the player was doing, not the old seat.
            (address, port), spectator = client.address, client.spectator
            table, player = client.other_table
            if not table:
                player = client.host_player  # an older host says nothing of the new table: most likely theirs
            controller = self.controller
            finished = controller is not None and controller.table_finished
            if player and finished and player == client.host_player:
                # The host of the table all played opened the next one: Play again, said as such.
                text = self.tr("%1 wants to play again: a new table is open at the same address.").replace(
                    "%1", player)
            elif player:
                text = self.tr("%1 has opened a new table at the same address.").replace("%1", player)
            elif table:
                text = self.tr("%1 is open at the same address now.").replace("%1", table)
            else:
                text = refusal_text(reason, detail, {})
            if self.game is not None and not finished and not spectator:
                text += " " + self.tr("Your seat in this game stays yours if it is resumed.")
            if self.game is None:
                self.leave(confirm=False)
            # In a game (its results, or a game that was closed) the player stays on it: taking them
            # to the start screen lost the results, and a closed game can still be resumed (two
            # newcomers' finds). Its game waits for its table to be listed again (_on_table_seen).

            def go() -> None:
                if self.game is not None:
                    self.leave(confirm=False)
                (self.watch if spectator else self.join)(address, port)

            self._offer_other_table(text, self.tr("&Watch it") if spectator else self.tr("&Join it"), go)
            return
        if reason in ("game_running", "table_full") and self._target is not None and self.game is None:
            self._offer_watch(reason)
            return
        if client is not None and client.table_id and reason in ("bad_token", "seat_given_to_bot", "removed",
                                                                 "replaced"):
            self.held.drop(client.table_id)
            if reason != "replaced":  # replaced: by a newer connection, maybe this app's own, with that token
                self.tokens.drop(client.table_id)  # the token will never get that seat again
        bye = client.last_bye if client is not None else None
        if (self.game is not None and client is not None and client.retrying and bye is not None
                and (bye.reason, bye.detail) == (reason, detail) and bye.rejoin):
            # The table dropped this connection and asks it back (it heard nothing for a while, the
            # link was slow): the client rejoins its seat by itself. The game stays on screen,
            # never closed under the player; the note says what happened meanwhile.
            self._status(refusal_text(reason, detail, bye.args) or self.tr("Joining the table again…"))
            return
        said = [client.last_refusal, client.last_bye] if client is not None else []
        args = next((said_by.args for said_by in said
                     if said_by is not None and (said_by.reason, said_by.detail) == (reason, detail)), {})
        QMessageBox.information(self.window, self.tr("Rummi"), refusal_text(reason, detail, args))
        self.leave(confirm=False)

    def _offer_watch(self, reason: str) -> None:
        """No seat to be had (the game started, or every seat is taken): offer to watch instead."""
        assert self._target is not None
        address, port, pin = self._target
        refused = self.client.last_refusal if self.client is not None else None
        self.leave(confirm=False)
        entry = self.start.entry_at(address, port)
        refusal = refused.args if refused is not None else {}
        named = str(refusal.get("table") or "")
        host_player = str(refusal.get("host_player") or "")
        if entry is not None:  # the list knows it: its name as the list shows it
            named = entry.name
            host_player = entry.host_player if entry.default_name else ""
        where = table_name(host_player) if host_player else named or f"{address}:{port}"
        text = (self.tr("The game at %1 has already started.") if reason == "game_running"
                else self.tr("Every seat at %1 is taken.")).replace("%1", where)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Watch instead?"), text, parent=self.window)
        box.setInformativeText(self.tr("You can watch it: you see the board and the players as they play, "
                                       "and you can leave whenever you like.") if reason == "game_running" else
                               self.tr("You can watch it: you see the board and the players as they play. "
                                       "The host can give you a seat that comes free before the game starts."))
        watch = box.addButton(self.tr("&Watch"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(watch)

        def answered(button: object) -> None:
            self.watch_offer = None
            box.deleteLater()
            if button is watch:
                self._connect(self._name(), address, port, pin=pin, tokens=self.tokens, spectator=True)

        box.buttonClicked.connect(answered)
        self.watch_offer = box
        box.open()

    def _on_connection_lost(self, why: str) -> None:
        if self.game is None and not self._answered and self.host is None:
            where = f"{self._target[0]}:{self._target[1]}"
            if self._rejoining:
                self._status(self.tr("%1 is not open yet; trying again…").replace("%1", self._rejoining),
                             trying=True)
            else:
                self._status(self.tr("No table answers at %1 yet; trying again…").replace("%1", where), trying=True)
            if not self._give_up.isActive():
                self._give_up.start(self.retry_ms * self.give_up_retries)
        elif self.game is None:
            self._status(self.tr("The connection to the host was lost; trying again…"))

    def _on_no_answer(self) -> None:
        """The table never answered: stop trying, and say so (its seat, if one is kept, stays offered)."""
        if self._answered or self.client is None or self.game is not None:
            return
        where = f"{self._target[0]}:{self._target[1]}"
        self._silent = (self._target[0], self._target[1]) if self._target is not None else None
        rejoining, self._rejoining = self._rejoining, ""
        self._close_client()
        self._joining = None
        if rejoining:
            self._status(self.tr("%1 is not open now: when its host resumes it, Rejoin gets you your seat back.")
                         .replace("%1", rejoining))
            return
        self._status(self.tr("No table answers at %1. Check the address, and that the table is still open.")
                     .replace("%1", where))

    def _status(self, text: str, trying: bool = False) -> None:
        if self.controller is not None:
            self.controller.show_note(text)
        self.start.set_status(text, notice=True, trying=trying)

    def _stop_trying(self) -> None:
        """The player stops a join that has not been answered (Stop trying on the start screen)."""
        if self._answered or self.client is None or self.game is not None:
            return
        self._give_up.stop()
        self._rejoining = ""
        self._close_client()
        self._joining = None
        self.start.set_status(self._browsing_text)

    # --- in the game -----------------------------------------------------------------------------

    def open_meld(self) -> None:
        from rummi_qt.engine.changes import points_played
        from rummi_qt.widgets.meld_dialog import MeldDialog, OpeningNeed

        controller = self.controller
        view = None if controller is None else controller.view
        if controller is None or view is None or view.rack is None:
            return
        opening = None
        if view.seat >= 0 and not view.opened[view.seat] and view.options.threshold > 0:
            opening = OpeningNeed(view.options.threshold, points_played(view.turn_board.sets(), view.board.sets()),
                                  view.turn_board)
        dialog = MeldDialog(view.rack, view.board, parent=self.window, jokers=controller.jokers, opening=opening,
                            takeable=controller.takeable_jokers())
        accepted = dialog.exec()
        dialog.deleteLater()  # a dialog per meld: one kept hidden would stay the active window offscreen
        if accepted:
            target = dialog.target()
            controller.lay_set(dialog.result_tiles(), None if target is None else list(target.cells),
                               dialog.taken_jokers())
            after = controller.view
            if (opening is not None and after is not None and after.rack and after.changed
                    and points_played(after.turn_board.sets(), after.board.sets()) < opening.threshold):
                # The opening is short yet: the dialog comes back for its next set (a newcomer building
                # an opening of two sets had to press M again); Cancel leaves it there.
                QTimer.singleShot(0, self.open_meld)

    def show_hint(self) -> None:
        """The Hint button and H: a hint, or put away the one on show."""
        if self.controller is not None:
            self.controller.toggle_hint()

    def give_seat_to_bot(self, seat: int, level: str) -> None:
        """The owner's choice on the players bar; a player still connected is asked about first."""
        controller = self.controller
        if controller is None or seat not in controller.seats_for_bots():
            return
        if controller.seats[seat].connected:
            name = controller.name_of(seat)
            answer = QMessageBox.question(
                self.window, self.tr("Give %1's seat to a bot?").replace("%1", name),
                self.tr("%1 is still connected. The bot takes over their tiles and turns, and %1 leaves the game.")
                .replace("%1", name))
            if answer != QMessageBox.StandardButton.Yes:
                return
        controller.give_seat_to_bot(seat, level)

    def show_help(self, section: str = "") -> None:
        """Rules and help, at ``section`` (one of the help's SECTIONS) or at the top."""
        from rummi_qt.widgets.help_dialog import open_help

        open_help(self.window, section)

    def show_about(self) -> None:
        from rummi_qt.widgets.about import AboutBox

        AboutBox(self.settings, self.window).open()

    def _send(self, message: m.Message) -> None:
        if self.client is not None:
            self.client.send(message)

    # --- leaving -----------------------------------------------------------------------------------

    def _in_game(self) -> bool:
        """Playing a game not over yet, or a round (an onlooker may leave whenever they like, unasked)."""
        view = self.controller.view if self.controller is not None else None
        if view is None or self.controller is None or self.controller.watching:
            return False
        return view.result is None or self._round_goes_on()

    def _round_goes_on(self) -> bool:
        """Between two games of a round (its results on show): leaving still ends it for the others."""
        from rummi_qt.network.wire import book_from_wire

        lobby = self.client.lobby if self.client is not None else None
        return lobby is not None and lobby.book is not None and not book_from_wire(lobby.book).finished

    def _may_close(self) -> bool:
        if self._in_game() and not self._confirm_leave(quitting=True):
            return False
        if not self._in_game() and not self._confirm_close_lobby(quitting=True):
            return False
        self.leave(confirm=False)
        self.close_discovery()
        if self._history is not None:
            self._history.close()
        return True

    def _guests_seated(self) -> list[str]:
        """The people seated at this app's own table, waiting in its lobby (the host not counted)."""
        client = self.client
        lobby = client.lobby if client is not None else None
        if self.host is None or lobby is None or client is None or lobby.state != "lobby" or self.game is not None:
            return []
        return [str(seat.get("name", "")) for number, seat in enumerate(lobby.seats)
                if number != client.seat and seat.get("kind") == "human" and seat.get("connected")]

    def _confirm_close_lobby(self, quitting: bool = False) -> bool:
        """Ask before the host closes a lobby where guests sit (a newcomer closed one by the Leave
        they took for going back a screen): they would be sent back to their start screens."""
        guests = self._guests_seated()
        if not guests:
            return True
        if len(guests) == 1:
            text = self.tr("%1 is seated at your table and goes back to the start screen if you close it.")
        else:
            text = self.tr("%1 are seated at your table and go back to the start screen if you close it.")
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Close the table?"),
                          text.replace("%1", ", ".join(guests)), parent=self.window)
        yes = self.tr("Close the table and quit") if quitting else self.tr("Close the table")
        close = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep the table open"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setObjectName("confirmCloseLobby")
        box.exec()
        return box.clickedButton() is close

    def _confirm_leave(self, quitting: bool = False) -> bool:
        """Ask before leaving a game in progress, saying what leaving does to it (``quitting``: the
        window is being closed, so the app quits too, and the button says so)."""
        if self.controller is not None and self.controller.host_gone:
            return True  # the table is closed or out of reach: the seat stays held, nothing to lose
        if self.host is not None:
            title = self.tr("Close the table?")
            text = (self.tr("This stops the game for everyone; you can resume it later from the start screen.")
                    if self._lan_host else self.tr("This stops the game; you can resume it later from the start "
                                                   "screen."))
            yes = self.tr("Close the table and quit") if quitting else self.tr("Close the table")
        else:
            title = self.tr("Leave the game?")
            text = self.tr("The game goes on without you. Your seat is kept: you can rejoin it from the start "
                           "screen.")
            lobby = self.client.lobby if self.client is not None else None
            if lobby is not None and lobby.options.get("away_bot"):
                # Said at once: the host's bot takes the seat as soon as its player leaves.
                text = self.tr("The game goes on without you: a bot plays your turns until you are back. Your "
                               "seat is kept: you can rejoin it from the start screen.")
            yes = self.tr("Leave and quit") if quitting else self.tr("Leave")
        view = self.controller.view if self.controller is not None else None
        if view is not None and view.result is None and view.changed:
            if self.host is not None:
                # A resumed game begins the turn under way again: its unfinished move is not kept.
                text += " " + self.tr("The move under way is taken back: its tiles go back to the rack.")
            elif view.my_turn:
                # The away bot and the turn timer take back an unfinished move before they play.
                text += " " + self.tr("The tiles you laid this turn go back to your rack if your turn is "
                                      "played for you.")
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self.window)
        leave = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)  # a stray Enter must not stop the game for everyone
        box.setObjectName("confirmLeave")
        # The hosting player's turn clock (everyone's) waits while they decide: keeping on playing
        # must not find their turn run out, or another's, behind the question.
        host = self.host
        stop_clock = host is not None and bool(host.table.options.timer) and not host.paused
        if host is not None and stop_clock:
            host.pause(True)
        box.exec()
        leaving = box.clickedButton() is leave
        if host is not None and stop_clock and not leaving and self.host is host:
            host.pause(False)
        return leaving

    def leave(self, confirm: bool = True) -> None:
        if confirm and self._in_game() and not self._confirm_leave():
            return
        if confirm and not self._in_game() and not self._confirm_close_lobby():
            return
        self._joining = None
        if self.pin_dialog is not None:
            dialog, self.pin_dialog = self.pin_dialog, None
            dialog.blockSignals(True)  # closing it is no answer to act on
            dialog.close()
            dialog.deleteLater()
        self._joined = None
        self._close_client()
        self._close_host()
        self._close_score_book()
        self._close_book_dialog()
        if self.bot_dialog is not None:
            self.bot_dialog.reject()
        if self.game is not None:
            self.window.drop_screen(self.game)
            self.game = None
        self.controller = None
        self.window.show_screen(self.start)
        self.window.setWindowTitle("Rummi")
        self.start.set_status(self._browsing_text)  # what the start screen does, not what was left
        self.refresh_offers()

    def _close_client(self) -> None:
        self._chat_lines = []
        if self.client is not None:
            self.client.leave()
            self.client.deleteLater()
            self.client = None

    def _close_host(self) -> None:
        self._stop_watching_addresses()
        if self.advertiser is not None:
            self.advertiser.close()
            self.advertiser = None
        if self.host is not None:
            self.host.close()
            self.host.deleteLater()
            self.host = None
        self._lan_host = False
