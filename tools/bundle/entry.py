"""The frozen bundle's entry point: the ``rummi`` command (``rummi_qt.cli.main_gui`` copes with the
missing console of Windows' windowed ``Rummi.exe``; ``main`` takes multiprocessing's worker start)."""

from rummi_qt.cli import main_gui

if __name__ == "__main__":
    raise SystemExit(main_gui())
