"""Ranking five-card hands (FD-13): a value that compares the way hands compare, and why.

A hand's value is a pair (category, tie-break ranks), after Norvig's ``hand_rank``: the ranks
are grouped by how often they occur, then by rank, so plain tuple comparison follows FD-13.

>>> hand_value("KS KH 9D 4C 2S")
HandValue(category=<Category.ONE_PAIR: 1>, ranks=(13, 9, 4, 2))
>>> hand_value("KS KH 9D 4C 2S") > hand_value("KD KC 7D 4H 2H")
True
>>> explain("KS KH 9D 4C 2S", "KD KC 7D 4H 2H")
'Hand 1 wins: both have a pair of kings; the 9 beats the 7 as the first kicker.'
>>> describe(hand_value("7S 7H 7D KC KS"))
'a full house, 7s full of kings'

A-2-3-4-5 is a straight, the lowest (5 high), as in standard poker; a table that agreed otherwise
turns the A-low switch off (FD-5), and then it is just ace high:

>>> hand_value("AS 2H 3D 4C 5S").category.english, hand_value("AS 2H 3D 4C 5S", ace_low=False).category.english
('straight', 'high card')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import NamedTuple

from .cards import RANK_LABELS, RANK_PLURALS, RANK_WORDS, Card, CardError, cut, parse_cards
from .errors import check_bool
from .i18n import Capital, Lang, Text, _, check_lang, excerpt, ngettext
from .terms import CATEGORY_NAMES_ZH


class Category(IntEnum):
    """The nine categories of FD-13, low to high, with English and Chinese names.

    >>> Category.FULL_HOUSE > Category.FLUSH, Category.FULL_HOUSE.chinese
    (True, '葫芦')
    """

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def english(self) -> str:
        return _ENGLISH[self]

    @property
    def chinese(self) -> str:
        return _CHINESE[self]

    def localized(self, lang: Lang) -> str:
        return self.chinese if lang == "zh" else self.english


_ENGLISH = {
    Category.HIGH_CARD: "high card", Category.ONE_PAIR: "one pair", Category.TWO_PAIR: "two pair",
    Category.THREE_OF_A_KIND: "three of a kind", Category.STRAIGHT: "straight",
    Category.FLUSH: "flush", Category.FULL_HOUSE: "full house",
    Category.FOUR_OF_A_KIND: "four of a kind", Category.STRAIGHT_FLUSH: "straight flush",
}
_CATEGORY_TEXT = {
    Category.HIGH_CARD: _("high card"), Category.ONE_PAIR: _("one pair"), Category.TWO_PAIR: _("two pair"),
    Category.THREE_OF_A_KIND: _("three of a kind"), Category.STRAIGHT: _("straight"),
    Category.FLUSH: _("flush"), Category.FULL_HOUSE: _("full house"),
    Category.FOUR_OF_A_KIND: _("four of a kind"), Category.STRAIGHT_FLUSH: _("straight flush"),
}
_CHINESE = {c: CATEGORY_NAMES_ZH[english] for c, english in _ENGLISH.items()}      # engine/terms.py

# What each tie-break position means, per category (used to explain a comparison).
_CARDS_FROM_TOP = (_("highest card"), _("second card"), _("third card"), _("fourth card"), _("fifth card"))
_POSITION_NAMES: dict[Category, tuple[Text, ...]] = {
    Category.HIGH_CARD: _CARDS_FROM_TOP,
    Category.ONE_PAIR: (_("pair"), _("first kicker"), _("second kicker"), _("third kicker")),
    Category.TWO_PAIR: (_("higher pair"), _("lower pair"), _("kicker")),
    Category.THREE_OF_A_KIND: (_("three of a kind"), _("first kicker"), _("second kicker")),
    Category.STRAIGHT: (_("top card"),),
    Category.FLUSH: _CARDS_FROM_TOP,
    Category.FULL_HOUSE: (_("three of a kind"), _("pair")),
    Category.FOUR_OF_A_KIND: (_("four of a kind"), _("kicker")),
    Category.STRAIGHT_FLUSH: (_("top card"),),
}

# How many of the tie-break ranks make the category itself (the rest are kickers, compared card by card).
_SET_RANKS = {Category.ONE_PAIR: 1, Category.TWO_PAIR: 2, Category.THREE_OF_A_KIND: 1, Category.STRAIGHT: 1,
              Category.FULL_HOUSE: 2, Category.FOUR_OF_A_KIND: 1, Category.STRAIGHT_FLUSH: 1}

_SHAPES = {(4, 1): Category.FOUR_OF_A_KIND, (3, 2): Category.FULL_HOUSE,
           (3, 1, 1): Category.THREE_OF_A_KIND, (2, 2, 1): Category.TWO_PAIR,
           (2, 1, 1, 1): Category.ONE_PAIR}

HandLike = str | Iterable[str | Card]


class HandValue(NamedTuple):
    """How strong a hand is: compare two values with <, >, ==."""

    category: Category
    ranks: tuple[int, ...]


def as_hand(hand: HandLike, name: str = "hand") -> list[Card]:
    """Five distinct cards from a string or a list, or a clear :class:`CardError` (``name``: the
    parameter its messages begin with; "" for none, where the caller names the hand itself).

    >>> as_hand("AS KS")
    Traceback (most recent call last):
    ...
    engine.cards.CardError: a hand has 5 cards, not 2: "AS KS"
    """
    cards = parse_cards(hand, name=name)
    if len(cards) != 5:
        shown = hand if isinstance(hand, str) else " ".join(str(c) for c in cards)
        raise CardError(_('a hand has 5 cards, not {n}: "{hand}"', n=len(cards), hand=cut(shown)))
    return cards


def hand_value(hand: HandLike, ace_low: bool = True) -> HandValue:
    """The readable reference evaluator: the category and the tie-break ranks (FD-13).

    >>> hand_value("AS KS QS JS 9S", ace_low="no")
    Traceback (most recent call last):
    ...
    TypeError: ace_low must be True or False, not 'no'
    """
    check_bool(ace_low, "ace_low")
    cards = as_hand(hand)
    ranks = sorted((c.rank for c in cards), reverse=True)
    groups = sorted(Counter(ranks).items(), key=lambda rank_count: (rank_count[1], rank_count[0]),
                    reverse=True)
    tiebreak = tuple(rank for rank, _ in groups)
    shape = tuple(count for _, count in groups)
    flush = len({c.suit for c in cards}) == 1
    top = _straight_top(ranks, ace_low) if len(shape) == 5 else None
    if top and flush:
        return HandValue(Category.STRAIGHT_FLUSH, (top,))
    if shape in ((4, 1), (3, 2)):
        return HandValue(_SHAPES[shape], tiebreak)
    if flush:
        return HandValue(Category.FLUSH, tiebreak)
    if top:
        return HandValue(Category.STRAIGHT, (top,))
    return HandValue(_SHAPES.get(shape, Category.HIGH_CARD), tiebreak)


def _straight_top(ranks_high_first: Sequence[int], ace_low: bool) -> int | None:
    if ranks_high_first[0] - ranks_high_first[4] == 4:
        return ranks_high_first[0]
    if ace_low and list(ranks_high_first) == [14, 5, 4, 3, 2]:
        return 5
    return None


def winners(hands: Sequence[HandLike], ace_low: bool = True) -> list[int]:
    """The positions of the best hand(s); more than one means a tie (FD-12).

    >>> winners(["AS AH 2C 3D 4H", "AD AC 2S 3C 4D", "KS KH QS JD 9C"])
    [0, 1]
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise TypeError(f'hands must be a list of hands such as ["AS AH 2C 3D 4H", …], not {excerpt(hands)}')
    if not hands:
        raise CardError(_("hands: there is no winner among no hands"))
    values = [hand_value(h, ace_low) for h in hands]
    best = max(values)
    return [i for i, v in enumerate(values) if v == best]


