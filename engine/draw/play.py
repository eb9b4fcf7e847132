"""Five-card draw against bots, for :class:`engine.session.Session`: the bots pause at the end of
each round, so that the learner sees the showdown before the next deal; a bot's reasons are shown
once its round is over (they may name the cards it held); the odds bot plays the learner's seat when
asked to.

>>> from engine.session import Session
>>> from engine.draw import DrawRules
>>> s = Session.start(KIT, DrawRules(players=3), seed=7, level="loose")
>>> s.opponents, s.game.to_act
(('loose', 'loose'), 0)
"""

from __future__ import annotations

from ..bots import BotMove
from ..session import PlayKit
from .bots import PERSONALITIES, make_bot
from .events import Phase
from .game import DrawState, new_game
from .narrate import hint, now, summary, tell


def _round_over(state: DrawState) -> bool:
    return state.phase == Phase.ROUND_OVER


def _winners(state: DrawState) -> tuple[int, ...]:
    return state.match_winners()


def _explained(state: DrawState, move: BotMove) -> bool:
    # a round's reasons once it is over; dealing is a chore that explains nothing
    finished = state.round_no if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) else state.round_no - 1
    return move.when <= finished and move.action.kind not in ("deal", "next_round")


KIT = PlayKit(game="draw", new_game=new_game, personalities=tuple(PERSONALITIES), make_bot=make_bot, tell=tell,
              now=now, hint=hint, summary=summary, winners=_winners, helper="odds", pause=_round_over,
              explained=_explained)
