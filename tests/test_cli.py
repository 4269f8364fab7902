"""The ``rummi`` command line: version, argument errors, and ``python -m rummi_qt``."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rummi_qt import __version__
from rummi_qt.cli import build_parser, main


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"rummi {__version__}"


@pytest.mark.parametrize("argv", [["--no-such-option"], ["no-such-command"], ["app", "extra"]])
def test_bad_arguments_exit_2_with_a_message(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: rummi")
    assert "error:" in err


def test_no_command_and_app_command_both_open_the_app() -> None:
    from rummi_qt.cli import _run_app

    parser = build_parser()
    assert parser.parse_args([]).handler is _run_app
    assert parser.parse_args(["app"]).handler is _run_app


def test_version_does_not_load_qt() -> None:
    code = (
        "import sys\n"
        "from rummi_qt.cli import main\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "assert 'PySide6' not in sys.modules, 'rummi --version imported PySide6'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, timeout=60)


def test_python_dash_m_rummi_qt_version() -> None:
    child = subprocess.run([sys.executable, "-m", "rummi_qt", "--version"], capture_output=True, text=True, timeout=60)
    assert child.returncode == 0, child.stderr
    assert child.stdout.strip() == f"rummi {__version__}"


def test_python_dash_m_rummi_qt_bad_argument_exits_2() -> None:
    child = subprocess.run([sys.executable, "-m", "rummi_qt", "--bogus"], capture_output=True, text=True, timeout=60)
    assert child.returncode == 2
    assert "unrecognized arguments: --bogus" in child.stderr


def test_installed_entry_points_name_the_cli_functions() -> None:
    from importlib.metadata import entry_points

    from rummi_qt import cli

    (console,) = entry_points(group="console_scripts", name="rummi")
    (gui,) = entry_points(group="gui_scripts", name="rummi-app")
    assert console.load() is cli.main
    assert gui.load() is cli.main_gui


@pytest.mark.parametrize(("argv", "level"), [([], None), (["--away-bot"], "normal"),
                                              (["--away-bot", "hard"], "hard"), (["--away-bot", "easy"], "easy"),
                                              (["--away-bot", "--seats", "3"], "normal")])
def test_host_away_bot_takes_a_level_and_a_bare_flag_means_normal(argv: list[str], level: str | None) -> None:
    from rummi_qt.network.headless import HostPlan, build_table

    args = build_parser().parse_args(["host", "--headless", *argv])
    assert args.away_bot == level
    table = build_table(HostPlan(seats=args.seats, away_bot=args.away_bot, seed=1))
    assert table.options.away_bot == level


def test_host_away_bot_refuses_an_unknown_level(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["host", "--headless", "--away-bot", "wizard"])
    assert exit_info.value.code == 2 and "--away-bot" in capsys.readouterr().err


def test_host_heartbeat_and_silence_reach_the_host_in_milliseconds(monkeypatch: pytest.MonkeyPatch) -> None:
    from rummi_qt.network import headless

    plans: list[headless.HostPlan] = []
    monkeypatch.setattr(headless, "run_host", lambda plan: plans.append(plan) or 0)
    assert main(["host", "--headless", "--no-discovery"]) == 0
    assert main(["host", "--headless", "--no-discovery", "--heartbeat", "0.5", "--silence", "20"]) == 0
    assert [(p.heartbeat_ms, p.silence_ms) for p in plans] == [(2000, 6000), (500, 20_000)]


@pytest.mark.parametrize(("argv", "message"), [
    (["--silence", "0"], "--silence: 0 is not between 0.2 and 600 seconds"),
    (["--heartbeat", "soon"], "--heartbeat: 'soon' is not a number of seconds"),
    (["--heartbeat", "nan"], "--heartbeat: nan is not between 0.1 and 60 seconds"),
])
def test_host_refuses_a_heartbeat_or_silence_out_of_range(argv: list[str], message: str,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["host", "--headless", *argv])
    assert exit_info.value.code == 2 and message in capsys.readouterr().err


def test_host_refuses_a_silence_shorter_than_two_heartbeats(capsys: pytest.CaptureFixture[str]) -> None:
    # The host hears a quiet player only when they answer its heartbeat: this would drop everyone.
    assert main(["host", "--headless", "--no-discovery", "--heartbeat", "3", "--silence", "5"]) == 2
    assert "--silence 5 must be at least twice --heartbeat 3" in capsys.readouterr().err
