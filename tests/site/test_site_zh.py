"""The site in 简体中文: a Chinese page for every English page, the same rule anchors and programs, the
agreed words, no English left over, a language selector that keeps the page, and Chinese search.

The pages are those of the site built once for the run (tests/site/conftest.py), visited in the run's
one chromium with no internet.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from support import ROOT

from engine.present.worksheets import KINDS
from engine.terms import TERMS
from engine.zh_style import banned

SITE = ROOT / "site"
LESSONS = sorted(p.stem for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))
NOT_PAGES = ("zh", "assets", "search", "live", "static", "marimo", "pyodide", "images", "stylesheets")

# Latin words a Chinese page may show: names of things, units, keys, and what the cards and rules are called.
ALLOWED_LATIN = {"cardschool", "marimo", "python", "pyodide", "uv", "pip", "git", "zip", "csv", "usb", "mkdocs",
                 "material", "ctrl", "mb", "fd", "ud",
                 "json", "english"}   # a file's format, and the other language's own name (lesson 00's switch)


def load_hooks():
    """tools/i18n_hooks.py as MkDocs loads it (tools/ on the path, for its `site_hooks` import)."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        spec = importlib.util.spec_from_file_location("i18n_hooks_under_test", ROOT / "tools" / "i18n_hooks.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return module


def english_pages(site: Path) -> list[str]:
    """Every English page, as a folder path under the site ('' for the home page)."""
    pages = []
    for index in site.rglob("index.html"):
        folder = index.parent.relative_to(site)
        if folder.parts and folder.parts[0] in NOT_PAGES:
            continue
        pages.append("/".join(folder.parts))
    return sorted(pages)


class Text(HTMLParser):
    """The words a reader sees in an element: not scripts, styles, code, pictures or what is marked English."""

    SKIP = {"script", "style", "pre", "code", "svg", "kbd", "template"}
    VOID = {"br", "img", "hr", "input", "meta", "link", "source", "wbr", "col", "area", "base", "embed", "track"}

    def __init__(self, start: str | None = None):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []
        self.chunks: list[str] = []
        self.start = start              # an id or a class: only inside the first element that has it
        self.inside = start is None

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        attrs = dict(attrs)
        opens_region = False
        if not self.inside and self.start and (attrs.get("id") == self.start
                                              or self.start in (attrs.get("class") or "").split()):
            self.inside = opens_region = True
        skip = tag in self.SKIP or attrs.get("lang", "").startswith("en") or "headerlink" in (attrs.get("class") or "")
        self.stack.append((tag, opens_region, skip))

    def handle_startendtag(self, tag, attrs):
        pass                            # <path ... />: nothing inside

    def handle_endtag(self, tag):
        if not any(name == tag for name, _, _ in self.stack):
            return                          # an end tag with no start (HTML allows some): nothing to close
        while self.stack:
            name, opened, _ = self.stack.pop()
            if opened:
                self.inside = False
            if name == tag:
                break

    def handle_data(self, data):
        if self.inside and not any(skip for _, _, skip in self.stack):
            self.chunks.append(data)

    @classmethod
    def of(cls, html: str, start: str | None = None) -> str:
        parser = cls(start)
        parser.feed(html)
        return " ".join(" ".join(parser.chunks).split())


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


# ---- every page, in both languages ---------------------------------------------------------------------

def test_every_english_page_has_a_chinese_page(built_site):
    pages = english_pages(built_site)
    assert len(pages) > 30
    missing, fallback = [], []
    for page in pages:
        zh = built_site / "zh" / page / "index.html"
        if not zh.exists():
            missing.append(page)
            continue
        title = Text.of(read(zh), "md-content")[:80]
        if not re.search(r"[\u4e00-\u9fff]", title):
            fallback.append(f"{page}: {title}")
        assert '<html lang="zh"' in read(zh), page
    assert not missing, f"no Chinese page for {missing}"
    assert not fallback, f"these Chinese pages are the English ones: {fallback}"


def test_every_hand_written_page_has_its_chinese_file():
    for page in SITE.rglob("*.md"):
        if page.name.endswith(".zh.md"):
            assert page.with_name(page.name.replace(".zh.md", ".md")).exists(), f"{page}: no English page"
        else:
            assert page.with_name(page.stem + ".zh.md").exists(), f"write {page.stem}.zh.md beside {page}"


