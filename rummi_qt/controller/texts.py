"""Words for the engine's values: tile and set names, set problems and refusals, in the player's language.

Every widget speaks about tiles, sets and refusals through these functions, so a tile is "Red 7"
everywhere and a refusal reads the same in a tooltip, the message line and a screen reader.

The host's ``detail`` sentences are English, for logs; the facts a sentence needs come as structured
values beside them (the engine verdict's ``tiles`` and ``numbers``, a refusal's ``args``), and the
sentence is made here in the player's language. Without them (an older caller), numbers and tiles
are read out of the English detail, and a detail that does not match gives a sentence without them.
Names the host made up ("Bot 2", "Player 3") are worded here too (``seat_name``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from rummi_qt.engine.melds import SetKind, SetProblem, read_set, set_problem, touching_sets
from rummi_qt.engine.tiles import Colour, NotationError, Tile, parse_tiles
from rummi_qt.engine.verdict import Reason, Verdict
from rummi_qt.i18n import in_every_language
from rummi_qt.network.names import MADE_NAME

# A tile in RULES.md notation inside an English sentence: "r7", "b13", "J".
_TILE_WORD = re.compile(r"\b(?:[kbor](?:1[0-3]|[1-9])|J)\b")
_NUMBER = re.compile(r"\d+")


# --- tiles and sets ---------------------------------------------------------------------------


def colour_name(colour: Colour) -> str:
    """The colour's name: "Black", "Blue", "Orange" or "Red"."""
    if colour is Colour.BLACK:
        return QCoreApplication.translate("Texts", "Black")
    if colour is Colour.BLUE:
        return QCoreApplication.translate("Texts", "Blue")
    if colour is Colour.ORANGE:
        return QCoreApplication.translate("Texts", "Orange")
    return QCoreApplication.translate("Texts", "Red")


def tile_name(tile: Tile) -> str:
    """A tile in words: "Red 7", "Joker"."""
    if tile.colour is None or tile.number is None:
        return QCoreApplication.translate("Texts", "Joker")
    number = tile.number
    if tile.colour is Colour.BLACK:
        #: A tile's name. {number} is its number, 1 to 13.
        return QCoreApplication.translate("Texts", "Black {number}").format(number=number)
    if tile.colour is Colour.BLUE:
        #: A tile's name. {number} is its number, 1 to 13.
        return QCoreApplication.translate("Texts", "Blue {number}").format(number=number)
    if tile.colour is Colour.ORANGE:
        #: A tile's name. {number} is its number, 1 to 13.
        return QCoreApplication.translate("Texts", "Orange {number}").format(number=number)
    #: A tile's name. {number} is its number, 1 to 13.
    return QCoreApplication.translate("Texts", "Red {number}").format(number=number)


def joker_words(meant: Tile) -> str:
    """A joker with the tile it stands for in its set: "Joker as Red 8"."""
    #: A joker in a set, with the tile it stands for: "Joker as Red 8".
    return QCoreApplication.translate("Texts", "Joker as {tile}").format(tile=tile_name(meant))


def tiles_words(tiles: Sequence[Tile]) -> str:
    """Tiles in words, left to right: "Red 7, Red 8, Joker"; "no tiles" for none."""
    if not tiles:
        return QCoreApplication.translate("Texts", "no tiles")
    #: Separates tile names in a list: "Red 7, Red 8, Red 9".
    separator = QCoreApplication.translate("Texts", ", ")
    return separator.join(tile_name(t) for t in tiles)


def kind_name(kind: SetKind) -> str:
    """The set kind's name: "Run" or "Group"."""
    if kind is SetKind.RUN:
        return QCoreApplication.translate("Texts", "Run")
    return QCoreApplication.translate("Texts", "Group")


def points_text(points: int) -> str:
    """A number of points: "24 points", "1 point"."""
    if points in (1, -1):
        return QCoreApplication.translate("Texts", "{points} point").format(points=points)
    return QCoreApplication.translate("Texts", "{points} points").format(points=points)


