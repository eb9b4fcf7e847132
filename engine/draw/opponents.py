"""How strong an opponent's hand is after they replace cards by the rule of thumb (FD-8).

The advisor used to score a choice against random five-card hands, which never replace and so
are weaker than a real table's. :data:`~engine.draw.opponent_table.BY_REPLACED` holds the strengths
of opponents' *final* hands, counted by `tools/opponent_model.py` from seeded deals in which each
opponent keeps what cardschool's rule of thumb keeps (:func:`engine.draw.advisor.rule_of_thumb`, at
the default table of four: an inside or one-ended straight draw is broken up for its two highest
cards) and replaces the rest — apart by how many cards they replaced, which everyone at the table
hears (FD-8): a player who replaces none holds a made hand, one who replaces three most likely holds
a pair.

>>> weaker = weaker_share(ace_low=True, max_replace=3)
>>> len(weaker), weaker[0], 0.0 < weaker[-1] < 1.0
(7462, 0.0, True)
>>> round(margin(), 4)      # two standard errors of any share, at worst
0.0016
>>> [round(win_margin(n), 4) for n in (1, 3, 5)]    # of a chance to beat all of n opponents, at worst
[0.0016, 0.0025, 0.0031]
>>> deals_replacing(True, 3)          # of the 400,000 deals, how many replaced 0, 1, 2, 3 cards
(3100, 40130, 8443, 348327)

Two pair, 9s and 4s, beats 85% of the final hands of opponents who replaced three cards, 56% of
those who replaced one (two pair or a four-card draw), none of those who replaced two (three of a
kind or better) or none (a made hand):

>>> from engine.fast import strength
>>> two_pair = strength("9S 9H 4D 4C 2S")
>>> [round(weaker_share(replaced=r)[two_pair], 2) for r in (3, 1, 2, 0)]
[0.85, 0.56, 0.0, 0.0]
"""

from __future__ import annotations

import base64
import math
import zlib
from array import array
from functools import lru_cache

from ..errors import check_bool, check_int
from .opponent_table import BY_REPLACED, MANY_OPPONENTS, SAMPLES

__all__ = ["SAMPLES", "deals_replacing", "margin", "weaker_share", "win_margin"]


def _many(max_replace: int, opponents: int) -> bool:
    """Whether the opponents follow the rule of thumb of a table where everyone has MANY_OPPONENTS or
    more opponents (it keeps inside straight draws); with fewer than 3 cards to replace both rules
    keep the same, and only one count is kept."""
    return opponents >= MANY_OPPONENTS and max_replace >= 3


@lru_cache(maxsize=64)
def _counts(ace_low: bool, max_replace: int, replaced: int | None, many: bool = False) -> tuple[int, ...]:
    """The final strengths' counts for one setting: of every deal, or of those replacing ``replaced``."""
    parts = [key for key in BY_REPLACED if key[:3] == (ace_low, max_replace, many)
             and (replaced is None or key[3] == replaced)]
    total: list[int] = []
    for key in parts:
        counts = array("I")
        counts.frombytes(zlib.decompress(base64.b64decode("".join(BY_REPLACED[key]))))
        total = list(counts) if not total else [a + b for a, b in zip(total, counts, strict=True)]
    return tuple(total)


def deals_replacing(ace_low: bool = True, max_replace: int = 3, opponents: int = 3) -> tuple[int, ...]:
    """Of the :data:`SAMPLES` deals of a setting, how many had the opponent replace 0, 1, 2 … cards
    (up to ``max_replace``), at a table where everyone has ``opponents`` opponents."""
    check_bool(ace_low, "ace_low")
    check_int(max_replace, "max_replace", 1, 5)
    check_int(opponents, "opponents", 1, 5)
    return _deals_replacing(ace_low, max_replace, _many(max_replace, opponents))


@lru_cache(maxsize=32)
def _deals_replacing(ace_low: bool, max_replace: int, many: bool) -> tuple[int, ...]:
    return tuple(sum(_counts(ace_low, max_replace, r, many)) for r in range(max_replace + 1))


@lru_cache(maxsize=64)
def weaker_share(ace_low: bool = True, max_replace: int = 3, replaced: int | None = None,
                 opponents: int = 3) -> tuple[float, ...]:
    """For each hand strength (as in :mod:`engine.fast`), the share of opponents' final hands that
    are strictly weaker, when opponents replace by the rule of thumb with at most ``max_replace`` at a
    table where everyone has ``opponents`` opponents (the rule of thumb keeps an inside straight draw
    only against :data:`~engine.draw.advisor.MANY_OPPONENTS` or more) — of all of them, or
    (``replaced``) of those who replaced that many cards. A count the rule of thumb never gives (4 or
    5) has no deals and is refused; so few deals that a share is unsure by more than ±0.02 (replacing
    0: about 3,000 deals) say so through :func:`deals_replacing`."""
    check_bool(ace_low, "ace_low")
    check_int(max_replace, "max_replace", 1, 5)
    check_int(opponents, "opponents", 1, 5)
    if replaced is not None:
        check_int(replaced, "replaced", 0, max_replace)
    counts = _counts(ace_low, max_replace, replaced, _many(max_replace, opponents))
    deals = sum(counts)
    if not deals:
        raise ValueError(f"replaced: an opponent who replaces by the rule of thumb never replaces {replaced} "
                         f"cards, so there is nothing to read from it")
    below, running = [], 0
    for n in counts:
        below.append(running / deals)
        running += n
    return tuple(below)


def margin() -> float:
    """How far any share may be from the truth, 95% sure: two standard errors at a share of ½."""
    return 2 * math.sqrt(0.25 / SAMPLES)


@lru_cache(maxsize=8)
def win_margin(opponents: int = 1) -> float:
    """How far a chance to beat all of ``opponents`` opponents (a share to that power) may be from the
    truth, 95% sure, at worst: ``opponents`` times share**(opponents-1) times two standard errors of
    the share, at the share where that is largest. One opponent: :func:`margin`."""
    check_int(opponents, "opponents", 1, 5)
    n = opponents
    return max(n * w ** (n - 1) * 2 * math.sqrt(w * (1 - w) / SAMPLES) for w in (i / 1000 for i in range(1001)))
