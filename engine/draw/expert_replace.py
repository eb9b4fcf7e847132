"""Which cards the expert five-card draw player replaces (FD-8), and why, from one seat's view.

It scores every choice on the advisor's exact odds (:func:`engine.draw.advisor.score_choices`) against
the opponents still in: each one who has already said how many cards they replace pictured from
that count (:mod:`engine.draw.opponents`), the others as rule-of-thumb players; and it values a win
by the table's scoring (FD-3, FD-14).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..fast import strength, tables_for
from ..i18n import Joined, Text, _, ngettext
from .actions import replace
from .advisor import DRAW_TEXT, advise, rule_of_thumb, score_choices
from .expert_basics import (
    COUNT_MEANS,
    COUNT_WORDS,
    MIN_DEALS,
    NO_REPLACING_TEXT,
    NUMBER_WORDS,
    Judgement,
    beat_chances,
    check_view,
    opponents_in,
    percent,
)
from .game import DrawView
from .opponents import deals_replacing, weaker_share
from .rules import DrawRules


def replacement(view: DrawView) -> Judgement:
    """Which cards to replace (FD-8): the advisor's exact odds of every choice, scored against the
    opponents still in — each one pictured from how many cards they already said they replace (public,
    FD-8), the others as rule-of-thumb players — and valued by the table's scoring (FD-3): the chance to
    win the round, or with points by category the points it earns on average; in the last round of a
    match, the chance to finish the match first (FD-14).

    >>> from engine.draw import DrawRules, stay, setup
    >>> game = setup(DrawRules(players=4), hands=["9S 9D 4C 7D QS", "2H 6H 9H JH KS", "AS AH 3D 8C 5S",
    ...                                          "KD QD 8S 7S 2C"])
    >>> for _ in range(4):
    ...     game = game.apply(stay(game.to_act))
    >>> judged = replacement(game.view(1))
    >>> print(judged.reason)      # doctest: +NORMALIZE_WHITESPACE
    I keep 2♥ 6♥ 9♥ J♥, replace 1: against 3 opponents who replace by the rule of thumb that wins most often,
    21% of the time (it makes the flush 19% of the time).
    """
    view = check_view(view)
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    if rules.max_replace == 0:
        return Judgement.of(replace(view.seat), NO_REPLACING_TEXT, beat_chances(rules, opponents)[strength(
            view.hand, rules.ace_low)])
    counts = _counts_heard(view)
    goal = _goal(view)
    if goal is None and all(c is None for c in counts):
        return _by_the_advisor(view, opponents)
    chances = _beat_all(rules.ace_low, rules.max_replace, counts)
    ranked = score_choices(view.hand, _valued(view, chances, goal), rules.max_replace, rules.ace_low)
    best = ranked[0]
    win = ranked if goal is None else score_choices(view.hand, chances, rules.max_replace, rules.ace_low)
    by_keep = {frozenset(c.keep): c for c in win}
    chance = by_keep[frozenset(best.keep)].p_beats_opponents
    fields = {"choice": best.describe_text(), "against": _against(view, counts), "chance": percent(chance),
              "made": _made(best.draw, best.p_draw)}
    if goal is None:
        said = [_("I {choice}: against {against}, that wins most often, {chance} of the time{made}.", **fields)]
    elif goal[0] == "points":
        said = [_("I {choice}: a win scores the points of its category (FD-3), so against {against} I choose what "
                  "earns the most points on average, about {points} points a round; it wins {chance} of the "
                  "time{made}.", points=f"{best.p_beats_opponents:.2f}", **fields)]
    else:
        said = [ngettext("I {choice}: this is the last round and only a win worth {n} point or more puts me first "
                         "(FD-14), so against {against} I choose what wins the match most often, about {match} of "
                         "the time; it wins the round {chance} of the time{made}.",
                         "I {choice}: this is the last round and only a win worth {n} points or more puts me first "
                         "(FD-14), so against {against} I choose what wins the match most often, about {match} of "
                         "the time; it wins the round {chance} of the time{made}.",
                         goal[1], match=percent(best.p_beats_opponents), **fields)]
    thumb = rule_of_thumb(view.hand, rules.max_replace, rules.ace_low, rules.chips)
    theirs = next(c for c in ranked if set(c.keep) == set(thumb.keep))
    if set(theirs.keep) != set(best.keep) and best.p_beats_opponents - theirs.p_beats_opponents >= 0.005:
        value, choice = theirs.p_beats_opponents, theirs.describe_text()
        said.append(_("The rule of thumb would {choice}: it wins {chance} of the time.", choice=choice,
                      chance=percent(value)) if goal is None else
                    _("The rule of thumb would {choice}: it earns about {points} points.", choice=choice,
                      points=f"{value:.2f}") if goal[0] == "points" else
                    _("The rule of thumb would {choice}: it wins the match {chance} of the time.", choice=choice,
                      chance=percent(value)))
    return Judgement.of(replace(view.seat, best.replace), _sentences(said), chance)


def _sentences(said: list[Text]) -> Text:
    """One or two sentences as one message."""
    return said[0] if len(said) == 1 else _("{first} {then}", first=said[0], then=said[1])


def _made(draw: str, chance: float) -> Text | str:
    """' (it makes the flush 19% of the time)', or nothing when the kept cards aim at no draw."""
    return _(" (it makes {draw} {chance} of the time)", draw=DRAW_TEXT[draw], chance=percent(chance)) if draw else ""


def _by_the_advisor(view: DrawView, opponents: int) -> Judgement:
    """Nothing heard yet and a plain chance to win to go for: the advisor's own ranking."""
    rules = view.rules
    advice = advise(view.hand, rules.max_replace, rules.ace_low, opponents=opponents, chips=rules.chips)
    best = advice.best
    made = (_(" (it makes {draw} {chance:.0%} of the time)", draw=DRAW_TEXT[best.draw], chance=best.p_draw)
            if best.draw else "")
    thumb = advice.thumb_choice
    other: Text | str = ""
    if set(thumb.keep) != set(best.keep) and advice.difference(best, thumb) != "practically equal":
        other = _(" The rule of thumb would {choice}: {win:.0%}.", choice=thumb.describe_text(),
                  win=thumb.p_beats_opponents)
    reason = _("I {choice}: against {against} that wins most often, {win:.0%} of the time{made}.{thumb}",
               choice=best.describe_text(), against=advice.against_text, win=best.p_beats_opponents, made=made,
               thumb=other)
    return Judgement.of(replace(view.seat, best.replace), reason, best.p_beats_opponents)