def set_words(tiles: Sequence[Tile]) -> str:
    """A set in words. A valid one says its kind and what each joker stands for:
    "Run: Red 7, Joker as Red 8, Red 9"; other tiles are just listed."""
    reading = read_set(tiles)
    if reading is None:
        return tiles_words(tiles)
    names = []
    for laid, meant in zip(tiles, reading.stands_for, strict=True):
        if laid.is_joker:
            names.append(joker_words(meant))
        else:
            names.append(tile_name(laid))
    separator = QCoreApplication.translate("Texts", ", ")
    #: A set in words: {kind} is "Run" or "Group", {tiles} the tiles: "Run: Red 7, Red 8, Red 9".
    return QCoreApplication.translate("Texts", "{kind}: {tiles}").format(
        kind=kind_name(reading.kind), tiles=separator.join(names)
    )


def set_summary(tiles: Sequence[Tile]) -> str:
    """A valid set with its value, "Run: Red 7, Red 8, Red 9 — 24 points", or why the tiles are not one."""
    reading = read_set(tiles)
    if reading is None:
        problem = set_problem(tiles)
        if problem is None:  # not reachable: an invalid set always has a problem
            return tiles_words(tiles)
        return problem_text(problem, tiles)
    #: A valid set and its value: "Run: Red 7, Red 8, Red 9 — 24 points".
    return QCoreApplication.translate("Texts", "{set} — {points}").format(
        set=set_words(tiles), points=points_text(reading.points)
    )


def problem_text(problem: SetProblem, tiles: Sequence[Tile] = ()) -> str:
    """Why tiles are not a valid set, as a friendly sentence."""
    if problem is SetProblem.TOO_SHORT:
        missing = max(1, 3 - len(tiles))
        if missing == 1:
            return QCoreApplication.translate("Texts", "That set needs one more tile")
        #: {count} is 2 or 3.
        return QCoreApplication.translate("Texts", "That set needs {count} more tiles").format(count=missing)
    if problem is SetProblem.TOO_LONG:
        return QCoreApplication.translate("Texts", "A run has at most 13 tiles and a group at most 4")
    if problem is SetProblem.ONLY_JOKERS:
        return QCoreApplication.translate("Texts", "A set needs at least one numbered tile besides jokers")
    if problem is SetProblem.MIXED:
        return QCoreApplication.translate(
            "Texts", "A set is one colour in a row (a run) or one number in different colours (a group)"
        )
    if problem is SetProblem.GROUP_COLOUR_TWICE:
        return QCoreApplication.translate("Texts", "A group has each colour only once")
    if problem is SetProblem.RUN_NOT_CONSECUTIVE:
        gaps = _missing_from_run(tiles)
        if gaps:
            #: {tiles} are the tiles a run in order lacks between its ends ("Red 10"; "Red 10, Red 12").
            return QCoreApplication.translate("Texts", "This run is missing {tiles}").format(tiles=tiles_words(gaps))
        return QCoreApplication.translate("Texts", "A run goes up one number at a time, left to right")
    if problem is SetProblem.RUN_PAST_THIRTEEN:
        return QCoreApplication.translate("Texts", "A run stops at 13: it does not go on to 1")
    return QCoreApplication.translate("Texts", "A run starts at 1 at the lowest")


def _missing_from_run(tiles: Sequence[Tile]) -> list[Tile]:
    """The one or two tiles a run of one colour, in order and without jokers, lacks between its ends
    (r8 r9 r11: r10); none when it is not such a run (the order is then what is wrong)."""
    if not tiles or any(t.is_joker for t in tiles) or len({t.colour for t in tiles}) != 1:
        return []
    numbers = [t.number or 0 for t in tiles]
    if numbers != sorted(set(numbers)):
        return []
    colour = tiles[0].colour
    missing = [Tile(colour, n) for n in range(numbers[0], numbers[-1] + 1) if n not in numbers]
    return missing if len(missing) <= 2 else []


