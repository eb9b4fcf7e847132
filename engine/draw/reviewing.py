"""Five-card draw, reviewed afterwards: what each of a seat's decisions was worth, by the expert's reckoning.

:func:`review` takes a match — finished, or as far as it has gone — and a seat, rebuilds that seat's
view at each of its decisions from the match's history, and judges the decision from that view only,
as the expert would (:mod:`engine.draw.expert`, :mod:`engine.draw.expert_replace`):

* **which cards to replace** (FD-8): every choice is counted exactly against the opponents still in,
  each pictured from the count they already announced (FD-8), and valued by the table's objective —
  the one valuation of :mod:`engine.draw.valuation` the advisor, the coach and the bots share: the
  chance to win the round; with points by category (FD-3) the points it earns on average; with chips
  (FD-7) the points it brings back net of chips; in the last round of a match, reading the standings,
  the chance to finish first (FD-14), as the expert does;
* **stay or fold** (FD-7, FD-9): folding scores nothing more this round; staying is worth the value
  of playing on — without chips the hand's chance (or points) with the best replacement, or after the
  draw as it is; with chips that, net of the point a stay costs.

A decision's cost is what the best choice was worth more than the one made, in the table's unit; a
choice within the figures' margin of the best (the sampling error of the opponents' model,
:func:`engine.draw.opponents.win_margin`) counts as the best: it costs 0. Dealing is a chore, not a
decision, and so is replacing at a table where no card may be replaced (FD-5).

>>> from engine.draw import DrawRules, fold, new_game, stay
>>> game = new_game(DrawRules(players=3), seed=1).apply(fold(1))     # seat 1 folds: free to stay, so a loss
>>> [(d.chosen.kind, d.best.kind, d.cost > 0) for d in review(game, 1)]
[('fold', 'stay', True)]
>>> print(review(game, 1)[0].said)      # doctest: +NORMALIZE_WHITESPACE
You chose to fold; better was to stay: 22.8 percentage points more, by the chance to win the round. The
expert's reckoning: “Staying costs nothing without chips, so I stay: folding could only lose me the chance to
win.”
"""

from __future__ import annotations

from ..errors import RulesError, check_int
from ..fast import strength, tables_for
from ..i18n import Text, _, excerpt
from ..review import Decision, Unit, worst_first
from .actions import Action, Correct, Fold, Replace, Stay, fold, replace, stay
from .advisor import Choice, advise
from .events import Phase
from .expert import decide
from .expert_basics import after_the_draw, beat_chances, opponents_in
from .expert_replace import ranking, replacement
from .game import DrawState, DrawView
from .opponents import win_margin
from .valuation import Goal, Valuation, seat_valuation

__all__ = ["review", "staying_gain"]

MEASURE = {Goal.WIN: _("the chance to win the round"), Goal.POINTS: _("the points a round earns on average"),
           Goal.CHIPS: _("the points a round brings back on average, net of chips"),
           Goal.MATCH: _("the chance to finish the match first")}


def review(game: DrawState, seat: int) -> tuple[Decision, ...]:
    """``seat``'s decisions in ``game`` so far, the costliest first (see the module's doc): each judged
    from that seat's view when it made it.

    >>> review("a game", 0)
    Traceback (most recent call last):
    ...
    TypeError: game must be a five-card draw match (DrawState), not 'a game'
    >>> from engine.draw import DrawRules, new_game
    >>> review(new_game(DrawRules(players=3)), 3)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: seat must be a whole number from 0 to 2, not 3 (FD-1)
    """
    if not isinstance(game, DrawState):
        raise TypeError(f"game must be a five-card draw match (DrawState), not {excerpt(game)}")
    check_int(seat, "seat", 0, game.rules.players - 1, RulesError, "FD-1")
    state, found = game.start, []
    for moment, action in enumerate(game.history):
        if action.seat == seat and isinstance(action, Stay | Fold | Replace) and not isinstance(action, Correct):
            view = state.view(seat)
            if isinstance(action, Replace):
                if view.rules.max_replace:                  # else nothing could be replaced: no decision
                    found.append(_replacing(view, action, moment))
            else:
                found.append(_staying(view, action, moment))
        state = state.apply(action)
    if state != game:
        raise ValueError("game: its history does not lead from its start back to it")
    return worst_first(found)


