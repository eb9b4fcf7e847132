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

from collections.abc import Callable
from typing import Any, TypeVar

from ..cards import RANKS, SUITS, Card, CardError, parse_card, parse_rank, quoted
from ..errors import check_choice, check_int, check_seed
from ..i18n import _, excerpt

_RANK_SET, _SUIT_SET = frozenset(RANKS), frozenset(SUITS)
_LONGEST_CARD = 8          # "10 ♠ ", "黑桃 10" and the like; anything longer is not a card


def shown(value: Any) -> str:
    """A short excerpt of ``value`` for a message — even when its ``repr`` fails (an arbitrary
    object's ``repr`` may raise anything).

    >>> shown("x" * 50), shown(Card(99, "X")), shown([Card(99, "X")])
    ("'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (50 characters)", "(99, 'X')", "[Card(99, 'X')]")
    """
    if isinstance(value, Card):
        return excerpt(tuple(value))
    try:
        return excerpt(value)
    except Exception:   # noqa: BLE001 — repr of an arbitrary object may raise anything
        return f"a {type(value).__name__}"


def read_card(value: Any, name: str) -> Card:
    """A card from a :class:`~engine.cards.Card` or a string such as "8S", "10h", "♠A"."""
    if isinstance(value, Card):
        if value.rank not in _RANK_SET or value.suit not in _SUIT_SET:
            raise CardError(_("{name}: {card} is not one of the 52 cards", name=name, card=shown(value)))
        return value
    if not isinstance(value, str):
        raise TypeError(f'{name} must be a card such as "8S" or a Card, not {shown(value)}')
    if len(value) > _LONGEST_CARD:
        raise CardError(_("{name}: cannot read {text} as a card", name=name, text=shown(value)))
    try:
        return parse_card(value)
    except CardError as err:
        raise CardError(_("{name}: {error}", name=name, error=err.text)) from None


def read_rank(value: Any, name: str) -> int:
    """A rank (UD-2) from a number 2..14 or a label such as "10", "J", "A", "2" (also "十", "Ｊ")."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise TypeError(f'{name} must be one of the 13 ranks (2 to 14, or "3" … "A", "2"), not {shown(value)}')
    wanted = _('{name} must be one of the 13 ranks (2 to 14, or "3" … "A", "2"), not {value}', name=name,
               value=quoted(value) if isinstance(value, str) else shown(value))
    if isinstance(value, int):
        if value not in _RANK_SET:
            raise CardError(wanted)
        return value
    if len(value) > _LONGEST_CARD:
        raise CardError(wanted)
    try:
        return parse_rank(value)
    except CardError:
        raise CardError(wanted) from None


def whole(value: Any, name: str, low: int | None = None, high: int | None = None,
          error: type[Exception] = ValueError, rule: str = "") -> int:
    """:func:`engine.errors.check_int`, still a ``TypeError`` naming ``name`` when ``value`` is
    something whose ``repr`` fails (the core check quotes it)."""
    return _guarded(lambda: check_int(value, name, low, high, error, rule), name, value)


def choice(value: Any, name: str, choices: tuple[str, ...], error: type[Exception] = ValueError,
           rule: str = "") -> str:
    """:func:`engine.errors.check_choice`, guarded like :func:`whole`."""
    return _guarded(lambda: check_choice(value, name, choices, error, rule), name, value)


def seed_of(value: Any, name: str = "seed") -> int | str:
    """:func:`engine.errors.check_seed`, guarded like :func:`whole`."""
    return _guarded(lambda: check_seed(value, name), name, value)


T = TypeVar("T")


def _guarded(check: Callable[[], T], name: str, value: Any) -> T:
    try:
        return check()
    except (TypeError, ValueError):
        raise
    except Exception:   # noqa: BLE001 — quoting an object whose repr fails: say what it is instead
        raise TypeError(f"{name} cannot be {shown(value)}") from None
