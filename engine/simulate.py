"""Many seeded bot games, fairly seated, with every rate's uncertainty — one shape for every game.

Each game package supplies a :class:`GameKit` (how to start a game, make a bot, and count what a
finished game showed); :func:`simulate` does the rest. Bots are *entries*: the same personality
listed twice is two entries ("reckoner", "reckoner 2"), so identical bots can be compared.

>>> from engine.updown.simulation import simulate
>>> result = simulate(["honest", "reckoner", "bluffer"], games=12, seed=1)
>>> result.games, result.design.name, sum(result.seats.values())
(12, 'every order', 36)
>>> low, high = result.win_interval("honest")
>>> 0 <= low <= result.win_rate("honest") <= high <= 1
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from .bots import Bot
from .errors import check_int
from .i18n import Lang, _, check_lang, ngettext
from .stats import Interval, SeatingDesign, seating_design, wilson
from .terms import BOT_NAMES_ZH, nth_copy_zh


class GameKit(Protocol):
    """What :func:`simulate` needs from a game package."""

    name: str
    unit: str                                     # what one item of `lengths` counts: "plays", "rounds"
    personalities: Sequence[str]

    def default_rules(self, players: int) -> Any: ...
    def players_of(self, rules: Any) -> int: ...
    def new_game(self, rules: Any, seed: int | str) -> Any: ...
    def make_bot(self, personality: str, seed: str) -> Bot: ...
    def winners(self, state: Any) -> tuple[int, ...]: ...
    def length(self, state: Any) -> int: ...
    def tally(self, state: Any, entries: Sequence[str], counts: dict[str, dict[str, float]]) -> None: ...


def entry_labels(personalities: Sequence[str]) -> tuple[str, ...]:
    """Unique labels for the bots listed: a repeated personality gets a number.

    >>> entry_labels(["reckoner", "honest", "reckoner"])
    ('reckoner', 'honest', 'reckoner 2')
    """
    seen: dict[str, int] = {}
    labels = []
    for p in personalities:
        seen[p] = seen.get(p, 0) + 1
        labels.append(p if seen[p] == 1 else f"{p} {seen[p]}")
    return tuple(labels)


class Outcome(NamedTuple):
    """One game: the entries in seat order and the seats that won (several for a shared win)."""

    seated: tuple[str, ...]
    winners: tuple[int, ...]


@dataclass
class SimulationResult:
    """What many bot games showed, per entry (a bot as listed) and for the table.

    ``wins[e]`` counts games won (a shared win counts as a fraction); ``seats[e]`` the games played;
    ``counts[e]`` holds game-specific tallies (challenges made, bluffs, points …); ``lengths`` the
    length of each game in ``unit``; ``outcomes`` who sat where and who won, game by game.
    """

    game: str
    unit: str
    entries: tuple[str, ...]
    personality_of: dict[str, str]
    design: SeatingDesign
    asked: int
    games: int = 0
    wins: dict[str, float] = field(default_factory=dict)
    seats: dict[str, int] = field(default_factory=dict)
    counts: dict[str, dict[str, float]] = field(default_factory=dict)
    lengths: list[int] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def average_length(self) -> float:
        return sum(self.lengths) / len(self.lengths) if self.lengths else 0.0

    def win_rate(self, entry: str) -> float:
        """Games won per game played, for one entry."""
        played = self.seats.get(self._known(entry), 0)
        return self.wins.get(entry, 0.0) / played if played else 0.0

    def win_interval(self, entry: str) -> Interval:
        """The 95% interval of :meth:`win_rate`."""
        return wilson(self.wins.get(entry, 0.0), self.seats[self._known(entry)])

    def rate(self, entry: str, hits: str, out_of: str) -> tuple[float, Interval] | None:
        """A game-specific rate with its interval, e.g. ``rate("reckoner", "challenges_won",
        "challenges")``; None when the entry never had the chance."""
        tally = self.counts.get(self._known(entry), {})
        trials = int(tally.get(out_of, 0))
        if not trials:
            return None
        hit = tally.get(hits, 0.0)
        return hit / trials, wilson(hit, trials)

    def count(self, entry: str, name: str) -> float:
        return self.counts.get(self._known(entry), {}).get(name, 0.0)

    def total(self, name: str) -> float:
        return sum(c.get(name, 0.0) for c in self.counts.values())

    def can_tell_apart(self, a: str, b: str) -> bool:
        """Whether the two entries' win-rate intervals do not overlap."""
        return not self.win_interval(a).overlaps(self.win_interval(b))

    def games_to_tell_apart(self, a: str, b: str, step: int = 10) -> int | None:
        """After how many of these games (counted in ``step``s, in the order played) the two entries'
        win-rate intervals stopped overlapping for good; None when they overlap at the end.

        >>> from engine.updown.simulation import simulate
        >>> r = simulate(["reckoner", "reckoner", "bluffer"], games=120, seed=1, seating="fixed")
        >>> r.can_tell_apart("reckoner", "reckoner 2"), r.games_to_tell_apart("reckoner", "reckoner 2")
        (True, 30)
        """
        self._known(a), self._known(b)
        if not self.can_tell_apart(a, b):
            return None
        wins, seats, first = {a: 0.0, b: 0.0}, {a: 0, b: 0}, None
        for n, outcome in enumerate(self.outcomes, start=1):
            for e in (a, b):
                if e in outcome.seated:
                    seats[e] += 1
                    place = outcome.seated.index(e)
                    wins[e] += 1 / len(outcome.winners) if place in outcome.winners else 0.0
            if n % step and n != len(self.outcomes):
                continue
            apart = all(seats.values()) and not wilson(wins[a], seats[a]).overlaps(wilson(wins[b], seats[b]))
            first = (first or n) if apart else None
        return first

    def _known(self, entry: str) -> str:
        if entry not in self.entries:
            raise ValueError(f"no entry {entry!r} in this simulation: {', '.join(self.entries)}")
        return entry


