"""The lessons' language switch as a reader uses it, in chromium against `marimo run lessons/`.

A reader switches a lesson to 简体中文, its words change, the address remembers the choice, and the
Next link opens the next lesson in Chinese too; switching back brings the English back.
"""

import re


def test_the_language_switch_changes_the_lesson_and_the_next_lesson_keeps_it(gallery, new_page):
    page, errors = new_page()
    page.goto(f"{gallery}/?file=00_start_here.py")
    page.get_by_role("heading", name="Start here").wait_for(timeout=60_000)
    page.get_by_role("radio", name="简体中文").click()
    page.get_by_role("heading", name="从这里开始").wait_for(timeout=30_000)
    assert page.get_by_role("heading", name="Start here").count() == 0
    page.wait_for_function("() => location.search.includes('lang=zh')", timeout=10_000)
    next_link = page.locator("#App .cs-next a")
    assert next_link.inner_text().startswith("下一课 →")
    assert "lang=zh" in next_link.get_attribute("href")
    next_link.click()
    page.wait_for_url(re.compile(r"file=01_cards_and_dealing\.py.*lang=zh"), timeout=30_000)
    page.get_by_role("heading", name="认牌与发牌").wait_for(timeout=60_000)
    assert page.get_by_role("radio", name="简体中文").is_checked()
    page.get_by_role("radio", name="English").click()
    page.get_by_role("heading", name="Cards and dealing").wait_for(timeout=30_000)
    assert errors == []
