"""The referee for a real 一上一下 table (UD-1 … UD-17): it sees only what the table sees, and it
moves the same :class:`~engine.updown.table.Table` with the same rules as the state machine."""

import pytest

from engine.errors import IllegalMove
from engine.updown import (
    Challenge,
    Deal,
    Lead,
    LimitReached,
    Pass,
    Phase,
    PlayDown,
    PlayUp,
    UpDownRules,
    new_game,
    public_events,
)
from engine.updown.referee import Referee
from engine.updown.simulation import play as play_bot_game
from engine.updown.table import Table

LINEUPS = {2: ["bluffer", "reckoner"], 3: ["bluffer", "reckoner", "honest"],
           4: ["bluffer", "reckoner", "honest", "bluffer"]}


def after_lead(events):
    """The events from the lead on, without the deal (the referee does not watch the deal)."""
    events = list(events)
    return [e for e in events[next(k for k, e in enumerate(events) if isinstance(e, Lead)):]
            if not isinstance(e, Deal)]


def same_table(ref, state):
    """Everything the table can see agrees between the referee and the engine."""
    assert ref.phase == state.phase and ref.winners == state.winners and ref.plays == state.plays
    assert ref.target == state.target and ref.face_due == state.face_due and ref.turn == state.turn
    assert ref.hand_sizes == tuple(len(h) for h in state.hands) and ref.stock_size == len(state.stock)
    assert ref.asking == state.asking and ref.target_before == state.target_before
    assert [(p.seat, p.face, p.counts_as) for p in ref.pile] == [(p.seat, p.face, p.counts_as) for p in state.pile]
    assert all(p.card == q.card for p, q in zip(ref.pile, state.pile, strict=True) if p.face == "up")
    assert after_lead(ref.events) == after_lead(public_events(state.events))


def feed(state):
    """Tell a referee a finished game's plays as a table would — cards face up, declarations face
    down, the real card only when a challenge turns it over — checking it against the engine,
    replayed alongside, after every entry."""
    lead = next(e.seat for e in state.events if isinstance(e, Lead))
    ref = Referee.start(state.rules, lead)
    engine = new_game(state.rules, state.seed)
    same_table(ref, engine)
    history = list(state.history)
    i = 0
    while i < len(history):
        action = history[i]
        i += 1
        engine = engine.apply(action)
        if isinstance(action, PlayUp):
            ref = ref.play_up(action.card)
            same_table(ref, engine)
            continue
        assert isinstance(action, PlayDown)
        ref = ref.play_down(action.declared)
        same_table(ref, engine)
        while i < len(history) and isinstance(history[i], Pass):
            engine = engine.apply(history[i])
            i += 1
        if i < len(history) and isinstance(history[i], Challenge):
            engine = engine.apply(history[i])
            ref = ref.challenged([history[i].seat], action.card)
            i += 1
        else:
            ref = ref.no_challenge()
        same_table(ref, engine)
    assert engine == state
    return ref


CONFIGS = [(players, lead, limit) for players in (2, 3, 4) for lead in ("taker", "challenger")
           for limit in (500, 12, 30)]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("players, lead_after, limit", CONFIGS)
def test_ud1_ud17_referee_reproduces_a_seeded_game_fed_its_plays(seed, players, lead_after, limit):
    rules = UpDownRules(players=players, lead_after_pickup=lead_after, play_limit=limit)
    state = play_bot_game(rules, LINEUPS[players], seed)
    ref = feed(state)
    assert ref.winners == state.winners and ref.hand_sizes == tuple(len(h) for h in state.hands)


def test_ud16_the_equivalence_games_include_games_ended_by_the_play_limit_and_by_a_win():
    endings = set()
    for players, lead, limit in CONFIGS:
        for seed in range(6):
            state = play_bot_game(UpDownRules(players=players, lead_after_pickup=lead, play_limit=limit),
                                  LINEUPS[players], seed)
            endings.add(type(state.events[-1]).__name__)
    assert endings == {"Won", "LimitReached"}


