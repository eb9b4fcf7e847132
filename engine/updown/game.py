"""一上一下 "One Up, One Down" (UD-1 … UD-17) as a state machine with an explicit history.

Cards go down alternately face up and face down against a running target rank; a face-down card
carries a declared rank and may be challenged. Ranks run 3 < 4 < … < A < 2 (UD-2).

>>> from engine.updown import play_up
>>> game = new_game(UpDownRules(players=3, first_player=0), seed=4)
>>> game.target, game.face_due, game.to_act, [len(h) for h in game.hands]
(3, <Face.UP: 'up'>, 0, [7, 7, 7])
>>> game = game.apply(play_up(0, game.hands[0][0]))
>>> game.face_due == "down"
True
>>> game.apply(play_up(1, game.hands[1][0]))
Traceback (most recent call last):
...
engine.errors.IllegalMove: seat 1 cannot play 2♠ face up: the next card goes face down (UD-6)
>>> game.apply("stay")
Traceback (most recent call last):
...
TypeError: action must be an 一上一下 action (play_up, play_down, challenge or pass_), not 'stay'

A chosen position, rather than a dealt one, comes from :mod:`engine.updown.scenario`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import cast

from ..cards import Card, shuffled_deck
from .actions import Action, Pass, PlayDown, PlayUp, check_action
from .events import Deal, DrawForLead, Event, Lead
from .inputs import seed_of, shown, whole
from .log import Log
from .records import Face, Phase, PileCard
from .rules import HAND_SIZE, UpDownRules, check_rules, choose_first_player
from .table import Table
from .view import UpDownView

# UpDownRules is offered here too: engine/__init__.py finds it in this module.
__all__ = ["UpDownRules", "UpDownState", "UpDownView", "new_game", "replay"]


_PLAY, _CHALLENGE, _OVER = Phase.PLAY, Phase.CHALLENGE, Phase.OVER


class UpDownState:
    """A game of 一上一下 at one moment, never changed once made. Create one with :func:`new_game` (or
    :func:`engine.updown.scenario.position` / :func:`~engine.updown.scenario.stacked_game`);
    move with :meth:`apply`, which returns the next state."""

    # The events are kept as everyone saw them (``_public``: private cards hidden) plus, per seat,
    # that seat's own private events with their places (``_own``); a view takes the public log and
    # its seat's own one, so no view copies the history or holds another seat's cards.
    # ``_origin`` is the state the history starts from (None: this one, whose history is empty).
    __slots__ = ("seed", "table", "_public", "_own", "_history", "_origin")

    def __init__(self, table: Table, seed: int | str = 0, public: Log[Event] | None = None,
                 own: tuple[Log[tuple[int, Event]], ...] | None = None, history: Log[Action] | None = None):
        if not isinstance(table, Table):
            raise TypeError(f"table must be a Table (new_game or scenario.position make states), not {shown(table)}")
        self.seed = seed
        self.table = table
        self._public: Log[Event] = public or Log.EMPTY
        self._own: tuple[Log[tuple[int, Event]], ...] = own or (Log.EMPTY,) * table.rules.players
        self._history: Log[Action] = history or Log.EMPTY
        self._origin: UpDownState | None = None

    # ---- reading ------------------------------------------------------------------------------

    @property
    def rules(self) -> UpDownRules:
        """The house rules of this game."""
        return self.table.rules

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards (this state knows them all)."""
        return cast(tuple[tuple[Card, ...], ...], self.table.hands)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, top card first."""
        return cast(tuple[Card, ...], self.table.stock)

    @property
    def pile(self) -> tuple[PileCard, ...]:
        """The centre pile, oldest first, every card shown."""
        return self.table.pile

    @property
    def target(self) -> int:
        """The rank the next card is measured against (UD-3)."""
        return self.table.target

    @property
    def face_due(self) -> Face:
        """Which face the next card shows (UD-6, UD-17)."""
        return self.table.face_due

    @property
    def turn(self) -> int:
        """Whose play it is (while a face-down card is open to challenge: the seat that played it)."""
        return self.table.turn

    @property
    def phase(self) -> Phase:
        """play, challenge (a face-down card is open, UD-10) or over."""
        return self.table.phase

    @property
    def asking(self) -> tuple[int, ...]:
        """The seats still to be asked about the open face-down card, in turn order (UD-10)."""
        return self.table.asking

    @property
    def target_before(self) -> int | None:
        """The target the open face-down card was played on (None when no card is open)."""
        return self.table.target_before

    @property
    def plays(self) -> int:
        """Plays made so far (UD-16 counts them)."""
        return self.table.plays

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won (several at the play limit, UD-16)."""
        return self.table.winners

    @property
    def to_act(self) -> int | None:
        """Who acts now: the player to play, the seat asked about a face-down card, or nobody."""
        table = self.table
        if table.phase is _PLAY:
            return table.turn
        return table.asking[0] if table.phase is _CHALLENGE else None

    @property
    def is_over(self) -> bool:
        """Whether someone has won."""
        return self.table.phase is _OVER

    @property
    def clock(self) -> int:
        """The number of the play being made or answered, as the play limit counts them (UD-16): what
        stamps a bot's move. While a face-down card is open to challenge (UD-10) the answers belong to
        that card's play, not to the next one."""
        table = self.table
        return table.plays if table.phase is _CHALLENGE else table.plays + 1

    @property
    def events(self) -> list[Event]:
        """Everything that happened, every card shown (a fresh list)."""
        return list(merged(self._public, *self._own))

    @property
    def start(self) -> UpDownState:
        """The state this one's history starts from (the deal, or the chosen position): replaying the
        history from it gives this state again.

        >>> g = new_game(UpDownRules(players=2, first_player=0), seed=1)
        >>> g2 = g.apply(g.legal_actions()[0])
        >>> g2.start is g, g.start is g
        (True, True)
        """
        return self if self._origin is None else self._origin

    @property
    def history(self) -> list[Action]:
        """The actions applied since the deal (or the chosen position), as a fresh list."""
        return list(self._history.entries())

    def all_cards(self) -> list[Card]:
        """Every card in the game: hands, stock and pile (52, always)."""
        return [*(c for h in self.hands for c in h), *self.stock, *(cast(Card, p.card) for p in self.pile)]

    def legal_actions(self) -> list[Action]:
        """Every action allowed now: a face-down play with each of the 13 declarations, and with
        none (it counts as 3, UD-9)."""
        return self.table.legal_actions()

    def can_apply(self, action: object) -> bool:
        """Whether :meth:`apply` would accept ``action`` (a wrong type counts as not)."""
        try:
            self.verify(action)
        except (ValueError, TypeError):
            return False
        return True

    def verify(self, action: object) -> None:
        """Raise what :meth:`apply` would raise for ``action``: ``TypeError`` for something that
        is not an action, :class:`~engine.errors.IllegalMove` for one the rules refuse."""
        checked = check_action(action)
        if isinstance(checked, PlayUp):
            self.table.verify_play(checked.seat, Face.UP, checked.card)
        elif isinstance(checked, PlayDown):
            self.table.verify_play(checked.seat, Face.DOWN, checked.card, checked.declared)
        else:
            self.table.verify_answer(checked.seat, str(checked.kind))

    def view(self, seat: int) -> UpDownView:
        """What ``seat`` may know (UD-1, UD-10): never the real rank of another's standing face-down card."""
        if type(seat) is not int or not 0 <= seat < self.table.rules.players:
            whole(seat, "seat", 0, self.table.rules.players - 1, ValueError, "UD-1")
        return UpDownView.of(self.table, seat, self._public, self._own[seat])

    # ---- changing -----------------------------------------------------------------------------

    def apply(self, action: Action) -> UpDownState:
        """The next state, or :class:`~engine.errors.IllegalMove` (``TypeError`` for something
        that is not an action) with this state unchanged."""
        check_action(action)
        if isinstance(action, Pass):
            table, events = self.table.pass_(action.seat)
        elif isinstance(action, PlayUp):
            table, events = self.table.play_up(action.seat, action.card)
        elif isinstance(action, PlayDown):
            table, events = self.table.play_down(action.seat, action.card, action.declared)
        else:
            table, events = self.table.challenge(action.seat)
        return self._after(table, events, (action,))

    def _after(self, table: Table, events: tuple[Event, ...], actions: tuple[Action, ...]) -> UpDownState:
        public, own = events, self._own
        for e in events:
            if e.private:
                public, own = _split(events, len(self._public), own)
                break
        state = object.__new__(UpDownState)     # what __init__ does, without checking what we made
        state.seed, state.table, state._own = self.seed, table, own
        state._origin = self._origin if self._origin is not None else self if actions else None
        state._public, state._history = self._public.extended(public), self._history.extended(actions)
        return state

    # ---- comparing and showing ----------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, UpDownState) and self.seed == other.seed and self.table == other.table
                and self._public == other._public and self._own == other._own and self._history == other._history)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"UpDownState(seed={self.seed!r}, table={self.table!r}, events={len(self._public)}, "
                f"history={len(self._history)})")


