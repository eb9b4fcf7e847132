"""Rate every bot personality from seeded round-robin tournaments, and write the table the lessons show.

    uv run python tools/ratings.py                    # everything; writes engine/ratings_table.py
    uv run python tools/ratings.py --games 24 --check # a quick run that only prints
    uv run python tools/ratings.py --game draw --scoring chips   # one table; the others are kept

Five-card draw is rated under each scoring (FD-3, FD-7) — "win" (a round's winner gains a point:
staying is free), "chips" (staying costs a point into the pot) and "category" (points by winning
category) — and 一上一下 once. Every set of 3 and of 4 different personalities of a game sits at a
table and plays its games (rounded up so that every seating order is played equally often), shared
out over the machine's processors (`--workers`, default all; the results are the same, game for game,
as one process gives). Each game says who won among who sat there; Luce's choice model
(`choix.ilsr_top1`, maximum likelihood) turns those wins into strengths, centred on 0 —
P(i wins at a table) = exp(s_i) / sum(exp(s_j)). A seeded bootstrap over the games (resampled with
replacement, refitted) gives each strength and each head-to-head chance its 95% interval. Shared wins
(a tie for the most points, or the 一上一下 play limit) say nothing about who won and are left out;
the script counts them.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from pathlib import Path
from pprint import pformat
from typing import Any

import choix
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.parallel import pool, processors  # noqa: E402
from engine.ratings import SCORINGS, TournamentPlan, fit_strengths, plan_tournament, table_key  # noqa: E402
from engine.ratings_table import TABLE  # noqa: E402

OUT = ROOT / "engine" / "ratings_table.py"
BOOTSTRAP = 300
SEED = 2026
# Games at every table, by table, so that everything is re-rated in about ten minutes on two processors:
# most where the ladder's steps are what a teacher reads off (with chips, where folding is a decision,
# and 一上一下); staying free, five-card draw's sensible bots are within about a percent of each other,
# and fewer games tell that.
GAMES = {"draw": 240, "draw chips": 360, "draw category": 240, "updown": 480}
SHARE = 48                 # games in one share of the work handed to a process


def fit(n: int, data: Sequence[tuple[int, list[int]]]) -> np.ndarray:
    params: np.ndarray = choix.ilsr_top1(n, data, alpha=0.01)
    return params - params.mean()


def rate(played: Any, games: int, seed: int) -> dict[str, Any]:
    """The table's entry for one tournament: strengths with bootstrap intervals, every head-to-head chance."""
    bots = list(played.bots)
    data = [(d.winner, list(d.others)) for d in played.data]
    strengths = fit(len(bots), data)
    ours = {r.personality: r.strength for r in fit_strengths(played)}
    won = {b: sum(1 for w, _ in data if bots[w] == b) for b in bots}
    compared = [i for i, b in enumerate(bots) if won[b] >= 10]   # a bot that (almost) never wins rests on the prior
    centre = sum(ours[bots[i]] - float(strengths[i]) for i in compared) / max(1, len(compared))
    worst = max((abs(ours[bots[i]] - float(strengths[i]) - centre) for i in compared), default=0.0)
    key = table_key(played.game, played.scoring)
    print(f"  {key}: the engine's own fit (used in the live bot lab) is within {worst:.3f} of choix's "
          f"for the {len(compared)} bots with 10 wins or more")
    rng = np.random.default_rng(seed)
    samples = np.array([fit(len(bots), [data[i] for i in rng.integers(0, len(data), len(data))])
                        for _ in range(BOOTSTRAP)])
    low, high = np.percentile(samples, [2.5, 97.5], axis=0)
    seats = {b: sum(1 for w, others in data if b in (bots[w], *(bots[o] for o in others))) for b in bots}
    pairs = {}
    for a, b in itertools.permutations(range(len(bots)), 2):
        chance = 1 / (1 + np.exp(samples[:, b] - samples[:, a]))
        pairs[f"{bots[a]} vs {bots[b]}"] = (round(float(1 / (1 + np.exp(strengths[b] - strengths[a]))), 4),
                                            round(float(np.percentile(chance, 2.5)), 4),
                                            round(float(np.percentile(chance, 97.5)), 4))
    return {
        "bots": {b: (round(float(strengths[i]), 4), round(float(low[i]), 4), round(float(high[i]), 4), seats[b])
                 for i, b in enumerate(bots)},
        "head_to_head": pairs,
        "games": played.played, "shared_wins_left_out": played.shared, "games_per_table": games, "seed": seed,
    }


