"""A live lesson opened with no ?lang follows the browser's language (issue 27): the live page is static,
so tools/lesson_links.js writes ?lang=zh into the address of a Chinese browser before marimo and the
loading message read it. A browser of any other language, or an address that names one, is left alone.
Only the page's first second is looked at: the lessons running Python are tests/site/test_site.py's."""

import pytest

STEM = "06_one_up_one_down"


@pytest.mark.parametrize("locale, query, address, says", [
    ("zh-CN", "", "?lang=zh", "现在就可以阅读课程"),
    ("zh-TW", "", "?lang=zh", "现在就可以阅读课程"),
    ("en-US", "", "", "You can read the lesson now"),
    ("zh-CN", "?lang=en", "?lang=en", "You can read the lesson now"),     # the reader's choice, kept in the address
])
def test_a_live_lesson_opens_in_the_browsers_language(served, chromium, locale, query, address, says):
    context = chromium.new_context(locale=locale, proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    try:
        page = context.new_page()
        page.goto(f"{served}/live/{STEM}/{query}", wait_until="commit")
        page.locator("#cs-live p").first.wait_for()
        assert page.url == f"{served}/live/{STEM}/{address}"
        assert says in page.locator("#cs-live").inner_text()
    finally:
        context.close()
