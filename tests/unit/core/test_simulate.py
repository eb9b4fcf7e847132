"""Bot-lab figures a teacher can trust: fair seating, stated uncertainty, one shape for both games."""

from collections import Counter

import pytest

from engine.draw import DrawRules
from engine.draw.simulation import simulate as simulate_draw
from engine.stats import Interval, seating_design, wilson
from engine.updown import UpDownRules
from engine.updown.simulation import simulate as simulate_updown

# ---- the interval -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("hits", "trials", "expected"), [
    (81, 263, (0.2553, 0.3662)),     # the worked example usually quoted for the Wilson interval
    (50, 100, (0.4038, 0.5962)),
    (0, 10, (0.0, 0.2775)),
    (10, 10, (0.7225, 1.0)),
    (1, 1, (0.2065, 1.0)),
])
def test_wilson_interval_matches_known_values(hits, trials, expected):
    assert wilson(hits, trials) == Interval(*expected)


@pytest.mark.parametrize(("hits", "trials"), [(1, 0), (-1, 5), (6, 5), ("3", 5), (3, 5.0), (None, 5), (True, 5)])
def test_wilson_refuses_impossible_counts_naming_the_parameter(hits, trials):
    with pytest.raises((TypeError, ValueError), match="successes|trials"):
        wilson(hits, trials)


# ---- the seating design -----------------------------------------------------------------------------

@pytest.mark.parametrize("bots", [2, 3, 4, 5, 6])
def test_balanced_design_gives_every_bot_every_seat_and_every_neighbour_equally_often(bots):
    design = seating_design(bots)
    seats = Counter((order[s], s) for order in design.orders for s in range(bots))
    after = Counter((order[s], order[(s + 1) % bots]) for order in design.orders for s in range(bots))
    assert len(seats) == bots * bots and len(set(seats.values())) == 1
    assert len(after) == bots * (bots - 1) and len(set(after.values())) == 1


def test_balanced_design_uses_every_order_when_there_are_few():
    assert sorted(seating_design(3).orders) == sorted(
        [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)])
    assert len(seating_design(4).orders) == 24


def test_the_design_rounds_games_up_to_whole_passes_and_says_so():
    result = simulate_updown(["honest", "reckoner", "bluffer"], games=20, seed=1)
    assert (result.asked, result.games) == (20, 24)
    assert result.design.name == "every order"


@pytest.mark.parametrize("bad", [1, 7, "3", 3.0, None])
def test_seating_design_refuses_impossible_tables(bad):
    with pytest.raises((TypeError, ValueError), match="bots"):
        seating_design(bad)


def test_seating_design_refuses_an_unknown_seating():
    with pytest.raises(ValueError, match="seating"):
        seating_design(3, "random")


# ---- identical bots, fixed seats versus balanced ---------------------------------------------------

def test_ud6_ud11_identical_bots_differ_with_fixed_seats_in_updown():
    """The bias the bot lab used to show: the reckoner listed first always sits before the second
    one, which may challenge it (UD-10, UD-11) — fixed seats make two identical bots look unequal."""
    result = simulate_updown(["reckoner", "reckoner", "honest", "bluffer"], games=240, seed=1, seating="fixed")
    assert result.can_tell_apart("reckoner", "reckoner 2")


@pytest.mark.parametrize("lineup", [["reckoner", "reckoner", "honest"],
                                    ["reckoner", "reckoner", "honest", "bluffer"]])
def test_ud6_identical_bots_win_equally_often_within_their_intervals_when_seated_fairly(lineup):
    result = simulate_updown(lineup, games=240, seed=1)
    assert result.games == 240
    assert not result.can_tell_apart("reckoner", "reckoner 2")


@pytest.mark.parametrize("lineup", [["loose", "loose", "by the book"],
                                    ["loose", "loose", "by the book", "cautious"]])
def test_fd4_identical_draw_bots_win_equally_often_within_their_intervals(lineup):
    rules = DrawRules(players=len(lineup), rounds=4)
    result = simulate_draw(lineup, games=144, seed=1, rules=rules)
    assert result.games == 144
    assert not result.can_tell_apart("loose", "loose 2")
    assert result.win_interval("loose").high > result.win_interval("by the book").low


# ---- one shape, seeded, every rate with its interval -------------------------------------------------

def test_simulations_are_seeded_and_count_every_seat():
    a = simulate_updown(["honest", "bluffer"], games=10, seed=5)
    b = simulate_updown(["honest", "bluffer"], games=10, seed=5)
    assert a == b and sum(a.seats.values()) == 2 * a.games
    assert sum(a.wins.values()) == pytest.approx(a.games)


def test_ud12_challenge_and_bluff_rates_come_with_intervals():
    result = simulate_updown(["honest", "reckoner", "bluffer"], games=60, seed=2)
    rate, interval = result.rate("reckoner", "challenges_won", "challenges")
    assert interval.low <= rate <= interval.high
    assert result.rate("honest", "challenges_won", "challenges") is None or result.count("honest", "challenges") > 0
    assert result.count("honest", "bluffs") == 0           # the honest bot never declares another rank
    assert result.total("bluffs_challenged") + result.total("bluffs_stood") == result.total("bluffs")


def test_simulate_refuses_bad_input_naming_the_parameter():
    with pytest.raises(ValueError, match="personalities"):
        simulate_updown(["honest", "shark"], games=5)
    with pytest.raises(ValueError, match="games"):
        simulate_updown(["honest", "bluffer"], games=0)
    with pytest.raises(TypeError, match="personalities"):
        simulate_updown("honest", games=5)
    with pytest.raises(ValueError, match="personalities"):
        simulate_updown(["honest", "bluffer"], games=5, rules=UpDownRules(players=3))
    with pytest.raises(ValueError, match="no entry"):
        simulate_updown(["honest", "bluffer"], games=2).win_rate("reckoner")


def test_fd12_a_simulation_shared_over_processes_gives_the_same_result_figure_for_figure():
    from engine.draw import DrawRules
    from engine.draw.simulation import simulate as simulate_draw

    rules = DrawRules(players=3, rounds=2)
    serial = simulate_draw(["by the book", "loose", "cautious"], games=12, seed=4, rules=rules)
    shared = simulate_draw(["by the book", "loose", "cautious"], games=12, seed=4, rules=rules, workers=2)
    assert (serial.wins, serial.seats, serial.counts, serial.lengths, serial.outcomes) == \
        (shared.wins, shared.seats, shared.counts, shared.lengths, shared.outcomes)
    assert serial.total("rounds_won") == 12 * 2, "every round won by someone, a split round shared (FD-12)"
