"""The 一上一下 table as whoever keeps it knows it — every rule of play written once (UD-3 … UD-17).

A :class:`Table` holds the hands, the stock, the centre pile, the target, the face due, whose turn
it is and any open challenge. A card its keeper has not seen is ``None``: the state machine
(:mod:`engine.updown.game`) knows every card, the referee of a real table
(:mod:`engine.updown.referee`) only what the table sees — and both move their table with the same
four transitions, :meth:`Table.play_up`, :meth:`Table.play_down`, :meth:`Table.pass_` and
:meth:`Table.challenge`. Each returns the next table and the events it caused, or raises
:class:`~engine.errors.IllegalMove` and changes nothing. The transitions trust the types of
their arguments (a seat number, a :class:`~engine.cards.Card`): :class:`UpDownState` and the referee
check what their callers give them before it reaches the table.

>>> from engine.cards import parse_cards
>>> t = Table.start(UpDownRules(players=2), [parse_cards("8S 4H"), parse_cards("TD 6H")], [], turn=0)
>>> t, events = t.play_up(0, Card(8, "S"))
>>> t.target, t.face_due, t.turn, events
(8, <Face.DOWN: 'down'>, 1, (PlayedUp(seat=0, card=Card('8S'), target_before=3),))
>>> t, events = t.play_down(1, Card(6, "H"), 10)
>>> t.phase, t.to_act, t.asking
(<Phase.CHALLENGE: 'challenge'>, 0, (0,))
>>> t, events = t.challenge(0)
>>> [str(e.kind) for e in events], t.hand_sizes, t.turn
(['challenge', 'reveal', 'take_pile', 'new_round'], (1, 3), 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..cards import RANK_LABELS, RANKS, Card, CardName
from ..errors import IllegalMove
from ..i18n import Lang, Seat, Text, _
from .actions import Action, Challenge, Pass, PlayDown, PlayUp
from .events import (
    Challenged,
    Drew,
    Event,
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
from .records import Face, Phase, PileCard
from .rules import FORGOTTEN_DECLARATION, START_TARGET, UpDownRules, _asking, _below, _succeeds

Hand = tuple[Card | None, ...]
_UP, _DOWN = Face.UP, Face.DOWN                      # looked up once: enum members are slow to fetch
_PLAY, _CHALLENGE, _OVER = Phase.PLAY, Phase.CHALLENGE, Phase.OVER
_PASSED = {seat: Passed(seat) for seat in range(4)}   # events are immutable: one per seat will do
_new = tuple.__new__             # Table and PileCard made as plain tuples are: every move makes them, and a
#                                  named tuple's own __new__ is a Python function, called with every field
Step = tuple["Table", tuple[Event, ...]]
_RANK_SET = frozenset(RANKS)
_ASKING = {(n, seat): tuple(_asking(n, seat)) for n in range(2, 5) for seat in range(n)}   # UD-10, worked out once


class Table(NamedTuple):
    """One moment of a game, as its keeper knows it (``None`` stands for a card not seen).

    ``turn`` is the seat whose play it is — while a face-down card is open to challenge, the seat
    that played it; ``asking`` the seats still to be asked about that card, in turn order (UD-10);
    ``target_before`` the target it was played on.
    """

    rules: UpDownRules
    hands: tuple[Hand, ...]
    stock: Hand                              # top first
    pile: tuple[PileCard, ...] = ()
    target: int = START_TARGET
    face_due: Face = Face.UP
    turn: int = 0
    phase: Phase = Phase.PLAY
    asking: tuple[int, ...] = ()
    target_before: int | None = None
    plays: int = 0
    winners: tuple[int, ...] = ()

    @classmethod
    def start(cls, rules: UpDownRules, hands: Sequence[Sequence[Card | None]], stock: Sequence[Card | None],
              turn: int) -> Table:
        """The first moment of a round: empty pile, target 3, face up (UD-3, UD-6)."""
        return cls(rules, tuple(tuple(h) for h in hands), tuple(stock), turn=turn)

    # ---- reading ------------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """Who acts now: the player to play, the next seat asked about a face-down card, or nobody."""
        if self.phase is _PLAY:
            return self.turn
        if self.phase is _CHALLENGE:
            return self.asking[0]
        return None

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds (what every player can count)."""
        return tuple(map(len, self.hands))

    def legal_actions(self) -> list[Action]:
        """Every action allowed now; see :func:`legal_actions`."""
        seat = self.to_act
        if seat is None:
            return []
        return legal_actions(self.phase, seat, self.hands[seat], self.face_due)

    def known_cards(self) -> dict[Card, str]:
        """Where each card the keeper has seen is: on the pile or in a seat's hand."""
        where = {p.card: "lies on the pile" for p in self.pile if p.card is not None}
        for seat, hand in enumerate(self.hands):
            where.update({c: f"is in seat {seat}'s hand" for c in hand if c is not None})
        return where

    # ---- the four transitions -----------------------------------------------------------------

    def play_up(self, seat: int, card: Card) -> Step:
        """``seat`` puts ``card`` face up: the target becomes its rank; below the target it draws a
        card while the stock has any (UD-7, UD-15)."""
        self.verify_play(seat, _UP, card, None)
        d = _Draft(self)
        d.take_from_hand(seat, card)
        d.plays += 1
        d.pile = d.pile + (_new(PileCard, (seat, _UP, card.rank, card, False)),)
        d.events.append(PlayedUp(seat, card, self.target))
        if _below(card.rank, self.target):
            if d.stock:
                drawn, d.stock = d.stock[0], d.stock[1:]
                d.hands[seat] = d.hands[seat] + (drawn,)
                d.events.append(Drew(seat, drawn))
            else:
                d.events.append(NoDraw(seat))
        d.target = card.rank
        d.face_due = _DOWN
        d.after_standing(seat)
        return d.freeze()

    def play_down(self, seat: int, card: Card | None, declared: int | None) -> Step:
        """``seat`` puts ``card`` (None: the keeper does not see which) face down declaring a rank
        (UD-8; None: nothing declared, it counts as 3, UD-9); the others are asked in turn order
        whether they challenge it (UD-10)."""
        if declared is not None and declared not in _RANK_SET:
            raise IllegalMove(seat, _play_text(_DOWN, card, declared), _("a declaration must be one of the 13 ranks"),
                              "UD-8")
        self.verify_play(seat, _DOWN, card, declared)
        counts_as = FORGOTTEN_DECLARATION if declared is None else declared
        d = _Draft(self)
        if card is None:                       # the keeper cannot tell which card went: forget them all
            d.hands[seat] = (None,) * (len(d.hands[seat]) - 1)
        else:
            d.take_from_hand(seat, card)
        d.plays += 1
        d.pile = d.pile + (_new(PileCard, (seat, _DOWN, counts_as, card, declared is None)),)
        d.events.append(PlayedDown(seat, card, declared, self.target))
        d.target_before = self.target
        d.phase = _CHALLENGE
        d.asking = _ASKING[self.rules.players, seat]
        return d.freeze()

    def pass_(self, seat: int) -> Step:
        """``seat`` lets the face-down card stand; when everyone asked has passed, it stands as
        declared, never to be looked at, and the target becomes its rank (UD-3, UD-10)."""
        self.verify_answer(seat, "pass")
        if len(self.asking) > 1:                  # others are still to be asked: only that changes
            return _new(Table, (self.rules, self.hands, self.stock, self.pile, self.target, self.face_due, self.turn,
                                self.phase, self.asking[1:], self.target_before, self.plays, self.winners)), \
                (_PASSED[seat],)
        d = _Draft(self)
        d.events.append(_PASSED[seat])
        d.asking = ()
        top = d.pile[-1]
        d.events.append(Stood(top.seat, top.counts_as))
        d.target = top.counts_as
        d.face_due = _UP
        d.phase, d.target_before = _PLAY, None
        d.after_standing(top.seat)
        return d.freeze()

    def challenge(self, seat: int, real: Card | None = None) -> Step:
        """``seat`` challenges the face-down card; it is turned over (``real``: what it turned out to
        be, where the keeper had not seen it). The loser takes the whole pile (UD-12); a new round
        follows (UD-13), unless the card was the claimant's last and stood (UD-14)."""
        self.verify_answer(seat, "challenge")
        top = self.pile[-1]
        card = self._turned_over(seat, top, real)
        assert self.target_before is not None
        succeeds = _succeeds(self.target_before, top.counts_as, card.rank)
        d = _Draft(self)
        d.events.append(Challenged(seat, top.seat))
        d.events.append(Revealed(top.seat, card, top.counts_as, succeeds, self.target_before, top.nothing_said))
        loser = top.seat if succeeds else seat
        taken = tuple([p.card for p in self.pile[:-1]]) + (card,)
        d.hands[loser] = d.hands[loser] + taken
        known = tuple([c for c in taken if c is not None])
        d.events.append(TookPile(loser, len(taken), known if len(known) == len(taken) else ()))
        d.pile, d.asking = (), ()
        d.target, d.face_due, d.phase, d.target_before = START_TARGET, _UP, _PLAY, None
        if not succeeds and not d.hands[top.seat]:
            d.end_won(top.seat)                  # UD-14: the last card stood
            return d.freeze()
        d.turn = loser if self.rules.lead_after_pickup == "taker" else seat
        d.events.append(NewRound(d.turn))
        d.check_limit()
        return d.freeze()

    def first_challenger(self, challengers: Sequence[int]) -> int:
        """Of several seats challenging the open face-down card at once, the one who makes the
        challenge: the first in turn order after its player (UD-11). Every one of them must be
        another player (UD-10)."""
        what = "challenge"
        if self.phase is not _CHALLENGE:
            self.verify_answer(self.turn, what)
        claimant = self.pile[-1].seat
        if not challengers:
            raise IllegalMove(claimant, _("be challenged"), _("name at least one other player who challenged"), "UD-10",
                              _("Nobody has challenged {who}'s card: name at least one other player who challenged "
                                "(UD-10)", who=Seat(claimant)))
        for seat in challengers:
            self._verify_seat(seat, what)
            if seat == claimant:
                raise IllegalMove(seat, _ANSWERS.get(what, what), _("a player cannot challenge their own card"),
                                  "UD-10")
            if seat not in self.asking:
                raise IllegalMove(seat, _ANSWERS.get(what, what), _("{who} already let the card stand", who=Seat(seat)),
                                  "UD-10")
        return next(s for s in self.asking if s in challengers)

    # ---- checks -------------------------------------------------------------------------------

    def verify_play(self, seat: int, face: Face, card: Card | None, declared: int | None = None) -> None:
        """Raise :class:`IllegalMove` unless ``seat`` may put ``card`` (None: one the keeper does
        not see) down with ``face`` showing now (UD-5 … UD-7); ``declared`` only words the refusal."""
        if 0 <= seat < self.rules.players and self.phase is _PLAY and seat == self.turn and face is self.face_due \
                and card is not None and card in self.hands[seat]:
            return                                # the usual case, checked quickly
        what = _play_text(face, card, declared)
        self._verify_seat(seat, what)
        if self.phase is _CHALLENGE:
            raise IllegalMove(seat, what, _("the face-down card is still open to challenge; {who} is asked first",
                                            who=Seat(self.asking[0])), "UD-10")
        if seat != self.turn:
            raise IllegalMove(seat, what, _("it is {who}'s turn", who=Seat(self.turn)), "UD-6")
        if face is not self.face_due:
            raise IllegalMove(seat, what, _("the next card goes face up") if self.face_due is _UP
                              else _("the next card goes face down"), "UD-6")
        if card is not None:
            self._verify_held(seat, card, what)
        elif not self.hands[seat]:
            raise IllegalMove(seat, what, _("{who} has no cards", who=Seat(seat)), "UD-5")

    def _where(self, card: Card) -> Text | None:
        """Where the keeper has seen ``card``, in words (None: not seen)."""
        if any(p.card == card for p in self.pile):
            return _("the {card} lies on the pile", card=CardName(card))
        for holder, hand in enumerate(self.hands):
            if card in hand:
                return _("the {card} is in {who}'s hand", card=CardName(card), who=Seat(holder))
        return None

    def _verify_held(self, seat: int, card: Card, what: _PlayText) -> None:
        hand = self.hands[seat]
        if card in hand:
            return
        if None in hand:                          # the keeper has not seen every card of this hand
            where = self._where(card)
            if where is None:
                return
            raise IllegalMove(seat, what, where, "UD-1")
        raise IllegalMove(seat, what, _("the {card} is not in {who}'s hand", card=CardName(card), who=Seat(seat)),
                          "UD-7")

    def _verify_seat(self, seat: int, what: object) -> None:
        what = _ANSWERS.get(what, what) if isinstance(what, str) else what
        if not 0 <= seat < self.rules.players:
            raise IllegalMove(seat, what, _("seats are numbered 0 to {last}", last=self.rules.players - 1), "UD-1")
        if self.phase is _OVER:
            raise IllegalMove(seat, what, _("the game is over"), "UD-5")

    def nothing_open(self, what: str) -> Text:
        """Why ``what`` ("challenge" or "pass") cannot be answered now, when no face-down card is open (UD-10)."""
        last = self.pile[-1] if self.pile else None
        if what == "pass":
            return _("nobody is being asked now")
        if last is not None and last.face is _UP and what == "challenge":
            return _("a face-up card cannot be challenged")
        if last is not None and last.face is _DOWN:
            return _("the challenge window closed when the last card was let stand")
        return _("no face-down card is waiting for challenges")

    def verify_answer(self, seat: int, what: str) -> None:
        """Raise :class:`IllegalMove` unless ``seat`` is the one asked now whether it challenges
        (``what``: "challenge" or "pass") the face-down card (UD-10, UD-11)."""
        if self.phase is _CHALLENGE and self.asking[0] == seat:
            return                                # the usual case, checked quickly
        self._verify_seat(seat, what)
        if self.phase is not _CHALLENGE:
            raise IllegalMove(seat, _ANSWERS.get(what, what), self.nothing_open(what), "UD-10")
        played_by = self.pile[-1].seat
        if seat == played_by:
            raise IllegalMove(seat, _ANSWERS.get(what, what),
                              _("a player cannot challenge or pass on their own card"), "UD-10")
        if seat != self.asking[0]:
            raise IllegalMove(seat, _ANSWERS.get(what, what), _("{first} comes first in turn order after {played}",
                                                      first=Seat(self.asking[0]), played=Seat(played_by)), "UD-11")

    def _turned_over(self, seat: int, top: PileCard, real: Card | None) -> Card:
        if top.card is not None:
            if real is not None and real != top.card:
                turned = _("the card turned over is the {card}, not the {other}", card=CardName(top.card),
                           other=CardName(real))
                raise IllegalMove(seat, _ANSWERS["challenge"], turned, "UD-12")
            return top.card
        if real is None:
            raise IllegalMove(seat, _ANSWERS["challenge"], _("say which card was turned over"), "UD-12")
        where = self._where(real)
        if where is not None:
            raise IllegalMove(top.seat, _("turn over {card}", card=real.label), where, "UD-1")
        return real


