"""The play session (engine/session.py) over both games: one frozen record per moment of a learner's game
against bots. The same seed and moves give the same game; a refused move changes nothing; an earlier
moment, played again, plays as it did; the bots pause after a five-card draw round; the coach counts
once per decision; autoplay and shared wins count for no rating."""

import dataclasses

import pytest
from support import RULE_ID

from engine.bots import run_bots
from engine.draw import DrawRules, deal, stay
from engine.draw.play import KIT as DRAW
from engine.errors import IllegalMove
from engine.ratings import GameResult
from engine.session import YOU, Session, bot_seed, in_words, levels, opponents
from engine.updown import UpDownRules, pass_, play_up
from engine.updown.play import KIT as UPDOWN

GAMES = {"draw": (DRAW, DrawRules(players=3, rounds=2), "odds"),
         "updown": (UPDOWN, UpDownRules(players=3), "reckoner")}


def finished(session, helper):
    """The learner's own game to its end, each of the learner's moves chosen by a ``helper`` bot
    (the bots carry on after each pause); the session at the end and the learner's actions."""
    bot = session.kit.make_bot(helper, "learner")
    actions = []
    while not session.is_over:
        if session.your_turn:
            actions.append(bot.act(session.view))
            session = session.act(actions[-1])
        else:
            session = session.carry_on()
    return session, actions


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_and_same_actions_give_the_same_session(game):
    kit, rules, helper = GAMES[game]
    first, actions = finished(Session.start(kit, rules, 5), helper)
    again = Session.start(kit, rules, 5)
    for action in actions:
        while not again.your_turn:
            again = again.carry_on()
        again = again.act(action)
    assert again == first and again.log == first.log and again.said == first.said
    assert Session.start(kit, rules, 6).game != Session.start(kit, rules, 5).game, "another seed, another deal"


@pytest.mark.parametrize("game", GAMES)
def test_the_bots_are_seeded_seed_slash_seat_and_play_until_the_learners_turn(game):
    kit, rules, _ = GAMES[game]
    session = Session.start(kit, rules, 9, level="mix")
    bots = {s: kit.make_bot(p, f"9/{s}") for s, p in enumerate(session.opponents, start=1)}
    game_then, said = run_bots(kit.new_game(rules, 9), bots, stop=kit.pause)
    assert session.game == game_then and session.said == tuple(said) and session.your_turn
    assert session.opponents == tuple(r.personality for r in levels(kit)[:2]), "a mix: every level from the weakest"
    assert bot_seed(9, 2) == "9/2"


@pytest.mark.parametrize("game, wrong", [("draw", deal(0)), ("updown", pass_(0))])
def test_a_refused_move_changes_nothing_and_carries_its_rule_id(game, wrong):
    kit, rules, helper = GAMES[game]
    session = Session.start(kit, rules, 4)
    refused = session.act(wrong)
    assert isinstance(refused.refusal, IllegalMove) and RULE_ID.fullmatch(refused.refusal.rule)
    assert refused.game is session.game and refused.told == session.told and refused.log == session.log
    assert refused == session and session.refusal is None, "the session it was offered to is as it was"
    right = kit.make_bot(helper, "learner").act(session.view)
    assert refused.act(right).refusal is None and refused.act(right).game == session.act(right).game


def test_an_earlier_session_acted_on_again_plays_as_it_did_the_first_time():
    """The bots keep random streams (the bluffer bluffs at random): each step plays copies of them."""
    rules = UpDownRules(players=4)
    start = Session.start(UPDOWN, rules, 3, level="bluffer")
    first, actions = finished(start, "reckoner")
    before = start.game
    again, _ = finished(start, "reckoner")
    assert again == first and again.said == first.said and start.game is before
    middle = start.act(actions[0])
    assert middle.act(actions[1]) == middle.act(actions[1]), "the same moment, played twice, plays the same"


