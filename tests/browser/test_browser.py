"""The lessons as a learner meets them: `marimo run lessons/` on loopback, driven in Debian's chromium.

Each lesson is opened from the gallery server, must show its title and a card picture, react to one
control, fit a phone's width and, in large print, fill a projector — with no console errors. A whole seeded
match (04) and game (08) are played to the end through the table and its narrator (in 08 your own
face-down cards stay face down on the pile).
Without chromium the tests are skipped locally; in CI (CI set) a missing browser is a failure.
"""

import functools
import re
import time
import tomllib
import urllib.request

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from support import LESSON_CONTROLS as LESSONS
from support import ROOT, page_errors


def gallery_name(file: str) -> str:
    """How marimo's gallery titles a notebook: the title in its PEP 723 header ([tool.marimo.opengraph])."""
    text = (ROOT / "lessons" / file).read_text(encoding="utf-8")
    header = re.search(r"^# /// script\n((?:#.*\n)*?)# ///$", text, re.MULTILINE)
    assert header, f"{file} has no PEP 723 header with its gallery title"
    meta = tomllib.loads("\n".join(line[2:] for line in header.group(1).splitlines()))
    return meta["tool"]["marimo"]["opengraph"]["title"]


def overflow(page) -> dict:
    """How wide the page and marimo's scrolling app are, against the window."""
    return page.evaluate("""() => ({window: window.innerWidth, page: document.documentElement.scrollWidth,
                                   app: document.querySelector('#App').scrollWidth})""")


# What a projector must show: marimo's loading and stale marks gone, every card a learner reads (not the
# overlapping backs of other hands, not the small "only you see it" peek) and every paragraph, list item
# and table cell in view (not those inside a closed accordion).
READY = """() => document.querySelector('.cs-next a') !== null
    && document.querySelectorAll('.marimo-output-loading, .marimo-output-stale').length === 0"""
PROJECTOR = """() => {
    const cards = [...document.querySelectorAll('#App svg.cs-card')]
        .filter(c => !c.closest('.cs-fan, .cs-peek')).map(c => c.getBoundingClientRect().width).filter(w => w > 0);
    const text = [...document.querySelectorAll('#App .markdown :is(.paragraph, p, li, td, th)')]
        .filter(p => p.getClientRects().length).map(p => parseFloat(getComputedStyle(p).fontSize));
    return {cards: cards.length, card: Math.min(...cards), paragraphs: text.length, text: Math.min(...text)};
}"""


def fits(page, width: int, height: int) -> dict:
    """The window made ``width`` × ``height``, and the page and marimo's app at most ``width`` wide: waited
    for (a resized lesson settles in a frame or two), up to 5 s; what was measured."""
    page.set_viewport_size({"width": width, "height": height})
    try:
        page.wait_for_function("""w => document.documentElement.scrollWidth <= w
                                       && document.querySelector('#App').scrollWidth <= w""", arg=width, timeout=5_000)
    except PlaywrightTimeout:
        pass
    return overflow(page)


def settled(page) -> None:
    """The lesson has run every cell: its last cell's Next link is drawn and no output is loading or stale
    (marimo's marks while a cell runs), so a control touched now is heard."""
    page.wait_for_function(READY, timeout=60_000)


def narrator(page) -> str:
    return page.locator(".cs-narrator").first.inner_text()


def wait_for_any(*locators, timeout=30_000) -> None:
    """Wait until one of ``locators`` is drawn: the narrator is redrawn before the buttons, so just after
    it changed the next move's buttons may not be there yet. If none comes, the caller fails, saying
    what the narrator says."""
    try:
        functools.reduce(lambda one, other: one.or_(other), locators).first.wait_for(timeout=timeout)
    except PlaywrightTimeout:
        pass


def click_and_hear(page, name, timings: list) -> str | None:
    """Click a button (by its exact name, or a pattern) and wait for the narrator to change; the time it
    took goes into ``timings``. None if the button went before it could be clicked: the narrator is
    redrawn before the buttons, so a button seen just after it changed may be the last screen's — the
    caller looks again."""
    before = narrator(page)
    started = time.perf_counter()
    try:
        page.get_by_role("button", name=name, exact=isinstance(name, str)).first.click(timeout=5_000)
    except PlaywrightTimeout:
        if page.get_by_role("button", name=name, exact=isinstance(name, str)).count():
            raise
        return None
    page.wait_for_function("b => { const n = document.querySelector('.cs-narrator'); return n && n.innerText !== b }",
                           arg=before, timeout=30_000)
    timings.append(time.perf_counter() - started)
    return narrator(page)


