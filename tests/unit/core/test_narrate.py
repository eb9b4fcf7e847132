"""The narrators: plain second-person sentences from what one seat saw, with the grammar right, never
telling a card that seat did not see; a teacher's announcements in the third person."""

import re

import pytest

from engine.cards import Card
from engine.draw import DrawRules, deal, fold, new_game, replace, stay
from engine.draw import narrate as draw_narrate
from engine.draw.simulation import play as play_match
from engine.narrate import mention
from engine.updown import UpDownRules
from engine.updown import narrate as updown_narrate
from engine.updown.events import Challenged, PlayedDown, Revealed, TookPile
from engine.updown.referee import Referee
from engine.updown.simulation import game_states
from engine.updown.simulation import play as play_game

DRAW_NAMES = ["You", "Bo", "Cy", "Di"]
UPDOWN_NAMES = ["You", "乙 Yi", "丙 Bing", "丁 Ding"]
WRONG = re.compile(r"\bYou (wins|stays|folds|replaces|takes|draws|plays|has|is|was|leads|challenges|passes|says)\b"
                   r"|\bYou's\b|\byou's\b|\b[Ss]eat \d\b|\b1 (cards|points|games|times)\b")


def sentences_of_matches():
    for seed in range(6):
        state = play_match(DrawRules(players=4, chips=seed % 2 == 1), ["odds", "loose", "cautious", "by the book"],
                           seed)
        yield from (str(t) for t in draw_narrate.tell(state.view(0).events, DRAW_NAMES, you=0))


def sentences_of_games():
    for seed in range(8):
        players = 3 + seed % 2
        state = play_game(UpDownRules(players=players), ["honest", "reckoner", "bluffer", "reckoner"][:players], seed)
        yield from (str(t) for t in updown_narrate.tell(state.view(0).events, UPDOWN_NAMES, you=0))


@pytest.mark.parametrize("sentences", [sentences_of_matches, sentences_of_games], ids=["draw", "updown"])
def test_the_narrator_speaks_plain_second_person_grammar(sentences):
    told = list(sentences())
    assert len(told) > 100
    for sentence in told:
        assert not WRONG.search(sentence), sentence
        assert sentence[0].isupper() or sentence[0] in "甲乙丙丁", sentence
        assert sentence.endswith((".", "!", "?")), sentence
    assert any(s.startswith("You ") for s in told), "the learner is 'you'"


def test_ud12_a_challenge_is_one_sentence_with_its_verdict_and_who_takes_the_pile():
    events = [PlayedDown(2, None, 11, 9), Challenged(0, 2), Revealed(2, Card(11, "C"), 11, False), TookPile(0, 8)]
    told = [str(t) for t in updown_narrate.tell(events, UPDOWN_NAMES, you=0)]
    assert told[-1] == ("You challenged 丙 Bing's “J”. It really was J♣, so the challenge fails and you take the "
                        "8-card pile.")
    events = [PlayedDown(0, Card(7, "H"), 9, 8), Challenged(1, 0), Revealed(0, Card(7, "H"), 9, True), TookPile(0, 5)]
    told = [str(t) for t in updown_narrate.tell(events, UPDOWN_NAMES, you=0)]
    assert told == ["You put 7♥ face down and said “9”.",
                    "乙 Yi challenged your “9”. It was really 7♥, so the challenge succeeds and you take the 5-card "
                    "pile."]


def test_ud10_letting_a_card_stand_is_told_once_with_the_new_target():
    from engine.updown.events import Passed, Stood

    names = UPDOWN_NAMES[:3]
    # you are the last asked: your pass and the card standing are one sentence, in both languages
    events = [PlayedDown(2, None, 11, 9), Passed(0), Stood(2, 11)]
    told = updown_narrate.tell(events, names, you=0)
    assert [str(t) for t in told[1:]] == ["You let it stand and nobody else challenged, so it stands: the target "
                                          "is now J."]
    assert [t.render("zh") for t in told[1:]] == ["你放过了这张牌，别人也没有质疑，它就成立了：目标点数现在是 J。"]
    # at a table of two there is nobody else to ask (the sixth native read, C1)
    told = updown_narrate.tell([PlayedDown(1, None, 11, 9), Passed(0), Stood(1, 11)], names[:2], you=0)
    assert [str(t) for t in told[1:]] == ["You let it stand: the target is now J."]
    assert told[1].render("zh") == "你放过了这张牌，它就成立了：目标点数现在是 J。"
    # others answer after you and pass too: still one sentence
    events = [PlayedDown(1, None, 11, 9), Passed(2), Passed(0), Stood(1, 11)]
    assert len(updown_narrate.tell(events, names, you=0)) == 2
    # someone after you challenges: your pass is told, and the card is not said to stand
    events = [PlayedDown(1, None, 11, 9), Passed(0), Challenged(2, 1), Revealed(1, Card(11, "C"), 11, False),
              TookPile(2, 4)]
    told = updown_narrate.tell(events, names, you=0)
    assert str(told[1]) == "You let it stand." and told[1].render("zh") == "你没有质疑，放过了这张牌。"
    assert str(told[2]).startswith("丙 Bing challenged 乙 Yi's “J”.") and len(told) == 3
    # nobody asked you: as before
    events = [PlayedDown(0, Card(11, "C"), 11, 9), Passed(1), Passed(2), Stood(0, 11)]
    assert str(updown_narrate.tell(events, names, you=0)[-1]) == ("Nobody challenged, so it stands: the target is "
                                                                   "now J.")
    # in whole games, never "You let it stand." followed by "Nobody challenged …"
    told = list(sentences_of_games())
    assert any(s.startswith("You let it stand and nobody else challenged") for s in told)
    for sentence, after in zip(told, told[1:], strict=False):
        assert not (sentence == "You let it stand." and after.startswith("Nobody challenged")), (sentence, after)


