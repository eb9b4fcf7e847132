"""Bots for 一上一下 that decide from their own view only, and a simulator to pit them against each other.

Three personalities: *honest* never bluffs and challenges only what its view proves false;
*reckoner* weighs how likely a declaration is false against what a challenge costs; *bluffer*
lies when it has nothing at or above the target, and sometimes when it has. Each can say why it
made its last decision.

>>> from engine.updown import UpDownRules
>>> result = simulate(["honest", "reckoner", "bluffer"], games=20, seed=1, rules=UpDownRules(players=3))
>>> sum(result.wins.values()) >= 20, result.games
(True, 20)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from math import comb

from ..bots import Bot, run_bots
from ..cards import RANK_LABELS, Card, updown_order
from .game import Action, UpDownRules, UpDownView, challenge, new_game, pass_, play_down, play_up


def _at_least(rank: int, target: int) -> bool:
    return updown_order(rank) >= updown_order(target)


def _lowest(cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: (updown_order(c.rank), c.suit))


VOLUNTARY_BLUFF = 0.15  # how often a player who could tell the truth is assumed to bluff anyway


def known_cards(view: UpDownView) -> list[Card]:
    """The cards this seat can see: its hand and every known card on the pile but the open one."""
    return list(view.hand) + [card for _, _, _, card in view.pile[:-1] if card is not None]


def known_copies(view: UpDownView, rank: int) -> int:
    """How many cards of ``rank`` this seat can see."""
    return sum(1 for c in known_cards(view) if c.rank == rank)


def chance_challenge_succeeds(view: UpDownView) -> float:
    """From this seat's view: how likely a challenge of the open face-down card succeeds (UD-12).

    A declaration below the target as it was always fails, and so does one of a rank whose four
    copies this seat can see. Otherwise: a player holding nothing at or above the target must
    bluff; the chance of that comes from the unseen cards and how many the player held. A player
    who could tell the truth is assumed to bluff anyway now and then.
    """
    claimant, _, declared, _ = view.pile[-1]
    if not _at_least(declared, view.target_before) or known_copies(view, declared) >= 4:
        return 1.0
    seen = known_cards(view)
    unknown = 52 - len(seen)
    reaching = sum(1 for r in RANK_LABELS if _at_least(r, view.target_before)) * 4 - \
        sum(1 for c in seen if _at_least(c.rank, view.target_before))
    held = min(view.hand_sizes[claimant] + 1, unknown)
    forced = comb(unknown - reaching, held) / comb(unknown, held) if unknown - reaching >= 0 else 0.0
    return forced + (1 - forced) * VOLUNTARY_BLUFF


class UpDownBot(Bot):
    """A 一上一下 player that sees only its :class:`UpDownView`."""

    def act(self, view: UpDownView) -> Action:
        if view.phase == "challenge":
            return self.respond(view)
        if view.face_due == "up":
            return self.play_face_up(view)
        return self.play_face_down(view)

    def play_face_up(self, view: UpDownView) -> Action:
        high = [c for c in view.hand if _at_least(c.rank, view.target)]
        if high:
            card = _lowest(high)
            self.reason = (f"I played {card.label} face up: my lowest card at or above the target "
                           f"{RANK_LABELS[view.target]}, keeping bigger cards for later.")
        else:
            card = _lowest(view.hand)
            self.reason = (f"Nothing of mine reaches the target {RANK_LABELS[view.target]}, so I played my "
                           f"lowest card, {card.label}, face up and draw a card (UD-7).")
        return play_up(view.seat, card)

    def truthful_down(self, view: UpDownView) -> Action | None:
        high = [c for c in view.hand if _at_least(c.rank, view.target)]
        if not high:
            return None
        card = _lowest(high)
        self.reason = (f"I put {card.label} face down and declared it truthfully as "
                       f"{RANK_LABELS[card.rank]} (target {RANK_LABELS[view.target]}).")
        return play_down(view.seat, card, card.rank)

    def bluff(self, view: UpDownView, declared: int, why: str) -> Action:
        card = _lowest(view.hand)
        self.reason = (f"I put {card.label} face down but declared {RANK_LABELS[declared]} — a bluff: {why}")
        return play_down(view.seat, card, declared)

    def play_face_down(self, view: UpDownView) -> Action:
        raise NotImplementedError

    def respond(self, view: UpDownView) -> Action:
        raise NotImplementedError


class HonestBot(UpDownBot):
    """Never bluffs; challenges only declarations its own view proves false."""

    personality = "honest"

    def play_face_down(self, view: UpDownView) -> Action:
        action = self.truthful_down(view)
        if action:
            return action
        card = _lowest(view.hand)
        self.reason = (f"I have nothing at or above {RANK_LABELS[view.target]} and never bluff, so I declared "
                       f"{card.label} truthfully, though a challenge would catch it (UD-12).")
        return play_down(view.seat, card, card.rank)

    def respond(self, view: UpDownView) -> Action:
        claimant, _, declared, _ = view.pile[-1]
        if not _at_least(declared, view.target_before):
            self.reason = (f"Seat {claimant} declared {RANK_LABELS[declared]}, below the target "
                           f"{RANK_LABELS[view.target_before]}: that always fails a challenge (UD-12).")
            return challenge(view.seat)
        if known_copies(view, declared) >= 4:
            self.reason = (f"I can see all four {RANK_LABELS[declared]}s, so seat {claimant}'s declaration "
                           f"must be false.")
            return challenge(view.seat)
        self.reason = f"Nothing I can see proves seat {claimant}'s {RANK_LABELS[declared]} false, so I pass."
        return pass_(view.seat)


class ReckonerBot(UpDownBot):
    """Estimates from the unseen cards how likely a declaration is false, and weighs the pile."""

    personality = "reckoner"

    def play_face_down(self, view: UpDownView) -> Action:
        action = self.truthful_down(view)
        if action:
            return action
        return self.bluff(view, view.target, f"nothing of mine reaches {RANK_LABELS[view.target]}, and "
                                             "declaring the target itself is the least suspicious claim.")

    def respond(self, view: UpDownView) -> Action:
        claimant, _, declared, _ = view.pile[-1]
        p = chance_challenge_succeeds(view)
        pile = len(view.pile)
        going_out = view.hand_sizes[claimant] == 0
        threshold = 0.1 if going_out else 0.5
        verdict = p > threshold
        why = (f"seat {claimant} would win with this card, so even a {p:.0%} chance is worth it" if going_out
               else f"winning gives them the {pile}-card pile, losing gives it to me")
        self.reason = (f"I estimate a {p:.0%} chance that seat {claimant}'s {RANK_LABELS[declared]} fails a "
                       f"challenge; {why}, so I {'challenge' if verdict else 'pass'}.")
        return challenge(view.seat) if verdict else pass_(view.seat)


class BlufferBot(UpDownBot):
    """Lies when it has nothing at or above the target, and sometimes when it has."""

    personality = "bluffer"
    bluff_anyway = 0.3

    def play_face_down(self, view: UpDownView) -> Action:
        step = self.rng.choice((1, 1, 2))
        order = sorted(RANK_LABELS, key=updown_order)
        higher = order[min(order.index(view.target) + step, len(order) - 1)]
        has_high = any(_at_least(c.rank, view.target) for c in view.hand)
        if not has_high:
            return self.bluff(view, higher, f"nothing of mine reaches {RANK_LABELS[view.target]}.")
        if self.rng.random() < self.bluff_anyway:
            return self.bluff(view, higher, "I keep my good cards and hope nobody looks.")
        return self.truthful_down(view)

    def respond(self, view: UpDownView) -> Action:
        claimant, _, declared, _ = view.pile[-1]
        jump = updown_order(declared) - updown_order(view.target_before)
        if view.hand_sizes[claimant] == 0 or jump < 0 or jump >= 4 or self.rng.random() < 0.15:
            self.reason = (f"Seat {claimant} jumped from {RANK_LABELS[view.target_before]} to "
                           f"{RANK_LABELS[declared]}" + (" and is about to go out" if view.hand_sizes[claimant] == 0
                                                        else "") + " — I challenge.")
            return challenge(view.seat)
        self.reason = f"{RANK_LABELS[declared]} after {RANK_LABELS[view.target_before]} sounds plausible; I pass."
        return pass_(view.seat)


PERSONALITIES = {"honest": HonestBot, "reckoner": ReckonerBot, "bluffer": BlufferBot}


def make_bot(personality: str, seed: int | str = 0) -> UpDownBot:
    """A bot by name: honest, reckoner or bluffer."""
    try:
        return PERSONALITIES[personality](seed)
    except KeyError:
        raise ValueError(f"no bot called {personality!r}: choose from {', '.join(PERSONALITIES)}") from None


def advance(state, bots: dict[int, UpDownBot], stop=None, limit: int = 100_000):
    """Let the bots act until a human's turn, the end of the game, or ``stop(state)``; the moves
    are stamped with the number of plays made before them."""
    return run_bots(state, bots, lambda s: s.plays, stop, limit)


def seat_bots(personalities: Sequence[str], seed: int | str, seats: Sequence[int] | None = None) -> dict[int, UpDownBot]:
    """Bots for the given seats (all seats by default), seat i playing personalities[i]."""
    seats = range(len(personalities)) if seats is None else seats
    return {s: make_bot(personalities[s], f"{seed}/{s}") for s in seats}


def play_bot_game(rules: UpDownRules, personalities: Sequence[str], seed: int | str):
    """One seeded game between bots (seat i plays personalities[i]); returns the final state."""
    if len(personalities) != rules.players:
        raise ValueError(f"{rules.players} players need {rules.players} bots, not {len(personalities)}")
    state, _ = advance(new_game(rules, seed), seat_bots(personalities, seed))
    return state


def bot_game_states(rules: UpDownRules, personalities: Sequence[str], seed: int | str):
    """Every state of a seeded bot game, from the deal to the end, and the bots' moves in order."""
    bots = seat_bots(personalities, seed)
    states, moves = [new_game(rules, seed)], []
    while not states[-1].is_over:
        state, said = advance(states[-1], bots, limit=1)
        states.append(state)
        moves += said
    return states, moves