def staying_gain(view: DrawView) -> tuple[float, Valuation]:
    """What staying is worth more than folding (FD-7, FD-9) by the expert's reckoning, from this seat's
    view, and the valuation it is counted in (folding scores nothing more this round). Without chips
    staying is free: its worth is what playing on is worth — the best replacement's value before the
    draw, the hand's as it is after it — so it is never below 0. With chips it is the value of the
    hand (net of the second stay) less the point this stay costs; the expert stays when it is 0 or more.

    >>> from engine.draw import DrawRules, setup
    >>> game = setup(DrawRules(players=6, chips=True), hands=["KS KH 5D 3C 2C", "2H 7D 9C JS 4H",
    ...     "AS AH 8D 6C 3S", "QS QD 9H 6H 4S", "TS TD 8H 7C 2D", "JC JD 5S 5C 3D"])
    >>> gain, valuation = staying_gain(game.view(1))
    >>> round(gain, 2), valuation.goal, decide(game.view(1)).action.kind       # below 0: the expert folds
    (-0.56, <Goal.CHIPS: 'chips'>, 'fold')
    """
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    mine = strength(view.hand, rules.ace_low)
    if rules.chips:
        valuation = seat_valuation(view)
        if view.phase == Phase.DECIDE1 and rules.max_replace:
            worth = advise(view.hand, rules.max_replace, rules.ace_low, opponents=opponents, chips=True,
                           valuation=valuation).best.value
        elif view.phase == Phase.DECIDE1:
            worth = valuation.values(beat_chances(rules, opponents))[mine]
        else:
            worth = after_the_draw(view) * valuation.pot
        return worth - 1, valuation
    if view.phase == Phase.DECIDE1 and rules.max_replace:
        ranked = ranking(view)
        return ranked.choices[0].value, ranked.valuation
    valuation = seat_valuation(view, standings=True)
    chance = after_the_draw(view) if view.phase == Phase.DECIDE2 else beat_chances(rules, opponents)[mine]
    return _hand_worth(valuation, chance, mine), valuation


def _hand_worth(valuation: Valuation, chance: float, mine: int) -> float:
    """What a final hand of strength ``mine`` that wins with ``chance`` is worth by ``valuation``."""
    chances = [0.0] * len(tables_for(valuation.ace_low).values)
    chances[mine] = chance
    return valuation.values(chances)[mine]


def _margin(valuation: Valuation, view: DrawView) -> float:
    """How far a value may be from the truth of the opponents' model (95% sure), in its unit."""
    margin = win_margin(max(1, min(5, len(opponents_in(view)))))
    if valuation.goal == Goal.CHIPS:
        return margin * valuation.pot
    if valuation.goal == Goal.POINTS:
        return margin * max(valuation.worth)
    return margin


def _unit(valuation: Valuation) -> Unit:
    return Unit.POINTS if valuation.in_points else Unit.CHANCE


def _judged(view: DrawView, moment: int, chosen: Action, best: Action, value: float, best_value: float,
            valuation: Valuation, chose: Text, better: Text, reason: Text,
            worths: tuple[Text, Text, Text] | None = None) -> Decision:
    """``worths``: what the choice and the best are worth in words, and what the best's adds, where there
    are figures for both (a choice of cards): the verdict then says its measure once (fifth native read,
    C4: 「……（赢下这一局的概率为 17.2%）……（赢下这一局的概率为 36.5%），这样赢下这一局的概率高……」)."""
    margin = _margin(valuation, view)
    cost = best_value - value
    other = None if best == chosen else better     # the expert's own choice, when it differs
    if cost <= margin:
        best, better, best_value, cost = chosen, chose, value, 0.0
    unit = _unit(valuation)
    measure = MEASURE[valuation.goal]
    if cost == 0 and other is not None:            # as good, by the measure — and the expert's words, which follow,
        verdict = _("You chose to {choice}: by {measure}, to {other} is worth just as much here.",   # are for it
                    choice=chose, measure=measure, other=other)
    elif cost == 0:
        verdict = _("You chose to {choice}: the best choice here.", choice=chose)
    elif worths is not None:
        verdict = _("You chose to {choice}: {worth}. Better was to {best}: {best_worth}, {gap}.", choice=chose,
                    worth=worths[0], best=better, best_worth=worths[1], gap=worths[2])
    else:
        gap = (_("{points} percentage points", points=format(100 * cost, ".1f")) if unit == Unit.CHANCE
               else _("{points} points", points=format(cost, ".2f")))
        verdict = _("You chose to {choice}; better was to {best}: {gap} more, by {measure}.", choice=chose,
                 best=better, gap=gap, measure=measure)
    return Decision(moment=moment, when=view.round_no, seat=view.seat, view=view, chosen=chosen, best=best,
                    value=value, best_value=best_value, cost=cost, unit=unit, margin=margin, chose=chose,
                    better=better, verdict=verdict, reason=reason, measure=measure)


