"""Five-card draw for points (FD-1 … FD-15) as a state machine with an explicit history.

A match is one state that moves through rounds. Every step is an action by a seat
(:mod:`engine.draw.actions`); ``apply`` returns the next state or raises :class:`IllegalMove` and
leaves this one as it was. What happened is in ``events`` (:mod:`engine.draw.events`).

>>> from engine.draw import DrawRules, fold, new_game, replace, stay
>>> game = new_game(DrawRules(players=3), seed=1)
>>> str(game.phase), game.dealer, game.to_act      # seat 1 sits at the dealer's left (FD-6, FD-7)
('decide1', 0, 1)
>>> game = game.apply(stay(1)).apply(stay(2)).apply(fold(0))
>>> game.apply(replace(1, "2S 3S 4S 5S"))
Traceback (most recent call last):
...
engine.errors.IllegalMove: seat 1 cannot replace 4 cards (2♠ 3♠ 4♠ 5♠): at most 3 cards may be replaced (FD-5, FD-8)
>>> game.apply("stay")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
TypeError: action must be stay(seat), fold(seat), replace(seat, cards), ... or next_round(seat), not 'stay'
>>> game.view(2).hand == game.hands[2], game.view(2).hands_shown    # a seat sees only its own cards
(True, {})

Seats are numbered from 0; the deal and every decision go clockwise from the dealer's left. To
start from a chosen position (stacked cards, given hands, scores, round) use
:func:`engine.draw.scenario.setup`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from ..cards import Card, CardName, full_deck, parse_deck, shuffled_deck, sort_deck
from ..errors import IllegalMove, RulesError, check_int, check_seed
from ..game import can_apply as _can_apply
from ..game import replay as _replay
from ..i18n import Seat, _, excerpt
from .actions import ACTIONS, Action, Correct, Deal, Fold, NextRound, Replace, Stay, deal, fold, next_round, stay
from .events import (
    PRIVATE,
    Corrected,
    Dealt,
    DeckChecked,
    Drew,
    Event,
    Folded,
    LastStanding,
    MatchOver,
    Phase,
    PotShared,
    Replaced,
    RoundStarted,
    Scored,
    Showed,
    Stayed,
    Tied,
    Won,
    seen_by,
)
from .rules import DrawRules, dealer_of_round, leaders, match_is_over, ranked, round_award, split_pot

__all__ = ["DrawRules", "DrawState", "DrawView", "new_game", "replay"]

# Enum members are slow to look up in Python 3.11; the hot paths use these names.
_DECIDE1, _REPLACE, _DEAL, _DECIDE2, _ROUND_OVER, _MATCH_OVER = (
    Phase.DECIDE1, Phase.REPLACE, Phase.DEAL, Phase.DECIDE2, Phase.ROUND_OVER, Phase.MATCH_OVER)
_DECIDING = (_DECIDE1, _DECIDE2)
_TAKING_TURNS = (_DECIDE1, _REPLACE, _DECIDE2)
_EXPECTED: dict[Phase, tuple[type[Action], ...]] = {
    Phase.DECIDE1: (Stay, Fold), Phase.DECIDE2: (Stay, Fold), Phase.REPLACE: (Replace,), Phase.DEAL: (Deal,),
    Phase.ROUND_OVER: (NextRound,)}
_PHASE_REASON = {Phase.DECIDE1: _("everyone first stays or folds"), Phase.REPLACE: _("now each player replaces cards"),
                 Phase.DEAL: _("the dealer now deals the replacements"),
                 Phase.DECIDE2: _("now each player stays or folds again"), Phase.ROUND_OVER: _("the round is over")}
_PHASE_RULE = {Phase.DECIDE1: "FD-7", Phase.REPLACE: "FD-8", Phase.DEAL: "FD-8", Phase.DECIDE2: "FD-9",
               Phase.ROUND_OVER: "FD-4"}


@dataclass(frozen=True)
class DrawView:
    """Exactly what one seat may know: its own cards, public counts and scores, shown hands, and the
    events with every other seat's hidden cards left out."""

    seat: int
    rules: DrawRules
    round_no: int
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    my_discards: tuple[Card, ...]
    scores: tuple[int, ...]
    pot: int
    active: tuple[bool, ...]
    replace_counts: Mapping[int, int]
    stock_size: int
    hands_shown: Mapping[int, tuple[Card, ...]]
    round_winners: tuple[int, ...]
    events: tuple[Event, ...]
    legal_actions: tuple[Action, ...]


