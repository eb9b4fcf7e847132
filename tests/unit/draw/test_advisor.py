"""The discard advisor (FD-8 advice) against brute-force enumeration, and the five-card draw bots."""

import random
from collections import Counter
from itertools import combinations

import pytest

from engine.cards import full_deck, parse_cards
from engine.draw import DrawRules, new_game
from engine.draw.advisor import AdviceError, advise, percentile, rule_of_thumb
from engine.draw.bots import make_bot
from engine.draw.simulation import play, simulate
from engine.fast import card_code, strengths, tables_for
from engine.hands import Category


def brute_force(hand, keep, ace_low=False, gone=()):
    """Obviously correct: every set of replacement cards from the unseen ones, evaluated one by one."""
    unseen = [c for c in full_deck() if c not in hand and c not in gone]
    k = 5 - len(keep)
    kept = tuple(card_code(c) for c in keep)
    finals = [kept + tuple(card_code(c) for c in drawn) for drawn in combinations(unseen, k)]
    values = tables_for(ace_low).values
    return Counter(values[s].category for s in strengths(finals, ace_low))


def check(hand_text, max_replace=3, ace_low=False, gone=(), most_replaced=None):
    hand = parse_cards(hand_text)
    gone = parse_cards(gone) if isinstance(gone, str) else gone
    advice = advise(hand, max_replace, ace_low, gone)
    assert len(advice.choices) == sum(len(list(combinations(hand, k))) for k in range(max_replace + 1))
    for choice in advice.choices:
        assert abs(sum(choice.probabilities.values()) - 1) < 1e-12
        if most_replaced is not None and len(choice.replace) > most_replaced:
            continue
        assert Counter(choice.counts) == brute_force(hand, choice.keep, ace_low, gone), choice.describe()
    return advice


@pytest.mark.slow       # its quick sibling: the edge cases below
def test_fd8_advisor_equals_brute_force_on_200_random_hands():
    rng = random.Random(2026)
    for i in range(200):
        hand = " ".join(c.code for c in rng.sample(full_deck(), 5))
        # every choice replacing up to 2 cards on all hands, all 26 choices on every tenth hand
        check(hand, ace_low=bool(i % 2), most_replaced=3 if i % 10 == 0 else 2)


@pytest.mark.parametrize("hand", [
    "9S 9H KD 6C 2S",      # a pair
    "9S 9H KD KC 2S",      # two pair
    "9S 9H 9D KC 2S",      # three of a kind
    "2S 7S 9S JS KH",      # four to a flush
    "5S 6H 7D 8C KS",      # open-ended straight draw
    "5S 6H 8D 9C KS",      # inside straight draw
    "AS 2H 3D 4C 9S",      # wheel draw: open-ended only with A-low
    "2S 5S 7S 9S JS",      # a made flush
])
@pytest.mark.parametrize("ace_low", [False, True])
def test_fd8_advisor_equals_brute_force_on_edge_cases(hand, ace_low):
    check(hand, ace_low=ace_low)


def test_fd8_known_cards_gone_shrink_the_unseen_cards():
    advice = check("9S 9H KD 6C 2S", gone="9D 9C", most_replaced=3)
    assert advice.unseen == 45
    assert Category.FOUR_OF_A_KIND not in advice.choice_keeping("9S 9H").counts


def test_fd8_a_pair_improves_about_29_percent_of_the_time():
    choice = advise("9S 9H KD 6C 2S").choice_keeping("9S 9H")
    assert choice.outcomes == 16215 and choice.counts[Category.ONE_PAIR] == 11559
    assert round(choice.p_improve, 4) == 0.2871


def test_fd5_fd8_max_replace_limits_the_choices():
    assert len(advise("9S 9H KD 6C 2S", max_replace=1).choices) == 6
    assert len(advise("9S 9H KD 6C 2S", max_replace=5).choices) == 32


def test_advisor_refuses_bad_requests_clearly():
    with pytest.raises(AdviceError, match="5 cards, not 4"):
        advise("9S 9H KD 6C")
    with pytest.raises(AdviceError, match="twice"):
        advise("9S 9H KD 6C 9s")
    with pytest.raises(AdviceError, match="gone cannot also be in the hand: 9♠"):
        advise("9S 9H KD 6C 2S", gone="9S")
    with pytest.raises(AdviceError, match="maximum of 0 cards"):
        advise("9S 9H KD 6C 2S", max_replace=0)


@pytest.mark.parametrize("hand, name, keep", [
    ("9S 9H KD 6C 2S", "one pair", "9S 9H"),
    ("9S 9H 9D KC 2S", "three of a kind", "9S 9H 9D"),
    ("9S 9H KD KC 2S", "two pair", "KD KC 9S 9H"),
    ("2S 7S 9S JS KH", "four to a flush", "2S 7S 9S JS"),
    ("5S 6H 7D 8C KS", "an open-ended straight draw", "5S 6H 7D 8C"),
    ("5S 6H 8D 9C KS", "an inside straight draw", "KS 9C"),      # against 3 opponents: the two highest
    ("JS QH KD AC 4S", "a one-ended straight draw", "AC KD"),
    ("2H 7D 9C JS KH", "a weak hand", "JS KH"),
    ("2S 5S 7S 9S JS", "a made hand (flush)", "2S 5S 7S 9S JS"),
])
def test_fd8_cardschools_rules_of_thumb(hand, name, keep):
    thumb = rule_of_thumb(parse_cards(hand))
    assert thumb.name == name and set(thumb.keep) == set(parse_cards(keep))


