"""How strong an opponent's hand is after they replace cards by the rule of thumb (FD-8).

The advisor used to score a choice against random five-card hands, which never replace and so
are weaker than a real table's. :data:`~engine.draw.opponent_table.COUNTS` holds the strengths of
opponents' *final* hands, counted by `tools/opponent_model.py` from seeded deals in which each
opponent keeps what the source's rule of thumb keeps and replaces the rest.

>>> weaker = weaker_share(ace_low=False, max_replace=3)
>>> len(weaker), weaker[0], 0.0 < weaker[-1] < 1.0
(7462, 0.0, True)
>>> round(margin(), 4)      # two standard errors of any share, at worst
0.0016
"""

from __future__ import annotations

import base64
import math
import zlib
from array import array
from functools import lru_cache

from ..errors import check_bool, check_int
from .opponent_table import COUNTS, SAMPLES


@lru_cache(maxsize=10)
def weaker_share(ace_low: bool = False, max_replace: int = 3) -> tuple[float, ...]:
    """For each hand strength (as in :mod:`engine.fast`), the share of opponents' final hands that
    are strictly weaker, when opponents replace by the rule of thumb with at most ``max_replace``."""
    check_bool(ace_low, "ace_low")
    check_int(max_replace, "max_replace", 1, 5)
    counts = array("I")
    counts.frombytes(zlib.decompress(base64.b64decode("".join(COUNTS[(ace_low, max_replace)]))))
    below, running = [], 0
    for n in counts:
        below.append(running / SAMPLES)
        running += n
    return tuple(below)


def margin() -> float:
    """How far any share may be from the truth, 95% sure: two standard errors at a share of ½."""
    return 2 * math.sqrt(0.25 / SAMPLES)
