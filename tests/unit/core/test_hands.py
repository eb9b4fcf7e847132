"""Hand ranking (FD-13), explanations, and the fast path against the reference on every hand."""

from collections import Counter
from itertools import combinations

import pytest

from engine.cards import CardError, full_deck
from engine.fast import all_strengths, fast_value, strength, tables_for
from engine.hands import Category, describe, explain, hand_value, winners

KNOWN_TOTALS_ACE_LOW = {  # A-2-3-4-5 counted as a straight (TOOLCHAIN.md)
    Category.STRAIGHT_FLUSH: 40, Category.FOUR_OF_A_KIND: 624, Category.FULL_HOUSE: 3744,
    Category.FLUSH: 5108, Category.STRAIGHT: 10200, Category.THREE_OF_A_KIND: 54912,
    Category.TWO_PAIR: 123552, Category.ONE_PAIR: 1098240, Category.HIGH_CARD: 1302540,
}


def test_fd13_categories_in_order():
    ladder = ["2S 3S 4S 5S 6S", "9S 9H 9D 9C 2S", "9S 9H 9D 2C 2S", "2H 5H 7H 9H JH", "5S 6H 7D 8C 9S",
              "9S 9H 9D 2C 3S", "9S 9H 2D 2C 3S", "9S 9H 2D 4C 3S", "AS KH 2D 4C 3S"]
    values = [hand_value(h) for h in ladder]
    assert values == sorted(values, reverse=True)
    assert [v.category for v in values] == sorted(Category, reverse=True)


@pytest.mark.parametrize("better, worse, reason", [
    ("KS KH 9D 4C 2S", "KD KC 7D 4H 2H", "the 9 beats the 7 as the first kicker"),
    ("9S 9H 9D 2C 2S", "8S 8H 8D AC AS", "9s beat 8s as the three of a kind"),
    ("AS AH 5D 5C 2S", "AD AC 4D 4C KS", "5s beat 4s as the lower pair"),
    ("AS AH 5D 5C 3S", "AD AC 5H 5S 2S", "the 3 beats the 2 as the kicker"),
    ("AH JH 9H 5H 3H", "AS JS 9S 5S 2S", "the 3 beats the 2 as the fifth card"),
    ("6S 7H 8D 9C TS", "2S 3H 4D 5C 6D", "the 10-high one beats the 6-high one"),
    ("KS KH KD KC 3S", "KS KH KD KC 2S", None),
])
def test_fd13_tie_breaks_are_explained(better, worse, reason):
    if reason is None:  # impossible pair of hands from one deck: the value still compares
        assert hand_value(better) > hand_value(worse)
        return
    assert hand_value(better) > hand_value(worse)
    assert reason in explain(better, worse) and explain(better, worse).startswith("Hand 1 wins")
    assert explain(worse, better).startswith("Hand 2 wins")


def test_fd13_suits_never_rank_equal_hands_tie():
    assert winners(["AS KH 9C 7D 2S", "AD KC 9H 7S 2C", "QS JH 2C 3D 4H"]) == [0, 1]
    assert explain("AS KH 9C 7D 2S", "AD KC 9H 7S 2C").startswith("A tie")


def test_fd13_category_names_in_english_and_chinese():
    assert [c.chinese for c in sorted(Category, reverse=True)] == \
        ["同花顺", "四条", "葫芦", "同花", "顺子", "三条", "两对", "一对", "高牌"]
    assert "葫芦" in explain("KH KD KC 2H 2D", "2S 3S 4S 5S 7S")