def test_ud12_a_true_card_below_the_target_is_explained():
    events = [PlayedDown(1, None, 5, 9), Challenged(0, 1), Revealed(1, Card(5, "S"), 5, True), TookPile(1, 3)]
    told = str(updown_narrate.tell(events, UPDOWN_NAMES, you=0)[-1])
    assert "It really was 5♠, but a 5 is below the target 9, so the challenge succeeds" in told


def test_ud12_a_true_card_below_the_target_is_explained_when_its_play_was_told_before_in_both_languages():
    # lesson 08's narrator tells only the events new since the learner's last step: the face-down play
    # was told before the learner challenged, so the verdict must not need it (walkthrough M1)
    from engine.updown import challenge, play_down, play_up, position
    game = position(["4C 5C", "3H"], pile=[play_up(0, "AS"), play_down(1, "JC", "J")], asking=[0])
    before = len(game.view(0).events)
    after = game.apply(challenge(0)).view(0).events[before:]
    en = [t.render("en", ["You", "丙 Bing"]) for t in updown_narrate.tell(after, ["You", "丙 Bing"], you=0)]
    zh = [t.render("zh", ["你", "丙"]) for t in updown_narrate.tell(after, ["你", "丙"], you=0)]
    assert en[0] == ("You challenged 丙 Bing's “J”. It really was J♣, but a J is below the target A, so the challenge "
                     "succeeds and 丙 Bing takes the 2-card pile.")
    assert zh[0].startswith("你质疑了丙报的 J。翻开确实是 J♣，但 J 低于目标点数 A"), zh[0]
    assert "质疑成功" in zh[0]


def test_ud10_others_face_down_cards_are_never_told():
    states, _ = game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], 4)
    view = states[-1].view(0)
    for sentence in (str(t) for t in updown_narrate.tell(view.events, UPDOWN_NAMES, you=0)):
        if re.match(r"(乙 Yi|丙 Bing) put a card face down", sentence):
            assert not re.search("[♠♥♦♣]", sentence), sentence


def test_ud7_the_referee_announces_draws_and_verdicts_to_the_table():
    names = ["甲 Jia", "乙 Yi", "丙 Bing"]
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("8S")
    low = ref.play_down("10").no_challenge().play_up("4H")
    told = [str(t) for t in updown_narrate.tell(low.events[len(ref.events):], names)]
    assert "It is below the target, so 丙 Bing draws one card from the stock (UD-7)." in told
    settled = ref.play_down("10").challenged([2], "10H")
    told = [str(t) for t in updown_narrate.tell(settled.events[len(ref.events):], names)]
    assert told[-2] == ("丙 Bing challenges 乙 Yi's “10”. Turned over: 10♥ — the challenge fails (UD-12). 丙 Bing "
                        "takes the whole pile, 2 cards.")
    assert told[-1] == "New round: target 3, face up first. 丙 Bing leads (UD-13)."
    assert str(updown_narrate.now(settled, names, settled.turn)) == "丙 Bing plays next, face up; the target is 3."


def test_mention_puts_you_and_your_for_the_learners_seat():
    assert mention("seat 0 cannot play 8♠ face up: it is seat 1's turn (UD-6)", UPDOWN_NAMES, you=0) \
        == "You cannot play 8♠ face up: it is 乙 Yi's turn (UD-6)"
    assert mention("the 8 of spades is in seat 0's hand", UPDOWN_NAMES, you=0) == "the 8 of spades is in your hand"
    assert mention("seat 2 folds; seat 9 is empty", DRAW_NAMES) == "Cy folds; seat 9 is empty"


def test_both_narrators_name_the_one_mention():
    assert updown_narrate.mention is draw_narrate.mention is mention


