"""Chosen 一上一下 positions (engine.updown.scenario): what can arise is built, what cannot is refused
with the rule it breaks."""

import pytest

from engine.cards import full_deck, parse_card, parse_cards
from engine.updown import (
    Face,
    Phase,
    ScenarioError,
    UpDownRules,
    challenge,
    new_game,
    pass_,
    play_down,
    play_up,
    position,
    stacked_game,
)

TWO = ["8S 4H", "TD 6H"]
UP_DOWN = [play_up(0, "QS"), play_down(1, "2C", "K")]


def test_a_position_follows_from_its_pile():
    g = position(TWO, pile=UP_DOWN)
    assert (g.target, g.face_due, g.to_act, g.phase) == (13, Face.UP, 0, Phase.PLAY)
    assert sorted(g.all_cards()) == sorted(full_deck()) and len(g.stock) == 52 - 4 - 2
    assert g.history == [] and g.events == []


def test_ud10_an_open_challenge_can_be_set_up_and_settled():
    g = position(["8S 4H", "TD 6H", "9C 9D"], pile=UP_DOWN, asking=[2, 0])
    assert g.phase == "challenge" and g.to_act == 2 and g.target == 12 and g.target_before == 12
    g = g.apply(pass_(2)).apply(challenge(0))      # really 2, declared K: caught (UD-12)
    assert sorted(g.hands[1]) == sorted(parse_cards("TD 6H QS 2C")) and g.to_act == 1


def test_ud14_an_open_challenge_on_a_last_card_may_leave_a_hand_empty():
    g = position(["8S 4H", ""], pile=[play_up(0, "QS"), play_down(1, "KC", "K")], asking=[0])
    g = g.apply(challenge(0))
    assert g.is_over and g.winners == (1,)


def test_ud1_stock_and_rest_place_the_cards_not_named():
    g = position(TWO, stock="KC 2D")
    assert g.stock[:2] == tuple(parse_cards("KC 2D")) and len(g.stock) == 48
    g = position(TWO, rest=1)
    assert g.stock == () and len(g.hands[1]) == 50
    full = [str(c) for c in full_deck() if c not in set(parse_cards("8S 4H TD 6H"))]
    assert position(TWO, stock=full, rest=None).stock == tuple(parse_cards(full))


def test_ud1_a_stacked_deck_is_dealt_one_card_at_a_time_from_the_leader():
    g = stacked_game(UpDownRules(players=3), "AS 2H KD 3C", leader=2)
    assert g.hands[2][:2] == tuple(parse_cards("AS 3C")) and g.hands[0][0] == parse_card("2H")
    assert g.hands[1][0] == parse_card("KD") and g.to_act == 2 and len(g.stock) == 31
    same = new_game(UpDownRules(players=3, first_player=2), seed=0)
    deck = [*same.hands[2][:1], *same.hands[0][:1]]
    assert stacked_game(UpDownRules(players=3), deck, leader=2).hands[2][0] == same.hands[2][0]


@pytest.mark.parametrize("kwargs, fragments", [
    (dict(hands=["8S 4H", "8S 6H"]), ["8 of spades", "seat 0's hand and in seat 1's hand", "UD-1"]),
    (dict(hands=["8S 8S", "TD"]), ["named twice", "UD-1"]),
    (dict(hands=TWO, pile=[play_up(0, "8S")]), ["8 of spades", "the pile", "UD-1"]),
    (dict(hands=TWO, stock="TD"), ["10 of diamonds", "the stock", "UD-1"]),
    (dict(hands=TWO, rest=None), ["48 cards are not named", "all 52", "UD-1"]),
    (dict(hands=TWO, pile=[play_up(0, "QS")], target=8), ["target", "Q♠ face up", "UD-3"]),
    (dict(hands=TWO, target=8), ["target", "starts with the target at 3", "UD-3"]),
    (dict(hands=TWO, pile=UP_DOWN, target=12), ["target", "face-down card declared K", "UD-3"]),
    (dict(hands=TWO, pile=[play_up(0, "QS")], face_due="up"), ["face_due", "face down, not up", "UD-17"]),
    (dict(hands=TWO, pile=UP_DOWN, face_due="down"), ["face_due", "face up, not down", "UD-17"]),
    (dict(hands=TWO, face_due="down"), ["face_due", "a round starts", "UD-17"]),
    (dict(hands=TWO, pile=[play_down(0, "QS", "Q")]), ["pile[0]", "face up", "UD-6"]),
    (dict(hands=TWO, pile=[play_up(0, "QS"), play_up(1, "KS")]), ["pile[1]", "face down", "UD-6"]),
    (dict(hands=["8S", "TD", "9C"], pile=[play_up(0, "QS"), play_down(2, "KS", "K")]),
     ["pile[1]", "after seat 0 comes seat 1", "UD-6"]),
    (dict(hands=TWO, pile=[play_up(2, "QS")]), ["pile[0].seat", "UD-1"]),
    (dict(hands=TWO, pile=UP_DOWN, turn=1), ["turn", "it is seat 0's turn", "UD-6"]),
    (dict(hands=["8S", "TD", "9C"], pile=UP_DOWN, asking=[2, 0], turn=2), ["turn", "still open", "UD-6"]),
    (dict(hands=["8S", "TD", "9C"], pile=UP_DOWN, asking=[2]), ["asking", "the last of 2, 0", "UD-10"]),
    (dict(hands=["8S", "TD", "9C"], pile=UP_DOWN, asking=[0, 2]), ["asking", "2, 0", "UD-11"]),
    (dict(hands=TWO, pile=UP_DOWN, asking=[]), ["asking", "at least one", "UD-10"]),
    (dict(hands=TWO, pile=[play_up(0, "QS")], asking=[1]), ["asking", "only a face-down card", "UD-10"]),
    (dict(hands=["8S 4H", ""]), ["hands[1] is empty", "already won", "UD-5"]),
    (dict(hands=TWO, plays=0), ["everyone holds 7 cards", "UD-1"]),
    (dict(hands=TWO, plays=500), ["limit of 500", "UD-16"]),
    (dict(hands=TWO, pile=UP_DOWN, plays=1), ["plays", "at least 2", "UD-6"]),
    (dict(hands=["8S", "TD", "9C"], rules=UpDownRules(players=2)), ["hands", "rules are for 2 players"]),
    (dict(hands=["8S"]), ["hands", "2 to 4 players, not 1", "UD-1"]),
    (dict(hands=["8S"] * 5), ["hands", "2 to 4 players, not 5", "UD-1"]),
    (dict(hands=TWO, rest=2), ["rest", "from 0 to 1"]),
    (dict(hands=TWO, turn=2), ["turn", "from 0 to 1", "UD-13"]),
])
def test_an_impossible_position_is_refused_with_the_rule_it_breaks(kwargs, fragments):
    hands = kwargs.pop("hands")
    with pytest.raises(ScenarioError) as err:
        position(hands, **kwargs)
    for fragment in fragments:
        assert fragment in str(err.value), str(err.value)


def test_ud1_a_stacked_deck_naming_a_card_twice_or_a_leader_not_at_the_table_is_refused():
    with pytest.raises(ScenarioError, match="named twice.*UD-1"):
        stacked_game(UpDownRules(players=2), ["AS", "2H", "as"])
    with pytest.raises(ScenarioError, match="leader.*UD-4"):
        stacked_game(UpDownRules(players=2), "AS", leader=2)
