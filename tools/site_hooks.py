"""MkDocs hook: a page per lesson, made from the lesson file itself at build time (no copies kept by hand).

Each page gives the lesson's title, goal and rule IDs, the pre-rendered lesson (marimo's static
export, served from this site) and a link to the live in-browser version (whose Python is served
from this site too). `tools/build_site.py` makes those exports next to the pages.
"""

from __future__ import annotations

import ast
import importlib.util
import re
from functools import cache
from pathlib import Path

from mkdocs.structure.files import File

from engine.i18n import message_key

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
RULE = re.compile(r"\b(FD|UD)-(\d+)\b")
GOAL = {"en": "**Goal:**", "zh": "**本课要点：**"}   # the style guide's word (engine/zh_style.py)
# a figure tools/build_site.py computes and writes into the built page (build/site/figures.json)
FIGURE = '<span class="cs-figure" data-figure="{}">…</span>'


@cache
def lesson_catalog() -> dict[str, str]:
    """The lessons' Chinese, as the lessons read it (lessons/_lesson_catalog.py, compiled by tools/i18n.py)."""
    spec = importlib.util.spec_from_file_location("_lesson_catalog", LESSONS / "_lesson_catalog.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.MESSAGES)


def lesson_facts(path: Path, lang: str = "en") -> dict:
    """The title, goal and rule IDs of a lesson, read from its first markdown cell and its source; in
    Chinese (``lang="zh"``) from that cell's Chinese in the lesson's catalog (None where it has none)."""
    source = path.read_text(encoding="utf-8")
    # in the order they stand in the file (ast.walk goes breadth first: a heading deep in a later cell
    # would come before the title)
    texts = [node.value for node in sorted(
        (n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant) and isinstance(n.value, str)
         and n.value.lstrip().startswith("#")), key=lambda n: (n.lineno, n.col_offset))]
    first = texts[0] if texts else ""
    rules = sorted({f"{g}-{n}" for g, n in RULE.findall(source)}, key=lambda r: (r[:2], int(r[3:])))
    if lang == "zh":
        first = lesson_catalog().get(message_key(first), "")
        if not first:
            return {"title": None, "goal": None, "rules": rules}
    lines = [line.strip() for line in first.splitlines()]
    title = next((line[2:] for line in lines if line.startswith("# ")), path.stem)
    goal_lines: list[str] = []
    for line in lines[next((i for i, line in enumerate(lines) if line.startswith(GOAL[lang])), len(lines)):]:
        if not line:
            break
        goal_lines.append(line)
    return {"title": title, "goal": ("" if lang == "zh" else " ").join(goal_lines), "rules": rules}


def rule_link(rule: str, depth: str) -> str:
    page = "five-card-draw" if rule.startswith("FD") else "one-up-one-down"
    return f"[{rule}]({depth}rules/{page}.md#{rule.lower()})"


def lesson_page(path: Path) -> str:
    facts = lesson_facts(path)
    stem = path.stem
    rules = ", ".join(rule_link(r, "../") for r in facts["rules"])
    return f"""# {facts['title']}

{facts['goal']}

**Rules in this lesson:** {rules}

=== "The lesson (works offline)"

    <iframe class="cs-lesson" src="../../static/{stem}.html" title="{facts['title']}" loading="lazy"></iframe>

    This is the lesson as it first appears, pre-rendered: read it here and print it. The controls
    answer only in the live version or on your own computer.

=== "Live in your browser"

    <a class="md-button md-button--primary" href="../../live/{stem}/?lang=en">Open the live lesson</a>

    The live lesson runs Python in your browser (Pyodide), from this site: every control works, nothing is
    installed and no internet connection is needed beyond reaching this site. It shows the lesson at
    once; its controls start working when Python has loaded (the page says how far it has got). The
    first live lesson you open downloads about {FIGURE.format("first_live_mb")} MB; after that this
    device keeps the whole site ({FIGURE.format("device_mb")} MB) and opens every lesson, live, with
    no connection at all.

=== "On your own computer"

    With Python 3.11+ and uv (`pip install uv`), in a copy of the project:

    ```
    uv run marimo run lessons/
    ```

    then pick *{stem.replace('_', ' ').title()}* in the gallery.
"""


READING = ROOT / "build" / "cache" / "reading"
HEADING = re.compile(r"<(/?)h([1-5])\b([^>]*)>")


def reading_copy(stem: str, lang: str = "en") -> str | None:
    """The lesson's reading copy (tools/reading_copy.py), which tools/build_site.py makes before the pages;
    None when the pages are built alone (``mkdocs build``)."""
    path = READING / f"{stem}{'.zh' if lang == 'zh' else ''}.read.html"
    return path.read_text(encoding="utf-8") if path.exists() else None


def _lower(match: re.Match[str]) -> str:
    attributes = match[3].replace('id="', 'id="lesson-')
    return f"<{match[1]}h{int(match[2]) + 1}{attributes}>"


def on_page_content(html, page, config, files):
    """A lesson page holds the lesson's reading copy: shown only in print (the page prints the lesson, not
    a frame cut at its height), and indexed by the site's search (the lesson's own words find it)."""
    match = re.fullmatch(r"lessons/(\d\d_\w+?)(\.zh)?\.md", page.file.src_uri)
    if not match:
        return html
    lang = "zh" if match[2] else "en"
    copy = reading_copy(match[1], lang)
    if copy is None:
        return html
    # one level down (the page's own title is the h1), and its anchors apart from the page's
    copy = HEADING.sub(_lower, copy)
    return (f'{html}\n<div class="cs-print-lesson" lang="{"zh-Hans" if lang == "zh" else "en"}">'
            f"{copy}</div>\n")


# search: the seeded worksheets (twelve variants of six sheets, which would crowd the results) below the
# lessons, the rules and everything else; (Material's search reads page.meta["search"]["boost"])
# the lesson pages, whose long pre-rendered text (indexed whole) would outrank the glossary's and the rules'
# short definitions, a little below those too
SEARCH_BOOST = [(re.compile(r"teachers/worksheets/.+-seed-.+\.md"), 0.2),
                (re.compile(r"lessons/\d\d_\w+(\.zh)?\.md"), 0.5)]


def on_page_markdown(markdown, page, config, files):
    for pattern, boost in SEARCH_BOOST:
        if pattern.fullmatch(page.file.src_uri):
            page.meta.setdefault("search", {}).setdefault("boost", boost)
    return markdown


def on_post_page(output, page, config):
    """Every page names the site's web app manifest (tools/build_site.py writes it)."""
    root = "../" * len([part for part in page.url.split("/") if part]) or "./"
    return output.replace("</head>", f'<link rel="manifest" href="{root}manifest.webmanifest">\n</head>', 1)


def on_files(files, config):
    for path in sorted(LESSONS.glob("[0-9][0-9]_*.py")):
        files.append(File.generated(config, f"lessons/{path.stem}.md", content=lesson_page(path)))
    return files
