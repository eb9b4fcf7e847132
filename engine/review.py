"""What a seat's decisions were worth, afterwards: one frozen record per decision, the costliest first.

Each game reviews its own games — :func:`engine.draw.review` (by the expert's exact reckoning, valued
by the table's objective) and :func:`engine.updown.review` (by the expert's play-outs) — and both
return the same records. A :class:`Decision` holds the moment the seat decided (``moment``: how many
actions the game had applied; :meth:`engine.session.Session.at` plays on from it again), what the seat
could see then (``view``: a screen draws the table as it was from it), what it chose, the best
choice from that view, what each was worth, and the difference, ``cost``: 0 for a decision that was
the best — or as good as the best as far as the figures can tell (``margin``). Costs are in the unit
the table scores (:class:`Unit`): a chance (of winning the round, the match or the game) or points.
A review reads only what the seat saw: each view is rebuilt from the game's history.

>>> from engine.i18n import _
>>> d = Decision(moment=3, when=1, seat=0, view=None, chosen="fold", best="stay", value=0.0, best_value=0.125,
...              cost=0.125, unit=Unit.CHANCE, margin=0.002, chose=_("fold"), better=_("stay"),
...              verdict=_("You folded."), reason=_("Staying is free."), measure=_("the chance to win the round"))
>>> d.best_choice, d.figure(d.cost).render("en"), d.figure(d.cost).render("zh")
(False, '12.5 percentage points', '12.5 个百分点')
>>> d.said.render("en")
"You folded. The expert's reckoning: “Staying is free.”"
>>> Decision(**{**d.__dict__, "cost": -1.0})
Traceback (most recent call last):
...
ValueError: cost must be a number from 0 up, not -1.0
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .i18n import Text, _, excerpt

__all__ = ["Decision", "Unit", "worst_first"]


class Unit(StrEnum):
    """What a decision's value is counted in: a chance (0 to 1) or points."""

    CHANCE = "chance"
    POINTS = "points"


@dataclass(frozen=True)
class Decision:
    """One decision of one seat, judged from what that seat could see when it made it.

    ``moment`` — the number of actions the game had applied when the seat decided; ``when`` — the
    game's clock then (the round in five-card draw, the play's number in 一上一下); ``view`` — the
    seat's view then; ``chosen`` and ``best`` — actions (``best`` is ``chosen`` when it was the best);
    ``value`` and ``best_value`` — what they were worth, in ``unit``; ``cost`` — how much the choice
    gave away (``best_value - value``; 0 within ``margin``, how far the figures may be off);
    ``chose`` and ``better`` — the choice and the best one, in words; ``verdict`` — what the choice was
    worth beside the best, in a sentence; ``reason`` — the expert's own reason for the best choice (in
    the first person: "I stay …"); ``measure`` — what the figures measure, in words."""

    moment: int
    when: int
    seat: int
    view: Any
    chosen: Any
    best: Any
    value: float
    best_value: float
    cost: float
    unit: Unit
    margin: float
    chose: Text
    better: Text
    verdict: Text
    reason: Text
    measure: Text

    def __post_init__(self) -> None:
        for name in ("moment", "when", "seat"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} must be a whole number from 0 up, not {excerpt(value)}")
        for name in ("value", "best_value", "cost", "margin"):
            number = getattr(self, name)
            if isinstance(number, bool) or not isinstance(number, int | float) or not math.isfinite(number):
                raise TypeError(f"{name} must be a finite number, not {excerpt(number)}")
            if name in ("cost", "margin") and number < 0:
                raise ValueError(f"{name} must be a number from 0 up, not {number}")
        if not isinstance(self.unit, Unit):
            raise TypeError(f"unit must be a Unit, not {excerpt(self.unit)}")
        for name in ("chose", "better", "verdict", "reason", "measure"):
            if not isinstance(getattr(self, name), Text):
                raise TypeError(f"{name} must be an engine Text, not {excerpt(getattr(self, name))}")

    @property
    def reckoning(self) -> Text:
        """The expert's reason, as a sentence that says whose it is."""
        return _("The expert's reckoning: “{reason}”", reason=self.reason)

    @property
    def said(self) -> Text:
        """The verdict and the expert's reason, in one message."""
        return _("{said} The expert's reckoning: “{reason}”", said=self.verdict, reason=self.reason)

    @property
    def best_choice(self) -> bool:
        """Whether the choice was the best one (or as good as far as the figures can tell)."""
        return self.cost == 0

    def figure(self, amount: float) -> Text:
        """An amount in this decision's unit, in words: a difference of chances in percentage points
        ('12.5 percentage points'), points as points ('0.85 points')."""
        if self.unit == Unit.CHANCE:
            return _("{points} percentage points", points=format(100 * amount, ".1f"))
        return _("{points} points", points=format(amount, ".2f"))


def worst_first(decisions: Iterable[Decision]) -> tuple[Decision, ...]:
    """The decisions, the costliest first; equal costs in the order they were made."""
    found = list(decisions)
    for d in found:
        if not isinstance(d, Decision):
            raise TypeError(f"decisions must be Decision records, not {excerpt(d)}")
    return tuple(sorted(found, key=lambda d: (-d.cost, d.moment)))
