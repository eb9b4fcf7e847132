"""一上一下 bots: decisions per second for each personality, and the rating tournament's games per second (CPU time).

    uv run python -m benchmarks.updown_bots [--games N] [--tournament T] [--seed S]

Each personality's decisions are timed while all four play seeded four-player games together, every
personality taking every seat in turn; the median and worst single decision are printed too. Then
the tournament of `tools/ratings.py` (every table of 3 and of 4 personalities, ``T`` games each) is
timed as a whole, in one process.
"""

import argparse
import os
import statistics
import time

from engine.ratings import play_tournament
from engine.updown import UpDownRules, new_game
from engine.updown.bots import PERSONALITIES, make_bot


def decision_times(games: int, seed: int) -> dict[str, list[float]]:
    """CPU seconds of every decision each personality made in ``games`` four-player games."""
    names = list(PERSONALITIES)
    spent: dict[str, list[float]] = {name: [] for name in names}
    for g in range(games):
        seated = names[g % len(names):] + names[:g % len(names)]
        bots = {s: make_bot(p, f"{seed}/{g}/{s}") for s, p in enumerate(seated)}
        state = new_game(UpDownRules(players=len(seated)), f"{seed}/{g}")
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            start = time.process_time()
            action = bots[seat].act(view)
            spent[seated[seat]].append(time.process_time() - start)
            state = state.apply(action)
    return spent


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="four-player games for the decision timings")
    parser.add_argument("--tournament", type=int, default=24, help="games per table in the timed tournament")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    spent = decision_times(args.games, args.seed)
    print(f"decisions, {args.games} four-player games, every personality in every seat (CPU time):")
    for name, times in spent.items():
        median, worst = statistics.median(times) * 1e3, max(times) * 1e3
        print(f"  {name:10} {len(times) / sum(times):>10,.0f} decisions/s   median {median:6.2f} ms"
              f"   worst {worst:6.2f} ms   ({len(times)} decisions)")
    start = time.process_time()
    played = play_tournament("updown", args.tournament, args.seed).played
    seconds = time.process_time() - start
    print(f"tournament: {played} games ({args.tournament} per table) in {seconds:.1f} s CPU: "
          f"{played / seconds:.2f} games/s (load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
