"""Five-card draw for points, rule by rule (FD-1 … FD-15), and refused input."""

import re
from dataclasses import FrozenInstanceError

import pytest
from support import play, refused

from engine.cards import CardError, full_deck, parse_cards
from engine.draw import (
    Dealt,
    DeckChecked,
    DrawRules,
    Phase,
    Stay,
    correct,
    deal,
    fold,
    new_game,
    next_round,
    replace,
    replay,
    setup,
    stay,
)
from engine.draw.transcript import draw_transcript
from engine.errors import RulesError
from engine.game import replay as replay_from

# Seat 1 is at dealer 0's left. Seat 0 quads, seat 1 a four-flush, seat 2 two pair.
HANDS = ["AS AH AD AC KS", "2S 3S 4S 5S 7H", "9C 9D 8C 8D 2C"]


def table(hands=HANDS, rest="", **rules):
    """A round set up with these hands, ``rest`` on top of the stock (scenario API)."""
    return setup(DrawRules(players=len(hands), **rules), seed=1, hands=hands, stock=rest)


# ---- setup ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 7, 0])
def test_fd1_two_or_seven_players_are_refused(players):
    with pytest.raises(RulesError, match=f"3 to 6 players, not {players} \\(FD-1\\)"):
        DrawRules(players=players)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_fd1_three_to_six_players_can_play(players):
    g = new_game(DrawRules(players=players), seed=9)
    assert len(g.hands) == players and all(len(h) == 5 for h in g.hands)


def test_fd2_one_deck_of_52_cards_is_in_play():
    g = new_game(DrawRules(players=6), seed=2)
    assert sorted(g.all_cards()) == sorted(full_deck())


def test_fd3_everyone_starts_with_ten_and_the_winner_gains_one():
    g = play(table(), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0),
             stay(1), stay(2), stay(0))
    assert g.round_winners == (0,) and g.scores == [11, 10, 10]


def test_fd3_category_points_switch_scores_by_winning_category():
    g = play(table(scoring="category"), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0),
             deal(0), stay(1), stay(2), stay(0))
    assert g.scores == [10 + DrawRules().category_points[7], 10, 10]  # four of a kind


def test_fd3_starting_score_is_a_setting():
    assert new_game(DrawRules(players=3, starting_score=0)).scores == [0, 0, 0]


def test_fd4_the_deal_passes_to_the_left_every_round():
    g = new_game(DrawRules(players=3), seed=4)
    dealers = []
    for _ in range(4):
        dealers.append(g.dealer)
        g = g.apply(fold(g.to_act))
        g = g.apply(fold(g.to_act))
        g = g.apply(next_round((g.dealer + 1) % 3))
    assert dealers == [0, 1, 2, 0]


def test_fd4_only_the_next_dealer_starts_the_next_round():
    g = play(new_game(DrawRules(players=3), seed=4), fold(1), fold(2))
    refused(g, next_round(2), "seat 2", "it is seat 1's turn")


def test_fd5_a_maximum_replacement_the_deck_cannot_supply_is_refused():
    with pytest.raises(RulesError, match="could need 54 cards.*\\(FD-5\\)"):
        DrawRules(players=6, max_replace=4)
    assert DrawRules(players=5, max_replace=5).max_replace == 5


def test_fd5_rules_are_frozen_for_the_match():
    rules = DrawRules()
    with pytest.raises(FrozenInstanceError):
        rules.max_replace = 4


def test_fd5_house_rule_combinations_are_checked_when_made():
    with pytest.raises(RulesError, match="chips"):
        DrawRules(chips=True, scoring="category")
    with pytest.raises(RulesError, match="target"):
        DrawRules(end="points", target_score=10)
    with pytest.raises(RulesError, match="first dealer"):
        DrawRules(players=3, first_dealer=3)


