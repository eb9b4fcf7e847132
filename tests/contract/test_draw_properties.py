"""Random legal play of five-card draw matches (FD-1 … FD-15), driven by Hypothesis."""

import os

from hypothesis import given, settings
from hypothesis import strategies as st
from support import GOLDEN

from engine.cards import full_deck
from engine.draw import Correct, Dealt, DeckChecked, DrawRules, Phase, Replace, new_game, replay
from engine.draw.events import PRIVATE
from engine.draw.transcript import draw_transcript

rules_strategy = st.builds(
    DrawRules, players=st.integers(3, 6), max_replace=st.integers(0, 3), ace_low=st.booleans(),
    chips=st.booleans(), rounds=st.integers(1, 3))


def hidden_cards(event):
    """The cards a private event holds (None when they are left out)."""
    return event.card if isinstance(event, Dealt) else event.cards


def check_invariants(state):
    assert sorted(state.all_cards()) == sorted(full_deck()), "all 52 cards are accounted for (FD-2)"
    for seat in range(state.rules.players):
        view = state.view(seat)
        assert len(view.events) == len(state.events)
        for seen, real in zip(view.events, state.events, strict=True):
            if isinstance(real, PRIVATE) and real.seat != seat:
                assert hidden_cards(seen) is None, f"seat {seat} saw seat {real.seat}'s cards in {real}"
                assert type(seen) is type(real)
            else:
                assert seen == real
        assert set(view.hands_shown) <= set(state.shown)
        assert all(a.seat == seat for a in view.legal_actions)
        assert list(view.legal_actions) == [a for a in state.legal_actions() if a.seat == seat]


@settings(max_examples=40, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6), data=st.data())
def test_fd1_fd15_random_legal_matches_keep_every_invariant(rules, seed, data):
    state = new_game(rules, seed)
    for _ in range(2000):
        check_invariants(state)
        if state.is_over:
            break
        actions = state.legal_actions()
        assert actions, f"no legal action in phase {state.phase}"
        state = state.apply(actions[data.draw(st.integers(0, len(actions) - 1))])
    assert state.is_over, "every match ends (FD-14)"
    assert state.events[-1] == DeckChecked(cards=52, complete=True)
    assert replay(rules, seed, state.history) == state


@settings(max_examples=25, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6))
def test_fd4_same_seed_same_actions_same_game(rules, seed):
    a, b = new_game(rules, seed), new_game(rules, seed)
    assert a == b and a.hands == b.hands


MATCH_GOLDEN = GOLDEN / "draw_match_seed7.txt"


def golden_match():
    """A seeded four-player match in which each seat plays by a fixed, readable policy."""
    state = new_game(DrawRules(players=4, rounds=3, chips=True), seed=7)
    while not state.is_over:
        actions = state.legal_actions()
        own = [a for a in actions if a.seat == state.to_act and not isinstance(a, Correct)]
        if state.phase == Phase.REPLACE:  # replace the first k cards, k by seat: 0, 1, 2, 3
            k = state.to_act % 4
            own = [a for a in own if isinstance(a, Replace) and len(a.cards) == k] or own
        if state.phase in (Phase.DECIDE1, Phase.DECIDE2) and state.to_act == 3 and state.round_no == 2:
            own = [a for a in own if a.kind == "fold"]
        state = state.apply(own[0])
    return state


def test_fd6_fd15_golden_transcript_of_a_seeded_match():
    text = draw_transcript(golden_match().events, names=["Ann", "Bo", "Cy", "Di"]) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):  # a rule change shows up as a readable diff of this file
        MATCH_GOLDEN.write_text(text)
    assert text == MATCH_GOLDEN.read_text(), "transcript changed; rerun with UPDATE_GOLDEN=1 and review the diff"

