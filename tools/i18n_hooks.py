"""MkDocs hook: the Chinese side of the site (简体中文), beside the English one.

The site is built in both languages by mkdocs-static-i18n (``docs_structure: suffix``): a page
``site/x.zh.md`` is the Chinese version of ``site/x.md`` and is served under ``/zh/``; the English
URLs stay as they were. This hook does what the plugin cannot do by itself:

1. **Chinese versions of the generated pages.** ``tools/site_hooks.py`` makes a page per lesson and
   ``tools/worksheet_hooks.py`` a page per worksheet, in English. This hook adds
   ``lessons/<stem>.zh.md`` (the English page's tabs and links, in Chinese, with the lesson's title
   and goal from the lesson's own catalog, ``lessons/locale/``; it embeds the lesson pre-rendered in
   Chinese, ``static/<stem>.zh.html``,
   and opens the live lesson with ``?lang=zh``) and ``teachers/worksheets/<kind>-seed-<n>.zh.md`` (a Chinese
   head, then the sheet and its answer key, which the engine makes in Chinese for the same seed).
2. **Generated pages through the plugin.** mkdocs-static-i18n 1.3 handles only files read from
   ``site/`` (a generated file has no source path: its issue #263). The hook takes the generated
   pages out before the plugin sorts the files by language and puts back, after it, those of the
   language being built, placed and linked as the plugin places its own.
3. **Chinese search.** Material's search plugin cuts Chinese into words with jieba; the hook
   teaches jieba the game's words (:data:`engine.terms.TERMS` and :data:`engine.terms.SEARCH_WORDS`), so that
   踢脚牌, 摸牌堆 or 一上一下 are one word each. After the build the search index is split in two:
   ``search/search_index.json`` for the English pages and ``zh/search/search_index.json`` for the
   Chinese ones, which the Chinese pages load — each side finds its own pages.

Anything English left on a generated Chinese page is listed in :data:`UNTRANSLATED`
(``tests/test_site_zh.py`` fails on it).
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path, PurePosixPath

from mkdocs.plugins import CombinedEvent, event_priority
from mkdocs.structure.files import File
from site_hooks import LESSONS, lesson_facts, lesson_page, rule_link

from engine.present.worksheets import KINDS, about, worksheet_set
from engine.terms import SEARCH_WORDS, TERMS

log = logging.getLogger("mkdocs.hooks.i18n")

ZH = "zh"
ROOT = Path(__file__).resolve().parent.parent
UNTRANSLATED: list[str] = []   # English met on a generated Chinese page, for the tests

# ---- the lessons -----------------------------------------------------------------------------------

# The English lesson page (tools/site_hooks.py), paragraph by paragraph: a pattern and its Chinese.
# The live tab's text of today's page and of the self-hosted live lessons (branch `live`) are both here.
LESSON_PARAGRAPHS: list[tuple[str, str]] = [
    (r'=== "The lesson \(works offline\)"', '=== "课程（不联网也能看）"'),
    (r'=== "Live in your browser \(needs the internet\)"', '=== "在浏览器里直接上课（需要联网）"'),
    (r'=== "Live in your browser"', '=== "在浏览器里直接上课"'),
    (r'=== "On your own computer"', '=== "在自己的电脑上"'),
    (r"This is the lesson as it first appears, pre-rendered: read it here and print it\. The controls "
     r"answer only in the live version or on your own computer\.",
     "这是课程打开时的样子，预先生成好的：可以在这里阅读，也可以打印。按钮和滑块只有在浏览器版或你自己的电脑上才会响应。"),
    (r"The live lesson runs Python in your browser \(Pyodide\): every control works and nothing is "
     r"installed\. Your browser downloads Python the first time, so this tab \*\*needs an internet "
     r"connection\*\*; after that it may take a few seconds to start\.",
     "浏览器版课程在你的浏览器里运行 Python（Pyodide）：所有按钮和滑块都能用，什么都不用安装。"
     "第一次打开时浏览器要下载 Python，所以这一项**需要联网**；之后启动可能还要等几秒钟。"),
    (r"The live lesson runs Python in your browser \(Pyodide\), from this site: every control works, "
     r"nothing is installed and no internet connection is needed beyond reaching this site\. The first "
     r"live lesson you open downloads about 27 MB; your browser keeps it, so the next ones start in a "
     r"few seconds\.",
     "浏览器版课程在你的浏览器里运行 Python（Pyodide），Python 由本站自己提供：所有按钮和滑块都能用，什么都不用安装，"
     "只要能打开本站就行，不需要另外联网。第一次打开时要下载大约 27 MB，浏览器会存下来，以后的课程几秒钟就能启动。"),
    (r"The live lesson runs Python in your browser \(Pyodide\), from this site: every control works, "
     r"nothing is installed and no internet connection is needed beyond reaching this site\. The first "
     r"live lesson you open downloads about 27 MB and takes a little while to start \(the page says how "
     r"far it has got\); your browser keeps the download, so the next ones start sooner\.",
     "浏览器版课程在你的浏览器里运行 Python（Pyodide），Python 由本站自己提供：所有按钮和滑块都能用，什么都不用安装，"
     "只要能打开本站就行，不需要另外联网。第一次打开的课程要下载大约 27 MB，启动需要一会儿（页面上会显示进度）；"
     "浏览器会把下载的内容存下来，以后的课程启动得更快。"),
    (r"The live lesson runs Python in your browser \(Pyodide\), from this site: every control works, "
     r"nothing is installed and no internet connection is needed beyond reaching this site\. It shows the "
     r"lesson at once; its controls start working when Python has loaded \(the page says how far it has "
     r"got\)\. The first live lesson you open downloads about (?P<first><span [^>]+>…</span>) MB; after that "
     r"this device keeps the whole site \((?P<device><span [^>]+>…</span>) MB\) and opens every lesson, "
     r"live, with no connection at all\.",
     "浏览器版课程在你的浏览器里运行 Python（Pyodide），Python 由本站自己提供：所有按钮和滑块都能用，什么都不用安装，"
     "只要能打开本站就行，不需要另外联网。课程一打开就能阅读；"
     "Python 加载好以后，按钮和滑块就能用了（页面上会显示进度）。"
     "第一次打开的浏览器版课程要下载大约 {first} MB；之后这台设备会保存整个网站（{device} MB），"
     "完全不联网也能打开每一课的浏览器版。"),
    (r"With Python 3\.11\+ and uv \(`pip install uv`\), in a copy of the project:",
     "装好 Python 3.11 或更新的版本和 uv（`pip install uv`），在项目文件夹里运行："),
    (r"then pick \*(?P<name>[^*]+)\* in the gallery\.",          # the gallery shows the English name
     '然后在课程列表里选 *<span lang="en">{name}</span>*。'),
]

IFRAME_TITLE = re.compile(r'(title=")[^"]*(")')                 # the embedded lesson's title: the Chinese one
BUTTONS = {">Open the live lesson<": ">打开浏览器版课程<"}


def _translate_paragraph(text: str, where: str) -> str | None:
    """The Chinese of one paragraph of the English lesson page, or None (noted in UNTRANSLATED)."""
    flat = " ".join(text.split())
    for pattern, chinese in LESSON_PARAGRAPHS:
        match = re.fullmatch(pattern, flat)
        if match:
            return chinese.format(**match.groupdict())
    UNTRANSLATED.append(f"{where}: {flat}")
    log.info("i18n_hooks: no Chinese for %r on %s", flat, where)
    return None


def zh_lesson_page(path: Path) -> str:
    """The Chinese page of a lesson: the English page of tools/site_hooks.py, block by block.

    The tabs, the links and the code stay as they are; the paths to the exported lesson get one more
    ``../`` (the Chinese page lives under ``zh/``, the exports once for the whole site).
    """
    stem = path.stem
    facts, chinese_facts = lesson_facts(path), lesson_facts(path, "zh")
    title, goal = chinese_facts["title"] or facts["title"], chinese_facts["goal"] or facts["goal"]
    if not chinese_facts["title"] or not chinese_facts["goal"]:
        UNTRANSLATED.append(f"lessons/{stem}: its catalog has no Chinese title and goal (tools/i18n.py)")
    english = lesson_page(path)
    blocks = re.split(r"\n[ \t]*\n", english.strip("\n"))
    out = []
    for block in blocks:
        stripped = block.strip()
        indent = block[: len(block) - len(block.lstrip(" "))]
        if stripped.startswith("```"):
            out.append(block)                                      # code: as it is
            continue
        if stripped.startswith("# "):
            out.append(f"# {title}")
        elif " ".join(stripped.split()) == " ".join(facts["goal"].split()):
            out.append(goal)
        elif stripped.startswith("**Rules in this lesson:**"):
            out.append("**本课涉及的规则：**" + "、".join(rule_link(r, "../") for r in facts["rules"]))
        elif stripped.startswith("<"):
            # the Chinese pre-rendered lesson, and the live lesson opened in Chinese
            html = re.sub(r'"\.\./\.\./static/([\w-]+)\.html"', r'"../../../static/\1.zh.html"', stripped)
            html = re.sub(r'"\.\./\.\./live/([\w-]+)/\?lang=en"', r'"../../../live/\1/?lang=zh"', html)
            html = IFRAME_TITLE.sub(lambda m: f"{m.group(1)}{title}{m.group(2)}", html)
            for english_text, chinese in BUTTONS.items():
                html = html.replace(english_text, chinese)
            if re.search(r">[^<]*[A-Za-z]{3,}[^<]*<", html):
                UNTRANSLATED.append(f"lessons/{stem}: {html}")
            out.append(indent + html)
        else:
            chinese = _translate_paragraph(block, f"lessons/{stem}")
            out.append(block if chinese is None else indent + chinese)      # English kept as it is
    return "\n\n".join(out) + "\n"


# ---- the worksheets --------------------------------------------------------------------------------

# slug: (title, game, what it practises), in the engine's Chinese (engine/present/worksheets.py)
WORKSHEETS_ZH: dict[str, tuple[str, str, str]] = {kind: about(kind, "zh") for kind in KINDS}
WORKSHEET_PAGE = re.compile(r"teachers/worksheets/(?P<slug>[a-z-]+)-seed-(?P<seed>\w+)\.md")
WORKSHEET_INDEX = "teachers/worksheets/index.zh.md"
MARKER = "<!-- worksheet list -->"


def _seed(text: str) -> int | str:
    """A seed as the English page's path spells it: a whole number, or a word."""
    return int(text) if text.lstrip("-").isdigit() else text


