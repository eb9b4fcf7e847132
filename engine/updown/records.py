"""The small typed pieces of 一上一下: which face a card shows, the phase of play, a card on the pile.

Faces and phases are string enums, so they read and compare as the plain words:

>>> Face.UP == "up", Phase.CHALLENGE == "challenge", str(Face.DOWN)
(True, True, 'down')
>>> PileCard(seat=1, face=Face.DOWN, counts_as=10)
PileCard(seat=1, face=<Face.DOWN: 'down'>, counts_as=10, card=None, nothing_said=False)
"""

from __future__ import annotations

from dataclasses import fields
from enum import StrEnum
from typing import Any, NamedTuple, TypeVar

from ..cards import Card

R = TypeVar("R")


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
    ``nothing_said``: a face-down card put down with nothing declared — everyone at the table heard
    that, so every record of it says so, and no sentence calls it "the 3 they declared" (UD-9).
    """

    seat: int
    face: Face
    counts_as: int
    card: Card | None = None
    nothing_said: bool = False

    def hidden(self) -> PileCard:
        """This card as a player who has not seen it knows it (one record for each seat, face, rank and
        declaration: another player's face-down card is hidden in every view, and a record is never changed)."""
        key = self.seat, self.face, self.counts_as, self.nothing_said
        return HIDDEN.get(key) or tuple.__new__(PileCard, (*key[:3], None, key[3]))


HIDDEN = {(seat, face, rank, unsaid): tuple.__new__(PileCard, (seat, face, rank, None, unsaid))
          for seat in range(4) for face in Face for rank in range(2, 15) for unsaid in (False, True)}
"""The hidden pile cards of every seat, face and rank, made once (:meth:`PileCard.hidden`)."""


def quick_init(cls: type[R]) -> type[R]:
    """Give the frozen dataclass ``cls`` (made with ``slots=True``) an ``__init__`` that sets each field
    through its slot: the dataclass's own passes every field through ``object.__setattr__``, round the
    frozen check, and every move of a simulated game makes several events and an action. The same
    parameters, defaults and ``__post_init__``; the record stays frozen (assigning to a field is refused).

    >>> from engine.updown.events import Stood
    >>> Stood(seat=1, counts_as=10), Stood(1, 10) == Stood(1, 10)
    (Stood(seat=1, counts_as=10), True)
    """
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    setters: dict[str, Any] = {f"_set_{name}": getattr(cls, name).__set__ for name in names}
    post = "    self.__post_init__()\n" if hasattr(cls, "__post_init__") else ""
    source = (f"def __init__(self, {', '.join(names)}):\n"
              + "".join(f"    _set_{name}(self, {name})\n" for name in names) + post)
    made: dict[str, Any] = {}
    exec(source, setters, made)           # as dataclasses makes its own __init__
    init = made["__init__"]
    init.__defaults__ = cls.__init__.__defaults__
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
