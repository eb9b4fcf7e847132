"""Bad input at every public entry point of engine.updown: a wrong type is a ``TypeError``, an
impossible value a ``ValueError`` subclass (``IllegalMove``, ``RulesError``, ``CardError``,
``ScenarioError`` …); the message names the parameter or the rule and quotes at most a short
excerpt; nothing changes. Then Hypothesis feeds arbitrary objects to the same doors."""

from collections import namedtuple
from dataclasses import FrozenInstanceError

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card, CardError
from engine.errors import IllegalMove, RulesError
from engine.updown import (
    Challenge,
    Lead,
    Pass,
    PlayDown,
    PlayUp,
    ScenarioError,
    UpDownRules,
    asking_order,
    challenge,
    challenge_reason,
    challenge_succeeds,
    choose_first_player,
    face_due_after,
    first_challenger,
    is_below,
    new_game,
    pass_,
    play_down,
    play_up,
    position,
    public_events,
    replay,
    stacked_game,
    target_history,
)
from engine.updown.bot_base import chance_challenge_succeeds, known_copies, surely_caught
from engine.updown.bots import advance, make_bot
from engine.updown.referee import Referee
from engine.updown.rules import standing_ranks
from engine.updown.simulation import game_states, simulate
from engine.updown.simulation import play as play_bot_game
from engine.updown.transcript import updown_transcript

HUGE = "x" * 100_000
GAME = new_game(UpDownRules(players=3, first_player=0), seed=1)
CARD = GAME.hands[0][0]
CHALLENGE_OPEN = GAME.apply(play_up(0, CARD)).apply(play_down(1, GAME.hands[1][0], 10))
REF = Referee.start(UpDownRules(players=3), leader=0)
REF_OPEN = REF.play_up("8S").play_down("10")
TWO = ["8S 4H", "TD 6H"]
OldAction = namedtuple("Action", "kind seat card face declared")


def bad(call, error, *fragments, id):
    return pytest.param(call, error, fragments, id=id)