def zh_worksheet_page(slug: str, seed: str, seeds: list[str]) -> str:
    """A worksheet's Chinese page: a Chinese head that does not print, then the sheet and its answer key,
    made by the engine in Chinese for the same seed (the same cards as the English page)."""
    title, game, intro = WORKSHEETS_ZH.get(slug, (slug, "", ""))
    if slug not in WORKSHEETS_ZH:
        UNTRANSLATED.append(f"teachers/worksheets/{slug}: not a kind of worksheet the engine makes (KINDS)")
        return f"# {slug} · 种子 {seed}\n"
    sheet = worksheet_set(_seed(seed), [slug], lang=ZH)[0]
    others = "、".join(f"[种子 {s}]({slug}-seed-{s}.md)" for s in seeds if s != seed)
    more = f"换个种子的同一张练习单：{others}。" if others else ""
    return (f"# {title} · 种子 {seed}\n\n"
            f'<div class="cs-no-print" markdown>\n\n**{game}。**{intro}直接打印本页：前面是练习单，'
            f"**答案另起一页**。{more}其他种子见[练习单](index.md)。\n\n</div>\n\n{sheet.html}\n")


def worksheet_table(made: dict[str, list[str]]) -> str:
    """The Chinese worksheet index's table: a row per kind of worksheet, a link per seed."""
    seeds = sorted({s for ss in made.values() for s in ss}, key=lambda s: (len(s), s))
    lines = ["| 练习单 | 游戏 | 练什么 | " + " | ".join(f"种子 {s}" for s in seeds) + " |",
             "|---|---|---|" + "---|" * len(seeds)]
    for slug, slug_seeds in made.items():
        title, game, intro = WORKSHEETS_ZH.get(slug, (slug, "", ""))
        links = " | ".join(f"[种子 {s}]({slug}-seed-{s}.md)" for s in slug_seeds)
        lines.append(f"| **{title}** | {game} | {intro} | {links} |")
    return "\n".join(lines)


