"""Cards, parsing and the two rank orders (FD-2, UD-2)."""

import random

import pytest

from engine.cards import (
    RANKS,
    Card,
    CardError,
    full_deck,
    parse_card,
    parse_cards,
    parse_rank,
    poker_order,
    shuffle,
    shuffled_deck,
    updown_order,
)


@pytest.mark.parametrize("text", ["AS", "As", "as", "♠A", "A♠", "a♠", " as "])
def test_ace_of_spades_in_every_notation(text):
    assert parse_card(text) == Card(14, "S")


@pytest.mark.parametrize("text", ["10h", "Th", "TH", "10H", "♥10", "h10"])
def test_ten_of_hearts_in_every_notation(text):
    assert parse_card(text) == Card(10, "H")


@pytest.mark.parametrize("bad", ["1S", "AX", "", "11H", "A", "S", "KK", "10"])
def test_a_bad_card_string_is_named_with_good_examples(bad):
    with pytest.raises(CardError) as err:
        parse_card(bad)
    assert f'"{bad}"' in str(err.value) and '"AS"' in str(err.value)


def test_a_bad_token_in_a_list_is_the_one_named():
    with pytest.raises(CardError, match='"ZZ"'):
        parse_cards("AS ZZ KD")


def test_duplicates_are_refused_in_a_hand_but_allowed_when_asked():
    with pytest.raises(CardError, match="twice"):
        parse_cards("AS KD as")
    assert len(parse_cards("AS AS", distinct=False)) == 2


def test_fd2_the_deck_has_52_distinct_cards_and_no_jokers():
    deck = full_deck()
    assert len(deck) == len(set(deck)) == 52
    assert {c.rank for c in deck} == set(range(2, 15))


def test_seeded_shuffle_is_reproducible_and_a_permutation():
    assert shuffled_deck(3) == shuffled_deck(3) != shuffled_deck(4)
    assert sorted(shuffled_deck(3)) == sorted(full_deck())


def test_the_written_out_shuffle_deals_as_random_shuffle_does():
    """Every seeded game is dealt by cards.shuffle: it must give the order random.Random.shuffle gives,
    and leave the generator where it leaves it, for any seed and any number of cards."""
    for seed in [*range(200), "2026/0/17/deal", "x"]:
        for n in (0, 1, 2, 5, 52):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = full_deck()[:n], full_deck()[:n]
            shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b and ours.getstate() == theirs.getstate()
        assert shuffled_deck(seed) == b


def test_names_in_english_and_chinese():
    assert parse_card("10h").chinese == "红桃10" and parse_card("AS").chinese == "黑桃A"
    assert parse_card("QD").english == "queen of diamonds" and parse_card("2c").chinese == "梅花2"
    assert parse_card("KD").is_red and not parse_card("KC").is_red


def test_fd2_poker_order_and_ud2_updown_order():
    assert sorted(RANKS, key=poker_order) == list(range(2, 15))
    assert sorted(RANKS, key=updown_order) == list(range(3, 15)) + [2]


def test_parse_rank_accepts_words_people_type():
    assert [parse_rank(x) for x in ("2", "10", "t", "j", "Q", "k", "a")] == [2, 10, 10, 11, 12, 13, 14]
    with pytest.raises(CardError, match='"11"'):
        parse_rank("11")
