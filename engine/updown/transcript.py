"""一上一下 transcripts: the events of a game as plain text a teacher can read aloud.

>>> from engine.updown import UpDownRules, new_game, play_up
>>> game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> game = game.apply(play_up(0, game.hands[0][0]))
>>> print(updown_transcript(game.view(1).events, ["Ann", "Bo"]))
Ann leads. Seven cards each, dealt from the leader (UD-1).
  Ann is dealt 7 cards, face down.
  Bo is dealt 4♠ 7♦ 2♦ 9♠ 8♥ 7♣ 6♠.
Ann plays A♦ face up (target was 3).
>>> print(updown_transcript(game.view(1).events, ["甲", "乙"], lang="zh"))
甲先出。每人 7 张牌，从先出的人开始发（UD-1）。
  甲拿到 7 张牌，牌面朝下。
  乙拿到 4♠ 7♦ 2♦ 9♠ 8♥ 7♣ 6♠。
甲出明牌 A♦（之前目标点数是 3）。
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import RANK_LABELS
from ..i18n import Joined, Lang, Text, _, check_lang, ngettext
from ..transcript import Indented, Namer, write_transcript
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


def line(event: Event, name: Namer) -> Text | Indented | None:
    """One event as a line of text (deals are grouped by :func:`engine.transcript.write_transcript`).
    A face-down card's real rank shows only where the event holds it."""
    match event:
        case DrawForLead(seat, card):
            return _("{who} draws {card} to choose who leads (UD-4).", who=name(seat), card=card.label)
        case Lead(seat):
            return _("{who} leads. Seven cards each, dealt from the leader (UD-1).", who=name(seat))
        case PlayedUp(seat, card, target_before):
            return _("{who} plays {card} face up (target was {target}).", who=name(seat), card=card.label,
                     target=RANK_LABELS[target_before])
        case Drew(seat, card):
            if card:
                return Indented(_("It is below the target: {who} draws a card ({card}) (UD-7).", who=name(seat),
                                  card=card.label))
            return Indented(_("It is below the target: {who} draws a card (UD-7).", who=name(seat)))
        case NoDraw():
            return Indented(_("It is below the target, but the stock is empty: no draw (UD-15)."))
        case PlayedDown(seat, card, declared):
            if declared is None:
                said = (_("{who} plays a card face down, without declaring — it counts as 3 (UD-9) (really {card}).",
                          who=name(seat), card=card.label) if card else
                        _("{who} plays a card face down, without declaring — it counts as 3 (UD-9).", who=name(seat)))
            else:
                said = (_("{who} plays a card face down, declaring {rank} (really {card}).", who=name(seat),
                          rank=RANK_LABELS[declared], card=card.label) if card else
                        _("{who} plays a card face down, declaring {rank}.", who=name(seat),
                          rank=RANK_LABELS[declared]))
            return said
        case Passed(seat):
            return Indented(_("{who} passes.", who=name(seat)))
        case Stood(counts_as=rank):
            return Indented(_("Nobody challenges: it stands as {rank}, the new target (UD-10).",
                              rank=RANK_LABELS[rank]))
        case Challenged(challenger, claimant):
            return Indented(_("{challenger} challenges {claimant}'s card (UD-10).", challenger=name(challenger),
                              claimant=name(claimant)))
        case Revealed(nothing_said=True):                   # never "declared 3" (the 22nd read)
            return Indented(_unsaid_revealed(event))
        case Revealed(card=card, counts_as=rank, succeeds=True, target_before=before) if (
                card.rank == rank and before is not None):     # true, but below: why it fails (the 25th read)
            return Indented(_("Turned over: {card}, declared {rank}: true, but below the target {target} it was "
                              "played on — the challenge succeeds (UD-12).", card=card.label, rank=RANK_LABELS[rank],
                              target=RANK_LABELS[before]))
        case Revealed(card=card, counts_as=rank, succeeds=succeeds):
            outcome = _("the challenge succeeds") if succeeds else _("the challenge fails")
            return Indented(_("Turned over: {card}, declared {rank} — {outcome} (UD-12).", card=card.label,
                              rank=RANK_LABELS[rank], outcome=outcome))
        case TookPile(seat, count):
            return Indented(ngettext("{who} takes the whole pile of {n} card.", "{who} takes the whole pile of {n} "
                                     "cards.", count, who=name(seat)))
        case NewRound(seat):
            return _("New round: target 3, face up first; {who} leads (UD-13).", who=name(seat))
        case Won(seat):
            return _("{who} has played out every card and wins (UD-5).", who=name(seat))
        case LimitReached(winners, plays) if len(winners) > 1:        # a shared win said so (the 22nd read)
            return _("The play limit of {plays} plays is reached: {who} have the fewest cards and share the win "
                     "(UD-16).", plays=plays, who=Joined(tuple(name(s) for s in winners), last=" and "))
        case LimitReached(winners, plays):
            return _("The play limit of {plays} plays is reached: fewest cards wins — {who} (UD-16).", plays=plays,
                     who=Joined(tuple(name(s) for s in winners)))
    return None


def _unsaid_revealed(event: Revealed) -> Text:
    """A card put down with nothing declared, turned over: it counts as 3 (UD-9), and why the challenge
    succeeds or fails (UD-12) — the 25th read: the deciding fact said, not only the outcome."""
    card, before = event.card.label, event.target_before
    if event.card.rank != event.counts_as:
        return _("Turned over: {card}, put down with nothing declared (it counts as 3): not a 3 — the challenge "
                 "succeeds (UD-9, UD-12).", card=card)
    if event.succeeds and before is not None:
        return _("Turned over: {card}, put down with nothing declared (it counts as 3): a 3, but below the target "
                 "{target} — the challenge succeeds (UD-9, UD-12).", card=card, target=RANK_LABELS[before])
    outcome = _("the challenge succeeds") if event.succeeds else _("the challenge fails")
    return _("Turned over: {card}, put down with nothing declared (it counts as {rank}) — {outcome} (UD-9, UD-12).",
             card=card, rank=RANK_LABELS[event.counts_as], outcome=outcome)


def updown_transcript(events: Iterable[Event], names: Sequence[str] | None = None, lang: Lang = "en") -> str:
    """一上一下 events as text in English or Chinese (``lang="zh"``), players named by seat
    (default "Seat 0", "Seat 1" …).

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
        return write_transcript(told, line, Deal, names, check_lang(lang))
    except IndexError:
        raise ValueError(f"names: {len(names or ())} names given, fewer than the seats in the events") from None
