"""一上一下, rule by rule (UD-1 … UD-17), refused input, bots and random play."""

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import play, refused

from engine.cards import full_deck, parse_cards
from engine.errors import IllegalMove, RulesError
from engine.updown import (
    UpDownRules,
    UpDownState,
    challenge,
    choose_first_player,
    face_due_after,
    new_game,
    pass_,
    play_down,
    play_up,
    replay,
)
from engine.updown.bots import HonestBot, chance_challenge_succeeds, make_bot
from engine.updown.simulation import play as play_bot_game
from engine.updown.simulation import simulate
from engine.updown.transcript import updown_transcript


def table(*hands, stock="", target=3, face="up", turn=0, pile=(), **rules):
    """A hand-set position: 甲 = seat 0, 乙 = seat 1, 丙 = seat 2 …"""
    parsed = [parse_cards(h) for h in hands]
    used = {c for h in parsed for c in h} | set(parse_cards(stock)) | {p.card for p in pile}
    rest = [c for c in full_deck() if c not in used]
    return UpDownState(rules=UpDownRules(players=len(hands), first_player=0, **rules), seed=0,
                       hands=parsed, stock=parse_cards(stock) + rest, target=target, face_due=face,
                       turn=turn, pile=list(pile))






# ---- setup ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [1, 5])
def test_ud1_one_or_five_players_are_refused(players):
    with pytest.raises(RulesError, match=f"2 to 4 players, not {players} \\(UD-1\\)"):
        UpDownRules(players=players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ud1_seven_cards_each_and_the_rest_is_the_stock(players):
    g = new_game(UpDownRules(players=players), seed=3)
    assert [len(h) for h in g.hands] == [7] * players and len(g.stock) == 52 - 7 * players
    assert sorted(g.all_cards()) == sorted(full_deck())


def test_ud2_two_is_the_highest_rank():
    g = play(table("2S 4H", "5S 6H", target=14, face="up"), play_up(0, "2S"))
    assert g.target == 2 and len(g.hands[0]) == 1  # 2 is above A: no draw


def test_ud3_target_starts_at_3_and_follows_every_standing_play():
    g = table("8S 4H 5C", "TD 6H 7C", "9C 9D 9H")
    assert g.target == 3
    g = play(g, play_up(0, "8S"))
    assert g.target == 8
    g = play(g, play_down(1, "TD", "10"), pass_(2), pass_(0))
    assert g.target == 10  # the declared rank of a face-down card that stands


def test_ud4_highest_draw_leads_and_ties_draw_again():
    for seed in range(30):
        leader, draws = choose_first_player(4, seed)
        first = draws[:4]
        from engine.cards import updown_order
        best = max(updown_order(c.rank) for _, c in first)
        tied = [s for s, c in first if updown_order(c.rank) == best]
        assert leader in tied
        assert (len(draws) > 4) == (len(tied) > 1)
    g = new_game(UpDownRules(players=3), seed=1)
    assert g.turn == choose_first_player(3, 1)[0] and g.events[0].kind == "draw_for_lead"


def test_ud4_a_named_first_player_may_be_chosen_instead():
    assert new_game(UpDownRules(players=3, first_player=2), seed=1).to_act == 2
    with pytest.raises(RulesError, match="UD-4"):
        UpDownRules(players=3, first_player=3)


def test_ud5_a_player_whose_last_card_stands_wins_at_once():
    g = play(table("9S", "TD 6H"), play_up(0, "9S"))
    assert g.is_over and g.winners == (0,)
    refused(g, play_down(1, "TD", "10"), "game is over", "UD-5")


# ---- play -----------------------------------------------------------------------------------------

def test_ud6_faces_alternate_and_only_plays_flip_them():
    g = table("8S 4H 5C", "TD 6H 7C", "9C 9D 9H")
    g = play(g, play_up(0, "8S"))
    assert g.face_due == "down"
    refused(g, play_up(1, "TD"), "next card goes face down", "UD-6")
    g = play(g, play_down(1, "TD", "10"))
    assert g.face_due == "down"  # a challenge window does not flip anything
    g = play(g, pass_(2), pass_(0))
    assert g.face_due == "up" and g.to_act == 2  # turns pass clockwise


def test_ud6_turns_pass_clockwise_in_the_three_player_example():
    # 001: 甲 plays 8 face up, 乙 face down "10", 丙 may challenge; if not, the next card is face up
    # and — turns passing clockwise 甲 → 乙 → 丙 — it is 丙's turn (the document's 甲 is a slip).
    g = play(table("8S 4H 5C", "TD 6H 7C", "9C 9D 9H"), play_up(0, "8S"), play_down(1, "TD", "10"),
             pass_(2), pass_(0))
    assert g.target == 10 and g.face_due == "up" and g.to_act == 2


def test_ud7_a_low_face_up_card_draws_one_and_lowers_the_target():
    g = table("6S 9H", "TD 6H", stock="KC", target=8)
    g = play(g, play_up(0, "6S"))
    assert g.target == 6 and parse_cards("KC")[0] in g.hands[0] and len(g.hands[0]) == 2


def test_ud7_a_face_up_card_at_or_above_the_target_draws_nothing():
    g = play(table("8S 9H", "TD 6H", target=8), play_up(0, "8S"))
    assert len(g.hands[0]) == 1


def test_ud8_a_face_down_card_may_be_a_bluff_and_must_declare_a_rank():
    g = table("4S 9H", "TD 6H", "9C 9D", face="down", target=8)
    g = play(g, play_down(0, "4S", "J"), pass_(1), pass_(2))
    assert g.target == 11
    with pytest.raises(IllegalMove, match="one of the 13 ranks.*UD-8"):
        play_down(0, "9H", "1")
    refused(g, play_down(1, "TD", 16), "UD-6")  # face up is due first
    g2 = table("4S 9H", "TD 6H", face="down")
    refused(g2, play_down(0, "4S", 16), "one of the 13 ranks", "UD-8")


def test_ud9_a_forgotten_declaration_counts_as_3_and_can_be_challenged():
    g = play(table("4S 9H", "TD 6H", face="down", target=3), play_down(0, "4S"))
    assert g.pile[-1].declared == 3
    g2 = play(g, challenge(1))
    assert len(g2.hands[0]) == 2  # real 4 differs from the 3 it counts as: the player takes the pile
    g3 = play(g, pass_(1))
    assert g3.target == 3


def test_ud10_others_are_asked_in_turn_order_and_the_first_challenge_settles_it():
    g = play(table("4S 9H", "TD 6H", "9C 9D", "2C 3D", face="down", turn=1), play_down(1, "TD", "10"))
    assert g.asking == [2, 3, 0]
    refused(g, pass_(1), "own card", "UD-10")
    refused(g, challenge(1), "own card", "UD-10")
    g = play(g, pass_(2), challenge(3))
    assert g.phase == "play" and g.pile == []
    refused(g, challenge(0), "UD-10")


def test_ud10_the_window_closes_when_everyone_passed_and_the_card_is_never_revealed():
    g = play(table("4S 9H", "TD 6H", "9C 9D", face="down"), play_down(0, "4S", "8"), pass_(1), pass_(2))
    refused(g, challenge(1), "window closed", "UD-10")
    assert g.view(1).pile[-1] == (0, "down", 8, None) and g.view(0).pile[-1][3] == parse_cards("4S")[0]
    assert all(e.card is None for e in g.view(1).events if e.kind == "play_down")


def test_ud10_a_face_up_card_cannot_be_challenged():
    g = play(table("4S 9H", "TD 6H", "9C 9D"), play_up(0, "4S"))
    refused(g, challenge(1), "face-up card cannot be challenged", "UD-10")


def test_ud10_passing_when_not_asked_is_refused():
    refused(table("4S 9H", "TD 6H"), pass_(1), "nobody is being asked", "UD-10")


def test_ud11_the_first_challenger_in_turn_order_has_priority():
    g = play(table("4S 9H", "TD 6H", "9C 9D", "2C 3D", face="down", turn=1), play_down(1, "TD", "10"))
    refused(g, challenge(3), "seat 2 comes first", "UD-11")
    g = play(g, challenge(2))
    assert any(e.kind == "challenge" and e.seat == 2 for e in g.events)


@pytest.mark.parametrize("declared, real, succeeds", [
    ("10", "TD", False),  # target 8, declared 10, really 10: stands
    ("10", "7D", True),   # declared 10, really 7: differs, and below the target
    ("10", "6D", True),   # the second worked example: really 6
    ("8", "8D", False),   # declared 8, really 8: the challenger takes the pile
    ("5", "5D", True),    # true declaration, but below the target as it was
])
def test_ud12_worked_examples(declared, real, succeeds):
    g = table(f"{real} 9H", "JC 6H", "9C 9D", face="down", target=8, pile=())
    g = play(g, play_down(0, real, declared), challenge(1))
    taker = 0 if succeeds else 1
    assert parse_cards(real)[0] in g.hands[taker] and g.pile == []
    assert [e for e in g.events if e.kind == "reveal"][0].other == int(succeeds)


def test_ud12_the_loser_takes_the_whole_pile():
    g = table("8S 4H 5C", "TD 6H 7C", "9C 9D 9H")
    g = play(g, play_up(0, "8S"), play_down(1, "6H", "10"), challenge(2))
    assert sorted(g.hands[1]) == sorted(parse_cards("TD 7C 8S 6H")) and g.pile == []


@pytest.mark.parametrize("switch, leader", [("taker", 1), ("challenger", 2)])
def test_ud13_new_round_after_a_pickup_led_by_the_switch(switch, leader):
    g = play(table("8S 4H 5C", "TD 6H 7C", "9C 9D 9H", lead_after_pickup=switch),
             play_up(0, "8S"), play_down(1, "6H", "10"), challenge(2))
    assert g.target == 3 and g.face_due == "up" and g.to_act == leader


def test_ud13_when_the_challenger_loses_both_switches_agree():
    for switch in ("taker", "challenger"):
        g = play(table("8S 4H 5C", "TD 6H 7C", "9C 9D 9H", lead_after_pickup=switch),
                 play_up(0, "8S"), play_down(1, "TD", "10"), challenge(2))
        assert g.to_act == 2


def test_ud14_a_last_face_down_card_that_survives_a_challenge_wins():
    g = play(table("TD", "JC 6H", "9C 9D", face="down", target=8), play_down(0, "TD", "10"), challenge(1))
    assert g.is_over and g.winners == (0,) and len(g.hands[1]) == 3


def test_ud14_a_last_face_down_card_caught_takes_the_pile_and_play_goes_on():
    g = play(table("7D", "JC 6H", "9C 9D", face="down", target=8), play_down(0, "7D", "10"), challenge(1))
    assert not g.is_over and g.hands[0] == parse_cards("7D")


def test_ud14_a_last_low_face_up_card_draws_and_does_not_win_while_the_stock_has_cards():
    g = play(table("4D", "JC 6H", target=8, stock="KC"), play_up(0, "4D"))
    assert not g.is_over and g.hands[0] == parse_cards("KC")


def test_ud14_ud15_a_last_low_face_up_card_wins_when_the_stock_is_empty():
    g = table("4D", "JC 6H", target=8)
    g.stock = []
    g = play(g, play_up(0, "4D"))
    assert g.is_over and g.winners == (0,)


def test_ud15_an_empty_stock_only_skips_the_draw():
    g = table("4D 9S", "JC 6H", target=8)
    g.stock = []
    g = play(g, play_up(0, "4D"))
    assert g.target == 4 and g.face_due == "down" and len(g.hands[0]) == 1 and g.to_act == 1


def test_ud16_the_play_limit_gives_the_win_to_the_fewest_cards():
    g = play(table("4D 9S", "JC 6H 7H", "9C 9D", play_limit=1), play_up(0, "9S"))
    assert g.is_over and set(g.winners) == {0}
    g = play(table("4D 9S", "JC 6H 7H", "9C", play_limit=1), play_up(0, "9S"))
    assert set(g.winners) == {0, 2}  # equal fewest share the win
    with pytest.raises(RulesError, match="UD-16"):
        UpDownRules(play_limit=0)


def test_ud17_the_last_standing_card_tells_which_face_is_next():
    g = table("8S 4H 5C", "TD 6H 7C", "9C 9D 9H")
    g = play(g, play_up(0, "8S"))
    assert g.pile[-1].face == "up" and g.face_due == "down"
    g = play(g, play_down(1, "TD", "10"), pass_(2), pass_(0))
    assert g.pile[-1].face == "down" and g.face_due == "up"
    g = play(g, play_up(2, "9C"), play_down(0, "4H", "Q"), challenge(1))
    assert g.pile == [] and g.face_due == "up"


# ---- refused input --------------------------------------------------------------------------------

def test_playing_out_of_turn_or_a_card_not_in_the_hand_is_refused():
    g = table("8S 4H", "TD 6H", "9C 9D")
    refused(g, play_up(1, "TD"), "seat 1", "seat 0's turn", "UD-6")
    refused(g, play_up(0, "TD"), "not in this seat's hand")
    g = play(g, play_up(0, "8S"), play_down(1, "TD", "10"))
    refused(g, play_up(2, "9C"), "still open to challenge", "UD-10")


def test_challenging_a_card_already_challenged_is_refused():
    g = play(table("TD", "JC 6H", "9C 9D", face="down", target=8), play_down(0, "TD", "10"), challenge(1))
    refused(g, challenge(2), "game is over")
    g = play(table("7D 8C", "JC 6H", "9C 9D", face="down", target=8), play_down(0, "7D", "10"), challenge(1))
    refused(g, challenge(2), "UD-10")


def test_replay_rebuilds_a_bot_game():
    s = play_bot_game(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], seed=5)
    assert replay(s.rules, s.seed, s.history) == s


