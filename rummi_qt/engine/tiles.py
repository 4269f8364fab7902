"""Tiles, the two tile sets and the RULES.md text notation for tiles, sets and boards."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

MIN_NUMBER = 1
MAX_NUMBER = 13
JOKER_PENALTY = 30
RACK_SIZE = 14


class NotationError(ValueError):
    """Text that is not valid RULES.md notation for a tile, a set or a board."""


class Colour(enum.Enum):
    """The four tile colours, in their canonical sort order, valued by their notation letter."""

    BLACK = "k"
    BLUE = "b"
    ORANGE = "o"
    RED = "r"

    @property
    def order(self) -> int:
        return _COLOUR_ORDER[self]


COLOURS: tuple[Colour, ...] = tuple(Colour)
_COLOUR_ORDER = {colour: index for index, colour in enumerate(COLOURS)}
_COLOUR_BY_LETTER = {colour.value: colour for colour in COLOURS}
_LETTERS = "".join(c.value for c in COLOURS)  # in sort order: a tile's order is its letter's index


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile: a colour and a number, or a joker (both ``None``). Copies are equal values."""

    colour: Colour | None
    number: int | None
    # Worked out once: tiles are hashed (every Counter of a rack or a board) and named (the wire,
    # the saves) all the time, and the generated hash went through the colour enum's Python hash.
    # The hash is the same in every process (a pickled tile keeps it), unlike a string's.
    _hash: int = field(init=False, repr=False, compare=False)
    _name: str = field(init=False, repr=False, compare=False)
    _key: tuple[int, int] = field(init=False, repr=False, compare=False)  # sort_key: racks are sorted often

    def __post_init__(self) -> None:
        if (self.colour is None) != (self.number is None):
            raise NotationError("a tile has both a colour and a number, or neither (a joker)")
        if self.number is not None and not MIN_NUMBER <= self.number <= MAX_NUMBER:
            raise NotationError(f"tile numbers run from {MIN_NUMBER} to {MAX_NUMBER}, not {self.number}")
        if self.colour is None or self.number is None:
            object.__setattr__(self, "_hash", 0)
            object.__setattr__(self, "_name", "J")
            object.__setattr__(self, "_key", (len(COLOURS), 0))
        else:
            order = _LETTERS.index(self.colour.value)
            object.__setattr__(self, "_hash", (order + 1) * 16 + self.number)
            object.__setattr__(self, "_name", f"{self.colour.value}{self.number}")
            object.__setattr__(self, "_key", (order, self.number))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        # Tiles are dictionary keys everywhere (counts of racks and boards, the solver's cells):
        # comparing the worked-out hash (one per tile) is quicker than the generated field-by-field
        # comparison, and most tiles are not the one object for their tile (parsed, unpickled).
        if other.__class__ is Tile:
            return self._hash == other._hash
        return NotImplemented

    @property
    def is_joker(self) -> bool:
        return self.colour is None

    @property
    def penalty(self) -> int:
        """What the tile costs when left on a rack at the end of a game."""
        return JOKER_PENALTY if self.number is None else self.number

    @property
    def sort_key(self) -> tuple[int, int]:
        """Runs order: colour, then number; jokers last."""
        return self._key

    @property
    def group_sort_key(self) -> tuple[int, int]:
        """Groups order: number, then colour; jokers last."""
        if self.colour is None or self.number is None:
            return (MAX_NUMBER + 1, 0)
        return (self.number, self.colour.order)

    def __lt__(self, other: Tile) -> bool:
        return self._key < other._key

    def __str__(self) -> str:
        return self._name

    def __repr__(self) -> str:
        return f"Tile({self})"


JOKER = Tile(None, None)
# Every numbered tile once: code that makes many tiles (the solver, set readings) looks them up
# here, as building a tile costs more than most of what is then done with it.
NUMBERED_TILES: dict[tuple[Colour, int], Tile] = {
    (c, n): Tile(c, n) for c in COLOURS for n in range(MIN_NUMBER, MAX_NUMBER + 1)}


