"""Many seeded five-card draw bot matches: who wins, final scores, folds and round wins.

>>> from engine.draw import DrawRules
>>> result = simulate(["by the book", "odds", "loose"], games=6, seed=1, rules=DrawRules(players=3, rounds=2))
>>> result.games, sorted(result.seats.values()), result.unit
(6, [6, 6, 6], 'rounds')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import simulate as core
from ..bots import Bot
from .bots import PERSONALITIES, make_bot
from .events import Folded, LastStanding, PotShared, Stayed, Tied, Won
from .game import DrawRules, DrawState, check_rules, new_game

# What `tally` counts for each entry: score_total (final scores added up), rounds_won (a shared
# round counts as a fraction), stays, folds.


class _Kit:
    name = "five-card draw"
    unit = "rounds"
    personalities: Sequence[str] = tuple(PERSONALITIES)

    def default_rules(self, players: int) -> DrawRules:
        return DrawRules(players=players)

    def players_of(self, rules: DrawRules) -> int:
        return check_rules(rules).players

    def new_game(self, rules: DrawRules, seed: int | str) -> DrawState:
        return new_game(rules, seed)

    def make_bot(self, personality: str, seed: str) -> Bot:
        return make_bot(personality, seed)

    def winners(self, state: DrawState) -> tuple[int, ...]:
        return state.match_winners()

    def length(self, state: DrawState) -> int:
        return state.round_no

    def tally(self, state: DrawState, entries: Sequence[str], counts: dict[str, dict[str, float]]) -> None:
        def add(seat: int, name: str, amount: float = 1) -> None:
            counts[entries[seat]][name] = counts[entries[seat]].get(name, 0) + amount

        for seat, score in enumerate(state.scores):
            add(seat, "score_total", score)
        for event in state.events:
            match event:
                case Stayed(seat):
                    add(seat, "stays")
                case Folded(seat):
                    add(seat, "folds")
                case Won(seat) | LastStanding(seat):
                    add(seat, "rounds_won")
                case Tied(seats) | PotShared(seats):          # a pot is won alone or split (FD-12)
                    for s in seats:
                        add(s, "rounds_won", 1 / len(seats))


KIT = _Kit()


def play(rules: DrawRules, personalities: Sequence[str], seed: int | str) -> DrawState:
    """One seeded match between bots (seat i plays ``personalities[i]``); the final state.

    >>> play(DrawRules(players=3, rounds=1), ["loose"] * 3, seed=4).is_over
    True
    """
    state: DrawState = core.play(KIT, rules, personalities, seed)
    return state


def simulate(personalities: Sequence[str], games: int, seed: int | str = 0, rules: DrawRules | None = None,
             seating: str = "balanced", progress: Callable[[int, int], None] | None = None,
             workers: int = 1) -> core.SimulationResult:
    """Play about ``games`` fairly seated matches; see :func:`engine.simulate.simulate`."""
    return core.simulate(KIT, personalities, games, seed, rules, seating, progress, workers)