def invalid_set_text(tiles: Sequence[Tile]) -> str:
    """What a set on the board lacks, and which set: "That set needs one more tile: Black 1, Black 2"."""
    problem = set_problem(tiles)
    if problem is None:
        return set_words(tiles)
    touching = touching_sets(tiles)  # two valid sets laid with no empty cell between them
    if touching is not None:
        first, second = touching
        #: Two sets on the board touch, so they read as one: {first} and {second} are the sets in words.
        return QCoreApplication.translate(
            "Texts", "Two sets touch: leave an empty cell between {first} and {second}"
        ).format(first=tiles_words(first), second=tiles_words(second))
    #: {why} says what a set on the board lacks; {tiles} is that set in words ("Black 1, Black 2").
    return QCoreApplication.translate("Texts", "{why}: {tiles}").format(
        why=problem_text(problem, tiles), tiles=tiles_words(tiles)
    )


# --- names the host made -------------------------------------------------------------------------


def seat_name(seat: Mapping[str, Any]) -> str:
    """A seat's name as the lobby sends it (``{"name", "kind", "number"}``): a name the host gave, such
    as "Bot 2", in the player's language; a name the player chose as it is."""
    number = seat.get("number")
    if isinstance(number, int) and not isinstance(number, bool) and number > 0:
        if seat.get("kind") == "bot":
            #: A bot's name at the table; {number} counts the bots from 1.
            return QCoreApplication.translate("Texts", "Bot {number}").format(number=number)
        if seat.get("kind") == "human":
            #: The name of a player who gave none; {number} is their seat, from 1.
            return QCoreApplication.translate("Texts", "Player {number}").format(number=number)
    return str(seat.get("name") or "")


def kept_name(name: str) -> str:
    """A name as a past game keeps it, in the player's words: the names the host gives ("Bot 2",
    "Player 3", kept as the host sent them) in the language of the moment, like the game showed them."""
    made = MADE_NAME.fullmatch(name)
    if made is None:
        return name
    return seat_name({"kind": "bot" if made[1] == "Bot" else "human", "number": int(made[2])})


def kept_table_name(name: str) -> tuple[str, bool]:
    """A kept table's name in the player's words, and whether it was a game against bots: those are
    named "<player> against bots" in the language of their day, and read in the language of now (as
    do tables named after their host, "<player>'s table")."""
    player = _made_with(name, "AppSession", "%1 against bots", "%1")
    if player is not None:
        return QCoreApplication.translate("AppSession", "%1 against bots").replace("%1", player), True
    # A table named after its host ("Mia's table") reads in this language too, as its window title does.
    player = _made_with(name, "Texts", "{player}'s table", "{player}")
    if player is not None:
        return table_name(player), False
    return name, False


def _made_with(name: str, context: str, source: str, slot: str) -> str | None:
    """The words in ``slot`` if ``name`` was made from ``source`` in any shipped language."""
    for words in in_every_language(context, source):
        before, _, after = words.partition(slot)
        if len(name) > len(before) + len(after) and name.startswith(before) and name.endswith(after):
            return name[len(before):len(name) - len(after)]
    return None


def table_name(host_player: str) -> str:
    """The name of a table that has none of its own: "Anna's table"."""
    return QCoreApplication.translate("Texts", "{player}'s table").format(player=host_player)


# --- refusals ----------------------------------------------------------------------------------


def _tiles_in(detail: str) -> tuple[Tile, ...]:
    """The tiles written in notation inside an English sentence (none if there are none)."""
    try:
        return parse_tiles(" ".join(_TILE_WORD.findall(detail)))
    except NotationError:
        return ()


def _numbers_in(detail: str) -> list[int]:
    return [int(n) for n in _NUMBER.findall(detail)]


