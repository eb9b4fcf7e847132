"""A score sheet for a real five-card draw table: record each round, keep the scores (FD-3, FD-4, FD-14).

The cards are dealt by hand; the sheet only hears what happened: who won, a tie, or the hands
that were shown (which it ranks and explains). It knows whose deal is next and when the match
is over, and writes the sheet out as CSV (the printable page: :func:`engine.present.sheets.score_sheet_html`).

>>> sheet = ScoreSheet.start(["Ann", "Bo", "Cy"], DrawRules(players=3, rounds=2))
>>> sheet = sheet.record_winner("Bo")
>>> sheet.scores, sheet.next_dealer_name
([10, 11, 10], 'Bo')
>>> sheet = sheet.record_showdown({"Ann": "KS KH 9D 4C 2S", "Cy": "KD KC 7D 4H 2H"})
>>> sheet.rounds[-1].note
'Ann wins the round (+1): both have a pair of kings; the 9 beats the 7 as the first kicker.'
>>> sheet.is_over, sheet.leaders
(True, ('Ann', 'Bo'))
>>> print(sheet.to_csv().splitlines()[0])
round,dealer,result,Ann,Bo,Cy,Ann total,Bo total,Cy total
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any, NamedTuple

from ..cards import Card, CardError, CardName, quoted
from ..errors import Refusal, RulesError, check_bool
from ..hands import Category, as_hand, explain_reason, hand_value
from ..i18n import Joined, Lang, Text, _, check_lang, excerpt
from .rules import DrawRules, dealer_of_round, leaders, match_is_over, round_award, showdown
from .transcript import round_result_text


class ScoreSheetError(Refusal):
    """Something the sheet cannot record, with the reason and the rule."""


class ShownHand(NamedTuple):
    """A hand shown at a showdown, by seat."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class RoundRecord:
    """One round on the sheet: who dealt, who won (several: a tie), the points each player gained."""

    number: int
    dealer: int
    winners: tuple[int, ...]
    points: tuple[int, ...]                       # points gained this round, per player
    note: str                                     # what happened, in words
    hands: tuple[ShownHand, ...] = ()
    said: Text | None = field(default=None, compare=False, repr=False)     # the note in either language
    # how the round was recorded, by seat: to record it again on a sheet whose names are corrected
    entry: Callable[[ScoreSheet], ScoreSheet] | None = field(default=None, compare=False, repr=False)
    # the same, as plain values JSON can hold (ScoreSheet.record): ["winner", seat, category, without
    # showing], ["tie", seats] or ["showdown", [[seat, "cards"], …]]
    how: tuple[object, ...] = field(default=(), compare=False, repr=False)

    def note_in(self, lang: Lang = "en") -> str:
        """What happened, in ``lang``."""
        return self.said.render(check_lang(lang)) if self.said is not None else self.note


Player = str | int
NAME_LIMIT = 40


