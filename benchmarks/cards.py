"""How fast a click on a card answers (lessons/_cards.py), beside marimo's own dropdown in the same page.

    uv run python -m benchmarks.cards [--clicks N]            # under `marimo run lessons/`
    uv run python -m benchmarks.cards --live [--clicks N]     # the built site's live lesson, offline

Lesson 08, in chromium, at a turn where the learner plays face down (the mouse is over the card before the
timed press and release, as a hand is; Playwright's own click would first wait for the card to stop
rising under the pointer): the play button's words name the
card picked and the rank declared ("Play 8♠ face down, declaring 9"), so both controls drive the same
cell. Timed, from the click until what the reader sees has changed:

- a card clicked → the card lifted (the widget answers in the browser itself);
- a card clicked → the button's new words (the pick goes to Python, which draws the button again);
- the peer: marimo's "Declare" dropdown changed → the button's new words (the same cell, through
  marimo's own control).

``--live`` serves build/site (build it first: ``uv run python tools/build_site.py``) on loopback and
aborts every other request, as for a reader with no internet. Run it on an idle machine: each line
prints the one-minute load average beside it.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import re
import statistics
import threading
import time
from collections.abc import Iterator
from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from benchmarks.lessons import READY, ROOT, load_now, marimo_run

SITE = ROOT / "build" / "site"
PLAY = re.compile(r"^Play .+ face (up|down)")
# the widget's cards, through marimo's shadow roots: each card's name, and whether it is lifted
CARDS = """() => { const found = [];
    const walk = root => root.querySelectorAll('*').forEach(e => {
        if (e.classList && e.classList.contains('cs-pick')) found.push({name: e.getAttribute('aria-label'),
            lifted: e.classList.contains('cs-picked')});
        if (e.shadowRoot) walk(e.shadowRoot); });
    walk(document); return found; }"""
LIFTED = f"i => ({CARDS})()[i].lifted"
# the words on the play button (or, with no card picked, on the button that asks for one)
PLAY_BUTTON = """() => { const texts = [];
    const walk = root => root.querySelectorAll('*').forEach(e => {
        if (e.tagName === 'BUTTON') texts.push(e.innerText.trim());
        if (e.shadowRoot) walk(e.shadowRoot); });
    walk(document);
    return texts.find(t => /^Play .+ face (up|down)/.test(t) || t === 'Click a card in your hand first') || ''; }"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


@contextlib.contextmanager
def site() -> Iterator[str]:
    if not (SITE / "live" / "08_play_against_bots" / "index.html").exists():
        raise SystemExit("build the site first: uv run python tools/build_site.py")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


def to_a_face_down_turn(page: Any) -> None:
    """Start a game and play on (every card let stand, face-up cards played) until the learner is to
    play a card face down."""
    page.get_by_role("button", name="Start a new game").click()
    page.locator(".cs-narrator").first.wait_for(timeout=120_000)
    for _ in range(100):
        page.wait_for_function(READY, timeout=120_000)
        if page.get_by_role("combobox", name="Declare").count() and page.locator(".cs-pick").count():
            return
        with contextlib.suppress(PlaywrightTimeout):       # the page may move on under a click: look again
            if page.get_by_role("button", name="Let it stand").count():
                page.get_by_role("button", name="Let it stand").click(timeout=5_000)
            elif page.locator(".cs-pick").count():
                page.locator(".cs-pick").first.click(timeout=5_000)
                page.get_by_role("button", name=PLAY).click(timeout=5_000)
        page.wait_for_timeout(300)
    raise SystemExit("no face-down turn came")


def timed(page: Any, clicks: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"card → lifted": [], "card → button's words": [], "dropdown → button's words": []}
    declare = page.get_by_role("combobox", name="Declare")
    ranks = [o.strip() for o in declare.locator("option").all_inner_texts() if o.strip()]
    for k in range(clicks):
        i = (k + 1) % len(page.evaluate(CARDS))
        before = page.evaluate(PLAY_BUTTON)
        box = page.locator(".cs-pick").nth(i).bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)   # as a hand does, first
        page.wait_for_timeout(200)
        started = time.perf_counter()
        page.mouse.down()
        page.mouse.up()
        page.wait_for_function(LIFTED, arg=i, polling="raf", timeout=30_000)
        times["card → lifted"].append(time.perf_counter() - started)
        page.wait_for_function(f"b => ({PLAY_BUTTON})() !== b", arg=before, polling="raf", timeout=30_000)
        times["card → button's words"].append(time.perf_counter() - started)
        page.wait_for_function(READY, timeout=30_000)
        before = page.evaluate(PLAY_BUTTON)
        rank = next(r for r in ranks[k % len(ranks):] + ranks if not before.endswith(f"declaring {r}"))
        started = time.perf_counter()
        declare.select_option(label=rank)
        page.wait_for_function(f"b => ({PLAY_BUTTON})() !== b", arg=before, polling="raf", timeout=30_000)
        times["dropdown → button's words"].append(time.perf_counter() - started)
        page.wait_for_function(READY, timeout=30_000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--live", action="store_true", help="the built site's live lesson, offline")
    parser.add_argument("--clicks", type=int, default=15, help="timed clicks of each kind")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    where = site() if args.live else marimo_run(ROOT / "lessons")
    with where as url, sync_playwright() as p:
        chromium = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        context = chromium.new_context(viewport={"width": 1280, "height": 900})
        if args.live:
            context.route(re.compile(r"^(?!https?://127\.0\.0\.1[:/])"), lambda route: route.abort())
        page = context.new_page()
        started = time.perf_counter()
        page.goto(f"{url}/live/08_play_against_bots/" if args.live else f"{url}/?file=08_play_against_bots.py")
        page.wait_for_function(READY, timeout=600_000)
        opened = time.perf_counter() - started
        print(f"{'live lesson, offline' if args.live else 'marimo run'}: lesson 08 drawn {opened:.1f} s after "
              f"opening ({load_now()})")
        to_a_face_down_turn(page)
        load = load_now()
        times = timed(page, args.clicks)
        peer = statistics.median(times["dropdown → button's words"])
        for name, t in times.items():
            print(f"  {name:28} median {statistics.median(t):.3f} s, max {max(t):.3f} s over {len(t)}  "
                  f"({statistics.median(t) / peer:.2f} × the dropdown)  ({load} → {load_now()})")
        chromium.close()


if __name__ == "__main__":
    main()
