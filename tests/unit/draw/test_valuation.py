"""Replacements valued by what the table scores (issue 22, FD-3, FD-7): one valuation for the advisor, the
coach, the odds bot and the expert, pinned on a hand whose expected points are counted here by brute force."""

from itertools import combinations

import pytest

from engine.cards import full_deck, parse_cards
from engine.draw import DrawRules, setup, stay
from engine.draw.advisor import advise, advise_seat, win_chances
from engine.draw.bots import make_bot
from engine.draw.expert import replacement
from engine.draw.narrate import hint
from engine.draw.rules import DEFAULT_CATEGORY_POINTS
from engine.draw.valuation import Goal, Valuation, seat_valuation, table_valuation
from engine.fast import strength
from engine.hands import hand_value

C1_HAND = "2S 2H 7H 9H KH"          # the review's C1 hand: a low pair and four hearts
OTHERS = ["AS 8D 6C 4S 3D", "QC JD 9S 5H 3C"]
NAMES = ["You", "Bo", "Cy"]


def brute_force(hand, keep, per_hand):
    """The average of ``per_hand(final five cards)`` over every set of replacement cards from the 47
    unseen ones, drawn one set at a time (no grouping, no tables)."""
    cards = parse_cards(hand)
    kept = parse_cards(keep)
    unseen = [c for c in full_deck() if c not in cards]
    draws = list(combinations(unseen, 5 - len(kept)))
    return sum(per_hand(list(kept) + list(drawn)) for drawn in draws) / len(draws)


def points_of(rules, opponents):
    """A final hand's expected points by hand: the chance it beats every opponent (the advisor's model
    of rule-of-thumb opponents, per final strength) times what a lone win with its category scores."""
    chances = win_chances(opponents, ace_low=rules.ace_low)
    return lambda five: chances[strength(five, rules.ace_low)] * rules.category_points[hand_value(five).category]


def seat_to_replace(rules, scores=None):
    """The C1 hand in seat 1 of a three-player table (seat 0 deals), everyone stayed: seat 1 is the
    first to replace."""
    game = setup(rules, hands=[OTHERS[0], C1_HAND, OTHERS[1]], scores=scores)
    for _ in range(3):
        game = game.apply(stay(game.to_act))
    assert game.to_act == 1
    return game


def test_fd3_expected_points_of_two_replacement_choices_counted_by_hand():
    rules = DrawRules(players=3, scoring="category")
    advice = advise(C1_HAND, opponents=2, valuation=table_valuation(rules, 2))
    flush_draw = brute_force(C1_HAND, "2H 7H 9H KH", points_of(rules, 2))        # 47 draws
    pair = brute_force(C1_HAND, "2S 2H KH", points_of(rules, 2))                 # 1,081 draws
    assert advice.choice_keeping("2H 7H 9H KH").value == pytest.approx(flush_draw, abs=1e-12)
    assert advice.choice_keeping("2S 2H KH").value == pytest.approx(pair, abs=1e-12)
    assert flush_draw > pair                                   # about 0.99 against 0.54 points a round
    assert set(advice.best.keep) == set(parse_cards("2H 7H 9H KH"))
    # the chance to win alone prefers the pair: the scoring is what changes the answer
    assert set(advise(C1_HAND, opponents=2).best.keep) == set(parse_cards("2S 2H"))


def test_fd7_with_chips_a_choice_is_worth_the_pot_it_brings_back_net_of_the_second_stay():
    rules = DrawRules(players=3, chips=True)
    valuation = table_valuation(rules, 2)                       # everyone stays twice: a pot of 6
    chances = win_chances(2, ace_low=True)
    by_hand = brute_force(C1_HAND, "2H 7H 9H KH", lambda five: max(0.0, chances[strength(five)] * 6 - 1))
    advice = advise(C1_HAND, opponents=2, chips=True, valuation=valuation)
    assert (valuation.goal, valuation.pot) == (Goal.CHIPS, 6)
    assert advice.choice_keeping("2H 7H 9H KH").value == pytest.approx(by_hand, abs=1e-12)


@pytest.mark.parametrize("scoring, kept", [("category", "2H 7H 9H KH"), ("win", "2S 2H")])
def test_fd3_the_coach_and_the_odds_bot_keep_the_same_cards_on_the_same_seat(scoring, kept):
    game = seat_to_replace(DrawRules(players=3, scoring=scoring))
    view = game.view(1)
    coach = [t.render("en", NAMES) for t in hint(view, NAMES)]
    bot = make_bot("odds")
    action = bot.act(view)
    advice = advise_seat(view)
    assert set(advice.best.keep) == set(parse_cards(kept))
    assert coach[2].startswith(f"1. {advice.best.describe()}")
    assert set(action.cards) == set(advice.best.replace)
    said = str(bot.explain())
    assert advice.best.describe() in said
    if scoring == "category":
        assert coach[1].startswith("Ranked by the points a choice earns on average (points by category, FD-3)")
        assert "earns about 0.99 points a round" in coach[2] and "0.99 points a round" in said
        # the expert, nothing heard yet, values the choices the same way
        assert set(replacement(view).action.cards) == set(advice.best.replace)
    else:
        assert coach[1] == "Ranked by the chance to win the round: at this table every win scores the same (FD-3)."


def test_fd3_fd7_each_valuation_says_what_it_ranks_by_in_both_languages():
    rules = {"win": DrawRules(), "category": DrawRules(scoring="category"), "chips": DrawRules(chips=True)}
    said = {name: table_valuation(r).said for name, r in rules.items()}
    assert "chance to win the round" in str(said["win"])
    assert "points a choice earns on average" in str(said["category"])
    assert "net of chips" in str(said["chips"]) and "about 8 points" in str(said["chips"])
    for text in said.values():
        zh = text.render("zh")
        assert "排序" in zh and not any("a" <= ch <= "z" for ch in zh), zh


def test_fd7_the_seat_valuation_pictures_the_pot_everyone_still_in_stays_for():
    game = seat_to_replace(DrawRules(players=3, chips=True))
    # three first stays are in; the second decision will add 1 from each of the three still in
    assert game.pot == 3 and seat_valuation(game.view(1)).pot == 6


def test_fd14_the_expert_reads_the_standings_in_the_last_round_and_the_coach_keeps_the_tables_scoring():
    game = seat_to_replace(DrawRules(players=3, scoring="category", rounds=1), scores=[14, 10, 10])
    view = game.view(1)
    assert seat_valuation(view, standings=True) == Valuation(Goal.MATCH, True, seat_valuation(view).worth, need=5)
    assert seat_valuation(view).goal == Goal.POINTS
    assert "only a win worth 5 points or more puts me first" in replacement(view).reason


def test_fd5_a_valuation_for_another_table_is_refused():
    with pytest.raises(ValueError, match="A-2-3-4-5 is not a straight"):
        advise(C1_HAND, ace_low=True, valuation=table_valuation(DrawRules(ace_low=False, scoring="category")))
    with pytest.raises(TypeError, match="valuation must be a Valuation"):
        advise(C1_HAND, valuation="points")


def test_fd3_the_points_a_win_is_worth_follow_the_tables_category_points():
    valuation = table_valuation(DrawRules(scoring="category"))
    flush = strength("2D 6D 9D JD KD")
    assert valuation.worth[flush] == DEFAULT_CATEGORY_POINTS[5]
    assert valuation.values([0.5] * len(valuation.worth))[flush] == pytest.approx(2.5)
