"""Five-card evaluations per second: our fast path against treys, on the same hands, in one run.

    uv run python -m benchmarks.evaluate [--hands N] [--seed S]
"""

import argparse
import random
import time

from treys import Card as TreysCard
from treys import Evaluator

from engine.cards import full_deck
from engine.fast import card_code, strength5, strengths, tables_for


def best_rate(run, count: int, repeats: int = 3) -> float:
    """The best of a few timed runs, in evaluations per second."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return count / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    deck = full_deck()
    rng = random.Random(args.seed)
    hands = [rng.sample(deck, 5) for _ in range(args.hands)]
    ours = [tuple(card_code(c) for c in h) for h in hands]
    theirs = [[TreysCard.new(c.code[0] + c.suit.lower()) for c in h] for h in hands]
    plain, flush, _ = tables_for(ace_low=True)  # treys counts A-2-3-4-5 as a straight
    five = Evaluator()._five  # treys' own five-card path, its fastest

    def run_ours_bulk():
        strengths(ours, ace_low=True)

    def run_ours_each():
        [strength5(a, b, c, d, e, plain, flush) for a, b, c, d, e in ours]

    def run_treys():
        [five(h) for h in theirs]

    # Same answers first: both order the hands the same way (treys: lower is better).
    sample = range(min(2000, args.hands))
    pairs = [(strength5(*ours[i], plain, flush), five(theirs[i])) for i in sample]
    assert all((a1 > a2) == (t1 < t2) and (a1 == a2) == (t1 == t2)
               for (a1, t1), (a2, t2) in zip(pairs, pairs[1:])), "the two evaluators disagree"

    r_bulk, r_each = best_rate(run_ours_bulk, args.hands), best_rate(run_ours_each, args.hands)
    r_treys = best_rate(run_treys, args.hands)
    print(f"hands: {args.hands:,} random five-card hands (seed {args.seed}), best of 3 runs")
    print(f"cardschool strengths() (bulk): {r_bulk / 1e6:6.2f} M evaluations/s")
    print(f"cardschool strength5() each:   {r_each / 1e6:6.2f} M evaluations/s")
    print(f"treys 0.1.8 Evaluator._five:   {r_treys / 1e6:6.2f} M evaluations/s")
    print(f"ratio: bulk {r_bulk / r_treys:.2f}x treys, one call per hand {r_each / r_treys:.2f}x treys")


if __name__ == "__main__":
    main()
