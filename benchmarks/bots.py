"""Five-card draw bots: decisions per second for each personality, and the rating tournament's games per second.

    uv run python -m benchmarks.bots [--views N] [--games G] [--seed S]

Decisions: seeded four-player matches (half of them with chips) are played by loose bots, and the
views of every decision — stay or fold before the draw, which cards to replace, stay or fold after
it — are kept; then every personality decides on the same views, taking turns view by view so
that a slow moment of the machine hits them alike. CPU time (``time.process_time``).

Tournaments: every table of 3 and of 4 different personalities (as tools/ratings.py seats them)
plays ``--games`` games per table, rounded up so every seating order plays equally often, under each
scoring (1 point a round, chips, points by category); games per second of CPU time, in one process
(tools/ratings.py shares them over the machine's processors).
"""

import argparse
import os
import time
from collections import defaultdict

from engine.bots import run_bots
from engine.draw import DrawRules, new_game
from engine.draw.bots import PERSONALITIES, make_bot
from engine.draw.game import DrawView
from engine.ratings import SCORINGS, play_tournament, tournament_tables

KINDS = {"decide1": "before the draw", "replace": "replacing", "decide2": "after the draw"}


def decision_views(count: int, seed: int) -> list[DrawView]:
    """The views of ``count`` decisions from seeded loose-bot matches (every other match with chips)."""
    views: list[DrawView] = []
    match = 0
    while len(views) < count:
        state = new_game(DrawRules(players=4, chips=match % 2 == 1), f"bench/{seed}/{match}")
        bots = {s: make_bot("loose") for s in range(4)}
        while not state.is_over and len(views) < count:
            if state.phase in KINDS:
                views.append(state.view(state.to_act))
            state, _ = run_bots(state, bots, limit=1)
        match += 1
    return views


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--views", type=int, default=600, help="decisions each bot makes (default 600)")
    parser.add_argument("--games", type=int, default=24, help="tournament games per table (default 24)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    views = decision_views(args.views, args.seed)
    bots = {p: make_bot(p, args.seed) for p in PERSONALITIES}
    for bot in bots.values():                        # build the lookup tables once, as a lesson does at start-up
        bot.act(views[0])
    seconds: dict[str, dict[str, float]] = {p: defaultdict(float) for p in bots}
    made: dict[str, int] = defaultdict(int)
    for view in views:
        for name, bot in bots.items():               # interleaved, each on the same view
            start = time.process_time()
            bot.act(view)
            seconds[name][str(view.phase)] += time.process_time() - start
        made[str(view.phase)] += 1
    print(f"{len(views)} decisions from seeded four-player matches (half with chips), CPU time:")
    print(f"{'bot':<12} {'decisions/s':>12} " + " ".join(f"{KINDS[k]:>16}" for k in KINDS) + "   (ms per decision)")
    for name in bots:
        total = sum(seconds[name].values())
        per = " ".join(f"{1000 * seconds[name][k] / made[k]:16.2f}" if made[k] else f"{'-':>16}" for k in KINDS)
        print(f"{name:<12} {len(views) / total:12,.0f} {per}")
    print(f"tournaments, {args.games} games at each of the {len(tournament_tables('draw'))} tables, CPU time "
          f"(load average {os.getloadavg()[0]:.1f}):")
    for scoring in SCORINGS["draw"]:
        start = time.process_time()
        played = play_tournament("draw", args.games, seed=f"bench/{args.seed}", scoring=scoring).played
        cpu = time.process_time() - start
        print(f"  {scoring:9} {played} games in {cpu:.1f} s: {played / cpu:.1f} games/s")

if __name__ == "__main__":
    main()
