"""Time for one review of a finished game of lesson 08 (engine.updown.review), in whichever Python runs
this (CPython or Pyodide), beside the expert deciding the same moves.

    uv run python tests/browser/pyodide/time_review.py                               # CPython
    node tests/browser/pyodide/run_engine.mjs .cache/pyodide-mirror/pyodide-VERSION ENGINE.whl \\
        tests/browser/pyodide/time_review.py                                          # Pyodide
    uv run python -m benchmarks.review                                                # both, side by side

Lesson 08's default game (you and 2 bots of every level, "mix"), finished as the lesson's "Let the
reckoner play my seat" finishes it, for seeds 1 to GAMES: each is reviewed for seat 0 once, and the
expert bot then decides the same moves from the same views (the peer: what the review weighs is the
expert's own search, at its own budget). Prints one line per game and the median and worst review, in
CPU time and wall-clock time; the last line is JSON for benchmarks/review.py. In Pyodide,
``time.process_time`` is the wall clock, so CPU time comes from Node (``process.cpuUsage``).
"""

import json
import statistics
import sys
import time

if sys.platform == "emscripten":
    from js import process  # type: ignore[import-not-found]

    def cpu_time() -> float:
        used = process.cpuUsage()
        return (used.user + used.system) / 1e6
else:
    cpu_time = time.process_time

from engine.session import Session
from engine.updown import UpDownRules, review
from engine.updown.bots import make_bot
from engine.updown.play import KIT

GAMES = 5
rows = []
for seed in range(1, GAMES + 1):
    game = Session.start(KIT, UpDownRules(players=3), seed, "mix").autoplay().game
    c, w = cpu_time(), time.perf_counter()
    decisions = review(game, 0)
    cpu, wall = cpu_time() - c, time.perf_counter() - w
    expert, state, spent = make_bot("expert", seed), game.start, 0.0
    for action in game.history:
        if action.seat == 0:
            c = cpu_time()
            expert.act(state.view(0))
            spent += cpu_time() - c
        state = state.apply(action)
    rows.append({"seed": seed, "plays": game.plays, "decisions": len(decisions), "cpu": cpu, "wall": wall,
                 "expert": spent})
    print(f"  seed {seed}: {game.plays} plays, {len(decisions)} decisions reviewed in {cpu:.2f} s CPU "
          f"({wall:.2f} s wall); the expert deciding them: {spent:.2f} s")
where = "Pyodide" if sys.platform == "emscripten" else "CPython"
cpus, walls = [r["cpu"] for r in rows], [r["wall"] for r in rows]
print(f"{where} {sys.version.split()[0]}: one review of a finished lesson-08 game, {GAMES} games: "
      f"median {statistics.median(cpus):.2f} s CPU, worst {max(cpus):.2f} s ({statistics.median(walls):.2f} / "
      f"{max(walls):.2f} s wall); {sum(cpus) / sum(r['expert'] for r in rows):.1f}× the expert's own decisions")
print(json.dumps({"python": where, "rows": rows}))
