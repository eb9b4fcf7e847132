"""UpDownBot, the base every 一上一下 bot builds on, and what a seat can work out from its own view:
the cards it can see, whether a challenge surely succeeds, how likely it is to (UD-10, UD-12).

The personalities are in :mod:`engine.updown.bots` (and the expert in :mod:`engine.updown.expert`).

>>> from engine.updown import UpDownRules, new_game, play_down, play_up
>>> game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> len(known_cards(game.view(0))), known_copies(game.view(0), 9)         # its 7 cards: two 9s
(7, 2)
>>> game = game.apply(play_up(0, game.view(0).hand[-1])).apply(play_down(1, Card(4, "S"), 14))
>>> surely_caught(game.view(0)), round(chance_challenge_succeeds(game.view(0)), 2)   # "A" on the 8
(False, 0.15)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import comb
from typing import Any

from ..bots import Bot
from ..cards import RANK_LABELS, Card, full_deck
from ..i18n import Text, _
from .actions import Action, play_down, play_up
from .inputs import shown, whole
from .records import PileCard
from .rules import STRENGTH, _standing
from .view import UpDownView

_LOW_FIRST = {c: (STRENGTH[c.rank], c.suit) for c in full_deck()}


def _lowest(cards: Sequence[Card]) -> Card:
    return min(cards, key=_LOW_FIRST.__getitem__)


def _reaching(cards: Sequence[Card], target: int) -> list[Card]:
    """The cards at or above ``target`` (not below it, UD-2)."""
    least = STRENGTH[target]
    return [c for c in cards if STRENGTH[c.rank] >= least]


def _open_card(view: UpDownView) -> PileCard:
    if view.phase != "challenge":
        raise ValueError(f"view: seat {view.seat} is not being asked about a face-down card (phase {view.phase})")
    return view.pile[-1]


VOLUNTARY_BLUFF = 0.15  # how often a player who could tell the truth is assumed to bluff anyway


def _check_view(view: Any) -> UpDownView:
    if not isinstance(view, UpDownView):
        raise TypeError(f"view must be an UpDownView (state.view(seat)), not {shown(view)}")
    return view


def known_cards(view: UpDownView) -> list[Card]:
    """The cards this seat can see: its hand and every known card on the pile but the open one."""
    return _known(_check_view(view))


def _known(view: UpDownView) -> list[Card]:
    return [*view.hand, *(p.card for p in view.pile[:-1] if p.card is not None)]


def known_copies(view: UpDownView, rank: int) -> int:
    """How many cards of ``rank`` this seat can see."""
    whole(rank, "rank", 2, 14)
    return sum(1 for c in known_cards(view) if c.rank == rank)


def surely_caught(view: UpDownView) -> bool:
    """Whether a challenge of the open face-down card succeeds whatever it really is, of the cards
    this seat cannot see (UD-12): no real rank would let it stand (a declaration below the target
    it was played on), or this seat can see all four cards of every rank that would."""
    return _surely_caught(_check_view(view), _known(view))


def _surely_caught(view: UpDownView, known: list[Card]) -> bool:
    top = _open_card(view)
    target = view.target_before
    assert target is not None
    standing = _standing(target, top.counts_as)
    if not standing:
        return True
    ranks = [c.rank for c in known]
    return all(ranks.count(r) >= 4 for r in standing)


def chance_challenge_succeeds(view: UpDownView) -> float:
    """From this seat's view: how likely a challenge of the open face-down card succeeds (UD-12).

    A challenge the view proves will succeed (:func:`surely_caught`) has chance 1. Otherwise: a
    player holding nothing at or above the target must bluff; the chance of that comes from the
    unseen cards and how many the player held. A player who could tell the truth is assumed to
    bluff anyway now and then.
    """
    return _chance(_check_view(view))


def _chance(view: UpDownView) -> float:
    seen = _known(view)
    if _surely_caught(view, seen):
        return 1.0
    claimant = view.pile[-1].seat
    target_before = view.target_before
    assert target_before is not None
    unknown = 52 - len(seen)
    reaching = _reaching_in_deck(target_before) - len(_reaching(seen, target_before))
    held = min(view.hand_sizes[claimant] + 1, unknown)
    forced = comb(unknown - reaching, held) / comb(unknown, held) if unknown - reaching >= 0 else 0.0
    return forced + (1 - forced) * VOLUNTARY_BLUFF


@cache
def _reaching_in_deck(target: int) -> int:
    """How many of the 52 cards are at or above ``target`` (UD-2)."""
    return len(_reaching(full_deck(), target))


class UpDownBot(Bot):
    """A 一上一下 player that sees only its :class:`UpDownView`."""

    def act(self, view: Any) -> Action:
        _check_view(view)
        if view.phase == "challenge":
            return self.respond(view)
        if view.face_due == "up":
            return self.play_face_up(view)
        return self.play_face_down(view)

    def play_face_up(self, view: UpDownView) -> Action:
        high = _reaching(view.hand, view.target)
        if high:
            card = _lowest(high)
            self.reason = _("I played {card} face up: my lowest card at or above the target {target}, keeping "
                            "bigger cards for later.", card=card.label, target=RANK_LABELS[view.target])
        else:
            card = _lowest(view.hand)
            self.reason = _("Nothing of mine reaches the target {target}, so I played my lowest card, {card}, "
                            "face up and draw a card (UD-7).", target=RANK_LABELS[view.target], card=card.label)
        return play_up(view.seat, card)

    def truthful_down(self, view: UpDownView) -> Action | None:
        high = _reaching(view.hand, view.target)
        if not high:
            return None
        card = _lowest(high)
        self.reason = _("I put {card} face down and declared it truthfully as {rank} (target {target}).",
                        card=card.label, rank=RANK_LABELS[card.rank], target=RANK_LABELS[view.target])
        return play_down(view.seat, card, card.rank)

    def bluff(self, view: UpDownView, declared: int, why: str | Text) -> Action:
        card = _lowest(view.hand)
        self.reason = _("I put {card} face down but declared {rank} — a bluff: {why}", card=card.label,
                        rank=RANK_LABELS[declared], why=why)
        return play_down(view.seat, card, declared)

    def play_face_down(self, view: UpDownView) -> Action:
        raise NotImplementedError

    def respond(self, view: UpDownView) -> Action:
        raise NotImplementedError
