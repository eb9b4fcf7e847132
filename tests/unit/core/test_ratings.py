"""Ratings: reproducible tournaments, a fitted table, and a learner's rating from their games."""

import importlib
import importlib.util
import math

import pytest
from support import ROOT

from engine.ratings import GameResult, bot_ratings, head_to_head, learner_rating, rating_points, table_facts


def load_tool():
    spec = importlib.util.spec_from_file_location("ratings_tool", ROOT / "tools" / "ratings.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def personalities_in_their_order():
    """monkeypatch puts a deleted bot back at the end of its dictionary: put each back in its place, so that
    a later test on this worker (make_bot's doctest lists them) sees them in their order."""
    import engine.draw.bots as draw_bots
    import engine.updown.bots as updown_bots

    # the game kits copy the names when first imported: before a test deletes a bot, never during it (on a
    # worker that met no other simulation first, a lesson test after this one found no 'odds' bot)
    for kit in ("engine.draw.play", "engine.draw.simulation", "engine.updown.play", "engine.updown.simulation"):
        importlib.import_module(kit)

    kept = [(d, dict(d)) for d in (draw_bots.PERSONALITIES, updown_bots.PERSONALITIES)]
    yield
    for personalities, before in kept:
        personalities.clear()
        personalities.update(before)


@pytest.fixture
def quick_bots(monkeypatch):
    """The three quick 一上一下 personalities only (the expert searches, which makes a whole round
    robin take minutes): one table of 3."""
    import engine.updown.bots as updown_bots

    monkeypatch.delitem(updown_bots.PERSONALITIES, "expert")     # in place: other modules hold this dictionary
    return tuple(updown_bots.PERSONALITIES)


def test_the_tournament_is_reproducible_from_its_seed_and_the_same_shared_over_processes(quick_bots):
    from engine.ratings import play_tournament

    first = play_tournament("updown", 6, seed=3)
    assert first == play_tournament("updown", 6, seed=3, workers=2), "two processes play the same games"
    assert first != play_tournament("updown", 6, seed=4)
    assert first.bots == quick_bots
    assert first.played == len(first.data) + first.shared == 6           # one table of 3, every order once
    assert all(len(d.others) in (2, 3) for d in first.data)


def test_fd3_fd7_a_tournament_under_chips_is_played_with_chips_and_the_same_over_processes(monkeypatch):
    import engine.draw.bots as draw_bots
    from engine.ratings import plan_tournament, play_plans

    for slow in ("odds", "expert"):                 # the advisor's bots: too slow for a quick test
        monkeypatch.delitem(draw_bots.PERSONALITIES, slow)
    planned = plan_tournament("draw", 6, seed=5, scoring="chips")
    assert [p.rules.chips for p in planned.tables] == [True] and planned.scoring == "chips"
    serial = play_plans([planned], workers=1, size=6)[0]
    assert serial == play_plans([planned], workers=2, size=2)[0]
    assert serial.scoring == "chips" and serial.played == 6


def test_the_shipped_table_rates_every_personality_with_an_interval():
    from engine.draw.bots import PERSONALITIES as DRAW
    from engine.updown.bots import PERSONALITIES as UPDOWN

    for game, scoring, names in (("draw", "win", DRAW), ("draw", "chips", DRAW), ("draw", "category", DRAW),
                                 ("updown", "win", UPDOWN)):
        rated = bot_ratings(game, scoring)
        assert {r.personality for r in rated} == set(names)
        assert all(r.low <= r.strength <= r.high and r.games > 0 for r in rated)
        assert [r.strength for r in rated] == sorted((r.strength for r in rated), reverse=True)
        assert table_facts(game, scoring)["games"] > 0


def test_fd3_fd7_a_table_of_rules_finds_the_ratings_of_its_scoring():
    from engine.draw import DrawRules

    assert bot_ratings("draw", DrawRules(chips=True)) == bot_ratings("draw", "chips")
    assert bot_ratings("draw", DrawRules(scoring="category", ace_low=True)) == bot_ratings("draw", "category")
    assert bot_ratings("draw", DrawRules()) == bot_ratings("draw")
    with pytest.raises(ValueError, match="scoring"):
        bot_ratings("updown", "chips")


def test_fd7_a_learners_chips_match_is_measured_against_the_bots_ratings_with_chips():
    by_chips = {r.personality: r.strength for r in bot_ratings("draw", "chips")}
    free = {r.personality: r.strength for r in bot_ratings("draw")}
    against = ("expert", "loose")
    won_with_chips = learner_rating("draw", [GameResult(against, True, "chips")])
    won_free = learner_rating("draw", [GameResult(against, True)])
    stronger_with_chips = sum(map(math.exp, (by_chips[p] for p in against))) > \
        sum(map(math.exp, (free[p] for p in against)))
    assert (won_with_chips.strength > won_free.strength) == stronger_with_chips, \
        "a win against stronger opponents counts for more"
    assert won_with_chips.scoring == "chips" and won_with_chips.closest_bot() in bot_ratings("draw", "chips")


def test_the_tool_rates_a_tournament_with_intervals_and_every_head_to_head(monkeypatch):
    tool = load_tool()
    monkeypatch.setattr(tool, "BOOTSTRAP", 5)
    played = synthetic_tournament({"a": 1.0, "b": 0.3, "c": 0.0, "d": -1.0}, games=300, seed=2)
    rated = tool.rate(played, 100, 7)
    assert set(rated["bots"]) == {"a", "b", "c", "d"} and len(rated["head_to_head"]) == 12
    assert all(low <= s <= high for s, low, high, _games in rated["bots"].values())
    chance, low, high = rated["head_to_head"]["a vs d"]
    assert 0.5 < low <= chance <= high and rated["games_per_table"] == 100 and rated["games"] == 300


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


def test_one_game_does_not_settle_a_rating_and_many_consistent_ones_do():
    strongest = bot_ratings("updown")[0].personality
    one = learner_rating("updown", [GameResult((strongest,), True)])
    assert not one.settled, "after one game the 95% range holds the weakest and the strongest bot"
    many = learner_rating("updown", [GameResult((strongest,), False), GameResult((strongest,), True)] * 20)
    assert many.settled, "40 games, half of them won against the strongest bot, narrow the range"
    assert many.high - many.low < one.high - one.low
    assert not learner_rating("updown", []).settled


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


def synthetic_tournament(strengths: dict[str, float], games: int, seed: int):
    """Games drawn from Luce's model itself (a random table of 3 or 4; P(win) ∝ exp(strength)), so
    that the fits are compared on data with a known answer, without playing for minutes."""
    import math
    import random

    from engine.ratings import TopOne, Tournament

    rng = random.Random(seed)
    bots = tuple(strengths)
    data = []
    for _ in range(games):
        table = rng.sample(range(len(bots)), rng.choice((3, 4)))
        winner = rng.choices(table, weights=[math.exp(strengths[bots[i]]) for i in table])[0]
        data.append(TopOne(winner, tuple(i for i in table if i != winner)))
    return Tournament("updown", bots, tuple(data), games, 0)


def test_the_engines_own_fit_agrees_with_choix_where_the_data_speak():
    import choix

    from engine.ratings import fit_strengths

    played = synthetic_tournament({"a": 1.0, "b": 0.3, "c": 0.0, "d": -1.2}, games=1500, seed=5)
    ours = {r.personality: r.strength for r in fit_strengths(played)}
    theirs = choix.ilsr_top1(len(played.bots), [(d.winner, list(d.others)) for d in played.data], alpha=0.01)
    won = {b: sum(1 for d in played.data if played.bots[d.winner] == b) for b in played.bots}
    compared = [i for i, b in enumerate(played.bots) if won[b] >= 10]
    shift = sum(ours[played.bots[i]] - theirs[i] for i in compared) / len(compared)
    assert len(compared) >= 2
    for i in compared:
        assert abs(ours[played.bots[i]] - theirs[i] - shift) < 0.02
    assert ours["a"] > ours["b"] > ours["c"] > ours["d"], "the known order comes back"


def test_the_engines_fit_gives_intervals_and_keeps_a_bot_that_never_won_finite():
    from engine.ratings import TopOne, Tournament, fit_strengths

    data = (TopOne(0, (1, 2)),) * 8 + (TopOne(1, (0, 2)),) * 4
    rated = {r.personality: r for r in fit_strengths(Tournament("updown", ("a", "b", "c"), data, 12, 0))}
    assert rated["a"].strength > rated["b"].strength > rated["c"].strength > -10
    assert all(r.low < r.strength < r.high for r in rated.values())


@pytest.mark.parametrize(("kwargs", "error"), [({"game": "chess"}, ValueError), ({"games": 0}, ValueError),
                                               ({"games": "5"}, TypeError), ({"seed": None}, TypeError)])
def test_play_tournament_refuses_bad_input(kwargs, error):
    from engine.ratings import play_tournament

    arguments = {"game": "updown", "games": 6, "seed": 1} | kwargs
    with pytest.raises(error, match=next(iter(kwargs))):
        play_tournament(**arguments)


def test_the_rating_tool_plays_and_fits_the_same_tournaments_over_processes(monkeypatch):
    """tools/ratings.py hands out the shares dearest first and fits each tournament as soon as its games
    are in, while the others play: the tournaments and their fits are those of one process playing the
    games in turn (engine.ratings.play_plans) and fitting them afterwards."""
    import importlib.util
    import multiprocessing
    import sys
    from concurrent.futures import ProcessPoolExecutor
    from pathlib import Path

    import engine.draw.bots as draw_bots
    import engine.updown.bots as updown_bots
    from engine.ratings import plan_tournament, play_plans

    slow = ((draw_bots.PERSONALITIES, ("odds", "expert")), (updown_bots.PERSONALITIES, ("expert",)))
    for personalities, names in slow:               # the advisor's and the play-outs' bots: too slow here
        for name in names:
            monkeypatch.delitem(personalities, name)
    spec = importlib.util.spec_from_file_location("ratings_tool", Path(__file__).parents[3] / "tools" / "ratings.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "ratings_tool", tool)     # so that its functions go to the processes by name
    spec.loader.exec_module(tool)
    monkeypatch.setattr(tool, "BOOTSTRAP", 4)
    monkeypatch.setattr(tool, "SHARE", 2)
    # the processes must see what is patched here (the tool by its name, BOOTSTRAP): forked, whatever threads
    # an earlier test left in this worker (engine.parallel.pool would spawn them afresh then)
    fork = multiprocessing.get_context("fork")
    monkeypatch.setattr(tool, "pool", lambda workers: ProcessPoolExecutor(max_workers=workers, mp_context=fork))
    plans = [plan_tournament("updown", 6, seed=3), plan_tournament("draw", 6, seed=3, scoring="chips")]
    serial = play_plans(plans, workers=1, size=6)
    fitted = [tool.rate(t, 6, 3) for t in serial]
    for workers in (1, 2):
        played, fits, _ = tool.play_and_rate(plans, workers, 3, lambda *_: None)
        assert played == serial and fits == fitted