def test_fd13_fd5_ace_low_switch_makes_the_wheel_the_lowest_straight():
    wheel, six_high, ace_high = "AS 2H 3D 4C 5S", "2S 3H 4D 5C 6S", "AS KH QD JC 9S"
    assert hand_value(wheel, ace_low=False).category == Category.HIGH_CARD      # a table that agreed A is high only
    assert hand_value(wheel) == hand_value(wheel, ace_low=True) == (Category.STRAIGHT, (5,))  # standard poker
    assert hand_value(six_high, ace_low=True) > hand_value(wheel, ace_low=True) > hand_value(ace_high, True)
    assert hand_value("AH 2H 3H 4H 5H", ace_low=True).category == Category.STRAIGHT_FLUSH
    assert hand_value("AH 2H 3H 4H 5H", ace_low=False).category == Category.FLUSH
    assert hand_value("AS KS QS JS TS") == (Category.STRAIGHT_FLUSH, (14,))
    assert "royal" in describe(hand_value("AS KS QS JS TS"))


def test_a_hand_must_be_five_distinct_cards():
    with pytest.raises(CardError, match="5 cards, not 4"):
        hand_value("AS KS QS JS")
    with pytest.raises(CardError, match="twice"):
        hand_value("AS KS QS JS as")


def test_fast_path_agrees_on_a_sample_and_through_the_public_api():
    for hand in ["AS 2H 3D 4C 5S", "KS KH 9D 4C 2S", "2H 5H 7H 9H JH", "9S 9H 9D 2C 2S"]:
        for ace_low in (False, True):
            assert fast_value(hand, ace_low) == hand_value(hand, ace_low)
    assert strength("2S 3H 4D 5C 7S") == 0 and strength("AS KS QS JS TS") == 7461
    assert len(tables_for(False).values) == len(tables_for(True).values) == 7462


WHEEL_RANKS = {14, 2, 3, 4, 5}


@pytest.mark.slow
def test_fd13_fast_path_equals_reference_on_all_2598960_hands():
    """Every hand under the default rules: the fast path's value is the reference's. With A-2-3-4-5
    as a straight (FD-5) only a hand of those five ranks can change: every one of them (4⁵ = 1,024)
    changes, to the reference's value, and no other hand does — one pass over the deck instead of two
    (the category counts below hold both tables to the known totals)."""
    deck = full_deck()
    plain, wheel = tables_for(False).values, tables_for(True).values
    checked = wheels = 0
    for hand, s, t in zip(combinations(deck, 5), all_strengths(False), all_strengths(True), strict=True):
        assert plain[s] == hand_value(hand, False), hand
        if wheel[t] != plain[s]:            # a change must be a wheel, valued as the reference does
            assert {c.rank for c in hand} == WHEEL_RANKS and wheel[t] == hand_value(hand, True), hand
            wheels += 1
        checked += 1
    assert checked == 2598960 and wheels == 4 ** 5


@pytest.mark.parametrize("ace_low", [True, pytest.param(False, marks=pytest.mark.slow)])   # the default quick
def test_fd13_category_counts_over_all_hands(ace_low):
    values = tables_for(ace_low).values
    counts = Counter(values[s].category for s in all_strengths(ace_low))
    expected = dict(KNOWN_TOTALS_ACE_LOW)
    if not ace_low:  # the 4 wheel straight flushes become flushes, the 1,020 wheels high cards
        expected[Category.STRAIGHT_FLUSH] -= 4
        expected[Category.FLUSH] += 4
        expected[Category.STRAIGHT] -= 1020
        expected[Category.HIGH_CARD] += 1020
    assert counts == expected and sum(counts.values()) == 2598960


def test_fd13_steps_stop_at_the_first_difference_or_end_in_a_tie():
    from engine.hands import explain_steps
    steps = explain_steps("AS AH 5D 5C 3S", "AD AC 5H 5S 2S", names=("Ann", "Bo"))
    assert steps[-1] == "Kicker: 3 against 2 — Ann is higher, so Ann wins."
    assert [s.split(":")[0] for s in steps[2:]] == ["Higher pair", "Lower pair", "Kicker"]
    assert explain_steps("2S 3S 4S 5S 7S", "KH KD KC 2H 2D")[-1] == \
        "Full house ranks above flush, so Hand 2 wins."
    assert explain_steps("AS KH 9C 7D 2S", "AD KC 9H 7S 2C")[-1].endswith("a tie (FD-13).")
