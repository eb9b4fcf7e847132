"""Reading the other players of 一上一下 from what everyone saw them do, and judging a declaration.

Each seat is taken to play in one of the styles of :mod:`engine.updown.rollout` (cautious,
counter, wild, loose). A :class:`Reading` starts every seat with the same prior over the styles and
reweighs it by how well each style explains that seat's public record: each challenge or pass
(UD-10), each declaration below the target, and each face-down card turned over by a challenge
(UD-12). Only public events count, so any seat could make the same reading.

:func:`chance_false` then combines the cards still unseen with the claimant's style: how likely it
is that a player with that many cards, of those unseen, declares this rank truthfully (their lowest
card at or above the target) or as a bluff.

>>> r = Reading(3)
>>> r.answered(1, False, declared=5, before=4, left=4)        # seat 1 lets small steps pass ...
>>> r.answered(1, False, declared=6, before=5, left=3)
>>> r.answered(1, True, declared=10, before=5, left=4)        # ... and challenges a big jump
>>> r.answered(2, False, declared=10, before=5, left=4)       # seat 2 lets even that pass
>>> r.likeliest(1), r.likeliest(2)
('wild', 'cautious')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import comb, exp
from typing import NamedTuple

from ..cards import RANKS, updown_order
from .rollout import (
    CAUTIOUS,
    COUNTER,
    LOOSE,
    LOOSE_BLUFF,
    LOOSE_RANDOM,
    STYLES,
    TOP,
    WILD,
    WILD_BLUFF,
    WILD_JUMP,
    WILD_RANDOM,
)
from .rollout import forced_chance as _forced_share

NAMES = ("cautious", "counter", "wild", "loose")
FULL = (1 << 13) - 1          # an unseen card that may be of any rank (a bit per strength)
PRIOR = (0.3, 0.3, 0.3, 0.1)


def strength(rank: int) -> int:
    """A rank's place in 3 < 4 < … < A < 2 (UD-2), from 0 to 12.

    >>> strength(3), strength(14), strength(2)
    (0, 11, 12)
    """
    return STRENGTH_OF[rank]


STRENGTH_OF = (0, 0, *(updown_order(r) - 3 for r in RANKS))   # by rank (2 … 14): looked up in inner loops


def span(low: int, high: int) -> int:
    """The mask of the strengths ``low`` to ``high`` (none when ``low > high``).

    >>> bin(span(2, 4)), span(5, 4)
    ('0b11100', 0)
    """
    return ((1 << (high + 1)) - (1 << low)) if low <= high else 0


def challenge_chance(style: int, declared: int, before: int, left: int) -> float:
    """How likely a seat of ``style`` challenges a card declared ``declared`` (a strength) on a
    target of ``before`` by a player left with ``left`` cards; never quite 0 or 1.

    >>> challenge_chance(CAUTIOUS, 9, 5, 4), challenge_chance(WILD, 9, 5, 4), challenge_chance(WILD, 3, 5, 4)
    (0.03, 0.95, 0.97)
    """
    if declared < before:
        return 0.97
    if style == CAUTIOUS:
        return 0.03
    if style == COUNTER:
        if left == 0:
            return 0.95
        p = _forced_share(before, left + 1) * 0.85 + 0.15
        return 0.06 + 0.88 / (1 + exp(-(p - 0.5) / 0.04))
    if style == WILD:
        return 0.95 if left == 0 or declared - before >= WILD_JUMP else WILD_RANDOM
    return 0.6 if left == 0 else LOOSE_RANDOM + 0.05


def _jump_share(style: int, jump: int, before: int) -> float:
    """How a bluffer of ``style`` spreads its declarations over jumps above the target."""
    room = TOP - before
    if style == COUNTER:
        return 1.0 if jump == 0 else 0.0
    if style == WILD:
        if room == 0:
            return 1.0 if jump == 0 else 0.0
        if room == 1:
            return 1.0 if jump == 1 else 0.0
        return 2 / 3 if jump == 1 else 1 / 3 if jump == 2 else 0.0
    if style == LOOSE:
        return 0.3 if jump in (0, 1, 2) else 0.01
    return 0.0


BLUFF_RATE = {CAUTIOUS: 0.0, COUNTER: 0.0, WILD: WILD_BLUFF, LOOSE: LOOSE_BLUFF}
SURPRISE = 0.02
"""The share of face-down plays no style explains: whatever a player's style, :func:`chance_false`
takes 2% of their declarations at or above the target to be a bluff naming any rank from the target
up. Without it a player read as never bluffing would make every declaration "0% false", however
unlikely the rank (a jump to a rank whose cards are mostly accounted for). cardschool's reading."""
_TRUTH_WEIGHT = {CAUTIOUS: 1.0, COUNTER: 1.0, WILD: 1 - WILD_BLUFF, LOOSE: 1 - LOOSE_BLUFF}


