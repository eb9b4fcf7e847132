"""UpDownBot, the base every 一上一下 bot builds on, and what a seat can work out from its own view:
the cards it can see, whether a challenge surely succeeds, how likely it is to (UD-10, UD-12).

The personalities are in :mod:`engine.updown.bots` (and the expert in :mod:`engine.updown.expert`).

>>> from engine.updown import UpDownRules, new_game, play_down, play_up
>>> game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> len(known_cards(game.view(0))), known_copies(game.view(0), 9)         # its 7 cards: two 9s
(7, 2)
>>> game = game.apply(play_up(0, game.view(0).hand[-1])).apply(play_down(1, Card(4, "S"), 14))
>>> surely_caught(game.view(0)), round(chance_challenge_succeeds(game.view(0)), 2)   # "A" on the 8
(False, 0.76)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ..bots import Bot
from ..cards import RANK_LABELS, Card, full_deck, updown_order
from ..hands import RankWord
from ..i18n import Capital, Seat, Text, _, ngettext
from .actions import Action, PlayDown, PlayUp
from .inputs import shown, whole
from .reading import PRIOR_BLUFF, STRENGTH_OF, bluff_rate, counted_false_of
from .records import PileCard
from .rules import FORGOTTEN_DECLARATION, START_TARGET, STRENGTH, _asking, _standing
from .tracking import Tracker, _unplaced
from .view import UpDownView

# Each card's place from the lowest (3 … 2, UD-2; suits in letter order within a rank): a number
# compares faster than the (strength, suit) it stands for, and every play looks for a lowest card.
_LOW_FIRST = {c: i for i, c in enumerate(sorted(full_deck(), key=lambda c: (STRENGTH[c.rank], c.suit)))}


def _lowest(cards: Sequence[Card]) -> Card:
    return min(cards, key=_LOW_FIRST.__getitem__)


def _lowest_reaching(cards: Sequence[Card], target: int) -> Card | None:
    """The lowest card at or above ``target`` (None: nothing reaches it)."""
    least = STRENGTH[target]
    reaching = [c for c in cards if STRENGTH[c.rank] >= least]
    return min(reaching, key=_LOW_FIRST.__getitem__) if reaching else None


def _reaching(cards: Sequence[Card], target: int) -> list[Card]:
    """The cards at or above ``target`` (not below it, UD-2)."""
    least = STRENGTH[target]
    return [c for c in cards if STRENGTH[c.rank] >= least]


def _open_card(view: UpDownView) -> PileCard:
    if view.phase != "challenge":
        raise ValueError(f"view: seat {view.seat} is not being asked about a face-down card (phase {view.phase})")
    return view.pile[-1]


def _check_view(view: Any) -> UpDownView:
    if not isinstance(view, UpDownView):
        raise TypeError(f"view must be an UpDownView (state.view(seat)), not {shown(view)}")
    return view


def known_cards(view: UpDownView) -> list[Card]:
    """The cards this seat can see: its hand and every known card on the pile but the open one."""
    return _known(_check_view(view))


def _known(view: UpDownView) -> list[Card]:
    return [*view.hand, *[p.card for p in view.pile[:-1] if p.card is not None]]


def known_copies(view: UpDownView, rank: int) -> int:
    """How many cards of ``rank`` this seat can see."""
    whole(rank, "rank", 2, 14)
    return sum(1 for c in known_cards(view) if c.rank == rank)


def surely_caught(view: UpDownView) -> bool:
    """Whether a challenge of the open face-down card succeeds whatever it really is, of the cards
    this seat cannot see (UD-12): no real rank would let it stand (a declaration below the target
    it was played on), or this seat can see all four cards of every rank that would."""
    return _surely_caught(_check_view(view), _known(view))


def _surely_caught(view: UpDownView, known: list[Card]) -> bool:
    top = _open_card(view)
    target = view.target_before
    assert target is not None
    standing = _standing(target, top.counts_as)
    if not standing:
        return True
    ranks = [c.rank for c in known]
    return all(ranks.count(r) >= 4 for r in standing)


class ChallengeEstimate(NamedTuple):
    """How likely a challenge of the open face-down card succeeds, from one seat's view, with what
    the figure rests on: ``claimant`` declared ``declared`` on the target ``target`` (ranks) holding
    ``cards`` cards before the play, of which this seat knows ``known``; it cannot account for
    ``unseen`` cards, and accounts for ``accounted`` of the four of the declared rank outside the
    claimant's hand; the claimant is taken to bluff anyway a share ``bluff`` of the time, learned
    from the ``shown`` cards of theirs a challenge has turned over; ``sure`` says why the figure is
    certain ("below": below the target, UD-12; "all four": every card of the rank accounted for)."""

    chance: float
    claimant: int
    declared: int
    target: int
    cards: int
    known: int
    unseen: int
    accounted: int
    bluff: float
    shown: int
    sure: str = ""

    @property
    def said(self) -> Text:
        """What the figure assumes, in one sentence."""
        who, ranks = Seat(self.claimant), RankWord(self.declared, plural=True)
        if self.sure == "below":
            return _("A declaration below the target {target} loses every challenge, whatever the card (UD-12).",
                     target=RANK_LABELS[self.target])
        if self.sure == "all four":
            return _("All 4 {ranks} are accounted for outside {who}'s hand, so the declaration cannot be true.",
                     ranks=ranks, who=who)
        learned = (_("the starting guess, as none of their cards has been turned over yet")
                   if not self.shown else
                   ngettext("a starting guess of {prior:.0%}, updated by the {n} card of theirs turned over so far",
                            "a starting guess of {prior:.0%}, updated by the {n} cards of theirs turned over so far",
                            self.shown, prior=PRIOR_BLUFF))
        accounted = (ngettext("{n} of the 4 {ranks} is accounted for elsewhere",
                              "{n} of the 4 {ranks} are accounted for elsewhere", self.accounted, ranks=ranks)
                     if self.accounted else      # its own message: Chinese says none, not 「0 张」
                     _("0 of the 4 {ranks} are accounted for elsewhere", ranks=ranks))
        assumes = _("it assumes a player plays their lowest card at or above the target truthfully when they have "
                    "one, bluffs anyway {bluff:.0%} of the time ({learned}), and a bluffer names any rank from the "
                    "target up", bluff=self.bluff, learned=learned)
        # the cards a pickup placed in the claimant's hand are what the figure rests on (the twelfth read)
        if self.known == self.cards == 1:      # one card: no 「都」 (the 23rd read)
            return _("This counts {who}'s one card before the play as the one they picked up with a pile and have "
                     "not shown since; {assumes}.", who=who, assumes=assumes)
        if self.known == self.cards:
            return _("This counts {who}'s {n} cards before the play as the ones they picked up with a pile and have "
                     "not shown since; {assumes}.", who=who, n=self.cards, assumes=assumes)
        if self.known:
            return _("This counts {known} of {who}'s {n} cards before the play as cards they picked up with a pile "
                     "and have not shown since, and the other {rest} as any of the {unseen} cards you cannot account "
                     "for ({accounted}); {assumes}.", known=self.known, who=who, n=self.cards,
                     rest=self.cards - self.known, unseen=self.unseen, accounted=accounted, assumes=assumes)
        return ngettext("This counts {who}'s {n} card before the play as any of the {unseen} cards you cannot "
                        "account for ({accounted}), and assumes a player plays their lowest card at or above the "
                        "target truthfully when they have one, bluffs anyway {bluff:.0%} of the time ({learned}), and "
                        "a bluffer names any rank from the target up.",
                        "This counts {who}'s {n} cards before the play as any of the {unseen} cards you cannot "
                        "account for ({accounted}), and assumes a player plays their lowest card at or above the "
                        "target truthfully when they have one, bluffs anyway {bluff:.0%} of the time ({learned}), and "
                        "a bluffer names any rank from the target up.",
                        self.cards, who=who, unseen=self.unseen, accounted=accounted, bluff=self.bluff,
                        learned=learned)


def challenge_estimate(view: UpDownView, tracker: Tracker | None = None) -> ChallengeEstimate:
    """From this seat's view: how likely a challenge of the open face-down card succeeds (UD-12), read
    from the declaration by counting (:func:`engine.updown.reading.counted_false`): the cards of the
    declared rank this seat can account for — its hand, the face-up cards on the pile, cards it saw
    turned over or taken with a pile (:class:`~engine.updown.tracking.Tracker`) — how many cards the
    claimant held, the target before the play, and a prior on bluffing learned from the claimant's
    cards turned over so far (:func:`~engine.updown.reading.bluff_rate`). A bot that keeps its own
    ``tracker`` (updated from every view it sees) passes it; else one is read from the view's events.

    >>> from engine.updown.scenario import play_down, play_up, position
    >>> game = position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")], asking=[0])
    >>> estimate = challenge_estimate(game.view(0))
    >>> round(estimate.chance, 2), estimate.cards, estimate.unseen, estimate.accounted
    (0.38, 3, 49, 0)
    """
    view = _check_view(view)
    top = _open_card(view)
    claimant, declared, target = top.seat, top.counts_as, view.target_before
    assert target is not None
    cards = view.hand_sizes[claimant] + 1                 # the open card was one of theirs
    if tracker is None or tracker.seat != view.seat:
        tracker = Tracker(view.seat)
    tracker.update(view)
    record = tracker.reading.records[claimant]
    shown_ = record.bluffs_shown + record.truths_shown
    bluff = bluff_rate(record.bluffs_shown, record.truths_shown)
    hand = view.hand
    held = tracker.held[claimant]
    known = [STRENGTH_OF[c.rank] for c in held if c not in hand] if held else []
    counts = tracker.unseen_counts(view)
    unseen = sum(counts)
    if not 0 <= cards - len(known) <= unseen:         # the tracker's guesses do not fit: the view alone
        known, counts = [], _unplaced({*hand, *(p.card for p in view.pile if p.card is not None)})
        unseen = sum(counts)
    said = STRENGTH_OF[declared]
    accounted = 4 - counts[said] - known.count(said)
    if not _standing(target, declared):
        chance, sure = 1.0, "below"
    elif accounted == 4:      # "sure" only of cards in sight: a card placed by a pickup may since have gone down
        seen = sum(1 for c in _known(view) if c.rank == declared)
        chance, sure = 1.0, "all four" if seen == 4 else ""
    else:
        chance, sure = counted_false_of(counts, known, cards - len(known), said, STRENGTH_OF[target], bluff), ""
    # made as a plain tuple is (a named tuple's own __new__ is a Python function): the reckoner asks at every answer
    return tuple.__new__(ChallengeEstimate, (chance, claimant, declared, target, cards, len(known), unseen, accounted,
                                             bluff, shown_, sure))


def chance_by_declaration(view: UpDownView, tracker: Tracker | None = None) -> list[tuple[int, float]]:
    """The figure of :func:`challenge_estimate` for every rank the claimant could have declared on
    the same target, from the same view, lowest first (3 … A, 2; UD-2): the cards counted stay the
    same, only the declaration changes — below the target every declaration fails (UD-12), and a
    bigger jump or a rank mostly accounted for is likelier false (here the Q on the pile makes a
    "Q" on the target Q less likely true than a "K").

    >>> from engine.updown.scenario import play_down, play_up, position
    >>> game = position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")], asking=[0])
    >>> [(RANK_LABELS[r], round(p, 2)) for r, p in chance_by_declaration(game.view(0))][8:]
    [('J', 1.0), ('Q', 0.42), ('K', 0.38), ('A', 0.43), ('2', 0.48)]
    """
    view = _check_view(view)
    top = _open_card(view)
    figures = []
    for rank in sorted(RANK_LABELS, key=updown_order):
        said = view.pile[:-1] + (top._replace(counts_as=rank, nothing_said=False),)
        figures.append((rank, challenge_estimate(view._replace(pile=said), tracker).chance))
    return figures


def chance_challenge_succeeds(view: UpDownView, tracker: Tracker | None = None) -> float:
    """From this seat's view: how likely a challenge of the open face-down card succeeds (UD-12) —
    :attr:`ChallengeEstimate.chance` of :func:`challenge_estimate`, which says what it assumes."""
    return challenge_estimate(view, tracker).chance


WORTH_IT, WORTH_IT_LAST_CARD = 0.5, 0.1
"""The challenge model's line: a challenge is worth it when it succeeds more often than this — half
the time (the pile goes to the claimant or to you, so an even chance breaks even), or a tenth of the
time against a last card, which would win the game if it stood (UD-14). cardschool's reading."""


