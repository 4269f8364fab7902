"""A second machine for LAN tests, run as a script inside a network namespace: find a table by
discovery, then join it over TCP (hello → welcome). Prints one JSON object per line:
``browsing``, ``found``/``not_found``, then ``welcomed``/``not_welcomed``; exits 0."""

from __future__ import annotations

import argparse
import json
import os
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402 - after the environment

from rummi_qt.network.addresses import parse_address  # noqa: E402
from rummi_qt.network.client import Client  # noqa: E402
from rummi_qt.network.discovery import Browser, TableInfo  # noqa: E402

START = time.monotonic()


def say(event: str, **fields: Any) -> None:
    print(json.dumps({"event": event, "elapsed": round(time.monotonic() - START, 3), **fields}), flush=True)


def find(name: str, timeout: float) -> TableInfo | None:
    browser = Browser(probe_ms=500, check_ms=500)  # a new interface (the link coming up) is seen sooner
    loop = QEventLoop()
    found: list[TableInfo] = []

    def on_found(table: TableInfo) -> None:
        if table.name == name:
            found.append(table)
            loop.quit()

    browser.table_found.connect(on_found)
    QTimer.singleShot(int(timeout * 1000), loop.quit)
    browser.start()
    say("browsing")
    loop.exec()
    browser.close()
    return found[0] if found else None


def join(address: str, port: int, timeout: float = 5.0) -> int | None:
    client = Client("Peer")
    loop = QEventLoop()
    seats: list[int] = []

    def on_welcomed(seat: int, _owner: bool) -> None:
        seats.append(seat)
        loop.quit()

    client.welcomed.connect(on_welcomed)
    QTimer.singleShot(int(timeout * 1000), loop.quit)
    client.connect_to(address, port)
    loop.exec()
    client.leave()
    return seats[0] if seats else None


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--find", metavar="NAME", help="the table name to look for")
    parser.add_argument("--timeout", type=float, default=8.0, help="seconds to look")
    parser.add_argument("--join", metavar="ADDRESS:PORT", help="join this typed address instead of the found one")
    args = parser.parse_args()
    app = QCoreApplication([])  # noqa: F841 - lives until the end
    target: tuple[str, int] | None = None
    if args.find:
        table = find(args.find, args.timeout)
        if table is None:
            say("not_found")
        else:
            say("found", name=table.name, addresses=list(table.addresses), port=table.port, taken=table.taken,
                total=table.total, compatible=table.compatible)
            target = (table.addresses[0], table.port)
    if args.join:
        target = parse_address(args.join)
    if target is not None:
        seat = join(*target)
        if seat is None:
            say("not_welcomed", address=target[0])
        else:
            say("welcomed", seat=seat, address=target[0])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
