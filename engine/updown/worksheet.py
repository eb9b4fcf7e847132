"""Printable 一上一下 worksheets, made from a seed: "settle the challenge" and "challenge or not?".

Pure functions of a seed that return typed records (no HTML — :mod:`engine.present.worksheets`
draws them). Every answer comes from the engine's own rule, :func:`engine.updown.challenge_succeeds`
(UD-12), so a key can be recomputed from its question.

- :func:`settle_cases` — a face-down card is challenged and turned over: target before it, the
  declaration, the real card. Does the challenge succeed, and who takes the pile?
- :func:`challenge_positions` — a round in progress seen by one player: their hand, the pile with its
  face-up cards, a fresh face-down declaration. Can it be true, given the cards you see? Then the
  card is turned over.

>>> from engine.cards import RANK_LABELS as L
>>> [(L[c.target_before], L[c.declared], L[c.real], c.succeeds) for c in settle_cases(seed=3, count=3)]
[('A', '2', '2', False), ('9', 'A', '9', True), ('Q', 'Q', 'Q', False)]
>>> p = challenge_positions(seed=3, count=1)[0]
>>> p.certain == all(challenge_succeeds(p.target_before, p.declared, c.rank) for c in p.unseen)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import RANK_LABELS, RANK_PLURALS, RANKS, Card, full_deck, updown_order
from ..errors import check_int, check_seed
from ..i18n import Lang, Text, _, check_lang, ngettext
from .records import Face, PileCard
from .rules import START_TARGET, a_rank, challenge_reason, challenge_succeeds

# ---- settle the challenge (UD-12) --------------------------------------------------------------

CASE_KINDS = ("true, at or above the target", "true, equal to the target", "true, but below the target",
              "a bluff, declared at or above the target", "a bluff, declared below the target", "2 is the highest")


@dataclass(frozen=True)
class SettleCase:
    """A challenged face-down card turned over. The key: whether the challenge succeeds, who takes the
    whole pile, and why (UD-12, in the engine's words)."""

    target_before: int
    declared: int
    real: int
    kind: str
    succeeds: bool
    taker: str
    reason: str


def _shuffled_cycles(kinds: tuple[str, ...], count: int, rng: random.Random) -> list[str]:
    """``count`` kinds: each kind once in a shuffled order, then again, … (a longer sheet extends a shorter one)."""
    out: list[str] = []
    while len(out) < count:
        cycle = list(kinds)
        rng.shuffle(cycle)
        out += cycle
    return out[:count]


def _below(rank: int, target: int) -> bool:
    return updown_order(rank) < updown_order(target)


def _case(kind: str, rng: random.Random) -> tuple[int, int, int]:
    """(target before, declared, real) for one kind of case."""
    order = sorted(RANKS, key=updown_order)                      # 3 … A, 2
    if kind == "2 is the highest":
        return rng.choice([(14, 2, 2), (2, 14, 14), (13, 2, 2), (2, 2, 2)])
    if kind == "true, equal to the target":
        t = rng.choice(order[1:-1])
        return t, t, t
    if kind == "true, at or above the target":
        t = rng.choice(order[:-2])
        d = rng.choice([r for r in order if not _below(r, t) and r != t])
        return t, d, d
    if kind == "true, but below the target":
        t = rng.choice(order[2:])
        d = rng.choice([r for r in order if _below(r, t)])
        return t, d, d
    if kind == "a bluff, declared at or above the target":
        t = rng.choice(order[:-1])
        d = rng.choice([r for r in order if not _below(r, t)])
        return t, d, rng.choice([r for r in order if r != d])
    t = rng.choice(order[2:])                                     # a bluff, declared below the target
    d = rng.choice([r for r in order if _below(r, t)])
    return t, d, rng.choice([r for r in order if r != d])


def settle_cases(seed: int | str, count: int = 8, lang: Lang = "en") -> tuple[SettleCase, ...]:
    """``count`` challenged cards to settle, seeded, mixing every kind of case (each kind once
    before any comes twice, in a shuffled order); the key is :func:`challenge_succeeds`. The key's
    words (``taker``, ``reason``) are in ``lang``; the cases are the same in either language.

    >>> cases = settle_cases(seed=1, count=6)
    >>> sorted(c.kind for c in cases) == sorted(CASE_KINDS)
    True
    >>> all(c.succeeds for c in cases if _below(c.declared, c.target_before))
    True
    >>> settle_cases(seed=1, count=99)
    Traceback (most recent call last):
    ...
    ValueError: count must be a whole number from 1 to 30, not 99
    """
    check_seed(seed)
    check_int(count, "count", 1, 30)
    lang = check_lang(lang)
    rng = random.Random(f"settle/{seed}")
    kinds = _shuffled_cycles(CASE_KINDS, count, random.Random(f"settle kinds/{seed}"))
    cases = []
    for kind in kinds:
        target, declared, real = _case(kind, rng)
        succeeds = challenge_succeeds(target, declared, real)
        taker = _("the player who put it down") if succeeds else _("the challenger")
        cases.append(SettleCase(target_before=target, declared=declared, real=real, kind=kind, succeeds=succeeds,
                                taker=taker.render(lang),
                                reason=challenge_reason(target, declared, real, lang)))
    return tuple(cases)


# ---- challenge or not? (UD-10, UD-12) ----------------------------------------------------------

POSITION_KINDS = ("declared below the target", "all four copies in sight", "could be true", "could be true")


@dataclass(frozen=True)
class Position:
    """A moment of a three-player round, seen by ``you`` (seat 2): ``claimant`` (seat 1) has just put
    a card face down declaring ``declared``; you are asked first whether to challenge (UD-10, UD-11).

    The key: ``certain`` — every card it could be, of those you can't see, loses a challenge
    (:func:`challenge_succeeds` for each) — with ``why``; how many of the unseen cards would make a
    challenge succeed; then the card turned over (``real``) and what a challenge would have done."""

    hand: tuple[Card, ...]
    pile: tuple[PileCard, ...]
    target_before: int
    declared: int
    claimant_cards_left: int
    unseen: tuple[Card, ...]
    certain: bool
    catching: int
    why: str
    real: Card
    succeeds: bool
    reason: str
    you: int = 2
    claimant: int = 1

    @property
    def pile_taken_if_wrong(self) -> int:
        """How many cards a failed challenge would make you take: the whole pile (UD-12)."""
        return len(self.pile)


@dataclass(frozen=True)
class _Plural:
    """Four of a rank, as English counts them ("9s", "jacks"); Chinese says the rank ("四张 9")."""

    rank: int

    def localized(self, lang: Lang) -> str:
        return RANK_PLURALS[self.rank] if lang == "en" else RANK_LABELS[self.rank]


def _why(target: int, declared: int, unseen_copies: int, certain: bool) -> Text:
    """The key's reason, from what the engine decided (``certain``) and the count of unseen copies."""
    d, t, ds = RANK_LABELS[declared], RANK_LABELS[target], _Plural(declared)
    if _below(declared, target):
        return _("The declared {declared} is below the target of {target}, so a challenge succeeds whatever the "
                 "card is: if it really is {card}, it is below the target; if it isn't, it differs from the "
                 "declaration (UD-12).", declared=d, target=t, card=a_rank(declared))
    if certain:
        return _("You can see all four {plural}, so the card cannot be {card}: a challenge succeeds (UD-12).",
                 plural=ds, card=a_rank(declared))
    if unseen_copies == 4:
        hidden = _("all four {plural} are out of your sight", plural=ds)
    else:
        hidden = ngettext("{n} of the four {plural} is out of your sight",
                          "{n} of the four {plural} are out of your sight", unseen_copies, plural=ds)
    return _("The declared {declared} is not below the target of {target}, and {hidden}: the card could be true. "
             "A challenge is a risk — if it fails, you take the whole pile.", declared=d, target=t, hidden=hidden)


def _position(kind: str, rng: random.Random, lang: Lang = "en") -> Position:
    order = sorted(RANKS, key=updown_order)
    deck = full_deck()
    rng.shuffle(deck)
    # The round so far, in turn order 0 → 1 → 2: it ends with 甲 (seat 0) playing face up, so the target
    # before 乙's (seat 1) face-down card is that face-up card's rank. A longer round began with 乙 face
    # up and you (丙, seat 2) face down — you know your own face-down card.
    pile: list[PileCard] = []
    if rng.random() < 0.6:
        opening = deck.pop()
        yours = deck.pop()
        honest = not _below(yours.rank, opening.rank) and rng.random() < 0.7
        stood = yours.rank if honest else rng.choice([r for r in order if not _below(r, opening.rank)])
        pile += [PileCard(1, Face.UP, opening.rank, opening), PileCard(2, Face.DOWN, stood, yours)]
    last_up = deck.pop()
    pile.append(PileCard(0, Face.UP, last_up.rank, last_up))
    target = last_up.rank
    if kind == "declared below the target" and target == START_TARGET:
        return _position(kind, rng, lang)                              # nothing is below 3: deal again
    shown = [p.card for p in pile if p.card is not None]
    above = [r for r in order if not _below(r, target)]
    if kind == "all four copies in sight":
        declared = rng.choice(above)
        copies = [c for c in deck if c.rank == declared]
        if len(copies) + sum(1 for c in shown if c.rank == declared) != 4:
            return _position(kind, rng, lang)                          # a copy is hidden on the pile: deal again
        for c in copies:
            deck.remove(c)
        hand = copies + [deck.pop() for _ in range(rng.randint(1, 3))]
    else:
        below = [r for r in order if _below(r, target)]
        declared = rng.choice(below if kind == "declared below the target" else above)
        hand = [deck.pop() for _ in range(rng.randint(3, 7))]
    rng.shuffle(hand)
    # the card really put down: one of the cards you can't see
    candidates = [c for c in deck if c.rank == declared] if rng.random() < 0.5 else []
    real = rng.choice(candidates or deck)
    seen = set(hand) | set(shown)
    unseen = tuple(c for c in full_deck() if c not in seen)
    catching = sum(challenge_succeeds(target, declared, c.rank) for c in unseen)
    certain = catching == len(unseen)
    seen_copies = sum(1 for c in seen if c.rank == declared)
    pile.append(PileCard(1, Face.DOWN, declared, None))
    return Position(
        hand=tuple(hand), pile=tuple(pile), target_before=target, declared=declared,
        claimant_cards_left=rng.choice([0, 1, 2, 3, 4, 5]), unseen=unseen, certain=certain, catching=catching,
        why=_why(target, declared, 4 - seen_copies, certain).render(lang), real=real,
        succeeds=challenge_succeeds(target, declared, real.rank),
        reason=challenge_reason(target, declared, real.rank, lang))


def challenge_positions(seed: int | str, count: int = 4, lang: Lang = "en") -> tuple[Position, ...]:
    """``count`` "challenge or not?" positions, seeded: a declaration below the target, one whose four
    copies you can all see, and ones that could be true, in a shuffled order. The key's words
    (``why``, ``reason``) are in ``lang``; the positions are the same in either language.

    >>> ps = challenge_positions(seed=2, count=4)
    >>> sorted(p.certain for p in ps)
    [False, False, True, True]
    >>> all(p.real not in p.hand and p.pile[-1].card is None for p in ps)
    True
    >>> challenge_positions(seed=2.5)
    Traceback (most recent call last):
    ...
    TypeError: seed must be a whole number or a string, not 2.5
    """
    check_seed(seed)
    check_int(count, "count", 1, 12)
    lang = check_lang(lang)
    rng = random.Random(f"positions/{seed}")
    kinds = _shuffled_cycles(POSITION_KINDS, count, random.Random(f"position kinds/{seed}"))
    return tuple(_position(kind, rng, lang) for kind in kinds)


__all__ = ["CASE_KINDS", "POSITION_KINDS", "Position", "PileCard", "SettleCase", "START_TARGET",
           "challenge_positions", "settle_cases"]
