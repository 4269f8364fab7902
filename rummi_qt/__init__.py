"""Rummi: a tile-rummy game for LAN parties (rules engine, network play and the Qt desktop app)."""

__version__ = "0.1.0"

__all__ = ["__version__"]
