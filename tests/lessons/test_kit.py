"""The lessons' kit (lessons/_kit.py): the page style, the learner path and its Next links, kept values,
seeds — the header every lesson shares, tested once."""

import pytest
from support import ROOT

import _kit as kit

STEMS = sorted(p.stem for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))


def test_large_print_fills_the_screen_and_the_next_link_keeps_it():
    assert "font-size:22px" in kit.page_style(large=True) and "--content-width-medium:100%" in kit.page_style(True)
    assert "22px" not in kit.page_style(large=False)
    link = 'href="?file=02_ranking_hands.py&amp;print=large&amp;lang=en"'
    assert link in kit.next_html("01_cards_and_dealing", large=True)


def test_the_path_holds_every_lesson_once_and_every_next_link_leads_to_a_lesson():
    assert sorted(s.stem for s in kit.PATH) == STEMS
    learner = [s.stem for s in kit.PATH if s.audience == "learner"]
    assert learner == ["01_cards_and_dealing", "02_ranking_hands", "03_replacing_cards", "04_a_round_and_a_match",
                       "06_one_up_one_down", "07_challenges", "08_play_against_bots"]
    for stem in STEMS:
        assert kit.next_stop(stem).stem in STEMS and kit.next_stop(stem).stem != stem
    assert [kit.next_stop(s).stem for s in ("08_play_against_bots", "10_teacher_bot_lab")] == ["00_start_here"] * 2
    assert sum(s.minutes for s in kit.PATH if s.audience == "learner") == 150      # "about 2½ hours"


def test_every_title_on_the_path_has_chinese():
    for stop in kit.PATH:
        chinese = kit.words("zh").tr(stop.title)
        assert chinese != stop.title and not any(c.isascii() and c.isalpha() for c in chinese.replace("UD", "")), stop


def test_kept_values_survive_a_control_made_afresh():
    kept = kit.Kept()
    first = kept("players", 4)
    first["on_change"](6)
    assert kept("players", 4)["value"] == 6
    options = {"a mix": "mix", "level 1": "honest"}
    kept("level", "mix", options)["on_change"]("honest")
    assert kept("level", "mix", {"混合": "mix", "第 1 级": "honest"})["value"] == "第 1 级"
    assert kept("gone", "nothing", options)["value"] is None          # no such option: nothing chosen


@pytest.mark.parametrize("value", [None, "", " ", "1e99", "-3", "3.5", "+3", "七", "1_000", "1000000", 3.5, -1,
                                   1_000_000, 1e99, True, float("nan")])
def test_a_seed_box_that_holds_no_seed_gives_none(value):
    assert kit.seed_of(value) is None


@pytest.mark.parametrize("value", [0, 7, 7.0, 999_999, "0", " 42 ", "999999", "００７"])
def test_a_seed_box_gives_its_whole_number(value):
    assert kit.seed_of(value) == int(value)


@pytest.mark.parametrize("typed", ["1e99", "-3", "3.5", ""])
def test_a_bad_seed_is_named_and_the_last_good_one_kept(typed):
    kept, tr = kit.Kept(), kit.words("en").tr
    kit.seed_box(kept, "seed", 5, "Seed")
    assert kit.seed_read(kept, "seed", "8", tr) == (8, None)
    seed, note = kit.seed_read(kept, "seed", typed, tr)
    assert seed == 8, "the last good seed, not a changed value"
    assert (typed in note.text) if typed else ("empty" in note.text)
    assert "from 0 to 999999" in note.text and "Still showing seed 8." in note.text
    _, note_zh = kit.seed_read(kept, "seed", typed, kit.words("zh").tr)
    assert "种子" in note_zh.text and "8" in note_zh.text


def test_a_wrong_lesson_or_language_is_refused_by_name():
    with pytest.raises(ValueError, match="stem must be one of the lessons"):
        kit.next_html("99_nothing")
    with pytest.raises(ValueError, match="lang must be"):
        kit.words("fr")
    with pytest.raises(TypeError, match="options must be a mapping"):
        kit.label_of(["a"], "a")


def test_marimo_s_gallery_lists_the_lessons_and_not_their_kit():
    from marimo._server.files.directory_scanner import is_marimo_app  # what `marimo run lessons/` lists

    listed = sorted(p.name for p in (ROOT / "lessons").glob("*.py") if is_marimo_app(str(p)))
    assert listed == [f"{stem}.py" for stem in STEMS]


