"""The learner's progress under `marimo run lessons/` (a classroom server) is one browser's, never the
server's: two students, each in a browser of their own (two browser contexts: their own cookies and
storage), never see each other's game, and a reload brings each their own back (lessons/_progress.py)."""

import json

from support import page_errors

LESSON = "04_a_round_and_a_match.py"
LOST = "starts over: the match below is lost"


def opened(context, gallery):
    page = context.new_page()
    page.set_viewport_size({"width": 1200, "height": 1400})
    errors = page_errors(page)
    page.goto(f"{gallery}/?file={LESSON}")
    page.get_by_role("button", name="Start a new match").wait_for(timeout=60_000)
    page.wait_for_timeout(1_500)                    # the lesson settles (its widgets drawn, the browser known)
    return page, errors


def test_fd14_two_students_on_one_server_each_keep_their_own_match_over_a_reload(gallery, new_page, chromium,
                                                                                gallery_progress):
    first, second = chromium.new_context(locale="en-US"), chromium.new_context(locale="en-US")
    try:
        a, a_errors = opened(first, gallery)                               # student A's first visit
        a.get_by_role("button", name="Start a new match").click()
        a.get_by_role("button", name="Stay", exact=True).click()
        a.get_by_role("button", name="Replace", exact=False).first.wait_for(timeout=60_000)
        a.wait_for_timeout(800)
        before = a.locator(".cs-narrator").first.inner_text()
        kept = list((gallery_progress / "browsers").glob("*.json"))
        assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8"))["games"]["draw"]["game"]
        assert not (gallery_progress / "progress.json").exists(), "nothing is the server's"

        b, b_errors = opened(second, gallery)                              # student B, another browser
        assert b.get_by_text(LOST).count() == 0 and b.locator(".cs-narrator").count() == 0, "B is not in A's match"
        b.get_by_role("button", name="Start a new match").click()
        b.get_by_role("button", name="Fold", exact=True).click()
        b.wait_for_timeout(1_500)
        assert len(list((gallery_progress / "browsers").glob("*.json"))) == 2, "each browser its own file"

        a.reload()                                                          # A's reload: A's own match
        a.get_by_text(LOST).wait_for(timeout=60_000)
        assert a.locator(".cs-narrator").first.inner_text() == before, "the same match, at the same moment"
        # on the server's own machine; its own cell, drawn after the narrator's (it once lagged under CI load)
        a.locator("#App").get_by_text("kept on this computer", exact=False).first.wait_for(timeout=30_000)
        b.reload()                                                          # B's reload: B's own, with the fold
        b.get_by_text(LOST).wait_for(timeout=60_000)
        assert b.locator(".cs-narrator").first.inner_text() != before
        assert not a_errors and not b_errors, a_errors + b_errors
    finally:
        first.close()
        second.close()
