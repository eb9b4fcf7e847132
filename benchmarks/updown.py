"""一上一下 bot games simulated per second (and plays per second), four bots at the table.

    uv run python -m benchmarks.updown [--games N] [--seed S]
"""

import argparse
import time

from engine.updown import UpDownRules
from engine.updown.bots import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    bots = ["honest", "reckoner", "bluffer", "reckoner"]
    start = time.perf_counter()
    result = simulate(bots, games=args.games, seed=args.seed, rules=UpDownRules(players=4))
    seconds = time.perf_counter() - start
    print(f"{args.games} four-player games ({', '.join(bots)}), seed {args.seed}: {seconds:.2f} s")
    print(f"games per second: {args.games / seconds:,.0f}")
    print(f"plays per second: {result.total_plays / seconds:,.0f} (average {result.average_plays:.1f} plays a game)")
    rates = ", ".join(f"{p} {result.win_rate(p):.0%}" for p in result.seats_of)
    print(f"win rate per seat: {rates}")
    print(f"bluffs challenged: {result.bluffs_challenged}/{result.bluffs}; "
          f"challenges that succeeded: {result.challenges_succeeded}/{result.challenges}")


if __name__ == "__main__":
    main()
