"""Printable worksheets: every answer key is recomputed here from its question with the engine.

The generators (engine/draw/worksheet.py, engine/updown/worksheet.py) answer with the engine; these
tests answer again from the question alone — by another route where there is one (a stacked deal
for the deal diagram, the seat order of FD-6 by arithmetic, the unseen cards counted afresh) — and
compare.
"""

import re

import pytest
from support import ROOT

from engine.cards import RANK_LABELS, RANKS, full_deck, updown_order
from engine.draw import DEFAULT_CATEGORY_POINTS, DrawRules, new_game
from engine.draw.advisor import advise
from engine.draw.worksheet import deal_diagram, keep_questions, name_the_hand
from engine.errors import RulesError
from engine.hands import Category, describe, hand_value
from engine.present import worksheets as present
from engine.updown import challenge_reason, challenge_succeeds
from engine.updown.worksheet import CASE_KINDS, challenge_positions, settle_cases

SEEDS = [1, 2, 3, 12, "class 7B"]


# ---- five-card draw ---------------------------------------------------------------------------

@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_fd6_deal_diagram_key_is_the_deal_of_a_deck_stacked_in_the_printed_order(seed, players):
    dealer = (players + len(str(seed))) % players
    sheet = deal_diagram(seed, players=players, dealer=dealer)
    assert len(sheet.deck_top) == 5 * players and len(set(sheet.deck_top)) == 5 * players
    rest = [c for c in full_deck() if c not in set(sheet.deck_top)]
    game = new_game(DrawRules(players=players, first_dealer=dealer), stacked=[list(sheet.deck_top) + rest])
    assert sheet.hands == tuple(tuple(h) for h in game.hands)
    assert sheet.first_to_speak == game.to_act == (dealer + 1) % players
    assert sheet.stock_left == len(game.stock) == 52 - 5 * players
    for k, dealt in enumerate(sheet.key):                     # FD-6 by arithmetic: one at a time, from the left
        assert dealt.card == sheet.deck_top[k]
        assert dealt.seat == (dealer + 1 + k) % players
        assert dealt.time_round == k // players + 1
        assert dealt.card in game.hands[dealt.seat]


def test_fd6_deal_diagram_with_dealer_0_is_the_deal_lesson_01_shows():
    sheet = deal_diagram(41, players=5)
    assert sheet.hands == tuple(tuple(h) for h in new_game(DrawRules(players=5), seed=41).hands)


def test_deal_diagram_refuses_bad_input_naming_the_parameter():
    with pytest.raises(RulesError, match="players must be a whole number from 3 to 6, not 2"):
        deal_diagram(1, players=2)
    with pytest.raises(RulesError, match="dealer must be a whole number from 0 to 3, not 4"):
        deal_diagram(1, players=4, dealer=4)
    with pytest.raises(TypeError, match="seed must be a whole number or a string"):
        deal_diagram(1.5)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("ace_low", [False, True])
def test_fd13_name_the_hand_key_is_the_engines_category_description_and_points(seed, ace_low):
    questions = name_the_hand(seed, count=18, ace_low=ace_low)
    assert [q.category for q in questions[:9]].count(Category.FLUSH) == 1    # each category once a cycle
    assert sorted(q.category for q in questions[:9]) == sorted(Category)
    for q in questions:
        value = hand_value(q.hand, ace_low)
        assert len(set(q.hand)) == 5
        assert q.category == value.category
        assert q.description == describe(value)
        assert q.points == DEFAULT_CATEGORY_POINTS[value.category]
        if q.note.startswith("Not a"):
            assert q.category == Category.HIGH_CARD


def test_fd13_name_the_hand_shows_the_classic_mistakes_somewhere():
    notes = {q.note.split(":")[0] for seed in range(30) for q in name_the_hand(seed)}
    assert {"Not a straight", "Not a flush"} <= notes


@pytest.mark.parametrize("seed", [1, 2, 12])
def test_fd8_keep_key_is_the_advisors_best_choice_and_the_rule_of_thumb(seed):
    for q in keep_questions(seed, count=7):
        advice = advise(q.hand, max_replace=q.max_replace, opponents=q.opponents)
        assert set(q.best_keep) == set(advice.best.keep)
        assert q.best == advice.best.describe()
        assert q.best_chance == pytest.approx(advice.best.p_beats_opponents)
        assert q.best_improves == pytest.approx(advice.best.p_improve)
        assert q.thumb_name == advice.thumb.name and set(q.thumb_keep) == set(advice.thumb.keep)
        assert q.thumb_chance == pytest.approx(advice.thumb_choice.p_beats_opponents)
        assert q.agree == (set(advice.best.keep) == set(advice.thumb.keep))


