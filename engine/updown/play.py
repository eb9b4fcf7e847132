"""一上一下 against bots, for :class:`engine.session.Session`: the bots play until it is the
learner's turn to play or to answer a face-down card; the reckoner plays the learner's seat when
asked to.

>>> from engine.session import Session
>>> from engine.updown import UpDownRules
>>> s = Session.start(KIT, UpDownRules(players=2, first_player=0), seed=1, level="bluffer")
>>> s.opponents, s.game.to_act
(('bluffer',), 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import Text
from ..session import YOU, PlayKit
from .bots import PERSONALITIES, make_bot
from .game import UpDownState, new_game
from .narrate import hint, now, summary, tell
from .view import UpDownView


def _now(view: UpDownView, names: Sequence[Any]) -> Text:
    return now(view, names, view.to_act, you=YOU)


def _summary(view: UpDownView, names: Sequence[Any], hints: int) -> list[Text]:
    return summary(view.events, names, you=YOU, hints=hints)


def _winners(state: UpDownState) -> tuple[int, ...]:
    return state.winners


KIT = PlayKit(game="updown", new_game=new_game, personalities=tuple(PERSONALITIES), make_bot=make_bot, tell=tell,
              now=_now, hint=hint, summary=_summary, winners=_winners, helper="reckoner")
