"""The published site: built from the lessons, offline, checked in a real browser.

The whole site is built once for the run (tests/site/conftest.py: tools/build_site.py, `mkdocs build
--strict`, the browser's Python and every lesson exported) with the network cut off, served from
build/site on loopback and visited in Debian's chromium with every request that is not to loopback
failing and noted — as a reader with no internet meets it.
"""

import html.parser
import json
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from support import FORGET_PROGRESS, LIVE_KEPT, LIVE_RELOADED, ROOT, live_lesson_answers, live_state

LESSONS = sorted(p.stem for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))


def test_the_site_builds_offline_with_a_page_and_two_exports_per_lesson(built_site):
    for stem in LESSONS:
        assert (built_site / "lessons" / stem / "index.html").exists(), f"no page for {stem}"
        static = (built_site / "static" / f"{stem}.html").read_text(encoding="utf-8")
        assert "cdn.jsdelivr.net" not in static, f"{stem}: the pre-rendered lesson must not need a CDN"
        live = (built_site / "live" / stem / "index.html").read_text(encoding="utf-8")
        assert 'data-pyodide-index-url="../../pyodide/"' in live, f"{stem}: the live lesson must use the site's Python"
    assert (built_site / "marimo" / "assets").is_dir()
    assert not list(built_site.rglob("*.map")), "source maps are not published"


