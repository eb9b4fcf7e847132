"""Lessons 06–09 in 简体中文: each runs headless with ``--lang zh`` and shows its own words in Chinese.

Everything the reader sees must be Chinese — the lesson's own prose, widget labels and options,
feedback, captions, chart titles, and the engine's narrator, table, pile and refusals:
``support.english_words`` lists any English word left, apart from card ranks, rule IDs and names.
"""

import html
import re
import sys

import pytest
from support import ROOT, english_words, visible_text
from test_lessons import Widget, html_of, load, rerun

REFEREE_STATE = ("get_game", "set_game", "get_error", "set_error", "kept_game", "kept_note", "saved")  # 09's game


def run_zh(stem, monkeypatch, **defs):
    monkeypatch.setattr(sys, "argv", ["lesson", "--lang", "zh"])
    outputs, found = load(stem).run(defs=defs) if defs else load(stem).run()
    return html_of(outputs), found


def test_english_words_finds_english_and_allows_rule_ids():
    assert english_words("目标点数 is 3（UD-3）") == ["is"]
    page = '<p>你好<style>.x {color: red}</style><svg><title>3 of spades</title></svg></p>'
    assert visible_text(page).strip() == "你好"


@pytest.mark.parametrize("stem, key_text", [
    ("06_one_up_one_down", ["一上一下入门", "目标点数", "摸牌堆", "出牌堆", "看懂牌桌", "下一课 → 质疑"]),
    ("07_challenges", ["质疑", "目标点数", "收走出牌堆", "先出"]),
    ("08_play_against_bots", ["和机器人玩一上一下", "开始新的一盘"]),
    ("09_teacher_referee", ["教师工具：一上一下裁判", "目标点数"]),
])
def test_lesson_in_chinese_has_no_english_of_its_own(stem, key_text, monkeypatch):
    page, defs = run_zh(stem, monkeypatch)
    assert defs["lang"] == "zh"
    text = visible_text(page)
    for words in key_text:
        assert words in text, words
    assert "本课要点：" in text, "the goal comes first, in Chinese"
    assert english_words(text) == [], f"{stem}: English left in the lesson's own text"


def test_ud3_ud7_lesson_06_exercise_is_judged_on_check_against_the_engine(monkeypatch):
    from engine.updown.quiz import costs_a_draw

    monkeypatch.setattr(sys, "argv", ["lesson", "--lang", "zh"])
    app = load("06_one_up_one_down")
    _, defs = app.run()
    view, hand = defs["drill_view"], defs["drill_hand"]
    free = [i for i, c in enumerate(hand) if not costs_a_draw(view, c)]
    costly = [i for i, c in enumerate(hand) if costs_a_draw(view, c)]
    right = {"ask_target": Widget(view.target), "ask_face": Widget(str(view.face_due)),
             "ask_card": Widget({"selected": [(free or costly)[0]]})}
    page, unchecked = rerun(app, defs, **right)
    assert unchecked["drill_marks"] == [None] * 3 and unchecked["drill_feedback"] == [], "nothing before Check"
    assert "目标点数：" not in visible_text(html_of(page))
    _, graded = rerun(app, defs, **right, drill_check=Widget(True))
    assert graded["drill_marks"] == [True, True, True]
    assert graded["drill_feedback"][0].startswith("目标点数：对。") and "UD-3" in graded["drill_feedback"][0]
    assert "UD-6" in graded["drill_feedback"][0]
    wrong = {"ask_target": Widget(14 if view.target != 14 else 2),
             "ask_face": Widget("up" if view.face_due == "down" else "down"),
             "ask_card": Widget({"selected": [(costly or free)[0]]})}
    _, graded = rerun(app, defs, **wrong, drill_check=Widget(True))
    assert graded["drill_marks"][:2] == [False, False]
    assert graded["drill_marks"][2] is (not (costly and free)), "a costly card is wrong when another costs nothing"
    assert re.search(r"UD-(7|15)", graded["drill_feedback"][1])
    _, half = rerun(app, defs, **{**right, "ask_card": Widget({"selected": []})}, drill_check=Widget(True))
    assert half["drill_feedback"] == [], "no card picked: Check waits for the whole answer"


def test_ud3_updown_table_can_hide_the_target_and_the_face_due_for_an_exercise():
    from engine.present.table import updown_table
    from engine.updown.scenario import play_up, position

    game = position(["8S 4H 5C", "TD 6H 7C"], pile=[play_up(0, "QS")])
    shown, hidden = updown_table(game.view(1), ["甲", "乙"]), updown_table(game.view(1), ["甲", "乙"], hide_status=True)
    assert "<b>Q</b>" in shown and "<b>face down</b>" in shown
    assert "<b>Q</b>" not in hidden and "<b>face down</b>" not in hidden and hidden.count("<b>?</b>") == 2


def test_ud5_lesson_08_switching_the_language_mid_game_keeps_the_game(monkeypatch):
    from engine.updown import play_down, play_up

    monkeypatch.setattr(sys, "argv", ["lesson"])
    app = load("08_play_against_bots")
    _, defs = app.run()
    defs["start_game"]()
    view = defs["get_play"]()[0].view
    card = view.hand[0]
    wrong = play_down(0, card, 9) if view.face_due == "up" else play_up(0, card)
    defs["step"](lambda s: s.act(wrong))         # refused: the wrong face (UD-6), or a challenge is open (UD-10)
    carried = {n: defs[n] for n in ("get_play", "set_play", "step")}
    before = defs["get_play"]()[0]
    assert before.refusal is not None
    outputs, after = app.run(defs={**carried, "language": Widget("zh"), "kept": defs["kept"]})
    assert after["lang"] == "zh" and after["get_play"]()[0] is before, "the game, its refusal and all, goes on"
    page = html_of(outputs)
    assert "开始新的一盘" in visible_text(page)
    refusal = html.unescape(re.search(r'cs-now" style="color:#b71c1c">([^<]*)<', page).group(1))
    assert "UD-" in refusal and not english_words(refusal), "the engine's refusal, in Chinese"
    log = [t.render("zh", after["NAMES"]) for t in before.log]
    assert log and not english_words(" ".join(log)), "the narrator tells the same game in Chinese"


