"""Bots for 一上一下 that decide from their own view only (simulations: :mod:`engine.updown.simulation`).

Three personalities: *honest* never bluffs and challenges only what its view proves false;
*reckoner* weighs how likely a declaration is false against what a challenge costs; *bluffer*
lies when it has nothing at or above the target, and sometimes when it has. Each can say why it
made its last decision.

>>> from engine.updown import UpDownRules, new_game
>>> game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> bot = make_bot("honest")
>>> bot.act(game.view(0)).face, bot.explain().startswith("I played")
('up', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from math import comb

from ..bots import Bot, run_bots
from ..cards import RANK_LABELS, Card, updown_order
from .game import Action, UpDownRules, UpDownView, challenge, new_game, pass_, play_down, play_up


def _at_least(rank: int, target: int) -> bool:
    return updown_order(rank) >= updown_order(target)


def _lowest(cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: (updown_order(c.rank), c.suit))


VOLUNTARY_BLUFF = 0.15  # how often a player who could tell the truth is assumed to bluff anyway


def known_cards(view: UpDownView) -> list[Card]:
    """The cards this seat can see: its hand and every known card on the pile but the open one."""
    return list(view.hand) + [card for _, _, _, card in view.pile[:-1] if card is not None]


def known_copies(view: UpDownView, rank: int) -> int:
    """How many cards of ``rank`` this seat can see."""
    return sum(1 for c in known_cards(view) if c.rank == rank)


def chance_challenge_succeeds(view: UpDownView) -> float:
    """From this seat's view: how likely a challenge of the open face-down card succeeds (UD-12).

    A declaration below the target as it was always fails, and so does one of a rank whose four
    copies this seat can see. Otherwise: a player holding nothing at or above the target must
    bluff; the chance of that comes from the unseen cards and how many the player held. A player
    who could tell the truth is assumed to bluff anyway now and then.
    """
    claimant, _, declared, _ = view.pile[-1]
    if not _at_least(declared, view.target_before) or known_copies(view, declared) >= 4:
        return 1.0
    seen = known_cards(view)
    unknown = 52 - len(seen)
    reaching = sum(1 for r in RANK_LABELS if _at_least(r, view.target_before)) * 4 - \
        sum(1 for c in seen if _at_least(c.rank, view.target_before))
    held = min(view.hand_sizes[claimant] + 1, unknown)
    forced = comb(unknown - reaching, held) / comb(unknown, held) if unknown - reaching >= 0 else 0.0
    return forced + (1 - forced) * VOLUNTARY_BLUFF


class UpDownBot(Bot):
    """A 一上一下 player that sees only its :class:`UpDownView`."""

    def act(self, view: UpDownView) -> Action:
        if view.phase == "challenge":
            return self.respond(view)
        if view.face_due == "up":
            return self.play_face_up(view)
        return self.play_face_down(view)

    def play_face_up(self, view: UpDownView) -> Action:
        high = [c for c in view.hand if _at_least(c.rank, view.target)]
        if high:
            card = _lowest(high)
            self.reason = (f"I played {card.label} face up: my lowest card at or above the target "
                           f"{RANK_LABELS[view.target]}, keeping bigger cards for later.")
        else:
            card = _lowest(view.hand)
            self.reason = (f"Nothing of mine reaches the target {RANK_LABELS[view.target]}, so I played my "
                           f"lowest card, {card.label}, face up and draw a card (UD-7).")
        return play_up(view.seat, card)

    def truthful_down(self, view: UpDownView) -> Action | None:
        high = [c for c in view.hand if _at_least(c.rank, view.target)]
        if not high:
            return None
        card = _lowest(high)
        self.reason = (f"I put {card.label} face down and declared it truthfully as "
                       f"{RANK_LABELS[card.rank]} (target {RANK_LABELS[view.target]}).")
        return play_down(view.seat, card, card.rank)

    def bluff(self, view: UpDownView, declared: int, why: str) -> Action:
        card = _lowest(view.hand)
        self.reason = (f"I put {card.label} face down but declared {RANK_LABELS[declared]} — a bluff: {why}")
        return play_down(view.seat, card, declared)

    def play_face_down(self, view: UpDownView) -> Action:
        raise NotImplementedError

    def respond(self, view: UpDownView) -> Action:
        raise NotImplementedError


class HonestBot(UpDownBot):
    """Never bluffs; challenges only declarations its own view proves false."""

    personality = "honest"

    def play_face_down(self, view: UpDownView) -> Action:
        action = self.truthful_down(view)
        if action:
            return action
        card = _lowest(view.hand)
        self.reason = (f"I have nothing at or above {RANK_LABELS[view.target]} and never bluff, so I declared "
                       f"{card.label} truthfully, though a challenge would catch it (UD-12).")
        return play_down(view.seat, card, card.rank)

    def respond(self, view: UpDownView) -> Action:
        claimant, _, declared, _ = view.pile[-1]
        if not _at_least(declared, view.target_before):
            self.reason = (f"Seat {claimant} declared {RANK_LABELS[declared]}, below the target "
                           f"{RANK_LABELS[view.target_before]}: that always fails a challenge (UD-12).")
            return challenge(view.seat)
        if known_copies(view, declared) >= 4:
            self.reason = (f"I can see all four {RANK_LABELS[declared]}s, so seat {claimant}'s declaration "
                           f"must be false.")
            return challenge(view.seat)
        self.reason = f"Nothing I can see proves seat {claimant}'s {RANK_LABELS[declared]} false, so I pass."
        return pass_(view.seat)


class ReckonerBot(UpDownBot):
    """Estimates from the unseen cards how likely a declaration is false, and weighs the pile."""

    personality = "reckoner"

    def play_face_down(self, view: UpDownView) -> Action:
        action = self.truthful_down(view)
        if action:
            return action
        return self.bluff(view, view.target, f"nothing of mine reaches {RANK_LABELS[view.target]}, and "
                                             "declaring the target itself is the least suspicious claim.")

    def respond(self, view: UpDownView) -> Action:
        claimant, _, declared, _ = view.pile[-1]
        p = chance_challenge_succeeds(view)
        pile = len(view.pile)
        going_out = view.hand_sizes[claimant] == 0
        threshold = 0.1 if going_out else 0.5
        verdict = p > threshold
        why = (f"seat {claimant} would win with this card, so even a {p:.0%} chance is worth it" if going_out
               else f"winning gives them the {pile}-card pile, losing gives it to me")
        self.reason = (f"I estimate a {p:.0%} chance that seat {claimant}'s {RANK_LABELS[declared]} fails a "
                       f"challenge; {why}, so I {'challenge' if verdict else 'pass'}.")
        return challenge(view.seat) if verdict else pass_(view.seat)


class BlufferBot(UpDownBot):
    """Lies when it has nothing at or above the target, and sometimes when it has."""

    personality = "bluffer"
    bluff_anyway = 0.3

    def play_face_down(self, view: UpDownView) -> Action:
        step = self.rng.choice((1, 1, 2))
        order = sorted(RANK_LABELS, key=updown_order)
        higher = order[min(order.index(view.target) + step, len(order) - 1)]
        has_high = any(_at_least(c.rank, view.target) for c in view.hand)
        if not has_high:
            return self.bluff(view, higher, f"nothing of mine reaches {RANK_LABELS[view.target]}.")
        if self.rng.random() < self.bluff_anyway:
            return self.bluff(view, higher, "I keep my good cards and hope nobody looks.")
        return self.truthful_down(view)

    def respond(self, view: UpDownView) -> Action:
        claimant, _, declared, _ = view.pile[-1]
        jump = updown_order(declared) - updown_order(view.target_before)
        if view.hand_sizes[claimant] == 0 or jump < 0 or jump >= 4 or self.rng.random() < 0.15:
            self.reason = (f"Seat {claimant} jumped from {RANK_LABELS[view.target_before]} to "
                           f"{RANK_LABELS[declared]}" + (" and is about to go out" if view.hand_sizes[claimant] == 0
                                                        else "") + " — I challenge.")
            return challenge(view.seat)
        self.reason = f"{RANK_LABELS[declared]} after {RANK_LABELS[view.target_before]} sounds plausible; I pass."
        return pass_(view.seat)


PERSONALITIES = {"honest": HonestBot, "reckoner": ReckonerBot, "bluffer": BlufferBot}


def make_bot(personality: str, seed: int | str = 0) -> UpDownBot:
    """A bot by name: honest, reckoner or bluffer."""
    try:
        return PERSONALITIES[personality](seed)
    except (KeyError, TypeError):
        raise ValueError(f"personality: no 一上一下 bot called {personality!r}: choose from {', '.join(PERSONALITIES)}") from None


def advance(state, bots: dict[int, UpDownBot], stop=None, limit: int = 100_000):
    """Let the bots act until a human's turn, the end of the game, or ``stop(state)``; the moves
    are stamped with the number of plays made before them."""
    return run_bots(state, bots, lambda s: s.plays, stop, limit)