@dataclass
class DrawState:
    """A five-card draw match at one moment. Create with :func:`new_game` (or
    :func:`engine.draw.scenario.setup`); move with :meth:`apply`, which returns a new state."""

    rules: DrawRules
    seed: int | str
    round_no: int
    dealer: int
    phase: Phase
    scores: list[int]
    pot: int = 0
    hands: list[tuple[Card, ...]] = field(default_factory=list)
    stock: list[Card] = field(default_factory=list)   # index 0 is the top
    discards: list[Card] = field(default_factory=list)
    mucked: list[Card] = field(default_factory=list)  # folded hands, never shown
    active: list[bool] = field(default_factory=list)
    pending: list[int] = field(default_factory=list)  # seats still to act in this phase, in order
    announced: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    corrected: set[int] = field(default_factory=set)
    shown: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    round_winners: tuple[int, ...] = ()
    events: list[Event] = field(default_factory=list)
    history: list[Action] = field(default_factory=list)
    decks: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)   # prepared decks by round number
    # each seat's events as that seat sees them, kept as they happen so a view copies no history
    seen: list[list[Event]] = field(default_factory=list, repr=False, compare=False)
    # the state the history starts from (None: this one, whose history is empty), never changed
    origin: DrawState | None = field(default=None, repr=False, compare=False)

    # ---- reading the state -------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is (the dealer for deals), or None when the match is over."""
        if self.phase in _TAKING_TURNS:
            return self.pending[0]
        if self.phase == _DEAL:
            return self.dealer
        if self.phase == _ROUND_OVER:
            return dealer_of_round(self.rules, self.round_no + 1)
        return None

    @property
    def is_over(self) -> bool:
        return self.phase == _MATCH_OVER

    @property
    def clock(self) -> int:
        """The round being played: bots' moves are stamped with it."""
        return self.round_no

    @property
    def start(self) -> DrawState:
        """The state this one's history starts from (the deal of its first round): replaying the
        history from it gives this state again.

        >>> g = new_game(DrawRules(players=3), seed=5).apply(fold(1))
        >>> g.start.history, _replay(g.start, g.history) == g
        ([], True)
        """
        return self if self.origin is None else self.origin

    def seat_order(self) -> list[int]:
        """All seats, clockwise from the dealer's left (FD-6)."""
        n = self.rules.players
        return [(self.dealer + k) % n for k in range(1, n + 1)]

    def match_winners(self) -> tuple[int, ...]:
        """The seats with the highest score (more than one is a shared win)."""
        return leaders(self.scores)

    def all_cards(self) -> list[Card]:
        """Every card on the table: hands, stock, discards and folded hands (always 52)."""
        return [c for h in self.hands for c in h] + self.stock + self.discards + self.mucked

    def legal_actions(self) -> list[Action]:
        """Every action the rules allow now, by any seat (out-of-turn corrections included)."""
        return self._legal(None)

    def _legal(self, only: int | None) -> list[Action]:
        """The legal actions, of one seat only when ``only`` is given."""
        out: list[Action] = []
        seat = self.to_act
        if seat is None:
            return out
        mine = only in (None, seat)
        if self.phase in _DECIDING and mine:
            out += [stay(seat), fold(seat)]
        elif self.phase == _REPLACE and mine:
            out += [Replace.of_checked(seat, combo) for combo in self._choices(self.hands[seat])]
        elif self.phase == _DEAL and mine:
            out.append(deal(seat))
        elif self.phase == _ROUND_OVER and mine:
            out.append(next_round(seat))
        if self.phase in (_REPLACE, _DEAL):
            out += self._corrections(only)
        return out

    def can_apply(self, action: object) -> bool:
        """Whether :meth:`apply` would accept ``action`` (see :func:`engine.game.can_apply`)."""
        return _can_apply(self, action)

    def view(self, seat: int) -> DrawView:
        """What ``seat`` may know: its own cards, public counts and scores, and shown hands.

        >>> new_game(DrawRules(players=3)).view(3)
        Traceback (most recent call last):
        ...
        engine.errors.RulesError: seat must be a whole number from 0 to 2, not 3 (FD-1)
        """
        check_int(seat, "seat", 0, self.rules.players - 1, RulesError, "FD-1")
        return DrawView(
            seat=seat, rules=self.rules, round_no=self.round_no, dealer=self.dealer, phase=self.phase,
            to_act=self.to_act, hand=self.hands[seat], my_discards=self.announced.get(seat, ()),
            scores=tuple(self.scores), pot=self.pot, active=tuple(self.active),
            replace_counts={s: len(c) for s, c in self.announced.items()}, stock_size=len(self.stock),
            hands_shown=dict(self.shown), round_winners=self.round_winners, events=tuple(self.seen[seat]),
            legal_actions=tuple(self._legal(seat)))

    # ---- changing the state ------------------------------------------------------------------

    def apply(self, action: Action) -> DrawState:
        """The state after ``action``; raises :class:`IllegalMove` (this state unchanged) if refused."""
        self.verify(action)
        nxt = self._copy()
        nxt._perform(action)
        return nxt

    def verify(self, action: object) -> None:
        """Raise :class:`IllegalMove` with the reason and rule if ``action`` is not allowed now
        (``TypeError`` if it is not a five-card draw action at all)."""
        if not isinstance(action, Action) or type(action) is Action:
            raise TypeError(f"action must be {ACTIONS}, not {excerpt(action)}")
        seat, n = action.seat, self.rules.players
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError(f"the action's seat must be a whole number from 0 to {n - 1}, not {excerpt(seat)}")
        what = action
        if not 0 <= seat < n:
            raise IllegalMove(seat, what, _("seats are numbered 0 to {last}", last=n - 1), "FD-1")
        if self.phase == _MATCH_OVER:
            raise IllegalMove(seat, what, _("the match is over"), "FD-14")
        if self.phase == _ROUND_OVER:
            if isinstance(action, Fold) and self.round_winners == (seat,) and sum(self.active) == 1:
                raise IllegalMove(seat, what, _("the last player in cannot fold; the round is won"), "FD-11")
            if not isinstance(action, NextRound):
                raise IllegalMove(seat, what, _("the round is over; the next dealer starts the next round"), "FD-4")
        elif isinstance(action, NextRound):
            raise IllegalMove(seat, what, _("the round is still being played"), "FD-4")
        if isinstance(action, Correct):
            return self._verify_correction(action)
        dealing = isinstance(action, Deal) and seat == self.dealer
        if not self.active[seat] and not isinstance(action, NextRound) and not dealing:
            raise IllegalMove(seat, what, _("{who} folded this round", who=Seat(seat)), "FD-7")
        if not isinstance(action, _EXPECTED[self.phase]):
            raise IllegalMove(seat, what, _PHASE_REASON[self.phase], _PHASE_RULE[self.phase])
        if seat != self.to_act:
            turn = _("nobody") if self.to_act is None else Seat(self.to_act)
            raise IllegalMove(seat, what, _("it is {who}'s turn", who=turn), _PHASE_RULE[self.phase])
        if isinstance(action, Replace):
            self._verify_discards(seat, what, action.cards, set(self.hands[seat]))

    def _verify_discards(self, seat: int, what: Action, cards: Sequence[Card], hand: set[Card]) -> None:
        if len(cards) > self.rules.max_replace:
            raise IllegalMove(seat, what, _("at most {n} cards may be replaced", n=self.rules.max_replace),
                              "FD-5, FD-8")
        if len(set(cards)) != len(cards):
            twice = next(c for c in cards if cards.count(c) > 1)
            raise IllegalMove(seat, what, _("the {card} is named twice", card=CardName(twice)), "FD-8")
        missing = [c for c in cards if c not in hand]
        if missing:
            raise IllegalMove(seat, what, _("the {card} is not in {who}'s hand", card=CardName(missing[0]),
                                            who=Seat(seat)), "FD-8")

    def _verify_correction(self, action: Correct) -> None:
        seat, what = action.seat, action
        if self.phase in (_DECIDE2, _ROUND_OVER):
            raise IllegalMove(seat, what, _("a count can be corrected only before the replacements are dealt; "
                                            "{reason}", reason=_("the replacement cards have been dealt")), "FD-8")
        if self.phase not in (_REPLACE, _DEAL):     # too early: not a deadline passed, nothing to correct yet
            raise IllegalMove(seat, what, _("it is not time to replace cards yet: nobody has announced a count"),
                              "FD-8")
        if seat not in self.announced:
            raise IllegalMove(seat, what, _("{who} has not announced a count yet", who=Seat(seat)), "FD-8")
        if seat in self.corrected:
            raise IllegalMove(seat, what, _("a count may be corrected only once"), "FD-8")
        if len(action.cards) == len(self.announced[seat]):
            raise IllegalMove(seat, what, _("that is the same count ({n}) as announced; only the count can be "
                                            "corrected", n=len(action.cards)), "FD-8")
        self._verify_discards(seat, what, action.cards, set(self.hands[seat]) | set(self.announced[seat]))

    def _choices(self, hand: Sequence[Card]) -> list[tuple[Card, ...]]:
        return [combo for k in range(self.rules.max_replace + 1) for combo in combinations(hand, k)]

    def _corrections(self, only: int | None) -> list[Action]:
        out: list[Action] = []
        for seat, announced in self.announced.items():
            if seat in self.corrected or only not in (None, seat):
                continue
            for combo in self._choices(tuple(self.hands[seat]) + announced):
                if len(combo) != len(announced):
                    out.append(Correct.of_checked(seat, combo))
        return out

    def _copy(self) -> DrawState:
        # dataclasses.replace, written out: a state is copied for every action of every simulated match
        nxt = object.__new__(DrawState)
        nxt.__dict__.update(self.__dict__)
        nxt.scores, nxt.hands, nxt.stock = list(self.scores), list(self.hands), list(self.stock)
        nxt.discards, nxt.mucked, nxt.active = list(self.discards), list(self.mucked), list(self.active)
        nxt.pending, nxt.announced, nxt.corrected = list(self.pending), dict(self.announced), set(self.corrected)
        nxt.shown, nxt.events, nxt.history = dict(self.shown), list(self.events), list(self.history)
        nxt.seen, nxt.origin = [list(s) for s in self.seen], self.start
        return nxt

    def _emit(self, event: Event) -> None:
        self.events.append(event)
        if isinstance(event, PRIVATE):          # the owner sees it all, every other seat the same hidden copy
            hidden = None
            for seat, seen in enumerate(self.seen):
                if seat == event.seat:
                    seen.append(event)
                else:
                    hidden = hidden or seen_by(event, seat)
                    seen.append(hidden)
        else:
            for seen in self.seen:
                seen.append(event)

    def _perform(self, action: Action) -> None:
        self.history.append(action)
        seat = action.seat
        match action:
            case Stay() | Fold():
                self.pending.pop(0)
                if isinstance(action, Fold):
                    self.active[seat] = False
                    self.mucked.extend(self.hands[seat])
                    self.hands[seat] = ()
                    self._emit(Folded(seat, "FD-7" if self.phase == _DECIDE1 else "FD-9"))
                else:
                    paid = 1 if self.rules.chips else 0
                    self.scores[seat] -= paid
                    self.pot += paid
                    self._emit(Stayed(seat, paid))
                if sum(self.active) == 1:
                    self._finish_round()
                elif not self.pending:
                    self._next_phase()
            case Correct(cards=cards):
                self.hands[seat] = self.hands[seat] + self.announced[seat]
                for card in self.announced[seat]:
                    self.discards.remove(card)
                self.corrected.add(seat)
                self._discard(seat, cards, correcting=True)
            case Replace(cards=cards):
                self.pending.pop(0)
                self._discard(seat, cards)
                if not self.pending:
                    self.phase = _DEAL
            case Deal():
                for s in self.seat_order():
                    if self.announced.get(s):
                        drawn = tuple(self.stock[:len(self.announced[s])])
                        del self.stock[:len(drawn)]
                        self.hands[s] = self.hands[s] + drawn
                        self._emit(Drew(s, len(drawn), drawn))
                self.phase = _DECIDE2
                self.pending = [s for s in self.seat_order() if self.active[s]]
            case NextRound():
                self.dealer = seat
                self.round_no += 1
                self._start_round()

    def _discard(self, seat: int, cards: tuple[Card, ...], correcting: bool = False) -> None:
        self.hands[seat] = tuple(c for c in self.hands[seat] if c not in cards)
        self.discards.extend(cards)
        self.announced[seat] = cards
        self._emit(Corrected(seat, len(cards), cards) if correcting else Replaced(seat, len(cards), cards))

    def _next_phase(self) -> None:
        if self.phase == _DECIDE1:
            self.phase = _REPLACE
            self.pending = [s for s in self.seat_order() if self.active[s]]
        else:
            self._finish_round()

    def _start_round(self) -> None:
        """Gather all 52 cards, shuffle with this round's seed, deal five times round (FD-6)."""
        n = self.rules.players
        prepared = self.decks.get(self.round_no)
        deck = list(prepared) if prepared else shuffled_deck(f"{self.seed}/round {self.round_no}")
        self._emit(RoundStarted(self.round_no, self.dealer))
        hands: list[list[Card]] = [[] for _seat in range(n)]
        for _card in range(5):
            for s in self.seat_order():
                card = deck.pop(0)
                hands[s].append(card)
                self._emit(Dealt(s, card))
        self.hands = [tuple(h) for h in hands]
        self.stock, self.discards, self.mucked = deck, [], []
        self.active = [True] * n
        self.announced, self.corrected, self.shown, self.round_winners = {}, set(), {}, ()
        self.phase = _DECIDE1
        self.pending = self.seat_order()

    def _finish_round(self) -> None:
        rules = self.rules
        self.pending = []
        in_play = [s for s in self.seat_order() if self.active[s]]
        if len(in_play) == 1:                                   # FD-11: wins without showing
            winners: tuple[int, ...] = (in_play[0],)
            if rules.chips:
                gained, self.pot = split_pot(self.pot, winners)
            else:
                gained = round_award(rules, winners, None)
            self.scores[winners[0]] += gained
            self._emit(LastStanding(winners[0], gained, rules.chips))
        else:                                                   # FD-10: the showdown
            result = ranked({s: self.hands[s] for s in in_play}, rules.ace_low)
            for s in in_play:
                self.shown[s] = self.hands[s]
                self._emit(Showed(s, self.hands[s], result.values[s]))
            winners = result.winners
            if rules.chips:
                share, self.pot = split_pot(self.pot, winners)
                for s in winners:
                    self.scores[s] += share
                self._emit(PotShared(winners, share, self.pot))
            elif len(winners) == 1:
                points = round_award(rules, winners, result.best.category)
                self.scores[winners[0]] += points
                self._emit(Won(winners[0], points))
            else:
                self._emit(Tied(winners))
        self.round_winners = winners
        self._emit(Scored(tuple(self.scores), self.pot))
        if match_is_over(rules, self.round_no, self.scores):
            self.phase = _MATCH_OVER
            self._emit(MatchOver(self.match_winners()))
            put_away = sort_deck(self.all_cards())
            self._emit(DeckChecked(len(put_away), put_away == full_deck()))
        else:
            self.phase = _ROUND_OVER