def test_every_lesson_is_in_this_list():
    assert sorted(f for f, *_ in LESSONS) == sorted(p.name for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))


def test_the_gallery_lists_every_lesson_by_its_title_with_a_description(gallery, new_page):
    page, errors = new_page()
    page.goto(gallery)
    for file, *_ in LESSONS:
        page.get_by_text(gallery_name(file), exact=True).first.wait_for(timeout=30_000)
    page.get_by_text("Learner path · lesson 01 · 15 min").first.wait_for(timeout=10_000)
    page.get_by_text("Teacher's tool").first.wait_for(timeout=10_000)
    for file, *_ in LESSONS:                     # each card's picture is ours (tools/thumbnails.py), not a placeholder
        with urllib.request.urlopen(f"{gallery}/og/thumbnail?file={file}", timeout=10) as answer:
            assert answer.headers["content-type"] == "image/png", file
    assert page.locator("img[src*='og/thumbnail']").count() == len(LESSONS)
    assert not errors, errors
    page.close()


@pytest.mark.parametrize("file, title, act, expect", LESSONS, ids=[f for f, *_ in LESSONS])
def test_each_lesson_opens_from_the_gallery_reacts_fits_a_phone_and_fills_a_projector(gallery, new_page, file, title,
                                                                                       act, expect):
    """Opened from the gallery: the title, a card and the Next link drawn, one control answered, nothing
    wider than a phone. Then ?print=large (what a Next → link carries) at 1920×1080: the switch follows it,
    cards ≥ 90 px, text ≥ 22 px, nothing wider than the screen."""
    home, home_errors = new_page()
    home.goto(gallery)
    with home.context.expect_page() as opened:      # the gallery opens a lesson in a new tab
        home.get_by_text(gallery_name(file), exact=True).first.click()
    page = opened.value
    errors = page_errors(page)
    page.set_viewport_size({"width": 1200, "height": 1600})
    page.get_by_role("heading", name=title).first.wait_for(timeout=60_000)
    page.locator("svg.cs-card").first.wait_for(timeout=30_000)
    settled(page)
    assert expect(page).count() == 0, "the output to wait for is there before the control was used"
    act(page)
    expect(page).first.wait_for(timeout=30_000)
    sizes = fits(page, 390, 844)
    assert sizes["page"] <= 390 and sizes["app"] <= 390, f"wider than a phone: {sizes}"
    assert not errors and not home_errors, errors + home_errors
    home.close()
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(f"{gallery}/?file={file}&print=large")
    settled(page)
    assert page.get_by_role("switch", name="Large print").first.is_checked(), "the switch follows ?print=large"
    measured = page.evaluate(PROJECTOR)
    assert measured["cards"] and measured["card"] >= 90, measured
    assert measured["paragraphs"] and measured["text"] >= 22, measured
    sizes = fits(page, 1920, 1080)
    assert sizes["page"] <= 1920 and sizes["app"] <= 1920, sizes
    assert not errors, errors
    page.close()


def test_next_links_lead_through_the_lessons(gallery, new_page):
    page, errors = new_page()
    page.goto(f"{gallery}/?file=00_start_here.py")
    page.locator(".cs-next a").first.wait_for(timeout=60_000)
    page.locator(".cs-next a").first.click()
    page.get_by_role("heading", name="Cards and dealing").first.wait_for(timeout=60_000)
    assert "file=01_cards_and_dealing.py" in page.url
    assert not errors, errors
    page.close()


