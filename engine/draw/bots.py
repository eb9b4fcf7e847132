"""Five-card draw bots that act from their own view (FD-7, FD-8, FD-9); simulations: :mod:`engine.draw.simulation`.

Personalities: *by the book* follows the source's rules of thumb; *odds* keeps what the
advisor ranks best; *loose* never folds; *cautious* folds weak hands. Each says why it acted.

>>> from engine.draw import DrawRules, new_game
>>> game = new_game(DrawRules(players=3), seed=1)
>>> bot = make_bot("loose")
>>> bot.act(game.view(1)), bot.explain()
(Stay(seat=1), 'I never fold: every hand might win.')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..bots import Bot, BotMove, run_bots
from ..errors import excerpt
from ..fast import fast_value
from ..hands import Category, HandValue, describe
from .actions import Action, Deal, NextRound, Replace, deal, fold, next_round, replace, stay
from .advisor import advise, percentile, rule_of_thumb
from .game import DrawState, DrawView


class DrawBot(Bot):
    """A five-card draw player that sees only its :class:`DrawView`."""

    def act(self, view: DrawView) -> Action:
        if not isinstance(view, DrawView):
            raise TypeError(f"a five-card draw bot acts on a seat's view (state.view(seat)), not {excerpt(view)}")
        kinds = {type(a) for a in view.legal_actions}
        if NextRound in kinds:
            self.reason = "I deal the next round (FD-4)."
            return next_round(view.seat)
        if Deal in kinds:
            self.reason = "I deal the replacements from the top of the stock, in seat order (FD-8)."
            return deal(view.seat)
        if Replace in kinds:
            return self.choose_replacement(view)
        return self.decide(view)

    # -- replacing ------------------------------------------------------------------------------

    def choose_replacement(self, view: DrawView) -> Action:
        thumb = rule_of_thumb(view.hand, view.rules.max_replace, view.rules.ace_low)
        discard = [c for c in view.hand if c not in thumb.keep]
        self.reason = f"Rule of thumb for {thumb.name}: {thumb.advice}."
        return replace(view.seat, discard)

    # -- staying or folding ---------------------------------------------------------------------

    def decide(self, view: DrawView) -> Action:
        self.reason = "I stay."
        return stay(view.seat)

    def _current(self, view: DrawView) -> HandValue:
        return fast_value(view.hand, view.rules.ace_low)


class ByTheBookBot(DrawBot):
    """Follows the source: replace by the rules of thumb; fold a weak hand (no pair, no draw)."""

    personality = "by the book"

    def decide(self, view: DrawView) -> Action:
        thumb = rule_of_thumb(view.hand, view.rules.max_replace, view.rules.ace_low)
        value = self._current(view)
        weak = thumb.name == "nothing" if view.phase == "decide1" else value.category == Category.HIGH_CARD
        if weak:
            self.reason = (f"With {describe(value)} my hand is weak, and the source says a weak hand should "
                           "consider folding: I fold (FD-7, FD-9).")
            return fold(view.seat)
        self.reason = f"With {describe(value)} ({thumb.name}) I stay."
        return stay(view.seat)


class OddsBot(DrawBot):
    """Keeps what the advisor ranks best; stays when its hand's prospects are at least middling."""

    personality = "odds"

    def choose_replacement(self, view: DrawView) -> Action:
        opponents = max(1, sum(view.active) - 1)
        best = advise(view.hand, view.rules.max_replace, view.rules.ace_low, opponents=opponents).best
        hands = f"{opponents} random hand{'s' if opponents > 1 else ''}"
        self.reason = (f"The exact odds favour: {best.describe()} — the final hand would beat {hands} "
                       f"{best.p_beats_opponents:.0%} of the time.")
        return replace(view.seat, best.replace)

    def decide(self, view: DrawView) -> Action:
        others = sum(view.active) - 1
        if view.phase == "decide1":
            prospect = advise(view.hand, view.rules.max_replace, view.rules.ace_low).best.expected_percentile
            needed = 50 + 5 * max(0, others - 1)
            what = f"after the best replacement my hand should beat {prospect:.0f}% of hands"
        else:
            value = self._current(view)
            prospect = percentile(view.hand, view.rules.ace_low)
            needed = 55 + 5 * max(0, others - 1)
            what = f"{describe(value)} beats {prospect:.0f}% of hands"
        verdict = prospect >= needed
        self.reason = (f"{what[0].upper() + what[1:]}; against {others} other player{'s' if others != 1 else ''} "
                       f"I want at least {needed}%, so I {'stay' if verdict else 'fold'}.")
        return stay(view.seat) if verdict else fold(view.seat)


class LooseBot(DrawBot):
    """Never folds; replaces by the rules of thumb."""

    personality = "loose"

    def decide(self, view: DrawView) -> Action:
        self.reason = "I never fold: every hand might win."
        return stay(view.seat)


class CautiousBot(DrawBot):
    """Folds anything below a pair of jacks before the draw, and anything below two pair after it."""

    personality = "cautious"

    def decide(self, view: DrawView) -> Action:
        value = self._current(view)
        if view.phase == "decide1":
            good = value.category > Category.ONE_PAIR or (value.category == Category.ONE_PAIR
                                                          and value.ranks[0] >= 11)
            bar = "a pair of jacks"
        else:
            good = value.category >= Category.TWO_PAIR
            bar = "two pair"
        self.reason = (f"I hold {describe(value)}; I only play on with {bar} or better, so I "
                       f"{'stay' if good else 'fold'}.")
        return stay(view.seat) if good else fold(view.seat)


PERSONALITIES = {"by the book": ByTheBookBot, "odds": OddsBot, "loose": LooseBot, "cautious": CautiousBot}


def make_bot(personality: str, seed: int | str = 0) -> DrawBot:
    """A bot by name: by the book, odds, loose or cautious.

    >>> make_bot("shark")
    Traceback (most recent call last):
    ...
    ValueError: personality: no five-card draw bot called 'shark': choose from by the book, odds, loose, cautious
    """
    if not isinstance(personality, str):
        raise TypeError(f"personality must be the name of a bot ({', '.join(PERSONALITIES)}), "
                        f"not {excerpt(personality)}")
    if personality not in PERSONALITIES:
        raise ValueError(f"personality: no five-card draw bot called {excerpt(personality)}: choose from "
                         f"{', '.join(PERSONALITIES)}")
    return PERSONALITIES[personality](seed)


def advance(state: DrawState, bots: Mapping[int, Bot], stop: Callable[[DrawState], bool] | None = None,
            limit: int = 10_000) -> tuple[DrawState, list[BotMove]]:
    """Let the bots act until a human's turn, the end of the match, or ``stop(state)``; the moves
    are stamped with their round. A human's corrections (FD-8) stay possible: bots never act out of turn."""
    return run_bots(state, bots, stop=stop, limit=limit)
