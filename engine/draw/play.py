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

from collections.abc import Sequence
from typing import Any

from ..bots import BotMove
from ..errors import check_int
from ..i18n import excerpt
from ..session import PlayKit
from .actions import Action, Correct, Replace, correct, deal, fold, next_round, replace, stay
from .bots import PERSONALITIES, make_bot
from .events import Phase
from .game import DrawState, new_game
from .narrate import hint, now, summary, tell
from .rules import DrawRules

_PLAIN = {"stay": stay, "fold": fold, "deal": deal, "next_round": next_round}
_WITH_CARDS = {"replace": replace, "correct": correct}


def _round_over(state: DrawState) -> bool:
    return state.phase == Phase.ROUND_OVER


def _winners(state: DrawState) -> tuple[int, ...]:
    return state.match_winners()


def _explained(state: DrawState, move: BotMove) -> bool:
    # a round's reasons once it is over; dealing is a chore that explains nothing
    finished = state.round_no if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) else state.round_no - 1
    return move.when <= finished and move.action.kind not in ("deal", "next_round")


def encode(action: Action) -> list[Any]:
    """An action as plain values: its kind, its seat, and the cards it names.

    >>> encode(replace(2, "KD 7C")), decode(["replace", 2, "KD", "7C"]) == replace(2, "KD 7C")
    (['replace', 2, 'KD', '7C'], True)
    >>> decode(["shuffle", 0])
    Traceback (most recent call last):
    ...
    ValueError: a move must be stay, fold, deal, next_round, replace or correct, not 'shuffle'
    """
    if not isinstance(action, Action):
        raise TypeError(f"action must be a five-card draw action, not {excerpt(action)}")
    cards = [c.code for c in action.cards] if isinstance(action, Replace | Correct) else []
    return [action.kind, action.seat, *cards]


def decode(move: Sequence[Any]) -> Action:
    """The action :func:`encode` wrote; a move that cannot be one is a ``ValueError`` or ``TypeError``."""
    if isinstance(move, str) or not isinstance(move, Sequence) or len(move) < 2:
        raise TypeError(f"a move must be a list of its kind, its seat and its cards, not {excerpt(move)}")
    kind, seat, *cards = move
    check_int(seat, "a move's seat", 0, 5)
    if kind in _PLAIN and not cards:
        return _PLAIN[kind](seat)
    if kind in _WITH_CARDS and all(isinstance(c, str) for c in cards):
        return _WITH_CARDS[kind](seat, cards)
    raise ValueError(f"a move must be {', '.join(_PLAIN)}, replace or correct, not {excerpt(kind)}")


KIT = PlayKit(game="draw", new_game=new_game, personalities=tuple(PERSONALITIES), make_bot=make_bot, tell=tell,
              now=now, hint=hint, summary=summary, winners=_winners, helper="odds", rules=DrawRules,
              encode=encode, decode=decode, pause=_round_over, explained=_explained)
