"""The home page's picture of lesson 04: a seeded round against bots, played to the showdown.

    uv run python tools/screenshots.py          # writes site/images/match.png and site/images/match.zh.png

`README.md`, `site/index.md` and `site/index.zh.md` show what lesson 04 looks like. This starts
`marimo run lessons/04_a_round_and_a_match.py` on a free loopback port, opens it in chromium in
English and with `?lang=zh`, starts a match (the lesson's default seed, so the same deals every
time), stays and keeps all five cards until the round is over, and saves a clip of the narrator and
the card table at the showdown (device scale 1, so each picture stays small). If the first round
ends without a showdown (everybody else folded), it plays on to the next round.

Run it again after changing how lesson 04 draws its table or narrator. It needs Debian's chromium
and the Python playwright package (no browser download).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "lessons")]

import _kit as kit  # noqa: E402
from benchmarks.lessons import NARRATOR_CHANGED, READY, marimo_run  # noqa: E402

LESSON = ROOT / "lessons" / "04_a_round_and_a_match.py"
IMAGES = ROOT / "site" / "images"
VIEWPORT = {"width": 1000, "height": 1200}


def words_in(lang: str) -> dict[str, Any]:
    """The buttons' labels in ``lang`` (from the lesson's own catalog), and the narrator's word for a showdown."""
    _lang, tr, ntr = kit.words(lang)
    keep_all = ntr("Keep all {n} card (replace none)", "Keep all {n} cards (replace none)", 5)   # lessons/_cards.py
    return {"query": f"?lang={lang}", "out": "match.zh.png" if lang == "zh" else "match.png",
            "start": tr("Start a new match"), "showdown": "摊牌" if lang == "zh" else "showdown",
            "moves": (tr("Stay"), keep_all, tr("Deal the replacements")),
            "next": tuple(tr(m) for m in ("Deal the next round", "Next round"))}


def button(page: Any, name: str) -> Any:
    return page.get_by_role("button", name=name, exact=True)


def click(page: Any, name: str) -> None:
    """Click a button and wait until the narrator says something new and every cell has run again."""
    before = page.locator(".cs-narrator").first.inner_text()
    button(page, name).first.click()
    page.wait_for_function(NARRATOR_CHANGED, arg=before, timeout=60_000)
    page.wait_for_function(READY, timeout=60_000)


def play_to_showdown(page: Any, words: dict[str, Any]) -> None:
    """Start the match and play the learner's seat until a round ends at a showdown."""
    button(page, words["start"]).click()
    page.locator(".cs-narrator").first.wait_for(timeout=60_000)
    page.wait_for_function(READY, timeout=60_000)
    for _ in range(200):
        if any(button(page, name).count() for name in words["next"]):          # the round is over
            if words["showdown"] in page.locator(".cs-narrator").first.inner_text().lower():
                return
            click(page, next(name for name in words["next"] if button(page, name).count()))
            continue
        move = next((name for name in words["moves"] if button(page, name).count()), None)
        if move is None:
            raise SystemExit(f"no button to press: {page.locator('.cs-narrator').first.inner_text()!r}")
        click(page, move)
    raise SystemExit("no showdown in 200 clicks")


def clip(page: Any) -> dict[str, float]:
    """The rectangle around the narrator and the card table in the window, with a small margin."""
    boxes = [page.locator(selector).first.bounding_box() for selector in (".cs-narrator", ".cs-table-wrap")]
    left, top = min(b["x"] for b in boxes) - 8, min(b["y"] for b in boxes) - 8
    right = max(b["x"] + b["width"] for b in boxes) + 8
    bottom = max(b["y"] + b["height"] for b in boxes) + 8
    return {"x": max(left, 0), "y": max(top, 0), "width": right - max(left, 0), "height": bottom - max(top, 0)}


def main() -> None:
    from playwright.sync_api import sync_playwright

    with marimo_run(LESSON) as url, sync_playwright() as p:
        chromium = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        for words in map(words_in, ("en", "zh")):
            page = chromium.new_page(viewport=VIEWPORT, device_scale_factor=1)
            page.goto(url + words["query"])
            page.wait_for_function(READY, timeout=120_000)
            play_to_showdown(page, words)
            page.locator(".cs-narrator").first.evaluate("n => n.scrollIntoView({block: 'center'})")
            page.wait_for_timeout(300)
            out = IMAGES / words["out"]
            page.screenshot(path=str(out), clip=clip(page))
            print(f"{out.relative_to(ROOT)}  {out.stat().st_size // 1024} KB")
            page.close()
        chromium.close()


if __name__ == "__main__":
    main()
