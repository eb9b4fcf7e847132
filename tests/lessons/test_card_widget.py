"""The card widget (lessons/_cards.py) in every place a learner picks cards, headless: its words in both
languages, what it lets through, and each lesson's action applied to the cards picked — 03's exercise,
04's replacing (FD-8), 08's play (UD-6, UD-7) and 09's real card (UD-7, UD-12). One convention: the
cards picked are the ones that leave the hand.

A picker's value is set as the browser sets it (``_update({"selected": […]})``, through marimo's own
conversion); a button is pressed the same way (``_update(1)`` runs its ``on_click``)."""

import sys

import pytest
from support import visible_text
from test_lessons import PLAY_STATE, Widget, html_of, load, run_in_chinese

import _cards
from engine.cards import Card, parse_cards

REFEREE_STATE = ("get_game", "set_game", "get_error", "set_error", "kept_game", "kept_note", "saved")  # 09's game


def pick(picker, *positions):
    picker._update({"selected": list(positions)})


def label(button):
    """The words on a marimo button."""
    return button._args.label


def disabled(button):
    return button._args.args["disabled"]


# ---- the widget itself ----------------------------------------------------------------------------

def test_a_picker_names_each_card_and_its_state_in_the_readers_language():
    hand = parse_cards("AS 10H QD 2C")
    english = _cards.discard_picker(hand, "en", most=3).widget
    chinese = _cards.discard_picker(hand, "zh", most=3).widget
    assert english.names == ["ace of spades", "10 of hearts", "queen of diamonds", "2 of clubs"]
    assert english.names_selected[0] == "ace of spades, selected"
    assert chinese.names == ["黑桃A", "红桃10", "方块Q", "梅花2"]
    assert chinese.names_selected[0] == "黑桃A，已选"
    assert (english.lang, chinese.lang) == ("en", "zh-Hans")
    assert (english.mark, chinese.mark) == ("replace", "换")
    assert english.pictures[0].startswith("<svg") and "ace of spades" in english.pictures[0], "the engine's picture"


def test_a_picker_is_large_in_large_print_and_never_narrower_than_a_tap():
    hand = parse_cards("AS KS")
    normal, large = _cards.play_picker(hand, "en").widget, _cards.play_picker(hand, "en", large=True).widget
    deck, _ = _cards.deck_picker("en", turned_over=False)
    assert large.width >= 1.5 * normal.width and deck.widget.width >= 44 and normal.width >= 44


def test_fd8_a_picker_starts_on_what_fits_and_reads_only_real_cards():
    hand = parse_cards("QS QH 7D 4C 2S")
    picker = _cards.discard_picker(hand, "en", most=3, selected=[4, 4, 9, -1, 2, 1, 0])
    assert picker.widget.selected == [0, 1, 2], "at most 3 (the table's limit), each card once"
    assert _cards.chosen({"selected": [3, 3, "2", None, 5]}, hand) == [Card(4, "C")]
    assert _cards.chosen(None, hand) == [] and _cards.chosen({"selected": "01"}, hand) == []
    with pytest.raises(ValueError, match="most"):
        _cards.picker(hand, "en", mark="x", label="y", most=-1)


def test_ud2_the_referees_deck_is_all_52_cards_a_suit_to_a_line_low_to_high():
    picker, deck = _cards.deck_picker("en", turned_over=True)
    assert len(set(deck)) == 52 and picker.widget.columns == 13
    assert [c.label for c in deck[:13]] == ["3♠", "4♠", "5♠", "6♠", "7♠", "8♠", "9♠", "10♠", "J♠", "Q♠", "K♠",
                                            "A♠", "2♠"]
    assert picker.widget.mark == "revealed" and picker.widget.most == 1


# ---- 03: the exercise --------------------------------------------------------------------------------