def worth_challenging(chance: float, last_card: bool, last_asked: bool = False) -> bool:
    """Whether the challenge model challenges a card that succeeds with ``chance``; ``last_card``: the
    claimant's last card (it wins the game if it stands); ``last_asked``: nobody is asked after this seat —
    with a last card, letting it stand lets its player win and a failed challenge makes them win all the
    same (UD-14), so the model always challenges then (the 26th native read).

    >>> worth_challenging(0.6, False), worth_challenging(0.3, False), worth_challenging(0.3, True)
    (True, False, True)
    >>> worth_challenging(0.05, True), worth_challenging(0.05, True, last_asked=True)
    (False, True)
    """
    if last_card and last_asked:
        return True
    return chance > (WORTH_IT_LAST_CARD if last_card else WORTH_IT)


def asked_last(view: UpDownView) -> bool:
    """Whether nobody is asked after this seat about the open card (UD-10, UD-11)."""
    return _asking(view.rules.players, _open_card(_check_view(view)).seat)[-1] == view.seat


def last_to_answer_a_last_card(view: UpDownView) -> bool:
    """Whether this seat is the last asked about an open card that is its player's last: letting it stand
    lets them go out and win, and a failed challenge makes them win all the same (UD-14), so a challenge
    can only help (the 26th native read)."""
    return view.hand_sizes[view.pile[-1].seat] == 0 and asked_last(view)