class Record(NamedTuple):
    """One seat's public record: challenges it made and passes, its cards turned over."""

    challenges: int = 0
    passes: int = 0
    bluffs_shown: int = 0
    truths_shown: int = 0


_NO_RECORD = Record()


class Reading:
    """Every seat's style weights and public record; see the module's doc. With ``styles=False``
    it keeps the records only, every seat's weights staying at the prior (for a bot that reads no
    styles: weighing every answer is most of what reading costs)."""

    def __init__(self, players: int, styles: bool = True):
        self.weights = [list(PRIOR) for _ in range(players)]
        self.records = [_NO_RECORD] * players          # records are tuples: one empty one serves every seat
        self.styles = styles

    def _reweigh(self, seat: int, likelihood: tuple[float, ...]) -> None:
        if not self.styles:
            return
        w = [a * b for a, b in zip(self.weights[seat], likelihood, strict=True)]
        total = sum(w)
        if total > 0:
            self.weights[seat] = [x / total for x in w]

    def answered(self, seat: int, challenged: bool, declared: int, before: int, left: int) -> None:
        """``seat`` challenged (or passed) a card declared ``declared`` on ``before``, by a player
        left with ``left`` cards."""
        if self.styles:
            self._reweigh(seat, _answer_likelihood(challenged, declared, before, left))
        c, p, b, t = self.records[seat]          # made as a plain tuple is: every answer comes here
        self.records[seat] = tuple.__new__(Record, (c + 1, p, b, t) if challenged else (c, p + 1, b, t))

    def declared(self, seat: int, declared: int, before: int) -> None:
        """``seat`` declared ``declared`` on a target of ``before``: below it, only a player who never
        bluffs would (they say what they have, UD-12)."""
        if declared < before:
            self._reweigh(seat, (1.0, 0.05, 0.05, 0.2))

    def revealed(self, seat: int, real: int, declared: int, before: int) -> None:
        """``seat``'s challenged card turned out ``real`` (strengths throughout)."""
        c, p, b, t = self.records[seat]
        if real == declared:
            self.records[seat] = tuple.__new__(Record, (c, p, b, t + 1))
            if real >= before:
                self._reweigh(seat, (1.0, 1.0, 1 - WILD_BLUFF, 1 - LOOSE_BLUFF))
            return
        self.records[seat] = tuple.__new__(Record, (c, p, b + 1, t))
        if self.styles:
            self._reweigh(seat, _bluff_likelihood(declared - before, before))

    def answered_any(self, seats: Sequence[int]) -> bool:
        """Whether any of ``seats`` has challenged or passed a card yet: until then, what is read of how they
        answer is the prior, a first guess (the 21st and 24th native reads)."""
        records = self.records
        return any(records[s].challenges + records[s].passes for s in seats)

    def likeliest(self, seat: int) -> str:
        """The name of ``seat``'s likeliest style."""
        w = self.weights[seat]
        return NAMES[w.index(max(w))]

    def chance_challenged(self, claimant: int, declared: int, before: int, left: int, asking: list[int]) -> float:
        """How likely someone of ``asking`` challenges a card declared ``declared`` on ``before``
        by ``claimant``, left with ``left`` cards (strengths throughout).

        >>> round(Reading(3).chance_challenged(0, declared=6, before=5, left=4, asking=[1, 2]), 2)
        0.18
        """
        stands = 1.0
        for seat in asking:
            w = self.weights[seat]
            stands *= 1 - sum(w[s] * challenge_chance(s, declared, before, left) for s in STYLES)
        return 1 - stands


@cache            # a handful of (declared, before, left) occur: every simulated answer reads one
def _answer_likelihood(challenged: bool, declared: int, before: int, left: int) -> tuple[float, ...]:
    """How likely each style was to answer as ``seat`` did (:meth:`Reading.answered`)."""
    chances = tuple(challenge_chance(s, declared, before, left) for s in STYLES)
    return chances if challenged else tuple(1 - c for c in chances)


