"""What the expert five-card draw player (:mod:`engine.draw.expert`) shares between its decisions —
its judgement with the sentences that explain it, the words it reads a table with, who is still in the
round — and, with the coach (:func:`engine.draw.narrate.hint`), how often a hand beats the opponents
after the draw: all from one seat's view.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..fast import strength
from ..i18n import Text, _, excerpt
from .actions import Action
from .advisor import OpponentModel, win_chances
from .game import DrawView
from .opponents import deals_replacing, weaker_share
from .rules import DrawRules
from .valuation import opponents_in, still_to_decide

__all__ = ["COUNT_MEANS", "COUNT_WORDS", "MIN_DEALS", "NO_REPLACING", "NO_REPLACING_TEXT", "NUMBER_WORDS", "Judgement",
           "after_the_draw", "beat_chances", "check_view", "opponents_in", "percent", "readable_count",
           "still_to_decide"]

MIN_DEALS = 1000        # fewer deals than this replacing a count: read nothing from that count
NO_REPLACING_TEXT = _("No card may be replaced at this table (FD-5), so I keep all five.")
NO_REPLACING = str(NO_REPLACING_TEXT)

# What a replacement count says about a rule-of-thumb player (with at most 3 or more cards to replace).
COUNT_MEANS = {0: _("a made hand, a straight or better"), 1: _("two pair or a four-card draw"),
               2: _("most likely three of a kind"), 3: _("most likely a pair")}
NUMBER_WORDS = {1: _("one of them"), 2: _("two of them"), 3: _("three of them"), 4: _("four of them"),
                5: _("five of them")}
ALL_OF_THEM = {3: _("all three of them"), 4: _("all four of them"), 5: _("all five of them")}
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
    """A chance as a whole percentage: '21%'; one that is not certain never reads 0% or 100% ('<1%', '>99%')."""
    return "<1%" if 0 < x < 0.005 else ">99%" if 0.995 <= x < 1 else f"{x:.0%}"


def check_view(view: object) -> DrawView:
    """``view`` if it is a seat's view; anything else is refused, naming what the expert needs."""
    if not isinstance(view, DrawView):
        raise TypeError(f"the expert judges from a seat's view (state.view(seat)), not {excerpt(view)}")
    return view


def beat_chances(rules: DrawRules, opponents: int) -> tuple[float, ...]:
    """For each final strength, the chance to beat that many opponents: who replace by the rule of thumb
    — or, at a table where nobody may replace (FD-5), who keep the random hands they were dealt."""
    if rules.max_replace == 0:
        return win_chances(opponents, OpponentModel.RANDOM, rules.ace_low)
    return win_chances(opponents, OpponentModel.BY_THE_BOOK, rules.ace_low, rules.max_replace)


def readable_count(view: DrawView, seat: int) -> int | None:
    """How many cards ``seat`` said it replaces this round, when that says something (None: not yet
    said, or a count too rare among rule-of-thumb players to read)."""
    count = view.replace_counts.get(seat)
    opponents = max(1, min(5, len(opponents_in(view))))
    deals = deals_replacing(view.rules.ace_low, view.rules.max_replace, opponents) if view.rules.max_replace else ()
    return count if count is not None and 0 <= count < len(deals) and deals[count] >= MIN_DEALS else None


def after_the_draw(view: DrawView) -> float:
    """How often this seat's hand, as it is now, beats every opponent still in at the showdown: each
    pictured as replacing by the rule of thumb, read from how many cards they said they replace
    (:func:`readable_count`, :mod:`engine.draw.opponents`) — or, where nobody may replace (FD-5), as
    the random hand they were dealt.

    >>> from engine.draw import DrawRules, new_game
    >>> round(after_the_draw(new_game(DrawRules(players=3), seed=1).view(1)), 3)       # ace high, 2 opponents
    0.019
    """
    rules = view.rules
    mine = strength(view.hand, rules.ace_low)
    others = opponents_in(view)
    if rules.max_replace == 0:
        return beat_chances(rules, max(1, min(5, len(others))))[mine]
    chance, n = 1.0, max(1, min(5, len(others)))
    for seat in others:
        chance *= weaker_share(rules.ace_low, rules.max_replace, readable_count(view, seat), n)[mine]
    return chance