@pytest.mark.parametrize("page,prefix,count", [("rules/five-card-draw", "fd", 15), ("rules/one-up-one-down", "ud", 17)])
def test_every_rule_id_has_its_anchor_on_both_sides(built_site, page, prefix, count):
    for side in ("", "zh/"):
        html = read(built_site / f"{side}{page}" / "index.html")
        for n in range(1, count + 1):
            assert f'id="{prefix}-{n}"' in html, f"{side}{page}: {prefix.upper()}-{n} has no anchor"


def test_links_to_rule_anchors_resolve_on_the_chinese_side(built_site):
    """Every link from a Chinese page to a #fd-N / #ud-N anchor lands on a Chinese page that has it."""
    for html_path in (built_site / "zh").rglob("index.html"):
        html = read(html_path)
        for href in re.findall(r'href="([^"#]*#(?:fd|ud)-\d+)"', html):
            path, anchor = href.split("#")
            target = (html_path.parent / path / "index.html").resolve() if path else html_path
            assert target.is_relative_to((built_site / "zh").resolve()), f"{html_path}: {href} leaves the Chinese side"
            assert f'id="{anchor}"' in read(target), f"{html_path}: {href} has no target"


def code_blocks(path: Path) -> list[str]:
    """The Python blocks of a page with comments left out (the comments may be translated)."""
    blocks = re.findall(r"```python\n(.*?)```", read(path), re.S)
    cleaned = []
    for block in blocks:
        lines = []
        for line in block.splitlines():
            line = line.strip()
            if line.startswith(">>> #"):
                continue
            lines.append(re.sub(r"\s+#\s.*$", "", line) if line.startswith((">>>", "...")) else line)
        cleaned.append("\n".join(lines))
    return cleaned


# the players the programs name: the Chinese page names them as a Chinese table does
PLAYERS_ZH = {'"Ann"': '"甲"', '"Bo"': '"乙"', '"Cy"': '"丙"', '"Di"': '"丁"',
              "'Ann'": "'甲'", "'Bo'": "'乙'", "'Cy'": "'丙'", "'Di'": "'丁'"}


# what the Chinese page's programs add to ask for Chinese (the native read, issue 23: 「丙 plays next, face up」
# on a Chinese page): a language where a function takes one, the categories' Chinese names, a refusal's
# Chinese (the second read: the English of FD-1's and FD-8's errors), the words a program prints beside a value
ASKED_IN_CHINESE = ((', lang="zh")', ")"), ('describe("zh")', "describe()"), ("category.chinese", "category.english"),
                    ("{c.chinese:", "{c.english:"), ('localized("zh"', 'localized("en"'),
                    ('{"taker": "收走出牌堆的人先出", "challenger": "质疑的人先出"}',
                     '{"taker": "the taker leads", "challenger": "the challenger leads"}'),
                    ('.zh for face in due), sep="、")', '.en for face in due), sep=", ")'))


def programs(block: str) -> list[str]:
    """A block's program lines (``>>>`` and ``...``), without what they print."""
    return [line for line in block.splitlines() if line.startswith((">>>", "..."))]


@pytest.mark.parametrize("page", ["rules/five-card-draw", "rules/one-up-one-down"])
def test_the_chinese_rules_pages_run_the_same_programs(page):
    """The same programs (both pages' programs run as doctests, each with its own results), the players
    named 甲乙丙丁 on the Chinese page, which asks for Chinese where a function speaks either language — a
    refusal's too (``err.localized("zh", names)``): no English sentence is printed on a Chinese page."""
    english, chinese = code_blocks(SITE / f"{page}.md"), code_blocks(SITE / f"{page}.zh.md")
    in_chinese = [programs(functools.reduce(lambda text, names: text.replace(*names), PLAYERS_ZH.items(), block))
                  for block in english]
    asked = [programs(functools.reduce(lambda text, pair: text.replace(*pair), ASKED_IN_CHINESE, block))
             for block in chinese]
    assert english and asked == in_chinese
    said = [line for block in chinese for line in block.splitlines() if not line.startswith((">>>", "..."))]
    assert any(re.search("[\u4e00-\u9fff]", line) for line in said), "the Chinese page prints Chinese"
    assert read(SITE / f"{page}.zh.md").count('??? example "写给程序员"') == read(SITE / f"{page}.md").count(
        '??? example "For programmers"')


