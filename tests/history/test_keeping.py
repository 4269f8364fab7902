"""Games are kept with no set-up: a hosted game as the host's full record, a joined game as the
guest's own copy, which holds nothing the guest was not allowed to see, checked against the host's
record of the same game."""

from __future__ import annotations

from pathlib import Path

from rummi_qt.engine import parse_board, parse_tiles
from rummi_qt.history.recorder import GameKeeper
from rummi_qt.history.replay import read_games, read_lines
from rummi_qt.history.store import HistoryStore
from rummi_qt.network.keeper import Keeper
from tests.network.test_host_client import AutoPlayer


def play_kept_game(tmp_path: Path, make_host, make_client, qtbot, seed: int = 11,  # type: ignore[no-untyped-def]
                   bot: str = ""):
    host = make_host(seats=3 if bot else 2, seed=seed)
    store = HistoryStore(tmp_path / "history")
    record = store.record_path(host.table.id, "host")
    if bot:
        host.table.add_bot(bot)  # the first seat of three, before the players come
    keeper = Keeper(host, None, record)
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    kept_ann = GameKeeper(ann, store, full_record=record)  # the hosting player: the host's record
    kept_bob = GameKeeper(bob, store)  # a guest: its own copy
    AutoPlayer(ann), AutoPlayer(bob)
    qtbot.waitUntil(lambda: host.deal_is_ready, timeout=5000)  # both players' parts in the deal
    with qtbot.waitSignal(kept_bob.game_kept, timeout=60_000):
        host.start()
    qtbot.waitUntil(lambda: len(store.games()) == 2 and bob.deal_report is not None)
    keeper.close()
    kept_bob.close()
    return store, record, kept_ann, kept_bob


def test_a_hosted_and_a_joined_game_are_both_kept(tmp_path, make_host, make_client, qtbot) -> None:
    store, record, _ann, bob = play_kept_game(tmp_path, make_host, make_client, qtbot)
    tables = {t.role: t for t in store.tables()}
    assert set(tables) == {"host", "guest"}
    assert tables["host"].record == record and tables["guest"].record == bob.copy.path
    assert all(t.record.parent == tmp_path / "history" / "records" for t in tables.values())
    # A round of two games at two seats, one kept: both apps know the round is not over.
    assert {(t.games, t.planned) for t in tables.values()} == {(1, 2)}
    games = {g.role: g for g in store.games()}
    assert games["host"].my_seat == 0 and games["guest"].my_seat == 1
    assert games["host"].players == games["guest"].players == ("Ann", "Bob")
    assert games["host"].scores == games["guest"].scores and sum(games["host"].scores) == 0
    full, = read_games(read_lines(record))
    copy, = read_games(read_lines(bob.copy.path))
    assert full.ended and copy.ended
    assert list(full.last.scores or ()) == list(games["host"].scores)
    assert games["host"].bots == games["guest"].bots == ()  # no bot at this table: known, none
    # Who sits at the table is kept with it: Past games names the players of the game under way.
    assert tables["host"].players == tables["guest"].players == ("Ann", "Bob")


def test_a_kept_game_keeps_its_bots_level_for_the_statistics(tmp_path, make_host, make_client, qtbot) -> None:
    store, _record, _ann, _bob = play_kept_game(tmp_path, make_host, make_client, qtbot, bot="easy")
    games = store.games()
    assert [g.players[0] for g in games] == ["Bot 1", "Bot 1"]
    assert [g.bots for g in games] == [((0, "easy"),), ((0, "easy"),)]


