"""Per-decision time of the expert 一上一下 bot, in whichever Python runs this (CPython or Pyodide).

    uv run python tests/browser/pyodide/time_expert.py                                # CPython
    node tests/browser/pyodide/run_engine.mjs .cache/pyodide-mirror/pyodide-VERSION ENGINE.whl \\
        tests/browser/pyodide/time_expert.py                                          # Pyodide

Plays seeded games of 2, 3 and 4 players with an expert in seat 0 against the other personalities
and prints the median and worst time of the expert's decisions (CPU time and wall-clock time). In
Pyodide, ``time.process_time`` is the wall clock, so CPU time comes from Node (``process.cpuUsage``).
"""

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

from engine.updown import UpDownRules, new_game
from engine.updown.bots import make_bot

OTHERS = ["honest", "reckoner", "bluffer"]
cpu: list[float] = []
wall: list[float] = []
for game in range(12):
    players = 2 + game % 3
    bots = {0: make_bot("expert", game)} | {s: make_bot(OTHERS[(s + game) % 3], game) for s in range(1, players)}
    state = new_game(UpDownRules(players=players), seed=game)
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        c, w = cpu_time(), time.perf_counter()
        action = bots[seat].act(view)
        if seat == 0:
            cpu.append(cpu_time() - c)
            wall.append(time.perf_counter() - w)
        state = state.apply(action)
where = "Pyodide" if sys.platform == "emscripten" else "CPython"
print(f"{where} {sys.version.split()[0]}: {len(cpu)} expert decisions in 12 games of 2-4 players")
print(f"  CPU time:   median {statistics.median(cpu) * 1e3:.1f} ms, worst {max(cpu) * 1e3:.1f} ms")
print(f"  wall clock: median {statistics.median(wall) * 1e3:.1f} ms, worst {max(wall) * 1e3:.1f} ms")
