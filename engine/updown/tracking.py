"""Card tracking for one seat of 一上一下: where every card it has seen is, folded from its own view.

A :class:`Tracker` reads the events as its seat saw them (:attr:`UpDownView.events`) — from one look
to the next only what the game's logs added in between (:meth:`~engine.updown.log.Log.since`), so a
bot that keeps one reads each event once — and keeps:

- the pile as this seat knows it: face-up cards, its own face-down cards, a challenged card once
  turned over (UD-12), and a *guess* for another's face-down card that stood when that player was
  known to hold a card of the declared rank;
- the cards known to be in each other hand (``held``): what lay face up, was turned over or was this
  seat's own in a pile that player took (UD-12), until that player shows them again;
- for every other card in a hand, a *mask* of the ranks it can still be (``slots``): players are
  taken to play their lowest card at or above the target (UD-7), so a face-up 9 on a target of 5
  says they held no 5 to 8, a low face-up card says nothing of theirs reached the target, and a true
  declaration from a player who rarely bluffs says the same as a face-up card;
- every hand's size, and each seat's public record (challenges made and passed, bluffs and true
  cards turned over), which :mod:`engine.updown.reading` turns into a style.

It only ever sees the view, so it knows nothing the seat may not know.

>>> from engine.updown import position, play_up
>>> g = position(["8S 9H 2C", "4D 5D 6D"], turn=0)
>>> t = Tracker(1)
>>> t.update(g.view(1))
>>> g = g.apply(play_up(0, "8S"))            # an 8 on a target of 3: seat 0 holds no 3 to 7
>>> t.update(g.view(1))
>>> [bin(m) for m in t.slots[0]]
['0b1111111100000', '0b1111111100000']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

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
from .log import Log
from .reading import FULL, STRENGTH_OF, Reading, span, strength
from .records import Face, PileCard
from .rollout import CAUTIOUS, COUNTER, LOOSE, WILD
from .view import UpDownView

DECK = tuple(full_deck())
_PLACE = {c: i for i, c in enumerate(DECK)}   # a card's place in the deck, to order cards as DECK does
HEAD = 16                     # opening events kept to tell one game from another (they hold the deal)


class Tracker:
    """What seat ``seat`` has seen, updated from each new view with :meth:`update`.

    With ``styles=False`` it only counts cards — where each card it has seen is, every hand's size,
    each seat's record — and reads no styles: the weights stay at the prior, and it keeps no masks
    (``slots`` and ``pile_masks`` stay empty: every unseen card could be any, as it infers nothing
    from how a player is taken to play). Where the cards are does not depend on the masks."""

    def __init__(self, seat: int, styles: bool = True):
        self.seat = seat
        self.styles = styles
        self._reset(0)

    def _reset(self, players: int) -> None:
        self.players = players
        self.sizes = [0] * players
        self.pile: list[PileCard] = []
        self.pile_masks: list[int] = []          # what each pile card can be (for unseen ones)
        self.held: list[set[Card]] = [set() for _ in range(players)]
        self.slots: list[list[int]] = [[] for _ in range(players)]
        self.reading = Reading(players, self.styles)
        self._seen = 0
        self._head: tuple[Event, ...] = ()      # the first events seen, and the last: this game's fingerprint
        self._last: Event | None = None
        self._logs: tuple[Log[Event], Log[tuple[int, Event]]] | None = None    # the last view's, read to the end
        self._open: tuple[int, int, int, int] | None = None   # claimant, declared, target before, cards left

    def update(self, view: UpDownView) -> None:
        """Take in the events of ``view`` not seen yet (starting again if it is another game)."""
        handlers = _HANDLERS
        for e in self._news(view):
            handler = handlers.get(type(e))
            if handler is not None:        # the other kinds (a lead, a new round, a win …) change nothing here
                handler(self, e)
        self._agree(view)

    def _news(self, view: UpDownView) -> Sequence[Event]:
        """The events of ``view`` not taken in yet. When its logs carry on the ones read last (the same
        game, played on), only what they added is read; else the whole history, which starts again
        from nothing if it is not the game read so far."""
        seen, logs = self._seen, self._logs
        added = mine = None
        if logs is not None:
            added = view.public.since(logs[0])
            mine = () if view.own is logs[1] else view.own.since(logs[1]) if added is not None else None
        if added is None or mine is None or (mine and mine[0][0] < seen):     # (its places only grow)
            events = view.events
            if (view.rules.players != self.players or len(events) < seen
                    or (seen and events[seen - 1] is not self._last and events[seen - 1] != self._last)
                    or events[:len(self._head)] != self._head):
                self._start(view, events)
                seen = 0
            added = events[seen:]
        elif mine:                          # this seat's own cards, in place of the others' view of them
            told = list(added)
            for i, e in mine:
                told[i - seen] = e
            added = tuple(told)
        self._logs = view.public, view.own
        if added:
            if len(self._head) < HEAD:
                self._head = (self._head + tuple(added))[:HEAD]
            self._seen = seen + len(added)
            self._last = added[-1]
        return added

    def _start(self, view: UpDownView, events: Sequence[Event]) -> None:
        """Begin from nothing; a game that began at a chosen position (no deal among the events)
        starts from the sizes and the pile the events lead back to."""
        self._reset(view.rules.players)
        change = [0] * self.players
        plays_before_pickup, pickup = 0, None
        for e in events:                   # by type, as update does: every first look at a game comes here
            if type(e) is Deal or type(e) is Drew:
                change[e.seat] += 1
            elif type(e) is PlayedUp or type(e) is PlayedDown:
                change[e.seat] -= 1
                if pickup is None:
                    plays_before_pickup += 1
            elif type(e) is TookPile:
                change[e.seat] += e.count
                if pickup is None:
                    pickup = e
        self.sizes = [n - c for n, c in zip(view.hand_sizes, change, strict=True)]
        for s, n in enumerate(self.sizes):
            if s != self.seat and self.styles:
                self.slots[s] = [FULL] * max(n, 0)
        if pickup is None:
            self.pile = list(view.pile[:len(view.pile) - plays_before_pickup])
        else:
            self.pile = [PileCard(-1, Face.DOWN, 3)] * (pickup.count - plays_before_pickup)
        if self.styles:
            self.pile_masks = [_mask_of(p) for p in self.pile]

    # One method per kind of event, found by its type (:meth:`update`): a simulation feeds every
    # event of every game through here, and a dictionary look-up is cheaper than a chain of isinstance tests.

    def _dealt(self, e: Deal | Drew) -> None:
        self.sizes[e.seat] += 1
        if e.seat != self.seat and self.styles:
            self.slots[e.seat].append(FULL)

    def _up(self, e: PlayedUp) -> None:
        self.sizes[e.seat] -= 1
        card = e.card
        self.pile.append(_new(PileCard, (e.seat, _UP, card.rank, card, False)))
        if self.styles:
            self.pile_masks.append(1 << STRENGTH_OF[card.rank])
        if e.seat != self.seat:
            self._played_up(e.seat, card, STRENGTH_OF[e.target_before])

    def _down(self, e: PlayedDown) -> None:
        self.sizes[e.seat] -= 1
        self.pile.append(_new(PileCard, (e.seat, _DOWN, e.counts_as, e.card, e.declared is None)))
        if self.styles:
            self.pile_masks.append(FULL)
        declared, before = STRENGTH_OF[e.counts_as], STRENGTH_OF[e.target_before]
        self._open = (e.seat, declared, before, self.sizes[e.seat])
        if e.seat != self.seat:
            self.reading.declared(e.seat, declared, before)

    def _passed(self, e: Passed) -> None:
        if self._open is not None:
            _, declared, before, left = self._open
            self.reading.answered(e.seat, False, declared, before, left)

    def _challenged(self, e: Challenged) -> None:
        if self._open is not None:
            _, declared, before, left = self._open
            self.reading.answered(e.challenger, True, declared, before, left)

    def _stands(self, e: Stood) -> None:
        if self._open is not None and e.seat != self.seat:
            self._stood(e.seat, self._open[1], self._open[2])
        self._open = None

    def _revealed(self, e: Revealed) -> None:
        c = STRENGTH_OF[e.card.rank]
        self.pile[-1] = _turned(self.pile[-1], e.card)
        if self.styles:
            self.pile_masks[-1] = 1 << c
        if self._open is not None and e.claimant != self.seat:
            _, declared, before, _ = self._open
            self.reading.revealed(e.claimant, c, declared, before)
            self._shown(e.claimant, e.card, declared, before)
        self._open = None

    def _took(self, e: TookPile) -> None:
        self.sizes[e.seat] += e.count
        if e.seat != self.seat:
            self.held[e.seat].update([p.card for p in self.pile if p.card is not None])
            if self.styles:
                self.slots[e.seat] += [m for p, m in zip(self.pile, self.pile_masks, strict=True) if p.card is None]
        self.pile, self.pile_masks = [], []

    # ---- what a play says about the rest of a hand --------------------------------------------

    def _played_up(self, seat: int, card: Card, before: int) -> None:
        c = STRENGTH_OF[card.rank]
        if card in self.held[seat]:
            self.held[seat].discard(card)
        elif self.styles:
            self._take_slot(seat, c)
        # their lowest card at or above the target; or, if nothing reached, their lowest card
        if self.styles:
            self._narrow(seat, FULL & ~span(before, c - 1) if c >= before else span(c, before - 1))

    def _stood(self, seat: int, declared: int, before: int) -> None:
        held = self.held[seat]
        w = self.reading.weights[seat]
        truthful = self.styles and declared >= before and (declared - before >= 3 or w[WILD] + w[LOOSE] < 0.3) and (
            declared > before or w[CAUTIOUS] > 0.7)
        # A player known to hold a card of the rank they declared most likely played it.
        same = sorted((c for c in held if STRENGTH_OF[c.rank] == declared), key=_PLACE.__getitem__) if held else ()
        if same and self.pile and self.pile[-1].card is None:
            held.discard(same[0])
            self.pile[-1] = _turned(self.pile[-1], same[0])
            if self.styles:
                self.pile_masks[-1] = 1 << declared
        elif self.styles:
            mask = self._take_slot(seat, declared if truthful else None)
            self.pile_masks[-1] = 1 << declared if truthful else mask
        if truthful:
            self._narrow(seat, FULL & ~span(before, declared - 1))
        while len(held) > self.sizes[seat]:
            held.discard(max(held, key=_PLACE.__getitem__))

    def _shown(self, seat: int, card: Card, declared: int, before: int) -> None:
        c = STRENGTH_OF[card.rank]
        if card in self.held[seat]:
            self.held[seat].discard(card)
        elif self.styles:
            self._take_slot(seat, c)
        if c == declared and c >= before:
            self._narrow(seat, FULL & ~span(before, c - 1))
        elif c < before and (c == declared or self.reading.weights[seat][COUNTER] >= 0.6):
            self._narrow(seat, span(c, before - 1))           # nothing reached: that was their lowest card

    def _take_slot(self, seat: int, rank: int | None) -> int:
        """Remove the slot that most likely held a card of strength ``rank`` (None: any card) and
        return its mask; a card no slot allows means the player does not play as assumed."""
        slots = self.slots[seat]
        if not slots:
            return FULL
        if rank is None:
            i = max(range(len(slots)), key=lambda k: slots[k].bit_count())
            return slots.pop(i)
        fits = [k for k, m in enumerate(slots) if m >> rank & 1]
        if not fits:
            slots[:] = [FULL] * len(slots)
            return slots.pop()
        return slots.pop(min(fits, key=lambda k: slots[k].bit_count()))

    def _narrow(self, seat: int, allowed: int) -> None:
        """Every unseen card of ``seat`` is one of ``allowed`` — unless a card known to be in that
        hand is not, which shows the player does not play as assumed."""
        if not self.styles:
            return
        for c in self.held[seat]:
            if not allowed >> STRENGTH_OF[c.rank] & 1:
                return
        self.slots[seat] = [m & allowed or m for m in self.slots[seat]]

    # ---- keeping in step with the view ----------------------------------------------------------

    def _agree(self, view: UpDownView) -> None:
        """Trust the view where it speaks: hand sizes, and the pile's visible cards."""
        sizes = self.sizes = list(view.hand_sizes)
        pile, held_by = view.pile, self.held
        if any(held_by):
            seen = {*view.hand, *[p.card for p in pile]}
            for held in held_by:
                if held:
                    held -= seen
        # The pile agrees when it shows what the view shows (the usual case: the same cards, checked as a
        # whole); only where the view shows nothing may the tracker know more (a card it places, _stood).
        # (pile_masks, where kept, always holds a mask for each pile card.)
        if len(self.pile) != len(pile) or tuple(self.pile) != pile:
            shown = [p.card for p in pile]             # None where the view does not show the card
            if len(self.pile) != len(shown) or (
                    shown != [p.card for p in self.pile]
                    and any(c is not None and c != p.card for c, p in zip(shown, self.pile, strict=True))):
                self.pile = list(pile)
                if self.styles:
                    self.pile_masks = [_mask_of(p) for p in self.pile]
        if not self.styles and not any(held_by):
            return                        # nothing to fit: without masks, only known cards can outnumber a hand
        claimant = pile[-1].seat if view.phase == "challenge" else None
        me, slots_by, styles = self.seat, self.slots, self.styles
        # (and then only in the hands of the seats that hold some)
        for s in range(len(sizes)) if styles else [s for s, held in enumerate(held_by) if held]:
            if s == me:
                continue
            n, held, slots = sizes[s], held_by[s], slots_by[s]
            room = n + 1 if s == claimant else n                   # the open card is still theirs here
            if len(held) + len(slots) == room:                     # the usual case: nothing to trim or add
                continue
            while len(held) > room:
                held.discard(max(held, key=_PLACE.__getitem__))
            if not styles:
                continue
            while len(slots) > room - len(held):
                slots.pop(max(range(len(slots)), key=lambda k: slots[k].bit_count()))
            if len(slots) < room - len(held):
                slots += [FULL] * (room - len(held) - len(slots))

    # ---- what the seat can count --------------------------------------------------------------

    def located(self, view: UpDownView) -> set[Card]:
        """Every card this seat can place: its hand, the known pile cards, the others' known cards."""
        placed = {*view.hand, *[card for _, _, _, card, _ in self.pile]}
        placed.discard(None)                     # the pile's cards not seen
        for held in self.held:                   # (its own seat's is always empty)
            if held:
                placed |= held
        return placed  # type: ignore[return-value]

    def unseen(self, view: UpDownView) -> list[Card]:
        """The cards this seat cannot place, in deck order."""
        placed = self.located(view)
        return [c for c in DECK if c not in placed]

    def unseen_counts(self, view: UpDownView) -> list[int]:
        """How many of the cards this seat cannot place are of each strength (0 for the 3s … 12 for
        the 2s): what :meth:`unseen` holds, counted."""
        return _unplaced(self.located(view))


_UP, _DOWN = Face.UP, Face.DOWN
_new = tuple.__new__             # a PileCard made as a plain tuple is: its own __new__ is a Python function
_HANDLERS: dict[type[Event], Callable[[Tracker, Any], None]] = {
    Deal: Tracker._dealt, Drew: Tracker._dealt, PlayedUp: Tracker._up, PlayedDown: Tracker._down,
    Passed: Tracker._passed, Challenged: Tracker._challenged, Stood: Tracker._stands, Revealed: Tracker._revealed,
    TookPile: Tracker._took}


def _turned(p: PileCard, card: Card) -> PileCard:
    """``p`` known to be ``card`` (what ``p._replace(card=card)`` makes, without its slow keywords)."""
    return _new(PileCard, (p.seat, p.face, p.counts_as, card, p.nothing_said))


def _unplaced(placed: set[Card]) -> list[int]:
    """How many cards of each strength are not among ``placed``: four less those placed (counting
    the few placed cards, not the many others, is what makes this quick)."""
    counts = [4] * 13
    for rank, _ in placed:
        counts[STRENGTH_OF[rank]] -= 1
    return counts


def _mask_of(p: PileCard) -> int:
    return FULL if p.card is None else 1 << strength(p.card.rank)