def test_fd10_a_whole_match_in_lesson_04_through_the_table_and_narrator(gallery, new_page):
    page, errors = new_page(1280, 900)
    page.goto(f"{gallery}/?file=04_a_round_and_a_match.py")
    page.get_by_role("button", name="Start a new match").wait_for(timeout=60_000)
    settled(page)
    seed = page.get_by_label("Seed (same seed, same deals)").first   # the box (its arrows share the label)
    seed.fill("2")                                   # seed 2: a match with one winner, so it is rated
    seed.press("Enter")
    page.wait_for_timeout(800)
    page.get_by_role("button", name="Start a new match").click()
    page.locator(".cs-narrator", has_text="Round 1:").wait_for(timeout=30_000)
    timings, showdowns = [], []
    buttons = ("Stay", "Keep all 5 cards (replace none)", "Deal the replacements", "Next round", "Deal the next round")
    missed = 0
    for _ in range(80):
        wait_for_any(page.locator(".cs-narrator", has_text="The match is over"),
                     *(page.get_by_role("button", name=name, exact=True) for name in buttons))
        text = narrator(page)
        if "The match is over" in text:
            break
        for name in buttons:
            if page.get_by_role("button", name=name, exact=True).count():
                said = click_and_hear(page, name, timings) or ""
                if "Showdown (FD-10)" in said:
                    showdowns.append(said)
                missed = 0
                break
        else:
            # marimo may redraw the controls between the wait and the count (seen once under CI load): look
            # again once; two looks in a row with no control is the failure it always was
            missed += 1
            if missed > 1:
                pytest.fail(f"no button to press; the narrator says: {text}")
    text = narrator(page)
    assert "The match is over (FD-14)" in text
    assert showdowns, "a showdown was narrated"
    assert re.search(r"Showdown \(FD-10\): .*showed .*\n.* won the round \(\+1 point\): ", showdowns[0]), showdowns[0]
    assert "You wins" not in " ".join(showdowns) and "You stays" not in " ".join(showdowns)
    page.get_by_text("Too early to tell: after 1").first.wait_for(timeout=10_000)    # one game names no bot
    print(f"\n04: click → narrator, {len(timings)} clicks: median {sorted(timings)[len(timings) // 2]:.2f} s, "
          f"max {max(timings):.2f} s")
    assert not errors, errors
    page.close()


def own_face_down_cards(page) -> list:
    """Your own face-down cards on the pile (UD-8): each a back, with the real card only as a small peek."""
    return page.evaluate("""() => [...document.querySelectorAll('.cs-felt .cs-pile-card')]
        .filter(c => c.querySelector('.cs-peek')).map(c => ({
            back: c.querySelector('svg.cs-back') !== null && !c.querySelector('svg.cs-back').closest('.cs-peek'),
            face_up: [...c.querySelectorAll('svg.cs-card:not(.cs-back)')].some(s => !s.closest('.cs-peek'))}))""")


def test_ud12_a_whole_game_in_lesson_08_with_a_challenge_told_by_the_narrator(gallery, new_page):
    page, errors = new_page(1280, 900)
    page.goto(f"{gallery}/?file=08_play_against_bots.py")
    page.get_by_role("button", name="Start a new game").wait_for(timeout=60_000)
    settled(page)
    page.get_by_role("button", name="Start a new game").click()
    page.locator(".cs-narrator", has_text="To choose who leads").wait_for(timeout=30_000)
    timings, verdict, mine = [], "", []
    for _ in range(200):
        wait_for_any(page.locator(".cs-narrator", has_text="The game is over"), page.locator(".cs-pick"),
                     page.get_by_role("button", name="Challenge!"))
        text = narrator(page)
        if "The game is over" in text:
            break
        if page.get_by_role("button", name="Challenge!").count():
            said = click_and_hear(page, "Challenge!" if not verdict else "Let it stand", timings)
            verdict = verdict or said
        elif page.locator(".cs-pick").count():       # the card widget: the card clicked is the card played
            page.locator(".cs-pick").first.click()
            click_and_hear(page, re.compile(r"^Play .+ face (up|down)"), timings)
        else:
            pytest.fail(f"no button to press; the narrator says: {text}")
        mine += own_face_down_cards(page)
    assert "The game is over" in narrator(page)
    assert mine, "one of your face-down cards was seen on the pile"
    assert all(card["back"] and not card["face_up"] for card in mine), f"your face-down card is drawn face down: {mine}"
    assert re.search(r"You challenged .+'s “[^”]+”\. It (really )?was .+, so the challenge (succeeds|fails) and "
                     r"(you take|.+ takes) the \d+-card pile\.", verdict), verdict
    page.get_by_text("Too early to tell: after 1").first.wait_for(timeout=10_000)    # one game names no bot
    print(f"\n08: click → narrator, {len(timings)} clicks: median {sorted(timings)[len(timings) // 2]:.2f} s, "
          f"max {max(timings):.2f} s")
    assert not errors, errors
    page.close()


