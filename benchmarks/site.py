"""A live lesson over a slow classroom link: time to its first card and to interactive, against the
pre-rendered page of the same lesson over the same link (the peer), in the same run.

    uv run python -m benchmarks.site [--lesson 04_a_round_and_a_match] [--mbit 8 2.4] [--latency 40]

Needs a built site (`uv run python tools/build_site.py`). It serves build/site on loopback and opens,
in Debian's chromium, with a cold profile each time and Chrome DevTools' network emulation (CDP
``Network.emulateNetworkConditions``, which throttles the page and its worker), first the pre-rendered
lesson (static/NAME.html: marimo's frontend draws it) and then the live one (live/NAME/), and prints
the time from asking for the page to the first card picture (``svg.cs-card``), and for the live page to
"ready" (Python has run the lesson: its controls answer), with the one-minute load average beside each.
Every request that is not to loopback fails (a closed proxy), as with no internet.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
CHROMIUM = "/usr/bin/chromium"


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def handle(self):
        try:
            super().handle()
        except ConnectionError:
            pass


def load() -> str:
    return f"load {os.getloadavg()[0]:.2f}"


def visit(browser, url: str, mbit: float, latency_ms: float, live: bool) -> dict[str, float]:
    context = browser.new_context(viewport={"width": 1200, "height": 900}, service_workers="block",
                                  proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    rate = mbit * 1e6 / 8
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": latency_ms,
                                                  "downloadThroughput": rate, "uploadThroughput": rate})
    said: dict[str, float] = {}
    start = time.monotonic()
    page.goto(url, wait_until="commit")
    page.locator("#cs-reading svg.cs-card" if live else "svg.cs-card").first.wait_for(timeout=900_000)
    said["first card"] = time.monotonic() - start
    if live:
        page.wait_for_function("document.querySelector('#cs-live')?.dataset.state !== 'loading'", timeout=900_000)
        said["interactive"] = time.monotonic() - start
        said["state"] = page.locator("#cs-live").get_attribute("data-state")  # type: ignore[assignment]
    context.close()
    return said


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lesson", default="04_a_round_and_a_match")
    parser.add_argument("--mbit", type=float, nargs="+", default=[8.0, 2.4])
    parser.add_argument("--latency", type=float, default=40.0, help="round-trip latency added, in ms")
    args = parser.parse_args()
    if not (SITE / "live" / args.lesson / "index.html").exists():
        raise SystemExit("build the site first: uv run python tools/build_site.py")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for mbit in args.mbit:
            before = load()
            pre = visit(browser, f"{base}/static/{args.lesson}.html", mbit, args.latency, live=False)
            live = visit(browser, f"{base}/live/{args.lesson}/", mbit, args.latency, live=True)
            print(f"{mbit:g} Mbit/s, {args.latency:g} ms ({before} → {load()}): "
                  f"pre-rendered page, first card {pre['first card']:.1f} s; "
                  f"live page, first card {live['first card']:.1f} s "
                  f"({live['first card'] / pre['first card']:.2f}× the pre-rendered page's), "
                  f"{live['state']} after {live['interactive']:.1f} s", flush=True)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
