"""Rate every bot personality from seeded round-robin tournaments, and write the table the lessons show.

    uv run python tools/ratings.py                 # both games; writes engine/ratings_table.py
    uv run python tools/ratings.py --games 48 --check   # a quick run that only prints
    uv run python tools/ratings.py --game draw     # re-rate one game; the other's entry is kept

Every set of 3 and of 4 different personalities of a game sits at a table and plays `--games` games
(rounded up so that every seating order is played equally often). Each game says who won among
who sat there; Luce's choice model (`choix.ilsr_top1`, maximum likelihood) turns those wins into
strengths, centred on 0 — P(i wins at a table) = exp(s_i) / sum(exp(s_j)). A seeded bootstrap over
the games (resampled with replacement, refitted) gives each strength and each head-to-head chance its
95% interval. Shared wins (a tie for the most points, or the 一上一下 play limit) say nothing about who
won and are left out; the script counts them.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from pprint import pformat
from typing import Any

import choix
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.ratings import TopOne, Tournament, fit_strengths, play_tournament  # noqa: E402
from engine.ratings_table import TABLE  # noqa: E402

OUT = ROOT / "engine" / "ratings_table.py"
BOOTSTRAP = 300


def tournament(game: str, games: int, seed: int) -> tuple[list[str], list[tuple[int, list[int]]], int, int]:
    """Every table of 3 and of 4 different personalities (engine.ratings.play_tournament); the
    personalities, the top-1 data (winner, the others at the table), the shared wins left out and
    the games played."""
    start = time.process_time()

    def report(done: int, total: int) -> None:
        print(f"  {game}: table {done}/{total}, {time.process_time() - start:.0f} s CPU so far", flush=True)

    played = play_tournament(game, games, seed, progress=report)  # type: ignore[arg-type]
    return (list(played.bots), [(d.winner, list(d.others)) for d in played.data], played.shared,
            played.played)


def fit(n: int, data: Sequence[tuple[int, list[int]]]) -> np.ndarray:
    params: np.ndarray = choix.ilsr_top1(n, data, alpha=0.01)
    return params - params.mean()


def rate(game: str, games: int, seed: int) -> dict[str, Any]:
    bots, data, shared, played = tournament(game, games, seed)
    strengths = fit(len(bots), data)
    ours = {r.personality: r.strength for r in fit_strengths(
        Tournament(game, tuple(bots), tuple(TopOne(w, tuple(o)) for w, o in data), played, shared))}  # type: ignore[arg-type]
    won = {b: sum(1 for w, _ in data if bots[w] == b) for b in bots}
    compared = [i for i, b in enumerate(bots) if won[b] >= 10]   # a bot that (almost) never wins rests on the prior
    centre = sum(ours[bots[i]] - float(strengths[i]) for i in compared) / max(1, len(compared))
    worst = max((abs(ours[bots[i]] - float(strengths[i]) - centre) for i in compared), default=0.0)
    print(f"  {game}: the engine's own fit (used in the live bot lab) is within {worst:.3f} of choix's "
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
        "games": played, "shared_wins_left_out": shared, "games_per_table": games, "seed": seed,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=480, help="games per table (default 480)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--check", action="store_true", help="print the table, write nothing")
    parser.add_argument("--game", choices=("updown", "draw", "both"), default="both",
                        help="which game to rate (default both); a single game keeps the other's entry")
    args = parser.parse_args()
    start = time.perf_counter()
    games = ("updown", "draw") if args.game == "both" else (args.game,)
    with ProcessPoolExecutor(max_workers=len(games)) as pool:      # the two games side by side, one core each
        rated_now = dict(zip(games, pool.map(rate, games, [args.games] * len(games), [args.seed] * len(games)),
                             strict=True))
    seconds = time.perf_counter() - start
    table = {**TABLE, **rated_now}
    for game, rated in rated_now.items():
        print(f"\n{game}: {rated['games']} games ({rated['shared_wins_left_out']} shared wins left out)")
        for bot, (s, lo, hi, n) in sorted(rated["bots"].items(), key=lambda kv: -kv[1][0]):
            print(f"  {bot:12} strength {s:+.2f} (95%: {lo:+.2f} … {hi:+.2f}) over {n} games")
    print(f"\n{sum(r['games'] for r in rated_now.values())} games in {seconds:.0f} s "
          f"({sum(r['games'] for r in rated_now.values()) / seconds:.0f} games/s)")
    if not args.check:
        OUT.write_text('"""Bot ratings fitted by tools/ratings.py from seeded tournaments — do not edit by hand:\n'
                       f'run `uv run python tools/ratings.py --games {args.games} --seed {args.seed}`."""\n\n'
                       "from typing import Any\n\n"
                       f"TABLE: dict[str, dict[str, Any]] = {pformat(table, width=110, sort_dicts=True)}\n",
                       encoding="utf-8")
        print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
