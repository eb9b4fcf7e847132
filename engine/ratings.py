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
from typing import Any, Literal, NamedTuple

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


# The scorings each game's bots are rated under: the bots that are best when staying is free are not
# the best when it costs (FD-3, FD-7). "win": the winner of a round gains a point (staying is free);
# "chips": staying costs 1 point into a pot the winner takes; "category": points by winning category.
SCORINGS: dict[str, tuple[str, ...]] = {"draw": ("win", "chips", "category"), "updown": ("win",)}


def scoring_of(game: GameName, rules: object = None) -> str:
    """The scoring whose ratings fit a table: a game's rules record (five-card draw: "chips" when staying
    costs, else its ``scoring``), a scoring's name, or None for the default ("win").

    >>> from engine.draw import DrawRules
    >>> scoring_of("draw", DrawRules(chips=True)), scoring_of("draw", DrawRules(scoring="category"))
    ('chips', 'category')
    >>> scoring_of("updown"), scoring_of("draw", "chips")
    ('win', 'chips')
    >>> scoring_of("draw", "poker")
    Traceback (most recent call last):
    ...
    ValueError: scoring must be "win" or "chips" or "category", not 'poker'
    """
    check_choice(game, "game", tuple(SCORINGS))
    if rules is None:
        return "win"
    if isinstance(rules, str):
        return str(check_choice(rules, "scoring", SCORINGS[game]))
    if game == "updown":
        return "win"
    chips, scoring = getattr(rules, "chips", None), getattr(rules, "scoring", None)
    if not isinstance(chips, bool) or scoring not in SCORINGS["draw"]:
        raise TypeError(f"rules must be DrawRules(...), a scoring ({', '.join(SCORINGS['draw'])}) or None, "
                        f"not {excerpt(rules)}")
    return "chips" if chips else str(scoring)


def table_key(game: GameName, scoring: object = None) -> str:
    """Where :data:`engine.ratings_table.TABLE` keeps the ratings of ``game`` under ``scoring`` (a
    scoring's name or a rules record): "draw", "draw chips", "draw category", "updown".

    >>> table_key("draw"), table_key("draw", "chips")
    ('draw', 'draw chips')
    """
    name = scoring_of(game, scoring)
    return game if name == "win" else f"{game} {name}"


def _table(game: GameName, scoring: object) -> dict[str, Any]:
    key = table_key(game, scoring)
    if key not in TABLE:
        raise ValueError(f"no ratings of {key} in engine/ratings_table.py: run tools/ratings.py")
    return TABLE[key]


def bot_ratings(game: GameName, scoring: object = None) -> tuple[BotRating, ...]:
    """The bots of ``game`` ("draw" or "updown"), strongest first, from the shipped table of ``scoring``
    (a scoring's name or the table's rules, see :func:`scoring_of`; the default: staying is free).

    >>> [r.personality for r in bot_ratings("updown")][:1] != []
    True
    """
    rows = [BotRating(p, *values) for p, values in _table(game, scoring)["bots"].items()]
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


def matchups(game: GameName, scoring: object = None) -> tuple[Matchup, ...]:
    """Every pair of bots of ``game`` from the shipped table of ``scoring``, the stronger first,
    strongest pairs first, with the bootstrap intervals `tools/ratings.py` measured.

    >>> first = matchups("updown")[0]
    >>> first.chance >= 0.5 and first.low <= first.chance <= first.high
    True
    """
    rated = bot_ratings(game, scoring)
    pairs = _table(game, scoring)["head_to_head"]
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


def table_facts(game: GameName, scoring: object = None) -> dict[str, int]:
    """How the shipped table of ``game`` under ``scoring`` was measured: games, games per table,
    shared wins left out, seed.

    >>> sorted(table_facts("draw"))
    ['games', 'games_per_table', 'seed', 'shared_wins_left_out']
    """
    table = _table(game, scoring)
    return {k: int(table[k]) for k in ("games", "games_per_table", "shared_wins_left_out", "seed")}