def _face_up_why(view: UpDownView, card: Card) -> Text:
    """Why the lowest card reaching the target went down face up — true of the hand: "bigger cards kept for
    later" only when a bigger card is left (the seventh native read: said of a hand's highest card, and of
    its last)."""
    target = RANK_LABELS[view.target]
    if len(view.hand) == 1:
        return _("I played my last card, {card}, face up: it reaches the target {target}.", card=card.label,
                 target=target)
    if any(STRENGTH[c.rank] > STRENGTH[card.rank] for c in view.hand):
        return _("I played {card} face up: my lowest card at or above the target {target}, keeping bigger cards "
                 "for later.", card=card.label, target=target)
    if len(_reaching(view.hand, view.target)) == 1:
        return _("I played {card} face up: the only card of mine at or above the target {target}.", card=card.label,
                 target=target)
    # several cards reach it, none bigger than this one: all of one rank (2♥ 2♦ — "my lowest" would be odd)
    return _("I played {card} face up: my cards at or above the target {target} are all {rank}s, so any of them "
             "would do.", card=card.label, target=target, rank=RANK_LABELS[card.rank])


def nothing_said(view: UpDownView) -> bool:
    """Whether the face-down card on top of the pile — open to challenge, or standing — went down with
    nothing declared, so that it counts as 3 (UD-9).

    >>> from engine.updown import play_down, play_up, position
    >>> game = position(["4S 9H", "TD 6H"], pile=[play_up(1, "3C")])
    >>> nothing_said(game.apply(play_down(0, "4S")).view(1)), nothing_said(game.apply(play_down(0, "4S", 3)).view(1))
    (True, False)
    """
    return bool(_check_view(view).pile) and view.pile[-1].face == "down" and view.pile[-1].nothing_said


