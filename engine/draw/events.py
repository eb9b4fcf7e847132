"""What happened in a five-card draw match: one frozen record per kind of event, and the phases.

Events are what a transcript reads and what a seat's view shows. Four kinds carry cards only their
own seat may see (:data:`PRIVATE`); :func:`seen_by` gives an event as another seat sees it: the
same record with the cards left out (``None``).

>>> from engine.cards import parse_cards
>>> drew = Drew(seat=2, count=2, cards=tuple(parse_cards("KH 5H")))
>>> seen_by(drew, 1), seen_by(drew, 2) == drew
(Drew(seat=2, count=2, cards=None), True)
>>> Phase.DECIDE1 == "decide1", DeckChecked(cards=52, complete=True).kind
(True, 'deck_check')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from ..cards import Card
from ..hands import HandValue


class Phase(StrEnum):
    """Where a round stands: the first decision (FD-7), replacing (FD-8), the dealer dealing the
    replacements (FD-8), the second decision (FD-9), between rounds (FD-4), the match over (FD-14)."""

    DECIDE1 = "decide1"
    REPLACE = "replace"
    DEAL = "deal"
    DECIDE2 = "decide2"
    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round begins: the dealer gathers and shuffles all 52 cards (FD-4, FD-6)."""

    round_no: int
    dealer: int
    kind: ClassVar[str] = "round"


@dataclass(frozen=True, slots=True)
class Dealt:
    """One card dealt face down to a seat (FD-6); ``card`` is None where the reader may not see it."""

    seat: int
    card: Card | None
    kind: ClassVar[str] = "deal"


@dataclass(frozen=True, slots=True)
class Stayed:
    """A seat stays (FD-7, FD-9), paying ``paid`` points into the pot (1 with chips, else 0)."""

    seat: int
    paid: int
    kind: ClassVar[str] = "stay"


@dataclass(frozen=True, slots=True)
class Folded:
    """A seat folds: out of the round, at the first decision (``rule`` FD-7) or the second (FD-9)."""

    seat: int
    rule: str = "FD-7"
    kind: ClassVar[str] = "fold"


@dataclass(frozen=True, slots=True)
class Replaced:
    """A seat announces ``count`` cards and discards them (FD-8); ``cards`` None where hidden."""

    seat: int
    count: int
    cards: tuple[Card, ...] | None
    kind: ClassVar[str] = "replace"


@dataclass(frozen=True, slots=True)
class Corrected:
    """A seat corrects its announced count to ``count`` (FD-8); ``cards`` None where hidden."""

    seat: int
    count: int
    cards: tuple[Card, ...] | None
    kind: ClassVar[str] = "correct"


@dataclass(frozen=True, slots=True)
class Drew:
    """A seat receives ``count`` replacement cards from the top of the stock (FD-8)."""

    seat: int
    count: int
    cards: tuple[Card, ...] | None
    kind: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class Showed:
    """A seat shows its five cards at the showdown (FD-10); ``value`` is what they are worth (FD-13)."""

    seat: int
    cards: tuple[Card, ...]
    value: HandValue
    kind: ClassVar[str] = "show"


@dataclass(frozen=True, slots=True)
class LastStanding:
    """Everyone else folded: ``seat`` wins without showing (FD-11) and gains ``gained`` points — the
    round's award, or with chips (``from_pot``) the pot."""

    seat: int
    gained: int
    from_pot: bool
    kind: ClassVar[str] = "last_standing"


@dataclass(frozen=True, slots=True)
class Won:
    """One best hand at the showdown: ``seat`` gains ``points`` (FD-3, FD-10)."""

    seat: int
    points: int
    kind: ClassVar[str] = "win"


@dataclass(frozen=True, slots=True)
class Tied:
    """Equal best hands: nobody gains points (FD-12)."""

    seats: tuple[int, ...]
    kind: ClassVar[str] = "tie"


@dataclass(frozen=True, slots=True)
class PotShared:
    """With chips: the best hand(s) take the pot, ``share`` each; ``carried`` (the odd remainder)
    stays in the pot for the next round (FD-12)."""

    seats: tuple[int, ...]
    share: int
    carried: int
    kind: ClassVar[str] = "pot"


@dataclass(frozen=True, slots=True)
class Scored:
    """The scores after a round, and what is left in the pot (FD-3)."""

    scores: tuple[int, ...]
    pot: int
    kind: ClassVar[str] = "scores"


@dataclass(frozen=True, slots=True)
class MatchOver:
    """The match is over (FD-14); ``winners`` have the highest score."""

    winners: tuple[int, ...]
    kind: ClassVar[str] = "match_over"


@dataclass(frozen=True, slots=True)
class DeckChecked:
    """The deck is sorted and counted after the match (FD-15): ``cards`` found, ``complete`` when
    they are the 52 cards, each once."""

    cards: int
    complete: bool
    kind: ClassVar[str] = "deck_check"


Event = (RoundStarted | Dealt | Stayed | Folded | Replaced | Corrected | Drew | Showed | LastStanding | Won | Tied
         | PotShared | Scored | MatchOver | DeckChecked)
PRIVATE = (Dealt, Replaced, Corrected, Drew)


def seen_by(event: Event, seat: int) -> Event:
    """``event`` as ``seat`` may see it: another seat's dealt, discarded or drawn cards are left out."""
    match event:
        case Dealt(seat=owner) if owner != seat:
            return Dealt(owner, None)
        case Replaced(seat=owner, count=count) if owner != seat:
            return Replaced(owner, count, None)
        case Corrected(seat=owner, count=count) if owner != seat:
            return Corrected(owner, count, None)
        case Drew(seat=owner, count=count) if owner != seat:
            return Drew(owner, count, None)
    return event
