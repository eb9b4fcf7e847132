"""Reading what callers hand the 一上一下 package: cards, declared ranks and seats, refused at the door.

A wrong type raises ``TypeError`` and an impossible value a ``ValueError`` subclass; either message
names the parameter and quotes at most a short excerpt of what was given.

>>> read_card("10h", "card"), read_card(Card(2, "S"), "card")
(Card('TH'), Card('2S'))
>>> read_card(None, "card")
Traceback (most recent call last):
...
TypeError: card must be a card such as "8S" or a Card, not None
>>> read_card("x" * 10_000, "card")
Traceback (most recent call last):
...
engine.cards.CardError: card: cannot read 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (10000 characters) as a card
>>> read_rank("q", "declared"), read_rank(2, "declared")
(12, 2)
>>> read_rank(16, "declared")
Traceback (most recent call last):
...
engine.cards.CardError: declared must be one of the 13 ranks (2 to 14, or "3" … "A", "2"), not 16
"""

from __future__ import annotations

from typing import Any

from ..cards import RANKS, SUITS, Card, CardError, parse_card, parse_rank
from ..errors import check_int, excerpt

_LONGEST_CARD = 6          # "10 ♠ " and the like; anything longer is not a card


def read_card(value: Any, name: str) -> Card:
    """A card from a :class:`~engine.cards.Card` or a string such as "8S", "10h", "♠A"."""
    if isinstance(value, Card):
        if value.rank not in RANKS or value.suit not in SUITS:
            raise CardError(f"{name}: {excerpt(tuple(value))} is not one of the 52 cards")
        return value
    if not isinstance(value, str):
        raise TypeError(f'{name} must be a card such as "8S" or a Card, not {excerpt(value)}')
    if len(value) > _LONGEST_CARD:
        raise CardError(f"{name}: cannot read {excerpt(value)} as a card")
    try:
        return parse_card(value)
    except CardError as err:
        raise CardError(f"{name}: {err}") from None


def read_rank(value: Any, name: str) -> int:
    """A rank (UD-2) from a number 2..14 or a label such as "10", "J", "A", "2"."""
    wanted = f'{name} must be one of the 13 ranks (2 to 14, or "3" … "A", "2")'
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise TypeError(f"{wanted}, not {excerpt(value)}")
    if isinstance(value, int):
        if value not in RANKS:
            raise CardError(f"{wanted}, not {excerpt(value)}")
        return value
    if len(value) > _LONGEST_CARD:
        raise CardError(f"{wanted}, not {excerpt(value)}")
    try:
        return parse_rank(value)
    except CardError:
        raise CardError(f"{wanted}, not {excerpt(value)}") from None


def read_seat(value: Any, name: str, players: int | None = None) -> int:
    """A seat number: 0, 1, … (below ``players`` when given)."""
    high = None if players is None else players - 1
    return check_int(value, name, 0, high)
