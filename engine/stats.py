"""Honest figures from many games: a rate or an average with its 95% interval, and fair seating orders.

Win rates from bot games depend on luck and on who sits after whom (in 一上一下 the player after you
is the first asked whether to challenge you, UD-11). :func:`wilson` says how sure a rate is,
:func:`mean_interval` how sure an average is; :func:`seating_design` gives every bot every seat and
every neighbour equally often.

>>> wilson(50, 100)
Interval(low=0.4038, high=0.5962)
>>> design = seating_design(3)
>>> design.name, len(design.orders)
('every order', 6)
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass
from typing import NamedTuple

from .i18n import Lang, Text, _

Z95 = 1.959963984540054  # the two-sided 95% point of the normal distribution


class Interval(NamedTuple):
    """A range that holds the true rate with 95% confidence."""

    low: float
    high: float

    def overlaps(self, other: Interval) -> bool:
        return self.low <= other.high and other.low <= self.high


def wilson(successes: float, trials: int, z: float = Z95) -> Interval:
    """The Wilson score interval for ``successes`` out of ``trials`` (shared wins may be fractions).

    It stays inside 0..1 and behaves well for small counts and rates near 0 or 1, where the
    textbook "p ± 1.96·sd" does not. Rounded to 4 places.

    >>> wilson(0, 10)
    Interval(low=0.0, high=0.2775)
    >>> wilson(10, 10)
    Interval(low=0.7225, high=1.0)
    >>> wilson(1, 0)
    Traceback (most recent call last):
    ...
    ValueError: trials must be a positive whole number, not 0
    """
    if isinstance(trials, bool) or not isinstance(trials, int) or trials <= 0:
        raise ValueError(f"trials must be a positive whole number, not {trials!r}")
    if isinstance(successes, bool) or not isinstance(successes, int | float) or not 0 <= successes <= trials:
        raise ValueError(f"successes must be a number from 0 to trials ({trials}), not {successes!r}")
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return Interval(round(max(0.0, (centre - spread) / scale), 4), round(min(1.0, (centre + spread) / scale), 4))


def mean_interval(total: float, squares: float, count: int, z: float = Z95) -> Interval:
    """The 95% interval of an average of ``count`` values, from their sum and the sum of their squares:
    the average ± z standard errors (the normal approximation, fair for the dozens of values a bot
    lab counts; the standard deviation is the sample's). Rounded to 4 places.

    >>> mean_interval(10, 30, 5)              # 0, 1, 2, 3, 4: an average of 2
    Interval(low=0.6141, high=3.3859)
    >>> mean_interval(3, 3, 1)
    Traceback (most recent call last):
    ...
    ValueError: count must be a whole number of at least 2 (one value says nothing of the spread), not 1
    """
    if isinstance(count, bool) or not isinstance(count, int) or count < 2:
        raise ValueError(f"count must be a whole number of at least 2 (one value says nothing of the spread), "
                         f"not {count!r}")
    mean = total / count
    variance = max(0.0, (squares - count * mean * mean) / (count - 1))
    spread = z * math.sqrt(variance / count)
    return Interval(round(mean - spread, 4), round(mean + spread, 4))


@dataclass(frozen=True)
class SeatingDesign:
    """The seating orders to play, each equally often. ``orders[g][seat]`` is the index of the bot
    (in the list given) that sits in ``seat``; seats go clockwise, so seat s+1 plays after seat s."""

    name: str
    orders: tuple[tuple[int, ...], ...]
    description: str

    def games_for(self, wanted: int) -> int:
        """The number of games to play: ``wanted`` rounded up to whole passes through the orders."""
        block = len(self.orders)
        return max(1, math.ceil(wanted / block)) * block

    def said(self, lang: Lang = "en") -> tuple[str, str]:
        """The name and the description in ``lang`` (``lang="zh"``: in Chinese).

        >>> seating_design(3).said("zh")[0] != "every order"
        True
        """
        name, description = _design_texts(self.name, len(self.orders))
        return name.render(lang), description.render(lang)


def _design_texts(name: str, orders: int) -> tuple[Text, Text]:
    """A design's name and description as messages."""
    if name == "fixed seats":
        return _("fixed seats"), _("the same seats every game: the first bot listed always sits in the first seat")
    if name == "every order":
        return _("every order"), _("every one of the {n} seating orders, equally often", n=orders)
    return _("balanced round tables"), _("{n} seating orders in which every bot takes every seat and sits after "
                                         "every other bot equally often", n=orders)


def _rotations(cycle: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [cycle[k:] + cycle[:k] for k in range(len(cycle))]


def _cycles_with_every_neighbour(n: int, seed: int | str) -> list[tuple[int, ...]]:
    """Round tables (cyclic orders) on which every ordered pair of bots sits side by side equally
    often: for a prime n, "step by k" for k = 1 … n-1 uses each pair once; otherwise a seeded
    search for cycles covering every pair twice (one cover is impossible for n = 4 and 6)."""
    if all(n % d for d in range(2, n)):
        return [tuple((k * i) % n for i in range(n)) for k in range(1, n)]
    rng = random.Random(f"seating/{n}/{seed}")
    need = 2 * (n - 1)
    while True:
        used: dict[tuple[int, int], int] = {}
        cycles = []
        for _cycle in range(need):
            for _attempt in range(200):
                rest = list(range(1, n))
                rng.shuffle(rest)
                cycle = (0, *rest)
                arcs = [(cycle[i], cycle[(i + 1) % n]) for i in range(n)]
                if all(used.get(a, 0) < 2 for a in arcs):
                    for a in arcs:
                        used[a] = used.get(a, 0) + 1
                    cycles.append(cycle)
                    break
            else:
                break
        if len(cycles) == need:
            return cycles


def seating_design(bots: int, seating: str = "balanced", seed: int | str = 0) -> SeatingDesign:
    """How to seat ``bots`` bots fairly over many games.

    - ``"balanced"`` (the default): with up to 4 bots every order (2, 6 or 24 of them); with 5 or 6,
      round tables on which every bot sits beside every other bot, on each side, equally often,
      each turned through every seat.
    - ``"fixed"``: the order given, every game (to show what unfair seating does).

    >>> [len(seating_design(n).orders) for n in (2, 3, 4, 5, 6)]
    [2, 6, 24, 20, 60]
    >>> seating_design(3, "fixed").orders
    ((0, 1, 2),)
    """
    if isinstance(bots, bool) or not isinstance(bots, int) or not 2 <= bots <= 6:
        raise ValueError(f"bots must be a whole number from 2 to 6, not {bots!r}")
    if seating == "fixed":
        return SeatingDesign("fixed seats", (tuple(range(bots)),), _design_texts("fixed seats", 1)[1].render("en"))
    if seating != "balanced":
        raise ValueError(f'seating must be "balanced" or "fixed", not {seating!r}')
    if bots <= 4:
        orders = tuple(itertools.permutations(range(bots)))
        return SeatingDesign("every order", orders, _design_texts("every order", len(orders))[1].render("en"))
    cycles = _cycles_with_every_neighbour(bots, seed)
    orders = tuple(order for cycle in cycles for order in _rotations(cycle))
    return SeatingDesign("balanced round tables", orders,
                         _design_texts("balanced round tables", len(orders))[1].render("en"))
