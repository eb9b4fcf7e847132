"""Every engine message in English and 简体中文 (issue 14): the catalog is complete, each translation
keeps its message's fields and rule IDs, refusals and transcripts read in Chinese, and Chinese card
input is understood. Golden transcripts are kept in both languages (tests/golden/*.zh.txt)."""

from __future__ import annotations

import importlib.util
import os
import re
import string
import sys

import pytest
from support import GOLDEN, ROOT, RULE_ID

from engine.bots import run_bots
from engine.cards import Card, CardError, parse_card, parse_cards, parse_rank
from engine.draw import Correct, DrawRules, Phase, Replace, fold, new_game, replace, stay
from engine.draw.advisor import advise
from engine.draw.bots import ByTheBookBot, CautiousBot, LooseBot, OddsBot
from engine.draw.narrate import tell as tell_draw
from engine.draw.transcript import draw_transcript, round_result
from engine.errors import IllegalMove
from engine.hands import describe, explain, explain_steps, hand_value
from engine.i18n import Text, _
from engine.locale.zh_hans import MESSAGES
from engine.present.sheets import score_sheet_html
from engine.updown import UpDownRules, play_up
from engine.updown import new_game as new_updown
from engine.updown.bots import BlufferBot, HonestBot, ReckonerBot
from engine.updown.inputs import read_card, read_rank
from engine.updown.narrate import summary as summary_updown
from engine.updown.narrate import tell as tell_updown
from engine.updown.simulation import play as play_bot_game
from engine.updown.transcript import updown_transcript
from engine.zh_style import banned


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_tool_under_test", ROOT / "tools" / "i18n.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def engine_catalog():
    """The engine's messages as the code holds them now, merged into the stored catalog."""
    tool = _tool()
    path = tool.ENGINE_MESSAGES / "cardschool.po"
    template = tool.extract()[path]
    stored = tool.load_catalog(path)
    return tool, template, stored, tool.updated(path, template)


def _pairs(catalog):
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        text = message.string[0] if isinstance(message.string, tuple) else message.string
        yield ids, text


# ---- the catalog ------------------------------------------------------------------------------


def test_every_engine_message_has_chinese(engine_catalog):
    """The catalog-completeness test: no _()/ngettext() in engine/ without a Chinese translation, and
    every one of them compiled into engine/locale/zh_hans.py (run tools/i18n.py after translating)."""
    tool, template, stored, merged = engine_catalog
    known = {m.id for m in stored if m.id}
    new = [m.id for m in template if m.id and m.id not in known]
    assert not new, f"{len(new)} engine messages are not in cardschool.po yet (run tools/i18n.py): {new[:3]}"
    missing = tool.untranslated(merged)
    assert not missing, f"{len(missing)} engine messages have no Chinese: {missing[:3]}"
    uncompiled = [m.id for m in template if m.id and tool.message_key(
        m.id[0] if isinstance(m.id, tuple) else m.id) not in MESSAGES]
    assert not uncompiled, f"engine/locale/zh_hans.py is stale (run tools/i18n.py): {uncompiled[:3]}"
    assert len(template) > 400


def _fields(text: str) -> set[str]:
    return {name for _literal, name, _spec, _conv in string.Formatter().parse(text) if name}


def test_every_translation_keeps_its_fields(engine_catalog):
    """A Chinese message may leave a field out (English that says the Chinese category twice) but
    never invents one: rendering would fail."""
    *_rest, merged = engine_catalog
    for ids, text in _pairs(merged):
        assert _fields(text) <= set().union(*(_fields(i) for i in ids)), (ids[0], text)


def test_rule_ids_stay_the_same_in_both_languages(engine_catalog):
    *_rest, merged = engine_catalog
    for ids, text in _pairs(merged):
        assert sorted(RULE_ID.findall(ids[0])) == sorted(RULE_ID.findall(text)), (ids[0], text)


def test_no_banned_term_in_the_engine_catalog(engine_catalog):
    *_rest, merged = engine_catalog
    for ids, text in _pairs(merged):
        for wrong, right in banned(text):
            raise AssertionError(f"{ids[0]!r}: write {right}, not {wrong}")


# ---- refusals -----------------------------------------------------------------------------------


def _replacing_state():
    state = new_game(DrawRules(players=3), seed=7)
    while state.phase != Phase.REPLACE:
        state = state.apply(stay(state.to_act))
    return state


