"""Seeded games shared out over the machine's processors, with the same results as one process gives.

Every game of a simulation is fixed before any is played (:class:`engine.simulate.Plan`: its seats,
its seed, its rules), so any range of games can be played in any process; the records come back
and are put together in the order of the games. Processes come from the standard library
(:mod:`concurrent.futures` over :mod:`multiprocessing`); where there are none — the browser's
Python — or only one processor, everything runs here, one game after another.

>>> from engine.updown.simulation import KIT
>>> from engine.simulate import plan
>>> planned = plan(KIT, ["honest", "bluffer"], games=6, seed=1)
>>> shares(planned.total, 4)
[(0, 2), (2, 4), (4, 5), (5, 6)]
>>> planned.result(play_shares(planned, 2)).outcomes == planned.result(planned.play()).outcomes
True
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, as_completed
from typing import Any, TypeVar

from .errors import check_int

T = TypeVar("T")


def processors() -> int:
    """How many processors this process may use (1 in the browser, which has no processes)."""
    if sys.platform == "emscripten":
        return 1
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:                          # not on Linux
        return max(1, os.cpu_count() or 1)


def shares(total: int, parts: int) -> list[tuple[int, int]]:
    """``range(total)`` cut into at most ``parts`` consecutive (start, stop) ranges, the longest first."""
    check_int(total, "total", 0)
    check_int(parts, "parts", 1)
    parts = min(parts, total) or 1
    size, extra = divmod(total, parts)
    cuts, start = [], 0
    for i in range(parts):
        stop = start + size + (1 if i < extra else 0)
        cuts.append((start, stop))
        start = stop
    return [c for c in cuts if c[1] > c[0]]


def pool(workers: int) -> Executor:
    """A pool of ``workers`` processes. Forked while this process runs one thread (a script, a test): the
    workers start at once with everything already loaded; spawned afresh otherwise (a notebook's kernel
    runs threads, and forking those is unsafe). Imported here: the browser's Python has no processes."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    method = "fork" if threading.active_count() == 1 and "fork" in multiprocessing.get_all_start_methods() \
        else "spawn"
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method))


def run(task: Callable[..., T], arguments: Sequence[tuple[Any, ...]], workers: int,
        progress: Callable[[int], None] | None = None) -> list[T]:
    """``task(*a)`` for every ``a`` of ``arguments``, the results in the order of ``arguments``;
    spread over ``workers`` processes when there are several (and processes to be had).
    ``progress(i)`` is called as task ``i`` finishes, in whatever order they finish."""
    check_int(workers, "workers", 1, 256)
    if workers == 1 or len(arguments) < 2 or processors() == 1:
        results = []
        for i, a in enumerate(arguments):
            results.append(task(*a))
            if progress:
                progress(i)
        return results
    found: dict[int, T] = {}
    with pool(min(workers, len(arguments))) as executor:
        futures = {executor.submit(task, *a): i for i, a in enumerate(arguments)}
        for future in as_completed(futures):
            i = futures[future]
            found[i] = future.result()
            if progress:
                progress(i)
    return [found[i] for i in range(len(arguments))]


def _play(planned: Any, start: int, stop: int) -> Any:
    return planned.play(start, stop)


def play_shares(planned: Any, workers: int, progress: Callable[[int, int], None] | None = None) -> list[Any]:
    """Every game of ``planned`` (an :class:`engine.simulate.Plan`), in order, played in a few shares per
    worker; ``progress(done, total)`` counts games as the shares come back."""
    cuts = shares(planned.total, 4 * workers)
    done = [0]

    def finished(i: int) -> None:
        done[0] += cuts[i][1] - cuts[i][0]
        if progress:
            progress(done[0], planned.total)

    records = run(_play, [(planned, a, b) for a, b in cuts], workers, finished)
    return [r for share in records for r in share]
