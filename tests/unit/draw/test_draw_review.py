"""A five-card draw match reviewed afterwards (engine.draw.review, issue 24): each of a seat's decisions
judged from that seat's view, by the expert's reckoning and the table's objective (FD-3, FD-7 … FD-9)."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots import run_bots
from engine.cards import full_deck, parse_cards
from engine.draw import DrawRules, fold, new_game, replace, review, setup, stay
from engine.draw.advisor import advise
from engine.draw.bots import make_bot
from engine.draw.game import DrawState
from engine.errors import RulesError
from engine.review import Decision, Unit


def expert_match(rules, seed):
    """A match every seat of which the expert plays."""
    bots = {s: make_bot("expert", s) for s in range(rules.players)}
    return run_bots(new_game(rules, seed), bots)


@pytest.mark.parametrize("rules", [DrawRules(players=4, rounds=3), DrawRules(players=3, chips=True, rounds=3),
                                   DrawRules(players=5, scoring="category", rounds=3)],
                         ids=["win", "chips", "category"])
def test_fd7_fd8_an_expert_played_seat_costs_nothing(rules):
    game, moves = expert_match(rules, 11)
    decisions = review(game, 0)
    expert_moves = [m.action for m in moves if m.seat == 0 and m.action.kind in ("stay", "fold", "replace")]
    assert len(decisions) == len(expert_moves) >= 3
    assert all(d.cost == 0 and d.best == d.chosen for d in decisions)
    # the table's unit; in the last round of points by category the expert plays for the match (FD-14)
    table_unit = Unit.POINTS if rules.chips or rules.scoring == "category" else Unit.CHANCE
    assert all(isinstance(d, Decision) and d.unit == table_unit for d in decisions if d.when < rules.rounds)


def test_fd8_a_planted_bad_replacement_comes_out_worst_costing_what_the_advisor_counts():
    """Seat 0 holds a pair of kings and replaces the kings; nobody has replaced before it (it is first, at
    the dealer's left), so the advisor's own figures against 3 rule-of-thumb opponents are the measure."""
    game = setup(DrawRules(players=4, first_dealer=3), hands=["KS KH 9D 4C 2S", "2H 7D 9C JS 4H",
                                                               "AS 8H 8D 6C 3S", "QS QD 9H 6H 4S"])
    bots = {s: make_bot("expert", s) for s in (1, 2, 3)}
    game, _ = run_bots(game, bots)
    game = game.apply(stay(0))
    game, _ = run_bots(game, bots)
    game = game.apply(replace(0, "KS KH 9D"))                   # the planted blunder: throw the pair away
    game, _ = run_bots(game, bots)
    decisions = review(game, 0)
    worst = decisions[0]
    advice = advise("KS KH 9D 4C 2S", opponents=3)
    assert worst.chosen == replace(0, "KS KH 9D") and set(worst.best.cards) == {parse_cards("9D")[0],
                                                                               *parse_cards("4C 2S")}
    assert worst.cost == pytest.approx(advice.best.value - advice.choice_keeping("4C 2S").value)
    assert worst.cost > 0.05 and all(d.cost < worst.cost for d in decisions[1:])
    said = worst.said.render("en")
    assert said.startswith("You chose to keep 4♣ 2♠, replace 3") and "The expert's reckoning" in said
    # its measure once (fifth native read, C4): not in the choice, the best and the gap all three
    verdict, chinese = worst.verdict.render("en"), worst.verdict.render("zh")
    assert verdict.count("wins the round") == 1 and "percentage points more." in verdict, verdict
    assert chinese.startswith("你选择了留 4♣ 2♠，换 3 张：赢下这一局的概率为 "), chinese
    assert chinese.count("赢下这一局的概率") == 1 and "。更好的是" in chinese and "：胜率是 " in chinese
    assert re.search(r"，高出 \d+\.\d 个百分点。$", chinese), chinese


def test_fd7_folding_when_staying_is_free_costs_the_chance_the_best_replacement_gives():
    game = setup(DrawRules(players=3), hands=["TS 8H 6D 4C 2S", "AS AH 8D 6C 3S", "QS QD 9H 6H 4S"])
    game = game.apply(fold(1))                                  # seat 1 is first (dealer 0): a pair of aces, folded
    [decision] = review(game, 1)
    assert decision.best == stay(1) and decision.unit == Unit.CHANCE
    assert decision.cost == pytest.approx(advise("AS AH 8D 6C 3S", opponents=2).best.value)
    assert decision.view.hand == game.start.view(1).hand and decision.moment == 0 and decision.when == 1


def test_fd7_with_chips_a_hopeless_stay_costs_points_and_a_good_fold_costs_them_too():
    hands = ["KS KH 5D 3C 2C", "2H 7D 9C JS 4H", "AS AH 8D 6C 3S", "QS QD 9H 6H 4S", "TS TD 8H 7C 2D",
             "JC JD 5S 5C 3D"]
    game = setup(DrawRules(players=6, chips=True), hands=hands)
    weak = review(game.apply(stay(1)), 1)[0]
    assert weak.best == fold(1) and weak.unit == Unit.POINTS and 0 < weak.cost < 1
    assert weak.value == pytest.approx(-weak.cost)              # folding is worth 0; staying, this much less
    strong = review(game.apply(stay(1)).apply(fold(2)), 2)[0]
    assert strong.best == stay(2) and strong.cost > 0


def test_a_review_is_of_the_game_as_far_as_it_has_gone_and_refuses_what_is_not_one():
    game = new_game(DrawRules(players=3), seed=2)
    assert review(game, 1) == () and review(game.apply(stay(1)), 1)[0].moment == 0
    with pytest.raises(TypeError, match="game must be a five-card draw match"):
        review("match", 0)
    with pytest.raises(RulesError, match="seat must be a whole number from 0 to 2"):
        review(game, -1)
    with pytest.raises(TypeError, match="seat must be"):
        review(game, "0")


# ---- the review reads only what the seat could see ---------------------------------------------------------

DECK = tuple(full_deck())


@settings(max_examples=6, deadline=None)
@given(order=st.permutations(range(52 - 5 - 3)))
def test_fd8_the_review_does_not_change_when_the_cards_the_seat_never_saw_change(order):
    """Seat 0 (the dealer, so the last to decide and to draw) sees its five cards and the three it draws:
    shuffling every other card — the other hands, the rest of the stock — in any way gives the same review."""
    rules = DrawRules(players=3, rounds=1)
    base = list(DECK)
    mine = {2, 5, 8, 11, 14, 15 + 2 + 2, 15 + 2 + 2 + 1, 15 + 2 + 2 + 2}   # its hand, and the draws after 2 + 2
    hidden = [i for i in range(52) if i not in mine]
    deck = list(base)
    for slot, pick in zip(hidden, order, strict=True):
        deck[slot] = base[hidden[pick]]

    def played(deck):
        game = new_game(rules, 0, stacked=[deck])
        for seat in (1, 2, 0):
            game = game.apply(stay(seat))
        for seat in (1, 2):
            game = game.apply(replace(seat, game.hands[seat][:2]))      # whatever they hold: two cards
        game = game.apply(replace(0, game.hands[0][:3]))
        game = game.apply(next(a for a in game.legal_actions() if a.kind == "deal"))
        for seat in (1, 2, 0):
            game = game.apply(stay(seat))
        return game

    def told(game):
        return [(d.moment, d.chosen, d.best, d.value, d.best_value, d.cost, d.said.render("en"))
                for d in review(game, 0)]

    one, other = played(base), played(deck)
    assert isinstance(one, DrawState) and one.hands[0] == other.hands[0]
    assert told(one) == told(other)


def test_fd7_a_choice_as_good_as_the_experts_other_one_is_not_called_the_best_while_the_expert_argues_for_it():
    """The seventh native read (A3): 「你选择了弃牌：这就是最好的选择。高手是这样算的：‘……所以我继续’」 — when folding
    and staying are worth the same (both 0: the match is out of reach), the verdict says they are equal, and the
    expert's words that follow are for its own choice."""
    from engine.draw.reviewing import _judged
    from engine.draw.valuation import Valuation
    from engine.i18n import Text

    view = setup(DrawRules(players=3), hands=["TS 8H 6D 4C 2S", "AS AH 8D 6C 3S", "QS QD 9H 6H 4S"]).view(1)
    judged = _judged(view, 0, fold(1), stay(1), 0.0, 0.0, Valuation(), fold(1).text, stay(1).text, Text("I stay."))
    assert judged.cost == 0 and "the best choice" not in judged.verdict.render("en")
    assert judged.verdict.render("en").startswith("You chose to fold: by the chance to win the round, to stay is "
                                                  "worth just as much here."), judged.verdict.render("en")
    assert "也一样好" in judged.verdict.render("zh") and "最好的选择" not in judged.verdict.render("zh")
    same = _judged(view, 0, stay(1), stay(1), 0.0, 0.0, Valuation(), stay(1).text, stay(1).text, Text("I stay."))
    assert same.verdict.render("en") == "You chose to stay: the best choice here."


def test_fd8_a_replacement_as_good_as_the_experts_names_the_experts_not_the_learners_own():
    """The twelfth native read (A5): 「你选择了留 6♥ 6♠，换 3 张（……）：……，留 6♥ 6♠，换 3 张（……）也一样好」 — the
    learner's own choice named as the other one, while the expert's words argued for another."""
    from engine.draw.simulation import play as play_match

    match = play_match(DrawRules(players=3, scoring="category"), ["odds", "expert", "loose"], 38)
    equal = [d for d in review(match, 0) if "just as much" in d.verdict.render("en") and "keep" in d.verdict.render(
        "en")]
    assert equal
    for d in equal:
        mine, other = d.verdict.render("en").split(": by ", 1)
        assert mine.removeprefix("You chose to ").split(" (")[0] not in other, d.verdict.render("en")


def test_fd8_opponents_who_all_replaced_the_same_are_said_to_be_all():
    """The thirteenth native read (C5): 「3 个对手（有三位换了 3 张牌……）」 — 有三位 says some of them, when all did;
    and in words like 两位 beside it, not 「3 位都」 (the 22nd read)."""
    from engine.draw.expert_replace import _against

    view = setup(DrawRules(players=4), hands=["TS 8H 6D 4C 2S", "AS AH 8D 6C 3S", "QS QD 9H 6H 4S",
                                              "KS KD 9C 7H 5S"]).view(0)
    assert "三位都换了" in _against(view, [3, 3, 3]).render("zh")
    assert "两位都换了" in _against(view, [3, 3]).render("zh")
    mixed = _against(view, [3, 3, 1]).render("zh")
    assert "两位都" not in mixed and "三位都" not in mixed and "3 位" not in mixed


def test_fd7_a_chips_reason_against_one_player_ends_each_sentence_once():
    """The twentieth native read (A1): 「碰上这类手牌，我赢的机会约为 2%。。用记分片时再继续一次……」 — a doubled full
    stop where the reading of one opponent was followed by the chips sentence."""
    seen = 0
    for seed in range(10):
        game = new_game(DrawRules(players=3, chips=True), seed=seed)
        _, moves = run_bots(game, {0: make_bot("expert", seed), 1: make_bot("cautious", seed),
                                   2: make_bot("loose", seed)})
        for move in moves:
            text = move.explain("zh")
            assert "。。" not in text, text
            seen += "用记分片时再继续一次" in text and "那位玩家" in text
    assert seen