CATALOGUE = [
    # ---- house rules (UD-1, UD-4, UD-13, UD-16) ----
    bad(lambda: UpDownRules(players="3"), TypeError, "players", id="rules-players-str"),
    bad(lambda: UpDownRules(players=3.5), TypeError, "players", id="rules-players-float"),
    bad(lambda: UpDownRules(players=True), TypeError, "players", id="rules-players-bool"),
    bad(lambda: UpDownRules(players=None), TypeError, "players", id="rules-players-none"),
    bad(lambda: UpDownRules(players=1), RulesError, "players", "UD-1", id="rules-players-1"),
    bad(lambda: UpDownRules(players=5), RulesError, "players", "UD-1", id="rules-players-5"),
    bad(lambda: UpDownRules(players=-3), RulesError, "players", "UD-1", id="rules-players-negative"),
    bad(lambda: UpDownRules(play_limit=0), RulesError, "play_limit", "UD-16", id="rules-limit-0"),
    bad(lambda: UpDownRules(play_limit=-5), RulesError, "play_limit", "UD-16", id="rules-limit-negative"),
    bad(lambda: UpDownRules(play_limit="500"), TypeError, "play_limit", id="rules-limit-str"),
    bad(lambda: UpDownRules(play_limit=2.5), TypeError, "play_limit", id="rules-limit-float"),
    bad(lambda: UpDownRules(play_limit=None), TypeError, "play_limit", id="rules-limit-none"),
    bad(lambda: UpDownRules(first_player=True), TypeError, "first_player", id="rules-first-bool"),
    bad(lambda: UpDownRules(first_player=3), RulesError, "first_player", "UD-4", id="rules-first-3"),
    bad(lambda: UpDownRules(first_player=-1), RulesError, "first_player", "UD-4", id="rules-first-negative"),
    bad(lambda: UpDownRules(first_player="Draw"), RulesError, "first_player", "UD-4", id="rules-first-word"),
    bad(lambda: UpDownRules(first_player=1.0), TypeError, "first_player", id="rules-first-float"),
    bad(lambda: UpDownRules(first_player=None), TypeError, "first_player", id="rules-first-none"),
    bad(lambda: UpDownRules(lead_after_pickup="loser"), RulesError, "lead_after_pickup", "UD-13",
        id="rules-lead-word"),
    bad(lambda: UpDownRules(lead_after_pickup=None), TypeError, "lead_after_pickup", id="rules-lead-none"),
    bad(lambda: UpDownRules(lead_after_pickup=HUGE), RulesError, "lead_after_pickup", id="rules-lead-huge"),
    # ---- starting a game ----
    bad(lambda: new_game("3 players"), TypeError, "rules", id="new-game-rules-str"),
    bad(lambda: new_game(UpDownRules(), seed=None), TypeError, "seed", id="new-game-seed-none"),
    bad(lambda: new_game(UpDownRules(), seed=1.5), TypeError, "seed", id="new-game-seed-float"),
    bad(lambda: new_game(UpDownRules(), seed=[1]), TypeError, "seed", id="new-game-seed-list"),
    bad(lambda: replay(UpDownRules(), 0, ["stay"]), TypeError, "action", id="replay-junk-action"),
    bad(lambda: replay(UpDownRules(), 0, None), TypeError, id="replay-actions-none"),
    bad(lambda: choose_first_player("3", 1), TypeError, "players", id="first-player-players-str"),
    bad(lambda: choose_first_player(5, 1), RulesError, "players", "UD-1", id="first-player-5"),
    bad(lambda: choose_first_player(3, None), TypeError, "seed", id="first-player-seed-none"),
    # ---- actions ----
    bad(lambda: play_up(0, None), TypeError, "card", id="play-up-card-none"),
    bad(lambda: play_up(0, 8), TypeError, "card", id="play-up-card-int"),
    bad(lambda: play_up(0, "1x"), CardError, "card", id="play-up-card-unreadable"),
    bad(lambda: play_up(0, HUGE), CardError, "card", id="play-up-card-huge"),
    bad(lambda: play_up(0, Card(99, "X")), CardError, "card", id="play-up-card-impossible"),
    bad(lambda: play_up(0, ["8S"]), TypeError, "card", id="play-up-card-list"),
    bad(lambda: play_up(None, "8S"), TypeError, "seat", id="play-up-seat-none"),
    bad(lambda: play_up("0", "8S"), TypeError, "seat", id="play-up-seat-str"),
    bad(lambda: play_up(True, "8S"), TypeError, "seat", id="play-up-seat-bool"),
    bad(lambda: GAME.apply(play_up(-1, CARD)), IllegalMove, "seats are numbered", "UD-1", id="play-up-seat-negative"),
    bad(lambda: play_up(0.0, "8S"), TypeError, "seat", id="play-up-seat-float"),
    bad(lambda: play_down(0, "7h", "16"), IllegalMove, "declared", "UD-8", id="play-down-declared-16-str"),
    bad(lambda: play_down(0, "7h", 16), IllegalMove, "declared", "UD-8", id="play-down-declared-16"),
    bad(lambda: play_down(0, "7h", 1), IllegalMove, "declared", "UD-8", id="play-down-declared-1"),
    bad(lambda: play_down(0, "7h", 0), IllegalMove, "declared", "UD-8", id="play-down-declared-0"),
    bad(lambda: play_down(0, "7h", "ten"), IllegalMove, "declared", "UD-8", id="play-down-declared-word"),
    bad(lambda: play_down(0, "7h", HUGE), IllegalMove, "declared", "UD-8", id="play-down-declared-huge"),
    bad(lambda: play_down(0, "7h", 10.0), TypeError, "declared", id="play-down-declared-float"),
    bad(lambda: play_down(0, "7h", True), TypeError, "declared", id="play-down-declared-bool"),
    bad(lambda: play_down(0, "7h", [10]), TypeError, "declared", id="play-down-declared-list"),
    bad(lambda: play_down(0, None, 10), TypeError, "card", id="play-down-card-none"),
    bad(lambda: play_down("0", "7h", 10), TypeError, "seat", id="play-down-seat-str"),
    bad(lambda: challenge(None), TypeError, "seat", id="challenge-seat-none"),
    bad(lambda: CHALLENGE_OPEN.apply(challenge(-2)), IllegalMove, "seats are numbered", "UD-1",
        id="challenge-seat-negative"),
    bad(lambda: pass_("1"), TypeError, "seat", id="pass-seat-str"),
    bad(lambda: pass_(1.5), TypeError, "seat", id="pass-seat-float"),
    bad(lambda: PlayUp(0, "8S"), TypeError, "card", id="record-play-up-card-str"),
    bad(lambda: PlayDown(0, CARD, "10"), TypeError, "declared", id="record-play-down-declared-str"),
    bad(lambda: PlayDown(0, CARD, 15), IllegalMove, "declared", "UD-8", id="record-play-down-declared-15"),
    bad(lambda: Challenge(seat=None), TypeError, "seat", id="record-challenge-seat-none"),
    bad(lambda: Pass(seat=True), TypeError, "seat", id="record-pass-seat-bool"),
    # ---- applying and viewing ----
    bad(lambda: GAME.apply(None), TypeError, "action", id="apply-none"),
    bad(lambda: GAME.apply("stay"), TypeError, "action", id="apply-str"),
    bad(lambda: GAME.apply(HUGE), TypeError, "action", id="apply-huge"),
    bad(lambda: GAME.apply(("play", 0, CARD, "up", None)), TypeError, "action", id="apply-tuple"),
    bad(lambda: GAME.apply(OldAction("play", 0, CARD, "up", None)), TypeError, "action", id="apply-old-action"),
    bad(lambda: GAME.apply(play_up(3, CARD)), IllegalMove, "seats are numbered", "UD-1", id="apply-seat-3"),
    bad(lambda: GAME.apply(play_up(1, CARD)), IllegalMove, "seat 0's turn", "UD-6", id="apply-out-of-turn"),
    bad(lambda: GAME.apply(play_down(0, CARD, 10)), IllegalMove, "face up", "UD-6", id="apply-wrong-face"),
    bad(lambda: GAME.apply(play_up(0, GAME.hands[1][0])), IllegalMove, "not in seat 0's hand", "UD-7",
        id="apply-card-not-held"),
    bad(lambda: GAME.apply(challenge(1)), IllegalMove, "UD-10", id="apply-challenge-nothing"),
    bad(lambda: CHALLENGE_OPEN.apply(pass_(1)), IllegalMove, "own card", "UD-10", id="apply-pass-own-card"),
    bad(lambda: CHALLENGE_OPEN.apply(challenge(0)), IllegalMove, "seat 2 comes first", "UD-11",
        id="apply-challenge-out-of-order"),
    bad(lambda: GAME.verify(None), TypeError, "action", id="verify-none"),
    bad(lambda: GAME.view(None), TypeError, "seat", id="view-none"),
    bad(lambda: GAME.view("1"), TypeError, "seat", id="view-str"),
    bad(lambda: GAME.view(True), TypeError, "seat", id="view-bool"),
    bad(lambda: GAME.view(1.0), TypeError, "seat", id="view-float"),
    bad(lambda: GAME.view(3), ValueError, "seat", id="view-seat-3"),
    bad(lambda: GAME.view(-1), ValueError, "seat", id="view-negative"),
    # ---- rule functions ----
    bad(lambda: is_below("8", 10), TypeError, "rank", id="is-below-rank-str"),
    bad(lambda: is_below(8, 1), ValueError, "target", id="is-below-target-1"),
    bad(lambda: challenge_succeeds(8, 10, 99), ValueError, "real", id="succeeds-real-99"),
    bad(lambda: challenge_succeeds(None, 10, 7), TypeError, "target_before", id="succeeds-target-none"),
    bad(lambda: challenge_reason(8, 16, 7), ValueError, "declared", id="reason-declared-16"),
    bad(lambda: standing_ranks(8, "K"), TypeError, "declared", id="standing-declared-str"),
    bad(lambda: asking_order(5, 0), RulesError, "players", "UD-1", id="asking-players-5"),
    bad(lambda: asking_order(3, 3), ValueError, "seat", id="asking-seat-3"),
    bad(lambda: first_challenger(4, 1, [1]), ValueError, "challengers", "UD-10", id="first-challenger-own"),
    bad(lambda: first_challenger(4, 1, []), ValueError, "challengers", "UD-10", id="first-challenger-empty"),
    bad(lambda: first_challenger(4, 1, "3"), TypeError, "challengers", id="first-challenger-str"),
    bad(lambda: first_challenger(4, 1, [9]), ValueError, "challengers", id="first-challenger-seat-9"),
    bad(lambda: face_due_after([(0, "up", 8, None)]), TypeError, "pile", id="face-due-tuples"),
    bad(lambda: face_due_after("up"), TypeError, "pile", id="face-due-str"),
    bad(lambda: face_due_after(None), TypeError, "pile", id="face-due-none"),
    bad(lambda: public_events(None), TypeError, "events", id="public-events-none"),
    bad(lambda: public_events(["deal"]), TypeError, "events", id="public-events-strings"),
    bad(lambda: target_history(5), TypeError, "events", id="target-history-int"),
    bad(lambda: updown_transcript("events"), TypeError, "events", id="transcript-str"),
    bad(lambda: updown_transcript([Lead(2)], ["Ann"]), ValueError, "names", id="transcript-too-few-names"),
    bad(lambda: updown_transcript([Lead(0)], "Ann"), TypeError, "names", id="transcript-names-str"),
    # ---- chosen positions ----
    bad(lambda: position("8S 4H"), TypeError, "hands", id="position-hands-str"),
    bad(lambda: position(None), TypeError, "hands", id="position-hands-none"),
    bad(lambda: position([8, 4]), TypeError, "hands[0]", id="position-hand-int"),
    bad(lambda: position(["8S 1X", "TD"]), CardError, "hands[0]", id="position-hand-unreadable"),
    bad(lambda: position(TWO, pile="8S"), TypeError, "pile", id="position-pile-str"),
    bad(lambda: position(TWO, pile=[("8S",)]), TypeError, "pile[0]", id="position-pile-tuple"),
    bad(lambda: position(TWO, stock=5), TypeError, "stock", id="position-stock-int"),
    bad(lambda: position(TWO, rest="hand"), TypeError, "rest", id="position-rest-word"),
    bad(lambda: position(TWO, turn="0"), TypeError, "turn", id="position-turn-str"),
    bad(lambda: position(TWO, asking="1"), TypeError, "asking", id="position-asking-str"),
    bad(lambda: position(TWO, target="8"), TypeError, "target", id="position-target-str"),
    bad(lambda: position(TWO, face_due="sideways"), TypeError, "face_due", id="position-face-word"),
    bad(lambda: position(TWO, plays=-1), ScenarioError, "plays", id="position-plays-negative"),
    bad(lambda: position(TWO, rules="rules"), TypeError, "rules", id="position-rules-str"),
    bad(lambda: position(TWO, seed=None), TypeError, "seed", id="position-seed-none"),
    bad(lambda: position(["8S 4H", "8S 6H"]), ScenarioError, "UD-1", id="position-card-twice"),
    bad(lambda: stacked_game(UpDownRules(players=2), None), TypeError, "deck", id="stacked-deck-none"),
    bad(lambda: stacked_game(UpDownRules(players=2), "AS", leader="0"), TypeError, "leader", id="stacked-leader-str"),
    bad(lambda: stacked_game(None, "AS"), TypeError, "rules", id="stacked-rules-none"),
    # ---- the referee ----
    bad(lambda: Referee.start(None, 0), TypeError, "rules", id="referee-rules-none"),
    bad(lambda: Referee.start(UpDownRules(players=3), 3), ValueError, "leader", "UD-4", id="referee-leader-3"),
    bad(lambda: Referee.start(UpDownRules(players=3), "0"), TypeError, "leader", id="referee-leader-str"),
    bad(lambda: Referee.start(UpDownRules(players=3), True), TypeError, "leader", id="referee-leader-bool"),
    bad(lambda: Referee(table=None), TypeError, "table", id="referee-table-none"),
    bad(lambda: REF.play_up(None), TypeError, "card", id="referee-play-up-none"),
    bad(lambda: REF.play_up(HUGE), IllegalMove, "card", "UD-7", id="referee-play-up-huge"),
    bad(lambda: REF.play_up(Card(1, "S")), IllegalMove, "card", "UD-7", id="referee-play-up-impossible"),
    bad(lambda: REF.play_up("8S").play_down(16), IllegalMove, "declared", "UD-8", id="referee-declared-16"),
    bad(lambda: REF.play_up("8S").play_down(99), IllegalMove, "declared", "UD-8", id="referee-declared-99"),
    bad(lambda: REF.play_up("8S").play_down(10.5), TypeError, "declared", id="referee-declared-float"),
    bad(lambda: REF.play_up("8S").play_down([]), TypeError, "declared", id="referee-declared-list"),
    bad(lambda: REF.play_up("8S").play_down("10").no_challenge().play_up("8S"), IllegalMove, "lies on the pile",
        "UD-1", id="referee-card-face-up-on-pile"),
    bad(lambda: REF_OPEN.challenged([], "7H"), IllegalMove, "UD-10", id="referee-no-challengers"),
    bad(lambda: REF_OPEN.challenged([1], "7H"), IllegalMove, "own card", "UD-10", id="referee-own-challenger"),
    bad(lambda: REF_OPEN.challenged(None, "7H"), TypeError, "challengers", id="referee-challengers-none"),
    bad(lambda: REF_OPEN.challenged(["2"], "7H"), TypeError, "challengers", id="referee-challengers-str"),
    bad(lambda: REF_OPEN.challenged([2], None), TypeError, "card", id="referee-real-none"),
    bad(lambda: REF_OPEN.challenged([2], "8S"), IllegalMove, "lies on the pile", "UD-1", id="referee-real-seen"),
    bad(lambda: REF_OPEN.status("甲乙丙"), TypeError, "names", id="referee-status-str"),
    bad(lambda: REF.no_challenge(), IllegalMove, "UD-10", id="referee-no-challenge-nothing-open"),
    # ---- bots and simulations ----
    bad(lambda: make_bot(None), TypeError, "personality", id="make-bot-none"),
    bad(lambda: make_bot("shark"), ValueError, "personality", id="make-bot-unknown"),
    bad(lambda: make_bot("honest", seed=None), TypeError, "seed", id="make-bot-seed-none"),
    bad(lambda: make_bot("honest").act(GAME), TypeError, "view", id="bot-act-state"),
    bad(lambda: make_bot("honest").act(None), TypeError, "view", id="bot-act-none"),
    bad(lambda: chance_challenge_succeeds(GAME.view(0)), ValueError, "view", id="chance-no-open-card"),
    bad(lambda: surely_caught("view"), TypeError, "view", id="surely-caught-str"),
    bad(lambda: known_copies(GAME.view(0), 16), ValueError, "rank", id="known-copies-rank-16"),
    bad(lambda: advance(None, {}), TypeError, "state", id="advance-state-none"),
    bad(lambda: advance(GAME, {5: make_bot("honest")}), ValueError, "bots", id="advance-seat-5"),
    bad(lambda: advance(GAME, [make_bot("honest")]), TypeError, "bots", id="advance-bots-list"),
    bad(lambda: simulate("honest", games=2), TypeError, "personalities", id="simulate-personalities-str"),
    bad(lambda: simulate(["honest", "shark"], games=2), ValueError, "personalities", id="simulate-unknown-bot"),
    bad(lambda: simulate(["honest", "honest"], games=0), ValueError, "games", id="simulate-games-0"),
    bad(lambda: simulate(["honest", "honest"], games=2, rules="x"), TypeError, "rules", id="simulate-rules-str"),
    bad(lambda: play_bot_game(None, ["honest", "honest"], 1), TypeError, "rules", id="play-rules-none"),
    bad(lambda: game_states(UpDownRules(players=2), ["honest"], 1), ValueError, "personalities",
        id="game-states-one-bot"),
]


