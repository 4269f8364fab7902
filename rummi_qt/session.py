"""The app's wiring: builds hosts and clients on the player's choices and moves between screens.

The hosting player's own window is an ordinary client over loopback (one code path for everyone);
playing against bots runs a host inside the app on loopback, not advertised."""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QStandardPaths, QTimer
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QDialog, QInputDialog, QLineEdit, QMessageBox

from rummi_qt.controller.session import GameController
from rummi_qt.controller.texts import refusal_text
from rummi_qt.engine import GameResult
from rummi_qt.engine.bots import LEVELS
from rummi_qt.engine.views import SPECTATOR
from rummi_qt.history_flow import HistoryFlow
from rummi_qt.network import messages as m
from rummi_qt.network.address_watch import AddressWatcher
from rummi_qt.network.addresses import DEFAULT_PORT
from rummi_qt.network.client import Client, TokenStore
from rummi_qt.network.discovery import Advertiser, Browser, TableInfo
from rummi_qt.network.host import Host, HostSettings
from rummi_qt.network.interfaces import InterfaceAddress, chosen_interfaces, interface_addresses, lan_addresses
from rummi_qt.network.keeper import Keeper, default_autosave
from rummi_qt.network.table import Table
from rummi_qt.network.wire import book_from_wire
from rummi_qt.widgets.game_screen import GameScreen
from rummi_qt.widgets.lobby import LobbyScreen
from rummi_qt.widgets.main_window import MainWindow
from rummi_qt.widgets.start_screen import StartScreen, TableEntry

NAME_KEY = "player/name"
SOUND_KEY = "player/sound"
BOT_OPPONENTS = 3


def _default_bot_level() -> str:
    return "normal" if "normal" in LEVELS else "easy"


