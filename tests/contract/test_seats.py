"""FD-1, UD-1: in both games a move by a seat the table does not have is refused the same way —
an IllegalMove naming the seat rule — and the game is left as it was."""

import pytest

from engine.draw import DrawRules, fold, replace, stay
from engine.draw import new_game as new_draw
from engine.errors import IllegalMove
from engine.updown import UpDownRules, challenge, pass_, play_down, play_up
from engine.updown import new_game as new_updown

DRAW = new_draw(DrawRules(players=3), seed=1)
UPDOWN = new_updown(UpDownRules(players=3, first_player=0), seed=1)
CARD = UPDOWN.hands[0][0]
OPEN = UPDOWN.apply(play_up(0, CARD)).apply(play_down(1, UPDOWN.hands[1][0], 10))   # a card open to challenge

MOVES = [
    (DRAW, lambda seat: stay(seat), "FD-1"),
    (DRAW, lambda seat: fold(seat), "FD-1"),
    (DRAW, lambda seat: replace(seat), "FD-1"),
    (UPDOWN, lambda seat: play_up(seat, CARD), "UD-1"),
    (UPDOWN, lambda seat: play_down(seat, CARD, 5), "UD-1"),
    (OPEN, lambda seat: challenge(seat), "UD-1"),
    (OPEN, lambda seat: pass_(seat), "UD-1"),
]


@pytest.mark.parametrize("seat", [-1, 3, 99])
@pytest.mark.parametrize(("state", "move", "rule"), MOVES)
def test_fd1_ud1_an_impossible_seat_is_an_illegal_move_naming_the_seat_rule(state, move, rule, seat):
    before = repr(state), state.history, list(state.events)
    with pytest.raises(IllegalMove) as err:
        state.apply(move(seat))
    assert err.value.rule == rule and "seats are numbered 0 to 2" in str(err.value)
    assert not state.can_apply(move(seat))
    assert (repr(state), state.history, list(state.events)) == before, "the refused move changed nothing"
