"""The referee for a real 一上一下 table: it hears each play and keeps the game straight (UD-1 … UD-17).

The cards are real and in the players' hands, so the referee knows only what the table sees:
face-up cards, declarations, and a face-down card's real rank when it is challenged. It keeps a
:class:`~engine.updown.table.Table` in which every card it has not seen is unknown, and moves it
with the very transitions the state machine uses — so it tracks the target, the face due, whose
turn it is, the stock and every hand's size, resolves challenges, says who takes the pile and who
leads next, and declares the winner exactly as the engine would. It also refuses a card it knows
is elsewhere (face up on the pile, or turned over and taken into a hand).

>>> ref = Referee.start(UpDownRules(players=3), leader=0)
>>> ref = ref.play_up("8S")                     # 甲 plays 8 face up: the target is 8
>>> ref = ref.play_down("10")                   # 乙 puts a card face down and says "10"
>>> ref.asking
(2, 0)
>>> ref = ref.challenged([2], "10H")            # 丙 challenges; it really is a 10 (UD-12)
>>> ref.hand_sizes, ref.turn, ref.target, ref.face_due
((6, 6, 9), 2, 3, <Face.UP: 'up'>)
>>> later = ref.play_up("QS").play_down("K").no_challenge()
>>> later.target, later.turn
(13, 1)
>>> later.play_up("8S")                         # 丙 took the 8♠ with the pile
Traceback (most recent call last):
...
engine.errors.IllegalMove: seat 1 cannot play 8♠ face up: the 8 of spades is in seat 2's hand (UD-1)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from ..cards import RANK_LABELS, Card, CardError
from ..errors import IllegalMove, RulesError
from ..i18n import Capital, Joined, Lang, Seat, _, check_lang
from .events import Event, Lead, PlayedDown, seen_by
from .inputs import read_card, read_rank, shown, whole
from .records import Face, Phase, PileCard
from .rules import HAND_SIZE, UpDownRules, check_rules
from .table import Step, Table


@dataclass(frozen=True)
class Referee:
    """The game at a real table as the table saw it; each entry returns the next referee (this one
    unchanged), or raises :class:`~engine.errors.IllegalMove` for what cannot have happened."""

    table: Table
    events: tuple[Event, ...] = ()
    entries: tuple[tuple[Any, ...], ...] = ()        # what the table said, as plain values (:meth:`record`)

    def __post_init__(self) -> None:
        if not isinstance(self.table, Table):
            raise TypeError(f"table must be a Table (Referee.start makes one), not {shown(self.table)}")
        if not isinstance(self.events, tuple):
            raise TypeError(f"events must be a tuple of 一上一下 events, not {shown(self.events)}")

    @classmethod
    def start(cls, rules: UpDownRules, leader: int) -> Referee:
        """A new game: 7 cards dealt to each player (UD-1), ``leader`` chosen by the draw (UD-4)."""
        check_rules(rules)
        leader = whole(leader, "leader", 0, rules.players - 1, ValueError, "UD-4")
        hands = [(None,) * HAND_SIZE] * rules.players
        return cls(Table.start(rules, hands, (None,) * (52 - HAND_SIZE * rules.players), leader), (Lead(leader),))

    # ---- kept, and brought back ---------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The game as plain values JSON can hold — the house rules, the leader, every entry — for
        :meth:`replay` to enter every play again.

        >>> ref = Referee.start(UpDownRules(players=2), leader=1).play_up("8S").play_down(None)
        >>> ref.record()["leader"], ref.record()["entries"]
        (1, [['up', '8S'], ['down', None]])
        >>> Referee.restore(ref.record()) == ref
        True
        """
        rules = {f.name: list(v) if isinstance(v := getattr(self.rules, f.name), tuple) else v
                 for f in fields(self.rules)}
        lead = self.events[0]
        assert isinstance(lead, Lead)
        return {"rules": rules, "leader": lead.seat, "entries": [list(e) for e in self.entries]}

    @classmethod
    def replay(cls, record: Any) -> tuple[Referee, ...]:
        """Every referee of the game :meth:`record` kept, from the start to its last entry, each entry
        checked again as it was the first time. Anything else is a ``ValueError`` saying why.

        >>> Referee.replay({"rules": {"players": 2}, "leader": 0, "entries": [["up", "8S"], ["up", "9S"]]})
        ... # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        ValueError: the kept referee's game cannot be read (entry 2: seat 1 cannot play 9♠ face up: ...
        """
        def broken(problem: object) -> ValueError:
            return ValueError(f"the kept referee's game cannot be read ({str(problem)[:160]})")

        if not isinstance(record, Mapping) or set(record) != {"rules", "leader", "entries"}:
            raise broken("not a referee's record")
        kept, entries = record["rules"], record["entries"]
        if not isinstance(kept, Mapping) or not isinstance(entries, list):
            raise broken("rules and entries")
        if not all(isinstance(k, str) and k in {f.name for f in fields(UpDownRules)} for k in kept):
            raise broken("no such house rule")
        try:
            given: dict[str, Any] = {str(k): tuple(v) if isinstance(v, list) else v for k, v in kept.items()}
            referees = [cls.start(UpDownRules(**given), record["leader"])]      # the rules check their own values
        except (RulesError, TypeError, ValueError) as err:
            raise broken(err) from None
        for number, entry in enumerate(entries, 1):
            try:
                referees.append(_again(referees[-1], entry))
            except (IllegalMove, TypeError, ValueError) as err:
                raise broken(f"entry {number}: {err}") from None
        return tuple(referees)

    @classmethod
    def restore(cls, record: Any) -> Referee:
        """The referee :meth:`record` kept, every entry made again (see :meth:`replay`)."""
        return cls.replay(record)[-1]

    # ---- reading ------------------------------------------------------------------------------

    @property
    def rules(self) -> UpDownRules:
        return self.table.rules

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return self.table.hand_sizes

    @property
    def stock_size(self) -> int:
        return len(self.table.stock)

    @property
    def turn(self) -> int:
        """Whose play it is (while a face-down card is open to challenge: the seat that played it)."""
        return self.table.turn

    @property
    def pile(self) -> tuple[PileCard, ...]:
        """The centre pile, oldest first; a face-down card's ``card`` is None (never seen)."""
        return self.table.pile

    @property
    def target(self) -> int:
        return self.table.target

    @property
    def face_due(self) -> Face:
        return self.table.face_due

    @property
    def target_before(self) -> int | None:
        return self.table.target_before

    @property
    def plays(self) -> int:
        return self.table.plays

    @property
    def winners(self) -> tuple[int, ...]:
        return self.table.winners

    @property
    def phase(self) -> Phase:
        return self.table.phase

    @property
    def asking(self) -> tuple[int, ...]:
        """Who may still challenge the open face-down card, in turn order (UD-10, UD-11)."""
        return self.table.asking

    def status(self, names: Sequence[str] | None = None, lang: Lang = "en") -> str:
        """Where the game stands, in one sentence (``lang="zh"``: in Chinese).

        >>> Referee.start(UpDownRules(players=2), leader=1).status(["Ann", "Bo"])
        'Bo plays next, face up; the target is 3.'
        >>> Referee.start(UpDownRules(players=2), leader=1).status(["甲", "乙"], lang="zh")
        '接下来轮到乙出明牌，目标点数是 3。'
        """
        if names is not None and (isinstance(names, str) or not isinstance(names, Sequence)
                                  or len(names) < self.rules.players or not all(isinstance(n, str) for n in names)):
            raise TypeError(f"names must be a list of {self.rules.players} players' names, not {shown(names)}")
        given = names

        def name(seat: int) -> str | Seat:
            return given[seat] if given else Seat(seat)

        if self.winners:
            said = _("Game over: {who} won.", who=Joined(tuple(name(s) for s in self.winners), last=" and "))
        elif self.phase is Phase.CHALLENGE:
            top, before = self.pile[-1], self.target_before
            assert before is not None
            last = next(e for e in reversed(self.events) if isinstance(e, PlayedDown))
            if last.declared is None:
                said = _("{who}'s face-down card, put down with nothing declared (which counts as declaring 3, "
                         "UD-9), may be challenged (target before it: {target}).", who=name(top.seat),
                         target=RANK_LABELS[before])
            else:
                said = _("{who}'s face-down card, declared {rank}, may be challenged (target before it: {target}).",
                         who=name(top.seat), rank=RANK_LABELS[top.counts_as], target=RANK_LABELS[before])
        elif self.face_due is Face.UP:
            said = _("{who} plays next, face up; the target is {target}.", who=name(self.turn),
                     target=RANK_LABELS[self.target])
        else:
            said = _("{who} plays next, face down; the target is {target}.", who=name(self.turn),
                     target=RANK_LABELS[self.target])
        return Capital(said).localized(check_lang(lang))

    # ---- what the table says ------------------------------------------------------------------

    def play_up(self, card: str | Card) -> Referee:
        """The player whose turn it is puts ``card`` face up (UD-7)."""
        seat = self.table.turn
        self._settled_first(_("play a card face up"))
        seen = _card(card, seat, _("play a card face up"), "UD-7")          # the reason quotes what was typed
        return self._then(self.table.play_up(seat, seen), ("up", seen.code))

    def play_down(self, declared: str | int | None = None) -> Referee:
        """The player whose turn it is puts a card face down, declaring a rank — a label such as
        "10", "J" or a number 2..14 (UD-8); None: nothing declared, it counts as 3 (UD-9)."""
        seat = self.table.turn
        self._settled_first(_("play a card face down"))
        rank = None
        if declared is not None:
            try:
                rank = read_rank(declared, "declared")
            except CardError as err:
                raise IllegalMove(seat, _("declare a rank"), err.text, "UD-8") from None
        return self._then(self.table.play_down(seat, None, rank), ("down", rank))

    def _nothing_open(self, what: object) -> None:
        """Refuse an answer when no face-down card is open to challenge, naming nobody (UD-10): the refusal
        is the entry's, not the player's whose turn it is."""
        reason = self.table.nothing_open("challenge")
        raise IllegalMove(None, what, reason, "UD-10", _("That cannot be entered: {reason} (UD-10)", reason=reason))

    def _settled_first(self, what: object) -> None:
        """Refuse a next card while a face-down card is open to challenge (UD-10), naming the player whose
        card it would be and the card still open — at a real table anyone may still challenge it, so the
        referee asks for the challenge first (the eleventh native read: the claimant was named, and one
        player "asked first")."""
        if self.phase is not Phase.CHALLENGE:
            return
        claimant = self.pile[-1].seat
        raise IllegalMove((claimant + 1) % self.rules.players, what,
                          _("{who}'s face-down card is still open to challenge — enter first whether anyone "
                            "challenged it", who=Seat(claimant)), "UD-10")

    def no_challenge(self) -> Referee:
        """Everyone let the face-down card stand: it counts as declared and is never looked at (UD-10)."""
        if self.table.phase is not Phase.CHALLENGE:      # nobody let anything stand: not a player's refusal
            self._nothing_open(_("let a card stand"))
        table, events = self.table, tuple[Event, ...]()
        for seat in self.table.asking:
            table, told = table.pass_(seat)
            events += told
        return self._then((table, events), ("stand",))

    def challenged(self, challengers: Iterable[int], real: str | Card) -> Referee:
        """One or more players challenged; the card turned over is ``real``. The first challenger in
        turn order makes the challenge (UD-11); the loser takes the whole pile (UD-12)."""
        if isinstance(challengers, str | bytes) or not isinstance(challengers, Iterable):
            raise TypeError(f"challengers must be a list of seats, not {shown(challengers)}")
        seats = [whole(s, "challengers") for s in challengers]     # a seat the table lacks: UD-1
        if self.table.phase is not Phase.CHALLENGE:
            if seats:                           # the challenger entered is the one refused (the fifteenth read)
                self.table.verify_answer(seats[0], "challenge")
            self._nothing_open(_("challenge"))
        first = self.table.first_challenger(seats)
        claimant = self.table.pile[-1].seat
        seen = _card(real, claimant, _("turn over the card"), "UD-12")
        table, events = self.table, tuple[Event, ...]()
        for seat in self.table.asking[:self.table.asking.index(first)]:
            table, told = table.pass_(seat)
            events += told
        table, told = table.challenge(first, seen)
        return self._then((table, events + told), ("challenge", seats, seen.code))

    def _then(self, step: Step, entry: tuple[Any, ...]) -> Referee:
        table, events = step
        return Referee(table, self.events + seen_by(events, None), self.entries + (entry,))


def _again(referee: Referee, entry: Any) -> Referee:
    """Make again an entry as :meth:`Referee.record` kept it."""
    if not isinstance(entry, list) or not entry:
        raise ValueError(f"not an entry: {shown(entry)}")
    kind, *rest = entry
    if kind == "up" and len(rest) == 1 and isinstance(rest[0], str):
        return referee.play_up(rest[0])
    if kind == "down" and len(rest) == 1 and (rest[0] is None or isinstance(rest[0], int)):
        return referee.play_down(rest[0])
    if kind == "stand" and not rest:
        return referee.no_challenge()
    if kind == "challenge" and len(rest) == 2 and isinstance(rest[0], list) and isinstance(rest[1], str):
        return referee.challenged(rest[0], rest[1])
    raise ValueError(f"not an entry: {shown(entry)}")


def _card(value: Any, seat: int, what: object, rule: str) -> Card:
    try:
        return read_card(value, "card")
    except CardError as err:
        raise IllegalMove(seat, what, err.text, rule) from None