@dataclass
class SimulationResult:
    """What many bot games showed. Wins are counted per personality; a shared win counts for each."""

    games: int
    wins: dict[str, float] = field(default_factory=dict)
    seats_of: dict[str, int] = field(default_factory=dict)
    total_plays: int = 0
    bluffs: int = 0
    bluffs_challenged: int = 0
    challenges: int = 0
    challenges_succeeded: int = 0
    limit_endings: int = 0
    lengths: list[int] = field(default_factory=list)       # plays in each game, in order

    @property
    def average_plays(self) -> float:
        return self.total_plays / self.games if self.games else 0.0

    def win_rate(self, personality: str) -> float:
        """Wins per seat-game for that personality."""
        seats = self.seats_of.get(personality, 0)
        return self.wins.get(personality, 0.0) / seats if seats else 0.0


def simulate(personalities: Sequence[str], games: int, seed: int | str = 0,
             rules: UpDownRules | None = None, progress=None) -> SimulationResult:
    """Play ``games`` seeded games; seats rotate each game so no personality keeps the lead seat.

    ``progress(done, total)`` is called after each game, for progress bars.
    """
    rules = rules or UpDownRules(players=len(personalities))
    result = SimulationResult(games=games)
    n = len(personalities)
    for g in range(games):
        seating = [personalities[(s + g) % n] for s in range(n)]
        state = play_bot_game(rules, seating, f"{seed}/{g}")
        for p in seating:
            result.seats_of[p] = result.seats_of.get(p, 0) + 1
        for w in state.winners:
            result.wins[seating[w]] = result.wins.get(seating[w], 0.0) + 1.0
        result.total_plays += state.plays
        result.lengths.append(state.plays)
        result.limit_endings += state.events[-1].kind == "limit"
        _count_bluffs(state, result)
        if progress:
            progress(g + 1, games)
    return result


def _count_bluffs(state, result: SimulationResult) -> None:
    """A bluff is a face-down card that would fail a challenge (UD-12); count them and their fate."""
    target, open_bluff = 3, False
    for e in state.events:
        if e.kind == "play_up":
            target = e.card.rank
        elif e.kind == "play_down":
            open_bluff = e.card.rank != e.number or not _at_least(e.card.rank, target)
            result.bluffs += open_bluff
        elif e.kind == "stands":
            target = e.number
        elif e.kind == "reveal":
            result.challenges += 1
            result.challenges_succeeded += e.other
            result.bluffs_challenged += open_bluff
        elif e.kind == "take_pile":
            target = 3
