"""Lessons 01–05 in chromium: switching language in the middle of something keeps it (FD-5).

The match of lesson 04 lives in marimo state and the score sheet of lesson 05 too; the controls whose
labels are translated are rebuilt on a switch and take back what the reader had set.
"""

def test_fd5_switching_to_chinese_mid_match_keeps_the_match(gallery, new_page):
    page, errors = new_page()
    page.goto(f"{gallery}/?file=04_a_round_and_a_match.py")
    page.get_by_role("button", name="Start a new match").click(timeout=60_000)
    page.get_by_role("button", name="Ask the coach").wait_for(timeout=30_000)
    page.get_by_role("button", name="Ask the coach").click()
    page.locator(".cs-coach").wait_for(timeout=30_000)
    before = page.locator(".cs-narrator").inner_text()
    assert "Round 1" in before
    page.get_by_role("radio", name="简体中文").click()
    page.get_by_role("button", name="问问教练").wait_for(timeout=30_000)
    after = page.locator(".cs-narrator").inner_text()
    assert "第 1 局" in after, "the same match, told in Chinese"
    assert page.locator(".cs-coach").count() == 1, "the coach's advice is still there, in Chinese"
    assert "教练" in page.locator(".cs-coach").inner_text()
    page.get_by_role("radio", name="English").click()
    page.get_by_role("button", name="Ask the coach").wait_for(timeout=30_000)
    assert page.locator(".cs-narrator").inner_text() == before, "and back: nothing was lost"
    # the tab follows each switch, a return to a language too (the walkthrough's verification)
    page.get_by_role("radio", name="简体中文").click()
    page.wait_for_function("() => document.title === '一局与一场比赛'", timeout=30_000)
    page.get_by_role("radio", name="English").click()
    page.wait_for_function("() => document.title === 'A round and a match'", timeout=30_000)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert errors == []


def test_fd3_switching_language_keeps_the_score_sheet_and_its_names(gallery, new_page):
    page, errors = new_page()
    page.goto(f"{gallery}/?file=05_teacher_scorekeeper.py")
    box = page.get_by_role("textbox", name="Players (3 to 6)")
    box.fill("Mei\nLi\nWang")
    box.blur()
    page.get_by_role("button", name="Start a new score sheet").click(timeout=60_000)
    page.get_by_role("button", name="Record the winner").click(timeout=30_000)
    page.get_by_text("Round 2: Li deals.").first.wait_for(timeout=30_000)
    page.get_by_role("radio", name="简体中文").click()
    page.get_by_text("第 2 局：Li发牌。").first.wait_for(timeout=30_000)
    assert page.get_by_role("textbox", name="玩家（3 到 6 人）").input_value() == "Mei\nLi\nWang"
    assert errors == []
