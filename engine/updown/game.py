"""一上一下 "One Up, One Down" (UD-1 … UD-17) as a state machine with an explicit history.

Cards go down alternately face up and face down against a running target rank; a face-down card
carries a declared rank and may be challenged. Ranks run 3 < 4 < … < A < 2 (UD-2).

>>> game = new_game(UpDownRules(players=3, first_player=0), seed=4)
>>> game.target, game.face_due, game.to_act, [len(h) for h in game.hands]
(3, 'up', 0, [7, 7, 7])
>>> game = game.apply(play_up(0, game.hands[0][0]))
>>> game.face_due
'down'
>>> game.apply(play_up(1, game.hands[1][0]))
Traceback (most recent call last):
...
engine.errors.IllegalMove: seat 1 cannot play 2♠ face up: the next card goes face down (UD-6)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from dataclasses import replace as _dc_replace
from typing import NamedTuple

from ..cards import RANK_LABELS, RANKS, Card, CardError, parse_card, parse_rank, shuffled_deck, updown_order
from ..errors import IllegalMove, RulesError

START_TARGET = 3          # UD-3: the lowest rank
FORGOTTEN_DECLARATION = 3  # UD-9
HAND_SIZE = 7             # UD-1


@dataclass(frozen=True)
class UpDownRules:
    """House rules, fixed for the game.

    >>> UpDownRules(players=5)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: 一上一下 is for 2 to 4 players, not 5 (UD-1)
    """

    players: int = 3
    lead_after_pickup: str = "taker"      # UD-13: "taker" or "challenger"
    play_limit: int = 500                 # UD-16: then the fewest cards wins
    first_player: int | str = "draw"      # UD-4: "draw" cards for it, or a seat number

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 4:
            raise RulesError(f"一上一下 is for 2 to 4 players, not {self.players} (UD-1)")
        if self.lead_after_pickup not in ("taker", "challenger"):
            raise RulesError(f'the lead after a pile is taken goes to the "taker" or the "challenger", '
                             f'not {self.lead_after_pickup!r} (UD-13)')
        if self.play_limit < 1:
            raise RulesError(f"the play limit must be at least 1, not {self.play_limit} (UD-16)")
        if self.first_player != "draw" and not (isinstance(self.first_player, int)
                                                and 0 <= self.first_player < self.players):
            raise RulesError(f'the first player is "draw" or a seat from 0 to {self.players - 1}, '
                             f"not {self.first_player!r} (UD-4)")


class Action(NamedTuple):
    """One step: ``play`` (face "up" or "down"), ``challenge`` or ``pass``."""

    kind: str
    seat: int
    card: Card | None = None
    face: str | None = None
    declared: int | None = None

    def __str__(self) -> str:
        if self.kind == "play" and self.face == "down":
            said = RANK_LABELS.get(self.declared, "nothing") if self.declared is not None else "nothing"
            return f"play {self.card.label if self.card else '?'} face down declared as {said}"
        if self.kind == "play":
            return f"play {self.card.label if self.card else '?'} face up"
        return {"challenge": "challenge", "pass": "pass"}.get(self.kind, self.kind)


def play_up(seat: int, card: str | Card) -> Action:
    """Put a card face up; its real rank counts (UD-7)."""
    return Action("play", seat, parse_card(card), "up")


def play_down(seat: int, card: str | Card, declared: str | int | None = None) -> Action:
    """Put a card face down declaring a rank (UD-8); no declaration counts as 3 (UD-9).

    >>> play_down(0, "7h", "10").declared, play_down(0, "7h").declared
    (10, None)
    """
    rank = declared if isinstance(declared, int) or declared is None else _declared_rank(seat, declared)
    return Action("play", seat, parse_card(card), "down", rank)


def _declared_rank(seat: int, text: str) -> int:
    try:
        return parse_rank(text)
    except CardError:
        raise IllegalMove(seat, f"declare {text!r}", "a declaration must be one of the 13 ranks, 3 to 2",
                          "UD-8") from None


def challenge(seat: int) -> Action:
    return Action("challenge", seat)


def pass_(seat: int) -> Action:
    """Let the face-down card stand, as far as this seat is concerned (UD-10)."""
    return Action("pass", seat)


class PileCard(NamedTuple):
    """A card on the centre pile. ``declared`` is the rank it counts as."""

    card: Card
    seat: int
    face: str
    declared: int
    revealed: bool = False


class Event(NamedTuple):
    """What happened. ``private`` events show their card only to ``seat``."""

    kind: str
    seat: int | None = None
    card: Card | None = None
    number: int | None = None
    other: int | None = None
    private: bool = False
    cards: tuple[Card, ...] = ()
    seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class UpDownView:
    """What one seat may know. Face-down cards of others show only their declared rank."""

    seat: int
    rules: UpDownRules
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    target: int
    face_due: str
    pile: tuple[tuple[int, str, int, Card | None], ...]   # (seat, face, declared, card if known)
    plays: int
    winners: tuple[int, ...]
    events: tuple[Event, ...]
    legal_actions: tuple[Action, ...]
    target_before: int | None                              # while a challenge is open


@dataclass
class UpDownState:
    """A game of 一上一下 at one moment. Create with :func:`new_game`; move with :meth:`apply`."""

    rules: UpDownRules
    seed: int | str
    hands: list[list[Card]]
    stock: list[Card]
    pile: list[PileCard] = field(default_factory=list)
    target: int = START_TARGET
    face_due: str = "up"
    turn: int = 0
    phase: str = "play"                                   # play, challenge, over
    asking: list[int] = field(default_factory=list)      # seats still to be asked, in order
    target_before: int | None = None
    plays: int = 0
    winners: tuple[int, ...] = ()
    events: list[Event] = field(default_factory=list)
    history: list[Action] = field(default_factory=list)

    # ---- reading ------------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.phase == "play":
            return self.turn
        if self.phase == "challenge":
            return self.asking[0]
        return None

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def next_seat(self, seat: int) -> int:
        """Turns pass clockwise (UD-6)."""
        return (seat + 1) % self.rules.players

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + self.stock + [p.card for p in self.pile]

    def legal_actions(self) -> list[Action]:
        """Every action allowed now (face-down plays with each of the 13 declarations)."""
        seat = self.to_act
        if self.phase == "play":
            if self.face_due == "up":
                return [Action("play", seat, c, "up") for c in self.hands[seat]]
            return [Action("play", seat, c, "down", r) for c in self.hands[seat] for r in RANKS]
        if self.phase == "challenge":
            return [challenge(seat), pass_(seat)]
        return []

    def can_apply(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalMove:
            return False
        return True

    def view(self, seat: int) -> UpDownView:
        """What ``seat`` may know (UD-1, UD-10): never the real rank of another's standing face-down card."""
        if not 0 <= seat < self.rules.players:
            raise ValueError(f"there is no seat {seat}: seats are 0 to {self.rules.players - 1}")
        pile = tuple((p.seat, p.face, p.declared,
                      p.card if p.face == "up" or p.revealed or p.seat == seat else None) for p in self.pile)
        events = tuple(e if not e.private or e.seat == seat else e._replace(card=None, cards=())
                       for e in self.events)
        return UpDownView(
            seat=seat, rules=self.rules, phase=self.phase, to_act=self.to_act, hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands), stock_size=len(self.stock), target=self.target,
            face_due=self.face_due, pile=pile, plays=self.plays, winners=self.winners, events=events,
            legal_actions=tuple(a for a in self.legal_actions() if a.seat == seat),
            target_before=self.target_before)

    # ---- changing -----------------------------------------------------------------------------

    def apply(self, action: Action) -> UpDownState:
        """The next state, or :class:`IllegalMove` with this state unchanged."""
        self.verify(action)
        nxt = _dc_replace(self, hands=[list(h) for h in self.hands], stock=list(self.stock),
                          pile=list(self.pile), asking=list(self.asking), events=list(self.events),
                          history=list(self.history))
        nxt._perform(action)
        return nxt

    def verify(self, action: Action) -> None:
        seat, kind, what = action.seat, action.kind, str(action)
        if kind not in ("play", "challenge", "pass"):
            raise IllegalMove(seat, what, "一上一下 has no such action (play, challenge, pass)", "UD-6")
        if not isinstance(seat, int) or not 0 <= seat < self.rules.players:
            raise IllegalMove(seat, what, f"seats are numbered 0 to {self.rules.players - 1}", "UD-1")
        if self.phase == "over":
            raise IllegalMove(seat, what, "the game is over", "UD-5")
        if kind == "play":
            if self.phase == "challenge":
                raise IllegalMove(seat, what, f"the face-down card is still open to challenge; seat "
                                              f"{self.asking[0]} is asked first", "UD-10")
            if seat != self.turn:
                raise IllegalMove(seat, what, f"it is seat {self.turn}'s turn", "UD-6")
            if action.face not in ("up", "down"):
                raise IllegalMove(seat, what, 'a card goes face "up" or "down"', "UD-6")
            if action.face != self.face_due:
                raise IllegalMove(seat, what, f"the next card goes face {self.face_due}", "UD-6")
            if not isinstance(action.card, Card):
                raise IllegalMove(seat, what, "a play needs a card: use play_up(seat, \"8S\") or "
                                              "play_down(seat, \"8S\", \"10\")", "UD-7, UD-8")
            if action.card not in self.hands[seat]:
                raise IllegalMove(seat, what, f"the {action.card.english} is not in this seat's hand", "UD-7")
            if action.face == "up" and action.declared not in (None, action.card.rank):
                raise IllegalMove(seat, what, "a face-up card counts as its real rank", "UD-7")
            if action.face == "down" and action.declared is not None and action.declared not in RANKS:
                raise IllegalMove(seat, what, "a declaration must be one of the 13 ranks", "UD-8")
            return
        # challenge or pass
        if self.phase != "challenge":
            last = self.pile[-1] if self.pile else None
            if kind == "challenge" and last is not None and last.face == "up":
                raise IllegalMove(seat, what, "a face-up card cannot be challenged", "UD-10")
            if kind == "challenge" and last is not None and last.revealed:
                raise IllegalMove(seat, what, "that card was already challenged", "UD-11")
            reason = ("nobody is being asked now" if kind == "pass"
                      else "the challenge window closed when the last card was let stand")
            raise IllegalMove(seat, what, reason, "UD-10")
        played_by = self.pile[-1].seat
        if seat == played_by:
            raise IllegalMove(seat, what, "a player cannot challenge or pass on their own card", "UD-10")
        if seat != self.asking[0]:
            raise IllegalMove(seat, what, f"seat {self.asking[0]} comes first in turn order after "
                                          f"seat {played_by}", "UD-11")

    def _perform(self, action: Action) -> None:
        self.history.append(action)
        seat = action.seat
        if action.kind == "play":
            self.hands[seat].remove(action.card)
            self.plays += 1
            if action.face == "up":
                return self._play_up(seat, action.card)
            declared = FORGOTTEN_DECLARATION if action.declared is None else action.declared
            self.pile.append(PileCard(action.card, seat, "down", declared))
            self.events.append(Event("play_down", seat, action.card, declared,
                                     other=int(action.declared is None), private=True))
            self.target_before = self.target
            self.phase = "challenge"
            self.asking = asking_order(self.rules.players, seat)
        elif action.kind == "pass":
            self.events.append(Event("pass", seat))
            self.asking.pop(0)
            if not self.asking:
                self._stand()
        else:
            self._challenge(seat)

    def _play_up(self, seat: int, card: Card) -> None:
        low = updown_order(card.rank) < updown_order(self.target)
        self.pile.append(PileCard(card, seat, "up", card.rank))
        self.events.append(Event("play_up", seat, card, self.target))
        if low and self.stock:
            drawn = self.stock.pop(0)
            self.hands[seat].append(drawn)
            self.events.append(Event("draw", seat, drawn, private=True))
        elif low:
            self.events.append(Event("no_draw", seat))
        self.target = card.rank
        self.face_due = "down"
        self._after_standing_play(seat)

    def _stand(self) -> None:
        """Nobody challenged: the face-down card stands as declared, never to be looked at (UD-10)."""
        top = self.pile[-1]
        self.events.append(Event("stands", top.seat, number=top.declared))
        self.target = top.declared
        self.face_due = "up"
        self.phase, self.target_before = "play", None
        self._after_standing_play(top.seat)

    def _after_standing_play(self, seat: int) -> None:
        if not self.hands[seat]:
            return self._end((seat,), "win")
        self.turn = self.next_seat(seat)
        self._check_limit()

    def _challenge(self, challenger: int) -> None:
        top = self.pile[-1]
        self.pile[-1] = top._replace(revealed=True)
        succeeds = challenge_succeeds(self.target_before, top.declared, top.card.rank)
        self.events.append(Event("challenge", challenger, other=top.seat))
        self.events.append(Event("reveal", top.seat, top.card, top.declared, other=int(succeeds)))
        loser = top.seat if succeeds else challenger
        taken = tuple(p.card for p in self.pile)
        self.hands[loser].extend(taken)
        self.events.append(Event("take_pile", loser, number=len(taken), cards=taken, private=True))
        self.pile, self.asking = [], []
        self.target, self.face_due, self.phase, self.target_before = START_TARGET, "up", "play", None
        if not succeeds and not self.hands[top.seat]:
            return self._end((top.seat,), "win")          # UD-14: the last card stood
        self.turn = loser if self.rules.lead_after_pickup == "taker" else challenger
        self.events.append(Event("new_round", self.turn))
        self._check_limit()

    def _check_limit(self) -> None:
        if self.phase != "over" and self.plays >= self.rules.play_limit:
            fewest = min(len(h) for h in self.hands)
            self._end(tuple(s for s, h in enumerate(self.hands) if len(h) == fewest), "limit")

    def _end(self, winners: tuple[int, ...], how: str) -> None:
        self.phase, self.winners, self.asking = "over", winners, []
        self.events.append(Event(how, seats=winners, number=self.plays))


