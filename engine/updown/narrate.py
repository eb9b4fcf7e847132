"""A 一上一下 game told in plain sentences, for the narrator above a game screen (UD-1 … UD-17).

Pure functions: events in, sentences out (:class:`engine.i18n.Text`, rendered in English or
Chinese when shown). Told to a player (``you`` is their seat) they speak in the second person
and use only the events as that seat saw them; told to a teacher keeping a real table (``you``
None) they speak of everyone in the third person and say what the table must do now ("乙 Yi
draws one card").

>>> from engine.cards import Card
>>> from engine.updown.events import Challenged, PlayedDown, Revealed, TookPile, NewRound
>>> names = ["You", "乙 Yi", "丙 Bing"]
>>> events = [PlayedDown(2, None, 11, 9), Challenged(0, 2), Revealed(2, Card(11, "C"), 11, False),
...           TookPile(0, 8), NewRound(0)]
>>> for sentence in tell(events, names, you=0):
...     print(sentence)
丙 Bing put a card face down and said “J”.
You challenged 丙 Bing's “J”. It really was J♣, so the challenge fails and you take the 8-card pile.
New round: the target is back to 3 and the next card goes face up. You lead.
>>> for sentence in tell(events, ["甲 Jia", "乙 Yi", "丙 Bing"]):     # a teacher at a real table
...     print(sentence)
丙 Bing puts a card face down and says “J”.
甲 Jia challenges 丙 Bing's “J”. Turned over: J♣ — the challenge fails (UD-12). 甲 Jia takes the whole pile, 8 cards.
New round: target 3, face up first. 甲 Jia leads (UD-13).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from ..cards import RANK_LABELS, Card, updown_order
from ..i18n import Capital, Joined, Lang, Text, _, ngettext
from ..narrate import mention, times
from ..ratings import BotName
from ..terms import LIST_SEPARATORS_ZH
from .bot_base import challenge_estimate, chance_by_declaration, known_copies, last_to_answer_a_last_card
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
)
from .quiz import challenge_figure
from .records import Face, Phase, PileCard
from .rules import START_TARGET, a_rank, is_below
from .view import UpDownView

__all__ = ["Table", "hint", "mention", "moment", "now", "said", "summary", "tell", "times"]


class Said(NamedTuple):
    """A declared rank as a player says it: in quotes in English (“J”); in Chinese bare, spaced like
    a numeral (「报 J」), as the transcripts and the Chinese style guide (engine/zh_style.py) write it."""

    rank: int

    def localized(self, lang: Lang) -> str:
        label = RANK_LABELS[self.rank]
        return f"“{label}”" if lang == "en" else label

    def __str__(self) -> str:
        return self.localized("en")


def said(rank: int) -> Said:
    """A declared rank as a player says it: “J”.

    >>> str(said(11)), str(said(10)), said(11).localized("zh")
    ('“J”', '“10”', 'J')
    """
    return Said(rank)


def _who(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def tell(events: Sequence[Event], names: Sequence[str], you: int | None = None,
         earlier: Sequence[Event] = ()) -> list[Text]:
    """What happened in ``events``, one sentence for each thing a player would notice: a play, a
    draw, a challenge with its verdict and who takes the pile, a new round, the end.

    ``you``: the seat being told (the events as that seat saw them); None tells a teacher, in the
    present tense, what the table must do. Deals are summed up in one sentence. ``earlier``: the events
    told before these, where a challenge told now may answer a card put down then (with nothing declared,
    it is said so).
    """
    out: list[Text] = []
    teacher = you is None
    last_down: PlayedDown | None = next((e for e in reversed(earlier) if isinstance(e, PlayedDown)), None)
    challenge: Challenged | None = None
    reveal: Revealed | None = None
    draws: list[DrawForLead] = []
    drawn = False                  # a draw decided the lead (UD-4): the leader is said to have drawn highest
    dealt = False
    let_stand = False              # "you" passed: said once the card stands, or before what comes instead
    for event in events:
        if not isinstance(event, DrawForLead) and draws:
            out.append(_draws_for_lead(draws, names, you))
            draws = []
        if let_stand and not isinstance(event, Passed | Stood):
            out.append(_("You let it stand."))
            let_stand = False
        if isinstance(event, DrawForLead):
            draws.append(event)
            drawn = True
        elif isinstance(event, Lead):
            out.append(_lead(event.seat, names, you, drawn))
        elif isinstance(event, Deal):
            if not dealt:
                out.append(_("Everyone is dealt seven cards; the rest is the stock (UD-1)."))
                dealt = True
        elif isinstance(event, PlayedUp):
            out.append(_played_up(event, names, you))
        elif isinstance(event, Drew):
            out.append(_drew(event, names, you))
        elif isinstance(event, NoDraw):
            out.append(_("It is below the target, but the stock is empty: no card to draw (UD-15)."))
        elif isinstance(event, PlayedDown):
            last_down = event
            out.append(_played_down(event, names, you))
        elif isinstance(event, Passed):
            let_stand = let_stand or event.seat == you
        elif isinstance(event, Stood):
            rank = RANK_LABELS[event.counts_as]
            if teacher:
                out.append(_("Nobody challenges: it stands as {rank}, the new target (UD-10).", rank=rank))
            elif let_stand:            # one sentence: your pass and the card standing (UD-10)
                out.append(_("You let it stand: the target is now {rank}.", rank=rank)
                           if len(names) == 2 else        # at a table of two there is nobody else to ask
                           _("You let it stand and nobody else challenged, so it stands: the target is now "
                             "{rank}.", rank=rank))
            else:
                out.append(_("Nobody challenged, so it stands: the target is now {rank}.", rank=rank))
            let_stand = False
        elif isinstance(event, Challenged):
            challenge = event
        elif isinstance(event, Revealed):
            reveal = event
        elif isinstance(event, TookPile):
            if challenge is not None and reveal is not None:
                # the target the card was played on: the reveal carries it, since the face-down play may
                # have been told at an earlier step (a session tells only the events new since the last)
                before = (reveal.target_before if reveal.target_before is not None else
                          last_down.target_before if last_down is not None else None)
                unsaid = reveal.nothing_said or (last_down is not None and last_down.declared is None)
                out.append(_verdict(challenge, reveal, event, before, names, you, unsaid))
            else:
                out.append(_took(event, names, you))
            challenge = reveal = None
        elif isinstance(event, NewRound):
            out.append(_new_round(event.seat, names, you))
        elif isinstance(event, Won):
            out.append(_won(event.seat, names, you))
        elif isinstance(event, LimitReached):
            out.append(_limit(event, names, you))
    if draws:
        out.append(_draws_for_lead(draws, names, you))
    if let_stand:                  # the events end before the others have answered
        out.append(_("You let it stand."))
    return out


def _draws_for_lead(draws: Sequence[DrawForLead], names: Sequence[str], you: int | None) -> Text:
    """The draw for the lead, a tie drawing again said as such (the thirteenth native read: 「每人抽了一张牌：你 4♦、
    乙 J♦、丙 J♥、乙 9♠、丙 2♦」 named 乙 and 丙 twice in one draw)."""
    rounds: list[list[DrawForLead]] = [[]]
    for d in draws:
        if any(e.seat == d.seat for e in rounds[-1]):        # a seat draws again: the tied ones' next draw
            rounds.append([])
        rounds[-1].append(d)

    def who(d: DrawForLead) -> Any:
        return _("you") if d.seat == you else _who(names, d.seat)

    def drawn(ds: list[DrawForLead]) -> Joined:
        return Joined(tuple(Joined((who(d), d.card.label), " ") for d in ds))

    said = _("To choose who leads, everyone drew a card: {parts} (UD-4).", parts=drawn(rounds[0]))
    for again in rounds[1:]:
        said = _("{said} {tied} tied for the highest and drew again: {parts}.", said=said,
                 tied=Capital(Joined(tuple(who(d) for d in again), last=" and ")), parts=drawn(again))
    return said


def _lead(seat: int, names: Sequence[str], you: int | None, drawn: bool) -> Text:
    if seat == you and drawn:
        return _("You drew the highest card, so you lead the first round.")
    if seat == you:                  # the table chose the leader: nobody drew (the eleventh native read)
        return _("You lead the first round (UD-4).")
    return _("{who} leads the first round (UD-4).", who=_who(names, seat))


def _played_up(e: PlayedUp, names: Sequence[str], you: int | None) -> Text:
    card = e.card.label
    if you is None:
        return _("{who} plays {card} face up.", who=_who(names, e.seat), card=card)
    if e.seat == you:
        return _("You played {card} face up.", card=card)
    return _("{who} played {card} face up.", who=_who(names, e.seat), card=card)


def _drew(e: Drew, names: Sequence[str], you: int | None) -> Text:
    if you is None:
        return _("It is below the target, so {who} draws one card from the stock (UD-7).", who=_who(names, e.seat))
    if e.seat == you:
        if e.card is not None:
            return _("It was below the target, so you drew a card: {card} (UD-7).", card=e.card.label)
        return _("It was below the target, so you drew a card (UD-7).")
    return _("It was below the target, so {who} drew a card (UD-7).", who=_who(names, e.seat))


def _played_down(e: PlayedDown, names: Sequence[str], you: int | None) -> Text:
    who = _who(names, e.seat)
    if e.declared is None:
        if you is None:
            return _("{who} puts a card face down without declaring: it counts as 3 (UD-9).", who=who)
        if e.seat == you:
            return _("You put a card face down without declaring: it counts as 3 (UD-9).")
        return _("{who} put a card face down without declaring: it counts as 3 (UD-9).", who=who)
    rank = said(e.declared)
    if you is None:
        return _("{who} puts a card face down and says {rank}.", who=who, rank=rank)
    if e.seat == you:
        if e.card is not None:
            return _("You put {card} face down and said {rank}.", card=e.card.label, rank=rank)
        return _("You put a card face down and said {rank}.", rank=rank)
    return _("{who} put a card face down and said {rank}.", who=who, rank=rank)


def _verdict(c: Challenged, r: Revealed, took: TookPile, target_before: int | None, names: Sequence[str],
             you: int | None, unsaid: bool = False) -> Text:
    """One sentence for a challenge: who challenged whose card, what it was, who takes the pile. ``unsaid``:
    the card went down with nothing declared — never "the 3 declared" (the thirteenth native read)."""
    rank, card, count = said(r.counts_as), r.card.label, took.count
    why = ""
    if r.succeeds and r.card.rank == r.counts_as and target_before is not None:
        why = RANK_LABELS[target_before]         # true, but below the target it was played on (UD-12)
    challenger, claimant, taker = _who(names, c.challenger), _who(names, c.claimant), _who(names, took.seat)
    if you is None:
        verdict = (_("the challenge succeeds (UD-12)") if r.succeeds else _("the challenge fails (UD-12)"))
        if why and unsaid:
            verdict = _("it is a 3, but below the target {target}, so the challenge succeeds (UD-12)", target=why)
        elif unsaid and r.card.rank != r.counts_as:       # why, as for a 3 (the 26th read)
            verdict = _("it is not a 3, so the challenge succeeds (UD-12)")
        elif unsaid:
            verdict = _("it is a 3, and not below the target 3, so the challenge fails (UD-12)")
        elif why:
            verdict = _("it is true but below the target {target}, so the challenge succeeds (UD-12)", target=why)
        if unsaid:
            return ngettext("{challenger} challenges {claimant}'s card put down with nothing declared (it counts as "
                            "3). Turned over: {card} — {verdict}. {taker} takes the whole pile, {n} card.",
                            "{challenger} challenges {claimant}'s card put down with nothing declared (it counts as "
                            "3). Turned over: {card} — {verdict}. {taker} takes the whole pile, {n} cards.", count,
                            challenger=challenger, claimant=claimant, card=card, verdict=verdict, taker=taker)
        return ngettext("{challenger} challenges {claimant}'s {rank}. Turned over: {card} — {verdict}. "
                        "{taker} takes the whole pile, {n} card.",
                        "{challenger} challenges {claimant}'s {rank}. Turned over: {card} — {verdict}. "
                        "{taker} takes the whole pile, {n} cards.", count,
                        challenger=challenger, claimant=claimant, rank=rank, card=card, verdict=verdict, taker=taker)
    if unsaid and c.claimant == you:
        opening = _("{challenger} challenged your card put down with nothing declared.", challenger=challenger)
    elif unsaid:
        opening = (_("You challenged {claimant}'s card put down with nothing declared.", claimant=claimant)
                   if c.challenger == you else
                   _("{challenger} challenged {claimant}'s card put down with nothing declared.",
                     challenger=challenger, claimant=claimant))
    elif c.challenger == you:
        opening = _("You challenged {claimant}'s {rank}.", claimant=claimant, rank=rank)
    elif c.claimant == you:
        opening = _("{challenger} challenged your {rank}.", challenger=challenger, rank=rank)
    else:
        opening = _("{challenger} challenged {claimant}'s {rank}.", challenger=challenger, claimant=claimant,
                    rank=rank)
    if unsaid and why:                  # nothing was declared: no "really" (the seventeenth native read)
        real = _("It was {card}, and 3 is below the target {target}", card=card, target=why)
        outcome = _("so the challenge succeeds")
    elif unsaid and r.card.rank != r.counts_as:
        real = _("It was {card}, not a 3", card=card)
        outcome = _("so the challenge succeeds")
    elif unsaid:                        # a 3 on the target 3: why it stands (the 24th read)
        real = _("It was {card}: a 3, and not below the target 3", card=card)
        outcome = _("so the challenge fails")
    elif r.succeeds and not why:
        real = _("It was really {card}", card=card) if r.card.rank != r.counts_as else _("It was {card}", card=card)
        outcome = _("so the challenge succeeds")
    elif why:
        real = _("It really was {card}, but {rank} is below the target {target}", card=card,
                 rank=a_rank(r.card.rank), target=why)
        outcome = _("so the challenge succeeds")
    else:
        real = _("It really was {card}", card=card)
        outcome = _("so the challenge fails")
    if took.seat == you:
        taking = ngettext("you take the {n}-card pile", "you take the {n}-card pile", count)
    else:
        taking = ngettext("{taker} takes the {n}-card pile", "{taker} takes the {n}-card pile", count, taker=taker)
    return _("{opening} {real}, {outcome} and {taking}.", opening=opening, real=real, outcome=outcome, taking=taking)


def _took(e: TookPile, names: Sequence[str], you: int | None) -> Text:
    if e.seat == you:
        return ngettext("You took the pile ({n} card).", "You took the pile ({n} cards).", e.count)
    return ngettext("{who} took the pile ({n} card).", "{who} took the pile ({n} cards).", e.count,
                    who=_who(names, e.seat))


def _new_round(seat: int, names: Sequence[str], you: int | None) -> Text:
    if you is None:
        return _("New round: target 3, face up first. {who} leads (UD-13).", who=_who(names, seat))
    if seat == you:
        return _("New round: the target is back to 3 and the next card goes face up. You lead.")
    return _("New round: the target is back to 3 and the next card goes face up. {who} leads.",
             who=_who(names, seat))


def _won(seat: int, names: Sequence[str], you: int | None) -> Text:
    if seat == you:
        return _("Your last card stood: you have played out every card and win the game (UD-5)!")
    return _("{who} has played out every card and wins the game (UD-5).", who=_who(names, seat))


def _limit(e: LimitReached, names: Sequence[str], you: int | None) -> Text:
    who = Joined(tuple(_("you") if s == you else _who(names, s) for s in e.winners), last=" and ")
    if len(e.winners) > 1:             # a shared win is said so: 并列 (the 22nd read)
        return _("The play limit of {plays} plays is reached: {who} have the fewest cards and share the win (UD-16).",
                 plays=e.plays, who=who)
    return _("The play limit of {plays} plays is reached: the fewest cards win — {who} (UD-16).", plays=e.plays,
             who=who)


class Table(Protocol):
    """What :func:`now` reads: a seat's view or a referee's game both have these."""

    @property
    def phase(self) -> Phase: ...
    @property
    def face_due(self) -> Face: ...
    @property
    def target(self) -> int: ...
    @property
    def pile(self) -> tuple[PileCard, ...]: ...
    @property
    def winners(self) -> tuple[int, ...]: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    @property
    def stock_size(self) -> int: ...


def now(table: Table, names: Sequence[str], to_act: int | None, you: int | None = None,
        asking: Sequence[int] = ()) -> Text:
    """Where the game stands and what may be done now: whose turn, which face, what a choice
    costs. ``to_act``: the seat asked or playing; ``asking``: for a teacher, every seat still to
    be asked about an open face-down card (UD-10, UD-11).

    >>> from engine.updown import UpDownRules, new_game
    >>> game = new_game(UpDownRules(players=3, first_player=0), seed=4)
    >>> print(now(game.view(0), ["You", "乙 Yi", "丙 Bing"], game.to_act, you=0))   # doctest: +NORMALIZE_WHITESPACE
    Your turn: play any card face up. It sets the target; the target is 3, the lowest rank, so no card makes
    you draw (UD-7).
    """
    target = RANK_LABELS[table.target]
    if table.winners:
        if you is not None and you in table.winners and len(table.winners) == 1:
            return _("The game is over: you won!")
        if len(table.winners) > 1:          # a shared win at the play limit, said so (the 22nd read)
            return _("The game is over: {who} share the win (UD-16).",
                     who=Joined(tuple(_("you") if s == you else _who(names, s) for s in table.winners), last=" and "))
        return _("The game is over: {who} won.", who=Joined(tuple(_who(names, s) for s in table.winners), last=" and "))
    if table.phase is Phase.CHALLENGE and table.pile:
        asking = tuple(asking) or tuple(getattr(table, "asking", ()))     # a referee knows whom to ask
        top = table.pile[-1]
        rank, claimant = said(top.counts_as), _who(names, top.seat)
        pile = len(table.pile)
        if top.nothing_said:        # never "their 3": nothing was declared (the 22nd read, lesson 09's prompt)
            return _unsaid_now(top, claimant, names, to_act, you, asking, pile, table.hand_sizes[top.seat] == 0)
        if you is None and not asking:         # never an empty 「按顺序问：（UD-10、UD-11）」 (the 23rd read)
            return _("Does anyone challenge {claimant}'s {rank}? Ask the players in turn order (UD-10, UD-11).",
                     claimant=claimant, rank=rank)
        if you is None:
            order = Joined(tuple(_who(names, s) for s in asking), sep=", then ")
            return _("Does anyone challenge {claimant}'s {rank}? Ask in turn order: {order} (UD-10, UD-11).",
                     claimant=claimant, rank=rank, order=order)
        if to_act == you:
            last = table.hand_sizes[top.seat] == 0
            if last:
                return ngettext("Your call: challenge {claimant}'s {rank} or let it stand? It is their last card — "
                                "if it stands, they win. The pile holds {n} card.",
                                "Your call: challenge {claimant}'s {rank} or let it stand? It is their last card — "
                                "if it stands, they win. The pile holds {n} cards.", pile, claimant=claimant,
                                rank=rank)
            return ngettext("Your call: challenge {claimant}'s {rank} or let it stand? The loser of a challenge "
                            "takes the pile ({n} card).",
                            "Your call: challenge {claimant}'s {rank} or let it stand? The loser of a challenge "
                            "takes the pile ({n} cards).", pile, claimant=claimant, rank=rank)
        return _("{who} is deciding whether to challenge.", who=_who(names, to_act if to_act is not None else -1))
    face = table.face_due
    if you is None:
        who = _who(names, to_act if to_act is not None else -1)
        return (_("{who} plays next, face up; the target is {target}.", who=who, target=target) if face is Face.UP
                else _("{who} plays next, face down, declaring a rank; the target is {target}.", who=who,
                       target=target))
    if to_act == you:
        if face is Face.UP and table.target == START_TARGET:     # the lowest rank: no card is below it
            return _("Your turn: play any card face up. It sets the target; the target is {target}, the lowest "
                     "rank, so no card makes you draw (UD-7).", target=target)
        if face is Face.UP and table.stock_size == 0:     # nothing to draw (UD-15): the fourteenth native read
            return _("Your turn: play any card face up. It sets the target; the stock is empty, so even a card "
                     "below the target {target} draws nothing (UD-15).", target=target)
        if face is Face.UP:
            return _("Your turn: play any card face up. It sets the target; a card below the target {target} "
                     "would make you draw one (UD-7).", target=target)
        return _("Your turn: put a card face down and declare a rank — the truth or a bluff. The target is "
                 "{target} (UD-8).", target=target)
    who = _who(names, to_act if to_act is not None else -1)
    return (_("{who} plays next, face up.", who=who) if face is Face.UP
            else _("{who} plays next, face down.", who=who))


def _unsaid_now(top: PileCard, claimant: str, names: Sequence[str], to_act: int | None, you: int | None,
                asking: Sequence[int], pile: int, last: bool) -> Text:
    """:func:`now` for an open card put down with nothing declared: it counts as 3 (UD-9)."""
    unsaid = _("the card {claimant} put down with nothing declared (it counts as {rank}, UD-9)", claimant=claimant,
             rank=RANK_LABELS[top.counts_as])
    if you is None and not asking:
        return _("Does anyone challenge {unsaid}? Ask the players in turn order (UD-10, UD-11).", unsaid=unsaid)
    if you is None:
        order = Joined(tuple(_who(names, s) for s in asking), sep=", then ")
        return _("Does anyone challenge {unsaid}? Ask in turn order: {order} (UD-10, UD-11).", unsaid=unsaid,
                 order=order)
    if to_act != you:
        return _("{who} is deciding whether to challenge.", who=_who(names, to_act if to_act is not None else -1))
    if last:
        return ngettext("Your call: challenge {unsaid} or let it stand? It is {claimant}'s last card — if it stands, "
                        "{claimant} wins. The pile holds {n} card.",
                        "Your call: challenge {unsaid} or let it stand? It is {claimant}'s last card — if it stands, "
                        "{claimant} wins. The pile holds {n} cards.", pile, unsaid=unsaid, claimant=claimant)
    return ngettext("Your call: challenge {unsaid} or let it stand? The loser of a challenge takes the pile ({n} "
                    "card).",
                    "Your call: challenge {unsaid} or let it stand? The loser of a challenge takes the pile ({n} "
                    "cards).", pile, unsaid=unsaid)


def moment(view: UpDownView, names: Sequence[str]) -> Text:
    """The open face-down card as the seat asked about it sees it: who says what, on which target,
    and how many cards that player has left.

    >>> from engine.updown.scenario import play_down, play_up, position
    >>> game = position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")], asking=[0])
    >>> print(moment(game.view(0), ["You", "乙 Yi"]))
    乙 Yi put a card face down and says “K”; the target before it was Q. 乙 Yi has 2 cards left.
    """
    top, before = view.pile[-1], view.target_before
    claimant = _who(names, top.seat)
    left = view.hand_sizes[top.seat]
    target = RANK_LABELS[before if before is not None else view.target]
    if top.nothing_said and not left:          # said as it was: nothing (UD-9; the 22nd read)
        return _("{claimant} put their last card face down and declared nothing, so it counts as {rank} (UD-9); "
                 "the target before it was {target}.", claimant=claimant, rank=RANK_LABELS[top.counts_as],
                 target=target)
    if top.nothing_said:
        return ngettext("{claimant} put a card face down and declared nothing, so it counts as {rank} (UD-9); the "
                        "target before it was {target}. {claimant} has {n} card left.",
                        "{claimant} put a card face down and declared nothing, so it counts as {rank} (UD-9); the "
                        "target before it was {target}. {claimant} has {n} cards left.", left, claimant=claimant,
                        rank=RANK_LABELS[top.counts_as], target=target)
    if not left:
        return _("{claimant} put their last card face down and says {rank}; the target before it was {target}.",
                 claimant=claimant, rank=said(top.counts_as), target=target)
    return ngettext("{claimant} put a card face down and says {rank}; the target before it was {target}. "
                    "{claimant} has {n} card left.",
                    "{claimant} put a card face down and says {rank}; the target before it was {target}. "
                    "{claimant} has {n} cards left.", left, claimant=claimant, rank=said(top.counts_as), target=target)


def hint(view: UpDownView, names: Sequence[str]) -> list[Text]:
    """The coach, from this seat's view only: the chance the open declaration is false and what a
    challenge would win or cost; or, when it is this seat's play, which cards reach the target.

    >>> from engine.updown.scenario import play_down, play_up, position
    >>> game = position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")], asking=[0])
    >>> for tip in hint(game.view(0), ["You", "乙 Yi"]):
    ...     print(tip.render("en", ["You", "乙 Yi"]))       # doctest: +NORMALIZE_WHITESPACE
    From what you can see, a challenge of 乙 Yi's “K” would succeed about 38% of the time.
    This counts 乙 Yi's 3 cards before the play as any of the 49 cards you cannot account for (0 of the 4
    kings are accounted for elsewhere), and assumes a player plays their lowest card at or above the target
    truthfully when they have one, bluffs anyway 15% of the time (the starting guess, as none of their cards has
    been turned over yet), and a bluffer names any rank from the target up.
    The same count for each rank 乙 Yi could have declared on the target Q: Q: 42% · K: 38% · A: 43% · 2: 48%.
    Challenge and be right: 乙 Yi takes the 2-card pile. Be wrong: you take it.
    """
    me = view.seat
    if view.phase is Phase.CHALLENGE and view.to_act == me:
        top = view.pile[-1]
        estimate = challenge_estimate(view)
        p = estimate.chance
        claimant, rank, pile = _who(names, top.seat), said(top.counts_as), len(view.pile)
        stake = ngettext("Challenge and be right: {claimant} takes the {n}-card pile. Be wrong: you take it.",
                         "Challenge and be right: {claimant} takes the {n}-card pile. Be wrong: you take it.",
                         pile, claimant=claimant)
        if top.nothing_said:          # never "their 3": nothing was declared, it counts as 3 (UD-9; the 22nd read)
            tips = [challenge_figure(view, estimate), *([] if estimate.sure else [declaration_figures(view, names)]),
                    stake]
        else:
            tips = [_("From what you can see, a challenge of {claimant}'s {rank} is sure to succeed.",
                      claimant=claimant, rank=rank) if estimate.sure else
                    _("From what you can see, a challenge of {claimant}'s {rank} would almost surely succeed.",
                      claimant=claimant, rank=rank) if p >= 0.995 else
                    _("From what you can see, a challenge of {claimant}'s {rank} would hardly ever succeed.",
                      claimant=claimant, rank=rank) if p < 0.005 else
                    _("From what you can see, a challenge of {claimant}'s {rank} would succeed about "
                      "{percent:.0%} of the time.", claimant=claimant, rank=rank, percent=p),
                    estimate.said, declaration_figures(view, names), stake]
        if last_to_answer_a_last_card(view):       # nothing to lose (the 26th read)
            tips.append(_("It is {claimant}'s last card, and nobody is asked after you: if you let it stand, "
                          "{claimant} wins, and if a challenge fails, {claimant} wins all the same — a challenge can "
                          "only help (UD-14).", claimant=claimant))
        elif view.hand_sizes[top.seat] == 0:
            tips.append(_("It is {claimant}'s last card: if it stands — nobody challenges it, or a challenge fails — "
                          "{claimant} wins (UD-14).",
                          claimant=claimant))
        return tips
    if view.phase is Phase.PLAY and view.to_act == me:
        target = RANK_LABELS[view.target]
        reaching = sorted((c for c in view.hand if not is_below(c.rank, view.target)), key=_order)
        if not reaching:
            if view.face_due is Face.UP and view.stock_size == 0:      # nothing to draw (UD-15): the tenth read
                if len(view.hand) == 1:
                    return [_("Your last card is below the target {target}, but the stock is empty: play it face up "
                              "and you draw nothing and go out (UD-15, UD-14).", target=target)]
                return [_("None of your cards reaches the target {target}, but the stock is empty: whatever you play "
                          "face up, you draw nothing (UD-15). Play your least useful card.", target=target)]
            if view.face_due is Face.UP and len(view.hand) == 1:      # one card: no "whichever" (the 24th read)
                return [_("Your last card, {card}, is below the target {target}: played face up, it makes you draw "
                          "a card (UD-7), so it does not go out yet.", card=view.hand[0].label, target=target)]
            if view.face_due is Face.UP:
                return [_("None of your cards reaches the target {target}: whatever you play face up, you draw a "
                          "card (UD-7). Play your least useful card.", target=target)]
            if view.target == 2:                   # 2, the highest rank (UD-2): nothing is "more"
                return [_("None of your cards reaches the target {target}: declaring {target} is a bluff. A "
                          "declaration below the target always loses a challenge (UD-12).", target=target)]
            return [_("None of your cards reaches the target {target}: any declaration of {target} or more is a "
                      "bluff. A declaration below the target always loses a challenge (UD-12).", target=target)]
        cards = " ".join(c.label for c in reaching)
        tips = [_("The target is {target}: every card of yours reaches it.", target=target)
                if len(reaching) == len(view.hand) > 1 else      # not a list of the whole hand (the ninth read)
                _("The target is {target}. Cards of yours at or above it: {cards}.", target=target, cards=cards)]
        if view.face_due is Face.DOWN:
            tips.append(_down_tip(reaching, view.target))
        return tips
    if view.phase is Phase.OVER:
        return [_("This game is over: nothing more to decide.")]
    return [_("Nothing to decide yet: wait for your turn.")]


def _down_tip(reaching: Sequence[Card], target: int) -> Text:
    """What the coach says of a face-down play with ``reaching`` (the cards at or above the target, in
    UD-2 order): a true declaration is safe from a challenge (UD-12); 2s and As are kept for a high
    target only while the target is low and lower cards can be played instead."""
    if len(reaching) == 1:
        return _("Declaring {card} truthfully is safe from any challenge.", card=reaching[0].label)
    top = [c for c in reaching if c.rank in (2, 14)]
    if top and len(top) < len(reaching) and updown_order(target) < updown_order(13):
        return _("Declaring any one of them truthfully is safe from a challenge; keep {high} for when the target "
                 "is high.", high=" ".join(c.label for c in top))
    return _("Declaring any one of them truthfully is safe from a challenge.")


def declaration_figures(view: UpDownView, names: Sequence[str]) -> Text:
    """The challenge figure for each rank the open card's player could have declared on its target,
    from this seat's view (:func:`~engine.updown.bot_base.chance_by_declaration`): it moves with the
    declaration. Shown by the coach and by lesson 07."""
    assert view.target_before is not None          # a card is open to challenge
    # 100% only where it is sure: all four of the rank in sight (a rank below the target is not listed)
    # the ends in words, as in a sentence: 「报 A：超过 99%」, not 「>99%」 (the 21st read)
    words = {">99%": _("over 99%"), "<1%": _("under 1%")}
    listed = [(r, words.get(shown, shown)) for r, q in chance_by_declaration(view)
              if not is_below(r, view.target_before) for shown in [_percent(q, sure=known_copies(view, r) == 4)]]
    claimant, target = _who(names, view.pile[-1].seat), RANK_LABELS[view.target_before]
    if len(listed) == 1 and listed[0][0] == view.pile[-1].counts_as:    # what was declared: its figure is above
        return _("On the target {target}, {rank} is the only declaration not below it, and it is what {claimant} "
                 "declared.", claimant=claimant, target=target, rank=RANK_LABELS[listed[0][0]])
    if len(listed) == 1:                # the target 2: one rank to list, not "each" (the thirteenth read)
        chance = listed[0][1]
        return _("On the target {target}, {rank} is the only declaration not below it: had {claimant} declared "
                 "{rank}, the same count gives {chance}.", claimant=claimant, target=target,
                 rank=RANK_LABELS[listed[0][0]], chance=chance)
    figures = Joined(tuple(_("{rank}: {chance}", rank=RANK_LABELS[r], chance=chance)   # zh: 报 3：5%；报 4：…
                           for r, chance in listed), " · ", zh=LIST_SEPARATORS_ZH["; "])
    return _("The same count for each rank {claimant} could have declared on the target {target}: {figures}.",
             claimant=claimant, target=target, figures=figures)


def _percent(p: float, sure: bool = False) -> str:
    """A figure that is not certain never reads 0% or 100% — nor does a model's 1.0 that rests on what it
    assumes of how players play (the eleventh native read): only a ``sure`` one.

    >>> _percent(0.003), _percent(1.0), _percent(1.0, sure=True), _percent(0.42)
    ('<1%', '>99%', '100%', '42%')
    """
    if sure:
        return f"{p:.0%}"
    return "<1%" if 0 < p < 0.005 else ">99%" if 0.995 <= p else f"{p:.0%}"


def _caught(bluffs: int, caught: int) -> Text:
    """How many of ``bluffs`` were caught, in words for the ends (the seventeenth native read: 「虚报了 1 次，一次也没
    被抓到」, 「虚报了 7 次，被抓到 7 次」)."""
    if not caught:
        return _("it was not caught") if bluffs == 1 else _("none was caught")
    if caught == bluffs:
        return _("it was caught") if bluffs == 1 else _("every one was caught")
    return ngettext("{n} was caught", "{n} were caught", caught)


def _order(card: Card) -> tuple[int, str]:
    return updown_order(card.rank), card.suit


def summary(events: Sequence[Event], names: Sequence[str], you: int, hints: int = 0, own: int | None = None,
            helper: str = "reckoner") -> list[Text]:
    """After the game: who won, after how many plays, and how your challenges and bluffs went. ``own``:
    how many of the events are your own, when a bot (``helper``) took your seat after them — its
    challenges and bluffs are told as its own, not yours.

    >>> from engine.cards import Card
    >>> from engine.updown.events import Challenged, PlayedDown, Revealed, TookPile, Won
    >>> events = [PlayedDown(1, None, 10, 8), Challenged(0, 1), Revealed(1, Card(7, "H"), 10, True),
    ...           TookPile(1, 4), Won(0, 31)]
    >>> [str(t) for t in summary(events, ["You", "乙 Yi"], you=0, hints=1)]
    ['You won after 31 plays.', 'You challenged once, and it succeeded.', 'You asked the coach once.']
    >>> [str(t) for t in summary(events, ["You", "乙 Yi"], you=0, own=0)][1:]
    ['Playing on for you, the reckoner challenged once; 1 succeeded.']
    """
    out: list[Text] = []
    plays = 0
    winners: tuple[int, ...] = ()
    for e in events:
        if isinstance(e, Won):
            winners, plays = (e.seat,), e.plays
        elif isinstance(e, LimitReached):
            winners, plays = e.winners, e.plays
    if winners:
        who = Joined(tuple(_("you") if s == you else _who(names, s) for s in winners), last=" and ")
        out.append(ngettext("{who} won after {n} play.", "{who} won after {n} plays.", plays, who=Capital(who))
                   if len(winners) == 1 else       # a shared win at the play limit (UD-16): said so
                   ngettext("{who} shared the win after {n} play.", "{who} shared the win after {n} plays.", plays,
                            who=Capital(who)))
    mine = list(events) if own is None else list(events[:own])
    if own is None or own > 0:
        made, right, bluffs, caught = _challenges_and_bluffs(mine, you)
        if made == 1:
            out.append(_("You challenged once, and it succeeded.") if right else
                       _("You challenged once, and it failed."))
        elif made and not right:          # never "0 succeeded" (成功 0 次, the ninth native read)
            out.append(ngettext("You challenged {n} times; none succeeded.",
                                "You challenged {n} times; none succeeded.", made))
        elif made and right == made:        # 「两次都成功了」, not 「成功 2 次」 (the 26th read)
            out.append(ngettext("You challenged {n} times; every one succeeded.",
                                "You challenged {n} times; every one succeeded.", made))
        elif made:
            out.append(ngettext("You challenged {n} times; {right} succeeded.", "You challenged {n} times; {right} "
                                "succeeded.", made, right=right))
        else:
            out.append(_("You never challenged."))
        if bluffs:
            out.append(ngettext("You bluffed once; {caught}.", "You bluffed {n} times; {caught}.", bluffs,
                                caught=_caught(bluffs, caught)))
        unsaid = _unsaid(mine, you)
        if unsaid:
            out.append(ngettext("You put a card down once with nothing declared (it counts as 3, UD-9).",
                                "You put a card down {n} times with nothing declared (each counts as 3, UD-9).",
                                unsaid))
    if own is not None:
        made, right, bluffs, caught = _challenges_and_bluffs(list(events[own:]), you)
        bot = BotName(helper)
        if made and not right:
            out.append(ngettext("Playing on for you, the {bot} challenged once; it failed.",
                                "Playing on for you, the {bot} challenged {n} times; none succeeded.", made, bot=bot))
        elif made:
            out.append(ngettext("Playing on for you, the {bot} challenged once; {right} succeeded.",
                                "Playing on for you, the {bot} challenged {n} times; {right} succeeded.", made,
                                bot=bot, right=right))
        if bluffs:
            out.append(ngettext("Playing on for you, the {bot} bluffed once; {caught}.",
                                "Playing on for you, the {bot} bluffed {n} times; {caught}.", bluffs, bot=bot,
                                caught=_caught(bluffs, caught)))
    if hints:
        out.append(_("You asked the coach {times}.", times=times(hints)))
    return out


def _challenges_and_bluffs(events: Sequence[Event], you: int) -> tuple[int, int, int, int]:
    """Seat ``you``'s challenges (made, succeeded) and bluffs (made, caught) in ``events``. A card put
    down with nothing declared is no bluff: nothing was said (UD-9; the 24th read) — :func:`_unsaid` counts
    those."""
    made = right = bluffs = caught = 0
    mine_open = bluff_open = False
    for e in events:
        if isinstance(e, PlayedDown):
            mine_open = e.seat == you
            bluff_open = mine_open and e.declared is not None and e.card is not None and e.card.rank != e.counts_as
            bluffs += bluff_open
        elif isinstance(e, Challenged):
            if e.challenger == you:
                made += 1
        elif isinstance(e, Revealed):
            if mine_open and bluff_open and e.succeeds:
                caught += 1
    for e, nxt in zip(events, events[1:], strict=False):
        if isinstance(e, Challenged) and e.challenger == you and isinstance(nxt, Revealed) and nxt.succeeds:
            right += 1
    return made, right, bluffs, caught


def _unsaid(events: Sequence[Event], you: int) -> int:
    """How many cards seat ``you`` put down with nothing declared (UD-9)."""
    return sum(1 for e in events if isinstance(e, PlayedDown) and e.seat == you and e.declared is None)