_ANSWERS: dict[object, Text] = {"challenge": _("challenge"), "pass": _("pass"),
                                 "let a card stand": _("let a card stand")}


class _PlayText(NamedTuple):
    """A play in words, made only when a refusal is shown (the usual, legal play never needs it)."""

    face: Face
    card: Card | None
    declared: int | None

    def localized(self, lang: Lang) -> str:
        if self.card is None:               # the referee: the card is not seen
            return (_("play a card face up") if self.face is _UP else
                    _("play a card face down without declaring a rank") if self.declared is None else
                    _("play a card face down declared as {rank}",
                      rank=RANK_LABELS.get(self.declared, str(self.declared)))).render(lang)
        shown = self.card.label
        if self.face is _UP:
            return _("play {card} face up", card=shown).render(lang)
        if self.declared is None:
            return _("play {card} face down without declaring a rank", card=shown).render(lang)
        said = RANK_LABELS.get(self.declared, str(self.declared))
        return _("play {card} face down declared as {rank}", card=shown, rank=said).render(lang)

    def __str__(self) -> str:
        return self.localized("en")


def _play_text(face: Face, card: Card | None, declared: int | None) -> _PlayText:
    return _PlayText(face, card, declared)


def legal_actions(phase: Phase, seat: int, hand: Sequence[Card | None], face_due: Face) -> list[Action]:
    """What ``seat`` may do now, holding ``hand``: in a challenge window challenge or pass (UD-10);
    otherwise play any card face up (UD-7), or face down with each of the 13 declarations and
    with none, which counts as 3 (UD-8, UD-9). Cards not seen (None) are left out.

    >>> hand = (Card(8, "S"),)
    >>> len(legal_actions(Phase.PLAY, 0, hand, Face.UP)), len(legal_actions(Phase.PLAY, 0, hand, Face.DOWN))
    (1, 14)
    >>> legal_actions(Phase.CHALLENGE, 1, (), Face.DOWN)
    [Challenge(seat=1), Pass(seat=1)]
    """
    if phase is _CHALLENGE:
        return [Challenge(seat), Pass(seat)]
    if phase is _OVER:
        return []
    cards = [c for c in hand if c is not None]
    if face_due is _UP:
        return [PlayUp(seat, c) for c in cards]
    return [PlayDown(seat, c, r) for c in cards for r in (*RANKS, None)]


