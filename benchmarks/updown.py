"""一上一下 bot games simulated per second (and plays per second), four bots at the table.

    uv run python -m benchmarks.updown [--games N] [--seed S]
"""

import argparse
import time

from engine.updown import UpDownRules
from engine.updown.simulation import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    bots = ["honest", "reckoner", "bluffer", "reckoner"]
    start = time.perf_counter()
    result = simulate(bots, games=args.games, seed=args.seed, rules=UpDownRules(players=4))
    seconds = time.perf_counter() - start
    plays = sum(result.lengths)
    print(f"{result.games} four-player games ({', '.join(bots)}), seed {args.seed}: {seconds:.2f} s")
    print(f"games per second: {result.games / seconds:,.0f}")
    print(f"plays per second: {plays / seconds:,.0f} (average {result.average_length:.1f} plays a game)")
    rates = ", ".join(f"{e} {result.win_rate(e):.0%}" for e in result.entries)
    print(f"win rate per bot: {rates}")
    print(f"bluffs challenged: {result.total('bluffs_challenged'):.0f}/{result.total('bluffs'):.0f}; "
          f"challenges that succeeded: {result.total('challenges_won'):.0f}/{result.total('challenges'):.0f}")


if __name__ == "__main__":
    main()