def begin(rules: DrawRules, seed: int | str, round_no: int, scores: Sequence[int], pot: int,
          decks: Mapping[int, tuple[Card, ...]]) -> DrawState:
    """A state at the start of round ``round_no``, its cards dealt — from checked pieces only
    (:func:`new_game` and :func:`engine.draw.scenario.setup` check them)."""
    state = DrawState(rules=rules, seed=seed, round_no=round_no, dealer=dealer_of_round(rules, round_no),
                      phase=_DECIDE1, scores=list(scores), pot=pot, decks=dict(decks),
                      seen=[[] for _ in range(rules.players)])
    state._start_round()
    return state


def check_rules(rules: object) -> DrawRules:
    """``rules`` if it is a :class:`DrawRules`, the defaults for None; else a ``TypeError``."""
    if rules is None:
        return DrawRules()
    if not isinstance(rules, DrawRules):
        raise TypeError(f"rules must be DrawRules(...) or None, not {excerpt(rules)}")
    return rules


def check_decks(decks: object, name: str = "stacked") -> list[tuple[Card, ...]]:
    """Prepared decks (each all 52 cards, top first), or a clear error."""
    if isinstance(decks, str) or not isinstance(decks, Iterable):
        raise TypeError(f"{name} must be a list of prepared decks (each all 52 cards, top first), "
                        f"not {excerpt(decks)}")
    return [parse_deck(deck, f"each deck in {name}") for deck in decks]