def reason_text(reason: Reason, detail: str = "", tiles: Sequence[Tile] | None = None,
                numbers: Sequence[int] | None = None) -> str:
    """A friendly sentence for an engine refusal, saying its ``tiles`` and ``numbers`` (the verdict's);
    without them, those written in the English ``detail`` carry over."""
    if tiles is not None or numbers is not None:
        known = tuple(tiles or ())
        return _reason_sentence(reason, detail, lambda _text: known, lambda: list(numbers or ()))
    return _reason_sentence(reason, detail, _tiles_in, lambda: _numbers_in(detail))


def verdict_text(verdict: Verdict) -> str:
    """The sentence for an engine verdict's refusal (empty for an accepted one)."""
    if verdict.reason is None:
        return ""
    return reason_text(verdict.reason, verdict.detail, verdict.tiles, verdict.numbers)


def _reason_sentence(reason: Reason, detail: str, tiles_of: Callable[[str], tuple[Tile, ...]],
                     numbers_of: Callable[[], list[int]]) -> str:
    if reason is Reason.NO_TILE_PLAYED:
        return QCoreApplication.translate("Texts", "Play at least one tile from your rack, or draw")
    if reason is Reason.BOARD_TILE_REMOVED:
        missing = tiles_of(detail)
        if missing:
            #: {tiles} lists tiles in words: "Red 7, Joker".
            return QCoreApplication.translate(
                "Texts", "Every tile that was on the board has to stay there ({tiles} went missing)"
            ).format(tiles=tiles_words(missing))
        return QCoreApplication.translate("Texts", "Every tile that was on the board has to stay there")
    if reason in (Reason.NOT_FROM_RACK, Reason.NOT_ON_RACK):
        foreign = tiles_of(detail)
        if len(foreign) == 1:
            #: {tile} is a tile in words: "Red 7".
            return QCoreApplication.translate("Texts", "{tile} is not on your rack").format(tile=tile_name(foreign[0]))
        if foreign:
            #: {tiles} lists tiles in words: "Red 7, Joker".
            return QCoreApplication.translate("Texts", "These tiles are not on your rack: {tiles}").format(
                tiles=tiles_words(foreign)
            )
        return QCoreApplication.translate("Texts", "Some of those tiles are not on your rack")
    if reason is Reason.INVALID_SET:
        laid = tiles_of(detail.split(":", 1)[0] if ":" in detail else "")
        if laid and set_problem(laid) is not None:
            return invalid_set_text(laid)
        return QCoreApplication.translate("Texts", "One of the sets on the board is not finished yet")
    if reason is Reason.OPENING_TOO_LOW:
        numbers = numbers_of()
        if len(numbers) == 2:
            #: {threshold} is the opening threshold (usually 30), {worth} what the laid sets are worth.
            return QCoreApplication.translate(
                "Texts", "Opening needs {threshold} points; these sets are worth {worth}"
            ).format(threshold=numbers[0], worth=numbers[1])
        return QCoreApplication.translate("Texts", "Your opening needs more points")
    if reason is Reason.OPENING_TOUCHED_BOARD:
        return QCoreApplication.translate(
            "Texts", "Open with tiles from your rack only, and leave the sets on the board as they were"
        )
    if reason is Reason.GAME_OVER:
        return QCoreApplication.translate("Texts", "The game is over")
    if reason is Reason.NOT_YOUR_TURN:
        return QCoreApplication.translate("Texts", "It is not your turn yet")
    if reason is Reason.CELL_OCCUPIED:
        return QCoreApplication.translate("Texts", "That cell already holds a tile")
    if reason is Reason.CELL_EMPTY:
        return QCoreApplication.translate("Texts", "There is no tile there")
    if reason is Reason.OFF_BOARD:
        return QCoreApplication.translate("Texts", "That is outside the board")
    if reason is Reason.NOT_PLAYED_THIS_TURN:
        kept = tiles_of(detail)
        if len(kept) == 1:
            #: {tile} is a tile in words: "Red 7".
            return QCoreApplication.translate(
                "Texts", "Only tiles you played this turn go back to your rack; {tile} stays on the board"
            ).format(tile=tile_name(kept[0]))
        return QCoreApplication.translate("Texts", "Only tiles you played this turn go back to your rack")
    if reason is Reason.NOTHING_TO_UNDO:
        return QCoreApplication.translate("Texts", "There is nothing to undo")
    if reason is Reason.CHANGES_PENDING:
        if re.search(r"\bpass\b", detail):
            return QCoreApplication.translate("Texts", "Undo your changes before you pass")
        return QCoreApplication.translate("Texts", "Undo your changes before you draw")
    if reason is Reason.POOL_EMPTY:
        return QCoreApplication.translate("Texts", "The pool is empty: pass instead")
    if reason is Reason.POOL_NOT_EMPTY:
        return QCoreApplication.translate("Texts", "You can pass only when the pool is empty: draw instead")
    if reason is Reason.BOARD_FULL:
        return QCoreApplication.translate("Texts", "There is no room left on the board for that")
    return detail


