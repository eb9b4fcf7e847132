"""Five-card evaluations per second: our fast path against treys, on the same hands, in one run.

    uv run python -m benchmarks.evaluate [--hands N] [--rounds R] [--seed S]

CPU time (``time.process_time``), so other programs on the machine count less. The three runners
take turns within every round — ours in bulk, ours one call per hand, treys — so a slow moment of
the machine hits all of them alike; each rate is the median over the rounds, each ratio the median
of the per-round ratios.
"""

import argparse
import random
import statistics
import time
from collections.abc import Callable

from treys import Card as TreysCard
from treys import Evaluator

from engine.cards import full_deck
from engine.fast import card_code, strength5, strengths, tables_for


def cpu_seconds(run: Callable[[], object]) -> float:
    start = time.process_time()
    run()
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=300_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    deck = full_deck()
    rng = random.Random(args.seed)
    hands = [rng.sample(deck, 5) for _ in range(args.hands)]
    ours = [(card_code(a), card_code(b), card_code(c), card_code(d), card_code(e)) for a, b, c, d, e in hands]
    theirs = [[TreysCard.new(c.code[0] + c.suit.lower()) for c in h] for h in hands]
    plain, flush, _ = tables_for(ace_low=True)  # treys counts A-2-3-4-5 as a straight
    five = Evaluator()._five  # treys' own five-card path, its fastest

    # Same answers first: both order the hands the same way (treys: lower is better).
    sample = range(min(2000, args.hands))
    pairs = [(strength5(*ours[i], plain, flush), five(theirs[i])) for i in sample]
    assert all((a1 > a2) == (t1 < t2) and (a1 == a2) == (t1 == t2)
               for (a1, t1), (a2, t2) in zip(pairs, pairs[1:], strict=False)), "the two evaluators disagree"

    runners: dict[str, Callable[[], object]] = {
        "bulk": lambda: strengths(ours, ace_low=True),
        "each": lambda: [strength5(a, b, c, d, e, plain, flush) for a, b, c, d, e in ours],
        "treys": lambda: [five(h) for h in theirs],
    }
    seconds: dict[str, list[float]] = {name: [] for name in runners}
    for _ in range(args.rounds):                      # interleaved: every round runs all three in turn
        for name, run in runners.items():
            seconds[name].append(cpu_seconds(run))

    def rate(name: str) -> float:
        return args.hands / statistics.median(seconds[name])

    def ratio(name: str) -> float:
        return statistics.median(t / o for o, t in zip(seconds[name], seconds["treys"], strict=True))

    print(f"hands: {args.hands:,} random five-card hands (seed {args.seed}); CPU time, median of {args.rounds} "
          f"interleaved rounds")
    print(f"cardschool strengths() (bulk): {rate('bulk') / 1e6:6.2f} M evaluations/s")
    print(f"cardschool strength5() each:   {rate('each') / 1e6:6.2f} M evaluations/s")
    print(f"treys 0.1.8 Evaluator._five:   {rate('treys') / 1e6:6.2f} M evaluations/s")
    print(f"ratio: bulk {ratio('bulk'):.2f}x treys, one call per hand {ratio('each'):.2f}x treys")


if __name__ == "__main__":
    main()
