"""What every bot shares, whatever the game: a seeded personality that explains its last decision,
and the loop that lets bots take their turns until a human's turn comes.

>>> class Yes(Bot):
...     personality = "yes"
>>> Yes(seed=1).explain(), Yes(seed=1).explain("zh")
('no decision yet', '还没有做决定')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from typing import Any, NamedTuple, TypeVar

from .errors import check_seed
from .i18n import Lang, Text, _, check_lang, render

S = TypeVar("S")


class Bot:
    """A player that decides from its own view only. ``explain()`` says why it made its last move."""

    personality = "bot"

    def __init__(self, seed: int | str = 0):
        self._seeded = f"{self.personality}/{check_seed(seed)}"
        self.reason = _("no decision yet")

    @cached_property
    def rng(self) -> random.Random:
        """The bot's own random numbers, seeded by its personality and seed; made when first drawn
        from, as several bots never draw (seeding one costs as much as a bot's move)."""
        return random.Random(self._seeded)

    # A bot may give its reason as a function that words it (``self.reason = lambda: _(...)``), called
    # only when the reason is read: a simulation makes thousands of moves and reads no reason, and
    # wording one (the message, its seats and cards) is a good part of what a simple bot's move costs.
    # Such a function reads the values of its move's own variables, set before it is given.

    @property
    def reason(self) -> str:
        """Why the bot made its last move, in English (:attr:`said` in either language)."""
        return str(render(self.said, "en"))

    @reason.setter
    def reason(self, value: str | Text | Callable[[], str | Text]) -> None:
        self._said = value

    @property
    def said(self) -> str | Text:
        """The reason as the bot gave it: a :class:`~engine.i18n.Text` (``bot.said.render("zh")``)."""
        said = self._said
        if callable(said):                    # worded now, once
            said = self._said = said()
        return said

    def explain(self, lang: Lang = "en", names: Sequence[str] | None = None) -> str:
        """Why the bot made its last move, in ``lang``; ``names`` (by seat) replace "seat N"."""
        return str(render(self.said, check_lang(lang), names))

    def act(self, view: Any) -> Any:
        raise NotImplementedError


class BotMove(NamedTuple):
    """A bot's action and why it took it. ``when`` is the state's clock before the move (the round
    in five-card draw; in 一上一下 the number of the play it makes or, for a challenge or a pass, of
    the play it answers). The reason may name the bot's hidden cards: show it only afterwards."""

    when: int
    seat: int
    action: Any
    reason: str
    said: Any = None            # the reason to render in either language (a Text), when the bot gave one

    def explain(self, lang: Lang = "en", names: Sequence[str] | None = None) -> str:
        """The reason in ``lang``, players named by seat with ``names``."""
        return str(render(self.said if self.said is not None else self.reason, check_lang(lang), names))


def run_bots(state: S, bots: Mapping[int, Bot], when: Callable[[S], int] | None = None,
             stop: Callable[[S], bool] | None = None, limit: int = 100_000) -> tuple[S, list[BotMove]]:
    """Let the bots act while it is a bot's turn; stop at another seat's turn, the end of the game,
    or as soon as ``stop(state)`` is true. Returns the new state and the :class:`BotMove` records.
    ``when`` stamps each move (default: the state's ``clock``)."""
    stamp: Callable[[Any], int] = when or (lambda s: s.clock)
    said = []
    current: Any = state
    for _step in range(limit):
        if current.is_over or current.to_act not in bots or (stop and stop(current)):
            break
        seat = current.to_act
        action = bots[seat].act(current.view(seat))
        said.append(BotMove(stamp(current), seat, action, bots[seat].explain(), bots[seat].said))
        current = current.apply(action)
    return current, said
