"""The discard advisor's whole table (all 26 choices of 0-3 cards) against naive enumeration — with
treys, and with our own evaluator — so the advisor's algorithmic gain shows apart from treys' speed.

    uv run python -m benchmarks.advisor [--rounds R]

Naive enumeration evaluates every one of the 173,196 final hands of the table (each choice, each
set of replacement cards from the 47 unseen) one call per hand. CPU time (``time.process_time``);
for each hand, the three runners take turns within every round, each run as often as the others,
so a slow moment of the machine hits them alike. Times are medians over the rounds; ratios are
medians of the per-round ratios.
"""

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from itertools import combinations

from treys import Card as TreysCard
from treys import Evaluator

from engine.cards import Card, full_deck, parse_cards
from engine.draw.advisor import advise
from engine.fast import card_code, strength5, tables_for

HANDS = ["2S 5S 7S 9S JS", "2S 3S 4S 5S 7S", "AS KS QS JS 9H", "9S 9H KD 6C 2S", "5S 6H 7D 8C KS",
         "2H 7D 9C JS KH", "AS AH AD AC KS", "9S 9H KD KC 2S"]


def cpu_ms(run: Callable[[], object]) -> float:
    start = time.process_time()
    run()
    return 1000 * (time.process_time() - start)


def naive_treys(hand: Sequence[Card]) -> int:
    """Every choice of up to 3 cards, every replacement from the 47 unseen, evaluated by treys."""
    five = Evaluator()._five
    code = {c: TreysCard.new(c.code[0] + c.suit.lower()) for c in full_deck()}
    unseen = [code[c] for c in full_deck() if c not in hand]
    evaluated = 0
    for k in range(4):
        for discard in combinations(hand, k):
            kept = [code[c] for c in hand if c not in discard]
            for drawn in combinations(unseen, k):
                five(kept + list(drawn))
                evaluated += 1
    return evaluated


def naive_ours(hand: Sequence[Card]) -> int:
    """The same enumeration, each final hand evaluated by our fast path (one call per hand)."""
    plain, flush, _ = tables_for(ace_low=False)
    code = {c: card_code(c) for c in full_deck()}
    unseen = [code[c] for c in full_deck() if c not in hand]
    evaluated = 0
    for k in range(4):
        for discard in combinations(hand, k):
            kept = [code[c] for c in hand if c not in discard]
            for drawn in combinations(unseen, k):
                a, b, c, d, e = kept + list(drawn)
                strength5(a, b, c, d, e, plain, flush)
                evaluated += 1
    return evaluated


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    advise(HANDS[0])  # build the lookup tables once, as a notebook does at start-up
    assert naive_ours(parse_cards(HANDS[0])) == naive_treys(parse_cards(HANDS[0])) == 173_196
    runners: dict[str, Callable[[Sequence[Card]], object]] = {
        "ours": advise, "naive treys": naive_treys, "naive ours": naive_ours}
    ms: dict[str, dict[str, list[float]]] = {h: {name: [] for name in runners} for h in HANDS}
    for _ in range(args.rounds):
        for h in HANDS:
            hand = parse_cards(h)
            for name, run in runners.items():       # interleaved, each as often as the others
                ms[h][name].append(cpu_ms(lambda run=run, hand=hand: run(hand)))

    def median(h: str, name: str) -> float:
        return statistics.median(ms[h][name])

    def ratio(h: str, slow: str, fast: str = "ours") -> float:
        return statistics.median(s / f for f, s in zip(ms[h][fast], ms[h][slow], strict=True))

    print(f"CPU time, median of {args.rounds} interleaved rounds; naive = all 173,196 final hands, one call each")
    print(f"{'hand':<16} {'advise':>9} {'naive treys':>12} {'naive ours':>11}   {'vs treys':>8} {'vs ours':>8}")
    for h in sorted(HANDS, key=lambda h: -median(h, "ours")):
        print(f"{h:<16} {median(h, 'ours'):7.2f}ms {median(h, 'naive treys'):10.0f}ms {median(h, 'naive ours'):9.0f}ms"
              f"   {ratio(h, 'naive treys'):7.0f}x {ratio(h, 'naive ours'):7.0f}x")
    slowest = max(HANDS, key=lambda h: median(h, "ours"))
    print(f"slowest hand {slowest!r}: advise {median(slowest, 'ours'):.2f} ms; naive enumeration "
          f"{ratio(slowest, 'naive treys'):.0f}x slower with treys, {ratio(slowest, 'naive ours'):.0f}x slower "
          f"with our own evaluator (the algorithm's gain); our evaluator makes the naive table "
          f"{ratio(slowest, 'naive treys', 'naive ours'):.1f}x faster than treys does")


if __name__ == "__main__":
    main()
