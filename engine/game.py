"""The contract every game meets (in the manner of OpenSpiel and PokerKit), and what follows from it.

A game is a state machine with an explicit history. A state says whose turn it is
(``to_act``), whether the game is over, which actions are legal, and what one seat may see
(``view``); ``apply`` returns the next state or raises :class:`~engine.errors.IllegalMove`
(a wrong type: ``TypeError``) and leaves the state unchanged. ``events`` is what happened, as
typed records; ``history`` the actions applied. ``clock`` stamps bots' moves: the round in
five-card draw, the number of the play being made or answered in 一上一下.

>>> from engine.updown import UpDownRules, new_game
>>> game: Game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> action = game.legal_actions()[0]
>>> can_apply(game, action), can_apply(game, "stay")
(True, False)
>>> replay(game, [action]).history == [action]
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol, TypeVar

from .errors import IllegalMove

S = TypeVar("S", bound="Game")


class Game(Protocol):
    """What a game state offers; :mod:`engine.draw` and :mod:`engine.updown` both meet it."""

    @property
    def to_act(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def clock(self) -> int: ...
    @property
    def events(self) -> Sequence[Any]: ...
    @property
    def history(self) -> Sequence[Any]: ...
    def legal_actions(self) -> list[Any]: ...
    def verify(self, action: Any) -> None: ...
    def apply(self, action: Any) -> Any: ...
    def view(self, seat: int) -> Any: ...


def can_apply(state: Game, action: object) -> bool:
    """Whether ``state.apply(action)`` would be accepted (a wrong type counts as not)."""
    try:
        state.verify(action)
    except (IllegalMove, TypeError):
        return False
    return True


def replay(start: S, actions: Iterable[Any]) -> S:
    """Apply ``actions`` in order from ``start``: the same start and actions give the same game."""
    state = start
    for action in actions:
        state = state.apply(action)
    return state
