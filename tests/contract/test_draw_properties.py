"""Five-card draw's own properties: the scores in random legal matches (the contract both games keep is
in test_game_contract.py), and the golden transcript of a seeded match."""

import os

from hypothesis import given
from hypothesis import strategies as st
from support import GOLDEN

from engine.draw import Correct, DrawRules, LastStanding, Phase, Replace, Scored, Stayed, Won, new_game
from engine.draw.transcript import draw_transcript


@given(data=st.data())
def test_fd3_fd11_fd12_scores_follow_the_pot_or_one_award_a_round(draw, data):
    """With chips (FD-7, FD-12) staying moves a point from a score into the pot and the pot goes to the
    round's best hands: scores plus pot never change. Without chips the pot stays empty and a round
    adds at most one award to the scores (FD-3): one winner gains the points its win is worth, a tie
    gains nothing (FD-12), the last one standing gains the lowest award (FD-11)."""
    rules, seed = data.draw(draw.rules, label="rules"), data.draw(st.integers(0, 10**6), label="seed")
    start = rules.players * rules.starting_score
    awards = {rules.win_points} if rules.scoring == "win" else set(rules.category_points)
    states = draw.play(data, rules, seed)
    for state in states:
        assert sum(state.scores) + state.pot == start if rules.chips else state.pot == 0, "FD-12: the pot"
    last = states[-1]
    assert all(e.paid == int(rules.chips) for e in last.events if isinstance(e, Stayed)), "staying costs 1 with chips"
    if rules.chips:
        return
    before, gained = [rules.starting_score] * rules.players, []
    for event in last.events:
        if isinstance(event, (Won, LastStanding)):
            gained.append(event.points if isinstance(event, Won) else event.gained)
        elif isinstance(event, Scored):
            change = [after - was for after, was in zip(event.scores, before, strict=True)]
            winners = [seat for seat, d in enumerate(change) if d]
            assert len(winners) <= 1 and all(d >= 0 for d in change), f"a round adds at most one award: {change}"
            assert sum(change) == sum(gained) and len(gained) <= 1, (change, gained)
            assert not winners or sum(change) in awards, f"{sum(change)} is not an award of {rules}"
            before, gained = list(event.scores), []
    assert before == last.scores


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

