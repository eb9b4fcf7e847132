"""The bots of 一上一下 by name, each deciding from its own view only (simulations: :mod:`engine.updown.simulation`).

Three personalities: *honest* never bluffs and challenges only what its view proves false;
*reckoner* weighs how likely a declaration is false against what a challenge costs; *bluffer*
lies when it has nothing at or above the target, and sometimes when it has. A fourth, *expert*
(:mod:`engine.updown.expert`), counts cards, reads the others and plays its choices out. Each can
say why it made its last decision. Their base class, and what a seat can work out from its view,
are in :mod:`engine.updown.bot_base`.

>>> from engine.updown import UpDownRules, new_game
>>> game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> bot = make_bot("honest")
>>> bot.act(game.view(0)), bot.explain().startswith("I played")
(PlayUp(seat=0, card=Card('8S')), True)
"""

from __future__ import annotations

from collections.abc import Callable

from ..bots import BotMove, run_bots
from ..cards import RANK_LABELS, updown_order
from ..i18n import Capital, Seat, Text, _
from .actions import Action, challenge, pass_, play_down
from .bot_base import (
    WORTH_IT_LAST_CARD,
    UpDownBot,
    _known,
    _lowest,
    _open_card,
    _reaching,
    _surely_caught,
    challenge_estimate,
    chance_challenge_succeeds,
    last_to_answer_a_last_card,
    worth_challenging,
)
from .expert import ExpertBot
from .game import UpDownState
from .inputs import shown, whole
from .rules import _succeeds
from .tracking import Tracker
from .view import UpDownView

_ORDER = sorted(RANK_LABELS, key=updown_order)     # 3, 4, … A, 2 (UD-2)


class HonestBot(UpDownBot):
    """Never bluffs; challenges only declarations its own view proves false."""

    personality = "honest"

    def play_face_down(self, view: UpDownView) -> Action:
        action = self.truthful_down(view)
        if action:
            return action
        card = _lowest(view.hand)
        self.reason = lambda: _("I have nothing at or above {target} and never bluff, so I put {card} face down and "
                                "declared its own rank, {rank}: a rank below the target loses any challenge "
                                "(UD-12).", target=RANK_LABELS[view.target], card=card.label,
                                rank=RANK_LABELS[card.rank])
        return play_down(view.seat, card, card.rank)

    def respond(self, view: UpDownView) -> Action:
        top = _open_card(view)
        claimant, declared, target = top.seat, top.counts_as, view.target_before
        assert target is not None
        if _surely_caught(view, _known(view)):
            if _succeeds(target, declared, declared):       # even a true declaration is caught
                self.reason = lambda: _("{who} declared {rank}, below the target {target}: that always fails a "
                                        "challenge (UD-12) — I challenge.", who=Capital(Seat(claimant)),
                                        rank=RANK_LABELS[declared], target=RANK_LABELS[target])
            else:
                self.reason = lambda: _("I can see all four {rank}s, so {who}'s declaration must be false — "
                                        "I challenge.",
                                        rank=RANK_LABELS[declared], who=Seat(claimant))
            return challenge(view.seat)
        self.reason = lambda: _("Nothing I can see proves {who}'s {rank} false, so I pass.", who=Seat(claimant),
                                rank=RANK_LABELS[declared])
        return pass_(view.seat)