class RankWord(NamedTuple):
    """A rank in a sentence: "king" / "kings" (``plural``) / "7s" in English, its label (K, 7) in Chinese."""

    rank: int
    plural: bool = False

    def localized(self, lang: Lang) -> str:
        if lang == "zh":
            return RANK_LABELS[self.rank]
        return RANK_PLURALS[self.rank] if self.plural else RANK_WORDS[self.rank]


def _plural(rank: int) -> RankWord:
    return RankWord(rank, plural=True)


def _labels(ranks: Iterable[int]) -> str:
    return "-".join(RANK_LABELS[x] for x in ranks)


def describe(value: HandValue, lang: Lang = "en") -> str:
    """A hand's value in plain words, in English or Chinese (``lang="zh"``).

    >>> describe(hand_value("AS KS QS JS TS")), describe(hand_value("9H 9S 4D 4C 2H"))
    ('a royal flush (the ace-high straight flush)', 'two pair, 9s and 4s')
    >>> describe(hand_value("AS JH 9D 4C 2H")), describe(hand_value("KS JH 9D 4C 2H"))   # high card
    ('ace high', 'king high')
    >>> describe(hand_value("7S 7H 7D KC KS"), lang="zh")
    '葫芦，三张 7 带一对 K'
    """
    return describe_text(value).render(check_lang(lang))