@pytest.mark.parametrize("call, error, fragments", CATALOGUE)
def test_bad_input_is_refused_naming_the_parameter_or_the_rule(call, error, fragments):
    before = (repr(GAME), repr(CHALLENGE_OPEN), REF, REF_OPEN)
    with pytest.raises(error) as err:
        call()
    message = str(err.value)
    assert not isinstance(err.value, AttributeError | KeyError | IndexError)
    for fragment in fragments:
        assert fragment in message, message
    assert len(message) < 400, "messages quote at most a short excerpt"
    assert (repr(GAME), repr(CHALLENGE_OPEN), REF, REF_OPEN) == before


def test_the_catalogue_is_large():
    assert len(CATALOGUE) >= 75


def test_records_cannot_be_changed():
    with pytest.raises(FrozenInstanceError):
        play_up(0, CARD).seat = 1
    with pytest.raises(AttributeError):
        CHALLENGE_OPEN.pile[-1].seat = 2
    with pytest.raises(AttributeError):
        CHALLENGE_OPEN.table.target = 9


# ---- Hypothesis: arbitrary objects at the doors ---------------------------------------------------

OURS = (TypeError, ValueError)            # IllegalMove, RulesError, CardError, ScenarioError are ValueErrors
junk = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True), st.text(max_size=30),
              st.binary(max_size=10), st.just(HUGE), st.builds(object), st.sampled_from(["8S", "10", "J", "2", "up"]),
              st.builds(Card, st.integers(-2, 20), st.sampled_from(["S", "H", "X", ""]))),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner), st.dictionaries(st.text(max_size=3),
                                                                                                   inner, max_size=3)),
    max_leaves=6)