def test_one_numbering_of_the_lessons_everywhere():
    """kit.PATH is the one list of the lessons and a lesson's number is its file's (issue 27): the
    gallery's headers, the site's menu and the teachers' plans name each lesson as the path does."""
    import re
    import tomllib

    zh = kit.words("zh").tr
    for stop in kit.PATH:
        source = (ROOT / "lessons" / f"{stop.stem}.py").read_text(encoding="utf-8")
        header = re.search(r"^# /// script\n((?:#.*\n)*?)# ///$", source, re.MULTILINE)
        og = tomllib.loads("\n".join(line[2:] for line in header.group(1).splitlines()))["tool"]["marimo"]["opengraph"]
        assert og["title"] == f"{stop.title} · {zh(stop.title)}", stop.stem
        assert f'app_title="{stop.title}"' in source, stop.stem
        expected = {"learner": f"Learner path · lesson {stop.number} · {stop.minutes} min. ",
                    "teacher": "Teacher's tool · ", "start": "Two card games in seven short lessons"}[stop.audience]
        assert og["description"].startswith(expected), stop.stem
    assert sum(s.audience == "learner" for s in kit.PATH) == 7            # "seven short lessons" (lesson 00's header)
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    plans = {lang: (ROOT / "site" / "teachers" / "plans" / f"index{suffix}.md").read_text(encoding="utf-8")
             for lang, suffix in (("en", ""), ("zh", ".zh"))}
    for stop in (s for s in kit.PATH if s.audience == "learner"):
        # in Chinese one numbering, 「第 4 课」, never the zero-padded 04 (issue 23)
        english, chinese = f"{stop.number} {stop.title}", f"第 {int(stop.number)} 课 · {zh(stop.title)}"
        assert (stop.numbered("en"), stop.numbered("zh")) == (english, chinese)
        page = f"teachers/plans/{stop.stem.replace('_', '-')}.md"
        assert f"- {english}: {page}" in mkdocs and f"{english}: {chinese}\n" in mkdocs, stop.stem
        assert f"[{english}]({page.rsplit('/', 1)[1]})" in plans["en"], stop.stem
        assert f"[{chinese}]({page.rsplit('/', 1)[1]})" in plans["zh"], stop.stem
        for suffix, heading in (("", f"# Lesson plan · {english}\n"), (".zh", f"# 教案 · {chinese}\n")):
            plan = (ROOT / "site" / page.replace(".md", f"{suffix}.md")).read_text(encoding="utf-8")
            assert plan.startswith(heading), (stop.stem, suffix)


def test_one_chinese_name_for_each_lesson():
    """A lesson's Chinese name is its stop's on kit.PATH (kit.po), wherever it shows (the second walkthrough,
    item 8): the English title's Chinese half (the English sidebar, page title and gallery) is the Chinese
    title, the very words the Chinese lesson's own title shows."""
    import re

    zh = kit.words("zh").tr
    for stop in kit.PATH:
        source = (ROOT / "lessons" / f"{stop.stem}.py").read_text(encoding="utf-8")
        title = re.search(r'kit\.title\(tr\(r"""\n(.*?)"""\)', source, re.DOTALL)
        assert title, stop.stem
        english = title.group(1).strip().splitlines()[0]
        assert english.startswith(f"# {stop.title}"), stop.stem
        if " · " in english:                           # lesson 00's title is its English alone
            assert english == f"# {stop.title} · {zh(stop.title)}", stop.stem
        chinese = kit.words("zh").tr(title.group(1)).strip().splitlines()[0]
        assert chinese == f"# {zh(stop.title)}", stop.stem


def test_lesson_00s_tables_are_the_path_with_every_link_keeping_the_readers_choices():
    table = kit.path_table("learner", large=True, lang="zh")
    rows = [line.strip() for line in table.splitlines()][2:]
    assert [row.split(" ", 3)[2] for row in rows] == ["1", "2", "3", "4", "6", "7", "8"]      # 第 1 课, not 01
    assert all("&print=large&lang=zh)" in row for row in rows)
    assert "| 第 4 课 · [一局与一场比赛](?file=04_a_round_and_a_match.py&print=large&lang=zh) |" in table
    english = [line.strip() for line in kit.path_table("learner").splitlines()][2:]
    assert [row.split(" ", 2)[1] for row in english] == ["01", "02", "03", "04", "06", "07", "08"]
    assert [line.startswith("    ") for line in table.splitlines()] == [False] + [True] * 8
    with pytest.raises(ValueError, match="audience must be"):
        kit.path_table("start")


@pytest.mark.parametrize("header, expected", [
    ("zh-CN,zh;q=0.9,en;q=0.8", "zh"), ("zh-TW", "zh"), ("zh", "zh"), ("en-US,en;q=0.9,zh-CN;q=0.8", "en"),
    ("fr-FR", "en"), ("en;q=0.3, zh-Hans;q=0.7", "zh"), ("zh;q=0, en", "en"), ("", None), ("*", None)])
def test_the_browsers_language_is_chinese_for_any_zh_it_prefers_most(header, expected):
    assert kit.browser_language(header) == expected


