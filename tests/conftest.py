"""Test set-up shared by every test: no display needed, and a Hypothesis profile per place."""

from __future__ import annotations

import os

# Before Qt loads: draw offscreen unless the caller chose a platform (e.g. xcb to watch the tests).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never send mDNS on the machine's real interfaces: discovery stays on loopback unless a test
# (in a network namespace of its own) chooses otherwise.
os.environ["RUMMI_INTERFACES"] = "127.0.0.1"

from hypothesis import HealthCheck, settings  # noqa: E402 - after the environment is set

# CI: fewer examples, the same ones every run, no timing limits on a busy 2-core machine.
settings.register_profile(
    "ci",
    max_examples=30,
    derandomize=True,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") == "true" else "dev"))