def _split(events: tuple[Event, ...], start: int, own: tuple[Log[tuple[int, Event]], ...]
           ) -> tuple[tuple[Event, ...], tuple[Log[tuple[int, Event]], ...]]:
    """``events`` (the first at place ``start``) as everyone sees them, and each seat's own log
    with its private ones added."""
    public = list(events)
    mine: dict[int, list[tuple[int, Event]]] = {}
    for i, e in enumerate(events):
        if e.private:                        # usually the one private event of a play; a deal's 28 come together
            mine.setdefault(e.seat, []).append((start + i, e))  # type: ignore[attr-defined]   # a PrivateEvent
            public[i] = e.hidden()                               # type: ignore[attr-defined]
    logs = list(own)
    for seat, entries in mine.items():
        logs[seat] = logs[seat].extended(tuple(entries))
    return tuple(public), tuple(logs)


def merged(public: Log[Event], *own: Log[tuple[int, Event]]) -> tuple[Event, ...]:
    """The public events with the private ones of the seats whose ``own`` logs are given put back."""
    events = list(public.entries())
    for log in own:
        for i, e in log.entries():
            events[i] = e
    return tuple(events)


def _deal(rules: UpDownRules, seed: int | str, deck: Sequence[Card], leader: int,
         events: Iterable[Event] = ()) -> UpDownState:
    # Deal 7 cards each, one at a time from the leader, from the top of the deck; the rest is the
    # stock (UD-1). The deck is taken as it is: new_game and scenario.stacked_game check it.
    told: list[Event] = [*events, Lead(leader)]
    cards = list(deck)
    hands: list[list[Card]] = [[] for _ in range(rules.players)]
    for _ in range(HAND_SIZE):
        for k in range(rules.players):
            seat = (leader + k) % rules.players
            card = cards.pop(0)
            hands[seat].append(card)
            told.append(Deal(seat, card))
    start = UpDownState(Table.start(rules, hands, cards, turn=leader), seed)
    return start._after(start.table, tuple(told), ())