def test_ud5_lesson_08_a_finished_game_is_told_in_chinese(monkeypatch):
    app = load("08_play_against_bots")
    _, defs = run_zh("08_play_against_bots", monkeypatch)
    defs["start_game"]()
    defs["step"](lambda s: s.autoplay())
    carried = {n: defs[n] for n in ("get_play", "set_play", "step")}
    outputs, after = app.run(defs=carried)
    assert after["get_play"]()[0].is_over
    text = visible_text(html_of(outputs))
    assert "这一盘结束了" in text and "这一盘是精算师机器人替你打完的" in text
    assert english_words(text) == []
    # the review looks back on the learner's own decisions: none, the reckoner played them all (third native read)
    assert "从头到尾都是精算师替你打的，没有你自己做的决定可以回顾。" in text and "你的 " not in text.split("回顾")[-1]
    reasons = [m.explain("zh", after["NAMES"]) for m in after["get_play"]()[0].said]
    assert reasons and not english_words(" ".join(reasons)), "the bots explain themselves in Chinese"


def test_ud12_lesson_09_switching_the_language_keeps_the_referees_record(monkeypatch):
    from engine.updown import UpDownRules

    monkeypatch.setattr(sys, "argv", ["lesson"])
    app = load("09_teacher_referee")
    _, defs = app.run()
    names = ["甲 Jia", "乙 Yi", "丙 Bing"]
    defs["start_referee"](names, names[0], UpDownRules(players=3))
    defs["record"](lambda r: r.play_up("8S"), names)
    defs["record"](lambda r: r.play_down("10"), names)
    defs["record"](lambda r: r.challenged([2], "6H"), names)     # 6 is no 10, and below 8: 乙 takes the pile
    defs["record"](lambda r: r.play_down("9"), names)             # refused: a new round starts face up (UD-6)
    history = defs["get_game"]()["history"]
    carried = {n: defs[n] for n in (*REFEREE_STATE, "kept")}
    chinese = Widget("zh")
    outputs, again = app.run(defs={**carried, "language": chinese})
    assert again["lang"] == "zh" and again["ref"] is history[-1] and len(history) == 4, "the record goes on"
    assert again["NAMES"] == ["甲", "乙", "丙"], "the Chinese default names fit the game: they rename the seats"
    text = visible_text(html_of(outputs)).replace(str(chinese), "")    # the stand-in for the radio
    assert "没有录入" in text and "UD-" in text and english_words(text) == []
    told = [t.render("zh") for t in again["narrate"].tell(again["ref"].events, again["NAMES"])]
    assert any("质疑成功" in line for line in told) and not english_words(" ".join(told))


@pytest.mark.parametrize("stem", ["06_one_up_one_down", "07_challenges", "08_play_against_bots",
                                  "09_teacher_referee"])
def test_lesson_catalog_keeps_fields_and_rule_ids_and_uses_the_projects_terms(stem):
    import string

    from babel.messages.pofile import read_po
    from support import RULE_ID

    from engine.zh_style import banned

    def fields(text):
        return {name for _literal, name, _spec, _conv in string.Formatter().parse(text) if name}

    path = ROOT / "lessons" / "locale" / "zh_Hans" / "LC_MESSAGES" / f"lesson-{stem}.po"
    with path.open("rb") as f:
        catalog = read_po(f)
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        text = message.string[0] if isinstance(message.string, tuple) else message.string
        assert text and fields(text) <= set().union(*(fields(i) for i in ids)), ids[0]
        assert sorted(RULE_ID.findall(ids[0])) == sorted(RULE_ID.findall(text)), (ids[0], text)
        for wrong, right in banned(text):
            raise AssertionError(f"{ids[0]!r}: write {right}, not {wrong}")


def test_ud11_lesson_09_asks_for_challenges_in_chinese(monkeypatch):
    from engine.updown import UpDownRules

    app = load("09_teacher_referee")
    _, defs = run_zh("09_teacher_referee", monkeypatch)
    names = ["甲", "乙", "丙"]
    defs["start_referee"](names, names[0], UpDownRules(players=3))
    defs["record"](lambda r: r.play_up("8S"), names)
    defs["record"](lambda r: r.play_down("10"), names)
    outputs, _ = app.run(defs={n: defs[n] for n in REFEREE_STATE})
    text = visible_text(html_of(outputs))
    assert "有人质疑乙报的 10 吗" in text
    assert english_words(text) == []


@pytest.mark.parametrize("stem", ["06_one_up_one_down", "07_challenges", "08_play_against_bots",
                                  "09_teacher_referee"])
def test_the_site_still_finds_each_lessons_title_and_goal_inside_tr(stem):
    sys.path.insert(0, str(ROOT / "tools"))
    from site_hooks import lesson_facts

    facts = lesson_facts(ROOT / "lessons" / f"{stem}.py")
    assert facts["title"] != stem and facts["goal"].startswith("**Goal:**") and facts["rules"]
