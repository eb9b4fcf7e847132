"""The card widget (lessons/_cards.py) in chromium under `marimo run lessons/`: a click on a card lifts it
and marks it, the action button's words follow, and pressing the button does what they said — with the
mouse, with the keyboard, in English and 简体中文, in large print and on a 390 px phone. (The live
lessons, offline, are tried in tests/site/test_site.py: lesson 03's exercise clicks its cards there.)"""

import re

from test_browser import narrator, overflow, settled

# what the page shows of the card widget: every card button, lifted when raised by 10 px or more (a hover
# raises a card by less) (marimo draws the widget in
# a shadow root; this walks into it)
CARDS = """() => {
    const found = [];
    const walk = root => root.querySelectorAll('*').forEach(e => {
        if (e.classList && e.classList.contains('cs-pick')) {
            const box = e.getBoundingClientRect();
            found.push({name: e.getAttribute('aria-label'), pressed: e.getAttribute('aria-pressed'),
                        lifted: new DOMMatrix(getComputedStyle(e).transform).m42 <= -10,
                        mark: e.querySelector('.cs-pick-mark').textContent,
                        width: box.width, height: box.height, right: box.right, tab: e.tabIndex,
                        lang: e.closest('[lang]') && e.closest('[lang]').lang});
        }
        if (e.shadowRoot) walk(e.shadowRoot);
    });
    walk(document);
    return found;
}"""
FOCUSED = """() => { let a = document.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return a && a.getAttribute('aria-label'); }"""


def ready(page, start):
    page.get_by_role("button", name=start).wait_for(timeout=60_000)
    settled(page)


def test_fd8_lesson_04_on_a_projector_a_clicked_card_lifts_the_button_says_replace_1_and_the_keyboard_works(
        gallery, new_page):
    page, errors = new_page(1920, 1080)
    page.goto(f"{gallery}/?file=04_a_round_and_a_match.py&print=large")
    ready(page, "Start a new match")
    page.get_by_role("button", name="Start a new match").click()
    page.locator(".cs-narrator", has_text="Round 1:").wait_for(timeout=30_000)
    for _ in range(40):                                  # stay until the learner is asked to replace
        if page.get_by_role("button", name="Keep all 5 cards (replace none)").count():
            break
        for name in ("Stay", "Deal the replacements", "Next round", "Deal the next round"):
            if page.get_by_role("button", name=name, exact=True).count():
                page.get_by_role("button", name=name, exact=True).click()
                page.wait_for_timeout(400)
                break
    hand = page.evaluate(CARDS)
    assert len(hand) == 5 and not any(c["lifted"] or c["pressed"] == "true" for c in hand), hand
    assert all(c["width"] >= 90 for c in hand), f"large print: large cards, in the learner's seat {hand}"
    assert page.locator(".cs-you .cs-seat-hand").count() == 1, "the hand is clicked where it lies, at the table"
    page.locator(".cs-pick").nth(4).click()
    page.get_by_role("button", name=re.compile(r"^Replace 1: keep ")).wait_for(timeout=10_000)
    page.wait_for_timeout(200)                           # the card's rise (0.08 s) is over
    hand = page.evaluate(CARDS)
    assert hand[4]["lifted"] and hand[4]["pressed"] == "true" and hand[4]["mark"] == "replace", hand[4]
    assert hand[4]["name"].endswith(", selected") and not hand[0]["lifted"]
    # the keyboard: one Tab stop for the hand (the card last touched), arrows move, Space picks
    assert [c["tab"] for c in hand] == [-1, -1, -1, -1, 0]
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Space")
    page.get_by_role("button", name=re.compile(r"^Replace 2: keep ")).wait_for(timeout=10_000)
    assert page.evaluate(FOCUSED).endswith(", selected"), "focus stays on the card just picked"
    page.keyboard.press("Enter")                         # and Enter puts it back
    page.get_by_role("button", name=re.compile(r"^Replace 1: keep ")).wait_for(timeout=10_000)
    before = narrator(page)
    page.get_by_role("button", name=re.compile(r"^Replace 1: keep ")).click()
    page.wait_for_function("b => document.querySelector('.cs-narrator').innerText !== b", arg=before,
                           timeout=30_000)
    assert "You replaced 1 card (" in narrator(page), narrator(page)
    assert not errors, errors
    page.close()


def test_ud6_lesson_08_in_chinese_large_print_on_a_phone_a_tapped_card_is_played(gallery, new_page):
    page, errors = new_page(390, 844)
    page.goto(f"{gallery}/?file=08_play_against_bots.py&lang=zh&print=large")
    ready(page, "开始新的一盘")
    page.get_by_role("button", name="开始新的一盘").click()
    page.locator(".cs-narrator").first.wait_for(timeout=30_000)
    for _ in range(30):                                  # let every card stand until the learner plays
        if page.locator(".cs-pick").count():
            break
        if page.get_by_role("button", name="放过").count():
            page.get_by_role("button", name="放过").click()
        page.wait_for_timeout(500)
    page.get_by_role("button", name="先点手里的一张牌").wait_for(timeout=10_000)
    assert page.get_by_role("button", name="先点手里的一张牌").is_disabled(), "nothing to play until a card is picked"
    hand = page.evaluate(CARDS)
    assert hand and all(c["lang"] == "zh-Hans" for c in hand)
    assert all(re.fullmatch(r"(黑桃|红桃|方块|梅花)(10|[2-9JQKA])", c["name"]) for c in hand), hand
    assert all(c["width"] >= 44 and c["right"] <= 390 for c in hand), f"large, and inside the phone: {hand}"
    page.locator(".cs-pick").first.click()
    play = page.get_by_role("button", name=re.compile(r"^出(明|暗)牌 "))
    play.wait_for(timeout=10_000)
    page.wait_for_timeout(200)                           # the card's rise (0.08 s) is over
    first = page.evaluate(CARDS)[0]
    assert first["lifted"] and first["mark"] == "出" and first["name"].endswith("，已选"), first
    card = play.inner_text().split(" ")[1].split("，")[0]
    sizes = overflow(page)
    assert sizes["page"] <= 390 and sizes["app"] <= 390, sizes
    before = narrator(page)
    play.click()
    page.wait_for_function("b => document.querySelector('.cs-narrator').innerText !== b", arg=before,
                           timeout=30_000)
    assert card in page.locator(".cs-felt").inner_text() or page.locator(".cs-felt .cs-back").count(), \
        "the card played is on the pile"
    assert not errors, errors
    page.close()


def test_ud7_lesson_09_the_referee_clicks_the_card_in_the_deck(gallery, new_page):
    page, errors = new_page(1200, 1200)
    page.goto(f"{gallery}/?file=09_teacher_referee.py")
    ready(page, "Start the game")
    page.get_by_role("button", name="Start the game").click()
    page.locator(".cs-narrator", has_text="plays next, face up").wait_for(timeout=30_000)
    # the narrator can come before the deck's widget has drawn its cards (anywidget loads its script)
    page.wait_for_function(f"() => ({CARDS})().length === 52", timeout=30_000)
    deck = page.evaluate(CARDS)
    assert len(deck) == 52 and deck[5]["name"] == "8 of spades", deck[:6]
    page.get_by_role("button", name="8 of spades", exact=True).click()
    page.get_by_role("button", name="Played face up: 8♠").click()
    page.locator(".cs-narrator", has_text="8♠").wait_for(timeout=30_000)
    assert not errors, errors
    page.close()
