"""Five-card draw for points (FD-1 … FD-15): the game, its bots, the discard advisor, practice
questions, the teacher's score sheet and transcripts. Names are re-exported lazily.

>>> from engine.draw import DrawRules, new_game, stay
>>> new_game(DrawRules(players=3), seed=1).apply(stay(1)).to_act
2
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_exports

if TYPE_CHECKING:  # the names below, for type checkers and for marimo's wheel of a live lesson
    from .advisor import Advice, AdviceError, advise, percentile, rule_of_thumb
    from .bots import PERSONALITIES, DrawBot, make_bot
    from .game import (
        DEFAULT_CATEGORY_POINTS,
        Action,
        DrawRules,
        DrawState,
        DrawView,
        Event,
        correct,
        deal,
        dealer_of_round,
        fold,
        new_game,
        next_round,
        replace,
        replay,
        stack_deck,
        stay,
    )
    from .scoresheet import ScoreSheet, ScoreSheetError
    from .simulation import play, simulate
    from .transcript import draw_transcript, round_result


_GAME = ("Action", "DEFAULT_CATEGORY_POINTS", "DrawRules", "DrawState", "DrawView", "Event", "correct", "deal",
         "dealer_of_round", "fold", "new_game", "next_round", "replace", "replay", "stack_deck", "stay")
_WHERE = {name: ".game" for name in _GAME} | {
    "AdviceError": ".advisor", "Advice": ".advisor", "advise": ".advisor", "percentile": ".advisor",
    "rule_of_thumb": ".advisor",
    "DrawBot": ".bots", "PERSONALITIES": ".bots", "make_bot": ".bots",
    "play": ".simulation", "simulate": ".simulation",
    "ScoreSheet": ".scoresheet", "ScoreSheetError": ".scoresheet",
    "draw_transcript": ".transcript", "round_result": ".transcript",
}
__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