# ---- the words ---------------------------------------------------------------------------------------

def test_no_banned_term_anywhere_on_the_chinese_side(built_site):
    for path in [*(built_site / "zh").rglob("*.html"), built_site / "zh" / "search" / "search_index.json"]:
        # a banned word in quotation marks is named, not used (the glossary says which words we do not use)
        for wrong, right in banned(re.sub(r"<[^>]+>", "", read(path))):
            raise AssertionError(f"{path.relative_to(built_site)} says {wrong}: write {right}")
    for path in SITE.rglob("*.zh.md"):
        for wrong, right in banned(read(path)):
            raise AssertionError(f"{path} says {wrong}: write {right}")


def test_no_chinese_page_says_the_lessons_are_still_english():
    """The lessons and tools speak Chinese: no page may say their screens are English."""
    stale = [str(path.relative_to(SITE)) for path in SITE.rglob("*.zh.md") if "暂时是英文" in read(path)]
    assert not stale, stale


def test_no_english_left_on_chinese_pages(built_site):
    """Latin words outside code, pictures and what is marked lang="en" — only names and card ranks — in
    the page, its navigation and its footer (Material's "Made with Material for MkDocs" is turned off)."""
    leftovers = {}
    for path in (built_site / "zh").rglob("index.html"):
        text = " ".join(Text.of(read(path), part) for part in ("md-content", "md-sidebar--primary", "md-footer"))
        words = {w for w in re.findall(r"[A-Za-z][A-Za-z']+", text) if w.lower() not in ALLOWED_LATIN}
        if words:
            leftovers[str(path.parent.relative_to(built_site))] = sorted(words)
    assert not leftovers, leftovers


def glossary_rows(path: Path) -> dict[str, list[tuple[str, ...]]]:
    """The glossary's table rows (cells without markup), by section."""
    rows: dict[str, list[tuple[str, ...]]] = {}
    section = ""
    for line in read(path).splitlines():
        if line.startswith("## "):
            section = line
        elif line.startswith("| ") and not line.startswith("|---"):
            cells = tuple(re.sub(r"<[^>]+>|\*\*", "", c).strip() for c in line.strip().strip("|").split("|"))
            rows.setdefault(section, []).append(cells)
    return rows


GAME_SECTIONS = {"both": "#cards", "draw": "#five-card-draw", "updown": "#one-up-one-down"}
ALIASES = {"stands": "stand", "pile": "centre pile"}


@pytest.mark.parametrize("page", ["glossary.md", "glossary.zh.md"])
def test_the_glossaries_use_the_terminology_table(page):
    """Every word of engine/terms.py is in both glossaries, in its game's table, with exactly its Chinese."""
    chinese_first = page.endswith(".zh.md")
    rows = glossary_rows(SITE / page)
    for term in TERMS:
        if term.en in ("five-card draw", "One Up, One Down"):
            assert term.zh in read(SITE / page)
            continue
        section = next(s for s in rows if GAME_SECTIONS[term.game] in s)
        pairs = {(r[1], r[0]) if chinese_first else (r[0], r[1]) for r in rows[section]}
        english = ALIASES.get(term.en, term.en)
        assert (english, term.zh) in pairs, f"{page}: no row '{english} | {term.zh}' under {section}"
        others = [zh for en, zh in pairs if en == english and zh != term.zh]
        assert not others, f"{page}: {english} is {term.zh}, not {others}"


# ---- the generated pages -----------------------------------------------------------------------------

def test_every_lesson_and_worksheet_has_its_chinese_title_and_nothing_is_left_untranslated():
    hooks = load_hooks()
    assert set(hooks.WORKSHEETS_ZH) == set(KINDS), "add the new worksheet's Chinese title to WORKSHEETS_ZH"
    for stem in LESSONS:
        page = hooks.zh_lesson_page(ROOT / "lessons" / f"{stem}.py")
        chinese = hooks.lesson_facts(ROOT / "lessons" / f"{stem}.py", "zh")    # from the lesson's own catalog
        assert chinese["title"] and re.search(r"[\u4e00-\u9fff]", chinese["title"]), stem
        assert page.startswith(f"# {chinese['title']}\n\n{chinese['goal']}\n"), stem
    assert not hooks.UNTRANSLATED, f"English the Chinese lesson pages don't translate yet: {hooks.UNTRANSLATED}"