def test_fd6_deal_is_one_card_at_a_time_from_the_dealers_left():
    g = new_game(DrawRules(players=4, first_dealer=2), seed=8)
    deals = [e.seat for e in g.events if isinstance(e, Dealt)]
    assert deals == [3, 0, 1, 2] * 5
    first_cards = [e.card for e in g.events if isinstance(e, Dealt)][:4]
    assert first_cards == [g.hands[3][0], g.hands[0][0], g.hands[1][0], g.hands[2][0]]


def test_fd6_players_look_at_their_own_cards_only():
    g = new_game(DrawRules(players=4), seed=8)
    view = g.view(1)
    assert view.hand == g.hands[1] and view.hands_shown == {}
    dealt = [e for e in view.events if isinstance(e, Dealt)]
    assert len(dealt) == 20
    for e in dealt:
        assert (e.card is not None) == (e.seat == 1)


def test_fd7_first_decision_in_seat_order_and_folding_is_final():
    g = table()
    assert g.to_act == 1
    refused(g, stay(2), "seat 2", "it is seat 1's turn", "FD-7")
    g = play(g, fold(1), stay(2), stay(0))
    assert g.phase == Phase.REPLACE and g.to_act == 2
    refused(g, replace(1), "folded", "FD-7")


def test_fd7_chips_every_stay_costs_one_point_into_the_pot():
    g = play(table(chips=True), stay(1), stay(2), stay(0))
    assert g.pot == 3 and g.scores == [9, 9, 9]


def test_fd7_scores_may_go_below_zero():
    g = play(table(chips=True, starting_score=0), stay(1), stay(2), stay(0))
    assert g.scores == [-1, -1, -1]


def test_fd8_replacements_dealt_from_the_top_in_seat_order():
    g = play(table(rest="KH QH JH TH 9H 8H"), stay(1), stay(2), stay(0),
             replace(1, "7H"), replace(2, "2C"), replace(0, "KS"))
    assert g.phase == "deal" and g.to_act == 0
    g = g.apply(deal(0))
    assert g.hands[1][-1].code == "KH" and g.hands[2][-1].code == "QH" and g.hands[0][-1].code == "JH"


def test_fd8_order_never_changes_because_someone_replaces_more():
    g = play(table(rest="KH QH JH TH 9H 8H"), stay(1), stay(2), stay(0),
             replace(1, "2S 3S 7H"), replace(2), replace(0, "KS"), deal(0))
    assert [c.code for c in g.hands[1][-3:]] == ["KH", "QH", "JH"] and g.hands[0][-1].code == "TH"


def test_fd8_replacing_more_than_the_maximum_is_refused():
    g = play(table(), stay(1), stay(2), stay(0))
    refused(g, replace(1, "2S 3S 4S 5S"), "seat 1", "replace 4 cards", "at most 3", "FD-8")
    g2 = play(table(max_replace=2), stay(1), stay(2), stay(0))
    refused(g2, replace(1, "2S 3S 4S"), "at most 2")


def test_fd8_replacing_a_card_not_in_the_hand_or_twice_is_refused():
    g = play(table(), stay(1), stay(2), stay(0))
    refused(g, replace(1, "AS"), "ace of spades is not in seat 1's hand", "FD-8")
    refused(g, replace(1, "2S 2S"), "named twice", "FD-8")


def test_fd8_a_count_may_be_corrected_once_before_the_deal():
    g = play(table(rest="KH QH JH"), stay(1), stay(2), stay(0), replace(1, "7H"))
    g = g.apply(correct(1, "7H 2S"))
    assert g.announced[1] == tuple(parse_cards("7H 2S")) and len(g.hands[1]) == 3
    refused(g, correct(1, "7H"), "only once", "FD-8")
    g = play(g, replace(2), replace(0), deal(0))
    assert [c.code for c in g.hands[1][-2:]] == ["KH", "QH"]


def test_fd8_a_correction_can_come_after_everyone_announced_but_not_after_the_deal():
    g = play(table(), stay(1), stay(2), stay(0), replace(1, "7H"), replace(2), replace(0))
    assert g.phase == "deal"
    g2 = g.apply(correct(2, "2C"))
    assert len(g2.hands[2]) == 4
    g3 = g.apply(deal(0))
    refused(g3, correct(1, "7H 2S"), "replacement cards have been dealt", "FD-8")