look_alikes = st.builds(OldAction, junk, junk, junk, junk, junk)


def tampered(record, field, value):
    """A real action record whose field was changed behind its back."""
    object.__setattr__(record, field, value)
    return record


real_with_junk = st.one_of(
    st.builds(lambda v: tampered(play_up(0, "8S"), "card", v), junk),
    st.builds(lambda v: tampered(play_down(0, "8S", 10), "declared", v), junk),
    st.builds(lambda v: tampered(pass_(1), "seat", v), junk),
    st.builds(lambda v: tampered(challenge(1), "seat", v), junk),
)


def refuses_only_with_our_errors(call):
    try:
        call()
    except OURS as err:
        assert len(str(err)) < 400
        return False
    return True


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(thing=st.one_of(junk, look_alikes, real_with_junk))
def test_apply_and_view_refuse_arbitrary_objects_and_change_nothing(thing):
    for state in (GAME, CHALLENGE_OPEN):
        before = repr(state), state.events, state.history
        if refuses_only_with_our_errors(lambda s=state: s.apply(thing)):
            assert isinstance(thing, PlayUp | PlayDown | Pass | Challenge)   # a real, sound record
        refuses_only_with_our_errors(lambda s=state: s.view(thing))
        assert not state.can_apply(thing) or isinstance(thing, PlayUp | PlayDown | Pass | Challenge)
        assert (repr(state), state.events, state.history) == before


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(a=junk, b=junk, c=junk)
def test_action_constructors_refuse_arbitrary_objects(a, b, c):
    refuses_only_with_our_errors(lambda: play_up(a, b))
    refuses_only_with_our_errors(lambda: play_down(a, b, c))
    refuses_only_with_our_errors(lambda: play_down(0, "7h", c))
    refuses_only_with_our_errors(lambda: challenge(a))
    refuses_only_with_our_errors(lambda: pass_(a))
    refuses_only_with_our_errors(lambda: PlayDown(a, b, c))


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(a=junk, b=junk)
def test_the_referee_refuses_arbitrary_objects_and_changes_nothing(a, b):
    for ref in (REF, REF_OPEN):
        before = ref
        for call in (lambda r=ref: r.play_up(a), lambda r=ref: r.play_down(a), lambda r=ref: r.challenged(a, b),
                     lambda r=ref: r.challenged([2], a), lambda r=ref: r.status(a), lambda r=ref: r.no_challenge()):
            refuses_only_with_our_errors(call)
        assert ref == before
    refuses_only_with_our_errors(lambda: Referee.start(a, b))
    refuses_only_with_our_errors(lambda: Referee.start(UpDownRules(), a))


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(a=junk, b=junk, c=junk)
def test_rule_functions_rules_and_positions_refuse_arbitrary_objects(a, b, c):
    for call in (lambda: UpDownRules(players=a), lambda: UpDownRules(play_limit=a, first_player=b),
                 lambda: UpDownRules(lead_after_pickup=a), lambda: new_game(a, b), lambda: is_below(a, b),
                 lambda: challenge_succeeds(a, b, c), lambda: challenge_reason(a, b, c), lambda: asking_order(a, b),
                 lambda: first_challenger(a, b, c), lambda: face_due_after(a), lambda: public_events(a),
                 lambda: target_history(a), lambda: updown_transcript(a, b), lambda: position(a),
                 lambda: position(TWO, pile=a, stock=b), lambda: position(TWO, turn=a, asking=b, plays=c),
                 lambda: position(TWO, target=a, face_due=b, rest=c), lambda: stacked_game(UpDownRules(), a, b),
                 lambda: make_bot(a, b), lambda: choose_first_player(a, b)):
        refuses_only_with_our_errors(call)
