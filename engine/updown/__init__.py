"""一上一下 "One Up, One Down" (UD-1 … UD-17): the game, its bots, the referee of a real table,
chosen positions and transcripts, and a game reviewed afterwards (``reviewing``: ``review``). Names are
re-exported lazily.

>>> from engine.updown import UpDownRules, new_game
>>> new_game(UpDownRules(players=2, first_player=0), seed=1).face_due == "up"
True
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_exports

if TYPE_CHECKING:  # the names below, for type checkers and import scans (they match _WHERE)
    from .actions import Action, ActionKind, Challenge, Pass, PlayDown, PlayUp, challenge, pass_, play_down, play_up
    from .bot_base import ChallengeEstimate, UpDownBot, challenge_estimate, chance_challenge_succeeds
    from .bots import PERSONALITIES, make_bot
    from .events import (
        Challenged,
        Deal,
        DrawForLead,
        Drew,
        Event,
        EventKind,
        Lead,
        LimitReached,
        NewRound,
        NoDraw,
        Passed,
        PlayedDown,
        PlayedUp,
        PrivateEvent,
        Revealed,
        Stood,
        TookPile,
        Won,
        public_events,
        target_history,
    )
    from .expert import ExpertBot
    from .game import UpDownState, new_game, replay
    from .records import Face, Phase, PileCard
    from .referee import Referee
    from .reviewing import review
    from .rules import (
        FORGOTTEN_DECLARATION,
        HAND_SIZE,
        START_TARGET,
        UpDownRules,
        asking_order,
        challenge_reason,
        challenge_succeeds,
        choose_first_player,
        face_due_after,
        first_challenger,
        is_below,
    )
    from .scenario import ScenarioError, position, stacked_game
    from .simulation import game_states, play, simulate
    from .tracking import Tracker
    from .transcript import updown_transcript
    from .view import UpDownView


_WHERE = {
    **{name: ".rules" for name in (
        "FORGOTTEN_DECLARATION", "HAND_SIZE", "START_TARGET", "UpDownRules", "asking_order", "challenge_reason",
        "challenge_succeeds", "choose_first_player", "face_due_after", "first_challenger", "is_below")},
    **{name: ".records" for name in ("Face", "Phase", "PileCard")},
    **{name: ".actions" for name in (
        "Action", "ActionKind", "Challenge", "Pass", "PlayDown", "PlayUp", "challenge", "pass_", "play_down",
        "play_up")},
    **{name: ".events" for name in (
        "Challenged", "Deal", "DrawForLead", "Drew", "Event", "EventKind", "Lead", "LimitReached", "NewRound",
        "NoDraw", "Passed", "PlayedDown", "PlayedUp", "PrivateEvent", "Revealed", "Stood", "TookPile", "Won",
        "public_events", "target_history")},
    **{name: ".game" for name in ("UpDownState", "new_game", "replay")},
    "UpDownView": ".view",
    "position": ".scenario", "stacked_game": ".scenario", "ScenarioError": ".scenario",
    "PERSONALITIES": ".bots", "make_bot": ".bots", "UpDownBot": ".bot_base", "chance_challenge_succeeds": ".bot_base",
    "challenge_estimate": ".bot_base", "ChallengeEstimate": ".bot_base",
    "ExpertBot": ".expert", "Tracker": ".tracking",
    "play": ".simulation", "simulate": ".simulation", "game_states": ".simulation",
    "Referee": ".referee",
    "review": ".reviewing",
    "updown_transcript": ".transcript",
}
__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
