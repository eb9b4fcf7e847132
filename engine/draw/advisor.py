"""The discard advisor: exact odds for every choice of cards to replace (FD-8), beside the source's advice.

For each legal choice — keep some cards, replace the rest (0 to the table's maximum) — it gives
the exact probability of every final category, the chance of improving, the expected percentile
of the final hand (the share of all 2,598,960 five-card hands it beats, on average), and the
chance that it beats every one of the opponents' hands, taken as random hands — the ranking.
Exact means every possible set of replacement cards from the unseen cards is counted; the
drawn cards are grouped by their ranks and weighted by how many ways each group can come, so
the whole table takes about a millisecond.

>>> advice = advise("9S 9H KD 6C 2S")
>>> best = advice.best
>>> [c.label for c in best.keep], round(best.p_improve, 4)
(['9♠', '9♥'], 0.2871)
>>> advice.thumb.name
'one pair'
>>> advice.thumb.advice
'keep the pair, replace the other three'
>>> round(sum(best.probabilities.values()), 12)
1.0
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb, prod

from ..cards import SUIT_WORDS, SUITS, Card, CardError, full_deck, parse_cards
from ..errors import check_bool, check_int
from ..fast import RANK_WEIGHTS, Tables, strength, tables_for
from ..hands import Category, HandLike, as_hand, hand_value

ALL_HANDS = comb(52, 5)


class AdviceError(ValueError):
    """A request the advisor cannot answer (bad hand, overlapping known cards, no replacement allowed)."""


@dataclass(frozen=True)
class Choice:
    """One way to replace cards, with its exact outcome."""

    keep: tuple[Card, ...]
    replace: tuple[Card, ...]
    counts: dict[Category, int]          # how many equally likely draws end in each category
    outcomes: int                        # how many draws there are in all
    p_improve: float                     # a higher category than the hand has now
    expected_percentile: float           # the share of all hands the final hand beats, on average (0-100)
    p_beats_opponents: float             # the chance it beats every one of the opponents' (random) hands

    @property
    def probabilities(self) -> dict[Category, float]:
        return {c: n / self.outcomes for c, n in self.counts.items()}

    def describe(self) -> str:
        if not self.replace:
            return "keep all five (replace none)"
        kept = " ".join(c.label for c in self.keep) or "nothing"
        return f"keep {kept}, replace {len(self.replace)}"


@dataclass(frozen=True)
class RuleOfThumb:
    """How the source's advice (RULES.md, "Advice on replacing cards") reads this hand."""

    name: str
    advice: str
    keep: tuple[Card, ...]


@dataclass(frozen=True)
class Advice:
    """Every legal choice, best first by the chance to beat the opponents (then fewer cards replaced)."""

    hand: tuple[Card, ...]
    current: Category
    choices: tuple[Choice, ...]
    thumb: RuleOfThumb
    unseen: int
    opponents: int = 1

    @property
    def criterion(self) -> str:
        hands = "one random hand" if self.opponents == 1 else f"all of {self.opponents} random hands"
        return f"the chance that the final hand beats {hands}"

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def choice_keeping(self, keep: str | Iterable[Card | str]) -> Choice:
        """The choice that keeps exactly these cards (in any order).

        >>> advise("9S 9H KD 6C 2S").choice_keeping("9S 9H").replace
        (Card('KD'), Card('6C'), Card('2S'))
        >>> advise("9S 9H KD 6C 2S").choice_keeping("9S")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        engine.draw.advisor.AdviceError: keep: no choice keeps just 9♠ — keep at least 2 of the 5 cards ...
        """
        try:
            wanted = set(parse_cards(keep, name="keep"))
        except CardError as err:
            raise AdviceError(str(err)) from None
        for choice in self.choices:
            if set(choice.keep) == wanted:
                return choice
        named = " ".join(c.label for c in parse_cards(keep)) or "nothing"
        strangers = [c.label for c in parse_cards(keep) if c not in self.hand]
        most = max(len(c.replace) for c in self.choices)
        why = (f"{' '.join(strangers)} {'is' if len(strangers) == 1 else 'are'} not in the hand" if strangers
               else f"keep at least {5 - most} of the 5 cards (at most {most} may be replaced, FD-8)")
        raise AdviceError(f"keep: no choice keeps just {named} — {why}")

    @property
    def thumb_choice(self) -> Choice:
        return self.choice_keeping(self.thumb.keep)

    def verdict(self) -> str:
        """The rule of thumb beside the exact numbers, said plainly."""
        thumb, best = self.thumb_choice, self.best
        said = f"Rule of thumb ({self.thumb.name}): {self.thumb.advice}."
        against = "one random hand" if self.opponents == 1 else f"all of {self.opponents} random hands"
        if set(thumb.keep) == set(best.keep):
            return (f"{said} The exact numbers agree: {best.describe()} is best — it beats {against} "
                    f"{best.p_beats_opponents:.1%} of the time.")
        gap = best.p_beats_opponents - thumb.p_beats_opponents
        size = "a small" if gap < 0.01 else "a clear"
        return (f"{said} The exact numbers disagree: {best.describe()} beats {against} "
                f"{best.p_beats_opponents:.1%} of the time, {thumb.describe()} {thumb.p_beats_opponents:.1%} — "
                f"{size} difference.")