def test_fd4_the_bots_pause_after_a_five_card_draw_round_and_carry_on_to_the_next():
    bot = DRAW.make_bot("odds", "learner")
    session = Session.start(DRAW, DrawRules(players=3), 4)       # the learner deals round 1; seat 1 deals next
    while session.your_turn:
        session = session.act(bot.act(session.view))
    assert session.paused and session.view.phase == "round_over" and session.game.to_act == 1
    assert session.carry_on().carry_on() != session
    going = session.carry_on()
    assert going.view.round_no == 2 and (going.your_turn or going.is_over)
    assert str(going.told[0]).startswith("Round 2:"), "the narrator tells the new deal"
    assert going.said[len(session.said)].action.kind == "next_round", "the bot dealer dealt"
    assert going.carry_on() is going, "nothing to carry on on the learner's turn"


def test_fd10_a_bots_reasons_are_shown_once_its_round_is_over_and_never_its_deals():
    bot = DRAW.make_bot("odds", "learner")
    session = Session.start(DRAW, DrawRules(players=3), 4)
    assert session.said and not session.reasons(), "round 1 goes on: its reasons may name hidden cards"
    while session.your_turn:
        session = session.act(bot.act(session.view))
    shown = session.reasons()
    assert shown and all(m.when == 1 and m.seat != YOU and m.action.kind not in ("deal", "next_round") for m in shown)


def test_ud10_the_bots_reasons_are_shown_once_the_game_is_over():
    session = Session.start(UPDOWN, UpDownRules(players=3), 4)          # seat 2 leads
    assert session.said and not session.reasons()
    done = session.autoplay()
    assert {m.seat for m in done.reasons()} == {1, 2}, "every bot's reasons, never the helper's at seat 0"


@pytest.mark.parametrize("game", GAMES)
def test_autoplay_finishes_the_game_for_no_rating(game):
    kit, rules, _ = GAMES[game]
    done = Session.start(kit, rules, 1).autoplay()
    assert done.is_over and done.autoplayed and done.result is None
    assert done.said[-1].seat in range(rules.players) and done.told, "the end is told"
    assert done.autoplay() is done
    said = done.told[-1]                # last: a screen showing the story's end sees it
    assert said.render("en").startswith(f"You handed your seat to the {kit.helper} bot"), "“you” above is the bot"
    assert said.render("zh").startswith("你把座位交给了") and done.log[-1] == said
    again = Session.restore(kit, done.record())           # a reload tells the story again, the same way
    assert again.told[-1] == said and again.log[-1] == said


@pytest.mark.parametrize("game, seed, level, won", [("updown", 1, "honest", True), ("updown", 2, "honest", False),
                                                    ("draw", 12, "cautious", True), ("draw", 4, "loose", False)])
def test_a_learners_win_or_loss_is_a_result_for_the_rating(game, seed, level, won):
    kit, _, helper = GAMES[game]
    rules = UpDownRules(players=2) if game == "updown" else DrawRules(players=3, rounds=2)
    session, _ = finished(Session.start(kit, rules, seed, level), helper)
    assert session.result == GameResult((level,) * (rules.players - 1), won)
    assert kit.winners(session.game) == (YOU,) if won else YOU not in kit.winners(session.game)
    assert session.autoplay() is session and session.autoplay().result == session.result


def test_fd12_a_shared_win_gives_no_result():
    session, _ = finished(Session.start(DRAW, DrawRules(players=3, rounds=2), 0, "loose"), "odds")
    assert session.kit.winners(session.game) == (0, 2) and session.shared
    assert session.result is None


@pytest.mark.parametrize("game", GAMES)
def test_the_coach_counts_once_per_decision(game):
    kit, rules, helper = GAMES[game]
    session = Session.start(kit, rules, 4)
    asked = session.ask_coach().ask_coach()
    assert asked.coach and asked.hints == 1 and session.hints == 0
    moved = asked.act(kit.make_bot(helper, "learner").act(session.view))
    assert moved.coach == () and moved.hints == 1, "a new decision: no advice yet"
    while not moved.your_turn:
        moved = moved.carry_on()
    assert moved.ask_coach().hints == 2 and moved.ask_coach().ask_coach().hints == 2
    done = moved.autoplay()
    assert done.ask_coach().hints == done.hints, "no decision to count once the game is over"


def test_the_coach_still_counts_once_after_a_refused_move():
    session = Session.start(UPDOWN, UpDownRules(players=3), 4).ask_coach()
    refused = session.act(pass_(0))
    assert refused.refusal and refused.coach == session.coach and refused.ask_coach().hints == 1


