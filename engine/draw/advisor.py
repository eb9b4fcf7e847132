"""The discard advisor: the odds of every choice of cards to replace (FD-8), beside cardschool's rule of thumb
(built on the source's advice, whose own words it quotes).

For each legal choice — keep some cards, replace the rest (0 to the table's maximum) — it gives
the exact probability of every final category, the chance of improving, the chance of making
the flush or straight the kept cards aim at, the expected percentile of the final hand (the share
of all 2,598,960 five-card hands it beats, on average), the chance to win — that the final hand
beats every opponent's final hand — and the ranking: what the choice is worth by the table's
objective (:mod:`engine.draw.valuation`): by default that chance to win; with points by category
the points it earns on average; with chips the points it brings back net of chips.

The draws are counted exactly: every possible set of replacement cards from the unseen cards,
grouped by their ranks and weighted by how many ways each group can come, so the whole table takes
about a millisecond. The opponents are a model (:class:`OpponentModel`): by default they replace
cards by cardschool's rule of thumb, and their final hands are counted from 400,000 seeded deals
(:mod:`engine.draw.opponents`); the older picture of random hands that never replace is kept as
an option.

>>> advice = advise("9S 9H KD 6C 2S")
>>> best = advice.best
>>> [c.label for c in best.keep], round(best.p_improve, 4)
(['9♠', '9♥'], 0.2871)
>>> advice.thumb.name
'one pair'
>>> advice.thumb.advice
'keep the pair, replace the other three'
>>> advice.criterion
'the chance to win against 3 opponents who replace by the rule of thumb (the final hand must beat all of theirs)'
>>> round(sum(best.probabilities.values()), 12)
1.0
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cache, lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb, prod
from typing import TYPE_CHECKING, NamedTuple

from ..cards import SUITS, Card, CardError, full_deck, parse_cards
from ..errors import Refusal, check_bool, check_choice, check_int
from ..fast import RANK_WEIGHTS, Tables, strength, tables_for, trusted_value
from ..hands import Category, HandLike, as_hand, hand_value
from ..i18n import Lang, Text, _, check_lang, excerpt, ngettext
from .opponents import SAMPLES, weaker_share, win_margin
from .valuation import Goal, Valuation, opponents_in, seat_valuation

if TYPE_CHECKING:
    from .game import DrawView

ALL_HANDS = comb(52, 5)
DEFAULT_OPPONENTS = 3                    # the default table (DrawRules()) seats 4 players


class AdviceError(Refusal):
    """A request the advisor cannot answer (bad hand, overlapping known cards, no replacement allowed)."""


class OpponentModel(StrEnum):
    """How the advisor pictures the opponents' hands when it ranks the choices.

    ``BY_THE_BOOK`` (the default): each opponent replaces cards by cardschool's rule of thumb (the
    model's assumption); their final hands are counted from 400,000 seeded deals
    (:mod:`engine.draw.opponents`). ``RANDOM``: random five-card hands that never replace — weaker
    than a real table's; exact for that picture, kept to compare.

    >>> [str(m) for m in OpponentModel]
    ['by the book', 'random hands']
    """

    BY_THE_BOOK = "by the book"
    RANDOM = "random hands"


def _as_a_player_says(cards: Sequence[Card]) -> list[Card]:
    """Kept cards in the order a player names them: the biggest group first (three aces, then a pair),
    each group and the loose cards high to low — "A♠ A♦ A♥ K♣", not the hand's order (the 21st read:
    「留 A♠ A♦ K♣ A♥」).

    >>> " ".join(c.label for c in _as_a_player_says(parse_cards("3C 6S 3H 6C")))
    '6♠ 6♣ 3♣ 3♥'
    >>> " ".join(c.label for c in _as_a_player_says(parse_cards("QH AH QS")))
    'Q♥ Q♠ A♥'
    """
    count = {r: sum(c.rank == r for c in cards) for r in {c.rank for c in cards}}
    return sorted(cards, key=lambda c: (-count[c.rank], -c.rank))


# What aiming at a draw means: the categories that complete it.
_DRAW_CATEGORIES = {
    "the flush": frozenset({Category.FLUSH, Category.STRAIGHT_FLUSH}),
    "the straight": frozenset({Category.STRAIGHT, Category.STRAIGHT_FLUSH}),
    "the straight or the flush": frozenset({Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH}),
}


@dataclass(frozen=True)
class Choice:
    """One way to replace cards, with its outcome.

    ``draw`` names the flush or straight the kept cards aim at ("the flush", "the straight", "the
    straight or the flush"; "" for none, see :func:`aims_at`) and ``p_draw`` is the chance of making
    it — apart from ``p_improve``, which also counts pairing a card. ``p_beats_opponents`` is the
    chance to win against the advice's opponents; ``value`` what the choice is worth by the advice's
    :class:`~engine.draw.valuation.Valuation` — the ranking: the chance to win itself by default, the
    points it earns on average with points by category, net of chips with chips."""

    keep: tuple[Card, ...]
    replace: tuple[Card, ...]
    counts: dict[Category, int]          # how many equally likely draws end in each category
    outcomes: int                        # how many draws there are in all
    p_improve: float                     # a higher category than the hand has now
    expected_percentile: float           # the share of all hands the final hand beats, on average (0-100)
    p_beats_opponents: float             # the chance it beats every one of the opponents' final hands
    draw: str = ""                       # the flush or straight the kept cards aim at, if any
    p_draw: float = 0.0                  # the chance of making it
    value: float = 0.0                   # what it is worth by the advice's valuation (the ranking)

    @property
    def probabilities(self) -> dict[Category, float]:
        return {c: n / self.outcomes for c, n in self.counts.items()}

    def describe(self, lang: Lang = "en") -> str:
        """The choice in words: "keep 9♠ 9♥, replace 3" (``lang="zh"``: "留 9♠ 9♥，换 3 张")."""
        return self.describe_text().render(check_lang(lang))

    def describe_text(self) -> Text:
        if not self.replace:
            return _("keep all five (replace none)")
        if not self.keep:
            return _("replace all five (keep none)")
        kept = " ".join(c.label for c in _as_a_player_says(self.keep))
        return _("keep {kept}, replace {n}", kept=kept, n=len(self.replace))

    def odds(self) -> str:
        """Its figures in words: the chance to win, of making its draw, of improving.

        >>> advise("2H 6H 9H JH KS").choice_keeping("2H 6H 9H JH").odds()
        'wins 20.4% · makes the flush 19.1% · improves 44.7%'
        """
        return self.odds_text().render("en")

    def odds_text(self) -> Text:
        """:meth:`odds` in either language."""
        if self.draw:
            return _("wins {win:.1%} · makes {draw} {made:.1%} · improves {better:.1%}", win=self.p_beats_opponents,
                     draw=DRAW_TEXT[self.draw], made=self.p_draw, better=self.p_improve)
        return _("wins {win:.1%} · improves {better:.1%}", win=self.p_beats_opponents, better=self.p_improve)


@dataclass(frozen=True)
class RuleOfThumb:
    """How cardschool's rule of thumb reads this hand: the project's own simple rule, built on the
    source's advice on replacing cards (its section 换牌关键点), whose own words for the case are
    ``source`` (None where the source says nothing: a made hand)."""

    name: str
    advice: str
    keep: tuple[Card, ...]
    name_text: Text | None = field(default=None, compare=False, repr=False)     # name and advice, to
    advice_text: Text | None = field(default=None, compare=False, repr=False)   # render in either language
    source: Text | None = field(default=None, compare=False, repr=False)        # the source's words

    @property
    def said(self) -> Text:
        """The name and the advice as one sentence, in either language, labelled as cardschool's."""
        return _("Our rule of thumb ({name}): {advice}.", name=self.name_text or self.name,
                 advice=self.advice_text or self.advice)

    @property
    def said_with_source(self) -> Text:
        """:attr:`said`, with the source's own words for the case beside it."""
        return self._with_source(self.said)

    @property
    def replacing(self) -> Text | str:
        """The advice where cards are being replaced: a weak hand's word on staying was for before (FD-7,
        FD-9), so there it says only what to keep.

        >>> rule_of_thumb(parse_cards("2H 7D 9C JS KH")).replacing.render("en")
        'keep the 2 highest cards, replace 3'
        """
        if self.name != "a weak hand":
            return self.advice_text or self.advice
        n = 5 - len(self.keep)
        return (_("keep the {kept} highest cards, replace {n}", kept=len(self.keep), n=n) if n else
                _("keep all five: nothing may be replaced at this table (FD-5)"))

    @property
    def said_replacing(self) -> Text:
        """:attr:`said` where cards are being replaced (:attr:`replacing`)."""
        return _("Our rule of thumb ({name}): {advice}.", name=self.name_text or self.name, advice=self.replacing)

    @property
    def said_replacing_with_source(self) -> Text:
        """:attr:`said_with_source` where cards are being replaced (:attr:`replacing`): the source's words on a
        weak hand are on staying (FD-9), so there it says that instead of quoting them."""
        if self.name == "a weak hand" and self.source is not None:
            return _("{said} (On a weak hand the original rules speak only of whether to stay, not of which cards to "
                     "keep.)", said=self.said_replacing)
        return self._with_source(self.said_replacing)

    def _with_source(self, said: Text) -> Text:
        if self.source is None:
            return _("{said} (The original rules give no advice for this case.)", said=said)
        return _("{said} {source}", said=said, source=self.source)


def _thumb(name: Text, advice: Text, keep: tuple[Card, ...], source: Text | None = None) -> RuleOfThumb:
    return RuleOfThumb(name.render("en"), advice.render("en"), keep, name, advice, source)


# The source's own words on replacing cards (S1, 换牌关键点), quoted beside cardschool's rule of thumb:
# in English translated, in Chinese as the source says them.
SOURCE_SAYS = {
    "one pair": _("The original rules say: "
                  "“With a pair, usually keep the pair and replace the other three, aiming at three "
                  "of a kind, two pair or better.”"),
    "three of a kind": _("The original rules say: "
                         "“With three of a kind, keep the three and replace the other two, trying "
                         "for a full house or four of a kind.”"),
    "two pair": _("The original rules say: "
                  "“With two pair, keep both pairs and replace only the last card, mainly hoping "
                  "for a full house.”"),
    "draw": _("The original rules say: "
              "“Near a straight or a flush, first count how many cards are missing and which cards "
              "must actually come. Don't break up a made pair just because two cards look connected.”"),
    "nothing": _("The original rules say: “With a weak hand, look at your position in the round and at what has been "
                 "folded, then decide whether to go on.”"),
}
SOURCE_ALLOWS = _("The original rules allow it: “If the other cards are in a row or could make a flush, you may "
                  "also keep them to suit the game's style — but beginners should use the simple plan first.”")
# Said instead where the numbers keep one card more than the pair: the source's allowance is for cards in a
# row or of one suit, not a lone high card.
KICKER_IS_OURS = _("Keeping one card beside the pair is what the count finds; the original rules do not mention it.")

# From how many opponents an inside or one-ended straight draw (4 cards complete it) is worth keeping:
# counted with the engine's own exact figures (tests/unit/draw/test_rule_of_thumb.py recounts it): over every
# such hand, keeping the four beats keeping the two highest cards for most hands only from 4 opponents on.
MANY_OPPONENTS = 4


@dataclass(frozen=True)
class Advice:
    """Every legal choice, best first by what it is worth at the table (``valuation``: by default the
    chance to win against the opponents; then fewer cards replaced), with the model of the opponents
    it assumed."""

    hand: tuple[Card, ...]
    current: Category
    choices: tuple[Choice, ...]
    thumb: RuleOfThumb
    unseen: int
    opponents: int = DEFAULT_OPPONENTS
    model: OpponentModel = OpponentModel.BY_THE_BOOK
    valuation: Valuation = field(default_factory=Valuation)
    max_replace: int = 3
    gone: tuple[Card, ...] = ()
    chips: bool = False

    @property
    def against(self) -> str:
        """The opponents in words: '3 opponents who replace by the rule of thumb', 'one random hand' …"""
        return self.against_text.render("en")

    @property
    def against_text(self) -> Text:
        """:attr:`against` in either language."""
        n = self.opponents
        if self.model == OpponentModel.RANDOM:
            return _("one random hand") if n == 1 else _("{n} random hands", n=n)
        return (_("one opponent who replaces by the rule of thumb") if n == 1
                else _("{n} opponents who replace by the rule of thumb", n=n))

    @property
    def criterion(self) -> str:
        """What the choices are ranked by, in words."""
        return self.criterion_text.render("en")

    @property
    def criterion_text(self) -> Text:
        """:attr:`criterion` in either language."""
        if self.model == OpponentModel.RANDOM:
            if self.opponents == 1:
                return _("the chance that the final hand beats one random hand")
            return _("the chance that the final hand beats all of {n} random hands", n=self.opponents)
        if self.opponents == 1:
            return _("the chance to win against {against} (the final hand must beat theirs)",
                     against=self.against_text)
        return _("the chance to win against {against} (the final hand must beat all of theirs)",
                 against=self.against_text)

    @property
    def ranked_by(self) -> Text:
        """What the choices are ranked by — the valuation of the table's objective — in one sentence."""
        return self.valuation.said

    @property
    def margin(self) -> float:
        """How far a chance to win may be from the truth of the model (95% sure): 0 for random hands,
        whose figures are exact; for the rule-of-thumb opponents, the sampling error of their counts."""
        return 0.0 if self.model == OpponentModel.RANDOM else win_margin(self.opponents)

    @property
    def value_margin(self) -> float:
        """How far a choice's value may be from the truth of the model: :attr:`margin` for a chance,
        times the most a win can be worth for points."""
        valuation = self.valuation
        if valuation.goal == Goal.CHIPS:
            return self.margin * valuation.pot
        if valuation.goal == Goal.POINTS:
            return self.margin * max(valuation.worth)
        return self.margin

    @property
    def model_note(self) -> str:
        """How good the figures are, in one sentence."""
        return self.model_note_text.render("en")

    @property
    def model_note_text(self) -> Text:
        """:attr:`model_note` in either language."""
        if self.model == OpponentModel.RANDOM:
            return _("Random hands never replace cards, so they are weaker than a real table's: the figures are "
                     "exact for that picture only.")
        return _("The model counts their final hands from {samples:,} seeded deals; chances are good to about "
                 "±{margin:.1f} percentage points.", samples=SAMPLES, margin=max(0.1, round(100 * self.margin, 1)))

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def choice_keeping(self, keep: str | Iterable[Card | str]) -> Choice:
        """The choice that keeps exactly these cards (in any order).

        >>> advise("9S 9H KD 6C 2S").choice_keeping("9S 9H").replace
        (Card('KD'), Card('6C'), Card('2S'))
        >>> advise("9S 9H KD 6C 2S").choice_keeping("9S")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        engine.draw.advisor.AdviceError: keep: no choice keeps just 9♠ — keep at least 2 of the 5 cards ...
        """
        try:
            wanted = set(parse_cards(keep, name="keep"))
        except CardError as err:
            raise AdviceError(err.text) from None
        for choice in self.choices:
            if set(choice.keep) == wanted:
                return choice
        named = " ".join(c.label for c in parse_cards(keep))
        strangers = [c.label for c in parse_cards(keep) if c not in self.hand]
        most = max(len(c.replace) for c in self.choices)
        why = (ngettext("{cards} is not in the hand", "{cards} are not in the hand", len(strangers),
                        cards=" ".join(strangers)) if strangers
               else _("keep at least {keep} of the 5 cards (at most {most} may be replaced, FD-8)", keep=5 - most,
                      most=most))
        raise AdviceError(_("keep: no choice keeps just {cards} — {why}", cards=named or _("nothing"), why=why))

    @property
    def thumb_choice(self) -> Choice:
        return self.choice_keeping(self.thumb.keep)

    def difference(self, a: Choice, b: Choice) -> str:
        """How far apart two choices' values are, in words: "practically equal" when they round to the
        same figure or differ by less than the model's margin, else "a small" (under a percentage point
        of the chance to win; under 0.05 points) or "a clear difference".

        >>> heads_up = advise("8C 9D TH JS 3C", opponents=1)      # 33.6% against 33.4%: within ±0.16
        >>> heads_up.difference(heads_up.best, heads_up.thumb_choice)
        'practically equal'
        >>> advice = advise("9S 9H KD 6C 2S")
        >>> advice.difference(advice.choice_keeping("9S 9H"), advice.choice_keeping("9S 9H 6C"))
        'a clear difference'
        """
        gap = abs(a.value - b.value)
        if self.valuation.in_points:
            if f"{a.value:.2f}" == f"{b.value:.2f}" or gap < self.value_margin:
                return "practically equal"
            return "a small difference" if gap < 0.05 else "a clear difference"
        if f"{a.value:.1%}" == f"{b.value:.1%}" or gap < self.value_margin:
            return "practically equal"
        return "a small difference" if gap < 0.01 else "a clear difference"

    def verdict(self, lang: Lang = "en") -> str:
        """The rule of thumb beside the numbers, said plainly, with the model they assume
        (``lang="zh"``: in Chinese)."""
        return self.verdict_text().render(check_lang(lang))

    def verdict_text(self) -> Text:
        """:meth:`verdict` as a :class:`~engine.i18n.Text`: cardschool's rule of thumb with the source's
        words beside it, then the numbers — and, where they disagree, why, computed: from how many
        opponents the rule of thumb's draw becomes as good as the best, and the source's own allowance
        to keep more beside a pair."""
        thumb, best = self.thumb_choice, self.best
        said, note = self.thumb.said_replacing_with_source, self.model_note_text     # advice on which cards to keep
        if not self.valuation.plain:
            note = _("{ranked} {note}", ranked=self.valuation.said, note=note)
        figures = self._figures
        if set(thumb.keep) == set(best.keep):
            return _("{said} Against {against}, the numbers agree: {best} is best — it {figures}. {note}", said=said,
                     against=self.against_text, best=best.describe_text(), figures=figures(best), note=note)
        size = self.difference(best, thumb)
        more: list[Text] = []
        if size == "practically equal":
            more.append(_("Either is a good choice."))
        elif thumb.draw and not best.draw:
            more.append(self._draw_pays(thumb))
        if self.thumb.name == "one pair":
            extra = [card for card in best.keep if card not in thumb.keep]
            if best.draw or (len(extra) >= 2 and _in_a_row_or_suited(extra)):
                more.append(SOURCE_ALLOWS)
            elif len(extra) == 1 and set(thumb.keep) < set(best.keep):
                more.append(KICKER_IS_OURS)
        if size == "practically equal":                  # not "they disagree", then "practically equal"
            return _("{said} Against {against}, the count ranks another choice first, but the two are practically "
                     "equal: {best} {best_figures}; {thumb} {thumb_figures}. {rest}", said=said,
                     against=self.against_text, best=best.describe_text(), best_figures=figures(best),
                     thumb=thumb.describe_text(), thumb_figures=figures(thumb), rest=sentences([*more, note]))
        return _("{said} Against {against}, the numbers disagree: {best} {best_figures}; {thumb} {thumb_figures} — "
                 "{size}. {rest}", said=said, against=self.against_text, best=best.describe_text(),
                 best_figures=figures(best), thumb=thumb.describe_text(), thumb_figures=figures(thumb),
                 size=DIFFERENCE_TEXT[size], rest=sentences([*more, note]))

    def at(self, opponents: int) -> Advice:
        """The same advice against another number of opponents (with chips, a pot that grows with them)."""
        valuation = self.valuation
        if valuation.goal == Goal.CHIPS:
            valuation = replace(valuation, pot=max(1, round(valuation.pot * (opponents + 1) / (self.opponents + 1))))
        return advise(self.hand, self.max_replace, self.valuation.ace_low, self.gone, opponents, self.model,
                      self.chips, valuation)

    def draw_pays_from(self, keep: Iterable[Card]) -> int | None:
        """The fewest opponents from which keeping ``keep`` is as good as the best choice (best, or
        practically equal) against every larger number too, up to 5; None if it never is."""
        wanted = set(keep)
        found = None
        for n in range(5, 0, -1):
            advice = self if n == self.opponents else self.at(n)
            mine = next(c for c in advice.choices if set(c.keep) == wanted)
            if mine is not advice.best and advice.difference(advice.best, mine) != "practically equal":
                break
            found = n
        return found

    def _draw_pays(self, thumb: Choice) -> Text:
        """Why the rule of thumb's draw loses here, and from how many opponents it would not (computed)."""
        start = self.draw_pays_from(thumb.keep)
        draw = DRAW_TEXT[thumb.draw]
        if start == 2 and self.opponents == 1:
            return _("That holds against one opponent only: alone against one hand, high cards often win without "
                     "help, while {draw} comes in only {chance:.0%} of the time. The more opponents, the more a made "
                     "flush or straight is worth, so ask with the table's real number of opponents.", draw=draw,
                     chance=thumb.p_draw)
        if start is not None:
            return ngettext("Keeping the draw becomes as good as the best only from {n} opponent on: {draw} comes in "
                            "only {chance:.0%} of the time, and the more opponents, the more a made flush or straight "
                            "is worth.",
                            "Keeping the draw becomes as good as the best only from {n} opponents on: {draw} comes in "
                            "only {chance:.0%} of the time, and the more opponents, the more a made flush or straight "
                            "is worth.", start, draw=draw, chance=thumb.p_draw)
        return _("Even against 5 opponents keeping the draw is not the best here: {draw} comes in only {chance:.0%} "
                 "of the time.", draw=draw, chance=thumb.p_draw)

    def _figures(self, choice: Choice) -> Text:
        """A choice's figures: its chance to win (and, in points, what it earns), and of making its draw."""
        win = _figures(choice)
        if not self.valuation.in_points:
            return win
        if self.valuation.goal == Goal.CHIPS:
            return _("brings back {points} net of chips on average (it {win})",
                     points=self.valuation.figure(choice.value), win=win)
        return _("earns {points} on average (it {win})", points=self.valuation.figure(choice.value), win=win)


# The words a choice's draw and a difference are kept in (compared in code), and how they are said.
DRAW_TEXT = {"the flush": _("the flush"), "the straight": _("the straight"),
             "the straight or the flush": _("the straight or the flush")}
DIFFERENCE_TEXT = {"practically equal": _("practically equal"), "a small difference": _("a small difference"),
                   "a clear difference": _("a clear difference")}


def sentences(said: Sequence[Text]) -> Text:
    """Sentences said one after the other, as one message."""
    out = said[0]
    for then in said[1:]:
        out = _("{first} {then}", first=out, then=then)
    return out


def _figures(choice: Choice) -> Text:
    if choice.draw:
        return _("wins {win:.1%} of the time and makes {draw} {made:.1%} of the time", win=choice.p_beats_opponents,
                 draw=DRAW_TEXT[choice.draw], made=choice.p_draw)
    return _("wins {win:.1%} of the time", win=choice.p_beats_opponents)


def _in_a_row_or_suited(cards: Sequence[Card]) -> bool:
    """Whether ``cards`` are all of one suit or of different ranks within five in a row (FD-8's allowance).

    >>> [_in_a_row_or_suited(parse_cards(cards)) for cards in ("10S JD", "3H KH", "3S KD")]
    [True, True, False]
    """
    ranks = {c.rank for c in cards}
    return len({c.suit for c in cards}) == 1 or (len(ranks) == len(cards) and max(ranks) - min(ranks) <= 4)


def aims_at(keep: Sequence[Card], replaced: int, ace_low: bool = True) -> str:
    """The flush or straight that keeping ``keep`` and replacing ``replaced`` cards aims at: three or
    more kept cards of different ranks, all of one suit ("the flush"), within five ranks in a row
    ("the straight"), or both ("the straight or the flush"); "" when nothing is replaced or the kept
    cards aim at neither (a pair, two cards, cards too far apart).

    >>> aims_at(parse_cards("2H 6H 9H JH"), 1), aims_at(parse_cards("8C 9D 10H JS"), 1)
    ('the flush', 'the straight')
    >>> aims_at(parse_cards("7H 8H 9H"), 2), aims_at(parse_cards("JH KS"), 3), aims_at(parse_cards("9S 9H 2C"), 2)
    ('the straight or the flush', '', '')
    """
    ranks = {c.rank for c in keep}
    if replaced == 0 or len(keep) < 3 or len(ranks) < len(keep):
        return ""
    flush = len({c.suit for c in keep}) == 1
    straight = any(ranks <= window for window in _windows(ace_low))
    if flush and straight:
        return "the straight or the flush"
    return "the flush" if flush else "the straight" if straight else ""


@cache
def _windows(ace_low: bool) -> tuple[frozenset[int], ...]:
    """The ranks of every straight (FD-13): 2-6 … 10-A, and A-2-3-4-5 with the A-low switch."""
    tops = range(5 if ace_low else 6, 15)
    return tuple(frozenset(range(top - 4, top + 1)) if top > 5 else frozenset({14, 2, 3, 4, 5}) for top in tops)


@lru_cache(maxsize=2)
def hands_per_strength(ace_low: bool = True) -> tuple[int, ...]:
    """How many of all five-card hands have each strength (index as in :mod:`engine.fast`).

    Counted from the lookup tables: a rank multiset occurs in prod(C(4, m)) suit patterns, four
    of which are flushes when its ranks are distinct.
    """
    tables = tables_for(ace_low)
    hands_at = [0] * len(tables.values)
    for ranks in combinations_with_replacement(range(2, 15), 5):
        mult = [ranks.count(r) for r in set(ranks)]
        if max(mult) > 4:
            continue
        key = sum(RANK_WEIGHTS[r - 2] for r in ranks)
        ways = prod(comb(4, m) for m in mult)
        if len(mult) == 5:
            hands_at[tables.flush[key]] += 4
            ways -= 4
        hands_at[tables.plain[key]] += ways
    return tuple(hands_at)


@lru_cache(maxsize=2)
def _percentiles(ace_low: bool) -> tuple[tuple[float, ...], tuple[Category, ...]]:
    """For each strength: the percentage of all hands strictly weaker, and its category."""
    below, running = [], 0
    for n in hands_per_strength(ace_low):
        below.append(100.0 * running / ALL_HANDS)
        running += n
    return tuple(below), tuple(v.category for v in tables_for(ace_low).values)


def win_chances(opponents: int = DEFAULT_OPPONENTS, model: OpponentModel | str = OpponentModel.BY_THE_BOOK,
                ace_low: bool = True, max_replace: int = 3) -> tuple[float, ...]:
    """For each final strength (as in :mod:`engine.fast`), the chance that it beats every one of
    ``opponents`` opponents' hands under ``model`` (ties are not wins).

    >>> chances = win_chances(3)
    >>> chances[0], round(chances[-1], 4)
    (0.0, 1.0)
    >>> win_chances(1, "random hands")[strength("AS AH 7C 4D 2S")] > win_chances(1)[strength("AS AH 7C 4D 2S")]
    True
    """
    check_int(opponents, "opponents", 1, 5, AdviceError, "FD-1")
    model = OpponentModel(check_choice(model, "model", tuple(OpponentModel), AdviceError))
    check_bool(ace_low, "ace_low")
    check_int(max_replace, "max_replace", 1, 5, AdviceError, "FD-5")
    return tuple(s.imag for s in _scores(ace_low, opponents, model, max_replace))


@lru_cache(maxsize=24)
def _scores(ace_low: bool, opponents: int, model: OpponentModel, max_replace: int) -> tuple[complex, ...]:
    """For each strength, two numbers packed in one complex so that one multiply-add sums both:
    the real part is its percentile, the imaginary part its chance to beat ``opponents`` opponents."""
    below, _ = _percentiles(ace_low)
    shares = ([b / 100 for b in below] if model == OpponentModel.RANDOM else
              weaker_share(ace_low, max_replace, opponents=opponents))
    return tuple(complex(b, w ** opponents) for b, w in zip(below, shares, strict=True))


def category_counts(ace_low: bool = True) -> dict[Category, int]:
    """How many of the 2,598,960 five-card hands fall in each category (FD-13).

    >>> category_counts()[Category.FULL_HOUSE], category_counts(ace_low=True)[Category.STRAIGHT]
    (3744, 10200)
    """
    check_bool(ace_low, "ace_low")
    counts: dict[Category, int] = {c: 0 for c in Category}
    for value, n in zip(tables_for(ace_low).values, hands_per_strength(ace_low), strict=True):
        counts[value.category] += n
    return counts


def percentile(hand: HandLike, ace_low: bool = True) -> float:
    """The share of all 2,598,960 five-card hands this hand beats, in percent.

    >>> round(percentile("AS AH 7C 4D 2S"), 1), percentile("2S 3H 4D 5C 7S")
    (89.3, 0.0)
    """
    below, _ = _percentiles(check_bool(ace_low, "ace_low"))
    try:
        return below[strength(hand, ace_low)]
    except CardError as err:
        raise AdviceError(str(err)) from None


def advise(hand: HandLike, max_replace: int = 3, ace_low: bool = True,
           gone: HandLike | Iterable[Card] = (), opponents: int = DEFAULT_OPPONENTS,
           model: OpponentModel | str = OpponentModel.BY_THE_BOOK, chips: bool = False,
           valuation: Valuation | None = None) -> Advice:
    """The odds of every legal replacement of ``hand`` (FD-5, FD-8), ranked by what each is worth at
    the table: ``valuation`` (:mod:`engine.draw.valuation`), by default the chance to win.

    ``gone`` lists cards known to be out of play (a teacher may reveal discards); by default the
    replacements come from the 47 cards the player has not seen. Choices are ranked by the chance
    that the final hand beats all ``opponents`` opponents' final hands — by default 3, the default
    table's; pass the table's real number — pictured by ``model``: opponents who replace by the rule
    of thumb (the default) or random hands that never replace (with one opponent, its chance is the
    expected percentile). The more opponents, the more a long-shot draw is worth. ``chips`` (FD-7)
    says whether staying costs points, for the rule of thumb's word on a weak hand; ``valuation``
    ranks by the table's objective instead (:func:`~engine.draw.valuation.table_valuation`,
    :func:`advise_seat`): with points by category, the points a choice earns on average.

    >>> advise("9S 9H KD 6C 2S", max_replace=0)
    Traceback (most recent call last):
    ...
    engine.draw.advisor.AdviceError: with a maximum of 0 cards to replace there is no choice to advise on (FD-5)
    >>> advise("9S 9H KD 6C 2S", gone="9S")
    Traceback (most recent call last):
    ...
    engine.draw.advisor.AdviceError: a card known to be gone cannot also be in the hand: 9♠
    >>> advise("9S 9H KD 6C 2S", model="rivals")
    Traceback (most recent call last):
    ...
    engine.draw.advisor.AdviceError: model must be "by the book" or "random hands", not 'rivals'
    """
    for value, name in ((max_replace, "max_replace"), (opponents, "opponents")):
        if isinstance(value, bool) or not isinstance(value, int):
            check_int(value, name, 1, 5)                      # a wrong type: TypeError
    check_bool(ace_low, "ace_low")
    check_bool(chips, "chips")
    model = OpponentModel(check_choice(model, "model", tuple(OpponentModel), AdviceError))
    valuation = _check_valuation(valuation, ace_low)
    cards, unseen = _hand_and_unseen(hand, gone, max_replace)
    if not 1 <= opponents <= 5:
        raise AdviceError(_("opponents: five-card draw has 1 to 5 opponents, not {n} (FD-1)", n=opponents))
    score = _scores(ace_low, opponents, model, max_replace)
    worth = None if valuation.plain else _worth(valuation, opponents, model, max_replace)
    choices = _rank(cards, max_replace, ace_low, unseen, score, worth)
    gone_cards = tuple(c for c in full_deck() if c not in cards and c not in unseen)
    return Advice(cards, hand_value(cards, ace_low).category, tuple(choices),
                  rule_of_thumb(cards, max_replace, ace_low, chips, opponents), len(unseen), opponents, model,
                  valuation, max_replace, gone_cards, chips)


def _check_valuation(valuation: object, ace_low: bool) -> Valuation:
    """The valuation asked for (by default: the chance to win), on the same table of strengths."""
    if valuation is None:
        return Valuation(ace_low=ace_low)
    if not isinstance(valuation, Valuation):
        raise TypeError(f"valuation must be a Valuation (engine.draw.valuation), not {excerpt(valuation)}")
    if valuation.ace_low != ace_low:
        raise AdviceError(_("valuation: it was made for a table where A-2-3-4-5 is a straight, but this advice is "
                            "for one where it is not (FD-5)") if valuation.ace_low else
                          _("valuation: it was made for a table where A-2-3-4-5 is not a straight, but this advice "
                            "is for one where it is (FD-5)"))
    return valuation


def advise_seat(view: DrawView) -> Advice:
    """The advice for a seat about to replace, from its view only: against the opponents still in,
    ranked by the table's objective (:func:`~engine.draw.valuation.seat_valuation`). The coach
    (:func:`engine.draw.narrate.hint`) and the odds bot both ask this, so they never disagree.

    >>> from engine.draw import DrawRules, stay
    >>> from engine.draw.scenario import setup
    >>> game = setup(DrawRules(players=3, scoring="category"), hands=["2S 2H 7H 9H KH", "AS 8D 6C 4S 3D",
    ...                                                                "QC JD 9S 5H 3C"])
    >>> for _ in range(3):
    ...     game = game.apply(stay(game.to_act))
    >>> advise_seat(game.view(0)).best.describe()            # the flush draw earns more points than the pair
    'keep K♥ 9♥ 7♥ 2♥, replace 1'
    """
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    return advise(view.hand, rules.max_replace, rules.ace_low, opponents=opponents, chips=rules.chips,
                  valuation=seat_valuation(view))


def _hand_and_unseen(hand: HandLike, gone: HandLike | Iterable[Card],
                     max_replace: int) -> tuple[tuple[Card, ...], list[Card]]:
    """The hand and the cards it may draw from, checked (FD-5: something may be replaced)."""
    try:
        cards = tuple(as_hand(hand))
        gone_cards = set(parse_cards(gone, distinct=False, name="gone"))
    except CardError as err:
        raise AdviceError(err.text) from None
    if not 1 <= max_replace <= 5:
        raise AdviceError(_("with a maximum of {n} cards to replace there is no choice to advise on (FD-5)",
                            n=max_replace) if max_replace < 1 else
                          _("max_replace: at most 5 cards can be replaced, not {n} (FD-5)", n=max_replace))
    overlap = gone_cards & set(cards)
    if overlap:
        raise AdviceError(_("a card known to be gone cannot also be in the hand: {cards}",
                            cards=" ".join(c.label for c in sorted(overlap))))
    unseen = [c for c in full_deck() if c not in cards and c not in gone_cards]
    if len(unseen) < max_replace:
        raise AdviceError(_("only {n} unseen cards are left, fewer than the {most} to replace", n=len(unseen),
                            most=max_replace))
    return cards, unseen


def _rank(cards: tuple[Card, ...], max_replace: int, ace_low: bool, unseen: Sequence[Card],
          score: Sequence[complex], worth: Sequence[float] | None = None) -> list[Choice]:
    """Every choice of up to ``max_replace`` cards, scored on ``score`` (percentile + 1j * chance to
    win, per strength) and valued by ``worth`` (per strength; None: the chance to win), best first."""
    tables = tables_for(ace_low)
    _, category_of = _percentiles(ace_low)
    current = hand_value(cards, ace_low).category
    draws = _draw_groups(tuple(unseen))
    choices = []
    for k in range(max_replace + 1):
        for discard in combinations(cards, k):
            keep = tuple(c for c in cards if c not in discard)
            counts, outcomes, total, value = _tally(keep, k, draws, tables, score, category_of, worth)
            better = sum(n for cat, n in counts.items() if cat > current)
            draw = aims_at(keep, k, ace_low)
            made = sum(n for cat, n in counts.items() if cat in _DRAW_CATEGORIES[draw]) if draw else 0
            win = total.imag / outcomes
            choices.append(Choice(keep, discard, counts, outcomes, better / outcomes, total.real / outcomes,
                                  win, draw, made / outcomes, win if worth is None else value / outcomes))
    choices.sort(key=lambda c: (-c.value, len(c.replace)))
    return choices


def score_choices(hand: HandLike, chances: Sequence[float], max_replace: int = 3, ace_low: bool = True,
                  gone: HandLike | Iterable[Card] = (), valuation: Valuation | None = None) -> list[Choice]:
    """Every legal replacement of ``hand`` ranked by a chance to win of your own: ``chances[s]`` for
    each final strength ``s`` (as in :mod:`engine.fast`; :func:`win_chances` makes the usual ones),
    valued by ``valuation`` (by default: that chance). A player who pictures the opponents its own way
    — the expert bot reads how many cards each replaced (:mod:`engine.draw.expert_replace`) — uses it;
    ``p_beats_opponents`` then holds the average of ``chances``, ``value`` what the choice is worth.

    >>> mine = score_choices("9S 9H KD 6C 2S", win_chances(3))
    >>> mine[0].describe(), mine[0].p_beats_opponents == advise("9S 9H KD 6C 2S").best.p_beats_opponents
    ('keep 9♠ 9♥, replace 3', True)
    >>> score_choices("9S 9H KD 6C 2S", [0.5] * 10)
    Traceback (most recent call last):
    ...
    TypeError: chances must be 7462 numbers, one per hand strength (see win_chances), not 10
    """
    check_bool(ace_low, "ace_low")
    check_int(max_replace, "max_replace", 1, 5, AdviceError, "FD-5")
    size = len(tables_for(ace_low).values)
    if isinstance(chances, str) or not isinstance(chances, Sequence) or len(chances) != size:
        got = len(chances) if isinstance(chances, Sequence) and not isinstance(chances, str) else excerpt(chances)
        raise TypeError(f"chances must be {size} numbers, one per hand strength (see win_chances), not {got}")
    valuation = _check_valuation(valuation, ace_low)
    cards, unseen = _hand_and_unseen(hand, gone, max_replace)
    return _rank(cards, max_replace, ace_low, unseen, _own_scores(chances, ace_low),
                 None if valuation.plain else _valued(valuation, tuple(chances)))


# A table asks with a handful of valuations again and again (with chips, a few pots): what each final
# strength is worth is worked out once for each, from the same numbers, so it is the same to the last digit.

@lru_cache(maxsize=32)
def _worth(valuation: Valuation, opponents: int, model: OpponentModel, max_replace: int) -> tuple[float, ...]:
    """What each final strength is worth by ``valuation`` against the opponents of :func:`_scores`."""
    return valuation.values([s.imag for s in _scores(valuation.ace_low, opponents, model, max_replace)])


@lru_cache(maxsize=32)
def _valued(valuation: Valuation, chances: tuple[float, ...]) -> tuple[float, ...]:
    """What each final strength is worth by ``valuation``, given its chance to win ``chances``."""
    return valuation.values(chances)


_OWN_SCORES: OrderedDict[tuple[tuple[float, ...], bool], tuple[complex, ...]] = OrderedDict()


def _own_scores(chances: Sequence[float], ace_low: bool) -> Sequence[complex]:
    """Percentile + 1j * chance per strength, for :func:`score_choices`. A player asks with the same
    chances again and again, so the last few are kept — and, being kept, their tallies can be
    remembered too (:func:`_tally`)."""
    wanted = (tuple(chances), ace_low)
    kept = _OWN_SCORES.get(wanted)
    if kept is None:
        below, _ = _percentiles(ace_low)
        kept = _OWN_SCORES[wanted] = tuple(complex(b, w) for b, w in zip(below, chances, strict=True))
        if len(_OWN_SCORES) > 16:
            _OWN_SCORES.popitem(last=False)
    else:
        _OWN_SCORES.move_to_end(wanted)
    return kept


@cache
def _rank_multisets(k: int) -> tuple[tuple[tuple[tuple[int, int], ...], int, int], ...]:
    """Every multiset of k ranks: ((rank, times) …), its rank-weight key, and a rank bit mask
    (0 when a rank repeats, so the group can never be part of a flush)."""
    out = []
    for ranks in combinations_with_replacement(range(2, 15), k):
        times = tuple((r, ranks.count(r)) for r in sorted(set(ranks)))
        mask = sum(1 << r for r in ranks) if len(times) == k else 0
        out.append((times, sum(RANK_WEIGHTS[r - 2] for r in ranks), mask))
    return tuple(out)


class _DrawGroups:
    """The unseen cards grouped by rank: for each k, the multisets of k ranks that can be drawn,
    as parallel lists of rank-weight keys, numbers of ways and rank masks."""

    def __init__(self, unseen: Sequence[Card]):
        self.available = {r: 0 for r in range(2, 15)}
        self.suit_masks = {s: 0 for s in SUITS}     # which ranks are still unseen in each suit
        for c in unseen:
            self.available[c.rank] += 1
            self.suit_masks[c.suit] |= 1 << c.rank
        self.counts = tuple(self.available.values())      # how many of each rank, 2 … A, are unseen
        self.finals: dict[tuple[tuple[Card, ...], int], _Finals] = {}     # per choice (see _tally)

    def groups(self, k: int) -> tuple[list[int], list[int], list[int]]:
        return _groups(k, self.counts)


# The same hand is asked about several times in a row: its draw groups are kept for the last few hands.
_draw_groups = lru_cache(maxsize=16)(_DrawGroups)


@lru_cache(maxsize=4096)
def _groups(k: int, available: tuple[int, ...]) -> tuple[list[int], list[int], list[int]]:
    """The multisets of k ranks that can be drawn when ``available[r - 2]`` cards of rank r are unseen
    (hands with the same ranks draw from the same groups)."""
    keys, ways, masks = [], [], []
    for times, key, mask in _rank_multisets(k):
        n = 1
        for r, m in times:
            n *= comb(available[r - 2], m)
        if n:
            keys.append(key)
            ways.append(n)
            masks.append(mask)
    return keys, ways, masks


def _tally(keep: Sequence[Card], k: int, draws: _DrawGroups, tables: Tables, score: Sequence[complex],
           category_of: Sequence[Category], worth: Sequence[float] | None = None
           ) -> tuple[dict[Category, int], int, complex, float]:
    """Count the final strengths of every draw for one choice.

    Returns (counts per category, outcomes, summed scores: percentiles + 1j * chances to win, summed
    ``worth``: 0 without one). Where the draws of a choice lead does not depend on the scores, and a
    hand is often scored more than once (the odds bot before the draw and when replacing; the expert
    against several pictures of its opponents), so they are worked out once per hand (:func:`_finals`);
    the scores and the worth are added draw by draw in the same order every time, so the figures are
    the same to the last digit."""
    place = (tuple(keep), id(tables))
    finals = draws.finals.get(place)
    if finals is None:
        finals = draws.finals[place] = _finals(keep, k, draws, tables, category_of)
    if finals.made:                          # all five kept, one suit, distinct ranks: a made flush
        s = finals.strengths[0]
        return dict(finals.counts), 1, score[s], worth[s] if worth is not None else 0.0
    total = 0j
    for s, n in zip(finals.strengths, finals.ways, strict=True):
        total += n * score[s]
    value = 0.0
    if worth is not None:
        for s, n in zip(finals.strengths, finals.ways, strict=True):
            value += n * worth[s]
    return dict(finals.counts), finals.outcomes, total, value


class _Finals(NamedTuple):
    """The draws of one choice, in the order they are counted: the final strength each reaches and in
    how many ways, with the counts per category and the number of draws; ``made``: a made flush kept."""

    strengths: list[int]
    ways: list[int]
    counts: dict[Category, int]
    outcomes: int
    made: bool = False


def _finals(keep: Sequence[Card], k: int, draws: _DrawGroups, tables: Tables,
            category_of: Sequence[Category]) -> _Finals:
    """Every draw of k cards to ``keep``: the final strength it reaches, and in how many ways."""
    plain, flush = tables.plain, tables.flush
    keys, ways, masks = draws.groups(k)
    kept_key = sum(RANK_WEIGHTS[c.rank - 2] for c in keep)
    kept_mask = sum(1 << c.rank for c in keep)
    suits = {c.suit for c in keep}
    can_flush = len({c.rank for c in keep}) == len(keep) and len(suits) <= 1
    if can_flush and k == 0:                 # all five kept, one suit, distinct ranks: a made flush
        s = flush[kept_key]
        return _Finals([s], [1], {category_of[s]: 1}, 1, True)
    if not can_flush:
        strengths, counted = [plain[kept_key + key] for key in keys], ways
    else:
        suit_masks = [draws.suit_masks[s] for s in (suits or SUITS)]
        only = suit_masks[0] if len(suit_masks) == 1 else None
        strengths, counted = [], []
        for key, n, mask in zip(keys, ways, masks, strict=True):
            final_key = kept_key + key
            if mask and not mask & kept_mask:
                f = (mask & only == mask) if only is not None else sum(mask & m == mask for m in suit_masks)
                if f:
                    strengths.append(flush[final_key])
                    counted.append(int(f))
                    n -= f
            strengths.append(plain[final_key])
            counted.append(n)
    per_category = [0] * 9
    for s, n in zip(strengths, counted, strict=True):
        per_category[category_of[s]] += n
    counts = {Category(c): n for c, n in enumerate(per_category) if n}
    return _Finals(strengths, counted, counts, sum(ways))


# ---- cardschool's rule of thumb, built on the source's advice ----------------------------------

def _straight_draw(cards: Sequence[Card], ace_low: bool) -> tuple[str, tuple[Card, ...]] | None:
    """Four cards of a straight: open-ended (four in a row, a rank at either end completes it: 两头顺),
    inside (the missing rank is in the middle: 卡顺) or one-ended (four in a row with only one end
    open — J-Q-K-A, or 2-3-4-5 when A plays high only: 单头顺).

    >>> [_straight_draw(parse_cards(h), False)[0] for h in ("5S 6H 7D 8C KS", "5S 6H 8D 9C KS", "JS QH KD AC 4S")]
    ['an open-ended straight draw', 'an inside straight draw', 'a one-ended straight draw']
    >>> _straight_draw(parse_cards("2S 3H 4D 5C KS"), False)[0], _straight_draw(parse_cards("2S 3H 4D 5C KS"), True)[0]
    ('a one-ended straight draw', 'an open-ended straight draw')
    """
    best = None
    for four in combinations(cards, 4):
        ranks = {c.rank for c in four}
        if len(ranks) < 4:
            continue
        windows = [w for w in _windows(ace_low) if ranks <= w]
        if len(windows) == 2:
            return ("an open-ended straight draw", four)
        if len(windows) == 1 and best is None:
            order = sorted(windows[0], key=lambda r: r if windows[0] != _WHEEL else r % 14)
            missing = next(r for r in order if r not in ranks)
            end = missing in (order[0], order[-1])
            best = ("a one-ended straight draw" if end else "an inside straight draw", four)
    return best


_WHEEL = frozenset({14, 2, 3, 4, 5})


# What staying costs (FD-7, FD-9), in one place: a weak hand's advice under each scoring, and the reason
# a player gives for staying when it is free.
STAY_FREE_REASON_TEXT = _("Staying costs nothing without chips, so I stay: folding could only lose me the chance "
                          "to win.")
WEAK_HAND_ADVICE_TEXT = {
    False: _("without chips staying costs nothing, so stay — folding would only give up your chance to win; keep "
             "the highest cards"),
    True: _("with chips staying costs 1 point at each decision, so fold a hand with this little chance; if you "
            "stay, keep the highest cards"),
}
STAY_FREE_REASON = STAY_FREE_REASON_TEXT.render("en")
WEAK_HAND_ADVICE = {chips: text.render("en") for chips, text in WEAK_HAND_ADVICE_TEXT.items()}


def rule_of_thumb(hand: HandLike, max_replace: int = 3, ace_low: bool = True, chips: bool = False,
                  opponents: int = DEFAULT_OPPONENTS) -> RuleOfThumb:
    """cardschool's rule of thumb: classify a hand the way the source's advice talks, and say what to
    keep, with the source's own words beside it (:attr:`RuleOfThumb.source`). Two parts are the
    project's own: an inside or one-ended straight draw (only 4 cards complete it) is kept only against
    :data:`MANY_OPPONENTS` or more ``opponents`` — else keep the two highest cards, as standard
    strategy does — and a weak hand's advice says whether to stay, which depends on the ``chips``
    switch (FD-7).

    >>> rule_of_thumb(parse_cards("9S 9H 9D KC 2S")).advice
    'keep the three, replace two'
    >>> rule_of_thumb(parse_cards("5S 6H 7D 8C KS")).name
    'an open-ended straight draw'
    >>> weak = rule_of_thumb(parse_cards("2H 7D 9C JS KH"))
    >>> weak.name, weak.advice    # doctest: +NORMALIZE_WHITESPACE
    ('a weak hand', 'without chips staying costs nothing, so stay — folding would only give up your chance
     to win; keep the highest cards')
    >>> rule_of_thumb(parse_cards("2H 7D 9C JS KH"), chips=True).advice[:49]
    'with chips staying costs 1 point at each decision'
    >>> inside = parse_cards("5C 6D 8H 9S KC")
    >>> [c.label for c in rule_of_thumb(inside).keep], len(rule_of_thumb(inside, opponents=4).keep)
    (['K♣', '9♠'], 4)
    """
    check_int(max_replace, "max_replace", 0, 5, AdviceError, "FD-5")
    check_bool(ace_low, "ace_low")
    check_bool(chips, "chips")
    check_int(opponents, "opponents", 1, 5, AdviceError, "FD-1")
    try:
        cards = tuple(as_hand(hand))
    except CardError as err:
        raise AdviceError(err.text) from None
    return thumb_of(cards, max_replace, ace_low, chips, opponents)


def thumb_of(cards: tuple[Card, ...], max_replace: int, ace_low: bool, chips: bool, opponents: int) -> RuleOfThumb:
    """:func:`rule_of_thumb` for five cards the engine holds itself (a view's hand): nothing checked
    again — the bots ask it at every decision."""
    value = trusted_value(cards, ace_low)
    by_rank: dict[int, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    grouped = [c for r in value.ranks for c in by_rank[r]]       # tie-break order: sets first
    if value.category in (Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE,
                          Category.FOUR_OF_A_KIND, Category.STRAIGHT_FLUSH):
        return _thumb(_("a made hand ({category})", category=_CATEGORY_NAMES[value.category]), _("keep all five"),
                      cards)
    if value.category == Category.THREE_OF_A_KIND:
        return _fit(_thumb(_("three of a kind"), _("keep the three, replace two"), tuple(grouped[:3]),
                           SOURCE_SAYS["three of a kind"]), grouped, max_replace)
    if value.category == Category.TWO_PAIR:
        return _fit(_thumb(_("two pair"), _("keep both pairs, replace the last card (aiming at a full house)"),
                           tuple(grouped[:4]), SOURCE_SAYS["two pair"]), grouped, max_replace)
    if value.category == Category.ONE_PAIR:
        return _fit(_thumb(_("one pair"), _("keep the pair, replace the other three"), tuple(grouped[:2]),
                           SOURCE_SAYS["one pair"]), grouped, max_replace)
    for suit in SUITS:
        suited = tuple(c for c in cards if c.suit == suit)
        if len(suited) == 4:
            return _fit(_thumb(_("four to a flush"), _("keep the four {suit}, replace one — nine cards complete the "
                                                       "flush", suit=_SUIT_NAMES[suit]), suited, SOURCE_SAYS["draw"]),
                        cards, max_replace)
    high = tuple(sorted(cards, key=lambda c: -c.rank))
    draw = _straight_draw(cards, ace_low)
    if draw:
        name, four = draw
        if name == "an open-ended straight draw":
            advice = _("keep the four, replace one — 8 cards complete the straight")
        elif opponents >= MANY_OPPONENTS or max_replace < 3:
            advice = (_("keep the four, replace one — only 4 cards complete the straight, but against {n} opponents a "
                        "straight is worth the long shot", n=opponents) if max_replace >= 3 else
                      _("keep the four, replace one — only 4 cards complete the straight, but at this table you may "
                        "not replace the three cards that keeping the two highest would need"))
        else:
            return _fit(_thumb(_DRAW_NAMES[name], _("keep the two highest cards, replace three — only 4 cards complete "
                                                    "the straight: against fewer than {n} opponents that long shot is "
                                                    "not worth it", n=MANY_OPPONENTS), high[:2], SOURCE_SAYS["draw"]),
                        high, max_replace)
        return _fit(_thumb(_DRAW_NAMES[name], advice, four, SOURCE_SAYS["draw"]), cards, max_replace)
    return _fit(_thumb(_("a weak hand"), WEAK_HAND_ADVICE_TEXT[chips], high[:5 - min(max_replace, 3)],
                       SOURCE_SAYS["nothing"]), high, max_replace)


_CATEGORY_NAMES = {
    Category.STRAIGHT: _("straight"), Category.FLUSH: _("flush"), Category.FULL_HOUSE: _("full house"),
    Category.FOUR_OF_A_KIND: _("four of a kind"), Category.STRAIGHT_FLUSH: _("straight flush"),
}
_SUIT_NAMES = {"S": _("spades"), "H": _("hearts"), "D": _("diamonds"), "C": _("clubs")}
_DRAW_NAMES = {"an open-ended straight draw": _("an open-ended straight draw"),
               "an inside straight draw": _("an inside straight draw"),
               "a one-ended straight draw": _("a one-ended straight draw")}


def _fit(thumb: RuleOfThumb, ordered: Sequence[Card], max_replace: int) -> RuleOfThumb:
    """Keep more of the best cards when the table allows fewer replacements than the advice says."""
    need = 5 - max_replace
    if len(thumb.keep) >= need:
        return thumb
    advice = thumb.advice_text or thumb.advice
    name = thumb.name_text or Text("{name}", (("name", thumb.name),))
    if max_replace == 0:
        return _thumb(name, _("{advice} (no card may be replaced here, so keep all five)", advice=advice),
                      tuple(ordered), thumb.source)
    keep = tuple(thumb.keep) + tuple(c for c in ordered if c not in thumb.keep)[:need - len(thumb.keep)]
    return _thumb(name, _("{advice} (at most {most} may be replaced here, so keep {n})", advice=advice,
                          most=max_replace, n=len(keep)), keep, thumb.source)

