"""When a game ends, the lobby with the score book that holds it reaches every client before the
view that carries the result: whoever shows the result has the whole book at hand."""

from __future__ import annotations

from rummi_qt.engine import GameResult
from rummi_qt.network.wire import book_from_wire


def test_the_book_with_a_finished_game_arrives_before_its_result(make_host, make_client, qtbot) -> None:
    host = make_host(seats=3, seed=11)
    for _ in range(3):
        host.table.add_bot("easy")
    host.table.games_planned = 2
    watcher = make_client(host, "Watcher", spectator=True)
    books_at_result: list[tuple[GameResult, list[GameResult]]] = []

    def on_result(result: GameResult) -> None:  # the moment the view with the result is read
        lobby = watcher.lobby
        book = book_from_wire(lobby.book) if lobby is not None and lobby.book else None
        books_at_result.append((result, list(book.results) if book is not None else []))

    watcher.game_ended.connect(on_result)
    host.start()
    qtbot.waitUntil(lambda: len(books_at_result) == 1, timeout=30_000)
    host.start()  # the second game of the table
    qtbot.waitUntil(lambda: len(books_at_result) == 2, timeout=30_000)
    (first, book_1), (second, book_2) = books_at_result
    assert book_1 == [first]
    assert book_2 == [first, second]