def _answer_to_nothing_said(view: UpDownView, action: Action, given: Any) -> Any:
    """A bot's reason for its answer to a card put down with nothing declared: the reasons name a
    declaration ("your 3"), and a learner who said nothing would not know which card was meant (the
    native reads of issue 23). Such a card counts as 3, the lowest rank: below every target but 3, so
    a challenge surely succeeds (UD-12)."""
    if callable(given):
        given = given()
    if not nothing_said(view):
        return given
    who, target = Seat(view.pile[-1].seat), view.target_before
    if target is not None and target != START_TARGET and action.kind == "challenge":
        return _("{who} put this card down with nothing declared, which counts as declaring 3 (UD-9), "
                 "below the target {target}: that always fails a challenge (UD-12) — I challenge.", who=Capital(who),
                 target=RANK_LABELS[target])
    # the reason that follows speaks of "their 3": said to be taken so (the 22nd read)
    return _("{who} put this card down with nothing declared, which counts as declaring 3 (UD-9), so I take it as a "
             "declared 3. {reason}", who=Capital(who), reason=given)


def _below_face_up_why(view: UpDownView, card: Card) -> Text:
    """Why a card below the target went down face up — true of the stock and the hand (the tenth native read):
    with the stock empty nothing is drawn (UD-15), and a last card then goes out and wins (UD-14); a last card
    is never called "my lowest"."""
    target, label = RANK_LABELS[view.target], card.label
    last = len(view.hand) == 1
    if view.stock_size == 0:
        if last:
            return _("My last card, {card}, is below the target {target}, but the stock is empty: I play it face up, "
                     "draw nothing and go out (UD-15, UD-14).", card=label, target=target)
        return _("Nothing of mine reaches the target {target}, so I played my lowest card, {card}, face up; the stock "
                 "is empty, so I draw nothing (UD-15).", card=label, target=target)
    if last:
        return _("My last card, {card}, is below the target {target}: I play it face up and draw a card (UD-7).",
                 card=label, target=target)
    return _("Nothing of mine reaches the target {target}, so I played my lowest card, {card}, face up and draw a card "
             "(UD-7).", target=target, card=label)


