"""Keep the translations in step with the code, with Babel (the Python ecosystem's gettext tools).

    uv run python tools/i18n.py            # extract, update the catalogs, compile
    uv run python tools/i18n.py --check    # fail if a message is untranslated or the compiled module is stale

1. extract every ``_("…")`` and ``ngettext("…", "…", n)`` from engine/, every ``tr("…")`` and
   ``ntr("…", "…", n)`` from each lesson, and every ``_("…")``/``tr("…")`` from the lessons' kit
   (lessons/_kit.py, lessons/_cards.py …);
2. update the catalogs from them — the engine's in engine/locale/zh_Hans/LC_MESSAGES/cardschool.po,
   the lessons' beside the lessons in lessons/locale/zh_Hans/LC_MESSAGES/ (``lesson-<file>.po`` for
   each lesson, ``kit.po`` for the kit) — where translators write the Chinese (new messages arrive
   empty, gone ones are dropped);
3. compile them: the engine's into engine/locale/zh_hans.py, the lessons' into
   lessons/_lesson_catalog.py — plain dictionaries (the live lessons' Python can import a module, but
   their wheels carry no data files);
4. compile the glossary's entries (site/glossary.md and .zh.md) into lessons/_glossary.py for the
   lessons' "Words in this lesson" (tools/glossary.py).

One catalog per lesson keeps a lesson's Chinese beside nothing else, so two people translating two
lessons never edit the same file. A message written the same way in two places is translated once
per catalog; if the two translations differ, ``--check`` says so.
"""

from __future__ import annotations

import argparse
import io
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from engine.i18n import message_key  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import glossary  # noqa: E402  (tools/glossary.py: the glossary's entries for the lessons)

ROOT = Path(__file__).resolve().parent.parent
ENGINE_MESSAGES = ROOT / "engine" / "locale" / "zh_Hans" / "LC_MESSAGES"
LESSON_MESSAGES = ROOT / "lessons" / "locale" / "zh_Hans" / "LC_MESSAGES"
# each compiled dictionary and the catalogs it is made of
COMPILED = {ROOT / "engine" / "locale" / "zh_hans.py": ENGINE_MESSAGES, ROOT / "lessons" / "_lesson_catalog.py":
            LESSON_MESSAGES}
ENGINE_KEYWORDS = {"_": None, "ngettext": (1, 2)}
LESSON_KEYWORDS = {"tr": None, "ntr": (1, 2), "_": None}


HEADER = {"project": "cardschool", "version": "0.1", "copyright_holder": "the cardschool authors",
          "msgid_bugs_address": "the project's issues", "last_translator": "the cardschool authors",
          "language_team": "简体中文 · cardschool",
          "creation_date": datetime(2026, 11, 30, tzinfo=UTC),
          "revision_date": datetime(2026, 11, 30, tzinfo=UTC), "fuzzy": False}


def _template(sources: list[tuple[str, int, str, list[str], str | None]]) -> Catalog:
    template = Catalog(**HEADER)
    for where, lineno, message, comments, context in sources:
        template.add(message, locations=[(where, lineno)], auto_comments=comments, context=context)
    return template


def extract() -> dict[Path, Catalog]:
    """Each catalog's file and the messages the code now holds for it."""
    engine = [(f"engine/{name}", lineno, message, comments, context)
              for name, lineno, message, comments, context in extract_from_dir(
                  ROOT / "engine", [("**.py", "python")], keywords=ENGINE_KEYWORDS, comment_tags=("i18n:",))]
    templates = {ENGINE_MESSAGES / "cardschool.po": _template(engine)}
    lessons = {f"lesson-{lesson.stem}.po": [lesson] for lesson in sorted((ROOT / "lessons").glob("[0-9]*.py"))}
    # the lessons' own modules beside them (the kit, the card widget …) share one catalog; not the compiled one
    kit = [p for p in sorted((ROOT / "lessons").glob("_*.py")) if p.name not in ("_lesson_catalog.py", "_glossary.py")]
    for catalog, sources in {**lessons, "kit.po": kit}.items():
        found = [(f"lessons/{source.name}", lineno, message, comments, context) for source in sources
                 for lineno, message, comments, context in extract_from_file(
                     "python", source, keywords=LESSON_KEYWORDS, comment_tags=("i18n:",))]
        templates[LESSON_MESSAGES / catalog] = _template(found)
    return templates


