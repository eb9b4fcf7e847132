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

A-2-3-4-5 is a straight only with the A-low switch on (FD-5, default off):

>>> hand_value("AS 2H 3D 4C 5S").category.english, hand_value("AS 2H 3D 4C 5S", ace_low=True).category.english
('high card', 'straight')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import NamedTuple

from .cards import RANK_LABELS, RANK_PLURALS, RANK_WORDS, Card, CardError, parse_cards, quoted
from .errors import check_bool, excerpt


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


_ENGLISH = {
    Category.HIGH_CARD: "high card", Category.ONE_PAIR: "one pair", Category.TWO_PAIR: "two pair",
    Category.THREE_OF_A_KIND: "three of a kind", Category.STRAIGHT: "straight",
    Category.FLUSH: "flush", Category.FULL_HOUSE: "full house",
    Category.FOUR_OF_A_KIND: "four of a kind", Category.STRAIGHT_FLUSH: "straight flush",
}
_CHINESE = {
    Category.HIGH_CARD: "高牌", Category.ONE_PAIR: "一对", Category.TWO_PAIR: "两对",
    Category.THREE_OF_A_KIND: "三条", Category.STRAIGHT: "顺子", Category.FLUSH: "同花",
    Category.FULL_HOUSE: "葫芦", Category.FOUR_OF_A_KIND: "四条", Category.STRAIGHT_FLUSH: "同花顺",
}

