"""Every worked example of the seeds, checked against the engine.

The product page (seed 000) gives two sums; the Finnish rules guide (seed 001) gives openings,
rearrangements, freeing a joker and scoring. Each class is named after the guide's section (its
Finnish heading in the docstring); where the guide's pictures were lost, RULES.md fills the gap.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from rummi_qt.engine import (
    JOKER,
    GameResult,
    Reason,
    ScoreBook,
    SetKind,
    Tile,
    Verdict,
    all_tiles,
    check_turn,
    format_tiles,
    is_valid_set,
    parse_board,
    parse_tile,
    parse_tiles,
    read_set,
    set_points,
    settle,
    spec_for_seats,
)


def check(before: str, after: str, rack: str, opened: bool = True) -> Verdict:
    """Judge a turn written in notation: the board before and after, and the rack at the start."""
    return check_turn(parse_board(before), parse_board(after), parse_tiles(rack), opened)


def points(text: str) -> int:
    return set_points(parse_tiles(text))


def means(text: str) -> str:
    """What the tiles of a valid set stand for, in notation."""
    reading = read_set(parse_tiles(text))
    assert reading is not None, text
    return format_tiles(reading.stands_for)


def scores(*racks: str) -> list[int]:
    return settle([parse_tiles(r) for r in racks])


def partitions(items: Sequence[Tile]) -> Iterator[list[list[Tile]]]:
    """Every way to split the tiles into blocks (a reference, independent of the engine's search)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for smaller in partitions(rest):
        yield [[first], *smaller]
        for index in range(len(smaller)):
            yield [*smaller[:index], [first, *smaller[index]], *smaller[index + 1:]]


def laid(block: Sequence[Tile]) -> list[Tile]:
    """Joker-free tiles in the one order that can make them a set: by number, then colour."""
    return sorted(block, key=lambda t: (t.number, t.sort_key))


def normal(board: str) -> list[str]:
    return sorted(format_tiles(laid(s)) for s in parse_board(board))


def arrangements_without_jokers(tiles: str) -> list[list[str]]:
    """Every way to lay joker-free tiles as valid sets (a run ascends; a group's order is free)."""
    found = set()
    for blocks in partitions(parse_tiles(tiles)):
        if all(is_valid_set(laid(block)) for block in blocks):
            found.add(tuple(sorted(format_tiles(laid(block)) for block in blocks)))
    return sorted(list(f) for f in found)


# --- the product page (seed 000) ------------------------------------------------------------------


class TestProductPage:
    """Seed 000: "04 Ensimmäinen asetus: 30 pistettä" and "05 Jokerit"."""

    @pytest.mark.parametrize(
        ("twelve", "twenty_one"),
        [
            ("b3 b4 b5", "k7 o7 r7"),  # a run of 12 and a group of 21
            ("k4 o4 b4", "r6 r7 r8"),  # a group of 12 and a run of 21
        ],
    )
    def test_04_opening_12_plus_21_is_33_at_least_30(self, twelve: str, twenty_one: str) -> None:
        assert points(twelve) == 12
        assert points(twenty_one) == 21
        assert points(twelve) + points(twenty_one) == 33 >= 30
        after = f"{twelve} | {twenty_one}"
        assert check("", after, f"{twelve} {twenty_one} k1", opened=False).ok

    @pytest.mark.parametrize("run", ["J r11 r12", "r10 J r12", "r10 r11 J"])
    def test_05_a_joker_takes_the_value_of_the_tile_it_stands_for_10_11_12_is_33(self, run: str) -> None:
        assert means(run) == "r10 r11 r12"
        assert points(run) == 10 + 11 + 12 == 33
        assert check("", run, run, opened=False).ok  # and it opens: 33 >= 30

    def test_05_a_set_cannot_be_only_jokers(self) -> None:
        assert not is_valid_set(parse_tiles("J J J"))

    def test_02_runs_do_not_go_from_13_to_1(self) -> None:
        assert not is_valid_set(parse_tiles("k12 k13 k1"))

    def test_03_groups_are_three_or_four_tiles_all_different_colours(self) -> None:
        assert is_valid_set(parse_tiles("k9 o9 b9"))
        assert is_valid_set(parse_tiles("k9 o9 b9 r9"))
        assert not is_valid_set(parse_tiles("k9 o9 o9"))

    def test_10_a_joker_left_on_a_rack_is_worth_30(self) -> None:
        assert scores("", "J r3") == [33, -33]


# --- the rules guide (seed 001) -------------------------------------------------------------------


class TestPelinTavoiteJaValineet:
    """Pelin tavoite ja välineet: 106 tiles, 104 numbered 1-13 in four colours twice, 2 jokers."""

    def test_the_standard_set(self) -> None:
        tiles = all_tiles(spec_for_seats(4))
        assert len(tiles) == 106
        assert sum(not t.is_joker for t in tiles) == 104
        assert tiles.count(JOKER) == 2
        assert tiles.count(parse_tile("o7")) == 2

    def test_1_is_always_the_lowest_tile(self) -> None:
        # "suora voi alkaa ykkösestä (1-2-3), mutta ykkönen ei voi seurata kolmostoista"
        assert is_valid_set(parse_tiles("o1 o2 o3"))
        assert not is_valid_set(parse_tiles("o12 o13 o1"))
        assert not is_valid_set(parse_tiles("o13 o1 o2"))


class TestAvaus:
    """Avaus – vähintään 30 pisteen ensimmäinen lasku."""

    @pytest.mark.parametrize(
        ("opening", "value"),
        [
            ("k10 o10 b10", 30),  # "musta 10 + oranssi 10 + sininen 10 = 30. Tasan 30 riittää"
            ("b11 b12 J", 36),  # "sininen 11 + sininen 12 + jokeri (edustaa sinistä 13:sta) = 36"
            ("r7 r8 r9 r10", 34),  # "punainen 7 + 8 + 9 + 10 = 34"
        ],
    )
    def test_allowed_openings(self, opening: str, value: int) -> None:
        assert points(opening) == value
        assert check("", opening, opening, opened=False).ok

    def test_exactly_30_is_enough(self) -> None:
        verdict = check("", "k10 o10 b10", "k10 o10 b10 r1 r2", opened=False)
        assert verdict.ok and verdict.reason is None

    def test_the_joker_in_an_opening_stands_for_blue_13(self) -> None:
        # "sininen 11 + sininen 12 + jokeri (edustaa sinistä 13:sta) = 11 + 12 + 13 = 36"
        assert means("b11 b12 J") == "b11 b12 b13"

    def test_in_the_run_11_12_joker_the_joker_is_worth_13_not_30(self) -> None:
        # "Esimerkiksi suoran 11-12-jokeri jokeri on 13 pisteen arvoinen": in the run 11-12-joker,
        # the joker is worth 13 points. (Not a set "11-12-joker-joker": that would need a 14.)
        reading = read_set(parse_tiles("b11 b12 J"))
        assert reading is not None
        assert reading.stands_for[2].number == 13
        assert points("b11 b12 J") == 11 + 12 + 13
        assert points("b11 b12 J") != 11 + 12 + 30
        assert not is_valid_set(parse_tiles("b11 b12 J J"))

    def test_not_enough_points_draw_instead(self) -> None:
        # "Jos et saa vuorollasi 30:tä kasaan ... nostat yhden laatan": a lower opening is refused.
        verdict = check("", "k9 o9 b9", "k9 o9 b9", opened=False)
        assert verdict.reason is Reason.OPENING_TOO_LOW
        assert verdict.detail == "Opening needs 30 points; these sets are worth 27"

    def test_opening_tiles_come_entirely_from_your_rack(self) -> None:
        # "avauksen laattojen on tultava kokonaan omasta telineestäsi. Et saa hyödyntää pöydällä jo
        # olevia laattoja": extending a board set with 34 points of rack tiles is no opening.
        verdict = check("b4 b5 b6", "b4 b5 b6 b7 b8 b9 b10", "b7 b8 b9 b10", opened=False)
        assert verdict.reason is Reason.OPENING_TOUCHED_BOARD


class TestVoikoAvausKoostuaUseastaPienestaSarjasta:
    """Voiko avaus koostua useasta pienestä sarjasta? Kyllä."""

    def test_two_small_sets_open_together(self) -> None:
        # "Sininen 4-5-6 on 15 pisteen suora. Punainen 5, oranssi 5 ja musta 5 ... 15 pisteen ryhmän.
        # Yhdessä ne antavat 30 pistettä"
        assert points("b4 b5 b6") == 15
        assert points("r5 o5 k5") == 15
        assert check("", "b4 b5 b6 | r5 o5 k5", "b4 b5 b6 r5 o5 k5", opened=False).ok

    def test_each_set_must_be_valid_by_itself(self) -> None:
        # "kaksi irrallista viitosta eivät kelpaa ryhmäksi, vaikka muiden laattojen kanssa pisteitä
        # kertyisi tarpeeksi"
        verdict = check("", "b4 b5 b6 | k10 k11 k12 | r5 o5", "b4 b5 b6 k10 k11 k12 r5 o5", opened=False)
        assert verdict.reason is Reason.INVALID_SET
        assert verdict.detail.startswith("r5 o5:")

    def test_an_opening_cannot_be_spread_over_turns(self) -> None:
        # "Et siis saa laskea tänään 15 pisteen suoraa ja täydentää avaussummaa seuraavalla vuorolla."
        first = check("", "b4 b5 b6", "b4 b5 b6 r5 o5 k5", opened=False)
        assert first.reason is Reason.OPENING_TOO_LOW
        assert first.detail == "Opening needs 30 points; these sets are worth 15"
        # Even if the 15-point run lay on the board, the next 15 would still be only 15.
        second = check("b4 b5 b6", "b4 b5 b6 | r5 o5 k5", "r5 o5 k5", opened=False)
        assert second.reason is Reason.OPENING_TOO_LOW
        assert second.detail == "Opening needs 30 points; these sets are worth 15"

    def test_a_board_tile_cannot_be_borrowed_for_an_opening(self) -> None:
        # "Myöskään pöydällä odottavaa sopivaa laattaa ei voi lainata avauksen tueksi."
        verdict = check("k10 o10 b10 r10", "k10 o10 b10 | r10 r11 r12", "r11 r12", opened=False)
        assert verdict.reason is Reason.OPENING_TOUCHED_BOARD
        assert check("k10 o10 b10 r10", "k10 o10 b10 | r10 r11 r12", "r11 r12", opened=True).ok


class TestPelinKulkuVuoroVuorolta:
    """Pelin kulku vuoro vuorolta."""

    def test_after_opening_new_sets_need_no_threshold(self) -> None:
        assert check("k10 o10 b10", "k10 o10 b10 | b1 b2 b3", "b1 b2 b3").ok

    def test_at_least_one_tile_from_your_rack(self) -> None:
        # "Pelkkä pöydän järjestely ei korvaa laatan pelaamista tai nostamista."
        verdict = check("r4 r5 r6 r7 r8 r9", "r4 r5 r6 | r7 r8 r9", "k1 k2")
        assert verdict.reason is Reason.NO_TILE_PLAYED

    def test_only_valid_sets_and_no_loose_tile(self) -> None:
        # "Vuoron lopussa pöydällä saa olla vain sallittuja sarjoja eikä yhtään irtolaattaa."
        verdict = check("r4 r5 r6 r7", "r4 r5 r6 | r7 | k1 k2 k3", "k1 k2 k3")
        assert verdict.reason is Reason.INVALID_SET
        assert verdict.detail.startswith("r7:")

    def test_board_tiles_never_go_to_your_rack(self) -> None:
        # "Pöydän laattoja ei saa ottaa omaan telineeseen."
        verdict = check("r4 r5 r6 r7", "r4 r5 r6 | k1 k2 k3", "k1 k2 k3")
        assert verdict.reason is Reason.BOARD_TILE_REMOVED


class TestLaatanLisaaminenJaSarjanJatkaminen:
    """Yhdistely: Laatan lisääminen ja sarjan jatkaminen."""

    def test_add_blue_3_to_the_run_and_blue_8_to_the_group(self) -> None:
        # Board: blue 4-5-6 and black, orange, red 8. Rack: blue 3 and blue 8.
        verdict = check("b4 b5 b6 | k8 o8 r8", "b3 b4 b5 b6 | k8 o8 r8 b8", "b3 b8")
        assert verdict.ok

    def test_a_second_blue_8_cannot_join_a_group_holding_blue_8(self) -> None:
        # "Jos ryhmässä olisi jo sininen 8, et voisi lisätä siihen toista samanväristä kahdeksikkoa."
        verdict = check("b4 b5 b6 | k8 o8 b8", "b3 b4 b5 b6 | k8 o8 b8 b8", "b3 b8")
        assert verdict.reason is Reason.INVALID_SET
        assert verdict.detail.startswith("k8 o8 b8 b8:")


class TestNeljannenLaatanIrrottaminenRyhmasta:
    """Yhdistely: Neljännen laatan irrottaminen ryhmästä."""

    def test_take_blue_4_from_a_group_of_four_4s(self) -> None:
        # Board: 4-4-4-4. Rack: blue 3, 5, 6. The run blue 3-4-5-6 takes the group's blue 4; 4-4-4 stays.
        verdict = check("k4 o4 b4 r4", "k4 o4 r4 | b3 b4 b5 b6", "b3 b5 b6")
        assert verdict.ok

    def test_not_from_a_group_of_three(self) -> None:
        verdict = check("k4 o4 b4", "k4 o4 | b3 b4 b5 b6", "b3 b5 b6")
        assert verdict.reason is Reason.INVALID_SET


class TestSuoranJakaminenKahtia:
    """Yhdistely: Suoran jakaminen kahtia."""

    def test_split_red_4_to_8_with_a_second_red_6(self) -> None:
        verdict = check("r4 r5 r6 r7 r8", "r4 r5 r6 | r6 r7 r8", "r6")
        assert verdict.ok


class TestYhdistettyJako:
    """Yhdistetty jako – uusi ryhmä eri sarjoista."""

    BEFORE = "o1 o2 o3 o4 | k1 o1 b1 r1"
    AFTER = "o2 o3 o4 | o1 k1 b1 | o1 b1 r1"

    def test_the_start_board_holds_both_orange_1s(self) -> None:
        # "pöydällä on molemmat pelin oranssit ykköset, mikä on sallittua"
        board = parse_board(self.BEFORE)
        assert all(is_valid_set(s) for s in board)
        assert sum(t == parse_tile("o1") for s in board for t in s) == 2

    def test_blue_1_makes_three_sets_of_three(self) -> None:
        # "Kaikki kolme lopputuloksen yhdistelmää sisältävät kolme laattaa. Yhtään pöydän laattaa ei
        # häviä, ja oma telineesi kevenee yhdellä."
        after = parse_board(self.AFTER)
        assert [len(s) for s in after] == [3, 3, 3]
        verdict = check(self.BEFORE, self.AFTER, "b1")
        assert verdict.ok, verdict.detail

    def test_it_is_the_only_way(self) -> None:
        # The guide's end state is the one way to lay the board's tiles and the blue 1.
        assert arrangements_without_jokers("o1 o2 o3 o4 k1 o1 b1 r1 b1") == [normal(self.AFTER)]

    def test_with_a_three_tile_group_it_fails(self) -> None:
        # "Jos vanhassa ykkösryhmässä olisi alun perin ollut vain kolme laattaa, tämä siirto ei
        # onnistuisi sellaisenaan: ryhmään jäisi vain kaksi."
        verdict = check("o1 o2 o3 o4 | k1 o1 b1", "o2 o3 o4 | o1 k1 b1 | o1 b1", "b1")
        assert verdict.reason is Reason.INVALID_SET
        assert verdict.detail == "o1 b1: That set needs one more tile"
        # No arrangement of those tiles and the blue 1 works at all.
        assert arrangements_without_jokers("o1 o2 o3 o4 k1 o1 b1 b1") == []


class TestJokerinKaytto:
    """Jokerin käyttö, vapauttaminen ja sakkopisteet."""

    @pytest.mark.parametrize(("tiles", "kind"), [("k7 J k9", SetKind.RUN), ("k7 o7 J", SetKind.GROUP)])
    def test_jokers_in_groups_and_runs(self, tiles: str, kind: SetKind) -> None:
        reading = read_set(parse_tiles(tiles))
        assert reading is not None and reading.kind is kind

    @pytest.mark.parametrize("tiles", ["r5 J J", "J J k9 k10", "k7 J J r7", "b1 J J J J b6"])
    def test_no_limit_on_jokers_in_a_set(self, tiles: str) -> None:
        # The 2600 rulebook does not limit jokers per set (the 2008 one-joker rule is not offered).
        assert is_valid_set(parse_tiles(tiles))

    @pytest.mark.parametrize("replacement", ["b5", "r5"])
    def test_a_joker_in_a_three_tile_group_is_freed_by_either_missing_colour(self, replacement: str) -> None:
        # "Jos jokeri on osa kolmen laatan ryhmää, sen voi korvata kumman tahansa puuttuvan värin laatalla."
        verdict = check("k5 o5 J", f"k5 o5 {replacement} | r10 r11 J", f"{replacement} r10 r11")
        assert verdict.ok, verdict.detail

    def test_the_replacement_may_come_from_the_board(self) -> None:
        # "korvaava laatta saa tulla joko pöydältä tai omasta telineestäsi"
        verdict = check("b6 J b8 | k7 o7 r7 b7", "b6 b7 b8 | k7 o7 r7 | r10 r11 J", "r10 r11")
        assert verdict.ok, verdict.detail

    def test_the_freed_joker_must_be_played_in_the_same_turn(self) -> None:
        verdict = check("b6 J b8", "b6 b7 b8 | r10 r11 r12", "b7 r10 r11 r12")
        assert verdict.reason is Reason.BOARD_TILE_REMOVED

    def test_freeing_a_joker_still_needs_a_tile_from_your_rack(self) -> None:
        # "käytettävä samalla vuorolla vähintään yksi laatta omasta telineestäsi"
        verdict = check("b6 J b8 | k7 o7 r7 b7 | r9 r10 r11", "b6 b7 b8 | k7 o7 r7 | r9 r10 r11 J", "k1")
        assert verdict.reason is Reason.NO_TILE_PLAYED

    def test_no_joker_from_the_board_before_opening(self) -> None:
        # "Et myöskään saa ottaa jokeria pöydältä ennen kuin olet avannut oman pelisi."
        verdict = check("b6 J b8", "b6 b7 b8 | r10 r11 J", "b7 r10 r11", opened=False)
        assert verdict.reason is Reason.OPENING_TOUCHED_BOARD

    def test_a_joker_left_on_the_rack_costs_30(self) -> None:
        # "Jos jokeri jää telineeseesi erän päättyessä, se on 30 sakkopisteen arvoinen"
        assert scores("", "J") == [30, -30]


class TestEsimerkkiJokerinVapauttamisesta:
    """Esimerkki jokerin vapauttamisesta."""

    BEFORE = "b6 J b8"
    RACK = "b7 r10 r11"

    def test_the_joker_stands_for_blue_7(self) -> None:
        assert means(self.BEFORE) == "b6 b7 b8"

    def test_blue_7_frees_the_joker_for_red_10_11_joker(self) -> None:
        verdict = check(self.BEFORE, "b6 b7 b8 | r10 r11 J", self.RACK)
        assert verdict.ok, verdict.detail
        assert verdict.reason is None
        # "Nyt jokeri esittää punaista kahtatoista."
        assert means("r10 r11 J") == "r10 r11 r12"

    def test_you_could_not_keep_the_joker_on_your_rack(self) -> None:
        # "Et voisi jättää jokeria telineeseesi odottamaan parempaa tilaisuutta."
        verdict = check(self.BEFORE, "b6 b7 b8", self.RACK)
        assert verdict.reason is Reason.BOARD_TILE_REMOVED
        assert "J" in verdict.detail

    def test_not_before_opening(self) -> None:
        verdict = check(self.BEFORE, "b6 b7 b8 | r10 r11 J", self.RACK, opened=False)
        assert verdict.reason is Reason.OPENING_TOUCHED_BOARD

    def test_sets_holding_a_joker_may_be_rearranged(self) -> None:
        # "Myös jokeria sisältävää sarjaa saa valitussa sääntöversiossa järjestellä uudelleen."
        verdict = check("r3 r4 J r6 r7", "r3 r4 r5 | J r6 r7", "r5")
        assert verdict.ok, verdict.detail


class TestPisteytysJaVoittaminen:
    """Pisteytys ja voittaminen."""

    def test_one_player_went_out_losers_24_10_16_winner_plus_50(self) -> None:
        racks = ("", "k11 k13", "r10", "o7 o9")
        assert [sum(t.penalty for t in parse_tiles(r)) for r in racks] == [0, 24, 10, 16]
        changes = scores(*racks)
        assert changes == [50, -24, -10, -16]
        assert sum(changes) == 0  # "Miinukset ja plussat täsmäävät"

    def test_pool_out_racks_12_7_20(self) -> None:
        # "jos telineissä on 12, 7 ja 20 pisteen edestä laattoja, voittaa 7 pisteen pelaaja.
        # Muut kirjaavat ... −5 (12 − 7) ja −13 (20 − 7), ja voittaja saa niiden summan +18."
        changes = scores("r12", "b3 b4", "k9 k11")
        assert changes == [-5, 18, -13]
        assert GameResult.from_racks([parse_tiles(r) for r in ("r12", "b3 b4", "k9 k11")]).winners == (1,)


class TestKokoPelinVoittajaJaTasapeli:
    """Koko pelin voittaja ja tasapeli."""

    def test_most_games_won_then_highest_total(self) -> None:
        book = ScoreBook.for_table(3)
        book = book.add(GameResult.from_racks([parse_tiles(""), parse_tiles("r13"), parse_tiles("k13")]))
        book = book.add(GameResult.from_racks([parse_tiles("r1"), parse_tiles(""), parse_tiles("r1")]))
        book = book.add(GameResult.from_racks([parse_tiles("r1"), parse_tiles("r2"), parse_tiles("")]))
        assert book.wins == [1, 1, 1]
        assert book.totals == [26 - 1 - 1, -13 + 2 - 2, -13 - 1 + 3]
        assert book.overall_winners() == [0]

    def test_a_complete_tie_stays_shared(self) -> None:
        # "Voitte sopia ennen peliä, että tällainen tasapeli jää voimaan" - RULES.md: ties stay shared.
        book = ScoreBook.for_table(2)
        book = book.add(GameResult.from_racks([parse_tiles(""), parse_tiles("r9")]))
        book = book.add(GameResult.from_racks([parse_tiles("b9"), parse_tiles("")]))
        assert book.overall_winners() == [0, 1]


class TestKokoKahdenPelaajanKierrosEsimerkilla:
    """Koko kahden pelaajan kierros esimerkillä: Anna (seat 0) and Pekka (seat 1)."""

    def test_anna_and_pekka(self) -> None:
        anna, pekka = 0, 1
        book = ScoreBook.for_table(2)  # one round of two games
        assert book.games_planned == 2
        # Game 1: Anna empties her rack, Pekka has 18 points left.
        game1 = GameResult.from_racks([parse_tiles(""), parse_tiles("r5 r6 r7")])
        assert game1.changes == (18, -18)  # 18 - 18 = 0
        book = book.add(game1)
        # Game 2: Pekka goes out, Anna has 25 points left.
        game2 = GameResult.from_racks([parse_tiles("k12 k13"), parse_tiles("")])
        assert game2.changes == (-25, 25)  # -25 + 25 = 0
        book = book.add(game2)
        assert book.finished
        assert book.wins == [1, 1]  # "Erävoitot ovat tasan 1–1"
        assert book.totals[anna] == -7
        assert book.totals[pekka] == 7  # -7 + 7 = 0
        # "joten yhteispisteet ratkaisevat koko pelin Pekalle"
        assert book.standing() == [2, 1]
        assert book.overall_winners() == [pekka]


class TestJarjestaTeline:
    """Järjestä teline niin, että näet kaksi vaihtoehtoa."""

    def test_blue_7_fits_a_run_or_a_group(self) -> None:
        assert is_valid_set(parse_tiles("b6 b7 b8"))
        assert is_valid_set(parse_tiles("k7 b7 r7"))

    @pytest.mark.parametrize("run", ["b4 b5 b6", "b5 b6 b7"])
    def test_blue_5_6_take_blue_4_or_7(self, run: str) -> None:
        assert is_valid_set(parse_tiles(run))

    def test_blue_1_2_need_blue_3(self) -> None:
        assert is_valid_set(parse_tiles("b1 b2 b3"))
        assert not is_valid_set(parse_tiles("b13 b1 b2"))


class TestMuunnelmat:
    """Rummikubin muunnelmat ja variaatiot."""

    @pytest.mark.parametrize("seats", [5, 6])
    def test_the_xp_set_for_5_6_players(self, seats: int) -> None:
        tiles = all_tiles(spec_for_seats(seats))
        assert len(tiles) == 160
        assert tiles.count(JOKER) == 4

    def test_two_players_use_the_standard_set_and_threshold(self) -> None:
        assert len(all_tiles(spec_for_seats(2))) == 106
        assert check("", "k9 o9 b9 r9", "k9 o9 b9 r9", opened=False).ok  # 36
        assert check("", "k9 o9 b9", "k9 o9 b9", opened=False).reason is Reason.OPENING_TOO_LOW
