"""`rummi bot` keeps its seat, as real processes on loopback: frozen past the host's silence limit
(SIGSTOP, then SIGCONT), killed and started again with the same arguments, and with the host itself
restarted from its save, the bot rejoins its seat by token each time and the game plays to its end.
A bot that cannot reach a host gives up after --retry-for with exit 2; a bad address is refused at once."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rummi_qt.network import messages as m
from rummi_qt.network.client import Client
from rummi_qt.network.headless import BotPlayer
from tests.network.conftest import flush_deletes
from tests.network.netns import RUMMI, Lines, child_env, stop
from tests.network.referee import referee


def start(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([*RUMMI, *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            stdin=subprocess.DEVNULL, env=child_env())


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[str]]]:
    made: list[subprocess.Popen[str]] = []
    yield made
    for process in made:
        if process.poll() is None:
            os.kill(process.pid, signal.SIGCONT)  # a stopped process cannot act on SIGTERM
            stop(process)


@pytest.fixture
def tess(qtbot) -> Iterator[Client]:  # type: ignore[no-untyped-def]
    """The test's own player: it watches the lobby, and plays only when told to."""
    client = Client("Tess", heartbeat_ms=200, silence_ms=3000, retry_ms=100)
    yield client
    client.leave()
    client.deleteLater()
    flush_deletes()


def wait_line(qtbot, said: Lines, prefix: str, timeout: float) -> None:  # type: ignore[no-untyped-def]
    """``said.wait_for`` with Tess's events running meanwhile: a test that stood still would let the
    host's short silence limit drop Tess instead of the bot."""
    qtbot.waitUntil(lambda: said.wait_for(prefix, 0.01) and None, timeout=int(timeout * 1000))


def robo_connected(client: Client) -> bool | None:
    """Whether the bot's seat (seat 2) is connected, as the host last told everyone; None before it sits."""
    lobby = client.lobby
    if lobby is None or len(lobby.seats) < 2 or lobby.seats[1]["name"] != "Robo":
        return None
    return bool(lobby.seats[1]["connected"])


