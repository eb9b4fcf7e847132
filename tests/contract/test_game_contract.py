"""One suite over every game (engine/game.py's ``Game``), as OpenSpiel runs one simulation test over
every registered game: random legal play keeps the contract. The legal actions are exactly what
``apply`` accepts; a seat's view never shows a card that seat may not see, and offers exactly that
seat's legal actions; all 52 cards are always accounted for; every game ends; replaying the actions
reproduces the game; the same seed deals the same game. Each game's own properties are in its file.

The number of examples comes from the Hypothesis profile (tests/conftest.py: ``dev``, or ``ci``).
"""

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.cards import full_deck
from engine.errors import IllegalMove
from engine.game import can_apply

SEEDS = st.integers(0, 10**6)


def check_contract(game, state):
    assert sorted(state.all_cards()) == sorted(full_deck()), "all 52 cards are accounted for (FD-2, UD-1)"
    legal = state.legal_actions()
    assert state.is_over or legal, f"{game.name}: no legal action in phase {state.phase}"
    for seat in range(state.rules.players):
        view = state.view(seat)
        game.check_view(state, view, seat)
        assert list(view.legal_actions) == [a for a in legal if a.seat == seat], "a view offers its seat's actions"


@given(data=st.data())
def test_random_legal_play_keeps_the_contract_ends_and_replays(game, data):
    rules, seed = data.draw(game.rules, label="rules"), data.draw(SEEDS, label="seed")
    states = game.play(data, rules, seed)
    for state in states:
        check_contract(game, state)
    last = states[-1]
    assert last.is_over, f"every {game.name} game ends (FD-14, UD-5, UD-16)"
    assert last.to_act is None and last.legal_actions() == []
    game.check_end(last)
    assert game.replay(rules, seed, last.history) == last, "the same seed and actions give the same game"


@given(data=st.data())
def test_legal_actions_are_exactly_what_apply_accepts(game, data):
    rules, seed = data.draw(game.rules, label="rules"), data.draw(SEEDS, label="seed")
    rng = random.Random(seed)
    for state in game.play(data, rules, seed, steps=60):
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal), "no legal action is listed twice"
        assert all(can_apply(state, action) and state.can_apply(action) for action in legal)
        for action in rng.sample(legal, min(4, len(legal))):
            state.apply(action)
        keys = {game.key(action) for action in legal}
        for action in game.candidates(state, rng):
            accepted = can_apply(state, action)
            assert accepted == (game.key(action) in keys), action
            if not accepted:
                try:
                    state.apply(action)
                except IllegalMove as err:
                    assert err.rule.startswith(game.prefix), err.rule
                else:
                    raise AssertionError(f"{action} was applied though can_apply said no")
        assert not can_apply(state, "stay") and not can_apply(state, None), "what is not an action is refused"


@given(data=st.data())
def test_the_same_seed_deals_the_same_game(game, data):
    rules, seed = data.draw(game.rules, label="rules"), data.draw(SEEDS, label="seed")
    a, b = game.new_game(rules, seed), game.new_game(rules, seed)
    assert a == b and a.hands == b.hands and a.events == b.events
