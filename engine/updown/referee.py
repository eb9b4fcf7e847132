"""The referee for a real 一上一下 table: it hears each play and keeps the game straight (UD-1 … UD-17).

The cards are real and in the players' hands, so the referee knows only what the table sees:
face-up cards, declarations, and a face-down card's real rank when it is challenged. It tracks
the target, the face due, whose turn it is, the stock and pile sizes and every hand's size; it
resolves challenges, says who takes the pile and who leads next, and declares the winner.

>>> ref = Referee.start(UpDownRules(players=3), leader=0)
>>> ref = ref.play_up("8S")                     # 甲 plays 8 face up: the target is 8
>>> ref = ref.play_down("10")                   # 乙 puts a card face down and says "10"
>>> ref.asking
(2, 0)
>>> ref = ref.challenged([2], "10H")            # 丙 challenges; it really is a 10 (UD-12)
>>> ref.hand_sizes, ref.turn, ref.target, ref.face_due
((6, 6, 9), 2, 3, 'up')
>>> ref.play_up("QS").play_down("K").no_challenge().target
13
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..cards import RANK_LABELS, Card, CardError, parse_card, parse_rank, updown_order
from ..errors import IllegalMove
from .game import FORGOTTEN_DECLARATION, HAND_SIZE, START_TARGET, Event, UpDownRules, asking_order, challenge_succeeds


@dataclass(frozen=True)
class Referee:
    rules: UpDownRules
    hand_sizes: tuple[int, ...]
    stock: int
    turn: int
    pile: tuple[tuple[int, str, int, Card | None], ...] = ()   # (seat, face, counts as, card if seen)
    target: int = START_TARGET
    face_due: str = "up"
    target_before: int | None = None          # while a face-down card is open to challenge
    plays: int = 0
    winners: tuple[int, ...] = ()
    events: tuple[Event, ...] = ()

    @classmethod
    def start(cls, rules: UpDownRules, leader: int) -> Referee:
        """A new game: 7 cards dealt to each player (UD-1), ``leader`` chosen by the draw (UD-4)."""
        if not 0 <= leader < rules.players:
            raise ValueError(f"the leader must be a seat from 0 to {rules.players - 1}, not {leader} (UD-4)")
        return cls(rules, (HAND_SIZE,) * rules.players, 52 - HAND_SIZE * rules.players, leader,
                   events=(Event("lead", leader),))

    # ---- reading ------------------------------------------------------------------------------

    @property
    def phase(self) -> str:
        if self.winners:
            return "over"
        return "challenge" if self.target_before is not None else "play"

    @property
    def asking(self) -> tuple[int, ...]:
        """Who may still challenge the open face-down card, in turn order (UD-10, UD-11)."""
        return tuple(asking_order(self.rules.players, self.pile[-1][0])) if self.phase == "challenge" else ()

    def status(self, names=None) -> str:
        name = (lambda s: names[s]) if names else (lambda s: f"seat {s}")
        if self.winners:
            return "Game over: " + " and ".join(name(s) for s in self.winners) + " won."
        if self.phase == "challenge":
            seat, _, declared, _ = self.pile[-1]
            return (f"{name(seat)}'s face-down card, declared {RANK_LABELS[declared]}, may be challenged "
                    f"(target before it: {RANK_LABELS[self.target_before]}).")
        return (f"{name(self.turn)} plays next, face {self.face_due}; the target is {RANK_LABELS[self.target]}.")

    # ---- what the table says ------------------------------------------------------------------

    def _refuse(self, what: str, reason: str, rule: str, seat: int | None = None):
        raise IllegalMove(self.turn if seat is None else seat, what, reason, rule)

    def _check_play(self, what: str, face: str) -> None:
        if self.winners:
            self._refuse(what, "the game is over", "UD-5")
        if self.phase == "challenge":
            self._refuse(what, "first say whether the face-down card was challenged", "UD-10")
        if face != self.face_due:
            self._refuse(what, f"the next card goes face {self.face_due}", "UD-6, UD-17")

    def play_up(self, card: str | Card) -> Referee:
        """The player whose turn it is puts ``card`` face up (UD-7)."""
        try:
            card = parse_card(card)
        except CardError as err:
            raise IllegalMove(self.turn, f"play {card!r} face up", str(err), "UD-7") from None
        self._check_play(f"play {card.label} face up", "up")
        seat, sizes, stock = self.turn, list(self.hand_sizes), self.stock
        events = [Event("play_up", seat, card, self.target)]
        sizes[seat] -= 1
        if updown_order(card.rank) < updown_order(self.target):
            if stock:
                sizes[seat] += 1
                stock -= 1
                events.append(Event("draw", seat, None, private=True))
            else:
                events.append(Event("no_draw", seat))
        after = replace(self, hand_sizes=tuple(sizes), stock=stock, pile=self.pile + ((seat, "up", card.rank, card),),
                        target=card.rank, face_due="down", plays=self.plays + 1, events=self.events + tuple(events))
        return after._after_standing(seat)

    def play_down(self, declared: str | int | None = None) -> Referee:
        """The player whose turn it is puts a card face down, declaring a rank (UD-8); none counts as 3 (UD-9)."""
        seat = self.turn
        if declared is not None and not isinstance(declared, int):
            try:
                declared = parse_rank(declared)
            except CardError:
                raise IllegalMove(seat, f"declare {declared!r}", "a declaration must be one of the 13 ranks",
                                  "UD-8") from None
        self._check_play("play a card face down", "down")
        if self.hand_sizes[seat] == 0:
            self._refuse("play a card face down", "this player has no cards", "UD-5")
        counts_as = FORGOTTEN_DECLARATION if declared is None else declared
        sizes = list(self.hand_sizes)
        sizes[seat] -= 1
        event = Event("play_down", seat, None, counts_as, other=int(declared is None), private=True)
        return replace(self, hand_sizes=tuple(sizes), pile=self.pile + ((seat, "down", counts_as, None),),
                       target_before=self.target, plays=self.plays + 1, events=self.events + (event,))

    def no_challenge(self) -> Referee:
        """Everyone let the face-down card stand: it counts as declared and is never looked at (UD-10)."""
        if self.phase != "challenge":
            self._refuse("let a card stand", "no face-down card is waiting for challenges", "UD-10")
        seat, _, declared, _ = self.pile[-1]
        events = tuple(Event("pass", s) for s in self.asking) + (Event("stands", seat, number=declared),)
        after = replace(self, target=declared, face_due="up", target_before=None, events=self.events + events)
        return after._after_standing(seat)

    def challenged(self, challengers: Iterable[int], real: str | Card) -> Referee:
        """One or more players challenged; the card turned over is ``real``. The first challenger in
        turn order makes the challenge (UD-11); the loser takes the whole pile (UD-12)."""
        if self.phase != "challenge":
            self._refuse("challenge", "no face-down card is waiting for challenges", "UD-10")
        seat, _, declared, _ = self.pile[-1]
        order = list(self.asking)
        wanted = set(challengers)
        if not wanted or not wanted <= set(order):
            self._refuse("challenge", f"only other players may challenge: {', '.join(map(str, order))}", "UD-10",
                         seat=min(wanted - set(order), default=seat))
        try:
            real = parse_card(real)
        except CardError as err:
            raise IllegalMove(seat, f"turn over {real!r}", str(err), "UD-12") from None
        challenger = next(s for s in order if s in wanted)
        succeeds = challenge_succeeds(self.target_before, declared, real.rank)
        loser = seat if succeeds else challenger
        pile = self.pile[:-1] + ((seat, "down", declared, real),)
        events = [Event("pass", s) for s in order[:order.index(challenger)]]
        events += [Event("challenge", challenger, other=seat),
                   Event("reveal", seat, real, declared, other=int(succeeds)),
                   Event("take_pile", loser, number=len(pile), private=True)]
        sizes = list(self.hand_sizes)
        sizes[loser] += len(pile)
        after = replace(self, hand_sizes=tuple(sizes), pile=(), target=START_TARGET, face_due="up",
                        target_before=None, events=self.events + tuple(events))
        if not succeeds and sizes[seat] == 0:
            return replace(after, winners=(seat,), events=after.events + (Event("win", seats=(seat,),
                                                                                number=self.plays),))
        lead = loser if self.rules.lead_after_pickup == "taker" else challenger
        after = replace(after, turn=lead, events=after.events + (Event("new_round", lead),))
        return after._check_limit()

    def _after_standing(self, seat: int) -> Referee:
        if self.hand_sizes[seat] == 0:
            return replace(self, winners=(seat,), events=self.events + (Event("win", seats=(seat,),
                                                                               number=self.plays),))
        return replace(self, turn=(seat + 1) % self.rules.players)._check_limit()

    def _check_limit(self) -> Referee:
        if self.plays < self.rules.play_limit:
            return self
        fewest = min(self.hand_sizes)
        winners = tuple(s for s, n in enumerate(self.hand_sizes) if n == fewest)
        return replace(self, winners=winners, events=self.events + (Event("limit", seats=winners,
                                                                          number=self.plays),))