def timed_out_text(drawn: Sequence[Tile], *, penalty: bool, undone: bool) -> str:
    """What a player whose time ran out is told: whether their changes were undone, and what the
    clock drew for them (none: the pool was empty and the turn passed)."""
    if penalty:
        #: The official timer penalty: the board was rearranged, so three tiles are drawn.
        return QCoreApplication.translate(
            "Texts", "Time ran out: your changes were undone and you drew {count} tiles: official penalty",
        ).format(count=len(drawn))
    if not drawn:
        if undone:
            return QCoreApplication.translate("Texts", "Time ran out: your changes were undone and your turn passed")
        return QCoreApplication.translate("Texts", "Time ran out: your turn passed")
    if undone:
        return QCoreApplication.translate("Texts", "Time ran out: your changes were undone and you drew {tiles}"
                                          ).format(tiles=tiles_words(drawn))
    return QCoreApplication.translate("Texts", "Time ran out: you drew {tiles}").format(tiles=tiles_words(drawn))


def refusal_text(reason: str, detail: str = "", args: Mapping[str, Any] | None = None) -> str:
    """A friendly sentence for a host's refusal: a ``Refusal`` value of the network or an engine
    ``Reason`` value, worded from the refusal's ``args``. An unknown reason gives the host's ``detail``
    as it came."""
    args = args or {}
    try:
        engine_reason = Reason(reason)
    except ValueError:
        engine_reason = None
    if engine_reason is not None:
        if "tiles" in args or "numbers" in args:
            return reason_text(engine_reason, detail, _tiles_arg(args.get("tiles")), _numbers_arg(args.get("numbers")))
        return reason_text(engine_reason, detail)
    numbers = _numbers_in(detail)
    if isinstance(args.get("low"), int) and isinstance(args.get("high"), int):
        numbers = [args["low"], args["high"]]
    if reason == "bad_message":
        return QCoreApplication.translate(
            "Texts", "The table did not understand this app; it may run a different version of Rummi"
        )
    if reason == "bad_version":
        if isinstance(args.get("table"), int) and isinstance(args.get("app"), int):
            numbers = [args["table"], args["app"]]
        if len(numbers) == 2:
            #: {table} and {app} are protocol version numbers.
            return QCoreApplication.translate(
                "Texts", "This table runs a different version of Rummi (protocol {table}; this app {app})"
            ).format(table=numbers[0], app=numbers[1])
        return QCoreApplication.translate("Texts", "This table runs a different version of Rummi")
    if reason == "bad_pin":
        return QCoreApplication.translate("Texts", "This table needs the right PIN")
    if reason == "pin_wait":
        if isinstance(args.get("seconds"), int):
            numbers = [args["seconds"]]
        if numbers:
            #: {seconds}: how long before the table looks at a PIN again.
            return QCoreApplication.translate(
                "Texts", "Too many wrong PINs were tried at this table; try again in {seconds} s"
            ).format(seconds=numbers[0])
        return QCoreApplication.translate("Texts", "Too many wrong PINs were tried at this table; try again soon")
    if reason == "no_room":
        return QCoreApplication.translate("Texts", "The table has no room for another connection now; try again soon")
    if reason == "bad_token":
        return QCoreApplication.translate("Texts", "Your seat is not from this table; join it again")
    if reason == "seat_given_to_bot":
        return QCoreApplication.translate("Texts", "Your seat was given to a bot; watch, or ask the host for a seat")
    if reason == "table_full":
        return QCoreApplication.translate("Texts", "Every seat at this table is taken")
    if reason == "not_owner":
        return QCoreApplication.translate("Texts", "Only the host can do that")
    if reason == "not_seated":
        return QCoreApplication.translate("Texts", "Onlookers watch the game; they do not play")
    if reason == "not_in_game":
        return QCoreApplication.translate("Texts", "The game has not started yet")
    if reason == "stale":
        return QCoreApplication.translate("Texts", "The game moved on before your move arrived; here is the board now")
    if reason == "bad_intent":
        return QCoreApplication.translate("Texts", "The table could not read that move; please try again")
    about = str(args.get("about") or "")
    if reason == "bad_option":
        return _option_text(about or _option_about(detail), numbers)
    if reason == "seats_empty":
        return QCoreApplication.translate("Texts", "Fill every seat with a player or a bot first")
    if reason == "game_running":
        return _game_running_text(about or _game_running_about(detail))
    if reason == "table_finished":
        return QCoreApplication.translate("Texts", "Every planned game has been played")
    if reason == "bad_seat":
        if isinstance(args.get("seat"), int):
            numbers = [args["seat"]]
        return _seat_text(about or _seat_about(detail, numbers), numbers)
    if reason == "not_now":
        return QCoreApplication.translate("Texts", "That cannot be done right now")
    if reason == "muted":
        return QCoreApplication.translate("Texts", "The host has muted you in the chat")
    if reason == "chat_too_long":
        return QCoreApplication.translate("Texts", "That line is too long for the chat: 200 characters at most")
    if reason == "chat_empty":
        return QCoreApplication.translate("Texts", "There is nothing to send in that line")
    if reason == "chat_too_fast":
        return QCoreApplication.translate("Texts", "You are sending messages too fast; wait a moment")
    if reason in ("deal_closed", "deal_committed", "deal_mismatch", "deal_wrong_game"):
        return QCoreApplication.translate("Texts", "The table did not take this app's part of the deal")
    return _goodbye_text(reason, about) or detail


