"""The lobby's "One game": ``rounds`` 0 plans a single game (a round is one game per player)."""

from __future__ import annotations

import pytest

from rummi_qt.network.table import Denied, Table


def seated(rounds: int) -> Table:
    table = Table("Anna's table", seed=3)
    table.set_seat_count(4)
    table.join("Anna")
    for _ in range(3):
        table.add_bot("easy")
    table.options = table.options.updated({"rounds": rounds})
    return table


def test_rounds_zero_is_one_game_and_one_round_is_a_game_per_player() -> None:
    assert seated(0).start().book.games_planned == 1
    assert seated(1).start().book.games_planned == 4
    assert seated(2).start().book.games_planned == 8
    with pytest.raises(Denied):
        seated(-1)
