"""How long each lesson takes to run headless, and (with ``--browser``) to open fully in chromium.

    uv run python -m benchmarks.lessons [--runs N] [--browser] [--only 04 08]

Headless: each lesson's ``app.run()`` in this process — the first run (imports and caches filled)
and the median of ``--runs`` further runs — plus, for the game lessons, one move's work in the
kernel (the learner's move, the bots' replies, and every cell that shows the game drawn again).

``--browser`` serves ``lessons/`` with ``marimo run`` on loopback and opens each lesson in Debian's
chromium: the time from asking for the page to its last cell (the "Next →" link) being drawn with no
output still loading; then it plays 04 and 08 by clicking and times each click (stay, challenge,
play …) to the narrator's new words, ``--clicks`` of each kind. Run it on an idle machine: the
figures are wall-clock times and share the processor with everything else, so each line prints
the one-minute load average beside it.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import logging
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]_*.py"))
sys.path.insert(0, str(ROOT / "lessons"))      # the lessons import their kit and card widget, as marimo lets them


def load(path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.app


def headless(paths: list[Path], runs: int) -> None:
    print(f"{'lesson':34} {'first run':>10} {'median of ' + str(runs):>13}")
    for path in paths:
        app = load(path)
        started = time.perf_counter()
        app.run()
        first = time.perf_counter() - started
        times = []
        for _ in range(runs):
            started = time.perf_counter()
            app.run()
            times.append(time.perf_counter() - started)
        print(f"{path.stem:34} {first:9.3f}s {statistics.median(times):12.3f}s")


def one_move(stem: str, start: str, state: tuple[str, ...], move: Any) -> float:
    """The kernel's work for one move: the move and the bots' replies, then every cell run again
    with the game as it now stands (an upper bound: marimo re-runs only the cells that read it)."""
    app = load(ROOT / "lessons" / f"{stem}.py")
    _, defs = app.run()
    defs[start]()
    carried = {name: defs[name] for name in state}
    times = []
    for _ in range(5):
        _, fresh = app.run(defs=carried)
        started = time.perf_counter()
        move(fresh)
        app.run(defs=carried)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def moves() -> None:
    from engine.draw import stay
    from engine.updown import pass_, play_up

    def draw_move(defs: dict[str, Any]) -> None:
        defs["step"](lambda s: s.act(stay(0)))

    def updown_move(defs: dict[str, Any]) -> None:
        view = defs["get_play"]()[0].view
        if view.phase == "challenge":
            defs["step"](lambda s: s.act(pass_(0)))
        else:
            defs["step"](lambda s: s.act(play_up(0, view.hand[0]) if view.face_due == "up" else view.legal_actions[0]))

    state = ("get_play", "set_play", "step")            # lessons 04 and 08 hold one session (engine.session)
    draw = one_move("04_a_round_and_a_match", "start_match", state, draw_move)
    updown = one_move("08_play_against_bots", "start_game", state, updown_move)
    print(f"\none move's work in the kernel (the move, the bots, every cell redrawn): "
          f"04 {draw:.3f}s · 08 {updown:.3f}s")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


# A lesson is drawn when its last cell (the "Next →" link) is there and marimo marks no output as
# loading (queued or running) or stale.
READY = """() => document.querySelector('.cs-next a') !== null
    && document.querySelectorAll('.marimo-output-loading, .marimo-output-stale').length === 0"""
NARRATOR_CHANGED = "b => { const n = document.querySelector('.cs-narrator'); return n && n.innerText !== b }"

PLAY = re.compile(r"^Play .+ face (up|down)")      # 08's play button, once a card is picked (lessons/_cards.py)

# The buttons that move a game on, in the order they are tried; each click is timed to the narrator's new words.
GAMES = (
    ("04_a_round_and_a_match", "Start a new match",
     ("Stay", "Keep all 5 cards (replace none)", "Deal the replacements", "Deal the next round", "Next round")),
    ("08_play_against_bots", "Start a new game", ("Challenge!", PLAY)),
)


def load_now() -> str:
    return f"load {os.getloadavg()[0]:.1f}"


def clicks(page: Any, stem: str, start: str, buttons: tuple[Any, ...], per_button: int) -> dict[Any, list[float]]:
    """Play seeded games by clicking (up to three), timing each click until the narrator says something new.
    A button is named exactly, or by a pattern; in 08 the first card of the hand is clicked (not timed:
    benchmarks/cards.py times the card widget) before the play button."""
    times: dict[Any, list[float]] = {name: [] for name in buttons}
    games = 0
    for _ in range(300):
        if all(len(t) >= per_button for name, t in times.items() if name in ("Stay", "Challenge!", PLAY)):
            break
        name = next((n for n in buttons
                     if page.get_by_role("button", name=n, exact=isinstance(n, str)).count()), None)
        if name is None and page.locator(".cs-pick").count():
            page.locator(".cs-pick").first.click()
            page.get_by_role("button", name=PLAY).wait_for(timeout=60_000)
            continue
        if name is None:                                   # not started, or the match or game is over
            if games == 3:
                break
            games += 1
            page.get_by_role("button", name=start).click()
            page.locator(".cs-narrator").first.wait_for(timeout=60_000)
            page.wait_for_function(READY, timeout=60_000)
            continue
        before = page.locator(".cs-narrator").first.inner_text()
        started = time.perf_counter()
        page.get_by_role("button", name=name, exact=isinstance(name, str)).first.click()
        page.wait_for_function(NARRATOR_CHANGED, arg=before, timeout=60_000)
        times[name].append(time.perf_counter() - started)
        page.wait_for_function(READY, timeout=60_000)     # every cell redrawn before the next click
    return times


# The peer every lesson is compared with: marimo's own floor, a notebook of one Markdown cell and the
# same "Next →" link the benchmark waits for, served and opened the same way.
EMPTY_NOTEBOOK = """import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    mo.md('# An empty lesson\\n\\n<p class="cs-next"><a href="#">Next →</a></p>')
    return


