"""The published site: built from the lessons, offline, checked in a real browser.

The whole site is built once (tools/build_site.py: `mkdocs build --strict` and every lesson
exported), served from build/site on loopback and visited page by page in Debian's chromium.
"""

import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
SITE = ROOT / "build" / "site"
LESSONS = sorted(p.stem for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


@pytest.fixture(scope="module")
def built_site():
    result = subprocess.run([sys.executable, "tools/build_site.py"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return SITE


def test_the_site_builds_strictly_with_a_page_and_two_exports_per_lesson(built_site):
    for stem in LESSONS:
        assert (built_site / "lessons" / stem / "index.html").exists(), f"no page for {stem}"
        static = (built_site / "static" / f"{stem}.html").read_text(encoding="utf-8")
        assert "cdn.jsdelivr.net" not in static, f"{stem}: the pre-rendered lesson must not need a CDN"
        assert (built_site / "live" / stem / "index.html").exists(), f"no live version of {stem}"
    assert (built_site / "marimo" / "assets").is_dir()


def test_every_lesson_is_in_the_navigation():
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    missing = [stem for stem in LESSONS if f"lessons/{stem}.md" not in nav]
    assert not missing, f"add these lessons to the nav of mkdocs.yml: {missing}"


LOADS = re.compile(r'<(?:script|img|iframe|source|video|audio)\b[^>]*\bsrc="(https?://[^"]+)"'
                   r'|<link\b[^>]*\bhref="(https?://[^"]+)"')


def test_pages_load_nothing_from_outside_but_the_live_lessons(built_site):
    for page in built_site.rglob("*.html"):
        if page.is_relative_to(built_site / "live") or page.is_relative_to(built_site / "marimo"):
            continue
        for match in LOADS.finditer(page.read_text(encoding="utf-8")):
            pytest.fail(f"{page.relative_to(built_site)} loads {match.group(1) or match.group(2)}")


# ---- in the browser --------------------------------------------------------------------------------

needs_browser = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                   reason="chromium is not installed (apt-get install chromium)")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def served(built_site):
    handler = functools.partial(QuietHandler, directory=str(built_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--no-first-run", "--disable-sync"])
        yield chromium
        chromium.close()


def site_pages(site: Path) -> list[str]:
    """The URL path of every MkDocs page (the exported lessons are checked through their pages)."""
    pages = []
    for index in site.rglob("index.html"):
        folder = index.parent.relative_to(site)
        if folder.parts and folder.parts[0] in ("live", "marimo", "static", "assets", "search"):
            continue
        pages.append("/" + "".join(f"{part}/" for part in folder.parts))
    return sorted(pages)


def visit(browser, url):
    page = browser.new_page(viewport={"width": 1200, "height": 1000})
    problems = []
    page.on("console", lambda m: problems.append(f"console: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: problems.append(f"failed: {r.url} {r.failure}"))
    page.on("response", lambda r: problems.append(f"{r.status}: {r.url}") if r.status >= 400 else None)
    page.goto(url)
    page.wait_for_load_state("networkidle")
    return page, problems


@needs_browser
def test_every_page_loads_offline_with_no_errors(served, browser, built_site):
    pages = site_pages(built_site)
    assert len(pages) == 7 + len(LESSONS)   # home, 2 rules, 2 rules cards, teachers, glossary, lessons
    for path in pages:
        page, problems = visit(browser, served + path)
        page.locator("h1").first.wait_for()
        assert not problems, f"{path}: {problems}"
        page.close()


@needs_browser
def test_the_navigation_reaches_every_lesson(served, browser):
    page, problems = visit(browser, served + "/")
    hrefs = page.eval_on_selector_all("nav.md-nav a.md-nav__link", "links => links.map(a => a.href)")
    for stem in LESSONS:
        assert any(h.rstrip("/").endswith(f"/lessons/{stem}") for h in hrefs), f"{stem} is not in the navigation"
    assert not problems, problems


@needs_browser
@pytest.mark.parametrize("stem", LESSONS)
def test_each_lesson_page_shows_its_title_and_the_rendered_lesson(served, browser, stem):
    page, problems = visit(browser, f"{served}/lessons/{stem}/")
    title = page.locator("h1").first.inner_text()
    lesson = page.frame_locator("iframe.cs-lesson")
    lesson.locator("h1").first.wait_for(timeout=30_000)
    assert lesson.locator("h1").first.inner_text().split("·")[0].strip() in title
    lesson.locator("svg.cs-card").first.wait_for(timeout=30_000)
    page.get_by_text("needs an internet connection").first.wait_for(state="attached")
    assert not problems, problems
    page.close()


@needs_browser
@pytest.mark.parametrize("query", ["full house", "葫芦"])
def test_search_finds_english_and_chinese_terms(served, browser, query):
    page, problems = visit(browser, served + "/")
    page.keyboard.press("/")
    box = page.locator("input.md-search__input")
    for _ in range(40):                       # the search index loads in a worker; ask until it answers
        box.fill(query)
        box.press("End")
        page.wait_for_timeout(250)
        if page.locator(".md-search-result__item").count():
            break
    results = page.locator(".md-search-result").inner_text()
    assert "matching document" in results and "five-card draw" in results.lower(), results[:300]
    assert not problems, problems
