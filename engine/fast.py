"""The fast path for bulk evaluation: one list lookup per five-card hand.

Each card becomes an integer: its low bits hold a rank weight, its bits from 24 up its suit bit.
The weights (a greedy B5 sequence) give every multiset of five ranks a different sum below 2**19,
so the low bits of the sum of five cards index a list; AND-ing the five cards keeps a suit bit
(a value above the rank mask) only when all five share a suit, choosing the flush list. Both
lists are built once from the reference evaluator in :mod:`engine.hands` and hold strengths:
0 for the weakest hand up to 7461 for a royal flush.

>>> tables = tables_for(ace_low=False)
>>> a, b, c, d, e = (card_code(x) for x in as_hand("KS KH 9D 4C 2S"))
>>> s = strength5(a, b, c, d, e, tables.plain, tables.flush)
>>> tables.values[s]
HandValue(category=<Category.ONE_PAIR: 1>, ranks=(13, 9, 4, 2))
>>> strength("AS KS QS JS TS") == len(tables.values) - 1
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from typing import NamedTuple

from .cards import RANKS, SUITS, Card
from .errors import check_bool
from .hands import HandLike, HandValue, as_hand, hand_value

# Every multiset of five ranks (each at most four times) has its own sum of these weights.
RANK_WEIGHTS = (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415)
_RANK_MASK = (1 << 24) - 1
_SUIT_BIT = {suit: 1 << (24 + i) for i, suit in enumerate(SUITS)}
_KEYS = 4 * RANK_WEIGHTS[-1] + RANK_WEIGHTS[-2] + 1

Codes = tuple[int, int, int, int, int]


def card_code(card: Card) -> int:
    """The integer the fast path adds up for a card."""
    return RANK_WEIGHTS[card.rank - 2] | _SUIT_BIT[card.suit]


class Tables(NamedTuple):
    """``plain[key]`` / ``flush[key]``: strengths by rank key; ``values[strength]``: its HandValue."""

    plain: list[int]
    flush: list[int]
    values: tuple[HandValue, ...]


@lru_cache(maxsize=2)
def tables_for(ace_low: bool = True) -> Tables:
    """Build (once per switch setting) the lookup lists from the reference evaluator."""
    plain_values: dict[int, HandValue] = {}
    flush_values: dict[int, HandValue] = {}
    for ranks in combinations_with_replacement(RANKS, 5):
        if any(ranks.count(r) > 4 for r in ranks):
            continue
        key = sum(RANK_WEIGHTS[r - 2] for r in ranks)
        plain_values[key] = hand_value([Card(r, s) for r, s in zip(ranks, "SHDCS", strict=True)], ace_low)
        if len(set(ranks)) == 5:
            flush_values[key] = hand_value([Card(r, "S") for r in ranks], ace_low)
    values = tuple(sorted(set(plain_values.values()) | set(flush_values.values())))
    index = {v: i for i, v in enumerate(values)}
    plain, flush = [-1] * _KEYS, [-1] * _KEYS
    for key, v in plain_values.items():
        plain[key] = index[v]
    for key, v in flush_values.items():
        flush[key] = index[v]
    return Tables(plain, flush, values)


def strength5(a: int, b: int, c: int, d: int, e: int, plain: list[int], flush: list[int]) -> int:
    """The strength of five card codes (see :func:`card_code`): higher is better."""
    return (flush if a & b & c & d & e > _RANK_MASK else plain)[a + b + c + d + e & _RANK_MASK]


def strengths(hands: Iterable[Codes], ace_low: bool = True) -> list[int]:
    """The strengths of many hands given as five card codes each: the bulk path (the codes are
    trusted — they come from :func:`card_code` — so nothing is checked per hand).

    >>> codes = [tuple(card_code(c) for c in as_hand(h)) for h in ("2S 3H 4D 5C 7S", "AS KS QS JS TS")]
    >>> strengths(codes)
    [0, 7461]
    """
    plain, flush, _ = tables_for(check_bool(ace_low, "ace_low"))
    mask = _RANK_MASK
    return [(flush if a & b & c & d & e > mask else plain)[a + b + c + d + e & mask] for a, b, c, d, e in hands]


def strength(hand: HandLike, ace_low: bool = True) -> int:
    """A hand's strength, 0 (weakest) to 7461; equal strengths tie.

    >>> strength("2S 3H 4D 5C 7S"), strength("AS 2H 3D 4C 5S", ace_low=True) > strength("AS KH QD JC 9S", ace_low=True)
    (0, True)
    """
    plain, flush, _ = tables_for(check_bool(ace_low, "ace_low"))
    a, b, c, d, e = (card_code(x) for x in as_hand(hand))
    return strength5(a, b, c, d, e, plain, flush)


def trusted_strength(cards: Sequence[Card], ace_low: bool) -> int:
    """:func:`strength` of five cards the engine holds itself (a hand it dealt, a view's hand), with
    nothing checked: a showdown and a bot's every decision come here rather than reading the cards
    again as :func:`strength` does for a caller's hand."""
    plain, flush, _ = tables_for(ace_low)
    a, b, c, d, e = cards
    return strength5(card_code(a), card_code(b), card_code(c), card_code(d), card_code(e), plain, flush)


def trusted_value(cards: Sequence[Card], ace_low: bool) -> HandValue:
    """:func:`fast_value` of five cards the engine holds itself, with nothing checked (see
    :func:`trusted_strength`)."""
    return tables_for(ace_low).values[trusted_strength(cards, ace_low)]


def fast_value(hand: HandLike, ace_low: bool = True) -> HandValue:
    """The same answer as :func:`engine.hands.hand_value`, through the lookup table."""
    level = strength(hand, ace_low)                 # checks the hand and the switch first
    return tables_for(ace_low).values[level]


def all_strengths(ace_low: bool = True) -> Iterator[int]:
    """Yield the strength of every one of the 2,598,960 five-card hands, deck order."""
    codes = [card_code(Card(r, s)) for s in SUITS for r in RANKS]
    for chunk in _chunks(combinations(codes, 5), 65536):
        yield from strengths(chunk, ace_low)


def _chunks(items: Iterable[Codes], size: int) -> Iterator[list[Codes]]:
    chunk: list[Codes] = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk
