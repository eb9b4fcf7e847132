"""Fast play-outs of 一上一下 for the expert's search: a whole game finished in plain lists of numbers.

A card here is only its *strength*, 0 for a 3 up to 12 for a 2 (UD-2): suits never matter to the
play. :class:`World` is one complete guess of a game (every hand, the stock, the pile) and
:meth:`World.finish` plays it to the end with cheap policies — everyone plays their lowest card at
or above the target (UD-7), and each seat bluffs and challenges in its own *style*:

- ``CAUTIOUS`` never bluffs (with nothing high enough it declares its real, low card) and
  challenges only a declaration below the target, which always fails (UD-12);
- ``COUNTER`` bluffs only when it must, declaring the target itself, and challenges when the odds
  say a player with that many cards is unlikely to hold anything high enough, or who is going out;
- ``WILD`` bluffs now and then even when it need not, declaring one or two ranks above the target,
  and challenges big jumps, players going out, and sometimes at random;
- ``LOOSE`` a little of everything, for players who fit none of the above.

The rules follow :mod:`engine.updown.table` (which stays the one place they are written for real
games); a test plays the same moves through both and checks they agree.

>>> import random
>>> w = World(hands=[[0, 5, 9], [1, 2, 3]], stock=[4, 4], pile=[], target=0, up=True, turn=0, plays=0,
...           styles=[COUNTER, CAUTIOUS], limit=500, taker_leads=True)
>>> w.finish(random.Random(1)) in ((0,), (1,))
True
"""

from __future__ import annotations

import random
from bisect import bisect_left, insort
from math import comb

CAUTIOUS, COUNTER, WILD, LOOSE = 0, 1, 2, 3
STYLES = (CAUTIOUS, COUNTER, WILD, LOOSE)
TOP = 12                                  # the strength of a 2, the highest rank (UD-2)
WILD_BLUFF, LOOSE_BLUFF = 0.3, 0.15       # how often those styles bluff though they could tell the truth
WILD_JUMP, WILD_RANDOM, LOOSE_RANDOM = 4, 0.15, 0.2


def forced_chance(target: int, cards: int, unknown: int = 40) -> float:
    """How likely ``cards`` cards drawn from ``unknown`` unseen ones hold nothing at or above
    ``target`` (a strength), when the unseen cards are a fair share of the deck.

    >>> round(forced_chance(0, 3), 3), round(forced_chance(12, 1), 2)
    (0.0, 0.93)
    """
    reaching = round(4 * (13 - target) * unknown / 52)
    return comb(unknown - reaching, cards) / comb(unknown, cards) if cards <= unknown else 0.0


# COUNTER challenges when its estimate that the claimant had to bluff, plus a small allowance for
# bluffing anyway, is over even: indexed by the target's strength and the claimant's cards left.
ODDS = tuple(tuple(forced_chance(t, h + 1) * 0.85 + 0.15 > 0.5 for h in range(60)) for t in range(13))


def challenges(style: int, declared: int, before: int, left: int, rng: random.Random) -> bool:
    """Whether a seat of ``style`` challenges a card declared ``declared`` on a target of ``before``
    by a player left with ``left`` cards (strengths throughout).

    >>> rng = random.Random(0)
    >>> challenges(CAUTIOUS, 9, 5, 3, rng), challenges(CAUTIOUS, 4, 5, 3, rng), challenges(COUNTER, 5, 5, 0, rng)
    (False, True, True)
    """
    if declared < before:
        return True
    if style == CAUTIOUS:
        return False
    if style == COUNTER:
        return left == 0 or ODDS[before][left if left < 60 else 59]
    if style == WILD:
        return left == 0 or declared - before >= WILD_JUMP or rng.random() < WILD_RANDOM
    return (left == 0 and rng.random() < 0.6) or rng.random() < LOOSE_RANDOM


def face_down(style: int, hand: list[int], target: int, rng: random.Random) -> tuple[int, int]:
    """The card a seat of ``style`` puts face down from ``hand`` (sorted; the card leaves it) and
    what it declares.

    >>> face_down(COUNTER, [1, 6, 9], 5, random.Random(0)), face_down(COUNTER, [1, 2], 5, random.Random(0))
    ((6, 6), (1, 5))
    >>> face_down(CAUTIOUS, [1, 2], 5, random.Random(0))       # it never bluffs: it declares its real, low card
    (1, 1)
    """
    i = bisect_left(hand, target)
    if i < len(hand):
        if style == WILD and rng.random() < WILD_BLUFF:
            return hand.pop(0), min(target + (1 if rng.random() < 2 / 3 else 2), TOP)
        if style == LOOSE and rng.random() < LOOSE_BLUFF:
            return hand.pop(0), min(target + rng.randrange(3), TOP)
        card = hand.pop(i)
        return card, card
    card = hand.pop(0)
    if style == CAUTIOUS:
        return card, card
    if style == WILD:
        return card, min(target + (1 if rng.random() < 2 / 3 else 2), TOP)
    if style == LOOSE:
        return card, min(target + rng.randrange(3), TOP)
    return card, target


class World:
    """One full guess of a game, in strengths; ``finish`` plays it out (it changes the world).

    ``up``: the next card goes face up; ``styles``: each seat's style; ``taker_leads``: after a
    challenge the pile's taker leads the new round, else the challenger (UD-13).
    """

    __slots__ = ("hands", "stock", "pile", "target", "up", "turn", "plays", "styles", "limit", "taker_leads")

    def __init__(self, hands: list[list[int]], stock: list[int], pile: list[int], target: int, up: bool, turn: int,
                 plays: int, styles: list[int], limit: int, taker_leads: bool):
        self.hands, self.stock, self.pile, self.target, self.up = hands, stock, pile, target, up
        self.turn, self.plays, self.styles, self.limit, self.taker_leads = turn, plays, styles, limit, taker_leads

    def copy(self) -> World:
        """An independent copy (the lists are copied)."""
        return World([h[:] for h in self.hands], self.stock[:], self.pile[:], self.target, self.up, self.turn,
                     self.plays, self.styles, self.limit, self.taker_leads)

    def play_up(self, seat: int, card: int) -> tuple[int, ...] | None:
        """``seat`` puts ``card`` (in its hand) face up (UD-7); the winners if that ends the game."""
        hand = self.hands[seat]
        hand.remove(card)
        if card < self.target and self.stock:
            insort(hand, self.stock.pop())
        self.pile.append(card)
        self.target, self.up = card, False
        self.plays += 1
        return self._stood(seat)

    def play_down(self, seat: int, card: int, declared: int, rng: random.Random,
                  answers: dict[int, bool] | None = None) -> tuple[int, ...] | None:
        """``seat`` puts ``card`` face down declaring ``declared``; the others are asked in turn
        order (UD-10) — ``answers`` fixes some seats' answers — and the card stands or is resolved."""
        hand = self.hands[seat]
        hand.remove(card)
        self.pile.append(card)
        self.plays += 1
        return self._ask(seat, card, declared, [(seat + k) % len(self.hands) for k in range(1, len(self.hands))],
                         rng, answers)

    def answer(self, claimant: int, card: int, declared: int, asking: list[int], rng: random.Random,
               answers: dict[int, bool]) -> tuple[int, ...] | None:
        """The open face-down ``card`` of ``claimant`` (already on the pile) with ``asking`` still to
        be asked; ``answers`` fixes some of their answers."""
        return self._ask(claimant, card, declared, asking, rng, answers)

    def _ask(self, claimant: int, card: int, declared: int, asking: list[int], rng: random.Random,
             answers: dict[int, bool] | None) -> tuple[int, ...] | None:
        before, left, styles = self.target, len(self.hands[claimant]), self.styles
        for seat in asking:
            says = answers.get(seat) if answers else None
            if says is None:
                says = challenges(styles[seat], declared, before, left, rng)
            if says:
                return self._resolve(claimant, seat, card != declared or card < before)
        self.target, self.up = declared, True
        return self._stood(claimant)

    def _resolve(self, claimant: int, challenger: int, succeeds: bool) -> tuple[int, ...] | None:
        loser = claimant if succeeds else challenger
        hand = self.hands[loser]
        hand += self.pile
        hand.sort()
        self.pile = []
        self.target, self.up = 0, True
        if not succeeds and not self.hands[claimant]:
            return (claimant,)                     # UD-14: the last card stood
        self.turn = loser if self.taker_leads else challenger
        return self._limit()

    def _stood(self, seat: int) -> tuple[int, ...] | None:
        if not self.hands[seat]:
            return (seat,)
        self.turn = (seat + 1) % len(self.hands)
        return self._limit()

    def _limit(self) -> tuple[int, ...] | None:
        if self.plays < self.limit:
            return None
        fewest = min(map(len, self.hands))
        return tuple(s for s, h in enumerate(self.hands) if len(h) == fewest)

    def finish(self, rng: random.Random, cap: int = 400) -> tuple[int, ...]:
        """Play on from a moment when a card is due (no card open) until someone wins; after
        ``cap`` more plays, the fewest cards win, as at the play limit (UD-16). The same steps as
        :meth:`play_up`, :meth:`play_down` and :meth:`_ask`, with :func:`face_down` and
        :func:`challenges` written out, drawing the same random numbers in the same order: this loop
        is the search's inner loop, and a call costs more than most of its steps."""
        hands, styles, stock, pile = self.hands, self.styles, self.stock, self.pile
        target, up, turn, plays, limit = self.target, self.up, self.turn, self.plays, self.limit
        players, taker_leads = len(hands), self.taker_leads
        orders = _ORDERS[players]
        draw = rng.random
        winners: tuple[int, ...] = ()
        for _ in range(cap):
            hand = hands[turn]
            if up:
                i = bisect_left(hand, target)
                if i < len(hand):
                    card = hand.pop(i)
                else:
                    card = hand.pop(0)
                    if stock:
                        insort(hand, stock.pop())
                pile.append(card)
                target, up = card, False
                plays += 1
                if not hand:
                    winners = (turn,)
                    break
                turn = (turn + 1) % players
            else:
                style = styles[turn]                       # face_down(style, hand, target, rng)
                i = bisect_left(hand, target)
                if i < len(hand):
                    if style == WILD and draw() < WILD_BLUFF:
                        card, declared = hand.pop(0), min(target + (1 if draw() < 2 / 3 else 2), TOP)
                    elif style == LOOSE and draw() < LOOSE_BLUFF:
                        card, declared = hand.pop(0), min(target + rng.randrange(3), TOP)
                    else:
                        card = declared = hand.pop(i)
                else:
                    card = hand.pop(0)
                    if style == CAUTIOUS:
                        declared = card
                    elif style == WILD:
                        declared = min(target + (1 if draw() < 2 / 3 else 2), TOP)
                    elif style == LOOSE:
                        declared = min(target + rng.randrange(3), TOP)
                    else:
                        declared = target
                pile.append(card)
                plays += 1
                left = len(hand)
                for seat in orders[turn]:
                    style = styles[seat]                   # challenges(style, declared, target, left, rng)
                    if declared < target:
                        says = True
                    elif style == CAUTIOUS:
                        says = False
                    elif style == COUNTER:
                        says = left == 0 or ODDS[target][left if left < 60 else 59]
                    elif style == WILD:
                        says = left == 0 or declared - target >= WILD_JUMP or draw() < WILD_RANDOM
                    else:
                        says = (left == 0 and draw() < 0.6) or draw() < LOOSE_RANDOM
                    if says:
                        succeeds = card != declared or card < target
                        loser = turn if succeeds else seat
                        taken = hands[loser]
                        taken += pile
                        taken.sort()
                        pile = []
                        target, up = 0, True
                        if not succeeds and not hand:
                            winners = (turn,)              # UD-14: the last card stood
                        turn = loser if taker_leads else seat
                        break
                else:
                    target, up = declared, True
                    if not hand:
                        winners = (turn,)
                    turn = (turn + 1) % players
                if winners:
                    break
            if plays >= limit:
                break
        self.pile, self.target, self.up, self.turn, self.plays = pile, target, up, turn, plays
        if winners:
            return winners
        fewest = min(map(len, hands))
        return tuple(s for s, h in enumerate(hands) if len(h) == fewest)


_ORDERS = {n: [[(s + k) % n for k in range(1, n)] for s in range(n)] for n in range(2, 5)}
