"""What the site teaches: the rules pages, rules cards and glossary say what the engine does.

The pages are rendered with the Markdown extensions of mkdocs.yml (as the site renders them); the
built pages are those of the site built once for the run (tests/site/conftest.py: `mkdocs build
--strict`, the worksheets' hook with it).
"""

import re
import subprocess
from collections import Counter
from pathlib import Path

import markdown
import pytest
import yaml
from support import ROOT

from engine.cards import RANKS, updown_order
from engine.draw import DEFAULT_CATEGORY_POINTS, DrawRules, dealer_of_round, new_game
from engine.hands import Category
from engine.updown import challenge_succeeds
from engine.zh_style import banned

SITE = ROOT / "site"
DRAW_RULES = SITE / "rules" / "five-card-draw.md"
UPDOWN_RULES = SITE / "rules" / "one-up-one-down.md"
DRAW_CARD = SITE / "cards" / "five-card-draw.md"
UPDOWN_CARD = SITE / "cards" / "one-up-one-down.md"
BEST_FIRST = sorted(Category, reverse=True)


def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def flat(path: Path) -> str:
    """The page's words on one line (Markdown wraps sentences across lines)."""
    return " ".join(text(path).split())


class _Loader(yaml.SafeLoader):
    """mkdocs.yml may hold !!python/name tags (Material's emoji, for one); they are not needed here."""


_Loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


def site_config() -> dict:
    return yaml.load(text(ROOT / "mkdocs.yml"), Loader=_Loader)


def render(path: Path) -> str:
    """A page as the site renders its Markdown (the extensions and their options from mkdocs.yml)."""
    names, options = [], {}
    for entry in site_config()["markdown_extensions"]:
        name, conf = next(iter(entry.items())) if isinstance(entry, dict) else (entry, None)
        names.append(name)
        if conf:
            options[name] = conf
    return markdown.markdown(text(path), extensions=names, extension_configs=options)


# ---- five-card draw ---------------------------------------------------------------------------

def test_fd13_rules_card_ladder_is_one_list_numbered_1_to_9_best_first():
    html = render(DRAW_CARD)
    ladder = re.search(r'<div class="cs-ladder">\s*<ol>(.*?)</ol>\s*</div>', html, re.S)
    assert ladder, "the card's ladder must be one numbered list inside <div class=\"cs-ladder\">"
    items = re.findall(r"<li><strong>(\S+) ([a-z ]+)</strong>", ladder.group(1))
    assert items == [(c.chinese, c.english) for c in BEST_FIRST]
    assert len(re.findall(r"<li>", ladder.group(1))) == 9
    assert "start=" not in ladder.group(0)
    after = html[ladder.end():]
    assert not re.search(r"<ol[^>]*>\s*<li>[^<]*(同花|顺子|高牌)", after), "a second list restarted the ladder"


def test_fd3_points_by_category_on_the_rules_page_and_the_card_match_the_engine():
    rows = dict(re.findall(r"^\| ([a-z ]+) \S+ \| (\d+) \|$", text(DRAW_RULES), re.M))
    assert {c.english: DEFAULT_CATEGORY_POINTS[c] for c in Category} == {k: int(v) for k, v in rows.items()}
    card = dict(re.findall(r"\*\*\S+ ([a-z ]+)\*\* \((\d+)\)", text(DRAW_CARD)))
    assert {c.english: DEFAULT_CATEGORY_POINTS[c] for c in Category} == {k: int(v) for k, v in card.items()}


def test_fd13_every_category_is_defined_in_words():
    page = flat(DRAW_RULES)
    for phrase in ["five ranks in a row", "no wrap-around", "10-J-Q-K-A is the highest straight",
                   "A-2-3-4-5 the lowest", "turned the A-low switch off",
                   "five cards of one suit that are **not** five ranks in a row",
                   "**none of the above**", "ace high", "**kickers**", "Suits never rank"]:
        assert phrase in page, phrase


def test_fd4_the_deal_is_shared_equally_only_when_the_rounds_divide_evenly():
    page = flat(DRAW_RULES)
    assert "only true when the number of rounds is a whole multiple of the number of players" in page
    for players, said in [(3, "3 times each, the third player twice"), (4, "everyone twice"),
                          (5, "the first three dealers twice each, the other two once"),
                          (6, "the first two dealers twice each, the other four once")]:
        deals = Counter(dealer_of_round(DrawRules(players=players), r) for r in range(1, 9))
        assert said in page
        assert sorted(deals.values(), reverse=True) == {3: [3, 3, 2], 4: [2] * 4, 5: [2, 2, 2, 1, 1],
                                                        6: [2, 2, 1, 1, 1, 1]}[players]
    assert "the project's reading" in page.split("### FD-4")[1].split("### FD-5")[0].lower()


