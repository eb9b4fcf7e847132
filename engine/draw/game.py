"""Five-card draw for points (FD-1 … FD-15) as a state machine with an explicit history.

A match is one state that moves through rounds. Every step is an :class:`Action` by a seat;
``apply`` returns the next state or raises :class:`IllegalMove` and leaves this one as it was.

>>> game = new_game(DrawRules(players=3), seed=1)
>>> game.phase, game.dealer, game.to_act           # seat 1 sits at the dealer's left (FD-6, FD-7)
('decide1', 0, 1)
>>> game = game.apply(stay(1)).apply(stay(2)).apply(fold(0))
>>> game.apply(replace(1, "2S 3S 4S 5S"))
Traceback (most recent call last):
...
engine.errors.IllegalMove: seat 1 cannot replace 4 cards (2♠ 3♠ 4♠ 5♠): at most 3 cards may be replaced (FD-5, FD-8)
>>> game.view(2).hand == game.hands[2], game.view(2).hands_shown    # a seat sees only its own cards
(True, {})

Seats are numbered from 0; the deal and every decision go clockwise from the dealer's left.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from dataclasses import replace as _dc_replace
from itertools import combinations
from typing import NamedTuple

from ..cards import Card, full_deck, parse_cards, shuffled_deck, sort_deck
from ..errors import IllegalMove, RulesError
from ..fast import strength, tables_for
from ..hands import Category

PHASES = ("decide1", "replace", "deal", "decide2", "round_over", "match_over")
DEFAULT_CATEGORY_POINTS = (1, 1, 2, 3, 4, 5, 6, 8, 10)  # high card … straight flush


@dataclass(frozen=True)
class DrawRules:
    """The house rules, agreed before the first round and fixed for the match (FD-5).

    >>> DrawRules(players=7)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: five-card draw is for 3 to 6 players, not 7 (FD-1)
    >>> DrawRules(players=6, max_replace=4)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: 6 players replacing up to 4 cards could need 54 cards, more than the 52 in the deck (FD-5)
    """

    players: int = 4
    max_replace: int = 3                 # FD-5, FD-8
    ace_low: bool = False                # FD-5, FD-13: A-2-3-4-5 as the lowest straight
    starting_score: int = 10             # FD-3
    chips: bool = False                  # FD-7, FD-12: staying costs 1 point into a pot
    scoring: str = "win"                 # FD-3: "win" (winner +win_points) or "category"
    win_points: int = 1
    category_points: tuple[int, ...] = DEFAULT_CATEGORY_POINTS
    end: str = "rounds"                  # FD-14: "rounds" (after `rounds`) or "points"
    rounds: int = 8
    target_score: int = 15
    round_limit: int | None = None       # with end="points": an optional cap on rounds
    first_dealer: int = 0                # FD-4

    def __post_init__(self) -> None:
        if not 3 <= self.players <= 6:
            raise RulesError(f"five-card draw is for 3 to 6 players, not {self.players} (FD-1)")
        if not 0 <= self.max_replace <= 5:
            raise RulesError(f"the most cards one player may replace is 0 to 5, not {self.max_replace} (FD-5)")
        need = self.players * (5 + self.max_replace)
        if need > 52:
            raise RulesError(f"{self.players} players replacing up to {self.max_replace} cards could need "
                             f"{need} cards, more than the 52 in the deck (FD-5)")
        if self.scoring not in ("win", "category"):
            raise RulesError(f'scoring is "win" or "category", not {self.scoring!r} (FD-3)')
        if len(self.category_points) != 9 or any(p < 0 for p in self.category_points):
            raise RulesError("category_points needs 9 points, one per category from high card to "
                             "straight flush, none negative (FD-3)")
        if self.chips and self.scoring == "category":
            raise RulesError("with chips the winner takes the pot, so category points cannot also apply "
                             "(FD-3, FD-7): choose one")
        if self.end not in ("rounds", "points"):
            raise RulesError(f'the match ends by "rounds" or "points", not {self.end!r} (FD-14)')
        if self.rounds < 1:
            raise RulesError(f"a match has at least 1 round, not {self.rounds} (FD-14)")
        if self.end == "points" and self.target_score <= self.starting_score:
            raise RulesError(f"the target of {self.target_score} points must be above the starting score "
                             f"of {self.starting_score} (FD-14)")
        if self.round_limit is not None and self.round_limit < 1:
            raise RulesError(f"a round limit must be at least 1, not {self.round_limit} (FD-14)")
        if not 0 <= self.first_dealer < self.players:
            raise RulesError(f"the first dealer must be a seat from 0 to {self.players - 1}, "
                             f"not {self.first_dealer} (FD-4)")


class Action(NamedTuple):
    """One step by one seat. Build them with :func:`stay`, :func:`fold`, :func:`replace`, …"""

    kind: str
    seat: int
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        if self.kind in ("replace", "correct"):
            what = " ".join(c.label for c in self.cards) or "nothing"
            verb = "replace" if self.kind == "replace" else "correct to replacing"
            return f"{verb} {len(self.cards)} card{'s' if len(self.cards) != 1 else ''} ({what})"
        return {"next_round": "start the next round", "deal": "deal the replacements"}.get(self.kind, self.kind)

    def public(self) -> str:
        """What the other players see of this action: counts, never the discarded cards (FD-8).

        >>> replace(1, "KD 7C").public()
        'replace 2 cards'
        """
        if self.kind in ("replace", "correct"):
            n = len(self.cards)
            return f"{'replace' if self.kind == 'replace' else 'correct to replacing'} {n} card{'s' if n != 1 else ''}"
        return str(self)


def stay(seat: int) -> Action:
    return Action("stay", seat)


def fold(seat: int) -> Action:
    return Action("fold", seat)


def replace(seat: int, cards: str | Iterable[str | Card] = ()) -> Action:
    """Announce and discard these cards (FD-8): ``replace(2, "KD 7C")``; ``replace(2)`` keeps all five."""
    return Action("replace", seat, tuple(parse_cards(cards, distinct=False)))


def correct(seat: int, cards: str | Iterable[str | Card] = ()) -> Action:
    """Correct an announced count, once, before the replacements are dealt (FD-8)."""
    return Action("correct", seat, tuple(parse_cards(cards, distinct=False)))


def deal(seat: int) -> Action:
    """The dealer deals the replacements from the top of the stock (FD-8)."""
    return Action("deal", seat)


def next_round(seat: int) -> Action:
    """The new dealer gathers, shuffles and deals the next round (FD-4, FD-6)."""
    return Action("next_round", seat)


class Event(NamedTuple):
    """What happened, as a plain record. ``private`` events show their cards only to ``seat``."""

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    number: int | None = None
    seats: tuple[int, ...] = ()
    private: bool = False
    values: tuple[int, ...] = ()


@dataclass(frozen=True)
class DrawView:
    """Exactly what one seat may know (hidden cards of others are absent)."""

    seat: int
    rules: DrawRules
    round_no: int
    dealer: int
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    my_discards: tuple[Card, ...]
    scores: tuple[int, ...]
    pot: int
    active: tuple[bool, ...]
    replace_counts: dict[int, int]
    stock_size: int
    hands_shown: dict[int, tuple[Card, ...]]
    round_winners: tuple[int, ...]
    events: tuple[Event, ...]
    legal_actions: tuple[Action, ...]


@dataclass
class DrawState:
    """A five-card draw match at one moment. Create with :func:`new_game`; move with :meth:`apply`."""

    rules: DrawRules
    seed: int | str
    round_no: int
    dealer: int
    phase: str
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
    stacked: tuple[tuple[Card, ...], ...] = ()        # prepared decks for the first rounds

    # ---- reading the state -------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is (the dealer for deals), or None when the match is over."""
        if self.phase in ("decide1", "replace", "decide2"):
            return self.pending[0]
        if self.phase == "deal":
            return self.dealer
        if self.phase == "round_over":
            return self._next_dealer()
        return None

    @property
    def is_over(self) -> bool:
        return self.phase == "match_over"

    def seat_order(self) -> list[int]:
        """All seats, clockwise from the dealer's left (FD-6)."""
        n = self.rules.players
        return [(self.dealer + k) % n for k in range(1, n + 1)]

    def match_winners(self) -> tuple[int, ...]:
        """The seats with the highest score (more than one is a shared win)."""
        best = max(self.scores)
        return tuple(s for s, score in enumerate(self.scores) if score == best)

    def all_cards(self) -> list[Card]:
        """Every card on the table: hands, stock, discards and folded hands (always 52)."""
        return [c for h in self.hands for c in h] + self.stock + self.discards + self.mucked

    def legal_actions(self) -> list[Action]:
        """Every action the rules allow now, by any seat (out-of-turn corrections included)."""
        seat = self.to_act
        if self.phase in ("decide1", "decide2"):
            return [stay(seat), fold(seat)]
        if self.phase == "replace":
            own = [Action("replace", seat, combo) for combo in self._choices(self.hands[seat])]
            return own + self._corrections()
        if self.phase == "deal":
            return [deal(seat)] + self._corrections()
        if self.phase == "round_over":
            return [next_round(seat)]
        return []

    def can_apply(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalMove:
            return False
        return True

    def view(self, seat: int) -> DrawView:
        """What ``seat`` may know: its own cards, public counts and scores, and shown hands."""
        if not 0 <= seat < self.rules.players:
            raise ValueError(f"there is no seat {seat}: seats are 0 to {self.rules.players - 1}")
        events = tuple(e if not e.private or e.seat == seat else e._replace(cards=()) for e in self.events)
        return DrawView(
            seat=seat, rules=self.rules, round_no=self.round_no, dealer=self.dealer, phase=self.phase,
            to_act=self.to_act, hand=self.hands[seat], my_discards=self.announced.get(seat, ()),
            scores=tuple(self.scores), pot=self.pot, active=tuple(self.active),
            replace_counts={s: len(c) for s, c in self.announced.items()}, stock_size=len(self.stock),
            hands_shown=dict(self.shown), round_winners=self.round_winners, events=events,
            legal_actions=tuple(a for a in self.legal_actions() if a.seat == seat))

    # ---- changing the state ------------------------------------------------------------------

    def apply(self, action: Action) -> DrawState:
        """The state after ``action``; raises :class:`IllegalMove` (this state unchanged) if refused."""
        self.verify(action)
        nxt = self._copy()
        nxt._perform(action)
        return nxt

    def verify(self, action: Action) -> None:
        """Raise :class:`IllegalMove` with the reason and rule if ``action`` is not allowed now."""
        seat, kind, what = action.seat, action.kind, str(action)
        if kind not in ("stay", "fold", "replace", "correct", "deal", "next_round"):
            raise IllegalMove(seat, what, "five-card draw has no such action (stay, fold, replace, correct, "
                                          "deal, next_round)", "FD-6")
        if not isinstance(seat, int) or not 0 <= seat < self.rules.players:
            raise IllegalMove(seat, what, f"seats are numbered 0 to {self.rules.players - 1}", "FD-1")
        if self.phase == "match_over":
            raise IllegalMove(seat, what, "the match is over", "FD-14")
        if self.phase == "round_over":
            if kind == "fold" and self.round_winners == (seat,) and sum(self.active) == 1:
                raise IllegalMove(seat, what, "the last player in cannot fold; the round is won", "FD-11")
            if kind != "next_round":
                raise IllegalMove(seat, what, "the round is over; the next dealer starts the next round", "FD-4")
        elif kind == "next_round":
            raise IllegalMove(seat, what, "the round is still being played", "FD-4")
        if kind == "correct":
            return self._verify_correction(action)
        if not self.active[seat] and kind != "next_round" and not (kind == "deal" and seat == self.dealer):
            raise IllegalMove(seat, what, "this seat folded this round", "FD-7")
        expected = {"decide1": ("stay", "fold"), "decide2": ("stay", "fold"), "replace": ("replace",),
                    "deal": ("deal",), "round_over": ("next_round",)}[self.phase]
        if kind not in expected:
            raise IllegalMove(seat, what, self._phase_reason(), self._phase_rule())
        if seat != self.to_act:
            raise IllegalMove(seat, what, f"it is seat {self.to_act}'s turn", self._phase_rule())
        if kind == "replace":
            self._verify_discards(seat, what, action.cards, set(self.hands[seat]))

    def _phase_reason(self) -> str:
        return {"decide1": "everyone first stays or folds", "replace": "now each player replaces cards",
                "deal": "the dealer now deals the replacements", "decide2": "now each player stays or folds again",
                "round_over": "the round is over"}[self.phase]

    def _phase_rule(self) -> str:
        return {"decide1": "FD-7", "replace": "FD-8", "deal": "FD-8", "decide2": "FD-9",
                "round_over": "FD-4"}[self.phase]

    def _verify_discards(self, seat: int, what: str, cards: Sequence[Card], hand: set[Card]) -> None:
        if len(cards) > self.rules.max_replace:
            raise IllegalMove(seat, what, f"at most {self.rules.max_replace} cards may be replaced", "FD-5, FD-8")
        if len(set(cards)) != len(cards):
            twice = next(c for c in cards if cards.count(c) > 1)
            raise IllegalMove(seat, what, f"the {twice.english} is named twice", "FD-8")
        missing = [c for c in cards if c not in hand]
        if missing:
            raise IllegalMove(seat, what, f"the {missing[0].english} is not in this seat's hand", "FD-8")

    def _verify_correction(self, action: Action) -> None:
        seat, what = action.seat, str(action)
        if self.phase not in ("replace", "deal"):
            reason = ("the replacement cards have been dealt" if self.phase in ("decide2", "round_over")
                      else "no count has been announced yet")
            raise IllegalMove(seat, what, f"a count can be corrected only before the replacements are dealt; "
                                          f"{reason}", "FD-8")
        if seat not in self.announced:
            raise IllegalMove(seat, what, "this seat has not announced a count yet", "FD-8")
        if seat in self.corrected:
            raise IllegalMove(seat, what, "a count may be corrected only once", "FD-8")
        if len(action.cards) == len(self.announced[seat]):
            raise IllegalMove(seat, what, f"that is the same count ({len(action.cards)}) as announced; only the "
                                          "count can be corrected", "FD-8")
        self._verify_discards(seat, what, action.cards, set(self.hands[seat]) | set(self.announced[seat]))

    def _choices(self, hand: Sequence[Card]) -> list[tuple[Card, ...]]:
        return [combo for k in range(self.rules.max_replace + 1) for combo in combinations(hand, k)]

    def _corrections(self) -> list[Action]:
        out = []
        for seat, announced in self.announced.items():
            if seat in self.corrected:
                continue
            for combo in self._choices(tuple(self.hands[seat]) + announced):
                if len(combo) != len(announced):
                    out.append(Action("correct", seat, combo))
        return out

    def _copy(self) -> DrawState:
        return _dc_replace(
            self, scores=list(self.scores), hands=list(self.hands), stock=list(self.stock),
            discards=list(self.discards), mucked=list(self.mucked), active=list(self.active),
            pending=list(self.pending), announced=dict(self.announced), corrected=set(self.corrected),
            shown=dict(self.shown), events=list(self.events), history=list(self.history))

    def _perform(self, action: Action) -> None:
        self.history.append(action)
        seat, kind = action.seat, action.kind
        if kind in ("stay", "fold"):
            self.pending.pop(0)
            if kind == "fold":
                self.active[seat] = False
                self.mucked.extend(self.hands[seat])
                self.hands[seat] = ()
                self.events.append(Event("fold", seat))
            else:
                paid = 1 if self.rules.chips else 0
                self.scores[seat] -= paid
                self.pot += paid
                self.events.append(Event("stay", seat, number=paid))
            if sum(self.active) == 1:
                return self._finish_round()
            if not self.pending:
                self._next_phase()
        elif kind == "replace":
            self.pending.pop(0)
            self._discard(seat, action.cards)
            if not self.pending:
                self.phase = "deal"
        elif kind == "correct":
            self.hands[seat] = self.hands[seat] + self.announced[seat]
            for card in self.announced[seat]:
                self.discards.remove(card)
            self.corrected.add(seat)
            self._discard(seat, action.cards, kind="correct")
        elif kind == "deal":
            for s in self.seat_order():
                if s in self.announced and self.announced[s]:
                    drawn = tuple(self.stock[:len(self.announced[s])])
                    del self.stock[:len(drawn)]
                    self.hands[s] = self.hands[s] + drawn
                    self.events.append(Event("draw", s, drawn, number=len(drawn), private=True))
            self.phase = "decide2"
            self.pending = [s for s in self.seat_order() if self.active[s]]
        elif kind == "next_round":
            self.dealer = seat
            self.round_no += 1
            self._start_round()

    def _discard(self, seat: int, cards: tuple[Card, ...], kind: str = "replace") -> None:
        self.hands[seat] = tuple(c for c in self.hands[seat] if c not in cards)
        self.discards.extend(cards)
        self.announced[seat] = tuple(cards)
        self.events.append(Event(kind, seat, tuple(cards), number=len(cards), private=True))

    def _next_phase(self) -> None:
        if self.phase == "decide1":
            self.phase = "replace"
            self.pending = [s for s in self.seat_order() if self.active[s]]
        else:
            self._finish_round()

    def _start_round(self) -> None:
        """Gather all 52 cards, shuffle with this round's seed, deal five times round (FD-6)."""
        n = self.rules.players
        if self.round_no <= len(self.stacked):
            deck = list(self.stacked[self.round_no - 1])
        else:
            deck = shuffled_deck(f"{self.seed}/round {self.round_no}")
        self.events.append(Event("round", self.dealer, number=self.round_no))
        hands: list[list[Card]] = [[] for _ in range(n)]
        for _ in range(5):
            for s in self.seat_order():
                card = deck.pop(0)
                hands[s].append(card)
                self.events.append(Event("deal", s, (card,), private=True))
        self.hands = [tuple(h) for h in hands]
        self.stock, self.discards, self.mucked = deck, [], []
        self.active = [True] * n
        self.announced, self.corrected, self.shown, self.round_winners = {}, set(), {}, ()
        self.phase = "decide1"
        self.pending = self.seat_order()

    def _finish_round(self) -> None:
        rules = self.rules
        self.pending = []
        in_play = [s for s in self.seat_order() if self.active[s]]
        if len(in_play) == 1:
            winners = tuple(in_play)
            award = rules.win_points if rules.scoring == "win" else rules.category_points[Category.HIGH_CARD]
            self.events.append(Event("last_standing", in_play[0]))
        else:
            strengths = {}
            for s in in_play:
                self.shown[s] = self.hands[s]
                strengths[s] = strength(self.hands[s], rules.ace_low)
                self.events.append(Event("show", s, self.hands[s], number=strengths[s]))
            best = max(strengths.values())
            winners = tuple(s for s in in_play if strengths[s] == best)
            category = tables_for(rules.ace_low).values[best].category
            award = rules.win_points if rules.scoring == "win" else rules.category_points[category]
        self.round_winners = winners
        if rules.chips:
            share, left = divmod(self.pot, len(winners))
            for s in winners:
                self.scores[s] += share
            self.events.append(Event("pot", number=share, seats=winners))
            self.pot = left
        elif len(winners) == 1:
            self.scores[winners[0]] += award
            self.events.append(Event("win", winners[0], number=award))
        else:
            self.events.append(Event("tie", seats=winners, number=0))
        self.events.append(Event("scores", number=self.pot, values=tuple(self.scores)))
        if self._match_ended():
            self.phase = "match_over"
            self.events.append(Event("match_over", seats=self.match_winners()))
            put_away = sort_deck(self.all_cards())
            ok = put_away == full_deck()
            self.events.append(Event("deck_check", number=len(set(put_away)) if ok else -len(put_away)))
        else:
            self.phase = "round_over"

    def _match_ended(self) -> bool:
        rules = self.rules
        if rules.end == "rounds":
            return self.round_no >= rules.rounds
        if rules.round_limit is not None and self.round_no >= rules.round_limit:
            return True
        return max(self.scores) >= rules.target_score

    def _next_dealer(self) -> int:
        return (self.dealer + 1) % self.rules.players


def new_game(rules: DrawRules | None = None, seed: int | str = 0,
             stacked: Sequence[str | Sequence[Card]] = ()) -> DrawState:
    """A new match: scores at the start value, the first dealer's first round dealt (FD-3, FD-4, FD-6).

    Each round's deck is shuffled from the seed. ``stacked`` may give prepared decks (top card
    first; cards from the top are dealt in turn) for the first rounds, for lessons and tests.

    >>> g = new_game(DrawRules(players=3), seed=42)
    >>> [len(h) for h in g.hands], len(g.stock), g.scores
    ([5, 5, 5], 37, [10, 10, 10])
    """
    rules = rules or DrawRules()
    decks = []
    for deck in stacked:
        cards = tuple(parse_cards(deck))
        if sorted(cards) != sorted(full_deck()):
            raise ValueError(f"a stacked deck must hold all 52 cards once each, not {len(cards)} cards (FD-2)")
        decks.append(cards)
    state = DrawState(rules=rules, seed=seed, round_no=1, dealer=rules.first_dealer, phase="decide1",
                      scores=[rules.starting_score] * rules.players, stacked=tuple(decks))
    state._start_round()
    return state


def stack_deck(hands: Sequence[str], dealer: int = 0, rest: str = "") -> tuple[Card, ...]:
    """A full deck ordered so that the deal gives ``hands[s]`` to seat ``s`` (FD-6 order), then
    ``rest`` on top of the stock, then the remaining cards in deck order.

    >>> deck = stack_deck(["AS AH AD AC KS", "2S 3S 4S 5S 7H", "9C 9D 8C 8D 2C"], rest="KH")
    >>> g = new_game(DrawRules(players=3), stacked=[deck])
    >>> [c.label for c in g.hands[0]], g.stock[0].label
    (['A♠', 'A♥', 'A♦', 'A♣', 'K♠'], 'K♥')
    """
    parsed = [parse_cards(h) for h in hands]
    n = len(parsed)
    order = [(dealer + k) % n for k in range(1, n + 1)]
    top = [parsed[s][i] for i in range(5) for s in order] + parse_cards(rest)
    if len(set(top)) != len(top):
        raise ValueError("a card appears twice in the stacked hands")
    return tuple(top + [c for c in full_deck() if c not in set(top)])


def dealer_of_round(rules: DrawRules, round_no: int) -> int:
    """Who deals round ``round_no`` (from 1): the deal passes one seat to the left each round (FD-4).

    >>> [dealer_of_round(DrawRules(players=3, first_dealer=2), r) for r in range(1, 6)]
    [2, 0, 1, 2, 0]
    """
    return (rules.first_dealer + round_no - 1) % rules.players


def replay(rules: DrawRules, seed: int | str, actions: Iterable[Action],
           stacked: Sequence[str | Sequence[Card]] = ()) -> DrawState:
    """Rebuild a state from its seed and actions: the same inputs give the same game, card for card.

    >>> g = new_game(DrawRules(players=3), seed=5).apply(fold(1)).apply(stay(2))
    >>> replay(g.rules, 5, g.history) == g
    True
    """
    state = new_game(rules, seed, stacked)
    for action in actions:
        state = state.apply(action)
    return state