def test_fd8_refusal_in_chinese_names_the_same_rule():
    state = _replacing_state()
    seat = state.to_act
    with pytest.raises(IllegalMove) as err:
        state.apply(replace(seat, state.hands[seat][:4]))
    assert str(err.value).startswith(f"seat {seat} cannot replace 4 cards")
    zh = err.value.text.render("zh")
    assert "FD-5、FD-8" in zh or "FD-5, FD-8" in zh
    assert "最多只能换 3 张牌" in zh and "cannot" not in zh
    assert err.value.text.render("zh", names=["甲", "乙", "丙"]).startswith(["甲", "乙", "丙"][seat] + "不能换 4 张牌")


def test_fd7_out_of_turn_in_chinese():
    state = new_game(DrawRules(players=3), seed=7)
    with pytest.raises(IllegalMove) as err:
        state.apply(fold(2))
    assert str(err.value) == "seat 2 cannot fold: it is seat 1's turn (FD-7)"
    assert err.value.text.render("zh") == "2 号座位不能弃牌：现在轮到 1 号座位（FD-7）"
    assert err.value.localized("zh", ["甲", "乙", "丙"]) == "丙不能弃牌：现在轮到乙（FD-7）"


def test_ud6_out_of_turn_in_chinese_names_the_same_rule():
    game = new_updown(UpDownRules(players=3, first_player=0), seed=1)
    card = game.hands[1][0]
    with pytest.raises(IllegalMove) as err:
        game.apply(play_up(1, card))
    assert err.value.rule == "UD-6"
    zh = err.value.text.render("zh", names=["甲", "乙", "丙"])
    assert zh == f"乙不能出明牌 {card.label}：现在轮到甲（UD-6）"


def test_card_errors_read_in_chinese_with_a_good_example():
    with pytest.raises(CardError) as err:
        parse_card("黑桃X")
    zh = err.value.text.render("zh")
    assert '“黑桃X”' in zh and "黑桃A" in zh and "红桃10" in zh
    with pytest.raises(CardError) as err:
        parse_cards("黑桃A ＡＳ", name="hand")
    # in Chinese, for a reader: without the parameter's name, which the English keeps for a programmer
    assert err.value.text.render("zh") == '“AS”出现了两次（A♠）——一手牌里每张牌只能有一张'
    assert str(err.value).startswith("hand: ")


def test_advice_errors_read_in_chinese():
    from engine.draw.advisor import AdviceError
    with pytest.raises(AdviceError) as err:
        advise("AS KS")
    assert err.value.text.render("zh") == '这里有 2 张牌（“AS KS”），一手牌要 5 张'


# ---- Chinese card input ---------------------------------------------------------------------------


@pytest.mark.parametrize("typed, card", [
    ("黑桃A", "AS"), ("红桃10", "TH"), ("方块J", "JD"), ("梅花K", "KC"), ("黑桃 10", "TS"), ("红桃十", "TH"),
    ("♠A", "AS"), ("ＡＳ", "AS"), ("１０Ｈ", "TH"), ("ａｓ", "AS"), ("方块ｊ", "JD"), ("A黑桃", "AS"),
    ("红心Q", "QH"), ("方片2", "2D"), ("草花9", "9C"), (" 梅花 K ", "KC"),
])
def test_fd2_cards_as_a_chinese_user_types_them(typed, card):
    assert parse_card(typed) == parse_card(card)
    assert read_card(typed, "card") == parse_card(card)


def test_fd2_a_chinese_hand_with_chinese_separators():
    assert parse_cards("黑桃 10，红桃A、♠ K 方块J 梅花２") == parse_cards("TS AH KS JD 2C")


@pytest.mark.parametrize("typed, rank", [("十", 10), ("Ｊ", 11), ("ｑ", 12), ("１０", 10), ("A", 14)])
def test_ud8_ranks_as_a_chinese_user_types_them(typed, rank):
    assert parse_rank(typed) == rank
    assert read_rank(typed, "declared") == rank


@pytest.mark.parametrize("typed", ["黑桃", "红桃1", "黑桃AA", "桃A", "X黑桃"])
def test_fd2_what_is_not_a_card_is_refused(typed):
    with pytest.raises(CardError):
        parse_card(typed)


# ---- hands, advice and bots --------------------------------------------------------------------