def links(html: str, page_url: str) -> dict[str, list[str]]:
    """The lesson page's iframe source, buttons and rule links, as URLs resolved against the page's own."""
    article = html.split('<article class="md-content__inner', 1)[1].split("</article>", 1)[0]
    found = {"iframe": re.findall(r'<iframe[^>]*\bsrc="([^"]+)"', article),
             "button": re.findall(r'<a class="md-button[^"]*" href="([^"]+)"', article),
             "rules": re.findall(r'href="([^"]*rules/[^"]*#(?:fd|ud)-\d+)"', article)}
    return {k: [urljoin(page_url, v) for v in vs] for k, vs in found.items()}


@pytest.mark.parametrize("stem", LESSONS)
def test_a_chinese_lesson_page_has_the_tabs_and_links_of_the_english_one(built_site, stem):
    en_html = read(built_site / "lessons" / stem / "index.html")
    zh_html = read(built_site / "zh" / "lessons" / stem / "index.html")
    base = "http://site/"
    en, zh = links(en_html, f"{base}lessons/{stem}/"), links(zh_html, f"{base}zh/lessons/{stem}/")
    # the same lesson, in Chinese: pre-rendered with --lang zh, and live opened with ?lang=zh
    assert zh["iframe"] == [u.replace(".html", ".zh.html") for u in en["iframe"]], "the lesson, pre-rendered in Chinese"
    assert en["button"] == [u for u in en["button"] if u.endswith("?lang=en")], "the live lesson, in English"
    assert zh["button"] == [u.replace("?lang=en", "?lang=zh") for u in en["button"]], "the live lesson, in Chinese"
    assert en["iframe"] and en["button"]
    assert zh["rules"] == [u.replace(base, f"{base}zh/") for u in en["rules"]]
    assert zh_html.count('class="tabbed-labels') == en_html.count('class="tabbed-labels')
    assert len(re.findall(r'<label for="__tabbed_', zh_html)) == len(re.findall(r'<label for="__tabbed_', en_html))


def test_the_chinese_worksheet_pages_carry_the_sheet_and_its_key(built_site):
    listing = read(built_site / "zh" / "teachers" / "worksheets" / "index.html")
    assert "worksheet list" not in listing
    for kind in KINDS:
        for seed in (1, 2, 3):
            page = read(built_site / "zh" / "teachers" / "worksheets" / f"{kind}-seed-{seed}" / "index.html")
            assert page.index('class="cs-worksheet"') < page.index('class="cs-worksheet-key"')
            assert page.count('class="cs-worksheet-key"') == 1, "one sheet, its answer key on a page of its own"
            assert f'href="{kind}-seed-{seed}/"' in listing
            assert "练习单暂时是英文" not in page and '<div lang="en">' not in page, "the sheet itself is Chinese"
            sheet = Text.of(page, "cs-worksheet") + " " + Text.of(page, "cs-worksheet-key")
            assert "姓名" in sheet and "答案" in sheet and re.search(r"[\u4e00-\u9fff]{8}", sheet)
            english = read(built_site / "teachers" / "worksheets" / f"{kind}-seed-{seed}" / "index.html")
            # each card's name ("黑桃A" in Chinese; "A♠, ace of spades, 黑桃A" in English): the same cards
            cards = re.compile(r'<svg class="cs-card"[^>]*aria-label="(?:[^"]*, )?([^",]*)"')      # face up
            assert cards.findall(page) == cards.findall(english) != [], "the same cards as the English sheet"
            assert "spades" not in page and "face down" not in page, "the cards are named in Chinese"


# ---- search ------------------------------------------------------------------------------------------

def index_of(built_site: Path, side: str) -> dict:
    return json.loads(read(built_site / side / "search" / "search_index.json"))


def test_each_language_has_its_own_search_index(built_site):
    english, chinese = index_of(built_site, ""), index_of(built_site, "zh")
    assert english["docs"] and chinese["docs"]
    assert not any(d["location"].startswith("zh/") for d in english["docs"])
    for doc in chinese["docs"]:
        path = urlsplit(doc["location"]).path
        zh = built_site / "zh" / path
        assert (zh / "index.html").exists() or zh.is_file(), doc["location"]
    assert '"base": "../../../zh/"' in read(built_site / "zh" / "rules" / "five-card-draw" / "index.html")