def test_fd12_the_remainder_not_an_odd_point():
    page = flat(DRAW_RULES)
    assert "odd point" not in page and "odd remainder" not in page
    assert "which can be more than 1 point" in page and "2 left over" in page


def test_fd14_pages_say_who_wins_the_match_and_the_engine_agrees():
    for path in (DRAW_RULES, DRAW_CARD):
        page = flat(path).lower()
        assert "highest score wins the match" in page and "share the win" in page, path.name
    game = new_game(DrawRules(players=4), seed=1)
    game.scores = [12, 12, 11, 12]
    assert game.match_winners() == (0, 1, 3)


def test_fd7_you_stay_or_fold_there_is_no_pass():
    page = flat(DRAW_RULES)
    assert "nothing to **pass**" in page and "your only choice is stay or fold" in page


# ---- 一上一下 -------------------------------------------------------------------------------------

def below(rank, target):
    return updown_order(rank) < updown_order(target)


def test_ud12_a_declaration_below_the_target_always_loses_a_challenge():
    page = flat(UPDOWN_RULES)
    assert "A declaration below the target always loses a challenge" in page
    assert "A declaration below the target always loses a challenge" in flat(UPDOWN_CARD)
    for target in RANKS:
        for declared in RANKS:
            for real in RANKS:
                if below(declared, target):
                    assert challenge_succeeds(target, declared, real), (target, declared, real)


def test_ud12_a_card_survives_a_challenge_only_if_true_and_not_below_the_target():
    assert ("survives a challenge only when it is exactly what was declared **and** the declaration is not "
            "below the target") in flat(UPDOWN_RULES)
    for target in RANKS:
        for declared in RANKS:
            for real in RANKS:
                survives = not challenge_succeeds(target, declared, real)
                assert survives == (real == declared and not below(declared, target))


def test_ud_challenge_advice_reads_the_source_right():
    page = flat(UPDOWN_RULES)
    assert "far above the target" not in page
    assert "clearly **below** the target is the one most worth challenging" in page
    assert "A low target makes a declaration close to it easy to pass" in page


def test_ud13_the_lead_after_a_pickup_both_examples_both_ways():
    section = flat(UPDOWN_RULES).split("### UD-13")[1].split("### UD-14")[0]
    assert "收牌者成为新一轮先手" in section
    assert "fits only `challenger`" in section and "fits both" in section


def test_ud_rules_card_errors_are_fixed():
    card = flat(UPDOWN_CARD)
    assert "after the player challenges" not in card
    assert "the first in turn order after the player who put the card down" in card
    assert "a face-down card to its **declared** rank" in card
    assert "tied highest draw again" in card
    assert "If the table agrees, the fewest cards wins" in card
    assert "face down and not challenged" in card


def test_ud6_you_cannot_pass_your_turn():
    assert "**You cannot pass your turn**" in flat(UPDOWN_RULES)


# ---- house readings: what the sources leave open or say otherwise, marked as cardschool's ----------

MARK = {"en": ("project's reading", "cardschool's reading", "the project's own", "follows from"),
        "zh": ("本项目的解读", "本项目自己定的", "推出来的")}


def rule_section(path: Path, rule: str) -> str:
    """The words of one rule's section (from its heading to the next heading), on one line."""
    page = flat(path)
    start = page.index(f"### {rule} ")
    ends = [i for i in (page.find("### ", start + 4), page.find("## ", start + 4)) if i > 0]
    return page[start:min(ends)]