def test_a_session_is_frozen():
    session = Session.start(UPDOWN, UpDownRules(players=2), 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        session.hints = 3


@pytest.mark.parametrize("call, error, named", [
    (lambda: Session.start("draw", DrawRules(), 1), TypeError, "kit"),
    (lambda: Session.start(DRAW, UpDownRules(), 1), TypeError, "rules"),
    (lambda: Session.start(DRAW, DrawRules(), 1.5), TypeError, "seed"),
    (lambda: Session.start(DRAW, DrawRules(), 1, level=3), TypeError, "level"),
    (lambda: Session.start(DRAW, DrawRules(), 1, level="shark"), ValueError, "level"),
    (lambda: Session.start(UPDOWN, UpDownRules(), 1, level="loose"), ValueError, "level"),
    (lambda: Session.start(DRAW, DrawRules(), 1, setup=["players", 4]), TypeError, "setup"),
    (lambda: Session.start(DRAW, DrawRules(), 1).act(None), TypeError, "action"),
    (lambda: Session.start(DRAW, DrawRules(), 1).act(stay(2)), ValueError, "action"),
    (lambda: Session.start(UPDOWN, UpDownRules(), 1).act("8S"), TypeError, "action"),
    (lambda: Session.start(UPDOWN, UpDownRules(), 1).act(play_up(1, "8S")), ValueError, "action"),
    (lambda: levels(None), TypeError, "kit"),
    (lambda: opponents(DRAW, "mix", 0), ValueError, "seats"),
    (lambda: opponents(DRAW, "mix", "3"), TypeError, "seats"),
    (lambda: bot_seed(None, 1), TypeError, "seed"),
    (lambda: bot_seed(1, -1), ValueError, "seat"),
    (lambda: in_words(7, "en", ["You"]), TypeError, "message"),
    (lambda: in_words(Session.start(DRAW, DrawRules(), 1).now(), "fr", ["You"]), ValueError, "lang"),
])
def test_bad_input_is_refused_naming_the_parameter(call, error, named):
    with pytest.raises(error, match=named) as raised:
        call()
    assert not isinstance(raised.value, IllegalMove), "not a move against the rules: a wrong call"


def test_in_words_names_the_learner_you_in_english_and_the_seats_by_name():
    session = Session.start(UPDOWN, UpDownRules(players=3), 2).autoplay()
    move = session.reasons()[0]
    english, chinese = in_words(move, "en", ["You", "Bo", "Cy"]), in_words(move, "zh", ["你", "乙", "丙"])
    assert "seat " not in english and "座位" not in chinese
    assert in_words(session.now(), "en", ["You", "Bo", "Cy"]).startswith("The game is over")


# ---- played again from a moment, and kept as a record (issue 24) ---------------------------------------

def replayed_from(session, original):
    """``session`` carried on with the learner making the moves ``original`` made after it."""
    moves = original.game.history
    while len(session.game.history) < len(moves):
        if session.your_turn:
            session = session.act(moves[len(session.game.history)])
        else:
            session = session.carry_on()
    return session


@pytest.mark.parametrize("game", GAMES)
def test_at_a_moment_the_same_cards_the_same_hand_and_the_bots_as_they_were(game):
    kit, rules, helper = GAMES[game]
    done, actions = finished(Session.start(kit, rules, seed=6, level="mix"), helper)
    moments = [i for i, a in enumerate(done.game.history) if a.seat == YOU]
    for moment in (moments[0], moments[len(moments) // 2], moments[-1]):
        again = done.at(moment)
        state = done.game.start
        for action in done.game.history[:moment]:
            state = state.apply(action)
        assert again.game == state and again.view == state.view(YOU) and again.your_turn and again.practice
        finished_again = replayed_from(again, done)
        assert finished_again.game == done.game, "the same learner's moves from there give the same game"
        bots = [(m.seat, m.action, m.reason) for m in done.said]
        assert [(m.seat, m.action, m.reason) for m in finished_again.said] == bots, "the bots play as they did"
        assert finished_again.result is None and done.result is not None or done.shared


def test_ud10_at_refuses_a_moment_the_learner_did_not_decide():
    s = Session.start(UPDOWN, UpDownRules(players=3, first_player=1), seed=4, level="honest")
    with pytest.raises(ValueError, match="the learner decided"):
        s.at(0)
    with pytest.raises(ValueError, match="moment must be a whole number from 0 to"):
        s.at(len(s.game.history) + 1)
    assert s.at(len(s.game.history)).game == s.game


@pytest.mark.parametrize("game", GAMES)
def test_a_session_kept_as_plain_values_comes_back_the_same(game):
    import json

    kit, rules, helper = GAMES[game]
    session = Session.start(kit, rules, seed=9, level="mix", setup={"seed": 9, "level": "mix"}).ask_coach()
    for step in range(5):
        session = session.act(kit.make_bot(helper, step).act(session.view)) if session.your_turn else \
            session.carry_on()
    kept = json.loads(json.dumps(session.record()))
    back = Session.restore(kit, kept)
    assert back == session and back.game == session.game and back.hints == 1 and back.setup == session.setup
    assert [m.action for m in back.said] == [m.action for m in session.said]
    practice = Session.restore(kit, {**kept, "practice": True})
    assert practice.practice and practice.game == session.game and practice.record()["practice"] is True


def test_a_kept_session_that_is_not_one_or_no_longer_replays_is_refused():
    from engine.session import SessionRecordError

    session = Session.start(DRAW, DrawRules(players=3), seed=2, level="loose").act(stay(YOU))
    kept = session.record()
    moves = kept["moves"]
    broken = [None, [], {"game": "updown"}, {**kept, "rules": {"players": 9}}, {**kept, "rules": {"shark": 1}},
              {**kept, "moves": [["shuffle", 0]]}, {**kept, "opponents": ["shark", "loose"]},
              {**kept, "moves": [*moves, ["fold", 0]]}, {**kept, "moves": [["fold", 1], *moves[1:]]}]
    for record in broken:
        with pytest.raises(SessionRecordError) as err:
            Session.restore(DRAW, record)
        assert err.value.localized("en") and err.value.localized("zh")


def test_fd7_the_mix_of_levels_follows_the_ratings_of_the_tables_scoring():
    with_chips = tuple(r.personality for r in levels(DRAW, DrawRules(chips=True)))
    assert with_chips == tuple(r.personality for r in levels(DRAW, "chips"))
    assert [r.strength for r in levels(DRAW, "chips")] == sorted(r.strength for r in levels(DRAW, "chips"))
    assert opponents(DRAW, "mix", 3, DrawRules(chips=True)) == with_chips[:3]
    session = Session.start(DRAW, DrawRules(players=4, chips=True), seed=3)
    assert session.opponents == with_chips[:3]


@pytest.mark.parametrize("game", GAMES)
def test_the_decisions_a_bot_made_for_the_learner_are_not_the_learners(game):
    """Third native read (issue 23): after "let the bot finish", the review praised "your 12 decisions"
    and the end said "you challenged twice" — all the helper bot's. The session keeps when it took the
    seat: a review looks back only on the learner's own decisions, and the end tells the bot's part as
    the bot's."""
    from engine.draw import review as draw_review
    from engine.updown import review as updown_review

    kit, rules, helper = GAMES[game]
    review = draw_review if game == "draw" else lambda g, seat: updown_review(g, seat, seed=1, playouts=8)
    start = Session.start(kit, rules, 3)
    assert start.your_turn
    mine = start.act(kit.make_bot(helper, "learner").act(start.view))       # one decision of the learner's own
    while not mine.your_turn:
        mine = mine.carry_on()
    done = mine.autoplay()
    assert done.took_over == len(mine.game.history)
    decisions = review(done.game, YOU)
    own = [d for d in decisions if done.yours(d.moment)]
    assert len(own) == 1 and len(decisions) > 1
    again = Session.restore(kit, done.record())
    assert again.took_over == done.took_over and [d for d in decisions if again.yours(d.moment)] == own
    said = " ".join(t.render("en", ["You", "Bo", "Cy"]) for t in done.summary())
    assert ("Playing on for you, the reckoner" in said or "You never challenged" in said) if game == "updown" \
        else "the odds bot played it for you from round 1 on" in said
    whole = Session.start(kit, rules, 3).autoplay()
    assert not any(whole.yours(d.moment) for d in review(whole.game, YOU))
    assert not any("You challenged" in t.render("en", ["You", "Bo", "Cy"]) for t in whole.summary())