def test_fd8_the_coach_counts_the_opponents_still_in():
    game = new_game(DrawRules(players=4), seed=1).apply(stay(1)).apply(fold(2)).apply(stay(3)).apply(stay(0))
    tips = [str(t) for t in draw_narrate.hint(game.view(1), DRAW_NAMES)]
    assert tips[0] == "Best replacements against 2 opponents who replace by the rule of thumb (FD-8):"
    assert tips[1] == "Ranked by the chance to win the round: at this table every win scores the same (FD-3)."
    assert all("beats both other hands" in tip for tip in tips[2:5])


def test_fd7_the_coach_before_the_draw_says_staying_is_free_without_chips():
    tips = [str(t) for t in draw_narrate.hint(new_game(DrawRules(players=3), seed=1).view(1), DRAW_NAMES)]
    assert tips[-1].startswith("Without chips, staying costs nothing")


def _dealt_three():
    """Seed 1, three players: everyone stays and keeps all five; seat 0 deals (no replacements yet)."""
    game = new_game(DrawRules(players=3), seed=1).apply(stay(1)).apply(stay(2)).apply(stay(0))
    return game.apply(replace(1)).apply(replace(2)).apply(replace(0))


def test_fd8_fd4_the_coach_never_says_wait_for_your_turn_when_it_is_your_turn():
    """The native read (issue 23): 「现在还不用做决定：等轮到你。」 shown to the dealer who must deal, to the
    seat who must start the next round, and after a fold. Each case now says what it is."""
    game = _dealt_three()                 # everyone kept five: nothing to deal (the 24th read)
    assert [str(t) for t in draw_narrate.hint(game.view(0), DRAW_NAMES)] == [
        "Nothing to weigh here: nobody replaced a card, so you have nothing to deal (FD-8)."]
    assert str(draw_narrate.now(game.view(0), DRAW_NAMES)) == ("You are the dealer: nobody replaced a card, so "
                                                               "there is nothing to deal — go on (FD-8).")
    dealing = new_game(DrawRules(players=3), seed=1).apply(stay(1)).apply(stay(2)).apply(stay(0))
    dealing = dealing.apply(replace(1, [dealing.hands[1][0]])).apply(replace(2)).apply(replace(0))
    assert [str(t) for t in draw_narrate.hint(dealing.view(0), DRAW_NAMES)] == [
        "Nothing to weigh here: you are the dealer, so deal everyone their replacements in seat order (FD-8)."]
    assert str(draw_narrate.now(dealing.view(0), DRAW_NAMES)).startswith("You are the dealer: deal the replacements")
    assert [str(t) for t in draw_narrate.hint(game.view(1), DRAW_NAMES)] == [
        "Nothing to decide yet: wait for your turn."]
    folded = game.apply(deal(0)).apply(fold(1))
    assert [t.render("zh") for t in draw_narrate.hint(folded.view(1), DRAW_NAMES)] == ["你这一局已经弃牌了，等下一局。"]
    over = folded.apply(fold(2))                         # one left: the round is over, seat 1 deals next (FD-4)
    assert over.phase == "round_over" and over.to_act == 1
    assert [str(t) for t in draw_narrate.hint(over.view(1), DRAW_NAMES)] == [
        "This round is over: nothing to weigh, just deal the next one (FD-4)."]
    assert "wait for your turn" not in str(draw_narrate.hint(over.view(0), DRAW_NAMES)[0])
    dealer_out = new_game(DrawRules(players=3), seed=1).apply(stay(1)).apply(stay(2)).apply(fold(0))
    dealer_out = dealer_out.apply(replace(1, [dealer_out.hands[1][0]])).apply(replace(2))   # folded, deals all the same
    assert dealer_out.phase == "deal" and dealer_out.to_act == 0
    assert "you are the dealer" in str(draw_narrate.hint(dealer_out.view(0), DRAW_NAMES)[0])


def test_fd9_a_fold_after_the_draw_is_told_under_fd9_and_before_it_under_fd7():
    """The narrator named FD-7 for every fold of the learner (the native read, issue 23)."""
    after = _dealt_three().apply(deal(0)).apply(fold(1))
    told = [str(t) for t in draw_narrate.tell(after.view(1).events, DRAW_NAMES, you=1)]
    assert told[-1] == "You folded: you are out of this round (FD-9)."
    before = new_game(DrawRules(players=3), seed=1).apply(fold(1))
    told = [t.render("zh") for t in draw_narrate.tell(before.view(1).events, DRAW_NAMES, you=1)]
    assert told[-1] == "你弃牌了：这一局你不再参加（FD-7）。"


def test_ud12_the_coach_gives_the_chance_and_the_stake():
    states, _ = game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], 4)
    asked = next(s for s in states if s.phase == "challenge" and len(s.pile) >= 3)
    seat = asked.to_act
    names = ["甲 Jia", "乙 Yi", "丙 Bing"]
    tips = [str(t) for t in updown_narrate.hint(asked.view(seat), names)]
    assert re.search(r"a challenge of .* would succeed about \d+% of the time", tips[0])
    assert tips[1].startswith("This counts ") and "bluffs anyway" in tips[1]      # what the figure assumes
    assert tips[2].startswith("The same count for each rank")                      # it moves with the rank
    assert f"takes the {len(asked.pile)}-card pile" in tips[3]


