"""What the lessons' text teaches a newcomer (issue 22, the content review's beginner path): a round of
five-card draw step by step at the start of lesson 04, each word defined where the path first uses it,
who leads and which way turns go near the top of lesson 06, and each lesson's words box holding the
glossary entries its text puts in bold.

The lessons run headless here (as tests/lessons/test_lessons.py runs them), in English and in Chinese.
"""

import ast
import re
from functools import cache

import pytest
from support import ROOT, visible_text
from test_lessons import html_of, load, run_in_chinese

from engine.terms import term

LESSONS = ROOT / "lessons"


@cache
def page(stem: str, lang: str = "en") -> str:
    outputs, _ = run_in_chinese(stem) if lang == "zh" else load(stem).run()
    return " ".join(visible_text(html_of(outputs)).split())


def texts(stem: str) -> list[str]:
    """The lesson's own strings, in the order of the file (its cells' order)."""
    source = (LESSONS / f"{stem}.py").read_text(encoding="utf-8")
    found = [(node.lineno, node.value) for node in ast.walk(ast.parse(source))
             if isinstance(node, ast.Constant) and isinstance(node.value, str)]
    return [value for _, value in sorted(found)]


def in_order(text: str, *parts: str) -> bool:
    at = 0
    for part in parts:
        at = text.find(part, at)
        if at < 0:
            return False
        at += len(part)
    return True


def test_fd3_to_fd14_lesson_04_begins_with_a_round_step_by_step():
    text = page("04_a_round_and_a_match")
    steps = text.index("A round, step by step")
    # before anything else the lesson shows: the reminder, the points table, the set-up form
    assert steps < text.index("A reminder before you play") < text.index("Set up the table")
    assert steps < text.index("Words in this lesson")
    told = text[steps:text.index("A reminder before you play")]
    assert "10 points" in told and "8 rounds" in told and "15 points" in told
    # the steps in the order of a round: deal, stay or fold, replace, again, showdown (or the last one in,
    # or a tie), the deal moving on; then how the match ends
    assert in_order(told, "Deal", "(FD-6)", "Stay or fold", "(FD-7)", "Replace", "(FD-8)", "(FD-9)",
                    "Showdown", "FD-10", "(FD-11)", "(FD-12)", "(FD-4)", "(FD-14)"), told
    for word in ("stays", "folds", "last one standing", "tie"):
        assert word in told, word


def test_fd7_fd10_lesson_04_in_chinese_steps_through_a_round_in_the_projects_words():
    text = page("04_a_round_and_a_match", "zh")
    steps = text.index("一局怎么打")
    assert steps < text.index("摆好牌桌")
    told = text[steps:text.index("摆好牌桌")]
    assert "10 分" in told and "8 局" in told and "15 分" in told
    assert in_order(told, "发牌", "FD-6", term("stay").zh, "FD-7", "换牌", "FD-8", "FD-9",
                    term("showdown").zh, "FD-10", "FD-11", "FD-12", "FD-4", "FD-14"), told
    assert term("fold").zh in told


@pytest.mark.parametrize("stem, defined", [
    ("02_ranking_hands", "**kickers**"),            # FD-13: used by the engine's explanations in 02
    ("03_replacing_cards", "**stay**"),             # FD-7: 03 is the first lesson to speak of it
    ("03_replacing_cards", "**fold**"),
    ("06_one_up_one_down", "**round**"),            # UD-3: a round is not a deal in 一上一下
    ("06_one_up_one_down", "**stands**"),
    ("06_one_up_one_down", "**leads**"),            # UD-4
])
def test_fd7_fd13_ud3_ud4_each_word_is_defined_before_the_lesson_uses_it(stem, defined):
    word = defined.strip("*").rstrip("s")
    strings = texts(stem)
    first_use = next(i for i, s in enumerate(strings) if re.search(rf"\b{word}", s, re.I)
                     and not s.lstrip().startswith("# ")     # the title cell's goal may name it
                     and not re.match(r"(fd|ud|cards):", s))  # the words box's entries
    assert defined in strings[first_use], (stem, strings[first_use][:200])