def test_fd8_a_correction_before_any_count_is_refused_as_too_early_not_too_late():
    """Fifth native read (A4): at the stay/fold step a correction was refused 「换牌张数只能在补牌之前更正；
    还没有人报换牌张数」 — a deadline passed, when nothing had been announced yet. Too early has its own reason."""
    g = table()
    err = refused(g, correct(1, "7H"), "not time to replace cards yet", "FD-8")
    assert "only before" not in str(err)
    chinese = err.text.render("zh", ["甲", "乙", "丙"])
    assert "还没到换牌" in chinese and "补牌之前" not in chinese, chinese
    late = refused(play(g, stay(1), stay(2), stay(0), replace(1, "7H"), replace(2), replace(0), deal(0)),
                   correct(1, "7H 2S"), "FD-8")
    assert "换牌张数只能在补牌之前更正" in late.text.render("zh", ["甲", "乙", "丙"])


def test_fd8_a_correction_must_change_the_count_and_follow_an_announcement():
    g = play(table(), stay(1), stay(2), stay(0), replace(1, "7H"))
    refused(g, correct(1, "2S"), "same count", "FD-8")
    refused(g, correct(2, "2C"), "has not announced", "FD-8")


def test_fd8_discarded_cards_never_come_back():
    g = play(table(), stay(1), stay(2), stay(0), replace(1, "7H 2S"), replace(2), replace(0), deal(0))
    assert not set(parse_cards("7H 2S")) & set(g.hands[1])
    assert set(parse_cards("7H 2S")) <= set(g.discards)


def test_fd9_second_decision_and_chips_pay_again():
    g = play(table(chips=True), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0))
    assert g.phase == "decide2" and g.to_act == 1
    g = play(g, stay(1), fold(2))
    assert g.pot == 4 and g.scores[1] == 8


def test_fd10_showdown_best_hand_wins_and_hands_are_shown():
    g = play(table(), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0),
             stay(1), stay(2), stay(0))
    assert g.phase == "round_over" and set(g.shown) == {0, 1, 2}
    assert g.view(1).hands_shown[0] == g.hands[0]


def test_fd10_chips_winner_takes_the_pot():
    g = play(table(chips=True), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0),
             stay(1), stay(2), stay(0))
    assert g.scores == [14, 8, 8] and g.pot == 0


def test_fd11_last_one_standing_wins_without_showing_and_cannot_fold():
    g = play(table(), fold(1), fold(2))
    assert g.phase == "round_over" and g.round_winners == (0,) and g.scores == [11, 10, 10]
    assert g.shown == {}
    refused(g, fold(0), "last player in cannot fold", "FD-11")


def test_fd11_last_one_standing_in_the_second_decision():
    g = play(table(), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0),
             fold(1), fold(2))
    assert g.round_winners == (0,) and g.shown == {}


TIE = ["AS KH 9C 7D 2S", "AD KC 9H 7S 2C", "3S 4H 6C 8D TS"]


def test_fd12_tie_nobody_gains_points():
    g = play(table(hands=TIE), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0),
             stay(1), stay(2), stay(0))
    assert set(g.round_winners) == {0, 1} and g.scores == [10, 10, 10]


def test_fd12_chips_split_the_pot_and_carry_the_odd_point():
    g = play(table(hands=TIE, chips=True), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0),
             deal(0), stay(1), stay(2), stay(0))
    assert g.scores == [8 + 3, 8 + 3, 8] and g.pot == 0
    g = play(table(hands=TIE, chips=True), stay(1), stay(2), stay(0), replace(1), replace(2), replace(0),
             deal(0), stay(1), fold(2), stay(0))
    # pot 3 + 2 = 5 between two: 2 each, 1 stays for the next round
    assert g.scores == [8 + 2, 8 + 2, 9] and g.pot == 1
    g = g.apply(next_round(1))
    assert g.pot == 1


