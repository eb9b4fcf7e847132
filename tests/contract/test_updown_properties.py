"""一上一下's own properties in random legal play (the contract both games keep is in
test_game_contract.py): the face rule (UD-17) and the challenge rule (UD-12) recomputed from the events,
chosen positions against reached ones, and the referee against the state machine."""

from hypothesis import given
from hypothesis import strategies as st

from engine.updown import (
    Challenge,
    Face,
    Lead,
    Pass,
    PlayDown,
    PlayUp,
    face_due_after,
    new_game,
    play_down,
    play_up,
    position,
    public_events,
)
from engine.updown.events import Deal, PlayedDown, PlayedUp, Revealed
from engine.updown.referee import Referee


def below(rank, target):
    """UD-2's order, written again here: 3 < 4 < … < K < A < 2."""
    strength = {2: 15}.get
    return strength(rank, rank) < strength(target, target)


@given(data=st.data())
def test_ud12_ud17_random_legal_games_follow_the_face_rule_and_judge_challenges_by_the_rule(updown, data):
    """UD-17: in the play, the last standing card decides which face is due. UD-12, recomputed from the
    events: a challenged card survives only when its real rank is what was declared and the
    declaration is not below the target it was played on."""
    rules, seed = data.draw(updown.rules, label="rules"), data.draw(st.integers(0, 10**6), label="seed")
    states = updown.play(data, rules, seed)
    for state in states:
        if state.phase == "play":
            assert state.face_due == face_due_after(state.pile), "UD-17: the last standing card decides"
    played = None
    for event in states[-1].events:
        if isinstance(event, PlayedDown):
            played = event
        elif isinstance(event, Revealed):
            assert played is not None and played.seat == event.claimant and played.card == event.card
            declared = 3 if played.declared is None else played.declared          # UD-9: nothing said is a 3
            survives = event.card.rank == declared and not below(declared, played.target_before)
            assert event.counts_as == declared and event.succeeds == (not survives), (played, event)
            played = None
        elif isinstance(event, PlayedUp):
            played = None


def as_position(state):
    """The same moment described to the scenario API from the state's parts."""
    pile = [play_up(p.seat, p.card) if p.face == Face.UP else
            play_down(p.seat, p.card, None if p.nothing_said else p.counts_as)
            for p in state.pile]
    return position([list(h) for h in state.hands], pile=pile, stock=list(state.stock), rest=None,
                    turn=state.turn, asking=list(state.asking) if state.phase == "challenge" else None,
                    target=state.target, face_due=str(state.face_due), plays=state.plays, rules=state.rules,
                    seed=state.seed)


@given(data=st.data())
def test_every_reached_position_can_be_set_up_and_plays_on_the_same(updown, data):
    rules, seed = data.draw(updown.rules, label="rules"), data.draw(st.integers(0, 10**6), label="seed")
    states = updown.play(data, rules, seed, steps=80)
    for state in states:
        if state.is_over:
            continue
        chosen = as_position(state)
        assert chosen.table == state.table
        assert chosen.legal_actions() == state.legal_actions()


@given(data=st.data())
def test_ud1_ud17_the_referee_follows_random_legal_play(updown, data):
    rules, seed = data.draw(updown.rules, label="rules"), data.draw(st.integers(0, 10**6), label="seed")
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
