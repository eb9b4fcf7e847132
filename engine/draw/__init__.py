"""Five-card draw for points (FD-1 … FD-15): the house rules and the scoring rules (``rules``), actions
and events (``actions``, ``events``), the game (``game``), a game set up at a chosen position
(``scenario``), its bots, the discard advisor, practice questions, the teacher's score sheet and
transcripts, the expert bot's judgement (``expert``) and a match reviewed afterwards (``reviewing``: ``review``).
Names are re-exported lazily.

>>> from engine.draw import DrawRules, new_game, stay
>>> new_game(DrawRules(players=3), seed=1).apply(stay(1)).to_act
2
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_exports

if TYPE_CHECKING:  # the names below, for type checkers and import scans (they match _WHERE)
    from .actions import (
        Action,
        Correct,
        Deal,
        Fold,
        NextRound,
        Replace,
        Stay,
        correct,
        deal,
        fold,
        next_round,
        replace,
        stay,
    )
    from .advisor import (
        Advice,
        AdviceError,
        OpponentModel,
        advise,
        advise_seat,
        aims_at,
        percentile,
        rule_of_thumb,
        score_choices,
        win_chances,
    )
    from .bots import PERSONALITIES, DrawBot, make_bot
    from .events import (
        Corrected,
        Dealt,
        DeckChecked,
        Drew,
        Event,
        Folded,
        LastStanding,
        MatchOver,
        Phase,
        PotShared,
        Replaced,
        RoundStarted,
        Scored,
        Showed,
        Stayed,
        Tied,
        Won,
        seen_by,
    )
    from .game import DrawState, DrawView, new_game, replay
    from .quiz import QuizError
    from .reviewing import review
    from .rules import (
        DEFAULT_CATEGORY_POINTS,
        DrawRules,
        MatchEnd,
        Scoring,
        Showdown,
        dealer_of_round,
        leaders,
        match_is_over,
        round_award,
        showdown,
        split_pot,
    )
    from .scenario import setup, stack_deck
    from .scoresheet import RoundRecord, ScoreSheet, ScoreSheetError, ShownHand
    from .simulation import play, simulate
    from .transcript import draw_transcript, round_result
    from .valuation import Goal, Valuation, seat_valuation, table_valuation


_RULES = ("DEFAULT_CATEGORY_POINTS", "DrawRules", "MatchEnd", "Scoring", "Showdown", "dealer_of_round", "leaders",
          "match_is_over", "round_award", "showdown", "split_pot")
_ACTIONS = ("Action", "Correct", "Deal", "Fold", "NextRound", "Replace", "Stay", "correct", "deal", "fold",
            "next_round", "replace", "stay")
_EVENTS = ("Corrected", "DeckChecked", "Dealt", "Drew", "Event", "Folded", "LastStanding", "MatchOver", "Phase",
           "PotShared", "Replaced", "RoundStarted", "Scored", "Showed", "Stayed", "Tied", "Won", "seen_by")
_GAME = ("DrawState", "DrawView", "new_game", "replay")
_WHERE = {name: ".rules" for name in _RULES} | {name: ".actions" for name in _ACTIONS} | {
    name: ".events" for name in _EVENTS} | {name: ".game" for name in _GAME} | {
    "setup": ".scenario", "stack_deck": ".scenario",
    "AdviceError": ".advisor", "Advice": ".advisor", "advise": ".advisor", "percentile": ".advisor",
    "rule_of_thumb": ".advisor", "OpponentModel": ".advisor", "aims_at": ".advisor", "score_choices": ".advisor",
    "win_chances": ".advisor", "advise_seat": ".advisor",
    "Goal": ".valuation", "Valuation": ".valuation", "seat_valuation": ".valuation", "table_valuation": ".valuation",
    "DrawBot": ".bots", "PERSONALITIES": ".bots", "make_bot": ".bots",
    "play": ".simulation", "simulate": ".simulation",
    "RoundRecord": ".scoresheet", "ScoreSheet": ".scoresheet", "ScoreSheetError": ".scoresheet",
    "ShownHand": ".scoresheet",
    "draw_transcript": ".transcript", "round_result": ".transcript",
    "QuizError": ".quiz",
    "review": ".reviewing",
}
__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
