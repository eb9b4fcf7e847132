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
import yaml
from support import ROOT

from engine.cards import RANKS, updown_order
from engine.draw import DEFAULT_CATEGORY_POINTS, DrawRules, dealer_of_round, new_game
from engine.hands import Category
from engine.updown import challenge_succeeds

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
        page = text(path)
        for wrong in ("指标", "庄家", "词汇"):
            assert wrong not in page, f"{path.relative_to(ROOT)} says {wrong}"
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
