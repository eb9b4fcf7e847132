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

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from ..errors import excerpt
from ..fast import strength, tables_for
from ..hands import describe, hand_value
from ..i18n import Lang, Text, _, check_lang, ngettext, render
from .actions import Action, fold, replace, stay
from .advisor import OpponentModel, advise, rule_of_thumb, score_choices, win_chances
from .events import Phase
from .game import DrawView
from .opponents import deals_replacing, weaker_share
from .rules import DrawRules

MIN_DEALS = 1000        # fewer deals than this replacing a count: read nothing from that count
NO_REPLACING_TEXT = _("No card may be replaced at this table (FD-5), so I keep all five.")
NO_REPLACING = str(NO_REPLACING_TEXT)
STAY_FREE = _("Staying costs nothing without chips, so I stay: folding could only lose me the chance to win.")

# What a replacement count says about a rule-of-thumb player (with at most 3 or more cards to replace).
COUNT_MEANS = {0: _("a made hand, a straight or better"), 1: _("two pair or a four-card draw"),
               2: _("three of a kind"), 3: _("most likely a pair")}
PLAYERS = {1: _("One player"), 2: _("Two players"), 3: _("Three players"), 4: _("Four players"),
           5: _("Five players")}
NUMBER_WORDS = {1: _("one"), 2: _("two"), 3: _("three"), 4: _("four"), 5: _("five")}
COUNT_WORDS = {0: _("none"), 1: _("only one card"), 2: _("two cards"), 3: _("three cards"), 4: _("four cards"),
               5: _("five cards")}


class Joined(NamedTuple):
    """Messages shown one after another, with the separator of the reader's language."""

    parts: tuple[Any, ...]
    separators: tuple[str, str] = ("; ", "；")      # English, Chinese

    def localized(self, lang: Lang) -> str:
        return self.separators[check_lang(lang) == "zh"].join(str(render(p, lang)) for p in self.parts)


@dataclass(frozen=True)
class Judgement:
    """What the expert does, why (its sentences, written in English and translated when rendered, see
    :mod:`engine.i18n`), and the chance to win the round it reckoned with (None when it needed none:
    without chips staying is free whatever the chance).

    >>> from engine.draw import DrawRules, new_game
    >>> judged = decide(new_game(DrawRules(players=4), seed=3).view(1))
    >>> judged.render("en") == judged.reason == str(STAY_FREE)
    True
    """

    action: Action
    said: tuple[Text, ...]
    chance: float | None

    @property
    def reason(self) -> str:
        """Why, in English."""
        return self.render("en")

    def render(self, lang: Lang = "en") -> str:
        """Why, in ``lang`` ("en" or "zh"; a sentence nobody translated yet stays English)."""
        return " ".join(t.render(lang) for t in self.said)


def _percent(x: float) -> str:
    return f"{x:.0%}"


def _check(view: object) -> DrawView:
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