def _goodbye_text(reason: str, about: str) -> str:
    """Why the host closed the connection (a ``bye``), or "" for a reason we do not know."""
    if reason == "replaced":
        if about == "bot":
            return QCoreApplication.translate("Texts", "The host gave your seat to a bot")
        return QCoreApplication.translate("Texts", "You joined this table again from somewhere else")
    if reason == "removed":
        return QCoreApplication.translate("Texts", "The host removed you from the table")
    if reason == "host_closed":
        return QCoreApplication.translate("Texts", "The host closed the table")
    if reason == "table_changed":
        return QCoreApplication.translate(
            "Texts", "The table you were at has closed, and a new table is open at the same address.")
    if reason == "flood":
        return QCoreApplication.translate("Texts", "The table closed the connection: this app sent too much at once")
    if reason == "silent":
        return QCoreApplication.translate("Texts", "The table stopped hearing from this app and closed the connection")
    if reason == "protocol_error":
        return QCoreApplication.translate(
            "Texts", "The table could not read what this app sent and closed the connection")
    if reason == "handshake_timeout":
        return QCoreApplication.translate(
            "Texts", "The table closed the connection: this app did not say hello in time")
    if reason in ("too_slow", "slow_frame"):
        return QCoreApplication.translate(
            "Texts", "The connection to the table was too slow; this app joins again by itself")
    return ""


