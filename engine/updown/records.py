"""The small typed pieces of 一上一下: which face a card shows, the phase of play, a card on the pile.

Faces and phases are string enums, so they read and compare as the plain words:

>>> Face.UP == "up", Phase.CHALLENGE == "challenge", str(Face.DOWN)
(True, True, 'down')
>>> PileCard(seat=1, face=Face.DOWN, counts_as=10)
PileCard(seat=1, face=<Face.DOWN: 'down'>, counts_as=10, card=None)
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from ..cards import Card


class Face(StrEnum):
    """Which side of a card faces up (UD-6): "up" shows its rank, "down" hides it."""

    UP = "up"
    DOWN = "down"


class Phase(StrEnum):
    """``play``: someone puts down a card; ``challenge``: a face-down card may be challenged (UD-10);
    ``over``: someone won (UD-5, UD-14, UD-16)."""

    PLAY = "play"
    CHALLENGE = "challenge"
    OVER = "over"


class PileCard(NamedTuple):
    """A card on the centre pile, as whoever holds this record knows it.

    ``counts_as`` is the rank the card counts as for the target (UD-3): its real rank when face up,
    its declared rank when face down (3 when nothing was declared, UD-9). ``card`` is the card
    itself, or None where the holder has not seen it (another player's standing face-down card).
    """

    seat: int
    face: Face
    counts_as: int
    card: Card | None = None

    def hidden(self) -> PileCard:
        """This card as a player who has not seen it knows it."""
        return tuple.__new__(PileCard, (self.seat, self.face, self.counts_as, None))   # made for every view