def _still_to_decide(view: DrawView) -> int:
    """Opponents still in who decide after this seat in the current decision (they have paid nothing yet)."""
    n = view.rules.players
    order = [(view.dealer + k) % n for k in range(1, n + 1)]
    return sum(1 for s in order[order.index(view.seat) + 1:] if view.active[s])


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
    view = _check(view)
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    if rules.max_replace == 0:
        return Judgement(replace(view.seat), (NO_REPLACING_TEXT,), _chances(rules, opponents)[strength(
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
    fields = {"choice": best.describe(), "against": _against(view, counts), "chance": _percent(chance),
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
                         goal[1], match=_percent(best.p_beats_opponents), **fields)]
    thumb = rule_of_thumb(view.hand, rules.max_replace, rules.ace_low, rules.chips)
    theirs = next(c for c in ranked if set(c.keep) == set(thumb.keep))
    if set(theirs.keep) != set(best.keep) and best.p_beats_opponents - theirs.p_beats_opponents >= 0.005:
        value, choice = theirs.p_beats_opponents, theirs.describe()
        said.append(_("The rule of thumb would {choice}: it wins {chance} of the time.", choice=choice,
                      chance=_percent(value)) if goal is None else
                    _("The rule of thumb would {choice}: it earns about {points} points.", choice=choice,
                      points=f"{value:.2f}") if goal[0] == "points" else
                    _("The rule of thumb would {choice}: it wins the match {chance} of the time.", choice=choice,
                      chance=_percent(value)))
    return Judgement(replace(view.seat, best.replace), tuple(said), chance)


def _made(draw: str, chance: float) -> Text | str:
    """' (it makes the flush 19% of the time)', or nothing when the kept cards aim at no draw."""
    return _(" (it makes {draw} {chance} of the time)", draw=draw, chance=_percent(chance)) if draw else ""


def _by_the_advisor(view: DrawView, opponents: int) -> Judgement:
    """Nothing heard yet and a plain chance to win to go for: the advisor's own ranking."""
    rules = view.rules
    advice = advise(view.hand, rules.max_replace, rules.ace_low, opponents=opponents, chips=rules.chips)
    best = advice.best
    said = [_("I {choice}: against {against} that wins most often, {chance} of the time{made}.",
              choice=best.describe(), against=advice.against, chance=_percent(best.p_beats_opponents),
              made=_made(best.draw, best.p_draw))]
    thumb = advice.thumb_choice
    if set(thumb.keep) != set(best.keep) and advice.difference(best, thumb) != "practically equal":
        said.append(_("The rule of thumb would {choice}: {chance}.", choice=thumb.describe(),
                      chance=_percent(thumb.p_beats_opponents)))
    return Judgement(replace(view.seat, best.replace), tuple(said), best.p_beats_opponents)


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
    said = ngettext("one opponent who replaces by the rule of thumb", "{n} opponents who replace by the rule of thumb",
                    n)
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
    return _("{opponents} ({heard})", opponents=said, heard=Joined(tuple(parts)))


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
    view = _check(view)
    if view.phase not in (Phase.DECIDE1, Phase.DECIDE2):
        raise ValueError(f"view: the expert decides to stay or fold in a decision (FD-7, FD-9), not in "
                         f"{view.phase!s}")
    if not view.rules.chips:
        return Judgement(stay(view.seat), (STAY_FREE,), None)
    return _before_the_draw(view) if view.phase == Phase.DECIDE1 else _after_the_draw(view)


def _chances(rules: DrawRules, opponents: int) -> tuple[float, ...]:
    """For each final strength, the chance to beat that many opponents: who replace by the rule of thumb
    — or, at a table where nobody may replace (FD-5), who keep the random hands they were dealt."""
    if rules.max_replace == 0:
        return win_chances(opponents, OpponentModel.RANDOM, rules.ace_low)
    return win_chances(opponents, OpponentModel.BY_THE_BOOK, rules.ace_low, rules.max_replace)


@lru_cache(maxsize=64)
def _worth_paying(rules: DrawRules, opponents: int, pot: int) -> tuple[float, ...]:
    """For each final strength: how much more than the second point it is worth to stay after the
    draw, per point of the pot — max(0, chance to win − 1/pot)."""
    return tuple(max(0.0, w - 1 / pot) for w in _chances(rules, opponents))


def _before_the_draw(view: DrawView) -> Judgement:
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    pot = view.pot + 1 + _still_to_decide(view) + 1 + opponents      # if everyone still in stays twice
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
        chance = _chances(rules, opponents)[mine]
        against = ngettext("{n} opponent", "{n} opponents", opponents)
        worth = pot * _worth_paying(rules, opponents, pot)[mine]
        hand = describe(hand_value(view.hand, rules.ace_low))
    fields = {"hand": hand, "chance": _percent(chance), "against": against, "pot": pot, "worth": f"{worth:.1f}"}
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
        chance = _chances(rules, others)[mine]
        return chance, [ngettext("Nobody may replace at this table (FD-5): against {n} random hand I win about "
                                 "{chance} of the time.", "Nobody may replace at this table (FD-5): against {n} "
                                 "random hands I win about {chance} of the time.", others, chance=_percent(chance))]
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
        said.append(_("So I win against them about {chance} of the time.", chance=_percent(chance)) if many else
                    _("So I win against that player about {chance} of the time.", chance=_percent(chance)))
    return chance, said


def _share(share: float, such: bool) -> Text:
    """'53% of such hands', 'hardly any such hand', 'almost every final hand'."""
    if share < 0.005:
        return _("hardly any such hand") if such else _("hardly any final hand")
    if share > 0.995:
        return _("almost every such hand") if such else _("almost every final hand")
    return (_("{share} of such hands", share=_percent(share)) if such else
            _("{share} of final hands", share=_percent(share)))


def _after_the_draw(view: DrawView) -> Judgement:
    chance, reading = _reading(view)
    pot = view.pot + 1 + _still_to_decide(view)
    worth = chance * pot
    fields = {"pot": pot, "worth": f"{worth:.1f}"}
    reading.append(_("With chips another stay costs 1 point for a pot of about {pot} points: about {worth} points "
                     "back on average, worth it, so I stay.", **fields) if worth >= 1 else
                   _("With chips another stay costs 1 point for a pot of about {pot} points: about {worth} points "
                     "back on average, not worth it, so I fold.", **fields))
    return Judgement(stay(view.seat) if worth >= 1 else fold(view.seat), tuple(reading), chance)