@dataclass(frozen=True)
class ScoreSheet:
    """The sheet: players in seat order, the rules agreed, the rounds recorded. Start with :meth:`start`;
    every ``record_…`` returns a new sheet (this one unchanged) or raises :class:`ScoreSheetError`."""

    players: tuple[str, ...]
    rules: DrawRules
    rounds: tuple[RoundRecord, ...] = field(default=())

    @classmethod
    def start(cls, names: Iterable[str], rules: DrawRules | None = None) -> ScoreSheet:
        """A new sheet for these players (3 to 6, FD-1), in seat order; the first dealer from the rules.

        >>> ScoreSheet.start("ABC")
        Traceback (most recent call last):
        ...
        TypeError: names must be a list of the players' names, such as ["Ann", "Bo", "Cy"], not 'ABC'
        """
        if isinstance(names, str) or not isinstance(names, Iterable):
            raise TypeError(f'names must be a list of the players\' names, such as ["Ann", "Bo", "Cy"], '
                            f"not {excerpt(names)}")
        given = list(names)
        for name in given:
            if not isinstance(name, str):
                raise TypeError(f"each of names must be a string, not {excerpt(name)}")
        players = tuple(n.strip() for n in given if n.strip())
        for name in players:
            if len(name) > NAME_LIMIT:
                raise ScoreSheetError(_("names: a name has at most {most} characters, not {n}: {name}",
                                        most=NAME_LIMIT, n=len(name), name=quoted(name)))
        if len({p.lower() for p in players}) != len(players):
            raise ScoreSheetError(_("names: two players have the same name: give everyone a different one"))
        if rules is not None and not isinstance(rules, DrawRules):
            raise TypeError(f"rules must be DrawRules(...) or None, not {excerpt(rules)}")
        try:
            rules = replace(rules, players=len(players)) if rules else DrawRules(players=len(players))
        except RulesError as err:
            raise ScoreSheetError(_("{name}: {error}", name="names", error=err.text)) from None
        if rules.chips:
            raise ScoreSheetError(_("the score sheet keeps points-only rounds; with the chips switch (FD-7) the "
                                    "pot changes at every decision — keep that pot at the table"))
        return cls(players, rules)

    # ---- reading ------------------------------------------------------------------------------

    @property
    def scores(self) -> list[int]:
        totals = [self.rules.starting_score] * len(self.players)
        for r in self.rounds:
            totals = [t + p for t, p in zip(totals, r.points, strict=True)]
        return totals

    @property
    def round_no(self) -> int:
        """The number of the round being played (or the last one, when the match is over)."""
        return len(self.rounds) + (0 if self.is_over else 1)

    @property
    def next_dealer(self) -> int:
        """Whose deal it is: the deal passes to the left every round (FD-4)."""
        return dealer_of_round(self.rules, len(self.rounds) + 1)

    @property
    def next_dealer_name(self) -> str:
        return self.players[self.next_dealer]

    @property
    def is_over(self) -> bool:
        """After the agreed rounds, or as soon as someone reaches the target (FD-14)."""
        return match_is_over(self.rules, len(self.rounds), self.scores)

    @property
    def leaders(self) -> tuple[str, ...]:
        return tuple(self.players[s] for s in leaders(self.scores))

    def announcement(self, lang: Lang = "en") -> str:
        """Whose deal it is — or, when the match is over, who won (equal highest share the win, FD-14).

        >>> sheet = ScoreSheet.start(["Ann", "Bo", "Cy", "Di"], DrawRules(rounds=3))
        >>> sheet.announcement()
        'Round 1: Ann deals.'
        >>> for winner in ("Ann", "Bo", "Di"):
        ...     sheet = sheet.record_winner(winner)
        >>> sheet.announcement()[:60]
        'The match is over (FD-14): Ann, Bo and Di share the win with'
        >>> sheet.undo().record_winner("Ann").announcement()[:49]
        'The match is over (FD-14): Ann wins with 12 point'
        >>> sheet.announcement("zh")[:32]
        '比赛结束（FD-14）：Ann、Bo和Di以 11 分并列获胜。'
        """
        lang = check_lang(lang)
        if not self.is_over:
            return _("Round {round}: {who} deals.", round=self.round_no, who=self.next_dealer_name).render(lang)
        who = Joined(self.leaders, last=" and ")
        if len(self.leaders) == 1:
            text = _("The match is over (FD-14): {who} wins with {points} points. Put the deck away and check all "
                     "52 cards (FD-15).", who=who, points=max(self.scores))
        else:
            text = _("The match is over (FD-14): {who} share the win with {points} points. Put the deck away and "
                     "check all 52 cards (FD-15).", who=who, points=max(self.scores))
        return text.render(lang)

    # ---- recording ----------------------------------------------------------------------------

    def seat_of(self, player: Player) -> int:
        """A player's seat, from the name (any case) or the seat number.

        >>> ScoreSheet.start(["Ann", "Bo", "Cy"]).seat_of("bo")
        1
        """
        if isinstance(player, bool) or not isinstance(player, int | str):
            raise TypeError(f"player must be a player's name or seat number, not {excerpt(player)}")
        if isinstance(player, int):
            if 0 <= player < len(self.players):
                return player
            raise ScoreSheetError(_("player: there is no seat index {seat} at this table: indices run from 0 to "
                                    "{last} (or give a name)", seat=excerpt(player), last=len(self.players) - 1))
        for i, name in enumerate(self.players):
            if name.lower() == player.strip().lower():
                return i
        raise ScoreSheetError(_("there is no player {name} at this table: {players}", name=quoted(player),
                                players=Joined(self.players)))

    def _check_open(self) -> None:
        if self.is_over:
            raise ScoreSheetError(_("the match is over; start a new sheet for the next match (FD-14)"))

    def _add(self, winners: tuple[int, ...], points: Sequence[int], note: Text,
             entry: Callable[[ScoreSheet], ScoreSheet], how: tuple[object, ...],
             hands: Iterable[ShownHand] = ()) -> ScoreSheet:
        record = RoundRecord(len(self.rounds) + 1, self.next_dealer, winners, tuple(points), note.render("en"),
                             tuple(hands), note, entry, how)
        return replace(self, rounds=self.rounds + (record,))

    def record_winner(self, player: Player, category: Category | None = None,
                      without_showing: bool = False) -> ScoreSheet:
        """One player won the round. With points by category (FD-3), say which category won —
        unless everyone else folded (FD-11): then no hand was shown and the lowest award counts.

        >>> ScoreSheet.start(["Ann", "Bo", "Cy"]).record_winner("Ann", category="flush")
        Traceback (most recent call last):
        ...
        TypeError: category must be a Category, such as Category.FLUSH, or None, not 'flush'
        """
        if category is not None and not isinstance(category, Category):
            raise TypeError(f"category must be a Category, such as Category.FLUSH, or None, not {excerpt(category)}")
        check_bool(without_showing, "without_showing")
        self._check_open()
        seat = self.seat_of(player)
        if without_showing and category is not None:
            raise ScoreSheetError(_("category: a winner without showing (FD-11) showed no hand, so there is no "
                                    "category to give"))
        if self.rules.scoring == "category" and category is None and not without_showing:
            raise ScoreSheetError(_("with points by winning category (FD-3), say which category won — or that "
                                    "the winner was the last one in (FD-11)"))
        points = [0] * len(self.players)
        points[seat] = round_award(self.rules, (seat,), category)
        who, gained = self.players[seat], points[seat]
        if without_showing:
            note = _("{who} wins the round as the last one in, without showing (+{n}, FD-11).", who=who, n=gained)
        elif category is not None:
            note = _("{who} wins the round (+{n}) with {category} ({zh}).", who=who, category=category,
                     zh=category.chinese, n=gained)
        else:
            note = _("{who} wins the round (+{n}).", who=who, n=gained)
        return self._add((seat,), points, note, lambda sheet: sheet.record_winner(seat, category, without_showing),
                         ("winner", seat, None if category is None else int(category), without_showing))

    def record_tie(self, players: Iterable[Player]) -> ScoreSheet:
        """Equal best hands: nobody gains points (FD-12).

        >>> ScoreSheet.start(["Ann", "Bo", "Cy"]).record_tie(["Ann", "cy"]).rounds[-1].note
        'A tie between Ann and Cy: nobody gains points (FD-12).'
        """
        if isinstance(players, str) or not isinstance(players, Iterable):
            raise TypeError(f'players must be a list of the tied players, such as ["Ann", "Bo"], '
                            f"not {excerpt(players)}")
        self._check_open()
        seats = tuple(sorted({self.seat_of(p) for p in players}))
        if len(seats) < 2:
            raise ScoreSheetError(_("players: a tie needs at least two players (FD-12)"))
        names = Joined(tuple(self.players[s] for s in seats), last=" and ")
        return self._add(seats, [0] * len(self.players), _("A tie between {who}: nobody gains points (FD-12).",
                                                           who=names), lambda sheet: sheet.record_tie(seats),
                         ("tie", list(seats)))

    def record_showdown(self, hands: Mapping[Player, str | Sequence[Card]]) -> ScoreSheet:
        """The hands shown at the showdown (FD-10): the sheet ranks them (FD-13) and scores the round.

        >>> sheet = ScoreSheet.start(["Ann", "Bo", "Cy"])
        >>> sheet.record_showdown({"Ann": "AS KH 9C 7D 2S", "Bo": "AS KC 9H 7S 2C"})  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        engine.draw.scoresheet.ScoreSheetError: hands: the ace of spades appears in both Ann's and Bo's hands ...
        """
        if not isinstance(hands, Mapping):
            raise TypeError(f'hands must map each player to the hand shown, such as {{"Ann": "KS KH 9D 4C 2S"}}, '
                            f"not {excerpt(hands)}")
        self._check_open()
        shown: dict[int, tuple[Card, ...]] = {}
        seen: dict[Card, int] = {}
        for player, text in hands.items():
            seat = self.seat_of(player)
            if seat in shown:
                raise ScoreSheetError(_("hands: {who}'s hand is given twice", who=self.players[seat]))
            if not isinstance(text, str | list | tuple):
                raise TypeError(f'hands: {self.players[seat]}\'s hand must be a string such as "KS KH 9D 4C 2S" or a '
                                f"list of cards, not {excerpt(text)}")
            try:
                cards = tuple(as_hand(text, name=""))
            except CardError as err:
                raise ScoreSheetError(_("hands: {who}'s hand: {error}", who=self.players[seat],
                                        error=err.text)) from None
            except TypeError as err:
                raise TypeError(f"hands: {self.players[seat]}'s hand: {err}") from None
            for card in cards:
                if card in seen:
                    raise ScoreSheetError(_("hands: the {card} appears in both {first}'s and {second}'s hands — one "
                                            "deck has each card once (FD-2)", card=CardName(card),
                                            first=self.players[seen[card]], second=self.players[seat]))
                seen[card] = seat
            shown[seat] = cards
        if len(shown) < 2:
            raise ScoreSheetError(_("hands: a showdown needs at least two hands; with one player left, record the "
                                    "winner instead (FD-11)"))
        ordered = {s: shown[s] for s in sorted(shown)}
        result = showdown(ordered, self.rules.ace_low)
        award = round_award(self.rules, result.winners, result.best.category)
        points = [award if s in result.winners else 0 for s in range(len(self.players))]
        if len(result.winners) == 1:          # one pattern for every note of a win: 「甲赢了这一局（+1 分）：……」
            winner = result.winners[0]
            beaten = max((s for s in ordered if s != winner), key=lambda s: hand_value(ordered[s], self.rules.ace_low))
            note = _("{who} wins the round (+{n}): {reason}.", who=self.players[winner], n=award,
                     reason=explain_reason(ordered[winner], ordered[beaten], self.rules.ace_low))
        else:
            tie = round_result_text(ordered, result.winners, self.rules, self.players)
            assert tie is not None                # a showdown always has a winner
            note = tie
        again: dict[Player, str | Sequence[Card]] = {s: c for s, c in ordered.items()}
        return self._add(result.winners, points, note, lambda sheet: sheet.record_showdown(again),
                         ("showdown", [[s, " ".join(c.code for c in cards)] for s, cards in ordered.items()]),
                         (ShownHand(s, c) for s, c in ordered.items()))

    def undo(self) -> ScoreSheet:
        """Take back the last round recorded (a slip of the pen).

        >>> ScoreSheet.start(["Ann", "Bo", "Cy"]).record_winner("Bo").undo().scores
        [10, 10, 10]
        """
        if not self.rounds:
            raise ScoreSheetError(_("nothing has been recorded yet"))
        return replace(self, rounds=self.rounds[:-1])

    def renamed(self, names: Iterable[str]) -> ScoreSheet:
        """The sheet with the players' names corrected — as many players, in the same seats: every round
        stays, recorded again under the new names.

        >>> sheet = ScoreSheet.start(["Ann", "Bo", "Cy"]).record_winner("Bo")
        >>> sheet.renamed(["Ann", "Bob", "Cy"]).rounds[0].note
        'Bob wins the round (+1).'
        >>> sheet.renamed(["Ann", "Bo", "Cy", "Di"])
        Traceback (most recent call last):
        ...
        engine.draw.scoresheet.ScoreSheetError: names: this sheet has 3 players; to change who plays, start a new sheet
        """
        sheet = ScoreSheet.start(names, self.rules)
        if len(sheet.players) != len(self.players):
            raise ScoreSheetError(_("names: this sheet has {n} players; to change who plays, start a new sheet",
                                    n=len(self.players)))
        for r in self.rounds:
            assert r.entry is not None                # every round on a sheet was recorded by it
            sheet = r.entry(sheet)
        return sheet

    # ---- keeping it over a reload --------------------------------------------------------------

    def record(self) -> dict[str, object]:
        """The sheet as plain values JSON can hold — the players, the house rules, how each round was
        recorded — for :meth:`restore` to record every round again.

        >>> sheet = ScoreSheet.start(["Ann", "Bo", "Cy"]).record_winner("Bo").record_tie(["Ann", "Cy"])
        >>> sheet.record()["rounds"]
        [['winner', 1, None, False], ['tie', [0, 2]]]
        >>> ScoreSheet.restore(sheet.record()) == sheet
        True
        """
        rules = {f.name: list(v) if isinstance(v := getattr(self.rules, f.name), tuple) else v
                 for f in fields(self.rules)}
        return {"players": list(self.players), "rules": rules, "rounds": [list(r.how) for r in self.rounds]}

    @classmethod
    def restore(cls, record: object) -> ScoreSheet:
        """The sheet :meth:`record` kept: started again and every round recorded again, so the sheet
        checks each one as it did the first time. Anything else is a :class:`ScoreSheetError`.

        >>> ScoreSheet.restore({"players": ["Ann", "Bo", "Cy"], "rules": {}, "rounds": [["tie", [0]]]})
        Traceback (most recent call last):
        ...
        engine.draw.scoresheet.ScoreSheetError: the kept score sheet cannot be read (round 1: players: a tie needs ...
        """
        def broken(problem: object) -> ScoreSheetError:
            return ScoreSheetError(_("the kept score sheet cannot be read ({problem})", problem=str(problem)[:160]))

        if not isinstance(record, Mapping) or not {"players", "rules", "rounds"} <= set(record):
            raise broken("not a score sheet's record")
        players, kept, rounds = record["players"], record["rules"], record["rounds"]
        if not isinstance(players, list) or not isinstance(kept, Mapping) or not isinstance(rounds, list):
            raise broken("players, rules and rounds")
        known = {f.name for f in fields(DrawRules)}
        if not all(isinstance(k, str) and k in known for k in kept):
            raise broken("no such house rule")
        try:
            given: dict[str, Any] = {str(k): tuple(v) if isinstance(v, list) else v for k, v in kept.items()}
            rules = DrawRules(**given)          # the rules check their own values
            sheet = cls.start(players, rules)
        except (RulesError, TypeError, ValueError) as err:
            raise broken(err) from None
        for number, how in enumerate(rounds, 1):
            try:
                sheet = _again(sheet, how)
            except (ScoreSheetError, TypeError, ValueError) as err:
                raise broken(f"round {number}: {err}") from None
        return sheet

    # ---- writing out --------------------------------------------------------------------------

    def to_csv(self, lang: Lang = "en") -> str:
        """The sheet as CSV: a row per round with the points gained and the running totals (headings
        and notes in ``lang``)."""
        lang = check_lang(lang)
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow([_("round").render(lang), _("dealer").render(lang), _("result").render(lang), *self.players,
                         *(_("{who} total", who=p).render(lang) for p in self.players)])
        totals = [self.rules.starting_score] * len(self.players)
        writer.writerow([0, "", _("starting scores (FD-3)").render(lang), *([""] * len(self.players)), *totals])
        for r in self.rounds:
            totals = [t + p for t, p in zip(totals, r.points, strict=True)]
            writer.writerow([r.number, self.players[r.dealer], r.note_in(lang), *r.points, *totals])
        return out.getvalue()


def _again(sheet: ScoreSheet, how: object) -> ScoreSheet:
    """Record again a round as :attr:`RoundRecord.how` describes it."""
    if not isinstance(how, list) or not how:
        raise ValueError(f"not a round: {excerpt(how)}")
    kind, *rest = how
    if kind == "winner" and len(rest) == 3:
        seat, category, without = rest
        if category is not None and (isinstance(category, bool) or category not in {int(c) for c in Category}):
            raise ValueError(f"no such category: {excerpt(category)}")
        return sheet.record_winner(seat, None if category is None else Category(category), without)
    if kind == "tie" and len(rest) == 1 and isinstance(rest[0], list):
        return sheet.record_tie(rest[0])
    if kind == "showdown" and len(rest) == 1 and isinstance(rest[0], list) and all(
            isinstance(h, list) and len(h) == 2 for h in rest[0]):
        return sheet.record_showdown({seat: cards for seat, cards in rest[0]})
    raise ValueError(f"not a round: {excerpt(how)}")