def _staying(view: DrawView, action: Stay | Fold, moment: int) -> Decision:
    gain, valuation = staying_gain(view)
    judged = decide(view)
    stays = gain >= 0
    value = gain if isinstance(action, Stay) else 0.0
    best = stay(view.seat) if stays else fold(view.seat)
    reason = judged.said or Text(judged.reason)
    return _judged(view, moment, action, best, value, max(gain, 0.0), valuation, action.text, best.text, reason)


def _worth(valuation: Valuation, choice: Choice) -> Text:
    """What a choice of cards to replace is worth, in words."""
    value = choice.value
    if valuation.goal == Goal.POINTS:
        return _("it earns about {points} points a round on average", points=format(value, ".2f"))
    if valuation.goal == Goal.CHIPS:
        return _("it brings back about {points} points on average, net of chips", points=format(value, ".2f"))
    if valuation.goal == Goal.MATCH:
        return _("it wins the match {chance:.1%} of the time", chance=value)
    return _("it wins the round {chance:.1%} of the time", chance=value)


def _figures(valuation: Valuation, chosen: Choice, best: Choice) -> tuple[Text, Text, Text]:
    """A choice's worth with its measure, the best's in short, and how much more the best brings: the
    measure said once (:func:`_judged`)."""
    gap = best.value - chosen.value
    if valuation.goal == Goal.POINTS:
        return (_worth(valuation, chosen), _("about {points} points", points=format(best.value, ".2f")),
                _("{points} points more a round on average", points=format(gap, ".2f")))
    if valuation.goal == Goal.CHIPS:
        return (_worth(valuation, chosen), _("it brings back about {points} points", points=format(best.value, ".2f")),
                _("{points} points more brought back on average", points=format(gap, ".2f")))
    short = (_("the match {chance:.1%} of the time", chance=best.value) if valuation.goal == Goal.MATCH
             else _("{chance:.1%} of the time", chance=best.value))
    return _worth(valuation, chosen), short, _("{points} percentage points more", points=format(100 * gap, ".1f"))


def _replacing(view: DrawView, action: Replace, moment: int) -> Decision:
    ranked = ranking(view)
    chosen = next(c for c in ranked.choices if set(c.replace) == set(action.cards))
    best = ranked.choices[0]
    judged = replacement(view)
    reason = judged.said or Text(judged.reason)
    valuation = ranked.valuation
    if best.value - chosen.value <= _margin(valuation, view):      # the best choice here: it and its worth
        chose = _("{choice} ({worth})", choice=chosen.describe_text(), worth=_worth(valuation, chosen))
        # the expert's own choice is the one named as just as good (the twelfth native read: never the learner's)
        other = _("{choice} ({worth})", choice=best.describe_text(), worth=_worth(valuation, best))
        return _judged(view, moment, action, replace(view.seat, best.replace), chosen.value, best.value,
                       valuation, chose, other, reason)
    return _judged(view, moment, action, replace(view.seat, best.replace), chosen.value, best.value, valuation,
                   chosen.describe_text(), best.describe_text(), reason, _figures(valuation, chosen, best))
