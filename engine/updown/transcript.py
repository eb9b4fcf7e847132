"""一上一下 transcripts: the events of a game as plain text a teacher can read aloud.

>>> from engine.updown import UpDownRules, new_game, play_up
>>> game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> game = game.apply(play_up(0, game.hands[0][0]))
>>> print(updown_transcript(game.view(1).events, ["Ann", "Bo"]))
Ann leads. Seven cards each, dealt from the leader (UD-1).
  Ann is dealt 7 cards, face down.
  Bo is dealt 4♠ 7♦ 2♦ 9♠ 8♥ 7♣ 6♠.
Ann plays A♦ face up (target was 3).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import RANK_LABELS
from ..transcript import Namer, write_transcript
from .events import (
    Challenged,
    Deal,
    DrawForLead,
    Drew,
    Event,
    Lead,
    LimitReached,
    NewRound,
    NoDraw,
    Passed,
    PlayedDown,
    PlayedUp,
    Revealed,
    Stood,
    TookPile,
    Won,
    check_events,
)
from .inputs import shown


def line(event: Event, name: Namer) -> str | None:
    """One event as a line of text (deals are grouped by :func:`engine.transcript.write_transcript`).
    A face-down card's real rank shows only where the event holds it."""
    match event:
        case DrawForLead(seat, card):
            return f"{name(seat)} draws {card.label} to choose who leads (UD-4)."
        case Lead(seat):
            return f"{name(seat)} leads. Seven cards each, dealt from the leader (UD-1)."
        case PlayedUp(seat, card, target_before):
            return f"{name(seat)} plays {card.label} face up (target was {RANK_LABELS[target_before]})."
        case Drew(seat, card):
            which = f" ({card.label})" if card else ""
            return f"  It is below the target: {name(seat)} draws a card{which} (UD-7)."
        case NoDraw():
            return "  It is below the target, but the stock is empty: no draw (UD-15)."
        case PlayedDown(seat, card, declared):
            real = f" (really {card.label})" if card else ""
            said = ("without declaring — it counts as 3 (UD-9)" if declared is None
                    else f"declaring {RANK_LABELS[declared]}")
            return f"{name(seat)} plays a card face down, {said}{real}."
        case Passed(seat):
            return f"  {name(seat)} passes."
        case Stood(counts_as=rank):
            return f"  Nobody challenges: it stands as {RANK_LABELS[rank]}, the new target (UD-10)."
        case Challenged(challenger, claimant):
            return f"  {name(challenger)} challenges {name(claimant)}'s card (UD-11)."
        case Revealed(card=card, counts_as=rank, succeeds=succeeds):
            outcome = "the challenge succeeds" if succeeds else "the challenge fails"
            return f"  Turned over: {card.label}, declared {RANK_LABELS[rank]} — {outcome} (UD-12)."
        case TookPile(seat, count):
            return f"  {name(seat)} takes the whole pile of {count} card{'s' if count != 1 else ''}."
        case NewRound(seat):
            return f"New round: target 3, face up first; {name(seat)} leads (UD-13)."
        case Won(seat):
            return f"{name(seat)} has played out every card and wins (UD-5)."
        case LimitReached(winners, plays):
            who = ", ".join(name(s) for s in winners)
            return f"The play limit of {plays} plays is reached: fewest cards wins — {who} (UD-16)."
    return None


def updown_transcript(events: Iterable[Event], names: Sequence[str] | None = None) -> str:
    """一上一下 events as text, players named by seat (default "Seat 0", "Seat 1" …).

    >>> updown_transcript([Lead(0)], names="Ann")
    Traceback (most recent call last):
    ...
    TypeError: names must be a list of players' names, one per seat, not 'Ann'
    """
    told = check_events(events)
    if names is not None and (isinstance(names, str) or not isinstance(names, Sequence)
                              or not all(isinstance(n, str) for n in names)):
        raise TypeError(f"names must be a list of players' names, one per seat, not {shown(names)}")
    try:
        return write_transcript(told, line, Deal, names)
    except IndexError:
        raise ValueError(f"names: {len(names or ())} names given, fewer than the seats in the events") from None