# What a game costs at a table, roughly, by the dearest bot there (ms of CPU): only the order matters —
# the shares are handed out dearest first, so that the last ones are cheap and no processor is left
# waiting at the end while the other plays a long share.
COST = {"updown": {"expert": 170.0}, "draw": {"expert": 50.0, "odds": 30.0}}
# Each tournament's fit runs as soon as its games are in, while the next tournament plays; the one played
# last has its fit alone at the end, so it is the one whose fit is quickest (the fewest bots and games).
ORDER = ("draw chips", "draw category", "draw", "updown")


def share_cost(plan: TournamentPlan, table: int, first: int, end: int) -> float:
    """About what playing games ``first`` … ``end - 1`` of ``plan``'s table ``table`` costs."""
    bots = set(plan.tables[table].personality_of.values())
    return (end - first) * max([1.0, *(ms for bot, ms in COST[plan.game].items() if bot in bots)])


def play_and_rate(plans: Sequence[TournamentPlan], workers: int, seed: int,
                  report: Callable[[TournamentPlan, int, int], None]) -> tuple[list[Any], list[dict[str, Any]], float]:
    """Every plan's games, in shares of about :data:`SHARE` over ``workers`` processes, and each
    tournament's fit (:func:`rate`) as soon as its games are all in, while the others play: the
    tournaments, their fits and the time (``time.perf_counter``) the last game came in. The games
    are the same, game for game, as one process playing them in turn (engine.ratings.play_plans)."""
    order = sorted(range(len(plans)), key=lambda p: ORDER.index(table_key(plans[p].game, plans[p].scoring)))
    jobs = [(p, i, a, b) for p in order
            for i, a, b in sorted(plans[p].shares(SHARE), key=lambda job: -share_cost(plans[p], *job))]
    records: list[list[list[tuple[int, Any]]]] = [[[] for _ in planned.tables] for planned in plans]
    left, done = [len(planned.shares(SHARE)) for planned in plans], [0] * len(plans)
    played: list[Any] = [None] * len(plans)
    fits: list[Any] = [None] * len(plans)
    last_game = time.perf_counter()

    def finished_share(j: int, share: Any) -> int | None:
        """Keep a share's records; the plan whose games are now all in, if any."""
        p, i, a, b = jobs[j]
        records[p][i].append((a, share))
        done[p] += b - a
        report(plans[p], done[p], plans[p].total)
        left[p] -= 1
        if left[p]:
            return None
        played[p] = plans[p].tournament([[r for _, part in sorted(table) for r in part] for table in records[p]])
        return p

    if workers == 1 or processors() == 1:
        for j, (p, i, a, b) in enumerate(jobs):
            ready = finished_share(j, _play_share(plans[p].tables[i], a, b))
            last_game = time.perf_counter()
            if ready is not None:
                fits[ready] = rate(played[ready], plans[ready].tables[0].asked, seed)
        return played, fits, last_game
    waiting = list(range(len(jobs)))[::-1]          # game shares still to hand out, the next one last
    fitting: list[int] = []                         # plans whose games are all in, their fits not yet handed out
    with pool(workers) as executor:
        running: dict[Future[Any], tuple[str, int]] = {}
        while waiting or fitting or running:
            while len(running) < workers and (fitting or waiting):
                if fitting:                         # a fit first: it waited for its games, the games wait for nothing
                    p = fitting.pop(0)
                    running[executor.submit(rate, played[p], plans[p].tables[0].asked, seed)] = ("fit", p)
                else:
                    j = waiting.pop()
                    p, i, a, b = jobs[j]
                    running[executor.submit(_play_share, plans[p].tables[i], a, b)] = ("games", j)
            finished, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                kind, n = running.pop(future)
                if kind == "fit":
                    fits[n] = future.result()
                    continue
                ready = finished_share(n, future.result())
                last_game = time.perf_counter()
                if ready is not None:
                    fitting.append(ready)
    return played, fits, last_game