@cache
def _bluff_likelihood(jump: int, before: int) -> tuple[float, ...]:
    """How likely each style was to make a bluff of ``jump`` above ``before`` (:meth:`Reading.revealed`)."""
    return tuple(max(_jump_share(s, jump, before), 0.03) if s != CAUTIOUS else 0.02 for s in STYLES)


class Judgement(NamedTuple):
    """How likely a declaration is false, and the weight of each (style, bluff) explanation:
    ``joint[style]`` = (weight if true, weight if a bluff), unnormalised; ``forced`` per style,
    the chance a bluff of that style was forced (nothing high enough)."""

    false: float
    joint: tuple[tuple[float, float], ...]
    forced: float


def _share(total: int, avoid: int, cards: int) -> float:
    """The chance that ``cards`` cards drawn from ``total`` miss all ``avoid`` particular ones."""
    if cards <= 0:
        return 1.0
    if cards > total:
        return 0.0
    return comb(total - avoid, cards) / comb(total, cards)


def chance_false(weights: list[float], unseen: list[int], known: list[int], slots: list[int], declared: int,
                 before: int) -> Judgement:
    """How likely a card declared ``declared`` on a target of ``before`` is false (it would lose
    a challenge, UD-12), for a claimant of style ``weights`` who, before playing, held the cards
    ``known`` and one card from ``unseen`` for each mask in ``slots`` (strengths throughout; a mask
    has a bit for each strength that card can be).

    >>> deck = [s for s in range(13) for _ in range(4)]
    >>> round(chance_false([0, 1, 0, 0], deck, [], [FULL] * 7, declared=5, before=5).false, 3)  # rarely forced
    0.007
    >>> round(chance_false([0, 1, 0, 0], deck, [], [FULL] * 7, declared=6, before=5).false, 3)  # a step: true
    0.01
    >>> round(chance_false([0, 1, 0, 0], deck, [], [FULL] * 7, declared=11, before=5).false, 2)  # a jump to A
    0.29
    >>> chance_false([0, 1, 0, 0], [0, 0, 0, 0, 1], [], [FULL] * 2, declared=5, before=5).false   # no 8 left unseen
    1.0
    >>> chance_false([0, 1, 0, 0], deck, [], [span(0, 4)] * 3, declared=5, before=5).false   # they showed nothing high
    1.0
    """
    if declared < before:
        return Judgement(1.0, ((0.0, 1.0),) * 4, 1.0)
    counts = [0] * 13
    for s in unseen:
        counts[s] += 1
    groups: dict[int, int] = {}
    for m in slots:
        groups[m] = groups.get(m, 0) + 1

    def none_in(avoid: int) -> float:
        """The chance that no unseen card of the claimant is of a strength in ``avoid``."""
        chance = 1.0
        for mask, n in groups.items():
            total = sum(counts[s] for s in range(13) if mask >> s & 1)
            both = mask & avoid
            hit = sum(counts[s] for s in range(13) if both >> s & 1)
            if n > total:                       # the masks cannot all be right: any unseen card
                total, hit = len(unseen), sum(counts[s] for s in range(13) if avoid >> s & 1)
            chance *= _share(total, hit, n)
        return chance

    reaching_known = [k for k in known if k >= before]
    if reaching_known:
        forced = 0.0
        lowest = min(reaching_known)
        clear = none_in(span(before, declared - 1))
        lowest_is = 0.0 if lowest < declared else clear if lowest == declared else clear - none_in(
            span(before, declared))
    else:
        forced = none_in(span(before, 12))
        lowest_is = none_in(span(before, declared - 1)) - none_in(span(before, declared))
    holds = 1.0 if declared in known else 1 - none_in(1 << declared)
    if holds <= 0:
        return Judgement(1.0, ((0.0, 1.0),) * 4, forced)
    jump = declared - before
    anyone = SURPRISE / (TOP + 1 - before)       # the unexplained bluff: any rank from the target up
    joint = []
    for style in STYLES:
        rate = BLUFF_RATE[style]
        truth = _TRUTH_WEIGHT[style] * (lowest_is if style != LOOSE else 0.5 * lowest_is + 0.15 * holds)
        bluff = (forced + rate * (1 - forced)) * _jump_share(style, jump, before)
        joint.append((weights[style] * (1 - SURPRISE) * truth, weights[style] * ((1 - SURPRISE) * bluff + anyone)))
    true_w = sum(t for t, _ in joint)
    bluff_w = sum(b for _, b in joint)
    if true_w + bluff_w <= 0:
        return Judgement(0.5, tuple(joint), forced)
    return Judgement(bluff_w / (true_w + bluff_w), tuple(joint), forced)


