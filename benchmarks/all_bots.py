"""Every bot of both games in one run: decisions per second for each personality (both experts
included) and each rating tournament's games per second, all in CPU time.

    uv run python -m benchmarks.all_bots [--views N] [--games G] [--tournament T]

Five-card draw first (:mod:`benchmarks.bots`: every personality on the same ``N`` decision views,
then a tournament of ``T`` games at every table), then 一上一下 (:mod:`benchmarks.updown_bots`: every
personality timed in ``G`` four-player games, then a tournament of ``T`` games at every table).
"""

import argparse

from benchmarks import bots, updown_bots


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--views", type=int, default=600, help="five-card draw decisions each bot makes")
    parser.add_argument("--games", type=int, default=40, help="一上一下 four-player games for the decision timings")
    parser.add_argument("--tournament", type=int, default=24, help="tournament games per table, both games")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    print("== five-card draw ==")
    bots.main(["--views", str(args.views), "--games", str(args.tournament), "--seed", str(args.seed)])
    print("\n== 一上一下 ==")
    updown_bots.main(["--games", str(args.games), "--tournament", str(args.tournament), "--seed", str(args.seed)])


if __name__ == "__main__":
    main()
