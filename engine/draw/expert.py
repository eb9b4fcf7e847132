"""The expert five-card draw player's judgement, from one seat's view only (FD-7 … FD-9, FD-12).

* **Stay or fold by expected value under the table's scoring.** Without chips staying costs
  nothing, so the expert always stays: folding could only lose it the chance to win. With chips
  (FD-7) each stay puts 1 point into the pot, so it stays only when its chance of winning the pot
  times the pot it can expect is worth the point. Before the draw it counts what the hand can become
  with the best replacement (the advisor's exact odds) and that it will pay the second point only
  if its hand is worth it then; after the draw it knows its hand.
* **Replacing** keeps what the advisor's exact odds rank best (:mod:`engine.draw.advisor`) against
  the opponents still in, pictured replacing by the rule of thumb — each one who has already said how
  many cards they replace (public, FD-8) pictured from that count — and valued by the table's
  scoring: the chance to win the round; with points by category (FD-3) the points a choice earns on
  average; in the last round of a match (FD-14), the chance to finish first. Without chips, replacing
  is the only decision that differs from a player who never folds, and the difference in who wins a
  match is small: against the rule of thumb, about a fifth of a percentage point of the chance to
  win a round at a table of four (0.18 points on average over random hands).
* **Reading the table** (with chips, after the draw): how many cards each opponent replaced is
  public (FD-8). Against rule-of-thumb players a count says a lot — none: a made hand; one: two
  pair or a four-card draw; two: three of a kind; three: most likely a pair — so the expert scores
  its hand against each opponent's final hands *given that count* (:mod:`engine.draw.opponents`).

Every judgement comes with a sentence a learner understands; it names only the expert's own cards
and what everyone saw. Nothing is random: the same view gives the same decision.

>>> from engine.draw import DrawRules, new_game
>>> game = new_game(DrawRules(players=4), seed=3)
>>> judged = decide(game.view(game.to_act))
>>> judged.action.kind, judged.reason
('stay', 'Staying costs nothing without chips, so I stay: folding could only lose me the chance to win.')
"""

from __future__ import annotations

from functools import lru_cache

from ..fast import strength
from ..hands import describe, hand_value
from ..i18n import Text, _, ngettext
from .actions import fold, stay
from .advisor import advise, score_choices
from .events import Phase
from .expert_basics import (
    COUNT_MEANS,
    COUNT_WORDS,
    MIN_DEALS,
    NO_REPLACING,
    PLAYERS,
    STAY_FREE,
    Judgement,
    beat_chances,
    check_view,
    opponents_in,
    percent,
    still_to_decide,
)
from .expert_replace import replacement
from .game import DrawView
from .opponents import deals_replacing, weaker_share
from .rules import DrawRules

__all__ = ["NO_REPLACING", "Judgement", "decide", "opponents_in", "replacement"]


def decide(view: DrawView) -> Judgement:
    """Stay or fold (FD-7, FD-9) by expected value under the table's scoring: never fold when staying
    is free; with chips, stay when the chance of winning times the pot it can expect is worth the point.

    >>> from engine.draw import DrawRules, setup
    >>> game = setup(DrawRules(players=6, chips=True), hands=["KS KH 5D 3C 2C", "2H 7D 9C JS 4H",
    ...     "AS AH 8D 6C 3S", "QS QD 9H 6H 4S", "TS TD 8H 7C 2D", "JC JD 5S 5C 3D"])
    >>> judged = decide(game.view(1))
    >>> judged.action.kind, round(judged.chance, 2)
    ('fold', 0.06)
    >>> print(judged.reason)      # doctest: +NORMALIZE_WHITESPACE
    With chips, staying costs 1 point now and 1 more after the draw, which I pay only if my hand is worth it
    then. With jack high and the best replacement I win about 6% of the time against 5 opponents who replace by
    the rule of thumb, for a pot of about 12 points: staying is worth about 0.4 points, less than the 1 it costs
    now, so I fold.
    """
    view = check_view(view)
    if view.phase not in (Phase.DECIDE1, Phase.DECIDE2):
        raise ValueError(f"view: the expert decides to stay or fold in a decision (FD-7, FD-9), not in "
                         f"{view.phase!s}")
    if not view.rules.chips:
        return Judgement(stay(view.seat), (STAY_FREE,), None)
    return _before_the_draw(view) if view.phase == Phase.DECIDE1 else _after_the_draw(view)




@lru_cache(maxsize=64)
def _worth_paying(rules: DrawRules, opponents: int, pot: int) -> tuple[float, ...]:
    """For each final strength: how much more than the second point it is worth to stay after the
    draw, per point of the pot — max(0, chance to win − 1/pot)."""
    return tuple(max(0.0, w - 1 / pot) for w in beat_chances(rules, opponents))