def test_fd8_keep_worksheet_starts_with_lesson_03s_exercises():
    from engine.draw.quiz import keep_exercises
    assert [q.hand for q in keep_questions(5, count=4)] == [tuple(h) for h in keep_exercises(5, count=4)]


# ---- 一上一下 ------------------------------------------------------------------------------------

def below(rank, target):
    return updown_order(rank) < updown_order(target)


@pytest.mark.parametrize("seed", SEEDS)
def test_ud12_settle_key_is_challenge_succeeds(seed):
    cases = settle_cases(seed, count=12)
    assert sorted(c.kind for c in cases[:6]) == sorted(CASE_KINDS)
    for c in cases:
        assert c.succeeds == challenge_succeeds(c.target_before, c.declared, c.real)
        assert c.reason == challenge_reason(c.target_before, c.declared, c.real)
        assert c.taker == ("the player who put it down" if c.succeeds else "the challenger")
        if below(c.declared, c.target_before):
            assert c.succeeds, "a declaration below the target always loses a challenge"


@pytest.mark.parametrize("seed", SEEDS)
def test_ud10_ud12_position_key_recomputed_from_what_the_player_sees(seed):
    positions = challenge_positions(seed, count=8)
    assert sum(p.certain for p in positions) >= 2 and sum(not p.certain for p in positions) >= 2
    for p in positions:
        faces = [play.face for play in p.pile]
        assert faces == ["up", "down"] * (len(faces) // 2), "a round alternates up, down, … from face up"
        assert p.pile[-1].seat == 1 and p.pile[-1].card is None and p.pile[-1].counts_as == p.declared
        assert p.pile[-2].face == "up" and p.target_before == p.pile[-2].card.rank
        seats = [play.seat for play in p.pile]
        assert all((b - a) % 3 == 1 for a, b in zip(seats, seats[1:], strict=False)), "turns pass clockwise"
        seen = set(p.hand) | {play.card for play in p.pile if play.card is not None}
        unseen = [c for c in full_deck() if c not in seen]
        assert sorted(p.unseen) == sorted(unseen)
        assert p.real in unseen
        assert p.certain == all(challenge_succeeds(p.target_before, p.declared, c.rank) for c in unseen)
        assert p.catching == sum(challenge_succeeds(p.target_before, p.declared, c.rank) for c in unseen)
        assert p.succeeds == challenge_succeeds(p.target_before, p.declared, p.real.rank)
        assert p.reason == challenge_reason(p.target_before, p.declared, p.real.rank)
        copies_seen = sum(c.rank == p.declared for c in seen)
        assert p.certain == (below(p.declared, p.target_before) or copies_seen == 4)
        assert (" is below the target" in p.why) == below(p.declared, p.target_before)


def test_worksheets_are_seeded_and_a_longer_sheet_extends_a_shorter_one():
    assert settle_cases(7, count=4) == settle_cases(7, count=9)[:4]
    assert challenge_positions(7, count=2) == challenge_positions(7, count=5)[:2]
    assert name_the_hand(7, count=3) == name_the_hand(7, count=12)[:3]
    assert deal_diagram(7) == deal_diagram(7) and deal_diagram(7) != deal_diagram(8)
    assert settle_cases("a", count=6) != settle_cases("b", count=6)


@pytest.mark.parametrize("call, message", [
    (lambda: settle_cases(1, count=0), "count must be a whole number from 1 to 30, not 0"),
    (lambda: challenge_positions(1, count=13), "count must be a whole number from 1 to 12, not 13"),
    (lambda: name_the_hand(1, ace_low="yes"), "ace_low must be True or False"),
    (lambda: keep_questions(1, opponents=0), "opponents must be a whole number from 1 to 5, not 0"),
    (lambda: present.worksheet_set(1, kinds=["bingo"]), "kinds must be some of"),
])
def test_bad_input_is_refused_naming_the_parameter(call, message):
    with pytest.raises((ValueError, TypeError), match=re.escape(message)):
        call()


# ---- the printed sheets -----------------------------------------------------------------------

def test_each_sheet_prints_its_key_after_the_questions_and_the_questions_hold_no_answers():
    for sheet in present.worksheet_set(3):
        assert sheet.html.index('class="cs-worksheet"') < sheet.html.index('class="cs-worksheet-key"')
        assert "cs-ws-answer" not in sheet.questions and "cs-ws-answer" in sheet.key
        assert "\n\n" not in sheet.html, "a blank line would end the HTML block in Markdown"


def test_name_the_hand_sheet_names_every_category_in_the_key_only():
    questions = name_the_hand(4)
    sheet = present.name_the_hand_sheet(4, questions)
    for q in questions:
        assert q.category.chinese in sheet.key and q.category.chinese not in sheet.questions


def test_the_key_starts_a_new_printed_page_in_the_file_and_on_the_site():
    html = present.standalone_html(present.worksheet_set(2))
    assert ".cs-worksheet-key { break-before: page;" in html
    extra = (ROOT / "site" / "stylesheets" / "extra.css").read_text(encoding="utf-8")
    assert present.CSS.strip() in extra, "copy engine.present.worksheets.CSS into site/stylesheets/extra.css"


def test_the_command_writes_a_self_contained_file_for_any_seed(tmp_path, capsys):
    out = tmp_path / "sheets.html"
    assert present.main(["--seed", "12", "--out", str(out), "--only", "name-the-hand", "challenge-or-not"]) == 0
    html = out.read_text(encoding="utf-8")
    assert html.count('class="cs-worksheet-key"') == 2 and "seed 12" in html
    assert not re.search(r'(src|href)="https?://', html), "the file must need nothing else"
    assert "wrote" in capsys.readouterr().out


def test_fd8_the_keep_key_never_calls_a_near_tie_a_clear_difference():
    # the advisor's scale (lesson 03): under a percentage point is at most "a small difference"
    words = {"practically equal": "practically equal", "a small difference": "by a small difference"}
    for seed in range(6):
        questions = keep_questions(seed)
        sheet = present.keep_sheet(seed, questions)
        for q in questions:
            if not q.agree and abs(q.best_chance - q.thumb_chance) < 0.01:
                assert q.difference in words and words[q.difference] in sheet.key, (seed, q.best)


def test_every_declared_rank_is_one_of_the_13():
    for p in challenge_positions(9, count=12):
        assert p.declared in RANKS


# ---- the sheets in Chinese --------------------------------------------------------------------

# Latin a Chinese sheet may show: card ranks, the rule IDs' letters. English marked lang="en" (the category
# names beside the Chinese ones in the name-the-hand key, which the question asks for) is not counted.
ALLOWED_LATIN = {"A", "K", "Q", "J", "FD", "UD"}


def visible_words(html: str) -> list[str]:
    """The Latin words a reader sees: not the card pictures, nor what is marked English."""
    html = re.sub(r"<svg\b.*?</svg>", " ", html, flags=re.S)
    html = re.sub(r'<span lang="en">[^<]*</span>', " ", html)
    text = re.sub(r"<[^>]+>", " ", html)
    return re.findall(r"[A-Za-z]+", text.replace("&lt;", "<").replace("&amp;", "&"))


def pictures(html: str) -> list[str]:
    """The card pictures, without their names (a card is named in the sheet's language)."""
    unnamed = re.sub(r'(aria-label="[^"]*"|<title>[^<]*</title>)', "", html)
    return re.findall(r"<svg\b.*?</svg>", unnamed, flags=re.S)


@pytest.mark.parametrize("seed", [1, 2, 3, "class 7B"])
def test_the_chinese_sheets_have_no_english_and_the_same_cards_as_the_english_ones(seed):
    english, chinese = present.worksheet_set(seed), present.worksheet_set(seed, lang="zh")
    assert [s.slug for s in chinese] == list(present.KINDS)
    for en, zh in zip(english, chinese, strict=True):
        assert zh.lang == "zh" and en.lang == "en"
        for part in (zh.questions, zh.key):
            leftovers = set(visible_words(part)) - ALLOWED_LATIN - set(visible_words(str(seed)))   # the seed: a name
            assert not leftovers, f"{zh.slug}: English on the Chinese sheet: {sorted(leftovers)}"
        assert re.search(r"[\u4e00-\u9fff]{4}", zh.questions) and re.search(r"[\u4e00-\u9fff]{4}", zh.key)
        assert pictures(zh.questions) == pictures(en.questions), f"{zh.slug}: not the same question"
        assert pictures(zh.key) == pictures(en.key), f"{zh.slug}: not the same key"
        names = re.findall(r'aria-label="([^"]*)"', zh.html)
        assert names and not [n for n in names if re.search("[a-z]{3}", n)], f"{zh.slug}: cards named in English"
        assert zh.html.index('class="cs-worksheet"') < zh.html.index('class="cs-worksheet-key"')
        assert "cs-ws-answer" not in zh.questions and "cs-ws-answer" in zh.key
        assert "\n\n" not in zh.html, "a blank line would end the HTML block in Markdown"
        assert (zh.title, zh.game, zh.intro) == present.about(zh.slug, "zh")


def test_english_is_the_default_language_of_every_sheet():
    assert present.worksheet_set(2) == present.worksheet_set(2, lang="en")
    assert settle_cases(2, lang="en") == settle_cases(2) and challenge_positions(2, lang="en") == challenge_positions(2)
    with pytest.raises(ValueError, match="lang must be"):
        present.worksheet_set(2, lang="fr")


@pytest.mark.parametrize("seed", [1, 2, 12])
def test_fd13_the_chinese_name_the_hand_key_is_recomputed(seed):
    english, chinese = name_the_hand(seed), name_the_hand(seed, lang="zh")
    sheet = present.name_the_hand_sheet(seed, chinese, lang="zh")
    for en, zh in zip(english, chinese, strict=True):
        assert (zh.hand, zh.category, zh.points) == (en.hand, en.category, en.points)
        assert zh.description == describe(hand_value(zh.hand), "zh")
        assert f'"cs-ws-answer">{zh.category.chinese}<' in sheet.key and zh.description in sheet.key
        assert bool(zh.note) == bool(en.note)
        assert f'"cs-ws-answer">{zh.category.chinese}<' not in sheet.questions


@pytest.mark.parametrize("seed", [1, 12])
def test_fd8_the_chinese_keep_key_is_the_advisors(seed):
    english, chinese = keep_questions(seed), keep_questions(seed, lang="zh")
    sheet = present.keep_sheet(seed, chinese, lang="zh")
    for en, zh in zip(english, chinese, strict=True):
        advice = advise(zh.hand, max_replace=zh.max_replace, opponents=zh.opponents)
        assert (zh.best_keep, zh.best_chance, zh.thumb_keep, zh.agree) == (en.best_keep, en.best_chance,
                                                                             en.thumb_keep, en.agree)
        assert zh.best == advice.best.describe("zh") and zh.best in sheet.key
        assert zh.criterion == advice.criterion_text.render("zh")
        assert f"{zh.best_chance:.1%}" in sheet.key and f"{zh.thumb_chance:.1%}" in sheet.key


@pytest.mark.parametrize("seed", SEEDS)
def test_ud12_the_chinese_challenge_key_is_recomputed(seed):
    cases, positions = settle_cases(seed, count=6, lang="zh"), challenge_positions(seed, count=4, lang="zh")
    sheet = present.challenge_sheet(seed, cases, positions, lang="zh")
    for c, en in zip(cases, settle_cases(seed, count=6), strict=True):
        assert (c.target_before, c.declared, c.real, c.succeeds) == (en.target_before, en.declared, en.real,
                                                                     en.succeeds)
        assert c.succeeds == challenge_succeeds(c.target_before, c.declared, c.real)
        assert c.reason == challenge_reason(c.target_before, c.declared, c.real, "zh") and c.reason in sheet.key
        assert c.taker == ("出这张牌的人" if c.succeeds else "质疑的人")
        assert ("质疑成功" if c.succeeds else "质疑失败") in c.reason
        assert f"{'成功' if c.succeeds else '失败'}：{c.taker}收走出牌堆" in sheet.key
    for p, en in zip(positions, challenge_positions(seed, count=4), strict=True):
        assert (p.hand, p.pile, p.real, p.certain, p.succeeds) == (en.hand, en.pile, en.real, en.certain, en.succeeds)
        assert p.certain == all(challenge_succeeds(p.target_before, p.declared, c.rank) for c in p.unseen)
        assert p.why in sheet.key and p.reason in sheet.key
        label = RANK_LABELS[p.declared]
        assert p.why.startswith(f"报的 {label} 低于目标点数") == below(p.declared, p.target_before)
        assert bool(re.search("质疑都?会成功", p.why)) == p.certain
        assert ("该质疑：这张牌一被质疑就输。" if p.certain else "可能是真的：质疑有风险。") in sheet.key


def test_the_command_writes_the_chinese_sheets(tmp_path):
    out = tmp_path / "练习单.html"
    assert present.main(["--seed", "3", "--lang", "zh", "--out", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert '<html lang="zh-Hans">' in html and "种子 3" in html and html.count('class="cs-worksheet-key"') == 4
