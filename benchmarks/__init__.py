"""Speed benchmarks: each prints figures and ratios against a peer timed in the same run (see each module).

Two of them (:mod:`benchmarks.updown`, :mod:`benchmarks.draw`) time our simulator against another
checkout's, round for round; :func:`load_package` imports that checkout's engine beside ours, and
:func:`alternate` does the timing.
"""

import importlib.util
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple


def load_package(name: str, root: Path | None) -> None:
    """Import the engine in ``root`` as the package ``name`` (None: ours, already importable as ``engine``)."""
    if root is not None:
        spec = importlib.util.spec_from_file_location(name, root / "engine" / "__init__.py",
                                                      submodule_search_locations=[str(root / "engine")])
        if spec is None or spec.loader is None:
            raise SystemExit(f"--against: no engine package in {root}")
        package = importlib.util.module_from_spec(spec)
        sys.modules[name] = package
        spec.loader.exec_module(package)


class Timed(NamedTuple):
    """What :func:`alternate` measured: CPU seconds and the best round's games per second, by side;
    our results round by round; whether every side played every round's games identically."""

    seconds: dict[str, float]
    best: dict[str, float]
    ours: list[Any]
    same: bool


def alternate(sides: dict[str, Callable[[int, str], Any]], games: int, rounds: int, seed: int) -> Timed:
    """Time each side (``"ours"`` first among them) playing ``games`` seeded games a round, round for
    round, alternating which side goes first so that both see the same machine; CPU time
    (``time.process_time``). A side's result has ``games``, ``outcomes`` and ``lengths``: the sides
    played the same games when their outcomes and lengths agree."""
    seconds = dict.fromkeys(sides, 0.0)
    best = dict.fromkeys(sides, 0.0)
    ours, same = [], True
    for r in range(rounds):
        order = list(sides) if r % 2 == 0 else list(reversed(sides))
        results = {}
        for side in order:
            start = time.process_time()
            result = results[side] = sides[side](games, f"{seed}/{r}")
            spent = time.process_time() - start
            seconds[side] += spent
            best[side] = max(best[side], result.games / spent)
        ours.append(results["ours"])
        same = same and all((res.outcomes, res.lengths) == (results["ours"].outcomes, results["ours"].lengths)
                            for res in results.values())
    return Timed(seconds, best, ours, same)