_MOST_STEPS = 100_000                 # as run_bots: a game that never ends stops here


def play(kit: GameKit, rules: Any, personalities: Sequence[str], seed: int | str) -> Any:
    """One seeded game between bots, seat i playing ``personalities[i]``; the final state."""
    players = kit.players_of(rules)
    if len(personalities) != players:
        raise ValueError(f"personalities: {players} players need {players} bots, not {len(personalities)}")
    bots = [kit.make_bot(p, f"{seed}/{seat}") for seat, p in enumerate(personalities)]
    state = kit.new_game(rules, seed)
    # run_bots, without keeping the moves and their reasons: nobody reads them here
    for _step in range(_MOST_STEPS):
        if state.is_over:
            break
        seat = state.to_act
        state = state.apply(bots[seat].act(state.view(seat)))
    return state


class Played(NamedTuple):
    """What one game of a simulation adds to its result: who sat where and won, its length, and the
    kit's tallies as (entry, name, amount) in the order the kit counted them."""

    seated: tuple[str, ...]
    winners: tuple[int, ...]
    length: int
    tallies: tuple[tuple[str, str, float], ...]


class _Heard(dict[str, float]):
    """One entry's counts as a kit's ``tally`` writes them (``counts[e][name] = get(name, 0) + amount``),
    kept as the amounts added, in order, so that they can be added again anywhere — in another
    process — to the same sums, in the same order."""

    def __init__(self, entry: str, heard: list[tuple[str, str, float]]):
        super().__init__()
        self.entry, self.heard = entry, heard

    def get(self, name: str, default: Any = None) -> Any:
        return 0

    def __setitem__(self, name: str, value: float) -> None:
        self.heard.append((self.entry, name, value))


@dataclass(frozen=True)
class Plan:
    """A simulation's games, fixed before any is played: which bots in which seats for game g (seeded
    ``f"{seed}/{g}"``), under which rules. Any range of games can be played anywhere (:meth:`play`)
    and the records put together (:meth:`result`): the result does not depend on how the games were
    shared out."""

    kit: GameKit
    rules: Any
    entries: tuple[str, ...]
    personality_of: dict[str, str]
    design: SeatingDesign
    asked: int
    total: int
    seed: int | str

    def play(self, start: int = 0, stop: int | None = None) -> list[Played]:
        """Play games ``start`` … ``stop - 1`` (default: to the end), in order."""
        records = []
        for g in range(start, self.total if stop is None else stop):
            order = self.design.orders[g % len(self.design.orders)]
            seated = tuple(self.entries[i] for i in order)
            state = play(self.kit, self.rules, [self.personality_of[e] for e in seated], f"{self.seed}/{g}")
            heard: list[tuple[str, str, float]] = []
            self.kit.tally(state, seated, {e: _Heard(e, heard) for e in self.entries})
            records.append(Played(seated, tuple(self.kit.winners(state)), self.kit.length(state), tuple(heard)))
        return records

    def result(self, records: Sequence[Played]) -> SimulationResult:
        """The simulation's result from the records of its games, in the order of the games."""
        result = SimulationResult(self.kit.name, self.kit.unit, self.entries, dict(self.personality_of), self.design,
                                  self.asked, counts={e: {} for e in self.entries})
        for record in records:
            seated, winners = record.seated, record.winners
            for e in seated:
                result.seats[e] = result.seats.get(e, 0) + 1
            for w in winners:
                result.wins[seated[w]] = result.wins.get(seated[w], 0.0) + 1 / len(winners)
            result.lengths.append(record.length)
            result.outcomes.append(Outcome(seated, winners))
            for entry, name, amount in record.tallies:
                result.counts[entry][name] = result.counts[entry].get(name, 0) + amount
            result.games += 1
        return result