@lru_cache(maxsize=2)
def hands_per_strength(ace_low: bool = False) -> tuple[int, ...]:
    """How many of all five-card hands have each strength (index as in :mod:`engine.fast`).

    Counted from the lookup tables: a rank multiset occurs in prod(C(4, m)) suit patterns, four
    of which are flushes when its ranks are distinct.
    """
    tables = tables_for(ace_low)
    hands_at = [0] * len(tables.values)
    for ranks in combinations_with_replacement(range(2, 15), 5):
        mult = [ranks.count(r) for r in set(ranks)]
        if max(mult) > 4:
            continue
        key = sum(RANK_WEIGHTS[r - 2] for r in ranks)
        ways = prod(comb(4, m) for m in mult)
        if len(mult) == 5:
            hands_at[tables.flush[key]] += 4
            ways -= 4
        hands_at[tables.plain[key]] += ways
    return tuple(hands_at)


@lru_cache(maxsize=2)
def _percentiles(ace_low: bool) -> tuple[tuple[float, ...], tuple[Category, ...]]:
    """For each strength: the percentage of all hands strictly weaker, and its category."""
    below, running = [], 0
    for n in hands_per_strength(ace_low):
        below.append(100.0 * running / ALL_HANDS)
        running += n
    return tuple(below), tuple(v.category for v in tables_for(ace_low).values)


@lru_cache(maxsize=12)
def _scores(ace_low: bool, opponents: int) -> tuple[complex, ...]:
    """For each strength, two numbers packed in one complex so that one multiply-add sums both:
    the real part is its percentile, the imaginary part its chance to beat ``opponents`` random hands."""
    below, _ = _percentiles(ace_low)
    return tuple(complex(b, (b / 100) ** opponents) for b in below)


def category_counts(ace_low: bool = False) -> dict[Category, int]:
    """How many of the 2,598,960 five-card hands fall in each category (FD-13).

    >>> category_counts()[Category.FULL_HOUSE], category_counts(ace_low=True)[Category.STRAIGHT]
    (3744, 10200)
    """
    check_bool(ace_low, "ace_low")
    counts: dict[Category, int] = {c: 0 for c in Category}
    for value, n in zip(tables_for(ace_low).values, hands_per_strength(ace_low), strict=True):
        counts[value.category] += n
    return counts


def percentile(hand: HandLike, ace_low: bool = False) -> float:
    """The share of all 2,598,960 five-card hands this hand beats, in percent.

    >>> round(percentile("AS AH 7C 4D 2S"), 1), percentile("2S 3H 4D 5C 7S")
    (89.3, 0.0)
    """
    below, _ = _percentiles(check_bool(ace_low, "ace_low"))
    try:
        return below[strength(hand, ace_low)]
    except CardError as err:
        raise AdviceError(str(err)) from None


