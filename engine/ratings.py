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

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

from .errors import check_bool, check_choice, check_int, check_seed
from .i18n import Lang, check_lang, excerpt
from .ratings_table import TABLE
from .terms import BOT_NAMES_ZH

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


class BotName(NamedTuple):
    """A bot personality named in a reader's language (the Chinese names: :data:`engine.terms.BOT_NAMES_ZH`).

    >>> BotName("expert").localized("en"), BotName("expert").localized("zh")
    ('expert', '高手')
    """

    personality: str

    def localized(self, lang: Lang) -> str:
        zh = BOT_NAMES_ZH.get(self.personality)
        return zh if check_lang(lang) == "zh" and zh else self.personality


@dataclass(frozen=True)
class Matchup:
    """How often the stronger of two bots beats the other when only the two of them play, with its
    95% interval when one was measured; ``clear`` when the interval does not include even (50%)."""

    stronger: str
    weaker: str
    chance: float
    low: float | None = None
    high: float | None = None

    @property
    def clear(self) -> bool:
        return self.low is not None and self.low > 0.5


def matchups(game: GameName) -> tuple[Matchup, ...]:
    """Every pair of bots of ``game`` from the shipped table, the stronger first, strongest pairs first,
    with the bootstrap intervals `tools/ratings.py` measured.

    >>> first = matchups("updown")[0]
    >>> first.chance >= 0.5 and first.low <= first.chance <= first.high
    True
    """
    rated = bot_ratings(game)
    pairs = TABLE[game]["head_to_head"]
    found = []
    for i, a in enumerate(rated):
        for b in rated[i + 1:]:
            chance, low, high = pairs[f"{a.personality} vs {b.personality}"]
            found.append(Matchup(a.personality, b.personality, chance, low, high))
    return tuple(found)


def fitted_matchups(rated: Sequence[BotRating]) -> tuple[Matchup, ...]:
    """Every pair of bots from fitted strengths (:func:`fit_strengths`), the stronger first; the
    chance only (a quick tournament has no bootstrap).

    >>> pair = fitted_matchups([BotRating("a", 1.0, 0.5, 1.5, 10), BotRating("b", 0.0, -0.5, 0.5, 10)])[0]
    >>> pair.stronger, round(pair.chance, 3), pair.clear
    ('a', 0.731, False)
    """
    ordered = sorted(rated, key=lambda r: r.strength, reverse=True)
    for i, r in enumerate(ordered):
        if not isinstance(r, BotRating):
            raise TypeError(f"rated[{i}] must be a BotRating, not {excerpt(r)}")
    return tuple(Matchup(a.personality, b.personality, head_to_head(a.strength, b.strength))
                 for i, a in enumerate(ordered) for b in ordered[i + 1:])


def table_facts(game: GameName) -> dict[str, int]:
    """How the shipped table of ``game`` was measured: games, games per table, shared wins left out, seed.

    >>> sorted(table_facts("draw"))
    ['games', 'games_per_table', 'seed', 'shared_wins_left_out']
    """
    if game not in TABLE:
        raise ValueError(f'game must be "draw" or "updown", not {excerpt(game)}')
    return {k: int(TABLE[game][k]) for k in ("games", "games_per_table", "shared_wins_left_out", "seed")}


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


# ---- tournaments and the fit (pure Python, so the bot lab can run them in the browser) ----------------

class TopOne(NamedTuple):
    """One decisive game: the index of the winner and of the others at the table."""

    winner: int
    others: tuple[int, ...]


@dataclass(frozen=True)
class Tournament:
    """Every table of 3 and of 4 different personalities, fairly seated; the decisive games as
    :class:`TopOne` records and how many shared wins were left out."""

    game: GameName
    bots: tuple[str, ...]
    data: tuple[TopOne, ...]
    played: int
    shared: int


def _personalities(game: object) -> tuple[str, ...]:
    check_choice(game, "game", ("draw", "updown"))
    if game == "draw":
        from .draw.bots import PERSONALITIES as draw_bots
        return tuple(draw_bots)
    from .updown.bots import PERSONALITIES as updown_bots
    return tuple(updown_bots)