def test_the_site_serves_one_python_for_every_live_lesson(built_site):
    lock = json.loads((built_site / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    for name, package in lock["packages"].items():
        assert (built_site / "pyodide" / package["file_name"]).is_file(), f"{name}: {package['file_name']} is missing"
        for dependency in package["depends"]:
            assert dependency in lock["packages"], f"{name} depends on {dependency}, which is not served"
    assert "marimo" in lock["packages"]["marimo-base"]["imports"]
    engine = list((built_site / "marimo" / "public" / "wheels").glob("engine-*.whl"))
    assert len(engine) == 1, engine
    for stem in LESSONS:
        live = (built_site / "live" / stem / "index.html").read_text(encoding="utf-8")
        assert engine[0].name.replace("+", "%2B") in live, f"{stem} does not install the site's engine wheel"
        assert not (built_site / "live" / stem / "assets").exists(), f"{stem} carries its own copy of marimo"


def test_every_lesson_is_in_the_navigation():
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    missing = [stem for stem in LESSONS if f"lessons/{stem}.md" not in nav]
    assert not missing, f"add these lessons to the nav of mkdocs.yml: {missing}"


class OffSiteLoads(html.parser.HTMLParser):
    """The off-site addresses an HTML page would load (plain <a href> links are not loads)."""

    LOADING = {"src", "srcset", "poster", "data", "background", "action", "formaction"}

    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if not value:
                continue
            loads = (name in self.LOADING or (name == "href" and tag not in ("a", "area"))
                     or (name.startswith("data-") and name.endswith("-url")))
            if loads and off_site(value):
                self.found.append(f"<{tag} {name}={value!r}>")
            if name == "style":
                self.found += css_loads(value)

    def handle_data(self, data):
        if self.lasttag == "style":
            self.found += css_loads(data)


def off_site(address: str) -> bool:
    address = address.strip().split()[0] if address.strip() else ""
    return bool(urlsplit(address).netloc) or address.startswith("//")


def css_loads(css: str) -> list[str]:
    urls = re.findall(r"""url\(\s*['"]?([^'")]+)""", css) + re.findall(r"""@import\s+['"]([^'"]+)""", css)
    return [f"url({u})" for u in urls if off_site(u)]


def test_nothing_the_site_serves_loads_from_another_site(built_site):
    """Pages, stylesheets and manifests name only files of the site (plain links to elsewhere are fine).
    marimo's and Pyodide's scripts hold CDN addresses as fallbacks for pages that name no source of
    their own; the live-lesson browser test proves they are never used (it aborts every such request)."""
    found = []
    for path in built_site.rglob("*"):
        where = path.relative_to(built_site)
        if path.suffix == ".html":
            parser = OffSiteLoads()
            parser.feed(path.read_text(encoding="utf-8"))
            found += [f"{where}: {load}" for load in parser.found]
        elif path.suffix == ".css":
            found += [f"{where}: {load}" for load in css_loads(path.read_text(encoding="utf-8"))]
        elif path.suffix in (".json", ".webmanifest") and path.parent.name != "search":
            data = json.loads(path.read_text(encoding="utf-8"))
            found += [f"{where}: {value}" for value in strings_in(data) if off_site(value) and "/" in value]
    assert not found, "\n".join(found)


def strings_in(data) -> list[str]:
    if isinstance(data, dict):
        return [s for value in data.values() for s in strings_in(value)]
    if isinstance(data, list):
        return [s for value in data for s in strings_in(value)]
    return [data] if isinstance(data, str) else []


def test_no_page_says_the_live_lessons_need_the_internet(built_site):
    for page in [*built_site.glob("**/index.html"), ROOT / "README.md", *(ROOT / "site").rglob("*.md")]:
        text = page.read_text(encoding="utf-8").lower()
        assert "needs an internet connection" not in text and "needs the internet" not in text, page


# ---- in the browser ----------------------------------------------------------------------------------

def site_pages(site: Path) -> list[str]:
    """The URL path of every MkDocs page (the exported lessons are checked through their pages)."""
    pages = []
    for index in site.rglob("index.html"):
        folder = index.parent.relative_to(site)
        if folder.parts and folder.parts[0] in ("live", "marimo", "static", "assets", "search", "pyodide"):
            continue
        pages.append("/" + "".join(f"{part}/" for part in folder.parts))
    return sorted(pages)


def test_every_page_loads_offline_with_no_errors(served, offline, tabs, built_site):
    """Every page, in both languages — but the lesson pages, which the test below opens, each with its
    embedded lesson, checking the same."""
    pages = site_pages(built_site)
    english = [p for p in pages if not p.startswith("/zh/")]
    assert "/" in english and {f"/lessons/{stem}/" for stem in LESSONS} <= set(english)
    assert len(pages) == 2 * len(english)    # every page in English and in 简体中文
    lesson_pages = {f"/{side}lessons/{stem}/" for side in ("", "zh/") for stem in LESSONS}
    others = [p for p in pages if p not in lesson_pages]
    for start in range(0, len(others), 6):       # six tabs at a time: most of a visit is waiting for the network
        batch = others[start:start + 6]
        offline.off_site.clear()
        visits = [(path, *tabs.open(served + path, wait_until="commit", keep_off_site=True)) for path in batch]
        for path, page, problems in visits:
            tabs.settle(page)
            page.locator("h1").first.wait_for()
            assert not problems, f"{path}: {problems}"
            tabs.close(page)
        assert not offline.off_site, f"{batch}: {offline.off_site}"


def test_the_navigation_reaches_every_lesson(served, offline, tabs):
    page, problems = tabs.open(served + "/")
    hrefs = page.eval_on_selector_all("nav.md-nav a.md-nav__link", "links => links.map(a => a.href)")
    for stem in LESSONS:
        assert any(h.rstrip("/").endswith(f"/lessons/{stem}") for h in hrefs), f"{stem} is not in the navigation"
    assert not problems, problems
    tabs.close(page)


# each row of the "Name the hand" key: how far its category starts right of its hand's last card (px)
KEY_GAPS = """() => [...document.querySelectorAll('.cs-worksheet-key tr')].filter(r => r.querySelector('td')).map(r => {
  const cards = [...r.querySelectorAll('.cs-ws-hand svg.cs-card')].map(c => c.getBoundingClientRect());
  const category = r.querySelector('td.cs-ws-answer').getBoundingClientRect();
  return cards.length === 5 ? category.left - Math.max(...cards.map(c => c.right)) : -1;
})"""


@pytest.mark.parametrize("language", ["", "zh/"], ids=["en", "zh"])
def test_the_name_the_hand_key_shows_all_five_cards_beside_the_category(served, offline, tabs, language):
    """The answer key's hand cell holds its five cards, none under the category beside it (the second
    walkthrough, item 3: a max-width in % squeezed the cell, and the category was printed over the fifth
    card) — on a laptop, on a phone, and printed on A4 (print media, the width of A4 within its margins)."""
    page, problems = tabs.open(f"{served}/{language}teachers/worksheets/name-the-hand-seed-1/")
    for media, width in (("screen", 1280), ("screen", 390), ("print", 703)):    # the next Tabs.open resets both
        page.emulate_media(media=media)
        page.set_viewport_size({"width": width, "height": 1000})
        gaps = page.evaluate(KEY_GAPS)
        assert len(gaps) == 9 and min(gaps) >= 0, (media, width, gaps)
    assert not problems, problems
    tabs.close(page)


@pytest.mark.parametrize(("language", "live_text"), [("", "Open the live lesson"), ("zh/", "打开浏览器版课程")],
                         ids=["en", "zh"])
def test_each_lesson_page_shows_its_title_and_the_rendered_lesson(served, offline, tabs, language, live_text):
    """Each lesson's page, six tabs at a time (most of a visit is waiting for the frame's scripts): its title
    is the lesson's, the pre-rendered lesson draws its cards in the frame, the second tab links the live
    lesson, and nothing is asked of another site."""
    for start in range(0, len(LESSONS), 6):
        offline.off_site.clear()
        visits = [(stem, *tabs.open(f"{served}/{language}lessons/{stem}/", wait_until="commit", keep_off_site=True))
                  for stem in LESSONS[start:start + 6]]
        for stem, page, problems in visits:
            title = page.locator("h1").first.inner_text(timeout=90_000)
            lesson = page.frame_locator("iframe.cs-lesson")
            lesson.locator("h1").first.wait_for(timeout=90_000)
            assert lesson.locator("h1").first.inner_text().split("·")[0].strip() in title, stem
            lesson.locator("svg.cs-card").first.wait_for(timeout=90_000)
            live = page.locator(f'a[href$="/live/{stem}/?lang={"zh" if language else "en"}"]')   # in the second tab
            assert live.inner_text() == live_text, stem
            tabs.settle(page)
            assert not problems, f"{stem}: {problems}"
            tabs.close(page)
        assert not offline.off_site, f"{LESSONS[start:start + 6]}: {offline.off_site}"


@pytest.mark.parametrize("stem", [LESSONS[0], LESSONS[-1]])
def test_a_pre_rendered_lesson_draws_its_cards_offline(served, offline, tabs, stem):
    page, problems = tabs.open(f"{served}/static/{stem}.html")
    page.locator("svg.cs-card").first.wait_for(timeout=30_000)
    tabs.settle(page)
    assert not problems and not offline.off_site, problems + offline.off_site
    tabs.close(page)


@pytest.mark.parametrize(("language", "next_text"), [("", "Next → Cards and dealing"), ("zh/", "下一课 → 认牌与发牌")])
def test_a_pre_rendered_lessons_next_link_opens_the_next_lesson_page(served, offline, tabs, language, next_text):
    """Inside the site's frame, "Next →" (made for marimo's gallery: ?file=NAME.py) opens the next
    lesson's page of the site, in the reader's language (tools/lesson_links.js)."""
    page, problems = tabs.open(f"{served}/{language}lessons/{LESSONS[0]}/")
    link = page.frame_locator("iframe.cs-lesson").get_by_text(next_text)
    link.wait_for(timeout=60_000)
    # lesson_links.js hears clicks from its first line (a script in the frame's head): once the link is
    # drawn, the page need only have loaded (its network can stay busy long after, and "networkidle" then
    # timed out now and then on a busy machine)
    page.wait_for_load_state("load")
    link.click()
    page.wait_for_url(f"**/{language}lessons/{LESSONS[1]}/", timeout=30_000)
    assert not problems, problems
    tabs.close(page)


# marimo asks its worker to start the session and gives up waiting after 20 s, though the session goes
# on and the lesson works: on a slow (or busy) machine Python takes longer than that to load.
MARIMO_START_TIMEOUT = "page error: RPC request timed out."


def test_the_live_lessons_loading_message_is_in_the_readers_language(served, offline, tabs):
    """Opened from a Chinese page (?lang=zh) the loading line, the lesson shown meanwhile, the page's
    language and the tab's title are Chinese only; else English only."""
    for query, says, not_says, lang, title in (("?lang=zh", "现在就可以阅读课程", "You can", "zh-Hans", "从这里开始"),
                                               ("", "You can read the lesson now", "现在", "en", "Start here")):
        page, _problems = tabs.open(f"{served}/live/{LESSONS[0]}/{query}", wait_until="commit")
        page.locator("#cs-live p").first.wait_for()
        text = page.locator("#cs-live").inner_text()
        assert says in text and not_says not in text, text
        assert page.evaluate("document.documentElement.lang") == lang
        page.locator("#cs-reading h1").first.wait_for()
        assert page.title() == title
        tabs.close(page)


# The lessons no other test starts live (tests/support.py: LIVE_KEPT, LIVE_RELOADED), four at a time: each
# spends most of its start loading Python, in a worker of its own tab.
LIVE_HERE = [stem for stem in LESSONS if stem not in {*LIVE_KEPT, LIVE_RELOADED}]
LIVE_BATCHES = [LIVE_HERE[start:start + 4] for start in range(0, len(LIVE_HERE), 4)]


def test_every_lesson_is_started_live_by_one_test():
    assert sorted([*LIVE_HERE, *LIVE_KEPT, LIVE_RELOADED]) == LESSONS


@pytest.mark.live
@pytest.mark.parametrize("stems", LIVE_BATCHES, ids=lambda stems: f"{stems[0][:2]}-{stems[-1][:2]}")
def test_each_live_lesson_runs_python_from_the_site_and_answers_a_control(served, offline, tabs, stems):
    offline.off_site.clear()
    page, _ = tabs.open(f"{served}/")
    page.evaluate(FORGET_PROGRESS)            # no lesson resumes what an earlier test kept (lessons/_progress.py)
    tabs.close(page)
    opened = []
    for stem in stems:
        page, problems = tabs.open(f"{served}/live/{stem}/", viewport={"width": 1200, "height": 1600},
                               keep_off_site=True)
        page.on("console", lambda m, problems=problems: problems.append(f"Python: {m.text}")
                if "Traceback" in m.text or '"type":"exception"' in m.text else None)
        page.locator("#cs-live").wait_for(state="attached")
        assert "You can read the lesson now" in page.locator("#cs-live").inner_text(), stem
        opened.append((stem, page, problems))
    for stem, page, problems in opened:
        assert live_state(page) == "ready", f"{stem}: {page.locator('#cs-live').inner_text()}"
        live_lesson_answers(page, stem)
        problems = [p for p in problems if p != MARIMO_START_TIMEOUT]
        assert not problems, f"{stem}: {problems}"
        tabs.close(page)
    assert not offline.off_site, f"{stems}: {offline.off_site}"