def test_the_summaries_count_the_coach():
    state = play_game(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], 3)
    lines = [str(t) for t in updown_narrate.summary(state.view(0).events, UPDOWN_NAMES, you=0, hints=2)]
    assert lines[-1] == "You asked the coach twice."
    match = play_match(DrawRules(players=4), ["odds", "loose", "cautious", "by the book"], 3)
    lines = [str(t) for t in draw_narrate.summary(match.view(0), DRAW_NAMES, hints=1)]
    assert lines[0].startswith("You won ") and lines[-1] == "You asked the coach once."


def test_fd10_a_showdown_of_more_than_two_hands_says_which_two_are_compared():
    """The 22nd native read (C3): four pairs shown, then 「乙赢了这一局（+1 分）：两手都是一对；比对子，Q 大于 J。」
    — "both hands" of four; the reason names the next best hand it is compared with (FD-10, FD-13)."""
    names = ["你", "乙", "丙", "丁"]
    said = []
    for seed in range(12):
        match = play_match(DrawRules(players=4), ["odds", "loose", "cautious", "by the book"], seed)
        said += [t.render("zh", names) for t in draw_narrate.tell(match.view(0).events, names, you=0)]
    shows = [i for i, line in enumerate(said) if line.startswith("摊牌")]
    many = [said[i + 1] for i in shows if said[i].count("亮出") > 2 and "赢了这一局" in said[i + 1]]
    two = [said[i + 1] for i in shows if said[i].count("亮出") == 2 and "赢了这一局" in said[i + 1]]
    assert many and two
    assert all("和亮出的牌里第二好的一手（" in line for line in many if "比" in line), many
    assert not any("第二好" in line for line in two), two


def test_fd10_with_chips_a_showdown_says_why_the_winner_took_the_pot():
    """The 24th and 26th native reads: with chips, 「丙从底池拿走 8 分。」 after four hands shown, never why — the
    winner's hand is compared with the next best, as without chips (FD-10, FD-13)."""
    names = ["你", "乙", "丙", "丁"]
    said = []
    for seed in range(8):
        match = play_match(DrawRules(players=4, chips=True), ["odds", "loose", "cautious", "by the book"], seed)
        said += [t.render("zh", names) for t in draw_narrate.tell(match.view(0).events, names, you=0)]
    took = [line for line in said if "从底池拿走" in line]
    assert took and all(line.startswith(("你赢了这一局", "乙赢了这一局", "丙赢了这一局", "丁赢了这一局"))
                        for line in took if "：" in line), took
    assert any("和亮出的牌里第二好的一手" in line for line in took), took


def test_ud16_a_shared_win_at_the_play_limit_is_said_to_be_shared():
    """The 22nd native read (D4): at the play limit 「手里牌最少的人赢——你、乙」 and then 「这一盘结束了：你赢了！」 —
    a shared win is said so: 并列获胜 (UD-16)."""
    names = ["你", "乙", "丙"]
    states, _ = game_states(UpDownRules(players=3, play_limit=3), ["honest", "honest", "honest"], 0)
    view = states[-1].view(0)
    assert view.winners == (0, 1, 2)
    assert updown_narrate.now(view, names, None, you=0).render("zh") == "这一盘结束了：你、乙和丙并列获胜（UD-16）。"
    told = [t.render("zh", names) for t in updown_narrate.tell(view.events, names, you=0)]
    assert told[-1] == "出牌次数到了上限（3 次）：你、乙和丙手里剩的牌最少（一样多），并列获胜（UD-16）。"
    summary = [t.render("zh", names) for t in updown_narrate.summary(view.events, names, you=0)]
    assert summary[0] == "共出牌 3 次，你、乙和丙并列获胜。"


def test_fd3_a_match_lost_says_the_points_you_have_not_the_points_you_got():
    """The 21st native read: 「你最后得 10 分；赢家得了 17 分。」 — everyone starts with 10 points (FD-3), so a
    learner who won no round did not 「得」 them: 「你最后有 10 分；赢家有 17 分。」"""
    for seed in range(10):
        match = play_match(DrawRules(players=4), ["odds", "loose", "cautious", "by the book"], seed)
        view = match.view(0)
        if view.scores[0] < max(view.scores):
            break
    zh = [t.render("zh", ["你", "乙", "丙", "丁"]) for t in draw_narrate.summary(view, DRAW_NAMES)]
    said = f"你最后有 {view.scores[0]} 分；赢家有 {max(view.scores)} 分。"
    assert said in zh and not any("最后得" in line for line in zh), zh