def test_fd13_showdown_uses_the_ace_low_switch():
    hands = ["AS 2H 3D 4C 5S", "KS QH 9D 7C 6S", "KD QD 9H 7D 4S"]
    for ace_low, winner in ((False, 0), (True, 0)):
        g = play(table(hands=hands, ace_low=ace_low), stay(1), stay(2), stay(0), replace(1), replace(2),
                 replace(0), deal(0), stay(1), stay(2), stay(0))
        assert g.round_winners == (winner,)
    hands = ["AS 2H 3D 4C 5S", "AD QH 9D 7C 6S", "KD QD 9H 7D 4S"]
    results = {}
    for ace_low in (False, True):
        g = play(table(hands=hands, ace_low=ace_low), stay(1), stay(2), stay(0), replace(1), replace(2),
                 replace(0), deal(0), stay(1), stay(2), stay(0))
        results[ace_low] = g.round_winners
    assert results == {False: (1,), True: (0,)}


def test_fd5_a_2_3_4_5_is_a_straight_by_default_as_in_standard_poker_and_the_switch_turns_it_off():
    from engine.draw.advisor import advise, category_counts
    from engine.draw.rules import showdown
    from engine.hands import Category
    assert DrawRules().ace_low is True
    wheel, ace_high = "AS 2H 3D 4C 5S", "AD QH 9D 7C 6S"
    assert showdown({0: wheel, 1: ace_high}).winners == (0,)                  # a 5-high straight
    assert showdown({0: wheel, 1: ace_high}, ace_low=False).winners == (1,)   # a table that agreed A is high only
    assert category_counts()[Category.STRAIGHT] == 10 * 4 ** 5 - 40           # 10 straights, 2-6 up to 10-A and A-5
    assert advise("AS 2H 3D 4C 9S").choice_keeping("AS 2H 3D 4C").draw == "the straight"   # a draw by default
    assert advise("AS 2H 3D 4C 9S", ace_low=False).choice_keeping("AS 2H 3D 4C").draw == ""


def test_fd14_the_match_ends_after_eight_rounds_by_default():
    g = new_game(DrawRules(players=3), seed=5)
    while not g.is_over:
        g = g.apply(g.legal_actions()[-1] if g.phase in ("decide1", "decide2") and g.to_act != g.dealer
                    else g.legal_actions()[0])
    assert g.round_no == 8
    refused(g, next_round(0), "match is over", "FD-14")
    refused(g, stay(1), "match is over", "FD-14")


def test_fd14_the_match_ends_as_soon_as_someone_reaches_the_target():
    rules = DrawRules(players=3, end="points", target_score=12)
    g = new_game(rules, seed=5)
    while not g.is_over:  # everyone but the dealer folds: each dealer in turn wins a round
        g = g.apply(fold(g.to_act) if g.phase in ("decide1", "decide2") else g.legal_actions()[0])
    assert g.scores == [12, 11, 11] and g.round_no == 4 and g.match_winners() == (0,)


def test_fd14_only_the_agreed_points_count():
    g = new_game(DrawRules(players=3, rounds=2), seed=5)
    while not g.is_over:
        g = g.apply(fold(g.to_act) if g.phase in ("decide1", "decide2") else g.legal_actions()[0])
    assert sorted(g.scores) == [10, 11, 11] and set(g.match_winners()) == {s for s in range(3) if g.scores[s] == 11}


def test_fd15_the_deck_is_put_away_and_checked_at_the_end():
    g = new_game(DrawRules(players=3, rounds=1), seed=5)
    g = play(g, fold(1), fold(2))
    assert g.is_over and g.events[-1] == DeckChecked(cards=52, complete=True)
    assert "all 52 cards (FD-15)" in draw_transcript(g.events)


# ---- refused input ------------------------------------------------------------------------------

