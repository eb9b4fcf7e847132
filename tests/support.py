"""Helpers shared by the tests (``tests/`` is on the tests' path: ``from support import …``)."""

import functools
import http.server
import json
import re
import sys
import threading
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine.errors import IllegalMove

ROOT = Path(__file__).resolve().parent.parent       # the project
GOLDEN = ROOT / "tests" / "golden"                   # the golden transcripts (a rule change shows as their diff)
RULE_ID = re.compile(r"\b(?:FD|UD)-\d+\b")           # a rule's ID, as every message and page writes it


def play(state, *actions):
    """Apply actions in order and return the last state."""
    for action in actions:
        state = state.apply(action)
    return state


def refused(state, action, *fragments):
    """The action raises IllegalMove naming every fragment, and the state is unchanged."""
    before = repr(state)
    with pytest.raises(IllegalMove) as err:
        state.apply(action)
    assert repr(state) == before, "a refused action must change nothing"
    for fragment in fragments:
        assert fragment in str(err.value)
    return err.value


def what_bots_receive(monkeypatch, bot_class, play) -> set[str]:
    """The type names of everything ``bot_class.act`` is handed while ``play()`` runs."""
    seen = []
    real_act = bot_class.act

    def spy(self, view):
        seen.append(type(view).__name__)
        return real_act(self, view)

    monkeypatch.setattr(bot_class, "act", spy)
    play()
    return set(seen)


# What a browser action may take in the site's tests before it fails, in place of Playwright's 30 s: on a
# busy 2-core machine, with live lessons loading Python beside it, a page has taken longer. A bound, not a timing.
BROWSER_BOUND_MS = 120_000

# A live lesson (tools/live_loading.js) is done loading when its line says "ready" or "failed" (for good); while
# it says "loading" or "stalled" (a wait too long, which may yet carry on) it is not.
LIVE_DONE = "['ready', 'failed'].includes(document.querySelector('#cs-live')?.dataset.state)"


def live_state(page, timeout_s: float = 600) -> str:
    """Wait until the live lesson in ``page`` is done loading and give its line's state ("ready" or
    "failed"). The bound is generous, not a timing: on a busy 2-core machine a cold start has taken
    minutes."""
    page.wait_for_function(LIVE_DONE, timeout=timeout_s * 1000)
    return page.locator("#cs-live").get_attribute("data-state")


def live_lesson_answers(page, stem: str) -> None:
    """The live lesson ``stem``, once ready, answers its control (:data:`LESSON_CONTROLS`): its title and a
    card are drawn, and what the control brings is there after it is used, not before."""
    _, title, act, expect = next(lesson for lesson in LESSON_CONTROLS if lesson[0] == f"{stem}.py")
    page.get_by_role("heading", name=title).first.wait_for()
    page.locator("svg.cs-card").first.wait_for(timeout=60_000)
    assert expect(page).count() == 0, f"{stem}: the output to wait for is there before the control was used"
    act(page)
    expect(page).first.wait_for(timeout=240_000)
    assert page.locator("#cs-live").get_attribute("data-state") == "ready", page.locator("#cs-live").inner_text()


# Each lesson is started live once in the run, by one of the site's tests (tests/site/): the first and two
# more by the test of the site a device keeps, lesson 04 by the test of a match kept over a reload, the
# others in batches. (Each start costs Python's cold start in the browser: the suite's longest part.)
LIVE_KEPT = ("00_start_here", "02_ranking_hands", "09_teacher_referee")
LIVE_RELOADED = "04_a_round_and_a_match"


def page_errors(page) -> list[str]:
    """The list a browser tab's console errors and uncaught exceptions go to, from now on."""
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


# ---- each lesson's control, as the browser tests use it ------------------------------------------------

# (file, H1 title, an action on one control, what must appear after it and not before): the gallery test
# (tests/browser/) and the live-lesson test (tests/site/) each use every lesson's control
LESSON_CONTROLS = [
    ("00_start_here.py", "Start here",
     lambda page: page.get_by_role("switch").first.click(),
     lambda page: page.locator("#App .cs-next a[href*='print=large']")),
    ("01_cards_and_dealing.py", "Cards and dealing",
     lambda page: page.get_by_label("Rank").select_option("K"),
     lambda page: page.locator("strong", has_text="king of spades")),
    ("02_ranking_hands.py", "Ranking hands",
     lambda page: page.get_by_role("radio", name="A tie").first.click(),
     lambda page: page.get_by_text("4 still open")),
    ("03_replacing_cards.py", "Replacing cards",
     lambda page: [page.locator(".cs-pick").nth(i).click() for i in (0, 1)]       # the card widget: thrown away
     + [page.get_by_role("button", name="Check my choices").click()],              # judged on Check only
     lambda page: page.get_by_text("Your choice — keep").first),
    ("04_a_round_and_a_match.py", "A round and a match",
     lambda page: page.get_by_role("button", name="Start a new match").click(),
     lambda page: page.locator(".cs-narrator", has_text="Round 1:")),
    ("05_teacher_scorekeeper.py", "For teachers: the scorekeeper",
     lambda page: page.get_by_role("button", name="Start a new score sheet").click(),
     lambda page: page.get_by_text("Record round 1")),
    ("06_one_up_one_down.py", "One up, one down",
     lambda page: page.get_by_label("Through the eyes of").select_option("乙 Yi"),
     lambda page: page.get_by_text("乙 Yi (these eyes)")),
    ("07_challenges.py", "Challenges",
     lambda page: [page.get_by_role("radio", name="the challenge succeeds").click(),
                   page.get_by_role("button", name="Check").first.click()],          # judged on Check only
     lambda page: page.get_by_text("Right! The card is a 7")),
    ("08_play_against_bots.py", "Play 一上一下 against bots",
     lambda page: page.get_by_role("button", name="Start a new game").click(),
     lambda page: page.locator(".cs-narrator", has_text="To choose who leads")),
    ("09_teacher_referee.py", "For teachers: the 一上一下 referee",
     lambda page: page.get_by_role("button", name="Start the game").click(),
     lambda page: page.locator(".cs-narrator", has_text="plays next, face up")),
    ("10_teacher_bot_lab.py", "For teachers: the bot lab",
     lambda page: page.get_by_role("button", name="Run the games").click(),
     lambda page: page.get_by_text("average game length")),
]