def public_events(events) -> list[Event]:
    """What a spectator sees: private cards (deals, draws, face-down cards, a taken pile) removed."""
    return [e._replace(card=None, cards=()) if e.private else e for e in events]


def challenge_succeeds(target_before: int, declared: int, real: int) -> bool:
    """UD-12: a challenge succeeds if the real rank differs from the declaration, or is below the
    target as it was before the card was played.

    The worked examples of the source (target 8):

    >>> challenge_succeeds(8, declared=10, real=10), challenge_succeeds(8, declared=10, real=7)
    (False, True)
    >>> challenge_succeeds(8, declared=10, real=6), challenge_succeeds(8, declared=8, real=8)
    (True, False)
    """
    return real != declared or updown_order(real) < updown_order(target_before)


def challenge_reason(target_before: int, declared: int, real: int) -> str:
    """UD-12 in words, for one case.

    >>> challenge_reason(8, 10, 7)
    'The card is a 7, not the 10 declared — and below the target of 8: the challenge succeeds, so the player who put it down takes the whole pile.'
    >>> challenge_reason(8, 8, 8)
    'The card really is an 8, and not below the target of 8: the challenge fails, so the challenger takes the whole pile.'
    """
    r, d, t = RANK_LABELS[real], RANK_LABELS[declared], RANK_LABELS[target_before]
    low = updown_order(real) < updown_order(target_before)
    article = "an" if r in ("8", "A") else "a"
    if real != declared:
        what = f"The card is {article} {r}, not the {d} declared" + (f" — and below the target of {t}" if low else "")
    else:
        what = f"The card really is {article} {r}, " + (f"but below the target of {t}" if low else
                                                          f"and not below the target of {t}")
    if challenge_succeeds(target_before, declared, real):
        return f"{what}: the challenge succeeds, so the player who put it down takes the whole pile."
    return f"{what}: the challenge fails, so the challenger takes the whole pile."


