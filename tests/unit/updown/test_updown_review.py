"""An 一上一下 game reviewed afterwards (engine.updown.review, issue 24): each of a seat's decisions judged
from that seat's view by the expert's seeded play-outs — the chance to win the game (UD-7 … UD-14)."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots import run_bots
from engine.cards import full_deck, parse_cards, updown_order
from engine.errors import RulesError
from engine.review import Unit
from engine.updown import UpDownRules, challenge, new_game, pass_, play_down, play_up, review, stacked_game
from engine.updown.bots import make_bot
from engine.updown.scenario import position

OTHERS = ("reckoner", "bluffer")


def bots_for(seed, players=3):
    return {0: make_bot("expert", seed)} | {s: make_bot(OTHERS[(s + seed) % 2], seed) for s in range(1, players)}


def planted_game(seed, plant):
    """A seeded game of 3 (:func:`bots_for`) in which seat 0 plays ``plant(view)`` instead of the expert's move
    the first time that is not None on its turn to play; the finished game and the moment planted."""
    state, bots = new_game(UpDownRules(players=3), seed=seed), bots_for(seed)
    planted = None
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        action = bots[seat].act(view)
        if planted is None and seat == 0 and view.phase == "play" and (mine := plant(view)) is not None:
            action, planted = mine, len(state.history)
        state = state.apply(action)
    assert planted is not None, "the move was planted"
    return state, planted


@pytest.mark.parametrize("seed", [1, 4])
def test_ud7_ud10_an_expert_played_seat_costs_about_nothing(seed):
    game, moves = run_bots(new_game(UpDownRules(players=3), seed=seed), bots_for(seed))
    decisions = review(game, 0)
    assert len(decisions) >= 8 and all(d.unit == Unit.CHANCE for d in decisions)
    costly = [d for d in decisions if d.cost > 0]
    assert sum(d.cost for d in decisions) <= 0.15 and len(costly) <= len(decisions) // 8
    assert all(0 <= d.value <= 1 and d.best == d.chosen for d in decisions if d.cost == 0)


def test_ud12_a_planted_declaration_below_the_target_comes_out_worst():
    """Seat 0 plays as the expert, except once: holding a card that would be true, it declares a rank below
    the target, which loses every challenge whatever the card (UD-12) — the others always challenge it."""
    def lie_below(view):
        low = [c for c in view.hand if updown_order(c.rank) < updown_order(view.target)]
        if view.face_due == "down" and low and updown_order(view.target) >= updown_order(6):
            card = max(view.hand, key=lambda c: updown_order(c.rank))      # its best card, wasted on a lie
            return play_down(0, card, low[0].rank)
        return None

    state, planted = planted_game(2, lie_below)
    decisions = review(state, 0)
    worst = decisions[0]
    assert worst.moment == planted and worst.cost > 0.05 and worst.best != worst.chosen
    assert all(d.cost < worst.cost for d in decisions[1:])
    said = worst.said.render("en")
    assert said.startswith("You chose to put ") and "percentage points more" in said
    # the gap is the difference of the two figures shown (the 21st read: 「约为 35%……约为 68%，高出 32.5 个百分点」)
    shown = [int(p) for p in re.findall(r"about (\d+)% of games", worst.verdict.render("en"))]
    gap = re.search(r"([\d.]+) percentage points more", said).group(1)
    assert len(shown) == 2 and gap == str(shown[1] - shown[0]), said


def test_a_review_is_seeded_and_of_the_game_as_far_as_it_has_gone():
    game, _ = run_bots(new_game(UpDownRules(players=2), seed=3), {0: make_bot("honest", 3), 1: make_bot("bluffer", 3)})
    part = game.start
    for action in game.history[:9]:
        part = part.apply(action)
    whole, early = review(game, 0, seed=5, playouts=240), review(part, 0, seed=5, playouts=240)
    assert {d.moment for d in early} <= {d.moment for d in whole}
    again = {d.moment: d for d in whole}
    assert all(again[d.moment].value == d.value and again[d.moment].cost == d.cost for d in early), \
        "a decision's figures do not change as the game goes on"
    assert review(game, 0, seed=5, playouts=240) == whole
    with pytest.raises(TypeError, match="game must be an 一上一下 game"):
        review(game.view(0), 0)
    with pytest.raises(RulesError, match="seat must be a whole number from 0 to 1"):
        review(game, 2)
    with pytest.raises(ValueError, match="playouts must be"):
        review(game, 0, playouts=1)


# ---- the review reads only what the seat could see ---------------------------------------------------------

MINE = parse_cards("5S KH 2D 3C 4C 6C 7C")
REST = [c for c in full_deck() if c not in MINE]


@settings(max_examples=4, deadline=None)
@given(order=st.permutations(range(len(REST))))
def test_ud10_the_review_does_not_change_when_the_cards_the_seat_never_saw_change(order):
    """Seat 0 holds seven known cards; seat 1's hand and the stock are any shuffle of the rest. Seat 1 plays
    its first card face down twice and seat 0 lets both stand: seat 0 never sees one of those cards, so
    every shuffle gives the same review."""
    def played(rest):
        deck = [c for pair in zip(MINE, rest[:7], strict=True) for c in pair] + list(rest[7:])
        game = stacked_game(UpDownRules(players=2), deck, leader=0)
        game = game.apply(play_up(0, "5S"))
        game = game.apply(play_down(1, game.hands[1][0], "9")).apply(pass_(0))
        game = game.apply(play_up(0, "KH"))
        game = game.apply(play_down(1, game.hands[1][0], "A")).apply(pass_(0))
        return game.apply(play_up(0, "2D"))

    def told(game):
        return [(d.moment, d.chosen, d.best, d.value, d.cost, d.said.render("en"))
                for d in review(game, 0, playouts=160)]

    one, other = played(REST), played([REST[i] for i in order])
    assert one.hands[0] == other.hands[0]
    assert told(one) == told(other)


@pytest.mark.parametrize("hand, pile, played", [
    ("AH 9S AC 4D", [], play_up(0, "AC")),
    ("5S 9S 5D 4D", [play_up(2, "4H")], play_down(0, "5D", "5")),
])
def test_ud8_the_review_names_the_card_the_seat_played_not_another_of_the_same_rank(hand, pile, played):
    """The native read (issue 23): holding A♥ and A♣, the learner put A♣ down and the review said "You chose to
    put A♥ face down" (5♠ for 5♦ face up) — the expert weighs one card of each rank, and its card was named.
    Only ranks matter to the play (UD-8), but the sentence names the learner's own card."""
    game = position([hand, "TD 6H 7C 8D", "2S 3H 5C 6S"], pile=pile, turn=0).apply(played)
    decision, = review(game, 0, playouts=60)
    own = played.card.label
    assert own in decision.chose.render("en") and own in decision.verdict.render("zh")
    other = next(c.label for c in parse_cards(hand) if c.rank == played.card.rank and c != played.card)
    assert other not in decision.verdict.render("en") + decision.reason.render("en")


