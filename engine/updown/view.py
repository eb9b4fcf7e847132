"""What one seat may know of a 一上一下 game (UD-1, UD-10): bots and screens see only this.

>>> from engine.updown import UpDownRules, new_game
>>> game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> view = game.view(1)
>>> view.hand == game.hands[1], view.hand_sizes, view.stock_size, view.face_due
(True, (7, 7), 38, <Face.UP: 'up'>)
>>> [e.card for e in view.events if e.kind == "deal" and e.seat == 0][:2]    # others' cards stay hidden
[None, None]
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Card
from .actions import Action
from .events import Event
from .log import Log
from .records import Face, Phase, PileCard
from .rules import UpDownRules
from .table import Table, legal_actions

_UP = Face.UP
_PLAY, _CHALLENGE = Phase.PLAY, Phase.CHALLENGE


class UpDownView(NamedTuple):
    """One seat's view: its own hand, every hand's size, the pile (another's standing face-down
    card shows only what it counts as), the target, whose turn it is, and the events as this seat
    saw them (``events``, built when first read)."""

    seat: int
    rules: UpDownRules
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    target: int
    face_due: Face
    pile: tuple[PileCard, ...]
    plays: int
    winners: tuple[int, ...]
    target_before: int | None          # while a face-down card is open to challenge
    public: Log[Event]                 # the events as everyone saw them ...
    own: Log[tuple[int, Event]]        # ... and this seat's private ones, by place: read both as ``events``

    @classmethod
    def of(cls, table: Table, seat: int, public: Log[Event], own: Log[tuple[int, Event]],
           pile: tuple[PileCard, ...] | None = None, hand_sizes: tuple[int, ...] | None = None) -> UpDownView:
        """``table`` as ``seat`` sees it; ``public`` and ``own`` are the events as it saw them; ``pile``
        (:func:`seen_piles`) and ``hand_sizes``, when the caller has them already."""
        # A view is made for every move of every simulated game: the table is unpacked at once (a named
        # tuple's fields are slow to read one by one) and the view made with tuple.__new__ straight away.
        (rules, hands, stock, on_pile, target, face_due, turn, phase, asking, target_before, plays,
         winners) = table
        hand: tuple[Card, ...] = hands[seat]  # type: ignore[assignment]   # the seat's own cards: all seen
        to_act = turn if phase is _PLAY else asking[0] if phase is _CHALLENGE else None
        return tuple.__new__(cls, (seat, rules, phase, to_act, hand,
                                   tuple(map(len, hands)) if hand_sizes is None else hand_sizes, len(stock), target,
                                   face_due, seen_pile(on_pile, seat) if pile is None else pile, plays, winners,
                                   target_before, public, own))

    @property
    def events(self) -> tuple[Event, ...]:
        """What happened, as this seat saw it: others' private cards left out."""
        events = list(self.public.entries())
        for i, e in self.own.entries():
            events[i] = e
        return tuple(events)

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """What this seat may do now (nothing when it is not its turn)."""
        if self.to_act != self.seat:
            return ()
        return tuple(legal_actions(self.phase, self.seat, self.hand, self.face_due))


def seen_pile(pile: tuple[PileCard, ...], seat: int) -> tuple[PileCard, ...]:
    """``pile`` as ``seat`` sees it: another's face-down card shows only what it counts as (UD-10).

    >>> from engine.updown.records import PileCard
    >>> pile = (PileCard(0, Face.UP, 8, Card(8, "S")), PileCard(1, Face.DOWN, 10, Card(4, "H")))
    >>> [p.card for p in seen_pile(pile, 0)], [p.card for p in seen_pile(pile, 1)]
    ([Card('8S'), None], [Card('8S'), Card('4H')])
    """
    return tuple([p if p.face is _UP or p.seat == seat or p.card is None else p.hidden() for p in pile])


def seen_piles(pile: tuple[PileCard, ...], players: int, before: tuple[PileCard, ...] = (),
               seen_before: tuple[tuple[PileCard, ...], ...] | None = None) -> tuple[tuple[PileCard, ...], ...]:
    """``pile`` as each seat sees it (:func:`seen_pile`). Given how each saw the pile ``before`` it,
    when ``pile`` is that pile with one card more (a play), each seat's pile only gains that card, as
    that seat sees it: a game works this out once a play, not once a view."""
    if seen_before is not None and len(pile) == len(before) + 1 and pile[:-1] == before:
        top = pile[-1]
        if top.face is _UP or top.card is None:
            return tuple([seen + (top,) for seen in seen_before])
        hidden = (top.hidden(),)
        return tuple([seen + ((top,) if s == top.seat else hidden) for s, seen in enumerate(seen_before)])
    if not pile:
        return ((),) * players
    return tuple([seen_pile(pile, seat) for seat in range(players)])
