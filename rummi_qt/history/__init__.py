"""Kept games: the history database, guests' copies of records, replays, statistics and reviews."""