def test_fd8_a_pair_is_not_broken_for_a_straight_draw():
    assert rule_of_thumb(parse_cards("5S 5H 6D 7C 8S")).name == "one pair"


def test_fd8_thumb_fits_a_smaller_maximum():
    thumb = rule_of_thumb(parse_cards("9S 9H KD 6C 2S"), max_replace=2)
    assert len(thumb.keep) == 3 and "at most 2" in thumb.advice


def test_fd8_verdict_says_where_the_numbers_disagree():
    agree = advise("9S 9H KD 6C 2S").verdict()
    assert "agree" in agree and "one pair" in agree
    disagree = advise("5S 6H 7D 8C KS", opponents=1, model="random hands").verdict()
    assert "disagree" in disagree and "open-ended" in disagree


def test_choices_are_ranked_by_the_chance_to_beat_the_opponents():
    for model in ("by the book", "random hands"):
        advice = advise("AS KS QS JS 9H", opponents=2, model=model)
        ranked = [c.p_beats_opponents for c in advice.choices]
        assert ranked == sorted(ranked, reverse=True) and advice.best is advice.choices[0]
    assert advice.criterion == "the chance that the final hand beats all of 2 random hands"
    one = advise("AS KS QS JS 9H", opponents=1, model="random hands")
    assert all(abs(c.p_beats_opponents * 100 - c.expected_percentile) < 1e-9 for c in one.choices)


def test_fd8_more_opponents_make_the_flush_draw_worth_it():
    hand = "AS 6S KS TC 9S"
    assert advise(hand, opponents=1, model="random hands").best.keep == tuple(parse_cards("AS KS"))
    assert set(advise(hand, opponents=3, model="random hands").best.keep) == set(parse_cards("AS 6S KS 9S"))
    one, three = advise(hand, opponents=1), advise(hand, opponents=3)     # opponents who replace too
    gap = [a.choice_keeping("AS 6S KS 9S").p_beats_opponents - a.choice_keeping("AS KS").p_beats_opponents
           for a in (one, three)]
    assert 0 < gap[0] < gap[1]
    with pytest.raises(AdviceError, match="1 to 5 opponents"):
        advise(hand, opponents=6)


def test_percentile_of_the_weakest_and_strongest_hands():
    assert percentile("2S 3H 4D 5C 7S") == 0.0
    assert percentile("AS KS QS JS TS") == pytest.approx(100 * (1 - 4 / 2598960))


# ---- five-card draw bots ----------------------------------------------------------------------------

def test_fd7_fd9_draw_bots_only_ever_receive_views(monkeypatch):
    from support import what_bots_receive

    from engine.draw.bots import DrawBot

    def match():
        play(DrawRules(players=5, rounds=2), ["by the book", "odds", "loose", "cautious", "expert"], 3)
        play(DrawRules(players=5, rounds=2, chips=True), ["expert", "by the book", "odds", "loose", "cautious"], 3)

    assert what_bots_receive(monkeypatch, DrawBot, match) == {"DrawView"}


def test_fd7_each_personality_decides_and_explains():
    g = new_game(DrawRules(players=4), seed=11)
    for personality in ("by the book", "odds", "loose", "cautious", "expert"):
        bot = make_bot(personality)
        action = bot.act(g.view(g.to_act))
        assert action.kind in ("stay", "fold") and bot.explain() != "no decision yet"
    with pytest.raises(ValueError, match="no five-card draw bot"):
        make_bot("shark")


def test_fd7_loose_never_folds():
    state = play(DrawRules(players=3, rounds=3), ["loose", "loose", "loose"], seed=4)
    assert not [a for a in state.history if a.kind == "fold"]


def test_fd14_match_simulation_is_seeded_and_counts_every_seat():
    a = simulate(["by the book", "odds", "cautious"], games=6, seed=2, rules=DrawRules(players=3, rounds=2))
    b = simulate(["by the book", "odds", "cautious"], games=6, seed=2, rules=DrawRules(players=3, rounds=2))
    assert a == b and sum(a.seats.values()) == 18
    assert sum(a.wins.values()) == pytest.approx(6)


def test_fd8_known_cards_gone_may_be_given_as_a_list():
    assert advise("9S 9H KD 6C 2S", gone=["9D", "9C"]).unseen == 45
    assert advise("9S 9H KD 6C 2S", gone=parse_cards("9D 9C")).unseen == 45
    assert advise("9S 9H KD 6C 2S", gone="9D 9C").unseen == 45
    with pytest.raises(AdviceError, match='gone: cannot read "9X"'):
        advise("9S 9H KD 6C 2S", gone=["9X"])


def test_fd8_a_choice_the_advice_does_not_have_is_refused_clearly():
    advice = advise("9S 9H KD 6C 2S")
    with pytest.raises(AdviceError, match="keep: no choice keeps just 9♠ — keep at least 2 of the 5 cards"):
        advice.choice_keeping("9S")
    with pytest.raises(AdviceError, match="keep: no choice keeps just 9♠ A♠ — A♠ is not in the hand"):
        advice.choice_keeping(["9S", "AS"])
    with pytest.raises(AdviceError, match='keep: cannot read "ZZ"'):
        advice.choice_keeping("ZZ")
