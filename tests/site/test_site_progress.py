"""The learner's progress in a live lesson (issue 24): kept in the browser's own storage, it survives a reload.

Lesson 04, live from the built site (tests/site/conftest.py: built once, served on loopback), offline, in
a browser context of its own (``offline_own_storage``: its own IndexedDB): a match is started and a move
made; after a reload the same match is there, at the same moment, and the lesson says where it is kept.
"""

import pytest

LIVE_04 = "/live/04_a_round_and_a_match/"
MARIMO_START_TIMEOUT = "page error: RPC request timed out."     # marimo's own, while Python loads (test_site.py)


def ready(page) -> None:
    """Wait for the live lesson's Python to have run the lesson (generous: a cold start on a busy machine)."""
    page.wait_for_function("document.querySelector('#cs-live') && "
                           "document.querySelector('#cs-live').dataset.state !== 'loading'", timeout=600_000)
    assert page.locator("#cs-live").get_attribute("data-state") == "ready", page.locator("#cs-live").inner_text()
    page.locator("svg.cs-card").first.wait_for(timeout=120_000)


@pytest.mark.live
def test_fd7_a_live_lessons_match_survives_a_reload(served, offline_own_storage):
    context = offline_own_storage
    page = context.new_page()
    problems = []
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("console", lambda m: problems.append(f"Python: {m.text}")
            if "Traceback" in m.text or '"type":"exception"' in m.text else None)
    page.goto(served + LIVE_04)
    ready(page)
    page.get_by_role("button", name="Start a new match").click()
    narrator = page.locator(".cs-narrator").first
    narrator.filter(has_text="Round 1:").wait_for(timeout=120_000)
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
