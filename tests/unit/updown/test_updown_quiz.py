"""一上一下's exercises (engine.updown.quiz): the hints' and verdicts' sentences are true of the position they
are about, in both languages."""

from engine.updown.quiz import play_hints
from engine.updown.scenario import play_down, play_up, position


def test_ud7_the_play_hint_calls_only_3_the_lowest_rank():
    """The native read (issue 23): lesson 06's hint said "nothing is below 6, the lowest rank" when every card
    of the seat reached a target of 6 — only 3 is the lowest rank (UD-2, UD-3); a higher target says so."""
    view = position(["9S 7H", "TD 6H", "2S 3H"], pile=[play_up(1, "4D"), play_down(2, "3C", "6")], turn=0,
                    face_due="up").view(0)
    answer = play_hints(view)[-1]
    assert answer.render("en") == "Any of your cards: none of them is below the target 6."
    assert "最小" not in answer.render("zh") and "目标点数 6" in answer.render("zh")
    first = play_hints(position(["9S 7H", "TD 6H"]).view(0))[-1]
    assert first.render("en") == "Any of your cards: the target is 3, the lowest rank, so no card is below it."
    # every card below: the answer says "not one", not a bare 「没有：」 (the 21st read)
    none = play_hints(position(["4S 5H", "TD 6H", "2S 3H"], pile=[play_up(1, "KD"), play_down(2, "3C", "K")],
                               turn=0, face_due="up").view(0))[-1]
    assert none.render("zh") == "一张也没有：你手里每张牌都低于 K，不管出哪张都要摸一张（UD-7）。"


def test_ud12_a_sure_challenge_is_said_sure_in_the_hints_and_the_verdict_never_about_100_percent():
    """The third native read (item 23): the exercise "challenge, or let it stand?" said 「约为 100%」 of a
    declaration the learner's own cards settle (all four 9s in hand)."""
    from engine.cards import parse_cards
    from engine.updown.quiz import challenge_hints, judge_challenge

    view = position(["9S 9H 9D 9C 5C", "3H"], pile=[play_up(0, "8S"), play_down(1, "TD", "9")], asking=[0]).view(0)
    figure = challenge_hints(view)[1]
    assert figure.render("en").startswith("From your seat, a challenge is sure to succeed. All 4 9s")
    assert figure.render("zh").startswith("从你的座位看，质疑一定成功。")
    verdict = judge_challenge(view, parse_cards("TD")[0], True)
    said = [verdict.text.render(lang) for lang in ("en", "zh")]
    assert not any("about 100%" in s or "约为 100%" in s for s in said), said
    assert any("sure to succeed" in s or "一定成功" in s for s in said), said


def test_ud14_letting_a_true_last_card_stand_is_never_called_lucky():
    """The ninth native read (A2): 乙 put down his last card, a true Q, and the learner let it stand; the quiz said
    「这次运气好」 — but 乙 went out and won, as he would have after a failed challenge too. Whatever the odds said,
    the verdict says it made no difference this time (UD-14), never "lucky"."""
    from engine.cards import Card
    from engine.updown.quiz import judge_challenge

    view = position(["8S 4H", ""], pile=[play_up(0, "8C"), play_down(1, "QD", "Q")], asking=[0]).view(0)
    verdict = judge_challenge(view, Card(12, "D"), challenged=False)
    en, zh = verdict.text.render("en", ["you", "Yi"]), verdict.text.render("zh", ["你", "乙"])
    assert not verdict.right and "Lucky" not in en and "运气好" not in zh
    assert "made no difference" in en and "这一次怎么选都一样" in zh and "乙都会出完牌、赢下这一盘（UD-14）" in zh


def test_ud12_the_challenge_quiz_never_says_100_or_0_percent_of_a_figure_that_is_not_sure():
    """The fourteenth native read (A3): 「质疑成功的概率约为 100%」 and 「100% 超过了 50%」 for a figure the coach, on
    the same position, called only almost sure. Over many positions of bot games, the quiz's figure and call say a
    figure at either end in words, and 100% only when it is sure."""
    from support import bot_moves

    from engine.updown.bot_base import challenge_estimate
    from engine.updown.quiz import challenge_hints

    seen = set()
    for _bot, view, _action in bot_moves(["reckoner", "honest", "bluffer", "bluffer"], range(40)):
        if view.phase == "challenge" and view.seat == 0:
            estimate = challenge_estimate(view)
            _, figure, call = (t.render("zh", ["你", "乙", "丙", "丁"]) for t in challenge_hints(view))
            if not estimate.sure:
                assert "100%" not in figure + call and "约为 0%" not in figure and "：0%" not in call, (figure, call)
            seen.add("sure" if estimate.sure else "almost" if "几乎肯定会成功" in figure else "figure")
    assert seen == {"sure", "almost", "figure"}, seen


def test_ud9_ud12_the_challenge_quiz_on_a_card_with_nothing_declared_below_the_target():
    """The fifteenth native read (C3): 「乙扣下这张牌时没报点……报的点数低于目标点数 Q」 — 报的 right after 没报点;
    and (the eleventh, A4) the quiz said 「确实是报的 3」 of it. Played with apply, so the game knows nothing was
    said."""
    from engine.cards import Card
    from engine.updown.quiz import challenge_hints, judge_challenge

    game = position(["8S 4H", "TD 6H 3D"], pile=[play_up(0, "QS")]).apply(play_down(1, "3D"))
    view = game.view(0)
    figure = challenge_hints(view)[1].render("zh", ["你", "乙"])
    assert figure == ("乙扣下这张牌时没报点，算作报了 3（UD-9）：3 低于目标点数 Q，不管这张牌是什么，"
                      "质疑都会成功（UD-12）。")
    said = judge_challenge(view, Card(3, "D"), challenged=True).text.render("zh", ["你", "乙"])
    assert "没报点算作报了 3（UD-9），这张正好是 3，但低于目标点数 Q" in said and "报的 3" not in said


def test_ud12_a_figure_just_over_the_line_is_never_said_to_be_the_line_itself():
    """The sixteenth native read (A-3): 「这次该质疑：50% 超过了 50%」 for a figure of 50.2%."""
    from unittest import mock

    from engine.updown import quiz
    from engine.updown.bot_base import challenge_estimate

    view = position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")], asking=[0]).view(0)
    near = challenge_estimate(view)._replace(chance=0.502)
    with mock.patch.object(quiz, "challenge_estimate", return_value=near):
        call = quiz.challenge_hints(view)[2].render("zh")
    assert call.endswith("这次该质疑：50.2% 超过了 50%。"), call
