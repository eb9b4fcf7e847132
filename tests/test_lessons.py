"""Every lesson runs headless, and its key outputs are right (the lessons hold no game logic)."""

import importlib.util
from pathlib import Path

import pytest

LESSONS = sorted((Path(__file__).parent.parent / "lessons").glob("[0-9][0-9]_*.py"))


def load(path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.app


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_lesson_runs_and_has_a_title_and_card_pictures(path):
    app = load(path)
    outputs, _ = app.run()
    html = "".join(getattr(o, "text", str(o)) for o in outputs if o is not None)
    assert app._config.app_title, "a lesson has an app title"
    assert "<h1" in html, "a lesson starts with an H1 title"
    assert 'class="cs-card' in html, "a lesson draws cards as pictures"
    assert "FD-" in path.read_text() or "UD-" in path.read_text(), "a lesson names the rules it teaches"


def test_fd6_lesson_01_deals_five_cards_each_from_the_dealers_left():
    _, defs = load(LESSONS[0]).run()
    game, deal_events = defs["game"], defs["deal_events"]
    assert len(deal_events) == 5 * game.rules.players
    assert deal_events[0].seat == game.seat_order()[0] == (game.dealer + 1) % game.rules.players


def test_fd6_lesson_01_same_seed_same_deal():
    path = LESSONS[0]
    first = load(path).run()[1]["game"].hands
    again = load(path).run()[1]["game"].hands
    assert first == again
