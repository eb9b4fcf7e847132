"""The two READMEs (README.md, README.zh.md) say the same things (issue 27): each links to the other at
its top, they give the same commands in the same order, the same lessons with the same minutes and
rules, and the learner path as lessons/_kit.py's PATH has it."""

import re

import pytest
from support import ROOT

import _kit as kit

READMES = {"en": ROOT / "README.md", "zh": ROOT / "README.zh.md"}
COMMAND = re.compile(r"^(uv |UPDATE_GOLDEN=|python -m |grep |pip install |git )")


def text(lang: str) -> str:
    return READMES[lang].read_text(encoding="utf-8")


def commands(markdown: str) -> list[str]:
    """Every command the README gives, in order: fenced blocks' lines and inline code spans, with the
    line breaks of a span wrapped across lines undone."""
    found = []
    for block, span in re.findall(r"```[a-z]*\n(.*?)```|`([^`\n]+(?:\n[^`\n]+)?)`", markdown, re.DOTALL):
        lines = block.splitlines() if block else [" ".join(part.strip() for part in span.splitlines())]
        found += [line.strip() for line in lines if COMMAND.match(line.strip())]
    return found


def lessons(markdown: str) -> list[tuple[str, str, str]]:
    """The lesson table's rows: file, minutes, rules (the rules' separators made the same)."""
    rows = re.findall(r"^\| `(\d\d_\w+\.py)` \|[^|]*\| ([^|]*) \| ([^|]*) \|$", markdown, re.MULTILINE)
    return [(file, minutes.strip(), re.sub(r"[、,]\s*", ", ", rules.strip())) for file, minutes, rules in rows]


def test_each_readme_links_to_the_other_at_its_top():
    assert "[简体中文](README.zh.md)" in text("en").split("\n## ")[0].splitlines()[2]
    assert "[English](README.md)" in text("zh").split("\n## ")[0].splitlines()[2]


def test_both_readmes_give_the_same_commands():
    english, chinese = commands(text("en")), commands(text("zh"))
    first = [c for c in english if c.startswith("uv run")][:2]       # the two commands of "Start"
    assert first == ["uv run marimo run lessons/",
                     'uv run --group dev pytest -n auto -m "not slow and not site and not browser"']
    assert len(english) > 20
    assert chinese == english


def test_both_readmes_list_the_same_lessons_as_the_path_has_them():
    english, chinese = lessons(text("en")), lessons(text("zh"))
    assert [file for file, *_ in english] == sorted(p.name for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))
    assert chinese == english
    minutes = {f"{s.stem}.py": str(s.minutes) if s.minutes else "—" for s in kit.PATH}
    assert {file: m for file, m, _ in english} == minutes
    path = " → ".join(s.number for s in kit.PATH if s.audience == "learner")
    assert path == "01 → 02 → 03 → 04 → 06 → 07 → 08"              # by hand: the path skips 05
    assert path in " ".join(text("en").split())
    # in Chinese a lesson is 「第 4 课」, never the zero-padded 04 (engine/zh_style.py; the native read, issue 23)
    steps = "、".join(str(int(s.number)) for s in kit.PATH if s.audience == "learner")
    assert f"第 {steps} 课" in text("zh") and path not in text("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_readme_names_lessons_by_their_files_numbers(lang):
    """One numbering (issue 27), the files': "lesson 04" in English, 「第 4 课」 in Chinese (engine/zh_style.py:
    never zero-padded) — never "lesson 4", a learner-path step ("step 7 of 7", 「第 7 步」) or 「第 04 课」."""
    body = text(lang)
    assert not re.search(r"\b[Ll]essons? \d\b(?!\.\d)|\bstep \d+ of\b|第 ?\d+ ?步|第 ?0\d", body), lang
    for number in re.findall(r"第 (\d+) 课", body):                   # a lesson that exists
        assert any(p.name.startswith(f"{int(number):02d}_") for p in (ROOT / "lessons").glob("*.py")), number
