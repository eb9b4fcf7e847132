"""The glossary's entries for the lessons: lessons/_glossary.py, compiled from site/glossary.md and
site/glossary.zh.md (the one home of the definitions) by tools/i18n.py — so that a lesson can show the
entries it uses under `marimo run`, live in the browser (where the site's pages are not files) and on
the site.

    uv run python tools/glossary.py            # write lessons/_glossary.py (tools/i18n.py does it too)
    uv run python tools/glossary.py --check    # fail if it is stale
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = {"en": ROOT / "site" / "glossary.md", "zh": ROOT / "site" / "glossary.zh.md"}
COMPILED = ROOT / "lessons" / "_glossary.py"
SECTION = re.compile(r"^## .*\{ #([a-z0-9-]+) \}\s*$")
SPAN = re.compile(r"<span lang=\"en\">(.*?)</span>")


def entries(lang: str) -> dict[tuple[str, str], tuple[str, str]]:
    """(section anchor, English word) → (Chinese word, meaning in ``lang``), from the glossary page."""
    found: dict[tuple[str, str], tuple[str, str]] = {}
    section = ""
    for line in PAGES[lang].read_text(encoding="utf-8").splitlines():
        heading = SECTION.match(line)
        if heading:
            section = heading.group(1)
            continue
        if not (section and line.startswith("|")) or set(line) <= set("|-: "):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("English", "中文"):
            continue
        english, chinese = (cells[0], cells[1]) if lang == "en" else (SPAN.sub(r"\1", cells[1]), cells[0])
        found[(section, english)] = (chinese, cells[2])
    return found


def compiled_source() -> str:
    en, zh = entries("en"), entries("zh")
    missing = sorted(set(en) ^ set(zh))
    if missing:
        raise SystemExit(f"the two glossary pages differ in their entries: {missing}")
    lines = ['"""Compiled from site/glossary.md and site/glossary.zh.md by tools/i18n.py — do not edit; edit '
             'the pages."""',
             "# ruff: noqa: E501", "",
             "# (section anchor, English word) → (Chinese word, English meaning, Chinese meaning)",
             "ENTRIES: dict[tuple[str, str], tuple[str, str, str]] = {"]
    for key in en:
        lines.append(f"    {key!r}: {(zh[key][0], en[key][1], zh[key][1])!r},")
    lines.append("}")
    return "\n".join(lines) + "\n"


def stale() -> bool:
    return not COMPILED.exists() or COMPILED.read_text(encoding="utf-8") != compiled_source()


def write() -> None:
    COMPILED.write_text(compiled_source(), encoding="utf-8")


if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        if stale():
            print(f"{COMPILED.relative_to(ROOT)} is stale: run tools/i18n.py", file=sys.stderr)
            sys.exit(1)
    else:
        write()
