"""A live lesson as a learner meets it, from the built site (tests/site/conftest.py: built once, served on
loopback), offline, in a browser context of its own (``offline_own_storage``: its own cache and IndexedDB):
lesson 04 shows its first card as soon as its pre-rendered page does, then goes live and answers; and the
learner's progress, kept in the browser's own storage (issue 24), survives a reload — a match started and a
move made, after a reload the same match is there, at the same moment, and the lesson says where it is kept.
"""

import time

import pytest
from support import LIVE_RELOADED, live_lesson_answers, live_state

MARIMO_START_TIMEOUT = "page error: RPC request timed out."     # marimo's own, while Python loads (test_site.py)


def ready(page) -> None:
    """The live lesson's Python has run the lesson (tests/support.py: a generous bound, for a busy machine)."""
    assert live_state(page) == "ready", page.locator("#cs-live").inner_text()
    page.locator("svg.cs-card").first.wait_for(timeout=120_000)


def first_card_seconds(page, url, selector) -> float:
    start = time.monotonic()
    page.goto(url, wait_until="commit")
    page.locator(selector).first.wait_for(timeout=120_000)
    return time.monotonic() - start


@pytest.mark.live
def test_fd7_a_live_lesson_shows_its_first_card_at_once_and_its_match_survives_a_reload(served, offline_own_storage):
    context = offline_own_storage
    page = context.new_page()
    problems = []
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("console", lambda m: problems.append(f"Python: {m.text}")
            if "Traceback" in m.text or '"type":"exception"' in m.text else None)
    # the same lesson, pre-rendered then live, in the same browser: the live page's first card (its reading
    # copy's) within 1.5 times the pre-rendered page's; then the live lesson takes its place and answers
    pre = first_card_seconds(page, f"{served}/static/{LIVE_RELOADED}.html", "svg.cs-card")
    live = first_card_seconds(page, f"{served}/live/{LIVE_RELOADED}/", "#cs-reading svg.cs-card")
    assert live <= 1.5 * pre, f"first card: live {live:.2f} s, pre-rendered {pre:.2f} s"
    ready(page)
    assert page.locator("#cs-reading").count() == 0, "the live lesson replaces the reading copy"
    live_lesson_answers(page, LIVE_RELOADED)                     # Start a new match: round 1 begins
    narrator = page.locator(".cs-narrator").first
    page.get_by_role("button", name="Stay", exact=True).click()
    page.get_by_role("button", name="Replace", exact=False).first.wait_for(timeout=120_000)
    before = narrator.inner_text()
    assert "kept in this browser" in page.locator("#App").inner_text()
    page.reload()
    ready(page)
    page.get_by_text("starts over: the match below is lost").wait_for(timeout=120_000)
    assert page.locator(".cs-narrator").first.inner_text() == before, "the same match, at the same moment"
    assert not [p for p in problems if p != MARIMO_START_TIMEOUT], problems
    assert not context.off_site, context.off_site