def test_fd13_hands_described_and_compared_in_chinese():
    assert describe(hand_value("7S 7H 7D KC KS"), lang="zh") == "葫芦，三张 7 带一对 K"
    assert (explain("KS KH 9D 4C 2S", "KD KC 7D 4H 2H", lang="zh")
            == "第 1 手牌赢：两手都是一对 K；比第一张踢脚牌，9 大于 7。")
    steps = explain_steps("KS KH 9D 4C 2S", "KD KC 7D 4H 2H", names=("甲", "乙"), lang="zh")
    assert steps[-1] == "第一张踢脚牌：9 和 7 相比，甲的大，所以甲赢。"


def test_fd8_advice_verdict_in_chinese():
    verdict = advise("2H 6H 9H JH KS").verdict("zh")
    assert verdict.startswith("我们的经验法则（同花听牌）：留下四张红桃")    # the coach: 我们的 (fifth native read, C1)
    assert "FD" not in verdict or RULE_ID.search(verdict)


def test_bot_reasons_in_both_languages():
    state = new_game(DrawRules(players=4), seed=5)
    bots = {0: OddsBot(1), 1: ByTheBookBot(2), 2: CautiousBot(3), 3: LooseBot(4)}
    _state, moves = run_bots(state, bots, stop=lambda s: s.round_no > 1)
    assert moves and all(m.explain("en") == m.reason for m in moves)
    for m in moves:
        _no_english(m.explain("zh", NAMES_ZH))


def test_ud12_the_bluffers_random_challenge_says_it_is_random():
    """The bluffer challenges a plausible declaration now and then at random; it must not claim the
    declaration jumped."""
    reasons = []
    for seed in range(60):
        _final, moves = run_bots(new_updown(UpDownRules(players=2), seed=seed),
                                 {0: BlufferBot(seed=seed), 1: HonestBot(seed=seed)}, limit=400)
        reasons += [m.reason for m in moves if m.seat == 0 and "challenge" in m.reason]
    randoms = [r for r in reasons if "at random" in r]
    assert randoms, "no random challenge in 200 games"
    assert not any("jumped" in r for r in randoms)
    assert all("jumped" not in r or "too far" in r for r in reasons)


# ---- transcripts and narrators: no English left ----------------------------------------------------

NAMES_ZH = ["甲", "乙", "丙", "丁"]
ALLOWED = {"A", "K", "Q", "J", "FD", "UD", "hand", "keep", "max_replace", "opponents", "names"}


def _no_english(text: str) -> None:
    words = set(re.findall(r"[A-Za-z]+", RULE_ID.sub("", text)))
    assert words <= ALLOWED, f"English left in {text!r}: {sorted(words - ALLOWED)}"


def golden_match():
    """The seeded four-player match of tests/test_draw_properties.py (each seat a fixed policy)."""
    state = new_game(DrawRules(players=4, rounds=3, chips=True), seed=7)
    while not state.is_over:
        actions = state.legal_actions()
        own = [a for a in actions if a.seat == state.to_act and not isinstance(a, Correct)]
        if state.phase == Phase.REPLACE:
            k = state.to_act % 4
            own = [a for a in own if isinstance(a, Replace) and len(a.cards) == k] or own
        if state.phase in (Phase.DECIDE1, Phase.DECIDE2) and state.to_act == 3 and state.round_no == 2:
            own = [a for a in own if a.kind == "fold"]
        state = state.apply(own[0])
    return state


def updown_game():
    return play_bot_game(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], seed=3)


def _golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} changed; rerun with UPDATE_GOLDEN=1 and review"


def test_fd6_fd15_golden_transcripts_of_a_seeded_match_in_both_languages():
    events = golden_match().events
    _golden("draw_match_seed7.txt", draw_transcript(events, names=["Ann", "Bo", "Cy", "Di"]) + "\n")
    zh = draw_transcript(events, names=["甲", "乙", "丙", "丁"], lang="zh") + "\n"
    _golden("draw_match_seed7.zh.txt", zh)
    _no_english(zh)


def test_ud1_ud17_golden_transcripts_of_a_seeded_bot_game_in_both_languages():
    events = updown_game().events
    _golden("updown_game_seed3.txt", updown_transcript(events, names=["甲", "乙", "丙"]) + "\n")
    zh = updown_transcript(events, names=["甲", "乙", "丙"], lang="zh") + "\n"
    _golden("updown_game_seed3.zh.txt", zh)
    _no_english(zh)
    _no_english(updown_transcript(events, lang="zh"))          # "Seat N" said in Chinese too