class AppSession(QObject):
    """One running app: the window, and at most one table it hosts and one client it plays with."""

    def __init__(self, window: MainWindow, settings: QSettings, data_dir: Path | None = None,
                 host_settings: HostSettings | None = None, discovery: bool = True,
                 interface_list: Callable[[], Sequence[InterfaceAddress]] = interface_addresses) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        folder = data_dir or Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        self.tokens = TokenStore(folder / "seats.json")
        self.host_settings = host_settings or HostSettings()
        self.host: Host | None = None
        self.client: Client | None = None
        self.controller: GameController | None = None
        self.game: GameScreen | None = None
        self._auto_start = False
        self._lan_host = False
        self._score_book: QDialog | None = None
        self._addresses: AddressWatcher | None = None  # while the lobby of a table hosted here is open
        self._interface_list = interface_list
        self.address_check_ms = 2000  # how often the lobby looks at the interfaces again

        self.start = StartScreen(str(settings.value(NAME_KEY, "") or ""))
        self.start.name_changed.connect(lambda name: settings.setValue(NAME_KEY, name))
        self.start.host_requested.connect(self.host_table)
        self.start.bots_requested.connect(self.play_against_bots)
        self.start.join_requested.connect(self.join)
        self.start.watch_requested.connect(self.watch)
        self.start.help_requested.connect(self.show_help)
        # Every game hosted or joined is kept, with no set-up: History on the start screen shows them.
        self.history = HistoryFlow(window, folder / "history", back=lambda: window.show_screen(self.start))
        self.start.history_requested.connect(self.history.open)
        self._host_record: Path | None = None
        self.lobby = LobbyScreen()
        self.lobby.leave_requested.connect(self.leave)
        self.lobby.start_requested.connect(lambda: self._send(m.StartGame()))
        self.lobby.seat_count_changed.connect(lambda n: self._send(m.SetSeats(seats=n)))
        self.lobby.bot_added.connect(lambda level: self._send(m.AddBot(level=level)))
        self.lobby.seat_removed.connect(lambda seat: self._send(m.RemoveSeat(seat=seat)))
        self.lobby.options_changed.connect(lambda options: self._send(m.SetOptions(options=options)))
        self.lobby.onlooker_seated.connect(lambda ident: self._send(m.SeatOnlooker(onlooker=ident)))
        self.watch_offer: QMessageBox | None = None  # "The game has started: watch it?", while it is open
        self._target: tuple[str, int, str | None] | None = None  # the address, port and PIN last tried
        window.show_screen(self.start)
        window.set_close_guard(self._may_close)
        # Discovery stays on the interfaces RUMMI_INTERFACES names (all when unset).
        self.interfaces = chosen_interfaces()
        self.advertiser: Advertiser | None = None
        self.browser: Browser | None = None
        if discovery:
            self._browse()

    # --- discovery -----------------------------------------------------------------------------

    def _browse(self) -> None:
        browser = Browser(self.interfaces, parent=self)
        browser.table_found.connect(self._on_table_seen)
        browser.table_updated.connect(self._on_table_seen)
        browser.table_removed.connect(lambda info: self.start.remove_table(info.service))
        browser.failed.connect(lambda why: self.start.set_status(self.tr("Cannot look for tables: %1")
                                                                 .replace("%1", why)))
        browser.start()
        where = ", ".join(self.interfaces or lan_addresses()) or self.tr("no network")
        self.start.set_status(self.tr("Looking for tables on this network (%1)…").replace("%1", where))
        self.browser = browser

    def _on_table_seen(self, info: TableInfo) -> None:
        if not info.addresses:
            return
        self.start.put_table(TableEntry(info.service, info.name, info.host_player, info.addresses[0], info.port,
                                        info.taken, info.total, info.state, info.pin, info.compatible, info.reason))

    def close_discovery(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    # --- choices on the start screen ---------------------------------------------------------------

    def _name(self) -> str:
        name = self.start.player_name()
        self.settings.setValue(NAME_KEY, name)
        return name

    def host_table(self) -> None:
        """Host a table on this network and join it as its owner."""
        name = self._name()
        table = Table(self.tr("%1's table").replace("%1", name), seed=secrets.randbits(32))
        # A guest whose laptop sleeps does not stall everyone: a bot plays their seat until they are back.
        table.options = replace(table.options, away_bot=_default_bot_level())
        host = self._open_host(table, QHostAddress(QHostAddress.SpecialAddress.Any), DEFAULT_PORT)
        if host is None:
            return
        self._lan_host = True
        if self.browser is not None:  # advertise only where this app looks for tables too
            self.advertiser = Advertiser(host, self.interfaces, host_player=name, parent=self)
            self.advertiser.start()
        self._connect(name, "127.0.0.1", host.port, token=host.owner_token)

    def play_against_bots(self) -> None:
        """A table on loopback only, the other seats taken by bots, started at once."""
        name = self._name()
        seed = secrets.randbits(32)
        table = Table(self.tr("%1 against bots").replace("%1", name), seed=seed, rng=random.Random(seed))
        table.set_seat_count(1 + BOT_OPPONENTS)
        for _ in range(BOT_OPPONENTS):
            table.add_bot(_default_bot_level())
        host = self._open_host(table, QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
        if host is None:
            return
        self._auto_start = True
        self._connect(name, "127.0.0.1", host.port, token=host.owner_token)

    def join(self, address: str, port: int, pin_needed: bool) -> None:
        pin = self._ask_pin(self.tr("Join")) if pin_needed else None
        if pin_needed and pin is None:
            return
        self._connect(self._name(), address, port, pin=pin, tokens=self.tokens)

    def watch(self, address: str, port: int, pin_needed: bool) -> None:
        """Watch a table: the board and the players as they play, never a rack."""
        pin = self._ask_pin(self.tr("Watch")) if pin_needed else None
        if pin_needed and pin is None:
            return
        self._connect(self._name(), address, port, pin=pin, tokens=self.tokens, spectator=True)

    def _ask_pin(self, title: str) -> str | None:
        text, ok = QInputDialog.getText(self.window, title, self.tr("This table needs a PIN:"),
                                        QLineEdit.EchoMode.Password)
        return text.strip() if ok else None

    def _open_host(self, table: Table, address: QHostAddress, port: int) -> Host | None:
        self._close_host()
        host = Host(table, self.host_settings, parent=self)
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
        self._host_record = self.history.host_record(table.id)  # the full record, kept in the history
        Keeper(host, default_autosave(), self._host_record)  # saved after every turn, for `rummi host --resume`
        return host

    def _connect(self, name: str, address: str, port: int, *, token: str | None = None, pin: str | None = None,
                 tokens: TokenStore | None = None, spectator: bool = False) -> None:
        self._close_client()
        self._target = (address, port, pin)
        client = Client(name, pin=pin, token=token, tokens=tokens, spectator=spectator, parent=self)
        client.welcomed.connect(self._on_welcomed)
        client.lobby_changed.connect(self._on_lobby)
        client.view_changed.connect(self._on_first_view)
        client.closed.connect(self._on_closed)
        client.connection_lost.connect(self._on_connection_lost)
        client.connection_restored.connect(lambda: self._status(self.tr("Connected again")))
        self.client = client
        own_table = self.host is not None and address == "127.0.0.1" and port == self.host.port
        self.history.keep(client, self._host_record if own_table else None)
        self.start.set_status(self.tr("Connecting to %1…").replace("%1", f"{address}:{port}"))
        client.connect_to(address, port)

    # --- the client's news ---------------------------------------------------------------------

    def _on_welcomed(self, seat: int, owner: bool) -> None:
        self.lobby.set_owner(owner, seat)
        if self.host is not None and self._lan_host and self.game is None:
            self._watch_addresses(self.host.port)
        else:
            self.lobby.set_addresses(None)
        if self.game is None and seat != SPECTATOR:  # an onlooker sees the lobby only before a game
            self.window.show_screen(self.lobby)
        if self._auto_start:
            self._auto_start = False
            self._send(m.StartGame())

    def _watch_addresses(self, port: int) -> None:
        """Show where others can join, and keep it current while the lobby is open (a hotspot
        switched on later appears; one switched off goes)."""
        if self._addresses is None:
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
        self.lobby.set_lobby(lobby.table, lobby.seats, lobby.options)
        free = lobby.state == "lobby" and any(s.get("kind") == "empty" for s in lobby.seats)
        self.lobby.set_onlookers(lobby.onlookers, free)
        watching = self.client is not None and self.client.seat == SPECTATOR
        if watching and self.game is None and lobby.state == "lobby":
            self.window.show_screen(self.lobby)
        if self.game is not None:
            book = book_from_wire(lobby.book) if lobby.book else None
            if book is not None:
                self.game.set_progress(max(1, lobby.game), book.games_planned)

    def _on_first_view(self, view: object = None, *_: object) -> None:
        if self.game is None and self.client is not None:
            self._open_game()
        result = getattr(view, "result", None)
        if result is None and self._score_book is not None:  # the next game began: put the book away
            self._score_book.close()
            self._score_book.deleteLater()
            self._score_book = None

    def _open_game(self) -> None:
        client = self.client
        assert client is not None
        self._stop_watching_addresses()  # the lobby is gone: no more interface checks
        names = [str(s.get("name")) for s in client.lobby.seats] if client.lobby else []
        self.controller = GameController(client, names, parent=self)
        self.game = GameScreen(self.controller)
        timed = client.lobby is not None and bool(client.lobby.options.get("timer"))
        self.game.set_pause_available(client.owner and timed)
        self.game.pause_button.toggled.connect(lambda paused: self._send(m.PauseTimer(paused=paused)))
        self.game.sound_button.setChecked(str(self.settings.value(SOUND_KEY, "true")) == "true")
        self.game.sound_button.toggled.connect(lambda on: self.settings.setValue(SOUND_KEY, "true" if on else "false"))
        self.game.leave_requested.connect(self.leave)
        self.game.meld_requested.connect(self.open_meld)
        self.game.hint_requested.connect(self.show_hint)
        self.game.seat_to_bot_requested.connect(self.give_seat_to_bot)
        self.controller.game_ended.connect(self._on_game_ended)
        if client.lobby is not None:
            self._on_lobby(client.lobby)
        if client.view is not None:
            self.controller._on_view(client.view, [])  # noqa: SLF001 - replay the view that opened the game
        if self.controller.watching:
            self.game.set_watching(client.table or (client.lobby.table if client.lobby else ""))
        self.window.show_screen(self.game)

    def _on_game_ended(self, result: GameResult) -> None:
        QTimer.singleShot(0, lambda: self._show_score_book(result))

    def _show_score_book(self, result: GameResult) -> None:
        from rummi_qt.widgets.scoreboard import ScoreBookDialog

        client = self.client
        if client is None or client.lobby is None or client.lobby.book is None:
            return
        book = book_from_wire(client.lobby.book)
        names = [str(s.get("name")) for s in client.lobby.seats]
        dialog = ScoreBookDialog(names, book, result, parent=self.window)
        dialog.set_can_start_next(client.owner and not book.finished)
        dialog.next_game_requested.connect(lambda: self._send(m.StartGame()))
        dialog.leave_requested.connect(self.leave)
        dialog.add_button(self.tr("Your &review")).clicked.connect(lambda: self.history.review_last(dialog))
        self._score_book = dialog
        dialog.resize(max(dialog.sizeHint().width(), 760), dialog.sizeHint().height())
        dialog.open()

    def _on_closed(self, reason: str, detail: str) -> None:
        if reason == "host_closed":
            self._status(self.tr("The host closed the table"))
            return
        if reason in ("game_running", "table_full") and self._target is not None and self.game is None:
            self._offer_watch(reason)
            return
        QMessageBox.information(self.window, self.tr("Rummi"), refusal_text(reason, detail))
        self.leave(confirm=False)

    def _offer_watch(self, reason: str) -> None:
        """No seat to be had (the game started, or every seat is taken): offer to watch instead."""
        assert self._target is not None
        address, port, pin = self._target
        self.leave(confirm=False)
        entry = self.start.entry_at(address, port)
        where = entry.name if entry is not None else f"{address}:{port}"
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
        self._status(self.tr("The connection to the host was lost; trying again…"))

    def _status(self, text: str) -> None:
        if self.controller is not None:
            self.controller.show_note(text)
        self.start.set_status(text)

    # --- in the game -----------------------------------------------------------------------------

    def open_meld(self) -> None:
        from rummi_qt.widgets.meld_dialog import MeldDialog

        controller = self.controller
        if controller is None or controller.view is None or controller.view.rack is None:
            return
        dialog = MeldDialog(controller.view.rack, controller.view.board, parent=self.window, jokers=controller.jokers)
        accepted = dialog.exec()
        dialog.deleteLater()  # a dialog per meld: one kept hidden would stay the active window offscreen
        if accepted:
            target = dialog.target()
            controller.lay_set(dialog.result_tiles(), None if target is None else list(target.cells))

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

    def show_help(self) -> None:
        from rummi_qt.widgets.help_dialog import HelpDialog

        HelpDialog(parent=self.window).exec()

    def _send(self, message: m.Message) -> None:
        if self.client is not None:
            self.client.send(message)

    # --- leaving -----------------------------------------------------------------------------------

    def _in_game(self) -> bool:
        """Playing a game not over yet (an onlooker may leave whenever they like, unasked)."""
        view = self.controller.view if self.controller is not None else None
        return view is not None and view.result is None and self.controller is not None \
            and not self.controller.watching

    def _may_close(self) -> bool:
        if self._in_game() and not self._confirm_leave():
            return False
        self.leave(confirm=False)
        self.close_discovery()
        self.history.close()
        return True

    def _confirm_leave(self) -> bool:
        answer = QMessageBox.question(self.window, self.tr("Leave the game?"),
                                      self.tr("The game is still going on. Leave it?"))
        return answer == QMessageBox.StandardButton.Yes

    def leave(self, confirm: bool = True) -> None:
        if confirm and self._in_game() and not self._confirm_leave():
            return
        self._close_client()
        self._close_host()
        if self._score_book is not None:
            self._score_book.close()
            self._score_book.deleteLater()
            self._score_book = None
        if self.game is not None:
            self.window.drop_screen(self.game)
            self.game = None
        self.controller = None
        self.window.show_screen(self.start)
        self.start.set_status("")

    def _close_client(self) -> None:
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