class ReckonerBot(UpDownBot):
    """Estimates how likely a declaration is false — the figure the coach and lesson 07 show
    (:func:`~engine.updown.bot_base.chance_challenge_succeeds`), from the cards it counts — and weighs
    the pile."""

    personality = "reckoner"

    def __init__(self, seed: int | str = 0):
        super().__init__(seed)
        self.tracker: Tracker | None = None      # its card counting, taken up where it left off each time

    def play_face_down(self, view: UpDownView) -> Action:
        action = self.truthful_down(view)
        if action:
            return action
        return self.bluff(view, view.target, _("nothing of mine reaches {target}, and declaring the target itself "
                                               "is the least suspicious claim.", target=RANK_LABELS[view.target]))

    def respond(self, view: UpDownView) -> Action:
        top = _open_card(view)
        claimant, declared = top.seat, top.counts_as
        if self.tracker is None or self.tracker.seat != view.seat:
            self.tracker = Tracker(view.seat, styles=False)     # it counts cards; it reads no styles
        estimate = challenge_estimate(view, self.tracker)     # (chance_challenge_succeeds, without its call)
        p = estimate.chance
        pile = len(view.pile)
        going_out = view.hand_sizes[claimant] == 0
        final = last_to_answer_a_last_card(view)        # nothing to lose: a challenge can only help (UD-14)
        verdict = worth_challenging(p, going_out, final)

        def reason() -> Text:
            who, rank = Seat(claimant), RANK_LABELS[declared]
            if final and not estimate.sure and p <= WORTH_IT_LAST_CARD:      # the 26th read
                return _("It is {who}'s last card, and nobody is asked after me: if I let it stand, {who} wins, and "
                         "if a challenge fails, {who} wins all the same (UD-14) — so I challenge, though I estimate "
                         "only {p} that {who}'s {rank} fails a challenge.", who=who, rank=rank,
                         p=_("under 1%") if p < 0.005 else format(p, ".0%"))
            # a figure that rounds to 100% or 0% is said in words, and "sure" only when it is (the tenth read)
            if estimate.sure:
                return _("From what I can see, {who}'s {rank} is sure to fail a challenge, so I challenge: {who} takes "
                         "the {n}-card pile.", who=who, rank=rank, n=pile)
            if p >= 0.995:
                return _("I estimate that {who}'s {rank} almost surely fails a challenge, so I challenge. If I am "
                         "right, {who} takes the {n}-card pile; if not, I do.", who=who, rank=rank, n=pile)
            if p < 0.005 and going_out:          # not the last asked (else it challenges): it leaves it to them
                return _("I estimate that {who}'s {rank} would hardly ever fail a challenge; it is {who}'s last card, "
                         "and I leave it to the players after me, so I still pass.", who=who, rank=rank)
            if p < 0.005:
                return _("I estimate that {who}'s {rank} would hardly ever fail a challenge, and a failed challenge "
                         "would give me the {n}-card pile, so I pass.", who=who, rank=rank, n=pile)
            # four cases, each its own sentence: a last card lowers the bar, and a pass says why it is not worth it
            if going_out and verdict:
                return _("I estimate a {p:.0%} chance that {who}'s {rank} fails a challenge; it is {who}'s last card "
                         "and wins the game if it stands, so anything over {limit:.0%} is worth a challenge: I "
                         "challenge.", p=p, who=who, rank=rank, limit=WORTH_IT_LAST_CARD)
            if going_out:                          # (the last asked challenges: above) the 29th read
                return _("I estimate only a {p:.0%} chance that {who}'s {rank} fails a challenge; it is {who}'s last "
                         "card, and at that I leave it to the players after me, so I still pass.", p=p, who=who,
                         rank=rank)
            if verdict:
                return _("I estimate a {p:.0%} chance that {who}'s {rank} fails a challenge: better than even, so I "
                         "challenge. If I am right, {who} takes the {n}-card pile; if not, I do.",
                         p=p, who=who, rank=rank, n=pile)
            return _("I estimate a {p:.0%} chance that {who}'s {rank} fails a challenge: no better than even, and a "
                     "failed challenge would give me the {n}-card pile, so I pass.", p=p, who=who, rank=rank, n=pile)

        self.reason = reason
        return challenge(view.seat) if verdict else pass_(view.seat)


def _bluff_anyway_why(view: UpDownView, declared: int) -> Text:
    """Why the bluffer lies although a card of its own reaches the target — true of what it does: it bluffs
    then at random (:attr:`BlufferBot.bluff_anyway`), puts down its lowest card (UpDownBot.bluff) and declares
    a rank one or two above the target (the target itself when nothing is above it). The native reads (issue
    23): never "a modest rank" for an A or a 2, the highest ranks here, never "my lowest card" for the only
    card it holds, and never its last card given as the reason it bluffed."""
    card = _lowest(view.hand)
    # the card put down reaches the target itself: said of that card, which a learner sees could go true (21st read)
    anyway = (_("{card} itself reaches the target and would do declared truthfully, but now and then I bluff "
                "anyway, so that nobody can trust what I declare.", card=card.label)
              if updown_order(card.rank) >= updown_order(view.target) else
              _("I have a card that reaches the target, but now and then I bluff anyway, so that nobody can trust "
                "what I declare."))
    step = updown_order(declared) - updown_order(view.target)
    if step == 0:
        claim = _("I declare the target itself and hope nobody looks.")
    elif step == 1:
        claim = _("I declare a rank just one above the target and hope nobody looks.")
    else:
        claim = _("I declare a rank just two above the target and hope nobody looks.")
    if len(view.hand) == 1:                 # its last card: the card is named already; nothing was kept back
        return _("{anyway} {claim}", anyway=anyway, claim=claim)
    if all(c.rank == card.rank for c in view.hand):
        kept = _("my cards are all {rank}s, so any of them will do.", rank=RANK_LABELS[card.rank])
    else:
        kept = _("I keep my higher cards for later and put down my lowest.")
    return _("{anyway} {kept} {claim}", anyway=anyway, kept=kept, claim=claim)