def describe_text(value: HandValue) -> Text:
    """:func:`describe` as a :class:`~engine.i18n.Text`, to put in a larger message."""
    c, r = _check_value(value)
    if c == Category.STRAIGHT_FLUSH:
        return _("a royal flush (the ace-high straight flush)") if r[0] == 14 else \
            _("a straight flush, {rank} high", rank=RankWord(r[0]))
    if c == Category.FOUR_OF_A_KIND:
        return _("four of a kind, {ranks}", ranks=_plural(r[0]))
    if c == Category.FULL_HOUSE:
        return _("a full house, {three} full of {pair}", three=_plural(r[0]), pair=_plural(r[1]))
    if c == Category.FLUSH:
        return _("a flush, {rank} high", rank=RankWord(r[0]))
    if c == Category.STRAIGHT:
        return _("a straight, {rank} high", rank=RankWord(r[0]))
    if c == Category.THREE_OF_A_KIND:
        return _("three of a kind, {ranks}", ranks=_plural(r[0]))
    if c == Category.TWO_PAIR:
        return _("two pair, {high} and {low}", high=_plural(r[0]), low=_plural(r[1]))
    if c == Category.ONE_PAIR:
        return _("a pair of {ranks}", ranks=_plural(r[0]))
    return _("{rank} high", rank=RankWord(r[0]))


def _check_value(value: object) -> HandValue:
    if not isinstance(value, HandValue) or not isinstance(value.category, Category):
        raise TypeError(f"value must be a HandValue (from hand_value), not {excerpt(value)}")
    return value


# A category with its article, as in "both have a straight".
_WITH_ARTICLE = {
    Category.HIGH_CARD: _("a high card"), Category.ONE_PAIR: _("a pair"), Category.TWO_PAIR: _("two pair"),
    Category.THREE_OF_A_KIND: _("three of a kind"), Category.STRAIGHT: _("a straight"),
    Category.FLUSH: _("a flush"), Category.FULL_HOUSE: _("a full house"),
    Category.FOUR_OF_A_KIND: _("four of a kind"), Category.STRAIGHT_FLUSH: _("a straight flush"),
}


def with_article(category: Category) -> Text:
    """A category as a sentence names it, after "It is": 'a straight', 'two pair', 'high card'.

    >>> [with_article(c).render("en") for c in (Category.STRAIGHT, Category.TWO_PAIR, Category.HIGH_CARD)]
    ['a straight', 'two pair', 'high card']
    """
    return _("high card") if category == Category.HIGH_CARD else _WITH_ARTICLE[category]


