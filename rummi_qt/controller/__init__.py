"""The controller: turns what the player does in the widgets into engine checks and client calls."""
