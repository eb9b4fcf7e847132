"""The referee for a real 一上一下 table (UD-1 … UD-17): it sees only what the table sees."""

import pytest

from engine.errors import IllegalMove
from engine.updown import UpDownRules, public_events
from engine.updown.simulation import play as play_bot_game
from engine.updown.referee import Referee
from engine.updown.transcript import updown_transcript


def feed(state):
    """Tell a referee a finished game's plays as a table would: cards face up, declarations face
    down, and the real card only when a challenge turns it over."""
    lead = next(e.seat for e in state.events if e.kind == "lead")
    ref = Referee.start(state.rules, lead)
    history = list(state.history)
    i = 0
    while i < len(history):
        action = history[i]
        if action.face == "up":
            ref = ref.play_up(action.card)
            i += 1
            continue
        ref = ref.play_down(action.declared)
        i += 1
        while i < len(history) and history[i].kind == "pass":
            i += 1
        if i < len(history) and history[i].kind == "challenge":
            ref = ref.challenged([history[i].seat], action.card)
            i += 1
        else:
            ref = ref.no_challenge()
    return ref


def play_lines(events):
    lines = updown_transcript(events).splitlines()
    first = next(k for k, line in enumerate(lines) if " plays " in line)
    return lines[first:]


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("players, lead_after", [(2, "taker"), (3, "challenger"), (4, "taker")])
def test_ud1_ud17_referee_reproduces_a_seeded_game_fed_its_plays(seed, players, lead_after):
    rules = UpDownRules(players=players, lead_after_pickup=lead_after)
    state = play_bot_game(rules, ["bluffer", "reckoner", "honest", "bluffer"][:players], seed)
    ref = feed(state)
    assert play_lines(ref.events) == play_lines(public_events(state.events))
    assert ref.winners == state.winners
    assert list(ref.hand_sizes) == [len(h) for h in state.hands]


def test_ud11_several_challengers_the_first_in_turn_order_challenges():
    ref = Referee.start(UpDownRules(players=4), leader=0).play_up("8S").play_down("10")
    after = ref.challenged([0, 3], "7H")           # seat 2 is asked first and passes; 3 comes before 0
    new = after.events[len(ref.events):]
    assert [(e.kind, e.seat) for e in new[:2]] == [("pass", 2), ("challenge", 3)]
    assert after.hand_sizes[1] == 6 + 2             # the claimant takes the pile of two (UD-12)


def test_ud9_a_forgotten_declaration_counts_as_3():
    ref = Referee.start(UpDownRules(players=2), leader=0).play_up("3S").play_down()
    assert ref.pile[-1][2] == 3 and ref.no_challenge().target == 3


def test_ud13_the_lead_after_a_pickup_follows_the_switch():
    for switch, leader in (("taker", 1), ("challenger", 2)):
        ref = Referee.start(UpDownRules(players=3, lead_after_pickup=switch), leader=0)
        ref = ref.play_up("8S").play_down("10").challenged([2], "6H")
        assert ref.turn == leader and ref.face_due == "up" and ref.target == 3


def test_ud7_ud15_a_low_face_up_card_draws_while_the_stock_lasts():
    ref = Referee.start(UpDownRules(players=2), leader=0).play_up("9S").play_down("10").no_challenge()
    stock = ref.stock
    ref = ref.play_up("4H")
    assert ref.stock == stock - 1 and ref.hand_sizes[0] == 6   # 6 - 1 played + 1 drawn


def test_the_referee_refuses_what_the_table_cannot_do():
    ref = Referee.start(UpDownRules(players=3), leader=0)
    with pytest.raises(IllegalMove, match="next card goes face up.*UD-6"):
        ref.play_down("5")
    ref = ref.play_up("8S").play_down("10")
    with pytest.raises(IllegalMove, match="whether the face-down card was challenged.*UD-10"):
        ref.play_up("9S")
    with pytest.raises(IllegalMove, match="only other players"):
        ref.challenged([1], "10H")
    with pytest.raises(IllegalMove, match="13 ranks.*UD-8"):
        Referee.start(UpDownRules(players=3), leader=0).play_up("8S").play_down("11")
    with pytest.raises(IllegalMove, match="cannot read"):
        Referee.start(UpDownRules(players=3), leader=0).play_up("8X")
    with pytest.raises(IllegalMove, match="no face-down card"):
        Referee.start(UpDownRules(players=3), leader=0).no_challenge()
