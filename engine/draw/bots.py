"""Five-card draw bots that act from their own view (FD-7, FD-8, FD-9); simulations: :mod:`engine.draw.simulation`.

Personalities: *by the book* follows cardschool's rule of thumb (built on the source's advice), and
folds a weak hand only when staying costs points (chips); *odds* keeps what the advisor ranks best by
the table's objective — what the coach advises on the same seat — and stays with middling prospects;
*loose* never folds; *cautious* folds weak hands; *expert* stays or folds by expected value under the
table's scoring, keeps what the advisor ranks best against the opponents still in, and with chips
reads the table (:mod:`engine.draw.expert`). Each says why it acted.

>>> from engine.draw import DrawRules, new_game
>>> game = new_game(DrawRules(players=3), seed=1)
>>> bot = make_bot("loose")
>>> bot.act(game.view(1)), bot.explain()
(Stay(seat=1), 'I never fold: every hand might win.')
>>> bot = make_bot("by the book")
>>> bot.act(game.view(1)), bot.explain()          # doctest: +NORMALIZE_WHITESPACE
(Stay(seat=1), 'I hold ace high. Staying costs nothing without chips, so I stay: folding could only lose me
 the chance to win.')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from math import floor

from ..bots import Bot, BotMove, run_bots
from ..fast import trusted_value
from ..hands import Category, HandValue, describe_text
from ..i18n import Capital, _, excerpt, ngettext
from . import expert
from .actions import Action, Deal, NextRound, Replace, deal, fold, next_round, replace, stay
from .advisor import STAY_FREE_REASON_TEXT, OpponentModel, advise, advise_seat, percentile, thumb_of
from .game import DrawState, DrawView
from .valuation import Goal, opponents_in


class DrawBot(Bot):
    """A five-card draw player that sees only its :class:`DrawView`."""

    def act(self, view: DrawView) -> Action:
        if not isinstance(view, DrawView):
            raise TypeError(f"a five-card draw bot acts on a seat's view (state.view(seat)), not {excerpt(view)}")
        kinds = {type(a) for a in view.legal_actions}
        if NextRound in kinds:
            self.reason = _("I deal the next round (FD-4).")
            return next_round(view.seat)
        if Deal in kinds:
            self.reason = _("I deal the replacements from the top of the stock, in seat order (FD-8).")
            return deal(view.seat)
        if Replace in kinds:
            return self.choose_replacement(view)
        return self.decide(view)

    # -- replacing ------------------------------------------------------------------------------

    def choose_replacement(self, view: DrawView) -> Action:
        thumb = thumb_of(view.hand, view.rules.max_replace, view.rules.ace_low, view.rules.chips,
                         max(1, min(5, len(opponents_in(view)))))
        discard = [c for c in view.hand if c not in thumb.keep]
        self.reason = _("Rule of thumb for {name}: {advice}.", name=thumb.name_text or thumb.name,
                        advice=thumb.replacing)
        return replace(view.seat, discard)

    # -- staying or folding ---------------------------------------------------------------------

    def decide(self, view: DrawView) -> Action:
        self.reason = _("I stay.")
        return stay(view.seat)

    def _current(self, view: DrawView) -> HandValue:
        return trusted_value(view.hand, view.rules.ace_low)     # the view's own hand: read already


class ByTheBookBot(DrawBot):
    """Follows the source: replace by the rules of thumb. Without chips staying is free, so it always
    stays; with chips (each stay costs 1 point) it folds a weak hand — no pair and no draw before the
    draw, no pair after it."""

    personality = "by the book"

    def decide(self, view: DrawView) -> Action:
        rules = view.rules
        value = self._current(view)
        if not rules.chips:
            self.reason = _("I hold {hand}. {why}", hand=describe_text(value), why=STAY_FREE_REASON_TEXT)
            return stay(view.seat)
        thumb = thumb_of(view.hand, rules.max_replace, rules.ace_low, rules.chips,
                         max(1, min(5, len(opponents_in(view)))))
        first = view.phase == "decide1"
        weak = thumb.name == "a weak hand" if first else value.category == Category.HIGH_CARD
        if weak:
            self.reason = _("I hold {hand}: {lacking}. With chips staying costs 1 point at each decision; the "
                            "source says to weigh up a weak hand before going on, and with this little chance I "
                            "fold (FD-7, FD-9).",
                            hand=describe_text(value),
                            lacking=_("no pair and no draw") if first else _("not even a pair"))
            return fold(view.seat)
        self.reason = (_("I hold {hand} ({name}): worth the 1 point staying costs with chips, so I stay.",
                         hand=describe_text(value), name=thumb.name_text or thumb.name)
                       if value.category == Category.HIGH_CARD else           # a draw: say which; else the
                       _("I hold {hand}: worth the 1 point staying costs with chips, so I stay.",  # hand says it
                         hand=describe_text(value)))
        return stay(view.seat)


class OddsBot(DrawBot):
    """Keeps what the advisor ranks best by the table's objective — the advice the coach gives on the
    same seat (:func:`~engine.draw.advisor.advise_seat`); stays when its hand's prospects are at least
    middling."""

    personality = "odds"

    def choose_replacement(self, view: DrawView) -> Action:
        if view.rules.max_replace == 0:
            return super().choose_replacement(view)          # nothing may be replaced (FD-5)
        advice = advise_seat(view)
        best = advice.best
        fields = {"choice": best.describe_text(), "against": advice.against_text, "win": best.p_beats_opponents,
                  "points": format(best.value, ".2f")}
        if advice.valuation.goal == Goal.POINTS:
            self.reason = _("The odds favour: {choice} — a win scores the points of its category (FD-3), and against "
                            "{against} this earns the most on average, about {points} points a round; it wins "
                            "{win:.0%} of the time.", **fields)
        elif advice.valuation.goal == Goal.CHIPS:
            self.reason = _("The odds favour: {choice} — with chips (FD-7), against {against} this brings back the "
                            "most on average net of chips, about {points} points; it wins {win:.0%} of the time.",
                            **fields)
        else:
            self.reason = _("The odds favour: {choice} — against {against} the final hand would win {win:.0%} of the "
                            "time.", choice=fields["choice"], against=fields["against"], win=best.p_beats_opponents)
        return replace(view.seat, best.replace)

    def decide(self, view: DrawView) -> Action:
        others = sum(view.active) - 1
        if view.phase == "decide1" and view.rules.max_replace:
            prospect = advise(view.hand, view.rules.max_replace, view.rules.ace_low, opponents=1,
                              model=OpponentModel.RANDOM).best.expected_percentile
            needed = 50 + 5 * max(0, others - 1)
            what = _("after the best replacement my hand should beat {share:.0f}% of hands", share=floor(prospect))
        else:
            value = self._current(view)
            prospect = percentile(view.hand, view.rules.ace_low)
            needed = 55 + 5 * max(0, others - 1)
            what = _("{hand} beats {share:.0f}% of hands", hand=describe_text(value), share=floor(prospect))
        verdict = prospect >= needed                 # the share is shown rounded down: 59.7% folds as 59%
        self.reason = (ngettext("{what}; against {n} other player I go on only at {needed}% or more, so I stay.",
                                "{what}; against {n} other players I go on only at {needed}% or more, so I stay.",
                                others, what=Capital(what), needed=needed) if verdict else
                       ngettext("{what}; against {n} other player I go on only at {needed}% or more, so I fold.",
                                "{what}; against {n} other players I go on only at {needed}% or more, so I fold.",
                                others, what=Capital(what), needed=needed))
        return stay(view.seat) if verdict else fold(view.seat)


class LooseBot(DrawBot):
    """Never folds; replaces by the rules of thumb."""

    personality = "loose"

    def decide(self, view: DrawView) -> Action:
        self.reason = _("I never fold: every hand might win.")
        return stay(view.seat)


class CautiousBot(DrawBot):
    """Folds anything below a pair of jacks before the draw, and anything below two pair after it."""

    personality = "cautious"

    def decide(self, view: DrawView) -> Action:
        value = self._current(view)
        if view.phase == "decide1":
            good = value.category > Category.ONE_PAIR or (value.category == Category.ONE_PAIR
                                                          and value.ranks[0] >= 11)
            bar = _("a pair of jacks")
        else:
            good = value.category >= Category.TWO_PAIR
            bar = _("two pair")
        self.reason = (_("I hold {hand}; I only play on with {bar} or better, so I stay.", hand=describe_text(value),
                         bar=bar) if good else
                       _("I hold {hand}; I only play on with {bar} or better, so I fold.", hand=describe_text(value),
                         bar=bar))
        return stay(view.seat) if good else fold(view.seat)


class ExpertBot(DrawBot):
    """Stays or folds by expected value under the table's scoring (never folds when staying is free),
    keeps what the advisor ranks best against the opponents still in, and with chips reads how many
    cards each opponent replaced (:mod:`engine.draw.expert`). Nothing it does is random."""

    personality = "expert"

    def choose_replacement(self, view: DrawView) -> Action:
        judged = expert.replacement(view)
        self.reason = judged.said or judged.reason
        return judged.action

    def decide(self, view: DrawView) -> Action:
        judged = expert.decide(view)
        self.reason = judged.said or judged.reason
        return judged.action


PERSONALITIES = {"by the book": ByTheBookBot, "odds": OddsBot, "loose": LooseBot, "cautious": CautiousBot,
                 "expert": ExpertBot}


def make_bot(personality: str, seed: int | str = 0) -> DrawBot:
    """A bot by name: by the book, odds, loose, cautious or expert.

    >>> make_bot("shark")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: personality: no five-card draw bot called 'shark': choose from by the book, odds, loose, ..., expert
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
