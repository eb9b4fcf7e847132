"""What the expert five-card draw player (:mod:`engine.draw.expert`) shares between its decisions:
its judgement with the sentences that explain it, the words it reads a table with, and who is still
in the round — all from one seat's view.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import Text, _, excerpt
from .actions import Action
from .advisor import OpponentModel, win_chances
from .game import DrawView
from .rules import DrawRules

MIN_DEALS = 1000        # fewer deals than this replacing a count: read nothing from that count
NO_REPLACING_TEXT = _("No card may be replaced at this table (FD-5), so I keep all five.")
NO_REPLACING = str(NO_REPLACING_TEXT)

# What a replacement count says about a rule-of-thumb player (with at most 3 or more cards to replace).
COUNT_MEANS = {0: _("a made hand, a straight or better"), 1: _("two pair or a four-card draw"),
               2: _("three of a kind"), 3: _("most likely a pair")}
NUMBER_WORDS = {1: _("one"), 2: _("two"), 3: _("three"), 4: _("four"), 5: _("five")}
COUNT_WORDS = {0: _("none"), 1: _("only one card"), 2: _("two cards"), 3: _("three cards"), 4: _("four cards"),
               5: _("five cards")}


@dataclass(frozen=True)
class Judgement:
    """What the expert does, why (in words), and the chance to win the round it reckoned with (None
    when it needed none: without chips staying is free whatever the chance)."""

    action: Action
    reason: str                 # in English; ``said`` in either language
    chance: float | None
    said: Text | None = None

    @classmethod
    def of(cls, action: Action, said: Text, chance: float | None) -> Judgement:
        return cls(action, said.render("en"), chance, said)


def percent(x: float) -> str:
    """A chance as a whole percentage: '21%'."""
    return f"{x:.0%}"


def check_view(view: object) -> DrawView:
    """``view`` if it is a seat's view; anything else is refused, naming what the expert needs."""
    if not isinstance(view, DrawView):
        raise TypeError(f"the expert judges from a seat's view (state.view(seat)), not {excerpt(view)}")
    return view


def opponents_in(view: DrawView) -> list[int]:
    """The other seats still in the round, clockwise from the dealer's left.

    >>> from engine.draw import DrawRules, fold, new_game
    >>> opponents_in(new_game(DrawRules(players=4), seed=1).apply(fold(1)).view(3))
    [2, 0]
    """
    n = view.rules.players
    order = [(view.dealer + k) % n for k in range(1, n + 1)]
    return [s for s in order if s != view.seat and view.active[s]]


def still_to_decide(view: DrawView) -> int:
    """Opponents still in who decide after this seat in the current decision (they have paid nothing yet)."""
    n = view.rules.players
    order = [(view.dealer + k) % n for k in range(1, n + 1)]
    return sum(1 for s in order[order.index(view.seat) + 1:] if view.active[s])



def beat_chances(rules: DrawRules, opponents: int) -> tuple[float, ...]:
    """For each final strength, the chance to beat that many opponents: who replace by the rule of thumb
    — or, at a table where nobody may replace (FD-5), who keep the random hands they were dealt."""
    if rules.max_replace == 0:
        return win_chances(opponents, OpponentModel.RANDOM, rules.ace_low)
    return win_chances(opponents, OpponentModel.BY_THE_BOOK, rules.ace_low, rules.max_replace)
