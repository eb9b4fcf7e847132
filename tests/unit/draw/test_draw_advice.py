"""What five-card draw teaches in words, correct to the letter (issue 13): the tie message (FD-12), the
weak-hand advice under each scoring (FD-7, FD-9), the advisor's opponent model (FD-8), and wording."""

import json
from pathlib import Path

import pytest
from support import GOLDEN, play

from engine.cards import parse_cards
from engine.draw import DrawRules, deal, fold, replace, setup, stay
from engine.draw.advisor import (
    STAY_FREE_REASON,
    WEAK_HAND_ADVICE,
    AdviceError,
    OpponentModel,
    advise,
    aims_at,
    rule_of_thumb,
    score_choices,
    win_chances,
)
from engine.draw.bots import make_bot
from engine.draw.opponents import SAMPLES, deals_replacing, weaker_share
from engine.draw.quiz import judge_keep
from engine.draw.scoresheet import ScoreSheet
from engine.draw.simulation import play as play_match
from engine.draw.transcript import draw_transcript, round_result
from engine.fast import strength
from engine.hands import Category, describe, hand_value

NAMES = ["Ann", "Bo", "Cy"]
TIED = {1: "AS KH 9C 7D 2S", 2: "AD KC 9H 7S 2C", 0: "AH KD 9D 7C 2H"}   # no pair, A-K-9-7-2: all equal
QUEENS = "QS QH 5D 3C 4H"


def shown(*seats):
    return {s: parse_cards(TIED[s]) for s in seats}


def showdown_round(chips, seat0=QUEENS, seat0_folds=True):
    """Dealer Ann (0); Bo and Cy hold equal hands; everyone replaces nothing; Ann folds after the draw
    (or, with seat0_folds False, shows her hand too)."""
    rules = DrawRules(players=3, chips=chips)
    g = setup(rules, hands=[seat0, TIED[1], TIED[2]])
    g = play(g, stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0), stay(1), stay(2))
    return g.apply(fold(0) if seat0_folds else stay(0))


# ---- FD-12: what a tie wins --------------------------------------------------------------------------

def test_fd12_a_tie_without_chips_says_nobody_gains_points():
    text = round_result(shown(1, 2), [1, 2], names=NAMES)
    assert text == ("A tie between Bo and Cy: both have no pair with A-K-9-7-2 on top. Suits never rank (FD-13). "
                    "Nobody gains points for a tie (FD-12).")
    assert "share" not in text


def test_fd12_three_tied_hands_are_all_three_not_both():
    text = round_result(shown(1, 2, 0), [1, 2, 0], DrawRules(players=3), NAMES)
    assert text.startswith("A tie between Bo, Cy and Ann: all three have no pair") and "both" not in text


def test_fd12_a_tie_with_chips_splits_the_pot_and_the_remainder_stays():
    chips = DrawRules(players=3, chips=True)
    assert round_result(shown(1, 2), [1, 2], chips, NAMES, pot=5).endswith(
        "Bo and Cy split the pot: 2 points each, and the 1 point left over stays in the pot for the next round "
        "(FD-12).")
    assert round_result(shown(1, 2, 0), [1, 2, 0], chips, NAMES, pot=14).endswith(
        "Bo, Cy and Ann split the pot: 4 points each, and the 2 points left over stay in the pot for the next round "
        "(FD-12).")
    assert round_result(shown(1, 2), [1, 2], chips, NAMES, pot=6).endswith(
        "Bo and Cy split the pot: 3 points each (FD-12).")
    assert round_result(shown(1, 2), [1, 2], chips, NAMES).endswith(
        "With chips they split the pot evenly; what cannot be split evenly stays in the pot for the next round "
        "(FD-12).")


def test_fd12_the_tie_text_matches_what_the_game_does_with_chips():
    g = showdown_round(chips=True)
    assert g.scores == [9, 10, 10] and g.pot == 1          # 5 in the pot: 2 each, 1 carried
    text = draw_transcript(g.events, names=NAMES)
    assert ("Bo and Cy split the pot: 2 points each, and the 1 point left over stays in the pot for the next round "
            "(FD-12).") in text.splitlines()
    assert round_result(g.shown, g.round_winners, g.rules, NAMES, pot=5).endswith(text.splitlines()[-2])