def test_fd12_round_result_in_chinese():
    tie = {0: parse_cards("AS KH 9C 7D 2S"), 1: parse_cards("AD KC 9H 7S 2C"), 2: parse_cards("AH KD 9D 7C 2H")}
    text = round_result(tie, [0, 1, 2], DrawRules(players=3, chips=True), ["甲", "乙", "丙"], pot=14, lang="zh")
    assert text.startswith("甲、乙和丙打成平局：三手牌都是高牌") and "FD-12" in text and "FD-13" in text
    _no_english(text)


def test_narrators_leave_no_english_in_chinese():
    for line in tell_draw(golden_match().events, NAMES_ZH):
        _no_english(line.render("zh"))
    for line in tell_draw(golden_match().events, NAMES_ZH, you=0):
        _no_english(line.render("zh"))
    events = updown_game().events
    for line in tell_updown(events, NAMES_ZH):
        _no_english(line.render("zh"))
    for line in tell_updown(events, NAMES_ZH, you=1):
        _no_english(line.render("zh"))
    for line in summary_updown(events, NAMES_ZH, you=1):
        _no_english(line.render("zh"))


def test_updown_bot_reasons_leave_no_english_in_chinese():
    state = new_updown(UpDownRules(players=3), seed=4)
    _state, moves = run_bots(state, {0: HonestBot(1), 1: ReckonerBot(2), 2: BlufferBot(3)}, limit=200)
    assert moves
    for m in moves:
        _no_english(m.explain("zh", NAMES_ZH))


def test_a_plain_string_in_a_refusal_renders_as_it_is():
    err = IllegalMove(0, "do {this}", "because {that}", "FD-1")
    assert str(err) == "seat 0 cannot do {this}: because {that} (FD-1)"
    assert err.text.render("zh") == "0 号座位不能do {this}：because {that}（FD-1）"
    assert isinstance(_("x"), Text) and Card(14, "S") == parse_card("黑桃A")


def test_fd7_fd9_the_draw_narrator_speaks_chinese_at_every_turn():
    from engine.draw.narrate import hint, now, summary
    state = new_game(DrawRules(players=3, rounds=2), seed=11)
    bots = {1: OddsBot(1), 2: ByTheBookBot(2)}
    while not state.is_over:
        state, _moves = run_bots(state, bots)
        if state.is_over:
            break
        view = state.view(0)
        for text in [now(view, NAMES_ZH), *hint(view, NAMES_ZH)]:
            _no_english(text.render("zh"))
        state = state.apply(next(a for a in state.legal_actions() if a.seat == 0 and not isinstance(a, Correct)))
    for text in [now(state.view(0), NAMES_ZH), *summary(state.view(0), NAMES_ZH, hints=2)]:
        _no_english(text.render("zh"))


def test_ud6_ud10_the_updown_narrator_speaks_chinese_at_every_turn():
    from engine.updown.narrate import hint, now
    state = new_updown(UpDownRules(players=3), seed=12)
    bots = {1: ReckonerBot(1), 2: BlufferBot(2)}
    for _turn in range(60):
        state, _moves = run_bots(state, bots)
        if state.is_over:
            break
        view = state.view(0)
        for text in [now(state.table, NAMES_ZH, state.to_act, you=0), *hint(view, NAMES_ZH)]:
            _no_english(text.render("zh"))
        state = state.apply(state.legal_actions()[0])


def test_fd3_fd14_score_sheet_in_chinese():
    from engine.draw.scoresheet import ScoreSheet, ScoreSheetError
    from engine.hands import Category
    sheet = ScoreSheet.start(["甲", "乙", "丙"], DrawRules(players=3, rounds=3))
    assert sheet.announcement("zh") == "第 1 局：甲发牌。"
    sheet = sheet.record_winner("乙").record_tie(["甲", "丙"])
    sheet = sheet.record_showdown({"甲": "黑桃K 红桃K 9D 4C 2S", "丙": "KD KC 7D 4H 2H"})
    assert sheet.rounds[-1].note.startswith("甲 wins the round (+1): both have a pair of kings")
    assert sheet.rounds[-1].note_in("zh") == "甲赢了这一局（+1 分）：两手都是一对 K；比第一张踢脚牌，9 大于 7。"
    for text in (sheet.announcement("zh"), sheet.to_csv("zh"), score_sheet_html(sheet, "zh")):
        _no_english(re.sub(r"<style>.*?</style>|<[^>]+>", " ", text))
    assert "lang='zh-Hans'" in score_sheet_html(sheet, "zh")
    with pytest.raises(ScoreSheetError) as err:
        sheet.record_winner("甲", Category.FLUSH)
    assert "FD-14" in err.value.text.render("zh") and "比赛已经结束" in err.value.text.render("zh")