def _shared(category: Category, ranks: tuple[int, ...], upto: int) -> Text:
    """What two hands of one category have in common in their first ``upto`` tie-break ranks."""
    value = HandValue(category, ranks)
    if upto == 0 or category in (Category.FLUSH, Category.HIGH_CARD):
        base = _("no pair") if category == Category.HIGH_CARD else _WITH_ARTICLE[category]
        if upto == 1 and category in (Category.FLUSH, Category.HIGH_CARD):
            return _("{base} with {rank} as the highest card", base=base, rank=RANK_LABELS[ranks[0]])
        if 1 < upto < len(ranks) and category in (Category.FLUSH, Category.HIGH_CARD):
            return _("{base} with {ranks} as the top {n} cards", base=base, ranks=_labels(ranks[:upto]), n=upto)
        if upto and category in (Category.FLUSH, Category.HIGH_CARD):       # all five alike: a tie
            return _("{base} with {ranks} on top", base=base, ranks=_labels(ranks[:upto]))
        return base
    if category == Category.TWO_PAIR and upto == 1:
        return _("two pair with {ranks} on top", ranks=_plural(ranks[0]))
    if category == Category.FULL_HOUSE and upto == 1:
        return _("a full house of {ranks}", ranks=_plural(ranks[0]))
    text = describe_text(value)
    extra = ranks[_SET_RANKS[category]:upto]
    if extra and upto == len(ranks):                  # every card alike: a tie
        return ngettext("{hand} and {ranks} kicker", "{hand} and {ranks} kickers", len(extra), hand=text,
                        ranks=_labels(extra))
    if len(extra) == 1:
        return _("{hand} and {rank} as the first kicker", hand=text, rank=RANK_LABELS[extra[0]])
    if extra:
        return _("{hand} and {ranks} as the first {n} kickers", hand=text, ranks=_labels(extra), n=len(extra))
    return text


_DEFAULT_NAMES = ("Hand 1", "Hand 2")
_HAND_NAMES = (_("Hand 1"), _("Hand 2"))


def _named(names: object) -> tuple[str | Text, str | Text]:
    """The two names, checked; the default ones are said in the reader's language."""
    checked = _two_names(names)
    return _HAND_NAMES if checked == _DEFAULT_NAMES else checked


def tie_detail(value: HandValue, players: int = 2) -> Text:
    """What ``players`` tied hands all have, and that suits never break the tie (FD-13)."""
    shared = _shared(value.category, value.ranks, len(value.ranks))
    if players == 2:
        return _("both have {shared}. Suits never rank (FD-13).", shared=shared)
    return _("all {count} have {shared}. Suits never rank (FD-13).", count=_COUNT_WORDS.get(players, players),
             shared=shared)


_COUNT_WORDS = {3: _("three"), 4: _("four"), 5: _("five"), 6: _("six")}


def explain_reason(first: HandLike, second: HandLike, ace_low: bool = True) -> Text | None:
    """Why the better of two hands wins, without naming it (None: a tie), as a
    :class:`~engine.i18n.Text`: "both have a pair of kings; the 9 beats the 7 as the first kicker"."""
    a, b = hand_value(first, ace_low), hand_value(second, ace_low)
    if a == b:
        return None
    hi, lo = (a, b) if a > b else (b, a)
    return _reason(hi, lo)


def _reason(hi: HandValue, lo: HandValue) -> Text:
    if hi.category != lo.category:
        return _("{high} ({high_zh}) is a higher category than {low} ({low_zh})", high=describe_text(hi),
                 high_zh=hi.category.chinese, low=describe_text(lo), low_zh=lo.category.chinese)
    i = next(k for k, (x, y) in enumerate(zip(hi.ranks, lo.ranks, strict=True)) if x != y)
    where = _POSITION_NAMES[hi.category][i]
    if i == 0 and hi.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return _("both have {what}; the {high}-high one beats the {low}-high one", what=_WITH_ARTICLE[hi.category],
                 high=RankWord(hi.ranks[0]), low=RankWord(lo.ranks[0]))
    shared = _shared(hi.category, hi.ranks, i)
    if i < _SET_RANKS.get(hi.category, 0):
        return _("both have {shared}; {high} beat {low} as the {where}", shared=shared, high=_plural(hi.ranks[i]),
                 low=_plural(lo.ranks[i]), where=where)
    return _("both have {shared}; the {high} beats the {low} as the {where}", shared=shared,
             high=RANK_LABELS[hi.ranks[i]], low=RANK_LABELS[lo.ranks[i]], where=where)


def explain_text(first: HandLike, second: HandLike, ace_low: bool = True,
                 names: tuple[str, str] = _DEFAULT_NAMES) -> Text:
    """:func:`explain` as a :class:`~engine.i18n.Text`."""
    named = _named(names)
    a, b = hand_value(first, ace_low), hand_value(second, ace_low)
    if a == b:
        return _("A tie: {detail}", detail=tie_detail(a))
    winner, (hi, lo) = (named[0], (a, b)) if a > b else (named[1], (b, a))
    return _("{winner} wins: {reason}.", winner=winner, reason=_reason(hi, lo))