def test_fd12_the_tie_text_matches_what_the_game_does_without_chips():
    g = showdown_round(chips=False, seat0=TIED[0], seat0_folds=False)
    assert g.scores == [10, 10, 10]
    text = draw_transcript(g.events, names=NAMES)
    assert "A tie between Bo, Cy and Ann: nobody gains points (FD-12)." in text.splitlines()
    assert "Nobody gains points for a tie (FD-12)." in round_result(g.shown, g.round_winners, g.rules, NAMES)


def test_fd12_round_result_refuses_what_is_not_the_rules_or_a_pot():
    with pytest.raises(TypeError, match="rules must be the table's DrawRules"):
        round_result(shown(1, 2), [1, 2], False, NAMES)
    with pytest.raises(ValueError, match="pot must be a whole number of at least 0, not -1"):
        round_result(shown(1, 2), [1, 2], DrawRules(players=3, chips=True), NAMES, pot=-1)


# ---- FD-7, FD-9: the weak-hand advice under each scoring -------------------------------------------------

NOTHING = "2H 7D 9C JS 4H"


def test_fd7_weak_hand_advice_without_chips_says_stay_because_it_is_free():
    advice = rule_of_thumb(parse_cards(NOTHING)).advice
    assert advice == WEAK_HAND_ADVICE[False] and "staying costs nothing" in advice and "so stay" in advice
    assert "consider folding" not in advice and "fold a" not in advice
    assert advise(NOTHING).thumb.advice == advice


def test_fd7_weak_hand_advice_with_chips_says_fold_a_hand_with_little_chance():
    advice = rule_of_thumb(parse_cards(NOTHING), chips=True).advice
    assert advice == WEAK_HAND_ADVICE[True] and "1 point at each decision" in advice and "fold" in advice
    assert advise(NOTHING, chips=True).thumb.advice == advice


def weak_hand_table(chips, players=4):
    return setup(DrawRules(players=players, chips=chips), hands=["KS KH 5D 3C 2C", NOTHING, "AS AH 8D 6C 3S",
                                                                  "QS QD 9H 6H 4S"][:players])


def test_fd7_by_the_book_stays_with_a_weak_hand_when_staying_is_free():
    bot = make_bot("by the book")
    assert bot.act(weak_hand_table(chips=False).view(1)) == stay(1)
    assert STAY_FREE_REASON in bot.explain() and "jack high" in bot.explain()


def test_fd7_by_the_book_folds_a_weak_hand_when_staying_costs_a_point():
    bot = make_bot("by the book")
    assert bot.act(weak_hand_table(chips=True).view(1)) == fold(1)
    assert "1 point at each decision" in bot.explain() and "fold" in bot.explain()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fd7_fd9_by_the_book_never_folds_without_chips(seed):
    state = play_match(DrawRules(players=4, rounds=3), ["by the book"] * 4, seed)
    assert not [a for a in state.history if a.kind == "fold"]


def test_fd7_no_engine_text_tells_a_beginner_to_fold_when_staying_is_free():
    import engine.draw.advisor as advisor
    import engine.draw.bots as bots
    import engine.draw.expert as expert

    for module in (advisor, bots, expert):
        source = Path(module.__file__).read_text(encoding="utf-8")
        assert "consider folding" not in source and "should consider" not in source, module.__name__


# ---- FD-8: the advisor's opponent model -----------------------------------------------------------------

FOUR_FLUSH = "2H 6H 9H JH KS"
STRAIGHT_DRAW = "8C 9D TH JS 3C"