def plan(kit: GameKit, personalities: Sequence[str], games: int, seed: int | str = 0, rules: Any = None,
         seating: str = "balanced") -> Plan:
    """The games :func:`simulate` plays, checked and fixed (see :class:`Plan`)."""
    if isinstance(personalities, str) or not isinstance(personalities, Sequence):
        raise TypeError(f"personalities must be a list of bot names, not {type(personalities).__name__}")
    unknown = [p for p in personalities if p not in kit.personalities]
    if unknown:
        raise ValueError(f"personalities: no {kit.name} bot called {unknown[0]!r}: choose from "
                         f"{', '.join(kit.personalities)}")
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a whole number of at least 1, not {games!r}")
    rules = kit.default_rules(len(personalities)) if rules is None else rules
    if kit.players_of(rules) != len(personalities):
        raise ValueError(f"personalities: the rules are for {kit.players_of(rules)} players, but "
                         f"{len(personalities)} bots were listed")
    entries = entry_labels(personalities)
    design = seating_design(len(entries), seating, seed)
    total = design.games_for(games) if seating == "balanced" else games
    return Plan(kit, rules, entries, dict(zip(entries, personalities, strict=True)), design, games, total, seed)


def simulate(kit: GameKit, personalities: Sequence[str], games: int, seed: int | str = 0, rules: Any = None,
             seating: str = "balanced", progress: Callable[[int, int], None] | None = None,
             workers: int = 1) -> SimulationResult:
    """Play about ``games`` seeded games between the bots listed and count what happened.

    With ``seating="balanced"`` every seating order of the design is played equally often, so the
    number of games is rounded up to whole passes through the design (the result says how many
    were asked and played); ``"fixed"`` keeps the listed order. ``progress(done, total)`` is
    called after each game (with ``workers``, after each share of games). ``workers`` greater than
    1 shares the games out over that many processes (:mod:`engine.parallel`; one where there are
    none, as in the browser): the result is the same, figure for figure.
    """
    check_int(workers, "workers", 1, 256)
    planned = plan(kit, personalities, games, seed, rules, seating)
    if workers > 1 and planned.total > 1:
        from .parallel import play_shares  # imported here: a plain simulation never loads it
        return planned.result(play_shares(planned, workers, progress))
    records = []
    for g in range(planned.total):
        records += planned.play(g, g + 1)
        if progress:
            progress(g + 1, planned.total)
    return planned.result(records)


def plural(count: float, noun: str, plural_form: str = "") -> str:
    """'1 game', '204 games'.

    >>> plural(1, "game"), plural(204, "game"), plural(2, "match", "matches")
    ('1 game', '204 games', '2 matches')
    """
    many = plural_form or noun + "s"
    return f"{count:.0f} {noun if round(count) == 1 else many}"


class EntryName(NamedTuple):
    """An entry (a bot as listed: "reckoner", "reckoner 2") named in a reader's language.

    >>> EntryName("reckoner 2").localized("en"), EntryName("reckoner 2").localized("zh")
    ('reckoner 2', '第二个精算师')
    >>> EntryName("by the book").localized("zh")
    '规矩派'
    """

    entry: str

    def localized(self, lang: Lang, names: Sequence[str] | None = None) -> str:
        base, _space, number = self.entry.rpartition(" ")
        if not (base and number.isdigit()):
            base, number = self.entry, ""
        zh = BOT_NAMES_ZH.get(base)
        if check_lang(lang) == "zh" and zh:
            if not number:
                return zh
            return nth_copy_zh(zh, int(number))     # 「第二个精算师」: a noun, in a sentence and on a chart's row
        return self.entry


def win_conclusions(result: SimulationResult, lang: Lang = "en") -> list[str]:
    """Plain sentences comparing every pair of entries' win rates, saying when the games played
    cannot tell two apart (their 95% intervals overlap); ``lang="zh"``: in Chinese.

    >>> from engine.updown.simulation import simulate
    >>> result = simulate(["reckoner", "reckoner"], games=20, seed=1)
    >>> print(win_conclusions(result)[0])   # doctest: +NORMALIZE_WHITESPACE
    With 20 games we can't tell reckoner and reckoner 2 apart (65%, 95% sure 43–82%, and 35%, 18–57%): the ranges
    overlap, so the difference could be luck.
    """
    ranked = sorted(result.entries, key=result.win_rate, reverse=True)
    # what was played: matches of five-card draw (一场比赛), games of 一上一下 (一盘): engine/zh_style.py's units
    games = (ngettext("{n} match", "{n} matches", round(result.games)) if result.game == "five-card draw" else
             ngettext("{n} game", "{n} games", round(result.games)))
    lines = []
    for i, a in enumerate(ranked):
        for b in ranked[i + 1:]:
            (la, ha), (lb, hb) = result.win_interval(a), result.win_interval(b)
            fields = {"a": EntryName(a), "b": EntryName(b), "ra": f"{result.win_rate(a):.0%}",
                      "rb": f"{result.win_rate(b):.0%}", "games": games, "la": f"{100 * la:.0f}", "ha": f"{ha:.0%}",
                      "lb": f"{100 * lb:.0f}", "hb": f"{hb:.0%}"}
            if result.can_tell_apart(a, b):
                line = _("{a} wins more often than {b} ({ra}, 95% sure {la}–{ha}, against {rb}, {lb}–{hb}): the "
                         "ranges do not overlap, so {games} are enough to be sure.", **fields)
            else:
                line = _("With {games} we can't tell {a} and {b} apart ({ra}, 95% sure {la}–{ha}, and {rb}, "
                         "{lb}–{hb}): the ranges overlap, so the difference could be luck.", **fields)
            lines.append(line.render(lang))
    return lines
