"""What happened in a game of 一上一下: one frozen record per kind of event, with honest field names.

Four kinds are *private*: a deal, a draw, a face-down play and a taken pile show their cards only
to the seat they concern; everyone else gets :meth:`PrivateEvent.hidden`, the same record with the
cards left out.

>>> e = PlayedDown(seat=1, card=Card(7, "H"), declared=10, target_before=8)
>>> e.kind, e.counts_as, e.hidden()
(<EventKind.PLAY_DOWN: 'play_down'>, 10, PlayedDown(seat=1, card=None, declared=10, target_before=8))
>>> Stood(seat=1, counts_as=10) == Stood(1, 10), Passed(1) == NewRound(1)
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from ..cards import Card
from .inputs import shown
from .records import quick_init
from .rules import FORGOTTEN_DECLARATION, START_TARGET


class EventKind(StrEnum):
    """Each event's ``kind``, in words (a string enum: ``e.kind == "challenge"`` reads naturally)."""

    DRAW_FOR_LEAD = "draw_for_lead"
    LEAD = "lead"
    DEAL = "deal"
    PLAY_UP = "play_up"
    DRAW = "draw"
    NO_DRAW = "no_draw"
    PLAY_DOWN = "play_down"
    PASS = "pass"
    STANDS = "stands"
    CHALLENGE = "challenge"
    REVEAL = "reveal"
    TAKE_PILE = "take_pile"
    NEW_ROUND = "new_round"
    WIN = "win"
    LIMIT = "limit"


@dataclass(frozen=True, slots=True)
class Event:
    """Any event; ``kind`` names it in words."""

    kind: ClassVar[EventKind]
    private: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class PrivateEvent(Event):
    """An event whose cards only ``seat`` may see."""

    seat: int
    private: ClassVar[bool] = True

    def hidden(self) -> PrivateEvent:
        """This event as the other seats see it."""
        raise NotImplementedError


@quick_init
@dataclass(frozen=True, slots=True)
class DrawForLead(Event):
    """``seat`` drew ``card`` to choose who leads (UD-4); the card goes back."""

    seat: int
    card: Card
    kind: ClassVar[EventKind] = EventKind.DRAW_FOR_LEAD


@quick_init
@dataclass(frozen=True, slots=True)
class Lead(Event):
    """``seat`` leads the first round (UD-4)."""

    seat: int
    kind: ClassVar[EventKind] = EventKind.LEAD


@quick_init
@dataclass(frozen=True, slots=True)
class Deal(PrivateEvent):
    """``seat`` is dealt ``card`` (None: not shown to this reader) (UD-1)."""

    card: Card | None
    kind: ClassVar[EventKind] = EventKind.DEAL

    def hidden(self) -> Deal:
        return _HIDDEN_DEALS[self.seat] if self.seat in _HIDDEN_DEALS else Deal(self.seat, None)


@quick_init
@dataclass(frozen=True, slots=True)
class PlayedUp(Event):
    """``seat`` put ``card`` face up on a target of ``target_before`` (UD-7)."""

    seat: int
    card: Card
    target_before: int
    kind: ClassVar[EventKind] = EventKind.PLAY_UP


@quick_init
@dataclass(frozen=True, slots=True)
class Drew(PrivateEvent):
    """``seat`` drew ``card`` (None: not shown to this reader) for a low face-up card (UD-7)."""

    card: Card | None
    kind: ClassVar[EventKind] = EventKind.DRAW

    def hidden(self) -> Drew:
        return _HIDDEN_DRAWS[self.seat] if self.seat in _HIDDEN_DRAWS else Drew(self.seat, None)


@quick_init
@dataclass(frozen=True, slots=True)
class NoDraw(Event):
    """``seat`` played low face up, but the stock is empty: no draw (UD-15)."""

    seat: int
    kind: ClassVar[EventKind] = EventKind.NO_DRAW


@quick_init
@dataclass(frozen=True, slots=True)
class PlayedDown(PrivateEvent):
    """``seat`` put ``card`` (None: not shown to this reader) face down on a target of
    ``target_before``, declaring ``declared`` (None: nothing, so it counts as 3, UD-9) (UD-8)."""

    card: Card | None
    declared: int | None
    target_before: int
    kind: ClassVar[EventKind] = EventKind.PLAY_DOWN

    @property
    def counts_as(self) -> int:
        """The rank it counts as if it stands (UD-3, UD-9)."""
        return FORGOTTEN_DECLARATION if self.declared is None else self.declared

    def hidden(self) -> PlayedDown:
        return PlayedDown(self.seat, None, self.declared, self.target_before)