def tiers(game: GameName, scoring: object = None) -> tuple[tuple[str, ...], ...]:
    """The rated bots of ``game`` in levels, weakest first: a bot shares the level below it when the
    shipped games cannot tell it from any bot of that level (every head-to-head interval between them
    includes 50%), so that a learner is never told one is stronger than another when the games say no such thing.

    >>> levels = tiers("updown")
    >>> sorted(bot for level in levels for bot in level) == sorted(r.personality for r in bot_ratings("updown"))
    True
    """
    rated = [r.personality for r in reversed(bot_ratings(game, scoring))]
    pairs = _table(game, scoring)["head_to_head"]
    found = [[rated[0]]]
    for bot in rated[1:]:
        if all(pairs[f"{bot} vs {other}"][1] <= 0.5 <= pairs[f"{bot} vs {other}"][2] for other in found[-1]):
            found[-1].append(bot)
        else:
            found.append([bot])
    return tuple(tuple(level) for level in found)


@dataclass(frozen=True)
class CloseGroup:
    """Bots that the shipped ratings cannot tell apart: every pair's head-to-head interval includes
    even (50%). ``lowest``/``highest``: the range of their head-to-head chances (the middle figures)."""

    bots: tuple[str, ...]
    lowest: float
    highest: float


def close_group(game: GameName, scoring: object = None) -> CloseGroup:
    """The strongest bots of a table that its games cannot tell apart: the strongest bot and every other
    bot whose head-to-head interval with each of them includes 50% (just the strongest when none is).

    >>> group = close_group("updown")
    >>> group.bots[0] == bot_ratings("updown")[0].personality and group.lowest <= 0.5 <= group.highest
    True
    """
    rated = [r.personality for r in bot_ratings(game, scoring)]
    pairs = _table(game, scoring)["head_to_head"]
    group = [rated[0]]
    for bot in rated[1:]:
        if all(pairs[f"{other} vs {bot}"][1] <= 0.5 <= pairs[f"{other} vs {bot}"][2] for other in group):
            group.append(bot)
    chances = [pairs[f"{a} vs {b}"][0] for a in group for b in group if a != b] or [0.5]
    return CloseGroup(tuple(group), min(chances), max(chances))


@dataclass(frozen=True)
class GameResult:
    """One game a learner played: the personalities of the bots at the table, whether they won, and
    the scoring it was played under (:func:`scoring_of`), whose ratings the bots are measured by."""

    opponents: tuple[str, ...]
    won: bool
    scoring: str = "win"


@dataclass(frozen=True)
class LearnerRating:
    """A learner's fitted strength after ``games`` games, with its 95% interval."""

    game: GameName
    strength: float
    low: float
    high: float
    games: int
    scoring: str = "win"            # of the last game: whose ratings the closest bot is found among

    @property
    def points(self) -> int:
        return rating_points(self.strength)

    def closest_bot(self) -> BotRating:
        """The bot whose rating (under the scoring of the last game) is nearest to this learner's."""
        return min(bot_ratings(self.game, self.scoring), key=lambda r: abs(r.strength - self.strength))

    @property
    def settled(self) -> bool:
        """Whether the games so far say which bot the learner is like: their 95% range is narrower than
        the gap between the weakest and the strongest bot (under the scoring of the last game). After a
        game or two it is wider, and naming the closest bot would mean nothing."""
        rated = [r.strength for r in bot_ratings(self.game, self.scoring)]
        return bool(self.games) and self.high - self.low < max(rated) - min(rated)

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
    strength (Luce's model, with a gentle prior at the average bot), found by Newton's method. Each
    game's bots are measured by the ratings of the scoring it was played under.
    The order of the games does not matter."""
    check_choice(game, "game", tuple(SCORINGS))
    tables = []
    scoring = "win"
    for i, result in enumerate(results):
        if not isinstance(result, GameResult):
            raise TypeError(f"results[{i}] must be a GameResult, not {excerpt(result)}")
        check_bool(result.won, f"results[{i}].won")
        scoring = scoring_of(game, result.scoring)
        known = {r.personality: r.strength for r in bot_ratings(game, scoring)}
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
    return LearnerRating(game, round(s, 6), round(s - spread, 6), round(s + spread, 6), len(tables), scoring)


# ---- tournaments and the fit (pure Python, so the bot lab can run them in the browser) ----------------

class TopOne(NamedTuple):
    """One decisive game: the index of the winner and of the others at the table."""

    winner: int
    others: tuple[int, ...]


@dataclass(frozen=True)
class Tournament:
    """Every table of 3 and of 4 different personalities, fairly seated; the decisive games as
    :class:`TopOne` records, how many were played and how many shared wins were left out, and the
    scoring they were played under."""

    game: GameName
    bots: tuple[str, ...]
    data: tuple[TopOne, ...]
    played: int
    shared: int
    scoring: str = "win"


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


@dataclass(frozen=True)
class TournamentPlan:
    """A tournament fixed before any game is played: every table's games (:class:`engine.simulate.Plan`,
    seeded ``f"{seed}/{table}"``), so that its games can be shared out over processes and put together
    again in their order (:meth:`tournament`) — the same tournament however they were shared."""

    game: GameName
    scoring: str
    bots: tuple[str, ...]
    tables: tuple[Any, ...]                      # an engine.simulate.Plan per table

    @property
    def total(self) -> int:
        """How many games all the tables play."""
        return sum(t.total for t in self.tables)

    def shares(self, size: int) -> list[tuple[int, int, int]]:
        """The games cut into shares of about ``size`` games: (table, first game, end)."""
        from .parallel import shares
        check_int(size, "size", 1)
        return [(i, a, b) for i, t in enumerate(self.tables) for a, b in shares(t.total, -(-t.total // size))]

    def tournament(self, records: Sequence[Sequence[Any]]) -> Tournament:
        """The tournament from each table's records (:class:`engine.simulate.Played`, in game order)."""
        data: list[TopOne] = []
        played = shared = 0
        for planned, table in zip(self.tables, records, strict=True):
            for record in table:
                played += 1
                if len(record.winners) != 1:
                    shared += 1
                    continue
                seats = [self.bots.index(planned.personality_of[e]) for e in record.seated]
                winner = seats[record.winners[0]]
                data.append(TopOne(winner, tuple(s for s in seats if s != winner)))
        return Tournament(self.game, self.bots, tuple(data), played, shared, self.scoring)


