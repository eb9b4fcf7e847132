"""Per-decision time of the expert five-card draw bot, in whichever Python runs this (CPython or Pyodide).

    uv run python tests/browser/pyodide/time_draw_expert.py                           # CPython
    node tests/browser/pyodide/run_engine.mjs .cache/pyodide-mirror/pyodide-VERSION ENGINE.whl \\
        tests/browser/pyodide/time_draw_expert.py                                     # Pyodide

Plays seeded four-player matches (every other one with chips) with the expert in seat 0 against by
the book, odds and loose, and prints the median and worst time of the expert's decisions — staying
or folding, and replacing — in CPU time and wall-clock time. The first decision builds the lookup
tables (as a lesson does once at start-up) and is left out. In Pyodide, ``time.process_time`` is the
wall clock, so CPU time comes from Node (``process.cpuUsage``).
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

from engine.draw import DrawRules, new_game
from engine.draw.bots import make_bot

OTHERS = ["by the book", "odds", "loose"]
spent: dict[str, tuple[list[float], list[float]]] = {"stay or fold": ([], []), "replace": ([], [])}
warm = make_bot("expert")
warm_game = new_game(DrawRules(players=4), seed="warm")
warm.act(warm_game.view(warm_game.to_act))
for match in range(6):
    rules = DrawRules(players=4, chips=match % 2 == 1)
    bots = {0: make_bot("expert", match)} | {s: make_bot(OTHERS[(s + match) % 3], match) for s in range(1, 4)}
    state = new_game(rules, seed=f"time/{match}")
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        c, w = cpu_time(), time.perf_counter()
        action = bots[seat].act(view)
        if seat == 0 and action.kind in ("stay", "fold", "replace"):
            kind = "replace" if action.kind == "replace" else "stay or fold"
            spent[kind][0].append(cpu_time() - c)
            spent[kind][1].append(time.perf_counter() - w)
        state = state.apply(action)
where = "Pyodide" if sys.platform == "emscripten" else "CPython"
print(f"{where} {sys.version.split()[0]}: the expert five-card draw bot in 6 four-player matches (3 with chips)")
for kind, (cpu, wall) in spent.items():
    print(f"  {kind:12} {len(cpu):3} decisions: CPU median {statistics.median(cpu) * 1e3:.1f} ms, worst "
          f"{max(cpu) * 1e3:.1f} ms; wall clock median {statistics.median(wall) * 1e3:.1f} ms, worst "
          f"{max(wall) * 1e3:.1f} ms")
