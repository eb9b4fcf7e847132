"""Every lesson runs headless with its key outputs asserted; the lessons hold no game logic."""

import importlib.util
from pathlib import Path

import pytest

from engine.advisor import advise
from engine.hands import Category

LESSONS = {p.stem: p for p in sorted((Path(__file__).parent.parent / "lessons").glob("[0-9][0-9]_*.py"))}


def load(stem):
    spec = importlib.util.spec_from_file_location(stem, LESSONS[stem])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.app


def html_of(outputs):
    return "".join(getattr(o, "text", str(o)) for o in outputs if o is not None)


@pytest.mark.parametrize("stem", list(LESSONS))
def test_every_lesson_runs_with_a_title_a_goal_and_its_rule_ids(stem):
    app = load(stem)
    outputs, _ = app.run()
    html = html_of(outputs)
    assert app._config.app_title and "<h1" in html, "a lesson has an app title and an H1"
    assert "Goal:" in html, "a lesson says its goal first"
    source = LESSONS[stem].read_text()
    assert "FD-" in source or "UD-" in source, "a lesson names the rules it teaches"


@pytest.mark.parametrize("stem", [s for s in LESSONS if not s.endswith(("scorekeeper", "match"))])
def test_lessons_draw_cards_as_pictures(stem):
    assert 'class="cs-card' in html_of(load(stem).run()[0])


def test_fd6_lesson_01_deals_five_cards_each_from_the_dealers_left():
    _, defs = load("01_cards_and_dealing").run()
    game, deal_events = defs["game"], defs["deal_events"]
    assert len(deal_events) == 5 * game.rules.players
    assert deal_events[0].seat == game.seat_order()[0] == (game.dealer + 1) % game.rules.players
    assert defs["picked"].chinese == "黑桃A"


def test_fd6_lesson_01_same_seed_same_deal():
    assert load("01_cards_and_dealing").run()[1]["game"].hands == load("01_cards_and_dealing").run()[1]["game"].hands


def test_fd13_lesson_02_counts_explains_and_grades():
    app = load("02_ranking_hands")
    _, defs = app.run()
    assert defs["counts"][Category.FULL_HOUSE] == 3744 and sum(defs["counts"].values()) == 2598960
    assert defs["comparison"] == "Hand 1 wins: both have a pair of kings; the 9 beats the 7 as the first kicker."
    assert defs["built"].category == Category.TWO_PAIR
    questions = defs["questions"]
    wrong = {"first": "second", "second": "tie", "tie": "first"}
    answers = [q.answer for q in questions[:3]] + [wrong[questions[3].answer], None]
    _, graded = app.run(defs={"picked": answers})
    marks = graded["marks"]
    assert (marks.score, marks.answered, marks.total) == (3, 4, 5)
    assert marks.feedback[0].startswith("Right!") and marks.feedback[3].startswith("Not quite")
    assert marks.feedback[4] == ""


def test_fd8_lesson_03_shows_the_advisor_and_judges_a_keep():
    app = load("03_replacing_cards")
    _, defs = app.run()
    assert defs["advice"].best.p_beats_opponents > 0 and defs["problem"] is None
    assert any("receives" in line for line in defs["demo_lines"])
    exercises = defs["exercises"]
    best = list(advise(exercises[0], opponents=3).best.keep)
    _, judged = app.run(defs={"kept_choices": [best, list(exercises[1][:2]), None, None]})
    feedback = judged["exercise_feedback"]
    assert feedback[0].startswith("Best possible!") and "Best:" in feedback[1] and feedback[2] == ""


class Widget:
    """Stands in for a UI element's value when a lesson runs headless."""

    def __init__(self, value):
        self.value = value


def test_fd8_lesson_03_reports_an_unreadable_hand_and_reads_a_typed_one():
    app = load("03_replacing_cards")
    controls = {"hand_seed": Widget(7), "opponents": Widget(3)}
    _, defs = app.run(defs={**controls, "typed": Widget("AS AS KD 2C 3C")})
    assert defs["advice"] is None and "twice" in defs["problem"]
    _, defs = app.run(defs={**controls, "typed": Widget("9s 9h kd 6c 2s")})
    assert defs["advice"].thumb.name == "one pair" and defs["problem"] is None


def test_fd14_lesson_04_finishes_a_seeded_match():
    _, defs = load("04_a_round_and_a_match").run()
    defs["start_match"]()
    game = defs["get_table"]()["game"]
    assert game.phase == "decide1" and game.to_act == 0, "the bots act until it is the learner's turn"
    defs["autoplay"]()
    game = defs["get_table"]()["game"]
    assert game.is_over and game.round_no == 8 and game.events[-1].kind == "deck_check"


def test_fd3_lesson_05_scorekeeper_totals_and_csv():
    _, defs = load("05_teacher_scorekeeper").run()
    defs["start_sheet"]()
    record = defs["record"]
    record(lambda s: s.record_winner("Bo"))
    record(lambda s: s.record_showdown({"Ann": "KS KH 9D 4C 2S", "Cy": "KD KC 7D 4H 2H"}))
    record(lambda s: s.record_tie(["Ann", "Bo"]))
    record(lambda s: s.record_winner("Nobody"))
    table = defs["get_sheet"]()
    sheet = table["sheet"]
    assert sheet.scores == [11, 11, 10, 10] and "no player 'Nobody'" in table["error"]
    assert sheet.to_csv().splitlines()[-1].endswith(",11,11,10,10")
    assert sheet.next_dealer_name == "Di"
