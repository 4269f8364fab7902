"""LAN discovery over mDNS/DNS-SD (python-zeroconf): a host advertises its table as
``_rummi._tcp.local.`` and keeps the record current; a browser lists the tables it finds, each
confirmed over TCP, and hands them to the Qt thread through queued signals."""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import secrets
import socket
import sys
import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress
from zeroconf import (
    DNSQuestionType,
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)

from rummi_qt import __version__

from . import messages as m
from .interfaces import InterfaceAddress, format_endpoint, interface_addresses

if TYPE_CHECKING:  # only an advertiser has a host and a table: the app's browser starts without them
    from .host import Host
    from .table import Table

log = logging.getLogger(__name__)

SERVICE_TYPE = "_rummi._tcp.local."
_MAX_INSTANCE = 48  # bytes: a DNS label holds 63, and zeroconf appends "-2" when a name is taken
_MAX_VALUE = 200  # bytes per TXT value (one TXT string holds 255 with its key)
_RESOLVE_MS = 1500
# Every question goes out as QM (answer by multicast). Zeroconf's default asks its first question QU
# (answer me by unicast), and with more than one mDNS socket on port 5353 on this machine (another
# app browsing, a table hosted here, Avahi) the kernel hands that unicast answer to just one of them,
# often not ours: the table then showed only after the second question, 1.1 s later. Multicast
# answers reach every socket; they cost the network a few packets more.
_QUESTION = DNSQuestionType.QM


def table_properties(table: Table, host_player: str) -> dict[str, str]:
    """A table's TXT record. It says whether a PIN is needed, never the PIN."""
    from .table import SeatKind

    taken = sum(1 for seat in table.seats if seat.kind is not SeatKind.EMPTY)
    return {
        "name": _clip(table.name), "host": _clip(host_player), "proto": str(m.PROTOCOL_VERSION),
        "taken": str(taken), "seats": str(len(table.seats)), "state": table.state.value,
        "pin": "yes" if table.options.pin is not None else "no", "app": _clip(__version__),
        "id": table.id, "default_name": "yes" if table.host_player else "no",
    }


def _clip(text: str, limit: int = _MAX_VALUE) -> str:
    return text.encode()[:limit].decode(errors="ignore")


def _instance_name(table_name: str, table_id: str) -> str:
    """The mDNS instance: the name and the table's id, so two tables of one name never share it.
    Zeroconf's own conflict probe cannot be relied on for that (two registrations on one machine
    both kept one name in every try), so the name is made distinct here. Dots would split the
    instance label; the TXT record carries the name as typed."""
    suffix = f" [{table_id[:8]}]"
    base = _clip(table_name.replace(".", " ").strip(), _MAX_INSTANCE - len(suffix)).strip() or "Rummi table"
    return base + suffix


def _dns_label(text: str) -> str:
    label = "".join(ch if ch.isascii() and ch.isalnum() else "-" for ch in text).strip("-")
    return label[:40] or "rummi"


@dataclass(frozen=True, slots=True)
class TableInfo:
    """A table seen on the network, as a browser or ``rummi list`` shows it."""

    service: str  # the mDNS instance name: unique on the network, also for two tables of one name
    name: str
    host_player: str
    addresses: tuple[str, ...]  # IPv4 first; after the TCP probe, the address that answered first
    port: int
    taken: int
    total: int
    state: str  # lobby / playing / finished
    pin: bool
    app_version: str
    protocol: int | None
    compatible: bool
    reason: str = ""  # why it is not compatible, e.g. "protocol 2"
    table_id: str = ""  # the host's random id of the table ("" from a host before table ids)
    default_name: bool = False  # the name is the host's "<host_player>'s table": a client words it itself

    @classmethod
    def from_record(cls, service: str, properties: Mapping[str, str | None], addresses: Sequence[str],
                    port: int) -> TableInfo:
        """Read a TXT record leniently: a foreign or garbled one is listed as incompatible."""

        def text(key: str) -> str:
            return properties.get(key) or ""

        def number(key: str) -> int | None:
            value = text(key)
            return int(value) if value.isascii() and value.isdigit() else None

        protocol = number("proto")
        if protocol is None:
            compatible, reason = False, "unknown protocol"
        elif protocol != m.PROTOCOL_VERSION:
            compatible, reason = False, f"protocol {protocol}"
        else:
            compatible, reason = True, ""
        return cls(service=service, name=text("name") or instance_of(service), host_player=text("host"),
                   addresses=_ordered(addresses), port=port, taken=number("taken") or 0, total=number("seats") or 0,
                   state=text("state") or "unknown", pin=text("pin") == "yes", app_version=text("app"),
                   protocol=protocol, compatible=compatible, reason=reason, table_id=_clip(text("id"), 32),
                   default_name=text("default_name") == "yes")

    @property
    def endpoints(self) -> tuple[str, ...]:
        return tuple(format_endpoint(a, self.port) for a in self.addresses)

    @property
    def status(self) -> str:
        """The state, marked when this app cannot join: ``playing (incompatible: protocol 2)``."""
        return self.state if self.compatible else f"{self.state} (incompatible: {self.reason})"

    def listing(self) -> list[str]:
        """``rummi list``'s lines: one per address, ``NAME  ADDRESS:PORT  taken/total  STATE``."""
        return [f"{self.name}  {endpoint}  {self.taken}/{self.total}  {self.status}" for endpoint in self.endpoints]