def _readable(view: DrawView, seat: int) -> int | None:
    """How many cards ``seat`` said it replaces this round, when that says something (None: not yet
    said, or a count too rare among rule-of-thumb players to read)."""
    count = view.replace_counts.get(seat)
    deals = deals_replacing(view.rules.ace_low, view.rules.max_replace)
    return count if count is not None and 0 <= count < len(deals) and deals[count] >= MIN_DEALS else None


def _counts_heard(view: DrawView) -> tuple[int | None, ...]:
    """The readable counts of the opponents still in (None for the others), in a fixed order."""
    heard = [_readable(view, s) for s in opponents_in(view)]
    return tuple(sorted(heard, key=lambda c: -1 if c is None else c))


@lru_cache(maxsize=256)
def _beat_all(ace_low: bool, max_replace: int, counts: tuple[int | None, ...]) -> tuple[float, ...]:
    """For each final strength, the chance to beat every opponent, each pictured by the count heard
    from them (None: any rule-of-thumb player)."""
    chances = list(weaker_share(ace_low, max_replace, counts[0]))
    for count in counts[1:]:
        chances = [a * b for a, b in zip(chances, weaker_share(ace_low, max_replace, count), strict=True)]
    return tuple(chances)


def _goal(view: DrawView) -> tuple[str, int] | None:
    """What to go for beyond the plain chance to win the round: ("points", 0) with points by category;
    ("match", n) in the last round of a match of fixed rounds, where only a win worth n points or more
    finishes first; None for the plain chance (also when no win can put me first)."""
    rules = view.rules
    if rules.chips:
        return None
    if rules.end == "rounds" and view.round_no >= rules.rounds:
        best_other = max(s for i, s in enumerate(view.scores) if i != view.seat)
        need = max(0, best_other - view.scores[view.seat] + 1)
        if rules.scoring == "category" and min(rules.category_points) < need <= max(rules.category_points):
            return ("match", need)
        if rules.scoring == "category" and need <= min(rules.category_points):
            return None                                     # any win puts me first
    return ("points", 0) if rules.scoring == "category" else None


def _valued(view: DrawView, chances: tuple[float, ...], goal: tuple[str, int] | None) -> tuple[float, ...]:
    """The chances to win, weighted by what each final hand's win is worth under ``goal``."""
    if goal is None:
        return chances
    points = _points_by_strength(view.rules)
    if goal[0] == "points":
        return tuple(c * p for c, p in zip(chances, points, strict=True))
    return tuple(c if p >= goal[1] else 0.0 for c, p in zip(chances, points, strict=True))


@lru_cache(maxsize=16)
def _points_by_strength(rules: DrawRules) -> tuple[int, ...]:
    """What a lone win with each final strength scores (FD-3)."""
    values = tables_for(rules.ace_low).values
    if rules.scoring == "win":
        return (rules.win_points,) * len(values)
    return tuple(rules.category_points[v.category] for v in values)


def _against(view: DrawView, counts: Sequence[int | None]) -> Text:
    """The opponents in words, with what was heard from them: '3 opponents who replace by the rule of
    thumb (one replaced only one card: two pair or a four-card draw; two have not said yet)'."""
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
        who = _("that one") if n == 1 else NUMBER_WORDS[k]
        parts.append(_("{who} replaced {count}{meaning}", who=who, count=COUNT_WORDS[count], meaning=meaning))
    silent = n - len(heard)
    if silent:
        parts.append(ngettext("{who} has not said yet", "{who} have not said yet", silent, who=NUMBER_WORDS[silent]))
    return _("{opponents} ({heard})", opponents=said, heard=Joined(tuple(parts), "; "))