def first_challenger(players: int, seat: int, challengers) -> int:
    """UD-11: of several players challenging at once, the first in turn order after ``seat``.

    >>> first_challenger(4, 1, [0, 3])
    3
    """
    wanted = set(challengers)
    return next(s for s in asking_order(players, seat) if s in wanted)


def face_due_after(pile) -> str:
    """UD-17: the last card that stood decides — after face up comes face down and after face down
    face up; an empty pile (a new round) starts face up. ``pile`` holds (…, face, …) entries or PileCards.

    >>> face_due_after([]), face_due_after([PileCard(Card(8, "S"), 0, "up", 8)])
    ('up', 'down')
    """
    if not pile:
        return "up"
    last = pile[-1]
    face = last.face if hasattr(last, "face") else last[1]
    return "down" if face == "up" else "up"


def asking_order(players: int, seat: int) -> list[int]:
    """Who is asked to challenge a card ``seat`` played face down, in turn order (UD-10, UD-11).

    >>> asking_order(4, 2)
    [3, 0, 1]
    """
    return [(seat + k) % players for k in range(1, players)]


def target_history(events) -> list[tuple[int, int]]:
    """(plays so far, target) after every play that stood and every new round (UD-3, UD-13).

    >>> g = new_game(UpDownRules(players=2, first_player=0), seed=1)
    >>> g = g.apply(play_up(0, g.hands[0][0]))
    >>> target_history(g.events)
    [(0, 3), (1, 14)]
    """
    points, plays = [(0, START_TARGET)], 0
    for e in events:
        if e.kind in ("play_up", "play_down"):
            plays += 1
        if e.kind == "play_up":
            points.append((plays, e.card.rank))
        elif e.kind == "stands":
            points.append((plays, e.number))
        elif e.kind == "take_pile":
            points.append((plays, START_TARGET))
    return points