def advise(hand: HandLike, max_replace: int = 3, ace_low: bool = False,
           gone: HandLike | Iterable[Card] = (), opponents: int = 1) -> Advice:
    """Exact odds for every legal replacement of ``hand`` (FD-5, FD-8).

    ``gone`` lists cards known to be out of play (a teacher may reveal discards); by default the
    replacements come from the 47 cards the player has not seen. Choices are ranked by the chance
    that the final hand beats ``opponents`` random hands (with one opponent, that is its expected
    percentile): the more players, the more a long-shot draw is worth.

    >>> advise("9S 9H KD 6C 2S", max_replace=0)
    Traceback (most recent call last):
    ...
    engine.draw.advisor.AdviceError: with a maximum of 0 cards to replace there is no choice to advise on (FD-5)
    >>> advise("9S 9H KD 6C 2S", gone="9S")
    Traceback (most recent call last):
    ...
    engine.draw.advisor.AdviceError: a card known to be gone cannot also be in the hand: 9♠
    """
    for value, name in ((max_replace, "max_replace"), (opponents, "opponents")):
        if isinstance(value, bool) or not isinstance(value, int):
            check_int(value, name, 1, 5)                      # a wrong type: TypeError
    check_bool(ace_low, "ace_low")
    try:
        cards = tuple(as_hand(hand))
        gone_cards = set(parse_cards(gone, distinct=False, name="gone"))
    except CardError as err:
        raise AdviceError(str(err)) from None
    if not 1 <= max_replace <= 5:
        raise AdviceError(f"with a maximum of {max_replace} cards to replace there is no choice to advise on (FD-5)"
                          if max_replace < 1 else f"max_replace: at most 5 cards can be replaced, not {max_replace} "
                          "(FD-5)")
    overlap = gone_cards & set(cards)
    if overlap:
        raise AdviceError("a card known to be gone cannot also be in the hand: "
                          + " ".join(c.label for c in sorted(overlap)))
    unseen = [c for c in full_deck() if c not in cards and c not in gone_cards]
    if len(unseen) < max_replace:
        raise AdviceError(f"only {len(unseen)} unseen cards are left, fewer than the {max_replace} to replace")
    if not 1 <= opponents <= 5:
        raise AdviceError(f"opponents: five-card draw has 1 to 5 opponents, not {opponents} (FD-1)")
    tables = tables_for(ace_low)
    _, category_of = _percentiles(ace_low)
    score = _scores(ace_low, opponents)
    current = hand_value(cards, ace_low).category
    draws = _DrawGroups(unseen)
    choices = []
    for k in range(max_replace + 1):
        for discard in combinations(cards, k):
            keep = tuple(c for c in cards if c not in discard)
            counts, outcomes, total = _tally(keep, k, draws, tables, score, category_of)
            better = sum(n for cat, n in counts.items() if cat > current)
            choices.append(Choice(keep, discard, counts, outcomes, better / outcomes, total.real / outcomes,
                                  total.imag / outcomes))
    choices.sort(key=lambda c: (-c.p_beats_opponents, len(c.replace)))
    return Advice(cards, current, tuple(choices), rule_of_thumb(cards, max_replace, ace_low), len(unseen),
                  opponents)


@cache
def _rank_multisets(k: int) -> tuple[tuple[tuple[tuple[int, int], ...], int, int], ...]:
    """Every multiset of k ranks: ((rank, times) …), its rank-weight key, and a rank bit mask
    (0 when a rank repeats, so the group can never be part of a flush)."""
    out = []
    for ranks in combinations_with_replacement(range(2, 15), k):
        times = tuple((r, ranks.count(r)) for r in sorted(set(ranks)))
        mask = sum(1 << r for r in ranks) if len(times) == k else 0
        out.append((times, sum(RANK_WEIGHTS[r - 2] for r in ranks), mask))
    return tuple(out)


class _DrawGroups:
    """The unseen cards grouped by rank: for each k, the multisets of k ranks that can be drawn,
    as parallel lists of rank-weight keys, numbers of ways and rank masks."""

    def __init__(self, unseen: Sequence[Card]):
        self.available = {r: 0 for r in range(2, 15)}
        self.suit_masks = {s: 0 for s in SUITS}     # which ranks are still unseen in each suit
        for c in unseen:
            self.available[c.rank] += 1
            self.suit_masks[c.suit] |= 1 << c.rank
        self._groups: dict[int, tuple[list[int], list[int], list[int]]] = {}

    def groups(self, k: int) -> tuple[list[int], list[int], list[int]]:
        if k not in self._groups:
            keys, ways, masks = [], [], []
            available = self.available
            for times, key, mask in _rank_multisets(k):
                n = 1
                for r, m in times:
                    n *= comb(available[r], m)
                if n:
                    keys.append(key)
                    ways.append(n)
                    masks.append(mask)
            self._groups[k] = (keys, ways, masks)
        return self._groups[k]


def _tally(keep: Sequence[Card], k: int, draws: _DrawGroups, tables: Tables, score: Sequence[complex],
           category_of: Sequence[Category]) -> tuple[dict[Category, int], int, complex]:
    """Count the final strengths of every draw for one choice.

    Returns (counts per category, outcomes, summed scores: percentiles + 1j * chances to win)."""
    plain, flush = tables.plain, tables.flush
    keys, ways, masks = draws.groups(k)
    kept_key = sum(RANK_WEIGHTS[c.rank - 2] for c in keep)
    kept_mask = sum(1 << c.rank for c in keep)
    suits = {c.suit for c in keep}
    can_flush = len({c.rank for c in keep}) == len(keep) and len(suits) <= 1
    per_category = [0] * 9
    total = 0j
    if can_flush and k == 0:                 # all five kept, one suit, distinct ranks: a made flush
        s = flush[kept_key]
        return {category_of[s]: 1}, 1, score[s]
    if not can_flush:
        for key, n in zip(keys, ways, strict=True):
            s = plain[kept_key + key]
            per_category[category_of[s]] += n
            total += n * score[s]
    else:
        suit_masks = [draws.suit_masks[s] for s in (suits or SUITS)]
        only = suit_masks[0] if len(suit_masks) == 1 else None
        for key, n, mask in zip(keys, ways, masks, strict=True):
            final_key = kept_key + key
            if mask and not mask & kept_mask:
                f = (mask & only == mask) if only is not None else sum(mask & m == mask for m in suit_masks)
                if f:
                    s = flush[final_key]
                    per_category[category_of[s]] += f
                    total += f * score[s]
                    n -= f
            s = plain[final_key]
            per_category[category_of[s]] += n
            total += n * score[s]
    counts = {Category(c): n for c, n in enumerate(per_category) if n}
    return counts, sum(ways), total


