"""The lessons as a learner meets them: `marimo run lessons/` on loopback, driven in Debian's chromium.

Each lesson is opened from the gallery server, must show its title and a card picture, and must
react to one control — with no console errors. Without chromium the tests are skipped locally;
in CI (CI=true) a missing browser is a failure.
"""

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ROOT = Path(__file__).parent.parent

if not Path(CHROMIUM).exists():
    if os.environ.get("CI"):
        raise RuntimeError("CI needs Debian's chromium for the browser tests (apt-get install chromium)")
    pytest.skip("chromium is not installed (apt-get install chromium)", allow_module_level=True)

playwright = pytest.importorskip("playwright.sync_api")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def gallery():
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "marimo", "run", "lessons/", "--headless", "--host", "127.0.0.1",
         "--port", str(port)], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url, timeout=2)
            break
        except OSError as err:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                raise RuntimeError("marimo run lessons/ did not start") from err
            time.sleep(0.3)
    yield url
    server.terminate()
    server.wait(timeout=10)


@pytest.fixture(scope="module")
def browser():
    with playwright.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--no-first-run", "--disable-sync"])
        yield chromium
        chromium.close()


def watch(page):
    """Collect the page's console errors and uncaught exceptions."""
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def new_page(browser):
    page = browser.new_page(viewport={"width": 1200, "height": 1600})
    return page, watch(page)


def gallery_name(file: str) -> str:
    """How marimo's gallery titles a notebook: its file name in title case."""
    return Path(file).stem.replace("_", " ").title()


# (file, H1 title, an action on one control, what must appear after it and not before)
LESSONS = [
    ("01_cards_and_dealing.py", "Cards and dealing",
     lambda page: page.get_by_label("Rank").select_option("K"),
     lambda page: page.locator("strong", has_text="king of spades")),
    ("02_ranking_hands.py", "Ranking hands",
     lambda page: page.get_by_role("radio", name="A tie").first.click(),
     lambda page: page.get_by_text("(1 answered)")),
    ("03_replacing_cards.py", "Replacing cards",
     lambda page: [page.get_by_role("checkbox").nth(i).click() for i in (0, 1)],
     lambda page: page.get_by_text("Your choice — keep")),
    ("04_a_round_and_a_match.py", "A round and a match",
     lambda page: page.get_by_role("button", name="Start a new match").click(),
     lambda page: page.get_by_text("Round 1 of a match")),
    ("05_teacher_scorekeeper.py", "For teachers: the scorekeeper",
     lambda page: page.get_by_role("button", name="Start a new score sheet").click(),
     lambda page: page.get_by_text("Record round 1")),
    ("06_one_up_one_down.py", "One up, one down",
     lambda page: page.get_by_label("Through the eyes of").select_option("乙 Yi"),
     lambda page: page.get_by_text("乙 Yi (these eyes) holds")),
    ("07_challenges.py", "Challenges",
     lambda page: page.get_by_role("radio", name="the challenge succeeds").click(),
     lambda page: page.get_by_text("Right! The card is a 7")),
    ("08_play_against_bots.py", "Play 一上一下 against bots",
     lambda page: page.get_by_role("button", name="Start a new game").click(),
     lambda page: page.get_by_text("your hand")),
    ("09_teacher_referee.py", "For teachers: the referee",
     lambda page: page.get_by_role("button", name="Start the game").click(),
     lambda page: page.get_by_text("plays next, face up")),
    ("10_teacher_bot_lab.py", "For teachers: the bot lab",
     lambda page: page.get_by_role("button", name="Run the games").click(),
     lambda page: page.get_by_text("average game length")),
]


def test_the_gallery_lists_every_lesson(gallery, browser):
    page, errors = new_page(browser)
    page.goto(gallery)
    for file, *_ in LESSONS:
        page.get_by_text(gallery_name(file)).first.wait_for(timeout=30_000)
    assert not errors, errors
    page.close()


@pytest.mark.parametrize("file, title, act, expect", LESSONS, ids=[f for f, *_ in LESSONS])
def test_each_lesson_opens_from_the_gallery_shows_cards_and_reacts(gallery, browser, file, title, act, expect):
    home, home_errors = new_page(browser)
    home.goto(gallery)
    with home.context.expect_page() as opened:      # the gallery opens a lesson in a new tab
        home.get_by_text(gallery_name(file)).first.click()
    page = opened.value
    errors = watch(page)
    page.set_viewport_size({"width": 1200, "height": 1600})
    page.get_by_role("heading", name=title).first.wait_for(timeout=60_000)
    page.locator("svg.cs-card").first.wait_for(timeout=30_000)
    page.wait_for_timeout(1500)  # let every cell finish before touching a control
    assert expect(page).count() == 0, "the output to wait for is there before the control was used"
    act(page)
    expect(page).first.wait_for(timeout=30_000)
    if file.startswith(("04", "08")):
        page.locator("svg.cs-card").first.wait_for(timeout=30_000)   # the learner's hand, once dealt
    assert not errors and not home_errors, errors + home_errors
    page.close()
    home.close()
