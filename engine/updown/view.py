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
from .records import HIDDEN, Face, Phase, PileCard
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
    def of(cls, table: Table, seat: int, public: Log[Event], own: Log[tuple[int, Event]]) -> UpDownView:
        """``table`` as ``seat`` sees it; ``public`` and ``own`` are the events as it saw them."""
        # A view is made for every move of every simulated game: the table is unpacked at once, and the
        # tuples made with tuple.__new__ straight away (a named tuple's own __new__ is a Python function).
        rules, hands, stock, pile, target, face_due, turn, phase, asking, target_before, plays, winners = table
        hidden = HIDDEN                  # another's face-down card as p.hidden() shows it, without the call
        shown = tuple([p if p.face is _UP or p.seat == seat or p.card is None else
                       hidden.get((p.seat, p.face, p.counts_as, p.nothing_said)) or p.hidden() for p in pile])
        new = tuple.__new__
        hand: tuple[Card, ...] = hands[seat]  # type: ignore[assignment]   # the seat's own cards: all seen
        to_act = turn if phase is _PLAY else asking[0] if phase is _CHALLENGE else None
        return new(cls, (seat, rules, phase, to_act, hand, tuple(map(len, hands)), len(stock), target, face_due, shown,
                         plays, winners, target_before, public, own))

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