@pytest.mark.parametrize("word,on,not_on", [
    ("同花顺", "rules/five-card-draw/", "rules/one-up-one-down/"),
    ("踢脚牌", "glossary/", "rules/one-up-one-down/"),
    ("摸牌堆", "rules/one-up-one-down/", "rules/five-card-draw/"),
    ("出牌堆", "rules/one-up-one-down/", "rules/five-card-draw/"),
    ("目标点数", "rules/one-up-one-down/", "rules/five-card-draw/"),
    ("一上一下", "rules/one-up-one-down/", "teachers/plans/02-ranking-hands/"),
])
def test_jieba_keeps_the_games_words_whole_in_the_chinese_index(built_site, word, on, not_on):
    """A word of the game is one token of the index: it is found on its pages, not on every page."""
    index = index_of(built_site, "zh")
    separator = re.compile(index["config"]["separator"])
    pages = {d["location"].split("#")[0] for d in index["docs"]
             if word in separator.split(d["text"]) or word in separator.split(d["title"])}
    assert on in pages, f"{word} is not a whole word on {on}"
    assert not_on not in pages, f"{word} was found on {not_on}"
    assert len(pages) < len({d["location"].split("#")[0] for d in index["docs"]})


# ---- in the browser ----------------------------------------------------------------------------------

def open_page(tabs, url, width=1280, height=900):
    """A tab at ``url``, its network quiet, and the list its problems go to (tests/site/conftest.py)."""
    page, problems = tabs.open(url, viewport={"width": width, "height": height})
    tabs.settle(page)
    return page, problems


# one page of each kind: the home page, a written page, a lesson's page (its lesson in a frame) and a
# worksheet made by the build
@pytest.mark.parametrize("path", ["/", "/rules/five-card-draw/", "/lessons/07_challenges/",
                                  "/teachers/worksheets/name-the-hand-seed-2/"])
def test_the_language_selector_keeps_the_page(served, tabs, path):
    page, problems = open_page(tabs, served + path)
    english_title = page.locator("h1").first.inner_text()
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="zh"]').click()
    page.wait_for_url(f"{served}/zh{path}")
    tabs.settle(page)
    assert urlsplit(page.url).path == "/zh" + path
    assert page.locator("html").get_attribute("lang") == "zh"
    assert re.search(r"[\u4e00-\u9fff]{8}", page.locator(".md-content").inner_text())
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="en"]').click()
    page.wait_for_url(served + path)
    tabs.settle(page)
    assert urlsplit(page.url).path == path
    assert page.locator("h1").first.inner_text() == english_title
    assert not problems, problems
    tabs.close(page)


def search(page, query: str) -> list[str]:
    """Type ``query`` into the site's search; the result pages' URL paths, best first."""
    page.keyboard.press("/")
    box = page.locator("input.md-search__input")
    for _ in range(40):                       # the index loads in a worker; ask until it answers
        box.fill("")
        page.keyboard.insert_text(query)      # as an input method (or a paste) gives it: no key is released
        page.wait_for_timeout(250)
        if page.locator(".md-search-result__item").count():
            break
    hrefs = page.eval_on_selector_all("li.md-search-result__item > a.md-search-result__link",
                                      "links => links.map(a => a.href)")
    return [urlsplit(h).path for h in hrefs]


@pytest.mark.parametrize("query,first", [("同花顺", "/zh/rules/five-card-draw/"), ("踢脚牌", "/zh/glossary/"),
                                         ("摸牌堆", None), ("一上一下", None)])
def test_chinese_search_finds_the_right_pages(served, tabs, query, first):
    page, problems = open_page(tabs, served + "/zh/")
    found = search(page, query)
    assert found, f"{query}: nothing found"
    assert all(p.startswith("/zh/") for p in found), f"{query}: English pages in the Chinese results: {found}"
    if first:
        assert found[0] == first, f"{query}: {found[:5]}"
    assert not problems, problems
    tabs.close(page)


def test_english_search_stays_english(served, tabs):
    page, problems = open_page(tabs, served + "/")
    found = search(page, "full house")
    assert found and not any(p.startswith("/zh/") for p in found), found
    tabs.close(page)