def test_fd8_lesson_03_the_cards_clicked_are_thrown_away_and_the_rest_judged_as_kept():
    from engine.draw.advisor import advise
    from engine.draw.quiz import judge_keep

    app = load("03_replacing_cards")
    _, defs = app.run()
    hands = defs["exercises"]
    best = advise(hands[0], opponents=3).best.keep
    pickers = {n: defs[n] for n in ("exercises", "throw_1", "throw_2", "throw_3", "throw_4")}
    pick(pickers["throw_1"], *[i for i, c in enumerate(hands[0]) if c not in best])     # throw the others
    pick(pickers["throw_2"], 4)
    pickers.update({n: defs[n] for n in ("exercise_key", "exercise_note", "exercise_hint")},
                   exercise_check=Widget(True))
    _, english = app.run(defs=pickers)
    assert english["kept_choices"][0] == [c for c in hands[0] if c in best]
    assert english["kept_choices"][1] == list(hands[1][:4]) and english["kept_choices"][2] == list(hands[2])
    said = english["exercise_feedback"]
    assert said[0].startswith("Best possible!") and "replace none" in said[2], "no card clicked: all five kept"
    assert said[1] == judge_keep(advise(hands[1], opponents=3), hands[1][:4])
    _, chinese = run_in_chinese("03_replacing_cards", defs=pickers)
    assert chinese["exercise_feedback"][0].startswith("这就是最好的选择！你选的是")


def test_fd8_lesson_03_before_check_a_hand_left_untouched_reads_as_keeping_all_five():
    app = load("03_replacing_cards")
    _, defs = app.run()
    hands = defs["exercises"]
    pickers = {n: defs[n] for n in ("exercises", "throw_1", "throw_2", "throw_3", "throw_4", "exercise_key",
                                    "exercise_note", "exercise_hint")}
    pick(pickers["throw_2"], 4)
    outputs, english = app.run(defs={**pickers, "exercise_check": Widget(False)})
    text = " ".join(visible_text(html_of(outputs)).split())
    assert english["exercise_feedback"] == ["", "", "", ""], "nothing judged before Check"
    assert "Hand 1 : Keep all 5 cards (replace none)" in text and "Hand 3 : Keep all 5 cards (replace none)" in text
    assert f"Hand 2 : Replace 1: keep {' '.join(c.label for c in hands[1][:4])}" in text
    assert "a hand you leave as it is keeps all five" in text


def test_fd8_lesson_03_keeps_the_cards_clicked_across_a_language_switch():
    from test_lessons import switched_to

    app = load("03_replacing_cards")
    _, defs = app.run()
    pick(defs["throw_3"], 0, 1)
    _, after = app.run(defs={"kept": defs["kept"], "language": switched_to("zh")})
    assert after["lang"] == "zh" and after["throw_3"].widget.selected == [0, 1]
    assert after["throw_3"].widget.mark == "换"


# ---- 04: replacing in a match ----------------------------------------------------------------------

def at_replace(app, defs):
    """Lesson 04's match, played on (staying) until the learner is to replace."""
    from engine.draw import deal, next_round, stay

    defs["start_match"]()
    moves = {"stay": stay(0), "deal": deal(0), "next_round": next_round(0)}
    for _ in range(200):
        session = defs["get_play"]()[0]
        if "replace" in {a.kind for a in session.view.legal_actions}:
            return session
        defs["step"](lambda s: s.carry_on() if s.paused else s.act(moves[s.view.legal_actions[0].kind]))
    raise AssertionError("the learner was never asked to replace")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_fd8_lesson_04_replaces_exactly_the_cards_clicked_and_the_button_says_so(lang, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["lesson", "--lang", lang])
    app = load("04_a_round_and_a_match")
    _, defs = app.run()
    before = at_replace(app, defs)
    carried = {n: defs[n] for n in PLAY_STATE}
    _, shown = app.run(defs=carried)
    hand = before.view.hand
    assert shown["discard_pick"].widget.names == [_cards.card_name(c, lang) for c in hand]
    assert shown["discard_pick"].widget.most == before.view.rules.max_replace == 3
    assert label(shown["replace_button"]).endswith(
        {"en": "Keep all 5 cards (replace none)", "zh": "一张不换，五张都留下"}[lang]), "nothing clicked: nothing goes"
    pick(shown["discard_pick"], 1, 3, 4)
    _, picked = app.run(defs={**carried, **{n: shown[n] for n in ("discard_pick", "session", "view")}})
    kept = f"{hand[0].label} {hand[2].label}"
    said = {"en": f"Replace 3: keep {kept}", "zh": f"换 3 张，留下 {kept}"}[lang]
    assert label(picked["replace_button"]).endswith(said)
    picked["replace_button"]._update(1)                                   # pressed
    after = defs["get_play"]()[0]
    assert after.refusal is None
    replaced = next(e for e in after.game.events if e.kind == "replace" and e.seat == 0)
    assert list(replaced.cards) == [hand[1], hand[3], hand[4]], "the cards lifted are the ones thrown away (FD-8)"
    assert hand[0] in after.game.hands[0] and hand[2] in after.game.hands[0], "the others are kept"


