"""Card tracking for one seat of 一上一下: where every card it has seen is, folded from its own view.

A :class:`Tracker` reads the events as its seat saw them (:attr:`UpDownView.events`) and keeps:

- the pile as this seat knows it: face-up cards, its own face-down cards, a challenged card once
  turned over (UD-12), and a *guess* for another's face-down card that stood when that player was
  known to hold a card of the declared rank;
- the cards known to be in each other hand: what lay face up, was revealed or was this seat's own
  in a pile that player took (UD-12), until that player shows them again;
- every hand's size at each moment, and each seat's public record (challenges made and passed,
  bluffs and true cards turned over), which :mod:`engine.updown.reading` turns into a style.

It only ever sees the view, so it knows nothing the seat may not know.

>>> from engine.updown import UpDownRules, new_game, play_up, play_down, challenge
>>> g = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> g = g.apply(play_up(0, g.hands[0][0])).apply(play_down(1, g.hands[1][0], 14)).apply(challenge(0))
>>> t = Tracker(0)
>>> t.update(g.view(0))
>>> taker = g.events[-2].seat
>>> sorted(t.held[taker]) == sorted(g.events[-2].cards) if taker == 1 else t.held[1] == set()
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, full_deck
from .events import (
    Challenged,
    Deal,
    Drew,
    Event,
    Passed,
    PlayedDown,
    PlayedUp,
    Revealed,
    Stood,
    TookPile,
)
from .reading import Reading, strength
from .records import Face, PileCard
from .view import UpDownView

DECK = tuple(full_deck())


class Tracker:
    """What seat ``seat`` has seen, updated from each new view with :meth:`update`."""

    def __init__(self, seat: int):
        self.seat = seat
        self._reset(0)

    def _reset(self, players: int) -> None:
        self.players = players
        self.sizes = [0] * players
        self.pile: list[PileCard] = []
        self.held: list[set[Card]] = [set() for _ in range(players)]
        self.reading = Reading(players)
        self._seen = 0
        self._last: Event | None = None
        self._open: tuple[int, int, int, int] | None = None   # claimant, declared, target before, cards left

    def update(self, view: UpDownView) -> None:
        """Take in the events of ``view`` not seen yet (starting again if it is another game)."""
        events = view.events
        if (view.rules.players != self.players or len(events) < self._seen
                or (self._seen and events[self._seen - 1] != self._last)):
            self._start(view, events)
        for e in events[self._seen:]:
            self._take(e)
        self._seen = len(events)
        self._last = events[-1] if events else None
        self._agree(view)

    def _start(self, view: UpDownView, events: Sequence[Event]) -> None:
        """Begin from nothing; a game that began at a chosen position (no deal among the events)
        starts from the sizes and the pile the events lead back to."""
        self._reset(view.rules.players)
        change = [0] * self.players
        plays_before_pickup, pickup = 0, None
        for e in events:
            if isinstance(e, Deal | Drew):
                change[e.seat] += 1
            elif isinstance(e, PlayedUp | PlayedDown):
                change[e.seat] -= 1
                if pickup is None:
                    plays_before_pickup += 1
            elif isinstance(e, TookPile):
                change[e.seat] += e.count
                if pickup is None:
                    pickup = e
        self.sizes = [n - c for n, c in zip(view.hand_sizes, change, strict=True)]
        if pickup is None:
            self.pile = list(view.pile[:len(view.pile) - plays_before_pickup])
        else:
            self.pile = [PileCard(-1, Face.DOWN, 3)] * (pickup.count - plays_before_pickup)

    def _take(self, e: Event) -> None:
        seat = self.seat
        if isinstance(e, Deal | Drew):
            self.sizes[e.seat] += 1
        elif isinstance(e, PlayedUp):
            self.sizes[e.seat] -= 1
            self.held[e.seat].discard(e.card)
            self.pile.append(PileCard(e.seat, Face.UP, e.card.rank, e.card))
        elif isinstance(e, PlayedDown):
            self.sizes[e.seat] -= 1
            self.pile.append(PileCard(e.seat, Face.DOWN, e.counts_as, e.card))
            declared, before = strength(e.counts_as), strength(e.target_before)
            self._open = (e.seat, declared, before, self.sizes[e.seat])
            if e.seat != seat:
                self.reading.declared(e.seat, declared, before)
        elif isinstance(e, Passed | Challenged):
            if self._open is not None:
                asked = e.seat if isinstance(e, Passed) else e.challenger
                claimant, declared, before, left = self._open
                self.reading.answered(asked, isinstance(e, Challenged), declared, before, left)
        elif isinstance(e, Stood):
            self._stood(e.seat, e.counts_as)
        elif isinstance(e, Revealed):
            top = self.pile[-1]
            self.pile[-1] = top._replace(card=e.card)
            self.held[e.claimant].discard(e.card)
            if self._open is not None and e.claimant != seat:
                _, declared, before, _ = self._open
                self.reading.revealed(e.claimant, strength(e.card.rank), declared, before)
            self._open = None
        elif isinstance(e, TookPile):
            self.sizes[e.seat] += e.count
            if e.seat != seat:
                self.held[e.seat].update(p.card for p in self.pile if p.card is not None)
            self.pile = []

    def _stood(self, claimant: int, counts_as: int) -> None:
        self._open = None
        if claimant == self.seat:
            return
        held = self.held[claimant]
        # A player known to hold a card of the rank they declared most likely played it.
        same = sorted((c for c in held if c.rank == counts_as), key=DECK.index)
        if same and self.pile and self.pile[-1].card is None:
            held.discard(same[0])
            self.pile[-1] = self.pile[-1]._replace(card=same[0])
        while len(held) > self.sizes[claimant]:
            held.discard(max(held, key=DECK.index))

    def _agree(self, view: UpDownView) -> None:
        """Trust the view where it speaks: hand sizes, and the pile's visible cards."""
        self.sizes = list(view.hand_sizes)
        mine = set(view.hand)
        known = [p for p in view.pile if p.card is not None]
        for held in self.held:
            held -= mine
            held.difference_update(p.card for p in known)
        if len(self.pile) != len(view.pile) or any(
                p.card is not None and p.card != q.card for p, q in zip(view.pile, self.pile, strict=True)):
            self.pile = list(view.pile)
        for s, held in enumerate(self.held):
            while len(held) > self.sizes[s]:
                held.discard(max(held, key=DECK.index))

    # ---- what the seat can count --------------------------------------------------------------

    def located(self, view: UpDownView) -> set[Card]:
        """Every card this seat can place: its hand, the known pile cards, the others' known cards."""
        placed = set(view.hand)
        placed.update(p.card for p in self.pile if p.card is not None)
        for s, held in enumerate(self.held):
            if s != self.seat:
                placed |= held
        return placed

    def unseen(self, view: UpDownView) -> list[Card]:
        """The cards this seat cannot place, in deck order."""
        placed = self.located(view)
        return [c for c in DECK if c not in placed]