def test_fd8_against_three_rule_of_thumb_opponents_the_four_flush_is_kept():
    advice = advise(FOUR_FLUSH, opponents=3)
    assert advice.model == OpponentModel.BY_THE_BOOK
    assert set(advice.best.keep) == set(parse_cards("2H 6H 9H JH"))
    assert advice.best.draw == "the flush" and advice.best.p_draw == pytest.approx(9 / 47)
    assert advice.best.p_improve > advice.best.p_draw          # improving also counts pairing a card
    assert "the numbers agree" in advice.verdict()


def test_fd8_against_three_rule_of_thumb_opponents_the_open_ended_straight_draw_is_kept():
    advice = advise(STRAIGHT_DRAW, opponents=3)
    assert set(advice.best.keep) == set(parse_cards("8C 9D TH JS"))
    assert advice.best.draw == "the straight" and advice.best.p_draw == pytest.approx(8 / 47)
    assert "the numbers agree" in advice.verdict() and "makes the straight 17.0% of the time" in advice.verdict()


def test_fd8_heads_up_high_cards_beat_the_four_flush_and_the_verdict_says_why():
    advice = advise(FOUR_FLUSH, opponents=1)
    assert set(advice.best.keep) == set(parse_cards("JH KS"))
    verdict = advice.verdict()
    assert "Against one opponent who replaces by the rule of thumb, the numbers disagree" in verdict
    assert "That holds against one opponent only" in verdict and "real number of opponents" in verdict


def test_fd8_heads_up_the_straight_draw_and_high_cards_are_practically_equal():
    advice = advise(STRAIGHT_DRAW, opponents=1)
    best, thumb = advice.best, advice.thumb_choice
    assert abs(best.p_beats_opponents - thumb.p_beats_opponents) < advice.margin
    verdict = advice.verdict()
    assert "practically equal" in verdict and "clear difference" not in verdict


def test_fd8_choices_that_round_to_the_same_figure_are_practically_equal():
    advice = advise("9S 9H KD 6C 2S", opponents=1, model="random hands", ace_low=False)
    a, b = advice.choice_keeping("9S 9H"), advice.choice_keeping("9S 9H KD")
    assert f"{a.p_beats_opponents:.1%}" == f"{b.p_beats_opponents:.1%}" and advice.margin == 0
    assert advice.difference(a, b) == "practically equal"


def test_fd8_the_default_is_the_default_tables_three_opponents_who_replace_by_the_rule_of_thumb():
    advice = advise(FOUR_FLUSH)
    assert advice.opponents == 3 and advice.model == "by the book"
    assert advice.criterion == ("the chance to win against 3 opponents who replace by the rule of thumb (the final "
                                "hand must beat all of theirs)")
    assert ("The model counts their final hands from 400,000 seeded deals; chances are good to about ±0.2 percentage "
            "points.") in advice.verdict()


def test_fd8_the_random_hands_model_is_still_there_with_the_old_numbers():
    old = json.loads((GOLDEN / "draw_advice_random_model.json").read_text())
    for hand, by_opponents in old["hands"].items():
        for opponents, ranked in by_opponents.items():
            # the golden figures were counted with A-2-3-4-5 not a straight (FD-5), the default then
            advice = advise(hand, opponents=int(opponents), model=OpponentModel.RANDOM, ace_low=False)
            assert [[" ".join(c.code for c in ch.keep), ch.p_beats_opponents] for ch in advice.choices] == \
                [[keep, pytest.approx(p, abs=1e-12)] for keep, p in ranked]
    assert "exact for that picture only" in advice.verdict() and "random hand" in advice.criterion


def test_fd8_the_model_refuses_what_it_does_not_know():
    with pytest.raises(AdviceError, match='model must be "by the book" or "random hands", not \'rivals\''):
        advise(FOUR_FLUSH, model="rivals")
    with pytest.raises(TypeError, match="model must be"):
        advise(FOUR_FLUSH, model=3)
    with pytest.raises(TypeError, match="chips must be True or False"):
        advise(FOUR_FLUSH, chips="no")