def translated(msgid: str) -> str:
    from _lesson_catalog import MESSAGES
    from engine.i18n import message_key
    return MESSAGES[message_key(msgid)]


def test_ud4_ud6_lesson_06_tells_who_leads_which_way_and_no_passing_before_the_game():
    # the cells' texts in the file's order (the order the lesson shows them), and their Chinese
    strings = texts("06_one_up_one_down")
    starts = next(i for i, s in enumerate(strings) if "## Who starts, and whose turn" in s)
    demo = next(i for i, s in enumerate(strings) if "## The target and the faces" in s)
    assert starts < demo
    for lang, told, parts in (
            ("en", strings[starts], ("draws a card", "clockwise", "cannot pass your turn", "we read it as clockwise",
                                     "original rules give no")),
            ("zh", translated(strings[starts]), ("抽一张牌", "顺时针", "不能跳过", "本项目按顺时针来理解",
                                                 "原文没有说"))):
        assert all(p in told for p in parts), (lang, told)    # clockwise is marked: not the source's


GAMES = {"five-card-draw": ("01", "02", "03", "04", "05"), "one-up-one-down": ("06", "07", "08", "09")}


def bold_glossary_words(stem: str, section: str) -> set[str]:
    """The glossary's words (its section for the lesson's game and the cards section) that the lesson's
    text puts in bold — **stays**, **folds**, **stands** … counted as stay, fold, stand."""
    from _glossary import ENTRIES

    words = {w for (s, w) in ENTRIES if s in (section, "cards")}
    found = set()
    for text in texts(stem):
        for bold in re.findall(r"\*\*([A-Za-z][A-Za-z -]*?)\*\*", text):
            bold = bold.lower().strip()
            forms = {bold, bold.removesuffix("s"), bold.removesuffix("es"), bold.removesuffix("ed")}
            found |= forms & words
    return found


@pytest.mark.parametrize("stem", sorted(p.stem for p in LESSONS.glob("0[1-9]_*.py")))
def test_fd_ud_each_lesson_links_the_glossary_entries_it_uses(stem):
    section = next(s for s, prefixes in GAMES.items() if stem[:2] in prefixes)
    source = (LESSONS / f"{stem}.py").read_text(encoding="utf-8")
    boxed = set(re.findall(r'"(?:fd|ud|cards):([^"]+)"', source))
    assert "kit.glossary(" in source, f"{stem} has no words box"
    missing = bold_glossary_words(stem, section) - boxed
    assert not missing, f"{stem} puts {sorted(missing)} in bold but its words box leaves them out"


def test_fd7_the_words_box_shows_the_glossarys_entries_in_either_language():
    # the meanings as the glossary pages word them (site/glossary.md, .zh.md), not a copy of them
    english = page("04_a_round_and_a_match")
    assert "Words in this lesson" in english
    assert "put your cards down and drop out of this round (FD-7, FD-9)" in english
    chinese = page("04_a_round_and_a_match", "zh")
    assert "本课用到的词" in chinese and "把牌扣下，这一局不再参加（FD-7、FD-9）" in chinese


def test_the_words_box_is_compiled_from_the_glossary_pages_and_current():
    import importlib.util

    from _glossary import ENTRIES

    spec = importlib.util.spec_from_file_location("glossary_tool", ROOT / "tools" / "glossary.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert not tool.stale(), "lessons/_glossary.py is stale: run tools/i18n.py"
    # rows read off site/glossary.md and .zh.md by hand; "round" is one word with a line for each game
    assert ENTRIES[("one-up-one-down", "stand")][0] == "成立"
    assert ENTRIES[("five-card-draw", "round")][0] == "一局" and ENTRIES[("one-up-one-down", "round")][0] == "一轮"
    assert ENTRIES[("five-card-draw", "pass")][1:] == ("there is none: no betting, so you only stay or fold",
                                                      "这个游戏里没有：不下注，所以只有继续或弃牌")
