"""Cards: ranks, suits, a 52-card deck, seeded shuffling, parsing and names (FD-2, UD-1, UD-2).

A card is a small immutable pair of a rank (2..14, where 11=J, 12=Q, 13=K, 14=A) and a suit
letter (S, H, D, C). People type cards in many ways; all of these read the same card:

>>> parse_card("AS") == parse_card("as") == parse_card("♠A") == parse_card("A♠")
True
>>> parse_cards("10h Th KD")
Traceback (most recent call last):
...
engine.cards.CardError: "Th" appears twice (the 10 of hearts) — a hand holds each card once
>>> hand = parse_cards("AS KD 10h")
>>> [str(c) for c in hand]
['A♠', 'K♦', '10♥']
>>> [c.chinese for c in hand]
['黑桃A', '方块K', '红桃10']
>>> hand[0].english
'ace of spades'

The two games order ranks differently: poker puts A on top, 一上一下 puts 2 on top (UD-2).

>>> sorted(RANKS, key=poker_order)[-1], sorted(RANKS, key=updown_order)[-1]
(14, 2)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

RANKS: tuple[int, ...] = tuple(range(2, 15))
SUITS: tuple[str, ...] = ("S", "H", "D", "C")

RANK_LABELS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
               11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_WORDS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "jack", 12: "queen", 13: "king", 14: "ace"}
RANK_PLURALS = {r: w + "s" for r, w in RANK_WORDS.items()}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_CHINESE = {"S": "黑桃", "H": "红桃", "D": "方块", "C": "梅花"}
RED_SUITS = frozenset("HD")

_RANK_TOKENS = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
                "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
_SUIT_TOKENS = {"S": "S", "H": "H", "D": "D", "C": "C",
                "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
CARD_HELP = ('write a rank (2-10 or T, J, Q, K, A) and a suit (S, H, D, C or ♠ ♥ ♦ ♣), '
             'in either order, e.g. "AS", "10h", "Td", "♠A"')


class CardError(ValueError):
    """A card string that cannot be read, or a card list that repeats a card."""


class Card(NamedTuple):
    """One playing card. Compare ranks with :func:`poker_order` or :func:`updown_order`.

    >>> Card(12, "H")
    Card('QH')
    >>> Card(12, "H").label, Card(10, "C").code
    ('Q♥', 'TC')
    """

    rank: int
    suit: str

    @property
    def code(self) -> str:
        """The two-letter code people type: 'AS', 'TH'."""
        return ("T" if self.rank == 10 else RANK_LABELS[self.rank]) + self.suit

    @property
    def label(self) -> str:
        """The short printed face: 'A♠', '10♥'."""
        return RANK_LABELS[self.rank] + SUIT_SYMBOLS[self.suit]

    @property
    def english(self) -> str:
        """'ace of spades', '10 of hearts'."""
        return f"{RANK_WORDS[self.rank]} of {SUIT_WORDS[self.suit]}"

    @property
    def chinese(self) -> str:
        """'黑桃A', '红桃10'."""
        return SUIT_CHINESE[self.suit] + RANK_LABELS[self.rank]

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Card({self.code!r})"


def full_deck() -> list[Card]:
    """The 52 cards, jokers removed (FD-2, UD-1), in a fixed order: spades 2..A, hearts, diamonds, clubs.

    >>> d = full_deck(); len(d), len(set(d)), d[0], d[-1]
    (52, 52, Card('2S'), Card('AC'))
    """
    return [Card(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(seed: int | str) -> list[Card]:
    """A full deck shuffled by ``random.Random(seed)``: the same seed gives the same order everywhere.

    >>> shuffled_deck(7) == shuffled_deck(7), shuffled_deck(7) == shuffled_deck(8)
    (True, False)
    """
    deck = full_deck()
    random.Random(seed).shuffle(deck)
    return deck


def sort_deck(cards: Iterable[Card]) -> list[Card]:
    """Cards in the fixed order of :func:`full_deck` (used when the deck is put away, FD-15)."""
    return sorted(cards, key=lambda c: (SUITS.index(c.suit), c.rank))


def poker_order(rank: int) -> int:
    """Poker strength of a rank: 2 < 3 < … < K < A (FD-2)."""
    return rank


def updown_order(rank: int) -> int:
    """一上一下 strength of a rank: 3 < 4 < … < K < A < 2 (UD-2).

    >>> [RANK_LABELS[r] for r in sorted(RANKS, key=updown_order)][:3], updown_order(2) > updown_order(14)
    (['3', '4', '5'], True)
    """
    return 15 if rank == 2 else rank


def parse_rank(text: str) -> int:
    """A rank from '2'..'10', 'T', 'J', 'Q', 'K', 'A' (any case).

    >>> parse_rank("q"), parse_rank("10"), parse_rank(" A ")
    (12, 10, 14)
    >>> parse_rank("1")
    Traceback (most recent call last):
    ...
    engine.cards.CardError: "1" is not a rank: use 2-10 (or T), J, Q, K or A
    """
    rank = _RANK_TOKENS.get(str(text).strip().upper())
    if rank is None:
        raise CardError(f'"{text}" is not a rank: use 2-10 (or T), J, Q, K or A')
    return rank


def parse_card(text: str) -> Card:
    """One card from the ways people write it: 'AS', 'as', '10h', 'Th', '♠A', 'A♠'.

    >>> parse_card("10h"), parse_card("♦q")
    (Card('TH'), Card('QD'))
    >>> parse_card("1x")
    Traceback (most recent call last):
    ...
    engine.cards.CardError: cannot read "1x" as a card: write a rank (2-10 or T, J, Q, K, A) and a suit (S, H, D, C or ♠ ♥ ♦ ♣), in either order, e.g. "AS", "10h", "Td", "♠A"
    """
    if isinstance(text, Card):
        return text
    token = str(text).strip().upper()
    for rank_part, suit_part in ((token[:-1], token[-1:]), (token[1:], token[:1])):
        if suit_part in _SUIT_TOKENS and rank_part in _RANK_TOKENS:
            return Card(_RANK_TOKENS[rank_part], _SUIT_TOKENS[suit_part])
    raise CardError(f'cannot read "{text}" as a card: {CARD_HELP}')


def parse_cards(text: str | Iterable[str | Card], distinct: bool = True) -> list[Card]:
    """Cards from a string separated by spaces or commas, or from a list of strings or cards.

    With ``distinct`` (the default, for hands), a repeated card is refused.

    >>> parse_cards("2c, 3c,4C")
    [Card('2C'), Card('3C'), Card('4C')]
    >>> parse_cards("AS AS", distinct=False)
    [Card('AS'), Card('AS')]
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = [parse_card(t) for t in tokens]
    if distinct:
        seen: set[Card] = set()
        for token, card in zip(tokens, cards):
            if card in seen:
                raise CardError(f'"{token}" appears twice (the {card.english}) — a hand holds each card once')
            seen.add(card)
    return cards