@pytest.mark.parametrize(("hand", "up", "keep", "safe"), [
    ("AS 5D 6C", "AC", None, "Declaring A♠ truthfully"),          # the target is A: the A is the only safe card
    ("2D 4C 5H", "6C", None, "Declaring 2♦ truthfully"),          # the 2 is the only card that reaches 6
    ("8D 9C 2H", "6C", "keep 2♥", "any one of them"),             # lower cards can go first: the 2 can wait
    ("KD AC 2H", "KC", None, "any one of them"),                  # the target is K: it is high already
    ("AD 2C 5H", "8C", None, "any one of them"),                  # only As and 2s reach it: nothing to keep
])
def test_ud12_the_coach_keeps_2s_and_as_for_later_only_when_they_can_wait(hand, up, keep, safe):
    """Third native read: 「目标点数是 A。你手里不低于它的牌：A♠。」 then 「……2 和 A 留到目标点数高的时候再出」."""
    from engine.updown import position
    from engine.updown.scenario import play_up

    view = position([hand, "3S 4S"], pile=[play_up(1, up)], turn=0).view(0)
    tip = [t.render("en", UPDOWN_NAMES) for t in updown_narrate.hint(view, UPDOWN_NAMES)][-1]
    assert safe in tip and ("keep" in tip) == (keep is not None) and (keep is None or keep in tip), tip


def test_ud7_with_nothing_at_the_target_2_the_coach_does_not_speak_of_more_than_2():
    """The seventh native read (D5): 「报 2 或更大都是虚报」 — 2 is the highest rank (UD-2)."""
    from engine.updown import play_up
    from engine.updown.scenario import position

    game = position(["5S 6H 7D", "9C 8C"], pile=[play_up(1, "2H")], turn=0)
    assert game.view(0).target == 2 and game.view(0).face_due.value == "down"
    tip = updown_narrate.hint(game.view(0), ["You", "乙 Yi"])[0]
    assert tip.render("en").startswith("None of your cards reaches the target 2: declaring 2 is a bluff.")
    assert "或更大" not in tip.render("zh") and "报 2 就是虚报" in tip.render("zh")


def test_ud12_a_summary_never_counts_zero_successes():
    """The ninth native read (D2): 「你质疑了 5 次，成功 0 次。」 — none is said as none (一次也没成功)."""
    seen = set()
    for seed in range(40):
        state = play_game(UpDownRules(players=2), ["bluffer", "honest"], seed)
        lines = updown_narrate.summary(state.view(0).events, UPDOWN_NAMES[:2], you=0)
        english = [str(t) for t in lines]
        chinese = [t.render("zh", ["你", "乙"]) for t in lines]
        assert not any("; 0 succeeded" in t for t in english) and not any("成功 0 次" in t for t in chinese)
        none = [t for t in chinese if "一次也没成功" in t]
        seen.add(bool(none))
        assert bool(none) == any(t.endswith("times; none succeeded.") for t in english)
    assert seen == {True, False}


def test_ud2_at_the_target_3_the_coach_does_not_list_the_whole_hand():
    """The ninth native read (D4): at the target 3 every card reaches it, and the coach listed the whole hand
    (up to 29 cards); it says so in one line, and lists the cards that reach a higher target."""
    from engine.updown import play_up
    from engine.updown.scenario import position

    low = updown_narrate.hint(position(["5S 6H 2D", "9C 8C"], pile=[play_up(1, "3H")], turn=0).view(0),
                              ["You", "乙 Yi"])[0]
    assert low.render("zh") == "目标点数是 3：你手里的牌张张都够得上。" and "5♠" not in low.render("en")
    high = updown_narrate.hint(position(["5S 6H 2D", "9C 8C"], pile=[play_up(1, "6C")], turn=0).view(0),
                               ["You", "乙 Yi"])[0]
    assert high.render("en") == "The target is 6. Cards of yours at or above it: 6♥ 2♦."


def test_ud15_the_coach_on_an_empty_stock_says_nothing_is_drawn():
    """The tenth native read (A2): 「不管出哪张明牌，你都要摸一张牌（UD-7）」 with the stock empty (UD-15), and not a
    word that a last card played then goes out and wins (UD-14)."""
    from engine.updown import play_down, play_up
    from engine.updown.scenario import position

    pile = [play_up(0, "QS"), play_down(1, "9C", "K")]
    two = updown_narrate.hint(position(["4S 5H", ""], pile=pile, rest=1).view(0), ["你", "乙"])[0].render("zh")
    assert two.startswith("你没有一张牌够得上目标点数 K，但摸牌堆已经空了：不管出哪张明牌，都不用摸牌（UD-15）")
    one = updown_narrate.hint(position(["4S", ""], pile=pile, rest=1).view(0), ["你", "乙"])[0].render("zh")
    assert one == "你的最后一张牌低于目标点数 K，但摸牌堆已经空了：出明牌就不用摸牌，出完就赢了（UD-15、UD-14）。"
    drawing = updown_narrate.hint(position(["4S 5H", "6D"], pile=pile).view(0), ["你", "乙"])[0].render("zh")
    assert "你都要摸一张牌（UD-7）" in drawing


def test_ud4_the_learner_is_said_to_have_drawn_highest_only_after_a_draw():
    """The eleventh native read (A1): 「你抽到的牌最大，所以第一轮由你先出。」 when the table chose the leader and
    nobody drew."""
    from engine.updown import UpDownRules, new_game

    fixed = new_game(UpDownRules(players=3, first_player=0), seed=3)
    told = [t.render("zh", ["你", "乙", "丙"]) for t in updown_narrate.tell(fixed.view(0).events, ["你", "乙", "丙"],
                                                                              you=0)]
    assert "第一轮由你先出（UD-4）。" in told and not any("抽到的牌最大" in t for t in told)


def test_ud4_a_tie_in_the_draw_for_the_lead_is_said_as_a_second_draw():
    """The thirteenth native read (A1): 「每人抽了一张牌：你 4♦、乙 J♦、丙 J♥、乙 9♠、丙 2♦」 named 乙 and 丙 twice
    in one draw; the tied players drew again, and that is said."""
    from engine.updown.events import DrawForLead, Lead

    draws = [DrawForLead(0, Card(4, "D")), DrawForLead(1, Card(11, "D")), DrawForLead(2, Card(11, "H")),
             DrawForLead(1, Card(9, "S")), DrawForLead(2, Card(2, "D")), Lead(2)]
    told = [t.render("zh", ["你", "乙", "丙"]) for t in updown_narrate.tell(draws, ["你", "乙", "丙"], you=0)]
    assert told[0] == ("为了决定谁先出，每人抽了一张牌：你 4♦、乙 J♦、丙 J♥（UD-4）。乙和丙并列最大，再各抽一张："
                       "乙 9♠、丙 2♦。"), told


def test_ud9_a_challenge_of_a_card_with_nothing_declared_never_says_it_was_declared():
    """The thirteenth native read (C1): 「丙质疑乙报的 3。翻开：3♦——报的是真的」 of a card put down with nothing
    said."""
    names = ["小明", "小红", "小刚"]
    before = Referee.start(UpDownRules(players=3), leader=0).play_up("QH").play_down()
    after = before.challenged([2], "3D")
    told = [t.render("zh", names) for t in updown_narrate.tell(after.events[len(before.events):], names,
                                                               earlier=before.events)]
    assert told[0].startswith("小刚质疑小红那张没报点的暗牌（算作报了 3）。翻开：3♦——正好是 3，但低于目标点数 Q")
    assert "报的是真的" not in told[0]
    learner = [t.render("zh", ["你", "小红", "小刚"]) for t in updown_narrate.tell(after.events, names, you=1)]
    assert any(t.startswith("小刚质疑了你那张没报点的暗牌。") for t in learner), learner


def test_ud9_every_screen_speaks_of_an_open_card_with_nothing_declared_as_such():
    """The 22nd native read (A1): lesson 09's status said 「乙扣下的牌没报点，算作报了 3」 and its prompt, on the
    same screen, 「有人质疑乙报的 3 吗？」; (A2) the learner's prompt, the moment, the coach and the table picture said
    "their 3" of a card put down with nothing declared when the position came without the game's events. The pile
    itself now says so (PileCard.nothing_said): the referee's prompt, the learner's prompt and moment, the coach,
    the pile picture and the transcript all say nothing was declared and it counts as 3 (UD-9)."""
    from engine.present.cards import pile_html
    from engine.updown import challenge, pass_, position
    from engine.updown.scenario import play_down, play_up
    from engine.updown.transcript import updown_transcript

    names = ["甲", "乙", "丙"]
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("6H").play_down(None)
    assert ref.pile[-1].nothing_said
    prompt = updown_narrate.now(ref, names, ref.asking[0], asking=ref.asking).render("zh")
    assert prompt == "有人质疑乙那张没报点的暗牌（算作报了 3，UD-9）吗？按顺序问：丙，然后是甲（UD-10、UD-11）。", \
        prompt
    declared = Referee.start(UpDownRules(players=3), leader=0).play_up("6H").play_down(3)
    assert "报的 3" in updown_narrate.now(declared, names, 2, asking=declared.asking).render("zh")
    for up, left in (("JS", "TD 6H"), ("3S", "TD 6H"), ("3S", "")):
        game = position(["8S 4H", left, "2C 5C"], pile=[play_up(0, up), play_down(1, "3D", None)], asking=[2, 0])
        view = game.view(2)
        said = [updown_narrate.now(view, names, 2, you=2), updown_narrate.moment(view, names),
                *updown_narrate.hint(view, names)]
        zh = [t.render("zh", names) for t in said]
        assert zh[0].startswith("该你决定：质疑乙那张没报点的暗牌（算作报了 3，UD-9），还是放过？"), zh[0]
        assert zh[1].startswith("乙扣下最后一张牌，没报点，算作报了 3（UD-9）" if not left else
                                "乙扣下一张暗牌，没报点，算作报了 3（UD-9）"), zh[1]
        assert zh[2].startswith("乙扣下这张牌时没报点，算作报了 3（UD-9）"), zh[2]
        assert not any("乙报的 3" in line or "报的点数" in line for line in zh), zh
        assert "乙没报点，算作报了 3" in pile_html(view.pile, names, lang="zh")
        # challenged: told of a position with no events of the card going down (the 26th read: 「你质疑了乙报的 3」)
        after = game.apply(challenge(2))
        told = [t.render("zh", names) for t in updown_narrate.tell(after.view(2).events, names, you=2)]
        assert any(line.startswith("你质疑了乙那张没报点的暗牌。") for line in told) and \
            not any("报的 3" in line for line in told), told
        assert "扣下时没报点（算作报了 3）" in updown_transcript(after.events, names, lang="zh")
    # the transcript of a challenge of it
    game = position(["8S 4H", "TD 6H", "2C 5C"], pile=[play_up(0, "JS")], turn=1)
    game = game.apply(play_down(1, "TD", None)).apply(pass_(2))
    told = updown_transcript(game.apply(challenge(0)).events, names, lang="zh")
    assert "翻开：10♦，扣下时没报点（算作报了 3），不是 3——质疑成功（UD-9、UD-12）。" in told, told