def instance_of(service: str) -> str:
    """``Ann's table-2`` of ``Ann's table-2._rummi._tcp.local.``."""
    return service[:-len(SERVICE_TYPE) - 1] if service.endswith("." + SERVICE_TYPE) else service


def _ordered(addresses: Sequence[str], first: str | None = None) -> tuple[str, ...]:
    def key(address: str) -> tuple[bool, int, str]:
        return address != first, ipaddress.ip_address(address.split("%", 1)[0]).version, address

    return tuple(sorted(set(addresses), key=key))


# --- which interfaces zeroconf uses ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Interfaces:
    """What zeroconf should bind to now; a change (a hotspot came up) means re-scanning."""

    chosen: tuple[str, ...] | None  # None: every interface
    ip_version: IPVersion
    present: frozenset[InterfaceAddress]

    @classmethod
    def now(cls, chosen: Sequence[str] | None, present: Sequence[InterfaceAddress]) -> _Interfaces:
        if chosen is None:
            v6 = socket.has_ipv6 and any(a.version == 6 for a in present)
            return cls(None, IPVersion.All if v6 else IPVersion.V4Only, frozenset(present))
        here = {a.address for a in present}
        usable = tuple(a for a in chosen if a in here)  # zeroconf cannot bind an absent address
        versions = {ipaddress.ip_address(a).version for a in usable}
        version = IPVersion.All if versions == {4, 6} else IPVersion.V6Only if versions == {6} else IPVersion.V4Only
        return cls(usable, version, frozenset(a for a in present if a.address in usable))

    @property
    def choice(self) -> InterfaceChoice | list[str]:
        return InterfaceChoice.All if self.chosen is None else list(self.chosen)

    def open(self) -> Zeroconf:
        try:
            return Zeroconf(interfaces=self.choice, ip_version=self.ip_version)
        except OSError:
            if self.chosen is not None or self.ip_version is IPVersion.V4Only:
                raise
            return Zeroconf(interfaces=self.choice, ip_version=IPVersion.V4Only)  # a kernel without IPv6


# --- advertising ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Record:
    addresses: tuple[str, ...]
    properties: tuple[tuple[str, str], ...]


