"""Reviewing a finished game (issue 24): one review of a finished lesson-08 game must take ≤ 2 s in CPython and
≤ 6 s in Pyodide; a finished lesson-04 match is timed too.

    uv run python -m benchmarks.review            # needs Node and the fetched Pyodide runtime for the second half

The 一上一下 figures come from tests/browser/pyodide/time_review.py, run once in CPython and once in the
site's Pyodide under Node (offline, the engine installed from the wheel the live lessons install): lesson
08's default game (two bots, every level), finished by the reckoner as the lesson's autoplay finishes it,
reviewed for the learner's seat; the peer in the same run is the expert bot deciding the same moves. The
five-card draw figures are CPython only: lesson 04's default match (four players, eight rounds), finished
by the odds bot, reviewed, beside the expert deciding the same moves. CPU time; check ``uptime`` first.
"""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tests" / "browser" / "pyodide" / "time_review.py"
RUN_ENGINE = ROOT / "tests" / "browser" / "pyodide" / "run_engine.mjs"


def run(command: list[str], env: dict[str, str] | None = None) -> dict:
    done = subprocess.run(command, cwd=SCRIPT.parent, capture_output=True, text=True, env=env, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command[:2])} failed:\n{done.stderr[-2000:]}")
    lines = done.stdout.rstrip().splitlines()
    print("\n".join(lines[:-1]))
    return json.loads(lines[-1])


def draw_matches(games: int = 4) -> None:
    from engine.draw import DrawRules, review
    from engine.draw.bots import make_bot
    from engine.draw.play import KIT
    from engine.session import Session

    spent, peer = [], []
    for seed in range(1, games + 1):
        game = Session.start(KIT, DrawRules(), seed, "mix").autoplay().game
        start = time.process_time()
        decisions = review(game, 0)
        spent.append(time.process_time() - start)
        expert, state, used = make_bot("expert", seed), game.start, 0.0
        for action in game.history:
            if action.seat == 0 and action.kind in ("stay", "fold", "replace"):
                start = time.process_time()
                expert.act(state.view(0))
                used += time.process_time() - start
            state = state.apply(action)
        peer.append(used)
        print(f"  seed {seed}: {len(decisions)} decisions reviewed in {spent[-1]:.2f} s CPU; the expert deciding "
              f"them: {used:.2f} s")
    print(f"CPython: one review of a finished lesson-04 match, median {statistics.median(spent):.2f} s CPU, worst "
          f"{max(spent):.2f} s; {sum(spent) / sum(peer):.1f}× the expert's own decisions")


def main() -> None:
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (2 cores)")
    print("一上一下, CPython:")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cpython = run([sys.executable, str(SCRIPT)], env)
    sys.path.insert(0, str(ROOT / "tools"))
    import pyodide_mirror

    runtime = pyodide_mirror.CACHE / f"pyodide-{pyodide_mirror.manifest()['pyodide']}"
    if (runtime / "pyodide.mjs").exists() and shutil.which("node"):
        print("一上一下, Pyodide under Node:")
        with tempfile.TemporaryDirectory() as tmp:
            pyodide = run(["node", str(RUN_ENGINE), str(runtime), str(pyodide_mirror.engine_wheel(Path(tmp))),
                           str(SCRIPT)])
        ratio = sum(r["wall"] for r in pyodide["rows"]) / sum(r["wall"] for r in cpython["rows"])
        worst = max(r["wall"] for r in pyodide["rows"])
        print(f"Pyodide / CPython, wall clock: {ratio:.1f}×; the worst Pyodide review {worst:.2f} s (budget 6 s)")
    else:
        print("(Pyodide not fetched — uv run python tools/build_site.py --fetch — or Node missing: skipped)")
    print("five-card draw, CPython:")
    draw_matches()


if __name__ == "__main__":
    main()