def choose_first_player(players: int, seed: int | str) -> tuple[int, list[tuple[int, Card]]]:
    """UD-4: everyone draws a card; the highest (3 < … < A < 2) leads; tied highest draw again.

    Returns the leader and every draw made, as (seat, card).

    >>> leader, draws = choose_first_player(3, seed=1)
    >>> leader in range(3) and len(draws) >= 3
    True
    """
    deck = shuffled_deck(f"{seed}/first player")
    draws: list[tuple[int, Card]] = []
    drawing = list(range(players))
    while True:
        round_draws = [(seat, deck.pop(0)) for seat in drawing]
        draws.extend(round_draws)
        best = max(updown_order(card.rank) for _, card in round_draws)
        drawing = [seat for seat, card in round_draws if updown_order(card.rank) == best]
        if len(drawing) == 1:
            return drawing[0], draws


def new_game(rules: UpDownRules | None = None, seed: int | str = 0) -> UpDownState:
    """Choose who leads (UD-4), shuffle, deal 7 each one at a time from the leader (UD-1).

    >>> g = new_game(UpDownRules(players=4), seed=9)
    >>> [len(h) for h in g.hands], len(g.stock), g.target, g.face_due
    ([7, 7, 7, 7], 24, 3, 'up')
    """
    rules = rules or UpDownRules()
    events: list[Event] = []
    if rules.first_player == "draw":
        leader, draws = choose_first_player(rules.players, seed)
        events += [Event("draw_for_lead", seat, card) for seat, card in draws]
    else:
        leader = int(rules.first_player)
    events.append(Event("lead", leader))
    deck = shuffled_deck(f"{seed}/deal")                       # the drawn cards went back (UD-4)
    hands: list[list[Card]] = [[] for _ in range(rules.players)]
    for _ in range(HAND_SIZE):
        for k in range(rules.players):
            seat = (leader + k) % rules.players
            card = deck.pop(0)
            hands[seat].append(card)
            events.append(Event("deal", seat, card, private=True))
    return UpDownState(rules=rules, seed=seed, hands=hands, stock=deck, turn=leader, events=events)


def replay(rules: UpDownRules, seed: int | str, actions: Iterable[Action]) -> UpDownState:
    """The same seed and actions give the same game, card for card."""
    state = new_game(rules, seed)
    for action in actions:
        state = state.apply(action)
    return state
