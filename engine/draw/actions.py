"""What a seat may do in five-card draw: one frozen record per kind of step (FD-4, FD-6 … FD-9).

Build them with the lower-case helpers — ``stay(1)``, ``replace(2, "KD 7C")`` — or the classes
themselves. Only :class:`Replace` and :class:`Correct` carry cards (checked when the record is made),
so a stay or a fold can never carry any.

>>> replace(1, "KD 7C")
Replace(seat=1, cards=(Card('KD'), Card('7C')))
>>> str(replace(1, "KD 7C")), replace(1, "KD 7C").public(), str(stay(2))
('replace 2 cards (K♦ 7♣)', 'replace 2 cards', 'stay')
>>> stay(1) == fold(1), stay(1) == Stay(1)
(False, True)
>>> replace(1, "QX")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.cards.CardError: cannot read "QX" as a card: write a rank (2-10 or T, J, Q, K, A) and a suit ...
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card, parse_cards
from ..i18n import Lang, Text, _, ngettext


@dataclass(frozen=True, slots=True)
class Action:
    """One step by one seat. ``kind`` names the step ("stay", "fold", "replace", "correct", "deal",
    "next_round"); the state checks the seat when the action is offered (``verify``)."""

    seat: int
    kind: ClassVar[str] = "action"

    def __str__(self) -> str:
        return self.kind

    def public(self) -> str:
        """What the other players see of this action: counts, never discarded cards (FD-8)."""
        return str(self)

    @property
    def text(self) -> Text:
        """The action in words, in either language: ``replace(1, "KD").text.render("zh")``."""
        return _ACTION_TEXT[self.kind]

    def localized(self, lang: Lang) -> str:
        return self.text.render(lang)


@dataclass(frozen=True, slots=True)
class Stay(Action):
    """Stay in the round (FD-7, FD-9); with chips it costs 1 point into the pot."""

    kind: ClassVar[str] = "stay"


@dataclass(frozen=True, slots=True)
class Fold(Action):
    """Fold: out of this round for good (FD-7, FD-9)."""

    kind: ClassVar[str] = "fold"


@dataclass(frozen=True, slots=True)
class Deal(Action):
    """The dealer deals the replacements from the top of the stock (FD-8)."""

    kind: ClassVar[str] = "deal"

    def __str__(self) -> str:
        return "deal the replacements"


@dataclass(frozen=True, slots=True)
class NextRound(Action):
    """The new dealer gathers, shuffles and deals the next round (FD-4, FD-6)."""

    kind: ClassVar[str] = "next_round"

    def __str__(self) -> str:
        return "start the next round"


@dataclass(frozen=True, slots=True)
class Replace(Action):
    """Announce how many cards to replace and discard exactly these (FD-8); none keeps all five."""

    cards: tuple[Card, ...] = ()
    kind: ClassVar[str] = "replace"
    verb: ClassVar[str] = "replace"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(parse_cards(self.cards, distinct=False)))

    @classmethod
    def of_checked(cls, seat: int, cards: tuple[Card, ...]) -> Replace:
        """The action for cards already checked (a state listing its legal actions): nothing is parsed."""
        action = object.__new__(cls)
        object.__setattr__(action, "seat", seat)
        object.__setattr__(action, "cards", cards)
        return action

    def __str__(self) -> str:
        what = " ".join(c.label for c in self.cards[:8]) + (" …" if len(self.cards) > 8 else "")
        return f"{self.public()} ({what or 'nothing'})"

    @property
    def text(self) -> Text:
        what = " ".join(c.label for c in self.cards[:8]) + (" …" if len(self.cards) > 8 else "")
        n = len(self.cards)
        if not n:
            return _("correct to replacing no cards") if self.kind == "correct" else _("replace no cards")
        public = (ngettext("correct to replacing {n} card", "correct to replacing {n} cards", n)
                  if self.kind == "correct" else ngettext("replace {n} card", "replace {n} cards", n))
        return _("{action} ({cards})", action=public, cards=what)

    def public(self) -> str:
        n = len(self.cards)
        return f"{self.verb} {n} card{'s' if n != 1 else ''}"


@dataclass(frozen=True, slots=True)
class Correct(Replace):
    """Correct an announced count, once, before the replacements are dealt (FD-8)."""

    kind: ClassVar[str] = "correct"
    verb: ClassVar[str] = "correct to replacing"


def stay(seat: int) -> Stay:
    return Stay(seat)


def fold(seat: int) -> Fold:
    return Fold(seat)


def replace(seat: int, cards: str | Iterable[str | Card] = ()) -> Replace:
    """Announce and discard these cards (FD-8): ``replace(2, "KD 7C")``; ``replace(2)`` keeps all five."""
    return Replace(seat, cards)  # type: ignore[arg-type]  # __post_init__ reads the cards


def correct(seat: int, cards: str | Iterable[str | Card] = ()) -> Correct:
    """Correct an announced count, once, before the replacements are dealt (FD-8)."""
    return Correct(seat, cards)  # type: ignore[arg-type]


def deal(seat: int) -> Deal:
    """The dealer deals the replacements from the top of the stock (FD-8)."""
    return Deal(seat)


def next_round(seat: int) -> NextRound:
    """The new dealer gathers, shuffles and deals the next round (FD-4, FD-6)."""
    return NextRound(seat)


_ACTION_TEXT = {"stay": _("stay"), "fold": _("fold"), "deal": _("deal the replacements"),
                "next_round": _("start the next round"), "action": _("act")}

ACTIONS = "stay(seat), fold(seat), replace(seat, cards), correct(seat, cards), deal(seat) or next_round(seat)"