def test_the_referee_and_the_state_machine_share_one_table():
    ref = Referee.start(UpDownRules(players=3), leader=0)
    assert type(ref.table) is Table is type(new_game(UpDownRules(players=3), seed=1).table)


# ---- the table's rules, as the referee meets them -------------------------------------------------

def test_ud11_several_challengers_the_first_in_turn_order_challenges():
    ref = Referee.start(UpDownRules(players=4), leader=0).play_up("8S").play_down("10")
    after = ref.challenged([0, 3], "7H")           # seat 2 is asked first and passes; 3 comes before 0
    new = after.events[len(ref.events):]
    assert [(e.kind, getattr(e, "seat", getattr(e, "challenger", None))) for e in new[:2]] == [
        ("pass", 2), ("challenge", 3)]
    assert after.hand_sizes[1] == 6 + 2             # the claimant takes the pile of two (UD-12)


def test_ud9_a_forgotten_declaration_counts_as_3():
    ref = Referee.start(UpDownRules(players=2), leader=0).play_up("3S").play_down()
    assert ref.pile[-1].counts_as == 3 and ref.no_challenge().target == 3


def test_ud13_the_lead_after_a_pickup_follows_the_switch():
    for switch, leader in (("taker", 1), ("challenger", 2)):
        ref = Referee.start(UpDownRules(players=3, lead_after_pickup=switch), leader=0)
        ref = ref.play_up("8S").play_down("10").challenged([2], "6H")
        assert ref.turn == leader and ref.face_due == "up" and ref.target == 3


def test_ud7_ud15_a_low_face_up_card_draws_while_the_stock_lasts():
    ref = Referee.start(UpDownRules(players=2), leader=0).play_up("9S").play_down("10").no_challenge()
    stock = ref.stock_size
    ref = ref.play_up("4H")
    assert ref.stock_size == stock - 1 and ref.hand_sizes[0] == 6   # 6 - 1 played + 1 drawn


def test_ud16_the_referee_declares_the_fewest_cards_the_winners_at_the_limit():
    ref = Referee.start(UpDownRules(players=2, play_limit=2), leader=0).play_up("9S").play_down("10")
    ref = ref.no_challenge()
    assert ref.phase == Phase.OVER and ref.winners == (0, 1) and isinstance(ref.events[-1], LimitReached)
    assert ref.status(["Ann", "Bo"]) == "Game over: Ann and Bo won."


# ---- what cannot have happened is refused, and nothing changes -----------------------------------

def refused(ref, entry, *fragments, error=IllegalMove):
    before = ref
    with pytest.raises(error) as err:
        entry(ref)
    assert ref == before
    for fragment in fragments:
        assert fragment in str(err.value), str(err.value)
    return err.value


def test_the_referee_refuses_what_the_table_cannot_do():
    start = Referee.start(UpDownRules(players=3), leader=0)
    refused(start, lambda r: r.play_down("5"), "next card goes face up", "UD-6")
    ref = start.play_up("8S").play_down("10")
    refused(ref, lambda r: r.play_up("9S"), "still open to challenge", "UD-10")
    refused(ref, lambda r: r.challenged([1], "10H"), "cannot challenge their own card", "UD-10")
    refused(start.play_up("8S"), lambda r: r.play_down("11"), "13 ranks", "UD-8")
    refused(start, lambda r: r.play_up("8X"), "cannot read", "UD-7")
    refused(start, lambda r: r.no_challenge(), "no face-down card is waiting", "UD-10")
    refused(start.play_up("8S"), lambda r: r.challenged([1], "7H"), "face-up card cannot be challenged", "UD-10")


@pytest.mark.parametrize("declared", [16, 99, 0, 1, "16", "1", "ten"])
def test_ud8_the_referee_refuses_a_declaration_that_is_not_a_rank(declared):
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("8S")
    refused(ref, lambda r: r.play_down(declared), "13 ranks", "UD-8")


def test_ud1_a_card_face_up_on_the_pile_cannot_be_played_again():
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("8S").play_down("10").no_challenge()
    refused(ref, lambda r: r.play_up("8S"), "the 8 of spades lies on the pile", "UD-1")


