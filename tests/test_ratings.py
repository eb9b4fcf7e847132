"""Ratings: reproducible tournaments, a fitted table, and a learner's rating from their games."""

import importlib.util
from pathlib import Path

import pytest

from engine.ratings import GameResult, bot_ratings, head_to_head, learner_rating, rating_points

ROOT = Path(__file__).parent.parent


def load_tool():
    spec = importlib.util.spec_from_file_location("ratings_tool", ROOT / "tools" / "ratings.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_tournament_is_reproducible_from_its_seed():
    tool = load_tool()
    first = tool.tournament("updown", 6, seed=3)
    assert first == tool.tournament("updown", 6, seed=3)
    bots, data, shared, played = first
    assert played == len(data) + shared and all(len(others) in (2, 3) for _, others in data)


def test_the_shipped_table_rates_every_personality_with_an_interval():
    from engine.draw.bots import PERSONALITIES as DRAW
    from engine.updown.bots import PERSONALITIES as UPDOWN

    for game, names in (("draw", DRAW), ("updown", UPDOWN)):
        rated = bot_ratings(game)
        assert {r.personality for r in rated} == set(names)
        assert all(r.low <= r.strength <= r.high and r.games > 0 for r in rated)
        assert [r.strength for r in rated] == sorted((r.strength for r in rated), reverse=True)


def test_a_learner_who_wins_rates_higher_and_the_order_of_games_does_not_matter():
    strongest = bot_ratings("updown")[0].personality
    weakest = bot_ratings("updown")[-1].personality
    wins = [GameResult((strongest, weakest), True)] * 3
    losses = [GameResult((strongest, weakest), False)] * 3
    mixed = [GameResult((strongest,), True), GameResult((weakest,), False)]
    assert learner_rating("updown", wins).strength > learner_rating("updown", []).strength \
        > learner_rating("updown", losses).strength
    assert learner_rating("updown", mixed) == learner_rating("updown", mixed[::-1])
    assert learner_rating("updown", wins).low < learner_rating("updown", wins).strength


def test_a_learner_rating_names_the_closest_bot_in_plain_words():
    me = learner_rating("draw", [GameResult(("loose", "odds"), True)])
    assert me.summary().startswith("You are now about as strong as the ")
    assert "after 1 game)" in me.summary()


def test_the_scale_is_elo_like():
    assert rating_points(0) == 1500 and head_to_head(0.0, 0.0) == 0.5


@pytest.mark.parametrize(("game", "results", "error"), [
    ("chess", [], ValueError),
    ("updown", [("honest", True)], TypeError),
    ("updown", [GameResult(("shark",), True)], ValueError),
    ("updown", [GameResult((), True)], ValueError),
    ("updown", [GameResult(("honest",), "yes")], TypeError),
])
def test_learner_rating_refuses_bad_input_naming_the_parameter(game, results, error):
    with pytest.raises(error, match="game|results"):
        learner_rating(game, results)
