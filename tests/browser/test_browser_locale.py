"""A lesson opens in the reader's browser language (issue 27), in chromium against `marimo run lessons/`.

No `?lang` in the address, no `--lang` flag: a browser set to Chinese (zh-CN) gets the lesson in
简体中文, one set to English (en-US) in English — marimo hears the browser's Accept-Language header
(lessons/_kit.py, request_language). The switch still overrides it, and the address keeps the choice.
"""

import re

import pytest
from support import page_errors

START = {"zh-CN": ("从这里开始", "Start here", "下一课 →"), "en-US": ("Start here", "从这里开始", "Next →")}


@pytest.mark.parametrize("locale", ["zh-CN", "en-US"])
def test_a_lesson_opened_from_the_gallery_speaks_the_browsers_language(chromium, gallery, locale):
    heading, other, next_words = START[locale]
    context = chromium.new_context(locale=locale)
    try:
        home = context.new_page()
        home.goto(gallery)
        with context.expect_page() as opened:                    # the gallery opens a lesson in a new tab
            home.get_by_text("Start here · 从这里开始", exact=True).first.click()
        page = opened.value
        errors = page_errors(page)
        page.get_by_role("heading", name=heading).wait_for(timeout=60_000)
        assert "lang=" not in page.url, page.url                 # the gallery's link carries no language
        assert page.get_by_role("heading", name=other).count() == 0
        assert page.get_by_role("radio", name="简体中文" if locale == "zh-CN" else "English").is_checked()
        next_link = page.locator("#App .cs-next a")
        assert next_link.inner_text().startswith(next_words)
        assert f"lang={locale[:2]}" in next_link.get_attribute("href")   # the next lesson keeps it
        if locale == "zh-CN":                                    # the switch still wins, and is kept in the address
            page.get_by_role("radio", name="English").click()
            page.get_by_role("heading", name="Start here").wait_for(timeout=30_000)
            page.wait_for_function("() => location.search.includes('lang=en')", timeout=10_000)
            page.reload()
            page.get_by_role("heading", name="Start here").wait_for(timeout=60_000)
            assert page.get_by_role("heading", name="从这里开始").count() == 0
            page.locator("#App .cs-next a").click()
            page.wait_for_url(re.compile(r"file=01_cards_and_dealing\.py.*lang=en"), timeout=30_000)
            page.get_by_role("heading", name="Cards and dealing").wait_for(timeout=60_000)
        assert not errors, errors
    finally:
        context.close()
