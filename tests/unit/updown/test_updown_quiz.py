"""一上一下's exercises (engine.updown.quiz): the hints' and verdicts' sentences are true of the position they
are about, in both languages."""

from engine.updown.quiz import play_hints
from engine.updown.scenario import play_down, play_up, position


def test_ud7_the_play_hint_calls_only_3_the_lowest_rank():
    """The native read (issue 23): lesson 06's hint said "nothing is below 6, the lowest rank" when every card
    of the seat reached a target of 6 — only 3 is the lowest rank (UD-2, UD-3); a higher target says so."""
    view = position(["9S 7H", "TD 6H", "2S 3H"], pile=[play_up(1, "4D"), play_down(2, "3C", "6")], turn=0,
                    face_due="up").view(0)
    answer = play_hints(view)[-1]
    assert answer.render("en") == "Any of your cards: none of them is below the target 6."
    assert "最小" not in answer.render("zh") and "目标点数 6" in answer.render("zh")
    first = play_hints(position(["9S 7H", "TD 6H"]).view(0))[-1]
    assert first.render("en") == "Any of your cards: the target is 3, the lowest rank, so no card is below it."