# What each tie-break position means, per category (used to explain a comparison).
_POSITION_NAMES: dict[Category, tuple[str, ...]] = {
    Category.HIGH_CARD: ("highest card", "second card", "third card", "fourth card", "fifth card"),
    Category.ONE_PAIR: ("pair", "first kicker", "second kicker", "third kicker"),
    Category.TWO_PAIR: ("higher pair", "lower pair", "kicker"),
    Category.THREE_OF_A_KIND: ("three of a kind", "first kicker", "second kicker"),
    Category.STRAIGHT: ("top card",),
    Category.FLUSH: ("highest card", "second card", "third card", "fourth card", "fifth card"),
    Category.FULL_HOUSE: ("three of a kind", "pair"),
    Category.FOUR_OF_A_KIND: ("four of a kind", "kicker"),
    Category.STRAIGHT_FLUSH: ("top card",),
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


def as_hand(hand: HandLike) -> list[Card]:
    """Five distinct cards from a string or a list, or a clear :class:`CardError`.

    >>> as_hand("AS KS")
    Traceback (most recent call last):
    ...
    engine.cards.CardError: a hand has 5 cards, not 2: "AS KS"
    """
    cards = parse_cards(hand, name="hand")
    if len(cards) != 5:
        shown = hand if isinstance(hand, str) else " ".join(str(c) for c in cards)
        raise CardError(f"a hand has 5 cards, not {len(cards)}: {quoted(shown)}")
    return cards


def hand_value(hand: HandLike, ace_low: bool = False) -> HandValue:
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


def winners(hands: Sequence[HandLike], ace_low: bool = False) -> list[int]:
    """The positions of the best hand(s); more than one means a tie (FD-12).

    >>> winners(["AS AH 2C 3D 4H", "AD AC 2S 3C 4D", "KS KH QS JD 9C"])
    [0, 1]
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise TypeError(f'hands must be a list of hands such as ["AS AH 2C 3D 4H", …], not {excerpt(hands)}')
    if not hands:
        raise CardError("hands: there is no winner among no hands")
    values = [hand_value(h, ace_low) for h in hands]
    best = max(values)
    return [i for i, v in enumerate(values) if v == best]


def _plural(rank: int) -> str:
    return RANK_PLURALS[rank]


def describe(value: HandValue) -> str:
    """A hand's value in plain words.

    >>> describe(hand_value("AS KS QS JS TS")), describe(hand_value("9H 9S 4D 4C 2H"))
    ('a royal flush (the ace-high straight flush)', 'two pair, 9s and 4s')
    >>> describe(hand_value("AS JH 9D 4C 2H")), describe(hand_value("KS JH 9D 4C 2H"))   # high card
    ('ace high', 'king high')
    """
    c, r = _check_value(value)
    if c == Category.STRAIGHT_FLUSH:
        return "a royal flush (the ace-high straight flush)" if r[0] == 14 else \
            f"a straight flush, {RANK_WORDS[r[0]]} high"
    if c == Category.FOUR_OF_A_KIND:
        return f"four of a kind, {_plural(r[0])}"
    if c == Category.FULL_HOUSE:
        return f"a full house, {_plural(r[0])} full of {_plural(r[1])}"
    if c == Category.FLUSH:
        return f"a flush, {RANK_WORDS[r[0]]} high"
    if c == Category.STRAIGHT:
        return f"a straight, {RANK_WORDS[r[0]]} high"
    if c == Category.THREE_OF_A_KIND:
        return f"three of a kind, {_plural(r[0])}"
    if c == Category.TWO_PAIR:
        return f"two pair, {_plural(r[0])} and {_plural(r[1])}"
    if c == Category.ONE_PAIR:
        return f"a pair of {_plural(r[0])}"
    return f"{RANK_WORDS[r[0]]} high"


def _check_value(value: object) -> HandValue:
    if not isinstance(value, HandValue) or not isinstance(value.category, Category):
        raise TypeError(f"value must be a HandValue (from hand_value), not {excerpt(value)}")
    return value


def _shared(category: Category, ranks: tuple[int, ...], upto: int) -> str:
    """What two hands of one category have in common in their first ``upto`` tie-break ranks."""
    value = HandValue(category, ranks)
    if upto == 0 or category in (Category.FLUSH, Category.HIGH_CARD):
        what = {Category.FLUSH: "a flush", Category.HIGH_CARD: "no pair"}.get(category)
        base = what or _with_article(category)
        if upto and category in (Category.FLUSH, Category.HIGH_CARD):
            base += " with " + "-".join(RANK_LABELS[x] for x in ranks[:upto]) + " on top"
        return base
    if category == Category.TWO_PAIR and upto == 1:
        return f"two pair with {_plural(ranks[0])} on top"
    if category == Category.FULL_HOUSE and upto == 1:
        return f"a full house of {_plural(ranks[0])}"
    text = describe(value)
    extra = ranks[_SET_RANKS[category]:upto]
    if extra:
        text += " and " + "-".join(RANK_LABELS[x] for x in extra) + (" kicker" if len(extra) == 1 else " kickers")
    return text


def _with_article(category: Category) -> str:
    name = category.english
    return name if category in (Category.TWO_PAIR, Category.THREE_OF_A_KIND,
                                Category.FOUR_OF_A_KIND) else "a " + name.replace("one ", "")


def explain(first: HandLike, second: HandLike, ace_low: bool = False,
            names: tuple[str, str] = ("Hand 1", "Hand 2")) -> str:
    """Why one hand beats or ties another, in one sentence (FD-13).

    >>> explain("AS AH 7C 7D 2S", "KS KH QC QD AD", names=("Ana", "Ben"))
    'Ana wins: both have two pair; aces beat kings as the higher pair.'
    >>> explain("2S 3S 4S 5S 7S", "KH KD KC 2H 2D")
    'Hand 2 wins: a full house, kings full of 2s (葫芦) is a higher category than a flush, 7 high (同花).'
    >>> explain("AS KH 9C 7D 2S", "AD KC 9H 7S 2C")
    'A tie: both have no pair with A-K-9-7-2 on top. Suits never rank (FD-13).'
    """
    names = _two_names(names)
    a, b = hand_value(first, ace_low), hand_value(second, ace_low)
    if a == b:
        return f"A tie: both have {_shared(a.category, a.ranks, len(a.ranks))}. Suits never rank (FD-13)."
    winner, (hi, lo) = (names[0], (a, b)) if a > b else (names[1], (b, a))
    if hi.category != lo.category:
        return (f"{winner} wins: {describe(hi)} ({hi.category.chinese}) is a higher category than "
                f"{describe(lo)} ({lo.category.chinese}).")
    i = next(k for k, (x, y) in enumerate(zip(hi.ranks, lo.ranks, strict=True)) if x != y)
    where = _POSITION_NAMES[hi.category][i]
    if i == 0 and hi.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return (f"{winner} wins: both have {_with_article(hi.category)}; "
                f"the {RANK_WORDS[hi.ranks[0]]}-high one beats the {RANK_WORDS[lo.ranks[0]]}-high one.")
    grouped = i < _SET_RANKS.get(hi.category, 0)
    x, y = (_plural(hi.ranks[i]), _plural(lo.ranks[i])) if grouped else \
        (f"the {RANK_LABELS[hi.ranks[i]]}", f"the {RANK_LABELS[lo.ranks[i]]}")
    verb = "beat" if grouped else "beats"
    return f"{winner} wins: both have {_shared(hi.category, hi.ranks, i)}; {x} {verb} {y} as the {where}."


def explain_steps(first: HandLike, second: HandLike, ace_low: bool = False,
                  names: tuple[str, str] = ("Hand 1", "Hand 2")) -> list[str]:
    """The comparison of FD-13 one step at a time: the categories, then each tie-break in order.

    >>> for step in explain_steps("KS KH 9D 4C 2S", "KD KC 7D 4H 2H"):
    ...     print(step)
    Hand 1 has a pair of kings (一对); Hand 2 has a pair of kings (一对).
    Same category, so compare the cards that make it, then the rest from the top.
    Pair: K against K — equal, look further.
    First kicker: 9 against 7 — Hand 1 is higher, so Hand 1 wins.
    """
    names = _two_names(names)
    a, b = hand_value(first, ace_low), hand_value(second, ace_low)
    steps = [f"{names[0]} has {describe(a)} ({a.category.chinese}); "
             f"{names[1]} has {describe(b)} ({b.category.chinese})."]
    if a.category != b.category:
        hi, winner = (a, names[0]) if a > b else (b, names[1])
        lo = b if hi is a else a
        steps.append(f"{hi.category.english.capitalize()} ranks above {lo.category.english}, so {winner} wins.")
        return steps
    steps.append("Same category, so compare the cards that make it, then the rest from the top.")
    for where, x, y in zip(_POSITION_NAMES[a.category], a.ranks, b.ranks, strict=True):
        if x == y:
            steps.append(f"{where.capitalize()}: {RANK_LABELS[x]} against {RANK_LABELS[y]} — equal, look further.")
            continue
        winner = names[0] if x > y else names[1]
        steps.append(f"{where.capitalize()}: {RANK_LABELS[x]} against {RANK_LABELS[y]} — {winner} is higher, "
                     f"so {winner} wins.")
        return steps
    steps.append("Every card that counts is equal, and suits never rank: a tie (FD-13).")
    return steps


def _two_names(names: object) -> tuple[str, str]:
    if (not isinstance(names, tuple | list) or len(names) != 2
            or not all(isinstance(n, str) for n in names)):
        raise TypeError(f'names must be two names such as ("Ann", "Bo"), not {excerpt(names)}')
    return names[0], names[1]