def test_ud1_a_card_turned_over_and_taken_is_known_to_be_in_that_hand():
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("8S").play_down("10").challenged([2], "10H")
    assert ref.turn == 2                             # 丙 lost the challenge and took 8♠ and 10♥
    ref = ref.play_up("QS").play_down("K").no_challenge()
    refused(ref, lambda r: r.play_up("TH"), "the 10 of hearts is in seat 2's hand", "UD-1")
    refused(ref, lambda r: r.play_up("QS"), "lies on the pile", "UD-1")


def test_ud1_ud12_the_card_turned_over_must_be_one_that_could_be_there():
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("8S").play_down("10")
    refused(ref, lambda r: r.challenged([2], "8S"), "the 8 of spades lies on the pile", "UD-1")
    refused(ref, lambda r: r.challenged([2], None), "card must be", error=TypeError)


@pytest.mark.parametrize("challengers, fragments, error", [
    ([], ("Nobody has challenged seat 1's card", "UD-10"), IllegalMove),
    ([1], ("own card", "UD-10"), IllegalMove),
    ([2, 1], ("own card", "UD-10"), IllegalMove),
    ([7], ("seats are numbered 0 to 2", "UD-1"), IllegalMove),
    ([-1], ("seats are numbered 0 to 2", "UD-1"), IllegalMove),      # the same seat rule as a seat too high
    (["2"], ("challengers",), TypeError),
    ([True], ("challengers",), TypeError),
    ("2", ("challengers",), TypeError),
    (None, ("challengers",), TypeError),
    (2, ("challengers",), TypeError),
])
def test_ud10_ud11_the_referee_refuses_impossible_challengers(challengers, fragments, error):
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("8S").play_down("10")
    refused(ref, lambda r: r.challenged(challengers, "7H"), *fragments, error=error)


def test_ud10_ud6_the_referees_refusals_read_as_one_sentence_in_chinese():
    """The native read (issue 23): 「乙不能在没有人质疑时判定质疑」 made the player of the card the one refused, and
    「甲不能扣下 一张牌，报 9」 put the referee's unseen card into a sentence written for a card's name."""
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("8S").play_down("10")
    err = refused(ref, lambda r: r.challenged([], "7H"), "UD-10")
    assert err.text.render("zh", ["甲", "乙", "丙"]) == "还没有人质疑乙的牌：至少要选出一位喊了质疑的其他玩家（UD-10）"
    start = Referee.start(UpDownRules(players=3), leader=0)
    err = refused(start, lambda r: r.play_down("9"), "seat 0 cannot play a card face down declared as 9", "UD-6")
    assert err.text.render("zh", ["甲", "乙", "丙"]).startswith("甲不能出暗牌（报 9）：")


def test_status_never_fails_on_what_the_referee_accepted():
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("2S").play_down("2")
    assert "declared 2" in ref.status() and "target before it: 2" in ref.status()
    with pytest.raises(TypeError, match="names"):
        ref.status(["only one"])


@pytest.mark.parametrize("players, lead_after, limit", [(2, "taker", 500), (3, "challenger", 30), (4, "taker", 12)])
def test_ud1_the_referees_game_round_trips_through_plain_values_entry_by_entry(players, lead_after, limit):
    import json

    rules = UpDownRules(players=players, lead_after_pickup=lead_after, play_limit=limit)
    ref = feed(play_bot_game(rules, LINEUPS[players], 2))
    kept = json.loads(json.dumps(ref.record()))                       # what a progress file holds
    assert Referee.restore(kept) == ref and Referee.restore(kept).record() == kept
    steps = Referee.replay(kept)
    assert len(steps) == len(kept["entries"]) + 1 and steps[-1] == ref and steps[0].entries == ()
    assert steps[-2] == Referee.restore({**kept, "entries": kept["entries"][:-1]}), "Undo still goes back"