# ---- the source's rules of thumb ---------------------------------------------------------------

def _straight_draw(cards: Sequence[Card], ace_low: bool) -> tuple[str, tuple[Card, ...]] | None:
    """Four cards of a straight, open-ended (two ranks complete it) or inside (one rank does)."""
    best = None
    for four in combinations(cards, 4):
        ranks = {c.rank for c in four}
        if len(ranks) < 4:
            continue
        completing = 0
        for top in range(5 if ace_low else 6, 15):
            window = set(range(top - 4, top + 1)) if top > 5 else {14, 2, 3, 4, 5}
            if ranks <= window:
                completing += 1
        if completing == 2 and (best is None or best[0] != "an open-ended straight draw"):
            best = ("an open-ended straight draw", four)
        elif completing == 1 and best is None:
            best = ("an inside straight draw", four)
    return best


def rule_of_thumb(hand: HandLike, max_replace: int = 3, ace_low: bool = False) -> RuleOfThumb:
    """Classify a hand the way the source's advice talks, and say what it would keep.

    >>> rule_of_thumb(parse_cards("9S 9H 9D KC 2S")).advice
    'keep the three, replace two'
    >>> rule_of_thumb(parse_cards("5S 6H 7D 8C KS")).name
    'an open-ended straight draw'
    """
    check_int(max_replace, "max_replace", 0, 5, AdviceError, "FD-5")
    try:
        cards = tuple(as_hand(hand))
    except CardError as err:
        raise AdviceError(str(err)) from None
    value = hand_value(cards, ace_low)
    by_rank: dict[int, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    grouped = [c for r in value.ranks for c in by_rank[r]]       # tie-break order: sets first
    if value.category in (Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE,
                          Category.FOUR_OF_A_KIND, Category.STRAIGHT_FLUSH):
        return RuleOfThumb(f"a made hand ({value.category.english})", "keep all five", cards)
    if value.category == Category.THREE_OF_A_KIND:
        return _fit(RuleOfThumb("three of a kind", "keep the three, replace two", tuple(grouped[:3])), grouped,
                    max_replace)
    if value.category == Category.TWO_PAIR:
        return _fit(RuleOfThumb("two pair", "keep both pairs, replace the last card (aiming at a full house)",
                                tuple(grouped[:4])), grouped, max_replace)
    if value.category == Category.ONE_PAIR:
        return _fit(RuleOfThumb("one pair", "keep the pair, replace the other three", tuple(grouped[:2])),
                    grouped, max_replace)
    for suit in SUITS:
        suited = tuple(c for c in cards if c.suit == suit)
        if len(suited) == 4:
            return RuleOfThumb("four to a flush", f"keep the four {SUIT_WORDS[suit]}, replace one — nine cards "
                               "complete the flush", suited)
    draw = _straight_draw(cards, ace_low)
    if draw:
        name, four = draw
        outs = 8 if name.startswith("an open") else 4
        return RuleOfThumb(name, f"keep the four, replace one — {outs} cards complete the straight", four)
    high = tuple(sorted(cards, key=lambda c: -c.rank))
    return _fit(RuleOfThumb("nothing", "a weak hand: consider folding; if you stay, keep the highest cards",
                            high[:5 - min(max_replace, 3)]), high, max_replace)


def _fit(thumb: RuleOfThumb, ordered: Sequence[Card], max_replace: int) -> RuleOfThumb:
    """Keep more of the best cards when the table allows fewer replacements than the advice says."""
    need = 5 - max_replace
    if len(thumb.keep) >= need:
        return thumb
    keep = tuple(ordered[:need])
    return RuleOfThumb(thumb.name, thumb.advice + f" (at most {max_replace} may be replaced here, so keep "
                       f"{len(keep)})", keep)