def test_ud9_cards_put_down_with_nothing_declared_are_counted_apart_from_bluffs_at_the_end():
    """The 24th native read (A2): a learner who only ever put cards down declaring nothing was told 「你虚报了 7 次，
    被抓到 6 次」 — nothing was declared, so nothing was a bluff; those cards are counted on their own (UD-9), and a
    3 on the target 3 that stands is told why (the 24th read, D4)."""
    from engine.updown.events import Lead

    names = ["你", "乙"]
    events = [Lead(0), PlayedDown(0, Card(9, "S"), None, 3), Challenged(1, 0), Revealed(0, Card(9, "S"), 3, True),
              TookPile(0, 1), PlayedDown(0, Card(3, "H"), None, 3), Challenged(1, 0),
              Revealed(0, Card(3, "H"), 3, False), TookPile(1, 2)]
    summary = [t.render("zh", names) for t in updown_narrate.summary(events, names, you=0)]
    assert not any("虚报" in line for line in summary), summary
    assert "你有 2 次扣下暗牌时没报点（没报点的暗牌算作报了 3，UD-9）。" in summary, summary
    told = [t.render("zh", names) for t in updown_narrate.tell(events, names, you=0)]
    assert any("翻开是 3♥，正好是 3，也不低于目标点数 3，所以质疑失败" in line for line in told), told


def test_ud7_ud10_one_card_and_an_unnamed_turn_order_are_said_as_they_are():
    """The 24th native read (C2): with one card below the target the coach said 「不管出哪张明牌……出你最用不上的
    那张」; the 23rd: a teacher's prompt with nobody named to ask read 「按顺序问：（UD-10、UD-11）」."""
    from engine.updown import position
    from engine.updown.scenario import play_down, play_up

    game = position(["KH", "9S 7C 5D"], pile=[play_up(0, "5C"), play_down(1, "7S", "A")], turn=0)
    tips = [t.render("zh", ["你", "乙"]) for t in updown_narrate.hint(game.view(0), ["你", "乙"])]
    assert tips == ["你的最后一张牌 K♥ 低于目标点数 A：出明牌后要摸一张牌（UD-7），所以这一下还出不完。"], tips
    asked = position(["KH 4D", "9S 7C 5D"], pile=[play_up(0, "5C"), play_down(1, "7S", "A")], asking=[0])
    prompt = updown_narrate.now(asked.view(0), ["你", "乙"], 0).render("zh", ["你", "乙"])
    assert prompt == "有人质疑乙报的 A 吗？按顺序挨个问（UD-10、UD-11）。", prompt


def test_ud15_your_turn_on_an_empty_stock_does_not_promise_a_draw():
    """The fourteenth native read (A1): 「低于目标点数 K 的牌，出完要摸一张」 with the stock empty (UD-15)."""
    from engine.updown import play_down, play_up
    from engine.updown.scenario import position

    pile = [play_up(0, "QS"), play_down(1, "9C", "K")]
    empty = position(["4S 5H", "6D"], pile=pile, rest=1).view(0)
    said = updown_narrate.now(empty, ["你", "乙"], 0, you=0).render("zh")
    assert "摸牌堆已经空了，就算低于目标点数 K，出完也不用摸牌（UD-15）" in said and "出完要摸一张" not in said
    full = position(["4S 5H", "6D"], pile=pile).view(0)
    assert "出完要摸一张（UD-7）" in updown_narrate.now(full, ["你", "乙"], 0, you=0).render("zh")