@pytest.mark.parametrize("record, says", [
    ({"rules": {"players": 2}, "leader": 0}, "not a referee's record"),
    ({"rules": {"players": 9}, "leader": 0, "entries": []}, "cannot be read"),
    ({"rules": {"chips": 2}, "leader": 0, "entries": []}, "no such house rule"),
    ({"rules": {"players": 2}, "leader": 5, "entries": []}, "cannot be read"),
    ({"rules": {"players": 2}, "leader": 0, "entries": [["up", "ZZ"]]}, "entry 1"),
    ({"rules": {"players": 2}, "leader": 0, "entries": [["sideways"]]}, "entry 1: not an entry"),
    ({"rules": {"players": 2}, "leader": 0, "entries": [["up", "8S"], ["stand"]]}, "entry 2"),
])
def test_a_kept_referees_game_that_does_not_replay_is_refused_and_says_why(record, says):
    with pytest.raises(ValueError, match=says):
        Referee.replay(record)


def test_ud9_the_referees_status_says_a_card_went_down_with_nothing_declared():
    """The eighth native read (D3): 「小红扣下的牌报的是 3」 when 小红 said nothing."""
    names = ["小明", "小红"]
    said = Referee.start(UpDownRules(players=2), leader=0).play_up("9S").play_down()
    assert said.status(names, "zh") == "小红扣下的牌没报点，算作报了 3（UD-9），现在可以质疑（之前的目标点数是 9）。"
    assert "nothing declared" in said.status(names)
    declared = Referee.start(UpDownRules(players=2), leader=0).play_up("9S").play_down("3")
    assert declared.status(names, "zh") == "小红扣下的牌报的是 3，现在可以质疑（之前的目标点数是 9）。"


def test_ud10_a_next_card_while_one_is_open_names_its_player_and_asks_for_the_challenge_first():
    """The eleventh native read (A5): 「乙不能出明牌 Q♥：……丙得先决定质疑还是放过」 named 乙, who had just played,
    and one player "asked first" — at a real table anyone may still challenge. The refusal names the player whose
    card it would be and asks the referee to enter the challenge first; nothing changes."""
    names = ["你", "乙", "丙", "丁"]
    ref = Referee.start(UpDownRules(players=4), leader=0).play_up("9H").play_down("J")
    for entry in (lambda r: r.play_up("QH"), lambda r: r.play_down("K")):
        with pytest.raises(IllegalMove) as refused:
            entry(ref)
        said = refused.value.text.render("zh", names)
        assert said.startswith(("丙不能出明牌：", "丙不能出暗牌："))
        assert said.endswith("乙那张暗牌还没过质疑这一关——先录下有没有人质疑（UD-10）")
    assert len(ref.entries) == 2 and ref.phase == "challenge"


def test_ud10_a_challenge_entered_with_nothing_open_names_the_challenger_or_nobody():
    """The fifteenth native read (A1): 「丙不能质疑：现在没有等着质疑的暗牌」 when the teacher entered 你 as the
    challenger, and 「丙不能放过一张牌」 of an entry nobody made — the player whose turn it was. The refusal names
    the challenger entered, or nobody; nothing changes."""
    names = ["你", "乙", "丙"]
    ref = Referee.start(UpDownRules(players=3), leader=0)
    for entry, said in ((lambda r: r.challenged([0], "3D"), "你不能质疑：现在没有等着质疑的暗牌（UD-10）"),
                        (lambda r: r.challenged([], "3D"), "这一项录不了：现在没有等着质疑的暗牌（UD-10）"),
                        (lambda r: r.no_challenge(), "这一项录不了：现在没有等着质疑的暗牌（UD-10）")):
        with pytest.raises(IllegalMove) as refused:
            entry(ref)
        assert refused.value.text.render("zh", names) == said
    stood = ref.play_up("9H").play_down("J").no_challenge()
    with pytest.raises(IllegalMove) as refused:
        stood.challenged([1], "3D")
    assert refused.value.text.render("zh", names) == "乙不能质疑：上一张暗牌已经被放过了，质疑的时机已经过去（UD-10）"