class UpDownBot(Bot):
    """A 一上一下 player that sees only its :class:`UpDownView`."""

    def act(self, view: Any) -> Action:
        _check_view(view)
        if view.phase == "challenge":
            action = self.respond(view)
            if view.pile[-1].counts_as == FORGOTTEN_DECLARATION:     # perhaps nothing was said: then say so
                given = self._said
                self.reason = lambda: _answer_to_nothing_said(view, action, given)
            return action
        if view.face_due == "up":
            return self.play_face_up(view)
        return self.play_face_down(view)

    def play_face_up(self, view: UpDownView) -> Action:
        card = _lowest_reaching(view.hand, view.target)
        if card is not None:
            self.reason = lambda: _face_up_why(view, card)
        else:
            card = _lowest(view.hand)
            self.reason = lambda: _below_face_up_why(view, card)
        return PlayUp(view.seat, card)          # a card of the view's hand: nothing to read (play_up reads)

    def truthful_down(self, view: UpDownView) -> Action | None:
        card = _lowest_reaching(view.hand, view.target)
        if card is None:
            return None
        self.reason = lambda: _("I put {card} face down and declared it truthfully as {rank} (target {target}).",
                                card=card.label, rank=RANK_LABELS[card.rank], target=RANK_LABELS[view.target])
        return PlayDown(view.seat, card, card.rank)

    def bluff(self, view: UpDownView, declared: int, why: str | Text) -> Action:
        card = _lowest(view.hand)
        if card.rank == declared:       # the lowest card happens to be the rank declared: no bluff after all
            self.reason = lambda: _("I put {card} face down and declared it truthfully as {rank} (target {target}).",
                                    card=card.label, rank=RANK_LABELS[declared], target=RANK_LABELS[view.target])
        else:
            self.reason = lambda: _("I put {card} face down but declared {rank} — a bluff: {why}", card=card.label,
                                    rank=RANK_LABELS[declared], why=why)
        return PlayDown(view.seat, card, declared)

    def play_face_down(self, view: UpDownView) -> Action:
        raise NotImplementedError

    def respond(self, view: UpDownView) -> Action:
        raise NotImplementedError