class Advertiser(QObject):
    """Advertise one host's table while it is open: on every interface unless told which, again
    within ``check_ms`` when interfaces come and go (a hotspot switched on later), with its TXT
    record kept current. Zeroconf's blocking calls run in order on one worker thread, so the Qt
    thread never waits on the network, except in :meth:`close` for the goodbye."""

    registered = Signal(str)  # the service name it got (zeroconf renames a taken one: "name-2._rummi…")
    failed = Signal(str)  # why advertising does not work now (said once); retried at each check

    def __init__(self, host: Host, interfaces: Sequence[str] | None = None, *, host_player: str = "",
                 check_ms: int = 2000, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = host
        self._chosen = list(interfaces) if interfaces else None
        self._host_player = host_player or socket.gethostname()
        self._instance = _instance_name(host.table.name, host.table.id)
        self._server = f"{_dns_label(socket.gethostname())}-{secrets.token_hex(3)}.local."
        self._port = 0
        self._v4, self._v6, self._only = True, True, ""
        self._timer = QTimer(self)
        self._timer.setInterval(check_ms)
        self._timer.timeout.connect(self._refresh)
        self._lock = threading.Lock()
        self._wanted: tuple[_Interfaces, _Record] | None = None
        self._queued = False
        self._closing = False
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rummi-advertiser")
        # Touched only on the worker thread:
        self._zc: Zeroconf | None = None
        self._zc_interfaces: _Interfaces | None = None
        self._info: ServiceInfo | None = None
        self._published: _Record | None = None
        self._revision = 0
        self._failure = ""
        self.service_name = ""  # set once registered

    def start(self) -> None:
        """Advertise the listening host; returns at once (registering takes a second or two)."""
        if not self._host.port:
            raise RuntimeError("the host must listen before it can be advertised")
        self._port = self._host.port
        self._v4, self._v6, self._only = _families(self._host.address)
        self._host.lobby_changed.connect(self._refresh)
        self._timer.start()
        self._refresh()

    def close(self) -> None:
        """Unregister (browsers drop the table at once on the goodbye) and stop. Blocks briefly."""
        if self._closing:
            return
        self._timer.stop()
        with contextlib.suppress(RuntimeError, TypeError):  # never started, or the host is gone already
            self._host.lobby_changed.disconnect(self._refresh)
        with self._lock:
            self._closing = True
        self._worker.submit(self._shutdown)
        self._worker.shutdown(wait=True)

    @Slot()
    def _refresh(self) -> None:
        wanted = self._wanted_now()
        with self._lock:
            if self._closing or wanted == self._wanted:
                return
            self._wanted = wanted
            if self._queued:
                return  # the queued sync reads the newest wish: changes coalesce
            self._queued = True
        self._worker.submit(self._sync)

    def _wanted_now(self) -> tuple[_Interfaces, _Record]:
        present = interface_addresses()
        interfaces = _Interfaces.now(self._chosen, present)

        def fits(address: InterfaceAddress) -> bool:
            family = self._v4 if address.version == 4 else self._v6
            return family and self._only in ("", address.address)

        bound = [a for a in present if interfaces.chosen is None or a.address in interfaces.chosen]
        addresses = [a.address for a in bound if fits(a) and (not a.loopback or self._chosen is not None)]
        if not addresses:  # no network yet: loopback, so that at least this machine finds it
            addresses = [a.address for a in bound if fits(a)]
        properties = table_properties(self._host.table, self._host_player)
        return interfaces, _Record(_ordered(addresses), tuple(sorted(properties.items())))

    # --- worker thread ---------------------------------------------------------------------------

    def _sync(self) -> None:
        with self._lock:
            wanted, self._queued = self._wanted, False
            if self._closing or wanted is None:
                return
        try:
            self._apply(*wanted)
        except Exception as error:  # noqa: BLE001 - zeroconf raises many kinds; the table goes on unlisted
            log.debug("cannot advertise the table", exc_info=True)
            with self._lock:
                if self._wanted == wanted:
                    self._wanted = None  # so that the next interface check tries again
            self._fail(str(error) or type(error).__name__)

    def _fail(self, why: str) -> None:
        if why != self._failure:
            self._failure = why
            self.failed.emit(why)

    def _apply(self, interfaces: _Interfaces, record: _Record) -> None:
        if not interfaces.present:  # the interface check calls again when one comes up
            self._fail(_absent(self._chosen))
            return
        if self._zc is None:
            self._zc, self._zc_interfaces = interfaces.open(), interfaces
        if self._info is None:
            info = self._service_info(self._instance + "." + SERVICE_TYPE, record)
            self._zc.register_service(info, allow_name_change=True)
            self._info, self._published, self.service_name = info, record, info.name
            self.registered.emit(info.name)
        elif record != self._published:
            info = self._service_info(self._info.name, record)
            self._zc.update_service(info)
            self._info, self._published = info, record
        if interfaces != self._zc_interfaces:
            # After the record, so that the re-announce on a new interface carries its address.
            self._zc.update_interfaces(interfaces.choice, interfaces.ip_version)
            self._zc_interfaces = interfaces
        self._failure = ""

    def _service_info(self, name: str, record: _Record) -> ServiceInfo:
        # A revision in every TXT record makes each one new. A browser's zeroconf ignores a record it
        # still holds in its cache (flushed ones linger there until its next clean-up), so a table
        # going back to an earlier record (a player joins, then leaves: 0/2, 1/2, 0/2) stayed 1/2.
        self._revision += 1
        properties = {**dict(record.properties), "rev": str(self._revision)}
        return ServiceInfo(SERVICE_TYPE, name, port=self._port, properties=properties,
                           server=self._server, parsed_addresses=list(record.addresses))

    def _shutdown(self) -> None:
        zc, info = self._zc, self._info
        self._zc = self._info = None
        if zc is None:
            return
        try:
            if info is not None:
                zc.unregister_service(info)
        except Exception as error:  # noqa: BLE001 - closing anyway
            log.warning("could not unregister the table: %s", error)
        finally:
            zc.close()


def _absent(chosen: Sequence[str] | None) -> str:
    return f"no network interface has the address {', '.join(chosen or ())} (yet)"


def _families(address: QHostAddress) -> tuple[bool, bool, str]:
    """Which address families a server listening on ``address`` answers, and its one address if any."""
    text = address.toString().split("%", 1)[0]
    if address.protocol() is QAbstractSocket.NetworkLayerProtocol.AnyIPProtocol:
        return True, True, ""
    if text in ("0.0.0.0", "::"):
        return text == "0.0.0.0", text == "::", ""
    version = ipaddress.ip_address(text).version
    return version == 4, version == 6, text


# --- browsing -------------------------------------------------------------------------------------


def probe(addresses: Sequence[str], port: int, timeout: float) -> str | None:
    """The first address with something listening on ``port`` (connect, then close), or None."""
    for address in addresses:
        try:
            with socket.create_connection((address, port), timeout=timeout):
                return address
        except OSError:
            continue
    return None


class Browser(QObject):
    """The Rummi tables on the LAN, as signals in the Qt thread. A table is listed once it answers
    a TCP connect and dropped on its goodbye or when it stops answering (a crashed host sends no
    goodbye and its records linger for minutes), or when a table that appeared later answers at its
    address and port (a new table where the crashed one was). Tables of another protocol are listed,
    marked incompatible."""

    table_found = Signal(object)  # TableInfo
    table_updated = Signal(object)  # TableInfo
    table_removed = Signal(object)  # TableInfo, as last listed
    failed = Signal(str)
    # From zeroconf's and the probes' threads to this object's thread:
    _resolved = Signal(str, object)
    _vanished = Signal(str)
    _probed = Signal(object, object)

    def __init__(self, interfaces: Sequence[str] | None = None, *, probe_ms: int = 2000, probe_timeout: float = 1.0,
                 check_ms: int = 2000, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chosen = list(interfaces) if interfaces else None
        self._probe_timeout = probe_timeout
        self._seen: dict[str, TableInfo] = {}  # resolved, maybe not answering
        self._listed: dict[str, TableInfo] = {}  # answering: what the signals announced
        self._reachable: dict[str, str] = {}
        self._probing: set[str] = set()
        # When each seen service was first resolved: of two tables answering at one address and
        # port, the later one is there (one port holds one table); the other is a crashed host's
        # record that lingers.
        self._arrival: dict[str, int] = {}
        self._arrivals = 0
        self._closed = False
        self._interfaces: _Interfaces | None = None
        self._probe_timer = QTimer(self)
        self._probe_timer.setInterval(probe_ms)
        self._probe_timer.timeout.connect(self._probe_all)
        self._check_timer = QTimer(self)
        self._check_timer.setInterval(check_ms)
        self._check_timer.timeout.connect(self._check_interfaces)
        queued = Qt.ConnectionType.QueuedConnection
        self._resolved.connect(self._on_resolved, queued)
        self._vanished.connect(self._on_vanished, queued)
        self._probed.connect(self._on_probed, queued)
        self._control = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rummi-browser")
        self._probes = ThreadPoolExecutor(max_workers=4, thread_name_prefix="rummi-probe")
        # Touched only on the control thread:
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    @property
    def tables(self) -> list[TableInfo]:
        """The listed tables, by name."""
        return sorted(self._listed.values(), key=lambda t: (t.name.casefold(), t.service))

    def start(self) -> None:
        self._check_timer.start()  # the probes' timer runs while a table is seen (an idle start screen sees none)
        self._check_interfaces()

    def close(self) -> None:
        """Stop browsing; blocks until zeroconf's and the probes' threads are done (about a second at most)."""
        if self._closed:
            return
        self._closed = True
        self._probe_timer.stop()
        self._check_timer.stop()
        self._control.submit(self._close_zeroconf)
        self._control.shutdown(wait=True)
        self._probes.shutdown(wait=True, cancel_futures=True)

    @Slot()
    def _check_interfaces(self) -> None:
        interfaces = _Interfaces.now(self._chosen, interface_addresses())
        if interfaces != self._interfaces and not self._closed:
            self._interfaces = interfaces
            self._control.submit(self._reconcile, interfaces)

    # --- control thread ----------------------------------------------------------------------------

    def _reconcile(self, interfaces: _Interfaces) -> None:
        if self._closed:
            return
        if not interfaces.present:  # the interface check calls again when one comes up
            self.failed.emit(_absent(self._chosen))
            return
        try:
            if self._zc is None:
                self._zc = interfaces.open()
            else:
                self._zc.update_interfaces(interfaces.choice, interfaces.ip_version)
            # A fresh browser asks at once on every interface, the new one included.
            old, self._browser = self._browser, ServiceBrowser(self._zc, SERVICE_TYPE,
                                                               handlers=[self._on_state_change],
                                                               question_type=_QUESTION)
            if old is not None:
                old.cancel()
        except Exception as error:  # noqa: BLE001 - zeroconf raises many kinds; retried on the next change
            log.warning("cannot browse for tables: %s", error, exc_info=True)
            self.failed.emit(str(error) or type(error).__name__)

    def _close_zeroconf(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
        if self._zc is not None:
            self._zc.close()
        self._browser = self._zc = None

    # --- zeroconf's browser thread: resolve here, touch nothing of Qt but signals --------------------

    def _on_state_change(self, zeroconf: Zeroconf, service_type: str, name: str,
                         state_change: ServiceStateChange) -> None:
        if self._closed:
            return
        if state_change is ServiceStateChange.Removed:
            self._vanished.emit(name)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=_RESOLVE_MS, question_type=_QUESTION)
            if info is None or not info.port:
                return  # not resolved in time; its next announcement tries again
            table = TableInfo.from_record(name, info.decoded_properties, info.parsed_scoped_addresses(), info.port)
        except Exception as error:  # noqa: BLE001 - a garbled record or a closing zeroconf: skip this one
            log.debug("cannot resolve %s: %s", name, error)
            return
        self._resolved.emit(name, table)

    # --- Qt thread ---------------------------------------------------------------------------------

    @Slot(str, object)
    def _on_resolved(self, service: str, table: TableInfo) -> None:
        if self._closed:
            return
        self._seen[service] = table
        if service not in self._arrival:
            self._arrivals += 1
            self._arrival[service] = self._arrivals
        if not self._probe_timer.isActive():
            self._probe_timer.start()
        listed = self._listed.get(service)
        if listed is not None and set(listed.addresses) == set(table.addresses) and listed.port == table.port:
            self._list(table, self._reachable.get(service))  # only the TXT record changed
        else:
            self._probe(service)

    @Slot(str)
    def _on_vanished(self, service: str) -> None:
        self._seen.pop(service, None)
        self._arrival.pop(service, None)
        if not self._seen:
            self._probe_timer.stop()  # nothing to probe: no wake-ups for nothing
        self._unlist(service)

    @Slot()
    def _probe_all(self) -> None:
        for service in list(self._seen):
            self._probe(service)

    def _probe(self, service: str) -> None:
        table = self._seen.get(service)
        if table is None or service in self._probing or self._closed:
            return
        self._probing.add(service)
        future = self._probes.submit(probe, table.addresses, table.port, self._probe_timeout)

        def done(finished: Future[str | None]) -> None:
            answered = None if finished.cancelled() or finished.exception() else finished.result()
            self._probed.emit(table, answered)

        future.add_done_callback(done)

    @Slot(object, object)
    def _on_probed(self, table: TableInfo, answered: str | None) -> None:
        self._probing.discard(table.service)
        current = self._seen.get(table.service)
        if self._closed or current is None:
            return
        if current != table:
            self._probe(table.service)  # it changed meanwhile: ask again about the new record
        elif answered is None:
            self._unlist(table.service)
        else:
            self._list(current, answered)

    def _list(self, table: TableInfo, answered: str | None) -> None:
        if answered is not None:
            for other, at in list(self._reachable.items()):
                if other != table.service and at == answered and self._listed[other].port == table.port:
                    if self._arrival.get(other, 0) > self._arrival.get(table.service, 0):
                        self._unlist(table.service)  # a newer table answers here: this one is gone
                        return
                    self._unlist(other)
            self._reachable[table.service] = answered
            table = replace(table, addresses=_ordered(table.addresses, answered))
        old = self._listed.get(table.service)
        self._listed[table.service] = table
        if old is None:
            self.table_found.emit(table)
        elif old != table:
            self.table_updated.emit(table)

    def _unlist(self, service: str) -> None:
        self._reachable.pop(service, None)
        old = self._listed.pop(service, None)
        if old is not None:
            self.table_removed.emit(old)


def list_tables(timeout: float, interfaces: Sequence[str] | None = None) -> list[TableInfo]:
    """Browse for ``timeout`` seconds and return the tables that answered (for ``rummi list``)."""
    app = QCoreApplication.instance() or QCoreApplication(["rummi"])  # noqa: F841 - lives until the loop ends
    browser = Browser(interfaces, probe_timeout=min(1.0, max(0.2, timeout / 2)))
    browser.failed.connect(lambda why: print(f"warning: cannot browse the network: {why}", file=sys.stderr, flush=True))
    loop = QEventLoop()
    QTimer.singleShot(max(0, int(timeout * 1000)), loop.quit)
    browser.start()
    loop.exec()
    tables = browser.tables
    browser.close()
    return tables