def test_a_review_never_says_about_100_or_0_percent_of_games():
    """The third native read (item 23): 「改为扣下 2♦，报 2，约为 100%」. A share of play-outs that rounds to all
    or nothing is said in words."""
    from engine.updown.reviewing import _games
    said = [(_games(x).render("en"), _games(x).render("zh")) for x in (1.0, 0.996, 0.62, 0.003)]
    assert said == [("nearly every game", "几乎是百分之百")] * 2 + [("about 62% of games", "约为 62%"),
                                                                 ("hardly any game", "几乎为零")]


def test_ud9_ud12_a_card_put_down_with_no_rank_said_is_reviewed_in_the_learners_own_words():
    """The eighth native read (C2): the learner put a card down saying nothing, the narrator said 「算作报了 3」, and
    the review said 「你选择了扣下 6♠，报 3」 — a move the learner could not recognise. The tenth: a choice nothing
    beats was 「这和别的选择一样好」 (A6: as if the others were as good); the same move in words the learner never
    said came as the better one (C4); and a declaration below the target was said to be safe (A5)."""
    state, planted = planted_game(4, lambda view: play_down(0, view.hand[0], None) if view.face_due == "down"
                                  else None)
    [mine] = [d for d in review(state, 0) if d.moment == planted]
    assert "without declaring a rank (it counts as 3, UD-9)" in mine.chose.render("en")
    assert "没报点（算作报了 3，UD-9）" in mine.chose.render("zh") and "报 3" not in mine.chose.render("zh")
    assert mine.cost == 0 and mine.better.render("zh") == mine.chose.render("zh")
    verdict = mine.verdict.render("zh")      # a close call (the twelfth read) or the best: never 「和别的选择一样好」
    assert ("没有比这更好的选择" in verdict or "和最好的选择不相上下（差别在推演的误差之内）" in verdict), verdict
    assert "一样好" not in verdict
    reason = mine.reason.render("zh")       # the eleventh read (C3): never 「我扣下 2♠，报 3」 for it
    assert reason.startswith("我扣下 2♠，什么都没报，算作报了 3（UD-9）：这张不是 3，而且 3 低于目标点数 4，"
                             "一被质疑就输（UD-12）")
    assert "报 3：" not in reason and "不怕质疑" not in reason


def test_ud12_a_close_call_is_never_told_the_other_choices_were_worse():
    """The fourteenth native read (A2): 「和最好的选择不相上下」 over the expert's 「……可别的选择更糟」, and (the
    twelfth)
    「没有比这更好的选择」 beside figures that put the other answer ahead."""
    game, _ = run_bots(new_game(UpDownRules(players=3), seed=3), bots_for(3))
    close = [d for d in review(game, 0) if "不相上下" in d.verdict.render("zh")]
    assert close
    for d in close:
        reason = d.reason.render("zh")
        assert "更糟" not in reason and "更有利" not in reason, reason