def test_acting_in_the_wrong_phase_is_refused():
    g = table()
    refused(g, replace(1), "seat 1", "everyone first stays or folds", "FD-7")
    refused(g, deal(0), "FD-7")
    g = play(g, stay(1), stay(2), stay(0))
    refused(g, stay(1), "replaces cards", "FD-8")


def test_acting_after_the_round_ended_is_refused():
    g = play(table(), fold(1), fold(2))
    refused(g, stay(2), "round is over", "FD-4")


def test_fd1_unknown_seats_are_refused():
    g = table()
    refused(g, Stay(5), "seats are numbered 0 to 2", "FD-1")
    refused(g, Stay(-1), "seats are numbered 0 to 2", "FD-1")


def test_what_is_not_an_action_is_refused_with_a_type_error():
    g = table()
    for junk in (None, "stay", ("stay", 1), 1):
        with pytest.raises(TypeError, match="action must be stay"):
            g.apply(junk)
    with pytest.raises(TypeError, match="seat must be a whole number from 0 to 2, not None"):
        g.apply(Stay(None))


def test_unknown_card_strings_name_the_bad_token():
    with pytest.raises(CardError, match='"QX"'):
        replace(1, "QX")


def test_replay_rebuilds_the_same_state():
    g = play(table(), stay(1), stay(2), stay(0), replace(1, "7H"), correct(1, "7H 2S"), replace(2),
             replace(0), deal(0))
    assert replay_from(table(), g.history) == g
    g = play(new_game(DrawRules(players=4), seed=3), fold(1), stay(2))
    assert replay(g.rules, 3, g.history) == g


# ---- typed records ---------------------------------------------------------------------------------

def test_fd7_a_stay_or_fold_can_never_carry_cards():
    with pytest.raises(TypeError):
        Stay(1, parse_cards("AS"))
    g = play(table(), stay(1))
    assert g.history == [Stay(1)] and not hasattr(g.history[0], "cards")


def test_fd8_other_seats_see_counts_never_discarded_or_drawn_cards():
    g = play(table(rest="KH QH JH"), stay(1), stay(2), stay(0), replace(1, "7H"), replace(2, "2C"))
    assert replace(1, "7H").public() == "replace 1 card"
    seen_by_2 = [e for e in g.view(2).events if e.kind == "replace"]
    assert [(e.seat, e.count, e.cards) for e in seen_by_2] == [(1, 1, None), (2, 1, tuple(parse_cards("2C")))]


def test_fd15_a_deck_check_says_whether_the_deck_is_complete():
    g = play(table(rounds=1), fold(1), fold(2))
    assert g.events[-1] == DeckChecked(cards=52, complete=True)
    assert "all 52 cards (FD-15)" in draw_transcript(g.events)
    assert "FAILED" in draw_transcript([DeckChecked(cards=51, complete=False)])


# ---- the scenario API ------------------------------------------------------------------------------

def test_fd6_setup_deals_the_given_hands_from_the_dealers_left():
    g = setup(DrawRules(players=3, first_dealer=1), hands=HANDS, stock="KH QH")
    assert [" ".join(c.code for c in h) for h in g.hands] == ["AS AH AD AC KS", "2S 3S 4S 5S 7H", "9C 9D 8C 8D 2C"]
    assert g.dealer == 1 and g.to_act == 2 and [c.code for c in g.stock[:2]] == ["KH", "QH"]
    assert sorted(g.all_cards()) == sorted(full_deck())
    assert [e.seat for e in g.events if isinstance(e, Dealt)][:3] == [2, 0, 1]


def test_fd3_fd4_setup_at_a_later_round_with_scores():
    rules = DrawRules(players=4, end="points", target_score=15)
    g = setup(rules, seed=2, round_no=6, scores=[14, 9, 12, 3])
    assert g.round_no == 6 and g.dealer == 1 and g.scores == [14, 9, 12, 3]
    g = play(g, fold(2), fold(3), fold(0))        # seat 1, the dealer, is the last one in
    assert g.scores == [14, 10, 12, 3] and g.to_act == 2


