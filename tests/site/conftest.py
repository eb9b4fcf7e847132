"""The published site, built once for the run and shared by every test that reads or visits it.

tools/build_site.py builds it (`mkdocs build --strict`, the browser's Python, every lesson exported)
with the network cut off, into build/site; it is served from there on loopback and visited in one
browser context with no internet (``offline``). The build's inputs (the pinned Pyodide downloads,
marimo's ruff) must have been fetched before: `uv run python tools/build_site.py --fetch` (.ci/run does
it); without them the tests that need the site are skipped locally and fail in CI.
"""

import os
import re
import subprocess
import sys
import time

import pytest
from filelock import FileLock
from support import BROWSER_BOUND_MS, ROOT, serve

SITE = ROOT / "build" / "site"
# what "no internet" looks like to the build's tools: every proxy a closed port on loopback
NO_NETWORK = {**{name: "http://127.0.0.1:9" for name in ("HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY",
                                                          "https_proxy", "http_proxy", "all_proxy")},
              "NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost", "UV_OFFLINE": "1"}
OFF_SITE = re.compile(r"^(?!http://127\.0\.0\.1[:/]|data:|blob:)")


def build_site() -> str:
    """tools/build_site.py run with the network cut off: "" once built, else why the site cannot be."""
    result = subprocess.run([sys.executable, "tools/build_site.py"], cwd=ROOT, capture_output=True, text=True,
                            env={**os.environ, **NO_NETWORK})
    output = result.stdout + result.stderr
    if result.returncode != 0 and ("cannot download" in output or "could not fetch ruff" in output):
        if os.environ.get("CI"):
            return "CI must fetch the site's inputs first: uv run python tools/build_site.py --fetch\n" + output
        return "skip: the site's inputs are not fetched yet: uv run python tools/build_site.py --fetch"
    if result.returncode != 0:
        return output
    print(f"\n{result.stdout.strip()}")
    return ""


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, worker_id):
    """build/site, built once for the run with the network cut off. Under pytest-xdist the site's tests
    run on both workers: the first to get here builds it, the other waits and uses that build (or its
    failure) — pytest-xdist's recipe for a fixture run once."""
    if worker_id == "master":
        why = build_site()
    else:
        shared = tmp_path_factory.getbasetemp().parent
        with FileLock(shared / "site.lock"):
            said = shared / "site.built"
            if said.is_file():
                why = said.read_text(encoding="utf-8")
            else:
                why = build_site()
                said.write_text(why, encoding="utf-8")
    if why.startswith("skip: "):
        pytest.skip(why.removeprefix("skip: "))
    assert not why, why
    return SITE


@pytest.fixture(scope="session")
def served(built_site):
    """The built site's address on loopback."""
    server = serve(built_site)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def offline_context(chromium, **options):
    """A browser context with no internet: its proxy is a closed port on loopback and only the site's
    own address (127.0.0.1) bypasses it, so every other request fails, and each is noted in
    ``context.off_site`` (each is a problem). Routing requests to abort them would do the same but turn
    the browser's HTTP cache off; with the proxy the cache works as a reader's does."""
    # an English browser unless told otherwise: a live lesson opens in the browser's language (lesson_links.js)
    context = chromium.new_context(**{"viewport": {"width": 1200, "height": 1000}, "locale": "en-US", **options},
                                   proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    context.set_default_timeout(BROWSER_BOUND_MS)
    context.off_site = []
    context.on("requestfailed", lambda request: context.off_site.append(request.url)
               if OFF_SITE.match(request.url) else None)
    return context


@pytest.fixture(scope="session")
def offline(chromium):
    """One browser context for every page, with no internet (:func:`offline_context`); without the site's
    service worker (which keeps the whole site, 60 MB, in the background), which only the test of it
    uses (tests/site/test_live.py): here every page is a first visit's, and the run stays light."""
    context = offline_context(chromium, service_workers="block")
    yield context
    context.close()


@pytest.fixture
def offline_own_storage(chromium):
    """A browser context of its own, with no internet as ``offline`` and its own storage (IndexedDB),
    empty at the start and gone at the end: what a test keeps there is seen by no other test."""
    context = offline_context(chromium, viewport={"width": 1200, "height": 1600}, service_workers="block")
    yield context
    context.close()


class Tabs:
    """The ``offline`` context's tabs, kept open and reused: opening and closing a tab costs chromium more
    CPU (about a second) than the visit in it. ``open`` gives a tab at ``url`` and the list that fills
    with every failed request, every response of 400 or more, and every console error and uncaught
    exception of that visit; ``close`` takes the tab back (to a blank page)."""

    VIEWPORT = {"width": 1200, "height": 1000}

    QUIET_MS = 500                               # what Playwright's "networkidle" waits for, too

    def __init__(self, context):
        self.context = context
        self.idle = []
        self.said = {}
        self.in_flight = {}                      # page → {request: when it was sent}

    def _new(self):
        page = self.context.new_page()
        self.said[page] = []

        def note(problem):
            self.said[page].append(problem)

        page.on("console", lambda m: note(f"console: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: note(f"page error: {e}"))
        page.on("requestfailed", lambda r: note(f"failed: {r.url} {r.failure}"))
        page.on("response", lambda r: note(f"{r.status}: {r.url}") if r.status >= 400 else None)
        flying = self.in_flight[page] = {}
        page.on("request", lambda r: flying.__setitem__(r, time.monotonic()))
        page.on("requestfinished", lambda r: flying.pop(r, None))
        page.on("requestfailed", lambda r: flying.pop(r, None))
        return page

    def open(self, url, viewport=None, wait_until="load", keep_off_site=False):
        page = self.idle.pop() if self.idle else self._new()
        page.set_viewport_size(viewport or self.VIEWPORT)
        page.emulate_media(media="null")     # a reused tab left at "screen" would make page.pdf print the screen
        if not keep_off_site:
            self.context.off_site.clear()
        problems = self.said[page] = []
        self.in_flight[page].clear()
        page.goto(url, wait_until=wait_until)
        return page, problems

    def settle(self, page, timeout=90):
        """Wait (up to ``timeout`` seconds) until the page has loaded and none of its requests has been
        in flight for half a second — Playwright's "networkidle" — so that every request the visit makes
        has been made (and an off-site one noted). If it never settles, say which requests are still
        on their way, and for how long."""
        page.wait_for_load_state("load", timeout=timeout * 1000)
        flying = self.in_flight[page]
        deadline = time.monotonic() + timeout
        quiet_since = time.monotonic()
        while time.monotonic() < deadline:
            if flying:
                quiet_since = time.monotonic()
            elif (time.monotonic() - quiet_since) * 1000 >= self.QUIET_MS:
                return
            page.wait_for_timeout(100)           # lets the page's events (the requests' ends) arrive
        now = time.monotonic()
        pytest.fail(f"{page.url}: requests still in flight after {timeout} s: "
                    + "; ".join(f"{r.method} {r.url} ({r.resource_type}, {now - sent:.0f} s)"
                                for r, sent in list(flying.items())))

    def close(self, page):
        self.said[page] = []                     # what the page says as it is left is not the next visit's
        page.goto("about:blank")
        self.idle.append(page)


@pytest.fixture(scope="session")
def tabs(offline):
    return Tabs(offline)