# (page, rule, the reading in English, in Chinese): each checked against the source documents by hand
HOUSE_READINGS = [
    ("five-card-draw", "FD-1", "That the engine refuses other numbers", "引擎不接受别的人数"),
    ("five-card-draw", "FD-5", "cardschool keeps every house rule fixed for the whole match",
     "本项目让所有桌规整场比赛都不变"),
    ("five-card-draw", "FD-7", "the seat on the dealer's left speaks first", "从发牌人左边的人先说"),
    ("five-card-draw", "FD-7", "paying it from the score, the winner taking the pot and scores below zero",
     "从分数里扣、赢家拿走底池、分数可以是负数"),
    ("five-card-draw", "FD-8", "In turn from the dealer's left (the project's reading",
     "从发牌人左边的人开始轮流（本项目的解读"),
    ("five-card-draw", "FD-11", "The source says nothing about a lone survivor", "原文没有说只剩一个人时怎么办"),
    ("five-card-draw", "FD-12", "The split and the remainder are the project's reading",
     "平分和余数的处理是本项目的解读"),
    ("five-card-draw", "FD-14", "8 rounds is cardschool's default", "本项目默认打 8 局"),
    ("one-up-one-down", "UD-1", "cardschool chooses the leader first", "本项目先确定先手"),
    ("one-up-one-down", "UD-4", "the source doesn't say what happens to them", "原文没说这些牌怎么处理"),
    ("one-up-one-down", "UD-5", "this follows from UD-7 and UD-15", "这是从 UD-7 和 UD-15 推出来的"),
    ("one-up-one-down", "UD-6", "The source gives no direction", "原文没有说往哪个方向轮"),
    ("one-up-one-down", "UD-14", "this follows from UD-7 and UD-15", "这是从 UD-7 和 UD-15 推出来的"),
    ("one-up-one-down", "UD-16", "the limit and its number are the project's own",
     "这个上限和它的数字都是本项目自己定的"),
]


@pytest.mark.parametrize("page, rule, english, chinese", HOUSE_READINGS,
                         ids=[f"{rule}-{i}" for i, (_, rule, _, _) in enumerate(HOUSE_READINGS)])
def test_fd_ud_the_rules_pages_mark_each_house_reading_in_both_languages(page, rule, english, chinese):
    for lang, reading in (("en", english), ("zh", chinese)):
        section = rule_section(SITE / "rules" / f"{page}{'.zh' if lang == 'zh' else ''}.md", rule)
        assert reading in section, (lang, rule, reading)
        assert any(mark in section for mark in MARK[lang]) or "cardschool" in section, (lang, rule)


def test_fd5_a_rule_change_mid_match_waits_for_the_next_round_in_the_source():
    # S1: 「中途想增加新规则，留到下一局开始时再统一讨论」 — 局 is a round (首局, 打满8局)
    for path in (DRAW_RULES, SITE / "rules" / "five-card-draw.zh.md"):
        section = rule_section(path, "FD-5")
        assert "留到下一局开始时再统一讨论" in section, path.name
        assert "wait for the next match" not in section and "等下一场比赛再改" not in section, path.name
    assert "**at the start of the next round**" in rule_section(DRAW_RULES, "FD-5")


def test_the_teachers_page_says_whose_each_default_is():
    for name, mine, theirs in (("teachers.md", "cardschool's", "the source's"),
                               ("teachers.zh.md", "本项目", "原文")):
        page = text(SITE / name)
        assert "the sources' default" not in page and "默认值按原文" not in page, name
        table = page.split("| game |" if name == "teachers.md" else "| 游戏 |")[1].split("\n\n")[0]
        rows = [row for row in table.splitlines()[2:] if row.startswith("|")]
        assert len(rows) == 8, name
        for row in rows:
            default = row.split("|")[3]
            assert mine in default or theirs in default, (name, row)


def test_fd8_the_rule_of_thumb_is_cardschools_nowhere_the_sources():
    # cardschool's rule of thumb is built on the source's advice (issue 22): no page, lesson or message
    # calls it the source's; "as most players do" is no claim the model can make
    said = ("source's rule of thumb", "source's rules of thumb", "原文的经验法则", "原文的经验做法",
            "as most players do")
    paths = [*SITE.rglob("*.md"), *(ROOT / "lessons").glob("*.py"), *(ROOT / "lessons" / "locale").rglob("*.po"),
             *(ROOT / "engine").rglob("*.py"), *(ROOT / "engine" / "locale").rglob("*.po")]
    for path in paths:
        body = text(path)
        for words in said:
            assert words not in body, f"{path.relative_to(ROOT)}: {words!r}"


def test_fd5_fd13_a_2_3_4_5_is_no_classic_mistake():
    for path in (SITE / "teachers" / "worksheets" / "index.md", SITE / "teachers" / "plans" / "02-ranking-hands.md"):
        assert "counting A-2-3-4-5 without the switch" not in flat(path)
        assert "classic mistakes (Q-K-A-2-3, A-2-3-4-5" not in flat(path)
    assert "A-2-3-4-5 is a straight only if the table agreed so" not in flat(DRAW_CARD)
    assert "is the lowest straight, 5 high, as in standard poker" in flat(DRAW_CARD)


# ---- both games, every page -------------------------------------------------------------------

def test_every_rule_id_keeps_its_anchor():
    for path, prefix, count in [(DRAW_RULES, "fd", 15), (UPDOWN_RULES, "ud", 17)]:
        page = text(path)
        for n in range(1, count + 1):
            assert f"{{ #{prefix}-{n} }}" in page, f"{path.name}: {prefix.upper()}-{n} lost its anchor"