def test_fd14_setup_the_last_round_and_the_match_ends_after_it():
    g = setup(DrawRules(players=3, rounds=8), round_no=8, scores=[9, 12, 12])
    assert g.dealer == 1 and g.to_act == 2
    g = play(g, fold(2), fold(0))                 # the dealer, seat 1, is the last one in
    assert g.is_over and g.match_winners() == (1,) and g.scores == [9, 13, 12]


def test_fd12_setup_a_pot_carried_from_a_tie():
    g = setup(DrawRules(players=3, chips=True), hands=HANDS, pot=1)
    g = play(g, fold(1), fold(2))
    assert g.scores == [10 + 1, 10, 10] and g.pot == 0


def test_fd6_setup_decks_for_the_following_rounds():
    deck = list(reversed(full_deck()))
    g = setup(DrawRules(players=3), hands=HANDS, decks=[deck])
    g = play(g, fold(1), fold(2), next_round(1))
    assert g.round_no == 2 and g.hands[2][0] == deck[0]
    same = setup(DrawRules(players=3), decks=[deck])
    assert same.hands[1][0] == deck[0]


@pytest.mark.parametrize("kwargs, error, words", [
    ({"hands": HANDS[:2]}, RulesError, "3 players, 2 hands (FD-1)"),
    ({"hands": ["AS AH AD AC", *HANDS[1:]]}, CardError, "seat 0's hand has 4 cards, not 5 (FD-6)"),
    ({"hands": [*HANDS[:2], "9C 9D 8C 8D AS"]}, CardError, "ace of spades is dealt twice"),
    ({"hands": HANDS, "stock": "KS"}, CardError, "king of spades is dealt twice: in seat 0's hand and in the stock"),
    ({"stock": "KS"}, CardError, "give hands too"),
    ({"decks": [full_deck()[:51]]}, CardError, "all 52 cards once each: the ace of clubs is missing (FD-2)"),
    ({"decks": [full_deck()[:51] + full_deck()[:1]]}, CardError, "2 of spades is there twice"),
    ({"dealer": 3}, RulesError, "dealer must be a whole number from 0 to 2, not 3 (FD-4)"),
    ({"dealer": 2}, RulesError, "round 1 is dealt by seat 0"),
    ({"scores": [10, 10]}, RulesError, "3 players, 2 scores (FD-3)"),
    ({"scores": [10, 10, "10"]}, TypeError, "each of scores must be a whole number"),
    ({"round_no": 0}, RulesError, "round_no must be a whole number of at least 1"),
    ({"round_no": 9}, RulesError, "this match has 8 rounds, so there is no round 9 (FD-14)"),
    ({"pot": 3}, RulesError, "only with the chips switch is there a pot"),
    ({"pot": -1}, RulesError, "pot must be a whole number of at least 0"),
    ({"seed": 1.5}, TypeError, "seed must be a whole number or a string"),
])
def test_fd1_fd2_fd4_setup_refuses_an_impossible_position(kwargs, error, words):
    with pytest.raises(error) as err:
        setup(DrawRules(players=3), **kwargs)
    assert words in str(err.value)


def test_fd14_setup_refuses_a_position_past_the_end_of_the_match():
    rules = DrawRules(players=3, end="points", target_score=12)
    with pytest.raises(RulesError, match="already reach the target of 12"):
        setup(rules, scores=[12, 10, 10])
    with pytest.raises(RulesError, match="no round 4"):
        setup(DrawRules(players=3, end="points", round_limit=3), round_no=4)


def test_fd2_stacked_decks_must_be_whole():
    with pytest.raises(CardError, match="each deck in stacked must hold all 52 cards"):
        new_game(DrawRules(players=3), stacked=["AS KS"])


# ---- the rule functions -----------------------------------------------------------------------------

def test_fd3_fd11_fd12_round_award():
    from engine.draw import round_award
    from engine.hands import Category

    by_category = DrawRules(scoring="category")
    assert round_award(DrawRules(win_points=2), (1,), Category.FLUSH) == 2
    assert round_award(by_category, (1,), Category.STRAIGHT_FLUSH) == 10
    assert round_award(by_category, (1,), None) == by_category.category_points[0]      # FD-11
    assert round_award(by_category, (1, 2), Category.FLUSH) == 0                       # FD-12