def test_ud12_on_the_target_2_the_coach_lists_one_rank_as_one():
    """The thirteenth native read (D1): 「……报各个点数经不起质疑的概率分别是：报 2：69%」 — one rank, not "each"."""
    from engine.updown import play_down, play_up
    from engine.updown.scenario import position

    view = position(["8S 4H 6D", "TD 6H"], pile=[play_up(0, "2H"), play_down(1, "5C", "6")], asking=[0]).view(0)
    said = updown_narrate.declaration_figures(view, ["你", "乙"]).render("zh")
    # and never "could only declare 2": any rank may be declared (UD-8), only 2 is not below (the eighteenth read)
    assert said.startswith("目标点数是 2 时，不低于目标点数的报点只有 2：假如乙报的是 2，按同样的算法，"
                           "经不起质疑的概率为：")
    assert "分别" not in said and "只能报" not in said, said
    # a figure in words reads after it too: never 「概率是 超过 99%」 (the 30th read)
    assert re.search(r"概率为：(超过 99%|不到 1%|\d+%)。$", said), said


def test_fd5_fd8_a_table_that_replaces_no_cards_gets_words_not_a_traceback():
    """The sixteenth native read (A-5): at a table that replaces no cards the coach raised a ValueError at the
    replace turn, and the turn line asked to 「最多选 0 张换掉」."""
    from engine.draw.play import KIT
    from engine.session import Session

    session = Session.start(KIT, DrawRules(players=3, max_replace=0), 5, "mix")
    while session.view.phase != "replace" or session.view.to_act != 0:
        session = session.act(session.view.legal_actions[0])
    assert session.now().render("zh") == "轮到你换牌：这一桌约定不换牌（FD-5），五张都留下。"
    coach = [t.render("zh") for t in session.ask_coach().coach]
    assert coach == ["这一步没什么要考虑的：这一桌约定不换牌（FD-5），五张都留下就行。"]


@pytest.mark.parametrize(("bluffs", "caught", "said"), [
    (1, 0, "你虚报了 1 次，没被抓到。"), (1, 1, "你虚报了 1 次，被抓到了。"), (3, 3, "你虚报了 3 次，每次都被抓到了。"),
    (3, 1, "你虚报了 3 次，被抓到 1 次。"), (3, 0, "你虚报了 3 次，一次也没被抓到。")])
def test_ud12_the_summary_counts_bluffs_caught_in_words_at_either_end(bluffs, caught, said):
    """The seventeenth native read (D1): 「虚报了 1 次，一次也没被抓到」, 「虚报了 7 次，被抓到 7 次」."""
    events = []
    for i in range(bluffs):
        events += [PlayedDown(0, Card(4, "H"), 10, 8), Challenged(1, 0), Revealed(0, Card(4, "H"), 10, True)] \
            if i < caught else [PlayedDown(0, Card(4, "H"), 10, 8)]
    lines = [t.render("zh", ["你", "乙"]) for t in updown_narrate.summary(events, ["你", "乙"], you=0)]
    assert said in lines, lines


def test_ud9_the_learner_told_of_a_challenge_of_their_card_with_nothing_declared_hears_no_really():
    """The seventeenth native read (D2): 「翻开一看确实是 3♣」 — 确实 presumes a declaration nobody made."""
    before = Referee.start(UpDownRules(players=2), leader=1).play_up("QH").play_down()
    told = {real: [t.render("zh", ["你", "乙"]) for t in updown_narrate.tell(before.challenged([1], real).events,
                                                                               ["你", "乙"], you=0)]
            for real in ("3D", "5D")}
    assert "乙质疑了你那张没报点的暗牌。翻开是 3♦，而 3 低于目标点数 Q，所以质疑成功" in " ".join(told["3D"])
    assert "乙质疑了你那张没报点的暗牌。翻开是 5♦，不是 3，所以质疑成功" in " ".join(told["5D"])


def test_ud12_on_the_target_2_a_declared_2_is_not_supposed_again():
    """The nineteenth native read (A1): after 乙 declared 2 on the target 2 the coach said 「假如乙报的是 2」 — what had
    happened, as a supposition, with the figure of the line before it again."""
    from engine.updown import play_down, play_up
    from engine.updown.scenario import position

    view = position(["8S 4H 6D", "TD 6H"], pile=[play_up(0, "2H"), play_down(1, "5C", "2")], asking=[0]).view(0)
    said = updown_narrate.declaration_figures(view, ["你", "乙"]).render("zh")
    assert said == "目标点数是 2 时，不低于目标点数的报点只有 2，乙报的正是 2。", said