def test_fd13_quiz_feedback_in_chinese():
    from engine.draw.quiz import grade, judge_keep, which_wins
    questions = which_wins(seed=5, count=6)
    wrong = ["tie" if q.answer != "tie" else "first" for q in questions]
    for line in grade(questions, wrong, lang="zh").feedback + grade(questions, [q.answer for q in questions],
                                                                    lang="zh").feedback:
        _no_english(line)
    assert grade(questions, [q.answer for q in questions]).feedback == tuple(f"Right! {q.why}" for q in questions)
    _no_english(judge_keep(advise("2H 6H 9H JH KS"), "J♥ 黑桃K", lang="zh"))


def test_ud7_the_table_pictures_speak_chinese():
    from engine.present.table import coach_html, draw_table, narrator_html, updown_table
    game = new_updown(UpDownRules(players=3, first_player=0), seed=1)
    html = updown_table(game.view(0), NAMES_ZH[:3], lang="zh")
    assert "目标点数" in html and "摸牌堆" in html and "target" not in html
    state = new_game(DrawRules(players=3, chips=True), seed=2)
    html = draw_table(state.view(0), NAMES_ZH[:3], lang="zh")
    assert "底池" in html and "牌堆：" in html and "stock" not in html
    with pytest.raises(IllegalMove) as err:
        state.apply(fold(2))
    alert = narrator_html([_("{who} folded.", who="乙")], _("Nothing to decide yet: wait for your turn."),
                          alert=err.value, lang="zh", names=NAMES_ZH)
    assert "丙不能弃牌：现在轮到乙（FD-7）" in alert and "乙弃牌了。" in alert
    assert "教练" in coach_html([_("I stay.")], lang="zh")


def test_ud12_the_updown_expert_explains_itself_in_chinese():
    from engine.updown.bots import make_bot
    state = new_updown(UpDownRules(players=3), seed=6)
    bots = {0: make_bot("expert", seed=1), 1: ReckonerBot(2), 2: BlufferBot(3)}
    _state, moves = run_bots(state, bots, limit=30)
    said = [m for m in moves if m.seat == 0]
    assert said
    for m in said:
        _no_english(m.explain("zh", NAMES_ZH))


def test_fd7_fd9_the_draw_expert_explains_itself_in_chinese():
    from engine.draw.bots import make_bot
    state = new_game(DrawRules(players=4, chips=True, rounds=2), seed=8)
    bots = {0: make_bot("expert", seed=1), 1: OddsBot(2), 2: ByTheBookBot(3), 3: LooseBot(4)}
    _state, moves = run_bots(state, bots)
    said = [m for m in moves if m.seat == 0]
    assert said and all(m.explain("en") == m.reason for m in said)
    for m in said:
        _no_english(m.explain("zh", NAMES_ZH))


def test_a_composed_fact_opening_with_a_numeral_is_spaced_from_the_chinese_before_it():
    """The seventh and eighth native reads (D1): 「不过4 张 7 里有 1 张在我手里」 — a fact put into a sentence
    after 不过 opened with a numeral with no space, where every numeral is spaced from Chinese."""
    from engine.i18n import _, ngettext

    facts = ngettext("{n} of the 4 {ranks} is in my hand or known on the pile",
                     "{n} of the 4 {ranks} are in my hand or known on the pile", 1, ranks="7")
    said = _("Some things make me suspect a bluff: {against}. But {facts}. So {estimate}", against="x",
             facts=facts, estimate="y").render("zh")
    assert "不过 " in said and "不过4" not in said
    named = _("Some things make me suspect a bluff: {against}. But {facts}. So {estimate}", against="x",
              facts="我", estimate="y").render("zh")
    assert "不过我" in named
