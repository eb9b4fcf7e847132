"""一上一下 "One Up, One Down" (UD-1 … UD-17): the game, its bots, the referee of a real table and
transcripts. Names are re-exported lazily.

>>> from engine.updown import UpDownRules, new_game
>>> new_game(UpDownRules(players=2, first_player=0), seed=1).face_due
'up'
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_exports

if TYPE_CHECKING:  # the names below, for type checkers and for marimo's wheel of a live lesson
    from .bots import PERSONALITIES, UpDownBot, chance_challenge_succeeds, make_bot
    from .game import (
        FORGOTTEN_DECLARATION,
        HAND_SIZE,
        START_TARGET,
        Action,
        Event,
        PileCard,
        UpDownRules,
        UpDownState,
        UpDownView,
        asking_order,
        challenge,
        challenge_reason,
        challenge_succeeds,
        choose_first_player,
        face_due_after,
        first_challenger,
        new_game,
        pass_,
        play_down,
        play_up,
        public_events,
        replay,
        target_history,
    )
    from .referee import Referee
    from .simulation import game_states, play, simulate
    from .transcript import updown_transcript


_GAME = ("Action", "Event", "FORGOTTEN_DECLARATION", "HAND_SIZE", "PileCard", "START_TARGET", "UpDownRules",
         "UpDownState", "UpDownView", "asking_order", "challenge", "challenge_reason", "challenge_succeeds",
         "choose_first_player", "face_due_after", "first_challenger", "new_game", "pass_", "play_down",
         "play_up", "public_events", "replay", "target_history")
_WHERE = {name: ".game" for name in _GAME} | {
    "PERSONALITIES": ".bots", "UpDownBot": ".bots", "make_bot": ".bots", "chance_challenge_succeeds": ".bots",
    "play": ".simulation", "simulate": ".simulation", "game_states": ".simulation",
    "Referee": ".referee",
    "updown_transcript": ".transcript",
}
__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
