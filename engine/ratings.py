"""How strong each bot is, and how strong a learner is becoming, on one familiar scale.

Strength follows Luce's choice model: at a table, player i wins with chance
``exp(s_i) / sum(exp(s_j))``. `tools/ratings.py` fits the bots' strengths from seeded tournaments
(with 95% intervals) and writes them to :mod:`engine.ratings_table`; here they are read, shown as
Elo-like ratings (1500 is the average bot; +400 means about 10 to 1 head to head), and a learner's
own rating is fitted from the games they played against bots of known strength.

>>> rating_points(0.0), rating_points(1.0)
(1500, 1674)
>>> round(head_to_head(1.0, 0.0), 3)
0.731
>>> me = learner_rating("updown", [])
>>> me.points, me.games
(1500, 0)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .errors import check_bool, excerpt
from .ratings_table import TABLE

GameName = Literal["draw", "updown"]
SCALE = 400 / math.log(10)          # Elo's scale: 400 points = odds of 10 to 1
PRIOR_SD = 1.5                      # a learner starts as an average bot, give or take 1.5 (log odds)


def rating_points(strength: float) -> int:
    """A strength (log odds) as an Elo-like rating around 1500."""
    return round(1500 + SCALE * strength)


def head_to_head(a: float, b: float) -> float:
    """The chance that strength ``a`` beats strength ``b`` when only the two of them play."""
    return 1 / (1 + math.exp(b - a))


@dataclass(frozen=True)
class BotRating:
    """A bot personality's fitted strength, its 95% interval, and how many games it played."""

    personality: str
    strength: float
    low: float
    high: float
    games: int

    @property
    def points(self) -> int:
        return rating_points(self.strength)

    @property
    def points_range(self) -> tuple[int, int]:
        return rating_points(self.low), rating_points(self.high)


def bot_ratings(game: GameName) -> tuple[BotRating, ...]:
    """The bots of ``game`` ("draw" or "updown"), strongest first, from the shipped table.

    >>> [r.personality for r in bot_ratings("updown")][:1] != []
    True
    """
    if game not in TABLE:
        raise ValueError(f'game must be "draw" or "updown", not {excerpt(game)}')
    rows = [BotRating(p, *values) for p, values in TABLE[game]["bots"].items()]
    return tuple(sorted(rows, key=lambda r: r.strength, reverse=True))


@dataclass(frozen=True)
class GameResult:
    """One game a learner played: the personalities of the bots at the table, and whether they won."""

    opponents: tuple[str, ...]
    won: bool


@dataclass(frozen=True)
class LearnerRating:
    """A learner's fitted strength after ``games`` games, with its 95% interval."""

    game: GameName
    strength: float
    low: float
    high: float
    games: int

    @property
    def points(self) -> int:
        return rating_points(self.strength)

    def closest_bot(self) -> BotRating:
        """The bot whose rating is nearest to this learner's."""
        return min(bot_ratings(self.game), key=lambda r: abs(r.strength - self.strength))

    def summary(self) -> str:
        """'You are now about as strong as the reckoner (rating 1520, 95% sure 1380–1660, after 3 games).'"""
        if not self.games:
            return "Play a game against the bots to get a rating."
        low, high = rating_points(self.low), rating_points(self.high)
        games = f"{self.games} game{'s' if self.games != 1 else ''}"
        return (f"You are now about as strong as the {self.closest_bot().personality} bot (your rating "
                f"{self.points}, 95% sure {low}–{high}, after {games}).")


def learner_rating(game: GameName, results: Sequence[GameResult]) -> LearnerRating:
    """The learner's strength that best explains their wins and losses against bots of known
    strength (Luce's model, with a gentle prior at the average bot), found by Newton's method.
    The order of the games does not matter."""
    known = {r.personality: r.strength for r in bot_ratings(game)}
    tables = []
    for i, result in enumerate(results):
        if not isinstance(result, GameResult):
            raise TypeError(f"results[{i}] must be a GameResult, not {excerpt(result)}")
        check_bool(result.won, f"results[{i}].won")
        unknown = [p for p in result.opponents if p not in known]
        if unknown or not result.opponents:
            raise ValueError(f"results[{i}].opponents: {excerpt(unknown or result.opponents)} are not rated "
                             f"bots of {game}: choose from {', '.join(known)}")
        tables.append((sum(math.exp(known[p]) for p in result.opponents), result.won))
    s = 0.0
    curvature = 1 / PRIOR_SD ** 2
    for _ in range(50):
        gradient, curvature = -s / PRIOR_SD ** 2, 1 / PRIOR_SD ** 2
        for others, won in tables:
            p = math.exp(s) / (math.exp(s) + others)
            gradient += (1.0 if won else 0.0) - p
            curvature += p * (1 - p)
        step = gradient / curvature
        s += step
        if abs(step) < 1e-9:
            break
    spread = 1.96 / math.sqrt(curvature)
    return LearnerRating(game, round(s, 6), round(s - spread, 6), round(s + spread, 6), len(tables))