@quick_init
@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` let the face-down card stand (UD-10)."""

    seat: int
    kind: ClassVar[EventKind] = EventKind.PASS


@quick_init
@dataclass(frozen=True, slots=True)
class Stood(Event):
    """Nobody challenged ``seat``'s face-down card: it stands as ``counts_as``, the new target (UD-10)."""

    seat: int
    counts_as: int
    kind: ClassVar[EventKind] = EventKind.STANDS


@quick_init
@dataclass(frozen=True, slots=True)
class Challenged(Event):
    """``challenger`` challenged the face-down card ``claimant`` just played (UD-11)."""

    challenger: int
    claimant: int
    kind: ClassVar[EventKind] = EventKind.CHALLENGE


@quick_init
@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """``claimant``'s challenged card turned over: ``card``, counting as ``counts_as``; whether the
    challenge ``succeeds`` (UD-12); ``target_before``, the target it was played on (None where not
    recorded), which says why a true card can lose: it was below it; ``nothing_said``: the card went
    down with nothing declared (UD-9) — said here too, for a narrator that did not hear it go down."""

    claimant: int
    card: Card
    counts_as: int
    succeeds: bool
    target_before: int | None = None
    nothing_said: bool = False
    kind: ClassVar[EventKind] = EventKind.REVEAL


@quick_init
@dataclass(frozen=True, slots=True)
class TookPile(PrivateEvent):
    """``seat`` took the whole pile of ``count`` cards: ``cards``, oldest first, where this reader
    may see them, else () (UD-12)."""

    count: int
    cards: tuple[Card, ...] = ()
    kind: ClassVar[EventKind] = EventKind.TAKE_PILE

    def hidden(self) -> TookPile:
        return TookPile(self.seat, self.count)


@quick_init
@dataclass(frozen=True, slots=True)
class NewRound(Event):
    """A new round: target 3, face up first; ``seat`` leads it (UD-13)."""

    seat: int
    kind: ClassVar[EventKind] = EventKind.NEW_ROUND


@quick_init
@dataclass(frozen=True, slots=True)
class Won(Event):
    """``seat`` played out every card after ``plays`` plays and wins (UD-5, UD-14)."""

    seat: int
    plays: int
    kind: ClassVar[EventKind] = EventKind.WIN


@quick_init
@dataclass(frozen=True, slots=True)
class LimitReached(Event):
    """The play limit was reached after ``plays`` plays: the fewest cards win (UD-16)."""

    winners: tuple[int, ...]
    plays: int
    kind: ClassVar[EventKind] = EventKind.LIMIT


# A hidden deal or draw says only whose it was: one record per seat serves every game.
_HIDDEN_DEALS = {seat: Deal(seat, None) for seat in range(4)}
_HIDDEN_DRAWS = {seat: Drew(seat, None) for seat in range(4)}


def check_events(events: Any, name: str = "events") -> list[Event]:
    """``events`` as a list, if it is a list (or other iterable) of 一上一下 events."""
    if isinstance(events, str | bytes) or not isinstance(events, Iterable):
        raise TypeError(f"{name} must be a list of 一上一下 events, not {shown(events)}")
    told = list(events)
    for e in told:
        if not isinstance(e, Event):
            raise TypeError(f"{name} must be a list of 一上一下 events, not a list holding {shown(e)}")
    return told


def seen_by(events: Iterable[Event], seat: int | None) -> tuple[Event, ...]:
    """``events`` as ``seat`` sees them (None: a spectator): others' private cards left out."""
    return tuple(e.hidden() if isinstance(e, PrivateEvent) and e.seat != seat else e for e in events)


def public_events(events: Iterable[Event]) -> list[Event]:
    """What a spectator sees: private cards (deals, draws, face-down cards, a taken pile) removed.

    >>> public_events([Deal(0, Card(8, "S")), Lead(0)])
    [Deal(seat=0, card=None), Lead(seat=0)]
    """
    return list(seen_by(check_events(events), None))


def target_history(events: Iterable[Event]) -> list[tuple[int, int]]:
    """(plays so far, target) at the start and after every play that stood and every pile taken
    (UD-3, UD-13), from a game's events since the deal.

    >>> target_history([PlayedUp(0, Card(8, "S"), 3), PlayedDown(1, None, 10, 8), Stood(1, 10)])
    [(0, 3), (1, 8), (2, 10)]
    """
    points, plays = [(0, START_TARGET)], 0
    for e in check_events(events):
        match e:
            case PlayedUp(card=card):
                plays += 1
                points.append((plays, card.rank))
            case PlayedDown():
                plays += 1
            case Stood(counts_as=rank):
                points.append((plays, rank))
            case TookPile():
                points.append((plays, START_TARGET))
    return points