def _play_share(planned: Any, start: int, stop: int) -> Any:
    return planned.play(start, stop)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, help="games at every table (default: " +
                        ", ".join(f"{k} {v}" for k, v in GAMES.items()) + ")")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--check", action="store_true", help="print the table, write nothing")
    parser.add_argument("--game", choices=("updown", "draw", "both"), default="both",
                        help="which game to rate (default both); the other tables are kept")
    parser.add_argument("--scoring", choices=SCORINGS["draw"], help="five-card draw: rate this scoring only")
    parser.add_argument("--workers", type=int, default=processors(),
                        help=f"processes to share the games out over (default: all {processors()} processors)")
    args = parser.parse_args()
    wanted = [(g, s) for g in ("updown", "draw") if args.game in (g, "both") for s in SCORINGS[g]
              if g == "updown" or args.scoring in (None, s)]
    start, cpu = time.perf_counter(), time.process_time()
    plans: list[TournamentPlan] = [plan_tournament(g, args.games or GAMES[table_key(g, s)], args.seed, s)  # type: ignore[arg-type]
                                   for g, s in wanted]
    print(f"{sum(p.total for p in plans):,} games at {sum(len(p.tables) for p in plans)} tables, "
          f"over {args.workers} process{'es' if args.workers != 1 else ''} (load {os.getloadavg()[0]:.1f}):")
    told: dict[str, int] = {}

    def report(plan: TournamentPlan, done: int, total: int) -> None:
        key = table_key(plan.game, plan.scoring)
        if done == total or done - told.get(key, 0) >= total // 10:
            told[key] = done
            print(f"  {key}: {done:,}/{total:,} games, {time.perf_counter() - start:.0f} s so far", flush=True)

    played, fits, playing = play_and_rate(plans, args.workers, args.seed, report)
    rated_now = {table_key(t.game, t.scoring): fitted for t, fitted in zip(played, fits, strict=True)}
    playing -= start
    seconds = time.perf_counter() - start
    for key, rated in rated_now.items():
        print(f"\n{key}: {rated['games']:,} games ({rated['shared_wins_left_out']:,} shared wins left out)")
        for bot, (s, lo, hi, n) in sorted(rated["bots"].items(), key=lambda kv: -kv[1][0]):
            print(f"  {bot:12} strength {s:+.2f} (95%: {lo:+.2f} … {hi:+.2f}) over {n:,} games")
    games = sum(r["games"] for r in rated_now.values())
    used = os.times()
    print(f"\n{games:,} games played in {playing:.0f} s ({games / playing:.0f} games/s over {args.workers} "
          f"process{'es' if args.workers != 1 else ''}); with the fits {seconds:.0f} s in all and "
          f"{time.process_time() - cpu + used.children_user + used.children_system:.0f} s of CPU; "
          f"load {os.getloadavg()[0]:.1f}")
    if not args.check:
        table = {**TABLE, **rated_now}
        OUT.write_text('"""Bot ratings fitted by tools/ratings.py from seeded tournaments — do not edit by hand:\n'
                       'run `uv run python tools/ratings.py` (every table; see its --help)."""\n\n'
                       "from typing import Any\n\n"
                       f"TABLE: dict[str, dict[str, Any]] = {pformat(table, width=110, sort_dicts=True)}\n",
                       encoding="utf-8")
        print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
