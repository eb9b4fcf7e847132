"""What a player does in 一上一下: one frozen record per kind of action, checked when it is made.

>>> play_up(0, "8s")
PlayUp(seat=0, card=Card('8S'))
>>> play_down(1, "7h", "10"), play_down(1, "7h")          # no declaration counts as 3 (UD-9)
(PlayDown(seat=1, card=Card('7H'), declared=10), PlayDown(seat=1, card=Card('7H'), declared=None))
>>> str(play_down(1, "7h", "10")), str(challenge(2)), str(pass_(0))
('play 7♥ face down declared as 10', 'challenge', 'pass')
>>> play_down(0, "7h", 16)                                # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.errors.IllegalMove: seat 0 cannot declare 16: declared must be one of the 13 ranks (...), not 16 (UD-8)

Every action has a ``kind`` (play, challenge, pass); plays also say which ``face`` they show.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, TypeGuard

from ..cards import RANK_LABELS, RANKS, SUITS, Card, CardError
from ..errors import IllegalMove
from ..i18n import _
from .inputs import read_card, read_rank, shown, whole
from .records import Face, quick_init
from .rules import FORGOTTEN_DECLARATION


class ActionKind(StrEnum):
    """Each action's ``kind``: both plays are "play" (their ``face`` tells them apart)."""

    PLAY = "play"
    CHALLENGE = "challenge"
    PASS = "pass"


def _check_seat(seat: Any) -> None:
    """A seat must be a whole number; whether the table has that seat is the game's to say: an
    impossible seat is a move the rules refuse (IllegalMove, UD-1), as in five-card draw (FD-1)."""
    if type(seat) is not int:                 # the common case, quickly; whole words the refusal
        whole(seat, "seat")


_RANK_SET, _SUIT_SET = frozenset(RANKS), frozenset(SUITS)


def _sound(card: Any) -> TypeGuard[Card]:
    return type(card) is Card and card.rank in _RANK_SET and card.suit in _SUIT_SET


def _check_card(card: Any) -> None:
    if type(card) is Card and card.rank in _RANK_SET and card.suit in _SUIT_SET:
        return
    if not isinstance(card, Card):
        raise TypeError(f'card must be a Card (play_up(seat, "8S") reads one), not {shown(card)}')
    read_card(card, "card")


@quick_init
@dataclass(frozen=True, slots=True)
class PlayUp:
    """Put ``card`` face up; its real rank counts (UD-7)."""

    seat: int
    card: Card
    kind: ClassVar[ActionKind] = ActionKind.PLAY
    face: ClassVar[Face] = Face.UP

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Raise ``TypeError``/``ValueError`` unless the fields are a seat and a card."""
        card = self.card
        if type(self.seat) is int and type(card) is Card and card.rank in _RANK_SET and card.suit in _SUIT_SET:
            return                                    # the usual case, checked quickly (_sound, written out)
        _check_seat(self.seat)
        _check_card(self.card)

    def __str__(self) -> str:
        return f"play {self.card.label} face up"


@quick_init
@dataclass(frozen=True, slots=True)
class PlayDown:
    """Put ``card`` face down declaring a rank (UD-8); ``declared`` None: nothing said, it counts as
    3 (UD-9)."""

    seat: int
    card: Card
    declared: int | None = None
    kind: ClassVar[ActionKind] = ActionKind.PLAY
    face: ClassVar[Face] = Face.DOWN

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Raise ``TypeError``/``ValueError`` unless the fields are a seat, a card and a rank or None."""
        card = self.card
        if type(self.seat) is int and type(card) is Card and card.rank in _RANK_SET and card.suit in _SUIT_SET and (
                self.declared is None or (type(self.declared) is int and self.declared in _RANK_SET)):
            return                                    # the usual case, checked quickly (_sound, written out)
        _check_seat(self.seat)
        _check_card(self.card)
        if self.declared is not None:
            _check_declared(self.seat, self.declared)

    @property
    def counts_as(self) -> int:
        """The rank this card counts as if it stands (UD-3, UD-9)."""
        return FORGOTTEN_DECLARATION if self.declared is None else self.declared

    def __str__(self) -> str:
        said = "nothing" if self.declared is None else RANK_LABELS[self.declared]
        return f"play {self.card.label} face down declared as {said}"


def _check_declared(seat: int, declared: Any) -> int:
    if type(declared) is int and declared in _RANK_SET:
        return declared                           # the usual case, checked quickly
    if isinstance(declared, str):
        raise TypeError(f'declared must be a rank number from 2 to 14 (play_down(seat, card, "10") reads a label), '
                        f"not {shown(declared)}")
    try:
        return read_rank(declared, "declared")
    except CardError as err:
        raise IllegalMove(seat, _("declare {rank}", rank=shown(declared)), err.text, "UD-8") from None


@quick_init
@dataclass(frozen=True, slots=True)
class Challenge:
    """Challenge the face-down card just played (UD-10, UD-12)."""

    seat: int
    kind: ClassVar[ActionKind] = ActionKind.CHALLENGE

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Raise ``TypeError``/``ValueError`` unless ``seat`` is a seat number."""
        _check_seat(self.seat)

    def __str__(self) -> str:
        return "challenge"


@quick_init
@dataclass(frozen=True, slots=True)
class Pass:
    """Let the face-down card stand, as far as this seat is concerned (UD-10)."""

    seat: int
    kind: ClassVar[ActionKind] = ActionKind.PASS

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Raise ``TypeError``/``ValueError`` unless ``seat`` is a seat number."""
        _check_seat(self.seat)

    def __str__(self) -> str:
        return "pass"


Action = PlayUp | PlayDown | Challenge | Pass
ACTION_TYPES = (PlayUp, PlayDown, Challenge, Pass)


def play_up(seat: int, card: str | Card) -> PlayUp:
    """Put a card face up; its real rank counts (UD-7)."""
    return PlayUp(seat, card if _sound(card) else read_card(card, "card"))


def play_down(seat: int, card: str | Card, declared: str | int | None = None) -> PlayDown:
    """Put a card face down declaring a rank (UD-8): a number 2..14 or a label such as "10", "J";
    no declaration counts as 3 (UD-9).

    >>> play_down(0, "7h", "J").declared, play_down(0, "7h", 11).counts_as, play_down(0, "7h").counts_as
    (11, 11, 3)
    >>> play_down(0, "7h", "16")                          # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.IllegalMove: seat 0 cannot declare '16': declared must be one of the 13 ranks (...), not "16" (UD-8)
    """
    _check_seat(seat)
    read = card if _sound(card) else read_card(card, "card")
    if declared is None:
        return PlayDown(seat, read)
    if isinstance(declared, str):
        try:
            declared = read_rank(declared, "declared")
        except CardError as err:
            raise IllegalMove(seat, _("declare {rank}", rank=shown(declared)), err.text, "UD-8") from None
    return PlayDown(seat, read, declared)


def challenge(seat: int) -> Challenge:
    """Challenge the face-down card just played (UD-10)."""
    return Challenge(seat)


def pass_(seat: int) -> Pass:
    """Let the face-down card stand, as far as this seat is concerned (UD-10)."""
    return Pass(seat)


def check_action(action: Any) -> Action:
    """``action`` if it is one of the four action records with sound fields (a record's fields are
    checked when it is made; this checks again, in case they were changed since)."""
    if not isinstance(action, ACTION_TYPES):
        raise TypeError(f"action must be an 一上一下 action (play_up, play_down, challenge or pass_), "
                        f"not {shown(action)}")
    action.validate()
    return action