def tournament_tables(game: GameName) -> tuple[tuple[str, ...], ...]:
    """Every table of 3 and of 4 different personalities of ``game``, in the order they are played.

    >>> len(tournament_tables("draw"))         # 5 bots: 10 tables of 3, 5 of 4
    15
    """
    bots = _personalities(game)
    return tuple(t for k in (3, 4) for t in itertools.combinations(bots, k))


def play_tournament(game: GameName, games: int, seed: int | str = 2026,
                    progress: Callable[[int, int], None] | None = None) -> Tournament:
    """Play about ``games`` games at every table of 3 and 4 different personalities of ``game``
    (rounded up so every seating order counts equally); ``progress(done, total)`` after each table."""
    bots = _personalities(game)
    check_int(games, "games", 1, 100_000)
    check_seed(seed)
    tables = tournament_tables(game)
    if game == "draw":   # imported here: rating one game never loads the other's package
        from .draw.simulation import simulate as simulate_draw
    else:
        from .updown.simulation import simulate as simulate_updown
    data: list[TopOne] = []
    played = shared = 0
    for n, table in enumerate(tables, start=1):
        table_seed = f"{seed}/{'|'.join(table)}"
        result = (simulate_draw(list(table), games, table_seed) if game == "draw"
                  else simulate_updown(list(table), games, table_seed))
        for outcome in result.outcomes:
            played += 1
            if len(outcome.winners) != 1:
                shared += 1
                continue
            seats = [bots.index(result.personality_of[e]) for e in outcome.seated]
            winner = seats[outcome.winners[0]]
            data.append(TopOne(winner, tuple(s for s in seats if s != winner)))
        if progress:
            progress(n, len(tables))
    return Tournament(game, bots, tuple(data), played, shared)


def fit_strengths(tournament: Tournament, prior_sd: float = 3.0) -> tuple[BotRating, ...]:
    """Luce-model strengths (centred on 0) with 95% intervals, by Newton's method on the
    log-likelihood with a weak normal prior (which keeps a bot that never won finite); the
    intervals come from the curvature at the optimum. `tools/ratings.py` checks it against choix."""
    n = len(tournament.bots)
    s = [0.0] * n
    for _ in range(100):
        grad, hess = _gradient_and_hessian(s, tournament.data, prior_sd)
        step = _solve([[-h for h in row] for row in hess], grad)
        s = [a + b for a, b in zip(s, step, strict=True)]
        if max(abs(b) for b in step) < 1e-10:
            break
    _, hess = _gradient_and_hessian(s, tournament.data, prior_sd)
    covariance = _inverse([[-h for h in row] for row in hess])
    mean = sum(s) / n
    games = [sum(1 for d in tournament.data if i == d.winner or i in d.others) for i in range(n)]
    rows = []
    for i, bot in enumerate(tournament.bots):
        spread = 1.96 * math.sqrt(max(covariance[i][i], 0.0))
        centred = s[i] - mean
        rows.append(BotRating(bot, round(centred, 4), round(centred - spread, 4), round(centred + spread, 4),
                              games[i]))
    return tuple(sorted(rows, key=lambda r: r.strength, reverse=True))


def _gradient_and_hessian(s: list[float], data: Sequence[TopOne],
                          prior_sd: float) -> tuple[list[float], list[list[float]]]:
    n = len(s)
    grad = [-x / prior_sd ** 2 for x in s]
    hess = [[(-1 / prior_sd ** 2 if i == j else 0.0) for j in range(n)] for i in range(n)]
    for d in data:
        table = (d.winner, *d.others)
        weights = [math.exp(s[i]) for i in table]
        total = sum(weights)
        p = [w / total for w in weights]
        grad[d.winner] += 1
        for a, i in enumerate(table):
            grad[i] -= p[a]
            for b, j in enumerate(table):
                hess[i][j] -= (p[a] if a == b else 0.0) - p[a] * p[b]
    return grad, hess


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    inverse = _inverse(matrix)
    return [sum(row[j] * vector[j] for j in range(len(vector))) for row in inverse]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan inverse of a small symmetric positive-definite matrix."""
    n = len(matrix)
    a = [list(row) + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        scale = a[col][col]
        a[col] = [x / scale for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                factor = a[r][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [row[n:] for row in a]
