"""The expert five-card draw bot (issue 15): stays or folds by expected value under the table's scoring
(FD-7, FD-9), replaces by the advisor (FD-8), reads the table with chips, explains itself, sees only
its view, and is deterministic."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import play

from engine.bots import run_bots
from engine.cards import parse_cards
from engine.draw import DrawRules, Folded, deal, new_game, replace, setup, stay
from engine.draw.advisor import STAY_FREE_REASON, advise, score_choices
from engine.draw.bots import PERSONALITIES, make_bot
from engine.draw.expert import NO_REPLACING, decide, opponents_in, replacement
from engine.draw.expert_basics import percent
from engine.draw.narrate import hint
from engine.draw.opponents import weaker_share
from engine.draw.simulation import KIT
from engine.draw.simulation import play as play_match
from engine.zh_style import findings

LABEL = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")
MIX = ["expert", "loose", "by the book", "odds", "cautious", "expert"]


def test_fd7_the_expert_is_a_personality_of_the_simulation_kit():
    assert "expert" in PERSONALITIES and "expert" in KIT.personalities
    assert make_bot("expert").personality == "expert"


# ---- FD-7, FD-9: never fold when staying is free ------------------------------------------------------

@given(players=st.integers(3, 6), max_replace=st.integers(0, 3), ace_low=st.booleans(),
       scoring=st.sampled_from(["win", "category"]), seed=st.integers(0, 10**6))
def test_fd7_fd9_the_expert_never_folds_without_chips(players, max_replace, ace_low, scoring, seed):
    rules = DrawRules(players=players, max_replace=max_replace, ace_low=ace_low, scoring=scoring, rounds=2)
    seats = MIX[:players]
    state = play_match(rules, seats, seed)
    experts = {s for s, p in enumerate(seats) if p == "expert"}
    assert state.is_over and not [e for e in state.events if isinstance(e, Folded) and e.seat in experts]


def test_fd7_without_chips_the_expert_says_staying_is_free():
    game = new_game(DrawRules(players=4), seed=5)
    bot = make_bot("expert")
    assert bot.act(game.view(game.to_act)) == stay(game.to_act)
    assert decide(game.view(game.to_act)).chance is None          # no estimate is needed: staying is free
    assert bot.explain() == STAY_FREE_REASON == ("Staying costs nothing without chips, so I stay: folding could only "
                                                 "lose me the chance to win.")


# ---- FD-7: with chips, by expected value ----------------------------------------------------------------

SIX = ["KS KH 5D 3C 2C", "2H 7D 9C JS 4H", "AS AH 8D 6C 3S", "QS QD 9H 6H 4S", "TS TD 8H 7C 2D", "JC JD 5S 5C 3D"]


def test_fd7_with_chips_the_expert_folds_a_weak_hand_against_five_opponents():
    game = setup(DrawRules(players=6, chips=True), hands=SIX)
    judged = decide(game.view(1))
    assert judged.action.kind == "fold" and judged.chance < 0.1
    assert "staying costs 1 point now" in judged.reason and "less than the 1 it costs now, so I fold" in judged.reason


def test_fd7_with_chips_the_expert_stays_with_a_pair_of_aces():
    game = play(setup(DrawRules(players=6, chips=True), hands=SIX), stay(1))
    judged = decide(game.view(2))
    assert judged.action.kind == "stay" and judged.chance > 0.3
    assert "a pair of aces" in judged.reason and "so I stay" in judged.reason


def test_fd7_with_chips_a_bigger_pot_is_worth_more():
    hand = ["9C 8D 5H 3S 2D", "2H 7D 9H JS 4H", "AC KC QS 6C 3C"]
    plain = decide(setup(DrawRules(players=3, chips=True), hands=hand).view(1))
    rich = decide(setup(DrawRules(players=3, chips=True), hands=hand, pot=9).view(1))
    assert plain.action.kind == "fold" and rich.action.kind == "stay" and plain.chance == rich.chance


# ---- FD-8, FD-9: reading the table after the draw -----------------------------------------------------------

def after_the_draw(counts):
    """The expert (seat 1) holds two pair after the draw; seats 2 and 0 replaced ``counts`` cards."""
    hands = ["AC KD 7S 5C 3C", "9S 9H 4D 4C KS", "QS JD 8C 6H 3D"]
    game = setup(DrawRules(players=3, chips=True), hands=hands, stock="2S")
    game = play(game, stay(1), stay(2), stay(0), replace(1, "KS"), replace(2, hands[2].split()[:counts[0]]),
                replace(0, hands[0].split()[:counts[1]]), deal(0))
    return game.view(1)


def test_fd8_fd9_the_expert_reads_how_many_cards_each_opponent_replaced():
    pairs = decide(after_the_draw((3, 3)))
    trips = decide(after_the_draw((2, 2)))
    draws = decide(after_the_draw((1, 3)))
    assert pairs.action.kind == "stay" and trips.action.kind == "fold" and draws.action.kind == "stay"
    assert pairs.chance > draws.chance > trips.chance == 0
    assert "Two players replaced three cards (most likely a pair)" in pairs.reason
    assert "Two players replaced two cards (most likely three of a kind): I beat hardly any such hand" in trips.reason
    assert "One player replaced only one card (two pair or a four-card draw)" in draws.reason
    assert trips.reason.startswith("I hold two pair, 9s and 4s.") and trips.reason.endswith("so I fold.")


# ---- FD-8: replacing by the advisor ---------------------------------------------------------------------

def test_fd8_the_expert_replaces_by_the_advisor_against_the_opponents_still_in():
    for seed in range(4):
        state = new_game(DrawRules(players=5), seed=seed)
        state = play(state, *(stay(s) for s in state.seat_order()))
        view = state.view(state.to_act)
        judged = replacement(view)
        best = advise(view.hand, opponents=len(opponents_in(view))).best
        assert set(judged.action.cards) == set(best.replace) and judged.chance == best.p_beats_opponents
        assert "against 4 opponents who replace by the rule of thumb" in judged.reason


OTHERS = ["AS AH 3D 8D 5S", "KS QD 8S 7S 4C", "4D 4S QC JC 3C"]


def first_to_replace(hand, rules, round_no=1, scores=None):
    """Everyone stayed; the first seat to replace (at the dealer's left) holds ``hand``: its view."""
    seat = (rules.first_dealer + round_no) % rules.players
    hands = list(OTHERS)
    hands.insert(seat, hand)
    game = setup(rules, hands=hands, round_no=round_no, scores=scores)
    game = play(game, *(stay(s) for s in game.seat_order()))
    assert game.to_act == seat
    return game, seat


def test_fd8_the_expert_replaces_against_the_counts_it_heard():
    game = setup(DrawRules(players=4), hands=["9S 9D 4C 7D QS", "2H 6H 9H JH KS", "AS AH 3D 8C 5S",
                                             "KD QD 8S 7S 2C"])
    game = play(game, *(stay(s) for s in game.seat_order()), replace(1, "KS"), replace(2, "3D 8C 5S"))
    judged = replacement(game.view(3))
    heard = [weaker_share(replaced=1), weaker_share(replaced=3), weaker_share()]
    chances = [a * b * c for a, b, c in zip(*heard, strict=True)]
    best = score_choices(game.view(3).hand, chances)[0]
    assert set(judged.action.cards) == set(best.replace) and judged.chance == best.p_beats_opponents
    assert ("(one of them replaced only one card: two pair or a four-card draw; one of them replaced three cards: "
            "most likely a pair; one of them has not said yet) that wins most often") in judged.reason


def test_fd3_with_points_by_category_the_expert_replaces_for_the_most_points():
    hand = "2C 5H TC JH KC"
    rules = DrawRules(players=4, scoring="category")
    judged = replacement(first_to_replace(hand, rules)[0].view(1))
    assert advise(hand).best.describe() == "keep K♣ J♥, replace 3"            # the most wins
    assert judged.reason.startswith("I keep K♣ 10♣ 2♣, replace 2: a win scores the points of its category (FD-3)")
    assert "earns the most points on average" in judged.reason
    same = replacement(first_to_replace(hand, DrawRules(players=4))[0].view(1))
    assert set(same.action.cards) == set(advise(hand).best.replace)           # one point a win: the most wins


def test_fd14_in_the_last_round_the_expert_goes_for_the_points_it_needs():
    hand = "2H 2D 6H 9H JH"
    rules = DrawRules(players=4, scoring="category")
    behind, seat = first_to_replace(hand, rules, round_no=8, scores=[10, 10, 10, 14])
    judged = replacement(behind.view(seat))
    assert set(judged.action.cards) == {parse_cards("2D")[0]}                  # only a flush (5 points) is enough
    assert "this is the last round and only a win worth 5 points or more puts me first (FD-14)" in judged.reason
    level, seat = first_to_replace(hand, rules, round_no=8, scores=[10, 10, 10, 10])
    assert "wins most often" in replacement(level.view(seat)).reason          # any win puts it first


def test_fd5_fd8_the_expert_keeps_all_five_when_nothing_may_be_replaced():
    state = new_game(DrawRules(players=3, max_replace=0, chips=True), seed=2)
    bots = {s: make_bot("expert") for s in range(3)}
    state, said = run_bots(state, bots, stop=lambda s: s.round_no > 1)
    replaced = [m for m in said if m.action.kind == "replace"]
    assert all(not m.action.cards and m.reason == NO_REPLACING for m in replaced)


# ---- explanations, hidden information, determinism ---------------------------------------------------------

@pytest.mark.parametrize("chips", [False, True])
def test_fd6_the_experts_explanations_name_no_hidden_card_of_another_seat(chips):
    seats = ["expert", "loose", "expert", "by the book"]
    state = new_game(DrawRules(players=4, chips=chips, rounds=4), seed=21)
    bots = {s: make_bot(p, f"21/{s}") for s, p in enumerate(seats)}
    checked = 0
    while not state.is_over:
        seat = state.to_act
        action = bots[seat].act(state.view(seat))
        if seats[seat] == "expert" and action.kind in ("stay", "fold", "replace"):
            reason = bots[seat].explain()
            assert reason and reason != "no decision yet"
            named = set(LABEL.findall(reason))
            assert named <= {c.label for c in state.hands[seat]}, (reason, state.hands[seat])
            checked += 1
        state = state.apply(action)
    assert checked > 10


def test_fd4_the_experts_decisions_are_the_same_for_the_same_seed():
    rules = DrawRules(players=4, chips=True, rounds=3)
    first = run_bots(new_game(rules, 8), {s: make_bot("expert", s) for s in range(4)})
    again = run_bots(new_game(rules, 8), {s: make_bot("expert", s) for s in range(4)})
    other_bot_seeds = run_bots(new_game(rules, 8), {s: make_bot("expert", 100 + s) for s in range(4)})
    assert first[1] == again[1] == other_bot_seeds[1] and first[0] == again[0]


def test_the_expert_refuses_what_is_not_a_view():
    game = new_game(DrawRules(players=3), seed=1)
    with pytest.raises(TypeError, match="the expert judges from a seat's view"):
        decide(game)
    with pytest.raises(TypeError, match="a five-card draw bot acts on a seat's view"):
        make_bot("expert").act(game)


# ---- certainties (the third native read, item 23: 「拿下整场的概率约 0%」「约 0.00 分」) ---------------------

WEAK = ["AS AH AD AC KS", "7S 5D 4C 3H 2S", "9C 9D 8C 8D 2C"]       # seat 1 against four aces and two pairs


def _replacing(rules, scores=None):
    state = setup(rules, hands=WEAK, round_no=rules.rounds, scores=scores)
    while state.phase != "replace":
        state = state.apply(stay(state.to_act))
    while state.to_act != 1:
        state = state.apply(replace(state.to_act))
    return state.view(1)


@pytest.mark.parametrize("scores", [[10, 10, 12], [10, 10, 16]])
def test_fd14_a_match_as_good_as_lost_is_said_in_words_never_about_0_percent(scores):
    judged = replacement(_replacing(DrawRules(players=3, rounds=2, scoring="category"), scores))
    en, zh = judged.said.render("en"), judged.said.render("zh", ["甲", "乙", "丙"])
    assert "hardly any choice gets me there" in en and "<1% of the time" in en and "about 0%" not in en
    assert "几乎没有希望拿下整场" in zh and "约 0%" not in zh and not findings(zh)


def test_fd3_the_rule_of_thumb_earning_nothing_is_said_in_words_never_about_0_00_points():
    judged = replacement(_replacing(DrawRules(players=3, rounds=2, scoring="category"), [10, 10, 20]))
    en, zh = judged.said.render("en"), judged.said.render("zh", ["甲", "乙", "丙"])
    assert en.endswith("it earns next to nothing.") and "0.00" not in en
    assert zh.endswith("平均几乎一分也得不到。") and not findings(zh)


def test_a_chance_that_only_rounds_to_0_or_100_percent_is_never_written_so():
    assert [percent(x) for x in (0.0, 0.004, 0.21, 0.996, 1.0)] == ["0%", "<1%", "21%", ">99%", "100%"]


def test_fd9_the_chips_coach_says_a_stay_that_brings_back_nothing_in_words():
    state = setup(DrawRules(players=3, chips=True), hands=WEAK)
    for action in (stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0)):
        state = state.apply(action)
    tips = hint(state.view(1), ["甲", "乙", "丙"])
    en, zh = tips[-1].render("en"), tips[-1].render("zh", ["甲", "乙", "丙"])
    assert "brings back next to nothing" in en and "0.00" not in en
    assert "几乎什么也收不回" in zh and "0.00" not in zh and not findings(zh)


def test_fd9_against_one_opponent_the_experts_reading_says_its_figure_once():
    """The 22nd and 23rd native reads: 「一位玩家换了 2 张牌（多半是三条）：碰上这类手牌，我几乎赢不了。所以我几乎赢不
    了那位玩家。」 — against one opponent the share of such hands is the chance itself: said once (FD-9)."""
    from engine.draw import new_game
    from engine.draw.bots import make_bot

    seen = 0
    for seed in range(1, 4):
        state = new_game(DrawRules(players=3, chips=True), seed)
        bots = {s: make_bot("expert", s) for s in range(3)}
        while not state.is_over and state.round_no <= 3:
            bot = bots[state.to_act]
            action = bot.act(state.view(state.to_act))
            zh, en = bot.explain("zh", ["甲", "乙", "丙"]), bot.explain("en", ["甲", "乙", "丙"])
            if "One player replaced" in en:
                seen += 1
                assert "I beat" not in en and "碰上这类手牌" not in zh and zh.count("那位玩家") == 1, zh
            state = state.apply(action)
    assert seen >= 3