@pytest.mark.parametrize("file, start", [("04_a_round_and_a_match.py", "Start a new match"),
                                         ("08_play_against_bots.py", "Start a new game")])
def test_large_print_fills_a_projector_with_large_cards_and_text(gallery, new_page, file, start):
    page, errors = new_page(1920, 1080)
    page.goto(f"{gallery}/?file={file}")
    page.get_by_role("button", name=start).wait_for(timeout=60_000)
    settled(page)
    page.get_by_role("switch", name="Large print (projector)").click()
    page.get_by_role("button", name=start).click()
    page.locator(".cs-table svg.cs-card").first.wait_for(timeout=30_000)
    settled(page)
    measured = page.evaluate("""() => ({
        card: Math.min(...[...document.querySelectorAll('.cs-you svg.cs-card')]
                            .map(c => c.getBoundingClientRect().width)),
        text: parseFloat(getComputedStyle(document.querySelector('.markdown .paragraph')).fontSize),
        column: document.querySelector('.cs-table').getBoundingClientRect().width})""")
    assert measured["card"] >= 90 and measured["text"] >= 22, measured
    assert measured["column"] > 1500, f"large print uses the screen's width: {measured}"
    sizes = overflow(page)
    assert sizes["page"] <= 1920 and sizes["app"] <= 1920, sizes
    assert not errors, errors
    page.close()





def test_fd2_a_refused_showdown_keeps_what_the_teacher_typed_and_a_name_can_be_corrected(gallery, new_page):
    page, errors = new_page(1280, 1400)
    page.goto(f"{gallery}/?file=05_teacher_scorekeeper.py")
    page.get_by_role("button", name="Start a new score sheet").wait_for(timeout=60_000)
    page.locator(".cs-next a").first.wait_for(timeout=30_000)
    page.wait_for_timeout(800)
    page.get_by_role("button", name="Start a new score sheet").click()
    page.get_by_role("heading", name="Record round 1").wait_for(timeout=30_000)
    page.get_by_role("tab", name="The hands shown").click()
    ann, bo = page.get_by_label("Ann").first, page.get_by_label("Bo", exact=True).first
    ann.fill("AS KH 9D 4C 2S")
    bo.fill("AS KC 7D 4H 2H")                       # the A♠ twice: no deck can do that (FD-2)
    bo.press("Tab")
    page.wait_for_timeout(500)
    page.get_by_role("button", name="Rank the hands and record").click()
    page.get_by_text("Not recorded:").first.wait_for(timeout=30_000)
    page.wait_for_timeout(500)
    assert ann.input_value() == "AS KH 9D 4C 2S" and bo.input_value() == "AS KC 7D 4H 2H", "what was typed stays"
    bo.fill("AD KC 7D 4H 2H")
    bo.press("Tab")
    page.wait_for_timeout(500)
    page.get_by_role("button", name="Rank the hands and record").click()
    page.get_by_role("heading", name="Record round 2").wait_for(timeout=30_000)
    names = page.get_by_label("Players (3 to 6)")
    names.fill("Ann\nBob\nCy\nDi")                  # a typo corrected: the round recorded stays
    names.press("Tab")
    page.locator(".cs-narrator", has_text="Round 1: Ann wins").wait_for(timeout=30_000)
    page.locator(".cs-table", has_text="Bob").wait_for(timeout=30_000)
    assert page.get_by_role("heading", name="Record round 2").count() == 1
    names.fill("Ann\nBob")                           # too few for a new sheet: its own reason, and the sheet stays
    names.press("Tab")
    page.wait_for_timeout(500)
    page.get_by_role("button", name="Start a new score sheet").click()
    page.get_by_text("Not started:").first.wait_for(timeout=30_000)
    page.get_by_text("3 to 6 players, not 2 (FD-1)").first.wait_for(timeout=10_000)
    assert page.get_by_text("Not recorded:").count() == 0
    assert page.get_by_role("heading", name="Record round 2").count() == 1
    assert not errors, errors
    page.close()