class _Draft:
    """A table being changed by one transition; :meth:`freeze` makes the next :class:`Table`."""

    __slots__ = ("rules", "hands", "stock", "pile", "target", "face_due", "turn", "phase", "asking",
                 "target_before", "plays", "winners", "events")

    def __init__(self, t: Table):
        (self.rules, hands, self.stock, self.pile, self.target, self.face_due, self.turn, self.phase, self.asking,
         self.target_before, self.plays, self.winners) = t
        self.hands = list(hands)
        self.events: list[Event] = []

    def freeze(self) -> Step:
        return _new(Table, (self.rules, tuple(self.hands), self.stock, self.pile, self.target, self.face_due,
                            self.turn, self.phase, self.asking, self.target_before, self.plays, self.winners)), \
            tuple(self.events)

    def take_from_hand(self, seat: int, card: Card) -> None:
        hand = self.hands[seat]
        i = hand.index(card) if card in hand else hand.index(None)
        self.hands[seat] = hand[:i] + hand[i + 1:]

    def after_standing(self, seat: int) -> None:
        """A play stood: its player wins with no cards left (UD-5); else the turn passes clockwise
        (UD-6), unless the play limit is reached (UD-16)."""
        if not self.hands[seat]:
            self.end_won(seat)
            return
        self.turn = (seat + 1) % self.rules.players
        self.check_limit()

    def check_limit(self) -> None:
        if self.plays >= self.rules.play_limit:
            fewest = min(len(h) for h in self.hands)
            self.end(tuple(s for s, h in enumerate(self.hands) if len(h) == fewest))
            self.events.append(LimitReached(self.winners, self.plays))

    def end_won(self, seat: int) -> None:
        self.end((seat,))
        self.events.append(Won(seat, self.plays))

    def end(self, winners: tuple[int, ...]) -> None:
        self.phase, self.winners, self.asking = _OVER, winners, ()