# ---- jieba: the game's words -----------------------------------------------------------------------

def on_config(config):
    try:
        import jieba
    except ImportError:                       # the search still works, word by single characters
        return config
    jieba.setLogLevel(logging.WARNING)
    for word in {t.zh for t in TERMS} | set(SEARCH_WORDS):
        for part in re.split(r"[\s（）()]+", word):
            if len(part) > 1:
                jieba.add_word(part, freq=100_000)
    return config


# ---- the generated pages, through the i18n plugin ---------------------------------------------------

_generated: list[File] = []


def _i18n(config):
    return config.plugins.get("i18n")


def _language(config) -> str:
    plugin = _i18n(config)
    return plugin.current_language if plugin else "en"


@event_priority(-10)          # after site_hooks and worksheet_hooks (priority 0) made the English pages
def _add_chinese_pages(files, config):
    for path in sorted(LESSONS.glob("[0-9][0-9]_*.py")):
        files.append(File.generated(config, f"lessons/{path.stem}.zh.md", content=zh_lesson_page(path)))
    sheets: list[tuple[str, str]] = []                     # the English worksheet pages, (kind, seed)
    for file in files:
        match = WORKSHEET_PAGE.fullmatch(file.src_uri)
        if match and file.generated_by:
            sheets.append((match["slug"], match["seed"]))
    made: dict[str, list[str]] = {}
    for slug, seed in sheets:
        made.setdefault(slug, []).append(seed)
    for slug, seed in sheets:
        files.append(File.generated(config, f"teachers/worksheets/{slug}-seed-{seed}.zh.md",
                                    content=zh_worksheet_page(slug, seed, made[slug])))
    _worksheets_made.clear()
    _worksheets_made.update(made)
    return files


