"""Many seeded 一上一下 bot games: who wins, how long games last, how bluffs and challenges fare.

>>> result = simulate(["reckoner", "reckoner"], games=10, seed=3)
>>> result.entries, result.games, result.design.description
(('reckoner', 'reckoner 2'), 10, 'every one of the 2 seating orders, equally often')
>>> result.count("reckoner", "plays") > 0
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import simulate as core
from ..bots import Bot, run_bots
from ..cards import updown_order
from .bots import PERSONALITIES, make_bot
from .game import START_TARGET, UpDownRules, UpDownState, new_game

# What `tally` counts for each entry (bot as listed):
#   plays, downs (face-down plays), bluffs (declared rank differs from the real card),
#   low_truths (true declarations below the target: they lose any challenge, UD-12),
#   bluffs_challenged, bluffs_stood, challenged (own face-down cards challenged),
#   challenges, challenges_won, cards_given (pile cards a won challenge sent to the player challenged),
#   cards_taken_challenging (pile cards taken after a lost challenge), piles_taken, pile_cards_taken.


class _Kit:
    name = "一上一下"
    unit = "plays"
    personalities = tuple(PERSONALITIES)

    def default_rules(self, players: int) -> UpDownRules:
        return UpDownRules(players=players)

    def players_of(self, rules: UpDownRules) -> int:
        return rules.players

    def new_game(self, rules: UpDownRules, seed: int | str) -> UpDownState:
        return new_game(rules, seed)

    def make_bot(self, personality: str, seed: str) -> Bot:
        return make_bot(personality, seed)

    def winners(self, state: UpDownState) -> tuple[int, ...]:
        return state.winners

    def length(self, state: UpDownState) -> int:
        return state.plays

    def tally(self, state: UpDownState, entries: Sequence[str], counts: dict[str, dict[str, float]]) -> None:
        def add(seat: int, name: str, amount: float = 1) -> None:
            counts[entries[seat]][name] = counts[entries[seat]].get(name, 0) + amount

        target, open_seat, open_bluff, challenger, won = START_TARGET, -1, False, -1, False
        for e in state.events:
            if e.kind in ("play_up", "play_down"):
                add(e.seat, "plays")
            if e.kind == "play_up":
                target = e.card.rank
            elif e.kind == "play_down":
                open_seat, open_bluff = e.seat, e.card.rank != e.number
                add(e.seat, "downs")
                if open_bluff:
                    add(e.seat, "bluffs")
                elif updown_order(e.card.rank) < updown_order(target):
                    add(e.seat, "low_truths")
            elif e.kind == "stands":
                target = e.number
                if open_bluff:
                    add(open_seat, "bluffs_stood")
            elif e.kind == "challenge":
                challenger = e.seat
                add(e.seat, "challenges")
                add(open_seat, "challenged")
                if open_bluff:
                    add(open_seat, "bluffs_challenged")
            elif e.kind == "reveal":
                won = bool(e.other)
                if won:
                    add(challenger, "challenges_won")
            elif e.kind == "take_pile":
                target = START_TARGET
                add(e.seat, "piles_taken")
                add(e.seat, "pile_cards_taken", e.number)
                add(challenger, "cards_given" if won else "cards_taken_challenging", e.number)


KIT = _Kit()


def play(rules: UpDownRules, personalities: Sequence[str], seed: int | str) -> UpDownState:
    """One seeded game between bots (seat i plays ``personalities[i]``); the final state.

    >>> play(UpDownRules(players=2), ["honest", "bluffer"], seed=1).is_over
    True
    """
    state: UpDownState = core.play(KIT, rules, personalities, seed)
    return state


def simulate(personalities: Sequence[str], games: int, seed: int | str = 0, rules: UpDownRules | None = None,
             seating: str = "balanced", progress: Callable[[int, int], None] | None = None) -> core.SimulationResult:
    """Play about ``games`` fairly seated games; see :func:`engine.simulate.simulate`."""
    return core.simulate(KIT, personalities, games, seed, rules, seating, progress)


def game_states(rules: UpDownRules, personalities: Sequence[str], seed: int | str) -> tuple[list[UpDownState], list]:
    """Every state of a seeded bot game, from the deal to the end, and the bots' moves in order."""
    bots = {s: make_bot(p, f"{seed}/{s}") for s, p in enumerate(personalities)}
    states, moves = [new_game(rules, seed)], []
    while not states[-1].is_over:
        state, said = run_bots(states[-1], bots, lambda s: s.plays, limit=1)
        states.append(state)
        moves += said
    return states, moves


def challenge_conclusions(result: core.SimulationResult) -> list[str]:
    """Per bot: how its challenges and bluffs fared, and whether challenging paid, in plain words."""
    lines = []
    for entry in result.entries:
        challenged = result.rate(entry, "challenges_won", "challenges")
        if challenged is None:
            lines.append(f"{entry} never challenged.")
        else:
            rate, (low, high) = challenged
            given, taken = result.count(entry, "cards_given"), result.count(entry, "cards_taken_challenging")
            verdict = ("challenging paid" if given > taken else "challenging cost it more than it won"
                       if taken > given else "challenging broke even")
            lines.append(f"{entry} challenged {core.plural(result.count(entry, 'challenges'), 'time')} and was "
                         f"right {rate:.0%} of the time (95% sure: {low:.0%}–{high:.0%}). Its won challenges "
                         f"sent {core.plural(given, 'card')} to others; its lost ones made it take "
                         f"{core.plural(taken, 'card')}: {verdict}.")
        bluffs = result.count(entry, "bluffs")
        if bluffs:
            caught = result.count(entry, "bluffs_challenged")
            lines.append(f"{entry} bluffed {core.plural(bluffs, 'time')}: {caught:.0f} "
                         f"{'was' if caught == 1 else 'were'} challenged and {bluffs - caught:.0f} stood.")
    return lines