def test_a_frozen_a_restarted_bot_and_a_restarted_host_keep_the_seat_and_the_game_finishes(
        qtbot, tess: Client, processes: list[subprocess.Popen[str]], tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    save, record = tmp_path / "save.json", tmp_path / "game.jsonl"
    # A short silence limit (2 s, not the default 6 s): the freeze below is noticed sooner.
    host_args = ["host", "--headless", "--seats", "2", "--seed", "11", "--no-discovery", "--heartbeat", "0.5",
                 "--silence", "2", "--autosave", str(save), "--record", str(record)]
    host = start(*host_args, "--port", "0")
    processes.append(host)
    port = int(Lines(host).wait_for("listening on port ", 30).split()[-1])
    bot_args = ["bot", f"127.0.0.1:{port}", "--name", "Robo", "--seed", "5", "--retry-for", "30",
                "--data-dir", str(tmp_path / "bot data")]
    with qtbot.waitSignal(tess.welcomed, timeout=10_000):
        tess.connect_to("127.0.0.1", port)
    bot = start(*bot_args)
    processes.append(bot)
    said = Lines(bot)
    wait_line(qtbot, said, "seated at ", 30)  # its token is on disk by now
    # The game starts when the bot sits; it stays on Tess's turn until the test lets Tess play.
    qtbot.waitUntil(lambda: tess.view is not None and tess.view.my_turn and robo_connected(tess), timeout=30_000)
    assert tess.lobby is not None and tess.lobby.state == "playing"
    turn = tess.view.turn  # type: ignore[union-attr]

    # Frozen past the host's silence limit (--silence 2): the host says bye and marks the seat away.
    os.kill(bot.pid, signal.SIGSTOP)
    # Noticed in about 2.5 s (a beat after the limit): the default 6 s would miss this wait.
    qtbot.waitUntil(lambda: robo_connected(tess) is False, timeout=5_000)
    os.kill(bot.pid, signal.SIGCONT)
    wait_line(qtbot, said, "rejoined seat 2", 20)
    qtbot.waitUntil(lambda: robo_connected(tess) is True, timeout=10_000)  # a newcomer could not sit mid-game

    # Killed and started again with the same arguments: its token was kept in --data-dir.
    bot.kill()
    first_run = said.rest()
    qtbot.waitUntil(lambda: robo_connected(tess) is False, timeout=10_000)
    again = start(*bot_args)
    processes.append(again)
    said = Lines(again)
    wait_line(qtbot, said, "seated at ", 30)
    qtbot.waitUntil(lambda: robo_connected(tess) is True, timeout=10_000)

    # The host restarts from its save on the same port: the bot (and Tess) come back by themselves.
    with qtbot.waitSignal(tess.closed, timeout=10_000):
        assert stop(host) == 0
    host = start(*host_args, "--port", str(port), "--resume", str(save))
    processes.append(host)
    with qtbot.waitSignal(tess.welcomed, timeout=30_000):
        pass
    wait_line(qtbot, said, "rejoined seat 2", 30)
    qtbot.waitUntil(lambda: robo_connected(tess) is True and tess.view is not None, timeout=10_000)
    assert tess.view is not None and tess.view.my_turn and tess.view.turn == turn  # the same turn, resumed

    # Tess plays now; the game ends, the host and the bot both exit 0.
    player = BotPlayer(tess, "easy", 3, lambda _code: None)
    player._on_view(tess.view, [])  # noqa: SLF001 - play the turn that was waiting
    qtbot.waitUntil(lambda: host.poll() is not None, timeout=120_000)
    assert host.returncode == 0
    assert again.wait(30) == 0
    second_run = said.rest()
    assert len(referee(record)) == 1
    assert isinstance(tess.lobby, m.LobbyState) and tess.lobby.state == "finished"

    out = "\n".join(first_run)
    assert "closed the connection (No word from the client)" in out or "connection lost" in out, out  # the freeze
    assert "cannot reach" not in out, out
    out = "\n".join(second_run)
    assert "seated at Rummi table (seat 2)" in out and "cannot reach" not in out, out  # its old seat, by token


def test_a_bot_that_cannot_reach_a_host_gives_up_after_retry_for(tmp_path: Path) -> None:
    with socket_closed_port() as port:
        started = time.monotonic()
        done = subprocess.run([*RUMMI, "bot", f"127.0.0.1:{port}", "--retry-for", "1", "--data-dir", str(tmp_path)],
                              capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL, env=child_env())
    assert done.returncode == 2, done.stderr
    assert f"gave up: no table answered at 127.0.0.1:{port} within 1 s" in done.stderr
    assert "connection lost" not in done.stderr  # there never was one
    assert time.monotonic() - started < 30  # not the default 30 s


def test_a_bot_whose_table_never_comes_back_gives_up_after_retry_for(processes: list[subprocess.Popen[str]],
                                                                       tmp_path: Path) -> None:
    host = start("host", "--headless", "--seats", "3", "--port", "0", "--no-discovery",
                 "--autosave", str(tmp_path / "save.json"))
    processes.append(host)
    port = int(Lines(host).wait_for("listening on port ", 30).split()[-1])
    bot = start("bot", f"127.0.0.1:{port}", "--retry-for", "1", "--data-dir", str(tmp_path))
    processes.append(bot)
    said = Lines(bot)
    said.wait_for("seated at ", 30)
    host.kill()  # a crash: no goodbye, and nothing listens there again
    assert bot.wait(30) == 2
    out = "\n".join(said.rest())
    assert "connection lost" in out and f"the table at 127.0.0.1:{port} did not come back within 1 s" in out, out


def test_an_impossible_address_is_refused_at_once(tmp_path: Path) -> None:
    done = subprocess.run([*RUMMI, "bot", "999.1.1.1", "--data-dir", str(tmp_path)], capture_output=True, text=True,
                          timeout=20, stdin=subprocess.DEVNULL, env=child_env())  # retrying would take 30 s
    assert done.returncode == 2
    assert "'999.1.1.1' is not an IPv4 address" in done.stderr


class socket_closed_port:  # noqa: N801 - used as a context manager, like a function
    """A loopback port nothing listens on (bound, then released): connecting is refused."""

    def __enter__(self) -> int:
        import socket

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            return int(probe.getsockname()[1])

    def __exit__(self, *_: object) -> None:
        return None