def new_game(rules: UpDownRules | None = None, seed: int | str = 0) -> UpDownState:
    """Choose who leads (UD-4), shuffle, deal 7 each one at a time from the leader (UD-1).

    >>> g = new_game(UpDownRules(players=4), seed=9)
    >>> [len(h) for h in g.hands], len(g.stock), g.target, g.face_due
    ([7, 7, 7, 7], 24, 3, <Face.UP: 'up'>)
    """
    rules = UpDownRules() if rules is None else check_rules(rules)
    seed_of(seed)
    if rules.first_player == "draw":
        leader, draws = choose_first_player(rules.players, seed)
        drawn: list[Event] = [DrawForLead(seat, card) for seat, card in draws]
    else:
        leader, drawn = int(rules.first_player), []
    return _deal(rules, seed, shuffled_deck(f"{seed}/deal"), leader, drawn)   # the drawn cards went back (UD-4)


def replay(rules: UpDownRules, seed: int | str, actions: Iterable[Action]) -> UpDownState:
    """The same seed and actions give the same game, card for card.

    >>> g = new_game(UpDownRules(players=2, first_player=0), seed=1)
    >>> g = g.apply(g.legal_actions()[0])
    >>> replay(g.rules, g.seed, g.history) == g
    True
    """
    state = new_game(rules, seed)
    for action in actions:
        state = state.apply(action)
    return state