# ---- bots and simulation ----------------------------------------------------------------------------

def test_ud10_bots_only_ever_receive_views(monkeypatch):
    from support import what_bots_receive

    from engine.updown.bots import UpDownBot

    game = lambda: play_bot_game(UpDownRules(players=4), ["honest", "reckoner", "bluffer", "honest"], seed=2)
    assert what_bots_receive(monkeypatch, UpDownBot, game) == {"UpDownView"}


def test_ud12_honest_bot_challenges_only_what_its_view_proves_false():
    g = play(table("7S 7H 7D 7C", "4S 9H", "5D 5C", face="down", turn=1, target=5),
             play_down(1, "4S", "7"))
    bot = HonestBot()
    assert bot.act(g.view(2)).kind == "pass"
    assert bot.act(g.view(0)).kind == "challenge" and "all four 7s" in bot.explain()
    assert chance_challenge_succeeds(g.view(0)) == 1.0


def test_every_personality_explains_its_decisions():
    for personality in ("honest", "reckoner", "bluffer"):
        bot = make_bot(personality, 1)
        g = new_game(UpDownRules(players=2, first_player=0), seed=1)
        bot.act(g.view(0))
        assert bot.explain() and bot.explain() != "no decision yet"
    with pytest.raises(ValueError, match="no 一上一下 bot called"):
        make_bot("shark")


