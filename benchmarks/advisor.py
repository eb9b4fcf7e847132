"""The discard advisor's whole table (all 26 choices of 0-3 cards) against naive enumeration with treys.

    uv run python -m benchmarks.advisor [--repeats N]

Our time is the median over repeats for each of a set of hands chosen to be slow (flushes and
flush draws make the most work); the slowest hand's median is compared with treys evaluating
every one of the 173,196 final hands of the same table.
"""

import argparse
import statistics
import time
from itertools import combinations

from treys import Card as TreysCard
from treys import Evaluator

from engine.cards import full_deck, parse_cards
from engine.draw.advisor import advise

HANDS = ["2S 5S 7S 9S JS", "2S 3S 4S 5S 7S", "AS KS QS JS 9H", "9S 9H KD 6C 2S", "5S 6H 7D 8C KS",
         "2H 7D 9C JS KH", "AS AH AD AC KS", "9S 9H KD KC 2S"]


def median_ms(run, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def naive_treys_table(hand) -> int:
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=51)
    args = parser.parse_args()
    advise(HANDS[0])  # build the lookup tables once, as a notebook does at start-up
    ours = {h: median_ms(lambda h=h: advise(h), args.repeats) for h in HANDS}
    for h, ms in sorted(ours.items(), key=lambda kv: -kv[1]):
        print(f"cardschool advise({h!r}): median {ms:.2f} ms")
    slowest = max(ours, key=ours.get)
    hand = parse_cards(slowest)
    start = time.perf_counter()
    evaluated = naive_treys_table(hand)
    naive = 1000 * (time.perf_counter() - start)
    print(f"naive enumeration with treys 0.1.8 on {slowest!r}: {naive:.1f} ms ({evaluated:,} hands evaluated)")
    print(f"slowest hand: ours {ours[slowest]:.2f} ms median; ratio: {naive / ours[slowest]:.0f}x faster than treys")


if __name__ == "__main__":
    main()