# ---- a lesson shown in Chinese: the English left in it --------------------------------------------

# Words that stay as they are in a Chinese lesson: card ranks,
# the rule IDs' letters, the players' names used in the
# lessons, the language switch's "English", and the names of tools and formats.
ALLOWED = {"A", "K", "Q", "J", "FD", "UD", "marimo", "English", "CSV", "JSON", "HTML",
           "Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Jia", "Yi", "Bing", "Ding"}

_TEXT_ATTRIBUTES = ("data-label", "data-labels", "data-options", "data-placeholder", "data-tabs", "data-html")


class _VisibleText(HTMLParser):
    """The text a reader sees in a lesson's output HTML: the text between tags, and what marimo keeps in
    attributes (as JSON, often holding HTML): widgets' labels, options and placeholders, callouts'
    contents. Left out: styles, scripts, a card picture's tooltip (``<title>``: the card in both
    languages), ``<code>`` (what a reader types: card codes), and anything inside an element marked
    ``lang="en"`` — the English a lesson shows on purpose (a card's English name in the lesson that
    teaches both)."""

    _VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "source", "col", "area", "base", "embed",
             "param", "track"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip: list[str] = []          # the open elements whose text is skipped

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if self._skip:
            if tag not in self._VOID:
                self._skip.append(tag)
            return
        # a card picture's <title> (its tooltip) names the card in both languages, by design; <code>
        # holds what a reader types (card codes such as `AS KD 10h`), the same in both languages
        if tag in ("style", "script", "title", "code") or attributes.get("lang") == "en":
            if tag not in self._VOID:
                self._skip.append(tag)
            return
        for name in _TEXT_ATTRIBUTES:
            value = attributes.get(name)
            if value:
                self.parts.append(_strings_in(value))

    def handle_startendtag(self, tag, attrs):
        if not self._skip:
            self.handle_starttag(tag, attrs)
            if self._skip and self._skip[-1] == tag:
                self._skip.pop()

    def handle_endtag(self, tag):
        if self._skip:
            self._skip.pop()

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def _strings_in(value: str) -> str:
    try:
        decoded = json.loads(value)
    except ValueError:
        decoded = value
    found: list[str] = []

    def walk(item):
        if isinstance(item, str):
            found.append(visible_text(item) if "<" in item else item)
        elif isinstance(item, list | tuple):
            for x in item:
                walk(x)
        elif isinstance(item, dict):
            for x in item.values():
                walk(x)

    walk(decoded)
    return " ".join(found)


def visible_text(html: str) -> str:
    """What a reader of this HTML sees, widget labels and options included (see :class:`_VisibleText`)."""
    parser = _VisibleText()
    parser.feed(html)
    parser.close()
    return " ".join(parser.parts)


def english_words(text: str) -> list[str]:
    """The English words in ``text`` (runs of two or more Latin letters, and any lone letter but a
    card rank), except the :data:`ALLOWED` ones — what a page shown in Chinese should not have.

    >>> english_words("黑桃A，规则 FD-8；Ann 先发牌 — Hand 1 wins")
    ['Hand', 'wins']
    """
    return [w for w in re.findall(r"[A-Za-z]+", text) if w not in ALLOWED]


FORGET_PROGRESS = """async () => {
    for (const kept of await indexedDB.databases()) indexedDB.deleteDatabase(kept.name);
}"""
"""What a live lesson kept in the browser's storage (lessons/_progress.py: IndexedDB), forgotten: the
``offline`` context is shared, and a match one test started would be resumed in the next test's lesson."""


# ---- the built site on loopback ---------------------------------------------------------------------

class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    # a browser opens many connections at once (six per tab, several tabs): with the default backlog of 5,
    # a busy machine drops some, and chromium waits seconds to retry each
    request_queue_size = 128

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):   # a tab closed while a file was on its way
            super().handle_error(request, client_address)


def serve(directory: Path) -> QuietServer:
    """``directory`` served on a free loopback port, in a thread of its own, until ``.shutdown()``."""
    server = QuietServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def bot_moves(lineup, seeds):
    """Every move of seeded bot games — 2, 3 and 4 players in turn, seated from ``lineup`` — as (the bot, the
    view it had, its action), each given before it is applied (so the bot's reason is still its own)."""
    from engine.updown import UpDownRules, new_game
    from engine.updown.bots import make_bot

    for seed in seeds:
        players = 2 + seed % 3
        state = new_game(UpDownRules(players=players, play_limit=80), seed=seed)
        bots = {s: make_bot(p, seed) for s, p in enumerate(lineup[:players])}
        while not state.is_over:
            bot, view = bots[state.to_act], state.view(state.to_act)
            action = bot.act(view)
            yield bot, view, action
            state = state.apply(action)
