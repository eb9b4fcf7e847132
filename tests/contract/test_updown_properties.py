"""Random legal play of 一上一下 (UD-1 … UD-17), driven by Hypothesis: the invariants, the legal
actions against ``can_apply``, chosen positions against reached ones, and the referee against the
state machine."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import full_deck
from engine.errors import IllegalMove
from engine.game import can_apply
from engine.updown import (
    Challenge,
    Deal,
    Face,
    Lead,
    Pass,
    PlayDown,
    PlayUp,
    UpDownRules,
    face_due_after,
    new_game,
    play_down,
    play_up,
    position,
    public_events,
    replay,
)
from engine.updown.referee import Referee

rules_strategy = st.builds(UpDownRules, players=st.integers(2, 4),
                           lead_after_pickup=st.sampled_from(["taker", "challenger"]),
                           play_limit=st.integers(1, 150))


def random_game(data, rules, seed, steps=5000):
    """Every state of a game played by random legal actions."""
    state = new_game(rules, seed)
    states = [state]
    for _ in range(steps):
        if state.is_over:
            break
        actions = state.legal_actions()
        assert actions, f"no legal action in phase {state.phase}"
        state = state.apply(actions[data.draw(st.integers(0, len(actions) - 1), label="action")])
        states.append(state)
    return states


def check_invariants(state):
    assert sorted(state.all_cards()) == sorted(full_deck()), "all 52 cards are accounted for (UD-1)"
    for seat in range(state.rules.players):
        view = state.view(seat)
        for seen, real in zip(view.pile, state.pile, strict=True):
            if real.face == "down" and real.seat != seat:
                assert seen.card is None, "another seat's face-down card is hidden (UD-10)"
        for e in view.events:
            if e.private and e.seat != seat:
                assert getattr(e, "card", None) is None and getattr(e, "cards", ()) == ()
        assert all(a.seat == seat for a in view.legal_actions)
    if state.phase == "play":
        assert state.face_due == face_due_after(state.pile), "UD-17: the last standing card decides"


@settings(max_examples=40, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6), data=st.data())
def test_ud1_ud17_random_legal_games_keep_every_invariant_and_end(rules, seed, data):
    states = random_game(data, rules, seed)
    for state in states:
        check_invariants(state)
    last = states[-1]
    assert last.is_over and last.winners, "every game ends (UD-5, UD-16)"
    assert replay(rules, seed, last.history) == last


def candidates(state, rng):
    """Actions worth trying now: a sample of all the actions that exist, and some with the cards
    of the seat to act."""
    seats = range(state.rules.players)
    deck = full_deck()
    sample = [PlayUp(rng.choice(seats), rng.choice(deck)),
              PlayDown(rng.choice(seats), rng.choice(deck), rng.choice([None, *range(2, 15)])),
              *(Challenge(s) for s in seats), *(Pass(s) for s in seats)]
    hand = state.hands[state.to_act] if state.to_act is not None else ()
    if hand:
        card = rng.choice(hand)
        sample += [PlayUp(state.to_act, card), PlayDown(state.to_act, card, rng.randint(2, 14))]
    return sample


@settings(max_examples=30, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6), data=st.data())
def test_ud6_ud10_legal_actions_are_exactly_what_apply_accepts(rules, seed, data):
    rng = random.Random(seed)
    for state in random_game(data, rules, seed, steps=60):
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal)
        assert all(can_apply(state, action) and state.can_apply(action) for action in legal)
        for action in rng.sample(legal, min(4, len(legal))):
            state.apply(action)
        for action in candidates(state, rng):
            accepted = can_apply(state, action)
            assert accepted == (action in legal), action
            if not accepted:
                try:
                    state.apply(action)
                except IllegalMove as err:
                    assert err.rule.startswith("UD-")
                else:
                    raise AssertionError(f"{action} was applied though can_apply said no")


def as_position(state):
    """The same moment described to the scenario API from the state's parts."""
    pile = [play_up(p.seat, p.card) if p.face == Face.UP else play_down(p.seat, p.card, p.counts_as)
            for p in state.pile]
    return position([list(h) for h in state.hands], pile=pile, stock=list(state.stock), rest=None,
                    turn=state.turn, asking=list(state.asking) if state.phase == "challenge" else None,
                    target=state.target, face_due=str(state.face_due), plays=state.plays, rules=state.rules,
                    seed=state.seed)


@settings(max_examples=25, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6), data=st.data())
def test_every_reached_position_can_be_set_up_and_plays_on_the_same(rules, seed, data):
    states = random_game(data, rules, seed, steps=80)
    for state in states:
        if state.is_over:
            continue
        chosen = as_position(state)
        assert chosen.table == state.table
        assert chosen.legal_actions() == state.legal_actions()


@settings(max_examples=25, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6), data=st.data())
def test_ud1_ud17_the_referee_follows_random_legal_play(rules, seed, data):
    state = new_game(rules, seed)
    lead = next(e.seat for e in state.events if isinstance(e, Lead))
    ref = Referee.start(rules, lead)
    for _ in range(400):
        if state.is_over:
            break
        actions = state.legal_actions()
        action = actions[data.draw(st.integers(0, len(actions) - 1))]
        if isinstance(action, Pass) and len(state.asking) > 1:
            state = state.apply(action)                 # the referee hears the passes all at once
            continue
        before = state
        state = state.apply(action)
        match action:
            case PlayUp(card=card):
                ref = ref.play_up(card)
            case PlayDown(declared=declared):
                ref = ref.play_down(declared)
            case Pass():
                ref = ref.no_challenge()
            case Challenge(seat):
                ref = ref.challenged([seat], before.pile[-1].card)
        assert ref.table._replace(hands=(), stock=(), pile=()) == state.table._replace(hands=(), stock=(), pile=())
        assert ref.hand_sizes == tuple(map(len, state.hands)) and ref.stock_size == len(state.stock)
        public = [e for e in public_events(state.events) if not isinstance(e, Deal)]
        assert list(ref.events) == public[public.index(next(e for e in public if isinstance(e, Lead))):]
