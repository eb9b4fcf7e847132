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
from ..bots import Bot, BotMove, run_bots
from ..i18n import Lang, _, ngettext
from ..stats import mean_interval
from .bots import PERSONALITIES, make_bot
from .events import Challenged, PlayedDown, PlayedUp, Revealed, Stood, TookPile
from .game import UpDownRules, UpDownState, new_game
from .rules import _below, check_rules

# What `tally` counts for each entry (bot as listed):
#   plays, downs (face-down plays), bluffs (declared rank differs from the real card),
#   low_truths (true declarations below the target: they lose any challenge, UD-12),
#   bluffs_challenged, bluffs_stood, low_truths_challenged, challenged (own face-down cards challenged),
#   challenges, challenges_won, cards_given (pile cards a won challenge sent to the player challenged),
#   cards_taken_challenging (pile cards taken after a lost challenge), challenge_net_sq (the squares of
#   each challenge's cards sent or taken: with the two before, how sure their difference is),
#   bluff_net, bluff_net_sq (how each bluff changed its player's hand: -1 when it stood, the pile less
#   the card when it was caught; and the squares), piles_taken, pile_cards_taken.


class _Kit:
    name: str = "一上一下"
    unit: str = "plays"
    personalities: Sequence[str] = tuple(PERSONALITIES)

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
        # Summed here, seat by seat, and told to ``counts`` once a name, in the order first counted:
        # every amount is a whole number, so the sums are the same as adding them one by one.
        sums: list[dict[str, float]] = [{} for _ in entries]

        def add(seat: int, name: str, amount: float = 1) -> None:
            counted = sums[seat]
            counted[name] = counted.get(name, 0) + amount

        open_seat, open_bluff, open_low, challenger, won, caught = -1, False, False, -1, False, False
        for e in state.events:
            if type(e) not in _TALLIED:     # deals, passes, new rounds …: most events count for nothing here
                continue
            if type(e) is PlayedUp:    # types compared by identity: cheaper than isinstance, for every event
                add(e.seat, "plays")
            elif type(e) is PlayedDown:
                add(e.seat, "plays")
                card = e.card
                if card is None:                # not a full record: bluffs cannot be told
                    continue
                open_seat, open_bluff = e.seat, card.rank != e.counts_as
                open_low = not open_bluff and _below(card.rank, e.target_before)
                add(e.seat, "downs")
                if open_bluff:
                    add(e.seat, "bluffs")
                elif open_low:
                    add(e.seat, "low_truths")
            elif type(e) is Stood:
                if open_bluff:
                    add(open_seat, "bluffs_stood")
                    add(open_seat, "bluff_net", -1)
                    add(open_seat, "bluff_net_sq", 1)
            elif type(e) is Challenged:
                challenger, caught = e.challenger, open_bluff
                add(challenger, "challenges")
                add(open_seat, "challenged")
                if open_bluff:
                    add(open_seat, "bluffs_challenged")
                elif open_low:
                    add(open_seat, "low_truths_challenged")
            elif type(e) is Revealed:
                won = e.succeeds
                if won:
                    add(challenger, "challenges_won")
            elif type(e) is TookPile:
                add(e.seat, "piles_taken")
                add(e.seat, "pile_cards_taken", e.count)
                add(challenger, "cards_given" if won else "cards_taken_challenging", e.count)
                add(challenger, "challenge_net_sq", e.count * e.count)
                if caught:                          # the bluffer took the pile, its own card back with it
                    add(e.seat, "bluff_net", e.count - 1)
                    add(e.seat, "bluff_net_sq", (e.count - 1) ** 2)
                    caught = False
        for entry, counted in zip(entries, sums, strict=True):
            for name, amount in counted.items():
                counts[entry][name] = counts[entry].get(name, 0) + amount


_TALLIED = frozenset({PlayedUp, PlayedDown, Stood, Challenged, Revealed, TookPile})
KIT = _Kit()


def play(rules: UpDownRules, personalities: Sequence[str], seed: int | str) -> UpDownState:
    """One seeded game between bots (seat i plays ``personalities[i]``); the final state.

    >>> play(UpDownRules(players=2), ["honest", "bluffer"], seed=1).is_over
    True
    """
    state: UpDownState = core.play(KIT, check_rules(rules), personalities, seed)
    return state


def simulate(personalities: Sequence[str], games: int, seed: int | str = 0, rules: UpDownRules | None = None,
             seating: str = "balanced", progress: Callable[[int, int], None] | None = None,
             workers: int = 1) -> core.SimulationResult:
    """Play about ``games`` fairly seated games; see :func:`engine.simulate.simulate`."""
    return core.simulate(KIT, personalities, games, seed, None if rules is None else check_rules(rules), seating,
                         progress, workers)