def test_the_address_then_the_flag_then_the_browser_choose_the_language():
    assert kit.first_language({}, {}, "zh-CN") == "zh"                          # a Chinese browser, nothing else
    assert kit.first_language({"lang": "en"}, {}, "zh-CN") == "en"             # the switch (the address) wins
    assert kit.first_language({}, {"lang": "en"}, "zh-CN") == "en"             # so does a teacher's --lang
    assert kit.first_language({}, {}, "") == "en"                              # headless: English, as before


def test_the_lessons_stay_short_with_their_plumbing_in_the_kit():
    """Issue 21's budget: the notebooks hold teaching, not plumbing (that is the kit's, lessons/_*.py). A
    lesson growing past it is the sign that something it writes belongs in the kit."""
    lines = {stem: len((ROOT / "lessons" / f"{stem}.py").read_text(encoding="utf-8").splitlines()) for stem in STEMS}
    assert sum(lines.values()) <= 3_500, f"the lessons total {sum(lines.values())} lines, over 3,500: {lines}"


def test_in_chinese_the_kit_names_marimo_s_controls_in_chinese_and_draws_a_chinese_dash():
    """The native read (issue 23): marimo's English accessible names (「Back to gallery」「Notifications (F8)」
    「Radio Group」) and 「——」 drawn as two Latin dashes by PT Sans. In Chinese the page style puts a CJK font
    first, and a script — valid JavaScript (node checks it, where node is installed) — renames the labels."""
    import shutil
    import subprocess
    from urllib.parse import unquote

    assert "Noto Sans CJK SC" not in kit.page_style(lang="en")
    style = kit.page_style(lang="zh")
    assert style.index("Noto Sans CJK SC") < style.index('"PT Sans"')
    script = unquote(kit.aria_labels("zh").split("charset=utf-8,", 1)[1].split('"></script>')[0])
    for english in ("Back to gallery", "Notifications (F8)", "Radio Group"):
        assert f'"{english}": "' in script, english
    assert "返回课程列表" in script and "通知（F8）" in script
    # in English the same script names them back (a language switch keeps the page: walkthrough 2, item 4)
    english = unquote(kit.aria_labels("en").split("charset=utf-8,", 1)[1].split('"></script>')[0])
    assert english == script and '"返回课程列表": "Back to gallery"' in script and '"返回课程列表": "Back"' in script
    for code in (script, english):
        if shutil.which("node"):
            checked = subprocess.run(["node", "--check", "-"], input=code, text=True, capture_output=True)
            assert checked.returncode == 0, checked.stderr


def test_in_chinese_the_kit_keeps_rule_ids_on_one_line_with_a_script_and_leaves_the_words_alone():
    """The third native read (issue 23, item 22): 「（FD-」 / 「3）」. In Chinese the title carries a script —
    valid JavaScript, where node is installed — that joins (in Chinese only; back in English, it takes the joiners
    out again: tests/browser/test_browser_zh_draw.py) a rule ID's hyphen to its number in the page (a word
    joiner, tests/browser/test_browser_zh.py shows it at a phone's width); the words themselves are untouched."""
    import shutil
    import subprocess
    from urllib.parse import unquote

    assert kit.unbroken_ids("en") == kit.unbroken_ids("zh"), "one script: a language switch keeps the page"
    script = unquote(kit.unbroken_ids("zh").split("charset=utf-8,", 1)[1].split('"></script>')[0])
    assert "(?:FD|UD)-" in script and "\\u2060" in script and "MutationObserver" in script
    assert "data-cs-lang" in script and "replace(/-\\u2060/g,'-')" in script, "English: the joiners taken out"
    assert "\u2060" not in kit.words("zh").tr("The deck (FD-2)")
    if shutil.which("node"):
        checked = subprocess.run(["node", "--check", "-"], input=script, text=True, capture_output=True)
        assert checked.returncode == 0, checked.stderr


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_home_page_picture_tool_presses_the_buttons_lesson_04_shows(lang):
    """tools/screenshots.py plays lesson 04 by its buttons' labels; it had kept a label the lesson no longer
    shows, so the Chinese picture stayed old (「发」 for the dealer, where the table says 「发牌」: the third native
    read, item 43). Its keep-all label is the one lessons/_cards.py gives the replace button."""
    import importlib.util

    import _cards as cards
    from engine.cards import parse_cards

    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "tools" / "screenshots.py")
    assert spec and spec.loader
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    moves = tool.words_in(lang)["moves"]
    assert moves[1] == cards.replace_label(parse_cards("QS QH 7D 4C 2S"), [], lang)
    lesson = (ROOT / "lessons" / "04_a_round_and_a_match.py").read_text(encoding="utf-8")
    assert all(f'tr("{kit.words("en").tr(m)}")' in lesson for m in ("Stay", "Deal the replacements"))
