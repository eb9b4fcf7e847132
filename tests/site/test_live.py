"""The live lessons as a reader meets them on a slow or failing network, and the site a device keeps.

- A live page shows the lesson at once (its reading copy, tools/reading_copy.py), then the live lesson
  (tests/site/test_site_progress.py).
- Each part that can fail (marimo's scripts, Python's main file, Python's other files, a wheel, or a
  file that never comes) is reported within its bound, in the reader's language, with Reload, and the
  lesson stays readable.
- After one visit the device keeps the whole site (build/site/sw.js): with the server stopped, the same
  browser profile opens other lessons live.
- A lesson page prints the lesson; search finds a lesson by its own words.
- The figures the README gives are the build's (build/site/figures.json).

Every browser here is the run's one chromium; every request that is not to loopback fails (a closed proxy).
Timings are bounds and ratios within the run, not benchmarks (benchmarks/site.py measures).
"""

import hashlib
import io
import json
import re
import sys
import time
import unicodedata
import urllib.request

import pytest
from support import BROWSER_BOUND_MS, LIVE_KEPT, ROOT, live_lesson_answers, live_state, serve

sys.path.insert(0, str(ROOT / "tools"))
from reading_copy import text_of  # noqa: E402

LESSONS = sorted(p.stem for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))
OFFLINE = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}


def figures(site):
    return json.loads((site / "figures.json").read_text(encoding="utf-8"))


# ---- the build's output ------------------------------------------------------------------------------

def test_each_lesson_has_a_reading_copy_in_both_languages_with_its_title_and_cards(built_site):
    from site_hooks import lesson_facts
    for stem in LESSONS:
        for suffix, lang in (("", "en"), (".zh", "zh")):
            copy = (built_site / "static" / f"{stem}{suffix}.read.html").read_text(encoding="utf-8")
            title = lesson_facts(ROOT / "lessons" / f"{stem}.py", lang)["title"]
            assert title and title.split(" · ")[0] in text_of(copy), f"{stem}{suffix}: no title {title!r}"
            static = (built_site / "static" / f"{stem}{suffix}.html").read_text(encoding="utf-8")
            # the pictures marimo's export holds are all in the copy (counted in the export's own JSON)
            assert ("cs-card" in copy) == ("cs-card" in static), f"{stem}{suffix}: the cards' pictures"
            assert "<script" not in copy, f"{stem}{suffix}: a reading copy runs nothing"


def test_the_chinese_pre_rendered_lessons_say_they_are_chinese(built_site):
    """Their language, and the tab's title: the lesson's Chinese name, as its heading gives it."""
    for stem in LESSONS:
        page = (built_site / "static" / f"{stem}.zh.html").read_text(encoding="utf-8")
        assert '<html lang="zh-Hans">' in page[:400], stem
        title = re.search(r"<title>([^<]*)</title>", page)[1]
        assert re.search(r"[\u4e00-\u9fff]", title) and not re.search(r"[A-Za-z]{3}", title), (stem, title)
        assert title in text_of((built_site / "static" / f"{stem}.zh.read.html").read_text(encoding="utf-8")), stem


def test_a_live_page_loads_nothing_of_marimo_before_the_lesson_shows(built_site):
    """marimo's 5.6 MB of scripts and styles wait in a template (tools/live_loading.js adds them once the
    reading copy shows): outside it the page loads only the loading line's own small files."""
    for stem in LESSONS:
        html = (built_site / "live" / stem / "index.html").read_text(encoding="utf-8")
        outside = re.sub(r'<template id="cs-marimo-head">.*?</template>', "", html, flags=re.S)
        assert '<template id="cs-marimo-head">' in html
        assert not re.search(r'rel="(modulepreload|preload)"|type="module"', outside), stem
        assert re.findall(r'rel="stylesheet" href="([^"]+)"', outside) == ["../loading.css"], stem
        template = html[html.index('<template id="cs-marimo-head">'):]
        assert re.search(r'<script type="module"[^>]*src="\.\./\.\./marimo/assets/index-', template), stem


def test_the_service_worker_keeps_every_file_of_this_build_and_is_named_by_them(built_site):
    code = (built_site / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"^const FILES = (\{.*\});", code, re.M)[1])
    version = re.search(r'^const VERSION = "(\w+)";', code, re.M)[1]
    on_disk = {p.relative_to(built_site).as_posix(): p for p in built_site.rglob("*") if p.is_file()}
    on_disk.pop("sw.js")
    assert set(files) == set(on_disk)
    for path, digest in files.items():
        assert hashlib.sha256(on_disk[path].read_bytes()).hexdigest()[:12] == digest, path
    assert version == hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:12]
    # what the teachers' guide says a device keeps is what the service worker lists
    kept = sum(p.stat().st_size for p in on_disk.values()) + len(code.encode())
    assert abs(figures(built_site)["device_mb"] - kept / 1e6) < 1