def plan_tournament(game: GameName, games: int, seed: int | str = 2026, scoring: object = None) -> TournamentPlan:
    """About ``games`` games at every table of 3 and 4 different personalities of ``game`` (rounded up so
    every seating order counts equally), under ``scoring`` (five-card draw: "win", "chips" or "category",
    see :func:`scoring_of`; every other house rule as in :class:`~engine.draw.DrawRules`)."""
    bots = _personalities(game)
    check_int(games, "games", 1, 100_000)
    check_seed(seed)
    name = scoring_of(game, scoring)
    from .simulate import plan
    if game == "draw":   # imported here: rating one game never loads the other's package
        from .draw.rules import DrawRules
        from .draw.simulation import KIT as DRAW
        plans = [plan(DRAW, list(t), games, f"{seed}/{'|'.join(t)}",
                      DrawRules(players=len(t), chips=name == "chips", scoring="category" if name == "category"
                                else "win")) for t in tournament_tables(game)]
    else:
        from .updown.simulation import KIT as UPDOWN
        plans = [plan(UPDOWN, list(t), games, f"{seed}/{'|'.join(t)}") for t in tournament_tables(game)]
    return TournamentPlan(game, name, bots, tuple(plans))


def _play_share(planned: Any, start: int, stop: int) -> Any:
    return planned.play(start, stop)


def play_plans(plans: Sequence[TournamentPlan], workers: int = 1, size: int = 48,
               progress: Callable[[TournamentPlan, int, int], None] | None = None) -> list[Tournament]:
    """Several tournaments at once, their games shared out in shares of about ``size`` over ``workers``
    processes (:mod:`engine.parallel`); ``progress(plan, done, total)`` counts each one's games as
    its shares come back. The same tournaments, game for game, as one process playing them in turn."""
    from .parallel import run
    check_int(size, "size", 1)
    jobs = [(p, i, a, b) for p, planned in enumerate(plans) for i, a, b in planned.shares(size)]
    done = [0] * len(plans)

    def finished(j: int) -> None:
        p, _table, a, b = jobs[j]
        done[p] += b - a
        if progress:
            progress(plans[p], done[p], plans[p].total)

    records = run(_play_share, [(plans[p].tables[i], a, b) for p, i, a, b in jobs], workers, finished)
    tables: list[list[list[Any]]] = [[[] for _ in planned.tables] for planned in plans]
    for (p, i, _a, _b), share in zip(jobs, records, strict=True):
        tables[p][i] += share
    return [planned.tournament(t) for planned, t in zip(plans, tables, strict=True)]


