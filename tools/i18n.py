"""Keep the translations in step with the code, with Babel (the Python ecosystem's gettext tools).

    uv run python tools/i18n.py            # extract, update the catalog, compile
    uv run python tools/i18n.py --check    # fail if a message is untranslated or the compiled module is stale

1. extract every ``_("…")`` and ``ngettext("…", "…", n)`` from engine/ and lessons/ into
   engine/locale/cardschool.pot;
2. update engine/locale/zh_Hans/LC_MESSAGES/cardschool.po from it (new messages arrive empty,
   gone ones are marked obsolete), where translators write the Chinese;
3. compile that catalog into engine/locale/zh_hans.py, a dictionary the engine imports (the live
   lessons' Python can import a module, but their wheels carry no data files).
"""

from __future__ import annotations

import argparse
import io
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "engine" / "locale"
TEMPLATE = LOCALE / "cardschool.pot"
CATALOG = LOCALE / "zh_Hans" / "LC_MESSAGES" / "cardschool.po"
COMPILED = LOCALE / "zh_hans.py"
KEYWORDS = {"_": None, "ngettext": (1, 2)}
METHODS = [("engine/**.py", "python"), ("lessons/**.py", "python")]


HEADER = {"project": "cardschool", "version": "0.1", "copyright_holder": "the cardschool authors",
          "msgid_bugs_address": "the project's issues", "last_translator": "the cardschool authors",
          "language_team": "简体中文 · cardschool",
          "creation_date": datetime(2026, 11, 30, tzinfo=UTC),
          "revision_date": datetime(2026, 11, 30, tzinfo=UTC), "fuzzy": False}


def extract() -> Catalog:
    template = Catalog(**HEADER)
    for folder in ("engine", "lessons"):
        for filename, lineno, message, comments, context in extract_from_dir(
                ROOT / folder, [("**.py", "python")], keywords=KEYWORDS, comment_tags=("i18n:",)):
            template.add(message, locations=[(f"{folder}/{filename}", lineno)], auto_comments=comments,
                         context=context)
    return template


def load_catalog() -> Catalog:
    if CATALOG.exists():
        with CATALOG.open("rb") as f:
            return read_po(f, locale="zh_Hans")
    return Catalog(locale="zh_Hans", **HEADER)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, include_lineno=False)
    return out.getvalue()


def compiled_source(catalog: Catalog) -> str:
    lines = ['"""Compiled from zh_Hans/LC_MESSAGES/cardschool.po by tools/i18n.py — do not edit; edit the .po."""',
             "", "MESSAGES: dict[str, str] = {"]
    for message in sorted(catalog, key=lambda m: str(m.id)):
        if not message.id or message.fuzzy:
            continue
        msgid = message.id[0] if isinstance(message.id, tuple) else message.id
        text = message.string[0] if isinstance(message.string, tuple) else message.string
        if text:
            lines.append(f"    {msgid!r}: {text!r},")
    lines.append("}")
    return "\n".join(lines) + "\n"


def untranslated(catalog: Catalog) -> list[str]:
    missing = []
    for message in catalog:
        if not message.id:
            continue
        text = message.string[0] if isinstance(message.string, tuple) else message.string
        if not text or message.fuzzy:
            missing.append(message.id[0] if isinstance(message.id, tuple) else message.id)
    return missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail if anything is out of step")
    args = parser.parse_args()
    template = extract()
    catalog = load_catalog()
    catalog.update(template, no_fuzzy_matching=True)
    catalog.obsolete.clear()
    if args.check:
        problems = []
        stored = {m.id for m in load_catalog() if m.id}
        new = [m.id for m in template if m.id and m.id not in stored]
        if new:
            problems.append(f"{len(new)} messages are not in {CATALOG.relative_to(ROOT)} yet, e.g. {new[0]!r}: "
                            "run tools/i18n.py and translate them")
        missing = untranslated(catalog)
        if missing:
            problems.append(f"{len(missing)} messages have no Chinese, e.g. {missing[0]!r}")
        if not COMPILED.exists() or COMPILED.read_text(encoding="utf-8") != compiled_source(load_catalog()):
            problems.append(f"{COMPILED.relative_to(ROOT)} is stale: run tools/i18n.py")
        for p in problems:
            print(p, file=sys.stderr)
        return 1 if problems else 0
    TEMPLATE.write_bytes(po_bytes(template))
    CATALOG.write_bytes(po_bytes(catalog))
    COMPILED.write_text(compiled_source(catalog), encoding="utf-8")
    missing = untranslated(catalog)
    print(f"{len(catalog)} messages; {len(missing)} without Chinese"
          + (f" (first: {missing[0]!r})" if missing else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