# ---- the challenge figure every learner sees: a declaration read by counting -----------------------

PRIOR_BLUFF, PRIOR_WEIGHT = 0.15, 10      # the prior on bluffing anyway: 15%, worth 10 cards turned over


def bluff_rate(bluffs_shown: int = 0, truths_shown: int = 0) -> float:
    """How often a player is taken to bluff though they could tell the truth: the prior
    :data:`PRIOR_BLUFF` (as if :data:`PRIOR_WEIGHT` of their cards had been turned over), updated by
    each of their cards a challenge turned over — a bluff or a true card.

    >>> bluff_rate(), bluff_rate(bluffs_shown=2), round(bluff_rate(truths_shown=5), 3)
    (0.15, 0.2916666666666667, 0.1)
    """
    return (PRIOR_BLUFF * PRIOR_WEIGHT + bluffs_shown) / (PRIOR_WEIGHT + bluffs_shown + truths_shown)


def counted_false(unseen: list[int], known: list[int], cards: int, declared: int, before: int,
                  bluff: float) -> float:
    """How likely a face-down card declared ``declared`` on a target of ``before`` is false, so that a
    challenge succeeds (UD-12), counted from one seat's view (strengths throughout, 0 for a 3 … 12
    for a 2):

    - the claimant held ``known`` (cards this seat knows are in their hand) and ``cards`` more, any of
      the ``unseen`` cards (every card this seat cannot account for), each set equally likely;
    - a player who has a card at or above the target plays the lowest such card and declares it
      truthfully — except that they bluff anyway a share ``bluff`` of the time;
    - a bluffer, forced or not, names any rank from the target up, each as likely.

    So the chance of a true ``declared`` is the chance that it was their lowest card at or above the
    target — small for a big jump, and small when most cards of that rank are accounted for — and
    Bayes' rule weighs it against a bluff. A declaration below the target always loses (UD-12), and
    so does one whose rank this seat can account for all four cards of.

    >>> deck = [s for s in range(13) for _ in range(4)]
    >>> round(counted_false(deck, [], 7, declared=6, before=5, bluff=0.15), 3)      # 9 on 8: a small step
    0.077
    >>> round(counted_false(deck, [], 7, declared=12, before=5, bluff=0.15), 3)     # 2 on 8: a big jump
    0.917
    >>> counted_false([s for s in deck if s != 12], [], 7, declared=12, before=5, bluff=0.15)   # no 2 unseen
    1.0
    >>> counted_false(deck, [], 7, declared=4, before=5, bluff=0.15)          # below the target: always loses
    1.0
    """
    if declared < before:
        return 1.0
    counts = [0] * 13
    for s in unseen:
        counts[s] += 1
    return counted_false_of(counts, known, cards, declared, before, bluff)


def counted_false_of(counts: list[int], known: list[int], cards: int, declared: int, before: int,
                     bluff: float) -> float:
    """:func:`counted_false` from ``counts``, the number of unseen cards of each strength (what
    the bots pass: a seat counts the few cards it can place faster than the many it cannot)."""
    if declared < before:
        return 1.0
    total = sum(counts)
    drawn = min(max(cards, 0), total)
    ways = comb(total, drawn)
    lowest_is = (_none_in(counts, known, total, drawn, ways, before, declared - 1)
                 - _none_in(counts, known, total, drawn, ways, before, declared))
    truth = (1 - bluff) * lowest_is
    forced = _none_in(counts, known, total, drawn, ways, before, TOP)
    lie = (forced + bluff * (1 - forced)) / (TOP + 1 - before)
    if truth <= 0:
        return 1.0
    return lie / (lie + truth)


def _none_in(counts: list[int], known: list[int], total: int, drawn: int, ways: int, low: int, high: int) -> float:
    """The chance that a claimant holding ``known`` and ``drawn`` of the ``total`` unseen cards (``ways``
    ways) holds no card of a strength from ``low`` to ``high`` (:func:`counted_false_of`)."""
    for k in known:
        if low <= k <= high:
            return 0.0
    return comb(total - sum(counts[low:high + 1]), drawn) / ways