def play_tournament(game: GameName, games: int, seed: int | str = 2026,
                    progress: Callable[[int, int], None] | None = None, scoring: object = None,
                    workers: int = 1) -> Tournament:
    """Play about ``games`` games at every table of 3 and 4 different personalities of ``game``
    (rounded up so every seating order counts equally) under ``scoring``; ``progress(done, total)``
    counts the games played. ``workers`` processes share the games (1: all here, one table after
    another); the tournament is the same whatever their number."""
    planned = plan_tournament(game, games, seed, scoring)
    check_int(workers, "workers", 1, 256)
    size = max(t.total for t in planned.tables) if workers == 1 else max(1, -(-planned.total // (6 * workers)))
    told = None if progress is None else (lambda _plan, done, total: progress(done, total))
    return play_plans([planned], workers, size, told)[0]


def _fit(tournament: Tournament, prior_sd: float) -> tuple[list[float], list[list[float]]]:
    """The strengths (not centred) and their covariance: Newton's method, then the inverse curvature."""
    n = len(tournament.bots)
    s = [0.0] * n
    for _ in range(100):
        grad, hess = _gradient_and_hessian(s, tournament.data, prior_sd)
        step = _solve([[-h for h in row] for row in hess], grad)
        s = [a + b for a, b in zip(s, step, strict=True)]
        if max(abs(b) for b in step) < 1e-10:
            break
    _, hess = _gradient_and_hessian(s, tournament.data, prior_sd)
    return s, _inverse([[-h for h in row] for row in hess])


def fit_strengths(tournament: Tournament, prior_sd: float = 3.0) -> tuple[BotRating, ...]:
    """Luce-model strengths (centred on 0) with 95% intervals, by Newton's method on the
    log-likelihood with a weak normal prior (which keeps a bot that never won finite); the
    intervals come from the curvature at the optimum. `tools/ratings.py` checks it against choix."""
    n = len(tournament.bots)
    s, covariance = _fit(tournament, prior_sd)
    mean = sum(s) / n
    games = [sum(1 for d in tournament.data if i == d.winner or i in d.others) for i in range(n)]
    rows = []
    for i, bot in enumerate(tournament.bots):
        spread = 1.96 * math.sqrt(max(covariance[i][i], 0.0))
        centred = s[i] - mean
        rows.append(BotRating(bot, round(centred, 4), round(centred - spread, 4), round(centred + spread, 4),
                              games[i]))
    return tuple(sorted(rows, key=lambda r: r.strength, reverse=True))


def tournament_matchups(tournament: Tournament, prior_sd: float = 3.0) -> tuple[Matchup, ...]:
    """Every pair of bots of a played tournament, the stronger first, strongest bots first, each with
    its 95% interval: from the fit's curvature, the spread of the difference of the two strengths
    (var a + var b − 2 cov ab), turned into a chance.

    >>> data = (TopOne(0, (1, 2)),) * 8 + (TopOne(1, (0, 2)),) * 4
    >>> first = tournament_matchups(Tournament("updown", ("a", "b", "c"), data, 12, 0))[0]
    >>> first.stronger, first.weaker, first.low < first.chance < first.high
    ('a', 'b', True)
    """
    if not isinstance(tournament, Tournament):
        raise TypeError(f"tournament must be a Tournament (play_tournament), not {excerpt(tournament)}")
    s, c = _fit(tournament, prior_sd)
    index = {bot: i for i, bot in enumerate(tournament.bots)}
    found = []
    for rated in (ordered := fit_strengths(tournament, prior_sd)):
        a = index[rated.personality]
        for other in ordered[ordered.index(rated) + 1:]:
            b = index[other.personality]
            spread = 1.96 * math.sqrt(max(c[a][a] + c[b][b] - 2 * c[a][b], 0.0))
            gap = s[a] - s[b]
            found.append(Matchup(rated.personality, other.personality, round(head_to_head(gap, 0.0), 4),
                                 round(head_to_head(gap - spread, 0.0), 4), round(head_to_head(gap + spread, 0.0), 4)))
    return tuple(found)


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
