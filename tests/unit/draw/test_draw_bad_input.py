"""Malformed input at every public five-card draw entry point: the rules, the game (actions, seats,
setup), the advisor, the quiz, the score sheet, the bots, the transcript. Each is refused with a
``TypeError`` or the module's ``ValueError`` subclass whose message names the parameter or the rule,
quotes at most an excerpt, and leaves any state unchanged."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import Card, CardError, full_deck
from engine.draw import (
    Action,
    Correct,
    DrawRules,
    Fold,
    Replace,
    Stay,
    correct,
    dealer_of_round,
    leaders,
    match_is_over,
    new_game,
    replace,
    replay,
    round_award,
    setup,
    showdown,
    split_pot,
    stack_deck,
)
from engine.draw.advisor import AdviceError, advise, category_counts, percentile, rule_of_thumb
from engine.draw.bots import make_bot
from engine.draw.quiz import QuizError, grade, judge_keep, keep_exercises, which_wins
from engine.draw.scoresheet import ScoreSheet, ScoreSheetError
from engine.draw.simulation import play
from engine.draw.transcript import draw_transcript, round_result
from engine.errors import IllegalMove, RulesError
from engine.hands import Category

HUGE = "x" * 100_000
HAND = "9S 9H KD 6C 2S"
NAMES = ["Ann", "Bo", "Cy"]
GAME = new_game(DrawRules(players=3), seed=1)
SHEET = ScoreSheet.start(NAMES)
BY_CATEGORY = ScoreSheet.start(NAMES, DrawRules(scoring="category"))
OVER = ScoreSheet.start(NAMES, DrawRules(rounds=1)).record_winner("Ann")
ADVICE = advise(HAND)
QUESTIONS = which_wins(seed=1, count=2)
R3 = DrawRules(players=3)
SHOWN = {"Ann": "AS KH 9C 7D 2S", "Bo": "QD KC 9H 7S 2C"}


def rules(**kw):
    return lambda: DrawRules(**kw)


# (id, call, exception, words the message must contain: the parameter or the rule)
CATALOGUE = [
    # ---- house rules (FD-1, FD-3, FD-5, FD-14) ----
    ("players str", rules(players="3"), TypeError, "players must be a whole number from 3 to 6"),
    ("players float", rules(players=3.5), TypeError, "players must be"),
    ("players bool", rules(players=True), TypeError, "players must be"),
    ("players None", rules(players=None), TypeError, "players must be"),
    ("players 2", rules(players=2), RulesError, "FD-1"),
    ("players 7", rules(players=7), RulesError, "3 to 6 players, not 7 (FD-1)"),
    ("max_replace str", rules(max_replace="3"), TypeError, "max_replace must be"),
    ("max_replace 6", rules(max_replace=6), RulesError, "max_replace"),
    ("max_replace -1", rules(max_replace=-1), RulesError, "FD-5"),
    ("deck runs out", rules(players=6, max_replace=4), RulesError, "FD-5"),
    ("ace_low str", rules(ace_low="no"), TypeError, "ace_low must be True or False"),
    ("ace_low int", rules(ace_low=1), TypeError, "ace_low must be True or False"),
    ("chips str", rules(chips="no"), TypeError, "chips must be True or False"),
    ("chips int", rules(chips=0), TypeError, "chips must be True or False"),
    ("starting_score str", rules(starting_score="10"), TypeError, "starting_score must be a whole number"),
    ("starting_score float", rules(starting_score=10.0), TypeError, "starting_score must be"),
    ("scoring unknown", rules(scoring="points"), RulesError, "scoring must be"),
    ("scoring None", rules(scoring=None), TypeError, "scoring must be"),
    ("win_points -1", rules(win_points=-1), RulesError, "win_points must be a whole number of at least 1"),
    ("win_points 0 never ends", rules(end="points", win_points=0), RulesError, "win_points"),
    ("win_points float", rules(win_points=1.5), TypeError, "win_points must be"),
    ("category_points None", rules(category_points=None), TypeError, "category_points must be"),
    ("category_points short", rules(category_points=(1, 2, 3)), RulesError, "category_points needs 9 points"),
    ("category_points str inside", rules(category_points=[1] * 8 + ["x"]), TypeError, "each of category_points"),
    ("category_points negative", rules(category_points=[-1] + [1] * 8), RulesError, "none negative (FD-3)"),
    ("category_points all zero", rules(scoring="category", category_points=[0] * 9), RulesError, "category_points"),
    ("end unknown", rules(end="never"), RulesError, "end must be"),
    ("end None", rules(end=None), TypeError, "end must be"),
    ("rounds 0", rules(rounds=0), RulesError, "rounds must be a whole number of at least 1, not 0 (FD-14)"),
    ("rounds str", rules(rounds="8"), TypeError, "rounds must be"),
    ("target_score str", rules(end="points", target_score="15"), TypeError, "target_score must be"),
    ("target below start", rules(end="points", target_score=10), RulesError, "target_score"),
    ("round_limit 0", rules(end="points", round_limit=0), RulesError, "round_limit must be"),
    ("round_limit str", rules(end="points", round_limit="3"), TypeError, "round_limit must be"),
    ("round_limit with rounds", rules(round_limit=3), RulesError, "round_limit"),
    ("first_dealer 4", rules(players=4, first_dealer=4), RulesError, "first_dealer"),
    ("first_dealer -1", rules(first_dealer=-1), RulesError, "FD-4"),
    ("first_dealer str", rules(first_dealer="0"), TypeError, "first_dealer must be"),
    ("chips with category", rules(chips=True, scoring="category"), RulesError, "FD-3, FD-7"),
    # ---- the rule functions ----
    ("dealer_of_round rules", lambda: dealer_of_round(None, 1), TypeError, "rules must be"),
    ("dealer_of_round 0", lambda: dealer_of_round(R3, 0), RulesError, "round_no"),
    ("dealer_of_round str", lambda: dealer_of_round(R3, "1"), TypeError, "round_no must be"),
    ("round_award rules", lambda: round_award(None, (1,), None), TypeError, "rules must be"),
    ("round_award winners str", lambda: round_award(R3, "1", None), TypeError, "winners must be"),
    ("round_award no winners", lambda: round_award(R3, (), None), TypeError, "winners must be"),
    ("round_award seat -1", lambda: round_award(R3, (-1,), None), RulesError, "each of winners"),
    ("round_award category str", lambda: round_award(R3, (1,), "flush"), TypeError, "category must be"),
    ("match_is_over rounds str", lambda: match_is_over(R3, "8", [10]), TypeError, "rounds_played must be"),
    ("match_is_over rounds -1", lambda: match_is_over(R3, -1, [10]), RulesError, "rounds_played"),
    ("match_is_over scores None", lambda: match_is_over(R3, 8, None), TypeError, "scores must be"),
    ("match_is_over score str", lambda: match_is_over(R3, 8, ["10"]), TypeError, "each of scores"),
    ("split_pot str", lambda: split_pot("5", (0,)), TypeError, "pot must be"),
    ("split_pot -1", lambda: split_pot(-1, (0,)), RulesError, "pot"),
    ("split_pot nobody", lambda: split_pot(5, ()), TypeError, "winners must be"),
    ("leaders None", lambda: leaders(None), TypeError, "scores must be"),
    ("leaders empty", lambda: leaders([]), TypeError, "scores must be"),
    ("showdown None", lambda: showdown(None), TypeError, "hands must"),
    ("showdown empty", lambda: showdown({}), TypeError, "hands must"),
    ("showdown short hand", lambda: showdown({0: "AS"}), CardError, "a hand has 5 cards"),
    ("showdown seat str", lambda: showdown({"a": HAND}), TypeError, "each of hands"),
    ("showdown ace_low", lambda: showdown({0: HAND}, ace_low="x"), TypeError, "ace_low must be"),
    # ---- starting a game and the scenario API (FD-1, FD-2, FD-4, FD-6) ----
    ("new_game rules str", lambda: new_game("default"), TypeError, "rules must be"),
    ("new_game rules int", lambda: new_game(4), TypeError, "rules must be"),
    ("new_game seed None", lambda: new_game(R3, None), TypeError, "seed must be"),
    ("new_game seed float", lambda: new_game(R3, 1.5), TypeError, "seed must be"),
    ("new_game stacked str", lambda: new_game(R3, 1, stacked="AS KS"), TypeError, "stacked must be"),
    ("new_game stacked None", lambda: new_game(R3, 1, stacked=None), TypeError, "stacked must be"),
    ("new_game stacked short", lambda: new_game(R3, 1, stacked=[["AS"]]), CardError, "each deck in stacked"),
    ("new_game stacked impossible card", lambda: new_game(R3, 1, stacked=[full_deck()[:-1] + [Card(99, "X")]]),
     CardError, "is not a card"),
    ("replay actions None", lambda: replay(R3, 1, None), TypeError, "actions must be"),
    ("replay junk action", lambda: replay(R3, 1, ["stay"]), TypeError, "action must be"),
    ("setup rules str", lambda: setup("x"), TypeError, "rules must be"),
    ("setup hands str", lambda: setup(R3, hands="AS KS QS JS TS"), TypeError, "hands must be"),
    ("setup scores str", lambda: setup(R3, scores="10 10 10"), TypeError, "scores must be"),
    ("setup scores short", lambda: setup(R3, scores=[10]), RulesError, "scores must give one score per player"),
    ("setup round_no str", lambda: setup(R3, round_no="2"), TypeError, "round_no must be"),
    ("setup dealer str", lambda: setup(R3, dealer="0"), TypeError, "dealer must be"),
    ("setup dealer bool", lambda: setup(R3, dealer=True), TypeError, "dealer must be"),
    ("setup dealer out of range", lambda: setup(R3, dealer=5), RulesError, "dealer must be"),
    ("setup pot str", lambda: setup(R3, pot="1"), TypeError, "pot must be"),
    ("setup decks str", lambda: setup(R3, decks="AS"), TypeError, "decks must be"),
    ("setup stock int", lambda: setup(R3, stock=5), TypeError, "stock must be"),
    ("setup stock bad card", lambda: setup(R3, stock="ZZ"), CardError, "stock"),
    ("stack_deck None", lambda: stack_deck(None), TypeError, "hands must be"),
    ("stack_deck short hands", lambda: stack_deck(["AS", "KS", "QS"]), CardError, "seat 0's hand has 1 card,"),
    ("stack_deck two hands", lambda: stack_deck([HAND, "AS KS QS JS TS"]), RulesError, "FD-1"),
    ("stack_deck dealer 5", lambda: stack_deck([HAND, "AS KS QS JS TS", "2D 3D 4D 5D 7D"], 5), RulesError, "dealer"),
    ("stack_deck bad card", lambda: stack_deck([HAND, "AS KS QS JS ZZ", "2D 3D 4D 5D 7D"]), CardError, "seat 1"),
    ("stack_deck rest", lambda: stack_deck([HAND, "AS KS QS JS TS", "2D 3D 4D 5D 7D"], rest=5), TypeError, "rest"),
    # ---- actions and seats (FD-1, FD-7, FD-8) ----
    ("apply None", lambda: GAME.apply(None), TypeError, "action must be"),
    ("apply str", lambda: GAME.apply("stay"), TypeError, "action must be"),
    ("apply tuple", lambda: GAME.apply(("stay", 1)), TypeError, "action must be"),
    ("apply int", lambda: GAME.apply(1), TypeError, "action must be"),
    ("apply base Action", lambda: GAME.apply(Action(1)), TypeError, "action must be"),
    ("apply seat None", lambda: GAME.apply(Stay(None)), TypeError, "seat must be"),
    ("apply seat str", lambda: GAME.apply(Stay("1")), TypeError, "seat must be"),
    ("apply seat float", lambda: GAME.apply(Fold(1.0)), TypeError, "seat must be"),
    ("apply seat bool", lambda: GAME.apply(Stay(True)), TypeError, "seat must be"),
    ("apply seat 7", lambda: GAME.apply(Stay(7)), IllegalMove, "seats are numbered 0 to 2 (FD-1)"),
    ("apply seat -1", lambda: GAME.apply(Fold(-1)), IllegalMove, "FD-1"),
    ("apply replace too early", lambda: GAME.apply(replace(1, GAME.hands[1][:1])), IllegalMove, "FD-7"),
    ("apply out of turn", lambda: GAME.apply(Stay(2)), IllegalMove, "it is seat 1's turn (FD-7)"),
    ("verify None", lambda: GAME.verify(None), TypeError, "action must be"),
    ("replace cards None", lambda: replace(1, None), TypeError, "cards must be"),
    ("replace bad card", lambda: replace(1, "ZZ"), CardError, '"ZZ"'),
    ("replace impossible card", lambda: Replace(1, [Card(99, "X")]), CardError, "is not a card"),
    ("correct cards int", lambda: correct(1, 5), TypeError, "cards must be"),
    ("Correct huge", lambda: Correct(1, HUGE), CardError, "(100000 characters)"),
    ("stay carrying cards", lambda: Stay(1, ("AS",)), TypeError, "Stay"),
    ("view None", lambda: GAME.view(None), TypeError, "seat must be"),
    ("view str", lambda: GAME.view("0"), TypeError, "seat must be"),
    ("view float", lambda: GAME.view(1.0), TypeError, "seat must be"),
    ("view bool", lambda: GAME.view(True), TypeError, "seat must be"),
    ("view 3", lambda: GAME.view(3), RulesError, "seat must be a whole number from 0 to 2, not 3 (FD-1)"),
    ("view -1", lambda: GAME.view(-1), RulesError, "FD-1"),
    # ---- the advisor (FD-5, FD-8) ----
    ("advise None", lambda: advise(None), TypeError, "hand must be"),
    ("advise short", lambda: advise("AS"), AdviceError, "a hand has 5 cards"),
    ("advise huge", lambda: advise(HUGE), AdviceError, "(100000 characters)"),
    ("advise max_replace str", lambda: advise(HAND, max_replace="3"), TypeError, "max_replace must be"),
    ("advise max_replace bool", lambda: advise(HAND, max_replace=True), TypeError, "max_replace must be"),
    ("advise max_replace 0", lambda: advise(HAND, max_replace=0), AdviceError, "FD-5"),
    ("advise max_replace 6", lambda: advise(HAND, max_replace=6), AdviceError, "max_replace"),
    ("advise ace_low", lambda: advise(HAND, ace_low="no"), TypeError, "ace_low must be"),
    ("advise opponents 0", lambda: advise(HAND, opponents=0), AdviceError, "opponents"),
    ("advise opponents 6", lambda: advise(HAND, opponents=6), AdviceError, "opponents"),
    ("advise opponents str", lambda: advise(HAND, opponents="2"), TypeError, "opponents must be"),
    ("advise gone int", lambda: advise(HAND, gone=5), TypeError, "gone must be"),
    ("advise gone bad card", lambda: advise(HAND, gone=["9X"]), AdviceError, "gone"),
    ("advise gone None inside", lambda: advise(HAND, gone=[None]), TypeError, "gone"),
    ("advise gone in hand", lambda: advise(HAND, gone="9S"), AdviceError, "gone"),
    ("percentile None", lambda: percentile(None), TypeError, "hand must be"),
    ("percentile short", lambda: percentile("AS KS"), AdviceError, "a hand has 5 cards"),
    ("percentile ace_low", lambda: percentile(HAND, ace_low="x"), TypeError, "ace_low must be"),
    ("category_counts ace_low", lambda: category_counts(ace_low=1), TypeError, "ace_low must be"),
    ("rule_of_thumb None", lambda: rule_of_thumb(None), TypeError, "hand must be"),
    ("rule_of_thumb short", lambda: rule_of_thumb("AS KS"), AdviceError, "a hand has 5 cards"),
    ("rule_of_thumb max_replace 9", lambda: rule_of_thumb(HAND, max_replace=9), AdviceError, "max_replace"),
    ("rule_of_thumb max_replace str", lambda: rule_of_thumb(HAND, max_replace="1"), TypeError, "max_replace"),
    ("choice_keeping None", lambda: ADVICE.choice_keeping(None), TypeError, "keep must be"),
    ("choice_keeping too few", lambda: ADVICE.choice_keeping("9S"), AdviceError, "keep: no choice keeps"),
    ("choice_keeping bad card", lambda: ADVICE.choice_keeping("ZZ"), AdviceError, "keep"),
    ("choice_keeping not held", lambda: ADVICE.choice_keeping("AS 9S"), AdviceError, "not in the hand"),
    ("choice_keeping int inside", lambda: ADVICE.choice_keeping(["9S", 5]), TypeError, "keep"),
    # ---- practice questions ----
    ("which_wins seed", lambda: which_wins(None), TypeError, "seed must be"),
    ("which_wins count 0", lambda: which_wins(1, count=0), QuizError, "count must be"),
    ("which_wins count str", lambda: which_wins(1, count="5"), TypeError, "count must be"),
    ("which_wins count 101", lambda: which_wins(1, count=101), QuizError, "count"),
    ("which_wins ace_low", lambda: which_wins(1, ace_low="x"), TypeError, "ace_low must be"),
    ("grade questions None", lambda: grade(None, []), TypeError, "questions must be"),
    ("grade answers None", lambda: grade(QUESTIONS, None), TypeError, "answers must be"),
    ("grade answers str", lambda: grade(QUESTIONS, "first"), TypeError, "answers must be"),
    ("grade too few answers", lambda: grade(QUESTIONS, ["first"]), QuizError, "answers"),
    ("grade unknown answer", lambda: grade(QUESTIONS, ["maybe", None]), QuizError, "answers"),
    ("keep_exercises seed", lambda: keep_exercises(None), TypeError, "seed must be"),
    ("keep_exercises count", lambda: keep_exercises(1, count=51), QuizError, "count"),
    ("keep_exercises ace_low", lambda: keep_exercises(1, ace_low=1), TypeError, "ace_low must be"),
    ("judge_keep advice None", lambda: judge_keep(None, "9S 9H"), TypeError, "advice must be"),
    ("judge_keep keep None", lambda: judge_keep(ADVICE, None), TypeError, "keep must be"),
    ("judge_keep bad card", lambda: judge_keep(ADVICE, "ZZ 9S"), AdviceError, "keep"),
    ("judge_keep not held", lambda: judge_keep(ADVICE, "AS 9S"), AdviceError, "not in the hand"),
    # ---- the score sheet (FD-1, FD-2, FD-3, FD-11, FD-12, FD-14) ----
    ("start one string", lambda: ScoreSheet.start("ABC"), TypeError, "names must be"),
    ("start None", lambda: ScoreSheet.start(None), TypeError, "names must be"),
    ("start int names", lambda: ScoreSheet.start([1, 2, 3]), TypeError, "each of names"),
    ("start two players", lambda: ScoreSheet.start(["Ann", "Bo"]), ScoreSheetError, "FD-1"),
    ("start same name", lambda: ScoreSheet.start(["Ann", "ann", "Bo"]), ScoreSheetError, "names"),
    ("start long name", lambda: ScoreSheet.start([HUGE, "Bo", "Cy"]), ScoreSheetError, "names: a name has at most"),
    ("start rules str", lambda: ScoreSheet.start(NAMES, "rules"), TypeError, "rules must be"),
    ("start chips", lambda: ScoreSheet.start(NAMES, DrawRules(chips=True)), ScoreSheetError, "FD-7"),
    ("winner None", lambda: SHEET.record_winner(None), TypeError, "player must be"),
    ("winner bool", lambda: SHEET.record_winner(True), TypeError, "player must be"),
    ("winner seat 5", lambda: SHEET.record_winner(5), ScoreSheetError, "player: there is no seat index 5"),
    ("winner unknown", lambda: SHEET.record_winner("Nobody"), ScoreSheetError, 'no player "Nobody"'),
    ("winner huge", lambda: SHEET.record_winner(HUGE), ScoreSheetError, "no player"),
    ("winner category str", lambda: SHEET.record_winner("Ann", category="flush"), TypeError, "category must be"),
    ("winner category int", lambda: SHEET.record_winner("Ann", category=5), TypeError, "category must be"),
    ("winner without_showing str", lambda: SHEET.record_winner("Ann", without_showing="yes"), TypeError,
     "without_showing must be"),
    ("winner needs category", lambda: BY_CATEGORY.record_winner("Ann"), ScoreSheetError, "FD-3"),
    ("winner category and folded", lambda: BY_CATEGORY.record_winner("Ann", Category.FLUSH, without_showing=True),
     ScoreSheetError, "category"),
    ("winner after the end", lambda: OVER.record_winner("Bo"), ScoreSheetError, "FD-14"),
    ("tie one string", lambda: SHEET.record_tie("Ann Bo"), TypeError, "players must be"),
    ("tie None", lambda: SHEET.record_tie(None), TypeError, "players must be"),
    ("tie alone", lambda: SHEET.record_tie(["Ann"]), ScoreSheetError, "FD-12"),
    ("tie None player", lambda: SHEET.record_tie(["Ann", None]), TypeError, "player must be"),
    ("tie unknown", lambda: SHEET.record_tie(["Ann", "Zed"]), ScoreSheetError, 'no player "Zed"'),
    ("showdown None", lambda: SHEET.record_showdown(None), TypeError, "hands must"),
    ("showdown str", lambda: SHEET.record_showdown("Ann: AS KS QS JS TS"), TypeError, "hands must"),
    ("showdown one hand", lambda: SHEET.record_showdown({"Ann": "AS KS QS JS TS"}), ScoreSheetError, "FD-11"),
    ("showdown short hand", lambda: SHEET.record_showdown({"Ann": "AS KS", "Bo": HAND}), ScoreSheetError,
     "hands: Ann's hand"),
    ("showdown hand None", lambda: SHEET.record_showdown({"Ann": None, "Bo": HAND}), TypeError, "hand must be"),
    ("showdown same player", lambda: SHEET.record_showdown({"Ann": HAND, "ann": "AS KS QS JS TS"}), ScoreSheetError,
     "given twice"),
    ("showdown card twice", lambda: SHEET.record_showdown({"Ann": HAND, "Bo": "9S KS QS JS TS"}), ScoreSheetError,
     "FD-2"),
    ("showdown seat 7", lambda: SHEET.record_showdown({"Ann": HAND, 7: "AS KS QS JS TS"}), ScoreSheetError,
     "seat index 7"),
    ("showdown player None", lambda: SHEET.record_showdown({None: HAND}), TypeError, "player must be"),
    ("undo nothing", lambda: SHEET.undo(), ScoreSheetError, "nothing has been recorded"),
    # ---- bots, matches, transcripts ----
    ("make_bot None", lambda: make_bot(None), TypeError, "personality must be"),
    ("make_bot unknown", lambda: make_bot("shark"), ValueError, "personality"),
    ("make_bot huge", lambda: make_bot(HUGE), ValueError, "personality"),
    ("make_bot seed", lambda: make_bot("loose", seed=1.5), TypeError, "seed must be"),
    ("bot acts on a state", lambda: make_bot("loose").act(GAME), TypeError, "view"),
    ("bot acts on None", lambda: make_bot("odds").act(None), TypeError, "view"),
    ("play rules str", lambda: play("x", ["loose"] * 3, 1), TypeError, "rules must be"),
    ("play too few bots", lambda: play(R3, ["loose"] * 2, 1), ValueError, "personalities"),
    ("play unknown bot", lambda: play(R3, ["shark"] * 3, 1), ValueError, "personality"),
    ("play seed None", lambda: play(R3, ["loose"] * 3, None), TypeError, "seed must be"),
    ("transcript None", lambda: draw_transcript(None), TypeError, "events must be"),
    ("transcript strings", lambda: draw_transcript(["Ann folds."]), TypeError, "events must be"),
    ("transcript names str", lambda: draw_transcript(GAME.events, names="Ann"), TypeError, "names must be"),
    ("transcript too few names", lambda: draw_transcript(GAME.events, names=["Ann"]), ValueError, "names"),
    ("transcript int names", lambda: draw_transcript(GAME.events, names=[1, 2, 3]), TypeError, "names must be"),
    ("round_result shown None", lambda: round_result(None, [0]), TypeError, "shown must"),
    ("round_result winners str", lambda: round_result({}, "0"), TypeError, "winners must be"),
    ("round_result winner not shown", lambda: round_result({0: HAND}, [2]), TypeError, "winners must be"),
    ("round_result too few names", lambda: round_result({}, [2], names=["Ann"]), ValueError, "names"),
]


@pytest.mark.parametrize("call, error, words", [c[1:] for c in CATALOGUE], ids=[c[0] for c in CATALOGUE])
def test_malformed_draw_input_is_refused_naming_the_parameter_or_the_rule(call, error, words):
    before = repr(GAME), SHEET, BY_CATEGORY
    with pytest.raises(error) as err:
        call()
    message = str(err.value)
    assert words in message
    assert len(message) < 400, "a refusal quotes at most an excerpt of what was given"
    assert (repr(GAME), SHEET, BY_CATEGORY) == before, "a refusal changes nothing"


def test_the_catalogue_is_large():
    import importlib.util

    from support import ROOT

    spec = importlib.util.spec_from_file_location("card_refusals", ROOT / "tests/unit/core/test_cards_bad_input.py")
    cards = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cards)
    CARD_CATALOGUE = cards.CATALOGUE

    assert len(CATALOGUE) + len(CARD_CATALOGUE) >= 150


# ---- arbitrary objects (Hypothesis) -------------------------------------------------------------------

OURS = (TypeError, CardError, RulesError, IllegalMove, AdviceError, ScoreSheetError)
keys = st.none() | st.booleans() | st.integers(-2, 7) | st.text(max_size=5) | st.sampled_from(["Ann", "ann", "Bo"])
seats = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=3) | st.integers(-1, 4)
junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12) | st.binary(max_size=4)
    | st.sampled_from(["stay", "AS", "9S 9H", HAND, "Ann", "ann", "Bo", "Zed", Category.FLUSH, 0, 1, 2])
    | st.builds(Card, st.integers(-2, 20), st.sampled_from(["S", "H", "X"])),
    lambda inner: st.lists(inner, max_size=6) | st.tuples(inner, inner) | st.dictionaries(keys, inner, max_size=3),
    max_leaves=8)
actions = (st.builds(Stay, seats) | st.builds(Fold, seats)
           | st.builds(lambda seat, n: Replace.of_checked(seat, GAME.hands[1][:n]), seats, st.integers(0, 5))
           | st.builds(lambda seat: Correct.of_checked(seat, ()), seats))
def only_ours(*calls):
    """Each call either works or raises one of our errors — a TypeError of ours says what a value "must" be."""
    for call in calls:
        try:
            call()
        except OURS as err:
            assert not isinstance(err, TypeError) or " must " in str(err), f"an internal TypeError: {err}"


PLAYED = [GAME, GAME.apply(Stay(1)).apply(Stay(2)).apply(Stay(0))]


@given(thing=junk | actions, which=st.sampled_from(PLAYED))
def test_fd1_fd7_apply_and_view_give_only_our_errors_and_change_nothing(thing, which):
    before = repr(which)
    only_ours(lambda: which.apply(thing), lambda: which.view(thing))
    assert repr(which) == before


@given(hand=junk, flag=junk, number=junk)
def test_fd8_advise_gives_only_our_errors(hand, flag, number):
    only_ours(lambda: advise(hand), lambda: advise(HAND, max_replace=number), lambda: advise(HAND, ace_low=flag),
              lambda: advise(HAND, gone=hand), lambda: advise(HAND, opponents=number))


@given(player=junk, other=junk, flag=junk, key=keys)
def test_fd3_the_score_sheet_gives_only_our_errors_and_changes_nothing(player, other, flag, key):
    for sheet in (SHEET, BY_CATEGORY):
        before = sheet
        only_ours(lambda s=sheet: s.record_winner(player), lambda s=sheet: s.record_winner("Ann", player, flag),
                  lambda s=sheet: s.record_tie(player), lambda s=sheet: s.record_showdown(player),
                  lambda s=sheet: s.record_showdown({"Ann": HAND, key: other}))
        assert sheet == before and sheet.rounds == ()
