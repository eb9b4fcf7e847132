"""Which cards the expert five-card draw player replaces (FD-8), and why, from one seat's view.

It scores every choice on the advisor's exact odds (:func:`engine.draw.advisor.score_choices`) against
the opponents still in: each one who has already said how many cards they replace pictured from
that count (:mod:`engine.draw.opponents`), the others as rule-of-thumb players; and it values the
choices by the table's objective (:mod:`engine.draw.valuation`, FD-3, FD-7), reading the standings in
a match's last round (FD-14).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ..fast import strength
from ..i18n import Joined, Text, _, ngettext
from .actions import replace
from .advisor import DRAW_TEXT, Choice, RuleOfThumb, advise, score_choices, sentences, thumb_of
from .expert_basics import (
    ALL_OF_THEM,
    COUNT_MEANS,
    COUNT_WORDS,
    NO_REPLACING_TEXT,
    NUMBER_WORDS,
    Judgement,
    beat_chances,
    check_view,
    opponents_in,
    percent,
    readable_count,
)
from .game import DrawView
from .opponents import weaker_share
from .valuation import Goal, Valuation, seat_valuation


def replacement(view: DrawView) -> Judgement:
    """Which cards to replace (FD-8): the advisor's exact odds of every choice, scored against the
    opponents still in — each one pictured from how many cards they already said they replace (public,
    FD-8), the others as rule-of-thumb players — and valued by the table's objective, the one valuation
    the coach and the odds bot use too (:mod:`engine.draw.valuation`): the chance to win the round; with
    points by category the points it earns on average; with chips the points it brings back net of
    chips; and, reading the standings, in the last round of a match the chance to finish first (FD-14).

    >>> from engine.draw import DrawRules, stay, setup
    >>> game = setup(DrawRules(players=4), hands=["9S 9D 4C 7D QS", "2H 6H 9H JH KS", "AS AH 3D 8C 5S",
    ...                                          "KD QD 8S 7S 2C"])
    >>> for _ in range(4):
    ...     game = game.apply(stay(game.to_act))
    >>> judged = replacement(game.view(1))
    >>> print(judged.reason)      # doctest: +NORMALIZE_WHITESPACE
    I keep J♥ 9♥ 6♥ 2♥, replace 1: against 3 opponents who replace by the rule of thumb that wins most often,
    20% of the time (it makes the flush 19% of the time).
    """
    view = check_view(view)
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    if rules.max_replace == 0:
        return Judgement.of(replace(view.seat), NO_REPLACING_TEXT, beat_chances(rules, opponents)[strength(
            view.hand, rules.ace_low)])
    ranked, valuation, against, theirs, differs = ranking(view)[:5]
    best = ranked[0]
    chance = best.p_beats_opponents
    fields = {"choice": best.describe_text(), "against": against, "chance": percent(chance),
              "made": _made(best.draw, best.p_draw)}
    points = format(best.value, ".2f")
    goal = valuation.goal
    if goal == Goal.WIN:
        said = [_("I {choice}: against {against} that wins most often, {chance} of the time{made}.", **fields)]
    elif goal == Goal.POINTS:
        said = [_("I {choice}: a win scores the points of its category (FD-3), so against {against} I choose what "
                  "earns the most points on average, about {points} points a round; it wins {chance} of the "
                  "time{made}.", points=points, **fields)]
    elif goal == Goal.CHIPS:
        said = [_("I {choice}: with chips (FD-7) a win takes a pot of about {pot} points and another stay after the "
                  "draw costs 1, so against {against} I choose what brings back the most on average net of chips, "
                  "about {points} points; it wins {chance} of the time{made}.", pot=valuation.pot,
                  points=points, **fields)]
    elif best.value < 0.005:            # never "about 0%": the match is as good as lost whatever I keep
        said = [ngettext("I {choice}: this is the last round and only a win worth {n} point or more puts me first "
                         "(FD-14), and against {against} hardly any choice gets me there; this one gives the best "
                         "of a slim chance, and it wins the round {chance} of the time{made}.",
                         "I {choice}: this is the last round and only a win worth {n} points or more puts me first "
                         "(FD-14), and against {against} hardly any choice gets me there; this one gives the best "
                         "of a slim chance, and it wins the round {chance} of the time{made}.",
                         valuation.need, **fields)]
    elif best.value >= 0.995:           # nor "about 100%": a win here all but makes sure of the match
        said = [ngettext("I {choice}: this is the last round and only a win worth {n} point or more puts me first "
                         "(FD-14), and against {against} this choice all but makes sure of the match; it wins the "
                         "round {chance} of the time{made}.",
                         "I {choice}: this is the last round and only a win worth {n} points or more puts me first "
                         "(FD-14), and against {against} this choice all but makes sure of the match; it wins the "
                         "round {chance} of the time{made}.",
                         valuation.need, **fields)]
    else:
        said = [ngettext("I {choice}: this is the last round and only a win worth {n} point or more puts me first "
                         "(FD-14), so against {against} I choose what wins the match most often, about {match} of "
                         "the time; it wins the round {chance} of the time{made}.",
                         "I {choice}: this is the last round and only a win worth {n} points or more puts me first "
                         "(FD-14), so against {against} I choose what wins the match most often, about {match} of "
                         "the time; it wins the round {chance} of the time{made}.",
                         valuation.need, match=percent(best.value), **fields)]
    if set(theirs.keep) != set(best.keep) and differs:
        value, choice = theirs.value, theirs.describe_text()
        said.append(_("The rule of thumb would {choice}: it wins {chance} of the time.", choice=choice,
                      chance=percent(value)) if goal == Goal.WIN else
                    _("The rule of thumb would {choice}: it brings back about {points} points net of chips.",
                      choice=choice, points=format(value, ".2f")) if goal == Goal.CHIPS else
                    _("The rule of thumb would {choice}: it earns next to nothing.", choice=choice)
                    if valuation.in_points and value < 0.005 else       # never "about 0.00 points"
                    _("The rule of thumb would {choice}: it earns about {points} points.", choice=choice,
                      points=format(value, ".2f")) if valuation.in_points else
                    _("The rule of thumb would {choice}: it wins the match {chance} of the time.", choice=choice,
                      chance=percent(value)))
    return Judgement.of(replace(view.seat, best.replace), sentences(said), chance)


class Ranking(NamedTuple):
    """Every choice of cards to replace as the expert ranks them, best first (``choices``), by
    ``valuation``; against whom (``against``, in words); the choice cardschool's rule of thumb makes
    (``thumb``), whether it is clearly worse than the best (``differs``), the rule of thumb itself
    (``rule``, whose words the coach shows) and whether some opponent has already said how many cards
    they replace (``heard``)."""

    choices: list[Choice]
    valuation: Valuation
    against: Text
    thumb: Choice
    differs: bool
    rule: RuleOfThumb
    heard: bool


def ranking(view: DrawView, standings: bool = True) -> Ranking:
    """The expert's ranking of every replacement from this seat's view (see :func:`replacement`), at
    a table where some card may be replaced (FD-5). With ``standings=False`` it ranks by the table's
    objective without reading the standings — the coach's ranking (:func:`engine.draw.narrate.hint`):
    the odds bot's, plus the counts the seat has already heard.

    >>> from engine.draw import DrawRules, new_game
    >>> ranked = ranking(new_game(DrawRules(players=3), seed=1).view(1))
    >>> ranked.choices[0].value >= ranked.thumb.value, ranked.valuation.goal
    (True, <Goal.WIN: 'win'>)
    """
    view = check_view(view)
    rules = view.rules
    if rules.max_replace == 0:
        raise ValueError("view: no card may be replaced at this table (FD-5), so there is nothing to rank")
    opponents = max(1, min(5, len(opponents_in(view))))
    counts = _counts_heard(view)
    valuation = seat_valuation(view, standings=standings)
    if all(c is None for c in counts) and valuation.goal != Goal.MATCH:
        # nothing heard, and the table's own objective: exactly what the coach and the odds bot advise
        advice = advise(view.hand, rules.max_replace, rules.ace_low, opponents=opponents, chips=rules.chips,
                        valuation=valuation)
        theirs = advice.thumb_choice
        return Ranking(list(advice.choices), valuation, advice.against_text, theirs,
                       advice.difference(advice.best, theirs) != "practically equal", advice.thumb, False)
    ranked = score_choices(view.hand, _beat_all(rules.ace_low, rules.max_replace, counts), rules.max_replace,
                           rules.ace_low, valuation=valuation)
    thumb = thumb_of(view.hand, rules.max_replace, rules.ace_low, rules.chips, opponents)
    theirs = next(c for c in ranked if set(c.keep) == set(thumb.keep))
    return Ranking(ranked, valuation, _against(view, counts), theirs,
                   ranked[0].value - theirs.value >= 0.005,         # half a percentage point, or 0.005 points
                   thumb, any(c is not None for c in counts))


def _made(draw: str, chance: float) -> Text | str:
    """' (it makes the flush 19% of the time)', or nothing when the kept cards aim at no draw."""
    return _(" (it makes {draw} {chance} of the time)", draw=DRAW_TEXT[draw], chance=percent(chance)) if draw else ""


def _counts_heard(view: DrawView) -> tuple[int | None, ...]:
    """The readable counts of the opponents still in (None for the others), in a fixed order."""
    heard = [readable_count(view, s) for s in opponents_in(view)]
    return tuple(sorted(heard, key=lambda c: -1 if c is None else c))


@lru_cache(maxsize=256)
def _beat_all(ace_low: bool, max_replace: int, counts: tuple[int | None, ...]) -> tuple[float, ...]:
    """For each final strength, the chance to beat every opponent, each pictured by the count heard
    from them (None: any rule-of-thumb player)."""
    n = len(counts)                      # everyone at this table has n opponents: their rule of thumb's
    chances = list(weaker_share(ace_low, max_replace, counts[0], n))
    for count in counts[1:]:
        chances = [a * b for a, b in zip(chances, weaker_share(ace_low, max_replace, count, n), strict=True)]
    return tuple(chances)


def _against(view: DrawView, counts: Sequence[int | None]) -> Text:
    """The opponents in words, with what was heard from them: '3 opponents who replace by the rule of
    thumb (one of them replaced only one card: two pair or a four-card draw; two of them have not said yet)'."""
    n = len(counts)
    said = (_("one opponent who replaces by the rule of thumb") if n == 1 else
            _("{n} opponents who replace by the rule of thumb", n=n))
    heard = [c for c in counts if c is not None]
    if not heard:
        return said
    parts: list[Text] = []
    for count in sorted(set(heard)):
        k = heard.count(count)
        meaning = (_(": {means}", means=COUNT_MEANS[count]) if view.rules.max_replace >= 3 and count in COUNT_MEANS
                   else "")
        who = (_("that one") if n == 1 else _("both of them") if k == n == 2 else    # all of them, never "有三位"
               ALL_OF_THEM[n] if k == n else NUMBER_WORDS[k])           # 三位都, not 「3 位都」 (the 22nd read)
        parts.append(_("{who} replaced {count}{meaning}", who=who, count=COUNT_WORDS[count], meaning=meaning))
    silent = n - len(heard)
    if silent:
        parts.append(ngettext("{who} has not said yet", "{who} have not said yet", silent, who=NUMBER_WORDS[silent]))
    return _("{opponents} ({heard})", opponents=said, heard=Joined(tuple(parts), "; "))