def test_the_readme_and_the_pages_give_the_builds_figures(built_site):
    said = figures(built_site)
    assert said["lessons"] == len(LESSONS) and said["exports"] == 3 * len(LESSONS)
    site = sum(p.stat().st_size for p in built_site.rglob("*") if p.is_file())
    assert abs(said["site_mb"] - site / 1e6) < 1
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## The site"):readme.index("## Development")]
    flat = " ".join(section.split())
    assert f"{said['exports']} marimo exports" in flat
    for claim in (f"each of the {said['lessons']} lessons", f"shared by all {said['lessons']}",
                  f"downloads about {said['first_live_mb']} MB", f"the whole site (about {said['device_mb']} MB",
                  f"nothing arrives for {said['stall_s']} s", f"nothing happens for {said['stall_running_s']} s"):
        assert claim in flat, f"the README should say {claim!r} (build/site/figures.json)"
    # every figure a page names is filled in by the build
    for page in built_site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        for name, value in re.findall(r'data-figure="(\w+)">([^<]*)<', html):
            assert value == str(said[name]), f"{page}: {name} is {value!r}"
    teachers = [(built_site / side / "teachers" / "index.html").read_text(encoding="utf-8") for side in ("", "zh")]
    for html in teachers:
        assert 'data-figure="device_mb"' in html and 'data-figure="first_live_mb"' in html
        assert "http.server -d build/site 8000" in html     # serving the built site to a classroom (both languages)