@pytest.fixture(scope="module")
def chinese_font():
    """A font with Chinese glyphs (fonts-noto-cjk, which .ci/run installs): without one, pages show boxes."""
    fonts = subprocess.run(["fc-list", ":lang=zh", "family"], capture_output=True, text=True).stdout \
        if shutil.which("fc-list") else ""
    if not fonts.strip():
        message = "no Chinese font: apt-get install fonts-noto-cjk"
        pytest.fail(message) if os.environ.get("CI") else pytest.skip(message)
    return fonts


def rendering_fonts(page, selector: str) -> dict[str, int]:
    """The fonts chromium really drew an element's text with, and how many glyphs each."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument")["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    cdp.detach()
    return {f["familyName"]: f["glyphCount"] for f in fonts}


SCREENSHOTS = ROOT / "build" / "screenshots" / "zh"


@pytest.mark.parametrize("name,path", [("home", "/zh/"), ("rules", "/zh/rules/five-card-draw/"),
                                       ("card", "/zh/cards/one-up-one-down/"), ("glossary", "/zh/glossary/")])
def test_chinese_pages_are_drawn_with_a_chinese_font(served, tabs, chinese_font, name, path):
    """The text is drawn with a Chinese font from the page's font stack (no boxes); the screenshots, at a
    laptop's and a phone's size, are kept in build/screenshots/zh/ to look at."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in ((1280, 900), (390, 844)):
        page, problems = open_page(tabs, served + path, width, height)
        used = rendering_fonts(page, "article h2, article p")
        chinese = {f: n for f, n in used.items() if re.search(r"CJK|Han|PingFang|Hiragino|YaHei|WenQuanYi", f)}
        assert chinese and max(chinese.values()) > 0, f"{path}: drawn with {used}"
        page.screenshot(path=str(SCREENSHOTS / f"{name}-{width}.png"))
        assert not problems, problems
        tabs.close(page)


@pytest.mark.parametrize("side", ["", "zh/"])
def test_the_home_pages_lessons_fit_a_phone_without_a_sideways_scroll(served, tabs, side):
    """Walkthrough 2, item 16: the two games' lessons side by side, at 390 px, in both languages."""
    page, problems = open_page(tabs, f"{served}/{side}", 390, 844)
    wrap = page.locator(".cs-lessons .md-typeset__scrollwrap, .cs-lessons .md-typeset__table").first
    table = page.locator(".cs-lessons table").first
    assert table.count() == 1, "the lessons' table is inside .cs-lessons"
    over = wrap.evaluate("el => el.scrollWidth - el.clientWidth")
    assert over <= 1, f"/{side}: the lessons' table is {over} px wider than a phone's screen"
    assert not problems, problems
    tabs.close(page)


@pytest.mark.parametrize("card", ["cards/five-card-draw", "cards/one-up-one-down"])
def test_each_rules_card_prints_on_one_a4_page_in_both_languages(served, tabs, chinese_font, card):
    for side in ("", "zh/"):
        page, _ = open_page(tabs, f"{served}/{side}{card}/")
        pdf = page.pdf(format="A4", prefer_css_page_size=True, print_background=True)
        pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
        assert pages == 1, f"{side}{card} prints on {pages} pages"
        tabs.close(page)


def _material_config(page: Path) -> dict:
    found = re.search(r'<script id="__config" type="application/json">(.*?)</script>', read(page), re.S)
    assert found, page
    return json.loads(found.group(1))


def test_the_chinese_search_box_says_what_to_type(built_site):
    """The fourth native read (issue 23, D13): Material's zh 键入以开始搜索 reads like a translated program;
    the zh build's theme language is Material's zh with that one string changed (overrides/partials/languages/
    custom.html) — the page still says it is Chinese, and the English site keeps Material's English."""
    chinese, english = built_site / "zh" / "index.html", built_site / "index.html"
    assert _material_config(chinese)["translations"]["search.result.placeholder"] == "输入关键词搜索"
    assert _material_config(english)["translations"]["search.result.placeholder"] == "Type to start searching"
    assert '<html lang="zh"' in read(chinese) and '<html lang="en"' in read(english)
    assert 'placeholder="搜索"' in read(chinese)