def _before_the_draw(view: DrawView) -> Judgement:
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    pot = view.pot + 1 + still_to_decide(view) + 1 + opponents      # if everyone still in stays twice
    # Staying now costs 1; after the draw it stays (1 more) only if its hand is then worth it.
    if rules.max_replace:
        advice = advise(view.hand, rules.max_replace, rules.ace_low, opponents=opponents, chips=True)
        chance = advice.best.p_beats_opponents
        against: Text | str = advice.against
        worth = pot * score_choices(view.hand, _worth_paying(rules, opponents, pot), rules.max_replace,
                                    rules.ace_low)[0].p_beats_opponents
        hand: Text | str = _("{hand} and the best replacement", hand=describe(hand_value(view.hand, rules.ace_low)))
    else:
        mine = strength(view.hand, rules.ace_low)
        chance = beat_chances(rules, opponents)[mine]
        against = ngettext("{n} opponent", "{n} opponents", opponents)
        worth = pot * _worth_paying(rules, opponents, pot)[mine]
        hand = describe(hand_value(view.hand, rules.ace_low))
    fields = {"hand": hand, "chance": percent(chance), "against": against, "pot": pot, "worth": f"{worth:.1f}"}
    said = (_("With chips, staying costs 1 point now and 1 more after the draw, which I pay only if my hand is "
              "worth it then."),
            _("With {hand} I win about {chance} of the time against {against}, for a pot of about {pot} points: "
              "staying is worth about {worth} points, more than the 1 it costs now, so I stay.", **fields)
            if worth >= 1 else
            _("With {hand} I win about {chance} of the time against {against}, for a pot of about {pot} points: "
              "staying is worth about {worth} points, less than the 1 it costs now, so I fold.", **fields))
    return Judgement(stay(view.seat) if worth >= 1 else fold(view.seat), said, chance)


def _reading(view: DrawView) -> tuple[float, list[Text]]:
    """After the draw: the chance that this hand beats every opponent still in, each read from how
    many cards they replaced, and what that reading says in words."""
    rules = view.rules
    mine = strength(view.hand, rules.ace_low)
    if rules.max_replace == 0:
        others = len(opponents_in(view))
        chance = beat_chances(rules, others)[mine]
        return chance, [ngettext("Nobody may replace at this table (FD-5): against {n} random hand I win about "
                                 "{chance} of the time.", "Nobody may replace at this table (FD-5): against {n} "
                                 "random hands I win about {chance} of the time.", others, chance=percent(chance))]
    deals = deals_replacing(rules.ace_low, rules.max_replace)
    groups: dict[int, list[int]] = {}
    for seat in opponents_in(view):
        groups.setdefault(view.replace_counts.get(seat, -1), []).append(seat)
    chance, said = 1.0, [_("I hold {hand}.", hand=describe(hand_value(view.hand, rules.ace_low)))]
    for count, seats in sorted(groups.items()):
        readable = 0 <= count < len(deals) and deals[count] >= MIN_DEALS
        share = weaker_share(rules.ace_low, rules.max_replace, count if readable else None)[mine]
        chance *= share ** len(seats)
        who = PLAYERS[len(seats)]
        if count < 0:
            said.append(ngettext("{who} has not replaced yet: I beat {share}.", "{who} have not replaced yet: I "
                                 "beat {share}.", len(seats), who=who, share=_share(share, such=False)))
        elif not readable:
            said.append(_("{who} replaced {count}, which tells me little: I beat {share}.", who=who,
                          count=COUNT_WORDS[count], share=_share(share, such=False)))
        else:
            meaning = (_(" ({means})", means=COUNT_MEANS[count]) if rules.max_replace >= 3 and count in COUNT_MEANS
                       else "")
            said.append(_("{who} replaced {count}{meaning}: I beat {share}.", who=who, count=COUNT_WORDS[count],
                          meaning=meaning, share=_share(share, such=True)))
    many = len(opponents_in(view)) > 1
    if chance < 0.005:
        said.append(_("So I almost never win against them.") if many else
                    _("So I almost never win against that player."))
    else:
        said.append(_("So I win against them about {chance} of the time.", chance=percent(chance)) if many else
                    _("So I win against that player about {chance} of the time.", chance=percent(chance)))
    return chance, said


def _share(share: float, such: bool) -> Text:
    """'53% of such hands', 'hardly any such hand', 'almost every final hand'."""
    if share < 0.005:
        return _("hardly any such hand") if such else _("hardly any final hand")
    if share > 0.995:
        return _("almost every such hand") if such else _("almost every final hand")
    return (_("{share} of such hands", share=percent(share)) if such else
            _("{share} of final hands", share=percent(share)))


def _after_the_draw(view: DrawView) -> Judgement:
    chance, reading = _reading(view)
    pot = view.pot + 1 + still_to_decide(view)
    worth = chance * pot
    fields = {"pot": pot, "worth": f"{worth:.1f}"}
    reading.append(_("With chips another stay costs 1 point for a pot of about {pot} points: about {worth} points "
                     "back on average, worth it, so I stay.", **fields) if worth >= 1 else
                   _("With chips another stay costs 1 point for a pot of about {pot} points: about {worth} points "
                     "back on average, not worth it, so I fold.", **fields))
    return Judgement(stay(view.seat) if worth >= 1 else fold(view.seat), tuple(reading), chance)
