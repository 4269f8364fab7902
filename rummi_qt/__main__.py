"""``python -m rummi_qt``: the same as the ``rummi`` command."""

from rummi_qt.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