def _tiles_arg(value: Any) -> tuple[Tile, ...]:
    try:
        return parse_tiles(value) if isinstance(value, str) else ()
    except NotationError:
        return ()


def _numbers_arg(value: Any) -> list[int]:
    if not isinstance(value, list):
        return []
    return [n for n in value if isinstance(n, int) and not isinstance(n, bool)]


def _option_about(detail: str) -> str:
    """Which option an English detail speaks of (a refusal that came without ``about``)."""
    for word, about in (("timer", "timer"), ("threshold", "threshold"), ("rounds", "rounds"), ("PIN", "pin"),
                        ("on or off", "switch"), ("Bot levels", "bot_level")):
        if word in detail:
            return about
    return ""


def _option_text(about: str, numbers: list[int]) -> str:
    if about == "timer" and len(numbers) == 2:
        #: {low} and {high} are numbers of seconds.
        return QCoreApplication.translate("Texts", "The turn timer is off or {low} to {high} seconds").format(
            low=numbers[0], high=numbers[1]
        )
    if about == "threshold" and len(numbers) == 2:
        return QCoreApplication.translate("Texts", "The opening threshold is {low} to {high} points").format(
            low=numbers[0], high=numbers[1]
        )
    if about == "rounds" and len(numbers) == 2:
        return QCoreApplication.translate("Texts", "A table plays one game, or 1 to {high} rounds").format(
            high=numbers[1]
        )
    if about == "pin" and len(numbers) == 2:
        return QCoreApplication.translate("Texts", "A PIN is {low} to {high} characters, or none").format(
            low=numbers[0], high=numbers[1]
        )
    if about == "switch":
        return QCoreApplication.translate("Texts", "That option is either on or off")
    if about == "bot_level":
        return QCoreApplication.translate("Texts", "Choose one of the bot levels on offer")
    return QCoreApplication.translate("Texts", "That table option cannot be set that way")


def _game_running_about(detail: str) -> str:
    for word, about in (("watch", "watch"), ("Seats", "seats"), ("options", "options"), ("bot", "bot_only")):
        if word in detail:
            return about
    return ""


def _game_running_text(about: str) -> str:
    if about == "watch":
        return QCoreApplication.translate("Texts", "The game has started; you can watch instead")
    if about == "seats":
        return QCoreApplication.translate("Texts", "Seats change only in the lobby")
    if about == "options":
        return QCoreApplication.translate("Texts", "Table options change only in the lobby")
    if about == "bot_only":
        return QCoreApplication.translate("Texts", "During a game a seat can only be given to a bot")
    return QCoreApplication.translate("Texts", "The game is still going on")


def _seat_about(detail: str, numbers: list[int]) -> str:
    if "seats" in detail and len(numbers) == 2 and detail.startswith("A table"):
        return "seat_count"
    if "take away" in detail:
        return "seats_taken"
    if "no seat" in detail:
        return "no_seat"
    if "Remove the player" in detail:
        return "occupied"
    return ""


def _seat_text(about: str, numbers: list[int]) -> str:
    if about == "seat_count" and len(numbers) == 2:
        return QCoreApplication.translate("Texts", "A table has {low} to {high} seats").format(
            low=numbers[0], high=numbers[1]
        )
    if about == "seats_taken":
        return QCoreApplication.translate("Texts", "Remove the players in the seats you take away first")
    if about == "no_seat" and len(numbers) == 1:
        #: {seat} is a seat number, counted from 1.
        return QCoreApplication.translate("Texts", "There is no seat {seat}").format(seat=numbers[0] + 1)
    if about == "occupied":
        return QCoreApplication.translate("Texts", "Remove the player in that seat first")
    return QCoreApplication.translate("Texts", "That seat cannot be changed that way")
