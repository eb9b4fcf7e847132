"""The practice questions lessons 01 and 02 ask: deal order (FD-6) and naming a hand (FD-13)."""

import pytest

from engine.draw import DrawRules, new_game
from engine.draw.events import Dealt
from engine.draw.quiz import QuizError, deal_order, name_this_hand
from engine.hands import Category, hand_value


def test_fd6_deal_order_answers_match_a_real_deal():
    for q in deal_order(seed=5, count=40):
        assert 3 <= q.players <= 6 and 0 <= q.dealer < q.players and q.players < q.card <= 5 * q.players
        game = new_game(DrawRules(players=q.players, first_dealer=q.dealer), seed=99)
        dealt = [e for e in game.events if isinstance(e, Dealt)]
        assert dealt[q.card - 1].seat == q.seat
        assert game.seat_order()[q.place - 1] == q.seat, "place 1 is the dealer's left, then clockwise"
        assert q.card == (q.lap - 1) * q.players + q.place and 1 <= q.lap <= 5


def test_fd6_deal_order_same_seed_same_questions():
    assert deal_order(seed=3) == deal_order(seed=3) != deal_order(seed=4)


def test_fd6_deal_order_refuses_a_bad_count():
    with pytest.raises(QuizError):
        deal_order(seed=1, count=0)


@pytest.mark.parametrize("ace_low", [False, True])
def test_fd13_name_this_hand_covers_every_category_with_the_evaluators_answer(ace_low):
    questions = name_this_hand(seed=2, count=18, ace_low=ace_low)
    assert sorted(q.category for q in questions) == sorted(list(Category) * 2)
    for q in questions:
        assert len(set(q.hand)) == 5 and hand_value(q.hand, ace_low).category == q.category


def test_fd13_name_this_hand_same_seed_same_hands():
    assert name_this_hand(seed=7) == name_this_hand(seed=7) != name_this_hand(seed=8)