_worksheets_made: dict[str, list[str]] = {}


@event_priority(-90)          # just before mkdocs-static-i18n (-100), which cannot take generated pages
def _hold_generated(files, config):
    _generated.clear()
    if not _i18n(config):
        return files
    for file in list(files):
        if file.abs_src_path is None and file.is_documentation_page():
            _generated.append(file)
            files.remove(file)
    return files


@event_priority(-110)         # after the plugin: the pages of the language being built, placed as it places its own
def _return_generated(files, config):
    plugin = _i18n(config)
    if not plugin:
        return files
    lang = plugin.current_language
    by_uri = {f.src_uri: f for f in _generated}
    for file in _generated:
        localization = ZH if file.src_uri.endswith(f".{ZH}.md") else None
        if (localization or plugin.default_language) != lang:
            continue
        norm = file.src_uri.replace(f".{ZH}.md", ".md") if localization else file.src_uri
        placed = _placed(file, lang, plugin.default_language, config)
        placed.norm_src_uri = norm
        placed.locale = lang
        placed.locale_alternate_of = lang
        placed.localization = localization
        alternates = {lang: placed}
        other = norm.replace(".md", f".{ZH}.md") if not localization else norm
        if other in by_uri:
            other_lang = ZH if not localization else plugin.default_language
            alternates[other_lang] = _placed(by_uri[other], other_lang, plugin.default_language, config)
        placed.alternates = alternates
        files.append(placed)
    plugin.i18n_files_per_language[lang] = files.documentation_pages()
    return files


def _placed(file: File, lang: str, default: str, config) -> File:
    """A copy of a generated page with the URL the plugin would give it (``zh/…`` for Chinese)."""
    src = PurePosixPath(file.src_uri)
    name = src.name.replace(f".{ZH}.md", ".md")
    plain = str(src.with_name(name))
    prefix = "" if lang == default else f"{lang}/"
    stem = plain.removesuffix(".md")
    dest = f"{prefix}{stem}/index.html" if config.use_directory_urls else f"{prefix}{stem}.html"
    placed = File(file.src_uri, src_dir=None, dest_dir=config.site_dir,
                  use_directory_urls=config.use_directory_urls, dest_uri=dest, inclusion=file.inclusion)
    placed.generated_by = file.generated_by
    placed.abs_src_path = None
    placed._content = file.content_string
    placed.name = PurePosixPath(stem).name
    return placed


on_files = CombinedEvent(_add_chinese_pages, _hold_generated, _return_generated)


RULE_ID = re.compile(r"(?<![\w-])((?:FD|UD)-\d+|(?:10|[2-9AJQK])(?:-(?:10|[2-9AJQK])){2,})(?![\w-])")