class BlufferBot(UpDownBot):
    """Lies when it has nothing at or above the target, and sometimes when it has."""

    personality = "bluffer"
    bluff_anyway = 0.3

    def play_face_down(self, view: UpDownView) -> Action:
        step = self.rng.choice((1, 1, 2))
        higher = _ORDER[min(_ORDER.index(view.target) + step, len(_ORDER) - 1)]
        has_high = bool(_reaching(view.hand, view.target))
        if not has_high:
            return self.bluff(view, higher, _("nothing of mine reaches {target}.", target=RANK_LABELS[view.target]))
        # never with its last card: declared truly, a card that reaches the target goes out and wins (UD-5), and
        # nobody is left to keep guessing (the thirteenth native read); the draw is made all the same, so the
        # bots' games are unchanged until such a card
        if self.rng.random() < self.bluff_anyway and len(view.hand) > 1:
            return self.bluff(view, higher, _bluff_anyway_why(view, higher))
        action = self.truthful_down(view)
        assert action is not None          # it has a card at or above the target
        return action

    def respond(self, view: UpDownView) -> Action:
        top = _open_card(view)
        claimant, declared, target = top.seat, top.counts_as, view.target_before
        assert target is not None
        jump = updown_order(declared) - updown_order(target)
        who, said, before = Capital(Seat(claimant)), RANK_LABELS[declared], RANK_LABELS[target]
        if view.hand_sizes[claimant] == 0:
            self.reason = lambda: _("{who} declared {rank} on the target {target} with their last card, and goes out "
                                    "if it stands — I challenge.", who=who, rank=said, target=before)
            return challenge(view.seat)
        if jump < 0:
            self.reason = lambda: _("{who} declared {rank}, below the target {target}: that always fails a "
                                    "challenge (UD-12) — I challenge.", who=who, rank=said, target=before)
            return challenge(view.seat)
        if jump >= 4:
            self.reason = lambda: _("{who} jumped from {target} to {rank} — too far to believe, so I challenge.",
                                    who=who, target=before, rank=said)
            return challenge(view.seat)
        at_random = self.rng.random() < 0.15      # drawn as always, so the games go on as they did
        if _surely_caught(view, _known(view)):       # all four in sight: it does not count, but it can see (25th read)
            self.reason = lambda: _("I can see all four {rank}s, so {who}'s declaration must be false — I challenge.",
                                    rank=said, who=Seat(claimant))
            return challenge(view.seat)
        if at_random:
            self.reason = lambda: _("{rank} after {target} sounds plausible, but I challenge now and then at random, "
                                    "so that nobody can bluff me safely.", rank=said, target=before)
            return challenge(view.seat)
        self.reason = lambda: _("{rank} after {target} sounds plausible; I pass.", rank=said, target=before)
        return pass_(view.seat)


# Every personality by name, the one registry (the simulations, the ratings and the lessons read it).
PERSONALITIES: dict[str, type[UpDownBot]] = {"honest": HonestBot, "reckoner": ReckonerBot, "bluffer": BlufferBot,
                                             "expert": ExpertBot}


def make_bot(personality: str, seed: int | str = 0) -> UpDownBot:
    """A bot by name: honest, reckoner, bluffer or expert.

    >>> make_bot("shark")
    Traceback (most recent call last):
    ...
    ValueError: personality: no 一上一下 bot called 'shark': choose from honest, reckoner, bluffer, expert
    """
    if not isinstance(personality, str):
        raise TypeError(f"personality must be the name of a bot ({', '.join(PERSONALITIES)}), "
                        f"not {shown(personality)}")
    if personality not in PERSONALITIES:
        raise ValueError(f"personality: no 一上一下 bot called {shown(personality)}: choose from "
                         f"{', '.join(PERSONALITIES)}")
    return PERSONALITIES[personality](seed)


def advance(state: UpDownState, bots: dict[int, UpDownBot], stop: Callable[[UpDownState], bool] | None = None,
            limit: int = 100_000) -> tuple[UpDownState, list[BotMove]]:
    """Let the bots act until a human's turn, the end of the game, or ``stop(state)``; each move is
    stamped with the number of the play it makes, or, for a challenge or a pass, of the face-down
    card's play it answers — counted from 1, as the play limit counts them (UD-16).

    >>> from engine.updown import UpDownRules, new_game
    >>> game, moves = advance(new_game(UpDownRules(players=2), seed=1), {0: make_bot("honest"), 1: make_bot("bluffer")})
    >>> game.is_over, moves[0].when, moves[-1].when <= game.plays
    (True, 1, True)
    """
    if not isinstance(state, UpDownState):
        raise TypeError(f"state must be an UpDownState, not {shown(state)}")
    if not isinstance(bots, dict) or not all(isinstance(b, UpDownBot) for b in bots.values()):
        raise TypeError(f"bots must map seats to 一上一下 bots (make_bot), not {shown(bots)}")
    for seat in bots:
        whole(seat, "bots", 0, state.rules.players - 1)
    whole(limit, "limit", 1)
    return run_bots(state, bots, None, stop, limit)


# chance_challenge_succeeds lives in bot_base; it is named here too for the lessons that import it from here.
__all__ = ["PERSONALITIES", "BlufferBot", "ExpertBot", "HonestBot", "ReckonerBot", "UpDownBot", "advance",
           "chance_challenge_succeeds", "make_bot"]