def test_search_finds_a_lesson_by_its_own_words_and_ranks_worksheets_below(built_site):
    lesson = "lessons/02_ranking_hands/"
    for side, word in (("", "kicker"), ("zh/", "踢脚牌")):
        docs = json.loads((built_site / side / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
        found = {d["location"].split("#")[0] for d in docs if word in d["text"].lower() or word in d["title"]}
        assert lesson in found, f"{side or 'en'}: {word} does not find {lesson}: {sorted(found)}"
        boost = {d["location"].split("#")[0]: d.get("boost", 1) for d in docs}
        sheets = [b for loc, b in boost.items() if "-seed-" in loc]
        assert sheets and max(sheets) < min(boost[f"lessons/{stem}/"] for stem in LESSONS)
        assert max(sheets) < boost["rules/five-card-draw/"]


# ---- failures, each within its bound ----------------------------------------------------------------

@pytest.fixture(scope="module")
def failing(chromium):
    """A context whose requests the tests can fail one by one (routing: the HTTP cache is off, and so
    is the service worker, which routing would not see)."""
    context = chromium.new_context(viewport={"width": 1000, "height": 800}, proxy=OFFLINE, service_workers="block")
    context.set_default_timeout(BROWSER_BOUND_MS)
    yield context
    context.close()


STALL_FOR_TEST = 20           # the stall bound, shortened for the test (window.csLiveBounds)
# part: (the file to fail, how, what the line names)
PARTS = {
    "marimo's scripts": ("**/marimo/assets/cells-*.js", "abort", ("marimo's programs", "运行课程用的程序")),
    "Python's main file": ("**/pyodide/pyodide.asm.wasm", "abort", ("pyodide.asm.wasm", "pyodide.asm.wasm")),
    "Python's package list": ("**/pyodide/pyodide-lock.json", "404", ("pyodide-lock.json", "pyodide-lock.json")),
    "a wheel": ("**/pyodide/marimo_base-*.whl", "abort", ("A package the lesson needs", "课程需要的一个程序包")),
    "a file that never comes": ("**/pyodide/python_stdlib.zip", "hang",
                                (f"nothing arrived for {STALL_FOR_TEST} seconds",
                                 f"{STALL_FOR_TEST} 秒钟什么都没收到")),
}


def test_every_line_the_live_loader_shows_has_its_chinese():
    """Each sentence of tools/live_loading.js is written t(English, Chinese): the failures below are each
    seen in one language, so that every sentence has its Chinese is checked here."""
    source = (ROOT / "tools" / "live_loading.js").read_text(encoding="utf-8")
    literal = r"""(?:`[^`]*`|"[^"]*")(?:\s*\+\s*(?:`[^`]*`|"[^"]*"))*"""     # one, or several joined by +
    calls = re.findall(rf"\bt\(\s*({literal})\s*,\s*({literal})\s*\)", source)
    assert len(calls) >= 20, calls
    for english, chinese in calls:
        assert re.search(r"[A-Za-z]{3}", english) and re.search(r"[\u4e00-\u9fff]", chinese), (english, chinese)
    assert len(re.findall(r"\bt\(", source)) == len(calls) + 1, "every t(…) but its definition is read above"


@pytest.mark.live
def test_each_part_failing_is_reported_within_its_bound_and_the_lesson_stays(served, built_site, failing):
    """Each part fails in a tab of its own (all at once), the tabs in English and in Chinese by turns: the
    line turns to "could not start" in the reader's language, names the part, offers Reload, and the
    lesson's reading copy stays. A failed file is reported within 30 s of failing, naming it (seconds when
    idle; the slack is for a busy machine); a file that never comes, the stall bound (shortened here) after
    the last file that did, give or take 30 s — as a wait that may yet carry on: when the file does come,
    loading goes on."""
    failing.add_init_script(f"window.csLiveBounds = {{stall: {STALL_FOR_TEST}}}")
    # when the line turned to "failed" or "stalled", by the page's clock (the same machine's wall clock as
    # time.time()), and which
    failing.add_init_script("""new MutationObserver(() => {
        const line = document.querySelector('#cs-live');
        if (line && ['failed', 'stalled'].includes(line.dataset.state) && !window.csFailedAt) {
          window.csFailedAt = Date.now() / 1000;
          window.csFailedAs = line.dataset.state;
        }
      }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-state']});""")
    assert figures(built_site)["stall_s"] == 30
    failed_at, last_byte, tabs, held = {}, {}, [], []
    language = {part: index % 2 for index, part in enumerate(PARTS)}      # 0: English, 1: Chinese
    for part, (pattern, how, _) in PARTS.items():
        page = failing.new_page()

        def fail(route, request, part=part, how=how):
            failed_at.setdefault(part, time.time())
            if how == "abort":
                route.abort()
            elif how == "404":
                route.fulfill(status=404, body="not here")
            else:
                held.append(route)                  # never answered
        page.route(pattern, fail)
        last_byte[part] = 0.0
        page.on("requestfinished", lambda request, part=part: last_byte.__setitem__(part, time.time()))
        page.goto(f"{served}/live/04_a_round_and_a_match/{('', '?lang=zh')[language[part]]}", wait_until="commit")
        tabs.append((part, page))
    for part, page in tabs:
        said = language[part]
        page.wait_for_function("window.csFailedAt", timeout=300_000)
        reported = page.evaluate("window.csFailedAt")
        assert part in failed_at, f"{part}: never requested"
        hang = PARTS[part][1] == "hang"
        if hang:
            # no progress: from the last file that arrived (the held file's neighbours go on arriving)
            since = reported - max(failed_at[part], last_byte[part])
            assert STALL_FOR_TEST - 1 <= since <= STALL_FOR_TEST + 30, f"{part}: reported {since:.1f} s after"
        else:
            since = reported - failed_at[part]
            assert since <= 30, f"{part}: reported {since:.1f} s after it failed"
        assert page.evaluate("window.csFailedAs") == ("stalled" if hang else "failed"), part
        line = page.locator("#cs-live").inner_text()
        assert PARTS[part][2][said] in line, f"{part}: {line}"
        assert ("Reload", "重新加载")[said] in line and ("互动课程", "could not")[said] not in line, line
        assert not said or "。 " not in line, f"Chinese sentences are not spaced apart: {line}"
        assert page.get_by_role("button", name=("Reload", "重新加载")[said]).is_visible()
        assert page.locator("#cs-reading svg.cs-card").first.is_visible(), f"{part}: the lesson is gone"
        if hang:
            assert ("appears by itself", "会自动出现")[said] in line, line
            for route in held:                      # the file comes after all: loading carries on
                route.continue_()
            page.wait_for_function("document.querySelector('#cs-live').dataset.state !== 'stalled'", timeout=120_000)
            assert page.locator("#cs-live").get_attribute("data-state") in ("loading", "ready"), part
        page.close()


# ---- the site a device keeps ------------------------------------------------------------------------

@pytest.mark.live
def test_after_one_visit_the_device_opens_three_other_lessons_live_with_no_server(built_site, chromium):
    """A server of its own (the run's stays up), one browser profile: one live lesson and the rest of the
    site kept in the background; then the server stops and three other lessons open live, one in Chinese.
    The lessons in English answer their control (for them, this is the run's test that they do)."""
    first, *others = LIVE_KEPT
    server = serve(built_site)
    site = f"http://127.0.0.1:{server.server_address[1]}"
    context = chromium.new_context(viewport={"width": 1200, "height": 1600}, proxy=OFFLINE)
    context.set_default_timeout(BROWSER_BOUND_MS)
    try:
        page = context.new_page()
        page.goto(f"{site}/live/{first}/")
        assert live_state(page) == "ready", page.locator("#cs-live").inner_text()
        live_lesson_answers(page, first)
        total = len(json.loads(re.search(r"^const FILES = (\{.*\});",
                                         (built_site / "sw.js").read_text(encoding="utf-8"), re.M)[1]))
        page.wait_for_function(f"document.documentElement.dataset.csKept === '{total}/{total}'", timeout=300_000)
        page.close()
    finally:
        server.shutdown()
        server.server_close()
    with pytest.raises(OSError):
        urllib.request.urlopen(site, timeout=2)
    try:
        opened = []
        for stem, query in ((others[0], ""), ("06_one_up_one_down", "?lang=zh"), (others[1], "")):
            page = context.new_page()                       # all three at once, as a class's tabs would be
            page.goto(f"{site}/live/{stem}/{query}", wait_until="commit")
            opened.append((stem, query, page))
        for stem, query, page in opened:
            assert live_state(page) == "ready", f"{stem}: {page.locator('#cs-live').inner_text()}"
            page.locator("#root svg.cs-card").first.wait_for(timeout=60_000)
            if not query:
                live_lesson_answers(page, stem)
            else:
                marimo_follows_the_lessons_language(page)
            page.close()
        page = context.new_page()
        page.goto(f"{site}/zh/teachers/")                   # and the pages
        assert "用 cardschool 上课" in page.locator("h1").first.inner_text()
        page.close()
    finally:
        context.close()


# marimo's badge, its notifications' name and <html lang>, as the page shows them now
MARIMO_WORDS = """() => [[...document.querySelectorAll('a[href*="marimo"]')].map(a => a.innerText.trim())
  .find(t => t.includes('marimo')),
  [...document.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label'))
  .find(l => l.startsWith('Notifications') || l.startsWith('通知')), document.documentElement.lang]"""


def marimo_follows_the_lessons_language(page) -> None:
    """A live lesson opened in Chinese, switched to English and back: marimo's own words (its badge, the
    notifications' name) and <html lang> follow each switch, with no reload (the second walkthrough, item 4)."""
    chinese = ["用 marimo 制作", "通知（F8）", "zh-Hans"]
    english = ["made with marimo", "Notifications (F8)", "en"]
    page.wait_for_function(f"({MARIMO_WORDS})().join('|') === {json.dumps('|'.join(chinese))}", timeout=60_000)
    for choice, expected in (("English", english), ("简体中文", chinese)):
        page.get_by_role("radio", name=choice).first.click()
        try:
            page.wait_for_function(f"({MARIMO_WORDS})().join('|') === {json.dumps('|'.join(expected))}",
                                   timeout=120_000)
        except Exception:
            raise AssertionError(f"after {choice}: {page.evaluate(MARIMO_WORDS)}") from None


# ---- print --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("side", ["", "zh/"], ids=["en", "zh"])
def test_a_printed_lesson_page_holds_the_whole_lesson(served, tabs, built_site, side):
    """The PDF chromium prints of a lesson page holds the lesson's text to its end (the old frame stopped
    after ~720 px), in the page's language, and not the tabs' text."""
    from pypdf import PdfReader
    stem = "03_replacing_cards"
    copy = text_of((built_site / "static" / f"{stem}{'.zh' if side else ''}.read.html").read_text(encoding="utf-8"))
    page, _ = tabs.open(f"{served}/{side}lessons/{stem}/")
    pdf = PdfReader(io.BytesIO(page.pdf(format="A4", print_background=True)))
    # NFKC: the PDF's font maps some characters to look-alikes (⼿ KANGXI RADICAL HAND for 手, ⾥ for 里)
    printed = unicodedata.normalize("NFKC", "".join("".join(p.extract_text().split()) for p in pdf.pages))
    words = [w for w in re.split(r"[\s,.;:!?·（），。：；、]+", copy) if len(w) > 3 or (side and len(w) > 1)]
    for word in (words[5], words[len(words) // 2], words[-3]):        # the start, the middle and the end
        assert "".join(word.split()) in printed, f"{side}{stem}: {word!r} is not printed"
    assert ("On your own computer", "在自己的电脑上")[bool(side)] not in printed
    # the lesson's switches are not printed, and a hand's cards stay on one line (the second walkthrough, item 17)
    label = ("Large print (projector)", "大字（投影）")[bool(side)]
    assert label in copy and unicodedata.normalize("NFKC", "".join(label.split())) not in printed
    page.emulate_media(media="print")
    rows = page.evaluate("""() => [...document.querySelectorAll('.cs-print-lesson .cs-hand')].map(h =>
        new Set([...h.querySelectorAll('svg.cs-card')].map(c => Math.round(c.getBoundingClientRect().top))).size)""")
    assert rows and set(rows) == {1}, rows
    tabs.close(page)