def test_ud14_a_bluff_with_a_last_card_that_reaches_the_target_is_never_the_best_choice():
    """The sixteenth native read (A-1): 「你选择了扣下 J♦，报 3：没有比这更好的选择……我估计被质疑的概率约为 98%，可别的
    选择更糟……我几乎稳赢」 — declared truly, a last card that reaches the target survives any challenge and goes out
    (UD-12, UD-14); the review says so, with the chance the bluff is challenged."""
    from engine.updown import play_up, position

    for declared in ("3", None):
        game = position(["JD", "9C 8H 4S"], pile=[play_up(1, "3S")], turn=0).apply(play_down(0, "JD", declared))
        [mine] = review(game, 0)
        assert mine.cost > 0 and mine.best == play_down(0, "JD", "J")
        verdict = mine.verdict.render("zh", ["你", "乙"])
        assert verdict.startswith("这是你的最后一张牌，你选择了")
        assert "要是照实报（扣下 J♦，报 J），谁质疑都不怕" in verdict
        assert "没有比这更好" not in verdict and "不相上下" not in verdict
        assert mine.reason.render("zh", ["你", "乙"]).startswith("我扣下最后一张牌 J♦，照实报 J")


def test_ud12_ud14_letting_a_last_card_below_the_target_stand_is_said_to_let_its_player_win():
    """The 24th native read (A1): the opponent's last card, declared below the target, was let stand, and the review
    said 「让这张牌成立、目标点数降到 5，按推演和质疑差不多」 — letting it stand ends the game: they go out and win
    (UD-14), and a challenge surely succeeds (UD-12)."""
    game = position(["4D 4S 5C 5S 6C 6S 7D", "5H"], pile=[play_up(0, "8C")], turn=1).apply(play_down(1, "5H", "5"))
    for seed in range(4):
        (decision,) = review(game.apply(pass_(0)), 0, seed=seed)
        zh = decision.reason.render("zh", ["你", "乙"])
        assert "目标点数降到" not in zh and "乙用最后一张牌报了 5，低于目标点数 8" in zh, zh
        assert "乙就出完牌赢了（UD-14）" in zh, zh


def test_ud14_a_last_card_bluff_reviewed_before_anyone_answered_says_the_figure_is_a_first_guess():
    """The 24th native read (C1): 「……而照别人前面的打法，约有 64% 的可能会有人质疑」 when nobody had challenged or
    passed a card yet: the figure is the starting guess, and the review says so."""
    game = position(["KH", "9S 7C 5D"], pile=[play_up(1, "8C")], turn=0)
    (decision,) = review(game.apply(play_down(0, "KH", "9")), 0, seed=0)
    zh = decision.verdict.render("zh", ["你", "乙"])
    assert "按一开始的估计（要问到的人还从没表过态）" in zh and "照别人前面的打法" not in zh, zh


def test_ud9_a_choice_about_a_card_with_nothing_declared_is_reviewed_in_those_words():
    """The 24th native read (C6): a position whose open card went down with nothing declared was reviewed as
    「质疑乙报的 3」 and 「乙报的 3 低于目标点数 9」 — the pile says nothing was declared (UD-9), and so does the
    review."""
    game = position(["4S 9H 2D", "KC 6H"], pile=[play_up(0, "9C"), play_down(1, "KD")], asking=[0])
    for answer in (challenge(0), pass_(0)):
        (decision,) = review(game.apply(answer), 0, seed=0)
        zh = [t.render("zh", ["你", "乙"]) for t in (decision.chose, decision.reason)]
        assert zh[0] in ("质疑乙那张没报点的暗牌（算作报了 3）", "放过乙那张没报点的暗牌（算作报了 3）"), zh
        assert zh[1].startswith("乙扣下这张牌时没报点，算作报了 3（UD-9）"), zh       # then "taken as their 3"


def test_ud12_ud14_a_last_card_sure_to_fail_a_challenge_is_never_left_to_the_players_after():
    """The 28th native read: asked first about another's last card declared below the target, a pass was reviewed as
    「没有比这更好的选择」 (the bots after would challenge), while the quiz called it costly — a sure challenge of a
    winning last card is never left to others (UD-12, UD-14); and when the last asked let such a card stand, the
    review said 「要是这张是虚报」 of a card sure to fail a challenge."""
    from engine.updown.expert import ExpertBot

    names = ["你", "乙", "丙"]
    game = position(["4D 4S 5C 5S 6C", "7S 8S 9S", "5H"], pile=[play_up(1, "8C")], turn=2).apply(
        play_down(2, "5H", "5"))
    assert game.view(0).to_act == 0                 # 你 are asked first, then 乙
    assert ExpertBot(0).act(game.view(0)) == challenge(0)
    (passed,) = review(game.apply(pass_(0)), 0, seed=0)
    zh = passed.verdict.render("zh", names)
    assert zh.startswith("你把丙的最后一张牌留给了后面的玩家：报的点数低于目标点数 8，被质疑一定输（UD-12）"), zh
    assert passed.best == challenge(0)
    two = position(["4D 4S 5C 5S 6C", "5H"], pile=[play_up(0, "8C")], turn=1).apply(play_down(1, "5H", "5"))
    (stood,) = review(two.apply(pass_(0)), 0, seed=0)
    zh = stood.verdict.render("zh", ["你", "乙"])
    assert "要是这张是虚报" not in zh and "报的点数低于目标点数 8，被质疑一定输（UD-12）" in zh, zh
    assert stood.best == challenge(0)
