"""What a replacement is worth at this table: the one valuation of the table's objective (FD-3, FD-7, FD-14).

Every part of the engine that ranks replacements — the advisor (:mod:`engine.draw.advisor`), the coach
(:func:`engine.draw.narrate.hint`), the odds bot and the expert (:mod:`engine.draw.bots`,
:mod:`engine.draw.expert_replace`) — ranks them by a :class:`Valuation`, made here and nowhere else:

* **the chance to win the round** (``Goal.WIN``) when every win scores the same (the default, FD-3);
* **the points earned on average** (``Goal.POINTS``) with points by category (FD-3): the chance to win
  with each final hand times what that hand's category scores;
* **the points brought back on average, net of chips** (``Goal.CHIPS``) when staying costs a point
  (FD-7): after the draw a player stays only if the pot is worth the point another stay costs, so a
  final hand that wins with chance ``w`` is worth ``max(0, w × pot − 1)``; the pot is pictured with
  everyone still in staying to the showdown;
* in the last round of a match of fixed rounds, the expert alone also reads the standings
  (``Goal.MATCH``, FD-14): the chance that the round's win puts it first.

A valuation turns, for each final hand strength (as in :mod:`engine.fast`), the chance to beat every
opponent into what that hand is worth (:meth:`Valuation.values`); a choice's value is the average over
its draws. Under ``WIN`` that is its chance to win, so the order is the advisor's plain one.

>>> from engine.draw.rules import DrawRules
>>> table_valuation(DrawRules()).goal, table_valuation(DrawRules(scoring="category")).goal
(<Goal.WIN: 'win'>, <Goal.POINTS: 'points'>)
>>> chips = table_valuation(DrawRules(chips=True), opponents=3)
>>> chips.pot, chips.values([0.0, 0.25, 0.5])          # with a pot of 8: max(0, 8w - 1)
(8, (0.0, 1.0, 3.0))
>>> print(table_valuation(DrawRules(scoring="category")).said)     # doctest: +NORMALIZE_WHITESPACE
Ranked by the points a choice earns on average (points by category, FD-3): its chance to win with each final
hand times what that hand scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import TYPE_CHECKING

from ..errors import check_int
from ..fast import tables_for
from ..i18n import Text, _, excerpt, ngettext
from .events import Phase
from .rules import DrawRules

if TYPE_CHECKING:
    from .game import DrawView

__all__ = ["Goal", "Valuation", "opponents_in", "seat_valuation", "still_to_decide", "table_valuation"]


class Goal(StrEnum):
    """What a replacement is ranked by (see the module's doc)."""

    WIN = "win"
    POINTS = "points"
    CHIPS = "chips"
    MATCH = "match"


@dataclass(frozen=True)
class Valuation:
    """The table's objective, ready to rank replacements: ``goal``; ``worth`` — what a lone win with
    each final strength scores (POINTS and MATCH); ``pot`` — what a win takes with chips (CHIPS);
    ``need`` — the fewest points of a win that put the player first (MATCH); ``ace_low`` — the
    strengths' table (FD-5) the worth is indexed by."""

    goal: Goal = Goal.WIN
    ace_low: bool = True
    worth: tuple[int, ...] = ()
    pot: int = 0
    need: int = 0

    @property
    def plain(self) -> bool:
        """Whether the value is simply the chance to win (so the advisor's order is its own)."""
        return self.goal == Goal.WIN

    def values(self, chances: Sequence[float]) -> tuple[float, ...]:
        """For each final strength, what a hand of that strength is worth, given its chance to beat
        every opponent (``chances``, one per strength)."""
        if self.goal == Goal.WIN:
            return tuple(chances)
        if self.goal == Goal.CHIPS:
            pot = self.pot
            # max(0.0, c * pot - 1), written out: a list of 7,462 is made for every valuation asked
            return tuple([x if (x := c * pot - 1) > 0.0 else 0.0 for c in chances])
        if len(chances) != len(self.worth):
            raise ValueError(f"chances: {len(chances)} numbers for {len(self.worth)} hand strengths")
        if self.goal == Goal.POINTS:
            return tuple([c * p for c, p in zip(chances, self.worth, strict=True)])
        need = self.need
        return tuple([c if p >= need else 0.0 for c, p in zip(chances, self.worth, strict=True)])

    @property
    def in_points(self) -> bool:
        """Whether a value is in points (POINTS, CHIPS) rather than a chance (WIN, MATCH)."""
        return self.goal in (Goal.POINTS, Goal.CHIPS)

    def figure(self, value: float) -> Text | str:
        """A value in words: '23.2%' for a chance, 'about 0.99 points' for points."""
        if self.in_points:
            return _("about {points} points", points=format(value, ".2f"))
        return f"{value:.1%}"

    @property
    def said(self) -> Text:
        """What the choices are ranked by, in one sentence."""
        if self.goal == Goal.POINTS:
            return _("Ranked by the points a choice earns on average (points by category, FD-3): its chance to win "
                     "with each final hand times what that hand scores.")
        if self.goal == Goal.CHIPS:
            return _("Ranked by the points a choice brings back on average, net of chips (FD-7): a win takes a pot "
                     "of about {pot} points, another stay after the draw costs 1, and you stay only when the pot is "
                     "worth it.", pot=self.pot)
        if self.goal == Goal.MATCH:
            return ngettext("Ranked by the chance to finish the match first (FD-14): this is the last round, and only "
                            "a win worth {n} point or more does it.",
                            "Ranked by the chance to finish the match first (FD-14): this is the last round, and only "
                            "a win worth {n} points or more does it.", self.need)
        return _("Ranked by the chance to win the round: at this table every win scores the same (FD-3).")


@lru_cache(maxsize=32)
def _points_by_strength(rules: DrawRules) -> tuple[int, ...]:
    """What a lone win with each final strength scores (FD-3)."""
    values = tables_for(rules.ace_low).values
    if rules.scoring == "win":
        return (rules.win_points,) * len(values)
    return tuple(rules.category_points[v.category] for v in values)


def _check_rules(rules: object) -> DrawRules:
    if not isinstance(rules, DrawRules):
        raise TypeError(f"rules must be DrawRules(...), not {excerpt(rules)}")
    return rules


def table_valuation(rules: DrawRules, opponents: int = 3, pot: int | None = None) -> Valuation:
    """The objective of a table with these house rules, against ``opponents`` opponents: with chips,
    a win takes ``pot`` (by default: every one of the players staying twice, 2 points each).

    >>> table_valuation(DrawRules(chips=True), opponents=2).pot
    6
    """
    rules = _check_rules(rules)
    check_int(opponents, "opponents", 1, 5)
    if rules.chips:
        pot = 2 * (opponents + 1) if pot is None else check_int(pot, "pot", 1)
        return Valuation(Goal.CHIPS, rules.ace_low, pot=pot)
    if rules.scoring == "category":
        return Valuation(Goal.POINTS, rules.ace_low, _points_by_strength(rules))
    return Valuation(Goal.WIN, rules.ace_low)


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


def seat_pot(view: DrawView) -> int:
    """With chips: the pot this seat would win if everyone still in stayed to the showdown — what is in
    it now, the first stays still to come (this seat's and the later ones', FD-7) and the second ones
    (FD-9)."""
    opponents = len(opponents_in(view))
    pot = view.pot
    if view.phase == Phase.DECIDE1:
        pot += 1 + still_to_decide(view) + 1 + opponents
    elif view.phase == Phase.DECIDE2:
        pot += 1 + still_to_decide(view)
    else:
        pot += 1 + opponents
    return pot


def seat_valuation(view: DrawView, standings: bool = False) -> Valuation:
    """The objective of this seat's table, from its view: the table's rules, with chips the pot it
    can win (:func:`seat_pot`). ``standings``: in the last round of a match of fixed rounds, read the
    scores too — go for what puts this seat first (FD-14); the expert does, the coach and the odds
    bot keep to the table's scoring.

    >>> from engine.draw import DrawRules, new_game
    >>> seat_valuation(new_game(DrawRules(players=4, chips=True), seed=1).view(1)).pot    # 4 players, 2 stays
    8
    """
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    if rules.chips:
        return table_valuation(rules, opponents, max(1, seat_pot(view)))
    if standings and rules.end == "rounds" and view.round_no >= rules.rounds:
        best_other = max(s for i, s in enumerate(view.scores) if i != view.seat)
        need = max(0, best_other - view.scores[view.seat] + 1)
        if rules.scoring == "category" and min(rules.category_points) < need <= max(rules.category_points):
            return Valuation(Goal.MATCH, rules.ace_low, _points_by_strength(rules), need=need)
        if rules.scoring == "category" and need <= min(rules.category_points):
            return Valuation(Goal.WIN, rules.ace_low)          # any win puts it first
    return table_valuation(rules, opponents)