def test_simulation_reports_rates_and_is_seeded():
    a = simulate(["honest", "reckoner", "bluffer"], games=30, seed=4)
    b = simulate(["honest", "reckoner", "bluffer"], games=30, seed=4)
    assert a == b and a.games == 30 and a.average_length > 0
    assert sum(a.seats.values()) == 90 and a.total("challenges_won") <= a.total("challenges")
    assert a.total("bluffs_challenged") <= a.total("bluffs")
    assert 0 <= a.win_rate("honest") <= 1


# ---- random play ----------------------------------------------------------------------------------

@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), taker=st.booleans(), data=st.data())
def test_ud1_ud17_random_legal_games_keep_every_invariant(players, seed, taker, data):
    rules = UpDownRules(players=players, lead_after_pickup="taker" if taker else "challenger", play_limit=150)
    state = new_game(rules, seed)
    for _ in range(5000):
        assert sorted(state.all_cards()) == sorted(full_deck())
        for seat in range(players):
            view = state.view(seat)
            for (owner, face, _, card), real in zip(view.pile, state.pile):
                if face == "down" and owner != seat and not real.revealed:
                    assert card is None, "another seat's standing face-down card is hidden"
            for e in view.events:
                if e.kind in ("deal", "draw", "play_down", "take_pile") and e.seat != seat:
                    assert e.card is None and e.cards == ()
        if state.phase == "play":
            assert state.face_due == face_due_after(state.pile), "UD-17: the last standing card decides"
        if state.is_over:
            break
        actions = state.legal_actions()
        state = state.apply(actions[data.draw(st.integers(0, len(actions) - 1))])
    assert state.is_over and state.winners
    assert replay(rules, seed, state.history) == state


GOLDEN = Path(__file__).parent / "golden" / "updown_game_seed3.txt"


def test_ud1_ud17_golden_transcript_of_a_seeded_bot_game():
    state = play_bot_game(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], seed=3)
    text = updown_transcript(state.events, names=["甲", "乙", "丙"]) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text)
    assert text == GOLDEN.read_text(), "transcript changed; rerun with UPDATE_GOLDEN=1 and review the diff"