# ---- 08: the card to play ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "zh"])
def test_ud6_lesson_08_plays_the_card_clicked_with_the_face_due(lang, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["lesson", "--lang", lang])
    app = load("08_play_against_bots")
    _, defs = app.run()
    from engine.updown import pass_

    defs["start_game"]()
    while defs["get_play"]()[0].view.phase == "challenge":       # let every card stand until the learner plays
        defs["step"](lambda s: s.act(pass_(0)))
    session = defs["get_play"]()[0]
    assert session.your_turn and not session.is_over
    carried = {n: defs[n] for n in PLAY_STATE}
    _, shown = app.run(defs=carried)
    hand = shown["hand"]
    assert hand == sorted(session.view.hand, key=lambda c: (c.rank if c.rank > 2 else 15, c.suit)), "low to high"
    assert disabled(shown["play_button"]), "nothing clicked: nothing to play"
    pick(shown["card_pick"], 2)
    _, picked = app.run(defs={**carried, **{n: shown[n] for n in ("card_pick", "hand", "session", "view")}})
    card, face = hand[2], session.view.face_due
    words = {("en", "up"): f"Play {card.label} face up", ("zh", "up"): f"出明牌 {card.label}",
             ("en", "down"): f"Play {card.label} face down, declaring", ("zh", "down"): f"出暗牌 {card.label}，报"}
    assert words[lang, face] in label(picked["play_button"]) and not disabled(picked["play_button"])
    picked["play_button"]._update(1)
    after = defs["get_play"]()[0]
    mine = next(p for p in after.view.pile if p.seat == 0)
    assert mine.card == card and mine.face == face, "the card lifted is the card played (UD-6)"
    assert card not in after.view.hand


# ---- 09: the referee's real card ---------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "zh"])
def test_ud12_lesson_09_settles_a_challenge_with_the_card_clicked_in_the_deck(lang, monkeypatch):
    from engine.updown import UpDownRules

    monkeypatch.setattr(sys, "argv", ["lesson", "--lang", lang])
    app = load("09_teacher_referee")
    _, defs = app.run()
    names = ["甲", "乙", "丙"]
    defs["start_referee"](names, names[0], UpDownRules(players=3))
    state = REFEREE_STATE
    carried = {n: defs[n] for n in state}
    _, face_up = app.run(defs=carried)
    deck = face_up["deck"]
    pick(face_up["card_pick"], deck.index(Card(8, "S")))
    entry = ("card_pick", "deck")
    _, picked = app.run(defs={**carried, **{n: face_up[n] for n in entry}})
    assert label(picked["up_button"]).endswith({"en": "Played face up: 8♠", "zh": "出了明牌：8♠"}[lang])
    picked["up_button"]._update(1)
    assert defs["get_game"]()["history"][-1].pile[-1].card == Card(8, "S"), "the card clicked is the card played"
    defs["record"](lambda r: r.play_down("10"), names)
    _, challenge = app.run(defs=carried)
    assert challenge["card_pick"].widget.mark == {"en": "revealed", "zh": "翻开"}[lang]
    challenge["challengers_pick"]._update({"0": False, "1": True})      # 丙 called "challenge!"
    pick(challenge["card_pick"], challenge["deck"].index(Card(6, "H")))
    _, picked = app.run(defs={**carried, **{n: challenge[n] for n in (*entry, "challengers_pick", "declared_pick",
                                                                        "down_button", "stand_button")}})
    assert {"en": "it really is 6♥", "zh": "翻开的是 6♥"}[lang] in label(picked["challenge_button"])
    picked["challenge_button"]._update(1)
    ref = defs["get_game"]()["history"][-1]
    assert defs["get_error"]() == ""
    shown = next(e for e in reversed(ref.events) if e.kind == "reveal")
    assert shown.card == Card(6, "H") and ref.hand_sizes[1] > 7, "6♥ is no 10: 乙 takes the pile (UD-12)"


def test_ud12_lesson_09_asks_for_the_card_when_none_is_clicked():
    from engine.updown import UpDownRules

    app = load("09_teacher_referee")
    _, defs = app.run()
    defs["start_referee"](["甲", "乙"], "甲", UpDownRules(players=2))
    outputs, shown = app.run(defs={n: defs[n] for n in REFEREE_STATE})
    shown["up_button"]._update(1)
    assert defs["get_error"]() == "no card" and len(defs["get_game"]()["history"]) == 1, "nothing recorded"
    assert "anywidget" in html_of(outputs), "the deck is shown as the card widget"