def explain(first: HandLike, second: HandLike, ace_low: bool = True,
            names: tuple[str, str] = _DEFAULT_NAMES, lang: Lang = "en") -> str:
    """Why one hand beats or ties another, in one sentence (FD-13), in English or Chinese.

    >>> explain("AS AH 7C 7D 2S", "KS KH QC QD AD", names=("Ana", "Ben"))
    'Ana wins: both have two pair; aces beat kings as the higher pair.'
    >>> explain("2S 3S 4S 5S 7S", "KH KD KC 2H 2D")
    'Hand 2 wins: a full house, kings full of 2s (葫芦) is a higher category than a flush, 7 high (同花).'
    >>> explain("AS KH 9C 7D 2S", "AD KC 9H 7S 2C")
    'A tie: both have no pair with A-K-9-7-2 on top. Suits never rank (FD-13).'
    >>> explain("KS KH 9D 4C 2S", "KD KC 7D 4H 2H", lang="zh")
    '第 1 手牌赢：两手都是一对 K；比第一张踢脚牌，9 大于 7。'
    """
    return explain_text(first, second, ace_low, names).render(check_lang(lang))


def explain_steps(first: HandLike, second: HandLike, ace_low: bool = True,
                  names: tuple[str, str] = _DEFAULT_NAMES, lang: Lang = "en") -> list[str]:
    """The comparison of FD-13 one step at a time: the categories, then each tie-break in order.

    >>> for step in explain_steps("KS KH 9D 4C 2S", "KD KC 7D 4H 2H"):
    ...     print(step)
    Hand 1 has a pair of kings (一对); Hand 2 has a pair of kings (一对).
    Same category, so compare the cards that make it, then the rest from the top.
    Pair: K against K — equal, look further.
    First kicker: 9 against 7 — Hand 1 is higher, so Hand 1 wins.
    """
    lang = check_lang(lang)
    return [step.render(lang) for step in explain_steps_text(first, second, ace_low, names)]


def explain_steps_text(first: HandLike, second: HandLike, ace_low: bool = True,
                       names: tuple[str, str] = _DEFAULT_NAMES) -> list[Text]:
    """:func:`explain_steps` as :class:`~engine.i18n.Text`."""
    named = _named(names)
    a, b = hand_value(first, ace_low), hand_value(second, ace_low)
    steps = [_("{first} has {first_hand} ({first_zh}); {second} has {second_hand} ({second_zh}).",
               first=named[0], first_hand=describe_text(a), first_zh=a.category.chinese,
               second=named[1], second_hand=describe_text(b), second_zh=b.category.chinese)]
    if a.category != b.category:
        hi, winner = (a, named[0]) if a > b else (b, named[1])
        lo = b if hi is a else a
        steps.append(_("{high} ranks above {low}, so {winner} wins.", high=Capital(_CATEGORY_TEXT[hi.category]),
                       low=_CATEGORY_TEXT[lo.category], winner=winner))
        return steps
    steps.append(_("Same category, so compare the cards that make it, then the rest from the top."))
    for where, x, y in zip(_POSITION_NAMES[a.category], a.ranks, b.ranks, strict=True):
        if x == y:
            steps.append(_("{where}: {x} against {y} — equal, look further.", where=Capital(where),
                           x=RANK_LABELS[x], y=RANK_LABELS[y]))
            continue
        winner = named[0] if x > y else named[1]
        steps.append(_("{where}: {x} against {y} — {winner} is higher, so {winner} wins.", where=Capital(where),
                       x=RANK_LABELS[x], y=RANK_LABELS[y], winner=winner))
        return steps
    steps.append(_("Every card that counts is equal, and suits never rank: a tie (FD-13)."))
    return steps


def _two_names(names: object) -> tuple[str, str]:
    if (not isinstance(names, tuple | list) or len(names) != 2
            or not all(isinstance(n, str) for n in names)):
        raise TypeError(f'names must be two names such as ("Ann", "Bo"), not {excerpt(names)}')
    return names[0], names[1]