def on_page_content(html, page, config, files):
    """On a Chinese page a rule ID or a run of ranks stays on one line (Chinese text breaks anywhere, and
    "FD-" / "7" or "A-" / "2-3-4-5" apart reads badly): those in the text, not in code, get
    ``<span class="cs-rule">`` (extra.css)."""
    if getattr(page.file, "locale", None) != ZH:
        return html
    out, in_code = [], 0
    for part in re.split(r"(<[^>]+>)", html):
        if part.startswith("<"):
            name = re.match(r"</?\s*(\w+)", part)
            if name and name.group(1) in ("code", "pre", "script", "style"):
                in_code += -1 if part.startswith("</") else 1
            out.append(part)
        else:
            out.append(part if in_code else RULE_ID.sub(r'<span class="cs-rule">\1</span>', part))
    return "".join(out)


def on_page_markdown(markdown, page, config, files):
    if page.file.src_uri == WORKSHEET_INDEX and MARKER in markdown:
        return markdown.replace(MARKER, worksheet_table(_worksheets_made))
    return markdown


# ---- search: an index per language ------------------------------------------------------------------

def on_post_page(output, page, config):
    """The language selector's links made relative (the plugin leaves ``/`` and ``/zh/`` on the two home
    pages, which break when the site is served from a sub-folder), no sitemap look-ups, and a Chinese
    page searches the Chinese index (``zh/search/search_index.json``)."""
    depth = len([part for part in page.url.split("/") if part])
    root = "../" * depth or "./"
    # Material reads <link rel="alternate" hreflang> to fetch each language's sitemap.xml from beside the
    # link; the plugin points those links at this very page, so every page asked for two sitemaps that
    # don't exist (404). The selector's own links already lead to this page in the other language.
    output = re.sub(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">', "", output)
    for alt in config.extra.get("alternate", []):
        link = alt["link"]
        if link.startswith("/") and not link.startswith("//"):
            output = output.replace(f'href="{link}" hreflang="{alt["lang"]}"',
                                    f'href="{root}{link.lstrip("/")}" hreflang="{alt["lang"]}"')
    if getattr(page.file, "locale", None) != ZH:
        return output

    def rebase(match):
        data = json.loads(match.group(2))
        data["base"] = data["base"].rstrip("/") + f"/{ZH}/"       # a folder: URLs resolve inside it
        return match.group(1) + json.dumps(data, ensure_ascii=False) + match.group(3)

    return re.sub(r'(<script id="__config" type="application/json">)(.*?)(</script>)', rebase, output,
                  count=1, flags=re.S)


# Material's search cuts a Chinese query into the words of the index (its `segment`), but tries only
# pieces that end before the query's last character: 一上一下 became 一 + 上 (nearly every page), 明牌 明,
# 目标点数 目标 + 点. One character in the built worker lets a piece reach the end; the tests search
# 一上一下, 同花顺 and 踢脚牌 in the browser to see that it still applies.
SEGMENT_BUG = "for(let o=s+1;o<t.length;o++)t.slice(s,o)in e"
SEGMENT_FIX = "for(let o=s+1;o<=t.length;o++)t.slice(s,o)in e"


def fix_query_segmentation(site: Path) -> bool:
    fixed = False
    for worker in (site / "assets" / "javascripts" / "workers").glob("search.*.min.js"):
        code = worker.read_text(encoding="utf-8")
        if SEGMENT_BUG in code:
            worker.write_text(code.replace(SEGMENT_BUG, SEGMENT_FIX, 1), encoding="utf-8")
            fixed = True
        fixed = fixed or SEGMENT_FIX in code
    if not fixed:
        log.info("i18n_hooks: Material's search worker changed; Chinese query segmentation not patched")
    return fixed


@event_priority(-110)         # after mkdocs-static-i18n wrote one index of every language
def on_post_build(config):
    plugin = _i18n(config)
    if not plugin or plugin.building:                      # the Chinese build, inside the English one
        return
    site = Path(config.site_dir)
    fix_query_segmentation(site)
    index = site / "search" / "search_index.json"
    if not index.exists():
        return
    data = json.loads(index.read_text(encoding="utf-8"))
    prefix = f"{ZH}/"
    english = [d for d in data["docs"] if not d["location"].startswith(prefix)]
    chinese = [{**d, "location": d["location"].removeprefix(prefix)} for d in data["docs"]
               if d["location"].startswith(prefix)]
    for path, docs in ((index, english), (site / ZH / "search" / "search_index.json", chinese)):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"config": data["config"], "docs": docs}, ensure_ascii=False,
                                   separators=(",", ":")), encoding="utf-8")