if __name__ == "__main__":
    app.run()
"""


@contextlib.contextmanager
def marimo_run(path: Path) -> Iterator[str]:
    """``marimo run PATH`` (a folder: a gallery; a notebook: that one) on a free loopback port; yields
    its address once it answers."""
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "marimo", "run", str(path), "--headless", "--host",
                               "127.0.0.1", "--port", str(port)], cwd=ROOT, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(url, timeout=2)
                break
            except OSError:
                time.sleep(0.3)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


def open_time(context: Any, address: str) -> float:
    """Seconds from asking for ``address`` to every cell drawn (:data:`READY`)."""
    page = context.new_page()
    started = time.perf_counter()
    page.goto(address)
    page.wait_for_function(READY, timeout=120_000, polling=20)
    seconds = time.perf_counter() - started
    page.close()
    return seconds


def browser(paths: list[Path], per_button: int, opens: int) -> None:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as empty:
        (Path(empty) / "empty.py").write_text(EMPTY_NOTEBOOK, encoding="utf-8")
        with marimo_run(ROOT / "lessons") as url, marimo_run(Path(empty)) as empty_url, sync_playwright() as p:
            timed_in_browser(p, paths, url, empty_url, per_button, opens)


def timed_in_browser(p: Any, paths: list[Path], url: str, empty_url: str, per_button: int, opens: int) -> None:
    """Each lesson's open time beside the empty notebook's, then 04's and 08's clicks."""
    chromium = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    # One browser context for every page, as for a learner who opens lessons from the gallery: marimo's
    # frontend comes from the browser's cache after the first page.
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    open_time(context, f"{url}/?file={paths[0].name}")          # the first kernel pays for marimo's imports
    open_time(context, f"{empty_url}/?file=empty.py")
    floor = statistics.median(open_time(context, f"{empty_url}/?file=empty.py") for _ in range(opens))
    print(f"\n{'lesson':34} {'open → every cell drawn':>24}  (median of {opens}; × marimo's empty notebook)")
    print(f"{'(marimo, one Markdown cell)':34} {floor:23.2f}s  1.0 ×  ({load_now()})")
    for path in paths:
        load = load_now()
        seconds = statistics.median(open_time(context, f"{url}/?file={path.name}") for _ in range(opens))
        print(f"{path.stem:34} {seconds:23.2f}s  {seconds / floor:.1f} ×  ({load})")
    for stem, start, buttons in GAMES:
        if not any(p.stem == stem for p in paths):
            continue
        page = context.new_page()
        page.goto(f"{url}/?file={stem}.py")
        page.wait_for_function(READY, timeout=120_000)
        load = load_now()
        for name, t in clicks(page, stem, start, buttons, per_button).items():
            if t:
                shown = name.pattern if isinstance(name, re.Pattern) else name
                print(f"{stem[:2]} {shown!r:42} click → narrator: median {statistics.median(t):.2f}s, "
                      f"max {max(t):.2f}s over {len(t)} clicks  ({load} → {load_now()})")
        page.close()
    chromium.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed headless runs per lesson")
    parser.add_argument("--browser", action="store_true", help="also open each lesson in chromium")
    parser.add_argument("--only", nargs="*", default=[], help="lesson numbers, e.g. 04 08")
    parser.add_argument("--clicks", type=int, default=10, help="timed clicks of each kind in 04 and 08")
    parser.add_argument("--opens", type=int, default=3, help="timed opens of each lesson in chromium")
    args = parser.parse_args()
    from marimo._loggers import set_level
    set_level(logging.ERROR)     # marimo 0.25 warns that [tool.marimo.opengraph] is no run-time setting
    paths = [p for p in LESSONS if not args.only or p.name[:2] in args.only]
    headless(paths, args.runs)
    moves()
    if args.browser:
        browser(paths, args.clicks, args.opens)


if __name__ == "__main__":
    main()