def load_catalog(path: Path) -> Catalog:
    if path.exists():
        with path.open("rb") as f:
            return read_po(f, locale="zh_Hans")
    return Catalog(locale="zh_Hans", **HEADER)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, include_lineno=False)
    return out.getvalue()


def _singular(message: Message) -> tuple[str, str]:
    """A message's English and Chinese; a plural message by its singular form (Chinese has one)."""
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    text = message.string[0] if isinstance(message.string, tuple) else message.string
    return msgid, text


def _pairs(catalog: Catalog) -> list[tuple[str, str]]:
    """(English, Chinese) for every translated, non-fuzzy message (the singular form is the key)."""
    return [_singular(m) for m in catalog if m.id and not m.fuzzy and _singular(m)[1]]


def merged(catalogs: list[Catalog]) -> tuple[dict[str, str], list[str]]:
    """Every catalog's Chinese in one dictionary, and the messages translated differently in two."""
    messages: dict[str, str] = {}
    clashes = []
    for catalog in catalogs:
        for msgid, text in _pairs(catalog):
            if messages.setdefault(message_key(msgid), text) != text:
                clashes.append(msgid)
    return messages, clashes


def compiled_source(messages: dict[str, str], where: Path) -> str:
    source = where.relative_to(ROOT).as_posix()
    lines = [f'"""Compiled from {source}/*.po by tools/i18n.py — do not edit; edit the .po files."""',
             "# ruff: noqa: E501", "", "MESSAGES: dict[str, str] = {"]
    keyed = {message_key(msgid): text for msgid, text in messages.items()}
    lines += [f"    {msgid!r}: {text!r}," for msgid, text in sorted(keyed.items())]
    lines.append("}")
    return "\n".join(lines) + "\n"


def untranslated(catalog: Catalog) -> list[str]:
    return [_singular(m)[0] for m in catalog if m.id and (m.fuzzy or not _singular(m)[1])]


def updated(path: Path, template: Catalog) -> Catalog:
    catalog = load_catalog(path)
    catalog.update(template, no_fuzzy_matching=True)
    catalog.obsolete.clear()
    return catalog


def check(templates: dict[Path, Catalog]) -> list[str]:
    problems = []
    for path, template in templates.items():
        name = path.relative_to(ROOT)
        stored = load_catalog(path)
        known = {m.id for m in stored if m.id}
        new = [m.id for m in template if m.id and m.id not in known]
        if new:
            problems.append(f"{name}: {len(new)} messages are not in the catalog yet, e.g. {new[0]!r}: "
                            "run tools/i18n.py and translate them")
        missing = untranslated(updated(path, template))
        if missing:
            problems.append(f"{name}: {len(missing)} messages have no Chinese, e.g. {missing[0]!r}")
    _, clashes = merged([load_catalog(path) for path in templates])
    problems += [f"{msgid!r} is translated differently in two catalogs" for msgid in clashes]
    for compiled, folder in COMPILED.items():
        messages, _ = merged([load_catalog(path) for path in templates if path.parent == folder])
        if not compiled.exists() or compiled.read_text(encoding="utf-8") != compiled_source(messages, folder):
            problems.append(f"{compiled.relative_to(ROOT)} is stale: run tools/i18n.py")
    if glossary.stale():
        problems.append(f"{glossary.COMPILED.relative_to(ROOT)} is stale: run tools/i18n.py")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail if anything is out of step")
    args = parser.parse_args()
    templates = extract()
    if args.check:
        problems = check(templates)
        for p in problems:
            print(p, file=sys.stderr)
        return 1 if problems else 0
    catalogs = {}
    for path, template in templates.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        catalog = updated(path, template)
        if len(catalog) or path.exists():
            path.write_bytes(po_bytes(catalog))
        catalogs[path] = catalog
        missing = untranslated(catalog)
        print(f"{path.relative_to(ROOT)}: {len(catalog)} messages; {len(missing)} without Chinese"
              + (f" (first: {missing[0]!r})" if missing else ""))
    for msgid in merged(list(catalogs.values()))[1]:
        print(f"note: {msgid!r} is translated differently in two catalogs; the first one is used")
    for compiled, folder in COMPILED.items():
        messages, _ = merged([c for path, c in catalogs.items() if path.parent == folder])
        compiled.write_text(compiled_source(messages, folder), encoding="utf-8")
    glossary.write()
    return 0


if __name__ == "__main__":
    sys.exit(main())