def tile(colour: Colour | str, number: int) -> Tile:
    """A numbered tile; ``colour`` may be a :class:`Colour` or its letter."""
    if isinstance(colour, str):
        try:
            colour = _COLOUR_BY_LETTER[colour.lower()]
        except KeyError:
            raise NotationError(f"unknown colour {colour!r}: use k, b, o or r") from None
    return Tile(colour, number)


# --- tile sets -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TileSetSpec:
    """How many copies of each numbered tile and how many jokers a game uses."""

    copies: int
    jokers: int

    @property
    def size(self) -> int:
        return len(COLOURS) * MAX_NUMBER * self.copies + self.jokers


STANDARD_SET = TileSetSpec(copies=2, jokers=2)
LARGE_SET = TileSetSpec(copies=3, jokers=4)
MIN_SEATS = 2
MAX_SEATS = 6


def spec_for_seats(seats: int) -> TileSetSpec:
    """The 106-tile set for 2–4 players, the 160-tile set for 5–6."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
    return STANDARD_SET if seats <= 4 else LARGE_SET


def all_tiles(spec: TileSetSpec = STANDARD_SET) -> list[Tile]:
    """Every tile of a set, in canonical order (numbered tiles by colour and number, then jokers)."""
    tiles = [
        Tile(colour, number)
        for colour in COLOURS
        for number in range(MIN_NUMBER, MAX_NUMBER + 1)
        for _ in range(spec.copies)
    ]
    tiles.extend([JOKER] * spec.jokers)
    return tiles


def distinct_tiles() -> list[Tile]:
    """One of each different tile (52 numbered tiles and the joker)."""
    return [Tile(c, n) for c in COLOURS for n in range(MIN_NUMBER, MAX_NUMBER + 1)] + [JOKER]


def rack_sum(tiles: Iterable[Tile]) -> int:
    """A rack's value at the end of a game: numbered tiles their number, each joker 30."""
    return sum(t.penalty for t in tiles)


def sort_for_runs(tiles: Iterable[Tile]) -> list[Tile]:
    return sorted(tiles, key=lambda t: t.sort_key)


def sort_for_groups(tiles: Iterable[Tile]) -> list[Tile]:
    return sorted(tiles, key=lambda t: t.group_sort_key)



# --- notation --------------------------------------------------------------------------------


def parse_tile(text: str) -> Tile:
    """``r7`` → red 7, ``J`` → joker (case-insensitive)."""
    word = text.strip().lower()
    if word == "j":
        return JOKER
    digits = word[1:]
    if len(word) < 2 or word[0] not in _COLOUR_BY_LETTER or not (digits.isascii() and digits.isdigit()):
        raise NotationError(f"{text!r} is not a tile: write a colour letter (k, b, o, r) and a number, or J")
    number = int(word[1:])
    if word[1] == "0" or not MIN_NUMBER <= number <= MAX_NUMBER:
        raise NotationError(f"{text!r} is not a tile: numbers run from {MIN_NUMBER} to {MAX_NUMBER}")
    return Tile(_COLOUR_BY_LETTER[word[0]], number)


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Tiles separated by white space, left to right (a set, or a rack)."""
    if "|" in text:
        raise NotationError(f"{text!r} holds several sets; use parse_board")
    return tuple(parse_tile(word) for word in text.split())


def parse_board(text: str) -> list[tuple[Tile, ...]]:
    """Sets separated by ``|``; an empty text is an empty board. Every set needs a tile."""
    if not text.strip():
        return []
    sets = []
    for part in text.split("|"):
        tiles = parse_tiles(part)
        if not tiles:
            raise NotationError(f"{text!r} has an empty set between two '|'")
        sets.append(tiles)
    return sets


def format_tiles(tiles: Iterable[Tile]) -> str:
    return " ".join([t._name for t in tiles])


def format_board(board: Iterable[Sequence[Tile]]) -> str:
    return " | ".join(format_tiles(s) for s in board)
