"""Kept games are tested with the network tests' hosts and clients on loopback."""

from tests.network.conftest import make_client, make_host

__all__ = ["make_client", "make_host"]
