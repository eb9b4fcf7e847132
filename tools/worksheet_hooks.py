"""MkDocs hook: printable worksheets, made by the engine from a seed when the site is built.

For every seed in ``SEEDS`` and every kind of worksheet (:data:`engine.present.worksheets.KINDS`)
a page ``teachers/worksheets/KIND-seed-N.md`` is added: the worksheet, then its answer key, which
starts a new printed page. The hand-written ``teachers/worksheets/index.md`` holds the marker
``<!-- worksheet list -->``; it is replaced with a table linking every generated page. Nothing is
kept by hand: a change to the engine shows in the next build.

Any other seed: ``uv run python -m engine.present.worksheets --seed 12 --out worksheets.html``.
"""

from __future__ import annotations

from mkdocs.structure.files import File

from engine.present.worksheets import KINDS, Sheet, page_markdown, worksheet_set

SEEDS = (1, 2, 3)
MARKER = "<!-- worksheet list -->"
INDEX = "teachers/worksheets/index.md"

_made: dict[str, list[Sheet]] = {}


def page_path(sheet: Sheet) -> str:
    return f"teachers/worksheets/{sheet.slug}-seed-{sheet.seed}.md"


def on_files(files, config):
    _made.clear()
    for seed in SEEDS:
        for sheet in worksheet_set(seed):
            _made.setdefault(sheet.slug, []).append(sheet)
            files.append(File.generated(config, page_path(sheet), content=page_markdown(sheet, SEEDS)))
    return files


def worksheet_table() -> str:
    """A Markdown table: one row per kind of worksheet, a link per seed."""
    lines = ["| worksheet | game | what it practises | " + " | ".join(f"seed {s}" for s in SEEDS) + " |",
             "|---|---|---|" + "---|" * len(SEEDS)]
    for kind in KINDS:
        sheets = _made.get(kind, [])
        if not sheets:
            continue
        first = sheets[0]
        links = " | ".join(f"[seed {s.seed}]({page_path(s).removeprefix('teachers/worksheets/')})" for s in sheets)
        lines.append(f"| **{first.title}** | {first.game} | {first.intro} | {links} |")
    return "\n".join(lines)


def on_page_markdown(markdown, page, config, files):
    if page.file.src_uri == INDEX and MARKER in markdown:
        return markdown.replace(MARKER, worksheet_table())
    return markdown