def test_fd14_match_is_over():
    from engine.draw import match_is_over

    points = DrawRules(end="points", target_score=15, round_limit=20)
    assert not match_is_over(points, 19, [14, 10, 10, 10]) and match_is_over(points, 3, [10, 15, 10, 10])
    assert match_is_over(points, 20, [10] * 4)
    assert not match_is_over(DrawRules(rounds=8), 7, [99] * 4)


def test_fd5_rules_refuse_wrong_types_and_impossible_values():
    with pytest.raises(TypeError, match="chips must be True or False, not 'no'"):
        DrawRules(chips="no")
    with pytest.raises(TypeError, match="players must be a whole number from 3 to 6, not 3.5"):
        DrawRules(players=3.5)
    with pytest.raises(RulesError, match="win_points must be a whole number of at least 1, not -1 \\(FD-3\\)"):
        DrawRules(win_points=-1)
    with pytest.raises(RulesError, match="round_limit caps a match played to a points target"):
        DrawRules(round_limit=3)
    assert DrawRules(category_points=[1, 1, 2, 3, 4, 5, 6, 8, 10]).category_points == (1, 1, 2, 3, 4, 5, 6, 8, 10)


def test_fd8_a_refusal_never_echoes_a_huge_action():
    g = play(table(), stay(1), stay(2), stay(0))
    err = refused(g, replace(1, full_deck() * 100), "at most 3 cards may be replaced", "FD-5, FD-8")
    assert len(str(err)) < 200


def test_fd8_a_count_corrected_to_none_is_told_as_replacing_none():
    """Fifth native read (D1): 「你把换牌张数改成了 0 张。」 — a count corrected to nothing is 「你改口：一张也不换。」,
    as the action's own label says 「改成一张也不换」."""
    from engine.draw.narrate import tell

    g = play(table(), stay(1), stay(2), stay(0), replace(1, "7H"), correct(1))
    for you, english, chinese in ((1, "You corrected your count: no cards after all.", "你改口：一张也不换。"),
                                  (0, "乙 corrected the count: no cards after all.", "乙改口：一张也不换。")):
        told = tell(g.view(0).events, ["甲", "乙", "丙"], you=you)
        assert told[-1].render("en", ["甲", "乙", "丙"]) == english
        assert told[-1].render("zh", ["甲", "乙", "丙"]) == chinese


def test_fd9_the_coach_says_a_stay_bringing_back_less_than_1_is_not_worth_it():
    """Fifth native read (D5): 「平均能收回约 0.03 分，大于 1 才值得（FD-9）」 left the reader to draw the
    conclusion; below 1 the coach says it: 「平均只能收回约 0.03 分，不到 1 分，不值得」."""
    from engine.draw.bots import make_bot
    from engine.draw.narrate import hint

    names, said = ["甲", "乙", "丙", "丁"], []
    for seed in range(6):
        state = new_game(DrawRules(players=4, chips=True), seed)
        bots = {s: make_bot("by the book", s) for s in range(4)}
        while not state.is_over and state.round_no <= 2:
            seat = state.to_act
            view = state.view(seat)
            if view.phase == Phase.DECIDE2:
                said += [t for t in hint(view, names) if "FD-9" in t.render("en", names)]
            state = state.apply(bots[seat].act(view))
    low = [t for t in said if "only about" in t.render("en", names)]
    assert low and len(low) < len(said)
    for text in said:
        english, chinese = text.render("en", names), text.render("zh", names)
        back = re.search(r"about (\d+\.\d\d) on average", english)
        if back and float(back.group(1)) < 1:
            assert "not worth it" in english and "不到 1 分，不值得" in chinese, chinese
        elif back:
            assert "多于要花的 1 分才值得" in chinese   # the 21st read: not a bare 「大于 1」
