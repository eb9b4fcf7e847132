"""一上一下 bot games simulated per second (and plays per second), four bots at the table, CPU time.

    uv run python -m benchmarks.updown [--games N] [--rounds R] [--seed S] [--against DIR]

``--against DIR`` times another checkout's engine (DIR holds its ``engine/`` folder, e.g. a
``git worktree`` of main) in the same process, round for round with ours, alternating which goes
first, so that both see the same machine; both play the same seeded games, and it says whether they played them
identically.
"""

import argparse
import importlib
import os
from pathlib import Path
from typing import Any

from benchmarks import alternate, load_package

BOTS = ["honest", "reckoner", "bluffer", "reckoner"]


def load_engine(name: str, root: Path | None) -> Any:
    """The ``simulate`` and ``UpDownRules`` of the engine in ``root`` (None: ours), imported as ``name``."""
    load_package(name, root)
    rules = importlib.import_module(f"{name}.updown").UpDownRules
    simulate = importlib.import_module(f"{name}.updown.simulation").simulate
    return lambda games, seed: simulate(BOTS, games=games, seed=seed, rules=rules(players=4))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--against", type=Path, help="another checkout to time alongside ours")
    args = parser.parse_args()
    sides = {"ours": load_engine("engine", None)}
    if args.against:
        sides["theirs"] = load_engine("engine_peer", args.against.resolve())
    print(f"load average {os.getloadavg()[0]:.1f} at the start")
    timed = alternate(sides, args.games, args.rounds, args.seed)
    ours = timed.ours[-1]
    played = ours.games * args.rounds
    plays = sum(sum(result.lengths) for result in timed.ours)
    for side in sides:
        print(f"{side:>6}: {played / timed.seconds[side]:,.0f} games per second over {args.rounds} rounds of "
              f"{ours.games} games (best round {timed.best[side]:,.0f}), CPU time")
    if args.against:
        print(f" ratio: {timed.seconds['theirs'] / timed.seconds['ours']:.2f}× the games per second; "
              f"{'the same games, move for move' if timed.same else 'THE GAMES DIFFER'}")
    print(f"plays per second: {plays / timed.seconds['ours']:,.0f} (average {plays / played:.1f} plays a game; "
          f"bots {', '.join(BOTS)})")
    rates = ", ".join(f"{e} {ours.win_rate(e):.0%}" for e in ours.entries)
    print(f"last round's win rate per bot: {rates}")
    print(f"bluffs challenged: {ours.total('bluffs_challenged'):.0f}/{ours.total('bluffs'):.0f}; "
          f"challenges that succeeded: {ours.total('challenges_won'):.0f}/{ours.total('challenges'):.0f}; "
          f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
