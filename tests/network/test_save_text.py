"""The autosave's text is written in parts kept from save to save (the random state, the game's
turns so far, the racks and the board that did not change): whatever was kept, it must read back
as exactly the save of the table as it is, turn after turn, across a new game and a bounded log."""

from __future__ import annotations

import json
from collections import deque

from rummi_qt.engine import Draw, Pass
from rummi_qt.network.persistence import save_text, table_from_save, table_to_save
from rummi_qt.network.table import HISTORY_EVENTS, Seat, SeatKind, Table


def play(table: Table, turns: int) -> None:
    for _ in range(turns):
        assert table.match is not None
        game = table.match.game
        if game.over:
            return
        action = Draw(game.current) if game.pool else Pass(game.current)
        outcome = table.apply(action)
        table.history.extend(e for e in outcome.events if isinstance(e, HISTORY_EVENTS))
        saved = save_text(table)
        assert json.loads(saved) == table_to_save(table)
        assert table_from_save(json.loads(saved)).history == table.history


def test_each_saves_text_is_the_save_of_the_table_as_it_is_now() -> None:
    table = Table(name="Kitchen", seats=[Seat(SeatKind.HUMAN, f"P{i}", "", f"t{i}") for i in range(2)], seed=3)
    table.games_planned = 2
    table.start()
    play(table, 12)
    table.history = deque(table.history, maxlen=5)  # a full log drops its oldest turn with each new one
    play(table, 8)
    assert len(table.history) == 5
    table.history = deque(table.history, maxlen=300)
    play(table, 500)  # to the game's end
    assert table.match is not None and table.match.game.over
    table.start()  # the next game starts with an empty log and a new deal
    assert json.loads(save_text(table)) == table_to_save(table) and table_to_save(table)["history"] == []
    play(table, 6)
