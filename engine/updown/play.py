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

from ..errors import check_int
from ..i18n import Text, excerpt
from ..session import YOU, PlayKit
from .actions import ACTION_TYPES, Action, PlayDown, PlayUp, challenge, pass_, play_down, play_up
from .bots import PERSONALITIES, make_bot
from .game import UpDownState, new_game
from .narrate import hint, now, summary, tell
from .rules import UpDownRules
from .view import UpDownView


def encode(action: Action) -> list[Any]:
    """An action as plain values: "up" with the seat and the card, "down" with the seat, the card and
    the rank declared (None: nothing said), or "challenge" / "pass" with the seat.

    >>> encode(play_down(1, "7H", "10")), decode(["down", 1, "7H", 10]) == play_down(1, "7H", "10")
    (['down', 1, '7H', 10], True)
    >>> decode(["down", 1, "7H", 16])          # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.IllegalMove: seat 1 cannot declare 16: declared must be one of the 13 ranks (...), not 16 (UD-8)
    """
    if not isinstance(action, ACTION_TYPES):
        raise TypeError(f"action must be an 一上一下 action, not {excerpt(action)}")
    if isinstance(action, PlayUp):
        return ["up", action.seat, action.card.code]
    if isinstance(action, PlayDown):
        return ["down", action.seat, action.card.code, action.declared]
    return [str(action.kind), action.seat]


def decode(move: Sequence[Any]) -> Action:
    """The action :func:`encode` wrote; a move that cannot be one is a ``ValueError`` or ``TypeError``."""
    if isinstance(move, str) or not isinstance(move, Sequence) or len(move) < 2:
        raise TypeError(f"a move must be a list of its kind, its seat and its card, not {excerpt(move)}")
    kind, seat, *rest = move
    check_int(seat, "a move's seat", 0, 3)
    if kind == "up" and len(rest) == 1 and isinstance(rest[0], str):
        return play_up(seat, rest[0])
    if kind == "down" and len(rest) == 2 and isinstance(rest[0], str) and not isinstance(rest[1], str | bool):
        return play_down(seat, rest[0], rest[1])
    if kind in ("challenge", "pass") and not rest:
        return challenge(seat) if kind == "challenge" else pass_(seat)
    raise ValueError(f"a move must be up, down, challenge or pass, with its seat and card, not {excerpt(move)}")


def _now(view: UpDownView, names: Sequence[Any]) -> Text:
    return now(view, names, view.to_act, you=YOU)


def _summary(view: UpDownView, names: Sequence[Any], hints: int, own: int | None = None) -> list[Text]:
    return summary(view.events, names, you=YOU, hints=hints, own=own, helper="reckoner")


def _winners(state: UpDownState) -> tuple[int, ...]:
    return state.winners


KIT = PlayKit(game="updown", new_game=new_game, personalities=tuple(PERSONALITIES), make_bot=make_bot, tell=tell,
              now=_now, hint=hint, summary=_summary, winners=_winners, helper="reckoner",
              rules=UpDownRules, encode=encode, decode=decode)
