"""The pictures: honest charts, one table view for every game screen that shows only what its seat may
see, and a page style for projectors and phones."""

import re

from engine.cards import Card
from engine.draw import DrawRules, new_game, stay
from engine.present.cards import pile_html
from engine.present.charts import bar_chart_html, line_chart_svg
from engine.present.table import SeatBox, draw_table, referee_table, table_html, updown_table
from engine.updown import Face, PileCard, UpDownRules
from engine.updown.referee import Referee
from engine.updown.simulation import game_states

BAR = re.compile(r'class="cs-bar" style="width:([0-9.]+)%')


def test_bars_are_proportional_to_their_values_on_one_axis_from_zero():
    html = bar_chart_html([("keep the pair", 25.4, "25.4%"), ("keep three", 20.6, "20.6%"), ("none", 0.0, "0%")],
                          axis="chance (%)")
    widths = [float(w) for w in BAR.findall(html)]
    assert abs(widths[0] / widths[1] - 25.4 / 20.6) < 0.001
    assert widths[2] == 0 and "flex-shrink" not in html
    assert ">chance (%)<" in html and ">0<" in html, "the axis is labelled and starts at 0"
    assert "25.4%" in html and "20.6%" in html, "every value is printed"


def test_the_step_line_labels_both_axes_and_marks_now():
    svg = line_chart_svg([(0, 1), (3, 5), (6, 2)], {1: "3", 5: "7", 2: "4"}, x_label="plays so far",
                         y_label="target", mark=3, mark_label="you are here")
    assert ">plays so far<" in svg and ">target<" in svg and ">you are here<" in svg
    assert 'stroke-dasharray="5 3"' in svg


def test_seats_sit_clockwise_from_the_viewers_left():
    seats = [SeatBox(name) for name in ("You", "Bo", "Cy", "Di")]
    html = table_html(seats, "", you=0)
    left, top, right = (re.search(rf'class="cs-{side}">(.*?)</div></div>', html).group(1)
                        for side in ("left", "top", "right"))
    assert "Bo" in left and "Cy" in top and "Di" in right


def test_fd6_the_draw_table_shows_only_your_cards_until_the_showdown():
    game = new_game(DrawRules(players=3), seed=1)
    html = draw_table(game.view(1), ["Ann", "You", "Cy"])
    mine = set(game.hands[1])
    shown = set(re.findall(r'aria-label="([^,"]+),', html)) - {"a card"}
    assert shown == {c.label for c in mine}, "only seat 1's own cards are drawn face up"
    assert "cs-turn" in html


def test_ud10_the_updown_table_never_shows_a_card_its_seat_has_not_seen():
    states, _ = game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], 4)
    for state in states[::5]:
        view = state.view(0)
        html = updown_table(view, ["You", "乙 Yi", "丙 Bing"])
        known = set(view.hand) | {p.card for p in view.pile if p.card is not None}
        drawn = set(re.findall(r'aria-label="([^,"]+),', html)) - {"a card"}
        assert drawn <= {c.label for c in known}
        assert "target" in html or view.winners


def test_ud8_your_own_face_down_card_is_shown_as_yours_and_hidden():
    html = pile_html([PileCard(0, Face.UP, 8, Card(8, "S")), PileCard(1, Face.DOWN, 9, Card(7, "H"))],
                     ["甲 Jia", "You"], you=1)
    assert "you said 9" in html and 'class="cs-peek"' in html
    second = html.split('class="cs-pile-card"')[2]
    assert second.index("cs-back") < second.index("7♥"), "a back first, the real card small beside it"


def test_the_referee_table_knows_counts_not_cards():
    ref = Referee.start(UpDownRules(players=3), leader=0).play_up("8S").play_down("10")
    html = referee_table(ref, ["甲 Jia", "乙 Yi", "丙 Bing"])
    assert "7 cards" in html and "6 cards" in html and "乙 Yi says 10" in html
    assert "open to challenge" in html


def test_fd13_a_shown_hand_stays_on_the_table_after_the_showdown():
    game = new_game(DrawRules(players=3), seed=4)
    while game.phase != "round_over":
        game = game.apply(stay(game.to_act) if game.phase in ("decide1", "decide2") else game.legal_actions()[0])
    html = draw_table(game.view(0), ["You", "Bo", "Cy"])
    for seat, cards in game.view(0).hands_shown.items():
        assert all(c.label in html for c in cards), seat
    assert "won the round" in html
