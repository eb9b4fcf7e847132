"""Five-card draw bot matches simulated per second, four bots at the table, CPU time.

    uv run python -m benchmarks.draw [--games N] [--rounds R] [--seed S] [--bots B,B,B,B] [--against DIR]

The bots are by default the three that decide by rules of thumb (by the book twice, loose, cautious):
the simulator's own speed — dealing, the state machine, the views, the events. ``--bots`` names
others (odds and expert consult the discard advisor's exact odds, and take most of the time of a
tournament: see :mod:`benchmarks.bots`). ``--against DIR`` times another checkout's engine (DIR holds
its ``engine/`` folder, e.g. a ``git worktree`` of main) in the same process, round for round with
ours, alternating which goes first, so that both see the same machine; both play the same seeded
matches, and the benchmark says whether they played them identically.
"""

import argparse
import importlib
import os
from pathlib import Path
from typing import Any

from benchmarks import alternate, load_package

BOTS = ["by the book", "loose", "cautious", "by the book"]


def load_engine(name: str, root: Path | None, bots: list[str]) -> Any:
    """A function playing ``games`` seeded four-bot matches with the engine in ``root`` (None: ours)."""
    load_package(name, root)
    rules = importlib.import_module(f"{name}.draw").DrawRules
    simulate = importlib.import_module(f"{name}.draw.simulation").simulate
    return lambda games, seed: simulate(bots, games=games, seed=seed, rules=rules(players=len(bots)))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=120, help="matches per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--bots", default=",".join(BOTS), help="the bots at the table, by personality")
    parser.add_argument("--against", type=Path, help="another checkout to time alongside ours")
    args = parser.parse_args()
    bots = args.bots.split(",")
    sides = {"ours": load_engine("engine", None, bots)}
    if args.against:
        sides["theirs"] = load_engine("engine_peer", args.against.resolve(), bots)
    print(f"load average {os.getloadavg()[0]:.1f} at the start")
    timed = alternate(sides, args.games, args.rounds, args.seed)
    ours = timed.ours[-1]
    played = ours.games * args.rounds
    for side in sides:
        print(f"{side:>6}: {played / timed.seconds[side]:,.0f} matches per second over {args.rounds} rounds of "
              f"{ours.games} matches (best round {timed.best[side]:,.0f}), CPU time")
    if args.against:
        print(f" ratio: {timed.seconds['theirs'] / timed.seconds['ours']:.2f}× the matches per second; "
              f"{'the same matches, move for move' if timed.same else 'THE MATCHES DIFFER'}")
    print(f"bots {', '.join(bots)}, {ours.average_length:.1f} rounds a match; "
          f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
