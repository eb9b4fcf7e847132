"""Every lesson's Chinese catalog (lessons/locale/zh_Hans/LC_MESSAGES/lesson-*.po), and the lesson kit's
(kit.po), keeps the English's fields and rule IDs, and uses the project's words (engine.terms.BANNED)."""

import string

import pytest
from babel.messages.pofile import read_po
from support import ROOT, RULE_ID

from engine.zh_style import banned

LESSON_MESSAGES = ROOT / "lessons" / "locale" / "zh_Hans" / "LC_MESSAGES"
CATALOGS = [*sorted(LESSON_MESSAGES.glob("lesson-*.po")), LESSON_MESSAGES / "kit.po"]


def translated(path):
    with path.open("rb") as f:
        catalog = read_po(f, locale="zh_Hans")
    for message in catalog:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        chinese = message.string[0] if isinstance(message.string, tuple) else message.string
        if chinese:
            yield english, chinese


def fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_lesson_catalog_keeps_fields_and_rule_ids_and_the_projects_words(path):
    for english, chinese in translated(path):
        assert fields(chinese) <= set().union(*(fields(e) for e in english)), (english[0], chinese)
        assert sorted(set(RULE_ID.findall(chinese))) == sorted(set(RULE_ID.findall(english[0]))), (english[0], chinese)
        for wrong, right in banned(chinese):
            raise AssertionError(f"{path.stem}: {english[0]!r}: write {right}, not {wrong}")
