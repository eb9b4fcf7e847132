"""What every bot shares, whatever the game: a seeded personality that explains its last decision,
and the loop that lets bots take their turns until a human's turn comes.

>>> class Yes(Bot):
...     personality = "yes"
>>> Yes(seed=1).explain()
'no decision yet'
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple


class Bot:
    """A player that decides from its own view only. ``explain()`` says why it made its last move."""

    personality = "bot"

    def __init__(self, seed: int | str = 0):
        self.rng = random.Random(f"{self.personality}/{seed}")
        self.reason = "no decision yet"

    def explain(self) -> str:
        return self.reason

    def act(self, view) -> Any:
        raise NotImplementedError


class BotMove(NamedTuple):
    """A bot's action and why it took it. ``when`` is the round (five-card draw) or the number of
    plays so far (一上一下). The reason may name the bot's hidden cards: show it only afterwards."""

    when: int
    seat: int
    action: Any
    reason: str


def run_bots(state, bots: dict[int, Bot], when: Callable[[Any], int], stop=None, limit: int = 100_000):
    """Let the bots act while it is a bot's turn; stop at another seat's turn, the end of the game,
    or as soon as ``stop(state)`` is true. Returns the new state and the :class:`BotMove` records."""
    said = []
    for _ in range(limit):
        if state.is_over or state.to_act not in bots or (stop and stop(state)):
            break
        seat = state.to_act
        action = bots[seat].act(state.view(seat))
        said.append(BotMove(when(state), seat, action, bots[seat].explain()))
        state = state.apply(action)
    return state, said