def test_rules_pages_keep_python_in_collapsed_for_programmers_blocks():
    for path in (DRAW_RULES, UPDOWN_RULES):
        lines = text(path).splitlines()
        fences = [i for i, line in enumerate(lines) if line.strip() == "```python"]
        assert fences, path.name
        for i in fences:
            where = f"{path.name}:{i + 1}"
            assert lines[i].startswith("    "), f"{where}: a Python example outside a 'For programmers' block"
            opener = next(lines[j] for j in range(i, -1, -1) if lines[j].startswith("??? "))
            assert opener == '??? example "For programmers"'


def test_the_2_warning_is_on_both_rules_pages():
    assert "The 2 is the lowest card here" in text(DRAW_RULES)
    assert "The 2 is the highest card here" in text(UPDOWN_RULES)


def test_terms_use_the_agreed_chinese():
    for path in SITE.rglob("*.md"):
        # a word in quotation marks is named, not used: the glossary says which words we do not use and why
        for wrong, right in banned(text(path)):
            raise AssertionError(f"{path.relative_to(ROOT)} says {wrong}: write {right}")
    glossary = text(SITE / "glossary.md")
    for row in ["| stay | 继续 |", "| dealer | 发牌人 |", "| target | 目标点数 |"]:
        assert row in glossary
    nav = text(ROOT / "mkdocs.yml")
    assert "Glossary 术语表" in nav and "词汇" not in nav


def test_the_glossary_defines_the_words_beginners_meet():
    glossary = flat(SITE / "glossary.md")
    for term in ["| stay |", "| fold |", "| stock |", "| centre pile |", "| showdown |", "| kicker |", "| pot |",
                 "| lead |", "| stand |", "| pass |", "| remainder |"]:
        assert term in glossary, term
    assert glossary.count("| round |") == 2, "round means one thing in each game"


def test_nothing_in_the_project_points_at_the_shared_folder():
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for name in tracked:
        path = ROOT / name
        if path.suffix not in (".md", ".py", ".yml", ".toml", ".txt", ".css", "") or not path.is_file():
            continue
        if path == Path(__file__):
            continue                                              # this test names the pointers it looks for
        content = path.read_text(encoding="utf-8", errors="ignore")
        for pointer in ("../shared", "/work/shared", "shared folder", "shared/tools"):
            assert pointer not in content, f"{name} points at {pointer!r}, which a clone doesn't have"


def test_readme_points_at_the_projects_own_rules_pages():
    readme = text(ROOT / "README.md")
    assert "site/rules/five-card-draw.md" in readme and "site/rules/one-up-one-down.md" in readme
    assert "rule_coverage" not in readme


# ---- the built site ---------------------------------------------------------------------------

def test_mkdocs_build_strict_passes_with_the_teachers_section(built_site):
    for page in ["teachers/plans", "teachers/tools", "teachers/worksheets"] + [
            f"teachers/plans/{stem}" for stem in ("01-cards-and-dealing", "02-ranking-hands", "03-replacing-cards",
                                                  "04-a-round-and-a-match", "06-one-up-one-down", "07-challenges",
                                                  "08-play-against-bots")]:
        assert (built_site / page / "index.html").exists(), page


def test_the_worksheet_pages_are_built_and_listed(built_site):
    import importlib.util

    from engine.present.worksheets import KINDS
    spec = importlib.util.spec_from_file_location("worksheet_hooks", ROOT / "tools" / "worksheet_hooks.py")
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    SEEDS = hooks.SEEDS
    listing = (built_site / "teachers" / "worksheets" / "index.html").read_text(encoding="utf-8")
    assert "worksheet list" not in listing, "the hook must replace the marker with the table"
    for kind in KINDS:
        for seed in SEEDS:
            page = (built_site / "teachers" / "worksheets" / f"{kind}-seed-{seed}" / "index.html").read_text("utf-8")
            assert page.index('class="cs-worksheet"') < page.index('class="cs-worksheet-key"')
            assert f'href="{kind}-seed-{seed}/"' in listing


def test_the_built_rules_card_ladder_reads_1_to_9(built_site):
    html = (built_site / "cards" / "five-card-draw" / "index.html").read_text(encoding="utf-8")
    ladder = re.search(r'<div class="cs-ladder">\s*<ol>(.*?)</ol>', html, re.S).group(1)
    assert len(re.findall(r"<li>", ladder)) == 9