def game_states(rules: UpDownRules, personalities: Sequence[str],
                seed: int | str) -> tuple[list[UpDownState], list[BotMove]]:
    """Every state of a seeded bot game, from the deal to the end, and the bots' moves in order.

    >>> states, moves = game_states(UpDownRules(players=2), ["honest", "bluffer"], seed=1)
    >>> states[0].plays, states[-1].is_over, len(moves) == len(states) - 1
    (0, True, True)
    """
    check_rules(rules)
    if isinstance(personalities, str) or not isinstance(personalities, Sequence):
        raise TypeError(f"personalities must be a list of bot names, not {type(personalities).__name__}")
    if len(personalities) != rules.players:
        raise ValueError(f"personalities: {rules.players} players need {rules.players} bots, not {len(personalities)}")
    bots = {s: make_bot(p, f"{seed}/{s}") for s, p in enumerate(personalities)}
    states: list[UpDownState] = [new_game(rules, seed)]
    moves: list[BotMove] = []
    while not states[-1].is_over:
        state, said = run_bots(states[-1], bots, lambda s: s.plays, limit=1)
        states.append(state)
        moves += said
    return states, moves


def challenge_conclusions(result: core.SimulationResult, lang: Lang = "en") -> list[str]:
    """Per bot: how its challenges and bluffs fared, and whether challenging and bluffing paid, each
    verdict with its 95% range (``lang="zh"``: in Chinese). Challenging paid when its challenges sent
    more cards to others than they made it take, on average, beyond what luck explains; a bluff paid when
    it left its player with fewer cards on average — one fewer when it stood, the pile more when caught."""
    lines = []
    for entry in result.entries:
        who = core.EntryName(entry)
        challenged = result.rate(entry, "challenges_won", "challenges")
        times = round(result.count(entry, "challenges"))
        if challenged is None:
            lines.append(_("{who} never challenged.", who=who).render(lang))
        else:
            rate, (low, high) = challenged
            given, taken = result.count(entry, "cards_given"), result.count(entry, "cards_taken_challenging")
            fields = {"who": who, "times": ngettext("{n} time", "{n} times", times), "rate": f"{rate:.0%}",
                      "low": f"{low:.0%}", "high": f"{high:.0%}", "given": ngettext("{n} card", "{n} cards",
                                                                                   round(given)),
                      "taken": ngettext("{n} card", "{n} cards", round(taken))}
            if times < 2:
                verdict = _("one challenge cannot tell whether challenging paid")
            else:
                net_low, net_high = mean_interval(given - taken, result.count(entry, "challenge_net_sq"), times)
                net = (given - taken) / times
                # more sent than taken, or more taken than sent: said as such, never "sent -1.2 cards", and
                # the range counted the same way as the figure (taken less sent for a net taken)
                sent = net >= 0
                bounds = {"net": f"{abs(net):.1f}", "net_low": f"{net_low if sent else -net_high:.1f}",
                          "net_high": f"{net_high if sent else -net_low:.1f}"}
                even = bounds["net"] == "0.0"                      # never "took 0.0 more cards"
                average = (_("each challenge sent out about as many cards as it took, on average (sent less taken, "
                             "95% sure: {low:.1f} to {high:.1f})", low=net_low, high=net_high) if even else
                           _("each challenge sent out {net} more cards than it took, on average (95% sure: "
                             "{net_low} to {net_high})", **bounds) if sent else
                           _("each challenge took {net} more cards than it sent out, on average (95% sure: "
                             "{net_low} to {net_high})", **bounds))
                verdict = (_("{average}, so challenging paid", average=average) if net_low > 0 else
                           _("{average}, so challenging cost it more than it won", average=average) if net_high < 0
                           else _("{average}: a range that includes 0, so these games cannot tell whether "
                                  "challenging paid", average=average))
            lines.append(_("{who} challenged {times} and was right {rate} of the time (95% sure: {low}–{high}). "
                           "Its won challenges sent {given} to others; its lost ones made it take {taken}: "
                           "{verdict}.", verdict=verdict, **fields).render(lang))
        bluffs = round(result.count(entry, "bluffs"))
        if bluffs:
            caught = round(result.count(entry, "bluffs_challenged"))
            told = ngettext("{who} bluffed {times}: {n} was challenged and {stood} stood.",
                            "{who} bluffed {times}: {n} were challenged and {stood} stood.", caught,
                            who=who, times=ngettext("{n} time", "{n} times", bluffs), stood=f"{bluffs - caught:.0f}")
            if bluffs >= 2:
                net = result.count(entry, "bluff_net")
                low, high = mean_interval(net, result.count(entry, "bluff_net_sq"), bluffs)
                bounds = {"net": f"{abs(net / bluffs):.1f}", "low": f"{low:+.1f}", "high": f"{high:+.1f}"}
                # a hand left bigger or smaller: said as such, never "changed by +8.3 cards"
                average = (_("On average a bluff left its hand {net} cards bigger (95% sure: {low} to {high}; a bluff "
                             "that stands sheds a card, one caught takes the pile)", **bounds) if net >= 0 else
                           _("On average a bluff left its hand {net} cards smaller (95% sure: {low} to {high}; a "
                             "bluff that stands sheds a card, one caught takes the pile)", **bounds))
                said = (_("{average}: bluffing paid.", average=average) if high < 0 else
                        _("{average}: bluffing cost it cards.", average=average) if low > 0 else
                        _("{average}: these games cannot tell whether bluffing paid.", average=average))
                told = _("{told} {said}", told=told, said=said)
            lines.append(told.render(lang))
    return lines