def test_fd8_draws_are_named_from_the_kept_cards():
    cards = parse_cards
    assert aims_at(cards("2H 6H 9H JH"), 1) == "the flush"
    assert aims_at(cards("8C 9D TH JS"), 1) == aims_at(cards("5C 6D 8H 9S"), 1) == "the straight"
    assert aims_at(cards("7H 8H 9H TH"), 1) == "the straight or the flush"
    assert aims_at(cards("AS 2D 3H 4C"), 1) == "the straight" and aims_at(cards("AS 2D 3H 4C"), 1, ace_low=False) == ""
    assert aims_at(cards("2H 6H 9H JH KH"), 0) == "" and aims_at(cards("9S 9H 9D"), 2) == ""
    assert aims_at(cards("JH KS"), 3) == ""


@pytest.mark.parametrize("hand", [FOUR_FLUSH, STRAIGHT_DRAW, "AS KS QS JS 9H", "9S 9H KD 6C 2S"])
def test_fd8_making_the_draw_is_its_own_figure(hand):
    for choice in advise(hand).choices:
        if choice.draw:
            assert 0 <= choice.p_draw <= choice.p_improve + 1e-12 and choice.draw in choice.odds()
        else:
            assert choice.p_draw == 0 and "makes" not in choice.odds()


def test_fd8_win_chances_and_score_choices_agree_with_advise():
    advice = advise(FOUR_FLUSH, opponents=2)
    mine = score_choices(FOUR_FLUSH, win_chances(2))
    assert [(c.keep, c.p_beats_opponents) for c in mine] == [(c.keep, c.p_beats_opponents) for c in advice.choices]
    share = weaker_share()
    assert win_chances(2)[1000] == pytest.approx(share[1000] ** 2)


def test_fd8_opponents_read_by_cards_replaced_add_up_to_all_opponents():
    assert sum(deals_replacing()) == SAMPLES
    parts = [weaker_share(replaced=r) for r in range(4)]
    whole = weaker_share()
    two_pair = strength("9S 9H 4D 4C 2S")
    mixed = sum(n * part[two_pair] for n, part in zip(deals_replacing(), parts, strict=True)) / SAMPLES
    assert mixed == pytest.approx(whole[two_pair])
    assert parts[2][two_pair] == 0 and parts[3][two_pair] > parts[1][two_pair] > 0.5
    with pytest.raises(ValueError, match="never replaces 4 cards"):
        weaker_share(max_replace=5, replaced=4)


def test_fd8_the_quiz_names_the_model():
    said = judge_keep(advise(FOUR_FLUSH), "JH KS")
    assert "3 opponents who replace by the rule of thumb" in said and "random" not in said


# ---- wording (FD-13, FD-14) -------------------------------------------------------------------------------

def test_fd13_high_card_is_said_ace_high():
    assert describe(hand_value("AS JH 9D 4C 2H")) == "ace high"
    assert describe(hand_value("KS JH 9D 4C 2H")) == "king high"
    assert describe(hand_value("9S 7H 5D 4C 2H")) == "9 high"
    assert hand_value("9S 7H 5D 4C 2H").category == Category.HIGH_CARD


def test_fd14_the_score_sheet_says_who_shares_the_win():
    sheet = ScoreSheet.start(["Ann", "Bo", "Cy", "Di"], DrawRules(rounds=3))
    for winner in ("Ann", "Bo", "Di"):
        sheet = sheet.record_winner(winner)
    assert "Ann, Bo and Di share the win with 11 points" in sheet.announcement()
    two = ScoreSheet.start(["Ann", "Bo", "Cy"], DrawRules(players=3, rounds=2)).record_winner("Ann").record_winner("Bo")
    assert "Ann and Bo share the win with 11 points" in two.announcement()
    one = ScoreSheet.start(["Ann", "Bo", "Cy"], DrawRules(players=3, rounds=1)).record_winner("Cy")
    assert "Cy wins with 11 points" in one.announcement()
    tie = ScoreSheet.start(["Ann", "Bo", "Cy"]).record_tie(["Ann", "Bo", "Cy"])
    assert tie.rounds[-1].note == "A tie between Ann, Bo and Cy: nobody gains points (FD-12)."