def new_game(rules: DrawRules | None = None, seed: int | str = 0,
             stacked: Sequence[str | Sequence[Card]] = ()) -> DrawState:
    """A new match: scores at the start value, the first dealer's first round dealt (FD-3, FD-4, FD-6).

    Each round's deck is shuffled from the seed. ``stacked`` may give prepared decks (top card
    first; cards from the top are dealt in turn) for the first rounds, for lessons and tests.

    >>> g = new_game(DrawRules(players=3), seed=42)
    >>> [len(h) for h in g.hands], len(g.stock), g.scores
    ([5, 5, 5], 37, [10, 10, 10])
    """
    rules = check_rules(rules)
    decks = check_decks(stacked)
    return begin(rules, check_seed(seed), 1, [rules.starting_score] * rules.players, 0,
                 {r: deck for r, deck in enumerate(decks, start=1)})


def replay(rules: DrawRules, seed: int | str, actions: Iterable[Action],
           stacked: Sequence[str | Sequence[Card]] = ()) -> DrawState:
    """Rebuild a state from its seed and actions: the same inputs give the same game, card for card.

    >>> g = new_game(DrawRules(players=3), seed=5).apply(fold(1)).apply(stay(2))
    >>> replay(g.rules, 5, g.history) == g
    True
    """
    if isinstance(actions, str) or not isinstance(actions, Iterable):
        raise TypeError(f"actions must be a list of five-card draw actions (a state's history), not {excerpt(actions)}")
    return _replay(new_game(rules, seed, stacked), actions)