def test_the_guest_copy_holds_no_hidden_tile_before_the_end(tmp_path, make_host, make_client, qtbot) -> None:
    _store, record, _ann, bob = play_kept_game(tmp_path, make_host, make_client, qtbot, seed=5)
    host_lines, guest_lines = read_lines(record), read_lines(bob.copy.path)
    assert [line["type"] for line in host_lines] == [line["type"] for line in guest_lines]
    head_host, head_guest = host_lines[0], guest_lines[0]
    assert "pool" not in head_guest and "seed" not in head_guest
    assert head_guest["view"] == 1
    assert head_guest["bots"] == head_host["bots"] == []  # no bot at this table (the replay draws them as bots)
    assert head_guest["racks"][0] is None  # Ann's dealt rack: never told to Bob
    assert parse_tiles(head_guest["racks"][1]) == parse_tiles(head_host["racks"][1])
    draws_by_ann = 0
    for theirs, mine in zip(host_lines[1:], guest_lines[1:], strict=True):
        if theirs["type"] == "end":
            assert mine == theirs  # every rack is public once the game is over
            continue
        if theirs["type"] == "deal":  # the host's reveal; the guest's own check of it
            assert "host_secret" in theirs and "host_secret" not in mine and mine["game"] == theirs["game"]
            assert mine["checked"] is True and mine["problems"] == [], mine
            continue
        assert mine["seat"] == theirs["seat"] and mine["action"] == theirs["action"]
        if theirs["action"] == "meld":
            assert parse_board(mine["board"]) == parse_board(theirs["board"])
            assert mine["played"] == theirs["played"]
        elif theirs["seat"] == 0 and "tile" in theirs:
            draws_by_ann += 1
            assert "tile" not in mine and "tiles" not in mine and mine["count"] == 1
        else:
            assert mine == theirs  # Bob's own draws, and passes
    assert draws_by_ann > 0  # the check above was exercised
    # Replayed, the guest's copy shows its own rack at every turn exactly as the host's record does,
    # and Ann's only at the end.
    full, = read_games(host_lines)
    copy, = read_games(guest_lines)
    assert len(full.frames) == len(copy.frames)
    for f, c in zip(full.frames, copy.frames, strict=True):
        assert c.sets == f.sets and c.counts == f.counts and c.racks[1] == f.racks[1]
        assert c.racks[0] is None or c.action == "end"
    assert copy.last.racks == full.last.racks


def test_a_guest_app_started_again_goes_on_with_its_copy_of_the_round(
        tmp_path, make_host, make_client, qtbot) -> None:  # type: ignore[no-untyped-def]
    # Bob's app dies in the middle of game 2 of a round and is started again: Past games keeps one
    # table with both games (it had split the round in two, game 2 filed as a "game 1").
    from rummi_qt.history_flow import load_game

    host = make_host(seats=2, seed=11)
    store = HistoryStore(tmp_path / "history")
    ann, bob = make_client(host, "Ann"), make_client(host, "Bob")
    kept_bob = GameKeeper(bob, store)
    AutoPlayer(ann), AutoPlayer(bob)
    with qtbot.waitSignal(kept_bob.game_kept, timeout=60_000):
        host.start()
    host.start()  # game 2
    qtbot.waitUntil(lambda: bob.view is not None and bob.view.result is None and bob.view.turn >= 3, timeout=10_000)
    seat, token = bob.seat, bob.token
    bob.drop()
    bob.leave()
    kept_bob.close()
    assert seat is not None
    qtbot.waitUntil(lambda: host.table.seats[seat].connected is False, timeout=5000)
    again = make_client(host, "Bob", token=token, wait=False)
    kept_again = GameKeeper(again, store)
    AutoPlayer(again)
    qtbot.waitUntil(lambda: sum(g.role == "guest" for g in store.games()) == 2, timeout=60_000)
    kept_again.close()
    guest_tables = [t for t in store.tables() if t.role == "guest"]
    assert len(guest_tables) == 1 and guest_tables[0].games == 2
    numbers = sorted(g.number for g in store.games() if g.role == "guest")
    assert numbers == [0, 1]
    second = load_game(guest_tables[0].record, 1)
    assert second.ended and any(frame.action == "sync" for frame in second.frames)


def test_a_copy_gone_on_with_drops_a_last_line_cut_short_and_counts_its_games(tmp_path) -> None:
    from rummi_qt.history.recorder import GuestCopy

    path = tmp_path / "copy.jsonl"
    path.write_text('{"type":"game"}\n{"type":"end"}\n{"type":"game"}\n{"type":"turn","seat":0,"act', encoding="utf-8")
    copy = GuestCopy.resume(path)
    assert (copy.games, copy.open) == (2, True), "game 2 was under way"
    copy.write([{"type": "sync", "turn": 5}])
    copy.close()
    assert path.read_text(encoding="utf-8").splitlines() == [
        '{"type":"game"}', '{"type":"end"}', '{"type":"game"}', '{"type":"sync","turn":5}']
